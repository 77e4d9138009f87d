/* vedette-cli recoil: a unit pushed back, and what the terrain does to it (RIVER-2, MARSH-2). */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-orders.h"

static const char *
outcome_keyword (VdRecoilOutcome outcome)
{
  switch (outcome)
    {
    case VD_RECOIL_DESTROYED: return "destroyed";
    case VD_RECOIL_NO_FORMATION: return "no-formation";
    case VD_RECOIL_PUSHED_BACK:
    default: return "pushed-back";
    }
}

/* The hill whose crest the push-back crosses (CREST-2), from the order's reasons, or NULL. */
static const char *
crest_hill (const VdOrderAnswer *answer)
{
  for (guint i = 0; answer->reasons != NULL && i < answer->reasons->len; i++)
    {
      const VdOrderReason *reason = &g_array_index (answer->reasons, VdOrderReason, i);

      if (g_strcmp0 (reason->rule, "CREST-2") == 0)
        return reason->by;
    }
  return NULL;
}

static void
add_recoil_json (JsonBuilder *builder, const VdOrderAnswer *answer, VdPoint destination)
{
  const VdRecoilAnswer *recoil = &answer->recoil;
  const char *hill = crest_hill (answer);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, recoil->unit->id);
  json_builder_set_member_name (builder, "possible");
  json_builder_add_boolean_value (builder, recoil->possible);
  json_builder_set_member_name (builder, "outcome");
  json_builder_add_string_value (builder, outcome_keyword (recoil->outcome));
  json_builder_set_member_name (builder, "feature");
  if (recoil->feature != NULL)
    json_builder_add_string_value (builder, recoil->feature->id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "figures_lost");
  json_builder_add_int_value (builder,
                              recoil->outcome == VD_RECOIL_DESTROYED ? recoil->figures : 0);
  json_builder_set_member_name (builder, "distance");
  json_builder_add_double_value (builder, vd_cli_round (recoil->distance, 100));
  json_builder_set_member_name (builder, "conditions");
  json_builder_begin_array (builder);
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (recoil->outcome != VD_RECOIL_DESTROYED && (recoil->conditions & (1u << c)))
      json_builder_add_string_value (builder, vd_condition_to_string (c));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "revealed");
  json_builder_add_boolean_value (builder, hill != NULL);
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < recoil->n_reasons; i++)
    {
      const VdRecoilReason *reason = &recoil->reasons[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, reason->rule);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, reason->by);
      json_builder_set_member_name (builder, "at");
      vd_cli_add_point_json (builder, reason->at);
      json_builder_set_member_name (builder, "condition");
      if (reason->condition >= 0)
        json_builder_add_string_value (builder, vd_condition_to_string (reason->condition));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  if (hill != NULL)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, "CREST-2");
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, hill);
      json_builder_set_member_name (builder, "at");
      json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "condition");
      json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "to");
  vd_cli_add_point_json (builder, destination);
  json_builder_end_object (builder);
}

static void
append_recoil_text (GString *out, const VdOrderAnswer *answer)
{
  const VdRecoilAnswer *recoil = &answer->recoil;
  g_autofree char *outcome = vd_recoil_describe_outcome (recoil, NULL);
  const char *hill = crest_hill (answer);

  /* Translators: unit id, then what happens: "fr-1: destroyed in river-1 (RIVER-2)". */
  g_string_append_printf (out, _("%s: %s"), recoil->unit->id, outcome);
  g_string_append_c (out, '\n');
  if (!recoil->possible)
    return;
  /* Translators: the length of a push-back, in paces with one decimal. */
  g_string_append_printf (out, _("  pushed back %.1f paces"), recoil->distance);
  g_string_append_c (out, '\n');
  if (recoil->outcome == VD_RECOIL_DESTROYED)
    {
      g_string_append (out, "  ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "loses its last %d figure",
                                                "loses its last %d figures",
                                                (gulong) recoil->figures),
                              recoil->figures);
      g_string_append_c (out, '\n');
    }
  else if (recoil->conditions != 0)
    {
      g_autofree char *conditions = vd_conditions_describe (recoil->conditions);

      g_string_append (out, "  ");
      /* Translators: followed by the conditions the unit is in where it is pushed. */
      g_string_append (out, _("ends"));
      g_string_append_printf (out, " %s\n", conditions);
    }
  for (guint i = 0; i < recoil->n_reasons; i++)
    {
      const VdRecoilReason *reason = &recoil->reasons[i];

      g_string_append (out, "  ");
      /* Translators: a rule that applied, what is responsible, where (mm): "MARSH-2 by
       * marsh-1 at 600,515". */
      g_string_append_printf (out, _("%s by %s at %.0f,%.0f"), reason->rule, reason->by,
                              reason->at.x, reason->at.y);
      if (reason->condition >= 0)
        g_string_append_printf (out, ", %s", vd_condition_name (reason->condition));
      g_string_append_c (out, '\n');
    }
  if (hill != NULL)
    {
      g_string_append (out, "  ");
      /* Translators: a push-back over a crest line reveals the unit: "CREST-2 by hill-1,
       * revealed". */
      g_string_append_printf (out, _("CREST-2 by %s, revealed"), hill);
      g_string_append_c (out, '\n');
    }
}

int
vd_cli_recoil (int argc, char **argv)
{
  g_autofree char *to = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) via = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_("Where the unit’s front centre is pushed (mm)"),
      N_("X,Y") },
    { "via", 0, 0, G_OPTION_ARG_STRING_ARRAY, &via, N_("A waypoint on the way; repeat in order"),
      N_("X,Y") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Record the push-back in the journal and write the table to OUT (a possible one only)"),
      N_("OUT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("FILE UNIT — what happens to a unit pushed back"));
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  VdOrderAnswer answer = { 0 };
  VdTable *table;
  const char *path;
  int status = VD_CLI_OK;

  g_option_context_set_summary (context,
                                _("Pushes UNIT’s front centre back from where it stands through "
                                  "each --via point to --to, keeping its facing, and tells what "
                                  "the terrain does to it: pushed into a river (not on a bridge "
                                  "or a ford) it is destroyed with every figure it has left "
                                  "(RIVER-2); into a marsh it is no-formation and stands there "
                                  "(MARSH-2); across other terrain it ends with the conditions a "
                                  "move would give (STREAM-1 across a stream or a ford, WOOD-3, "
                                  "LOBS-1…). A push-back is forced: no allowance, and no rule "
                                  "that forbids a move stops it; one that would leave the table "
                                  "is impossible (TABLE-EDGE)."));
  g_option_context_set_description (context,
                                    /* Translators: the JSON keys and values stay as they
                                     * are: scripts read them. */
                                    _("With --json, one JSON document: {\"unit\", \"possible\", "
                                      "\"outcome\": \"pushed-back\" | \"no-formation\" | "
                                      "\"destroyed\", \"feature\" (the river or marsh, or null), "
                                      "\"figures_lost\", \"distance\" (paces), \"conditions\": [], "
                                      "\"revealed\", \"reasons\": [{\"rule\", \"by\", \"at\": [x, "
                                      "y], \"condition\"}], \"to\": [x, y]}.\n\n"
                                      "The push-back starts where the unit stands once FILE’s "
                                      "journal is replayed. With -o, a possible one is recorded "
                                      "as a “recoil” event of the journal and the table written "
                                      "to OUT (OUT may be FILE), atomically.\n\n"
                                      "Exit status: 0 the push-back was judged (possible or not), "
                                      "1 invalid file, unknown or destroyed unit, a push-back "
                                      "that does not move the unit, or -o with an impossible "
                                      "one, 2 bad usage."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!vd_cli_parse_options (context, &argc, &argv, "recoil"))
    return VD_CLI_USAGE;
  if (argc < 3)
    return vd_cli_usage_error ("recoil", "%s", argc < 2 ? _("no table file") : _("no unit"));
  if (argc > 3)
    return vd_cli_usage_error ("recoil", "%s", _("recoil reads one table file and one unit"));
  if (to == NULL)
    return vd_cli_usage_error ("recoil", "%s", _("no destination: give --to X,Y"));
  points = vd_cli_parse_path ("recoil", (const char * const *) via, to, "--to");
  if (points == NULL)
    return VD_CLI_USAGE;
  path = argv[1];

  battle = vd_cli_open_order_battle (path, output);
  if (battle == NULL)
    return VD_CLI_INVALID;
  table = vd_battle_get_current (battle);
  if (vd_cli_find_unit (table, path, argv[2]) == NULL)
    return VD_CLI_INVALID;
  if (!vd_orders_recoil (table, vd_battle_get_ruleset (battle), argv[2],
                         (const VdPoint *) points->data, points->len, &answer, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      add_recoil_json (builder, &answer, g_array_index (points, VdPoint, points->len - 1));
      text = vd_cli_json_text (builder);
      g_string_append_printf (out, "%s\n", text);
    }
  else
    append_recoil_text (out, &answer);

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
