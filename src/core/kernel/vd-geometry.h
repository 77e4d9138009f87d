#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

/* Small value types passed by value, Box2D-style; lengths in table millimetres. */

typedef struct {
  double x;
  double y;
} VdPoint;

typedef struct {
  VdPoint a;
  VdPoint b;
} VdSegment;

typedef struct {
  double x0, y0; /* minimum corner */
  double x1, y1; /* maximum corner */
} VdRect;

/* A view on an array of points: an open polyline, or a polygon closed implicitly. */
typedef struct {
  const VdPoint *points;
  gsize          n_points;
} VdPolyline;

typedef struct {
  const VdPoint *points;
  gsize          n_points;
} VdPolygon;

/* The frontage × depth rectangle whose front edge is centred on AT, turned by FACING
 * (degrees clockwise from +y), extending DEPTH behind the front edge. */
typedef struct {
  VdPoint at;
  double  facing;
  double  frontage;
  double  depth;
} VdFootprint;

typedef enum {
  VD_ORIENTATION_CLOCKWISE = -1,
  VD_ORIENTATION_COLLINEAR = 0,
  VD_ORIENTATION_COUNTER_CLOCKWISE = 1,
} VdOrientation;

typedef enum {
  VD_INTERSECTION_NONE,    /* disjoint */
  VD_INTERSECTION_POINT,   /* one common point: crossing or touching */
  VD_INTERSECTION_OVERLAP, /* collinear, sharing a stretch of positive length */
} VdIntersectionKind;

typedef struct {
  VdIntersectionKind kind;
  /* POINT: the point (P == Q); OVERLAP: the ends of the shared stretch, P nearer S1's start. */
  VdPoint            p;
  VdPoint            q;
  /* POINT only: TRUE when the point is an end of either segment (touching, not a proper crossing). */
  gboolean           touching;
} VdIntersection;

typedef enum {
  VD_LOCATION_OUTSIDE,
  VD_LOCATION_INSIDE,
  VD_LOCATION_BOUNDARY,
} VdLocation;

/* A stretch of a segment as parameters 0 <= t0 <= t1 <= 1 along it. */
typedef struct {
  double t0;
  double t1;
} VdInterval;

static inline VdPoint
vd_point (double x, double y)
{
  return (VdPoint) { x, y };
}

static inline VdSegment
vd_segment (VdPoint a, VdPoint b)
{
  return (VdSegment) { a, b };
}

/* The small point helpers are inline: the sight engine calls them millions of times, and a
 * call that returns a struct through the stack costs more than the arithmetic. */
static inline VdPoint
vd_point_add (VdPoint a, VdPoint b)
{
  return vd_point (a.x + b.x, a.y + b.y);
}

static inline VdPoint
vd_point_sub (VdPoint a, VdPoint b)
{
  return vd_point (a.x - b.x, a.y - b.y);
}

static inline VdPoint
vd_point_scale (VdPoint p, double s)
{
  return vd_point (p.x * s, p.y * s);
}

/* t = 1 gives B exactly (a + 1·(b − a) can miss it by an ulp). */
static inline VdPoint
vd_point_lerp (VdPoint a, VdPoint b, double t)
{
  if (t == 1.0)
    return b;
  return vd_point (a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}

static inline double
vd_point_dot (VdPoint a, VdPoint b)
{
  return a.x * b.x + a.y * b.y;
}

static inline double
vd_point_cross (VdPoint a, VdPoint b)
{
  return a.x * b.y - a.y * b.x;
}

/* sqrt, not hypot: coordinates are bounded (±1e6 mm), so no overflow, and it is much faster. */
static inline double
vd_point_length (VdPoint p)
{
  return sqrt (p.x * p.x + p.y * p.y);
}

static inline double
vd_point_distance (VdPoint a, VdPoint b)
{
  return vd_point_length (vd_point_sub (a, b));
}

static inline gboolean
vd_point_equal (VdPoint a, VdPoint b)
{
  return a.x == b.x && a.y == b.y;
}

/* Rotates P about the origin by DEGREES clockwise (the table's facing convention). */
VdPoint        vd_point_rotate              (VdPoint p, double degrees);
/* The unit vector a unit facing DEGREES looks along: 0 → +y, 90 → +x. */
VdPoint        vd_direction_from_facing     (double degrees);

/* Exact sign of the turn a → b → c (adaptive precision). Exact as long as products of coordinate
 * differences neither underflow nor overflow (differences within about 1e-140 .. 1e150). */
VdOrientation  vd_orientation               (VdPoint a, VdPoint b, VdPoint c);

double         vd_segment_length            (VdSegment s);
/* T is not clamped; t = 0 and t = 1 give the ends exactly. */
VdPoint        vd_segment_point_at          (VdSegment s, double t);
/* Kind and touching are exact; a proper crossing's point is rounded, a touching one is the exact end.
 * A zero-length segment is a point: POINT (touching) when it lies on the other segment. */
VdIntersection vd_segment_intersect         (VdSegment s1, VdSegment s2);
/* TRUE when the segments share at least one point (touching counts). */
gboolean       vd_segments_intersect        (VdSegment s1, VdSegment s2);
VdPoint        vd_segment_closest_point     (VdSegment s, VdPoint p, double *t_out);
/* Distances are rounded doubles, but exactly 0 whenever the exact tests say the shapes meet. */
double         vd_point_segment_distance    (VdPoint p, VdSegment s);
double         vd_segment_segment_distance  (VdSegment s1, VdSegment s2);

/* Empty rects have x0 > x1 (or y0 > y1) and are the identity of the unions. */
VdRect         vd_rect_empty                (void);
gboolean       vd_rect_is_empty             (VdRect r);
VdRect         vd_rect_union_point          (VdRect r, VdPoint p);
VdRect         vd_rect_union                (VdRect a, VdRect b);
gboolean       vd_rect_contains_point       (VdRect r, VdPoint p);
gboolean       vd_rect_intersects           (VdRect a, VdRect b);
/* A negative MARGIN shrinks R, possibly to empty; an empty R stays empty. */
VdRect         vd_rect_inflate              (VdRect r, double margin);
/* TRUE when INNER lies wholly in OUTER (edges count); an empty INNER lies in any OUTER. */
gboolean       vd_rect_contains_rect        (VdRect outer, VdRect inner);
/* The least shift that brings BOX into AREA, axis by axis: none where it already lies in it;
 * where BOX is longer than AREA, the least that leaves AREA covered by it. (0, 0) when either
 * is empty. */
VdPoint        vd_rect_shift_into           (VdRect box, VdRect area);
/* The least shift that brings BOX, with MARGIN around it, into AREA (vd_rect_shift_into);
 * (0, 0) when BOX already lies wholly in AREA, margin or not, or either is empty: what a view
 * pans to bring a selection out from under a panel. */
VdPoint        vd_rect_reveal_shift         (VdRect box, VdRect area, double margin);

double         vd_polyline_length           (VdPolyline line);
VdRect         vd_polyline_bounds           (VdPolyline line);
/* INFINITY for a line with no points; a one-point line is that point. */
double         vd_polyline_point_distance   (VdPolyline line, VdPoint p);
/* Closest point of LINE to P, and how far along LINE it lies (mm from the first point).
 * A line with no points returns P itself with along 0. */
VdPoint        vd_polyline_closest_point    (VdPolyline line, VdPoint p, double *along_out);
/* The point ALONG millimetres from the start, clamped to the line; (0, 0) for a line with no points. */
VdPoint        vd_polyline_point_at         (VdPolyline line, double along);
gboolean       vd_polyline_intersects_segment (VdPolyline line, VdSegment s);

/* Polygons are closed implicitly and use the even-odd rule. One with fewer than 3 points, or with
 * all points collinear, has no inside: its outline is BOUNDARY and everything else OUTSIDE.
 * Signed area: positive when the points run counter-clockwise (x right, y up). */
double         vd_polygon_signed_area       (VdPolygon poly);
double         vd_polygon_area              (VdPolygon poly);
/* The area centroid; the mean of the vertices when the area is zero; (0, 0) with no points. */
VdPoint        vd_polygon_centroid          (VdPolygon poly);
VdRect         vd_polygon_bounds            (VdPolygon poly);
VdLocation     vd_polygon_locate_point      (VdPolygon poly, VdPoint p);
gboolean       vd_polygon_contains_point    (VdPolygon poly, VdPoint p); /* boundary counts */
/* Distance from P to the polygon's boundary (0 on it; not signed; INFINITY with no points). */
double         vd_polygon_boundary_distance (VdPolygon poly, VdPoint p);
/* TRUE when no two non-adjacent edges meet and adjacent ones share only their common vertex.
 * FALSE for fewer than 3 points, and for repeated consecutive vertices. */
gboolean       vd_polygon_is_simple         (VdPolygon poly);
/* Appends to INTERVALS (a GArray of VdInterval) the sorted, merged stretches of S inside POLY
 * (boundary counts as inside; a stretch along an edge is included). Returns the total length
 * inside, in mm. Works for concave polygons. Only stretches of positive length are reported: touching
 * the polygon at isolated points (a vertex from outside) adds nothing, but a zero-length S adds
 * [0, 1] when its point is inside or on the boundary. INTERVALS may be NULL. */
double         vd_polygon_clip_segment      (VdPolygon poly, VdSegment s, GArray *intervals);

/* Corners in order: front-left, front-right, back-right, back-left ("left" as the unit sees it). */
void           vd_footprint_corners         (VdFootprint fp, VdPoint corners[4]);
VdSegment      vd_footprint_front_edge      (VdFootprint fp);
VdPoint        vd_footprint_centre          (VdFootprint fp);
VdRect         vd_footprint_bounds          (VdFootprint fp);
gboolean       vd_footprint_contains_point  (VdFootprint fp, VdPoint p); /* boundary counts */
/* Distance between the closest points of two footprints; 0 when they touch or overlap. */
double         vd_footprint_distance        (VdFootprint a, VdFootprint b);
double         vd_footprint_point_distance  (VdFootprint fp, VdPoint p);
double         vd_footprint_segment_distance (VdFootprint fp, VdSegment s);
/* TRUE when the segment meets the footprint (touching counts). */
gboolean       vd_footprint_intersects_segment (VdFootprint fp, VdSegment s);
/* TRUE when the footprint and POLY share some area (touching along an edge or at a point does
 * not count): a unit standing on a feature, or on another unit's base. Exact. */
gboolean       vd_footprint_overlaps_polygon (VdFootprint fp, VdPolygon poly);
/* FP moved by DELTA (its facing kept) meets OTHER: TRUE with T, the first fraction of DELTA
 * (0..1) at which they touch, or, when OVERLAP, at which they share more than a micrometre's
 * depth of area (bases sliding along each other do not). */
gboolean       vd_footprint_sweep_meets     (VdFootprint fp, VdPoint delta, VdFootprint other,
                                             gboolean overlap, double *t);

G_END_DECLS
