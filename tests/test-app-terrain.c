/* The terrain editor: win.edit-terrain, drawing, editing vertices, snapping, the Terrain page,
 * duplicate and delete, through the real gestures and keys, each change one event. */
#include <math.h>
#include <string.h>

#include "vd-feature-panel.h"
#include "vd-test-app.h"
#include "vd-window-private.h"

/* A wood and a hill well inside a 1200 × 800 table, a road across it, and a unit in the
 * open. */
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
    "  - {id: wood-1, type: wood, area: [[200, 200], [400, 200], [400, 350], [200, 350]]}\n"
    "  - {id: hill-1, type: hill, area: [[700, 450], [1000, 450], [1000, 650], [700, 650]]}\n"
    "  - {id: road-1, type: road, line: [[0, 100], [1200, 120]]}\n"
    "units:\n"
    "  - {id: fr-a, name: Line, side: french, arm: infantry, formation: line,"
    " at: [600, 300], frontage: 100, depth: 40, figures: 24}\n");
}

static VdTableView *
view_of (VdWindow *window)
{
  return vd_window_get_table_view (window);
}

static void
click_at (VdWindow *window, VdPoint table_p)
{
  vd_test_click (view_of (window), vd_test_view_point (window, table_p));
}

static guint
n_events (VdWindow *window)
{
  return vd_battle_get_n_applied (vd_document_get_battle (vd_window_get_document (window)));
}

static gboolean
press_key (VdWindow *window, guint keyval)
{
  GtkEventController *keys = vd_test_find_controller (GTK_WIDGET (view_of (window)),
                                                      GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  vd_test_spin_a_little ();
  return handled;
}

static void
hold_shift (VdWindow *window, gboolean held)
{
  GtkEventController *keys = vd_test_find_controller (GTK_WIDGET (view_of (window)),
                                                      GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "modifiers", held ? GDK_SHIFT_MASK : (GdkModifierType) 0, &handled);
}

static void
hover (VdWindow *window, VdPoint view_p)
{
  GtkEventController *motion = vd_test_find_controller (GTK_WIDGET (view_of (window)),
                                                        GTK_TYPE_EVENT_CONTROLLER_MOTION);

  g_signal_emit_by_name (motion, "motion", view_p.x, view_p.y);
}

/* A drag through the view's gestures from table point FROM to table point TO. */
static void
drag_from_to (VdWindow *window, VdPoint from, VdPoint to)
{
  vd_test_drag_view (window, vd_test_view_point (window, from), vd_test_view_point (window, to));
}

static void
assert_point (VdPoint p, double x, double y)
{
  if (fabs (p.x - x) > 0.05 || fabs (p.y - y) > 0.05)
    g_error ("(%g, %g) is not (%g, %g)", p.x, p.y, x, y);
}

static VdWindow *
open_editing (Fixture *fixture)
{
  g_autofree char *path = write_terrain_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  gboolean editing = FALSE;

  g_assert_false (vd_table_view_get_editing (view_of (window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-terrain", NULL));
  g_object_get (window, "editing-terrain", &editing, NULL);
  g_assert_true (editing);
  g_assert_true (vd_table_view_get_editing (view_of (window)));
  return window;
}

static void
select_by_click (VdWindow *window, VdPoint inside, const char *id)
{
  click_at (window, inside);
  g_assert_cmpstr (vd_table_view_get_selected_feature (view_of (window)), ==, id);
}

static void
draw (VdWindow *window, const char *target)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-terrain", "s", target));
  g_assert_true (vd_table_view_get_drawing (view_of (window)));
}

/* The toggle, the menu's check item and Ctrl+E share one state; while editing a drag on a unit
 * neither moves it nor selects it. */
static void
test_edit_mode (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  gboolean editing = TRUE;

  g_assert_nonnull (vd_table_view_get_edit_hint (view_of (window)));
  drag_from_to (window, vd_point (600, 280), vd_point (650, 200));
  assert_point (vd_test_unit (window, "fr-a")->at, 600, 300);
  g_assert_null (vd_table_view_get_selected_unit (view_of (window)));
  g_assert_cmpuint (n_events (window), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-terrain", NULL));
  g_object_get (window, "editing-terrain", &editing, NULL);
  g_assert_false (editing);
  g_assert_null (vd_table_view_get_edit_hint (view_of (window)));
  vd_test_click_unit (window, "fr-a");
  vd_test_close_window (window);
}

/* Clicks, closed on the first point: a new wood with those points, selected; Ctrl+Z takes it
 * away. */
static void
test_draw_area (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdPoint points[] = { { 500, 550 }, { 620, 560 }, { 600, 700 }, { 480, 690 } };
  const VdFeature *wood;

  draw (window, "area:wood");
  g_assert_nonnull (strstr (vd_table_view_get_edit_hint (view_of (window)), "Wood"));
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    click_at (window, points[i]);
  g_assert_null (vd_test_feature (window, "wood-2"));
  click_at (window, points[0]);

  g_assert_false (vd_table_view_get_drawing (view_of (window)));
  wood = vd_test_feature (window, "wood-2");
  g_assert_nonnull (wood);
  g_assert_cmpint (wood->type, ==, VD_TERRAIN_WOOD);
  g_assert_cmpint (wood->shape, ==, VD_SHAPE_AREA);
  g_assert_cmpuint (wood->path.n_points, ==, G_N_ELEMENTS (points));
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    assert_point (wood->path.points[i], points[i].x, points[i].y);
  g_assert_cmpuint (n_events (window), ==, 1);
  g_assert_cmpstr (vd_table_view_get_selected_feature (view_of (window)), ==, "wood-2");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_test_feature (window, "wood-2"));
  g_assert_null (vd_table_view_get_selected_feature (view_of (window)));
  vd_test_close_window (window);
}

/* A stream by clicks and Enter; Backspace takes the last point back; Escape cancels; too few
 * points are refused. */
static void
test_draw_line (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdFeature *stream;

  draw (window, "line:stream");
  click_at (window, vd_point (100, 500));
  g_assert_true (press_key (window, GDK_KEY_Return));
  g_assert_true (vd_table_view_get_drawing (view_of (window)));
  g_assert_nonnull (strstr (vd_table_view_get_edit_hint (view_of (window)), "at least 2"));
  click_at (window, vd_point (250, 520));
  click_at (window, vd_point (400, 600));
  click_at (window, vd_point (520, 760));
  g_assert_true (press_key (window, GDK_KEY_BackSpace));
  g_assert_true (press_key (window, GDK_KEY_Return));

  stream = vd_test_feature (window, "stream-1");
  g_assert_nonnull (stream);
  g_assert_cmpint (stream->shape, ==, VD_SHAPE_LINE);
  g_assert_cmpuint (stream->path.n_points, ==, 3);
  assert_point (stream->path.points[2], 400, 600);
  g_assert_cmpuint (n_events (window), ==, 1);

  draw (window, "line:road");
  click_at (window, vd_point (100, 700));
  click_at (window, vd_point (300, 720));
  g_assert_true (press_key (window, GDK_KEY_Escape));
  g_assert_false (vd_table_view_get_drawing (view_of (window)));
  g_assert_null (vd_test_feature (window, "road-2"));
  g_assert_cmpuint (n_events (window), ==, 1);
  vd_test_close_window (window);
}

/* A vertex dragged: one event, undone in one step. */
static void
test_move_vertex (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdFeature *wood;

  select_by_click (window, vd_point (300, 280), "wood-1");
  drag_from_to (window, vd_point (400, 350), vd_point (450, 390));
  wood = vd_test_feature (window, "wood-1");
  g_assert_cmpuint (wood->path.n_points, ==, 4);
  assert_point (wood->path.points[2], 450, 390);
  assert_point (wood->path.points[1], 400, 200);
  g_assert_cmpuint (n_events (window), ==, 1);
  g_assert_cmpint (vd_table_view_get_selected_vertex (view_of (window)), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_point (vd_test_feature (window, "wood-1")->path.points[2], 400, 350);
  g_assert_cmpstr (vd_table_view_get_selected_feature (view_of (window)), ==, "wood-1");

  /* The whole feature, dragged from inside. */
  drag_from_to (window, vd_point (300, 280), vd_point (330, 250));
  wood = vd_test_feature (window, "wood-1");
  assert_point (wood->path.points[0], 230, 170);
  assert_point (wood->path.points[2], 430, 320);
  vd_test_close_window (window);
}

/* A segment's midpoint dragged inserts a vertex there. */
static void
test_insert_vertex (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdFeature *wood;

  select_by_click (window, vd_point (300, 280), "wood-1");
  drag_from_to (window, vd_point (300, 200), vd_point (300, 150));
  wood = vd_test_feature (window, "wood-1");
  g_assert_cmpuint (wood->path.n_points, ==, 5);
  assert_point (wood->path.points[0], 200, 200);
  assert_point (wood->path.points[1], 300, 150);
  assert_point (wood->path.points[2], 400, 200);
  g_assert_cmpuint (n_events (window), ==, 1);
  vd_test_close_window (window);
}

/* Delete on the vertex under the pointer, or the one clicked; refused at the minimum. */
static void
test_delete_vertex (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdFeature *wood;

  select_by_click (window, vd_point (300, 280), "wood-1");
  hover (window, vd_test_view_point (window, vd_point (400, 350)));
  g_assert_true (press_key (window, GDK_KEY_Delete));
  wood = vd_test_feature (window, "wood-1");
  g_assert_cmpuint (wood->path.n_points, ==, 3);
  assert_point (wood->path.points[2], 200, 350);
  g_assert_cmpuint (n_events (window), ==, 1);

  /* Clicked, then BackSpace: three points are an area's least. */
  click_at (window, vd_point (200, 350));
  g_assert_cmpint (vd_table_view_get_selected_vertex (view_of (window)), ==, 2);
  g_assert_true (press_key (window, GDK_KEY_BackSpace));
  g_assert_cmpuint (vd_test_feature (window, "wood-1")->path.n_points, ==, 3);
  g_assert_nonnull (strstr (vd_table_view_get_edit_hint (view_of (window)), "at least 3"));
  g_assert_cmpuint (n_events (window), ==, 1);

  /* Two for a line, through the Remove Point action. */
  select_by_click (window, vd_point (600, 110), "road-1");
  click_at (window, vd_point (1200, 120));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.remove-point", NULL));
  g_assert_cmpuint (vd_test_feature (window, "road-1")->path.n_points, ==, 2);
  g_assert_nonnull (strstr (vd_table_view_get_edit_hint (view_of (window)), "at least 2"));
  g_assert_cmpuint (n_events (window), ==, 1);
  vd_test_close_window (window);
}

/* View points a few pixels from the table's far right corner, from the hill's corner
 * (1000, 450) and far from both; again after each change, as the side panel may resize the
 * view. */
static void
snap_points (VdWindow *window, VdPoint *near_corner, VdPoint *near_vertex, VdPoint *far)
{
  *near_corner = vd_test_view_point (window, vd_point (1200, 800));
  *near_vertex = vd_test_view_point (window, vd_point (1000, 450));
  *far = vd_test_view_point (window, vd_point (1100, 300));
  near_corner->x -= 4;
  near_corner->y += 3;
  near_vertex->x += 3;
  near_vertex->y -= 4;
}

/* Points snap to a table corner and to another feature's vertex, within a few pixels; not
 * with Shift held. */
static void
test_snap (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  VdTableView *view = view_of (window);
  VdPoint near_corner, near_vertex, far;
  VdPoint snapped;
  const VdFeature *marsh;

  draw (window, "area:marsh");
  snap_points (window, &near_corner, &near_vertex, &far);
  hover (window, near_corner);
  g_assert_true (vd_table_view_get_snap_target (view, &snapped));
  assert_point (snapped, 1200, 800);
  vd_test_click (view, near_corner);
  vd_test_click (view, near_vertex);
  vd_test_click (view, far);
  g_assert_true (press_key (window, GDK_KEY_Return));
  marsh = vd_test_feature (window, "marsh-1");
  g_assert_nonnull (marsh);
  assert_point (marsh->path.points[0], 1200, 800);
  assert_point (marsh->path.points[1], 1000, 450);

  /* Shift: where the pointer is. */
  draw (window, "area:marsh");
  snap_points (window, &near_corner, &near_vertex, &far);
  hold_shift (window, TRUE);
  hover (window, near_corner);
  g_assert_false (vd_table_view_get_snap_target (view, NULL));
  vd_test_click (view, near_corner);
  vd_test_click (view, near_vertex);
  vd_test_click (view, far);
  g_assert_true (press_key (window, GDK_KEY_Return));
  hold_shift (window, FALSE);
  marsh = vd_test_feature (window, "marsh-2");
  g_assert_nonnull (marsh);
  g_assert_cmpfloat (marsh->path.points[0].x, <, 1200);
  g_assert_cmpfloat (marsh->path.points[0].y, >, 790);
  g_assert_cmpfloat (marsh->path.points[1].x, >, 1000);
  g_assert_cmpfloat (marsh->path.points[1].x, <, 1010);

  /* A dragged vertex snaps too, but not to its own feature. */
  select_by_click (window, vd_point (300, 280), "wood-1");
  {
    VdPoint to = vd_test_view_point (window, vd_point (700, 450));
    VdPoint from = vd_test_view_point (window, vd_point (400, 350));
    GtkWidget *w = GTK_WIDGET (view);
    GtkEventController *click = vd_test_find_controller (w, GTK_TYPE_GESTURE_CLICK);
    GtkEventController *drag = vd_test_find_controller (w, GTK_TYPE_GESTURE_DRAG);

    to.x += 4;
    to.y += 2;
    g_signal_emit_by_name (click, "pressed", 1, from.x, from.y);
    g_signal_emit_by_name (drag, "drag-begin", from.x, from.y);
    g_signal_emit_by_name (drag, "drag-update", to.x - from.x, to.y - from.y);
    g_assert_true (vd_table_view_get_snap_target (view, &snapped));
    g_signal_emit_by_name (drag, "drag-end", to.x - from.x, to.y - from.y);
    g_signal_emit_by_name (click, "released", 1, to.x, to.y);
    vd_test_spin_a_little ();
  }
  assert_point (vd_test_feature (window, "wood-1")->path.points[2], 700, 450);
  vd_test_close_window (window);
}

static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      found = find_widget (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Terrain page: a hill's level, plateau and crest line, its name and type. */
static void
test_panel (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  GtkWidget *panel;
  GtkWidget *entry_row;
  guint events;
  const VdFeature *hill;

  select_by_click (window, vd_point (850, 550), "hill-1");
  panel = find_widget (GTK_WIDGET (window), VD_TYPE_FEATURE_PANEL);
  g_assert_nonnull (panel);
  vd_test_spin_until ((gboolean (*) (gpointer)) gtk_widget_get_mapped, panel, "the panel shows");
  g_assert_cmpstr (vd_feature_panel_get_feature (VD_FEATURE_PANEL (panel)), ==, "hill-1");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (panel, GTK_TYPE_SPIN_BUTTON)), 3);
  g_assert_cmpint (vd_test_feature (window, "hill-1")->level, ==, 3);
  gtk_switch_set_active (GTK_SWITCH (find_widget (panel, GTK_TYPE_SWITCH)), TRUE);
  g_assert_true (vd_test_feature (window, "hill-1")->plateau);
  g_assert_cmpuint (n_events (window), ==, 2);

  g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Draw Crest Line"), "clicked");
  g_assert_true (vd_table_view_get_drawing (view_of (window)));
  click_at (window, vd_point (750, 600));
  click_at (window, vd_point (950, 610));
  g_assert_true (press_key (window, GDK_KEY_Return));
  hill = vd_test_feature (window, "hill-1");
  g_assert_cmpuint (hill->n_crests, ==, 1);
  g_assert_cmpuint (hill->crests[0].n_points, ==, 2);
  assert_point (hill->crests[0].points[1], 950, 610);
  g_assert_cmpint (hill->level, ==, 3);
  g_assert_cmpstr (vd_table_view_get_selected_feature (view_of (window)), ==, "hill-1");
  g_assert_cmpuint (n_events (window), ==, 3);
  /* HILL-4: a crest line running off the hill is refused, said in a toast. */
  g_assert_true (vd_table_view_begin_crest (view_of (window)));
  click_at (window, vd_point (750, 500));
  click_at (window, vd_point (1100, 500));
  g_assert_true (press_key (window, GDK_KEY_Return));
  vd_test_wait_for_label (GTK_WIDGET (window), "A crest line stays on its hill (HILL-4): this one "
                          "would leave it", TRUE);
  g_assert_cmpuint (vd_test_feature (window, "hill-1")->n_crests, ==, 1);
  g_assert_cmpuint (n_events (window), ==, 3);

  g_signal_emit_by_name (vd_test_find_visible_button (panel, "_Remove Crest Lines"), "clicked");
  g_assert_cmpuint (vd_test_feature (window, "hill-1")->n_crests, ==, 0);

  entry_row = find_widget (panel, ADW_TYPE_ENTRY_ROW);
  gtk_editable_set_text (GTK_EDITABLE (entry_row), "Shevardino heights");
  g_signal_emit_by_name (entry_row, "entry-activated");
  g_assert_cmpstr (vd_test_feature (window, "hill-1")->name, ==, "Shevardino heights");

  /* Undo goes back one change at a time. */
  events = n_events (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_null (vd_test_feature (window, "hill-1")->name);
  g_assert_cmpuint (n_events (window), ==, events - 1);

  /* Another type among the areas': a wood has no level. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_widget (panel, ADW_TYPE_COMBO_ROW)), 1);
  hill = vd_test_feature (window, "hill-1");
  g_assert_cmpint (hill->type, !=, VD_TERRAIN_HILL);
  g_assert_cmpint (hill->shape, ==, VD_SHAPE_AREA);
  g_assert_cmpint (hill->level, ==, 1);
  vd_test_close_window (window);
}

/* Ctrl+D: a copy 20 mm aside with a fresh id; Delete removes the selected feature. */
static void
test_duplicate_delete (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  const VdFeature *copy;

  select_by_click (window, vd_point (300, 280), "wood-1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.duplicate-feature", NULL));
  copy = vd_test_feature (window, "wood-2");
  g_assert_nonnull (copy);
  assert_point (copy->path.points[0], 220, 180);
  g_assert_cmpstr (vd_table_view_get_selected_feature (view_of (window)), ==, "wood-2");

  g_assert_true (press_key (window, GDK_KEY_Delete));
  g_assert_null (vd_test_feature (window, "wood-2"));
  g_assert_nonnull (vd_test_feature (window, "wood-1"));
  g_assert_null (vd_table_view_get_selected_feature (view_of (window)));
  g_assert_cmpuint (n_events (window), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_nonnull (vd_test_feature (window, "wood-2"));
  vd_test_close_window (window);
}

/* What was drawn and edited is in the file saved, and comes back the same. */
static void
test_save_reopen (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_editing (fixture);
  g_autofree char *path = g_build_filename (fixture->dir, "saved.yaml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(GError) error = NULL;
  VdTable *table;

  draw (window, "line:hard-obstacle");
  click_at (window, vd_point (500, 400));
  click_at (window, vd_point (650, 420));
  g_assert_true (press_key (window, GDK_KEY_Return));
  select_by_click (window, vd_point (850, 550), "hill-1");
  g_assert_true (vd_table_view_begin_crest (view_of (window)));
  click_at (window, vd_point (750, 600));
  click_at (window, vd_point (950, 610));
  g_assert_true (press_key (window, GDK_KEY_Return));
  g_assert_true (vd_document_save (vd_window_get_document (window), file, &error));
  g_assert_no_error (error);

  reopened = vd_test_read_battle (file);
  g_assert_no_error (error);
  table = vd_battle_get_current (reopened);
  g_assert_true (vd_feature_equal (vd_table_find_feature (table, "hard-obstacle-1"),
                                   vd_test_feature (window, "hard-obstacle-1")));
  g_assert_true (vd_feature_equal (vd_table_find_feature (table, "hill-1"),
                                   vd_test_feature (window, "hill-1")));
  g_assert_cmpuint (vd_table_find_feature (table, "hill-1")->n_crests, ==, 1);
  vd_test_close_window (window);
}

/* The labels of the Draw menu's items, in order, sections flattened. */
static void
collect_menu_labels (GMenuModel *model, GPtrArray *labels)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      char *label = NULL;

      if (section != NULL)
        collect_menu_labels (section, labels);
      else if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        g_ptr_array_add (labels, label);
    }
}

/* Issue 22 point 7, LOBS and HOBS: the Draw menu says what each obstacle stands for. */
static void
test_menu_obstacles (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_terrain_table (fixture);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  VdWindow *window = vd_test_open_window (path);

  collect_menu_labels (gtk_menu_button_get_menu_model (window->draw_button), labels);
  g_assert_true (g_ptr_array_find_with_equal_func (labels, "Hedge, fence (light obstacle)",
                                                   g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (labels, "Wall, abatis (hard obstacle)",
                                                   g_str_equal, NULL));
  g_assert_false (g_ptr_array_find_with_equal_func (labels, "Light obstacle", g_str_equal, NULL));
  /* The other types keep their names. */
  g_assert_true (g_ptr_array_find_with_equal_func (labels, "Wood", g_str_equal, NULL));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/terrain/edit-mode", test_edit_mode);
  VD_TEST_ADD ("/app/terrain/draw-area", test_draw_area);
  VD_TEST_ADD ("/app/terrain/draw-line", test_draw_line);
  VD_TEST_ADD ("/app/terrain/move-vertex", test_move_vertex);
  VD_TEST_ADD ("/app/terrain/insert-vertex", test_insert_vertex);
  VD_TEST_ADD ("/app/terrain/delete-vertex", test_delete_vertex);
  VD_TEST_ADD ("/app/terrain/snap", test_snap);
  VD_TEST_ADD ("/app/terrain/panel", test_panel);
  VD_TEST_ADD ("/app/terrain/duplicate-delete", test_duplicate_delete);
  VD_TEST_ADD ("/app/terrain/save-reopen", test_save_reopen);
  VD_TEST_ADD ("/app/terrain/menu-obstacles", test_menu_obstacles);
  return g_test_run ();
}
