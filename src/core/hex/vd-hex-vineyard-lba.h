#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* LBA's vineyards and the whole battalion (README "LBA's special units and the Santon", the
 * module's `special.vineyard.single_hex`): a battalion entering a vineyard of one hex is wholly
 * in it (LBA-VIN-3), as a board puts every counter; in a vineyard of several hexes the seed
 * lets a battalion spread over them, 3 increments counting in each (LBA-VIN-2), which a board
 * cannot show. */

/* Why UNIT in a vineyard counts as it does, with the rule in *RULE: wholly in a vineyard of
 * one hex, or put in one hex of a larger vineyard, its spreading over several the referee's;
 * NULL when UNIT is not of the module's class or not in a vineyard. */
char *vd_hex_vineyard_whole (const VdBoard *board, const VdHexRuleset *module,
                             const VdBoardUnit *unit, const char **rule);

G_END_DECLS
