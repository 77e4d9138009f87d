#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex melee BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…]`: whether BN's melee keeps the
 * limits of 23.1 the board and its journal show (vd-hex-melee-limits-bn.h), with what the
 * players decide and what the missing charts or open readings hold. */
int vd_cli_hex_melee (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
