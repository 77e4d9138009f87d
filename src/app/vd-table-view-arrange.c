#include <glib/gi18n.h>
#include <math.h>

#include "vd-move-layer.h"
#include "vd-table-view-private.h"

#define HANDLE_STEM_PX    26.0  /* from the front-edge centre to the handle's centre */
#define HANDLE_RADIUS_PX   6.0
#define HANDLE_GRAB_PX    11.0  /* a press this close takes the handle */
#define KEY_TURN          15.0
#define KEY_TURN_FINE      5.0

/* What the drag under way does (vd-table-press.h). */
static VdDragMode
drag_mode (VdTableView *self)
{
  return vd_table_press_get_mode (self->press);
}

/* TRUE once the drag went past the threshold: its release ends a drag, not a click. */
static gboolean
drag_moved (VdTableView *self)
{
  return vd_table_press_get_moved (self->press);
}

static gboolean
is_shown (VdTableView *self, const char *unit_id)
{
  return vd_table_view_shows_unit (self, unit_id);
}

/* The selected ids in table order, the primary among them. */
static GPtrArray *
selected_ids (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  if (table == NULL)
    return ids;
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_hash_table_contains (self->selection, unit->id))
        g_ptr_array_add (ids, g_strdup (unit->id));
    }
  return ids;
}

/* PRIMARY becomes the primary selected unit (it is in the selection or NULL). */
static void
set_primary (VdTableView *self, const char *primary, gboolean others_changed)
{
  if (g_strcmp0 (self->selected_unit, primary) == 0)
    {
      if (others_changed)
        vd_table_view_selection_changed (self, FALSE);
      return;
    }
  g_free (self->selected_unit);
  self->selected_unit = g_strdup (primary);
  vd_table_view_selection_changed (self, TRUE);
}

/* After units left the selection: the primary is the last one still in it. */
static void
keep_a_primary (VdTableView *self)
{
  g_autoptr(GPtrArray) ids = NULL;

  if (self->selected_unit != NULL && g_hash_table_contains (self->selection, self->selected_unit))
    {
      set_primary (self, self->selected_unit, TRUE);
      return;
    }
  ids = selected_ids (self);
  set_primary (self, ids->len > 0 ? g_ptr_array_index (ids, ids->len - 1) : NULL, TRUE);
}

static void
select_all_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_select_all (VD_TABLE_VIEW (widget));
}

static void
rotate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdTableView *self = VD_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!vd_table_view_rotate_selection (self, g_variant_get_double (parameter), &error))
    vd_table_view_emit_message (self, error->message);
}

static const VdUnit *
primary_unit (VdTableView *self)
{
  const VdUnit *unit = vd_table_view_get_selected (self);

  /* The turning handle is for the units the view may change. */
  if (unit == NULL || !vd_table_view_may_change_unit (self, unit->id))
    return NULL;
  return unit;
}

/* The table direction of FACING seen in the view, as a unit vector. */
static VdPoint
view_direction (VdTableView *self, VdPoint at, double facing)
{
  VdPoint a = vd_viewport_table_to_view (self->viewport, at);
  VdPoint b = vd_viewport_table_to_view (self->viewport,
                                         vd_point_add (at, vd_direction_from_facing (facing)));
  VdPoint d = vd_point_sub (b, a);
  double length = vd_point_length (d);

  return length > 0 ? vd_point_scale (d, 1 / length) : vd_point (0, -1);
}

static void
append_footprint (cairo_t *cr, VdTableView *self, VdFootprint footprint)
{
  VdPoint corners[4];

  vd_footprint_corners (footprint, corners);
  for (guint i = 0; i < 4; i++)
    {
      VdPoint p = vd_viewport_table_to_view (self->viewport, corners[i]);

      if (i == 0)
        cairo_move_to (cr, p.x, p.y);
      else
        cairo_line_to (cr, p.x, p.y);
    }
  cairo_close_path (cr);
}

/* The unit offered for placing, or NULL. */
static const VdUnit *
placing_unit (VdTableView *self)
{
  return vd_unit_placing_get_unit (self->placing);
}

/* Where the unit offered stands when the pointer holds its footprint's centre at view point
 * (X, Y). */
static VdPoint
front_centre_for (VdTableView *self, double x, double y)
{
  return vd_unit_placing_front_centre (self->placing, vd_table_view_get_table (self),
                                       vd_viewport_view_to_table (self->viewport, vd_point (x, y)));
}

/* The next unit of the queue not on the table yet becomes the one a click places. */
static void
offer_next (VdTableView *self)
{
  vd_unit_placing_next (self->placing, vd_table_view_get_table (self));
  vd_table_view_tool_prompt (self);
  vd_table_view_update_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_table_view_arrange_init (VdTableView *self)
{
  self->selection = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->placing = vd_unit_placing_new ();
  self->rotate = vd_rotate_drag_new ();
  self->band = vd_band_select_new ();
}

void
vd_table_view_arrange_dispose (VdTableView *self)
{
  g_clear_pointer (&self->selection, g_hash_table_unref);
  /* Freed at finalize: the view may still be asked what it places. */
  vd_unit_placing_stop (self->placing);
}

void
vd_table_view_arrange_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "view.select-all", NULL, select_all_action);
  gtk_widget_class_install_action (widget_class, "view.rotate", "d", rotate_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK, "view.select-all", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketleft, 0, "view.rotate", "d", -KEY_TURN);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketright, 0, "view.rotate", "d", KEY_TURN);
  /* Shift+[ types { on most layouts. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_braceleft, GDK_SHIFT_MASK, "view.rotate", "d", -KEY_TURN_FINE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_braceright, GDK_SHIFT_MASK, "view.rotate", "d", KEY_TURN_FINE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketleft, GDK_SHIFT_MASK, "view.rotate", "d", -KEY_TURN_FINE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketright, GDK_SHIFT_MASK, "view.rotate", "d", KEY_TURN_FINE);
  /* The window's actions on the selection, while the table has the keyboard. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "win.cycle-formation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "win.delete-units", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "win.delete-units", NULL);
}

GdkModifierType
vd_table_view_get_modifiers (VdTableView *self, GtkEventController *controller)
{
  return gtk_event_controller_get_current_event_state (controller) | self->fallback_modifiers;
}

void
vd_table_view_prune_selection (VdTableView *self)
{
  GHashTableIter iter;
  const char *id;
  gboolean pruned = FALSE;

  g_hash_table_iter_init (&iter, self->selection);
  while (g_hash_table_iter_next (&iter, (gpointer *) &id, NULL))
    if (!is_shown (self, id))
      {
        g_hash_table_iter_remove (&iter);
        pruned = TRUE;
      }
  if (pruned)
    keep_a_primary (self);
}

gboolean
vd_table_view_arrange_click (VdTableView *self, double x, double y, GdkModifierType modifiers)
{
  const VdUnit *unit;

  if (placing_unit (self) != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!vd_table_view_place_at (self, x, y, &error))
        vd_table_view_emit_message (self, error->message);
      return TRUE;
    }
  if ((modifiers & GDK_CONTROL_MASK) == 0)
    return FALSE;
  /* Ctrl+click on empty ground keeps the selection, as in file managers. */
  unit = vd_table_view_unit_at (self, x, y);
  if (unit != NULL)
    vd_table_view_toggle_unit (self, unit->id);
  return TRUE;
}

gboolean
vd_table_view_arrange_drag_begin (VdTableView *self, double x, double y, GdkModifierType modifiers)
{
  const VdUnit *primary = primary_unit (self);
  VdPoint handle;

  if (placing_unit (self) != NULL)
    return FALSE;
  if (primary != NULL && vd_table_view_get_rotation_handle (self, &handle)
      && vd_point_distance (handle, vd_point (x, y)) <= HANDLE_GRAB_PX)
    {
      vd_table_press_set_mode (self->press, VD_DRAG_ROTATE);
      vd_rotate_drag_begin (self->rotate, primary->facing, (modifiers & GDK_SHIFT_MASK) != 0);
      return TRUE;
    }
  if ((modifiers & GDK_SHIFT_MASK) != 0 && vd_table_view_unit_at (self, x, y) == NULL)
    {
      vd_table_press_set_mode (self->press, VD_DRAG_BAND);
      vd_band_select_begin (self->band, vd_point (x, y), (modifiers & GDK_CONTROL_MASK) != 0);
      return TRUE;
    }
  return FALSE;
}

gboolean
vd_table_view_arrange_drag_update (VdTableView *self, double x, double y)
{
  const VdUnit *unit;

  if (drag_mode (self) == VD_DRAG_BAND)
    {
      vd_band_select_update (self->band, vd_point (x, y));
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (drag_mode (self) != VD_DRAG_ROTATE)
    return FALSE;
  unit = primary_unit (self);
  if (unit != NULL)
    vd_rotate_drag_update (self->rotate, unit->at,
                           vd_viewport_view_to_table (self->viewport, vd_point (x, y)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
vd_table_view_arrange_drag_end (VdTableView *self, double x, double y)
{
  if (drag_mode (self) == VD_DRAG_BAND)
    {
      VdPoint start, corner;

      vd_table_press_set_mode (self->press, VD_DRAG_NONE);
      vd_band_select_update (self->band, vd_point (x, y));
      if (drag_moved (self) && vd_band_select_get_corners (self->band, &start, &corner))
        vd_table_view_select_in_rect (self, vd_viewport_view_to_table (self->viewport, start),
                                      vd_viewport_view_to_table (self->viewport, corner),
                                      vd_band_select_get_add (self->band));
      vd_band_select_clear (self->band);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  if (drag_mode (self) == VD_DRAG_ROTATE)
    {
      const VdUnit *unit = primary_unit (self);
      g_autoptr(GError) error = NULL;

      vd_table_press_set_mode (self->press, VD_DRAG_NONE);
      if (drag_moved (self) && unit != NULL
          && !vd_table_view_rotate_selection (self,
                                              vd_rotate_drag_get_facing (self->rotate) - unit->facing,
                                              &error))
        vd_table_view_emit_message (self, error->message);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  return FALSE;
}

static void
draw_handle (VdTableView *self, cairo_t *cr)
{
  const VdUnit *unit = primary_unit (self);
  VdPoint handle, at, d;
  double facing;

  if (unit == NULL || placing_unit (self) != NULL || vd_table_view_get_moving_unit (self) != NULL)
    return;
  facing = drag_mode (self) == VD_DRAG_ROTATE && drag_moved (self)
           ? vd_rotate_drag_get_facing (self->rotate) : unit->facing;
  at = vd_viewport_table_to_view (self->viewport, unit->at);
  d = view_direction (self, unit->at, facing);
  handle = vd_point_add (at, vd_point_scale (d, HANDLE_STEM_PX));

  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_move_to (cr, at.x, at.y);
  cairo_line_to (cr, handle.x - d.x * HANDLE_RADIUS_PX, handle.y - d.y * HANDLE_RADIUS_PX);
  cairo_stroke (cr);
  cairo_arc (cr, handle.x, handle.y, HANDLE_RADIUS_PX, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 0.816, 0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_stroke (cr);
}

/* While the handle turns: each selected unit's outline where it would face. */
static void
draw_turn (VdTableView *self, cairo_t *cr)
{
  const VdUnit *primary = primary_unit (self);
  VdTable *table = vd_table_view_get_table (self);
  double turn;

  if (drag_mode (self) != VD_DRAG_ROTATE || !drag_moved (self) || primary == NULL)
    return;
  turn = vd_rotate_drag_get_facing (self->rotate) - primary->facing;
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);
      VdFootprint footprint;

      if (!g_hash_table_contains (self->selection, unit->id))
        continue;
      footprint = vd_unit_footprint (unit);
      footprint.facing += turn;
      append_footprint (cr, self, footprint);
    }
  cairo_set_source_rgba (cr, 1, 0.816, 0, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
draw_band (VdTableView *self, cairo_t *cr)
{
  VdPoint start, corner;
  double x0, y0, x1, y1;

  if (drag_mode (self) != VD_DRAG_BAND || !drag_moved (self)
      || !vd_band_select_get_corners (self->band, &start, &corner))
    return;
  x0 = start.x;
  y0 = start.y;
  x1 = corner.x;
  y1 = corner.y;
  cairo_rectangle (cr, MIN (x0, x1) + 0.5, MIN (y0, y1) + 0.5, fabs (x1 - x0), fabs (y1 - y0));
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_placing (VdTableView *self, cairo_t *cr)
{
  VdUnit ghost;

  if (placing_unit (self) == NULL || !self->pointer.inside)
    return;
  ghost = *placing_unit (self);
  ghost.at = front_centre_for (self, self->pointer.x, self->pointer.y);
  append_footprint (cr, self, vd_unit_footprint (&ghost));
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  /* Its front edge, thicker: where it will face. */
  {
    VdSegment front = vd_footprint_front_edge (vd_unit_footprint (&ghost));
    VdPoint a = vd_viewport_table_to_view (self->viewport, front.a);
    VdPoint b = vd_viewport_table_to_view (self->viewport, front.b);

    cairo_set_line_width (cr, 3);
    cairo_move_to (cr, a.x, a.y);
    cairo_line_to (cr, b.x, b.y);
    cairo_stroke (cr);
  }
}

void
vd_table_view_snapshot_arrange (VdTableView *self, GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_t *cr;

  if (self->document == NULL
      || (primary_unit (self) == NULL && drag_mode (self) != VD_DRAG_BAND
          && placing_unit (self) == NULL))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_turn (self, cr);
  draw_handle (self, cr);
  draw_band (self, cr);
  draw_placing (self, cr);
  cairo_destroy (cr);
}

void
vd_table_view_arrange_hover (VdTableView *self, double x, double y)
{
  if (placing_unit (self) != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_table_view_placing_prompt (VdTableView *self)
{
  g_autofree char *text = vd_unit_placing_prompt (self->placing);

  vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), text, FALSE);
}

gboolean
vd_table_view_cancel_placing (VdTableView *self)
{
  if (placing_unit (self) == NULL)
    return FALSE;
  vd_unit_placing_stop (self->placing);
  offer_next (self);
  return TRUE;
}

GPtrArray *
vd_table_view_get_selected_units (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return selected_ids (self);
}

gboolean
vd_table_view_is_unit_selected (VdTableView *self, const char *unit_id)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return unit_id != NULL && g_hash_table_contains (self->selection, unit_id);
}

void
vd_table_view_toggle_unit (VdTableView *self, const char *unit_id)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  /* Several units are selected to be changed together: the view's own. */
  if (!vd_table_view_may_change_unit (self, unit_id))
    return;
  if (g_hash_table_remove (self->selection, unit_id))
    {
      keep_a_primary (self);
      return;
    }
  g_hash_table_add (self->selection, g_strdup (unit_id));
  set_primary (self, unit_id, TRUE);
}

void
vd_table_view_select_all (VdTableView *self)
{
  VdTable *table;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  table = vd_table_view_get_table (self);
  if (table == NULL)
    return;
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (vd_table_view_may_change_unit (self, unit->id))
        g_hash_table_add (self->selection, g_strdup (unit->id));
    }
  keep_a_primary (self);
}

/* The rectangle takes the units the view may change: its own. */
static gboolean
may_take (const char *unit_id, gpointer user_data)
{
  return vd_table_view_may_change_unit (user_data, unit_id);
}

void
vd_table_view_select_in_rect (VdTableView *self, VdPoint a, VdPoint b, gboolean add)
{
  g_autoptr(GPtrArray) inside = NULL;
  VdTable *table;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  table = vd_table_view_get_table (self);
  if (table == NULL)
    return;
  inside = vd_band_select_units_inside (table, a, b, may_take, self);
  vd_band_select_apply (self->selection, inside, add);
  keep_a_primary (self);
}

gboolean
vd_table_view_rotate_selection (VdTableView *self, double degrees, GError **error)
{
  g_autoptr(GPtrArray) ids = NULL;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  if (self->document == NULL || vd_table_view_get_moving_unit (self) != NULL)
    return TRUE;
  ids = selected_ids (self);
  return vd_document_rotate_units (self->document, (const char * const *) ids->pdata, ids->len,
                                   degrees, error);
}

gboolean
vd_table_view_get_rotation_handle (VdTableView *self, VdPoint *handle)
{
  const VdUnit *unit;
  VdPoint at;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  unit = primary_unit (self);
  if (unit == NULL || placing_unit (self) != NULL)
    return FALSE;
  at = vd_viewport_table_to_view (self->viewport, unit->at);
  *handle = vd_point_add (at, vd_point_scale (view_direction (self, unit->at, unit->facing),
                                              HANDLE_STEM_PX));
  return TRUE;
}

gboolean
vd_table_view_delete_selection (VdTableView *self, GError **error)
{
  g_autoptr(GPtrArray) ids = NULL;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  if (self->document == NULL)
    return TRUE;
  ids = selected_ids (self);
  return vd_document_remove_units (self->document, (const char * const *) ids->pdata, ids->len,
                                   error);
}

void
vd_table_view_begin_placing (VdTableView *self, GPtrArray *units, const GPtrArray *commands)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  g_return_if_fail (units != NULL);

  vd_table_view_cancel_move (self);
  vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
  vd_unit_placing_begin (self->placing, units, commands);
  offer_next (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

const VdUnit *
vd_table_view_get_placing (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return placing_unit (self);
}

gboolean
vd_table_view_place_at (VdTableView *self, double x, double y, GError **error)
{
  g_autofree char *unit_id = NULL;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (placing_unit (self) != NULL, FALSE);

  if (!vd_unit_placing_place (self->placing, self->document,
                              vd_viewport_view_to_table (self->viewport, vd_point (x, y)),
                              &unit_id, error))
    return FALSE;
  offer_next (self);
  vd_table_view_set_selected_unit (self, unit_id);
  vd_table_view_emit_placed (self, unit_id);
  return TRUE;
}
