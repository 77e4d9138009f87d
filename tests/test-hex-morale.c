/* An army's demoralization on a board (NaA DEM-1 to DEM-3), tests named after the rules: the
 * referee records it (the track's length is missing, so the threshold is his to see), it
 * lasts, only one army may be, and it is read back from the file; at night its units lose 2
 * points (FOG-4) as the owner reads it. The seed gives no terrain costs: the tests enter clear
 * ground at 1 for infantry as the owner would; that value is the tests', not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* A board of GAME (a bundled module's id) on 6 × 6 flat hexes, turn 12, with BODY. */
static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, game, 12, 6, 6, body, module);
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

/* The owner's entries for NaA: clear ground at 1 for infantry, and the readings NIGHTFALL and
 * DEMORALIZED (NULL: not chosen). */
static void
enter_readings (const char *nightfall, const char *demoralized_reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
  if (nightfall != NULL)
    vd_hex_entries_set_choice (entries, "naa-i-nightfall", nightfall, "Test", "T");
  if (demoralized_reading != NULL)
    vd_hex_entries_set_choice (entries, "naa-i-night-demoralized", demoralized_reading, "Test",
                               "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_readings (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("naa");

  g_unlink (path);
}

/* The allowance of the French infantry (4 printed, its army demoralized) and of the
 * Austro-Russian one (4, not) on TURN, with the readings given. */
static VdHexReach *
reach_on (int turn, const char *unit, const char *nightfall, const char *demoralized_reading)
{
  g_autofree char *body = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;

  enter_readings (nightfall, demoralized_reading);
  body = g_strdup_printf ("demoralized: [french]\n"
                          "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\","
                          " movement: 4}\n"
                          "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\","
                          " movement: 4}\n");
  board = board_of ("naa", body, &module);
  board->turn = turn;
  return vd_hex_reach (board, module, unit, NULL);
}

static gboolean
said (GPtrArray *reasons, const char *rule, const char *by, double mp)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0 &&
          reason->mp == mp)
        return TRUE;
    }
  return FALSE;
}

/* FOG-4 with DEM-1: at night (turn 12) the units of the demoralized army lose 2 points; in
 * all or on top of the general 1 is reading naa-i-night-demoralized: open, 2 or 1 of 4, naming
 * it; chosen, exact. The other army loses the general 1 only. */
static void
test_naa_fog_4_demoralized (void)
{
  g_autoptr(VdHexReach) open = NULL, other = NULL, in_all = NULL, on_top = NULL;

  open = reach_on (12, "fr", NULL, NULL);
  g_assert_cmpfloat (open->allowance, ==, 2);
  g_assert_cmpfloat (open->allowance_strict, ==, 1);
  g_assert_cmpstr (open->allowance_reading, ==, "naa-i-night-demoralized");
  g_assert_true (said (open->allowance_reasons, "FOG-4", "turn 12", -1));
  g_assert_true (said (open->allowance_reasons, "FOG-4", "turn 12, its army demoralized", -1));
  other = reach_on (12, "ar", NULL, NULL);
  g_assert_cmpfloat (other->allowance, ==, 3);
  g_assert_null (other->allowance_reading);
  g_assert_false (said (other->allowance_reasons, "FOG-4", "turn 12, its army demoralized",
                        -1));
  in_all = reach_on (12, "fr", NULL, "two-below-printed");
  g_assert_cmpfloat (in_all->allowance, ==, 2);
  g_assert_cmpfloat (in_all->allowance_strict, ==, 2);
  g_assert_null (in_all->allowance_reading);
  on_top = reach_on (12, "fr", NULL, "three-below-printed");
  g_assert_cmpfloat (on_top->allowance, ==, 1);
  g_assert_true (said (on_top->allowance_reasons, "FOG-4", "turn 12, its army demoralized", -2));
  forget_readings ();
}

/* FOG-2 then FOG-4: on turn 11 the demoralized army's loss depends first on whether it is
 * night (naa-i-nightfall, named while open), then on how FOG-4 is read. */
static void
test_naa_fog_2_fog_4_demoralized (void)
{
  g_autoptr(VdHexReach) open = NULL, day = NULL, night = NULL, night_open = NULL;

  open = reach_on (11, "fr", NULL, NULL);
  g_assert_cmpfloat (open->allowance, ==, 4);
  g_assert_cmpfloat (open->allowance_strict, ==, 1);
  g_assert_cmpstr (open->allowance_reading, ==, "naa-i-nightfall");
  day = reach_on (11, "fr", "turn-12-only", NULL);
  g_assert_cmpfloat (day->allowance, ==, 4);
  g_assert_null (day->allowance_reading);
  night = reach_on (11, "fr", "turns-11-and-12", "three-below-printed");
  g_assert_cmpfloat (night->allowance, ==, 1);
  g_assert_null (night->allowance_reading);
  night_open = reach_on (11, "fr", "turns-11-and-12", NULL);
  g_assert_cmpfloat (night_open->allowance, ==, 2);
  g_assert_cmpfloat (night_open->allowance_strict, ==, 1);
  g_assert_cmpstr (night_open->allowance_reading, ==, "naa-i-night-demoralized");
  forget_readings ();
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-morale-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/naa/DEM-1-DEM-2-DEM-3", test_naa_dem_1_2_3);
  g_test_add_func ("/hex/rules/bn/no-army-track", test_not_army_track);
  g_test_add_func ("/hex/rules/naa/FOG-4-demoralized", test_naa_fog_4_demoralized);
  g_test_add_func ("/hex/rules/naa/FOG-2-FOG-4-demoralized", test_naa_fog_2_fog_4_demoralized);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
