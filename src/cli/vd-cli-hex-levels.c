/* `vedette-cli hex levels`: LBA's corps morale levels (help "LBA's morale levels"). */
#include "vd-cli-hex-levels.h"

#include <glib/gi18n.h>

#include "vd-cli.h"
#include "vd-hex-levels.h"

static void
print_json (const VdHexLevels *levels)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "formations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < levels->formations->len; i++)
    {
      const VdHexLevel *level = levels->formations->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "formation");
      json_builder_add_string_value (builder, level->formation);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, level->side);
      json_builder_set_member_name (builder, "battalions");
      json_builder_add_int_value (builder, level->battalions);
      json_builder_set_member_name (builder, "on_board");
      json_builder_add_int_value (builder, level->on_board);
      json_builder_set_member_name (builder, "eliminated");
      json_builder_add_int_value (builder, level->eliminated);
      json_builder_set_member_name (builder, "routed");
      json_builder_add_int_value (builder, level->routed);
      json_builder_set_member_name (builder, "level");
      json_builder_add_int_value (builder, level->level);
      json_builder_set_member_name (builder, "modifier");
      json_builder_add_int_value (builder, level->modifier);
      json_builder_set_member_name (builder, "next_at");
      vd_cli_add_int_or_null (builder, level->next_at > 0, level->next_at);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, level->rule);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, level->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "unlisted");
  json_builder_begin_array (builder);
  for (guint i = 0; levels->unlisted[i] != NULL; i++)
    json_builder_add_string_value (builder, levels->unlisted[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexLevels *levels)
{
  if (levels->formations->len == 0)
    /* Translators: no counter names (`army`) a formation of the morale levels chart. */
    g_print ("%s\n", _("No counter belongs to a formation of the morale levels chart (give "
                       "each its army)"));
  for (guint i = 0; i < levels->formations->len; i++)
    {
      const VdHexLevel *level = levels->formations->pdata[i];

      /* Translators: "french-iv-corps (31 battalions): 6 eliminated, 0 routed: level 1, -3 to
       * all its morale rolls (LBA-LVL-1)". */
      g_print (_("%s (%d battalions): %s (%s)\n"), level->formation, level->battalions,
               level->why, level->rule != NULL ? level->rule : "?");
    }
  for (guint i = 0; levels->unlisted[i] != NULL; i++)
    /* Translators: "kienmayer: not in the chart, no morale levels (LBA-LVL-3)". */
    g_print (_("%s: not in the chart, no morale levels (%s)\n"), levels->unlisted[i],
             "LBA-LVL-3");
  /* The routed count as they stand: the hour's start is the referee's to keep. */
  if (levels->formations->len > 0)
    g_print ("%s\n", _("Routed battalions count as they stand now; the rules count them at the "
                       "start of each hour (LBA-LVL-2)."));
}

int
vd_cli_hex_levels (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLevels) levels = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex levels wants BOARD [--side SIDE]"));
  levels = vd_hex_levels_now (loaded->setup, loaded->board, loaded->module, n, options->side,
                              &error);
  if (levels == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    print_json (levels);
  else
    print_text (levels);
  return VD_CLI_OK;
}
