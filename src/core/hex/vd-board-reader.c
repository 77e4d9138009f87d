#include "vd-board-private.h"
#include "vd-board-step.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-file.h"
#include "vd-hex-hexside-lba.h"
#include "vd-hex-vineyard-lba.h"

typedef struct {
  const VdYamlDocument *doc;
  const VdHexRuleset   *module;   /* NULL: names are not checked */
  VdBoard              *board;
} Reader;

static const char * const board_keys[] = {
  "vedette", "kind", "title", "ruleset", "options", "demoralized", "turn", "phase", "note",
  "grid", "hexes",
  "hexsides", "roads", "units", "markers", "background", "journal", NULL
};
static const char * const background_keys[] = { "image", "points", NULL };
static const char * const background_required[] = { "image", NULL };
static const char * const point_keys[] = { "hex", "at", NULL };
static const char * const board_required[] = { "vedette", "kind", "ruleset", "grid", NULL };

static const char * const grid_keys[] = {
  "hexes", "columns", "rows", "first", "label", "rows_up", "stagger", "map", "joins",
  "unplayable", "hex_mm", NULL
};
static const char * const join_keys[] = { "map", "columns", "rows", "first", "at", NULL };
static const char * const grid_required[] = { "hexes", "columns", "rows", "label", NULL };

static const char * const hex_keys[] = {
  "terrain", "features", "elevation", "value", "country", "name", "symbol", NULL
};
static const char * const hexside_keys[] = { "between", "feature", "toward", NULL };
static const char * const hexside_required[] = { "between", "feature", NULL };
static const char * const road_keys[] = { "type", "hexes", "name", NULL };
static const char * const road_required[] = { "type", "hexes", NULL };
static const char * const unit_keys[] = {
  "id", "name", "side", "class", "hex", "strength", "movement", "state", "step", "facing",
  "note", "army", "nation", "echelon", "formation", "roster", "division_roster", "grade", "across",
  "elite", "arrives", "extends", "mark", "marks", "spread", NULL
};
static const char * const unit_required[] = { "id", "side", "class", "hex", NULL };
static const char * const marker_keys[] = { "type", "hex", "hexside", NULL };
static const char * const marker_required[] = { "type", NULL };

/* Board lists share the table's bounds (help "Limits"). */
#define MAX_LIST VD_YAML_MAX_FEATURES

static gboolean
unknown_name (Reader *reader, const VdYamlNode *node, const char *what, const char *value,
              GError **error)
{
  g_autofree char *shown = vd_error_cut (value);

  /* Translators: "unknown terrain “jungle” (not in the game module naa)". */
  vd_yaml_error_at (reader->doc, node, error, _("unknown %s “%s” (not in the game module %s)"),
                    what, shown, reader->module->id);
  return FALSE;
}

static gboolean
read_hex (Reader *reader, const VdYamlNode *node, const char *what, VdHex *out, GError **error)
{
  const char *label;

  if (!vd_yaml_read_string (reader->doc, node, what, &label, error))
    return FALSE;
  if (!vd_hex_grid_parse (reader->board->grid, label, out))
    {
      g_autofree char *shown = vd_error_cut (label);
      g_autofree char *first = vd_hex_grid_format (reader->board->grid,
                                                   vd_hex_grid_from_offset (reader->board->grid,
                                                                            0, 0));

      vd_yaml_error_at (reader->doc, node, error, _("no hex “%s” on this grid (labels like “%s”)"),
                        shown, first);
      return FALSE;
    }
  return TRUE;
}

/* [A, B]: two neighbouring hexes. */
static gboolean
read_hexside (Reader *reader, const VdYamlNode *node, VdHexside *out, GError **error)
{
  VdHex a, b;

  if (!vd_yaml_expect_sequence (reader->doc, node, "hexside", error))
    return FALSE;
  if (node->n_children != 2)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s",
                        _("a hexside is given by its two hexes: [\"0405\", \"0406\"]"));
      return FALSE;
    }
  if (!read_hex (reader, node->children[0], "hex", &a, error) ||
      !read_hex (reader, node->children[1], "hex", &b, error))
    return FALSE;
  if (!vd_hexside_between (a, b, out))
    {
      vd_yaml_error_at (reader->doc, node->children[1], error, "%s",
                        _("these two hexes are not neighbours: they share no hexside"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_terrain_id (Reader *reader, const VdYamlNode *node, const char *what, char **out,
                 GError **error)
{
  const char *id;

  if (!vd_yaml_read_word (reader->doc, node, what, &id, error))
    return FALSE;
  if (reader->module != NULL && vd_hex_ruleset_find_terrain (reader->module, id) == NULL)
    return unknown_name (reader, node, C_("board value", "terrain"),
                         id, error);
  *out = g_strdup (id);
  return TRUE;
}

/* [A, B]: two whole numbers (first, at). */
static gboolean
read_pair (Reader *reader, const VdYamlNode *node, const char *what, const char *example,
           int min, int *a, int *b, GError **error)
{
  if (!vd_yaml_expect_sequence (reader->doc, node, what, error))
    return FALSE;
  if (node->n_children != 2)
    {
      vd_yaml_error_at (reader->doc, node, error, _("%s must give a column and a row: %s"), what,
                        example);
      return FALSE;
    }
  return vd_yaml_read_int (reader->doc, node->children[0], what, min, 9999, a, error) &&
         vd_yaml_read_int (reader->doc, node->children[1], what, min, 9999, b, error);
}

static gboolean
read_joins (Reader *reader, const VdYamlNode *list, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  VdBoard *board = reader->board;

  if (!vd_yaml_expect_sequence (doc, list, "joins", error) ||
      !vd_yaml_check_length (doc, list, "joins", 100, error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      g_autoptr(GError) join_error = NULL;
      VdBoardJoin *join;
      const char *map;

      if (!vd_yaml_expect_mapping (doc, item, "join", error) ||
          !vd_yaml_check_keys (doc, item, "join", join_keys, join_keys, error))
        return FALSE;
      join = g_new0 (VdBoardJoin, 1);
      g_ptr_array_add (board->joins, join);
      if (!vd_yaml_read_word (doc, vd_yaml_lookup (item, "map"), "map", &map, error))
        return FALSE;
      join->map = g_strdup (map);
      if (!vd_yaml_read_int (doc, vd_yaml_lookup (item, "columns"), "columns", 1, 999,
                             &join->columns, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (item, "rows"), "rows", 1, 999, &join->rows,
                             error) ||
          !read_pair (reader, vd_yaml_lookup (item, "first"), "first", "[1, 1]", 0,
                      &join->first_column, &join->first_row, error) ||
          !read_pair (reader, vd_yaml_lookup (item, "at"), "at", "[0, 20]", -9999,
                      &join->at_column, &join->at_row, error))
        return FALSE;
      if (!vd_hex_grid_join_map (board->grid, join->map, join->columns, join->rows,
                                 join->first_column, join->first_row, join->at_column,
                                 join->at_row, &join_error))
        {
          vd_yaml_error_at (doc, item, error, "%s", vd_error_get_text (join_error));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_grid (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  VdBoard *board = reader->board;
  const VdYamlNode *grid = vd_yaml_lookup (doc->root, "grid");
  const VdYamlNode *node;
  const char *text;
  g_autoptr(GError) grid_error = NULL;

  if (!vd_yaml_expect_mapping (doc, grid, "grid", error) ||
      !vd_yaml_check_keys (doc, grid, "grid", grid_keys, grid_required, error) ||
      !vd_yaml_read_string (doc, (node = vd_yaml_lookup (grid, "hexes")), "hexes", &text, error))
    return FALSE;
  if (g_str_equal (text, "flat"))
    board->shape = VD_HEX_FLAT;
  else if (g_str_equal (text, "pointy"))
    board->shape = VD_HEX_POINTY;
  else
    {
      vd_yaml_error_at (doc, node, error, "%s", _("hexes must be flat or pointy"));
      return FALSE;
    }
  if (!vd_yaml_read_int (doc, vd_yaml_lookup (grid, "columns"), "columns", 1, 999,
                         &board->columns, error) ||
      !vd_yaml_read_int (doc, vd_yaml_lookup (grid, "rows"), "rows", 1, 999, &board->rows,
                         error))
    return FALSE;
  board->first_column = board->first_row = 1;
  if ((node = vd_yaml_lookup (grid, "first")) != NULL &&
      !read_pair (reader, node, "first", "[1, 1]", 0, &board->first_column, &board->first_row,
                  error))
    return FALSE;
  if ((node = vd_yaml_lookup (grid, "map")) != NULL)
    {
      if (!vd_yaml_read_word (doc, node, "map", &text, error))
        return FALSE;
      board->map = g_strdup (text);
    }
  if ((node = vd_yaml_lookup (grid, "rows_up")) != NULL &&
      !vd_yaml_read_bool (doc, node, "rows_up", &board->rows_up, error))
    return FALSE;
  if ((node = vd_yaml_lookup (grid, "hex_mm")) != NULL &&
      !vd_yaml_read_double (doc, node, "hex_mm", VD_BOARD_MIN_HEX_MM, VD_BOARD_MAX_HEX_MM,
                            &board->hex_mm, error))
    return FALSE;
  board->even_shifted = TRUE;
  if ((node = vd_yaml_lookup (grid, "stagger")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "stagger", &text, error))
        return FALSE;
      if (!g_str_equal (text, "even-down") && !g_str_equal (text, "odd-down"))
        {
          vd_yaml_error_at (doc, node, error, "%s", _("stagger must be even-down or odd-down"));
          return FALSE;
        }
      board->even_shifted = g_str_equal (text, "even-down");
    }
  node = vd_yaml_lookup (grid, "label");
  if (!vd_yaml_read_string (doc, node, "label", &text, error))
    return FALSE;
  board->label = g_strdup (text);
  board->grid = vd_hex_grid_new (board->shape, board->columns, board->rows, board->first_column,
                                 board->first_row, board->rows_up, board->even_shifted,
                                 board->label, board->map, &grid_error);
  if (board->grid == NULL)
    {
      vd_yaml_error_at (doc, node, error, "%s", vd_error_get_text (grid_error));
      return FALSE;
    }
  if ((node = vd_yaml_lookup (grid, "joins")) != NULL && !read_joins (reader, node, error))
    return FALSE;
  if ((node = vd_yaml_lookup (grid, "unplayable")) != NULL)
    {
      if (!vd_yaml_expect_sequence (doc, node, "unplayable", error) ||
          !vd_yaml_check_length (doc, node, "unplayable", MAX_LIST, error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          VdHex hex;

          if (!read_hex (reader, node->children[i], "hex", &hex, error))
            return FALSE;
          vd_hex_grid_set_playable (board->grid, hex, FALSE);
          g_array_append_val (board->unplayable, hex);
        }
    }
  return TRUE;
}

static gboolean
read_hexes (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *map = vd_yaml_lookup (doc->root, "hexes");

  if (map == NULL)
    return TRUE;
  if (!vd_yaml_expect_mapping (doc, map, "hexes", error))
    return FALSE;
  if (map->n_children / 2 > MAX_LIST)
    {
      vd_set_error_at (error, VD_ERROR_LIMIT, doc->file, map->line, map->column,
                       _("more than %d hexes described"), MAX_LIST);
      return FALSE;
    }
  for (guint k = 0; k + 1 < map->n_children; k += 2)
    {
      const VdYamlNode *key = map->children[k], *entry = map->children[k + 1], *node;
      VdBoardHex *hex;
      gboolean is_new;
      VdHex at;
      const char *text;

      if (!read_hex (reader, key, "hex", &at, error) ||
          !vd_yaml_expect_mapping (doc, entry, key->value, error) ||
          !vd_yaml_check_keys (doc, entry, key->value, hex_keys, NULL, error))
        return FALSE;
      hex = vd_board_add_hex (reader->board, at, &is_new);
      if (!is_new)
        {
          /* Two spellings of one hex ("405" and "0405" on a {col}{row:02} grid). */
          g_autofree char *shown = vd_error_cut (key->value);

          vd_yaml_error_at (doc, key, error, _("hex “%s” is described twice"), shown);
          return FALSE;
        }
      if ((node = vd_yaml_lookup (entry, "terrain")) != NULL &&
          !read_terrain_id (reader, node, "terrain", &hex->terrain, error))
        return FALSE;
      if ((node = vd_yaml_lookup (entry, "features")) != NULL)
        {
          g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

          if (!vd_yaml_expect_sequence (doc, node, "features", error) ||
              !vd_yaml_check_length (doc, node, "features", VD_BOARD_MAX_FEATURES, error))
            return FALSE;
          for (guint i = 0; i < node->n_children; i++)
            {
              g_autofree char *feature = NULL;

              if (!read_terrain_id (reader, node->children[i], "feature", &feature, error))
                return FALSE;
              g_strv_builder_add (builder, feature);
            }
          hex->features = g_strv_builder_end (builder);
        }
      if ((node = vd_yaml_lookup (entry, "elevation")) != NULL)
        {
          if (!vd_yaml_read_int (doc, node, "elevation", -VD_BOARD_MAX_ELEVATION,
                                 VD_BOARD_MAX_ELEVATION, &hex->elevation, error))
            return FALSE;
          hex->has_elevation = TRUE;
        }
      if ((node = vd_yaml_lookup (entry, "value")) != NULL)
        {
          if (!vd_yaml_read_int (doc, node, "value", 0, VD_BOARD_MAX_VALUE, &hex->value, error))
            return FALSE;
          hex->has_value = TRUE;
        }
      if ((node = vd_yaml_lookup (entry, "country")) != NULL)
        {
          if (!vd_yaml_read_word (doc, node, "country", &text, error))
            return FALSE;
          hex->country = g_strdup (text);
        }
      if ((node = vd_yaml_lookup (entry, "name")) != NULL)
        {
          if (!vd_yaml_read_string (doc, node, "name", &text, error))
            return FALSE;
          hex->name = g_strdup (text);
        }
      if ((node = vd_yaml_lookup (entry, "symbol")) != NULL)
        {
          if (!vd_yaml_read_word (doc, node, "symbol", &text, error))
            return FALSE;
          if (!g_str_equal (text, "partial") && !g_str_equal (text, "whole"))
            {
              g_autofree char *shown = vd_error_cut (text);

              vd_yaml_error_at (doc, node, error,
                                _("symbol “%s”: partial or whole (the printed symbol covers "
                                  "part of the hex, or all of it)"), shown);
              return FALSE;
            }
          hex->symbol_partial = g_str_equal (text, "partial");
        }
    }
  return TRUE;
}

static gboolean
read_list (Reader *reader, const char *key, const VdYamlNode **out, GError **error)
{
  *out = vd_yaml_lookup (reader->doc->root, key);
  return *out == NULL ||
         (vd_yaml_expect_sequence (reader->doc, *out, key, error) &&
          vd_yaml_check_length (reader->doc, *out, key, MAX_LIST, error));
}

static gboolean
read_hexsides (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *list;

  if (!read_list (reader, "hexsides", &list, error))
    return FALSE;
  if (list == NULL)
    return TRUE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i], *node;
      const VdHexTerrain *known = NULL;
      VdBoardHexside *side;
      const char *feature;

      if (!vd_yaml_expect_mapping (doc, item, "hexside", error) ||
          !vd_yaml_check_keys (doc, item, "hexside", hexside_keys, hexside_required, error))
        return FALSE;
      side = g_new0 (VdBoardHexside, 1);
      g_ptr_array_add (reader->board->hexsides, side);
      node = vd_yaml_lookup (item, "feature");
      if (!read_hexside (reader, vd_yaml_lookup (item, "between"), &side->side, error) ||
          !vd_yaml_read_word (doc, node, "feature", &feature, error))
        return FALSE;
      if (reader->module != NULL &&
          (known = vd_hex_ruleset_find_hexside (reader->module, feature)) == NULL)
        return unknown_name (reader, node,
                             C_("board value", "hexside feature"),
                             feature, error);
      side->feature = g_strdup (feature);
      if ((node = vd_yaml_lookup (item, "toward")) != NULL)
        {
          VdHex a, b;

          if (known != NULL && !known->directed)
            {
              vd_yaml_error_at (doc, node, error,
                                _("a %s has no direction: toward is for directed features"),
                                feature);
              return FALSE;
            }
          if (!read_hex (reader, node, "toward", &side->toward, error))
            return FALSE;
          vd_hexside_hexes (side->side, &a, &b);
          if (!vd_hex_equal (side->toward, a) && !vd_hex_equal (side->toward, b))
            {
              vd_yaml_error_at (doc, node, error, "%s",
                                _("toward must be one of the hexside's two hexes"));
              return FALSE;
            }
          side->directed = TRUE;
        }
      else if (known != NULL && known->directed)
        {
          vd_yaml_error_at (doc, item, error,
                            _("a %s is directed: say which hex it faces with toward"), feature);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_roads (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *list;

  if (!read_list (reader, "roads", &list, error))
    return FALSE;
  if (list == NULL)
    return TRUE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i], *node, *hexes;
      VdBoardRoad *road;
      const char *text;

      if (!vd_yaml_expect_mapping (doc, item, "road", error) ||
          !vd_yaml_check_keys (doc, item, "road", road_keys, road_required, error))
        return FALSE;
      road = g_new0 (VdBoardRoad, 1);
      road->hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
      g_ptr_array_add (reader->board->roads, road);
      node = vd_yaml_lookup (item, "type");
      if (!vd_yaml_read_word (doc, node, "type", &text, error))
        return FALSE;
      if (reader->module != NULL && vd_hex_ruleset_find_terrain (reader->module, text) == NULL &&
          vd_hex_ruleset_find_hexside (reader->module, text) == NULL)
        return unknown_name (reader, node, C_("board value", "road type"),
                             text, error);
      road->type = g_strdup (text);
      if ((node = vd_yaml_lookup (item, "name")) != NULL)
        {
          if (!vd_yaml_read_string (doc, node, "name", &text, error))
            return FALSE;
          road->name = g_strdup (text);
        }
      hexes = vd_yaml_lookup (item, "hexes");
      if (!vd_yaml_expect_sequence (doc, hexes, "hexes", error) ||
          !vd_yaml_check_length (doc, hexes, "hexes", MAX_LIST, error))
        return FALSE;
      if (hexes->n_children < 2)
        {
          vd_yaml_error_at (doc, hexes, error, "%s", _("a road runs through at least two hexes"));
          return FALSE;
        }
      for (guint h = 0; h < hexes->n_children; h++)
        {
          VdHex hex;

          if (!read_hex (reader, hexes->children[h], "hex", &hex, error))
            return FALSE;
          if (h > 0 && vd_hex_distance (g_array_index (road->hexes, VdHex, h - 1), hex) != 1)
            {
              vd_yaml_error_at (doc, hexes->children[h], error, "%s",
                                _("a road goes from a hex to its neighbour: this hex is not next "
                                  "to the one before"));
              return FALSE;
            }
          g_array_append_val (road->hexes, hex);
        }
    }
  return TRUE;
}

static gboolean
read_optional_word (Reader *reader, const VdYamlNode *item, const char *key, char **out,
                    GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, key);
  const char *text;

  if (node == NULL || vd_yaml_node_is_null (node))
    return TRUE;
  if (!vd_yaml_read_word (reader->doc, node, key, &text, error))
    return FALSE;
  *out = g_strdup (text);
  return TRUE;
}

/* A counter's formation: one its class may take in the module (BN 11.1). */
static gboolean
read_formation (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, "formation");

  if (!read_optional_word (reader, item, "formation", &unit->formation, error))
    return FALSE;
  if (unit->formation == NULL || reader->module == NULL ||
      vd_hex_ruleset_class_formation (reader->module, unit->unit_class, unit->formation))
    return TRUE;
  if (!vd_hex_ruleset_has_formations (reader->module))
    return unknown_name (reader, node, C_("board value", "formation"), unit->formation, error);
  {
    g_autofree char *shown = vd_error_cut (unit->formation);

    /* Translators: "formation “square” is not one a unit of class artillery may take (11.1)". */
    vd_yaml_error_at (reader->doc, node, error,
                      _("formation “%s” is not one a unit of class %s may take (%s)"), shown,
                      unit->unit_class,
                      vd_hex_ruleset_lookup_word (reader->module, "special.formations.rule"));
  }
  return FALSE;
}

/* A counter's step (BN 11.5c), one its class has in the module; an older file's `state:
 * reduced` on such a counter is its step, its morale level normal (vd-board-step.h). */
static gboolean
read_step (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, "step");
  g_autoptr(GError) local = NULL;

  if (!read_optional_word (reader, item, "step", &unit->step, error))
    return FALSE;
  if (vd_board_step_is_legacy_state (reader->module, unit->unit_class, unit->state))
    {
      if (unit->step == NULL)
        unit->step = g_steal_pointer (&unit->state);
      else
        g_clear_pointer (&unit->state, g_free);
    }
  if (vd_board_step_check (reader->module, unit->unit_class, unit->step, &local))
    return TRUE;
  vd_yaml_error_at (reader->doc, node, error, "%s", local->message);
  return FALSE;
}

/* A counter's printed morale grade: one of the module's `morale.grades` (BN 25.0). */
static gboolean
read_grade (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, "grade");
  g_autoptr(GError) local = NULL;

  if (!read_optional_word (reader, item, "grade", &unit->grade, error))
    return FALSE;
  if (unit->grade == NULL || reader->module == NULL ||
      vd_board_check_grade (reader->module, unit->grade, &local))
    return TRUE;
  vd_yaml_error_at (reader->doc, node, error, "%s", local->message);
  return FALSE;
}

/* A counter's printed strength: a number, or a word (BN 6.5's levels). */
static gboolean
read_strength (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (!read_optional_word (reader, item, "strength", &unit->strength, error))
    return FALSE;
  if (vd_board_check_strength (unit->strength, &local))
    return TRUE;
  vd_yaml_error_at (reader->doc, vd_yaml_lookup (item, "strength"), error, "%s", local->message);
  return FALSE;
}

/* A counter's own marks, `mark: WORD` or `marks: [A, B]` (a lancer regiment that is light
 * cavalry too): each one a special rule of the module knows (LBA-COS-3, special.troop_marks). */
static gboolean
read_mark (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *one = vd_yaml_lookup (item, "mark");
  const VdYamlNode *list = vd_yaml_lookup (item, "marks");
  g_autoptr(GPtrArray) marks = g_ptr_array_new_with_free_func (g_free);
  guint n = 0;

  if (one != NULL && vd_yaml_node_is_null (one))
    one = NULL;
  if (list != NULL && vd_yaml_node_is_null (list))
    list = NULL;
  if (one != NULL && list != NULL)
    {
      vd_yaml_error_at (reader->doc, list, error,
                        _("give a counter its marks once: mark or marks, not both"));
      return FALSE;
    }
  if (list != NULL && (!vd_yaml_expect_sequence (reader->doc, list, "marks", error) ||
                       !vd_yaml_check_length (reader->doc, list, "marks",
                                              VD_BOARD_MAX_FEATURES, error)))
    return FALSE;
  n = one != NULL ? 1 : list != NULL ? list->n_children : 0;
  for (guint i = 0; i < n; i++)
    {
      const VdYamlNode *node = one != NULL ? one : list->children[i];
      g_autoptr(GError) local = NULL;
      const char *text;

      if (!vd_yaml_read_word (reader->doc, node, "mark", &text, error))
        return FALSE;
      if (reader->module != NULL && !vd_board_check_mark (reader->module, text, &local))
        {
          vd_yaml_error_at (reader->doc, node, error, "%s", local->message);
          return FALSE;
        }
      if (g_ptr_array_find_with_equal_func (marks, text, g_str_equal, NULL))
        {
          g_autofree char *shown = vd_error_cut (text);

          vd_yaml_error_at (reader->doc, node, error, _("the mark “%s” is given twice"), shown);
          return FALSE;
        }
      g_ptr_array_add (marks, g_strdup (text));
    }
  if (n == 0)
    return TRUE;
  g_ptr_array_add (marks, NULL);
  unit->marks = (char **) g_ptr_array_free (g_steal_pointer (&marks), FALSE);
  return TRUE;
}

/* A counter's row of the loss roster, and a division commander's row of his division (BN
 * 6.6, 20.6): only for a game that keeps rosters, and a brigade's only for a class on them;
 * its strength is the roster's (a counter's `strength`, when given, must agree). */
static gboolean
read_rosters (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const char *keys[] = { "roster", "division_roster" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const VdYamlNode *node = vd_yaml_lookup (item, keys[i]);
      VdBoardRoster **out = i == 0 ? &unit->roster : &unit->division_roster;
      g_autoptr(GError) local = NULL;
      const char *text;

      if (node == NULL || vd_yaml_node_is_null (node))
        continue;
      if (!vd_yaml_read_string (reader->doc, node, keys[i], &text, error))
        return FALSE;
      if (reader->module != NULL &&
          vd_hex_ruleset_lookup (reader->module, "special.roster") == NULL)
        {
          vd_yaml_error_at (reader->doc, node, error,
                            _("the game module %s keeps no loss rosters"), reader->module->id);
          return FALSE;
        }
      if (i == 0 && reader->module != NULL &&
          !vd_hex_ruleset_list_has (reader->module, "special.roster.classes", unit->unit_class))
        {
          /* Translators: "a counter of class artillery is not on the loss roster (20.5)". */
          vd_yaml_error_at (reader->doc, node, error,
                            _("a counter of class %s is not on the loss roster (%s)"),
                            unit->unit_class,
                            vd_hex_ruleset_lookup_word (reader->module,
                                                        "special.roster.not_on_rule"));
          return FALSE;
        }
      if ((*out = vd_board_roster_parse (text, i == 1, &local)) == NULL)
        {
          vd_yaml_error_at (reader->doc, node, error, "%s", local->message);
          return FALSE;
        }
    }
  if (unit->roster != NULL)
    {
      const char *strength = vd_board_roster_strength (unit->roster);
      const VdYamlNode *node = vd_yaml_lookup (item, "strength");

      if (strength == NULL && unit->placed)
        {
          vd_yaml_error_at (reader->doc, vd_yaml_lookup (item, "roster"), error, "%s",
                            _("every box of its roster is marked: the counter is destroyed "
                              "and off the map (hex: ~)"));
          return FALSE;
        }
      if (unit->strength != NULL && g_strcmp0 (unit->strength, strength) != 0)
        {
          /* Translators: "strength A, but its roster row is at B". */
          vd_yaml_error_at (reader->doc, node, error,
                            _("strength %s, but its roster row is at %s"),
                            unit->strength, strength != NULL ? strength : "–");
          return FALSE;
        }
      if (unit->strength == NULL)
        unit->strength = g_strdup (strength);
    }
  return TRUE;
}

/* `arrives: {turn: N, hexes: [HEX…]}`: a counter not placed yet, due from turn N by one of
 * those hexes (the game's reinforcement schedule, BN 16.4). */
static gboolean
read_arrives (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  static const char * const keys[] = { "turn", "hexes", NULL };
  const VdYamlNode *node = vd_yaml_lookup (item, "arrives");
  const VdYamlNode *hexes;
  g_autoptr(GStrvBuilder) labels = NULL;

  if (node == NULL || vd_yaml_node_is_null (node))
    return TRUE;
  if (!vd_yaml_expect_mapping (reader->doc, node, "arrives", error) ||
      !vd_yaml_check_keys (reader->doc, node, "arrives", keys, keys, error) ||
      !vd_yaml_read_int (reader->doc, vd_yaml_lookup (node, "turn"), "turn", 1, VD_YAML_MAX_TURN,
                         &unit->arrives_turn, error))
    return FALSE;
  hexes = vd_yaml_lookup (node, "hexes");
  if (!vd_yaml_expect_sequence (reader->doc, hexes, "hexes", error))
    return FALSE;
  if (hexes->n_children == 0)
    {
      vd_yaml_error_at (reader->doc, hexes, error, "%s",
                        _("a reinforcement arrives by one hex at least"));
      return FALSE;
    }
  if (unit->placed)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s",
                        _("a reinforcement is not on the map yet: give it hex: ~"));
      return FALSE;
    }
  labels = g_strv_builder_new ();
  for (guint i = 0; i < hexes->n_children; i++)
    {
      VdHex hex;

      if (!read_hex (reader, hexes->children[i], "hexes", &hex, error))
        return FALSE;
      g_strv_builder_add (labels, hexes->children[i]->value);
    }
  unit->arrives_hexes = g_strv_builder_end (labels);
  return TRUE;
}

/* `across: HEX`: the counter sits on the hexside between its hex and that neighbour, where
 * the game has such counters (`special.russian_dragoons.sk`: LBA's Sk dragoons, of its class,
 * only between hexes of its terrain, LBA-DRAG-1, LBA-DRAG-4). */
static gboolean
read_across (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, "across");
  const VdHexRuleset *module = reader->module;
  g_autofree char *why = NULL;
  const char *rule;

  if (node == NULL || vd_yaml_node_is_null (node))
    return TRUE;
  if (!read_hex (reader, node, "across", &unit->across, error))
    return FALSE;
  if (!unit->placed || vd_hex_distance (unit->hex, unit->across) != 1)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s",
                        _("a counter sits across a hexside of its own hex: across names a "
                          "neighbour of its hex"));
      return FALSE;
    }
  unit->on_hexside = TRUE;
  if (module == NULL)
    return TRUE;
  why = vd_hex_sk_hexside_refusal (reader->board, module, unit, unit->across, &rule);
  if (why == NULL)
    return TRUE;
  if (rule != NULL)
    vd_yaml_error_at (reader->doc, node, error, "%s (%s)", why, rule);
  else
    vd_yaml_error_at (reader->doc, node, error, "%s", why);
  return FALSE;
}

/* `spread: [HEX, …]`: the vineyard hexes an infantry battalion holds besides its own, where
 * the game has them (`special.vineyard.spread`: LBA-VIN-2, LBA-VIN-3). */
static gboolean
read_spread (Reader *reader, const VdYamlNode *item, VdBoardUnit *unit, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (item, "spread");
  g_autoptr(GArray) spread = NULL;
  g_autofree char *why = NULL;
  const char *rule = NULL;

  if (node == NULL || vd_yaml_node_is_null (node))
    return TRUE;
  if (!vd_yaml_expect_sequence (reader->doc, node, "spread", error) ||
      !vd_yaml_check_length (reader->doc, node, "spread", VD_BOARD_MAX_FEATURES, error))
    return FALSE;
  spread = g_array_new (FALSE, FALSE, sizeof (VdHex));
  for (guint i = 0; i < node->n_children; i++)
    {
      VdHex hex;

      if (!read_hex (reader, node->children[i], "spread", &hex, error))
        return FALSE;
      g_array_append_val (spread, hex);
    }
  if (spread->len == 0)
    return TRUE;
  if (!unit->placed)
    {
      vd_yaml_error_at (reader->doc, node, error, "%s",
                        _("a counter off the map spreads over no hexes"));
      return FALSE;
    }
  if (reader->module != NULL)
    why = vd_hex_vineyard_spread_refusal (reader->board, reader->module, unit, unit->hex,
                                          (const VdHex *) spread->data, spread->len, &rule);
  if (why != NULL)
    {
      if (rule != NULL)
        vd_yaml_error_at (reader->doc, node, error, "%s (%s)", why, rule);
      else
        vd_yaml_error_at (reader->doc, node, error, "%s", why);
      return FALSE;
    }
  unit->spread = g_steal_pointer (&spread);
  return TRUE;
}

static gboolean
read_unit (Reader *reader, const VdYamlNode *item, GHashTable *ids, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *node, *first;
  VdBoardUnit *unit;
  const char *text;

  if (!vd_yaml_expect_mapping (doc, item, "unit", error) ||
      !vd_yaml_check_keys (doc, item, "unit", unit_keys, unit_required, error))
    return FALSE;
  unit = g_new0 (VdBoardUnit, 1);
  unit->facing = -1;
  g_ptr_array_add (reader->board->units, unit);
  node = vd_yaml_lookup (item, "id");
  if (!vd_yaml_read_word (doc, node, "id", &text, error))
    return FALSE;
  if ((first = g_hash_table_lookup (ids, text)) != NULL)
    {
      vd_yaml_error_at (doc, node, error, _("duplicate id “%s” (first used on line %u)"), text,
                        first->line);
      return FALSE;
    }
  g_hash_table_insert (ids, (gpointer) text, (gpointer) node);
  unit->id = g_strdup (text);
  if ((node = vd_yaml_lookup (item, "name")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "name", &text, error))
        return FALSE;
      unit->name = g_strdup (text);
    }
  node = vd_yaml_lookup (item, "side");
  if (!vd_yaml_read_word (doc, node, "side", &text, error))
    return FALSE;
  if (reader->module != NULL && vd_hex_ruleset_find_side (reader->module, text) == NULL)
    return unknown_name (reader, node, C_("board value", "side"), text,
                         error);
  unit->side = g_strdup (text);
  node = vd_yaml_lookup (item, "class");
  if (!vd_yaml_read_word (doc, node, "class", &text, error))
    return FALSE;
  if (reader->module != NULL && vd_hex_ruleset_find_class (reader->module, text) == NULL)
    return unknown_name (reader, node, C_("board value", "unit class"),
                         text, error);
  unit->unit_class = g_strdup (text);
  node = vd_yaml_lookup (item, "hex");
  if (!vd_yaml_node_is_null (node))
    {
      if (!read_hex (reader, node, "hex", &unit->hex, error))
        return FALSE;
      unit->placed = TRUE;
    }
  if (!read_strength (reader, item, unit, error) ||
      !read_optional_word (reader, item, "state", &unit->state, error) ||
      !read_step (reader, item, unit, error) ||
      !read_optional_word (reader, item, "army", &unit->army, error) ||
      !read_optional_word (reader, item, "nation", &unit->nation, error) ||
      !read_optional_word (reader, item, "echelon", &unit->echelon, error) ||
      !read_formation (reader, item, unit, error) ||
      !read_grade (reader, item, unit, error) ||
      !read_optional_word (reader, item, "extends", &unit->extends, error) ||
      !read_mark (reader, item, unit, error) ||
      !read_rosters (reader, item, unit, error) ||
      !read_across (reader, item, unit, error) ||
      !read_spread (reader, item, unit, error) ||
      !read_arrives (reader, item, unit, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "movement")) != NULL && !vd_yaml_node_is_null (node))
    {
      if (!vd_yaml_read_int (doc, node, "movement", 0, VD_BOARD_MAX_MOVEMENT, &unit->movement,
                             error))
        return FALSE;
      unit->has_movement = TRUE;
    }
  if ((node = vd_yaml_lookup (item, "facing")) != NULL &&
      !vd_yaml_read_int (doc, node, "facing", 0, VD_BOARD_MAX_FACING, &unit->facing, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "elite")) != NULL &&
      !vd_yaml_read_bool (doc, node, "elite", &unit->elite, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "note")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "note", &text, error))
        return FALSE;
      unit->note = g_strdup (text);
    }
  return TRUE;
}

/* `extends: PARENT` (BN 17.0, 17.1): the parent is another counter of the board, on the same
 * side, itself no extension; with a module, one that has extensions and a class of
 * `special.extensions.classes` for both. Checked once all counters are read, as the parent
 * may come later in the file. */
static gboolean
check_extensions (Reader *reader, const VdYamlNode *list, GError **error)
{
  GPtrArray *units = reader->board->units;
  guint first = units->len - list->n_children;

  for (guint i = 0; i < list->n_children; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (units, first + i);
      const VdYamlNode *node = vd_yaml_lookup (list->children[i], "extends");
      const VdBoardUnit *parent = NULL;
      const char *rule = NULL;

      if (unit->extends == NULL)
        continue;
      for (guint j = 0; j < units->len && parent == NULL; j++)
        if (j != first + i &&
            g_strcmp0 (((VdBoardUnit *) g_ptr_array_index (units, j))->id, unit->extends) == 0)
          parent = g_ptr_array_index (units, j);
      if (reader->module != NULL)
        rule = vd_hex_ruleset_lookup_word (reader->module, "special.extensions.rule");
      if (reader->module != NULL && rule == NULL)
        {
          /* Translators: "naa has no extensions (extends: fr-1)". */
          vd_yaml_error_at (reader->doc, node, error, _("%s has no extensions (extends: %s)"),
                            reader->module->id, unit->extends);
          return FALSE;
        }
      if (parent == NULL)
        {
          g_autofree char *shown = vd_error_cut (unit->extends);

          /* Translators: "fr-1x extends “fr-9”, which is no other counter of the board". */
          vd_yaml_error_at (reader->doc, node, error,
                            _("%s extends “%s”, which is no other counter of the board"),
                            unit->id, shown);
          return FALSE;
        }
      if (g_strcmp0 (parent->side, unit->side) != 0)
        {
          /* Translators: "fr-1x (french) extends al-1, of side allied". */
          vd_yaml_error_at (reader->doc, node, error, _("%s (%s) extends %s, of side %s"),
                            unit->id, unit->side, parent->id, parent->side);
          return FALSE;
        }
      if (parent->extends != NULL)
        {
          /* Translators: "fr-1y extends fr-1x, itself an extension (17.1)". */
          vd_yaml_error_at (reader->doc, node, error, _("%s extends %s, itself an extension (%s)"),
                            unit->id, parent->id, rule != NULL ? rule : "17.1");
          return FALSE;
        }
      if (rule != NULL &&
          (!vd_hex_ruleset_list_has (reader->module, "special.extensions.classes",
                                     unit->unit_class) ||
           !vd_hex_ruleset_list_has (reader->module, "special.extensions.classes",
                                     parent->unit_class)))
        {
          /* Translators: "fr-1x extends fr-cav: only class infantry extends (17.1)". */
          vd_yaml_error_at (reader->doc, node, error, _("%s extends %s: only class %s extends (%s)"),
                            unit->id, parent->id,
                            vd_hex_ruleset_word (vd_hex_ruleset_lookup (reader->module,
                                                 "special.extensions.classes")->children[0]),
                            rule);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_units (Reader *reader, GError **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  const VdYamlNode *list;

  if (!read_list (reader, "units", &list, error))
    return FALSE;
  if (list == NULL)
    return TRUE;
  for (guint i = 0; i < list->n_children; i++)
    if (!read_unit (reader, list->children[i], ids, error))
      return FALSE;
  return check_extensions (reader, list, error);
}

static gboolean
read_markers (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *list;

  if (!read_list (reader, "markers", &list, error))
    return FALSE;
  if (list == NULL)
    return TRUE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i], *hex, *hexside;
      VdBoardMarker *marker;
      const char *type;

      if (!vd_yaml_expect_mapping (doc, item, "marker", error) ||
          !vd_yaml_check_keys (doc, item, "marker", marker_keys, marker_required, error) ||
          !vd_yaml_read_word (doc, vd_yaml_lookup (item, "type"), "type", &type, error))
        return FALSE;
      marker = g_new0 (VdBoardMarker, 1);
      marker->type = g_strdup (type);
      g_ptr_array_add (reader->board->markers, marker);
      hex = vd_yaml_lookup (item, "hex");
      hexside = vd_yaml_lookup (item, "hexside");
      if ((hex == NULL) == (hexside == NULL))
        {
          vd_yaml_error_at (doc, item, error, "%s",
                            _("a marker lies in a hex or on a hexside: give hex or hexside"));
          return FALSE;
        }
      if (hex != NULL && !read_hex (reader, hex, "hex", &marker->hex, error))
        return FALSE;
      if (hexside != NULL)
        {
          if (!read_hexside (reader, hexside, &marker->side, error))
            return FALSE;
          marker->on_hexside = TRUE;
        }
    }
  return TRUE;
}

/* background: {image, points: [{hex, at: [x, y]} × 3]}: the image is not opened here (a
 * missing image is the app's warning, not the file's error). */
static gboolean
read_background (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *node = vd_yaml_lookup (doc->root, "background");
  const VdYamlNode *points;
  const char *image;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_expect_mapping (doc, node, "background", error) ||
      !vd_yaml_check_keys (doc, node, "background", background_keys, background_required,
                           error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "image"), "image", &image, error))
    return FALSE;
  reader->board->background = g_strdup (image);
  points = vd_yaml_lookup (node, "points");
  if (points == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (doc, points, "points", error))
    return FALSE;
  if (points->n_children != VD_BOARD_CALIBRATION_POINTS)
    {
      vd_yaml_error_at (doc, points, error, "%s",
                        _("a background is placed by three hexes: give three points"));
      return FALSE;
    }
  for (guint i = 0; i < points->n_children; i++)
    {
      const VdYamlNode *point = points->children[i];
      VdPoint at;

      if (!vd_yaml_expect_mapping (doc, point, "point", error) ||
          !vd_yaml_check_keys (doc, point, "point", point_keys, point_keys, error) ||
          !read_hex (reader, vd_yaml_lookup (point, "hex"), "hex", &reader->board->points[i].hex,
                     error) ||
          !vd_yaml_read_point (doc, vd_yaml_lookup (point, "at"), "at", &at, error))
        return FALSE;
      reader->board->points[i].x = at.x;
      reader->board->points[i].y = at.y;
    }
  reader->board->n_points = VD_BOARD_CALIBRATION_POINTS;
  return TRUE;
}

/* The events are read here; whether they apply is the battle's to check (vd-board-battle.h). */
static gboolean
read_journal (Reader *reader, GError **error)
{
  const VdYamlNode *list = vd_yaml_lookup (reader->doc->root, "journal");

  if (list != NULL &&
      (!vd_yaml_expect_sequence (reader->doc, list, "journal", error) ||
       !vd_yaml_check_length (reader->doc, list, "journal", VD_YAML_MAX_EVENTS, error)))
    return FALSE;
  for (guint i = 0; list != NULL && i < list->n_children; i++)
    {
      VdBoardEvent *event = vd_board_event_read (reader->doc, list->children[i], NULL, error);

      if (event == NULL)
        return FALSE;
      g_ptr_array_add (reader->board->journal, event);
    }
  return TRUE;
}

static gboolean
read_board (Reader *reader, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  VdBoard *board = reader->board;
  const VdYamlNode *node;
  const char *text;

  if (!vd_yaml_check_header (doc, "board", error) ||
      !vd_yaml_check_keys (doc, doc->root, C_("value name", "a board"), board_keys,
                           board_required, error))
    return FALSE;
  if ((node = vd_yaml_lookup (doc->root, "title")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "title", &text, error))
        return FALSE;
      board->title = g_strdup (text);
    }
  if (!vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "ruleset"), "ruleset", &text, error))
    return FALSE;
  board->ruleset = g_strdup (text);
  if ((node = vd_yaml_lookup (doc->root, "options")) != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      if (!vd_yaml_expect_sequence (doc, node, "options", error) ||
          !vd_yaml_check_length (doc, node, "options", 100, error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          if (!vd_yaml_read_word (doc, node->children[i], "option", &text, error))
            return FALSE;
          if (reader->module != NULL && vd_hex_ruleset_find_option (reader->module, text) == NULL)
            return unknown_name (reader, node->children[i],
                                 C_("board value", "option"), text,
                                 error);
          g_strv_builder_add (builder, text);
        }
      board->options = g_strv_builder_end (builder);
    }
  if ((node = vd_yaml_lookup (doc->root, "demoralized")) != NULL)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      if (!vd_yaml_expect_sequence (doc, node, "demoralized", error) ||
          !vd_yaml_check_length (doc, node, "demoralized", 100, error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          if (!vd_yaml_read_word (doc, node->children[i], "side", &text, error))
            return FALSE;
          if (reader->module != NULL && vd_hex_ruleset_find_side (reader->module, text) == NULL)
            return unknown_name (reader, node->children[i], C_("board value", "side"), text,
                                 error);
          g_strv_builder_add (builder, text);
        }
      board->demoralized = g_strv_builder_end (builder);
    }
  if ((node = vd_yaml_lookup (doc->root, "turn")) != NULL &&
      !vd_yaml_read_int (doc, node, "turn", 1, VD_YAML_MAX_TURN, &board->turn, error))
    return FALSE;
  if ((node = vd_yaml_lookup (doc->root, "phase")) != NULL)
    {
      if (!vd_yaml_read_word (doc, node, "phase", &text, error))
        return FALSE;
      if (reader->module != NULL && vd_hex_ruleset_find_phase (reader->module, text) == NULL)
        return unknown_name (reader, node, C_("board value", "phase"),
                             text, error);
      board->phase = g_strdup (text);
    }
  if ((node = vd_yaml_lookup (doc->root, "note")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "note", &text, error))
        return FALSE;
      board->note = g_strdup (text);
    }
  return read_grid (reader, error) && read_hexes (reader, error) &&
         read_hexsides (reader, error) && read_roads (reader, error) &&
         read_units (reader, error) && read_markers (reader, error) &&
         read_background (reader, error) && read_journal (reader, error);
}

static const char * const counters_keys[] = { "vedette", "kind", "ruleset", "units", NULL };

VdBoard *
vd_board_read_counters (const char *path, const VdBoard *board, const VdHexRuleset *module,
                        GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);
  g_autoptr(VdBoard) counters = NULL;
  const VdYamlNode *ruleset;
  const char *id;
  Reader reader;

  if (doc == NULL || !vd_yaml_check_header (doc, "board-counters", error) ||
      !vd_yaml_check_keys (doc, doc->root, C_("value name", "a file of counters"),
                           counters_keys, counters_keys, error) ||
      !vd_yaml_read_word (doc, (ruleset = vd_yaml_lookup (doc->root, "ruleset")), "ruleset",
                          &id, error))
    return NULL;
  /* Counters of another game would be nonsense on this board. */
  if (!g_str_equal (id, board->ruleset) && !g_str_equal (id, module->id))
    {
      vd_yaml_error_at (doc, ruleset, error, _("these counters are for the game %s, not %s"), id,
                        module->id);
      return NULL;
    }
  counters = vd_board_copy_without_journal (board);
  g_ptr_array_set_size (counters->units, 0);
  reader = (Reader) { doc, module, counters };
  if (!read_units (&reader, error))
    return NULL;
  return g_steal_pointer (&counters);
}

VdBoard *
vd_board_read_document (const VdYamlDocument *doc, const VdHexRuleset *module, GError **error)
{
  Reader reader = { doc, module, vd_board_new () };

  if (!read_board (&reader, error))
    {
      vd_board_free (reader.board);
      return NULL;
    }
  return reader.board;
}

VdBoard *
vd_board_load_document (const VdYamlDocument *doc, VdHexRuleset **module_out, GError **error)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(GError) cause = NULL;
  g_autofree char *folder = NULL;
  const VdYamlNode *name;
  VdBoard *board;

  if (!vd_yaml_check_header (doc, "board", error))
    return NULL;
  name = vd_yaml_lookup (doc->root, "ruleset");
  if (name == NULL)
    {
      vd_yaml_error_at (doc, doc->root, error, "%s",
                        _("the key “ruleset” is missing: which game is this board for?"));
      return NULL;
    }
  if (name->kind != VD_YAML_SCALAR)
    {
      vd_yaml_error_at (doc, name, error, "%s", _("ruleset must name a game module"));
      return NULL;
    }
  folder = g_path_get_dirname (doc->file);
  module = vd_hex_ruleset_load_named (name->value, folder, &cause);
  if (module == NULL)
    {
      /* Said where the board names it, unless the module's own file is at fault. */
      if (vd_error_has_position (cause))
        g_propagate_error (error, g_steal_pointer (&cause));
      else
        vd_yaml_error_at (doc, name, error, "%s", cause->message);
      return NULL;
    }
  board = vd_board_read_document (doc, module, error);
  if (board != NULL && module_out != NULL)
    *module_out = g_steal_pointer (&module);
  return board;
}

VdBoard *
vd_board_load_data (const char *data, gsize length, const char *path,
                    VdHexRuleset **module_out, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (data, length, path, error);

  return doc != NULL ? vd_board_load_document (doc, module_out, error) : NULL;
}

VdBoard *
vd_board_load (const char *path, VdHexRuleset **module_out, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!vd_file_read (path, VD_YAML_MAX_FILE_SIZE, &data, &length, error))
    return NULL;
  return vd_board_load_data (data, length, path, module_out, error);
}
