#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex chateau BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…] [--sixth-battalion UNIT]…
 * [--roll N]`: LBA's château melee as far as the pages go (LBA-CHAT-1, -4, -5, -6); `hex chateau
 * BOARD --defend UNIT --result DD [--apply]`: a DD there (LBA-CHAT-3), recorded with --apply. */
int vd_cli_hex_chateau (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
