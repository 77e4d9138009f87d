#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex battery BOARD FROM [--to UNIT] --points N [--apply]`: BN's artillery points moved to
 * another battery of the same type and class, or detached as a battery of 5 points at most
 * (27.1). */
int vd_cli_hex_battery    (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex artillery BOARD --fire BATTERY[,BATTERY…] --target UNIT`: BN's artillery fire points,
 * the points added per hex and type, converted, then added (27.3). */
int vd_cli_hex_artillery  (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex fire-split BOARD UNIT --into PART[,PART…]`: whether BN's unit may share its fire among
 * targets so (20.2e: whole levels; 20.2a: the hex's cap). */
int vd_cli_hex_fire_split (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
