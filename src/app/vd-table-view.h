#pragma once

#include <gtk/gtk.h>

#include "vd-document.h"
#include "vd-render.h"
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
  VD_TABLE_TOOL_RECOIL,   /* pick a unit, then click where it is pushed back (RIVER-2, MARSH-2):
                           * the readout tells what happens there before the click */
  VD_TABLE_TOOL_DECLARE_FIRE,   /* pick a unit, then the enemy it fires at (MASK-6): the readout
                                 * tells whether it may, and why not, before the click */
  VD_TABLE_TOOL_DECLARE_CHARGE, /* pick a unit, then the enemy it charges (MASK-6, WOOD-12…) */
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
const VdUnit     *vd_table_view_get_selected      (VdTableView     *self);
/* Selects the unit with id UNIT_ID (NULL clears); returns FALSE when the table has no such unit. */
gboolean          vd_table_view_select_unit       (VdTableView     *self,
                                                   const char      *unit_id);

/* The selection: several units, the last clicked (selected-unit) its primary. Ctrl+click adds
 * or removes a unit, Shift+drag on empty ground selects the units inside the rectangle, Ctrl+A
 * every unit shown, Escape none; "selection-changed" is emitted after each change. Dragging a
 * selected unit moves them all by the same offset, each by the rules (Shift: placed freely), as
 * one undo step; the handle in front of the primary (dragged: by 15° steps, freely when Shift is
 * held as the drag starts), or [ and ] (15°; with Shift 5°), turns them, each about its own
 * front-edge centre, as one set-up edit per unit (a move event carries no facing). */
/* The ids (char*, owned by the array) of the selected units, in table order. */
GPtrArray        *vd_table_view_get_selected_units (VdTableView   *self);
gboolean          vd_table_view_is_unit_selected  (VdTableView     *self,
                                                   const char      *unit_id);
/* Ctrl+click: adds UNIT_ID to the selection as its primary, or takes it out when it is in it. */
void              vd_table_view_toggle_unit       (VdTableView     *self,
                                                   const char      *unit_id);
/* Every unit the view shows. */
void              vd_table_view_select_all        (VdTableView     *self);
/* The units shown whose footprint's centre is inside the rectangle of table points A and B;
 * ADD keeps the units already selected. */
void              vd_table_view_select_in_rect    (VdTableView     *self,
                                                   VdPoint          a,
                                                   VdPoint          b,
                                                   gboolean         add);
/* Turns each selected unit DEGREES clockwise about its front-edge centre (one undo step). */
gboolean          vd_table_view_rotate_selection  (VdTableView     *self,
                                                   double           degrees,
                                                   GError         **error);
/* Where the rotation handle of the primary selected unit is, in view points; FALSE when none. */
gboolean          vd_table_view_get_rotation_handle (VdTableView   *self,
                                                   VdPoint         *handle);
/* Removes the selected units from the table (one undo step). */
gboolean          vd_table_view_delete_selection  (VdTableView     *self,
                                                   GError         **error);
/* Starts placing UNITS (VdUnit*, copied) one click each, in order: the first one's ghost
 * follows the pointer and a click puts it down there ("placed" is emitted with its id), then
 * the next one not yet on the table is offered; Escape stops. COMMANDS (VdCommand*, copied;
 * may be NULL) are their order of battle's: the commands a unit needs that the table lacks
 * are placed with it (vd_document_add_unit_with_commands). */
void              vd_table_view_begin_placing     (VdTableView     *self,
                                                   GPtrArray       *units,
                                                   const GPtrArray *commands);
/* The unit the next click places, or NULL when not placing. */
const VdUnit     *vd_table_view_get_placing       (VdTableView     *self);
/* Places the unit being placed with its footprint's centre at view point (X, Y), as a click. */
gboolean          vd_table_view_place_at          (VdTableView     *self,
                                                   double           x,
                                                   double           y,
                                                   GError         **error);

/* The unit being dragged, from the drag's first step to its drop ("moving-unit" notifies). */
const char       *vd_table_view_get_moving_unit   (VdTableView     *self);

/* The unit drawn at view point (X, Y) that a click there would select, or NULL. */
const VdUnit     *vd_table_view_unit_at           (VdTableView     *self,
                                                   double           x,
                                                   double           y);
/* FALSE for a unit the view hides (an enemy out of the side's sight) or does not have. */
gboolean          vd_table_view_shows_unit        (VdTableView     *self,
                                                   const char      *unit_id);
/* Whether the view may move, turn or change UNIT_ID: in a side's view, the side's own units
 * only; an enemy it sees can be selected and looked at, never dragged, turned or grouped. */
gboolean          vd_table_view_may_change_unit   (VdTableView     *self,
                                                   const char      *unit_id);
/* What the side panel is about: the selected feature's bounds while editing, else the selected
 * unit's footprint's (table mm); empty when nothing is selected. */
VdRect            vd_table_view_get_selection_box (VdTableView     *self);
/* Pans, never zooms, so that BOX_MM (table mm) lies with a margin in FREE_AREA (view pixels:
 * the part of the view a panel folded over it leaves uncovered); nothing when the box already
 * lies wholly in it. TRUE when it panned. */
gboolean          vd_table_view_ensure_visible    (VdTableView     *self,
                                                   VdRect           box_mm,
                                                   const graphene_rect_t *free_area);
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

/* Zooms by FACTOR about view point (VIEW_X, VIEW_Y), or pans by (DX, DY) view pixels: the
 * view no longer fits the table on resize. Nothing without a document. */
void              vd_table_view_zoom_at           (VdTableView     *self,
                                                   double           view_x,
                                                   double           view_y,
                                                   double           factor);
/* Whether a zoom is going on (steps in quick succession, or a pinch: vd-table-zoom.h), during
 * which the view shows its terrain and units layers as they were drawn, scaled; it draws them
 * sharp when the zoom ends, a moment after its last step, or at once with
 * vd_table_view_end_zoom (the fingers lifted). SET_ZOOM_SETTLE: that moment, in ms. */
gboolean          vd_table_view_is_zooming        (VdTableView     *self);
void              vd_table_view_end_zoom          (VdTableView     *self);
void              vd_table_view_set_zoom_settle   (VdTableView     *self,
                                                   guint            ms);
void              vd_table_view_pan_by            (VdTableView     *self,
                                                   double           dx,
                                                   double           dy);
void              vd_table_view_zoom_in           (VdTableView     *self);
void              vd_table_view_zoom_out          (VdTableView     *self);
/* Fits the whole table in the view; again after every resize until the user zooms or pans. */
void              vd_table_view_zoom_fit          (VdTableView     *self);
/* Fits TABLE_RECT (table mm) in the view, centred, with a margin (zoom to the selection). */
void              vd_table_view_zoom_to_rect      (VdTableView     *self,
                                                   VdRect           table_rect);
/* What the view draws: the layers shown ("show-terrain", "show-units", "show-labels"; the
 * boolean property "show-sight" shows the sight overlay) and the units its side's view hides
 * (borrowed); the rest as vd_render_options_init leaves it. */
void              vd_table_view_get_render_options (VdTableView    *self,
                                                   VdRenderOptions *options);

/* Terrain editing (vd-table-view-edit.c). While editing ("editing" notifies) units are neither
 * picked nor dragged: a click selects the feature under it ("selected-feature" notifies with
 * its id), whose vertices are dragged, its midpoints dragged to insert a vertex, its body
 * dragged to move it; each drag is one EDIT_FEATURE event. Points drawn or dragged snap to the
 * table's corners and edges and to other features' vertices within 8 pixels, unless Shift is
 * held. Enter or a double click ends a drawing, Backspace removes its last point, Escape
 * cancels it; Delete removes the vertex under the pointer (or the one selected), else the
 * feature. */
void              vd_table_view_set_editing       (VdTableView     *self,
                                                   gboolean         editing);
gboolean          vd_table_view_get_editing       (VdTableView     *self);
const char       *vd_table_view_get_selected_feature (VdTableView  *self);
/* FALSE when not editing or the table has no such feature; NULL clears. */
gboolean          vd_table_view_select_feature    (VdTableView     *self,
                                                   const char      *feature_id);
/* The selected vertex of the selected feature, -1 for none. */
int               vd_table_view_get_selected_vertex (VdTableView   *self);
/* Starts drawing a new feature of TYPE (a line when the type may be one, else an area),
 * turning editing on; it gets a fresh id ("wood-2"), is added and selected when done. */
void              vd_table_view_begin_drawing     (VdTableView     *self,
                                                   VdTerrainType    type);
void              vd_table_view_begin_drawing_shape (VdTableView   *self,
                                                   VdTerrainType    type,
                                                   VdShape          shape);
/* Starts drawing a crest line of the selected hill; FALSE when no hill is selected. */
gboolean          vd_table_view_begin_crest       (VdTableView     *self);
gboolean          vd_table_view_get_drawing       (VdTableView     *self);
/* As Enter: FALSE (with a hint) when too few points were drawn. */
gboolean          vd_table_view_finish_drawing    (VdTableView     *self);
void              vd_table_view_cancel_drawing    (VdTableView     *self);
/* Removes the vertex under the pointer, else the selected one; refused (FALSE, with a message)
 * below 3 points for an area, 2 for a line. */
gboolean          vd_table_view_remove_vertex     (VdTableView     *self);
/* A copy of the selected feature 20 mm aside with a fresh id, then selected. */
gboolean          vd_table_view_duplicate_feature (VdTableView     *self);
gboolean          vd_table_view_delete_feature    (VdTableView     *self);
/* The editing hint shown over the table, or NULL. */
const char       *vd_table_view_get_edit_hint     (VdTableView     *self);
/* Where the point drawn or dragged snaps to now; FALSE when it does not snap. */
gboolean          vd_table_view_get_snap_target   (VdTableView     *self,
                                                   VdPoint         *at);

/* A drop refused by the turn's limit alone (TURN) is kept until the next drop: whether there is
 * one, and the referee's Allow Anyway (the move recorded `overridden: TURN`). */
gboolean     vd_table_view_has_refused_move   (VdTableView *self);
gboolean     vd_table_view_allow_refused_move (VdTableView *self, GError **error);
/* The same for any order the turn's limits refused: that drop, or a bombardment, an attempt
 * to set fire or a declaration (recorded `overridden: RULE`), kept until the next order. */
gboolean     vd_table_view_has_refused_order   (VdTableView *self);
gboolean     vd_table_view_allow_refused_order (VdTableView *self, GError **error);

G_END_DECLS
