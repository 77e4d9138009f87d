#pragma once

#include "vd-journal.h"
#include "vd-orders.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* An event of KIND for TABLE's turn, stamped with vd_orders_now, about UNIT_ID (may be NULL). */
VdEvent *vd_orders_new_event (VdEventKind kind, const VdTable *table, const char *unit_id);

/* A reason RULE by BY (copied) added to ANSWER. */
void     vd_orders_add_reason (VdOrderAnswer *answer, const char *rule, const char *by);
/* A refusal: reason RULE by BY (when RULE is not NULL), the event dropped, and why for people;
 * TRUE. */
gboolean vd_orders_refuse     (VdOrderAnswer *answer, const char *rule, const char *by,
                               const char *format, ...) G_GNUC_PRINTF (4, 5);
/* vd_orders_move_together for a unit that spent SPENT_SHARE of its allowance and SPENT_PACES
 * paces earlier this turn (vd_move_measure_in_turn). */
gboolean vd_orders_move_spent (const VdTable *table, const VdRuleset *ruleset,
                               const char *unit_id, const VdPoint *points, guint n_points,
                               gboolean forced, const char * const *together,
                               double spent_share, double spent_paces, VdOrderAnswer *answer,
                               GError **error);

G_END_DECLS
