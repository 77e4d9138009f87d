#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-losses.h"
#include "vd-ruleset.h"

G_BEGIN_DECLS

/* How a chart looks: the same drawing serves a printed page and a panel on screen. */
typedef struct {
  /* The tick labels' size in CR's user units (points on a PDF, pixels on screen); the axes'
   * titles and the legend are drawn a little larger. Lines, dots and margins follow it. */
  double              font_size;
  const char         *font_family;  /* NULL: "Sans" */
  VdColor             foreground;   /* text and axes */
  VdColor             grid;         /* the horizontal lines at each tick */
  /* What the chart is drawn over (it paints no background): a side's line too close to it
   * in lightness gets an edge, as a pale colour on paper or a dark one on a dark panel. */
  VdColor             background;
  /* The legend's name for each side of the losses, in their order (NULL-terminated, at least
   * as many); NULL shows the side names as they are. */
  const char * const *labels;
  /* The sides to draw, by name (NULL-terminated; LABELS still go by the losses' order): only
   * their lines and legend entries, and a scale of their figures alone, so that nothing of
   * the others' losses shows. NULL draws every side of the losses. */
  const char * const *sides;
  /* The title of the left axis, what the figures count; NULL: "Figures lost (cumulative)". */
  const char         *value_title;
} VdChartOptions;

/* Black on white with 8-unit tick labels: a page of a PDF. */
void vd_render_chart_options_init (VdChartOptions *options);

/* Draws the chart of each side's cumulative losses per turn (of OPTIONS' sides when it names
 * them) into the box (0, 0, WIDTH, HEIGHT) of CR's user space: a line per side in its colour
 * (vd_render_side_color) with a dot at each turn, the turns along the bottom, the figures lost
 * up the left, both axes titled in the user's language, and a legend in the upper left
 * corner, where cumulative lines are lowest, or where vd_render_losses_chart_layout finds no line
 under it. Readable from about 260 × 180 units with 11-unit
 * text, and on a page. OPTIONS may be NULL for vd_render_chart_options_init's. */
void vd_render_losses_chart       (cairo_t              *cr,
                                   double                width,
                                   double                height,
                                   const VdTurnLosses   *losses,
                                   const VdChartOptions *options);

/* Where vd_render_losses_chart puts things for the same arguments: LEGEND, the legend's box
 * (empty with no side drawn), at the first place along the plot's top, then its bottom, then
 * the rows between, where no side's line nor its dots pass (else where the fewest do); and, when SEGMENTS (a GArray of
 * VdSegment) is given, each drawn side's line appended as its segments. FALSE when the box is
 * too small to draw in. */
gboolean vd_render_losses_chart_layout (cairo_t              *cr,
                                        double                width,
                                        double                height,
                                        const VdTurnLosses   *losses,
                                        const VdChartOptions *options,
                                        VdRect               *legend,
                                        GArray               *segments);
/* Whether SEGMENT touches or crosses RECT. */
gboolean vd_render_rect_meets_segment   (VdRect rect, VdSegment segment);

G_END_DECLS
