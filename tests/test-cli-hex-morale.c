#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex morale (help "Morale on a board"): the seed's 25.2 example on a board, a
 * missing value named with exit 0, bad input refused with exit 1, Vedette's seeded roll and
 * the rally steps (25.5). */

static char *
board_path (void)
{
  return vd_test_source_path ("tests", "files", "hex", "morale-bn.yaml", NULL);
}

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

/* 25.2-ex: C in square on row B, 56 Shaken; then flank and wreck, the bottom row, 66. */
static void
test_25_2_ex (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  /* sq's grade C is on its counter (the board's `grade`); br's is given. */
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--roll", "56",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "checker"), ==, "sq");
  g_assert_cmpstr (json_object_get_string_member (answer, "grade"), ==, "C");
  g_assert_true (vd_test_json_has_reason (answer, "25.2a", "grade C on its counter"));
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "B");
  g_assert_cmpint (json_object_get_int_member (answer, "shift"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "Shaken");
  g_assert_cmpstr (json_object_get_string_member (answer, "result_rule"), ==, "25.2-ex");
  g_assert_cmpstr (json_object_get_string_member (answer, "new_level"), ==, "shaken");
  g_assert_true (vd_test_json_has_reason (answer, "25.2-ex", "square"));

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "br", "--grade", "C",
                                           "--roll", "66", "--flank", "--elite", "0", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "the bottom row");
  g_assert_cmpint (json_object_get_int_member (answer, "shift"), ==, -6);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==,
                   "Routed, retreat 2 hexes, 4 stragglers");
  g_assert_cmpstr (json_object_get_string_member (answer, "level"), ==, "shaken");
  g_assert_cmpstr (json_object_get_string_member (answer, "new_level"), ==, "routed");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                  "combination"),
                                                  "rule"), ==, "25.4");
  g_assert_true (vd_test_json_has_reason (answer, "25.2-ex", "wrecked division (d1)"));

  /* The text names the row, the result and its rule. */
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "C",
                                           "--roll", "56", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "row B, roll 56: Shaken (25.2-ex)"));
}

/* A cell, the grade and the officer's value missing: named, "unknown: supply it", exit 0;
 * --result gives the referee's own reading, combined (25.4). */
static void
test_missing (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "C",
                                           "--roll", "23", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (answer, "missing"),
                                                           "why"), "row B, roll 23"));
  g_assert_true (json_object_get_null_member (answer, "new_level"));

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "led", "--roll", "23",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer, "missing"),
                                                  "rule"), ==, "25.0");

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "led", "--grade", "C",
                                           "--roll", "23", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer, "missing"),
                                                  "rule"), ==, "26.3a");

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "led", "--grade", "C",
                                           "--roll", "23", "--officer-value", "2", "--result",
                                           "DG", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "B");
  g_assert_cmpstr (json_object_get_string_member (answer, "level"), ==, "routed");
  g_assert_cmpstr (json_object_get_string_member (answer, "new_level"), ==, "routed");
}

/* Bad input: exit 1 and a clear message. */
static void
test_errors (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "Z", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a grade"));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "C",
                                           "--roll", "70", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "11 to 66"));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--up", "3", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "20.4a"));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--level", "brave",
                                           NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "nobody", NULL }, &out, &err),
                   ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, NULL }, &out, &err), ==, 2);
}

/* Without --roll Vedette rolls two dice read 11-66; --seed repeats it. */
static void
test_seeded_roll (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL, *first = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;
  int roll;

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "C",
                                           "--seed", "7", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  roll = json_object_get_int_member (answer, "roll");
  g_assert_true (roll / 10 >= 1 && roll / 10 <= 6 && roll % 10 >= 1 && roll % 10 <= 6);
  g_assert_true (json_object_get_boolean_member (answer, "rolled"));
  first = g_steal_pointer (&out);
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "sq", "--grade", "C",
                                           "--seed", "7", "--json", NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, first);
}

/* 25.5: the shaken stack rallies to Normal (C); the routed one rolls, plus its officer (E). */
static void
test_25_5 (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "br", "--rally", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "step"), ==, "C");
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "normal");
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "25.5");

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "led", "--rally", "--roll",
                                           "3", "--officer-value", "2", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "step"), ==, "E");
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "disorganized");

  g_assert_cmpint (run ((const char *[]) { "hex", "morale", board, "led", "--rally", "--roll",
                                           "3", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
}

/* 25.5 B, 25.2c: a stack in blood lust next to the enemy rolls on the Blood Lust table: the
 * roll's cell, which the seed lacks, is named by 25.2c. */
static void
test_25_5b_25_2c (void)
{
  g_autofree char *source = board_path ();
  g_autofree char *home = g_dir_make_tmp ("vedette-morale-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *text = NULL, *out = NULL, *err = NULL, *with_foe = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *cell;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  with_foe = g_strconcat (text, "  - {id: foe, side: allied, class: infantry, hex: \"0304\"}\n",
                          NULL);
  g_assert_true (g_file_set_contents (copy, with_foe, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "sq", "--rally", "--level",
                                           "blood-lust", "--roll", "34", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "step"), ==, "B");
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  cell = json_object_get_object_member (answer, "cell");
  g_assert_cmpstr (json_object_get_string_member (cell, "rule"), ==, "25.2c");
  g_assert_nonnull (strstr (json_object_get_string_member (cell, "why"), "roll 34"));
  g_unlink (copy);
  g_rmdir (home);
}

/* --apply (25.4, 25.3c, 25.2e, 25.2d): the example's Routed on a copy of the board: the
 * dice kept as a `roll` event (25.2), the stack's counters routed and br's 4 stragglers on its row, which destroy it (off the map
 * before the retreat), one undo step; a result the table lacks
 * is refused without --result, the file untouched. */
static void
test_apply (void)
{
  g_autofree char *source = board_path ();
  g_autofree char *home = g_dir_make_tmp ("vedette-morale-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *before = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "br", "--grade", "C",
                                           "--roll", "33", "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "give the one read on the referee's table with --result"));
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpstr (before, ==, text);
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "br", "--grade", "C",
                                           "--flank", "--elite", "0", "--roll", "66", "--apply",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (answer, "new_level"), ==, "routed");
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "state: routed"));
  g_assert_nonnull (strstr (after, "event: roster"));
  /* 25.2e: the result's 4 stragglers on br's roster, said with the rule. */
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "stragglers"), "rule"), ==, "25.2e");
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "stragglers"), "why"), ==,
                   "4 stragglers on br's roster");
  /* 25.2d: its last box marked, br is destroyed and off the map before any retreat. */
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "destroyed"), "rule"), ==, "25.2d");
  g_assert_nonnull (strstr (after, "eliminated: true, note: \"25.2d\""));
  /* The dice are kept first, as the record of the check: its test, checker, roll and row. */
  g_assert_nonnull (strstr (after, "event: roll"));
  g_assert_nonnull (strstr (after, "unit: br, rule: \"25.2-ex\", test: morale, die: 66"));
  g_assert_true (strstr (after, "event: roll") < strstr (after, "event: state"));
  g_assert_cmpint (run ((const char *[]) { "log", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "br’s morale check roll (25.2-ex): 66, on the bottom row"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "br: state routed"));
  g_assert_nonnull (strstr (out, "morale check roll"));
  g_assert_nonnull (strstr (out, "roster"));
  {
    /* 26.4d: an officer with br loses his stack with it; where he goes is said. */
    g_autofree char *with_officer = g_strconcat (text, "  - {id: aide, side: allied, class: "
                                                 "officer, hex: \"0505\"}\n", NULL);

    g_assert_true (g_file_set_contents (copy, with_officer, -1, NULL));
    g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "br", "--grade", "C",
                                             "--flank", "--elite", "0", "--officer-value", "0",
                                             "--roll", "66", "--apply", NULL }, &out, &err), ==,
                     0);
    g_assert_nonnull (strstr (out, "  4 stragglers on br's roster (25.2e)\n"));
    g_assert_nonnull (strstr (out, "  aide is left without a stack: no stack under his "
                                   "command is left: he is eliminated (26.4d)\n"));
  }
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 25.2e: a morale check's losses are stragglers, so infantry only: a cavalry checker's result
 * naming 4 stragglers puts none on its row, and the answer says why, by 25.2e, in JSON and
 * text; its level is applied all the same. */
static void
test_apply_25_2e_cavalry (void)
{
  g_autofree char *source = board_path ();
  g_autofree char *home = g_dir_make_tmp ("vedette-morale-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *with_cavalry = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autofree char *text_out = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *stragglers;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  with_cavalry = g_strconcat (text, "  - {id: cav, side: allied, class: cavalry, hex: \"0208\","
                              " strength: A, grade: C}\n", NULL);
  g_assert_true (g_file_set_contents (copy, with_cavalry, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "cav", "--roll", "33",
                                           "--result", "Routed, retreat 2 hexes, 4 stragglers",
                                           "--apply", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (answer, "checker"), ==, "cav");
  stragglers = json_object_get_object_member (answer, "stragglers");
  g_assert_cmpstr (json_object_get_string_member (stragglers, "rule"), ==, "25.2e");
  g_assert_cmpstr (json_object_get_string_member (stragglers, "why"), ==,
                   "no stragglers for cav: only infantry takes them (the result names 4)");
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "state: routed"));
  g_assert_null (strstr (after, "event: roster"));
  g_assert_true (g_file_set_contents (copy, with_cavalry, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "cav", "--roll", "33",
                                           "--result", "Routed, retreat 2 hexes, 4 stragglers",
                                           "--apply", NULL }, &text_out, &err), ==, 0);
  g_assert_nonnull (strstr (text_out, "  no stragglers for cav: only infantry takes them (the "
                                      "result names 4) (25.2e)\n"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 25.2e: in a cavalry charge (--charge) the example's 4 losses are casualties on br's row,
 * said with the rule among the reasons and for the roster. */
static void
test_25_2e_charge (void)
{
  g_autofree char *source = board_path ();
  g_autofree char *home = g_dir_make_tmp ("vedette-morale-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;
  JsonArray *reasons;
  gboolean said = FALSE;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "morale", copy, "br", "--grade", "C",
                                           "--flank", "--elite", "0", "--roll", "66", "--charge",
                                           "--apply", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  reasons = json_object_get_array_member (answer, "reasons");
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    {
      JsonObject *reason = json_array_get_object_element (reasons, i);

      said |= g_strcmp0 (json_object_get_string_member (reason, "rule"), "25.2e") == 0 &&
              strstr (json_object_get_string_member (reason, "what"),
                      "stragglers are casualties") != NULL;
    }
  g_assert_true (said);
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "stragglers"), "rule"), ==, "25.2e");
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "stragglers"), "why"), ==,
                   "4 stragglers as casualties on br's roster, in a charge");
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "unit: br, casualties: 6, stragglers: 1"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/morale-25.2-ex", test_25_2_ex);
  g_test_add_func ("/cli/hex/morale-missing", test_missing);
  g_test_add_func ("/cli/hex/morale-errors", test_errors);
  g_test_add_func ("/cli/hex/morale-seeded-roll", test_seeded_roll);
  g_test_add_func ("/cli/hex/morale-25.5", test_25_5);
  g_test_add_func ("/cli/hex/morale-25.5b-25.2c", test_25_5b_25_2c);
  g_test_add_func ("/cli/hex/morale-apply-25.4-25.2e", test_apply);
  g_test_add_func ("/cli/hex/morale-apply-25.2e-cavalry", test_apply_25_2e_cavalry);
  g_test_add_func ("/cli/hex/morale-25.2e-charge", test_25_2e_charge);
  return g_test_run ();
}
