/* vedette-cli hex battery, artillery and fire-split: BN's batteries (27.1, 27.3) and fire
 * shared among targets (20.2e). */
#include "vd-cli.h"
#include "vd-cli-hex-battery.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-artillery-bn.h"
#include "vd-hex-fire-split.h"

static void
print_transfer_json (const VdHexBatteryTransfer *transfer, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "from");
  json_builder_add_string_value (builder, transfer->from);
  json_builder_set_member_name (builder, "to");
  vd_cli_hex_add_string_or_null (builder, transfer->to);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, transfer->points);
  json_builder_set_member_name (builder, "may");
  json_builder_add_boolean_value (builder, transfer->may);
  json_builder_set_member_name (builder, "from_after");
  json_builder_add_int_value (builder, transfer->from_after);
  json_builder_set_member_name (builder, "to_after");
  json_builder_add_int_value (builder, transfer->to_after);
  json_builder_set_member_name (builder, "new_unit");
  vd_cli_hex_add_string_or_null (builder, transfer->new_id);
  json_builder_set_member_name (builder, "new_name");
  vd_cli_hex_add_string_or_null (builder, transfer->new_name);
  json_builder_set_member_name (builder, "open");
  vd_cli_hex_add_string_or_null (builder, transfer->open);
  if (transfer->why != NULL)
    vd_cli_hex_add_rule_why (builder, "why", transfer->why_rule, transfer->why);
  vd_cli_hex_add_odds_reasons (builder, transfer->reasons);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

int
vd_cli_hex_battery (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexBatteryTransfer) transfer = NULL;
  gboolean applied = FALSE;

  if (argc != 2 || options->points <= 0)
    return vd_cli_usage_error ("hex", "%s", _("hex battery wants BOARD FROM [--to UNIT] "
                                              "--points N [--apply]"));
  transfer = vd_hex_battery_transfer (loaded->board, loaded->module, argv[1], options->to,
                                      options->points, &error);
  if (transfer == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply && transfer->may)
    {
      g_autoptr(GPtrArray) events = vd_hex_battery_transfer_events (loaded->board, transfer);

      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      applied = TRUE;
    }
  if (options->json)
    {
      print_transfer_json (transfer, applied);
      return VD_CLI_OK;
    }
  if (transfer->may && transfer->to == NULL)
    /* Translators: "b1 may detach 3 points as b1-d1 (27.1)". */
    g_print (_("%s may detach %d points as %s (%s)\n"), transfer->from, transfer->points,
             transfer->new_id, "27.1");
  else if (transfer->may)
    /* Translators: "b1 may give 2 points to b2 (27.1)". */
    g_print (_("%s may give %d points to %s (%s)\n"), transfer->from, transfer->points,
             transfer->to, "27.1");
  else if (transfer->open != NULL)
    /* Translators: "b1: not known: … (bn-i-battery-cap)". */
    g_print (_("%s: not known: %s (%s)\n"), transfer->from, transfer->why, transfer->why_rule);
  else
    /* Translators: "b1 may not: … (27.1)". */
    g_print (_("%s may not: %s (%s)\n"), transfer->from, transfer->why, transfer->why_rule);
  vd_cli_hex_print_reasons (transfer->reasons, "", TRUE);
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}

int
vd_cli_hex_artillery (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexArtilleryFire) fire = NULL;
  g_auto(GStrv) firers = NULL;

  if (argc != 1 || options->fire == NULL || options->target == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex artillery wants BOARD --fire "
                                              "BATTERY[,BATTERY…] --target UNIT"));
  firers = g_strsplit (options->fire, ",", -1);
  fire = vd_hex_artillery_fire (loaded->board, loaded->module, (const char * const *) firers,
                                options->target, &error);
  if (fire == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "target");
      json_builder_add_string_value (builder, options->target);
      json_builder_set_member_name (builder, "points");
      vd_cli_add_double_or_null (builder, fire->known, fire->points);
      vd_cli_hex_add_odds_reasons (builder, fire->reasons);
      if (fire->missing->len > 0)
        vd_cli_hex_add_reasons_named (builder, "missing", fire->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (fire->known)
    /* Translators: "artillery fire points at al: 6 (27.3)". */
    g_print (_("artillery fire points at %s: %g (%s)\n"), options->target, fire->points, "27.3");
  else
    /* Translators: "artillery fire points at al: not known (27.3)". */
    g_print (_("artillery fire points at %s: not known (%s)\n"), options->target, "27.3");
  vd_cli_hex_print_reasons (fire->reasons, "", TRUE);
  vd_cli_hex_print_reasons (fire->missing, _("missing: "), TRUE);
  return VD_CLI_OK;
}

int
vd_cli_hex_fire_split (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFireSplit) split = NULL;
  g_auto(GStrv) parts = NULL;

  if (argc != 2 || options->into == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex fire-split wants BOARD UNIT --into "
                                              "PART[,PART…]"));
  parts = g_strsplit (options->into, ",", -1);
  split = vd_hex_fire_split (loaded->board, loaded->module, argv[1],
                             (const char * const *) parts, &error);
  if (split == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, split->unit_id);
      json_builder_set_member_name (builder, "may");
      json_builder_add_boolean_value (builder, split->may);
      json_builder_set_member_name (builder, "used");
      json_builder_add_int_value (builder, split->used);
      json_builder_set_member_name (builder, "of");
      json_builder_add_int_value (builder, split->of);
      if (split->why != NULL)
        vd_cli_hex_add_rule_why (builder, "why", split->why_rule, split->why);
      vd_cli_hex_add_odds_reasons (builder, split->reasons);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (split->may)
    /* Translators: "fr-1 may share its fire so (20.2e)". */
    g_print (_("%s may share its fire so (%s)\n"), split->unit_id, "20.2e");
  else
    /* Translators: "fr-1 may not share its fire so: … (20.2e)". */
    g_print (_("%s may not share its fire so: %s (%s)\n"), split->unit_id, split->why,
             split->why_rule);
  vd_cli_hex_print_reasons (split->reasons, "", TRUE);
  return VD_CLI_OK;
}
