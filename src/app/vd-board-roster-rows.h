#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's loss roster rows (help "Loss rosters in the app", BN 6.6, 20.6): a
 * brigade's row as the printed sheet reads it, with its strength and whether it is wrecked,
 * and buttons that mark a casualty or a straggler, each recorded as a `roster` event (with the
 * counter's elimination when its row fills); on a row holding stragglers, the referee's
 * straggler recovery as `hex recover` judges it (21.2: each condition with its rule, the
 * number returned typed, the table being missing); a division commander's row with the boxes
 * its wrecked brigades check. */

/* SAID tells the panel what was done, or an error (FAILED). */
typedef void (*VdBoardRosterSaid) (const char *text, gboolean failed, gpointer user_data);

/* Adds UNIT's roster rows (UNIT as BOARD, the board the panel shows, has them) to GROUP,
 * each appended to ROWS as the pair { GROUP, row } the panel removes at its next update.
 * SIDE is the side whose view is shown (NULL: the referee's): a side marks its own counters'
 * rows only, and only the referee recovers stragglers (21.2). */
void vd_board_roster_rows_add (AdwPreferencesGroup *group, GPtrArray *rows,
                               VdBoardDocument *document, const VdBoard *board,
                               const VdBoardUnit *unit, const char *side,
                               VdBoardRosterSaid said, gpointer user_data);

G_END_DECLS
