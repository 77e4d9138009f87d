#include <json-glib/json-glib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* `vedette-cli hex hexside`: LBA's Sk dragoons set on a hexside (LBA-DRAG-1, LBA-DRAG-4), on
 * tests/files/hex/hexside-lba.yaml. */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

/* LBA-DRAG-1: d1 (7 increments) may sit on 0404|0504, 3 increments in each; recorded with
 * --apply as a move with `across`, which `hex info` then shows in both hexes and `undo` takes
 * back; the infantry i1 is refused with the rule; not a neighbour, or no such counter: exit 1. */
static void
test_hexside_drag_1 (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "hexside-lba.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "hexside.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0504", "--json", NULL },
                        &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpstr (json_object_get_string_member (answer, "across"), ==, "0504");
  g_assert_cmpint (json_object_get_int_member (answer, "increments_per_hex"), ==, 3);
  g_assert_true (vd_test_json_has_reason (answer, "LBA-DRAG-1",
                                          "counts 3 increments in each of 0404 and 0504"));
  g_assert_false (json_object_get_boolean_member (answer, "applied"));

  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0504", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "d1 may sit on the hexside 0404|0504 (LBA-DRAG-1)"));
  g_assert_nonnull (strstr (out, "one step to undo"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: move"));
  g_assert_nonnull (strstr (written, "across: \"0504\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0504", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "d1 in Sk mode on the hexside 0404|0504: 3 increments here "
                                 "(LBA-DRAG-1)"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0504", NULL }, &out, &err), ==, 0);
  g_assert_null (strstr (out, "Sk mode"));

  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "i1", "0203", "--apply",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (answer, "legal"));
  g_assert_false (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "refused"),
                                                  "rule"), ==, "LBA-DRAG-1");
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (
                              answer, "refused"), "why"),
                            "only a counter of class cavalry sits on a hexside"));
  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0606", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "neighbour of its hex"));
  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "nobody", "0504", NULL },
                        &out, &err), ==, 1);
  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", NULL }, &out, &err),
                   ==, 2);
  vd_test_remove_scratch (copy);
}

/* LBA-DRAG-4: not toward the village 0405, refused with the rule and nothing recorded; toward
 * the pine forest 0403, allowed. A journal whose move seats it by the village is refused on
 * reading, with the rule. */
static void
test_hexside_drag_4 (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "hexside-lba.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "hexside.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL, *tampered = NULL;
  g_autoptr(GString) text = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0405", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "d1 may not sit on the hexside 0404|0405: 0405 is Village: a "
                                 "counter sits on a hexside only between hexes of clear or pine "
                                 "forest (LBA-DRAG-4)"));
  g_assert_null (strstr (out, "undo"));
  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0403", NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "d1 may sit on the hexside 0404|0403 (LBA-DRAG-1)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0504", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  text = g_string_new (written);
  g_string_replace (text, "across: \"0504\"", "across: \"0405\"", 1);
  tampered = g_strconcat (copy, "-bad.yaml", NULL);
  g_assert_true (g_file_set_contents (tampered, text->str, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", tampered, "0404", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "0405 is Village"));
  g_assert_nonnull (strstr (err, "(LBA-DRAG-4)"));
  g_remove (tampered);
  vd_test_remove_scratch (copy);
}

/* LBA-DRAG-1: hex move of d1 set on its hexside says it leaves it, with the rule; the move
 * recorded, hex info shows it in Sk mode no more. */
static void
test_move_leaves_hexside (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "hexside-lba.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "hexside-move.yaml");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "hexside", copy, "d1", "0504", "--apply", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "d1", "--to", "0304", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "left_hexside"),
                                                  "rule"), ==, "LBA-DRAG-1");
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (
                              answer, "left_hexside"), "why"), "out of Sk mode"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "d1", "--to", "0304", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "d1 leaves its hexside between 0404 and 0504: it is out of Sk "
                                 "mode (LBA-DRAG-1)"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "d1", "0304", NULL }, &out,
                        &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0504", NULL }, &out, &err), ==, 0);
  g_assert_null (strstr (out, "Sk mode"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "d1", "--to", "0404", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_has_member (answer, "left_hexside"));
  vd_test_remove_scratch (copy);
}

/* LBA-DRAG-1: `hex move --across` and `record move --across` ask the move to seat the
 * regiment; under our default reading of lba-i-sk-move it does not, the reading named, and
 * nothing is recorded. */
static void
test_move_across (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "hexside-lba.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "hexside-across.yaml");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "d1", "--to", "0504",
                                           "--across", "0505", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "not legal: a move seats d1 on a hexside only under reading "
                                 "lba-i-sk-move's moves-in-mode (read: move-leaves-mode)"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "d1", "0504", "--across",
                                           "0505", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "lba-i-sk-move"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "strength", "d1", "6", "--across",
                                           "0505", NULL }, &out, &err), ==, 2);
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/hexside-LBA-DRAG-1", test_hexside_drag_1);
  g_test_add_func ("/cli/hex/hexside-LBA-DRAG-4", test_hexside_drag_4);
  g_test_add_func ("/cli/hex/move-LBA-DRAG-1-leaves-hexside", test_move_leaves_hexside);
  g_test_add_func ("/cli/hex/move-LBA-DRAG-1-across", test_move_across);
  return g_test_run ();
}
