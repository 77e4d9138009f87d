/* vedette-cli hex emergency: BN's emergency retreat (10.4). */
#include "vd-cli.h"
#include "vd-cli-hex-emergency.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-emergency-bn.h"

/* EMERGENCY's event appended to the journal; FALSE (said) when it may not be. */
static gboolean
record (Loaded *loaded, const VdHexEmergency *emergency)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                vd_board_event_free);
  g_autoptr(GError) error = NULL;

  if (!emergency->legal)
    g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, _("nothing to record: %s (%s)"),
                 emergency->why, emergency->why_rule != NULL ? emergency->why_rule : "?");
  else if (!emergency->legal_known)
    g_set_error_literal (&error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("nothing to record: whether the rules allow it waits on what is "
                           "missing"));
  if (error == NULL)
    {
      g_ptr_array_add (events, vd_hex_emergency_event (loaded->board, emergency));
      vd_cli_hex_append_events (loaded, events, &error);
    }
  if (error != NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

static void
print_json (const VdHexEmergency *emergency, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, emergency->unit_id);
  json_builder_set_member_name (builder, "legal");
  if (emergency->legal_known || !emergency->legal)
    json_builder_add_boolean_value (builder, emergency->legal);
  else
    json_builder_add_null_value (builder);
  if (!emergency->legal)
    vd_cli_hex_add_rule_why (builder, "why", emergency->why_rule, emergency->why);
  json_builder_set_member_name (builder, "hq_mp");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, emergency->mp_least);
  json_builder_add_int_value (builder, emergency->mp_most);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "line");
  json_builder_add_int_value (builder, emergency->line);
  json_builder_set_member_name (builder, "lost");
  json_builder_begin_array (builder);
  for (guint i = 0; i < emergency->lost->len; i++)
    json_builder_add_int_value (builder, g_array_index (emergency->lost, guint, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "desertion");
  json_builder_begin_array (builder);
  for (guint i = 0; i < emergency->desertion->len; i++)
    json_builder_add_string_value (builder, emergency->desertion->pdata[i]);
  json_builder_end_array (builder);
  vd_cli_hex_add_odds_reasons (builder, emergency->reasons);
  vd_cli_hex_add_reasons_named (builder, "missing", emergency->missing);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

int
vd_cli_hex_emergency (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEmergency) emergency = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  gboolean applied = FALSE;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex emergency wants BOARD HQ [--rank RANK] "
                                              "[--apply]"));
  emergency = vd_hex_emergency (loaded->setup, n, loaded->board, loaded->module, argv[1],
                                options->rank, &error);
  if (emergency == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply)
    {
      if (!record (loaded, emergency))
        return VD_CLI_INVALID;
      applied = TRUE;
    }
  if (options->json)
    {
      print_json (emergency, applied);
      return VD_CLI_OK;
    }
  if (!emergency->legal)
    /* Translators: BN 10.4, "ney: no emergency retreat: an army HQ makes none (10.4)". */
    g_print (_("%s: no emergency retreat: %s (%s)\n"), emergency->unit_id, emergency->why,
             emergency->why_rule != NULL ? emergency->why_rule : "?");
  else if (!emergency->legal_known)
    g_print (_("%s: whether it may make an emergency retreat is not known\n"),
             emergency->unit_id);
  else
    /* Translators: BN 10.4, "ney may make an emergency retreat: its HQ 6 to 14 MP to the
     * rear". */
    g_print (_("%s may make an emergency retreat: its HQ %d to %d MP to the rear\n"),
             emergency->unit_id, emergency->mp_least, emergency->mp_most);
  vd_cli_hex_print_reasons (emergency->reasons, "", FALSE);
  vd_cli_hex_print_reasons (emergency->missing, _("missing: "), FALSE);
  if (applied)
    /* Translators: BN 10.4, "  kept on the order sheet as line 4, one step to undo". */
    g_print (_("  kept on the order sheet as line %u, one step to undo\n"), emergency->line);
  return VD_CLI_OK;
}
