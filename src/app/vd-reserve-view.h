#pragma once

#include <adwaita.h>

#include "vd-document.h"
#include "vd-order-of-battle.h"

G_BEGIN_DECLS

#define VD_TYPE_RESERVE_VIEW (vd_reserve_view_get_type ())

G_DECLARE_FINAL_TYPE (VdReserveView, vd_reserve_view, VD, RESERVE_VIEW, AdwBin)

/* The reserve: the units of an order of battle not yet on the table, a group per side, each
 * row with its arm, formation and figures; the search entry keeps the rows whose name or id
 * holds its words. It follows the document: a unit placed leaves the list, an undo brings it
 * back. Activating a row emits "place" (the unit's id). */

GtkWidget             *vd_reserve_view_new          (void);
/* DOCUMENT may be NULL; another document forgets the order of battle. */
void                   vd_reserve_view_set_document (VdReserveView   *self,
                                                     VdDocument      *document);
/* Shows OOB (taken; NULL shows none). */
void                   vd_reserve_view_set_order_of_battle (VdReserveView   *self,
                                                     VdOrderOfBattle *oob);
const VdOrderOfBattle *vd_reserve_view_get_order_of_battle (VdReserveView *self);
/* The units of the order of battle not on the table (VdUnit*, borrowed), file order; of SIDE
 * only unless it is NULL. */
GPtrArray             *vd_reserve_view_list_unplaced (VdReserveView  *self,
                                                     const char      *side);
/* The rows shown (the search applied). */
guint                  vd_reserve_view_get_n_rows   (VdReserveView   *self);
GtkSearchEntry        *vd_reserve_view_get_search_entry (VdReserveView *self);
/* As a click on UNIT_ID's row; FALSE when no row shows it. */
gboolean               vd_reserve_view_activate_unit (VdReserveView  *self,
                                                     const char      *unit_id);

G_END_DECLS
