#pragma once

#include <glib.h>

#include "vd-board-report.h"
#include "vd-hex-levels.h"
#include "vd-hex-victory.h"

G_BEGIN_DECLS

/* What the board report's writers share: the CSV and JSON (vd-cli-board-report.c) and the PDF
 * (vd-cli-board-report-pdf.c). */

typedef struct {
  VdBoardReport *report;
  VdHexRuleset  *module;
  char          *title;
  char          *phase;        /* the phase's name, or NULL */
  gboolean       has_points;   /* a counter's two strengths are numbers: points count */
  gboolean       has_rosters;  /* a counter has a roster row: marks count */
  VdHexVictory  *victory;      /* the count as the game stands (README "Victory") */
  VdHexLevels   *levels;       /* LBA's formations' morale levels, or NULL (no such chart) */
} BoardReport;

/* The report's side S. */
const VdBoardReportSide *vd_cli_board_report_side          (const BoardReport *data, guint s);
/* Why a side's view has no victory count, in the user's language. */
const char              *vd_cli_board_report_victory_secret (void);
/* The PDF (A4) of DATA; NULL with ERROR when cairo fails. */
GBytes                  *vd_cli_board_report_pdf            (const BoardReport *data,
                                                             GError **error);

G_END_DECLS
