#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's opportunity fire (15.1; the module's close-fire zone, `zoc.substitutes.*.opportunity`;
 * help "Opportunity fire and reaction charges"): who may fire at a moving enemy, and on what
 * board the fire is judged. */

typedef struct {
  VdBoard   *before;   /* 15.1c: the board before the target's change, to fire on; NULL: as
                        * it stands */
  GPtrArray *reasons;  /* VdHexOddsReason*, what was applied */
  char      *why;      /* refused: why, in the user's language; NULL when it may */
  const char *rule;
} VdHexOpportunity;

/* Whether FIRERS may fire at TARGET as opportunity fire, BOARD being SETUP's first N_APPLIED
 * events played: each an artillery counter whose close-fire zone covers the target's hex
 * (15.1a, 15.1d); when the last of those events changed the target's formation or facing, the
 * fire is judged on the board before it (15.1c); it does not count against the battery's fire
 * in a fire phase (15.1e). NULL with ERROR for a game without opportunity fire. */
VdHexOpportunity *vd_hex_opportunity (const VdBoard *setup, guint n_applied,
                                      const VdBoard *board, const VdHexRuleset *module,
                                      const char * const *firers, const char *target,
                                      GError **error);
void              vd_hex_opportunity_free (VdHexOpportunity *opportunity);
/* The module's zone that opportunity fire follows (its name in `zoc.substitutes`), or NULL. */
const char       *vd_hex_opportunity_zone (const VdHexRuleset *module);
/* 15.1h, 15.2f: whether the last of SETUP's first N_APPLIED events turned UNIT_ID where it
 * stands and changed nothing else (a change of facing alone, which triggers nothing). */
gboolean          vd_hex_opportunity_facing_alone (const VdBoard *setup, guint n_applied,
                                                   const char *unit_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOpportunity, vd_hex_opportunity_free)

G_END_DECLS
