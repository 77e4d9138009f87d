#include "vd-band-select.h"

struct _VdBandSelect
{
  gboolean active;  /* between begin and clear */
  gboolean add;     /* Ctrl: adds to the selection */
  VdPoint  start;   /* view pixels: where the drag pressed */
  VdPoint  corner;  /* view pixels: where the pointer is */
};

VdBandSelect *
vd_band_select_new (void)
{
  return g_new0 (VdBandSelect, 1);
}

void
vd_band_select_free (VdBandSelect *self)
{
  g_free (self);
}

void
vd_band_select_begin (VdBandSelect *self, VdPoint start, gboolean add)
{
  g_return_if_fail (self != NULL);

  self->active = TRUE;
  self->add = add;
  self->start = start;
  self->corner = start;
}

void
vd_band_select_update (VdBandSelect *self, VdPoint corner)
{
  g_return_if_fail (self != NULL);

  if (self->active)
    self->corner = corner;
}

gboolean
vd_band_select_get_corners (VdBandSelect *self, VdPoint *start, VdPoint *corner)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!self->active)
    return FALSE;
  *start = self->start;
  *corner = self->corner;
  return TRUE;
}

gboolean
vd_band_select_get_add (VdBandSelect *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->active && self->add;
}

void
vd_band_select_clear (VdBandSelect *self)
{
  g_return_if_fail (self != NULL);

  self->active = FALSE;
  self->add = FALSE;
}

GPtrArray *
vd_band_select_units_inside (const VdTable *table, VdPoint a, VdPoint b,
                             VdBandSelectFilter may_take, gpointer user_data)
{
  VdRect rect = vd_rect_union_point (vd_rect_union_point (vd_rect_empty (), a), b);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (table != NULL, ids);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if ((may_take == NULL || may_take (unit->id, user_data))
          && vd_rect_contains_point (rect, vd_footprint_centre (vd_unit_footprint (unit))))
        g_ptr_array_add (ids, g_strdup (unit->id));
    }
  return ids;
}

void
vd_band_select_apply (GHashTable *selection, const GPtrArray *inside, gboolean add)
{
  g_return_if_fail (selection != NULL);
  g_return_if_fail (inside != NULL);

  if (!add)
    g_hash_table_remove_all (selection);
  for (guint i = 0; i < inside->len; i++)
    g_hash_table_add (selection, g_strdup (g_ptr_array_index (inside, i)));
}
