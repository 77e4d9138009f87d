#include "vd-geometry.h"

#include <math.h>

#define EPS 1e-9
#define ULP_HALF 0x1p-53

static const VdPoint u_shape[] = {
  { 0, 0 }, { 30, 0 }, { 30, 30 }, { 20, 30 }, { 20, 10 }, { 10, 10 }, { 10, 30 }, { 0, 30 },
};

static const VdPoint square10[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };

#define POLY(arr) ((VdPolygon) { (arr), G_N_ELEMENTS (arr) })
#define LINE(arr) ((VdPolyline) { (arr), G_N_ELEMENTS (arr) })

static void
assert_point_exact (VdPoint p, double x, double y)
{
  g_assert_cmpfloat (p.x, ==, x);
  g_assert_cmpfloat (p.y, ==, y);
}

static void
assert_point_near (VdPoint p, double x, double y)
{
  g_assert_cmpfloat_with_epsilon (p.x, x, EPS);
  g_assert_cmpfloat_with_epsilon (p.y, y, EPS);
}

static VdSegment
seg (double ax, double ay, double bx, double by)
{
  return vd_segment (vd_point (ax, ay), vd_point (bx, by));
}

static VdSegment
seg_reverse (VdSegment s)
{
  return vd_segment (s.b, s.a);
}

/* The same polygon with its winding reversed, for either-winding checks. */
static VdPoint *
reversed (const VdPoint *points, gsize n)
{
  VdPoint *r = g_new (VdPoint, n);

  for (gsize i = 0; i < n; i++)
    r[i] = points[n - 1 - i];
  return r;
}

static double
up (double x)
{
  return nextafter (x, INFINITY);
}

/* The double nearest 1/3 lies just below it: 0x1.5555555555555p-2. */
static double
third (void)
{
  return 1.0 / 3.0;
}

static void
test_point_basic (void)
{
  VdPoint a = vd_point (1, 2), b = vd_point (4, 6);

  assert_point_exact (vd_point_add (a, b), 5, 8);
  assert_point_exact (vd_point_sub (b, a), 3, 4);
  assert_point_exact (vd_point_scale (a, -2), -2, -4);
  assert_point_exact (vd_point_lerp (a, b, 0), 1, 2);
  assert_point_exact (vd_point_lerp (a, b, 0.5), 2.5, 4);
  assert_point_exact (vd_point_lerp (a, b, 1), 4, 6);
  g_assert_cmpfloat (vd_point_dot (a, b), ==, 16);
  g_assert_cmpfloat (vd_point_cross (a, b), ==, -2);
  g_assert_cmpfloat (vd_point_length (vd_point (3, 4)), ==, 5);
  g_assert_cmpfloat (vd_point_distance (a, b), ==, 5);
  g_assert_true (vd_point_equal (a, vd_point (1, 2)));
  g_assert_false (vd_point_equal (a, vd_point (1, nextafter (2, 3))));

  /* t = 1 must land on b even when a + (b − a) rounds elsewhere. */
  a = vd_point (0.1, 1e17);
  b = vd_point (0.7, -3.3);
  assert_point_exact (vd_point_lerp (a, b, 1), 0.7, -3.3);
  assert_point_exact (vd_segment_point_at (vd_segment (a, b), 1), 0.7, -3.3);
  assert_point_exact (vd_segment_point_at (vd_segment (a, b), 0), 0.1, 1e17);
}

static void
test_point_rotate (void)
{
  double h = sqrt (0.5);
  VdPoint up = vd_point (0, 1);

  /* Quarter turns are exact: the table's facings are mostly multiples of 90°. */
  assert_point_exact (vd_point_rotate (up, 0), 0, 1);
  assert_point_exact (vd_point_rotate (up, 90), 1, 0);
  assert_point_exact (vd_point_rotate (up, 180), 0, -1);
  assert_point_exact (vd_point_rotate (up, 270), -1, 0);
  assert_point_exact (vd_point_rotate (up, -90), -1, 0);
  assert_point_exact (vd_point_rotate (up, 450), 1, 0);
  assert_point_exact (vd_point_rotate (up, 360), 0, 1);
  assert_point_exact (vd_point_rotate (vd_point (2, 3), 90), 3, -2);
  assert_point_near (vd_point_rotate (up, 45), h, h);
  assert_point_near (vd_point_rotate (up, -45), -h, h);
  assert_point_near (vd_point_rotate (vd_point (1, 0), 30), cos (G_PI / 6), -0.5);

  assert_point_exact (vd_direction_from_facing (0), 0, 1);
  assert_point_exact (vd_direction_from_facing (90), 1, 0);
  assert_point_exact (vd_direction_from_facing (180), 0, -1);
  assert_point_exact (vd_direction_from_facing (270), -1, 0);
  assert_point_near (vd_direction_from_facing (135), h, -h);
  assert_point_near (vd_direction_from_facing (-135), -h, -h);
  g_assert_cmpfloat_with_epsilon (vd_point_length (vd_direction_from_facing (17.3)), 1.0, 1e-15);

  /* NaN is the caller's fault but must not crash. */
  g_assert_true (isnan (vd_direction_from_facing (NAN).x));
}

static void
test_orientation_basic (void)
{
  VdPoint a = vd_point (0, 0), b = vd_point (10, 0), c = vd_point (5, 5);

  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  g_assert_cmpint (vd_orientation (a, c, b), ==, VD_ORIENTATION_CLOCKWISE);
  g_assert_cmpint (vd_orientation (b, c, a), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  g_assert_cmpint (vd_orientation (a, b, vd_point (20, 0)), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (a, b, vd_point (-3, 0)), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (a, a, c), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (a, a, a), ==, VD_ORIENTATION_COLLINEAR);

  /* 0.1 and 0.3 are inexact, but (0.1, 0.1) lies exactly on y = x all the same. */
  g_assert_cmpint (vd_orientation (vd_point (0, 0), vd_point (1, 1), vd_point (0.1, 0.1)), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (vd_point (0.1, 0.1), vd_point (0.3, 0.3), vd_point (1e100, 1e100)), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (vd_point (0, 0), vd_point (1, 1), vd_point (0.1, nextafter (0.1, 1))), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  g_assert_cmpint (vd_orientation (vd_point (0, 0), vd_point (1, 1), vd_point (0.1, nextafter (0.1, 0))), ==, VD_ORIENTATION_CLOCKWISE);
}

/* The textbook determinant, kept from fusing so that it shows plain double rounding. */
static int
naive_orientation (VdPoint p, VdPoint q, VdPoint r)
{
  volatile double l = (q.x - p.x) * (r.y - p.y);
  volatile double rr = (q.y - p.y) * (r.x - p.x);
  double det = l - rr;

  return (det > 0) - (det < 0);
}

static void
test_orientation_naive_fails (void)
{
  /* 3 · fl(1/3) rounds to exactly 1, so the naive determinant is 0; fl(1/3) < 1/3 puts c below the line. */
  VdPoint a = vd_point (0, 0), b = vd_point (3, 1), c = vd_point (1, third ());

  g_assert_cmpint (naive_orientation (a, b, c), ==, 0);
  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_CLOCKWISE);
  g_assert_cmpint (vd_orientation (b, c, a), ==, VD_ORIENTATION_CLOCKWISE);
  g_assert_cmpint (vd_orientation (a, c, b), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  c.y = nextafter (c.y, 1);
  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);

  /* Kettner et al.: p just above y = x (j > i) is left of q → r, but the naive sign is the opposite. */
  a = vd_point (0.5 + 41 * ULP_HALF, 0.5 + 48 * ULP_HALF);
  b = vd_point (12, 12);
  c = vd_point (24, 24);
  g_assert_cmpint (naive_orientation (a, b, c), ==, -1);
  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
}

static void
test_orientation_kettner_grid (void)
{
  VdPoint q = vd_point (12, 12), r = vd_point (24, 24);
  guint naive_wrong = 0;

  /* On the grid p = (0.5 + i·2⁻⁵³, 0.5 + j·2⁻⁵³), all exact doubles, the answer is sign (j − i). */
  for (int i = 0; i < 256; i++)
    for (int j = 0; j < 256; j++)
      {
        VdPoint p = vd_point (0.5 + i * ULP_HALF, 0.5 + j * ULP_HALF);
        int expected = (j > i) - (j < i);

        g_assert_cmpint (vd_orientation (p, q, r), ==, expected);
        g_assert_cmpint (vd_orientation (q, r, p), ==, expected);
        g_assert_cmpint (vd_orientation (r, q, p), ==, -expected);
        if (naive_orientation (p, q, r) != expected)
          naive_wrong++;
      }
  g_assert_cmpuint (naive_wrong, >, 1000);
}

#ifdef __SIZEOF_INT128__
/* Coordinates below are multiples of 2⁻⁶⁰ under 1 in magnitude, so 2⁶⁰·x is an exact 64-bit integer. */
static gint64
to_fixed (double x)
{
  return (gint64) ldexp (x, 60);
}

static int
exact_orientation (VdPoint a, VdPoint b, VdPoint c)
{
  __int128 acx = (__int128) to_fixed (a.x) - to_fixed (c.x);
  __int128 bcx = (__int128) to_fixed (b.x) - to_fixed (c.x);
  __int128 acy = (__int128) to_fixed (a.y) - to_fixed (c.y);
  __int128 bcy = (__int128) to_fixed (b.y) - to_fixed (c.y);
  __int128 det = acx * bcy - acy * bcx;

  return (det > 0) - (det < 0);
}

static double
random_coordinate (GRand *rand)
{
  /* Mixed exponents make the coordinate differences inexact, which exercises every adaptive stage. */
  double m = g_rand_double_range (rand, 1.0, 2.0);
  double v = ldexp (m, g_rand_int_range (rand, -8, 0));

  return g_rand_boolean (rand) ? v : -v;
}

static double
coarse_coordinate (GRand *rand)
{
  return ldexp (g_rand_int_range (rand, -(1 << 18), 1 << 18), -20);
}

static double
snap_near (double v, GRand *rand)
{
  int k = g_rand_int_range (rand, -3, 4);

  for (; k > 0; k--)
    v = nextafter (v, INFINITY);
  for (; k < 0; k++)
    v = nextafter (v, -INFINITY);
  return ldexp (nearbyint (ldexp (v, 60)), -60);
}
#endif

static void
test_orientation_exact_random (void)
{
#ifdef __SIZEOF_INT128__
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240601);
  guint counts[3] = { 0, 0, 0 };

  for (int n = 0; n < 200000; n++)
    {
      VdPoint a, b, c;
      int expected;
      double scale;

      if (n % 4 == 0)
        {
          /* On a coarse grid a + m·d is exact: truly collinear triples, then nudged by a few ulps or not. */
          VdPoint d = vd_point (coarse_coordinate (rand), coarse_coordinate (rand));

          a = vd_point (coarse_coordinate (rand), coarse_coordinate (rand));
          b = vd_point_add (a, vd_point_scale (d, g_rand_int_range (rand, -3, 4)));
          c = vd_point_add (a, vd_point_scale (d, g_rand_int_range (rand, -3, 4)));
          if (g_rand_boolean (rand))
            c.y = snap_near (c.y, rand);
        }
      else
        {
          double t = g_rand_double_range (rand, -1.0, 2.0);

          a = vd_point (random_coordinate (rand), random_coordinate (rand));
          b = vd_point (random_coordinate (rand), random_coordinate (rand));
          c = vd_point (snap_near (a.x + t * (b.x - a.x), rand), snap_near (a.y + t * (b.y - a.y), rand));
        }
      expected = exact_orientation (a, b, c);
      scale = ldexp (1.0, g_rand_int_range (rand, -60, 60));

      counts[expected + 1]++;
      g_assert_cmpint (vd_orientation (a, b, c), ==, expected);
      g_assert_cmpint (vd_orientation (c, a, b), ==, expected);
      g_assert_cmpint (vd_orientation (b, a, c), ==, -expected);
      /* Power-of-two scaling is exact and cannot change the answer. */
      g_assert_cmpint (vd_orientation (vd_point_scale (a, scale), vd_point_scale (b, scale), vd_point_scale (c, scale)), ==, expected);
    }
  /* The generator must really produce all three answers, collinear ones included. */
  g_assert_cmpuint (counts[0], >, 1000);
  g_assert_cmpuint (counts[1], >, 1000);
  g_assert_cmpuint (counts[2], >, 1000);
#else
  g_test_skip ("no 128-bit integers for the reference determinant");
#endif
}

static void
test_orientation_large (void)
{
  /* Far from the origin the differences are inexact; exact collinearity must still be seen. */
  VdPoint a = vd_point (1e15, 1e15 + 1), b = vd_point (1e15 + 4, 1e15 + 5), c = vd_point (1e15 + 2, 1e15 + 3);

  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_COLLINEAR);
  c.y += 0.125;
  g_assert_cmpint (vd_orientation (a, b, c), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  /* On x + y = 2⁶⁰, where the spacing of doubles is 128 above 2⁵⁹ and 64 below. */
  g_assert_cmpint (vd_orientation (vd_point (0x1p60, 0), vd_point (0, 0x1p60), vd_point (0x1p59, 0x1p59)), ==, VD_ORIENTATION_COLLINEAR);
  g_assert_cmpint (vd_orientation (vd_point (0x1p60, 0), vd_point (0, 0x1p60), vd_point (0x1p59, 0x1p59 + 128)), ==, VD_ORIENTATION_CLOCKWISE);
  g_assert_cmpint (vd_orientation (vd_point (0x1p60, 0), vd_point (0, 0x1p60), vd_point (0x1p59, 0x1p59 - 64)), ==, VD_ORIENTATION_COUNTER_CLOCKWISE);
  g_assert_cmpint (vd_orientation (vd_point (NAN, 0), vd_point (1, 1), vd_point (2, 0)), ==, VD_ORIENTATION_COLLINEAR);
}

static void
check_intersection_symmetric (VdSegment s1, VdSegment s2, VdIntersectionKind kind, gboolean touching)
{
  VdSegment variants[4][2] = {
    { s1, s2 }, { s2, s1 }, { seg_reverse (s1), s2 }, { s2, seg_reverse (s1) },
  };

  for (int i = 0; i < 4; i++)
    {
      VdIntersection x = vd_segment_intersect (variants[i][0], variants[i][1]);

      g_assert_cmpint (x.kind, ==, kind);
      if (kind == VD_INTERSECTION_POINT)
        g_assert_cmpint (x.touching, ==, touching);
      g_assert_cmpint (vd_segments_intersect (variants[i][0], variants[i][1]), ==, kind != VD_INTERSECTION_NONE);
    }
}

static void
test_intersect_crossing (void)
{
  VdIntersection x = vd_segment_intersect (seg (0, 0, 2, 2), seg (0, 2, 2, 0));

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_false (x.touching);
  assert_point_near (x.p, 1, 1);
  assert_point_near (x.q, 1, 1);
  check_intersection_symmetric (seg (0, 0, 2, 2), seg (0, 2, 2, 0), VD_INTERSECTION_POINT, FALSE);

  x = vd_segment_intersect (seg (0, 0, 10, 0), seg (3, -1, 3, 7));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  assert_point_near (x.p, 3, 0);

  x = vd_segment_intersect (seg (-1e3, 1e3 + 1, 1e3, -1e3 + 1), seg (-1e3, -1e3, 1e3, 1e3));
  assert_point_near (x.p, 0.5, 0.5);
}

static void
test_intersect_disjoint (void)
{
  check_intersection_symmetric (seg (0, 0, 1, 1), seg (2, 0, 3, -5), VD_INTERSECTION_NONE, FALSE);
  /* The lines cross, but beyond the end of the second segment. */
  check_intersection_symmetric (seg (0, 0, 10, 0), seg (5, 1, 5, 0.5), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 10, 0), seg (11, -1, 11, 1), VD_INTERSECTION_NONE, FALSE);
}

static void
test_intersect_endpoint_touch (void)
{
  VdIntersection x = vd_segment_intersect (seg (0, 0, 1, 0), seg (1, 0, 1, 1));

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 1, 0);
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (1, 0, 1, 1), VD_INTERSECTION_POINT, TRUE);
  /* Shared end with inexact coordinates: the point is reported exactly. */
  x = vd_segment_intersect (seg (0.1, 0.7, 0.3, 0.2), seg (0.3, 0.2, -5.5, 1e-3));
  assert_point_exact (x.p, 0.3, 0.2);
  g_assert_true (x.touching);
}

static void
test_intersect_t_junction (void)
{
  VdIntersection x = vd_segment_intersect (seg (0, 0, 2, 0), seg (1, 5, 1, 0));

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 1, 0);
  check_intersection_symmetric (seg (0, 0, 2, 0), seg (1, 5, 1, 0), VD_INTERSECTION_POINT, TRUE);

  /* (0.1, 0.1) is exactly on y = x: a T-junction, not a near miss. */
  x = vd_segment_intersect (seg (0, 0, 1, 1), seg (0.1, 0.1, 0.1, 5));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 0.1, 0.1);
  check_intersection_symmetric (seg (0, 0, 1, 1), seg (0.1, 0.1, 0.1, 5), VD_INTERSECTION_POINT, TRUE);
}

static void
test_intersect_near_t_junction (void)
{
  double t = third ();
  VdSegment line = seg (0, 0, 3, 1);

  /* (1, fl(1/3)) is just below the line y = x/3, so this stem properly crosses it. */
  check_intersection_symmetric (line, seg (1, t, 1, 5), VD_INTERSECTION_POINT, FALSE);
  /* One ulp higher it is just above: the stem misses, although naive arithmetic sees a touch. */
  check_intersection_symmetric (line, seg (1, nextafter (t, 1), 1, 5), VD_INTERSECTION_NONE, FALSE);
  /* Hanging down from below the line, it stops short. */
  check_intersection_symmetric (line, seg (1, t, 1, -5), VD_INTERSECTION_NONE, FALSE);
}

static void
test_intersect_collinear_overlap (void)
{
  VdIntersection x = vd_segment_intersect (seg (0, 0, 1, 1), seg (0.1, 0.1, 0.3, 0.3));

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 0.1, 0.1);
  assert_point_exact (x.q, 0.3, 0.3);
  check_intersection_symmetric (seg (0, 0, 1, 1), seg (0.1, 0.1, 0.3, 0.3), VD_INTERSECTION_OVERLAP, FALSE);

  /* P is the end nearer S1's start, whatever S2's direction. */
  x = vd_segment_intersect (seg (0, 0, 1, 1), seg (0.3, 0.3, 0.1, 0.1));
  assert_point_exact (x.p, 0.1, 0.1);
  assert_point_exact (x.q, 0.3, 0.3);
  x = vd_segment_intersect (seg (1, 1, 0, 0), seg (0.1, 0.1, 0.3, 0.3));
  assert_point_exact (x.p, 0.3, 0.3);
  assert_point_exact (x.q, 0.1, 0.1);

  x = vd_segment_intersect (seg (0, 0, 2, 0), seg (3, 0, 1, 0));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 1, 0);
  assert_point_exact (x.q, 2, 0);

  x = vd_segment_intersect (seg (5, 0, 5, 10), seg (5, -3, 5, 4));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 5, 0);
  assert_point_exact (x.q, 5, 4);
  check_intersection_symmetric (seg (5, 0, 5, 10), seg (5, -3, 5, 4), VD_INTERSECTION_OVERLAP, FALSE);
}

static void
test_intersect_collinear_perturbed (void)
{
  double up1 = nextafter (0.1, 1), up3 = nextafter (0.3, 1);
  VdIntersection x;

  /* One end a single ulp above y = x: only the other end touches. */
  x = vd_segment_intersect (seg (0, 0, 1, 1), seg (0.1, up1, 0.3, 0.3));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 0.3, 0.3);
  check_intersection_symmetric (seg (0, 0, 1, 1), seg (0.1, up1, 0.3, 0.3), VD_INTERSECTION_POINT, TRUE);
  /* Both ends above: parallel-ish and apart. */
  check_intersection_symmetric (seg (0, 0, 1, 1), seg (0.1, up1, 0.3, up3), VD_INTERSECTION_NONE, FALSE);
  /* One above, one below: a genuine crossing at a shallow angle. */
  x = vd_segment_intersect (seg (0, 0, 1, 1), seg (0.1, up1, 0.3, nextafter (0.3, 0)));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_false (x.touching);
  g_assert_cmpfloat (x.p.x, >=, 0.1);
  g_assert_cmpfloat (x.p.x, <=, 0.3);
}

static void
test_intersect_collinear_disjoint (void)
{
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (2, 0, 3, 0), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 0, 1), seg (0, 3, 0, 2), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 0.1, 0.1), seg (0.3, 0.3, 1, 1), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (nextafter (1, 2), 0, 3, 0), VD_INTERSECTION_NONE, FALSE);
}

static void
test_intersect_collinear_touching (void)
{
  VdIntersection x = vd_segment_intersect (seg (0, 0, 1, 0), seg (1, 0, 3, 0));

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 1, 0);
  assert_point_exact (x.q, 1, 0);
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (1, 0, 3, 0), VD_INTERSECTION_POINT, TRUE);
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (3, 0, 1, 0), VD_INTERSECTION_POINT, TRUE);
  x = vd_segment_intersect (seg (0, 0, 0.1, 0.1), seg (0.3, 0.3, 0.1, 0.1));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  assert_point_exact (x.p, 0.1, 0.1);
  check_intersection_symmetric (seg (0, 0, 0.1, 0.1), seg (0.3, 0.3, 0.1, 0.1), VD_INTERSECTION_POINT, TRUE);
}

static void
test_intersect_identical (void)
{
  VdSegment s = seg (0.1, 0.2, 0.7, -0.3);
  VdIntersection x = vd_segment_intersect (s, s);

  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 0.1, 0.2);
  assert_point_exact (x.q, 0.7, -0.3);
  x = vd_segment_intersect (s, seg_reverse (s));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 0.1, 0.2);
  assert_point_exact (x.q, 0.7, -0.3);
  check_intersection_symmetric (s, s, VD_INTERSECTION_OVERLAP, FALSE);

  /* One inside the other. */
  x = vd_segment_intersect (seg (0, 0, 10, 0), seg (2, 0, 3, 0));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_OVERLAP);
  assert_point_exact (x.p, 2, 0);
  assert_point_exact (x.q, 3, 0);
}

static void
test_intersect_parallel (void)
{
  check_intersection_symmetric (seg (0, 0, 1, 0), seg (0, 1, 1, 1), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 0, 5), seg (1e-300, 0, 1e-300, 5), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 3, 1), seg (1, third (), 4, 1 + third ()), VD_INTERSECTION_NONE, FALSE);
}

static void
test_intersect_zero_length (void)
{
  VdSegment line = seg (0, 0, 1, 1);
  VdIntersection x;

  x = vd_segment_intersect (line, seg (0.3, 0.3, 0.3, 0.3));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 0.3, 0.3);
  check_intersection_symmetric (line, seg (0.3, 0.3, 0.3, 0.3), VD_INTERSECTION_POINT, TRUE);
  check_intersection_symmetric (line, seg (1, 1, 1, 1), VD_INTERSECTION_POINT, TRUE);
  check_intersection_symmetric (line, seg (0.3, up (0.3), 0.3, up (0.3)), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (line, seg (2, 2, 2, 2), VD_INTERSECTION_NONE, FALSE);
  check_intersection_symmetric (seg (0, 0, 3, 1), seg (1, third (), 1, third ()), VD_INTERSECTION_NONE, FALSE);

  x = vd_segment_intersect (seg (4, 5, 4, 5), seg (4, 5, 4, 5));
  g_assert_cmpint (x.kind, ==, VD_INTERSECTION_POINT);
  g_assert_true (x.touching);
  assert_point_exact (x.p, 4, 5);
  check_intersection_symmetric (seg (4, 5, 4, 5), seg (4, 5.5, 4, 5.5), VD_INTERSECTION_NONE, FALSE);
}

static void
test_segment_closest (void)
{
  VdSegment s = seg (0, 0, 10, 0);
  double t = -1;

  assert_point_near (vd_segment_closest_point (s, vd_point (3, 4), &t), 3, 0);
  g_assert_cmpfloat_with_epsilon (t, 0.3, EPS);
  assert_point_exact (vd_segment_closest_point (s, vd_point (-3, 4), &t), 0, 0);
  g_assert_cmpfloat (t, ==, 0);
  assert_point_exact (vd_segment_closest_point (s, vd_point (13, -4), &t), 10, 0);
  g_assert_cmpfloat (t, ==, 1);
  assert_point_exact (vd_segment_closest_point (seg (2, 2, 2, 2), vd_point (5, 6), &t), 2, 2);
  g_assert_cmpfloat (t, ==, 0);
  assert_point_exact (vd_segment_closest_point (s, vd_point (5, 5), NULL), 5, 0);
  g_assert_cmpfloat (vd_segment_length (seg (1, 1, 4, 5)), ==, 5);
}

static void
test_distance_point_segment (void)
{
  VdSegment s = seg (0, 0, 10, 0);

  g_assert_cmpfloat (vd_point_segment_distance (vd_point (3, 4), s), ==, 4);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (13, 4), s), ==, 5);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (-3, -4), s), ==, 5);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (7, 0), s), ==, 0);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (0.1, 0.1), seg (0, 0, 1, 1)), ==, 0);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (0.1, up (0.1)), seg (0, 0, 1, 1)), <, 1e-15);
  g_assert_cmpfloat (vd_point_segment_distance (vd_point (4, 6), seg (1, 2, 1, 2)), ==, 5);
  g_assert_cmpfloat_with_epsilon (vd_point_segment_distance (vd_point (0, 3), seg (-1, 1, 1, 3)), sqrt (0.5), EPS);
}

static void
test_distance_segment_segment (void)
{
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 2, 2), seg (0, 2, 2, 0)), ==, 0);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 2, 0), seg (1, 0, 1, 5)), ==, 0);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 1, 1), seg (0.1, 0.1, 0.3, 0.3)), ==, 0);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 10, 0), seg (0, 3, 10, 3)), ==, 3);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 10, 0), seg (13, 4, 20, 4)), ==, 5);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 1, 0), seg (3, 0, 4, 0)), ==, 2);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 10, 0), seg (5, 2, 6, 7)), ==, 2);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 10, 0), seg (5, 2, 5, 2)), ==, 2);
  g_assert_cmpfloat (vd_segment_segment_distance (seg (5, 0, 5, 0), seg (5, 0, 5, 0)), ==, 0);
  /* Distances are plain doubles: a 1e-17 gap may round to 0, while the exact test still says apart. */
  g_assert_cmpfloat (vd_segment_segment_distance (seg (0, 0, 3, 1), seg (1, up (third ()), 1, 5)), <, 1e-15);
  g_assert_false (vd_segments_intersect (seg (0, 0, 3, 1), seg (1, up (third ()), 1, 5)));
}

static void
test_rect (void)
{
  VdRect e = vd_rect_empty ();
  VdRect r = { 0, 0, 10, 5 };
  VdRect u;

  g_assert_true (vd_rect_is_empty (e));
  g_assert_cmpfloat (e.x0, >, e.x1);
  g_assert_false (vd_rect_is_empty (r));
  g_assert_false (vd_rect_contains_point (e, vd_point (0, 0)));
  g_assert_false (vd_rect_intersects (e, r));
  g_assert_false (vd_rect_intersects (r, e));
  g_assert_true (vd_rect_is_empty (vd_rect_inflate (e, 5)));

  u = vd_rect_union_point (e, vd_point (3, -2));
  g_assert_false (vd_rect_is_empty (u));
  g_assert_cmpfloat (u.x0, ==, 3);
  g_assert_cmpfloat (u.x1, ==, 3);
  g_assert_cmpfloat (u.y0, ==, -2);
  g_assert_cmpfloat (u.y1, ==, -2);
  u = vd_rect_union_point (u, vd_point (-1, 4));
  g_assert_cmpfloat (u.x0, ==, -1);
  g_assert_cmpfloat (u.y1, ==, 4);

  u = vd_rect_union (e, r);
  g_assert_true (u.x0 == 0 && u.y0 == 0 && u.x1 == 10 && u.y1 == 5);
  u = vd_rect_union (r, e);
  g_assert_true (u.x0 == 0 && u.y0 == 0 && u.x1 == 10 && u.y1 == 5);
  g_assert_true (vd_rect_is_empty (vd_rect_union (e, e)));
  u = vd_rect_union (r, (VdRect) { -5, 2, 3, 9 });
  g_assert_true (u.x0 == -5 && u.y0 == 0 && u.x1 == 10 && u.y1 == 9);

  g_assert_true (vd_rect_contains_point (r, vd_point (10, 5)));
  g_assert_true (vd_rect_contains_point (r, vd_point (4, 0)));
  g_assert_false (vd_rect_contains_point (r, vd_point (4, -0.001)));
  g_assert_true (vd_rect_intersects (r, (VdRect) { 10, 5, 12, 7 }));
  g_assert_false (vd_rect_intersects (r, (VdRect) { 10.5, 5, 12, 7 }));
  g_assert_true (vd_rect_intersects (r, (VdRect) { 2, 1, 3, 2 }));

  u = vd_rect_inflate (r, 2);
  g_assert_true (u.x0 == -2 && u.y0 == -2 && u.x1 == 12 && u.y1 == 7);
  g_assert_true (vd_rect_is_empty (vd_rect_inflate (r, -3)));
}

/* A box into an area: none when inside, the least shift otherwise, and a box longer than the
 * area left covering it. */
static void
test_rect_shift_into (void)
{
  VdRect area = { 0, 0, 400, 600 };
  VdPoint d;

  g_assert_true (vd_rect_contains_rect (area, (VdRect) { 0, 0, 400, 600 }));
  g_assert_true (vd_rect_contains_rect (area, (VdRect) { 10, 10, 20, 20 }));
  g_assert_false (vd_rect_contains_rect (area, (VdRect) { 390, 10, 401, 20 }));
  g_assert_true (vd_rect_contains_rect (area, vd_rect_empty ()));
  g_assert_false (vd_rect_contains_rect (vd_rect_empty (), (VdRect) { 1, 1, 2, 2 }));

  d = vd_rect_shift_into ((VdRect) { 10, 10, 50, 40 }, area);
  assert_point_exact (d, 0, 0);
  /* Beyond the right edge: moved left until its right edge meets the area's. */
  d = vd_rect_shift_into ((VdRect) { 500, 100, 560, 130 }, area);
  assert_point_exact (d, -160, 0);
  /* Before the left and below the bottom. */
  d = vd_rect_shift_into ((VdRect) { -30, 590, 10, 620 }, area);
  assert_point_exact (d, 30, -20);
  /* Longer than the area: its start comes to the area's start, or its end to the end. */
  d = vd_rect_shift_into ((VdRect) { 100, 0, 700, 10 }, area);
  assert_point_exact (d, -100, 0);
  d = vd_rect_shift_into ((VdRect) { -500, 0, 300, 10 }, area);
  assert_point_exact (d, 100, 0);
  d = vd_rect_shift_into ((VdRect) { -10, 0, 410, 10 }, area);
  assert_point_exact (d, 0, 0);
  assert_point_exact (vd_rect_shift_into (vd_rect_empty (), area), 0, 0);
  assert_point_exact (vd_rect_shift_into ((VdRect) { 500, 0, 510, 10 }, vd_rect_empty ()), 0, 0);
}

static void
test_polyline (void)
{
  static const VdPoint pts[] = { { 0, 0 }, { 10, 0 }, { 10, 20 } };
  VdPolyline line = LINE (pts);
  VdRect b;
  double along = -1;

  g_assert_cmpfloat (vd_polyline_length (line), ==, 30);
  b = vd_polyline_bounds (line);
  g_assert_true (b.x0 == 0 && b.y0 == 0 && b.x1 == 10 && b.y1 == 20);

  g_assert_cmpfloat (vd_polyline_point_distance (line, vd_point (5, 3)), ==, 3);
  g_assert_cmpfloat (vd_polyline_point_distance (line, vd_point (13, 10)), ==, 3);
  g_assert_cmpfloat (vd_polyline_point_distance (line, vd_point (10, 7)), ==, 0);
  g_assert_cmpfloat (vd_polyline_point_distance (line, vd_point (14, 23)), ==, 5);

  assert_point_exact (vd_polyline_closest_point (line, vd_point (5, -3), &along), 5, 0);
  g_assert_cmpfloat (along, ==, 5);
  assert_point_exact (vd_polyline_closest_point (line, vd_point (13, 10), &along), 10, 10);
  g_assert_cmpfloat (along, ==, 20);
  assert_point_exact (vd_polyline_closest_point (line, vd_point (-4, -3), &along), 0, 0);
  g_assert_cmpfloat (along, ==, 0);
  assert_point_exact (vd_polyline_closest_point (line, vd_point (10, 99), NULL), 10, 20);

  assert_point_exact (vd_polyline_point_at (line, -5), 0, 0);
  assert_point_exact (vd_polyline_point_at (line, 0), 0, 0);
  assert_point_exact (vd_polyline_point_at (line, 4), 4, 0);
  assert_point_exact (vd_polyline_point_at (line, 10), 10, 0);
  assert_point_exact (vd_polyline_point_at (line, 15), 10, 5);
  assert_point_exact (vd_polyline_point_at (line, 30), 10, 20);
  assert_point_exact (vd_polyline_point_at (line, 1e9), 10, 20);

  g_assert_true (vd_polyline_intersects_segment (line, seg (5, -1, 5, 1)));
  g_assert_true (vd_polyline_intersects_segment (line, seg (10, 20, 15, 25)));
  g_assert_true (vd_polyline_intersects_segment (line, seg (12, 10, 10, 10)));
  g_assert_false (vd_polyline_intersects_segment (line, seg (5, 1, 9, 19)));
}

static void
test_polyline_degenerate (void)
{
  static const VdPoint one[] = { { 3, 4 } };
  static const VdPoint repeated[] = { { 1, 1 }, { 1, 1 }, { 4, 5 } };
  VdPolyline empty = { NULL, 0 };
  VdPolyline single = LINE (one);
  double along = -1;

  g_assert_cmpfloat (vd_polyline_length (empty), ==, 0);
  g_assert_true (vd_rect_is_empty (vd_polyline_bounds (empty)));
  g_assert_true (isinf (vd_polyline_point_distance (empty, vd_point (1, 1))));
  assert_point_exact (vd_polyline_closest_point (empty, vd_point (1, 2), &along), 1, 2);
  g_assert_cmpfloat (along, ==, 0);
  assert_point_exact (vd_polyline_point_at (empty, 5), 0, 0);
  g_assert_false (vd_polyline_intersects_segment (empty, seg (0, 0, 1, 1)));

  g_assert_cmpfloat (vd_polyline_length (single), ==, 0);
  g_assert_cmpfloat (vd_polyline_bounds (single).x1, ==, 3);
  g_assert_cmpfloat (vd_polyline_point_distance (single, vd_point (0, 0)), ==, 5);
  along = -1;
  assert_point_exact (vd_polyline_closest_point (single, vd_point (0, 0), &along), 3, 4);
  g_assert_cmpfloat (along, ==, 0);
  assert_point_exact (vd_polyline_point_at (single, 5), 3, 4);
  g_assert_true (vd_polyline_intersects_segment (single, seg (0, 0, 6, 8)));
  g_assert_false (vd_polyline_intersects_segment (single, seg (0, 0, 6, 9)));

  g_assert_cmpfloat (vd_polyline_length (LINE (repeated)), ==, 5);
  assert_point_exact (vd_polyline_point_at (LINE (repeated), 0), 1, 1);
  assert_point_near (vd_polyline_point_at (LINE (repeated), 2.5), 2.5, 3);
  g_assert_cmpfloat (vd_polyline_point_distance (LINE (repeated), vd_point (1, 0)), ==, 1);
}

static void
test_polygon_area (void)
{
  g_autofree VdPoint *cw = reversed (u_shape, G_N_ELEMENTS (u_shape));
  static const VdPoint far[] = { { 1e9, 1e9 }, { 1e9 + 2, 1e9 }, { 1e9 + 2, 1e9 + 3 } };
  static const VdPoint line3[] = { { 0, 0 }, { 1, 1 }, { 2, 2 } };
  VdPoint c;
  VdRect b;

  g_assert_cmpfloat (vd_polygon_signed_area (POLY (square10)), ==, 100);
  g_assert_cmpfloat (vd_polygon_signed_area (POLY (u_shape)), ==, 700);
  g_assert_cmpfloat (vd_polygon_signed_area ((VdPolygon) { cw, G_N_ELEMENTS (u_shape) }), ==, -700);
  g_assert_cmpfloat (vd_polygon_area ((VdPolygon) { cw, G_N_ELEMENTS (u_shape) }), ==, 700);
  g_assert_cmpfloat (vd_polygon_area (POLY (far)), ==, 3);
  g_assert_cmpfloat (vd_polygon_area (POLY (line3)), ==, 0);
  g_assert_cmpfloat (vd_polygon_area ((VdPolygon) { square10, 2 }), ==, 0);

  assert_point_near (vd_polygon_centroid (POLY (square10)), 5, 5);
  /* U: the 30×30 square's centroid (15, 15) weighted against the 10×20 notch at (15, 20). */
  c = vd_polygon_centroid (POLY (u_shape));
  assert_point_near (c, 15, (900.0 * 15 - 200.0 * 20) / 700.0);
  assert_point_near (vd_polygon_centroid ((VdPolygon) { cw, G_N_ELEMENTS (u_shape) }), c.x, c.y);
  assert_point_near (vd_polygon_centroid (POLY (line3)), 1, 1);
  assert_point_near (vd_polygon_centroid ((VdPolygon) { square10, 2 }), 5, 0);
  assert_point_exact (vd_polygon_centroid ((VdPolygon) { NULL, 0 }), 0, 0);

  b = vd_polygon_bounds (POLY (u_shape));
  g_assert_true (b.x0 == 0 && b.y0 == 0 && b.x1 == 30 && b.y1 == 30);
}

static void
check_locations (VdPolygon poly)
{
  g_autofree VdPoint *rev = reversed (poly.points, poly.n_points);
  VdPolygon polys[2] = { poly, { rev, poly.n_points } };

  for (int k = 0; k < 2; k++)
    {
      VdPolygon p = polys[k];

      /* Arms and base. */
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (5, 20)), ==, VD_LOCATION_INSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (25, 20)), ==, VD_LOCATION_INSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 5)), ==, VD_LOCATION_INSIDE);
      /* The notch is outside, though the hull contains it. */
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 20)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 30)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (-1, 15)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (31, 15)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, -0.001)), ==, VD_LOCATION_OUTSIDE);
      /* Rays through vertices: the rightward ray from these meets (10,10)/(20,10) or (10,30)/(20,30)/(30,30). */
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (5, 10)), ==, VD_LOCATION_INSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (-5, 10)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (-5, 30)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (-5, 0)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 10.5)), ==, VD_LOCATION_OUTSIDE);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 9.5)), ==, VD_LOCATION_INSIDE);
      /* Vertices, convex and reflex, and edges. */
      for (gsize i = 0; i < p.n_points; i++)
        g_assert_cmpint (vd_polygon_locate_point (p, p.points[i]), ==, VD_LOCATION_BOUNDARY);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (15, 10)), ==, VD_LOCATION_BOUNDARY);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (10, 25)), ==, VD_LOCATION_BOUNDARY);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (0, 0.1)), ==, VD_LOCATION_BOUNDARY);
      g_assert_cmpint (vd_polygon_locate_point (p, vd_point (25, 30)), ==, VD_LOCATION_BOUNDARY);
      g_assert_true (vd_polygon_contains_point (p, vd_point (25, 30)));
      g_assert_true (vd_polygon_contains_point (p, vd_point (25, 29)));
      g_assert_false (vd_polygon_contains_point (p, vd_point (15, 29)));
    }
}

static void
test_polygon_locate_concave (void)
{
  check_locations (POLY (u_shape));
}

static void
test_polygon_locate_exact (void)
{
  static const VdPoint tri[] = { { 0, 0 }, { 3, 1 }, { 0, 1 } };
  static const VdPoint diag[] = { { 0, 0 }, { 1, 1 }, { 0, 1 } };
  g_autofree VdPoint *tri_cw = reversed (tri, 3);
  double t = third ();

  /* The inside is above y = x/3; fl(1/3) is just below it, the next double just above. */
  g_assert_cmpint (vd_polygon_locate_point (POLY (tri), vd_point (1, t)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (tri), vd_point (1, up (t))), ==, VD_LOCATION_INSIDE);
  g_assert_cmpint (vd_polygon_locate_point ((VdPolygon) { tri_cw, 3 }, vd_point (1, t)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point ((VdPolygon) { tri_cw, 3 }, vd_point (1, up (t))), ==, VD_LOCATION_INSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (tri), vd_point (1.5, 0.5)), ==, VD_LOCATION_BOUNDARY);

  g_assert_cmpint (vd_polygon_locate_point (POLY (diag), vd_point (0.1, 0.1)), ==, VD_LOCATION_BOUNDARY);
  g_assert_cmpint (vd_polygon_locate_point (POLY (diag), vd_point (0.3, 0.3)), ==, VD_LOCATION_BOUNDARY);
  g_assert_cmpint (vd_polygon_locate_point (POLY (diag), vd_point (0.3, up (0.3))), ==, VD_LOCATION_INSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (diag), vd_point (0.3, nextafter (0.3, 0))), ==, VD_LOCATION_OUTSIDE);
}

static void
test_polygon_locate_degenerate (void)
{
  static const VdPoint two[] = { { 0, 0 }, { 10, 0 } };
  static const VdPoint flat[] = { { 0, 0 }, { 5, 0 }, { 10, 0 } };

  g_assert_cmpint (vd_polygon_locate_point ((VdPolygon) { NULL, 0 }, vd_point (0, 0)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point ((VdPolygon) { two, 1 }, vd_point (0, 0)), ==, VD_LOCATION_BOUNDARY);
  g_assert_cmpint (vd_polygon_locate_point ((VdPolygon) { two, 1 }, vd_point (1, 0)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (two), vd_point (5, 0)), ==, VD_LOCATION_BOUNDARY);
  g_assert_cmpint (vd_polygon_locate_point (POLY (two), vd_point (5, 1)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (two), vd_point (-5, 0)), ==, VD_LOCATION_OUTSIDE);
  g_assert_cmpint (vd_polygon_locate_point (POLY (flat), vd_point (7, 0)), ==, VD_LOCATION_BOUNDARY);
  g_assert_cmpint (vd_polygon_locate_point (POLY (flat), vd_point (7, 1e-9)), ==, VD_LOCATION_OUTSIDE);
  g_assert_false (vd_polygon_contains_point ((VdPolygon) { NULL, 0 }, vd_point (0, 0)));
  /* NaN must not crash; it is nowhere. */
  g_assert_cmpint (vd_polygon_locate_point (POLY (square10), vd_point (NAN, 5)), ==, VD_LOCATION_OUTSIDE);
}

static void
test_polygon_boundary_distance (void)
{
  VdPolygon u = POLY (u_shape);

  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (15, 20)), ==, 5);
  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (5, 20)), ==, 5);
  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (15, 4)), ==, 4);
  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (34, 33)), ==, 5);
  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (20, 20)), ==, 0);
  g_assert_cmpfloat (vd_polygon_boundary_distance (u, vd_point (10, 10)), ==, 0);
  g_assert_true (isinf (vd_polygon_boundary_distance ((VdPolygon) { NULL, 0 }, vd_point (0, 0))));
  g_assert_cmpfloat (vd_polygon_boundary_distance ((VdPolygon) { square10, 1 }, vd_point (3, 4)), ==, 5);
}

static void
test_polygon_simple (void)
{
  static const VdPoint tri[] = { { 0, 0 }, { 4, 0 }, { 0, 3 } };
  static const VdPoint bowtie[] = { { 0, 0 }, { 10, 10 }, { 10, 0 }, { 0, 10 } };
  static const VdPoint fold[] = { { 0, 0 }, { 10, 0 }, { 5, 0 } };
  static const VdPoint spike[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 10, 15 }, { 10, 5 }, { 0, 10 } };
  static const VdPoint dup[] = { { 0, 0 }, { 10, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };
  /* Vertex (5, 0) of the notch reaches the bottom edge: a non-adjacent touch. */
  static const VdPoint pinch[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 5, 0 }, { 0, 10 } };
  static const VdPoint pinch_near[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 5, 0.001 }, { 0, 10 } };
  g_autofree VdPoint *u_cw = reversed (u_shape, G_N_ELEMENTS (u_shape));

  g_assert_true (vd_polygon_is_simple (POLY (tri)));
  g_assert_true (vd_polygon_is_simple (POLY (square10)));
  g_assert_true (vd_polygon_is_simple (POLY (u_shape)));
  g_assert_true (vd_polygon_is_simple ((VdPolygon) { u_cw, G_N_ELEMENTS (u_shape) }));
  g_assert_true (vd_polygon_is_simple (POLY (pinch_near)));
  g_assert_false (vd_polygon_is_simple (POLY (bowtie)));
  g_assert_false (vd_polygon_is_simple (POLY (fold)));
  g_assert_false (vd_polygon_is_simple (POLY (spike)));
  g_assert_false (vd_polygon_is_simple (POLY (dup)));
  g_assert_false (vd_polygon_is_simple (POLY (pinch)));
  g_assert_false (vd_polygon_is_simple ((VdPolygon) { tri, 2 }));
  g_assert_false (vd_polygon_is_simple ((VdPolygon) { NULL, 0 }));
}

/* Clips S against POLY and its reversed winding, checks both agree, and returns the intervals. */
static GArray *
clip (VdPolygon poly, VdSegment s, double *length_out)
{
  g_autofree VdPoint *rev = reversed (poly.points, poly.n_points);
  GArray *intervals = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  g_autoptr(GArray) other = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  double length = vd_polygon_clip_segment (poly, s, intervals);

  g_assert_cmpfloat_with_epsilon (vd_polygon_clip_segment ((VdPolygon) { rev, poly.n_points }, s, other), length, EPS);
  g_assert_cmpuint (other->len, ==, intervals->len);
  for (guint i = 0; i < intervals->len; i++)
    {
      VdInterval a = g_array_index (intervals, VdInterval, i), b = g_array_index (other, VdInterval, i);

      g_assert_cmpfloat_with_epsilon (a.t0, b.t0, EPS);
      g_assert_cmpfloat_with_epsilon (a.t1, b.t1, EPS);
      g_assert_cmpfloat (a.t0, <, a.t1);
      g_assert_cmpfloat (a.t0, >=, 0);
      g_assert_cmpfloat (a.t1, <=, 1);
      if (i > 0)
        g_assert_cmpfloat (g_array_index (intervals, VdInterval, i - 1).t1, <, a.t0);
    }
  g_assert_cmpfloat (vd_polygon_clip_segment (poly, s, NULL), ==, length);
  *length_out = length;
  return intervals;
}

static void
assert_interval (GArray *intervals, guint i, double t0, double t1)
{
  g_assert_cmpuint (i, <, intervals->len);
  g_assert_cmpfloat_with_epsilon (g_array_index (intervals, VdInterval, i).t0, t0, EPS);
  g_assert_cmpfloat_with_epsilon (g_array_index (intervals, VdInterval, i).t1, t1, EPS);
}

static void
test_clip_convex (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (square10), seg (-5, 5, 15, 5), &len);

  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.25, 0.75);
  g_assert_cmpfloat_with_epsilon (len, 10, EPS);

  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (square10), seg (2, 2, 8, 7), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);
  g_assert_cmpfloat_with_epsilon (len, sqrt (61), EPS);

  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (square10), seg (-5, 11, 15, 11), &len);
  g_assert_cmpuint (a->len, ==, 0);
  g_assert_cmpfloat (len, ==, 0);

  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (square10), seg (-5, 5, 5, 15), &len);
  g_assert_cmpuint (a->len, ==, 0);
}

static void
test_clip_u_shape (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (u_shape), seg (-5, 20, 35, 20), &len);

  g_assert_cmpuint (a->len, ==, 2);
  assert_interval (a, 0, 0.125, 0.375);
  assert_interval (a, 1, 0.625, 0.875);
  g_assert_cmpfloat_with_epsilon (len, 20, EPS);

  /* Through the base, below the notch: one stretch. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (35, 5, -5, 5), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.125, 0.875);
  g_assert_cmpfloat_with_epsilon (len, 30, EPS);

  /* Along the top of the arms: boundary, stretches on both arms. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (-5, 30, 35, 30), &len);
  g_assert_cmpuint (a->len, ==, 2);
  assert_interval (a, 0, 0.125, 0.375);
  assert_interval (a, 1, 0.625, 0.875);
}

static void
test_clip_along_edge (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (u_shape), seg (-10, 0, 40, 0), &len);

  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.2, 0.8);
  g_assert_cmpfloat_with_epsilon (len, 30, EPS);

  /* Across the notch's floor: inside, along the edge, inside again, merged into one. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (-10, 10, 40, 10), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.2, 0.8);
  g_assert_cmpfloat_with_epsilon (len, 30, EPS);

  /* Up the notch's wall from its middle and out beyond the top. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (10, 20, 10, 40), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 0.5);
  g_assert_cmpfloat_with_epsilon (len, 10, EPS);
}

static void
test_clip_along_inexact_edge (void)
{
  static const VdPoint diag[] = { { 0, 0 }, { 1, 1 }, { 0, 1 } };
  double len;
  /* Its midpoint need not lie on y = x once rounded, but the stretch is along the edge all the same. */
  g_autoptr(GArray) a = clip (POLY (diag), seg (0.1, 0.1, 0.7, 0.7), &len);

  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);

  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (diag), seg (-0.3, -0.3, 1.7, 1.7), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.15, 0.65);
  g_assert_cmpfloat_with_epsilon (len, sqrt (2), EPS);

  /* One ulp below the diagonal edge: outside all the way. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (diag), seg (0.25, nextafter (0.25, 0), 0.5, nextafter (0.5, 0)), &len);
  g_assert_cmpuint (a->len, ==, 0);
  g_assert_cmpfloat (len, ==, 0);
}

static void
test_clip_through_vertex (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (square10), seg (-5, -5, 15, 15), &len);

  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.25, 0.75);
  g_assert_cmpfloat_with_epsilon (len, sqrt (200), EPS);

  /* Diagonal of the U: corner (0,0), reflex (10,10), notch, wall at (20,20), corner (30,30). */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (-5, -5, 35, 35), &len);
  g_assert_cmpuint (a->len, ==, 2);
  assert_interval (a, 0, 0.125, 0.375);
  assert_interval (a, 1, 0.625, 0.875);
  g_assert_cmpfloat_with_epsilon (len, 2 * sqrt (200), EPS);

  /* From inside the base into the notch through the reflex vertex. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (5, 5, 15, 15), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 0.5);
  g_assert_cmpfloat_with_epsilon (len, sqrt (50), EPS);
}

static void
test_clip_touch_vertex (void)
{
  double len;
  /* Touching from outside only at a point gives no interval at all (not a zero-length one). */
  g_autoptr(GArray) a = clip (POLY (square10), seg (-5, 5, 5, -5), &len);

  g_assert_cmpuint (a->len, ==, 0);
  g_assert_cmpfloat (len, ==, 0);

  /* Dipping into the notch to touch its floor: the notch is outside. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (15, 20, 15, 10), &len);
  g_assert_cmpuint (a->len, ==, 0);

  /* Out of the notch through the reflex vertex into the base. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (15, 15, 5, 5), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0.5, 1);
  /* Ending on the reflex vertex: from the base it is all in, from the notch nothing. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (15, 5, 10, 10), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (12, 14, 10, 10), &len);
  g_assert_cmpuint (a->len, ==, 0);
}

static void
test_clip_start_inside (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (square10), seg (5, 5, 5, -5), &len);

  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 0.5);
  g_assert_cmpfloat_with_epsilon (len, 5, EPS);

  /* Out of one arm, across the notch, into the other and out again. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (5, 20, 40, 20), &len);
  g_assert_cmpuint (a->len, ==, 2);
  assert_interval (a, 0, 0, 5.0 / 35);
  assert_interval (a, 1, 15.0 / 35, 25.0 / 35);
  g_assert_cmpfloat_with_epsilon (len, 15, EPS);
}

static void
test_clip_start_on_boundary (void)
{
  double len;
  g_autoptr(GArray) a = clip (POLY (u_shape), seg (0, 15, -10, 15), &len);

  g_assert_cmpuint (a->len, ==, 0);
  g_assert_cmpfloat (len, ==, 0);

  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (0, 15, 5, 15), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);
  g_assert_cmpfloat_with_epsilon (len, 5, EPS);

  /* From wall to wall across an arm. */
  g_clear_pointer (&a, g_array_unref);
  a = clip (POLY (u_shape), seg (0, 15, 10, 15), &len);
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);
}

static void
test_clip_degenerate (void)
{
  static const VdPoint two[] = { { 0, 0 }, { 10, 0 } };
  double len;
  g_autoptr(GArray) a = clip (POLY (square10), seg (3, 3, 3, 3), &len);

  /* A zero-length segment is a point: [0, 1] when it is in, but no length. */
  g_assert_cmpuint (a->len, ==, 1);
  assert_interval (a, 0, 0, 1);
  g_assert_cmpfloat (len, ==, 0);
  g_clear_pointer (&a, g_array_unref);
  a = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  g_assert_cmpfloat (vd_polygon_clip_segment (POLY (square10), seg (10, 3, 10, 3), a), ==, 0);
  g_assert_cmpuint (a->len, ==, 1);
  g_assert_cmpfloat (vd_polygon_clip_segment (POLY (square10), seg (13, 3, 13, 3), a), ==, 0);
  g_assert_cmpuint (a->len, ==, 1);

  /* A two-point polygon has no inside, only its outline. */
  g_assert_cmpfloat (vd_polygon_clip_segment (POLY (two), seg (0, 5, 10, -5), a), ==, 0);
  g_assert_cmpuint (a->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (vd_polygon_clip_segment (POLY (two), seg (-10, 0, 10, 0), a), 10, EPS);
  g_assert_cmpuint (a->len, ==, 2);
  assert_interval (a, 1, 0.5, 1);
  g_assert_cmpfloat (vd_polygon_clip_segment ((VdPolygon) { NULL, 0 }, seg (-10, 0, 10, 0), a), ==, 0);
  g_assert_cmpuint (a->len, ==, 2);
}

static void
test_clip_appends (void)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  VdInterval first = { 0.1, 0.2 };

  g_array_append_val (a, first);
  g_assert_cmpfloat_with_epsilon (vd_polygon_clip_segment (POLY (u_shape), seg (-5, 20, 35, 20), a), 20, EPS);
  g_assert_cmpuint (a->len, ==, 3);
  assert_interval (a, 0, 0.1, 0.2);
  assert_interval (a, 1, 0.125, 0.375);
  assert_interval (a, 2, 0.625, 0.875);
}

static void
test_clip_random_consistency (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  /* Every stretch reported must be in, every gap out, on a grid full of vertex hits and edge runs. */
  for (int n = 0; n < 2000; n++)
    {
      VdSegment s = seg (g_rand_int_range (rand, -2, 9) * 5, g_rand_int_range (rand, -2, 9) * 5,
                         g_rand_int_range (rand, -2, 9) * 5, g_rand_int_range (rand, -2, 9) * 5);
      g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (VdInterval));
      double len = vd_polygon_clip_segment (POLY (u_shape), s, a);
      double sum = 0, prev = 0;

      if (vd_point_equal (s.a, s.b))
        continue;
      for (guint i = 0; i < a->len; i++)
        {
          VdInterval iv = g_array_index (a, VdInterval, i);

          g_assert_true (vd_polygon_contains_point (POLY (u_shape), vd_segment_point_at (s, (iv.t0 + iv.t1) / 2)));
          /* A gap's midpoint may be an isolated touch, but never inside. */
          if (iv.t0 > prev)
            g_assert_cmpint (vd_polygon_locate_point (POLY (u_shape), vd_segment_point_at (s, (prev + iv.t0) / 2)), !=, VD_LOCATION_INSIDE);
          sum += iv.t1 - iv.t0;
          prev = iv.t1;
        }
      if (prev < 1)
        g_assert_cmpint (vd_polygon_locate_point (POLY (u_shape), vd_segment_point_at (s, (prev + 1) / 2)), !=, VD_LOCATION_INSIDE);
      g_assert_cmpfloat_with_epsilon (len, sum * vd_segment_length (s), EPS);
    }
}

static VdFootprint
footprint (double x, double y, double facing, double frontage, double depth)
{
  return (VdFootprint) { vd_point (x, y), facing, frontage, depth };
}

static void
assert_corners_exact (VdFootprint fp, const double expected[8])
{
  VdPoint c[4];

  vd_footprint_corners (fp, c);
  for (int i = 0; i < 4; i++)
    assert_point_exact (c[i], expected[2 * i], expected[2 * i + 1]);
}

static void
test_footprint_corners (void)
{
  const double facing0[8] = { 80, 100, 120, 100, 120, 80, 80, 80 };
  const double facing90[8] = { 100, 120, 100, 80, 80, 80, 80, 120 };
  const double facing180[8] = { 120, 100, 80, 100, 80, 120, 120, 120 };
  const double facing270[8] = { 100, 80, 100, 120, 120, 120, 120, 80 };
  double h = sqrt (0.5);
  VdPoint c[4];

  assert_corners_exact (footprint (100, 100, 0, 40, 20), facing0);
  assert_corners_exact (footprint (100, 100, 360, 40, 20), facing0);
  assert_corners_exact (footprint (100, 100, 90, 40, 20), facing90);
  assert_corners_exact (footprint (100, 100, 180, 40, 20), facing180);
  assert_corners_exact (footprint (100, 100, 270, 40, 20), facing270);
  assert_corners_exact (footprint (100, 100, -90, 40, 20), facing270);

  /* Facing 45 looks up and right; the right hand points down and right. */
  vd_footprint_corners (footprint (100, 100, 45, 40, 20), c);
  assert_point_near (c[0], 100 - 20 * h, 100 + 20 * h);
  assert_point_near (c[1], 100 + 20 * h, 100 - 20 * h);
  assert_point_near (c[2], 100, 100 - 40 * h);
  assert_point_near (c[3], 100 - 40 * h, 100);
  /* Clockwise order, as the unit stands. */
  g_assert_cmpfloat_with_epsilon (vd_polygon_signed_area ((VdPolygon) { c, 4 }), -800, 1e-6);
}

static void
test_footprint_parts (void)
{
  VdSegment front = vd_footprint_front_edge (footprint (100, 100, 0, 40, 20));
  double h = sqrt (0.5);
  VdRect b;

  assert_point_exact (front.a, 80, 100);
  assert_point_exact (front.b, 120, 100);
  front = vd_footprint_front_edge (footprint (100, 100, 90, 40, 20));
  assert_point_exact (front.a, 100, 120);
  assert_point_exact (front.b, 100, 80);

  assert_point_exact (vd_footprint_centre (footprint (100, 100, 0, 40, 20)), 100, 90);
  assert_point_exact (vd_footprint_centre (footprint (100, 100, 90, 40, 20)), 90, 100);
  assert_point_near (vd_footprint_centre (footprint (100, 100, 45, 40, 20)), 100 - 10 * h, 100 - 10 * h);

  b = vd_footprint_bounds (footprint (100, 100, 0, 40, 20));
  g_assert_true (b.x0 == 80 && b.y0 == 80 && b.x1 == 120 && b.y1 == 100);
  b = vd_footprint_bounds (footprint (100, 100, 45, 40, 20));
  g_assert_cmpfloat_with_epsilon (b.x0, 100 - 40 * h, EPS);
  g_assert_cmpfloat_with_epsilon (b.x1, 100 + 20 * h, EPS);
  g_assert_cmpfloat_with_epsilon (b.y0, 100 - 40 * h, EPS);
  g_assert_cmpfloat_with_epsilon (b.y1, 100 + 20 * h, EPS);
}

static void
test_footprint_contains (void)
{
  VdFootprint fp = footprint (100, 100, 0, 40, 20);
  VdFootprint diamond = footprint (0, 0, 45, 10, 10);

  g_assert_true (vd_footprint_contains_point (fp, vd_point (100, 90)));
  g_assert_true (vd_footprint_contains_point (fp, vd_point (80, 100)));
  g_assert_true (vd_footprint_contains_point (fp, vd_point (100, 100)));
  g_assert_true (vd_footprint_contains_point (fp, vd_point (120, 85)));
  g_assert_false (vd_footprint_contains_point (fp, vd_point (100, 101)));
  g_assert_false (vd_footprint_contains_point (fp, vd_point (100, 79)));
  g_assert_false (vd_footprint_contains_point (fp, vd_point (121, 90)));

  g_assert_true (vd_footprint_contains_point (diamond, vd_footprint_centre (diamond)));
  g_assert_true (vd_footprint_contains_point (diamond, vd_point (0, -7)));
  g_assert_false (vd_footprint_contains_point (diamond, vd_point (0, 0.01)));
  g_assert_false (vd_footprint_contains_point (diamond, vd_point (0, -14.2)));
  g_assert_false (vd_footprint_contains_point (diamond, vd_point (-8, 0)));

  /* A zero-depth footprint is just its front edge. */
  g_assert_true (vd_footprint_contains_point (footprint (0, 0, 0, 10, 0), vd_point (3, 0)));
  g_assert_false (vd_footprint_contains_point (footprint (0, 0, 0, 10, 0), vd_point (3, -1)));
}

static void
test_footprint_distance (void)
{
  VdFootprint a = footprint (0, 0, 0, 20, 20); /* x ∈ [−10, 10], y ∈ [−20, 0] */
  double h = sqrt (0.5), f = 10, d = 20;

  /* Side by side, 10 mm apart. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (30, 0, 0, 20, 20)), ==, 10);
  /* Facing each other 15 mm apart, front to front. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (0, 15, 180, 20, 20)), ==, 15);
  /* Diagonally off a corner: a 3-4-5 gap. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (16, 24, 0, 6, 20)), ==, 5);
  /* Touching along an edge, and at a corner only. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (20, 0, 0, 20, 20)), ==, 0);
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (20, 20, 0, 20, 20)), ==, 0);
  /* Overlapping, and one wholly inside the other either way round. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (5, -5, 30, 20, 20)), ==, 0);
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (0, -5, 0, 4, 4)), ==, 0);
  g_assert_cmpfloat (vd_footprint_distance (footprint (0, -5, 0, 4, 4), a), ==, 0);
  g_assert_cmpfloat (vd_footprint_distance (a, a), ==, 0);
  /* A cross: neither holds a corner of the other, but the edges cross. */
  g_assert_cmpfloat (vd_footprint_distance (a, footprint (0, 10, 0, 4, 40)), ==, 0);

  /* Turned 45°: its back-right corner, the lowest point, sits 5 mm above the middle of a's front. */
  {
    VdFootprint b = footprint (h * (d - f / 2), 5 + h * (f / 2 + d), 45, f, d);
    VdPoint c[4];

    vd_footprint_corners (b, c);
    assert_point_near (c[2], 0, 5);
    g_assert_cmpfloat_with_epsilon (vd_footprint_distance (a, b), 5, EPS);
    g_assert_cmpfloat_with_epsilon (vd_footprint_distance (b, a), 5, EPS);
    b.at.y -= 5;
    g_assert_cmpfloat_with_epsilon (vd_footprint_distance (a, b), 0, EPS);
    b.at.y -= 1;
    g_assert_cmpfloat (vd_footprint_distance (a, b), ==, 0);
  }
}

static void
test_footprint_point_distance (void)
{
  VdFootprint a = footprint (0, 0, 0, 20, 20);
  VdFootprint turned = footprint (0, 0, 90, 20, 20); /* x ∈ [−20, 0], y ∈ [−10, 10] */

  g_assert_cmpfloat (vd_footprint_point_distance (a, vd_point (0, -10)), ==, 0);
  g_assert_cmpfloat (vd_footprint_point_distance (a, vd_point (10, -10)), ==, 0);
  g_assert_cmpfloat (vd_footprint_point_distance (a, vd_point (0, 7)), ==, 7);
  g_assert_cmpfloat (vd_footprint_point_distance (a, vd_point (13, 4)), ==, 5);
  g_assert_cmpfloat (vd_footprint_point_distance (a, vd_point (-13, -24)), ==, 5);
  g_assert_cmpfloat (vd_footprint_point_distance (turned, vd_point (-10, 0)), ==, 0);
  g_assert_cmpfloat (vd_footprint_point_distance (turned, vd_point (3, 0)), ==, 3);
  g_assert_cmpfloat (vd_footprint_point_distance (turned, vd_point (-10, -12)), ==, 2);
}

static void
test_footprint_segment (void)
{
  VdFootprint a = footprint (0, 0, 0, 20, 20);

  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (-30, -10, 30, -10)), ==, 0);
  g_assert_true (vd_footprint_intersects_segment (a, seg (-30, -10, 30, -10)));
  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (-3, -10, 3, -10)), ==, 0);
  g_assert_true (vd_footprint_intersects_segment (a, seg (-3, -10, 3, -10)));
  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (10, 0, 20, 10)), ==, 0);
  g_assert_true (vd_footprint_intersects_segment (a, seg (10, 0, 20, 10)));
  g_assert_true (vd_footprint_intersects_segment (a, seg (-10, 0, 10, 0)));
  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (-30, 3, 30, 3)), ==, 3);
  g_assert_false (vd_footprint_intersects_segment (a, seg (-30, 3, 30, 3)));
  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (13, 4, 30, 4)), ==, 5);
  g_assert_cmpfloat (vd_footprint_segment_distance (a, seg (13, 4, 13, 4)), ==, 5);
  g_assert_false (vd_footprint_intersects_segment (a, seg (13, 4, 13, 4)));
  g_assert_true (vd_footprint_intersects_segment (a, seg (3, -4, 3, -4)));
  /* Passing a corner: the line x + y = 20 comes nearest to (10, 0), 10/√2 away. */
  g_assert_cmpfloat_with_epsilon (vd_footprint_segment_distance (a, seg (0, 20, 20, 0)), 10 * sqrt (0.5), EPS);
  g_assert_false (vd_footprint_intersects_segment (a, seg (0, 20, 20, 0)));
  g_assert_false (vd_footprint_intersects_segment (a, seg (0, 10, 20, nextafter (-10, 0))));
  g_assert_true (vd_footprint_intersects_segment (a, seg (0, 10, 20, -10)));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/geometry/point/basic", test_point_basic);
  g_test_add_func ("/geometry/point/rotate", test_point_rotate);
  g_test_add_func ("/geometry/orientation/basic", test_orientation_basic);
  g_test_add_func ("/geometry/orientation/naive-fails", test_orientation_naive_fails);
  g_test_add_func ("/geometry/orientation/kettner-grid", test_orientation_kettner_grid);
  g_test_add_func ("/geometry/orientation/exact-random", test_orientation_exact_random);
  g_test_add_func ("/geometry/orientation/large", test_orientation_large);
  g_test_add_func ("/geometry/segment/intersect/crossing", test_intersect_crossing);
  g_test_add_func ("/geometry/segment/intersect/disjoint", test_intersect_disjoint);
  g_test_add_func ("/geometry/segment/intersect/endpoint-touch", test_intersect_endpoint_touch);
  g_test_add_func ("/geometry/segment/intersect/t-junction", test_intersect_t_junction);
  g_test_add_func ("/geometry/segment/intersect/near-t-junction", test_intersect_near_t_junction);
  g_test_add_func ("/geometry/segment/intersect/collinear-overlap", test_intersect_collinear_overlap);
  g_test_add_func ("/geometry/segment/intersect/collinear-perturbed", test_intersect_collinear_perturbed);
  g_test_add_func ("/geometry/segment/intersect/collinear-disjoint", test_intersect_collinear_disjoint);
  g_test_add_func ("/geometry/segment/intersect/collinear-touching", test_intersect_collinear_touching);
  g_test_add_func ("/geometry/segment/intersect/identical", test_intersect_identical);
  g_test_add_func ("/geometry/segment/intersect/parallel", test_intersect_parallel);
  g_test_add_func ("/geometry/segment/intersect/zero-length", test_intersect_zero_length);
  g_test_add_func ("/geometry/segment/closest-point", test_segment_closest);
  g_test_add_func ("/geometry/segment/distance/point", test_distance_point_segment);
  g_test_add_func ("/geometry/segment/distance/segment", test_distance_segment_segment);
  g_test_add_func ("/geometry/rect", test_rect);
  g_test_add_func ("/geometry/rect-shift-into", test_rect_shift_into);
  g_test_add_func ("/geometry/polyline/basic", test_polyline);
  g_test_add_func ("/geometry/polyline/degenerate", test_polyline_degenerate);
  g_test_add_func ("/geometry/polygon/area-centroid", test_polygon_area);
  g_test_add_func ("/geometry/polygon/locate/concave", test_polygon_locate_concave);
  g_test_add_func ("/geometry/polygon/locate/exact", test_polygon_locate_exact);
  g_test_add_func ("/geometry/polygon/locate/degenerate", test_polygon_locate_degenerate);
  g_test_add_func ("/geometry/polygon/boundary-distance", test_polygon_boundary_distance);
  g_test_add_func ("/geometry/polygon/is-simple", test_polygon_simple);
  g_test_add_func ("/geometry/polygon/clip/convex", test_clip_convex);
  g_test_add_func ("/geometry/polygon/clip/u-shape", test_clip_u_shape);
  g_test_add_func ("/geometry/polygon/clip/along-edge", test_clip_along_edge);
  g_test_add_func ("/geometry/polygon/clip/along-inexact-edge", test_clip_along_inexact_edge);
  g_test_add_func ("/geometry/polygon/clip/through-vertex", test_clip_through_vertex);
  g_test_add_func ("/geometry/polygon/clip/touch-vertex", test_clip_touch_vertex);
  g_test_add_func ("/geometry/polygon/clip/start-inside", test_clip_start_inside);
  g_test_add_func ("/geometry/polygon/clip/start-on-boundary", test_clip_start_on_boundary);
  g_test_add_func ("/geometry/polygon/clip/degenerate", test_clip_degenerate);
  g_test_add_func ("/geometry/polygon/clip/appends", test_clip_appends);
  g_test_add_func ("/geometry/polygon/clip/random-consistency", test_clip_random_consistency);
  g_test_add_func ("/geometry/footprint/corners", test_footprint_corners);
  g_test_add_func ("/geometry/footprint/parts", test_footprint_parts);
  g_test_add_func ("/geometry/footprint/contains", test_footprint_contains);
  g_test_add_func ("/geometry/footprint/distance", test_footprint_distance);
  g_test_add_func ("/geometry/footprint/point-distance", test_footprint_point_distance);
  g_test_add_func ("/geometry/footprint/segment", test_footprint_segment);

  return g_test_run ();
}
