#pragma once

#include "vd-cli-hex-private.h"

G_BEGIN_DECLS

/* `hex skirmish BOARD UNIT STEP [OTHER] [--apply]`: BN's skirmishers detached (detach, 11.5a),
 * taken back (recall OTHER, 11.5d), combined or split (combine OTHER, split, 11.5g) and moved
 * in their stack (to-top, to-bottom, 11.5h-B), falling back (fall-back HEX ATTACKER, 11.5e);
 * with --apply, recorded as one undo step. */
int vd_cli_hex_skirmish (Loaded *loaded, int argc, char **argv, const HexOptions *options);

G_END_DECLS
