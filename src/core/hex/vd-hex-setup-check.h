#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* What a board's set-up breaks of the module's set-up rules (`special.setup`; help "Board
 * files"): a hex over the stacking limit (BN 1.4.4), an officer that starts with none of the
 * counters he commands (BN 1.4.2, "unless told otherwise": a warning), a skirmisher between
 * the other counters of its stack (11.5h-A) or beyond its leash (11.5b), a counter below full
 * strength (1.4.5), a battery unlike its set-up notation (1.4.7), an extension not next to its
 * parent (1.4.8), the counters of a hex facing two ways (13.0). SETUP is the board as its file
 * places the counters, before its journal. VdHexOddsReason*: the rule, the hex or the
 * officer, and why; empty when nothing is wrong or the module has no such rules. */
GPtrArray *vd_hex_setup_check (const VdBoard *setup, const VdHexRuleset *module);

G_END_DECLS
