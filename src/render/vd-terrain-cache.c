#include "vd-terrain-cache.h"

#include <math.h>

#include "vd-render-private.h"

struct _VdTerrainCache
{
  cairo_surface_t *surface;
  int              width;         /* view pixels */
  int              height;
  int              scale_factor;
  cairo_matrix_t   matrix;        /* table → view when the pixels were drawn */
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

  g_clear_pointer (&self->surface, cairo_surface_destroy);
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
  return self->surface;
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

static gboolean
whole_pixels (double d)
{
  return fabs (d - round (d)) < 1e-6;
}

/* Draws the terrain into CR (view pixels) within the view rectangle X, Y, W, H. */
static void
draw_part (VdTerrainCache *self, cairo_t *cr, const VdTable *table, const VdRuleset *ruleset,
           const VdViewport *viewport, const VdRenderOptions *options, double x, double y,
           double w, double h)
{
  VdRenderContext ctx;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  vd_viewport_apply (viewport, cr);
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  if (self->placed == NULL)
    self->placed = vd_render_place_terrain_labels (&ctx);
  vd_render_terrain_layer_in (&ctx, self->placed);
  vd_render_context_end (&ctx);
  cairo_restore (cr);
}

static cairo_surface_t *
new_surface (int width, int height, int scale_factor)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         width * scale_factor,
                                                         height * scale_factor);

  cairo_surface_set_device_scale (surface, scale_factor, scale_factor);
  return surface;
}

static void
remember (VdTerrainCache *self, const VdTable *table, const VdRuleset *ruleset,
          const VdRenderOptions *options, int width, int height, int scale_factor,
          const cairo_matrix_t *matrix)
{
  self->width = width;
  self->height = height;
  self->scale_factor = scale_factor;
  self->matrix = *matrix;
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
  double dx, dy;
  cairo_surface_t *shifted;
  cairo_t *cr;

  g_return_val_if_fail (self != NULL, VD_TERRAIN_CACHE_KEPT);
  g_return_val_if_fail (table != NULL && ruleset != NULL, VD_TERRAIN_CACHE_KEPT);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), VD_TERRAIN_CACHE_KEPT);

  if (options == NULL)
    {
      vd_render_options_init (&defaults);
      options = &defaults;
    }
  scale_factor = MAX (scale_factor, 1);
  width = MAX (vd_viewport_get_view_width (viewport), 1);
  height = MAX (vd_viewport_get_view_height (viewport), 1);
  vd_viewport_get_matrix (viewport, &matrix);

  dx = (matrix.x0 - self->matrix.x0) * scale_factor;
  dy = (matrix.y0 - self->matrix.y0) * scale_factor;
  if (self->surface != NULL && width == self->width && height == self->height
      && scale_factor == self->scale_factor && ruleset == self->ruleset
      && table->width == self->table_width && table->depth == self->table_depth
      && options->terrain == self->terrain && options->labels == self->labels
      && same_color (options->cloth, self->cloth)
      && matrix.xx == self->matrix.xx && matrix.yy == self->matrix.yy
      && matrix.xy == self->matrix.xy && matrix.yx == self->matrix.yx
      && same_terrain (self, table))
    {
      if (fabs (dx) < 1e-6 && fabs (dy) < 1e-6)
        return VD_TERRAIN_CACHE_KEPT;
      /* A pan by a fraction of a pixel cannot reuse pixels exactly: drawn whole below. */
      if (whole_pixels (dx) && whole_pixels (dy)
          && fabs (dx) < width * scale_factor && fabs (dy) < height * scale_factor)
        {
          double sx = round (dx) / scale_factor, sy = round (dy) / scale_factor;

          shifted = new_surface (width, height, scale_factor);
          cr = cairo_create (shifted);
          cairo_set_source_surface (cr, self->surface, sx, sy);
          cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
          cairo_paint (cr);
          cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
          /* The columns uncovered on the left or right, then the rows above or below. */
          if (sx > 0)
            draw_part (self, cr, table, ruleset, viewport, options, 0, 0, sx, height);
          else if (sx < 0)
            draw_part (self, cr, table, ruleset, viewport, options, width + sx, 0, -sx, height);
          if (sy > 0)
            draw_part (self, cr, table, ruleset, viewport, options, MAX (sx, 0), 0,
                       width - fabs (sx), sy);
          else if (sy < 0)
            draw_part (self, cr, table, ruleset, viewport, options, MAX (sx, 0), height + sy,
                       width - fabs (sx), -sy);
          cairo_destroy (cr);
          cairo_surface_flush (shifted);
          cairo_surface_destroy (self->surface);
          self->surface = shifted;
          self->matrix = matrix;
          self->serial++;
          return VD_TERRAIN_CACHE_SHIFTED;
        }
    }
  else
    g_clear_pointer (&self->placed, g_array_unref);

  g_clear_pointer (&self->surface, cairo_surface_destroy);
  remember (self, table, ruleset, options, width, height, scale_factor, &matrix);
  self->surface = new_surface (width, height, scale_factor);
  cr = cairo_create (self->surface);
  draw_part (self, cr, table, ruleset, viewport, options, 0, 0, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (self->surface);
  self->serial++;
  return VD_TERRAIN_CACHE_REDRAWN;
}

const GArray *
vd_terrain_cache_get_labels (VdTerrainCache *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->placed;
}
