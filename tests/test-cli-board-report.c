/* vedette-cli report on a board (formats.md §4), end to end: the CSV's cells, the JSON's
 * numbers, a PDF written whole, and nothing written where the folder is missing. A BN board
 * (a brigade's roster row and its division, 20.6a, 20.6b) and an NaA board (points lost,
 * counters eliminated on turns 2 and 3, the army demoralized, DEM-1). The rows and strengths
 * are the tests' own, not a game's. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-pdf.h"

#define HEAD(game) \
  "vedette: 1\nkind: board\ntitle: \"Report test\"\nruleset: \"" game "\"\nturn: 1\n" \
  "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", " \
  "rows_up: false, stagger: even-down}\n"

static const char bn_board[] =
  HEAD ("bn")
  "units:\n"
  "- {id: fr-1, name: \"1st brigade\", side: french, class: infantry, hex: \"0303\", "
  "strength: ~, movement: ~, army: fr-div, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
  "- {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, movement: ~, "
  "division_roster: \"_ V _\"}\n"
  "- {id: al-1, name: \"=SUM(A1)\", side: allied, class: infantry, hex: \"0503\", "
  "strength: ~, movement: ~, roster: \"A _ B _ C _\"}\n"
  "journal:\n"
  "  - {event: roster, turn: 2, unit: fr-1, casualties: 2, stragglers: 1}\n"
  "  - {event: move, turn: 2, unit: al-1, hex: ~, eliminated: true}\n";

static const char naa_board[] =
  HEAD ("naa")
  "units:\n"
  "- {id: f-1, side: french, class: infantry, hex: \"0202\", strength: 6, movement: 4}\n"
  "- {id: f-2, side: french, class: cavalry, hex: \"0203\", strength: 4, movement: 6}\n"
  "- {id: r-1, side: austro-russian, class: infantry, hex: \"0402\", strength: 5, "
  "movement: 4}\n"
  "- {id: r-2, side: austro-russian, class: infantry, hex: \"0403\", strength: 3, "
  "movement: 4}\n"
  "journal:\n"
  "  - {event: strength, turn: 2, unit: f-1, strength: 4}\n"
  "  - {event: move, turn: 2, unit: r-1, hex: ~, eliminated: true}\n"
  "  - {event: move, turn: 3, unit: r-2, hex: ~, eliminated: true}\n"
  "  - {event: demoralized, turn: 3, side: austro-russian}\n";

typedef struct {
  char *dir;
  char *path;
} Board;

static Board *
board_new (const char *text)
{
  Board *board = g_new0 (Board, 1);
  g_autoptr(GError) error = NULL;

  board->dir = g_dir_make_tmp ("vedette-board-report-XXXXXX", &error);
  g_assert_no_error (error);
  board->path = g_build_filename (board->dir, "board.yaml", NULL);
  g_assert_true (g_file_set_contents (board->path, text, -1, NULL));
  return board;
}

static void
board_free (Board *board)
{
  vd_test_remove_scratch (board->path);
  g_free (board->dir);
  g_free (board->path);
  g_free (board);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Board, board_free)

/* The CSV's lines, CRLF ended. */
static GStrv
csv_lines (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (text, "\r\n"));
  text[strlen (text) - 2] = '\0';
  return g_strsplit (text, "\r\n", -1);
}

static void
assert_has_line (GStrv lines, const char *line)
{
  if (!g_strv_contains ((const char * const *) lines, line))
    {
      g_autofree char *all = g_strjoinv ("\n", lines);

      g_error ("no line\n%s\nin\n%s", line, all);
    }
}

/* BN 20.6a and 20.6b: the brigade's row after the roster event, wrecked, and its division
 * checked and wrecked; the allied brigade eliminated on turn 2; the side and turn rows; a name
 * that looks like a formula written as text. */
static void
test_bn_csv_20_6a_20_6b (void)
{
  g_autoptr(Board) board = board_new (bn_board);
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  const char *args[] = { "report", board->path, "-o", csv, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = csv_lines (csv);
  g_assert_cmpstr (lines[0], ==,
                   "section,id,name,side,class,army,printed,current,points_lost,state,where,hex,"
                   "turn,roster,casualties,stragglers,wrecked,checked,boxes,brigades,counters,"
                   "eliminated,off_map,brigades_wrecked,demoralized,rule,total_points_lost,"
                   "total_eliminated,total_off_map,total_casualties,total_stragglers,"
                   "total_brigades_wrecked,score,vp,level,known,losses_marker,flight_marker,"
                   "meet_at,army_casualties,routed,modifier");
  assert_has_line (lines, "counter,fr-1,1st brigade,french,infantry,fr-div,A,B,,,on-map,0303,,"
                          "A X B X / V _ C _ _ _,2,1,yes,,,,,,,,,20.6a,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "counter,al-1,\"'=SUM(A1)\",allied,infantry,,A,A,,,eliminated,,2,"
                          "A _ B _ C _,0,0,no,,,,,,,,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "division,fr-div,,french,,,,,,,,,,X V _,,,yes,1,2,1,,,,,,20.6b,"
                          ",,,,,,,,,,,,,,,");
  assert_has_line (lines, "side,french,French,french,,,,,,,,,,,2,1,,,,,2,0,0,1,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "turn,french,French,french,,,,,,,,,2,,2,1,,,,,,0,0,1,,,,0,0,2,1,1,,,,,,,,,,");
  assert_has_line (lines, "turn,allied,Allies (the French player's opponent),allied,,,,,,,,,2,"
                          ",0,0,,,,,,1,0,0,,,,1,0,0,0,0,,,,,,,,,,");
  /* The header, counters, division, sides, the two casualty counts (1.1f) and their reasons,
   * turns, then the victory's result alone: BN's conditions are in its missing scenarios, so
   * no side is counted. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 + 1 + 2 + 2 + 3 + 4 + 1);
  assert_has_line (lines, "result,,\"the victory conditions are in the game's scenarios, which "
                          "the seed does not give\",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,no,,,,,,");
}

static JsonObject *
run_json (const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
element (JsonObject *object, const char *array, guint index)
{
  return json_array_get_object_element (json_object_get_array_member (object, array), index);
}

/* NaA: 6 → 4 is 2 points lost; r-1 eliminated on turn 2 and r-2 on turn 3, each turn's and the
 * sum since the start; the Austro-Russian army demoralized (DEM-1); no roster marks to count. */
static void
test_naa_csv_and_json_points_eliminations_DEM_1 (void)
{
  g_autoptr(Board) board = board_new (naa_board);
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  const char *args[] = { "report", board->path, "-o", csv, "--json", NULL };
  g_autoptr(JsonObject) report = run_json (args);
  g_auto(GStrv) lines = csv_lines (csv);
  JsonObject *f1, *russians, *turn, *lost, *since;

  assert_has_line (lines, "counter,f-1,,french,infantry,,6,4,2,,on-map,0202,,,,,,,,,,,,,,,,,,"
                          ",,,,,,,,,,,,");
  assert_has_line (lines, "counter,r-2,,austro-russian,infantry,,3,3,0,,eliminated,,3,,,,,,,,"
                          ",,,,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "side,french,French,french,,,,,2,,,,,,,,,,,,2,0,0,,no,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "side,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,,,,,,,,"
                          ",2,2,0,,yes,DEM-1,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "turn,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,2,,,,,,"
                          ",,,1,0,,,,0,1,0,,,,,,,,,,,,,");
  assert_has_line (lines, "turn,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,3,,,,,,"
                          ",,,1,0,,,,0,2,0,,,,,,,,,,,,,");
  assert_has_line (lines, "turn,french,French,french,,,,,2,,,,2,,,,,,,,,0,0,,,,2,0,0,,,,,,,,,,,,,");
  /* The victory count (VIC-4): 8 Austro-Russian points lost give the French nothing yet. */
  assert_has_line (lines, "victory,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,"
                          ",,,,,,,,,,,,,8,0,,yes,,,,,,");
  assert_has_line (lines, "result,,,,,,,,,,,,,,,,,,,,,,,,,VIC-6,,,,,,,,,draw,yes,,,,,,");

  g_assert_cmpstr (json_object_get_string_member (report, "output"), ==, csv);
  g_assert_cmpint (json_object_get_int_member (report, "turn"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (report, "events"), ==, 4);
  f1 = element (report, "counters", 0);
  g_assert_cmpstr (json_object_get_string_member (f1, "id"), ==, "f-1");
  g_assert_cmpstr (json_object_get_string_member (f1, "printed"), ==, "6");
  g_assert_cmpstr (json_object_get_string_member (f1, "current"), ==, "4");
  g_assert_cmpint (json_object_get_int_member (f1, "points_lost"), ==, 2);
  g_assert_true (json_object_get_null_member (f1, "roster"));
  g_assert_cmpstr (json_object_get_string_member (element (report, "counters", 3), "where"), ==,
                   "eliminated");
  russians = element (report, "sides", 1);
  g_assert_cmpstr (json_object_get_string_member (russians, "id"), ==, "austro-russian");
  g_assert_cmpint (json_object_get_int_member (russians, "eliminated"), ==, 2);
  g_assert_true (json_object_get_boolean_member (russians, "demoralized"));
  g_assert_cmpstr (json_object_get_string_member (russians, "rule"), ==, "DEM-1");
  g_assert_true (json_object_get_null_member (russians, "casualties"));
  /* Turns 1 to 3, two sides each: turn 3's Austro-Russians. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "turns")), ==,
                    6);
  turn = element (report, "turns", 5);
  g_assert_cmpint (json_object_get_int_member (turn, "turn"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (turn, "side"), ==, "austro-russian");
  lost = json_object_get_object_member (turn, "lost");
  since = json_object_get_object_member (turn, "cumulative");
  g_assert_cmpint (json_object_get_int_member (lost, "eliminated"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (since, "eliminated"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (since, "points_lost"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (report,
                                                                                  "victory"),
                                                  "level"), ==, "draw");
}

/* The PDF is written whole; a missing folder exits 1 and writes nothing, the board untouched. */
static void
test_pdf_and_missing_folder (void)
{
  g_autoptr(Board) bn = board_new (bn_board);
  g_autoptr(Board) naa = board_new (naa_board);
  g_autofree char *pdf = g_build_filename (bn->dir, "report.pdf", NULL);
  g_autofree char *naa_pdf = g_build_filename (naa->dir, "report.pdf", NULL);
  g_autofree char *missing = g_build_filename (bn->dir, "nowhere", "report.csv", NULL);
  g_autofree char *missing_pdf = g_build_filename (bn->dir, "nowhere", "report.pdf", NULL);
  const char *bn_args[] = { "report", bn->path, "-o", pdf, NULL };
  const char *naa_args[] = { "report", naa->path, "-o", naa_pdf, NULL };
  const char *bad_args[] = { "report", bn->path, "-o", missing, "--json", NULL };
  const char *bad_pdf_args[] = { "report", bn->path, "-o", missing_pdf, NULL };
  g_autofree char *out = NULL, *err = NULL, *bytes = NULL, *board = NULL;
  gsize length;
  g_autoptr(GDir) dir = NULL;

  g_assert_cmpint (vd_test_run_cli (bn_args, NULL, NULL), ==, 0);
  g_assert_true (g_file_get_contents (pdf, &bytes, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (bytes, "%PDF"));
  g_clear_pointer (&bytes, g_free);
  g_assert_cmpint (vd_test_run_cli (naa_args, NULL, NULL), ==, 0);
  g_assert_true (g_file_get_contents (naa_pdf, &bytes, &length, NULL));
  g_assert_true (g_str_has_prefix (bytes, "%PDF"));

  g_assert_cmpint (vd_test_run_cli (bad_args, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "cannot write"));
  g_assert_nonnull (strstr (err, "nowhere"));
  g_assert_cmpint (vd_test_run_cli (bad_pdf_args, NULL, NULL), ==, 1);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (missing_pdf, G_FILE_TEST_EXISTS));
  /* Only the board and the PDF in its folder: no temporary file left. */
  dir = g_dir_open (bn->dir, 0, NULL);
  for (const char *name = g_dir_read_name (dir); name != NULL; name = g_dir_read_name (dir))
    if (!g_str_equal (name, "board.yaml") && !g_str_equal (name, "report.pdf"))
      g_error ("left in the folder: %s", name);
  g_assert_true (g_file_get_contents (bn->path, &board, NULL, NULL));
  g_assert_cmpstr (board, ==, bn_board);
}

/* A journal that does not apply is the board's error, at its line, and nothing is written. */
static void
test_bad_journal_refused (void)
{
  g_autoptr(Board) board = board_new (HEAD ("naa")
                                      "units:\n"
                                      "- {id: f-1, side: french, class: infantry, hex: \"0202\", "
                                      "strength: 6, movement: 4}\n"
                                      "journal:\n"
                                      "  - {event: move, turn: 2, unit: nobody, hex: ~}\n");
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  const char *args[] = { "report", board->path, "-o", csv, NULL };
  g_autofree char *err = NULL;

  g_assert_cmpint (vd_test_run_cli (args, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "board.yaml:10:"));
  g_assert_nonnull (strstr (err, "nobody"));
  g_assert_false (g_file_test (csv, G_FILE_TEST_EXISTS));
}

/* The whole file as text. */
static char *
file_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* NaA DEM-1, D10, F4: each army's losses/flight track, P by the printed strength eliminated
 * (5 + 3), D by that gone by an edge (2); the track's length entered by the owner (12, the
 * test's value), P and D meet at 11 — in the CSV's track rows, the JSON's "track" and the PDF;
 * without the length, "missing". */
static void
test_naa_track_dem_1 (void)
{
  g_autoptr(Board) board = board_new (HEAD ("naa")
    "units:\n"
    "- {id: f-1, side: french, class: infantry, hex: \"0202\", strength: 6, movement: 4}\n"
    "- {id: r-1, side: austro-russian, class: infantry, hex: \"0402\", strength: 5, "
    "movement: 4}\n"
    "- {id: r-2, side: austro-russian, class: infantry, hex: \"0403\", strength: 3, "
    "movement: 4}\n"
    "- {id: r-3, side: austro-russian, class: artillery, hex: \"0404\", strength: 2, "
    "movement: 3}\n"
    "journal:\n"
    "  - {event: move, turn: 2, unit: r-1, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 3, unit: r-2, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 3, unit: r-3, hex: ~}\n");
  g_autofree char *home = g_build_filename (board->dir, "data", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "naa.yaml", NULL);
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  g_autofree char *pdf = g_build_filename (board->dir, "report.pdf", NULL);
  const char *args[] = { "report", board->path, "-o", csv, "--json", NULL };
  const char *pdf_args[] = { "report", board->path, "-o", pdf, NULL };
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autofree char *out = NULL, *err = NULL, *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  JsonObject *russians, *track;
  JsonArray *reasons;

  g_assert_cmpint (vd_test_run_cli_env (args, env, NULL, NULL), ==, 0);
  lines = csv_lines (csv);
  assert_has_line (lines, "track,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,,,,"
                          ",,no,DEM-1,,,,,,,,,,no,8,2,,,,");
  assert_has_line (lines, "track-reason,austro-russian,where P and D meet is the track’s "
                          "length less one: the length is missing (the owner enters "
                          "morale.track_length),austro-russian,,,,,,,,,,,,,,,,,,,,,,DEM-1,,,,,,"
                          ",,,,,,,,,,");

  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
    "  - {path: morale.track_length, value: 12, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_strfreev (lines);
  lines = csv_lines (csv);
  assert_has_line (lines, "track,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,,,,"
                          ",,no,DEM-1,,,,,,,,,,yes,8,2,11,,,");
  assert_has_line (lines, "track-reason,austro-russian,P 8 forward: the printed strength of its "
                          "counters eliminated,austro-russian,,,,,,,,,,,,,,,,,,,,,,D10,,,,,,,,,,,"
                          ",,,,,");
  assert_has_line (lines, "track-reason,austro-russian,D 2 back: the printed strength of its "
                          "counters that left the map of their own accord,austro-russian,,,,,,,,,"
                          ",,,,,,,,,,,,,F4,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "track-reason,austro-russian,P 8 + D 2 of 11: 1 more before the "
                          "markers meet,austro-russian,,,,,,,,,,,,,,,,,,,,,,DEM-1,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "track,french,French,french,,,,,,,,,,,,,,,,,,,,,no,DEM-1,,,,,,,,,,yes,"
                          "0,0,11,,,");

  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  russians = element (json_node_get_object (json_parser_get_root (parser)), "sides", 1);
  track = json_object_get_object_member (russians, "track");
  g_assert_cmpstr (json_object_get_string_member (track, "kind"), ==, "losses-flight");
  g_assert_cmpint (json_object_get_int_member (track, "losses_marker"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (track, "flight_marker"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (track, "meet_at"), ==, 11);
  g_assert_false (json_object_get_boolean_member (track, "met"));
  g_assert_true (json_object_get_null_member (track, "army_casualties"));
  reasons = json_object_get_array_member (track, "reasons");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, 0),
                                                  "rule"), ==, "D10");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, 1),
                                                  "rule"), ==, "F4");

  g_assert_cmpint (vd_test_run_cli_env (pdf_args, env, NULL, NULL), ==, 0);
  text = vd_test_pdf_text (pdf);
  g_unlink (entries);
  /* The owner's folders, so that the board's folder can go. */
  g_rmdir (charts);
  g_clear_pointer (&charts, g_free);
  charts = g_build_filename (home, "vedette", NULL);
  g_rmdir (charts);
  g_rmdir (home);
  g_assert_nonnull (strstr (text, "P 8, D 2, they meet at 11 (DEM-1)"));
  g_assert_nonnull (strstr (text, "P 8 + D 2 of 11: 1 more before the markers meet"));
}

/* BN 1.1f: each army's casualty count from the rows, stragglers left out, with its markers —
 * in the CSV, the JSON and the PDF. */
static void
test_bn_army_casualties_1_1f (void)
{
  g_autoptr(Board) board = board_new (bn_board);
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  g_autofree char *pdf = g_build_filename (board->dir, "report.pdf", NULL);
  const char *args[] = { "report", board->path, "-o", csv, "--json", NULL };
  const char *pdf_args[] = { "report", board->path, "-o", pdf, NULL };
  g_autoptr(JsonObject) report = run_json (args);
  g_auto(GStrv) lines = csv_lines (csv);
  g_autofree char *text = NULL;
  JsonObject *track;

  assert_has_line (lines, "track,french,French,french,,,,,,,,,,,,,,,,,,,,,,1.1f,,,,,,,,,,yes,,,,"
                          "2,,");
  assert_has_line (lines, "track-reason,french,\"2 casualties — x100 at 0, x10 at 0, x1 at 2: "
                          "the infantry and cavalry points eliminated (X on the rows); stragglers "
                          "and artillery left out\",french,,,,,,,,,,,,,,,,,,,,,,1.1f,,,,,,,,,,,,"
                          ",,,,");
  assert_has_line (lines, "track-reason,allied,\"al-1 was eliminated with 3 boxes of its row "
                          "unmarked: not counted, the rules do not say\",allied,,,,,,,,,,,,,,,,,,"
                          ",,,,1.1f,,,,,,,,,,,,,,,,");
  track = json_object_get_object_member (element (report, "sides", 0), "track");
  g_assert_cmpstr (json_object_get_string_member (track, "kind"), ==, "casualties");
  g_assert_cmpint (json_object_get_int_member (track, "army_casualties"), ==, 2);
  g_assert_true (json_object_get_boolean_member (track, "known"));
  g_assert_true (json_object_get_null_member (track, "losses_marker"));

  g_assert_cmpint (vd_test_run_cli (pdf_args, NULL, NULL), ==, 0);
  text = vd_test_pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Army casualties:"));
  g_assert_nonnull (strstr (text, "x100 at 0, x10 at 0, x1 at 2"));
}

/* What the French side may know (BN 9.0): nothing of the allied brigade, its row, its
 * division or its losses in any CSV row, JSON key or PDF page; the victory count left out; its
 * own rows whole. An unknown side and --side on a table are refused. */
static void
test_bn_side_view_9_0 (void)
{
  g_autoptr(Board) board = board_new (HEAD ("bn")
    "units:\n"
    "- {id: fr-1, name: \"1st brigade\", side: french, class: infantry, hex: \"0303\", "
    "strength: ~, movement: ~, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
    "- {id: al-1, name: \"Zorndorf brigade\", side: allied, class: infantry, hex: \"0503\", "
    "strength: ~, movement: ~, army: al-div, roster: \"A _ B _ C _ _\"}\n"
    "- {id: al-div, name: \"Wartenburg division\", side: allied, class: officer, "
    "hex: \"0504\", strength: ~, movement: ~, division_roster: \"_ V _\"}\n"
    "journal:\n"
    "  - {event: roster, turn: 2, unit: fr-1, casualties: 1, stragglers: 0}\n"
    "  - {event: roster, turn: 2, unit: al-1, casualties: 3, stragglers: 1}\n");
  g_autofree char *csv = g_build_filename (board->dir, "report.csv", NULL);
  g_autofree char *pdf = g_build_filename (board->dir, "report.pdf", NULL);
  const char *args[] = { "report", board->path, "--side", "french", "-o", csv, "--json", NULL };
  const char *pdf_args[] = { "report", board->path, "--side", "french", "-o", pdf, NULL };
  const char *unknown[] = { "report", board->path, "--side", "prussian", "-o", csv, NULL };
  g_autofree char *table = vd_test_source_path ("data", "shevardino.yaml", NULL);
  const char *on_table[] = { "report", table, "--side", "french", "-o", csv, NULL };
  g_autofree char *out = NULL, *err = NULL, *written = NULL, *text = NULL;
  g_auto(GStrv) lines = NULL;
  const char *secrets[] = { "al-1", "Zorndorf", "al-div", "Wartenburg", "A X B X C X", NULL };

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  written = file_text (csv);
  for (guint i = 0; secrets[i] != NULL; i++)
    {
      g_assert_null (strstr (written, secrets[i]));
      g_assert_null (strstr (out, secrets[i]));
    }
  lines = csv_lines (csv);
  assert_has_line (lines, "secret,allied,Allies (the French player's opponent),allied,,,,,,,,,,"
                          ",,,,,,,,,,,,9.0,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "counter,fr-1,1st brigade,french,infantry,,A,B,,,on-map,0303,,"
                          "A X B _ _ V _ C _ _ _,1,0,no,,,,,,,,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "track,french,French,french,,,,,,,,,,,,,,,,,,,,,,1.1f,,,,,,,,,,yes,,,,"
                          "1,,");
  /* Its own turns only, and no victory rows: the count rests on the enemy's losses. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_assert_false (g_str_has_prefix (lines[i], "turn,allied"));
      g_assert_false (g_str_has_prefix (lines[i], "result,"));
      g_assert_false (g_str_has_prefix (lines[i], "track,allied"));
    }
  g_assert_nonnull (strstr (out, "\"victory\" : null"));
  g_assert_nonnull (strstr (out, "\"view\" : \"french\""));
  /* The allied roster event is not counted either. */
  g_assert_nonnull (strstr (out, "\"events\" : 1,"));
  g_assert_nonnull (strstr (out, "\"secret\" : true"));

  g_assert_cmpint (vd_test_run_cli (pdf_args, NULL, NULL), ==, 0);
  text = vd_test_pdf_text (pdf);
  for (guint i = 0; secrets[i] != NULL; i++)
    g_assert_null (strstr (text, secrets[i]));
  g_assert_nonnull (strstr (text, "Its counters and losses are not this side’s to know "
                                  "(9.0)."));
  g_assert_nonnull (strstr (text, "1st brigade (fr-1)"));

  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli (unknown, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no side “prussian” in this game"));
  g_assert_cmpint (vd_test_run_cli (on_table, NULL, NULL), ==, 2);
}

/* NaA's semi-blind play (OPT-2): a side's view leaves the enemy's counters and losses out but
 * keeps his losses/flight track, which moves as usual; open play hides nothing. */
static void
test_naa_side_view_opt_2 (void)
{
  g_autoptr(Board) blind = board_new (HEAD ("naa") "options: [semi-blind]\n"
                                      "units:\n"
                                      "- {id: f-1, side: french, class: infantry, hex: \"0202\", "
                                      "strength: 6, movement: 4}\n"
                                      "- {id: r-1, side: austro-russian, class: infantry, "
                                      "hex: \"0402\", strength: 5, movement: 4}\n"
                                      "- {id: r-2, side: austro-russian, class: infantry, "
                                      "hex: \"0403\", strength: 7, movement: 4}\n"
                                      "journal:\n"
                                      "  - {event: move, turn: 2, unit: r-1, hex: ~, "
                                      "eliminated: true}\n");
  g_autoptr(Board) open = board_new (naa_board);
  g_autofree char *csv = g_build_filename (blind->dir, "report.csv", NULL);
  g_autofree char *open_csv = g_build_filename (open->dir, "report.csv", NULL);
  const char *args[] = { "report", blind->path, "--side", "french", "-o", csv, "--json", NULL };
  const char *open_args[] = { "report", open->path, "--side", "french", "-o", open_csv, NULL };
  g_autofree char *out = NULL, *written = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, NULL), ==, 0);
  written = file_text (csv);
  g_assert_null (strstr (written, "r-2"));
  g_assert_null (strstr (written, "counter,r-1"));
  g_assert_null (strstr (out, "\"r-2\""));
  lines = csv_lines (csv);
  assert_has_line (lines, "secret,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,,"
                          ",,,,,OPT-2,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "track,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,,"
                          ",,,,no,DEM-1,,,,,,,,,,no,5,0,,,,");

  g_assert_cmpint (vd_test_run_cli (open_args, NULL, NULL), ==, 0);
  g_strfreev (lines);
  lines = csv_lines (open_csv);
  assert_has_line (lines, "counter,r-2,,austro-russian,infantry,,3,3,0,,eliminated,,3,,,,,,,,"
                          ",,,,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "result,,,,,,,,,,,,,,,,,,,,,,,,,VIC-6,,,,,,,,,draw,yes,,,,,,");
}

/* The printable turn record (NaA A4, FOG-1, FOG-2): twelve rows with their hours, the fog and
 * the night with their rules, the journal's turns ticked to the phase under way; a board whose
 * seed lacks the track (BN 1.1d) names it; a CSV is refused. */
static void
test_turn_record_a4_fog (void)
{
  g_autoptr(Board) board = board_new (HEAD ("naa")
    "units:\n"
    "- {id: f-1, side: french, class: infantry, hex: \"0202\", strength: 6, movement: 4}\n"
    "journal:\n"
    "  - {event: end-phase, turn: 1, phase: ar-move, to_turn: 1, to_phase: ar-combat}\n"
    "  - {event: end-phase, turn: 1, phase: ar-combat, to_turn: 1, to_phase: french-move}\n"
    "  - {event: end-phase, turn: 1, phase: french-move, to_turn: 1, to_phase: french-combat}\n"
    "  - {event: end-phase, turn: 1, phase: french-combat, to_turn: 1, to_phase: turn-end}\n"
    "  - {event: end-phase, turn: 1, phase: turn-end, to_turn: 2, to_phase: ar-move}\n"
    "  - {event: end-phase, turn: 2, phase: ar-move, to_turn: 2, to_phase: ar-combat}\n");
  g_autoptr(Board) bn = board_new (bn_board);
  g_autofree char *pdf = g_build_filename (board->dir, "record.pdf", NULL);
  g_autofree char *bn_pdf = g_build_filename (bn->dir, "record.pdf", NULL);
  g_autofree char *csv = g_build_filename (board->dir, "record.csv", NULL);
  const char *args[] = { "report", board->path, "--turn-record", "-o", pdf, "--json", NULL };
  const char *bn_args[] = { "report", bn->path, "--turn-record", "-o", bn_pdf, "--json", NULL };
  const char *csv_args[] = { "report", board->path, "--turn-record", "-o", csv, NULL };
  g_autoptr(JsonObject) record = run_json (args);
  g_autoptr(JsonObject) bn_record = run_json (bn_args);
  JsonArray *turns = json_object_get_array_member (record, "turns");
  JsonObject *first, *second, *last, *missing;
  g_autofree char *text = NULL;

  g_assert_cmpint (json_object_get_int_member (record, "last_turn"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (record, "last_rule"), ==, "A4");
  g_assert_cmpuint (json_array_get_length (turns), ==, 12);
  first = json_array_get_object_element (turns, 0);
  second = json_array_get_object_element (turns, 1);
  last = json_array_get_object_element (turns, 11);
  g_assert_cmpstr (json_object_get_string_member (first, "clock"), ==, "07:00–08:00");
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (first,
                                                                                 "conditions"),
                                                    0), "rule"), ==, "FOG-1");
  g_assert_true (json_object_get_boolean_member (first, "played"));
  g_assert_cmpint (json_object_get_int_member (first, "phases_done"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (first, "events"), ==, 5);
  g_assert_true (json_object_get_boolean_member (second, "current"));
  g_assert_cmpint (json_object_get_int_member (second, "phases_done"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (last, "clock"), ==, "18:00–19:00");
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (last,
                                                                                 "conditions"),
                                                    0), "rule"), ==, "FOG-2");
  g_assert_false (json_object_get_boolean_member (last, "played"));
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));

  g_assert_true (json_object_get_null_member (bn_record, "last_turn"));
  missing = json_object_get_object_member (bn_record, "length_missing");
  g_assert_cmpstr (json_object_get_string_member (missing, "rule"), ==, "1.1d");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bn_record, "turns")),
                    ==, 2);

  g_assert_cmpint (vd_test_run_cli (csv_args, NULL, NULL), ==, 2);
  g_assert_false (g_file_test (csv, G_FILE_TEST_EXISTS));
  text = vd_test_pdf_text (pdf);
  g_assert_nonnull (strstr (text, "The game has 12 turns (A4)."));
  g_assert_nonnull (strstr (text, "07:00–08:00"));
  g_assert_nonnull (strstr (text, "(FOG-1)"));
  g_assert_nonnull (strstr (text, "The journal stands at turn 2, Austro-Russian combat"));
}

/* `hex victory --side`: BN's count rests on losses kept secret (9.0), so a side's view has
 * none, with the rule; in NaA's open play it is the whole count; an unknown side is refused. */
static void
test_hex_victory_side (void)
{
  g_autoptr(Board) bn = board_new (bn_board);
  g_autoptr(Board) naa = board_new (naa_board);
  const char *bn_args[] = { "hex", "victory", bn->path, "--side", "allied", "--json", NULL };
  const char *naa_args[] = { "hex", "victory", naa->path, "--side", "french", NULL };
  const char *unknown[] = { "hex", "victory", naa->path, "--side", "prussian", NULL };
  g_autoptr(JsonObject) answer = run_json (bn_args);
  g_autofree char *out = NULL, *err = NULL;
  JsonObject *secret = json_object_get_object_member (answer, "secret");

  g_assert_cmpstr (json_object_get_string_member (answer, "view"), ==, "allied");
  g_assert_true (json_object_get_null_member (answer, "sides"));
  g_assert_cmpstr (json_object_get_string_member (secret, "rule"), ==, "9.0");
  g_assert_cmpint (vd_test_run_cli (naa_args, &out, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "Austro-Russians: losses 8, "));
  g_assert_cmpint (vd_test_run_cli (unknown, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no side “prussian” in this game"));
}

/* LBA-LVL-1 to -3 in the report (tests/files/hex/levels-lba.yaml): each formation's level in a
 * `morale-level` row, the JSON's "morale_levels" and the PDF; Kienmayer's without levels; the
 * French view has its own formations only. */
static void
test_lba_levels (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "levels-lba.yaml",
                                                 NULL);
  g_autofree char *text = NULL, *pdf_text = NULL;
  g_autoptr(Board) board = NULL;
  g_autofree char *csv = NULL, *pdf = NULL, *french_csv = NULL;
  g_autoptr(JsonObject) report = NULL;
  g_auto(GStrv) lines = NULL, french = NULL;
  JsonObject *levels, *corps;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  board = board_new (text);
  csv = g_build_filename (board->dir, "report.csv", NULL);
  pdf = g_build_filename (board->dir, "report.pdf", NULL);
  french_csv = g_build_filename (board->dir, "french.csv", NULL);
  {
    const char *args[] = { "report", board->path, "-o", csv, "--json", NULL };
    const char *pdf_args[] = { "report", board->path, "-o", pdf, NULL };
    const char *side_args[] = { "report", board->path, "-o", french_csv, "--side", "french",
                                NULL };

    report = run_json (args);
    g_assert_cmpint (vd_test_run_cli (pdf_args, NULL, NULL), ==, 0);
    g_assert_cmpint (vd_test_run_cli (side_args, NULL, NULL), ==, 0);
  }
  lines = csv_lines (csv);
  assert_has_line (lines, "morale-level,,,french,,french-iii-corps,,,,,,,,,,,,,,,10,1,,,,"
                          "LBA-LVL-1,,,,,,,,,1,,,,,,1,-3");
  assert_has_line (lines, "no-morale-levels,,,,,kienmayer,,,,,,,,,,,,,,,,,,,,LBA-LVL-3,,,,,,,,,"
                          ",,,,,,,");
  levels = json_object_get_object_member (report, "morale_levels");
  corps = json_array_get_object_element (json_object_get_array_member (levels, "formations"), 0);
  g_assert_cmpstr (json_object_get_string_member (corps, "formation"), ==, "french-iii-corps");
  g_assert_cmpint (json_object_get_int_member (corps, "level"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (corps, "modifier"), ==, -3);
  g_assert_cmpstr (json_object_get_string_member (corps, "rule"), ==, "LBA-LVL-1");
  pdf_text = vd_test_pdf_text (pdf);
  g_assert_nonnull (strstr (pdf_text, "Morale Levels"));
  g_assert_nonnull (strstr (pdf_text, "level 1, -3 to all its morale rolls"));
  french = csv_lines (french_csv);
  for (guint i = 0; french[i] != NULL; i++)
    g_assert_null (strstr (french[i], "coalition-ii-colonne"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/board-report/bn/csv-20.6a-20.6b", test_bn_csv_20_6a_20_6b);
  g_test_add_func ("/cli/board-report/naa/csv-json-points-eliminations-DEM-1",
                   test_naa_csv_and_json_points_eliminations_DEM_1);
  g_test_add_func ("/cli/board-report/pdf-and-missing-folder", test_pdf_and_missing_folder);
  g_test_add_func ("/cli/board-report/bad-journal-refused", test_bad_journal_refused);
  g_test_add_func ("/cli/board-report/naa/DEM-1-D10-F4-track", test_naa_track_dem_1);
  g_test_add_func ("/cli/board-report/bn/1.1f-army-casualties", test_bn_army_casualties_1_1f);
  g_test_add_func ("/cli/board-report/lba/LBA-LVL-1-LVL-3", test_lba_levels);
  g_test_add_func ("/cli/board-report/bn/9.0-side-view", test_bn_side_view_9_0);
  g_test_add_func ("/cli/board-report/naa/OPT-2-side-view", test_naa_side_view_opt_2);
  g_test_add_func ("/cli/board-report/naa/turn-record-A4-FOG-1-FOG-2", test_turn_record_a4_fog);
  g_test_add_func ("/cli/hex/victory-side-9.0", test_hex_victory_side);
  return g_test_run ();
}
