#pragma once

#include <adwaita.h>

#include "vd-types.h"

G_BEGIN_DECLS

#define VD_TYPE_NEW_TABLE_DIALOG (vd_new_table_dialog_get_type ())

G_DECLARE_FINAL_TYPE (VdNewTableDialog, vd_new_table_dialog, VD, NEW_TABLE_DIALOG,
                      AdwMessageDialog)

/* Asks for a new table's title, figure scale, width × depth and millimetres per pace (the
 * scale and millimetres from the preferences, 1800 × 1200 mm); answers "create" or "cancel". */
GtkWidget  *vd_new_table_dialog_new             (GtkWindow        *parent);

const char *vd_new_table_dialog_get_table_title (VdNewTableDialog *self);
VdScale     vd_new_table_dialog_get_scale       (VdNewTableDialog *self);
double      vd_new_table_dialog_get_width       (VdNewTableDialog *self);
double      vd_new_table_dialog_get_depth       (VdNewTableDialog *self);
double      vd_new_table_dialog_get_mm_per_pace (VdNewTableDialog *self);
/* Fills the fields in as the user would. */
void        vd_new_table_dialog_set_values      (VdNewTableDialog *self,
                                                 const char       *title,
                                                 VdScale           scale,
                                                 double            width,
                                                 double            depth,
                                                 double            mm_per_pace);

G_END_DECLS
