#pragma once

#include "vd-table-view.h"

G_BEGIN_DECLS

#define VD_TABLE_VIEW_ZOOM_STEP 1.25  /* a key press, a button click or a double click */

struct _VdTableView
{
  GtkWidget           parent_instance;

  VdViewport         *viewport;
  VdDocument         *document;
  VdSightState       *sight;
  GtkWidget          *sight_layer;
  GtkWidget          *move_layer;
  /* The table layer's drawing, kept until the table, the viewport or what is shown change. */
  GskRenderNode      *table_node;
  gboolean            table_node_hides;  /* it was drawn without the units a side does not see */
  char               *selected_unit;

  GtkGesture         *click_gesture;
  GtkGesture         *drag_gesture;
  GtkGesture         *zoom_gesture;
  GtkEventController *scroll_controller;
  GtkEventController *motion_controller;

  double              drag_start_x;
  double              drag_start_y;
  double              drag_last_x;
  double              drag_last_y;
  gboolean            drag_moved;  /* until the next press: the release ends a drag, not a click */
  gboolean            panning;     /* until the release */
  char               *moving_unit; /* the unit under the press, which the drag moves */
  VdPoint             move_start_at;
  VdPoint             move_grab;   /* from the unit's front-edge centre to the point pressed */
  gboolean            move_free;   /* Shift: placed where dropped, without the movement rules */
  gboolean            move_forced; /* Ctrl: a forced march */
  GArray             *move_via;    /* VdPoint: the waypoints of the move so far (Space) */

  VdTableTool         tool;
  char               *tool_actor;  /* the battery or engineers, once picked */
  /* The ruler: 0 points (nothing shown), 1 (the start clicked, the end follows the pointer),
   * 2 (a measurement, shown until the next press or Escape). */
  guint               measure_points;
  VdPoint             measure_from;
  VdPoint             measure_to;
  gboolean            measure_drag;  /* this drag measures: it neither moves nor pans */

  double              pinch_begin_scale;
  double              pinch_last_x;
  double              pinch_last_y;

  double              pointer_x;
  double              pointer_y;
  gboolean            pointer_inside;

  /* The view shows the fitted table: fit again on resize, until the user zooms or pans. */
  gboolean            fitted;
};

/* vd-table-view-input.c: the gestures and controllers. */
void     vd_table_view_add_controllers   (VdTableView *self);
/* Puts a unit being dragged back where the drag found it; FALSE when none is being moved. */
gboolean vd_table_view_cancel_move       (VdTableView *self);
/* Makes where a dragged unit is now a waypoint of its move; FALSE when no move is on. */
gboolean vd_table_view_add_waypoint      (VdTableView *self);

/* vd-table-view.c, for the input handlers. */
void     vd_table_view_zoom_at           (VdTableView *self, double view_x, double view_y,
                                          double factor);
void     vd_table_view_pan_by            (VdTableView *self, double dx, double dy);
void     vd_table_view_set_selected_unit (VdTableView *self, const char *unit_id);
void     vd_table_view_update_cursor     (VdTableView *self);
/* The drag that pressed a unit passed the threshold: the unit is moving. */
void     vd_table_view_start_move        (VdTableView *self);
/* Forgets the unit under the drag, notifying when it was moving. */
void     vd_table_view_end_move          (VdTableView *self);
/* vd-table-view-tools.c: a click while a tool is on; TRUE when the tool took it. */
gboolean vd_table_view_tool_click        (VdTableView *self, double x, double y);
/* Shows the tool's prompt for its current step. */
void     vd_table_view_tool_prompt       (VdTableView *self);
/* The ruler: a drag from view point (X, Y) starts, moves to it, or ends there. */
void     vd_table_view_measure_begin     (VdTableView *self, double x, double y);
void     vd_table_view_measure_update    (VdTableView *self, double x, double y);
/* The pointer moved to view point (X, Y): the end of a ruler started by a click follows it. */
void     vd_table_view_measure_hover     (VdTableView *self, double x, double y);
/* Tells the user (the window shows it as a toast). */
void     vd_table_view_emit_message      (VdTableView *self, const char *text);

G_END_DECLS
