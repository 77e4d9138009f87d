#pragma once

#include <adwaita.h>

#include "vd-document.h"
#include "vd-sight-state.h"

G_BEGIN_DECLS

#define VD_TYPE_UNIT_PANEL (vd_unit_panel_get_type ())

G_DECLARE_FINAL_TYPE (VdUnitPanel, vd_unit_panel, VD, UNIT_PANEL, AdwBin)

/* The side panel: the selected unit's properties, which enemy units it sees and which it does
 * not with the rules why, and the terrain under it with that terrain's rules; or a summary of
 * the table when none is selected. It follows the unit as it moves. The document's table and
 * ruleset are borrowed: whoever sets them keeps the document alive until it is replaced.
 * "show-unit" (a unit id) asks to point out an enemy unit listed here on the table. */

GtkWidget *vd_unit_panel_new          (void);

/* SIGHT must be DOCUMENT's; both may be NULL. */
void       vd_unit_panel_set_document (VdUnitPanel  *self,
                                       VdDocument   *document,
                                       VdSightState *sight);
/* UNIT_ID NULL (or not in the table) shows the table summary. */
void       vd_unit_panel_set_unit  (VdUnitPanel  *self,
                                    const char   *unit_id);
const char *vd_unit_panel_get_unit (VdUnitPanel  *self);
/* TRUE while a unit is dragged on the table: what is seen and why follows it live, distances
 * and the lists' order wait for the drop. */
void       vd_unit_panel_set_dragging (VdUnitPanel *self,
                                       gboolean     dragging);

G_END_DECLS
