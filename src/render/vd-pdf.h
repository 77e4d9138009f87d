#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* An A4 page in PDF points, its margin, a table row and the body text's size. */
#define VD_PDF_PAGE_W   595.28
#define VD_PDF_PAGE_H   841.89
#define VD_PDF_MARGIN   50.0
#define VD_PDF_ROW_H    15.0
#define VD_PDF_TEXT_PT  9.0

typedef struct {
  cairo_t         *cr;
  double           y;          /* where the next line goes */
  int              page;
  cairo_surface_t *surface;    /* the PDF, written into bytes */
  GByteArray      *bytes;
  /* Drawn for a printer instead (vd_pdf_begin_pages): a recording surface per page. */
  GPtrArray       *pages;
} VdPdf;

typedef enum {
  VD_PDF_ALIGN_LEFT,
  VD_PDF_ALIGN_RIGHT,
  VD_PDF_ALIGN_CENTER,
} VdPdfAlign;

/* Draws TEXT with its top at Y; X is its left edge, right edge or centre by ALIGN, ellipsized
 * beyond MAX_WIDTH (0: never). Returns the width it takes. */
double   vd_pdf_draw_text    (cairo_t *cr, double x, double y, const char *text, double size,
                              gboolean bold, VdPdfAlign align, double max_width);
/* TEXT wrapped to WIDTH with its top left at X, Y, drawn when DRAW; returns its height. */
double   vd_pdf_draw_wrapped (cairo_t *cr, double x, double y, const char *text, double size,
                              gboolean bold, double width, gboolean draw);
/* Begins an A4 PDF titled TITLE in memory, its first page begun. */
void     vd_pdf_begin        (VdPdf *pdf, const char *title);
/* Ends PDF: its bytes, or NULL with ERROR set (and nothing kept). */
GBytes  *vd_pdf_end          (VdPdf *pdf, GError **error);
/* Begins the same A4 pages as vd_pdf_begin, each kept as a cairo recording surface in PDF
 * points (to be painted on a printer's page) instead of written into a PDF. */
void       vd_pdf_begin_pages  (VdPdf *pdf);
/* Ends PDF begun with vd_pdf_begin_pages: its pages' recording surfaces, or NULL with ERROR. */
GPtrArray *vd_pdf_end_pages    (VdPdf *pdf, GError **error);
/* Ends the page (if any) and begins the next, numbered at its foot. */
void     vd_pdf_new_page     (VdPdf *pdf);

G_END_DECLS
