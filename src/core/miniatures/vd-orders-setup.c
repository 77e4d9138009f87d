#include "vd-orders.h"
#include "vd-orders-private.h"

/* The set-up edits of vd-orders.h: events the journal checks when it applies them. */

/* WOOD-3 at set-up: infantry or cavalry placed in a wood has no formation, as a move into it
 * would leave it, except skirmishers and open-order cavalry. */
static void
wood_3_at_setup (const VdTable *table, VdUnit *unit)
{
  gboolean infantry = unit->arm == VD_ARM_INFANTRY || unit->arm == VD_ARM_ENGINEERS;
  gboolean cavalry = unit->arm == VD_ARM_CAVALRY;

  if (!(infantry || cavalry) || (infantry && unit->formation == VD_FORMATION_SKIRMISH) ||
      (cavalry && unit->formation == VD_FORMATION_OPEN))
    return;
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if (f->type == VD_TERRAIN_WOOD && f->shape == VD_SHAPE_AREA &&
          vd_feature_is_under_unit (f, unit))
        {
          unit->conditions |= 1u << VD_CONDITION_NO_FORMATION;
          return;
        }
    }
}

VdEvent *
vd_orders_add_unit (const VdTable *table, const VdUnit *unit)
{
  VdEvent *event = vd_orders_new_event (VD_EVENT_ADD_UNIT, table, NULL);

  event->unit = vd_unit_copy (unit);
  wood_3_at_setup (table, event->unit);
  return event;
}

VdEvent *
vd_orders_edit_unit (const VdTable *table, const VdUnit *unit)
{
  VdEvent *event = vd_orders_new_event (VD_EVENT_EDIT_UNIT, table, unit->id);
  const VdUnit *before = vd_table_find_unit (table, unit->id);

  event->unit = vd_unit_copy (unit);
  /* Only a unit placed anew: the referee may clear the condition of one that stays. */
  if (before == NULL || !vd_point_equal (before->at, unit->at))
    wood_3_at_setup (table, event->unit);
  return event;
}

VdEvent *
vd_orders_remove_unit (const VdTable *table, const char *unit_id)
{
  return vd_orders_new_event (VD_EVENT_REMOVE_UNIT, table, unit_id);
}

/* An event carrying a whole FEATURE, copied. */
static VdEvent *
feature_event (VdEventKind kind, const VdTable *table, const VdFeature *feature)
{
  VdEvent *event = vd_orders_new_event (kind, table, NULL);

  event->feature = vd_feature_copy (feature);
  return event;
}

VdEvent *
vd_orders_add_feature (const VdTable *table, const VdFeature *feature)
{
  return feature_event (VD_EVENT_ADD_FEATURE, table, feature);
}

VdEvent *
vd_orders_edit_feature (const VdTable *table, const VdFeature *feature)
{
  return feature_event (VD_EVENT_EDIT_FEATURE, table, feature);
}

VdEvent *
vd_orders_remove_feature (const VdTable *table, const char *feature_id)
{
  VdEvent *event = vd_orders_new_event (VD_EVENT_REMOVE_FEATURE, table, NULL);

  event->feature_id = g_strdup (feature_id);
  return event;
}

VdEvent *
vd_orders_add_command (const VdTable *table, const VdCommand *command)
{
  VdEvent *event = vd_orders_new_event (VD_EVENT_ADD_COMMAND, table, NULL);

  event->command = vd_command_copy (command);
  return event;
}
