#include <glib/gi18n.h>

#include "vd-window-private.h"

/* Around the selection when zooming to it: a unit alone fills the view less its neighbours. */
#define SELECTION_MARGIN_MM 120.0

static const char * const layers[] = { "show-terrain", "show-units", "show-labels", "show-sight" };

/* The selected units' footprints, or an empty rect when none is selected. */
static VdRect
selection_bounds (VdWindow *self)
{
  VdTable *table = vd_table_view_get_table (self->table_view);
  g_autoptr(GPtrArray) ids = vd_table_view_get_selected_units (self->table_view);
  VdRect bounds = vd_rect_empty ();

  for (guint i = 0; table != NULL && ids != NULL && i < ids->len; i++)
    {
      const VdUnit *unit = vd_table_find_unit (table, g_ptr_array_index (ids, i));

      if (unit != NULL)
        bounds = vd_rect_union (bounds, vd_footprint_bounds (vd_unit_footprint (unit)));
    }
  return bounds;
}

static void
zoom_selection_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  VdRect bounds;

  if (self->document == NULL)
    return;
  bounds = selection_bounds (self);
  if (bounds.x1 < bounds.x0)
    {
      vd_window_toast_message (self, _("Select a unit to zoom to it"));
      return;
    }
  vd_table_view_zoom_to_rect (self->table_view, vd_rect_inflate (bounds, SELECTION_MARGIN_MM));
}

/* Saved as the window closes, for the next one to open at the same size. */
static gboolean
close_request_cb (VdWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return FALSE;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  /* A maximized window's own size is the one it goes back to. */
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
  return FALSE;
}

void
vd_window_view_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.zoom-selection", NULL, zoom_selection_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_period, GDK_CONTROL_MASK, "win.zoom-selection", NULL);
}

void
vd_window_view_init (VdWindow *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  /* The Layers menu's toggles: the view's properties, kept in the settings. */
  for (guint i = 0; i < G_N_ELEMENTS (layers); i++)
    {
      g_autoptr(GPropertyAction) action = g_property_action_new (layers[i], self->table_view,
                                                                 layers[i]);

      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      if (self->settings != NULL)
        g_settings_bind (self->settings, layers[i], self->table_view, layers[i],
                         G_SETTINGS_BIND_DEFAULT);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "layers", G_ACTION_GROUP (group));

  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
}
