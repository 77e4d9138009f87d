#include "vd-table-zoom.h"

struct _VdTableZoom
{
  GtkWidget *widget;     /* not owned: it owns the zoom */
  guint      settle_ms;
  guint      settle_id;  /* pending from each step until the zoom settles */
  gboolean   on;
};

VdTableZoom *
vd_table_zoom_new (GtkWidget *widget)
{
  VdTableZoom *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  self = g_new0 (VdTableZoom, 1);
  self->widget = widget;
  self->settle_ms = VD_TABLE_ZOOM_SETTLE_MS;
  return self;
}

void
vd_table_zoom_free (VdTableZoom *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_free (self);
}

void
vd_table_zoom_end (VdTableZoom *self)
{
  g_return_if_fail (self != NULL);

  g_clear_handle_id (&self->settle_id, g_source_remove);
  if (!self->on)
    return;
  self->on = FALSE;
  gtk_widget_queue_draw (self->widget);
}

static gboolean
settled_cb (gpointer data)
{
  VdTableZoom *self = data;

  self->settle_id = 0;
  vd_table_zoom_end (self);
  return G_SOURCE_REMOVE;
}

void
vd_table_zoom_step (VdTableZoom *self, gboolean fingers)
{
  g_return_if_fail (self != NULL);

  /* A step while the last one has not settled continues a zoom; the first is drawn sharp, so a
   * single click or key press never shows a blurred table. */
  self->on = self->on || fingers || self->settle_id != 0;
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add (self->settle_ms, settled_cb, self);
}

gboolean
vd_table_zoom_is_on (VdTableZoom *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->on;
}

void
vd_table_zoom_set_settle (VdTableZoom *self, guint ms)
{
  g_return_if_fail (self != NULL);

  self->settle_ms = ms;
}
