#pragma once

#include <gtk/gtk.h>

#include "vd-geometry.h"

G_BEGIN_DECLS

/* What the drag under way does, decided at its press: one mode instead of a flag for each. */
typedef enum {
  VD_DRAG_NONE,     /* no drag, or one terrain editing took */
  VD_DRAG_PAN,      /* the view follows the pointer (once past the threshold) */
  VD_DRAG_MOVE,     /* the unit pressed, and the group with it, follow the pointer (unit_drag) */
  VD_DRAG_MEASURE,  /* the ruler (ruler_layer) */
  VD_DRAG_BAND,     /* a selection rectangle (band) */
  VD_DRAG_ROTATE,   /* the selected unit turns by its handle (rotate) */
} VdDragMode;

/* The table view's press, from the drag gesture's begin to the next press: where it started
 * (view pixels), the offset the drag last reached, whether it went past GTK's drag threshold
 * (then the release ends a drag, not a click) and what the drag does. */
typedef struct _VdTablePress VdTablePress;

VdTablePress *vd_table_press_new              (void);
void          vd_table_press_free             (VdTablePress *self);

/* A drag starts at view point (X, Y) doing MODE: it has not moved, its offset is 0. */
void          vd_table_press_begin            (VdTablePress *self,
                                               double        x,
                                               double        y,
                                               VdDragMode    mode);
/* The view point OFFSET_X, OFFSET_Y from where the drag started. */
VdPoint       vd_table_press_at               (VdTablePress *self,
                                               double        offset_x,
                                               double        offset_y);
VdPoint       vd_table_press_get_start        (VdTablePress *self);
/* The drag reached OFFSET_X, OFFSET_Y: how far it went since the offset it last reached. */
VdPoint       vd_table_press_move_to          (VdTablePress *self,
                                               double        offset_x,
                                               double        offset_y);
/* TRUE once the drag, now at OFFSET_X, OFFSET_Y, has gone past WIDGET's drag threshold; the
 * first time, it is marked moved. */
gboolean      vd_table_press_passes_threshold (VdTablePress *self,
                                               GtkWidget    *widget,
                                               double        offset_x,
                                               double        offset_y);
/* TRUE when the press went past the threshold, until the next press. */
gboolean      vd_table_press_get_moved        (VdTablePress *self);
/* A new press of the click gesture: what the last drag did no longer counts. */
void          vd_table_press_forget_moved     (VdTablePress *self);
VdDragMode    vd_table_press_get_mode         (VdTablePress *self);
void          vd_table_press_set_mode         (VdTablePress *self,
                                               VdDragMode    mode);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTablePress, vd_table_press_free)

G_END_DECLS
