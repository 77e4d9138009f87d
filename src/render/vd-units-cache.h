#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-render.h"

G_BEGIN_DECLS

/* The units layer (the units and their labels, without the scale bar: vd_render_scale_bar()
 * draws it over) drawn once and kept, as the terrain cache keeps the terrain: a change of the
 * units shown, of the zoom, of the view's size or scale factor, or of what OPTIONS show (labels,
 * selection, ghosts, a side's hidden units, the lifted units, the terrain's names the labels
 * keep clear of) draws it again; a pan shifts the kept pixels and draws only the strips it
 * uncovers; a few units changed, moved or re-labelled draw again only where they and the labels
 * that moved were and are. The labels are placed over the whole table once per zoom and kept across pans, so
 * the pixels are those vd_render_units_layer() draws whole. */
typedef struct _VdUnitsCache VdUnitsCache;

/* The view pixels drawn around the view and around each strip a pan uncovers: cairo 1.16 draws
 * a pixel within a few of a clip's edge a little differently from one far from any, so every
 * pixel kept is drawn this far from the edges, as vd_render_units_layer() draws on a surface
 * this much larger than the view. */
#define VD_UNITS_CACHE_MARGIN 16

typedef enum {
  VD_UNITS_CACHE_KEPT,     /* nothing changed: the same pixels */
  VD_UNITS_CACHE_SHIFTED,  /* a pan by whole device pixels: moved, the uncovered strips drawn */
  VD_UNITS_CACHE_REDRAWN,  /* drawn whole */
  VD_UNITS_CACHE_PATCHED,  /* some units changed: only where they and their labels were and are */
} VdUnitsCacheUpdate;

VdUnitsCache       *vd_units_cache_new         (void);
void                vd_units_cache_free        (VdUnitsCache *self);
/* Forgets the pixels and the labels: the next update places and draws them whole. */
void                vd_units_cache_invalidate  (VdUnitsCache *self);
/* Brings the pixels to VIEWPORT's view of TABLE's units at SCALE_FACTOR device pixels per view
 * pixel (OPTIONS may be NULL; its scale_bar is ignored). The units shown are compared with the
 * copies the pixels were drawn from, so an edit is seen even when nobody says so; a unit hidden
 * or lifted off the layer may change without a redraw. OPTIONS' terrain_labels should be the
 * terrain cache's (vd_terrain_cache_get_labels): when NULL the names are placed at each update
 * to be compared. */
VdUnitsCacheUpdate  vd_units_cache_update      (VdUnitsCache          *self,
                                                const VdTable         *table,
                                                const VdRuleset       *ruleset,
                                                const VdViewport      *viewport,
                                                const VdRenderOptions *options,
                                                int                    scale_factor);
/* As vd_terrain_cache_preview: TRUE when the pixels kept show the units OPTIONS show of TABLE
 * as an update would draw them (the same units, selection, hidden and lifted units, view size
 * and scale factor), but at another zoom or pan; *TRANSFORM takes their view pixels to
 * VIEWPORT's. Changes nothing. */
gboolean            vd_units_cache_preview     (VdUnitsCache          *self,
                                                const VdTable         *table,
                                                const VdRuleset       *ruleset,
                                                const VdViewport      *viewport,
                                                const VdRenderOptions *options,
                                                int                    scale_factor,
                                                cairo_matrix_t        *transform);
/* The pixels, the view's size times the scale factor (device scale set), or NULL before the
 * first update; owned by the cache, valid until the next update. */
cairo_surface_t    *vd_units_cache_get_surface (VdUnitsCache *self);
/* Changes whenever the pixels do, so a view knows when to make its texture again. */
guint               vd_units_cache_get_serial  (VdUnitsCache *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdUnitsCache, vd_units_cache_free)

G_END_DECLS
