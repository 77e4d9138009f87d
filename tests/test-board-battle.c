#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-edit.h"
#include "vd-board-losses.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-test-table.h"

/* A game played on a board: its events, applied, undone, saved in the board file's journal,
 * autosaved and recovered after a kill, through the kernel's battle. The board is
 * tests/files/hex/board.yaml, copied with its module into a folder of its own. */

typedef struct {
  char *folder;
  char *path;
  char *journal;
} Fixture;

static void
copy_file (const char *name, const char *folder)
{
  g_autofree char *from = g_test_build_filename (G_TEST_DIST, "files", "hex", name, NULL);
  g_autofree char *to = g_build_filename (folder, name, NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &data, &length, NULL));
  g_assert_true (g_file_set_contents (to, data, (gssize) length, NULL));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->folder = g_dir_make_tmp ("vedette-board-battle-XXXXXX", NULL);
  copy_file ("board.yaml", f->folder);
  copy_file ("test-game.yaml", f->folder);
  f->path = g_build_filename (f->folder, "board.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  vd_test_folder_remove (f->folder);
  g_free (f->folder);
  g_free (f->path);
  g_free (f->journal);
}

static VdBoard *
current (VdBattle *battle)
{
  return vd_battle_get_current (battle);
}

static VdBoardEvent *
move (VdBattle *battle, const char *unit, const char *hex)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, current (battle));

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (hex);
  return event;
}

static VdBoardEvent *
marker (VdBattle *battle, VdBoardEventKind kind, const char *type, const char *hex,
        const char *hex2)
{
  VdBoardEvent *event = vd_board_event_new (kind, current (battle));

  event->marker = g_strdup (type);
  event->hex = g_strdup (hex);
  event->hex2 = g_strdup (hex2);
  return event;
}

/* The ids of the counters in HEX, top first: "b-2 b-1". */
static char *
stack_at (VdBattle *battle, const char *label)
{
  VdBoard *board = current (battle);
  g_autoptr(GPtrArray) units = NULL;
  g_autoptr(GString) ids = g_string_new (NULL);
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  units = vd_board_units_at (board, hex);
  for (guint i = 0; i < units->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? " " : "",
                            ((VdBoardUnit *) g_ptr_array_index (units, i))->id);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

#define assert_stack(battle, hex, expected)           \
  G_STMT_START {                                      \
    g_autofree char *stack_ = stack_at (battle, hex); \
    g_assert_cmpstr (stack_, ==, expected);           \
  } G_STMT_END

/* A counter moved goes on top of the stack it joins; undo puts it back where it was, in the
 * order it had. */
static void
test_move_undo (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);

  g_assert_no_error (error);
  assert_stack (battle, "0405", "b-1 b-2");
  assert_stack (battle, "0506", "r-1");
  g_assert_true (vd_battle_record (battle, move (battle, "b-2", "0506"), &error));
  g_assert_no_error (error);
  assert_stack (battle, "0405", "b-1");
  assert_stack (battle, "0506", "b-2 r-1");
  /* r-2 had no set-up hex: moved, it is placed. */
  g_assert_true (vd_battle_record (battle, move (battle, "r-2", "0101"), &error));
  assert_stack (battle, "0101", "r-2");
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_false (vd_board_find_unit (current (battle), "r-2")->placed);
  g_assert_true (vd_battle_undo (battle, &error));
  assert_stack (battle, "0405", "b-1 b-2");
  assert_stack (battle, "0506", "r-1");
  g_assert_true (vd_battle_redo (battle, &error));
  assert_stack (battle, "0506", "b-2 r-1");
}

/* What does not apply is refused with its reason, and nothing is recorded. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);

  g_assert_false (vd_battle_record (battle, move (battle, "b-1", "9999"), &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "no hex “9999” on this board");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, move (battle, "b-1", "1008"), &error));
  g_assert_cmpstr (error->message, ==, "hex “1008” is not in play");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, move (battle, "b-9", "0101"), &error));
  g_assert_cmpstr (error->message, ==, "no counter “b-9” on this board");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle,
                                    marker (battle, VD_BOARD_EVENT_REMOVE_MARKER, "broken-ice",
                                            "0405", NULL),
                                    &error));
  g_assert_cmpstr (error->message, ==, "there is no “broken-ice” marker there");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle,
                                    marker (battle, VD_BOARD_EVENT_ADD_MARKER, "broken-ice",
                                            "0101", "0505"),
                                    &error));
  g_assert_cmpstr (error->message, ==,
                   "these two hexes are not neighbours: they share no hexside");
  g_clear_error (&error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
}

/* Strength and state change from the panel; markers go and come, in a hex or on a side. */
static void
test_strength_state_markers (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  VdBoardEvent *strength = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, current (battle));
  VdBoardEvent *state = vd_board_event_new (VD_BOARD_EVENT_STATE, current (battle));
  const VdBoardUnit *unit;

  strength->unit_id = g_strdup ("b-1");
  strength->strength = g_strdup ("4");
  state->unit_id = g_strdup ("b-1");
  state->state = g_strdup ("disorganized");
  g_assert_true (vd_battle_record (battle, strength, &error));
  g_assert_true (vd_battle_record (battle, state, &error));
  unit = vd_board_find_unit (current (battle), "b-1");
  g_assert_cmpstr (unit->strength, ==, "4");
  g_assert_cmpstr (unit->state, ==, "disorganized");

  g_assert_true (vd_battle_record (battle,
                                   marker (battle, VD_BOARD_EVENT_REMOVE_MARKER,
                                           "destroyed-bridge", "0605", "0604"),
                                   &error));
  g_assert_no_error (error);
  g_assert_cmpuint (current (battle)->markers->len, ==, 1);
  g_assert_true (vd_battle_record (battle,
                                   marker (battle, VD_BOARD_EVENT_ADD_MARKER, "broken-ice",
                                           "0405", NULL),
                                   &error));
  g_assert_cmpuint (current (battle)->markers->len, ==, 2);
  g_assert_true (vd_battle_go_to (battle, 0, &error));
  unit = vd_board_find_unit (current (battle), "b-1");
  g_assert_cmpstr (unit->strength, ==, "6");
  g_assert_cmpstr (unit->state, ==, "normal");
  g_assert_cmpuint (current (battle)->markers->len, ==, 2);
  g_assert_false (((VdBoardMarker *) g_ptr_array_index (current (battle)->markers, 0))->on_hexside);
  g_assert_true (((VdBoardMarker *) g_ptr_array_index (current (battle)->markers, 1))->on_hexside);
}

/* The phase after the last of the module's sequence is the first of the next turn. */
static void
test_end_phase (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  VdHexRuleset *module = vd_battle_get_ruleset (battle);
  VdBoardEvent *event;
  g_autofree char *text = NULL;
  const char *phase;
  int turn;

  g_assert_cmpstr (current (battle)->phase, ==, "red-move");
  g_assert_true (vd_board_next_phase (current (battle), module, &turn, &phase));
  g_assert_cmpint (turn, ==, 3);
  g_assert_cmpstr (phase, ==, "blue-move");
  event = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, current (battle));
  event->to_turn = turn;
  event->to_phase = g_strdup (phase);
  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_cmpint (current (battle)->turn, ==, 3);
  g_assert_cmpstr (current (battle)->phase, ==, "blue-move");
  g_assert_true (vd_board_next_phase (current (battle), module, &turn, &phase));
  g_assert_cmpint (turn, ==, 3);
  g_assert_cmpstr (phase, ==, "red-move");

  text = vd_board_event_describe (vd_battle_get_event (battle, 0), current (battle), module);
  g_assert_cmpstr (text, ==, "Turn 2: on to turn 3 — Blue moves");

  event = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, current (battle));
  event->to_turn = 4;
  event->to_phase = g_strdup ("lunch");
  g_assert_false (vd_battle_record (battle, event, &error));
  g_assert_cmpstr (error->message, ==, "unknown phase “lunch” (not in the game module test-game)");
}

/* Saved, the journal is the board file's own and reads back event for event. */
static void
test_save_reopen (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  g_autoptr(VdBattle) reopened = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  VdBoardEvent *event = move (battle, "b-1", "0506");

  event->path = g_strsplit ("0405,0505", ",", -1);
  event->facing = 3;
  event->note = g_strdup ("forced march");
  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_true (vd_battle_record (battle, move (battle, "r-1", NULL), &error));
  g_assert_true (vd_battle_record (battle,
                                   marker (battle, VD_BOARD_EVENT_ADD_MARKER, "destroyed-bridge",
                                           "0505", "0506"),
                                   &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "journal:\n"
                                  "- {event: move, turn: 2, phase: red-move, unit: b-1, "
                                  "hex: \"0506\", path: [\"0405\", \"0505\"], facing: 3, "));
  g_assert_nonnull (strstr (text, "\n- {event: move, turn: 2, phase: red-move, unit: r-1, "
                                  "hex: ~}\n"
                                  "- {event: add-marker, turn: 2, phase: red-move, "
                                  "marker: destroyed-bridge, hexside: [\"0505\", \"0506\"]}\n"));
  before = vd_board_to_yaml (current (battle), NULL, &error);

  g_clear_pointer (&battle, vd_battle_free);
  reopened = vd_board_battle_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (reopened), ==, 3);
  g_assert_cmpstr (((const VdBoardEvent *) vd_battle_get_event (reopened, 0))->note, ==,
                   "forced march");
  after = vd_board_to_yaml (current (reopened), NULL, &error);
  g_assert_cmpstr (before, ==, after);
}

/* Killed without saving: the autosave journal beside the board gives every change back. */
static void
test_recover (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  g_autoptr(VdBattle) reopened = NULL;
  g_autofree char *journal = NULL;

  g_assert_true (vd_battle_record (battle, move (battle, "b-2", "0506"), &error));
  g_assert_true (vd_battle_record (battle, move (battle, "b-1", "0101"), &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (g_file_get_contents (f->journal, &journal, NULL, NULL));
  g_assert_true (g_str_has_prefix (journal, "{vedette: 1, kind: journal, board: \"board.yaml\""));
  g_assert_nonnull (strstr (journal, "\n{record: undo}\n"));
  g_clear_pointer (&battle, vd_battle_free);

  reopened = vd_board_battle_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 3);
  assert_stack (reopened, "0405", "b-1 b-2");
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  assert_stack (reopened, "0506", "b-2 r-1");
  assert_stack (reopened, "0405", "b-1");
  g_assert_true (vd_battle_redo (reopened, &error));
  assert_stack (reopened, "0101", "b-1");
}

/* A journal in the file that does not apply is an error at its line and column; one that
 * does not read is the reader's error there. */
static void
test_journal_errors (Fixture *f, gconstpointer data)
{
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;

  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  bad = g_strconcat (text, "journal:\n  - {event: move, turn: 2, unit: b-1, hex: \"0102\"}\n"
                           "  - {event: move, turn: 2, unit: b-1, hex: \"1234\"}\n", NULL);
  g_assert_true (g_file_set_contents (f->path, bad, -1, NULL));
  battle = vd_board_battle_open (f->path, &error);
  g_assert_null (battle);
  g_assert_nonnull (strstr (error->message, "board.yaml:40:5: error: event 2 (move): "
                                            "no hex “1234” on this board"));
  g_clear_error (&error);

  g_free (bad);
  bad = g_strconcat (text, "journal:\n  - {event: charge, turn: 2}\n", NULL);
  g_assert_true (g_file_set_contents (f->path, bad, -1, NULL));
  battle = vd_board_battle_open (f->path, &error);
  g_assert_null (battle);
  g_assert_nonnull (strstr (error->message, "board.yaml:39:13: error: unknown event “charge”"));
  g_clear_error (&error);

  /* A ruling kept as a cell names its row and column. */
  g_free (bad);
  bad = g_strconcat (text, "journal:\n  - {event: ruling, turn: 2, rule: D8, question: q, "
                           "decision: DR, chart: crt}\n", NULL);
  g_assert_true (g_file_set_contents (f->path, bad, -1, NULL));
  battle = vd_board_battle_open (f->path, &error);
  g_assert_null (battle);
  g_assert_nonnull (strstr (error->message, "board.yaml:39:"));
  g_assert_nonnull (strstr (error->message, "the row and the column"));
  g_clear_error (&error);

  g_free (bad);
  bad = g_strconcat (text, "journal:\n  - {event: move, turn: 2, hex: \"0101\"}\n", NULL);
  g_assert_true (g_file_set_contents (f->path, bad, -1, NULL));
  battle = vd_board_battle_open (f->path, &error);
  g_assert_null (battle);
  g_assert_nonnull (strstr (error->message, "board.yaml:39:"));
  g_assert_nonnull (strstr (error->message, "unit"));
}

/* A copy is the board, deep: writing both gives the same file, and changing one leaves the
 * other. */
static void
test_copy (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = vd_board_load (f->path, NULL, &error);
  g_autoptr(VdBoard) copy = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  VdHex hex;

  g_assert_no_error (error);
  copy = vd_board_copy (board);
  a = vd_board_to_yaml (board, NULL, &error);
  b = vd_board_to_yaml (copy, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, b);
  g_free (((VdBoardUnit *) g_ptr_array_index (copy->units, 0))->strength);
  ((VdBoardUnit *) g_ptr_array_index (copy->units, 0))->strength = NULL;
  g_assert_cmpstr (vd_board_find_unit (board, "b-1")->strength, ==, "6");
  /* The copy finds its own hexes, not the board's. */
  g_assert_true (vd_hex_grid_parse (copy->grid, "0405", &hex));
  g_assert_true (vd_board_get_hex (copy, hex) == g_ptr_array_index (copy->hexes, 0));
  g_assert_true (vd_board_get_hex (board, hex) != vd_board_get_hex (copy, hex));
}

/* Every kind of event reads, writes and reads back the same; the game replays to its end. */
static void
test_journal_round_trip (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "files", "hex",
                                                 "board-journal.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_board_load (path, &module, &error);
  g_autoptr(VdBoard) again = NULL;
  g_autoptr(VdBoard) end = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpuint (board->journal->len, ==, 26);
  text = vd_board_to_yaml (board, &length, &error);
  g_assert_no_error (error);
  again = vd_board_load_data (text, length, path, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < board->journal->len; i++)
    {
      VdBoardEvent *a = g_ptr_array_index (board->journal, i);
      VdBoardEvent *b = g_ptr_array_index (again->journal, i);

      /* Positions differ between the two files; everything else is the same. */
      b->line = a->line;
      b->column = a->column;
      g_assert_true (vd_board_event_equal (a, b));
    }
  text_again = vd_board_to_yaml (again, NULL, &error);
  g_assert_cmpstr (text, ==, text_again);

  end = vd_board_replay (board, module, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (end->turn, ==, 3);
  g_assert_cmpstr (end->phase, ==, "blue-move");
  g_assert_false (vd_board_find_unit (end, "b-2")->placed);
  /* Eliminated by a result, not gone by an edge; the ruling kept as the CRT's cell. */
  g_assert_true (((const VdBoardEvent *) board->journal->pdata[7])->eliminated);
  {
    const VdBoardEvent *ruling = board->journal->pdata[11];
    g_autofree char *said = vd_board_event_describe (ruling, board, module);

    g_assert_cmpint (ruling->kind, ==, VD_BOARD_EVENT_RULING);
    g_assert_cmpstr (ruling->chart_column, ==, "2:1");
    g_assert_nonnull (strstr (said, "ruling (1914-CBT-11): the cell of row 3, column 2:1 is not "
                                    "given — DR, kept as the chart’s cell"));
  }
  /* A bare roll (LBA-REC-1's recall die): a record, kept whole, which moves nothing. */
  {
    const VdBoardEvent *roll = board->journal->pdata[13];
    g_autofree char *said = vd_board_event_describe (roll, board, module);

    g_assert_cmpint (roll->kind, ==, VD_BOARD_EVENT_ROLL);
    g_assert_true (roll->has_modified);
    g_assert_cmpint (roll->modified, ==, 3);
    g_assert_cmpstr (said, ==, "Turn 3: 1st Blue’s recall roll (LBA-REC-1): 2, 3 modified, on "
                               "russian-light, 3 or more needed: recalled (rolled by the blue "
                               "player)");
  }
  g_assert_null (vd_board_find_unit (end, "b-1")->state);
  g_assert_cmpstr (vd_board_find_unit (end, "b-1")->strength, ==, "4");
  g_assert_null (vd_board_find_unit (end, "r-1")->strength);
  /* A roster row's marks give the counter its strength: B, and wrecked (T-5). */
  g_assert_cmpstr (vd_board_find_unit (end, "r-2")->strength, ==, "B");
  g_assert_true (vd_board_roster_wrecked (vd_board_find_unit (end, "r-2")->roster));
  g_assert_cmpint (vd_board_find_unit (end, "r-1")->facing, ==, 4);
  /* A move that joins another army (a rail move, 1914-RAIL-1). */
  g_assert_cmpstr (vd_board_find_unit (end, "r-2")->army, ==, "3");
  g_assert_cmpuint (end->markers->len, ==, 2);
  /* The set-up events at its end, applied in play (after events of play, they stay there). */
  {
    const VdBoardHex *copse;
    const VdBoardUnit *b3 = vd_board_find_unit (end, "b-3");
    VdHex hex;

    g_assert_true (vd_hex_grid_parse (end->grid, "0303", &hex));
    copse = vd_board_get_hex (end, hex);
    g_assert_nonnull (copse);
    g_assert_cmpstr (copse->terrain, ==, "woods");
    g_assert_cmpstr (copse->features[0], ==, "village");
    g_assert_cmpint (copse->elevation, ==, 2);
    g_assert_cmpstr (copse->name, ==, "Copse");
    g_assert_true (vd_hex_grid_parse (end->grid, "0405", &hex));
    g_assert_null (vd_board_get_hex (end, hex));
    /* The river went, a slope and a river came. */
    g_assert_cmpuint (end->hexsides->len, ==, 3);
    g_assert_cmpuint (end->roads->len, ==, 1);
    g_assert_cmpstr (((VdBoardRoad *) g_ptr_array_index (end->roads, 0))->name, ==, "Lane");
    g_assert_nonnull (b3);
    g_assert_true (b3 == g_ptr_array_index (end->units, 0));
    g_assert_cmpstr (b3->army, ==, "1");
    g_assert_cmpstr (b3->nation, ==, "blueland");
    g_assert_cmpstr (b3->echelon, ==, "regiment");
    g_assert_cmpstr (b3->strength, ==, "2");
    g_assert_cmpint (b3->movement, ==, 6);
    g_assert_cmpstr (b3->note, ==, "Reinforcement");
    g_assert_null (vd_board_find_unit (end, "r-3"));
    g_assert_cmpstr (end->background, ==, "scan.png");
    g_assert_cmpuint (end->n_points, ==, 3);
    g_assert_cmpfloat (end->points[1].x, ==, 540.5);
  }
}

static VdBoardEvent *
set_hex (VdBattle *battle, const char *label, const char *terrain)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_SET_HEX, current (battle));

  event->hex = g_strdup (label);
  event->terrain = g_strdup (terrain);
  return event;
}

static VdBoardEvent *
hexside (VdBattle *battle, VdBoardEventKind kind, const char *a, const char *b,
         const char *feature, const char *toward)
{
  VdBoardEvent *event = vd_board_event_new (kind, current (battle));

  event->hex = g_strdup (a);
  event->hex2 = g_strdup (b);
  event->feature = g_strdup (feature);
  event->toward = g_strdup (toward);
  return event;
}

static VdBoardEvent *
add_unit (VdBattle *battle, const char *id, const char *side, const char *class, const char *hex)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, current (battle));

  event->unit_id = g_strdup (id);
  event->side = g_strdup (side);
  event->unit_class = g_strdup (class);
  event->hex = g_strdup (hex);
  return event;
}

/* Building: each set-up event is checked against the module and the grid as the reader checks
 * the file's own keys, and refused with the reason. */
static void
test_setup_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);

  g_assert_false (vd_battle_record (battle, set_hex (battle, "0303", "jungle"), &error));
  g_assert_cmpstr (error->message, ==, "unknown terrain “jungle” (not in the game module "
                                       "test-game)");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, hexside (battle, VD_BOARD_EVENT_ADD_HEXSIDE, "0303",
                                                     "0304", "slope", NULL), &error));
  g_assert_cmpstr (error->message, ==, "a slope faces one way: say toward which hex");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, hexside (battle, VD_BOARD_EVENT_ADD_HEXSIDE, "0303",
                                                     "0304", "river", "0303"), &error));
  g_assert_cmpstr (error->message, ==, "a river faces no way: it takes no toward");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, hexside (battle, VD_BOARD_EVENT_ADD_HEXSIDE, "0604",
                                                     "0605", "river", NULL), &error));
  g_assert_cmpstr (error->message, ==, "that hexside has a river already");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, hexside (battle, VD_BOARD_EVENT_REMOVE_HEXSIDE,
                                                     "0303", "0304", "river", NULL), &error));
  g_assert_cmpstr (error->message, ==, "there is no “river” on that hexside");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, add_unit (battle, "b-1", "blue", "infantry", "0303"),
                                    &error));
  g_assert_cmpstr (error->message, ==, "the id “b-1” is taken");
  g_clear_error (&error);
  g_assert_false (vd_battle_record (battle, add_unit (battle, "g-1", "green", "infantry", NULL),
                                    &error));
  g_assert_cmpstr (error->message, ==, "unknown side “green” (not in the game module test-game)");
  g_clear_error (&error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
}

/* Saved before any event of play, what built the board goes into the file's own keys: a
 * scenario with no journal, read back the same; undo stops at the save. Set-up events after
 * play stay in the journal. */
static void
test_setup_folds_on_save (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  g_autoptr(VdBattle) reopened = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (vd_battle_record (battle, set_hex (battle, "0303", "woods"), &error));
  g_assert_true (vd_battle_record (battle, hexside (battle, VD_BOARD_EVENT_ADD_HEXSIDE, "0303",
                                                    "0304", "slope", "0304"), &error));
  g_assert_true (vd_battle_record (battle, add_unit (battle, "b-3", "blue", "cavalry", "0303"),
                                   &error));
  g_assert_no_error (error);
  before = vd_board_to_yaml (current (battle), NULL, &error);
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  g_assert_false (vd_battle_can_undo (battle));
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_null (strstr (text, "journal:"));
  g_assert_nonnull (strstr (text, "  \"0303\": {terrain: woods}\n"));
  /* A hexside is written from the hex its id is named from (vd-hex-grid.h). */
  g_assert_nonnull (strstr (text, "{between: [\"0304\", \"0303\"], feature: slope, toward: "
                                  "\"0304\"}"));
  g_assert_nonnull (strstr (text, "- {id: b-3, side: blue, class: cavalry, hex: \"0303\""));

  /* Play, then building again: both stay in the journal. */
  g_assert_true (vd_battle_record (battle, move (battle, "b-3", "0404"), &error));
  g_assert_true (vd_battle_record (battle, set_hex (battle, "0404", "woods"), &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "journal:\n- {event: move"));
  g_assert_nonnull (strstr (text, "- {event: set-hex, turn: 2, phase: red-move, hex: \"0404\", "
                                  "terrain: woods}"));
  after = vd_board_to_yaml (current (battle), NULL, &error);
  g_clear_pointer (&battle, vd_battle_free);

  reopened = vd_board_battle_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (reopened), ==, 2);
  {
    g_autofree char *again = vd_board_to_yaml (current (reopened), NULL, &error);

    g_assert_cmpstr (again, ==, after);
  }
  g_assert_cmpstr (before, !=, after);
}

/* The editor's gestures as events: painting keeps the rest of a hex and changes nothing when
 * the terrain is already there; a click on a hexside toggles, a drag only adds; new ids are
 * the side's next free ones. */
static void
test_edit_gestures (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  VdBoard *board = current (battle);
  VdBoardEvent *event;
  VdHex a, b;

  g_assert_true (vd_hex_grid_parse (board->grid, "0506", &a));
  event = vd_board_edit_paint_terrain (board, a, "woods");
  g_assert_cmpstr (event->terrain, ==, "woods");
  g_assert_cmpstr (event->features[0], ==, "village");
  g_assert_cmpint (event->elevation, ==, 2);
  g_assert_cmpstr (event->name, ==, "Bourg");
  g_assert_true (vd_battle_record (battle, event, &error));
  /* The battle as it stands is a new state after every record. */
  board = current (battle);
  g_assert_null (vd_board_edit_paint_terrain (board, a, "woods"));
  g_assert_null (vd_board_edit_set_elevation (board, a, TRUE, 2));
  event = vd_board_edit_set_elevation (board, a, FALSE, 0);
  g_assert_false (event->has_elevation);
  g_assert_cmpstr (event->terrain, ==, "woods");
  vd_board_event_free (event);

  g_assert_true (vd_hex_grid_parse (board->grid, "0604", &a));
  g_assert_true (vd_hex_grid_parse (board->grid, "0605", &b));
  g_assert_null (vd_board_edit_hexside (board, a, b, "river", FALSE, FALSE));
  event = vd_board_edit_hexside (board, a, b, "river", FALSE, TRUE);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_REMOVE_HEXSIDE);
  vd_board_event_free (event);
  event = vd_board_edit_hexside (board, b, a, "slope", TRUE, TRUE);
  g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_ADD_HEXSIDE);
  g_assert_cmpstr (event->toward, ==, "0605");
  vd_board_event_free (event);

  event = vd_board_edit_add_unit (board, "blue", "infantry", a, "");
  g_assert_cmpstr (event->unit_id, ==, "blue-1");
  g_assert_null (event->name);
  g_assert_true (vd_battle_record (battle, event, &error));
  event = vd_board_edit_add_unit (current (battle), "blue", "infantry", a, "Reserve");
  g_assert_cmpstr (event->unit_id, ==, "blue-2");
  vd_board_event_free (event);
  g_assert_true (vd_hex_grid_parse (current (battle)->grid, "0101", &b));
  g_assert_null (vd_board_edit_remove_top_unit (current (battle), b));
  event = vd_board_edit_remove_top_unit (current (battle), a);
  g_assert_cmpstr (event->unit_id, ==, "blue-1");
  vd_board_event_free (event);
}

/* A side's view by the module's hidden-information rule: hidden at night (the option chosen),
 * shown without it; "as-printed" shows the set-up's strength, not the loss; the journal keeps
 * an enemy's loss from the side. */
static void
test_side_view_rule (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  VdHexRuleset *module = vd_battle_get_ruleset (battle);
  VdBoardEvent *loss = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, current (battle));
  g_autoptr(VdBoard) seen = NULL;
  g_autoptr(VdHexRuleset) printed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *module_path = g_build_filename (f->folder, "test-game.yaml", NULL);
  gsize length;

  loss->unit_id = g_strdup ("b-1");
  loss->strength = g_strdup ("4");
  g_assert_true (vd_battle_record (battle, loss, &error));
  g_assert_cmpint (vd_board_enemy_strength (current (battle), module), ==,
                   VD_BOARD_STRENGTH_HIDDEN);
  g_assert_cmpstr (vd_board_hidden_rule (module), ==, "T-3");
  seen = vd_board_side_view (current (battle), vd_battle_get_setup (battle), module, "red");
  g_assert_true (vd_board_find_unit (seen, "b-1")->strength_hidden);
  g_assert_false (vd_board_find_unit (seen, "r-1")->strength_hidden);
  g_assert_false (vd_board_side_sees_event (loss, current (battle), module, "red"));
  g_assert_true (vd_board_side_sees_event (loss, current (battle), module, "blue"));
  g_assert_true (vd_board_side_sees_event (loss, current (battle), module, NULL));
  g_clear_pointer (&seen, vd_board_free);
  seen = vd_board_side_view (current (battle), vd_battle_get_setup (battle), module, NULL);
  g_assert_cmpstr (vd_board_find_unit (seen, "b-1")->strength, ==, "4");

  /* As printed: the counter's set-up strength, not what the loss left. */
  g_assert_true (g_file_get_contents (module_path, &text, &length, NULL));
  {
    g_auto(GStrv) parts = g_strsplit (text, "enemy_strength: hidden", 2);
    g_autofree char *as_printed = g_strjoinv ("enemy_strength: as-printed", parts);

    printed = vd_hex_ruleset_load_data (as_printed, strlen (as_printed), module_path, &error);
    g_assert_no_error (error);
  }
  g_clear_pointer (&seen, vd_board_free);
  seen = vd_board_side_view (current (battle), vd_battle_get_setup (battle), printed, "red");
  g_assert_cmpstr (vd_board_find_unit (seen, "b-1")->strength, ==, "6");
  g_assert_false (vd_board_find_unit (seen, "b-1")->strength_hidden);

  /* The rule's option not chosen: nothing is hidden. */
  g_strfreev (current (battle)->options);
  current (battle)->options = NULL;
  g_assert_cmpint (vd_board_enemy_strength (current (battle), module), ==,
                   VD_BOARD_STRENGTH_SHOWN);
}

/* Losses against the set-up: points when both strengths are numbers, a changed face when
 * they are letters, counters off the map; a side's own. */
static void
test_losses (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (f->path, &error);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, current (battle));
  g_autoptr(GPtrArray) blue = NULL;
  g_autoptr(GPtrArray) red = NULL;

  event->unit_id = g_strdup ("b-1");
  event->strength = g_strdup ("4");
  g_assert_true (vd_battle_record (battle, event, &error));
  event = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, current (battle));
  event->unit_id = g_strdup ("b-2");
  event->strength = g_strdup ("B");
  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_true (vd_battle_record (battle, move (battle, "r-1", NULL), &error));

  blue = vd_board_losses (current (battle), vd_battle_get_setup (battle), "blue");
  g_assert_cmpuint (blue->len, ==, 2);
  g_assert_cmpint (vd_board_losses_total (blue), ==, 2);
  g_assert_cmpstr (((VdBoardLoss *) g_ptr_array_index (blue, 1))->printed, ==, "AB");
  red = vd_board_losses (current (battle), vd_battle_get_setup (battle), "red");
  g_assert_cmpuint (red->len, ==, 1);
  g_assert_true (((VdBoardLoss *) g_ptr_array_index (red, 0))->off_map);
  g_assert_cmpint (vd_board_losses_total (red), ==, 0);
}

int
main (int argc, char *argv[])
{
  /* The messages compared below are English with typographic quotes (LC_ALL=C.UTF-8). */
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/board-battle/move-undo", test_move_undo);
  ADD ("/board-battle/refused", test_refused);
  ADD ("/board-battle/strength-state-markers", test_strength_state_markers);
  ADD ("/board-battle/end-phase", test_end_phase);
  ADD ("/board-battle/save-reopen", test_save_reopen);
  ADD ("/board-battle/recover", test_recover);
  ADD ("/board-battle/journal-errors", test_journal_errors);
  ADD ("/board-battle/copy", test_copy);
  g_test_add_func ("/board-battle/journal-round-trip", test_journal_round_trip);
  ADD ("/board-battle/setup-refused", test_setup_refused);
  ADD ("/board-battle/setup-folds-on-save", test_setup_folds_on_save);
  ADD ("/board-battle/edit-gestures", test_edit_gestures);
  ADD ("/board-battle/side-view-rule", test_side_view_rule);
  ADD ("/board-battle/losses", test_losses);
#undef ADD
  return g_test_run ();
}
