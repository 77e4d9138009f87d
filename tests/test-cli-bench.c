/* vedette-cli bench sight end to end: the JSON document, the text report and the exit statuses.
 * Never asserts on a timing: speed is measured by the benchmark, not tested here. */
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

  runs = json_object_get_object_member (bench, "runs");
  g_assert_nonnull (runs);
  g_assert_cmpint (get_int (runs, "index_build"), >=, 1);
  g_assert_cmpint (get_int (runs, "matrix"), >=, 1);
  g_assert_cmpint (get_int (runs, "reference"), >=, 1);
  g_assert_cmpint (get_int (runs, "update"), >=, 1);

  targets = json_object_get_object_member (bench, "targets");
  g_assert_nonnull (targets);
  g_assert_cmpfloat (get_double (targets, "matrix_ms"), ==, 100);
  g_assert_cmpfloat (get_double (targets, "update_ms"), ==, 2);
  g_assert_cmpfloat (get_double (targets, "speedup"), ==, 10);

  /* Whether a target is met follows from the numbers, whatever they are. */
  met = json_object_get_object_member (bench, "met");
  g_assert_nonnull (met);
  g_assert_true (get_bool (met, "identical"));
  g_assert_cmpint (get_bool (met, "matrix"), ==, get_double (bench, "matrix_ms") <= 100);
  g_assert_cmpint (get_bool (met, "update"), ==, get_double (bench, "update_ms") <= 2);
  g_assert_cmpint (get_bool (met, "speedup"), ==, get_double (bench, "speedup") >= 10);
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
}

static void
test_text (void)
{
  const char *args[] = { "bench", "sight", "--units", "20", "--features", "14", "--seed",
                         "4294967295", NULL };
  const char *labels[] = { "table:", "index build:", "full matrix:", "speed-up:", "answers:",
                           "one-unit update:", "targets:" };
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
  g_assert_nonnull (strstr (out, "target ≤ 100 ms"));
  g_assert_nonnull (strstr (out, "target ≥ 10"));
  g_assert_nonnull (strstr (out, "target ≤ 2 ms"));
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
  const char * const *usage_errors[] = {
    nothing, unknown, extra, one_unit, negative_units, too_many_units, word_units,
    negative_features, absurd_features, negative_seed, huge_seed, word_seed, bad_option,
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
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-bench/json", test_json);
  g_test_add_func ("/cli-bench/json-odd-units", test_json_odd_units);
  g_test_add_func ("/cli-bench/text", test_text);
  g_test_add_func ("/cli-bench/usage", test_usage);
  return g_test_run ();
}
