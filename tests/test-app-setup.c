/* A referee's whole job in the app, through the real widgets: a new table, every terrain type
 * drawn, two armies of 40 units placed from an order of battle, saved, reopened and played for
 * two turns; and the short round trip: draw a wood, place a unit, drag it, turn it,
 * undo both, save, reopen and compare. */
#include <math.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-reserve-view.h"
#include "vd-test-app.h"
#include "vd-window-armies.h"
#include "vd-window-gnome.h"
#include "vd-window-private.h"

#define UNITS_PER_SIDE 40

static VdTableView *
view_of (VdWindow *window)
{
  return vd_window_get_table_view (window);
}

static void
click_at (VdWindow *window, VdPoint table_point)
{
  vd_test_click (view_of (window), vd_test_view_point (window, table_point));
}

static VdTable *
table_of (VdWindow *window)
{
  return vd_document_get_table (vd_window_get_document (window));
}

static void
activate (gpointer widget, const char *action, GVariant *parameter)
{
  /* GTK 4.8 does not sink the parameter of a class action: it is ours to free. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (widget), action, owned));
  vd_test_spin_a_little ();
}

/* Draws a feature of TYPE as SHAPE by clicking POINTS; an area closes on its first point, a
 * line ends with Enter. Returns the new feature's id. */
static char *
draw_feature (VdWindow *window, VdTerrainType type, VdShape shape, const VdPoint *points,
              guint n_points)
{
  g_autofree char *target = g_strdup_printf ("%s:%s", shape == VD_SHAPE_AREA ? "area" : "line",
                                             vd_terrain_type_to_string (type));
  guint before = table_of (window)->features->len;
  VdFeature *feature;

  activate (window, "win.draw-terrain", g_variant_new_string (target));
  g_assert_true (vd_table_view_get_drawing (view_of (window)));
  for (guint i = 0; i < n_points; i++)
    click_at (window, points[i]);
  if (shape == VD_SHAPE_AREA)
    click_at (window, points[0]);
  else
    g_assert_true (vd_table_view_finish_drawing (view_of (window)));
  vd_test_spin_a_little ();

  g_assert_false (vd_table_view_get_drawing (view_of (window)));
  g_assert_cmpuint (table_of (window)->features->len, ==, before + 1);
  feature = g_ptr_array_index (table_of (window)->features, before);
  g_assert_cmpint (feature->type, ==, type);
  g_assert_cmpint (feature->shape, ==, shape);
  g_assert_cmpuint (feature->path.n_points, ==, n_points);
  for (guint i = 0; i < n_points; i++)
    {
      g_assert_cmpfloat_with_epsilon (feature->path.points[i].x, points[i].x, 1.0);
      g_assert_cmpfloat_with_epsilon (feature->path.points[i].y, points[i].y, 1.0);
    }
  return g_strdup (feature->id);
}

/* A square area of side 90 mm with its lower left corner at (X, Y). */
static void
draw_square (VdWindow *window, VdTerrainType type, double x, double y)
{
  VdPoint points[] = { { x, y }, { x + 90, y }, { x + 90, y + 90 }, { x, y + 90 } };
  g_autofree char *id = draw_feature (window, type, VD_SHAPE_AREA, points, G_N_ELEMENTS (points));
}

static void
draw_line (VdWindow *window, VdTerrainType type, double x, double y)
{
  VdPoint points[] = { { x, y }, { x + 80, y + 40 }, { x + 160, y } };
  g_autofree char *id = draw_feature (window, type, VD_SHAPE_LINE, points, G_N_ELEMENTS (points));
}

static gboolean
reserve_has_rows (gpointer data)
{
  return vd_reserve_view_get_n_rows (data) > 0;
}

static void
load_bundled_order_of_battle (VdWindow *window)
{
  g_autofree char *path = vd_data_find ("units/shevardino-oob.yaml");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_window_load_order_of_battle (window, file, &error));
  g_assert_no_error (error);
  vd_test_spin_until (reserve_has_rows, vd_window_get_reserve_view (window),
                      "the reserve lists the order of battle");
}

/* Places the first N units of SIDE in the reserve, one click each on a grid from (X0, Y0) going
 * across, then up (STEP_Y may be negative). */
static void
place_side (VdWindow *window, const char *side, guint n, double x0, double y0, double step_y)
{
  VdReserveView *reserve = vd_window_get_reserve_view (window);
  g_autoptr(GPtrArray) unplaced = vd_reserve_view_list_unplaced (reserve, side);
  guint before = table_of (window)->units->len;

  g_assert_cmpuint (unplaced->len, >=, n);
  g_assert_true (vd_reserve_view_activate_unit (reserve,
                                                ((VdUnit *) g_ptr_array_index (unplaced, 0))->id));
  g_clear_pointer (&unplaced, g_ptr_array_unref);
  for (guint i = 0; i < n; i++)
    {
      const VdUnit *next = vd_table_view_get_placing (view_of (window));

      /* Each click offers the next unit of the side. */
      g_assert_nonnull (next);
      g_assert_cmpstr (next->side, ==, side);
      click_at (window, vd_point (x0 + (i % 8) * 200, y0 + (i / 8) * step_y));
    }
  activate (view_of (window), "view.clear-selection", NULL);
  g_assert_null (vd_table_view_get_placing (view_of (window)));
  g_assert_cmpuint (table_of (window)->units->len, ==, before + n);
}

static guint
count_side (VdTable *table, const char *side)
{
  guint n = 0;

  for (guint i = 0; i < table->units->len; i++)
    n += g_strcmp0 (((VdUnit *) g_ptr_array_index (table->units, i))->side, side) == 0;
  return n;
}

static void
save_to (VdWindow *window, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_document_save (vd_window_get_document (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (vd_document_get_dirty (vd_window_get_document (window)));
}

/* The table as it stands in WINDOW, then closed, and in the file reopened in a new window
 * are the same: as a user does it, since a window holds its file's writer lock. */
static VdWindow *
reopen_and_compare (VdWindow *window, const char *path)
{
  g_autoptr(VdTable) table = vd_table_copy (table_of (window));
  g_autoptr(VdTable) setup =
    vd_table_copy (vd_battle_get_setup (vd_document_get_battle (vd_window_get_document (window))));
  VdWindow *again;

  vd_test_close_window (window);
  again = vd_test_open_window (path);
  g_assert_nonnull (vd_window_get_document (again));
  g_assert_true (vd_table_equal (table, table_of (again)));
  g_assert_true (vd_table_equal (setup,
                                 vd_battle_get_setup (vd_document_get_battle (vd_window_get_document (again)))));
  return again;
}

/* The first unit of SIDE in the table (of ARM unless it is VD_N_ARMS), by file order. */
static const char *
first_unit_of (VdWindow *window, const char *side, VdArm arm)
{
  VdTable *table = table_of (window);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->side, side) == 0 && (arm == VD_N_ARMS || unit->arm == arm))
        return unit->id;
    }
  g_assert_not_reached ();
}

/* New table, every terrain type, 2 × 40 units from the bundled order of battle, saved and
 * reopened equal; then two turns are played in the reopened window (a move by drag, a loss
 * from the panel, the end of each turn) and they survive another save and reopen. */
static void
test_whole_table (Fixture *fixture, gconstpointer data)
{
  static const VdTerrainType areas[] = {
    VD_TERRAIN_HILL, VD_TERRAIN_WOOD, VD_TERRAIN_RIVER, VD_TERRAIN_MARSH, VD_TERRAIN_HOUSE,
    VD_TERRAIN_REDOUBT, VD_TERRAIN_ROCKY, VD_TERRAIN_FIELD, VD_TERRAIN_BRIDGE, VD_TERRAIN_FORD,
  };
  static const VdTerrainType lines[] = {
    VD_TERRAIN_STREAM, VD_TERRAIN_RIVER, VD_TERRAIN_ROAD, VD_TERRAIN_LIGHT_OBSTACLE,
    VD_TERRAIN_HARD_OBSTACLE, VD_TERRAIN_BRIDGE,
  };
  g_autofree char *path = g_build_filename (fixture->dir, "battle.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_window_new (NULL);
  VdWindow *again, *third;
  guint n_events;
  const char *mover;
  g_autofree char *mover_id = NULL;
  VdPoint before_at, offset;
  gboolean seen[VD_N_TERRAIN_TYPES] = { FALSE };

  vd_test_present (window);
  g_assert_true (vd_window_new_table (window, "Exercise at Fontainebleau", VD_SCALE_25MM,
                                      1800, 1200, 0, &error));
  g_assert_no_error (error);
  vd_test_spin_until (vd_test_view_is_allocated, window, "the new table is shown");
  g_assert_cmpuint (table_of (window)->features->len, ==, 0);
  g_assert_cmpuint (table_of (window)->units->len, ==, 0);

  /* The terrain, in the middle band of the table, apart enough not to snap to each other. */
  activate (window, "win.edit-terrain", NULL);
  g_assert_true (vd_table_view_get_editing (view_of (window)));
  for (guint i = 0; i < G_N_ELEMENTS (areas); i++)
    draw_square (window, areas[i], 300 + (i % 5) * 300, 480 + (i / 5) * 130);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    draw_line (window, lines[i], 60 + (i % 3) * 600, 900 - (i / 3) * 130);
  activate (window, "win.edit-terrain", NULL);
  g_assert_false (vd_table_view_get_editing (view_of (window)));
  for (guint i = 0; i < table_of (window)->features->len; i++)
    seen[((VdFeature *) g_ptr_array_index (table_of (window)->features, i))->type] = TRUE;
  for (guint type = 0; type < VD_N_TERRAIN_TYPES; type++)
    g_assert_true (seen[type]);

  /* The armies: the French along the near edge, the Russians along the far one. */
  load_bundled_order_of_battle (window);
  place_side (window, "french", UNITS_PER_SIDE, 120, 400, -70);
  place_side (window, "russian", UNITS_PER_SIDE, 120, 1090, -70);
  g_assert_cmpuint (count_side (table_of (window), "french"), ==, UNITS_PER_SIDE);
  g_assert_cmpuint (count_side (table_of (window), "russian"), ==, UNITS_PER_SIDE);

  save_to (window, path);
  again = reopen_and_compare (window, path);

  /* Turn 1: a French unit moves up by drag, a Russian one loses two figures; end of turn. */
  mover = first_unit_of (again, "french", VD_N_ARMS);
  mover_id = g_strdup (mover);
  before_at = vd_test_unit (again, mover_id)->at;
  offset = vd_test_view_offset (again, vd_point (0, 50));
  vd_test_drag_begin (again, mover_id);
  vd_test_drag_update (again, vd_point (offset.x / 2, offset.y / 2));
  vd_test_drag_end (again, offset);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (again, mover_id)->at.y, before_at.y + 50, 1.0);

  vd_window_set_panel_page (again, "unit");
  vd_test_click_unit (again, first_unit_of (again, "russian", VD_ARM_INFANTRY));
  for (int i = 0; i < 2; i++)
    vd_test_spin_casualties (GTK_WIDGET (vd_window_get_unit_panel (again)), GTK_SPIN_STEP_FORWARD);
  g_assert_cmpint (vd_test_unit (again, first_unit_of (again, "russian", VD_ARM_INFANTRY))->casualties, ==, 2);
  activate (again, "win.end-turn", NULL);

  /* Turn 2: the same unit moves again; end of turn. */
  vd_test_drag_begin (again, mover_id);
  vd_test_drag_update (again, vd_point (offset.x / 2, offset.y / 2));
  vd_test_drag_end (again, offset);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (again, mover_id)->at.y, before_at.y + 100, 1.0);
  activate (again, "win.end-turn", NULL);
  g_assert_cmpint (vd_document_get_turn (vd_window_get_document (again)), ==, 3);

  save_to (again, path);
  n_events = table_of (again)->journal->len;
  third = reopen_and_compare (again, path);
  g_assert_cmpint (table_of (third)->turn, ==, 3);
  g_assert_cmpuint (table_of (third)->journal->len, ==, n_events);
  vd_test_close_window (third);
}

/* The round trip: a wood drawn, a unit placed, dragged and turned; undoing the turn
 * and the drag puts the unit back where it was placed; saved and reopened, the table is the
 * same, with the wood and the unit and the journal of what was done. */
static void
test_wood_unit_round_trip (Fixture *fixture, gconstpointer data)
{
  VdPoint wood_points[] = { { 300, 300 }, { 600, 300 }, { 600, 500 }, { 300, 500 } };
  g_autofree char *path = g_build_filename (fixture->dir, "round-trip.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *wood = NULL;
  g_autofree char *unit_id = NULL;
  VdWindow *window = vd_window_new (NULL);
  VdWindow *again;
  guint n_applied;
  VdPoint placed_at, handle;
  double placed_facing;

  vd_test_present (window);
  g_assert_true (vd_window_new_table (window, "Round trip", VD_SCALE_15MM, 1200, 800, 0, &error));
  g_assert_no_error (error);
  vd_test_spin_until (vd_test_view_is_allocated, window, "the new table is shown");

  activate (window, "win.edit-terrain", NULL);
  wood = draw_feature (window, VD_TERRAIN_WOOD, VD_SHAPE_AREA, wood_points, 4);
  activate (window, "win.edit-terrain", NULL);

  load_bundled_order_of_battle (window);
  place_side (window, "french", 1, 900, 200, 0);
  unit_id = g_strdup (first_unit_of (window, "french", VD_N_ARMS));
  placed_at = vd_test_unit (window, unit_id)->at;
  placed_facing = vd_test_unit (window, unit_id)->facing;

  /* Dragged 60 mm up the table, by the rules. */
  vd_test_drag_begin (window, unit_id);
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (0, 30)));
  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (0, 60)));
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, unit_id)->at.y, placed_at.y + 60, 1.0);

  /* Turned by its handle to face the right-hand edge. */
  vd_window_set_panel_page (window, "unit");
  vd_test_click_unit (window, unit_id);
  g_assert_true (vd_table_view_get_rotation_handle (view_of (window), &handle));
  vd_test_drag_view (window, handle,
        vd_test_view_point (window, vd_point (vd_test_unit (window, unit_id)->at.x + 100,
                                      vd_test_unit (window, unit_id)->at.y)));
  g_assert_cmpfloat (vd_test_unit (window, unit_id)->facing, ==, 90);

  activate (window, "win.undo", NULL);
  g_assert_cmpfloat (vd_test_unit (window, unit_id)->facing, ==, placed_facing);
  activate (window, "win.undo", NULL);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, unit_id)->at.x, placed_at.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, unit_id)->at.y, placed_at.y, 1e-9);
  g_assert_nonnull (vd_test_feature (window, wood));

  save_to (window, path);
  n_applied = vd_battle_get_n_applied (vd_document_get_battle (vd_window_get_document (window)));
  again = reopen_and_compare (window, path);
  g_assert_nonnull (vd_test_feature (again, wood));
  g_assert_nonnull (vd_test_unit (again, unit_id));
  /* The file keeps what stands: the wood and the placing, not the undone drag and turn. */
  g_assert_cmpuint (vd_battle_get_n_events (vd_document_get_battle (vd_window_get_document (again))),
                    ==, n_applied);
  g_assert_false (vd_document_can_redo (vd_window_get_document (again)));
  vd_test_close_window (again);
}

/* Issue 22 point 7: a table begun in the app is not the demo, in the header as in its name;
 * the demo alone is "Demo battle". */
static void
test_new_table_subtitle (Fixture *fixture, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  VdWindow *window = vd_window_new (NULL);

  vd_test_present (window);
  g_assert_true (vd_window_new_table (window, NULL, VD_SCALE_25MM, 1800, 1200, 0, &error));
  g_assert_no_error (error);
  vd_test_spin_a_little ();
  g_assert_false (vd_document_is_demo (vd_window_get_document (window)));
  g_assert_cmpstr (adw_window_title_get_subtitle (window->window_title), ==, "New table");
  name = vd_document_dup_display_name (vd_window_get_document (window));
  g_assert_cmpstr (name, ==, "New table");
  /* Untitled, it records (the file's size counted with its empty title). */
  g_assert_true (vd_document_record (vd_window_get_document (window),
                                     vd_event_new (VD_EVENT_END_TURN, 1), &error));
  g_assert_no_error (error);
  vd_test_close_window (window);
}

int
main (int argc, char **argv)
{
  vd_test_app_init (&argc, &argv, TRUE);

  VD_TEST_ADD ("/app/setup/wood-unit-round-trip", test_wood_unit_round_trip);
  VD_TEST_ADD ("/app/setup/whole-table", test_whole_table);
  VD_TEST_ADD ("/app/setup/new-table-subtitle", test_new_table_subtitle);
  return g_test_run ();
}
