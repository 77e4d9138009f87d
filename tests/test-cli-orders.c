/* vedette-cli move, bombard and repair end to end on tests/files/orders/crossing.yaml: the JSON
 * shape the issue asks for, the answers of the rule catalogue, exit statuses, and -o writing a
 * whole file or none. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

static char *
fixture (void)
{
  return vd_test_source_path ("tests", "files", "orders", "crossing.yaml", NULL);
}

/* Runs ARGS, which must succeed silently, and parses the JSON it prints. */
static JsonObject *
run_json (const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
assert_members_start (JsonObject *object, const char * const *expected)
{
  g_autoptr(GList) members = json_object_get_members (object);
  GList *l = members;

  for (guint i = 0; expected[i] != NULL; i++, l = l->next)
    {
      g_assert_nonnull (l);
      g_assert_cmpstr (l->data, ==, expected[i]);
    }
}

/* The reason RULE by BY is in REASONS (and returns it). */
static JsonObject *
find_reason (JsonArray *reasons, const char *rule, const char *by)
{
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      if (g_str_equal (json_object_get_string_member (reason, "rule"), rule) &&
          g_strcmp0 (json_object_get_string_member (reason, "by"), by) == 0)
        return reason;
    }
  g_error ("no reason %s by %s", rule, by);
}

static void
test_move_json_contract (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "move", path, "fr-col", "--to", "300,450", "--json", NULL };
  g_autoptr(JsonObject) answer = run_json (args);
  static const char * const keys[] = { "unit", "legal", "distance", "cost", "allowance",
                                       "conditions", "reasons", NULL };
  JsonArray *conditions;
  JsonObject *hedge;

  assert_members_start (answer, keys);
  g_assert_cmpstr (json_object_get_string_member (answer, "unit"), ==, "fr-col");
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpfloat (json_object_get_double_member (answer, "distance"), ==, 110);
  /* LOBS-1: a hedge costs an infantry column 20 paces at 25 mm. */
  g_assert_cmpfloat (json_object_get_double_member (answer, "cost"), ==, 130);
  g_assert_cmpfloat (json_object_get_double_member (answer, "allowance"), ==, 160);
  conditions = json_object_get_array_member (answer, "conditions");
  g_assert_cmpuint (json_array_get_length (conditions), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (conditions, 0), ==, "disorganized");
  hedge = find_reason (json_object_get_array_member (answer, "reasons"), "LOBS-1", "hedge-1");
  g_assert_cmpfloat (json_object_get_double_member (hedge, "paces"), ==, 20);
  g_assert_cmpstr (json_object_get_string_member (hedge, "condition"), ==, "disorganized");
}

static void
test_move_illegal_says_where (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "move", path, "fr-line", "--to", "600,560", "--json", NULL };
  const char *text_args[] = { "move", path, "fr-line", "--to", "600,560", NULL };
  g_autoptr(JsonObject) answer = run_json (args);
  g_autofree char *out = NULL, *err = NULL;
  JsonObject *marsh;
  JsonArray *at;

  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  marsh = find_reason (json_object_get_array_member (answer, "reasons"), "MARSH-1", "marsh-1");
  g_assert_true (json_object_get_boolean_member (marsh, "forbids"));
  /* The centre, 15 mm behind the front, enters the marsh at y 500: the front is at 515. */
  at = json_object_get_array_member (marsh, "at");
  g_assert_cmpfloat (json_array_get_double_element (at, 0), ==, 600);
  g_assert_cmpfloat (json_array_get_double_element (at, 1), ==, 515);

  /* An illegal move is still an answer: exit 0, the rule and the place in words. */
  g_assert_cmpint (vd_test_run_cli (text_args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "fr-line: not allowed — MARSH-1 by marsh-1 at 600,515\n"));
}

static void
test_move_allowance (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "move", path, "fr-col", "--to", "300,520", "--json", NULL };
  const char *forced[] = { "move", path, "fr-col", "--to", "300,520", "--forced", "--json", NULL };
  g_autoptr(JsonObject) answer = run_json (args);
  g_autoptr(JsonObject) forced_answer = NULL;
  JsonObject *over;

  /* 180 paces and the hedge's 20: 200 of 160. */
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpfloat (json_object_get_double_member (answer, "cost"), ==, 200);
  over = find_reason (json_object_get_array_member (answer, "reasons"), "ALLOWANCE", "fr-col");
  g_assert_true (json_object_get_boolean_member (over, "forbids"));

  /* A forced march gives 1.5 × 160 = 240. */
  forced_answer = run_json (forced);
  g_assert_true (json_object_get_boolean_member (forced_answer, "legal"));
  g_assert_cmpfloat (json_object_get_double_member (forced_answer, "allowance"), ==, 240);
  g_assert_true (json_object_get_boolean_member (forced_answer, "forced"));
}

static void
test_move_writes_output (void)
{
  g_autofree char *path = fixture ();
  g_autofree char *dir = g_dir_make_tmp ("vedette-orders-XXXXXX", NULL);
  g_autofree char *moved = g_build_filename (dir, "moved.yaml", NULL);
  g_autofree char *refused = g_build_filename (dir, "refused.yaml", NULL);
  const char *args[] = { "move", path, "fr-col", "--to", "300,450", "-o", moved, NULL };
  const char *illegal[] = { "move", path, "fr-line", "--to", "600,560", "-o", refused, NULL };
  const char *from_there[] = { "move", moved, "fr-col", "--to", "300,500", "--json", NULL };
  g_autofree char *out = NULL, *err = NULL, *text = NULL;
  g_autoptr(JsonObject) again = NULL;
  JsonArray *conditions;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (moved, &text, NULL, NULL));
  /* The move is an event of the journal; the set-up keeps the unit where it started. */
  g_assert_nonnull (strstr (text, "\njournal:"));
  g_assert_nonnull (strstr (text, "event: move"));
  g_assert_nonnull (strstr (text, "at: [300, 340]"));
  /* Read back, the unit stands at its destination with the condition the hedge gave it. */
  again = run_json (from_there);
  g_assert_cmpfloat (json_object_get_double_member (again, "distance"), ==, 50);
  conditions = json_object_get_array_member (again, "conditions");
  g_assert_cmpuint (json_array_get_length (conditions), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (conditions, 0), ==, "disorganized");

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli (illegal, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not allowed"));
  g_assert_false (g_file_test (refused, G_FILE_TEST_EXISTS));

  g_remove (moved);
  g_rmdir (dir);
}

/* TURN: a second move of the turn has only what is left (this_turn, the refusal, exit 1 with
 * -o), and --override records it as such; LOBS-3: a second bombardment refused, then allowed
 * anyway. */
static void
test_turn_limits (void)
{
  g_autofree char *path = fixture ();
  g_autofree char *dir = g_dir_make_tmp ("vedette-orders-XXXXXX", NULL);
  g_autofree char *table = g_build_filename (dir, "turn.yaml", NULL);
  g_autofree char *data = NULL, *text = NULL;
  const char *first[] = { "move", table, "fr-col", "--to", "300,250", "-o", table, NULL };
  const char *second[] = { "move", table, "fr-col", "--to", "300,350", "--json", NULL };
  const char *second_out[] = { "move", table, "fr-col", "--to", "300,350", "-o", table, NULL };
  const char *allowed[] = { "move", table, "fr-col", "--to", "300,350", "--override", "-o", table,
                            NULL };
  const char *bombard[] = { "bombard", table, "ru-bat", "hedge-1", "-o", table, NULL };
  const char *bombard_anyway[] = { "bombard", table, "ru-bat", "hedge-1", "--override", "-o",
                                   table, NULL };
  g_autoptr(JsonObject) answer = NULL;
  JsonObject *turn;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_file_set_contents (table, data, length, NULL));
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (first, &out, &err), ==, 0);
  }
  answer = run_json (second);
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  find_reason (json_object_get_array_member (answer, "reasons"), "TURN", "fr-col");
  g_assert_cmpstr (json_object_get_string_member (answer, "refusal"), ==,
                   "fr-col has 70 paces left this turn of 160 (TURN)");
  turn = json_object_get_object_member (answer, "this_turn");
  g_assert_cmpfloat (json_object_get_double_member (turn, "moved"), ==, 90);
  g_assert_cmpfloat (json_object_get_double_member (turn, "allowance"), ==, 160);
  g_assert_cmpfloat (json_object_get_double_member (turn, "left"), ==, 70);
  g_assert_false (json_object_get_boolean_member (turn, "fired"));
  g_assert_false (json_object_get_boolean_member (turn, "charged"));
  g_assert_false (json_object_get_boolean_member (turn, "bombarded"));
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (second_out, &out, &err), ==, 1);
    g_assert_nonnull (strstr (out, "fr-col has 70 paces left this turn of 160 (TURN)"));
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (allowed, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "allowed anyway against TURN"));
    g_assert_true (g_file_get_contents (table, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "override: true"));
    g_assert_nonnull (strstr (text, "overridden: TURN"));
    g_clear_pointer (&text, g_free);
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (bombard, &out, &err), ==, 0);
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (bombard, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "ru-bat has already fired its guns this turn (LOBS-3)"));
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (vd_test_run_cli (bombard_anyway, &out, &err), ==, 0);
    g_assert_true (g_file_get_contents (table, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "overridden: LOBS-3"));
  }
  /* `record` keeps the same limits, and the same way to set them aside. */
  {
    const char *record[] = { "record", table, "bombard", "ru-bat", "hedge-1", NULL };
    const char *record_anyway[] = { "record", table, "bombard", "ru-bat", "hedge-1",
                                    "--override", NULL };
    g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

    g_assert_cmpint (vd_test_run_cli (record, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "(LOBS-3)"));
    g_assert_cmpint (vd_test_run_cli (record_anyway, &out2, &err2), ==, 0);
  }
  g_remove (table);
  {
    g_autofree char *backup = g_strconcat (table, "~", NULL);

    g_remove (backup);
  }
  g_rmdir (dir);
}

static void
test_move_usage (void)
{
  g_autofree char *path = fixture ();
  const char *no_to[] = { "move", path, "fr-col", NULL };
  const char *bad_point[] = { "move", path, "fr-col", "--to", "300;450", NULL };
  const char *unknown[] = { "move", path, "fr-nobody", "--to", "300,450", NULL };
  const char *feature[] = { "move", path, "hedge-1", "--to", "300,450", NULL };
  g_autofree char *err1 = NULL, *err2 = NULL, *err3 = NULL, *err4 = NULL;

  g_assert_cmpint (vd_test_run_cli (no_to, NULL, &err1), ==, 2);
  g_assert_nonnull (strstr (err1, "--to"));
  g_assert_cmpint (vd_test_run_cli (bad_point, NULL, &err2), ==, 2);
  g_assert_nonnull (strstr (err2, "300;450"));
  g_assert_cmpint (vd_test_run_cli (unknown, NULL, &err3), ==, 1);
  g_assert_nonnull (strstr (err3, "no unit “fr-nobody”"));
  g_assert_cmpint (vd_test_run_cli (feature, NULL, &err4), ==, 1);
  g_assert_nonnull (strstr (err4, "is a terrain feature"));
}

static JsonObject *
stretch_at (JsonArray *stretches, guint i, double x0, double x1)
{
  JsonObject *stretch = json_array_get_object_element (stretches, i);
  JsonArray *from = json_object_get_array_member (stretch, "from");
  JsonArray *to = json_object_get_array_member (stretch, "to");

  g_assert_cmpfloat (json_array_get_double_element (from, 0), ==, x0);
  g_assert_cmpfloat (json_array_get_double_element (from, 1), ==, 400);
  g_assert_cmpfloat (json_array_get_double_element (to, 0), ==, x1);
  g_assert_cmpfloat (json_array_get_double_element (to, 1), ==, 400);
  return stretch;
}

/* LOBS-3: the seed's 8-figure 6-pounder battery destroys 120 paces of hedge in a turn, centred
 * on the point nearest the battery (500,400). */
static void
test_bombard_LOBS_3 (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "bombard", path, "ru-bat", "hedge-1", "--json", NULL };
  g_autoptr(JsonObject) answer = run_json (args);
  static const char * const keys[] = { "feature", "by", "affected", "stretches", NULL };
  JsonArray *stretches;

  assert_members_start (answer, keys);
  g_assert_cmpstr (json_object_get_string_member (answer, "feature"), ==, "hedge-1");
  g_assert_cmpstr (json_object_get_string_member (answer, "by"), ==, "ru-bat");
  g_assert_cmpfloat (json_object_get_double_member (answer, "affected"), ==, 120);
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "LOBS-3");
  stretches = json_object_get_array_member (answer, "stretches");
  g_assert_cmpuint (json_array_get_length (stretches), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (stretch_at (stretches, 0, 100, 440), "state"),
                   ==, "intact");
  g_assert_cmpstr (json_object_get_string_member (stretch_at (stretches, 1, 440, 560), "state"),
                   ==, "destroyed");
  g_assert_cmpstr (json_object_get_string_member (stretch_at (stretches, 2, 560, 900), "state"),
                   ==, "intact");
}

/* Bombard with -o, then move through the gap: the destroyed stretch no longer costs LOBS-1;
 * then the engineers rebuild part of it (LOBS-4: 4 figures × 15 = 60 paces). */
static void
test_bombard_then_move_then_repair (void)
{
  g_autofree char *path = fixture ();
  g_autofree char *dir = g_dir_make_tmp ("vedette-orders-XXXXXX", NULL);
  g_autofree char *shelled = g_build_filename (dir, "shelled.yaml", NULL);
  const char *bombard[] = { "bombard", path, "ru-bat", "hedge-1", "-o", shelled, NULL };
  const char *before[] = { "move", path, "fr-col-2", "--to", "500,450", "--json", NULL };
  const char *after[] = { "move", shelled, "fr-col-2", "--to", "500,450", "--json", NULL };
  const char *repair[] = { "repair", shelled, "fr-sap", "hedge-1", "--at", "500,400", "-o",
                           shelled, "--json", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonObject) cost_before = run_json (before);
  g_autoptr(JsonObject) cost_after = NULL;
  g_autoptr(JsonObject) rebuilt = NULL;
  JsonArray *stretches;

  g_assert_cmpfloat (json_object_get_double_member (cost_before, "cost"), ==, 130);
  g_assert_cmpint (vd_test_run_cli (bombard, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "120.0 paces damaged (LOBS-3)"));

  cost_after = run_json (after);
  g_assert_cmpfloat (json_object_get_double_member (cost_after, "cost"), ==, 110);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (cost_after, "reasons")),
                    ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (cost_after,
                                                                         "conditions")), ==, 0);

  rebuilt = run_json (repair);
  g_assert_cmpfloat (json_object_get_double_member (rebuilt, "affected"), ==, 60);
  g_assert_cmpstr (json_object_get_string_member (rebuilt, "rule"), ==, "LOBS-4");
  stretches = json_object_get_array_member (rebuilt, "stretches");
  /* 470..530 rebuilt in the middle of 440..560. */
  g_assert_cmpuint (json_array_get_length (stretches), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (stretch_at (stretches, 1, 440, 470), "state"),
                   ==, "destroyed");
  g_assert_cmpstr (json_object_get_string_member (stretch_at (stretches, 2, 470, 530), "state"),
                   ==, "intact");

  /* Written over itself, the table keeps its previous version (and its autosave journal). */
  {
    g_autofree char *backup = g_strconcat (shelled, "~", NULL);
    g_autofree char *journal = g_strconcat (shelled, ".journal", NULL);

    g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
    g_remove (backup);
    g_remove (journal);
  }
  g_remove (shelled);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_bombard_refused (void)
{
  g_autofree char *path = fixture ();
  g_autofree char *dir = g_dir_make_tmp ("vedette-orders-XXXXXX", NULL);
  g_autofree char *never = g_build_filename (dir, "never.yaml", NULL);
  const char *small[] = { "bombard", path, "ru-bat-3", "hedge-1", "-o", never, NULL };
  const char *infantry[] = { "repair", path, "fr-col", "hedge-1", NULL };
  const char *marsh[] = { "bombard", path, "ru-bat", "marsh-1", NULL };
  g_autofree char *out1 = NULL, *err1 = NULL, *err2 = NULL, *err3 = NULL;

  g_assert_cmpint (vd_test_run_cli (small, &out1, &err1), ==, 1);
  g_assert_cmpstr (out1, ==, "");
  g_assert_nonnull (strstr (err1, "ru-bat-3"));
  g_assert_nonnull (strstr (err1, "LOBS-3"));
  g_assert_false (g_file_test (never, G_FILE_TEST_EXISTS));
  g_assert_cmpint (vd_test_run_cli (infantry, NULL, &err2), ==, 1);
  g_assert_nonnull (strstr (err2, "LOBS-4"));
  g_assert_cmpint (vd_test_run_cli (marsh, NULL, &err3), ==, 1);
  g_assert_nonnull (strstr (err3, "marsh-1"));
  g_rmdir (dir);
}

/* -o into a folder that does not exist: exit 1, nothing printed as done, no file. */
static void
test_bombard_unwritable_output (void)
{
  g_autofree char *path = fixture ();
  const char *args[] = { "bombard", path, "ru-bat", "hedge-1", "-o",
                         "/nonexistent-vedette/out.yaml", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "out.yaml"));
}

/* HOUSE-10: a howitzer battery declares a fire; a 6 sets the village burning from this turn
 * and the battalion inside must leave. */
static void
test_bombard_fire_HOUSE_10 (void)
{
  g_autofree char *path = fixture ();
  const char *miss[] = { "bombard", path, "ru-how", "village-1", "--fire", "--die", "5",
                         "--json", NULL };
  const char *hit[] = { "bombard", path, "ru-how", "village-1", "--fire", "--die", "6",
                        "--json", NULL };
  const char *no_howitzer[] = { "bombard", path, "ru-bat", "village-1", "--fire", "--die", "6",
                                NULL };
  const char *no_die[] = { "bombard", path, "ru-how", "village-1", "--fire", NULL };
  g_autoptr(JsonObject) missed = run_json (miss);
  g_autoptr(JsonObject) burning = run_json (hit);
  g_autofree char *err = NULL, *err2 = NULL;
  JsonArray *must_leave;

  g_assert_false (json_object_get_boolean_member (missed, "burning"));
  g_assert_true (json_object_get_boolean_member (burning, "burning"));
  g_assert_cmpstr (json_object_get_string_member (burning, "rule"), ==, "HOUSE-10");
  must_leave = json_object_get_array_member (burning, "must_leave");
  g_assert_cmpuint (json_array_get_length (must_leave), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (must_leave, 0), ==, "fr-village");

  g_assert_cmpint (vd_test_run_cli (no_howitzer, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "HOUSE-10"));
  g_assert_cmpint (vd_test_run_cli (no_die, NULL, &err2), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/move/json-contract", test_move_json_contract);
  g_test_add_func ("/cli/move/TURN/second-move-and-override", test_turn_limits);
  g_test_add_func ("/cli/move/illegal-says-where", test_move_illegal_says_where);
  g_test_add_func ("/cli/move/allowance-and-forced-march", test_move_allowance);
  g_test_add_func ("/cli/move/writes-output", test_move_writes_output);
  g_test_add_func ("/cli/move/usage", test_move_usage);
  g_test_add_func ("/cli/bombard/LOBS-3", test_bombard_LOBS_3);
  g_test_add_func ("/cli/bombard/then-move-then-repair", test_bombard_then_move_then_repair);
  g_test_add_func ("/cli/bombard/refused", test_bombard_refused);
  g_test_add_func ("/cli/bombard/unwritable-output", test_bombard_unwritable_output);
  g_test_add_func ("/cli/bombard/HOUSE-10", test_bombard_fire_HOUSE_10);
  return g_test_run ();
}
