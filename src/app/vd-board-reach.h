#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-hex-move.h"

G_BEGIN_DECLS

/* BN 10.1h, 10.5b: what the order sheet means for UNIT_ID's move on KNOWN, asked as hex move
 * and hex reach ask it (vd_hex_orders_move_ask) from DOCUMENT's journal as far as it is
 * applied. The reasons returned hold the strings ASK points to: keep them while ASK is used. */
GPtrArray *vd_board_reach_orders (VdBoardDocument *document, const VdBoard *known,
                                  const char *unit_id, VdHexMoveAsk *ask);
/* The same for the panel: a row under GROUP saying UNIT is pinned (10.1h) or free of its usual
 * radius (10.5b), none when the sheet says neither, nor for another side's counter in SIDE's
 * view (its orders are not that side's to know); GROUP and the row added to ROWS. */
void       vd_board_reach_rows_add (AdwPreferencesGroup *group, GPtrArray *rows,
                                    VdBoardDocument *document, const VdBoard *board,
                                    const VdBoardUnit *unit, const char *side);

G_END_DECLS
