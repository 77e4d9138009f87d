#include "vd-test-pdf.h"

#include <math.h>
#include <poppler.h>

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerPage, g_object_unref)

static PopplerDocument *
open_pdf (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GError) error = NULL;
  PopplerDocument *document;

  g_assert_nonnull (uri);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  return document;
}

int
vd_test_pdf_count_pages (const char *path)
{
  g_autoptr(PopplerDocument) document = open_pdf (path);

  return poppler_document_get_n_pages (document);
}

char *
vd_test_pdf_text (const char *path)
{
  g_autoptr(PopplerDocument) document = open_pdf (path);
  GString *text = g_string_new (NULL);

  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autoptr(PopplerPage) page = poppler_document_get_page (document, i);
      g_autofree char *page_text = poppler_page_get_text (page);

      g_string_append (text, page_text);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

cairo_surface_t *
vd_test_pdf_rasterize (const char *path, int n)
{
  g_autoptr(PopplerDocument) document = open_pdf (path);
  g_autoptr(PopplerPage) page = poppler_document_get_page (document, n);
  double points_to_px = VD_TEST_RASTER_PX_PER_MM * 25.4 / 72, width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_nonnull (page);
  poppler_page_get_size (page, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * points_to_px),
                                        (int) ceil (height * points_to_px));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, points_to_px, points_to_px);
  poppler_page_render (page, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

VdColor
vd_test_raster_pixel (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  guint32 argb = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);
  double a = ((argb >> 24) & 0xff) / 255.0;

  if (a <= 0)
    return (VdColor) { 0, 0, 0, 0 };
  return (VdColor) { ((argb >> 16) & 0xff) / 255.0 / a, ((argb >> 8) & 0xff) / 255.0 / a,
                     (argb & 0xff) / 255.0 / a, a };
}

double
vd_test_luminance (VdColor color)
{
  return 0.299 * color.r + 0.587 * color.g + 0.114 * color.b;
}

VdTestPatch
vd_test_find_color (cairo_surface_t *surface, VdColor color)
{
  VdTestPatch patch = { 0, 0, 0, G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        VdColor p = vd_test_raster_pixel (surface, x, y);

        if (p.a < 0.99 || fabs (p.r - color.r) > 0.04 || fabs (p.g - color.g) > 0.04
            || fabs (p.b - color.b) > 0.04)
          continue;
        patch.n++;
        patch.x += x + 0.5;
        patch.y += y + 0.5;
        patch.x0 = MIN (patch.x0, x);
        patch.y0 = MIN (patch.y0, y);
        patch.x1 = MAX (patch.x1, x + 1);
        patch.y1 = MAX (patch.y1, y + 1);
      }
  if (patch.n > 0)
    {
      patch.x /= patch.n;
      patch.y /= patch.n;
    }
  return patch;
}
