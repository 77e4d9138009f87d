#include <glib/gi18n.h>

#include "vd-edit-layer.h"
#include "vd-orders.h"
#include "vd-table-view-edit-private.h"

/* Drawing new features and crest lines, and the commands on the selected feature: remove a
 * vertex, duplicate, delete. */

void
vd_table_edit_stop_drawing (VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  edit->drawing = FALSE;
  edit->has_pointer = FALSE;
  edit->has_snap = FALSE;
  g_clear_pointer (&edit->crest_of, g_free);
  g_array_set_size (edit->points, 0);
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
}

static gboolean
finish_crest (VdTableView *self)
{
  VdTableEdit *edit = self->edit;
  VdTable *table = vd_table_view_get_table (self);
  const VdFeature *hill = vd_table_find_feature (table, edit->crest_of);
  VdFeature *changed;

  if (hill == NULL)
    return FALSE;
  changed = vd_feature_copy (hill);
  vd_feature_add_crest (changed, (const VdPoint *) edit->points->data, edit->points->len);
  vd_table_edit_stop_drawing (self);
  return vd_table_edit_record_feature (self, VD_EVENT_EDIT_FEATURE, changed);
}

gboolean
vd_table_view_finish_drawing (VdTableView *self)
{
  VdTableEdit *edit;
  VdTable *table;
  VdFeature *feature;
  g_autofree char *id = NULL;
  guint min_points;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  edit = self->edit;
  if (!edit->drawing)
    return FALSE;
  min_points = edit->draw_shape == VD_SHAPE_AREA ? 3 : 2;
  if (edit->points->len < min_points)
    {
      vd_edit_layer_set_hint (VD_EDIT_LAYER (self->edit_layer),
                              edit->draw_shape == VD_SHAPE_AREA
                              ? _("An area needs at least 3 points")
                              : _("A line needs at least 2 points"), TRUE);
      return FALSE;
    }
  if (edit->crest_of != NULL)
    return finish_crest (self);

  table = vd_table_view_get_table (self);
  id = vd_table_edit_fresh_id (table, edit->draw_type);
  feature = vd_feature_new (id, edit->draw_type, edit->draw_shape,
                            (const VdPoint *) edit->points->data, edit->points->len);
  vd_table_edit_stop_drawing (self);
  if (!vd_table_edit_record_feature (self, VD_EVENT_ADD_FEATURE, feature))
    return FALSE;
  vd_table_edit_set_selected (self, id);
  return TRUE;
}

void
vd_table_edit_drawing_click (VdTableView *self, int n_press, double x, double y,
                             GtkEventController *controller)
{
  VdTableEdit *edit = self->edit;
  guint n = edit->points->len;
  VdPoint p;

  /* A double click finishes: its first click added the point. */
  if (n_press >= 2)
    {
      vd_table_view_finish_drawing (self);
      return;
    }
  if (edit->draw_shape == VD_SHAPE_AREA && n >= 3
      && vd_table_edit_view_distance (self, g_array_index (edit->points, VdPoint, 0), x, y)
         <= EDIT_HANDLE_PX)
    {
      vd_table_view_finish_drawing (self);
      return;
    }
  p = vd_table_edit_snap_point (self, vd_table_edit_table_point (self, x, y), NULL,
                                vd_table_edit_snapping_off (self, controller));
  /* The same point twice is a finishing click, not a segment of no length. */
  if (n > 0 && vd_point_equal (p, g_array_index (edit->points, VdPoint, n - 1)))
    {
      if (n >= (edit->draw_shape == VD_SHAPE_AREA ? 3u : 2u))
        vd_table_view_finish_drawing (self);
      return;
    }
  g_array_append_val (edit->points, p);
  edit->has_pointer = TRUE;
  edit->pointer = p;
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
}

void
vd_table_edit_drawing_motion (VdTableView *self, double x, double y)
{
  VdTableEdit *edit = self->edit;

  if (edit->draw_shape == VD_SHAPE_AREA && edit->points->len >= 3
      && vd_table_edit_view_distance (self, g_array_index (edit->points, VdPoint, 0), x, y)
         <= EDIT_HANDLE_PX)
    {
      edit->has_snap = FALSE;
      edit->pointer = g_array_index (edit->points, VdPoint, 0);
    }
  else
    edit->pointer = vd_table_edit_snap_point (self, vd_table_edit_table_point (self, x, y), NULL,
                                              vd_table_edit_snapping_off (self, NULL));
  edit->has_pointer = TRUE;
  vd_table_edit_refresh (self);
}

void
vd_table_edit_remove_last_point (VdTableView *self)
{
  VdTableEdit *edit = self->edit;

  if (edit->points->len > 0)
    g_array_set_size (edit->points, edit->points->len - 1);
  edit->has_pointer = edit->points->len > 0;
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
}

void
vd_table_view_begin_drawing_shape (VdTableView *self, VdTerrainType type, VdShape shape)
{
  VdTableEdit *edit;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  g_return_if_fail (type < VD_N_TERRAIN_TYPES && vd_terrain_type_allows_shape (type, shape));

  edit = self->edit;
  vd_table_view_set_editing (self, TRUE);
  if (!edit->editing)
    return;
  vd_table_edit_cancel_drag (self);
  vd_table_edit_stop_drawing (self);
  vd_table_edit_set_selected (self, NULL);
  edit->drawing = TRUE;
  edit->draw_type = type;
  edit->draw_shape = shape;
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
}

void
vd_table_view_begin_drawing (VdTableView *self, VdTerrainType type)
{
  g_return_if_fail (type < VD_N_TERRAIN_TYPES);
  vd_table_view_begin_drawing_shape (self, type,
                                     vd_terrain_type_allows_shape (type, VD_SHAPE_LINE)
                                     ? VD_SHAPE_LINE : VD_SHAPE_AREA);
}

gboolean
vd_table_view_begin_crest (VdTableView *self)
{
  VdTableEdit *edit;
  const VdFeature *hill;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  edit = self->edit;
  hill = vd_table_edit_selected_feature (self);
  if (!edit->editing || hill == NULL || hill->type != VD_TERRAIN_HILL)
    return FALSE;
  vd_table_edit_cancel_drag (self);
  vd_table_edit_stop_drawing (self);
  edit->drawing = TRUE;
  edit->draw_type = VD_TERRAIN_HILL;
  edit->draw_shape = VD_SHAPE_LINE;
  edit->crest_of = g_strdup (hill->id);
  vd_table_edit_update_hint (self);
  vd_table_edit_refresh (self);
  vd_table_view_update_cursor (self);
  return TRUE;
}

gboolean
vd_table_view_get_drawing (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return self->edit->drawing;
}

void
vd_table_view_cancel_drawing (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->edit->drawing)
    vd_table_edit_stop_drawing (self);
}

gboolean
vd_table_view_remove_vertex (VdTableView *self)
{
  VdTableEdit *edit;
  const VdFeature *feature;
  VdFeature *changed;
  int vertex;
  guint min_points;
  g_autoptr(GArray) points = NULL;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  edit = self->edit;
  feature = vd_table_edit_selected_feature (self);
  vertex = edit->hover_vertex >= 0 ? edit->hover_vertex : edit->selected_vertex;
  if (!edit->editing || feature == NULL || vertex < 0 || vertex >= (int) feature->path.n_points)
    return FALSE;
  min_points = feature->shape == VD_SHAPE_AREA ? 3 : 2;
  if (feature->path.n_points <= min_points)
    {
      const char *text = feature->shape == VD_SHAPE_AREA
                         ? _("An area keeps at least 3 points: delete the feature instead")
                         : _("A line keeps at least 2 points: delete the feature instead");

      vd_edit_layer_set_hint (VD_EDIT_LAYER (self->edit_layer), text, TRUE);
      vd_table_view_emit_message (self, text);
      return FALSE;
    }
  points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  g_array_append_vals (points, feature->path.points, feature->path.n_points);
  g_array_remove_index (points, (guint) vertex);
  changed = vd_feature_copy (feature);
  vd_path_set (&changed->path, (const VdPoint *) points->data, points->len);
  edit->hover_vertex = edit->selected_vertex = edit->hover_midpoint = -1;
  return vd_table_edit_record_feature (self, VD_EVENT_EDIT_FEATURE, changed);
}

gboolean
vd_table_view_duplicate_feature (VdTableView *self)
{
  const VdFeature *feature;
  VdFeature *copy;
  g_autofree char *id = NULL;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  feature = vd_table_edit_selected_feature (self);
  if (!self->edit->editing || feature == NULL)
    return FALSE;
  id = vd_table_edit_fresh_id (vd_table_view_get_table (self), feature->type);
  copy = vd_feature_copy (feature);
  g_free (copy->id);
  copy->id = g_strdup (id);
  vd_table_edit_translate_feature (copy, vd_point (EDIT_DUPLICATE_MM, -EDIT_DUPLICATE_MM));
  if (!vd_table_edit_record_feature (self, VD_EVENT_ADD_FEATURE, copy))
    return FALSE;
  vd_table_edit_set_selected (self, id);
  return TRUE;
}

gboolean
vd_table_view_delete_feature (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  if (!self->edit->editing || vd_table_edit_selected_feature (self) == NULL)
    return FALSE;
  return vd_table_edit_record (self, vd_orders_remove_feature (vd_document_get_table (self->document),
                                                                self->edit->selected));
}

