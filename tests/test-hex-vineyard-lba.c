/* LBA's vineyards (SR p.14-15): the order infantry and cavalry take there (LBA-VIN-1, -2), no
 * regiment into one (LBA-VIN-2), a battery there eliminated (LBA-VIN-4), 3 increments a firer
 * (LBA-VIN-2); tests named after the rules. The melee's 3 increments are in
 * tests/test-hex-pre-melee.c. */
#include <string.h>

#include <glib/gstdio.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-board-side.h"
#include "vd-hex-stacking.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"
#include "vd-hex-pre-melee.h"
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
                             "hexes: the battalion holds this one only (its spread gives it "
                             "more, up to 3 of its increments counting in each)"));
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

/* A vineyard of four hexes in a column (0605 to 0608), 0609 apart, a Cossack target. */
#define SPREAD_HEXES \
  "hexes:\n  \"0605\": {terrain: vineyard}\n  \"0606\": {terrain: vineyard}\n" \
  "  \"0607\": {terrain: vineyard}\n  \"0608\": {terrain: vineyard}\n" \
  "  \"0609\": {terrain: vineyard}\n" \
  "units:\n" \
  "  - {id: k1, side: coalition, nation: russian, class: cossack, hex: \"0505\", strength: 4}\n"

/* The error loading BODY (a board of 7 × 9 hexes), which must be refused. */
static char *
load_error (const char *body)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Test\"\nruleset: \"lba\"\nturn: 1\n"
    "grid: {hexes: flat, columns: 7, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", body);
  g_autofree char *path = g_build_filename (folder, "refused.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, NULL, &error);
  g_assert_null (board);
  g_assert_nonnull (error);
  /* Where: FILE:LINE:COLUMN, the unit's line (the 15th). */
  g_assert_nonnull (strstr (error->message, "refused.yaml:15:"));
  return g_strdup (error->message);
}

static VdBoard *
spread_board (const char *units, VdHexRuleset **module)
{
  g_autofree char *body = g_strconcat (SPREAD_HEXES, units, NULL);

  return vd_test_hex_board (folder, "lba", 1, 7, 9, body, module);
}

/* LBA-VIN-3: a board's infantry battalion holds more hexes of its vineyard (`spread`), read,
 * written back and refused with the rule at its line and column: a regiment or cavalry
 * (LBA-VIN-2), a hex not of the vineyard or not contiguous (LBA-VIN-3), more hexes than its
 * increments fill 3 at a time (lba-i-vineyard-spread's three-a-hex, our default), which
 * whole-vineyard allows. */
static void
test_lba_vin_3_spread_board (void)
{
  g_autoptr(VdHexRuleset) module = NULL, again_module = NULL;
  g_autoptr(VdBoard) board = spread_board (
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
    " strength: 7, spread: [\"0606\", \"0607\"]}\n", &module);
  const VdBoardUnit *b7 = vd_board_find_unit (board, "b7");
  g_autoptr(VdBoard) copy = vd_board_copy (board);
  g_autofree char *yaml = vd_board_to_yaml (board, NULL, NULL);
  g_autofree char *refused = NULL;
  g_auto(GStrv) labels = vd_hex_vineyard_spread_labels (board, b7);
  const char *rule = NULL;
  g_autofree char *whole = vd_hex_vineyard_whole (board, module, b7, &rule);

  g_assert_nonnull (b7->spread);
  g_assert_cmpuint (b7->spread->len, ==, 2);
  g_assert_cmpstr (labels[0], ==, "0606");
  g_assert_cmpstr (labels[1], ==, "0607");
  g_assert_cmpuint (vd_board_find_unit (copy, "b7")->spread->len, ==, 2);
  g_assert_nonnull (strstr (yaml, "spread: [\"0606\", \"0607\"]"));
  g_assert_cmpstr (rule, ==, "LBA-VIN-3");
  g_assert_nonnull (strstr (whole, "spread over 0605 and 0606, 0607"));

  refused = load_error (SPREAD_HEXES "  - {id: rg, side: french, class: infantry, echelon: "
                        "regiment, hex: \"0605\", strength: 7, spread: [\"0606\"]}\n");
  g_assert_nonnull (strstr (refused, "only a battalion"));
  g_assert_nonnull (strstr (refused, "(LBA-VIN-2)"));
  g_clear_pointer (&refused, g_free);
  refused = load_error (SPREAD_HEXES "  - {id: cv, side: french, class: cavalry, echelon: "
                        "battalion, hex: \"0605\", strength: 3, spread: [\"0606\"]}\n");
  g_assert_nonnull (strstr (refused, "(LBA-VIN-2)"));
  g_clear_pointer (&refused, g_free);
  refused = load_error (SPREAD_HEXES "  - {id: b7, side: french, class: infantry, echelon: "
                        "battalion, hex: \"0605\", strength: 7, spread: [\"0604\"]}\n");
  g_assert_nonnull (strstr (refused, "a battalion spreads only into its vineyard"));
  g_assert_nonnull (strstr (refused, "(LBA-VIN-3)"));
  g_clear_pointer (&refused, g_free);
  refused = load_error (SPREAD_HEXES "  - {id: b7, side: french, class: infantry, echelon: "
                        "battalion, hex: \"0605\", strength: 7, spread: [\"0607\"]}\n");
  g_assert_nonnull (strstr (refused, "not all contiguous with 0605"));
  g_assert_nonnull (strstr (refused, "(LBA-VIN-3)"));
  g_clear_pointer (&refused, g_free);
  refused = load_error (SPREAD_HEXES "  - {id: b4, side: french, class: infantry, echelon: "
                        "battalion, hex: \"0605\", strength: 4, spread: [\"0606\", \"0607\"]}\n");
  g_assert_nonnull (strstr (refused, "its 4 increments fill 2 hexes at 3 a hex"));
  g_assert_nonnull (strstr (refused, "three-a-hex, our default: not chosen"));
  g_assert_nonnull (strstr (refused, "(lba-i-vineyard-spread)"));
  g_clear_pointer (&refused, g_free);

  /* The owner reads it otherwise: any number of its vineyard's hexes. */
  vd_test_choose_reading ("lba", "lba-i-vineyard-spread", "whole-vineyard");
  {
    g_autoptr(VdBoard) wide = spread_board (
      "  - {id: b4, side: french, class: infantry, echelon: battalion, hex: \"0605\","
      " strength: 4, spread: [\"0606\", \"0607\", \"0608\"]}\n", &again_module);

    g_assert_cmpuint (vd_board_find_unit (wide, "b4")->spread->len, ==, 3);
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-VIN-3: spreading and gathering are move events, kept, replayed and refused as the
 * board's key is; a move spreads it or gathers it (`hex move --spread`), not into a hex the
 * enemy holds. */
static void
test_lba_vin_3_spread_journal (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = spread_board (
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
    " strength: 7, movement: 6}\n"
    "  - {id: r1, side: coalition, class: infantry, echelon: battalion, hex: \"0608\","
    " strength: 3}\n", &module);
  const char *both[] = { "0606", "0607", NULL };
  const char *far[] = { "0609", NULL };
  const char *enemy[] = { "0606", "0607", "0608", NULL };
  const char *back[] = { "0605", NULL };
  g_autoptr(VdBoardEvent) spread = vd_hex_vineyard_spread_event (board, module,
                                                                 vd_board_find_unit (board, "b7"),
                                                                 both);
  g_autoptr(VdBoardEvent) gather = NULL;
  g_autoptr(VdBoardEvent) refused = vd_hex_vineyard_spread_event (board, module,
                                                                  vd_board_find_unit (board,
                                                                                      "b7"),
                                                                  far);
  g_autoptr(VdBoardEvent) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMove) onward = NULL, gathered = NULL, into_enemy = NULL;
  VdHexMoveAsk ask = { 0 };
  const VdBoardUnit *b7;

  g_assert_nonnull (strstr (spread->note, "spread over 0605 and 0606, 0607 (LBA-VIN-3)"));
  copy = vd_board_event_copy (spread);
  g_assert_true (vd_board_event_equal (copy, spread));
  g_assert_true (vd_board_event_apply (spread, board, module, &error));
  g_assert_no_error (error);
  b7 = vd_board_find_unit (board, "b7");
  g_assert_cmpuint (b7->spread->len, ==, 2);
  g_assert_true (vd_hex_vineyard_spreads_into (b7, hex_of (board, "0607")));

  /* Refused with its rule, the board untouched. */
  g_assert_false (vd_board_event_apply (refused, board, module, &error));
  g_assert_nonnull (strstr (error->message, "(LBA-VIN-3)"));
  g_clear_error (&error);
  g_assert_cmpuint (b7->spread->len, ==, 2);

  /* A move without spread gathers it, said. */
  gathered = vd_hex_move (board, module, "b7", NULL, 0, hex_of (board, "0606"), &error);
  g_assert_no_error (error);
  g_assert_cmpint (gathered->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (gathered->gathered, "b7 gathers into 0606"));
  /* A move spreading it again: 0606, holding 0605 as well. */
  ask.spread = back;
  onward = vd_hex_move_ask (board, module, "b7", NULL, 0, hex_of (board, "0606"), &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpint (onward->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_cmpstr (onward->spread[0], ==, "0605");
  g_assert_nonnull (strstr (onward->spread_note, "lba-i-vineyard-spread: three-a-hex"));
  g_assert_nonnull (strstr (onward->spread_note, "LBA-GO-2"));
  g_assert_true (has_move_reason (onward->reasons, "LBA-VIN-3", 0));
  /* Never into a hex the enemy holds. */
  vd_board_find_unit (board, "b7");
  ask.spread = enemy;
  vd_test_choose_reading ("lba", "lba-i-vineyard-spread", "whole-vineyard");
  {
    g_autoptr(VdHexRuleset) wide_module = NULL;
    g_autoptr(VdBoard) wide = spread_board (
      "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
      " strength: 7, movement: 6}\n"
      "  - {id: r1, side: coalition, class: infantry, echelon: battalion, hex: \"0608\","
      " strength: 3}\n", &wide_module);

    into_enemy = vd_hex_move_ask (wide, wide_module, "b7", NULL, 0, hex_of (wide, "0605"), &ask,
                                  &error);
  }
  vd_test_choose_reading ("lba", NULL, NULL);
  g_assert_no_error (error);
  g_assert_cmpint (into_enemy->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (into_enemy->why, "0608 holds an enemy counter"));

  /* Gathered by the app's event: no spread left. */
  gather = vd_hex_vineyard_spread_event (board, module, b7, NULL);
  g_assert_nonnull (strstr (gather->note, "gathered into 0605 (LBA-VIN-3)"));
  g_assert_true (vd_board_event_apply (gather, board, module, &error));
  g_assert_no_error (error);
  g_assert_null (vd_board_find_unit (board, "b7")->spread);
}

/* LBA-VIN-2, LBA-VIN-3: spread over 2 hexes, a battalion of 7 fires with 3 increments from each
 * (6: 18 factors in line), not 3 in all; stacking weighs it in each hex it holds; its zones of
 * influence reach from each hex, their rules missing (LBA-GO-2). */
static void
test_lba_vin_3_spread_fire (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = spread_board (
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
    " strength: 7, state: line, spread: [\"0606\"]}\n"
    "  - {id: b3, side: french, class: infantry, echelon: battalion, hex: \"0607\","
    " strength: 7, state: line}\n", &module);
  g_autoptr(VdHexFireLba) spread = fire_of (board, module, "b7=french-ligne", "k1");
  g_autoptr(VdHexFireLba) single = fire_of (board, module, "b3=french-ligne", "k1");
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex_of (board, "0606"));
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  const char *rule = NULL, *zones_rule = NULL;
  g_autofree char *zones = vd_hex_vineyard_spread_zones (board, module,
                                                         vd_board_find_unit (board, "b7"),
                                                         &rule, &zones_rule);

  g_assert_cmpfloat (spread->factors, ==, 18);
  g_assert_true (has_reason (spread->reasons, "LBA-VIN-2", "b7",
                             "in a vineyard, over 2 hexes: 6 of its 7 increments count (3 a "
                             "hex)"));
  g_assert_true (has_reason (spread->reasons, "LBA-VIN-3", "b7", "spread over 0605 and 0606"));
  g_assert_cmpfloat (single->factors, ==, 9);

  g_assert_cmpuint (units->len, ==, 0);
  vd_hex_vineyard_spread_in_hex (board, module, hex_of (board, "0606"), NULL, units, owned);
  g_assert_cmpuint (units->len, ==, 1);
  g_assert_cmpstr (((VdBoardUnit *) units->pdata[0])->id, ==, "b7");
  g_assert_cmpstr (((VdBoardUnit *) units->pdata[0])->strength, ==, "3");

  g_assert_cmpstr (rule, ==, "LBA-VIN-3");
  g_assert_cmpstr (zones_rule, ==, "LBA-GO-2");
  g_assert_nonnull (strstr (zones, "each hex it holds (0605, 0606)"));
}

/* LBA-VIN-3, LBA-FD-9: a hidden battalion the enemy sees as an unidentified counter shows no
 * spread (it would say what the counter is); its own side sees it. */
static void
test_lba_vin_3_spread_hidden (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdBoard) enemy = NULL, own = NULL;

  vd_test_choose_reading ("lba", "lba-i-versteckt-view", "unidentified");
  board = spread_board ("  - {id: b7, side: french, class: infantry, echelon: battalion, hex: "
                        "\"0605\", strength: 7, state: versteckt, spread: [\"0606\"]}\n",
                        &module);
  enemy = vd_board_side_view (board, NULL, module, "coalition");
  own = vd_board_side_view (board, NULL, module, "french");
  vd_test_choose_reading ("lba", NULL, NULL);
  for (guint i = 0; i < enemy->units->len; i++)
    g_assert_null (((VdBoardUnit *) enemy->units->pdata[i])->spread);
  g_assert_null (vd_board_find_unit (enemy, "b7"));
  g_assert_nonnull (vd_board_find_unit (enemy, "hidden-1"));
  g_assert_cmpuint (vd_board_find_unit (own, "b7")->spread->len, ==, 1);
}

/* LBA-VIN-2, LBA-VIN-3: a battalion of 7 spread over 0605 and 0606 assaults 0506, next to both,
 * with 3 increments from each (6 against 3: 2/1), gathered in 0605 with 3 (1/1); defending, it
 * holds the attacked hex with 3 only. */
static void
test_lba_vin_3_spread_melee (void)
{
  g_autoptr(VdHexRuleset) module = NULL, gathered_module = NULL;
  const char *units =
    "  - {id: d1, side: coalition, class: infantry, echelon: battalion, hex: \"0506\","
    " strength: 3}\n";
  g_autofree char *spread_units = g_strconcat (
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
    " strength: 7, spread: [\"0606\"]}\n", units, NULL);
  g_autofree char *gathered_units = g_strconcat (
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0605\","
    " strength: 7}\n", units, NULL);
  g_autoptr(VdBoard) board = spread_board (spread_units, &module);
  g_autoptr(VdBoard) gathered = spread_board (gathered_units, &gathered_module);
  const char *attackers[] = { "b7", NULL }, *defenders[] = { "d1", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexPreMelee) spread = NULL, whole = NULL, defending = NULL;

  g_assert_cmpint (vd_hex_distance (hex_of (board, "0605"), hex_of (board, "0506")), ==, 1);
  g_assert_cmpint (vd_hex_distance (hex_of (board, "0606"), hex_of (board, "0506")), ==, 1);
  spread = vd_hex_pre_melee (board, module, attackers, defenders, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (spread->attack, ==, 6);
  g_assert_cmpstr (spread->odds, ==, "2/1");
  g_assert_true (has_reason (spread->reasons, "LBA-VIN-3", "b7",
                             "assaults 0506 from 2 of the hexes it holds, up to 3 increments "
                             "from each"));
  g_assert_true (has_reason (spread->reasons, "LBA-VIN-2", "b7",
                             "6 of its 7 increments count in the melee"));
  whole = vd_hex_pre_melee (gathered, gathered_module, attackers, defenders, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (whole->attack, ==, 3);
  g_assert_cmpstr (whole->odds, ==, "1/1");
  /* Attacked in 0605, it defends there with 3, its other hex not counted. */
  defending = vd_hex_pre_melee (board, module, defenders, attackers, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (defending->defence, ==, 3);
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
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3-spread-board", test_lba_vin_3_spread_board);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3-spread-journal", test_lba_vin_3_spread_journal);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3-spread-fire", test_lba_vin_3_spread_fire);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3-spread-melee", test_lba_vin_3_spread_melee);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-3-spread-hidden", test_lba_vin_3_spread_hidden);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
