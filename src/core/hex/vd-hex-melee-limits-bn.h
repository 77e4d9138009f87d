#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's melee limits (23.1, the module's `combat.melee.limits`, help "Combat on a board"):
 * what a melee must meet beyond who may melee (23.1a, 23.1c, 23.1n: hex odds), as far as the
 * board and its journal show it: one melee per unit per phase (23.1, reading
 * bn-i-melee-after), the command radius with the target hex (23.1b, reading
 * bn-i-melee-radius-last-step), attackers stacked together as the phase began (23.1e), each
 * side's stacking and fire cap apart (23.1g), and the entry through the defender's flank or
 * rear (23.1i). What the seed leaves to the players (23.1d, 23.1m, 23.1o) is said as theirs,
 * and what a missing chart or an open reading holds is named. */

typedef struct {
  char      *refused;       /* the first limit broken, in the user's language; NULL: none */
  char      *refused_rule;
  char      *unknown;       /* else the first limit not known yet (a reading open, a cost
                             * missing); NULL: none */
  char      *unknown_rule;
  GPtrArray *reasons;       /* VdHexOddsReason*: every check made */
  GPtrArray *missing;       /* VdHexOddsReason*: what a missing chart or open reading holds,
                             * the unknown limits first */
  GPtrArray *players;       /* VdHexOddsReason*: what the seed leaves to the players */
} VdHexMeleeLimits;

/* ATTACKERS and DEFENDERS (counter ids) of a melee in the game SETUP plays with its first
 * N_APPLIED events. NULL with ERROR for a module without the limits, counters not on the map,
 * attackers of mixed sides or defenders not all in one hex next to them. */
VdHexMeleeLimits *vd_hex_bn_melee_limits (const VdBoard *setup, const VdHexRuleset *module,
                                          guint n_applied, const char * const *attackers,
                                          const char * const *defenders, GError **error);
void              vd_hex_melee_limits_free (VdHexMeleeLimits *limits);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexMeleeLimits, vd_hex_melee_limits_free)

G_END_DECLS
