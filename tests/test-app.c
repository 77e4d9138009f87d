#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "vd-data-dirs.h"
#include "vd-test-app.h"
#include "vd-table.h"
#include "vd-viewport.h"
#include "vd-window.h"


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
  vd_test_click (view, vd_test_find_empty_point (view));
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
  VdPoint start = vd_test_find_empty_point (view);
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
  g_autofree char *path = vd_test_write_small_table (fixture);
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
  g_autofree char *good = vd_test_write_small_table (fixture);
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
  g_autofree char *good = vd_test_write_small_table (fixture);
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
  g_autofree char *good = vd_test_write_small_table (fixture);
  g_autofree char *copy = g_build_filename (fixture->dir, "copy.yaml", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (good);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(VdBattle) reloaded = NULL;

  /* Any change will do: the end of the turn. */
  g_assert_true (vd_document_record (document, vd_event_new (VD_EVENT_END_TURN, 1), NULL));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "• Test & skirmish", FALSE));

  g_assert_true (vd_document_save (document, copy_file, &error));
  g_assert_no_error (error);
  g_assert_false (vd_document_get_dirty (document));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "copy.yaml", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Test & skirmish", FALSE));

  reloaded = vd_test_read_battle (copy_file);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_battle_get_current (reloaded), vd_document_get_table (document)));
  vd_test_close_window (window);
}

/* Closing a window with a moved unit asks first; Cancel keeps it, Save writes the move and
 * closes, and a clean window closes at once. */
static void
test_close_asks_to_save (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdDocument) reloaded = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdUnit *unit = g_ptr_array_index (vd_document_get_table (document)->units, 0);
  VdPoint at = vd_point (unit->at.x + 25, unit->at.y - 10);
  AdwMessageDialog *dialog;

  g_assert_true (vd_document_place_unit (document, unit, at, NULL));
  g_assert_true (vd_document_get_dirty (document));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);

  gtk_window_close (GTK_WINDOW (window));
  dialog = vd_test_wait_for_message_dialog (window, "the window asks before closing");
  adw_message_dialog_response (dialog, "cancel");
  vd_test_spin_a_little ();
  g_assert_nonnull (window);
  g_assert_true (vd_document_get_dirty (document));

  gtk_window_close (GTK_WINDOW (window));
  adw_message_dialog_response (vd_test_wait_for_message_dialog (window, "the window asks again"),
                               "save");
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
  g_autofree char *path = vd_test_write_small_table (fixture);
  g_autofree char *before = NULL, *after = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdUnit *unit = g_ptr_array_index (vd_document_get_table (document)->units, 0);

  g_autofree char *journal = g_strconcat (path, ".journal", NULL);

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_true (vd_document_place_unit (document, unit, vd_point (unit->at.x + 40, unit->at.y),
                                         NULL));
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  adw_message_dialog_response (
    vd_test_wait_for_message_dialog (window, "the window asks before closing"), "discard");
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window closes without saving");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  /* Discarded means gone: the autosave journal too, so reopening offers nothing back. */
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
}

/* A wood and a hedge under one unit (the hedge crosses its footprint, not its centre), a road just
 * in front of it and a field that overlaps it without holding its centre; a second unit on open
 * ground. */
int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/demo-battle", test_demo_battle);
  VD_TEST_ADD ("/app/small-table", test_small_table);
  VD_TEST_ADD ("/app/broken-file", test_broken_file);
  VD_TEST_ADD ("/app/error-keeps-table", test_error_keeps_table);
  VD_TEST_ADD ("/app/missing-file", test_missing_file);
  VD_TEST_ADD ("/app/save-as", test_save_as);
  VD_TEST_ADD ("/app/close-asks-to-save", test_close_asks_to_save);
  VD_TEST_ADD ("/app/close-discards", test_close_discards);

  return g_test_run ();
}
