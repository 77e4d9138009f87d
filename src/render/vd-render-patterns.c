#include "vd-render-private.h"

#include <math.h>
#include <string.h>

/* Scattered marks (trees, reeds, boulders) sit on a jittered grid anchored at the table's
 * origin, so they stay put while the view pans; past this many cells they are not drawn. */
#define MAX_CELLS 40000

typedef void (*CellFunc) (VdRenderContext *ctx, VdPoint centre, double spacing, guint32 seed,
                          int i, int j, gpointer user_data);

static double
spacing_for_screen (const VdRenderContext *ctx, double base_mm, double min_px)
{
  double spacing = base_mm;

  /* Doubling keeps the same marks at zoom levels in the same band. */
  while (spacing * ctx->ppm < min_px)
    spacing *= 2;
  return spacing;
}

static void
for_each_cell (VdRenderContext *ctx, const VdFeature *feature, double spacing, double presence,
               CellFunc func, gpointer user_data)
{
  VdPolygon poly = vd_feature_polygon (feature);
  VdRect b = vd_feature_bounds (feature);
  guint32 seed = vd_render_feature_seed (feature);
  int i0, i1, j0, j1;

  b.x0 = MAX (b.x0, ctx->visible.x0 - spacing);
  b.y0 = MAX (b.y0, ctx->visible.y0 - spacing);
  b.x1 = MIN (b.x1, ctx->visible.x1 + spacing);
  b.y1 = MIN (b.y1, ctx->visible.y1 + spacing);
  if (b.x0 > b.x1 || b.y0 > b.y1)
    return;
  i0 = (int) floor (b.x0 / spacing);
  i1 = (int) floor (b.x1 / spacing);
  j0 = (int) floor (b.y0 / spacing);
  j1 = (int) floor (b.y1 / spacing);
  if ((double) (i1 - i0 + 1) * (j1 - j0 + 1) > MAX_CELLS)
    return;

  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        VdPoint p;

        if (vd_render_hash_unit (seed, i, j, 7) >= presence)
          continue;
        p = vd_point ((i + 0.5 + (vd_render_hash_unit (seed, i, j, 1) - 0.5) * 0.8) * spacing,
                      (j + 0.5 + (vd_render_hash_unit (seed, i, j, 2) - 0.5) * 0.8) * spacing);
        if (!vd_polygon_contains_point (poly, p))
          continue;
        func (ctx, p, spacing, seed, i, j, user_data);
      }
}

void
vd_render_walk_polyline (VdRenderContext *ctx, const VdPoint *points, guint n_points,
                         double step, double start, VdWalkFunc func, gpointer user_data)
{
  double along = 0, next = start, total = 0;
  VdRect near = vd_rect_inflate (ctx->visible, step + 40 * ctx->px);

  for (guint k = 0; k + 1 < n_points; k++)
    total += hypot (points[k + 1].x - points[k].x, points[k + 1].y - points[k].y);
  /* Decorations only: past this many marks (absurd sizes) they are left out. */
  if (!(step > 0) || !isfinite (total) || total / step > 200000)
    return;
  for (guint k = 0; k + 1 < n_points; k++)
    {
      VdPoint a = points[k], b = points[k + 1];
      double len = hypot (b.x - a.x, b.y - a.y);
      VdPoint dir;

      if (len <= 0)
        continue;
      dir = vd_point ((b.x - a.x) / len, (b.y - a.y) / len);
      while (next <= along + len)
        {
          double t = next - along;
          VdPoint p = vd_point (a.x + dir.x * t, a.y + dir.y * t);

          if (vd_rect_contains_point (near, p))
            func (ctx, p, dir, next, user_data);
          next += step;
        }
      along += len;
    }
}

static void
stroke_band (cairo_t *cr, const VdPoint *points, guint n, double width, VdColor color,
             cairo_line_cap_t cap)
{
  vd_render_polyline_path (cr, points, n);
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, cap);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  vd_render_set_color (cr, color);
  cairo_stroke (cr);
}

static void
tree_cb (VdRenderContext *ctx, VdPoint c, double spacing, guint32 seed, int i, int j,
         gpointer user_data)
{
  const VdTerrainStyle *style = user_data;
  cairo_t *cr = ctx->cr;
  double r = spacing * (0.42 + 0.18 * vd_render_hash_unit (seed, i, j, 3));
  double tone = vd_render_hash_unit (seed, i, j, 4);
  VdColor crown = vd_color_mix (style->fill, style->stroke, 0.25 + 0.3 * tone);

  cairo_arc (cr, c.x + r * 0.18, c.y - r * 0.22, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.22);
  cairo_fill (cr);

  cairo_arc (cr, c.x, c.y, r, 0, 2 * G_PI);
  vd_render_set_color (cr, crown);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, vd_render_width (ctx, r * 0.08, 0.6));
  vd_render_set_color (cr, vd_color_shade (style->stroke, -0.2));
  cairo_stroke (cr);

  if (r * ctx->ppm >= 4)
    {
      cairo_arc (cr, c.x - r * 0.3, c.y + r * 0.3, r * 0.38, 0, 2 * G_PI);
      vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (crown, 0.3), 0.6));
      cairo_fill (cr);
    }
}

static void
ripple_cb (VdRenderContext *ctx, VdPoint c, double spacing, guint32 seed, int i, int j,
           gpointer user_data)
{
  const VdTerrainStyle *style = user_data;
  cairo_t *cr = ctx->cr;
  double w = spacing * 0.22, h = spacing * 0.06;

  cairo_move_to (cr, c.x - 2 * w, c.y);
  cairo_curve_to (cr, c.x - 1.5 * w, c.y + h, c.x - 0.5 * w, c.y + h, c.x, c.y);
  cairo_curve_to (cr, c.x + 0.5 * w, c.y - h, c.x + 1.5 * w, c.y - h, c.x + 2 * w, c.y);
  cairo_set_line_width (cr, vd_render_width (ctx, spacing * 0.04, 1));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (style->fill, 0.45), 0.9));
  cairo_stroke (cr);
}

static void
reed_cb (VdRenderContext *ctx, VdPoint c, double spacing, guint32 seed, int i, int j,
         gpointer user_data)
{
  const VdTerrainStyle *style = user_data;
  cairo_t *cr = ctx->cr;
  double h = spacing * (0.35 + 0.15 * vd_render_hash_unit (seed, i, j, 3));

  /* Open water between the tufts, then the tuft: blades fanning up from one root. */
  if (vd_render_hash_unit (seed, i, j, 5) < 0.5)
    {
      cairo_move_to (cr, c.x - h * 0.9, c.y - h * 0.25);
      cairo_line_to (cr, c.x + h * 0.9, c.y - h * 0.25);
      cairo_set_line_width (cr, vd_render_width (ctx, h * 0.12, 1));
      cairo_set_source_rgba (cr, 0.35, 0.55, 0.75, 0.75);
      cairo_stroke (cr);
    }
  for (int k = -2; k <= 2; k++)
    {
      cairo_move_to (cr, c.x + k * h * 0.08, c.y);
      cairo_line_to (cr, c.x + k * h * 0.3, c.y + h * (1.0 - 0.12 * abs (k)));
    }
  cairo_set_line_width (cr, vd_render_width (ctx, h * 0.08, 1));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  vd_render_set_color (cr, vd_color_shade (style->stroke, -0.25));
  cairo_stroke (cr);
}

static void
boulder_cb (VdRenderContext *ctx, VdPoint c, double spacing, guint32 seed, int i, int j,
            gpointer user_data)
{
  const VdTerrainStyle *style = user_data;
  cairo_t *cr = ctx->cr;
  double r = spacing * (0.18 + 0.16 * vd_render_hash_unit (seed, i, j, 3));
  VdColor stone = vd_color_shade (style->fill, -0.1 - 0.15 * vd_render_hash_unit (seed, i, j, 4));

  for (int k = 0; k < 7; k++)
    {
      double a = k * 2 * G_PI / 7;
      double rr = r * (0.7 + 0.3 * vd_render_hash_unit (seed, i, j, 10 + k));

      if (k == 0)
        cairo_move_to (cr, c.x + rr * cos (a), c.y + rr * sin (a) * 0.8);
      else
        cairo_line_to (cr, c.x + rr * cos (a), c.y + rr * sin (a) * 0.8);
    }
  cairo_close_path (cr);
  vd_render_set_color (cr, stone);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, vd_render_width (ctx, r * 0.1, 0.8));
  vd_render_set_color (cr, vd_color_shade (style->stroke, -0.35));
  cairo_stroke (cr);
  if (r * ctx->ppm >= 3)
    {
      cairo_arc (cr, c.x - r * 0.25, c.y + r * 0.2, r * 0.3, 0, 2 * G_PI);
      vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (stone, 0.45), 0.8));
      cairo_fill (cr);
    }
}

static void
stone_cb (VdRenderContext *ctx, VdPoint c, double spacing, guint32 seed, int i, int j,
          gpointer user_data)
{
  cairo_t *cr = ctx->cr;
  double r = spacing * (0.12 + 0.06 * vd_render_hash_unit (seed, i, j, 3));

  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, 1.0, 0.7);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.62, 0.6, 0.55);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, vd_render_width (ctx, r * 0.12, 0.7));
  cairo_set_source_rgb (cr, 0.33, 0.32, 0.3);
  cairo_stroke (cr);
}

/* The direction of the polygon's longest edge: crop rows, roof ridges and planks follow it. */
static VdPoint
longest_edge_direction (const VdPath *path)
{
  VdPoint best = vd_point (1, 0);
  double best_len = -1;

  for (guint k = 0; k < path->n_points; k++)
    {
      VdPoint a = path->points[k], b = path->points[(k + 1) % path->n_points];
      double len = hypot (b.x - a.x, b.y - a.y);

      if (len > best_len + 1e-9)
        {
          best_len = len;
          if (len > 0)
            best = vd_point ((b.x - a.x) / len, (b.y - a.y) / len);
        }
    }
  return best;
}

/* Parallel lines along DIR over the whole feature, SPACING apart (the caller clips). */
static void
parallel_lines (cairo_t *cr, const VdFeature *feature, VdPoint dir, double spacing)
{
  VdRect b = vd_feature_bounds (feature);
  VdPoint c = vd_point ((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
  VdPoint n = vd_point (-dir.y, dir.x);
  double radius = hypot (b.x1 - b.x0, b.y1 - b.y0) / 2;
  int count = (int) ceil (radius / spacing);

  if (count > 2000)
    return;
  for (int k = -count; k <= count; k++)
    {
      VdPoint o = vd_point (c.x + n.x * k * spacing, c.y + n.y * k * spacing);

      cairo_move_to (cr, o.x - dir.x * radius, o.y - dir.y * radius);
      cairo_line_to (cr, o.x + dir.x * radius, o.y + dir.y * radius);
    }
}

static void
draw_crops (VdRenderContext *ctx, const VdFeature *feature, const VdTerrainStyle *style)
{
  double spacing = spacing_for_screen (ctx, 8, 4);

  parallel_lines (ctx->cr, feature, longest_edge_direction (&feature->path), spacing);
  cairo_set_line_width (ctx->cr, vd_render_width (ctx, spacing * 0.3, 1));
  vd_render_set_color (ctx->cr, vd_color_with_alpha (vd_color_shade (style->fill, -0.22), 0.8));
  cairo_stroke (ctx->cr);
}

static void
draw_roof (VdRenderContext *ctx, const VdFeature *feature, const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  const VdPath *path = &feature->path;
  VdPoint d = longest_edge_direction (path);
  VdPoint n = vd_point (-d.y, d.x);
  double a0 = G_MAXDOUBLE, a1 = -G_MAXDOUBLE, b0 = G_MAXDOUBLE, b1 = -G_MAXDOUBLE;
  double half_ridge, big;
  VdPoint m, r1, r2;

  for (guint k = 0; k < path->n_points; k++)
    {
      double a = vd_point_dot (path->points[k], d), b = vd_point_dot (path->points[k], n);

      a0 = MIN (a0, a); a1 = MAX (a1, a);
      b0 = MIN (b0, b); b1 = MAX (b1, b);
    }
  /* A hipped roof: the ridge runs along the long axis, short of the ends by half the width. */
  half_ridge = MAX (0, ((a1 - a0) - (b1 - b0)) / 2);
  m = vd_point_add (vd_point_scale (d, (a0 + a1) / 2), vd_point_scale (n, (b0 + b1) / 2));
  r1 = vd_point_sub (m, vd_point_scale (d, half_ridge));
  r2 = vd_point_add (m, vd_point_scale (d, half_ridge));
  big = (a1 - a0) + (b1 - b0);

  /* The sunlit slope, lighter: everything on one side of the ridge (the area is clipped). */
  cairo_move_to (cr, r1.x - d.x * big, r1.y - d.y * big);
  cairo_line_to (cr, r2.x + d.x * big, r2.y + d.y * big);
  cairo_line_to (cr, r2.x + d.x * big + n.x * big, r2.y + d.y * big + n.y * big);
  cairo_line_to (cr, r1.x - d.x * big + n.x * big, r1.y - d.y * big + n.y * big);
  cairo_close_path (cr);
  vd_render_set_color (cr, vd_color_with_alpha (vd_color_shade (style->fill, 0.18), 1));
  cairo_fill (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (path->n_points == 4)
    {
      for (guint k = 0; k < 4; k++)
        {
          VdPoint p = path->points[k];
          VdPoint r = vd_point_dot (vd_point_sub (p, m), d) < 0 ? r1 : r2;

          cairo_move_to (cr, p.x, p.y);
          cairo_line_to (cr, r.x, r.y);
        }
      cairo_set_line_width (cr, vd_render_width (ctx, 0.6, 0.7));
      vd_render_set_color (cr, vd_color_shade (style->stroke, 0.1));
      cairo_stroke (cr);
    }
  cairo_move_to (cr, r1.x, r1.y);
  cairo_line_to (cr, r2.x, r2.y);
  cairo_set_line_width (cr, vd_render_width (ctx, 1.2, 1.2));
  vd_render_set_color (cr, style->stroke);
  cairo_stroke (cr);
}

static void
outside_clip (cairo_t *cr, const VdFeature *feature, double margin)
{
  VdRect b = vd_rect_inflate (vd_feature_bounds (feature), margin);

  cairo_rectangle (cr, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
  vd_render_polygon_path (cr, feature->path.points, feature->path.n_points);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

typedef struct {
  double  length;
  double  sign;  /* +1 when the outline runs counter-clockwise */
  VdColor color;
} TickData;

static void
rampart_tick_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  TickData *tick = user_data;
  VdPoint inward = vd_point (-dir.y * tick->sign, dir.x * tick->sign);

  cairo_move_to (ctx->cr, p.x, p.y);
  cairo_line_to (ctx->cr, p.x + inward.x * tick->length, p.y + inward.y * tick->length);
}

static void
draw_earthwork (VdRenderContext *ctx, const VdFeature *feature, const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  double ditch = vd_render_width (ctx, 7, 2.5), rampart = vd_render_width (ctx, 9, 3);
  g_autofree VdPoint *closed = g_new (VdPoint, feature->path.n_points + 1);
  TickData tick = { rampart * 0.8, 1, vd_color_shade (style->stroke, -0.2) };
  guint n = feature->path.n_points;

  memcpy (closed, feature->path.points, n * sizeof (VdPoint));
  closed[n] = closed[0];
  tick.sign = vd_polygon_signed_area (vd_feature_polygon (feature)) >= 0 ? 1 : -1;

  /* The ditch outside the parapet, then the rampart inside it with slope hachures. */
  cairo_save (cr);
  outside_clip (cr, feature, ditch * 2);
  vd_render_polygon_path (cr, feature->path.points, n);
  cairo_set_line_width (cr, 2 * ditch);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  vd_render_set_color (cr, vd_color_mix (vd_color_shade (style->stroke, -0.15),
                                         vd_color_rgb (0x4f6a78), 0.35));
  cairo_stroke (cr);
  cairo_restore (cr);

  vd_render_polygon_path (cr, feature->path.points, n);
  cairo_set_line_width (cr, 2 * rampart);
  vd_render_set_color (cr, vd_color_shade (style->fill, -0.2));
  cairo_stroke (cr);

  if (rampart * ctx->ppm >= 4)
    {
      vd_render_walk_polyline (ctx, closed, n + 1, rampart * 0.8, rampart * 0.4,
                               rampart_tick_cb, &tick);
      cairo_set_line_width (cr, vd_render_width (ctx, 0.6, 0.8));
      vd_render_set_color (cr, tick.color);
      cairo_stroke (cr);
    }
}

static void
draw_bridge_area (VdRenderContext *ctx, const VdFeature *feature, const VdTerrainStyle *style)
{
  double spacing = spacing_for_screen (ctx, 4, 3);
  VdPoint d = longest_edge_direction (&feature->path);

  /* Planks lie across the roadway, which runs along the longest edge. */
  parallel_lines (ctx->cr, feature, vd_point (-d.y, d.x), spacing);
  cairo_set_line_width (ctx->cr, vd_render_width (ctx, 0.4, 0.6));
  vd_render_set_color (ctx->cr, vd_color_with_alpha (vd_color_shade (style->fill, -0.35), 0.7));
  cairo_stroke (ctx->cr);
}

void
vd_render_area_feature (VdRenderContext *ctx, const VdFeature *feature,
                        const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  const VdPath *path = &feature->path;
  double outline = vd_render_width (ctx, style->stroke_width, 1);

  if (path->n_points < 3)
    return;

  cairo_save (cr);
  vd_render_polygon_path (cr, path->points, path->n_points);
  vd_render_set_color (cr, style->pattern == VD_PATTERN_EARTHWORK
                             ? vd_color_shade (style->fill, 0.2) : style->fill);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  switch (style->pattern)
    {
    case VD_PATTERN_TREES:
    case VD_PATTERN_HEDGE:
      for_each_cell (ctx, feature, spacing_for_screen (ctx, 15, 7), 1.0, tree_cb, (gpointer) style);
      break;
    case VD_PATTERN_WATER:
    case VD_PATTERN_FORD:
      vd_render_polygon_path (cr, path->points, path->n_points);
      cairo_set_line_width (cr, vd_render_width (ctx, 8, 3));
      vd_render_set_color (cr, vd_color_with_alpha (style->stroke, 0.35));
      cairo_stroke (cr);
      for_each_cell (ctx, feature, spacing_for_screen (ctx, 30, 16), 0.7, ripple_cb,
                     (gpointer) style);
      if (style->pattern == VD_PATTERN_FORD)
        for_each_cell (ctx, feature, spacing_for_screen (ctx, 16, 10), 0.55, stone_cb, NULL);
      break;
    case VD_PATTERN_MARSH:
      for_each_cell (ctx, feature, spacing_for_screen (ctx, 16, 11), 0.85, reed_cb,
                     (gpointer) style);
      break;
    case VD_PATTERN_ROCKS:
      for_each_cell (ctx, feature, spacing_for_screen (ctx, 22, 10), 0.7, boulder_cb,
                     (gpointer) style);
      break;
    case VD_PATTERN_CROPS:
      draw_crops (ctx, feature, style);
      break;
    case VD_PATTERN_BUILDING:
      draw_roof (ctx, feature, style);
      break;
    case VD_PATTERN_BRIDGE:
    case VD_PATTERN_ROAD:
      draw_bridge_area (ctx, feature, style);
      break;
    case VD_PATTERN_WALL:
      vd_render_polygon_path (cr, path->points, path->n_points);
      cairo_set_line_width (cr, vd_render_width (ctx, 6, 2));
      vd_render_set_color (cr, vd_color_shade (style->fill, -0.2));
      cairo_stroke (cr);
      break;
    case VD_PATTERN_EARTHWORK:
    case VD_PATTERN_CONTOURS:
    case VD_PATTERN_NONE:
    case VD_N_PATTERNS:
    default:
      break;
    }
  cairo_restore (cr);

  /* Under the outline, so the sides artillery damaged still show on a burning village. */
  if (feature->type == VD_TERRAIN_HOUSE && feature->on_fire > 0)
    vd_render_fire (ctx, feature);
  if (style->pattern == VD_PATTERN_EARTHWORK)
    draw_earthwork (ctx, feature, style);

  cairo_save (cr);
  vd_render_polygon_path (cr, path->points, path->n_points);
  vd_render_set_color (cr, style->stroke);
  if (style->pattern == VD_PATTERN_FORD)
    {
      /* Ford limits must be read precisely: a contrasting two-tone dashed line. */
      double dash[] = { 6 * ctx->px, 4 * ctx->px };

      cairo_set_line_width (cr, MAX (outline, 2 * ctx->px));
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, dash, 2, 0);
      vd_render_set_color (cr, style->stroke);
      cairo_stroke (cr);
    }
  else
    {
      if (style->pattern == VD_PATTERN_BRIDGE || style->pattern == VD_PATTERN_WALL)
        outline = MAX (outline, vd_render_width (ctx, 2, 2));
      cairo_set_line_width (cr, outline);
      if (vd_render_feature_damaged (feature))
        {
          cairo_new_path (cr);
          vd_render_damaged_outline (ctx, feature, style, outline);
        }
      else
        cairo_stroke (cr);
    }
  cairo_restore (cr);
}

typedef struct {
  double  width;
  double  jitter;
  double  lo, hi;  /* which part of the width a cross mark spans, -1 (right) to 1 (left) */
  guint32 seed;
  VdColor fill;
  VdColor stroke;
} LineMarkData;

static void
bush_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  LineMarkData *data = user_data;
  int k = (int) (along * 16);
  double side = (vd_render_hash_unit (data->seed, k, 0, 1) - 0.5) * data->jitter;
  double r = data->width * (0.42 + 0.16 * vd_render_hash_unit (data->seed, k, 0, 2));
  VdPoint c = vd_point (p.x - dir.y * side, p.y + dir.x * side);

  cairo_new_path (ctx->cr);
  cairo_arc (ctx->cr, c.x, c.y, r, 0, 2 * G_PI);
  vd_render_set_color (ctx->cr,
                       vd_color_shade (data->fill, 0.25 * vd_render_hash_unit (data->seed, k, 0, 3)));
  cairo_fill_preserve (ctx->cr);
  cairo_set_line_width (ctx->cr, vd_render_width (ctx, r * 0.12, 0.6));
  vd_render_set_color (ctx->cr, data->stroke);
  cairo_stroke (ctx->cr);
}

static void
cross_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  LineMarkData *data = user_data;
  VdPoint n = vd_point (-dir.y, dir.x);
  double h0 = data->width / 2 * data->lo, h1 = data->width / 2 * data->hi;

  cairo_move_to (ctx->cr, p.x + n.x * h0, p.y + n.y * h0);
  cairo_line_to (ctx->cr, p.x + n.x * h1, p.y + n.y * h1);
}

static void
stone_line_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  LineMarkData *data = user_data;
  int k = (int) (along * 16);
  double r = data->width * 0.14;
  double side = (vd_render_hash_unit (data->seed, k, 1, 1) - 0.5) * data->width * 0.5;
  VdPoint c = vd_point (p.x - dir.y * side, p.y + dir.x * side);

  cairo_new_path (ctx->cr);
  cairo_arc (ctx->cr, c.x, c.y, r, 0, 2 * G_PI);
  cairo_set_source_rgb (ctx->cr, 0.62, 0.6, 0.55);
  cairo_fill_preserve (ctx->cr);
  cairo_set_line_width (ctx->cr, vd_render_width (ctx, r * 0.15, 0.7));
  cairo_set_source_rgb (ctx->cr, 0.33, 0.32, 0.3);
  cairo_stroke (ctx->cr);
}

static void
bridge_ends (VdRenderContext *ctx, const VdPath *path, double half, double wing, VdColor color)
{
  cairo_t *cr = ctx->cr;

  /* The parapets splay outwards at both ends, as a bridge is drawn on a map. */
  for (int end = 0; end < 2; end++)
    {
      VdPoint p = end == 0 ? path->points[0] : path->points[path->n_points - 1];
      VdPoint q = end == 0 ? path->points[1] : path->points[path->n_points - 2];
      double len = hypot (p.x - q.x, p.y - q.y);
      VdPoint d, n;

      if (len <= 0)
        continue;
      d = vd_point ((p.x - q.x) / len, (p.y - q.y) / len);
      n = vd_point (-d.y, d.x);
      for (int s = -1; s <= 1; s += 2)
        {
          VdPoint a = vd_point (p.x + n.x * half * s, p.y + n.y * half * s);

          cairo_move_to (cr, a.x, a.y);
          cairo_line_to (cr, a.x + (d.x + n.x * s) * wing, a.y + (d.y + n.y * s) * wing);
        }
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  vd_render_set_color (cr, color);
  cairo_stroke (cr);
}

void
vd_render_line_feature (VdRenderContext *ctx, const VdFeature *feature,
                        const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  const VdPoint *pts = feature->path.points;
  guint n = feature->path.n_points;
  double lw = vd_render_width (ctx, style->line_width, 2);
  double edge = vd_render_width (ctx, style->stroke_width, 1);
  LineMarkData mark = { lw, 0, -1, 1, vd_render_feature_seed (feature), style->fill,
                        style->stroke };

  if (n < 2)
    return;

  cairo_save (cr);
  switch (style->pattern)
    {
    case VD_PATTERN_HEDGE:
      stroke_band (cr, pts, n, lw * 0.75, style->stroke, CAIRO_LINE_CAP_ROUND);
      if (lw * ctx->ppm >= 4)
        {
          mark.jitter = lw * 0.25;
          vd_render_walk_polyline (ctx, pts, n, lw * 0.6, 0, bush_cb, &mark);
        }
      else
        stroke_band (cr, pts, n, lw * 0.6, style->fill, CAIRO_LINE_CAP_ROUND);
      break;

    case VD_PATTERN_WALL:
      stroke_band (cr, pts, n, lw + 2 * edge, style->stroke, CAIRO_LINE_CAP_SQUARE);
      stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_SQUARE);
      if (lw * ctx->ppm >= 5)
        {
          double block = MAX (lw * 1.4, 4 * ctx->px);

          stroke_band (cr, pts, n, edge * 0.6, style->stroke, CAIRO_LINE_CAP_BUTT);
          /* Two courses of stones with staggered joints. */
          mark.lo = 0;
          vd_render_walk_polyline (ctx, pts, n, block, block * 0.5, cross_cb, &mark);
          mark.lo = -1;
          mark.hi = 0;
          vd_render_walk_polyline (ctx, pts, n, block, block, cross_cb, &mark);
          cairo_set_line_width (cr, edge * 0.6);
          vd_render_set_color (cr, style->stroke);
          cairo_stroke (cr);
        }
      break;

    case VD_PATTERN_ROAD:
      stroke_band (cr, pts, n, lw + 2 * edge, style->stroke, CAIRO_LINE_CAP_ROUND);
      stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_ROUND);
      if (lw * ctx->ppm >= 14)
        {
          /* Wheel ruts: a darker band whose middle is painted over again. */
          stroke_band (cr, pts, n, lw * 0.5, vd_color_shade (style->fill, -0.1),
                       CAIRO_LINE_CAP_ROUND);
          stroke_band (cr, pts, n, lw * 0.5 - 2 * MAX (lw * 0.03, ctx->px), style->fill,
                       CAIRO_LINE_CAP_ROUND);
        }
      break;

    case VD_PATTERN_BRIDGE:
      {
        double parapet = MAX (lw * 0.14, 1.5 * ctx->px);

        stroke_band (cr, pts, n, lw + 2 * parapet, style->stroke, CAIRO_LINE_CAP_BUTT);
        stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_BUTT);
        if (lw * ctx->ppm >= 8)
          {
            vd_render_walk_polyline (ctx, pts, n, MAX (lw * 0.16, 3 * ctx->px), 0, cross_cb,
                                     &mark);
            cairo_set_line_width (cr, vd_render_width (ctx, 0.4, 0.6));
            vd_render_set_color (cr, vd_color_shade (style->fill, -0.35));
            cairo_stroke (cr);
          }
        cairo_set_line_width (cr, parapet);
        bridge_ends (ctx, &feature->path, lw / 2 + parapet / 2, lw * 0.35, style->stroke);
      }
      break;

    case VD_PATTERN_FORD:
      {
        double dash[] = { 6 * ctx->px, 4 * ctx->px };
        double limit = MAX (edge, 2 * ctx->px);

        stroke_band (cr, pts, n, lw + 2 * limit, vd_color_rgb (0xffffff), CAIRO_LINE_CAP_BUTT);
        cairo_set_dash (cr, dash, 2, 0);
        stroke_band (cr, pts, n, lw + 2 * limit, style->stroke, CAIRO_LINE_CAP_BUTT);
        cairo_set_dash (cr, NULL, 0, 0);
        stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_BUTT);
        if (lw * ctx->ppm >= 8)
          vd_render_walk_polyline (ctx, pts, n, lw * 0.35, lw * 0.2, stone_line_cb, &mark);
      }
      break;

    case VD_PATTERN_WATER:
      stroke_band (cr, pts, n, lw + 2 * edge, style->stroke, CAIRO_LINE_CAP_ROUND);
      stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_ROUND);
      if (lw * ctx->ppm >= 10)
        {
          double dash[] = { lw * 0.9, lw * 0.7 };

          cairo_set_dash (cr, dash, 2, 0);
          stroke_band (cr, pts, n, vd_render_width (ctx, lw * 0.08, 1),
                       vd_color_shade (style->fill, 0.45), CAIRO_LINE_CAP_ROUND);
        }
      break;

    case VD_PATTERN_NONE:
    case VD_PATTERN_CONTOURS:
    case VD_PATTERN_TREES:
    case VD_PATTERN_MARSH:
    case VD_PATTERN_BUILDING:
    case VD_PATTERN_EARTHWORK:
    case VD_PATTERN_ROCKS:
    case VD_PATTERN_CROPS:
    case VD_N_PATTERNS:
    default:
      stroke_band (cr, pts, n, lw + 2 * edge, style->stroke, CAIRO_LINE_CAP_ROUND);
      stroke_band (cr, pts, n, lw, style->fill, CAIRO_LINE_CAP_ROUND);
      break;
    }
  cairo_restore (cr);
}
