#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* What the table's report (vd-cli-report.c) shares with the board's (vd-cli-board-report.c):
 * the CSV's quoting, the A4 page and its text, and the atomic write. */

#define PAGE_W   595.28
#define PAGE_H   841.89
#define MARGIN   50.0
#define ROW_H    15.0
#define TEXT_PT  9.0

typedef struct {
  cairo_t         *cr;
  double           y;          /* where the next line goes */
  int              page;
  cairo_surface_t *surface;    /* the PDF, written into bytes */
  GByteArray      *bytes;
} Pdf;

typedef enum {
  ALIGN_LEFT,
  ALIGN_RIGHT,
  ALIGN_CENTER,
} Align;

/* Appends VALUE (NULL: nothing) as an RFC 4180 field; a TEXT that starts like a formula is
 * written quoted after an apostrophe, so that a spreadsheet shows it as text. */
void     vd_cli_report_csv_field (GString *out, const char *value, gboolean text);
/* Draws TEXT with its top at Y; X is its left edge, right edge or centre by ALIGN, ellipsized
 * beyond MAX_WIDTH (0: never). Returns the width it takes. */
double   vd_cli_report_draw_text (cairo_t *cr, double x, double y, const char *text,
                                  double size, gboolean bold, Align align, double max_width);
/* TEXT wrapped to WIDTH with its top left at X, Y, drawn when DRAW; returns its height. */
double   vd_cli_report_draw_wrapped (cairo_t *cr, double x, double y, const char *text,
                                     double size, gboolean bold, double width, gboolean draw);
/* Begins an A4 PDF titled TITLE in memory, its first page begun. */
void     vd_cli_report_pdf_begin (Pdf *pdf, const char *title);
/* Ends PDF: its bytes, or NULL with ERROR set (and nothing kept). */
GBytes  *vd_cli_report_pdf_end   (Pdf *pdf, GError **error);
/* Ends the page (if any) and begins the next, numbered at its foot. */
void     vd_cli_report_new_page  (Pdf *pdf);
/* OUTPUT written atomically (a whole file or none); ERROR names it. */
gboolean vd_cli_report_write     (const char *output, const void *data, gsize length,
                                  GError **error);

/* `report BOARD -o OUT`: the board's report to OUTPUT, a PDF with AS_PDF (else a CSV), and
 * printed as JSON with JSON; with SIDE, as that side may know it. */
int      vd_cli_board_report     (const char *path, const char *output, gboolean as_pdf,
                                  gboolean json, const char *side);
/* `report BOARD --turn-record -o OUT.pdf`: the printable turn record of the board's game
 * (vd-cli-board-turn-record.c), printed as JSON with JSON. */
int      vd_cli_board_turn_record (const char *path, const char *output, gboolean json);

G_END_DECLS
