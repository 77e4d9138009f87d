/* vedette-cli bench sight, journal, limits, hex and render end to end: the JSON documents, the text reports and
 * the exit statuses. Never asserts on a timing: speed is measured by the benchmark, not tested
 * here. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "vd-test-cli.h"
#include <sys/wait.h>

static JsonObject *
parse_object (JsonParser *parser, const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("not JSON (%s):\n%s", error->message, text);
  root = json_parser_get_root (parser);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_node_get_object (root);
}

static double
get_double (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      (json_node_get_value_type (node) != G_TYPE_DOUBLE &&
       json_node_get_value_type (node) != G_TYPE_INT64))
    g_error ("member “%s” is missing or not a number", name);
  return json_node_get_double (node);
}

static gint64
get_int (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    g_error ("member “%s” is missing or not a whole number", name);
  return json_node_get_int (node);
}

static gboolean
get_bool (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    g_error ("member “%s” is missing or not a boolean", name);
  return json_node_get_boolean (node);
}

/* A duration: present, finite, not negative, its minimum no more than its median. */
static void
assert_timing (JsonObject *object, const char *median_name, const char *min_name)
{
  double median = get_double (object, median_name);

  g_assert_true (isfinite (median));
  g_assert_cmpfloat (median, >=, 0);
  if (min_name != NULL)
    {
      double min = get_double (object, min_name);

      g_assert_cmpfloat (min, >=, 0);
      g_assert_cmpfloat (min, <=, median);
    }
}

static void
test_json (void)
{
  const char *args[] = { "bench", "sight", "--units", "60", "--features", "30", "--seed", "3",
                         "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *bench, *targets, *met, *runs;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);

  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "sight");
  g_assert_cmpint (get_int (bench, "units"), ==, 60);
  g_assert_cmpint (get_int (bench, "features"), ==, 30);
  g_assert_cmpint (get_int (bench, "seed"), ==, 3);
  /* 30 blue × 30 red, both ways. */
  g_assert_cmpint (get_int (bench, "pairs"), ==, 1800);
  g_assert_true (get_bool (bench, "identical"));
  g_assert_cmpint (get_int (bench, "differing_pairs"), ==, 0);
  g_assert_true (json_object_has_member (bench, "first_difference"));
  g_assert_true (json_object_get_null_member (bench, "first_difference"));
  /* The first unit against its 30 enemies, as observer and as target. */
  g_assert_cmpint (get_int (bench, "update_pairs"), ==, 60);

  assert_timing (bench, "index_build_ms", "index_build_min_ms");
  assert_timing (bench, "matrix_ms", "matrix_min_ms");
  assert_timing (bench, "reference_ms", "reference_min_ms");
  assert_timing (bench, "update_ms", "update_min_ms");
  assert_timing (bench, "speedup", NULL);
  /* One event recorded as the app does, the engine following the battle or built anew. */
  assert_timing (bench, "event_ms", "event_min_ms");
  assert_timing (bench, "event_record_ms", NULL);
  assert_timing (bench, "event_sight_ms", NULL);
  assert_timing (bench, "event_moves_ms", NULL);
  /* The first record after opening, the file counted ahead as the app does when idle. */
  assert_timing (bench, "first_record_ms", NULL);
  assert_timing (bench, "counted_ahead_ms", NULL);
  assert_timing (bench, "event_rebuilt_ms", "event_rebuilt_min_ms");
  assert_timing (bench, "event_rebuilt_sight_ms", NULL);
  /* The same in blue's view, the view following the units that changed or made afresh. */
  assert_timing (bench, "event_side_ms", "event_side_min_ms");
  assert_timing (bench, "event_side_sight_ms", NULL);
  assert_timing (bench, "event_side_moves_ms", NULL);
  assert_timing (bench, "event_side_afresh_ms", NULL);
  assert_timing (bench, "event_side_afresh_sight_ms", NULL);
  /* Terrain edits recorded, the engine following them or built anew, and blue's view. */
  g_assert_true (get_bool (bench, "terrain_timed"));
  assert_timing (bench, "event_terrain_ms", "event_terrain_min_ms");
  assert_timing (bench, "event_terrain_sight_ms", NULL);
  assert_timing (bench, "event_terrain_rebuilt_ms", NULL);
  assert_timing (bench, "event_terrain_rebuilt_sight_ms", NULL);
  assert_timing (bench, "event_terrain_side_ms", NULL);
  assert_timing (bench, "event_terrain_side_sight_ms", NULL);
  /* The update and the events again, each after a pause, as at the table. */
  g_assert_cmpint (get_int (bench, "pause_ms"), ==, 50);
  assert_timing (bench, "update_paused_ms", "update_paused_min_ms");
  assert_timing (bench, "event_paused_ms", NULL);
  assert_timing (bench, "event_paused_record_ms", NULL);
  assert_timing (bench, "event_paused_sight_ms", NULL);
  assert_timing (bench, "event_side_paused_ms", NULL);
  assert_timing (bench, "event_terrain_paused_ms", NULL);
  assert_timing (bench, "event_terrain_side_paused_ms", NULL);
  assert_timing (bench, "event_terrain_side_paused_record_ms", NULL);
  assert_timing (bench, "event_terrain_side_paused_sight_ms", NULL);
  g_assert_true (get_bool (bench, "matrix_timed"));
  /* The matrix without reasons, and the memory the process needed for it. */
  g_assert_true (get_bool (bench, "matrix_no_reasons_timed"));
  assert_timing (bench, "matrix_no_reasons_ms", "matrix_no_reasons_min_ms");
  assert_timing (bench, "matrix_no_reasons_answers_mb", NULL);
  g_assert_cmpfloat (get_double (bench, "peak_mb"), >, 0);

  runs = json_object_get_object_member (bench, "runs");
  g_assert_nonnull (runs);
  g_assert_cmpint (get_int (runs, "index_build"), >=, 1);
  g_assert_cmpint (get_int (runs, "matrix"), >=, 1);
  g_assert_cmpint (get_int (runs, "reference"), >=, 1);
  g_assert_cmpint (get_int (runs, "update"), >=, 1);
  g_assert_cmpint (get_int (runs, "event"), >=, 1);
  g_assert_cmpint (get_int (runs, "paused"), ==, 20);
  g_assert_cmpint (get_int (runs, "matrix_no_reasons"), >=, 1);

  targets = json_object_get_object_member (bench, "targets");
  g_assert_nonnull (targets);
  g_assert_cmpfloat (get_double (targets, "matrix_ms"), ==, 20);
  g_assert_cmpfloat (get_double (targets, "update_ms"), ==, 0.2);
  g_assert_cmpint (get_int (targets, "update_units"), ==, 400);
  g_assert_cmpfloat (get_double (targets, "speedup"), ==, 80);
  g_assert_cmpfloat (get_double (targets, "event_ms"), ==, 2);
  g_assert_cmpfloat (get_double (targets, "peak_mb"), ==, 200);
  g_assert_cmpint (get_int (targets, "peak_mb_units"), ==, 1600);

  /* Whether a target is met follows from the numbers, whatever they are. */
  met = json_object_get_object_member (bench, "met");
  g_assert_nonnull (met);
  g_assert_true (get_bool (met, "identical"));
  g_assert_cmpint (get_bool (met, "matrix"), ==, get_double (bench, "matrix_ms") <= 20);
  g_assert_cmpint (get_bool (met, "speedup"), ==, get_double (bench, "speedup") >= 80);
  /* The memory target is at 1600 units, the one-unit update's at 400: at another size, no
   * verdict. */
  g_assert_false (json_object_has_member (met, "memory"));
  g_assert_false (json_object_has_member (met, "update"));
  /* Every kind of event is judged: the moves alone as well as the median of all. */
  g_assert_cmpint (get_bool (met, "event"), ==,
                   MAX (get_double (bench, "event_ms"), get_double (bench, "event_moves_ms")) <= 2);
  g_assert_cmpint (get_bool (met, "event_side"), ==,
                   MAX (get_double (bench, "event_side_ms"),
                        get_double (bench, "event_side_moves_ms")) <= 2);
  g_assert_cmpint (get_bool (met, "event_terrain"), ==, get_double (bench, "event_terrain_ms") <= 2);
  g_assert_cmpint (get_bool (met, "event_terrain_side"), ==,
                   get_double (bench, "event_terrain_side_ms") <= 2);
  /* After a pause: the worst of the four kinds, one verdict. */
  g_assert_cmpint (get_bool (met, "event_paused"), ==,
                   MAX (MAX (get_double (bench, "event_paused_ms"),
                             get_double (bench, "event_side_paused_ms")),
                        MAX (get_double (bench, "event_terrain_paused_ms"),
                             get_double (bench, "event_terrain_side_paused_ms"))) <= 2);
}

static void
test_json_odd_units (void)
{
  const char *args[] = { "bench", "sight", "--units", "5", "--features", "0", "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *bench;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  bench = parse_object (parser, out);
  /* Three blue, two red; the first unit is blue. */
  g_assert_cmpint (get_int (bench, "pairs"), ==, 12);
  g_assert_cmpint (get_int (bench, "update_pairs"), ==, 4);
  g_assert_cmpint (get_int (bench, "features"), ==, 0);
  g_assert_cmpint (get_int (bench, "seed"), ==, 1);
  g_assert_true (get_bool (bench, "identical"));
  /* No terrain to edit: no terrain edit timed, nor judged. */
  g_assert_false (get_bool (bench, "terrain_timed"));
  g_assert_false (json_object_has_member (bench, "event_terrain_ms"));
  g_assert_false (json_object_has_member (json_object_get_object_member (bench, "met"),
                                          "event_terrain"));
  g_assert_false (json_object_has_member (bench, "event_terrain_paused_ms"));
  /* … and the events after a pause judged on the units' alone. */
  g_assert_cmpint (get_bool (json_object_get_object_member (bench, "met"), "event_paused"), ==,
                   MAX (get_double (bench, "event_paused_ms"),
                        get_double (bench, "event_side_paused_ms")) <= 2);
}

static void
test_text (void)
{
  const char *args[] = { "bench", "sight", "--units", "20", "--features", "14", "--seed",
                         "4294967295", NULL };
  const char *labels[] = { "table:", "index build:", "full matrix:", "speed-up:", "answers:",
                           "no reasons:", "peak memory:", "one-unit update:",
                           "event, followed:", "first record:", "event, rebuilt:", "event, side:",
                           "side afresh:", "terrain edit:", "terrain, side:", "update, paused:",
                           "events, paused:", "targets:" };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "table:"));
  g_assert_nonnull (strstr (lines[0], "20 units (10 blue, 10 red), 14 terrain features, "
                                      "seed 4294967295"));
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; lines[j] != NULL && !found; j++)
        found = g_str_has_prefix (lines[j], labels[i]);
      if (!found)
        g_error ("no “%s” line in:\n%s", labels[i], out);
    }
  g_assert_nonnull (strstr (out, "\nanswers:         identical\n"));
  g_assert_nonnull (strstr (out, "200 pairs"));
  g_assert_nonnull (strstr (out, "target ≤ 20 ms"));
  g_assert_nonnull (strstr (out, "target ≥ 80"));
  g_assert_nonnull (strstr (out, "runs; the target, ≤ 0.2 ms, is at 400 units)"));
  g_assert_null (strstr (out, "target ≤ 0.2 ms"));
  g_assert_nonnull (strstr (out, "target ≤ 2 ms"));
  g_assert_nonnull (strstr (out, "(the target, ≤ 200 MB, is at 1600 units)"));
  /* Eight targets at 20 units: the memory's is at 1600, the one-unit update's at 400; the
   * terrain edits', followed and in blue's view, are the events', and so is the events' after
   * a pause, one for all four kinds. */
  g_assert_nonnull (strstr (out, " of 8 met\n"));
  g_assert_nonnull (strstr (out, " edits) — target ≤ 2 ms: "));
  g_assert_nonnull (strstr (out, "20 runs, each after 50 ms idle)\n"));
  g_assert_nonnull (strstr (out, "20 runs each, each after 50 ms idle) — target ≤ 2 ms: "));
}

static void
test_usage (void)
{
  const char *nothing[] = { "bench", NULL };
  const char *unknown[] = { "bench", "nothing", NULL };
  const char *extra[] = { "bench", "sight", "more", NULL };
  const char *one_unit[] = { "bench", "sight", "--units", "1", NULL };
  const char *negative_units[] = { "bench", "sight", "--units", "-5", NULL };
  const char *too_many_units[] = { "bench", "sight", "--units", "1000001", NULL };
  const char *word_units[] = { "bench", "sight", "--units", "many", NULL };
  const char *negative_features[] = { "bench", "sight", "--features", "-1", NULL };
  const char *absurd_features[] = { "bench", "sight", "--features", "100001", NULL };
  const char *negative_seed[] = { "bench", "sight", "--seed", "-3", NULL };
  const char *huge_seed[] = { "bench", "sight", "--seed", "4294967296", NULL };
  const char *word_seed[] = { "bench", "sight", "--seed", "x", NULL };
  const char *bad_option[] = { "bench", "sight", "--frob", NULL };
  const char *sight_events[] = { "bench", "sight", "--events", "10", NULL };
  const char *journal_extra[] = { "bench", "journal", "more", NULL };
  const char *journal_units[] = { "bench", "journal", "--units", "10", NULL };
  const char *journal_features[] = { "bench", "journal", "--features", "0", NULL };
  const char *journal_seed[] = { "bench", "journal", "--seed", "2", NULL };
  const char *zero_events[] = { "bench", "journal", "--events", "0", NULL };
  const char *negative_events[] = { "bench", "journal", "--events", "-4", NULL };
  const char *too_many_events[] = { "bench", "journal", "--events", "100001", NULL };
  const char *word_events[] = { "bench", "journal", "--events", "all", NULL };
  const char *lines_zero[] = { "bench", "lines", "--events", "0", NULL };
  const char *lines_seed[] = { "bench", "lines", "--seed", "2", NULL };
  const char *limits_extra[] = { "bench", "limits", "more", NULL };
  const char *limits_units[] = { "bench", "limits", "--units", "10", NULL };
  const char *limits_events[] = { "bench", "limits", "--events", "10", NULL };
  const char * const *usage_errors[] = {
    nothing, unknown, extra, one_unit, negative_units, too_many_units, word_units,
    negative_features, absurd_features, negative_seed, huge_seed, word_seed, bad_option,
    sight_events, journal_extra, journal_units, journal_features, journal_seed, zero_events,
    negative_events, too_many_events, word_events, limits_extra, limits_units, limits_events,
    lines_zero, lines_seed,
  };
  const char *help[] = { "bench", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (usage_errors); i++)
    {
      g_autofree char *o = NULL, *e = NULL;
      g_autofree char *command = g_strjoinv (" ", (char **) usage_errors[i]);

      if (vd_test_run_cli (usage_errors[i], &o, &e) != 2)
        g_error ("“%s” should be a usage error (2):\n%s%s", command, o, e);
      g_assert_cmpstr (o, ==, "");
      if (!g_str_has_prefix (e, "vedette-cli: error: "))
        g_error ("“%s”: unexpected error text “%s”", command, e);
    }

  g_assert_cmpint (vd_test_run_cli (help, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "--units"));
  g_assert_nonnull (strstr (out, "--features"));
  g_assert_nonnull (strstr (out, "--seed"));
  g_assert_nonnull (strstr (out, "--json"));
  g_assert_nonnull (strstr (out, "--events"));
  g_assert_nonnull (strstr (out, "sight|journal|lines|limits"));
  /* The journal's targets are ours, and said so. */
  g_assert_nonnull (strstr (out, "Our targets"));
  g_assert_nonnull (strstr (out, "record ≤ 20 ms per event, undo ≤ 100 ms, replay ≤ 500 ms"));
}

/* A folder standing for the data folder (VEDETTE_DATA_DIR) whose data/shevardino.yaml is TEXT,
 * or a copy of the real demo when TEXT is NULL; and an empty folder for TMPDIR. */
typedef struct {
  char *data_dir;
  char *demo;
  char *tmp_dir;
} Folders;

static void
folders_init (Folders *folders, const char *text)
{
  g_autofree char *real = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  folders->data_dir = g_dir_make_tmp ("vedette-bench-data-XXXXXX", &error);
  g_assert_no_error (error);
  folders->tmp_dir = g_dir_make_tmp ("vedette-bench-tmp-XXXXXX", &error);
  g_assert_no_error (error);
  data = g_build_filename (folders->data_dir, "data", NULL);
  g_assert_cmpint (g_mkdir (data, 0755), ==, 0);
  folders->demo = g_build_filename (data, "shevardino.yaml", NULL);
  if (text == NULL)
    g_assert_true (g_file_get_contents (real, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (folders->demo, text != NULL ? text : contents, -1, NULL));
}

/* Whatever the bench left in the temporary folder: nothing, it removes its own. */
static guint
count_entries (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
folders_clear (Folders *folders)
{
  remove_tree (folders->data_dir);
  remove_tree (folders->tmp_dir);
  g_free (folders->data_dir);
  g_free (folders->demo);
  g_free (folders->tmp_dir);
}

/* A duration and its worst: present, finite, not negative, the worst no less than the median. */
static void
assert_timing_worst (JsonObject *object, const char *median_name, const char *worst_name)
{
  double median = get_double (object, median_name);

  g_assert_true (isfinite (median));
  g_assert_cmpfloat (median, >=, 0);
  g_assert_cmpfloat (get_double (object, worst_name), >=, median);
}

static void
test_journal_json (void)
{
  const char *args[] = { "bench", "journal", "--events", "12", "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *env[5] = { "VEDETTE_DATA_DIR", NULL, "TMPDIR", NULL, NULL };
  Folders folders;
  JsonObject *bench, *targets, *met, *runs;

  folders_init (&folders, NULL);
  env[1] = folders.data_dir;
  env[3] = folders.tmp_dir;
  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);

  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "journal");
  g_assert_cmpstr (json_object_get_string_member (bench, "battle"), ==, folders.demo);
  g_assert_cmpstr (json_object_get_string_member (bench, "folder"), ==, folders.tmp_dir);
  g_assert_cmpint (get_int (bench, "units"), >, 0);
  g_assert_cmpint (get_int (bench, "events"), ==, 12);
  g_assert_true (get_bool (bench, "identical"));

  assert_timing_worst (bench, "record_ms", "record_worst_ms");
  assert_timing_worst (bench, "undo_ms", "undo_worst_ms");
  assert_timing_worst (bench, "replay_ms", "replay_worst_ms");
  assert_timing_worst (bench, "save_ms", "save_worst_ms");

  runs = json_object_get_object_member (bench, "runs");
  g_assert_nonnull (runs);
  g_assert_cmpint (get_int (runs, "record"), ==, 12);
  g_assert_cmpint (get_int (runs, "undo"), ==, 20);
  g_assert_cmpint (get_int (runs, "replay"), >=, 1);
  g_assert_cmpint (get_int (runs, "save"), >=, 1);

  targets = json_object_get_object_member (bench, "targets");
  g_assert_nonnull (targets);
  g_assert_cmpfloat (get_double (targets, "record_ms"), ==, 20);
  g_assert_cmpfloat (get_double (targets, "undo_ms"), ==, 100);
  g_assert_cmpfloat (get_double (targets, "replay_ms"), ==, 500);

  /* Whether a target is met follows from the numbers, whatever they are. */
  met = json_object_get_object_member (bench, "met");
  g_assert_nonnull (met);
  g_assert_cmpint (get_bool (met, "record"), ==, get_double (bench, "record_ms") <= 20);
  g_assert_cmpint (get_bool (met, "undo"), ==, get_double (bench, "undo_ms") <= 100);
  g_assert_cmpint (get_bool (met, "replay"), ==, get_double (bench, "replay_ms") <= 500);

  /* The copy, its backup and its autosave journal went with their folder; the demo is as it
   * was (nothing beside it either). */
  g_assert_cmpuint (count_entries (folders.tmp_dir), ==, 0);
  {
    g_autofree char *real = vd_test_source_path ("data", "shevardino.yaml", NULL);
    g_autofree char *before = NULL, *after = NULL;
    g_autofree char *data = g_path_get_dirname (folders.demo);

    g_assert_true (g_file_get_contents (real, &before, NULL, NULL));
    g_assert_true (g_file_get_contents (folders.demo, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, before);
    g_assert_cmpuint (count_entries (data), ==, 1);
  }
  folders_clear (&folders);
}

/* LINE begins with LABEL padded with spaces to 17 characters, as bench sight's rows; a time
 * (NUMERIC) is then right-aligned in 8 characters before " ms". */
static void
assert_row (const char *line, const char *label, gboolean numeric)
{
  const char *value = g_utf8_offset_to_pointer (line, 17);

  if (!g_str_has_prefix (line, label))
    g_error ("“%s” does not begin with “%s”", line, label);
  for (const char *p = line + strlen (label); p < value; p++)
    g_assert_cmpint (*p, ==, ' ');
  if (numeric)
    {
      g_assert_true (g_ascii_isdigit (value[7]));
      g_assert_true (g_str_has_prefix (value + 8, " ms "));
    }
  else
    g_assert_cmpint (value[0], !=, ' ');
}

static void
test_journal_text (void)
{
  const char *args[] = { "bench", "journal", "--events", "7", NULL };
  const char *labels[] = { "battle:", "record:", "undo:", "replay:", "replayed battle:", "save:",
                           "targets:" };
  const char *french_labels[] = { "bataille\u00a0:", "inscription\u00a0:", "annulation\u00a0:",
                                  "rejeu\u00a0:", "vérification\u00a0:",
                                  "enregistrement\u00a0:", "objectifs\u00a0:" };
  const gboolean numeric[] = { FALSE, TRUE, TRUE, TRUE, FALSE, TRUE, FALSE };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out_fr = NULL, *err_fr = NULL;
  g_autofree char *first = NULL;
  /* The demo as the bench finds it, in the data folder of the tests' environment. */
  g_autofree char *demo = g_build_filename (g_getenv ("VEDETTE_DATA_DIR"), "data",
                                            "shevardino.yaml", NULL);
  const char *french[] = { "LANGUAGE", "fr", NULL };
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) lines_fr = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  /* One line per label, in order, and the final newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (labels) + 1);
  g_assert_cmpstr (lines[G_N_ELEMENTS (labels)], ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    assert_row (lines[i], labels[i], numeric[i]);
  first = g_strdup_printf ("battle:          %s (", demo);
  g_assert_true (g_str_has_prefix (out, first));
  g_assert_nonnull (strstr (lines[0], " units), temporary copy in "));
  g_assert_nonnull (strstr (lines[1], " ms per event (worst "));
  g_assert_nonnull (strstr (lines[1], ", 7 events, fsync included) — target ≤ 20 ms: "));
  g_assert_nonnull (strstr (lines[2], ", 20 runs, last of 7 events) — target ≤ 100 ms: "));
  g_assert_nonnull (strstr (lines[3], ", 7 events from the set-up) — target ≤ 500 ms: "));
  g_assert_cmpstr (lines[4], ==, "replayed battle: identical to the battle recorded");
  g_assert_nonnull (strstr (lines[5], " runs, fsync included)"));
  g_assert_true (g_str_has_suffix (lines[6], " of 3 met"));
  for (guint i = 1; i <= 3; i++)
    g_assert_true (g_str_has_suffix (lines[i], ": met") || g_str_has_suffix (lines[i], ": missed"));

  /* In French the labels are longer, the column the same. */
  g_assert_cmpint (vd_test_run_cli_env (args, french, &out_fr, &err_fr), ==, 0);
  g_assert_cmpstr (err_fr, ==, "");
  lines_fr = g_strsplit (out_fr, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines_fr), ==, G_N_ELEMENTS (french_labels) + 1);
  for (guint i = 0; i < G_N_ELEMENTS (french_labels); i++)
    assert_row (lines_fr[i], french_labels[i], numeric[i]);
  g_assert_nonnull (strstr (lines_fr[1], ", 7 événements, fsync compris) — objectif ≤ 20 ms\u00a0:"));
  g_assert_cmpstr (lines_fr[4],
                   ==, "vérification\u00a0:   bataille rejouée identique à la bataille inscrite");
}

/* A demo that has events of its own: the bench records its N after them, and undo and replay
 * work on them all. */
static void
test_journal_demo_with_events (void)
{
  const char *args[] = { "bench", "journal", "--events", "5", NULL };
  const char *record[] = { "record", NULL, "loss", "fr-57-2", "2", NULL };
  g_autofree char *out = NULL, *err = NULL;
  const char *env[5] = { "VEDETTE_DATA_DIR", NULL, "TMPDIR", NULL, NULL };
  Folders folders;

  folders_init (&folders, NULL);
  env[1] = folders.data_dir;
  env[3] = folders.tmp_dir;
  record[1] = folders.demo;
  g_assert_cmpint (vd_test_run_cli (record, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, ", 5 events, fsync included)"));
  g_assert_nonnull (strstr (out, "last of 6 events)"));
  g_assert_nonnull (strstr (out, ", 6 events from the set-up)"));
  g_assert_cmpuint (count_entries (folders.tmp_dir), ==, 0);
  folders_clear (&folders);
}

/* A demo that cannot be read is a failure (1), reported on stderr with nothing on stdout, and
 * the temporary folder is removed all the same. */
static void
test_journal_broken_demo (void)
{
  const char *args[] = { "bench", "journal", "--events", "3", NULL };
  g_autofree char *out = NULL, *err = NULL;
  const char *env[5] = { "VEDETTE_DATA_DIR", NULL, "TMPDIR", NULL, NULL };
  Folders folders;

  folders_init (&folders, "vedette: 1\nkind: table\n");
  env[1] = folders.data_dir;
  env[3] = folders.tmp_dir;
  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "error: "));
  g_assert_cmpuint (count_entries (folders.tmp_dir), ==, 0);
  folders_clear (&folders);
}

/* bench limits, JSON and text: each shape counted as the limits tests count it, and the
 * temporary folder of its restore gone afterwards. */
static void
test_limits (void)
{
  const char *json_args[] = { "bench", "limits", "--json", NULL };
  const char *text_args[] = { "bench", "limits", NULL };
  const char *labels[] = { "stacked sight:", "officers sight:", "restore:", "undo:" };
  const char *env[3] = { "TMPDIR", NULL, NULL };
  g_autofree char *out = NULL, *err = NULL, *text = NULL, *text_err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_dir = g_dir_make_tmp ("vedette-bench-tmp-XXXXXX", &error);
  g_auto(GStrv) lines = NULL;
  JsonObject *bench, *met;

  g_assert_no_error (error);
  env[1] = tmp_dir;
  g_assert_cmpint (vd_test_run_cli_env (json_args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);
  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "limits");
  g_assert_cmpint (get_int (bench, "stacked_units"), ==, 300);
  g_assert_cmpint (get_int (bench, "stacked_pairs"), ==, 45000);
  /* One reason a pair, however many units across its lines. */
  g_assert_cmpint (get_int (bench, "stacked_reasons"), ==, 45000);
  g_assert_cmpint (get_int (bench, "officers_units"), ==, 2000);
  g_assert_cmpint (get_int (bench, "officers_pairs"), ==, 1000);
  g_assert_cmpint (get_int (bench, "officers_reasons"), ==, 1000);
  g_assert_cmpint (get_int (bench, "restore_events"), ==, 1000);
  g_assert_cmpint (get_int (bench, "restore_records"), ==, 200000);
  g_assert_cmpint (get_int (bench, "undo_events"), ==, 4000);
  g_assert_cmpint (get_int (bench, "turn_events"), ==, 5000);
  g_assert_cmpint (get_int (bench, "turn_units"), ==, 400);
  g_assert_cmpint (get_int (bench, "turn_features"), ==, 300);
  assert_timing_worst (bench, "turn_event_ms", "turn_event_worst_ms");
  g_assert_cmpfloat (get_double (bench, "turn_fresh_ms"), >, 0);
  assert_timing (bench, "stacked_ms", "stacked_min_ms");
  assert_timing (bench, "officers_ms", "officers_min_ms");
  assert_timing (bench, "restore_ms", "restore_min_ms");
  assert_timing_worst (bench, "undo_ms", "undo_worst_ms");
  met = json_object_get_object_member (bench, "met");
  g_assert_nonnull (met);
  g_assert_cmpint (get_bool (met, "restore"), ==, get_double (bench, "restore_ms") <= 500);
  g_assert_cmpint (get_bool (met, "undo"), ==, get_double (bench, "undo_ms") <= 10);
  g_assert_cmpuint (count_entries (tmp_dir), ==, 0);

  g_assert_cmpint (vd_test_run_cli_env (text_args, env, &text, &text_err), ==, 0);
  g_assert_cmpstr (text_err, ==, "");
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (labels) + 3);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    assert_row (lines[i], labels[i], TRUE);
  /* The turn state has no target: a measure beside the count afresh. */
  assert_row (lines[G_N_ELEMENTS (labels)], "turn state:", TRUE);
  assert_row (lines[G_N_ELEMENTS (labels) + 1], "targets:", FALSE);
  g_assert_nonnull (strstr (text, "45000 pairs, 45000 reasons"));
  g_assert_nonnull (strstr (text, "200000 autosaved undos and redos over 1000 events"));
  g_assert_cmpuint (count_entries (tmp_dir), ==, 0);
  g_rmdir (tmp_dir);
}

/* bench hex: the move engine timed on the same random board everywhere (its size, counters and
 * the hexes one counter reaches are fixed by the seed), the timings and the targets given. */
static void
test_hex (void)
{
  const char *json_args[] = { "bench", "hex", "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *bench;

  g_assert_cmpint (vd_test_run_cli (json_args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);
  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "hex");
  g_assert_cmpint (get_int (bench, "columns"), ==, 60);
  g_assert_cmpint (get_int (bench, "rows"), ==, 40);
  g_assert_cmpint (get_int (bench, "counters"), ==, 200);
  g_assert_cmpint (get_int (bench, "side_counters"), ==, 100);
  /* The seed's board: a counter of 12 MP reaches these many hexes, by road and field. */
  g_assert_cmpint (get_int (bench, "hexes_reached"), ==, 201);
  g_assert_cmpfloat (json_object_get_double_member (bench, "one_median_ms"), >, 0);
  g_assert_true (json_object_has_member (bench, "one_target_met"));
  g_assert_true (json_object_has_member (bench, "side_target_met"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli ((const char *[]) { "bench", "hex", "--units", "3", NULL },
                                    &out, &err), ==, 2);
}

/* bench render: a random table's frame timed at the size asked (five eighths as high as wide),
 * the demo's too, with the dragged unit named and the target judged on the median given. */
static void
test_render (void)
{
  const char *random_args[] = { "bench", "render", "--units", "20", "--features", "10",
                                "--width", "320", "--json", NULL };
  g_autofree char *demo = vd_test_source_path ("data", "shevardino.yaml", NULL);
  const char *demo_args[] = { "bench", "render", demo, "--width", "400", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *timings[] = { "full_median_ms", "full_worst_ms", "terrain_median_ms",
                            "units_median_ms", "drag_median_ms", "drag_worst_ms",
                            "pan_median_ms", "edit_median_ms", "zoom_median_ms",
                            "zoom_worst_ms", "full_over_drag" };
  JsonObject *bench;

  g_assert_cmpint (vd_test_run_cli (random_args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);
  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "render");
  g_assert_false (json_object_has_member (bench, "file"));
  g_assert_cmpint (get_int (bench, "units"), ==, 20);
  g_assert_cmpint (get_int (bench, "features"), ==, 10);
  g_assert_cmpint (get_int (bench, "width"), ==, 320);
  g_assert_cmpint (get_int (bench, "height"), ==, 200);
  for (guint i = 0; i < G_N_ELEMENTS (timings); i++)
    assert_timing (bench, timings[i], NULL);
  g_assert_cmpfloat (get_double (bench, "full_median_ms"), <=, get_double (bench, "full_worst_ms"));
  g_assert_cmpstr (json_object_get_string_member (bench, "dragged"), !=, "");
  /* Fewer than 400 units: the demo's target. */
  g_assert_cmpfloat (get_double (bench, "drag_target_ms"), ==, 8);
  g_assert_cmpint (get_bool (bench, "drag_target_met"), ==,
                   get_double (bench, "drag_median_ms") <= 8);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli (demo_args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "shevardino.yaml"));
  g_assert_nonnull (strstr (out, "400 × 250 pixels"));
  g_assert_nonnull (strstr (out, "full frame"));
  g_assert_nonnull (strstr (out, "drag frame"));
  g_assert_nonnull (strstr (out, "pan step"));
  g_assert_nonnull (strstr (out, "unit edit"));
  g_assert_nonnull (strstr (out, "zoom step"));
  g_assert_nonnull (strstr (out, "full / drag"));
}

/* bench render's mistakes: usage errors (2), and a file that is not there (1). */
static void
test_render_usage (void)
{
  const char *extra[] = { "bench", "render", "a.yaml", "b.yaml", NULL };
  const char *narrow[] = { "bench", "render", "--width", "8", NULL };
  const char *wide[] = { "bench", "render", "--width", "9000", NULL };
  const char *file_and_units[] = { "bench", "render", "a.yaml", "--units", "3", NULL };
  const char *seed[] = { "bench", "render", "--seed", "2", NULL };
  const char *sight_width[] = { "bench", "sight", "--width", "100", NULL };
  const char *missing[] = { "bench", "render", "no-such-table.yaml", NULL };
  const char * const *usage_errors[] = { extra, narrow, wide, file_and_units, seed, sight_width };
  g_autofree char *out = NULL, *err = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (usage_errors); i++)
    {
      g_autofree char *o = NULL, *e = NULL;
      g_autofree char *command = g_strjoinv (" ", (char **) usage_errors[i]);

      if (vd_test_run_cli (usage_errors[i], &o, &e) != 2)
        g_error ("“%s” should be a usage error (2):\n%s%s", command, o, e);
      g_assert_true (g_str_has_prefix (e, "vedette-cli: error: "));
    }
  g_assert_cmpint (vd_test_run_cli (missing, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "no-such-table.yaml"));
}

/* bench lines: one size of --events, each way's timings with their runs, and the target met
 * as the numbers say; nothing is written (the battle has no autosave). */
static void
test_lines_json (void)
{
  const char *args[] = { "bench", "lines", "--events", "30", "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *env[5] = { "VEDETTE_DATA_DIR", NULL, "TMPDIR", NULL, NULL };
  Folders folders;
  JsonObject *bench, *size, *runs;
  JsonArray *sizes;

  folders_init (&folders, NULL);
  env[1] = folders.data_dir;
  env[3] = folders.tmp_dir;
  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  bench = parse_object (parser, out);
  g_assert_cmpstr (json_object_get_string_member (bench, "subject"), ==, "lines");
  g_assert_cmpstr (json_object_get_string_member (bench, "battle"), ==, folders.demo);
  g_assert_cmpint (get_int (bench, "units"), >, 0);
  g_assert_cmpfloat (get_double (bench, "target_kept_ms"), ==, 2);
  sizes = json_object_get_array_member (bench, "sizes");
  g_assert_cmpuint (json_array_get_length (sizes), ==, 1);
  size = json_array_get_object_element (sizes, 0);
  g_assert_cmpint (get_int (size, "events"), ==, 30);
  assert_timing_worst (size, "replayed_ms", "replayed_worst_ms");
  assert_timing_worst (size, "kept_ms", "kept_worst_ms");
  assert_timing_worst (size, "all_lines_ms", "all_lines_worst_ms");
  runs = json_object_get_object_member (size, "runs");
  g_assert_cmpint (get_int (runs, "kept"), ==, 50);
  g_assert_cmpint (get_bool (size, "met"), ==, get_double (size, "kept_ms") <= 2);
  g_assert_cmpuint (count_entries (folders.tmp_dir), ==, 0);
  folders_clear (&folders);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-bench/json", test_json);
  g_test_add_func ("/cli-bench/json-odd-units", test_json_odd_units);
  g_test_add_func ("/cli-bench/text", test_text);
  g_test_add_func ("/cli-bench/usage", test_usage);
  g_test_add_func ("/cli-bench/journal/json", test_journal_json);
  g_test_add_func ("/cli-bench/journal/text", test_journal_text);
  g_test_add_func ("/cli-bench/journal/demo-with-events", test_journal_demo_with_events);
  g_test_add_func ("/cli-bench/journal/broken-demo", test_journal_broken_demo);
  g_test_add_func ("/cli-bench/lines/json", test_lines_json);
  g_test_add_func ("/cli-bench/limits", test_limits);
  g_test_add_func ("/cli-bench/hex", test_hex);
  g_test_add_func ("/cli-bench/render", test_render);
  g_test_add_func ("/cli-bench/render-usage", test_render_usage);
  return g_test_run ();
}
