#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-ruleset.h"

G_BEGIN_DECLS

/* Helpers of the print and export tests: PDFs read back with poppler, as text and as pixels. */

/* Pixels per paper millimetre of the rasters of PDF pages. */
#define VD_TEST_RASTER_PX_PER_MM 4.0

typedef struct {
  guint  n;               /* pixels of the colour */
  double x, y;            /* their centroid, in pixels */
  double x0, y0, x1, y1;  /* their bounds, in pixels */
} VdTestPatch;

/* The number of pages of the PDF at PATH. */
int              vd_test_pdf_count_pages   (const char *path);
/* All the text of the PDF at PATH, page after page. */
char            *vd_test_pdf_text          (const char *path);
/* Page N of the PDF at PATH as a printer puts it on white paper, VD_TEST_RASTER_PX_PER_MM. */
cairo_surface_t *vd_test_pdf_rasterize     (const char *path, int n);

/* The pixel (X, Y) of an image surface, un-premultiplied, with its alpha. */
VdColor          vd_test_raster_pixel      (cairo_surface_t *surface, int x, int y);
double           vd_test_luminance         (VdColor color);
/* The opaque pixels of SURFACE within 0.04 of COLOR in each channel. */
VdTestPatch      vd_test_find_color        (cairo_surface_t *surface, VdColor color);

G_END_DECLS
