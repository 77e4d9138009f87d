#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "vd-data-dirs.h"
#include "vd-test-app.h"
#include "vd-table.h"
#include "vd-viewport.h"
#include "vd-window.h"


/* A valid table of 96 units in two lines facing each other, with a wood and a road. */
static char *
write_small_table (Fixture *fixture)
{
  g_autoptr(GString) yaml = g_string_new (NULL);

  g_string_append (yaml,
                   "vedette: 1\n"
                   "kind: table\n"
                   "title: \"Test & skirmish\"\n"
                   "scale: 25mm\n"
                   "table: [1800, 1200]\n"
                   "terrain:\n"
                   "  - id: wood-1\n"
                   "    type: wood\n"
                   "    area: [[100, 500], [400, 500], [400, 700], [100, 700]]\n"
                   "  - id: road-1\n"
                   "    type: road\n"
                   "    line: [[0, 600], [1800, 650]]\n"
                   "units:\n");
  for (int i = 0; i < 96; i++)
    {
      gboolean french = i < 48;
      int column = i % 48;

      g_string_append_printf (yaml,
                              "  - id: u%02d\n"
                              "    name: \"Bataillon %d of the %s\"\n"
                              "    side: %s\n"
                              "    arm: infantry\n"
                              "    formation: column\n"
                              "    at: [%d, %d]\n"
                              "    facing: %d\n"
                              "    frontage: 30\n"
                              "    depth: 40\n"
                              "    figures: 24\n",
                              i, column + 1, french ? "French" : "Russians",
                              french ? "french" : "russian",
                              60 + (column % 24) * 70, french ? 150 + (column / 24) * 100 : 1050 - (column / 24) * 100,
                              french ? 0 : 180);
    }
  return vd_test_write_file (fixture, "small.yaml", yaml->str);
}

static void
assert_inside_view (VdTableView *view, VdPoint p)
{
  g_assert_cmpfloat (p.x, >=, 0);
  g_assert_cmpfloat (p.y, >=, 0);
  g_assert_cmpfloat (p.x, <=, gtk_widget_get_width (GTK_WIDGET (view)));
  g_assert_cmpfloat (p.y, <=, gtk_widget_get_height (GTK_WIDGET (view)));
}

static void
assert_points_close (VdPoint a, VdPoint b, double tolerance)
{
  g_assert_cmpfloat_with_epsilon (a.x, b.x, tolerance);
  g_assert_cmpfloat_with_epsilon (a.y, b.y, tolerance);
}

/* The whole table is in the view, and it fills at least one of its dimensions. */
static void
assert_fitted (VdTableView *view)
{
  VdViewport *viewport = vd_table_view_get_viewport (view);
  VdTable *table = vd_table_view_get_table (view);
  VdPoint corners[] = {
    { 0, 0 }, { table->width, 0 }, { 0, table->depth }, { table->width, table->depth },
  };
  double scale = vd_viewport_get_scale (viewport);
  double width = gtk_widget_get_width (GTK_WIDGET (view));
  double height = gtk_widget_get_height (GTK_WIDGET (view));

  g_assert_cmpfloat (scale, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    assert_inside_view (view, vd_viewport_table_to_view (viewport, corners[i]));
  g_assert_true (table->width * scale >= width / 2 || table->depth * scale >= height / 2);
}

/* A unit that a click on its centre selects (no later unit drawn over it there). */
static VdUnit *
find_clickable_unit (VdTableView *view, VdPoint *view_point)
{
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);
      VdPoint centre = vd_footprint_centre (vd_unit_footprint (unit));
      VdPoint p = vd_viewport_table_to_view (viewport, centre);

      if (vd_table_unit_at (table, centre) != unit)
        continue;
      if (p.x < 1 || p.y < 1
          || p.x > gtk_widget_get_width (GTK_WIDGET (view)) - 1
          || p.y > gtk_widget_get_height (GTK_WIDGET (view)) - 1)
        continue;
      *view_point = p;
      return unit;
    }
  g_error ("no unit can be clicked");
  return NULL;
}

/* A point of the view over the table but over no unit. */
static VdPoint
find_empty_point (VdTableView *view)
{
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);

  for (int i = 1; i < 40; i++)
    for (int j = 1; j < 40; j++)
      {
        VdPoint t = { table->width * i / 40.0, table->depth * j / 40.0 };

        if (vd_table_unit_at (table, t) == NULL)
          return vd_viewport_table_to_view (viewport, t);
      }
  g_error ("the table has no empty point");
  return (VdPoint) { 0, 0 };
}

static void
check_click_selects (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  VdPoint p;
  VdUnit *unit = find_clickable_unit (view, &p);

  vd_test_click (view, p);
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, unit->id);
  g_assert_true (vd_table_view_get_selected (view) == unit);
  g_assert_cmpstr (vd_unit_panel_get_unit (panel), ==, unit->id);
  vd_test_wait_for_label (GTK_WIDGET (panel), unit->name, TRUE);
  vd_test_wait_for_label (GTK_WIDGET (panel), unit->id, TRUE);
  vd_test_wait_for_label (GTK_WIDGET (panel), "Select a unit to see its details", FALSE);

  /* A click where there is no unit clears the selection and shows the table summary. */
  vd_test_click (view, find_empty_point (view));
  g_assert_null (vd_table_view_get_selected_unit (view));
  vd_test_wait_for_label (GTK_WIDGET (panel), unit->name, FALSE);
  vd_test_wait_for_label (GTK_WIDGET (panel), "Select a unit to see its details", TRUE);

  g_assert_true (vd_table_view_select_unit (view, unit->id));
  g_assert_false (vd_table_view_select_unit (view, "no-such-unit"));
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, unit->id);
}

static void
check_scroll_zooms_at_pointer (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  GtkEventController *scroll = vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_SCROLL);
  GtkEventController *motion = vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_MOTION);
  VdPoint pointer = { gtk_widget_get_width (GTK_WIDGET (view)) / 3.0,
                      gtk_widget_get_height (GTK_WIDGET (view)) * 2.0 / 3.0 };
  VdPoint under = vd_viewport_view_to_table (viewport, pointer);
  double scale = vd_viewport_get_scale (viewport);
  gboolean handled = FALSE;

  g_signal_emit_by_name (motion, "motion", pointer.x, pointer.y);
  g_signal_emit_by_name (scroll, "scroll", 0.0, -1.0, &handled);
  g_assert_true (handled);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), >, scale * 1.05);
  assert_points_close (vd_viewport_view_to_table (viewport, pointer), under, 1e-6);

  scale = vd_viewport_get_scale (viewport);
  g_signal_emit_by_name (scroll, "scroll", 0.0, 2.0, &handled);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), <, scale / 1.05);
  assert_points_close (vd_viewport_view_to_table (viewport, pointer), under, 1e-6);

  /* A horizontal scroll pans instead: same scale, the content moves. */
  scale = vd_viewport_get_scale (viewport);
  g_signal_emit_by_name (scroll, "scroll", 1.0, 0.0, &handled);
  g_assert_cmpfloat_with_epsilon (vd_viewport_get_scale (viewport), scale, 1e-9);
  g_assert_cmpfloat (vd_viewport_view_to_table (viewport, pointer).x, >, under.x);
}

static void
check_pinch_zooms (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  GtkEventController *pinch = vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_ZOOM);
  VdPoint centre = { gtk_widget_get_width (GTK_WIDGET (view)) / 2.0,
                     gtk_widget_get_height (GTK_WIDGET (view)) / 2.0 };
  VdPoint under = vd_viewport_view_to_table (viewport, centre);
  double scale = vd_viewport_get_scale (viewport);

  /* Without real touches the gesture has no bounding box: it zooms around the view's centre. */
  g_signal_emit_by_name (pinch, "begin", NULL);
  g_signal_emit_by_name (pinch, "scale-changed", 1.5);
  g_signal_emit_by_name (pinch, "scale-changed", 2.0);
  g_assert_cmpfloat_with_epsilon (vd_viewport_get_scale (viewport), scale * 2.0, 1e-9);
  assert_points_close (vd_viewport_view_to_table (viewport, centre), under, 1e-6);
}

static void
check_drag_pans (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  GtkEventController *drag = vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_DRAG);
  const char *selected = vd_table_view_get_selected_unit (view);
  g_autofree char *selected_before = g_strdup (selected);
  /* A drag that starts on a unit moves it: this one starts on bare table. */
  VdPoint start = find_empty_point (view);
  VdPoint under = vd_viewport_view_to_table (viewport, start);
  double scale = vd_viewport_get_scale (viewport);

  g_signal_emit_by_name (drag, "drag-begin", start.x, start.y);
  g_signal_emit_by_name (drag, "drag-update", 20.0, 10.0);
  g_signal_emit_by_name (drag, "drag-update", 60.0, 40.0);
  g_signal_emit_by_name (drag, "drag-end", 60.0, 40.0);

  /* The table point that was under the pointer followed it. */
  assert_points_close (vd_viewport_view_to_table (viewport, vd_point (start.x + 60, start.y + 40)),
                       under, 1e-6);
  g_assert_cmpfloat_with_epsilon (vd_viewport_get_scale (viewport), scale, 1e-9);

  /* The release that ends a pan is no click: the selection stays. */
  g_signal_emit_by_name (vd_test_find_controller (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK),
                         "released", 1, start.x + 60, start.y + 40);
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, selected_before);
}

static void
check_keyboard_and_fit (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  double scale;
  VdPoint center;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  assert_fitted (view);
  scale = vd_viewport_get_scale (viewport);
  center = vd_viewport_get_center (viewport);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-in", NULL));
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), >, scale);
  /* Keyboard zoom keeps the view's centre. */
  assert_points_close (vd_viewport_get_center (viewport), center, 1e-6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL));
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), <, scale);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.pan", "(dd)", 64.0, 0.0));
  g_assert_cmpfloat (vd_viewport_get_center (viewport).x, <, center.x);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  assert_fitted (view);
  g_assert_cmpfloat_with_epsilon (vd_viewport_get_scale (viewport), scale, 1e-9);
  assert_points_close (vd_viewport_get_center (viewport), center, 1e-6);
}

/* Everything a table window must do, on any table of many units. */
static void
check_table_window (VdWindow *window)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);

  g_assert_cmpstr (vd_window_get_page (window), ==, "table");
  g_assert_null (vd_window_get_error_message (window));
  g_assert_nonnull (table);
  g_assert_true (table == vd_document_get_table (vd_window_get_document (window)));
  g_assert_cmpuint (table->units->len, >=, 80);
  assert_fitted (view);

  check_click_selects (window);
  check_scroll_zooms_at_pointer (window);
  check_pinch_zooms (window);
  check_drag_pans (window);
  check_keyboard_and_fit (window);
}

static void
test_demo_battle (Fixture *fixture, gconstpointer data)
{
  g_autofree char *demo = vd_data_demo_table ();
  VdWindow *window;

  if (demo == NULL)
    {
      g_test_skip ("the demo battle data/shevardino.yaml is not there yet");
      return;
    }

  /* As the application's activate does. */
  window = vd_window_new (NULL);
  vd_window_open_demo (window);
  vd_test_present (window);

  g_assert_true (vd_document_is_demo (vd_window_get_document (window)));
  g_assert_null (vd_document_get_file (vd_window_get_document (window)));
  check_table_window (window);
  vd_test_close_window (window);
}

static void
test_small_table (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));

  /* The title has an ampersand: labels must show it as text, not markup. */
  g_assert_nonnull (vd_test_find_visible_label (panel, "Test & skirmish", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "small.yaml", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (panel, "48 units", FALSE));
  check_table_window (window);
  vd_test_close_window (window);
}

static void
test_broken_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *broken = vd_test_write_file (fixture, "broken.yaml",
                                        "vedette: 1\n"
                                        "kind: table\n"
                                        "title: [unclosed\n"
                                        "table: [1800, 1200]\n");
  g_autofree char *good = write_small_table (fixture);
  g_autofree char *escaped = g_regex_escape_string (broken, -1);
  g_autofree char *pattern = NULL;
  g_autoptr(GFile) good_file = g_file_new_for_path (good);
  VdWindow *window = vd_test_open_window (broken);
  const char *message = vd_window_get_error_message (window);

  g_assert_cmpstr (vd_window_get_page (window), ==, "error");
  g_assert_nonnull (message);
  pattern = g_strdup_printf ("^%s:[0-9]+:[0-9]+: error: .+", escaped);
  g_assert_true (g_regex_match_simple (pattern, message, 0, 0));
  /* The whole message is on screen, and no table is behind it to go back to. */
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), message, FALSE));
  g_assert_null (vd_test_find_visible_button (GTK_WIDGET (window), "_Back to the Table"));

  /* A good file opened from the error page shows its table. */
  vd_window_open_file (window, good_file);
  vd_test_spin_until (vd_test_view_is_allocated, window, "the table view is allocated");
  g_assert_cmpstr (vd_window_get_page (window), ==, "table");
  assert_fitted (vd_window_get_table_view (window));
  vd_test_close_window (window);
}

static void
test_error_keeps_table (Fixture *fixture, gconstpointer data)
{
  g_autofree char *good = write_small_table (fixture);
  g_autofree char *invalid = vd_test_write_file (fixture, "invalid.yaml",
                                         "vedette: 1\n"
                                         "kind: table\n"
                                         "title: Bad\n"
                                         "table: [1800, 1200]\n"
                                         "colour: blue\n");
  g_autoptr(GFile) invalid_file = g_file_new_for_path (invalid);
  VdWindow *window = vd_test_open_window (good);
  VdTable *table = vd_table_view_get_table (vd_window_get_table_view (window));
  GtkButton *back;

  vd_window_open_file (window, invalid_file);
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_window_get_page (window), ==, "error");
  g_assert_true (g_str_has_prefix (vd_window_get_error_message (window), invalid));
  g_assert_nonnull (strstr (vd_window_get_error_message (window), ":5:"));

  back = vd_test_find_visible_button (GTK_WIDGET (window), "_Back to the Table");
  g_assert_nonnull (back);
  g_signal_emit_by_name (back, "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_window_get_page (window), ==, "table");
  g_assert_true (vd_table_view_get_table (vd_window_get_table_view (window)) == table);
  vd_test_close_window (window);
}

static void
test_missing_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-table.yaml", NULL);
  VdWindow *window = vd_test_open_window (missing);

  g_assert_cmpstr (vd_window_get_page (window), ==, "error");
  g_assert_nonnull (vd_window_get_error_message (window));
  g_assert_nonnull (strstr (vd_window_get_error_message (window), "no-such-table.yaml"));
  g_assert_null (vd_window_get_document (window));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "no-such-table.yaml", TRUE));
  vd_test_close_window (window);
}

static void
test_save_as (Fixture *fixture, gconstpointer data)
{
  g_autofree char *good = write_small_table (fixture);
  g_autofree char *copy = g_build_filename (fixture->dir, "copy.yaml", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (good);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(VdDocument) reloaded = NULL;

  vd_document_set_dirty (document, TRUE);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "• Test & skirmish", FALSE));

  g_assert_true (vd_document_save (document, copy_file, &error));
  g_assert_no_error (error);
  g_assert_false (vd_document_get_dirty (document));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "copy.yaml", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Test & skirmish", FALSE));

  reloaded = vd_document_load (copy_file, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_document_get_table (reloaded), vd_document_get_table (document)));
  vd_test_close_window (window);
}

/* The message dialog a window shows over itself, or NULL. */
static AdwMessageDialog *
find_message_dialog (VdWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) &&
          gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window))
        return ADW_MESSAGE_DIALOG (toplevel);
    }
  return NULL;
}

static gboolean
has_message_dialog (gpointer data)
{
  return find_message_dialog (data) != NULL;
}

/* Closing a window with a moved unit asks first; Cancel keeps it, Save writes the move and
 * closes, and a clean window closes at once. */
static void
test_close_asks_to_save (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_small_table (fixture);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdDocument) reloaded = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdUnit *unit = g_ptr_array_index (vd_document_get_table (document)->units, 0);
  VdPoint at = vd_point (unit->at.x + 25, unit->at.y - 10);
  AdwMessageDialog *dialog;

  vd_document_move_unit (document, unit, at);
  g_assert_true (vd_document_get_dirty (document));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  gtk_window_close (GTK_WINDOW (window));
  vd_test_spin_until (has_message_dialog, window, "the window asks before closing");
  dialog = find_message_dialog (window);
  adw_message_dialog_response (dialog, "cancel");
  vd_test_spin_a_little ();
  g_assert_nonnull (window);
  g_assert_true (vd_document_get_dirty (document));

  gtk_window_close (GTK_WINDOW (window));
  vd_test_spin_until (has_message_dialog, window, "the window asks again");
  adw_message_dialog_response (find_message_dialog (window), "save");
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window closes once saved");

  reloaded = vd_document_load (file, &error);
  g_assert_no_error (error);
  unit = g_ptr_array_index (vd_document_get_table (reloaded)->units, 0);
  g_assert_cmpfloat_with_epsilon (unit->at.x, at.x, 0.05);
  g_assert_cmpfloat_with_epsilon (unit->at.y, at.y, 0.05);

  /* Clean: no question. */
  window = vd_test_open_window (path);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  vd_test_spin_until (vd_test_pointer_is_null, &window, "a clean window closes at once");
}

/* Discard closes without writing. */
static void
test_close_discards (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_small_table (fixture);
  g_autofree char *before = NULL, *after = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdUnit *unit = g_ptr_array_index (vd_document_get_table (document)->units, 0);

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  vd_document_move_unit (document, unit, vd_point (unit->at.x + 40, unit->at.y));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  vd_test_spin_until (has_message_dialog, window, "the window asks before closing");
  adw_message_dialog_response (find_message_dialog (window), "discard");
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window closes without saving");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

/* A wood and a hedge under one unit (the hedge crosses its footprint, not its centre), a road just
 * in front of it and a field that overlaps it without holding its centre; a second unit on open
 * ground. */
static char *
write_terrain_table (Fixture *fixture)
{
  return vd_test_write_file (fixture, "terrain.yaml",
                     "vedette: 1\n"
                     "kind: table\n"
                     "title: Terrain test\n"
                     "scale: 25mm\n"
                     "table: [1200, 800]\n"
                     "terrain:\n"
                     "  - id: wood-1\n"
                     "    type: wood\n"
                     "    name: \"Copse & brambles\"\n"
                     "    area: [[100, 100], [500, 100], [500, 500], [100, 500]]\n"
                     "  - id: field-1\n"
                     "    type: field\n"
                     "    area: [[310, 200], [480, 200], [480, 400], [310, 400]]\n"
                     "  - id: hedge-1\n"
                     "    type: light-obstacle\n"
                     "    line: [[320, 50], [320, 700]]\n"
                     "  - id: road-1\n"
                     "    type: road\n"
                     "    line: [[0, 330], [1200, 330]]\n"
                     "units:\n"
                     "  - id: voltigeurs\n"
                     "    name: Voltigeurs in the copse\n"
                     "    side: french\n"
                     "    arm: infantry\n"
                     "    formation: column\n"
                     "    at: [300, 300]\n"
                     "    facing: 0\n"
                     "    frontage: 60\n"
                     "    depth: 30\n"
                     "    figures: 24\n"
                     "  - id: hussars\n"
                     "    name: Hussars in the open\n"
                     "    side: russian\n"
                     "    arm: cavalry\n"
                     "    formation: close\n"
                     "    at: [900, 600]\n"
                     "    facing: 180\n"
                     "    frontage: 60\n"
                     "    depth: 30\n"
                     "    figures: 12\n");
}

static void
collect_expander_rows (GtkWidget *root, GPtrArray *rows)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child))
        continue;
      if (ADW_IS_EXPANDER_ROW (child))
        g_ptr_array_add (rows, child);
      else
        collect_expander_rows (child, rows);
    }
}

/* The shown expander row titled TITLE, expanded so that its rule rows are on screen. */
static GtkWidget *
expand_row (GtkWidget *root, const char *title)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_expander_rows (root, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      AdwExpanderRow *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        {
          adw_expander_row_set_expanded (row, TRUE);
          vd_test_spin_a_little ();
          return GTK_WIDGET (row);
        }
    }
  g_error ("no expander row “%s” is shown", title);
  return NULL;
}

/* The shown group of preferences titled TITLE. */
static GtkWidget *
find_group (GtkWidget *root, const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (ADW_IS_PREFERENCES_GROUP (child)
          && g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (child)), title) == 0)
        return child;
      found = find_group (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
count_expander_rows (GtkWidget *root)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  collect_expander_rows (root, rows);
  return rows->len;
}

static void
test_terrain_under_unit (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_terrain_table (fixture);
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  VdWindow *window;
  GtkWidget *panel;
  VdRuleset *ruleset;
  GtkWidget *wood;
  GtkWidget *hedge;
  g_autofree char *wood_4_en = NULL;
  g_autofree char *light_obstacle_en = NULL;
  const char *wood_4_fr;

  g_setenv ("LANGUAGE", "en", TRUE);
  window = vd_test_open_window (path);
  panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  ruleset = vd_document_get_ruleset (vd_window_get_document (window));
  wood_4_en = g_strdup (vd_ruleset_rule_text (ruleset, "WOOD-4"));
  light_obstacle_en = g_strdup (vd_text_get (&ruleset->terrain[VD_TERRAIN_LIGHT_OBSTACLE].name));
  g_assert_nonnull (wood_4_en);

  /* The wood holds the centre and the hedge crosses the footprint; the field and road do not count. */
  vd_test_click_unit (window, "voltigeurs");
  g_assert_nonnull (vd_test_find_visible_label (panel, "Terrain", FALSE));
  g_assert_cmpuint (count_expander_rows (find_group (panel, "Terrain")), ==, 2);
  wood = expand_row (panel, "Copse & brambles");
  g_assert_nonnull (vd_test_find_visible_label (wood, "Copse & brambles", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (wood, "wood-1", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (wood, "WOOD-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (wood, "WOOD-4", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (wood, wood_4_en, FALSE));
  hedge = expand_row (panel, light_obstacle_en);
  g_assert_nonnull (vd_test_find_visible_label (hedge, "hedge-1", TRUE));
  g_assert_nonnull (vd_test_find_visible_label (hedge, "LOBS-1", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (hedge, vd_ruleset_rule_text (ruleset, "LOBS-1"), FALSE));
  g_assert_null (vd_test_find_visible_label (hedge, "WOOD-4", FALSE));
  g_assert_null (vd_test_find_visible_label (panel, "road-1", TRUE));
  g_assert_null (vd_test_find_visible_label (panel, "field-1", TRUE));
  g_assert_null (vd_test_find_visible_label (panel, "Open ground", FALSE));

  /* Rule texts follow the user's language each time the unit is shown. */
  g_setenv ("LANGUAGE", "fr", TRUE);
  wood_4_fr = vd_ruleset_rule_text (ruleset, "WOOD-4");
  g_assert_cmpstr (wood_4_fr, !=, wood_4_en);
  vd_test_click (vd_window_get_table_view (window), find_empty_point (vd_window_get_table_view (window)));
  g_assert_null (vd_table_view_get_selected_unit (vd_window_get_table_view (window)));
  vd_test_click_unit (window, "voltigeurs");
  wood = expand_row (panel, "Copse & brambles");
  g_assert_nonnull (vd_test_find_visible_label (wood, wood_4_fr, FALSE));
  g_assert_null (vd_test_find_visible_label (panel, wood_4_en, FALSE));

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");

  vd_test_click_unit (window, "hussars");
  vd_test_wait_for_label (panel, "Open ground", TRUE);
  g_assert_nonnull (vd_test_find_visible_label (panel, "No terrain feature under the unit", FALSE));
  g_assert_cmpuint (count_expander_rows (find_group (panel, "Terrain")), ==, 0);
  vd_test_close_window (window);
}

/* Rows of the panel's sight lists (the groups "In Sight" and "Out of Sight"), by title. */
static void
collect_row_titles (GtkWidget *root, GPtrArray *titles)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_ACTION_ROW (child) || ADW_IS_EXPANDER_ROW (child))
        {
          g_ptr_array_add (titles, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)));
          continue;
        }
      collect_row_titles (child, titles);
    }
}

static gboolean
titles_contain (GPtrArray *titles, const char *title)
{
  for (guint i = 0; i < titles->len; i++)
    if (g_strcmp0 (g_ptr_array_index (titles, i), title) == 0)
      return TRUE;
  return FALSE;
}

/* The panel lists every enemy of the selected unit once, as seen or not seen, as the overlay
 * draws it. */
static void
check_sight_lists (VdWindow *window, const char *observer_id)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdSightState *sight = vd_window_get_sight_state (window);
  VdTable *table = vd_document_get_table (vd_window_get_document (window));
  VdUnit *observer = vd_table_find_unit (table, observer_id);
  GArray *answers = vd_sight_state_get_answers (sight);
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  g_autoptr(GPtrArray) unseen = g_ptr_array_new ();
  GtkWidget *seen_group = find_group (panel, "In Sight");
  GtkWidget *unseen_group = find_group (panel, "Out of Sight");
  guint n_enemies = 0, n_seen = 0;

  g_assert_cmpstr (vd_sight_state_get_observer (sight), ==, observer_id);
  g_assert_nonnull (answers);
  g_assert_nonnull (seen_group);
  collect_row_titles (seen_group, seen);
  if (unseen_group != NULL)
    collect_row_titles (unseen_group, unseen);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->side, observer->side) == 0)
        continue;
      n_enemies++;
      /* Each enemy is in exactly one of the lists. */
      g_assert_true (titles_contain (seen, unit->name) != titles_contain (unseen, unit->name));
    }
  g_assert_cmpuint (answers->len, ==, n_enemies);
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      g_assert_true (answer->observer == observer);
      g_assert_cmpstr (answer->target->side, !=, observer->side);
      g_assert_true (titles_contain (answer->visible ? seen : unseen, answer->target->name));
      n_seen += answer->visible;
    }
  if (n_seen == 0)
    g_assert_cmpuint (seen->len, ==, 1);  /* "No enemy unit in sight" */
  else
    g_assert_cmpuint (seen->len, ==, n_seen);
  g_assert_cmpuint (unseen->len, ==, n_enemies - n_seen);
}

static void
test_sight_lists (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdSightState *sight = vd_window_get_sight_state (window);

  g_assert_null (vd_sight_state_get_answers (sight));
  vd_test_click_unit (window, "u05");
  check_sight_lists (window, "u05");
  vd_test_click_unit (window, "u60");
  check_sight_lists (window, "u60");

  /* No selection, no overlay. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (vd_window_get_table_view (window)),
                                             "view.clear-selection", NULL));
  g_assert_null (vd_sight_state_get_observer (sight));
  g_assert_null (vd_sight_state_get_answers (sight));
  vd_test_close_window (window);
}

/* A ridge whose crest runs the whole depth of the table at x = 700; the French are west of it,
 * the Russian rearguard east of it, all far from the crest (CREST-3). West of the crest a
 * Russian battalion stands behind its Cossacks as the second French battalion sees it (MASK-4),
 * while the first French battalion sees it past them. */
/* The movers have an allowance of their own (2000 paces) so that a drag may take them anywhere. */
static char *
write_sight_table (Fixture *fixture)
{
  return vd_test_write_file (fixture, "sight.yaml",
                     "vedette: 1\n"
                     "kind: table\n"
                     "title: Sight test\n"
                     "scale: 25mm\n"
                     "table: [1200, 800]\n"
                     "terrain:\n"
                     "  - id: ridge\n"
                     "    type: hill\n"
                     "    name: Utitsa ridge\n"
                     "    area: [[560, 0], [840, 0], [840, 800], [560, 800]]\n"
                     "    crests:\n"
                     "      - [[700, 0], [700, 800]]\n"
                     "units:\n"
                     "  - id: fr-obs1\n"
                     "    name: 1er bataillon du 61e\n"
                     "    side: french\n"
                     "    arm: infantry\n"
                     "    formation: line\n"
                     "    at: [150, 500]\n"
                     "    facing: 90\n"
                     "    frontage: 80\n"
                     "    depth: 20\n"
                     "    figures: 24\n"
                     "    allowance: 2000\n"
                     "  - id: fr-obs2\n"
                     "    name: 2e bataillon du 61e\n"
                     "    side: french\n"
                     "    arm: infantry\n"
                     "    formation: line\n"
                     "    at: [100, 150]\n"
                     "    facing: 90\n"
                     "    frontage: 60\n"
                     "    depth: 20\n"
                     "    figures: 24\n"
                     "    allowance: 2000\n"
                     "  - id: ru-cossacks\n"
                     "    name: Don Cossacks\n"
                     "    side: russian\n"
                     "    arm: cavalry\n"
                     "    formation: close\n"
                     "    at: [260, 150]\n"
                     "    facing: 270\n"
                     "    frontage: 200\n"
                     "    depth: 40\n"
                     "    figures: 12\n"
                     "    allowance: 2000\n"
                     "  - id: ru-guard\n"
                     "    name: Lithuanian Guard\n"
                     "    side: russian\n"
                     "    arm: infantry\n"
                     "    formation: line\n"
                     "    at: [450, 150]\n"
                     "    facing: 270\n"
                     "    frontage: 60\n"
                     "    depth: 20\n"
                     "    figures: 24\n"
                     "  - id: ru-far\n"
                     "    name: Russian rearguard\n"
                     "    side: russian\n"
                     "    arm: infantry\n"
                     "    formation: line\n"
                     "    at: [1000, 500]\n"
                     "    facing: 270\n"
                     "    frontage: 80\n"
                     "    depth: 20\n"
                     "    figures: 24\n");
}

static const VdSightAnswer *
find_answer (VdWindow *window, const char *target_id)
{
  GArray *answers = vd_sight_state_get_answers (vd_window_get_sight_state (window));

  for (guint i = 0; answers != NULL && i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (g_strcmp0 (answer->target->id, target_id) == 0)
        return answer;
    }
  return NULL;
}

static gboolean
has_reason (const VdSightAnswer *answer, const char *rule, const char *by)
{
  for (guint i = 0; i < answer->n_reasons; i++)
    {
      const VdReason *reason = &answer->reasons[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The hidden target's row, opened, names the rule, what is responsible and the rule's text. */
static void
check_hidden_reason (VdWindow *window, const char *target, const char *rule, const char *responsible)
{
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdRuleset *ruleset = vd_document_get_ruleset (vd_window_get_document (window));
  GtkWidget *unseen = find_group (panel, "Out of Sight");
  GtkWidget *row;

  g_assert_nonnull (unseen);
  row = expand_row (unseen, target);
  g_assert_nonnull (vd_test_find_visible_label (row, rule, FALSE));
  g_assert_nonnull (vd_test_find_visible_label (row, responsible, FALSE));
  g_assert_nonnull (vd_ruleset_rule_text (ruleset, rule));
  g_assert_nonnull (vd_test_find_visible_label (row, vd_ruleset_rule_text (ruleset, rule), FALSE));
}

static void
test_sight_reasons (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_sight_table (fixture);
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  VdWindow *window;
  const VdSightAnswer *answer;

  g_setenv ("LANGUAGE", "en", TRUE);
  window = vd_test_open_window (path);

  /* Behind the crest, both far from it. */
  vd_test_click_unit (window, "fr-obs1");
  check_sight_lists (window, "fr-obs1");
  answer = find_answer (window, "ru-far");
  g_assert_nonnull (answer);
  g_assert_false (answer->visible);
  g_assert_true (has_reason (answer, "CREST-3", "ridge"));
  check_hidden_reason (window, "Russian rearguard", "CREST-3", "Utitsa ridge");
  g_assert_true (find_answer (window, "ru-guard")->visible);

  /* Behind the Cossacks. */
  vd_test_click_unit (window, "fr-obs2");
  check_sight_lists (window, "fr-obs2");
  answer = find_answer (window, "ru-guard");
  g_assert_false (answer->visible);
  g_assert_true (has_reason (answer, "MASK-4", "ru-cossacks"));
  check_hidden_reason (window, "Lithuanian Guard", "MASK-4", "Don Cossacks");
  g_assert_true (find_answer (window, "ru-cossacks")->visible);

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  vd_test_close_window (window);
}

static void
check_unit_shown (VdWindow *window, const char *id, gboolean shown)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdUnit *unit = vd_table_find_unit (vd_table_view_get_table (view), id);
  VdPoint p = vd_viewport_table_to_view (vd_table_view_get_viewport (view),
                                         vd_footprint_centre (vd_unit_footprint (unit)));

  g_assert_true (vd_table_view_shows_unit (view, id) == shown);
  g_assert_true (vd_sight_state_is_hidden (vd_window_get_sight_state (window), id) == !shown);
  /* What is not drawn cannot be clicked, nor shown in a tooltip. */
  g_assert_true ((vd_table_view_unit_at (view, p.x, p.y) == unit) == shown);
  vd_test_click (view, p);
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, shown ? id : NULL);
}

static void
test_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_sight_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdSightState *sight = vd_window_get_sight_state (window);
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  /* The referee sees everything. */
  g_assert_null (vd_window_get_view_side (window));
  g_assert_null (vd_sight_state_get_hidden (sight));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Referee", FALSE));
  check_unit_shown (window, "ru-far", TRUE);

  /* Ctrl+2 is the first side's view: the rearguard is behind the crest from every French
   * battalion; the Guard, masked from one of them, is seen by the other. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-number", "u", 1));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_window_get_view_side (window), ==, "french");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "French View", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Enemy units no French unit sees are hidden", FALSE));
  check_unit_shown (window, "ru-far", FALSE);
  check_unit_shown (window, "ru-guard", TRUE);
  check_unit_shown (window, "ru-cossacks", TRUE);
  check_unit_shown (window, "fr-obs1", TRUE);

  /* The overlay and the panel say nothing of the hidden unit either. */
  vd_test_click_unit (window, "fr-obs1");
  g_assert_null (find_answer (window, "ru-far"));
  g_assert_nonnull (find_answer (window, "ru-guard"));
  collect_row_titles (panel, titles);
  g_assert_false (titles_contain (titles, "Russian rearguard"));
  g_assert_true (titles_contain (titles, "Lithuanian Guard"));

  /* What an enemy unit sees is the referee's business. */
  vd_test_click_unit (window, "ru-guard");
  g_assert_null (vd_sight_state_get_answers (sight));
  vd_test_wait_for_label (panel, "Not shown in a side’s view", TRUE);

  /* The menu's action, and back to the referee's view with Ctrl+1. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", "russian"));
  g_assert_cmpstr (vd_sight_state_get_side (sight), ==, "russian");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-number", "u", 0));
  vd_test_spin_a_little ();
  g_assert_null (vd_window_get_view_side (window));
  g_assert_null (vd_sight_state_get_hidden (sight));
  g_assert_null (vd_test_find_visible_label (GTK_WIDGET (window), "Enemy units no French unit sees are hidden", FALSE));
  check_unit_shown (window, "ru-far", TRUE);

  /* A side the table does not have is no view. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", "prussian"));
  g_assert_null (vd_window_get_view_side (window));
  vd_test_close_window (window);
}

typedef struct {
  VdWindow *window;
  guint     generation;
  gboolean  seen;
} DragStep;

static void
drag_unit (VdWindow *window, const char *id, const VdPoint *offsets, guint n_offsets, DragStep *steps)
{
  VdSightState *sight = vd_window_get_sight_state (window);

  vd_test_drag_begin (window, id);
  for (guint i = 0; i < n_offsets; i++)
    {
      vd_test_drag_update (window, offsets[i]);
      if (steps != NULL)
        {
          steps[i].generation = vd_sight_state_get_generation (sight);
          steps[i].seen = find_answer (window, "ru-far") != NULL && find_answer (window, "ru-far")->visible;
        }
    }
}

static void
test_drag_moves_unit (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_sight_table (fixture);
  g_autofree char *copy = g_build_filename (fixture->dir, "moved.yaml", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(VdDocument) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  VdDocument *document = vd_window_get_document (window);
  VdSightState *sight = vd_window_get_sight_state (window);
  VdUnit *observer = vd_table_find_unit (vd_document_get_table (document), "fr-obs1");
  VdPoint start_at = observer->at;
  double scale = vd_viewport_get_scale (viewport);
  /* Across the crest and past the ridge: x from 150 to 870 mm. */
  VdPoint offsets[] = {
    { 100 * scale, 0 }, { 300 * scale, -5 * scale }, { 500 * scale, 10 * scale }, { 720 * scale, 0 },
  };
  DragStep steps[G_N_ELEMENTS (offsets)];
  VdPoint expected;
  guint generation;

  vd_test_click_unit (window, "fr-obs1");
  g_assert_false (find_answer (window, "ru-far")->visible);
  g_assert_false (vd_document_get_dirty (document));

  /* Escape during a move puts the unit back, clean. */
  drag_unit (window, "fr-obs1", offsets, 2, NULL);
  g_assert_cmpfloat (observer->at.x, >, start_at.x + 250);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_true (vd_point_equal (observer->at, start_at));
  g_assert_false (vd_document_get_dirty (document));
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-obs1");
  vd_test_drag_end (window, offsets[1]);
  g_assert_true (vd_point_equal (observer->at, start_at));

  /* The sight is asked again at every step of the drag, and the rearguard comes into view. */
  generation = vd_sight_state_get_generation (sight);
  drag_unit (window, "fr-obs1", offsets, G_N_ELEMENTS (offsets), steps);
  for (guint i = 0; i < G_N_ELEMENTS (offsets); i++)
    {
      g_assert_cmpuint (steps[i].generation, >, generation);
      generation = steps[i].generation;
    }
  g_assert_false (steps[0].seen);
  g_assert_true (steps[G_N_ELEMENTS (offsets) - 1].seen);
  /* The panel follows before the drop: the rearguard is in sight. */
  {
    g_autoptr(GPtrArray) seen = g_ptr_array_new ();

    collect_row_titles (find_group (GTK_WIDGET (vd_window_get_unit_panel (window)), "In Sight"), seen);
    g_assert_true (titles_contain (seen, "Russian rearguard"));
  }
  vd_test_drag_end (window, offsets[G_N_ELEMENTS (offsets) - 1]);
  check_sight_lists (window, "fr-obs1");

  /* The front edge moved by the dragged distance through the viewport, to 0.1 mm, facing kept. */
  expected = vd_point (start_at.x + 720, start_at.y);
  g_assert_cmpfloat_with_epsilon (observer->at.x, expected.x, 0.051);
  g_assert_cmpfloat_with_epsilon (observer->at.y, expected.y, 0.051);
  g_assert_cmpfloat_with_epsilon (observer->at.x * 10, round (observer->at.x * 10), 1e-6);
  g_assert_cmpfloat (observer->facing, ==, 90);
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-obs1");
  g_assert_true (find_answer (window, "ru-far")->visible);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "• Sight test", FALSE));

  /* Moving another unit re-asks what the selected one sees: the Cossacks ride in front of it. */
  generation = vd_sight_state_get_generation (sight);
  {
    VdUnit *cossacks = vd_table_find_unit (vd_document_get_table (document), "ru-cossacks");
    VdPoint from = vd_footprint_centre (vd_unit_footprint (cossacks));
    VdPoint to = vd_point ((observer->at.x + 1000) / 2, 500);
    VdPoint offset = { (to.x - from.x) * scale, -(to.y - from.y) * scale };

    drag_unit (window, "ru-cossacks", &offset, 1, NULL);
    vd_test_drag_end (window, offset);
    g_assert_cmpuint (vd_sight_state_get_generation (sight), >, generation);
    g_assert_false (find_answer (window, "ru-far")->visible);
    g_assert_true (has_reason (find_answer (window, "ru-far"), "MASK-4", "ru-cossacks"));
    g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-obs1");
    check_sight_lists (window, "fr-obs1");
  }

  /* Dropped off the table, the unit stays on its edge. */
  {
    VdPoint off = { -5000 * scale, 0 };

    drag_unit (window, "fr-obs2", &off, 1, NULL);
    vd_test_drag_end (window, off);
    g_assert_cmpfloat (vd_table_find_unit (vd_document_get_table (document), "fr-obs2")->at.x, ==, 0);
  }

  /* The moves are saved. */
  g_assert_true (vd_document_save (document, copy_file, &error));
  g_assert_no_error (error);
  reloaded = vd_document_load (copy_file, &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_document_get_table (reloaded), vd_document_get_table (document)));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Page transitions end at once: the checks do not depend on the machine's speed. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, vd_test_fixture_set_up, func, vd_test_fixture_tear_down)
  ADD ("/app/demo-battle", test_demo_battle);
  ADD ("/app/small-table", test_small_table);
  ADD ("/app/broken-file", test_broken_file);
  ADD ("/app/error-keeps-table", test_error_keeps_table);
  ADD ("/app/missing-file", test_missing_file);
  ADD ("/app/save-as", test_save_as);
  ADD ("/app/close-asks-to-save", test_close_asks_to_save);
  ADD ("/app/close-discards", test_close_discards);
  ADD ("/app/terrain-under-unit", test_terrain_under_unit);
  ADD ("/app/sight-lists", test_sight_lists);
  ADD ("/app/sight-reasons", test_sight_reasons);
  ADD ("/app/side-view", test_side_view);
  ADD ("/app/drag-moves-unit", test_drag_moves_unit);
#undef ADD

  return g_test_run ();
}
