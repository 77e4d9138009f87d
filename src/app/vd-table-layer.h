#pragma once

#include <gtk/gtk.h>

#include "vd-viewport.h"

G_BEGIN_DECLS

#define VD_TYPE_TABLE_LAYER (vd_table_layer_get_type ())

G_DECLARE_DERIVABLE_TYPE (VdTableLayer, vd_table_layer, VD, TABLE_LAYER, GtkWidget)

/* What the table view draws over its cached terrain and units — the sight overlay, the move
 * readout and ruler, terrain editing's handles — is a stack of layers: each a widget of its
 * own, so a change redraws it alone, and all of them over the view's one viewport, which this
 * base holds and redraws them on when it pans or zooms. Layers take no input: the view's
 * gestures decide what a drag is (its VdDragMode) and tell the layer what to show. */
struct _VdTableLayerClass
{
  GtkWidgetClass parent_class;
};

/* The viewport given at construction ("viewport"), shared with the view. */
VdViewport *vd_table_layer_get_viewport (VdTableLayer *self);
/* Where the table point POINT (mm) is in the layer (pixels). */
VdPoint     vd_table_layer_to_view      (gpointer      self,
                                         VdPoint       point);

G_END_DECLS
