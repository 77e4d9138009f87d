#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `vedette-cli hex withdraw BOARD UNIT [--to HEX [--apply]]`: where blown cavalry may withdraw
 * (BN 24.2a), and the withdrawal recorded. */
int vd_cli_hex_withdraw (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
