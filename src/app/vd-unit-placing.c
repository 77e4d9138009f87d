#include <glib/gi18n.h>
#include <math.h>

#include "vd-unit-placing.h"

struct _VdUnitPlacing
{
  VdUnit    *unit;      /* the one a click places */
  GPtrArray *queue;     /* VdUnit*: the units still to place, in order */
  GPtrArray *commands;  /* VdCommand*: their order of battle's */
};

VdUnitPlacing *
vd_unit_placing_new (void)
{
  VdUnitPlacing *self = g_new0 (VdUnitPlacing, 1);

  self->queue = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  self->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_command_free);
  return self;
}

void
vd_unit_placing_free (VdUnitPlacing *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->unit, vd_unit_free);
  g_ptr_array_unref (self->queue);
  g_ptr_array_unref (self->commands);
  g_free (self);
}

void
vd_unit_placing_begin (VdUnitPlacing *self, const GPtrArray *units, const GPtrArray *commands)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (units != NULL);

  g_ptr_array_set_size (self->queue, 0);
  for (guint i = 0; i < units->len; i++)
    g_ptr_array_add (self->queue, vd_unit_copy (g_ptr_array_index (units, i)));
  g_ptr_array_set_size (self->commands, 0);
  for (guint i = 0; commands != NULL && i < commands->len; i++)
    g_ptr_array_add (self->commands, vd_command_copy (g_ptr_array_index (commands, i)));
}

const VdUnit *
vd_unit_placing_next (VdUnitPlacing *self, const VdTable *table)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_clear_pointer (&self->unit, vd_unit_free);
  while (self->queue->len > 0 && table != NULL)
    {
      VdUnit *unit = g_ptr_array_steal_index (self->queue, 0);

      if (vd_table_find_unit (table, unit->id) == NULL)
        {
          self->unit = unit;
          break;
        }
      vd_unit_free (unit);
    }
  return self->unit;
}

void
vd_unit_placing_stop (VdUnitPlacing *self)
{
  g_return_if_fail (self != NULL);
  g_ptr_array_set_size (self->queue, 0);
  g_clear_pointer (&self->unit, vd_unit_free);
}

const VdUnit *
vd_unit_placing_get_unit (VdUnitPlacing *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->unit;
}

guint
vd_unit_placing_get_n_left (VdUnitPlacing *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->queue->len;
}

VdPoint
vd_unit_placing_front_centre (VdUnitPlacing *self, const VdTable *table, VdPoint centre)
{
  VdPoint at;

  g_return_val_if_fail (self != NULL && self->unit != NULL, centre);

  at = vd_point_add (centre, vd_point_scale (vd_direction_from_facing (self->unit->facing),
                                             self->unit->depth / 2));
  return vd_point (round (CLAMP (at.x, 0, table->width) * 10) / 10,
                   round (CLAMP (at.y, 0, table->depth) * 10) / 10);
}

gboolean
vd_unit_placing_place (VdUnitPlacing *self, VdDocument *document, VdPoint centre,
                       char **placed_id, GError **error)
{
  g_autoptr(VdUnit) unit = NULL;

  g_return_val_if_fail (self != NULL && self->unit != NULL, FALSE);
  g_return_val_if_fail (VD_IS_DOCUMENT (document), FALSE);

  unit = vd_unit_copy (self->unit);
  unit->at = vd_unit_placing_front_centre (self, vd_document_get_table (document), centre);
  if (!vd_document_add_unit_with_commands (document, unit, self->commands, error))
    return FALSE;
  if (placed_id != NULL)
    *placed_id = g_strdup (unit->id);
  return TRUE;
}

char *
vd_unit_placing_prompt (VdUnitPlacing *self)
{
  const VdUnit *unit;

  g_return_val_if_fail (self != NULL && self->unit != NULL, NULL);

  unit = self->unit;
  /* Translators: the unit a click puts on the table, then how many are left after it. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Place %s: click where it stands — %u more to place — Esc stops",
                                       "Place %s: click where it stands — %u more to place — Esc stops",
                                       self->queue->len),
                          unit->name != NULL ? unit->name : unit->id, self->queue->len);
}
