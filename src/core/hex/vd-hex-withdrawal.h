#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* BN's blown withdrawal (`combat.charge.withdrawal`, help "BN's charges"): cavalry that
 * charged (every attacker), or that failed a morale check in one, becomes blown and withdraws
 * 6 to 12 hexes, its movement points aside (24.1 step I, 24.1l, 24.2a), never through an
 * enemy-held hex (16.3a); the hexes it may end in are those whose shortest way through hexes it
 * may cross is 6 to 12 long. The ground a class may not enter is the Movement Table's, missing
 * in the seed: where the module names none, that is said under `unchecked`. */

typedef struct {
  char      *unit_id;
  int        min_hexes;
  int        max_hexes;
  char      *rule;         /* 24.2a */
  GArray    *hexes;        /* VdHex it may withdraw to, nearest first */
  GArray    *distances;    /* int, the hexes' */
  gboolean   to_given;
  VdHex      to;
  gboolean   legal;        /* TO is one of HEXES */
  int        distance;     /* TO's, -1 when it cannot be reached */
  char      *why;          /* TO refused: why, in the user's language */
  char      *why_rule;
  GPtrArray *reasons;      /* VdHexOddsReason*, what was applied */
  GPtrArray *unchecked;    /* VdHexOddsReason*, what is the referee's */
} VdHexWithdrawal;

/* UNIT_ID's withdrawal on BOARD, to TO when not NULL; NULL with ERROR for a unit not on the
 * map, or not of the class that withdraws, or a game without the rule. */
VdHexWithdrawal *vd_hex_withdrawal        (const VdBoard *board, const VdHexRuleset *module,
                                           const char *unit_id, const VdHex *to,
                                           GError **error);
/* The events of a legal WITHDRAWAL (its TO given): the unit goes there, blown (VdBoardEvent*). */
GPtrArray       *vd_hex_withdrawal_events (const VdBoard *board, const VdHexRuleset *module,
                                           const VdHexWithdrawal *withdrawal);
void             vd_hex_withdrawal_free   (VdHexWithdrawal *withdrawal);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexWithdrawal, vd_hex_withdrawal_free)

G_END_DECLS
