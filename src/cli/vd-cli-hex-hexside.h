#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex hexside BOARD UNIT HEX [--apply]`: LBA's Sk dragoons set on the hexside between their
 * hex and the neighbour HEX (LBA-DRAG-1, LBA-DRAG-4); with --apply, recorded as a move event
 * with `across`, one undo step. */
int vd_cli_hex_hexside (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
