/* LBA's Santon earthworks, Russian dragoons in Sk mode and Cossacks (vd-hex-santon.h,
 * vd-hex-lba-units.h), tests named after the rules: SR p.12 and p.14 as the seed gives them. */
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-pre-melee.h"
#include "vd-hex-santon.h"
#include "vd-test-table.h"

static char *folder;

/* An earthwork in 0303 whose two fronts face 0402 and 0403 (east); its rear faces 0302, 0304,
 * 0203 and 0202. */
#define SANTON \
  "hexes:\n  \"0303\": {terrain: santon}\n" \
  "hexsides:\n" \
  "  - {between: [\"0303\", \"0402\"], feature: earthwork-front, toward: \"0402\"}\n" \
  "  - {between: [\"0303\", \"0403\"], feature: earthwork-front, toward: \"0403\"}\n"

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 7, 7, body, module);
}

static VdHex
hex_of (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0) &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_move_reason (GPtrArray *reasons, const char *rule, double mp)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && reason->mp == mp)
        return TRUE;
    }
  return FALSE;
}

/* LBA-SANTON-2: 2 front and 4 rear hexsides, as the board marks them; fire defence 10 through
 * the front, 6 through the rear; a line from afar enters by the side it crosses. */
static void
test_lba_santon_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON, &module);
  g_autoptr(GArray) front = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) rear = g_array_new (FALSE, FALSE, sizeof (VdHex));
  VdHex work = hex_of (board, "0303");
  const char *rule = NULL;
  int value = 0;

  vd_hex_santon_sides (board, module, work, front, rear);
  g_assert_cmpuint (front->len, ==, 2);
  g_assert_cmpuint (rear->len, ==, 4);
  g_assert_cmpint (vd_hex_santon_side (board, module, work, hex_of (board, "0403")), ==,
                   VD_HEX_SANTON_FRONT);
  g_assert_cmpint (vd_hex_santon_side (board, module, work, hex_of (board, "0203")), ==,
                   VD_HEX_SANTON_REAR);
  g_assert_cmpint (vd_hex_santon_side (board, module, work, hex_of (board, "0603")), ==,
                   VD_HEX_SANTON_FRONT);
  g_assert_cmpint (vd_hex_santon_side (board, module, work, hex_of (board, "0103")), ==,
                   VD_HEX_SANTON_REAR);
  g_assert_cmpint (vd_hex_santon_side (board, module, hex_of (board, "0404"),
                                       hex_of (board, "0403")), ==, VD_HEX_SANTON_NOT_WORK);
  g_assert_true (vd_hex_santon_fire_defence (module, VD_HEX_SANTON_FRONT, &value, &rule));
  g_assert_cmpint (value, ==, 10);
  g_assert_cmpstr (rule, ==, "LBA-SANTON-2");
  g_assert_true (vd_hex_santon_fire_defence (module, VD_HEX_SANTON_REAR, &value, &rule));
  g_assert_cmpint (value, ==, 6);
  g_assert_false (vd_hex_santon_fire_defence (module, VD_HEX_SANTON_EITHER, &value, &rule));
}

/* LBA-SANTON-3: a move enters through a rear hexside only; through it, the chart's 2 or a
 * clear move's 1 as the owner reads lba-i-santon-entry (open: the referee's, named). */
static void
test_lba_santon_3 (void)
{
  /* Alone on the board: an enemy beside the work would make any step there the referee's
   * (the zones of influence are missing). */
  const char *body = SANTON
    "units:\n"
    "  - {id: fi, side: french, class: infantry, hex: \"0203\", movement: 4}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_autoptr(VdHexRuleset) module_front = NULL;
  g_autoptr(VdBoard) board_front = board_of (SANTON
    "units:\n"
    "  - {id: r1, side: coalition, class: infantry, hex: \"0403\", movement: 1}\n",
    &module_front);
  g_autoptr(GError) error = NULL;
  const VdHexBlocked *refused;
  g_autoptr(VdHexReach) front = vd_hex_reach (board_front, module_front, "r1", &error);
  g_autoptr(VdHexMove) rear = vd_hex_move (board, module, "fi", NULL, 0,
                                           hex_of (board, "0303"), &error);

  g_assert_no_error (error);
  refused = NULL;
  for (guint i = 0; i < front->forbidden->len; i++)
    {
      const VdHexBlocked *blocked = front->forbidden->pdata[i];

      if (vd_hex_equal (blocked->hex, hex_of (board_front, "0303")) &&
          vd_hex_equal (blocked->from, hex_of (board_front, "0403")))
        refused = blocked;
    }
  g_assert_nonnull (refused);
  g_assert_cmpstr (refused->rule, ==, "LBA-SANTON-3");
  g_assert_nonnull (strstr (refused->why, "front hexside"));
  g_assert_cmpint (rear->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (rear->why, "lba-i-santon-entry"));

  vd_test_choose_reading ("lba", "lba-i-santon-entry", "clear-cost-through-rear");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of (body, &read);
    g_autoptr(VdHexMove) clear = vd_hex_move (again, read, "fi", NULL, 0,
                                              hex_of (again, "0303"), &error);

    g_assert_no_error (error);
    g_assert_cmpint (clear->verdict, ==, VD_HEX_MOVE_LEGAL);
    g_assert_cmpfloat (clear->cost, ==, 1);
    g_assert_true (has_move_reason (clear->reasons, "LBA-SANTON-3", 1));
  }
  vd_test_choose_reading ("lba", "lba-i-santon-entry", "chart-cost");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of (body, &read);
    g_autoptr(VdHexMove) chart = vd_hex_move (again, read, "fi", NULL, 0,
                                              hex_of (again, "0303"), &error);

    g_assert_no_error (error);
    g_assert_cmpint (chart->verdict, ==, VD_HEX_MOVE_LEGAL);
    g_assert_cmpfloat (chart->cost, ==, 2);
    g_assert_true (has_move_reason (chart->reasons, "LBA-MOV-13", 2));
    g_assert_true (has_move_reason (chart->reasons, "LBA-SANTON-3", 0));
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-SANTON-6: an assault through a front hexside, -12 on the attacker's check and assaulting
 * infantry halved in the melee; through a rear one, as into clear terrain. */
static void
test_lba_santon_6 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON
    "units:\n"
    "  - {id: d1, side: french, class: infantry, hex: \"0303\", strength: 3}\n"
    "  - {id: r1, side: coalition, class: infantry, hex: \"0403\", strength: 6}\n"
    "  - {id: r2, side: coalition, class: infantry, hex: \"0203\", strength: 6}\n", &module);
  g_autoptr(GError) error = NULL;
  const char * const front_ids[] = { "r1", NULL };
  const char * const rear_ids[] = { "r2", NULL };
  const char * const defenders[] = { "d1", NULL };
  g_autoptr(VdHexPreMelee) front = vd_hex_pre_melee (board, module, front_ids, defenders, NULL,
                                                     &error);
  g_autoptr(VdHexPreMelee) rear = vd_hex_pre_melee (board, module, rear_ids, defenders, NULL,
                                                    &error);

  g_assert_no_error (error);
  g_assert_cmpint (front->attacker, ==, 3 - 12);
  g_assert_true (has_reason (front->reasons, "LBA-SANTON-6", "r1", "-12"));
  g_assert_true (has_reason (front->reasons, "LBA-SANTON-6", "r1", "×0.5"));
  g_assert_cmpint (rear->attacker, ==, 3);
  g_assert_true (has_reason (rear->reasons, "LBA-SANTON-6", "r2", "as into Clear"));
  g_assert_false (has_reason (rear->reasons, "LBA-SANTON-6", "r2", "-12"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-lba-special-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-2", test_lba_santon_2);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-3-lba-i-santon-entry", test_lba_santon_3);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-6", test_lba_santon_6);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
