#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Morale Checks from Fire Losses" group (help "LBA's fire-loss morale
 * checks"), for the games whose module has the chart (LBA): the referee enters the increments
 * the selected counter lost to one fire attack, and those it lost before when he knows them,
 * picks its row where the counter does not say (infantry), and sees the checks the losses
 * call (vd-hex-fire-checks.h) with the rule, the row and the reading that decide them. Nothing
 * is recorded: the checks are rolled on the morale procedure. In the referee's view, or a
 * side's view for the side's own counters. */
typedef struct _VdBoardFireChecks VdBoardFireChecks;

VdBoardFireChecks *vd_board_fire_checks_new        (void);
void               vd_board_fire_checks_free       (VdBoardFireChecks *checks);
GtkWidget         *vd_board_fire_checks_get_widget (VdBoardFireChecks *checks);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT, as SIDE sees it (NULL: the
 * referee); hidden for a counter of a class the chart does not read. Another counter starts
 * with 1 increment lost, none given before and its first row. */
void               vd_board_fire_checks_show       (VdBoardFireChecks *checks,
                                                    VdBoardDocument *document, gboolean has_hex,
                                                    VdHex hex, const char *unit_id,
                                                    const char *side);

G_END_DECLS
