/* Officers left without a stack (vd-hex-officer-refuge.h), tests named after the rules: BN
 * 26.4e, overrun, to the nearest friendly stack (ties listed, never eliminated); 26.4d, his
 * stack destroyed, to the nearest stack under his command, else eliminated; 26.4a-c, the
 * replacement an elimination owes. */
#include <string.h>

#include "vd-board.h"
#include "vd-hex-odds.h"
#include "vd-hex-officer-refuge.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 1, 8, 8, body, module);
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex out;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &out));
  return out;
}

static gboolean
goes_to (const VdHexOfficerRefuge *refuge, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < refuge->to->len; i++)
    if (vd_hex_equal (g_array_index (refuge->to, VdHex, i), hex (board, label)))
      return TRUE;
  return FALSE;
}

/* 26.4e: o1, alone with o2 in 0304, is overrun by a1: two French stacks 3 hexes away (o2, an
 * officer, is no stack), the owner picks; not eliminated. f3 is farther. */
static void
test_26_4e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: o1, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: o2, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: o3, side: french, class: officer, hex: \"0305\"}\n"
    "  - {id: a1, side: allied, class: infantry, hex: \"0304\"}\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0301\"}\n"
    "  - {id: f2, side: french, class: cavalry, hex: \"0307\"}\n"
    "  - {id: f3, side: french, class: infantry, hex: \"0308\"}\n", &module);
  g_autoptr(VdHexOfficerRefuge) refuge = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) alone = vd_hex_officers_left_alone (board, module, hex (board, "0304"));
  g_auto(GStrv) none = vd_hex_officers_left_alone (board, module, hex (board, "0301"));
  g_autoptr(VdBoardEvent) event = NULL;
  VdHex pick;

  g_assert_cmpuint (g_strv_length (alone), ==, 2);
  g_assert_true (g_strv_contains ((const char * const *) alone, "o1"));
  g_assert_cmpuint (g_strv_length (none), ==, 0);
  refuge = vd_hex_officer_refuge (board, module, "o1", VD_HEX_OFFICER_OVERRUN, NULL);
  g_assert_cmpstr (refuge->rule, ==, "26.4e");
  g_assert_cmpint (refuge->hexes, ==, 3);
  g_assert_cmpuint (refuge->to->len, ==, 2);
  g_assert_true (goes_to (refuge, board, "0301"));
  g_assert_true (goes_to (refuge, board, "0307"));
  g_assert_false (refuge->eliminated);
  g_assert_cmpstr (refuge->why, ==, "to the nearest friendly stack, 3 hexes away: 0301, 0307 "
                                    "(the owner's choice); he is not eliminated for being "
                                    "overrun");
  /* The event: a tie wants the owner's pick, one of the nearest; then his move there. */
  g_assert_null (vd_hex_officer_refuge_event (board, refuge, NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "choose the hex: to the nearest friendly stack, 3 hexes "
                                       "away: 0301, 0307 (the owner's choice); he is not "
                                       "eliminated for being overrun (26.4e)");
  g_clear_error (&error);
  pick = hex (board, "0308");
  g_assert_null (vd_hex_officer_refuge_event (board, refuge, "0308", &pick, &error));
  g_assert_nonnull (strstr (error->message, "0308 is not where o1 goes"));
  g_clear_error (&error);
  pick = hex (board, "0307");
  event = vd_hex_officer_refuge_event (board, refuge, "0307", &pick, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (event->unit_id, ==, "o1");
  g_assert_cmpstr (event->hex, ==, "0307");
  g_assert_cmpstr (event->note, ==, "26.4e");
  g_assert_false (event->eliminated);
  g_assert_null (vd_hex_officer_refuge (board, module, "f1", VD_HEX_OFFICER_OVERRUN, &error));
  g_assert_nonnull (strstr (error->message, "f1 is no officer"));
}

/* 26.4d: d1's stack is destroyed; br3 (under s1, who is under d1) is the nearest stack under
 * his command, nearer br2 is not his; with none under him he is eliminated. */
static void
test_26_4d (void)
{
  g_autoptr(VdHexRuleset) module = NULL, alone_module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: d1, side: french, class: officer, hex: \"0505\"}\n"
    "  - {id: s1, side: french, class: officer, hex: \"0101\", army: d1}\n"
    "  - {id: br1, side: french, class: infantry, hex: \"0508\", army: d1}\n"
    "  - {id: br2, side: french, class: infantry, hex: \"0506\", army: x9}\n"
    "  - {id: br3, side: french, class: infantry, hex: \"0503\", army: s1}\n", &module);
  g_autoptr(VdBoard) orphan = board_of (
    "units:\n"
    "  - {id: d1, side: french, class: officer, hex: \"0505\"}\n"
    "  - {id: br2, side: french, class: infantry, hex: \"0506\", army: x9}\n", &alone_module);
  g_autoptr(VdHexOfficerRefuge) refuge = NULL, lost = NULL;
  g_autoptr(VdBoardEvent) moved = NULL, gone = NULL;

  refuge = vd_hex_officer_refuge (board, module, "d1", VD_HEX_OFFICER_STACK_DESTROYED, NULL);
  g_assert_cmpstr (refuge->rule, ==, "26.4d");
  g_assert_cmpuint (refuge->to->len, ==, 1);
  g_assert_true (goes_to (refuge, board, "0503"));
  g_assert_cmpstr (refuge->why, ==, "to the nearest stack under his command, 2 hexes away: "
                                    "0503");
  lost = vd_hex_officer_refuge (orphan, alone_module, "d1", VD_HEX_OFFICER_STACK_DESTROYED,
                                NULL);
  g_assert_true (lost->eliminated);
  g_assert_cmpuint (lost->to->len, ==, 0);
  g_assert_cmpstr (lost->why, ==, "no stack under his command is left: he is eliminated");
  /* The events: his move to the one nearest without a pick; his elimination. */
  moved = vd_hex_officer_refuge_event (board, refuge, NULL, NULL, NULL);
  g_assert_cmpstr (moved->hex, ==, "0503");
  gone = vd_hex_officer_refuge_event (orphan, lost, NULL, NULL, NULL);
  g_assert_true (gone->eliminated);
  g_assert_cmpstr (gone->note, ==, "26.4d");
}

static gboolean
said (GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0 &&
          g_strcmp0 (reason->what, what) == 0)
        return TRUE;
    }
  return FALSE;
}

/* 26.4a-c: a division commander eliminated owes a replacement at once, whose values are on a
 * counter's back (the owner's), placed with a counter of his division, or where he was with
 * none; an HQ's commander is replaced by a subordinate, the owner's pick among those listed. */
static void
test_26_4a_c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: hq1, side: french, class: hq, hex: \"0101\"}\n"
    "  - {id: d1, side: french, class: officer, hex: \"0505\", army: hq1}\n"
    "  - {id: d2, side: french, class: officer, hex: \"0707\", army: hq1}\n"
    "  - {id: s1, side: french, class: officer, hex: \"0101\", army: d1}\n"
    "  - {id: br1, side: french, class: infantry, hex: \"0508\", army: d1}\n"
    "  - {id: br3, side: french, class: infantry, hex: \"0503\", army: s1}\n", &module);
  g_autoptr(GPtrArray) division = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) lone = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) corps = vd_hex_odds_reasons_new ();

  vd_hex_officer_replacement (board, module, "d1", division);
  g_assert_true (said (division, "26.4a", "d1", "a replacement is due at once"));
  g_assert_true (said (division, "26.4b", "d1", "the replacement is printed on the back of his "
                       "counter (or of a corps commander's), which the rules do not give: the "
                       "owner's"));
  g_assert_true (said (division, "26.4c", "d1", "his replacement is placed with a counter of "
                       "his division: 0508, 0503"));
  vd_hex_officer_replacement (board, module, "d2", lone);
  g_assert_true (said (lone, "26.4c", "d2", "no counter of his division is left: his "
                       "replacement appears where he was, 0707"));
  vd_hex_officer_replacement (board, module, "hq1", corps);
  g_assert_cmpuint (corps->len, ==, 1);
  g_assert_true (said (corps, "26.4a", "hq1", "replaced at once by his highest-ranking "
                       "subordinate, the owner's pick as ranks are not on the board: d1, d2"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-officer-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/26.4e", test_26_4e);
  g_test_add_func ("/hex/rules/bn/26.4d", test_26_4d);
  g_test_add_func ("/hex/rules/bn/26.4a-26.4b-26.4c", test_26_4a_c);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
