#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* BN's limits on fire in a fire phase (`combat.fire.once_per_phase`; help "Fire on a
 * board"): a counter fires once (20.2b), a hex is fired at once at its artillery and once at
 * its other counters (20.2d), and only the phase's side fires (8.2). Vedette knows the fires its journal holds — those it rolled
 * (`hex fire` without --roll), kept as combat events — not those the players rolled aside. */

/* Whether FIRERS may fire at TARGET in BOARD's phase, by SETUP's first N_APPLIED events (BOARD
 * their result): FALSE with the RULE and WHY (in the user's language) of the first limit met.
 * Outside the module's fire phases, or in a game without the limits, TRUE. */
gboolean vd_hex_fire_once_allowed (const VdBoard *setup, const VdHexRuleset *module,
                                   guint n_applied, const VdBoard *board,
                                   const char * const *firers, const char *target,
                                   const char **rule, char **why);
/* The same with SHARED (NULL-ended, may be NULL), firers that share their fire among targets
 * by whole levels (20.2e): an earlier fire of theirs this phase at another hex does not count
 * (whether the shares are whole levels within the counter is vd_hex_fire_split's). */
gboolean vd_hex_fire_once_allowed_shared (const VdBoard *setup, const VdHexRuleset *module,
                                          guint n_applied, const VdBoard *board,
                                          const char * const *firers,
                                          const char * const *shared, const char *target,
                                          const char **rule, char **why);

G_END_DECLS
