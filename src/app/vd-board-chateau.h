#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "Château" group (help "LBA's special units and the Santon"), for a game
 * whose module has the château's melee (LBA), in the referee's view: for a château hex, a
 * counter in it or an enemy next to it, what `hex chateau` says of an assault by the enemies
 * next to it the referee leaves switched on (LBA-CHAT-1, LBA-CHAT-4 to LBA-CHAT-6, reading
 * lba-i-chateau-hold), each reason with its rule and what is missing named, the sappers' die
 * rolled or read; and, for a counter in the château, a DD's increment lost recorded as its
 * strength (LBA-CHAT-3), one step to undo, said through SAID. */
typedef struct _VdBoardChateau VdBoardChateau;

VdBoardChateau *vd_board_chateau_new        (VdBoardSaid said, gpointer user_data);
void            vd_board_chateau_free       (VdBoardChateau *chateau);
GtkWidget      *vd_board_chateau_get_widget (VdBoardChateau *chateau);
/* The group for UNIT_ID (NULL: the top counter of HEX) or HEX in DOCUMENT; hidden for a side's
 * view (SIDE not NULL), away from a held château, or in a game without one. Another château
 * starts with every attacker on, no 6th battalion named and no die. */
void            vd_board_chateau_show       (VdBoardChateau *chateau, VdBoardDocument *document,
                                             gboolean has_hex, VdHex hex, const char *unit_id,
                                             const char *side);

G_END_DECLS
