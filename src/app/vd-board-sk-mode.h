#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "Sk Mode" group (help "LBA's special units and the Santon"), for a game
 * whose counters of a class may sit on a hexside (LBA's Russian dragoons, the module's
 * `special.russian_dragoons.sk`), in the referee's view: the selected counter of that class
 * and, for each side of its hex, what `hex hexside` answers (LBA-DRAG-1, LBA-DRAG-4), refused
 * with the rule or set there as the same move event, one step to undo, said through SAID. */
typedef struct _VdBoardSkMode VdBoardSkMode;

VdBoardSkMode *vd_board_sk_mode_new        (VdBoardSaid said, gpointer user_data);
void            vd_board_sk_mode_free       (VdBoardSkMode *hexside);
GtkWidget      *vd_board_sk_mode_get_widget (VdBoardSkMode *hexside);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT; hidden for a side's view
 * (SIDE not NULL), a counter of another class, or a game without such counters. */
void            vd_board_sk_mode_show       (VdBoardSkMode *hexside, VdBoardDocument *document,
                                             gboolean has_hex, VdHex hex, const char *unit_id,
                                             const char *side);

G_END_DECLS
