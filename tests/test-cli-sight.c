/* vedette-cli sight end to end: the formats.md §3 contract (JSON shape, key order, pairs, exit
 * statuses) and, on the fixtures of tests/files/sight/, the answers the rule catalogue gives. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "vd-test-cli.h"

static char *
fixture (const char *name)
{
  return vd_test_source_path ("tests", "files", "sight", name, NULL);
}

static const char * const french[] = { "LANGUAGE", "fr", NULL };

/* Runs "sight PATH [--observer OBSERVER] --json" and parses its output, which must succeed
 * silently; the raw text goes to RAW when not NULL. */
static JsonParser *
sight_json_env (const char *path, const char *observer, const char * const *env, char **raw)
{
  const char *args[] = { "sight", path, "--json", observer != NULL ? "--observer" : NULL,
                         observer, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  if (raw != NULL)
    *raw = g_steal_pointer (&out);
  return g_steal_pointer (&parser);
}

static JsonParser *
sight_json (const char *path, const char *observer)
{
  return sight_json_env (path, observer, NULL, NULL);
}

static JsonArray *
pairs_of (JsonParser *parser)
{
  return json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                       "pairs");
}

/* Runs "sight PATH [--observer OBSERVER]" and splits its lines (the last newline dropped):
 * the pair lines, or (SENTENCES) every line, the sentences indented below their pair's. */
static GStrv
sight_lines_env (const char *path, const char *observer, const char * const *env,
                 gboolean sentences)
{
  const char *args[] = { "sight", path, observer != NULL ? "--observer" : NULL, observer, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) all = NULL;
  g_autoptr(GStrvBuilder) pairs = g_strv_builder_new ();

  g_assert_cmpint (vd_test_run_cli_env (args, env, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  if (out[0] == '\0')
    return g_new0 (char *, 1);
  g_assert_true (g_str_has_suffix (out, "\n"));
  out[strlen (out) - 1] = '\0';
  all = g_strsplit (out, "\n", -1);
  if (sentences)
    return g_steal_pointer (&all);
  for (guint i = 0; all[i] != NULL; i++)
    if (!g_str_has_prefix (all[i], "    "))
      g_strv_builder_add (pairs, all[i]);
  return g_strv_builder_end (pairs);
}

static GStrv
sight_text_env (const char *path, const char *observer, const char * const *env)
{
  return sight_lines_env (path, observer, env, FALSE);
}

static GStrv
sight_text (const char *path, const char *observer)
{
  return sight_text_env (path, observer, NULL);
}

static void
assert_members (JsonObject *object, const char * const *expected)
{
  g_autoptr(GList) members = json_object_get_members (object);
  guint i = 0;

  for (GList *l = members; l != NULL; l = l->next, i++)
    {
      g_assert_nonnull (expected[i]);
      g_assert_cmpstr (l->data, ==, expected[i]);
    }
  g_assert_null (expected[i]);
}

static JsonObject *
find_pair (JsonArray *pairs, const char *observer, const char *target)
{
  for (guint i = 0; i < json_array_get_length (pairs); i++)
    {
      JsonObject *pair = json_array_get_object_element (pairs, i);

      if (g_str_equal (json_object_get_string_member (pair, "observer"), observer) &&
          g_str_equal (json_object_get_string_member (pair, "target"), target))
        return pair;
    }
  g_error ("no pair %s → %s", observer, target);
}

static gboolean
has_reason (JsonObject *pair, const char *rule, const char *by)
{
  JsonArray *reasons = json_object_get_array_member (pair, "reasons");

  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_str_equal (json_object_get_string_member (reason, "rule"), rule) &&
          g_strcmp0 (json_object_get_string_member (reason, "by"), by) == 0)
        return TRUE;
    }
  return FALSE;
}

/* How many units the reason RULE of PAIR stands for, and the one it names: 0 and NULL when
 * the pair does not give RULE. */
static gint64
reason_count (JsonObject *pair, const char *rule, const char **by)
{
  JsonArray *reasons = json_object_get_array_member (pair, "reasons");

  *by = NULL;
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_str_equal (json_object_get_string_member (reason, "rule"), rule))
        {
          *by = json_object_get_string_member (reason, "by");
          return json_object_get_int_member (reason, "count");
        }
    }
  return 0;
}

static const char *
text_line (GStrv lines, const char *observer, const char *target)
{
  g_autofree char *prefix = g_strdup_printf ("%s → %s: ", observer, target);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return lines[i];
  g_error ("no line “%s…”", prefix);
}

/* The catalogue checks below fail the test without stopping it, and log each disagreement
 * with the engine, so one run lists them all. */
static void G_GNUC_PRINTF (1, 2)
disagree (const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_test_message ("%s", text);
  g_test_fail_printf ("%s", text);
}

static void
check_pair (JsonArray *pairs, const char *observer, const char *target, gboolean visible,
            const char *cover)
{
  JsonObject *pair = find_pair (pairs, observer, target);

  if (json_object_get_boolean_member (pair, "visible") != visible)
    disagree ("%s -> %s should be %s", observer, target,
                        visible ? "visible" : "hidden");
  if (cover != NULL && !g_str_equal (json_object_get_string_member (pair, "cover"), cover))
    disagree ("%s -> %s should have cover %s, not %s", observer, target, cover,
                        json_object_get_string_member (pair, "cover"));
}

static void
check_reason (JsonArray *pairs, const char *observer, const char *target, const char *rule,
              const char *by, gboolean expected)
{
  if (has_reason (find_pair (pairs, observer, target), rule, by) != expected)
    disagree ("%s -> %s should %s reason %s by %s", observer, target,
                        expected ? "give" : "not give", rule, by);
}

static void
check_line (GStrv lines, const char *observer, const char *target, const char *prefix,
            const char *part)
{
  const char *line = text_line (lines, observer, target);

  if (!g_str_has_prefix (line, prefix) || (part != NULL && strstr (line, part) == NULL))
    disagree ("expected “%s…%s”, got “%s”", prefix, part != NULL ? part : "", line);
}

static const char * const fixtures[] = {
  "crest.yaml", "mask.yaml", "wood.yaml", "hedge.yaml", "one-side.yaml", "stacked.yaml",
};

/* formats.md §3, key for key and in its order; additions only after the contract's keys. */
static void
check_json_shape (const char *path)
{
  static const char * const top_keys[] = { "scale", "pairs", "ruleset", "mm_per_pace", "units",
                                           NULL };
  static const char * const unit_keys[] = { "id", "side", "this_turn", NULL };
  static const char * const turn_keys[] = { "moved", "allowance", "left", "fired", "charged",
                                            "bombarded", NULL };
  static const char * const pair_keys[] = {
    "observer", "target", "visible", "distance", "cover", "reasons", "visible_share", "explained",
    NULL,
  };
  static const char * const reason_keys[] = { "rule", "by", "count", "relation", NULL };
  static const char * const explained_keys[] = { "text", "rules", "by", "relation", NULL };
  static const char * const relations[] = {
    "hidden-in", "spotted-in", "behind-crest", "hidden-by", "masked-by", "seen-over",
    "seen-through", "no-fire-across", "cover-from", "by", NULL,
  };
  static const char * const covers[] = { "none", "light", "hard", "building", "redoubt", NULL };
  g_autofree char *raw = NULL;
  g_autoptr(JsonParser) parser = sight_json_env (path, NULL, NULL, &raw);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  JsonArray *pairs = pairs_of (parser);
  const char *scale = json_object_get_string_member (root, "scale");

  assert_members (root, top_keys);
  /* The text itself, in case a parser reorders members. */
  g_assert_true (strstr (raw, "\"scale\"") < strstr (raw, "\"pairs\""));
  g_assert_true (g_str_equal (scale, "25mm") || g_str_equal (scale, "15mm"));
  g_assert_cmpstr (json_object_get_string_member (root, "ruleset"), ==, "napoleonic");
  g_assert_cmpfloat (json_object_get_double_member (root, "mm_per_pace"), >, 0);
  /* Every unit, with what it did this turn (the fixtures' journals are empty: nothing). */
  {
    JsonArray *units = json_object_get_array_member (root, "units");

    g_assert_cmpuint (json_array_get_length (units), >, 0);
    for (guint i = 0; i < json_array_get_length (units); i++)
      {
        JsonObject *unit = json_array_get_object_element (units, i);
        JsonObject *turn = json_object_get_object_member (unit, "this_turn");

        assert_members (unit, unit_keys);
        assert_members (turn, turn_keys);
        g_assert_cmpfloat (json_object_get_double_member (turn, "moved"), ==, 0);
        g_assert_cmpfloat (json_object_get_double_member (turn, "left"), ==,
                           json_object_get_double_member (turn, "allowance"));
        g_assert_false (json_object_get_boolean_member (turn, "fired"));
      }
  }

  for (guint i = 0; i < json_array_get_length (pairs); i++)
    {
      JsonObject *pair = json_array_get_object_element (pairs, i);
      JsonArray *reasons = json_object_get_array_member (pair, "reasons");
      double distance = json_object_get_double_member (pair, "distance");
      double share = json_object_get_double_member (pair, "visible_share");
      char decimals[G_ASCII_DTOSTR_BUF_SIZE];

      assert_members (pair, pair_keys);
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (pair, "observer")), ==,
                       G_TYPE_STRING);
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (pair, "target")), ==,
                       G_TYPE_STRING);
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (pair, "visible")), ==,
                       G_TYPE_BOOLEAN);
      g_assert_cmpstr (json_object_get_string_member (pair, "observer"), !=,
                       json_object_get_string_member (pair, "target"));
      g_assert_cmpfloat (distance, >=, 0);
      /* Two decimals at most: the value is the nearest double to its own two-decimal form. */
      g_snprintf (decimals, sizeof decimals, "%.2f", distance);
      g_assert_cmpfloat (g_ascii_strtod (decimals, NULL), ==, distance);
      g_assert_cmpfloat (share, >=, 0);
      g_assert_cmpfloat (share, <=, 1);
      g_assert_true (g_strv_contains (covers, json_object_get_string_member (pair, "cover")));
      for (guint j = 0; j < json_array_get_length (reasons); j++)
        {
          JsonObject *reason = json_array_get_object_element (reasons, j);

          assert_members (reason, reason_keys);
          g_assert_cmpint (json_object_get_int_member (reason, "count"), >=, 1);
          g_assert_true (g_regex_match_simple ("^[A-Z]+-[0-9A-Z]+$",
                                               json_object_get_string_member (reason, "rule"),
                                               0, 0));
          g_assert_true (g_strv_contains (relations,
                                          json_object_get_string_member (reason, "relation")));
        }
      /* Every reason in one sentence, in the answer's order, and each sentence says which. */
      {
        JsonArray *explained = json_object_get_array_member (pair, "explained");
        guint n_rules = 0;

        for (guint j = 0; j < json_array_get_length (explained); j++)
          {
            JsonObject *sentence = json_array_get_object_element (explained, j);
            JsonArray *rules = json_object_get_array_member (sentence, "rules");

            assert_members (sentence, explained_keys);
            g_assert_cmpuint (json_array_get_length (rules), >, 0);
            g_assert_cmpuint (strlen (json_object_get_string_member (sentence, "text")), >, 0);
            g_assert_true (g_strv_contains (relations,
                                            json_object_get_string_member (sentence, "relation")));
            n_rules += json_array_get_length (rules);
          }
        /* Features that share a name say one sentence: never more rules than reasons. */
        g_assert_cmpuint (n_rules, <=, json_array_get_length (reasons));
        g_assert_cmpuint (json_array_get_length (explained) > 0, ==,
                          json_array_get_length (reasons) > 0);
      }
      /* A hidden pair says why. */
      if (!json_object_get_boolean_member (pair, "visible"))
        g_assert_cmpuint (json_array_get_length (reasons), >, 0);
    }
}

static void
test_json_shape (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = fixture (fixtures[i]);

      check_json_shape (path);
    }
}

static void
test_json_scale (void)
{
  g_autofree char *mask = fixture ("mask.yaml");
  g_autofree char *wood = fixture ("wood.yaml");
  g_autoptr(JsonParser) p25 = sight_json (mask, NULL);
  g_autoptr(JsonParser) p15 = sight_json (wood, NULL);

  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (p25)),
                                                  "scale"), ==, "25mm");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (p15)),
                                                  "scale"), ==, "15mm");
}

/* Observers in table order, then targets in table order, enemies only: 2 × 2 × 2 pairs. */
static void
test_pairs_order (void)
{
  static const struct {
    const char *observer, *target;
    double      distance;
  } expected[] = {
    { "fr-inf", "au-hus-2", 300 },
    { "fr-inf", "au-inf-3", 600 },
    { "au-hus-2", "fr-inf", 300 },
    { "au-hus-2", "fr-cav", 417.25 },   /* √(290² + 300²) */
    { "fr-cav", "au-hus-2", 417.25 },
    { "fr-cav", "au-inf-3", 684.76 },   /* √(330² + 600²) */
    { "au-inf-3", "fr-inf", 600 },
    { "au-inf-3", "fr-cav", 684.76 },
  };
  g_autofree char *path = fixture ("mask.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  JsonArray *pairs = pairs_of (parser);

  g_assert_cmpuint (json_array_get_length (pairs), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *pair = json_array_get_object_element (pairs, i);

      g_assert_cmpstr (json_object_get_string_member (pair, "observer"), ==, expected[i].observer);
      g_assert_cmpstr (json_object_get_string_member (pair, "target"), ==, expected[i].target);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (pair, "distance"),
                                      expected[i].distance, 1e-9);
    }
}

/* Units of side A × units of side B × 2, for each fixture. */
static void
test_pair_counts (void)
{
  static const struct {
    const char *file;
    guint       pairs;
  } expected[] = {
    { "crest.yaml", 1 * 3 * 2 },
    { "mask.yaml", 2 * 2 * 2 },
    { "wood.yaml", 1 * 2 * 2 },
    { "hedge.yaml", 1 * 2 * 2 },
    { "one-side.yaml", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *path = fixture (expected[i].file);
      g_autoptr(JsonParser) parser = sight_json (path, NULL);
      g_auto(GStrv) lines = sight_text (path, NULL);

      g_assert_cmpuint (json_array_get_length (pairs_of (parser)), ==, expected[i].pairs);
      g_assert_cmpuint (g_strv_length (lines), ==, expected[i].pairs);
    }
}

static void
test_observer (void)
{
  g_autofree char *path = fixture ("mask.yaml");
  g_autoptr(JsonParser) all = sight_json (path, NULL);
  g_autoptr(JsonParser) one = sight_json (path, "fr-cav");
  g_auto(GStrv) lines = sight_text (path, "fr-cav");
  g_auto(GStrv) all_lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (one);

  g_assert_cmpuint (json_array_get_length (pairs), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (pairs, 0),
                                                  "target"), ==, "au-hus-2");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (pairs, 1),
                                                  "target"), ==, "au-inf-3");
  /* The same answers as in the full listing, pairs 5 and 6. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (json_node_equal (json_array_get_element (pairs, i),
                                      json_array_get_element (pairs_of (all), 4 + i)));
    }
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, all_lines[4]);
  g_assert_cmpstr (lines[1], ==, all_lines[5]);
}

static void
test_observer_without_enemies (void)
{
  g_autofree char *path = fixture ("one-side.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, "fr-1");
  g_auto(GStrv) lines = sight_text (path, "fr-1");

  g_assert_cmpuint (json_array_get_length (pairs_of (parser)), ==, 0);
  g_assert_cmpuint (g_strv_length (lines), ==, 0);
}

/* One side only: nothing on stdout in text, an empty "pairs" in JSON, and success. */
static void
test_no_enemies (void)
{
  g_autofree char *path = fixture ("one-side.yaml");
  const char *args[] = { "sight", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpstr (json_object_get_string_member (root, "scale"), ==, "25mm");
  g_assert_cmpuint (json_array_get_length (pairs_of (parser)), ==, 0);
}

/* Each text line says what its JSON pair says, in the same order. */
static void
check_text_matches_json (const char *path)
{
  g_autoptr(GRegex) regex =
    g_regex_new ("^(\\S+) → (\\S+): (hidden|visible), ([0-9]+\\.[0-9]) paces"
                 "(?:, ([0-9]+)% seen)?(?:, cover (light|hard|building|redoubt))?(?: — (.+))?$",
                 0, 0, NULL);
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);

  g_assert_cmpuint (g_strv_length (lines), ==, json_array_get_length (pairs));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      JsonObject *pair = json_array_get_object_element (pairs, i);
      JsonArray *reasons = json_object_get_array_member (pair, "reasons");
      gboolean visible = json_object_get_boolean_member (pair, "visible");
      const char *cover = json_object_get_string_member (pair, "cover");
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *observer = NULL, *target = NULL, *state = NULL, *distance = NULL;
      g_autofree char *seen = NULL, *shown_cover = NULL, *tail = NULL;
      const char *at;

      if (!g_regex_match (regex, lines[i], 0, &match))
        g_error ("%s: line %u does not read as a pair: “%s”", path, i + 1, lines[i]);
      observer = g_match_info_fetch (match, 1);
      target = g_match_info_fetch (match, 2);
      state = g_match_info_fetch (match, 3);
      distance = g_match_info_fetch (match, 4);
      seen = g_match_info_fetch (match, 5);
      shown_cover = g_match_info_fetch (match, 6);
      tail = g_match_info_fetch (match, 7);
      g_assert_cmpstr (observer, ==, json_object_get_string_member (pair, "observer"));
      g_assert_cmpstr (target, ==, json_object_get_string_member (pair, "target"));
      g_assert_cmpstr (state, ==, visible ? "visible" : "hidden");
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (distance, NULL),
                                      json_object_get_double_member (pair, "distance"), 0.056);
      /* Share and cover are told for visible pairs only, cover only when there is some. */
      if (seen != NULL && seen[0] != '\0')
        g_assert_true (visible);
      if (visible && json_object_get_double_member (pair, "visible_share") < 0.99)
        g_assert_true (seen != NULL && seen[0] != '\0');
      if (visible && !g_str_equal (cover, "none"))
        g_assert_cmpstr (shown_cover, ==, cover);
      else
        g_assert_true (shown_cover == NULL || shown_cover[0] == '\0');
      /* Every reason, in order, after the dash. */
      g_assert_cmpint (tail != NULL && tail[0] != '\0', ==, json_array_get_length (reasons) > 0);
      at = tail;
      for (guint j = 0; j < json_array_get_length (reasons); j++)
        {
          JsonObject *reason = json_array_get_object_element (reasons, j);
          const char *by = json_object_get_string_member (reason, "by");

          at = strstr (at, json_object_get_string_member (reason, "rule"));
          g_assert_nonnull (at);
          if (by != NULL)
            {
              at = strstr (at, by);
              g_assert_nonnull (at);
            }
        }
    }
}

static void
test_text_form (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = fixture (fixtures[i]);

      check_text_matches_json (path);
    }
}

/* The demo battle: 45 French and 44 Russian units. */
static void
test_shevardino (void)
{
  g_autofree char *path = vd_test_source_path ("data", "shevardino.yaml", NULL);
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_autoptr(JsonParser) murat = sight_json (path, "fr-murat");
  g_auto(GStrv) lines = sight_text (path, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *pairs = pairs_of (parser);
  const char *previous = NULL;
  guint run = 0;

  g_assert_cmpuint (json_array_get_length (pairs), ==, 45 * 44 * 2);
  g_assert_cmpuint (g_strv_length (lines), ==, 45 * 44 * 2);
  /* Grouped by observer: each observer's pairs in one run, 44 or 45 targets each. */
  for (guint i = 0; i <= json_array_get_length (pairs); i++)
    {
      const char *observer = i < json_array_get_length (pairs)
        ? json_object_get_string_member (json_array_get_object_element (pairs, i), "observer")
        : NULL;

      if (previous != NULL && g_strcmp0 (observer, previous) != 0)
        {
          g_assert_true (run == 44 || run == 45);
          g_assert_false (g_hash_table_contains (seen, previous));
          g_hash_table_add (seen, (gpointer) previous);
          run = 0;
        }
      previous = observer;
      run++;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 89);

  /* Murat is French: one pair for each Russian unit. */
  g_assert_cmpuint (json_array_get_length (pairs_of (murat)), ==, 44);
}

static void
test_usage (void)
{
  g_autofree char *path = fixture ("mask.yaml");
  const char *no_file[] = { "sight", NULL };
  const char *no_file_json[] = { "sight", "--json", NULL };
  const char *two_files[] = { "sight", path, path, NULL };
  const char *unknown_option[] = { "sight", path, "--frob", NULL };
  const char *observer_without_id[] = { "sight", path, "--observer", NULL };
  const char * const *usage_errors[] = {
    no_file, no_file_json, two_files, unknown_option, observer_without_id,
  };

  for (guint i = 0; i < G_N_ELEMENTS (usage_errors); i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (vd_test_run_cli (usage_errors[i], &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "vedette-cli: error: "));
    }
}

static void
test_help (void)
{
  const char *args[] = { "sight", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "--observer"));
  g_assert_nonnull (strstr (out, "--json"));
  g_assert_nonnull (strstr (out, "\"visible_share\""));
  g_assert_nonnull (strstr (out, "\"count\""));
}

static void
test_errors (void)
{
  g_autofree char *path = fixture ("wood.yaml");
  g_autofree char *broken = vd_test_source_path ("tests", "files", "broken", "duplicate-id.yaml", NULL);
  g_autofree char *broken_prefix = g_strdup_printf ("%s:12:9: error: ", broken);
  const char *unknown_observer[] = { "sight", path, "--observer", "fr-nobody", "--json", NULL };
  const char *feature_observer[] = { "sight", path, "--observer", "wood-1", NULL };
  const char *broken_text[] = { "sight", broken, NULL };
  const char *broken_json[] = { "sight", broken, "--json", NULL };
  const char *missing[] = { "sight", "/nonexistent/table.yaml", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *out5 = NULL, *err5 = NULL;

  g_assert_cmpint (vd_test_run_cli (unknown_observer, &out1, &err1), ==, 1);
  g_assert_cmpstr (out1, ==, "");
  g_assert_true (g_str_has_prefix (err1, "vedette-cli: error: "));
  g_assert_nonnull (strstr (err1, "“fr-nobody”"));
  g_assert_nonnull (strstr (err1, path));

  g_assert_cmpint (vd_test_run_cli (feature_observer, &out2, &err2), ==, 1);
  g_assert_cmpstr (out2, ==, "");
  g_assert_true (g_str_has_prefix (err2, "vedette-cli: error: "));
  g_assert_nonnull (strstr (err2, "“wood-1”"));
  g_assert_nonnull (strstr (err2, "terrain feature"));

  g_assert_cmpint (vd_test_run_cli (broken_text, &out3, &err3), ==, 1);
  g_assert_cmpstr (out3, ==, "");
  g_assert_true (g_str_has_prefix (err3, broken_prefix));
  g_assert_cmpint (vd_test_run_cli (broken_json, &out4, &err4), ==, 1);
  g_assert_cmpstr (out4, ==, "");
  g_assert_true (g_str_has_prefix (err4, broken_prefix));

  g_assert_cmpint (vd_test_run_cli (missing, &out5, &err5), ==, 1);
  g_assert_cmpstr (out5, ==, "");
  g_assert_true (g_str_has_prefix (err5, "vedette-cli: error: "));
}

/* Ids and rule IDs are never translated: the JSON is the same in every language, and each
 * text line keeps them whatever the wording. */
static void
test_french (void)
{
  g_autofree char *shevardino = vd_test_source_path ("data", "shevardino.yaml", NULL);

  for (guint i = 0; i <= G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = i < G_N_ELEMENTS (fixtures) ? fixture (fixtures[i])
                                                          : g_strdup (shevardino);
      g_autofree char *raw_en = NULL, *raw_fr = NULL;
      g_autoptr(JsonParser) en = sight_json_env (path, NULL, NULL, &raw_en);
      g_autoptr(JsonParser) fr = sight_json_env (path, NULL, french, &raw_fr);
      g_auto(GStrv) lines = sight_text_env (path, NULL, french);
      JsonArray *pairs = pairs_of (fr);

      g_assert_cmpstr (raw_fr, ==, raw_en);
      g_assert_cmpuint (g_strv_length (lines), ==, json_array_get_length (pairs));
      for (guint j = 0; lines[j] != NULL; j++)
        {
          JsonObject *pair = json_array_get_object_element (pairs, j);
          JsonArray *reasons = json_object_get_array_member (pair, "reasons");

          g_assert_nonnull (strstr (lines[j], json_object_get_string_member (pair, "observer")));
          g_assert_nonnull (strstr (lines[j], json_object_get_string_member (pair, "target")));
          for (guint k = 0; k < json_array_get_length (reasons); k++)
            g_assert_nonnull (strstr (lines[j],
                                      json_object_get_string_member (
                                        json_array_get_object_element (reasons, k), "rule")));
        }
    }
}

/* The indented sentences of a sight listing, their indent dropped, in order. */
static GPtrArray *
sentences_of (GStrv lines)
{
  GPtrArray *sentences = g_ptr_array_new ();

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "    "))
      g_ptr_array_add (sentences, lines[i] + 4);
  return sentences;
}

/* Every explained text of a sight document, pair after pair. */
static GPtrArray *
explained_of (JsonParser *parser)
{
  GPtrArray *texts = g_ptr_array_new ();
  JsonArray *pairs = pairs_of (parser);

  for (guint i = 0; i < json_array_get_length (pairs); i++)
    {
      JsonArray *explained = json_object_get_array_member (json_array_get_object_element (pairs,
                                                                                          i),
                                                           "explained");

      for (guint j = 0; j < json_array_get_length (explained); j++)
        g_ptr_array_add (texts, (gpointer) json_object_get_string_member (
                                  json_array_get_object_element (explained, j), "text"));
    }
  return texts;
}

/* Removes PATH, a folder with all it holds, or a file. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* A folder for LOCPATH holding fr_FR.UTF-8, made with localedef from the system's locale
 * sources when the system has no such locale installed (as on most build machines): NULL
 * when it has, or when localedef cannot make it. */
static char *
make_french_locale (gboolean *available)
{
  g_autofree char *here = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *folder = NULL;
  g_autofree char *target = NULL;
  int status = -1;

  *available = setlocale (LC_ALL, "fr_FR.UTF-8") != NULL;
  setlocale (LC_ALL, here);
  if (*available)
    return NULL;
  folder = g_dir_make_tmp ("vedette-locale-XXXXXX", NULL);
  g_assert_nonnull (folder);
  target = g_build_filename (folder, "fr_FR.UTF-8", NULL);
  {
    const char *argv[] = { "localedef", "-i", "fr_FR", "-f", "UTF-8", target, NULL };

    if (!g_spawn_sync (NULL, (char **) argv, NULL,
                       G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                       G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL) ||
        !g_spawn_check_wait_status (status, NULL))
      {
        remove_tree (folder);
        return NULL;
      }
  }
  *available = TRUE;
  return g_steal_pointer (&folder);
}

/* In a process in French, the text output's sentences are French and the JSON's explained
 * ones English: the very sentences of an English text output, in a document byte for byte an
 * English run's. With French numbers too (fr_FR.UTF-8, installed or made), tenths of a pace
 * keep their point in the JSON. */
static void
test_sentences_french_text_english_json (void)
{
  g_autofree char *shevardino = vd_test_source_path ("data", "shevardino.yaml", NULL);
  gboolean has_french_locale = FALSE;
  g_autofree char *locales = make_french_locale (&has_french_locale);
  const char *french_numbers[] = { "LANGUAGE", "fr", "LC_ALL", "fr_FR.UTF-8",
                                   locales != NULL ? "LOCPATH" : NULL, locales, NULL };
  guint told = 0;

  if (!has_french_locale)
    g_test_message ("no fr_FR.UTF-8 locale, nor localedef to make one: French numbers not "
                    "tried");
  for (guint i = 0; i <= G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = i < G_N_ELEMENTS (fixtures) ? fixture (fixtures[i])
                                                          : g_strdup (shevardino);
      g_autofree char *raw_en = NULL, *raw_fr = NULL;
      g_autoptr(JsonParser) en = sight_json_env (path, NULL, NULL, &raw_en);
      g_autoptr(JsonParser) fr = sight_json_env (path, NULL, french, &raw_fr);
      g_auto(GStrv) lines_en = sight_lines_env (path, NULL, NULL, TRUE);
      g_auto(GStrv) lines_fr = sight_lines_env (path, NULL, french, TRUE);
      g_autoptr(GPtrArray) english = sentences_of (lines_en);
      g_autoptr(GPtrArray) french_text = sentences_of (lines_fr);
      g_autoptr(GPtrArray) json = explained_of (fr);

      g_assert_cmpstr (raw_fr, ==, raw_en);
      g_assert_cmpuint (json->len, ==, english->len);
      g_assert_cmpuint (french_text->len, ==, english->len);
      for (guint j = 0; j < english->len; j++)
        {
          const char *sentence = g_ptr_array_index (english, j);

          g_assert_cmpstr (g_ptr_array_index (json, j), ==, sentence);
          /* Only a sentence of rule IDs alone, "(RULE-1)", reads the same in French. */
          if (sentence[0] != '(')
            g_assert_cmpstr (g_ptr_array_index (french_text, j), !=, sentence);
        }
      told += english->len;
      if (has_french_locale)
        {
          g_autofree char *raw_numbers = NULL;
          g_autoptr(JsonParser) numbers = sight_json_env (path, NULL, french_numbers,
                                                          &raw_numbers);

          g_assert_cmpstr (raw_numbers, ==, raw_en);
        }
    }
  /* The fixtures and Shevardino have sentences to tell. */
  g_assert_cmpuint (told, >, 0);
  if (locales != NULL)
    remove_tree (locales);
}

/* The answers of the rule catalogue (rules/004-miniatures-terrain.md); each fixture's header
 * explains its geometry. */

static void
test_crest (void)
{
  g_autofree char *path = fixture ("crest.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);

  /* CREST-3: both far from the crest, neither sees the other. */
  check_pair (pairs, "fr-far", "au-far", FALSE, NULL);
  check_pair (pairs, "au-far", "fr-far", FALSE, NULL);
  check_reason (pairs, "fr-far", "au-far", "CREST-3", "hill-1", TRUE);
  check_reason (pairs, "au-far", "fr-far", "CREST-3", "hill-1", TRUE);
  check_reason (pairs, "fr-far", "au-far", "CREST-2", "hill-1", FALSE);
  /* CREST-2: near the crest and not revealed, au-near sees without being seen. */
  check_pair (pairs, "fr-far", "au-near", FALSE, NULL);
  check_reason (pairs, "fr-far", "au-near", "CREST-2", "hill-1", TRUE);
  check_reason (pairs, "fr-far", "au-near", "CREST-3", "hill-1", FALSE);
  check_pair (pairs, "au-near", "fr-far", TRUE, NULL);
  /* Near the crest and revealed: seen, and sees. */
  check_pair (pairs, "fr-far", "au-scout", TRUE, NULL);
  check_pair (pairs, "au-scout", "fr-far", TRUE, NULL);

  check_line (lines, "fr-far", "au-far", "fr-far → au-far: hidden, 600.0 paces — ",
              "CREST-3 crest of hill-1");
  check_line (lines, "fr-far", "au-near", "fr-far → au-near: hidden, 320.2 paces — ",
              "CREST-2 crest of hill-1");
}

static void
test_mask (void)
{
  g_autofree char *path = fixture ("mask.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);

  /* MASK-4: the hussars stand across every line between the two infantry units. */
  check_pair (pairs, "fr-inf", "au-inf-3", FALSE, NULL);
  check_pair (pairs, "au-inf-3", "fr-inf", FALSE, NULL);
  check_reason (pairs, "fr-inf", "au-inf-3", "MASK-4", "au-hus-2", TRUE);
  check_reason (pairs, "au-inf-3", "fr-inf", "MASK-4", "au-hus-2", TRUE);
  /* Nothing stands between the others. */
  check_pair (pairs, "fr-inf", "au-hus-2", TRUE, "none");
  check_pair (pairs, "au-hus-2", "fr-inf", TRUE, "none");
  check_pair (pairs, "au-hus-2", "fr-cav", TRUE, "none");
  check_pair (pairs, "fr-cav", "au-hus-2", TRUE, "none");
  check_pair (pairs, "fr-cav", "au-inf-3", TRUE, "none");
  check_pair (pairs, "au-inf-3", "fr-cav", TRUE, "none");

  check_line (lines, "fr-inf", "au-inf-3", "fr-inf → au-inf-3: hidden, 600.0 paces — ",
              "MASK-4 masked by au-hus-2");
  check_line (lines, "fr-cav", "au-inf-3", "fr-cav → au-inf-3: visible, 684.8 paces", NULL);
}

static void
test_wood (void)
{
  g_autofree char *path = fixture ("wood.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);
  JsonObject *deep = find_pair (pairs, "fr-out", "au-deep");

  /* WOOD-4 (not revealed, no enemy within 15 paces) and WOOD-6 (deep inside). */
  check_pair (pairs, "fr-out", "au-deep", FALSE, NULL);
  if (!has_reason (deep, "WOOD-4", "wood-1") && !has_reason (deep, "WOOD-6", "wood-1"))
    disagree ("fr-out -> au-deep should give WOOD-4 or WOOD-6 by wood-1");
  /* Deep in the wood, it does not see out either. */
  check_pair (pairs, "au-deep", "fr-out", FALSE, NULL);
  /* Revealed and within the edge distance: seen, with light cover. */
  check_pair (pairs, "fr-out", "au-edge", TRUE, "light");
  check_pair (pairs, "au-edge", "fr-out", TRUE, "none");

  check_line (lines, "fr-out", "au-deep", "fr-out → au-deep: hidden, 420.0 paces — ",
              " by wood-1");
  check_line (lines, "fr-out", "au-edge", "fr-out → au-edge: visible, 210.7 paces, cover light",
              NULL);
}

static void
check_counted (JsonArray *pairs, const char *observer, const char *target, const char *rule,
               const char *by, gint64 count)
{
  const char *named;
  gint64 n = reason_count (find_pair (pairs, observer, target), rule, &named);

  if (n != count || g_strcmp0 (named, by) != 0)
    disagree ("%s -> %s should give %s by %s for %" G_GINT64_FORMAT " units, not by %s for %"
              G_GINT64_FORMAT, observer, target, rule, by, count, named, n);
}

/* One reason per rule, however many units: named by the nearest to the observer (not the first
 * in the file), with how many. */
static void
test_stacked (void)
{
  g_autofree char *path = fixture ("stacked.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);
  JsonObject *pair = find_pair (pairs, "fr-inf", "au-inf");

  check_pair (pairs, "fr-inf", "au-inf", FALSE, NULL);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (pair, "reasons")), ==, 2);
  check_counted (pairs, "fr-inf", "au-inf", "MASK-4", "au-hus-near", 3);
  check_counted (pairs, "fr-inf", "au-inf", "SIGHT-6", "au-hus-near", 3);
  check_counted (pairs, "au-inf", "fr-inf", "MASK-4", "au-hus-far", 3);
  check_counted (pairs, "fr-inf", "au-hus-mid", "MASK-4", "au-hus-near", 1);
  /* Officers do not mask (SIGHT-4, assumed): seen over, both told as one reason. */
  check_pair (pairs, "fr-cav", "au-inf", TRUE, "none");
  check_counted (pairs, "fr-cav", "au-inf", "SIGHT-4", "fr-adc-2", 2);

  check_line (lines, "fr-inf", "au-inf", "fr-inf → au-inf: hidden, 600.0 paces — ",
              "MASK-4 masked by au-hus-near and 2 others; SIGHT-6 masked by au-hus-near and 2 "
              "others");
  check_line (lines, "fr-inf", "au-hus-mid", "fr-inf → au-hus-mid: hidden, 280.0 paces — ",
              "MASK-4 masked by au-hus-near; SIGHT-6 masked by au-hus-near");
  check_line (lines, "fr-cav", "au-inf", "fr-cav → au-inf: visible, 684.8 paces — ",
              "SIGHT-4 seen over fr-adc-2 and 1 other");
}

/* 300 units of two sides at one point: the listing grows with the pairs, not with the units
 * across each pair's lines (it was 305 MB of text, 1 GB of JSON). */
static void
test_stacked_300 (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-sight-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "stacked.yaml", NULL);
  g_autoptr(GString) table = g_string_new ("vedette: 1\nkind: table\nscale: 25mm\n"
                                           "table: [1800, 1200]\nunits:\n");
  const guint pairs = 2 * 150 * 150;

  g_assert_no_error (error);
  for (guint i = 0; i < 300; i++)
    g_string_append_printf (table, "  - {id: u%u, side: %s, arm: infantry, formation: line, "
                            "at: [900, 600], frontage: 120, depth: 30, figures: 24}\n", i,
                            i % 2 == 0 ? "a" : "b");
  g_assert_true (g_file_set_contents (path, table->str, -1, &error));
  for (guint json = 0; json < 2; json++)
    {
      const char *args[] = { "sight", path, json ? "--json" : NULL, NULL };
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_test_message ("%s: %zu bytes for %u pairs", json ? "JSON" : "text", strlen (out), pairs);
      /* The pair's line and its sentence, or its JSON object with the sentence again. */
      g_assert_cmpuint (strlen (out), <=, (json ? 800 : 200) * pairs);
      g_assert_nonnull (strstr (out, json ? "\"count\" : 298" : "u0 → u1: hidden, 0.0 paces — "
                                                                 "MASK-3 masked by u2 and 297 "
                                                                 "others\n"));
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_hedge (void)
{
  g_autofree char *path = fixture ("hedge.yaml");
  g_autoptr(JsonParser) parser = sight_json (path, NULL);
  g_auto(GStrv) lines = sight_text (path, NULL);
  JsonArray *pairs = pairs_of (parser);

  /* LOBS-2: within one base depth behind the hedge; SIGHT-1: the hedge does not block. */
  check_pair (pairs, "fr-obs", "au-behind", TRUE, "light");
  check_reason (pairs, "fr-obs", "au-behind", "LOBS-2", "hedge-1", TRUE);
  if (json_object_get_double_member (find_pair (pairs, "fr-obs", "au-behind"),
                                     "visible_share") != 1)
    disagree ("fr-obs -> au-behind should be seen whole");
  check_pair (pairs, "au-behind", "fr-obs", TRUE, "none");
  check_pair (pairs, "fr-obs", "au-far", TRUE, "none");
  check_pair (pairs, "au-far", "fr-obs", TRUE, "none");

  check_line (lines, "fr-obs", "au-behind",
              "fr-obs → au-behind: visible, 305.0 paces, cover light — ", "LOBS-2 by hedge-1");
}

/* The sentences below each pair's line: CREST-3, CREST-1 and SIGHT-3 by one crest are one. */
static void
test_sentences_crest_3 (void)
{
  g_autofree char *path = fixture ("crest.yaml");
  g_auto(GStrv) lines = sight_lines_env (path, "fr-far", NULL, TRUE);
  g_autoptr(JsonParser) parser = sight_json (path, "fr-far");
  JsonObject *pair = find_pair (pairs_of (parser), "fr-far", "au-far");
  JsonArray *explained = json_object_get_array_member (pair, "explained");
  JsonArray *reasons = json_object_get_array_member (pair, "reasons");
  JsonObject *sentence;
  JsonArray *rules;

  g_assert_cmpstr (lines[0], ==, "fr-far → au-far: hidden, 600.0 paces — CREST-3 crest of hill-1; "
                                 "CREST-1 crest of hill-1; SIGHT-3 crest of hill-1");
  g_assert_cmpstr (lines[1], ==, "    hidden behind the crest of Hill hill-1: it stands 300 paces "
                                 "from it and the observer 300 paces, each more than a base "
                                 "length (CREST-3, CREST-1, SIGHT-3)");
  g_assert_true (g_str_has_prefix (lines[2], "fr-far → au-near: hidden"));

  g_assert_cmpuint (json_array_get_length (explained), ==, 1);
  sentence = json_array_get_object_element (explained, 0);
  rules = json_object_get_array_member (sentence, "rules");
  g_assert_cmpstr (json_object_get_string_member (sentence, "text"), ==, lines[1] + 4);
  g_assert_cmpstr (json_object_get_string_member (sentence, "by"), ==, "hill-1");
  g_assert_cmpstr (json_object_get_string_member (sentence, "relation"), ==, "behind-crest");
  g_assert_cmpuint (json_array_get_length (rules), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (rules, 0), ==, "CREST-3");
  g_assert_cmpstr (json_array_get_string_element (rules, 1), ==, "CREST-1");
  g_assert_cmpstr (json_array_get_string_element (rules, 2), ==, "SIGHT-3");
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, i),
                                                    "relation"), ==, "behind-crest");
}

/* A visible pair's reasons read as what it was seen over, never as a block. */
static void
test_sentences_seen_over (void)
{
  g_autofree char *path = fixture ("crest.yaml");
  g_auto(GStrv) lines = sight_lines_env (path, "au-near", NULL, TRUE);
  g_autoptr(JsonParser) parser = sight_json (path, "au-near");
  JsonObject *pair = find_pair (pairs_of (parser), "au-near", "fr-far");
  JsonArray *reasons = json_object_get_array_member (pair, "reasons");

  g_assert_cmpstr (lines[1], ==, "    seen over the crest of Hill hill-1: the observer stands 10 "
                                 "paces from it, within a base length (CREST-2, HILL-4)");
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, i),
                                                    "relation"), ==, "seen-over");
}

static void
test_sentences_masked_by (void)
{
  g_autofree char *path = fixture ("mask.yaml");
  g_auto(GStrv) lines = sight_lines_env (path, "fr-inf", NULL, TRUE);
  g_autoptr(JsonParser) parser = sight_json (path, "fr-inf");
  JsonObject *pair = find_pair (pairs_of (parser), "fr-inf", "au-inf-3");
  JsonObject *sentence = json_array_get_object_element (json_object_get_array_member (pair,
                                                                                      "explained"),
                                                        0);

  g_assert_cmpstr (lines[1], ==, "fr-inf → au-inf-3: hidden, 600.0 paces — MASK-4 masked by "
                                 "au-hus-2; SIGHT-6 masked by au-hus-2");
  g_assert_cmpstr (lines[2], ==, "    masked by au-hus-2: cavalry (close order) between them, not "
                                 "below the observer (MASK-4, SIGHT-6)");
  g_assert_cmpstr (json_object_get_string_member (sentence, "relation"), ==, "masked-by");
  g_assert_cmpstr (json_object_get_string_member (sentence, "by"), ==, "au-hus-2");
}

static void
test_sentences_french (void)
{
  g_autofree char *path = fixture ("crest.yaml");
  g_auto(GStrv) lines = sight_lines_env (path, "fr-far", french, TRUE);

  g_assert_cmpstr (lines[1], ==, "    caché derrière la crête de Colline hill-1\u00a0: il se tient "
                                 "à 300 pas d’elle et l’observateur à 300 pas, chacun à plus "
                                 "d’une longueur de socle (CREST-3, CREST-1, SIGHT-3)");
}

/* TEXT with every number as N: json-glib writes back 684.76 as 684.75999999999999. */
static char *
numbers_masked (const char *text)
{
  g_autoptr(GRegex) number = g_regex_new ("-?[0-9][0-9.eE+-]*", 0, 0, NULL);

  return g_regex_replace_literal (number, text, -1, 0, "N", 0, NULL);
}

/* The document is printed a pair at a time; it must read exactly as json-glib lays out the
 * whole, numbers aside (which the generator writes at full precision). */
static void
test_json_layout (void)
{
  const char *const cases[][2] = {
    { "mask.yaml", NULL }, { "mask.yaml", "au-hus-2" }, { "one-side.yaml", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = fixture (cases[i][0]);
      g_autofree char *raw = NULL, *again = NULL, *expected = NULL;
      g_autofree char *raw_masked = NULL, *expected_masked = NULL;
      g_autoptr(JsonParser) parser = sight_json_env (path, cases[i][1], NULL, &raw);
      g_autoptr(JsonGenerator) generator = json_generator_new ();

      json_generator_set_root (generator, json_parser_get_root (parser));
      json_generator_set_pretty (generator, TRUE);
      again = json_generator_to_data (generator, NULL);
      expected = g_strconcat (again, "\n", NULL);
      raw_masked = numbers_masked (raw);
      expected_masked = numbers_masked (expected);
      g_assert_cmpstr (raw_masked, ==, expected_masked);
    }
}

int
main (int argc, char **argv)
{
  /* Messages with "→" print as UTF-8, not as "?". */
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/sight/json/shape", test_json_shape);
  g_test_add_func ("/cli/sight/json/scale", test_json_scale);
  g_test_add_func ("/cli/sight/json/layout", test_json_layout);
  g_test_add_func ("/cli/sight/pairs/order", test_pairs_order);
  g_test_add_func ("/cli/sight/pairs/counts", test_pair_counts);
  g_test_add_func ("/cli/sight/observer", test_observer);
  g_test_add_func ("/cli/sight/observer/without-enemies", test_observer_without_enemies);
  g_test_add_func ("/cli/sight/no-enemies", test_no_enemies);
  g_test_add_func ("/cli/sight/text/form", test_text_form);
  g_test_add_func ("/cli/sight/explained/CREST-3/one-sentence", test_sentences_crest_3);
  g_test_add_func ("/cli/sight/explained/CREST-2/seen-over", test_sentences_seen_over);
  g_test_add_func ("/cli/sight/explained/MASK-4/masked-by", test_sentences_masked_by);
  g_test_add_func ("/cli/sight/explained/CREST-3/french", test_sentences_french);
  g_test_add_func ("/cli/sight/explained/french-text-english-json",
                   test_sentences_french_text_english_json);
  g_test_add_func ("/cli/sight/shevardino", test_shevardino);
  g_test_add_func ("/cli/sight/usage", test_usage);
  g_test_add_func ("/cli/sight/help", test_help);
  g_test_add_func ("/cli/sight/errors", test_errors);
  g_test_add_func ("/cli/sight/french", test_french);
  g_test_add_func ("/cli/sight/rules/crest", test_crest);
  g_test_add_func ("/cli/sight/rules/mask", test_mask);
  g_test_add_func ("/cli/sight/rules/wood", test_wood);
  g_test_add_func ("/cli/sight/rules/hedge", test_hedge);
  g_test_add_func ("/cli/sight/rules/stacked", test_stacked);
  g_test_add_func ("/cli/sight/limits/300-units-stacked", test_stacked_300);
  return g_test_run ();
}
