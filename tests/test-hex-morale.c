/* An army's demoralization on a board (NaA DEM-1 to DEM-3), tests named after the rules: the
 * referee records it (the track's length is missing, so the threshold is his to see), it
 * lasts, only one army may be, and it is read back from the file. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-test-table.h"

static char *folder;

/* A board of GAME (a bundled module's id) on 6 × 6 flat hexes, with BODY. */
static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Morale\"\nruleset: %s\nturn: 12\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", game, body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

static VdBoardEvent *
demoralized (const VdBoard *board, const char *side)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_DEMORALIZED, board);

  event->side = g_strdup (side);
  return event;
}

/* DEM-1, DEM-2, DEM-3: the Austro-Russian army demoralized stays so, the French then may not
 * be (the other player takes his markers off), and the journal line names the army. */
static void
test_naa_dem_1_2_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, read_module = NULL;
  g_autoptr(VdBoard) board = NULL, again = NULL;
  g_autoptr(VdBoardEvent) first = NULL, twice = NULL, other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *line = NULL, *path = NULL;

  board = board_of ("naa", "", &module);
  g_assert_false (vd_board_is_demoralized (board, "austro-russian"));
  first = demoralized (board, "austro-russian");
  g_assert_true (vd_board_event_apply (first, board, module, &error));
  g_assert_no_error (error);
  g_assert_true (vd_board_is_demoralized (board, "austro-russian"));
  g_assert_false (vd_board_is_demoralized (board, "french"));
  line = vd_board_event_describe (first, board, module);
  g_assert_cmpstr (line, ==, "Turn 12: Austro-Russians: army demoralized");

  twice = demoralized (board, "austro-russian");
  g_assert_false (vd_board_event_apply (twice, board, module, &error));
  g_assert_nonnull (strstr (error->message, "demoralized already"));
  g_clear_error (&error);
  other = demoralized (board, "french");
  g_assert_false (vd_board_event_apply (other, board, module, &error));
  g_assert_nonnull (strstr (error->message, "DEM-2"));
  g_clear_error (&error);
  g_assert_false (vd_board_is_demoralized (board, "french"));

  /* Written as the board's own key, read back. */
  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "demoralized: [austro-russian]"));
  path = g_build_filename (folder, "again.yaml", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  again = vd_board_load (path, &read_module, &error);
  g_assert_no_error (error);
  g_assert_true (vd_board_is_demoralized (again, "austro-russian"));
}

/* A game whose morale is not an army's track (BN's is by division) refuses the event, and a
 * board naming a side the game does not have is refused where it says so. */
static void
test_not_army_track (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdBoardEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (folder, "bad.yaml", NULL);

  board = board_of ("bn", "", &module);
  event = demoralized (board, "french");
  g_assert_false (vd_board_event_apply (event, board, module, &error));
  g_assert_nonnull (strstr (error->message, "does not demoralize an army"));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (path,
    "vedette: 1\nkind: board\nruleset: naa\ndemoralized: [prussian]\n"
    "grid: {hexes: flat, columns: 6, rows: 6, label: \"{col:02}{row:02}\"}\n", -1, NULL));
  g_assert_null (vd_board_load (path, NULL, &error));
  g_assert_nonnull (strstr (error->message, ":4:"));
  g_assert_nonnull (strstr (error->message, "prussian"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-morale-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/naa/DEM-1-DEM-2-DEM-3", test_naa_dem_1_2_3);
  g_test_add_func ("/hex/rules/bn/no-army-track", test_not_army_track);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
