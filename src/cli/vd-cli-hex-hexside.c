/* `vedette-cli hex hexside BOARD UNIT HEX`: LBA's Sk dragoons on a hexside (help "LBA's
 * special units and the Santon"). */
#include "vd-cli.h"
#include "vd-cli-hex-hexside.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-hexside-lba.h"

static void
print_json (const VdHexSkHexside *answer, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, answer->unit);
  json_builder_set_member_name (builder, "hex");
  json_builder_add_string_value (builder, answer->hex);
  json_builder_set_member_name (builder, "across");
  json_builder_add_string_value (builder, answer->across);
  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, answer->legal);
  if (!answer->legal)
    vd_cli_hex_add_rule_why (builder, "refused", answer->rule, answer->why);
  json_builder_set_member_name (builder, "increments_per_hex");
  if (answer->increments > 0)
    json_builder_add_int_value (builder, answer->increments);
  else
    json_builder_add_null_value (builder);
  vd_cli_hex_add_odds_reasons (builder, answer->reasons);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

int
vd_cli_hex_hexside (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSkHexside) answer = NULL;
  gboolean applied = FALSE;

  if (argc != 3)
    return vd_cli_usage_error ("hex", "%s", _("hex hexside wants BOARD UNIT HEX [--apply]"));
  answer = vd_hex_sk_hexside (loaded->board, loaded->module, argv[1], argv[2], &error);
  if (answer == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && answer->legal)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (
        (GDestroyNotify) vd_board_event_free);

      g_ptr_array_add (events, vd_hex_sk_hexside_event (loaded->board, answer));
      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      print_json (answer, applied);
      return VD_CLI_OK;
    }
  if (answer->legal)
    /* Translators: "d1 may sit on the hexside 0505|0506 (LBA-DRAG-1)". */
    g_print (_("%s may sit on the hexside %s|%s (%s)\n"), answer->unit, answer->hex,
             answer->across, answer->rule);
  else
    /* Translators: "d1 may not sit on the hexside 0505|0506: 0506 is Village: … (LBA-DRAG-4)". */
    g_print (_("%s may not sit on the hexside %s|%s: %s (%s)\n"), answer->unit, answer->hex,
             answer->across, answer->why, answer->rule);
  vd_cli_hex_print_reasons (answer->reasons, "", TRUE);
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
