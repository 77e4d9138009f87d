/* A table's `readings:` end to end through vedette-cli: `check` refuses an unknown reading or
 * option (tests/files/broken/readings-*.yaml, in test-cli's broken files), and the answers of
 * fire and bombard follow the table's reading, not only the ruleset's choice:
 * mini-i-charge-and-fire and mini-i-battery-once, refused, then allowed with --override. */
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* A scratch copy of tests/files/orders/NAME with READINGS (a `readings:` line, or "") added. */
static char *
copy_with (const char *name, const char *readings)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "orders", name, NULL);
  g_autofree char *contents = NULL, *with = NULL;
  char *path = vd_test_scratch_copy (source, name);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  with = g_strconcat (contents, readings, NULL);
  g_assert_true (g_file_set_contents (path, with, -1, NULL));
  return path;
}

/* fr-1 declared a charge on ru-1 this turn; its fire at ru-1 as PATH's readings read it,
 * recorded into OUTPUT when not NULL. */
static char *
fire_after_charge (const char *path, const char *output)
{
  g_autofree char *charged = vd_test_run_cli_expect ((const char *[]) { "record", path, "charge", "fr-1", "ru-1",
                                                     NULL }, 0, NULL);

  g_assert_nonnull (strstr (charged, "declare-charge"));
  if (output != NULL)
    return vd_test_run_cli_expect ((const char *[]) { "fire", path, "fr-1", "ru-1", "--json", "-o", output, NULL },
                0, NULL);
  return vd_test_run_cli_expect ((const char *[]) { "fire", path, "fr-1", "ru-1", "--json", NULL }, 0, NULL);
}

/* mini-i-charge-and-fire `refused` in the table: a unit that declared a charge this turn is
 * refused fire for that reading; --override allows it, recorded `overridden`. */
static void
test_charge_and_fire_refused (void)
{
  g_autofree char *path = copy_with ("declare.yaml",
                                     "readings:\n  mini-i-charge-and-fire: refused\n");
  g_autofree char *checked = vd_test_run_cli_expect ((const char *[]) { "check", path, NULL }, 0, NULL);
  g_autofree char *refused = fire_after_charge (path, NULL);
  g_autofree char *allowed = NULL, *after = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(JsonParser) allowed_parser = NULL;
  JsonObject *answer = vd_test_json_object (refused, &parser);
  JsonObject *why;

  g_assert_nonnull (strstr (checked, ": ok (table"));
  g_assert_false (json_object_get_boolean_member (answer, "allowed"));
  why = json_object_get_object_member (answer, "refused");
  g_assert_cmpstr (json_object_get_string_member (why, "rule"), ==, "mini-i-charge-and-fire");
  g_assert_cmpstr (json_object_get_string_member (why, "by"), ==, "fr-1");

  allowed = vd_test_run_cli_expect ((const char *[]) { "fire", path, "fr-1", "ru-1", "--json", "--override",
                                    "-o", path, NULL }, 0, NULL);
  answer = vd_test_json_object (allowed, &allowed_parser);
  g_assert_true (json_object_get_boolean_member (answer, "allowed"));
  g_assert_cmpstr (json_object_get_string_member (answer, "overridden"), ==,
                   "mini-i-charge-and-fire");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "overridden: mini-i-charge-and-fire"));
  /* The table's reading is kept as it was written. */
  g_assert_nonnull (strstr (after, "readings:\n  mini-i-charge-and-fire: refused\n"));
  vd_test_remove_scratch (path);
}

/* The ruleset's choice (`allowed`) when the table sets none: the same fire is allowed, and
 * the table written back has no `readings:`. */
static void
test_charge_and_fire_default (void)
{
  g_autofree char *path = copy_with ("declare.yaml", "");
  g_autofree char *fired = fire_after_charge (path, path);
  g_autofree char *after = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer = vd_test_json_object (fired, &parser);

  g_assert_true (json_object_get_boolean_member (answer, "allowed"));
  g_assert_true (json_object_get_null_member (answer, "overridden"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_null (strstr (after, "readings"));
  g_assert_null (strstr (after, "overridden"));
  vd_test_remove_scratch (path);
}

/* mini-i-battery-once: the howitzers bombard the village, then try to set it on fire: refused
 * with the ruleset's `one-fire`, allowed with the table's `each-once`. */
static void
test_battery_once (void)
{
  static const char * const readings[] = { "", "readings: {mini-i-battery-once: each-once}\n" };

  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      g_autofree char *path = copy_with ("crossing.yaml", readings[i]);
      g_autofree char *shelled = NULL, *fired = NULL, *err = NULL;

      shelled = vd_test_run_cli_expect ((const char *[]) { "bombard", path, "ru-how", "village-1", "-o", path,
                                        NULL }, 0, NULL);
      g_assert_nonnull (strstr (shelled, "(HOUSE-7)"));
      fired = vd_test_run_cli_expect ((const char *[]) { "bombard", path, "ru-how", "village-1", "--fire", "--die",
                                      "6", "--json", NULL }, i == 0 ? 1 : 0, &err);
      if (i == 0)
        g_assert_nonnull (strstr (err, "ru-how has already fired its guns this turn "
                                       "(mini-i-battery-once)"));
      else
        g_assert_nonnull (strstr (fired, "\"burning\" : true"));
      vd_test_remove_scratch (path);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/readings/mini-i-charge-and-fire/refused-then-overridden",
                   test_charge_and_fire_refused);
  g_test_add_func ("/cli/readings/mini-i-charge-and-fire/default-allowed",
                   test_charge_and_fire_default);
  g_test_add_func ("/cli/readings/mini-i-battery-once", test_battery_once);
  return g_test_run ();
}
