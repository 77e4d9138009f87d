#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex officer BOARD OFFICER --overrun|--stack-destroyed`: where an officer left without a
 * stack goes (BN 26.4e, 26.4d), with --apply recorded. */
int vd_cli_hex_officer (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
