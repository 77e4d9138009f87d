#include "vd-geometry.h"

#include <math.h>

/* Expansion arithmetic needs every product rounded on its own: no contraction into fused multiply-adds. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize ("fp-contract=off")
#endif

/* Exact orientation: Shewchuk-style adaptive evaluation over floating-point expansions. */

#define EPS (0x1p-53)
#define CCW_ERRBOUND_A ((3.0 + 16.0 * EPS) * EPS)
#define CCW_ERRBOUND_B ((2.0 + 12.0 * EPS) * EPS)
#define CCW_ERRBOUND_C ((9.0 + 64.0 * EPS) * EPS * EPS)
#define RESULT_ERRBOUND ((3.0 + 8.0 * EPS) * EPS)

/* Longest expansion built below: 4 components of B plus 12 from six exact tail products. */
#define MAX_EXPANSION 16

/* Knuth's Two-Sum: s + err == a + b exactly. */
static inline void
two_sum (double a, double b, double *s, double *err)
{
  double x = a + b;
  double bv = x - a;
  double av = x - bv;

  *s = x;
  *err = (a - av) + (b - bv);
}

/* Two-Product via fma: p + err == a · b exactly (barring underflow). */
static inline void
two_product (double a, double b, double *p, double *err)
{
  double x = a * b;

  *p = x;
  *err = fma (a, b, -x);
}

/* The rounding error of X = fl(a − b): a − b == X + tail exactly. */
static inline double
two_diff_tail (double a, double b, double x)
{
  double bv = a - x;
  double av = x + bv;

  return (a - av) + (bv - b);
}

/* Adds B into the nonoverlapping, increasing-magnitude expansion E in place, dropping zeros. */
static gsize
grow_expansion (double *e, gsize n, double b)
{
  double q = b;
  gsize out = 0;

  for (gsize i = 0; i < n; i++)
    {
      double sum, err;

      two_sum (q, e[i], &sum, &err);
      q = sum;
      if (err != 0.0)
        e[out++] = err;
    }
  if (q != 0.0 || out == 0)
    e[out++] = q;
  return out;
}

/* The largest component decides the sign of a nonoverlapping expansion. */
static inline int
expansion_sign (const double *e, gsize n)
{
  double top = e[n - 1];

  return (top > 0) - (top < 0);
}

static inline double
expansion_estimate (const double *e, gsize n)
{
  double sum = 0.0;

  for (gsize i = 0; i < n; i++)
    sum += e[i];
  return sum;
}

static int
orient_adaptive (VdPoint a, VdPoint b, VdPoint c, double detsum)
{
  double acx = a.x - c.x, bcx = b.x - c.x;
  double acy = a.y - c.y, bcy = b.y - c.y;
  double acxtail, bcxtail, acytail, bcytail;
  double e[MAX_EXPANSION];
  double left, lefttail, right, righttail, det, errbound;
  double products[6][2];
  gsize n;

  /* Stage B: the exact determinant of the rounded differences. */
  two_product (acx, bcy, &left, &lefttail);
  two_product (acy, bcx, &right, &righttail);
  e[0] = lefttail;
  e[1] = left;
  n = grow_expansion (e, 2, -righttail);
  n = grow_expansion (e, n, -right);
  det = expansion_estimate (e, n);
  errbound = CCW_ERRBOUND_B * detsum;
  if (det >= errbound || -det >= errbound)
    return (det > 0) - (det < 0);

  acxtail = two_diff_tail (a.x, c.x, acx);
  bcxtail = two_diff_tail (b.x, c.x, bcx);
  acytail = two_diff_tail (a.y, c.y, acy);
  bcytail = two_diff_tail (b.y, c.y, bcy);
  if (acxtail == 0.0 && bcxtail == 0.0 && acytail == 0.0 && bcytail == 0.0)
    return expansion_sign (e, n);

  /* Stage C: first-order correction from the difference tails. */
  errbound = CCW_ERRBOUND_C * detsum + RESULT_ERRBOUND * fabs (det);
  det += (acx * bcytail + bcy * acxtail) - (acy * bcxtail + bcx * acytail);
  if (det >= errbound || -det >= errbound)
    return (det > 0) - (det < 0);

  /* Stage D: every remaining term, exactly. */
  two_product (acxtail, bcy, &products[0][1], &products[0][0]);
  two_product (-acytail, bcx, &products[1][1], &products[1][0]);
  two_product (acx, bcytail, &products[2][1], &products[2][0]);
  two_product (-acy, bcxtail, &products[3][1], &products[3][0]);
  two_product (acxtail, bcytail, &products[4][1], &products[4][0]);
  two_product (-acytail, bcxtail, &products[5][1], &products[5][0]);
  for (int i = 0; i < 6; i++)
    {
      n = grow_expansion (e, n, products[i][0]);
      n = grow_expansion (e, n, products[i][1]);
    }
  return expansion_sign (e, n);
}

VdOrientation
vd_orientation (VdPoint a, VdPoint b, VdPoint c)
{
  double left = (a.x - c.x) * (b.y - c.y);
  double right = (a.y - c.y) * (b.x - c.x);
  double det = left - right;
  double detsum;

  /* Stage A: products of opposite signs (or a zero one) cannot cancel, so rounding cannot flip the sign. */
  if (left > 0.0 && right > 0.0)
    detsum = left + right;
  else if (left < 0.0 && right < 0.0)
    detsum = -left - right;
  else
    return (VdOrientation) ((det > 0) - (det < 0));

  if (det >= CCW_ERRBOUND_A * detsum || -det >= CCW_ERRBOUND_A * detsum)
    return (VdOrientation) ((det > 0) - (det < 0));

  return (VdOrientation) orient_adaptive (a, b, c, detsum);
}
