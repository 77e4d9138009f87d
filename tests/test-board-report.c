/* The board's report (src/core/hex/vd-board-report.c), tests named after what they check: a BN
 * brigade's roster row and its division's wreck (20.6a, 20.6b), an NaA game's points lost,
 * counters eliminated and gone by an edge turn by turn, and its army's demoralization (DEM-1).
 * The rows and strengths are the tests' own, not a game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board-report.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

/* The seed's sample rows (20.6-ex): a brigade at A, its division of one box then V. */
#define BN_BOARD \
  "units:\n" \
  "- {id: fr-1, name: \"1st brigade\", side: french, class: infantry, hex: \"0303\", " \
  "strength: ~, movement: ~, army: fr-div, roster: \"A _ B _ _ V _ C _ _ _\"}\n" \
  "- {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, movement: ~, " \
  "division_roster: \"_ V _\"}\n" \
  "- {id: al-1, side: allied, class: infantry, hex: \"0503\", strength: ~, movement: ~, " \
  "roster: \"A _ B _ C _\"}\n" \
  "journal:\n" \
  "  - {event: roster, turn: 2, unit: fr-1, casualties: 2, stragglers: 1}\n" \
  "  - {event: roster, turn: 2, unit: al-1, casualties: 1, stragglers: 0}\n" \
  "  - {event: move, turn: 3, unit: al-1, hex: ~, eliminated: true}\n"

#define NAA_BOARD \
  "units:\n" \
  "- {id: f-1, side: french, class: infantry, hex: \"0202\", strength: 6, movement: 4}\n" \
  "- {id: f-2, side: french, class: cavalry, hex: \"0203\", strength: 4, movement: 6}\n" \
  "- {id: r-1, side: austro-russian, class: infantry, hex: \"0402\", strength: 5, " \
  "movement: 4}\n" \
  "- {id: r-2, side: austro-russian, class: infantry, hex: \"0403\", strength: 3, " \
  "movement: 4}\n" \
  "- {id: r-3, side: austro-russian, class: artillery, hex: \"0404\", strength: 2, " \
  "movement: 3}\n" \
  "journal:\n" \
  "  - {event: strength, turn: 2, unit: f-1, strength: 4}\n" \
  "  - {event: move, turn: 2, unit: r-1, hex: ~, eliminated: true}\n" \
  "  - {event: move, turn: 3, unit: r-2, hex: ~, eliminated: true}\n" \
  "  - {event: move, turn: 3, unit: r-3, hex: ~}\n" \
  "  - {event: demoralized, turn: 3, side: austro-russian}\n"

static const VdBoardReportCounter *
counter_of (const VdBoardReport *report, const char *id)
{
  for (guint i = 0; i < report->counters->len; i++)
    {
      const VdBoardReportCounter *counter = report->counters->pdata[i];

      if (g_strcmp0 (counter->unit->id, id) == 0)
        return counter;
    }
  g_error ("no counter %s in the report", id);
}

static guint
side_of (const VdBoardReport *report, const char *id)
{
  for (guint i = 0; i < report->sides->len; i++)
    if (g_strcmp0 (((VdBoardReportSide *) report->sides->pdata[i])->id, id) == 0)
      return i;
  g_error ("no side %s in the report", id);
}

static VdBoardReport *
report_of (const char *game, const char *body)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, game, 1, 6, 6, body, &module);
  g_autoptr(GError) error = NULL;
  VdBoardReport *report = vd_board_report_new (setup, module, &error);

  g_assert_no_error (error);
  g_assert_nonnull (report);
  return report;
}

/* BN 20.6, 20.6a, 20.6b: the roster event marks the row (the counter now at B, wrecked), the
 * division's box is checked and the division wrecked; the other side's brigade, eliminated on
 * turn 3, counts as eliminated with the casualty its row holds. No points: letters. */
static void
test_roster_rows_and_division_wreck (void)
{
  g_autoptr(VdBoardReport) report = report_of ("bn", BN_BOARD);
  const VdBoardReportCounter *brigade = counter_of (report, "fr-1");
  const VdBoardReportCounter *allied = counter_of (report, "al-1");
  const VdBoardReportDivision *division;
  const VdBoardReportSide *french, *allies;
  VdBoardReportTotals lost;

  /* Set-up order, by side: the module's sides in order. */
  g_assert_cmpuint (report->counters->len, ==, 3);
  g_assert_true (report->counters->pdata[0] == brigade);
  g_assert_true (report->counters->pdata[2] == allied);

  g_assert_cmpstr (brigade->printed, ==, "A");
  g_assert_cmpstr (brigade->unit->strength, ==, "B");
  g_assert_false (brigade->has_points);
  g_assert_cmpint (brigade->points, ==, 0);
  g_assert_cmpstr (brigade->roster, ==, "A X B X / V _ C _ _ _");
  g_assert_cmpuint (brigade->casualties, ==, 2);
  g_assert_cmpuint (brigade->stragglers, ==, 1);
  g_assert_true (brigade->wrecked);
  g_assert_cmpint (brigade->where, ==, VD_BOARD_REPORT_ON_MAP);
  g_assert_cmpstr (brigade->hex, ==, "0303");

  g_assert_cmpint (allied->where, ==, VD_BOARD_REPORT_ELIMINATED);
  g_assert_null (allied->hex);
  g_assert_cmpint (allied->left_turn, ==, 3);

  g_assert_cmpuint (report->divisions->len, ==, 1);
  division = report->divisions->pdata[0];
  g_assert_cmpstr (division->commander->id, ==, "fr-div");
  g_assert_cmpstr (division->roster, ==, "X V _");
  g_assert_cmpuint (division->checked, ==, 1);
  g_assert_cmpuint (division->n_brigades, ==, 1);
  g_assert_true (division->wrecked);
  g_assert_cmpstr (report->wreck_rule, ==, "20.6a");
  g_assert_cmpstr (report->division_rule, ==, "20.6b");

  french = report->sides->pdata[side_of (report, "french")];
  allies = report->sides->pdata[side_of (report, "allied")];
  g_assert_cmpint (french->totals.casualties, ==, 2);
  g_assert_cmpint (french->totals.stragglers, ==, 1);
  g_assert_cmpint (french->totals.wrecked, ==, 1);
  g_assert_cmpint (french->totals.eliminated, ==, 0);
  g_assert_cmpint (allies->totals.casualties, ==, 1);
  g_assert_cmpint (allies->totals.eliminated, ==, 1);
  /* BN has no army track. */
  g_assert_false (french->has_morale);
  g_assert_null (report->morale_rule);

  g_assert_cmpint (report->first_turn, ==, 1);
  g_assert_cmpint (report->last_turn, ==, 3);
  vd_board_report_in_turn (report, side_of (report, "french"), 2, &lost);
  g_assert_cmpint (lost.casualties, ==, 2);
  vd_board_report_in_turn (report, side_of (report, "french"), 3, &lost);
  g_assert_cmpint (lost.casualties, ==, 0);
  vd_board_report_in_turn (report, side_of (report, "allied"), 3, &lost);
  g_assert_cmpint (lost.eliminated, ==, 1);
  g_assert_cmpint (lost.casualties, ==, 0);
}

/* Points lost come from the strengths (6 → 4), counters eliminated from the moves that say so
 * (turn 2, turn 3) and one gone by an edge is not eliminated; each turn's losses and their sum
 * since the start; the army demoralized by its event (NaA DEM-1). */
static void
test_points_eliminations_per_turn_and_morale (void)
{
  g_autoptr(VdBoardReport) report = report_of ("naa", NAA_BOARD);
  const VdBoardReportCounter *f1 = counter_of (report, "f-1");
  guint ar = side_of (report, "austro-russian"), fr = side_of (report, "french");
  const VdBoardReportSide *russians = report->sides->pdata[ar];
  const VdBoardReportSide *french = report->sides->pdata[fr];
  const VdBoardReportTotals *since;
  VdBoardReportTotals lost;

  g_assert_cmpstr (f1->printed, ==, "6");
  g_assert_cmpstr (f1->unit->strength, ==, "4");
  g_assert_true (f1->has_points);
  g_assert_cmpint (f1->points, ==, 2);
  g_assert_null (f1->roster);
  g_assert_cmpint (counter_of (report, "f-2")->points, ==, 0);
  g_assert_cmpint (counter_of (report, "r-1")->where, ==, VD_BOARD_REPORT_ELIMINATED);
  g_assert_cmpint (counter_of (report, "r-1")->left_turn, ==, 2);
  g_assert_cmpint (counter_of (report, "r-2")->left_turn, ==, 3);
  g_assert_cmpint (counter_of (report, "r-3")->where, ==, VD_BOARD_REPORT_OFF_MAP);

  g_assert_cmpint (french->totals.points, ==, 2);
  g_assert_cmpuint (french->n_counters, ==, 2);
  g_assert_cmpint (russians->totals.eliminated, ==, 2);
  g_assert_cmpint (russians->totals.off_map, ==, 1);
  g_assert_cmpint (russians->totals.points, ==, 0);

  vd_board_report_in_turn (report, ar, 1, &lost);
  g_assert_cmpint (lost.eliminated, ==, 0);
  vd_board_report_in_turn (report, ar, 2, &lost);
  g_assert_cmpint (lost.eliminated, ==, 1);
  vd_board_report_in_turn (report, ar, 3, &lost);
  g_assert_cmpint (lost.eliminated, ==, 1);
  g_assert_cmpint (lost.off_map, ==, 1);
  since = vd_board_report_cumulative (report, ar, 3);
  g_assert_cmpint (since->eliminated, ==, 2);
  vd_board_report_in_turn (report, fr, 2, &lost);
  g_assert_cmpint (lost.points, ==, 2);
  vd_board_report_in_turn (report, fr, 3, &lost);
  g_assert_cmpint (lost.points, ==, 0);

  g_assert_true (russians->has_morale);
  g_assert_true (russians->demoralized);
  g_assert_false (french->demoralized);
  g_assert_cmpstr (report->morale_rule, ==, "DEM-1");
}

/* A board with no journal: nothing lost, one turn, every counter where it was set up. */
static void
test_no_journal_nothing_lost (void)
{
  g_autoptr(VdBoardReport) report =
    report_of ("naa", "units:\n- {id: f-1, side: french, class: infantry, hex: \"0202\", "
                      "strength: 6, movement: 4}\n");
  const VdBoardReportSide *french = report->sides->pdata[side_of (report, "french")];

  g_assert_cmpuint (report->n_events, ==, 0);
  g_assert_cmpint (report->first_turn, ==, report->last_turn);
  g_assert_cmpint (french->totals.points, ==, 0);
  g_assert_cmpint (french->totals.eliminated, ==, 0);
  g_assert_true (counter_of (report, "f-1")->has_points);
  g_assert_cmpint (counter_of (report, "f-1")->points, ==, 0);
}

/* The reasons of TRACK joined, one "RULE what" a line, for the asserts. */
static char *
reasons_text (const VdBoardReportTrack *track)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < track->reasons->len; i++)
    {
      const VdHexOddsReason *reason = track->reasons->pdata[i];

      g_string_append_printf (text, "%s %s\n", reason->rule, reason->what);
    }
  return g_string_free (text, FALSE);
}

/* NaA DEM-1, D10, F4: P moves by the printed strength eliminated (5 + 3), D back by the
 * printed strength gone of its own accord (2); the track's length is the owner's: missing, it
 * is named; entered (12, the test's value), P and D meet at 11, 1 box short. The French army
 * cannot be demoralized any more (DEM-2). */
static void
test_naa_losses_flight_track (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("naa");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autoptr(VdBoardReport) missing = report_of ("naa", NAA_BOARD);
  g_autoptr(VdBoardReport) report = NULL;
  const VdBoardReportSide *russians = missing->sides->pdata[side_of (missing, "austro-russian")];
  const VdBoardReportSide *french = missing->sides->pdata[side_of (missing, "french")];
  g_autofree char *said = reasons_text (&russians->track);
  g_autofree char *french_said = reasons_text (&french->track);
  g_autofree char *entered_said = NULL;

  g_assert_cmpint (russians->track.kind, ==, VD_BOARD_TRACK_LOSSES_FLIGHT);
  g_assert_cmpint (russians->track.losses, ==, 8);
  g_assert_cmpint (russians->track.flight, ==, 2);
  g_assert_cmpint (russians->track.meet_at, ==, 0);
  g_assert_false (russians->track.met);
  g_assert_true (russians->track.known);
  g_assert_nonnull (strstr (said, "D10 P 8 forward: the printed strength of its counters "
                                  "eliminated\n"));
  g_assert_nonnull (strstr (said, "F4 D 2 back: the printed strength of its counters that "
                                  "left the map of their own accord\n"));
  g_assert_nonnull (strstr (said, "DEM-1 the army is demoralized"));
  g_assert_nonnull (strstr (said, "DEM-1 where P and D meet is the track’s length less one: "
                                  "the length is missing"));
  g_assert_cmpint (french->track.losses, ==, 0);
  g_assert_cmpint (french->track.flight, ==, 0);
  g_assert_nonnull (strstr (french_said, "DEM-2 "));

  vd_hex_entries_set_value (entries, "morale.track_length", "12", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  report = report_of ("naa", NAA_BOARD);
  russians = report->sides->pdata[side_of (report, "austro-russian")];
  entered_said = reasons_text (&russians->track);
  g_unlink (path);
  g_assert_cmpint (russians->track.meet_at, ==, 11);
  g_assert_false (russians->track.met);
  g_assert_nonnull (strstr (entered_said, "DEM-1 P 8 + D 2 of 11: 1 more before the markers "
                                          "meet\n"));
}

/* BN 1.1f: the army's casualties are the X marked on infantry and cavalry rows since the set-up
 * — not the stragglers, not the artillery's points —; a brigade eliminated with boxes unmarked
 * is said, and a cavalry counter without a row makes the count unknown (6.6). */
static void
test_bn_army_casualties (void)
{
  g_autoptr(VdBoardReport) report = report_of ("bn",
    "units:\n"
    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~, "
    "roster: \"A X B _ _ V _ C _ _ _\"}\n"
    "- {id: fr-2, side: french, class: cavalry, hex: \"0203\", strength: ~, movement: ~, "
    "roster: \"A _ B _ C _\"}\n"
    "- {id: fr-art, side: french, class: artillery, hex: \"0202\", strength: \"5\", "
    "movement: ~}\n"
    "- {id: al-1, side: allied, class: infantry, hex: \"0503\", strength: ~, movement: ~, "
    "roster: \"A _ B _ C _\"}\n"
    "- {id: al-2, side: allied, class: cavalry, hex: \"0504\", strength: ~, movement: ~}\n"
    "journal:\n"
    "  - {event: roster, turn: 2, unit: fr-1, casualties: 3, stragglers: 2}\n"
    "  - {event: roster, turn: 2, unit: fr-2, casualties: 2, stragglers: 0}\n"
    "  - {event: strength, turn: 2, unit: fr-art, strength: \"3\"}\n"
    "  - {event: roster, turn: 3, unit: al-1, casualties: 1, stragglers: 0}\n"
    "  - {event: move, turn: 3, unit: al-1, hex: ~, eliminated: true}\n");
  const VdBoardReportSide *french = report->sides->pdata[side_of (report, "french")];
  const VdBoardReportSide *allies = report->sides->pdata[side_of (report, "allied")];
  g_autofree char *said = reasons_text (&french->track);
  g_autofree char *allies_said = reasons_text (&allies->track);

  g_assert_cmpint (french->track.kind, ==, VD_BOARD_TRACK_CASUALTIES);
  /* fr-1: 3 X less the 1 of the set-up; fr-2: 2 X; the battery's 2 points are not counted. */
  g_assert_cmpint (french->track.casualties, ==, 4);
  g_assert_true (french->track.known);
  g_assert_nonnull (strstr (said, "1.1f 4 casualties — x100 at 0, x10 at 0, x1 at 4: the "
                                  "infantry and cavalry points eliminated"));
  g_assert_cmpint (allies->track.casualties, ==, 1);
  g_assert_false (allies->track.known);
  g_assert_nonnull (strstr (allies_said, "6.6 al-2 has no loss roster row"));
  g_assert_nonnull (strstr (allies_said, "1.1f al-1 was eliminated with 2 boxes of its row "
                                         "unmarked: not counted"));
}

/* BN 9.0 in a side's view: the enemy's counters, divisions, losses and casualty count are left
 * out; the side's own stay whole. An unknown side is refused. */
static void
test_bn_side_view_9_0 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 1, 6, 6, BN_BOARD, &module);
  g_autoptr(VdBoardReport) report = vd_board_report_new (setup, module, NULL);
  g_autoptr(GError) error = NULL;
  const VdBoardReportSide *french, *allies;

  g_assert_false (vd_board_report_restrict (report, setup, module, "prussian", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_assert_true (vd_board_report_restrict (report, setup, module, "french", NULL));
  g_assert_true (vd_board_report_has_secret (report));
  g_assert_cmpstr (report->hidden_rule, ==, "9.0");
  g_assert_cmpstr (report->view_side, ==, "french");
  /* The allied roster event is his own: not even counted. */
  g_assert_cmpuint (report->n_events, ==, 2);
  french = report->sides->pdata[side_of (report, "french")];
  allies = report->sides->pdata[side_of (report, "allied")];
  g_assert_false (french->secret);
  g_assert_true (allies->secret);
  for (guint i = 0; i < report->counters->len; i++)
    g_assert_cmpstr (((VdBoardReportCounter *) report->counters->pdata[i])->unit->side, ==,
                     "french");
  g_assert_cmpuint (report->counters->len, ==, 2);
  g_assert_cmpuint (report->divisions->len, ==, 1);
  g_assert_cmpint (allies->totals.casualties, ==, 0);
  g_assert_cmpint (allies->totals.eliminated, ==, 0);
  g_assert_cmpint (vd_board_report_cumulative (report, side_of (report, "allied"), 3)->eliminated,
                   ==, 0);
  g_assert_cmpint (allies->track.kind, ==, VD_BOARD_TRACK_NONE);
  g_assert_cmpuint (allies->track.reasons->len, ==, 0);
  g_assert_cmpint (french->track.casualties, ==, 2);
  g_assert_cmpint (french->totals.casualties, ==, 2);
}

/* NaA OPT-2: in semi-blind play the enemy's counters are left out of a side's view, his
 * losses/flight track stays (the tracks move as usual); in open play nothing is secret. */
static void
test_naa_side_view_opt_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, blind_module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "naa", 1, 6, 6, NAA_BOARD, &module);
  g_autoptr(VdBoard) blind_setup = vd_test_hex_board (folder, "naa", 1, 6, 6,
                                                      "options: [semi-blind]\n" NAA_BOARD,
                                                      &blind_module);
  g_autoptr(VdBoardReport) open = vd_board_report_new (setup, module, NULL);
  g_autoptr(VdBoardReport) blind = vd_board_report_new (blind_setup, blind_module, NULL);
  const VdBoardReportSide *russians;

  g_assert_true (vd_board_report_restrict (open, setup, module, "french", NULL));
  g_assert_false (vd_board_report_has_secret (open));
  g_assert_cmpuint (open->counters->len, ==, 5);

  g_assert_true (vd_board_report_restrict (blind, blind_setup, blind_module, "french", NULL));
  /* Every event is one the French may know of: moves, a strength of their own, a
   * demoralization. */
  g_assert_cmpuint (blind->n_events, ==, 5);
  g_assert_true (vd_board_report_has_secret (blind));
  g_assert_cmpstr (blind->hidden_rule, ==, "OPT-2");
  g_assert_cmpuint (blind->counters->len, ==, 2);
  russians = blind->sides->pdata[side_of (blind, "austro-russian")];
  g_assert_true (russians->secret);
  g_assert_cmpint (russians->totals.eliminated, ==, 0);
  g_assert_cmpint (russians->track.kind, ==, VD_BOARD_TRACK_LOSSES_FLIGHT);
  g_assert_cmpint (russians->track.losses, ==, 8);
  g_assert_cmpint (russians->track.flight, ==, 2);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-board-report-XXXXXX");
  g_test_add_func ("/board-report/bn/20.6-roster-rows-and-20.6b-division-wreck",
                   test_roster_rows_and_division_wreck);
  g_test_add_func ("/board-report/naa/points-eliminations-per-turn-and-DEM-1",
                   test_points_eliminations_per_turn_and_morale);
  g_test_add_func ("/board-report/no-journal-nothing-lost", test_no_journal_nothing_lost);
  g_test_add_func ("/board-report/naa/DEM-1-D10-F4-losses-flight-track",
                   test_naa_losses_flight_track);
  g_test_add_func ("/board-report/bn/1.1f-army-casualties", test_bn_army_casualties);
  g_test_add_func ("/board-report/bn/9.0-side-view", test_bn_side_view_9_0);
  g_test_add_func ("/board-report/naa/OPT-2-side-view", test_naa_side_view_opt_2);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
