#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex carre and hex recall (help "LBA's carré and recall"): the seed's cells on
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

  /* A charger without marks gives no modifier; one that is not cavalry is refused. */
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "column",
                                           "--mp", "2", "--roll", "46", "--charger", "c1",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "read 46: disorder (LBA-CAR-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "carre", board, "f1", "--from", "column",
                                           "--mp", "2", "--roll", "46", "--charger", "r1",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "the charger r1 is infantry, not cavalry (LBA-CAR-1)"));

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

/* LBA-MC-1 to 3, lba-i-loss-count: the unit's row of the fire-loss chart, the open reading
 * named when it changes the answer, the Cossacks not read on the chart (LBA-COS-1); bad input
 * refused with exit 1. */
static void
test_fire_checks (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *missing;
  JsonArray *at;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "f1", "--kind",
                                           "french-ligne", "--lost", "2", "--before", "0",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "french-ligne");
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "LBA-MC-1");
  g_assert_cmpint (json_object_get_int_member (answer, "checks"), ==, 1);
  at = json_object_get_array_member (answer, "at");
  g_assert_cmpint (json_array_get_length (at), ==, 1);
  g_assert_cmpint (json_array_get_int_element (at, 0), ==, 2);
  g_assert_true (vd_test_json_has_reason (answer, "LBA-MC-1", "french-ligne: even losses"));
  g_assert_true (vd_test_json_has_reason (answer, "lba-i-loss-count", "open"));

  /* One loss after one: the 2nd over its life, the 1st within the attack. */
  g_clear_object (&parser);
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "f1", "--kind",
                                           "french-ligne", "--lost", "1", "--before", "1",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "checks"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  missing = json_object_get_object_member (answer, "missing");
  g_assert_cmpstr (json_object_get_string_member (missing, "rule"), ==, "lba-i-loss-count");

  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "fc", "--lost", "2",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fire losses of fc (french-cavalry), 2 increments lost: 2 "
                                 "morale checks (LBA-MC-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "k1", "--lost", "1",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "not read on the chart (LBA-COS-1)"));

  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "f1", "--lost", "2",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--kind: french-ligne"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "r1", "--kind",
                                           "french-ligne", "--lost", "2", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "LBA-MC-2"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "n1", "--lost", "2",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nation"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-checks", board, "fc", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--lost"));
}

/* LBA-LIMB-1, LBA-LIMB-2, LBA-SANTON-1: the battery's row and the leaders' bonuses, an open
 * reading named, the Guard with no roll, refusals with their rule; --apply records the battery
 * limbered as its state, one undo step. */
static void
test_limber (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "limber-lba.yaml",
                                                 NULL);
  g_autofree char *board = vd_test_scratch_copy (source, "limber.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-position", "--bonus",
                                           "songis_and_muller_zakomelsky",
                                           "--roll", "4", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "row"), ==, "russian-position");
  g_assert_cmpint (json_object_get_int_member (answer, "needed"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (answer, "modified"), ==, 6);
  g_assert_true (json_object_get_boolean_member (answer, "limbers"));
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "LBA-LIMB-1");
  g_assert_true (vd_test_json_has_reason (answer, "LBA-LIMB-1", "on 6 or higher"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-LIMB-2",
                                          "songis_and_muller_zakomelsky +2"));
  g_assert_false (json_object_get_boolean_member (answer, "applied"));

  /* Two bonuses while lba-i-limber-bonuses is open: 2 +4 limbers, 2 +3 does not. */
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-position", "--bonus", "napoleon", "--bonus",
                                           "artillery_bonus_leader", "--roll", "2", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "limbers"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "missing"),
                                                  "rule"), ==, "lba-i-limber-bonuses");

  /* The Guard needs no roll, and Vedette rolls none. */
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "gg", "--kind",
                                           "french-de-la-garde", "--json", NULL }, &out, &err),
                   ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "needed"), ==, "automatic");
  g_assert_true (json_object_get_null_member (answer, "roll"));
  g_assert_false (json_object_has_member (answer, "rolled"));
  g_assert_true (json_object_get_boolean_member (answer, "limbers"));

  /* Without --json, and Vedette's roll repeatable with --seed. */
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "4", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "die 4, does not limber (LBA-LIMB-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--seed", "7", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "rolled"));

  /* Refused, exit 1, with the rule. */
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "sb", "--kind",
                                           "french-a-pied", "--roll", "6", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "never limber (LBA-SANTON-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "al", "--roll", "6", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "already limbered"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "french-a-pied", "--roll", "6", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "not one of its nation's"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--bonus", "murat", "--roll", "6",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "(LBA-LIMB-2)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "9", NULL }, &out, &err),
                   ==, 1);

  /* --apply: a failed roll records nothing; one that limbers, the state, undone in one step. */
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "4", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "nothing recorded"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "5", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "recorded: g1 becomes limbered"));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: state"));
  g_assert_nonnull (strstr (written, "unit: g1, state: limbered"));
  g_assert_nonnull (strstr (written, "note: \"limbering, die"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "5", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "already limbered"));
  g_assert_cmpint (run ((const char *[]) { "undo", board, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_null (strstr (written, "unit: g1, state: limbered"));
  g_assert_cmpint (run ((const char *[]) { "hex", "limber", board, "g1", "--kind",
                                           "russian-light", "--roll", "5", NULL }, &out, &err),
                   ==, 0);
  vd_test_remove_scratch (board);
}

static char *
special_path (void)
{
  return vd_test_source_path ("tests", "files", "hex", "special-lba.yaml", NULL);
}

/* LBA-SANTON-2, LBA-DRAG-1: hex info shows the earthwork's 2 fronts and 4 rears with their
 * fire defence, and the Sk regiment on a side of the hex with its share there. */
static void
test_info_special (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *santon, *sk;

  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0303", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  santon = json_object_get_object_member (answer, "santon");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (santon, "front")), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (santon, "front"),
                                                  0), ==, "0303|0402");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (santon, "rear")), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (santon,
                                                                              "fire_defence"),
                                               "front"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (santon,
                                                                              "fire_defence"),
                                               "rear"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (santon, "rule"), ==, "LBA-SANTON-2");
  g_assert_false (json_object_has_member (santon, "why"));

  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0607", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  sk = json_array_get_object_element (json_object_get_array_member (answer, "on_hexsides"), 0);
  g_assert_cmpstr (json_object_get_string_member (sk, "unit"), ==, "d1");
  g_assert_cmpstr (json_object_get_string_member (sk, "hexside"), ==, "0606|0607");
  g_assert_cmpint (json_object_get_int_member (sk, "increments_here"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (sk, "rule"), ==, "LBA-DRAG-1");

  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0303", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "earthwork front: 0303|0402, 0303|0403 (fire defence 10)"));
}

/* LBA-SANTON-2: check warns of a work with one front marked, at its line and column, and
 * hex info says the same. */
static void
test_check_santon (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex",
                                                "santon-one-front-lba.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *santon;

  g_assert_cmpint (run ((const char *[]) { "check", board, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (err, "santon-one-front-lba.yaml:9:11: warning: 0303: 1 front "
                                 "hexside marked with earthwork-front; an earthwork has 2 "
                                 "(LBA-SANTON-2)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0303", "--json", NULL },
                        &out, &err), ==, 0);
  santon = json_object_get_object_member (vd_test_json_object (out, &parser), "santon");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (santon, "rear")), ==, 5);
  g_assert_nonnull (strstr (json_object_get_string_member (santon, "why"), "has 2"));
}

/* LBA-SANTON-3: hex reach refuses the step through the front, hex move says why. */
static void
test_move_santon (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonArray *refused;
  gboolean found = FALSE;

  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "r1", "--json", NULL },
                        &out, &err), ==, 0);
  refused = json_object_get_array_member (vd_test_json_object (out, &parser), "refused");
  for (guint i = 0; i < json_array_get_length (refused); i++)
    {
      JsonObject *step = json_array_get_object_element (refused, i);

      found |= g_strcmp0 (json_object_get_string_member (step, "hex"), "0303") == 0 &&
               g_strcmp0 (json_object_get_string_member (step, "from"), "0403") == 0 &&
               g_strcmp0 (json_object_get_string_member (step, "rule"), "LBA-SANTON-3") == 0;
    }
  g_assert_true (found);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "r1", "--to", "0303", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "through a front hexside"));
  g_assert_nonnull (strstr (out, "LBA-SANTON-3"));
}

/* LBA-SANTON-1: the Santon battery sb never moves: hex move and hex reach refuse it with the
 * rule, and record refuses the move, the board left as it was. */
static void
test_move_santon_1 (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *copy = vd_test_scratch_copy (board, "special.yaml");
  g_autofree char *out = NULL, *err = NULL, *before = NULL, *after = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;
  JsonArray *refused;

  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "sb", "--to", "0302", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  g_assert_nonnull (strstr (json_object_get_string_member (answer, "why"),
                            "sb is a battery in a Santon earthwork: it never limbers, moves or "
                            "turns"));
  g_assert_nonnull (strstr (out, "\"LBA-SANTON-1\""));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "sb", "--json", NULL },
                        &out, &err), ==, 0);
  g_clear_object (&parser);
  refused = json_object_get_array_member (vd_test_json_object (out, &parser), "refused");
  g_assert_cmpuint (json_array_get_length (refused), >, 0);
  for (guint i = 0; i < json_array_get_length (refused); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (refused, i),
                                                    "rule"), ==, "LBA-SANTON-1");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "sb", "0302", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "(LBA-SANTON-1)"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  vd_test_remove_scratch (copy);
}

/* LBA-SANTON-2, LBA-SANTON-5, LBA-COS-1: hex fire on an LBA board. */
static void
test_fire_special (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *cossacks;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "rb", "--target", "sb",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "fire_defence"), ==, 10);
  g_assert_cmpstr (json_object_get_string_member (answer, "fire_defence_rule"), ==,
                   "LBA-SANTON-2");
  g_assert_true (vd_test_json_has_reason (answer, "LBA-SANTON-2", "through a front hexside"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "missing"),
                                                  "rule"), ==, "LBA-FD-5");

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "sb", "--target", "ra",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "LBA-SANTON-5"));

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "fl", "--target", "k1",
                                           "--lost", "1", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  cossacks = json_object_get_object_member (answer, "cossacks");
  g_assert_true (json_object_get_boolean_member (cossacks, "morale_check"));
  g_assert_true (json_object_get_boolean_member (cossacks, "routed"));
  g_assert_cmpstr (json_object_get_string_member (cossacks, "on_casualty"), ==, "routed");
  g_assert_cmpstr (json_object_get_string_member (cossacks, "rule"), ==, "LBA-COS-1");
  g_assert_true (vd_test_json_has_reason (answer, "LBA-COS-1", "check morale"));

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "fd", "--target", "k1",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "no check"));
  g_assert_null (strstr (out, "k1 checks morale"));
}

/* LBA-COS-1: --apply records the Cossacks' rout as their state, one undo step. */
static void
test_fire_apply (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *copy = vd_test_scratch_copy (board, "special.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "fl", "--target", "k1",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "nothing recorded"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "fl", "--target", "k1",
                                           "--lost", "1", "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "recorded: k1 becomes routed"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: state"));
  g_assert_nonnull (strstr (written, "(LBA-COS-1)"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "event: state"));
  vd_test_remove_scratch (copy);
}

/* LBA-COS-2, LBA-COS-3, LBA-DRAG-3: hex charge refuses with the rule, or says the contact. */
static void
test_charge_special (void)
{
  g_autofree char *board = special_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", board, "k1", "--target", "fl",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "refused"),
                                                  "rule"), ==, "LBA-COS-2");

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", board, "gk", "--target", "fl",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-COS-3", "regular cavalry"));

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", board, "d1", "--target", "fl",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "refused"));
  g_assert_nonnull (strstr (out, "(LBA-DRAG-3)"));

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", board, "fc", "--target", "d1",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "contact"),
                                                  "rule"), ==, "LBA-DRAG-3");

  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "d1", "--defend",
                                           "fl", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "LBA-DRAG-3"));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "k1", "--defend",
                                           "fl", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "(LBA-COS-2)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "charge", board, "fl", "--target", "k1", NULL },
                        &out, &err), ==, 1);
}

/* LBA-LVL-1 to -3 on the command line (tests/files/hex/levels-lba.yaml): III Corps at level 1
 * with its reason, the Coalition's view only its own, a game without levels refused. */
static void
test_levels (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "levels-lba.yaml",
                                                NULL);
  g_autofree char *other = vd_test_source_path ("tests", "files", "hex", "retreat-1914.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *corps;
  JsonArray *formations;

  g_assert_cmpint (run ((const char *[]) { "hex", "levels", board, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "french-iii-corps (10 battalions): 1 eliminated, 1 routed: "
                                 "level 1, -3 to all its morale rolls (LBA-LVL-1)"));
  g_assert_nonnull (strstr (out, "kienmayer: not in the chart, no morale levels (LBA-LVL-3)"));
  g_assert_nonnull (strstr (out, "(LBA-LVL-2)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "levels", board, "--side", "coalition",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  formations = json_object_get_array_member (answer, "formations");
  g_assert_cmpuint (json_array_get_length (formations), ==, 1);
  corps = json_array_get_object_element (formations, 0);
  g_assert_cmpstr (json_object_get_string_member (corps, "formation"), ==,
                   "coalition-ii-colonne");
  g_assert_cmpint (json_object_get_int_member (corps, "level"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (corps, "next_at"), ==, 3);
  g_assert_cmpint (run ((const char *[]) { "hex", "levels", other, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no morale levels"));
}

/* `hex chateau`: the sappers and the door (LBA-CHAT-4, -5), the infantry-only assault
 * (LBA-CHAT-1), the holder from the set-up (LBA-CHAT-6), a DD recorded (LBA-CHAT-3). */
static void
test_chateau (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "chateau-lba.yaml",
                                                 NULL);
  g_autofree char *board = vd_test_scratch_copy (source, "chateau.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *defender;

  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "f1,f2",
                                           "--defend", "o1", "--roll", "4", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "sappers"));
  g_assert_cmpint (json_object_get_int_member (answer, "die"), ==, 4);
  g_assert_false (json_object_get_boolean_member (answer, "door_broken"));
  defender = json_array_get_object_element (json_object_get_array_member (answer, "defenders"),
                                            0);
  g_assert_cmpfloat (json_object_get_double_member (defender, "multiply"), ==, 1.5);
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CHAT-4", "the door holds"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CHAT-6", "from the set-up"));

  /* A 1: the door gives way. */
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "f1",
                                           "--defend", "o1", "--roll", "1", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "o1: melee value ×1 (LBA-CHAT-4)"));
  g_assert_nonnull (strstr (out, "the door gives way"));

  /* The Egerskii and a named 6th battalion have no sappers: no die, the door holds. */
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "e1,a6",
                                           "--defend", "fr", "--sixth-battalion", "a6",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (answer, "sappers"));
  g_assert_true (json_object_get_null_member (answer, "die"));
  g_assert_false (json_object_get_boolean_member (answer, "rolled"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CHAT-5", "Egerskii: no sappers"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CHAT-5", "6th battalion"));

  /* LBA-CHAT-2 in hex odds: the defender makes no pre-melee check. */
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "f1,f2",
                                           "--defend", "o1", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "pre_melee"),
                                                  "defender_exempt"), ==, "LBA-CHAT-2");
  g_assert_true (json_object_get_null_member (json_object_get_object_member (answer,
                                                                             "pre_melee"),
                                              "defender"));
  g_assert_true (vd_test_json_has_reason (answer, "LBA-CHAT-2", "no pre-melee check"));

  /* Cavalry may not assault it. */
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "f1,fc",
                                           "--defend", "o1", "--roll", "3", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "refused: fc is not infantry"));
  g_assert_nonnull (strstr (out, "(LBA-CHAT-1)"));

  /* Bad input: exit 1, said. */
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "f1",
                                           "--defend", "o1", "--roll", "7", NULL }, &out, &err),
                   ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "o1",
                                           "--defend", "f1", "--roll", "3", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "not a château hex"));
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--defend", "o1",
                                           "--result", "DR", NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--attack", "f1", NULL },
                        &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "hex chateau wants"));

  /* A DD: no retreat, one increment lost, recorded as one undo step. */
  g_assert_cmpint (run ((const char *[]) { "hex", "chateau", board, "--defend", "o1",
                                           "--result", "DD", "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "no retreat, 5 increments left, a morale check (LBA-CHAT-3)"));
  g_assert_nonnull (strstr (out, "recorded: o1 at 5 increments"));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: strength"));
  g_assert_nonnull (strstr (written, "LBA-CHAT-3"));

  g_assert_cmpint (run ((const char *[]) { "undo", board, NULL }, &out, &err), ==, 0);
  vd_test_remove_scratch (board);
}

/* LBA-REC-1, LBA-CHG-1, LBA-GEN-1: hex charge follows the charge's course: the target's morale
 * check named missing, the recall read on the row given and rolled with --roll, and a recalled
 * charger moved back to the referee's hex with --back-to --apply, one undo step; not recalled,
 * nothing moves. */
static void
test_charge_course (void)
{
  g_autofree char *source = special_path ();
  g_autofree char *copy = vd_test_scratch_copy (source, "charge-course.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *recall, *step;
  JsonArray *course;
  gboolean morale = FALSE, after = FALSE;

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", copy, "gk", "--target", "fd",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  course = json_object_get_array_member (answer, "course");
  for (guint i = 0; i < json_array_get_length (course); i++)
    {
      step = json_array_get_object_element (course, i);
      if (g_str_equal (json_object_get_string_member (step, "step"), "defender-morale"))
        {
          morale = TRUE;
          g_assert_cmpstr (json_object_get_string_member (step, "rule"), ==, "LBA-CHG-1");
          g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                             step, "missing"), "rule"), ==, "LBA-GEN-1");
        }
      if (g_str_equal (json_object_get_string_member (step, "step"), "after-recall"))
        after = TRUE;
    }
  g_assert_true (morale && after);
  g_assert_true (json_object_get_null_member (answer, "recall"));

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", copy, "gk", "--target", "fd",
                                           "--kind", "russian-light", "--roll", "3", "--back-to",
                                           "0705", "--apply", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  recall = json_object_get_object_member (answer, "recall");
  g_assert_cmpstr (json_object_get_string_member (recall, "row"), ==, "russian-light");
  g_assert_cmpint (json_object_get_int_member (recall, "needed"), ==, 3);
  g_assert_true (json_object_get_boolean_member (recall, "recalled"));
  g_assert_cmpstr (json_object_get_string_member (recall, "rule"), ==, "LBA-REC-1");
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: move"));
  g_assert_nonnull (strstr (written, "event: roll"));
  g_assert_nonnull (strstr (written, "LBA-REC-1"));
  g_clear_pointer (&written, g_free);
  /* The roll and the move back are one step: one undo takes both. */
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "event: roll"));
  g_assert_null (strstr (written, "event: move"));
  g_clear_pointer (&written, g_free);

  /* A charger not recalled: --apply keeps its recall die alone, one step to undo. */
  g_assert_cmpint (run ((const char *[]) { "hex", "charge", copy, "k1", "--target", "fd",
                                           "--roll", "3", "--apply", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (json_object_get_object_member (answer,
                                                                                 "recall"),
                                                  "recalled"));
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: roll"));
  g_assert_nonnull (strstr (written, "test: recall"));
  g_assert_null (strstr (written, "event: move"));
  g_clear_pointer (&written, g_free);
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);

  g_assert_cmpint (run ((const char *[]) { "hex", "charge", copy, "k1", "--target", "fd",
                                           "--roll", "4", "--back-to", "0504", "--apply", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not recalled"));
  g_assert_cmpint (run ((const char *[]) { "hex", "charge", copy, "k1", "--target", "fd",
                                           "--roll", "5", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "russian-cossacks, 5 or higher: die 5, recalled (LBA-REC-1)"));
  g_assert_nonnull (strstr (out, "the missing Premier Rules (LBA-GEN-1)"));
  vd_test_remove_scratch (copy);
}

/* LBA-VIN-3: `hex move --spread` says what the spread does, `record move --spread` keeps it
 * (the board's `spread` on save, `hex info` in each hex it holds, `undo` takes it back), a
 * refused spread exits 1 with its rule, nothing recorded; a later move gathers it. */
static void
test_vineyard_spread (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex",
                                                 "vineyard-spread-lba.yaml", NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "vineyard-spread.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *unit;
  JsonArray *spread;

  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "b7", "--to", "0404",
                                           "--spread", "0403,0405", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  spread = json_object_get_array_member (answer, "spread");
  g_assert_cmpuint (json_array_get_length (spread), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (spread, 0), ==, "0403");
  g_assert_nonnull (strstr (json_object_get_string_member (answer, "spread_note"),
                            "b7 holds 0404 and 0403, 0405 of its vineyard"));
  g_assert_nonnull (strstr (json_object_get_string_member (answer, "spread_note"), "LBA-GO-2"));

  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b7", "0404", "--spread",
                                           "0403,0405", NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: move"));
  g_assert_nonnull (strstr (written, "spread: ["));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0405", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "b7 spread here from 0404: up to 3 increments here "
                                 "(LBA-VIN-3)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0404", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  unit = json_array_get_object_element (json_object_get_array_member (answer, "units"), 0);
  g_assert_cmpstr (json_object_get_string_member (unit, "id"), ==, "b7");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (unit, "spread")), ==, 2);
  /* Fire: 3 from each of its 3 hexes, 7 in all, not 3. */
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "b7=french-ligne", "--target",
                                           "k1", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (vd_test_json_has_reason (answer, "LBA-VIN-3", "spread over 0404 and 0403, "
                                          "0405"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0405", NULL }, &out, &err), ==, 0);
  g_assert_null (strstr (out, "spread here"));

  /* Refused: a regiment (LBA-VIN-2), a hex the enemy holds, more than its increments fill. */
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b7", "0405", "--spread",
                                           "0406", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "0406 holds an enemy counter"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "b7", "--to", "0403",
                                           "--spread", "0404,0405,0406", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "its 7 increments fill 3 hexes at 3 a hex"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "b7", "--to", "0403",
                                           "--spread", "0409", NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "strength", "b7", "6", "--spread",
                                           "0404", NULL }, &out, &err), ==, 2);

  /* Spread, then moved without it: gathered, said and recorded. */
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b7", "0403", "--spread",
                                           "0404", NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "b7", "--to", "0404", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "b7 gathers into 0404"));
  vd_test_remove_scratch (copy);
}

/* LBA's zones of influence, whose rules the seed does not give: a step into a hex next to the
 * enemy is the referee's, said so; a step from the start hex, next to the enemy, into one
 * that is not, says it is the leaving, naming the start, not that the hex entered is next to
 * the enemy. */
static void
test_reach_zones_of_influence_leaving (void)
{
  g_autofree char *board = vd_test_source_path ("data", "demo-lba.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "fr-10e-legere", NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "  unknown 0403: next to the enemy, and how zones of control "
                                 "work is not given\n"));
  g_assert_nonnull (strstr (out, "  unknown 0405: leaving 0404, next to the enemy, and how zones "
                                 "of control work is not given\n"));
  g_assert_null (strstr (out, "0405: next to the enemy"));
}

/* A move out of reach in LBA, whose seed names no rule for the allowance (it is in the missing
 * Premier Rules): the reason's rule is null in JSON and "?" in the text, never "". */
static void
test_move_out_of_reach_no_rule (void)
{
  g_autofree char *fixture = vd_test_source_path ("tests", "files", "hex", "move-lba.yaml", NULL);
  g_autofree char *board = vd_test_scratch_copy (fixture, "move.yaml");
  g_autofree char *text = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *answer, *reason;
  char *at;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  at = strstr (text, "hex: \"0303\", movement: 4}");
  g_assert_nonnull (at);
  at[strlen ("hex: \"0303\", movement: ")] = '1';
  g_assert_true (g_file_set_contents (board, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0304", "--json",
                                           NULL }, &out, &err), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  answer = json_node_get_object (json_parser_get_root (parser));
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpstr (json_object_get_string_member (answer, "why"), ==,
                   "0304: out of reach this phase");
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 0);
  g_assert_true (json_object_get_null_member (reason, "rule"));
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "0304");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0304", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "\n  ?  0304  \n"));
  vd_test_remove_scratch (board);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/carre-LBA-CAR-1-LBA-CAR-2", test_carre);
  g_test_add_func ("/cli/hex/move-lba-out-of-reach-no-rule", test_move_out_of_reach_no_rule);
  g_test_add_func ("/cli/hex/reach-lba-zones-of-influence-leaving",
                   test_reach_zones_of_influence_leaving);
  g_test_add_func ("/cli/hex/carre-refused", test_carre_refused);
  g_test_add_func ("/cli/hex/carre-apply", test_carre_apply);
  g_test_add_func ("/cli/hex/recall-LBA-REC-1-LBA-COS-3", test_recall);
  g_test_add_func ("/cli/hex/limber-LBA-LIMB-1", test_limber);
  g_test_add_func ("/cli/hex/fire-checks-LBA-MC-1-lba-i-loss-count", test_fire_checks);
  g_test_add_func ("/cli/hex/info-LBA-SANTON-2-LBA-DRAG-1", test_info_special);
  g_test_add_func ("/cli/hex/move-LBA-SANTON-3", test_move_santon);
  g_test_add_func ("/cli/hex/move-LBA-SANTON-1", test_move_santon_1);
  g_test_add_func ("/cli/hex/check-LBA-SANTON-2", test_check_santon);
  g_test_add_func ("/cli/hex/fire-LBA-SANTON-2-LBA-SANTON-5-LBA-COS-1", test_fire_special);
  g_test_add_func ("/cli/hex/fire-apply-LBA-COS-1", test_fire_apply);
  g_test_add_func ("/cli/hex/charge-LBA-COS-2-LBA-COS-3-LBA-DRAG-3", test_charge_special);
  g_test_add_func ("/cli/hex/charge-course-LBA-REC-1-LBA-CHG-1", test_charge_course);
  g_test_add_func ("/cli/hex/levels-LBA-LVL-1-LVL-3", test_levels);
  g_test_add_func ("/cli/hex/move-LBA-VIN-3-spread", test_vineyard_spread);
  g_test_add_func ("/cli/hex/chateau-LBA-CHAT-1-LBA-CHAT-3-LBA-CHAT-4-LBA-CHAT-5",
                   test_chateau);
  return g_test_run ();
}
