#include "vd-render-private.h"

#include <math.h>

static gboolean
whole_pixels (double d)
{
  return fabs (d - round (d)) < 1e-6;
}

/* Has DRAW fill the view rectangle RECT of CR's surface (cleared). DRAW works on a surface of
 * its own, MARGIN larger on every side and with no clip, of which RECT alone is kept: cairo
 * draws a pixel within a few of a clip's or a surface's edge, or under a clip of several
 * boxes, a little differently, so every pixel kept is drawn as on a surface larger than the
 * view. */
static void
draw_rect (cairo_t *cr, VdRect rect, int margin, int scale_factor, VdLayerDrawFunc draw,
           gpointer data)
{
  cairo_surface_t *part;
  cairo_t *part_cr;
  int w = (int) (rect.x1 - rect.x0), h = (int) (rect.y1 - rect.y0);

  if (w <= 0 || h <= 0)
    return;
  part = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (w + 2 * margin) * scale_factor,
                                     (h + 2 * margin) * scale_factor);
  cairo_surface_set_device_scale (part, scale_factor, scale_factor);
  cairo_surface_set_device_offset (part, (margin - rect.x0) * scale_factor,
                                   (margin - rect.y0) * scale_factor);
  part_cr = cairo_create (part);
  draw (part_cr, data);
  cairo_destroy (part_cr);
  cairo_surface_flush (part);
  cairo_save (cr);
  cairo_rectangle (cr, rect.x0, rect.y0, w, h);
  cairo_clip (cr);
  cairo_set_source_surface (cr, part, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (part);
}

cairo_surface_t *
vd_render_layer_new (int width, int height, int margin, int scale_factor)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (width + 2 * margin) * scale_factor,
                                                         (height + 2 * margin) * scale_factor);

  cairo_surface_set_device_scale (surface, scale_factor, scale_factor);
  cairo_surface_set_device_offset (surface, margin * scale_factor, margin * scale_factor);
  return surface;
}

cairo_surface_t *
vd_render_layer_view (cairo_surface_t *surface, int width, int height, int margin,
                      int scale_factor)
{
  int stride = cairo_image_surface_get_stride (surface);
  cairo_surface_t *view;

  view = cairo_image_surface_create_for_data (cairo_image_surface_get_data (surface)
                                              + (gsize) margin * scale_factor * stride
                                              + (gsize) margin * scale_factor * 4,
                                              CAIRO_FORMAT_ARGB32, width * scale_factor,
                                              height * scale_factor, stride);
  cairo_surface_set_device_scale (view, scale_factor, scale_factor);
  return view;
}

gboolean
vd_render_layer_same_zoom (const cairo_matrix_t *a, const cairo_matrix_t *b)
{
  return a->xx == b->xx && a->yy == b->yy && a->xy == b->xy && a->yx == b->yx;
}

VdLayerPan
vd_render_layer_pan (const cairo_matrix_t *before, const cairo_matrix_t *after, int width,
                     int height, int scale_factor, double *sx, double *sy)
{
  double dx = (after->x0 - before->x0) * scale_factor;
  double dy = (after->y0 - before->y0) * scale_factor;

  if (fabs (dx) < 1e-6 && fabs (dy) < 1e-6)
    return VD_LAYER_PAN_NONE;
  /* A pan by a fraction of a pixel cannot reuse pixels exactly, nor one past the view. */
  if (!whole_pixels (dx) || !whole_pixels (dy)
      || fabs (dx) >= width * scale_factor || fabs (dy) >= height * scale_factor)
    return VD_LAYER_PAN_REDRAW;
  *sx = round (dx) / scale_factor;
  *sy = round (dy) / scale_factor;
  return VD_LAYER_PAN_SHIFT;
}

void
vd_render_layer_draw (cairo_surface_t *surface, int width, int height, int margin,
                      VdLayerDrawFunc draw, gpointer data)
{
  cairo_t *cr = cairo_create (surface);

  /* Drawn in place: the surface is already the margin larger than the view. */
  cairo_rectangle (cr, -margin, -margin, width + 2 * margin, height + 2 * margin);
  cairo_clip (cr);
  draw (cr, data);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
}

cairo_surface_t *
vd_render_layer_shift (cairo_surface_t *surface, int width, int height, int margin,
                       int scale_factor, double sx, double sy, VdLayerDrawFunc draw,
                       gpointer data)
{
  cairo_surface_t *shifted = vd_render_layer_new (width, height, margin, scale_factor);
  cairo_surface_t *kept = vd_render_layer_view (surface, width, height, margin, scale_factor);
  cairo_t *cr = cairo_create (shifted);
  VdRect moved = { MAX (sx, 0), MAX (sy, 0), width + MIN (sx, 0), height + MIN (sy, 0) };

  cairo_save (cr);
  cairo_rectangle (cr, moved.x0, moved.y0, moved.x1 - moved.x0, moved.y1 - moved.y0);
  cairo_clip (cr);
  cairo_set_source_surface (cr, kept, sx, sy);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_restore (cr);
  /* The columns uncovered on the left or right, then the rows above or below. */
  draw_rect (cr, sx > 0 ? (VdRect) { 0, 0, sx, height } : (VdRect) { width + sx, 0, width, height },
             margin, scale_factor, draw, data);
  draw_rect (cr, sy > 0 ? (VdRect) { moved.x0, 0, moved.x1, sy }
                        : (VdRect) { moved.x0, height + sy, moved.x1, height },
             margin, scale_factor, draw, data);
  cairo_destroy (cr);
  cairo_surface_destroy (kept);
  cairo_surface_flush (shifted);
  return shifted;
}

void
vd_render_layer_patch (cairo_surface_t *surface, int margin, int scale_factor,
                       const VdRect *rects, guint n, VdLayerDrawFunc draw, gpointer data)
{
  /* The surface's device offset skips the margin: view pixels, as in vd_render_layer_shift. */
  cairo_t *cr = cairo_create (surface);

  for (guint i = 0; i < n; i++)
    draw_rect (cr, rects[i], margin, scale_factor, draw, data);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
}

void
vd_layer_pixels_clear (VdLayerPixels *pixels)
{
  g_clear_pointer (&pixels->view, cairo_surface_destroy);
  g_clear_pointer (&pixels->surface, cairo_surface_destroy);
}

gboolean
vd_layer_pixels_fit (const VdLayerPixels *pixels, int width, int height, int scale_factor)
{
  return pixels->surface != NULL && width == pixels->width && height == pixels->height
         && scale_factor == pixels->scale_factor;
}

VdLayerPan
vd_layer_pixels_pan (VdLayerPixels *pixels, const cairo_matrix_t *matrix, VdLayerDrawFunc draw,
                     gpointer data)
{
  cairo_surface_t *shifted;
  VdLayerPan pan;
  double sx, sy;

  pan = vd_render_layer_pan (&pixels->matrix, matrix, pixels->width, pixels->height,
                             pixels->scale_factor, &sx, &sy);
  if (pan != VD_LAYER_PAN_SHIFT)
    return pan;
  shifted = vd_render_layer_shift (pixels->surface, pixels->width, pixels->height,
                                   pixels->margin, pixels->scale_factor, sx, sy, draw, data);
  vd_layer_pixels_clear (pixels);
  pixels->surface = shifted;
  pixels->view = vd_render_layer_view (shifted, pixels->width, pixels->height, pixels->margin,
                                       pixels->scale_factor);
  pixels->matrix = *matrix;
  return VD_LAYER_PAN_SHIFT;
}

gboolean
vd_layer_pixels_preview (const VdLayerPixels *pixels, const VdViewport *viewport,
                         int scale_factor, cairo_matrix_t *transform)
{
  cairo_matrix_t kept = pixels->matrix, matrix;

  if (!vd_layer_pixels_fit (pixels, MAX (vd_viewport_get_view_width (viewport), 1),
                            MAX (vd_viewport_get_view_height (viewport), 1),
                            MAX (scale_factor, 1))
      || cairo_matrix_invert (&kept) != CAIRO_STATUS_SUCCESS)
    return FALSE;
  /* A view pixel kept goes back to the table, then out to the view now. */
  vd_viewport_get_matrix (viewport, &matrix);
  cairo_matrix_multiply (transform, &kept, &matrix);
  return TRUE;
}

void
vd_layer_pixels_draw (VdLayerPixels *pixels, int width, int height, int margin,
                      int scale_factor, const cairo_matrix_t *matrix, VdLayerDrawFunc draw,
                      gpointer data)
{
  vd_layer_pixels_clear (pixels);
  *pixels = (VdLayerPixels) { NULL, NULL, width, height, scale_factor, margin, *matrix };
  pixels->surface = vd_render_layer_new (width, height, margin, scale_factor);
  vd_render_layer_draw (pixels->surface, width, height, margin, draw, data);
  pixels->view = vd_render_layer_view (pixels->surface, width, height, margin, scale_factor);
}
