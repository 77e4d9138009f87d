#pragma once

#include "vd-cli-hex-private.h"
#include "vd-hex-move.h"

G_BEGIN_DECLS

/* `hex order BOARD --from OFFICER --to OFFICER --type T --method M [--apply]`: BN's order sent
 * (10.1a, 10.1b, 10.1e, 10.1i); `--arrive LINE --roll NN` its acceptance (10.1f); `--release
 * LINE --die N` the end of its delay. With --apply, an `order` event of the journal. */
int vd_cli_hex_order      (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex orders BOARD`: the order sheet, each line's state and why (10.1d). */
int vd_cli_hex_orders     (Loaded *loaded, int argc, char **argv, const HexOptions *options);
/* `hex initiative BOARD OFFICER --roll NN [--order T] [--apply]`: an initiative attempt
 * (10.2). */
int vd_cli_hex_initiative (Loaded *loaded, int argc, char **argv, const HexOptions *options);

/* BN 10.1h, 10.5b: what the loaded board's order sheet means for moving UNIT_ID, into ASK (a
 * pinned corps HQ, a divisional order); the reasons returned hold ASK's strings. */
GPtrArray *vd_cli_hex_move_orders (const Loaded *loaded, const char *unit_id, VdHexMoveAsk *ask);

G_END_DECLS
