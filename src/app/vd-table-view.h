#pragma once

#include <gtk/gtk.h>

#include "vd-document.h"
#include "vd-sight-state.h"
#include "vd-viewport.h"

G_BEGIN_DECLS

#define VD_TYPE_TABLE_VIEW (vd_table_view_get_type ())

G_DECLARE_FINAL_TYPE (VdTableView, vd_table_view, VD, TABLE_VIEW, GtkWidget)

/* The orders that take clicks on the table. */
typedef enum {
  VD_TABLE_TOOL_NONE,
  VD_TABLE_TOOL_BOMBARD,  /* pick a battery, then the hedge, wall or house it fires at */
  VD_TABLE_TOOL_REPAIR,   /* pick engineers, then what they rebuild */
  VD_TABLE_TOOL_FIRE,     /* pick a battery with a howitzer, then the village (HOUSE-10) */
  VD_TABLE_TOOL_MEASURE,  /* a ruler: drag from one point to another, or click both */
} VdTableTool;

/* Shows a document's table through a VdViewport: zoom around the pointer (scroll, pinch, + and
 * -), pan (drag the table, arrow keys), fit (0), select a unit by clicking it, move a unit by
 * dragging it: a ghost shows where it goes and a readout what the move costs by the rules;
 * dropping moves it when the rules allow (Space: a waypoint; Ctrl: forced march; Shift: placed
 * freely, without the rules; Escape puts it back). Three layers share the viewport: the table with its units,
 * the sight overlay of a VdSightState, whose side's view also hides the enemy units that side
 * does not see (neither drawn nor clickable), and the orders layer (ghost and readout).
 * "selected-unit" (the unit's id, or NULL) notifies when the selection changes; "message"
 * (a text) tells the user what an order did or why the rules refused it. */

GtkWidget        *vd_table_view_new               (void);

/* SIGHT must be DOCUMENT's; both may be NULL. */
void              vd_table_view_set_document      (VdTableView     *self,
                                                   VdDocument      *document,
                                                   VdSightState    *sight);
VdDocument       *vd_table_view_get_document      (VdTableView     *self);
VdSightState     *vd_table_view_get_sight_state   (VdTableView     *self);
VdTable          *vd_table_view_get_table         (VdTableView     *self);
VdRuleset        *vd_table_view_get_ruleset       (VdTableView     *self);

VdViewport       *vd_table_view_get_viewport      (VdTableView     *self);

const char       *vd_table_view_get_selected_unit (VdTableView     *self);
/* The selected unit itself, or NULL. */
VdUnit           *vd_table_view_get_selected      (VdTableView     *self);
/* Selects the unit with id UNIT_ID (NULL clears); returns FALSE when the table has no such unit. */
gboolean          vd_table_view_select_unit       (VdTableView     *self,
                                                   const char      *unit_id);

/* The unit being dragged, from the drag's first step to its drop ("moving-unit" notifies). */
const char       *vd_table_view_get_moving_unit   (VdTableView     *self);

/* The unit drawn at view point (X, Y) that a click there would select, or NULL. */
VdUnit           *vd_table_view_unit_at           (VdTableView     *self,
                                                   double           x,
                                                   double           y);
/* FALSE for a unit the view hides (an enemy out of the side's sight) or does not have. */
gboolean          vd_table_view_shows_unit        (VdTableView     *self,
                                                   const char      *unit_id);
/* Brings UNIT_ID into view when it is outside it, and makes it pulse for a moment. */
void              vd_table_view_show_unit         (VdTableView     *self,
                                                   const char      *unit_id);

/* Starts TOOL (NONE stops the current one). The selected unit is its actor when it is of
 * the right arm; else the next click picks one. Escape cancels. */
void              vd_table_view_begin_tool        (VdTableView     *self,
                                                   VdTableTool      tool);
VdTableTool       vd_table_view_get_tool          (VdTableView     *self);
/* The ruler's last measurement, in table millimetres; FALSE when it shows none. */
gboolean          vd_table_view_get_measure       (VdTableView     *self,
                                                   VdPoint         *from,
                                                   VdPoint         *to);
/* The readout of the orders layer (a move in progress, a tool's prompt), or NULL. */
const char       *vd_table_view_get_readout       (VdTableView     *self);
/* TRUE when the readout tells of a move the rules forbid. */
gboolean          vd_table_view_get_readout_error (VdTableView     *self);

void              vd_table_view_zoom_in           (VdTableView     *self);
void              vd_table_view_zoom_out          (VdTableView     *self);
/* Fits the whole table in the view; again after every resize until the user zooms or pans. */
void              vd_table_view_zoom_fit          (VdTableView     *self);

G_END_DECLS
