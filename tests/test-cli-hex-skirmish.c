#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex skirmish (README "BN's skirmishers"): a skirmisher detached and kept in the
 * journal (its box checked on the written row), taken back, the answer's rule; a refusal;
 * an unknown step a usage error (exit 2), an unknown counter exit 1. */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

static void
test_hex_skirmish (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "skirmish-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "skirmish.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "fr-1", "detach", "--apply",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "may"));
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (answer, "new_unit"), ==, "fr-1-sk1");
  g_assert_true (vd_test_json_has_reason (answer, "11.5a", "at the bottom of its stack"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "unit: fr-1-sk1"));
  g_assert_nonnull (strstr (written, "bottom: true"));
  g_assert_nonnull (strstr (written, "skirmishers: 1"));
  /* The journal replayed: the row has its box checked. */
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, "fr-1", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "A _ _ B _ V _ C _ s S"));
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "fr-2", "detach", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "fr-2 may not: detach: its roster row has no skirmisher box "
                            "(11.5a)\n");
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "fr-1", "recall", "fr-1-sk1",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "11.5d  fr-1  fr-1-sk1 taken back"));
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, "fr-1", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "A _ _ B _ V _ C _ S S"));
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "fr-1", "fly", NULL }, &out,
                        &err), ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "nobody", "detach", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nobody"));
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/skirmish-11.5a-11.5d", test_hex_skirmish);
  return g_test_run ();
}
