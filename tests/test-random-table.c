#include <math.h>

#include "vd-random-table.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"

typedef struct {
  guint n_units;
  guint n_features;
  guint32 seed;
} Size;

/* Small, odd, dense and the benchmark's own size. */
static const Size sizes[] = {
  { 0, 0, 1 }, { 3, 5, 7 }, { 60, 30, 3 }, { 101, 14, 42 }, { 400, 300, 1 },
};

static VdRuleset *
load_ruleset (void)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);

  g_assert_no_error (error);
  return ruleset;
}

static gboolean
point_inside (const VdTable *table, VdPoint p)
{
  return p.x >= 0 && p.x <= table->width && p.y >= 0 && p.y <= table->depth;
}

static void
assert_path_inside (const VdTable *table, const VdPath *path, const char *id)
{
  for (guint i = 0; i < path->n_points; i++)
    if (!point_inside (table, path->points[i]))
      g_error ("%s: point %u (%g, %g) is off the table", id, i, path->points[i].x,
               path->points[i].y);
}

static void
test_deterministic (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(VdTable) a = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                  sizes[i].seed);
      g_autoptr(VdTable) b = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                  sizes[i].seed);
      g_autoptr(VdTable) other = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                      sizes[i].seed + 1);
      g_autofree char *title = g_strdup_printf ("Random table (seed %u)", sizes[i].seed);

      g_assert_true (vd_table_equal (a, b));
      g_assert_cmpstr (a->title, ==, title);
      if (sizes[i].n_units + sizes[i].n_features > 0)
        g_assert_false (vd_table_equal (a, other));
    }
}

static void
test_header (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (10, 10, 5);

  g_assert_cmpfloat (table->width, ==, 1800);
  g_assert_cmpfloat (table->depth, ==, 1200);
  g_assert_cmpint (table->scale, ==, VD_SCALE_25MM);
  g_assert_cmpstr (table->ruleset, ==, "napoleonic");
  g_assert_cmpint (table->turn, ==, 1);
  g_assert_cmpuint (table->masking->len, ==, 0);
}

static void
test_counts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                      sizes[i].seed);
      guint blue = 0, red = 0;
      gboolean types[VD_N_TERRAIN_TYPES] = { FALSE };
      gboolean kinds[VD_N_ARMS][VD_N_FORMATIONS] = { { FALSE } };

      g_assert_cmpuint (table->units->len, ==, sizes[i].n_units);
      g_assert_cmpuint (table->features->len, ==, sizes[i].n_features);
      for (guint j = 0; j < table->units->len; j++)
        {
          const VdUnit *unit = g_ptr_array_index (table->units, j);

          if (g_str_equal (unit->side, "blue"))
            blue++;
          else if (g_str_equal (unit->side, "red"))
            red++;
          else
            g_error ("%s: unexpected side %s", unit->id, unit->side);
          kinds[unit->arm][unit->formation] = TRUE;
        }
      /* An odd count gives blue the extra unit. */
      g_assert_cmpuint (blue, ==, (sizes[i].n_units + 1) / 2);
      g_assert_cmpuint (red, ==, sizes[i].n_units / 2);

      for (guint j = 0; j < table->features->len; j++)
        types[((const VdFeature *) g_ptr_array_index (table->features, j))->type] = TRUE;
      if (sizes[i].n_features >= VD_N_TERRAIN_TYPES)
        for (guint t = 0; t < VD_N_TERRAIN_TYPES; t++)
          if (!types[t])
            g_error ("%u features, seed %u: no %s", sizes[i].n_features, sizes[i].seed,
                     vd_terrain_type_to_string (t));

      if (sizes[i].n_units >= 100)
        {
          g_autoptr(VdRuleset) ruleset = load_ruleset ();

          for (guint a = 0; a < VD_N_ARMS; a++)
            for (guint f = 0; f < VD_N_FORMATIONS; f++)
              if (vd_ruleset_allows_formation (ruleset, a, f) && !kinds[a][f])
                g_error ("%u units, seed %u: no %s in %s", sizes[i].n_units, sizes[i].seed,
                         vd_arm_to_string (a), vd_formation_to_string (f));
        }
    }
}

static void
test_unique_ids (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (400, 300, 9);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      g_assert_true (g_str_has_prefix (feature->id, "f-"));
      g_assert_true (g_hash_table_add (seen, feature->id));
    }
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      g_assert_true (g_str_has_prefix (unit->id, "u-"));
      g_assert_true (g_hash_table_add (seen, unit->id));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 700);
}

static void
test_inside_table (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                      sizes[i].seed);

      for (guint j = 0; j < table->features->len; j++)
        {
          const VdFeature *feature = g_ptr_array_index (table->features, j);

          assert_path_inside (table, &feature->path, feature->id);
          for (guint c = 0; c < feature->n_crests; c++)
            assert_path_inside (table, &feature->crests[c], feature->id);
        }
      for (guint j = 0; j < table->units->len; j++)
        {
          const VdUnit *unit = g_ptr_array_index (table->units, j);
          VdPoint corners[4];

          vd_footprint_corners (vd_unit_footprint (unit), corners);
          for (guint c = 0; c < 4; c++)
            if (!point_inside (table, corners[c]))
              g_error ("%s: corner %u (%g, %g) is off the table", unit->id, c, corners[c].x,
                       corners[c].y);
        }
    }
}

static void
test_shapes (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (0, 700, 11);

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);
      VdPolygon polygon = vd_feature_polygon (feature);
      double length;

      g_assert_true (vd_terrain_type_allows_shape (feature->type, feature->shape));
      if (feature->shape == VD_SHAPE_AREA)
        {
          g_assert_cmpuint (feature->path.n_points, >=, 5);
          g_assert_cmpuint (feature->path.n_points, <=, 9);
          g_assert_true (vd_polygon_is_simple (polygon));
          g_assert_cmpfloat (vd_polygon_area (polygon), >, 0);
        }
      else
        {
          length = vd_polyline_length (vd_feature_polyline (feature));
          g_assert_cmpuint (feature->path.n_points, >=, 2);
          g_assert_cmpuint (feature->path.n_points, <=, 6);
          /* 50 to 600 mm, give or take the rounding of each point to 0.1 mm. */
          g_assert_cmpfloat (length, >=, 49);
          g_assert_cmpfloat (length, <=, 601);
        }

      if (feature->type != VD_TERRAIN_HILL)
        {
          g_assert_cmpuint (feature->n_crests, ==, 0);
          continue;
        }
      g_assert_cmpint (feature->level, >=, 1);
      g_assert_cmpint (feature->level, <=, 2);
      g_assert_cmpuint (feature->n_crests, >=, 1);
      g_assert_cmpuint (feature->n_crests, <=, 2);
      for (guint c = 0; c < feature->n_crests; c++)
        {
          const VdPath *crest = &feature->crests[c];

          g_assert_cmpfloat (vd_polyline_length ((VdPolyline) { crest->points, crest->n_points }),
                             >, 0);
          /* Every piece of a crest lies wholly inside its hill. */
          for (guint p = 0; p + 1 < crest->n_points; p++)
            {
              VdSegment piece = vd_segment (crest->points[p], crest->points[p + 1]);

              g_assert_cmpfloat_with_epsilon (vd_polygon_clip_segment (polygon, piece, NULL),
                                              vd_segment_length (piece), 1e-9);
            }
        }
    }
}

static void
test_units_realistic (void)
{
  g_autoptr(VdTable) table = vd_random_table_new (400, 0, 21);
  g_autoptr(VdRuleset) ruleset = load_ruleset ();
  guint at_home = 0, facing_enemy = 0, revealed = 0, howitzers = 0, overlapping = 0;

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      gboolean blue = g_str_equal (unit->side, "blue");
      VdPoint centre = vd_footprint_centre (vd_unit_footprint (unit));
      double toward = blue ? 0 : 180;
      double off = fabs (remainder (unit->facing - toward, 360));
      const VdBaseSize *base = vd_ruleset_base_size (ruleset, unit->arm, VD_SCALE_25MM);

      at_home += blue ? centre.y < table->depth / 2 + 60 : centre.y > table->depth / 2 - 60;
      facing_enemy += off <= 40;
      revealed += unit->revealed;
      g_assert_cmpfloat (unit->facing, >=, 0);
      g_assert_cmpfloat (unit->facing, <, 360);
      g_assert_false (unit->has_base);
      g_assert_cmpint (unit->figures, >=, 1);
      /* A footprint holds at least one of the arm's bases, either way round. */
      g_assert_cmpfloat (MAX (unit->frontage, unit->depth), >=, MIN (base->width, base->depth));
      g_assert_cmpfloat (unit->frontage * unit->depth, >=, base->width * base->depth);
      g_assert_cmpfloat (MAX (unit->frontage, unit->depth), <=, 250);
      if (unit->arm == VD_ARM_ARTILLERY)
        {
          g_assert_true (unit->calibre == 4 || unit->calibre == 6 || unit->calibre == 8 ||
                         unit->calibre == 12);
          howitzers += unit->howitzer;
        }
      else
        {
          g_assert_cmpint (unit->calibre, ==, 0);
          g_assert_false (unit->howitzer);
        }
    }
  /* Mostly on their own half facing the enemy, with some mixing; about one in ten revealed. */
  g_assert_cmpuint (at_home, >=, 320);
  g_assert_cmpuint (at_home, <, 400);
  g_assert_cmpuint (facing_enemy, >=, 320);
  g_assert_cmpuint (facing_enemy, <, 400);
  g_assert_cmpuint (revealed, >=, 20);
  g_assert_cmpuint (revealed, <=, 70);
  g_assert_cmpuint (howitzers, >, 0);

  /* On a table with room to spare, units seldom overlap. */
  g_clear_pointer (&table, vd_table_free);
  table = vd_random_table_new (60, 0, 21);
  for (guint i = 0; i < table->units->len; i++)
    for (guint j = i + 1; j < table->units->len; j++)
      overlapping += vd_footprint_distance (
        vd_unit_footprint (g_ptr_array_index (table->units, i)),
        vd_unit_footprint (g_ptr_array_index (table->units, j))) == 0;
  g_assert_cmpuint (overlapping, <=, 3);
}

static void
test_loads_and_validates (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (sizes[i].n_units, sizes[i].n_features,
                                                      sizes[i].seed);
      g_autoptr(VdTable) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *yaml = NULL;
      g_autofree char *yaml_again = NULL;
      gsize length;

      yaml = vd_table_to_yaml (table, &length);
      again = vd_table_load_data (yaml, length, "random.yaml", &error);
      if (again == NULL)
        g_error ("%u units, %u features, seed %u does not load: %s", sizes[i].n_units,
                 sizes[i].n_features, sizes[i].seed, error->message);
      g_assert_true (vd_table_equal (table, again));
      yaml_again = vd_table_to_yaml (again, NULL);
      g_assert_cmpstr (yaml, ==, yaml_again);

      if (!vd_table_validate (again, ruleset, "random.yaml", &error))
        g_error ("%u units, %u features, seed %u: %s", sizes[i].n_units, sizes[i].n_features,
                 sizes[i].seed, error->message);
    }
}

/* Many seeds, for the rare polygon or placement that only some seeds produce. */
static void
test_many_seeds_load (void)
{
  g_autoptr(VdRuleset) ruleset = load_ruleset ();

  for (guint32 seed = 100; seed < 140; seed++)
    {
      g_autoptr(VdTable) table = vd_random_table_new (50, 60, seed);
      g_autoptr(VdTable) again = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;
      g_autofree char *yaml = vd_table_to_yaml (table, &length);

      again = vd_table_load_data (yaml, length, "random.yaml", &error);
      if (again == NULL || !vd_table_validate (again, ruleset, "random.yaml", &error))
        g_error ("seed %u: %s", seed, error->message);
      g_assert_true (vd_table_equal (table, again));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/random-table/deterministic", test_deterministic);
  g_test_add_func ("/random-table/header", test_header);
  g_test_add_func ("/random-table/counts", test_counts);
  g_test_add_func ("/random-table/unique-ids", test_unique_ids);
  g_test_add_func ("/random-table/inside-table", test_inside_table);
  g_test_add_func ("/random-table/shapes", test_shapes);
  g_test_add_func ("/random-table/units-realistic", test_units_realistic);
  g_test_add_func ("/random-table/loads-and-validates", test_loads_and_validates);
  g_test_add_func ("/random-table/many-seeds-load", test_many_seeds_load);
  return g_test_run ();
}
