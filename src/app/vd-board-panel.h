#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

#define VD_TYPE_BOARD_PANEL (vd_board_panel_get_type ())

/* The side panel of a board: the hex inspector (the counter selected with its strength and
 * state, the whole stack in order, the hex's terrain, elevation, hexside features and markers,
 * and the module's rules that apply, in the user's language) and the game's journal. */
G_DECLARE_FINAL_TYPE (VdBoardPanel, vd_board_panel, VD, BOARD_PANEL, AdwBin)

/* The tools of the Build page, in its list's order. */
typedef enum {
  VD_BOARD_BUILD_TERRAIN,
  VD_BOARD_BUILD_ELEVATION,
  VD_BOARD_BUILD_HEXSIDE,
  VD_BOARD_BUILD_ROAD,
  VD_BOARD_BUILD_COUNTER,
  VD_BOARD_BUILD_REMOVE_COUNTER,
  VD_BOARD_BUILD_CALIBRATE,
} VdBoardBuildTool;

GtkWidget *vd_board_panel_new           (void);
void       vd_board_panel_set_document  (VdBoardPanel *self, VdBoardDocument *document);
/* What the view has selected: HEX (when HAS_HEX) and the counter UNIT_ID (may be NULL). */
void       vd_board_panel_set_selection (VdBoardPanel *self, gboolean has_hex, VdHex hex,
                                         const char *unit_id);
/* The side whose view is shown (NULL: the referee's): the inspector shows enemy counters as
 * that side may see them and changes only its own, the journal leaves out what it may not
 * know. */
void       vd_board_panel_set_side      (VdBoardPanel *self, const char *side);
/* "inspector", "build" or "journal". */
void       vd_board_panel_set_page      (VdBoardPanel *self, const char *name);

/* The Build page: whether it is shown (the view then builds, "build-changed" says when that
 * or the tool changes), its tool, and the module's ids chosen there (NULL terrain: the
 * module's default). */
gboolean         vd_board_panel_is_building      (VdBoardPanel *self);
VdBoardBuildTool vd_board_panel_get_build_tool   (VdBoardPanel *self);
void             vd_board_panel_set_build_tool   (VdBoardPanel *self, VdBoardBuildTool tool);
const char      *vd_board_panel_get_terrain      (VdBoardPanel *self);
int              vd_board_panel_get_elevation    (VdBoardPanel *self);
const char      *vd_board_panel_get_hexside      (VdBoardPanel *self);
const char      *vd_board_panel_get_road         (VdBoardPanel *self);
const char      *vd_board_panel_get_side         (VdBoardPanel *self);
const char      *vd_board_panel_get_class        (VdBoardPanel *self);
const char      *vd_board_panel_get_counter_name (VdBoardPanel *self);
/* Chooses the entry of ID in the list of WHAT ("terrain", "hexside", "road", "side",
 * "class"); FALSE when the module has none such. */
gboolean         vd_board_panel_choose           (VdBoardPanel *self, const char *what,
                                                  const char *id);

G_END_DECLS
