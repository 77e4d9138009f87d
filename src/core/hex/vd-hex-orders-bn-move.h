#pragma once

#include <glib.h>

#include "vd-hex-move.h"
#include "vd-hex-orders-bn.h"

G_BEGIN_DECLS

/* What BN's order sheet means for a counter's move (10.0c, 10.1h, 10.5b), read once for hex
 * move and hex reach: a corps HQ pinned without an order in force, a unit on a divisional order
 * free of its usual command radius. */

/* 10.0c, 10.1h: whether UNIT_ID, an HQ on BOARD, is pinned by SHEET: an army HQ (one another
 * HQ names as its commander) moves at will; a corps HQ is pinned while no order of its is in
 * force. The reason added to REASONS (VdHexOddsReason*); FALSE, nothing added, for a counter
 * that is no HQ. */
gboolean   vd_hex_orders_hq_held  (const VdHexOrderSheet *sheet, const VdBoard *board,
                                   const VdHexRuleset *module, const char *unit_id,
                                   GPtrArray *reasons);
/* 10.1h, 10.5b: ASK's PINNED and PINNED_WHY (a pinned corps HQ) and FREE_OF_RADIUS (a unit on a
 * divisional order) for UNIT_ID on BOARD, from SETUP's sheet (its first N_APPLIED events). The
 * reasons found (VdHexOddsReason*), which hold the strings ASK points to: the caller keeps them
 * while it uses ASK. */
GPtrArray *vd_hex_orders_move_ask (const VdBoard *setup, guint n_applied, const VdBoard *board,
                                   const VdHexRuleset *module, const char *unit_id,
                                   VdHexMoveAsk *ask);

G_END_DECLS
