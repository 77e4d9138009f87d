#pragma once

#include "vd-document.h"
#include "vd-move-layer.h"

G_BEGIN_DECLS

/* A unit dragged on the table, and the other selected units with it: where each stood, where
 * the pointer took it, its waypoints (Space), Shift's free placement and Ctrl's forced march;
 * and the last drop the turn's limits alone refused, for the referee's Allow Anyway. The table
 * view owns one and hands it its drag's events (VD_DRAG_MOVE) in table millimetres: the units
 * follow the pointer in the document, unrecorded, and the move layer shows what the move
 * costs by the rules until the drop records it or the units go back. */
typedef struct _VdUnitDrag VdUnitDrag;

/* LAYER (not owned) shows the move. */
VdUnitDrag *vd_unit_drag_new           (VdMoveLayer *layer);
void        vd_unit_drag_free          (VdUnitDrag  *self);

/* A press on UNIT of DOCUMENT at table point PRESSED: UNIT will follow the drag, with the
 * other units of SELECTION (ids) when UNIT is among them. What UNIT spent earlier this turn
 * is read now. */
void        vd_unit_drag_press         (VdUnitDrag  *self,
                                        VdDocument  *document,
                                        const VdUnit *unit,
                                        VdPoint      pressed,
                                        GHashTable  *selection);
/* The drag passed the threshold; FREE (Shift): the units are placed without the movement
 * rules, and no readout. */
void        vd_unit_drag_start         (VdUnitDrag  *self,
                                        gboolean     free);
/* The pointer is at table point POINTER, FORCED (Ctrl) held or not: the units follow it (the
 * point pressed stays under it, to a tenth of a millimetre) and the readout tells the move. */
void        vd_unit_drag_update        (VdUnitDrag  *self,
                                        VdPoint      pointer,
                                        gboolean     forced);
/* Where the unit is now becomes a waypoint of its move; FALSE when it is placed freely or
 * gone. */
gboolean    vd_unit_drag_add_waypoint  (VdUnitDrag  *self);
/* The drop at table point POINTER: the move (or the group's, or the free placement) is
 * recorded when the rules allow it; else the units go back and *MESSAGE tells why (a drop
 * refused by the turn's limits alone is kept for vd_unit_drag_allow_refused). FALSE when the
 * unit is gone: nothing happens. */
gboolean    vd_unit_drag_drop          (VdUnitDrag  *self,
                                        VdPoint      pointer,
                                        char       **message);
/* Puts the units back where the press found them; FALSE when the unit is gone. */
gboolean    vd_unit_drag_restore       (VdUnitDrag  *self);
/* Forgets the drag (not a refused drop). */
void        vd_unit_drag_clear         (VdUnitDrag  *self);

/* The unit pressed, until the drag is cleared; NULL when none. */
const char *vd_unit_drag_get_unit      (VdUnitDrag  *self);
/* TRUE when Shift placed it freely. */
gboolean    vd_unit_drag_get_free      (VdUnitDrag  *self);
/* TRUE when other selected units go with it. */
gboolean    vd_unit_drag_moves_group   (VdUnitDrag  *self);

gboolean    vd_unit_drag_has_refused   (VdUnitDrag  *self);
/* Records the refused drop anyway, beyond the turn's limits, in DOCUMENT. */
gboolean    vd_unit_drag_allow_refused (VdUnitDrag  *self,
                                        VdDocument  *document,
                                        GError     **error);
void        vd_unit_drag_forget_refused (VdUnitDrag *self);

G_END_DECLS
