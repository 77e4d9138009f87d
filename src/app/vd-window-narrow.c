#include "vd-window-private.h"

/* A narrow window: the side panel folds over the map, opens when a unit is selected and
 * closes again when it is deselected, and the map pans so that the panel never hides what it
 * tells of; Escape deselects wherever the focus is. */

/* Below this width the map would keep less than some 500 pixels beside the panel. */
#define NARROW_WIDTH 900

/* Escape from the panel, a list or a header button does what it does on the map: ends a
 * drag, the tool or the placing first, then deselects. Popovers and dialogs take it first. */
static void
clear_selection_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (vd_window_showing_board (self))
    gtk_widget_activate_action (GTK_WIDGET (self->board_view), "board.clear-selection", NULL);
  else
    gtk_widget_activate_action (GTK_WIDGET (self->table_view), "view.clear-selection", NULL);
}

/* Decided where the window's width is known; the flaps fold as they allocate their children. */
static void
vd_window_narrow_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdWindow *self = VD_WINDOW (widget);
  gboolean narrow = width < NARROW_WIDTH;

  if (narrow != self->narrow)
    {
      AdwFlapFoldPolicy policy = narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;

      self->narrow = narrow;
      self->panel_shown_for_selection = FALSE;
      adw_flap_set_fold_policy (self->flap, policy);
      adw_flap_set_fold_policy (self->board_flap, policy);
    }
  GTK_WIDGET_CLASS (g_type_class_peek (ADW_TYPE_APPLICATION_WINDOW))->size_allocate (widget, width,
                                                                                    height,
                                                                                    baseline);
}

/* The part of VIEW that FLAP's panel, folded and open (or opening), leaves uncovered, in
 * VIEW's coordinates; FALSE when the panel is beside the map or hidden, or covers it all. */
static gboolean
uncovered_area (AdwFlap *flap, GtkWidget *view, graphene_rect_t *area)
{
  GtkWidget *panel = adw_flap_get_flap (flap);
  int flap_width = gtk_widget_get_width (GTK_WIDGET (flap));
  int panel_width = 0;
  graphene_rect_t bounds;
  double x0, x1;

  if (!adw_flap_get_folded (flap) || !adw_flap_get_reveal_flap (flap) || panel == NULL
      || flap_width <= 0 || !gtk_widget_compute_bounds (view, GTK_WIDGET (flap), &bounds))
    return FALSE;
  /* Where it will stand once open, whatever its slide has reached: AdwFlap gives a folded
   * panel its natural width, at most its own. */
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &panel_width, NULL, NULL);
  panel_width = MIN (panel_width, flap_width);
  x0 = bounds.origin.x;
  x1 = bounds.origin.x + bounds.size.width;
  /* flap-position is "end": the right, or the left in a right-to-left language. */
  if (gtk_widget_get_direction (GTK_WIDGET (flap)) == GTK_TEXT_DIR_RTL)
    x0 = MAX (x0, (double) panel_width);
  else
    x1 = MIN (x1, (double) (flap_width - panel_width));
  if (x1 <= x0)
    return FALSE;
  graphene_rect_init (area, x0 - bounds.origin.x, 0, x1 - x0, bounds.size.height);
  return TRUE;
}

static void
keep_table_box_visible (VdWindow *self, VdRect box)
{
  graphene_rect_t area;

  if (self->table_view != NULL && !vd_rect_is_empty (box)
      && uncovered_area (self->flap, GTK_WIDGET (self->table_view), &area))
    vd_table_view_ensure_visible (self->table_view, box, &area);
}

void
vd_window_narrow_keep_visible (VdWindow *self)
{
  graphene_rect_t area;

  if (!vd_window_showing_board (self))
    keep_table_box_visible (self, vd_table_view_get_selection_box (self->table_view));
  else if (uncovered_area (self->board_flap, GTK_WIDGET (self->board_view), &area))
    vd_board_view_ensure_selection_visible (self->board_view, &area);
}

void
vd_window_narrow_keep_unit_visible (VdWindow *self, const char *unit_id)
{
  VdTable *table = vd_table_view_get_table (self->table_view);
  const VdUnit *unit;

  /* A side's view never pans to a unit it does not know of. */
  if (table == NULL || !vd_table_view_shows_unit (self->table_view, unit_id))
    return;
  unit = vd_table_find_unit (table, unit_id);
  keep_table_box_visible (self, vd_footprint_bounds (vd_unit_footprint (unit)));
}

/* Opened over the map, by a selection or the header's button: what it tells of stays in sight. */
static void
reveal_changed_cb (VdWindow *self)
{
  if (adw_flap_get_reveal_flap (self->flap))
    vd_window_narrow_keep_visible (self);
}

void
vd_window_narrow_init (VdWindow *self)
{
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (reveal_changed_cb),
                           self, G_CONNECT_SWAPPED);
}

void
vd_window_narrow_selection_changed (VdWindow *self)
{
  /* The two pages' flaps open and close together (vd-window.ui). */
  AdwFlap *flap = vd_window_showing_board (self) ? self->board_flap : self->flap;
  gboolean selected;

  if (vd_window_showing_board (self))
    selected = vd_board_view_get_selected_hex (self->board_view, NULL)
               || vd_board_view_get_selected_unit (self->board_view) != NULL;
  else
    selected = vd_table_view_get_selected_unit (self->table_view) != NULL
               || vd_table_view_get_selected_feature (self->table_view) != NULL;

  if (!adw_flap_get_folded (flap))
    return;
  if (selected && !adw_flap_get_reveal_flap (flap))
    {
      self->panel_shown_for_selection = TRUE;
      adw_flap_set_reveal_flap (flap, TRUE);
    }
  else if (selected)
    vd_window_narrow_keep_visible (self);
  /* Opened with the header's button, the panel stays open. */
  else if (!selected && self->panel_shown_for_selection)
    {
      adw_flap_set_reveal_flap (flap, FALSE);
      self->panel_shown_for_selection = FALSE;
    }
}

void
vd_window_narrow_class_init (GtkWidgetClass *widget_class)
{
  widget_class->size_allocate = vd_window_narrow_size_allocate;
  gtk_widget_class_bind_template_child (widget_class, VdWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_flap);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, map_tools);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_map_tools);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, board_layers_button);
  gtk_widget_class_install_action (widget_class, "win.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.clear-selection",
                                       NULL);
}
