/* LBA's Santon earthworks, Russian dragoons in Sk mode and Cossacks (vd-hex-santon.h,
 * vd-hex-lba-units.h), tests named after the rules: SR p.12 and p.14 as the seed gives them. */
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-charge-lba.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-pre-melee.h"
#include "vd-hex-santon.h"
#include "vd-hex-stacking.h"
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

/* LBA-SANTON-4: a battalion comes in by the rear to stand with its side's battery, said with
 * the rule; into an empty work, not (how many may stand there is LBA-STK-7's). */
static void
test_lba_santon_4 (void)
{
  const char *body = SANTON
    "units:\n"
    "  - {id: bat, side: french, class: artillery, echelon: battery, hex: \"0303\"}\n"
    "  - {id: fi, side: french, class: infantry, echelon: battalion, hex: \"0203\", movement: 4}\n";
  g_autoptr(VdHexRuleset) module = NULL, empty_module = NULL;
  g_autoptr(VdBoard) board = NULL, empty = NULL;
  g_autoptr(VdHexMove) support = NULL, alone = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_choose_reading ("lba", "lba-i-santon-entry", "chart-cost");
  board = board_of (body, &module);
  support = vd_hex_move (board, module, "fi", NULL, 0, hex_of (board, "0303"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (support->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (has_move_reason (support->reasons, "LBA-SANTON-4", 0));
  empty = board_of (SANTON "units:\n  - {id: fi, side: french, class: infantry, "
                    "echelon: battalion, hex: \"0203\", movement: 4}\n", &empty_module);
  alone = vd_hex_move (empty, empty_module, "fi", NULL, 0, hex_of (empty, "0303"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (alone->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_false (has_move_reason (alone->reasons, "LBA-SANTON-4", 0));
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

/* The board of the fire and charge tests: the earthwork above, a Santon battery sb in it, a
 * Russian battery ra beyond its rear (0103) and rb beyond its front (0603); Cossacks k1 beside
 * French line infantry fl and the disordered fd; the Guard Cossacks gk; the Tver dragoons d1 in
 * Sk mode on 0606|0607 and French cavalry fc beside them. */
#define UNITS \
  "units:\n" \
  "  - {id: sb, side: french, class: artillery, hex: \"0303\", strength: 2, state: unlimbered}\n" \
  "  - {id: ra, side: coalition, nation: russian, class: artillery, hex: \"0103\", strength: 2}\n" \
  "  - {id: rb, side: coalition, nation: russian, class: artillery, hex: \"0603\", strength: 2}\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0505\", strength: 4}\n" \
  "  - {id: gk, name: \"Guard Cossacks\", side: coalition, nation: russian, class: cavalry," \
  " hex: \"0705\", strength: 4}\n" \
  "  - {id: fl, side: french, class: infantry, hex: \"0605\", strength: 6}\n" \
  "  - {id: fd, side: french, class: infantry, hex: \"0604\", strength: 6, state: disordered}\n" \
  "  - {id: d1, name: \"Tver Dragoner\", side: coalition, nation: russian, class: cavalry," \
  " echelon: regiment, hex: \"0606\", across: \"0607\", strength: 7}\n" \
  "  - {id: fc, side: french, class: cavalry, hex: \"0506\", strength: 6}\n"

static VdHexFireLba *
fire_of (const VdBoard *board, const VdHexRuleset *module, const char *firers, const char *target,
         int lost)
{
  g_auto(GStrv) ids = g_strsplit (firers, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexFireLba *fire = vd_hex_fire_lba (board, module, (const char * const *) ids, target, lost,
                                        &error);

  g_assert_no_error (error);
  return fire;
}

static VdHexCharge *
charge_of (const VdBoard *board, const VdHexRuleset *module, const char *charger,
           const char *target)
{
  g_autoptr(GError) error = NULL;
  VdHexCharge *charge = vd_hex_lba_charge (board, module, charger, target, &error);

  g_assert_no_error (error);
  return charge;
}

/* LBA-GO-4, LBA-CHG-2, LBA-FAS-6: no charge into a forest (LBA-GO-4), into a town or a swamp
 * (LBA-CHG-2, their own rule), out of the Pheasantry (LBA-FAS-6); into clear ground, allowed. */
static void
test_lba_go_4_chg_2_fas_6 (void)
{
  static const char body[] =
    "hexes:\n  \"0404\": {terrain: forest}\n  \"0402\": {terrain: town}\n"
    "  \"0403\": {terrain: swamp}\n  \"0202\": {terrain: fasanerie}\n"
    "units:\n  - {id: h, side: french, class: cavalry, hex: \"0303\"}\n"
    "  - {id: p, side: french, class: cavalry, hex: \"0202\"}\n"
    "  - {id: wood, side: coalition, class: infantry, hex: \"0404\", state: disordered}\n"
    "  - {id: town, side: coalition, class: infantry, hex: \"0402\", state: disordered}\n"
    "  - {id: marsh, side: coalition, class: infantry, hex: \"0403\", state: disordered}\n"
    "  - {id: open, side: coalition, class: infantry, hex: \"0302\", state: disordered}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_autoptr(VdHexCharge) forest = charge_of (board, module, "h", "wood");
  g_autoptr(VdHexCharge) town = charge_of (board, module, "h", "town");
  g_autoptr(VdHexCharge) swamp = charge_of (board, module, "h", "marsh");
  g_autoptr(VdHexCharge) out = charge_of (board, module, "p", "open");

  g_assert_cmpstr (forest->refused_rule, ==, "LBA-GO-4");
  g_assert_cmpstr (town->refused_rule, ==, "LBA-CHG-2");
  g_assert_nonnull (strstr (town->refused, "no charge into 0402"));
  g_assert_cmpstr (swamp->refused_rule, ==, "LBA-CHG-2");
  g_assert_cmpstr (out->refused_rule, ==, "LBA-FAS-6");
}

/* LBA-SANTON-2 in a fire: 6 through the rear, 10 through the front, unknown through both. */
static void
test_lba_santon_2_fire (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexFireLba) rear = fire_of (board, module, "ra", "sb", -1);
  g_autoptr(VdHexFireLba) front = fire_of (board, module, "rb", "sb", -1);
  g_autoptr(VdHexFireLba) both = fire_of (board, module, "ra,rb", "sb", -1);

  g_assert_true (rear->defence_known);
  g_assert_cmpint (rear->fire_defence, ==, 6);
  g_assert_cmpstr (rear->defence_rule, ==, "LBA-SANTON-2");
  g_assert_true (has_reason (rear->reasons, "LBA-SANTON-2", "ra", "rear hexside"));
  g_assert_cmpint (front->fire_defence, ==, 10);
  g_assert_true (has_reason (front->reasons, "LBA-SANTON-2", "sb", "through the front"));
  g_assert_false (both->defence_known);
  g_assert_cmpstr (both->missing_rule, ==, "LBA-SANTON-2");
  /* The results table is missing whatever the defence. */
  g_assert_cmpstr (front->missing_rule, ==, "LBA-FD-5");
}

/* LBA-SANTON-5: the battery fires through the front; out through the rear it is refused. */
static void
test_lba_santon_5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexFireLba) front = fire_of (board, module, "sb", "rb", -1);
  const char * const sb[] = { "sb", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFireLba) rear = vd_hex_fire_lba (board, module, sb, "ra", -1, &error);

  g_assert_true (has_reason (front->reasons, "LBA-SANTON-5", "sb", "front hexside"));
  g_assert_null (rear);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "LBA-SANTON-5"));
}

/* LBA-COS-1: fired on by infantry in order the Cossacks check, casualty or not; not for the
 * disordered infantry's fire; a casualty routs them. */
static void
test_lba_cos_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexFireLba) line = fire_of (board, module, "fl", "k1", -1);
  g_autoptr(VdHexFireLba) disordered = fire_of (board, module, "fd", "k1", -1);
  g_autoptr(VdHexFireLba) hit = fire_of (board, module, "fd", "k1", 1);

  g_assert_true (line->morale_check);
  g_assert_cmpstr (line->check_rule, ==, "LBA-COS-1");
  g_assert_true (has_reason (line->reasons, "LBA-COS-1", "fl", "check morale"));
  g_assert_cmpstr (line->casualty_state, ==, "routed");
  g_assert_false (line->routed);
  g_assert_false (disordered->morale_check);
  g_assert_true (has_reason (disordered->reasons, "LBA-COS-1", "fd", "no check"));
  g_assert_true (hit->routed);
  g_assert_true (has_reason (hit->reasons, "LBA-COS-1", "k1", "routed"));
}

/* LBA-COS-2: no charge at infantry in good order, nor at unlimbered artillery through the
 * front of its earthwork; disordered infantry may be charged. */
static void
test_lba_cos_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexCharge) good = charge_of (board, module, "k1", "fl");
  g_autoptr(VdHexCharge) disordered = charge_of (board, module, "k1", "fd");
  g_autoptr(VdHexCharge) battery = charge_of (board, module, "k1", "sb");

  g_assert_cmpstr (good->refused_rule, ==, "LBA-COS-2");
  g_assert_nonnull (strstr (good->refused, "good order"));
  g_assert_null (disordered->refused);
  g_assert_null (disordered->missing);
  g_assert_true (has_reason (disordered->reasons, "LBA-COS-2", "fd", "not in good order"));
  g_assert_cmpstr (battery->refused_rule, ==, "LBA-COS-2");
  g_assert_nonnull (strstr (battery->refused, "front"));
  /* Their melee is their charge: hex odds refuses it too. */
  {
    const char * const k1[] = { "k1", NULL }, * const fl[] = { "fl", NULL };
    const char * const fd[] = { "fd", NULL };
    g_autoptr(GError) error = NULL;
    g_autoptr(VdHexPreMelee) barred = vd_hex_pre_melee (board, module, k1, fl, NULL, &error);
    g_autoptr(VdHexPreMelee) open = NULL;

    g_assert_null (barred);
    g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "(LBA-COS-2)"));
    g_clear_error (&error);
    open = vd_hex_pre_melee (board, module, k1, fd, NULL, &error);
    g_assert_no_error (error);
  }
}

/* LBA-COS-3: the Guard Cossacks (class cavalry) neither check nor rout for fire, and charge
 * as regular cavalry. */
static void
test_lba_cos_3_fire_charge (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexFireLba) fire = fire_of (board, module, "fl", "gk", 1);
  g_autoptr(VdHexCharge) charge = charge_of (board, module, "gk", "fl");

  g_assert_false (fire->morale_check);
  g_assert_false (fire->routed);
  g_assert_true (has_reason (fire->reasons, "LBA-COS-3", "gk", "regular cavalry"));
  g_assert_null (charge->refused);
  g_assert_true (has_reason (charge->reasons, "LBA-COS-3", "gk", "regular cavalry"));
}

/* LBA-DRAG-1: the regiment on 0606|0607 counts in both hexes, 3 increments each (7 in all);
 * with a regiment of 16 in 0607 the hex is over its 18 cavalry increments; written back as it
 * was read. */
static void
test_lba_drag_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS
    "  - {id: c2, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0607\", strength: 16}\n", &module);
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex_of (board, "0607"));
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(VdHexStack) stack = vd_hex_stacking_at (board, module, hex_of (board, "0607"), NULL);
  g_autofree char *yaml = NULL;
  g_autoptr(GError) error = NULL;
  guint share = 0;

  g_assert_true (vd_hex_lba_sk_share (module, vd_board_find_unit (board, "d1"), &share));
  g_assert_cmpuint (share, ==, 3);
  vd_hex_lba_sk_in_hex (board, module, hex_of (board, "0607"), NULL, units, owned);
  g_assert_cmpuint (units->len, ==, 2);
  g_assert_cmpstr (((VdBoardUnit *) units->pdata[1])->id, ==, "d1");
  g_assert_cmpstr (((VdBoardUnit *) units->pdata[1])->strength, ==, "3");
  g_assert_cmpint (stack->verdict, ==, VD_HEX_STACK_OVER);
  g_assert_nonnull (strstr (stack->why, "19"));
  yaml = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "across: \"0607\""));
}

/* LBA-DRAG-3: an Sk regiment charges not and melees not; charged or meleed by cavalry it
 * checks morale on contact. */
static void
test_lba_drag_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexCharge) by_sk = charge_of (board, module, "d1", "fl");
  g_autoptr(VdHexCharge) at_sk = charge_of (board, module, "fc", "d1");
  const char * const d1[] = { "d1", NULL }, * const fl[] = { "fl", NULL };
  const char * const fc[] = { "fc", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexPreMelee) melee = vd_hex_pre_melee (board, module, d1, fl, NULL, &error);
  g_autoptr(VdHexPreMelee) meleed = NULL;

  g_assert_cmpstr (by_sk->refused_rule, ==, "LBA-DRAG-3");
  g_assert_cmpstr (at_sk->contact_rule, ==, "LBA-DRAG-3");
  g_assert_nonnull (strstr (at_sk->contact, "ends in column"));
  g_assert_null (melee);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "LBA-DRAG-3"));
  g_clear_error (&error);
  meleed = vd_hex_pre_melee (board, module, fc, d1, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (has_reason (meleed->reasons, "LBA-DRAG-3", "d1", "on contact"));
}

/* LBA-DRAG-2: in Sk mode the regiment fires as infantry in skirmish order. */
static void
test_lba_drag_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (SANTON UNITS, &module);
  g_autoptr(VdHexFireLba) fire = fire_of (board, module, "d1", "fl", -1);

  g_assert_true (has_reason (fire->reasons, "LBA-DRAG-2", "d1", "skirmish order"));
}

/* Infantry firing at the Cossacks in 0505, for the fire values. */
#define FIRERS \
  "units:\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0505\", strength: 4}\n" \
  "  - {id: fl, side: french, class: infantry, hex: \"0605\", strength: 6, state: line}\n" \
  "  - {id: fd, side: french, class: infantry, hex: \"0604\", strength: 6, state: disordered}\n" \
  "  - {id: fs, side: french, class: infantry, hex: \"0504\", strength: 6, state: skirmish}\n" \
  "  - {id: fk, side: french, class: infantry, hex: \"0506\", strength: 6, state: column}\n" \
  "  - {id: po, side: french, nation: italian, class: infantry, hex: \"0404\", strength: 3," \
  " state: line}\n"

static VdHexFireLba *
fire_error (const VdBoard *board, const VdHexRuleset *module, const char *firer)
{
  const char *ids[] = { firer, NULL };
  g_autoptr(GError) error = NULL;
  VdHexFireLba *fire = vd_hex_fire_lba (board, module, ids, "k1", -1, &error);

  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "LBA-FIRE-1"));
  return fire;
}

/* LBA-FIRE-1, -2, -3: fire factors from the nation's chart by troop type and formation (x3 in
 * line for the Ligne), a disordered firer at half in the formation it names, the Po and
 * Corsican tirailleurs as Légère; the printed values, a blank cell, an unsaid type named. */
static void
test_lba_fire_1_2_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (FIRERS, &module);
  g_autoptr(VdHexFireLba) line = fire_of (board, module, "fl=french-ligne", "k1", -1);
  g_autoptr(VdHexFireLba) both = fire_of (board, module, "fl=french-ligne,fd=carre:french-legere",
                                          "k1", -1);
  g_autoptr(VdHexFireLba) italian = fire_of (board, module, "po", "k1", -1);
  g_autoptr(VdHexFireLba) untyped = fire_of (board, module, "fl", "k1", -1);
  g_autoptr(VdHexFireLba) unformed = fire_of (board, module, "fd=french-ligne", "k1", -1);
  g_autoptr(VdHexFireLba) skirmish = fire_of (board, module, "fs=french-ligne", "k1", -1);
  g_autoptr(VdHexFireLba) printed = fire_of (board, module, "fk=french-guard-infantry", "k1", -1);

  g_assert_true (line->factors_known);
  g_assert_cmpfloat (line->factors, ==, 18);
  g_assert_true (has_reason (line->reasons, "LBA-FIRE-1", "fl", "18 fire factors"));
  g_assert_true (both->factors_known);
  g_assert_cmpfloat (both->factors, ==, 18 + 12);
  g_assert_true (has_reason (both->reasons, "LBA-FIRE-1", "fd", "24 fire factors"));
  g_assert_true (has_reason (both->reasons, "LBA-FIRE-2", "fd", "at half, 12 fire factors"));
  g_assert_true (italian->factors_known);
  g_assert_cmpfloat (italian->factors, ==, 9);
  g_assert_true (has_reason (italian->reasons, "LBA-FIRE-3", "po", "Legere"));
  g_assert_false (untyped->factors_known);
  g_assert_cmpstr (untyped->factors_missing_rule, ==, "LBA-FIRE-1");
  g_assert_nonnull (strstr (untyped->factors_missing, "fl=TYPE"));
  g_assert_false (unformed->factors_known);
  g_assert_cmpstr (unformed->factors_missing_rule, ==, "LBA-FIRE-2");
  g_assert_nonnull (strstr (unformed->factors_missing, "FORMATION"));
  g_assert_false (skirmish->factors_known);
  g_assert_nonnull (strstr (skirmish->factors_missing, "skirmish × Ligne is not given"));
  g_assert_false (printed->factors_known);
  g_assert_nonnull (strstr (printed->factors_missing, "printed value"));
  g_assert_null (fire_error (board, module, "fl=grenadier"));
  g_assert_null (fire_error (board, module, "fl=russian-egerskii"));
  g_assert_null (fire_error (board, module, "fl=french-ligne:column"));
}

/* LBA-FIRE-1 from the board: a French battalion marked guard-infantry fires in the Guard's
 * column (x4 in line: 24 factors, not the Ligne's 18), said as its mark's, the mark's Russian
 * row left aside; a type given on the command line still overrides it. */
static void
test_lba_fire_1_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0505\", strength: 4}\n"
    "  - {id: fg, side: french, class: infantry, hex: \"0605\", strength: 6, state: line,"
    " marks: [guard-infantry]}\n", &module);
  g_autoptr(VdHexFireLba) marked = fire_of (board, module, "fg", "k1", -1);
  g_autoptr(VdHexFireLba) named = fire_of (board, module, "fg=french-ligne", "k1", -1);

  g_assert_true (marked->factors_known);
  g_assert_cmpfloat (marked->factors, ==, 24);
  g_assert_true (has_reason (marked->reasons, "LBA-FIRE-1", "fg",
                             "the troop type french-guard-infantry, marked on the counter "
                             "(guard-infantry)"));
  g_assert_true (named->factors_known);
  g_assert_cmpfloat (named->factors, ==, 18);
  g_assert_false (has_reason (named->reasons, "LBA-FIRE-1", "fg", "marked on the counter"));
}

/* LBA-ICE-4: a 65 fire roll at a unit on a frozen lake breaks the ice (one die of increments
 * lost); another roll is not the 65, the garbled second roll named; off the lake nothing. */
static void
test_lba_ice_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("hexes:\n  \"0505\": {terrain: frozen-lake}\n" FIRERS,
                                       &module);
  g_autoptr(VdHexFireLba) broken = fire_of (board, module, "fl=french-ligne", "k1", -1);
  g_autoptr(VdHexFireLba) holds = fire_of (board, module, "fl=french-ligne", "k1", -1);
  g_autoptr(VdHexFireLba) ashore = fire_of (board, module, "k1", "fl", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_hex_fire_lba_ice (broken, board, module, "k1", 65, NULL));
  g_assert_true (broken->ice_broken);
  g_assert_cmpstr (broken->ice_rule, ==, "LBA-ICE-4");
  g_assert_true (has_reason (broken->reasons, "LBA-ICE-4", "k1", "the ice breaks"));
  g_assert_true (vd_hex_fire_lba_ice (holds, board, module, "k1", 43, NULL));
  g_assert_false (holds->ice_broken);
  g_assert_cmpstr (holds->ice_rule, ==, "LBA-ICE-4");
  g_assert_true (has_reason (holds->reasons, "LBA-ICE-4", "k1", "garbled"));
  g_assert_true (vd_hex_fire_lba_ice (ashore, board, module, "fl", 65, NULL));
  g_assert_false (ashore->ice_broken);
  g_assert_null (ashore->ice_rule);
  g_assert_false (vd_hex_fire_lba_ice (holds, board, module, "k1", 67, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* LBA-BAND-1: a routed French counter within 4 hexes of the Guard band adds 6 to its recovery
 * roll, not at 5 hexes nor for the Coalition; the band routed is eliminated; the roll itself is
 * named missing. */
static void
test_lba_band_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: gb, name: \"Marching Band\", side: french, class: leader, hex: \"0101\"}\n"
    "  - {id: f4, side: french, class: infantry, hex: \"0501\", strength: 6, state: routed}\n"
    "  - {id: f5, side: french, class: infantry, hex: \"0601\", strength: 6, state: routed}\n"
    "  - {id: fo, side: french, class: infantry, hex: \"0201\", strength: 6, state: line}\n"
    "  - {id: r1, side: coalition, nation: russian, class: infantry, hex: \"0202\", strength: 6,"
    " state: routed}\n", &module);
  g_autoptr(VdHexRuleset) routed_module = NULL;
  g_autoptr(VdBoard) routed_board = board_of (
    "units:\n"
    "  - {id: gb, name: \"Marching Band\", side: french, class: leader, hex: \"0101\","
    " state: routed}\n", &routed_module);
  g_autoptr(VdHexLbaRally) near = vd_hex_lba_rally (board, module, "f4", NULL);
  g_autoptr(VdHexLbaRally) far = vd_hex_lba_rally (board, module, "f5", NULL);
  g_autoptr(VdHexLbaRally) formed = vd_hex_lba_rally (board, module, "fo", NULL);
  g_autoptr(VdHexLbaRally) russian = vd_hex_lba_rally (board, module, "r1", NULL);
  g_autoptr(VdHexLbaRally) band = vd_hex_lba_rally (routed_board, routed_module, "gb", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (near->routed);
  g_assert_cmpint (near->modifier, ==, 6);
  g_assert_cmpstr (near->band, ==, "gb");
  g_assert_true (has_reason (near->reasons, "LBA-BAND-1", "gb", "+6"));
  g_assert_nonnull (strstr (near->missing, "Premier Rules"));
  g_assert_cmpint (far->modifier, ==, 0);
  g_assert_true (has_reason (far->reasons, "LBA-BAND-1", "f5", "no Guard band"));
  g_assert_false (formed->routed);
  g_assert_cmpint (russian->modifier, ==, 0);
  g_assert_true (has_reason (russian->reasons, "LBA-BAND-1", "r1", "not French"));
  g_assert_true (band->eliminated);
  g_assert_true (has_reason (band->reasons, "LBA-BAND-1", "gb", "eliminated"));
  g_assert_null (vd_hex_lba_rally (board, module, "zz", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
}

#define FORMATIONS \
  "hexes:\n  \"0202\": {terrain: village}\n  \"0303\": {terrain: village}\n" \
  "  \"0404\": {terrain: forest}\n  \"0505\": {terrain: hamlet}\n" \
  "units:\n" \
  "  - {id: e1, name: \"1/7. Egerskii\", side: coalition, nation: russian, class: infantry," \
  " hex: \"0202\", strength: 6, state: general-order}\n" \
  "  - {id: e2, name: \"2/8. Egerskii\", side: coalition, nation: russian, class: infantry," \
  " hex: \"0303\", strength: 1, state: skirmish}\n" \
  "  - {id: e3, name: \"3/8. Egerskii\", side: coalition, nation: russian, class: infantry," \
  " hex: \"0303\", strength: 1, state: skirmish}\n" \
  "  - {id: f1, side: french, class: infantry, hex: \"0404\", strength: 6, state: line}\n" \
  "  - {id: f2, side: french, class: infantry, hex: \"0505\", strength: 6, state: general-order}\n" \
  "  - {id: f3, side: french, class: infantry, hex: \"0606\", strength: 6, state: line}\n"

static GPtrArray *
formations_of (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (FORMATIONS, &module);
  GPtrArray *found = vd_hex_odds_reasons_new ();

  vd_hex_lba_formations_check (board, module, found);
  return found;
}

/* LBA-EGER-1, LBA-GO-1: Egerskii in a village not skirmishing, and more than 3 a hex as the
 * reading counts them (named while open and the counts disagree); infantry in line in a forest
 * (general-order terrain), not in general order in a hamlet nor in line in the clear. */
static void
test_lba_eger_1_go_1 (void)
{
  g_autoptr(GPtrArray) open = formations_of ();
  g_autoptr(GPtrArray) counters = NULL, increments = NULL;

  g_assert_true (has_reason (open, "LBA-EGER-1", "e1", "must be in skirmish order"));
  g_assert_false (has_reason (open, "LBA-EGER-1", "e2", "skirmish"));
  g_assert_true (has_reason (open, "LBA-EGER-1", "0202", "lba-i-egerskii-per-hex"));
  g_assert_false (has_reason (open, "LBA-EGER-1", "0303", "at most"));
  g_assert_true (has_reason (open, "LBA-GO-1", "f1", "take general order"));
  g_assert_false (has_reason (open, "LBA-GO-1", "f2", ""));
  g_assert_false (has_reason (open, "LBA-GO-1", "f3", ""));
  g_assert_false (has_reason (open, "LBA-GO-1", "e1", ""));
  vd_test_choose_reading ("lba", "lba-i-egerskii-per-hex", "counters");
  counters = formations_of ();
  g_assert_false (has_reason (counters, "LBA-EGER-1", "0202", "at most"));
  vd_test_choose_reading ("lba", "lba-i-egerskii-per-hex", "increments");
  increments = formations_of ();
  g_assert_true (has_reason (increments, "LBA-EGER-1", "0202", "increments 6; at most 3 a hex"));
  g_assert_false (has_reason (increments, "LBA-EGER-1", "0202", "not chosen"));
  vd_test_choose_reading ("lba", NULL, NULL);
}

#define CHARGED \
  "units:\n" \
  "  - {id: c1, side: french, class: cavalry, hex: \"0303\", strength: 6}\n" \
  "  - {id: sq, side: coalition, nation: russian, class: infantry, hex: \"0304\", strength: 6," \
  " state: carre}\n" \
  "  - {id: ln, side: coalition, nation: russian, class: infantry, hex: \"0403\", strength: 6," \
  " state: line}\n" \
  "  - {id: sk, side: coalition, nation: russian, class: infantry, hex: \"0302\", strength: 6," \
  " state: skirmish}\n" \
  "  - {id: rc, side: coalition, nation: russian, class: cavalry, hex: \"0203\", strength: 6}\n"

/* LBA-CHG-1: the charged infantry's morale modifier from its formation (carré +12, skirmish
 * -12; line as reading lba-i-line-charge goes, named while open); flank, rear, stream, lancers
 * and heavy cavalry left to the referee; cavalry charged gets none. */
static void
test_lba_chg_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (CHARGED, &module);
  g_autoptr(VdHexCharge) square = charge_of (board, module, "c1", "sq");
  g_autoptr(VdHexCharge) skirmish = charge_of (board, module, "c1", "sk");
  g_autoptr(VdHexCharge) line = charge_of (board, module, "c1", "ln");
  g_autoptr(VdHexCharge) cavalry = charge_of (board, module, "c1", "rc");

  g_assert_true (square->morale_known);
  g_assert_cmpint (square->morale_modifier, ==, 12);
  g_assert_true (has_reason (square->reasons, "LBA-CHG-1", "sq", "+12"));
  g_assert_true (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-by-lancers: -6"));
  g_assert_true (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-in-flank: -12"));
  g_assert_cmpint (skirmish->morale_modifier, ==, -12);
  g_assert_false (line->morale_known);
  g_assert_nonnull (strstr (line->morale_missing, "lba-i-line-charge"));
  g_assert_null (cavalry->morale_rule);
  vd_test_choose_reading ("lba", "lba-i-line-charge", "misprint");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read_board = board_of (CHARGED, &read_module);
    g_autoptr(VdHexCharge) misprint = charge_of (read_board, read_module, "c1", "ln");

    g_assert_true (misprint->morale_known);
    g_assert_cmpint (misprint->morale_modifier, ==, -3);
  }
  vd_test_choose_reading ("lba", "lba-i-line-charge", "as-printed");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read_board = board_of (CHARGED, &read_module);
    g_autoptr(VdHexCharge) printed = charge_of (read_board, read_module, "c1", "ln");

    g_assert_cmpint (printed->morale_modifier, ==, 3);
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-CHG-1 from the board: a charger marked heavy-cavalry costs the target the heavy row's -3,
 * said as marked on the counter, and that row is no longer left to the referee. */
static void
test_lba_chg_1_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: c1, side: french, class: cavalry, hex: \"0303\", strength: 6, mark: heavy-cavalry}\n"
    "  - {id: sq, side: coalition, nation: russian, class: infantry, hex: \"0304\", strength: 6,"
    " state: carre}\n", &module);
  g_autoptr(VdHexCharge) square = charge_of (board, module, "c1", "sq");

  g_assert_true (square->morale_known);
  g_assert_cmpint (square->morale_modifier, ==, 12 - 3);
  g_assert_true (has_reason (square->reasons, "LBA-CHG-1", "sq",
                             "charged-by-heavy-cavalry: -3 to its morale roll, the charger c1 "
                             "marked on the counter (heavy-cavalry)"));
  g_assert_false (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-by-heavy-cavalry"));
  g_assert_true (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-by-lancers: -6"));
}

/* LBA-CHG-1 from a lancer regiment's marks, `marks: [lancers, light-cavalry]`: the target's
 * charged-by-lancers -6 is the charger's mark's, said so, and leaves the referee neither that
 * row nor the heavy one (it is light); a lancer regiment marked lancers only still leaves the
 * heavy row to him. */
static void
test_lba_chg_1_lancers_marked (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: u1, side: french, class: cavalry, hex: \"0303\", strength: 6,"
    " marks: [lancers, light-cavalry]}\n"
    "  - {id: u2, side: french, class: cavalry, hex: \"0305\", strength: 6, marks: [lancers]}\n"
    "  - {id: sq, side: coalition, nation: russian, class: infantry, hex: \"0304\", strength: 6,"
    " state: carre}\n", &module);
  g_autoptr(VdHexCharge) square = charge_of (board, module, "u1", "sq");
  g_autoptr(VdHexCharge) lone = charge_of (board, module, "u2", "sq");

  g_assert_true (square->morale_known);
  g_assert_cmpint (square->morale_modifier, ==, 12 - 6);
  g_assert_true (has_reason (square->reasons, "LBA-CHG-1", "sq",
                             "charged-by-lancers: -6 to its morale roll, the charger u1 "
                             "marked on the counter (lancers)"));
  g_assert_false (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-by-lancers"));
  g_assert_false (has_reason (square->unchecked, "LBA-CHG-1", "sq", "charged-by-heavy-cavalry"));
  g_assert_cmpint (lone->morale_modifier, ==, 12 - 6);
  g_assert_false (has_reason (lone->unchecked, "LBA-CHG-1", "sq", "charged-by-lancers"));
  g_assert_true (has_reason (lone->unchecked, "LBA-CHG-1", "sq", "charged-by-heavy-cavalry: -3"));
}

/* The Pheasantry in 0303 and 0302, its wall between 0303 and 0403 when WALL. */
static VdBoard *
pheasantry (gboolean wall, VdHexRuleset **module)
{
  g_autofree char *body = g_strdup_printf (
    "hexes:\n  \"0303\": {terrain: fasanerie}\n  \"0302\": {terrain: fasanerie}\n%s"
    "units:\n  - {id: b1, side: french, class: artillery, hex: \"0403\", state: unlimbered}\n"
    "  - {id: b2, side: french, class: artillery, hex: \"0403\", state: limbered}\n"
    "  - {id: b4, side: french, class: artillery, hex: \"0302\", state: unlimbered}\n",
    wall ? "hexsides:\n  - {between: [\"0303\", \"0403\"], feature: fasanerie-wall}\n" : "");

  return board_of (body, module);
}

/* LBA-STK-9, LBA-FAS-1, LBA-FAS-4: an unlimbered battery prolongs across the wall into the
 * Pheasantry (allowed, its cost the missing Premier Rules'), though the ground would refuse
 * it; a limbered one, or one not crossing the wall, may not; one inside stays. */
static void
test_lba_stk_9_fas_1_fas_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, open_module = NULL;
  g_autoptr(VdBoard) board = pheasantry (TRUE, &module);
  g_autoptr(VdBoard) open = pheasantry (FALSE, &open_module);
  g_autoptr(VdHexMove) prolonge = vd_hex_move (board, module, "b1", NULL, 0,
                                               hex_of (board, "0303"), NULL);
  g_autoptr(VdHexMove) limbered = vd_hex_move (board, module, "b2", NULL, 0,
                                               hex_of (board, "0303"), NULL);
  g_autoptr(VdHexMove) no_wall = vd_hex_move (open, open_module, "b1", NULL, 0,
                                              hex_of (open, "0303"), NULL);
  g_autoptr(VdHexMove) stays = vd_hex_move (board, module, "b4", NULL, 0,
                                            hex_of (board, "0301"), NULL);

  g_assert_cmpint (prolonge->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_move_reason (prolonge->reasons, "LBA-FAS-1", 0));
  g_assert_nonnull (strstr (prolonge->why, "a prolonge across the Pheasantry wall into 0303: "
                                           "allowed, its cost not given"));
  g_assert_cmpint (limbered->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_move_reason (limbered->reasons, "LBA-STK-9", 0));
  g_assert_nonnull (strstr (limbered->why, "b2 must unlimber outside"));
  g_assert_cmpint (no_wall->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_move_reason (no_wall->reasons, "LBA-STK-9", 0));
  g_assert_nonnull (strstr (no_wall->why, "enters only across its wall"));
  g_assert_cmpint (stays->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_move_reason (stays->reasons, "LBA-FAS-4", 0));
}

/* LBA-DRAG-4: only between hexes of clear or pine forest; across a neighbour only. */
static void
test_lba_drag_4 (void)
{
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  const char *head = "vedette: 1\nkind: board\ntitle: \"T\"\nruleset: lba\n"
    "grid: {hexes: flat, columns: 7, rows: 7, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\nhexes:\n  \"0303\": {terrain: village}\n"
    "  \"0505\": {terrain: forest}\n  \"0506\": {terrain: forest}\nunits:\n";
  g_autofree char *village = g_strconcat (head, "  - {id: d1, side: coalition, class: cavalry,"
                                          " hex: \"0304\", across: \"0303\", strength: 6}\n", NULL);
  g_autofree char *far = g_strconcat (head, "  - {id: d1, side: coalition, class: cavalry,"
                                      " hex: \"0304\", across: \"0306\", strength: 6}\n", NULL);
  g_autofree char *forest = g_strconcat (head, "  - {id: d1, side: coalition, class: cavalry,"
                                         " hex: \"0505\", across: \"0506\", strength: 6}\n", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = NULL;

  g_assert_true (g_file_set_contents (path, village, -1, NULL));
  g_assert_null (vd_board_load (path, NULL, &error));
  g_assert_nonnull (strstr (error->message, "LBA-DRAG-4"));
  g_assert_nonnull (strstr (error->message, "board.yaml:11:"));
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, far, -1, NULL));
  g_assert_null (vd_board_load (path, NULL, &error));
  g_assert_nonnull (strstr (error->message, "neighbour"));
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, forest, -1, NULL));
  board = vd_board_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (vd_board_find_unit (board, "d1")->on_hexside);
}

#define COURSE \
  "units:\n" \
  "  - {id: gc, name: \"Guard Hussars\", side: coalition, nation: russian, class: cavalry," \
  " hex: \"0303\", strength: 6}\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0302\", strength: 4}\n" \
  "  - {id: fd, side: french, class: infantry, hex: \"0404\", strength: 6, state: disordered}\n" \
  "  - {id: fc, side: french, class: cavalry, hex: \"0505\", strength: 6}\n" \
  "  - {id: d1, name: \"Tver Dragoner\", side: coalition, nation: russian, class: cavalry," \
  " hex: \"0606\", across: \"0607\", strength: 7}\n"

static const VdHexChargeStep *
step_of (const VdHexChargeCourse *course, const char *name)
{
  for (guint i = 0; i < course->steps->len; i++)
    if (g_str_equal (((VdHexChargeStep *) course->steps->pdata[i])->step, name))
      return course->steps->pdata[i];
  return NULL;
}

/* The step NAME of COURSE, which the test needs: a missing one fails the test here (g_error
 * does not return, so the compiler knows the step is never NULL after it). */
static const VdHexChargeStep *
step_needed (const VdHexChargeCourse *course, const char *name)
{
  const VdHexChargeStep *step = step_of (course, name);

  if (step == NULL)
    g_error ("the charge's course has no step “%s”", name);
  return step;
}

/* LBA-REC-1, LBA-CHG-1, LBA-GEN-1: a charge's course: the infantry's carré first, its morale
 * check (-6 disordered) with the procedure named missing, the melee, then the charger's recall
 * on its row (the Russian's row given, the Cossacks' own 5-6), and a recalled charger moved
 * back to the referee's hex (where to is the missing Premier Rules'); an Sk target checks on
 * contact (LBA-DRAG-3); a refused charge has no course. */
static void
test_lba_rec_1_charge_course (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (COURSE, &module);
  g_autoptr(VdHexChargeCourse) no_row = vd_hex_lba_charge_course (board, module, "gc", "fd",
                                                                   NULL, FALSE, 0, NULL);
  g_autoptr(VdHexChargeCourse) heavy = vd_hex_lba_charge_course (board, module, "gc", "fd",
                                                                 "russian-heavy", FALSE, 2, NULL);
  g_autoptr(VdHexChargeCourse) cossack = vd_hex_lba_charge_course (board, module, "k1", "fd",
                                                                   NULL, FALSE, 4, NULL);
  g_autoptr(VdHexChargeCourse) sk = vd_hex_lba_charge_course (board, module, "fc", "d1", NULL,
                                                              FALSE, 0, NULL);
  g_autoptr(VdHexChargeCourse) refused = vd_hex_lba_charge_course (board, module, "d1", "fc",
                                                                   NULL, FALSE, 0, NULL);
  g_autoptr(VdBoardEvent) back = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexChargeStep *step;

  step = step_needed (no_row, "carre");
  g_assert_cmpstr (step->rule, ==, "LBA-CAR-1");
  step = step_needed (no_row, "defender-morale");
  g_assert_cmpstr (step->rule, ==, "LBA-CHG-1");
  g_assert_nonnull (strstr (step->what, "-6"));
  g_assert_cmpstr (step->missing_rule, ==, "LBA-GEN-1");
  g_assert_nonnull (step_of (no_row, "melee"));
  step = step_needed (no_row, "recall");
  g_assert_cmpstr (step->missing_rule, ==, "LBA-REC-1");
  g_assert_nonnull (strstr (step->missing, "--kind"));
  g_assert_null (no_row->recall_row);
  step = step_needed (no_row, "after-recall");
  g_assert_cmpstr (step->missing_rule, ==, "LBA-GEN-1");

  g_assert_cmpstr (heavy->recall_row, ==, "russian-heavy");
  g_assert_cmpint (heavy->recall_needed, ==, 2);
  g_assert_true (heavy->recall->recalled);
  step = step_needed (heavy, "recall");
  g_assert_nonnull (strstr (step->what, "die 2, recalled"));
  back = vd_hex_lba_charge_back_event (board, heavy, "gc", "0203", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->unit_id, ==, "gc");
  g_assert_cmpstr (back->hex, ==, "0203");
  g_assert_nonnull (strstr (back->note, "LBA-REC-1"));
  g_assert_nonnull (strstr (back->note, "LBA-GEN-1"));
  g_assert_null (vd_hex_lba_charge_back_event (board, heavy, "gc", "0505", &error));
  g_assert_nonnull (strstr (error->message, "held by the enemy"));
  g_clear_error (&error);

  g_assert_cmpstr (cossack->recall_row, ==, "russian-cossacks");
  g_assert_cmpint (cossack->recall_needed, ==, 5);
  g_assert_false (cossack->recall->recalled);
  g_assert_null (vd_hex_lba_charge_back_event (board, cossack, "k1", "0202", &error));
  g_assert_nonnull (strstr (error->message, "not recalled"));

  step = step_needed (sk, "contact");
  g_assert_cmpstr (step->rule, ==, "LBA-DRAG-3");
  g_assert_cmpstr (step->missing_rule, ==, "LBA-GEN-1");
  g_assert_null (step_of (sk, "melee"));
  g_assert_cmpstr (sk->recall_row, ==, "french");
  g_assert_null (sk->recall);

  g_assert_nonnull (refused->charge->refused);
  g_assert_cmpuint (refused->steps->len, ==, 0);
}

/* LBA-REC-1: gc's recall die (a 2 on the heavy row, +1 for a personality: 3) kept as a `roll`
 * event of its own (test recall, the row, the die and its modified value, 2 needed,
 * recalled), which moves nothing; no die rolled, nothing to keep; a journal written before,
 * holding the roll as a `combat` event on the recall row, still reads and replays. */
static void
test_lba_rec_1_recall_roll (void)
{
  g_autoptr(VdHexRuleset) module = NULL, old_module = NULL;
  g_autoptr(VdBoard) board = board_of (COURSE, &module);
  g_autoptr(VdHexChargeCourse) heavy = vd_hex_lba_charge_course (board, module, "gc", "fd",
                                                                 "russian-heavy", TRUE, 2, NULL);
  g_autoptr(VdHexChargeCourse) unrolled = vd_hex_lba_charge_course (board, module, "gc", "fd",
                                                                    "russian-heavy", FALSE, 0,
                                                                    NULL);
  g_autoptr(VdBoardEvent) roll = vd_hex_lba_recall_event (board, heavy, "gc", NULL);
  g_autoptr(VdBoard) old = NULL, replayed = NULL;
  g_autoptr(GError) error = NULL;
  VdHex before = vd_board_find_unit (board, "gc")->hex;

  g_assert_nonnull (roll);
  g_assert_cmpint (roll->kind, ==, VD_BOARD_EVENT_ROLL);
  g_assert_cmpstr (roll->test, ==, "recall");
  g_assert_cmpstr (roll->ruling_rule, ==, "LBA-REC-1");
  g_assert_cmpstr (roll->unit_id, ==, "gc");
  g_assert_cmpstr (roll->chart_row, ==, "russian-heavy");
  g_assert_cmpint (roll->die, ==, 2);
  g_assert_true (roll->has_modified);
  g_assert_cmpint (roll->modified, ==, 3);
  g_assert_cmpint (roll->needed, ==, 2);
  g_assert_cmpstr (roll->result, ==, "recalled");
  g_assert_true (vd_board_event_apply (roll, board, module, NULL));
  g_assert_true (vd_hex_equal (vd_board_find_unit (board, "gc")->hex, before));
  g_assert_null (vd_hex_lba_recall_event (board, unrolled, "gc", &error));
  g_assert_nonnull (strstr (error->message, "LBA-REC-1"));
  g_clear_error (&error);

  old = board_of (COURSE "journal:\n"
                  "  - {event: combat, turn: 1, attackers: [gc], defenders: [fd], column: "
                  "russian-heavy, roll: 2, die: 2, result: recalled, note: \"the recall die, "
                  "rolled by the coalition player in the app (LBA-REC-1)\"}\n", &old_module);
  g_assert_cmpuint (old->journal->len, ==, 1);
  g_assert_cmpint (((VdBoardEvent *) old->journal->pdata[0])->kind, ==, VD_BOARD_EVENT_COMBAT);
  replayed = vd_board_replay (old, old_module, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_nonnull (replayed);
}

/* LBA-DRAG-1: a move takes an Sk regiment off its hexside, said with the rule; a counter not
 * on a hexside moves without it. */
static void
test_lba_drag_1_move_leaves (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (COURSE, &module);
  g_autoptr(VdHexMove) sk = vd_hex_move (board, module, "d1", NULL, 0, hex_of (board, "0605"),
                                         NULL);
  g_autoptr(VdHexMove) plain = vd_hex_move (board, module, "gc", NULL, 0,
                                            hex_of (board, "0203"), NULL);

  g_assert_cmpint (sk->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_cmpstr (sk->left_hexside_rule, ==, "LBA-DRAG-1");
  g_assert_nonnull (strstr (sk->left_hexside, "d1 leaves its hexside between 0606 and 0607"));
  g_assert_true (has_move_reason (sk->reasons, "LBA-DRAG-1", 0));
  g_assert_null (plain->left_hexside);
}

/* LBA-COS-3: the Guard Cossacks known by their board mark (`mark: guard-cossacks`) whatever
 * their name, or with none; a cavalry counter without the mark or the name is not; the mark
 * is written back. */
static void
test_lba_cos_3_mark (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: lg, name: \"Leib-Garde\", side: coalition, nation: russian, class: cavalry,"
    " hex: \"0303\", strength: 4, mark: guard-cossacks}\n"
    "  - {id: nn, side: coalition, nation: russian, class: cavalry, hex: \"0304\", strength: 4,"
    " mark: guard-cossacks}\n"
    "  - {id: gh, name: \"Guard Hussars\", side: coalition, nation: russian, class: cavalry,"
    " hex: \"0305\", strength: 4}\n"
    "  - {id: fl, side: french, class: infantry, hex: \"0404\", strength: 6}\n", &module);
  g_autoptr(VdHexCharge) charge = charge_of (board, module, "lg", "fl");
  g_autofree char *yaml = NULL;

  g_assert_true (vd_hex_lba_is_guard_cossack (module, vd_board_find_unit (board, "lg")));
  g_assert_true (vd_hex_lba_is_guard_cossack (module, vd_board_find_unit (board, "nn")));
  g_assert_false (vd_hex_lba_is_guard_cossack (module, vd_board_find_unit (board, "gh")));
  g_assert_true (has_reason (charge->reasons, "LBA-COS-3", "lg", "regular cavalry"));
  yaml = vd_board_to_yaml (board, NULL, NULL);
  g_assert_nonnull (strstr (yaml, "mark: guard-cossacks"));
}

/* LBA-COS-3: a mark the module does not know is refused where it is written, naming the
 * marks it knows with their rules, so a misspelt guard-cossacks does not pass for regulars. */
static void
test_lba_cos_3_unknown_mark (void)
{
  g_autofree char *path = g_build_filename (folder, "marked.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = NULL;

  g_assert_true (g_file_set_contents (path,
    "vedette: 1\nkind: board\nruleset: lba\n"
    "grid: {hexes: flat, columns: 7, rows: 7, label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "  - {id: lg, side: coalition, class: cavalry, hex: \"0303\", mark: guard-cossack}\n",
    -1, NULL));
  board = vd_board_load (path, NULL, &error);
  g_assert_null (board);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "marked.yaml:6:66: error: mark “guard-cossack” is not "
                                            "one of the game’s (guard-cossacks: LBA-COS-3, "
                                            "sixth-battalion: LBA-CAR-4, light-cavalry: LBA-REC-1"));
}

/* A board's marks (LBA-CAR-2, LBA-CHG-1: a lancer regiment that is light cavalry too):
 * `marks: [A, B]` read and written back as a list, a lone `mark:` written as it was; an
 * unknown mark in the list, a mark given twice, or `mark` and `marks` together refused where
 * written. */
static void
test_lba_marks_file (void)
{
  g_autofree char *path = g_build_filename (folder, "marks.yaml", NULL);
  const char *head = "vedette: 1\nkind: board\nruleset: lba\n"
                     "grid: {hexes: flat, columns: 7, rows: 7, label: \"{col:02}{row:02}\"}\n"
                     "units:\n";
  const char *bad[][2] = {
    { "  - {id: ul, side: coalition, class: cavalry, hex: \"0303\", marks: [lancers, lanciers]}\n",
      "marks.yaml:6:77: error: mark “lanciers” is not one of the game’s" },
    { "  - {id: ul, side: coalition, class: cavalry, hex: \"0303\", mark: lancers, marks: [lancers]}\n",
      "marks.yaml:6:82: error: give a counter its marks once: mark or marks, not both" },
    { "  - {id: ul, side: coalition, class: cavalry, hex: \"0303\", marks: [lancers, lancers]}\n",
      "marks.yaml:6:77: error: the mark “lancers” is given twice" },
  };
  g_autofree char *good = g_strconcat (head,
    "  - {id: ul, side: coalition, class: cavalry, hex: \"0303\", marks: [lancers, light-cavalry]}\n"
    "  - {id: hc, side: coalition, class: cavalry, hex: \"0304\", mark: heavy-cavalry}\n", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autofree char *yaml = NULL;

  g_assert_true (g_file_set_contents (path, good, -1, NULL));
  board = vd_board_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (vd_board_unit_has_mark (vd_board_find_unit (board, "ul"), "lancers"));
  g_assert_true (vd_board_unit_has_mark (vd_board_find_unit (board, "ul"), "light-cavalry"));
  g_assert_false (vd_board_unit_has_mark (vd_board_find_unit (board, "hc"), "lancers"));
  yaml = vd_board_to_yaml (board, NULL, NULL);
  g_assert_nonnull (strstr (yaml, "marks: [lancers, light-cavalry]"));
  g_assert_nonnull (strstr (yaml, "mark: heavy-cavalry"));
  g_assert_null (strstr (yaml, "marks: [heavy-cavalry]"));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strconcat (head, bad[i][0], NULL);
      g_autoptr(VdBoard) refused = NULL;

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      refused = vd_board_load (path, NULL, &error);
      g_assert_null (refused);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, bad[i][1]));
      g_clear_error (&error);
    }
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-lba-special-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-2", test_lba_santon_2);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-3-lba-i-santon-entry", test_lba_santon_3);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-4", test_lba_santon_4);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-6", test_lba_santon_6);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-2-fire", test_lba_santon_2_fire);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-5", test_lba_santon_5);
  g_test_add_func ("/hex/rules/lba/LBA-COS-1", test_lba_cos_1);
  g_test_add_func ("/hex/rules/lba/LBA-COS-2", test_lba_cos_2);
  g_test_add_func ("/hex/rules/lba/LBA-COS-3-fire-charge", test_lba_cos_3_fire_charge);
  g_test_add_func ("/hex/rules/lba/LBA-COS-3-mark", test_lba_cos_3_mark);
  g_test_add_func ("/hex/rules/lba/LBA-COS-3-unknown-mark", test_lba_cos_3_unknown_mark);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-1", test_lba_drag_1);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-2", test_lba_drag_2);
  g_test_add_func ("/hex/rules/lba/LBA-FIRE-1-FIRE-2-FIRE-3", test_lba_fire_1_2_3);
  g_test_add_func ("/hex/rules/lba/LBA-FIRE-1-marked", test_lba_fire_1_marked);
  g_test_add_func ("/hex/rules/lba/LBA-ICE-4", test_lba_ice_4);
  g_test_add_func ("/hex/rules/lba/LBA-BAND-1", test_lba_band_1);
  g_test_add_func ("/hex/rules/lba/LBA-EGER-1-GO-1", test_lba_eger_1_go_1);
  g_test_add_func ("/hex/rules/lba/LBA-CHG-1-lba-i-line-charge", test_lba_chg_1);
  g_test_add_func ("/hex/rules/lba/LBA-CHG-1-marked", test_lba_chg_1_marked);
  g_test_add_func ("/hex/rules/lba/LBA-CHG-1-lancers-marked", test_lba_chg_1_lancers_marked);
  g_test_add_func ("/hex/rules/lba/LBA-CAR-2-LBA-CHG-1-marks-file", test_lba_marks_file);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-3", test_lba_drag_3);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-4", test_lba_drag_4);
  g_test_add_func ("/hex/rules/lba/LBA-STK-9-FAS-1-FAS-4", test_lba_stk_9_fas_1_fas_4);
  g_test_add_func ("/hex/rules/lba/LBA-GO-4-CHG-2-FAS-6", test_lba_go_4_chg_2_fas_6);
  g_test_add_func ("/hex/rules/lba/LBA-REC-1-charge-course", test_lba_rec_1_charge_course);
  g_test_add_func ("/hex/rules/lba/LBA-REC-1-recall-roll", test_lba_rec_1_recall_roll);
  g_test_add_func ("/hex/rules/lba/LBA-DRAG-1-move-leaves", test_lba_drag_1_move_leaves);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
