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

/* Appends SURFACE, the pixels of a cache now at SERIAL, making its texture again only when they
 * changed since KEPT was made: uploading the same pixels at each frame is what the caches save. */
static void
append_kept (KeptTexture *kept, GtkSnapshot *snapshot, cairo_surface_t *surface, guint serial,
             int width, int height)
{
  if (surface == NULL)
    return;
  if (kept->texture == NULL || kept->serial != serial)
    {
      g_clear_object (&kept->texture);
      kept->texture = texture_for_surface (surface);
      kept->serial = serial;
    }
  gtk_snapshot_append_texture (snapshot, kept->texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
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
                                    int                    height)
{
  g_return_if_fail (self != NULL);

  vd_terrain_cache_update (self->terrain_cache, table, ruleset, viewport, options, scale_factor);
  append_kept (&self->terrain, snapshot, vd_terrain_cache_get_surface (self->terrain_cache),
               vd_terrain_cache_get_serial (self->terrain_cache), width, height);
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
                                  int                    height)
{
  g_return_if_fail (self != NULL);

  vd_units_cache_update (self->units_cache, table, ruleset, viewport, options, scale_factor);
  self->units_hide = options->hidden_units != NULL;
  append_kept (&self->units, snapshot, vd_units_cache_get_surface (self->units_cache),
               vd_units_cache_get_serial (self->units_cache), width, height);
}

gboolean
vd_table_backdrop_hides_units (VdTableBackdrop *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->units_hide;
}
