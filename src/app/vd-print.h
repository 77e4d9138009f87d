#pragma once

#include <gtk/gtk.h>

#include "vd-document.h"
#include "vd-render.h"

G_BEGIN_DECLS

typedef enum {
  VD_PRINT_FIT,          /* the whole table on one page */
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
