#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "vd-geometry.h"

G_BEGIN_DECLS

/* Zoom bounds, in view pixels per table millimetre: a whole 6 m table on a phone, or one base
 * filling a monitor. */
#define VD_VIEWPORT_MIN_SCALE 0.05
#define VD_VIEWPORT_MAX_SCALE 40.0

#define VD_TYPE_VIEWPORT (vd_viewport_get_type ())

G_DECLARE_FINAL_TYPE (VdViewport, vd_viewport, VD, VIEWPORT, GObject)

/* The mapping between table millimetres (y towards the far edge, up on screen) and view pixels
 * (y down). Properties: "view-width", "view-height" (int), "scale" (double, pixels per mm),
 * "center-x", "center-y" (double, the table point at the middle of the view), each with notify.
 * The "changed" signal is emitted once after any call that changed the mapping (a zoom that
 * moves both scale and centre emits it once), so a widget can queue one redraw. */

VdViewport *vd_viewport_new             (void);

void        vd_viewport_set_view_size   (VdViewport *self, int width, int height);
int         vd_viewport_get_view_width  (const VdViewport *self);
int         vd_viewport_get_view_height (const VdViewport *self);

double      vd_viewport_get_scale       (const VdViewport *self);
/* Clamped to [VD_VIEWPORT_MIN_SCALE, VD_VIEWPORT_MAX_SCALE]; keeps the centre. */
void        vd_viewport_set_scale       (VdViewport *self, double scale);
VdPoint     vd_viewport_get_center      (const VdViewport *self);
void        vd_viewport_set_center      (VdViewport *self, VdPoint center);

VdPoint     vd_viewport_table_to_view   (const VdViewport *self, VdPoint table_point);
VdPoint     vd_viewport_view_to_table   (const VdViewport *self, VdPoint view_point);
/* The table rectangle the view shows. */
VdRect      vd_viewport_get_visible_rect (const VdViewport *self);

/* Multiplies the scale by FACTOR (clamped), keeping the table point under (VIEW_X, VIEW_Y). */
void        vd_viewport_zoom_at         (VdViewport *self, double view_x, double view_y,
                                         double factor);
/* Moves the content by (DX, DY) view pixels, as a dragged pointer does. */
void        vd_viewport_pan_by          (VdViewport *self, double dx, double dy);
/* The view rectangle (pixels, y down) that the table rectangle TABLE_RECT covers. */
VdRect      vd_viewport_table_rect_to_view (const VdViewport *self, VdRect table_rect);
/* Pans, never zooms, by the least that brings TABLE_BOX with MARGIN_PX around it into
 * VIEW_AREA (view pixels, y down: the part of the view nothing covers); nothing when the box
 * already lies wholly in it, margin or not. TRUE when it panned. */
gboolean    vd_viewport_ensure_visible  (VdViewport *self, VdRect table_box, VdRect view_area,
                                         double margin_px);
/* Centres BOUNDS and scales it to fit the view less MARGIN_PX on every side. */
void        vd_viewport_fit             (VdViewport *self, VdRect bounds, double margin_px);

/* The one mapping from table millimetres (y towards the far edge) to a target whose y runs
 * down, a view, an image or a page, so that screen, files and paper never disagree: SCALE
 * target units per mm, the table point AT landing on the target point TO. */
void        vd_table_matrix_init        (cairo_matrix_t *matrix, VdPoint at, VdPoint to,
                                         double scale);
/* That mapping for AREA of the table centred in the target rectangle TARGET, at SCALE target
 * units per mm, or as large as fits when SCALE is 0 or less; returns the scale taken. The far
 * edge of AREA is at the top of TARGET, its left edge on the left, as on screen. */
double      vd_table_matrix_place       (cairo_matrix_t *matrix, VdRect area, VdRect target,
                                         double scale);

/* The table → view matrix. */
void        vd_viewport_get_matrix      (const VdViewport *self, cairo_matrix_t *matrix);
/* Multiplies CR's matrix by the table → view matrix: afterwards draw in table millimetres. */
void        vd_viewport_apply           (const VdViewport *self, cairo_t *cr);

G_END_DECLS
