#include <glib/gi18n.h>
#include <math.h>

#include "vd-edit-layer.h"
#include "vd-orders.h"
#include "vd-snap.h"
#include "vd-table-view-edit-private.h"

/* A tool takes the clicks and drags while it is on: editing waits. */
static gboolean
tool_on (VdTableView *self)
{
  return vd_table_view_get_tool (self) != VD_TABLE_TOOL_NONE;
}

/* Table files keep positions to a tenth of a millimetre. */
VdPoint
vd_table_edit_round_point (VdPoint p)
{
  return vd_point (round (p.x * 10) / 10, round (p.y * 10) / 10);
}

VdPoint
vd_table_edit_table_point (VdTableView *self, double x, double y)
{
  return vd_viewport_view_to_table (self->viewport, vd_point (x, y));
}

double
vd_table_edit_view_distance (VdTableView *self, VdPoint table_p, double x, double y)
{
  VdPoint v = vd_viewport_table_to_view (self->viewport, table_p);

  return hypot (v.x - x, v.y - y);
}

const VdFeature *
vd_table_edit_selected_feature (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);

  if (table == NULL || self->edit->selected == NULL)
    return NULL;
  return vd_table_find_feature (table, self->edit->selected);
}

static const char *
type_name (VdTableView *self, VdTerrainType type)
{
  VdRuleset *ruleset = vd_table_view_get_ruleset (self);

  if (ruleset != NULL)
    return vd_text_get (&ruleset->terrain[type].name);
  return vd_terrain_type_to_string (type);
}

static gboolean
id_taken (const VdTable *table, const char *id)
{
  return vd_table_find_feature (table, id) != NULL || vd_table_find_unit (table, id) != NULL
         || vd_table_find_command (table, id) != NULL;
}

/* "wood-3": the type's keyword and the first number free on the table. */
char *
vd_table_edit_fresh_id (const VdTable *table, VdTerrainType type)
{
  for (guint n = 1;; n++)
    {
      char *id = g_strdup_printf ("%s-%u", vd_terrain_type_to_string (type), n);

      if (!id_taken (table, id))
        return id;
      g_free (id);
    }
}

void
vd_table_edit_update_hint (VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  VdEditLayer *layer = VD_EDIT_LAYER (self->edit_layer);
  g_autofree char *text = NULL;

  if (!edit->editing)
    ;
  else if (edit->drawing && edit->crest_of != NULL)
    text = g_strdup (_("Crest line: click to add points, press Enter to finish — Backspace "
                       "removes a point, Esc cancels"));
  else if (edit->drawing && edit->draw_shape == VD_SHAPE_AREA)
    /* Translators: the terrain type being drawn ("Wood"), then how. */
    text = g_strdup_printf (_("%s: click to add points, click the first one or press Enter to "
                              "close — Backspace removes a point, Esc cancels"),
                            type_name (self, edit->draw_type));
  else if (edit->drawing)
    /* Translators: the terrain type being drawn ("Road"), then how. */
    text = g_strdup_printf (_("%s: click to add points, press Enter to finish — Backspace "
                              "removes a point, Esc cancels"), type_name (self, edit->draw_type));
  else if (edit->selected != NULL)
    text = g_strdup (_("Drag a point or the whole feature, a midpoint to add a point — Delete "
                       "removes a point or the feature"));
  else
    text = g_strdup (_("Editing terrain: click a feature to select it, or draw a new one"));
  vd_edit_layer_set_hint (layer, text, FALSE);
}

/* Shows the editing state in the edit layer. */
void
vd_table_edit_refresh (VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  VdEditLayer *layer = VD_EDIT_LAYER (self->edit_layer);
  const VdFeature *feature = edit->preview;
  gboolean closing = FALSE;

  if (feature == NULL)
    feature = vd_table_edit_selected_feature (self);
  if (!edit->editing)
    feature = NULL;
  vd_edit_layer_show_feature (layer, feature, edit->hover_vertex, edit->selected_vertex,
                              edit->hover_midpoint);
  if (edit->drawing && edit->draw_shape == VD_SHAPE_AREA && edit->points->len >= 3
      && edit->has_pointer)
    closing = vd_point_equal (edit->pointer, g_array_index (edit->points, VdPoint, 0));
  vd_edit_layer_show_drawing (layer, edit->draw_shape, (const VdPoint *) edit->points->data,
                              edit->drawing ? edit->points->len : 0,
                              edit->has_pointer ? &edit->pointer : NULL, closing);
  vd_edit_layer_show_snap (layer, edit->has_snap ? &edit->snap_at : NULL);
}

void
vd_table_edit_set_selected (VdTableView *self, const char *feature_id)
{
  VdTableEdit *edit = self->edit;

  edit->hover_vertex = edit->selected_vertex = edit->hover_midpoint = -1;
  if (g_strcmp0 (edit->selected, feature_id) != 0)
    {
      g_free (edit->selected);
      edit->selected = g_strdup (feature_id);
      g_object_notify (G_OBJECT (self), "selected-feature");
    }
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
}

/* Records EVENT; the user hears why when the document refuses it. */
gboolean
vd_table_edit_record (VdTableView *self, VdEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (vd_document_record (self->document, event, &error))
    return TRUE;
  vd_table_view_emit_message (self, error->message);
  return FALSE;
}

gboolean
vd_table_edit_record_feature (VdTableView *self, VdEventKind kind, VdFeature *feature)
{
  g_autoptr(VdFeature) owned = feature;
  const VdTable *table = vd_document_get_table (self->document);

  g_return_val_if_fail (kind == VD_EVENT_ADD_FEATURE || kind == VD_EVENT_EDIT_FEATURE, FALSE);
  /* A crest drawn off its hill, or left off it by a new outline, is refused as `check` refuses
   * it; files that already hold one still open. */
  for (guint c = 0; c < feature->n_crests; c++)
    if (vd_feature_crest_leaves_hill (feature, c, NULL))
      {
        vd_table_view_emit_message (self, _("A crest line stays on its hill (HILL-4): this one "
                                            "would leave it"));
        return FALSE;
      }
  return vd_table_edit_record (self, kind == VD_EVENT_ADD_FEATURE
                                     ? vd_orders_add_feature (table, feature)
                                     : vd_orders_edit_feature (table, feature));
}

gboolean
vd_table_edit_snapping_off (VdTableView *self, GtkEventController *controller)
{
  GdkModifierType state = 0;

  if (controller != NULL)
    state = gtk_event_controller_get_current_event_state (controller);
  return self->edit->shift_held || (state & GDK_SHIFT_MASK) != 0;
}

/* P snapped to what is within EDIT_SNAP_PX of it (unless Shift is held), rounded as files keep it;
 * the snap ring shows where. */
VdPoint
vd_table_edit_snap_point (VdTableView *self, VdPoint p, const char *exclude_id, gboolean off)
{
  VdTable *table = vd_table_view_get_table (self);
  VdSnap snap;

  self->edit->has_snap = FALSE;
  if (off || table == NULL)
    return vd_table_edit_round_point (p);
  if (vd_snap_point (table, p, EDIT_SNAP_PX / vd_viewport_get_scale (self->viewport), exclude_id,
                     &snap))
    {
      self->edit->has_snap = TRUE;
      self->edit->snap_at = snap.at;
    }
  return vd_table_edit_round_point (snap.at);
}

static int
vertex_at (VdTableView *self, const VdFeature *feature, double x, double y)
{
  int best = -1;
  double best_distance = EDIT_HANDLE_PX;

  for (guint i = 0; feature != NULL && i < feature->path.n_points; i++)
    {
      double distance = vd_table_edit_view_distance (self, feature->path.points[i], x, y);

      if (distance <= best_distance)
        {
          best = (int) i;
          best_distance = distance;
        }
    }
  return best;
}

static guint
n_segments (const VdFeature *feature)
{
  guint n = feature->path.n_points;

  if (n < 2)
    return 0;
  return feature->shape == VD_SHAPE_AREA ? n : n - 1;
}

static VdPoint
midpoint (const VdFeature *feature, guint segment)
{
  guint n = feature->path.n_points;

  return vd_point_lerp (feature->path.points[segment], feature->path.points[(segment + 1) % n], 0.5);
}

static int
midpoint_at (VdTableView *self, const VdFeature *feature, double x, double y)
{
  for (guint i = 0; feature != NULL && i < n_segments (feature); i++)
    if (vd_table_edit_view_distance (self, midpoint (feature, i), x, y) <= EDIT_HANDLE_PX)
      return (int) i;
  return -1;
}

/* How far view point (X, Y) is from FEATURE in mm: 0 inside an area. */
static double
feature_distance (const VdFeature *feature, VdPoint p)
{
  if (feature->shape == VD_SHAPE_AREA)
    {
      VdPolygon outline = vd_feature_polygon (feature);

      return vd_polygon_contains_point (outline, p) ? 0 : vd_polygon_boundary_distance (outline, p);
    }
  return vd_polyline_point_distance (vd_feature_polyline (feature), p);
}

static gboolean
on_feature (VdTableView *self, const VdFeature *feature, double x, double y)
{
  double tolerance = EDIT_PICK_PX / vd_viewport_get_scale (self->viewport);

  return feature != NULL
         && feature_distance (feature, vd_table_edit_table_point (self, x, y)) <= tolerance;
}

/* The feature a click at view point (X, Y) picks: a line near it first (they are drawn over the
 * areas), else the smallest area around it, so a house in a field can be picked. */
static VdFeature *
feature_at (VdTableView *self, double x, double y)
{
  VdTable *table = vd_table_view_get_table (self);
  VdPoint p = vd_table_edit_table_point (self, x, y);
  double tolerance = EDIT_PICK_PX / vd_viewport_get_scale (self->viewport);
  VdFeature *best_line = NULL, *best_area = NULL;
  double best_distance = G_MAXDOUBLE, best_size = G_MAXDOUBLE;

  for (guint i = 0; table != NULL && i < table->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);
      double distance = feature_distance (feature, p);

      if (distance > tolerance)
        continue;
      if (feature->shape == VD_SHAPE_LINE && distance <= best_distance)
        {
          best_line = feature;
          best_distance = distance;
        }
      else if (feature->shape == VD_SHAPE_AREA)
        {
          double size = vd_polygon_area (vd_feature_polygon (feature));

          if (size <= best_size)
            {
              best_area = feature;
              best_size = size;
            }
        }
    }
  return best_line != NULL ? best_line : best_area;
}

static void
translate_path (VdPath *path, VdPoint delta)
{
  for (guint i = 0; i < path->n_points; i++)
    path->points[i] = vd_table_edit_round_point (vd_point_add (path->points[i], delta));
}

void
vd_table_edit_translate_feature (VdFeature *feature, VdPoint delta)
{
  translate_path (&feature->path, delta);
  for (guint c = 0; c < feature->n_crests; c++)
    translate_path (&feature->crests[c], delta);
}

/* Input, called at the top of the view's handlers */

void
vd_table_view_edit_motion (VdTableView *self, double x, double y)
{
  VdTableEdit *edit = self->edit;
  const VdFeature *feature;

  if (edit == NULL || !edit->editing || edit->drag != EDIT_DRAG_NONE
      || tool_on (self))
    return;
  if (edit->drawing)
    {
      vd_table_edit_drawing_motion (self, x, y);
      return;
    }
  feature = vd_table_edit_selected_feature (self);
  edit->hover_vertex = vertex_at (self, feature, x, y);
  edit->hover_midpoint = edit->hover_vertex < 0 ? midpoint_at (self, feature, x, y) : -1;
  vd_table_edit_refresh (self);
}

gboolean
vd_table_view_edit_click (VdTableView *self, int n_press, double x, double y,
                          GtkEventController *controller)
{
  VdTableEdit *edit = self->edit;
  const VdFeature *feature;

  if (edit == NULL || !edit->editing || tool_on (self))
    return FALSE;
  if (vd_table_press_get_moved (self->press) || self->document == NULL)
    return TRUE;
  if (edit->drawing)
    {
      vd_table_edit_drawing_click (self, n_press, x, y, controller);
      return TRUE;
    }
  feature = vd_table_edit_selected_feature (self);
  if (feature != NULL)
    {
      int vertex = vertex_at (self, feature, x, y);

      if (vertex >= 0)
        {
          edit->selected_vertex = vertex;
          vd_table_edit_refresh (self);
          return TRUE;
        }
      if (on_feature (self, feature, x, y))
        {
          edit->selected_vertex = -1;
          vd_table_edit_refresh (self);
          return TRUE;
        }
    }
  feature = feature_at (self, x, y);
  vd_table_edit_set_selected (self, feature != NULL ? feature->id : NULL);
  return TRUE;
}

gboolean
vd_table_view_edit_drag_begin (VdTableView *self, GtkGesture *gesture, double x, double y)
{
  VdTableEdit *edit = self->edit;
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  const VdFeature *feature;
  int vertex, segment;

  if (edit == NULL)
    return FALSE;
  feature = vd_table_edit_selected_feature (self);
  edit->drag = EDIT_DRAG_NONE;
  if (!edit->editing || edit->drawing || tool_on (self) || feature == NULL
      || (button != 0 && button != GDK_BUTTON_PRIMARY))
    return FALSE;

  vertex = vertex_at (self, feature, x, y);
  segment = vertex < 0 ? midpoint_at (self, feature, x, y) : -1;
  if (vertex >= 0)
    {
      edit->drag = EDIT_DRAG_VERTEX;
      edit->drag_index = vertex;
      edit->drag_vertex = feature->path.points[vertex];
    }
  else if (segment >= 0)
    {
      edit->drag = EDIT_DRAG_INSERT;
      edit->drag_index = segment;
      edit->drag_vertex = midpoint (feature, segment);
    }
  else if (on_feature (self, feature, x, y))
    edit->drag = EDIT_DRAG_FEATURE;
  else
    return FALSE;

  vd_table_press_begin (self->press, x, y, VD_DRAG_NONE);
  edit->drag_press = vd_table_edit_table_point (self, x, y);
  return TRUE;
}

static void
insert_vertex (VdFeature *feature, guint at, VdPoint p)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));

  g_array_append_vals (points, feature->path.points, feature->path.n_points);
  g_array_insert_val (points, at, p);
  vd_path_set (&feature->path, (const VdPoint *) points->data, points->len);
}

static void
drag_to (VdTableView *self, double offset_x, double offset_y, GtkEventController *controller)
{
  VdTableEdit *edit = self->edit;
  VdPoint pressed = vd_table_press_at (self->press, offset_x, offset_y);
  VdPoint pointer = vd_table_edit_table_point (self, pressed.x, pressed.y);
  VdPoint delta = vd_point_sub (pointer, edit->drag_press);
  const VdFeature *feature = vd_table_edit_selected_feature (self);

  if (feature == NULL)
    return;
  g_clear_pointer (&edit->preview, vd_feature_free);
  edit->preview = vd_feature_copy (feature);
  if (edit->drag == EDIT_DRAG_FEATURE)
    {
      vd_table_edit_translate_feature (edit->preview, vd_table_edit_round_point (delta));
      edit->has_snap = FALSE;
    }
  else
    {
      VdPoint at = vd_table_edit_snap_point (self, vd_point_add (edit->drag_vertex, delta),
                                             edit->selected,
                               vd_table_edit_snapping_off (self, controller));

      if (edit->drag == EDIT_DRAG_INSERT)
        insert_vertex (edit->preview, edit->drag_index + 1, at);
      else
        edit->preview->path.points[edit->drag_index] = at;
    }
  vd_table_edit_refresh (self);
}

gboolean
vd_table_view_edit_drag_update (VdTableView *self, GtkGesture *gesture, double offset_x,
                                double offset_y)
{
  VdTableEdit *edit = self->edit;

  if (edit == NULL || edit->drag == EDIT_DRAG_NONE)
    return FALSE;
  if (!vd_table_press_get_moved (self->press))
    {
      if (!vd_table_press_passes_threshold (self->press, GTK_WIDGET (self), offset_x, offset_y))
        return TRUE;
      gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
    }
  drag_to (self, offset_x, offset_y, GTK_EVENT_CONTROLLER (gesture));
  vd_table_view_update_cursor (self);
  return TRUE;
}

static void
end_drag (VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  edit->drag = EDIT_DRAG_NONE;
  edit->has_snap = FALSE;
  g_clear_pointer (&edit->preview, vd_feature_free);
}

gboolean
vd_table_view_edit_drag_end (VdTableView *self, GtkGesture *gesture, double offset_x,
                             double offset_y)
{
  VdTableEdit *edit = self->edit;
  EditDrag drag;
  VdFeature *changed;

  if (edit == NULL || edit->drag == EDIT_DRAG_NONE)
    return FALSE;
  drag = edit->drag;
  if (!vd_table_press_get_moved (self->press))
    {
      end_drag (self);
      return TRUE;
    }
  drag_to (self, offset_x, offset_y, GTK_EVENT_CONTROLLER (gesture));
  /* The drag is over before the record replaces the table (and resets the gestures). */
  changed = g_steal_pointer (&edit->preview);
  end_drag (self);
  if (changed != NULL && !vd_feature_equal (changed, vd_table_edit_selected_feature (self)))
    {
      if (drag != EDIT_DRAG_FEATURE)
        edit->selected_vertex = drag == EDIT_DRAG_INSERT ? edit->drag_index + 1 : edit->drag_index;
      vd_table_edit_record_feature (self, VD_EVENT_EDIT_FEATURE, changed);
    }
  else
    g_clear_pointer (&changed, vd_feature_free);
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
  return TRUE;
}

gboolean
vd_table_edit_cancel_drag (VdTableView *self)
{
  if (self->edit->drag == EDIT_DRAG_NONE)
    return FALSE;
  end_drag (self);
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
  return TRUE;
}

gboolean
vd_table_view_edit_update_cursor (VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  const char *cursor = NULL;

  if (edit == NULL || !edit->editing || tool_on (self) || self->document == NULL)
    return FALSE;
  if (edit->drawing)
    cursor = "crosshair";
  else if (edit->drag != EDIT_DRAG_NONE && vd_table_press_get_moved (self->press))
    cursor = "grabbing";
  else if (vd_table_press_get_mode (self->press) == VD_DRAG_PAN
           && vd_table_press_get_moved (self->press))
    cursor = "grabbing";
  else if (edit->hover_vertex >= 0 || edit->hover_midpoint >= 0)
    cursor = "pointer";
  else if (self->pointer.inside
           && on_feature (self, vd_table_edit_selected_feature (self), self->pointer.x,
                          self->pointer.y))
    cursor = "move";
  else if (self->pointer.inside && feature_at (self, self->pointer.x, self->pointer.y) != NULL)
    cursor = "pointer";
  else
    cursor = "grab";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), cursor);
  return TRUE;
}

/* A secondary click on a vertex removes it. A raw event controller, not a second click
 * gesture: the view's one click gesture stays the one that takes clicks. */
static gboolean
secondary_event_cb (GtkEventControllerLegacy *controller, GdkEvent *event, VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  double x, y;
  int vertex;

  if (gdk_event_get_event_type (event) != GDK_BUTTON_PRESS
      || gdk_button_event_get_button (event) != GDK_BUTTON_SECONDARY
      || !edit->editing || edit->drawing || tool_on (self)
      || !gdk_event_get_position (event, &x, &y))
    return GDK_EVENT_PROPAGATE;
  /* The event's position is the surface's: into the view's coordinates. */
  {
    GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
    double nx, ny;
    graphene_point_t in_view;

    gtk_native_get_surface_transform (native, &nx, &ny);
    if (!gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                   &GRAPHENE_POINT_INIT (x - nx, y - ny), &in_view))
      return GDK_EVENT_PROPAGATE;
    x = in_view.x;
    y = in_view.y;
  }
  vertex = vertex_at (self, vd_table_edit_selected_feature (self), x, y);
  if (vertex < 0)
    return GDK_EVENT_PROPAGATE;
  edit->hover_vertex = vertex;
  vd_table_view_remove_vertex (self);
  return GDK_EVENT_STOP;
}

gboolean
vd_table_view_edit_escape (VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  if (!edit->editing || tool_on (self))
    return FALSE;
  if (vd_table_edit_cancel_drag (self))
    return TRUE;
  if (edit->drawing)
    {
      vd_table_view_cancel_drawing (self);
      return TRUE;
    }
  if (edit->selected != NULL)
    {
      vd_table_edit_set_selected (self, NULL);
      return TRUE;
    }
  return FALSE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  edit->shift_held = (state & GDK_SHIFT_MASK) != 0 || keyval == GDK_KEY_Shift_L
                     || keyval == GDK_KEY_Shift_R;
  if (!edit->editing || tool_on (self)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Escape:
      return vd_table_view_edit_escape (self) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!edit->drawing)
        return GDK_EVENT_PROPAGATE;
      vd_table_view_finish_drawing (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_BackSpace:
      if (edit->drawing)
        vd_table_edit_remove_last_point (self);
      else
        vd_table_view_remove_vertex (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      if (edit->drawing || edit->selected == NULL)
        return GDK_EVENT_PROPAGATE;
      if (edit->hover_vertex >= 0 || edit->selected_vertex >= 0)
        vd_table_view_remove_vertex (self);
      else
        vd_table_view_delete_feature (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static void
key_released_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state, VdTableView *self)
{
  if (keyval == GDK_KEY_Shift_L || keyval == GDK_KEY_Shift_R)
    self->edit->shift_held = FALSE;
}

/* Shift held or let go: the snap ring follows at once. */
static gboolean
modifiers_cb (GtkEventControllerKey *controller, GdkModifierType state, VdTableView *self)
{
  self->edit->shift_held = (state & GDK_SHIFT_MASK) != 0;
  if (self->edit->drawing && self->pointer.inside)
    vd_table_view_edit_motion (self, self->pointer.x, self->pointer.y);
  return FALSE;
}

void
vd_table_view_edit_init (VdTableView *self)
{
  VdTableEdit *edit = g_new0 (VdTableEdit, 1);
  GtkWidget *widget = GTK_WIDGET (self);

  self->edit = edit;
  edit->hover_vertex = edit->selected_vertex = edit->hover_midpoint = -1;
  edit->points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  self->edit_layer = vd_edit_layer_new (self->viewport);
  gtk_widget_set_parent (self->edit_layer, widget);

  edit->secondary_click = gtk_event_controller_legacy_new ();
  g_signal_connect (edit->secondary_click, "event", G_CALLBACK (secondary_event_cb), self);
  gtk_widget_add_controller (widget, edit->secondary_click);

  /* Before the view's own key bindings: Escape first ends a drawing, then a selection. */
  edit->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (edit->keys, GTK_PHASE_CAPTURE);
  g_signal_connect (edit->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect (edit->keys, "key-released", G_CALLBACK (key_released_cb), self);
  g_signal_connect (edit->keys, "modifiers", G_CALLBACK (modifiers_cb), self);
  gtk_widget_add_controller (widget, edit->keys);
}

void
vd_table_view_edit_dispose (VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  g_clear_pointer (&self->edit_layer, gtk_widget_unparent);
  if (edit == NULL)
    return;
  g_free (edit->selected);
  g_free (edit->crest_of);
  g_clear_pointer (&edit->points, g_array_unref);
  g_clear_pointer (&edit->preview, vd_feature_free);
  g_clear_pointer (&self->edit, g_free);
}

/* Undo, redo, a record: the selection goes with a feature that is gone. */
void
vd_table_view_edit_table_replaced (VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  VdTable *table = vd_table_view_get_table (self);
  const VdFeature *feature;

  if (edit == NULL)
    return;
  feature = vd_table_edit_selected_feature (self);
  if (edit->drag != EDIT_DRAG_NONE)
    end_drag (self);
  if (edit->crest_of != NULL
      && (table == NULL || vd_table_find_feature (table, edit->crest_of) == NULL))
    vd_table_edit_stop_drawing (self);
  if (edit->selected != NULL && feature == NULL)
    {
      vd_table_edit_set_selected (self, NULL);
      return;
    }
  if (feature != NULL)
    {
      if (edit->selected_vertex >= (int) feature->path.n_points)
        edit->selected_vertex = -1;
      if (edit->hover_vertex >= (int) feature->path.n_points)
        edit->hover_vertex = -1;
      if (edit->hover_midpoint >= (int) n_segments (feature))
        edit->hover_midpoint = -1;
    }
  vd_table_edit_refresh (self);
}

/* Public API */

void
vd_table_view_set_editing (VdTableView *self, gboolean editing)
{
  VdTableEdit *edit;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  edit = self->edit;
  editing = editing && self->document != NULL;
  if (edit->editing == editing)
    return;
  if (editing)
    {
      vd_table_view_cancel_move (self);
      vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
    }
  else
    {
      vd_table_edit_cancel_drag (self);
      vd_table_edit_stop_drawing (self);
    }
  edit->editing = editing;
  if (!editing)
    vd_table_edit_set_selected (self, NULL);
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
  g_object_notify (G_OBJECT (self), "editing");
}

gboolean
vd_table_view_get_editing (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return self->edit != NULL && self->edit->editing;
}

const char *
vd_table_view_get_selected_feature (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->edit != NULL ? self->edit->selected : NULL;
}

gboolean
vd_table_view_select_feature (VdTableView *self, const char *feature_id)
{
  VdTable *table;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  table = vd_table_view_get_table (self);
  if (feature_id != NULL
      && (!self->edit->editing || table == NULL || vd_table_find_feature (table, feature_id) == NULL))
    return FALSE;
  vd_table_edit_set_selected (self, feature_id);
  return TRUE;
}

int
vd_table_view_get_selected_vertex (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), -1);
  return self->edit->selected_vertex;
}

const char *
vd_table_view_get_edit_hint (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return vd_edit_layer_get_hint (VD_EDIT_LAYER (self->edit_layer));
}

gboolean
vd_table_view_get_snap_target (VdTableView *self, VdPoint *at)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return vd_edit_layer_get_snap (VD_EDIT_LAYER (self->edit_layer), at);
}
