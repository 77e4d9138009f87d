#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex extend (help "BN's extensions"): the answer and its rule, --apply's
 * journal, the phase's owed adjacency in hex turn, an unknown unit refused with exit 1, --to
 * (a usage error) with exit 2. */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

static void
test_hex_extend (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "extension-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "extend.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "extend", copy, "fr-c", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "fr-c may not extend: only infantry extends, not class cavalry "
                            "(17.1)\n");
  g_assert_cmpint (run ((const char *[]) { "hex", "extend", copy, "fr-1", "--apply", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "may"));
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (answer, "parent_strength"), ==, "B");
  g_assert_cmpstr (json_object_get_string_member (answer, "extension_strength"), ==, "B");
  g_assert_true (vd_test_json_has_reason (answer, "17.0b", "facing and formation"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "unit: fr-1-ex1"));
  g_assert_nonnull (strstr (written, "extends: fr-1"));
  g_assert_nonnull (strstr (written, "formation: line"));
  /* In its parent's hex as the phase stands: owed (17.0). */
  g_assert_cmpint (run ((const char *[]) { "hex", "turn", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "17.0  fr-1-ex1  must end the phase adjacent to its parent "
                                 "fr-1"));
  g_assert_cmpint (run ((const char *[]) { "hex", "extend", copy, "fr-1", "--to", "0506",
                                           NULL }, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "(17.0c)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "extend", copy, "nobody", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "nobody"));
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/extend-17.1-17.0b-17.0", test_hex_extend);
  return g_test_run ();
}
