#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex melee and hex charge-steps (help "Combat on a board", "BN's charges"): a
 * melee with a counter that joined the stack during the phase refused (23.1e), by hex melee
 * and by hex attack (exit 1, nothing rolled); one within the limits; a charge's squares and a
 * pursuit refused (24.1-H, exit 1); a usage error (exit 2). */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

static void
test_hex_melee_charge_steps (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "melee-limits-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "melee-limits.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL, steps_parser = NULL;
  JsonObject *answer, *steps;

  g_assert_cmpint (run ((const char *[]) { "hex", "melee", copy, "--attack", "fr-1,fr-3",
                                           "--defend", "al-1", "--json", NULL }, &out, &err),
                   ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "verdict"), ==, "refused");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "refused"),
                                                  "rule"), ==, "23.1e");
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", copy, "--attack", "fr-1,fr-3",
                                           "--defend", "al-1", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "melee refused: fr-3 was not stacked with fr-1 as the movement "
                                 "phase began (23.1e)"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "event: combat"));
  g_assert_cmpint (run ((const char *[]) { "hex", "melee", copy, "--attack", "fr-1,fr-2",
                                           "--defend", "al-1", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "melee: within the limits Vedette knows\n"));
  g_assert_nonnull (strstr (out, "23.1e  fr-2  stacked with fr-1 since the phase began"));
  g_assert_cmpint (run ((const char *[]) { "hex", "charge-steps", copy, "h1", "--target", "al-1",
                                           "--json", NULL }, &out, &err), ==, 0);
  steps = vd_test_json_object (out, &steps_parser);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (steps,
                                                                                "squares"), 0),
                   ==, "0502");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (steps, "blown"),
                                                  0), ==, "h1");
  g_assert_true (vd_test_json_has_reason (steps, "11.6b", "0502 may try square"));
  g_assert_cmpint (run ((const char *[]) { "hex", "charge-steps", copy, "h1", "--target", "al-1",
                                           "--pursue", "0909", NULL }, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (out, "pursuit refused: 0909 is no enemy-held hex next to it "
                                        "whose ground allows a charge (24.1-H)\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "charge-steps", copy, "h1", NULL }, &out, &err),
                   ==, 2);
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/melee-23.1e-charge-steps-24.1-H", test_hex_melee_charge_steps);
  return g_test_run ();
}
