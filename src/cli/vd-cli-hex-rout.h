#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `vedette-cli hex rout BOARD UNIT [--to HEX] [--apply]`: whether a routed stack must rout,
 * where it may end or that it is eliminated (BN 25.1b, 25.5 E), and the rout recorded. */
int vd_cli_hex_rout (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
