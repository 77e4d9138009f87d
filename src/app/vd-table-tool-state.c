#include "vd-table-tool-state.h"

struct _VdTableToolState
{
  VdTableTool  tool;
  char        *actor;  /* the battery, engineers or unit, once picked */
};

VdTableToolState *
vd_table_tool_state_new (void)
{
  return g_new0 (VdTableToolState, 1);
}

void
vd_table_tool_state_free (VdTableToolState *self)
{
  if (self == NULL)
    return;
  g_free (self->actor);
  g_free (self);
}

void
vd_table_tool_state_begin (VdTableToolState *self, VdTableTool tool)
{
  g_return_if_fail (self != NULL);

  self->tool = tool;
  g_clear_pointer (&self->actor, g_free);
}

VdTableTool
vd_table_tool_state_get_tool (VdTableToolState *self)
{
  g_return_val_if_fail (self != NULL, VD_TABLE_TOOL_NONE);

  return self->tool;
}

gboolean
vd_table_tool_state_declares (VdTableToolState *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->tool == VD_TABLE_TOOL_DECLARE_FIRE || self->tool == VD_TABLE_TOOL_DECLARE_CHARGE;
}

const char *
vd_table_tool_state_get_actor (VdTableToolState *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->actor;
}

void
vd_table_tool_state_set_actor (VdTableToolState *self, const char *unit_id)
{
  g_return_if_fail (self != NULL);

  g_free (self->actor);
  self->actor = g_strdup (unit_id);
}

gboolean
vd_table_tool_state_fits_actor (VdTableToolState *self, const VdUnit *unit)
{
  g_return_val_if_fail (self != NULL && unit != NULL, FALSE);

  switch (self->tool)
    {
    case VD_TABLE_TOOL_BOMBARD:
      return unit->arm == VD_ARM_ARTILLERY;
    case VD_TABLE_TOOL_FIRE:
      return unit->arm == VD_ARM_ARTILLERY && unit->howitzer;
    case VD_TABLE_TOOL_REPAIR:
      return unit->arm == VD_ARM_ENGINEERS;
    case VD_TABLE_TOOL_RECOIL:
    case VD_TABLE_TOOL_DECLARE_FIRE:
    case VD_TABLE_TOOL_DECLARE_CHARGE:
      return TRUE;
    case VD_TABLE_TOOL_MEASURE:
    case VD_TABLE_TOOL_NONE:
    default:
      return FALSE;
    }
}

gboolean
vd_table_tool_state_fits_target (VdTableToolState *self, const VdFeature *feature)
{
  g_return_val_if_fail (self != NULL && feature != NULL, FALSE);

  if (self->tool == VD_TABLE_TOOL_FIRE)
    return feature->type == VD_TERRAIN_HOUSE;
  return feature->type == VD_TERRAIN_LIGHT_OBSTACLE || feature->type == VD_TERRAIN_HARD_OBSTACLE
         || feature->type == VD_TERRAIN_HOUSE;
}
