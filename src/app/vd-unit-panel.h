#pragma once

#include <adwaita.h>

#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

#define VD_TYPE_UNIT_PANEL (vd_unit_panel_get_type ())

G_DECLARE_FINAL_TYPE (VdUnitPanel, vd_unit_panel, VD, UNIT_PANEL, AdwBin)

/* The side panel: the selected unit's properties and the terrain under it with that terrain's rules,
 * or a summary of the table when none is selected. The table and ruleset are borrowed, as by
 * VdTableView. */

GtkWidget *vd_unit_panel_new       (void);

void       vd_unit_panel_set_table (VdUnitPanel  *self,
                                    VdTable      *table,
                                    VdRuleset    *ruleset);
/* UNIT_ID NULL (or not in the table) shows the table summary. */
void       vd_unit_panel_set_unit  (VdUnitPanel  *self,
                                    const char   *unit_id);
const char *vd_unit_panel_get_unit (VdUnitPanel  *self);

G_END_DECLS
