#include "vd-render-private.h"
#include "vd-render-sight.h"

#include <math.h>

/* Sizes in screen pixels, so the overlay reads the same at every zoom. */
#define LINE_PX        2.5
#define CASING_PX      1.5   /* dark edge on each side of a line, so it shows on any terrain */
#define RING_GAP_PX    4.0   /* between a seen target's footprint and its ring */
#define HATCH_STEP_PX  5.0
#define ORIGIN_PX      4.5

static const double partial_dash[] = { 9, 5 };
static const double hidden_dash[] = { 5, 4 };

VdColor
vd_render_sight_color (VdCover cover)
{
  switch (cover)
    {
    case VD_COVER_NONE:
      return vd_color_rgb (0xffffff);
    case VD_COVER_LIGHT:
      return vd_color_rgb (0xf8e45c);
    case VD_COVER_HARD:
      return vd_color_rgb (0xffa348);
    case VD_COVER_BUILDING:
    case VD_COVER_REDOUBT:
    case VD_N_COVERS:
    default:
      return vd_color_rgb (0xdc8add);
    }
}

VdColor
vd_render_sight_hidden_color (void)
{
  return vd_color_rgb (0xe01b24);
}

static gboolean
target_hidden (const VdRenderContext *ctx, const VdSightAnswer *answer)
{
  return answer->target == NULL || vd_render_unit_hidden (ctx, answer->target);
}

static void
set_dash (VdRenderContext *ctx, const double *dash_px, int n)
{
  double dash[2];

  for (int i = 0; i < n; i++)
    dash[i] = dash_px[i] * ctx->px;
  cairo_set_dash (ctx->cr, dash, n, 0);
}

static void
footprint_path (cairo_t *cr, const VdUnit *unit)
{
  VdPoint c[4];

  vd_footprint_corners (vd_unit_footprint (unit), c);
  vd_render_polygon_path (cr, c, 4);
}

/* The footprint grown by MARGIN mm on every side, with rounded corners. */
static void
ring_path (cairo_t *cr, const VdUnit *unit, double margin)
{
  VdPoint right, forward;
  double half_w = MAX (unit->frontage, 0) / 2 + margin;
  double depth = MAX (unit->depth, 0);
  VdPoint centre;

  centre = vd_footprint_centre (vd_unit_footprint (unit));
  forward = vd_direction_from_facing (unit->facing);
  right = vd_point (forward.y, -forward.x);

  for (int k = 0; k < 4; k++)
    {
      double a0 = (k + 1) * G_PI / 2;
      /* Corner centres: front-right, front-left, back-left, back-right, counter-clockwise. */
      double sx = (k == 0 || k == 3) ? 1 : -1;
      double sy = (k == 0 || k == 1) ? 1 : -1;
      VdPoint cc = vd_point_add (centre, vd_point_add (vd_point_scale (right, sx * (half_w - margin)),
                                                      vd_point_scale (forward, sy * depth / 2)));

      for (int step = 0; step <= 4; step++)
        {
          double a = a0 - G_PI / 2 + step * G_PI / 8;
          VdPoint p = vd_point_add (cc, vd_point_add (vd_point_scale (right, margin * cos (a)),
                                                     vd_point_scale (forward, margin * sin (a))));

          if (k == 0 && step == 0)
            cairo_move_to (cr, p.x, p.y);
          else
            cairo_line_to (cr, p.x, p.y);
        }
    }
  cairo_close_path (cr);
}

/* Where the segment from A to B first enters (or, with LEAVING, last leaves) UNIT's footprint;
 * FALLBACK when it does not cross it. */
static VdPoint
footprint_crossing (const VdUnit *unit, VdSegment s, gboolean leaving, VdPoint fallback)
{
  VdPoint c[4];
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  VdPolygon polygon = { c, 4 };

  vd_footprint_corners (vd_unit_footprint (unit), c);
  if (vd_polygon_clip_segment (polygon, s, intervals) <= 0 || intervals->len == 0)
    return fallback;
  if (leaving)
    return vd_segment_point_at (s, g_array_index (intervals, VdInterval, intervals->len - 1).t1);
  return vd_segment_point_at (s, g_array_index (intervals, VdInterval, 0).t0);
}

/* The visible stretch of a sight line: from where it leaves the observer to the target's ring. */
static gboolean
sight_segment (VdRenderContext *ctx, const VdUnit *observer, const VdUnit *target, VdSegment *out)
{
  VdPoint from = observer->at;
  VdPoint centre = vd_footprint_centre (vd_unit_footprint (target));
  VdSegment s = vd_segment (from, centre);
  VdPoint a = footprint_crossing (observer, s, TRUE, from);
  VdPoint b = footprint_crossing (target, s, FALSE, centre);
  VdPoint d = vd_point_sub (b, a);
  double length = vd_point_length (d);
  double gap = RING_GAP_PX * ctx->px;

  if (length <= gap)
    return FALSE;
  *out = vd_segment (a, vd_point_sub (b, vd_point_scale (d, gap / length)));
  return TRUE;
}

static void
draw_hidden_target (VdRenderContext *ctx, const VdUnit *target)
{
  cairo_t *cr = ctx->cr;
  VdColor red = vd_render_sight_hidden_color ();
  VdRect b = vd_footprint_bounds (vd_unit_footprint (target));
  double step = HATCH_STEP_PX * ctx->px;

  if (!vd_render_rect_visible (ctx, vd_rect_inflate (b, 10 * ctx->px)))
    return;

  /* A hatch over the unit: "not seen" at a glance, while its colours still show through. */
  cairo_save (cr);
  footprint_path (cr, target);
  cairo_clip (cr);
  for (double c = floor ((b.x0 - b.y1) / step) * step; c <= b.x1 - b.y0; c += step)
    {
      cairo_move_to (cr, c + b.y0, b.y0);
      cairo_line_to (cr, c + b.y1, b.y1);
    }
  cairo_set_line_width (cr, 1.2 * ctx->px);
  vd_render_set_color (cr, vd_color_with_alpha (red, 0.55));
  cairo_stroke (cr);
  cairo_restore (cr);

  ring_path (cr, target, 2 * ctx->px);
  cairo_set_line_width (cr, 4 * ctx->px);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_stroke_preserve (cr);
  set_dash (ctx, hidden_dash, 2);
  cairo_set_line_width (cr, 2 * ctx->px);
  vd_render_set_color (cr, red);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
stroke_line (VdRenderContext *ctx, VdSegment s, gboolean casing, const VdSightAnswer *answer)
{
  cairo_t *cr = ctx->cr;
  gboolean partial = answer->visible_share < 1 - 1e-6;

  cairo_move_to (cr, s.a.x, s.a.y);
  cairo_line_to (cr, s.b.x, s.b.y);
  if (partial)
    set_dash (ctx, partial_dash, 2);
  if (casing)
    {
      cairo_set_line_width (cr, (LINE_PX + 2 * CASING_PX) * ctx->px);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
    }
  else
    {
      cairo_set_line_width (cr, LINE_PX * ctx->px);
      vd_render_set_color (cr, vd_render_sight_color (answer->cover));
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
stroke_ring (VdRenderContext *ctx, const VdSightAnswer *answer)
{
  cairo_t *cr = ctx->cr;

  ring_path (cr, answer->target, RING_GAP_PX * ctx->px);
  cairo_set_line_width (cr, (LINE_PX + 2 * CASING_PX) * ctx->px);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, LINE_PX * ctx->px);
  vd_render_set_color (cr, vd_render_sight_color (answer->cover));
  cairo_stroke (cr);
}

static void
draw_origin (VdRenderContext *ctx, const VdUnit *observer)
{
  cairo_t *cr = ctx->cr;

  cairo_new_sub_path (cr);
  cairo_arc (cr, observer->at.x, observer->at.y, ORIGIN_PX * ctx->px, 0, 2 * G_PI);
  vd_render_set_color (cr, vd_render_sight_color (VD_COVER_NONE));
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, CASING_PX * ctx->px);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.75);
  cairo_stroke (cr);
}

void
vd_render_sight_overlay (cairo_t               *cr,
                         const VdTable         *table,
                         const VdViewport      *viewport,
                         const VdUnit          *observer,
                         const GArray          *answers,
                         const VdRenderOptions *options)
{
  VdRenderContext ctx;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (table != NULL);
  g_return_if_fail (viewport == NULL || VD_IS_VIEWPORT ((gpointer) viewport));

  if (observer == NULL || answers == NULL)
    return;

  vd_render_context_begin (&ctx, cr, table, NULL, viewport, options);
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* Targets not seen first, then every line's dark casing under every line's colour, so that
   * crossing lines stay readable; the rings last, on top. */
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (!answer->visible && !target_hidden (&ctx, answer))
        draw_hidden_target (&ctx, answer->target);
    }
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < answers->len; i++)
      {
        const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);
        VdSegment s;

        if (answer->visible && !target_hidden (&ctx, answer)
            && sight_segment (&ctx, observer, answer->target, &s))
          stroke_line (&ctx, s, pass == 0, answer);
      }
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (answer->visible && !target_hidden (&ctx, answer))
        stroke_ring (&ctx, answer);
    }
  draw_origin (&ctx, observer);

  cairo_restore (cr);
  vd_render_context_end (&ctx);
}
