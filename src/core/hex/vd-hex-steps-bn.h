#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* A BN procedure walked step by step (8.3 the melee, 8.5 the square test; help "Combat on a
 * board", "BN's charges"): each step said with its rule, what the board cannot settle named
 * as missing or left to the players, never guessed. */

typedef struct {
  char      *refused;       /* the procedure may not start: why; NULL: it may */
  char      *refused_rule;
  GPtrArray *steps;         /* VdHexOddsReason*: each step in order, "A: …" */
  GPtrArray *missing;       /* VdHexOddsReason*: the tables and cells the steps wait on */
  GPtrArray *players;       /* VdHexOddsReason*: what the seed leaves to the players */
} VdHexSteps;

VdHexSteps *vd_hex_steps_new  (void);
void        vd_hex_steps_free (VdHexSteps *steps);
/* Step LETTER said under RULE by BY: "LETTER: WHAT" (WHAT taken). */
void        vd_hex_steps_say  (VdHexSteps *steps, const char *letter, const char *rule,
                               const char *by, char *what);
/* 25.2: step LETTER, the morale test of UNIT_ID's stack on BOARD (MELEE: during a melee,
 * 23.1l), said under RULE: who checks and on which row; then the Morale Table's cell for ROLL
 * (11-66; 0: not rolled), or the referee's RESULT for a cell the module lacks. The result
 * (freed by the caller), or NULL with what is missing added to STEPS; NULL with ERROR for a
 * roll that is not 11-66 or a stack Vedette cannot check. */
char       *vd_hex_steps_morale (VdHexSteps *steps, const VdBoard *board,
                                 const VdHexRuleset *module, const char *letter,
                                 const char *rule, const char *unit_id, gboolean melee,
                                 int roll, const char *result, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexSteps, vd_hex_steps_free)

G_END_DECLS
