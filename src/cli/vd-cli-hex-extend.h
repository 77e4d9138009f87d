#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex extend BOARD UNIT [--apply]`: whether BN's UNIT may create one more extension now
 * (17.0c, 17.1), the split of its strength, and with --apply the new extension counter. */
int vd_cli_hex_extend (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
