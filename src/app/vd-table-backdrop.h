#pragma once

#include <gtk/gtk.h>

#include "vd-render.h"

G_BEGIN_DECLS

/* The terrain and units layers under everything else a table view shows, drawn once and kept as
 * textures: each is brought up to date by its cache (vd-terrain-cache.h, vd-units-cache.h), and
 * its texture made again only when the cache's pixels changed. The table view owns one. */
typedef struct _VdTableBackdrop VdTableBackdrop;

VdTableBackdrop *vd_table_backdrop_new                (void);
void             vd_table_backdrop_free               (VdTableBackdrop       *self);

/* Brings the terrain layer to VIEWPORT's view of TABLE at SCALE_FACTOR and appends it to
 * SNAPSHOT over the view's WIDTH x HEIGHT pixels (nothing when it has no pixels yet). ZOOMING:
 * a zoom goes on (vd-table-zoom.h), and the pixels kept are appended scaled to the new view
 * when they show the same terrain (vd_terrain_cache_preview), rather than drawn again. */
void             vd_table_backdrop_snapshot_terrain   (VdTableBackdrop       *self,
                                                       GtkSnapshot           *snapshot,
                                                       const VdTable         *table,
                                                       const VdRuleset       *ruleset,
                                                       const VdViewport      *viewport,
                                                       const VdRenderOptions *options,
                                                       int                    scale_factor,
                                                       int                    width,
                                                       int                    height,
                                                       gboolean               zooming);
/* The terrain's names as the terrain layer drew them, for the units' labels to keep clear of
 * (VdRenderOptions.terrain_labels), or NULL before it has drawn any. */
const GArray    *vd_table_backdrop_get_terrain_labels (VdTableBackdrop       *self);
/* The same for the units layer: OPTIONS' lifted_units are left out of it (a drag draws them
 * over it), and its scale_bar is not drawn; scaled only when it shows the same units, the same
 * selection and hides the same units (vd_units_cache_preview). */
void             vd_table_backdrop_snapshot_units     (VdTableBackdrop       *self,
                                                       GtkSnapshot           *snapshot,
                                                       const VdTable         *table,
                                                       const VdRuleset       *ruleset,
                                                       const VdViewport      *viewport,
                                                       const VdRenderOptions *options,
                                                       int                    scale_factor,
                                                       int                    width,
                                                       int                    height,
                                                       gboolean               zooming);
/* TRUE when the units layer was last drawn without units a side does not see, so that a change
 * of that side's view must draw it again. */
gboolean         vd_table_backdrop_hides_units        (VdTableBackdrop       *self);
/* TRUE when the last frame showed both layers as they were drawn, scaled (a zoom going on). */
gboolean         vd_table_backdrop_was_scaled         (VdTableBackdrop       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTableBackdrop, vd_table_backdrop_free)

G_END_DECLS
