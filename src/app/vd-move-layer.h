#pragma once

#include <gtk/gtk.h>

#include "vd-movement.h"
#include "vd-table-layer.h"

G_BEGIN_DECLS

#define VD_TYPE_MOVE_LAYER (vd_move_layer_get_type ())

G_DECLARE_FINAL_TYPE (VdMoveLayer, vd_move_layer, VD, MOVE_LAYER, VdTableLayer)

/* The table view's layer for orders in progress: where a dragged unit stood and the path to
 * where it goes (the table layer draws the unit itself see-through there, a ghost), and a
 * readout at the top of the view ("212 of 240 paces — hedge −20 — arrives disorganized", in
 * red with the reason when the rules forbid the move) that also prompts the steps of the
 * bombard and repair tools, the ruler's measurement among them (vd-ruler-layer.h draws its
 * line); and the line from a unit to what the declare and push-back tools point at. It takes
 * no input. */

GtkWidget  *vd_move_layer_new         (VdViewport  *viewport);
/* Shows the move of UNIT (already at its destination) from START through the N_VIA points
 * VIA, with the readout of ANSWER, the move measured along that path. */
void        vd_move_layer_show_move   (VdMoveLayer        *self,
                                       const VdUnit       *unit,
                                       VdPoint             start,
                                       const VdPoint      *via,
                                       guint               n_via,
                                       const VdMoveAnswer *answer,
                                       const VdTable      *table,
                                       const VdRuleset    *ruleset);
/* Only the readout, without a ghost: a tool's prompt, or an ERROR in red. */
void        vd_move_layer_show_text   (VdMoveLayer *self,
                                       const char  *text,
                                       gboolean     error);
/* A distance: the ruler's line from FROM to TO (table points), and TEXT in the readout. */
void        vd_move_layer_show_measure (VdMoveLayer *self,
                                        VdPoint      from,
                                        VdPoint      to,
                                        const char  *text);
void        vd_move_layer_clear       (VdMoveLayer *self);
/* The readout shown, NULL when none. */
const char *vd_move_layer_get_text    (VdMoveLayer *self);
gboolean    vd_move_layer_get_error   (VdMoveLayer *self);

/* The readout of ANSWER in words, in the user's language. */
char       *vd_move_layer_format_answer (const VdMoveAnswer *answer,
                                         const VdTable      *table,
                                         const VdRuleset    *ruleset);

G_END_DECLS
