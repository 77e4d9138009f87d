#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex skirmish (help "BN's skirmishers"): a skirmisher detached and kept in the
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

/* The counter ID among the units of hex info's JSON answer OUT. */
static JsonObject *
info_unit (const char *out, JsonParser **parser, const char *id)
{
  JsonObject *answer = vd_test_json_object (out, parser);
  JsonArray *units = json_object_get_array_member (answer, "units");

  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (g_strcmp0 (json_object_get_string_member (unit, "id"), id) == 0)
        return unit;
    }
  return NULL;
}

/* 11.5c, 11.5g: an older board, its reduced skirmishers in `state`, opens with them reduced in
 * their step and their level normal (hex info's "step", no "state"); combine and split write
 * step events and `step:`, never a state; 11.5b: check warns of a skirmisher beyond its leash,
 * and hex move refuses a move that ends beyond it. */
static void
test_hex_skirmish_step (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex",
                                                 "skirmish-bn-old.yaml", NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "skirmish-old.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *unit;

  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0404", "--json", NULL }, &out,
                        &err), ==, 0);
  unit = info_unit (out, &parser, "sk-a");
  g_assert_nonnull (unit);
  g_assert_cmpstr (json_object_get_string_member (unit, "step"), ==, "reduced");
  g_assert_false (json_object_has_member (unit, "state"));
  unit = info_unit (out, &parser, "sk-b");
  g_assert_nonnull (unit);
  g_assert_cmpstr (json_object_get_string_member (unit, "step"), ==, "reduced");
  g_assert_false (json_object_has_member (unit, "state"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0404", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "  sk-a: french skirmisher, ?-?, reduced\n"));
  /* 11.5g: combined, sk-a is full again by a step event. */
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "sk-a", "combine", "sk-b",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: step"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0404", "--json", NULL }, &out,
                        &err), ==, 0);
  g_clear_object (&parser);
  unit = info_unit (out, &parser, "sk-a");
  g_assert_false (json_object_has_member (unit, "step"));
  g_assert_null (info_unit (out, &parser, "sk-b"));
  /* Split again: two reduced, by a step event and an add-unit with `step: reduced`. */
  g_assert_cmpint (run ((const char *[]) { "hex", "skirmish", copy, "sk-a", "split", "--apply",
                                           NULL }, &out, &err), ==, 0);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "step: reduced"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0404", "--json", NULL }, &out,
                        &err), ==, 0);
  g_clear_object (&parser);
  g_assert_cmpstr (json_object_get_string_member (info_unit (out, &parser, "sk-a"), "step"), ==,
                   "reduced");
  g_assert_cmpstr (json_object_get_string_member (info_unit (out, &parser, "sk-a-sk1"), "step"),
                   ==, "reduced");
  /* 11.5b: check warns of sk-far, 4 hexes from its nearest friend. */
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (err, "warning: sk-far: in 0909 sk-far is"));
  g_assert_nonnull (strstr (err, "must get back within reach in its side’s next movement phase "
                                 "(11.5b)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", copy, "sk-a", "--to", "0407", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "sk-a to 0407: not legal: in 0407 sk-a is 3 hexes from fr-1, "
                                 "its nearest friend: more than 2 (11.5b)"));
  vd_test_remove_scratch (copy);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/skirmish-11.5a-11.5d", test_hex_skirmish);
  g_test_add_func ("/cli/hex/skirmish-11.5c-11.5g-11.5b", test_hex_skirmish_step);
  return g_test_run ();
}
