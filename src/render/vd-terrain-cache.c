#include "vd-terrain-cache.h"

#include "vd-render-private.h"

struct _VdTerrainCache
{
  VdLayerPixels    pixels;
  const VdRuleset *ruleset;
  double           table_width;
  double           table_depth;
  gboolean         terrain;
  gboolean         labels;
  VdColor          cloth;
  GPtrArray       *features;      /* VdFeature: copies of what the pixels show */
  GArray          *placed;        /* VdPlacedLabel: the names, placed at this zoom */
  guint            serial;
};

VdTerrainCache *
vd_terrain_cache_new (void)
{
  return g_new0 (VdTerrainCache, 1);
}

void
vd_terrain_cache_invalidate (VdTerrainCache *self)
{
  g_return_if_fail (self != NULL);

  vd_layer_pixels_clear (&self->pixels);
  g_clear_pointer (&self->features, g_ptr_array_unref);
  g_clear_pointer (&self->placed, g_array_unref);
}

void
vd_terrain_cache_free (VdTerrainCache *self)
{
  if (self == NULL)
    return;
  vd_terrain_cache_invalidate (self);
  g_free (self);
}

cairo_surface_t *
vd_terrain_cache_get_surface (VdTerrainCache *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->pixels.view;
}

guint
vd_terrain_cache_get_serial (VdTerrainCache *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->serial;
}

static gboolean
same_color (VdColor a, VdColor b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

static gboolean
same_terrain (VdTerrainCache *self, const VdTable *table)
{
  if (self->features == NULL || self->features->len != table->features->len)
    return FALSE;
  for (guint i = 0; i < table->features->len; i++)
    if (!vd_feature_equal (g_ptr_array_index (self->features, i),
                           g_ptr_array_index (table->features, i)))
      return FALSE;
  return TRUE;
}

/* Whether the pixels were drawn for TABLE's terrain as OPTIONS show it, whatever the zoom,
 * the pan and the view's size. */
static gboolean
same_content (VdTerrainCache *self, const VdTable *table, const VdRuleset *ruleset,
              const VdRenderOptions *options)
{
  return ruleset == self->ruleset
         && table->width == self->table_width && table->depth == self->table_depth
         && options->terrain == self->terrain && options->labels == self->labels
         && same_color (options->cloth, self->cloth)
         && same_terrain (self, table);
}

typedef struct {
  VdTerrainCache        *self;
  const VdTable         *table;
  const VdRuleset       *ruleset;
  const VdViewport      *viewport;
  const VdRenderOptions *options;
} Draw;

/* Draws the terrain on CR, clipped to the part being drawn (a VdLayerDrawFunc). */
static void
draw_part (cairo_t *cr, gpointer data)
{
  Draw *d = data;
  VdRenderContext ctx;

  vd_viewport_apply (d->viewport, cr);
  vd_render_context_begin (&ctx, cr, d->table, d->ruleset, d->viewport, d->options);
  if (d->self->placed == NULL)
    d->self->placed = vd_render_place_terrain_labels (&ctx);
  vd_render_terrain_layer_in (&ctx, d->self->placed);
  vd_render_context_end (&ctx);
}

static void
remember (VdTerrainCache *self, const VdTable *table, const VdRuleset *ruleset,
          const VdRenderOptions *options)
{
  self->ruleset = ruleset;
  self->table_width = table->width;
  self->table_depth = table->depth;
  self->terrain = options->terrain;
  self->labels = options->labels;
  self->cloth = options->cloth;
  g_clear_pointer (&self->features, g_ptr_array_unref);
  self->features = g_ptr_array_new_full (table->features->len, (GDestroyNotify) vd_feature_free);
  for (guint i = 0; i < table->features->len; i++)
    g_ptr_array_add (self->features, vd_feature_copy (g_ptr_array_index (table->features, i)));
}

VdTerrainCacheUpdate
vd_terrain_cache_update (VdTerrainCache        *self,
                         const VdTable         *table,
                         const VdRuleset       *ruleset,
                         const VdViewport      *viewport,
                         const VdRenderOptions *options,
                         int                    scale_factor)
{
  VdRenderOptions defaults;
  cairo_matrix_t matrix;
  int width, height;
  Draw draw = { self, table, ruleset, viewport, options };

  g_return_val_if_fail (self != NULL, VD_TERRAIN_CACHE_KEPT);
  g_return_val_if_fail (table != NULL && ruleset != NULL, VD_TERRAIN_CACHE_KEPT);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), VD_TERRAIN_CACHE_KEPT);

  if (options == NULL)
    {
      vd_render_options_init (&defaults);
      draw.options = options = &defaults;
    }
  scale_factor = MAX (scale_factor, 1);
  width = MAX (vd_viewport_get_view_width (viewport), 1);
  height = MAX (vd_viewport_get_view_height (viewport), 1);
  vd_viewport_get_matrix (viewport, &matrix);

  if (vd_layer_pixels_fit (&self->pixels, width, height, scale_factor)
      && same_content (self, table, ruleset, options)
      && vd_render_layer_same_zoom (&matrix, &self->pixels.matrix))
    switch (vd_layer_pixels_pan (&self->pixels, &matrix, draw_part, &draw))
      {
      case VD_LAYER_PAN_NONE:
        return VD_TERRAIN_CACHE_KEPT;
      case VD_LAYER_PAN_SHIFT:
        self->serial++;
        return VD_TERRAIN_CACHE_SHIFTED;
      case VD_LAYER_PAN_REDRAW:
      default:
        break;
      }
  else
    g_clear_pointer (&self->placed, g_array_unref);

  remember (self, table, ruleset, options);
  vd_layer_pixels_draw (&self->pixels, width, height, VD_TERRAIN_CACHE_MARGIN, scale_factor,
                        &matrix, draw_part, &draw);
  self->serial++;
  return VD_TERRAIN_CACHE_REDRAWN;
}

gboolean
vd_terrain_cache_preview (VdTerrainCache        *self,
                          const VdTable         *table,
                          const VdRuleset       *ruleset,
                          const VdViewport      *viewport,
                          const VdRenderOptions *options,
                          int                    scale_factor,
                          cairo_matrix_t        *transform)
{
  VdRenderOptions defaults;

  g_return_val_if_fail (self != NULL && transform != NULL, FALSE);
  g_return_val_if_fail (table != NULL && ruleset != NULL, FALSE);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), FALSE);

  if (options == NULL)
    {
      vd_render_options_init (&defaults);
      options = &defaults;
    }
  return vd_layer_pixels_preview (&self->pixels, viewport, scale_factor, transform)
         && same_content (self, table, ruleset, options);
}

const GArray *
vd_terrain_cache_get_labels (VdTerrainCache *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->placed;
}
