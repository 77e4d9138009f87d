#include "vd-render-chart.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "vd-render-private.h"

/* Titles and the legend are this much larger than the tick labels. */
#define TITLE_SCALE 1.125

typedef enum {
  ALIGN_LEFT,
  ALIGN_RIGHT,
  ALIGN_CENTER,
} Align;

typedef struct {
  cairo_t              *cr;
  const VdChartOptions *options;
  double                fs;     /* tick label size */
  /* The plot's box: the axes run along its left and bottom edges. */
  double                left, right, top, bottom;
  int                   max;    /* the value at the top */
  int                   n_turns;
  int                   first_turn;
} Chart;

static PangoLayout *
make_layout (const Chart *chart, const char *text, double size, gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (chart->cr);
  PangoFontDescription *desc =
    pango_font_description_from_string (chart->options->font_family != NULL
                                        ? chart->options->font_family : "Sans");

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static void
measure_text (const Chart *chart, const char *text, double size, gboolean bold, double *width,
              double *height)
{
  g_autoptr(PangoLayout) layout = make_layout (chart, text, size, bold);
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  if (width != NULL)
    *width = (double) w / PANGO_SCALE;
  if (height != NULL)
    *height = (double) h / PANGO_SCALE;
}

/* Draws TEXT with its top at Y; X is its left edge, right edge or centre by ALIGN. */
static void
draw_text (const Chart *chart, double x, double y, const char *text, double size, gboolean bold,
           Align align)
{
  g_autoptr(PangoLayout) layout = make_layout (chart, text, size, bold);
  int width, height;

  pango_layout_get_size (layout, &width, &height);
  if (align == ALIGN_RIGHT)
    x -= (double) width / PANGO_SCALE;
  else if (align == ALIGN_CENTER)
    x -= (double) width / PANGO_SCALE / 2;
  cairo_move_to (chart->cr, x, y);
  pango_cairo_show_layout (chart->cr, layout);
}

/* A step of 1, 2 or 5 × 10^n giving at most MAX_TICKS intervals up to MAX. */
static int
nice_step (int max, int max_ticks)
{
  int step = 1;

  max_ticks = MAX (max_ticks, 1);
  while (max / step > max_ticks)
    {
      if (max / (step * 2) <= max_ticks)
        return step * 2;
      if (max / (step * 5) <= max_ticks)
        return step * 5;
      step *= 10;
    }
  return step;
}

static double
turn_x (const Chart *chart, int t)
{
  if (chart->n_turns <= 1)
    return (chart->left + chart->right) / 2;
  return chart->left + (chart->right - chart->left) * t / (chart->n_turns - 1);
}

static double
value_y (const Chart *chart, int value)
{
  return chart->bottom - (chart->bottom - chart->top) * value / chart->max;
}

static const char *
side_label (const Chart *chart, const VdTurnLosses *losses, guint s)
{
  if (chart->options->labels != NULL && chart->options->labels[s] != NULL)
    return chart->options->labels[s];
  return losses->sides[s];
}

/* Whether the side at S of the losses is one the options draw. */
static gboolean
side_drawn (const Chart *chart, const VdTurnLosses *losses, guint s)
{
  return chart->options->sides == NULL
         || g_strv_contains ((const char * const *) chart->options->sides, losses->sides[s]);
}

/* A colour close in lightness to what is under it: drawn with an edge to be seen. */
static gboolean
needs_edge (const Chart *chart, VdColor fill)
{
  return fabs (vd_color_luminance (fill) - vd_color_luminance (chart->options->background)) < 0.4;
}

/* The side's colour taken towards the text's: tinted, and apart from the background. */
static VdColor
edge_color (const Chart *chart, VdColor fill)
{
  return vd_color_mix (fill, chart->options->foreground, 0.6);
}

static void
draw_axes (Chart *chart, int step, int turn_step)
{
  cairo_t *cr = chart->cr;
  double fs = chart->fs;

  /* Grid and the y axis's ticks. */
  cairo_set_line_width (cr, MAX (0.5, fs / 16));
  for (int v = 0; v <= chart->max; v += step)
    {
      double gy = value_y (chart, v);
      g_autofree char *label = g_strdup_printf ("%d", v);

      vd_render_set_color (cr, chart->options->grid);
      cairo_move_to (cr, chart->left, gy);
      cairo_line_to (cr, chart->right, gy);
      cairo_stroke (cr);
      vd_render_set_color (cr, chart->options->foreground);
      draw_text (chart, chart->left - fs / 2, gy - fs * 0.65, label, fs, FALSE, ALIGN_RIGHT);
    }
  /* The x axis's ticks: every turn, or fewer when they would not fit. */
  vd_render_set_color (cr, chart->options->foreground);
  for (int t = 0; t < chart->n_turns; t += turn_step)
    {
      double gx = turn_x (chart, t);
      g_autofree char *label = g_strdup_printf ("%d", chart->first_turn + t);

      cairo_move_to (cr, gx, chart->bottom);
      cairo_line_to (cr, gx, chart->bottom + fs * 0.375);
      cairo_stroke (cr);
      draw_text (chart, gx, chart->bottom + fs / 2, label, fs, FALSE, ALIGN_CENTER);
    }
  cairo_set_line_width (cr, MAX (1, fs / 8));
  cairo_move_to (cr, chart->left, chart->top);
  cairo_line_to (cr, chart->left, chart->bottom);
  cairo_line_to (cr, chart->right, chart->bottom);
  cairo_stroke (cr);

  /* Translators: the x axis of the losses chart. */
  draw_text (chart, (chart->left + chart->right) / 2, chart->bottom + fs * 2, _("Turn"),
             fs * TITLE_SCALE, TRUE, ALIGN_CENTER);
  cairo_save (cr);
  cairo_translate (cr, 0, (chart->top + chart->bottom) / 2);
  cairo_rotate (cr, -G_PI / 2);
  /* Translators: the y axis of the losses chart: figures lost since the start. */
  draw_text (chart, 0, 0,
             chart->options->value_title != NULL ? chart->options->value_title
                                                 : _("Figures lost (cumulative)"),
             fs * TITLE_SCALE, TRUE, ALIGN_CENTER);
  cairo_restore (cr);
}

static void
draw_lines (Chart *chart, const VdTurnLosses *losses)
{
  cairo_t *cr = chart->cr;
  double line_width = chart->fs * 0.275;
  double dot = chart->fs * 0.33;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint s = 0; s < losses->n_sides; s++)
    {
      const char *side = losses->sides[s];
      VdColor fill;

      if (!side_drawn (chart, losses, s))
        continue;
      vd_render_side_color (side, &fill, NULL);
      cairo_new_path (cr);
      for (int t = 0; t < chart->n_turns; t++)
        cairo_line_to (cr, turn_x (chart, t),
                       value_y (chart, vd_turn_losses_cumulative (losses, side,
                                                                  chart->first_turn + t)));
      if (needs_edge (chart, fill))
        {
          vd_render_set_color (cr, edge_color (chart, fill));
          cairo_set_line_width (cr, line_width + chart->fs * 0.16);
          cairo_stroke_preserve (cr);
        }
      vd_render_set_color (cr, fill);
      cairo_set_line_width (cr, line_width);
      cairo_stroke (cr);
      for (int t = 0; t < chart->n_turns; t++)
        {
          int value = vd_turn_losses_cumulative (losses, side, chart->first_turn + t);

          cairo_new_path (cr);
          cairo_arc (cr, turn_x (chart, t), value_y (chart, value), dot, 0, 2 * G_PI);
          vd_render_set_color (cr, fill);
          cairo_fill_preserve (cr);
          vd_render_set_color (cr, needs_edge (chart, fill) ? edge_color (chart, fill)
                                   : vd_color_mix (fill, chart->options->foreground, 0.4));
          cairo_set_line_width (cr, chart->fs * 0.075);
          cairo_stroke (cr);
        }
    }
}

/* The legend's size: a swatch and a name per side drawn; FALSE when no side is drawn. */
static gboolean
legend_size (const Chart *chart, const VdTurnLosses *losses, double *width, double *height)
{
  double fs = chart->fs;
  double text_w = 0;
  guint n_drawn = 0;

  for (guint s = 0; s < losses->n_sides; s++)
    {
      double w;

      if (!side_drawn (chart, losses, s))
        continue;
      n_drawn++;
      measure_text (chart, side_label (chart, losses, s), fs * TITLE_SCALE, FALSE, &w, NULL);
      text_w = MAX (text_w, w);
    }
  *width = fs * 3.5 + text_w + fs;
  *height = fs * 1.75 * n_drawn + fs * 0.25;
  return n_drawn > 0;
}

/* Each drawn side's line, a segment per turn to the next (one point for a single turn). */
static void
line_segments (const Chart *chart, const VdTurnLosses *losses, GArray *segments)
{
  for (guint s = 0; s < losses->n_sides; s++)
    {
      const char *side = losses->sides[s];

      if (!side_drawn (chart, losses, s))
        continue;
      for (int t = 0; t < MAX (1, chart->n_turns - 1); t++)
        {
          int next = MIN (t + 1, chart->n_turns - 1);
          VdSegment segment = {
            { turn_x (chart, t),
              value_y (chart, vd_turn_losses_cumulative (losses, side, chart->first_turn + t)) },
            { turn_x (chart, next),
              value_y (chart, vd_turn_losses_cumulative (losses, side, chart->first_turn + next)) },
          };

          g_array_append_val (segments, segment);
        }
    }
}

gboolean
vd_render_rect_meets_segment (VdRect rect, VdSegment segment)
{
  VdPoint corners[] = {
    { rect.x0, rect.y0 }, { rect.x1, rect.y0 }, { rect.x1, rect.y1 }, { rect.x0, rect.y1 },
  };

  if (vd_rect_contains_point (rect, segment.a) || vd_rect_contains_point (rect, segment.b))
    return TRUE;
  for (guint i = 0; i < 4; i++)
    if (vd_segments_intersect (segment, (VdSegment) { corners[i], corners[(i + 1) % 4] }))
      return TRUE;
  return FALSE;
}

/* How many of SEGMENTS pass within CLEARANCE of RECT. */
static guint
count_meetings (VdRect rect, const GArray *segments, double clearance)
{
  VdRect grown = vd_rect_inflate (rect, clearance);
  guint n = 0;

  for (guint i = 0; i < segments->len; i++)
    if (vd_render_rect_meets_segment (grown, g_array_index (segments, VdSegment, i)))
      n++;
  return n;
}

/* Where the legend of W × H goes: the first place inside the plot, from the upper left corner
 * (where cumulative lines are lowest) along the top, then along the bottom, then the rows
 * between, where no line nor its dots pass; else where the fewest do. */
static VdRect
place_legend (const Chart *chart, double w, double h, const GArray *segments)
{
  double fs = chart->fs;
  double x0 = chart->left + fs * 0.75, x1 = chart->right - fs * 0.5 - w;
  double y_top = chart->top + fs * 0.5, y_bottom = chart->bottom - fs * 0.5 - h;
  /* The lines' half width and the dots' radius, and a little air. */
  double clearance = fs * 0.33 + fs * 0.2;
  VdRect best = { x0, y_top, x0 + w, y_top + h };
  guint best_n = G_MAXUINT;
  const int steps = 8;

  /* The top row, the bottom row, then the rows between them from the top. */
  for (int row = 0; row <= steps; row++)
    for (int i = 0; i <= steps; i++)
      {
        double x = x1 > x0 ? x0 + (x1 - x0) * i / steps : x0;
        int at = row == 0 ? 0 : row == 1 ? steps : row - 1;
        double y = y_bottom > y_top ? y_top + (y_bottom - y_top) * at / steps : y_top;
        VdRect rect = { x, y, x + w, y + h };
        guint n = count_meetings (rect, segments, clearance);

        if (n < best_n)
          {
            best = rect;
            best_n = n;
          }
        if (n == 0)
          return rect;
      }
  return best;
}

/* A swatch and a name per side in RECT, over a veil of the background so lines stay apart. */
static void
draw_legend (Chart *chart, const VdTurnLosses *losses, VdRect rect)
{
  cairo_t *cr = chart->cr;
  double fs = chart->fs;
  double size = fs * TITLE_SCALE;
  double row_h = fs * 1.75;
  double x = rect.x0 + fs / 2;
  double y = rect.y0 + fs * 0.25;

  cairo_rectangle (cr, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  vd_render_set_color (cr, vd_color_with_alpha (chart->options->background, 0.85));
  cairo_fill (cr);
  for (guint s = 0; s < losses->n_sides; s++)
    {
      VdColor fill;

      if (!side_drawn (chart, losses, s))
        continue;
      vd_render_side_color (losses->sides[s], &fill, NULL);
      cairo_rectangle (cr, x, y + fs * 0.25, fs * 2, fs);
      vd_render_set_color (cr, fill);
      cairo_fill_preserve (cr);
      vd_render_set_color (cr, needs_edge (chart, fill) ? edge_color (chart, fill)
                               : vd_color_mix (fill, chart->options->foreground, 0.4));
      cairo_set_line_width (cr, fs * 0.075);
      cairo_stroke (cr);
      vd_render_set_color (cr, chart->options->foreground);
      draw_text (chart, x + fs * 2.75, y - fs * 0.1, side_label (chart, losses, s), size, FALSE,
                 ALIGN_LEFT);
      y += row_h;
    }
}

void
vd_render_chart_options_init (VdChartOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (VdChartOptions) {
    .font_size = 8,
    .font_family = NULL,
    .foreground = { 0, 0, 0, 1 },
    .grid = { 0.85, 0.85, 0.85, 1 },
    .background = { 1, 1, 1, 1 },
    .labels = NULL,
    .sides = NULL,
    .value_title = NULL,
  };
}

/* Works out the chart's box, scale and ticks into CHART; FALSE when the box is too small. */
static gboolean
chart_setup (Chart *chart_out, int *step_out, int *turn_step_out, cairo_t *cr, double width,
             double height, const VdTurnLosses *losses, const VdChartOptions *options)
{
  Chart chart = { 0 };
  double fs, title_h, tick_w = 0, last_w = 0, turn_w, plot_w, plot_h;
  int max = 0, step, turn_step;

  chart.cr = cr;
  chart.options = options;
  chart.fs = fs = options->font_size > 0 ? options->font_size : 8;
  chart.first_turn = losses->first_turn;
  chart.n_turns = MAX (1, losses->last_turn - losses->first_turn + 1);

  /* The scale of the sides drawn only: it would tell the others' losses. */
  for (guint s = 0; s < losses->n_sides; s++)
    if (side_drawn (&chart, losses, s))
      max = MAX (max, vd_turn_losses_cumulative (losses, losses->sides[s], losses->last_turn));
  max = MAX (max, 1);

  /* The margins hold the tick labels and the axes' titles, measured in the options' font. */
  measure_text (&chart, "0", fs * TITLE_SCALE, TRUE, NULL, &title_h);
  chart.top = fs * 1.25;
  chart.bottom = height - fs * 2 - title_h - fs * 0.25;
  plot_h = chart.bottom - chart.top;
  /* A tick every 2.5 lines of text at least: fewer on a small panel. */
  step = nice_step (max, MIN (6, (int) (plot_h / (fs * 2.5))));
  chart.max = max = ((max + step - 1) / step) * step;
  for (int v = 0; v <= max; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);
      double w;

      measure_text (&chart, label, fs, FALSE, &w, NULL);
      tick_w = MAX (tick_w, w);
    }
  {
    g_autofree char *last = g_strdup_printf ("%d", losses->last_turn);

    measure_text (&chart, last, fs, FALSE, &last_w, NULL);
  }
  chart.left = title_h + fs * 0.75 + tick_w + fs / 2;
  chart.right = width - MAX (fs * 1.25, last_w / 2 + fs / 4);
  plot_w = chart.right - chart.left;
  if (plot_w <= 0 || plot_h <= 0)
    return FALSE;

  /* Turn numbers apart by at least a label and a half. */
  turn_w = last_w + fs * 1.5;
  turn_step = 1;
  if (chart.n_turns > 1)
    while ((chart.n_turns - 1) / turn_step * turn_w > plot_w || (chart.n_turns - 1) / turn_step > 12)
      turn_step++;
  *chart_out = chart;
  *step_out = step;
  *turn_step_out = turn_step;
  return TRUE;
}

gboolean
vd_render_losses_chart_layout (cairo_t *cr, double width, double height,
                               const VdTurnLosses *losses, const VdChartOptions *options,
                               VdRect *legend, GArray *segments)
{
  VdChartOptions defaults;
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (VdSegment));
  Chart chart;
  int step, turn_step;
  double w, h;

  g_return_val_if_fail (cr != NULL && losses != NULL, FALSE);

  if (options == NULL)
    {
      vd_render_chart_options_init (&defaults);
      options = &defaults;
    }
  *legend = vd_rect_empty ();
  if (!chart_setup (&chart, &step, &turn_step, cr, width, height, losses, options))
    return FALSE;
  chart.options = options;
  line_segments (&chart, losses, lines);
  if (segments != NULL)
    g_array_append_vals (segments, lines->data, lines->len);
  if (legend_size (&chart, losses, &w, &h))
    *legend = place_legend (&chart, w, h, lines);
  return TRUE;
}

void
vd_render_losses_chart (cairo_t *cr, double width, double height, const VdTurnLosses *losses,
                        const VdChartOptions *options)
{
  VdChartOptions defaults;
  VdRect legend;
  Chart chart;
  int step, turn_step;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (losses != NULL);

  if (options == NULL)
    {
      vd_render_chart_options_init (&defaults);
      options = &defaults;
    }
  if (!vd_render_losses_chart_layout (cr, width, height, losses, options, &legend, NULL) ||
      !chart_setup (&chart, &step, &turn_step, cr, width, height, losses, options))
    return;
  chart.options = options;
  cairo_save (cr);
  draw_axes (&chart, step, turn_step);
  draw_lines (&chart, losses);
  if (!vd_rect_is_empty (legend))
    draw_legend (&chart, losses, legend);
  cairo_restore (cr);
}
