#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex melee BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…]`: whether BN's melee keeps the
 * limits of 23.1 the board and its journal show (vd-hex-melee-limits-bn.h), with what the
 * players decide and what the missing charts or open readings hold. */
int vd_cli_hex_melee (Loaded *loaded, int argc, char **argv, const HexOptions *options);

/* Whether a BN melee of ATTACKERS on DEFENDERS keeps the limits of 23.1 (TRUE for a game
 * without them, or counters the limits cannot judge); FALSE with the refusal printed. Read by
 * `hex attack` before it rolls. */
gboolean vd_cli_hex_melee_keeps_limits (Loaded *loaded, GStrv attackers, GStrv defenders);

G_END_DECLS
