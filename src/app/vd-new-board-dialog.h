#pragma once

#include <adwaita.h>

#include "vd-board.h"

G_BEGIN_DECLS

#define VD_TYPE_NEW_BOARD_DIALOG (vd_new_board_dialog_get_type ())

G_DECLARE_FINAL_TYPE (VdNewBoardDialog, vd_new_board_dialog, VD, NEW_BOARD_DIALOG,
                      AdwMessageDialog)

/* Asks for a new board's game (one of the bundled game modules), title, size in hexes, how its
 * hexes are printed (the label, flat or pointy, which columns sit lower, the first numbers,
 * rows counting up or down); answers "create" or "cancel". */
GtkWidget *vd_new_board_dialog_new    (GtkWindow        *parent);

/* The board the answers describe, and its module, both new; NULL with ERROR when the module
 * does not load or the grid is refused. */
VdBoard   *vd_new_board_dialog_create (VdNewBoardDialog *self, VdHexRuleset **module,
                                       GError          **error);
/* Fills the fields in as the user would: GAME a module id, LABEL one of the numbering
 * templates offered ("{col:02}{row:02}"…). */
void       vd_new_board_dialog_set_values (VdNewBoardDialog *self, const char *game,
                                           const char *title, int columns, int rows,
                                           const char *label, gboolean pointy);

G_END_DECLS
