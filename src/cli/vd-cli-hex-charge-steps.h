#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex charge-steps BOARD UNIT… --target UNIT [--reaction] [--recalled] [--forced-back]
 * [--fell-back] [--pursue HEX]`: BN's charge after its declaration, steps B to I as far as the
 * board shows them (vd-hex-charge-steps-bn.h): square attempts and shelter, who fires, the
 * pursuit, who becomes blown. */
int vd_cli_hex_charge_steps (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
