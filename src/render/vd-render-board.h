#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-board.h"
#include "vd-render.h"

G_BEGIN_DECLS

/* Hex boards drawn in the wargame style: terrain per hex, elevation shading, hexside features,
 * roads, the printed labels, counters and stacks, markers. Board units: a hex is
 * VD_RENDER_HEX_SIZE from centre to corner, the first hex's centre at (0, 0). */
#define VD_RENDER_HEX_SIZE 10.0

/* Draws BOARD; CR's matrix maps board units to the target. MODULE (may be NULL) names the
 * default terrain. */
void     vd_render_board         (cairo_t *cr, const VdBoard *board, const VdHexRuleset *module,
                                  const VdRenderOptions *options);
/* The centre of a counter without a hex in the tray below the map; FALSE for one on the map. */
gboolean vd_render_board_tray_centre (const VdBoard *board, const VdBoardUnit *unit, double *x,
                                      double *y);
/* The centre of a counter on a hexside (LBA's Sk dragoons), the middle of that side, in board
 * units; FALSE for any other counter. */
gboolean vd_render_board_hexside_centre (const VdBoard *board, const VdBoardUnit *unit,
                                         double *x, double *y);
/* One counter centred on (X, Y), as the board draws it (a counter being dragged). */
void     vd_render_board_counter (cairo_t *cr, const VdBoard *board, const VdBoardUnit *unit,
                                  double x, double y);
/* HEX's outline as a path of CR (not stroked). */
void     vd_render_board_hex_path (cairo_t *cr, const VdBoard *board, VdHex hex);
/* The whole board with a margin, in board units. */
VdRect   vd_render_board_extent  (const VdBoard *board);
/* Writes the board to PATH (PNG WIDTH_PX wide, SVG, or PDF on an A3 page), complete or not at
 * all. */
gboolean vd_render_board_to_file (const VdBoard *board, const VdHexRuleset *module,
                                  const char *path, int width_px, GError **error);

G_END_DECLS
