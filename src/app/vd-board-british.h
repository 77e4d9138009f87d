#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "British Withdrawal" group (help "1914's British withdrawal"), for 1914
 * on turn 5 with option (a), in the referee's view: the test's answer with its rule, the
 * readings it took and the counters that decide it (1914-OPT-1); once the British leave, the
 * French the referee types put in their place and the British out of the game, recorded as
 * the core's events, one step to undo, or refused with the core's reason. */
typedef struct _VdBoardBritish VdBoardBritish;

VdBoardBritish *vd_board_british_new        (VdBoardSaid said, gpointer user_data);
void            vd_board_british_free       (VdBoardBritish *british);
GtkWidget      *vd_board_british_get_widget (VdBoardBritish *british);
/* The group for DOCUMENT; hidden for a side's view (SIDE not NULL), another turn, or a game
 * without the option. */
void            vd_board_british_show       (VdBoardBritish *british, VdBoardDocument *document,
                                             const char *side);

G_END_DECLS
