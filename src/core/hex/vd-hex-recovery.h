#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* BN's straggler recovery (21.2, help "Loss rosters"): whether a brigade may try, condition by
 * condition — four hexes from the nearest enemy (two at night), Normal or Blood Lust, within
 * its corps' command radius, able to take stragglers and holding some, no movement point spent
 * and no fire given or taken this turn —; the Straggler Recovery Table is missing, so the
 * number recovered is the referee's reading of his own. */

typedef enum {
  VD_HEX_RECOVERY_MAY,
  VD_HEX_RECOVERY_MAY_NOT,
  VD_HEX_RECOVERY_UNKNOWN,    /* a condition the board cannot judge: named */
} VdHexRecoveryVerdict;

typedef struct {
  VdHexRecoveryVerdict verdict;
  GPtrArray           *reasons;   /* VdHexOddsReason*: each condition, met or not */
  char                *why;       /* MAY_NOT and UNKNOWN: the first that decides */
  char                *rule;
  guint                stragglers; /* on the row now */
} VdHexRecovery;

/* UNIT_ID's case on SETUP's first N_APPLIED events; NULL with ERROR for a game without
 * recovery or a counter not on the board. */
VdHexRecovery *vd_hex_recovery      (const VdBoard *setup, const VdHexRuleset *module,
                                     guint n_applied, const char *unit_id, GError **error);
/* RECOVERED stragglers erased from UNIT_ID's row (the referee's reading of the missing table):
 * the `roster` event; NULL with ERROR when it has not that many. */
VdBoardEvent  *vd_hex_recovery_event (const VdBoard *board, const char *unit_id,
                                      guint recovered, GError **error);
void           vd_hex_recovery_free (VdHexRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRecovery, vd_hex_recovery_free)

G_END_DECLS
