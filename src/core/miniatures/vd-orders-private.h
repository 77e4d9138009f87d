#pragma once

#include "vd-journal.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* An event of KIND for TABLE's turn, stamped with vd_orders_now, about UNIT_ID (may be NULL). */
VdEvent *vd_orders_new_event (VdEventKind kind, const VdTable *table, const char *unit_id);

G_END_DECLS
