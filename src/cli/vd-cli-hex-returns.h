#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex returns BOARD`: 1914's counters out of play this turn and phase (off the map, eliminated
 * HQs, the pool of eliminated units and its pairs), when and where each comes back, and why. */
int vd_cli_hex_returns (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
