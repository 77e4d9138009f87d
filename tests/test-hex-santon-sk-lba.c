/* LBA: what holds a Santon battery still (LBA-SANTON-1) and how an Sk regiment moves on its
 * hexside as the owner reads lba-i-sk-move (LBA-DRAG-1), through hex move, hex reach and the
 * board's journal. */
#include <string.h>

#include "vd-board-event.h"
#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* An earthwork in 0303 whose two fronts face 0402 and 0403, the battery sb in it; another
 * battery ra in the open; the Tver dragoons d1 in clear 0505, on the hexside toward 0506. */
#define BODY \
  "hexes:\n  \"0303\": {terrain: santon}\n" \
  "hexsides:\n" \
  "  - {between: [\"0303\", \"0402\"], feature: earthwork-front, toward: \"0402\"}\n" \
  "  - {between: [\"0303\", \"0403\"], feature: earthwork-front, toward: \"0403\"}\n" \
  "units:\n" \
  "  - {id: sb, side: french, class: artillery, hex: \"0303\", strength: 2, state: unlimbered," \
  " facing: 2}\n" \
  "  - {id: ra, side: coalition, nation: russian, class: artillery, hex: \"0101\"," \
  " strength: 2, state: limbered}\n" \
  "  - {id: d1, name: \"Tver Dragoner\", side: coalition, nation: russian, class: cavalry," \
  " hex: \"0505\", across: \"0506\", strength: 7}\n"

static VdBoard *
board_of (VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 7, 7, BODY, module);
}

static VdHex
hex_of (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

static gboolean
has_move_reason (GPtrArray *reasons, const char *rule)
{
  for (guint i = 0; i < reasons->len; i++)
    if (g_strcmp0 (((const VdHexMoveReason *) reasons->pdata[i])->rule, rule) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
has_move_reason_by (GPtrArray *reasons, const char *rule, const char *by)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A move event of UNIT to HEX (NULL: off the map), FACING (-1: not given). */
static VdBoardEvent *
move_event (const VdBoard *board, const char *unit, const char *hex, int facing)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (hex);
  event->facing = facing;
  return event;
}

/* LBA-SANTON-1: a battery in a work never moves: hex move refuses every hex with the rule, hex
 * reach reaches none; a battery in the open moves as before. */
static void
test_lba_santon_1_move (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdHexMove) still = vd_hex_move (board, module, "sb", NULL, 0,
                                            hex_of (board, "0302"), NULL);
  g_autoptr(VdHexMove) free = vd_hex_move (board, module, "ra", NULL, 0,
                                           hex_of (board, "0102"), NULL);
  g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "sb", NULL);

  g_assert_cmpint (still->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_move_reason (still->reasons, "LBA-SANTON-1"));
  g_assert_nonnull (strstr (still->why, "sb is a battery in a Santon earthwork: it never "
                                         "limbers, moves or turns"));
  g_assert_cmpint (free->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_false (has_move_reason (free->reasons, "LBA-SANTON-1"));
  g_assert_nonnull (reach);
  g_assert_cmpuint (reach->reached->len, ==, 1);
  g_assert_cmpuint (reach->forbidden->len, ==, 6);
  for (guint i = 0; i < reach->forbidden->len; i++)
    g_assert_cmpstr (((VdHexBlocked *) reach->forbidden->pdata[i])->rule, ==, "LBA-SANTON-1");
}

/* LBA-SANTON-1 in the journal: a move elsewhere and a turn are refused with the rule, the board
 * untouched; a move to its own hex facing as it does stands, and off the map (taken) it goes. */
static void
test_lba_santon_1_journal (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdBoardEvent) away = move_event (board, "sb", "0302", -1);
  g_autoptr(VdBoardEvent) turn = move_event (board, "sb", "0303", 4);
  g_autoptr(VdBoardEvent) same = move_event (board, "sb", "0303", 2);
  g_autoptr(VdBoardEvent) taken = move_event (board, "sb", NULL, -1);
  g_autoptr(VdBoardEvent) other = move_event (board, "ra", "0102", 3);
  g_autoptr(GError) error = NULL;
  const VdBoardUnit *sb = vd_board_find_unit (board, "sb");

  g_assert_false (vd_board_event_apply (away, board, module, &error));
  g_assert_nonnull (strstr (error->message, "never limbers, moves or turns (LBA-SANTON-1)"));
  g_clear_error (&error);
  g_assert_false (vd_board_event_apply (turn, board, module, &error));
  g_assert_nonnull (strstr (error->message, "(LBA-SANTON-1)"));
  g_clear_error (&error);
  g_assert_true (vd_hex_equal (sb->hex, hex_of (board, "0303")));
  g_assert_cmpint (sb->facing, ==, 2);
  g_assert_true (vd_board_event_apply (same, board, module, &error));
  g_assert_no_error (error);
  g_assert_true (vd_board_event_apply (other, board, module, &error));
  g_assert_no_error (error);
  taken->eliminated = TRUE;
  g_assert_true (vd_board_event_apply (taken, board, module, &error));
  g_assert_no_error (error);
  g_assert_false (vd_board_find_unit (board, "sb")->placed);
}

/* LBA-DRAG-1, reading lba-i-sk-move, each option: not chosen, the module's default (ours, and
 * said) and move-leaves-mode alike take the regiment off its hexside and it moves as cavalry; leave-mode-first refuses its move
 * until it has left the mode; moves-in-mode leaves the move's cost to the referee. */
static void
test_lba_drag_1_sk_move (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(VdHexMove) leaves = NULL, first = NULL, in_mode = NULL, own = NULL;
  g_autoptr(VdHexRuleset) first_module = NULL, in_mode_module = NULL;
  g_autoptr(VdBoard) first_board = NULL, in_mode_board = NULL;

  g_assert_null (vd_hex_ruleset_choice (module, "lba-i-sk-move"));
  leaves = vd_hex_move (board, module, "d1", NULL, 0, hex_of (board, "0605"), NULL);
  g_assert_cmpint (leaves->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_cmpstr (leaves->left_hexside_rule, ==, "LBA-DRAG-1");
  g_assert_true (has_move_reason_by (leaves->reasons, "lba-i-sk-move",
                                     "move-leaves-mode (our default: not chosen)"));

  vd_test_choose_reading ("lba", "lba-i-sk-move", "move-leaves-mode");
  {
    g_autoptr(VdHexRuleset) chosen_module = NULL;
    g_autoptr(VdBoard) chosen_board = board_of (&chosen_module);
    g_autoptr(VdHexMove) chosen = vd_hex_move (chosen_board, chosen_module, "d1", NULL, 0,
                                               hex_of (chosen_board, "0605"), NULL);

    g_assert_cmpint (chosen->verdict, !=, VD_HEX_MOVE_ILLEGAL);
    g_assert_cmpstr (chosen->left_hexside_rule, ==, "LBA-DRAG-1");
    g_assert_true (has_move_reason_by (chosen->reasons, "lba-i-sk-move", "move-leaves-mode"));
  }

  vd_test_choose_reading ("lba", "lba-i-sk-move", "leave-mode-first");
  first_board = board_of (&first_module);
  first = vd_hex_move (first_board, first_module, "d1", NULL, 0, hex_of (first_board, "0605"),
                       NULL);
  g_assert_cmpint (first->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_move_reason (first->reasons, "LBA-DRAG-1"));
  g_assert_nonnull (strstr (first->why, "d1 sits on its hexside in Sk mode: it leaves the mode "
                                        "in its hex before it moves (reading lba-i-sk-move: "
                                        "leave-mode-first)"));
  /* A move to its own hex takes it out of the mode, and then it moves. */
  own = vd_hex_move (first_board, first_module, "d1", NULL, 0, hex_of (first_board, "0505"),
                     NULL);
  g_assert_cmpint (own->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  {
    g_autoptr(VdBoardEvent) off = move_event (first_board, "d1", "0505", -1);
    g_autoptr(VdHexMove) after = NULL;

    g_assert_true (vd_board_event_apply (off, first_board, first_module, NULL));
    after = vd_hex_move (first_board, first_module, "d1", NULL, 0,
                         hex_of (first_board, "0605"), NULL);
    g_assert_cmpint (after->verdict, !=, VD_HEX_MOVE_ILLEGAL);
    g_assert_null (after->left_hexside);
  }

  vd_test_choose_reading ("lba", "lba-i-sk-move", "moves-in-mode");
  in_mode_board = board_of (&in_mode_module);
  in_mode = vd_hex_move (in_mode_board, in_mode_module, "d1", NULL, 0,
                         hex_of (in_mode_board, "0605"), NULL);
  g_assert_cmpint (in_mode->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_move_reason (in_mode->reasons, "LBA-DRAG-1"));
  g_assert_nonnull (strstr (in_mode->why, "d1 moves in Sk mode: what that costs is not given "
                                          "(reading lba-i-sk-move: moves-in-mode)"));
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-DRAG-1 under reading lba-i-sk-move's moves-in-mode: the Tver dragoons moved from their
 * hexside 0505|0506 to 0605 with `across: 0606` end seated there (the move's cost still the
 * referee's), its event seats them; toward a village (LBA-DRAG-4) or a hex not next to 0605 the
 * seat is refused as hex hexside refuses it; under another reading a move seats nothing, the
 * reading named; a move off the hexside names the cost of leaving the mode as not given, and
 * adds it once the owner enters it in the module. */
static void
test_lba_drag_1_move_seats (void)
{
  const char *body = "hexes:\n  \"0604\": {terrain: village}\n"
                     "units:\n"
                     "  - {id: d1, name: \"Tver Dragoner\", side: coalition, nation: russian,"
                     " class: cavalry, hex: \"0505\", across: \"0506\", strength: 7}\n";
  g_autoptr(GError) error = NULL;

  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 7, 7, body, &module);
    VdHexMoveAsk ask = { .across = "0606" };
    g_autoptr(VdHexMove) refused = vd_hex_move_ask (board, module, "d1", NULL, 0,
                                                    hex_of (board, "0605"), &ask, &error);

    g_assert_no_error (error);
    g_assert_cmpint (refused->verdict, ==, VD_HEX_MOVE_ILLEGAL);
    g_assert_null (refused->across);
    g_assert_true (has_move_reason (refused->reasons, "lba-i-sk-move"));
    g_assert_nonnull (strstr (refused->why, "a move seats d1 on a hexside only under reading "
                                            "lba-i-sk-move's moves-in-mode (read: "
                                            "move-leaves-mode)"));
  }
  vd_test_choose_reading ("lba", "lba-i-sk-move", "moves-in-mode");
  {
    g_autoptr(VdHexRuleset) module = NULL;
    g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 7, 7, body, &module);
    VdHexMoveAsk ask = { .across = "0606" }, village = { .across = "0604" },
                 far = { .across = "0101" };
    g_autoptr(VdHexMove) seats = vd_hex_move_ask (board, module, "d1", NULL, 0,
                                                  hex_of (board, "0605"), &ask, &error);
    g_autoptr(VdHexMove) into_village = NULL, too_far = NULL, off = NULL;
    g_autoptr(VdBoardEvent) event = NULL;
    const VdBoardUnit *d1;

    g_assert_no_error (error);
    g_assert_cmpint (seats->verdict, ==, VD_HEX_MOVE_UNKNOWN);
    g_assert_cmpstr (seats->across, ==, "0606");
    g_assert_null (seats->left_hexside);
    g_assert_nonnull (strstr (seats->seated, "d1 ends in Sk mode on the hexside 0605|0606 "
                                             "(reading lba-i-sk-move: moves-in-mode)"));
    g_assert_true (has_move_reason (seats->reasons, "LBA-DRAG-1"));
    g_assert_null (strstr (seats->why, "leaving Sk mode"));
    event = move_event (board, "d1", "0605", -1);
    event->hex2 = g_strdup (seats->across);
    g_assert_true (vd_board_event_apply (event, board, module, &error));
    g_assert_no_error (error);
    d1 = vd_board_find_unit (board, "d1");
    g_assert_true (d1->on_hexside);
    g_assert_true (vd_hex_equal (d1->across, hex_of (board, "0606")));

    into_village = vd_hex_move_ask (board, module, "d1", NULL, 0, hex_of (board, "0505"),
                                    &village, &error);
    g_assert_no_error (error);
    g_assert_cmpint (into_village->verdict, ==, VD_HEX_MOVE_ILLEGAL);
    g_assert_true (has_move_reason (into_village->reasons, "LBA-DRAG-4"));
    too_far = vd_hex_move_ask (board, module, "d1", NULL, 0, hex_of (board, "0505"), &far,
                               &error);
    g_assert_no_error (error);
    g_assert_cmpint (too_far->verdict, ==, VD_HEX_MOVE_ILLEGAL);
    g_assert_nonnull (strstr (too_far->why, "across names a neighbour of its hex"));
    off = vd_hex_move (board, module, "d1", NULL, 0, hex_of (board, "0505"), &error);
    g_assert_no_error (error);
    g_assert_cmpint (off->verdict, ==, VD_HEX_MOVE_UNKNOWN);
    g_assert_nonnull (strstr (off->why, "leaving Sk mode costs what the seed does not give: "
                                        "the owner enters it as "
                                        "special.russian_dragoons.sk.move.leave_cost"));
    /* Once the owner enters that cost in the module, it is added and no longer named. */
    {
      VdYamlNode *cost = (VdYamlNode *) vd_hex_ruleset_lookup (
        module, "special.russian_dragoons.sk.move.leave_cost");
      g_autoptr(VdHexMove) entered = NULL;

      g_assert_nonnull (cost);
      g_free (cost->value);
      cost->value = g_strdup ("2");
      entered = vd_hex_move (board, module, "d1", NULL, 0, hex_of (board, "0505"), &error);
      g_assert_no_error (error);
      g_assert_cmpfloat (entered->cost, ==, off->cost + 2);
      g_assert_true (has_move_reason (entered->reasons, "LBA-DRAG-1"));
      g_assert_null (strstr (entered->why, "leaving Sk mode"));
    }
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-santon-sk-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-1-move", test_lba_santon_1_move);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-1-journal", test_lba_santon_1_journal);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-1-lba-i-sk-move", test_lba_drag_1_sk_move);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-1-move-seats", test_lba_drag_1_move_seats);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
