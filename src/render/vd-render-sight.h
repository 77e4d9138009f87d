#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-render.h"
#include "vd-sight.h"

G_BEGIN_DECLS

/* Draws what OBSERVER sees, over a table drawn by vd_render_table with the same matrix: a sight
 * line from its front-edge centre to each enemy it sees (coloured by the target's cover, dashed
 * when only part of the target is seen) with a ring around that enemy, and a red hatch on each
 * enemy it does not see. ANSWERS holds OBSERVER's VdSightAnswer (vd_sight_query_all); a target
 * listed in OPTIONS->hidden_units is not drawn at all, seen or not, so a side's view reveals
 * nothing. Only OPTIONS->pixels_per_mm and hidden_units are used (NULL for the defaults);
 * VIEWPORT may be NULL. */
void vd_render_sight_overlay (cairo_t               *cr,
                              const VdTable         *table,
                              const VdViewport      *viewport,
                              const VdUnit          *observer,
                              const GArray          *answers,
                              const VdRenderOptions *options);

/* The colour of a sight line to a target with COVER; the colour of a target not seen. */
VdColor vd_render_sight_color        (VdCover cover);
VdColor vd_render_sight_hidden_color (void);

G_END_DECLS
