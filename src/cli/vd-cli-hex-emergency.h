#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex emergency BOARD HQ [--rank RANK] [--apply]`: whether BN's corps (or a division on
 * divisional orders) may make an emergency retreat, how far its HQ goes, the orders it loses
 * and who rolls for desertion (10.4); --apply keeps it on the order sheet. */
int vd_cli_hex_emergency (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
