#pragma once

#include <glib.h>

#include "vd-board-report.h"
#include "vd-hex-levels.h"
#include "vd-hex-victory.h"

G_BEGIN_DECLS

/* The board report as its writers show it: the CSV (here), the PDF (vd-render-board-report)
 * and the command line's JSON. */
typedef struct {
  VdBoardReport      *report;
  const VdHexRuleset *module;       /* not owned */
  char               *title;
  char               *phase;        /* the phase's name, or NULL */
  gboolean            has_points;   /* a counter's two strengths are numbers: points count */
  gboolean            has_rosters;  /* a counter has a roster row: marks count */
  VdHexVictory       *victory;      /* the count as the game stands (help "Victory"), or
                                     * NULL in a side's view that does not know it */
  VdHexLevels        *levels;       /* LBA's formations' morale levels, or NULL (no such chart) */
} VdBoardReportData;

/* The report of SETUP's game (its journal already checked against MODULE, which must outlive
 * it); with SIDE, as that side may know it. NULL with ERROR. */
VdBoardReportData       *vd_board_report_data_new   (const VdBoard *setup,
                                                     const VdHexRuleset *module,
                                                     const char *side, GError **error);
void                     vd_board_report_data_free  (VdBoardReportData *data);
/* The report's side S. */
const VdBoardReportSide *vd_board_report_data_side  (const VdBoardReportData *data, guint s);
/* The CSV (RFC 4180, CRLF) of DATA, LENGTH bytes. */
char                    *vd_board_report_data_csv   (const VdBoardReportData *data,
                                                     gsize *length);
/* Why a side's view has no victory count, in the user's language. */
const char              *vd_board_report_victory_secret (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBoardReportData, vd_board_report_data_free)

G_END_DECLS
