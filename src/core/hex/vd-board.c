#include "vd-board-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-board-event.h"
#include "vd-error.h"

static gpointer
hex_key (VdHex hex)
{
  /* Grids stay within 999 × 999: q and r fit in 16 bits each, offset to stay positive. */
  return GUINT_TO_POINTER (((guint) (hex.q + 0x4000) << 16) | (guint) (hex.r + 0x4000));
}

static void
board_hex_free (VdBoardHex *hex)
{
  g_free (hex->terrain);
  g_strfreev (hex->features);
  g_free (hex->country);
  g_free (hex->name);
  g_free (hex);
}

static void
board_hexside_free (VdBoardHexside *side)
{
  g_free (side->feature);
  g_free (side);
}

static void
board_road_free (VdBoardRoad *road)
{
  g_free (road->type);
  g_free (road->name);
  g_array_unref (road->hexes);
  g_free (road);
}

static void
board_join_free (VdBoardJoin *join)
{
  g_free (join->map);
  g_free (join);
}

static void
board_unit_free (VdBoardUnit *unit)
{
  g_free (unit->id);
  g_free (unit->name);
  g_free (unit->side);
  g_free (unit->unit_class);
  g_free (unit->strength);
  g_free (unit->state);
  g_free (unit->step);
  g_free (unit->note);
  g_free (unit->army);
  g_free (unit->nation);
  g_free (unit->echelon);
  g_free (unit->formation);
  g_free (unit->grade);
  g_strfreev (unit->marks);
  g_clear_pointer (&unit->spread, g_array_unref);
  g_free (unit->extends);
  g_strfreev (unit->arrives_hexes);
  vd_board_roster_free (unit->roster);
  vd_board_roster_free (unit->division_roster);
  g_free (unit->demolished_phase);
  g_free (unit->supply_hq);
  g_free (unit->supply_rule);
  g_free (unit->supply_why);
  g_free (unit);
}

static void
board_marker_free (VdBoardMarker *marker)
{
  g_free (marker->type);
  g_free (marker);
}

VdBoard *
vd_board_new (void)
{
  VdBoard *board = g_new0 (VdBoard, 1);

  board->turn = 1;
  board->unplayable = g_array_new (FALSE, FALSE, sizeof (VdHex));
  board->joins = g_ptr_array_new_with_free_func ((GDestroyNotify) board_join_free);
  board->hexes = g_ptr_array_new_with_free_func ((GDestroyNotify) board_hex_free);
  board->hex_index = g_hash_table_new (g_direct_hash, g_direct_equal);
  board->hexsides = g_ptr_array_new_with_free_func ((GDestroyNotify) board_hexside_free);
  board->roads = g_ptr_array_new_with_free_func ((GDestroyNotify) board_road_free);
  board->units = g_ptr_array_new_with_free_func ((GDestroyNotify) board_unit_free);
  board->markers = g_ptr_array_new_with_free_func ((GDestroyNotify) board_marker_free);
  board->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  return board;
}

VdBoard *
vd_board_new_with_grid (const char *ruleset, VdHexShape shape, int columns, int rows,
                        int first_column, int first_row, const char *label, gboolean rows_up,
                        gboolean even_shifted, GError **error)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (shape, columns, rows, first_column, first_row,
                                               rows_up, even_shifted, label, NULL, error);
  VdBoard *board;

  g_return_val_if_fail (ruleset != NULL, NULL);

  if (grid == NULL)
    return NULL;
  board = vd_board_new ();
  board->ruleset = g_strdup (ruleset);
  board->shape = shape;
  board->columns = columns;
  board->rows = rows;
  board->first_column = first_column;
  board->first_row = first_row;
  board->label = g_strdup (label);
  board->rows_up = rows_up;
  board->even_shifted = even_shifted;
  board->grid = g_steal_pointer (&grid);
  return board;
}

void
vd_board_free (VdBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->title);
  g_free (board->ruleset);
  g_strfreev (board->options);
  g_strfreev (board->demoralized);
  g_free (board->phase);
  g_free (board->note);
  g_free (board->label);
  g_free (board->map);
  g_ptr_array_unref (board->joins);
  g_array_unref (board->unplayable);
  g_clear_pointer (&board->grid, vd_hex_grid_free);
  g_hash_table_unref (board->hex_index);
  g_ptr_array_unref (board->hexes);
  g_ptr_array_unref (board->hexsides);
  g_ptr_array_unref (board->roads);
  g_ptr_array_unref (board->units);
  g_ptr_array_unref (board->markers);
  if (board->journal != NULL)
    g_ptr_array_unref (board->journal);
  g_free (board->background);
  g_free (board);
}

static gpointer
copy_hex (gconstpointer data, gpointer user_data)
{
  const VdBoardHex *hex = data;
  VdBoardHex *copy = g_memdup2 (hex, sizeof *hex);

  copy->terrain = g_strdup (hex->terrain);
  copy->features = g_strdupv (hex->features);
  copy->country = g_strdup (hex->country);
  copy->name = g_strdup (hex->name);
  return copy;
}

static gpointer
copy_hexside (gconstpointer data, gpointer user_data)
{
  const VdBoardHexside *side = data;
  VdBoardHexside *copy = g_memdup2 (side, sizeof *side);

  copy->feature = g_strdup (side->feature);
  return copy;
}

static gpointer
copy_road (gconstpointer data, gpointer user_data)
{
  const VdBoardRoad *road = data;
  VdBoardRoad *copy = g_memdup2 (road, sizeof *road);

  copy->type = g_strdup (road->type);
  copy->name = g_strdup (road->name);
  copy->hexes = g_array_copy (road->hexes);
  return copy;
}

static gpointer
copy_join (gconstpointer data, gpointer user_data)
{
  const VdBoardJoin *join = data;
  VdBoardJoin *copy = g_memdup2 (join, sizeof *join);

  copy->map = g_strdup (join->map);
  return copy;
}

static gpointer
copy_unit (gconstpointer data, gpointer user_data)
{
  const VdBoardUnit *unit = data;
  VdBoardUnit *copy = g_memdup2 (unit, sizeof *unit);

  copy->id = g_strdup (unit->id);
  copy->name = g_strdup (unit->name);
  copy->side = g_strdup (unit->side);
  copy->unit_class = g_strdup (unit->unit_class);
  copy->strength = g_strdup (unit->strength);
  copy->state = g_strdup (unit->state);
  copy->step = g_strdup (unit->step);
  copy->note = g_strdup (unit->note);
  copy->army = g_strdup (unit->army);
  copy->nation = g_strdup (unit->nation);
  copy->echelon = g_strdup (unit->echelon);
  copy->formation = g_strdup (unit->formation);
  copy->grade = g_strdup (unit->grade);
  copy->marks = g_strdupv (unit->marks);
  copy->spread = unit->spread != NULL ? g_array_copy (unit->spread) : NULL;
  copy->extends = g_strdup (unit->extends);
  copy->arrives_hexes = g_strdupv (unit->arrives_hexes);
  copy->roster = vd_board_roster_copy (unit->roster);
  copy->division_roster = vd_board_roster_copy (unit->division_roster);
  copy->demolished_phase = g_strdup (unit->demolished_phase);
  copy->supply_hq = g_strdup (unit->supply_hq);
  copy->supply_rule = g_strdup (unit->supply_rule);
  copy->supply_why = g_strdup (unit->supply_why);
  return copy;
}

static gpointer
copy_marker (gconstpointer data, gpointer user_data)
{
  const VdBoardMarker *marker = data;
  VdBoardMarker *copy = g_memdup2 (marker, sizeof *marker);

  copy->type = g_strdup (marker->type);
  return copy;
}

static gpointer
copy_event (gconstpointer data, gpointer user_data)
{
  return vd_board_event_copy (data);
}

/* ARRAY's items copied by COPY, freed as ARRAY frees its own. */
static GPtrArray *
copy_list (GPtrArray *array, GCopyFunc copy, GDestroyNotify free_func)
{
  GPtrArray *list = g_ptr_array_copy (array, copy, NULL);

  g_ptr_array_set_free_func (list, free_func);
  return list;
}

VdBoard *
vd_board_copy_without_journal (const VdBoard *board)
{
  VdBoard *copy = g_new0 (VdBoard, 1);

  g_return_val_if_fail (board != NULL, NULL);

  *copy = *board;
  copy->title = g_strdup (board->title);
  copy->ruleset = g_strdup (board->ruleset);
  copy->options = g_strdupv (board->options);
  copy->demoralized = g_strdupv (board->demoralized);
  copy->phase = g_strdup (board->phase);
  copy->note = g_strdup (board->note);
  copy->label = g_strdup (board->label);
  copy->map = g_strdup (board->map);
  copy->joins = copy_list (board->joins, copy_join, (GDestroyNotify) board_join_free);
  copy->unplayable = g_array_copy (board->unplayable);
  copy->grid = board->grid != NULL ? vd_hex_grid_copy (board->grid) : NULL;
  copy->hexes = copy_list (board->hexes, copy_hex, (GDestroyNotify) board_hex_free);
  copy->hex_index = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < copy->hexes->len; i++)
    {
      VdBoardHex *hex = g_ptr_array_index (copy->hexes, i);

      g_hash_table_insert (copy->hex_index, hex_key (hex->hex), hex);
    }
  copy->hexsides = copy_list (board->hexsides, copy_hexside,
                              (GDestroyNotify) board_hexside_free);
  copy->roads = copy_list (board->roads, copy_road, (GDestroyNotify) board_road_free);
  copy->units = copy_list (board->units, copy_unit, (GDestroyNotify) board_unit_free);
  copy->markers = copy_list (board->markers, copy_marker, (GDestroyNotify) board_marker_free);
  copy->background = g_strdup (board->background);
  copy->journal = NULL;
  return copy;
}

VdBoard *
vd_board_copy (const VdBoard *board)
{
  VdBoard *copy = vd_board_copy_without_journal (board);

  copy->journal = board->journal != NULL
                    ? copy_list (board->journal, copy_event, (GDestroyNotify) vd_board_event_free)
                    : g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  return copy;
}

VdBoardHex *
vd_board_add_hex (VdBoard *board, VdHex hex, gboolean *is_new)
{
  VdBoardHex *entry = g_hash_table_lookup (board->hex_index, hex_key (hex));

  *is_new = entry == NULL;
  if (entry == NULL)
    {
      entry = g_new0 (VdBoardHex, 1);
      entry->hex = hex;
      g_ptr_array_add (board->hexes, entry);
      g_hash_table_insert (board->hex_index, hex_key (hex), entry);
    }
  return entry;
}

gboolean
vd_board_parse_label (const VdBoard *board, const char *label, gboolean in_play, VdHex *hex,
                      GError **error)
{
  g_autofree char *shown = NULL;

  if (label != NULL && vd_hex_grid_parse (board->grid, label, hex))
    {
      if (!in_play || vd_hex_grid_is_playable (board->grid, *hex))
        return TRUE;
      shown = vd_error_cut (label);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("hex “%s” is not in play"), shown);
      return FALSE;
    }
  shown = vd_error_cut (label);
  g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no hex “%s” on this board"), shown);
  return FALSE;
}

void
vd_board_remove_hex (VdBoard *board, VdHex hex)
{
  VdBoardHex *entry = g_hash_table_lookup (board->hex_index, hex_key (hex));

  if (entry == NULL)
    return;
  g_hash_table_remove (board->hex_index, hex_key (hex));
  g_ptr_array_remove (board->hexes, entry);
}

const VdBoardHex *
vd_board_get_hex (const VdBoard *board, VdHex hex)
{
  return g_hash_table_lookup (board->hex_index, hex_key (hex));
}

const char *
vd_board_hex_terrain (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);

  /* A marker may make the hex another ground (NaA's broken ice, ICE-2). */
  for (guint i = 0; module != NULL && i < board->markers->len; i++)
    {
      const VdBoardMarker *marker = board->markers->pdata[i];
      g_autofree char *path = NULL;
      const char *terrain;

      if (marker->on_hexside || !vd_hex_equal (marker->hex, hex))
        continue;
      path = g_strdup_printf ("special.markers.%s.hex_terrain", marker->type);
      if ((terrain = vd_hex_ruleset_lookup_word (module, path)) != NULL &&
          vd_hex_ruleset_find_terrain (module, terrain) != NULL)
        return vd_hex_ruleset_find_terrain (module, terrain)->id;
    }

  if (entry != NULL && entry->terrain != NULL)
    return entry->terrain;
  return module != NULL ? module->default_terrain : NULL;
}

GPtrArray *
vd_board_units_at (const VdBoard *board, VdHex hex)
{
  GPtrArray *units = g_ptr_array_new ();

  for (guint i = 0; i < board->units->len; i++)
    {
      VdBoardUnit *unit = g_ptr_array_index (board->units, i);

      if (unit->placed && vd_hex_equal (unit->hex, hex))
        g_ptr_array_add (units, unit);
    }
  return units;
}

GPtrArray *
vd_board_hexside_features (const VdBoard *board, VdHexside side)
{
  GPtrArray *features = g_ptr_array_new ();

  for (guint i = 0; i < board->hexsides->len; i++)
    {
      VdBoardHexside *feature = g_ptr_array_index (board->hexsides, i);

      if (vd_hexside_equal (feature->side, side))
        g_ptr_array_add (features, feature);
    }
  return features;
}

GPtrArray *
vd_board_roads_across (const VdBoard *board, VdHexside side)
{
  GPtrArray *roads = g_ptr_array_new ();

  for (guint i = 0; i < board->roads->len; i++)
    {
      VdBoardRoad *road = g_ptr_array_index (board->roads, i);

      for (guint h = 1; h < road->hexes->len; h++)
        {
          VdHexside crossed;

          if (vd_hexside_between (g_array_index (road->hexes, VdHex, h - 1),
                                  g_array_index (road->hexes, VdHex, h), &crossed) &&
              vd_hexside_equal (crossed, side))
            {
              g_ptr_array_add (roads, road);
              break;
            }
        }
    }
  return roads;
}

gboolean
vd_board_under_command (const VdBoard *board, const VdBoardUnit *unit, const char *commander)
{
  const char *army = unit->army;

  /* Bounded: a file may name commanders in a loop. */
  for (guint depth = 0; army != NULL && depth < 16; depth++)
    {
      const VdBoardUnit *up;

      if (g_str_equal (army, commander))
        return TRUE;
      up = vd_board_find_unit (board, army);
      army = up != NULL ? up->army : NULL;
    }
  return FALSE;
}

gboolean
vd_board_unit_has_mark (const VdBoardUnit *unit, const char *mark)
{
  return unit != NULL && unit->marks != NULL && mark != NULL &&
         g_strv_contains ((const char * const *) unit->marks, mark);
}

const VdBoardUnit *
vd_board_find_unit (const VdBoard *board, const char *id)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);

      if (g_str_equal (unit->id, id))
        return unit;
    }
  return NULL;
}

gboolean
vd_board_background_matrix (const VdBoard *board, double hex_size, double m[6])
{
  double x[3], y[3], u[3], v[3], det;

  if (board->n_points != VD_BOARD_CALIBRATION_POINTS)
    return FALSE;
  for (int i = 0; i < 3; i++)
    {
      x[i] = board->points[i].x;
      y[i] = board->points[i].y;
      vd_hex_grid_centre (board->grid, board->points[i].hex, hex_size, &u[i], &v[i]);
    }
  /* Three equations for each row of the map, solved by Cramer's rule. */
  det = x[0] * (y[1] - y[2]) - y[0] * (x[1] - x[2]) + (x[1] * y[2] - x[2] * y[1]);
  if (fabs (det) < 1e-9)
    return FALSE;
  for (int row = 0; row < 2; row++)
    {
      const double *w = row == 0 ? u : v;

      m[row * 3 + 0] = (w[0] * (y[1] - y[2]) - y[0] * (w[1] - w[2]) + (w[1] * y[2] - w[2] * y[1]))
                       / det;
      m[row * 3 + 1] = (x[0] * (w[1] - w[2]) - w[0] * (x[1] - x[2]) + (x[1] * w[2] - x[2] * w[1]))
                       / det;
      m[row * 3 + 2] = (x[0] * (y[1] * w[2] - y[2] * w[1]) - y[0] * (x[1] * w[2] - x[2] * w[1]) +
                        w[0] * (x[1] * y[2] - x[2] * y[1])) / det;
    }
  return TRUE;
}

char *
vd_board_format_hex (const VdBoard *board, VdHex hex)
{
  char *label = vd_hex_grid_format (board->grid, hex);

  return label != NULL ? label : g_strdup ("?");
}

gboolean
vd_board_check_formation (const VdHexRuleset *module, const char *unit_class,
                          const char *formation, GError **error)
{
  g_autofree char *shown = NULL;

  if (formation == NULL || module == NULL ||
      vd_hex_ruleset_class_formation (module, unit_class, formation))
    return TRUE;
  shown = vd_error_cut (formation);
  if (!vd_hex_ruleset_has_formations (module))
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("unknown %s “%s” (not in the game module %s)"), C_("board value", "formation"),
                 shown, module->id);
  else
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("formation “%s” is not one a unit of class %s may take (%s)"), shown,
                 unit_class, vd_hex_ruleset_lookup_word (module, "special.formations.rule"));
  return FALSE;
}

gboolean
vd_board_check_strength (const char *strength, GError **error)
{
  g_autofree char *shown = NULL;
  gsize n_digits, n_zeros;

  G_STATIC_ASSERT (VD_BOARD_MAX_STRENGTH < 1000);
  /* A word (BN's AB; one the game does not know is named by the rules that read it). */
  if (strength == NULL || g_ascii_isalpha (strength[0]))
    return TRUE;
  n_digits = strspn (strength, "0123456789");
  n_zeros = strspn (strength, "0");
  /* Digits alone, no more of them than the bound has once the zeros ahead are left out (so
   * that no overflow wraps "18446744073709551617" round to 1). */
  if (n_digits > 0 && strength[n_digits] == '\0' &&
      n_digits - MIN (n_zeros, n_digits - 1) <= 3 &&
      g_ascii_strtoull (strength + MIN (n_zeros, n_digits - 1), NULL, 10) <= VD_BOARD_MAX_STRENGTH)
    return TRUE;
  shown = vd_error_cut (strength);
  /* Translators: "strength “-4” is not one a counter prints: a whole number of 0 to 999, or a
   * word (BN's AB)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("strength “%s” is not one a counter prints: a whole number of 0 to %d, or a "
                 "word (BN’s AB)"), shown, VD_BOARD_MAX_STRENGTH);
  return FALSE;
}

gboolean
vd_board_check_grade (const VdHexRuleset *module, const char *grade, GError **error)
{
  const VdYamlNode *grades = vd_hex_ruleset_lookup (module, "morale.grades");
  g_autoptr(GString) known = g_string_new (NULL);
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "morale.rules");
  const char *rule = rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0
                       ? vd_hex_ruleset_word (rules->children[0]) : "?";
  g_autofree char *shown = vd_error_cut (grade);

  for (guint i = 0; grades != NULL && grades->kind == VD_YAML_SEQUENCE && i < grades->n_children;
       i++)
    {
      const char *word = vd_hex_ruleset_word (grades->children[i]);

      if (g_strcmp0 (word, grade) == 0)
        return TRUE;
      g_string_append_printf (known, "%s%s", known->len > 0 ? ", " : "", word);
    }
  if (known->len == 0)
    /* Translators: "naa has no morale grades on its counters (“B”)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("%s has no morale grades on its counters (“%s”)"), module->id, shown);
  else
    /* Translators: "grade “Z” is not one of the game's (A, B, C, D, E: 25.0)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("grade “%s” is not one of the game's (%s: %s)"), shown, known->str, rule);
  return FALSE;
}

/* Every `mark:` word under NODE, each with the `rule` beside it, into KNOWN ("word: RULE"). */
static gboolean
collect_marks (const VdYamlNode *node, const char *mark, GString *known)
{
  if (node == NULL || node->kind != VD_YAML_MAPPING)
    {
      for (guint i = 0; node != NULL && node->kind == VD_YAML_SEQUENCE && i < node->n_children; i++)
        if (collect_marks (node->children[i], mark, known))
          return TRUE;
      return FALSE;
    }
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *value = node->children[i + 1];

      if (g_strcmp0 (node->children[i]->value, "mark") == 0 && value->kind == VD_YAML_SCALAR)
        {
          const VdYamlNode *rule = vd_yaml_lookup (node, "rule");

          if (g_strcmp0 (value->value, mark) == 0)
            return TRUE;
          g_string_append_printf (known, "%s%s: %s", known->len > 0 ? ", " : "", value->value,
                                  rule != NULL ? vd_hex_ruleset_word (rule) : "?");
        }
      else if (collect_marks (value, mark, known))
        return TRUE;
    }
  return FALSE;
}

gboolean
vd_board_check_mark (const VdHexRuleset *module, const char *mark, GError **error)
{
  g_autoptr(GString) known = g_string_new (NULL);
  g_autofree char *shown = vd_error_cut (mark);

  if (collect_marks (vd_hex_ruleset_lookup (module, "special"), mark, known))
    return TRUE;
  if (known->len == 0)
    /* Translators: "naa gives no counter a mark (“guard”)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("%s gives no counter a mark (“%s”)"), module->id, shown);
  else
    /* Translators: "mark “guard” is not one of the game's (guard-cossacks: LBA-COS-3)". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                 _("mark “%s” is not one of the game’s (%s)"), shown, known->str);
  return FALSE;
}

gboolean
vd_board_is_demoralized (const VdBoard *board, const char *side)
{
  return board->demoralized != NULL && side != NULL &&
         g_strv_contains ((const char * const *) board->demoralized, side);
}

GPtrArray *
vd_board_hex_grounds (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  GPtrArray *grounds = g_ptr_array_new ();

  g_ptr_array_add (grounds, (gpointer) vd_board_hex_terrain (board, module, hex));
  for (guint f = 0; entry != NULL && entry->features != NULL && entry->features[f] != NULL; f++)
    g_ptr_array_add (grounds, entry->features[f]);
  return grounds;
}

gboolean
vd_board_hex_has_ground (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                         const char *ground)
{
  g_autoptr(GPtrArray) grounds = NULL;

  if (ground == NULL)
    return FALSE;
  grounds = vd_board_hex_grounds (board, module, hex);
  for (guint i = 0; i < grounds->len; i++)
    if (g_strcmp0 (grounds->pdata[i], ground) == 0)
      return TRUE;
  return FALSE;
}

const char *
vd_board_hex_ground_with (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                          const char *key, const char *value)
{
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);

  for (guint i = 0; i < grounds->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("terrain.%s.%s", (const char *) grounds->pdata[i],
                                               key);
      const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);

      if (node != NULL && (value == NULL || g_strcmp0 (vd_hex_ruleset_word (node), value) == 0))
        return grounds->pdata[i];
    }
  return NULL;
}

const VdHexTerrain *
vd_board_prohibited_ground (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                            guint class_index)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  const VdHexTerrain *ground =
    vd_hex_ruleset_find_terrain (module, vd_board_hex_terrain (board, module, hex));

  /* Without a list: lines of communication ask it of every hex they trace through. */
  if (class_index >= module->classes->len)
    return NULL;
  if (ground != NULL && ground->mp[class_index].status == VD_HEX_MP_PROHIBITED)
    return ground;
  for (guint f = 0; entry != NULL && entry->features != NULL && entry->features[f] != NULL; f++)
    if ((ground = vd_hex_ruleset_find_terrain (module, entry->features[f])) != NULL &&
        ground->mp[class_index].status == VD_HEX_MP_PROHIBITED)
      return ground;
  return NULL;
}

const VdHexTerrain *
vd_board_prohibited_hexside (const VdBoard *board, const VdHexRuleset *module, VdHex a, VdHex b,
                             guint class_index, const VdYamlNode *bridges, gboolean *bridged)
{
  g_autoptr(GPtrArray) features = NULL;
  const VdHexTerrain *prohibited = NULL;
  VdHexside side;

  if (bridged != NULL)
    *bridged = FALSE;
  if (class_index >= module->classes->len || !vd_hexside_between (a, b, &side))
    return NULL;
  features = vd_board_hexside_features (board, side);
  for (guint i = 0; i < features->len; i++)
    {
      const char *id = ((const VdBoardHexside *) features->pdata[i])->feature;
      const VdHexTerrain *feature = vd_hex_ruleset_find_hexside (module, id);

      if (bridged != NULL && vd_hex_ruleset_node_has (bridges, id))
        *bridged = TRUE;
      if (prohibited == NULL && feature != NULL &&
          feature->mp[class_index].status == VD_HEX_MP_PROHIBITED)
        prohibited = feature;
    }
  return prohibited;
}

guint
vd_board_division_checked (const VdBoard *board, const char *commander, gboolean *wrecked)
{
  const VdBoardUnit *chief = commander != NULL ? vd_board_find_unit (board, commander) : NULL;
  guint checked = 0;

  if (wrecked != NULL)
    *wrecked = FALSE;
  if (chief == NULL || chief->division_roster == NULL)
    return 0;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);

      if (unit->roster != NULL && g_strcmp0 (unit->army, commander) == 0 &&
          vd_board_roster_wrecked (unit->roster))
        checked++;
    }
  checked = MIN (checked, chief->division_roster->n_boxes);
  if (wrecked != NULL)
    *wrecked = chief->division_roster->wreck > 0 && checked >= chief->division_roster->wreck;
  return checked;
}

gboolean
vd_board_marker_removes (const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardHexside *feature)
{
  for (guint i = 0; module != NULL && i < board->markers->len; i++)
    {
      const VdBoardMarker *marker = board->markers->pdata[i];
      g_autofree char *path = NULL;

      if (!marker->on_hexside || !vd_hexside_equal (marker->side, feature->side))
        continue;
      path = g_strdup_printf ("special.markers.%s.removes_hexside", marker->type);
      if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, path), feature->feature) == 0)
        return TRUE;
    }
  return FALSE;
}
