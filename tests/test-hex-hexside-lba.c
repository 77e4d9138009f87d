#include <string.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-hexside-lba.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

/* LBA's Sk dragoons set on a hexside in play (vd-hex-hexside-lba.h): the core's answer, its
 * move event with `across`, and a move taking it off. */

static char *folder;

#define BODY \
  "hexes:\n  \"0403\": {terrain: forest}\n  \"0405\": {terrain: village}\n" \
  "units:\n" \
  "  - {id: d1, side: coalition, class: cavalry, hex: \"0404\", strength: 7}\n" \
  "  - {id: d2, side: coalition, class: cavalry, hex: \"0202\"}\n" \
  "  - {id: i1, side: coalition, class: infantry, hex: \"0606\", strength: 6}\n" \
  "  - {id: h1, name: \"Pavlograd Hussars\", side: coalition, class: cavalry, hex: \"0202\"}\n" \
  "  - {id: t1, name: \"tver dragoner\", side: coalition, class: cavalry, hex: \"0606\"}\n"

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* LBA-DRAG-1: 7 increments count 3 in each hex; its event seats it, a move takes it off; a
 * strength not given leaves the share unknown, named; infantry is refused with the rule, and so
 * is a counter named as none of the module's four dragoon regiments (a name matched whatever
 * its case; a counter without a name is the board's word). */
static void
test_lba_drag_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 7, 7, BODY, &module);
  g_autoptr(VdHexSkHexside) answer = vd_hex_sk_hexside (board, module, "d1", "0504", NULL);
  g_autoptr(VdHexSkHexside) unknown = vd_hex_sk_hexside (board, module, "d2", "0302", NULL);
  g_autoptr(VdHexSkHexside) infantry = vd_hex_sk_hexside (board, module, "i1", "0605", NULL);
  g_autoptr(GError) error = NULL;
  VdBoardUnit *unit = (VdBoardUnit *) vd_board_find_unit (board, "d1");
  VdBoardEvent *event;

  g_assert_true (answer->legal);
  g_assert_cmpint (answer->increments, ==, 3);
  g_assert_cmpstr (answer->rule, ==, "LBA-DRAG-1");
  g_assert_true (has_reason (answer->reasons, "LBA-DRAG-1", "counts 3 increments in each of "
                                                            "0404 and 0504"));
  event = vd_hex_sk_hexside_event (board, answer);
  g_assert_cmpstr (event->hex, ==, "0404");
  g_assert_cmpstr (event->hex2, ==, "0504");
  g_assert_true (vd_board_event_check_writable (event, &error));
  g_assert_true (vd_board_event_apply (event, board, module, &error));
  g_assert_no_error (error);
  g_assert_true (unit->on_hexside);
  g_free (event->hex2);
  event->hex2 = NULL;
  g_free (event->hex);
  event->hex = g_strdup ("0504");
  g_assert_true (vd_board_event_apply (event, board, module, &error));
  g_assert_false (unit->on_hexside);
  vd_board_event_free (event);

  g_assert_true (unknown->legal);
  g_assert_cmpint (unknown->increments, ==, 0);
  g_assert_true (has_reason (unknown->reasons, "LBA-DRAG-1", "its strength is not given"));
  g_assert_false (infantry->legal);
  g_assert_cmpstr (infantry->rule, ==, "LBA-DRAG-1");
  g_assert_nonnull (strstr (infantry->why, "only a counter of class cavalry"));
  g_assert_null (vd_hex_sk_hexside_event (board, infantry));
  {
    g_autoptr(VdHexSkHexside) hussars = vd_hex_sk_hexside (board, module, "h1", "0302", NULL);
    g_autoptr(VdHexSkHexside) tver = vd_hex_sk_hexside (board, module, "t1", "0605", NULL);

    g_assert_false (hussars->legal);
    g_assert_cmpstr (hussars->rule, ==, "LBA-DRAG-1");
    g_assert_nonnull (strstr (hussars->why, "Pavlograd Hussars is not one of the dragoon "
                                            "regiments with an Sk side (St Petersberg Dragoner, "
                                            "Kharkov Dragoner, Chernikov Dragoner, Tver "
                                            "Dragoner)"));
    g_assert_true (tver->legal);
  }
  g_assert_null (vd_hex_sk_hexside (board, module, "d1", "0606", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* LBA-DRAG-4: toward the village refused with the rule, and its event refused when applied,
 * the board untouched; toward the pine forest allowed. */
static void
test_lba_drag_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 1, 7, 7, BODY, &module);
  g_autoptr(VdHexSkHexside) village = vd_hex_sk_hexside (board, module, "d1", "0405", NULL);
  g_autoptr(VdHexSkHexside) forest = vd_hex_sk_hexside (board, module, "d1", "0403", NULL);
  g_autoptr(VdBoardEvent) event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  g_autoptr(GError) error = NULL;

  g_assert_false (village->legal);
  g_assert_cmpstr (village->rule, ==, "LBA-DRAG-4");
  g_assert_nonnull (strstr (village->why, "0405 is Village"));
  g_assert_true (forest->legal);
  event->unit_id = g_strdup ("d1");
  event->hex = g_strdup ("0404");
  event->hex2 = g_strdup ("0405");
  event->facing = -1;
  g_assert_false (vd_board_event_apply (event, board, module, &error));
  g_assert_nonnull (strstr (error->message, "(LBA-DRAG-4)"));
  g_assert_false (vd_board_find_unit (board, "d1")->on_hexside);
  /* Refused, the move leaves the board as it was: d1 still in 0404. */
  g_clear_error (&error);
  g_free (event->hex);
  event->hex = g_strdup ("0305");
  g_assert_false (vd_board_event_apply (event, board, module, &error));
  {
    g_autofree char *label = vd_board_format_hex (board, vd_board_find_unit (board, "d1")->hex);

    g_assert_cmpstr (label, ==, "0404");
  }
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-lba-hexside-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/hexside-LBA-DRAG-1", test_lba_drag_1);
  g_test_add_func ("/hex/rules/lba/hexside-LBA-DRAG-4", test_lba_drag_4);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
