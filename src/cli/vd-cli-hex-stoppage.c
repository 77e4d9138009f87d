/* vedette-cli hex stoppage: BN's corps attack stoppage (10.3). */
#include "vd-cli.h"
#include "vd-cli-hex-stoppage.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-stoppage-bn.h"

int
vd_cli_hex_stoppage (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexStoppage) stoppage = NULL;
  VdHexStoppageAsk ask = { options->commander_lost, options->quality, options->roll,
                           options->charged, options->rank };
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  gboolean applied = FALSE;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex stoppage wants BOARD HQ [--quality N] "
                                              "[--roll N] [--commander-lost] [--charged] "
                                              "[--rank wing] [--apply]"));
  stoppage = vd_hex_stoppage (loaded->setup, n, loaded->board, loaded->module, argv[1], &ask,
                              &error);
  if (stoppage == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* 8.2: the roll kept as the command phase's step 10.3, checked as every record is. */
  if (options->apply)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                    vd_board_event_free);
      VdBoardEvent *event = vd_hex_stoppage_event (stoppage, loaded->board, loaded->module,
                                                   options->roll, &error);

      if (event != NULL)
        g_ptr_array_add (events, event);
      if (event == NULL || !vd_cli_hex_append_events (loaded, events, &error))
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
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, stoppage->unit_id);
      json_builder_set_member_name (builder, "tests");
      if (stoppage->due_known)
        json_builder_add_boolean_value (builder, stoppage->due);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "divisions");
      json_builder_add_int_value (builder, stoppage->divisions);
      json_builder_set_member_name (builder, "wrecked");
      json_builder_add_int_value (builder, stoppage->wrecked);
      json_builder_set_member_name (builder, "column");
      vd_cli_hex_add_string_or_null (builder, stoppage->column);
      json_builder_set_member_name (builder, "minimum");
      vd_cli_add_int_or_null (builder, stoppage->minimum > 0, stoppage->minimum);
      json_builder_set_member_name (builder, "result");
      vd_cli_hex_add_string_or_null (builder, stoppage->result);
      vd_cli_hex_add_odds_reasons (builder, stoppage->reasons);
      if (stoppage->missing->len > 0)
        vd_cli_hex_add_reasons_named (builder, "missing", stoppage->missing);
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (!stoppage->due_known)
    /* Translators: "ney: whether it tests for attack stoppage is not known". */
    g_print (_("%s: whether it tests for attack stoppage is not known\n"), stoppage->unit_id);
  else if (!stoppage->due)
    g_print (_("%s does not test for attack stoppage\n"), stoppage->unit_id);
  else if (stoppage->result != NULL)
    /* Translators: "ney tests for attack stoppage: stops". */
    g_print (_("%s tests for attack stoppage: %s\n"), stoppage->unit_id, stoppage->result);
  else
    g_print (_("%s tests for attack stoppage\n"), stoppage->unit_id);
  vd_cli_hex_print_reasons (stoppage->reasons, "", FALSE);
  vd_cli_hex_print_reasons (stoppage->missing, _("missing: "), FALSE);
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
