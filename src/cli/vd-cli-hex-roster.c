/* `vedette-cli hex roster BOARD [UNIT]`: the loss rosters as the game stands (help "Loss
 * rosters"): each brigade's row, its strength and wreck, each division's checks. */
#include "vd-cli.h"
#include "vd-cli-hex-roster.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-cavalry-recovery.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-recovery.h"

/* Whether UNIT's class keeps a row the board does not give it. */
static gboolean
row_missing (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return unit->roster == NULL &&
         vd_hex_ruleset_list_has (module, "special.roster.classes", unit->unit_class);
}

static void
add_unit_json (JsonBuilder *builder, const VdBoardUnit *unit)
{
  g_autofree char *row = vd_board_roster_format (unit->roster);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit");
  json_builder_add_string_value (builder, unit->id);
  json_builder_set_member_name (builder, "row");
  json_builder_add_string_value (builder, row);
  json_builder_set_member_name (builder, "strength");
  vd_cli_hex_add_string_or_null (builder, vd_board_roster_strength (unit->roster));
  json_builder_set_member_name (builder, "casualties");
  json_builder_add_int_value (builder, unit->roster->casualties);
  json_builder_set_member_name (builder, "stragglers");
  json_builder_add_int_value (builder, unit->roster->stragglers);
  json_builder_set_member_name (builder, "wrecked");
  json_builder_add_boolean_value (builder, vd_board_roster_wrecked (unit->roster));
  json_builder_set_member_name (builder, "destroyed");
  json_builder_add_boolean_value (builder, vd_board_roster_full (unit->roster));
  json_builder_set_member_name (builder, "division");
  vd_cli_hex_add_string_or_null (builder, unit->army);
  json_builder_end_object (builder);
}

/* A division's row with its checks drawn: one X per wrecked brigade, from the left. */
static char *
division_row (const VdBoardRoster *row, guint checked)
{
  g_autoptr(VdBoardRoster) drawn = vd_board_roster_copy (row);

  drawn->casualties = checked;
  return vd_board_roster_format (drawn);
}

static int
print_json (const Loaded *loaded, const char *only)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const VdBoard *board = loaded->board;
  const char *rule = vd_hex_ruleset_lookup_word (loaded->module, "special.roster.rule");

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rosters");
  json_builder_begin_array (builder);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (unit->roster != NULL && (only == NULL || g_str_equal (unit->id, only)))
        add_unit_json (builder, unit);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *chief = board->units->pdata[i];
      g_autofree char *row = NULL;
      gboolean wrecked;
      guint checked;

      if (chief->division_roster == NULL || (only != NULL && !g_str_equal (chief->id, only)))
        continue;
      checked = vd_board_division_checked (board, chief->id, &wrecked);
      row = division_row (chief->division_roster, checked);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "commander");
      json_builder_add_string_value (builder, chief->id);
      json_builder_set_member_name (builder, "row");
      json_builder_add_string_value (builder, row);
      json_builder_set_member_name (builder, "checked");
      json_builder_add_int_value (builder, checked);
      json_builder_set_member_name (builder, "wrecked");
      json_builder_add_boolean_value (builder, wrecked);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "missing");
  json_builder_begin_array (builder);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (!row_missing (loaded->module, unit) || (only != NULL && !g_str_equal (unit->id, only)))
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, rule);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, _("its roster row is not on the board"));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
  return VD_CLI_OK;
}

static void
print_text (const Loaded *loaded, const char *only)
{
  const VdBoard *board = loaded->board;
  const VdHexRuleset *module = loaded->module;

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      const VdBoardRoster *row = unit->roster;
      g_autofree char *marks = NULL;

      if (only != NULL && !g_str_equal (unit->id, only))
        continue;
      if (row_missing (module, unit))
        /* Translators: "fr-3  its roster row is not on the board (6.6)". */
        g_print (_("%s  its roster row is not on the board (%s)\n"), unit->id,
                 vd_hex_ruleset_lookup_word (module, "special.roster.rule"));
      if (row == NULL)
        continue;
      marks = vd_board_roster_format (row);
      if (vd_board_roster_full (row))
        /* Translators: "fr-1  A X B X X V X C X X X  destroyed (25.2-ex)". */
        g_print (_("%s  %s  destroyed (%s)\n"), unit->id, marks,
                 vd_hex_ruleset_lookup_word (module, "special.roster.destroyed_rule"));
      else if (vd_board_roster_wrecked (row))
        /* Translators: "fr-1  A X B X / V _ C _ _ _  strength B, wrecked (20.6a)". */
        g_print (_("%s  %s  strength %s, wrecked (%s)\n"), unit->id, marks,
                 vd_board_roster_strength (row),
                 vd_hex_ruleset_lookup_word (module, "special.roster.wreck_rule"));
      else
        /* Translators: "fr-1  A X B / _ V _ C _ _ _  strength B". */
        g_print (_("%s  %s  strength %s\n"), unit->id, marks, vd_board_roster_strength (row));
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *chief = board->units->pdata[i];
      g_autofree char *row = NULL;
      gboolean wrecked;
      guint checked;

      if (chief->division_roster == NULL || (only != NULL && !g_str_equal (chief->id, only)))
        continue;
      checked = vd_board_division_checked (board, chief->id, &wrecked);
      row = division_row (chief->division_roster, checked);
      if (wrecked)
        /* Translators: "division of fr-div  X V _  wrecked (20.6b)". */
        g_print (_("division of %s  %s  wrecked (%s)\n"), chief->id, row,
                 vd_hex_ruleset_lookup_word (module, "special.roster.division_rule"));
      else
        g_print (_("division of %s  %s\n"), chief->id, row);
    }
}

int
vd_cli_hex_roster (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  const char *only = argc == 2 ? argv[1] : NULL;

  if (argc > 2)
    return vd_cli_usage_error ("hex", "%s", _("hex roster wants BOARD [UNIT]"));
  if (vd_hex_ruleset_lookup (loaded->module, "special.roster") == NULL)
    {
      g_autoptr(GError) error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                                             _("the game module %s keeps no loss rosters"),
                                             loaded->module->id);

      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (only != NULL && vd_board_find_unit (loaded->board, only) == NULL)
    {
      g_autofree char *shown = vd_error_cut (only);
      g_autoptr(GError) error = g_error_new (VD_ERROR, VD_ERROR_NOT_FOUND,
                                             _("no counter “%s” on the board"), shown);

      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    return print_json (loaded, only);
  print_text (loaded, only);
  return VD_CLI_OK;
}

/* `hex recover BOARD CAVALRY [--result recovered|blown]`: whether it may try (24.2c), and the
 * referee's reading of the missing table recorded. */
static int
recover_cavalry (Loaded *loaded, const char *unit_id, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexCavalryRecovery) recovery = NULL;
  gboolean recovered = g_strcmp0 (options->result, "recovered") == 0, recorded = FALSE;

  if (options->result != NULL && !recovered && g_strcmp0 (options->result, "blown") != 0)
    return vd_cli_usage_error ("hex", "%s", _("--result takes recovered or blown for blown "
                                              "cavalry"));
  recovery = vd_hex_cavalry_recovery (loaded->board, loaded->module, unit_id, &error);
  if (recovery == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->result != NULL && !recovery->may)
    {
      g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s may not try to recover: %s (%s)"),
                   unit_id, recovery->why, recovery->rule);
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (recovered)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

      g_ptr_array_add (events, vd_hex_cavalry_recovery_event (loaded->board, loaded->module,
                                                              unit_id));
      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      recorded = TRUE;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit_id);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_string_value (builder, recovery->may ? "may" : "may not");
      json_builder_set_member_name (builder, "table");
      vd_cli_hex_add_string_or_null (builder, recovery->chart);
      vd_cli_hex_add_odds_reasons (builder, recovery->reasons);
      if (recovery->why != NULL)
        vd_cli_hex_add_rule_why (builder, "why", recovery->rule, recovery->why);
      json_builder_set_member_name (builder, "recorded");
      json_builder_add_boolean_value (builder, recorded);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (recovery->may)
    /* Translators: "h1 may try to recover: one die on the Cavalry Recovery Table, which the
     * seed does not give (24.2c)". */
    g_print (_("%s may try to recover: one die on the %s, which the seed does not give (%s)\n"),
             unit_id, recovery->chart, recovery->rule);
  else
    g_print (_("%s may not try to recover: %s (%s)\n"), unit_id, recovery->why, recovery->rule);
  for (guint i = 0; i < recovery->reasons->len; i++)
    {
      const VdHexOddsReason *reason = recovery->reasons->pdata[i];

      g_print ("  %s  %s\n", reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (recorded)
    g_print (_("  recovered, formed again: kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}

/* LBA-BAND-1: a routed counter's recovery as the Special Rules give it, the roll missing. */
static int
recover_lba (Loaded *loaded, const char *unit_id, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLbaRally) rally = vd_hex_lba_rally (loaded->board, loaded->module, unit_id,
                                                     &error);

  if (rally == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit_id);
      json_builder_set_member_name (builder, "routed");
      json_builder_add_boolean_value (builder, rally->routed);
      json_builder_set_member_name (builder, "eliminated");
      json_builder_add_boolean_value (builder, rally->eliminated);
      json_builder_set_member_name (builder, "modifier");
      json_builder_add_int_value (builder, rally->modifier);
      json_builder_set_member_name (builder, "band");
      vd_cli_hex_add_string_or_null (builder, rally->band);
      vd_cli_hex_add_odds_reasons (builder, rally->reasons);
      if (rally->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", rally->rule, rally->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (rally->eliminated)
    /* Translators: "gb: eliminated (LBA-BAND-1)". */
    g_print (_("%s: eliminated (%s)\n"), unit_id, rally->rule);
  else if (!rally->routed)
    /* Translators: "f1 is not routed (LBA-BAND-1)". */
    g_print (_("%s is not routed (%s)\n"), unit_id, rally->rule);
  else
    /* Translators: "f1 recovering from rout: modifier +6 (LBA-BAND-1)". */
    g_print (_("%s recovering from rout: modifier %+d (%s)\n"), unit_id, rally->modifier,
             rally->rule);
  for (guint i = 0; i < rally->reasons->len; i++)
    {
      const VdHexOddsReason *reason = rally->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (rally->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), rally->missing, rally->rule);
  return VD_CLI_OK;
}

int
vd_cli_hex_recover (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRecovery) recovery = NULL;
  guint n = loaded->setup->journal != NULL ? loaded->setup->journal->len : 0;
  guint64 recovered = 0;
  gboolean recorded = FALSE;
  static const char * const verdicts[] = { "may", "may not", "unknown: supply it" };

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex recover wants BOARD UNIT [--result N]"));
  if (vd_hex_lba_rally_applies (loaded->module) && options->result == NULL)
    return recover_lba (loaded, argv[1], options);
  /* Blown cavalry recovers its formed face (BN 24.2c); a brigade, its stragglers (21.2). */
  if (vd_hex_cavalry_recovery_applies (loaded->board, loaded->module, argv[1]))
    return recover_cavalry (loaded, argv[1], options);
  if (options->result != NULL &&
      !g_ascii_string_to_unsigned (options->result, 10, 1, VD_BOARD_ROSTER_MAX_BOXES,
                                   &recovered, NULL))
    return vd_cli_usage_error ("hex", "%s", _("--result takes the stragglers recovered, a "
                                              "number from 1"));
  recovery = vd_hex_recovery (loaded->setup, loaded->module, n, argv[1], &error);
  if (recovery == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* The referee's reading of his own table, recorded only for a brigade that may try. */
  if (recovered > 0)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
      VdBoardEvent *event;

      if (recovery->verdict == VD_HEX_RECOVERY_MAY_NOT)
        {
          error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT, _("%s may not recover stragglers: "
                                                              "%s (%s)"), argv[1],
                               recovery->why, recovery->rule != NULL ? recovery->rule : "?");
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      if ((event = vd_hex_recovery_event (loaded->board, argv[1], (guint) recovered,
                                          &error)) == NULL)
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
      recorded = TRUE;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "verdict");
      json_builder_add_string_value (builder, verdicts[recovery->verdict]);
      json_builder_set_member_name (builder, "stragglers");
      json_builder_add_int_value (builder, recovery->stragglers);
      vd_cli_hex_add_odds_reasons (builder, recovery->reasons);
      if (recovery->why != NULL)
        vd_cli_hex_add_rule_why (builder, "why", recovery->rule, recovery->why);
      json_builder_set_member_name (builder, "recorded");
      json_builder_add_boolean_value (builder, recorded);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (recovery->verdict == VD_HEX_RECOVERY_MAY)
    /* Translators: "fr-1 may recover stragglers: roll on the Straggler Recovery Table …". */
    g_print (_("%s may recover stragglers (%u on its row): one die on the Straggler Recovery "
               "Table, which the seed does not give, read by its grade (21.2)\n"), argv[1],
             recovery->stragglers);
  else if (recovery->verdict == VD_HEX_RECOVERY_MAY_NOT)
    g_print (_("%s may not recover stragglers: %s (%s)\n"), argv[1], recovery->why,
             recovery->rule != NULL ? recovery->rule : "?");
  else
    g_print (_("whether %s may recover stragglers is unknown, supply it: %s (%s)\n"), argv[1],
             recovery->why, recovery->rule != NULL ? recovery->rule : "?");
  for (guint i = 0; i < recovery->reasons->len; i++)
    {
      const VdHexOddsReason *reason = recovery->reasons->pdata[i];

      g_print ("  %s  %s\n", reason->rule != NULL ? reason->rule : "?", reason->what);
    }
  if (recorded)
    /* Translators: "  2 stragglers erased: kept in the board's journal, one step to undo". */
    g_print (_("  %u stragglers erased: kept in the board’s journal, one step to undo\n"),
             (guint) recovered);
  return VD_CLI_OK;
}
