#pragma once

#include <adwaita.h>

#include "vd-document.h"
#include "vd-table-view.h"

G_BEGIN_DECLS

#define VD_TYPE_MELEE_DIALOG (vd_melee_dialog_get_type ())

G_DECLARE_FINAL_TYPE (VdMeleeDialog, vd_melee_dialog, VD, MELEE_DIALOG, AdwWindow)

/* The melee calculator (HOUSE-EX) on the battle as it stands: for each side a unit of the
 * table (those VIEW shows), its combat value and the melee factors of the table's rules. The
 * factors the terrain gives (vd-melee-situation.h: HOUSE-6, HILL-5, STREAM-2…) are ticked when
 * both units are chosen, each row saying which rule and feature give it; the referee ticks the
 * others and may untick any. The result (totals, losses from the loss table, the winner, and
 * the rules that apply without a factor) follows every change, of the dialog or of the battle
 * (a unit moved into the village gets `house` against it). Side A starts as UNIT_ID (may be
 * NULL). */
VdMeleeDialog *vd_melee_dialog_new             (GtkWindow   *parent,
                                                VdDocument  *document,
                                                VdTableView *view,
                                                const char  *unit_id);

/* For tests and the window: SIDE 0 (A) or 1 (B); UNIT_ID NULL chooses none. FALSE when the
 * unit or factor is not offered. */
gboolean       vd_melee_dialog_select_unit     (VdMeleeDialog *self, int side,
                                                const char *unit_id);
void           vd_melee_dialog_set_combat      (VdMeleeDialog *self, int side, int value);
gboolean       vd_melee_dialog_get_factor      (VdMeleeDialog *self, int side,
                                                const char *factor_id);
gboolean       vd_melee_dialog_set_factor      (VdMeleeDialog *self, int side,
                                                const char *factor_id, gboolean active);
/* The row's subtitle: the factor's value and rules, or the rule and feature that tick it. */
const char    *vd_melee_dialog_get_factor_note (VdMeleeDialog *self, int side,
                                                const char *factor_id);
const char    *vd_melee_dialog_get_result      (VdMeleeDialog *self);

G_END_DECLS
