#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "Vineyard Spread" group (help "LBA's special units and the Santon"), for
 * a game whose battalions spread over a vineyard (LBA's `special.vineyard.spread`), in the
 * referee's view: the hexes the selected infantry battalion holds, Gather, and for each
 * vineyard hex beside them Spread Into, as the board's `spread` judges it (LBA-VIN-2,
 * LBA-VIN-3), refused with the rule or recorded as a move event, one step to undo, said
 * through SAID. */
typedef struct _VdBoardSpread VdBoardSpread;

VdBoardSpread *vd_board_spread_new        (VdBoardSaid said, gpointer user_data);
void           vd_board_spread_free       (VdBoardSpread *spread);
GtkWidget     *vd_board_spread_get_widget (VdBoardSpread *spread);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT; hidden for a side's view
 * (SIDE not NULL), a counter not of the class that spreads or not in a vineyard, or a game
 * without spread battalions. */
void           vd_board_spread_show       (VdBoardSpread *spread, VdBoardDocument *document,
                                           gboolean has_hex, VdHex hex, const char *unit_id,
                                           const char *side);

G_END_DECLS
