#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex victory BOARD`: the victory count as far as the game's seed gives it. */
int vd_cli_hex_victory (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
