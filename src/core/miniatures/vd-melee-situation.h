#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* What the table says about a melee between two units, by the terrain they fight in: the melee
 * factors the rules give each side (ids of the ruleset's `melee: factors:`) and the rules that
 * apply without a factor, each with what is responsible. The referee's own factors (combat,
 * charge, fresh troops…) are still his to give; these are the ones the table can see.
 *
 * Where the seed is silent, Vedette decides (one function per rule in vd-melee-situation.c):
 * - "in" a house, redoubt or wood: the unit's footprint centre inside it (as for sight);
 * - the melee front: the midpoint of the two units' front centres;
 * - HOUSE-6, HOUSE-EX: a side fighting a unit in a house or redoubt it is not in itself takes
 *   `house` (the enemy in a house); HOUSE-12: two units in the same house do not, and keep
 *   their `no-formation` penalty;
 * - HOUSE-EX: a unit with the no-formation condition takes `no-formation`;
 * - HILL-5: the unit on the higher hill takes `above-slope` when the melee front is on its
 *   hill; HOUSE-3: a unit in a redoubt takes it against one outside, and counts as in line;
 *   STREAM-2: the unit fighting one whose footprint a stream (or a ford) crosses takes it, the
 *   other coming out of the stream; a side takes `above-slope` once;
 * - HOUSE-8: engineers fighting at a house or redoubt take `engineers`;
 * - WOOD-11: two units in the same wood have no light cover (no factor);
 * - WOOD-10: a no-formation unit in a wood, or less than the edge distance from one, fighting
 *   skirmishers or open-order cavalry, fights as skirmishers and keeps its penalty (no factor);
 * - HOUSE-11: in a house, the first round is fought on the whole width the figures allow, the
 *   second by every figure (no factor). */

typedef struct {
  int         side;     /* 0: unit A's side, 1: unit B's, -1: both */
  const char *factor;   /* a melee factor id, or NULL for a rule that gives none */
  const char *rule;     /* the rule ID (static) */
  const char *by;       /* the feature or unit responsible, owned by the table */
} VdMeleeFinding;

/* The findings for A and B (units of TABLE, of two sides) in the order the rules are checked:
 * a GArray of VdMeleeFinding. */
GArray *vd_melee_situation (const VdTable *table, const VdRuleset *ruleset, const VdUnit *a,
                            const VdUnit *b);

G_END_DECLS
