/* `hex officer`: an officer left without a stack, where he goes (BN 26.4d, 26.4e). */
#include "vd-cli-hex-officer.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-cli.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-officer-refuge.h"

int
vd_cli_hex_officer (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOfficerRefuge) refuge = NULL;
  g_autofree char *from = NULL;
  g_autoptr(GPtrArray) replacement = vd_hex_odds_reasons_new ();
  gboolean applied = FALSE;
  VdHex pick;

  if (argc != 2 || options->overrun == options->stack_destroyed ||
      (options->to != NULL && !options->apply))
    return vd_cli_usage_error ("hex", "%s", _("hex officer wants BOARD OFFICER --overrun|"
                                              "--stack-destroyed [--to HEX --apply]"));
  if (options->to != NULL && !vd_cli_hex_parse_hex (loaded, options->to, &pick))
    return VD_CLI_INVALID;
  refuge = vd_hex_officer_refuge (loaded->board, loaded->module, argv[1],
                                  options->overrun ? VD_HEX_OFFICER_OVERRUN
                                                   : VD_HEX_OFFICER_STACK_DESTROYED, &error);
  if (refuge == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  from = vd_board_format_hex (loaded->board, vd_board_find_unit (loaded->board, argv[1])->hex);
  /* 26.4a-c: an officer eliminated owes a replacement. */
  if (refuge->eliminated)
    vd_hex_officer_replacement (loaded->board, loaded->module, refuge->officer, replacement);
  if (options->apply)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                    vd_board_event_free);
      VdBoardEvent *event = NULL;

      if (options->to == NULL && !refuge->eliminated && refuge->to->len > 1)
        /* Translators: "give --to HEX: to the nearest friendly stack … (26.4e)". */
        g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, _("give --to HEX: %s (%s)"),
                     refuge->why, refuge->rule);
      else
        event = vd_hex_officer_refuge_event (loaded->board, refuge, options->to,
                                                         options->to != NULL ? &pick : NULL,
                                                         &error);

      if (event == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      g_ptr_array_add (events, event);
      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "officer");
      json_builder_add_string_value (builder, refuge->officer);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, from);
      json_builder_set_member_name (builder, "to");
      json_builder_begin_array (builder);
      for (guint i = 0; i < refuge->to->len; i++)
        {
          g_autofree char *hex = vd_board_format_hex (loaded->board,
                                                      g_array_index (refuge->to, VdHex, i));

          json_builder_add_string_value (builder, hex);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, refuge->hexes);
      json_builder_set_member_name (builder, "eliminated");
      json_builder_add_boolean_value (builder, refuge->eliminated);
      vd_cli_hex_add_rule_why (builder, "reason", refuge->rule, refuge->why);
      if (replacement->len > 0)
        vd_cli_hex_add_reasons_named (builder, "replacement", replacement);
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  /* Translators: "o1 (0304): to the nearest friendly stack, … (26.4e)". */
  g_print (_("%s (%s): %s (%s)\n"), refuge->officer, from, refuge->why, refuge->rule);
  for (guint i = 0; i < replacement->len; i++)
    {
      const VdHexOddsReason *reason = replacement->pdata[i];

      g_print ("  %s  %s\n", reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (applied)
    g_print (_("  applied: kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
