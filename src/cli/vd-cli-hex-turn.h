#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex turn BOARD`: where the game stands in its sequence of play (help "The turn"). */
int vd_cli_hex_turn (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
