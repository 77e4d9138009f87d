#include <glib/gstdio.h>
#include <string.h>

#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-yaml-reader.h"

static VdTable *
round_trip (const VdTable *table)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *yaml = vd_table_to_yaml (table, &length);
  VdTable *again = vd_table_load_data (yaml, length, "saved.yaml", &error);

  if (again == NULL)
    g_error ("saved table does not load: %s\n%s", error->message, yaml);
  return again;
}

static void
assert_saved_twice_identical (const VdTable *table)
{
  g_autoptr(VdTable) again = round_trip (table);
  g_autofree char *first = vd_table_to_yaml (table, NULL);
  g_autofree char *second = vd_table_to_yaml (again, NULL);

  g_assert_true (vd_table_equal (table, again));
  g_assert_cmpstr (first, ==, second);
}

static void
test_round_trip_tricky_text (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  const char *texts[] = {
    "yes", "1", "1.5e3", "true", "null", "~", "- dash", "a: b", "#hash", "\"quoted\"",
    "l’Empereur — à Austerlitz", "tab\there", "line\nbreak", "", " padded ", ".inf",
  };
  VdPoint pts[] = { { 0, 0 }, { 0.1, 0 }, { 1e6, -1e6 } };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      /* Ids such as "3" or "yes-4" must stay texts. */
      g_autofree char *id = i % 2 ? g_strdup_printf ("%u", i) : g_strdup_printf ("yes-%u", i);
      VdUnit *unit = vd_unit_new (id, "true", VD_ARM_INFANTRY, VD_FORMATION_LINE);

      g_free (unit->name);
      unit->name = g_strdup (texts[i]);
      unit->frontage = 0.1 + i;
      unit->depth = 1.0 / 3.0;
      unit->figures = 1 + (int) i;
      unit->facing = -0.0001 * i;
      unit->at = vd_point (1e6, -123456.789012345);
      g_ptr_array_add (table->units, unit);
    }
  g_free (table->title);
  table->title = g_strdup ("Title: with \"quotes\" and 'apostrophes'");
  g_ptr_array_add (table->features, vd_feature_new ("yes", VD_TERRAIN_FIELD, VD_SHAPE_AREA, pts, 3));
  {
    VdMaskingRow *row = g_new0 (VdMaskingRow, 1);
    const char *rules[] = { "MASK-3", "SIGHT-7", NULL };

    row->rules = g_strdupv ((char **) rules);
    row->masker.arms = 1u << VD_ARM_INFANTRY;
    row->target.formations = (1u << VD_FORMATION_COLUMN) | (1u << VD_FORMATION_SQUARE);
    row->assumed = TRUE;
    row->note = g_strdup ("yes: \"quoted\"");
    g_ptr_array_add (table->masking, row);
  }
  {
    VdUnit *unit = g_ptr_array_index (table->units, 0);
    VdFeature *wall;
    VdPoint line[] = { { 0, 0 }, { 500, 0 } };
    VdStretch stretch = { 12.5, 135, VD_DAMAGE_DEGRADED };

    unit->conditions = (1u << VD_CONDITION_NO_FORMATION) | (1u << VD_CONDITION_DISORDER);
    unit->has_allowance = TRUE;
    unit->allowance = 0;
    wall = vd_feature_new ("wall", VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_LINE, line, 2);
    g_array_append_val (wall->damage, stretch);
    g_ptr_array_add (table->features, wall);
    table->movement.allowance[VD_ARM_ARTILLERY][VD_FORMATION_LIMBERED][VD_SCALE_25MM] = 220;
    table->movement.allowance[VD_ARM_ARTILLERY][VD_FORMATION_LIMBERED][VD_SCALE_15MM] = 165.5;
    table->movement.forced_march = 1.25;
  }
  assert_saved_twice_identical (table);
}

/* A table's own `morale:` and `melee:` come back the same, and a second save gives the same
 * bytes; empty ones are not written. */
/* A table made without a title (NULL) is written untitled, and counted so, not a crash: the
 * app's new table was, at its first record. */
static void
test_untitled (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdTable) again = NULL;
  g_autofree char *yaml = NULL;
  VdFileSize size;

  g_clear_pointer (&table->title, g_free);
  size = vd_table_file_size (table, 0);
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_cmpuint (size.bytes, ==, strlen (yaml));
  g_assert_nonnull (strstr (yaml, "title: \"\"\n"));
  again = round_trip (table);
  g_assert_cmpstr (again->title, ==, "");
}

static void
test_round_trip_morale_and_melee (void)
{
  const char *text =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"
    "morale:\n"
    "  commands: {shaken: 30, broken: 60}\n"
    "  kinds:\n"
    "    corps: {shaken: 20, broken: 40}\n"
    "    side: {shaken: 17.5, broken: 45}\n"
    "  units: {shaken: 25, broken: 50}\n"
    "  factors:\n"
    "    - {id: building, value: 2, note: \"agreed: 2\"}\n"
    "    - {id: eagle, value: 1, name: {en: Eagle, fr: Aigle}, rules: [HOUSE-9]}\n"
    "melee:\n"
    "  factors:\n"
    "    - {id: above-slope, value: 2}\n"
    "    - {id: elan, entered: true, assumed: true, name: {en: \"Élan\", fr: \"Élan\"}}\n"
    "  losses:\n"
    "    - {total: 7, losses: 24, note: \"the players' copy: yes\"}\n"
    "    - {total: -2, losses: 3}\n"
    "    - {total: 2, losses: 14, rules: [HOUSE-EX]}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "t.yaml", &error);
  g_autoptr(VdTable) again = NULL;
  g_autofree char *yaml = NULL;

  g_assert_no_error (error);
  assert_saved_twice_identical (table);
  again = round_trip (table);
  g_assert_true (vd_morale_rules_equal (table->morale, again->morale));
  g_assert_true (vd_melee_rules_equal (table->melee, again->melee));
  g_assert_cmpuint (again->melee->losses->len, ==, 3);
  g_assert_cmpint (vd_melee_rules_find_losses (again->melee, -2)->losses, ==, 3);
  g_assert_cmpstr (vd_melee_rules_find_losses (again->melee, 7)->note, ==,
                   "the players' copy: yes");
  g_assert_cmpfloat (again->morale->units.shaken, ==, 25);

  /* One section alone, and an empty one, which is not written at all. */
  g_clear_pointer (&table->morale, vd_morale_rules_free);
  assert_saved_twice_identical (table);
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_null (strstr (yaml, "morale:"));
  g_assert_nonnull (strstr (yaml, "\nmelee:\n"));
  g_clear_pointer (&yaml, g_free);
  vd_melee_rules_free (table->melee);
  table->melee = vd_melee_rules_new ();
  table->morale = vd_morale_rules_new ();
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_null (strstr (yaml, "morale"));
  g_assert_null (strstr (yaml, "melee"));
  assert_saved_twice_identical (table);
}

static void
test_round_trip_bundled (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "data", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_tables = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = NULL;
      g_autoptr(VdTable) again = NULL;
      g_autofree char *tmpdir = NULL;
      g_autofree char *saved = NULL;

      if (!g_str_has_suffix (name, ".yaml"))
        continue;
      /* The demonstration boards of hex mode are in data/ too. */
      {
        g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, NULL);
        const char *kind = doc != NULL ? vd_yaml_document_kind (doc) : NULL;

        if (kind != NULL && g_str_equal (kind, "board"))
          continue;
      }
      table = vd_table_load_checked (path, NULL, &error);
      g_assert_no_error (error);
      n_tables++;
      assert_saved_twice_identical (table);

      /* Through a real file too, as the app saves. */
      tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
      g_assert_no_error (error);
      saved = g_build_filename (tmpdir, name, NULL);
      g_assert_true (vd_table_save_file (table, saved, &error));
      g_assert_no_error (error);
      again = vd_table_load_file (saved, &error);
      g_assert_no_error (error);
      g_assert_true (vd_table_equal (table, again));
      g_assert_cmpint (g_remove (saved), ==, 0);
      g_assert_cmpint (g_rmdir (tmpdir), ==, 0);
    }
  g_assert_cmpuint (n_tables, >=, 1);
}

static void
test_save_failure_leaves_nothing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_new ();

  g_assert_false (vd_table_save_file (table, "/nonexistent-folder/t.yaml", &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test ("/nonexistent-folder", G_FILE_TEST_EXISTS));
}

static void
test_save_replaces_atomically (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "t.yaml", NULL);
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdTable) again = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_files = 0;

  g_assert_true (g_file_set_contents (path, "old", -1, &error));
  table->turn = 7;
  g_assert_true (vd_table_save_file (table, path, &error));
  again = vd_table_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->turn, ==, 7);

  /* No temporary file is left beside it. */
  dir = g_dir_open (tmpdir, 0, &error);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);
  g_remove (path);
  g_rmdir (tmpdir);
}

/* Keys the file leaves to their defaults stay out of the saved file. */
static void
test_defaults_not_written (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  VdUnit *unit = vd_unit_new ("fr-1", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  VdPoint pts[] = { { 0, 0 }, { 10, 0 }, { 10, 10 } };
  g_autofree char *yaml = NULL;

  unit->frontage = 120;
  unit->depth = 30;
  g_ptr_array_add (table->units, unit);
  g_ptr_array_add (table->features, vd_feature_new ("wood-1", VD_TERRAIN_WOOD, VD_SHAPE_AREA, pts, 3));
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_true (g_str_has_prefix (yaml, "vedette: 1\nkind: table\n"));
  g_assert_null (strstr (yaml, "mm_per_pace"));
  g_assert_null (strstr (yaml, "name:"));
  g_assert_null (strstr (yaml, "base:"));
  g_assert_null (strstr (yaml, "calibre"));
  g_assert_null (strstr (yaml, "level"));
  g_assert_nonnull (strstr (yaml, "area: [[0, 0], [10, 0], [10, 10]]"));

  table->mm_per_pace = 0.75;
  g_clear_pointer (&yaml, g_free);
  yaml = vd_table_to_yaml (table, NULL);
  g_assert_nonnull (strstr (yaml, "mm_per_pace: 0.75\n"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-writer/defaults-not-written", test_defaults_not_written);
  g_test_add_func ("/table-writer/round-trip/tricky-text", test_round_trip_tricky_text);
  g_test_add_func ("/table-writer/untitled", test_untitled);
  g_test_add_func ("/table-writer/round-trip/bundled", test_round_trip_bundled);
  g_test_add_func ("/table-writer/round-trip/morale-and-melee", test_round_trip_morale_and_melee);
  g_test_add_func ("/table-writer/save/failure-leaves-nothing", test_save_failure_leaves_nothing);
  g_test_add_func ("/table-writer/save/replaces-atomically", test_save_replaces_atomically);
  return g_test_run ();
}
