#pragma once

#include <glib.h>

#include "vd-board-report-data.h"

G_BEGIN_DECLS

/* The PDF (A4) of DATA: each side's counters, totals and track, the divisions, the victory
 * count, the losses per turn and their chart. NULL with ERROR when cairo fails. */
GBytes    *vd_render_board_report_pdf   (const VdBoardReportData *data, GError **error);
/* The same pages, each a cairo recording surface of A4 in PDF points, for a printer (the
 * saved PDF's pagination, page for page). */
GPtrArray *vd_render_board_report_pages (const VdBoardReportData *data, GError **error);

G_END_DECLS
