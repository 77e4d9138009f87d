/* Zones of control (vd-hex-zoc.h): why each unit beside a hex controls it or not, with the
 * rule — 1914's six hexes, cities and rivers (1914-ZOC-1, -5, -6), NaA's once the owner has
 * entered the Terrain Table's zone column (C1, C8, C9) and its silenced artillery (E11). Tests
 * named after the rules. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-zoc.h"
#include "vd-test-table.h"

static char *folder;

/* The reason for UNIT beside the hex of ZOC, which must be there. */
static const VdHexZocReason *
reason_for (const VdHexZoc *zoc, const char *unit)
{
  for (guint i = 0; i < zoc->reasons->len; i++)
    {
      const VdHexZocReason *reason = zoc->reasons->pdata[i];

      if (g_str_equal (reason->unit->id, unit))
        return reason;
    }
  g_error ("no reason for %s", unit);
  return NULL;
}

static VdHexZoc *
zoc_at (const VdBoard *board, const VdHexRuleset *module, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return vd_hex_zoc_at (board, module, hex);
}

/* Whether ZOC's units include UNIT. */
static gboolean
covered_by (const VdHexZoc *zoc, const char *unit)
{
  for (guint i = 0; i < zoc->units->len; i++)
    if (g_str_equal (((const VdBoardUnit *) zoc->units->pdata[i])->id, unit))
      return TRUE;
  return FALSE;
}

/* 1914-ZOC-1: g1 controls the six hexes around it (0202 among them); 1914-ZOC-5: no zone
 * enters the city at 0303, nor crosses the river between 0505 and 0506; 1914-ZOC-6: g2, in the
 * city, still controls the clear hex 0304. Each answer says why, naming the unit. */
static void
test_1914_zoc_1_5_6 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "1914", 2, 6, 6,
    "hexes:\n  \"0303\": {terrain: city}\n"
    "hexsides:\n  - {between: [\"0505\", \"0506\"], feature: river}\n"
    "units:\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0303\"}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0505\"}\n", &module);
  g_autoptr(VdHexZoc) open = zoc_at (board, module, "0202");
  g_autoptr(VdHexZoc) city = zoc_at (board, module, "0303");
  g_autoptr(VdHexZoc) beside_city = zoc_at (board, module, "0304");
  g_autoptr(VdHexZoc) over_river = zoc_at (board, module, "0506");
  const VdHexZocReason *reason;

  reason = reason_for (open, "g1");
  g_assert_true (reason->controls);
  g_assert_true (covered_by (open, "g1"));
  g_assert_cmpstr (reason->rule, ==, "1914-ZOC-1");
  g_assert_nonnull (strstr (reason->why,
                            "g1 controls the six hexes around it, 0202 among them"));

  reason = reason_for (city, "g1");
  g_assert_false (reason->controls);
  g_assert_false (covered_by (city, "g1"));
  g_assert_cmpstr (reason->rule, ==, "1914-ZOC-5");
  g_assert_nonnull (strstr (reason->why, "g1's zone does not enter 0303"));

  reason = reason_for (beside_city, "g2");
  g_assert_true (reason->controls);
  g_assert_true (covered_by (beside_city, "g2"));
  g_assert_cmpstr (reason->rule, ==, "1914-ZOC-6");
  g_assert_nonnull (strstr (reason->why,
                            "g2 controls 0304, though no zone may enter its own hex"));

  reason = reason_for (over_river, "g3");
  g_assert_false (reason->controls);
  g_assert_false (covered_by (over_river, "g3"));
  g_assert_cmpstr (reason->rule, ==, "1914-ZOC-5");
  g_assert_nonnull (strstr (reason->why, "g3's zone does not cross 0505|0506 (River)"));
}

/* C1, C8, C9, E11, the zone column entered by the owner as the test's own values (the Terrain
 * Table is missing): a village keeps zones out, the river bank blocks them, clear ground lets
 * them in. f1 controls the clear 0202 (C1) but not the village 0303 (C8), and still controls
 * 0304 from its village (C8); f2's zone stops at the bank (C9); a battery in the forest
 * controls nothing (E11). Before the entries, the village's zone is a doubt, not an answer. */
static void
test_naa_c1_c8_c9_e11 (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: village}\n  \"0402\": {terrain: village}\n"
    "  \"0101\": {terrain: forest}\n"
    "hexsides:\n  - {between: [\"0505\", \"0506\"], feature: river-bank}\n"
    "units:\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0302\"}\n"
    "  - {id: f3, side: french, class: infantry, hex: \"0402\"}\n"
    "  - {id: f2, side: french, class: infantry, hex: \"0505\"}\n"
    "  - {id: guns, side: french, class: artillery, hex: \"0101\"}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 2, 6, 6, body, &module);
  g_autoptr(VdHexZoc) unknown = zoc_at (board, module, "0303");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autoptr(VdHexZoc) open = NULL, village = NULL, from_village = NULL, bank = NULL;
  g_autoptr(VdHexZoc) by_guns = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("naa");
  const VdHexZocReason *reason;

  g_assert_cmpuint (unknown->doubts->len, >, 0);
  g_assert_cmpstr (((const VdHexZocDoubt *) unknown->doubts->pdata[0])->feature, ==, "village");

  vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.forest.zoc", "true", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.village.zoc", "false", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.river-bank.zoc", "false", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = vd_test_hex_board (folder, "naa", 2, 6, 6, body, &module);

  open = zoc_at (board, module, "0202");
  reason = reason_for (open, "f1");
  g_assert_true (reason->controls);
  g_assert_cmpstr (reason->rule, ==, "C1");

  village = zoc_at (board, module, "0303");
  g_assert_cmpuint (village->doubts->len, ==, 0);
  reason = reason_for (village, "f1");
  g_assert_false (reason->controls);
  g_assert_cmpstr (reason->rule, ==, "C8");

  from_village = zoc_at (board, module, "0403");
  reason = reason_for (from_village, "f3");
  g_assert_true (reason->controls);
  g_assert_cmpstr (reason->rule, ==, "C8");
  g_assert_nonnull (strstr (reason->why,
                            "f3 controls 0403, though no zone may enter its own hex"));

  bank = zoc_at (board, module, "0506");
  reason = reason_for (bank, "f2");
  g_assert_false (reason->controls);
  g_assert_cmpstr (reason->rule, ==, "C9");

  by_guns = zoc_at (board, module, "0201");
  reason = reason_for (by_guns, "guns");
  g_assert_false (reason->controls);
  g_assert_false (covered_by (by_guns, "guns"));
  g_assert_cmpstr (reason->rule, ==, "E11");
  g_assert_nonnull (strstr (reason->why, "guns has no zone of control where it stands"));
  g_assert_cmpint (g_unlink (entries_path), ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-zoc-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-ZOC-1-ZOC-5-ZOC-6", test_1914_zoc_1_5_6);
  g_test_add_func ("/hex/rules/naa/C1-C8-C9-E11", test_naa_c1_c8_c9_e11);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
