#pragma once

#include <adwaita.h>

#include "vd-document.h"
#include "vd-readings-group.h"

G_BEGIN_DECLS

#define VD_TYPE_ARMY_VIEW (vd_army_view_get_type ())

G_DECLARE_FINAL_TYPE (VdArmyView, vd_army_view, VD, ARMY_VIEW, AdwBin)

/* The order of battle with its losses, as the battle stands: a group per side (its totals in
 * the header), its commands from the highest down (corps, division, brigade…: a row that
 * opens on what is under it), then the units without a command. Each row shows the figures
 * left of those at the start, the figures lost and the percent, and where the command stands
 * against its loss thresholds (steady, shaken, broken: the threshold that decided it in the
 * tooltip). It follows the document: every event, undo and redo. In a side's view it shows
 * that side alone: its group, its commands and its units. Activating a unit's row emits
 * "show-unit" (the unit's id). */

GtkWidget *vd_army_view_new             (void);
/* DOCUMENT may be NULL. */
void       vd_army_view_set_document    (VdArmyView  *self,
                                         VdDocument  *document);
/* The side whose view the document shows (vd_document_set_view_side), or NULL for the
 * referee's: every side. */
const char *vd_army_view_get_side       (VdArmyView  *self);

/* The referee's readings for this table, below the sides (vd-readings-group.h). */
VdReadingsGroup *vd_army_view_get_readings_group (VdArmyView *self);

/* For tests. ID is a unit's, a command's or a side's (looked for in that order). */
/* The row of ID (for a side, its group), or NULL. */
GtkWidget *vd_army_view_get_row         (VdArmyView  *self,
                                         const char  *id);
/* What the row shows, its parts joined by " | ": name, what and how many ("Brigade · 30 of
 * 48 left · 18 lost"), percent lost, state (when it has one); NULL without such a row. */
char      *vd_army_view_dup_row_text    (VdArmyView  *self,
                                         const char  *id);
/* The label that shows the row's state ("Shaken", styled "warning"), or NULL when it has
 * none (a unit without thresholds). */
GtkLabel  *vd_army_view_get_state_label (VdArmyView  *self,
                                         const char  *id);

G_END_DECLS
