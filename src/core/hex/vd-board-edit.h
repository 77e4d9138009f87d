#pragma once

#include <glib.h>

#include "vd-board-event.h"

G_BEGIN_DECLS

/* Building a board by hand: the set-up event each gesture of the editor means, made from the
 * board as it stands (what a hex keeps when only its terrain is painted, whether a click on
 * a hexside puts a feature on or takes it off, a new counter's id). Each returns a new event
 * to record, or NULL when the gesture changes nothing. */

/* HEX with TERRAIN (NULL: the module's default), its other ground kept. */
VdBoardEvent *vd_board_edit_paint_terrain (const VdBoard *board, VdHex hex,
                                           const char *terrain);
/* HEX at ELEVATION (HAS_ELEVATION FALSE: none given), the rest kept. */
VdBoardEvent *vd_board_edit_set_elevation (const VdBoard *board, VdHex hex,
                                           gboolean has_elevation, int elevation);
/* FEATURE between A and B: put on when absent (toward A for a DIRECTED feature: the hex the
 * referee clicked in), taken off when there (with TOGGLE; without, a feature already there
 * gives NULL, as a drag along a river passes sides it has drawn). */
VdBoardEvent *vd_board_edit_hexside       (const VdBoard *board, VdHex a, VdHex b,
                                           const char *feature, gboolean directed,
                                           gboolean toggle);
/* A road of TYPE through HEXES (VdHex, each the neighbour of the one before); NULL for fewer
 * than two. */
VdBoardEvent *vd_board_edit_add_road      (const VdBoard *board, const char *type,
                                           GArray *hexes);
/* A counter of SIDE and CLASS set up in HEX, named NAME (may be NULL), its id the side's
 * first free one ("french-1", "french-2"…). */
VdBoardEvent *vd_board_edit_add_unit      (const VdBoard *board, const char *side,
                                           const char *unit_class, VdHex hex,
                                           const char *name);
/* The top counter of HEX taken off; NULL when the hex has none. */
VdBoardEvent *vd_board_edit_remove_top_unit (const VdBoard *board, VdHex hex);

G_END_DECLS
