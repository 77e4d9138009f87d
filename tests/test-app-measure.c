/* Measuring in the app: the ruler (win.measure) through the real gestures, at the table's scale,
 * and the unit panel's nearest enemy. */
#include <math.h>
#include <string.h>

#include "vd-test-app.h"

/* A French line 120 mm from a Russian battery (front edge to front edge); a Russian column far
 * off behind a wood that hides it from every French unit. MM_PER_PACE: the table's own value,
 * or NULL for the ruleset's (1 mm at 25mm). */
static char *
write_measure_table (Fixture *fixture, const char *mm_per_pace)
{
  g_autofree char *scale = mm_per_pace != NULL
                           ? g_strdup_printf ("mm_per_pace: %s\n", mm_per_pace) : g_strdup ("");
  g_autofree char *yaml = g_strconcat (
    "vedette: 1\n"
    "kind: table\n"
    "title: Measure test\n"
    "scale: 25mm\n", scale,
    "table: [1200, 1200]\n"
    "terrain:\n"
    "  - {id: wood-1, type: wood,"
    " area: [[700, 500], [1200, 500], [1200, 800], [700, 800]]}\n"
    "units:\n"
    "  - {id: fr-a, name: Line, side: french, arm: infantry, formation: line,"
    " at: [300, 300], frontage: 100, depth: 40, figures: 24}\n"
    "  - {id: ru-b, name: Battery, side: russian, arm: artillery, formation: battery,"
    " at: [300, 420], facing: 180, frontage: 100, depth: 40, figures: 8, calibre: 6}\n"
    "  - {id: ru-far, name: Rearguard, side: russian, arm: infantry, formation: column,"
    " at: [950, 1000], facing: 180, frontage: 40, depth: 60, figures: 24}\n",
    NULL);

  return vd_test_write_file (fixture, "measure.yaml", yaml);
}

static void
assert_readout (VdWindow *window, const char *text)
{
  const char *readout = vd_table_view_get_readout (vd_window_get_table_view (window));

  if (readout == NULL || strstr (readout, text) == NULL)
    g_error ("the readout “%s” does not say “%s”", readout, text);
}

static VdPoint
view_point (VdWindow *window, VdPoint p)
{
  return vd_viewport_table_to_view (vd_table_view_get_viewport (vd_window_get_table_view (window)), p);
}

/* A drag that starts on a unit measures, live, and neither moves the unit nor pans; the
 * measurement stays until Escape, which ends the tool. */
static void
check_ruler_drag (Fixture *fixture, const char *mm_per_pace, const char *half, const char *full)
{
  g_autofree char *path = write_measure_table (fixture, mm_per_pace);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdPoint origin = view_point (window, vd_point (0, 0));
  VdPoint from, to, moved;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_MEASURE);
  assert_readout (window, "Measure: drag from one point to another");

  /* From the line's centre (300, 280), 3-4-5. */
  vd_test_drag_begin (window, "fr-a");
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (93.75, 125)));
  assert_readout (window, half);
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (187.5, 250)));
  assert_readout (window, full);
  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (187.5, 250)));
  assert_readout (window, full);
  g_assert_true (vd_table_view_get_measure (view, &from, &to));
  g_assert_cmpfloat_with_epsilon (from.x, 300, 0.01);
  g_assert_cmpfloat_with_epsilon (from.y, 280, 0.01);
  g_assert_cmpfloat_with_epsilon (to.x, 487.5, 0.01);
  g_assert_cmpfloat_with_epsilon (to.y, 530, 0.01);

  /* Nothing moved: neither the unit, nor the view, nor the document. */
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.x, ==, 300);
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.y, ==, 300);
  moved = view_point (window, vd_point (0, 0));
  g_assert_cmpfloat_with_epsilon (moved.x, origin.x, 0.001);
  g_assert_cmpfloat_with_epsilon (moved.y, origin.y, 0.001);
  g_assert_false (vd_document_get_dirty (vd_window_get_document (window)));
  g_assert_null (vd_table_view_get_selected_unit (view));

  /* Escape ends the tool and the measurement with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_false (vd_table_view_get_measure (view, NULL, NULL));
  g_assert_null (vd_table_view_get_readout (view));
  vd_test_close_window (window);
}

static void
test_ruler_drag (Fixture *fixture, gconstpointer data)
{
  check_ruler_drag (fixture, NULL, "156.2 paces (156.2 mm)", "312.5 paces (312.5 mm)");
}

/* The table's own scale: 2 mm a pace. */
static void
test_ruler_drag_table_scale (Fixture *fixture, gconstpointer data)
{
  check_ruler_drag (fixture, "2", "78.1 paces (156.2 mm)", "156.2 paces (312.5 mm)");
}

/* Two clicks measure too, without selecting the unit clicked; a third starts again; Ctrl+M
 * (the action) turns the ruler off. */
static void
test_ruler_clicks (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_measure_table (fixture, NULL);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  vd_test_click (view, view_point (window, vd_point (300, 280)));
  assert_readout (window, "click where to measure to");
  vd_test_click (view, view_point (window, vd_point (300, 580)));
  assert_readout (window, "300.0 paces (300.0 mm)");
  g_assert_null (vd_table_view_get_selected_unit (view));
  vd_test_click (view, view_point (window, vd_point (100, 100)));
  assert_readout (window, "click where to measure to");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  g_assert_cmpint (vd_table_view_get_tool (view), ==, VD_TABLE_TOOL_NONE);
  g_assert_null (vd_table_view_get_readout (view));
  vd_test_close_window (window);
}

/* The panel's Nearest Enemy row reads TEXT. */
static void
assert_nearest_enemy (VdWindow *window, const char *text)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));

  g_assert_nonnull (vd_test_find_visible_label (panel, "Nearest Enemy", FALSE));
  if (vd_test_find_visible_label (panel, text, FALSE) == NULL)
    g_error ("the panel does not show “%s” as the nearest enemy", text);
}

/* Between the closest points of the footprints, in the table's paces. */
static void
test_nearest_enemy (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_measure_table (fixture, NULL);
  g_autofree char *scaled = NULL;
  VdWindow *window = vd_test_open_window (path);

  vd_test_click_unit (window, "fr-a");
  assert_nearest_enemy (window, "Battery, 120 paces");
  vd_test_click_unit (window, "ru-b");
  assert_nearest_enemy (window, "Line, 120 paces");
  vd_test_close_window (window);

  scaled = write_measure_table (fixture, "2");
  window = vd_test_open_window (scaled);
  vd_test_click_unit (window, "fr-a");
  assert_nearest_enemy (window, "Battery, 60 paces");
  vd_test_close_window (window);
}

/* In a side's view only the enemies that side sees count; without any, "None". */
/* A Russian battalion deep in the wood is the nearest enemy of fr-w, but the French do not
 * see it (WOOD-5/6): in their view the nearest is the battery. */
static void
test_nearest_enemy_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "hidden.yaml",
    "vedette: 1\n"
    "kind: table\n"
    "title: Measure test\n"
    "scale: 25mm\n"
    "table: [1200, 1200]\n"
    "terrain:\n"
    "  - {id: wood-1, type: wood,"
    " area: [[700, 500], [1200, 500], [1200, 800], [700, 800]]}\n"
    "units:\n"
    "  - {id: fr-w, name: Skirmish line, side: french, arm: infantry, formation: line,"
    " at: [650, 650], facing: 90, frontage: 40, depth: 20, figures: 24}\n"
    "  - {id: ru-b, name: Battery, side: russian, arm: artillery, formation: battery,"
    " at: [300, 420], facing: 180, frontage: 100, depth: 40, figures: 8, calibre: 6}\n"
    "  - {id: ru-wood, name: Jaegers, side: russian, arm: infantry, formation: line,"
    " at: [800, 650], facing: 270, frontage: 40, depth: 20, figures: 24}\n");
  VdWindow *window = vd_test_open_window (path);
  VdSightState *sight = vd_window_get_sight_state (window);

  vd_test_click_unit (window, "fr-w");
  assert_nearest_enemy (window, "Jaegers, 150 paces");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", "french"));
  vd_test_spin_a_little ();
  g_assert_true (vd_sight_state_is_hidden (sight, "ru-wood"));
  vd_test_click_unit (window, "fr-w");
  assert_nearest_enemy (window, "Battery, 328 paces");
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/measure/ruler-drag", test_ruler_drag);
  VD_TEST_ADD ("/app/measure/ruler-drag-table-scale", test_ruler_drag_table_scale);
  VD_TEST_ADD ("/app/measure/ruler-clicks", test_ruler_clicks);
  VD_TEST_ADD ("/app/measure/nearest-enemy", test_nearest_enemy);
  VD_TEST_ADD ("/app/measure/nearest-enemy-side-view", test_nearest_enemy_side_view);

  return g_test_run ();
}
