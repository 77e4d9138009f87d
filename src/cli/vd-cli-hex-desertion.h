#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex desertion BOARD UNIT [--roll N]`: BN's Desertion Table for a unit (21.1): its column, the
 * die, and the stragglers once the owner has entered the table. */
int vd_cli_hex_desertion (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
