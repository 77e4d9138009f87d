/* A4 report pages drawn with cairo and Pango into a PDF kept in memory, for the reports the
 * command line writes and the app saves. */
#include "vd-pdf.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

double
vd_pdf_draw_text (cairo_t *cr, double x, double y, const char *text, double size, gboolean bold,
                  VdPdfAlign align, double max_width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans");
  int width, height;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_get_size (layout, &width, &height);
  if (align == VD_PDF_ALIGN_RIGHT)
    x -= (double) width / PANGO_SCALE;
  else if (align == VD_PDF_ALIGN_CENTER)
    x -= (double) width / PANGO_SCALE / 2;
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
  return (double) width / PANGO_SCALE;
}

/* The fonts as a PDF surface lays them out (no hinting, metrics unrounded): a recording
 * surface would round them and break the lines and pages elsewhere than the saved PDF. */
static cairo_t *
create_page_cr (cairo_surface_t *surface)
{
  cairo_t *cr = cairo_create (surface);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_set_font_options (cr, options);
  cairo_font_options_destroy (options);
  return cr;
}

/* The next page's recording surface, with the pen as the page before left it (a PDF's pages
 * share one context: the drawing code may count on it). */
static void
new_recorded_page (VdPdf *pdf)
{
  cairo_rectangle_t extents = { 0, 0, VD_PDF_PAGE_W, VD_PDF_PAGE_H };
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cairo_t *cr = create_page_cr (surface);

  if (pdf->cr != NULL)
    {
      int n_dashes = cairo_get_dash_count (pdf->cr);
      g_autofree double *dashes = g_new0 (double, MAX (1, n_dashes));
      double offset;

      cairo_get_dash (pdf->cr, dashes, &offset);
      cairo_set_dash (cr, dashes, n_dashes, offset);
      cairo_set_line_width (cr, cairo_get_line_width (pdf->cr));
      cairo_set_line_cap (cr, cairo_get_line_cap (pdf->cr));
      cairo_set_line_join (cr, cairo_get_line_join (pdf->cr));
      cairo_destroy (pdf->cr);
    }
  g_ptr_array_add (pdf->pages, surface);
  pdf->surface = surface;
  pdf->cr = cr;
}

void
vd_pdf_new_page (VdPdf *pdf)
{
  if (pdf->pages != NULL)
    new_recorded_page (pdf);
  else if (pdf->page > 0)
    cairo_show_page (pdf->cr);
  pdf->page++;
  pdf->y = VD_PDF_MARGIN;
  cairo_set_source_rgb (pdf->cr, 0.45, 0.45, 0.45);
  {
    g_autofree char *number = g_strdup_printf ("%d", pdf->page);

    vd_pdf_draw_text (pdf->cr, VD_PDF_PAGE_W - VD_PDF_MARGIN, VD_PDF_PAGE_H - VD_PDF_MARGIN / 2 - 6,
                      number, 8, FALSE, VD_PDF_ALIGN_RIGHT, 0);
  }
  cairo_set_source_rgb (pdf->cr, 0, 0, 0);
}

double
vd_pdf_draw_wrapped (cairo_t *cr, double x, double y, const char *text, double size, gboolean bold,
                     double width, gboolean draw)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans");
  int height;

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  pango_layout_get_size (layout, NULL, &height);
  if (draw)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
  return (double) height / PANGO_SCALE;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

void
vd_pdf_begin (VdPdf *pdf, const char *title)
{
  /* In memory first: the file is written whole or not at all (vd_file_write_durable). */
  pdf->pages = NULL;
  pdf->bytes = g_byte_array_new ();
  pdf->surface = cairo_pdf_surface_create_for_stream (append_bytes, pdf->bytes, VD_PDF_PAGE_W,
                                                      VD_PDF_PAGE_H);
  cairo_pdf_surface_set_metadata (pdf->surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (pdf->surface, CAIRO_PDF_METADATA_CREATOR, "Vedette");
  pdf->cr = cairo_create (pdf->surface);
  vd_pdf_new_page (pdf);
}

GBytes *
vd_pdf_end (VdPdf *pdf, GError **error)
{
  cairo_status_t status;

  g_clear_pointer (&pdf->cr, cairo_destroy);
  cairo_surface_finish (pdf->surface);
  status = cairo_surface_status (pdf->surface);
  g_clear_pointer (&pdf->surface, cairo_surface_destroy);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s",
                   cairo_status_to_string (status));
      g_clear_pointer (&pdf->bytes, g_byte_array_unref);
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&pdf->bytes));
}

void
vd_pdf_begin_pages (VdPdf *pdf)
{
  pdf->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  pdf->cr = NULL;
  pdf->surface = NULL;
  vd_pdf_new_page (pdf);
}

GPtrArray *
vd_pdf_end_pages (VdPdf *pdf, GError **error)
{
  g_autoptr(GPtrArray) pages = g_steal_pointer (&pdf->pages);
  cairo_status_t status = cairo_status (pdf->cr);

  g_clear_pointer (&pdf->cr, cairo_destroy);
  pdf->surface = NULL;
  for (guint i = 0; status == CAIRO_STATUS_SUCCESS && i < pages->len; i++)
    status = cairo_surface_status (pages->pdata[i]);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s",
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_steal_pointer (&pages);
}
