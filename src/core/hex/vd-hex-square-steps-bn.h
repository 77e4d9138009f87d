#pragma once

#include <glib.h>

#include "vd-hex-steps-bn.h"

G_BEGIN_DECLS

/* BN's square test walked step by step (8.5, 11.6b; the module's `combat.charge.square_test`,
 * help "BN's charges"): 1 the stack's top infantry that may form square (11.6a: in line or
 * column, neither disorganized nor routed) takes a morale test with every modifier (25.2); 2
 * on Normal or Blood Lust every infantry unit of the hex forms square (in blood lust too),
 * skirmishers and artillery shelter in it, cavalry does not (11.6a, 11.6d); otherwise the
 * Morale Table's result applies. The table's cells the seed lacks are named, never guessed. */

/* The square test of UNIT_ID's hex in the game SETUP plays with its first N_APPLIED events,
 * with ROLL (11-66; 0: not rolled) or the referee's RESULT for a cell the module lacks. NULL
 * with ERROR for a module without the test, a counter not on the map, a roll not 11-66 or a
 * RESULT that names no morale level. */
VdHexSteps *vd_hex_bn_square_steps (const VdBoard *setup, const VdHexRuleset *module,
                                    guint n_applied, const char *unit_id, int roll,
                                    const char *result, GError **error);

/* 11.6a, 11.6b: the top infantry of SIDE in HEX, which tests for its hex (*TOP; NULL: none),
 * and NULL when it may try square (its formation not given: the players' to say), else why
 * not, with its rule in *RULE. */
char       *vd_hex_bn_square_may_not (const VdBoard *board, const VdHexRuleset *module,
                                      VdHex hex, const char *side, const VdBoardUnit **top,
                                      const char **rule);

G_END_DECLS
