/* vedette-cli recoil, record recoil and the end of a turn by a burning village, end to end on
 * tests/files/orders/recoil.yaml: RIVER-2 (destroyed in a river), MARSH-2 (no formation in a
 * marsh), TABLE-EDGE, HOUSE-10 (half the objective's points, the occupants destroyed as the
 * turn after the fire ends, one step of undo), the report counting both. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

typedef struct {
  char *dir;
  char *path;
} Copy;

/* A copy of the fixture to record into. */
static Copy *
copy_new (void)
{
  g_autofree char *fixture = vd_test_source_path ("tests", "files", "orders", "recoil.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  Copy *copy = g_new0 (Copy, 1);

  copy->dir = g_dir_make_tmp ("vedette-recoil-XXXXXX", &error);
  g_assert_no_error (error);
  copy->path = g_build_filename (copy->dir, "battle.yaml", NULL);
  g_assert_true (g_file_get_contents (fixture, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy->path, text, -1, NULL));
  return copy;
}

static void
copy_free (Copy *copy)
{
  g_autoptr(GDir) dir = g_dir_open (copy->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (copy->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (copy->dir);
  g_free (copy->dir);
  g_free (copy->path);
  g_free (copy);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Copy, copy_free)

/* Runs ARGS, which must succeed with nothing on standard error; its output. */
static char *
run_ok (const char * const *args)
{
  g_autofree char *err = NULL;
  char *out = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  return out;
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static gboolean
has_reason (JsonArray *reasons, const char *rule, const char *by)
{
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_str_equal (json_object_get_string_member (reason, "rule"), rule) &&
          g_strcmp0 (json_object_get_string_member (reason, "by"), by) == 0)
        return TRUE;
    }
  return FALSE;
}

/* RIVER-2: the answer, its reason and the figures lost, in JSON and in words (English and
 * French); the file is untouched without -o. */
static void
test_river_2_destroyed (void)
{
  g_autofree char *path = vd_test_source_path ("tests", "files", "orders", "recoil.yaml", NULL);
  const char *json_args[] = { "recoil", path, "fr-col", "--to", "300,800", "--json", NULL };
  const char *args[] = { "recoil", path, "fr-col", "--to", "300,800", NULL };
  const char *fr_env[] = { "LANGUAGE", "fr", NULL };
  g_autofree char *out = run_ok (json_args);
  g_autofree char *text = run_ok (args);
  g_autofree char *french = NULL, *err = NULL;
  g_autoptr(JsonNode) root = parse (out);
  JsonObject *answer = json_node_get_object (root);

  g_assert_true (json_object_get_boolean_member (answer, "possible"));
  g_assert_cmpstr (json_object_get_string_member (answer, "outcome"), ==, "destroyed");
  g_assert_cmpstr (json_object_get_string_member (answer, "feature"), ==, "river-1");
  g_assert_cmpint (json_object_get_int_member (answer, "figures_lost"), ==, 20);
  g_assert_true (has_reason (json_object_get_array_member (answer, "reasons"), "RIVER-2",
                             "river-1"));
  g_assert_cmpstr (text, ==, "fr-col: destroyed in river-1 (RIVER-2)\n"
                             "  pushed back 100.0 paces\n"
                             "  loses its last 20 figures\n"
                             "  RIVER-2 by river-1 at 300,755\n");
  g_assert_cmpint (vd_test_run_cli_env (args, fr_env, &french, &err), ==, 0);
  g_assert_true (g_str_has_prefix (french, "fr-col\u00a0: anéantie dans river-1 (RIVER-2)\n"));
}

/* RIVER-2 spares a unit pushed across on a bridge; a ford gives it the stream rules. */
static void
test_river_2_bridge_and_ford (void)
{
  g_autofree char *path = vd_test_source_path ("tests", "files", "orders", "recoil.yaml", NULL);
  const char *bridge_args[] = { "recoil", path, "fr-bridge", "--to", "150,800", "--json", NULL };
  const char *ford_args[] = { "recoil", path, "fr-ford", "--to", "1050,800", "--json", NULL };
  g_autofree char *bridge_out = run_ok (bridge_args);
  g_autofree char *ford_out = run_ok (ford_args);
  g_autoptr(JsonNode) bridge = parse (bridge_out);
  g_autoptr(JsonNode) ford = parse (ford_out);
  JsonObject *answer = json_node_get_object (bridge);

  g_assert_cmpstr (json_object_get_string_member (answer, "outcome"), ==, "pushed-back");
  g_assert_true (json_object_get_null_member (answer, "feature"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "reasons")),
                    ==, 0);
  answer = json_node_get_object (ford);
  g_assert_cmpstr (json_object_get_string_member (answer, "outcome"), ==, "pushed-back");
  g_assert_true (has_reason (json_object_get_array_member (answer, "reasons"), "STREAM-1",
                             "ford-1"));
  g_assert_true (has_reason (json_object_get_array_member (answer, "reasons"), "STREAM-3",
                             "ford-1"));
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (answer,
                                                                                "conditions"),
                                                  0), ==, "disorganized");
}

/* MARSH-2: no formation, by the marsh; recorded with -o, the unit stands in it. */
static void
test_marsh_2_no_formation (void)
{
  g_autoptr(Copy) copy = copy_new ();
  const char *args[] = { "recoil", copy->path, "fr-line", "--to", "600,560", "--json", "-o",
                         copy->path, NULL };
  const char *log[] = { "log", copy->path, NULL };
  g_autofree char *out = run_ok (args);
  g_autofree char *lines = run_ok (log);
  g_autoptr(JsonNode) root = parse (out);
  JsonObject *answer = json_node_get_object (root);
  g_autofree char *saved = NULL;

  g_assert_cmpstr (json_object_get_string_member (answer, "outcome"), ==, "no-formation");
  g_assert_cmpstr (json_object_get_string_member (answer, "feature"), ==, "marsh-1");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (answer,
                                                                                "conditions"),
                                                  0), ==, "no-formation");
  g_assert_true (has_reason (json_object_get_array_member (answer, "reasons"), "MARSH-2",
                             "marsh-1"));
  g_assert_cmpstr (lines, ==, "1  recoil  Turn 1: fr-line is pushed back 160 paces into "
                              "marsh and has no formation (MARSH-2)\n");
  g_assert_true (g_file_get_contents (copy->path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "event: recoil"));
  g_assert_nonnull (strstr (saved, "rule: MARSH-2"));
}

/* TABLE-EDGE: a push-back off the table is judged impossible (exit 0), refused with -o (exit 1,
 * nothing written) and by record; bad usage exits 2; a unit that is not there exits 1. */
static void
test_table_edge_and_usage (void)
{
  g_autoptr(Copy) copy = copy_new ();
  const char *judge[] = { "recoil", copy->path, "fr-line", "--to", "600,1250", NULL };
  const char *write[] = { "recoil", copy->path, "fr-line", "--to", "600,1250", "-o", copy->path,
                          NULL };
  const char *record[] = { "record", copy->path, "recoil", "fr-line", "600,1250", NULL };
  const char *no_to[] = { "recoil", copy->path, "fr-line", NULL };
  const char *bad_point[] = { "recoil", copy->path, "fr-line", "--to", "x", NULL };
  const char *forced[] = { "record", copy->path, "recoil", "fr-line", "600,560", "--forced",
                           NULL };
  const char *ghost[] = { "recoil", copy->path, "fr-ghost", "--to", "1,1", NULL };
  g_autofree char *before = NULL, *after = NULL, *out = NULL, *err = NULL;

  g_assert_true (g_file_get_contents (copy->path, &before, NULL, NULL));
  out = run_ok (judge);
  g_assert_cmpstr (out, ==, "fr-line: impossible: it would leave the table (TABLE-EDGE)\n");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (vd_test_run_cli (write, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "TABLE-EDGE"));
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (vd_test_run_cli (record, &out, &err), ==, 1);
  g_assert_cmpstr (err, ==, "vedette-cli: error: fr-line cannot be pushed back there: it would "
                            "leave the table (TABLE-EDGE)\n");
  g_assert_true (g_file_get_contents (copy->path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (vd_test_run_cli (no_to, NULL, NULL), ==, 2);
  g_assert_cmpint (vd_test_run_cli (bad_point, NULL, NULL), ==, 2);
  g_assert_cmpint (vd_test_run_cli (forced, NULL, NULL), ==, 2);
  g_assert_cmpint (vd_test_run_cli (ghost, NULL, NULL), ==, 1);
}

/* RIVER-2 recorded: the unit is gone (an event naming it is refused), the report counts its
 * figures and says it was destroyed; undo brings it back. */
static void
test_river_2_record_report_undo (void)
{
  g_autoptr(Copy) copy = copy_new ();
  g_autofree char *csv = g_build_filename (copy->dir, "report.csv", NULL);
  const char *record[] = { "record", copy->path, "recoil", "fr-col", "300,800", NULL };
  const char *loss[] = { "record", copy->path, "loss", "fr-col", "1", NULL };
  const char *report[] = { "report", copy->path, "-o", csv, "--json", NULL };
  const char *undo[] = { "undo", copy->path, NULL };
  g_autofree char *out = run_ok (record);
  g_autofree char *err = NULL, *json = NULL, *text = NULL, *undone = NULL, *saved = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *units;
  gboolean found = FALSE;

  g_assert_cmpstr (out, ==, "recorded: 1  recoil  Turn 1: fr-col is pushed back into river "
                            "and destroyed: 20 figures lost (RIVER-2)\n");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (vd_test_run_cli (loss, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "unit “fr-col” in"));
  g_assert_nonnull (strstr (err, "was destroyed: it is no longer on the table"));

  json = run_ok (report);
  root = parse (json);
  units = json_object_get_array_member (json_node_get_object (root), "units");
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (!g_str_equal (json_object_get_string_member (unit, "id"), "fr-col"))
        continue;
      found = TRUE;
      g_assert_true (json_object_get_boolean_member (unit, "destroyed"));
      g_assert_cmpint (json_object_get_int_member (unit, "casualties"), ==, 24);
      g_assert_cmpint (json_object_get_int_member (unit, "current"), ==, 0);
    }
  g_assert_true (found);
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\r\nunit,fr-col,fr-col,,french,,1,24,24,0,100.0,,steady,,,yes,"
                                  ",0,infantry,column,,\r\n"));
  g_assert_nonnull (strstr (text, "\r\nturn,french,French,,french,,,,20,,,,,1,20,,,,,,,\r\n"));

  undone = run_ok (undo);
  g_assert_true (g_str_has_prefix (undone, "undone: 1  recoil  "));
  g_assert_true (g_file_get_contents (copy->path, &saved, NULL, NULL));
  g_assert_null (strstr (saved, "event: recoil"));
}

/* HOUSE-10: the side that sets the village (10 points) on fire loses 5, said when it is
 * recorded, and the report counts them for the side. */
static void
test_house_10_half_points (void)
{
  g_autoptr(Copy) copy = copy_new ();
  g_autofree char *csv = g_build_filename (copy->dir, "report.csv", NULL);
  const char *fire[] = { "record", copy->path, "fire", "ru-how", "village-1", "6", NULL };
  const char *report[] = { "report", copy->path, "-o", csv, "--json", NULL };
  g_autofree char *out = run_ok (fire);
  g_autofree char *json = run_ok (report);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = parse (json);
  JsonArray *sides = json_object_get_array_member (json_node_get_object (root), "sides");

  g_assert_cmpstr (out, ==, "recorded: 1  fire  Turn 1: ru-how sets house on fire (die 6): "
                            "Russian loses 5 objective points (HOUSE-10)\n");
  for (guint i = 0; i < json_array_get_length (sides); i++)
    {
      JsonObject *side = json_array_get_object_element (sides, i);
      gboolean russian = g_str_equal (json_object_get_string_member (side, "id"), "russian");

      g_assert_cmpfloat (json_object_get_double_member (side, "points_lost"), ==,
                         russian ? 5 : 0);
    }
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\r\nside,russian,Russian,side,russian,,2,28,0,28,0.0,steady,"
                                  ",,,,5,0,,,,\r\n"));
}

/* HOUSE-10 on a village without points: it burns, nothing is lost, and bombard --fire says so. */
static void
test_house_10_no_points (void)
{
  g_autofree char *path = vd_test_source_path ("tests", "files", "orders", "crossing.yaml", NULL);
  const char *args[] = { "bombard", path, "ru-how", "village-1", "--fire", "--die", "6", NULL };
  g_autofree char *out = run_ok (args);

  g_assert_nonnull (strstr (out, "\n  village-1 has no objective points: nothing is lost "
                                 "(HOUSE-10)\n"));
}

/* HOUSE-10: set on fire in turn 1; the end of turn 1 destroys no one; the end of turn 2
 * destroys fr-village, still inside, in the same step (its own line, then the end of the
 * turn; in JSON its "consequences"); one undo undoes both. */
static void
test_house_10_occupants_destroyed_next_turn (void)
{
  g_autoptr(Copy) copy = copy_new ();
  const char *fire[] = { "record", copy->path, "fire", "ru-how", "village-1", "6", NULL };
  const char *end_turn[] = { "record", copy->path, "end-turn", NULL };
  const char *end_turn_json[] = { "record", copy->path, "end-turn", "--json", NULL };
  const char *undo[] = { "undo", copy->path, NULL };
  const char *log[] = { "log", copy->path, NULL };
  g_autofree char *a = run_ok (fire);
  g_autofree char *b = run_ok (end_turn);
  g_autofree char *c = run_ok (end_turn_json);
  g_autofree char *d = NULL, *e = NULL, *f = NULL;
  g_autoptr(JsonNode) root = parse (c);
  JsonObject *end = json_node_get_object (root);
  JsonArray *consequences = json_object_get_array_member (end, "consequences");
  JsonObject *destroy;

  g_assert_cmpstr (b, ==, "recorded: 2  end-turn  Turn 1 ends\n");
  g_assert_cmpstr (json_object_get_string_member (end, "event"), ==, "end-turn");
  g_assert_cmpint (json_object_get_int_member (end, "index"), ==, 4);
  g_assert_cmpuint (json_array_get_length (consequences), ==, 1);
  destroy = json_array_get_object_element (consequences, 0);
  g_assert_cmpstr (json_object_get_string_member (destroy, "event"), ==, "destroy");
  g_assert_cmpstr (json_object_get_string_member (destroy, "unit"), ==, "fr-village");
  g_assert_cmpstr (json_object_get_string_member (destroy, "feature"), ==, "village-1");
  g_assert_cmpstr (json_object_get_string_member (destroy, "rule"), ==, "HOUSE-10");
  g_assert_cmpint (json_object_get_int_member (destroy, "figures"), ==, 24);
  g_assert_cmpint (json_object_get_int_member (destroy, "index"), ==, 3);

  d = run_ok (log);
  g_assert_cmpstr (d, ==, "1  fire  Turn 1: ru-how sets house on fire (die 6): Russian loses "
                          "5 objective points (HOUSE-10)\n"
                          "2  end-turn  Turn 1 ends\n"
                          "3  destroy  Turn 2: fr-village is destroyed in house: 24 figures "
                          "lost (HOUSE-10)\n"
                          "4  end-turn  Turn 2 ends\n");
  e = run_ok (undo);
  g_assert_cmpstr (e, ==, "undone: 3  destroy  Turn 2: fr-village is destroyed in house: 24 "
                          "figures lost (HOUSE-10)\n"
                          "undone: 4  end-turn  Turn 2 ends\n");
  f = run_ok (log);
  g_assert_cmpstr (f, ==, "1  fire  Turn 1: ru-how sets house on fire (die 6): Russian loses "
                          "5 objective points (HOUSE-10)\n"
                          "2  end-turn  Turn 1 ends\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/recoil/RIVER-2-destroyed", test_river_2_destroyed);
  g_test_add_func ("/cli/recoil/RIVER-2-bridge-and-ford", test_river_2_bridge_and_ford);
  g_test_add_func ("/cli/recoil/RIVER-2-record-report-undo", test_river_2_record_report_undo);
  g_test_add_func ("/cli/recoil/MARSH-2-no-formation", test_marsh_2_no_formation);
  g_test_add_func ("/cli/recoil/TABLE-EDGE-and-usage", test_table_edge_and_usage);
  g_test_add_func ("/cli/fire/HOUSE-10-half-points", test_house_10_half_points);
  g_test_add_func ("/cli/fire/HOUSE-10-no-points", test_house_10_no_points);
  g_test_add_func ("/cli/fire/HOUSE-10-occupants-destroyed-next-turn",
                   test_house_10_occupants_destroyed_next_turn);
  return g_test_run ();
}
