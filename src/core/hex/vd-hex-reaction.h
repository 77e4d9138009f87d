#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* The zones a game puts in place of zones of control (BN 14.0: none, but each battery's
 * close-fire zone, 15.1, and each cavalry's reaction-charge zone, 15.2; the module's
 * `zoc.substitutes`): which enemy zones cover a hex, and where a move would give the enemy
 * its chance — opportunity fire as the mover is about to leave a battery's zone, a reaction
 * charge as it leaves any hex of a cavalry's. What the seed's test also needs and Vedette
 * cannot judge yet (the battery's front and line of sight, what the cavalry sees) is said with
 * each, for the referee. */

typedef struct {
  const char *zone;    /* the module's name of the zone: artillery_close_fire_zone… */
  const char *rule;    /* the module's: 15.1 */
  const char *needs;   /* what else the rule asks, which Vedette cannot judge yet: the module's
                        * `unjudged`, in the user's language; may be NULL */
  char       *unit;    /* the enemy counter whose zone it is */
  VdHex       hex;     /* where the mover is when the chance comes (the hex it leaves) */
  gboolean    on_change; /* the chance comes from a change of formation there (15.1b) */
} VdHexReaction;

/* The enemy zones over HEX for a counter of SIDE: VdHexReaction*, `hex` that hex. */
GPtrArray *vd_hex_reaction_zones_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                                     const char *side);
/* Each enemy counter whose zone the move of UNIT_ID along PATH (VdHex, its own hex first)
 * triggers, once, at the first hex where it does: VdHexReaction*. Empty for a game without
 * such zones. */
GPtrArray *vd_hex_reactions_along (const VdBoard *board, const VdHexRuleset *module,
                                   const char *unit_id, GArray *path);

/* Each enemy counter whose zone a change of formation at AT triggers (BN 15.1b: changing
 * formation inside a battery's close-fire zone, the zone's `formation_change_rule`):
 * VdHexReaction*, its rule that one. */
GPtrArray *vd_hex_reactions_on_change (const VdBoard *board, const VdHexRuleset *module,
                                       const char *unit_id, VdHex at);

G_END_DECLS
