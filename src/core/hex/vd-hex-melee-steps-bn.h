#pragma once

#include <glib.h>

#include "vd-hex-steps-bn.h"

G_BEGIN_DECLS

/* BN's melee walked step by step (8.3, the procedure of 23.0, the module's
 * `combat.melee.procedure`; help "Combat on a board"): A the entry and its cost, with the
 * limits of 23.1 as hex melee checks them; B and C each side's fire at close-combat range,
 * morale results ignored; D and E each side's morale check, with its row; F the Odds Table,
 * the loser back one hex. The fire points, the Morale Table's cells and the Odds Table are
 * missing: named, never guessed. */

/* ATTACKERS against DEFENDERS (counter ids, NULL-ended) in the game SETUP plays with its first
 * N_APPLIED events. NULL with ERROR for a module without the procedure, counters not on the
 * map, sides mixed or defenders not in one hex next to the attackers. */
VdHexSteps *vd_hex_bn_melee_steps (const VdBoard *setup, const VdHexRuleset *module,
                                   guint n_applied, const char * const *attackers,
                                   const char * const *defenders, GError **error);

G_END_DECLS
