/* vedette-cli report on a board (formats.md §4), end to end: the CSV's cells, the JSON's
 * numbers, a PDF written whole, and nothing written where the folder is missing. A BN board
 * (a brigade's roster row and its division, 20.6a, 20.6b) and an NaA board (points lost,
 * counters eliminated on turns 2 and 3, the army demoralized, DEM-1). The rows and strengths
 * are the tests' own, not a game's. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

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
                   "total_brigades_wrecked,score,vp,level,known");
  assert_has_line (lines, "counter,fr-1,1st brigade,french,infantry,fr-div,A,B,,,on-map,0303,,"
                          "A X B X / V _ C _ _ _,2,1,yes,,,,,,,,,20.6a,,,,,,,,,,");
  assert_has_line (lines, "counter,al-1,\"'=SUM(A1)\",allied,infantry,,A,A,,,eliminated,,2,"
                          "A _ B _ C _,0,0,no,,,,,,,,,,,,,,,,,,,");
  assert_has_line (lines, "division,fr-div,,french,,,,,,,,,,X V _,,,yes,1,2,1,,,,,,20.6b,"
                          ",,,,,,,,,");
  assert_has_line (lines, "side,french,French,french,,,,,,,,,,,2,1,,,,,2,0,0,1,,,,,,,,,,,,");
  assert_has_line (lines, "turn,french,French,french,,,,,,,,,2,,2,1,,,,,,0,0,1,,,,0,0,2,1,1,,,,");
  assert_has_line (lines, "turn,allied,Allies (the French player's opponent),allied,,,,,,,,,2,"
                          ",0,0,,,,,,1,0,0,,,,1,0,0,0,0,,,,");
  /* The header, counters, division, sides, turns, then the victory's result alone: BN's
   * conditions are in its missing scenarios, so no side is counted. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 3 + 1 + 2 + 4 + 1);
  assert_has_line (lines, "result,,\"the victory conditions are in the game's scenarios, which "
                          "the seed does not give\",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,no");
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
                          ",,,,,,");
  assert_has_line (lines, "counter,r-2,,austro-russian,infantry,,3,3,0,,eliminated,,3,,,,,,,,"
                          ",,,,,,,,,,,,,,,");
  assert_has_line (lines, "side,french,French,french,,,,,2,,,,,,,,,,,,2,0,0,,no,,,,,,,,,,,");
  assert_has_line (lines, "side,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,,,,,,,,"
                          ",2,2,0,,yes,DEM-1,,,,,,,,,,");
  assert_has_line (lines, "turn,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,2,,,,,,"
                          ",,,1,0,,,,0,1,0,,,,,,,");
  assert_has_line (lines, "turn,austro-russian,Austro-Russians,austro-russian,,,,,0,,,,3,,,,,,"
                          ",,,1,0,,,,0,2,0,,,,,,,");
  assert_has_line (lines, "turn,french,French,french,,,,,2,,,,2,,,,,,,,,0,0,,,,2,0,0,,,,,,,");
  /* The victory count (VIC-4): 8 Austro-Russian points lost give the French nothing yet. */
  assert_has_line (lines, "victory,austro-russian,Austro-Russians,austro-russian,,,,,,,,,,,,,,,,"
                          ",,,,,,,,,,,,,8,0,,yes");
  assert_has_line (lines, "result,,,,,,,,,,,,,,,,,,,,,,,,,VIC-6,,,,,,,,,draw,yes");

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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/board-report/bn/csv-20.6a-20.6b", test_bn_csv_20_6a_20_6b);
  g_test_add_func ("/cli/board-report/naa/csv-json-points-eliminations-DEM-1",
                   test_naa_csv_and_json_points_eliminations_DEM_1);
  g_test_add_func ("/cli/board-report/pdf-and-missing-folder", test_pdf_and_missing_folder);
  g_test_add_func ("/cli/board-report/bad-journal-refused", test_bad_journal_refused);
  return g_test_run ();
}
