#include "vd-table-backdrop.h"

#include "vd-terrain-cache.h"
#include "vd-units-cache.h"

/* A cache's pixels as a texture, and the cache's serial it was made at. */
typedef struct {
  GdkTexture *texture;
  guint       serial;
} KeptTexture;

struct _VdTableBackdrop
{
  VdTerrainCache *terrain_cache;
  KeptTexture     terrain;
  VdUnitsCache   *units_cache;
  KeptTexture     units;
  gboolean        units_hide;  /* the units layer was drawn without the units a side does not see */
  gboolean        terrain_scaled;  /* the last frame showed the layer as drawn, scaled */
  gboolean        units_scaled;
};

VdTableBackdrop *
vd_table_backdrop_new (void)
{
  VdTableBackdrop *self = g_new0 (VdTableBackdrop, 1);

  self->terrain_cache = vd_terrain_cache_new ();
  self->units_cache = vd_units_cache_new ();
  return self;
}

void
vd_table_backdrop_free (VdTableBackdrop *self)
{
  if (self == NULL)
    return;
  vd_terrain_cache_free (self->terrain_cache);
  g_clear_object (&self->terrain.texture);
  vd_units_cache_free (self->units_cache);
  g_clear_object (&self->units.texture);
  g_free (self);
}

static GdkTexture *
texture_for_surface (cairo_surface_t *surface)
{
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                                         (gsize) stride * height);

  /* Cairo's ARGB32 is GDK's default memory format, premultiplied, on this machine's order. */
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

/* KEPT's texture of SURFACE, the pixels of a cache now at SERIAL, made again only when they
 * changed since it was made: uploading the same pixels at each frame is what the caches save. */
static GdkTexture *
kept_texture (KeptTexture *kept, cairo_surface_t *surface, guint serial)
{
  if (kept->texture == NULL || kept->serial != serial)
    {
      g_clear_object (&kept->texture);
      kept->texture = texture_for_surface (surface);
      kept->serial = serial;
    }
  return kept->texture;
}

/* Whether TRANSFORM, which takes kept pixels to the view, only zooms and pans: the viewport
 * never turns the table, but a transform that did would be drawn afresh. */
static gboolean
scaled_transform (const cairo_matrix_t *transform)
{
  return transform->xy == 0 && transform->yx == 0 && transform->xx > 0 && transform->yy > 0;
}

/* Appends SURFACE, the pixels of a cache now at SERIAL, over the view's WIDTH × HEIGHT pixels,
 * through TRANSFORM (NULL: as they are). */
static void
append_kept (KeptTexture *kept, GtkSnapshot *snapshot, cairo_surface_t *surface, guint serial,
             const cairo_matrix_t *transform, int width, int height)
{
  GdkTexture *texture;

  if (surface == NULL)
    return;
  texture = kept_texture (kept, surface, serial);
  if (transform == NULL)
    {
      gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
      return;
    }
  /* A zoom and a pan (scaled_transform): as a translation and a scale, which every renderer
   * draws (GSK's cairo renderer paints a general matrix's node pink). */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (transform->x0, transform->y0));
  gtk_snapshot_scale (snapshot, transform->xx, transform->yy);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_restore (snapshot);
}

void
vd_table_backdrop_snapshot_terrain (VdTableBackdrop       *self,
                                    GtkSnapshot           *snapshot,
                                    const VdTable         *table,
                                    const VdRuleset       *ruleset,
                                    const VdViewport      *viewport,
                                    const VdRenderOptions *options,
                                    int                    scale_factor,
                                    int                    width,
                                    int                    height,
                                    gboolean               zooming)
{
  cairo_matrix_t transform;
  gboolean scaled;

  g_return_if_fail (self != NULL);

  scaled = zooming && vd_terrain_cache_preview (self->terrain_cache, table, ruleset, viewport,
                                                options, scale_factor, &transform)
           && scaled_transform (&transform);
  if (!scaled)
    vd_terrain_cache_update (self->terrain_cache, table, ruleset, viewport, options, scale_factor);
  self->terrain_scaled = scaled;
  append_kept (&self->terrain, snapshot, vd_terrain_cache_get_surface (self->terrain_cache),
               vd_terrain_cache_get_serial (self->terrain_cache), scaled ? &transform : NULL,
               width, height);
}

const GArray *
vd_table_backdrop_get_terrain_labels (VdTableBackdrop *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return vd_terrain_cache_get_labels (self->terrain_cache);
}

void
vd_table_backdrop_snapshot_units (VdTableBackdrop       *self,
                                  GtkSnapshot           *snapshot,
                                  const VdTable         *table,
                                  const VdRuleset       *ruleset,
                                  const VdViewport      *viewport,
                                  const VdRenderOptions *options,
                                  int                    scale_factor,
                                  int                    width,
                                  int                    height,
                                  gboolean               zooming)
{
  cairo_matrix_t transform;
  gboolean scaled;

  g_return_if_fail (self != NULL);

  /* Kept only when it shows the same units and hides the same ones. */
  scaled = zooming && vd_units_cache_preview (self->units_cache, table, ruleset, viewport,
                                              options, scale_factor, &transform)
           && scaled_transform (&transform);
  if (!scaled)
    vd_units_cache_update (self->units_cache, table, ruleset, viewport, options, scale_factor);
  self->units_hide = options->hidden_units != NULL;
  self->units_scaled = scaled;
  append_kept (&self->units, snapshot, vd_units_cache_get_surface (self->units_cache),
               vd_units_cache_get_serial (self->units_cache), scaled ? &transform : NULL,
               width, height);
}

gboolean
vd_table_backdrop_hides_units (VdTableBackdrop *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->units_hide;
}

gboolean
vd_table_backdrop_was_scaled (VdTableBackdrop *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->terrain_scaled && self->units_scaled;
}
