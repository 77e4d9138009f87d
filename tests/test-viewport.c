#include <math.h>
#include <string.h>

#include "vd-viewport.h"

#define EPS 1e-9

static VdViewport *
make_viewport (int width, int height, double scale, VdPoint center)
{
  VdViewport *viewport = vd_viewport_new ();

  vd_viewport_set_view_size (viewport, width, height);
  vd_viewport_set_scale (viewport, scale);
  vd_viewport_set_center (viewport, center);
  return viewport;
}

static void
assert_point_near (VdPoint p, double x, double y, double eps)
{
  g_assert_cmpfloat_with_epsilon (p.x, x, eps);
  g_assert_cmpfloat_with_epsilon (p.y, y, eps);
}

static void
test_round_trip (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 0.7, vd_point (900, 600));
  const VdPoint points[] = { { 0, 0 }, { 1800, 1200 }, { 123.25, -40.5 }, { 900, 600 } };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      VdPoint v = vd_viewport_table_to_view (viewport, points[i]);
      VdPoint back = vd_viewport_view_to_table (viewport, v);

      assert_point_near (back, points[i].x, points[i].y, EPS);
    }
  /* The centre of the table shows at the centre of the view. */
  assert_point_near (vd_viewport_table_to_view (viewport, vd_point (900, 600)), 400, 300, EPS);
}

static void
test_y_flip (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 2.0, vd_point (100, 100));
  VdPoint near = vd_viewport_table_to_view (viewport, vd_point (100, 90));
  VdPoint far = vd_viewport_table_to_view (viewport, vd_point (100, 110));
  VdPoint right = vd_viewport_table_to_view (viewport, vd_point (110, 100));

  /* Towards the far edge is up on screen; x keeps its direction. */
  assert_point_near (far, 400, 280, EPS);
  assert_point_near (near, 400, 320, EPS);
  assert_point_near (right, 420, 300, EPS);
}

static void
test_zoom_at_keeps_point (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (1024, 768, 0.5, vd_point (900, 600));
  const double pointers[][2] = { { 10, 20 }, { 1000, 700 }, { 512, 384 }, { 333.3, 55.5 } };
  const double factors[] = { 1.25, 0.8, 3.0, 0.1 };

  for (guint i = 0; i < G_N_ELEMENTS (pointers); i++)
    {
      double vx = pointers[i][0], vy = pointers[i][1];
      VdPoint before = vd_viewport_view_to_table (viewport, vd_point (vx, vy));
      double scale = vd_viewport_get_scale (viewport);
      VdPoint after;

      vd_viewport_zoom_at (viewport, vx, vy, factors[i]);
      g_assert_cmpfloat_with_epsilon (vd_viewport_get_scale (viewport), scale * factors[i], EPS);
      after = vd_viewport_view_to_table (viewport, vd_point (vx, vy));
      assert_point_near (after, before.x, before.y, EPS);
      assert_point_near (vd_viewport_table_to_view (viewport, before), vx, vy, EPS);
    }
}

static void
test_zoom_clamped (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 1.0, vd_point (0, 0));
  VdPoint anchor = vd_viewport_view_to_table (viewport, vd_point (100, 100));

  vd_viewport_zoom_at (viewport, 100, 100, 1e6);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, VD_VIEWPORT_MAX_SCALE);
  /* Even clamped, the point under the pointer stays there. */
  assert_point_near (vd_viewport_view_to_table (viewport, vd_point (100, 100)),
                     anchor.x, anchor.y, EPS);

  vd_viewport_zoom_at (viewport, 700, 500, 1e-9);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, VD_VIEWPORT_MIN_SCALE);

  vd_viewport_set_scale (viewport, 1000);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, VD_VIEWPORT_MAX_SCALE);
  vd_viewport_set_scale (viewport, 0);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, VD_VIEWPORT_MIN_SCALE);
}

static void
test_pan_by (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 1.5, vd_point (500, 400));
  VdPoint p = vd_point (620, 330);
  VdPoint before = vd_viewport_table_to_view (viewport, p);
  VdPoint after;

  vd_viewport_pan_by (viewport, 37, -12);
  after = vd_viewport_table_to_view (viewport, p);
  assert_point_near (after, before.x + 37, before.y - 12, EPS);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, 1.5);
}

/* A box the right part of the view hides (a panel over it) comes into the left part with its
 * margin, by a pan alone; one already there stays where it is. */
static void
test_ensure_visible (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 2.0, vd_point (500, 400));
  VdRect free_area = { 0, 0, 400, 600 };
  /* From view x 600 to 640, y 300 to 320. */
  VdRect hidden = { 600, 390, 620, 400 };
  VdRect shown = { 350, 390, 370, 400 };
  VdRect box;

  box = vd_viewport_table_rect_to_view (viewport, hidden);
  assert_point_near (vd_point (box.x0, box.y0), 600, 300, EPS);
  assert_point_near (vd_point (box.x1, box.y1), 640, 320, EPS);

  g_assert_false (vd_viewport_ensure_visible (viewport, shown, free_area, 24));
  assert_point_near (vd_viewport_get_center (viewport), 500, 400, EPS);

  g_assert_true (vd_viewport_ensure_visible (viewport, hidden, free_area, 24));
  box = vd_viewport_table_rect_to_view (viewport, hidden);
  assert_point_near (vd_point (box.x0, box.y0), 400 - 24 - 40, 300, EPS);
  assert_point_near (vd_point (box.x1, box.y1), 400 - 24, 320, EPS);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, 2.0);
  /* Now visible: a second call leaves it. */
  g_assert_false (vd_viewport_ensure_visible (viewport, hidden, free_area, 24));
  /* An empty area or box: nothing to do. */
  g_assert_false (vd_viewport_ensure_visible (viewport, vd_rect_empty (), free_area, 24));
  g_assert_false (vd_viewport_ensure_visible (viewport, hidden, vd_rect_empty (), 24));
}

static void
check_fit (int width, int height, VdRect rect, double margin)
{
  g_autoptr(VdViewport) viewport = make_viewport (width, height, 1.0, vd_point (0, 0));
  VdPoint c, lo, hi;

  vd_viewport_fit (viewport, rect, margin);
  c = vd_viewport_get_center (viewport);
  assert_point_near (c, (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2, EPS);

  /* The near-left corner is lower-left on screen, the far-right one upper-right. */
  lo = vd_viewport_table_to_view (viewport, vd_point (rect.x0, rect.y0));
  hi = vd_viewport_table_to_view (viewport, vd_point (rect.x1, rect.y1));
  g_assert_cmpfloat (lo.x, >=, margin - EPS);
  g_assert_cmpfloat (hi.x, <=, width - margin + EPS);
  g_assert_cmpfloat (hi.y, >=, margin - EPS);
  g_assert_cmpfloat (lo.y, <=, height - margin + EPS);
  /* It fits tightly along one side. */
  g_assert_true (fabs (lo.x - margin) < 1e-6 || fabs (hi.y - margin) < 1e-6);
}

static void
test_fit (void)
{
  VdRect table = { -40, -40, 1840, 1240 };

  check_fit (1600, 600, table, 20);   /* wide view: the height limits */
  check_fit (500, 1400, table, 20);   /* tall view: the width limits */
  check_fit (1880, 1280, table, 0);
  check_fit (300, 300, (VdRect) { 100, 100, 200, 900 }, 10);
}

static void
test_apply (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (400, 300, 0.25, vd_point (900, 600));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_t *cr = cairo_create (surface);
  double x = 1000, y = 700;
  VdPoint expected = vd_viewport_table_to_view (viewport, vd_point (x, y));

  vd_viewport_apply (viewport, cr);
  cairo_user_to_device (cr, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, expected.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, expected.y, 1e-9);
  g_assert_cmpfloat_with_epsilon (x, 225, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 125, 1e-9);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
assert_maps (const cairo_matrix_t *matrix, double x, double y, double to_x, double to_y)
{
  cairo_matrix_transform_point (matrix, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, to_x, EPS);
  g_assert_cmpfloat_with_epsilon (y, to_y, EPS);
}

/* The one table → target mapping: the far-left corner of an area lands top left, as on screen. */
static void
test_table_matrix (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (400, 300, 0.25, vd_point (900, 600));
  cairo_matrix_t matrix, expected;
  double scale;

  /* A 100 × 50 mm area fitted into a 200 × 100 target at (10, 20): twice its size. */
  scale = vd_table_matrix_place (&matrix, (VdRect) { 0, 0, 100, 50 },
                                 (VdRect) { 10, 20, 210, 120 }, 0);
  g_assert_cmpfloat_with_epsilon (scale, 2, EPS);
  assert_maps (&matrix, 0, 50, 10, 20);
  assert_maps (&matrix, 100, 50, 210, 20);
  assert_maps (&matrix, 0, 0, 10, 120);
  assert_maps (&matrix, 100, 0, 210, 120);

  /* At a given scale the area is centred, and never mirrored. */
  scale = vd_table_matrix_place (&matrix, (VdRect) { 0, 0, 100, 50 },
                                 (VdRect) { 0, 0, 200, 100 }, 1);
  g_assert_cmpfloat_with_epsilon (scale, 1, EPS);
  assert_maps (&matrix, 0, 50, 50, 25);
  assert_maps (&matrix, 100, 0, 150, 75);

  /* A view's matrix is the same mapping. */
  vd_viewport_get_matrix (viewport, &matrix);
  vd_table_matrix_init (&expected, vd_point (900, 600), vd_point (200, 150), 0.25);
  g_assert_true (memcmp (&matrix, &expected, sizeof matrix) == 0);
  assert_maps (&matrix, 1000, 700, 225, 125);
}

static void
count_cb (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  (*(int *) user_data)++;
}

static void
changed_cb (VdViewport *viewport, gpointer user_data)
{
  (*(int *) user_data)++;
}

static void
test_notify (void)
{
  g_autoptr(VdViewport) viewport = make_viewport (800, 600, 1.0, vd_point (0, 0));
  int scale_notes = 0, center_notes = 0, changes = 0;

  g_signal_connect (viewport, "notify::scale", G_CALLBACK (count_cb), &scale_notes);
  g_signal_connect (viewport, "notify::center-x", G_CALLBACK (count_cb), &center_notes);
  g_signal_connect (viewport, "changed", G_CALLBACK (changed_cb), &changes);

  vd_viewport_zoom_at (viewport, 10, 10, 2);
  g_assert_cmpint (scale_notes, ==, 1);
  g_assert_cmpint (center_notes, ==, 1);
  g_assert_cmpint (changes, ==, 1);

  /* Nothing changes: no signal. */
  vd_viewport_set_scale (viewport, 2);
  vd_viewport_pan_by (viewport, 0, 0);
  g_assert_cmpint (scale_notes, ==, 1);
  g_assert_cmpint (changes, ==, 1);

  vd_viewport_pan_by (viewport, 5, 0);
  g_assert_cmpint (center_notes, ==, 2);
  g_assert_cmpint (changes, ==, 2);

  g_object_set (viewport, "scale", 4.0, NULL);
  g_assert_cmpint (scale_notes, ==, 2);
  g_assert_cmpfloat (vd_viewport_get_scale (viewport), ==, 4.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/viewport/round-trip", test_round_trip);
  g_test_add_func ("/viewport/y-flip", test_y_flip);
  g_test_add_func ("/viewport/zoom-at-keeps-point", test_zoom_at_keeps_point);
  g_test_add_func ("/viewport/zoom-clamped", test_zoom_clamped);
  g_test_add_func ("/viewport/pan-by", test_pan_by);
  g_test_add_func ("/viewport/ensure-visible", test_ensure_visible);
  g_test_add_func ("/viewport/fit", test_fit);
  g_test_add_func ("/viewport/apply", test_apply);
  g_test_add_func ("/viewport/table-matrix", test_table_matrix);
  g_test_add_func ("/viewport/notify", test_notify);

  return g_test_run ();
}
