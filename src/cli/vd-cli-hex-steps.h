#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex melee-steps BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…]`: BN's melee, steps A to
 * F of 8.3 and 23.0, as far as the board shows them (vd-hex-melee-steps-bn.h). */
int vd_cli_hex_melee_steps  (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex square-steps BOARD UNIT [--roll NN] [--result R]`: BN's square test of UNIT's hex
 * (8.5, 11.6b; vd-hex-square-steps-bn.h). */
int vd_cli_hex_square_steps (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
