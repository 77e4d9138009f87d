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

G_END_DECLS
