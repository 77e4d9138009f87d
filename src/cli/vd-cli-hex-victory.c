/* `vedette-cli hex victory BOARD`: each side's count with its parts, the winner and the level
 * (help "Victory"). */
#include "vd-cli.h"
#include "vd-cli-hex-victory.h"

#include <glib/gi18n.h>

#include "vd-board-report.h"
#include "vd-hex-odds.h"
#include "vd-hex-victory.h"

static void
print_json (const VdHexVictory *victory)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, victory->over);
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint i = 0; i < victory->sides->len; i++)
    {
      const VdHexSideScore *score = victory->sides->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, score->side);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, score->total);
      json_builder_set_member_name (builder, "known");
      json_builder_add_boolean_value (builder, score->known);
      if (score->has_track)
        {
          json_builder_set_member_name (builder, "vp");
          json_builder_add_int_value (builder, score->vp);
          json_builder_set_member_name (builder, "track");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "losses");
          json_builder_add_int_value (builder, score->losses_marker);
          json_builder_set_member_name (builder, "flight");
          json_builder_add_int_value (builder, score->flight_marker);
          json_builder_set_member_name (builder, "meet_at");
          vd_cli_add_int_or_null (builder, score->meet_at > 0, score->meet_at);
          json_builder_end_object (builder);
        }
      vd_cli_hex_add_odds_reasons (builder, score->parts);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "difference");
  json_builder_add_int_value (builder, victory->difference);
  json_builder_set_member_name (builder, "winner");
  vd_cli_hex_add_string_or_null (builder, victory->winner);
  json_builder_set_member_name (builder, "level");
  vd_cli_hex_add_string_or_null (builder, victory->level);
  json_builder_set_member_name (builder, "level_rule");
  vd_cli_hex_add_string_or_null (builder, victory->level_rule);
  if (victory->missing != NULL)
    {
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, "unknown: supply it");
      vd_cli_hex_add_rule_why (builder, "missing", victory->missing_rule, victory->missing);
    }
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexVictory *victory)
{
  g_print ("%s\n", victory->over ? _("The game is over:") : _("If the game ended now:"));
  for (guint i = 0; i < victory->sides->len; i++)
    {
      const VdHexSideScore *score = victory->sides->pdata[i];

      if (score->has_track)
        /* Translators: "Austro-Russians: losses 12, 2 victory points". */
        g_print (g_dngettext (GETTEXT_PACKAGE, "%s: losses %d, %d victory point\n",
                              "%s: losses %d, %d victory points\n", score->vp),
                 score->name, score->total, score->vp);
      else
        /* Translators: "Germans: 54 points". */
        g_print (_("%s: %d points\n"), score->name, score->total);
      for (guint p = 0; p < score->parts->len; p++)
        {
          const VdHexOddsReason *part = score->parts->pdata[p];

          g_print ("  %s  %s\n", part->rule != NULL ? part->rule : "?", part->what);
        }
    }
  if (victory->missing != NULL && victory->missing_rule != NULL)
    /* Translators: "unknown: supply it (…what is missing…, VIC-3)". */
    g_print (_("Result: unknown: supply it (%s, %s)\n"), victory->missing,
             victory->missing_rule);
  else if (victory->missing != NULL)
    g_print (_("Result: unknown: supply it (%s)\n"), victory->missing);
  else if (victory->winner != NULL)
    {
      const char *name = victory->winner;

      for (guint i = 0; i < victory->sides->len; i++)
        if (g_str_equal (((VdHexSideScore *) victory->sides->pdata[i])->side, victory->winner))
          name = ((VdHexSideScore *) victory->sides->pdata[i])->name;
      /* Translators: "Result: French, major victory (difference 2, VIC-6)". */
      g_print (_("Result: %s, %s (difference %d, %s)\n"), name, vd_hex_victory_level_name (victory->level),
               victory->difference,
               victory->level_rule != NULL ? victory->level_rule : "?");
    }
  else
    g_print (_("Result: %s (difference %d, %s)\n"), vd_hex_victory_level_name (victory->level),
             victory->difference, victory->level_rule != NULL ? victory->level_rule : "?");
}

/* The count as SIDE may know it: where the game keeps anything of the enemy's losses from
 * him (vd_board_report_restrict), none, with the rule why; else the whole count. */
static int
victory_for_side (Loaded *loaded, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  g_autoptr(VdBoardReport) report = vd_board_report_for_side (loaded->setup, loaded->module,
                                                             options->side, &error);
  g_autoptr(VdHexVictory) victory = NULL;
  const char *why;

  if (report == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (!vd_board_report_has_secret (report))
    {
      victory = vd_hex_victory (loaded->setup, loaded->module, n, &error);
      if (victory == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      if (options->json)
        print_json (victory);
      else
        print_text (victory);
      return VD_CLI_OK;
    }
  why = _("the victory count rests on the enemy’s losses and strengths, which this side may "
          "not know");
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "view");
      json_builder_add_string_value (builder, options->side);
      json_builder_set_member_name (builder, "sides");
      json_builder_add_null_value (builder);
      vd_cli_hex_add_rule_why (builder, "secret", report->hidden_rule, why);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
    }
  else
    /* Translators: `hex victory --side`: "The count is the referee's: … (9.0)". */
    g_print (_("The count is the referee’s: %s (%s)\n"), why,
             report->hidden_rule != NULL ? report->hidden_rule : "?");
  return VD_CLI_OK;
}

int
vd_cli_hex_victory (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexVictory) victory = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex victory wants BOARD"));
  if (options->side != NULL)
    return victory_for_side (loaded, options);
  victory = vd_hex_victory (loaded->setup, loaded->module, n, &error);
  if (victory == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    print_json (victory);
  else
    print_text (victory);
  return VD_CLI_OK;
}
