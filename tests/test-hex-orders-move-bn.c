/* What BN's order sheet means for hex move and hex reach (vd-hex-orders-bn-move.h), tests named
 * after the rules: 10.1h a corps HQ without an order in force is pinned, an army HQ moves at
 * will (10.0c); 10.5a a unit may not leave its commander's radius, 10.5b unless on a divisional
 * order. Clear ground costs 1 MP to officers and HQs here (the seed's Movement Table is
 * missing): the tests' value, not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn-move.h"
#include "vd-test-table.h"

static char *folder;

static void
enter_officer_costs (gboolean enter)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");

  if (enter)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

      vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
      vd_hex_entries_set_value (entries, "terrain.clear.mp.hq", "1", "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
    }
  else
    g_unlink (path);
}

/* The board of BODY as it stands after its journal, with SETUP its file. */
static VdBoard *
board_of (const char *body, VdBoard **setup, VdHexRuleset **module)
{
  VdBoard *board;

  *setup = vd_test_hex_board (folder, "bn", 2, 9, 9, body, module);
  board = vd_board_replay (*setup, *module, G_MAXUINT, NULL);
  g_assert_nonnull (board);
  return board;
}

static VdHex
at (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

/* The move of UNIT to TO, as hex move asks it: with what the sheet means for it. */
static VdHexMove *
move_of (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
         const char *unit, const char *to)
{
  VdHexMoveAsk ask = { 0 };
  g_autoptr(GPtrArray) orders = vd_hex_orders_move_ask (setup, G_MAXUINT, board, module, unit,
                                                        &ask);

  return vd_hex_move_ask (board, module, unit, NULL, 0, at (board, to), &ask, NULL);
}

static VdHexReach *
reach_of (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
          const char *unit)
{
  VdHexMoveAsk ask = { 0 };
  g_autoptr(GPtrArray) orders = vd_hex_orders_move_ask (setup, G_MAXUINT, board, module, unit,
                                                        &ask);

  return vd_hex_reach_ask (board, module, unit, &ask, NULL);
}

/* The last reason of MOVE is RULE, by BY. */
static void
assert_last_reason (const VdHexMove *move, const char *rule, const char *by)
{
  const VdHexMoveReason *last = move->reasons->pdata[move->reasons->len - 1];

  g_assert_cmpstr (last->rule, ==, rule);
  g_assert_cmpstr (last->by, ==, by);
}

/* HEX among LIST (VdHexBlocked*) with RULE and WHAT in its why. */
static gboolean
blocked_with (const VdBoard *board, GPtrArray *list, const char *hex, const char *rule,
              const char *what)
{
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const VdHexBlocked *blocked = list->pdata[i];

      if (vd_hex_equal (blocked->hex, at (board, hex)) && g_strcmp0 (blocked->rule, rule) == 0 &&
          strstr (blocked->why, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

static gboolean
reached (const VdBoard *board, const VdHexReach *reach, const char *hex)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((const VdHexReached *) reach->reached->pdata[i])->hex, at (board, hex)))
      return TRUE;
  return FALSE;
}

#define HQS \
  "units:\n" \
  "  - {id: napoleon, side: french, class: hq, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0707\", army: napoleon}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0706\", army: ney}\n" \
  "journal:\n" \
  "  - {event: ruling, turn: 1, rule: \"10.1h\", question: \"?\", decision: \"-\"}\n"

#define NEY_ORDERED \
  "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon, receiver: ney," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n"

/* 10.1h: Ney's corps HQ with no order in force may not move, nor reach any hex, said with the
 * rule and by him, whatever the path costs; on an accepted order it moves; Napoleon's, an army
 * HQ, moves at will (10.0c). */
static void
test_10_1h_move (void)
{
  g_autoptr(VdHexRuleset) module = NULL, ordered_module = NULL, costless_module = NULL;
  g_autoptr(VdBoard) setup = NULL, ordered_setup = NULL, costless_setup = NULL;
  g_autoptr(VdBoard) board = NULL, ordered = NULL, costless = NULL;
  g_autoptr(VdHexMove) pinned = NULL, unknown_cost = NULL, free = NULL, army = NULL;
  g_autoptr(VdHexReach) pinned_reach = NULL;
  g_autoptr(GPtrArray) army_reasons = NULL;
  VdHexMoveAsk army_ask = { 0 };

  /* Without the officer's cost the path is not known, but the pin is. */
  costless = board_of (HQS, &costless_setup, &costless_module);
  unknown_cost = move_of (costless_setup, costless, costless_module, "ney", "0708");
  g_assert_cmpint (unknown_cost->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (unknown_cost->why, "ney: pinned: no order of its is in force"));
  assert_last_reason (unknown_cost, "10.1h", "ney");

  enter_officer_costs (TRUE);
  board = board_of (HQS, &setup, &module);
  pinned = move_of (setup, board, module, "ney", "0708");
  g_assert_cmpint (pinned->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (pinned->why, "it moves only on a new order, an initiative or an "
                                         "emergency retreat"));
  assert_last_reason (pinned, "10.1h", "ney");
  pinned_reach = reach_of (setup, board, module, "ney");
  g_assert_cmpuint (pinned_reach->reached->len, ==, 1);
  g_assert_true (blocked_with (board, pinned_reach->forbidden, "0708", "10.1h", "ney: pinned"));

  ordered = board_of (HQS NEY_ORDERED, &ordered_setup, &ordered_module);
  free = move_of (ordered_setup, ordered, ordered_module, "ney", "0708");
  g_assert_cmpint (free->verdict, ==, VD_HEX_MOVE_LEGAL);

  army_reasons = vd_hex_orders_move_ask (setup, G_MAXUINT, board, module, "napoleon", &army_ask);
  g_assert_null (army_ask.pinned);
  g_assert_cmpuint (army_reasons->len, ==, 1);
  g_assert_cmpstr (((VdHexOddsReason *) army_reasons->pdata[0])->rule, ==, "10.0c");
  army = move_of (setup, board, module, "napoleon", "0102");
  g_assert_cmpint (army->verdict, ==, VD_HEX_MOVE_LEGAL);
  enter_officer_costs (FALSE);
}

/* Ney's corps on an order; d1, his division commander, on none of his own but with D1_ORDERED. */
#define DIVISIONS \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0909\"}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0907\", army: ney, movement: 20}\n" \
  "journal:\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 3, sender: napoleon, receiver: ney," \
  " type: non-attack, method: written, arrives: 1, result: \"Accepted\"}\n"

#define D1_ORDERED \
  "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon, receiver: d1," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n"

/* 10.5a, 10.5b: d1, a division commander 2 hexes from his corps HQ, reaches 0102 (more than 8
 * officer MP from it) only on a divisional order of his own: hex reach lists it, said with
 * 10.5b, as hex move allows it; on the corps' order alone both refuse it with 10.5a; 0905,
 * within, either way. */
static void
test_10_5a_10_5b_reach (void)
{
  g_autoptr(VdHexRuleset) module = NULL, free_module = NULL;
  g_autoptr(VdBoard) setup = NULL, free_setup = NULL, board = NULL, free_board = NULL;
  g_autoptr(VdHexReach) held = NULL, on_own = NULL;
  g_autoptr(VdHexMove) held_move = NULL, own_move = NULL;

  enter_officer_costs (TRUE);
  board = board_of (DIVISIONS, &setup, &module);
  free_board = board_of (DIVISIONS D1_ORDERED, &free_setup, &free_module);

  held = reach_of (setup, board, module, "d1");
  g_assert_false (reached (board, held, "0102"));
  g_assert_true (blocked_with (board, held->forbidden, "0102", "10.5a",
                               "0102: out of the radius of its commander ney (8 officer MP)"));
  g_assert_true (reached (board, held, "0905"));
  g_assert_cmpuint (held->free_of_radius->len, ==, 0);
  held_move = move_of (setup, board, module, "d1", "0102");
  g_assert_cmpint (held_move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  assert_last_reason (held_move, "10.5a", "0102");

  on_own = reach_of (free_setup, free_board, free_module, "d1");
  g_assert_true (reached (free_board, on_own, "0102"));
  g_assert_true (reached (free_board, on_own, "0905"));
  g_assert_true (blocked_with (free_board, on_own->free_of_radius, "0102", "10.5b",
                               "its divisional order frees it of it"));
  g_assert_false (blocked_with (free_board, on_own->free_of_radius, "0905", "10.5b", ""));
  own_move = move_of (free_setup, free_board, free_module, "d1", "0102");
  g_assert_cmpint (own_move->verdict, ==, VD_HEX_MOVE_LEGAL);
  assert_last_reason (own_move, "10.5b", "0102");
  enter_officer_costs (FALSE);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-orders-move-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/10.1h-move", test_10_1h_move);
  g_test_add_func ("/hex/rules/bn/10.5a-10.5b-reach", test_10_5a_10_5b_reach);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
