#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-lba-units.h"

G_BEGIN_DECLS

/* BN's charge declarations (help "BN's charges", the module's `combat.charge.declare`):
 * whether cavalry may declare a charge at a target now. The answer is the one LBA's charges
 * give (VdHexCharge): refused with its rule, allowed, or waiting on a missing chart; with what
 * Vedette leaves to the referee in `unchecked` (the direction diagram, the night turns of a
 * turn record track not entered, a path he moved along). */

/* Whether MODULE declares charges the BN way. */
gboolean     vd_hex_bn_charge_known (const VdHexRuleset *module);

/* CHARGERS (cavalry counters, with officers joining, 24.1k) of one side declaring a charge at
 * TARGET in the game SETUP plays with its first N_APPLIED events: the levels, blown and
 * wrecked cavalry and night (24.1a, 24.2b, 24.1f, 28.0c), range and path (24.1b, 24.1d), the
 * lines of sight (24.1c, only its B for a REACTION charge, 15.2c) and the stack at the phase's
 * start (24.1e, 24.1k). NULL with ERROR for counters not on the map, of mixed sides, with no
 * cavalry, or a journal that does not apply. */
VdHexCharge *vd_hex_bn_charge       (const VdBoard *setup, const VdHexRuleset *module,
                                     guint n_applied, const char * const *chargers,
                                     const char *target, gboolean reaction, GError **error);

/* Whether CHARGER may charge from FROM into HEX, the ground and hexside alone (24.1b: 1 MP,
 * roads unused, no bridge): 0 yes, 1 a cost the owner has not entered, 2 no; *WHY (freed by
 * the caller) and *RULE say why when not 0. The pursuit's "terrain that allows charges"
 * (24.1-H) too. */
int          vd_hex_bn_charge_ground (const VdBoard *board, const VdHexRuleset *module,
                                      const VdBoardUnit *charger, VdHex from, VdHex hex,
                                      char **why, const char **rule);

G_END_DECLS
