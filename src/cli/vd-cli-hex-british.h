#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex british-withdrawal BOARD`: 1914's option (a) on turn 5, whether the French stand behind
 * the line and the British leave, with the readings taken and the counters that decide it. */
int vd_cli_hex_british (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
