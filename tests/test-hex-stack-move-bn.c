/* BN's general rules of movement (vd-hex-move.h), tests named after them: 12.2 units move out
 * of and into a stack at no cost, each paying its own points; 16.1c the allowance read by
 * class and formation (the seed's two values, 11.0a-ex), another named missing; 16.1d each
 * counter's points its own, a stack-mate's move taking none of them; 16.0 one counter at a
 * time along a path of neighbouring hexes. The Movement Table is missing: the tests enter
 * clear ground at 1 as the owner would (a value of the tests, not the game's). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

static void
enter_costs (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
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

/* A column and a line stacked in 0505 facing 0, a column in 0504 facing 0, a battery; the
 * same with the stack's counters elsewhere (one left in 0505, or none). */
#define UNITS(col_hex, lin_hex) \
  "phase: fr-movement\n" \
  "units:\n" \
  "  - {id: col, side: french, class: infantry, hex: \"" col_hex "\", formation: column," \
  " facing: 0}\n" \
  "  - {id: lin, side: french, class: infantry, hex: \"" lin_hex "\", formation: line," \
  " facing: 0}\n" \
  "  - {id: other, side: french, class: infantry, hex: \"0504\", formation: column, facing: 0}\n" \
  "  - {id: gun, side: french, class: artillery, hex: \"0808\", formation: limbered, facing: 0," \
  " strength: \"5\"}\n"
#define STACK UNITS ("0505", "0505")
#define ALONE UNITS ("0505", "0909")
#define EMPTY UNITS ("0101", "0909")

static VdHexMove *
move_of (const VdBoard *board, const VdHexRuleset *module, const char *unit, const char *to)
{
  g_autoptr(GError) error = NULL;
  VdHexMove *move = vd_hex_move (board, module, unit, NULL, 0, hex (board, to), &error);

  g_assert_no_error (error);
  return move;
}

static gboolean
has_rule (GPtrArray *reasons, const char *rule)
{
  for (guint i = 0; i < reasons->len; i++)
    if (g_strcmp0 (((VdHexMoveReason *) reasons->pdata[i])->rule, rule) == 0)
      return TRUE;
  return FALSE;
}

/* 16.1c: the allowance by type and formation, column 8 and line 5 (the seed's only values);
 * a limbered battery's is the missing table's. */
static void
test_bn_16_1c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) col = NULL, lin = NULL, gun = NULL;

  enter_costs ();
  board = vd_test_hex_board (folder, "bn", 1, 10, 10, STACK, &module);
  col = vd_hex_reach (board, module, "col", NULL);
  lin = vd_hex_reach (board, module, "lin", NULL);
  gun = vd_hex_reach (board, module, "gun", NULL);
  g_assert_true (col->has_allowance);
  g_assert_cmpfloat (col->allowance, ==, 8);
  g_assert_true (has_rule (col->allowance_reasons, "11.0a-ex"));
  g_assert_true (lin->has_allowance);
  g_assert_cmpfloat (lin->allowance, ==, 5);
  g_assert_false (gun->has_allowance);
  forget_costs ();
}

/* 12.2: col leaves the stack for 0506 at the cost it pays alone there; other joins it at the
 * cost of entering 0505 empty: stacking costs nothing; 16.0: the path is a chain of
 * neighbours, one counter moving; 16.1d: once col's move is recorded, lin still has its whole
 * allowance. */
static void
test_bn_12_2_16_1d_16_0 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, alone_module = NULL, empty_module = NULL;
  g_autoptr(VdHexRuleset) after_module = NULL;
  g_autoptr(VdBoard) board = NULL, alone = NULL, empty = NULL, after = NULL, now = NULL;
  g_autoptr(VdHexMove) out = NULL, out_alone = NULL, in = NULL, in_empty = NULL;
  g_autoptr(VdHexReach) lin_after = NULL;

  enter_costs ();
  board = vd_test_hex_board (folder, "bn", 1, 10, 10, STACK, &module);
  alone = vd_test_hex_board (folder, "bn", 1, 10, 10, ALONE, &alone_module);
  empty = vd_test_hex_board (folder, "bn", 1, 10, 10, EMPTY, &empty_module);
  out = move_of (board, module, "col", "0507");
  out_alone = move_of (alone, alone_module, "col", "0507");
  g_assert_cmpint (out->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (out->cost, >, 0);
  g_assert_cmpfloat (out->cost, ==, out_alone->cost);
  in = move_of (board, module, "other", "0505");
  in_empty = move_of (empty, empty_module, "other", "0505");
  g_assert_cmpint (in->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (in->cost, ==, in_empty->cost);
  g_assert_cmpuint (out->path->len, >=, 3);
  for (guint i = 1; i < out->path->len; i++)
    g_assert_cmpint (vd_hex_distance (g_array_index (out->path, VdHex, i - 1),
                                      g_array_index (out->path, VdHex, i)), ==, 1);
  after = vd_test_hex_board (folder, "bn", 1, 10, 10,
                             STACK "journal:\n"
                             "  - {event: move, turn: 1, phase: fr-movement, unit: col,"
                             " hex: \"0507\"}\n", &after_module);
  now = vd_board_replay (after, after_module, G_MAXUINT, NULL);
  g_assert_nonnull (now);
  lin_after = vd_hex_reach (now, after_module, "lin", NULL);
  g_assert_cmpfloat (lin_after->allowance, ==, 5);
  forget_costs ();
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-stack-move-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/16.1c", test_bn_16_1c);
  g_test_add_func ("/hex/rules/bn/12.2-16.1d-16.0", test_bn_12_2_16_1d_16_0);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
