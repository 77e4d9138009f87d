#pragma once

#include <gtk/gtk.h>

#include "vd-table.h"
#include "vd-table-layer.h"

G_BEGIN_DECLS

#define VD_TYPE_EDIT_LAYER (vd_edit_layer_get_type ())

G_DECLARE_FINAL_TYPE (VdEditLayer, vd_edit_layer, VD, EDIT_LAYER, VdTableLayer)

/* The table view's layer for terrain editing: the selected feature's outline with a handle on
 * each vertex and on each segment's midpoint (dragged, one inserts a vertex), the points of a
 * feature being drawn with the segment to the pointer, the ring of the point a click or a drag
 * would snap to, and a hint at the top of the view. It takes no input. */

GtkWidget  *vd_edit_layer_new          (VdViewport      *viewport);
/* FEATURE (copied; NULL shows none) with the vertex under the pointer, the vertex selected and
 * the midpoint handle under the pointer (each -1 for none). */
void        vd_edit_layer_show_feature (VdEditLayer     *self,
                                        const VdFeature *feature,
                                        int              hover_vertex,
                                        int              selected_vertex,
                                        int              hover_midpoint);
/* The points drawn so far (N_POINTS 0: nothing is being drawn), then a segment to POINTER
 * (NULL: none). CLOSING: the pointer is on the first point, a click closes the area. */
void        vd_edit_layer_show_drawing (VdEditLayer     *self,
                                        VdShape          shape,
                                        const VdPoint   *points,
                                        guint            n_points,
                                        const VdPoint   *pointer,
                                        gboolean         closing);
/* The ring of the snap target AT, NULL for none. */
void        vd_edit_layer_show_snap    (VdEditLayer     *self,
                                        const VdPoint   *at);
gboolean    vd_edit_layer_get_snap     (VdEditLayer     *self,
                                        VdPoint         *at);
/* The hint at the top (NULL hides it); ERROR shows it in red. */
void        vd_edit_layer_set_hint     (VdEditLayer     *self,
                                        const char      *text,
                                        gboolean         error);
const char *vd_edit_layer_get_hint     (VdEditLayer     *self);

G_END_DECLS
