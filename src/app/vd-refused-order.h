#pragma once

#include "vd-table-view.h"

G_BEGIN_DECLS

/* An order the turn's limits alone refused (LOBS-3, HOUSE-10, mini-i-charge-and-fire), kept so
 * that the referee may Allow Anyway: the tool that gave it, its unit, its target (an enemy or a
 * feature) and, for a bombardment, where it aimed. The table view owns one; the next order, or
 * a move, forgets it. */
typedef struct _VdRefusedOrder VdRefusedOrder;

VdRefusedOrder *vd_refused_order_new     (void);
void            vd_refused_order_free    (VdRefusedOrder  *self);

/* Keeps TOOL's order by ACTOR on TARGET, at AIM (NULL: it had none), in place of any kept. */
void            vd_refused_order_keep    (VdRefusedOrder  *self,
                                          VdTableTool      tool,
                                          const char      *actor,
                                          const char      *target,
                                          const VdPoint   *aim);
void            vd_refused_order_forget  (VdRefusedOrder  *self);
gboolean        vd_refused_order_is_kept (VdRefusedOrder  *self);
/* Hands over the order kept and forgets it: its tool, its actor and target (the caller's to
 * free) and its aim (*AIMED FALSE when it had none). FALSE, nothing set, when none is kept. */
gboolean        vd_refused_order_take    (VdRefusedOrder  *self,
                                          VdTableTool     *tool,
                                          char           **actor,
                                          char           **target,
                                          VdPoint         *aim,
                                          gboolean        *aimed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdRefusedOrder, vd_refused_order_free)

G_END_DECLS
