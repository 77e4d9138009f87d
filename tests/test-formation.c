/* Footprints per formation (units/napoleonic.yaml `footprints:`) and formation changes. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-formation.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

typedef struct {
  VdArm       arm;
  VdFormation formation;
  int         figures;
  double      frontage[VD_N_SCALES];  /* 25mm, 15mm */
  double      depth[VD_N_SCALES];
} Footprint;

/* With the default bases: infantry 40×30 / 30×20 and 4 figures, cavalry 50×50 / 30×30 and 2,
 * artillery 60×80 / 40×50 and 4, officers 50×50 / 30×30 and 1, engineers as infantry. */
static const Footprint footprints[] = {
  /* 6 bases in one rank; 2 abreast in 3 ranks; 2 a face plus the corners; twice as wide. */
  { VD_ARM_INFANTRY, VD_FORMATION_LINE, 24, { 240, 180 }, { 30, 20 } },
  { VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 24, { 80, 60 }, { 90, 60 } },
  { VD_ARM_INFANTRY, VD_FORMATION_SQUARE, 24, { 110, 80 }, { 110, 80 } },
  { VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 24, { 480, 360 }, { 30, 20 } },
  /* 6 bases. */
  { VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 12, { 300, 180 }, { 50, 30 } },
  { VD_ARM_CAVALRY, VD_FORMATION_OPEN, 12, { 600, 360 }, { 50, 30 } },
  { VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 12, { 50, 30 }, { 300, 180 } },
  /* 2 guns; limbered, one behind the other, each rank half as deep again for the teams. */
  { VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 8, { 120, 80 }, { 80, 50 } },
  { VD_ARM_ARTILLERY, VD_FORMATION_DISPERSED, 8, { 240, 160 }, { 80, 50 } },
  { VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED, 8, { 60, 40 }, { 240, 150 } },
  { VD_ARM_OFFICER, VD_FORMATION_NONE, 1, { 50, 30 }, { 50, 30 } },
  /* 2 bases: a column 2 abreast is one rank. */
  { VD_ARM_ENGINEERS, VD_FORMATION_LINE, 8, { 80, 60 }, { 30, 20 } },
  { VD_ARM_ENGINEERS, VD_FORMATION_COLUMN, 8, { 80, 60 }, { 30, 20 } },
  { VD_ARM_ENGINEERS, VD_FORMATION_SKIRMISH, 8, { 160, 120 }, { 30, 20 } },
  { VD_ARM_ENGINEERS, VD_FORMATION_NONE, 8, { 80, 60 }, { 30, 20 } },
};

static void
test_every_footprint (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = vd_test_table_new (scale, 0, 1800, 1200);
  guint seen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (footprints); i++)
    {
      const Footprint *expect = &footprints[i];
      g_autoptr(VdUnit) unit = vd_unit_new ("u", "french", expect->arm, expect->formation);

      unit->figures = expect->figures;
      vd_unit_fit_footprint (unit, table, ruleset);
      if (unit->frontage != expect->frontage[scale] || unit->depth != expect->depth[scale])
        g_error ("%s in %s at %s: %g × %g, expected %g × %g", vd_arm_to_string (expect->arm),
                 vd_formation_to_string (expect->formation), vd_scale_to_string (scale),
                 unit->frontage, unit->depth, expect->frontage[scale], expect->depth[scale]);
      seen++;
    }
  /* Every formation every arm may take is in the list above. */
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int f = 0; f < VD_N_FORMATIONS; f++)
      seen -= vd_ruleset_allows_formation (ruleset, a, f) ? 1 : 0;
  g_assert_cmpuint (seen, ==, 0);
}

/* The figures the unit started with, over the figures of a base, rounded up, at least 1. */
static void
test_count_bases (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);

  unit->figures = 24;
  g_assert_cmpint (vd_unit_count_bases (unit, table, ruleset), ==, 6);
  unit->figures = 25;
  g_assert_cmpint (vd_unit_count_bases (unit, table, ruleset), ==, 7);
  /* Casualties stay on the roster: no base comes off. */
  unit->casualties = 20;
  g_assert_cmpint (vd_unit_count_bases (unit, table, ruleset), ==, 7);
  unit->figures = 0;
  unit->casualties = 0;
  g_assert_cmpint (vd_unit_count_bases (unit, table, ruleset), ==, 1);
}

/* Facing right (90), the unit forms on its front-edge centre: the front edge stays centred on
 * `at` and at right angles to the facing, the rest of the footprint behind it. */
static void
test_change_keeps_front_centre (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  VdUnit *unit = vd_test_add_unit (table, "fr-1", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE,
                                   500, 400, 90, 240, 30);
  g_autoptr(GError) error = NULL;
  VdSegment front;
  VdPoint centre;

  unit->figures = 24;
  g_assert_true (vd_unit_change_formation (unit, VD_FORMATION_COLUMN, table, ruleset, &error));
  g_assert_no_error (error);
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_COLUMN);
  g_assert_cmpfloat (unit->frontage, ==, 80);
  g_assert_cmpfloat (unit->depth, ==, 90);
  g_assert_cmpfloat (unit->facing, ==, 90);
  g_assert_true (vd_point_equal (unit->at, vd_point (500, 400)));
  front = vd_footprint_front_edge (vd_unit_footprint (unit));
  g_assert_cmpfloat_with_epsilon ((front.a.x + front.b.x) / 2, 500, 1e-9);
  g_assert_cmpfloat_with_epsilon ((front.a.y + front.b.y) / 2, 400, 1e-9);
  g_assert_cmpfloat_with_epsilon (fabs (front.a.y - front.b.y), 80, 1e-9);
  centre = vd_footprint_centre (vd_unit_footprint (unit));
  g_assert_cmpfloat_with_epsilon (centre.x, 500 - 45, 1e-9);
  g_assert_cmpfloat_with_epsilon (centre.y, 400, 1e-9);

  g_assert_true (vd_unit_change_formation (unit, VD_FORMATION_SQUARE, table, ruleset, &error));
  g_assert_cmpfloat (unit->frontage, ==, 110);
  g_assert_cmpfloat (unit->depth, ==, 110);
  g_assert_true (vd_point_equal (unit->at, vd_point (500, 400)));
}

static void
test_change_refused (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  VdUnit *unit = vd_test_add_unit (table, "fr-cav", "french", VD_ARM_CAVALRY,
                                   VD_FORMATION_CLOSE, 500, 400, 90, 150, 50);
  g_autoptr(VdUnit) before = vd_unit_copy (unit);
  g_autoptr(GError) error = NULL;
  double frontage = -1, depth = -1;

  g_assert_false (vd_unit_change_formation (unit, VD_FORMATION_SQUARE, table, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "unit “fr-cav”: cavalry cannot be in formation square"));
  g_assert_true (vd_unit_equal (unit, before));
  g_assert_false (vd_formation_footprint (ruleset, VD_ARM_CAVALRY, VD_FORMATION_SQUARE, 6,
                                          *vd_ruleset_base_size (ruleset, VD_ARM_CAVALRY,
                                                                 VD_SCALE_25MM),
                                          &frontage, &depth));
  g_assert_cmpfloat (frontage, ==, -1);
  /* Fitting a unit in a formation its arm refuses leaves its footprint. */
  unit->formation = VD_FORMATION_SQUARE;
  vd_unit_fit_footprint (unit, table, ruleset);
  g_assert_cmpfloat (unit->frontage, ==, 150);
}

/* A unit's own `base:` is used; the figures of a base stay the ruleset's. */
static void
test_own_base (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_15MM, 0, 1800, 1200);
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  g_autoptr(GError) error = NULL;

  unit->figures = 24;
  unit->has_base = TRUE;
  unit->base_width = 20;
  unit->base_depth = 15;
  vd_unit_fit_footprint (unit, table, ruleset);
  g_assert_cmpfloat (unit->frontage, ==, 120);
  g_assert_cmpfloat (unit->depth, ==, 15);
  g_assert_true (vd_unit_change_formation (unit, VD_FORMATION_SQUARE, table, ruleset, &error));
  g_assert_cmpfloat (unit->frontage, ==, 2 * 20 + 15);
}

/* The units file with its text changed by replacing OLD with NEW, loaded. */
static gboolean
load_changed_units (const char *old, const char *new, GError **error)
{
  g_autofree char *original_path = vd_data_find ("units/napoleonic.yaml");
  g_autofree char *original = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (tmpdir, "units.yaml", NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(VdRuleset) loaded = vd_ruleset_new ();
  gboolean ok;

  g_assert_true (g_file_get_contents (original_path, &original, NULL, NULL));
  text = g_string_new (original);
  g_assert_cmpuint (g_string_replace (text, old, new, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  ok = vd_ruleset_load_units (loaded, path, error);
  g_remove (path);
  g_rmdir (tmpdir);
  return ok;
}

/* Every formation an arm may take has a footprint, none other, and its keys are checked. */
static void
test_units_file_footprints (void)
{
  static const struct {
    const char *old, *new, *expect;
  } cases[] = {
    { "    square: {square: true}\n", "", "footprints is missing the key “square”" },
    { "    close: {rank: all}\n", "    close: {rank: all}\n    square: {square: true}\n",
      "unknown key “square” in footprints" },
    { "column: {rank: 2}", "column: {rank: none}", "rank" },
    { "open: {rank: all, spacing: 2}", "open: {rank: all, spacing: 0.5}", "spacing" },
    { "limbered: {rank: 1, depth: 1.5}", "limbered: {rank: 1, deep: 1.5}",
      "unknown key “deep” in a footprint" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (load_changed_units (cases[i].old, cases[i].new, &error));
      g_assert_true (vd_error_has_position (error));
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("expected “%s”, got “%s”", cases[i].expect, error->message);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_data_func ("/formation/footprint/25mm", VD_TEST_S25, test_every_footprint);
  g_test_add_data_func ("/formation/footprint/15mm", VD_TEST_S15, test_every_footprint);
  g_test_add_func ("/formation/count-bases", test_count_bases);
  g_test_add_func ("/formation/change-keeps-front-centre", test_change_keeps_front_centre);
  g_test_add_func ("/formation/change-refused", test_change_refused);
  g_test_add_func ("/formation/own-base", test_own_base);
  g_test_add_func ("/formation/units-file-footprints", test_units_file_footprints);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
