#include <glib/gi18n.h>
#include <math.h>

#include "vd-distance-format.h"
#include "vd-ruler-layer.h"

#define TICK_PX 8.0  /* half the tick across each end */

struct _VdRulerLayer
{
  VdTableLayer parent_instance;

  guint        n_points;  /* 0, 1 (the end follows the pointer) or 2 */
  VdPoint      from;      /* table points */
  VdPoint      to;
  /* The line is drawn: set by showing, so a press that put the measurement away leaves it
   * until the next one starts. */
  gboolean     shown;
};

G_DEFINE_FINAL_TYPE (VdRulerLayer, vd_ruler_layer, VD_TYPE_TABLE_LAYER)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VdPoint
table_point (VdRulerLayer *self, double x, double y)
{
  return vd_viewport_view_to_table (vd_table_layer_get_viewport (VD_TABLE_LAYER (self)),
                                    vd_point (x, y));
}

void
vd_ruler_layer_draw_line (cairo_t *cr, VdPoint a, VdPoint b)
{
  double dx = b.x - a.x, dy = b.y - a.y;
  double length = hypot (dx, dy);
  double nx = 0, ny = 1;  /* across the line */

  if (length > 0)
    {
      nx = -dy / length;
      ny = dx / length;
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_move_to (cr, a.x - nx * TICK_PX, a.y - ny * TICK_PX);
  cairo_line_to (cr, a.x + nx * TICK_PX, a.y + ny * TICK_PX);
  cairo_move_to (cr, b.x - nx * TICK_PX, b.y - ny * TICK_PX);
  cairo_line_to (cr, b.x + nx * TICK_PX, b.y + ny * TICK_PX);
  /* A dark line on a light halo. */
  cairo_set_line_width (cr, 5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_stroke (cr);
}

static void
vd_ruler_layer_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdRulerLayer *self = VD_RULER_LAYER (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (!self->shown || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  vd_ruler_layer_draw_line (cr, vd_table_layer_to_view (self, self->from),
                            vd_table_layer_to_view (self, self->to));
  cairo_destroy (cr);
}

static void
vd_ruler_layer_class_init (VdRulerLayerClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = vd_ruler_layer_snapshot;
  gtk_widget_class_set_css_name (widget_class, "rulerlayer");

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
vd_ruler_layer_init (VdRulerLayer *self)
{
}

GtkWidget *
vd_ruler_layer_new (VdViewport *viewport)
{
  g_return_val_if_fail (VD_IS_VIEWPORT (viewport), NULL);

  return g_object_new (VD_TYPE_RULER_LAYER, "viewport", viewport, NULL);
}

void
vd_ruler_layer_show (VdRulerLayer *self)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  self->shown = self->n_points > 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

void
vd_ruler_layer_press (VdRulerLayer *self)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  if (self->n_points == 2)
    self->n_points = 0;
}

void
vd_ruler_layer_drag_begin (VdRulerLayer *self, double x, double y)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  self->n_points = 2;
  self->from = self->to = table_point (self, x, y);
  vd_ruler_layer_show (self);
}

void
vd_ruler_layer_drag_update (VdRulerLayer *self, double x, double y)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  if (self->n_points == 0)
    return;
  self->to = table_point (self, x, y);
  vd_ruler_layer_show (self);
}

void
vd_ruler_layer_click (VdRulerLayer *self, double x, double y)
{
  VdPoint p;

  g_return_if_fail (VD_IS_RULER_LAYER (self));

  p = table_point (self, x, y);
  if (self->n_points == 1)
    {
      self->to = p;
      self->n_points = 2;
    }
  else
    {
      self->from = self->to = p;
      self->n_points = 1;
    }
  vd_ruler_layer_show (self);
}

void
vd_ruler_layer_hover (VdRulerLayer *self, double x, double y)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  if (self->n_points == 1)
    vd_ruler_layer_drag_update (self, x, y);
}

void
vd_ruler_layer_clear (VdRulerLayer *self)
{
  g_return_if_fail (VD_IS_RULER_LAYER (self));

  self->n_points = 0;
  if (self->shown)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  self->shown = FALSE;
}

guint
vd_ruler_layer_get_n_points (VdRulerLayer *self)
{
  g_return_val_if_fail (VD_IS_RULER_LAYER (self), 0);
  return self->n_points;
}

gboolean
vd_ruler_layer_get_measure (VdRulerLayer *self, VdPoint *from, VdPoint *to)
{
  g_return_val_if_fail (VD_IS_RULER_LAYER (self), FALSE);

  if (self->n_points == 0)
    return FALSE;
  if (from != NULL)
    *from = self->from;
  if (to != NULL)
    *to = self->to;
  return TRUE;
}

gboolean
vd_ruler_layer_get_shown (VdRulerLayer *self)
{
  g_return_val_if_fail (VD_IS_RULER_LAYER (self), FALSE);
  return self->shown;
}

char *
vd_ruler_layer_describe (VdRulerLayer *self, double mm_per_pace)
{
  double mm;

  g_return_val_if_fail (VD_IS_RULER_LAYER (self), NULL);

  if (self->n_points == 0)
    return g_strdup (_("Measure: drag from one point to another, or click both — Esc ends"));
  mm = vd_point_distance (self->from, self->to);
  /* The start clicked, the pointer not moved yet: what to do next. */
  if (self->n_points == 1 && mm == 0)
    return g_strdup (_("Measure: click where to measure to — Esc ends"));
  return vd_format_distance (mm / MAX (mm_per_pace, G_MINDOUBLE), mm);
}
