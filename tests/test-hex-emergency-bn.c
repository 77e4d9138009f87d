/* BN's emergency retreat (vd-hex-emergency-bn.h) and what else the command rules say of a corps
 * HQ and its divisions, tests named after the rules: 10.4 a corps without orders may fall back,
 * 6 to 14 MP, and its infantry and cavalry owe a desertion roll; with orders it waits on reading
 * bn-i-emergency-orders; never an army HQ; recorded, its orders are lost. 10.1h a corps HQ
 * without an order in force is pinned. 10.5b, 10.5a-C a division on its own order is free of
 * the corps radius, and drops it only back within it. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-hex-emergency-bn.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-error.h"
#include "vd-hex-orders-bn.h"
#include "vd-test-table.h"

static char *folder;

static gboolean
said (const GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

static gboolean
listed (const GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (ids->pdata[i], id) == 0)
      return TRUE;
  return FALSE;
}

#define CORPS \
  "phase: fr-command\n" \
  "units:\n" \
  "  - {id: napoleon, side: french, class: hq, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0707\", army: napoleon}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0706\", army: ney}\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0705\", army: d1, grade: C}\n" \
  "  - {id: fr-c, side: french, class: cavalry, hex: \"0706\", army: d1}\n" \
  "  - {id: fr-a, side: french, class: artillery, hex: \"0708\", army: ney}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0704\"}\n" \
  "journal:\n" \
  "  - {event: ruling, turn: 1, rule: \"10.4\", question: \"?\", decision: \"-\"}\n"

#define ORDERED \
  "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon, receiver: ney," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n"

#define RETREATED \
  "  - {event: order, turn: 2, action: emergency, order: 2, sender: ney, receiver: ney," \
  " type: non-attack}\n"

static VdHexEmergency *
test_of (const char *body, const char *unit, const char *rank, VdHexOrderSheet **sheet)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(GError) error = NULL;
  VdHexEmergency *emergency;

  g_assert_nonnull (board);
  emergency = vd_hex_emergency (setup, G_MAXUINT, board, module, unit, rank, &error);
  g_assert_no_error (error);
  if (sheet != NULL)
    *sheet = vd_hex_order_sheet (setup, G_MAXUINT);
  return emergency;
}

/* 10.4: Ney without orders may fall back, 6 to 14 MP; fr-1 and fr-c roll on the Desertion
 * Table (its cells named missing), not the battery; not 5.2's retreat. With his attack order,
 * whether he may waits on the reading, and the order would be lost; under only-without-orders
 * he may not, under needs-no-order he may. Napoleon's HQ, an army HQ, never; d1, a division
 * not on divisional orders, neither. Recorded, line 1 is lost and he may not again this turn. */
static void
test_10_4 (void)
{
  g_autoptr(VdHexEmergency) free_corps = test_of (CORPS, "ney", NULL, NULL);
  g_autoptr(VdHexEmergency) ordered = test_of (CORPS ORDERED, "ney", NULL, NULL);
  g_autoptr(VdHexEmergency) army = test_of (CORPS, "napoleon", NULL, NULL);
  g_autoptr(VdHexEmergency) said_army = test_of (CORPS, "ney", "army", NULL);
  g_autoptr(VdHexEmergency) division = test_of (CORPS, "d1", NULL, NULL);
  g_autoptr(VdHexEmergency) strict = NULL, lenient = NULL, again = NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL;

  g_assert_true (free_corps->legal && free_corps->legal_known);
  g_assert_true (said (free_corps->reasons, "10.4", "no accepted or delayed order"));
  g_assert_cmpint (free_corps->mp_least, ==, 6);
  g_assert_cmpint (free_corps->mp_most, ==, 14);
  g_assert_true (said (free_corps->reasons, "10.4", "the HQ moves 6 to 14 MP back"));
  g_assert_true (said (free_corps->reasons, "10.4", "the owning player’s judgment"));
  g_assert_true (said (free_corps->reasons, "5.2", "not a retreat"));
  g_assert_true (listed (free_corps->desertion, "fr-1"));
  g_assert_true (listed (free_corps->desertion, "fr-c"));
  g_assert_false (listed (free_corps->desertion, "fr-a"));
  g_assert_true (said (free_corps->reasons, "21.1", "Desertion Table, grade C"));
  g_assert_true (said (free_corps->missing, "21.1", "the cells are not in the seed"));
  g_assert_cmpuint (free_corps->line, ==, 1);

  g_assert_true (ordered->legal);
  g_assert_false (ordered->legal_known);
  g_assert_cmpuint (ordered->lost->len, ==, 1);
  g_assert_true (said (ordered->reasons, "10.4", "order 1 (accepted) is lost"));
  g_assert_true (said (ordered->missing, "bn-i-emergency-orders", "reading"));

  vd_test_choose_reading ("bn", "bn-i-emergency-orders", "only-without-orders");
  strict = test_of (CORPS ORDERED, "ney", NULL, NULL);
  g_assert_false (strict->legal);
  g_assert_cmpstr (strict->why_rule, ==, "bn-i-emergency-orders");
  vd_test_choose_reading ("bn", "bn-i-emergency-orders", "needs-no-order");
  lenient = test_of (CORPS ORDERED, "ney", NULL, NULL);
  g_assert_true (lenient->legal && lenient->legal_known);
  again = test_of (CORPS ORDERED RETREATED, "ney", NULL, &sheet);
  vd_test_choose_reading ("bn", NULL, NULL);
  g_assert_false (again->legal);
  g_assert_cmpstr (again->why, ==, "it is already falling back this turn");
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 1)->state, ==, VD_HEX_ORDER_CANCELLED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet, 1)->rule, ==, "10.4");
  g_assert_true (vd_hex_order_sheet_find (sheet, 2)->emergency);

  g_assert_false (army->legal);
  g_assert_cmpstr (army->why, ==, "an army HQ makes no emergency retreat");
  g_assert_false (said_army->legal);
  g_assert_false (division->legal);
  g_assert_cmpstr (division->why_rule, ==, "10.4");
}

/* The notes of the sheet on BODY's board (vd_hex_orders_notes). */
static GPtrArray *
notes_of (const char *body)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);

  g_assert_nonnull (board);
  return vd_hex_orders_notes (setup, G_MAXUINT, board, module);
}

/* 10.1h: Ney's HQ without an order in force is pinned; on his attack order it may move as the
 * order needs; in the turn of his emergency retreat too. Napoleon's, an army HQ, moves at will
 * (10.0c). */
static void
test_10_1h (void)
{
  g_autoptr(GPtrArray) none = notes_of (CORPS);
  g_autoptr(GPtrArray) ordered = notes_of (CORPS ORDERED);
  g_autoptr(GPtrArray) retreating = notes_of (CORPS ORDERED RETREATED);

  g_assert_true (said (none, "10.1h", "pinned: no order of its is in force"));
  g_assert_true (said (none, "10.0c", "an army HQ: it moves at will"));
  g_assert_true (said (ordered, "10.1h", "may move as order 1 needs"));
  g_assert_false (said (ordered, "10.1h", "pinned: no order"));
  g_assert_true (said (retreating, "10.1h", "may move as order 2 needs"));
}

#define DIVISIONS \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0909\"}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0907\", army: ney}\n" \
  "  - {id: d2, side: french, class: officer, hex: \"0101\", army: ney}\n" \
  "journal:\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 1, sender: napoleon, receiver: d1," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 2, sender: napoleon, receiver: d2," \
  " type: attack, method: written, arrives: 1, result: \"Accepted\"}\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 3, sender: napoleon, receiver: ney," \
  " type: non-attack, method: written, arrives: 1, result: \"Accepted\"}\n"

/* Only Ney's HQ has an order: d1 near it carries it out, d2 far off comes back first. */
#define CORPS_ONLY \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0909\"}\n" \
  "  - {id: d1, side: french, class: officer, hex: \"0907\", army: ney}\n" \
  "  - {id: d2, side: french, class: officer, hex: \"0101\", army: ney}\n" \
  "journal:\n" \
  "  - {event: order, turn: 1, action: preliminary, order: 3, sender: napoleon, receiver: ney," \
  " type: non-attack, method: written, arrives: 1, result: \"Accepted\"}\n"

/* The answer's rule is the module's: MODULE keeps it alive. */
static VdHexOrderAnswer *
drop_of (const char *body, guint line, VdHexRuleset **module_out)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(GError) error = NULL;
  VdHexOrderAnswer *answer = vd_hex_order_drop (setup, board, module, line, &error);

  g_assert_no_error (error);
  *module_out = g_steal_pointer (&module);
  return answer;
}

/* 10.5b, 10.5a-C: d1 and d2 on orders of their own; d1, 2 hexes from Ney's HQ, may drop his
 * and take the corps' again; d2, far off, keeps his; Ney's own order is no divisional one.
 * Without orders of their own, d1 carries out the corps' order at once, d2 comes back first.
 * Dropped, line 1 is cancelled by 10.5b. Clear ground at 1 officer MP (the seed's Movement
 * Table is missing). */
static void
test_10_5b_10_5a_c (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(GPtrArray) notes = NULL, corps_notes = NULL;
  g_autoptr(VdHexOrderAnswer) near = NULL, far = NULL, corps = NULL;
  g_autoptr(VdHexRuleset) module = NULL, near_module = NULL, far_module = NULL,
                          corps_module = NULL;
  g_autoptr(VdBoard) setup = NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  notes = notes_of (DIVISIONS);
  corps_notes = notes_of (CORPS_ONLY);
  g_assert_true (said (notes, "10.5b", "on the divisional order of line 1"));
  g_assert_true (said (notes, "10.5b", "within 8 officer MP of its commander ney: it may drop"));
  g_assert_true (said (notes, "10.5b", "on the divisional order of line 2"));
  g_assert_true (said (notes, "10.5a-C", "outside the radius of its commander ney: it keeps"));
  g_assert_true (said (corps_notes, "10.5a-C", "within ney’s radius: carries out its order 3 at "
                                               "once"));
  g_assert_true (said (corps_notes, "10.5a-C", "outside ney’s radius: comes back before it "
                                               "carries out its order 3"));
  near = drop_of (DIVISIONS, 1, &near_module);
  far = drop_of (DIVISIONS, 2, &far_module);
  corps = drop_of (DIVISIONS, 3, &corps_module);
  g_assert_true (near->legal);
  g_assert_cmpstr (near->result, ==, "dropped");
  g_assert_false (far->legal);
  g_assert_cmpstr (far->why_rule, ==, "10.5a-C");
  g_assert_false (corps->legal);
  g_assert_cmpstr (corps->why, ==, "line 3 is no divisional order in force");
  setup = vd_test_hex_board (folder, "bn", 2, 9, 9,
                             DIVISIONS "  - {event: order, turn: 2, action: drop, order: 1}\n",
                             &module);
  sheet = vd_hex_order_sheet (setup, G_MAXUINT);
  g_assert_cmpint (vd_hex_order_sheet_find (sheet, 1)->state, ==, VD_HEX_ORDER_CANCELLED);
  g_assert_cmpstr (vd_hex_order_sheet_find (sheet, 1)->rule, ==, "10.5b");
  g_unlink (path);
}

/* 10.5b: an order sent straight to a cavalry unit is a divisional order it takes, and it is
 * read with a receiver quality of 2; an infantry unit takes none. */
static void
test_10_5b_quality (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (
    folder, "bn", 2, 9, 9,
    "units:\n"
    "  - {id: napoleon, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: ney, side: french, class: hq, hex: \"0909\"}\n"
    "  - {id: d1, side: french, class: officer, hex: \"0907\", army: ney}\n"
    "  - {id: fr-c, side: french, class: cavalry, hex: \"0906\", army: d1}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0905\", army: d1}\n"
    "journal:\n"
    "  - {event: order, turn: 1, action: send, order: 1, sender: napoleon, receiver: fr-c,"
    " type: non-attack, method: written, arrives: 2}\n", &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(VdHexOrderAnswer) sent = NULL, arrived = NULL;
  g_autoptr(GError) error = NULL;
  VdHexOrderAsk ask = { .sender_quality = 1, .receiver_quality = -1 };

  sent = vd_hex_order_send (setup, board, module, "napoleon", "fr-c", "other", "written", FALSE,
                            &ask, &error);
  g_assert_no_error (error);
  g_assert_true (said (sent->reasons, "10.5b", "fr-c, a cavalry unit, takes it as a divisional "
                                               "order"));
  arrived = vd_hex_order_arrive (setup, board, module, 1, 25, &ask, &error);
  g_assert_no_error (error);
  g_assert_true (said (arrived->reasons, "10.5b", "fr-c, a cavalry unit, receives at quality 2"));
  g_assert_null (vd_hex_order_send (setup, board, module, "napoleon", "fr-1", "other", "written",
                                    FALSE, &ask, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-emergency-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/10.4", test_10_4);
  g_test_add_func ("/hex/rules/bn/10.1h", test_10_1h);
  g_test_add_func ("/hex/rules/bn/10.5b-10.5a-C", test_10_5b_10_5a_c);
  g_test_add_func ("/hex/rules/bn/10.5b-quality", test_10_5b_quality);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
