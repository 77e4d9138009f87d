#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex los BOARD FROM TO [--firer UNIT]`: whether FROM sees TO under the game's rules, each
 * obstacle with its rule, and a firer's range along the line. */
int vd_cli_hex_los (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
