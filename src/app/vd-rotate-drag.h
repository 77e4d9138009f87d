#pragma once

#include <glib.h>

#include "vd-geometry.h"

G_BEGIN_DECLS

/* Turning the selected units by the primary unit's handle: the facing the drag shows, towards
 * the pointer, snapped to 15° unless Shift turns freely. The table view owns one, hands it the
 * VD_DRAG_ROTATE drag in table millimetres, and turns the selection by what it shows at the
 * release. */
typedef struct _VdRotateDrag VdRotateDrag;

VdRotateDrag *vd_rotate_drag_new         (void);
void          vd_rotate_drag_free        (VdRotateDrag *self);

/* The drag takes the handle of a unit facing FACING (degrees); FINE (Shift): not snapped. */
void          vd_rotate_drag_begin       (VdRotateDrag *self,
                                          double        facing,
                                          gboolean      fine);
/* The pointer is at table point POINTER: the facing from AT (the unit's front-edge centre)
 * towards it, in degrees clockwise from +y in [0, 360), snapped unless fine; returned. */
double        vd_rotate_drag_update      (VdRotateDrag *self,
                                          VdPoint       at,
                                          VdPoint       pointer);
/* The facing the drag shows. */
double        vd_rotate_drag_get_facing  (VdRotateDrag *self);

G_END_DECLS
