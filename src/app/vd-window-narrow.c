#include "vd-window-private.h"

/* A narrow window: the side panel folds over the map, opens when a unit is selected and
 * closes again when it is deselected; Escape deselects wherever the focus is. */

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

void
vd_window_narrow_selection_changed (VdWindow *self, gboolean selected)
{
  /* The two pages' flaps open and close together (vd-window.ui). */
  AdwFlap *flap = vd_window_showing_board (self) ? self->board_flap : self->flap;

  if (!adw_flap_get_folded (flap))
    return;
  if (selected && !adw_flap_get_reveal_flap (flap))
    {
      adw_flap_set_reveal_flap (flap, TRUE);
      self->panel_shown_for_selection = TRUE;
    }
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
  gtk_widget_class_install_action (widget_class, "win.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.clear-selection",
                                       NULL);
}
