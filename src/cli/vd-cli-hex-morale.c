/* `vedette-cli hex morale BOARD UNIT`: a stack's morale check — who checks, the row after the
 * modifiers, the Morale Table's result and the stack's new level — or its rally step (help
 * "Morale on a board"). */
#include "vd-cli.h"
#include "vd-cli-hex-morale.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-dice.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"
#include "vd-hex-officer-refuge.h"

/* Whether an enemy counter stands next to HEX (25.5 A, B). */
static gboolean
enemy_adjacent (const VdBoard *board, const VdBoardUnit *unit)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (other->placed && g_strcmp0 (other->side, unit->side) != 0 &&
          vd_hex_distance (other->hex, unit->hex) == 1)
        return TRUE;
    }
  return FALSE;
}

static int
rally (Loaded *loaded, const char *unit_id, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  const VdHexMoraleInput input = { .level = options->level, .officer_value = -1, .elite = -1 };
  g_autoptr(VdHexMorale) morale = NULL;
  const VdBoardUnit *unit = vd_board_find_unit (loaded->board, unit_id);
  g_autofree char *why = NULL, *missing = NULL, *hex = NULL, *cell = NULL;
  const char *step = NULL, *result, *cell_rule = NULL;
  gboolean adjacent;

  morale = vd_hex_morale_check (loaded->board, loaded->module, unit_id, &input, &error);
  if (morale == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  adjacent = enemy_adjacent (loaded->board, unit);
  hex = vd_board_format_hex (loaded->board, unit->hex);
  if (g_str_equal (morale->level, "routed") &&
      vd_hex_morale_officer_in_hex (loaded->board, unit) && options->officer_value < 0 &&
      options->roll != 0)
    missing = g_strdup (_("the value of the officer in the hex, added to the die: give it"));
  if (missing != NULL)
    step = "E";
  result = missing != NULL ? NULL
                           : vd_hex_morale_rally (loaded->module, morale->level, adjacent,
                                                  options->roll != 0 ? options->roll : -1,
                                                  options->officer_value, &step, &why,
                                                  &missing);
  /* B: the Blood Lust table's cell for the roll, which the seed does not give (25.2c). */
  if (g_strcmp0 (step, "B") == 0 && options->roll != 0 && morale->blood_lust)
    {
      g_autofree char *read = vd_hex_morale_read (morale, loaded->module, options->roll,
                                                  &cell, &cell_rule, &error);

      if (read == NULL && cell == NULL)
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, unit_id);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, morale->level);
      json_builder_set_member_name (builder, "adjacent_enemy");
      json_builder_add_boolean_value (builder, adjacent);
      json_builder_set_member_name (builder, "step");
      vd_cli_hex_add_string_or_null (builder, step);
      if (options->roll != 0)
        {
          json_builder_set_member_name (builder, "roll");
          json_builder_add_int_value (builder, options->roll);
        }
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, result != NULL ? result : "unknown: supply it");
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, "25.5");
      json_builder_set_member_name (builder, "why");
      vd_cli_hex_add_string_or_null (builder, why);
      if (missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", "25.5", missing);
      if (cell != NULL)
        vd_cli_hex_add_rule_why (builder, "cell", cell_rule, cell);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  /* Translators: "rally of the stack in 0505 (shaken): step C, normal (25.5)". */
  g_print (_("rally of the stack in %s (%s): step %s, %s (25.5)\n"), hex, morale->level,
           step != NULL ? step : "?", result != NULL ? result : _("unknown"));
  if (why != NULL)
    g_print ("  25.5  %s\n", why);
  if (missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), missing, "25.5");
  if (cell != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), cell, cell_rule != NULL ? cell_rule : "?");
  return VD_CLI_OK;
}

/* 26.4d: the officers EVENTS leave in HEX with no stack of their side, each with where he goes
 * (VdHexOddsReason*: rule, officer, why). */
static GPtrArray *
officers_left (const Loaded *loaded, GPtrArray *events, VdHex hex)
{
  g_autoptr(VdBoard) after = vd_board_copy_without_journal (loaded->board);
  GPtrArray *left = vd_hex_odds_reasons_new ();
  g_auto(GStrv) alone = NULL;

  for (guint i = 0; events != NULL && i < events->len; i++)
    if (!vd_board_event_apply (events->pdata[i], after, loaded->module, NULL))
      return left;
  alone = vd_hex_officers_left_alone (after, loaded->module, hex);
  for (guint i = 0; alone[i] != NULL; i++)
    {
      g_autoptr(VdHexOfficerRefuge) refuge =
        vd_hex_officer_refuge (after, loaded->module, alone[i], VD_HEX_OFFICER_STACK_DESTROYED,
                               NULL);

      if (refuge != NULL)
        vd_hex_odds_add_reason (left, refuge->rule, alone[i], g_strdup (refuge->why));
    }
  return left;
}

int
vd_cli_hex_morale (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMorale) morale = NULL;
  g_autofree char *result = NULL, *missing = NULL, *why = NULL, *hex = NULL;
  g_autofree char *destroyed = NULL, *destroyed_rule = NULL, *straggled = NULL;
  const char *straggled_rule = vd_hex_ruleset_lookup_word (loaded->module,
                                                           "morale.check.stragglers_rule");
  g_autoptr(GPtrArray) left = NULL;
  const char *rule = NULL, *new_level = NULL, *combine_rule = NULL, *result_level = NULL;
  const VdBoardUnit *unit;
  gboolean applied = FALSE;
  VdHexMoraleInput input = {
    .grade = options->grade, .up = options->up, .flank = options->flank,
    .level = options->level, .officer_value = options->officer_value,
    .elite = options->elite, .melee = options->melee, .night = options->night,
    .charge = options->charge,
  };
  int roll = options->roll;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex morale wants BOARD UNIT [--grade G] "
                                              "[--roll NN] [--up N] [--flank] [--level LEVEL] "
                                              "[--result R] [--apply] [--charge] [--rally]"));
  if (options->rally)
    return rally (loaded, argv[1], options);
  morale = vd_hex_morale_check (loaded->board, loaded->module, argv[1], &input, &error);
  if (morale == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  unit = vd_board_find_unit (loaded->board, argv[1]);
  hex = vd_board_format_hex (loaded->board, unit->hex);
  if (roll == 0)
    {
      /* Vedette's roll of two dice read 11-66 (--seed: repeatable for scripts). */
      const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
      g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                                 : g_rand_new ();

      roll = vd_hex_dice_roll (&d66, rand);
    }
  result = vd_hex_morale_read (morale, loaded->module, roll, &missing, &rule, &error);
  if (result == NULL && missing == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* The result read, or the one the referee read on his own table (--result). */
  result_level = vd_hex_morale_result_level (loaded->module,
                                             result != NULL ? result : options->result);
  if (options->result != NULL && result == NULL && result_level == NULL)
    {
      g_printerr (_("“%s” names no morale level (blood-lust, normal, shaken, disorganized, "
                    "routed)\n"), options->result);
      return VD_CLI_INVALID;
    }
  if (result_level != NULL)
    new_level = vd_hex_morale_combine (loaded->module, morale->level, result_level,
                                       &combine_rule, &why);
  /* --apply: the result on the stack, as the app's Apply does (25.3c, 25.4, 25.2e). */
  if (options->apply)
    {
      g_autoptr(GPtrArray) events = NULL;
      g_autofree char *applied_why = NULL;
      const char *applied_level, *applied_rule;
      guint retreat;
      VdHexMoraleStragglers stragglers;

      if (result == NULL && options->result == NULL)
        {
          g_printerr (_("the result is not known (%s): give the one read on the referee's "
                        "table with --result to apply it\n"), rule != NULL ? rule : "?");
          return VD_CLI_INVALID;
        }
      events = vd_hex_morale_events (loaded->board, loaded->module, morale,
                                     result != NULL ? result : options->result, &applied_level,
                                     &applied_rule, &applied_why, &retreat, &stragglers,
                                     &error);
      /* The dice first, the record of the check the new level follows from. */
      if (events != NULL)
        g_ptr_array_insert (events, 0,
                            vd_hex_morale_roll_event (loaded->board, morale, roll,
                                                      result != NULL ? result : options->result,
                                                      rule));
      for (guint i = 0; events != NULL && i < events->len; i++)
        {
          const VdBoardEvent *event = events->pdata[i];

          /* 25.2d: destroyed by the result, it is off the map before the stack retreats. */
          if (event->kind == VD_BOARD_EVENT_MOVE && event->eliminated)
            {
              g_free (destroyed_rule);
              destroyed_rule = g_strdup (event->note);
              /* Translators: BN 25.2d, "br is destroyed by the result: it leaves the map
               * before its stack retreats". */
              destroyed = g_strdup_printf (_("%s is destroyed by the result: it leaves the map "
                                             "before its stack retreats"), event->unit_id);
            }
        }
      /* 25.2e: the result's losses are stragglers, on an infantry checker's roster. */
      straggled = stragglers.why;
      straggled_rule = stragglers.rule;
      if (destroyed != NULL)
        left = officers_left (loaded, events, unit->hex);
      if (events == NULL || (events->len > 0 &&
                             !vd_cli_hex_append_events (loaded, events, &error)))
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
      json_builder_add_string_value (builder, argv[1]);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "checker");
      json_builder_add_string_value (builder, morale->checker);
      json_builder_set_member_name (builder, "grade");
      vd_cli_hex_add_string_or_null (builder, morale->grade);
      json_builder_set_member_name (builder, "shift");
      json_builder_add_int_value (builder, morale->shift);
      json_builder_set_member_name (builder, "row");
      vd_cli_hex_add_string_or_null (builder, morale->blood_lust ? NULL : morale->row);
      json_builder_set_member_name (builder, "table");
      json_builder_add_string_value (builder, morale->blood_lust ? "blood-lust-table"
                                                                 : "morale-table");
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, morale->level);
      vd_cli_hex_add_odds_reasons (builder, morale->reasons);
      json_builder_set_member_name (builder, "roll");
      json_builder_add_int_value (builder, roll);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, result != NULL ? result : "unknown: supply it");
      json_builder_set_member_name (builder, "result_rule");
      vd_cli_hex_add_string_or_null (builder, result != NULL ? rule : NULL);
      if (missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", rule, missing);
      json_builder_set_member_name (builder, "new_level");
      vd_cli_hex_add_string_or_null (builder, new_level);
      if (new_level != NULL)
        vd_cli_hex_add_rule_why (builder, "combination", combine_rule, why);
      if (options->roll == 0)
        {
          json_builder_set_member_name (builder, "rolled");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (straggled != NULL)
        vd_cli_hex_add_rule_why (builder, "stragglers", straggled_rule, straggled);
      if (destroyed != NULL)
        vd_cli_hex_add_rule_why (builder, "destroyed", destroyed_rule, destroyed);
      if (left != NULL && left->len > 0)
        vd_cli_hex_add_reasons_named (builder, "officers", left);
      json_builder_set_member_name (builder, "applied");
      json_builder_add_boolean_value (builder, applied);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (morale->blood_lust)
    /* Translators: "morale check of the stack in 0505 (l1): Blood Lust table, roll 34". */
    g_print (_("morale check of the stack in %s (%s): Blood Lust table, roll %d"), hex,
             morale->checker, roll);
  else
    {
      g_autofree char *row = morale->row == NULL ? g_strdup ("?")
                             : g_str_equal (morale->row, "the bottom row")
                               ? g_strdup (_("the bottom row"))
                               /* Translators: a row of the Morale Table, "row B". */
                               : g_strdup_printf (_("row %s"), morale->row);

      /* Translators: "morale check of the stack in 0505 (l1, grade C): row B, roll 56". */
      g_print (_("morale check of the stack in %s (%s, grade %s): %s, roll %d"), hex,
               morale->checker, morale->grade != NULL ? morale->grade : "?", row, roll);
    }
  if (result != NULL)
    g_print (_(": %s (%s)"), result, rule != NULL ? rule : "?");
  g_print ("\n");
  for (guint i = 0; i < morale->reasons->len; i++)
    {
      const VdHexOddsReason *reason = morale->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (options->roll == 0)
    /* Translators: Vedette rolled the dice (kept in the journal with --apply). */
    g_print (_("  rolled by Vedette (%d)\n"), roll);
  if (missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), missing, rule != NULL ? rule : "?");
  if (new_level != NULL)
    /* Translators: "new level: routed — disorganized + disorganized = routed … (25.4)". */
    g_print (_("  new level: %s — %s (%s)\n"), new_level, why, combine_rule);
  if (straggled != NULL)
    g_print ("  %s (%s)\n", straggled, straggled_rule != NULL ? straggled_rule : "?");
  if (destroyed != NULL)
    g_print ("  %s (%s)\n", destroyed, destroyed_rule != NULL ? destroyed_rule : "?");
  for (guint i = 0; left != NULL && i < left->len; i++)
    {
      const VdHexOddsReason *reason = left->pdata[i];

      /* Translators: BN 26.4d, "  o1 is left without a stack: to the nearest … (26.4d)". */
      g_print (_("  %s is left without a stack: %s (%s)\n"), reason->by, reason->what,
               reason->rule != NULL ? reason->rule : "?");
    }
  if (applied)
    g_print (_("  applied: kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}
