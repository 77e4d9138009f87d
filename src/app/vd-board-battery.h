#pragma once

#include <adwaita.h>

#include "vd-board-record.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's batteries in the counter's steps (help "BN's batteries", as `hex battery`): for an
 * artillery counter, its type, class and points as its name writes them (1.4.7), and its
 * points detached as a new battery or given to another battery of its side (27.1), judged as
 * the points and the taker are chosen and recorded as one step to undo. FALSE (no rows) for a
 * counter that is no battery or a game without the rule. */
gboolean vd_board_battery_show (VdBoardGroup *group, const VdBoard *board,
                                const VdHexRuleset *module, const VdBoardUnit *unit);

G_END_DECLS
