#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* BN's melee limits (23.1, vd-hex-melee-limits-bn.h) in the board panel's odds group, as `hex
 * melee` gives them and `hex attack` refuses by them: the verdict first, then every limit
 * checked with its rule, what a missing chart or open reading holds and what the seed leaves to
 * the players. */

/* The limits of ATTACKERS against DEFENDERS (NULL-ended counter ids) in DOCUMENT, their rows
 * appended to GROUP and, as (group, row) pairs, to PAIRS (the panel's rows to take away); for
 * the referee only (SIDE NULL: the answer reads the journal and both sides' stacks) and a game
 * with the limits. TRUE when a limit refuses the melee: nothing may then be rolled for it. */
gboolean vd_board_melee_limits_show (AdwPreferencesGroup *group, GPtrArray *pairs,
                                     VdBoardDocument *document, const char *side,
                                     const char * const *attackers,
                                     const char * const *defenders);

G_END_DECLS
