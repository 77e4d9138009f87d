/* 1914's units that come back (vd-hex-returns.h), tests named after the rules: off the map and
 * back after the die's delay by the exit hex or an edge hex next to it (1914-RET-5), an
 * eliminated HQ's return in phase 1 (1914-HQ-4, reading 1914-i-hq-return-turn), and two
 * eliminated units of one arm rebuilt as one on their army's HQ (1914-REB-1, 1914-REB-2,
 * reading 1914-i-rebuild-pair), operational at once (1914-REB-2, reading
 * 1914-i-rebuilt-operational), and the British due by the seed's schedule (1914-SET-3,
 * 1914-OPT-2). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-hex-returns.h"
#include "vd-hex-supply.h"
#include "vd-hex-turn.h"
#include "vd-test-table.h"

static char *folder;

/* A 1914 board of 6 × 6: ger-a retreated off the map by 0604 in turn 1, the 2nd Army's HQ
 * and two units eliminated in turn 1, one more in turn 2; then END, the last end-phase. */
static VdBoard *
board_of (const char *end, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Returns\"\nruleset: \"1914\"\n"
    "turn: 1\nphase: german-combat\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: ger-hq1, side: german, class: hq, hex: \"0606\", army: \"1\"}\n"
    "  - {id: ger-hq2, side: german, class: hq, hex: \"0601\", army: \"2\"}\n"
    "  - {id: ger-a, side: german, class: infantry, hex: \"0604\", army: \"1\"}\n"
    "  - {id: ger-b, side: german, class: infantry, hex: \"0503\", army: \"1\", state: disorganized}\n"
    "  - {id: ger-c, side: german, class: infantry, hex: \"0502\", army: \"1\"}\n"
    "  - {id: ger-d, side: german, class: cavalry, hex: \"0402\", army: \"1\"}\n"
    "  - {id: fr-1, side: allied, class: infantry, hex: \"0101\", nation: french}\n"
    "journal:\n"
    "  - {event: move, turn: 1, phase: german-combat, unit: ger-a, hex: ~, note: \"DR (1914-RET-5)\"}\n"
    "  - {event: move, turn: 1, phase: german-combat, unit: ger-hq2, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 1, phase: german-combat, unit: ger-b, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 1, phase: german-combat, unit: ger-d, hex: ~, eliminated: true}\n"
    "  - {event: end-phase, turn: 1, phase: german-combat, to_turn: 2, to_phase: german-combat}\n"
    "  - {event: move, turn: 2, phase: german-combat, unit: ger-c, hex: ~, eliminated: true}\n"
    "  - {event: end-phase, turn: 2, phase: german-combat, %s}\n", end);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

/* The owner's reading of interpretation ID, OPTION, and of ID2 when not NULL. */
static void
enter_readings (const char *id, const char *option, const char *id2, const char *option2)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");

  vd_hex_entries_set_choice (entries, id, option, "Test", "T");
  if (id2 != NULL)
    vd_hex_entries_set_choice (entries, id2, option2, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_readings (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("1914");

  g_unlink (path);
}

static const VdHexOut *
find_out (const VdHexReturns *returns, const char *id)
{
  for (guint i = 0; i < returns->out->len; i++)
    if (g_str_equal (((const VdHexOut *) returns->out->pdata[i])->unit_id, id))
      return returns->out->pdata[i];
  return NULL;
}

/* ID's entry, which the test expects. */
static const VdHexOut *
out_of (const VdHexReturns *returns, const char *id)
{
  static const VdHexOut none = { 0 };
  const VdHexOut *out = find_out (returns, id);

  g_assert_nonnull (out);
  return out != NULL ? out : &none;
}

static VdHexReturns *
returns_of (const VdBoard *board, const VdHexRuleset *module)
{
  g_autoptr(GError) error = NULL;
  VdHexReturns *returns = vd_hex_returns (board, module, board->journal->len, &error);

  g_assert_no_error (error);
  return returns;
}

/* Off the map: no return before the die; the die's delay from the module's table (3 → 2
 * turns), the exit hex or an edge hex next to it, nothing else. */
static void
test_1914_ret_5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("to_turn: 3, to_phase: status", &module);
  g_autoptr(VdHexReturns) returns = returns_of (board, module);
  g_autoptr(VdHexReturns) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoardEvent) refused = NULL;
  g_autoptr(VdBoardEvent) back = NULL;
  const VdHexOut *out = out_of (returns, "ger-a");
  VdBoardEvent *die;

  g_assert_nonnull (out);
  g_assert_cmpint (out->kind, ==, VD_HEX_OUT_OFF_MAP);
  g_assert_cmpstr (out->rule, ==, "1914-RET-5");
  g_assert_cmpint (out->die, ==, 0);
  g_assert_false (out->due);
  g_assert_nonnull (strstr (out->why, "re-entry die is not rolled yet"));
  g_assert_cmpstr (out->exit_hex, ==, "0604");
  g_assert_true (g_strv_contains ((const char * const *) out->hexes, "0604"));
  g_assert_true (g_strv_contains ((const char * const *) out->hexes, "0605"));
  g_assert_true (g_strv_contains ((const char * const *) out->hexes, "0603"));
  g_assert_false (g_strv_contains ((const char * const *) out->hexes, "0504"));

  refused = vd_hex_returns_reenter (board, module, board->journal->len, "ger-a", "0604", &error);
  g_assert_null (refused);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "has not rolled its re-entry die yet (1914-RET-5)"));
  g_clear_error (&error);

  /* A 1 puts it off 3 turns: turn 4, not now. */
  die = vd_hex_returns_die (board, module, board->journal->len, "ger-a", 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (die->die, ==, 1);
  g_assert_cmpint (die->to_turn, ==, 4);
  vd_board_event_free (die);
  /* A 3, two turns: back from turn 3. */
  die = vd_hex_returns_die (board, module, board->journal->len, "ger-a", 3, &error);
  g_assert_no_error (error);
  g_assert_null (die->hex);
  g_assert_cmpint (die->to_turn, ==, 3);
  g_ptr_array_add (board->journal, die);
  after = returns_of (board, module);
  out = out_of (after, "ger-a");
  g_assert_cmpint (out->die, ==, 3);
  g_assert_cmpint (out->back_turn, ==, 3);
  g_assert_true (out->due);
  g_assert_nonnull (strstr (out->why, "die 3: back from turn 3"));
  g_assert_null (vd_hex_returns_die (board, module, board->journal->len, "ger-a", 5, &error));
  g_assert_nonnull (strstr (error->message, "rolled its re-entry die already"));
  g_clear_error (&error);

  g_assert_null (vd_hex_returns_reenter (board, module, board->journal->len, "ger-a", "0303",
                                         &error));
  g_assert_nonnull (strstr (error->message, "comes back by 0604 or an edge hex next to it"));
  g_assert_nonnull (strstr (error->message, "not 0303 (1914-RET-5)"));
  g_clear_error (&error);
  back = vd_hex_returns_reenter (board, module, board->journal->len, "ger-a", "0605", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->hex, ==, "0605");
  g_assert_nonnull (strstr (back->note, "1914-RET-5"));
}

/* The re-entry die and its turn are kept in the move event, written and read back. */
static void
test_1914_ret_5_journal (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("to_turn: 3, to_phase: status", &module);
  g_autoptr(VdBoard) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "saved.yaml", NULL);
  VdBoardEvent *die = vd_hex_returns_die (board, module, board->journal->len, "ger-a", 6,
                                          &error);
  const VdBoardEvent *read;

  g_assert_no_error (error);
  g_assert_cmpint (die->to_turn, ==, 2);
  g_ptr_array_add (board->journal, die);
  g_assert_true (vd_board_save_file (board, path, &error));
  g_assert_no_error (error);
  again = vd_board_load (path, NULL, &error);
  g_assert_no_error (error);
  read = again->journal->pdata[again->journal->len - 1];
  g_assert_cmpint (read->die, ==, 6);
  g_assert_cmpint (read->to_turn, ==, 2);
  g_assert_true (vd_board_event_equal (read, die));
}

/* An eliminated HQ: the turn it comes back waits on reading 1914-i-hq-return-turn; back in
 * phase 1 only, anywhere. */
static void
test_1914_hq_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("to_turn: 3, to_phase: status", &module);
  g_autoptr(VdHexReturns) returns = returns_of (board, module);
  g_autoptr(VdHexRuleset) module2 = NULL;
  g_autoptr(VdBoard) moving = NULL;
  g_autoptr(VdBoardEvent) back = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexOut *out = out_of (returns, "ger-hq2");

  g_assert_cmpint (out->kind, ==, VD_HEX_OUT_HQ);
  g_assert_cmpstr (out->rule, ==, "1914-HQ-4");
  g_assert_cmpint (out->back_turn, ==, 0);
  g_assert_false (out->due);
  g_assert_cmpstr (returns->missing_rule, ==, "1914-i-hq-return-turn");
  g_assert_null (vd_hex_returns_reenter (board, module, board->journal->len, "ger-hq2", "0303",
                                         &error));
  g_assert_nonnull (strstr (error->message, "1914-i-hq-return-turn"));
  g_clear_error (&error);
  g_clear_pointer (&returns, vd_hex_returns_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  enter_readings ("1914-i-hq-return-turn", "turn-after-next", NULL, NULL);
  board = board_of ("to_turn: 3, to_phase: status", &module);
  returns = returns_of (board, module);
  out = out_of (returns, "ger-hq2");
  g_assert_cmpint (out->back_turn, ==, 3);
  g_assert_true (out->due);
  g_assert_null (out->hexes);
  g_assert_nonnull (strstr (out->why, "its army not operational meanwhile"));
  back = vd_hex_returns_reenter (board, module, board->journal->len, "ger-hq2", "0303", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->hex, ==, "0303");

  /* Out of phase 1, refused with the rule. */
  moving = board_of ("to_turn: 3, to_phase: german-move", &module2);
  g_assert_null (vd_hex_returns_reenter (moving, module2, moving->journal->len, "ger-hq2",
                                         "0303", &error));
  g_assert_nonnull (strstr (error->message, "comes back in phase status only, not in "
                                            "german-move (1914-HQ-4)"));
  forget_readings ();
}

/* Two eliminated units of one arm, each out two turns, rebuilt as one on their army's HQ in
 * phase 1; a lone cavalry waits; what a pair shares is reading 1914-i-rebuild-pair. */
static void
test_1914_reb_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("to_turn: 3, to_phase: status", &module);
  g_autoptr(VdHexReturns) returns = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexRebuildPair *pair;
  const VdBoardEvent *event;

  enter_readings ("1914-i-hq-return-turn", "next-turn", NULL, NULL);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("to_turn: 3, to_phase: status", &module);
  returns = returns_of (board, module);

  g_assert_cmpint (out_of (returns, "ger-b")->kind, ==, VD_HEX_OUT_ELIMINATED);
  g_assert_cmpstr (out_of (returns, "ger-b")->rule, ==, "1914-REB-1");
  g_assert_cmpuint (returns->pairs->len, ==, 0);
  g_assert_cmpstr (returns->missing_rule, ==, "1914-i-rebuild-pair");
  g_clear_pointer (&returns, vd_hex_returns_free);

  enter_readings ("1914-i-hq-return-turn", "next-turn", "1914-i-rebuild-pair", "same-army");
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("to_turn: 3, to_phase: status", &module);
  returns = returns_of (board, module);
  g_assert_cmpuint (returns->pairs->len, ==, 1);
  pair = returns->pairs->pdata[0];
  g_assert_cmpstr (pair->first, ==, "ger-b");
  g_assert_cmpstr (pair->second, ==, "ger-c");
  g_assert_false (pair->due);
  g_assert_cmpstr (pair->rule, ==, "1914-REB-1");
  g_assert_nonnull (strstr (pair->why, "not before turn 4: each must be out 2 turns"));
  g_assert_null (vd_hex_returns_rebuild (board, module, board->journal->len, "ger-b", "ger-c",
                                         "ger-b", &error));
  g_assert_nonnull (strstr (error->message, "not before turn 4"));
  g_clear_error (&error);
  g_assert_null (vd_hex_returns_rebuild (board, module, board->journal->len, "ger-b", "ger-d",
                                         "ger-b", &error));
  g_assert_nonnull (strstr (error->message, "are no pair"));
  g_clear_error (&error);
  g_clear_pointer (&returns, vd_hex_returns_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  /* Turn 4, but not phase 1. */
  board = board_of ("to_turn: 4, to_phase: german-move", &module);
  returns = returns_of (board, module);
  pair = returns->pairs->pdata[0];
  g_assert_false (pair->due);
  g_assert_cmpstr (pair->rule, ==, "1914-REB-2");
  g_assert_nonnull (strstr (pair->why, "rebuilt in phase status only"));
  g_clear_pointer (&returns, vd_hex_returns_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  board = board_of ("to_turn: 4, to_phase: status", &module);
  returns = returns_of (board, module);
  pair = returns->pairs->pdata[0];
  g_assert_true (pair->due);
  g_assert_cmpstr (pair->hq, ==, "ger-hq1");
  g_assert_cmpstr (pair->rule, ==, "1914-REB-2");
  events = vd_hex_returns_rebuild (board, module, board->journal->len, "ger-b", "ger-c", "ger-b",
                                   &error);
  g_assert_no_error (error);
  /* On the HQ, on its good face, the other gone for good. */
  g_assert_cmpuint (events->len, ==, 3);
  event = events->pdata[0];
  g_assert_cmpstr (event->unit_id, ==, "ger-b");
  g_assert_cmpstr (event->hex, ==, "0606");
  event = events->pdata[1];
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_null (event->state);
  event = events->pdata[2];
  g_assert_cmpstr (event->unit_id, ==, "ger-c");
  g_assert_cmpstr (event->state, ==, VD_HEX_RETURNS_MERGED);
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (board->journal, vd_board_event_copy (events->pdata[i]));
  g_clear_pointer (&returns, vd_hex_returns_free);
  returns = returns_of (board, module);
  g_assert_null (find_out (returns, "ger-b"));
  g_assert_null (find_out (returns, "ger-c"));
  g_assert_cmpuint (returns->pairs->len, ==, 0);
  forget_readings ();
}

/* The rebuilt pair's board at turn 4's status phase, with ger-b rebuilt on ger-hq1; with CUT,
 * ger-hq1 first moved to the corner 0101 beside fr-1 (0201), whose zone takes its only other
 * way out (0102), so that its line to its edge fails (1914-SUP-4, zones cutting as
 * 1914-i-hq-line-zoc's friend-held-only reads); then the status phase left, the turn's check
 * made. */
static VdBoard *
rebuilt_board (gboolean cut, VdHexRuleset **module)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = NULL;
  VdBoard *board = board_of ("to_turn: 4, to_phase: status", module);
  VdBoardEvent *end;

  for (guint i = 0; cut && i < 2; i++)
    {
      VdBoardEvent *move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

      move->unit_id = g_strdup (i == 0 ? "fr-1" : "ger-hq1");
      move->hex = g_strdup (i == 0 ? "0201" : "0101");
      g_ptr_array_add (board->journal, move);
    }
  events = vd_hex_returns_rebuild (board, *module, board->journal->len, "ger-b", "ger-c",
                                   "ger-b", &error);
  g_assert_no_error (error);
  g_assert_true (((VdBoardEvent *) events->pdata[0])->rebuilt);
  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (board->journal, vd_board_event_copy (events->pdata[i]));
  end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  end->to_turn = 4;
  end->to_phase = g_strdup ("german-move");
  g_ptr_array_add (board->journal, end);
  return board;
}

/* ID's status as the turn's check found it, on BOARD's journal replayed to its end. */
static VdHexSupply *
status_of (const VdBoard *board, const VdHexRuleset *module, const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) now = vd_board_replay (board, module, board->journal->len, &error);

  g_assert_no_error (error);
  return vd_hex_supply_of (now, module, vd_board_find_unit (now, id));
}

/* 1914-REB-2: rebuilt on its army's HQ in phase 1, the unit is operational at once, the rule
 * said; where its HQ's own line fails, reading 1914-i-rebuilt-operational decides (at once
 * whatever its line, or by its line, not operational, 1914-SUP-4), and open, it is named. */
static void
test_1914_reb_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexSupply) supply = NULL;
  g_autoptr(VdBoard) saved = NULL;
  g_autoptr(GError) error = NULL;

  enter_readings ("1914-i-hq-return-turn", "next-turn", "1914-i-rebuild-pair", "same-army");
  board = rebuilt_board (FALSE, &module);
  supply = status_of (board, module, "ger-b");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (supply->rule, ==, "1914-REB-2");
  g_assert_cmpstr (supply->why, ==, "rebuilt in turn 4: operational at once, its line holding");
  g_clear_pointer (&supply, vd_hex_supply_free);
  /* Kept in the journal: the move says it was a rebuild. */
  {
    g_autofree char *path = g_build_filename (folder, "rebuilt.yaml", NULL);
    g_autoptr(VdHexRuleset) again_module = NULL;

    g_assert_true (vd_board_save_file (board, path, NULL));
    saved = vd_board_load (path, &again_module, &error);
    g_assert_no_error (error);
    supply = status_of (saved, again_module, "ger-b");
    g_assert_cmpstr (supply->rule, ==, "1914-REB-2");
    g_clear_pointer (&supply, vd_hex_supply_free);
  }
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  /* Its HQ cut off: the reading open, the answer is named. */
  vd_test_choose_reading ("1914", "1914-i-hq-line-zoc", "friend-held-only");
  board = rebuilt_board (TRUE, &module);
  supply = status_of (board, module, "ger-hq1");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_OUT);
  g_clear_pointer (&supply, vd_hex_supply_free);
  supply = status_of (board, module, "ger-b");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_UNKNOWN);
  g_assert_cmpstr (supply->rule, ==, "1914-i-rebuilt-operational");
  g_assert_nonnull (strstr (supply->why, "operational at once (1914-REB-2), or not as its line "
                                         "goes"));
  g_clear_pointer (&supply, vd_hex_supply_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  vd_test_choose_reading ("1914", "1914-i-rebuilt-operational", "at-once");
  board = rebuilt_board (TRUE, &module);
  supply = status_of (board, module, "ger-b");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_IN);
  g_assert_cmpstr (supply->rule, ==, "1914-REB-2");
  g_assert_nonnull (strstr (supply->why, "operational at once, for this turn, though"));
  g_clear_pointer (&supply, vd_hex_supply_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  vd_test_choose_reading ("1914", "1914-i-rebuilt-operational", "by-its-line");
  board = rebuilt_board (TRUE, &module);
  supply = status_of (board, module, "ger-b");
  g_assert_cmpint (supply->status, ==, VD_BOARD_SUPPLY_OUT);
  g_assert_cmpstr (supply->rule, ==, "1914-SUP-4");
  forget_readings ();
}

/* 1914-SET-3 and 1914-OPT-2: a British counter set up without a hex nor an `arrives` is due as
 * the seed's schedule says: turn 2 by 1110, 1210, 1209, or, with option (b), turn 4 by any sea
 * hex; a French one is not; Sud has no British. */
static void
test_1914_set_3 (void)
{
  static const char units[] =
    "units:\n"
    "  - {id: br-1, side: allied, class: infantry, hex: ~, nation: british}\n"
    "  - {id: fr-9, side: allied, class: infantry, hex: ~, nation: french}\n"
    "hexes:\n  \"0101\": {terrain: sea}\n  \"0102\": {terrain: sea}\n";
  g_autofree char *nord = g_strdup_printf ("options: [scenario-nord]\n%s", units);
  g_autofree char *late = g_strdup_printf ("options: [scenario-nord, british-late]\n%s", units);
  g_autofree char *sud = g_strdup_printf ("options: [scenario-sud]\n%s", units);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "1914", 1, 14, 12, nord, &module);
  g_autoptr(VdHexReturns) returns = vd_hex_returns (board, module, 0, NULL);
  g_autoptr(VdBoardEvent) early = NULL, astray = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexOut *br;

  g_assert_cmpuint (returns->out->len, ==, 1);
  br = out_of (returns, "br-1");
  g_assert_cmpint (br->kind, ==, VD_HEX_OUT_REINFORCEMENT);
  g_assert_cmpstr (br->rule, ==, "1914-SET-3");
  g_assert_cmpstr (br->why, ==, "a reinforcement, due from turn 2 by 1110, 1210, 1209");
  g_assert_false (br->due);
  early = vd_hex_returns_reenter (board, module, 0, "br-1", "1110", &error);
  g_assert_null (early);
  g_assert_cmpstr (error->message, ==, "br-1 arrives from turn 2, not in turn 1 (1914-SET-3)");
  g_clear_error (&error);
  g_clear_pointer (&returns, vd_hex_returns_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  board = vd_test_hex_board (folder, "1914", 2, 14, 12, nord, &module);
  astray = vd_hex_returns_reenter (board, module, 0, "br-1", "0101", &error);
  g_assert_null (astray);
  g_assert_cmpstr (error->message, ==, "br-1 arrives by 1110, 1210, 1209, not 0101 (1914-SET-3)");
  g_clear_error (&error);
  {
    g_autoptr(VdBoardEvent) enters = vd_hex_returns_reenter (board, module, 0, "br-1", "1209",
                                                             &error);

    g_assert_no_error (error);
    g_assert_cmpstr (enters->hex, ==, "1209");
  }
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  /* Option (b): turn 4, by a sea hex. */
  board = vd_test_hex_board (folder, "1914", 4, 14, 12, late, &module);
  returns = vd_hex_returns (board, module, 0, NULL);
  br = out_of (returns, "br-1");
  g_assert_cmpstr (br->rule, ==, "1914-OPT-2");
  g_assert_cmpstr (br->why, ==, "a reinforcement, due from turn 4 by 0101, 0102");
  g_assert_true (br->due);
  g_clear_pointer (&returns, vd_hex_returns_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  board = vd_test_hex_board (folder, "1914", 4, 14, 12, sud, &module);
  returns = vd_hex_returns (board, module, 0, NULL);
  g_assert_null (find_out (returns, "br-1"));
}

/* BN 1.1e: an entry hex the enemy holds lets the reinforcement in by an edge hex within 10 of
 * it, said with the rule; not by a hex inside the map; an entry hex free, the other hex is
 * refused by 16.4. */
static void
test_bn_1_1e (void)
{
  static const char body[] =
    "phase: fr-movement\n"
    "units:\n"
    "  - {id: al1, side: allied, class: infantry, hex: \"0301\"}\n"
    "  - {id: fr6, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0301\"]}}\n"
    "  - {id: fr7, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0401\"]}}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 6, 6, body, &module);
  g_autoptr(VdBoardEvent) shifted = NULL, inside = NULL, free_entry = NULL;
  g_autoptr(GError) error = NULL;

  shifted = vd_hex_returns_reenter (board, module, 0, "fr6", "0601", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shifted->hex, ==, "0601");
  g_assert_cmpstr (shifted->note, ==, "1.1e: 0301 is blocked by the enemy; by an edge hex "
                                      "within 10 of it");
  inside = vd_hex_returns_reenter (board, module, 0, "fr6", "0303", &error);
  g_assert_null (inside);
  g_assert_cmpstr (error->message, ==, "fr6 arrives by 0301, not 0303 (16.4)");
  g_clear_error (&error);
  free_entry = vd_hex_returns_reenter (board, module, 0, "fr7", "0601", &error);
  g_assert_null (free_entry);
  g_assert_cmpstr (error->message, ==, "fr7 arrives by 0401, not 0601 (16.4)");
}

/* BN 16.4: a reinforcement the board gives `arrives` is listed, due from its turn by its hexes;
 * before it, or by another hex, it is refused with the rule; due, it enters; `hex turn` names
 * it in its turn; the board reads back with it. A counter placed already cannot have one. */
static void
test_bn_16_4 (void)
{
  static const char body[] =
    "phase: fr-movement\n"
    "units:\n"
    "  - {id: fr1, side: french, class: infantry, hex: \"0505\"}\n"
    "  - {id: fr5, side: french, class: infantry, hex: ~, arrives: {turn: 3, hexes: [\"0101\", \"0102\"]}}\n"
    "  - {id: fr6, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0601\"]}}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 6, 6, body, &module);
  g_autoptr(VdHexReturns) returns = vd_hex_returns (board, module, 0, NULL);
  g_autoptr(VdHexTurn) turn = vd_hex_turn (board, module, 0, NULL);
  g_autoptr(VdBoardEvent) early = NULL, astray = NULL, enters = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexOut *fr5, *fr6;
  const VdHexOddsReason *condition;

  g_assert_cmpuint (returns->out->len, ==, 2);
  fr5 = returns->out->pdata[0];
  fr6 = returns->out->pdata[1];
  g_assert_cmpint (fr5->kind, ==, VD_HEX_OUT_REINFORCEMENT);
  g_assert_cmpstr (fr5->rule, ==, "16.4");
  g_assert_false (fr5->due);
  g_assert_cmpstr (fr5->why, ==, "a reinforcement, due from turn 3 by 0101, 0102");
  g_assert_true (fr6->due);
  early = vd_hex_returns_reenter (board, module, 0, "fr5", "0101", &error);
  g_assert_null (early);
  g_assert_cmpstr (error->message, ==, "fr5 arrives from turn 3, not in turn 2 (16.4)");
  g_clear_error (&error);
  astray = vd_hex_returns_reenter (board, module, 0, "fr6", "0101", &error);
  g_assert_null (astray);
  g_assert_cmpstr (error->message, ==, "fr6 arrives by 0601, not 0101 (16.4)");
  g_clear_error (&error);
  enters = vd_hex_returns_reenter (board, module, 0, "fr6", "0601", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (enters->hex, ==, "0601");
  g_assert_cmpuint (turn->conditions->len, >=, 1);
  condition = turn->conditions->pdata[turn->conditions->len - 1];
  g_assert_cmpstr (condition->rule, ==, "16.4");
  g_assert_cmpstr (condition->what, ==, "fr6 arrives by 0601");
  {
    g_autofree char *path = g_build_filename (folder, "again.yaml", NULL);
    g_autoptr(VdHexRuleset) again_module = NULL;
    g_autoptr(VdBoard) again = NULL;
    const VdBoardUnit *unit;

    g_assert_true (vd_board_save_file (board, path, NULL));
    again = vd_board_load (path, &again_module, &error);
    g_assert_no_error (error);
    unit = vd_board_find_unit (again, "fr5");
    g_assert_cmpint (unit->arrives_turn, ==, 3);
    g_assert_cmpstr (unit->arrives_hexes[1], ==, "0102");
  }
  {
    g_autoptr(VdHexRuleset) bad_module = NULL;
    g_autofree char *path = g_build_filename (folder, "bad.yaml", NULL);
    g_autoptr(VdBoard) bad = NULL;

    g_assert_true (g_file_set_contents (path,
      "vedette: 1\nkind: board\nruleset: bn\n"
      "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
      " rows_up: false, stagger: even-down}\n"
      "units:\n  - {id: fr1, side: french, class: infantry, hex: \"0505\","
      " arrives: {turn: 2, hexes: [\"0101\"]}}\n", -1, NULL));
    bad = vd_board_load (path, &bad_module, &error);
    g_assert_null (bad);
    g_assert_nonnull (strstr (error->message, "give it hex: ~"));
  }
}

/* NaA F6: fr1 left the map by an edge; nothing brings it back, and the answer says why. */
static void
test_naa_f6 (void)
{
  static const char body[] =
    "phase: french-move\n"
    "units:\n"
    "  - {id: fr1, side: french, class: infantry, hex: \"0101\", strength: 4, movement: 4}\n"
    "journal:\n"
    "  - {event: move, turn: 2, phase: french-move, unit: fr1, hex: ~}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 2, 6, 6, body, &module);
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_returns (board, module, 1, &error));
  g_assert_cmpstr (error->message, ==, "in this game a unit that left the map never comes back "
                                       "(F6)");
  g_clear_error (&error);
  g_assert_null (vd_hex_returns_reenter (board, module, 1, "fr1", "0101", &error));
  g_assert_nonnull (strstr (error->message, "(F6)"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-returns-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-RET-5", test_1914_ret_5);
  g_test_add_func ("/hex/rules/1914/1914-RET-5-journal", test_1914_ret_5_journal);
  g_test_add_func ("/hex/rules/1914/1914-HQ-4", test_1914_hq_4);
  g_test_add_func ("/hex/rules/1914/1914-REB-1", test_1914_reb_1);
  g_test_add_func ("/hex/rules/1914/1914-REB-2", test_1914_reb_2);
  g_test_add_func ("/hex/rules/1914/1914-SET-3-OPT-2", test_1914_set_3);
  g_test_add_func ("/hex/rules/bn/16.4", test_bn_16_4);
  g_test_add_func ("/hex/rules/bn/1.1e", test_bn_1_1e);
  g_test_add_func ("/hex/rules/naa/F6", test_naa_f6);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
