#include "vd-table-press.h"

struct _VdTablePress
{
  VdPoint    start;   /* view pixels */
  VdPoint    last;    /* the offset from START the drag last reached */
  gboolean   moved;   /* until the next press: the release ends a drag, not a click */
  VdDragMode mode;    /* until the release */
};

VdTablePress *
vd_table_press_new (void)
{
  return g_new0 (VdTablePress, 1);
}

void
vd_table_press_free (VdTablePress *self)
{
  g_free (self);
}

void
vd_table_press_begin (VdTablePress *self, double x, double y, VdDragMode mode)
{
  g_return_if_fail (self != NULL);

  self->start = vd_point (x, y);
  self->last = vd_point (0, 0);
  self->moved = FALSE;
  self->mode = mode;
}

VdPoint
vd_table_press_at (VdTablePress *self, double offset_x, double offset_y)
{
  g_return_val_if_fail (self != NULL, vd_point (0, 0));

  return vd_point (self->start.x + offset_x, self->start.y + offset_y);
}

VdPoint
vd_table_press_get_start (VdTablePress *self)
{
  g_return_val_if_fail (self != NULL, vd_point (0, 0));

  return self->start;
}

VdPoint
vd_table_press_move_to (VdTablePress *self, double offset_x, double offset_y)
{
  VdPoint step;

  g_return_val_if_fail (self != NULL, vd_point (0, 0));

  step = vd_point (offset_x - self->last.x, offset_y - self->last.y);
  self->last = vd_point (offset_x, offset_y);
  return step;
}

gboolean
vd_table_press_passes_threshold (VdTablePress *self, GtkWidget *widget, double offset_x,
                                 double offset_y)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->moved)
    return TRUE;
  /* GTK compares whole pixels, as it does for its own drags. */
  if (!gtk_drag_check_threshold (widget, (int) self->start.x, (int) self->start.y,
                                 (int) (self->start.x + offset_x),
                                 (int) (self->start.y + offset_y)))
    return FALSE;
  self->moved = TRUE;
  return TRUE;
}

gboolean
vd_table_press_get_moved (VdTablePress *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->moved;
}

void
vd_table_press_forget_moved (VdTablePress *self)
{
  g_return_if_fail (self != NULL);

  self->moved = FALSE;
}

VdDragMode
vd_table_press_get_mode (VdTablePress *self)
{
  g_return_val_if_fail (self != NULL, VD_DRAG_NONE);

  return self->mode;
}

void
vd_table_press_set_mode (VdTablePress *self, VdDragMode mode)
{
  g_return_if_fail (self != NULL);

  self->mode = mode;
}
