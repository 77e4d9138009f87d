#include "vd-units-cache.h"

#include <math.h>
#include <string.h>

#include "vd-id-set.h"
#include "vd-render-private.h"

struct _VdUnitsCache
{
  VdLayerPixels    pixels;
  /* What the labels were placed for, and the pixels drawn from. */
  const VdRuleset *ruleset;
  VdScale          scale;
  int              placed_scale_factor;
  VdRenderOptions  shown;         /* its strings and sets are the copies below */
  char            *selected_unit;
  char            *ghost_unit;
  GHashTable      *selected_units;
  GHashTable      *ghost_units;
  GHashTable      *hidden_units;
  GHashTable      *lifted_units;
  GArray          *terrain_boxes; /* VdRect: the terrain's names the labels keep clear of */
  GPtrArray       *units;         /* VdUnit: copies of the units shown, in the table's order */
  GArray          *labels;        /* VdUnitLabel, placed over the whole table at this zoom */
  guint            serial;
};

typedef struct {
  VdUnitsCache          *self;
  const VdTable         *table;
  const VdRuleset       *ruleset;
  const VdViewport      *viewport;
  VdRenderOptions        options;
} Draw;

static void
forget_content (VdUnitsCache *self)
{
  g_clear_pointer (&self->selected_unit, g_free);
  g_clear_pointer (&self->ghost_unit, g_free);
  g_clear_pointer (&self->selected_units, g_hash_table_unref);
  g_clear_pointer (&self->ghost_units, g_hash_table_unref);
  g_clear_pointer (&self->hidden_units, g_hash_table_unref);
  g_clear_pointer (&self->lifted_units, g_hash_table_unref);
  g_clear_pointer (&self->terrain_boxes, g_array_unref);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->labels, g_array_unref);
}

/* A copy of the set IDS (keys), or NULL for none: an empty set says what NULL says. */
static GHashTable *
copy_ids (GHashTable *ids)
{
  GHashTable *copy;
  GHashTableIter iter;
  gpointer id;

  if (ids == NULL || g_hash_table_size (ids) == 0)
    return NULL;
  copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, ids);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    g_hash_table_add (copy, g_strdup (id));
  return copy;
}

static gboolean
same_color (VdColor a, VdColor b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

/* Whether OPTIONS would draw UNIT on the layer (not a side's hidden one, nor a lifted one). */
static gboolean
unit_shown (const VdRenderOptions *options, const VdUnit *unit)
{
  VdRenderContext ctx = { .options = *options };

  return !vd_render_unit_hidden (&ctx, unit);
}

/* The boxes of the terrain's names OPTIONS have the labels keep clear of, or NULL for none;
 * placed here from TABLE when OPTIONS do not give them. */
static GArray *
terrain_boxes (const VdTable *table, const VdRuleset *ruleset, const VdViewport *viewport,
               const VdRenderOptions *options)
{
  GArray *boxes;

  if (!options->units || !options->labels || !options->terrain)
    return NULL;
  if (options->terrain_labels == NULL)
    {
      cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      cairo_t *cr = cairo_create (scratch);

      vd_viewport_apply (viewport, cr);
      boxes = vd_render_terrain_label_boxes (cr, table, ruleset, viewport, options);
      cairo_destroy (cr);
      cairo_surface_destroy (scratch);
      return boxes;
    }
  boxes = g_array_sized_new (FALSE, FALSE, sizeof (VdRect), options->terrain_labels->len);
  for (guint i = 0; i < options->terrain_labels->len; i++)
    g_array_append_val (boxes, g_array_index (options->terrain_labels, VdPlacedLabel, i).box);
  return boxes;
}

static gboolean
same_boxes (const GArray *a, const GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  /* An empty array may have no data, which memcmp may not be given. */
  return a->len == b->len &&
         (a->len == 0 || memcmp (a->data, b->data, a->len * sizeof (VdRect)) == 0);
}

static gboolean
same_units (VdUnitsCache *self, const VdTable *table, const VdRenderOptions *options)
{
  guint n = 0;

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (!unit_shown (options, unit))
        continue;
      if (n >= self->units->len || !vd_unit_equal (g_ptr_array_index (self->units, n), unit))
        return FALSE;
      n++;
    }
  return n == self->units->len;
}

/* Whether the labels placed and the pixels drawn were for what OPTIONS ask of TABLE at
 * SCALE_FACTOR (the fonts' hinting may follow it), whatever the zoom, the terrain's names the
 * labels keep clear of and the units themselves aside (same_units). */
static gboolean
same_options (VdUnitsCache *self, const VdTable *table, const VdRuleset *ruleset,
              const VdRenderOptions *options, int scale_factor)
{
  const VdRenderOptions *s = &self->shown;

  return self->units != NULL && ruleset == self->ruleset && table->scale == self->scale
         && scale_factor == self->placed_scale_factor
         && options->units == s->units && options->labels == s->labels
         && options->terrain == s->terrain && options->only_lifted == s->only_lifted
         && options->pixels_per_mm == s->pixels_per_mm
         && same_color (options->cloth, s->cloth) && same_color (options->selection, s->selection)
         && g_strcmp0 (options->selected_unit, self->selected_unit) == 0
         && g_strcmp0 (options->ghost_unit, self->ghost_unit) == 0
         && vd_id_set_equal (self->selected_units, options->selected_units)
         && vd_id_set_equal (self->ghost_units, options->ghost_units)
         && vd_id_set_equal (self->hidden_units, options->hidden_units)
         && vd_id_set_equal (self->lifted_units, options->lifted_units);
}

/* The same at MATRIX's zoom, BOXES the terrain's names now. */
static gboolean
same_frame (VdUnitsCache *self, const VdTable *table, const VdRuleset *ruleset,
            const VdRenderOptions *options, const cairo_matrix_t *matrix,
            int scale_factor, const GArray *boxes)
{
  return same_options (self, table, ruleset, options, scale_factor)
         && vd_render_layer_same_zoom (matrix, &self->pixels.matrix)
         && same_boxes (self->terrain_boxes, boxes);
}

/* Keeps copies of the units OPTIONS show of TABLE, to tell later whether they changed. */
static void
remember_units (VdUnitsCache *self, const VdTable *table, const VdRenderOptions *options)
{
  g_clear_pointer (&self->units, g_ptr_array_unref);
  self->units = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (unit_shown (options, unit))
        g_ptr_array_add (self->units, vd_unit_copy (unit));
    }
}

/* Keeps what the labels are placed for and the pixels drawn from (BOXES taken). */
static void
remember_content (VdUnitsCache *self, const VdTable *table, const VdRuleset *ruleset,
                  const VdRenderOptions *options, GArray *boxes)
{
  forget_content (self);
  self->ruleset = ruleset;
  self->scale = table->scale;
  self->shown = *options;
  self->selected_unit = g_strdup (options->selected_unit);
  self->ghost_unit = g_strdup (options->ghost_unit);
  self->selected_units = copy_ids (options->selected_units);
  self->ghost_units = copy_ids (options->ghost_units);
  self->hidden_units = copy_ids (options->hidden_units);
  self->lifted_units = copy_ids (options->lifted_units);
  self->terrain_boxes = boxes;
  remember_units (self, table, options);
}

/* Draws the units on CR, clipped to the part being drawn (a VdLayerDrawFunc); the labels are
 * placed at the first part drawn after a change, over the whole table. */
static void
draw_part (cairo_t *cr, gpointer data)
{
  Draw *d = data;
  VdRenderContext ctx;

  vd_viewport_apply (d->viewport, cr);
  vd_render_context_begin (&ctx, cr, d->table, d->ruleset, d->viewport, &d->options);
  if (d->self->labels == NULL && d->options.units && d->options.labels)
    {
      d->self->labels = vd_render_place_unit_labels_in (&ctx);
      /* Only their places and texts are drawn: no pointer into a table that may go. */
      for (guint i = 0; i < d->self->labels->len; i++)
        g_array_index (d->self->labels, VdUnitLabel, i).unit = NULL;
    }
  vd_render_units_layer_in (&ctx, d->self->labels);
  vd_render_context_end (&ctx);
}

/* Whether two labels are drawn alike (only what is drawn counts). */
static gboolean
same_label (const VdUnitLabel *a, const VdUnitLabel *b)
{
  return g_strcmp0 (a->text, b->text) == 0 && a->at.x == b->at.x && a->at.y == b->at.y
         && a->box.x0 == b->box.x0 && a->box.y0 == b->box.y0 && a->box.x1 == b->box.x1
         && a->box.y1 == b->box.y1 && a->bold == b->bold && a->size_px == b->size_px
         && a->max_width_px == b->max_width_px;
}

/* Adds the part of the view (whole pixels, within it) over the table rectangle AREA (mm). */
static void
add_view_part (GArray *parts, const VdViewport *viewport, VdRect area, int width, int height)
{
  VdPoint a = vd_viewport_table_to_view (viewport, vd_point (area.x0, area.y0));
  VdPoint b = vd_viewport_table_to_view (viewport, vd_point (area.x1, area.y1));
  VdRect part = { floor (MAX (MIN (a.x, b.x), 0)), floor (MAX (MIN (a.y, b.y), 0)),
                  ceil (MIN (MAX (a.x, b.x), width)), ceil (MIN (MAX (a.y, b.y), height)) };

  if (part.x1 > part.x0 && part.y1 > part.y0)
    g_array_append_val (parts, part);
}

/* The labels of TABLE's units placed as draw_part places them (the unit pointers dropped), or
 * NULL when the options show none; *PX the table mm a view pixel holds there, as the drawing
 * reads it. */
static GArray *
place_labels (Draw *d, int scale_factor, double *px)
{
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr;
  VdRenderContext ctx;
  GArray *labels = NULL;

  /* The fonts' hinting may follow the scale factor, as on the layer's surface. */
  cairo_surface_set_device_scale (scratch, scale_factor, scale_factor);
  cr = cairo_create (scratch);
  vd_viewport_apply (d->viewport, cr);
  vd_render_context_begin (&ctx, cr, d->table, d->ruleset, d->viewport, &d->options);
  *px = ctx.px;
  if (d->options.units && d->options.labels)
    {
      labels = vd_render_place_unit_labels_in (&ctx);
      for (guint i = 0; i < labels->len; i++)
        g_array_index (labels, VdUnitLabel, i).unit = NULL;
    }
  vd_render_context_end (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return labels;
}

/* When only some units changed since the copies (the same units shown, in the same order):
 * the parts of the view to draw again, where those units were and are and where the labels
 * that moved or changed were and are (LABELS placed now), into PARTS. FALSE when more than
 * that changed, or when the parts cover enough of the view that drawing it whole costs less.
 * PX: the table mm a view pixel holds. */
static gboolean
changed_parts (VdUnitsCache *self, Draw *d, const GArray *labels, double px, int width,
               int height, GArray *parts)
{
  double area = 0;
  guint n = 0;

  for (guint i = 0; i < d->table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (d->table->units, i);
      const VdUnit *before;

      if (!unit_shown (&d->options, unit))
        continue;
      if (n >= self->units->len)
        return FALSE;
      before = g_ptr_array_index (self->units, n++);
      if (g_strcmp0 (before->id, unit->id) != 0)
        return FALSE;
      if (vd_unit_equal (before, unit))
        continue;
      add_view_part (parts, d->viewport, vd_render_unit_reach (before, px), width, height);
      add_view_part (parts, d->viewport, vd_render_unit_reach (unit, px), width, height);
    }
  if (n != self->units->len)
    return FALSE;
  if ((self->labels == NULL) != (labels == NULL)
      || (labels != NULL && labels->len != self->labels->len))
    return FALSE;
  for (guint i = 0; labels != NULL && i < labels->len; i++)
    {
      const VdUnitLabel *before = &g_array_index (self->labels, VdUnitLabel, i);
      const VdUnitLabel *now = &g_array_index (labels, VdUnitLabel, i);

      if (same_label (before, now))
        continue;
      if (before->text != NULL)
        add_view_part (parts, d->viewport, vd_render_label_reach (before, px), width, height);
      if (now->text != NULL)
        add_view_part (parts, d->viewport, vd_render_label_reach (now, px), width, height);
    }
  for (guint i = 0; i < parts->len; i++)
    {
      const VdRect *part = &g_array_index (parts, VdRect, i);

      area += (part->x1 - part->x0) * (part->y1 - part->y0);
    }
  /* Each part is drawn with its margin, every unit tried: past a third, the whole is cheaper. */
  return area <= (double) width * height / 3;
}

/* Draws again only the parts of the kept pixels the units that changed concern, when the
 * rest is as it was drawn; FALSE when the layer must be drawn whole. */
static gboolean
patch_units (VdUnitsCache *self, Draw *d, int width, int height, int scale_factor)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (VdRect));
  double px;
  GArray *labels = place_labels (d, scale_factor, &px);

  if (!changed_parts (self, d, labels, px, width, height, parts))
    {
      g_clear_pointer (&labels, g_array_unref);
      return FALSE;
    }
  remember_units (self, d->table, &d->options);
  g_clear_pointer (&self->labels, g_array_unref);
  self->labels = labels;
  vd_render_layer_patch (self->pixels.surface, VD_UNITS_CACHE_MARGIN, scale_factor,
                         (const VdRect *) (gpointer) parts->data, parts->len, draw_part, d);
  self->serial++;
  return TRUE;
}

VdUnitsCache *
vd_units_cache_new (void)
{
  return g_new0 (VdUnitsCache, 1);
}

void
vd_units_cache_free (VdUnitsCache *self)
{
  if (self == NULL)
    return;
  vd_units_cache_invalidate (self);
  g_free (self);
}

void
vd_units_cache_invalidate (VdUnitsCache *self)
{
  g_return_if_fail (self != NULL);

  vd_layer_pixels_clear (&self->pixels);
  forget_content (self);
}

VdUnitsCacheUpdate
vd_units_cache_update (VdUnitsCache          *self,
                       const VdTable         *table,
                       const VdRuleset       *ruleset,
                       const VdViewport      *viewport,
                       const VdRenderOptions *options,
                       int                    scale_factor)
{
  Draw draw = { self, table, ruleset, viewport, { 0 } };
  g_autoptr(GArray) boxes = NULL;
  cairo_matrix_t matrix;
  gboolean same, same_shown;
  int width, height;
  double sx, sy;

  g_return_val_if_fail (self != NULL, VD_UNITS_CACHE_KEPT);
  g_return_val_if_fail (table != NULL && ruleset != NULL, VD_UNITS_CACHE_KEPT);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), VD_UNITS_CACHE_KEPT);

  if (options != NULL)
    draw.options = *options;
  else
    vd_render_options_init (&draw.options);
  /* The bar stays in the view's corner whatever the pan: drawn over the kept pixels. */
  draw.options.scale_bar = FALSE;
  scale_factor = MAX (scale_factor, 1);
  width = MAX (vd_viewport_get_view_width (viewport), 1);
  height = MAX (vd_viewport_get_view_height (viewport), 1);
  vd_viewport_get_matrix (viewport, &matrix);
  boxes = terrain_boxes (table, ruleset, viewport, &draw.options);

  same = same_frame (self, table, ruleset, &draw.options, &matrix, scale_factor, boxes);
  same_shown = same && same_units (self, table, &draw.options);
  /* Units changed in a frame kept as it was (no pan, no resize): only their parts are drawn. */
  if (same && !same_shown && vd_layer_pixels_fit (&self->pixels, width, height, scale_factor)
      && vd_render_layer_pan (&self->pixels.matrix, &matrix, width, height, scale_factor, &sx,
                              &sy) == VD_LAYER_PAN_NONE
      && patch_units (self, &draw, width, height, scale_factor))
    return VD_UNITS_CACHE_PATCHED;
  if (!same_shown)
    {
      vd_layer_pixels_clear (&self->pixels);
      remember_content (self, table, ruleset, &draw.options, g_steal_pointer (&boxes));
      self->placed_scale_factor = scale_factor;
    }
  else if (vd_layer_pixels_fit (&self->pixels, width, height, scale_factor))
    switch (vd_layer_pixels_pan (&self->pixels, &matrix, draw_part, &draw))
      {
      case VD_LAYER_PAN_NONE:
        return VD_UNITS_CACHE_KEPT;
      case VD_LAYER_PAN_SHIFT:
        self->serial++;
        return VD_UNITS_CACHE_SHIFTED;
      case VD_LAYER_PAN_REDRAW:
      default:
        break;
      }

  /* Drawn whole; the labels, placed over the table, are kept when only the pan changed. */
  vd_layer_pixels_draw (&self->pixels, width, height, VD_UNITS_CACHE_MARGIN, scale_factor,
                        &matrix, draw_part, &draw);
  self->serial++;
  return VD_UNITS_CACHE_REDRAWN;
}

gboolean
vd_units_cache_preview (VdUnitsCache          *self,
                        const VdTable         *table,
                        const VdRuleset       *ruleset,
                        const VdViewport      *viewport,
                        const VdRenderOptions *options,
                        int                    scale_factor,
                        cairo_matrix_t        *transform)
{
  VdRenderOptions shown;

  g_return_val_if_fail (self != NULL && transform != NULL, FALSE);
  g_return_val_if_fail (table != NULL && ruleset != NULL, FALSE);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), FALSE);

  if (options != NULL)
    shown = *options;
  else
    vd_render_options_init (&shown);
  /* As an update compares them. */
  shown.scale_bar = FALSE;
  return vd_layer_pixels_preview (&self->pixels, viewport, scale_factor, transform)
         && same_options (self, table, ruleset, &shown, MAX (scale_factor, 1))
         && same_units (self, table, &shown);
}

cairo_surface_t *
vd_units_cache_get_surface (VdUnitsCache *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->pixels.view;
}

guint
vd_units_cache_get_serial (VdUnitsCache *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->serial;
}
