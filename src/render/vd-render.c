#include "vd-render-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

/* The wooden rim drawn around the cloth, and the floor shown beyond it. */
#define RIM_MM        14.0
#define EXTENT_MM     40.0

static const double scale_bar_paces[] = {
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000,
};

VdColor
vd_color_rgb (guint32 rgb)
{
  return (VdColor) { ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                     (rgb & 0xff) / 255.0, 1.0 };
}

VdColor
vd_color_mix (VdColor a, VdColor b, double t)
{
  return (VdColor) { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
                     a.a + (b.a - a.a) * t };
}

VdColor
vd_color_shade (VdColor c, double f)
{
  VdColor target = f < 0 ? (VdColor) { 0, 0, 0, c.a } : (VdColor) { 1, 1, 1, c.a };

  return vd_color_mix (c, target, fabs (f));
}

VdColor
vd_color_with_alpha (VdColor c, double alpha)
{
  c.a = alpha;
  return c;
}

double
vd_color_luminance (VdColor c)
{
  return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
}

void
vd_render_set_color (cairo_t *cr, VdColor c)
{
  cairo_set_source_rgba (cr, c.r, c.g, c.b, c.a);
}

double
vd_render_width (const VdRenderContext *ctx, double mm, double min_px)
{
  return MAX (mm, min_px * ctx->px);
}

void
vd_render_polygon_path (cairo_t *cr, const VdPoint *points, guint n_points)
{
  vd_render_polyline_path (cr, points, n_points);
  if (n_points > 0)
    cairo_close_path (cr);
}

void
vd_render_polyline_path (cairo_t *cr, const VdPoint *points, guint n_points)
{
  for (guint i = 0; i < n_points; i++)
    {
      if (i == 0)
        cairo_move_to (cr, points[i].x, points[i].y);
      else
        cairo_line_to (cr, points[i].x, points[i].y);
    }
}

guint32
vd_render_hash (guint32 seed, int a, int b)
{
  guint32 h = seed ^ 0x9e3779b9u;

  /* A few rounds of a multiply-xorshift mix: cheap and without visible patterns. */
  h ^= (guint32) a * 0x85ebca6bu;
  h = (h << 13) | (h >> 19);
  h ^= (guint32) b * 0xc2b2ae35u;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return h;
}

double
vd_render_hash_unit (guint32 seed, int a, int b, int salt)
{
  return vd_render_hash (seed + (guint32) salt * 0x632be5abu, a, b) / 4294967296.0;
}

/* Sets the frame's layout to TEXT in STYLE, for CR's current matrix; where the text starts
 * (X, Y) relative to its anchor, in screen pixels with y down. */
static void
layout_text (VdRenderContext *ctx, const char *text, const VdTextStyle *style, double *x,
             double *y, int *height)
{
  PangoFontDescription *desc;
  int width;

  desc = pango_font_description_from_string ("Sans");
  pango_font_description_set_absolute_size (desc, style->size_px * PANGO_SCALE);
  pango_font_description_set_weight (desc, style->bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style (desc, style->italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description (ctx->layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (ctx->layout, text, -1);
  pango_layout_set_alignment (ctx->layout, PANGO_ALIGN_CENTER);
  if (style->max_width_px > 0)
    {
      pango_layout_set_width (ctx->layout, (int) (style->max_width_px * PANGO_SCALE));
      pango_layout_set_ellipsize (ctx->layout, PANGO_ELLIPSIZE_END);
    }
  else
    {
      pango_layout_set_width (ctx->layout, -1);
      pango_layout_set_ellipsize (ctx->layout, PANGO_ELLIPSIZE_NONE);
    }
  pango_cairo_update_layout (ctx->cr, ctx->layout);
  pango_layout_get_pixel_size (ctx->layout, &width, height);

  *x = style->max_width_px > 0 ? -style->max_width_px / 2 : -width / 2.0;
  *y = style->placement == VD_TEXT_BELOW ? 0 : -*height / 2.0;
}

/* The table rectangle the laid-out text covers, with a little room around it. */
static VdRect
text_box (VdRenderContext *ctx, VdPoint at, double x, double y)
{
  PangoRectangle ink, logical;

  pango_layout_get_pixel_extents (ctx->layout, &ink, &logical);
  return (VdRect) { at.x + (x + logical.x - 2) * ctx->px,
                    at.y - (y + logical.y + logical.height + 1) * ctx->px,
                    at.x + (x + logical.x + logical.width + 2) * ctx->px,
                    at.y - (y + logical.y - 1) * ctx->px };
}

static gboolean
box_taken (VdRenderContext *ctx, VdRect box)
{
  for (guint i = 0; i < ctx->taken->len; i++)
    if (vd_rect_intersects (box, g_array_index (ctx->taken, VdRect, i)))
      return TRUE;
  return FALSE;
}

VdRect
vd_render_text_box (VdRenderContext *ctx, VdPoint at, const char *text, const VdTextStyle *style)
{
  double x, y;
  int height;
  VdRect box;

  cairo_save (ctx->cr);
  cairo_translate (ctx->cr, at.x, at.y);
  cairo_scale (ctx->cr, ctx->px, -ctx->px);
  layout_text (ctx, text, style, &x, &y, &height);
  box = text_box (ctx, at, x, y);
  cairo_restore (ctx->cr);
  return box;
}

gboolean
vd_render_box_taken (VdRenderContext *ctx, VdRect box)
{
  return box_taken (ctx, box);
}

void
vd_render_take_box (VdRenderContext *ctx, VdRect box)
{
  g_array_append_val (ctx->taken, box);
}

gboolean
vd_render_text_place (VdRenderContext *ctx, VdPoint at, const char *text,
                      const VdTextStyle *style, VdRect *box)
{
  double x, y;
  int height;

  if (text == NULL || *text == '\0')
    return FALSE;
  cairo_save (ctx->cr);
  cairo_translate (ctx->cr, at.x, at.y);
  cairo_scale (ctx->cr, ctx->px, -ctx->px);
  layout_text (ctx, text, style, &x, &y, &height);
  *box = text_box (ctx, at, x, y);
  cairo_restore (ctx->cr);
  if (box_taken (ctx, *box))
    return FALSE;
  g_array_append_val (ctx->taken, *box);
  return TRUE;
}

/* The frame's layout at X, Y of CR's user space (one unit a screen pixel), halo first. */
static void
draw_layout (VdRenderContext *ctx, cairo_t *cr, double x, double y, const VdTextStyle *style)
{
  cairo_move_to (cr, x, y);
  if (style->halo.a > 0)
    {
      pango_cairo_layout_path (cr, ctx->layout);
      vd_render_set_color (cr, style->halo);
      cairo_set_line_width (cr, MAX (2.5, style->size_px / 4));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_move_to (cr, x, y);
    }
  vd_render_set_color (cr, style->color);
  pango_cairo_show_layout (cr, ctx->layout);
}

/* The frame's layout drawn whole on a surface of its own, then painted at the whole view
 * pixel X, Y (CR's device space): cairo draws glyphs cut by a clip's or a surface's edge a
 * little differently, and a text so drawn looks the same whatever cuts it. */
static void
draw_text_alone (VdRenderContext *ctx, double x, double y, const VdTextStyle *style)
{
  cairo_t *cr = ctx->cr;
  PangoRectangle ink, logical;
  double scale_x = 1, scale_y = 1;
  int pad = (int) ceil (MAX (2.5, style->size_px / 4) / 2) + 2;
  cairo_surface_t *alone;
  cairo_t *alone_cr;
  int w, h;

  pango_layout_get_pixel_extents (ctx->layout, &ink, &logical);
  w = ink.width + 2 * pad;
  h = ink.height + 2 * pad;
  if (ink.width <= 0 || ink.height <= 0)
    return;
  cairo_surface_get_device_scale (cairo_get_target (cr), &scale_x, &scale_y);
  alone = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (w * scale_x),
                                      (int) ceil (h * scale_y));
  cairo_surface_set_device_scale (alone, scale_x, scale_y);
  alone_cr = cairo_create (alone);
  draw_layout (ctx, alone_cr, pad - ink.x, pad - ink.y, style);
  cairo_destroy (alone_cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, alone, x + ink.x - pad, y + ink.y - pad);
  cairo_paint (cr);
  cairo_surface_destroy (alone);
}

double
vd_render_text (VdRenderContext *ctx, VdPoint at, const char *text, const VdTextStyle *style)
{
  cairo_t *cr = ctx->cr;
  int height;
  double x, y;

  if (text == NULL || *text == '\0')
    return 0;

  cairo_save (cr);
  /* One unit is now one screen pixel with y down, so the text is upright at any zoom. */
  cairo_translate (cr, at.x, at.y);
  cairo_scale (cr, ctx->px, -ctx->px);
  layout_text (ctx, text, style, &x, &y, &height);
  if (style->avoid_overlap && ctx->taken != NULL)
    {
      VdRect box = text_box (ctx, at, x, y);

      if (box_taken (ctx, box))
        {
          cairo_restore (cr);
          return 0;
        }
      g_array_append_val (ctx->taken, box);
    }
  /* On whole device pixels: a text looks the same wherever a pan puts it, so kept layers
   * shifted by whole pixels match a redraw. */
  cairo_user_to_device (cr, &x, &y);
  /* Halves up, not away from zero, and a hair below a half too: the same pixel whichever side
   * of the origin a pan put it, whatever the last bit of the sums that placed it. */
  x = floor (x + 0.5 + 1e-6);
  y = floor (y + 0.5 + 1e-6);
  /* Pixels only: a PDF or SVG keeps its texts as texts, which no edge cuts differently. */
  if (style->alone && cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE)
    {
      draw_text_alone (ctx, x, y, style);
      cairo_restore (cr);
      return height;
    }
  cairo_device_to_user (cr, &x, &y);
  cairo_move_to (cr, x, y);
  draw_layout (ctx, cr, x, y, style);
  cairo_restore (cr);
  return height;
}

void
vd_render_options_init (VdRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (VdRenderOptions) {
    .terrain = TRUE,
    .units = TRUE,
    .labels = TRUE,
    .scale_bar = TRUE,
    .selected_unit = NULL,
    .ghost_unit = NULL,
    .selected_units = NULL,
    .ghost_units = NULL,
    .hidden_units = NULL,
    .lifted_units = NULL,
    .only_lifted = FALSE,
    .pixels_per_mm = 0,
    /* White, as paper: files and prints take the defaults; a view on screen sets its own. */
    .background = vd_color_rgb (0xffffff),
    .cloth = vd_color_rgb (0xd2d6a8),
    .selection = vd_color_rgb (0xffd000),
    .caption = NULL,
    .grid = TRUE,
    .terrain_opacity = 1.0,
  };
}

VdRect
vd_render_table_extent (const VdTable *table)
{
  g_return_val_if_fail (table != NULL, ((VdRect) { 0, 0, 0, 0 }));
  return (VdRect) { -EXTENT_MM, -EXTENT_MM, table->width + EXTENT_MM, table->depth + EXTENT_MM };
}

static void
draw_cloth (VdRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;
  const VdTable *table = ctx->table;
  VdColor wood = vd_color_rgb (0x7b5a3c);
  double rim = MAX (RIM_MM, 3 * ctx->px);

  cairo_save (cr);
  /* A soft shadow under the table lifts it from the floor. */
  cairo_rectangle (cr, -rim + 4 * ctx->px, -rim - 4 * ctx->px, table->width + 2 * rim,
                   table->depth + 2 * rim);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  cairo_rectangle (cr, -rim, -rim, table->width + 2 * rim, table->depth + 2 * rim);
  vd_render_set_color (cr, wood);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, ctx->px);
  vd_render_set_color (cr, vd_color_shade (wood, -0.5));
  cairo_stroke (cr);

  cairo_rectangle (cr, 0, 0, table->width, table->depth);
  vd_render_set_color (cr, ctx->options.cloth);
  cairo_fill (cr);

  cairo_rectangle (cr, 0, 0, table->width, table->depth);
  cairo_set_line_width (cr, vd_render_width (ctx, 1.5, 1));
  vd_render_set_color (cr, vd_color_shade (wood, -0.35));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static double
pick_scale_bar_paces (double mm_per_pace, double ppm, double max_px)
{
  double best = scale_bar_paces[0];

  for (guint i = 0; i < G_N_ELEMENTS (scale_bar_paces); i++)
    if (scale_bar_paces[i] * mm_per_pace * ppm <= max_px)
      best = scale_bar_paces[i];
  return best;
}

static void
draw_scale_bar (VdRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;
  double mm_per_pace = vd_table_mm_per_pace (ctx->table, ctx->ruleset);
  double paces, length_px, bar_h = 6, pad = 8, margin = 14;
  VdPoint anchor;
  g_autofree char *label = NULL;
  VdTextStyle style = {
    .size_px = 11, .bold = TRUE, .color = vd_color_rgb (0x222222), .placement = VD_TEXT_CENTER,
  };
  int segments = 4;

  if (!(mm_per_pace > 0) || !isfinite (mm_per_pace))
    return;
  paces = pick_scale_bar_paces (mm_per_pace, ctx->ppm, 160);
  length_px = paces * mm_per_pace * ctx->ppm;
  if (length_px < 8)
    return;
  if (paces == 25 || paces == 250)
    segments = 5;

  /* The view's lower-left corner; without a viewport, the table's near-left corner. */
  if (ctx->viewport != NULL)
    anchor = vd_viewport_view_to_table (ctx->viewport,
                                        vd_point (margin, vd_viewport_get_view_height (ctx->viewport) - margin));
  else
    anchor = vd_point (margin * ctx->px, margin * ctx->px);

  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d pace", "%d paces", (gulong) paces),
                           (int) paces);

  cairo_save (cr);
  cairo_translate (cr, anchor.x, anchor.y);
  cairo_scale (cr, ctx->px, -ctx->px);

  cairo_rectangle (cr, 0, -(bar_h + 2 * pad + 16), length_px + 2 * pad, bar_h + 2 * pad + 16);
  cairo_set_source_rgba (cr, 1, 1, 0.96, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_stroke (cr);

  for (int i = 0; i < segments; i++)
    {
      cairo_rectangle (cr, pad + i * length_px / segments, -pad - bar_h, length_px / segments,
                       bar_h);
      if (i % 2 == 0)
        cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
    }
  cairo_rectangle (cr, pad, -pad - bar_h, length_px, bar_h);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  cairo_stroke (cr);
  cairo_restore (cr);

  vd_render_text (ctx, vd_point (anchor.x + (pad + length_px / 2) * ctx->px,
                                 anchor.y + (pad + bar_h + 9) * ctx->px),
                  label, &style);
}

static void
paint_background (VdRenderContext *ctx)
{
  if (ctx->options.background.a <= 0)
    return;
  cairo_save (ctx->cr);
  vd_render_set_color (ctx->cr, ctx->options.background);
  cairo_paint (ctx->cr);
  cairo_restore (ctx->cr);
}

static double
pixels_per_mm (cairo_t *cr, const VdViewport *viewport, const VdRenderOptions *options)
{
  double dx = 1, dy = 0;

  if (options->pixels_per_mm > 0)
    return options->pixels_per_mm;
  if (viewport != NULL)
    return vd_viewport_get_scale (viewport);
  cairo_user_to_device_distance (cr, &dx, &dy);
  return MAX (hypot (dx, dy), 1e-6);
}

void
vd_render_context_begin (VdRenderContext       *ctx,
                         cairo_t               *cr,
                         const VdTable         *table,
                         const VdRuleset       *ruleset,
                         const VdViewport      *viewport,
                         const VdRenderOptions *options)
{
  double x0, y0, x1, y1;

  *ctx = (VdRenderContext) { 0 };
  ctx->cr = cr;
  ctx->table = table;
  ctx->ruleset = ruleset;
  ctx->viewport = viewport;
  if (options != NULL)
    ctx->options = *options;
  else
    vd_render_options_init (&ctx->options);
  ctx->ppm = pixels_per_mm (cr, viewport, &ctx->options);
  ctx->px = 1.0 / ctx->ppm;
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  ctx->visible = (VdRect) { MIN (x0, x1), MIN (y0, y1), MAX (x0, x1), MAX (y0, y1) };
  ctx->layout = pango_cairo_create_layout (cr);
  ctx->taken = g_array_new (FALSE, FALSE, sizeof (VdRect));
}

void
vd_render_context_end (VdRenderContext *ctx)
{
  g_clear_object (&ctx->layout);
  g_clear_pointer (&ctx->taken, g_array_unref);
}

gboolean
vd_render_unit_hidden (const VdRenderContext *ctx, const VdUnit *unit)
{
  gboolean lifted;

  if (ctx->options.hidden_units != NULL
      && g_hash_table_contains (ctx->options.hidden_units, unit->id))
    return TRUE;
  lifted = ctx->options.lifted_units != NULL
           && g_hash_table_contains (ctx->options.lifted_units, unit->id);
  return ctx->options.only_lifted ? !lifted : lifted;
}

void
vd_render_background_layer (VdRenderContext *ctx)
{
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_MITER);
  paint_background (ctx);
}

void
vd_render_terrain_layer_in (VdRenderContext *ctx, const GArray *placed)
{
  cairo_save (ctx->cr);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_MITER);
  draw_cloth (ctx);
  if (ctx->options.terrain)
    {
      vd_render_terrain (ctx);
      if (ctx->options.labels && placed != NULL)
        vd_render_draw_terrain_labels (ctx, placed);
      else if (ctx->options.labels)
        vd_render_terrain_labels (ctx);
    }
  cairo_restore (ctx->cr);
}

void
vd_render_units_layer_in (VdRenderContext *ctx, const GArray *labels)
{
  cairo_save (ctx->cr);
  cairo_set_line_cap (ctx->cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (ctx->cr, CAIRO_LINE_JOIN_MITER);
  /* Units' labels avoid one another and the terrain's names. */
  g_array_set_size (ctx->taken, 0);
  if (ctx->options.units)
    {
      vd_render_units (ctx);
      if (ctx->options.labels && labels != NULL)
        vd_render_draw_unit_labels (ctx, labels);
      else if (ctx->options.labels)
        vd_render_unit_labels (ctx);
    }
  if (ctx->options.scale_bar && !ctx->options.only_lifted)
    draw_scale_bar (ctx);
  cairo_restore (ctx->cr);
}

void
vd_render_terrain_layer (cairo_t               *cr,
                         const VdTable         *table,
                         const VdRuleset       *ruleset,
                         const VdViewport      *viewport,
                         const VdRenderOptions *options)
{
  VdRenderContext ctx;

  g_return_if_fail (cr != NULL && table != NULL && ruleset != NULL);
  g_return_if_fail (viewport == NULL || VD_IS_VIEWPORT ((gpointer) viewport));
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  vd_render_terrain_layer_in (&ctx, NULL);
  vd_render_context_end (&ctx);
}

void
vd_render_units_layer (cairo_t               *cr,
                       const VdTable         *table,
                       const VdRuleset       *ruleset,
                       const VdViewport      *viewport,
                       const VdRenderOptions *options)
{
  VdRenderContext ctx;

  g_return_if_fail (cr != NULL && table != NULL && ruleset != NULL);
  g_return_if_fail (viewport == NULL || VD_IS_VIEWPORT ((gpointer) viewport));
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  vd_render_units_layer_in (&ctx, NULL);
  vd_render_context_end (&ctx);
}

void
vd_render_scale_bar (cairo_t               *cr,
                     const VdTable         *table,
                     const VdRuleset       *ruleset,
                     const VdViewport      *viewport,
                     const VdRenderOptions *options)
{
  VdRenderContext ctx;

  g_return_if_fail (cr != NULL && table != NULL && ruleset != NULL);
  g_return_if_fail (viewport == NULL || VD_IS_VIEWPORT ((gpointer) viewport));
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  draw_scale_bar (&ctx);
  cairo_restore (cr);
  vd_render_context_end (&ctx);
}

GArray *
vd_render_place_unit_labels (cairo_t               *cr,
                             const VdTable         *table,
                             const VdRuleset       *ruleset,
                             const VdViewport      *viewport,
                             const VdRenderOptions *options)
{
  VdRenderContext ctx;
  GArray *labels;

  g_return_val_if_fail (cr != NULL && table != NULL && ruleset != NULL, NULL);
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  g_array_set_size (ctx.taken, 0);
  labels = vd_render_place_unit_labels_in (&ctx);
  vd_render_context_end (&ctx);
  return labels;
}

GArray *
vd_render_terrain_label_boxes (cairo_t               *cr,
                               const VdTable         *table,
                               const VdRuleset       *ruleset,
                               const VdViewport      *viewport,
                               const VdRenderOptions *options)
{
  VdRenderContext ctx;
  g_autoptr(GArray) placed = NULL;
  GArray *boxes = g_array_new (FALSE, FALSE, sizeof (VdRect));

  g_return_val_if_fail (cr != NULL && table != NULL && ruleset != NULL, boxes);
  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  placed = vd_render_place_terrain_labels (&ctx);
  for (guint i = 0; i < placed->len; i++)
    g_array_append_val (boxes, g_array_index (placed, VdPlacedLabel, i).box);
  vd_render_context_end (&ctx);
  return boxes;
}

void
vd_render_table (cairo_t               *cr,
                 const VdTable         *table,
                 const VdRuleset       *ruleset,
                 const VdViewport      *viewport,
                 const VdRenderOptions *options)
{
  VdRenderContext ctx;
  g_autoptr(GArray) placed = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (table != NULL);
  g_return_if_fail (ruleset != NULL);
  g_return_if_fail (viewport == NULL || VD_IS_VIEWPORT ((gpointer) viewport));

  vd_render_context_begin (&ctx, cr, table, ruleset, viewport, options);
  cairo_save (cr);
  vd_render_background_layer (&ctx);
  cairo_restore (cr);
  /* The names placed once, drawn by the terrain layer and kept clear of by the units'. */
  if (ctx.options.terrain && ctx.options.labels && ctx.options.terrain_labels == NULL)
    placed = vd_render_place_terrain_labels (&ctx);
  if (placed != NULL)
    ctx.options.terrain_labels = placed;
  vd_render_terrain_layer_in (&ctx, ctx.options.terrain_labels);
  vd_render_units_layer_in (&ctx, NULL);
  vd_render_context_end (&ctx);
}

gboolean
vd_render_lifted_view_rect (const VdTable    *table,
                            const VdViewport *viewport,
                            GHashTable       *lifted,
                            VdRect           *rect)
{
  gboolean any = FALSE;
  double scale;

  g_return_val_if_fail (table != NULL && rect != NULL, FALSE);
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) viewport), FALSE);

  if (lifted == NULL)
    return FALSE;
  scale = vd_viewport_get_scale (viewport);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      VdRect b;
      VdPoint a, c;
      double reach;

      if (!g_hash_table_contains (lifted, unit->id))
        continue;
      b = vd_footprint_bounds (vd_unit_footprint (unit));
      a = vd_viewport_table_to_view (viewport, vd_point (b.x0, b.y0));
      c = vd_viewport_table_to_view (viewport, vd_point (b.x1, b.y1));
      /* The label hangs below, up to one and a half frontages wide; the highlight around. */
      reach = MAX (60, MAX (unit->frontage, unit->depth) * scale) + 12;
      b = (VdRect) { MIN (a.x, c.x) - reach, MIN (a.y, c.y) - reach,
                     MAX (a.x, c.x) + reach, MAX (a.y, c.y) + reach };
      *rect = any ? (VdRect) { MIN (rect->x0, b.x0), MIN (rect->y0, b.y0),
                               MAX (rect->x1, b.x1), MAX (rect->y1, b.y1) } : b;
      any = TRUE;
    }
  return any;
}
