#include "vd-geometry.h"

#include <math.h>
#include <stdlib.h>

/* Reduces to quadrants first so that multiples of 90° give exact 0 and ±1. */
static void
sincos_degrees (double degrees, double *s, double *c)
{
  double d, q, r, sr, cr;

  if (!isfinite (degrees))
    {
      *s = *c = NAN;
      return;
    }
  d = fmod (degrees, 360.0);
  if (d < 0)
    d += 360.0;
  q = nearbyint (d / 90.0);
  r = (d - q * 90.0) * (G_PI / 180.0);
  sr = sin (r);
  cr = cos (r);
  switch ((int) q & 3)
    {
    case 0: *s = sr; *c = cr; break;
    case 1: *s = cr; *c = -sr; break;
    case 2: *s = -sr; *c = -cr; break;
    default: *s = -cr; *c = sr; break;
    }
}

VdPoint
vd_point_rotate (VdPoint p, double degrees)
{
  double s, c;

  sincos_degrees (degrees, &s, &c);
  return vd_point (p.x * c + p.y * s, p.y * c - p.x * s);
}

VdPoint
vd_direction_from_facing (double degrees)
{
  double s, c;

  sincos_degrees (degrees, &s, &c);
  return vd_point (s, c);
}

double
vd_segment_length (VdSegment s)
{
  return vd_point_distance (s.a, s.b);
}

VdPoint
vd_segment_point_at (VdSegment s, double t)
{
  return vd_point_lerp (s.a, s.b, t);
}

/* Exact: P lies on the closed segment AB (a point when A == B). */
static gboolean
point_on_segment (VdPoint p, VdPoint a, VdPoint b)
{
  /* Written positively so that NaN lies nowhere. */
  if (!(p.x >= MIN (a.x, b.x) && p.x <= MAX (a.x, b.x) && p.y >= MIN (a.y, b.y) && p.y <= MAX (a.y, b.y)))
    return FALSE;
  return vd_orientation (a, b, p) == VD_ORIENTATION_COLLINEAR;
}

/* Position along the line of S; for exactly collinear points this orders them exactly. */
static double
collinear_key (VdSegment s, VdPoint p)
{
  return (s.a.x != s.b.x) ? p.x : p.y;
}

static VdIntersection
collinear_intersect (VdSegment s1, VdSegment s2)
{
  VdIntersection r = { VD_INTERSECTION_NONE, { 0, 0 }, { 0, 0 }, FALSE };
  gboolean forward = collinear_key (s1, s1.a) < collinear_key (s1, s1.b);
  VdPoint lo1 = forward ? s1.a : s1.b, hi1 = forward ? s1.b : s1.a;
  gboolean forward2 = collinear_key (s1, s2.a) < collinear_key (s1, s2.b);
  VdPoint lo2 = forward2 ? s2.a : s2.b, hi2 = forward2 ? s2.b : s2.a;
  VdPoint start = collinear_key (s1, lo1) >= collinear_key (s1, lo2) ? lo1 : lo2;
  VdPoint end = collinear_key (s1, hi1) <= collinear_key (s1, hi2) ? hi1 : hi2;
  double ks = collinear_key (s1, start), ke = collinear_key (s1, end);

  if (ks > ke)
    return r;
  if (ks == ke)
    {
      r.kind = VD_INTERSECTION_POINT;
      r.p = r.q = start;
      r.touching = TRUE;
      return r;
    }
  r.kind = VD_INTERSECTION_OVERLAP;
  r.p = forward ? start : end;
  r.q = forward ? end : start;
  return r;
}

VdIntersection
vd_segment_intersect (VdSegment s1, VdSegment s2)
{
  VdIntersection r = { VD_INTERSECTION_NONE, { 0, 0 }, { 0, 0 }, FALSE };
  gboolean point1 = vd_point_equal (s1.a, s1.b);
  gboolean point2 = vd_point_equal (s2.a, s2.b);
  int o1, o2, o3, o4;

  if (point1 || point2)
    {
      VdPoint p = point1 ? s1.a : s2.a;
      VdSegment other = point1 ? s2 : s1;

      if (point_on_segment (p, other.a, other.b))
        {
          r.kind = VD_INTERSECTION_POINT;
          r.p = r.q = p;
          r.touching = TRUE;
        }
      return r;
    }

  o1 = vd_orientation (s1.a, s1.b, s2.a);
  o2 = vd_orientation (s1.a, s1.b, s2.b);
  if (o1 == 0 && o2 == 0)
    return collinear_intersect (s1, s2);
  if (o1 * o2 > 0)
    return r;
  o3 = vd_orientation (s2.a, s2.b, s1.a);
  o4 = vd_orientation (s2.a, s2.b, s1.b);
  if (o3 * o4 > 0)
    return r;

  r.kind = VD_INTERSECTION_POINT;
  r.touching = (o1 == 0 || o2 == 0 || o3 == 0 || o4 == 0);
  if (o1 == 0)
    r.p = s2.a;
  else if (o2 == 0)
    r.p = s2.b;
  else if (o3 == 0)
    r.p = s1.a;
  else if (o4 == 0)
    r.p = s1.b;
  else
    {
      /* Ratio of the endpoints' distances to the other line: stays in [0, 1] whatever the rounding. */
      VdPoint d2 = vd_point_sub (s2.b, s2.a);
      double da = fabs (vd_point_cross (d2, vd_point_sub (s1.a, s2.a)));
      double db = fabs (vd_point_cross (d2, vd_point_sub (s1.b, s2.a)));
      double t = (da + db > 0.0) ? da / (da + db) : 0.5;

      r.p = vd_point_lerp (s1.a, s1.b, t);
      /* Nearly parallel segments make T unreliable; at least keep the point within both extents. */
      r.p.x = CLAMP (r.p.x, MAX (MIN (s1.a.x, s1.b.x), MIN (s2.a.x, s2.b.x)), MIN (MAX (s1.a.x, s1.b.x), MAX (s2.a.x, s2.b.x)));
      r.p.y = CLAMP (r.p.y, MAX (MIN (s1.a.y, s1.b.y), MIN (s2.a.y, s2.b.y)), MIN (MAX (s1.a.y, s1.b.y), MAX (s2.a.y, s2.b.y)));
    }
  r.q = r.p;
  return r;
}

gboolean
vd_segments_intersect (VdSegment s1, VdSegment s2)
{
  return vd_segment_intersect (s1, s2).kind != VD_INTERSECTION_NONE;
}

VdPoint
vd_segment_closest_point (VdSegment s, VdPoint p, double *t_out)
{
  VdPoint d = vd_point_sub (s.b, s.a);
  double len2 = vd_point_dot (d, d);
  double t = 0.0;

  if (len2 > 0.0)
    t = CLAMP (vd_point_dot (vd_point_sub (p, s.a), d) / len2, 0.0, 1.0);
  if (t_out)
    *t_out = t;
  return vd_point_lerp (s.a, s.b, t);
}

double
vd_point_segment_distance (VdPoint p, VdSegment s)
{
  /* Exactly 0 on the segment, so distances agree with the exact intersection tests. */
  if (point_on_segment (p, s.a, s.b))
    return 0.0;
  return vd_point_distance (p, vd_segment_closest_point (s, p, NULL));
}

double
vd_segment_segment_distance (VdSegment s1, VdSegment s2)
{
  double d;

  if (vd_segments_intersect (s1, s2))
    return 0.0;
  d = vd_point_segment_distance (s1.a, s2);
  d = MIN (d, vd_point_segment_distance (s1.b, s2));
  d = MIN (d, vd_point_segment_distance (s2.a, s1));
  d = MIN (d, vd_point_segment_distance (s2.b, s1));
  return d;
}

VdRect
vd_rect_empty (void)
{
  return (VdRect) { INFINITY, INFINITY, -INFINITY, -INFINITY };
}

gboolean
vd_rect_is_empty (VdRect r)
{
  /* Written as a negation so that NaN corners also count as empty. */
  return !(r.x0 <= r.x1 && r.y0 <= r.y1);
}

VdRect
vd_rect_union_point (VdRect r, VdPoint p)
{
  if (vd_rect_is_empty (r))
    return (VdRect) { p.x, p.y, p.x, p.y };
  return (VdRect) { MIN (r.x0, p.x), MIN (r.y0, p.y), MAX (r.x1, p.x), MAX (r.y1, p.y) };
}

VdRect
vd_rect_union (VdRect a, VdRect b)
{
  if (vd_rect_is_empty (a))
    return b;
  if (vd_rect_is_empty (b))
    return a;
  return (VdRect) { MIN (a.x0, b.x0), MIN (a.y0, b.y0), MAX (a.x1, b.x1), MAX (a.y1, b.y1) };
}

gboolean
vd_rect_contains_point (VdRect r, VdPoint p)
{
  return p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
}

gboolean
vd_rect_intersects (VdRect a, VdRect b)
{
  if (vd_rect_is_empty (a) || vd_rect_is_empty (b))
    return FALSE;
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

VdRect
vd_rect_inflate (VdRect r, double margin)
{
  if (vd_rect_is_empty (r))
    return r;
  return (VdRect) { r.x0 - margin, r.y0 - margin, r.x1 + margin, r.y1 + margin };
}

gboolean
vd_rect_contains_rect (VdRect outer, VdRect inner)
{
  if (vd_rect_is_empty (inner))
    return TRUE;
  return inner.x0 >= outer.x0 && inner.x1 <= outer.x1 && inner.y0 >= outer.y0
         && inner.y1 <= outer.y1;
}

/* One axis of vd_rect_shift_into: the interval [B0, B1] into [A0, A1]. */
static double
shift_into (double b0, double b1, double a0, double a1)
{
  if (b1 - b0 <= a1 - a0)
    {
      if (b0 < a0)
        return a0 - b0;
      if (b1 > a1)
        return a1 - b1;
      return 0;
    }
  /* Longer than the area: it covers it once neither end is inside. */
  if (b0 > a0)
    return a0 - b0;
  if (b1 < a1)
    return a1 - b1;
  return 0;
}

VdPoint
vd_rect_shift_into (VdRect box, VdRect area)
{
  if (vd_rect_is_empty (box) || vd_rect_is_empty (area))
    return vd_point (0, 0);
  return vd_point (shift_into (box.x0, box.x1, area.x0, area.x1),
                   shift_into (box.y0, box.y1, area.y0, area.y1));
}

VdPoint
vd_rect_reveal_shift (VdRect box, VdRect area, double margin)
{
  if (vd_rect_is_empty (box) || vd_rect_is_empty (area) || vd_rect_contains_rect (area, box))
    return vd_point (0, 0);
  return vd_rect_shift_into (vd_rect_inflate (box, margin), area);
}

double
vd_polyline_length (VdPolyline line)
{
  double len = 0.0;

  for (gsize i = 1; i < line.n_points; i++)
    len += vd_point_distance (line.points[i - 1], line.points[i]);
  return len;
}

VdRect
vd_polyline_bounds (VdPolyline line)
{
  VdRect r = vd_rect_empty ();

  for (gsize i = 0; i < line.n_points; i++)
    r = vd_rect_union_point (r, line.points[i]);
  return r;
}

double
vd_polyline_point_distance (VdPolyline line, VdPoint p)
{
  double d;

  if (line.n_points == 0)
    return INFINITY;
  d = vd_point_distance (p, line.points[0]);
  for (gsize i = 1; i < line.n_points && d > 0.0; i++)
    d = MIN (d, vd_point_segment_distance (p, vd_segment (line.points[i - 1], line.points[i])));
  return d;
}

VdPoint
vd_polyline_closest_point (VdPolyline line, VdPoint p, double *along_out)
{
  VdPoint best = p;
  double best_d = INFINITY, best_along = 0.0, along = 0.0;

  if (line.n_points == 1)
    best = line.points[0];
  for (gsize i = 1; i < line.n_points; i++)
    {
      VdSegment s = vd_segment (line.points[i - 1], line.points[i]);
      double len = vd_segment_length (s), t;
      VdPoint q = vd_segment_closest_point (s, p, &t);
      double d = vd_point_distance (p, q);

      if (d < best_d)
        {
          best_d = d;
          best = q;
          best_along = along + t * len;
        }
      along += len;
    }
  if (along_out)
    *along_out = best_along;
  return best;
}

VdPoint
vd_polyline_point_at (VdPolyline line, double along)
{
  if (line.n_points == 0)
    return vd_point (0, 0);
  if (!(along > 0.0))
    return line.points[0];
  for (gsize i = 1; i < line.n_points; i++)
    {
      double len = vd_point_distance (line.points[i - 1], line.points[i]);

      if (along < len)
        return vd_point_lerp (line.points[i - 1], line.points[i], along / len);
      along -= len;
    }
  return line.points[line.n_points - 1];
}

gboolean
vd_polyline_intersects_segment (VdPolyline line, VdSegment s)
{
  if (line.n_points == 1)
    return point_on_segment (line.points[0], s.a, s.b);
  for (gsize i = 1; i < line.n_points; i++)
    if (vd_segments_intersect (vd_segment (line.points[i - 1], line.points[i]), s))
      return TRUE;
  return FALSE;
}

static inline VdSegment
polygon_edge (VdPolygon poly, gsize i)
{
  return vd_segment (poly.points[i], poly.points[(i + 1) % poly.n_points]);
}

double
vd_polygon_signed_area (VdPolygon poly)
{
  double sum = 0.0;

  if (poly.n_points < 3)
    return 0.0;
  /* Relative to the first vertex, to keep far-from-origin polygons accurate. */
  for (gsize i = 1; i + 1 < poly.n_points; i++)
    sum += vd_point_cross (vd_point_sub (poly.points[i], poly.points[0]),
                           vd_point_sub (poly.points[i + 1], poly.points[0]));
  return sum / 2.0;
}

double
vd_polygon_area (VdPolygon poly)
{
  return fabs (vd_polygon_signed_area (poly));
}

VdPoint
vd_polygon_centroid (VdPolygon poly)
{
  VdPoint o, sum = { 0, 0 };
  double area2 = 0.0;

  if (poly.n_points == 0)
    return vd_point (0, 0);
  o = poly.points[0];
  for (gsize i = 1; i + 1 < poly.n_points; i++)
    {
      VdPoint p = vd_point_sub (poly.points[i], o);
      VdPoint q = vd_point_sub (poly.points[i + 1], o);
      double c = vd_point_cross (p, q);

      area2 += c;
      sum = vd_point_add (sum, vd_point_scale (vd_point_add (p, q), c));
    }
  if (area2 == 0.0)
    {
      /* No area: the mean of the vertices is the only sensible centre. */
      sum = vd_point (0, 0);
      for (gsize i = 0; i < poly.n_points; i++)
        sum = vd_point_add (sum, vd_point_sub (poly.points[i], o));
      return vd_point_add (o, vd_point_scale (sum, 1.0 / poly.n_points));
    }
  return vd_point_add (o, vd_point_scale (sum, 1.0 / (3.0 * area2)));
}

VdRect
vd_polygon_bounds (VdPolygon poly)
{
  return vd_polyline_bounds ((VdPolyline) { poly.points, poly.n_points });
}

VdLocation
vd_polygon_locate_point (VdPolygon poly, VdPoint p)
{
  gboolean inside = FALSE;

  for (gsize i = 0; i < poly.n_points; i++)
    {
      VdPoint a = poly.points[i];
      VdPoint b = poly.points[(i + 1) % poly.n_points];

      if (point_on_segment (p, a, b))
        return VD_LOCATION_BOUNDARY;
      /* Half-open in y, so a ray through a vertex counts the vertex exactly once. */
      if ((a.y > p.y) != (b.y > p.y))
        {
          VdOrientation o = vd_orientation (a, b, p);

          if ((b.y > a.y) ? (o == VD_ORIENTATION_COUNTER_CLOCKWISE) : (o == VD_ORIENTATION_CLOCKWISE))
            inside = !inside;
        }
    }
  return inside ? VD_LOCATION_INSIDE : VD_LOCATION_OUTSIDE;
}

gboolean
vd_polygon_contains_point (VdPolygon poly, VdPoint p)
{
  return vd_polygon_locate_point (poly, p) != VD_LOCATION_OUTSIDE;
}

double
vd_polygon_boundary_distance (VdPolygon poly, VdPoint p)
{
  double d = INFINITY;

  for (gsize i = 0; i < poly.n_points && d > 0.0; i++)
    d = MIN (d, vd_point_segment_distance (p, polygon_edge (poly, i)));
  return d;
}

typedef struct {
  gsize  edge;
  double min_x, max_x, min_y, max_y;
} EdgeBox;

static int
compare_edge_boxes (const void *a, const void *b)
{
  double x = ((const EdgeBox *) a)->min_x, y = ((const EdgeBox *) b)->min_x;

  return (x > y) - (x < y);
}

gboolean
vd_polygon_is_simple (VdPolygon poly)
{
  gsize n = poly.n_points;

  g_autofree EdgeBox *boxes = NULL;
  gboolean simple = TRUE;

  if (n < 3)
    return FALSE;
  /* Sort and sweep: only edges whose boxes overlap are tested, so a long outline drawn
   * around (the usual case) costs about n log n, not n². */
  boxes = g_new (EdgeBox, n);
  for (gsize i = 0; i < n; i++)
    {
      VdSegment e = polygon_edge (poly, i);

      boxes[i] = (EdgeBox) { i, MIN (e.a.x, e.b.x), MAX (e.a.x, e.b.x),
                             MIN (e.a.y, e.b.y), MAX (e.a.y, e.b.y) };
    }
  qsort (boxes, n, sizeof (EdgeBox), compare_edge_boxes);
  for (gsize k = 0; k < n && simple; k++)
    for (gsize l = k + 1; l < n && boxes[l].min_x <= boxes[k].max_x && simple; l++)
      {
        gsize i = MIN (boxes[k].edge, boxes[l].edge), j = MAX (boxes[k].edge, boxes[l].edge);
        gboolean adjacent = (j == i + 1) || (i == 0 && j == n - 1);
        VdIntersection x;

        if (boxes[l].min_y > boxes[k].max_y || boxes[l].max_y < boxes[k].min_y)
          continue;
        x = vd_segment_intersect (polygon_edge (poly, i), polygon_edge (poly, j));
        /* Adjacent edges always share their common vertex; anything more is a fold-back. */
        if (adjacent ? x.kind == VD_INTERSECTION_OVERLAP : x.kind != VD_INTERSECTION_NONE)
          simple = FALSE;
      }
  return simple;
}

/* Parameter of P, known to lie on S, along S; exact at S's ends. */
static double
segment_param (VdSegment s, VdPoint p)
{
  double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  double t = (fabs (dx) >= fabs (dy)) ? (p.x - s.a.x) / dx : (p.y - s.a.y) / dy;

  return CLAMP (t, 0.0, 1.0);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
vd_polygon_clip_segment (VdPolygon poly, VdSegment s, GArray *intervals)
{
  g_autoptr(GArray) ts = NULL;
  g_autoptr(GArray) along_edges = NULL;
  g_autoptr(GArray) out = NULL;
  double total = 0.0;

  g_return_val_if_fail (intervals == NULL || g_array_get_element_size (intervals) == sizeof (VdInterval), 0.0);

  if (poly.n_points == 0)
    return 0.0;
  if (!vd_rect_intersects (vd_polygon_bounds (poly), vd_rect_union_point (vd_rect_union_point (vd_rect_empty (), s.a), s.b)))
    return 0.0;
  if (vd_point_equal (s.a, s.b))
    {
      if (vd_polygon_contains_point (poly, s.a) && intervals)
        g_array_append_val (intervals, ((VdInterval) { 0.0, 1.0 }));
      return 0.0;
    }

  ts = g_array_sized_new (FALSE, FALSE, sizeof (double), poly.n_points + 2);
  along_edges = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  out = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  g_array_append_vals (ts, (double[]) { 0.0, 1.0 }, 2);
  for (gsize i = 0; i < poly.n_points; i++)
    {
      VdIntersection x = vd_segment_intersect (s, polygon_edge (poly, i));
      double tp, tq;

      if (x.kind == VD_INTERSECTION_NONE)
        continue;
      tp = segment_param (s, x.p);
      g_array_append_val (ts, tp);
      if (x.kind == VD_INTERSECTION_OVERLAP)
        {
          /* Stretches along an edge are boundary, known exactly; a rounded midpoint could stray off the edge. */
          tq = segment_param (s, x.q);
          g_array_append_val (ts, tq);
          g_array_append_val (along_edges, ((VdInterval) { tp, tq }));
        }
    }
  g_array_sort (ts, compare_doubles);

  for (guint i = 0; i + 1 < ts->len; i++)
    {
      double t0 = g_array_index (ts, double, i), t1 = g_array_index (ts, double, i + 1);
      gboolean inside = FALSE;

      if (t1 <= t0)
        continue;
      for (guint k = 0; k < along_edges->len && !inside; k++)
        {
          VdInterval e = g_array_index (along_edges, VdInterval, k);

          inside = (e.t0 <= t0 && t1 <= e.t1);
        }
      /* No edge crosses the open stretch, so its midpoint speaks for all of it. */
      if (!inside)
        inside = vd_polygon_contains_point (poly, vd_segment_point_at (s, (t0 + t1) / 2.0));
      if (!inside)
        continue;
      total += t1 - t0;
      if (out->len > 0 && g_array_index (out, VdInterval, out->len - 1).t1 == t0)
        g_array_index (out, VdInterval, out->len - 1).t1 = t1;
      else
        g_array_append_val (out, ((VdInterval) { t0, t1 }));
    }
  if (intervals)
    g_array_append_vals (intervals, out->data, out->len);
  return total * vd_segment_length (s);
}

void
vd_footprint_corners (VdFootprint fp, VdPoint corners[4])
{
  VdPoint forward = vd_direction_from_facing (fp.facing);
  VdPoint right = vd_point (forward.y, -forward.x);
  VdPoint half = vd_point_scale (right, fp.frontage / 2.0);
  VdPoint back = vd_point_scale (forward, -fp.depth);

  corners[0] = vd_point_sub (fp.at, half);
  corners[1] = vd_point_add (fp.at, half);
  corners[2] = vd_point_add (corners[1], back);
  corners[3] = vd_point_add (corners[0], back);
}

/* Fills C with FP's corners and views them as a polygon. */
static VdPolygon
footprint_polygon (VdFootprint fp, VdPoint c[4])
{
  vd_footprint_corners (fp, c);
  return (VdPolygon) { c, 4 };
}

VdSegment
vd_footprint_front_edge (VdFootprint fp)
{
  VdPoint c[4];

  return polygon_edge (footprint_polygon (fp, c), 0);
}

VdPoint
vd_footprint_centre (VdFootprint fp)
{
  return vd_point_sub (fp.at, vd_point_scale (vd_direction_from_facing (fp.facing), fp.depth / 2.0));
}

VdRect
vd_footprint_bounds (VdFootprint fp)
{
  VdPoint c[4];

  return vd_polygon_bounds (footprint_polygon (fp, c));
}

gboolean
vd_footprint_contains_point (VdFootprint fp, VdPoint p)
{
  VdPoint c[4];

  return vd_polygon_contains_point (footprint_polygon (fp, c), p);
}

/* Squared distance from P to segment AB, in plain doubles (the fast path's inner loop). */
static inline double
point_segment_distance2 (VdPoint p, VdPoint a, VdPoint b)
{
  double ex = b.x - a.x, ey = b.y - a.y;
  double px = p.x - a.x, py = p.y - a.y;
  double len2 = ex * ex + ey * ey;
  double t = len2 > 0.0 ? (px * ex + py * ey) / len2 : 0.0;

  t = CLAMP (t, 0.0, 1.0);
  px -= t * ex;
  py -= t * ey;
  return px * px + py * py;
}

/* The gap between the projections of two corner sets on AXIS (negative when they overlap). */
static double
projection_gap (const VdPoint ca[4], const VdPoint cb[4], VdPoint axis)
{
  double amin = INFINITY, amax = -INFINITY, bmin = INFINITY, bmax = -INFINITY;

  for (int i = 0; i < 4; i++)
    {
      double pa = vd_point_dot (ca[i], axis), pb = vd_point_dot (cb[i], axis);

      amin = MIN (amin, pa);
      amax = MAX (amax, pa);
      bmin = MIN (bmin, pb);
      bmax = MAX (bmax, pb);
    }
  return MAX (bmin - amax, amin - bmax);
}

double
vd_footprint_distance (VdFootprint a, VdFootprint b)
{
  VdPoint ca[4], cb[4];
  VdPolygon pa = footprint_polygon (a, ca), pb = footprint_polygon (b, cb);
  VdPoint axes[4] = { vd_point_sub (ca[1], ca[0]), vd_point_sub (ca[3], ca[0]),
                      vd_point_sub (cb[1], cb[0]), vd_point_sub (cb[3], cb[0]) };
  double gap = -INFINITY, scale, d2 = INFINITY;

  /* Separating axes of two rectangles: a clear gap on one axis proves them apart, cheaply. */
  scale = fabs (ca[0].x) + fabs (ca[0].y) + fabs (cb[0].x) + fabs (cb[0].y) + a.frontage +
          a.depth + b.frontage + b.depth;
  for (int i = 0; i < 4; i++)
    {
      double len = vd_point_length (axes[i]);

      if (len > 0.0)
        gap = MAX (gap, projection_gap (ca, cb, vd_point_scale (axes[i], 1.0 / len)));
    }
  if (gap > 1e-9 * scale)
    {
      for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
          {
            d2 = MIN (d2, point_segment_distance2 (ca[i], cb[j], cb[(j + 1) % 4]));
            d2 = MIN (d2, point_segment_distance2 (cb[i], ca[j], ca[(j + 1) % 4]));
          }
      return sqrt (d2);
    }

  /* Touching or overlapping, or too close to tell in doubles: the exact tests decide. */
  {
    double d = INFINITY;

    /* Without crossing edges, overlap means one holds the other whole: testing one corner each suffices. */
    if (vd_polygon_contains_point (pb, ca[0]) || vd_polygon_contains_point (pa, cb[0]))
      return 0.0;
    for (gsize i = 0; i < 4 && d > 0.0; i++)
      for (gsize j = 0; j < 4 && d > 0.0; j++)
        d = MIN (d, vd_segment_segment_distance (polygon_edge (pa, i), polygon_edge (pb, j)));
    return d;
  }
}

double
vd_footprint_point_distance (VdFootprint fp, VdPoint p)
{
  VdPoint c[4];
  VdPolygon poly = footprint_polygon (fp, c);

  return vd_polygon_contains_point (poly, p) ? 0.0 : vd_polygon_boundary_distance (poly, p);
}

double
vd_footprint_segment_distance (VdFootprint fp, VdSegment s)
{
  VdPoint c[4];
  VdPolygon poly = footprint_polygon (fp, c);
  double d = INFINITY;

  if (vd_polygon_contains_point (poly, s.a))
    return 0.0;
  for (gsize i = 0; i < 4 && d > 0.0; i++)
    d = MIN (d, vd_segment_segment_distance (polygon_edge (poly, i), s));
  return d;
}

gboolean
vd_footprint_intersects_segment (VdFootprint fp, VdSegment s)
{
  VdPoint c[4];
  VdPolygon poly = footprint_polygon (fp, c);

  if (vd_polygon_contains_point (poly, s.a))
    return TRUE;
  for (gsize i = 0; i < 4; i++)
    if (vd_segments_intersect (polygon_edge (poly, i), s))
      return TRUE;
  return FALSE;
}

gboolean
vd_footprint_overlaps_polygon (VdFootprint fp, VdPolygon poly)
{
  VdPoint c[4];
  VdPolygon box = footprint_polygon (fp, c);

  if (poly.n_points < 3 || !vd_rect_intersects (vd_footprint_bounds (fp), vd_polygon_bounds (poly)))
    return FALSE;
  /* With positive areas on both sides, an overlap puts a corner or the centre of one strictly
   * inside the other, or makes two edges cross. */
  if (vd_polygon_locate_point (poly, vd_footprint_centre (fp)) == VD_LOCATION_INSIDE)
    return TRUE;
  for (guint i = 0; i < 4; i++)
    if (vd_polygon_locate_point (poly, c[i]) == VD_LOCATION_INSIDE)
      return TRUE;
  for (gsize j = 0; j < poly.n_points; j++)
    if (vd_polygon_locate_point (box, poly.points[j]) == VD_LOCATION_INSIDE)
      return TRUE;
  for (guint i = 0; i < 4; i++)
    for (gsize j = 0; j < poly.n_points; j++)
      {
        VdSegment edge = vd_segment (poly.points[j], poly.points[(j + 1) % poly.n_points]);
        VdIntersection hit = vd_segment_intersect (vd_segment (c[i], c[(i + 1) % 4]), edge);

        if (hit.kind == VD_INTERSECTION_POINT && !hit.touching)
          return TRUE;
      }
  return FALSE;
}

/* The interval [MIN, MAX] of the corners' projections on AXIS. */
static void
project_corners (const VdPoint c[4], VdPoint axis, double *min, double *max)
{
  *min = *max = vd_point_dot (c[0], axis);
  for (guint i = 1; i < 4; i++)
    {
      double d = vd_point_dot (c[i], axis);

      *min = MIN (*min, d);
      *max = MAX (*max, d);
    }
}

gboolean
vd_footprint_sweep_meets (VdFootprint fp, VdPoint delta, VdFootprint other, gboolean overlap,
                          double *t)
{
  /* Separating axes of two rectangles in translation: the four edge normals; the times at
   * which the projections meet on every axis at once are when the bases meet. */
  const double depth = overlap ? 1e-3 : -1e-9;
  VdPoint a[4], b[4];
  VdPoint axes[4] = { vd_direction_from_facing (fp.facing),
                      vd_direction_from_facing (fp.facing + 90),
                      vd_direction_from_facing (other.facing),
                      vd_direction_from_facing (other.facing + 90) };
  double enter = 0, leave = 1;

  vd_footprint_corners (fp, a);
  vd_footprint_corners (other, b);
  for (guint i = 0; i < 4 && enter <= leave; i++)
    {
      double a0, a1, b0, b1, v = vd_point_dot (delta, axes[i]);

      project_corners (a, axes[i], &a0, &a1);
      project_corners (b, axes[i], &b0, &b1);
      /* Meeting on this axis: a1 + v t > b0 + depth and a0 + v t < b1 - depth. */
      if (fabs (v) < 1e-12)
        {
          if (!(a1 > b0 + depth && a0 < b1 - depth))
            return FALSE;
          continue;
        }
      if (v > 0)
        {
          enter = MAX (enter, (b0 + depth - a1) / v);
          leave = MIN (leave, (b1 - depth - a0) / v);
        }
      else
        {
          enter = MAX (enter, (b1 - depth - a0) / v);
          leave = MIN (leave, (b0 + depth - a1) / v);
        }
    }
  if (enter > leave || (overlap && enter >= leave))
    return FALSE;
  if (t != NULL)
    *t = enter;
  return TRUE;
}
