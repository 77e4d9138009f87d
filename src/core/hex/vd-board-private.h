#pragma once

#include "vd-board.h"

G_BEGIN_DECLS

/* For the reader: HEX's entry, made when new; IS_NEW tells which. */
VdBoardHex *vd_board_add_hex    (VdBoard *board, VdHex hex, gboolean *is_new);
/* HEX back to the module's default: its entry goes. */
void        vd_board_remove_hex (VdBoard *board, VdHex hex);

/* vd-board-setup.c: applies a set-up event (vd_board_event_is_setup) as
 * vd_board_event_apply does. */
gboolean    vd_board_setup_event_apply (const VdBoardEvent *event, VdBoard *board,
                                        const VdHexRuleset *module, GError **error);

G_END_DECLS
