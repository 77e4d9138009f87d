/* LBA's fire defence (vd-hex-fire-defence-lba.h), tests named after the rules: the terrain
 * chart's cells (LBA-FD-1) are the seed's scrambled page, so the tests enter those they need
 * as the owner would (the tests' values, not the game's); the rules' own values are the seed's. */
#include <string.h>

#include <glib/gstdio.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 7, 7, body, module);
}

/* FIRER fires at TARGET on a board of BODY. */
static VdHexFireLba *
fire_at (const char *body, const char *firer, const char *target)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  const char * const firers[] = { firer, NULL };
  g_autoptr(GError) error = NULL;
  VdHexFireLba *fire = vd_hex_fire_lba (board, module, firers, target, -1, &error);

  g_assert_no_error (error);
  return fire;
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

/* The owner's cells ("row,column,value"…) and reading for lba-i-frozen-lake (may be NULL). */
static void
enter (const char * const *cells, const char *lake)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("lba");

  for (guint i = 0; cells != NULL && cells[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (cells[i], ",", 3);

      vd_hex_entries_set_cell (entries, "fire-defence", parts[0], parts[1], parts[2], "Test", "T");
    }
  if (lake != NULL)
    vd_hex_entries_set_choice (entries, "lba-i-frozen-lake", lake, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("lba");

  g_unlink (path);
}

#define IN_VILLAGE(STATE) \
  "hexes:\n  \"0303\": {terrain: village}\n" \
  "units:\n  - {id: t, side: coalition, class: infantry, hex: \"0303\", state: " STATE "}\n" \
  "  - {id: f, side: french, class: infantry, hex: \"0403\", state: line}\n"

/* LBA-FD-1: the chart's cell for the ground and the formation; until the owner enters it, the
 * cell is named; a target without a formation has no column. */
static void
test_lba_fd_1 (void)
{
  static const char * const cells[] = { "village,line,10", NULL };
  g_autoptr(VdHexFireLba) open = NULL, entered = NULL, unformed = NULL;

  forget ();
  open = fire_at (IN_VILLAGE ("line"), "f", "t");
  g_assert_false (open->defence_known);
  g_assert_cmpstr (open->missing_rule, ==, "LBA-FD-1");
  g_assert_nonnull (strstr (open->missing, "cell village × line is not given"));
  enter (cells, NULL);
  entered = fire_at (IN_VILLAGE ("line"), "f", "t");
  g_assert_true (entered->defence_known);
  g_assert_cmpint (entered->fire_defence, ==, 10);
  g_assert_cmpstr (entered->defence_rule, ==, "LBA-FD-1");
  g_assert_true (has_reason (entered->reasons, "LBA-FD-1", "t", "fire defence 10 (village, line)"));
  unformed = fire_at (IN_VILLAGE ("~"), "f", "t");
  g_assert_false (unformed->defence_known);
  g_assert_nonnull (strstr (unformed->missing, "no column for t"));
  forget ();
}

/* LBA-FD-3: infantry with artillery in its hex defends 2 below its own value, the battery
 * too; not when the infantry is in carré. */
static void
test_lba_fd_3 (void)
{
  static const char * const cells[] = { "village,line,10", "village,carre,12", NULL };
  static const char mixed[] =
    "hexes:\n  \"0303\": {terrain: village}\n"
    "units:\n  - {id: t, side: coalition, class: infantry, hex: \"0303\", state: %s}\n"
    "  - {id: b, side: coalition, class: artillery, hex: \"0303\", state: unlimbered}\n"
    "  - {id: f, side: french, class: infantry, hex: \"0403\", state: line}\n";
  g_autofree char *line_body = g_strdup_printf (mixed, "line");
  g_autofree char *carre_body = g_strdup_printf (mixed, "carre");
  g_autoptr(VdHexFireLba) line = NULL, battery = NULL, carre = NULL;

  enter (cells, NULL);
  line = fire_at (line_body, "f", "t");
  g_assert_cmpint (line->fire_defence, ==, 8);
  g_assert_true (has_reason (line->reasons, "LBA-FD-3", "t", "2 less"));
  battery = fire_at (line_body, "f", "b");
  g_assert_cmpint (battery->fire_defence, ==, 8);
  carre = fire_at (carre_body, "f", "t");
  g_assert_cmpint (carre->fire_defence, ==, 12);
  g_assert_false (has_reason (carre->reasons, "LBA-FD-3", NULL, ""));
  forget ();
}

/* LBA-FD-6, LBA-FD-9: road march defends at 4, a hidden counter at 11, whatever the chart. */
static void
test_lba_fd_6_fd_9 (void)
{
  g_autoptr(VdHexFireLba) march = NULL, hidden = NULL;

  forget ();
  march = fire_at (IN_VILLAGE ("road-march"), "f", "t");
  g_assert_cmpint (march->fire_defence, ==, 4);
  g_assert_cmpstr (march->defence_rule, ==, "LBA-FD-6");
  g_assert_true (has_reason (march->reasons, "LBA-FD-6", "t", "in road march"));
  hidden = fire_at (IN_VILLAGE ("versteckt"), "f", "t");
  g_assert_cmpint (hidden->fire_defence, ==, 11);
  g_assert_cmpstr (hidden->defence_rule, ==, "LBA-FD-9");
}

/* LBA-FD-7 and lba-i-frozen-lake: on a frozen lake, 4 against artillery; against infantry alone
 * 4 or the clear ground's as the owner reads it, named while he has not. */
static void
test_lba_fd_7 (void)
{
  static const char lake[] =
    "hexes:\n  \"0303\": {terrain: frozen-lake}\n"
    "units:\n  - {id: t, side: coalition, class: infantry, hex: \"0303\", state: line}\n"
    "  - {id: f, side: french, class: infantry, hex: \"0403\", state: line}\n"
    "  - {id: a, side: french, class: artillery, hex: \"0503\", state: unlimbered}\n";
  static const char * const cells[] = { "clear,line,9", NULL };
  g_autoptr(VdHexFireLba) guns = NULL, open = NULL, all = NULL, clear = NULL;

  forget ();
  guns = fire_at (lake, "a", "t");
  g_assert_cmpint (guns->fire_defence, ==, 4);
  g_assert_true (has_reason (guns->reasons, "LBA-FD-7", "t", "on a frozen lake"));
  open = fire_at (lake, "f", "t");
  g_assert_false (open->defence_known);
  g_assert_cmpstr (open->missing_rule, ==, "lba-i-frozen-lake");
  enter (NULL, "all-fire");
  all = fire_at (lake, "f", "t");
  g_assert_cmpint (all->fire_defence, ==, 4);
  enter (cells, "artillery-or-combined-fire-only");
  clear = fire_at (lake, "f", "t");
  g_assert_cmpint (clear->fire_defence, ==, 9);
  g_assert_true (has_reason (clear->reasons, "LBA-FD-1", "t", "(clear, line)"));
  forget ();
}

/* LBA-CHAT-2: infantry in the château defends at 14. */
static void
test_lba_chat_2_fire (void)
{
  g_autoptr(VdHexFireLba) fire = NULL;

  forget ();
  fire = fire_at ("hexes:\n  \"0303\": {terrain: chateau}\n"
                  "units:\n  - {id: t, side: coalition, class: infantry, hex: \"0303\","
                  " state: general-order}\n"
                  "  - {id: f, side: french, class: infantry, hex: \"0403\", state: line}\n",
                  "f", "t");
  g_assert_cmpint (fire->fire_defence, ==, 14);
  g_assert_cmpstr (fire->defence_rule, ==, "LBA-CHAT-2");
}

/* LBA-FAS-3, LBA-FD-8: an unlimbered battery in the Pheasantry fired on across its wall
 * defends at 16, and from inside by the chart's unlimbered value; infantry there gets 2 more
 * across the wall. */
static void
test_lba_fas_3_fd_8 (void)
{
  static const char pheasantry[] =
    "hexes:\n  \"0303\": {terrain: fasanerie}\n  \"0302\": {terrain: fasanerie}\n"
    "hexsides:\n  - {between: [\"0303\", \"0403\"], feature: fasanerie-wall}\n"
    "units:\n  - {id: b, side: coalition, class: artillery, hex: \"0303\", state: unlimbered}\n"
    "  - {id: out, side: french, class: infantry, hex: \"0403\", state: line}\n"
    "  - {id: in, side: french, class: infantry, hex: \"0302\", state: general-order}\n"
    "  - {id: t, side: coalition, class: infantry, hex: \"0304\", state: general-order}\n";
  static const char * const cells[] = { "fasanerie,artillery,8/10", "fasanerie,general-order,16",
                                        NULL };
  g_autofree char *infantry_body = NULL;
  g_autoptr(VdHexFireLba) across = NULL, inside = NULL, wall = NULL;

  enter (cells, NULL);
  across = fire_at (pheasantry, "out", "b");
  g_assert_cmpint (across->fire_defence, ==, 16);
  g_assert_cmpstr (across->defence_rule, ==, "LBA-FAS-3");
  g_assert_true (has_reason (across->reasons, "LBA-FAS-3", "b", "fired on by out across its wall"));
  inside = fire_at (pheasantry, "in", "b");
  g_assert_cmpint (inside->fire_defence, ==, 10);
  infantry_body = g_strconcat (pheasantry,
                               "  - {id: w, side: coalition, class: infantry, hex: \"0303\","
                               " state: general-order}\n", NULL);
  /* The battery away, the infantry in its hex is fired on across the wall. */
  *strstr (infantry_body, "  - {id: b,") = '#';
  wall = fire_at (infantry_body, "out", "w");
  g_assert_cmpint (wall->fire_defence, ==, 18);
  g_assert_true (has_reason (wall->reasons, "LBA-FD-8", "out", "2 more"));
  forget ();
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-fire-defence-XXXXXX");
  g_test_add_func ("/hex/rules/lba/LBA-FD-1", test_lba_fd_1);
  g_test_add_func ("/hex/rules/lba/LBA-FD-3", test_lba_fd_3);
  g_test_add_func ("/hex/rules/lba/LBA-FD-6-FD-9", test_lba_fd_6_fd_9);
  g_test_add_func ("/hex/rules/lba/LBA-FD-7-lba-i-frozen-lake", test_lba_fd_7);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-2-fire", test_lba_chat_2_fire);
  g_test_add_func ("/hex/rules/lba/LBA-FAS-3-FD-8-FD-2", test_lba_fas_3_fd_8);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
