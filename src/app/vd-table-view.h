#pragma once

#include <gtk/gtk.h>

#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-viewport.h"

G_BEGIN_DECLS

#define VD_TYPE_TABLE_VIEW (vd_table_view_get_type ())

G_DECLARE_FINAL_TYPE (VdTableView, vd_table_view, VD, TABLE_VIEW, GtkWidget)

/* Shows a table through a VdViewport: zoom around the pointer (scroll, pinch, + and -), pan
 * (drag, arrow keys), fit (0), select a unit by clicking it. The table and ruleset are
 * borrowed: whoever sets them keeps them alive until they are replaced or the view is gone.
 * "selected-unit" (the unit's id, or NULL) notifies when the selection changes. */

GtkWidget        *vd_table_view_new               (void);

void              vd_table_view_set_table         (VdTableView     *self,
                                                   VdTable         *table,
                                                   VdRuleset       *ruleset);
VdTable          *vd_table_view_get_table         (VdTableView     *self);
VdRuleset        *vd_table_view_get_ruleset       (VdTableView     *self);

VdViewport       *vd_table_view_get_viewport      (VdTableView     *self);

const char       *vd_table_view_get_selected_unit (VdTableView     *self);
/* The selected unit itself, or NULL. */
VdUnit           *vd_table_view_get_selected      (VdTableView     *self);
/* Selects the unit with id UNIT_ID (NULL clears); returns FALSE when the table has no such unit. */
gboolean          vd_table_view_select_unit       (VdTableView     *self,
                                                   const char      *unit_id);

void              vd_table_view_zoom_in           (VdTableView     *self);
void              vd_table_view_zoom_out          (VdTableView     *self);
/* Fits the whole table in the view; again after every resize until the user zooms or pans. */
void              vd_table_view_zoom_fit          (VdTableView     *self);

G_END_DECLS
