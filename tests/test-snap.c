/* Snapping points being drawn on the terrain (vd-snap.h). */
#include "vd-snap.h"

static VdTable *
make_table (void)
{
  VdTable *table = vd_table_new ();
  const VdPoint wood[] = { { 100, 100 }, { 300, 100 }, { 300, 250 } };
  const VdPoint crest[] = { { 600, 600 }, { 700, 620 } };
  VdFeature *hill;

  table->width = 1200;
  table->depth = 800;
  g_ptr_array_add (table->features, vd_feature_new ("wood-1", VD_TERRAIN_WOOD, VD_SHAPE_AREA,
                                                    wood, G_N_ELEMENTS (wood)));
  hill = vd_feature_new ("hill-1", VD_TERRAIN_HILL, VD_SHAPE_AREA, wood, G_N_ELEMENTS (wood));
  vd_path_clear (&hill->path);
  {
    const VdPoint outline[] = { { 500, 500 }, { 800, 500 }, { 800, 700 } };

    vd_path_set (&hill->path, outline, G_N_ELEMENTS (outline));
  }
  vd_feature_add_crest (hill, crest, G_N_ELEMENTS (crest));
  g_ptr_array_add (table->features, hill);
  return table;
}

static void
test_corner (void)
{
  g_autoptr(VdTable) table = make_table ();
  VdSnap snap;

  g_assert_true (vd_snap_point (table, vd_point (1195, 796), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_TABLE_CORNER);
  g_assert_cmpfloat (snap.at.x, ==, 1200);
  g_assert_cmpfloat (snap.at.y, ==, 800);

  g_assert_true (vd_snap_point (table, vd_point (-3, 4), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_TABLE_CORNER);
  g_assert_cmpfloat (snap.at.x, ==, 0);
  g_assert_cmpfloat (snap.at.y, ==, 0);
}

static void
test_edge (void)
{
  g_autoptr(VdTable) table = make_table ();
  VdSnap snap;

  /* Only the coordinate near the edge moves. */
  g_assert_true (vd_snap_point (table, vd_point (405, 6), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_TABLE_EDGE);
  g_assert_cmpfloat (snap.at.x, ==, 405);
  g_assert_cmpfloat (snap.at.y, ==, 0);

  g_assert_true (vd_snap_point (table, vd_point (1193, 400), 8, NULL, &snap));
  g_assert_cmpfloat (snap.at.x, ==, 1200);
  g_assert_cmpfloat (snap.at.y, ==, 400);
}

static void
test_vertex (void)
{
  g_autoptr(VdTable) table = make_table ();
  VdSnap snap;

  g_assert_true (vd_snap_point (table, vd_point (304, 247), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_VERTEX);
  g_assert_cmpstr (snap.feature_id, ==, "wood-1");
  g_assert_cmpfloat (snap.at.x, ==, 300);
  g_assert_cmpfloat (snap.at.y, ==, 250);

  /* Crest lines have vertices too. */
  g_assert_true (vd_snap_point (table, vd_point (702, 615), 8, NULL, &snap));
  g_assert_cmpstr (snap.feature_id, ==, "hill-1");
  g_assert_cmpfloat (snap.at.x, ==, 700);
  g_assert_cmpfloat (snap.at.y, ==, 620);

  /* The feature being edited is not snapped to. */
  g_assert_false (vd_snap_point (table, vd_point (304, 247), 8, "wood-1", &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_NONE);
  g_assert_cmpfloat (snap.at.x, ==, 304);
}

/* The nearest candidate wins; a vertex beats an edge even when the edge is nearer. */
static void
test_nearest (void)
{
  g_autoptr(VdTable) table = make_table ();
  const VdPoint near_edge[] = { { 50, 6 }, { 90, 40 } };
  VdSnap snap;

  g_ptr_array_add (table->features, vd_feature_new ("road-1", VD_TERRAIN_ROAD, VD_SHAPE_LINE,
                                                    near_edge, G_N_ELEMENTS (near_edge)));
  g_assert_true (vd_snap_point (table, vd_point (53, 2), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_VERTEX);
  g_assert_cmpfloat (snap.at.x, ==, 50);
  g_assert_cmpfloat (snap.at.y, ==, 6);

  g_assert_true (vd_snap_point (table, vd_point (103, 101), 8, NULL, &snap));
  g_assert_cmpfloat (snap.at.x, ==, 100);
  g_assert_cmpfloat (snap.at.y, ==, 100);
}

static void
test_out_of_reach (void)
{
  g_autoptr(VdTable) table = make_table ();
  VdSnap snap;

  g_assert_false (vd_snap_point (table, vd_point (450, 400), 8, NULL, &snap));
  g_assert_cmpint (snap.kind, ==, VD_SNAP_NONE);
  g_assert_cmpfloat (snap.at.x, ==, 450);
  g_assert_cmpfloat (snap.at.y, ==, 400);
  /* A larger tolerance (zoomed out) reaches further. */
  g_assert_true (vd_snap_point (table, vd_point (312, 250), 20, NULL, &snap));
  g_assert_cmpfloat (snap.at.x, ==, 300);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/snap/corner", test_corner);
  g_test_add_func ("/snap/edge", test_edge);
  g_test_add_func ("/snap/vertex", test_vertex);
  g_test_add_func ("/snap/nearest", test_nearest);
  g_test_add_func ("/snap/out-of-reach", test_out_of_reach);
  return g_test_run ();
}
