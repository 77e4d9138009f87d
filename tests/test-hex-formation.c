/* Formations in BN's moves, tests named after the rules: the counter's formation checked
 * against its class (11.1), what a formation may cross and whether it moves (11.2), the
 * allowance by formation and the points rescaled on a change (11.0a, 16.1b). The seed's
 * Movement Table is missing: the tests enter clear ground at 1 as the owner would (a value of
 * the tests, not the game's); the allowances 8 and 5 and the 1-MP change are the seed's own
 * example (11.0a). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* A BN board of 5 × 9 flat hexes numbered {col:02}{row:02}, with BODY; NULL with ERROR when
 * the reader refuses it. */
static VdBoard *
board_try (const char *body, VdHexRuleset **module, GError **error)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Formations\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 5, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return vd_board_load (path, module, error);
}

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  g_autoptr(GError) error = NULL;
  VdBoard *board = board_try (body, module, &error);

  g_assert_no_error (error);
  return board;
}

/* Clear ground at 1 MP for infantry, and READING (may be NULL) as the owner's choice for
 * bn-i-half-rounding. */
static void
enter_costs (const char *reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  if (reading != NULL)
    vd_hex_entries_set_choice (entries, "bn-i-half-rounding", reading, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_costs (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");

  g_unlink (path);
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex out;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &out));
  return out;
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, double mp)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && reason->mp == mp)
        return TRUE;
    }
  return FALSE;
}

static gboolean
reaches (const VdHexReach *reach, VdHex to)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->reached->pdata[i])->hex, to))
      return TRUE;
  return FALSE;
}

#define COLUMN_AT_0409 \
  "units:\n  - {id: inf, side: french, class: infantry, hex: \"0409\", facing: 0," \
  " formation: column}\n"

/* 11.0a's own example: a column (allowance 8 by the table, the counter printing none) spends
 * 5, forms line for 1 more, and has 2 of 8 left: a quarter of line's 5, 1.25, rounded to 1.
 * One hex more in line is legal, two are not. */
static void
test_bn_11_0a_example (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) one = NULL, two = NULL;
  VdHex via;
  VdHexMoveAsk ask = { .formation = "line", .change_at = 1 };

  enter_costs (NULL);
  board = board_of (COLUMN_AT_0409, &module);
  via = hex (board, "0404");
  one = vd_hex_move_ask (board, module, "inf", &via, 1, hex (board, "0403"), &ask, NULL);
  g_assert_cmpint (one->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (one->has_allowance);
  g_assert_cmpfloat (one->allowance, ==, 8);
  g_assert_true (has_reason (one->allowance_reasons, "11.0a-ex", 8));
  g_assert_cmpstr (one->formation, ==, "line");
  g_assert_true (vd_hex_equal (one->formation_hex, via));
  g_assert_cmpfloat (one->formation_left, ==, 1);
  g_assert_cmpfloat (one->cost, ==, 7);
  g_assert_true (has_reason (one->reasons, "11.0a-ex", 1));
  g_assert_true (has_reason (one->reasons, "16.1b", 0));

  two = vd_hex_move_ask (board, module, "inf", &via, 1, hex (board, "0402"), &ask, NULL);
  g_assert_cmpint (two->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (two->why, "0402"));
  forget_costs ();
}

/* 16.1b rounds a fraction above .5 up and below .49 down; a half is the owner's reading
 * (bn-i-half-rounding): 3 spent and 1 to form line leave 4 of 8, half of 5 is 2.5. Open, the
 * move is the referee's, naming the reading; read "up", 3 points are left. */
static void
test_bn_16_1b_half (void)
{
  g_autoptr(VdHexRuleset) module = NULL, chosen_module = NULL;
  g_autoptr(VdBoard) board = NULL, chosen = NULL;
  g_autoptr(VdHexMove) open = NULL, up = NULL;
  g_autoptr(VdHexReach) three = NULL;
  VdHex via;
  VdHexMoveAsk ask = { .formation = "line", .change_at = 1 };

  enter_costs (NULL);
  board = board_of (COLUMN_AT_0409, &module);
  via = hex (board, "0406");
  open = vd_hex_move_ask (board, module, "inf", &via, 1, hex (board, "0405"), &ask, NULL);
  g_assert_cmpint (open->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_reason (open->reasons, "bn-i-half-rounding", 0));
  g_assert_nonnull (strstr (open->why, "bn-i-half-rounding"));

  enter_costs ("up");
  chosen = board_of (COLUMN_AT_0409, &chosen_module);
  up = vd_hex_move_ask (chosen, chosen_module, "inf", &via, 1, hex (chosen, "0403"), &ask, NULL);
  g_assert_cmpint (up->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (up->formation_left, ==, 3);
  g_assert_cmpfloat (up->cost, ==, 7);

  /* Formed at the start: 1 paid, 7 of 8 left, 4.375 of 5 rounded down to 4. */
  {
    VdHexMoveAsk first = { .formation = "line" };

    three = vd_hex_reach_ask (chosen, chosen_module, "inf", &first, NULL);
  }
  g_assert_cmpfloat (three->allowance, ==, 4);
  g_assert_cmpstr (three->formation, ==, "line");
  g_assert_true (reaches (three, hex (chosen, "0405")));
  g_assert_false (reaches (three, hex (chosen, "0404")));
  forget_costs ();
}

/* 11.2: a column crosses a bridge at no extra cost; a line may not use it, and says so. With
 * 1 MP, neither can go round. */
static void
test_bn_11_2_bridge (void)
{
  g_autoptr(VdHexRuleset) module = NULL, line_module = NULL;
  g_autoptr(VdBoard) board = NULL, line = NULL;
  g_autoptr(VdHexMove) column_move = NULL, line_move = NULL;

  enter_costs (NULL);
  board = board_of ("hexsides:\n  - {between: [\"0405\", \"0404\"], feature: bridge}\n"
                    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\","
                    " facing: 0, movement: 1, formation: column}\n", &module);
  column_move = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0404"), NULL);
  g_assert_cmpint (column_move->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (column_move->cost, ==, 1);

  line = board_of ("hexsides:\n  - {between: [\"0405\", \"0404\"], feature: bridge}\n"
                   "units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\","
                   " facing: 0, movement: 1, formation: line}\n", &line_module);
  line_move = vd_hex_move (line, line_module, "inf", NULL, 0, hex (line, "0404"), NULL);
  g_assert_cmpint (line_move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (line_move->reasons, "11.2", 0));
  g_assert_nonnull (strstr (line_move->why, "not for a unit in line"));
  forget_costs ();
}

/* 11.2: a square does not move; leaving it costs what the missing table says, so a reach
 * that forms column first is the referee's, naming what is missing. */
static void
test_bn_11_2_square (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) stays = NULL, leaves = NULL;
  g_autoptr(VdHexMove) move = NULL;
  VdHexMoveAsk ask = { .formation = "column" };

  enter_costs (NULL);
  board = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\","
                    " facing: 0, movement: 5, formation: square}\n", &module);
  stays = vd_hex_reach (board, module, "inf", NULL);
  g_assert_cmpuint (stays->reached->len, ==, 1);
  g_assert_cmpuint (stays->forbidden->len, >, 0);
  g_assert_cmpstr (((VdHexBlocked *) stays->forbidden->pdata[0])->rule, ==, "11.2");
  move = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0404"), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (move->why, "does not move"));

  leaves = vd_hex_reach_ask (board, module, "inf", &ask, NULL);
  g_assert_cmpuint (leaves->reached->len, ==, 1);
  g_assert_cmpstr (leaves->caveat_rule, ==, "11.0a-ex");
  g_assert_nonnull (strstr (leaves->caveat, "Movement Table"));
  forget_costs ();
}

/* 11.6a: infantry in column may try to form square (its cost is the missing table's), a
 * disorganized or routed one may not, and says so by its rule. */
static void
test_bn_11_6a (void)
{
  static const char * const states[] = { "disorganized", "routed" };
  VdHexMoveAsk ask = { .formation = "square", .change_at = 0 };

  enter_costs (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      g_autofree char *body = g_strdup_printf (
        "units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\", facing: 0,"
        " movement: 8, formation: column, state: %s}\n", states[i]);
      g_autofree char *expected = g_strdup_printf ("inf is %s: it may not form square",
                                                   states[i]);
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = board_of (body, &module);
      g_autoptr(VdHexMove) move = vd_hex_move_ask (board, module, "inf", NULL, 0,
                                                   hex (board, "0404"), &ask, NULL);

      g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
      g_assert_true (has_reason (move->reasons, "11.6a", 0));
      g_assert_nonnull (strstr (move->why, expected));
    }
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = board_of (COLUMN_AT_0409, &module);
    g_autoptr(VdHexMove) move = vd_hex_move_ask (board, module, "inf", NULL, 0,
                                                 hex (board, "0408"), &ask, NULL);

    g_assert_false (has_reason (move->reasons, "11.6a", 0));
    g_assert_null (strstr (move->why != NULL ? move->why : "", "may not form"));
  }
  forget_costs ();
}

/* 11.6e: a square that forms column takes any facing for free, so the hex behind it costs
 * only its ground; a line that forms column pays to turn about. The change's cost is the
 * test's entry (the Movement Table is missing). */
static void
test_bn_11_6e (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  VdHexMoveAsk ask = { .formation = "column", .change_at = 0 };
  g_autoptr(VdHexRuleset) module = NULL, line_module = NULL;
  g_autoptr(VdBoard) square = NULL, line = NULL;
  g_autoptr(VdHexMove) back = NULL, turned = NULL;
  g_autoptr(VdHexReach) reach = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "special.movement.formation_change.infantry_square_to_column",
                            "1", "Test", "T");
  vd_hex_entries_set_value (entries, "special.movement.formation_change.infantry_line_to_column",
                            "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  square = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\","
                     " facing: 0, movement: 8, formation: square}\n", &module);
  back = vd_hex_move_ask (square, module, "inf", NULL, 0, hex (square, "0406"), &ask, NULL);
  g_assert_cmpint (back->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (back->cost, ==, 2);
  g_assert_true (has_reason (back->reasons, "11.6e", 0));
  reach = vd_hex_reach_ask (square, module, "inf", &ask, NULL);
  g_assert_true (has_reason (reach->allowance_reasons, "11.6e", 0));
  line = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0405\","
                   " facing: 0, movement: 8, formation: line}\n", &line_module);
  turned = vd_hex_move_ask (line, line_module, "inf", NULL, 0, hex (line, "0406"), &ask, NULL);
  g_assert_cmpint (turned->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (turned->cost, >, 2);
  g_assert_false (has_reason (turned->reasons, "11.6e", 0));
  forget_costs ();
}

/* 13.1b: a battery that limbers may turn about for free, so the hex behind it costs only its
 * ground, as the hex in front does; the change's cost and the allowance in limber are the
 * test's entries. */
static void
test_bn_13_1b (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  VdHexMoveAsk ask = { .formation = "limbered", .change_at = 0 };
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) back = NULL, ahead = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.artillery", "1", "Test", "T");
  vd_hex_entries_set_value (entries,
                            "special.movement.formation_change.artillery_unlimbered_to_limbered",
                            "1", "Test", "T");
  vd_hex_entries_set_value (entries, "special.movement.movement_allowance.artillery_limbered",
                            "8", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("units:\n  - {id: bat, side: french, class: artillery, hex: \"0405\","
                    " facing: 0, movement: 8, formation: unlimbered}\n", &module);
  back = vd_hex_move_ask (board, module, "bat", NULL, 0, hex (board, "0406"), &ask, NULL);
  g_assert_cmpint (back->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (back->cost, ==, 2);
  g_assert_true (has_reason (back->reasons, "13.1b", 0));
  g_assert_false (has_reason (back->reasons, "13.1d", 1));
  ahead = vd_hex_move_ask (board, module, "bat", NULL, 0, hex (board, "0404"), &ask, NULL);
  g_assert_cmpfloat (ahead->cost, ==, 2);
  forget_costs ();
}

/* 11.1: a counter's formation is one of its class's, in the file (with line and column) and
 * in the journal; a move that changes it is kept, and read back. */
static void
test_bn_11_1_checked (void)
{
  g_autoptr(VdHexRuleset) module = NULL, read_module = NULL;
  g_autoptr(VdBoard) board = NULL, bad = NULL, again = NULL;
  g_autoptr(VdBoardEvent) event = NULL, wrong = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *path = NULL;

  bad = board_try ("units:\n  - {id: gun, side: french, class: artillery, hex: \"0405\","
                   " formation: square}\n", &module, &error);
  g_assert_null (bad);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, ":8:"));
  g_assert_nonnull (strstr (error->message, "11.1"));
  g_clear_error (&error);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  board = board_of (COLUMN_AT_0409, &module);
  wrong = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  wrong->unit_id = g_strdup ("inf");
  wrong->hex = g_strdup ("0408");
  wrong->formation = g_strdup ("limbered");
  g_assert_false (vd_board_event_apply (wrong, board, module, &error));
  g_assert_nonnull (strstr (error->message, "11.1"));
  g_clear_error (&error);
  g_assert_cmpstr (vd_board_find_unit (board, "inf")->formation, ==, "column");

  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup ("inf");
  event->hex = g_strdup ("0408");
  event->formation = g_strdup ("line");
  g_assert_true (vd_board_event_apply (event, board, module, &error));
  g_assert_no_error (error);
  g_ptr_array_add (board->journal, vd_board_event_copy (event));
  g_assert_cmpstr (vd_board_find_unit (board, "inf")->formation, ==, "line");
  {
    g_autofree char *line = vd_board_event_describe (event, board, module);

    /* In place, a change of formation; along a path, a move that ends in it. */
    g_assert_cmpstr (line, ==, "Turn 2: inf forms line in 0408");
    g_free (line);
    event->path = g_strsplit ("0409 0408", " ", -1);
    line = vd_board_event_describe (event, board, module);
    g_assert_cmpstr (line, ==, "Turn 2: inf moves to 0408, now in line");
  }

  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "formation: line"));
  path = g_build_filename (folder, "again.yaml", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  again = vd_board_load (path, &read_module, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->journal->len, ==, 1);
  g_assert_cmpstr (((VdBoardEvent *) again->journal->pdata[0])->formation, ==, "line");
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-formation-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/11.0a-example", test_bn_11_0a_example);
  g_test_add_func ("/hex/rules/bn/16.1b-half", test_bn_16_1b_half);
  g_test_add_func ("/hex/rules/bn/11.2-bridge", test_bn_11_2_bridge);
  g_test_add_func ("/hex/rules/bn/11.2-square", test_bn_11_2_square);
  g_test_add_func ("/hex/rules/bn/11.1-checked", test_bn_11_1_checked);
  g_test_add_func ("/hex/rules/bn/11.6a", test_bn_11_6a);
  g_test_add_func ("/hex/rules/bn/11.6e", test_bn_11_6e);
  g_test_add_func ("/hex/rules/bn/13.1b", test_bn_13_1b);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
