#include <glib/gi18n.h>
#include <math.h>

#include "vd-render.h"
#include "vd-table-view.h"

#define ZOOM_STEP         1.25  /* one key press or button click */
#define WHEEL_ZOOM_STEP   1.2   /* one wheel notch */
#define SURFACE_PER_NOTCH 20.0  /* touchpad scroll pixels worth one wheel notch */
#define WHEEL_PAN_PX      48.0  /* a horizontal wheel notch pans this far */
#define KEY_PAN_PX        64.0
#define FIT_MARGIN_PX     16.0

struct _VdTableView
{
  GtkWidget           parent_instance;

  VdViewport         *viewport;
  VdTable            *table;
  VdRuleset          *ruleset;
  char               *selected_unit;

  GtkGesture         *click_gesture;
  GtkGesture         *drag_gesture;
  GtkGesture         *zoom_gesture;
  GtkEventController *scroll_controller;
  GtkEventController *motion_controller;

  double              drag_last_x;
  double              drag_last_y;
  gboolean            drag_moved;  /* until the next press: the release ends a pan, not a click */
  gboolean            panning;     /* until the release */

  double              pinch_begin_scale;
  double              pinch_last_x;
  double              pinch_last_y;

  double              pointer_x;
  double              pointer_y;
  gboolean            pointer_inside;

  /* The view shows the fitted table: fit again on resize, until the user zooms or pans. */
  gboolean            fitted;
};

G_DEFINE_FINAL_TYPE (VdTableView, vd_table_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TABLE,
  PROP_RULESET,
  PROP_SELECTED_UNIT,
  PROP_VIEWPORT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
has_size (VdTableView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self)) > 0 && gtk_widget_get_height (GTK_WIDGET (self)) > 0;
}

static void
fit_table (VdTableView *self)
{
  self->fitted = TRUE;
  if (self->table != NULL && has_size (self))
    vd_viewport_fit (self->viewport, vd_render_table_extent (self->table), FIT_MARGIN_PX);
}

static void
zoom_at (VdTableView *self, double view_x, double view_y, double factor)
{
  if (self->table == NULL)
    return;
  self->fitted = FALSE;
  vd_viewport_zoom_at (self->viewport, view_x, view_y, factor);
}

static void
zoom_at_center (VdTableView *self, double factor)
{
  zoom_at (self,
           gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
           factor);
}

static void
pan_by (VdTableView *self, double dx, double dy)
{
  if (self->table == NULL)
    return;
  self->fitted = FALSE;
  vd_viewport_pan_by (self->viewport, dx, dy);
}

static VdUnit *
unit_at_view_point (VdTableView *self, double x, double y)
{
  if (self->table == NULL)
    return NULL;
  return vd_table_unit_at (self->table, vd_viewport_view_to_table (self->viewport, vd_point (x, y)));
}

static void
update_hover_cursor (VdTableView *self)
{
  const char *cursor = "grab";

  if (self->panning)
    cursor = "grabbing";
  else if (self->table == NULL)
    cursor = NULL;
  else if (self->pointer_inside && unit_at_view_point (self, self->pointer_x, self->pointer_y) != NULL)
    cursor = "pointer";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), cursor);
}

static void
set_selected_unit (VdTableView *self, const char *unit_id)
{
  if (g_strcmp0 (self->selected_unit, unit_id) == 0)
    return;

  g_free (self->selected_unit);
  self->selected_unit = g_strdup (unit_id);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_UNIT]);
}

static void
viewport_changed_cb (VdTableView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdTableView *self)
{
  self->drag_moved = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdTableView *self)
{
  VdUnit *unit;

  /* The press and release ended a pan, not a click. */
  if (self->drag_moved || self->table == NULL)
    return;

  unit = unit_at_view_point (self, x, y);
  if (n_press == 1)
    set_selected_unit (self, unit != NULL ? unit->id : NULL);
  else if (n_press == 2 && unit == NULL)
    zoom_at (self, x, y, ZOOM_STEP);
  update_hover_cursor (self);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double start_x, double start_y, VdTableView *self)
{
  self->drag_moved = FALSE;
  self->drag_last_x = 0;
  self->drag_last_y = 0;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  double start_x = 0, start_y = 0;

  /* During a pinch the zoom gesture pans with the fingers' centre. */
  if (gtk_gesture_is_recognized (self->zoom_gesture))
    {
      self->drag_last_x = offset_x;
      self->drag_last_y = offset_y;
      return;
    }

  gtk_gesture_drag_get_start_point (gesture, &start_x, &start_y);
  if (!self->drag_moved)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), (int) start_x, (int) start_y,
                                     (int) (start_x + offset_x), (int) (start_y + offset_y)))
        return;
      self->drag_moved = TRUE;
      self->panning = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      update_hover_cursor (self);
    }

  pan_by (self, offset_x - self->drag_last_x, offset_y - self->drag_last_y);
  self->drag_last_x = offset_x;
  self->drag_last_y = offset_y;
}

static void
drag_end_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  self->panning = FALSE;
  update_hover_cursor (self);
}

/* The fingers' centre; a gesture without touch points (emitted by hand) keeps FALLBACK. */
static void
get_pinch_center (GtkGesture *gesture, double fallback_x, double fallback_y, double *x, double *y)
{
  *x = fallback_x;
  *y = fallback_y;
  if (gtk_gesture_is_active (gesture))
    gtk_gesture_get_bounding_box_center (gesture, x, y);
}

static void
pinch_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, VdTableView *self)
{
  self->pinch_begin_scale = vd_viewport_get_scale (self->viewport);
  get_pinch_center (gesture,
                    gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
                    &self->pinch_last_x, &self->pinch_last_y);
}

static void
pinch_scale_changed_cb (GtkGestureZoom *gesture, double scale, VdTableView *self)
{
  double current = vd_viewport_get_scale (self->viewport);
  double x, y;

  get_pinch_center (GTK_GESTURE (gesture), self->pinch_last_x, self->pinch_last_y, &x, &y);
  pan_by (self, x - self->pinch_last_x, y - self->pinch_last_y);
  self->pinch_last_x = x;
  self->pinch_last_y = y;
  if (current > 0)
    zoom_at (self, x, y, self->pinch_begin_scale * scale / current);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, VdTableView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double notches_per_unit = 1.0;
  double pixels_per_unit = WHEEL_PAN_PX;
  double x = self->pointer_x;
  double y = self->pointer_y;

  if (self->table == NULL)
    return GDK_EVENT_PROPAGATE;

  /* Touchpads scroll in pixels: pan by as much, zoom by the equivalent in wheel notches. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE)
    {
      notches_per_unit = 1.0 / SURFACE_PER_NOTCH;
      pixels_per_unit = 1.0;
    }

  /* Shift+wheel scrolls sideways, as everywhere else in GTK. */
  if ((state & GDK_SHIFT_MASK) != 0 && dx == 0)
    {
      dx = dy;
      dy = 0;
    }

  if ((state & GDK_SHIFT_MASK) != 0 || fabs (dx) > fabs (dy))
    {
      pan_by (self, -dx * pixels_per_unit, -dy * pixels_per_unit);
      return GDK_EVENT_STOP;
    }

  if (!self->pointer_inside)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, x, y, pow (WHEEL_ZOOM_STEP, -dy * notches_per_unit));
  update_hover_cursor (self);
  return GDK_EVENT_STOP;
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, VdTableView *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
  update_hover_cursor (self);
}

static void
leave_cb (GtkEventControllerMotion *controller, VdTableView *self)
{
  self->pointer_inside = FALSE;
}

static void
zoom_in_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_in (VD_TABLE_VIEW (widget));
}

static void
zoom_out_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_out (VD_TABLE_VIEW (widget));
}

static void
zoom_fit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_fit (VD_TABLE_VIEW (widget));
}

static void
pan_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  double dx, dy;

  g_variant_get (parameter, "(dd)", &dx, &dy);
  pan_by (VD_TABLE_VIEW (widget), dx, dy);
}

static void
clear_selection_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_select_unit (VD_TABLE_VIEW (widget), NULL);
}

static void
vd_table_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdTableView *self = VD_TABLE_VIEW (widget);

  vd_viewport_set_view_size (self->viewport, width, height);
  if (self->fitted)
    fit_table (self);
}

static void
vd_table_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdTableView *self = VD_TABLE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  VdRenderOptions options;
  cairo_t *cr;

  if (self->table == NULL || width <= 0 || height <= 0)
    return;

  vd_render_options_init (&options);
  options.selected_unit = self->selected_unit;
  /* The widget's CSS background shows around the table, following the light or dark style. */
  options.background.a = 0;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  vd_viewport_apply (self->viewport, cr);
  vd_render_table (cr, self->table, self->ruleset, self->viewport, &options);
  cairo_destroy (cr);
}

static gboolean
vd_table_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  VdTableView *self = VD_TABLE_VIEW (widget);
  VdUnit *unit;

  if (keyboard_tooltip)
    return FALSE;
  unit = unit_at_view_point (self, x, y);
  if (unit == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, unit->name != NULL ? unit->name : unit->id);
  return TRUE;
}

static void
vd_table_view_dispose (GObject *object)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);
  self->table = NULL;
  self->ruleset = NULL;

  G_OBJECT_CLASS (vd_table_view_parent_class)->dispose (object);
}

static void
vd_table_view_finalize (GObject *object)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  g_free (self->selected_unit);

  G_OBJECT_CLASS (vd_table_view_parent_class)->finalize (object);
}

static void
vd_table_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      g_value_set_pointer (value, self->table);
      break;
    case PROP_RULESET:
      g_value_set_pointer (value, self->ruleset);
      break;
    case PROP_SELECTED_UNIT:
      g_value_set_string (value, self->selected_unit);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      vd_table_view_set_table (self, g_value_get_pointer (value), self->ruleset);
      break;
    case PROP_RULESET:
      vd_table_view_set_table (self, self->table, g_value_get_pointer (value));
      break;
    case PROP_SELECTED_UNIT:
      vd_table_view_select_unit (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_view_class_init (VdTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_table_view_dispose;
  object_class->finalize = vd_table_view_finalize;
  object_class->get_property = vd_table_view_get_property;
  object_class->set_property = vd_table_view_set_property;

  widget_class->size_allocate = vd_table_view_size_allocate;
  widget_class->snapshot = vd_table_view_snapshot;
  widget_class->query_tooltip = vd_table_view_query_tooltip;

  properties[PROP_TABLE] =
    g_param_spec_pointer ("table", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULESET] =
    g_param_spec_pointer ("ruleset", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_UNIT] =
    g_param_spec_string ("selected-unit", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, VD_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "view.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "view.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "view.clear-selection", NULL, clear_selection_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "view.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "view.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "view.pan", "(dd)", KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "view.pan", "(dd)", -KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "view.pan", "(dd)", 0.0, KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "view.pan", "(dd)", 0.0, -KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "view.clear-selection", NULL);

  gtk_widget_class_set_css_name (widget_class, "tableview");
}

static void
vd_table_view_init (VdTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->fitted = TRUE;
  self->viewport = vd_viewport_new ();
  g_signal_connect_swapped (self->viewport, "changed", G_CALLBACK (viewport_changed_cb), self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Battle table"),
                                  -1);

  self->click_gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->click_gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->click_gesture, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect (self->click_gesture, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->click_gesture));

  /* Any button drags: the middle one pans too, as in most map views. */
  self->drag_gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag_gesture), 0);
  g_signal_connect (self->drag_gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (self->drag_gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag_gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drag_gesture));

  self->zoom_gesture = gtk_gesture_zoom_new ();
  g_signal_connect (self->zoom_gesture, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (self->zoom_gesture, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->zoom_gesture));

  self->scroll_controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (self->scroll_controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, self->scroll_controller);

  self->motion_controller = gtk_event_controller_motion_new ();
  g_signal_connect (self->motion_controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (self->motion_controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (self->motion_controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, self->motion_controller);
}

GtkWidget *
vd_table_view_new (void)
{
  return g_object_new (VD_TYPE_TABLE_VIEW, NULL);
}

void
vd_table_view_set_table (VdTableView *self, VdTable *table, VdRuleset *ruleset)
{
  gboolean table_changed;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  table_changed = self->table != table;
  if (!table_changed && self->ruleset == ruleset)
    return;

  self->table = table;
  self->ruleset = ruleset;

  if (table_changed)
    {
      if (self->selected_unit != NULL
          && (table == NULL || vd_table_find_unit (table, self->selected_unit) == NULL))
        set_selected_unit (self, NULL);
      fit_table (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
    }
  else
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);
    }

  update_hover_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

VdTable *
vd_table_view_get_table (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->table;
}

VdRuleset *
vd_table_view_get_ruleset (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->ruleset;
}

VdViewport *
vd_table_view_get_viewport (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->viewport;
}

const char *
vd_table_view_get_selected_unit (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->selected_unit;
}

VdUnit *
vd_table_view_get_selected (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  if (self->table == NULL || self->selected_unit == NULL)
    return NULL;
  return vd_table_find_unit (self->table, self->selected_unit);
}

gboolean
vd_table_view_select_unit (VdTableView *self, const char *unit_id)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  if (unit_id != NULL && (self->table == NULL || vd_table_find_unit (self->table, unit_id) == NULL))
    return FALSE;
  set_selected_unit (self, unit_id);
  return TRUE;
}

void
vd_table_view_zoom_in (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  zoom_at_center (self, ZOOM_STEP);
}

void
vd_table_view_zoom_out (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  zoom_at_center (self, 1.0 / ZOOM_STEP);
}

void
vd_table_view_zoom_fit (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  fit_table (self);
}
