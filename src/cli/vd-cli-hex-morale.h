#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex morale BOARD UNIT`: the morale check of UNIT's stack (BN 25.2), or with --rally its
 * rally step (25.5). */
int vd_cli_hex_morale (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
