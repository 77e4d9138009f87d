#include <math.h>

#include "vd-edit-layer.h"

#define HINT_MARGIN_PX   12
#define VERTEX_RADIUS    5.5
#define MIDPOINT_RADIUS  3.5
#define SNAP_RADIUS      9.0

struct _VdEditLayer
{
  VdTableLayer   parent_instance;

  GtkWidget  *hint;

  VdFeature  *feature;
  int         hover_vertex;
  int         selected_vertex;
  int         hover_midpoint;

  VdShape     drawing_shape;
  GArray     *drawing;        /* VdPoint */
  gboolean    has_pointer;
  VdPoint     pointer;
  gboolean    closing;

  gboolean    has_snap;
  VdPoint     snap;
};

G_DEFINE_FINAL_TYPE (VdEditLayer, vd_edit_layer, VD_TYPE_TABLE_LAYER)

/* The accent of the default GNOME style, on a white halo: readable on any terrain. */
static void
set_accent (cairo_t *cr, double alpha)
{
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, alpha);
}

static void
trace_path (VdEditLayer *self, cairo_t *cr, const VdPoint *points, guint n_points, gboolean closed)
{
  for (guint i = 0; i < n_points; i++)
    {
      VdPoint p = vd_table_layer_to_view (self, points[i]);

      if (i == 0)
        cairo_move_to (cr, p.x, p.y);
      else
        cairo_line_to (cr, p.x, p.y);
    }
  if (closed && n_points > 2)
    cairo_close_path (cr);
}

static void
stroke_haloed (cairo_t *cr, double width)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, width + 3);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_accent (cr, 1);
  cairo_stroke (cr);
}

static void
draw_handle (cairo_t *cr, VdPoint p, double radius, gboolean filled)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, p.x, p.y, radius, 0, 2 * G_PI);
  if (filled)
    set_accent (cr, 1);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.5);
  if (filled)
    cairo_set_source_rgba (cr, 1, 1, 1, 1);
  else
    set_accent (cr, 1);
  cairo_stroke (cr);
}

static void
draw_feature (VdEditLayer *self, cairo_t *cr)
{
  const VdFeature *feature = self->feature;
  gboolean area = feature->shape == VD_SHAPE_AREA;
  guint n = feature->path.n_points;
  guint n_segments = area ? n : n - 1;

  trace_path (self, cr, feature->path.points, n, area);
  if (area)
    {
      set_accent (cr, 0.12);
      cairo_fill_preserve (cr);
    }
  stroke_haloed (cr, 2);
  for (guint c = 0; c < feature->n_crests; c++)
    {
      static const double dash[] = { 6, 4 };

      trace_path (self, cr, feature->crests[c].points, feature->crests[c].n_points, FALSE);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      stroke_haloed (cr, 1.5);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  for (guint i = 0; n >= 2 && i < n_segments; i++)
    {
      VdPoint mid = vd_point_lerp (feature->path.points[i], feature->path.points[(i + 1) % n], 0.5);

      draw_handle (cr, vd_table_layer_to_view (self, mid),
                   (int) i == self->hover_midpoint ? VERTEX_RADIUS : MIDPOINT_RADIUS,
                   (int) i == self->hover_midpoint);
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean marked = (int) i == self->hover_vertex || (int) i == self->selected_vertex;

      draw_handle (cr, vd_table_layer_to_view (self, feature->path.points[i]),
                   marked ? VERTEX_RADIUS + 1.5 : VERTEX_RADIUS, marked);
    }
}

static void
draw_drawing (VdEditLayer *self, cairo_t *cr)
{
  const VdPoint *points = (const VdPoint *) self->drawing->data;
  guint n = self->drawing->len;

  trace_path (self, cr, points, n, FALSE);
  if (self->has_pointer)
    {
      VdPoint p = vd_table_layer_to_view (self, self->pointer);

      cairo_line_to (cr, p.x, p.y);
    }
  if (self->drawing_shape == VD_SHAPE_AREA && n >= 2)
    {
      cairo_close_path (cr);
      set_accent (cr, 0.12);
      cairo_fill_preserve (cr);
    }
  stroke_haloed (cr, 2);
  for (guint i = 0; i < n; i++)
    draw_handle (cr, vd_table_layer_to_view (self, points[i]),
                 i == 0 && self->closing ? VERTEX_RADIUS + 2.5 : VERTEX_RADIUS,
                 i == 0 && self->closing);
}

static void
draw_snap (VdEditLayer *self, cairo_t *cr)
{
  VdPoint p = vd_table_layer_to_view (self, self->snap);

  cairo_new_sub_path (cr);
  cairo_arc (cr, p.x, p.y, SNAP_RADIUS, 0, 2 * G_PI);
  cairo_set_line_width (cr, 4.5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0.90, 0.38, 0.0, 1);  /* orange: not a handle */
  cairo_stroke (cr);
}

static void
vd_edit_layer_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdEditLayer *self = VD_EDIT_LAYER (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean drawing = self->drawing->len > 0;

  if ((self->feature != NULL || drawing || self->has_snap) && width > 0 && height > 0)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

      if (self->feature != NULL && self->feature->path.n_points > 0)
        draw_feature (self, cr);
      if (drawing)
        draw_drawing (self, cr);
      if (self->has_snap)
        draw_snap (self, cr);
      cairo_destroy (cr);
    }
  gtk_widget_snapshot_child (widget, self->hint, snapshot);
}

static void
vd_edit_layer_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                       int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = 0;
}

/* The hint sits at the top centre, as the orders' readout does (the two never show together). */
static void
vd_edit_layer_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdEditLayer *self = VD_EDIT_LAYER (widget);
  int available = MAX (width - 2 * HINT_MARGIN_PX, 1);
  int min_w, nat_w, min_h, nat_h;

  gtk_widget_measure (self->hint, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  nat_w = CLAMP (nat_w, MIN (min_w, available), available);
  gtk_widget_measure (self->hint, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
  gtk_widget_allocate (self->hint, nat_w, nat_h, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - nat_w) / 2.0,
                                                                            HINT_MARGIN_PX)));
}

static void
vd_edit_layer_dispose (GObject *object)
{
  VdEditLayer *self = VD_EDIT_LAYER (object);

  g_clear_pointer (&self->hint, gtk_widget_unparent);
  g_clear_pointer (&self->feature, vd_feature_free);
  g_clear_pointer (&self->drawing, g_array_unref);
  G_OBJECT_CLASS (vd_edit_layer_parent_class)->dispose (object);
}

static void
vd_edit_layer_class_init (VdEditLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_edit_layer_dispose;
  widget_class->snapshot = vd_edit_layer_snapshot;
  widget_class->measure = vd_edit_layer_measure;
  widget_class->size_allocate = vd_edit_layer_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "editlayer");
}

static void
vd_edit_layer_init (VdEditLayer *self)
{
  self->hover_vertex = self->selected_vertex = self->hover_midpoint = -1;
  self->drawing = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  self->hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->hint), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->hint, "move-readout");
  gtk_widget_add_css_class (self->hint, "osd");
  gtk_widget_set_visible (self->hint, FALSE);
  gtk_widget_set_parent (self->hint, GTK_WIDGET (self));
}

GtkWidget *
vd_edit_layer_new (VdViewport *viewport)
{
  g_return_val_if_fail (VD_IS_VIEWPORT (viewport), NULL);

  return g_object_new (VD_TYPE_EDIT_LAYER, "viewport", viewport, NULL);
}

void
vd_edit_layer_show_feature (VdEditLayer *self, const VdFeature *feature, int hover_vertex,
                            int selected_vertex, int hover_midpoint)
{
  g_return_if_fail (VD_IS_EDIT_LAYER (self));

  g_clear_pointer (&self->feature, vd_feature_free);
  if (feature != NULL)
    self->feature = vd_feature_copy (feature);
  self->hover_vertex = hover_vertex;
  self->selected_vertex = selected_vertex;
  self->hover_midpoint = hover_midpoint;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_edit_layer_show_drawing (VdEditLayer *self, VdShape shape, const VdPoint *points,
                            guint n_points, const VdPoint *pointer, gboolean closing)
{
  g_return_if_fail (VD_IS_EDIT_LAYER (self));

  self->drawing_shape = shape;
  g_array_set_size (self->drawing, 0);
  g_array_append_vals (self->drawing, points, n_points);
  self->has_pointer = pointer != NULL && n_points > 0;
  if (self->has_pointer)
    self->pointer = *pointer;
  self->closing = closing;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_edit_layer_show_snap (VdEditLayer *self, const VdPoint *at)
{
  g_return_if_fail (VD_IS_EDIT_LAYER (self));

  self->has_snap = at != NULL;
  if (at != NULL)
    self->snap = *at;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
vd_edit_layer_get_snap (VdEditLayer *self, VdPoint *at)
{
  g_return_val_if_fail (VD_IS_EDIT_LAYER (self), FALSE);

  if (self->has_snap && at != NULL)
    *at = self->snap;
  return self->has_snap;
}

void
vd_edit_layer_set_hint (VdEditLayer *self, const char *text, gboolean error)
{
  g_return_if_fail (VD_IS_EDIT_LAYER (self));

  gtk_label_set_text (GTK_LABEL (self->hint), text != NULL ? text : "");
  gtk_widget_set_visible (self->hint, text != NULL && text[0] != '\0');
  if (error)
    gtk_widget_add_css_class (self->hint, "error");
  else
    gtk_widget_remove_css_class (self->hint, "error");
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

const char *
vd_edit_layer_get_hint (VdEditLayer *self)
{
  g_return_val_if_fail (VD_IS_EDIT_LAYER (self), NULL);

  if (!gtk_widget_get_visible (self->hint))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->hint));
}
