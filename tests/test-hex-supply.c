/* 1914's lines of communication (vd-hex-supply.h) and rail, tests named after the rules: a
 * unit's line to its HQ (1914-SUP-1, -3), the HQ's line to its edge (1914-SUP-4), what being cut
 * off does to a move (1914-SUP-2), when the status is judged (1914-SEQ-2), and the rail move from
 * HQ to HQ (1914-RAIL-1). The seed gives no terrain
 * costs: where a test moves a unit, it enters clear ground at 1 as the owner would; that value
 * is the test's, not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-hex-supply.h"
#include "vd-test-table.h"

static char *folder;

/* A 1914 board of 6 × 6 flat hexes numbered {col:02}{row:02}, turn 2, with BODY. */
static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Lines\"\nruleset: \"1914\"\n%s"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s",
    strstr (body, "turn:") == NULL ? "turn: 2\n" : "", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

/* The owner's readings of 1914: each pair of READINGS (interpretation, option), NULL-ended;
 * clear ground at 1 for infantry. */
static void
enter_readings (const char *first, ...)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");
  va_list args;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  va_start (args, first);
  for (const char *id = first; id != NULL; id = va_arg (args, const char *))
    vd_hex_entries_set_choice (entries, id, va_arg (args, const char *), "Test", "T");
  va_end (args);
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_readings (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("1914");

  g_unlink (path);
}

static VdHexSupply *
judge (const char *body, const char *unit)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);

  return vd_hex_supply_judge (board, module, unit);
}

/* A German HQ on the east edge (its edge, 1914-SUP-4), two units of its army 4 and 5 hexes
 * away. */
#define FOUR_AND_FIVE \
  "units:\n" \
  "  - {id: ger-hq, side: german, class: hq, hex: \"0603\", army: \"1\"}\n" \
  "  - {id: ger-4, side: german, class: infantry, hex: \"0203\", movement: 4, army: \"1\"}\n" \
  "  - {id: ger-5, side: german, class: infantry, hex: \"0103\", movement: 4, army: \"1\"}\n"

/* 1914-SUP-1: a line of 4 hexes to the unit's HQ. 4 away is operational; 5 away depends on how
 * the 4 are counted (1914-i-loc-length): unread, the answer is unknown and names the reading. */
static void
test_1914_sup_1_length (void)
{
  g_autoptr(VdHexSupply) four = NULL, five = NULL, strict = NULL, lenient = NULL;

  forget_readings ();
  four = judge (FOUR_AND_FIVE, "ger-4");
  g_assert_cmpint (four->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (four->hq, ==, "ger-hq");
  g_assert_cmpstr (four->rule, ==, "1914-SUP-1");
  five = judge (FOUR_AND_FIVE, "ger-5");
  g_assert_cmpint (five->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_cmpstr (five->rule, ==, "1914-i-loc-length");
  g_assert_nonnull (strstr (five->why, "reaches ger-hq or not as reading 1914-i-loc-length"));

  enter_readings ("1914-i-loc-length", "hq-at-most-4-hexes-away", NULL);
  strict = judge (FOUR_AND_FIVE, "ger-5");
  g_assert_cmpint (strict->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (strict->rule, ==, "1914-SUP-1");
  g_assert_nonnull (strstr (strict->why, "no line of 4 hexes to its HQ"));
  enter_readings ("1914-i-loc-length", "4-hexes-between-unit-and-hq", NULL);
  lenient = judge (FOUR_AND_FIVE, "ger-5");
  g_assert_cmpint (lenient->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (lenient->hq, ==, "ger-hq");
  forget_readings ();
}

/* 1914-SUP-1: the line may not cross an enemy zone unless a friend holds the hex. Two French
 * corps wall off column 5; German friends in the hexes between open the way again. */
static void
test_1914_sup_1_zones (void)
{
  const char *walled =
    "units:\n"
    "  - {id: ger-hq, side: german, class: hq, hex: \"0603\", army: \"1\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0303\", movement: 4, army: \"1\"}\n"
    "  - {id: fr-1, side: allied, class: infantry, hex: \"0502\", nation: french}\n"
    "  - {id: fr-2, side: allied, class: infantry, hex: \"0504\", nation: french}\n";
  g_autofree char *held = g_strconcat (walled,
    "  - {id: ger-b, side: german, class: infantry, hex: \"0403\", army: \"2\"}\n"
    "  - {id: ger-c, side: german, class: infantry, hex: \"0503\", army: \"2\"}\n", NULL);
  g_autoptr(VdHexSupply) cut = NULL, open = NULL;

  enter_readings ("1914-i-loc-length", "4-hexes-between-unit-and-hq", NULL);
  cut = judge (walled, "ger-a");
  g_assert_cmpint (cut->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (cut->rule, ==, "1914-SUP-1");
  g_assert_nonnull (strstr (cut->why, "clear of the enemy and of enemy zones"));
  open = judge (held, "ger-a");
  g_assert_cmpint (open->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (open->hq, ==, "ger-hq");
  forget_readings ();
}

/* 1914-SUP-3: a unit without an army number traces to any HQ of its side; one with an army
 * traces only to that army's. */
static void
test_1914_sup_3 (void)
{
  const char *body =
    "units:\n"
    "  - {id: ger-hq-2, side: german, class: hq, hex: \"0603\", army: \"2\"}\n"
    "  - {id: ger-free, side: german, class: cavalry, hex: \"0503\"}\n"
    "  - {id: ger-3, side: german, class: infantry, hex: \"0403\", army: \"3\"}\n";
  g_autoptr(VdHexSupply) free_unit = judge (body, "ger-free");
  g_autoptr(VdHexSupply) other_army = judge (body, "ger-3");

  g_assert_cmpint (free_unit->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (free_unit->hq, ==, "ger-hq-2");
  g_assert_cmpint (other_army->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (other_army->rule, ==, "1914-SUP-1");
  g_assert_nonnull (strstr (other_army->why, "no HQ of army 3 on the board"));
}

/* 1914-HQ-1: an HQ counter is its army's supply: a unit whose line holds by one, and the HQ
 * itself, are operational by 1914-HQ-1 (beside the line's rule); a unit cut off is not. */
static void
test_1914_hq_1 (void)
{
  const char *body =
    "units:\n"
    "  - {id: ger-hq-2, side: german, class: hq, hex: \"0603\", army: \"2\"}\n"
    "  - {id: ger-free, side: german, class: cavalry, hex: \"0503\"}\n"
    "  - {id: ger-3, side: german, class: infantry, hex: \"0403\", army: \"3\"}\n";
  g_autoptr(VdHexSupply) unit = judge (body, "ger-free");
  g_autoptr(VdHexSupply) hq = judge (body, "ger-hq-2");
  g_autoptr(VdHexSupply) cut = judge (body, "ger-3");

  g_assert_cmpint (unit->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (unit->hq, ==, "ger-hq-2");
  g_assert_cmpstr (unit->rule, ==, "1914-SUP-1");
  g_assert_cmpstr (unit->hq_rule, ==, "1914-HQ-1");
  g_assert_cmpint (hq->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_null (hq->hq);
  g_assert_cmpstr (hq->hq_rule, ==, "1914-HQ-1");
  g_assert_cmpint (cut->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_null (cut->hq_rule);
}

/* A side with no HQ at all on the board is not cut off: its board is not set up for lines
 * (HQs come back in play, 1914-HQ-4), and the answer says so. */
static void
test_1914_sup_3_no_hq (void)
{
  g_autoptr(VdHexSupply) supply =
    judge ("units:\n  - {id: ger-1, side: german, class: infantry, hex: \"0303\"}\n", "ger-1");

  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_cmpstr (supply->rule, ==, "1914-SUP-3");
  g_assert_nonnull (strstr (supply->why, "no HQ of its side on the board"));
}

/* 1914-SUP-4: a German HQ on the west side traces to the east edge; French corps wall off
 * column 3. Whether zones cut an HQ's line is a reading (1914-i-hq-line-zoc): unread, unknown;
 * cut, the HQ and the unit beside it are not operational; not cut, both are. */
static void
test_1914_sup_4 (void)
{
  const char *body =
    "units:\n"
    "  - {id: ger-hq, side: german, class: hq, hex: \"0103\", army: \"1\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0104\", movement: 4, army: \"1\"}\n"
    "  - {id: fr-1, side: allied, class: infantry, hex: \"0302\", nation: french}\n"
    "  - {id: fr-2, side: allied, class: infantry, hex: \"0304\", nation: french}\n"
    "  - {id: fr-3, side: allied, class: infantry, hex: \"0306\", nation: french}\n";
  g_autoptr(VdHexSupply) unread = NULL, hq_cut = NULL, unit_cut = NULL, hq_free = NULL;
  g_autoptr(VdHexSupply) unit_free = NULL;

  forget_readings ();
  unread = judge (body, "ger-hq");
  g_assert_cmpint (unread->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_cmpstr (unread->rule, ==, "1914-i-hq-line-zoc");

  enter_readings ("1914-i-hq-line-zoc", "friend-held-only", NULL);
  hq_cut = judge (body, "ger-hq");
  g_assert_cmpint (hq_cut->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (hq_cut->rule, ==, "1914-SUP-4");
  g_assert_nonnull (strstr (hq_cut->why, "no line to its edges (east, north-of:germany"));
  unit_cut = judge (body, "ger-a");
  g_assert_cmpint (unit_cut->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (unit_cut->rule, ==, "1914-SUP-4");
  g_assert_nonnull (strstr (unit_cut->why, "its HQ ger-hq is cut off"));

  enter_readings ("1914-i-hq-line-zoc", "zones-do-not-cut", NULL);
  hq_free = judge (body, "ger-hq");
  g_assert_cmpint (hq_free->status, ==, VD_BOARD_SUPPLY_IN);
  unit_free = judge (body, "ger-a");
  g_assert_cmpint (unit_free->status, ==, VD_BOARD_SUPPLY_IN);
  forget_readings ();
}

/* 1914-SUP-4: each nation its own edges. A British HQ traces to the sea; a Belgian one to the
 * sea only on the Belgian coast, or to Belgium's north edge; an Allied HQ whose nation is not
 * given cannot be judged, nor one whose edges are not on the board. */
#define NATIONS \
  "hexes:\n" \
  "  \"0601\": {terrain: sea}\n" \
  "  \"0501\": {terrain: clear, country: france}\n" \
  "  \"0602\": {terrain: clear, country: france}\n" \
  "%s" \
  "units:\n" \
  "  - {id: gb-hq, side: allied, class: hq, hex: \"0503\", army: \"BEF\", nation: british}\n" \
  "  - {id: be-hq, side: allied, class: hq, hex: \"0502\", army: \"B\", nation: belgian}\n" \
  "  - {id: who-hq, side: allied, class: hq, hex: \"0403\", army: \"X\"}\n" \
  "  - {id: ger-1, side: german, class: infantry, hex: \"0303\"}\n" \
  "  - {id: ger-2, side: german, class: infantry, hex: \"0305\"}\n" \
  "  - {id: ger-3, side: german, class: infantry, hex: \"0301\"}\n"

static void
test_1914_sup_4_nations (void)
{
  g_autofree char *no_belgium = g_strdup_printf (NATIONS, "");
  /* Belgium's north edge, beyond the German corps. */
  g_autofree char *belgium = g_strdup_printf (NATIONS, "  \"0101\": {terrain: clear, country: belgium}\n");
  g_autoptr(VdHexSupply) british = NULL, belgian = NULL, nowhere = NULL, nameless = NULL;

  enter_readings ("1914-i-hq-line-zoc", "friend-held-only", NULL);
  british = judge (no_belgium, "gb-hq");
  g_assert_cmpint (british->status, ==, VD_BOARD_SUPPLY_IN);
  nowhere = judge (no_belgium, "be-hq");
  g_assert_cmpint (nowhere->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_cmpstr (nowhere->rule, ==, "1914-SUP-4");
  g_assert_nonnull (strstr (nowhere->why, "is on the board: give the hexes their terrain and country"));
  /* Walled off by the German corps, and the only sea is off France. */
  belgian = judge (belgium, "be-hq");
  g_assert_cmpint (belgian->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (belgian->rule, ==, "1914-SUP-4");
  g_assert_nonnull (strstr (belgian->why, "terrain:sea@belgium, north-of:belgium"));
  nameless = judge (no_belgium, "who-hq");
  g_assert_cmpint (nameless->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_nonnull (strstr (nameless->why, "its nation is not given"));
  forget_readings ();
}

/* 1914-SUP-2: cut off, a unit has 2 points less and may not enter an enemy zone; each said
 * with the rule. */
static void
test_1914_sup_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) into_zone = NULL;
  const VdHexMoveReason *reason;
  VdHex to;

  enter_readings ("1914-i-zoc-exit", "added-to-terrain-cost", NULL);
  /* Its army's HQ is not on the board (eliminated, 1914-HQ-4), another army's is. */
  board = board_of ("units:\n"
                    "  - {id: ger-hq, side: german, class: hq, hex: \"0606\", army: \"1\"}\n"
                    "  - {id: ger-a, side: german, class: infantry, hex: \"0203\", movement: 4,"
                    " army: \"3\"}\n"
                    "  - {id: fr-1, side: allied, class: infantry, hex: \"0503\","
                    " nation: french}\n", &module);
  reach = vd_hex_reach (board, module, "ger-a", NULL);
  g_assert_nonnull (reach);
  g_assert_cmpint (reach->supply->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpfloat (reach->allowance, ==, 2);
  g_assert_cmpuint (reach->allowance_reasons->len, ==, 1);
  reason = reach->allowance_reasons->pdata[0];
  g_assert_cmpstr (reason->rule, ==, "1914-SUP-2");
  g_assert_cmpstr (reason->by, ==, "ger-a");
  g_assert_cmpfloat (reason->mp, ==, -2);
  /* 0403 is beside the French corps: refused, not a stop. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0403", &to));
  into_zone = vd_hex_move (board, module, "ger-a", NULL, 0, to, NULL);
  g_assert_cmpint (into_zone->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (into_zone->why, "not operational: may not enter an enemy zone"));
  g_assert_cmpint (into_zone->supply->status, ==, VD_BOARD_SUPPLY_OUT);
  forget_readings ();
}

static VdBoardEvent *
move_event (const VdBoard *board, const char *unit, const char *to)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (to);
  return event;
}

static VdBoardEvent *
end_phase (const VdBoard *board, int turn, const char *phase)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);

  event->to_turn = turn;
  event->to_phase = g_strdup (phase);
  return event;
}

/* 1914-SEQ-2: the status is checked in the turn's first phase and holds for the turn: an HQ
 * that drives off afterwards leaves its unit operational until the next turn's check. */
static void
test_1914_seq_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = board_of (
    "turn: 2\nphase: status\n"
    "units:\n"
    "  - {id: ger-hq, side: german, class: hq, hex: \"0605\", army: \"1\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0606\", movement: 4, army: \"1\"}\n",
    &module);
  g_autoptr(VdBoard) moving = NULL, next_turn = NULL;
  g_autoptr(VdHexSupply) kept = NULL, live = NULL, again = NULL;
  const VdBoardUnit *unit;

  g_ptr_array_add (setup->journal, end_phase (setup, 2, "german-move"));
  g_ptr_array_add (setup->journal, move_event (setup, "ger-hq", "0101"));
  g_ptr_array_add (setup->journal, end_phase (setup, 2, "german-combat"));
  g_ptr_array_add (setup->journal, end_phase (setup, 3, "status"));

  moving = vd_board_replay (setup, module, 3, NULL);
  unit = vd_board_find_unit (moving, "ger-a");
  g_assert_cmpint (unit->supply, ==, VD_BOARD_SUPPLY_IN);
  kept = vd_hex_supply_of (moving, module, unit);
  g_assert_cmpint (kept->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (kept->hq, ==, "ger-hq");
  /* As the board stands, its HQ is across the map: not what the turn's check found. */
  live = vd_hex_supply_judge (moving, module, "ger-a");
  g_assert_cmpint (live->status, !=, VD_BOARD_SUPPLY_IN);

  /* The next turn's check is due: judged as the board stands. */
  next_turn = vd_board_replay (setup, module, 4, NULL);
  unit = vd_board_find_unit (next_turn, "ger-a");
  g_assert_cmpint (unit->supply, ==, VD_BOARD_SUPPLY_NOT_JUDGED);
  again = vd_hex_supply_of (next_turn, module, unit);
  g_assert_cmpint (again->status, !=, VD_BOARD_SUPPLY_IN);
}

static const VdHexReached *
by_rail (const VdHexReach *reach, const VdBoard *board, const char *label)
{
  VdHex at;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &at));
  for (guint i = 0; i < reach->rail->len; i++)
    if (vd_hex_equal (((const VdHexReached *) reach->rail->pdata[i])->hex, at))
      return reach->rail->pdata[i];
  return NULL;
}

/* 1914-RAIL-1: a corps that starts on an HQ goes by rail to any other HQ, then one hex more
 * whatever the ground costs — but not into the enemy (1914-MOV-3) nor onto the sea
 * (1914-MOV-4); one not on an HQ has no rail move. */
static void
test_1914_rail_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "hexes:\n  \"0505\": {terrain: sea}\n"
    "units:\n"
    "  - {id: ger-hq-1, side: german, class: hq, hex: \"0101\", army: \"1\"}\n"
    "  - {id: ger-hq-2, side: german, class: hq, hex: \"0605\", army: \"2\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0101\", movement: 4, army: \"1\"}\n"
    "  - {id: ger-b, side: german, class: infantry, hex: \"0102\", movement: 4, army: \"1\"}\n"
    "  - {id: fr-1, side: allied, class: infantry, hex: \"0604\", nation: french}\n", &module);
  g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "ger-a", NULL);
  g_autoptr(VdHexReach) off_hq = vd_hex_reach (board, module, "ger-b", NULL);
  g_autoptr(VdHexMove) by_train = NULL, on_foot = NULL;
  const VdHexReached *there;
  const VdHexMoveReason *reason;
  VdHex to;

  g_assert_cmpuint (reach->rail->len, ==, 3);
  g_assert_nonnull (by_rail (reach, board, "0605"));
  g_assert_null (by_rail (reach, board, "0604"));
  g_assert_null (by_rail (reach, board, "0505"));
  there = by_rail (reach, board, "0606");
  g_assert_nonnull (there);
  g_assert_cmpuint (there->path->len, ==, 3);
  reason = there->reasons->pdata[0];
  g_assert_cmpstr (reason->rule, ==, "1914-RAIL-1");
  g_assert_cmpstr (reason->by, ==, "ger-hq-2");
  g_assert_cmpuint (off_hq->rail->len, ==, 0);

  g_assert_true (vd_hex_grid_parse (board->grid, "0606", &to));
  by_train = vd_hex_move (board, module, "ger-a", NULL, 0, to, NULL);
  g_assert_cmpint (by_train->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (by_train->rail);
  g_assert_cmpfloat (by_train->cost, ==, 0);
  g_assert_cmpstr (((const VdHexMoveReason *) by_train->reasons->pdata[0])->rule, ==,
                   "1914-RAIL-1");
  on_foot = vd_hex_move (board, module, "ger-b", NULL, 0, to, NULL);
  g_assert_cmpint (on_foot->verdict, !=, VD_HEX_MOVE_LEGAL);
  g_assert_false (on_foot->rail);

  /* Recorded, the move says the army it joins: it traces to that HQ from then on. */
  {
    g_autoptr(VdBoardEvent) event = move_event (board, "ger-a", "0606");
    g_autoptr(GError) error = NULL;

    event->army = g_strdup ("2");
    g_assert_true (vd_board_event_apply (event, board, module, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (vd_board_find_unit (board, "ger-a")->army, ==, "2");
  }
}

/* A game without lines of communication judges nothing. */
static void
test_no_lines (void)
{
  g_autofree char *path = g_build_filename (folder, "naa.yaml", NULL);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexSupply) supply = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  const char *text =
    "vedette: 1\nkind: board\ntitle: \"NaA\"\nruleset: naa\nturn: 2\n"
    "grid: {hexes: flat, columns: 4, rows: 4, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0202\", movement: 4}\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, &module, NULL);
  g_assert_nonnull (board);
  g_assert_false (vd_hex_supply_applies (module));
  supply = vd_hex_supply_judge (board, module, "fr");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_NOT_JUDGED);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_null (reach->supply);
  g_assert_cmpuint (reach->rail->len, ==, 0);
  g_unlink (path);
}

/* 1914-HQ-4: with its army's only HQ off the map (eliminated), a unit is not operational, said
 * with that rule and not as a line too long; another army's unit is not touched. */
static void
test_1914_hq_4 (void)
{
  const char *body =
    "units:\n"
    "  - {id: ger-hq1, side: german, class: hq, hex: \"0603\", army: \"1\"}\n"
    "  - {id: ger-hq2, side: german, class: hq, hex: \"0601\", army: \"2\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0503\", army: \"2\"}\n"
    "  - {id: ger-b, side: german, class: infantry, hex: \"0504\", army: \"1\"}\n"
    "journal:\n"
    "  - {event: move, turn: 2, unit: ger-hq2, hex: ~, eliminated: true}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = NULL, board = NULL;
  g_autoptr(VdHexSupply) cut = NULL, other = NULL;
  g_autoptr(GError) error = NULL;

  enter_readings ("1914-i-loc-length", "hq-at-most-4-hexes-away", NULL);
  setup = board_of (body, &module);
  board = vd_board_replay (setup, module, G_MAXUINT, &error);
  g_assert_no_error (error);
  cut = vd_hex_supply_judge (board, module, "ger-a");
  g_assert_cmpint (cut->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (cut->rule, ==, "1914-HQ-4");
  g_assert_nonnull (strstr (cut->why, "its army's HQ ger-hq2 is not on the map"));
  other = vd_hex_supply_judge (board, module, "ger-b");
  g_assert_cmpstr (other->rule, !=, "1914-HQ-4");
  forget_readings ();
}

/* 1914-SUD-6: no. 22 corrects the German HQ's edges to east and north: read so (reading
 * 1914-i-german-edge), a German HQ's line to the east edge is judged by that rule; read as
 * no. 21 had it, by 1914-SUP-4. */
static void
test_1914_sud_6 (void)
{
  const char *body =
    "units:\n  - {id: ger-hq, side: german, class: hq, hex: \"0103\", army: \"1\"}\n";
  g_autoptr(VdHexSupply) corrected = NULL, old = NULL;

  enter_readings ("1914-i-german-edge", "east-or-north", "1914-i-hq-line-zoc",
                  "friend-held-only", NULL);
  corrected = judge (body, "ger-hq");
  g_assert_cmpint (corrected->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (corrected->rule, ==, "1914-SUD-6");
  enter_readings ("1914-i-german-edge", "east-north-or-south", "1914-i-hq-line-zoc",
                  "friend-held-only", NULL);
  old = judge (body, "ger-hq");
  g_assert_cmpint (old->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (old->rule, ==, "1914-SUP-4");
  forget_readings ();
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-supply-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-SUP-1-length-1914-i-loc-length", test_1914_sup_1_length);
  g_test_add_func ("/hex/rules/1914/1914-SUP-1-zones-friend-held", test_1914_sup_1_zones);
  g_test_add_func ("/hex/rules/1914/1914-HQ-1", test_1914_hq_1);
  g_test_add_func ("/hex/rules/1914/1914-SUP-3-no-army", test_1914_sup_3);
  g_test_add_func ("/hex/rules/1914/1914-SUP-3-no-hq-at-all", test_1914_sup_3_no_hq);
  g_test_add_func ("/hex/rules/1914/1914-SUP-4-1914-i-hq-line-zoc", test_1914_sup_4);
  g_test_add_func ("/hex/rules/1914/1914-SUP-4-nations", test_1914_sup_4_nations);
  g_test_add_func ("/hex/rules/1914/1914-SUD-6", test_1914_sud_6);
  g_test_add_func ("/hex/rules/1914/1914-SUP-2", test_1914_sup_2);
  g_test_add_func ("/hex/rules/1914/1914-HQ-4-supply", test_1914_hq_4);
  g_test_add_func ("/hex/rules/1914/1914-SEQ-2-judged-once-a-turn", test_1914_seq_2);
  g_test_add_func ("/hex/rules/1914/1914-RAIL-1", test_1914_rail_1);
  g_test_add_func ("/hex/supply/no-lines-no-rail", test_no_lines);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
