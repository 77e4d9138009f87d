/* GUI test of the side panel on the demo battle (help, "The side panel"): the unit's own
 * state before its sight lists, which fold when long and count their rows; one − and one + for
 * the casualties; Escape deselects wherever the focus is; in a narrow window the panel folds
 * over the map and opens for a selected unit; the map's tools never stand over the map. */

#include "vd-data-dirs.h"
#include "vd-test-app.h"
#include "vd-unit-panel-private.h"
#include "vd-window-private.h"

/* A copy of the demo battle in the fixture's folder: the window writes its journal beside it. */
static VdWindow *
open_demo (Fixture *fixture, int width, int height)
{
  g_autofree char *bundled = vd_data_demo_table ();
  g_autofree char *contents = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  VdWindow *window;

  g_assert_nonnull (bundled);
  g_file_get_contents (bundled, &contents, NULL, &error);
  g_assert_no_error (error);
  path = vd_test_write_file (fixture, "shevardino.yaml", contents);
  file = g_file_new_for_path (path);
  window = vd_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  vd_window_open_file (window, file);
  vd_test_present (window);
  return window;
}

/* The first unit of SIDE in the demo battle with figures to lose; a copy of its id, since a
 * change gives the document a new table. */
static char *
first_unit_of (VdWindow *window, const char *side)
{
  VdTable *table = vd_document_get_table (vd_window_get_document (window));

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->side, side) == 0 && unit->figures > 4)
        return g_strdup (unit->id);
    }
  g_error ("no unit of %s", side);
}

static double
top_in (GtkWidget *widget, GtkWidget *ancestor)
{
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (widget, ancestor, &GRAPHENE_POINT_INIT (0, 0), &p));
  return p.y;
}

/* The unit's own rows, in the order the panel shows them: identity, this turn, casualties,
 * morale, conditions, notes; then the orders; the sight lists after all of them. */
static void
test_own_state_first (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1600, 1000);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  g_autofree char *id = first_unit_of (window, "french");
  GtkWidget *page;
  GtkWidget *order[] = {
    GTK_WIDGET (panel->name_label), GTK_WIDGET (panel->arm_row),
    GTK_WIDGET (panel->formation_row), GTK_WIDGET (panel->facing_row),
    GTK_WIDGET (panel->this_turn_row), GTK_WIDGET (panel->casualties_row),
    GTK_WIDGET (panel->morale_row), GTK_WIDGET (panel->conditions_row),
    GTK_WIDGET (panel->notes_row), GTK_WIDGET (panel->orders_group),
    GTK_WIDGET (panel->seen_expander), GTK_WIDGET (panel->unseen_expander),
  };

  vd_test_click_unit (window, id);
  vd_test_spin_a_little ();
  page = gtk_widget_get_ancestor (GTK_WIDGET (panel->casualties_row), GTK_TYPE_SCROLLED_WINDOW);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_assert_true (gtk_widget_get_mapped (order[i]));
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    g_assert_cmpfloat (top_in (order[i - 1], page), <, top_in (order[i], page));
  vd_test_close_window (window);
}

static guint
count_visible_buttons (GtkWidget *root)
{
  guint n = GTK_IS_BUTTON (root) && gtk_widget_get_visible (root) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_visible_buttons (child);
  return n;
}

/* One − and one +: the spin button's own, which record the losses. */
static void
test_casualties_one_pair (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1600, 1000);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  g_autofree char *id = first_unit_of (window, "russian");

  vd_test_click_unit (window, id);
  g_assert_cmpuint (count_visible_buttons (GTK_WIDGET (panel->casualties_row)), ==, 2);
  g_assert_cmpint (vd_test_unit (window, id)->casualties, ==, 0);
  gtk_spin_button_spin (panel->casualties_spin, GTK_SPIN_STEP_FORWARD, 1);
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, id)->casualties, ==, 1);
  gtk_spin_button_spin (panel->casualties_spin, GTK_SPIN_STEP_BACKWARD, 1);
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, id)->casualties, ==, 0);
  vd_test_close_window (window);
}

/* How many enemies the selected unit sees, and does not. */
static void
count_sight (VdWindow *window, guint *n_seen, guint *n_unseen)
{
  GArray *answers = vd_sight_state_get_answers (vd_window_get_sight_state (window));

  *n_seen = *n_unseen = 0;
  for (guint i = 0; i < answers->len; i++)
    {
      if (g_array_index (answers, VdSightAnswer, i).visible)
        (*n_seen)++;
      else
        (*n_unseen)++;
    }
}

static void
assert_folds_by_length (VdUnitPanel *panel, guint n_seen, guint n_unseen)
{
  /* With none in sight the list holds one row that says so. */
  g_assert_cmpint (gtk_expander_get_expanded (panel->seen_expander), ==,
                   MAX (n_seen, 1) <= VD_UNIT_PANEL_FOLD_ROWS);
  g_assert_cmpint (gtk_expander_get_expanded (panel->unseen_expander), ==,
                   n_unseen <= VD_UNIT_PANEL_FOLD_ROWS);
}

/* A list longer than eight rows is folded, its title counts its rows; the user's choice then
 * holds for every unit shown. */
static void
test_sight_lists_fold (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1600, 1000);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  g_autofree char *french = first_unit_of (window, "french");
  g_autofree char *russian = first_unit_of (window, "russian");
  g_autofree char *seen_title = NULL;
  g_autofree char *unseen_title = NULL;
  guint n_seen, n_unseen;

  vd_test_click_unit (window, french);
  count_sight (window, &n_seen, &n_unseen);
  /* Forty-odd enemies: one list at least is long. */
  g_assert_cmpuint (MAX (n_seen, n_unseen), >, VD_UNIT_PANEL_FOLD_ROWS);
  seen_title = g_strdup_printf ("In Sight (%u)", n_seen);
  unseen_title = g_strdup_printf ("Out of Sight (%u)", n_unseen);
  g_assert_cmpstr (gtk_label_get_text (panel->seen_title), ==, seen_title);
  g_assert_cmpstr (gtk_label_get_text (panel->unseen_title), ==, unseen_title);
  assert_folds_by_length (panel, n_seen, n_unseen);
  /* Folded, the list's rows are off the page: what follows it comes up. */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (n_unseen > VD_UNIT_PANEL_FOLD_ROWS
                                                     ? panel->unseen_group
                                                     : panel->seen_group)));

  /* The user opens both (the expander's own activation, as a click or Enter); another unit's
   * lists open too. */
  if (!gtk_expander_get_expanded (panel->seen_expander))
    gtk_widget_activate (GTK_WIDGET (panel->seen_expander));
  if (!gtk_expander_get_expanded (panel->unseen_expander))
    gtk_widget_activate (GTK_WIDGET (panel->unseen_expander));
  vd_test_click_unit (window, russian);
  g_assert_true (gtk_expander_get_expanded (panel->seen_expander));
  g_assert_true (gtk_expander_get_expanded (panel->unseen_expander));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel->unseen_group)));

  /* And folds In Sight: it stays folded, even for a unit that sees few. */
  gtk_widget_activate (GTK_WIDGET (panel->seen_expander));
  vd_test_click_unit (window, french);
  g_assert_false (gtk_expander_get_expanded (panel->seen_expander));
  g_assert_true (gtk_expander_get_expanded (panel->unseen_expander));
  vd_test_close_window (window);

  /* A new window starts again from the lists' lengths. */
  window = open_demo (fixture, 1600, 1000);
  panel = vd_window_get_unit_panel (window);
  vd_test_click_unit (window, french);
  assert_folds_by_length (panel, n_seen, n_unseen);
  vd_test_close_window (window);
}

/* Escape as GTK gives it in the bubble phase: to the focus widget, then up its parents to the
 * first whose key handler or key binding takes it; returns that widget, or NULL. */
static GtkWidget *
press_escape (GtkWidget *focus)
{
  for (GtkWidget *widget = focus; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);
          gboolean handled = FALSE;

          if (gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_BUBBLE)
            continue;
          if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
            {
              g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Escape, 9, 0, &handled);
              if (handled)
                return widget;
            }
          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

              if (GTK_IS_KEYVAL_TRIGGER (trigger)
                  && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_Escape
                  && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0
                  && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                   gtk_shortcut_get_arguments (shortcut)))
                return widget;
            }
        }
    }
  return NULL;
}

/* Escape in the panel (or a list of it) deselects, as on the map; a popover keeps it; the
 * ruler and the terrain editor end first. */
static void
test_escape_anywhere (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1600, 1000);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  VdTableView *view = vd_window_get_table_view (window);
  g_autofree char *id = first_unit_of (window, "french");
  GtkWidget *popover;

  vd_test_click_unit (window, id);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (panel->casualties_spin)));
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) == GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_unit (view));
  g_assert_true (gtk_stack_get_visible_child_name (panel->stack) != NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (panel->stack), ==, "table");

  /* From the Army page's list too. */
  vd_test_click_unit (window, id);
  adw_view_stack_set_visible_child_name (window->panel_stack, "army");
  vd_test_spin_a_little ();
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window->army_view), GTK_DIR_TAB_FORWARD));
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) == GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_unit (view));
  adw_view_stack_set_visible_child_name (window->panel_stack, "unit");

  /* The conditions' popover closes on Escape; the unit stays selected. */
  vd_test_click_unit (window, id);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (
    gtk_widget_get_ancestor (GTK_WIDGET (panel->disorganized_check), GTK_TYPE_MENU_BUTTON))));
  gtk_popover_popup (GTK_POPOVER (popover));
  vd_test_spin_a_little ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (panel->disorganized_check)));
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) != GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, id);

  /* The ruler keeps its Escape: it ends the tool, not the selection. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (panel->casualties_spin)));
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) == GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_table_view_get_selected_unit (view), ==, id);
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) == GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_unit (view));

  /* Editing the terrain, Escape from the Terrain page deselects the feature, as on the map. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.edit-terrain", NULL));
  g_assert_true (vd_table_view_select_feature (view, "kolocha"));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_table_view_get_selected_feature (view), ==, "kolocha");
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window->feature_panel), GTK_DIR_TAB_FORWARD));
  g_assert_true (press_escape (gtk_root_get_focus (GTK_ROOT (window))) == GTK_WIDGET (window));
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_feature (view));
  vd_test_close_window (window);
}

static gboolean
flap_folded (gpointer data)
{
  return adw_flap_get_folded (ADW_FLAP (data));
}

static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *ancestor)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &rect));
  return rect;
}

/* No tool button overlaps the table view, where the map is drawn. */
static void
assert_tools_beside_map (VdWindow *window)
{
  graphene_rect_t map = bounds_in (GTK_WIDGET (vd_window_get_table_view (window)),
                                   GTK_WIDGET (window));
  guint n = 0;

  for (GtkWidget *tool = gtk_widget_get_first_child (window->map_tools);
       tool != NULL;
       tool = gtk_widget_get_next_sibling (tool))
    {
      graphene_rect_t rect;

      /* Draw and Edit show while the table is set up. */
      if (!gtk_widget_get_visible (tool))
        continue;
      rect = bounds_in (tool, GTK_WIDGET (window));
      g_assert_true (gtk_widget_get_mapped (tool));
      g_assert_cmpfloat (rect.size.width, >, 0);
      g_assert_false (graphene_rect_intersection (&rect, &map, NULL));
      n++;
    }
  /* Measure, zoom in, zoom out, fit at least. */
  g_assert_cmpuint (n, >=, 4);
}

/* At 800 × 600 the panel folds over the map, hidden; a selected unit opens it and the map
 * keeps its whole width; deselecting hides it again. The header's button still shows it. */
static void
test_narrow_window (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 800, 600);
  VdTableView *view = vd_window_get_table_view (window);
  g_autofree char *id = first_unit_of (window, "french");
  int map_width;

  vd_test_spin_until (flap_folded, window->flap, "the panel folds");
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  g_assert_false (gtk_toggle_button_get_active (window->panel_button));
  map_width = gtk_widget_get_width (GTK_WIDGET (view));
  /* The map has the window's width, less the tools' column. */
  g_assert_cmpint (map_width, >, 800 - 80);
  assert_tools_beside_map (window);

  vd_test_click_unit (window, id);
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (vd_window_get_unit_panel (window))));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), ==, map_width);
  vd_test_click (view, vd_test_find_empty_point (view));
  vd_test_spin_a_little ();
  g_assert_null (vd_table_view_get_selected_unit (view));
  g_assert_false (adw_flap_get_reveal_flap (window->flap));

  /* Opened by its button, the panel stays open when the selection goes. */
  gtk_toggle_button_set_active (window->panel_button, TRUE);
  vd_test_spin_a_little ();
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  vd_test_click_unit (window, id);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-selection", NULL));
  vd_test_spin_a_little ();
  g_assert_true (adw_flap_get_reveal_flap (window->flap));

  /* Wide again, the panel stands beside the map. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 1000);
  vd_test_spin_until (vd_test_view_is_allocated, window, "the window is wide");
  while (adw_flap_get_folded (window->flap))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  assert_tools_beside_map (window);
  vd_test_close_window (window);
}

static gboolean
flap_open (gpointer data)
{
  return adw_flap_get_reveal_progress (ADW_FLAP (data)) >= 1.0;
}

/* ID's footprint as drawn now, in the window's coordinates. */
static graphene_rect_t
unit_box_in_window (VdWindow *window, const char *id)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdRect box = vd_viewport_table_rect_to_view (vd_table_view_get_viewport (view),
                                               vd_footprint_bounds (vd_unit_footprint (vd_test_unit (window, id))));
  graphene_point_t origin;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (box.x0, box.y0), &origin));
  return GRAPHENE_RECT_INIT (origin.x, origin.y, box.x1 - box.x0, box.y1 - box.y0);
}

/* A unit wholly on the map whose box lies right of RIGHT_OF, or left of LEFT_OF, in the
 * window, that a click on its centre selects; a copy of its id. */
static char *
unit_drawn_between (VdWindow *window, double right_of, double left_of)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  graphene_rect_t map = bounds_in (GTK_WIDGET (view), GTK_WIDGET (window));

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);
      graphene_rect_t box = unit_box_in_window (window, unit->id);

      if (box.origin.x > right_of && box.origin.x + box.size.width < left_of
          && graphene_rect_contains_rect (&map, &box)
          && vd_table_unit_at (table, vd_footprint_centre (vd_unit_footprint (unit))) == unit)
        return g_strdup (unit->id);
    }
  g_error ("no unit drawn between x %g and %g", right_of, left_of);
}

/* At 800 × 600 the panel opened by a unit the map shows on its right half would hide it: the
 * map pans, never zooms, until the whole unit stands beside the panel; one on the left half
 * stays where it is (issue 22, help "The app"). */
static void
test_narrow_window_keeps_unit_in_sight (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 800, 600);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  g_autofree char *right = NULL;
  g_autofree char *left = NULL;
  graphene_rect_t panel, box, map;
  double scale;
  VdPoint centre;

  vd_test_spin_until (flap_folded, window->flap, "the panel folds");
  vd_test_spin_a_little ();
  /* Where the panel will stand: the right 400 pixels, less what it keeps for its names. */
  right = unit_drawn_between (window, 800 - 300, 800);
  scale = vd_viewport_get_scale (viewport);

  box = unit_box_in_window (window, right);
  vd_test_click_unit (window, right);
  vd_test_spin_until (flap_open, window->flap, "the panel opens");
  vd_test_spin_a_little ();
  panel = bounds_in (adw_flap_get_flap (window->flap), GTK_WIDGET (window));
  map = bounds_in (GTK_WIDGET (view), GTK_WIDGET (window));
  /* Before, the unit stood where the panel now is. */
  g_assert_true (graphene_rect_intersection (&panel, &box, NULL));
  box = unit_box_in_window (window, right);
  g_assert_false (graphene_rect_intersection (&panel, &box, NULL));
  g_assert_true (graphene_rect_contains_rect (&map, &box));
  /* With a margin, not against the panel's edge. */
  g_assert_cmpfloat (box.origin.x + box.size.width, <=, panel.origin.x - 16);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, scale);

  /* Deselected, the panel closes; the map stays where it went. */
  centre = vd_viewport_get_center (viewport);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-selection", NULL));
  vd_test_spin_a_little ();
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  g_assert_cmpfloat (vd_viewport_get_center (viewport).x, ==, centre.x);

  /* A unit the open panel leaves in sight: the map does not move. */
  left = unit_drawn_between (window, 0, 300);
  box = unit_box_in_window (window, left);
  vd_test_click_unit (window, left);
  vd_test_spin_until (flap_open, window->flap, "the panel opens");
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_viewport_get_center (viewport).x, ==, centre.x);
  g_assert_cmpfloat (vd_viewport_get_center (viewport).y, ==, centre.y);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, scale);
  g_assert_cmpfloat (unit_box_in_window (window, left).origin.x, ==, box.origin.x);
  vd_test_close_window (window);
}

/* A feature's box as drawn now, in the window's coordinates. */
static graphene_rect_t
feature_box_in_window (VdWindow *window, const char *id)
{
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  VdRect box = vd_viewport_table_rect_to_view (vd_table_view_get_viewport (view),
                                               vd_feature_bounds (vd_table_find_feature (table, id)));
  graphene_point_t origin;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (box.x0, box.y0), &origin));
  return GRAPHENE_RECT_INIT (origin.x, origin.y, box.x1 - box.x0, box.y1 - box.y0);
}

/* Editing the terrain at 800 × 600: a feature selected on the map's right half opens the
 * panel on its page, and the map pans until the whole feature stands beside it. */
static void
test_narrow_window_keeps_feature_in_sight (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 800, 600);
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  const char *id = NULL;
  graphene_rect_t panel, box, map;
  double scale;

  vd_test_spin_until (flap_folded, window->flap, "the panel folds");
  vd_test_spin_a_little ();
  vd_window_set_editing_terrain (window, TRUE);
  map = bounds_in (GTK_WIDGET (view), GTK_WIDGET (window));
  for (guint i = 0; i < table->features->len && id == NULL; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);

      box = feature_box_in_window (window, feature->id);
      if (box.origin.x > 800 - 300 && graphene_rect_contains_rect (&map, &box))
        id = feature->id;
    }
  g_assert_nonnull (id);
  scale = vd_viewport_get_scale (viewport);

  g_assert_true (vd_table_view_select_feature (view, id));
  vd_test_spin_until (flap_open, window->flap, "the panel opens");
  vd_test_spin_a_little ();
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->panel_stack), ==, "terrain");
  panel = bounds_in (adw_flap_get_flap (window->flap), GTK_WIDGET (window));
  box = feature_box_in_window (window, id);
  g_assert_false (graphene_rect_intersection (&panel, &box, NULL));
  g_assert_true (graphene_rect_contains_rect (&map, &box));
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, scale);

  /* Deselected, the panel opened for it closes. */
  g_assert_true (vd_table_view_select_feature (view, NULL));
  vd_test_spin_a_little ();
  g_assert_false (adw_flap_get_reveal_flap (window->flap));
  vd_test_close_window (window);
}

/* Wide, the panel stands beside the map, which never pans for a selection. */
static void
test_wide_window_never_pans (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1600, 1000);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  graphene_rect_t map;
  g_autofree char *id = NULL;
  VdPoint centre;

  vd_test_spin_a_little ();
  g_assert_false (adw_flap_get_folded (window->flap));
  map = bounds_in (GTK_WIDGET (view), GTK_WIDGET (window));
  id = unit_drawn_between (window, map.origin.x + map.size.width / 2,
                           map.origin.x + map.size.width);
  centre = vd_viewport_get_center (viewport);
  vd_test_click_unit (window, id);
  vd_test_spin_a_little ();
  g_assert_cmpfloat (vd_viewport_get_center (viewport).x, ==, centre.x);
  g_assert_cmpfloat (vd_viewport_get_center (viewport).y, ==, centre.y);
  vd_test_close_window (window);
}

/* At 1024 × 700 the panel stays beside the map. */
static void
test_medium_window (Fixture *fixture, gconstpointer data)
{
  VdWindow *window = open_demo (fixture, 1024, 700);

  vd_test_spin_a_little ();
  g_assert_false (adw_flap_get_folded (window->flap));
  g_assert_true (adw_flap_get_reveal_flap (window->flap));
  assert_tools_beside_map (window);
  vd_test_close_window (window);
}

/* With no unit selected the panel sums up the table: its side rows stay while an event changes
 * nothing they show (each event brings a new copy of the table, which alone used to make them
 * again, some milliseconds an event), and are made again when it does. */
static void
test_summary_kept (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdUnitPanel *panel = vd_window_get_unit_panel (window);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GError) error = NULL;
  GtkWidget *first;
  VdEvent *event;

  g_assert_null (vd_unit_panel_get_unit (panel));
  g_assert_cmpuint (panel->side_rows->len, ==, 2);
  first = g_ptr_array_index (panel->side_rows, 0);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (panel), "48 units", FALSE));

  event = vd_event_new (VD_EVENT_LOSS, vd_document_get_turn (document));
  event->unit_id = g_strdup ("u00");
  event->figures = 2;
  g_assert_true (vd_document_record (document, event, &error));
  g_assert_no_error (error);
  vd_test_spin_a_little ();
  g_assert_true (g_ptr_array_index (panel->side_rows, 0) == first);

  /* A new turn shows: the summary is made again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_document_get_turn (document), ==, 2);
  g_assert_cmpuint (panel->side_rows->len, ==, 2);
  g_assert_false (g_ptr_array_index (panel->side_rows, 0) == first);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (panel), "48 units", FALSE));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/panel/own-state-first", test_own_state_first);
  VD_TEST_ADD ("/app/panel/casualties-one-pair", test_casualties_one_pair);
  VD_TEST_ADD ("/app/panel/sight-lists-fold", test_sight_lists_fold);
  VD_TEST_ADD ("/app/panel/escape-anywhere", test_escape_anywhere);
  VD_TEST_ADD ("/app/panel/narrow-window", test_narrow_window);
  VD_TEST_ADD ("/app/panel/narrow-window-keeps-unit-in-sight",
               test_narrow_window_keeps_unit_in_sight);
  VD_TEST_ADD ("/app/panel/narrow-window-keeps-feature-in-sight",
               test_narrow_window_keeps_feature_in_sight);
  VD_TEST_ADD ("/app/panel/wide-window-never-pans", test_wide_window_never_pans);
  VD_TEST_ADD ("/app/panel/medium-window", test_medium_window);
  VD_TEST_ADD ("/app/panel/summary-kept", test_summary_kept);

  return g_test_run ();
}
