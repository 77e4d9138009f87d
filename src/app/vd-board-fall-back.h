#pragma once

#include <adwaita.h>

#include "vd-board-record.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's skirmisher falling back (11.5e, as `hex skirmish UNIT fall-back HEX ATTACKER`): for a
 * skirmisher, one row per enemy next to it that may come on to melee or charge it, with the
 * hexes it may fall back to (or why none), the hex typed, judged and recorded as one step to
 * undo; a refusal with its rule. Adds its rows to GROUP. */
void vd_board_fall_back_show (VdBoardGroup *group, const VdBoard *board,
                              const VdHexRuleset *module, const VdBoardUnit *unit);

G_END_DECLS
