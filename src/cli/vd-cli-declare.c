/* vedette-cli fire and charge: may a unit declare fire at an enemy, or a charge on one (MASK-6)? */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-orders.h"

/* The rule of the turn's limits that refused a declaration otherwise allowed (the last reason
 * vd_orders_limit_to_turn added), or NULL. */
static const char *
turn_refusal (const VdOrderAnswer *answer)
{
  if (!answer->declaration.legal || answer->legal || answer->reasons->len == 0)
    return NULL;
  return g_array_index (answer->reasons, VdOrderReason, answer->reasons->len - 1).rule;
}

static void
add_declaration_json (JsonBuilder *builder, const VdOrderAnswer *answer, gboolean fire)
{
  const VdDeclaration *d = &answer->declaration;
  const char *turn_rule = turn_refusal (answer);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "declaration");
  json_builder_add_string_value (builder, fire ? "fire" : "charge");
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, d->unit->id);
  json_builder_set_member_name (builder, "target");
  json_builder_add_string_value (builder, d->target->id);
  json_builder_set_member_name (builder, "allowed");
  json_builder_add_boolean_value (builder, answer->legal);
  json_builder_set_member_name (builder, "refused");
  if (answer->legal)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, turn_rule != NULL ? turn_rule : d->refused_rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, turn_rule != NULL ? d->unit->id : d->refused_by);
      json_builder_end_object (builder);
    }
  /* The turn's limit the referee set aside (--override), or null. */
  json_builder_set_member_name (builder, "overridden");
  if (answer->event != NULL && answer->event->overridden != NULL)
    json_builder_add_string_value (builder, answer->event->overridden);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "visible");
  json_builder_add_boolean_value (builder, d->visible);
  json_builder_set_member_name (builder, "distance");
  json_builder_add_double_value (builder, vd_cli_round (d->distance, 100));
  if (fire)
    {
      json_builder_set_member_name (builder, "range");
      vd_cli_add_double_or_null (builder, d->range > 0, vd_cli_round (d->range, 100));
      json_builder_set_member_name (builder, "cover");
      json_builder_add_string_value (builder, vd_cover_to_string (d->cover));
      json_builder_set_member_name (builder, "revealed");
      json_builder_add_boolean_value (builder, d->legal);
    }
  else
    {
      gboolean measured = d->move.unit != NULL;

      json_builder_set_member_name (builder, "contact");
      if (measured)
        vd_cli_add_point_json (builder, d->contact);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "path");
      json_builder_add_double_value (builder, vd_cli_round (d->move.distance, 100));
      json_builder_set_member_name (builder, "cost");
      json_builder_add_double_value (builder, vd_cli_round (d->move.cost, 100));
      json_builder_set_member_name (builder, "allowance");
      json_builder_add_double_value (builder, vd_cli_round (d->move.allowance, 100));
      json_builder_set_member_name (builder, "bonus");
      json_builder_add_double_value (builder, vd_cli_round (d->move.bonus, 100));
      json_builder_set_member_name (builder, "conditions");
      json_builder_begin_array (builder);
      for (int c = 0; c < VD_N_CONDITIONS; c++)
        if (d->conditions & (1u << c))
          json_builder_add_string_value (builder, vd_condition_to_string (c));
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < d->reasons->len; i++)
    {
      const VdDeclarationReason *r = &g_array_index (d->reasons, VdDeclarationReason, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, r->rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, r->by);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
append_declaration_text (GString *out, const VdOrderAnswer *answer, const VdRuleset *ruleset,
                         gboolean fire)
{
  const VdDeclaration *d = &answer->declaration;

  /* Refused by the turn's limits alone (the reading's question is no rule text). */
  if (turn_refusal (answer) != NULL)
    g_string_append_printf (out, "%s\n", answer->refusal->message);
  else if (!d->legal)
    {
      const char *text = vd_ruleset_rule_text (ruleset, d->refused_rule);

      g_string_append_printf (out, "%s\n", answer->refusal->message);
      if (text != NULL)
        {
          g_string_append (out, "  ");
          /* Translators: a rule's ID, then its text. */
          g_string_append_printf (out, _("%s: %s"), d->refused_rule, text);
          g_string_append_c (out, '\n');
        }
      else if (fire && d->range > 0)
        {
          /* Translators: RANGE and WOOD-7 refusals: the distance and the range, in paces. */
          g_string_append_printf (out, _("  %.1f paces away, range %.1f"), d->distance,
                                  d->range);
          g_string_append_c (out, '\n');
        }
      else if (!fire && d->move.unit != NULL)
        {
          /* Translators: an ALLOWANCE refusal: the path's cost, the allowance and the charge
           * bonus, in paces. */
          g_string_append_printf (out, _("  the path costs %.1f paces of %.1f + %.1f (charge "
                                         "bonus)"), d->move.cost, d->move.allowance,
                                  d->move.bonus);
          g_string_append_c (out, '\n');
        }
    }
  else if (fire)
    {
      /* Translators: unit, target, distance and range in paces, the target's cover:
       * "fr-1 may fire at ru-2: 120.0 paces, range 160.0, cover light". */
      g_string_append_printf (out, _("%s may fire at %s: %.1f paces, range %.1f, cover %s"),
                              d->unit->id, d->target->id, d->distance, d->range,
                              vd_cover_to_string (d->cover));
      g_string_append_c (out, '\n');
      g_string_append_printf (out, "  %s\n", _("declaring it reveals the unit"));
    }
  else
    {
      /* Translators: unit, target, the path's cost in paces, then the allowance and the
       * charge bonus: "ru-hus may charge fr-1: 230.0 paces of 160.0 + 80.0 (charge bonus)". */
      g_string_append_printf (out, _("%s may charge %s: %.1f paces of %.1f + %.1f (charge bonus)"),
                              d->unit->id, d->target->id, d->move.cost, d->move.allowance,
                              d->move.bonus);
      g_string_append_c (out, '\n');
      /* Translators: where the charging unit's front centre meets the target, in mm. */
      g_string_append_printf (out, _("  contact at %.0f,%.0f"), d->contact.x, d->contact.y);
      g_string_append_c (out, '\n');
      if (d->conditions != 0)
        {
          g_autofree char *conditions = vd_conditions_describe (d->conditions);

          /* Translators: followed by the conditions the charging unit arrives with. */
          g_string_append_printf (out, "  %s %s\n", _("arrives"), conditions);
        }
    }
  if (answer->event != NULL && answer->event->overridden != NULL)
    g_string_append_printf (out, _("  allowed anyway against %s\n"), answer->event->overridden);
  for (guint i = 0; i < d->reasons->len; i++)
    {
      const VdDeclarationReason *r = &g_array_index (d->reasons, VdDeclarationReason, i);

      /* Translators: a rule that applied and what is responsible: "MASK-3 by fr-2". */
      g_string_append_printf (out, _("  %s by %s"), r->rule, r->by);
      g_string_append_c (out, '\n');
    }
}

static int
declare (int argc, char **argv, gboolean fire)
{
  const char *command = fire ? "fire" : "charge";
  g_autofree char *output = NULL;
  g_auto(GStrv) via = NULL;
  gboolean json = FALSE, override = FALSE;
  GOptionEntry fire_entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Record an allowed declaration in the journal and write the table to OUT"), N_("OUT") },
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Allow it anyway beyond the turn's limits (recorded as overridden)"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  GOptionEntry charge_entries[] = {
    { "via", 0, 0, G_OPTION_ARG_STRING_ARRAY, &via, N_("A waypoint on the way; repeat in order"),
      N_("X,Y") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Record an allowed declaration in the journal and write the table to OUT"), N_("OUT") },
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Allow it anyway beyond the turn's limits (recorded as overridden)"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (fire ? _("FILE UNIT TARGET — may UNIT declare fire at TARGET?")
                               : _("FILE UNIT TARGET — may UNIT declare a charge on TARGET?"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  VdOrderAnswer answer = { 0 };
  VdTable *table;
  VdRuleset *ruleset;
  const char *path;
  gboolean ok;
  int status = VD_CLI_OK;

  if (fire)
    g_option_context_set_summary (context,
                                  _("Tells whether UNIT may declare fire at TARGET, an enemy, "
                                    "and why (not): UNIT must see it (MASK-6, with every rule "
                                    "of the sight answer), a battery must be beyond the crest "
                                    "to fire downhill (CREST-4), a unit in a wood fires less "
                                    "than the wood-fire distance (WOOD-7), and TARGET must be "
                                    "within the weapon’s range (RANGE: the ruleset’s fire "
                                    "ranges, a table’s own first). Gives TARGET’s cover. A unit "
                                    "that fires is revealed."));
  else
    g_option_context_set_summary (context,
                                  _("Tells whether UNIT may declare a charge on TARGET, an "
                                    "enemy, and why (not): its arm has a charge bonus (CHARGE), "
                                    "UNIT sees TARGET (MASK-6), cavalry charges neither from "
                                    "deep in a wood nor into one (WOOD-12), and the path from "
                                    "UNIT’s front centre through each --via point to the point "
                                    "of TARGET nearest it is within the allowance and the "
                                    "charge bonus by the movement rules (ROAD-3 on a road). "
                                    "Cavalry charging on a hill slope arrives disorganized "
                                    "(HILL-6). Nothing moves: the charge is declared."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"declaration\": "
                                      "\"fire\" | \"charge\", \"unit\", \"target\", \"allowed\", "
                                      "\"refused\": {\"rule\", \"by\"} or null, \"overridden\": "
                                      "RULE or null, \"visible\", "
                                      "\"distance\" (paces between the footprints); fire: "
                                      "\"range\", \"cover\", \"revealed\"; charge: \"contact\": "
                                      "[x, y], \"path\", \"cost\", \"allowance\", \"bonus\" "
                                      "(paces), \"conditions\": []; \"reasons\": [{\"rule\", "
                                      "\"by\"}]}.\n\n"
                                      "The declaration is judged on the battle as FILE’s journal "
                                      "leaves it. With -o, an allowed one is recorded as a "
                                      "“declare-fire” or “declare-charge” event of the journal "
                                      "and the table written to OUT (OUT may be FILE), "
                                      "atomically. A unit that declared a charge may not "
                                      "declare fire in the same turn, nor the other way round, "
                                      "when the reading mini-i-charge-and-fire is “refused”: "
                                      "--override allows it anyway, recorded with "
                                      "“overridden”.\n\n"
                                      "Exit status: 0 the declaration was judged (allowed or "
                                      "not), 1 invalid file, unknown or destroyed unit, a target "
                                      "of the same side, or -o with a refused declaration, 2 bad "
                                      "usage."));
  g_option_context_add_main_entries (context, fire ? fire_entries : charge_entries,
                                     GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, command))
    return VD_CLI_USAGE;
  if (argc < 4)
    return vd_cli_usage_error (command, "%s", argc < 2 ? _("no table file")
                                              : argc < 3 ? _("no unit") : _("no target"));
  if (argc > 4)
    return vd_cli_usage_error (command, "%s", _("give one table file, one unit and one target"));
  points = vd_cli_parse_path (command, (const char * const *) via, NULL, NULL);
  if (points == NULL)
    return VD_CLI_USAGE;
  path = argv[1];

  battle = vd_cli_open_order_battle (path, output);
  if (battle == NULL)
    return VD_CLI_INVALID;
  table = vd_battle_get_current (battle);
  ruleset = vd_battle_get_ruleset (battle);
  if (vd_cli_find_unit (table, path, argv[2]) == NULL ||
      vd_cli_find_unit (table, path, argv[3]) == NULL)
    return VD_CLI_INVALID;
  if (fire)
    ok = vd_orders_declare_fire (table, ruleset, NULL, argv[2], argv[3], &answer, &error);
  else
    ok = vd_orders_declare_charge (table, ruleset, NULL, argv[2], argv[3],
                                   (const VdPoint *) points->data, points->len, &answer, &error);
  /* Reading mini-i-charge-and-fire: a charge and a fire in one turn, or not. */
  if (ok)
    {
      const VdTurnState *turn = vd_turn_state_for_battle (battle, &error);

      ok = turn != NULL && vd_orders_limit_to_turn (turn, ruleset, override, &answer);
    }
  if (!ok)
    {
      vd_cli_print_error (error);
      vd_order_answer_clear (&answer);
      return VD_CLI_INVALID;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      add_declaration_json (builder, &answer, fire);
      text = vd_cli_json_text (builder);
      g_string_append_printf (out, "%s\n", text);
    }
  else
    append_declaration_text (out, &answer, ruleset, fire);

  if (output != NULL)
    {
      VdEvent *event = vd_order_answer_take_event (&answer, &error);

      /* Recorded in the journal, not written over the set-up. */
      if (event == NULL || !vd_battle_record (battle, event, &error))
        {
          vd_cli_print_error (error);
          status = VD_CLI_INVALID;
        }
      else if (!vd_cli_save_battle (battle, output))
        status = VD_CLI_INVALID;
    }
  vd_order_answer_clear (&answer);
  /* Printed once the table is safely written, so a script never reads a change that was lost. */
  if (status == VD_CLI_OK)
    g_print ("%s", out->str);
  return status;
}

int
vd_cli_fire (int argc, char **argv)
{
  return declare (argc, argv, TRUE);
}

int
vd_cli_charge (int argc, char **argv)
{
  return declare (argc, argv, FALSE);
}
