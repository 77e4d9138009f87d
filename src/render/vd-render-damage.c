#include "vd-render-private.h"

#include <math.h>

#include "vd-damage.h"

/* What artillery left of obstacles and houses (LOBS-3, HOBS-4, HOUSE-7) and a burning village
 * (HOUSE-10), told apart at a glance: intact as usual, degraded thinner, paler and dashed,
 * destroyed a gap strewn with rubble in the feature's stroke colour, fire a flame tint. */

static const VdColor flame = { 1.0, 0.55, 0.08, 1.0 };
static const VdColor flame_dark = { 0.86, 0.18, 0.04, 1.0 };

gboolean
vd_render_feature_damaged (const VdFeature *feature)
{
  return feature->damage != NULL && feature->damage->len > 0 &&
         (feature->type == VD_TERRAIN_LIGHT_OBSTACLE || feature->type == VD_TERRAIN_HARD_OBSTACLE ||
          feature->type == VD_TERRAIN_HOUSE);
}

/* The unit vector from B towards A, or (0, 0) when they meet. */
static VdPoint
direction (VdPoint b, VdPoint a)
{
  VdPoint d = vd_point_sub (a, b);
  double length = vd_point_length (d);

  return length > 0 ? vd_point_scale (d, 1 / length) : vd_point (0, 0);
}

/* Adds to the path a square of side 2 REACH just beyond the cut at P, OUT pointing away from
 * the stretch: with the even-odd rule it leaves out what a line cap would draw past the cut. */
static void
add_cut (cairo_t *cr, VdPoint p, VdPoint out, double reach)
{
  VdPoint n = vd_point (-out.y * reach, out.x * reach), d = vd_point_scale (out, 2 * reach);

  if (out.x == 0 && out.y == 0)
    return;
  cairo_move_to (cr, p.x + n.x, p.y + n.y);
  cairo_line_to (cr, p.x + n.x + d.x, p.y + n.y + d.y);
  cairo_line_to (cr, p.x - n.x + d.x, p.y - n.y + d.y);
  cairo_line_to (cr, p.x - n.x, p.y - n.y);
  cairo_close_path (cr);
}

/* Clips drawing to everything but what lies just past the ends of the stretch POINTS that are
 * cuts in the path (not the path's own ends). */
static void
clip_at_cuts (VdRenderContext *ctx, const GArray *points, gboolean cut_start, gboolean cut_end,
              double reach)
{
  cairo_t *cr = ctx->cr;
  const VdPoint *p = (const VdPoint *) points->data;
  guint n = points->len;
  VdRect all = vd_rect_inflate (ctx->visible, 4 * reach);

  if (!cut_start && !cut_end)
    return;
  cairo_new_path (cr);
  cairo_rectangle (cr, all.x0, all.y0, all.x1 - all.x0, all.y1 - all.y0);
  if (cut_start)
    add_cut (cr, p[0], direction (p[1], p[0]), reach);
  if (cut_end)
    add_cut (cr, p[n - 1], direction (p[n - 2], p[n - 1]), reach);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

typedef struct {
  guint32 seed;
  double  width;     /* how far across the line rubble spreads */
  double  radius;
  double  offset;    /* mm along the whole path where the stretch starts */
} RubbleData;

static void
rubble_cb (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along, gpointer user_data)
{
  RubbleData *data = user_data;
  int k = (int) floor ((data->offset + along) * 4);

  /* Two stones a step, anywhere across the line, of different sizes. */
  for (int s = 0; s < 2; s++)
    {
      double side = (vd_render_hash_unit (data->seed, k, s, 1) - 0.5) * data->width;
      double ahead = (vd_render_hash_unit (data->seed, k, s, 2) - 0.5) * data->radius * 2;
      double r = data->radius * (0.55 + 0.6 * vd_render_hash_unit (data->seed, k, s, 3));

      cairo_new_sub_path (ctx->cr);
      cairo_arc (ctx->cr, p.x - dir.y * side + dir.x * ahead, p.y + dir.x * side + dir.y * ahead,
                 r, 0, 2 * G_PI);
    }
}

/* A destroyed stretch: scattered rubble, no line. */
static void
draw_rubble (VdRenderContext *ctx, const VdFeature *feature, const GArray *points, double from,
             double width, VdColor color)
{
  RubbleData data = {
    vd_render_feature_seed (feature), width, MAX (width * 0.12, 1.1 * ctx->px), from,
  };

  cairo_new_path (ctx->cr);
  vd_render_walk_polyline (ctx, (const VdPoint *) points->data, points->len,
                           MAX (width * 0.45, 3 * ctx->px), width * 0.2, rubble_cb, &data);
  vd_render_set_color (ctx->cr, color);
  cairo_fill (ctx->cr);
}

/* A degraded stretch: the feature thinner, paler and dashed. */
static void
draw_degraded_line (VdRenderContext *ctx, const GArray *points, double width,
                    const VdTerrainStyle *style)
{
  cairo_t *cr = ctx->cr;
  double edge = vd_render_width (ctx, style->stroke_width, 1);
  double thin = MAX (width * 0.55, 2 * ctx->px);
  double dash[] = { MAX (width * 1.1, 5 * ctx->px), MAX (width * 0.55, 3 * ctx->px) };

  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  vd_render_polyline_path (cr, (const VdPoint *) points->data, points->len);
  cairo_set_line_width (cr, thin + 1.2 * edge);
  vd_render_set_color (cr, vd_color_shade (style->stroke, 0.25));
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, thin);
  vd_render_set_color (cr, vd_color_shade (style->fill, 0.45));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
vd_render_damaged_line (VdRenderContext *ctx, const VdFeature *feature,
                        const VdTerrainStyle *style)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  double width = vd_render_width (ctx, style->line_width, 2);
  double edge = vd_render_width (ctx, style->stroke_width, 1);
  VdDamageAnswer stretches = { 0 };

  vd_damage_describe (feature, &stretches);
  for (guint i = 0; i < stretches.n_stretches; i++)
    {
      const VdDamageStretch *s = &stretches.stretches[i];

      g_array_set_size (points, 0);
      if (vd_damage_path_points (feature, s->from_along, s->to_along, points) < 2)
        continue;
      cairo_save (ctx->cr);
      /* Caps stop where the stretch does: a breach is as wide as the damage. */
      clip_at_cuts (ctx, points, i > 0, i + 1 < stretches.n_stretches, width + 2 * edge);
      if (s->state == VD_DAMAGE_INTACT)
        {
          VdFeature part = *feature;

          part.path = (VdPath) { (VdPoint *) points->data, points->len };
          part.damage = NULL;
          vd_render_line_feature (ctx, &part, style);
        }
      else if (s->state == VD_DAMAGE_DEGRADED)
        draw_degraded_line (ctx, points, width, style);
      else
        draw_rubble (ctx, feature, points, s->from_along, width * 1.3, style->stroke);
      cairo_restore (ctx->cr);
    }
  vd_damage_answer_clear (&stretches);
}

void
vd_render_damaged_outline (VdRenderContext *ctx, const VdFeature *house,
                           const VdTerrainStyle *style, double outline)
{
  cairo_t *cr = ctx->cr;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  /* How deep into the building the damage shows: a broken roof along the side. */
  double band = MAX (10, 7 * ctx->px);
  VdDamageAnswer stretches = { 0 };

  vd_damage_describe (house, &stretches);
  for (guint i = 0; i < stretches.n_stretches; i++)
    {
      const VdDamageStretch *s = &stretches.stretches[i];
      const VdPoint *p;

      g_array_set_size (points, 0);
      if (vd_damage_path_points (house, s->from_along, s->to_along, points) < 2)
        continue;
      p = (const VdPoint *) points->data;
      cairo_save (cr);
      if (s->state == VD_DAMAGE_INTACT)
        {
          /* Corners as an undamaged outline draws them. */
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          vd_render_polyline_path (cr, p, points->len);
          cairo_set_line_width (cr, outline);
          vd_render_set_color (cr, style->stroke);
          cairo_stroke (cr);
          cairo_restore (cr);
          continue;
        }
      /* Inside the outline, a pale band of ruins along the damaged side. */
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_save (cr);
      vd_render_polygon_path (cr, house->path.points, house->path.n_points);
      cairo_clip (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      vd_render_polyline_path (cr, p, points->len);
      cairo_set_line_width (cr, 2 * band);
      vd_render_set_color (cr, vd_color_with_alpha (vd_color_mix (style->fill,
                                                                  vd_color_rgb (0xb8ada0), 0.7),
                                                    0.9));
      cairo_stroke (cr);
      cairo_restore (cr);
      if (s->state == VD_DAMAGE_DEGRADED)
        {
          VdTerrainStyle thin = *style;

          thin.fill = vd_color_mix (style->fill, vd_color_rgb (0xb8ada0), 0.5);
          draw_degraded_line (ctx, points, MAX (outline * 1.5, 2 * ctx->px), &thin);
        }
      else
        draw_rubble (ctx, house, points, s->from_along, band, style->stroke);
      cairo_restore (cr);
    }
  vd_damage_answer_clear (&stretches);
}

void
vd_render_fire (VdRenderContext *ctx, const VdFeature *house)
{
  cairo_t *cr = ctx->cr;
  VdRect b = vd_feature_bounds (house);
  double spacing = MAX (8, 7 * ctx->px), span = (b.x1 - b.x0) + (b.y1 - b.y0);

  if (house->path.n_points < 3 || house->on_fire <= 0)
    return;
  cairo_save (cr);
  vd_render_polygon_path (cr, house->path.points, house->path.n_points);
  vd_render_set_color (cr, vd_color_with_alpha (flame, 0.45));
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  /* Flame-coloured hatching, across the roof's own lines. */
  for (double o = -span; o <= span && span / spacing < 5000; o += spacing)
    {
      cairo_move_to (cr, b.x0 + o, b.y1);
      cairo_line_to (cr, b.x0 + o + span, b.y1 - span);
    }
  cairo_set_line_width (cr, vd_render_width (ctx, 2, 1.5));
  vd_render_set_color (cr, vd_color_with_alpha (flame_dark, 0.8));
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_save (cr);
  /* A glow round the outline, seen from afar. */
  vd_render_polygon_path (cr, house->path.points, house->path.n_points);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, vd_render_width (ctx, 3, 2.5));
  vd_render_set_color (cr, vd_color_with_alpha (flame, 0.85));
  cairo_stroke (cr);
  cairo_restore (cr);
}
