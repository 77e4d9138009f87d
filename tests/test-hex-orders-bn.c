/* BN's order sheet and initiative (10.1, 10.2, vd-hex-orders-bn.h), tests named after the rule.
 * The seed's Movement Table is missing: the tests enter clear ground at 3 officer MP, and where
 * a test needs a cell of the Command Points or Acceptance Table the seed lacks, it enters it as
 * the owner would; those values are the tests', not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"
#include "vd-test-table.h"

static char *folder;

#define UNITS \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: grouchy, side: french, class: officer, hex: \"0505\"}\n" \
  "  - {id: davout, side: french, class: hq, hex: \"0509\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0707\"}\n" \
  "  - {id: st-hilaire, side: french, class: officer, hex: \"0707\", army: ney}\n" \
  "  - {id: b1, side: french, class: infantry, hex: \"0707\", army: st-hilaire, facing: 0}\n"

static VdBoard *
board_of (VdHexRuleset **module)
{
  const char *text =
    "vedette: 1\nkind: board\ntitle: \"Orders\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n" UNITS;
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  g_unlink (path);
  if (board->journal == NULL)
    board->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  return board;
}

/* The owner's entries the tests need: officers cross clear ground at 3 MP; with POINTS, a
 * Command Points Table whose quality 1 gives 8 points. */
static void
enter (gboolean officer_costs, gboolean points)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const char * const columns[] = { "CP", NULL };
  const char * const rows[] = { "1", "2", NULL };

  g_unlink (path);
  if (officer_costs)
    vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "3", "Test", "T");
  if (points)
    {
      vd_hex_entries_set_shape (entries, "command-points-table", columns, rows, "Test", "T");
      vd_hex_entries_set_cell (entries, "command-points-table", "1", "CP", "8", "Test", "T");
    }
  if (officer_costs || points)
    g_assert_true (vd_hex_entries_save (entries, NULL));
}

/* The reason of RULE in REASONS (VdHexOddsReason*) holding TEXT. */
static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *text)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
record (VdBoard *board, const VdHexOrderAnswer *answer, const char *action, const char *sender,
        const char *receiver, const char *text, int roll, int die)
{
  VdBoardEvent *event = vd_hex_order_event (board, answer, action, sender, receiver,
                                            answer->type, answer->method, text, roll, die);

  g_assert_true (vd_board_event_check_writable (event, NULL));
  g_ptr_array_add (board->journal, event);
}

static VdHexOrderAnswer *
send (VdBoard *board, const VdHexRuleset *module, const char *from, const char *to,
      const char *type, const char *method, const VdHexOrderAsk *ask)
{
  g_autoptr(GError) error = NULL;
  VdHexOrderAnswer *answer = vd_hex_order_send (board, board, module, from, to, type, method,
                                                FALSE, ask, &error);

  g_assert_no_error (error);
  return answer;
}

static const VdHexOrderAsk no_ask = { -1, -1, NULL, FALSE, 0, NULL, NULL };

/* 10.1a, 10.1b, 10.1e: a written attack order by aide from Grouchy to Davout costs the 10
 * points of the seed's example; the Command Points Table is missing, and said; the aide rides
 * 4 hexes at 3 officer MP, 12 MP, two turns rounded up. */
static void
test_bn_10_1a_10_1b_10_1e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL, other = NULL;
  g_autoptr(GError) error = NULL;

  enter (TRUE, FALSE);
  board = board_of (&module);
  answer = send (board, module, "grouchy", "davout", "attack", "written", &no_ask);
  g_assert_true (answer->legal);
  g_assert_cmpuint (answer->line, ==, 1);
  g_assert_cmpint (answer->cost, ==, 10);
  g_assert_true (has_reason (answer->reasons, "10.2-ex-order", "attack, written: 10 CP"));
  g_assert_cmpint (answer->points, ==, -1);
  g_assert_true (has_reason (answer->missing, "10.1b", "depend on his quality"));
  g_assert_cmpint (answer->arrives, ==, 4);
  g_assert_true (has_reason (answer->reasons, "10.1e",
                             "12 officer MP to davout (0509), / 10 rounded up: 2 turns"));
  /* 10.1a: a verbal non-attack order's cost is not in the seed: said, named. */
  other = send (board, module, "grouchy", "davout", "other", "verbal", &no_ask);
  g_assert_cmpint (other->cost, ==, -1);
  g_assert_true (has_reason (other->missing, "10.1b",
                             "the cost of non-attack and of verbal is not given"));
  g_assert_null (vd_hex_order_send (board, board, module, "grouchy", "davout", "attack",
                                    "shouted", FALSE, &no_ask, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  enter (FALSE, FALSE);
}

/* 10.1e: in person only in one hex, and then at once. */
static void
test_bn_10_1e_in_person (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) apart = NULL, together = NULL;

  board = board_of (&module);
  apart = send (board, module, "grouchy", "davout", "attack", "person", &no_ask);
  g_assert_false (apart->legal);
  g_assert_cmpstr (apart->why_rule, ==, "10.1e");
  g_assert_nonnull (strstr (apart->why, "grouchy is in 0505, davout in 0509"));
  together = send (board, module, "ney", "st-hilaire", "attack", "person", &no_ask);
  g_assert_true (together->legal);
  g_assert_cmpint (together->arrives, ==, 2);
  g_assert_true (has_reason (together->reasons, "10.1e", "arrives at once"));
}

/* 10.1b: the owner's Command Points Table gives quality 1 eight points a turn: a 10-point order
 * is refused. */
static void
test_bn_10_1b_points (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  VdHexOrderAsk ask = no_ask;

  enter (TRUE, TRUE);
  board = board_of (&module);
  ask.sender_quality = 1;
  answer = send (board, module, "grouchy", "davout", "attack", "written", &ask);
  g_assert_cmpint (answer->points, ==, 8);
  g_assert_cmpint (answer->spent, ==, 0);
  g_assert_false (answer->legal);
  g_assert_cmpstr (answer->why_rule, ==, "10.1b");
  g_assert_nonnull (strstr (answer->why, "10 CP wanted, 8 left of 8 this turn"));
  enter (FALSE, FALSE);
}

/* 10.1f, 10.1d: Davout (4) receiving from Grouchy (1) reads column 3; 25 is D5, a 6 next turn
 * ends it; a roll the seed does not give is named; a new order arriving cancels the delayed
 * one; the sheet says each line's state. */
static void
test_bn_10_1f_10_1d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) first = NULL, second = NULL, arrive = NULL, missing = NULL;
  g_autoptr(VdHexOrderAnswer) early = NULL, release = NULL, arrive2 = NULL, wrong = NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL, *due = NULL, *arrived = NULL;
  VdHexOrderAsk ask = no_ask;

  board = board_of (&module);
  first = send (board, module, "ney", "st-hilaire", "attack", "person", &no_ask);
  record (board, first, "send", "ney", "st-hilaire", "take the hill", 0, 0);
  sheet = vd_hex_order_sheet (board, board->journal->len);
  arrived = vd_hex_order_due (vd_hex_order_sheet_find (sheet, 1), 2);
  g_assert_cmpstr (arrived, ==, "arrived in turn 2: roll its acceptance (--arrive 1)");
  g_clear_pointer (&sheet, vd_hex_order_sheet_free);
  ask.receiver_quality = 4;
  ask.sender_quality = 1;
  arrive = vd_hex_order_arrive (board, board, module, 1, 25, &ask, &error);
  g_assert_no_error (error);
  /* 10.0a: its event keeps the order's type and method, which the step check reads (8.2). */
  g_assert_cmpstr (arrive->type, ==, "attack");
  g_assert_cmpstr (arrive->method, ==, "in-person");
  g_assert_cmpstr (arrive->column, ==, "3");
  g_assert_cmpstr (arrive->result, ==, "D5");
  g_assert_true (has_reason (arrive->reasons, "10.2-ex-order", "column 3"));
  g_assert_true (has_reason (arrive->reasons, "10.2-ex-order", "column 3, roll 25: D5"));
  missing = vd_hex_order_arrive (board, board, module, 1, 44, &ask, &error);
  g_assert_null (missing->result);
  g_assert_true (has_reason (missing->missing, "10.1f",
                             "Acceptance Table: the cell of column 3, roll 44 is not given"));
  /* The seed gives column 3 for these qualities: another reading is refused. */
  ask.column = "2";
  wrong = vd_hex_order_arrive (board, board, module, 1, 25, &ask, &error);
  g_assert_false (wrong->legal);
  g_assert_nonnull (strstr (wrong->why, "the seed gives column 3"));
  ask.column = NULL;
  record (board, arrive, "arrive", NULL, NULL, NULL, 25, 0);
  sheet = vd_hex_order_sheet (board, board->journal->len);
  state = vd_hex_order_state_text (vd_hex_order_sheet_find (sheet, 1));
  g_assert_cmpstr (state, ==, "delayed D5");
  g_assert_null (vd_hex_order_due (vd_hex_order_sheet_find (sheet, 1), 2));
  due = vd_hex_order_due (vd_hex_order_sheet_find (sheet, 1), 3);
  g_assert_cmpstr (due, ==, "roll its delay D5 this command phase (--release 1)");
  /* The delay is rolled from the next command phase. */
  early = vd_hex_order_release (board, board, module, 1, 6, &error);
  g_assert_false (early->legal);
  g_assert_cmpstr (early->why_rule, ==, "10.1f");
  board->turn = 3;
  /* 10.1f: the French command phase owes the delay's roll; the other side's owes nothing. */
  {
    g_autoptr(GPtrArray) owed = vd_hex_odds_reasons_new ();
    g_autoptr(GPtrArray) none = vd_hex_odds_reasons_new ();

    board->phase = g_strdup ("fr-command");
    vd_hex_orders_phase_owed (board, board, module, board->journal->len, owed);
    g_assert_true (has_reason (owed, "10.1f", "order 1 (ney to st-hilaire): roll its delay D5"));
    g_free (board->phase);
    board->phase = g_strdup ("al-command");
    vd_hex_orders_phase_owed (board, board, module, board->journal->len, none);
    g_assert_cmpuint (none->len, ==, 0);
    g_clear_pointer (&board->phase, g_free);
  }
  release = vd_hex_order_release (board, board, module, 1, 6, &error);
  g_assert_true (release->legal);
  g_assert_cmpstr (release->result, ==, "Accepted");
  g_assert_true (has_reason (release->reasons, "10.1f", "a 6 ends the delay"));
  /* Instead, a second order arrives D4: the delayed one is cancelled. */
  second = send (board, module, "ney", "st-hilaire", "non-attack", "person", &no_ask);
  g_assert_cmpuint (second->line, ==, 2);
  record (board, second, "send", "ney", "st-hilaire", "hold", 0, 0);
  ask.column = "3";
  ask.result = "D4";
  arrive2 = vd_hex_order_arrive (board, board, module, 2, 44, &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (arrive2->result, ==, "D4");
  g_assert_true (has_reason (arrive2->reasons, "10.1f", "order 1 (delayed) is cancelled"));
  record (board, arrive2, "arrive", NULL, NULL, NULL, 44, 0);
  g_clear_pointer (&sheet, vd_hex_order_sheet_free);
  sheet = vd_hex_order_sheet (board, board->journal->len);
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 1)->state, ==, VD_HEX_ORDER_CANCELLED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet, 1)->why, ==, "cancelled by order 2");
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 2)->state, ==, VD_HEX_ORDER_DELAYED);
  /* An order not on the way does not arrive. */
  g_assert_null (vd_hex_order_arrive (board, board, module, 1, 25, &ask, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* 10.1i: preliminary orders before play are accepted at once, without points; once play has
 * begun, refused. */
static void
test_bn_10_1i (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) before = NULL, after = NULL;
  g_autoptr(GError) error = NULL;

  board = board_of (&module);
  board->turn = 1;
  before = vd_hex_order_send (board, board, module, "napoleon", "davout", "attack", "written",
                              TRUE, &no_ask, &error);
  g_assert_true (before->legal);
  g_assert_cmpstr (before->result, ==, "Accepted");
  g_assert_true (has_reason (before->reasons, "10.1i", "no command points"));
  board->turn = 2;
  after = vd_hex_order_send (board, board, module, "napoleon", "davout", "attack", "written",
                             TRUE, &no_ask, &error);
  g_assert_false (after->legal);
  g_assert_cmpstr (after->why_rule, ==, "10.1i");
}

/* 10.2c, 10.2d, 10.2e: Ney (quality 2) under an anti-initiative of -1 reads column 1: 63 is no
 * effect; St Hilaire may not try that turn; an army commander never tries; without the rank
 * the answer says it is missing. */
static void
test_bn_10_2c_10_2d_10_2e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) ney = NULL, hilaire = NULL, army = NULL, unranked = NULL;
  g_autoptr(VdHexOrderAnswer) unknown = NULL;
  g_autoptr(GError) error = NULL;
  VdHexOrderAsk ask = no_ask;

  board = board_of (&module);
  ask.receiver_quality = 2;
  ask.has_anti = TRUE;
  ask.anti = -1;
  ask.rank = "corps";
  ney = vd_hex_order_initiative (board, board, module, "ney", 63, NULL, &ask, &error);
  g_assert_no_error (error);
  g_assert_true (ney->legal);
  g_assert_cmpstr (ney->column, ==, "1");
  g_assert_cmpstr (ney->result, ==, "no effect");
  g_assert_true (has_reason (ney->reasons, "10.2d", "quality 2, anti-initiative -1: column 1"));
  g_assert_true (has_reason (ney->reasons, "10.2-ex", "column 1, roll 63: no effect"));
  record (board, ney, "initiative", "ney", NULL, NULL, 63, 0);
  ask.rank = NULL;
  ask.has_anti = FALSE;
  hilaire = vd_hex_order_initiative (board, board, module, "st-hilaire", 65, NULL, &ask, &error);
  g_assert_false (hilaire->legal);
  g_assert_cmpstr (hilaire->why_rule, ==, "10.2c");
  g_assert_nonnull (strstr (hilaire->why, "his commander ney tried"));
  g_assert_true (has_reason (hilaire->reasons, "10.2c", "a division commander"));
  g_assert_true (has_reason (hilaire->reasons, "10.2e", "0 by default"));
  /* Column 2, roll 65: the seed gives no cell. */
  g_assert_null (hilaire->result);
  g_assert_true (has_reason (hilaire->missing, "10.2d", "the cell of column 2, roll 65"));
  ask.rank = "army";
  army = vd_hex_order_initiative (board, board, module, "napoleon", 65, NULL, &ask, &error);
  g_assert_false (army->legal);
  g_assert_cmpstr (army->why_rule, ==, "10.2c");
  ask.rank = NULL;
  unranked = vd_hex_order_initiative (board, board, module, "davout", 65, NULL, &ask, &error);
  g_assert_true (has_reason (unranked->missing, "10.2c", "davout’s rank is not on the board"));
  g_assert_false (unranked->legal_known);
  ask.receiver_quality = -1;
  unknown = vd_hex_order_initiative (board, board, module, "davout", 65, NULL, &ask, &error);
  g_assert_null (unknown->column);
  g_assert_true (has_reason (unknown->missing, "10.2d", "quality is not on the board"));
}

/* 10.2a, 10.2f, 10.2g: initiative drops the officer's orders and records his own accepted;
 * not an order already on its way; a flameout cancels his orders. */
static void
test_bn_10_2a_10_2f_10_2g (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) prelim = NULL, sent = NULL, same = NULL, won = NULL;
  g_autoptr(VdHexOrderAnswer) flame = NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  VdHexOrderAsk ask = no_ask;

  board = board_of (&module);
  board->turn = 1;
  prelim = vd_hex_order_send (board, board, module, "napoleon", "ney", "non-attack", "written",
                              TRUE, &no_ask, &error);
  record (board, prelim, "preliminary", "napoleon", "ney", "hold the ridge", 0, 0);
  board->turn = 2;
  sent = send (board, module, "napoleon", "ney", "attack", "written", &no_ask);
  record (board, sent, "send", "napoleon", "ney", "attack the village", 0, 0);
  ask.receiver_quality = 2;
  ask.has_anti = TRUE;
  ask.anti = -1;
  ask.rank = "corps";
  same = vd_hex_order_initiative (board, board, module, "ney", 65, "attack the village", &ask,
                                  &error);
  g_assert_false (same->legal);
  g_assert_cmpstr (same->why_rule, ==, "10.2f");
  won = vd_hex_order_initiative (board, board, module, "ney", 65, "take the wood", &ask, &error);
  g_assert_true (won->legal);
  g_assert_cmpstr (won->result, ==, "initiative");
  g_assert_cmpuint (won->cancels->len, ==, 1);
  g_assert_true (has_reason (won->reasons, "10.2a", "line 3, accepted at once"));
  g_assert_true (has_reason (won->reasons, "10.2f", "not to obtain order 2 (on the way)"));
  record (board, won, "initiative", "ney", NULL, "take the wood", 65, 0);
  sheet = vd_hex_order_sheet (board, board->journal->len);
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 1)->state, ==, VD_HEX_ORDER_CANCELLED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet, 1)->rule, ==, "10.2a");
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 3)->state, ==, VD_HEX_ORDER_ACCEPTED);
  g_assert_true (vd_hex_order_sheet_find (sheet, 3)->initiative);
  /* Next turn he flames out: his orders are cancelled. */
  board->turn = 3;
  flame = vd_hex_order_initiative (board, board, module, "ney", 15, NULL, &ask, &error);
  g_assert_cmpstr (flame->result, ==, "flameout");
  g_assert_true (has_reason (flame->reasons, "10.2g", "one-turn move"));
  record (board, flame, "initiative", "ney", NULL, NULL, 15, 0);
  g_clear_pointer (&sheet, vd_hex_order_sheet_free);
  sheet = vd_hex_order_sheet (board, board->journal->len);
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 3)->state, ==, VD_HEX_ORDER_CANCELLED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet, 3)->rule, ==, "10.2g");
}

/* 10.1d: the sheet is the journal: written to a board file and read back, every `order` event
 * is the same, and the sheet replayed from it says the same. */
static void
test_bn_10_1d_journal (void)
{
  g_autoptr(VdHexRuleset) module = NULL, again_module = NULL;
  g_autoptr(VdBoard) board = NULL, again = NULL;
  g_autoptr(VdHexOrderAnswer) sent = NULL, arrive = NULL, won = NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL, sheet_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (folder, "journal.yaml", NULL);
  VdHexOrderAsk ask = no_ask;

  board = board_of (&module);
  sent = send (board, module, "napoleon", "ney", "attack", "written", &no_ask);
  record (board, sent, "send", "napoleon", "ney", "take \"Pratzen\"", 0, 0);
  ask.column = "3";
  ask.result = "Distorted";
  arrive = vd_hex_order_arrive (board, board, module, 1, 44, &ask, &error);
  g_assert_no_error (error);
  record (board, arrive, "arrive", NULL, NULL, NULL, 44, 0);
  ask = no_ask;
  ask.receiver_quality = 2;
  ask.has_anti = TRUE;
  ask.anti = -1;
  ask.rank = "corps";
  won = vd_hex_order_initiative (board, board, module, "ney", 66, "hold", &ask, &error);
  record (board, won, "initiative", "ney", NULL, "hold", 66, 0);
  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  again = vd_board_load (path, &again_module, &error);
  g_assert_no_error (error);
  g_unlink (path);
  g_assert_cmpuint (again->journal->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_true (vd_board_event_equal (board->journal->pdata[i], again->journal->pdata[i]));
  sheet = vd_hex_order_sheet (board, board->journal->len);
  sheet_again = vd_hex_order_sheet (again, again->journal->len);
  g_assert_cmpuint (sheet_again->orders->len, ==, 2);
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *a = sheet->orders->pdata[i], *b = sheet_again->orders->pdata[i];

      g_assert_cmpint (a->state, ==, b->state);
      g_assert_cmpstr (a->why, ==, b->why);
    }
  g_assert_cmpint (vd_hex_order_sheet_find (sheet_again, 1)->state, ==, VD_HEX_ORDER_DISTORTED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet_again, 1)->text, ==, "take \"Pratzen\"");
  g_assert_cmpint (vd_hex_order_sheet_find (sheet_again, 2)->state, ==, VD_HEX_ORDER_ACCEPTED);
}

/* 9.0: orders are a side's secret: a side's view has its own order events, not the enemy's. */
static void
test_bn_9_0_orders (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOrderAnswer) sent = NULL;
  const VdBoardEvent *event;

  board = board_of (&module);
  sent = send (board, module, "ney", "st-hilaire", "attack", "person", &no_ask);
  record (board, sent, "send", "ney", "st-hilaire", NULL, 0, 0);
  event = board->journal->pdata[0];
  g_assert_true (vd_board_side_sees_event (event, board, module, "french"));
  g_assert_false (vd_board_side_sees_event (event, board, module, "allied"));
  g_assert_true (vd_board_side_sees_event (event, board, module, NULL));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-orders-XXXXXX");
  g_test_add_func ("/hex/rules/bn/10.1a-10.1b-10.1e", test_bn_10_1a_10_1b_10_1e);
  g_test_add_func ("/hex/rules/bn/10.1e-in-person", test_bn_10_1e_in_person);
  g_test_add_func ("/hex/rules/bn/10.1b-points", test_bn_10_1b_points);
  g_test_add_func ("/hex/rules/bn/10.1f-10.1d", test_bn_10_1f_10_1d);
  g_test_add_func ("/hex/rules/bn/10.1i", test_bn_10_1i);
  g_test_add_func ("/hex/rules/bn/10.2c-10.2d-10.2e", test_bn_10_2c_10_2d_10_2e);
  g_test_add_func ("/hex/rules/bn/10.2a-10.2f-10.2g", test_bn_10_2a_10_2f_10_2g);
  g_test_add_func ("/hex/rules/bn/10.1d-journal", test_bn_10_1d_journal);
  g_test_add_func ("/hex/rules/bn/9.0-orders", test_bn_9_0_orders);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
