#include <glib/gi18n.h>
#include <math.h>

#include "vd-edit-layer.h"
#include "vd-move-layer.h"
#include "vd-render.h"
#include "vd-ruler-layer.h"
#include "vd-sight-layer.h"
#include "vd-table-view-private.h"

#define KEY_PAN_PX        64.0
#define FIT_MARGIN_PX     16.0
/* Around a box brought out from under a panel: its label and selection outline, and a gap. */
#define ENSURE_MARGIN_PX  24.0
/* The view's lower-left corner the scale bar and its label may cover (vd-render.c's
 * draw_scale_bar: 14 px from the edges, at most 160 px long with 8 px of padding). */
#define SCALE_BAR_W       240
#define SCALE_BAR_H       80

G_DEFINE_FINAL_TYPE (VdTableView, vd_table_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_SELECTED_UNIT,
  PROP_MOVING_UNIT,
  PROP_VIEWPORT,
  PROP_SHOW_TERRAIN,
  PROP_SHOW_UNITS,
  PROP_SHOW_LABELS,
  PROP_SHOW_SIGHT,
  PROP_EDITING,
  PROP_SELECTED_FEATURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MESSAGE,
  SELECTION_CHANGED,
  PLACED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
has_size (VdTableView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self)) > 0 && gtk_widget_get_height (GTK_WIDGET (self)) > 0;
}

static void
fit_table (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);

  self->fitted = TRUE;
  if (table != NULL && has_size (self))
    vd_viewport_fit (self->viewport, vd_render_table_extent (table), FIT_MARGIN_PX);
}

static void
zoom_at_center (VdTableView *self, double factor)
{
  vd_table_view_zoom_at (self,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
                         factor);
}

/* The next frame: the backdrop's terrain and units caches see for themselves what changed
 * (vd_terrain_cache_update, vd_units_cache_update) and a pan only shifts them; the sight layer
 * keeps its drawing. */
static void
invalidate_table (VdTableView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
viewport_changed_cb (VdTableView *self)
{
  invalidate_table (self);
}

static void
unit_changed_cb (VdTableView *self, const char *unit_id)
{
  /* A dragged unit is drawn over the units layer at each frame: the units cache, which leaves
   * it out, stays. */
  invalidate_table (self);
  vd_table_view_update_cursor (self);
}

/* Undo, redo: the battle as it stands was rebuilt; a unit that is gone can be neither
 * selected nor dragged. */
static void
table_replaced_cb (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);

  vd_table_view_end_move (self);
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
  if (self->selected_unit != NULL && vd_table_find_unit (table, self->selected_unit) == NULL)
    vd_table_view_set_selected_unit (self, NULL);
  vd_table_view_prune_selection (self);
  vd_table_view_edit_table_replaced (self);
  invalidate_table (self);
  vd_table_view_update_cursor (self);
}

/* A side's view may now hide other enemies: redraw them, and let the selection go with them. */
static void
sight_changed_cb (VdTableView *self)
{
  if (vd_sight_state_get_hidden (self->sight) == NULL
      && !vd_table_backdrop_hides_units (self->backdrop))
    return;
  if (self->selected_unit != NULL && !vd_table_view_shows_unit (self, self->selected_unit))
    vd_table_view_set_selected_unit (self, NULL);
  vd_table_view_prune_selection (self);
  invalidate_table (self);
  vd_table_view_update_cursor (self);
}

/* The ruler's measurement changed: the readout tells its length, or what to do next. */
static void
ruler_changed_cb (VdTableView *self)
{
  VdTable *table = vd_table_view_get_table (self);
  double mm_per_pace = table != NULL ? vd_table_mm_per_pace (table, vd_table_view_get_ruleset (self))
                                     : 1;
  g_autofree char *text = vd_ruler_layer_describe (VD_RULER_LAYER (self->ruler_layer),
                                                   mm_per_pace);

  vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), text, FALSE);
}

/* A layer switched on or off: the table drawn again, the sight overlay shown or hidden. */
static void
set_layer_shown (VdTableView *self, guint prop_id, gboolean shown)
{
  gboolean *field = prop_id == PROP_SHOW_TERRAIN ? &self->show_terrain
                    : prop_id == PROP_SHOW_UNITS ? &self->show_units
                    : prop_id == PROP_SHOW_LABELS ? &self->show_labels
                    : &self->show_sight;

  shown = !!shown;
  if (*field == shown)
    return;
  *field = shown;
  gtk_widget_set_visible (self->sight_layer, self->show_sight);
  invalidate_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
zoom_in_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_in (VD_TABLE_VIEW (widget));
}

static void
zoom_out_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_out (VD_TABLE_VIEW (widget));
}

static void
zoom_fit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_fit (VD_TABLE_VIEW (widget));
}

static void
pan_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  double dx, dy;

  g_variant_get (parameter, "(dd)", &dx, &dy);
  vd_table_view_pan_by (VD_TABLE_VIEW (widget), dx, dy);
}

/* Space during a move: the unit's place becomes a waypoint, to go round a marsh or a wood. */
static void
add_waypoint_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_add_waypoint (VD_TABLE_VIEW (widget));
}

/* Escape: during a move it puts the unit back, as everywhere a drag can be cancelled. */
static void
clear_selection_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdTableView *self = VD_TABLE_VIEW (widget);

  /* From the window (the focus elsewhere), the terrain editor's Escape comes first too. */
  if (vd_table_view_cancel_move (self) || vd_table_view_cancel_placing (self)
      || vd_table_view_edit_escape (self))
    return;
  if (vd_table_view_get_tool (self) != VD_TABLE_TOOL_NONE)
    vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
  else
    vd_table_view_select_unit (self, NULL);
}

/* The table shows at any size; the overlay layer follows the view. */
static void
vd_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  gtk_widget_measure (VD_TABLE_VIEW (widget)->sight_layer, orientation, for_size, minimum, natural,
                      NULL, NULL);
}

static void
vd_table_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  VdTableView *self = VD_TABLE_VIEW (widget);

  vd_viewport_set_view_size (self->viewport, width, height);
  if (self->fitted)
    fit_table (self);
  gtk_widget_allocate (self->sight_layer, width, height, baseline, NULL);
  gtk_widget_allocate (self->ruler_layer, width, height, baseline, NULL);
  gtk_widget_allocate (self->move_layer, width, height, baseline, NULL);
  gtk_widget_allocate (self->edit_layer, width, height, baseline, NULL);
}

/* The units a drag moves, lifted off the units layer, or NULL when none is moving. */
static GHashTable *
lifted_units (VdTableView *self)
{
  const char *moving = vd_table_view_get_moving_unit (self);
  GHashTable *lifted;
  GHashTableIter iter;
  gpointer id;

  if (moving == NULL)
    return NULL;
  lifted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (lifted, g_strdup (moving));
  if (vd_unit_drag_moves_group (self->unit_drag))
    {
      g_hash_table_iter_init (&iter, self->selection);
      while (g_hash_table_iter_next (&iter, &id, NULL))
        g_hash_table_add (lifted, g_strdup (id));
    }
  return lifted;
}

static void
layer_options (VdTableView *self, VdRenderOptions *options)
{
  vd_table_view_get_render_options (self, options);
  options->selected_unit = self->selected_unit;
  options->selected_units = self->selection;
  /* A unit dragged by the rules is a ghost until it is dropped. */
  if (!vd_unit_drag_get_free (self->unit_drag))
    {
      options->ghost_unit = vd_table_view_get_moving_unit (self);
      if (options->ghost_unit != NULL && vd_unit_drag_moves_group (self->unit_drag))
        options->ghost_units = self->selection;
    }
  /* The widget's CSS background shows around the table, following the light or dark style. */
  options->background.a = 0;
}

static GskRenderNode *
draw_units_layer (VdTableView *self, const VdRenderOptions *options, VdRect area)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (area.x0, area.y0,
                                                                 area.x1 - area.x0,
                                                                 area.y1 - area.y0));
  vd_viewport_apply (self->viewport, cr);
  vd_render_units_layer (cr, vd_document_get_table (self->document),
                         vd_document_get_ruleset (self->document), self->viewport, options);
  cairo_destroy (cr);
  return gtk_snapshot_free_to_node (snapshot);
}

/* The terrain and units layers, the units layer without the units LIFTED, and the scale bar over
 * them; while a zoom goes on, the layers as they were drawn, scaled, where they can be. */
static void
snapshot_backdrop (VdTableView *self, GtkSnapshot *snapshot, VdRenderOptions *options,
                   GHashTable *lifted, int width, int height)
{
  VdTable *table = vd_document_get_table (self->document);
  VdRuleset *ruleset = vd_document_get_ruleset (self->document);
  int scale_factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean zooming = vd_table_view_is_zooming (self);
  VdRenderOptions layer;
  cairo_t *cr;

  vd_table_backdrop_snapshot_terrain (self->backdrop, snapshot, table, ruleset, self->viewport,
                                      options, scale_factor, width, height, zooming);
  options->terrain_labels = vd_table_backdrop_get_terrain_labels (self->backdrop);
  layer = *options;
  layer.lifted_units = lifted;
  vd_table_backdrop_snapshot_units (self->backdrop, snapshot, table, ruleset, self->viewport,
                                    &layer, scale_factor, width, height, zooming);
  /* The bar stays in the view's corner: a few shapes drawn at each frame, not kept, in the
   * corner alone so that GSK uploads no more than it. */
  if (options->scale_bar)
    {
      cr = gtk_snapshot_append_cairo (snapshot,
                                      &GRAPHENE_RECT_INIT (0, MAX (height - SCALE_BAR_H, 0),
                                                           MIN (SCALE_BAR_W, width),
                                                           MIN (SCALE_BAR_H, height)));
      vd_viewport_apply (self->viewport, cr);
      vd_render_scale_bar (cr, table, ruleset, self->viewport, options);
      cairo_destroy (cr);
    }
}

static void
vd_table_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  VdTableView *self = VD_TABLE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GHashTable) lifted = NULL;
  VdRenderOptions options;
  VdRect area;

  if (self->document == NULL || width <= 0 || height <= 0)
    return;

  layer_options (self, &options);
  lifted = lifted_units (self);
  snapshot_backdrop (self, snapshot, &options, lifted, width, height);
  /* The dragged units over the rest, drawn again at each motion in their own small rectangle. */
  if (lifted != NULL
      && vd_render_lifted_view_rect (vd_document_get_table (self->document), self->viewport,
                                     lifted, &area))
    {
      g_autoptr(GskRenderNode) top = NULL;

      options.lifted_units = lifted;
      options.only_lifted = TRUE;
      top = draw_units_layer (self, &options, area);
      if (top != NULL)
        gtk_snapshot_append_node (snapshot, top);
    }
  gtk_widget_snapshot_child (widget, self->sight_layer, snapshot);
  gtk_widget_snapshot_child (widget, self->ruler_layer, snapshot);
  gtk_widget_snapshot_child (widget, self->move_layer, snapshot);
  vd_table_view_snapshot_arrange (self, snapshot);
  gtk_widget_snapshot_child (widget, self->edit_layer, snapshot);
}

static gboolean
vd_table_view_query_tooltip (GtkWidget  *widget,
                             int         x,
                             int         y,
                             gboolean    keyboard_tooltip,
                             GtkTooltip *tooltip)
{
  VdTableView *self = VD_TABLE_VIEW (widget);
  const VdUnit *unit;

  if (keyboard_tooltip || vd_unit_drag_get_unit (self->unit_drag) != NULL)
    return FALSE;
  unit = vd_table_view_unit_at (self, x, y);
  if (unit == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, unit->name != NULL ? unit->name : unit->id);
  return TRUE;
}

static void
vd_table_view_dispose (GObject *object)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  /* The drag lets the document go; it is freed at finalize, for a late vd_table_view_end_move. */
  vd_unit_drag_clear (self->unit_drag);
  vd_unit_drag_forget_refused (self->unit_drag);
  vd_table_view_arrange_dispose (self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->sight != NULL)
    g_signal_handlers_disconnect_by_data (self->sight, self);
  g_clear_object (&self->document);
  g_clear_object (&self->sight);
  g_clear_pointer (&self->sight_layer, gtk_widget_unparent);
  g_clear_pointer (&self->ruler_layer, gtk_widget_unparent);
  g_clear_pointer (&self->move_layer, gtk_widget_unparent);
  vd_table_view_edit_dispose (self);
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);
  g_clear_pointer (&self->backdrop, vd_table_backdrop_free);
  g_clear_pointer (&self->zoom, vd_table_zoom_free);

  G_OBJECT_CLASS (vd_table_view_parent_class)->dispose (object);
}

static void
vd_table_view_finalize (GObject *object)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  g_free (self->selected_unit);
  vd_unit_drag_free (self->unit_drag);
  vd_unit_placing_free (self->placing);
  vd_rotate_drag_free (self->rotate);
  vd_band_select_free (self->band);
  vd_table_tool_state_free (self->tool_state);
  vd_table_press_free (self->press);
  vd_table_pinch_free (self->pinch);
  vd_refused_order_free (self->refused_order);

  G_OBJECT_CLASS (vd_table_view_parent_class)->finalize (object);
}

static void
vd_table_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_SELECTED_UNIT:
      g_value_set_string (value, self->selected_unit);
      break;
    case PROP_MOVING_UNIT:
      g_value_set_string (value, vd_table_view_get_moving_unit (self));
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_EDITING:
      g_value_set_boolean (value, vd_table_view_get_editing (self));
      break;
    case PROP_SELECTED_FEATURE:
      g_value_set_string (value, vd_table_view_get_selected_feature (self));
      break;
    case PROP_SHOW_TERRAIN:
      g_value_set_boolean (value, self->show_terrain);
      break;
    case PROP_SHOW_UNITS:
      g_value_set_boolean (value, self->show_units);
      break;
    case PROP_SHOW_LABELS:
      g_value_set_boolean (value, self->show_labels);
      break;
    case PROP_SHOW_SIGHT:
      g_value_set_boolean (value, self->show_sight);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  VdTableView *self = VD_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED_UNIT:
      vd_table_view_select_unit (self, g_value_get_string (value));
      break;
    case PROP_SHOW_TERRAIN:
    case PROP_SHOW_UNITS:
    case PROP_SHOW_LABELS:
    case PROP_SHOW_SIGHT:
      set_layer_shown (self, prop_id, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
vd_table_view_class_init (VdTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_table_view_dispose;
  object_class->finalize = vd_table_view_finalize;
  object_class->get_property = vd_table_view_get_property;
  object_class->set_property = vd_table_view_set_property;

  widget_class->measure = vd_table_view_measure;
  widget_class->size_allocate = vd_table_view_size_allocate;
  widget_class->snapshot = vd_table_view_snapshot;
  widget_class->query_tooltip = vd_table_view_query_tooltip;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, VD_TYPE_DOCUMENT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_UNIT] =
    g_param_spec_string ("selected-unit", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVING_UNIT] =
    g_param_spec_string ("moving-unit", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, VD_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITING] =
    g_param_spec_boolean ("editing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_FEATURE] =
    g_param_spec_string ("selected-feature", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_TERRAIN] =
    g_param_spec_boolean ("show-terrain", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_UNITS] =
    g_param_spec_boolean ("show-units", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_LABELS] =
    g_param_spec_boolean ("show-labels", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SIGHT] =
    g_param_spec_boolean ("show-sight", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PLACED] =
    g_signal_new ("placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "view.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "view.zoom-fit", NULL, zoom_fit_action);
  gtk_widget_class_install_action (widget_class, "view.pan", "(dd)", pan_action);
  gtk_widget_class_install_action (widget_class, "view.clear-selection", NULL, clear_selection_action);
  gtk_widget_class_install_action (widget_class, "view.add-waypoint", NULL, add_waypoint_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "view.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "view.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "view.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "view.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "view.pan", "(dd)", KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "view.pan", "(dd)", -KEY_PAN_PX, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "view.pan", "(dd)", 0.0, KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "view.pan", "(dd)", 0.0, -KEY_PAN_PX);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "view.clear-selection", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "view.add-waypoint", NULL);
  vd_table_view_arrange_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "tableview");
}

static void
vd_table_view_init (VdTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->fitted = TRUE;
  self->show_terrain = self->show_units = self->show_labels = self->show_sight = TRUE;
  vd_table_view_arrange_init (self);
  self->viewport = vd_viewport_new ();
  g_signal_connect_swapped (self->viewport, "changed", G_CALLBACK (viewport_changed_cb), self);
  self->backdrop = vd_table_backdrop_new ();
  self->tool_state = vd_table_tool_state_new ();
  self->press = vd_table_press_new ();
  self->refused_order = vd_refused_order_new ();

  self->sight_layer = vd_sight_layer_new (self->viewport);
  gtk_widget_set_parent (self->sight_layer, widget);
  self->ruler_layer = vd_ruler_layer_new (self->viewport);
  gtk_widget_set_parent (self->ruler_layer, widget);
  g_signal_connect_swapped (self->ruler_layer, "changed", G_CALLBACK (ruler_changed_cb), self);
  self->move_layer = vd_move_layer_new (self->viewport);
  gtk_widget_set_parent (self->move_layer, widget);
  self->unit_drag = vd_unit_drag_new (VD_MOVE_LAYER (self->move_layer));
  /* The kept drawing was made for the old resolution. */
  g_signal_connect_swapped (self, "notify::scale-factor", G_CALLBACK (invalidate_table), self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Battle table"),
                                  -1);

  vd_table_view_add_controllers (self);
  vd_table_view_edit_init (self);
}

void
vd_table_view_zoom_at (VdTableView *self, double view_x, double view_y, double factor)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->document == NULL)
    return;
  self->fitted = FALSE;
  if (self->zoom != NULL)
    vd_table_zoom_step (self->zoom, vd_table_pinch_is_on (self->pinch));
  vd_viewport_zoom_at (self->viewport, view_x, view_y, factor);
}

gboolean
vd_table_view_is_zooming (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  return self->zoom != NULL && vd_table_zoom_is_on (self->zoom);
}

void
vd_table_view_end_zoom (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->zoom != NULL)
    vd_table_zoom_end (self->zoom);
}

void
vd_table_view_set_zoom_settle (VdTableView *self, guint ms)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->zoom != NULL)
    vd_table_zoom_set_settle (self->zoom, ms);
}

void
vd_table_view_pan_by (VdTableView *self, double dx, double dy)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->document == NULL)
    return;
  self->fitted = FALSE;
  vd_viewport_pan_by (self->viewport, dx, dy);
}

/* A click selects one unit: the others go. */
void
vd_table_view_set_selected_unit (VdTableView *self, const char *unit_id)
{
  gboolean others = g_hash_table_size (self->selection) > (self->selected_unit != NULL ? 1u : 0u);

  if (g_strcmp0 (self->selected_unit, unit_id) == 0 && !others)
    return;

  g_hash_table_remove_all (self->selection);
  if (unit_id != NULL)
    g_hash_table_add (self->selection, g_strdup (unit_id));
  if (g_strcmp0 (self->selected_unit, unit_id) == 0)
    {
      vd_table_view_selection_changed (self, FALSE);
      return;
    }
  g_free (self->selected_unit);
  self->selected_unit = g_strdup (unit_id);
  vd_table_view_selection_changed (self, TRUE);
}

void
vd_table_view_selection_changed (VdTableView *self, gboolean primary_changed)
{
  invalidate_table (self);
  if (primary_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_UNIT]);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
vd_table_view_invalidate (VdTableView *self)
{
  invalidate_table (self);
}

void
vd_table_view_emit_placed (VdTableView *self, const char *unit_id)
{
  g_signal_emit (self, signals[PLACED], 0, unit_id);
}

void
vd_table_view_start_move (VdTableView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVING_UNIT]);
}

void
vd_table_view_end_move (VdTableView *self)
{
  gboolean was_moving = vd_table_view_get_moving_unit (self) != NULL;

  vd_unit_drag_clear (self->unit_drag);
  if (vd_table_press_get_mode (self->press) == VD_DRAG_MOVE)
    vd_table_press_set_mode (self->press, VD_DRAG_NONE);
  if (was_moving)
    invalidate_table (self);
  /* The ghost goes with the drag; a tool's prompt comes back. */
  if (self->move_layer != NULL)
    vd_table_view_tool_prompt (self);
  if (was_moving)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVING_UNIT]);
}

void
vd_table_view_update_cursor (VdTableView *self)
{
  VdDragMode mode = vd_table_press_get_mode (self->press);
  const char *cursor = "grab";

  if (vd_table_view_edit_update_cursor (self))
    return;
  if (vd_table_press_get_moved (self->press)
      && (mode == VD_DRAG_PAN
          || (mode == VD_DRAG_MOVE && vd_unit_drag_get_unit (self->unit_drag) != NULL)))
    cursor = "grabbing";
  else if (vd_table_view_get_tool (self) != VD_TABLE_TOOL_NONE || vd_table_view_get_placing (self) != NULL)
    cursor = "crosshair";
  else if (self->document == NULL)
    cursor = NULL;
  else if (self->pointer.inside
           && vd_table_view_unit_at (self, self->pointer.x, self->pointer.y) != NULL)
    cursor = "pointer";
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), cursor);
}

GtkWidget *
vd_table_view_new (void)
{
  return g_object_new (VD_TYPE_TABLE_VIEW, NULL);
}

void
vd_table_view_set_document (VdTableView *self, VdDocument *document, VdSightState *sight)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  g_return_if_fail (document == NULL || VD_IS_DOCUMENT (document));
  g_return_if_fail (sight == NULL || vd_sight_state_get_document (sight) == document);

  if (self->document == document && self->sight == sight)
    return;

  vd_table_view_end_move (self);
  vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
  if (self->document != document)
    vd_table_view_set_editing (self, FALSE);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->sight != NULL)
    g_signal_handlers_disconnect_by_data (self->sight, self);
  vd_sight_layer_set_state (VD_SIGHT_LAYER (self->sight_layer), sight);

  if (self->document != document)
    {
      g_set_object (&self->document, document);
      if (self->selected_unit != NULL
          && (document == NULL || vd_table_find_unit (vd_document_get_table (document), self->selected_unit) == NULL))
        vd_table_view_set_selected_unit (self, NULL);
      fit_table (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  g_set_object (&self->sight, sight);

  if (document != NULL)
    {
      g_signal_connect_object (document, "unit-changed", G_CALLBACK (unit_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (document, "table-replaced", G_CALLBACK (table_replaced_cb), self,
                               G_CONNECT_SWAPPED);
    }
  if (sight != NULL)
    g_signal_connect_object (sight, "changed", G_CALLBACK (sight_changed_cb), self,
                             G_CONNECT_SWAPPED);

  vd_table_view_update_cursor (self);
  invalidate_table (self);
}

VdDocument *
vd_table_view_get_document (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->document;
}

VdSightState *
vd_table_view_get_sight_state (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->sight;
}

VdTable *
vd_table_view_get_table (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->document != NULL ? vd_document_get_table (self->document) : NULL;
}

VdRuleset *
vd_table_view_get_ruleset (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->document != NULL ? vd_document_get_ruleset (self->document) : NULL;
}

VdViewport *
vd_table_view_get_viewport (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->viewport;
}

const char *
vd_table_view_get_selected_unit (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return self->selected_unit;
}

const VdUnit *
vd_table_view_get_selected (VdTableView *self)
{
  VdTable *table;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);

  table = vd_table_view_get_table (self);
  if (table == NULL || self->selected_unit == NULL)
    return NULL;
  return vd_table_find_unit (table, self->selected_unit);
}

gboolean
vd_table_view_select_unit (VdTableView *self, const char *unit_id)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  if (unit_id != NULL && !vd_table_view_shows_unit (self, unit_id))
    return FALSE;
  vd_table_view_set_selected_unit (self, unit_id);
  return TRUE;
}

const char *
vd_table_view_get_moving_unit (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return vd_table_press_get_moved (self->press) ? vd_unit_drag_get_unit (self->unit_drag)
                                                : NULL;
}

const VdUnit *
vd_table_view_unit_at (VdTableView *self, double x, double y)
{
  VdTable *table;
  VdPoint p;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);

  table = vd_table_view_get_table (self);
  /* While the terrain is edited, clicks go to the terrain. */
  if (table == NULL || vd_table_view_get_editing (self))
    return NULL;
  p = vd_viewport_view_to_table (self->viewport, vd_point (x, y));
  /* Later units are drawn above: the topmost one the view shows. */
  for (guint i = table->units->len; i > 0; i--)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i - 1);

      if (vd_footprint_contains_point (vd_unit_footprint (unit), p)
          && !(self->sight != NULL && vd_sight_state_is_hidden (self->sight, unit->id)))
        return unit;
    }
  return NULL;
}

gboolean
vd_table_view_shows_unit (VdTableView *self, const char *unit_id)
{
  VdTable *table;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  table = vd_table_view_get_table (self);
  if (table == NULL || unit_id == NULL || vd_table_find_unit (table, unit_id) == NULL)
    return FALSE;
  return self->sight == NULL || !vd_sight_state_is_hidden (self->sight, unit_id);
}

gboolean
vd_table_view_may_change_unit (VdTableView *self, const char *unit_id)
{
  VdTable *table;
  const VdUnit *unit;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  table = vd_table_view_get_table (self);
  unit = table != NULL && unit_id != NULL ? vd_table_find_unit (table, unit_id) : NULL;
  return unit != NULL
         && (self->sight == NULL
             || vd_side_view_knows_state (vd_sight_state_get_side_view (self->sight), unit));
}

void
vd_table_view_show_unit (VdTableView *self, const char *unit_id)
{
  VdTable *table;
  const VdUnit *unit;
  VdRect visible;
  VdPoint centre;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  table = vd_table_view_get_table (self);
  if (!vd_table_view_shows_unit (self, unit_id))
    return;
  unit = vd_table_find_unit (table, unit_id);
  centre = vd_footprint_centre (vd_unit_footprint (unit));
  visible = vd_rect_inflate (vd_viewport_get_visible_rect (self->viewport),
                             -FIT_MARGIN_PX / vd_viewport_get_scale (self->viewport));
  if (!vd_rect_contains_point (visible, centre))
    {
      self->fitted = FALSE;
      vd_viewport_set_center (self->viewport, centre);
    }
  vd_sight_layer_flash_unit (VD_SIGHT_LAYER (self->sight_layer), unit_id);
}

VdRect
vd_table_view_get_selection_box (VdTableView *self)
{
  VdTable *table;
  const char *feature_id;
  const VdFeature *feature;
  const VdUnit *unit;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), vd_rect_empty ());

  table = vd_table_view_get_table (self);
  if (table == NULL)
    return vd_rect_empty ();
  feature_id = vd_table_view_get_selected_feature (self);
  feature = feature_id != NULL ? vd_table_find_feature (table, feature_id) : NULL;
  if (feature != NULL)
    return vd_feature_bounds (feature);
  unit = vd_table_view_shows_unit (self, self->selected_unit)
           ? vd_table_find_unit (table, self->selected_unit) : NULL;
  return unit != NULL ? vd_footprint_bounds (vd_unit_footprint (unit)) : vd_rect_empty ();
}

gboolean
vd_table_view_ensure_visible (VdTableView *self, VdRect box_mm, const graphene_rect_t *free_area)
{
  VdRect area;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (free_area != NULL, FALSE);

  if (self->document == NULL || !has_size (self))
    return FALSE;
  area = (VdRect) { free_area->origin.x, free_area->origin.y,
                    free_area->origin.x + free_area->size.width,
                    free_area->origin.y + free_area->size.height };
  if (!vd_viewport_ensure_visible (self->viewport, box_mm, area, ENSURE_MARGIN_PX))
    return FALSE;
  /* Panned for the user: a resize no longer fits the table again. */
  self->fitted = FALSE;
  return TRUE;
}

void
vd_table_view_emit_message (VdTableView *self, const char *text)
{
  g_signal_emit (self, signals[MESSAGE], 0, text);
}

const char *
vd_table_view_get_readout (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), NULL);
  return vd_move_layer_get_text (VD_MOVE_LAYER (self->move_layer));
}

gboolean
vd_table_view_get_readout_error (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return vd_move_layer_get_error (VD_MOVE_LAYER (self->move_layer));
}

void
vd_table_view_zoom_in (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  zoom_at_center (self, VD_TABLE_VIEW_ZOOM_STEP);
}

void
vd_table_view_zoom_out (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  zoom_at_center (self, 1.0 / VD_TABLE_VIEW_ZOOM_STEP);
}

void
vd_table_view_zoom_fit (VdTableView *self)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  fit_table (self);
}

void
vd_table_view_zoom_to_rect (VdTableView *self, VdRect table_rect)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->document == NULL || !has_size (self))
    return;
  self->fitted = FALSE;
  vd_viewport_fit (self->viewport, table_rect, FIT_MARGIN_PX);
}

void
vd_table_view_get_render_options (VdTableView *self, VdRenderOptions *options)
{
  g_return_if_fail (VD_IS_TABLE_VIEW (self));
  g_return_if_fail (options != NULL);

  vd_render_options_init (options);
  options->terrain = self->show_terrain;
  options->units = self->show_units;
  options->labels = self->show_labels;
  options->hidden_units = self->sight != NULL ? vd_sight_state_get_hidden (self->sight) : NULL;
}
