#pragma once

#include <math.h>

#include "vd-geometry.h"

G_BEGIN_DECLS

/* Plain floating-point tests for the sight engine's hot path: both engines use the same ones,
 * so their answers agree; index filters keep a margin far above the rounding. */

/* How far index filters reach beyond a shape, so they never drop what a line test would meet. */
#define VD_SIGHT_SLACK 1e-6

/* A sight line and its box, built once and passed by address: points passed by value are
 * packed through memory at each call, which stalls the hot path. */
typedef struct {
  VdPoint a;
  VdPoint b;
  VdRect  bounds;
} VdSightLine;

static inline VdSightLine
vd_sight_line (VdPoint a, VdPoint b)
{
  return (VdSightLine) { a, b, { MIN (a.x, b.x), MIN (a.y, b.y), MAX (a.x, b.x), MAX (a.y, b.y) } };
}

static inline double
vd_sight_orient (VdPoint a, VdPoint b, VdPoint c)
{
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/* Without branches: as often true as false in the hot path, so unpredictable. */
static inline gboolean
vd_sight_rects_meet (VdRect a, VdRect b)
{
  return (a.x0 <= b.x1) & (b.x0 <= a.x1) & (a.y0 <= b.y1) & (b.y0 <= a.y1);
}

static inline VdRect
vd_sight_segment_bounds (VdPoint a, VdPoint b)
{
  return (VdRect) { MIN (a.x, b.x), MIN (a.y, b.y), MAX (a.x, b.x), MAX (a.y, b.y) };
}

/* Closed segments: touching counts. */
static inline gboolean
vd_sight_segments_meet (VdPoint p0, VdPoint p1, VdPoint q0, VdPoint q1)
{
  double d1, d2, d3, d4;

  if (MAX (p0.x, p1.x) < MIN (q0.x, q1.x) || MAX (q0.x, q1.x) < MIN (p0.x, p1.x) ||
      MAX (p0.y, p1.y) < MIN (q0.y, q1.y) || MAX (q0.y, q1.y) < MIN (p0.y, p1.y))
    return FALSE;
  d1 = vd_sight_orient (q0, q1, p0);
  d2 = vd_sight_orient (q0, q1, p1);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0))
    return FALSE;
  d3 = vd_sight_orient (p0, p1, q0);
  d4 = vd_sight_orient (p0, p1, q1);
  /* Collinear segments whose boxes overlap share a stretch, so the box test above settles them. */
  return !((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0));
}

/* Whether segment A→B meets the rectangle of CENTRE, axes RIGHT and FORWARD, half sizes HW
 * and HD (boundary counts): no separating axis among the rectangle's two and the segment's
 * normal. */
/* P in the frame of the rectangle of CENTRE and axes RIGHT, FORWARD. */
static inline VdPoint
vd_sight_to_box (VdPoint centre, VdPoint right, VdPoint forward, VdPoint p)
{
  double dx = p.x - centre.x, dy = p.y - centre.y;

  return (VdPoint) { dx * right.x + dy * right.y, dx * forward.x + dy * forward.y };
}

/* The same test with the ends already in the rectangle's frame. */
static inline gboolean
vd_sight_box_meets_local (VdPoint a, VdPoint b, double hw, double hd)
{
  /* The segment's normal: (yb − ya, −(xb − xa)). */
  double nx = b.y - a.y, ny = a.x - b.x;
  /* Both ends beyond one side of the box: it misses. Worked out with the normal's test, not
   * before it: a branch on it is mispredicted as often as not, and costs more than the test. */
  gboolean apart = ((a.x > hw) & (b.x > hw)) | ((a.x < -hw) & (b.x < -hw)) |
                   ((a.y > hd) & (b.y > hd)) | ((a.y < -hd) & (b.y < -hd));

  return !apart & (fabs (nx * a.x + ny * a.y) <= fabs (nx) * hw + fabs (ny) * hd);
}

static inline gboolean
vd_sight_box_meets_segment (VdPoint centre, VdPoint right, VdPoint forward, double hw, double hd,
                            VdPoint a, VdPoint b)
{
  return vd_sight_box_meets_local (vd_sight_to_box (centre, right, forward, a),
                                   vd_sight_to_box (centre, right, forward, b), hw, hd);
}

gboolean vd_sight_polygon_contains    (const VdPoint *points, guint n, const VdPoint *p);
gboolean vd_sight_polygon_meets       (const VdPoint *points, guint n, const VdSightLine *line);
gboolean vd_sight_polyline_meets      (const VdPoint *points, guint n, const VdSightLine *line);
/* The merged stretches of LINE inside the polygon (boundary counts), as parameters, the same
 * as vd_polygon_clip_segment but without allocating: PARAMS and INTERVALS hold 2 n + 2 each.
 * Returns how many. */
guint    vd_sight_polygon_clip        (const VdPoint *points, guint n, const VdSightLine *line,
                                       double *params, VdInterval *intervals);
/* The same, by the edges' crossings and the midpoints between them, whatever touches. */
guint    vd_sight_polygon_clip_general (const VdPoint *points, guint n, const VdSightLine *line,
                                        double *params, VdInterval *intervals);
/* Whether a stretch of positive length of LINE lies inside the polygon of box BOUNDS. */
gboolean vd_sight_polygon_passes      (const VdPoint *points, guint n, const VdRect *bounds,
                                       const VdSightLine *line, double *params,
                                       VdInterval *intervals);
/* The convex hull of POINTS, counter-clockwise, into HULL (room for N); returns its size. */
guint    vd_sight_convex_hull         (const VdPoint *points, guint n, VdPoint *hull);
/* Distance between two rectangles, each given by its corners, centre, unit axes and half
 * sizes along them; 0 when they meet. */
double   vd_sight_box_distance        (const VdPoint a[4], VdPoint ac, VdPoint au, VdPoint av,
                                       double ahu, double ahv, const VdPoint b[4], VdPoint bc,
                                       VdPoint bu, VdPoint bv, double bhu, double bhv);
/* The same for two rectangles known not to overlap. */
double   vd_sight_corner_distance     (const VdPoint a[4], VdPoint ac, VdPoint au, VdPoint av,
                                       double ahu, double ahv, const VdPoint b[4], VdPoint bc,
                                       VdPoint bu, VdPoint bv, double bhu, double bhv);

G_END_DECLS
