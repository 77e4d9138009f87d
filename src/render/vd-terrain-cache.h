#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-render.h"

G_BEGIN_DECLS

/* The terrain layer (cloth, terrain, its names) drawn once and kept: only a change of the
 * terrain, of the zoom, of the view's size or scale factor, or of what OPTIONS show draws it
 * again; a pan shifts the kept pixels and draws only the strips it uncovers. */
typedef struct _VdTerrainCache VdTerrainCache;

/* The view pixels drawn around the view and around each strip a pan uncovers, for the reason
 * the units cache has (VD_UNITS_CACHE_MARGIN): cairo draws a pixel near a surface's or a clip's
 * edge a little differently, so every pixel kept is drawn this far from any. */
#define VD_TERRAIN_CACHE_MARGIN 16

typedef enum {
  VD_TERRAIN_CACHE_KEPT,     /* nothing changed: the same pixels */
  VD_TERRAIN_CACHE_SHIFTED,  /* a pan by whole device pixels: moved, the uncovered strips drawn */
  VD_TERRAIN_CACHE_REDRAWN,  /* drawn whole */
} VdTerrainCacheUpdate;

VdTerrainCache      *vd_terrain_cache_new         (void);
void                 vd_terrain_cache_free        (VdTerrainCache *self);
/* Forgets the pixels: the next update draws them whole. */
void                 vd_terrain_cache_invalidate  (VdTerrainCache *self);
/* Brings the pixels to VIEWPORT's view of TABLE at SCALE_FACTOR device pixels per view pixel
 * (OPTIONS may be NULL; only terrain, labels and cloth matter). The terrain is compared with
 * the copy the pixels were drawn from, so an edit is seen even when nobody says so. */
VdTerrainCacheUpdate vd_terrain_cache_update      (VdTerrainCache        *self,
                                                   const VdTable         *table,
                                                   const VdRuleset       *ruleset,
                                                   const VdViewport      *viewport,
                                                   const VdRenderOptions *options,
                                                   int                    scale_factor);
/* While a zoom goes on, the pixels kept shown scaled instead of drawn again at each step: TRUE
 * when they show what an update would draw for TABLE, RULESET and OPTIONS (the same terrain,
 * view size and scale factor), but at another zoom or pan, and then *TRANSFORM takes their view
 * pixels to VIEWPORT's. Changes nothing: an update draws them sharp once the zoom ends. */
gboolean             vd_terrain_cache_preview     (VdTerrainCache        *self,
                                                   const VdTable         *table,
                                                   const VdRuleset       *ruleset,
                                                   const VdViewport      *viewport,
                                                   const VdRenderOptions *options,
                                                   int                    scale_factor,
                                                   cairo_matrix_t        *transform);
/* The pixels, the view's size times the scale factor (device scale set), or NULL before the
 * first update; owned by the cache, valid until the next update. */
cairo_surface_t     *vd_terrain_cache_get_surface (VdTerrainCache *self);
/* Changes whenever the pixels do, so a view knows when to make its texture again. */
guint                vd_terrain_cache_get_serial  (VdTerrainCache *self);
/* The terrain's names as the cache drew them, for the units' labels to keep clear of
 * (VdRenderOptions.terrain_labels), or NULL before it has drawn any. */
const GArray        *vd_terrain_cache_get_labels  (VdTerrainCache *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTerrainCache, vd_terrain_cache_free)

G_END_DECLS
