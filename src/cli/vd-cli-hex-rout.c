/* vedette-cli hex rout: BN's rout move (25.1b, 25.5 E). */
#include "vd-cli.h"
#include "vd-cli-hex-rout.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-rout-bn.h"

static void
add_path (JsonBuilder *builder, const VdBoard *board, GArray *path)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < path->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (path, VdHex, i));

      json_builder_add_string_value (builder, label);
    }
  json_builder_end_array (builder);
}

static void
print_json (const VdBoard *board, const VdHexRout *rout, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, rout->unit_id);
  json_builder_set_member_name (builder, "stack");
  json_builder_begin_array (builder);
  for (guint i = 0; rout->stack[i] != NULL; i++)
    json_builder_add_string_value (builder, rout->stack[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, rout->rule);
  json_builder_set_member_name (builder, "min_hexes");
  json_builder_add_int_value (builder, rout->min_hexes);
  json_builder_set_member_name (builder, "nearest_enemy");
  if (rout->nearest_enemy != NULL)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, rout->nearest_enemy);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, rout->nearest_hexes);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "must_rout");
  json_builder_add_boolean_value (builder, rout->must_rout);
  vd_cli_hex_add_rule_why (builder, "why", rout->rule, rout->why);
  json_builder_set_member_name (builder, "eliminated");
  json_builder_add_boolean_value (builder, rout->eliminated);
  json_builder_set_member_name (builder, "ends");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, end->hex);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, end->hexes);
      json_builder_set_member_name (builder, "path");
      add_path (builder, board, end->path);
      if (end->if_reading)
        {
          json_builder_set_member_name (builder, "reading");
          json_builder_add_string_value (builder, rout->reading);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (rout->when != NULL)
    vd_cli_hex_add_rule_why (builder, "when", rout->when_rule, rout->when);
  json_builder_set_member_name (builder, "to");
  if (rout->to_given)
    {
      g_autofree char *label = vd_board_format_hex (board, rout->to);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "legal");
      json_builder_add_boolean_value (builder, rout->legal);
      if (rout->to_why != NULL)
        vd_cli_hex_add_rule_why (builder, "why", rout->rule, rout->to_why);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  vd_cli_hex_add_odds_reasons (builder, rout->reasons);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdBoard *board, const VdHexRout *rout, gboolean applied)
{
  /* Translators: "inf: 2 hexes from the nearest enemy, fr-a: it retreats at once… (25.1b)". */
  g_print (_("%s: %s (%s)\n"), rout->unit_id, rout->why, rout->rule);
  if (rout->when != NULL)
    g_print ("  %s (%s)\n", rout->when, rout->when_rule != NULL ? rout->when_rule : "?");
  for (guint i = 0; i < rout->ends->len; i++)
    {
      const VdHexRoutEnd *end = rout->ends->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, end->hex);

      if (end->if_reading)
        /* Translators: one hex a rout may end in: "  0210  4 hexes (only as reading
         * bn-i-rout-path reads it)". */
        g_print (g_dngettext (GETTEXT_PACKAGE, "  %s  %d hex (only as reading %s reads it)\n",
                              "  %s  %d hexes (only as reading %s reads it)\n", end->hexes),
                 label, end->hexes, rout->reading);
      else
        g_print (g_dngettext (GETTEXT_PACKAGE, "  %s  %d hex\n", "  %s  %d hexes\n",
                              end->hexes),
                 label, end->hexes);
    }
  if (rout->to_given)
    {
      g_autofree char *label = vd_board_format_hex (board, rout->to);

      if (rout->legal)
        /* Translators: "  to 0210: legal (25.1b)". */
        g_print (_("  to %s: legal (%s)\n"), label, rout->rule);
      else
        g_print (_("  to %s: not legal: %s (%s)\n"), label, rout->to_why, rout->rule);
    }
  for (guint i = 0; i < rout->reasons->len; i++)
    {
      const VdHexOddsReason *reason = rout->reasons->pdata[i];

      g_print ("  %s  %s  %s\n", reason->rule != NULL ? reason->rule : "?",
               reason->by != NULL ? reason->by : "", reason->what);
    }
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
}

int
vd_cli_hex_rout (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRout) rout = NULL;
  gboolean applied = FALSE;
  VdHex to;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex rout wants BOARD UNIT [--to HEX] "
                                              "[--apply]"));
  if (options->to != NULL && !vd_cli_hex_parse_hex (loaded, options->to, &to))
    return VD_CLI_INVALID;
  rout = vd_hex_rout_bn (loaded->board, loaded->module, argv[1],
                         options->to != NULL ? &to : NULL, &error);
  if (rout == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply)
    {
      g_autoptr(GPtrArray) events = vd_hex_rout_bn_events (loaded->board, loaded->module, rout,
                                                           &error);

      if (events == NULL || !vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    print_json (loaded->board, rout, applied);
  else
    print_text (loaded->board, rout, applied);
  return VD_CLI_OK;
}
