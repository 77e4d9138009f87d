#pragma once

#include "vd-table-view.h"

G_BEGIN_DECLS

/* The tool on at the table (an order that takes clicks, or the ruler) and the unit it acts with
 * once one is picked: the battery that bombards, the engineers that rebuild, the unit pushed
 * back or declaring. It knows which units and features each tool takes. The table view owns
 * one; vd_table_view_begin_tool starts a tool. */
typedef struct _VdTableToolState VdTableToolState;

VdTableToolState *vd_table_tool_state_new           (void);
void              vd_table_tool_state_free          (VdTableToolState *self);

/* TOOL is on (NONE: no tool is), with no unit picked yet. */
void              vd_table_tool_state_begin         (VdTableToolState *self,
                                                     VdTableTool       tool);
VdTableTool       vd_table_tool_state_get_tool      (VdTableToolState *self);
/* TRUE for the declaration tools, fire and charge (MASK-6). */
gboolean          vd_table_tool_state_declares      (VdTableToolState *self);
/* The id of the unit the tool acts with, or NULL until one is picked. */
const char       *vd_table_tool_state_get_actor     (VdTableToolState *self);
void              vd_table_tool_state_set_actor     (VdTableToolState *self,
                                                     const char       *unit_id);
/* TRUE when UNIT may act with the tool on: a battery bombards, a battery with a howitzer sets
 * a village on fire, engineers rebuild, any unit is pushed back or declares; none measures. */
gboolean          vd_table_tool_state_fits_actor    (VdTableToolState *self,
                                                     const VdUnit     *unit);
/* TRUE when the tool on works on FEATURE: a house to set on fire, a hedge, a wall or a house to
 * bombard or rebuild. */
gboolean          vd_table_tool_state_fits_target   (VdTableToolState *self,
                                                     const VdFeature  *feature);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTableToolState, vd_table_tool_state_free)

G_END_DECLS
