#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's skirmishers detached, taken back, combined and moved in their stack (`special.
 * skirmishers`, 11.5a, 11.5d, 11.5e, 11.5g, 11.5h-A, 11.5h-B; help "BN's skirmishers"). A brigade's
 * skirmisher boxes are on its loss roster row (S open, s checked). */

typedef enum {
  VD_HEX_SKIRMISH_DETACH,     /* 11.5a: the unit detaches a full skirmisher */
  VD_HEX_SKIRMISH_RECALL,     /* 11.5d: the unit takes back OTHER, a full skirmisher of its hex */
  VD_HEX_SKIRMISH_COMBINE,    /* 11.5g: two reduced skirmishers of one hex become one full */
  VD_HEX_SKIRMISH_SPLIT,      /* 11.5g: a full skirmisher becomes two reduced */
  VD_HEX_SKIRMISH_TO_TOP,     /* 11.5h-B: from the bottom of its stack to the top */
  VD_HEX_SKIRMISH_TO_BOTTOM,  /* 11.5h-B: from the top of its stack to the bottom */
  VD_HEX_SKIRMISH_FALL_BACK,  /* 11.5e: one hex back before OTHER's melee or charge */
} VdHexSkirmishStep;

typedef struct {
  VdHexSkirmishStep step;
  char      *unit_id;
  char      *other;      /* RECALL: the skirmisher; COMBINE: the second one; FALL_BACK: the
                          * attacker; else NULL */
  VdHex      to;         /* FALL_BACK: where it falls back to */
  gboolean   may;
  gboolean   missing;    /* not known: what it needs is not on the board (the roster row) */
  char      *why;        /* refused or missing: why, in the user's language; NULL when it may */
  char      *why_rule;
  char      *new_id;     /* DETACH, SPLIT: the counter it creates */
  GPtrArray *reasons;    /* VdHexOddsReason*, what was applied */
} VdHexSkirmish;

void           vd_hex_skirmish_free   (VdHexSkirmish *skirmish);
/* Whether STEP may be taken now by UNIT_ID (with OTHER_ID for RECALL and COMBINE); NULL with
 * ERROR when a counter named is not on the board, or the game has no such skirmishers. */
VdHexSkirmish *vd_hex_skirmish        (const VdBoard *board, const VdHexRuleset *module,
                                       VdHexSkirmishStep step, const char *unit_id,
                                       const char *other_id, GError **error);
/* 11.5e: whether the skirmisher UNIT_ID may fall back to TO as ATTACKER_ID, an enemy next to
 * it, comes on to melee or charge it; NULL with ERROR as vd_hex_skirmish. */
VdHexSkirmish *vd_hex_skirmish_fall_back (const VdBoard *board, const VdHexRuleset *module,
                                          const char *unit_id, const char *attacker_id, VdHex to,
                                          GError **error);
/* What the step records when it may (VdBoardEvent*, one undo step), else an empty array. */
GPtrArray     *vd_hex_skirmish_events (const VdBoard *board, const VdHexRuleset *module,
                                       const VdHexSkirmish *skirmish);
/* 11.5h-A: whether UNIT, a skirmisher moving into HEX where counters of its side that are not
 * skirmishers stand, goes in at the bottom of the stack. */
gboolean       vd_hex_skirmish_enters_at_bottom (const VdBoard *board, const VdHexRuleset *module,
                                                 const VdBoardUnit *unit, VdHex hex);
/* 11.5h-A: where in BOARD's units (top first) UNIT, a counter other than a skirmisher moving
 * into HEX, goes: under the skirmishers of its side on top of a stack that holds other counters,
 * so that they stay on top; else 0, the top. UNIT is not in BOARD's units. */
guint          vd_hex_skirmish_joining_place (const VdBoard *board, const VdHexRuleset *module,
                                              const VdBoardUnit *unit, VdHex hex);
/* 11.5h-A: each skirmisher that stands between non-skirmishers in its stack, neither on top
 * nor at the bottom, added to FOUND (VdHexOddsReason*, by the skirmisher). */
void           vd_hex_skirmish_positions (const VdBoard *board, const VdHexRuleset *module,
                                          GPtrArray *found);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexSkirmish, vd_hex_skirmish_free)

G_END_DECLS
