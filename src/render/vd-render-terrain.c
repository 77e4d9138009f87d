#include "vd-render-private.h"

#include <math.h>

/* Drawing passes, bottom to top. Hills are split: their fills go under the fields and marshes
 * on their slopes, their edges above them, and their crests and level marks above everything,
 * as the rules of sight depend on them; streams stay visible through woods. */
typedef enum {
  PASS_HILL_FILL,
  PASS_FIELD,
  PASS_ROCKY,
  PASS_MARSH,
  PASS_HILL_EDGE,
  PASS_RIVER,
  PASS_FORD,
  PASS_WOOD,
  PASS_STREAM,
  PASS_ROAD,
  PASS_BRIDGE,
  PASS_OBSTACLE,
  PASS_HOUSE,
  PASS_REDOUBT,
  PASS_HILL_MARKS,
  N_PASSES
} Pass;

typedef struct {
  VdTerrainType type;
  guint32       fill, stroke;
  double        stroke_width, line_width;
  VdPattern     pattern;
} DefaultStyle;

static const DefaultStyle default_styles[] = {
  { VD_TERRAIN_HILL,           0xc8b27e, 0x7d6236, 1.2,  0, VD_PATTERN_CONTOURS },
  { VD_TERRAIN_WOOD,           0x4f8a3e, 0x2c5a22, 1.2,  0, VD_PATTERN_TREES },
  { VD_TERRAIN_STREAM,         0x6aa9de, 0x2d69a3, 1.0, 10, VD_PATTERN_WATER },
  { VD_TERRAIN_RIVER,          0x5b9bd5, 0x2a5f94, 1.5, 60, VD_PATTERN_WATER },
  { VD_TERRAIN_ROAD,           0xdcc494, 0x9a7a4c, 1.0, 24, VD_PATTERN_ROAD },
  { VD_TERRAIN_MARSH,          0x98a35c, 0x56612c, 1.0,  0, VD_PATTERN_MARSH },
  { VD_TERRAIN_LIGHT_OBSTACLE, 0x5c9140, 0x2b5019, 0.8, 10, VD_PATTERN_HEDGE },
  { VD_TERRAIN_HARD_OBSTACLE,  0xc2bcb0, 0x5f5a52, 0.8,  8, VD_PATTERN_WALL },
  { VD_TERRAIN_HOUSE,          0xb24a2e, 0x5a2416, 1.0,  0, VD_PATTERN_BUILDING },
  { VD_TERRAIN_REDOUBT,        0xc9ad7a, 0x6a5230, 1.0,  0, VD_PATTERN_EARTHWORK },
  { VD_TERRAIN_ROCKY,          0xbfb6a2, 0x6e6656, 1.0,  0, VD_PATTERN_ROCKS },
  { VD_TERRAIN_FIELD,          0xe6d48a, 0xa38a48, 0.8,  0, VD_PATTERN_CROPS },
  { VD_TERRAIN_BRIDGE,         0xa67a4a, 0x573a20, 1.0, 30, VD_PATTERN_BRIDGE },
  { VD_TERRAIN_FORD,           0xa6d2ef, 0x1f4f86, 1.2, 40, VD_PATTERN_FORD },
};

void
vd_render_default_terrain_style (VdTerrainType type, VdTerrainStyle *style)
{
  g_return_if_fail (style != NULL);

  *style = (VdTerrainStyle) { vd_color_rgb (0xbbbbbb), vd_color_rgb (0x555555), 1, 10,
                              VD_PATTERN_NONE };
  for (guint i = 0; i < G_N_ELEMENTS (default_styles); i++)
    if (default_styles[i].type == type)
      {
        style->fill = vd_color_rgb (default_styles[i].fill);
        style->stroke = vd_color_rgb (default_styles[i].stroke);
        style->stroke_width = default_styles[i].stroke_width;
        style->line_width = default_styles[i].line_width;
        style->pattern = default_styles[i].pattern;
      }
}

/* The ruleset's style, with the built-in one for whatever the ruleset leaves unset. */
static VdTerrainStyle
resolve_style (const VdRenderContext *ctx, VdTerrainType type)
{
  VdTerrainStyle defaults, style;

  vd_render_default_terrain_style (type, &defaults);
  if (type >= VD_N_TERRAIN_TYPES)
    return defaults;
  style = ctx->ruleset->terrain[type].style;
  if (style.fill.a <= 0 && style.stroke.a <= 0)
    return defaults;
  if (!(style.line_width > 0))
    style.line_width = defaults.line_width;
  if (!(style.stroke_width >= 0))
    style.stroke_width = defaults.stroke_width;
  return style;
}

guint32
vd_render_feature_seed (const VdFeature *feature)
{
  return g_str_hash (feature->id != NULL ? feature->id : "");
}

gboolean
vd_render_rect_visible (const VdRenderContext *ctx, VdRect rect)
{
  return rect.x1 >= ctx->visible.x0 && rect.x0 <= ctx->visible.x1 &&
         rect.y1 >= ctx->visible.y0 && rect.y0 <= ctx->visible.y1;
}

static Pass
feature_pass (const VdFeature *feature)
{
  switch (feature->type)
    {
    case VD_TERRAIN_FIELD:          return PASS_FIELD;
    case VD_TERRAIN_ROCKY:          return PASS_ROCKY;
    case VD_TERRAIN_MARSH:          return PASS_MARSH;
    case VD_TERRAIN_RIVER:          return PASS_RIVER;
    case VD_TERRAIN_FORD:           return PASS_FORD;
    case VD_TERRAIN_WOOD:           return PASS_WOOD;
    case VD_TERRAIN_STREAM:         return PASS_STREAM;
    case VD_TERRAIN_ROAD:           return PASS_ROAD;
    case VD_TERRAIN_BRIDGE:         return PASS_BRIDGE;
    case VD_TERRAIN_LIGHT_OBSTACLE:
    case VD_TERRAIN_HARD_OBSTACLE:  return PASS_OBSTACLE;
    case VD_TERRAIN_HOUSE:          return PASS_HOUSE;
    case VD_TERRAIN_REDOUBT:        return PASS_REDOUBT;
    case VD_TERRAIN_HILL:
    case VD_N_TERRAIN_TYPES:
    default:                        return PASS_HILL_FILL;
    }
}

static VdColor
hill_level_color (const VdTerrainStyle *style, int level)
{
  /* Each level a shade darker, as on a layered map. */
  return vd_color_shade (style->fill, -0.11 * CLAMP (level - 1, 0, 5));
}

static void
draw_hill_fill (VdRenderContext *ctx, const VdFeature *hill, const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  const VdPath *path = &hill->path;
  VdColor fill = hill_level_color (style, hill->level);

  if (path->n_points < 3)
    return;
  cairo_save (cr);
  vd_render_polygon_path (cr, path->points, path->n_points);
  vd_render_set_color (cr, fill);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  /* A darker band inside the edge reads as the slope. */
  vd_render_polygon_path (cr, path->points, path->n_points);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 2 * vd_render_width (ctx, 14, 4));
  vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (fill, -0.25), 0.45));
  cairo_stroke (cr);

  if (hill->plateau)
    {
      VdRect b = vd_feature_bounds (hill);
      double spacing = MAX (10, 6 * ctx->px);
      double span = (b.x1 - b.x0) + (b.y1 - b.y0);

      /* A plateau's flat top: light diagonal hatching. */
      for (double o = -span; o <= span && span / spacing < 5000; o += spacing)
        {
          cairo_move_to (cr, b.x0 + o, b.y0);
          cairo_line_to (cr, b.x0 + o + span, b.y0 + span);
        }
      cairo_set_line_width (cr, vd_render_width (ctx, 1.2, 1));
      vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (fill, -0.3), 0.45));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_hill_edge (VdRenderContext *ctx, const VdFeature *hill, const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  vd_render_polygon_path (cr, hill->path.points, hill->path.n_points);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, vd_render_width (ctx, style->stroke_width, 1));
  vd_render_set_color (cr, vd_color_shade (style->stroke, -0.08 * (hill->level - 1)));
  cairo_stroke (cr);
  cairo_restore (cr);
}

typedef struct {
  double  size;
  VdColor color;
} ToothData;

static void
crest_tooth_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  ToothData *tooth = user_data;
  VdPoint left = vd_point (-dir.y, dir.x);
  double s = tooth->size;

  cairo_move_to (ctx->cr, p.x - dir.x * s * 0.6, p.y - dir.y * s * 0.6);
  cairo_line_to (ctx->cr, p.x + left.x * s, p.y + left.y * s);
  cairo_line_to (ctx->cr, p.x + dir.x * s * 0.6, p.y + dir.y * s * 0.6);
  cairo_close_path (ctx->cr);
}

static void
draw_crests (VdRenderContext *ctx, const VdFeature *hill)
{
  cairo_t *cr = ctx->cr;
  VdColor crest = vd_color_rgb (0x5a3a1e);
  double width = vd_render_width (ctx, 1.6, 2);
  ToothData tooth = { MAX (5, 5 * ctx->px), crest };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint c = 0; c < hill->n_crests; c++)
    {
      const VdPath *line = &hill->crests[c];
      double dash[] = { MAX (12, 10 * ctx->px), MAX (5, 4 * ctx->px) };

      if (line->n_points < 2)
        continue;
      /* A pale underlay keeps the crest readable over woods and fields. */
      vd_render_polyline_path (cr, line->points, line->n_points);
      cairo_set_line_width (cr, width + 2 * ctx->px);
      cairo_set_source_rgba (cr, 1, 0.96, 0.85, 0.7);
      cairo_stroke (cr);

      vd_render_polyline_path (cr, line->points, line->n_points);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, width);
      vd_render_set_color (cr, crest);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);

      /* Teeth on the crest's left, every other dash. */
      vd_render_walk_polyline (ctx, line->points, line->n_points, 2 * (dash[0] + dash[1]),
                               dash[0] / 2, crest_tooth_cb, &tooth);
      vd_render_set_color (cr, crest);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A point well inside AREA, away from the features drawn over it (higher hills, woods,
 * redoubts...), for a badge or a name. Units are not looked at: the terrain layer is drawn
 * once for wherever the units stand (issue 21). */
static VdPoint
area_label_point (VdRenderContext *ctx, const VdFeature *area)
{
  VdPolygon poly = vd_feature_polygon (area);
  VdRect b = vd_feature_bounds (area);
  VdPoint best = vd_polygon_centroid (poly);
  double best_score = -1;
  const int n = 9;

  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      {
        VdPoint p = vd_point (b.x0 + (b.x1 - b.x0) * (i + 0.5) / n,
                              b.y0 + (b.y1 - b.y0) * (j + 0.5) / n);
        double score;
        gboolean covered = FALSE;

        if (!vd_polygon_contains_point (poly, p))
          continue;
        for (guint k = 0; k < ctx->table->features->len && !covered; k++)
          {
            const VdFeature *other = g_ptr_array_index (ctx->table->features, k);

            covered = other != area && other->shape == VD_SHAPE_AREA &&
                      (other->type != VD_TERRAIN_HILL ||
                       (area->type == VD_TERRAIN_HILL && other->level > area->level)) &&
                      vd_rect_contains_point (vd_feature_bounds (other), p) &&
                      vd_polygon_contains_point (vd_feature_polygon (other), p);
          }
        score = vd_polygon_boundary_distance (poly, p) * (covered ? 0.1 : 1);
        /* Prefer the middle when the distances tie. */
        score -= 1e-3 * vd_point_distance (p, vd_point ((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2));
        if (score > best_score)
          {
            best_score = score;
            best = p;
          }
      }
  return best;
}

static void
draw_hill_level (VdRenderContext *ctx, const VdFeature *hill, const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  VdRect b = vd_feature_bounds (hill);
  double r = 8, size_px = MIN (b.x1 - b.x0, b.y1 - b.y0) * ctx->ppm;
  g_autofree char *text = NULL;
  VdPoint at;
  VdTextStyle text_style = {
    .size_px = 11, .bold = TRUE, .color = vd_color_shade (style->stroke, -0.4),
    .placement = VD_TEXT_CENTER,
  };

  if (size_px < 4 * r)
    return;
  at = area_label_point (ctx, hill);
  text = g_strdup_printf ("%d", hill->level);

  cairo_save (cr);
  cairo_translate (cr, at.x, at.y);
  cairo_scale (cr, ctx->px, ctx->px);
  /* A round badge, square for a plateau (flat top). */
  if (hill->plateau)
    cairo_rectangle (cr, -r, -r, 2 * r, 2 * r);
  else
    cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (style->fill, 0.6), 0.9));
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.2);
  vd_render_set_color (cr, style->stroke);
  cairo_stroke (cr);
  cairo_restore (cr);
  vd_render_text (ctx, at, text, &text_style);
}

static int
compare_by_level (gconstpointer a, gconstpointer b)
{
  const VdFeature *fa = *(const VdFeature * const *) a, *fb = *(const VdFeature * const *) b;

  return (fa->level > fb->level) - (fa->level < fb->level);
}

static double
feature_margin (const VdFeature *feature, const VdTerrainStyle *style)
{
  return (feature->shape == VD_SHAPE_LINE ? style->line_width : 0) + 30;
}

void
vd_render_terrain (VdRenderContext *ctx)
{
  GPtrArray *features = ctx->table->features;
  g_autoptr(GPtrArray) hills = g_ptr_array_sized_new (8);
  VdTerrainStyle styles[VD_N_TERRAIN_TYPES];

  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    styles[t] = resolve_style (ctx, (VdTerrainType) t);

  for (guint i = 0; i < features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (features, i);

      if (feature->type == VD_TERRAIN_HILL && feature->shape == VD_SHAPE_AREA &&
          feature->path.n_points >= 3)
        g_ptr_array_add (hills, feature);
    }
  /* Higher hills over lower ones; g_ptr_array_sort is stable, file order breaks ties. */
  g_ptr_array_sort (hills, compare_by_level);

  for (int pass = 0; pass < N_PASSES; pass++)
    {
      if (pass == PASS_HILL_FILL || pass == PASS_HILL_EDGE || pass == PASS_HILL_MARKS)
        {
          for (guint i = 0; i < hills->len; i++)
            {
              const VdFeature *hill = g_ptr_array_index (hills, i);
              const VdTerrainStyle *style = &styles[VD_TERRAIN_HILL];

              if (!vd_render_rect_visible (ctx, vd_rect_inflate (vd_feature_bounds (hill), 30)))
                continue;
              if (pass == PASS_HILL_FILL)
                draw_hill_fill (ctx, hill, style);
              else if (pass == PASS_HILL_EDGE)
                draw_hill_edge (ctx, hill, style);
              else
                {
                  draw_crests (ctx, hill);
                  draw_hill_level (ctx, hill, style);
                }
            }
          continue;
        }

      for (guint i = 0; i < features->len; i++)
        {
          const VdFeature *feature = g_ptr_array_index (features, i);
          const VdTerrainStyle *style;

          if (feature->type == VD_TERRAIN_HILL || (int) feature_pass (feature) != pass ||
              feature->type >= VD_N_TERRAIN_TYPES)
            continue;
          style = &styles[feature->type];
          if (!vd_render_rect_visible (ctx, vd_rect_inflate (vd_feature_bounds (feature),
                                                             feature_margin (feature, style))))
            continue;
          if (feature->shape == VD_SHAPE_AREA)
            vd_render_area_feature (ctx, feature, style);
          else if (vd_render_feature_damaged (feature))
            vd_render_damaged_line (ctx, feature, style);
          else
            vd_render_line_feature (ctx, feature, style);
        }
    }
}

GArray *
vd_render_place_terrain_labels (VdRenderContext *ctx)
{
  GPtrArray *features = ctx->table->features;
  GArray *placed = g_array_new (FALSE, FALSE, sizeof (VdPlacedLabel));
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (VdRect));
  GArray *frame_taken = ctx->taken;
  VdTextStyle style = {
    .size_px = CLAMP (4.5 * ctx->ppm, 10, 15), .italic = TRUE,
    .color = vd_color_rgb (0x2b2418), .halo = { 1, 1, 0.94, 0.8 },
    .placement = VD_TEXT_CENTER,
  };

  /* Over the whole table, not the view: a name stays put while the view pans. */
  ctx->taken = taken;
  for (guint i = 0; i < features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (features, i);
      VdRect b = vd_feature_bounds (feature);
      double extent_px = MAX (b.x1 - b.x0, b.y1 - b.y0) * ctx->ppm;
      VdPlacedLabel label;

      if (feature->name == NULL || extent_px < 40 ||
          feature->path.n_points < (feature->shape == VD_SHAPE_AREA ? 3 : 2))
        continue;
      if (feature->shape == VD_SHAPE_AREA)
        {
          label.at = area_label_point (ctx, feature);
          /* Beside the level badge, not on it. */
          if (feature->type == VD_TERRAIN_HILL)
            label.at.y -= 11 * ctx->px;
          style.placement = feature->type == VD_TERRAIN_HILL ? VD_TEXT_BELOW : VD_TEXT_CENTER;
        }
      else
        {
          VdPolyline line = vd_feature_polyline (feature);

          label.at = vd_polyline_point_at (line, vd_polyline_length (line) / 2);
          style.placement = VD_TEXT_CENTER;
        }
      style.max_width_px = MAX (extent_px, 80);
      if (!vd_render_text_place (ctx, label.at, feature->name, &style, &label.box))
        continue;
      label.feature = i;
      label.style = style;
      g_array_append_val (placed, label);
    }
  ctx->taken = frame_taken;
  return placed;
}

void
vd_render_draw_terrain_labels (VdRenderContext *ctx, const GArray *placed)
{
  for (guint i = 0; i < placed->len; i++)
    {
      const VdPlacedLabel *label = &g_array_index (placed, VdPlacedLabel, i);
      const VdFeature *feature = g_ptr_array_index (ctx->table->features, label->feature);

      /* The halo reaches a few pixels past the text's box. */
      if (vd_render_rect_visible (ctx, vd_rect_inflate (label->box, 8 * ctx->px)))
        vd_render_text (ctx, label->at, feature->name, &label->style);
    }
}

void
vd_render_terrain_labels (VdRenderContext *ctx)
{
  g_autoptr(GArray) placed = vd_render_place_terrain_labels (ctx);

  vd_render_draw_terrain_labels (ctx, placed);
}
