#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* BN's blown cavalry recovering (24.2c, the module's `combat.charge.recovery`; help "BN's
 * charges"): in its own side's rally phase a blown cavalry counter at Normal or Blood Lust may
 * try, even in the turn it became blown; one die on the Cavalry Recovery Table, missing in the
 * seed, whose result the referee reads: recovered, it turns back to its formed face. */

typedef struct {
  gboolean   may;
  char      *why;          /* may not: why, in the user's language */
  char      *rule;         /* 24.2c */
  char      *chart;        /* the table's name, in the user's language */
  GPtrArray *reasons;      /* VdHexOddsReason*: each condition met */
} VdHexCavalryRecovery;

/* Whether UNIT_ID may try on BOARD now; NULL with ERROR for a game without the rule, a counter
 * not on the map or not of the recovering class. */
VdHexCavalryRecovery *vd_hex_cavalry_recovery        (const VdBoard *board,
                                                      const VdHexRuleset *module,
                                                      const char *unit_id, GError **error);
/* Whether MODULE's recovery applies to UNIT_ID's class on BOARD. */
gboolean              vd_hex_cavalry_recovery_applies (const VdBoard *board,
                                                       const VdHexRuleset *module,
                                                       const char *unit_id);
/* The event of a recovery the referee read as a success: the counter formed again in place. */
VdBoardEvent         *vd_hex_cavalry_recovery_event  (const VdBoard *board,
                                                      const VdHexRuleset *module,
                                                      const char *unit_id);
void                  vd_hex_cavalry_recovery_free   (VdHexCavalryRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexCavalryRecovery, vd_hex_cavalry_recovery_free)

G_END_DECLS
