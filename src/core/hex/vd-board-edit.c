#include "vd-board-edit.h"

/* A set-hex event saying all that HEX holds now (NULL: the module's default), to change one
 * part of it. */
static VdBoardEvent *
set_hex_as_it_is (const VdBoard *board, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_SET_HEX, board);

  event->hex = vd_hex_grid_format (board->grid, hex);
  if (entry != NULL)
    {
      event->terrain = g_strdup (entry->terrain);
      event->features = g_strdupv (entry->features);
      event->has_elevation = entry->has_elevation;
      event->elevation = entry->elevation;
      event->has_value = entry->has_value;
      event->value = entry->value;
      event->country = g_strdup (entry->country);
      event->name = g_strdup (entry->name);
      event->symbol_partial = entry->symbol_partial;
    }
  return event;
}

VdBoardEvent *
vd_board_edit_paint_terrain (const VdBoard *board, VdHex hex, const char *terrain)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  VdBoardEvent *event;

  if (!vd_hex_grid_contains (board->grid, hex) ||
      g_strcmp0 (entry != NULL ? entry->terrain : NULL, terrain) == 0)
    return NULL;
  event = set_hex_as_it_is (board, hex);
  g_free (event->terrain);
  event->terrain = g_strdup (terrain);
  return event;
}

VdBoardEvent *
vd_board_edit_set_elevation (const VdBoard *board, VdHex hex, gboolean has_elevation,
                             int elevation)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  VdBoardEvent *event;

  if (!vd_hex_grid_contains (board->grid, hex))
    return NULL;
  if (entry != NULL ? entry->has_elevation == has_elevation &&
                        (!has_elevation || entry->elevation == elevation)
                    : !has_elevation)
    return NULL;
  event = set_hex_as_it_is (board, hex);
  event->has_elevation = has_elevation;
  event->elevation = has_elevation ? elevation : 0;
  return event;
}

VdBoardEvent *
vd_board_edit_hexside (const VdBoard *board, VdHex a, VdHex b, const char *feature,
                       gboolean directed, gboolean toggle)
{
  g_autoptr(GPtrArray) there = NULL;
  VdBoardEvent *event;
  gboolean present = FALSE;
  VdHexside side;

  if (!vd_hex_grid_contains (board->grid, a) || !vd_hex_grid_contains (board->grid, b) ||
      !vd_hexside_between (a, b, &side))
    return NULL;
  there = vd_board_hexside_features (board, side);
  for (guint i = 0; i < there->len; i++)
    present |= g_str_equal (((VdBoardHexside *) g_ptr_array_index (there, i))->feature, feature);
  if (present && !toggle)
    return NULL;
  event = vd_board_event_new (present ? VD_BOARD_EVENT_REMOVE_HEXSIDE : VD_BOARD_EVENT_ADD_HEXSIDE,
                              board);
  event->hex = vd_hex_grid_format (board->grid, a);
  event->hex2 = vd_hex_grid_format (board->grid, b);
  event->feature = g_strdup (feature);
  if (directed && !present)
    event->toward = vd_hex_grid_format (board->grid, a);
  return event;
}

VdBoardEvent *
vd_board_edit_add_road (const VdBoard *board, const char *type, GArray *hexes)
{
  g_autoptr(GStrvBuilder) path = g_strv_builder_new ();
  VdBoardEvent *event;

  if (hexes->len < 2)
    return NULL;
  for (guint i = 0; i < hexes->len; i++)
    {
      g_autofree char *label = vd_hex_grid_format (board->grid, g_array_index (hexes, VdHex, i));

      if (label == NULL)
        return NULL;
      g_strv_builder_add (path, label);
    }
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_ROAD, board);
  event->road = g_strdup (type);
  event->path = g_strv_builder_end (path);
  return event;
}

VdBoardEvent *
vd_board_edit_add_unit (const VdBoard *board, const char *side, const char *unit_class,
                        VdHex hex, const char *name)
{
  VdBoardEvent *event;
  char *id = NULL;

  if (!vd_hex_grid_contains (board->grid, hex))
    return NULL;
  for (guint n = 1; id == NULL; n++)
    {
      char *candidate = g_strdup_printf ("%s-%u", side, n);

      if (vd_board_find_unit (board, candidate) == NULL)
        id = candidate;
      else
        g_free (candidate);
    }
  event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);
  event->unit_id = id;
  event->side = g_strdup (side);
  event->unit_class = g_strdup (unit_class);
  event->hex = vd_hex_grid_format (board->grid, hex);
  event->name = name != NULL && name[0] != '\0' ? g_strdup (name) : NULL;
  return event;
}

VdBoardEvent *
vd_board_edit_remove_top_unit (const VdBoard *board, VdHex hex)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);
  VdBoardEvent *event;

  if (stack->len == 0)
    return NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_REMOVE_UNIT, board);
  event->unit_id = g_strdup (((VdBoardUnit *) g_ptr_array_index (stack, 0))->id);
  return event;
}
