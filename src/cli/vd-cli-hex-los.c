/* vedette-cli hex los (formats.md §4): whether one hex sees the other under the game's rules,
 * and a firer's reach along the line. */
#include "vd-cli.h"
#include "vd-cli-hex-los.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-los.h"
#include "vd-hex-fire.h"

/* The hexes of HEXES (VdHex) as an array of labels. */
static void
add_hex_list (JsonBuilder *builder, const VdBoard *board, GArray *hexes)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (board, g_array_index (hexes, VdHex, i));

      json_builder_add_string_value (builder, label);
    }
  json_builder_end_array (builder);
}

static char *
format_side_or_unknown (const VdBoard *board, VdHexside side)
{
  char *label = vd_hex_grid_format_side (board->grid, side);

  return label != NULL ? label : g_strdup ("?");
}

/* Whether one hex sees the other under the game's rules (formats.md §4). */
/* A firer's reach along a line of sight: its class's range (BN's `combat.fire.ranges`, NaA's
 * bombardment), and whether the other end is within it. RANGE -1: the game gives its class
 * none. */
typedef struct {
  int         range;
  gboolean    within;
  const char *rule;
  char       *why;
} FirerRange;

static gboolean
firer_range (const Loaded *loaded, const char *id, VdHex from, VdHex to, FirerRange *out)
{
  const VdBoardUnit *unit = vd_board_find_unit (loaded->board, id);
  const VdHexRuleset *module = loaded->module;
  g_autofree char *path = NULL, *shown = vd_error_cut (id);
  const char *range;
  int distance;

  if (unit == NULL || !unit->placed || !vd_hex_equal (unit->hex, from))
    {
      g_autofree char *label = vd_board_format_hex (loaded->board, from);

      g_printerr ("vedette-cli: error: ");
      /* Translators: "--unit: fr-1 is not in 0505, where the line starts". */
      g_printerr (_("--unit: %s is not in %s, where the line starts"), shown, label);
      g_printerr ("\n");
      return FALSE;
    }
  path = g_strdup_printf ("combat.fire.ranges.%s", unit->unit_class);
  distance = vd_hex_distance (from, to);
  out->range = -1;
  if ((range = vd_hex_ruleset_lookup_word (module, path)) != NULL)
    out->rule = vd_hex_ruleset_lookup_word (module, "combat.fire.ranges.rule");
  else if (vd_hex_ruleset_list_has (module, "combat.mandatory.bombardment.classes",
                                    unit->unit_class))
    {
      range = vd_hex_ruleset_lookup_word (module, "combat.mandatory.bombardment.range");
      out->rule = vd_hex_ruleset_lookup_word (module, "combat.mandatory.bombardment.range_rule");
    }
  if (range == NULL)
    {
      /* Translators: "fr-1: its class has no range in this game's rules". */
      out->why = g_strdup_printf (_("%s: its class has no range of fire in this game's rules"),
                                  unit->id);
      return TRUE;
    }
  out->range = atoi (range);
  out->within = distance <= out->range;
  out->why = out->within
               /* Translators: "2 hexes: within fr-art's range of 8". */
               ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex: within %s’s range of %d",
                                               "%d hexes: within %s’s range of %d", distance),
                                  distance, unit->id, out->range)
               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex: beyond %s’s range of %d",
                                               "%d hexes: beyond %s’s range of %d", distance),
                                  distance, unit->id, out->range);
  return TRUE;
}

int
vd_cli_hex_los (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLos) los = NULL;
  g_autofree char *blocking = NULL;
  FirerRange range = { 0 };
  VdHex from, to;

  if (argc != 3)
    return vd_cli_usage_error ("hex", "%s", _("hex los wants BOARD HEX HEX [--unit UNIT]"));
  if (!vd_cli_hex_parse_hex (loaded, argv[1], &from) ||
      !vd_cli_hex_parse_hex (loaded, argv[2], &to))
    return VD_CLI_INVALID;
  if (options->unit != NULL && !firer_range (loaded, options->unit, from, to, &range))
    return VD_CLI_INVALID;
  los = vd_hex_los (loaded->board, loaded->module, from, to, &error);
  if (los == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (los->has_blocking_side)
    blocking = format_side_or_unknown (loaded->board, los->blocking_side);
  else if (los->has_blocking_hex)
    blocking = vd_board_format_hex (loaded->board, los->blocking_hex);
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      vd_cli_hex_begin_from_to (builder, argv[1], argv[2]);
      json_builder_set_member_name (builder, "clear");
      if (los->verdict == VD_HEX_LOS_CLEAR || los->verdict == VD_HEX_LOS_BLOCKED)
        json_builder_add_boolean_value (builder, los->verdict == VD_HEX_LOS_CLEAR);
      else
        json_builder_add_null_value (builder);
      vd_cli_hex_add_odds_reasons (builder, los->reasons);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_string_value (builder, vd_hex_los_verdict_name (los->verdict));
      json_builder_set_member_name (builder, "policy");
      vd_cli_hex_add_string_or_null (builder, los->policy);
      json_builder_set_member_name (builder, "range");
      json_builder_add_int_value (builder, los->range);
      json_builder_set_member_name (builder, "blocking");
      vd_cli_hex_add_string_or_null (builder, blocking);
      json_builder_set_member_name (builder, "hexes");
      add_hex_list (builder, loaded->board, los->hexes);
      json_builder_set_member_name (builder, "along");
      json_builder_begin_array (builder);
      for (guint i = 0; i < los->along->len; i++)
        {
          g_autofree char *side = format_side_or_unknown (loaded->board,
                                                          g_array_index (los->along, VdHexside,
                                                                         i));

          json_builder_add_string_value (builder, side);
        }
      json_builder_end_array (builder);
      if (los->paths->len > 0)
        {
          json_builder_set_member_name (builder, "paths");
          json_builder_begin_array (builder);
          for (guint i = 0; i < los->paths->len; i++)
            add_hex_list (builder, loaded->board, los->paths->pdata[i]);
          json_builder_end_array (builder);
        }
      if (los->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", los->missing_rule, los->missing);
        }
      if (los->unchecked != NULL)
        vd_cli_hex_add_rule_why (builder, "unchecked", los->unchecked_rule, los->unchecked);
      if (options->unit != NULL)
        {
          json_builder_set_member_name (builder, "unit");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_string_value (builder, options->unit);
          json_builder_set_member_name (builder, "range");
          vd_cli_add_int_or_null (builder, range.range >= 0, range.range);
          json_builder_set_member_name (builder, "within");
          if (range.range >= 0)
            json_builder_add_boolean_value (builder, range.within);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "rule");
          vd_cli_hex_add_string_or_null (builder, range.rule);
          json_builder_set_member_name (builder, "why");
          json_builder_add_string_value (builder, range.why);
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      g_free (range.why);
      return VD_CLI_OK;
    }
  switch (los->verdict)
    {
    case VD_HEX_LOS_CLEAR:
      /* Translators: "0505 → 0705: clear". */
      g_print (_("%s → %s: clear\n"), argv[1], argv[2]);
      break;
    case VD_HEX_LOS_BLOCKED:
      /* Translators: "0505 → 0705: blocked by 0604|0605". */
      g_print (_("%s → %s: blocked by %s\n"), argv[1], argv[2], blocking != NULL ? blocking : "?");
      break;
    case VD_HEX_LOS_UNKNOWN:
      /* Translators: "0505 → 0705: unknown, supply it: … (E10)". */
      g_print (_("%s → %s: unknown, supply it: %s (%s)\n"), argv[1], argv[2], los->missing,
               los->missing_rule != NULL ? los->missing_rule : "?");
      break;
    case VD_HEX_LOS_NONE:
    default:
      /* Translators: "0505 → 0705: no line of sight in this game". */
      g_print (_("%s → %s: no line of sight in this game\n"), argv[1], argv[2]);
      break;
    }
  for (guint i = 0; i < los->reasons->len; i++)
    {
      const VdHexLosReason *reason = los->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (los->unchecked != NULL)
    /* Translators: "  not checked: the turn's visibility … (19.4)". */
    g_print (_("  not checked: %s (%s)\n"), los->unchecked,
             los->unchecked_rule != NULL ? los->unchecked_rule : "?");
  if (options->unit != NULL)
    g_print ("  %s  %s\n", range.rule != NULL ? range.rule : "?", range.why);
  g_free (range.why);
  return VD_CLI_OK;
}
