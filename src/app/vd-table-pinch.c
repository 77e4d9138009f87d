#include "vd-table-pinch.h"

struct _VdTablePinch
{
  VdTableView *view;          /* not owned: it owns the pinch */
  GtkGesture  *gesture;       /* a reference of our own; the view holds another */
  double       begin_scale;   /* the viewport's scale when the fingers came down */
  double       last_x;        /* their centre at the last change, view pixels */
  double       last_y;
};

/* The fingers' centre; a gesture without touch points (emitted by hand) keeps FALLBACK. */
static void
get_center (GtkGesture *gesture, double fallback_x, double fallback_y, double *x, double *y)
{
  *x = fallback_x;
  *y = fallback_y;
  if (gtk_gesture_is_active (gesture))
    gtk_gesture_get_bounding_box_center (gesture, x, y);
}

static void
begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, VdTablePinch *self)
{
  GtkWidget *widget = GTK_WIDGET (self->view);

  self->begin_scale = vd_viewport_get_scale (vd_table_view_get_viewport (self->view));
  get_center (gesture, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0,
              &self->last_x, &self->last_y);
}

static void
scale_changed_cb (GtkGestureZoom *gesture, double scale, VdTablePinch *self)
{
  double current = vd_viewport_get_scale (vd_table_view_get_viewport (self->view));
  double x, y;

  get_center (GTK_GESTURE (gesture), self->last_x, self->last_y, &x, &y);
  vd_table_view_pan_by (self->view, x - self->last_x, y - self->last_y);
  self->last_x = x;
  self->last_y = y;
  if (current > 0)
    vd_table_view_zoom_at (self->view, x, y, self->begin_scale * scale / current);
}

/* Lifted fingers end the zoom at once: the table is drawn sharp without waiting. */
static void
end_cb (GtkGesture *gesture, GdkEventSequence *sequence, VdTablePinch *self)
{
  vd_table_view_end_zoom (self->view);
}

VdTablePinch *
vd_table_pinch_new (VdTableView *view)
{
  VdTablePinch *self;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (view), NULL);

  self = g_new0 (VdTablePinch, 1);
  self->view = view;
  self->gesture = gtk_gesture_zoom_new ();
  g_signal_connect (self->gesture, "begin", G_CALLBACK (begin_cb), self);
  g_signal_connect (self->gesture, "scale-changed", G_CALLBACK (scale_changed_cb), self);
  g_signal_connect (self->gesture, "end", G_CALLBACK (end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (view), GTK_EVENT_CONTROLLER (g_object_ref (self->gesture)));
  return self;
}

void
vd_table_pinch_free (VdTablePinch *self)
{
  if (self == NULL)
    return;
  /* The view may hold the gesture a little longer: it must not call back into freed memory. */
  g_signal_handlers_disconnect_by_data (self->gesture, self);
  g_object_unref (self->gesture);
  g_free (self);
}

gboolean
vd_table_pinch_is_on (VdTablePinch *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return gtk_gesture_is_recognized (self->gesture);
}
