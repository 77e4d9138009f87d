/* vedette-cli hex withdraw: BN's blown cavalry withdrawing after a charge (24.2a). */
#include "vd-cli.h"
#include "vd-cli-hex-withdraw.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-withdrawal.h"

static void
print_json (const VdBoard *board, const VdHexWithdrawal *withdrawal, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, withdrawal->unit_id);
  json_builder_set_member_name (builder, "min_hexes");
  json_builder_add_int_value (builder, withdrawal->min_hexes);
  json_builder_set_member_name (builder, "max_hexes");
  json_builder_add_int_value (builder, withdrawal->max_hexes);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, withdrawal->rule);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < withdrawal->hexes->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (withdrawal->hexes,
                                                                          VdHex, i));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "distance");
      json_builder_add_int_value (builder, g_array_index (withdrawal->distances, int, i));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "to");
  if (withdrawal->to_given)
    {
      g_autofree char *label = vd_board_format_hex (board, withdrawal->to);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "legal");
      json_builder_add_boolean_value (builder, withdrawal->legal);
      json_builder_set_member_name (builder, "distance");
      vd_cli_add_int_or_null (builder, withdrawal->distance >= 0, withdrawal->distance);
      if (withdrawal->why != NULL)
        vd_cli_hex_add_rule_why (builder, "why", withdrawal->why_rule, withdrawal->why);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  vd_cli_hex_add_odds_reasons (builder, withdrawal->reasons);
  vd_cli_hex_add_reasons_named (builder, "unchecked", withdrawal->unchecked);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_reasons (GPtrArray *reasons, gboolean unchecked)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (unchecked)
        /* Translators: "  not checked: the ground cavalry may not enter is … (24.2a)". */
        g_print (_("  not checked: %s (%s)\n"), reason->what,
                 reason->rule != NULL ? reason->rule : "?");
      else
        g_print ("  %s  %s  %s\n", reason->rule != NULL ? reason->rule : "?",
                 reason->by != NULL ? reason->by : "", reason->what);
    }
}

int
vd_cli_hex_withdraw (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexWithdrawal) withdrawal = NULL;
  gboolean applied = FALSE;
  VdHex to;

  if (argc != 2 || (options->apply && options->to == NULL))
    return vd_cli_usage_error ("hex", "%s", _("hex withdraw wants BOARD UNIT [--to HEX "
                                              "[--apply]]"));
  if (options->to != NULL && !vd_hex_grid_parse (loaded->board->grid, options->to, &to))
    {
      g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, _("no hex “%s” on this board"),
                   options->to);
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  withdrawal = vd_hex_withdrawal (loaded->board, loaded->module, argv[1],
                                  options->to != NULL ? &to : NULL, &error);
  if (withdrawal == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && withdrawal->legal)
    {
      g_autoptr(GPtrArray) events = vd_hex_withdrawal_events (loaded->board, loaded->module,
                                                              withdrawal);

      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    print_json (loaded->board, withdrawal, applied);
  else if (withdrawal->to_given)
    {
      g_autofree char *label = vd_board_format_hex (loaded->board, withdrawal->to);

      if (withdrawal->legal)
        /* Translators: "h1 to 0208: legal, 7 hexes, blown (24.2a)". */
        g_print (_("%s to %s: legal, %d hexes, blown (%s)\n"), withdrawal->unit_id, label,
                 withdrawal->distance, withdrawal->rule);
      else
        /* Translators: "h1 to 0403: not legal: 0403 is 1 hex away: … (24.2a)". */
        g_print (_("%s to %s: not legal: %s (%s)\n"), withdrawal->unit_id, label,
                 withdrawal->why, withdrawal->why_rule);
    }
  else
    /* Translators: "h1 may withdraw to 23 hexes, 6 to 12 away (24.2a)". */
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s may withdraw to %u hex, %d to %d away (%s)\n",
                          "%s may withdraw to %u hexes, %d to %d away (%s)\n",
                          withdrawal->hexes->len),
             withdrawal->unit_id, withdrawal->hexes->len, withdrawal->min_hexes,
             withdrawal->max_hexes, withdrawal->rule);
  if (!options->json)
    {
      if (!withdrawal->to_given)
        for (guint i = 0; i < withdrawal->hexes->len; i++)
          {
            g_autofree char *label = vd_board_format_hex (loaded->board,
                                                          g_array_index (withdrawal->hexes,
                                                                         VdHex, i));

            /* Translators: one hex a withdrawal may end in: "  0208  7 hexes". */
            g_print (_("  %s  %d hexes\n"), label, g_array_index (withdrawal->distances, int, i));
          }
      print_reasons (withdrawal->reasons, FALSE);
      print_reasons (withdrawal->unchecked, TRUE);
      if (applied)
        g_print (_("  kept in the board’s journal, one step to undo\n"));
    }
  return VD_CLI_OK;
}
