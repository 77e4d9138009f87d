#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's fire shared among targets (20.2e, the module's `combat.fire.sharing`; help "Fire on
 * a board"): a counter's strength divided only by whole levels (an A into two B), a battery's
 * points by whole points, and all of it within its hex's fire cap (20.2a). */

typedef struct {
  char      *unit_id;
  gboolean   may;
  int        used;          /* the parts' weight: in C for a strength, points for artillery */
  int        of;            /* what the counter may fire: its strength within the hex's cap */
  char      *why;           /* why not, in the user's language, or NULL */
  char      *why_rule;
  GPtrArray *reasons;       /* VdHexOddsReason* */
} VdHexFireSplit;

/* UNIT_ID's fire divided into PARTS (NULL-ended: levels such as "B", or artillery points);
 * NULL with ERROR for a counter not on the map, one without a strength, or a game without the
 * rule. */
VdHexFireSplit *vd_hex_fire_split      (const VdBoard *board, const VdHexRuleset *module,
                                        const char *unit_id, const char * const *parts,
                                        GError **error);
void            vd_hex_fire_split_free (VdHexFireSplit *split);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexFireSplit, vd_hex_fire_split_free)

G_END_DECLS
