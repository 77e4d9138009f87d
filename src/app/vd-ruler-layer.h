#pragma once

#include <gtk/gtk.h>

#include "vd-table-layer.h"

G_BEGIN_DECLS

#define VD_TYPE_RULER_LAYER (vd_ruler_layer_get_type ())

G_DECLARE_FINAL_TYPE (VdRulerLayer, vd_ruler_layer, VD, RULER_LAYER, VdTableLayer)

/* The ruler tool's layer: the measurement under way (none, its start clicked with the end
 * following the pointer, or both ends) and its line over the table. The table view hands it
 * the ruler's presses, drags, clicks and pointer motion (in view pixels); the layer keeps the
 * ends in table millimetres and emits "changed" when what it shows changed, for the view to
 * put vd_ruler_layer_describe () in its readout. It takes no input itself. */

GtkWidget *vd_ruler_layer_new          (VdViewport   *viewport);
/* A press, which may become a drag or a click: a finished measurement is put away, though
 * its line stays until the next one starts or the layer is shown again. */
void       vd_ruler_layer_press        (VdRulerLayer *self);
/* A drag past the threshold from view point (X, Y): a measurement from there, of nothing yet. */
void       vd_ruler_layer_drag_begin   (VdRulerLayer *self,
                                        double        x,
                                        double        y);
/* The drag's end is at view point (X, Y) (during the drag and at its release). */
void       vd_ruler_layer_drag_update  (VdRulerLayer *self,
                                        double        x,
                                        double        y);
/* A click at view point (X, Y): the first sets the start, the second the end; the next
 * starts another measurement. */
void       vd_ruler_layer_click        (VdRulerLayer *self,
                                        double        x,
                                        double        y);
/* The pointer, no button held, is at view point (X, Y): the end of a measurement started by
 * a click follows it. */
void       vd_ruler_layer_hover        (VdRulerLayer *self,
                                        double        x,
                                        double        y);
/* Shows the measurement as it stands: nothing once a press put it away. */
void       vd_ruler_layer_show         (VdRulerLayer *self);
/* No measurement, nothing shown (the tool ends or starts again). */
void       vd_ruler_layer_clear        (VdRulerLayer *self);

/* The ends set so far: 0, 1 (the end follows the pointer) or 2. */
guint      vd_ruler_layer_get_n_points (VdRulerLayer *self);
/* The measurement's ends in table millimetres; FALSE when there is none. */
gboolean   vd_ruler_layer_get_measure  (VdRulerLayer *self,
                                        VdPoint      *from,
                                        VdPoint      *to);
/* TRUE when the line is drawn. */
gboolean   vd_ruler_layer_get_shown    (VdRulerLayer *self);
/* The readout: what to do next, or the length at MM_PER_PACE in the preferred units
 * ("312.5 paces (312.5 mm)"). */
char      *vd_ruler_layer_describe     (VdRulerLayer *self,
                                        double        mm_per_pace);

/* The ruler's line from A to B (view pixels) with a tick across each end, readable on any
 * terrain; the move layer draws the distances of the declare and push-back tools with it. */
void       vd_ruler_layer_draw_line    (cairo_t      *cr,
                                        VdPoint       a,
                                        VdPoint       b);

G_END_DECLS
