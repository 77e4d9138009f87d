#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex levels BOARD [--side SIDE]`: LBA's formations, their battalions lost or routed, the
 * morale level each has reached and its modifier, and why (LBA-LVL-1 to -3). */
int vd_cli_hex_levels (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
