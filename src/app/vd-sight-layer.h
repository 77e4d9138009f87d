#pragma once

#include <gtk/gtk.h>

#include "vd-sight-state.h"
#include "vd-table-layer.h"

G_BEGIN_DECLS

#define VD_TYPE_SIGHT_LAYER (vd_sight_layer_get_type ())

G_DECLARE_FINAL_TYPE (VdSightLayer, vd_sight_layer, VD, SIGHT_LAYER, VdTableLayer)

/* The table view's sight overlay: what the observer of a VdSightState sees, drawn over the
 * table through the view's viewport. A layer of its own, so a change of sight redraws only the
 * overlay and not the table under it; it takes no input. */

GtkWidget *vd_sight_layer_new        (VdViewport   *viewport);
/* STATE may be NULL (nothing is drawn). */
void       vd_sight_layer_set_state  (VdSightLayer *self,
                                      VdSightState *state);
/* Draws attention to UNIT_ID for a moment with a pulsing ring (a unit picked in the panel). */
void       vd_sight_layer_flash_unit (VdSightLayer *self,
                                      const char   *unit_id);

G_END_DECLS
