#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's emergency retreat (10.4, the module's `special.command.emergency`; help "BN's
 * emergency retreat"): whether a corps HQ (or a division commander on divisional orders) may
 * fall back for one turn, how far its HQ goes, the orders it loses, and the infantry and
 * cavalry that then roll on the Desertion Table (21.1). The danger that calls for it is the
 * owning player's judgment; the moves are the players'. */

typedef struct {
  char       *unit_id;
  gboolean    legal;
  gboolean    legal_known;  /* FALSE: it waits on reading bn-i-emergency-orders */
  char       *why_rule;
  char       *why;          /* not legal: why */
  int         mp_least;     /* the HQ's move to the rear, in MP */
  int         mp_most;
  guint       line;         /* the sheet line its one-turn order takes when recorded */
  GArray     *lost;         /* guint: the lines (accepted or delayed) it loses */
  GPtrArray  *desertion;    /* char*: its infantry and cavalry, each owing a roll (21.1) */
  GPtrArray  *reasons;      /* VdHexOddsReason*, each step with its rule */
  GPtrArray  *missing;      /* VdHexOddsReason*, what the seed, the board or a reading lacks */
} VdHexEmergency;

/* UNIT_ID's emergency retreat, BOARD being SETUP's first N_APPLIED events played; RANK its
 * officer's rank when the owner gives it (army, wing, corps, division), else NULL. NULL with
 * ERROR for a counter that is no HQ or officer on the map, or a game without the rule. */
VdHexEmergency *vd_hex_emergency       (const VdBoard *setup, guint n_applied,
                                        const VdBoard *board, const VdHexRuleset *module,
                                        const char *unit_id, const char *rank, GError **error);
/* The `order` event that records EMERGENCY (legal): its line, its orders lost. */
VdBoardEvent   *vd_hex_emergency_event (const VdBoard *board, const VdHexEmergency *emergency);
void            vd_hex_emergency_free  (VdHexEmergency *emergency);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexEmergency, vd_hex_emergency_free)

G_END_DECLS
