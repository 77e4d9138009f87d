#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* Stacking: what a hex may hold, by the module's `stacking:` section (help "Moving on a
 * board"), for each side apart. Three ways a game limits it: a count of units (`max_units`,
 * `exempt_classes` not counted: NaA one unit, B13; 1914 two, HQs free, 1914-MOV-2); limits
 * per hex weighed by class (`per_hex` and `counts`: BN's firepower, artillery points and
 * skirmishers, 12.1); or the terrain's row of alternatives (`by_terrain`: LBA-STK-1 to -9,
 * with `nations_apart`, LBA-COAL-1). Another game is answered unknown, with its rule. */

typedef enum {
  VD_HEX_STACK_WITHIN,
  VD_HEX_STACK_OVER,
  VD_HEX_STACK_UNKNOWN,
} VdHexStackVerdict;

/* How the module limits a hex: only a count of units fills `counted` and `limit`. */
typedef enum {
  VD_HEX_STACK_NOT_WEIGHED,
  VD_HEX_STACK_BY_UNITS,
  VD_HEX_STACK_BY_WEIGHT,
  VD_HEX_STACK_BY_TERRAIN,
} VdHexStackModel;

typedef struct {
  VdHexStackVerdict verdict;
  VdHexStackModel   model;
  /* BY_UNITS: the side's units that count, the one moving in included, and the limit. */
  guint             counted;
  guint             limit;
  const char       *rule;      /* the module's rule that decided; may be NULL */
  char             *why;       /* in the user's language: what is over and by how much, or what
                                * is missing; NULL when within the limit */
  /* VdHexOddsReason*: each counter or marker left out of the count, by the rule the module
   * gives its class under `stacking.not_counted_rules` (BN 26.1, 10.0c, 6.3). */
  GPtrArray        *left_out;
} VdHexStack;

/* HEX as it would stand with UNIT_ID moved into it (NULL: as it stands), for UNIT_ID's side
 * (or each side, the worst first, with none). */
VdHexStack *vd_hex_stacking_at   (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                                  const char *unit_id);
void        vd_hex_stack_free    (VdHexStack *stack);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexStack, vd_hex_stack_free)

G_END_DECLS
