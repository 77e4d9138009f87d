#pragma once

#include <adwaita.h>

#include "vd-document.h"

G_BEGIN_DECLS

#define VD_TYPE_UNIT_DIALOG (vd_unit_dialog_get_type ())

G_DECLARE_FINAL_TYPE (VdUnitDialog, vd_unit_dialog, VD, UNIT_DIALOG, AdwWindow)

/* New Unit: its id (a fresh one to start with), name, side (one of the table's or a new one),
 * arm, formation (those the arm may take), figures, calibre and howitzer for artillery, and
 * command (of its side). Place emits "place" with the unit when it is valid; the caller
 * places it and closes the dialog. */

VdUnitDialog *vd_unit_dialog_new        (GtkWindow    *parent,
                                         VdDocument   *document);
/* The unit the fields describe, at (0, 0) and not fitted; NULL with ERROR naming the field
 * at fault (an empty or taken id, no side). */
VdUnit       *vd_unit_dialog_build_unit (VdUnitDialog *self,
                                         GError      **error);

/* For tests: the fields. */
AdwEntryRow  *vd_unit_dialog_get_id_row        (VdUnitDialog *self);
AdwEntryRow  *vd_unit_dialog_get_name_row      (VdUnitDialog *self);
AdwEntryRow  *vd_unit_dialog_get_side_row      (VdUnitDialog *self);
/* Selects ARM, FORMATION (among those the arm allows), COMMAND (NULL: none); FALSE when not
 * offered. */
gboolean      vd_unit_dialog_select_arm        (VdUnitDialog *self, VdArm arm);
gboolean      vd_unit_dialog_select_formation  (VdUnitDialog *self, VdFormation formation);
gboolean      vd_unit_dialog_select_command    (VdUnitDialog *self, const char *command_id);
GtkSpinButton *vd_unit_dialog_get_figures_spin (VdUnitDialog *self);
GtkSpinButton *vd_unit_dialog_get_base_width_spin (VdUnitDialog *self);
GtkSpinButton *vd_unit_dialog_get_base_depth_spin (VdUnitDialog *self);
GtkSpinButton *vd_unit_dialog_get_calibre_spin (VdUnitDialog *self);
GtkSwitch    *vd_unit_dialog_get_howitzer_switch (VdUnitDialog *self);
/* The formations offered for the arm selected. */
guint         vd_unit_dialog_get_n_formations  (VdUnitDialog *self);
/* As a click on Place. */
void          vd_unit_dialog_place             (VdUnitDialog *self);

G_END_DECLS
