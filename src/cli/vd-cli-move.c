#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-movement.h"
#include "vd-orders.h"
#include "vd-ruleset.h"

static void
add_move_json (JsonBuilder *builder, VdBattle *battle, const VdOrderAnswer *order,
               const VdPoint *destination)
{
  const VdMoveAnswer *answer = &order->move;

  json_builder_begin_object (builder);
  /* The keys first, in its order; additions come after them. */
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, answer->unit->id);
  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, answer->legal);
  json_builder_set_member_name (builder, "distance");
  json_builder_add_double_value (builder, vd_cli_round (answer->distance, 100));
  json_builder_set_member_name (builder, "cost");
  json_builder_add_double_value (builder, vd_cli_round (answer->cost, 100));
  json_builder_set_member_name (builder, "allowance");
  json_builder_add_double_value (builder, vd_cli_round (answer->allowance, 100));
  json_builder_set_member_name (builder, "conditions");
  json_builder_begin_array (builder);
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (answer->conditions & (1u << c))
      json_builder_add_string_value (builder, vd_condition_to_string (c));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < answer->n_effects; i++)
    {
      const VdMoveEffect *effect = &answer->effects[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, effect->rule);
      json_builder_set_member_name (builder, "by");
      if (effect->by != NULL)
        json_builder_add_string_value (builder, effect->by);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "at");
      vd_cli_add_point_json (builder, effect->at);
      json_builder_set_member_name (builder, "paces");
      json_builder_add_double_value (builder, vd_cli_round (effect->paces, 100));
      json_builder_set_member_name (builder, "condition");
      if (effect->condition >= 0)
        json_builder_add_string_value (builder, vd_condition_to_string (effect->condition));
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "forbids");
      json_builder_add_boolean_value (builder, effect->forbids);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "forced");
  json_builder_add_boolean_value (builder, answer->forced);
  json_builder_set_member_name (builder, "to");
  vd_cli_add_point_json (builder, *destination);
  /* The turn's limits: what the unit did before this move, why it is refused, if set aside. */
  vd_cli_add_this_turn_json (builder, battle, answer->unit->id);
  json_builder_set_member_name (builder, "refusal");
  if (!order->legal && order->refusal != NULL)
    json_builder_add_string_value (builder, order->refusal->message);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "override");
  json_builder_add_boolean_value (builder, order->event != NULL && order->event->overridden != NULL);
  json_builder_end_object (builder);
}

static void
append_move_text (GString *out, const VdOrderAnswer *order)
{
  const VdMoveAnswer *answer = &order->move;
  const VdMoveEffect *forbidding = vd_move_answer_forbidding (answer);
  g_autofree char *cost = g_strdup_printf ("%.1f", answer->cost);
  g_autofree char *allowance = g_strdup_printf ("%.1f", answer->allowance);
  g_autofree char *distance = g_strdup_printf ("%.1f", answer->distance);

  if (forbidding != NULL)
    /* Translators: unit id, the rule that forbids the move, what is responsible, where (mm):
     * "fr-1: not allowed — MARSH-1 by marsh-1 at 420,310". */
    g_string_append_printf (out, _("%s: not allowed — %s by %s at %.0f,%.0f"), answer->unit->id,
                            forbidding->rule, forbidding->by != NULL ? forbidding->by : "—",
                            forbidding->at.x, forbidding->at.y);
  else
    /* Translators: unit id, then "allowed". */
    g_string_append_printf (out, _("%s: allowed"), answer->unit->id);
  g_string_append_c (out, '\n');
  /* Translators: paces of allowance the move uses, the allowance, the distance, all in paces
   * with one decimal. */
  g_string_append_printf (out, _("  %s of %s paces (distance %s paces)"), cost, allowance,
                          distance);
  if (answer->forced)
    g_string_append_printf (out, " %s", _("by forced march"));
  g_string_append_c (out, '\n');
  if (answer->spent > 0)
    /* Translators: paces of the allowance already spent this turn, the allowance, what is
     * left, all in paces with one decimal. */
    g_string_append_printf (out, _("  this turn: %.1f of %.1f paces spent already, %.1f left\n"),
                            answer->spent, answer->allowance,
                            MAX (answer->allowance - answer->spent, 0));
  if (!order->legal && order->refusal != NULL)
    g_string_append_printf (out, "  %s\n", order->refusal->message);
  if (order->event != NULL && order->event->overridden != NULL)
    /* Translators: the rule of the turn's limits the referee set aside. */
    g_string_append_printf (out, _("  allowed anyway against %s\n"), order->event->overridden);
  if (answer->conditions != 0)
    {
      g_autofree char *conditions = vd_conditions_describe (answer->conditions);

      g_string_append (out, "  ");
      /* Translators: followed by the conditions the unit is in at its destination. */
      g_string_append (out, _("arrives"));
      g_string_append_printf (out, " %s\n", conditions);
    }
  for (guint i = 0; i < answer->n_effects; i++)
    {
      const VdMoveEffect *effect = &answer->effects[i];

      g_string_append (out, "  ");
      /* Translators: a rule that applied to a move, what is responsible, where (mm):
       * "LOBS-1 by hedge-1 at 300,445". */
      g_string_append_printf (out, _("%s by %s at %.0f,%.0f"), effect->rule,
                              effect->by != NULL ? effect->by : "—", effect->at.x, effect->at.y);
      if (effect->paces != 0)
        /* Translators: paces an effect adds to the cost of a move ("+20.0 paces"). */
        g_string_append_printf (out, _(": %+.1f paces"), effect->paces);
      if (effect->condition >= 0)
        g_string_append_printf (out, ", %s", vd_condition_name (effect->condition));
      if (effect->forbids)
        g_string_append_printf (out, ", %s", _("forbids the move"));
      g_string_append_c (out, '\n');
    }
}

int
vd_cli_move (int argc, char **argv)
{
  g_autofree char *to = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) via = NULL;
  gboolean forced = FALSE, json = FALSE, override = FALSE;
  GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_("Where the unit’s front centre goes (mm)"),
      N_("X,Y") },
    { "via", 0, 0, G_OPTION_ARG_STRING_ARRAY, &via, N_("A waypoint on the way; repeat in order"),
      N_("X,Y") },
    { "forced", 0, 0, G_OPTION_ARG_NONE, &forced, N_("Forced march"), NULL },
    { "override", 0, 0, G_OPTION_ARG_NONE, &override,
      N_("Allow the move anyway beyond what is left of the turn’s allowance (recorded as such)"),
      NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Record the move in the journal and write the table to OUT (a legal move only)"), N_("OUT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE UNIT — measure a move by the movement rules"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  const VdTurnState *turn = NULL;
  VdRuleset *ruleset;
  VdTable *table;
  g_autoptr(GArray) points = NULL;
  VdOrderAnswer order = { 0 };
  const VdMoveAnswer *answer = &order.move;
  VdUnit *unit;
  VdPoint point;
  const char *path;
  int status;

  g_option_context_set_summary (context,
                                _("Moves UNIT’s front centre from where it stands through each "
                                  "--via point to --to, keeping its facing, and tells whether the "
                                  "rules allow it: the distance in paces, the allowance it uses "
                                  "(half speed in a wood, the cost of a hedge, a road’s bonus…), "
                                  "the unit’s allowance this turn, the conditions it arrives with, "
                                  "and every rule that applied, with the feature responsible and "
                                  "where. An illegal move names the rule that forbids it."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"unit\", \"legal\", "
                                      "\"distance\", \"cost\", \"allowance\", \"conditions\": [], "
                                      "\"reasons\": [{\"rule\", \"by\", \"at\": [x, y], \"paces\", "
                                      "\"condition\", \"forbids\"}], \"forced\", \"to\": [x, y], "
                                      "\"this_turn\": {\"moved\", \"allowance\", \"left\", "
                                      "\"fired\", \"charged\", \"bombarded\"}, \"refusal\", "
                                      "\"override\"}. "
                                      "Paces are rounded to 0.01; conditions are disorganized, "
                                      "no-formation and disorder.\n\n"
                                      "The move starts where the unit stands once FILE’s journal "
                                      "is replayed. A unit that moved already this turn has only "
                                      "what is left of its allowance (TURN); --override allows "
                                      "the move anyway, the event marked so. With -o, a legal "
                                      "move is recorded as an event "
                                      "of the journal (the unit at its destination with its new "
                                      "conditions) and the table written to OUT (OUT may be "
                                      "FILE), atomically: never a half-written file.\n\n"
                                      "Exit status: 0 the move was measured (legal or not), 1 "
                                      "invalid file, unknown unit, or -o with an illegal move, 2 "
                                      "bad usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "move"))
    return VD_CLI_USAGE;
  if (argc < 3)
    return vd_cli_usage_error ("move", "%s", argc < 2 ? _("no table file") : _("no unit"));
  if (argc > 3)
    return vd_cli_usage_error ("move", "%s", _("move reads one table file and one unit"));
  if (to == NULL)
    return vd_cli_usage_error ("move", "%s", _("no destination: give --to X,Y"));
  points = vd_cli_parse_path ("move", (const char * const *) via, to, "--to");
  if (points == NULL)
    return VD_CLI_USAGE;
  point = g_array_index (points, VdPoint, points->len - 1);
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
  if ((turn = vd_turn_state_for_battle (battle, &error)) == NULL ||
      !vd_orders_move_in_turn (table, ruleset, turn, unit->id, (const VdPoint *) points->data,
                               points->len, forced, NULL, override, &order, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      add_move_json (builder, battle, &order, &point);
      text = vd_cli_json_text (builder);
      g_print ("%s\n", text);
    }
  else
    {
      /* Built whole first: one write, never a partial answer. */
      g_autoptr(GString) out = g_string_new (NULL);

      append_move_text (out, &order);
      g_print ("%s", out->str);
    }

  status = VD_CLI_OK;
  if (output != NULL)
    {
      if (!answer->legal)
        {
          g_printerr ("vedette-cli: error: %s\n",
                      _("the move is not allowed: the table is not written"));
          status = VD_CLI_INVALID;
        }
      else
        {
          /* Recorded in the journal, not written over the set-up. */
          VdEvent *event = vd_order_answer_take_event (&order, NULL);

          if (!vd_battle_record (battle, event, &error))
            {
              vd_cli_print_error (error);
              status = VD_CLI_INVALID;
            }
          else if (!vd_cli_save_battle (battle, output))
            status = VD_CLI_INVALID;
        }
    }
  vd_order_answer_clear (&order);
  return status;
}
