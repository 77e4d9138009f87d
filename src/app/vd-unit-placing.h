#pragma once

#include "vd-document.h"

G_BEGIN_DECLS

/* Placing units from an order of battle: the queue of units still to place, in order, the one
 * a click puts down next (its ghost follows the pointer) and the commands that come with them.
 * The table view owns one; while it offers a unit, a click on the table places it. */
typedef struct _VdUnitPlacing VdUnitPlacing;

VdUnitPlacing *vd_unit_placing_new          (void);
void           vd_unit_placing_free         (VdUnitPlacing   *self);

/* Queues copies of UNITS (VdUnit*) and of COMMANDS (VdCommand*, their order of battle's, or
 * NULL) in place of any queue; nothing is offered until vd_unit_placing_next. */
void           vd_unit_placing_begin        (VdUnitPlacing   *self,
                                             const GPtrArray *units,
                                             const GPtrArray *commands);
/* The next unit of the queue that TABLE does not have yet becomes the one offered (those it
 * has are dropped); NULL when none is left. */
const VdUnit  *vd_unit_placing_next         (VdUnitPlacing   *self,
                                             const VdTable   *table);
/* Nothing more to place: the queue emptied, no unit offered. */
void           vd_unit_placing_stop         (VdUnitPlacing   *self);

/* The unit offered, or NULL. */
const VdUnit  *vd_unit_placing_get_unit     (VdUnitPlacing   *self);
/* How many are queued after it. */
guint          vd_unit_placing_get_n_left   (VdUnitPlacing   *self);
/* Where the offered unit stands (its front-edge centre) when its footprint's centre is at
 * table point CENTRE: within TABLE, to a tenth of a millimetre. */
VdPoint        vd_unit_placing_front_centre (VdUnitPlacing   *self,
                                             const VdTable   *table,
                                             VdPoint          centre);
/* Records the offered unit in DOCUMENT with its footprint's centre at table point CENTRE, with
 * the queue's commands; its id in *PLACED_ID. The offer stays: vd_unit_placing_next moves on. */
gboolean       vd_unit_placing_place        (VdUnitPlacing   *self,
                                             VdDocument      *document,
                                             VdPoint          centre,
                                             char           **placed_id,
                                             GError         **error);
/* The prompt for the unit offered. */
char          *vd_unit_placing_prompt       (VdUnitPlacing   *self);

G_END_DECLS
