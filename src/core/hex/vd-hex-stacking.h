#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Stacking: how many counters a hex may hold, by the module's `stacking:` section (README
 * "Moving on a board"). A count of units (`max_units`, with `exempt_classes` not counted: NaA
 * one unit, B13; 1914 two, HQs free, 1914-MOV-2) is checked here; a game that weighs firepower
 * or increments (BN 12.1, LBA's terrain rows) is reported as not counted yet, with its rule. */

typedef enum {
  VD_HEX_STACK_WITHIN,
  VD_HEX_STACK_OVER,
  VD_HEX_STACK_UNKNOWN,
} VdHexStackVerdict;

typedef struct {
  VdHexStackVerdict verdict;
  guint             counted;   /* the side's units that count, the one moving in included */
  guint             limit;
  const char       *rule;      /* the module's; may be NULL */
  char             *why;       /* in the user's language; NULL when within the limit */
} VdHexStack;

/* HEX as it would stand with UNIT_ID moved into it (NULL: as it stands), for UNIT_ID's side
 * (or each side, the worst first, with none). */
VdHexStack *vd_hex_stacking_at   (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                                  const char *unit_id);
void        vd_hex_stack_free    (VdHexStack *stack);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexStack, vd_hex_stack_free)

G_END_DECLS
