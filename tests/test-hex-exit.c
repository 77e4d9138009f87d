/* Leaving the map of one's own accord (help "Leaving the map"), tests named after the rules:
 * NaA F4 (by an edge the side may use: fled), F5 (the Vienna road's hexes, for the
 * Austro-Russians), F8 (any other edge: eliminated), F7 (one more point, within the phase's
 * allowance). Clear ground at 1 point is the tests' own entry, the Terrain Table being
 * missing. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-exit.h"
#include "vd-test-table.h"

static char *folder;

#define UNITS \
  "units:\n" \
  "  - {id: fr-w, side: french, class: infantry, hex: \"0110\", strength: \"5\", movement: 3}\n" \
  "  - {id: fr-e, side: french, class: infantry, hex: \"0810\", strength: \"4\", movement: 3}\n" \
  "  - {id: fr-in, side: french, class: infantry, hex: \"0410\", strength: \"4\", movement: 3}\n" \
  "  - {id: ar-v, side: austro-russian, class: infantry, hex: \"0130\", strength: \"4\", movement: 3}\n" \
  "  - {id: ar-w, side: austro-russian, class: infantry, hex: \"0120\", strength: \"4\", movement: 3}\n" \
  "  - {id: ar-n, side: austro-russian, class: cavalry, hex: \"0501\", strength: \"4\", movement: 3}\n"

static VdHexExit *
exit_of (const VdBoard *board, const VdHexRuleset *module, const char *id, const char *from,
         GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);
  VdHex start = unit->hex;

  if (from != NULL)
    g_assert_true (vd_hex_grid_parse (board->grid, from, &start));
  return vd_hex_exit (board, module, id, start, error);
}

/* F4, F5, F8: the French by the west edge flee; by the east they are eliminated; the
 * Austro-Russians by the Vienna road's 0130 go to Vienna, by another west hex are eliminated,
 * by the north flee; a counter on no edge cannot leave. */
static void
test_naa_f4_f5_f8 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 3, 8, 32, UNITS, &module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexExit) west = exit_of (board, module, "fr-w", NULL, NULL);
  g_autoptr(VdHexExit) east = exit_of (board, module, "fr-e", NULL, NULL);
  g_autoptr(VdHexExit) vienna = exit_of (board, module, "ar-v", NULL, NULL);
  g_autoptr(VdHexExit) ar_west = exit_of (board, module, "ar-w", NULL, NULL);
  g_autoptr(VdHexExit) north = exit_of (board, module, "ar-n", NULL, NULL);
  g_autoptr(VdHexExit) inside = exit_of (board, module, "fr-in", NULL, &error);

  g_assert_cmpint (west->kind, ==, VD_HEX_EXIT_FLED);
  g_assert_cmpstr (west->rule, ==, "F4");
  g_assert_cmpstr (west->why, ==, "off the map by the west edge from 0110, of its own accord");
  g_assert_cmpint (east->kind, ==, VD_HEX_EXIT_ELIMINATED);
  g_assert_cmpstr (east->rule, ==, "F8");
  g_assert_cmpint (vienna->kind, ==, VD_HEX_EXIT_VIENNA);
  g_assert_cmpstr (vienna->rule, ==, "F5");
  g_assert_cmpstr (vienna->why, ==, "by the Vienna road from 0130");
  g_assert_cmpint (ar_west->kind, ==, VD_HEX_EXIT_ELIMINATED);
  g_assert_cmpint (north->kind, ==, VD_HEX_EXIT_FLED);
  g_assert_null (inside);
  g_assert_nonnull (strstr (error->message, "on no edge of the map"));
}

/* F7: leaving costs one more point: from 0410, three hexes of clear ground to 0110 spend the
 * 3 points, and the last is missing; from 0210, two, and it leaves. With the costs not
 * entered, whether it has the point is the referee's. */
static void
test_naa_f7 (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("naa");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autoptr(VdHexRuleset) module = NULL, bare_module = NULL;
  g_autoptr(VdBoard) bare = vd_test_hex_board (folder, "naa", 3, 8, 32, UNITS, &bare_module);
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexExit) spent = NULL, enough = NULL, unknown = NULL;
  g_autoptr(GError) error = NULL;

  unknown = exit_of (bare, bare_module, "fr-w", "0410", NULL);
  g_assert_nonnull (unknown);
  g_assert_cmpstr (unknown->missing_rule, ==, "F7");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = vd_test_hex_board (folder, "naa", 3, 8, 32, UNITS, &module);
  spent = exit_of (board, module, "fr-w", "0410", &error);
  g_assert_null (spent);
  g_assert_nonnull (strstr (error->message, "has spent 3 of its 3 points: leaving costs 1 more "
                                            "(F7)"));
  enough = exit_of (board, module, "fr-w", "0210", NULL);
  g_assert_nonnull (enough);
  g_assert_null (enough->missing);
  g_unlink (path);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-exit-XXXXXX");
  g_test_add_func ("/hex/rules/naa/F4-F5-F8", test_naa_f4_f5_f8);
  g_test_add_func ("/hex/rules/naa/F7", test_naa_f7);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
