/* 1914's option (a), the British withdrawal (vd-hex-british-withdrawal.h), tests named after
 * the rule: the test on turn 5 under each reading of who counts (1914-i-withdrawal-units),
 * which side is behind (1914-i-withdrawal-side), whether the line is (1914-i-withdrawal-line)
 * and when it is taken (1914-i-withdrawal-when);
 * the withdrawal with the French put in the British's place; its journal replayed. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-british-withdrawal.h"
#include "vd-hex-odds.h"
#include "vd-hex-returns.h"
#include "vd-hex-turn.h"
#include "vd-test-table.h"

static char *folder;

/* tests/files/hex/withdrawal-1914.yaml, on TURN (5 when 0). */
static VdBoard *
board_of (int turn, VdHexRuleset **module)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                   "withdrawal-1914.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board = vd_board_load (source, module, &error);

  g_assert_no_error (error);
  if (turn > 0)
    board->turn = turn;
  return board;
}

/* The test with the readings given (NULL: Vedette's default). */
static VdHexBritishTest *
test_with (const char *units, const char *side, const char *line)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  VdHexBritishTest *test;

  vd_test_choose_reading ("1914", NULL, NULL);
  if (units != NULL)
    vd_test_choose_reading ("1914", "1914-i-withdrawal-units", units);
  if (side != NULL)
    vd_test_choose_reading ("1914", "1914-i-withdrawal-side", side);
  if (line != NULL)
    vd_test_choose_reading ("1914", "1914-i-withdrawal-line", line);
  board = board_of (0, &module);
  test = vd_hex_british_test (board, module, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (test->rule, ==, "1914-OPT-1");
  return test;
}

/* The counters that decide, as "unit what" lines. */
static char *
deciding (const VdHexBritishTest *test)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < test->deciding->len; i++)
    {
      const VdHexOddsReason *reason = test->deciding->pdata[i];

      g_assert_cmpstr (reason->rule, ==, "1914-OPT-1");
      g_string_append_printf (text, "%s %s\n", reason->by, reason->what);
    }
  return g_string_free (text, FALSE);
}

static const char *
reading_said (const VdHexBritishTest *test, const char *id)
{
  for (guint i = 0; i < test->readings->len; i++)
    {
      const VdHexOddsReason *reason = test->readings->pdata[i];

      if (g_str_equal (reason->rule, id))
        return reason->by;
    }
  return NULL;
}

/* 1914-OPT-1 with Vedette's defaults (all French counters, south, the line itself not behind):
 * fr-3 on the line and the 5th Army's HQ short of it keep the British; the readings are said
 * as defaults. Not tested on turn 4, nor without the option. */
static void
test_1914_opt_1_default (void)
{
  g_autoptr(VdHexBritishTest) test = test_with (NULL, NULL, NULL);
  g_autofree char *why = deciding (test);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) four = board_of (4, &module);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (test->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (why, ==, "fr-3 at 0413: on the line, not behind it\n"
                            "fr-hq5 at 0312: short of the line\n");
  g_assert_nonnull (strstr (test->why, "2 French counters are not behind the line of hexes "
                                       "whose number ends in 13: the British stay"));
  g_assert_cmpstr (reading_said (test, "1914-i-withdrawal-units"), ==, "all");
  g_assert_cmpstr (reading_said (test, "1914-i-withdrawal-side"), ==, "south");
  g_assert_cmpstr (reading_said (test, "1914-i-withdrawal-line"), ==, "beyond-only");
  g_assert_cmpstr (((const VdHexOddsReason *) test->readings->pdata[0])->what, ==,
                   "our default: not chosen");
  g_assert_cmpstr (test->british[0], ==, "br-1");
  g_assert_cmpuint (g_strv_length (test->british), ==, 3);
  g_assert_null (vd_hex_british_test (four, module, &error));
  g_assert_nonnull (strstr (error->message, "tested on turn 5, not turn 4 (1914-OPT-1)"));
  g_clear_error (&error);
  g_clear_pointer (&four->options, g_strfreev);
  four->turn = 5;
  g_assert_null (vd_hex_british_test (four, module, &error));
  g_assert_nonnull (strstr (error->message, "does not play option british-withdrawal"));
}

/* 1914-i-withdrawal-line: on-or-beyond counts fr-3 on the line as behind; the HQ still keeps
 * the British with all counters, not without the HQs (combat-units): they leave. */
static void
test_1914_opt_1_line (void)
{
  g_autoptr(VdHexBritishTest) all = test_with (NULL, NULL, "on-or-beyond");
  g_autoptr(VdHexBritishTest) combat = test_with ("combat-units", NULL, "on-or-beyond");
  g_autofree char *all_why = deciding (all);
  g_autofree char *combat_why = deciding (combat);

  g_assert_cmpint (all->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (all_why, ==, "fr-hq5 at 0312: short of the line\n");
  g_assert_cmpstr (((const VdHexOddsReason *) all->readings->pdata[2])->what, ==, "chosen");
  g_assert_cmpint (combat->verdict, ==, VD_HEX_BRITISH_LEAVE);
  g_assert_cmpstr (combat_why, ==, "");
  g_assert_nonnull (strstr (combat->why, "the 3 French counters counted stand behind the line"));
}

/* 1914-i-withdrawal-units: combat-units leaves the HQ out (fr-3 on the line still keeps the
 * British); front counts only the counters in a German zone, fr-3 alone. */
static void
test_1914_opt_1_units (void)
{
  g_autoptr(VdHexBritishTest) combat = test_with ("combat-units", NULL, NULL);
  g_autoptr(VdHexBritishTest) front = test_with ("front", NULL, NULL);
  g_autoptr(VdHexBritishTest) front_on = test_with ("front", NULL, "on-or-beyond");
  g_autofree char *combat_why = deciding (combat), *front_why = deciding (front);

  g_assert_cmpint (combat->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (combat_why, ==, "fr-3 at 0413: on the line, not behind it\n");
  g_assert_cmpint (front->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (front_why, ==, "fr-3 at 0413: on the line, not behind it\n");
  g_assert_cmpint (front_on->verdict, ==, VD_HEX_BRITISH_LEAVE);
  g_assert_nonnull (strstr (front_on->why, "the 1 French counter counted stands behind"));
}

/* 1914-i-withdrawal-side: read north, fr-1, fr-2 and the 6th Army's HQ in the south are short
 * of the line, the 5th Army's HQ in the north behind it. */
static void
test_1914_opt_1_side (void)
{
  g_autoptr(VdHexBritishTest) north = test_with (NULL, "north", "on-or-beyond");
  g_autofree char *why = deciding (north);

  g_assert_cmpint (north->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (why, ==, "fr-1 at 0114: short of the line\n"
                            "fr-2 at 0215: short of the line\n"
                            "fr-hq6 at 0416: short of the line\n");
  g_assert_cmpstr (reading_said (north, "1914-i-withdrawal-side"), ==, "north");
}

/* 1914-i-withdrawal-when: read turn-start, the test is taken in phase 1 of turn 5 only (the
 * board stands in the Allied movement: refused, the reading named); any-phase, in any. */
static void
test_1914_opt_1_when (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexBritishTest) start = NULL;
  g_autoptr(VdHexBritishTest) any = test_with (NULL, NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (reading_said (any, "1914-i-withdrawal-when"), ==, "any-phase");
  vd_test_choose_reading ("1914", "1914-i-withdrawal-when", "turn-start");
  board = board_of (0, &module);
  g_assert_null (vd_hex_british_test (board, module, &error));
  g_assert_nonnull (strstr (error->message, "tested in phase status of turn 5, as reading "
                                            "1914-i-withdrawal-when says (1914-OPT-1)"));
  g_clear_error (&error);
  g_free (board->phase);
  board->phase = g_strdup ("status");
  start = vd_hex_british_test (board, module, &error);
  g_assert_no_error (error);
  g_assert_cmpint (start->verdict, ==, VD_HEX_BRITISH_STAY);
  g_assert_cmpstr (reading_said (start, "1914-i-withdrawal-when"), ==, "turn-start");
  vd_test_choose_reading ("1914", NULL, NULL);
}

/* 1914-OPT-1, the withdrawal: refused while the British stay; once they leave, the three
 * British counters go off the map and out of the game, fr-1 takes br-1's hex and joins the
 * nearest HQ (the 5th Army's), nothing brings the British back, and the test says they are
 * gone. Too many replacements, an HQ, a German, a hex off the map, enemy-held or over the
 * stacking limit are refused;
 * between two HQs as near, the referee names the one it joins. */
static void
test_1914_opt_1_withdraw (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdBoard) after = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(VdHexBritishTest) gone = NULL;
  g_autoptr(VdHexReturns) returns = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  const char * const one[] = { "fr-1=0110", NULL };

  vd_test_choose_reading ("1914", NULL, NULL);
  board = board_of (0, &module);
  g_assert_null (vd_hex_british_withdraw (board, module, NULL, &error));
  g_assert_nonnull (strstr (error->message, "the British stay (1914-OPT-1)"));
  g_clear_error (&error);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  vd_test_choose_reading ("1914", "1914-i-withdrawal-units", "combat-units");
  vd_test_choose_reading ("1914", "1914-i-withdrawal-line", "on-or-beyond");
  board = board_of (0, &module);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0110",
                 "fr-2=0210", "fr-3=0209", "fr-hq6=0101", NULL }, &error));
  g_assert_nonnull (strstr (error->message, "4 French units named for the 3 British counters"));
  g_clear_error (&error);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-hq6=0110",
                 NULL }, &error));
  g_assert_nonnull (strstr (error->message, "fr-hq6 is not a French corps or division on the "
                                            "map (1914-OPT-1)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "ger-1=0110",
                 NULL }, &error));
  g_clear_error (&error);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0917",
                 NULL }, &error));
  g_assert_nonnull (strstr (error->message, "0917 is not a hex of the map"));
  g_clear_error (&error);
  /* Two counters a hex, HQs aside (1914-MOV-2): the third into 0110 is one too many. */
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0110",
                 "fr-2=0110", "fr-3=0110", NULL }, &error));
  g_assert_nonnull (strstr (error->message, "(1914-MOV-2)"));
  g_clear_error (&error);
  /* 0214 is 3 hexes from both HQs: the referee names the one it joins. */
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0214",
                 NULL }, &error));
  g_assert_nonnull (strstr (error->message, "fr-1 in 0214 joins the nearest HQ, one of fr-hq5, "
                                            "fr-hq6 (3 hexes): name it as UNIT=HEX:HQ "
                                            "(1914-OPT-1)"));
  g_clear_error (&error);
  g_clear_pointer (&events, g_ptr_array_unref);
  events = vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0214:fr-hq6",
                                    NULL }, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((const VdBoardEvent *) events->pdata[6])->army, ==, "6");
  g_clear_pointer (&events, g_ptr_array_unref);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1=0414",
                 NULL }, &error));
  g_assert_nonnull (strstr (error->message, "0414 holds an enemy counter"));
  g_clear_error (&error);
  g_assert_null (vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-1",
                 NULL }, &error));
  g_assert_nonnull (strstr (error->message, "UNIT=HEX"));
  g_clear_error (&error);

  events = vd_hex_british_withdraw (board, module, one, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 7);
  after = vd_board_copy_without_journal (board);
  for (guint i = 0; i < events->len; i++)
    {
      g_assert_true (vd_board_event_apply (events->pdata[i], after, module, &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < 3; i++)
    {
      const char *id = (const char *[]) { "br-1", "br-2", "br-hq" }[i];
      const VdBoardUnit *british = vd_board_find_unit (after, id);

      g_assert_false (british->placed);
      g_assert_cmpstr (british->state, ==, VD_HEX_BRITISH_WITHDRAWN);
    }
  g_assert_true (vd_board_find_unit (after, "fr-1")->placed);
  label = vd_board_format_hex (after, vd_board_find_unit (after, "fr-1")->hex);
  g_assert_cmpstr (label, ==, "0110");
  g_assert_cmpstr (vd_board_find_unit (after, "fr-1")->army, ==, "5");
  g_assert_nonnull (strstr (((const VdBoardEvent *) events->pdata[6])->note,
                            "1914-OPT-1: in the British’s place, joins the nearest HQ fr-hq5"));
  gone = vd_hex_british_test (after, module, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gone->verdict, ==, VD_HEX_BRITISH_GONE);
  g_assert_null (vd_hex_british_withdraw (after, module, NULL, &error));
  g_assert_nonnull (strstr (error->message, "the British have left the game already"));
  g_clear_error (&error);
  /* Nothing brings them back: not off the map to re-enter (1914-RET-5), nor reinforcements. */
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (board->journal, vd_board_event_copy (events->pdata[i]));
  returns = vd_hex_returns (board, module, board->journal->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (returns->out->len, ==, 0);
  vd_test_choose_reading ("1914", NULL, NULL);
}

/* 1914-OPT-1 in the journal: the withdrawal saved and read back, the journal replayed from the
 * set-up leaves the counters as the live board has them. */
static void
test_1914_opt_1_journal (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdBoard) live = NULL;
  g_autoptr(VdBoard) again = NULL;
  g_autoptr(VdBoard) replayed = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "saved.yaml", NULL);

  vd_test_choose_reading ("1914", "1914-i-withdrawal-units", "front");
  vd_test_choose_reading ("1914", "1914-i-withdrawal-line", "on-or-beyond");
  board = board_of (0, &module);
  events = vd_hex_british_withdraw (board, module, (const char * const[]) { "fr-2=0210",
                                    "fr-3=0209", NULL }, &error);
  g_assert_no_error (error);
  live = vd_board_copy_without_journal (board);
  for (guint i = 0; i < events->len; i++)
    {
      g_assert_true (vd_board_event_apply (events->pdata[i], live, module, &error));
      g_ptr_array_add (board->journal, vd_board_event_copy (events->pdata[i]));
    }
  g_assert_true (vd_board_save_file (board, path, &error));
  g_assert_no_error (error);
  again = vd_board_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->journal->len, ==, events->len);
  for (guint i = 0; i < events->len; i++)
    g_assert_true (vd_board_event_equal (again->journal->pdata[i], events->pdata[i]));
  replayed = vd_board_replay (again, module, again->journal->len, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < live->units->len; i++)
    {
      const VdBoardUnit *a = live->units->pdata[i];
      const VdBoardUnit *b = vd_board_find_unit (replayed, a->id);

      g_assert_cmpint (a->placed, ==, b->placed);
      g_assert_true (!a->placed || vd_hex_equal (a->hex, b->hex));
      g_assert_cmpstr (a->state, ==, b->state);
      g_assert_cmpstr (a->army, ==, b->army);
    }
  g_assert_cmpstr (vd_board_find_unit (replayed, "fr-3")->army, ==, "5");
  g_assert_cmpstr (vd_board_find_unit (replayed, "br-hq")->state, ==, "withdrawn");
  vd_test_choose_reading ("1914", NULL, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-withdrawal-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-default", test_1914_opt_1_default);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-line", test_1914_opt_1_line);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-units", test_1914_opt_1_units);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-side", test_1914_opt_1_side);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-when", test_1914_opt_1_when);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-withdraw", test_1914_opt_1_withdraw);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-journal", test_1914_opt_1_journal);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
