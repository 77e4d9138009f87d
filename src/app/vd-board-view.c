#include "vd-board-view.h"

#include <glib/gi18n.h>
#include <math.h>

#include "vd-board-battle.h"
#include "vd-board-reach.h"
#include "vd-hex-move.h"
#include "vd-hex-reaction.h"
#include "vd-hex-zoc.h"
#include "vd-render-board.h"
#include "vd-side-format.h"

/* The scale is view pixels per board unit (a hex is VD_RENDER_HEX_SIZE units, centre to
 * corner): from a hex of 4 px to one of 400 px. */
#define MIN_SCALE 0.4
#define MAX_SCALE 40.0
#define ZOOM_STEP 1.25
/* A press that moves less than this is a click, not a drag. */
#define DRAG_THRESHOLD 4.0
/* An arrow key pans by this many pixels. */
#define KEY_PAN_PX 60.0
/* Around a counter brought out from under a panel. */
#define ENSURE_MARGIN_PX 24.0

typedef enum {
  DRAG_NONE,
  DRAG_PAN,
  DRAG_COUNTER,
} DragKind;

struct _VdBoardView
{
  GtkWidget        parent_instance;

  VdBoardDocument *document;
  double           scale;
  double           ox;            /* where the board's (0, 0) is in the view */
  double           oy;
  gboolean         placed;        /* zoomed or panned by the user: no longer fitted to the size */

  char            *selected_unit;
  gboolean         has_selected_hex;
  VdHex            selected_hex;
  gboolean         has_hover;
  VdHex            hover_hex;

  DragKind         drag;
  double           drag_x;        /* where the drag began, in the view */
  double           drag_y;
  double           drag_dx;       /* how far it has gone */
  double           drag_dy;
  double           pan_ox;        /* the offset when a pan began */
  double           pan_oy;
  char            *drag_unit;     /* the counter being dragged */
  gboolean         drag_free;     /* Shift as the drag began: placed without the rules */
  gboolean         drag_forced;   /* Ctrl as the drag began: a forced march, as far as allowed */
  gboolean         forced_next;   /* the next drag is a forced march (vd_board_view_set_forced_march) */
  VdHexReach      *reach;         /* where the dragged counter may go, by the game's rules */

  VdBoardTool      tool;
  GArray          *stroke;        /* VdHex: what an editor's gesture has gathered so far */

  char            *side;          /* the side whose view is shown, or NULL: the referee's */
  cairo_surface_t *image;         /* the background image, or NULL */
  double           image_click_x; /* the image tool's point, in the image's pixels */
  double           image_click_y;
  char            *image_path;    /* the file it was read from, or tried */
  gboolean         layers[6];     /* background, terrain, grid, labels, counters, zones */
  GArray          *zones;         /* Zone: the zones of control drawn, or NULL to work out */
  gboolean         has_sight_from; /* the line of sight tool's first hex */
  VdHex            sight_from;
  VdHexLos        *sight;         /* its answer, drawn over the board, or NULL */
  VdHexRetreat    *retreat;       /* a counter's retreats shaded over the board, or NULL */
};

enum {
  PROP_0,
  PROP_SHOW_BACKGROUND,
  PROP_SHOW_TERRAIN,
  PROP_SHOW_GRID,
  PROP_SHOW_LABELS,
  PROP_SHOW_COUNTERS,
  PROP_SHOW_ZONES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (VdBoardView, vd_board_view, GTK_TYPE_WIDGET)

enum {
  SELECTION_CHANGED,
  HOVER_CHANGED,
  MOVE_FAILED,
  HEXES_PAINTED,
  HEXSIDES_DRAWN,
  PATH_DRAWN,
  HEX_CLICKED,
  IMAGE_CLICKED,
  WARNING,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static VdBoard *
board_of (VdBoardView *self)
{
  return self->document != NULL ? vd_board_document_get_board (self->document) : NULL;
}

static void
view_to_board (VdBoardView *self, double vx, double vy, double *bx, double *by)
{
  *bx = (vx - self->ox) / self->scale;
  *by = (vy - self->oy) / self->scale;
}

/* The playable hex under the view point, FALSE off the map. */
static gboolean
hex_at (VdBoardView *self, double vx, double vy, VdHex *hex)
{
  VdBoard *board = board_of (self);
  double bx, by;

  if (board == NULL)
    return FALSE;
  view_to_board (self, vx, vy, &bx, &by);
  *hex = vd_hex_grid_hex_at (board->grid, VD_RENDER_HEX_SIZE, bx, by);
  return vd_hex_grid_contains (board->grid, *hex) && vd_hex_grid_is_playable (board->grid, *hex);
}

/* The counter drawn under the view point: the top of a stack on the map, or one in the tray. */
static const VdBoardUnit *
unit_at (VdBoardView *self, double vx, double vy)
{
  VdBoard *board = board_of (self);
  double bx, by;
  VdHex hex;

  if (board == NULL)
    return NULL;
  view_to_board (self, vx, vy, &bx, &by);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);
      double x, y;

      /* In the tray, or on a hexside, over the hexes' own stacks (as drawn). */
      if ((vd_render_board_tray_centre (board, unit, &x, &y) ||
           vd_render_board_hexside_centre (board, unit, &x, &y)) &&
          fabs (bx - x) <= VD_RENDER_HEX_SIZE * 0.5 && fabs (by - y) <= VD_RENDER_HEX_SIZE * 0.5)
        return unit;
    }
  if (hex_at (self, vx, vy, &hex))
    {
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);

      /* The top of what is drawn in the hex: one on a hexside is drawn on its side. */
      for (guint i = 0; i < stack->len; i++)
        if (!((const VdBoardUnit *) g_ptr_array_index (stack, i))->on_hexside)
          return g_ptr_array_index (stack, i);
    }
  return NULL;
}

static void
clamp_scale (VdBoardView *self)
{
  self->scale = CLAMP (self->scale, MIN_SCALE, MAX_SCALE);
}

void
vd_board_view_zoom_fit (VdBoardView *self)
{
  VdBoard *board = board_of (self);
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  VdRect extent;

  g_return_if_fail (VD_IS_BOARD_VIEW (self));

  if (board == NULL || width <= 0 || height <= 0)
    return;
  extent = vd_render_board_extent (board);
  self->scale = MIN (width / (extent.x1 - extent.x0), height / (extent.y1 - extent.y0));
  clamp_scale (self);
  self->ox = (width - (extent.x1 - extent.x0) * self->scale) / 2 - extent.x0 * self->scale;
  self->oy = (height - (extent.y1 - extent.y0) * self->scale) / 2 - extent.y0 * self->scale;
  self->placed = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Zooms by FACTOR keeping the board point under (VX, VY) where it is. */
static void
zoom_at (VdBoardView *self, double vx, double vy, double factor)
{
  double bx, by;

  view_to_board (self, vx, vy, &bx, &by);
  self->scale *= factor;
  clamp_scale (self);
  self->ox = vx - bx * self->scale;
  self->oy = vy - by * self->scale;
  self->placed = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
vd_board_view_zoom_in (VdBoardView *self)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  zoom_at (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, ZOOM_STEP);
}

void
vd_board_view_zoom_out (VdBoardView *self)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  zoom_at (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0, 1 / ZOOM_STEP);
}

static void
select_hex (VdBoardView *self, gboolean has_hex, VdHex hex, const char *unit_id)
{
  if (self->has_selected_hex == has_hex && (!has_hex || vd_hex_equal (self->selected_hex, hex)) &&
      g_strcmp0 (self->selected_unit, unit_id) == 0)
    return;
  /* Retreats shaded for one counter are not another's. */
  g_clear_pointer (&self->retreat, vd_hex_retreat_free);
  self->has_selected_hex = has_hex;
  self->selected_hex = hex;
  g_free (self->selected_unit);
  self->selected_unit = g_strdup (unit_id);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
vd_board_view_select_unit (VdBoardView *self, const char *unit_id)
{
  const VdBoardUnit *unit;

  g_return_if_fail (VD_IS_BOARD_VIEW (self));

  unit = unit_id != NULL && board_of (self) != NULL ? vd_board_find_unit (board_of (self), unit_id)
                                                    : NULL;
  if (unit == NULL)
    select_hex (self, self->has_selected_hex, self->selected_hex, NULL);
  else
    select_hex (self, unit->placed, unit->placed ? unit->hex : (VdHex) { 0, 0 }, unit->id);
}

const char *
vd_board_view_get_selected_unit (VdBoardView *self)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), NULL);
  return self->selected_unit;
}

gboolean
vd_board_view_get_selected_hex (VdBoardView *self, VdHex *hex)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), FALSE);
  if (self->has_selected_hex && hex != NULL)
    *hex = self->selected_hex;
  return self->has_selected_hex;
}

gboolean
vd_board_view_get_hover_hex (VdBoardView *self, VdHex *hex)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), FALSE);
  if (self->has_hover && hex != NULL)
    *hex = self->hover_hex;
  return self->has_hover;
}

void
vd_board_view_hex_to_view (VdBoardView *self, VdHex hex, double *x, double *y)
{
  VdBoard *board = board_of (self);
  double bx, by;

  g_return_if_fail (VD_IS_BOARD_VIEW (self) && board != NULL);
  vd_hex_grid_centre (board->grid, hex, VD_RENDER_HEX_SIZE, &bx, &by);
  *x = bx * self->scale + self->ox;
  *y = by * self->scale + self->oy;
}

/* The selection's box in board units: a counter drawn in the tray or on a hexside is half a
 * hex wide; one in a hex, or the hex alone, a hex's (a square over either orientation). */
static VdRect
selection_board_box (VdBoardView *self)
{
  VdBoard *board = board_of (self);
  const VdBoardUnit *unit;
  double x, y, half = VD_RENDER_HEX_SIZE;

  if (board == NULL)
    return vd_rect_empty ();
  unit = self->selected_unit != NULL ? vd_board_find_unit (board, self->selected_unit) : NULL;
  if (unit != NULL && (vd_render_board_tray_centre (board, unit, &x, &y)
                       || vd_render_board_hexside_centre (board, unit, &x, &y)))
    half = VD_RENDER_HEX_SIZE * 0.5;
  else if (self->has_selected_hex)
    vd_hex_grid_centre (board->grid, self->selected_hex, VD_RENDER_HEX_SIZE, &x, &y);
  else
    return vd_rect_empty ();
  return (VdRect) { x - half, y - half, x + half, y + half };
}

/* The selection's box in the widget as drawn now (empty when none). */
static VdRect
selection_view_box (VdBoardView *self)
{
  VdRect b = selection_board_box (self);

  if (vd_rect_is_empty (b))
    return b;
  return (VdRect) { b.x0 * self->scale + self->ox, b.y0 * self->scale + self->oy,
                    b.x1 * self->scale + self->ox, b.y1 * self->scale + self->oy };
}

gboolean
vd_board_view_get_selection_box (VdBoardView *self, graphene_rect_t *box)
{
  VdRect b;

  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (box != NULL, FALSE);

  b = selection_view_box (self);
  if (vd_rect_is_empty (b))
    return FALSE;
  graphene_rect_init (box, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
  return TRUE;
}

gboolean
vd_board_view_ensure_selection_visible (VdBoardView *self, const graphene_rect_t *free_area)
{
  VdRect area;
  VdPoint shift;

  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (free_area != NULL, FALSE);

  area = (VdRect) { free_area->origin.x, free_area->origin.y,
                    free_area->origin.x + free_area->size.width,
                    free_area->origin.y + free_area->size.height };
  shift = vd_rect_reveal_shift (selection_view_box (self), area, ENSURE_MARGIN_PX);
  if (shift.x == 0 && shift.y == 0)
    return FALSE;
  self->ox += shift.x;
  self->oy += shift.y;
  /* Panned for the user: a resize no longer fits the board again. */
  self->placed = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
set_hover (VdBoardView *self, gboolean has_hover, VdHex hex)
{
  if (self->has_hover == has_hover && (!has_hover || vd_hex_equal (self->hover_hex, hex)))
    return;
  self->has_hover = has_hover;
  self->hover_hex = hex;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[HOVER_CHANGED], 0);
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, VdBoardView *self)
{
  VdHex hex;
  gboolean on_map = hex_at (self, x, y, &hex);

  set_hover (self, on_map, hex);
}

static void
leave_cb (GtkEventControllerMotion *controller, VdBoardView *self)
{
  set_hover (self, FALSE, (VdHex) { 0, 0 });
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, VdBoardView *self)
{
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  /* Around the pointer, as in a map viewer. */
  if (event != NULL)
    gdk_event_get_position (event, &x, &y);
  if (dy != 0)
    zoom_at (self, x, y, pow (ZOOM_STEP, -dy));
  return TRUE;
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* A click (not a drag): the top counter there, or the hex alone. */
static void
released_cb (GtkGestureClick *gesture, int n_press, double x, double y, VdBoardView *self)
{
  const VdBoardUnit *unit;
  VdHex hex;
  gboolean on_map;

  /* The editor's tools act when their drag ends, a click being a drag that did not move. */
  if (self->tool != VD_BOARD_TOOL_PLAY || self->drag != DRAG_NONE ||
      fabs (self->drag_dx) > DRAG_THRESHOLD || fabs (self->drag_dy) > DRAG_THRESHOLD)
    return;
  unit = unit_at (self, x, y);
  on_map = hex_at (self, x, y, &hex);
  if (unit != NULL)
    select_hex (self, unit->placed, unit->placed ? unit->hex : hex, unit->id);
  else
    select_hex (self, on_map, hex, NULL);
}

/* The map image's pixels to the board's drawing: by the calibration, or until there is one,
 * the image laid over the map's extent, its width to the map's. */
static gboolean
image_matrix (VdBoardView *self, cairo_matrix_t *matrix)
{
  VdBoard *board = board_of (self);
  double m[6];

  if (self->image == NULL || board == NULL || board->background == NULL)
    return FALSE;
  if (vd_board_background_matrix (board, VD_RENDER_HEX_SIZE, m))
    cairo_matrix_init (matrix, m[0], m[3], m[1], m[4], m[2], m[5]);
  else
    {
      VdRect e = vd_render_board_extent (board);
      double scale = (e.x1 - e.x0) / MAX (1, cairo_image_surface_get_width (self->image));

      cairo_matrix_init (matrix, scale, 0, 0, scale, e.x0, e.y0);
    }
  return TRUE;
}

gboolean
vd_board_view_has_image (VdBoardView *self)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), FALSE);
  return self->image != NULL;
}

void
vd_board_view_image_to_view (VdBoardView *self, double x, double y, double *vx, double *vy)
{
  cairo_matrix_t matrix;

  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  if (!image_matrix (self, &matrix))
    cairo_matrix_init_identity (&matrix);
  cairo_matrix_transform_point (&matrix, &x, &y);
  *vx = x * self->scale + self->ox;
  *vy = y * self->scale + self->oy;
}

/* The view point on the image, in its pixels; FALSE without an image. */
static gboolean
view_to_image (VdBoardView *self, double vx, double vy, double *x, double *y)
{
  cairo_matrix_t matrix;

  if (!image_matrix (self, &matrix) || cairo_matrix_invert (&matrix) != CAIRO_STATUS_SUCCESS)
    return FALSE;
  view_to_board (self, vx, vy, x, y);
  cairo_matrix_transform_point (&matrix, x, y);
  return TRUE;
}

void
vd_board_view_set_tool (VdBoardView *self, VdBoardTool tool)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  self->tool = tool;
  g_array_set_size (self->stroke, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

VdBoardTool
vd_board_view_get_tool (VdBoardView *self)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), VD_BOARD_TOOL_PLAY);
  return self->tool;
}

static gboolean
stroke_has (VdBoardView *self, VdHex hex)
{
  for (guint i = 0; i < self->stroke->len; i++)
    if (vd_hex_equal (g_array_index (self->stroke, VdHex, i), hex))
      return TRUE;
  return FALSE;
}

/* The hexside nearest the view point: the hex it is in, and the neighbour whose centre is the
 * closest; FALSE unless the point is near the side (within a third of a hex of its middle). */
static gboolean
hexside_near (VdBoardView *self, double vx, double vy, VdHex *in, VdHex *across)
{
  VdBoard *board = board_of (self);
  double bx, by, best = G_MAXDOUBLE, cx, cy, nx = 0, ny = 0;

  if (!hex_at (self, vx, vy, in))
    return FALSE;
  view_to_board (self, vx, vy, &bx, &by);
  vd_hex_grid_centre (board->grid, *in, VD_RENDER_HEX_SIZE, &cx, &cy);
  for (int d = 0; d < 6; d++)
    {
      VdHex n = vd_hex_neighbour (*in, d);
      double x, y, dist;

      vd_hex_grid_centre (board->grid, n, VD_RENDER_HEX_SIZE, &x, &y);
      dist = hypot (bx - x, by - y);
      if (dist < best)
        {
          best = dist;
          *across = n;
          nx = x;
          ny = y;
        }
    }
  return vd_hex_grid_contains (board->grid, *across) &&
         hypot (bx - (cx + nx) / 2, by - (cy + ny) / 2) < VD_RENDER_HEX_SIZE / 3;
}

/* The editor's gesture takes in the view point: a hex painted, a side drawn, a step of a
 * path (a jump across several hexes filled in along the line, so the path stays whole). */
static void
stroke_add (VdBoardView *self, double vx, double vy)
{
  VdHex hex, across;

  switch (self->tool)
    {
    case VD_BOARD_TOOL_HEXES:
      if (hex_at (self, vx, vy, &hex) && !stroke_has (self, hex))
        g_array_append_val (self->stroke, hex);
      break;
    case VD_BOARD_TOOL_HEXSIDES:
      if (hexside_near (self, vx, vy, &hex, &across))
        {
          guint n = self->stroke->len;
          VdHexside side, last;

          vd_hexside_between (hex, across, &side);
          for (guint i = 0; i + 1 < n; i += 2)
            if (vd_hexside_between (g_array_index (self->stroke, VdHex, i),
                                    g_array_index (self->stroke, VdHex, i + 1), &last) &&
                vd_hexside_equal (last, side))
              return;
          g_array_append_val (self->stroke, hex);
          g_array_append_val (self->stroke, across);
        }
      break;
    case VD_BOARD_TOOL_PATH:
      if (!hex_at (self, vx, vy, &hex))
        break;
      if (self->stroke->len == 0)
        g_array_append_val (self->stroke, hex);
      else
        {
          VdHex last = g_array_index (self->stroke, VdHex, self->stroke->len - 1);
          g_autoptr(GArray) line = g_array_new (FALSE, FALSE, sizeof (VdHex));
          g_autoptr(GArray) along = g_array_new (FALSE, FALSE, sizeof (VdHexside));

          if (vd_hex_equal (last, hex))
            break;
          vd_hex_line (last, hex, line, along);
          for (guint i = 1; i < line->len; i++)
            g_array_append_val (self->stroke, g_array_index (line, VdHex, i));
        }
      break;
    case VD_BOARD_TOOL_HEX:
      if (self->stroke->len == 0 && hex_at (self, vx, vy, &hex))
        g_array_append_val (self->stroke, hex);
      break;
    case VD_BOARD_TOOL_IMAGE:
      /* The release point is the one: the pixel on the image, as two numbers. */
      {
        double x, y;

        g_array_set_size (self->stroke, 0);
        if (view_to_image (self, vx, vy, &x, &y))
          {
            g_array_set_size (self->stroke, 1);
            g_array_index (self->stroke, VdHex, 0) = (VdHex) { 0, 0 };
            self->image_click_x = x;
            self->image_click_y = y;
          }
      }
      break;
    case VD_BOARD_TOOL_PLAY:
    default:
      break;
    }
}

/* The gesture ends: what it gathered goes to the editor. */
static void
stroke_end (VdBoardView *self)
{
  static const guint tool_signals[] = {
    [VD_BOARD_TOOL_HEXES] = HEXES_PAINTED,
    [VD_BOARD_TOOL_HEXSIDES] = HEXSIDES_DRAWN,
    [VD_BOARD_TOOL_PATH] = PATH_DRAWN,
    [VD_BOARD_TOOL_HEX] = HEX_CLICKED,
  };
  g_autoptr(GArray) stroke = g_array_copy (self->stroke);

  g_array_set_size (self->stroke, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (stroke->len > 0 && self->tool == VD_BOARD_TOOL_IMAGE)
    g_signal_emit (self, signals[IMAGE_CLICKED], 0, self->image_click_x, self->image_click_y);
  else if (stroke->len > 0 && self->tool != VD_BOARD_TOOL_PLAY)
    g_signal_emit (self, signals[tool_signals[self->tool]], 0, stroke);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, VdBoardView *self)
{
  const VdBoardUnit *unit = unit_at (self, x, y);

  self->drag = DRAG_NONE;
  self->drag_x = x;
  self->drag_y = y;
  self->drag_dx = self->drag_dy = 0;
  self->pan_ox = self->ox;
  self->pan_oy = self->oy;
  g_clear_pointer (&self->drag_unit, g_free);
  if (self->tool != VD_BOARD_TOOL_PLAY)
    {
      g_array_set_size (self->stroke, 0);
      stroke_add (self, x, y);
      return;
    }
  if (unit != NULL)
    self->drag_unit = g_strdup (unit->id);
  /* Shift as the drag starts places the counter freely, as on a table (setting up). */
  self->drag_free = (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture))
                     & GDK_SHIFT_MASK) != 0;
  /* Ctrl, a forced march of as many points as the game allows, as on a table. */
  self->drag_forced = self->forced_next ||
                     (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture))
                      & GDK_CONTROL_MASK) != 0;
  self->forced_next = FALSE;
}

void
vd_board_view_set_forced_march (VdBoardView *self, gboolean forced)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  self->forced_next = forced;
}

/* The points of the forced march asked for: the most the game allows; 0 when none is asked. */
static int
forced_points (VdBoardView *self)
{
  const VdYamlNode *max;

  if (!self->drag_forced || self->document == NULL)
    return 0;
  max = vd_hex_ruleset_lookup (vd_board_document_get_module (self->document),
                               "movement.forced_march.max");
  /* A game without one: asked for all the same, for the engine to say so. */
  return max != NULL && max->kind == VD_YAML_SCALAR ? (int) g_ascii_strtoll (max->value, NULL, 10)
                                                    : 1;
}

/* The board the shading is worked out on: what the side shown knows (hidden counters stay
 * hidden), or the game itself for the referee. */
static VdBoard *
dup_known_board (VdBoardView *self, const char *unit_id)
{
  VdBoard *seen = vd_board_document_dup_seen (self->document, self->side);
  VdBattle *battle = vd_board_document_get_battle (self->document);
  VdBoard *known = seen != NULL ? seen : vd_board_copy_without_journal (board_of (self));
  VdBoardUnit *unit;
  VdHex start;

  /* Picked up again in the same phase, the counter's move is redone from where it began it. */
  if (unit_id != NULL && (unit = (VdBoardUnit *) vd_board_find_unit (known, unit_id)) != NULL &&
      vd_board_phase_start_hex (vd_battle_get_setup (battle),
                                vd_board_document_get_module (self->document),
                                vd_battle_get_n_applied (battle), unit_id, &start))
    unit->hex = start;
  return known;
}

/* BN 10.5b: MOVE ends out of the radius it is freed of by RULE (its reasons say so). */
static gboolean
freed_here (const VdHexMove *move, const char *rule)
{
  for (guint i = 0; i < move->reasons->len; i++)
    if (g_strcmp0 (((const VdHexMoveReason *) move->reasons->pdata[i])->rule, rule) == 0)
      return TRUE;
  return FALSE;
}

/* Picked up: every hex the counter can reach this phase, for the shading and the drop. */
static void
compute_reach (VdBoardView *self)
{
  g_autoptr(VdBoard) known = NULL;

  g_clear_pointer (&self->reach, vd_hex_reach_free);
  if (self->drag_free || self->drag_unit == NULL || self->document == NULL)
    return;
  known = dup_known_board (self, self->drag_unit);
  {
    VdHexMoveAsk ask = { .forced = forced_points (self) };
    /* BN 10.1h, 10.5b: the order sheet read as hex reach reads it (a pinned HQ reaches no
     * hex: the status line says why over each). */
    g_autoptr(GPtrArray) orders = vd_board_reach_orders (self->document, known, self->drag_unit,
                                                         &ask);

    self->reach = vd_hex_reach_ask (known, vd_board_document_get_module (self->document),
                                    self->drag_unit, &ask, NULL);
    /* A unit that may not force-march: its plain reach. */
    if (self->reach == NULL)
      {
        ask.forced = 0;
        self->reach = vd_hex_reach_ask (known, vd_board_document_get_module (self->document),
                                        self->drag_unit, &ask, NULL);
      }
  }
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, VdBoardView *self)
{
  VdHex hex;

  self->drag_dx = dx;
  self->drag_dy = dy;
  if (self->tool != VD_BOARD_TOOL_PLAY)
    {
      stroke_add (self, self->drag_x + dx, self->drag_y + dy);
      set_hover (self, hex_at (self, self->drag_x + dx, self->drag_y + dy, &hex), hex);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (self->drag == DRAG_NONE)
    {
      if (fabs (dx) <= DRAG_THRESHOLD && fabs (dy) <= DRAG_THRESHOLD)
        return;
      self->drag = self->drag_unit != NULL ? DRAG_COUNTER : DRAG_PAN;
      if (self->drag == DRAG_COUNTER)
        compute_reach (self);
    }
  if (self->drag == DRAG_PAN)
    {
      self->ox = self->pan_ox + dx;
      self->oy = self->pan_oy + dy;
      self->placed = TRUE;
    }
  else
    set_hover (self, hex_at (self, self->drag_x + dx, self->drag_y + dy, &hex), hex);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, VdBoardView *self)
{
  g_autofree char *unit_id = g_steal_pointer (&self->drag_unit);
  DragKind kind = self->drag;
  VdHex hex;

  self->drag_dx = dx;
  self->drag_dy = dy;
  self->drag = DRAG_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->tool != VD_BOARD_TOOL_PLAY)
    {
      stroke_add (self, self->drag_x + dx, self->drag_y + dy);
      stroke_end (self);
      return;
    }
  if (kind != DRAG_COUNTER || self->document == NULL)
    {
      g_clear_pointer (&self->reach, vd_hex_reach_free);
      return;
    }
  /* Dropped off the map: nothing moves (a counter leaves the map from the panel). */
  if (!hex_at (self, self->drag_x + dx, self->drag_y + dy, &hex))
    {
      g_clear_pointer (&self->reach, vd_hex_reach_free);
      return;
    }
  {
    const VdBoardUnit *unit = vd_board_find_unit (board_of (self), unit_id);
    g_autoptr(GError) error = NULL;
    g_autofree char *note = NULL, *army = NULL;
    int facing = -1, forced = 0;

    if (unit == NULL || (unit->placed && vd_hex_equal (unit->hex, hex)))
      {
        g_clear_pointer (&self->reach, vd_hex_reach_free);
        return;
      }
    /* A side's view moves that side's counters; the referee's view, any. */
    if (self->side != NULL && g_strcmp0 (unit->side, self->side) != 0)
      {
        g_autofree char *name = vd_format_side (NULL, self->side);
        /* Translators: a side's name, twice ("French"). */
        g_autofree char *message = g_strdup_printf (_("The %s view moves only %s counters: the "
                                                      "referee’s view moves the others"),
                                                    name, name);

        g_signal_emit (self, signals[MOVE_FAILED], 0, message);
        return;
      }
    /* By the game's rules, unless the referee places it freely (Shift). */
    if (!self->drag_free)
      {
        g_autoptr(VdBoard) known = dup_known_board (self, unit_id);
        g_autoptr(GError) forced_error = NULL;
        VdHexMoveAsk ask = { .forced = forced_points (self) };
        /* BN 10.1h, 10.5b: the order sheet read as hex move reads it. */
        g_autoptr(GPtrArray) orders = vd_board_reach_orders (self->document, known, unit_id,
                                                             &ask);
        g_autoptr(VdHexMove) move = vd_hex_move_ask (known,
                                                     vd_board_document_get_module (self->document),
                                                     unit_id, NULL, 0, hex, &ask, &forced_error);

        if (move == NULL && forced_error != NULL)
          {
            /* Asked for a forced march the game or the unit has not: nothing moves, and why. */
            g_autofree char *message =
              /* Translators: why a forced march is refused, then what to do instead. */
              g_strdup_printf (_("%s; without Ctrl the counter moves as usual"),
                               forced_error->message);

            g_signal_emit (self, signals[MOVE_FAILED], 0, message);
            g_clear_pointer (&self->reach, vd_hex_reach_free);
            return;
          }
        const VdHexMoveReason *last = move != NULL && move->reasons->len > 0
                                        ? move->reasons->pdata[move->reasons->len - 1] : NULL;

        if (move != NULL && move->verdict == VD_HEX_MOVE_ILLEGAL)
          {
            /* Translators: a move the rules refuse: why, then the rule ("0506: held by the
             * enemy (B8); hold Shift to place it all the same"). */
            g_autofree char *message =
              g_strdup_printf (_("%s%s%s%s; hold Shift as you pick it up to place it all the "
                                 "same"), move->why,
                               last != NULL && *last->rule != '\0' ? " (" : "",
                               last != NULL ? last->rule : "",
                               last != NULL && *last->rule != '\0' ? ")" : "");

            g_signal_emit (self, signals[MOVE_FAILED], 0, message);
            g_clear_pointer (&self->reach, vd_hex_reach_free);
            return;
          }
        /* Made as the rules or the referee's ruling allow, a forced march is kept with it. */
        if (move != NULL && move->verdict != VD_HEX_MOVE_ILLEGAL && move->forced_note != NULL)
          {
            /* Translators: a forced march, kept with the move in the journal: what follows,
             * and the rule ("forced march +3: then disorganized on a roll of 1-4, 1914-FM-1"). */
            note = g_strdup_printf (_("%s, %s"), move->forced_note,
                                    move->forced_rule != NULL ? move->forced_rule : "?");
            /* BN 18.0b: kept as the event's own, for the Desertion Table roll it owes. */
            forced = move->forced;
          }
        /* BN 10.5b: out of its commander's radius on its divisional order, kept with the move. */
        if (move != NULL && move->verdict == VD_HEX_MOVE_LEGAL && ask.free_of_radius != NULL &&
            freed_here (move, ask.free_of_radius))
          {
            /* Translators: BN 10.5b, kept with the move in the journal: "beyond its commander's
             * radius on its divisional order, 10.5b". */
            g_autofree char *freed = g_strdup_printf (_("beyond its commander’s radius on its "
                                                        "divisional order, %s"),
                                                      ask.free_of_radius);
            char *both = note != NULL ? g_strdup_printf ("%s; %s", note, freed)
                                      : g_strdup (freed);

            g_free (note);
            note = both;
          }
        /* LBA-DRAG-1: an Sk regiment the move takes off its hexside, said and kept with it. */
        if (move != NULL && move->verdict != VD_HEX_MOVE_ILLEGAL && move->left_hexside != NULL)
          {
            g_autofree char *left = g_strdup_printf ("%s (%s)", move->left_hexside,
                                                     move->left_hexside_rule);
            char *both = note != NULL ? g_strdup_printf ("%s; %s", note, left) : g_strdup (left);

            g_free (note);
            note = both;
            g_signal_emit (self, signals[WARNING], 0, left);
          }
        /* LBA-VIN-3: a spread battalion the move gathers, said and kept with it. */
        if (move != NULL && move->verdict != VD_HEX_MOVE_ILLEGAL && move->gathered != NULL)
          {
            char *both = note != NULL ? g_strdup_printf ("%s; %s", note, move->gathered)
                                      : g_strdup (move->gathered);

            g_free (note);
            note = both;
          }
        /* Turned on the way (BN 13.1), it arrives facing as the path left it. */
        if (move != NULL && move->verdict == VD_HEX_MOVE_LEGAL)
          facing = move->facing;
        /* BN 15.1, 15.2: the enemy's chances on the way, told before the move is made. */
        if (move != NULL && move->verdict == VD_HEX_MOVE_LEGAL)
          {
            g_autoptr(GPtrArray) reactions =
              vd_hex_reactions_along (known, vd_board_document_get_module (self->document),
                                      unit_id, move->path);
            g_autoptr(GString) told = g_string_new (NULL);

            for (guint i = 0; i < reactions->len; i++)
              {
                const VdHexReaction *reaction = reactions->pdata[i];
                g_autofree char *left = vd_board_format_hex (known, reaction->hex);

                if (told->len > 0)
                  g_string_append (told, "; ");
                /* Translators: "Leaving 0404 gives au-art-1 its chance (15.1), if its front,
                 * formation and line of sight let it fire there". */
                g_string_append_printf (told, _("Leaving %s gives %s its chance (%s)%s%s"), left,
                                        reaction->unit,
                                        reaction->rule != NULL ? reaction->rule : "?",
                                        reaction->needs != NULL ? ", " : "",
                                        reaction->needs != NULL ? reaction->needs : "");
              }
            if (told->len > 0)
              g_signal_emit (self, signals[WARNING], 0, told->str);
          }
        if (move != NULL && move->verdict == VD_HEX_MOVE_LEGAL && move->rail)
          {
            /* By rail, through an HQ: the counter joins that HQ's army (1914-RAIL-1). */
            const VdHexMoveReason *through = move->reasons->pdata[0];
            const VdBoardUnit *hq = vd_board_find_unit (known, through->by);

            army = hq != NULL ? g_strdup (hq->army) : NULL;
            /* Translators: a rail move, kept in the journal: "by rail through ger-hq-2,
             * 1914-RAIL-1". */
            g_free (note);
            note = g_strdup_printf (_("by rail through %s, %s"), through->by, through->rule);
          }
        if (move != NULL && move->verdict == VD_HEX_MOVE_UNKNOWN)
          {
            /* Translators: a move the rules cannot price: it is made, as the referee's
             * ruling. */
            g_autofree char *message = g_strdup_printf (_("Moved as the referee rules: %s"),
                                                        move->why);

            g_signal_emit (self, signals[WARNING], 0, message);
          }
      }
    g_clear_pointer (&self->reach, vd_hex_reach_free);
    /* Over the stacking limit: made (the limit holds at the end of the phase), and said. */
    if (!self->drag_free)
      {
        g_autoptr(VdBoard) known = dup_known_board (self, NULL);
        g_autoptr(VdHexStack) stack = vd_hex_stacking_at (known,
                                                          vd_board_document_get_module (self->document),
                                                          hex, unit_id);

        if (stack->verdict == VD_HEX_STACK_OVER)
          {
            /* Translators: "0506 would hold 2 units, 1 at most: one must leave before the
             * phase ends (B13)". */
            g_autofree char *message = g_strdup_printf (_("%s: one must leave before the phase "
                                                          "ends (%s)"), stack->why,
                                                        stack->rule != NULL ? stack->rule : "?");

            g_signal_emit (self, signals[WARNING], 0, message);
          }
      }
    if (!vd_board_document_move_unit_noted (self->document, unit_id, hex, note, army,
                                            facing, forced, &error))
      {
        g_signal_emit (self, signals[MOVE_FAILED], 0, error->message);
        return;
      }
    select_hex (self, TRUE, hex, unit_id);
  }
}

/* The board's image, read again when the board names another: a path relative to the
 * board's folder, as the file says it. */
static void
load_image (VdBoardView *self)
{
  VdBoard *board = board_of (self);
  GFile *file = self->document != NULL ? vd_board_document_get_file (self->document) : NULL;
  g_autofree char *path = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;

  if (board == NULL || board->background == NULL)
    {
      g_clear_pointer (&self->image, cairo_surface_destroy);
      g_clear_pointer (&self->image_path, g_free);
      return;
    }
  if (g_path_is_absolute (board->background) || file == NULL)
    path = g_strdup (board->background);
  else
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *base = g_file_get_path (folder);

      path = g_build_filename (base, board->background, NULL);
    }
  if (g_strcmp0 (path, self->image_path) == 0)
    return;
  g_clear_pointer (&self->image, cairo_surface_destroy);
  g_free (self->image_path);
  self->image_path = g_strdup (path);
  pixbuf = gdk_pixbuf_new_from_file (path, &error);
  if (pixbuf == NULL)
    {
      g_autofree char *shown = g_filename_display_name (board->background);
      /* Translators: an image's file name, then why it cannot be read. */
      g_autofree char *message = g_strdup_printf (_("The map image “%s” cannot be read (%s): "
                                                    "the board shows without it"),
                                                  shown, error->message);

      g_signal_emit (self, signals[WARNING], 0, message);
      return;
    }
  self->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gdk_pixbuf_get_width (pixbuf),
                                            gdk_pixbuf_get_height (pixbuf));
  {
    cairo_t *cr = cairo_create (self->image);

    gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
    cairo_paint (cr);
    cairo_destroy (cr);
  }
}

void
vd_board_view_set_side (VdBoardView *self, const char *side)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));
  g_free (self->side);
  self->side = g_strdup (side);
  g_clear_pointer (&self->zones, g_array_unref);
  /* Retreats are worked out on the whole board: a side's view must not see them. */
  g_clear_pointer (&self->retreat, vd_hex_retreat_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A hex in the zone of control of a side's units. */
typedef struct {
  VdHex       hex;
  const char *side;     /* interned */
} Zone;

/* The zones to draw: around every counter, each side's (the other sides' only in a side's
 * view, what it must reckon with), by the module's rules (vd-hex-zoc.h). */
static GArray *
work_out_zones (VdBoardView *self, const VdBoard *board, const VdHexRuleset *module)
{
  GArray *zones = g_array_new (FALSE, FALSE, sizeof (Zone));
  g_autoptr(GHashTable) done = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);

      if (!unit->placed)
        continue;
      for (int d = 0; d < 6; d++)
        {
          VdHex hex = vd_hex_neighbour (unit->hex, d);
          gint64 key = ((gint64) (hex.q + (1 << 20)) << 22) | (hex.r + (1 << 20));
          g_autoptr(VdHexZoc) zoc = NULL;
          g_autoptr(GPtrArray) sides = g_ptr_array_new ();

          if (!vd_hex_grid_contains (board->grid, hex) || g_hash_table_contains (done, &key))
            continue;
          g_hash_table_add (done, g_memdup2 (&key, sizeof key));
          zoc = vd_hex_zoc_at (board, module, hex);
          for (guint u = 0; u < zoc->units->len; u++)
            {
              const char *side = g_intern_string (((const VdBoardUnit *) zoc->units->pdata[u])->side);
              Zone zone = { hex, side };

              if ((self->side != NULL && g_strcmp0 (side, self->side) == 0) ||
                  g_ptr_array_find (sides, side, NULL))
                continue;
              g_ptr_array_add (sides, (gpointer) side);
              g_array_append_val (zones, zone);
            }
        }
    }
  return zones;
}

static void
ensure_zones (VdBoardView *self, const VdBoard *board, const VdHexRuleset *module)
{
  if (self->zones == NULL)
    self->zones = work_out_zones (self, board, module);
}

GStrv
vd_board_view_dup_zone_sides (VdBoardView *self, VdHex hex)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), NULL);
  if (!self->layers[5] || self->document == NULL)
    return NULL;
  {
    g_autoptr(VdBoard) seen = vd_board_document_dup_seen (self->document, self->side);

    ensure_zones (self, seen != NULL ? seen : board_of (self),
                  vd_board_document_get_module (self->document));
  }
  for (guint i = 0; i < self->zones->len; i++)
    if (vd_hex_equal (g_array_index (self->zones, Zone, i).hex, hex))
      g_strv_builder_add (builder, g_array_index (self->zones, Zone, i).side);
  return g_strv_builder_end (builder);
}

static void
draw_zones (VdBoardView *self, cairo_t *cr, const VdBoard *board, const VdHexRuleset *module)
{
  ensure_zones (self, board, module);
  cairo_save (cr);
  for (guint i = 0; i < self->zones->len; i++)
    {
      const Zone *zone = &g_array_index (self->zones, Zone, i);
      VdColor fill, ink;

      /* Each side's colour, as its counters wear it. */
      vd_render_side_color (zone->side, &fill, &ink);
      vd_render_board_hex_path (cr, board, zone->hex);
      cairo_set_source_rgba (cr, fill.r, fill.g, fill.b, 0.22);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fill.r, fill.g, fill.b, 0.6);
      cairo_set_line_width (cr, 0.3);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static const VdHexReached *
reached_at (const VdHexReach *reach, VdHex hex)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->reached->pdata[i])->hex, hex))
      return reach->reached->pdata[i];
  return NULL;
}

/* Where a rail move takes the counter to HEX (1914-RAIL-1), or NULL. */
static const VdHexReached *
rail_at (const VdHexReach *reach, VdHex hex)
{
  for (guint i = 0; reach->rail != NULL && i < reach->rail->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->rail->pdata[i])->hex, hex))
      return reach->rail->pdata[i];
  return NULL;
}

static void
draw_text_at (cairo_t *cr, const char *text, double x, double y, double size)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
}

char *
vd_board_view_dup_drag_answer (VdBoardView *self)
{
  const VdHexReached *reached;

  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), NULL);
  if (self->drag != DRAG_COUNTER || self->reach == NULL || !self->has_hover)
    return NULL;
  if ((reached = reached_at (self->reach, self->hover_hex)) != NULL)
    {
      char cost[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (cost, sizeof cost, "%g", reached->cost);
      /* Translators: what a move to the hex under the pointer costs ("3 MP, stops there"). */
      return reached->stop ? g_strdup_printf (_("%s MP, stops there (an enemy zone)"), cost)
                           : g_strdup_printf (_("%s MP"), cost);
    }
  if ((reached = rail_at (self->reach, self->hover_hex)) != NULL)
    {
      const VdHexMoveReason *through = reached->reasons->pdata[0];

      /* Translators: a rail move to the hex under the pointer ("by rail through ger-hq-2
       * (1914-RAIL-1)"). */
      return g_strdup_printf (_("by rail through %s (%s)"), through->by, through->rule);
    }
  for (guint k = 0; k < 2; k++)
    {
      GPtrArray *list = k == 0 ? self->reach->unknown : self->reach->forbidden;

      for (guint i = 0; i < list->len; i++)
        {
          const VdHexBlocked *blocked = list->pdata[i];

          if (!vd_hex_equal (blocked->hex, self->hover_hex))
            continue;
          return g_strdup_printf (k == 0 ? _("unknown, the referee rules: %s%s%s%s")
                                         : _("refused: %s%s%s%s"), blocked->why,
                                  blocked->rule != NULL ? " (" : "",
                                  blocked->rule != NULL ? blocked->rule : "",
                                  blocked->rule != NULL ? ")" : "");
        }
    }
  return g_strdup (_("out of reach this phase"));
}

/* The dragged counter's reach: the hexes it may enter tinted, those of unknown cost amber, the
 * path to the hex under the pointer with what it has cost at each hex. */
static void
draw_reach (VdBoardView *self, cairo_t *cr, const VdBoard *board)
{
  const VdHexReached *target = self->has_hover ? reached_at (self->reach, self->hover_hex) : NULL;

  cairo_save (cr);
  for (guint i = 1; i < self->reach->reached->len; i++)
    {
      const VdHexReached *reached = self->reach->reached->pdata[i];

      vd_render_board_hex_path (cr, board, reached->hex);
      /* The accent colour; a hex where the counter must stop, a little deeper. */
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, reached->stop ? 0.3 : 0.18);
      cairo_fill (cr);
    }
  for (guint i = 0; i < self->reach->unknown->len; i++)
    {
      vd_render_board_hex_path (cr, board, ((VdHexBlocked *) self->reach->unknown->pdata[i])->hex);
      cairo_set_source_rgba (cr, 0.9, 0.6, 0.1, 0.25);
      cairo_fill (cr);
    }
  /* By rail (1914-RAIL-1): the same tint, hatched apart by its outline. */
  for (guint i = 0; self->reach->rail != NULL && i < self->reach->rail->len; i++)
    {
      vd_render_board_hex_path (cr, board, ((VdHexReached *) self->reach->rail->pdata[i])->hex);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.18);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.7);
      cairo_set_line_width (cr, 0.8);
      cairo_set_dash (cr, (const double[]) { 2, 1.5 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (target != NULL)
    {
      cairo_set_source_rgba (cr, 0.1, 0.25, 0.55, 0.85);
      cairo_set_line_width (cr, 1.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint i = 0; i < target->path->len; i++)
        {
          double x, y;

          vd_hex_grid_centre (board->grid, g_array_index (target->path, VdHex, i),
                              VD_RENDER_HEX_SIZE, &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      /* What the move has cost on reaching each hex of the path. */
      for (guint i = 1; i < target->path->len; i++)
        {
          VdHex hex = g_array_index (target->path, VdHex, i);
          const VdHexReached *step = reached_at (self->reach, hex);
          char text[G_ASCII_DTOSTR_BUF_SIZE];
          double x, y;

          if (step == NULL)
            continue;
          vd_hex_grid_centre (board->grid, hex, VD_RENDER_HEX_SIZE, &x, &y);
          g_ascii_formatd (text, sizeof text, "%g", step->cost);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
          /* Below the counters, which stand at the centre. */
          cairo_arc (cr, x, y + VD_RENDER_HEX_SIZE * 0.66, VD_RENDER_HEX_SIZE * 0.2, 0, 2 * G_PI);
          cairo_fill (cr);
          cairo_set_source_rgba (cr, 0.1, 0.25, 0.55, 1);
          draw_text_at (cr, text, x, y + VD_RENDER_HEX_SIZE * 0.66, VD_RENDER_HEX_SIZE * 0.26);
        }
    }
  cairo_restore (cr);
}

/* A counter's retreats: each hex it may go to shaded green, one that pushes a friend on
 * blue, the hexes a longer retreat passes on the way (BN 25.3) a lighter green, each once,
 * each hex refused crossed out in red (its rule is in the panel or the dialog). */
static void
draw_retreats (VdBoardView *self, cairo_t *cr, const VdBoard *board)
{
  const VdHexRetreat *retreat = self->retreat;
  g_autoptr(GArray) passed = g_array_new (FALSE, FALSE, sizeof (VdHex));

  if (retreat == NULL)
    return;
  cairo_save (cr);
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];

      for (guint k = 0; choice->path != NULL && k < choice->path->len; k++)
        {
          VdHex hex = g_array_index (choice->path, VdHex, k);
          gboolean again = FALSE;

          for (guint n = 0; n < passed->len && !again; n++)
            again = vd_hex_equal (g_array_index (passed, VdHex, n), hex);
          if (again || !vd_hex_grid_contains (board->grid, hex))
            continue;
          g_array_append_val (passed, hex);
          vd_render_board_hex_path (cr, board, hex);
          cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, 0.18);
          cairo_fill (cr);
        }
    }
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];

      if (choice->off_map)
        continue;
      vd_render_board_hex_path (cr, board, choice->to);
      if (choice->pushes->len > 0)
        cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.35);
      else
        cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, 0.4);
      cairo_fill (cr);
    }
  cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.7);
  cairo_set_line_width (cr, 0.8);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < retreat->refused->len; i++)
    {
      const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];
      double x, y, r = VD_RENDER_HEX_SIZE * 0.3;

      if (!vd_hex_grid_contains (board->grid, refusal->hex))
        continue;
      vd_hex_grid_centre (board->grid, refusal->hex, VD_RENDER_HEX_SIZE, &x, &y);
      cairo_move_to (cr, x - r, y - r);
      cairo_line_to (cr, x + r, y + r);
      cairo_move_to (cr, x + r, y - r);
      cairo_line_to (cr, x - r, y + r);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

void
vd_board_view_set_retreats (VdBoardView *self, VdHexRetreat *retreat)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->retreat, vd_hex_retreat_free);
  /* Refused hexes would tell where hidden enemies stand: the referee's view only. */
  if (self->side != NULL)
    g_clear_pointer (&retreat, vd_hex_retreat_free);
  self->retreat = retreat;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const VdHexRetreat *
vd_board_view_get_retreats (VdBoardView *self)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), NULL);

  return self->retreat;
}

/* The segment of the hexside between hexes A and B, from corner to corner: across the middle
 * of their centres. */
static void
hexside_segment_between (cairo_t *cr, const VdBoard *board, VdHex a, VdHex b)
{
  double ax, ay, bx, by;

  vd_hex_grid_centre (board->grid, a, VD_RENDER_HEX_SIZE, &ax, &ay);
  vd_hex_grid_centre (board->grid, b, VD_RENDER_HEX_SIZE, &bx, &by);
  cairo_move_to (cr, (ax + bx) / 2 - (ay - by) / (2 * sqrt (3)),
                 (ay + by) / 2 + (ax - bx) / (2 * sqrt (3)));
  cairo_line_to (cr, (ax + bx) / 2 + (ay - by) / (2 * sqrt (3)),
                 (ay + by) / 2 - (ax - bx) / (2 * sqrt (3)));
}

static void
hexside_segment (cairo_t *cr, const VdBoard *board, VdHexside side)
{
  VdHex a, b;

  vd_hexside_hexes (side, &a, &b);
  hexside_segment_between (cr, board, a, b);
}

/* The line of sight tool's line: the hexes it crosses shaded, the line green when clear, red
 * when blocked, dashed amber when the answer waits for the owner, what blocks it in red. */
static void
draw_sight_line (VdBoardView *self, cairo_t *cr, const VdBoard *board)
{
  double fx, fy, tx, ty;

  if (!self->has_sight_from)
    return;
  vd_hex_grid_centre (board->grid, self->sight_from, VD_RENDER_HEX_SIZE, &fx, &fy);
  cairo_save (cr);
  if (self->sight != NULL)
    {
      const VdHexLos *los = self->sight;

      cairo_set_source_rgba (cr, 0.96, 0.83, 0.18, 0.3);
      for (guint i = 0; los->hexes != NULL && i < los->hexes->len; i++)
        {
          vd_render_board_hex_path (cr, board, g_array_index (los->hexes, VdHex, i));
          cairo_fill (cr);
        }
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      if (los->has_blocking_hex)
        {
          vd_render_board_hex_path (cr, board, los->blocking_hex);
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
          cairo_set_line_width (cr, 0.9);
          cairo_stroke (cr);
        }
      if (los->has_blocking_side)
        {
          hexside_segment (cr, board, los->blocking_side);
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.95);
          cairo_set_line_width (cr, 1.6);
          cairo_stroke (cr);
        }
      vd_hex_grid_centre (board->grid, los->to, VD_RENDER_HEX_SIZE, &tx, &ty);
      cairo_move_to (cr, fx, fy);
      cairo_line_to (cr, tx, ty);
      if (los->verdict == VD_HEX_LOS_CLEAR)
        cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, 0.95);
      else if (los->verdict == VD_HEX_LOS_BLOCKED)
        cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.95);
      else
        {
          static const double dashes[] = { 1.2, 0.9 };

          cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
          cairo_set_source_rgba (cr, 0.9, 0.6, 0.1, 0.95);
        }
      cairo_set_line_width (cr, 0.7);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_arc (cr, tx, ty, 1.0, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  /* The firer's hex: a dot at its centre, in the accent blue. */
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.95);
  cairo_arc (cr, fx, fy, 1.2, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
vd_board_view_set_sight_line (VdBoardView *self, const VdHex *from, VdHexLos *los)
{
  g_return_if_fail (VD_IS_BOARD_VIEW (self));

  g_clear_pointer (&self->sight, vd_hex_los_free);
  self->has_sight_from = from != NULL;
  if (from != NULL)
    {
      self->sight_from = *from;
      self->sight = los;
    }
  else if (los != NULL)
    vd_hex_los_free (los);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const VdHexLos *
vd_board_view_get_sight_line (VdBoardView *self)
{
  g_return_val_if_fail (VD_IS_BOARD_VIEW (self), NULL);

  return self->sight;
}

static void
draw (VdBoardView *self, cairo_t *cr)
{
  /* What the side shown may know: the enemy's counters as its rules let it see them. */
  g_autoptr(VdBoard) seen = vd_board_document_dup_seen (self->document, self->side);
  VdBoard *board = seen != NULL ? seen : board_of (self);
  VdHexRuleset *module = vd_board_document_get_module (self->document);
  VdRenderOptions options;
  cairo_matrix_t matrix;

  vd_render_options_init (&options);
  options.terrain = self->layers[1];
  options.grid = self->layers[2];
  options.labels = self->layers[3];
  options.units = self->layers[4];
  cairo_translate (cr, self->ox, self->oy);
  cairo_scale (cr, self->scale, self->scale);
  /* The owner's map underneath, the terrain's colours let through over it. */
  if (self->layers[0] && image_matrix (self, &matrix))
    {
      cairo_save (cr);
      cairo_transform (cr, &matrix);
      cairo_set_source_surface (cr, self->image, 0, 0);
      cairo_paint (cr);
      cairo_restore (cr);
      options.terrain_opacity = 0.3;
    }
  vd_render_board (cr, board, module, &options);
  if (self->layers[5])
    draw_zones (self, cr, board, module);
  if (self->drag == DRAG_COUNTER && self->reach != NULL)
    draw_reach (self, cr, board);
  draw_sight_line (self, cr, board);
  draw_retreats (self, cr, board);
  if (self->has_hover)
    {
      vd_render_board_hex_path (cr, board, self->hover_hex);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.25);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 0.35);
      cairo_stroke (cr);
    }
  if (self->has_selected_hex)
    {
      /* The accent blue of GNOME, as a selection. */
      vd_render_board_hex_path (cr, board, self->selected_hex);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.95);
      cairo_set_line_width (cr, 0.7);
      cairo_stroke (cr);
    }
  /* The editor's gesture in progress, in the accent colour. */
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.45);
  if (self->tool == VD_BOARD_TOOL_HEXES || self->tool == VD_BOARD_TOOL_HEX)
    for (guint i = 0; i < self->stroke->len; i++)
      {
        vd_render_board_hex_path (cr, board, g_array_index (self->stroke, VdHex, i));
        cairo_fill (cr);
      }
  else if (self->tool == VD_BOARD_TOOL_PATH || self->tool == VD_BOARD_TOOL_HEXSIDES)
    {
      cairo_set_line_width (cr, 1.6);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      for (guint i = 0; i < self->stroke->len; i++)
        {
          double x, y;

          vd_hex_grid_centre (board->grid, g_array_index (self->stroke, VdHex, i),
                              VD_RENDER_HEX_SIZE, &x, &y);
          if (self->tool == VD_BOARD_TOOL_HEXSIDES && i % 2 == 1)
            /* The side between the pair. */
            hexside_segment_between (cr, board, g_array_index (self->stroke, VdHex, i),
                                     g_array_index (self->stroke, VdHex, i - 1));
          else if (self->tool == VD_BOARD_TOOL_PATH)
            {
              if (i == 0)
                cairo_move_to (cr, x, y);
              else
                cairo_line_to (cr, x, y);
            }
        }
      cairo_stroke (cr);
    }
  if (self->drag == DRAG_COUNTER)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, self->drag_unit);
      double bx, by;

      view_to_board (self, self->drag_x + self->drag_dx, self->drag_y + self->drag_dy, &bx, &by);
      if (unit != NULL)
        {
          cairo_push_group (cr);
          vd_render_board_counter (cr, board, unit, bx, by);
          cairo_pop_group_to_source (cr);
          cairo_paint_with_alpha (cr, 0.8);
        }
    }
}

static void
vd_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdBoardView *self = VD_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->document == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw (self, cr);
  cairo_destroy (cr);
}

static void
vd_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdBoardView *self = VD_BOARD_VIEW (widget);

  /* Until the user zooms or pans, the board fits the window as it changes size. */
  if (!self->placed)
    vd_board_view_zoom_fit (self);
}

static void
document_changed_cb (VdBoardView *self)
{
  g_clear_pointer (&self->zones, g_array_unref);
  load_image (self);
  /* A counter undone out of existence is no longer selected. */
  if (self->selected_unit != NULL &&
      vd_board_find_unit (board_of (self), self->selected_unit) == NULL)
    select_hex (self, self->has_selected_hex, self->selected_hex, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
vd_board_view_set_document (VdBoardView *self, VdBoardDocument *document)
{
  g_clear_pointer (&self->zones, g_array_unref);
  g_return_if_fail (VD_IS_BOARD_VIEW (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_object (document, "changed", G_CALLBACK (document_changed_cb), self,
                             G_CONNECT_SWAPPED);
  g_clear_pointer (&self->selected_unit, g_free);
  self->has_selected_hex = FALSE;
  self->has_hover = FALSE;
  g_clear_pointer (&self->image_path, g_free);
  load_image (self);
  vd_board_view_zoom_fit (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static void
zoom_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdBoardView *self = VD_BOARD_VIEW (widget);
  int direction = g_variant_get_int32 (parameter);

  if (direction > 0)
    vd_board_view_zoom_in (self);
  else if (direction < 0)
    vd_board_view_zoom_out (self);
  else
    vd_board_view_zoom_fit (self);
}

static void
pan_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdBoardView *self = VD_BOARD_VIEW (widget);
  double dx, dy;

  g_variant_get (parameter, "(dd)", &dx, &dy);
  self->ox += dx;
  self->oy += dy;
  self->placed = TRUE;
  gtk_widget_queue_draw (widget);
}

static void
clear_selection_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  /* Escape takes the retreats shaded away too, even with nothing selected. */
  vd_board_view_set_retreats (VD_BOARD_VIEW (widget), NULL);
  select_hex (VD_BOARD_VIEW (widget), FALSE, (VdHex) { 0, 0 }, NULL);
}

static void
vd_board_view_dispose (GObject *object)
{
  g_clear_pointer (&VD_BOARD_VIEW (object)->reach, vd_hex_reach_free);
  g_clear_pointer (&VD_BOARD_VIEW (object)->zones, g_array_unref);
  g_clear_pointer (&VD_BOARD_VIEW (object)->sight, vd_hex_los_free);
  g_clear_pointer (&VD_BOARD_VIEW (object)->retreat, vd_hex_retreat_free);
  VdBoardView *self = VD_BOARD_VIEW (object);

  g_clear_object (&self->document);
  g_clear_pointer (&self->selected_unit, g_free);
  g_clear_pointer (&self->drag_unit, g_free);
  g_clear_pointer (&self->stroke, g_array_unref);
  g_clear_pointer (&self->image, cairo_surface_destroy);
  g_clear_pointer (&self->image_path, g_free);
  g_clear_pointer (&self->side, g_free);
  G_OBJECT_CLASS (vd_board_view_parent_class)->dispose (object);
}

static void
vd_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdBoardView *self = VD_BOARD_VIEW (object);

  if (prop_id >= PROP_SHOW_BACKGROUND && prop_id < N_PROPS)
    g_value_set_boolean (value, self->layers[prop_id - PROP_SHOW_BACKGROUND]);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
vd_board_view_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  VdBoardView *self = VD_BOARD_VIEW (object);

  if (prop_id >= PROP_SHOW_BACKGROUND && prop_id < N_PROPS)
    {
      gboolean shown = g_value_get_boolean (value);

      if (self->layers[prop_id - PROP_SHOW_BACKGROUND] == shown)
        return;
      self->layers[prop_id - PROP_SHOW_BACKGROUND] = shown;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (object, pspec);
    }
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
vd_board_view_class_init (VdBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char * const layer_names[] = { "show-background", "show-terrain", "show-grid",
                                              "show-labels", "show-counters", "show-zones" };

  object_class->dispose = vd_board_view_dispose;
  object_class->get_property = vd_board_view_get_property;
  object_class->set_property = vd_board_view_set_property;
  for (guint i = 0; i < G_N_ELEMENTS (layer_names); i++)
    properties[PROP_SHOW_BACKGROUND + i] =
      /* The zones of control are asked for; the printed map's layers are there. */
      g_param_spec_boolean (layer_names[i], NULL, NULL, PROP_SHOW_BACKGROUND + i != PROP_SHOW_ZONES,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = vd_board_view_snapshot;
  widget_class->size_allocate = vd_board_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "boardview");

  /* The keys of the table view: + and - zoom, 0 fits, the arrows pan, Escape deselects. */
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", zoom_action);
  gtk_widget_class_install_action (widget_class, "board.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "board.clear-selection", NULL,
                                   clear_selection_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i",
                                       -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.pan", "(dd)",
                                       KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.pan", "(dd)",
                                       -KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.pan", "(dd)", 0.0,
                                       KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.pan", "(dd)", 0.0,
                                       -KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "board.clear-selection", NULL);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  /* The counter or hex selected changed, or the game under it. */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 0);
  signals[HOVER_CHANGED] =
    g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 0);
  /* A counter dropped where it may not go: why, for a toast. */
  signals[MOVE_FAILED] =
    g_signal_new ("move-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The editor's gestures (vd_board_view_set_tool). */
  signals[HEXES_PAINTED] =
    g_signal_new ("hexes-painted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[HEXSIDES_DRAWN] =
    g_signal_new ("hexsides-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[PATH_DRAWN] =
    g_signal_new ("path-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[HEX_CLICKED] =
    g_signal_new ("hex-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[IMAGE_CLICKED] =
    g_signal_new ("image-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  /* Something the user should know, for a toast (an image that cannot be read). */
  signals[WARNING] =
    g_signal_new ("warning", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
vd_board_view_init (VdBoardView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->scale = 4.0;
  self->stroke = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; i < G_N_ELEMENTS (self->layers); i++)
    self->layers[i] = PROP_SHOW_BACKGROUND + i != PROP_SHOW_ZONES;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board"), -1);

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

GtkWidget *
vd_board_view_new (void)
{
  return g_object_new (VD_TYPE_BOARD_VIEW, NULL);
}
