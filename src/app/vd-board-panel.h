#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

#define VD_TYPE_BOARD_PANEL (vd_board_panel_get_type ())

/* The side panel of a board: the hex inspector (the counter selected with its strength and
 * state, the whole stack in order, the hex's terrain, elevation, hexside features and markers,
 * and the module's rules that apply, in the user's language) and the game's journal. */
G_DECLARE_FINAL_TYPE (VdBoardPanel, vd_board_panel, VD, BOARD_PANEL, AdwBin)

GtkWidget *vd_board_panel_new           (void);
void       vd_board_panel_set_document  (VdBoardPanel *self, VdBoardDocument *document);
/* What the view has selected: HEX (when HAS_HEX) and the counter UNIT_ID (may be NULL). */
void       vd_board_panel_set_selection (VdBoardPanel *self, gboolean has_hex, VdHex hex,
                                         const char *unit_id);
/* "inspector" or "journal". */
void       vd_board_panel_set_page      (VdBoardPanel *self, const char *name);

G_END_DECLS
