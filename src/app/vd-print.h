#pragma once

#include <gtk/gtk.h>

#include "vd-board-document.h"
#include "vd-document.h"
#include "vd-render.h"

G_BEGIN_DECLS

typedef enum {
  VD_PRINT_FIT,          /* the whole table (or board) on one page */
  VD_PRINT_ACTUAL_SIZE,  /* 1:1, tiled across pages that overlap, to lay out on the table */
} VdPrintMode;

/* Overlap between neighbouring tiles at actual size, and the band above each page for its
 * title and place, in mm. */
#define VD_PRINT_OVERLAP_MM 10.0
#define VD_PRINT_HEADER_MM  8.0

/* Prints DOCUMENT's table as it stands, drawn with OPTIONS (layers, hidden units and the
 * caption that heads each page, copied), in MODE; the print dialog has a "Table" tab to choose
 * the mode. Its unit is millimetres. */
GtkPrintOperation *vd_print_operation_new (VdDocument            *document,
                                           const VdRenderOptions *options,
                                           VdPrintMode            mode);
/* The same for a board's game as it stands (SEEN, when a side's view shows it so; NULL: as
 * the document has it), at its printed hex size (grid.hex_mm, else VD_BOARD_DEFAULT_HEX_MM)
 * at actual size; the dialog's tab is "Board". */
GtkPrintOperation *vd_print_operation_new_for_board (VdBoardDocument *document,
                                                     const VdBoard   *seen,
                                                     VdPrintMode      mode);
/* Prints PAGES, A4 pages drawn as cairo recording surfaces in PDF points (a report's, as
 * vd_render_board_report_pages makes them), one a sheet: at their size on A4 (the default
 * paper), scaled down to fit a smaller one, centred. TITLE names the print job. */
GtkPrintOperation *vd_print_operation_new_for_pages (GPtrArray  *pages,
                                                     const char *title);
/* Runs OPERATION without a dialog, exporting its pages as a PDF to PATH: whether it did,
 * FALSE with ERROR (the print tests and File ▸ Export go through it). */
gboolean           vd_print_operation_export (GtkPrintOperation *operation,
                                              const char        *path,
                                              GError           **error);
/* Paper millimetres per unit of BOARD's drawing at actual size. */
double             vd_print_board_mm      (const VdBoard *board);
/* The mode chosen in the print dialog (or given). */
VdPrintMode        vd_print_operation_get_mode (GtkPrintOperation *operation);
/* The tiles (pages) at actual size of a table WIDTH × DEPTH mm on pages whose printable area
 * is PAGE_WIDTH × PAGE_HEIGHT mm (the header band included). */
void               vd_print_count_tiles   (double                 width,
                                           double                 depth,
                                           double                 page_width,
                                           double                 page_height,
                                           guint                 *columns,
                                           guint                 *rows);

G_END_DECLS
