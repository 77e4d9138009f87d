#include "vd-viewport.h"

#include <math.h>

struct _VdViewport
{
  GObject parent_instance;

  int     view_width;
  int     view_height;
  double  scale;
  VdPoint center;
};

G_DEFINE_FINAL_TYPE (VdViewport, vd_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VIEW_WIDTH,
  PROP_VIEW_HEIGHT,
  PROP_SCALE,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static double
clamp_scale (double scale)
{
  if (isnan (scale))
    return VD_VIEWPORT_MIN_SCALE;
  return CLAMP (scale, VD_VIEWPORT_MIN_SCALE, VD_VIEWPORT_MAX_SCALE);
}

/* Sets every part of the mapping at once so that notify and "changed" fire once per change. */
static void
update (VdViewport *self, int view_width, int view_height, double scale, VdPoint center)
{
  gboolean changed = FALSE;

  scale = clamp_scale (scale);
  view_width = MAX (view_width, 0);
  view_height = MAX (view_height, 0);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->view_width != view_width)
    {
      self->view_width = view_width;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_WIDTH]);
      changed = TRUE;
    }
  if (self->view_height != view_height)
    {
      self->view_height = view_height;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_HEIGHT]);
      changed = TRUE;
    }
  if (self->scale != scale)
    {
      self->scale = scale;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
      changed = TRUE;
    }
  if (self->center.x != center.x && isfinite (center.x))
    {
      self->center.x = center.x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_X]);
      changed = TRUE;
    }
  if (self->center.y != center.y && isfinite (center.y))
    {
      self->center.y = center.y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
      changed = TRUE;
    }
  g_object_thaw_notify (G_OBJECT (self));

  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
vd_viewport_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdViewport *self = VD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_VIEW_WIDTH:
      g_value_set_int (value, self->view_width);
      break;
    case PROP_VIEW_HEIGHT:
      g_value_set_int (value, self->view_height);
      break;
    case PROP_SCALE:
      g_value_set_double (value, self->scale);
      break;
    case PROP_CENTER_X:
      g_value_set_double (value, self->center.x);
      break;
    case PROP_CENTER_Y:
      g_value_set_double (value, self->center.y);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_viewport_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  VdViewport *self = VD_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_VIEW_WIDTH:
      update (self, g_value_get_int (value), self->view_height, self->scale, self->center);
      break;
    case PROP_VIEW_HEIGHT:
      update (self, self->view_width, g_value_get_int (value), self->scale, self->center);
      break;
    case PROP_SCALE:
      update (self, self->view_width, self->view_height, g_value_get_double (value),
              self->center);
      break;
    case PROP_CENTER_X:
      update (self, self->view_width, self->view_height, self->scale,
              vd_point (g_value_get_double (value), self->center.y));
      break;
    case PROP_CENTER_Y:
      update (self, self->view_width, self->view_height, self->scale,
              vd_point (self->center.x, g_value_get_double (value)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_viewport_class_init (VdViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = vd_viewport_get_property;
  object_class->set_property = vd_viewport_set_property;

  properties[PROP_VIEW_WIDTH] =
    g_param_spec_int ("view-width", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_VIEW_HEIGHT] =
    g_param_spec_int ("view-height", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL, VD_VIEWPORT_MIN_SCALE, VD_VIEWPORT_MAX_SCALE,
                         1.0, flags);
  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, flags);
  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
vd_viewport_init (VdViewport *self)
{
  self->scale = 1.0;
}

VdViewport *
vd_viewport_new (void)
{
  return g_object_new (VD_TYPE_VIEWPORT, NULL);
}

void
vd_viewport_set_view_size (VdViewport *self, int width, int height)
{
  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  update (self, width, height, self->scale, self->center);
}

int
vd_viewport_get_view_width (const VdViewport *self)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), 0);
  return self->view_width;
}

int
vd_viewport_get_view_height (const VdViewport *self)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), 0);
  return self->view_height;
}

double
vd_viewport_get_scale (const VdViewport *self)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), 1.0);
  return self->scale;
}

void
vd_viewport_set_scale (VdViewport *self, double scale)
{
  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  update (self, self->view_width, self->view_height, scale, self->center);
}

VdPoint
vd_viewport_get_center (const VdViewport *self)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), vd_point (0, 0));
  return self->center;
}

void
vd_viewport_set_center (VdViewport *self, VdPoint center)
{
  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  update (self, self->view_width, self->view_height, self->scale, center);
}

VdPoint
vd_viewport_table_to_view (const VdViewport *self, VdPoint p)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), p);
  return vd_point ((p.x - self->center.x) * self->scale + self->view_width / 2.0,
                   self->view_height / 2.0 - (p.y - self->center.y) * self->scale);
}

VdPoint
vd_viewport_view_to_table (const VdViewport *self, VdPoint v)
{
  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), v);
  return vd_point (self->center.x + (v.x - self->view_width / 2.0) / self->scale,
                   self->center.y - (v.y - self->view_height / 2.0) / self->scale);
}

VdRect
vd_viewport_get_visible_rect (const VdViewport *self)
{
  double half_w, half_h;

  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), ((VdRect) { 0, 0, 0, 0 }));
  half_w = self->view_width / 2.0 / self->scale;
  half_h = self->view_height / 2.0 / self->scale;
  return (VdRect) { self->center.x - half_w, self->center.y - half_h,
                    self->center.x + half_w, self->center.y + half_h };
}

void
vd_viewport_zoom_at (VdViewport *self, double view_x, double view_y, double factor)
{
  VdPoint anchor;
  double scale;

  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  g_return_if_fail (factor > 0);

  anchor = vd_viewport_view_to_table (self, vd_point (view_x, view_y));
  scale = clamp_scale (self->scale * factor);
  update (self, self->view_width, self->view_height, scale,
          vd_point (anchor.x - (view_x - self->view_width / 2.0) / scale,
                    anchor.y + (view_y - self->view_height / 2.0) / scale));
}

void
vd_viewport_pan_by (VdViewport *self, double dx, double dy)
{
  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  /* Dragging right shows what lay to the left; dragging down shows what lay further away. */
  update (self, self->view_width, self->view_height, self->scale,
          vd_point (self->center.x - dx / self->scale, self->center.y + dy / self->scale));
}

VdRect
vd_viewport_table_rect_to_view (const VdViewport *self, VdRect table_rect)
{
  VdPoint a, b;

  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), vd_rect_empty ());
  if (vd_rect_is_empty (table_rect))
    return vd_rect_empty ();
  a = vd_viewport_table_to_view (self, vd_point (table_rect.x0, table_rect.y0));
  b = vd_viewport_table_to_view (self, vd_point (table_rect.x1, table_rect.y1));
  return (VdRect) { MIN (a.x, b.x), MIN (a.y, b.y), MAX (a.x, b.x), MAX (a.y, b.y) };
}

gboolean
vd_viewport_ensure_visible (VdViewport *self, VdRect table_box, VdRect view_area,
                            double margin_px)
{
  VdRect box;
  VdPoint shift;

  g_return_val_if_fail (VD_IS_VIEWPORT ((gpointer) self), FALSE);

  box = vd_viewport_table_rect_to_view (self, table_box);
  shift = vd_rect_reveal_shift (box, view_area, margin_px);
  if (shift.x == 0 && shift.y == 0)
    return FALSE;
  vd_viewport_pan_by (self, shift.x, shift.y);
  return TRUE;
}

void
vd_viewport_fit (VdViewport *self, VdRect bounds, double margin_px)
{
  double avail_w, avail_h, w, h, scale;

  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  g_return_if_fail (bounds.x1 >= bounds.x0 && bounds.y1 >= bounds.y0);

  avail_w = MAX (self->view_width - 2 * margin_px, 1.0);
  avail_h = MAX (self->view_height - 2 * margin_px, 1.0);
  w = MAX (bounds.x1 - bounds.x0, 1e-9);
  h = MAX (bounds.y1 - bounds.y0, 1e-9);
  scale = MIN (avail_w / w, avail_h / h);
  update (self, self->view_width, self->view_height, scale,
          vd_point ((bounds.x0 + bounds.x1) / 2, (bounds.y0 + bounds.y1) / 2));
}

void
vd_table_matrix_init (cairo_matrix_t *matrix, VdPoint at, VdPoint to, double scale)
{
  g_return_if_fail (matrix != NULL);
  /* Table y grows away from the viewer, target y grows down the view or page: y flips here. */
  cairo_matrix_init (matrix, scale, 0, 0, -scale, to.x - at.x * scale, to.y + at.y * scale);
}

double
vd_table_matrix_place (cairo_matrix_t *matrix, VdRect area, VdRect target, double scale)
{
  double w = MAX (area.x1 - area.x0, 1e-9);
  double h = MAX (area.y1 - area.y0, 1e-9);

  g_return_val_if_fail (matrix != NULL, scale);

  if (!(scale > 0))
    scale = MIN ((target.x1 - target.x0) / w, (target.y1 - target.y0) / h);
  vd_table_matrix_init (matrix, vd_point ((area.x0 + area.x1) / 2, (area.y0 + area.y1) / 2),
                        vd_point ((target.x0 + target.x1) / 2, (target.y0 + target.y1) / 2),
                        scale);
  return scale;
}

void
vd_viewport_get_matrix (const VdViewport *self, cairo_matrix_t *matrix)
{
  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  vd_table_matrix_init (matrix, self->center,
                        vd_point (self->view_width / 2.0, self->view_height / 2.0), self->scale);
  /* On a 1/256 pixel grid, as cairo's fixed point: a pan by whole pixels then moves every
   * point by exactly as many pixels, so pixels kept and shifted match a redraw. */
  matrix->x0 = round (matrix->x0 * 256) / 256;
  matrix->y0 = round (matrix->y0 * 256) / 256;
}

void
vd_viewport_apply (const VdViewport *self, cairo_t *cr)
{
  cairo_matrix_t matrix;

  g_return_if_fail (VD_IS_VIEWPORT ((gpointer) self));
  vd_viewport_get_matrix (self, &matrix);
  cairo_transform (cr, &matrix);
}
