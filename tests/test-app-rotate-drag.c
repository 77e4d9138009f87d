/* The handle's turn (vd-rotate-drag.h) on its own: the facing towards the pointer, in degrees
 * clockwise from +y, snapped to 15° unless Shift turns freely. */
#include <math.h>

#include "vd-rotate-drag.h"
#include "vd-test-app.h"

static void
test_snap_and_fine (void)
{
  VdRotateDrag *drag = vd_rotate_drag_new ();
  VdPoint at = vd_point (100, 200);

  /* Until the pointer moves, the unit's own facing. */
  vd_rotate_drag_begin (drag, 30, FALSE);
  g_assert_cmpfloat (vd_rotate_drag_get_facing (drag), ==, 30);

  /* 45° exactly, 48.0° and 63.4° snapped to the nearest 15°. */
  g_assert_cmpfloat (vd_rotate_drag_update (drag, at, vd_point (110, 210)), ==, 45);
  g_assert_cmpfloat (vd_rotate_drag_update (drag, at, vd_point (110, 209)), ==, 45);
  g_assert_cmpfloat (vd_rotate_drag_update (drag, at, vd_point (110, 205)), ==, 60);
  g_assert_cmpfloat (vd_rotate_drag_get_facing (drag), ==, 60);
  /* Behind and a little left: 185.7°, 180 snapped. */
  g_assert_cmpfloat (vd_rotate_drag_update (drag, at, vd_point (99, 190)), ==, 180);
  /* Just left of straight ahead, 359.4°: snapped round to 0, not 360. */
  g_assert_cmpfloat (vd_rotate_drag_update (drag, at, vd_point (99.9, 210)), ==, 0);

  /* Shift: as the pointer says, in [0, 360). */
  vd_rotate_drag_begin (drag, 90, TRUE);
  g_assert_cmpfloat (vd_rotate_drag_get_facing (drag), ==, 90);
  g_assert_cmpfloat_with_epsilon (vd_rotate_drag_update (drag, at, vd_point (110, 205)),
                                  atan2 (10, 5) * 180 / G_PI, 1e-9);
  g_assert_cmpfloat_with_epsilon (vd_rotate_drag_update (drag, at, vd_point (99.9, 210)),
                                  360 + atan2 (-0.1, 10) * 180 / G_PI, 1e-9);
  vd_rotate_drag_free (drag);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  g_test_add_func ("/app/rotate-drag/snap-and-fine", test_snap_and_fine);

  return g_test_run ();
}
