#include "vd-sight-geometry.h"

#include <math.h>

static inline VdPoint
sub (VdPoint a, VdPoint b)
{
  return vd_point (a.x - b.x, a.y - b.y);
}

static inline double
dot (VdPoint a, VdPoint b)
{
  return a.x * b.x + a.y * b.y;
}

static inline double
cross (VdPoint a, VdPoint b)
{
  return a.x * b.y - a.y * b.x;
}

gboolean
vd_sight_polygon_contains (const VdPoint *points, guint n, const VdPoint *at)
{
  VdPoint p = *at;
  gboolean inside = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      VdPoint a = points[j], b = points[i];

      /* On the outline counts as inside, as in vd_polygon_contains_point. */
      if (p.x >= MIN (a.x, b.x) && p.x <= MAX (a.x, b.x) && p.y >= MIN (a.y, b.y) &&
          p.y <= MAX (a.y, b.y) && vd_sight_orient (a, b, p) == 0)
        return TRUE;
      if ((a.y > p.y) != (b.y > p.y))
        {
          double o = vd_sight_orient (a, b, p);

          if ((b.y > a.y) ? (o > 0) : (o < 0))
            inside = !inside;
        }
    }
  return inside;
}

gboolean
vd_sight_polygon_meets (const VdPoint *points, guint n, const VdSightLine *line)
{
  for (guint i = 0, j = n - 1; i < n; j = i++)
    if (vd_sight_segments_meet (line->a, line->b, points[j], points[i]))
      return TRUE;
  return vd_sight_polygon_contains (points, n, &line->a);
}

gboolean
vd_sight_polyline_meets (const VdPoint *points, guint n, const VdSightLine *line)
{
  VdPoint a = line->a, b = line->b;
  double previous;

  if (n == 1)
    return vd_sight_segments_meet (a, b, points[0], points[0]);
  /* vd_sight_segments_meet piece by piece, each point's side of the line worked out once for
   * the two pieces it ends, and first: most pieces lie on one side of it. */
  previous = vd_sight_orient (a, b, points[0]);
  for (guint i = 1; i < n; i++)
    {
      VdPoint q0 = points[i - 1], q1 = points[i];
      double next = vd_sight_orient (a, b, q1), d1, d2;
      gboolean one_side = (previous > 0 && next > 0) || (previous < 0 && next < 0);

      previous = next;
      if (one_side ||
          MAX (a.x, b.x) < MIN (q0.x, q1.x) || MAX (q0.x, q1.x) < MIN (a.x, b.x) ||
          MAX (a.y, b.y) < MIN (q0.y, q1.y) || MAX (q0.y, q1.y) < MIN (a.y, b.y))
        continue;
      d1 = vd_sight_orient (q0, q1, a);
      d2 = vd_sight_orient (q0, q1, b);
      if (!((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)))
        return TRUE;
    }
  return FALSE;
}

/* The clip when every crossing is proper: crossings sorted along the line toggle between
 * inside and outside, from the start's side. FALSE when something touches: the caller falls
 * back to the general clip. */
static gboolean
clip_proper (const VdPoint *points, guint n, const VdSightLine *line, double *params,
             VdInterval *intervals, guint *count)
{
  VdPoint a = line->a, b = line->b;
  double previous = vd_sight_orient (a, b, points[n - 1]);
  guint n_params = 0;
  gboolean inside;

  if (previous == 0)
    return FALSE;
  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      double o = vd_sight_orient (a, b, points[i]);

      if (o == 0)
        return FALSE;
      if ((o > 0) != (previous > 0))
        {
          double o3 = vd_sight_orient (points[j], points[i], a);
          double o4 = vd_sight_orient (points[j], points[i], b);

          if (o3 == 0 || o4 == 0)
            return FALSE;
          if ((o3 > 0) != (o4 > 0))
            {
              double t = o3 / (o3 - o4);
              guint k = n_params++;

              for (; k > 0 && params[k - 1] > t; k--)
                params[k] = params[k - 1];
              params[k] = t;
            }
        }
      previous = o;
    }
  inside = vd_sight_polygon_contains (points, n, &a);
  *count = 0;
  for (guint i = 0; i <= n_params; i++)
    {
      double t0 = i == 0 ? 0 : params[i - 1], t1 = i == n_params ? 1 : params[i];

      if (inside && t1 > t0)
        intervals[(*count)++] = (VdInterval) { t0, t1 };
      inside = !inside;
    }
  return TRUE;
}

guint
vd_sight_polygon_clip (const VdPoint *points, guint n, const VdSightLine *line, double *params,
                       VdInterval *intervals)
{
  guint count;

  if (clip_proper (points, n, line, params, intervals, &count))
    return count;
  return vd_sight_polygon_clip_general (points, n, line, params, intervals);
}

guint
vd_sight_polygon_clip_general (const VdPoint *points, guint n, const VdSightLine *line,
                               double *params, VdInterval *intervals)
{
  VdPoint a = line->a, b = line->b;
  VdPoint d = sub (b, a);
  double dd = dot (d, d);
  guint n_params = 0, count = 0;

  if (dd == 0)
    {
      if (!vd_sight_polygon_contains (points, n, &a))
        return 0;
      intervals[0] = (VdInterval) { 0, 1 };
      return 1;
    }
  params[n_params++] = 0;
  params[n_params++] = 1;
  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      VdPoint q0 = points[j], q1 = points[i];
      VdPoint e = sub (q1, q0), w = sub (q0, a);
      double den = cross (d, e);

      if (den != 0)
        {
          double t = cross (w, e) / den, u = cross (w, d) / den;

          if (t > 0 && t < 1 && u >= 0 && u <= 1)
            params[n_params++] = t;
        }
      else if (cross (w, d) == 0)
        {
          /* Along the edge: both its ends bound stretches. */
          double t0 = dot (w, d) / dd, t1 = dot (sub (q1, a), d) / dd;

          if (t0 > 0 && t0 < 1)
            params[n_params++] = t0;
          if (t1 > 0 && t1 < 1)
            params[n_params++] = t1;
        }
    }
  for (guint i = 1; i < n_params; i++)
    {
      double t = params[i];
      guint k = i;

      for (; k > 0 && params[k - 1] > t; k--)
        params[k] = params[k - 1];
      params[k] = t;
    }
  for (guint i = 0; i + 1 < n_params; i++)
    {
      double t0 = params[i], t1 = params[i + 1], mid = (t0 + t1) / 2;
      VdPoint m = vd_point (a.x + mid * d.x, a.y + mid * d.y);

      /* No edge crosses the open stretch, so its midpoint speaks for all of it. */
      if (t1 <= t0 || !vd_sight_polygon_contains (points, n, &m))
        continue;
      if (count > 0 && intervals[count - 1].t1 == t0)
        intervals[count - 1].t1 = t1;
      else
        intervals[count++] = (VdInterval) { t0, t1 };
    }
  return count;
}

gboolean
vd_sight_polygon_passes (const VdPoint *points, guint n, const VdRect *bounds,
                         const VdSightLine *line, double *params, VdInterval *intervals)
{
  VdPoint a = line->a, b = line->b;
  double previous = vd_sight_orient (a, b, points[n - 1]);
  gboolean above = previous > 0, below = previous < 0, on = previous == 0, contact = FALSE;

  if (!vd_sight_rects_meet (*bounds, line->bounds))
    return FALSE;
  /* Sides of the line's vertices: an edge can only cross the line between two of opposite sides. */
  for (guint i = 0, j = n - 1; i < n; j = i++)
    {
      double o = vd_sight_orient (a, b, points[i]);

      above |= o > 0;
      below |= o < 0;
      on |= o == 0;
      if ((o > 0 && previous < 0) || (o < 0 && previous > 0))
        {
          double o3 = vd_sight_orient (points[j], points[i], a);
          double o4 = vd_sight_orient (points[j], points[i], b);

          /* A proper crossing of an edge enters the area. */
          if ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))
            return TRUE;
          contact |= o3 == 0 || o4 == 0;
        }
      previous = o;
    }
  if (!on && !(above && below))
    return FALSE;
  /* Without contact the line is wholly inside or wholly outside. */
  if (!contact && !on)
    return vd_rect_contains_point (*bounds, a) && vd_sight_polygon_contains (points, n, &a);
  return vd_sight_polygon_clip_general (points, n, line, params, intervals) > 0;
}

guint
vd_sight_convex_hull (const VdPoint *points, guint n, VdPoint *hull)
{
  VdPoint sorted[8], chain[16];
  guint k = 0;

  g_assert (n <= G_N_ELEMENTS (sorted));
  for (guint i = 0; i < n; i++)
    {
      guint j = i;

      for (; j > 0 && (sorted[j - 1].x > points[i].x ||
                       (sorted[j - 1].x == points[i].x && sorted[j - 1].y > points[i].y)); j--)
        sorted[j] = sorted[j - 1];
      sorted[j] = points[i];
    }
  if (n < 3)
    {
      for (guint i = 0; i < n; i++)
        hull[i] = sorted[i];
      return n;
    }
  /* Andrew's monotone chain: lower then upper hull, collinear points dropped. */
  for (guint i = 0; i < n; i++)
    {
      while (k >= 2 && vd_sight_orient (chain[k - 2], chain[k - 1], sorted[i]) <= 0)
        k--;
      chain[k++] = sorted[i];
    }
  for (guint i = n - 1, lower = k + 1; i-- > 0;)
    {
      while (k >= lower && vd_sight_orient (chain[k - 2], chain[k - 1], sorted[i]) <= 0)
        k--;
      chain[k++] = sorted[i];
    }
  for (guint i = 0; i + 1 < k; i++)
    hull[i] = chain[i];
  return k - 1;
}

/* Squared distance from P to the rectangle of centre C, unit axes U and V, half sizes HU, HV. */
static inline double
point_box_distance2 (VdPoint p, VdPoint c, VdPoint u, VdPoint v, double hu, double hv)
{
  VdPoint d = sub (p, c);
  double x = MAX (fabs (dot (d, u)) - hu, 0), y = MAX (fabs (dot (d, v)) - hv, 0);

  return x * x + y * y;
}

double
vd_sight_box_distance (const VdPoint a[4], VdPoint ac, VdPoint au, VdPoint av, double ahu, double ahv,
                       const VdPoint b[4], VdPoint bc, VdPoint bu, VdPoint bv, double bhu, double bhv)
{
  const VdPoint axes[4] = { au, av, bu, bv };
  VdPoint d = sub (bc, ac);

  /* Separating axes first: two boxes that overlap are 0 apart. */
  for (guint i = 0; i < 4; i++)
    {
      VdPoint n = axes[i];
      double reach = fabs (dot (au, n)) * ahu + fabs (dot (av, n)) * ahv +
                     fabs (dot (bu, n)) * bhu + fabs (dot (bv, n)) * bhv;

      if (fabs (dot (d, n)) > reach)
        break;
      if (i == 3)
        return 0;
    }
  return vd_sight_corner_distance (a, ac, au, av, ahu, ahv, b, bc, bu, bv, bhu, bhv);
}

double
vd_sight_corner_distance (const VdPoint a[4], VdPoint ac, VdPoint au, VdPoint av, double ahu,
                          double ahv, const VdPoint b[4], VdPoint bc, VdPoint bu, VdPoint bv,
                          double bhu, double bhv)
{
  double best = INFINITY;

  /* Apart, their closest points include a corner of one of them. */
  for (guint i = 0; i < 4; i++)
    {
      best = MIN (best, point_box_distance2 (a[i], bc, bu, bv, bhu, bhv));
      best = MIN (best, point_box_distance2 (b[i], ac, au, av, ahu, ahv));
    }
  return sqrt (best);
}
