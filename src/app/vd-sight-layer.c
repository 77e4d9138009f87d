#include <math.h>

#include "vd-render-sight.h"
#include "vd-sight-layer.h"

#define FLASH_US     (1500 * G_TIME_SPAN_MILLISECOND)
#define FLASH_PULSES 3

struct _VdSightLayer
{
  VdTableLayer     parent_instance;

  VdViewport   *viewport;
  VdSightState *state;

  char         *flash_unit;
  gint64        flash_start;
  guint         flash_tick;
};

G_DEFINE_FINAL_TYPE (VdSightLayer, vd_sight_layer, VD_TYPE_TABLE_LAYER)

static void
redraw_cb (VdSightLayer *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
stop_flash (VdSightLayer *self)
{
  if (self->flash_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->flash_tick);
  self->flash_tick = 0;
  g_clear_pointer (&self->flash_unit, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
flash_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  VdSightLayer *self = VD_SIGHT_LAYER (widget);

  if (gdk_frame_clock_get_frame_time (clock) - self->flash_start > FLASH_US)
    {
      self->flash_tick = 0;
      g_clear_pointer (&self->flash_unit, g_free);
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
draw_flash (VdSightLayer *self, cairo_t *cr, const VdUnit *unit)
{
  gboolean animate = TRUE;
  double t = (g_get_monotonic_time () - self->flash_start) / (double) FLASH_US;
  VdRect b = vd_footprint_bounds (vd_unit_footprint (unit));
  VdPoint c = vd_table_layer_to_view (self, vd_point ((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2));
  VdViewport *viewport = vd_table_layer_get_viewport (VD_TABLE_LAYER (self));
  double r = hypot (b.x1 - b.x0, b.y1 - b.y0) / 2 * vd_viewport_get_scale (viewport) + 8;
  double pulse;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  pulse = animate ? 0.5 - 0.5 * cos (CLAMP (t, 0, 1) * FLASH_PULSES * 2 * G_PI) : 1;

  cairo_new_sub_path (cr);
  cairo_arc (cr, c.x, c.y, r + 10 * pulse, 0, 2 * G_PI);
  cairo_set_line_width (cr, 7);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5 * (0.4 + 0.6 * pulse));
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 4);
  cairo_set_source_rgba (cr, 1, 0.82, 0, 0.4 + 0.6 * pulse);
  cairo_stroke (cr);
}

static void
vd_sight_layer_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdSightLayer *self = VD_SIGHT_LAYER (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  VdDocument *document;
  VdRenderOptions options;
  const VdUnit *observer;
  GArray *answers;
  const VdUnit *flashed = NULL;
  cairo_t *cr;

  if (self->state == NULL || width <= 0 || height <= 0)
    return;
  document = vd_sight_state_get_document (self->state);
  observer = vd_sight_state_get_observer_unit (self->state);
  answers = vd_sight_state_get_answers (self->state);
  if (self->flash_unit != NULL && !vd_sight_state_is_hidden (self->state, self->flash_unit))
    flashed = vd_table_find_unit (vd_document_get_table (document), self->flash_unit);
  if ((observer == NULL || answers == NULL) && flashed == NULL)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (observer != NULL && answers != NULL)
    {
      VdViewport *viewport = vd_table_layer_get_viewport (VD_TABLE_LAYER (self));

      cairo_save (cr);
      vd_render_options_init (&options);
      options.hidden_units = vd_sight_state_get_hidden (self->state);
      vd_viewport_apply (viewport, cr);
      vd_render_sight_overlay (cr, vd_document_get_table (document), viewport, observer, answers,
                               &options);
      cairo_restore (cr);
    }
  if (flashed != NULL)
    draw_flash (self, cr, flashed);
  cairo_destroy (cr);
}

static void
vd_sight_layer_dispose (GObject *object)
{
  VdSightLayer *self = VD_SIGHT_LAYER (object);

  vd_sight_layer_set_state (self, NULL);
  g_clear_pointer (&self->flash_unit, g_free);

  G_OBJECT_CLASS (vd_sight_layer_parent_class)->dispose (object);
}

static void
vd_sight_layer_class_init (VdSightLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_sight_layer_dispose;
  widget_class->snapshot = vd_sight_layer_snapshot;
  gtk_widget_class_set_css_name (widget_class, "sightlayer");
}

static void
vd_sight_layer_init (VdSightLayer *self)
{
}

GtkWidget *
vd_sight_layer_new (VdViewport *viewport)
{
  g_return_val_if_fail (VD_IS_VIEWPORT (viewport), NULL);

  return g_object_new (VD_TYPE_SIGHT_LAYER, "viewport", viewport, NULL);
}

void
vd_sight_layer_set_state (VdSightLayer *self, VdSightState *state)
{
  g_return_if_fail (VD_IS_SIGHT_LAYER (self));
  g_return_if_fail (state == NULL || VD_IS_SIGHT_STATE (state));

  if (self->state == state)
    return;
  if (self->state != NULL)
    g_signal_handlers_disconnect_by_data (self->state, self);
  g_set_object (&self->state, state);
  if (state != NULL)
    g_signal_connect_swapped (state, "changed", G_CALLBACK (redraw_cb), self);
  stop_flash (self);
}

void
vd_sight_layer_flash_unit (VdSightLayer *self, const char *unit_id)
{
  g_return_if_fail (VD_IS_SIGHT_LAYER (self));

  stop_flash (self);
  if (unit_id == NULL)
    return;
  self->flash_unit = g_strdup (unit_id);
  self->flash_start = g_get_monotonic_time ();
  self->flash_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), flash_tick_cb, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
