#pragma once

#include "vd-band-select.h"
#include "vd-refused-order.h"
#include "vd-rotate-drag.h"
#include "vd-table-backdrop.h"
#include "vd-table-pinch.h"
#include "vd-table-zoom.h"
#include "vd-table-pointer.h"
#include "vd-table-press.h"
#include "vd-table-tool-state.h"
#include "vd-table-view.h"
#include "vd-unit-drag.h"
#include "vd-unit-placing.h"

G_BEGIN_DECLS

typedef struct _VdTableEdit VdTableEdit;

#define VD_TABLE_VIEW_ZOOM_STEP 1.25  /* a key press, a button click or a double click */

struct _VdTableView
{
  GtkWidget           parent_instance;

  VdViewport         *viewport;
  VdDocument         *document;
  VdSightState       *sight;
  GtkWidget          *sight_layer;
  GtkWidget          *move_layer;
  GtkWidget          *ruler_layer;  /* the ruler tool's measurement (vd-ruler-layer.h) */
  /* The terrain and units layers, drawn once and kept as textures (vd-table-backdrop.h); a
   * drag's units are lifted off the units layer (drawn over it at each motion). */
  VdTableBackdrop    *backdrop;
  char               *selected_unit;

  /* vd-table-view-input.c: the drag gesture, which editing and a new table reset, and the pinch
   * with its own (vd-table-pinch.h); the click, scroll and motion controllers need no field. */
  GtkGesture         *drag_gesture;
  VdTablePinch       *pinch;
  VdTableZoom        *zoom;  /* a zoom going on shows the backdrop scaled (vd-table-zoom.h) */

  VdTablePress       *press;  /* the drag gesture's press and what it does (vd-table-press.h) */
  /* The unit under the press, which the drag moves, the group with it, and the last drop
   * refused by the turn's limits alone (vd-unit-drag.h). */
  VdUnitDrag         *unit_drag;
  VdRefusedOrder     *refused_order;  /* for Allow Anyway (vd-refused-order.h) */
  VdTableToolState   *tool_state;     /* the tool on and its unit (vd-table-tool-state.h) */

  VdTablePointer      pointer;  /* where the pointer is (vd-table-pointer.h) */

  /* The view shows the fitted table: fit again on resize, until the user zooms or pans. */
  gboolean            fitted;

  /* vd-table-view-edit.c: terrain editing, and its layer over the others. */
  VdTableEdit        *edit;
  GtkWidget          *edit_layer;

  /* The layers shown ("show-terrain", "show-units", "show-labels", "show-sight"). */
  gboolean            show_terrain;
  gboolean            show_units;
  gboolean            show_labels;
  gboolean            show_sight;

  /* vd-table-view-arrange.c: the selection, the rotation handle, placing. */
  GHashTable         *selection;      /* ids of the selected units (selected_unit among them) */
  GdkModifierType     fallback_modifiers;
  VdBandSelect       *band;           /* the selection rectangle (vd-band-select.h) */
  VdRotateDrag       *rotate;         /* the handle's turn (vd-rotate-drag.h) */
  VdUnitPlacing      *placing;        /* the units a click puts down (vd-unit-placing.h) */
};

/* vd-table-view-input.c: the gestures and controllers. */
void     vd_table_view_add_controllers   (VdTableView *self);
/* Puts a unit being dragged back where the drag found it; FALSE when none is being moved. */
gboolean vd_table_view_cancel_move       (VdTableView *self);
/* Makes where a dragged unit is now a waypoint of its move; FALSE when no move is on. */
gboolean vd_table_view_add_waypoint      (VdTableView *self);

/* vd-table-view.c, for the input handlers. */
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
/* vd-table-view-recoil.c, the push-back tool: the pointer at view point (X, Y) shows where
 * the unit would go and what the terrain does to it; a click there records it. */
void     vd_table_view_recoil_hover      (VdTableView *self, double x, double y);
void     vd_table_view_recoil_click      (VdTableView *self, double x, double y);
/* vd-table-view-declare.c, the declaration tools: the pointer over an enemy shows whether the
 * tool's unit may fire at it (charge it) and why not; a click there records it. */
void     vd_table_view_declare_hover     (VdTableView *self, double x, double y);
void     vd_table_view_declare_click     (VdTableView *self, double x, double y);
/* Tells the user (the window shows it as a toast). */
void     vd_table_view_emit_message      (VdTableView *self, const char *text);
/* The selection changed (PRIMARY_CHANGED: selected-unit too): redraw and notify. */
void     vd_table_view_selection_changed (VdTableView *self, gboolean primary_changed);
void     vd_table_view_invalidate        (VdTableView *self);
void     vd_table_view_emit_placed       (VdTableView *self, const char *unit_id);

/* vd-table-view-arrange.c */
void     vd_table_view_arrange_init      (VdTableView *self);
void     vd_table_view_arrange_dispose   (VdTableView *self);
void     vd_table_view_arrange_class_init (GtkWidgetClass *widget_class);
/* The modifiers held during GESTURE's current event, or the fallback ones when it has none. */
GdkModifierType vd_table_view_get_modifiers (VdTableView *self, GtkEventController *controller);
/* Forgets the selected units the table or the side's view no longer has. */
void     vd_table_view_prune_selection   (VdTableView *self);
/* A click at view point (X, Y) with Ctrl (toggle) or while placing; TRUE when it was taken. */
gboolean vd_table_view_arrange_click     (VdTableView *self, double x, double y,
                                          GdkModifierType modifiers);
/* A drag starts at view point (X, Y): TRUE when the rotation handle, a selection rectangle
 * (Shift on empty ground) or the placing tool takes it. */
gboolean vd_table_view_arrange_drag_begin (VdTableView *self, double x, double y,
                                           GdkModifierType modifiers);
gboolean vd_table_view_arrange_drag_update (VdTableView *self, double x, double y);
gboolean vd_table_view_arrange_drag_end  (VdTableView *self, double x, double y);
/* The handle, the rectangle and the unit being placed, over the other layers. */
void     vd_table_view_snapshot_arrange  (VdTableView *self, GtkSnapshot *snapshot);
/* The pointer moved: the unit being placed follows it. */
void     vd_table_view_arrange_hover     (VdTableView *self, double x, double y);
/* Shows what a click places in the readout. */
void     vd_table_view_placing_prompt    (VdTableView *self);
/* Escape: stops placing; FALSE when nothing was being placed. */
gboolean vd_table_view_cancel_placing    (VdTableView *self);

/* vd-table-view-edit.c: terrain editing, called at the top of the input handlers; the click
 * and drag functions return TRUE when editing took the event. */
void     vd_table_view_edit_init         (VdTableView *self);
void     vd_table_view_edit_dispose      (VdTableView *self);
void     vd_table_view_edit_table_replaced (VdTableView *self);
void     vd_table_view_edit_motion       (VdTableView *self, double x, double y);
gboolean vd_table_view_edit_click        (VdTableView *self, int n_press, double x, double y,
                                          GtkEventController *controller);
gboolean vd_table_view_edit_drag_begin   (VdTableView *self, GtkGesture *gesture, double x,
                                          double y);
gboolean vd_table_view_edit_drag_update  (VdTableView *self, GtkGesture *gesture,
                                          double offset_x, double offset_y);
gboolean vd_table_view_edit_drag_end     (VdTableView *self, GtkGesture *gesture,
                                          double offset_x, double offset_y);
/* Sets the cursor while editing; FALSE when not editing. */
gboolean vd_table_view_edit_update_cursor (VdTableView *self);
/* Escape while editing: ends a drag, then a drawing, then the feature's selection; FALSE
 * when none was under way. */
gboolean vd_table_view_edit_escape       (VdTableView *self);

void vd_table_view_forget_refused_move (VdTableView *self);
/* After an order of TOOL by ACTOR on TARGET (at AIM) failed: kept when the turn's limits alone
 * refused it (vd_document_refused_by_turn), for Allow Anyway. */
void vd_table_view_keep_refused_order (VdTableView *self, VdTableTool tool, const char *actor,
                                       const char *target, const VdPoint *aim);

G_END_DECLS
