#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex roster BOARD [UNIT]`, ARGC the words left after the command (the board's path, then
 * the counter): the loss rosters' rows, strengths and wrecks. */
int vd_cli_hex_roster  (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex recover BOARD UNIT [--result N]`: whether the brigade may recover stragglers (21.2),
 * and with the referee's N read on his table, the stragglers erased. */
int vd_cli_hex_recover (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
