#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* BN's worked examples played through the real commands, with the seed's numbers: 20.4-ex1
 * (hex fire, then hex apply), 20.6-ex (the roster rows hex apply marks, then hex roster; 22.0,
 * a straggler recovered un-wrecks brigade and division) and
 * 27.3-ex (hex artillery); and the commands of BN's batteries, shared fire and Desertion Table
 * (hex battery 27.1, hex fire-split 20.2e, hex desertion 21.1) with their exit codes; an officer
 * alone fired on (26.0). */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

/* 20.4-ex1: two brigades of A or more, in two hexes, 1 hex from the target: 2 points each, 4 in
 * all, column 4; no modifier; 46 gives "1 (1)": one casualty, one straggler, a morale check.
 * 20.6-ex: that result on the row "A _ B _ _ V _ C _ _ _" leaves it at B; a second casualty
 * pushes the straggler onto the V: brigade wrecked, its division's first box checked, the
 * division "_ V _" wrecked too. */
static void
test_20_4_ex1_20_6_ex (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "examples-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "examples.yaml");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=2,f2=2",
                                           "--target", "al", "--roll", "46", NULL }, &out, &err),
                   ==, 0);
  g_assert_true (g_str_has_prefix (out, "fire points 4: column 4, roll 46: 1(1)+MC (20.0)\n"));
  /* f2 is above A: only A of it fires (12.3). */
  g_assert_nonnull (strstr (out, "strength AB: only A of it fires"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=2,f2=2",
                                           "--target", "al", "--roll", "46", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpfloat (json_object_get_double_member (answer, "points"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (answer, "column"), ==, "4");
  g_assert_cmpint (json_object_get_int_member (answer, "shift"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "1(1)+MC");
  /* 20.6-ex: the first fire's marks. */
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "al", "--result",
                                           "1(1)+MC", "--roll", "46", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "al  1 X, 1 /: A X B / _ V _ C _ _ _  20.6\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, "al", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "al  A X B / _ V _ C _ _ _  strength B\n");
  /* The next turn's casualty. */
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "al", "--result",
                                           "1(0)", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "al  1 X, 0 /: A X B X / V _ C _ _ _  20.6\n"));
  g_assert_nonnull (strstr (out, "al  wrecked  20.6a\n"));
  g_assert_nonnull (strstr (out, "d1  the division of d1 is wrecked  20.6b\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "al  A X B X / V _ C _ _ _  strength B, wrecked (20.6a)\n"));
  g_assert_nonnull (strstr (out, "division of d1  X V _  wrecked (20.6b)\n"));
  /* 22.0: a straggler recovered un-wrecks the brigade, and so its division. */
  g_assert_cmpint (run ((const char *[]) { "record", copy, "roster", "al", "2", "0", NULL }, &out,
                        &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "al  A X B X _ V _ C _ _ _  strength B\n"));
  g_assert_nonnull (strstr (out, "division of d1  _ V _\n"));
  vd_test_remove_scratch (copy);
}

/* 27.3-ex: three batteries of 3 heavy points at 3 hexes, 6 fire points; two of 4, 4; 3 heavy
 * at 4 and 3 light at 5, 1 in all. */
static void
test_27_3_ex (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "artillery-bn.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--fire", "h1,h2,h3",
                                           "--target", "al", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "artillery fire points at al: 6 (27.3)\n"));
  g_assert_nonnull (strstr (out, "27.3  0507  h3: 3 heavy points at range 3, 2 fire points "
                                 "(27.3-ex)\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--fire", "h4,h5",
                                           "--target", "al", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "artillery fire points at al: 4 (27.3)\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--fire", "h6,l1",
                                           "--target", "al", "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpfloat (json_object_get_double_member (answer, "points"), ==, 1);
  g_assert_true (vd_test_json_has_reason (answer, "27.3-ex", "gives their sum, 1"));
  /* Two batteries of one hex added first: a cell the seed lacks, named. */
  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--fire", "h1,h7",
                                           "--target", "al", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "artillery fire points at al: not known (27.3)\n"));
  g_assert_nonnull (strstr (out, "missing: 27.3  0805  h1, h7: 5 heavy points at range 3"));
  /* 27.3 in hex fire: the two batteries of 0805 are read together, said. */
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "h1=2,h7=0",
                                           "--target", "al", "--roll", "33", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "27.3  h1, h7 fire from one hex: their 5 heavy points are read "
                                 "together"));
  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--fire", "fr",
                                           "--target", "al", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "(27.3)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "artillery", board, "--target", "al", NULL },
                        &out, &err), ==, 2);
}

/* 27.1 through hex battery: refused between classes; a detached battery recorded. */
static void
test_27_1 (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "artillery-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "battery.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "battery", copy, "g2", "--to", "g3",
                                           "--points", "1", NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "g2 may not: g2 is heavy foot, g3 heavy horse: points move only "
                            "between batteries of one type and class (27.1)\n"
                            "  6.8    g2 holds 3 artillery points (its marker), g3 2\n"
                            "  27.1    no movement points are spent\n");
  g_assert_cmpint (run ((const char *[]) { "hex", "battery", copy, "g1", "--points", "2",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "g1 may detach 2 points as g1-d1 (27.1)\n"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "unit: g1-d1"));
  g_assert_nonnull (strstr (written, "name: \"g1-d1b (2Hf)\""));
  g_assert_nonnull (strstr (written, "echelon: detached-battery"));
  g_assert_cmpint (run ((const char *[]) { "hex", "battery", copy, "g1", "--points", "9",
                                           NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "battery", copy, "g1", NULL }, &out, &err),
                   ==, 2);
  vd_test_remove_scratch (copy);
}

/* 20.2e through hex fire-split: an A into two B; 2C is no level. */
static void
test_20_2e (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "artillery-bn.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire-split", board, "al", "--into", "B,B",
                                           NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "al may share its fire so (20.2e)\n"
                            "  20.2e  al  A into B + B: whole levels, 4 C of 4\n");
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-split", board, "al", "--into", "2C",
                                           NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "al may not share its fire so: “2C” is not a whole "
                                        "level"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire-split", board, "nobody", "--into", "B",
                                           NULL }, &out, &err), ==, 1);
}

/* 20.2e with hex fire: f1 fires one share at al (recorded), then the other at al2, in another
 * hex, which the once-a-phase limit lets through only as a share. */
static void
test_20_2e_fire (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "examples-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "shared.yaml");
  g_autofree char *out = NULL, *err = NULL, *text = NULL;

  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  {
    g_autofree char *more = g_strconcat (text, "  - {id: al2, side: allied, class: infantry,"
                                         " hex: \"0404\", formation: line, strength: A}\n", NULL);

    g_assert_true (g_file_set_contents (copy, more, -1, NULL));
  }
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=1", "--target",
                                           "al", "--seed", "3", NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=1", "--target",
                                           "al2", "--roll", "33", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "f1 has fired in this fire phase already, at al (20.2b)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=1", "--target",
                                           "al2", "--roll", "33", "--shared", "f1", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "20.2e  one share of its fire, by whole levels"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=1", "--target",
                                           "al2", "--shared", "f2", NULL }, &out, &err), ==, 2);
  vd_test_remove_scratch (copy);
}

/* 21.1 through hex desertion: the missing cell named. */
static void
test_21_1 (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "examples-bn.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", board, "al", "--roll", "4",
                                           NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "al: stragglers not known (21.1)\n"));
  g_assert_nonnull (strstr (out, "21.1  al  one die, unmodified, in column C (its morale "
                                 "grade)\n"));
  g_assert_nonnull (strstr (out, "missing: 21.1  desertion-table  Desertion Table: the cell of "
                                 "column C, die 4 is not given\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", board, "al", "--roll", "9",
                                           NULL }, &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", board, "nobody", NULL }, &out,
                        &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", board, NULL }, &out, &err), ==, 2);
}

/* 26.0: a hex holding only an enemy officer may be fired on; a 55 kills him (20.4d). */
static void
test_26_0 (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "officer-alone-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "officer.yaml");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "f1=2", "--target",
                                           "o1", "--roll", "55", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "fire points 2: column 2\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "o1", "--result",
                                           "0(0)", "--roll", "55", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "o1  eliminated  20.4d\n"));
  vd_test_remove_scratch (copy);
}

/* 18.0b through hex desertion: fr's move kept with `forced: 3` owes one roll, said with 18.0b;
 * with --json, "forced_march": 3. Recorded by `record … move --forced` (the most BN allows,
 * 6, as the app's Ctrl), the move keeps `forced: 6` and owes two rolls. */
static void
test_desertion_18_0b (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex",
                                                 "forced-desertion-bn.yaml", NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "forced.yaml");
  g_autofree char *recorded = vd_test_scratch_copy (source, "recorded.yaml");
  g_autofree char *text = NULL, *more = NULL, *out = NULL, *err = NULL;

  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  more = g_strconcat (text, "journal:\n  - {event: move, turn: 1, phase: fr-movement, unit: fr,"
                      " hex: \"0503\", forced: 3}\n", NULL);
  g_assert_true (g_file_set_contents (copy, more, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", copy, "fr", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "18.0b  fr  force-marched +3 this turn: 1 roll on the "
                                 "Desertion Table\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", copy, "fr", "--json", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "\"forced_march\" : 3"));

  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", recorded, "fr", NULL }, &out,
                        &err), ==, 0);
  g_assert_null (strstr (out, "force-marched"));
  g_assert_cmpint (run ((const char *[]) { "record", recorded, "move", "fr", "0503", "--forced",
                                           NULL }, &out, &err), ==, 0);
  g_free (text);
  g_assert_true (g_file_get_contents (recorded, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "forced: 6"));
  g_assert_cmpint (run ((const char *[]) { "hex", "desertion", recorded, "fr", NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "18.0b  fr  force-marched +6 this turn: 2 rolls on the "
                                 "Desertion Table\n"));
  g_assert_cmpint (run ((const char *[]) { "record", recorded, "eliminate", "fr", "--forced",
                                           NULL }, &out, &err), ==, 2);
  vd_test_remove_scratch (copy);
  vd_test_remove_scratch (recorded);
}

/* 10.1h, 10.5b through record move, as hex move judges it: soult, a corps HQ with no order in
 * force, is refused with 10.1h and nothing recorded; ney, on an order, is not pinned. */
static void
test_record_10_1h (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "reach-orders-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "pinned.yaml");
  g_autofree char *before = NULL, *after = NULL, *out = NULL, *err = NULL;

  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "soult", "0506", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "soult: pinned: no order of its is in force"));
  g_assert_nonnull (strstr (err, "(10.1h)"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "ney", "0908", NULL }, &out,
                        &err), ==, 0);
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/bn/20.4-ex1-20.6-ex-22.0", test_20_4_ex1_20_6_ex);
  g_test_add_func ("/cli/hex/bn/27.3-ex", test_27_3_ex);
  g_test_add_func ("/cli/hex/bn/27.1", test_27_1);
  g_test_add_func ("/cli/hex/bn/20.2e", test_20_2e);
  g_test_add_func ("/cli/hex/bn/20.2e-20.2b", test_20_2e_fire);
  g_test_add_func ("/cli/hex/bn/21.1", test_21_1);
  g_test_add_func ("/cli/hex/bn/desertion-18.0b", test_desertion_18_0b);
  g_test_add_func ("/cli/record/bn/pinned-10.1h", test_record_10_1h);
  g_test_add_func ("/cli/hex/bn/26.0", test_26_0);
  return g_test_run ();
}
