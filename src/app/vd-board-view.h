#pragma once

#include <gtk/gtk.h>

#include "vd-board-document.h"
#include "vd-hex-los.h"
#include "vd-hex-retreat.h"

G_BEGIN_DECLS

#define VD_TYPE_BOARD_VIEW (vd_board_view_get_type ())

/* A board drawn as its printed map (vd-render-board.h), for play: the wheel zooms around the
 * pointer, dragging the map pans it, a click selects the top counter of a stack (or the hex),
 * dragging a counter moves it to the hex it is dropped on (a journal event). */
G_DECLARE_FINAL_TYPE (VdBoardView, vd_board_view, VD, BOARD_VIEW, GtkWidget)

/* What the primary button does: play, or one of the board editor's gestures, each told by a
 * signal when the button is released (the editor records what it means). */
typedef enum {
  VD_BOARD_TOOL_PLAY,      /* select a counter or a hex, drag a counter */
  VD_BOARD_TOOL_HEXES,     /* click a hex or drag across hexes: "hexes-painted" */
  VD_BOARD_TOOL_HEXSIDES,  /* click near a hexside or drag along: "hexsides-drawn" */
  VD_BOARD_TOOL_PATH,      /* drag from hex to hex: "path-drawn" */
  VD_BOARD_TOOL_HEX,       /* click a hex: "hex-clicked" */
  VD_BOARD_TOOL_IMAGE,     /* click on the map image: "image-clicked" (its pixel x, y) */
} VdBoardTool;

GtkWidget   *vd_board_view_new              (void);
void         vd_board_view_set_document     (VdBoardView *self, VdBoardDocument *document);

void         vd_board_view_zoom_in          (VdBoardView *self);
void         vd_board_view_zoom_out         (VdBoardView *self);
void         vd_board_view_zoom_fit         (VdBoardView *self);

/* The editor's gestures. "hexes-painted" and "path-drawn" give a GArray of VdHex (a path each
 * the neighbour of the one before); "hexsides-drawn" a GArray of VdHex in pairs, the hex the
 * pointer was in, then the one across the side (a slope drawn rises toward the first);
 * "hex-clicked" the hex as a GArray of one. */
void         vd_board_view_set_tool         (VdBoardView *self, VdBoardTool tool);
VdBoardTool  vd_board_view_get_tool         (VdBoardView *self);

/* The counter selected (its id), or NULL; selecting one selects its hex too. */
const char  *vd_board_view_get_selected_unit (VdBoardView *self);
void         vd_board_view_select_unit      (VdBoardView *self, const char *unit_id);
/* The hex selected (the inspector's), FALSE when none. */
gboolean     vd_board_view_get_selected_hex (VdBoardView *self, VdHex *hex);
/* The hex under the pointer, FALSE when it is off the map. */
gboolean     vd_board_view_get_hover_hex    (VdBoardView *self, VdHex *hex);

/* The owner's map image underneath (the board's `background`), read from its file beside the
 * board when the board names one; a file that cannot be read is told once by "warning" and
 * the board shows without it. The view's layers are its properties "show-background",
 * "show-terrain", "show-grid", "show-labels" and "show-counters". */
gboolean     vd_board_view_has_image        (VdBoardView *self);
/* Where the image's pixel (X, Y) is in the widget, as drawn now. */
void         vd_board_view_image_to_view    (VdBoardView *self, double x, double y,
                                             double *vx, double *vy);

/* The line of sight drawn over the board (help "Line of sight on a board"): its first hex
 * FROM alone (LOS NULL), or the answer of vd_hex_los (taken), its crossed hexes shaded, the
 * line coloured by the verdict and what blocks it marked; NULL FROM: none. */
void         vd_board_view_set_sight_line   (VdBoardView *self, const VdHex *from,
                                             VdHexLos *los);
/* The answer drawn, or NULL. */
const VdHexLos *vd_board_view_get_sight_line (VdBoardView *self);

/* A counter's retreats shaded over the board (vd_hex_retreat's answer, taken; NULL: none):
 * the hexes it may go to, those pushing a friend on, those refused. Selecting another hex or
 * counter, Escape, or a side's view takes them away (a side's view never shows them). */
void         vd_board_view_set_retreats     (VdBoardView *self, VdHexRetreat *retreat);
const VdHexRetreat *vd_board_view_get_retreats (VdBoardView *self);

/* The side whose view is shown (NULL: the referee's): enemy counters as the game's
 * hidden-information rule lets that side see them (vd-board-side.h), and only its own
 * counters moved. */
void         vd_board_view_set_side         (VdBoardView *self, const char *side);

/* Pans, never zooms, so that the selected counter (else the selected hex) lies with a margin
 * in FREE_AREA (widget pixels: the part a panel folded over the view leaves uncovered);
 * nothing when it already lies wholly in it, or nothing is selected. TRUE when it panned. */
gboolean     vd_board_view_ensure_selection_visible (VdBoardView           *self,
                                                     const graphene_rect_t *free_area);
/* The selected counter's (else hex's) box in the widget as drawn now; FALSE when none. */
gboolean     vd_board_view_get_selection_box (VdBoardView     *self,
                                              graphene_rect_t *box);

/* Where HEX's centre is in the widget (for tests driving the real gestures). */
void         vd_board_view_hex_to_view      (VdBoardView *self, VdHex hex, double *x, double *y);

/* Whether the next counter picked up goes on a forced march (Ctrl as the drag starts does the
 * same; for tests and the keyboard). */
void           vd_board_view_set_forced_march (VdBoardView *self, gboolean forced);
/* While a counter is dragged: what a move to the hex under the pointer is by the rules ("3 MP",
 * "refused: held by the enemy (B8)"), or NULL. */
char          *vd_board_view_dup_drag_answer (VdBoardView *self);

/* With the zones of control shown (show-zones): the sides whose zones cover HEX as drawn (the
 * enemy's only in a side's view), else NULL. */
GStrv          vd_board_view_dup_zone_sides (VdBoardView *self, VdHex hex);

G_END_DECLS
