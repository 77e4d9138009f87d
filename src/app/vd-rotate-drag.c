#include <math.h>

#include "vd-rotate-drag.h"

#define ROTATE_SNAP 15.0  /* degrees; Shift turns freely */

struct _VdRotateDrag
{
  gboolean fine;    /* Shift: not snapped */
  double   facing;  /* the facing the drag shows */
};

VdRotateDrag *
vd_rotate_drag_new (void)
{
  return g_new0 (VdRotateDrag, 1);
}

void
vd_rotate_drag_free (VdRotateDrag *self)
{
  g_free (self);
}

void
vd_rotate_drag_begin (VdRotateDrag *self, double facing, gboolean fine)
{
  g_return_if_fail (self != NULL);

  self->fine = fine;
  self->facing = facing;
}

double
vd_rotate_drag_update (VdRotateDrag *self, VdPoint at, VdPoint pointer)
{
  VdPoint d;
  double facing;

  g_return_val_if_fail (self != NULL, 0);

  d = vd_point_sub (pointer, at);
  facing = atan2 (d.x, d.y) * 180 / G_PI;
  if (facing < 0)
    facing += 360;
  if (!self->fine)
    facing = fmod (round (facing / ROTATE_SNAP) * ROTATE_SNAP, 360);
  self->facing = facing;
  return facing;
}

double
vd_rotate_drag_get_facing (VdRotateDrag *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->facing;
}
