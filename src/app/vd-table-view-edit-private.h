#pragma once

#include "vd-table-view-private.h"

G_BEGIN_DECLS

/* Terrain editing's state and the helpers its two files share: vd-table-view-edit.c (the
 * selection, the input, dragging) and vd-table-view-draw.c (drawing, and the commands). */

#define EDIT_HANDLE_PX     8.0   /* how near a vertex or a midpoint a press takes it */
#define EDIT_PICK_PX       8.0   /* how near a line a click picks it */
#define EDIT_SNAP_PX       8.0   /* how near a corner, an edge or a vertex a point snaps to it */
#define EDIT_DUPLICATE_MM 20.0   /* mm, right and towards the near edge: below on screen */

typedef enum {
  EDIT_DRAG_NONE,
  EDIT_DRAG_VERTEX,
  EDIT_DRAG_INSERT,   /* a midpoint: the drag inserts a vertex there */
  EDIT_DRAG_FEATURE,
} EditDrag;

struct _VdTableEdit
{
  gboolean            editing;
  char               *selected;         /* the selected feature's id */
  int                 hover_vertex;     /* of the selected feature, -1 for none */
  int                 selected_vertex;
  int                 hover_midpoint;   /* the segment whose midpoint is under the pointer */

  gboolean            drawing;
  VdTerrainType       draw_type;
  VdShape             draw_shape;
  char               *crest_of;         /* drawing a crest line of this hill */
  GArray             *points;           /* VdPoint: the points clicked so far */
  gboolean            has_pointer;
  VdPoint             pointer;          /* where the next click would add a point */

  EditDrag            drag;
  int                 drag_index;
  VdFeature          *preview;          /* the selected feature as the drag leaves it */
  VdPoint             drag_press;       /* the table point pressed */
  VdPoint             drag_vertex;      /* where the dragged vertex was */

  gboolean            has_snap;
  VdPoint             snap_at;
  gboolean            shift_held;       /* Shift: no snapping (from the key controller) */

  GtkEventController *secondary_click;
  GtkEventController *keys;
};

VdPoint    vd_table_edit_round_point      (VdPoint p);
VdPoint    vd_table_edit_table_point      (VdTableView *self, double x, double y);
/* In view pixels, from the table point TABLE_P to the view point (X, Y). */
double     vd_table_edit_view_distance    (VdTableView *self, VdPoint table_p, double x, double y);
const VdFeature *vd_table_edit_selected_feature (VdTableView *self);
/* "wood-3": the type's keyword and the first number free on the table. */
char      *vd_table_edit_fresh_id         (const VdTable *table, VdTerrainType type);
void       vd_table_edit_update_hint      (VdTableView *self);
/* Shows the editing state in the edit layer. */
void       vd_table_edit_refresh          (VdTableView *self);
void       vd_table_edit_set_selected     (VdTableView *self, const char *feature_id);
/* Records EVENT (taken); the user hears why when the document refuses it. */
gboolean   vd_table_edit_record           (VdTableView *self, VdEvent *event);
gboolean   vd_table_edit_record_feature   (VdTableView *self, VdEventKind kind, VdFeature *feature);
/* Shift held (by CONTROLLER's event, or as the key controller saw last). */
gboolean   vd_table_edit_snapping_off     (VdTableView *self, GtkEventController *controller);
VdPoint    vd_table_edit_snap_point       (VdTableView *self, VdPoint p, const char *exclude_id,
                                           gboolean off);
void       vd_table_edit_translate_feature (VdFeature *feature, VdPoint delta);
/* Ends a drag of the selected feature without recording it; FALSE when none was on. */
gboolean   vd_table_edit_cancel_drag      (VdTableView *self);

/* vd-table-view-draw.c */
void       vd_table_edit_stop_drawing     (VdTableView *self);
void       vd_table_edit_drawing_click    (VdTableView *self, int n_press, double x, double y,
                                           GtkEventController *controller);
void       vd_table_edit_drawing_motion   (VdTableView *self, double x, double y);
void       vd_table_edit_remove_last_point (VdTableView *self);

G_END_DECLS
