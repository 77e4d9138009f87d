#include "vd-table.h"

static void
test_model_helpers (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdTable) copy = NULL;
  g_auto(GStrv) sides = NULL;
  VdUnit *a = vd_unit_new ("a", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  VdUnit *b = vd_unit_new ("b", "russian", VD_ARM_CAVALRY, VD_FORMATION_CLOSE);
  VdUnit *c = vd_unit_new ("c", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN);

  a->at = vd_point (100, 100);
  a->frontage = 40;
  a->depth = 20;
  b->at = vd_point (110, 95);
  b->frontage = 40;
  b->depth = 20;
  c->at = vd_point (500, 500);
  c->frontage = 40;
  c->depth = 20;
  g_ptr_array_add (table->units, a);
  g_ptr_array_add (table->units, b);
  g_ptr_array_add (table->units, c);

  sides = vd_table_list_sides (table);
  g_assert_cmpuint (g_strv_length (sides), ==, 2);
  g_assert_cmpstr (sides[0], ==, "french");
  g_assert_cmpstr (sides[1], ==, "russian");

  /* Where footprints overlap, the later unit is on top. */
  g_assert_true (vd_table_unit_at (table, vd_point (105, 90)) == b);
  g_assert_true (vd_table_unit_at (table, vd_point (85, 95)) == a);
  g_assert_null (vd_table_unit_at (table, vd_point (300, 300)));

  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  ((VdUnit *) g_ptr_array_index (copy->units, 2))->figures = 3;
  g_assert_false (vd_table_equal (table, copy));
}

static void
test_feature_copy_and_equal (void)
{
  VdPoint outline[] = { { 0, 0 }, { 100, 0 }, { 100, 80 }, { 0, 80 } };
  VdPoint crest[] = { { 10, 40 }, { 90, 45 } };
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdTable) copy = NULL;
  VdFeature *hill = vd_feature_new ("hill-1", VD_TERRAIN_HILL, VD_SHAPE_AREA, outline, 4);
  VdFeature *copied;
  VdRect bounds;

  hill->name = g_strdup ("Pratzen");
  hill->level = 2;
  vd_feature_add_crest (hill, crest, 2);
  g_ptr_array_add (table->features, hill);

  copy = vd_table_copy (table);
  copied = vd_table_edit_feature (copy, "hill-1");
  g_assert_true (copied != hill);
  g_assert_true (copied->crests[0].points != hill->crests[0].points);
  g_assert_true (vd_table_equal (table, copy));

  copied->crests[0].points[1].y = 46;
  g_assert_false (vd_table_equal (table, copy));
  copied->crests[0].points[1].y = 45;
  g_assert_true (vd_table_equal (table, copy));
  copied->level = 1;
  g_assert_false (vd_table_equal (table, copy));

  bounds = vd_feature_bounds (hill);
  g_assert_cmpfloat (bounds.x0, ==, 0);
  g_assert_cmpfloat (bounds.x1, ==, 100);
  g_assert_cmpfloat (bounds.y1, ==, 80);
  g_assert_cmpuint (vd_feature_polygon (hill).n_points, ==, 4);
  g_assert_null (vd_table_find_feature (table, "hill-2"));
}

static void
test_unit_footprint (void)
{
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE);
  VdFootprint fp;

  g_assert_cmpstr (unit->name, ==, "u");
  unit->at = vd_point (300, 200);
  unit->facing = 90;
  unit->frontage = 100;
  unit->depth = 50;
  fp = vd_unit_footprint (unit);
  g_assert_cmpfloat (fp.at.x, ==, 300);
  g_assert_cmpfloat (fp.facing, ==, 90);
  /* Facing +x, the footprint lies behind the front edge, towards -x. */
  g_assert_true (vd_footprint_contains_point (fp, vd_point (260, 240)));
  g_assert_false (vd_footprint_contains_point (fp, vd_point (310, 200)));
}

static void
test_feature_under_unit (void)
{
  VdPoint wood_outline[] = { { 0, 0 }, { 200, 0 }, { 200, 200 }, { 0, 200 } };
  VdPoint hedge_line[] = { { 0, 95 }, { 300, 95 } };
  VdPoint road_line[] = { { 0, 150 }, { 300, 150 } };
  g_autoptr(VdFeature) wood = vd_feature_new ("wood", VD_TERRAIN_WOOD, VD_SHAPE_AREA, wood_outline, 4);
  g_autoptr(VdFeature) hedge = vd_feature_new ("hedge", VD_TERRAIN_LIGHT_OBSTACLE, VD_SHAPE_LINE,
                                               hedge_line, 2);
  g_autoptr(VdFeature) road = vd_feature_new ("road", VD_TERRAIN_ROAD, VD_SHAPE_LINE, road_line, 2);
  g_autoptr(VdUnit) unit = vd_unit_new ("u", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);

  /* Front edge at y = 100, footprint from y = 70 to 100, centre (190, 85). */
  unit->at = vd_point (190, 100);
  unit->frontage = 60;
  unit->depth = 30;
  g_assert_true (vd_feature_is_under_unit (wood, unit));
  g_assert_true (vd_feature_is_under_unit (hedge, unit));
  g_assert_false (vd_feature_is_under_unit (road, unit));

  /* Half out of the wood, but its centre is still inside. */
  unit->at = vd_point (199, 100);
  g_assert_true (vd_feature_is_under_unit (wood, unit));
  /* The centre left the wood: the unit is no longer in it. */
  unit->at = vd_point (215, 100);
  g_assert_false (vd_feature_is_under_unit (wood, unit));
  /* A line touching the front edge counts. */
  unit->at = vd_point (190, 95);
  g_assert_true (vd_feature_is_under_unit (hedge, unit));
}

static void
test_feature_damage (void)
{
  VdPoint wall_line[] = { { 0, 0 }, { 300, 0 }, { 300, 100 } };
  VdPoint house_outline[] = { { 0, 0 }, { 100, 0 }, { 100, 50 }, { 0, 50 } };
  g_autoptr(VdFeature) wall = vd_feature_new ("wall", VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_LINE,
                                              wall_line, 3);
  g_autoptr(VdFeature) house = vd_feature_new ("house", VD_TERRAIN_HOUSE, VD_SHAPE_AREA,
                                               house_outline, 4);
  VdStretch degraded = { 100, 160, VD_DAMAGE_DEGRADED }, destroyed = { 250, 320, VD_DAMAGE_DESTROYED };
  VdDamage state;

  g_assert_cmpfloat (vd_feature_path_length (wall), ==, 400);
  /* An outline closes back on its first point. */
  g_assert_cmpfloat (vd_feature_path_length (house), ==, 300);

  g_array_append_val (wall->damage, degraded);
  g_array_append_val (wall->damage, destroyed);
  g_assert_cmpint (vd_feature_damage_at (wall, 50), ==, VD_DAMAGE_INTACT);
  g_assert_cmpint (vd_feature_damage_at (wall, 100), ==, VD_DAMAGE_DEGRADED);
  g_assert_cmpint (vd_feature_damage_at (wall, 200), ==, VD_DAMAGE_INTACT);
  g_assert_cmpint (vd_feature_damage_at (wall, 300), ==, VD_DAMAGE_DESTROYED);
  g_assert_cmpint (vd_feature_damage_at (wall, 330), ==, VD_DAMAGE_INTACT);

  g_assert_cmpstr (vd_damage_to_string (VD_DAMAGE_DEGRADED), ==, "degraded");
  g_assert_true (vd_damage_from_string ("destroyed", &state));
  g_assert_cmpint (state, ==, VD_DAMAGE_DESTROYED);
  g_assert_false (vd_damage_from_string ("ruined", &state));
}

static void
test_feature_crossings (void)
{
  VdPoint wall_line[] = { { 0, 0 }, { 300, 0 }, { 300, 100 } };
  VdPoint house_outline[] = { { 0, 0 }, { 100, 0 }, { 100, 50 }, { 0, 50 } };
  g_autoptr(VdFeature) wall = vd_feature_new ("wall", VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_LINE,
                                              wall_line, 3);
  g_autoptr(VdFeature) house = vd_feature_new ("house", VD_TERRAIN_HOUSE, VD_SHAPE_AREA,
                                               house_outline, 4);
  g_autoptr(GArray) crossings = g_array_new (FALSE, FALSE, sizeof (VdCrossing));
  const VdCrossing *c;

  /* Crossing the second leg of the wall: 300 mm of the first leg plus 40 up the second. */
  g_assert_cmpuint (vd_feature_crossings (wall, vd_point (400, 40), vd_point (200, 40), crossings), ==, 1);
  c = &g_array_index (crossings, VdCrossing, 0);
  g_assert_cmpfloat_with_epsilon (c->along, 340, 1e-9);
  g_assert_cmpfloat_with_epsilon (c->t, 0.5, 1e-9);

  /* Through the corner vertex: one crossing, not two. */
  g_array_set_size (crossings, 0);
  g_assert_cmpuint (vd_feature_crossings (wall, vd_point (250, 50), vd_point (350, -50), crossings), ==, 1);

  /* Across the house: in on the near side, out through the closing side, ordered from A. */
  g_array_set_size (crossings, 0);
  g_assert_cmpuint (vd_feature_crossings (house, vd_point (-50, 25), vd_point (150, 25), crossings), ==, 2);
  c = &g_array_index (crossings, VdCrossing, 0);
  g_assert_cmpfloat_with_epsilon (c->along, 275, 1e-9);  /* 100 + 50 + 100 + 25 back down the last side */
  c = &g_array_index (crossings, VdCrossing, 1);
  g_assert_cmpfloat_with_epsilon (c->along, 125, 1e-9);
  g_assert_cmpfloat (c->t, >, 0.5);

  /* A segment that misses adds nothing. */
  g_assert_cmpuint (vd_feature_crossings (wall, vd_point (0, 50), vd_point (100, 50), crossings), ==, 0);
  g_assert_cmpuint (crossings->len, ==, 2);
}

/* HILL-4: the crest is drawn on the hill. An L-shaped hill: a crest along its outline is on it;
 * one whose points are all on the hill but whose middle crosses the notch leaves it, and where
 * it first does is said. */
static void
test_hill_4_crest_on_its_hill (void)
{
  VdPoint outline[] = { { 0, 0 }, { 400, 0 }, { 400, 100 }, { 100, 100 }, { 100, 400 },
                        { 0, 400 } };
  VdPoint along_edge[] = { { 0, 0 }, { 400, 0 }, { 400, 50 } };
  VdPoint inside[] = { { 50, 350 }, { 50, 50 }, { 350, 50 } };
  VdPoint across_notch[] = { { 50, 350 }, { 350, 50 } };
  VdPoint beyond[] = { { 200, 50 }, { 500, 50 } };
  g_autoptr(VdFeature) hill = vd_feature_new ("hill", VD_TERRAIN_HILL, VD_SHAPE_AREA, outline, 6);
  VdPoint where = { -1, -1 };

  vd_feature_add_crest (hill, along_edge, 3);
  vd_feature_add_crest (hill, inside, 3);
  vd_feature_add_crest (hill, across_notch, 2);
  vd_feature_add_crest (hill, beyond, 2);
  g_assert_false (vd_feature_crest_leaves_hill (hill, 0, &where));
  g_assert_false (vd_feature_crest_leaves_hill (hill, 1, &where));
  g_assert_true (vd_feature_crest_leaves_hill (hill, 2, &where));
  /* From (50, 350) towards (350, 50) the line leaves the L at its inner edge x = 100. */
  g_assert_cmpfloat_with_epsilon (where.x, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (where.y, 300, 1e-9);
  g_assert_true (vd_feature_crest_leaves_hill (hill, 3, &where));
  g_assert_cmpfloat_with_epsilon (where.x, 400, 1e-9);
  g_assert_cmpfloat_with_epsilon (where.y, 50, 1e-9);
}

static VdUnit *
add_unit (VdTable *table, const char *id, double x, double y, double facing)
{
  VdUnit *unit = vd_unit_new (id, "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);

  unit->at = vd_point (x, y);
  unit->facing = facing;
  unit->frontage = 100;
  unit->depth = 20;
  g_ptr_array_add (table->units, unit);
  return unit;
}

/* Bases side by side or back to front touch: contact, not overlap. One across another, or
 * the same base twice, overlap; each pair once, in the table's order. */
static void
test_overlapping_units (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(GArray) pairs = g_array_new (FALSE, FALSE, sizeof (guint[2]));
  const guint *pair;

  add_unit (table, "a", 100, 100, 0);
  add_unit (table, "b", 200, 100, 0);    /* beside a, edges touching */
  add_unit (table, "c", 100, 120, 0);    /* in front of a, its back on a's front */
  add_unit (table, "d", 600, 600, 0);
  add_unit (table, "e", 600, 550, 90);   /* turned across d */
  add_unit (table, "f", 900, 900, 0);
  add_unit (table, "g", 900, 900, 0);    /* on f exactly */
  g_assert_cmpuint (vd_table_overlapping_units (table, pairs), ==, 2);
  pair = &g_array_index (pairs, guint, 0);
  g_assert_cmpuint (pair[0], ==, 3);
  g_assert_cmpuint (pair[1], ==, 4);
  g_assert_cmpuint (pair[2], ==, 5);
  g_assert_cmpuint (pair[3], ==, 6);
}

/* A hill's crests forgotten alone, or with all only a hill has (as when it becomes a wood). */
static void
test_feature_drop_hill (void)
{
  VdPoint outline[] = { { 0, 0 }, { 100, 0 }, { 100, 100 } };
  VdPoint crest[] = { { 10, 10 }, { 90, 10 } };
  g_autoptr(VdFeature) hill = vd_feature_new ("h", VD_TERRAIN_HILL, VD_SHAPE_AREA, outline, 3);

  hill->level = 3;
  hill->plateau = TRUE;
  vd_feature_add_crest (hill, crest, 2);
  vd_feature_add_crest (hill, crest, 2);
  vd_feature_clear_crests (hill);
  g_assert_cmpuint (hill->n_crests, ==, 0);
  g_assert_null (hill->crests);
  g_assert_cmpint (hill->level, ==, 3);
  g_assert_true (hill->plateau);
  vd_feature_add_crest (hill, crest, 2);
  vd_feature_drop_hill (hill);
  g_assert_cmpuint (hill->n_crests, ==, 0);
  g_assert_null (hill->crests);
  g_assert_cmpint (hill->level, ==, 1);
  g_assert_false (hill->plateau);
  g_assert_cmpuint (hill->path.n_points, ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table/model-helpers", test_model_helpers);
  g_test_add_func ("/table/feature-copy-and-equal", test_feature_copy_and_equal);
  g_test_add_func ("/table/feature-drop-hill", test_feature_drop_hill);
  g_test_add_func ("/table/unit-footprint", test_unit_footprint);
  g_test_add_func ("/table/feature-under-unit", test_feature_under_unit);
  g_test_add_func ("/table/feature-damage", test_feature_damage);
  g_test_add_func ("/table/feature-crossings", test_feature_crossings);
  g_test_add_func ("/table/HILL-4-crest-on-its-hill", test_hill_4_crest_on_its_hill);
  g_test_add_func ("/table/overlapping-units", test_overlapping_units);
  return g_test_run ();
}
