#pragma once

#include "vd-board.h"

G_BEGIN_DECLS

/* For the reader: HEX's entry, made when new; IS_NEW tells which. */
VdBoardHex *vd_board_add_hex (VdBoard *board, VdHex hex, gboolean *is_new);

G_END_DECLS
