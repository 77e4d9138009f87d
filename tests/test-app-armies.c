/* Placing and arranging armies in the app: the selection of several units (Ctrl+click, a
 * rectangle, Ctrl+A), the group move, turning by the handle and by keys, formation changes,
 * placing an order of battle's units and a new unit, removing units; through the real
 * gestures and actions. */
#include <math.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-formation.h"
#include "vd-table-view-private.h"
#include "vd-test-app.h"
#include "vd-unit-panel-private.h"
#include "vd-window-armies.h"

static char *
write_armies_table (Fixture *fixture)
{
  return vd_test_write_file (fixture, "armies.yaml",
                             "vedette: 1\n"
                             "kind: table\n"
                             "title: Armies test\n"
                             "scale: 25mm\n"
                             "table: [1200, 800]\n"
                             "terrain:\n"
                             "  - {id: marsh-1, type: marsh,"
                             " area: [[500, 500], [700, 500], [700, 600], [500, 600]]}\n"
                             "units:\n"
                             "  - {id: fr-a, name: First column, side: french, arm: infantry,"
                             " formation: column, at: [300, 300], frontage: 60, depth: 90,"
                             " figures: 24}\n"
                             "  - {id: fr-b, name: Line, side: french, arm: infantry,"
                             " formation: line, at: [600, 400], frontage: 120, depth: 30,"
                             " figures: 24}\n"
                             "  - {id: fr-c, name: Second column, side: french, arm: infantry,"
                             " formation: column, at: [900, 300], frontage: 60, depth: 90,"
                             " figures: 24}\n"
                             "  - {id: ru-bat, name: Battery, side: russian, arm: artillery,"
                             " formation: battery, at: [300, 700], facing: 180, frontage: 120,"
                             " depth: 80, figures: 8, calibre: 6}\n");
}

static VdTableView *
view_of (VdWindow *window)
{
  return vd_window_get_table_view (window);
}

static VdPoint
unit_centre (VdWindow *window, const char *id)
{
  return vd_test_view_point (window, vd_footprint_centre (vd_unit_footprint (vd_test_unit (window, id))));
}

/* Modifiers held for the next clicks and drags (the gestures are driven by hand: no event
 * carries them). */
static void
hold (VdWindow *window, GdkModifierType modifiers)
{
  view_of (window)->fallback_modifiers = modifiers;
}

static void
count_cb (gpointer instance, guint *count)
{
  (*count)++;
}

static void
message_cb (VdTableView *view, const char *text, GPtrArray *messages)
{
  g_ptr_array_add (messages, g_strdup (text));
}

/* The selected ids joined by spaces, in table order. */
static char *
selection_text (VdWindow *window)
{
  g_autoptr(GPtrArray) ids = vd_table_view_get_selected_units (view_of (window));

  g_ptr_array_add (ids, NULL);
  return g_strjoinv (" ", (char **) ids->pdata);
}

static void
assert_selection (VdWindow *window, const char *expected)
{
  g_autofree char *text = selection_text (window);

  g_assert_cmpstr (text, ==, expected);
}

static void
undo (VdWindow *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
}

/* Ctrl+click adds a unit and makes it the primary one, again takes it out; a plain click
 * selects one; Escape clears; Ctrl+A takes every unit the view shows. */
static void
test_ctrl_click_selects_several (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  guint changes = 0;
  guint shown = 0;

  g_signal_connect (view, "selection-changed", G_CALLBACK (count_cb), &changes);
  vd_test_click_unit (window, "fr-a");
  assert_selection (window, "fr-a");
  g_assert_cmpuint (changes, ==, 1);

  hold (window, GDK_CONTROL_MASK);
  vd_test_click (view, unit_centre (window, "fr-c"));
  assert_selection (window, "fr-a fr-c");
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-c");
  g_assert_true (vd_table_view_is_unit_selected (view, "fr-a"));
  g_assert_cmpuint (changes, ==, 2);
  /* The panel shows the primary one. */
  vd_test_wait_for_label (GTK_WIDGET (vd_window_get_unit_panel (window)), "Second column", TRUE);

  vd_test_click (view, unit_centre (window, "ru-bat"));
  assert_selection (window, "fr-a fr-c ru-bat");
  vd_test_click (view, unit_centre (window, "fr-c"));
  assert_selection (window, "fr-a ru-bat");
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "ru-bat");
  /* Ctrl+click on empty ground keeps the selection. */
  vd_test_click (view, vd_test_find_empty_point (view));
  assert_selection (window, "fr-a ru-bat");

  /* A plain click selects one unit only. */
  hold (window, 0);
  vd_test_click (view, unit_centre (window, "fr-b"));
  assert_selection (window, "fr-b");
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-b");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.select-all", NULL));
  assert_selection (window, "fr-a fr-b fr-c ru-bat");
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, "fr-b");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  assert_selection (window, "");
  g_assert_null (vd_table_view_get_selected_unit (view));

  /* In the French view, Ctrl+A takes only the French: a Russian it sees is shown, never
   * selected to be changed with them. */
  vd_window_set_view_side (window, "french");
  vd_test_spin_a_little ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.select-all", NULL));
  for (guint i = 0; i < vd_table_view_get_table (view)->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (vd_table_view_get_table (view)->units, i);

      g_assert_cmpint (vd_table_view_is_unit_selected (view, unit->id), ==,
                       g_str_equal (unit->side, "french"));
      g_assert_cmpint (vd_table_view_may_change_unit (view, unit->id), ==,
                       g_str_equal (unit->side, "french"));
      shown += vd_table_view_shows_unit (view, unit->id);
    }
  g_assert_true (vd_table_view_shows_unit (view, "ru-bat"));
  g_assert_cmpuint (shown, >=, 4);
  vd_test_close_window (window);
}

/* Shift+drag on empty ground selects the units whose centre is inside the rectangle; with
 * Ctrl too it adds them; a plain drag there pans. */
static void
test_rubber_band (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdPoint centre;

  vd_test_click_unit (window, "ru-bat");
  hold (window, GDK_SHIFT_MASK);
  vd_test_drag_view (window, vd_test_view_point (window, vd_point (200, 150)), vd_test_view_point (window, vd_point (1000, 350)));
  assert_selection (window, "fr-a fr-c");
  g_assert_nonnull (vd_table_view_get_selected_unit (view));
  /* Nothing moved and the view did not pan. */
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.x, ==, 300);
  g_assert_false (vd_document_get_dirty (vd_window_get_document (window)));

  hold (window, GDK_SHIFT_MASK | GDK_CONTROL_MASK);
  vd_test_drag_view (window, vd_test_view_point (window, vd_point (200, 600)), vd_test_view_point (window, vd_point (400, 790)));
  assert_selection (window, "fr-a fr-c ru-bat");

  /* Without a modifier the same drag pans the table. */
  hold (window, 0);
  centre = vd_viewport_get_center (vd_table_view_get_viewport (view));
  vd_test_drag_view (window, vd_test_view_point (window, vd_point (200, 150)), vd_test_view_point (window, vd_point (400, 350)));
  g_assert_false (vd_point_equal (centre, vd_viewport_get_center (vd_table_view_get_viewport (view))));
  assert_selection (window, "fr-a fr-c ru-bat");
  vd_test_close_window (window);
}

/* Dragging one of the selected units moves them all by the same offset, each by the rules,
 * as one undo step; when the rules keep one back, none moves and the message says which. */
static void
test_group_move (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  VdPoint from;

  g_signal_connect (view, "message", G_CALLBACK (message_cb), messages);
  vd_test_click_unit (window, "fr-a");
  hold (window, GDK_CONTROL_MASK);
  vd_test_click (view, unit_centre (window, "fr-c"));
  hold (window, 0);

  from = unit_centre (window, "fr-a");
  vd_test_drag_view (window, from, vd_point_add (from, vd_test_view_offset (window, vd_point (40, 100))));
  g_assert_cmpuint (messages->len, ==, 0);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-a")->at.x, 340, 0.051);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-a")->at.y, 400, 0.051);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-c")->at.x, 940, 0.051);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-c")->at.y, 400, 0.051);
  /* Still both selected, and the others stayed. */
  assert_selection (window, "fr-a fr-c");
  g_assert_cmpfloat (vd_test_unit (window, "fr-b")->at.y, ==, 400);

  undo (window);
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.y, ==, 300);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->at.y, ==, 300);
  g_assert_false (vd_document_can_undo (document));

  /* The line would end in the marsh (MARSH-1): nothing moves. */
  hold (window, GDK_CONTROL_MASK);
  vd_test_click (view, unit_centre (window, "fr-b"));
  hold (window, 0);
  assert_selection (window, "fr-a fr-b fr-c");
  from = unit_centre (window, "fr-c");
  vd_test_drag_view (window, from, vd_point_add (from, vd_test_view_offset (window, vd_point (0, 110))));
  g_assert_cmpuint (messages->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (messages, 0), "Nothing moved"));
  g_assert_nonnull (strstr (g_ptr_array_index (messages, 0), "Line: MARSH-1"));
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.y, ==, 300);
  g_assert_cmpfloat (vd_test_unit (window, "fr-b")->at.y, ==, 400);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->at.y, ==, 300);
  g_assert_false (vd_document_can_undo (document));

  /* Shift places them freely, into the marsh too, still as one step. */
  hold (window, GDK_SHIFT_MASK);
  vd_test_drag_view (window, from, vd_point_add (from, vd_test_view_offset (window, vd_point (0, 110))));
  hold (window, 0);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-b")->at.y, 510, 0.051);
  g_assert_cmpfloat_with_epsilon (vd_test_unit (window, "fr-a")->at.y, 410, 0.051);
  undo (window);
  g_assert_cmpfloat (vd_test_unit (window, "fr-b")->at.y, ==, 400);
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.y, ==, 300);
  g_assert_false (vd_document_can_undo (document));
  vd_test_close_window (window);
}

/* The handle in front of the selected unit turns it about its front-edge centre, by 15° steps;
 * [ and ] turn the selection, each unit about its own front centre, as one step. */
static void
test_rotation (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdPoint handle;

  g_assert_false (vd_table_view_get_rotation_handle (view, &handle));
  vd_test_click_unit (window, "fr-c");
  g_assert_true (vd_table_view_get_rotation_handle (view, &handle));
  /* In front of the unit: up the screen, for a unit facing the far edge. */
  g_assert_cmpfloat (handle.y, <, vd_test_view_point (window, vd_point (900, 300)).y);

  /* Towards the right of the front centre, a little off: snapped to 90°. */
  vd_test_drag_view (window, handle, vd_test_view_point (window, vd_point (1000, 305)));
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->facing, ==, 90);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->at.x, ==, 900);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->at.y, ==, 300);
  undo (window);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->facing, ==, 0);

  hold (window, GDK_CONTROL_MASK);
  vd_test_click (view, unit_centre (window, "ru-bat"));
  hold (window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.rotate", "d", 15.0));
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->facing, ==, 15);
  g_assert_cmpfloat (vd_test_unit (window, "ru-bat")->facing, ==, 195);
  g_assert_cmpfloat (vd_test_unit (window, "ru-bat")->at.x, ==, 300);
  g_assert_cmpfloat (vd_test_unit (window, "ru-bat")->at.y, ==, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.rotate", "d", -20.0));
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->facing, ==, 355);
  undo (window);
  undo (window);
  g_assert_cmpfloat (vd_test_unit (window, "fr-c")->facing, ==, 0);
  g_assert_cmpfloat (vd_test_unit (window, "ru-bat")->facing, ==, 180);
  g_assert_false (vd_document_can_undo (vd_window_get_document (window)));
  vd_test_close_window (window);
}

/* win.change-formation: the footprint the ruleset gives, the front centre kept, one undo;
 * the panel's drop-down and F do the same. */
static void
test_formation_change (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  g_autoptr(VdUnit) expected = NULL;
  g_autoptr(GError) error = NULL;
  const VdUnit *unit;

  vd_test_click_unit (window, "fr-a");
  expected = vd_unit_copy (vd_test_unit (window, "fr-a"));
  g_assert_true (vd_unit_change_formation (expected, VD_FORMATION_LINE,
                                           vd_table_view_get_table (view_of (window)),
                                           vd_table_view_get_ruleset (view_of (window)), &error));
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.change-formation", "s", "line"));
  vd_test_spin_a_little ();
  unit = vd_test_unit (window, "fr-a");
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_LINE);
  g_assert_cmpfloat (unit->frontage, ==, expected->frontage);
  g_assert_cmpfloat (unit->depth, ==, expected->depth);
  g_assert_cmpfloat (unit->frontage, >, unit->depth);
  g_assert_cmpfloat (unit->at.x, ==, 300);
  g_assert_cmpfloat (unit->at.y, ==, 300);
  undo (window);
  unit = vd_test_unit (window, "fr-a");
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_COLUMN);
  g_assert_cmpfloat (unit->frontage, ==, 60);
  g_assert_cmpfloat (unit->depth, ==, 90);

  /* The panel offers the infantry's formations and changes it. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel->formation_choice)));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (panel->formation_choice)), ==, 4);
  for (guint i = 0; i < panel->formation_values->len; i++)
    if (g_array_index (panel->formation_values, VdFormation, i) == VD_FORMATION_SQUARE)
      {
        gtk_drop_down_set_selected (panel->formation_choice, i);
        break;
      }
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, "fr-a")->formation, ==, VD_FORMATION_SQUARE);
  g_assert_cmpfloat (vd_test_unit (window, "fr-a")->at.y, ==, 300);

  /* F: the next formation the arm may take. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.cycle-formation", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, "fr-a")->formation, ==, VD_FORMATION_SKIRMISH);
  undo (window);
  undo (window);
  g_assert_cmpint (vd_test_unit (window, "fr-a")->formation, ==, VD_FORMATION_COLUMN);

  /* A battery cannot form a square: nothing changes. */
  vd_test_click_unit (window, "ru-bat");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.change-formation", "s", "square"));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, "ru-bat")->formation, ==, VD_FORMATION_BATTERY);
  g_assert_false (vd_document_can_undo (vd_window_get_document (window)));
  vd_test_close_window (window);
}

static gboolean
reserve_has_rows (gpointer data)
{
  return vd_reserve_view_get_n_rows (data) > 0;
}

/* The bundled order of battle: its units fill the reserve; a row starts placing its side's
 * units, one click each, facing their side's way, with the footprint the ruleset fits. */
static void
test_place_from_order_of_battle (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  g_autofree char *oob_path = vd_data_find ("units/shevardino-oob.yaml");
  g_autoptr(GFile) oob_file = g_file_new_for_path (oob_path);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdReserveView *reserve = vd_window_get_reserve_view (window);
  const VdOrderOfBattle *oob;
  const VdUnit *first, *second, *russian = NULL;
  g_autofree char *first_id = NULL;
  g_autofree char *second_id = NULL;
  guint rows;
  const VdUnit *placed;

  g_assert_cmpuint (vd_reserve_view_get_n_rows (reserve), ==, 0);
  g_assert_true (vd_window_load_order_of_battle (window, oob_file, &error));
  g_assert_no_error (error);
  vd_test_spin_until (reserve_has_rows, reserve, "the reserve lists units");
  oob = vd_reserve_view_get_order_of_battle (reserve);
  rows = vd_reserve_view_get_n_rows (reserve);
  g_assert_cmpuint (rows, ==, oob->units->len);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (reserve), "French", FALSE));

  first = g_ptr_array_index (oob->units, 0);
  first_id = g_strdup (first->id);
  g_assert_true (vd_reserve_view_activate_unit (reserve, first_id));
  g_assert_nonnull (vd_table_view_get_placing (view));
  g_assert_cmpstr (vd_table_view_get_placing (view)->id, ==, first_id);
  g_assert_nonnull (strstr (vd_table_view_get_readout (view), "click where it stands"));

  vd_test_click (view, vd_test_view_point (window, vd_point (600, 150)));
  placed = vd_test_unit (window, first_id);
  g_assert_nonnull (placed);
  g_assert_cmpfloat (placed->frontage, ==, first->frontage);
  g_assert_cmpfloat (placed->depth, ==, first->depth);
  g_assert_cmpfloat (placed->frontage, >, 0);
  g_assert_cmpfloat (placed->facing, ==, 0);
  /* The click holds the footprint's centre. */
  g_assert_cmpfloat_with_epsilon (vd_footprint_centre (vd_unit_footprint (placed)).y, 150, 0.6);
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, first_id);
  g_assert_cmpuint (vd_reserve_view_get_n_rows (reserve), ==, rows - 1);

  /* The next unit of its side is offered. */
  second = vd_table_view_get_placing (view);
  g_assert_nonnull (second);
  second_id = g_strdup (second->id);
  g_assert_cmpstr (second->side, ==, first->side);
  vd_test_click (view, vd_test_view_point (window, vd_point (800, 150)));
  g_assert_nonnull (vd_test_unit (window, second_id));
  g_assert_cmpuint (vd_reserve_view_get_n_rows (reserve), ==, rows - 2);

  undo (window);
  g_assert_null (vd_test_unit (window, second_id));
  g_assert_cmpuint (vd_reserve_view_get_n_rows (reserve), ==, rows - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_null (vd_table_view_get_placing (view));

  /* The other side faces down the table. */
  for (guint i = 0; i < oob->units->len && russian == NULL; i++)
    if (g_strcmp0 (((VdUnit *) g_ptr_array_index (oob->units, i))->side, "russian") == 0)
      russian = g_ptr_array_index (oob->units, i);
  g_assert_nonnull (russian);
  g_assert_true (vd_reserve_view_activate_unit (reserve, russian->id));
  g_assert_cmpfloat (vd_table_view_get_placing (view)->facing, ==, 180);
  g_assert_true (vd_table_view_place_at (view, vd_test_view_point (window, vd_point (900, 650)).x,
                                         vd_test_view_point (window, vd_point (900, 650)).y, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (vd_test_unit (window, russian->id)->facing, ==, 180);

  /* The search keeps the rows that hold its words. */
  gtk_editable_set_text (GTK_EDITABLE (vd_reserve_view_get_search_entry (reserve)), "zzz-no-such-unit");
  g_signal_emit_by_name (vd_reserve_view_get_search_entry (reserve), "search-changed");
  g_assert_cmpuint (vd_reserve_view_get_n_rows (reserve), ==, 0);
  vd_test_close_window (window);
}

static GtkWidget *
army_row (VdWindow *window, const char *id)
{
  GtkWidget *row = vd_army_view_get_row (vd_window_get_army_view (window), id);

  if (row == NULL)
    g_error ("the Army page has no row for %s", id);
  return row;
}

/* The expander row ROW is in, on the Army page. */
static GtkWidget *
army_row_parent (VdWindow *window, const char *id)
{
  return gtk_widget_get_ancestor (gtk_widget_get_parent (army_row (window, id)),
                                  ADW_TYPE_EXPANDER_ROW);
}

/* A unit placed from an order of battle on a table without its commands brings them along,
 * from the highest down, in one step with it: the Army page shows it in its brigade, and one
 * undo takes unit and commands away. */
static void
test_place_brings_commands (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_file (fixture, "empty.yaml",
                                              "vedette: 1\n"
                                              "kind: table\n"
                                              "title: Empty\n"
                                              "scale: 25mm\n"
                                              "table: [1200, 800]\n");
  g_autofree char *oob_path = vd_data_find ("units/shevardino-oob.yaml");
  g_autoptr(GFile) oob_file = g_file_new_for_path (oob_path);
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdReserveView *reserve = vd_window_get_reserve_view (window);
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  const char * const chain[] = { "fr-grande-armee", "fr-1c", "fr-1c-5d", "fr-1c-5d-1" };
  VdTable *table;
  guint n_events;

  g_assert_true (vd_window_load_order_of_battle (window, oob_file, &error));
  g_assert_no_error (error);
  vd_test_spin_until (reserve_has_rows, reserve, "the reserve lists units");
  g_assert_true (vd_reserve_view_activate_unit (reserve, "fr-57-1"));
  g_assert_cmpstr (vd_table_view_get_placing (view)->command, ==, "fr-1c-5d-1");
  vd_test_click (view, vd_test_view_point (window, vd_point (600, 150)));

  table = vd_document_get_table (document);
  g_assert_nonnull (vd_test_unit (window, "fr-57-1"));
  g_assert_cmpstr (vd_test_unit (window, "fr-57-1")->command, ==, "fr-1c-5d-1");
  g_assert_cmpuint (table->commands->len, ==, G_N_ELEMENTS (chain));
  for (guint i = 0; i < G_N_ELEMENTS (chain); i++)
    {
      const VdCommand *command = g_ptr_array_index (table->commands, i);

      g_assert_cmpstr (command->id, ==, chain[i]);
      g_assert_cmpstr (command->parent, ==, i > 0 ? chain[i - 1] : NULL);
    }
  g_assert_cmpstr (vd_table_find_command (table, "fr-1c-5d")->name, ==, "5e division (Compans)");
  /* The four commands and the unit: one batch of the journal. */
  n_events = vd_battle_get_n_events (battle);
  g_assert_cmpuint (n_events, ==, G_N_ELEMENTS (chain) + 1);
  for (guint i = 0; i < n_events; i++)
    {
      const VdEvent *event = vd_battle_get_event (battle, i);

      g_assert_cmpint (event->kind, ==,
                       i < G_N_ELEMENTS (chain) ? VD_EVENT_ADD_COMMAND : VD_EVENT_ADD_UNIT);
      g_assert_cmpuint (event->batch, ==, vd_table_battle_get_event (battle, 0)->batch);
    }
  g_assert_cmpuint (vd_table_battle_get_event (battle, 0)->batch, >, 0);

  vd_window_set_panel_page (window, "army");
  vd_test_spin_a_little ();
  g_assert_true (army_row_parent (window, "fr-57-1") == army_row (window, "fr-1c-5d-1"));
  g_assert_true (army_row_parent (window, "fr-1c-5d-1") == army_row (window, "fr-1c-5d"));
  g_assert_true (army_row_parent (window, "fr-1c") == army_row (window, "fr-grande-armee"));

  /* The next battalion of the brigade finds its commands there: the unit alone joins. */
  g_assert_cmpstr (vd_table_view_get_placing (view)->id, ==, "fr-57-2");
  vd_test_click (view, vd_test_view_point (window, vd_point (800, 150)));
  g_assert_cmpstr (vd_test_unit (window, "fr-57-2")->command, ==, "fr-1c-5d-1");
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events + 1);
  g_assert_cmpuint (vd_document_get_table (document)->commands->len, ==, G_N_ELEMENTS (chain));

  undo (window);
  g_assert_null (vd_test_unit (window, "fr-57-2"));
  g_assert_cmpuint (vd_document_get_table (document)->commands->len, ==, G_N_ELEMENTS (chain));
  undo (window);
  g_assert_null (vd_test_unit (window, "fr-57-1"));
  g_assert_cmpuint (vd_document_get_table (document)->commands->len, ==, 0);
  g_assert_null (vd_army_view_get_row (vd_window_get_army_view (window), "fr-1c-5d-1"));
  g_assert_false (vd_document_can_undo (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_unit (window, "fr-57-1")->command, ==, "fr-1c-5d-1");
  g_assert_cmpuint (vd_document_get_table (document)->commands->len, ==, G_N_ELEMENTS (chain));
  vd_test_close_window (window);
}

static gboolean
dialog_is_gone (gpointer window)
{
  return vd_window_get_unit_dialog (window) == NULL;
}

/* New Unit: the fields make the unit a click then places, fitted to its figures. */
static void
test_new_unit_dialog (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);
  VdUnitDialog *dialog;
  const VdUnit *placing;
  const VdUnit *unit;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-unit", NULL));
  vd_test_spin_a_little ();
  dialog = vd_window_get_unit_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vd_unit_dialog_get_id_row (dialog))), ==, "unit-1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (vd_unit_dialog_get_side_row (dialog))), ==, "french");
  g_assert_cmpuint (vd_unit_dialog_get_n_formations (dialog), ==, 4);

  /* A taken id: the dialog says so and stays. */
  gtk_editable_set_text (GTK_EDITABLE (vd_unit_dialog_get_id_row (dialog)), "fr-a");
  vd_unit_dialog_place (dialog);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (dialog), "The table already has “fr-a”", FALSE));
  g_assert_null (vd_table_view_get_placing (view));

  gtk_editable_set_text (GTK_EDITABLE (vd_unit_dialog_get_id_row (dialog)), "ru-guard-bat");
  gtk_editable_set_text (GTK_EDITABLE (vd_unit_dialog_get_name_row (dialog)), "Guard battery");
  gtk_editable_set_text (GTK_EDITABLE (vd_unit_dialog_get_side_row (dialog)), "russian");
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_ARTILLERY));
  g_assert_cmpuint (vd_unit_dialog_get_n_formations (dialog), ==, 3);
  g_assert_false (vd_unit_dialog_select_formation (dialog, VD_FORMATION_SQUARE));
  g_assert_true (vd_unit_dialog_select_formation (dialog, VD_FORMATION_LIMBERED));
  gtk_spin_button_set_value (vd_unit_dialog_get_figures_spin (dialog), 8);
  gtk_spin_button_set_value (vd_unit_dialog_get_calibre_spin (dialog), 12);
  gtk_switch_set_active (vd_unit_dialog_get_howitzer_switch (dialog), TRUE);
  vd_unit_dialog_place (dialog);
  vd_test_spin_until (dialog_is_gone, window, "the dialog closes");

  placing = vd_table_view_get_placing (view);
  g_assert_nonnull (placing);
  g_assert_cmpstr (placing->id, ==, "ru-guard-bat");
  vd_test_click (view, vd_test_view_point (window, vd_point (900, 650)));
  unit = vd_test_unit (window, "ru-guard-bat");
  g_assert_nonnull (unit);
  g_assert_null (vd_table_view_get_placing (view));
  g_assert_cmpstr (unit->name, ==, "Guard battery");
  g_assert_cmpstr (unit->side, ==, "russian");
  g_assert_cmpint (unit->arm, ==, VD_ARM_ARTILLERY);
  g_assert_cmpint (unit->formation, ==, VD_FORMATION_LIMBERED);
  g_assert_cmpint (unit->figures, ==, 8);
  g_assert_cmpint (unit->calibre, ==, 12);
  g_assert_true (unit->howitzer);
  g_assert_cmpfloat (unit->facing, ==, 180);
  g_assert_cmpfloat (unit->frontage, >, 0);
  g_assert_cmpfloat (unit->depth, >, 0);
  undo (window);
  g_assert_null (vd_test_unit (window, "ru-guard-bat"));
  vd_test_close_window (window);
}

static void
assert_figures_and_base (VdUnitDialog *dialog, int figures, double width, double depth)
{
  g_assert_cmpint (gtk_spin_button_get_value_as_int (vd_unit_dialog_get_figures_spin (dialog)), ==,
                   figures);
  g_assert_cmpfloat (gtk_spin_button_get_value (vd_unit_dialog_get_base_width_spin (dialog)), ==,
                     width);
  g_assert_cmpfloat (gtk_spin_button_get_value (vd_unit_dialog_get_base_depth_spin (dialog)), ==,
                     depth);
}

/* Issue 22 point 7: New Unit takes the arm's figures and base at the table's scale
 * (units/napoleonic.yaml: new_unit_bases × the base's figures) when the arm changes, until the
 * user sets them. */
static void
test_new_unit_arm_defaults (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdUnitDialog *dialog;
  const VdUnit *unit;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-unit", NULL));
  vd_test_spin_a_little ();
  dialog = vd_window_get_unit_dialog (window);
  /* 25mm: six infantry bases of 40 × 30 mm, four figures each. */
  assert_figures_and_base (dialog, 24, 40, 30);
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_CAVALRY));
  assert_figures_and_base (dialog, 8, 50, 50);
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_ARTILLERY));
  assert_figures_and_base (dialog, 8, 60, 80);
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_OFFICER));
  assert_figures_and_base (dialog, 1, 50, 50);

  /* The user's figures stay; the base still follows the arm. */
  gtk_spin_button_set_value (vd_unit_dialog_get_figures_spin (dialog), 12);
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_INFANTRY));
  assert_figures_and_base (dialog, 12, 40, 30);
  /* And the user's base too, which the unit then keeps as its own. */
  gtk_spin_button_set_value (vd_unit_dialog_get_base_width_spin (dialog), 45);
  g_assert_true (vd_unit_dialog_select_arm (dialog, VD_ARM_CAVALRY));
  assert_figures_and_base (dialog, 12, 45, 30);

  gtk_editable_set_text (GTK_EDITABLE (vd_unit_dialog_get_id_row (dialog)), "fr-hussars");
  vd_unit_dialog_place (dialog);
  vd_test_spin_until (dialog_is_gone, window, "the dialog closes");
  vd_test_click (view_of (window), vd_test_view_point (window, vd_point (900, 650)));
  unit = vd_test_unit (window, "fr-hussars");
  g_assert_nonnull (unit);
  g_assert_cmpint (unit->arm, ==, VD_ARM_CAVALRY);
  g_assert_cmpint (unit->figures, ==, 12);
  g_assert_true (unit->has_base);
  g_assert_cmpfloat (unit->base_width, ==, 45);
  g_assert_cmpfloat (unit->base_depth, ==, 30);
  vd_test_close_window (window);
}

/* Delete removes the selected units as one step. */
static void
test_delete_selection (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_armies_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = view_of (window);

  vd_test_click_unit (window, "fr-a");
  hold (window, GDK_CONTROL_MASK);
  vd_test_click (view, unit_centre (window, "ru-bat"));
  hold (window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.delete-units", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_test_unit (window, "fr-a"));
  g_assert_null (vd_test_unit (window, "ru-bat"));
  g_assert_nonnull (vd_test_unit (window, "fr-b"));
  assert_selection (window, "");
  g_assert_null (vd_table_view_get_selected_unit (view));
  undo (window);
  g_assert_nonnull (vd_test_unit (window, "fr-a"));
  g_assert_nonnull (vd_test_unit (window, "ru-bat"));
  g_assert_false (vd_document_can_undo (vd_window_get_document (window)));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, TRUE);

#define ADD(name, func) \
  g_test_add ("/app/armies/" name, Fixture, NULL, vd_test_fixture_set_up, func, \
              vd_test_fixture_tear_down)
  ADD ("ctrl-click-selects-several", test_ctrl_click_selects_several);
  ADD ("rubber-band", test_rubber_band);
  ADD ("group-move", test_group_move);
  ADD ("rotation", test_rotation);
  ADD ("formation-change", test_formation_change);
  ADD ("place-from-order-of-battle", test_place_from_order_of_battle);
  ADD ("place-brings-commands", test_place_brings_commands);
  ADD ("new-unit-dialog", test_new_unit_dialog);
  ADD ("new-unit-arm-defaults", test_new_unit_arm_defaults);
  ADD ("delete-selection", test_delete_selection);
#undef ADD

  return g_test_run ();
}
