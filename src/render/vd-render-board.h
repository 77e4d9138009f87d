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
/* The whole board with a margin, in board units. */
VdRect   vd_render_board_extent  (const VdBoard *board);
/* Writes the board to PATH (PNG WIDTH_PX wide, SVG, or PDF on an A3 page), complete or not at
 * all. */
gboolean vd_render_board_to_file (const VdBoard *board, const VdHexRuleset *module,
                                  const char *path, int width_px, GError **error);

G_END_DECLS
