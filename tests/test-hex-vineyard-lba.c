/* LBA's vineyards (SR p.14-15): the order infantry and cavalry take there (LBA-VIN-1, -2), no
 * regiment into one (LBA-VIN-2), a battery there eliminated (LBA-VIN-4), 3 increments a firer
 * (LBA-VIN-2); tests named after the rules. The melee's 3 increments are in
 * tests/test-hex-pre-melee.c. */
#include <string.h>

#include "vd-board.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

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

static VdHexFireLba *
fire_of (const VdBoard *board, const VdHexRuleset *module, const char *firers, const char *target)
{
  g_auto(GStrv) ids = g_strsplit (firers, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexFireLba *fire = vd_hex_fire_lba (board, module, (const char * const *) ids, target, -1,
                                        &error);

  g_assert_no_error (error);
  return fire;
}

/* A Cossack target, a French battalion in line (6 increments) and an Italian one (3). */
#define FIRERS \
  "units:\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0505\", strength: 4}\n" \
  "  - {id: fl, side: french, class: infantry, hex: \"0605\", strength: 6, state: line}\n" \
  "  - {id: po, side: french, nation: italian, class: infantry, hex: \"0404\", strength: 3," \
  " state: line}\n"

/* LBA-VIN-2: an infantry firer in a vineyard fires with at most 3 increments: fl, 6 increments
 * in line there, fires 9 factors, not 18 (whatever its formation there: `check` warns of it). */
static void
test_lba_vin_2_fire (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("hexes:\n  \"0605\": {terrain: vineyard}\n" FIRERS,
                                       &module);
  g_autoptr(VdHexFireLba) line = fire_of (board, module, "fl=french-ligne", "k1");
  g_autoptr(VdHexFireLba) outside = fire_of (board, module, "po", "k1");

  g_assert_true (line->factors_known);
  g_assert_cmpfloat (line->factors, ==, 9);
  g_assert_true (has_reason (line->reasons, "LBA-VIN-2", "fl", "3 of its 6 increments"));
  g_assert_true (has_reason (line->reasons, "LBA-FIRE-1", "fl", "9 fire factors"));
  g_assert_cmpfloat (outside->factors, ==, 9);
  g_assert_false (has_reason (outside->reasons, "LBA-VIN-2", NULL, "increments"));
}

/* LBA-VIN-3: a battalion in a one-hex vineyard is wholly in it, said with its 3 increments;
 * in a vineyard of several hexes, its spreading over them is named the referee's. */
static void
test_lba_vin_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, wide_module = NULL;
  g_autoptr(VdBoard) board = board_of ("hexes:\n  \"0605\": {terrain: vineyard}\n" FIRERS,
                                       &module);
  g_autoptr(VdBoard) wide = board_of ("hexes:\n  \"0605\": {terrain: vineyard}\n"
                                      "  \"0606\": {terrain: vineyard}\n" FIRERS, &wide_module);
  g_autoptr(VdHexFireLba) one = fire_of (board, module, "fl=french-ligne", "k1");
  g_autoptr(VdHexFireLba) several = fire_of (wide, wide_module, "fl=french-ligne", "k1");
  g_autoptr(VdHexFireLba) outside = fire_of (board, module, "po", "k1");

  g_assert_true (has_reason (one->reasons, "LBA-VIN-3", "fl", "a vineyard of one hex: the "
                             "battalion is wholly in it, so 3 of its increments count in all"));
  g_assert_true (has_reason (several->reasons, "LBA-VIN-3", "fl", "a vineyard of several "
                             "hexes: the board puts the battalion in this one; spread over "
                             "several, up to 3 of its increments would count in each: the "
                             "referee's"));
  g_assert_false (has_reason (outside->reasons, "LBA-VIN-3", NULL, "vineyard"));
}

/* LBA-VIN-1, LBA-VIN-2: in a vineyard, infantry or cavalry in line or column is warned, in
 * general or skirmish order not; a battery there is eliminated (LBA-VIN-4); a regiment of
 * infantry never moves into one, a battalion does. */
static void
test_lba_vin_1_2_order (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: vineyard}\n  \"0304\": {terrain: vineyard}\n"
    "  \"0305\": {terrain: vineyard}\n"
    "units:\n"
    "  - {id: fl, side: french, class: infantry, hex: \"0303\", strength: 3, state: line}\n"
    "  - {id: cc, side: french, class: cavalry, hex: \"0304\", strength: 3, state: column}\n"
    "  - {id: fs, side: french, class: infantry, hex: \"0305\", strength: 3, state: skirmish}\n"
    "  - {id: ab, side: french, class: artillery, hex: \"0305\", strength: 1}\n"
    "  - {id: rg, side: french, class: infantry, echelon: regiment, hex: \"0202\", strength: 6,"
    " movement: 6}\n"
    "  - {id: bn, side: french, class: infantry, echelon: battalion, hex: \"0203\", strength: 3,"
    " movement: 6}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_autoptr(GPtrArray) found = vd_hex_odds_reasons_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMove) regiment = NULL, battalion = NULL;

  vd_hex_lba_formations_check (board, module, found);
  g_assert_true (has_reason (found, "LBA-VIN-2", "fl", "only general or skirmish order"));
  g_assert_true (has_reason (found, "LBA-VIN-1", "cc", "only general or skirmish order"));
  g_assert_false (has_reason (found, "LBA-VIN-2", "fs", ""));
  g_assert_true (has_reason (found, "LBA-VIN-4", "ab", "eliminated"));
  g_assert_false (has_reason (found, "LBA-GO-1", "fl", ""));

  regiment = vd_hex_move (board, module, "rg", NULL, 0, hex_of (board, "0303"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (regiment->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (regiment->why, "a regiment never enters a vineyard"));
  g_assert_true (has_move_reason (regiment->reasons, "LBA-VIN-2", 0));
  battalion = vd_hex_move (board, module, "bn", NULL, 0, hex_of (board, "0304"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (battalion->verdict, !=, VD_HEX_MOVE_ILLEGAL);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-lba-vineyard-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-2-fire", test_lba_vin_2_fire);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3", test_lba_vin_3);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-1-VIN-2-VIN-4-order", test_lba_vin_1_2_order);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
