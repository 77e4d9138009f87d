#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Units That Come Back" group (help "Units that come back"), for the games
 * whose module has them (1914): the counters out of play as vd_hex_returns lists them, each
 * with why and when it returns and its rule; a retreated counter's re-entry die typed or rolled
 * (1914-RET-5), a counter re-entered on a hex typed (the selected one offered), a pair rebuilt
 * as the one chosen (1914-REB-1, 1914-REB-2), each recorded as the core's events, one step to
 * undo, or refused with the core's reason. A side's view lists its own counters only. */
typedef struct _VdBoardReturns VdBoardReturns;

/* SAID tells the window what was recorded, or why not (FAILED). */
typedef void (*VdBoardReturnsSaid) (const char *text, gboolean failed, gpointer user_data);

VdBoardReturns *vd_board_returns_new        (VdBoardReturnsSaid said, gpointer user_data);
void            vd_board_returns_free       (VdBoardReturns *returns);
GtkWidget      *vd_board_returns_get_widget (VdBoardReturns *returns);
/* The group for DOCUMENT as SIDE sees it (NULL: the referee); HEX, when HAS_HEX, is offered as
 * the hex a counter re-enters on. */
void            vd_board_returns_show       (VdBoardReturns *returns, VdBoardDocument *document,
                                             gboolean has_hex, VdHex hex, const char *side);

G_END_DECLS
