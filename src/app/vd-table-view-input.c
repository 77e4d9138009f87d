#include <math.h>

#include "vd-ruler-layer.h"
#include "vd-table-view-private.h"

#define WHEEL_ZOOM_STEP   1.2   /* one wheel notch */
#define SURFACE_PER_NOTCH 20.0  /* touchpad scroll pixels worth one wheel notch */
#define WHEEL_PAN_PX      48.0  /* a horizontal wheel notch pans this far */

void
vd_table_view_forget_refused_move (VdTableView *self)
{
  vd_unit_drag_forget_refused (self->unit_drag);
  vd_refused_order_forget (self->refused_order);
}

gboolean
vd_table_view_has_refused_move (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return vd_unit_drag_has_refused (self->unit_drag);
}

gboolean
vd_table_view_allow_refused_move (VdTableView *self, GError **error)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return vd_unit_drag_allow_refused (self->unit_drag, self->document, error);
}

/* The table point under the drag, OFFSET from where it started. */
static VdPoint
drag_point (VdTableView *self, double offset_x, double offset_y)
{
  return vd_viewport_view_to_table (self->viewport,
                                    vd_table_press_at (self->press, offset_x, offset_y));
}

gboolean
vd_table_view_add_waypoint (VdTableView *self)
{
  if (!vd_table_press_get_moved (self->press))
    return FALSE;
  return vd_unit_drag_add_waypoint (self->unit_drag);
}

/* The drop: the move stands when the rules allow it, with the conditions it brings; else the
 * unit goes back where it stood and the user hears why. */
static void
drop_unit (VdTableView *self, double offset_x, double offset_y)
{
  g_autofree char *message = NULL;

  if (!vd_unit_drag_drop (self->unit_drag, drag_point (self, offset_x, offset_y), &message))
    return;
  /* A refused order is forgotten as well: Allow Anyway is for the last one. */
  vd_refused_order_forget (self->refused_order);
  if (message != NULL)
    vd_table_view_emit_message (self, message);
}

/* Shift is read when the drag starts (a free placement stays one); Ctrl all along, so the
 * readout shows the forced march as soon as it is held. */
static GdkModifierType
drag_modifiers (VdTableView *self, GtkGesture *gesture)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  return state | vd_table_view_get_modifiers (self, GTK_EVENT_CONTROLLER (gesture));
}

static void
click_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdTableView *self)
{
  vd_table_press_forget_moved (self->press);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
click_released_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdTableView *self)
{
  const VdUnit *unit;

  if (vd_table_view_edit_click (self, n_press, x, y, GTK_EVENT_CONTROLLER (gesture)))
    return;
  /* The press and release ended a pan or a move, not a click. */
  if (vd_table_press_get_moved (self->press) || self->document == NULL)
    return;
  /* The ruler takes quick clicks too: two close together are still two ends. */
  if ((n_press == 1 || vd_table_view_get_tool (self) == VD_TABLE_TOOL_MEASURE)
      && vd_table_view_tool_click (self, x, y))
    return;
  if (n_press == 1
      && vd_table_view_arrange_click (self, x, y,
                                      vd_table_view_get_modifiers (self, GTK_EVENT_CONTROLLER (gesture))))
    return;

  unit = vd_table_view_unit_at (self, x, y);
  if (n_press == 1)
    vd_table_view_set_selected_unit (self, unit != NULL ? unit->id : NULL);
  else if (n_press == 2 && unit == NULL)
    vd_table_view_zoom_at (self, x, y, VD_TABLE_VIEW_ZOOM_STEP);
  vd_table_view_update_cursor (self);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double start_x, double start_y, VdTableView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  const VdUnit *unit = NULL;

  if (vd_table_view_edit_drag_begin (self, GTK_GESTURE (gesture), start_x, start_y))
    return;
  vd_table_press_begin (self->press, start_x, start_y, VD_DRAG_NONE);
  /* With the ruler on a drag measures, whatever the button: it never moves nor pans. A press
   * puts away the last measurement, not the start a click just set. */
  vd_table_view_end_move (self);
  vd_table_press_set_mode (self->press,
                           vd_table_view_get_tool (self) == VD_TABLE_TOOL_MEASURE
                           ? VD_DRAG_MEASURE : VD_DRAG_PAN);
  if (vd_table_press_get_mode (self->press) == VD_DRAG_MEASURE)
    vd_ruler_layer_press (VD_RULER_LAYER (self->ruler_layer));

  /* The primary button (0 when no device says) moves the unit it presses; others only pan.
   * While a tool is on, a press picks: it never moves a unit. */
  if ((button == 0 || button == GDK_BUTTON_PRIMARY)
      && vd_table_view_get_tool (self) == VD_TABLE_TOOL_NONE)
    {
      if (vd_table_view_arrange_drag_begin (self, start_x, start_y,
                                            vd_table_view_get_modifiers (self, GTK_EVENT_CONTROLLER (gesture))))
        return;
      unit = vd_table_view_unit_at (self, start_x, start_y);
    }
  /* A seen enemy in a side's view stays where it is: the drag pans. */
  if (unit != NULL && !vd_table_view_may_change_unit (self, unit->id))
    unit = NULL;
  if (unit != NULL)
    {
      vd_table_press_set_mode (self->press, VD_DRAG_MOVE);
      vd_unit_drag_press (self->unit_drag, self->document, unit,
                          vd_viewport_view_to_table (self->viewport, vd_point (start_x, start_y)),
                          self->selection);
    }
}

static void
drag_update_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  VdPoint at = vd_table_press_at (self->press, offset_x, offset_y);
  VdPoint step;

  if (vd_table_view_edit_drag_update (self, GTK_GESTURE (gesture), offset_x, offset_y))
    return;
  /* During a pinch the zoom gesture pans with the fingers' centre. */
  if (vd_table_pinch_is_on (self->pinch))
    {
      /* A rectangle's corner keeps following the drag's own point. */
      if (vd_table_press_get_mode (self->press) == VD_DRAG_BAND)
        vd_band_select_update (self->band, at);
      vd_table_press_move_to (self->press, offset_x, offset_y);
      return;
    }

  if (!vd_table_press_get_moved (self->press))
    {
      VdPoint start = vd_table_press_get_start (self->press);

      if (!vd_table_press_passes_threshold (self->press, GTK_WIDGET (self), offset_x, offset_y))
        return;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (vd_table_press_get_mode (self->press) == VD_DRAG_MEASURE
          && vd_table_view_get_tool (self) == VD_TABLE_TOOL_MEASURE)
        vd_ruler_layer_drag_begin (VD_RULER_LAYER (self->ruler_layer), start.x, start.y);
      if (vd_unit_drag_get_unit (self->unit_drag) != NULL)
        {
          vd_unit_drag_start (self->unit_drag,
                              (drag_modifiers (self, GTK_GESTURE (gesture)) & GDK_SHIFT_MASK) != 0);
          vd_table_view_start_move (self);
        }
    }

  step = vd_table_press_move_to (self->press, offset_x, offset_y);
  if (vd_table_press_get_mode (self->press) == VD_DRAG_MEASURE)
    vd_ruler_layer_drag_update (VD_RULER_LAYER (self->ruler_layer), at.x, at.y);
  else if (vd_table_view_arrange_drag_update (self, at.x, at.y))
    {
      /* The handle or the rectangle follows the pointer. */
    }
  else if (vd_unit_drag_get_unit (self->unit_drag) != NULL)
    vd_unit_drag_update (self->unit_drag, drag_point (self, offset_x, offset_y),
                         (drag_modifiers (self, GTK_GESTURE (gesture)) & GDK_CONTROL_MASK) != 0);
  else if (vd_table_press_get_mode (self->press) == VD_DRAG_PAN)
    vd_table_view_pan_by (self, step.x, step.y);
  vd_table_view_update_cursor (self);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  gboolean moved;
  VdPoint at;

  if (vd_table_view_edit_drag_end (self, GTK_GESTURE (gesture), offset_x, offset_y))
    return;
  moved = vd_table_press_get_moved (self->press);
  at = vd_table_press_at (self->press, offset_x, offset_y);
  if (vd_table_press_get_mode (self->press) == VD_DRAG_MEASURE && moved)
    vd_ruler_layer_drag_update (VD_RULER_LAYER (self->ruler_layer), at.x, at.y);
  else if (vd_table_view_arrange_drag_end (self, at.x, at.y))
    {
      /* The turn or the rectangle's selection is done. */
    }
  else if (vd_unit_drag_get_unit (self->unit_drag) != NULL && moved)
    drop_unit (self, offset_x, offset_y);
  vd_table_view_end_move (self);
  vd_table_press_set_mode (self->press, VD_DRAG_NONE);
  vd_table_view_update_cursor (self);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, VdTableView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double notches_per_unit = 1.0;
  double pixels_per_unit = WHEEL_PAN_PX;
  double x = self->pointer.x;
  double y = self->pointer.y;

  if (self->document == NULL)
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
      vd_table_view_pan_by (self, -dx * pixels_per_unit, -dy * pixels_per_unit);
      return GDK_EVENT_STOP;
    }

  if (!self->pointer.inside)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  vd_table_view_zoom_at (self, x, y, pow (WHEEL_ZOOM_STEP, -dy * notches_per_unit));
  vd_table_view_update_cursor (self);
  return GDK_EVENT_STOP;
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, VdTableView *self)
{
  VdTableTool tool;

  self->pointer = (VdTablePointer) { x, y, TRUE };
  vd_table_view_edit_motion (self, x, y);
  tool = vd_table_view_get_tool (self);
  if (tool == VD_TABLE_TOOL_MEASURE)
    {
      /* While a press is held the drag, not the hover, moves the ruler's end. */
      if (vd_table_press_get_mode (self->press) != VD_DRAG_MEASURE)
        vd_ruler_layer_hover (VD_RULER_LAYER (self->ruler_layer), x, y);
    }
  else if (tool == VD_TABLE_TOOL_RECOIL)
    vd_table_view_recoil_hover (self, x, y);
  else if (vd_table_tool_state_declares (self->tool_state))
    vd_table_view_declare_hover (self, x, y);
  vd_table_view_arrange_hover (self, x, y);
  vd_table_view_update_cursor (self);
}

static void
leave_cb (GtkEventControllerMotion *controller, VdTableView *self)
{
  self->pointer.inside = FALSE;
}

gboolean
vd_table_view_cancel_move (VdTableView *self)
{
  if (!vd_table_press_get_moved (self->press) || !vd_unit_drag_restore (self->unit_drag))
    return FALSE;
  vd_table_view_end_move (self);
  /* The rest of this drag neither moves nor pans. */
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
  vd_table_press_set_mode (self->press, VD_DRAG_NONE);
  vd_table_view_update_cursor (self);
  return TRUE;
}

void
vd_table_view_add_controllers (VdTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *scroll, *motion;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  /* Any button drags: the middle one pans too, as in most map views. */
  self->drag_gesture = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag_gesture), 0);
  g_signal_connect (self->drag_gesture, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (self->drag_gesture, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (self->drag_gesture, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drag_gesture));

  self->pinch = vd_table_pinch_new (self);
  self->zoom = vd_table_zoom_new (widget);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);
}
