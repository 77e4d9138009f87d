#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex stoppage BOARD HQ [--quality N] [--roll N] [--commander-lost] [--charged]`: whether BN's
 * corps (or a division testing alone) tests for attack stoppage, the tables' column and least
 * roll as far as the seed gives them, and what the roll means (10.3a-10.3e). */
int vd_cli_hex_stoppage (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
