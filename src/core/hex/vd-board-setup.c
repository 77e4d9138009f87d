#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-board-event.h"
#include "vd-board-private.h"
#include "vd-board-step.h"
#include "vd-error.h"

/* Building a board: the set-up events applied, each checked against the grid and the game
 * module as the board reader checks the file's own keys, and folded into the set-up when the
 * board is saved. */

/* WHAT (a terrain, a hexside feature, a side, a class) ID is the module's, or ERROR says not. */
static gboolean
check_known (gboolean known, const char *what, const char *id, const VdHexRuleset *module,
             GError **error)
{
  g_autofree char *shown = NULL;

  if (known || module == NULL)
    return TRUE;
  shown = vd_error_cut (id);
  /* Translators: "unknown terrain “jungle” (not in the game module naa)". */
  g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
               _("unknown %s “%s” (not in the game module %s)"), what, shown, module->id);
  return FALSE;
}

static gboolean
apply_set_hex (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
               GError **error)
{
  VdBoardHex *entry;
  gboolean is_new;
  VdHex hex;

  if (!vd_board_parse_label (board, event->hex, FALSE, &hex, error))
    return FALSE;
  if (event->terrain != NULL &&
      !check_known (vd_hex_ruleset_find_terrain (module, event->terrain) != NULL,
                    C_("board value", "terrain"), event->terrain, module, error))
    return FALSE;
  for (guint i = 0; event->features != NULL && event->features[i] != NULL; i++)
    if (!check_known (vd_hex_ruleset_find_terrain (module, event->features[i]) != NULL,
                      C_("board value", "terrain"), event->features[i], module, error))
      return FALSE;
  /* Nothing said of it: the hex is the module's default again. */
  if (event->terrain == NULL && (event->features == NULL || event->features[0] == NULL) &&
      !event->has_elevation && !event->has_value && event->country == NULL && event->name == NULL &&
      !event->symbol_partial)
    {
      vd_board_remove_hex (board, hex);
      return TRUE;
    }
  if (board->hexes->len >= VD_YAML_MAX_FEATURES && vd_board_get_hex (board, hex) == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT, _("more than %d hexes described"),
                   VD_YAML_MAX_FEATURES);
      return FALSE;
    }
  entry = vd_board_add_hex (board, hex, &is_new);
  g_free (entry->terrain);
  entry->terrain = g_strdup (event->terrain);
  g_strfreev (entry->features);
  entry->features = event->features != NULL && event->features[0] != NULL
                      ? g_strdupv (event->features) : NULL;
  entry->has_elevation = event->has_elevation;
  entry->elevation = event->has_elevation ? event->elevation : 0;
  entry->has_value = event->has_value;
  entry->value = event->has_value ? event->value : 0;
  g_free (entry->country);
  entry->country = g_strdup (event->country);
  g_free (entry->name);
  entry->name = g_strdup (event->name);
  entry->symbol_partial = event->symbol_partial;
  return TRUE;
}

static gboolean
parse_side (const VdBoardEvent *event, const VdBoard *board, VdHexside *side, GError **error)
{
  VdHex a, b;

  if (!vd_board_parse_label (board, event->hex, FALSE, &a, error) ||
      !vd_board_parse_label (board, event->hex2, FALSE, &b, error))
    return FALSE;
  if (vd_hexside_between (a, b, side))
    return TRUE;
  g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("these two hexes are not neighbours: they share no hexside"));
  return FALSE;
}

static gboolean
apply_hexside (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
               GError **error)
{
  const VdHexTerrain *known = module != NULL ? vd_hex_ruleset_find_hexside (module, event->feature)
                                             : NULL;
  VdBoardHexside *feature;
  VdHexside side;
  VdHex a, b, toward = { 0, 0 };

  if (!parse_side (event, board, &side, error))
    return FALSE;
  if (event->kind == VD_BOARD_EVENT_REMOVE_HEXSIDE)
    {
      for (guint i = 0; i < board->hexsides->len; i++)
        {
          feature = g_ptr_array_index (board->hexsides, i);
          if (vd_hexside_equal (feature->side, side) && g_str_equal (feature->feature,
                                                                     event->feature))
            {
              g_ptr_array_remove_index (board->hexsides, i);
              return TRUE;
            }
        }
      {
        g_autofree char *shown = vd_error_cut (event->feature);

        g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("there is no “%s” on that hexside"),
                     shown);
      }
      return FALSE;
    }
  if (!check_known (known != NULL, C_("board value", "hexside feature"), event->feature, module,
                    error))
    return FALSE;
  vd_hexside_hexes (side, &a, &b);
  if (event->toward != NULL &&
      (!vd_board_parse_label (board, event->toward, FALSE, &toward, error) ||
       !(vd_hex_equal (toward, a) || vd_hex_equal (toward, b))))
    {
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                             _("toward must be one of the hexside's two hexes"));
      return FALSE;
    }
  /* As the reader has it: a directed feature says which way it faces, another does not. */
  if (known != NULL && known->directed != (event->toward != NULL))
    {
      g_autofree char *shown = vd_error_cut (event->feature);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   known->directed ? _("a %s faces one way: say toward which hex")
                                   : _("a %s faces no way: it takes no toward"),
                   shown);
      return FALSE;
    }
  for (guint i = 0; i < board->hexsides->len; i++)
    {
      feature = g_ptr_array_index (board->hexsides, i);
      if (vd_hexside_equal (feature->side, side) && g_str_equal (feature->feature, event->feature))
        {
          g_autofree char *shown = vd_error_cut (event->feature);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("that hexside has a %s already"),
                       shown);
          return FALSE;
        }
    }
  if (board->hexsides->len >= VD_YAML_MAX_FEATURES)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT, _("more than %d hexside features"),
                   VD_YAML_MAX_FEATURES);
      return FALSE;
    }
  feature = g_new0 (VdBoardHexside, 1);
  feature->side = side;
  feature->feature = g_strdup (event->feature);
  feature->directed = event->toward != NULL;
  feature->toward = toward;
  g_ptr_array_add (board->hexsides, feature);
  return TRUE;
}

/* The road's hexes, each the neighbour of the one before. */
static GArray *
parse_road (const VdBoardEvent *event, const VdBoard *board, GError **error)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  guint n = event->path != NULL ? g_strv_length (event->path) : 0;

  if (n < 2)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("a road joins at least two hexes"));
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      VdHex hex;
      VdHexside side;

      if (!vd_board_parse_label (board, event->path[i], FALSE, &hex, error))
        return NULL;
      if (i > 0 && !vd_hexside_between (g_array_index (hexes, VdHex, i - 1), hex, &side))
        {
          g_autofree char *shown = vd_error_cut (event->path[i]);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is not next to the hex before it on the road"), shown);
          return NULL;
        }
      g_array_append_val (hexes, hex);
    }
  return g_steal_pointer (&hexes);
}

static gboolean
same_hexes (GArray *a, GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!vd_hex_equal (g_array_index (a, VdHex, i), g_array_index (b, VdHex, i)))
      return FALSE;
  return TRUE;
}

static gboolean
apply_road (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
            GError **error)
{
  g_autoptr(GArray) hexes = parse_road (event, board, error);
  VdBoardRoad *road;

  if (hexes == NULL)
    return FALSE;
  if (event->kind == VD_BOARD_EVENT_REMOVE_ROAD)
    {
      for (guint i = 0; i < board->roads->len; i++)
        {
          road = g_ptr_array_index (board->roads, i);
          if (g_str_equal (road->type, event->road) && same_hexes (road->hexes, hexes))
            {
              g_ptr_array_remove_index (board->roads, i);
              return TRUE;
            }
        }
      g_set_error_literal (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                           _("there is no such road through those hexes"));
      return FALSE;
    }
  if (!check_known (vd_hex_ruleset_find_terrain (module, event->road) != NULL ||
                      vd_hex_ruleset_find_hexside (module, event->road) != NULL,
                    C_("board value", "road type"), event->road, module, error))
    return FALSE;
  if (board->roads->len >= VD_YAML_MAX_FEATURES)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT, _("more than %d roads"),
                   VD_YAML_MAX_FEATURES);
      return FALSE;
    }
  road = g_new0 (VdBoardRoad, 1);
  road->type = g_strdup (event->road);
  road->name = g_strdup (event->name);
  road->hexes = g_steal_pointer (&hexes);
  g_ptr_array_add (board->roads, road);
  return TRUE;
}

static gboolean
apply_add_unit (const VdBoardEvent *event, VdBoard *board, const VdHexRuleset *module,
                GError **error)
{
  VdBoardUnit *unit;
  VdHex hex = { 0, 0 };

  if (vd_board_find_unit (board, event->unit_id) != NULL)
    {
      g_autofree char *shown = vd_error_cut (event->unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the id “%s” is taken"), shown);
      return FALSE;
    }
  if (!check_known (vd_hex_ruleset_find_side (module, event->side) != NULL,
                    C_("board value", "side"), event->side, module, error) ||
      !check_known (vd_hex_ruleset_find_class (module, event->unit_class) != NULL,
                    C_("board value", "unit class"), event->unit_class, module, error) ||
      (event->hex != NULL && !vd_board_parse_label (board, event->hex, FALSE, &hex, error)) ||
      !vd_board_check_formation (module, event->unit_class, event->formation, error) ||
      !vd_board_check_strength (event->strength, error) ||
      (event->grade != NULL && !vd_board_check_grade (module, event->grade, error)))
    return FALSE;
  if (event->extends != NULL)
    {
      const VdBoardUnit *parent = vd_board_find_unit (board, event->extends);

      if (parent == NULL || parent->extends != NULL || g_strcmp0 (parent->side, event->side) != 0)
        {
          g_autofree char *shown = vd_error_cut (event->extends);

          /* Translators: "fr-1 is no counter of this side that may have an extension". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is no counter of this side that may have an extension"), shown);
          return FALSE;
        }
    }
  if (board->units->len >= VD_YAML_MAX_UNITS)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_LIMIT, _("a board may hold at most %d counters"),
                   VD_YAML_MAX_UNITS);
      return FALSE;
    }
  if (!vd_board_step_check (module, event->unit_class, event->step, error))
    return FALSE;
  unit = g_new0 (VdBoardUnit, 1);
  unit->id = g_strdup (event->unit_id);
  unit->name = g_strdup (event->name);
  unit->side = g_strdup (event->side);
  unit->unit_class = g_strdup (event->unit_class);
  unit->placed = event->hex != NULL;
  unit->hex = hex;
  unit->strength = g_strdup (event->strength);
  unit->has_movement = event->has_movement;
  unit->movement = event->has_movement ? event->movement : 0;
  unit->state = g_strdup (event->state);
  unit->step = g_strdup (event->step);
  /* An older journal's `state: reduced` on a skirmisher is its step, its level normal. */
  if (vd_board_step_is_legacy_state (module, unit->unit_class, unit->state))
    {
      g_free (unit->step);
      unit->step = g_steal_pointer (&unit->state);
    }
  unit->facing = event->facing;
  unit->note = g_strdup (event->unit_note);
  unit->army = g_strdup (event->army);
  unit->nation = g_strdup (event->nation);
  unit->echelon = g_strdup (event->echelon);
  unit->formation = g_strdup (event->formation);
  unit->grade = g_strdup (event->grade);
  unit->extends = g_strdup (event->extends);
  /* On top of the stack it joins, or at its bottom when the event says so (BN 11.5a): the
   * list is top first. */
  if (event->bottom)
    g_ptr_array_add (board->units, unit);
  else
    g_ptr_array_insert (board->units, 0, unit);
  return TRUE;
}

gboolean
vd_board_setup_event_apply (const VdBoardEvent *event, VdBoard *board,
                            const VdHexRuleset *module, GError **error)
{
  guint index;

  switch (event->kind)
    {
    case VD_BOARD_EVENT_SET_HEX:
      return apply_set_hex (event, board, module, error);
    case VD_BOARD_EVENT_ADD_HEXSIDE:
    case VD_BOARD_EVENT_REMOVE_HEXSIDE:
      return apply_hexside (event, board, module, error);
    case VD_BOARD_EVENT_ADD_ROAD:
    case VD_BOARD_EVENT_REMOVE_ROAD:
      return apply_road (event, board, module, error);
    case VD_BOARD_EVENT_ADD_UNIT:
      return apply_add_unit (event, board, module, error);
    case VD_BOARD_EVENT_SET_BACKGROUND:
      {
        VdBoardPoint points[VD_BOARD_CALIBRATION_POINTS];

        if (event->n_points != 0 && event->n_points != VD_BOARD_CALIBRATION_POINTS)
          {
            g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                                 _("a background is placed by three hexes: give three points"));
            return FALSE;
          }
        for (guint i = 0; i < event->n_points; i++)
          {
            if (!vd_board_parse_label (board, event->point_hexes[i], FALSE, &points[i].hex,
                                       error))
              return FALSE;
            points[i].x = event->point_x[i];
            points[i].y = event->point_y[i];
          }
        g_free (board->background);
        board->background = g_strdup (event->image);
        board->n_points = event->image != NULL ? event->n_points : 0;
        memcpy (board->points, points, sizeof (VdBoardPoint) * board->n_points);
        return TRUE;
      }
    case VD_BOARD_EVENT_REMOVE_UNIT:
      {
        const VdBoardUnit *unit = vd_board_find_unit (board, event->unit_id);
        g_autofree char *shown = NULL;

        if (unit != NULL && g_ptr_array_find (board->units, unit, &index))
          {
            g_ptr_array_remove_index (board->units, index);
            return TRUE;
          }
        shown = vd_error_cut (event->unit_id);
        g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no counter “%s” on this board"),
                     shown);
        return FALSE;
      }
    default:
      g_return_val_if_reached (FALSE);
    }
}

VdBoard *
vd_board_fold_setup (const VdBoard *setup, const VdHexRuleset *module, guint n_events,
                     guint *n_folded, GError **error)
{
  g_autoptr(VdBoard) folded = NULL;
  guint k = 0;

  g_return_val_if_fail (setup != NULL && setup->journal != NULL, NULL);

  *n_folded = 0;
  n_events = MIN (n_events, setup->journal->len);
  while (k < n_events && vd_board_event_is_setup (g_ptr_array_index (setup->journal, k)))
    k++;
  if (k == 0)
    return NULL;
  folded = vd_board_copy_without_journal (setup);
  for (guint i = 0; i < k; i++)
    if (!vd_board_event_apply (g_ptr_array_index (setup->journal, i), folded, module, error))
      return NULL;
  folded->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  for (guint i = k; i < setup->journal->len; i++)
    g_ptr_array_add (folded->journal, vd_board_event_copy (g_ptr_array_index (setup->journal, i)));
  *n_folded = k;
  return g_steal_pointer (&folded);
}
