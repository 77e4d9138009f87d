#include <glib/gi18n.h>

#include "vd-dice.h"
#include "vd-journal.h"
#include "vd-move-layer.h"
#include "vd-ruler-layer.h"
#include "vd-table-view-private.h"
#include "vd-village-fire.h"

#define PICK_TOLERANCE_PX 8.0  /* how near a line a click picks it */

/* The hedge, wall or house at view point (X, Y) that the tool works on, and the click there. */
static VdFeature *
target_at (VdTableView *self, double x, double y, VdPoint *aim)
{
  VdTable *table = vd_table_view_get_table (self);
  VdPoint p = vd_viewport_view_to_table (self->viewport, vd_point (x, y));
  double tolerance = PICK_TOLERANCE_PX / vd_viewport_get_scale (self->viewport);
  VdFeature *best = NULL;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; table != NULL && i < table->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);
      VdPolyline path = { feature->path.points, feature->path.n_points };
      double distance;

      if (!vd_table_tool_state_fits_target (self->tool_state, feature))
        continue;
      if (feature->shape == VD_SHAPE_AREA)
        {
          VdPolygon outline = { feature->path.points, feature->path.n_points };

          /* Inside a house counts as on it: the battery aims at the side nearest the click. */
          distance = vd_polygon_contains_point (outline, p)
                     ? 0 : vd_polygon_boundary_distance (outline, p);
        }
      else
        distance = vd_polyline_point_distance (path, p);
      if (distance <= tolerance && distance < best_distance)
        {
          best = feature;
          best_distance = distance;
        }
    }
  *aim = p;
  return best;
}

void
vd_table_view_tool_prompt (VdTableView *self)
{
  VdMoveLayer *layer = VD_MOVE_LAYER (self->move_layer);
  gboolean picked = vd_table_tool_state_get_actor (self->tool_state) != NULL;
  const char *text = NULL;

  switch (vd_table_tool_state_get_tool (self->tool_state))
    {
    case VD_TABLE_TOOL_NONE:
      if (vd_table_view_get_placing (self) != NULL)
        {
          vd_table_view_placing_prompt (self);
          return;
        }
      break;
    case VD_TABLE_TOOL_BOMBARD:
      text = !picked
             ? _("Bombard: click the battery that fires — Esc cancels")
             : _("Bombard: click the hedge, wall or house to fire at — Esc cancels");
      break;
    case VD_TABLE_TOOL_REPAIR:
      text = !picked
             ? _("Repair: click the engineers — Esc cancels")
             : _("Repair: click the hedge, wall or house to rebuild — Esc cancels");
      break;
    case VD_TABLE_TOOL_FIRE:
      text = !picked
             ? _("Set on fire: click the battery with a howitzer — Esc cancels")
             : _("Set on fire: click the village — Esc cancels");
      break;
    case VD_TABLE_TOOL_RECOIL:
      text = !picked
             ? _("Push back: click the unit pushed back — Esc cancels")
             : _("Push back: click where the unit goes — Esc cancels");
      break;
    case VD_TABLE_TOOL_DECLARE_FIRE:
      text = !picked
             ? _("Declare fire: click the unit that fires — Esc cancels")
             : _("Declare fire: point at the enemy to fire at, click to record — Esc cancels");
      break;
    case VD_TABLE_TOOL_DECLARE_CHARGE:
      text = !picked
             ? _("Declare a charge: click the unit that charges — Esc cancels")
             : _("Declare a charge: point at the enemy to charge, click to record — Esc cancels");
      break;
    case VD_TABLE_TOOL_MEASURE:
      /* The ruler's readout follows its "changed" signal. */
      vd_ruler_layer_show (VD_RULER_LAYER (self->ruler_layer));
      return;
    }
  vd_move_layer_show_text (layer, text, FALSE);
}

void
vd_table_view_begin_tool (VdTableView *self, VdTableTool tool)
{
  const VdUnit *selected;

  g_return_if_fail (VD_IS_TABLE_VIEW (self));

  if (self->document == NULL)
    tool = VD_TABLE_TOOL_NONE;
  vd_table_tool_state_begin (self->tool_state, tool);
  if (self->ruler_layer != NULL)
    vd_ruler_layer_clear (VD_RULER_LAYER (self->ruler_layer));
  selected = vd_table_view_get_selected (self);
  if (tool != VD_TABLE_TOOL_NONE && selected != NULL
      && vd_table_tool_state_fits_actor (self->tool_state, selected)
      && vd_table_view_may_change_unit (self, selected->id))
    vd_table_tool_state_set_actor (self->tool_state, selected->id);
  if (self->move_layer != NULL)
    vd_table_view_tool_prompt (self);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   tool != VD_TABLE_TOOL_NONE ? "crosshair" : NULL);
  if (tool == VD_TABLE_TOOL_NONE)
    vd_table_view_update_cursor (self);
}

VdTableTool
vd_table_view_get_tool (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), VD_TABLE_TOOL_NONE);
  return vd_table_tool_state_get_tool (self->tool_state);
}

static void
pick_actor (VdTableView *self, double x, double y)
{
  const VdUnit *unit = vd_table_view_unit_at (self, x, y);

  if (unit == NULL)
    return;
  if (!vd_table_view_may_change_unit (self, unit->id))
    {
      vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer),
                               _("A side’s view gives orders to its own units only"), TRUE);
      return;
    }
  if (!vd_table_tool_state_fits_actor (self->tool_state, unit))
    {
      VdTableTool tool = vd_table_tool_state_get_tool (self->tool_state);
      const char *text = _("Only engineers rebuild: click an engineers unit");

      if (tool == VD_TABLE_TOOL_BOMBARD)
        text = _("Only a battery bombards: click an artillery unit");
      else if (tool == VD_TABLE_TOOL_FIRE)
        text = _("Only a battery with a howitzer sets a village on fire (HOUSE-10)");
      vd_move_layer_show_text (VD_MOVE_LAYER (self->move_layer), text, TRUE);
      return;
    }
  vd_table_tool_state_set_actor (self->tool_state, unit->id);
  vd_table_view_set_selected_unit (self, unit->id);
  vd_table_view_tool_prompt (self);
}

/* HOUSE-10: the attempt is declared; Vedette rolls the fire die for the referee. */
static char *
order_fire (VdTableView *self, const char *actor, const char *house_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) inside = NULL;
  g_autoptr(VdFeature) before = NULL;
  g_autofree char *points = NULL;
  GString *text;
  gboolean burning = FALSE;
  g_autoptr(VdDice) dice = vd_dice_new ();
  int die = vd_dice_roll (dice, VD_DIE_D6);
  VdBattle *battle = vd_document_get_battle (self->document);
  const VdFeature *house;
  VdTable *table;

  g_autofree char *battery = g_strdup (vd_journal_unit_name (vd_document_get_table (self->document),
                                                             actor));
  g_autofree char *village = vd_journal_feature_name (vd_document_get_table (self->document),
                                                      vd_document_get_ruleset (self->document),
                                                      house_id);

  house = vd_table_find_feature (vd_document_get_table (self->document), house_id);
  before = house != NULL ? vd_feature_copy (house) : NULL;
  if (!vd_document_set_fire (self->document, actor, house_id, die, &burning, &error))
    {
      vd_table_view_keep_refused_order (self, VD_TABLE_TOOL_FIRE, actor, house_id, NULL);
      return g_strdup (error->message);
    }
  /* What the fire costs the side that set it (the event recorded says it). */
  points = vd_village_fire_describe_points (vd_document_get_table (self->document), before,
                                           vd_battle_get_event (battle,
                                                  vd_battle_get_n_applied (battle) - 1));
  if (!burning)
    /* Translators: the die, the battery, the house. */
    return g_strdup_printf (_("The fire die shows %d: %s does not set %s on fire (HOUSE-10)"), die,
                            battery, village);
  text = g_string_new (NULL);
  /* Translators: the die, the house, the battery. */
  g_string_printf (text, _("The fire die shows %d: %s burns, set on fire by %s (HOUSE-10)"), die,
                   village, battery);
  if (points != NULL)
    g_string_append_printf (text, "%s%s", C_("fire", " — "), points);
  /* Recording gave the document a new table: ask it, not the one clicked. */
  table = vd_document_get_table (self->document);
  inside = vd_damage_units_in_fire (table, vd_table_find_feature (table, house_id));
  for (guint i = 0; i < inside->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (inside, i);

      /* A side's view names only the units it sees in the village. */
      if (!vd_table_view_shows_unit (self, unit->id))
        continue;
      g_string_append (text, C_("fire", " — "));
      /* Translators: a unit in the burning village. */
      g_string_append_printf (text, _("%s must leave or is destroyed next turn"),
                              vd_journal_unit_name (table, unit->id));
    }
  return g_string_free (text, FALSE);
}

/* The battery's bombardment of FEATURE_ID at AIM, told; kept when the turn's limits refuse it. */
static char *
order_bombard (VdTableView *self, const char *actor, const char *feature_id, const VdPoint *aim)
{
  VdDamageAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *battery = g_strdup (vd_journal_unit_name (vd_document_get_table (self->document),
                                                             actor));
  g_autofree char *target = vd_journal_feature_name (vd_document_get_table (self->document),
                                                     vd_document_get_ruleset (self->document),
                                                     feature_id);
  char *text;

  if (!vd_document_bombard (self->document, actor, feature_id, aim, &answer, &error))
    {
      vd_table_view_keep_refused_order (self, VD_TABLE_TOOL_BOMBARD, actor, feature_id, aim);
      return g_strdup (error->message);
    }
  /* Translators: battery, paces, feature, rule ID: "Russian battery damaged 120 paces of the
   * hedge (LOBS-3)". */
  text = g_strdup_printf (_("%s damaged %.0f paces of %s (%s)"), battery, answer.affected,
                          target, answer.rule);
  vd_damage_answer_clear (&answer);
  return text;
}

static void
order_target (VdTableView *self, double x, double y)
{
  VdDamageAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *feature_id = NULL;
  g_autofree char *actor = NULL;
  g_autofree char *who = NULL;
  g_autofree char *what = NULL;
  VdTableTool tool = vd_table_tool_state_get_tool (self->tool_state);
  VdFeature *feature;
  VdPoint aim;
  gboolean done;

  feature = target_at (self, x, y, &aim);
  if (feature == NULL)
    return;
  vd_table_view_forget_refused_move (self);
  /* The order replaces the document's table: keep the id, not the feature. */
  feature_id = g_strdup (feature->id);
  actor = g_strdup (vd_table_tool_state_get_actor (self->tool_state));
  if (tool == VD_TABLE_TOOL_FIRE || tool == VD_TABLE_TOOL_BOMBARD)
    {
      text = tool == VD_TABLE_TOOL_FIRE ? order_fire (self, actor, feature_id)
                                        : order_bombard (self, actor, feature_id, &aim);
      vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
      vd_table_view_emit_message (self, text);
      return;
    }
  who = g_strdup (vd_journal_unit_name (vd_table_view_get_table (self), actor));
  what = vd_journal_feature_name (vd_table_view_get_table (self),
                                  vd_table_view_get_ruleset (self), feature_id);
  done = vd_document_repair (self->document, actor, feature_id, &aim, &answer, &error);
  if (!done)
    text = g_strdup (error->message);
  else
    /* Translators: engineers, paces, feature, rule ID: "Sappers rebuilt 60 paces of the
     * hedge (LOBS-4)". */
    text = g_strdup_printf (_("%s rebuilt %.0f paces of %s (%s)"), who, answer.affected, what,
                            answer.rule);
  vd_damage_answer_clear (&answer);
  vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
  vd_table_view_emit_message (self, text);
}

void
vd_table_view_keep_refused_order (VdTableView *self, VdTableTool tool, const char *actor,
                                  const char *target, const VdPoint *aim)
{
  vd_table_view_forget_refused_move (self);
  if (self->document == NULL || !vd_document_refused_by_turn (self->document))
    return;
  vd_refused_order_keep (self->refused_order, tool, actor, target, aim);
}

gboolean
vd_table_view_has_refused_order (VdTableView *self)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  return vd_unit_drag_has_refused (self->unit_drag)
         || vd_refused_order_is_kept (self->refused_order);
}

gboolean
vd_table_view_allow_refused_order (VdTableView *self, GError **error)
{
  g_autofree char *actor = NULL;
  g_autofree char *target = NULL;
  g_autofree char *text = NULL;
  VdTableTool tool = VD_TABLE_TOOL_NONE;
  VdPoint aim = { 0, 0 };
  gboolean aimed = FALSE;
  gboolean ok = TRUE;

  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);
  if (vd_unit_drag_has_refused (self->unit_drag))
    return vd_unit_drag_allow_refused (self->unit_drag, self->document, error);
  if (!vd_refused_order_take (self->refused_order, &tool, &actor, &target, &aim, &aimed)
      || self->document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("There is no refused order to allow"));
      return FALSE;
    }
  vd_document_set_override (self->document, TRUE);
  switch (tool)
    {
    case VD_TABLE_TOOL_BOMBARD:
      text = order_bombard (self, actor, target, aimed ? &aim : NULL);
      break;
    case VD_TABLE_TOOL_FIRE:
      text = order_fire (self, actor, target);
      break;
    case VD_TABLE_TOOL_DECLARE_FIRE:
      ok = vd_document_declare_fire (self->document, actor, target, error);
      break;
    case VD_TABLE_TOOL_DECLARE_CHARGE:
      ok = vd_document_declare_charge (self->document, actor, target, error);
      break;
    default:
      g_assert_not_reached ();
    }
  /* Spent by the order, or left by one refused before the turn's limits were asked. */
  vd_document_set_override (self->document, FALSE);
  if (ok && vd_table_tool_state_get_tool (self->tool_state) == tool)
    vd_table_view_begin_tool (self, VD_TABLE_TOOL_NONE);
  if (text != NULL)
    vd_table_view_emit_message (self, text);
  return ok;
}

gboolean
vd_table_view_get_measure (VdTableView *self, VdPoint *from, VdPoint *to)
{
  g_return_val_if_fail (VD_IS_TABLE_VIEW (self), FALSE);

  return vd_table_tool_state_get_tool (self->tool_state) == VD_TABLE_TOOL_MEASURE
         && vd_ruler_layer_get_measure (VD_RULER_LAYER (self->ruler_layer), from, to);
}

gboolean
vd_table_view_tool_click (VdTableView *self, double x, double y)
{
  VdTableTool tool = vd_table_tool_state_get_tool (self->tool_state);

  if (tool == VD_TABLE_TOOL_NONE)
    return FALSE;
  if (tool == VD_TABLE_TOOL_MEASURE)
    {
      vd_ruler_layer_click (VD_RULER_LAYER (self->ruler_layer), x, y);
      return TRUE;
    }
  if (vd_table_tool_state_get_actor (self->tool_state) == NULL)
    pick_actor (self, x, y);
  else if (tool == VD_TABLE_TOOL_RECOIL)
    vd_table_view_recoil_click (self, x, y);
  else if (vd_table_tool_state_declares (self->tool_state))
    vd_table_view_declare_click (self, x, y);
  else
    order_target (self, x, y);
  return TRUE;
}
