#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex carre and hex recall (README "LBA's carré and recall"): the seed's cells on
 * a board with their rules, an open reading named with exit 0, bad input refused with exit 1,
 * Vedette's seeded roll, and --apply recording the result as one undo step. */

static char *
board_path (void)
{
  return vd_test_source_path ("tests", "files", "hex", "carre-lba.yaml", NULL);
}

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

/* LBA-CAR-1, LBA-CAR-2: the French table from column at 2 MP, Légère -3. */
static void
test_carre (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "column",
                                           "--mp", "2", "--roll", "46", "--modifier", "legere",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "nation"), ==, "french");
  g_assert_cmpstr (json_object_get_string_member (answer, "chart"), ==, "carre-french");
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "column-2mp");
  g_assert_cmpint (json_object_get_int_member (answer, "modified"), ==, 43);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "carre");
  g_assert_cmpstr (json_object_get_string_member (answer, "result_rule"), ==, "LBA-CAR-1");
  g_assert_cmpstr (json_object_get_string_member (answer, "state"), ==, "carre");
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CAR-2", "legere -3"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CAR-1", "43 lies in 11-43"));
  g_assert_true (vd_test_json_has_reason (answer, "lba-i-carre-mp", "open"));
  g_assert_false (json_object_get_boolean_member (answer, "applied"));

  /* Without --json: the result and its reasons. */
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "column",
                                           "--mp", "2", "--roll", "62", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "rout (LBA-CAR-1)"));
  g_assert_nonnull (strstr (out, "62 lies in 62-66"));

  /* Open readings that change the answer: named, exit 0 (lba-i-d66: 41 - 6 is 35 or 31). */
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "column",
                                           "--mp", "1", "--roll", "41", "--modifier", "guard",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "missing"),
                                                  "rule"), ==, "lba-i-d66");

  /* LBA-CAR-4: the referee names a 6th Linie battalion. */
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "a1", "--from", "line",
                                           "--mp", "1", "--roll", "33", "--modifier",
                                           "sixth-battalion", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "barred");
  g_assert_cmpstr (json_object_get_string_member (answer, "result_rule"), ==, "LBA-CAR-4");

  /* Vedette's roll, repeatable with --seed. */
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "r1", "--from", "line",
                                           "--mp", "4", "--seed", "7", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "rolled"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "carre");
}

/* Bad input: exit 1 with a clear message. */
static void
test_carre_refused (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "n1", "--from", "line",
                                           "--mp", "1", "--roll", "33", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nation"));
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "line",
                                           "--mp", "1", "--roll", "37", NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "line",
                                           "--mp", "1", "--roll", "33", "--modifier", "egerskii",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "egerskii"));
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--mp", "1", NULL },
                        &out, &err), ==, 2);
}

/* --apply: the result as the counter's state, one undo step. */
static void
test_carre_apply (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *copy = vd_test_scratch_copy (board, "carre.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "carre", copy, "f1", "--from", "line",
                                           "--mp", "1", "--roll", "56", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "recorded: f1 becomes routed"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: state"));
  g_assert_nonnull (strstr (written, "state: routed"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "state: routed"));
  vd_test_remove_scratch (copy);
}

/* LBA-REC-1, LBA-COS-3: the recall rows. */
static void
test_recall (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "recall", board, "c1", "--kind",
                                           "russian-light", "--roll", "2", "--personality",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "needed"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (answer, "modified"), ==, 3);
  g_assert_true (json_object_get_boolean_member (answer, "recalled"));
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "LBA-REC-1");
  g_assert_true (vd_test_json_has_reason (answer, "LBA-REC-1", "+1"));

  g_assert_cmpint (run ((const char *[]) { "hex", "recall", board, "k1", "--roll", "4", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "not recalled (LBA-REC-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "recall", board, "c1", "--kind",
                                           "russian-cossacks", "--roll", "5", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "LBA-COS-3"));
  g_assert_cmpint (run ((const char *[]) { "hex", "recall", board, "fc", "--roll", "7", NULL },
                        &out, &err), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/carre-LBA-CAR-1-LBA-CAR-2", test_carre);
  g_test_add_func ("/cli/hex/carre-refused", test_carre_refused);
  g_test_add_func ("/cli/hex/carre-apply", test_carre_apply);
  g_test_add_func ("/cli/hex/recall-LBA-REC-1-LBA-COS-3", test_recall);
  return g_test_run ();
}
