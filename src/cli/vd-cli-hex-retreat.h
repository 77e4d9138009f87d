#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex retreat BOARD UNIT[=HEXES],… [--to HEX] [--apply]`: where a stack may retreat, by the
 * game's rules, and the retreat recorded. */
int vd_cli_hex_retreat (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
