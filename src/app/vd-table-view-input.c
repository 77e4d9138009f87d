#include <glib/gi18n.h>
#include <math.h>

#include "vd-journal.h"
#include "vd-move-layer.h"
#include "vd-ruler-layer.h"
#include "vd-table-view-private.h"

#define WHEEL_ZOOM_STEP   1.2   /* one wheel notch */
#define SURFACE_PER_NOTCH 20.0  /* touchpad scroll pixels worth one wheel notch */
#define WHEEL_PAN_PX      48.0  /* a horizontal wheel notch pans this far */

/* Table files keep positions to a tenth of a millimetre, finer than anyone measures. */
static double
snap (double mm)
{
  return round (mm * 10) / 10;
}

static VdUnit *
moving_unit (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);

  if (self->moving_unit == NULL || table == NULL)
    return NULL;
  return vd_table_find_unit (table, self->moving_unit);
}

/* Where the dragged unit's front centre would go: the table point first pressed stays under
 * the pointer. */
static VdPoint
drag_destination (VdTableView *self, double offset_x, double offset_y)
{
  VdPoint pointer = vd_viewport_view_to_table (self->viewport,
                                               vd_point (self->drag_start_x + offset_x,
                                                         self->drag_start_y + offset_y));
  VdPoint at = vd_point_sub (pointer, self->move_grab);

  return vd_point (snap (at.x), snap (at.y));
}

/* The unit follows the pointer, so the sight overlay and a side's view follow it too. Unless
 * Shift placed it freely (setting up the table), it is drawn as a ghost there and the readout
 * tells what the move from where it stood costs by the rules. */
/* The move's points: the waypoints, then where the unit is now. */
static GArray *
move_points (VdTableView *self, const VdUnit *unit)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (VdPoint));

  g_array_append_vals (points, self->move_via->data, self->move_via->len);
  g_array_append_val (points, unit->at);
  return points;
}

/* What UNIT_ID spent earlier this turn, for the readout of the drag. */
static void
remember_turn (VdTableView *self, const char *unit_id)
{
  const VdTurnState *turn = vd_document_get_turn_state (self->document);
  const VdTurnUnit *record = turn != NULL ? vd_turn_state_lookup (turn, unit_id) : NULL;

  self->move_spent_share = record != NULL ? record->spent_share : 0;
  self->move_spent_paces = record != NULL ? record->spent_paces : 0;
}

void
vd_table_view_forget_refused_move (VdTableView *self)
{
  g_clear_pointer (&self->refused_unit, g_free);
  g_clear_pointer (&self->refused_points, g_array_unref);
  g_clear_pointer (&self->refused_actor, g_free);
  g_clear_pointer (&self->refused_target, g_free);
}

gboolean
vd_table_view_has_refused_move (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return self->refused_unit != NULL;
}

gboolean
vd_table_view_allow_refused_move (VdTableView *self, GError **error)
{
  g_autofree char *unit_id = g_steal_pointer (&self->refused_unit);
  g_autoptr(GArray) points = g_steal_pointer (&self->refused_points);
  VdMoveAnswer answer = { 0 };
  VdUnit *unit;
  gboolean ok;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  unit = unit_id != NULL && self->document != NULL
         ? vd_table_find_unit (vd_document_get_table (self->document), unit_id) : NULL;
  if (unit == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("There is no refused move to allow"));
      return FALSE;
    }
  ok = vd_document_apply_move_in_turn (self->document, unit, (const VdPoint *) points->data,
                                       points->len, self->refused_forced, TRUE, &answer, error);
  vd_move_answer_clear (&answer);
  return ok;
}

/* Measures the move again and shows it. */
static void
show_move (VdTableView *self, VdUnit *unit)
{
  g_autoptr(GArray) points = move_points (self, unit);
  VdMoveAnswer answer = { 0 };
  VdUnit before;

  /* The engine measures from the unit's `at`: a copy of it where it stood. */
  before = *unit;
  before.at = self->move_start_at;
  /* The readout shows what is left of the turn's allowance, not the whole of it. */
  if (vd_move_measure_in_turn (vd_document_get_table (self->document),
                               vd_document_get_ruleset (self->document), &before,
                               (const VdPoint *) points->data, points->len, self->move_forced,
                               NULL, self->move_spent_share, self->move_spent_paces, &answer,
                               NULL))
    vd_move_layer_show_move (VD_MOVE_LAYER (self->move_layer), unit, self->move_start_at,
                             (const VdPoint *) self->move_via->data, self->move_via->len,
                             &answer, vd_document_get_table (self->document),
                             vd_document_get_ruleset (self->document));
  vd_move_answer_clear (&answer);
}

static void
move_unit_with_pointer (VdTableView *self, double offset_x, double offset_y)
{
  VdUnit *unit = moving_unit (self);

  if (unit == NULL)
    return;
  vd_document_move_unit (self->document, unit, drag_destination (self, offset_x, offset_y));
  vd_table_view_group_follow (self, vd_point_sub (unit->at, self->move_start_at));
  if (!self->move_free)
    show_move (self, unit);
}

gboolean
vd_table_view_add_waypoint (VdTableView *self)
{
  VdUnit *unit = moving_unit (self);

  if (unit == NULL || !self->drag_moved || self->move_free)
    return FALSE;
  g_array_append_val (self->move_via, unit->at);
  show_move (self, unit);
  return TRUE;
}

/* The drop: the move stands when the rules allow it, with the conditions it brings; else the
 * unit goes back where it stood and the user hears why. */
static void
finish_move (VdTableView *self)
{
  VdUnit *unit = moving_unit (self);
  VdMoveAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) points = NULL;

  if (unit == NULL)
    return;
  vd_table_view_forget_refused_move (self);
  points = move_points (self, unit);
  /* The drag moved the unit for the eye; the journal records the move from where it stood. */
  vd_document_move_unit (self->document, unit, self->move_start_at);
  if (vd_table_view_group_active (self))
    {
      g_autoptr(GArray) via = g_array_new (FALSE, FALSE, sizeof (VdPoint));

      /* The group's waypoints are offsets from where each unit stood. */
      for (guint i = 0; i < self->move_via->len; i++)
        {
          VdPoint p = vd_point_sub (g_array_index (self->move_via, VdPoint, i), self->move_start_at);

          g_array_append_val (via, p);
        }
      vd_table_view_group_restore (self);
      vd_table_view_group_finish (self, vd_point_sub (g_array_index (points, VdPoint, points->len - 1),
                                                      self->move_start_at),
                                  self->move_free, self->move_forced,
                                  (const VdPoint *) via->data, via->len);
      return;
    }
  if (self->move_free)
    {
      if (!vd_document_place_unit (self->document, unit, g_array_index (points, VdPoint, points->len - 1),
                                   &error))
        vd_table_view_emit_message (self, error->message);
      return;
    }
  if (!vd_document_apply_move (self->document, unit, (const VdPoint *) points->data, points->len,
                               self->move_forced, &answer, &error))
    {
      const VdMoveEffect *forbidding = answer.unit != NULL ? vd_move_answer_forbidding (&answer)
                                                           : NULL;
      g_autofree char *readout = NULL;
      g_autofree char *text = NULL;

      /* Refused by the turn's limit alone: the referee may allow it anyway. */
      if (forbidding != NULL && g_str_equal (forbidding->rule, VD_MOVE_TURN))
        {
          self->refused_unit = g_strdup (unit->id);
          self->refused_points = g_array_ref (points);
          self->refused_forced = self->move_forced;
        }

      if (answer.unit != NULL)
        {
          readout = vd_move_layer_format_answer (&answer, vd_document_get_table (self->document),
                                                 vd_document_get_ruleset (self->document));
          /* Translators: the unit's name, then the readout of the move ("212 of 240 paces — not
           * allowed: MARSH-1 …"). */
          text = g_strdup_printf (_("%s stays: %s"),
                                  vd_journal_unit_name (vd_document_get_table (self->document),
                                                        unit->id),
                                  readout);
        }
      vd_table_view_emit_message (self, text != NULL ? text : error->message);
    }
  vd_move_answer_clear (&answer);
}

/* Shift is read when the drag starts (a free placement stays one); Ctrl all along, so the
 * readout shows the forced march as soon as it is held. */
static void
update_move_modifiers (VdTableView *self, GtkGesture *gesture, gboolean starting)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  state |= vd_table_view_get_modifiers (self, GTK_EVENT_CONTROLLER (gesture));
  if (starting)
    self->move_free = (state & GDK_SHIFT_MASK) != 0;
  self->move_forced = (state & GDK_CONTROL_MASK) != 0;
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

  if (vd_table_view_edit_click (self, n_press, x, y, GTK_EVENT_CONTROLLER (gesture)))
    return;
  /* The press and release ended a pan or a move, not a click. */
  if (self->drag_moved || self->document == NULL)
    return;
  /* The ruler takes quick clicks too: two close together are still two ends. */
  if ((n_press == 1 || self->tool == VD_TABLE_TOOL_MEASURE) && vd_table_view_tool_click (self, x, y))
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
  VdUnit *unit = NULL;

  if (vd_table_view_edit_drag_begin (self, GTK_GESTURE (gesture), start_x, start_y))
    return;
  self->drag_moved = FALSE;
  self->drag_start_x = start_x;
  self->drag_start_y = start_y;
  self->drag_last_x = 0;
  self->drag_last_y = 0;
  /* With the ruler on a drag measures, whatever the button: it never moves nor pans. A press
   * puts away the last measurement, not the start a click just set. */
  vd_table_view_end_move (self);
  self->drag_mode = self->tool == VD_TABLE_TOOL_MEASURE ? VD_DRAG_MEASURE : VD_DRAG_PAN;
  if (self->drag_mode == VD_DRAG_MEASURE)
    vd_ruler_layer_press (VD_RULER_LAYER (self->ruler_layer));

  /* The primary button (0 when no device says) moves the unit it presses; others only pan.
   * While a tool is on, a press picks: it never moves a unit. */
  if ((button == 0 || button == GDK_BUTTON_PRIMARY) && self->tool == VD_TABLE_TOOL_NONE)
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
      self->moving_unit = g_strdup (unit->id);
      self->drag_mode = VD_DRAG_MOVE;
      self->move_start_at = unit->at;
      self->move_grab = vd_point_sub (vd_viewport_view_to_table (self->viewport, vd_point (start_x, start_y)),
                                      unit->at);
      g_array_set_size (self->move_via, 0);
      remember_turn (self, unit->id);
      vd_table_view_group_begin (self);
    }
}

static void
drag_update_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  double start_x = 0, start_y = 0;

  if (vd_table_view_edit_drag_update (self, GTK_GESTURE (gesture), offset_x, offset_y))
    return;
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
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      if (self->drag_mode == VD_DRAG_MEASURE && self->tool == VD_TABLE_TOOL_MEASURE)
        vd_ruler_layer_drag_begin (VD_RULER_LAYER (self->ruler_layer), self->drag_start_x,
                                   self->drag_start_y);
      if (self->moving_unit != NULL)
        {
          update_move_modifiers (self, GTK_GESTURE (gesture), TRUE);
          vd_table_view_start_move (self);
        }
    }

  if (self->drag_mode == VD_DRAG_MEASURE)
    vd_ruler_layer_drag_update (VD_RULER_LAYER (self->ruler_layer), self->drag_start_x + offset_x,
                                self->drag_start_y + offset_y);
  else if (vd_table_view_arrange_drag_update (self, self->drag_start_x + offset_x,
                                              self->drag_start_y + offset_y))
    {
      /* The handle or the rectangle follows the pointer. */
    }
  else if (self->moving_unit != NULL)
    {
      update_move_modifiers (self, GTK_GESTURE (gesture), FALSE);
      move_unit_with_pointer (self, offset_x, offset_y);
    }
  else if (self->drag_mode == VD_DRAG_PAN)
    vd_table_view_pan_by (self, offset_x - self->drag_last_x, offset_y - self->drag_last_y);
  self->drag_last_x = offset_x;
  self->drag_last_y = offset_y;
  vd_table_view_update_cursor (self);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double offset_x, double offset_y, VdTableView *self)
{
  if (vd_table_view_edit_drag_end (self, GTK_GESTURE (gesture), offset_x, offset_y))
    return;
  if (self->drag_mode == VD_DRAG_MEASURE && self->drag_moved)
    vd_ruler_layer_drag_update (VD_RULER_LAYER (self->ruler_layer), self->drag_start_x + offset_x,
                                self->drag_start_y + offset_y);
  else if (vd_table_view_arrange_drag_end (self, self->drag_start_x + offset_x,
                                           self->drag_start_y + offset_y))
    {
      /* The turn or the rectangle's selection is done. */
    }
  else if (self->moving_unit != NULL && self->drag_moved)
    {
      move_unit_with_pointer (self, offset_x, offset_y);
      finish_move (self);
    }
  vd_table_view_end_move (self);
  self->drag_mode = VD_DRAG_NONE;
  vd_table_view_update_cursor (self);
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
  vd_table_view_pan_by (self, x - self->pinch_last_x, y - self->pinch_last_y);
  self->pinch_last_x = x;
  self->pinch_last_y = y;
  if (current > 0)
    vd_table_view_zoom_at (self, x, y, self->pinch_begin_scale * scale / current);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, VdTableView *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double notches_per_unit = 1.0;
  double pixels_per_unit = WHEEL_PAN_PX;
  double x = self->pointer_x;
  double y = self->pointer_y;

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

  if (!self->pointer_inside)
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
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
  vd_table_view_edit_motion (self, x, y);
  if (self->tool == VD_TABLE_TOOL_MEASURE)
    {
      /* While a press is held the drag, not the hover, moves the ruler's end. */
      if (self->drag_mode != VD_DRAG_MEASURE)
        vd_ruler_layer_hover (VD_RULER_LAYER (self->ruler_layer), x, y);
    }
  else if (self->tool == VD_TABLE_TOOL_RECOIL)
    vd_table_view_recoil_hover (self, x, y);
  else if (self->tool == VD_TABLE_TOOL_DECLARE_FIRE || self->tool == VD_TABLE_TOOL_DECLARE_CHARGE)
    vd_table_view_declare_hover (self, x, y);
  vd_table_view_arrange_hover (self, x, y);
  vd_table_view_update_cursor (self);
}

static void
leave_cb (GtkEventControllerMotion *controller, VdTableView *self)
{
  self->pointer_inside = FALSE;
}

gboolean
vd_table_view_cancel_move (VdTableView *self)
{
  VdUnit *unit = moving_unit (self);

  if (unit == NULL || !self->drag_moved)
    return FALSE;

  vd_document_move_unit (self->document, unit, self->move_start_at);
  vd_table_view_group_restore (self);
  vd_table_view_end_move (self);
  /* The rest of this drag neither moves nor pans. */
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
  self->drag_mode = VD_DRAG_NONE;
  vd_table_view_update_cursor (self);
  return TRUE;
}

void
vd_table_view_add_controllers (VdTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

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
