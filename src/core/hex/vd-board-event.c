#include "vd-board-event.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-board-private.h"
#include "vd-board-step.h"
#include "vd-error.h"
#include "vd-hex-hexside-lba.h"
#include "vd-hex-phase-steps.h"
#include "vd-hex-santon.h"
#include "vd-hex-skirmish-bn.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-hex-supply.h"
#include "vd-limits.h"

static const char * const kind_names[] = {
  [VD_BOARD_EVENT_MOVE] = "move",
  [VD_BOARD_EVENT_STRENGTH] = "strength",
  [VD_BOARD_EVENT_STATE] = "state",
  [VD_BOARD_EVENT_ADD_MARKER] = "add-marker",
  [VD_BOARD_EVENT_REMOVE_MARKER] = "remove-marker",
  [VD_BOARD_EVENT_END_PHASE] = "end-phase",
  [VD_BOARD_EVENT_DEMORALIZED] = "demoralized",
  [VD_BOARD_EVENT_COMBAT] = "combat",
  [VD_BOARD_EVENT_RULING] = "ruling",
  [VD_BOARD_EVENT_ROSTER] = "roster",
  [VD_BOARD_EVENT_STEP] = "step",
  [VD_BOARD_EVENT_ORDER] = "order",
  [VD_BOARD_EVENT_ROLL] = "roll",
  [VD_BOARD_EVENT_SET_HEX] = "set-hex",
  [VD_BOARD_EVENT_ADD_HEXSIDE] = "add-hexside",
  [VD_BOARD_EVENT_REMOVE_HEXSIDE] = "remove-hexside",
  [VD_BOARD_EVENT_ADD_ROAD] = "add-road",
  [VD_BOARD_EVENT_REMOVE_ROAD] = "remove-road",
  [VD_BOARD_EVENT_ADD_UNIT] = "add-unit",
  [VD_BOARD_EVENT_REMOVE_UNIT] = "remove-unit",
  [VD_BOARD_EVENT_SET_BACKGROUND] = "set-background",
};

/* The keys every event may have, then each kind's own (required first, up to the NULL). */
static const char * const common_keys[] = { "event", "turn", "phase", "time", "note", "batch" };
static const char * const move_keys[] = { "unit", "hex", NULL, "path", "facing", "army",
                                           "formation", "eliminated", "die", "returns", "refused",
                                           "bottom", "across", "spread", "forced", "rebuilt",
                                           NULL };
static const char * const strength_keys[] = { "unit", "strength", NULL, NULL };
static const char * const state_keys[] = { "unit", "state", NULL, NULL };
static const char * const step_keys[] = { "unit", "step", NULL, NULL };
static const char * const marker_keys[] = { "marker", NULL, "hex", "hexside", "unit", NULL };
static const char * const phase_keys[] = { "to_turn", "to_phase", NULL, NULL };
static const char * const demoralized_keys[] = { "side", NULL, NULL };
static const char * const combat_keys[] = { "attackers", "defenders", "column", "roll", "die",
                                            "result", NULL, "opportunity", "fire", "melee",
                                            NULL };
static const char * const ruling_keys[] = { "rule", "question", "decision", NULL, "chart",
                                            "row", "column", NULL };
static const char * const roster_keys[] = { "unit", "casualties", "stragglers", NULL,
                                            "skirmishers", NULL };
static const char * const order_keys[] = { "action", "order", NULL, "sender", "receiver",
                                           "type", "method", "text", "cost", "arrives", "column",
                                           "roll", "die", "result", NULL };
static const char * const roll_keys[] = { "rule", "test", "die", NULL, "unit", "modified",
                                          "needed", "row", "column", "result", NULL };
static const char * const set_hex_keys[] = { "hex", NULL, "terrain", "features", "elevation",
                                             "value", "country", "name", "symbol",
                                             NULL };
static const char * const hexside_keys[] = { "hexside", "feature", NULL, "toward", NULL };
static const char * const road_keys[] = { "road", "path", NULL, "name", NULL };
static const char * const add_unit_keys[] = { "unit", "side", "class", "hex", NULL, "name",
                                              "strength", "movement", "state", "step",
                                              "facing", "unit_note", "army", "nation", "echelon",
                                              "formation", "grade", "extends", "bottom", NULL };
static const char * const remove_unit_keys[] = { "unit", NULL, NULL };
static const char * const background_keys[] = { "image", NULL, "points", NULL };
static const char * const point_keys[] = { "hex", "at", NULL };

static const char * const *kind_keys[] = {
  [VD_BOARD_EVENT_MOVE] = move_keys,
  [VD_BOARD_EVENT_STRENGTH] = strength_keys,
  [VD_BOARD_EVENT_STATE] = state_keys,
  [VD_BOARD_EVENT_STEP] = step_keys,
  [VD_BOARD_EVENT_ADD_MARKER] = marker_keys,
  [VD_BOARD_EVENT_REMOVE_MARKER] = marker_keys,
  [VD_BOARD_EVENT_END_PHASE] = phase_keys,
  [VD_BOARD_EVENT_DEMORALIZED] = demoralized_keys,
  [VD_BOARD_EVENT_COMBAT] = combat_keys,
  [VD_BOARD_EVENT_RULING] = ruling_keys,
  [VD_BOARD_EVENT_ROSTER] = roster_keys,
  [VD_BOARD_EVENT_ORDER] = order_keys,
  [VD_BOARD_EVENT_ROLL] = roll_keys,
  [VD_BOARD_EVENT_SET_HEX] = set_hex_keys,
  [VD_BOARD_EVENT_ADD_HEXSIDE] = hexside_keys,
  [VD_BOARD_EVENT_REMOVE_HEXSIDE] = hexside_keys,
  [VD_BOARD_EVENT_ADD_ROAD] = road_keys,
  [VD_BOARD_EVENT_REMOVE_ROAD] = road_keys,
  [VD_BOARD_EVENT_ADD_UNIT] = add_unit_keys,
  [VD_BOARD_EVENT_REMOVE_UNIT] = remove_unit_keys,
  [VD_BOARD_EVENT_SET_BACKGROUND] = background_keys,
};

/* A path is a move's, never longer than a file's list may be. */
#define MAX_PATH VD_YAML_MAX_POINTS

const char *
vd_board_event_kind_to_string (VdBoardEventKind kind)
{
  g_return_val_if_fail (kind < VD_BOARD_N_EVENT_KINDS, NULL);
  return kind_names[kind];
}

gboolean
vd_board_event_is_setup (const VdBoardEvent *event)
{
  return event->kind >= VD_BOARD_EVENT_SET_HEX && event->kind < VD_BOARD_N_EVENT_KINDS;
}

VdBoardEvent *
vd_board_event_new (VdBoardEventKind kind, const VdBoard *board)
{
  VdBoardEvent *event = g_new0 (VdBoardEvent, 1);

  event->kind = kind;
  event->turn = board != NULL ? board->turn : 1;
  event->phase = board != NULL ? g_strdup (board->phase) : NULL;
  event->facing = -1;
  event->order_cost = -1;
  return event;
}

VdBoardEvent *
vd_board_event_copy (const VdBoardEvent *event)
{
  VdBoardEvent *copy = g_memdup2 (event, sizeof *event);

  copy->phase = g_strdup (event->phase);
  copy->time = g_strdup (event->time);
  copy->unit_id = g_strdup (event->unit_id);
  copy->note = g_strdup (event->note);
  copy->hex = g_strdup (event->hex);
  copy->hex2 = g_strdup (event->hex2);
  copy->path = g_strdupv (event->path);
  copy->spread = g_strdupv (event->spread);
  copy->strength = g_strdup (event->strength);
  copy->state = g_strdup (event->state);
  copy->step = g_strdup (event->step);
  copy->marker = g_strdup (event->marker);
  copy->to_phase = g_strdup (event->to_phase);
  copy->terrain = g_strdup (event->terrain);
  copy->features = g_strdupv (event->features);
  copy->country = g_strdup (event->country);
  copy->name = g_strdup (event->name);
  copy->feature = g_strdup (event->feature);
  copy->toward = g_strdup (event->toward);
  copy->road = g_strdup (event->road);
  copy->side = g_strdup (event->side);
  copy->unit_class = g_strdup (event->unit_class);
  copy->unit_note = g_strdup (event->unit_note);
  copy->army = g_strdup (event->army);
  copy->nation = g_strdup (event->nation);
  copy->echelon = g_strdup (event->echelon);
  copy->formation = g_strdup (event->formation);
  copy->grade = g_strdup (event->grade);
  copy->extends = g_strdup (event->extends);
  copy->attackers = g_strdupv (event->attackers);
  copy->defenders = g_strdupv (event->defenders);
  copy->odds_column = g_strdup (event->odds_column);
  copy->roll = event->roll;
  copy->die = event->die;
  copy->result = g_strdup (event->result);
  copy->ruling_rule = g_strdup (event->ruling_rule);
  copy->question = g_strdup (event->question);
  copy->decision = g_strdup (event->decision);
  copy->chart = g_strdup (event->chart);
  copy->chart_row = g_strdup (event->chart_row);
  copy->chart_column = g_strdup (event->chart_column);
  copy->order_action = g_strdup (event->order_action);
  copy->sender = g_strdup (event->sender);
  copy->receiver = g_strdup (event->receiver);
  copy->order_type = g_strdup (event->order_type);
  copy->order_method = g_strdup (event->order_method);
  copy->order_text = g_strdup (event->order_text);
  copy->test = g_strdup (event->test);
  copy->image = g_strdup (event->image);
  for (guint i = 0; i < VD_BOARD_CALIBRATION_POINTS; i++)
    copy->point_hexes[i] = g_strdup (event->point_hexes[i]);
  return copy;
}

void
vd_board_event_free (VdBoardEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->phase);
  g_free (event->time);
  g_free (event->unit_id);
  g_free (event->note);
  g_free (event->hex);
  g_free (event->hex2);
  g_strfreev (event->path);
  g_strfreev (event->spread);
  g_free (event->strength);
  g_free (event->state);
  g_free (event->step);
  g_free (event->marker);
  g_free (event->to_phase);
  g_free (event->terrain);
  g_strfreev (event->features);
  g_free (event->country);
  g_free (event->name);
  g_free (event->feature);
  g_free (event->toward);
  g_free (event->road);
  g_free (event->side);
  g_free (event->unit_class);
  g_free (event->unit_note);
  g_free (event->army);
  g_free (event->nation);
  g_free (event->echelon);
  g_free (event->formation);
  g_free (event->grade);
  g_free (event->extends);
  g_strfreev (event->attackers);
  g_strfreev (event->defenders);
  g_free (event->odds_column);
  g_free (event->result);
  g_free (event->ruling_rule);
  g_free (event->question);
  g_free (event->decision);
  g_free (event->chart);
  g_free (event->chart_row);
  g_free (event->chart_column);
  g_free (event->order_action);
  g_free (event->sender);
  g_free (event->receiver);
  g_free (event->order_type);
  g_free (event->order_method);
  g_free (event->order_text);
  g_free (event->test);
  g_free (event->image);
  for (guint i = 0; i < VD_BOARD_CALIBRATION_POINTS; i++)
    g_free (event->point_hexes[i]);
  g_free (event);
}

static gboolean
strv_equal (GStrv a, GStrv b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return g_strv_equal ((const char * const *) a, (const char * const *) b);
}

static gboolean
points_equal (const VdBoardEvent *a, const VdBoardEvent *b)
{
  if (a->n_points != b->n_points)
    return FALSE;
  for (guint i = 0; i < a->n_points; i++)
    if (g_strcmp0 (a->point_hexes[i], b->point_hexes[i]) != 0 || a->point_x[i] != b->point_x[i] ||
        a->point_y[i] != b->point_y[i])
      return FALSE;
  return TRUE;
}

gboolean
vd_board_event_equal (const VdBoardEvent *a, const VdBoardEvent *b)
{
  return a->kind == b->kind && a->turn == b->turn && g_strcmp0 (a->phase, b->phase) == 0 &&
         g_strcmp0 (a->time, b->time) == 0 && g_strcmp0 (a->unit_id, b->unit_id) == 0 &&
         g_strcmp0 (a->note, b->note) == 0 && a->batch == b->batch &&
         g_strcmp0 (a->hex, b->hex) == 0 && g_strcmp0 (a->hex2, b->hex2) == 0 &&
         strv_equal (a->path, b->path) && strv_equal (a->spread, b->spread) &&
         a->facing == b->facing && a->forced == b->forced &&
         a->rebuilt == b->rebuilt &&
         g_strcmp0 (a->strength, b->strength) == 0 && g_strcmp0 (a->state, b->state) == 0 &&
         g_strcmp0 (a->step, b->step) == 0 &&
         g_strcmp0 (a->marker, b->marker) == 0 && a->to_turn == b->to_turn &&
         g_strcmp0 (a->to_phase, b->to_phase) == 0 && g_strcmp0 (a->terrain, b->terrain) == 0 &&
         strv_equal (a->features, b->features) && a->has_elevation == b->has_elevation &&
         (!a->has_elevation || a->elevation == b->elevation) && a->has_value == b->has_value &&
         (!a->has_value || a->value == b->value) && g_strcmp0 (a->country, b->country) == 0 &&
         g_strcmp0 (a->name, b->name) == 0 && a->symbol_partial == b->symbol_partial &&
         g_strcmp0 (a->feature, b->feature) == 0 &&
         g_strcmp0 (a->toward, b->toward) == 0 && g_strcmp0 (a->road, b->road) == 0 &&
         g_strcmp0 (a->side, b->side) == 0 && g_strcmp0 (a->unit_class, b->unit_class) == 0 &&
         a->has_movement == b->has_movement && (!a->has_movement || a->movement == b->movement) &&
         g_strcmp0 (a->unit_note, b->unit_note) == 0 && g_strcmp0 (a->army, b->army) == 0 &&
         g_strcmp0 (a->nation, b->nation) == 0 && g_strcmp0 (a->echelon, b->echelon) == 0 &&
         g_strcmp0 (a->formation, b->formation) == 0 && g_strcmp0 (a->grade, b->grade) == 0 &&
         g_strcmp0 (a->extends, b->extends) == 0 &&
         g_strcmp0 (a->order_action, b->order_action) == 0 && a->order_line == b->order_line &&
         g_strcmp0 (a->sender, b->sender) == 0 && g_strcmp0 (a->receiver, b->receiver) == 0 &&
         g_strcmp0 (a->order_type, b->order_type) == 0 &&
         g_strcmp0 (a->order_method, b->order_method) == 0 &&
         g_strcmp0 (a->order_text, b->order_text) == 0 && a->order_cost == b->order_cost &&
         g_strcmp0 (a->test, b->test) == 0 && a->has_modified == b->has_modified &&
         (!a->has_modified || a->modified == b->modified) && a->needed == b->needed &&
         g_strcmp0 (a->image, b->image) == 0 &&
         strv_equal (a->attackers, b->attackers) && strv_equal (a->defenders, b->defenders) &&
         g_strcmp0 (a->odds_column, b->odds_column) == 0 && a->roll == b->roll && a->die == b->die &&
         g_strcmp0 (a->result, b->result) == 0 && a->eliminated == b->eliminated &&
         a->casualties == b->casualties && a->stragglers == b->stragglers &&
         a->has_skirmishers == b->has_skirmishers && a->skirmishers == b->skirmishers &&
         a->bottom == b->bottom && a->opportunity == b->opportunity && a->fire == b->fire &&
         a->melee == b->melee &&
         g_strcmp0 (a->ruling_rule, b->ruling_rule) == 0 &&
         g_strcmp0 (a->question, b->question) == 0 &&
         g_strcmp0 (a->decision, b->decision) == 0 && g_strcmp0 (a->chart, b->chart) == 0 &&
         g_strcmp0 (a->chart_row, b->chart_row) == 0 &&
         g_strcmp0 (a->chart_column, b->chart_column) == 0 &&
         points_equal (a, b);
}

/* Applying. */

static VdBoardUnit *
find_unit (VdBoard *board, const char *id, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, id);
  g_autofree char *shown = NULL;

  if (unit != NULL)
    return (VdBoardUnit *) unit;
  shown = vd_error_cut (id);
  g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on this board"), shown);
  return NULL;
}

/* A forced march's points (BN 18.0b): a move's only, 1 and up; 0 for none. */
static gboolean
check_forced (const VdBoardEvent *event, GError **error)
{
  if (event->forced == 0 ||
      (event->kind == VD_BOARD_EVENT_MOVE && event->forced > 0 &&
       event->forced <= VD_BOARD_MAX_MOVEMENT))
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("a forced march is a move’s, of 1 to %d points, not %d"), VD_BOARD_MAX_MOVEMENT,
               event->forced);
  return FALSE;
}

static gboolean
check_facing (int facing, GError **error)
{
  if (facing >= -1 && facing <= VD_BOARD_MAX_FACING)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("a facing is 0 to %d (six hexsides, then six vertices)"), VD_BOARD_MAX_FACING);
  return FALSE;
}

/* A move's `across`: UNIT, once in HEX (PLACED), may sit on the hexside toward it as the rules
 * let it (vd-hex-hexside-lba.h: LBA-DRAG-1, LBA-DRAG-4); checked before the board changes. */
static gboolean
check_across (const VdBoardEvent *event, const VdBoard *board, const VdHexRuleset *module,
              const VdBoardUnit *unit, gboolean placed, VdHex hex, VdHex *across,
              GError **error)
{
  VdBoardUnit moved = *unit;
  g_autofree char *why = NULL;
  const char *rule = NULL;

  moved.placed = placed;
  moved.hex = hex;
  if (!placed || !vd_board_parse_label (board, event->hex2, TRUE, across, NULL))
    why = g_strdup (_("a counter sits across a hexside of its own hex: across names a "
                      "neighbour of its hex"));
  else if (module != NULL)
    why = vd_hex_sk_hexside_refusal (board, module, &moved, *across, &rule);
  else if (vd_hex_distance (hex, *across) != 1)
    why = g_strdup (_("a counter sits across a hexside of its own hex: across names a "
                      "neighbour of its hex"));
  if (why == NULL)
    return TRUE;
  if (rule != NULL)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", why, rule);
  else
    g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, why);
  return FALSE;
}

/* A move's `spread`: UNIT, once in HEX (PLACED), may hold those vineyard hexes besides it as the
 * rules let it (vd-hex-vineyard-lba.h: LBA-VIN-2, LBA-VIN-3); checked before the board
 * changes. */
static gboolean
check_spread (const VdBoardEvent *event, const VdBoard *board, const VdHexRuleset *module,
              const VdBoardUnit *unit, gboolean placed, VdHex hex, GArray **spread,
              GError **error)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  VdBoardUnit moved = *unit;
  g_autofree char *why = NULL;
  const char *rule = NULL;

  for (guint i = 0; event->spread[i] != NULL; i++)
    {
      VdHex one;

      if (!vd_board_parse_label (board, event->spread[i], TRUE, &one, error))
        return FALSE;
      g_array_append_val (hexes, one);
    }
  if (!placed)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a counter off the map spreads over no hexes"));
      return FALSE;
    }
  moved.placed = TRUE;
  moved.hex = hex;
  if (module != NULL)
    why = vd_hex_vineyard_spread_refusal (board, module, &moved, hex, (const VdHex *) hexes->data,
                                          hexes->len, &rule);
  if (why != NULL)
    {
      if (rule != NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", why, rule);
      else
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, why);
      return FALSE;
    }
  *spread = g_steal_pointer (&hexes);
  return TRUE;
}

static gboolean
apply_move (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
            GError **error)
{
  VdBoardUnit *unit = find_unit (board, event->unit_id, error);
  VdHex hex = { 0, 0 }, across = { 0, 0 };
  g_autoptr(GArray) spread = NULL;
  guint index;

  if (unit == NULL)
    return FALSE;
  for (guint i = 0; event->path != NULL && event->path[i] != NULL; i++)
    {
      VdHex step;

      if (!vd_board_parse_label (board, event->path[i], TRUE, &step, error))
        return FALSE;
    }
  if (event->hex != NULL && !vd_board_parse_label (board, event->hex, TRUE, &hex, error))
    return FALSE;
  if (!check_facing (event->facing, error) ||
      !vd_board_check_formation (module, unit->unit_class, event->formation, error))
    return FALSE;
  if (event->hex2 != NULL &&
      !check_across (event, board, module, unit, event->hex != NULL, hex, &across, error))
    return FALSE;
  if (event->spread != NULL &&
      !check_spread (event, board, module, unit, event->hex != NULL, hex, &spread, error))
    return FALSE;
  /* LBA-SANTON-1: a Santon battery neither moves nor turns; taken off the map, it may go. */
  {
    const char *rule = NULL;

    if (event->hex != NULL && vd_hex_santon_battery (board, module, unit, &rule) &&
        (!vd_hex_equal (hex, unit->hex) || (event->facing >= 0 && event->facing != unit->facing)))
      {
        g_autofree char *why = vd_hex_santon_battery_why (unit);

        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", why, rule);
        return FALSE;
      }
  }
  unit->placed = event->hex != NULL;
  unit->hex = hex;
  /* Back rebuilt, it is operational at once this turn (1914-REB-2, vd-hex-supply.c). */
  if (event->rebuilt && unit->placed)
    unit->rebuilt_turn = board->turn;
  else if (!unit->placed)
    unit->rebuilt_turn = 0;
  /* Moved, it leaves the hexside it sat on, unless the move seats it on one (LBA-DRAG-1). */
  unit->on_hexside = event->hex2 != NULL;
  if (unit->on_hexside)
    unit->across = across;
  /* Moved, a spread battalion gathers, unless the move spreads it again (LBA-VIN-3). */
  g_clear_pointer (&unit->spread, g_array_unref);
  unit->spread = g_steal_pointer (&spread);
  if (event->facing >= 0)
    unit->facing = event->facing;
  /* Gone by rail, it belongs to the HQ it reached (1914-RAIL-1). */
  if (event->army != NULL)
    {
      g_free (unit->army);
      unit->army = g_strdup (event->army);
    }
  /* It changed formation on the way (BN 11.0). */
  if (event->formation != NULL)
    {
      g_free (unit->formation);
      unit->formation = g_strdup (event->formation);
    }
  /* A counter moved goes on top of the stack it joins, or at its bottom when the event says
   * so, or a skirmisher entering a stack (BN 11.5h-A); another counter entering goes under the
   * skirmishers on top, which stay there (11.5h-A): the list is top first. */
  if (g_ptr_array_find (board->units, unit, &index))
    {
      gboolean entering = event->path != NULL && event->path[0] != NULL && unit->placed;

      g_ptr_array_steal_index (board->units, index);
      if (event->bottom ||
          (entering && vd_hex_skirmish_enters_at_bottom (board, module, unit, unit->hex)))
        g_ptr_array_add (board->units, unit);
      else
        g_ptr_array_insert (board->units,
                            entering ? (int) vd_hex_skirmish_joining_place (board, module, unit,
                                                                            unit->hex)
                                     : 0,
                            unit);
    }
  return TRUE;
}

static gboolean
find_marker_place (const VdBoardEvent *event, const VdBoard *board, gboolean *on_hexside,
                   VdHex *hex, VdHexside *side, GError **error)
{
  VdHex other;

  if (!vd_board_parse_label (board, event->hex, TRUE, hex, error))
    return FALSE;
  *on_hexside = event->hex2 != NULL;
  if (!*on_hexside)
    return TRUE;
  if (!vd_board_parse_label (board, event->hex2, TRUE, &other, error))
    return FALSE;
  if (!vd_hexside_between (*hex, other, side))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("these two hexes are not neighbours: they share no hexside"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
marker_is_at (const VdBoardMarker *marker, const char *type, gboolean on_hexside, VdHex hex,
              VdHexside side)
{
  if (!g_str_equal (marker->type, type) || marker->on_hexside != on_hexside)
    return FALSE;
  return on_hexside ? vd_hexside_equal (marker->side, side) : vd_hex_equal (marker->hex, hex);
}

static gboolean
apply_marker (const VdBoardEvent *event, VdBoard *board, GError **error)
{
  VdHexside side = { { 0, 0 }, 0 };
  VdHex hex;
  gboolean on_hexside;

  if (!find_marker_place (event, board, &on_hexside, &hex, &side, error))
    return FALSE;
  if (event->kind == VD_BOARD_EVENT_ADD_MARKER)
    {
      VdBoardMarker *marker = g_new0 (VdBoardMarker, 1);

      if (board->markers->len >= VD_YAML_MAX_FEATURES)
        {
          g_free (marker);
          g_set_error (error, VD_ERROR, VD_ERROR_LIMIT,
                       _("a board may hold at most %d markers"), VD_YAML_MAX_FEATURES);
          return FALSE;
        }
      /* The counter that placed it, when the rules count what it did (NaA ICE-4). */
      if (event->unit_id != NULL)
        {
          VdBoardUnit *by = (VdBoardUnit *) vd_board_find_unit (board, event->unit_id);
          g_autofree char *shown = vd_error_cut (event->unit_id);

          if (by == NULL)
            {
              g_free (marker);
              g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                           _("no counter “%s” on this board"), shown);
              return FALSE;
            }
          by->demolished_turn = board->turn;
          g_free (by->demolished_phase);
          by->demolished_phase = g_strdup (board->phase);
        }
      marker->type = g_strdup (event->marker);
      marker->on_hexside = on_hexside;
      marker->hex = on_hexside ? side.hex : hex;
      marker->side = side;
      g_ptr_array_add (board->markers, marker);
      return TRUE;
    }
  for (guint i = 0; i < board->markers->len; i++)
    if (marker_is_at (g_ptr_array_index (board->markers, i), event->marker, on_hexside, hex,
                      side))
      {
        g_ptr_array_remove_index (board->markers, i);
        return TRUE;
      }
  {
    g_autofree char *shown = vd_error_cut (event->marker);

    g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("there is no “%s” marker there"),
                 shown);
  }
  return FALSE;
}

static gboolean
apply_end_phase (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
                 GError **error)
{
  const char *judged;
  gboolean leaving_check;

  if (event->to_turn < 1 || event->to_turn > VD_YAML_MAX_TURN)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a turn is 1 to %d"),
                   VD_YAML_MAX_TURN);
      return FALSE;
    }
  if (module != NULL && vd_hex_ruleset_find_phase (module, event->to_phase) == NULL)
    {
      g_autofree char *shown = vd_error_cut (event->to_phase);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("unknown phase “%s” (not in the game module %s)"), shown, module->id);
      return FALSE;
    }
  judged = module != NULL ? vd_hex_ruleset_lookup_word (module, "special.supply.judged_after")
                          : NULL;
  leaving_check = judged != NULL && g_strcmp0 (board->phase, judged) == 0;
  board->turn = event->to_turn;
  g_free (board->phase);
  board->phase = g_strdup (event->to_phase);
  /* Lines of communication are checked once a turn (1914-SEQ-2): what that phase found holds
   * until the next, whoever moves meanwhile. */
  if (leaving_check)
    vd_hex_supply_judge_all (board, module);
  else if (judged != NULL && g_strcmp0 (event->to_phase, judged) == 0)
    vd_hex_supply_forget (board);
  return TRUE;
}

/* NaA DEM-1 to DEM-3: an army demoralized stays so; DEM-2, only one may be. Refused in a game
 * whose morale is not an army's track (`morale.model: army-track`). */
static gboolean
apply_demoralized (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
                   GError **error)
{
  g_autofree char *shown = vd_error_cut (event->side);
  g_autoptr(GStrvBuilder) builder = NULL;

  if (module != NULL &&
      g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.model"), "army-track") != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s does not demoralize an army as a whole"), vd_text_get (&module->name));
      return FALSE;
    }
  if (module != NULL && vd_hex_ruleset_find_side (module, event->side) == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("unknown %s “%s” (not in the game module %s)"), C_("board value", "side"),
                   shown, module->id);
      return FALSE;
    }
  if (vd_board_is_demoralized (board, event->side))
    {
      /* Translators: a side's id ("the army of allied is demoralized already"). */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the army of %s is demoralized already"), shown);
      return FALSE;
    }
  if (board->demoralized != NULL && board->demoralized[0] != NULL && module != NULL &&
      g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.one_army_only"), "true") == 0)
    {
      /* Translators: "only one army may be demoralized, and french is (DEM-2)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("only one army may be demoralized, and %s is (%s)"),
                   board->demoralized[0],
                   vd_hex_ruleset_lookup_word (module, "morale.one_army_only_rule"));
      return FALSE;
    }
  builder = g_strv_builder_new ();
  if (board->demoralized != NULL)
    g_strv_builder_addv (builder, (const char **) board->demoralized);
  g_strv_builder_add (builder, event->side);
  g_strfreev (board->demoralized);
  board->demoralized = g_strv_builder_end (builder);
  return TRUE;
}

/* The row's marks become the event's (20.6), and the counter's strength the row's (6.6). */
static gboolean
apply_roster (const VdBoardEvent *event, VdBoard *board, GError **error)
{
  VdBoardUnit *unit = find_unit (board, event->unit_id, error);
  g_autofree char *shown = NULL;

  if (unit == NULL)
    return FALSE;
  shown = vd_error_cut (unit->id);
  if (unit->roster == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no roster row"), shown);
      return FALSE;
    }
  if (event->casualties < 0 || event->stragglers < 0 ||
      (guint) event->casualties + (guint) event->stragglers > unit->roster->n_boxes)
    {
      /* Translators: "fr-1's roster row has 7 boxes". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s’s roster row has %u boxes"), shown,
                   unit->roster->n_boxes);
      return FALSE;
    }
  if (event->has_skirmishers &&
      (event->skirmishers < 0 || (guint) event->skirmishers > unit->roster->skirmisher_boxes))
    {
      /* Translators: "fr-1's roster row has 2 skirmisher boxes". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s’s roster row has %u skirmisher boxes"), shown,
                   unit->roster->skirmisher_boxes);
      return FALSE;
    }
  unit->roster->casualties = event->casualties;
  unit->roster->stragglers = event->stragglers;
  if (event->has_skirmishers)
    unit->roster->skirmishers_out = (guint) event->skirmishers;
  g_free (unit->strength);
  unit->strength = g_strdup (vd_board_roster_strength (unit->roster));
  return TRUE;
}

/* A counter's state (its morale level in BN). Migration: a journal written before the `step`
 * key flipped a skirmisher with `state: reduced` (its step then, its level normal), and a
 * combine (11.5g) took it back to full with `state: ~`; both still read so. */
static void
apply_state (const VdBoardEvent *event, VdBoardUnit *unit, const VdHexRuleset *module)
{
  const char *combine = module != NULL
                          ? vd_hex_ruleset_lookup_word (module, "special.skirmishers.combine_rule")
                          : NULL;

  if (vd_board_step_is_legacy_state (module, unit->unit_class, event->state))
    {
      g_free (unit->step);
      unit->step = g_strdup (event->state);
      g_clear_pointer (&unit->state, g_free);
      return;
    }
  if (event->state == NULL && unit->step != NULL && combine != NULL &&
      g_strcmp0 (event->note, combine) == 0 &&
      vd_board_step_word (module, unit->unit_class) != NULL)
    g_clear_pointer (&unit->step, g_free);
  g_free (unit->state);
  unit->state = g_strdup (event->state);
}

/* A counter's step (BN 11.5c, 11.5g): one its class has; its state stays. */
static gboolean
apply_step (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
            GError **error)
{
  VdBoardUnit *unit = find_unit (board, event->unit_id, error);

  if (unit == NULL || !vd_board_step_check (module, unit->unit_class, event->step, error))
    return FALSE;
  g_free (unit->step);
  unit->step = g_strdup (event->step);
  return TRUE;
}

static gboolean apply_play (const VdBoardEvent *event, VdBoard *board,
                            const VdHexRuleset *module, GError **error);

gboolean
vd_board_event_apply (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
                      GError **error)
{
  guint step;

  g_return_val_if_fail (event != NULL && board != NULL, FALSE);

  if (vd_board_event_is_setup (event))
    return vd_board_setup_event_apply (event, board, module, error);
  /* BN 8.2: the step it belongs to, judged on the board before it. */
  step = vd_hex_phase_step_of (board, module, event);
  if (!apply_play (event, board, module, error))
    return FALSE;
  if (event->kind == VD_BOARD_EVENT_END_PHASE)
    board->phase_step = 0;
  else
    board->phase_step = MAX (board->phase_step, step);
  return TRUE;
}

gboolean
vd_board_event_apply_and_keep (VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
                               GPtrArray *events, GError **error)
{
  if (!vd_board_event_apply (event, board, module, error))
    {
      vd_board_event_free (event);
      return FALSE;
    }
  g_ptr_array_add (events, event);
  return TRUE;
}

static gboolean
apply_play (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
            GError **error)
{
  VdBoardUnit *unit;

  switch (event->kind)
    {
    case VD_BOARD_EVENT_MOVE:
      return apply_move (event, board, module, error);
    case VD_BOARD_EVENT_STRENGTH:
    case VD_BOARD_EVENT_STATE:
      if ((unit = find_unit (board, event->unit_id, error)) == NULL)
        return FALSE;
      if (event->kind == VD_BOARD_EVENT_STRENGTH && unit->roster != NULL)
        {
          g_autofree char *shown = vd_error_cut (unit->id);

          /* Translators: "fr-1's strength is its roster row's: mark the row instead". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s’s strength is its roster row’s: mark the row instead"), shown);
          return FALSE;
        }
      if (event->kind == VD_BOARD_EVENT_STRENGTH)
        {
          if (!vd_board_check_strength (event->strength, error))
            return FALSE;
          g_free (unit->strength);
          unit->strength = g_strdup (event->strength);
        }
      else
        apply_state (event, unit, module);
      return TRUE;
    case VD_BOARD_EVENT_STEP:
      return apply_step (event, board, module, error);
    case VD_BOARD_EVENT_ADD_MARKER:
    case VD_BOARD_EVENT_REMOVE_MARKER:
      return apply_marker (event, board, error);
    case VD_BOARD_EVENT_END_PHASE:
      return apply_end_phase (event, board, module, error);
    case VD_BOARD_EVENT_DEMORALIZED:
      return apply_demoralized (event, board, module, error);
    case VD_BOARD_EVENT_COMBAT:
      /* A record: the counters it names are on the board, and nothing changes. */
      for (guint side = 0; side < 2; side++)
        for (GStrv ids = side == 0 ? event->attackers : event->defenders; ids != NULL && *ids;
             ids++)
          if (find_unit (board, *ids, error) == NULL)
            return FALSE;
      return TRUE;
    case VD_BOARD_EVENT_RULING:
      /* The referee's word on what the charts lack: a record, which changes no counter. */
      return TRUE;
    case VD_BOARD_EVENT_ROSTER:
      return apply_roster (event, board, error);
    case VD_BOARD_EVENT_ROLL:
      /* A die rolled for a test: the counter it names is on the board, and nothing changes. */
      return event->unit_id == NULL || find_unit (board, event->unit_id, error) != NULL;
    case VD_BOARD_EVENT_ORDER:
      /* A line of the order sheet: the officers it names are on the board; no counter moves. */
      for (guint k = 0; k < 2; k++)
        {
          const char *id = k == 0 ? event->sender : event->receiver;

          if (id != NULL && find_unit (board, id, error) == NULL)
            return FALSE;
        }
      return TRUE;
    case VD_BOARD_N_EVENT_KINDS:
    default:
      break;
    }
  g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("unknown event"));
  return FALSE;
}

gboolean
vd_board_next_phase (const VdBoard *board, const VdHexRuleset *module, int *turn,
                     const char **phase)
{
  guint i;

  g_return_val_if_fail (board != NULL && module != NULL, FALSE);

  if (module->phases->len == 0)
    return FALSE;
  *turn = board->turn;
  if (board->phase == NULL)
    {
      *phase = ((const VdHexName *) g_ptr_array_index (module->phases, 0))->id;
      return TRUE;
    }
  for (i = 0; i < module->phases->len; i++)
    if (g_str_equal (((const VdHexName *) g_ptr_array_index (module->phases, i))->id,
                     board->phase))
      break;
  if (i + 1 >= module->phases->len)
    {
      i = 0;
      (*turn)++;
    }
  else
    i++;
  *phase = ((const VdHexName *) g_ptr_array_index (module->phases, i))->id;
  return TRUE;
}

/* Reading and writing. */

static gboolean
check_word (const char *value, const char *key, GError **error)
{
  return value == NULL || vd_yaml_check_text (value, TRUE, key, error);
}

static gboolean
check_text (const char *value, const char *key, GError **error)
{
  return value == NULL || vd_yaml_check_text (value, FALSE, key, error);
}

/* What each set-up event must hold for a reader to take it back. */
static gboolean
check_setup_writable (const VdBoardEvent *event, GError **error)
{
  gboolean missing = FALSE;

  switch (event->kind)
    {
    case VD_BOARD_EVENT_SET_HEX:
      missing = event->hex == NULL;
      break;
    case VD_BOARD_EVENT_ADD_HEXSIDE:
    case VD_BOARD_EVENT_REMOVE_HEXSIDE:
      missing = event->hex == NULL || event->hex2 == NULL || event->feature == NULL;
      break;
    case VD_BOARD_EVENT_ADD_ROAD:
    case VD_BOARD_EVENT_REMOVE_ROAD:
      missing = event->road == NULL || event->path == NULL || g_strv_length (event->path) < 2;
      break;
    case VD_BOARD_EVENT_ADD_UNIT:
      missing = event->side == NULL || event->unit_class == NULL;
      break;
    default:
      break;
    }
  if (missing)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a %s event lacks what it changes"),
                   kind_names[event->kind]);
      return FALSE;
    }
  if ((event->has_elevation && ABS (event->elevation) > VD_BOARD_MAX_ELEVATION) ||
      (event->has_value && (event->value < 0 || event->value > VD_BOARD_MAX_VALUE)) ||
      (event->has_movement && (event->movement < 0 || event->movement > VD_BOARD_MAX_MOVEMENT)) ||
      (event->features != NULL && g_strv_length (event->features) > VD_BOARD_MAX_FEATURES))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a value is out of the range a board file takes"));
      return FALSE;
    }
  for (guint i = 0; event->features != NULL && event->features[i] != NULL; i++)
    if (!check_word (event->features[i], "features", error))
      return FALSE;
  if (event->n_points != 0 && event->n_points != VD_BOARD_CALIBRATION_POINTS)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a background is placed by three hexes: give three points"));
      return FALSE;
    }
  for (guint i = 0; i < event->n_points; i++)
    if (event->point_hexes[i] == NULL || !check_text (event->point_hexes[i], "hex", error) ||
        !isfinite (event->point_x[i]) || !isfinite (event->point_y[i]) ||
        fabs (event->point_x[i]) > VD_YAML_MAX_MAGNITUDE ||
        fabs (event->point_y[i]) > VD_YAML_MAX_MAGNITUDE)
      {
        if (error != NULL && *error == NULL)
          g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                               _("a calibration point is out of the range a board file takes"));
        return FALSE;
      }
  return check_text (event->image, "image", error) &&
         check_word (event->terrain, "terrain", error) &&
         check_word (event->country, "country", error) && check_text (event->name, "name", error) &&
         check_word (event->feature, "feature", error) &&
         check_text (event->toward, "toward", error) &&
         check_word (event->road, "road", error) && check_word (event->side, "side", error) &&
         check_word (event->unit_class, "class", error) &&
         check_text (event->unit_note, "unit_note", error) &&
         check_word (event->army, "army", error) && check_word (event->nation, "nation", error) &&
         check_word (event->echelon, "echelon", error) &&
         check_word (event->formation, "formation", error) &&
         check_word (event->grade, "grade", error) &&
         check_word (event->extends, "extends", error);
}

gboolean
vd_board_event_check_writable (const VdBoardEvent *event, GError **error)
{
  g_return_val_if_fail (event != NULL && event->kind < VD_BOARD_N_EVENT_KINDS, FALSE);

  if (event->turn < 1 || event->turn > VD_YAML_MAX_TURN ||
      (event->kind == VD_BOARD_EVENT_END_PHASE &&
       (event->to_turn < 1 || event->to_turn > VD_YAML_MAX_TURN)))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a turn is 1 to %d"),
                   VD_YAML_MAX_TURN);
      return FALSE;
    }
  if (event->path != NULL && g_strv_length (event->path) > MAX_PATH)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT, _("a path may pass at most %d hexes"),
                   MAX_PATH);
      return FALSE;
    }
  for (guint i = 0; event->path != NULL && event->path[i] != NULL; i++)
    if (!check_text (event->path[i], "path", error))
      return FALSE;
  if (event->spread != NULL && (g_strv_length (event->spread) == 0 ||
                                g_strv_length (event->spread) > VD_BOARD_MAX_FEATURES))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT,
                   _("a move spreads into 1 to %d hexes"), VD_BOARD_MAX_FEATURES);
      return FALSE;
    }
  for (guint i = 0; event->spread != NULL && event->spread[i] != NULL; i++)
    if (!check_text (event->spread[i], "spread", error))
      return FALSE;
  if (event->kind == VD_BOARD_EVENT_END_PHASE && event->to_phase == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the phase after is missing"));
      return FALSE;
    }
  if (event->kind == VD_BOARD_EVENT_COMBAT &&
      (event->attackers == NULL || event->attackers[0] == NULL || event->defenders == NULL ||
       event->defenders[0] == NULL || event->roll < 1))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a combat needs its attackers, its defenders and its roll"));
      return FALSE;
    }
  if (event->kind == VD_BOARD_EVENT_RULING &&
      (event->ruling_rule == NULL || event->question == NULL || event->decision == NULL ||
       !check_text (event->ruling_rule, "rule", error) ||
       !check_text (event->question, "question", error) ||
       !check_text (event->decision, "decision", error) ||
       !check_text (event->chart, "chart", error) || !check_text (event->chart_row, "row", error) ||
       !check_text (event->chart_column, "column", error)))
    {
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                             _("a ruling needs its rule, its question and the decision"));
      return FALSE;
    }
  if (event->kind == VD_BOARD_EVENT_ORDER &&
      (event->order_action == NULL || event->order_line < 1 ||
       event->order_line > VD_BOARD_MAX_ORDER_LINE ||
       event->order_cost < -1 || event->order_cost > VD_BOARD_MAX_ORDER_LINE ||
       !check_word (event->order_action, "action", error) ||
       !check_word (event->sender, "sender", error) ||
       !check_word (event->receiver, "receiver", error) ||
       !check_word (event->order_type, "type", error) ||
       !check_word (event->order_method, "method", error) ||
       !check_text (event->order_text, "text", error) ||
       !check_text (event->odds_column, "column", error) ||
       !check_text (event->result, "result", error)))
    {
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                             _("an order needs its action and its line on the sheet"));
      return FALSE;
    }
  if (event->kind == VD_BOARD_EVENT_ROLL &&
      (event->ruling_rule == NULL || event->test == NULL || event->die < 1 ||
       event->die > VD_BOARD_MAX_ROLL || event->needed < 0 ||
       event->needed > VD_BOARD_MAX_ROLL ||
       (event->has_modified && ABS (event->modified) > VD_BOARD_MAX_ROLL) ||
       !check_text (event->ruling_rule, "rule", error) ||
       !check_word (event->test, "test", error) ||
       !check_text (event->chart_row, "row", error) ||
       !check_text (event->odds_column, "column", error) ||
       !check_text (event->result, "result", error)))
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("a roll needs its rule, what it tests and its die (1 to %d)"),
                     VD_BOARD_MAX_ROLL);
      return FALSE;
    }
  if (event->kind == VD_BOARD_EVENT_DEMORALIZED && event->side == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the side is missing"));
      return FALSE;
    }
  if ((event->kind == VD_BOARD_EVENT_ADD_MARKER || event->kind == VD_BOARD_EVENT_REMOVE_MARKER) &&
      (event->marker == NULL || event->hex == NULL))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a marker needs its type and its hex or hexside"));
      return FALSE;
    }
  if ((event->kind == VD_BOARD_EVENT_MOVE || event->kind == VD_BOARD_EVENT_STRENGTH ||
       event->kind == VD_BOARD_EVENT_STATE || event->kind == VD_BOARD_EVENT_STEP ||
       event->kind == VD_BOARD_EVENT_ROSTER ||
       event->kind == VD_BOARD_EVENT_ADD_UNIT ||
       event->kind == VD_BOARD_EVENT_REMOVE_UNIT) && event->unit_id == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the counter is missing"));
      return FALSE;
    }
  if (!check_setup_writable (event, error))
    return FALSE;
  return check_word (event->phase, "phase", error) && check_text (event->time, "time", error) &&
         check_word (event->unit_id, "unit", error) && check_text (event->note, "note", error) &&
         check_text (event->hex, "hex", error) && check_text (event->hex2, "hexside", error) &&
         check_word (event->strength, "strength", error) &&
         check_word (event->state, "state", error) && check_word (event->step, "step", error) &&
         check_word (event->marker, "marker", error) &&
         check_word (event->to_phase, "to_phase", error) && check_facing (event->facing, error) &&
         check_forced (event, error);
}


/* KEY: VALUE (a word, or with TEXT any text), or KEY: ~ for a value not known. */
static void
write_or_null (VdYamlWriter *w, const char *key, const char *value, gboolean text)
{
  vd_yaml_writer_word (w, key);
  if (value == NULL)
    vd_yaml_writer_null (w);
  else if (text)
    vd_yaml_writer_text (w, value);
  else
    vd_yaml_writer_word (w, value);
}

static void
write_labels (VdYamlWriter *w, const char *key, const char * const *labels)
{
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_begin_sequence (w, TRUE);
  for (guint i = 0; labels[i] != NULL; i++)
    vd_yaml_writer_text (w, labels[i]);
  vd_yaml_writer_end_sequence (w);
}

static void
write_set_hex (VdYamlWriter *w, const VdBoardEvent *event)
{
  write_or_null (w, "hex", event->hex, TRUE);
  if (event->terrain != NULL)
    write_or_null (w, "terrain", event->terrain, FALSE);
  if (event->features != NULL && event->features[0] != NULL)
    {
      vd_yaml_writer_word (w, "features");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (guint i = 0; event->features[i] != NULL; i++)
        vd_yaml_writer_word (w, event->features[i]);
      vd_yaml_writer_end_sequence (w);
    }
  if (event->has_elevation)
    {
      vd_yaml_writer_word (w, "elevation");
      vd_yaml_writer_number (w, event->elevation);
    }
  if (event->has_value)
    {
      vd_yaml_writer_word (w, "value");
      vd_yaml_writer_number (w, event->value);
    }
  if (event->country != NULL)
    write_or_null (w, "country", event->country, FALSE);
  if (event->name != NULL)
    write_or_null (w, "name", event->name, TRUE);
  if (event->symbol_partial)
    {
      vd_yaml_writer_word (w, "symbol");
      vd_yaml_writer_word (w, "partial");
    }
}

static void
write_setup_keys (VdYamlWriter *w, const VdBoardEvent *event)
{
  switch (event->kind)
    {
    case VD_BOARD_EVENT_SET_HEX:
      write_set_hex (w, event);
      break;
    case VD_BOARD_EVENT_ADD_HEXSIDE:
    case VD_BOARD_EVENT_REMOVE_HEXSIDE:
      write_labels (w, "hexside", (const char *[]) { event->hex, event->hex2, NULL });
      write_or_null (w, "feature", event->feature, FALSE);
      if (event->toward != NULL)
        write_or_null (w, "toward", event->toward, TRUE);
      break;
    case VD_BOARD_EVENT_ADD_ROAD:
    case VD_BOARD_EVENT_REMOVE_ROAD:
      write_or_null (w, "road", event->road, FALSE);
      write_labels (w, "path", (const char * const *) event->path);
      if (event->name != NULL)
        write_or_null (w, "name", event->name, TRUE);
      break;
    case VD_BOARD_EVENT_ADD_UNIT:
      write_or_null (w, "side", event->side, FALSE);
      write_or_null (w, "class", event->unit_class, FALSE);
      write_or_null (w, "hex", event->hex, TRUE);
      if (event->name != NULL)
        write_or_null (w, "name", event->name, TRUE);
      if (event->strength != NULL)
        write_or_null (w, "strength", event->strength, FALSE);
      if (event->has_movement)
        {
          vd_yaml_writer_word (w, "movement");
          vd_yaml_writer_number (w, event->movement);
        }
      if (event->state != NULL)
        write_or_null (w, "state", event->state, FALSE);
      if (event->step != NULL)
        write_or_null (w, "step", event->step, FALSE);
      if (event->facing >= 0)
        {
          vd_yaml_writer_word (w, "facing");
          vd_yaml_writer_number (w, event->facing);
        }
      if (event->unit_note != NULL)
        write_or_null (w, "unit_note", event->unit_note, TRUE);
      if (event->army != NULL)
        write_or_null (w, "army", event->army, FALSE);
      if (event->nation != NULL)
        write_or_null (w, "nation", event->nation, FALSE);
      if (event->echelon != NULL)
        write_or_null (w, "echelon", event->echelon, FALSE);
      if (event->formation != NULL)
        write_or_null (w, "formation", event->formation, FALSE);
      if (event->grade != NULL)
        write_or_null (w, "grade", event->grade, FALSE);
      if (event->extends != NULL)
        write_or_null (w, "extends", event->extends, FALSE);
      if (event->bottom)
        {
          vd_yaml_writer_word (w, "bottom");
          vd_yaml_writer_bool (w, TRUE);
        }
      break;
    case VD_BOARD_EVENT_SET_BACKGROUND:
      write_or_null (w, "image", event->image, TRUE);
      if (event->n_points > 0)
        {
          vd_yaml_writer_word (w, "points");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint i = 0; i < event->n_points; i++)
            {
              vd_yaml_writer_begin_mapping (w, TRUE);
              vd_yaml_writer_word (w, "hex");
              vd_yaml_writer_text (w, event->point_hexes[i]);
              vd_yaml_writer_word (w, "at");
              vd_yaml_writer_point (w, vd_point (event->point_x[i], event->point_y[i]));
              vd_yaml_writer_end_mapping (w);
            }
          vd_yaml_writer_end_sequence (w);
        }
      break;
    case VD_BOARD_EVENT_REMOVE_UNIT:
    default:
      break;
    }
}

void
vd_board_event_write_keys (VdYamlWriter *w, const VdBoardEvent *event)
{
  vd_yaml_writer_word (w, "event");
  vd_yaml_writer_word (w, kind_names[event->kind]);
  vd_yaml_writer_word (w, "turn");
  vd_yaml_writer_number (w, event->turn);
  if (event->phase != NULL)
    {
      vd_yaml_writer_word (w, "phase");
      vd_yaml_writer_word (w, event->phase);
    }
  if (event->time != NULL)
    {
      vd_yaml_writer_word (w, "time");
      vd_yaml_writer_text (w, event->time);
    }
  if (event->unit_id != NULL)
    {
      vd_yaml_writer_word (w, "unit");
      vd_yaml_writer_word (w, event->unit_id);
    }
  switch (event->kind)
    {
    case VD_BOARD_EVENT_MOVE:
      write_or_null (w, "hex", event->hex, TRUE);
      if (event->path != NULL)
        {
          vd_yaml_writer_word (w, "path");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint i = 0; event->path[i] != NULL; i++)
            vd_yaml_writer_text (w, event->path[i]);
          vd_yaml_writer_end_sequence (w);
        }
      if (event->facing >= 0)
        {
          vd_yaml_writer_word (w, "facing");
          vd_yaml_writer_number (w, event->facing);
        }
      if (event->army != NULL)
        write_or_null (w, "army", event->army, FALSE);
      if (event->formation != NULL)
        write_or_null (w, "formation", event->formation, FALSE);
      if (event->eliminated)
        {
          vd_yaml_writer_word (w, "eliminated");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (event->die > 0)
        {
          vd_yaml_writer_word (w, "die");
          vd_yaml_writer_number (w, event->die);
        }
      if (event->bottom)
        {
          vd_yaml_writer_word (w, "bottom");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (event->hex2 != NULL)
        write_or_null (w, "across", event->hex2, TRUE);
      if (event->spread != NULL)
        {
          vd_yaml_writer_word (w, "spread");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint i = 0; event->spread[i] != NULL; i++)
            vd_yaml_writer_text (w, event->spread[i]);
          vd_yaml_writer_end_sequence (w);
        }
      if (event->rebuilt)
        {
          vd_yaml_writer_word (w, "rebuilt");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (event->forced > 0)
        {
          vd_yaml_writer_word (w, "forced");
          vd_yaml_writer_number (w, event->forced);
        }
      if (event->to_turn > 0)
        {
          vd_yaml_writer_word (w, "returns");
          vd_yaml_writer_number (w, event->to_turn);
        }
      /* A combat refused by falling back (1914-CBT-8): the attackers it refused. */
      if (event->attackers != NULL)
        {
          vd_yaml_writer_word (w, "refused");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint i = 0; event->attackers[i] != NULL; i++)
            vd_yaml_writer_text (w, event->attackers[i]);
          vd_yaml_writer_end_sequence (w);
        }
      break;
    case VD_BOARD_EVENT_STRENGTH:
      write_or_null (w, "strength", event->strength, FALSE);
      break;
    case VD_BOARD_EVENT_STATE:
      write_or_null (w, "state", event->state, FALSE);
      break;
    case VD_BOARD_EVENT_STEP:
      write_or_null (w, "step", event->step, FALSE);
      break;
    case VD_BOARD_EVENT_ADD_MARKER:
    case VD_BOARD_EVENT_REMOVE_MARKER:
      vd_yaml_writer_word (w, "marker");
      vd_yaml_writer_word (w, event->marker);
      if (event->hex2 == NULL)
        {
          vd_yaml_writer_word (w, "hex");
          vd_yaml_writer_text (w, event->hex);
        }
      else
        {
          vd_yaml_writer_word (w, "hexside");
          vd_yaml_writer_begin_sequence (w, TRUE);
          vd_yaml_writer_text (w, event->hex);
          vd_yaml_writer_text (w, event->hex2);
          vd_yaml_writer_end_sequence (w);
        }
      break;
    case VD_BOARD_EVENT_END_PHASE:
      vd_yaml_writer_word (w, "to_turn");
      vd_yaml_writer_number (w, event->to_turn);
      vd_yaml_writer_word (w, "to_phase");
      vd_yaml_writer_word (w, event->to_phase);
      break;
    case VD_BOARD_EVENT_DEMORALIZED:
      vd_yaml_writer_word (w, "side");
      vd_yaml_writer_word (w, event->side);
      break;
    case VD_BOARD_EVENT_COMBAT:
      for (guint side = 0; side < 2; side++)
        {
          GStrv ids = side == 0 ? event->attackers : event->defenders;

          vd_yaml_writer_word (w, side == 0 ? "attackers" : "defenders");
          vd_yaml_writer_begin_sequence (w, TRUE);
          for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
            vd_yaml_writer_text (w, ids[i]);
          vd_yaml_writer_end_sequence (w);
        }
      write_or_null (w, "column", event->odds_column, TRUE);
      vd_yaml_writer_word (w, "roll");
      vd_yaml_writer_number (w, event->roll);
      vd_yaml_writer_word (w, "die");
      vd_yaml_writer_number (w, event->die);
      write_or_null (w, "result", event->result, TRUE);
      if (event->opportunity)
        {
          vd_yaml_writer_word (w, "opportunity");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (event->fire)
        {
          vd_yaml_writer_word (w, "fire");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (event->melee)
        {
          vd_yaml_writer_word (w, "melee");
          vd_yaml_writer_bool (w, TRUE);
        }
      break;
    case VD_BOARD_EVENT_ROSTER:
      vd_yaml_writer_word (w, "casualties");
      vd_yaml_writer_number (w, event->casualties);
      vd_yaml_writer_word (w, "stragglers");
      vd_yaml_writer_number (w, event->stragglers);
      if (event->has_skirmishers)
        {
          vd_yaml_writer_word (w, "skirmishers");
          vd_yaml_writer_number (w, event->skirmishers);
        }
      break;
    case VD_BOARD_EVENT_ORDER:
      vd_yaml_writer_word (w, "action");
      vd_yaml_writer_word (w, event->order_action);
      vd_yaml_writer_word (w, "order");
      vd_yaml_writer_number (w, event->order_line);
      if (event->sender != NULL)
        write_or_null (w, "sender", event->sender, FALSE);
      if (event->receiver != NULL)
        write_or_null (w, "receiver", event->receiver, FALSE);
      if (event->order_type != NULL)
        write_or_null (w, "type", event->order_type, FALSE);
      if (event->order_method != NULL)
        write_or_null (w, "method", event->order_method, FALSE);
      if (event->order_text != NULL)
        write_or_null (w, "text", event->order_text, TRUE);
      if (event->order_cost >= 0)
        {
          vd_yaml_writer_word (w, "cost");
          vd_yaml_writer_number (w, event->order_cost);
        }
      if (event->to_turn > 0)
        {
          vd_yaml_writer_word (w, "arrives");
          vd_yaml_writer_number (w, event->to_turn);
        }
      if (event->odds_column != NULL)
        write_or_null (w, "column", event->odds_column, TRUE);
      if (event->roll > 0)
        {
          vd_yaml_writer_word (w, "roll");
          vd_yaml_writer_number (w, event->roll);
        }
      if (event->die > 0)
        {
          vd_yaml_writer_word (w, "die");
          vd_yaml_writer_number (w, event->die);
        }
      if (event->result != NULL)
        write_or_null (w, "result", event->result, TRUE);
      break;
    case VD_BOARD_EVENT_ROLL:
      write_or_null (w, "rule", event->ruling_rule, TRUE);
      write_or_null (w, "test", event->test, FALSE);
      vd_yaml_writer_word (w, "die");
      vd_yaml_writer_number (w, event->die);
      if (event->has_modified)
        {
          vd_yaml_writer_word (w, "modified");
          vd_yaml_writer_number (w, event->modified);
        }
      if (event->needed > 0)
        {
          vd_yaml_writer_word (w, "needed");
          vd_yaml_writer_number (w, event->needed);
        }
      if (event->chart_row != NULL)
        write_or_null (w, "row", event->chart_row, TRUE);
      if (event->odds_column != NULL)
        write_or_null (w, "column", event->odds_column, TRUE);
      write_or_null (w, "result", event->result, TRUE);
      break;
    case VD_BOARD_EVENT_RULING:
      write_or_null (w, "rule", event->ruling_rule, TRUE);
      write_or_null (w, "question", event->question, TRUE);
      write_or_null (w, "decision", event->decision, TRUE);
      if (event->chart != NULL)
        {
          write_or_null (w, "chart", event->chart, TRUE);
          write_or_null (w, "row", event->chart_row, TRUE);
          write_or_null (w, "column", event->chart_column, TRUE);
        }
      break;
    case VD_BOARD_N_EVENT_KINDS:
      g_assert_not_reached ();
    default:
      /* Set-up events: their own keys. */
      write_setup_keys (w, event);
      break;
    }
  if (event->note != NULL)
    {
      vd_yaml_writer_word (w, "note");
      vd_yaml_writer_text (w, event->note);
    }
  if (event->batch > 0)
    {
      vd_yaml_writer_word (w, "batch");
      vd_yaml_writer_number (w, event->batch);
    }
}

/* The keys MAP may have for KIND (EXTRA too), and those it must. */
static gboolean
check_event_keys (const VdYamlDocument *doc, const VdYamlNode *map, VdBoardEventKind kind,
                  const char *extra, GError **error)
{
  g_autoptr(GPtrArray) allowed = g_ptr_array_new ();
  g_autoptr(GPtrArray) required = g_ptr_array_new ();
  const char * const *own = kind_keys[kind];
  guint i = 0;

  for (guint k = 0; k < G_N_ELEMENTS (common_keys); k++)
    g_ptr_array_add (allowed, (gpointer) common_keys[k]);
  g_ptr_array_add (required, "event");
  g_ptr_array_add (required, "turn");
  for (; own[i] != NULL; i++)
    {
      g_ptr_array_add (allowed, (gpointer) own[i]);
      g_ptr_array_add (required, (gpointer) own[i]);
    }
  for (i++; own[i] != NULL; i++)
    g_ptr_array_add (allowed, (gpointer) own[i]);
  if (extra != NULL)
    g_ptr_array_add (allowed, (gpointer) extra);
  g_ptr_array_add (allowed, NULL);
  g_ptr_array_add (required, NULL);
  return vd_yaml_check_keys (doc, map, "event", (const char * const *) allowed->pdata,
                             (const char * const *) required->pdata, error);
}

/* KEY's value: a word (or a printed label, any text), or NULL when absent or `~` and NULLABLE. */
static gboolean read_value (const VdYamlDocument *doc, const VdYamlNode *map, const char *key,
                            gboolean word, gboolean nullable, char **out, GError **error);

/* A set_hex's `symbol`: `partial` or `whole` (the default). */
static gboolean
read_symbol (const VdYamlDocument *doc, const VdYamlNode *map, gboolean *partial, GError **error)
{
  g_autofree char *symbol = NULL;

  if (!read_value (doc, map, "symbol", TRUE, TRUE, &symbol, error))
    return FALSE;
  if (symbol != NULL && !g_str_equal (symbol, "partial") && !g_str_equal (symbol, "whole"))
    {
      g_autofree char *shown = vd_error_cut (symbol);

      vd_yaml_error_at (doc, vd_yaml_lookup (map, "symbol"), error,
                        _("symbol “%s”: partial or whole (the printed symbol covers part of the "
                          "hex, or all of it)"), shown);
      return FALSE;
    }
  *partial = g_strcmp0 (symbol, "partial") == 0;
  return TRUE;
}

static gboolean
read_value (const VdYamlDocument *doc, const VdYamlNode *map, const char *key, gboolean word,
            gboolean nullable, char **out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const char *value;

  if (node == NULL || (nullable && vd_yaml_node_is_null (node)))
    return TRUE;
  if (!(word ? vd_yaml_read_word (doc, node, key, &value, error)
             : vd_yaml_read_string (doc, node, key, &value, error)))
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

static gboolean
read_labels (const VdYamlDocument *doc, const VdYamlNode *node, const char *what, guint min,
             guint max, GStrv *out, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (!vd_yaml_expect_sequence (doc, node, what, error) ||
      !vd_yaml_check_length (doc, node, what, max, error))
    return FALSE;
  if (node->n_children < min)
    {
      vd_yaml_error_at (doc, node, error, "%s",
                        g_str_equal (what, "hexside")
                          ? _("a hexside is given by its two hexes: [\"0405\", \"0406\"]")
                          : _("a road joins at least two hexes"));
      return FALSE;
    }
  for (guint i = 0; i < node->n_children; i++)
    {
      const char *label;

      if (!vd_yaml_read_string (doc, node->children[i], what, &label, error))
        return FALSE;
      g_strv_builder_add (builder, label);
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

/* An optional whole number of MAP under KEY, ~ counting as absent. */
static gboolean
read_optional_int (const VdYamlDocument *doc, const VdYamlNode *map, const char *key, int min,
                   int max, gboolean *has, int *out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);

  *has = FALSE;
  if (node == NULL || vd_yaml_node_is_null (node))
    return TRUE;
  if (!vd_yaml_read_int (doc, node, key, min, max, out, error))
    return FALSE;
  *has = TRUE;
  return TRUE;
}

static gboolean
read_setup_keys (const VdYamlDocument *doc, const VdYamlNode *map, VdBoardEvent *event,
                 GError **error)
{
  const VdYamlNode *node;
  g_auto(GStrv) pair = NULL;
  gboolean has_facing = FALSE;

  switch (event->kind)
    {
    case VD_BOARD_EVENT_SET_HEX:
      if (!read_value (doc, map, "hex", FALSE, FALSE, &event->hex, error) ||
          !read_value (doc, map, "terrain", TRUE, TRUE, &event->terrain, error) ||
          ((node = vd_yaml_lookup (map, "features")) != NULL &&
           !read_labels (doc, node, "features", 0, VD_BOARD_MAX_FEATURES, &event->features,
                         error)) ||
          !read_optional_int (doc, map, "elevation", -VD_BOARD_MAX_ELEVATION,
                              VD_BOARD_MAX_ELEVATION, &event->has_elevation, &event->elevation,
                              error) ||
          !read_optional_int (doc, map, "value", 0, VD_BOARD_MAX_VALUE, &event->has_value,
                              &event->value, error) ||
          !read_value (doc, map, "country", TRUE, TRUE, &event->country, error) ||
          !read_value (doc, map, "name", FALSE, TRUE, &event->name, error) ||
          !read_symbol (doc, map, &event->symbol_partial, error))
        return FALSE;
      return TRUE;
    case VD_BOARD_EVENT_ADD_HEXSIDE:
    case VD_BOARD_EVENT_REMOVE_HEXSIDE:
      if (!read_labels (doc, vd_yaml_lookup (map, "hexside"), "hexside", 2, 2, &pair, error) ||
          !read_value (doc, map, "feature", TRUE, FALSE, &event->feature, error) ||
          !read_value (doc, map, "toward", FALSE, FALSE, &event->toward, error))
        return FALSE;
      event->hex = g_strdup (pair[0]);
      event->hex2 = g_strdup (pair[1]);
      return TRUE;
    case VD_BOARD_EVENT_ADD_ROAD:
    case VD_BOARD_EVENT_REMOVE_ROAD:
      return read_value (doc, map, "road", TRUE, FALSE, &event->road, error) &&
             read_labels (doc, vd_yaml_lookup (map, "path"), "path", 2, MAX_PATH, &event->path,
                          error) &&
             read_value (doc, map, "name", FALSE, FALSE, &event->name, error);
    case VD_BOARD_EVENT_ADD_UNIT:
      if (!read_value (doc, map, "side", TRUE, FALSE, &event->side, error) ||
          !read_value (doc, map, "class", TRUE, FALSE, &event->unit_class, error) ||
          !read_value (doc, map, "hex", FALSE, TRUE, &event->hex, error) ||
          !read_value (doc, map, "name", FALSE, FALSE, &event->name, error) ||
          !read_value (doc, map, "strength", TRUE, TRUE, &event->strength, error) ||
          !read_optional_int (doc, map, "movement", 0, VD_BOARD_MAX_MOVEMENT,
                              &event->has_movement, &event->movement, error) ||
          !read_value (doc, map, "state", TRUE, TRUE, &event->state, error) ||
          !read_value (doc, map, "step", TRUE, TRUE, &event->step, error) ||
          !read_optional_int (doc, map, "facing", 0, VD_BOARD_MAX_FACING, &has_facing,
                              &event->facing, error) ||
          !read_value (doc, map, "unit_note", FALSE, FALSE, &event->unit_note, error) ||
          !read_value (doc, map, "army", TRUE, FALSE, &event->army, error) ||
          !read_value (doc, map, "nation", TRUE, FALSE, &event->nation, error) ||
          !read_value (doc, map, "echelon", TRUE, FALSE, &event->echelon, error) ||
          !read_value (doc, map, "formation", TRUE, FALSE, &event->formation, error) ||
          !read_value (doc, map, "grade", TRUE, FALSE, &event->grade, error) ||
          !read_value (doc, map, "extends", TRUE, FALSE, &event->extends, error) ||
          ((node = vd_yaml_lookup (map, "bottom")) != NULL &&
           !vd_yaml_read_bool (doc, node, "bottom", &event->bottom, error)))
        return FALSE;
      if (!has_facing)
        event->facing = -1;
      return TRUE;
    case VD_BOARD_EVENT_SET_BACKGROUND:
      if (!read_value (doc, map, "image", FALSE, TRUE, &event->image, error))
        return FALSE;
      if ((node = vd_yaml_lookup (map, "points")) == NULL)
        return TRUE;
      if (!vd_yaml_expect_sequence (doc, node, "points", error))
        return FALSE;
      if (node->n_children != VD_BOARD_CALIBRATION_POINTS)
        {
          vd_yaml_error_at (doc, node, error, "%s",
                            _("a background is placed by three hexes: give three points"));
          return FALSE;
        }
      for (guint i = 0; i < node->n_children; i++)
        {
          const VdYamlNode *point = node->children[i];
          VdPoint at;

          if (!vd_yaml_expect_mapping (doc, point, "point", error) ||
              !vd_yaml_check_keys (doc, point, "point", point_keys, point_keys, error) ||
              !read_value (doc, point, "hex", FALSE, FALSE, &event->point_hexes[i], error) ||
              !vd_yaml_read_point (doc, vd_yaml_lookup (point, "at"), "at", &at, error))
            return FALSE;
          event->point_x[i] = at.x;
          event->point_y[i] = at.y;
        }
      event->n_points = VD_BOARD_CALIBRATION_POINTS;
      return TRUE;
    case VD_BOARD_EVENT_REMOVE_UNIT:
    default:
      return TRUE;
    }
}

VdBoardEvent *
vd_board_event_read (const VdYamlDocument *doc, const VdYamlNode *map, const char *extra_key,
                     GError **error)
{
  g_autoptr(VdBoardEvent) event = NULL;
  const VdYamlNode *node;
  const char *name;
  guint kind;
  int number;

  if (!vd_yaml_expect_mapping (doc, map, "event", error))
    return NULL;
  node = vd_yaml_lookup (map, "event");
  if (node == NULL)
    {
      vd_yaml_error_at (doc, map, error, "%s", _("the key “event” is missing"));
      return NULL;
    }
  if (!vd_yaml_read_word (doc, node, "event", &name, error))
    return NULL;
  for (kind = 0; kind < VD_BOARD_N_EVENT_KINDS; kind++)
    if (g_str_equal (name, kind_names[kind]))
      break;
  if (kind == VD_BOARD_N_EVENT_KINDS)
    {
      g_autofree char *shown = vd_error_cut (name);

      vd_yaml_error_at (doc, node, error,
                        _("unknown event “%s” (a board’s events are move, strength, state, "
                          "add-marker, remove-marker, end-phase, demoralized, combat, ruling, "
                          "roster, step, order, roll, set-hex, add-hexside, remove-hexside, "
                          "add-road, remove-road, add-unit, remove-unit and set-background)"),
                        shown);
      return NULL;
    }
  if (!check_event_keys (doc, map, kind, extra_key, error))
    return NULL;
  event = vd_board_event_new (kind, NULL);
  event->line = map->line;
  event->column = map->column;
  if (!vd_yaml_read_int (doc, vd_yaml_lookup (map, "turn"), "turn", 1, VD_YAML_MAX_TURN,
                         &event->turn, error) ||
      !read_value (doc, map, "phase", TRUE, FALSE, &event->phase, error) ||
      !read_value (doc, map, "time", FALSE, FALSE, &event->time, error) ||
      !read_value (doc, map, "unit", TRUE, FALSE, &event->unit_id, error) ||
      !read_value (doc, map, "note", FALSE, FALSE, &event->note, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "batch")) != NULL)
    {
      if (!vd_yaml_read_int (doc, node, "batch", 0, G_MAXINT, &number, error))
        return NULL;
      event->batch = (guint) number;
    }
  switch (event->kind)
    {
    case VD_BOARD_EVENT_MOVE:
      if (!read_value (doc, map, "hex", FALSE, TRUE, &event->hex, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "path")) != NULL &&
          !read_labels (doc, node, "path", 0, MAX_PATH, &event->path, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "facing")) != NULL &&
          !vd_yaml_read_int (doc, node, "facing", 0, VD_BOARD_MAX_FACING, &event->facing,
                             error))
        return NULL;
      if (!read_value (doc, map, "army", TRUE, FALSE, &event->army, error) ||
          !read_value (doc, map, "formation", TRUE, FALSE, &event->formation, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "eliminated")) != NULL &&
          !vd_yaml_read_bool (doc, node, "eliminated", &event->eliminated, error))
        return NULL;
      /* Off the map to come back: its re-entry die and the turn it may (1914-RET-5). */
      if ((node = vd_yaml_lookup (map, "die")) != NULL &&
          !vd_yaml_read_int (doc, node, "die", 1, 1000, &event->die, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "returns")) != NULL &&
          !vd_yaml_read_int (doc, node, "returns", 1, 100000, &event->to_turn, error))
        return NULL;
      /* A forced march's extra points (BN 18.0b: the Desertion Table roll it owes). */
      if ((node = vd_yaml_lookup (map, "forced")) != NULL &&
          !vd_yaml_read_int (doc, node, "forced", 1, VD_BOARD_MAX_MOVEMENT, &event->forced,
                             error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "refused")) != NULL &&
          !read_labels (doc, node, "refused", 1, MAX_PATH, &event->attackers, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "bottom")) != NULL &&
          !vd_yaml_read_bool (doc, node, "bottom", &event->bottom, error))
        return NULL;
      /* Rebuilt from two eliminated counters (1914-REB-2: operational at once). */
      if ((node = vd_yaml_lookup (map, "rebuilt")) != NULL &&
          !vd_yaml_read_bool (doc, node, "rebuilt", &event->rebuilt, error))
        return NULL;
      /* Seated on the hexside toward that hex (LBA-DRAG-1). */
      if (!read_value (doc, map, "across", FALSE, FALSE, &event->hex2, error))
        return NULL;
      /* Spread over those vineyard hexes besides its own (LBA-VIN-3). */
      if ((node = vd_yaml_lookup (map, "spread")) != NULL && !vd_yaml_node_is_null (node) &&
          !read_labels (doc, node, "spread", 1, VD_BOARD_MAX_FEATURES, &event->spread, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_STRENGTH:
      if (!read_value (doc, map, "strength", TRUE, TRUE, &event->strength, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_STATE:
      if (!read_value (doc, map, "state", TRUE, TRUE, &event->state, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_STEP:
      if (!read_value (doc, map, "step", TRUE, TRUE, &event->step, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_ADD_MARKER:
    case VD_BOARD_EVENT_REMOVE_MARKER:
      {
        const VdYamlNode *hex = vd_yaml_lookup (map, "hex");
        const VdYamlNode *side = vd_yaml_lookup (map, "hexside");
        g_auto(GStrv) pair = NULL;

        if (!read_value (doc, map, "marker", TRUE, FALSE, &event->marker, error))
          return NULL;
        if ((hex == NULL) == (side == NULL))
          {
            vd_yaml_error_at (doc, map, error, "%s",
                              _("a marker lies in a hex or on a hexside: give hex or hexside"));
            return NULL;
          }
        if (hex != NULL)
          {
            if (!read_value (doc, map, "hex", FALSE, FALSE, &event->hex, error))
              return NULL;
          }
        else
          {
            if (!read_labels (doc, side, "hexside", 2, 2, &pair, error))
              return NULL;
            event->hex = g_strdup (pair[0]);
            event->hex2 = g_strdup (pair[1]);
          }
      }
      break;
    case VD_BOARD_EVENT_END_PHASE:
      if (!vd_yaml_read_int (doc, vd_yaml_lookup (map, "to_turn"), "to_turn", 1,
                             VD_YAML_MAX_TURN, &event->to_turn, error) ||
          !read_value (doc, map, "to_phase", TRUE, FALSE, &event->to_phase, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_DEMORALIZED:
      if (!read_value (doc, map, "side", TRUE, FALSE, &event->side, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_COMBAT:
      if (!read_labels (doc, vd_yaml_lookup (map, "attackers"), "attackers", 1, MAX_PATH,
                        &event->attackers, error) ||
          !read_labels (doc, vd_yaml_lookup (map, "defenders"), "defenders", 1, MAX_PATH,
                        &event->defenders, error) ||
          !read_value (doc, map, "column", FALSE, TRUE, &event->odds_column, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (map, "roll"), "roll", 1, 1000, &event->roll,
                             error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (map, "die"), "die", -1000, 1000, &event->die,
                             error) ||
          !read_value (doc, map, "result", FALSE, TRUE, &event->result, error) ||
          ((node = vd_yaml_lookup (map, "opportunity")) != NULL &&
           !vd_yaml_read_bool (doc, node, "opportunity", &event->opportunity, error)) ||
          ((node = vd_yaml_lookup (map, "fire")) != NULL &&
           !vd_yaml_read_bool (doc, node, "fire", &event->fire, error)) ||
          ((node = vd_yaml_lookup (map, "melee")) != NULL &&
           !vd_yaml_read_bool (doc, node, "melee", &event->melee, error)))
        return NULL;
      break;
    case VD_BOARD_EVENT_ROSTER:
      if (!vd_yaml_read_int (doc, vd_yaml_lookup (map, "casualties"), "casualties", 0,
                             VD_BOARD_ROSTER_MAX_BOXES, &event->casualties, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (map, "stragglers"), "stragglers", 0,
                             VD_BOARD_ROSTER_MAX_BOXES, &event->stragglers, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "skirmishers")) != NULL &&
          !vd_yaml_read_int (doc, node, "skirmishers", 0, VD_BOARD_ROSTER_MAX_BOXES,
                             &event->skirmishers, error))
        return NULL;
      event->has_skirmishers = node != NULL;
      break;
    case VD_BOARD_EVENT_ORDER:
      if (!read_value (doc, map, "action", TRUE, FALSE, &event->order_action, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (map, "order"), "order", 1,
                             VD_BOARD_MAX_ORDER_LINE, &event->order_line, error) ||
          !read_value (doc, map, "sender", TRUE, TRUE, &event->sender, error) ||
          !read_value (doc, map, "receiver", TRUE, TRUE, &event->receiver, error) ||
          !read_value (doc, map, "type", TRUE, TRUE, &event->order_type, error) ||
          !read_value (doc, map, "method", TRUE, TRUE, &event->order_method, error) ||
          !read_value (doc, map, "text", FALSE, TRUE, &event->order_text, error) ||
          !read_value (doc, map, "column", FALSE, TRUE, &event->odds_column, error) ||
          !read_value (doc, map, "result", FALSE, TRUE, &event->result, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "cost")) != NULL && !vd_yaml_node_is_null (node) &&
          !vd_yaml_read_int (doc, node, "cost", 0, VD_BOARD_MAX_ORDER_LINE, &event->order_cost,
                             error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "arrives")) != NULL &&
          !vd_yaml_read_int (doc, node, "arrives", 1, VD_YAML_MAX_TURN, &event->to_turn, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "roll")) != NULL &&
          !vd_yaml_read_int (doc, node, "roll", 1, 1000, &event->roll, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "die")) != NULL &&
          !vd_yaml_read_int (doc, node, "die", 1, 1000, &event->die, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_ROLL:
      if (!read_value (doc, map, "rule", FALSE, FALSE, &event->ruling_rule, error) ||
          !read_value (doc, map, "test", TRUE, FALSE, &event->test, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (map, "die"), "die", 1, VD_BOARD_MAX_ROLL,
                             &event->die, error) ||
          !read_optional_int (doc, map, "modified", -VD_BOARD_MAX_ROLL, VD_BOARD_MAX_ROLL,
                              &event->has_modified, &event->modified, error) ||
          !read_value (doc, map, "row", FALSE, FALSE, &event->chart_row, error) ||
          !read_value (doc, map, "column", FALSE, FALSE, &event->odds_column, error) ||
          !read_value (doc, map, "result", FALSE, TRUE, &event->result, error))
        return NULL;
      if ((node = vd_yaml_lookup (map, "needed")) != NULL &&
          !vd_yaml_read_int (doc, node, "needed", 1, VD_BOARD_MAX_ROLL, &event->needed, error))
        return NULL;
      break;
    case VD_BOARD_EVENT_RULING:
      if (!read_value (doc, map, "rule", FALSE, FALSE, &event->ruling_rule, error) ||
          !read_value (doc, map, "question", FALSE, FALSE, &event->question, error) ||
          !read_value (doc, map, "decision", FALSE, FALSE, &event->decision, error) ||
          !read_value (doc, map, "chart", FALSE, FALSE, &event->chart, error) ||
          !read_value (doc, map, "row", FALSE, FALSE, &event->chart_row, error) ||
          !read_value (doc, map, "column", FALSE, FALSE, &event->chart_column, error))
        return NULL;
      if ((event->chart == NULL) != (event->chart_row == NULL) ||
          (event->chart == NULL) != (event->chart_column == NULL))
        {
          vd_yaml_error_at (doc, map, error, "%s",
                            _("a ruling kept as a chart’s cell names the chart, the row and "
                              "the column"));
          return NULL;
        }
      break;
    case VD_BOARD_N_EVENT_KINDS:
      g_assert_not_reached ();
    default:
      /* Set-up events: their own keys. */
      if (!read_setup_keys (doc, map, event, error))
        return NULL;
      break;
    }
  return g_steal_pointer (&event);
}

/* Describing. */

static const char *
unit_name (const VdBoard *board, const char *id)
{
  const VdBoardUnit *unit = board != NULL ? vd_board_find_unit (board, id) : NULL;

  return unit != NULL && unit->name != NULL ? unit->name : id;
}

static const char *
phase_name (const VdHexRuleset *module, const char *id)
{
  const VdHexName *phase = module != NULL && id != NULL ? vd_hex_ruleset_find_phase (module, id)
                                                         : NULL;

  return phase != NULL ? vd_text_get (&phase->name) : id;
}

/* A roll's test and result as the user reads them: the words Vedette records, translated;
 * another word as written. */
static const char *
roll_word (const char *word)
{
  static const struct { const char *word; const char *text; } words[] = {
    /* Translators: what a roll tested, in "ney's attack stoppage roll (10.3b): 7". */
    { "stoppage", N_("attack stoppage") },
    /* Translators: what a roll tested, in "gk's recall roll (LBA-REC-1): 6". */
    { "recall", N_("recall") },
    /* Translators: what a roll tested, in "br's morale check roll (25.2): 56". */
    { "morale", N_("morale check") },
    { "keeps-attacking", N_("keeps attacking") },
    { "stops", N_("stops") },
    { "recalled", N_("recalled") },
    { "not-recalled", N_("not recalled") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_strcmp0 (word, words[i].word) == 0)
      return _(words[i].text);
  return word;
}

static char *
describe_roll (const VdBoardEvent *event, const char *unit)
{
  GString *text = g_string_new (NULL);

  if (unit != NULL)
    /* Translators: a counter, what it tested, the rule, the die: "ney's attack stoppage roll
     * (10.3b): 7". */
    g_string_printf (text, _("%s’s %s roll (%s): %d"), unit, roll_word (event->test),
                     event->ruling_rule, event->die);
  else
    /* Translators: what was tested, the rule, the die: "attack stoppage roll (10.3b): 7". */
    g_string_printf (text, _("%s roll (%s): %d"), roll_word (event->test), event->ruling_rule,
                     event->die);
  if (event->has_modified && event->modified != event->die)
    /* Translators: appended to a roll: ", 7 modified". */
    g_string_append_printf (text, _(", %d modified"), event->modified);
  if (event->chart_row != NULL || event->odds_column != NULL)
    /* Translators: appended to a roll: the chart's row or column read, ", on russian-light". */
    g_string_append_printf (text, _(", on %s"),
                            event->chart_row != NULL ? event->chart_row : event->odds_column);
  if (event->needed > 0)
    /* Translators: appended to a roll: ", 3 or more needed". */
    g_string_append_printf (text, _(", %d or more needed"), event->needed);
  g_string_append_printf (text, ": %s",
                          event->result != NULL ? roll_word (event->result)
                                                : _("result not known"));
  return g_string_free (text, FALSE);
}

static char *
describe_body (const VdBoardEvent *event, const VdBoard *board, const VdHexRuleset *module)
{
  const char *unit = event->unit_id != NULL ? unit_name (board, event->unit_id) : NULL;

  switch (event->kind)
    {
    case VD_BOARD_EVENT_MOVE:
      if (event->hex == NULL && event->eliminated)
        /* Translators: a counter's name. */
        return g_strdup_printf (_("%s is eliminated"), unit);
      if (event->hex == NULL && event->die > 0)
        /* Translators: a counter off the map, its re-entry die and the turn it may come
         * back: "fr-1 off the map rolls 4: back from turn 5". */
        return g_strdup_printf (_("%s off the map rolls %d: back from turn %d"), unit,
                                event->die, event->to_turn);
      if (event->hex == NULL)
        /* Translators: a counter's name. */
        return g_strdup_printf (_("%s leaves the map"), unit);
      if (event->attackers != NULL)
        {
          g_autofree char *from = g_strjoinv (", ", event->attackers);

          /* Translators: "fc refuses combat with g1, falls back to 0203" (1914-CBT-8). */
          return g_strdup_printf (_("%s refuses combat with %s, falls back to %s"), unit, from,
                                  event->hex);
        }
      if (event->hex2 != NULL)
        /* Translators: "St Petersberg Dragoner sits on the hexside 0505|0506" (LBA's Sk mode). */
        return g_strdup_printf (_("%s sits on the hexside %s|%s"), unit, event->hex,
                                event->hex2);
      if (event->formation != NULL && event->path == NULL)
        /* Translators: a counter changing formation where it stands: its name, the
         * formation, then the hex as printed ("fr-1 forms line in 0405"). */
        return g_strdup_printf (_("%s forms %s in %s"), unit,
                                vd_hex_ruleset_formation_name (module, event->formation),
                                event->hex);
      if (event->formation != NULL)
        /* Translators: a counter's name, a hex as printed, then a formation ("in line"). */
        return g_strdup_printf (_("%s moves to %s, now in %s"), unit, event->hex,
                                vd_hex_ruleset_formation_name (module, event->formation));
      /* Translators: a counter's name, then a hex as printed on the map (0405). */
      return g_strdup_printf (_("%s moves to %s"), unit, event->hex);
    case VD_BOARD_EVENT_STRENGTH:
      if (event->strength == NULL)
        return g_strdup_printf (_("%s: strength not known"), unit);
      /* Translators: a counter's name, then its strength as printed (6, AB). */
      return g_strdup_printf (_("%s: strength %s"), unit, event->strength);
    case VD_BOARD_EVENT_STATE:
      if (event->state == NULL)
        return g_strdup_printf (_("%s: back to its good face"), unit);
      /* Translators: a counter's name, then its state as the module names it (disorganized). */
      return g_strdup_printf (_("%s: state %s"), unit, event->state);
    case VD_BOARD_EVENT_STEP:
      if (event->step == NULL)
        /* Translators: a counter's name: a skirmisher back to its full face (BN 11.5g). */
        return g_strdup_printf (_("%s: full again"), unit);
      /* Translators: a counter's name, then its step as the module names it (reduced). */
      return g_strdup_printf (_("%s: step %s"), unit, event->step);
    case VD_BOARD_EVENT_ADD_MARKER:
      if (unit != NULL && event->hex2 != NULL)
        /* Translators: a counter's name, a marker's type, then two hexes as printed ("fr-1
         * places a destroyed-bridge marker between 0202 and 0203"). */
        return g_strdup_printf (_("%s places a %s marker between %s and %s"), unit,
                                event->marker, event->hex, event->hex2);
      if (unit != NULL)
        return g_strdup_printf (_("%s places a %s marker in %s"), unit, event->marker,
                                event->hex);
      if (event->hex2 != NULL)
        /* Translators: a marker's type, then two hexes as printed. */
        return g_strdup_printf (_("%s marker placed between %s and %s"), event->marker,
                                event->hex, event->hex2);
      return g_strdup_printf (_("%s marker placed in %s"), event->marker, event->hex);
    case VD_BOARD_EVENT_REMOVE_MARKER:
      if (event->hex2 != NULL)
        return g_strdup_printf (_("%s marker removed between %s and %s"), event->marker,
                                event->hex, event->hex2);
      return g_strdup_printf (_("%s marker removed from %s"), event->marker, event->hex);
    case VD_BOARD_EVENT_END_PHASE:
      /* Translators: a turn number, then the name of a phase of the game. */
      return g_strdup_printf (_("on to turn %d — %s"), event->to_turn,
                              phase_name (module, event->to_phase));
    case VD_BOARD_EVENT_COMBAT:
      {
        g_autofree char *attackers = event->attackers != NULL
                                       ? g_strjoinv (", ", event->attackers) : g_strdup ("?");
        g_autofree char *defenders = event->defenders != NULL
                                       ? g_strjoinv (", ", event->defenders) : g_strdup ("?");

        if (event->result == NULL)
          /* Translators: "combat: g1, g2 against f1 at 2:1, roll 4 (die 3): result not in the
           * chart yet". */
          return g_strdup_printf (_("combat: %s against %s at %s, roll %d (die %d): result not "
                                    "in the chart yet"), attackers, defenders,
                                  event->odds_column != NULL ? event->odds_column : "?", event->roll,
                                  event->die);
        /* Translators: "combat: g1, g2 against f1 at 2:1, roll 4 (die 3): DR". */
        return g_strdup_printf (_("combat: %s against %s at %s, roll %d (die %d): %s"),
                                attackers, defenders,
                                event->odds_column != NULL ? event->odds_column : "?",
                                event->roll, event->die, event->result);
      }
    case VD_BOARD_EVENT_ROSTER:
      /* Translators: a counter's name, then the marks on its roster row ("fr-1: roster 2 X,
       * 1 /"): casualties and stragglers. */
      if (event->has_skirmishers)
        /* Translators: "fr-1: roster 2 X, 1 /, 1 skirmisher box checked (11.5a)". */
        return g_strdup_printf (_("%s: roster %d X, %d /, %d skirmisher boxes checked"), unit,
                                event->casualties, event->stragglers, event->skirmishers);
      return g_strdup_printf (_("%s: roster %d X, %d /"), unit, event->casualties,
                              event->stragglers);
    case VD_BOARD_EVENT_ORDER:
      if (event->result != NULL)
        /* Translators: a line of the order sheet, what was done and what came of it: "order 2:
         * arrive, roll 25: D5". */
        return g_strdup_printf (_("order %d: %s, roll %d: %s"), event->order_line,
                                event->order_action, event->roll > 0 ? event->roll : event->die,
                                event->result);
      /* Translators: "order 2: send from grouchy to davout". */
      return g_strdup_printf (_("order %d: %s from %s to %s"), event->order_line,
                              event->order_action,
                              event->sender != NULL ? unit_name (board, event->sender) : "?",
                              event->receiver != NULL ? unit_name (board, event->receiver) : "?");
    case VD_BOARD_EVENT_ROLL:
      return describe_roll (event, unit);
    case VD_BOARD_EVENT_RULING:
      if (event->chart != NULL)
        /* Translators: "ruling (1914-CBT-11): Combat results table: the cell of row 3, column
         * 2:1 is not given — DR, kept as the chart's cell". */
        return g_strdup_printf (_("ruling (%s): %s — %s, kept as the chart’s cell"),
                                event->ruling_rule, event->question, event->decision);
      /* Translators: "ruling (D8): what Forest does to the defence is not given — doubled". */
      return g_strdup_printf (_("ruling (%s): %s — %s"), event->ruling_rule, event->question,
                              event->decision);
    case VD_BOARD_EVENT_DEMORALIZED:
      {
        const VdHexName *side = module != NULL ? vd_hex_ruleset_find_side (module, event->side)
                                               : NULL;

        /* Translators: a side's name ("Austro-Russians: army demoralized"). */
        return g_strdup_printf (_("%s: army demoralized"),
                                side != NULL ? vd_text_get (&side->name) : event->side);
      }
    case VD_BOARD_EVENT_SET_HEX:
      if (event->terrain == NULL)
        /* Translators: a hex as printed (0405). */
        return g_strdup_printf (_("%s set"), event->hex);
      /* Translators: a hex as printed, then its terrain ("0405 becomes Woods"). */
      return g_strdup_printf (_("%s becomes %s"), event->hex,
                              vd_hex_ruleset_terrain_name (module, event->terrain, FALSE));
    case VD_BOARD_EVENT_ADD_HEXSIDE:
      /* Translators: a hexside feature, then two hexes as printed. */
      return g_strdup_printf (_("%s between %s and %s"),
                              vd_hex_ruleset_terrain_name (module, event->feature, TRUE),
                              event->hex, event->hex2);
    case VD_BOARD_EVENT_REMOVE_HEXSIDE:
      return g_strdup_printf (_("%s taken away between %s and %s"),
                              vd_hex_ruleset_terrain_name (module, event->feature, TRUE),
                              event->hex, event->hex2);
    case VD_BOARD_EVENT_ADD_ROAD:
      /* Translators: a road's type, then the first and last hexes it joins. */
      return g_strdup_printf (_("%s from %s to %s"),
                              vd_hex_ruleset_terrain_name (module, event->road, FALSE),
                              event->path[0], event->path[g_strv_length (event->path) - 1]);
    case VD_BOARD_EVENT_REMOVE_ROAD:
      return g_strdup_printf (_("%s from %s to %s taken away"),
                              vd_hex_ruleset_terrain_name (module, event->road, FALSE),
                              event->path[0],
                              event->path[g_strv_length (event->path) - 1]);
    case VD_BOARD_EVENT_ADD_UNIT:
      if (event->hex == NULL)
        /* Translators: a counter's name or id. */
        return g_strdup_printf (_("%s joins the board, without a set-up hex"),
                                event->name != NULL ? event->name : event->unit_id);
      /* Translators: a counter's name or id, then a hex as printed. */
      return g_strdup_printf (_("%s set up in %s"),
                              event->name != NULL ? event->name : event->unit_id, event->hex);
    case VD_BOARD_EVENT_REMOVE_UNIT:
      /* Translators: a counter's name or id. */
      return g_strdup_printf (_("%s taken off the board"), unit);
    case VD_BOARD_EVENT_SET_BACKGROUND:
      if (event->image == NULL)
        return g_strdup (_("the map image underneath taken away"));
      if (event->n_points == 0)
        /* Translators: an image file's name. */
        return g_strdup_printf (_("%s laid underneath, not calibrated yet"), event->image);
      /* Translators: an image file's name, then three hexes as printed. */
      return g_strdup_printf (_("%s calibrated on %s, %s and %s"), event->image,
                              event->point_hexes[0], event->point_hexes[1],
                              event->point_hexes[2]);
    case VD_BOARD_N_EVENT_KINDS:
    default:
      break;
    }
  g_assert_not_reached ();
}

char *
vd_board_event_describe (const VdBoardEvent *event, const VdBoard *board,
                         const VdHexRuleset *module)
{
  g_autofree char *body = NULL;

  g_return_val_if_fail (event != NULL, NULL);

  body = describe_body (event, board, module);
  if (event->note != NULL)
    /* Translators: the turn, what happened, and the referee's note. */
    return g_strdup_printf (_("Turn %d: %s (%s)"), event->turn, body, event->note);
  return g_strdup_printf (_("Turn %d: %s"), event->turn, body);
}
