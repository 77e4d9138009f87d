/* What the retreat files share: the answer's pieces and how they are made. */
#pragma once

#include "vd-hex-retreat.h"

G_BEGIN_DECLS

void                push_free    (VdHexPush *push);
void                choice_free  (VdHexRetreatChoice *choice);
void                refusal_free (VdHexRetreatRefusal *refusal);
VdHexRetreatChoice *choice_new   (VdHex to, const char *rule);
/* HEX refused with RULE and WHY (taken), into REFUSED when not NULL. */
void                refuse       (GPtrArray *refused, VdHex hex, const char *rule, char *why);

/* BN's retreats (vd-hex-retreat-bn.c): RETREAT, its unit and who moves it set, filled in. */
gboolean            vd_hex_retreat_bn (const VdBoard *board, const VdHexRuleset *module,
                                       const VdYamlNode *policy, const VdBoardUnit *unit,
                                       int hexes, const VdHex *melee_from,
                                       const VdHex *back_to, VdHexRetreat *retreat,
                                       GError **error);

/* Whether UNIT may be retreated (or rout, BN 25.1b) from FROM into HEX next to it: on the
 * map, not held by the enemy, ground its class may enter by a hexside it may cross (25.3,
 * 16.2c); else FALSE with the RULE and WHY (taken, in the user's language) when not NULL. */
gboolean            vd_hex_retreat_bn_open (const VdBoard *board, const VdHexRuleset *module,
                                            const VdBoardUnit *unit, VdHex from, VdHex hex,
                                            char **rule, char **why);

/* BN, once MOVERS (NULL-ended) have come into TO on NOW through PASSED (VdHex, the hexes
 * between, or NULL): 25.3c for the stacks passed through and the end hex (reading
 * bn-i-stack-morale-retreat, DN-1), then 25.3d at TO; each change a state event applied to NOW
 * and added to EVENTS, said in REASONS (VdHexOddsReason*). A retreat's and a rout move's. */
gboolean            vd_hex_retreat_bn_after (VdBoard *now, const VdHexRuleset *module,
                                             const char * const *movers, GArray *passed,
                                             VdHex to, GPtrArray *events, GPtrArray *reasons,
                                             GError **error);

G_END_DECLS
