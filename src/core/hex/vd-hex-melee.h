#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* The odds of a melee in a game whose melee is not by printed numbers but by strength letters
 * (BN 23, the module's `combat.melee.odds`, help "Combat on a board"): each side's letters
 * summed in C (6.5b), skirmishers counting (11.5h-D), a side above the cap counted as the cap
 * (AA, 23.1j). The Odds Table that turns them into a column is missing, so the answer names it
 * (`missing`), with the two strengths and their reasons. ATTACKERS and DEFENDERS (VdBoardUnit*)
 * are already checked by vd_hex_odds (sides, one hex, adjacent); NULL with ERROR for a class
 * that does not melee (23.0). */
VdHexOdds *vd_hex_melee_odds (const VdBoard *board, const VdHexRuleset *module,
                              GPtrArray *attackers, GPtrArray *defenders, GError **error);

G_END_DECLS
