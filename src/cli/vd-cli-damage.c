#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-damage.h"
#include "vd-orders.h"
#include "vd-ruleset.h"
#include "vd-village-fire.h"

typedef enum {
  DAMAGE_BOMBARD,
  DAMAGE_REPAIR,
} DamageAction;

static void
add_damage_json (JsonBuilder *builder, const VdDamageAnswer *answer, int turns)
{
  json_builder_begin_object (builder);
  /* The keys first, in its order; additions come after them. */
  json_builder_set_member_name (builder, "feature");
  json_builder_add_string_value (builder, answer->feature->id);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, answer->by->id);
  json_builder_set_member_name (builder, "affected");
  json_builder_add_double_value (builder, vd_cli_round (answer->affected, 100));
  json_builder_set_member_name (builder, "stretches");
  json_builder_begin_array (builder);
  for (guint i = 0; i < answer->n_stretches; i++)
    {
      const VdDamageStretch *stretch = &answer->stretches[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "from");
      vd_cli_add_point_json (builder, stretch->from);
      json_builder_set_member_name (builder, "to");
      vd_cli_add_point_json (builder, stretch->to);
      json_builder_set_member_name (builder, "state");
      json_builder_add_string_value (builder, vd_damage_to_string (stretch->state));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, answer->rule);
  json_builder_set_member_name (builder, "turns");
  json_builder_add_int_value (builder, turns);
  json_builder_end_object (builder);
}

static const char *
damage_name (VdDamage state)
{
  static const char * const names[] = {
    NC_("damage", "intact"), NC_("damage", "degraded"), NC_("damage", "destroyed"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_DAMAGES);
  return g_dpgettext2 (GETTEXT_PACKAGE, "damage", names[state]);
}

static void
append_damage_text (GString *out, const VdDamageAnswer *answer, DamageAction action)
{
  g_autofree char *affected = g_strdup_printf ("%.1f", answer->affected);

  if (action == DAMAGE_BOMBARD)
    /* Translators: battery id, feature id, paces, rule ID: "ru-bat-1 → hedge-1: 120.0 paces
     * damaged (LOBS-3)". */
    g_string_append_printf (out, _("%s → %s: %s paces damaged (%s)"), answer->by->id,
                            answer->feature->id, affected, answer->rule);
  else
    /* Translators: engineers id, feature id, paces, rule ID: "fr-sap-1 → hedge-1: 60.0 paces
     * rebuilt (LOBS-4)". */
    g_string_append_printf (out, _("%s → %s: %s paces rebuilt (%s)"), answer->by->id,
                            answer->feature->id, affected, answer->rule);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < answer->n_stretches; i++)
    {
      const VdDamageStretch *stretch = &answer->stretches[i];

      /* Translators: one stretch of a feature: from X,Y to X,Y (mm), its state, its length in
       * paces is not given. */
      g_string_append_printf (out, _("  %.0f,%.0f to %.0f,%.0f: %s"), stretch->from.x,
                              stretch->from.y, stretch->to.x, stretch->to.y,
                              damage_name (stretch->state));
      g_string_append_c (out, '\n');
    }
}

static void
append_fire_text (GString *out, const VdTable *table, const char *battery, const VdFeature *house,
                  int die, gboolean burning, const char *points)
{
  if (!burning)
    {
      /* Translators: battery id, house id, the fire die: "fr-how-1 → village-1: the fire die
       * shows 4, the village does not burn (HOUSE-10)". */
      g_string_append_printf (out, _("%s → %s: the fire die shows %d, the village does not burn "
                                     "(HOUSE-10)"), battery, house->id, die);
      g_string_append_c (out, '\n');
      return;
    }
  /* Translators: battery id, house id, the turn number. */
  g_string_append_printf (out, _("%s → %s: the village burns from turn %d (HOUSE-10)"), battery,
                          house->id, house->on_fire);
  g_string_append_c (out, '\n');
  if (points != NULL)
    g_string_append_printf (out, "  %s\n", points);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (vd_damage_unit_in_fire (table, house, unit))
        {
          /* Translators: a unit in the burning village. */
          g_string_append_printf (out, _("  %s must leave or is destroyed next turn"), unit->id);
          g_string_append_c (out, '\n');
        }
    }
}

static void
add_fire_json (JsonBuilder *builder, const VdTable *table, const char *battery,
               const VdFeature *house, int die, gboolean burning, const VdEvent *event)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "feature");
  json_builder_add_string_value (builder, house->id);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, battery);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, "HOUSE-10");
  json_builder_set_member_name (builder, "die");
  json_builder_add_int_value (builder, die);
  json_builder_set_member_name (builder, "burning");
  json_builder_add_boolean_value (builder, burning);
  json_builder_set_member_name (builder, "side");
  if (event->side != NULL)
    json_builder_add_string_value (builder, event->side);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "points_lost");
  json_builder_add_double_value (builder, event->points_lost);
  json_builder_set_member_name (builder, "must_leave");
  json_builder_begin_array (builder);
  for (guint i = 0; burning && i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (vd_damage_unit_in_fire (table, house, unit))
        json_builder_add_string_value (builder, unit->id);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static int
run_damage (int argc, char **argv, DamageAction action)
{
  const char *command = action == DAMAGE_BOMBARD ? "bombard" : "repair";
  g_autofree char *at = NULL;
  g_autofree char *output = NULL;
  int turns = 1, die = 0;
  gboolean fire = FALSE, json = FALSE, override = FALSE;
  GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_STRING, &at,
      N_("The point aimed at (mm); default: the feature’s point nearest the unit"), N_("X,Y") },
    { "turns", 0, 0, G_OPTION_ARG_INT, &turns, N_("Turns of work (default 1)"), N_("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Record the change in the journal and write the table to OUT"), N_("OUT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  GOptionEntry fire_entries[] = {
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Allow it anyway when the battery has already fired its guns this turn (recorded as "
         "such)"), NULL },
    { "fire", 0, 0, G_OPTION_ARG_NONE, &fire,
      N_("Declare an attempt to set a village on fire (HOUSE-10) instead"), NULL },
    { "die", 0, 0, G_OPTION_ARG_INT, &die, N_("The fire die, 1 to 6 (with --fire)"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (action == DAMAGE_BOMBARD
                          ? _("FILE BATTERY FEATURE — a battery fires at an obstacle or a house")
                          : _("FILE ENGINEERS FEATURE — engineers rebuild an obstacle or a house"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdEvent) event = NULL;
  VdRuleset *ruleset;
  VdTable *table;
  VdOrderAnswer order = { 0 };
  const VdTable *after;
  gboolean ok;
  g_autoptr(GString) out = g_string_new (NULL);
  const VdFeature *feature;
  VdUnit *unit;
  VdPoint aim;
  const char *path;

  if (action == DAMAGE_BOMBARD)
    {
      g_option_context_set_summary (context,
                                    _("BATTERY (calibre 6 or more) fires for --turns turns at "
                                      "FEATURE, a hedge or fence, a wall or abatis, or a house: "
                                      "each turn it destroys a hedge, turns a wall into light "
                                      "cover (then destroys it) or a building into hard cover, "
                                      "15 paces per figure at 25 mm and 10 at 15 mm (LOBS-3, "
                                      "HOBS-4, HOUSE-7), on a stretch centred on the point aimed "
                                      "at. Prints what changed and every stretch of the feature."));
      g_option_context_add_main_entries (context, fire_entries, GETTEXT_PACKAGE);
    }
  else
    g_option_context_set_summary (context,
                                  _("ENGINEERS rebuild FEATURE for --turns turns, 15 paces per "
                                    "figure and turn at 25 mm and 10 at 15 mm (LOBS-4, HOBS-5, "
                                    "HOUSE-8), the damaged stretches nearest the point aimed at "
                                    "first. Prints what changed and every stretch of the "
                                    "feature."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"feature\", \"by\", "
                                      "\"affected\" (paces), \"stretches\": [{\"from\": [x, y], "
                                      "\"to\": [x, y], \"state\": \"intact\" | \"degraded\" | "
                                      "\"destroyed\"}], \"rule\", \"turns\"}. A battery "
                                      "fires its guns once a turn (LOBS-3, HOBS-4, HOUSE-7, "
                                      "HOUSE-10; reading mini-i-battery-once): a second time is "
                                      "refused unless --override. The order is given "
                                      "to the battle as it stands once FILE’s journal is replayed. "
                                      "Without -o the file is not changed; with -o the change is "
                                      "recorded as an event of the journal and the table written "
                                      "to OUT atomically (OUT may be FILE).\n\n"
                                      "Exit status: 0 done, 1 invalid file, unknown unit or "
                                      "feature, or a unit the rules do not allow (a battery under "
                                      "calibre 6, a unit that is not engineers), 2 bad usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, command))
    return VD_CLI_USAGE;
  if (argc < 4)
    return vd_cli_usage_error (command, "%s",
                               argc < 2 ? _("no table file")
                               : argc < 3 ? _("no unit") : _("no terrain feature"));
  if (argc > 4)
    return vd_cli_usage_error (command, "%s", _("give one table file, one unit and one feature"));
  if (turns < 1 || turns > 1000)
    return vd_cli_usage_error (command, "%s", _("--turns must be between 1 and 1000"));
  if (fire && (die < 1 || die > 6))
    return vd_cli_usage_error (command, "%s", _("--fire needs the fire die: --die 1 to 6"));
  if (!fire && die != 0)
    return vd_cli_usage_error (command, "%s", _("--die goes with --fire"));
  if (at != NULL && !vd_cli_parse_point (command, "--at", at, &aim))
    return VD_CLI_USAGE;
  path = argv[1];

  /* The battle as it stands: the set-up with its journal replayed. */
  battle = vd_cli_open_order_battle (path, output);
  if (battle == NULL)
    return VD_CLI_INVALID;
  table = vd_battle_get_current (battle);
  ruleset = vd_battle_get_ruleset (battle);
  unit = vd_cli_find_unit (table, path, argv[2]);
  if (unit == NULL)
    return VD_CLI_INVALID;
  if (vd_cli_find_feature (table, path, argv[3]) == NULL)
    return VD_CLI_INVALID;

  /* Worked out on a copy kept in the answer: the battle changes only by recording the event. */
  if (fire)
    ok = vd_orders_set_fire (table, ruleset, unit->id, argv[3], die, &order, &error);
  else
    ok = (action == DAMAGE_BOMBARD ? vd_orders_bombard : vd_orders_repair)
           (table, ruleset, unit->id, argv[3], at != NULL ? &aim : NULL, turns, &order, &error);
  /* LOBS-3, HOBS-4, HOUSE-7, HOUSE-10: a battery fires its guns once a turn. */
  if (ok && action == DAMAGE_BOMBARD)
    {
      const VdTurnState *turn = vd_turn_state_for_battle (battle, &error);

      ok = turn != NULL && vd_orders_limit_to_turn (turn, ruleset, override, &order);
    }
  if (ok)
    event = vd_order_answer_take_event (&order, &error);
  if (event == NULL)
    {
      vd_cli_print_error (error);
      vd_order_answer_clear (&order);
      return VD_CLI_INVALID;
    }
  after = order.after;
  feature = vd_table_find_feature (after, argv[3]);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      if (fire)
        add_fire_json (builder, after, unit->id, feature, die, order.burning, event);
      else
        add_damage_json (builder, &order.damage, turns);
      text = vd_cli_json_text (builder);
      g_string_append_printf (out, "%s\n", text);
    }
  else if (fire)
    {
      /* HOUSE-10: what catching fire costs its setter, judged on the battle before it. */
      const VdFeature *before = vd_table_find_feature (table, argv[3]);
      g_autofree char *points = vd_village_fire_describe_points (table, before, event);

      append_fire_text (out, after, unit->id, feature, die, order.burning, points);
    }
  else
    append_damage_text (out, &order.damage, action);
  vd_order_answer_clear (&order);

  if (output != NULL)
    {
      /* Recorded in the journal, not written over the set-up. */
      if (!vd_battle_record (battle, g_steal_pointer (&event), &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      if (!vd_cli_save_battle (battle, output))
        return VD_CLI_INVALID;
    }
  /* Printed once the table is safely written, so a script never reads a change that was lost. */
  g_print ("%s", out->str);
  return VD_CLI_OK;
}

int
vd_cli_bombard (int argc, char **argv)
{
  return run_damage (argc, argv, DAMAGE_BOMBARD);
}

int
vd_cli_repair (int argc, char **argv)
{
  return run_damage (argc, argv, DAMAGE_REPAIR);
}
