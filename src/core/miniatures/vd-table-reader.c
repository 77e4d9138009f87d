#include "vd-table-reader.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-feature-overrides.h"
#include "vd-journal.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-private.h"
#include "vd-table-readings.h"
#include "vd-table-sides.h"
#include "vd-yaml-reader.h"

#define MAX_SIZE VD_YAML_MAX_MAGNITUDE

/* Ids already used by terrain and units, to refuse duplicates. */
typedef struct {
  const VdYamlDocument *doc;
  GHashTable           *ids;  /* id → VdYamlNode* where it was first given */
} Reader;

static const char * const table_keys[] = {
  "vedette", "kind", "title", "scale", "mm_per_pace", "table", "ruleset", "turn",
  "terrain", "units", "masking", "movement", "fire", "morale", "melee", "commands", "sides", "readings", "journal", NULL
};
static const char * const table_required[] = { "vedette", "kind", "scale", "table", NULL };

static const char * const feature_keys[] = {
  "id", "type", "name", "area", "line", "level", "plateau", "crests", "damage", "on_fire",
  "points", "overrides", NULL
};
static const char * const feature_required[] = { "id", "type", NULL };

static const char * const unit_keys[] = {
  "id", "name", "label", "side", "arm", "formation", "at", "facing", "frontage", "depth", "base",
  "figures", "revealed", "calibre", "howitzer", "conditions", "allowance", "casualties",
  "morale", "command", "notes", NULL
};
static const char * const unit_required[] = {
  "id", "side", "arm", "formation", "at", "frontage", "depth", "figures", NULL
};

gboolean
vd_table_read_id (const VdYamlDocument *doc, const VdYamlNode *node, GHashTable *ids,
                  const char **out, GError **error)
{
  const VdYamlNode *first;

  if (!vd_yaml_read_word (doc, node, "id", out, error))
    return FALSE;
  first = g_hash_table_lookup (ids, *out);
  if (first != NULL)
    {
      vd_yaml_error_at (doc, node, error,
                        _("duplicate id “%s” (first used on line %u)"), *out, first->line);
      return FALSE;
    }
  g_hash_table_insert (ids, (gpointer) *out, (gpointer) node);
  return TRUE;
}

static gboolean
read_id (Reader *reader, const VdYamlNode *node, const char **out, GError **error)
{
  return vd_table_read_id (reader->doc, node, reader->ids, out, error);
}

typedef enum {
  KEYWORD_TERRAIN,
  KEYWORD_ARM,
  KEYWORD_FORMATION,
  KEYWORD_SCALE,
} Keyword;

static gboolean
parse_keyword (Keyword keyword, const char *s, int *out)
{
  gboolean ok = FALSE;

  switch (keyword)
    {
    case KEYWORD_TERRAIN:
      {
        VdTerrainType v;
        if ((ok = vd_terrain_type_from_string (s, &v)))
          *out = v;
        break;
      }
    case KEYWORD_ARM:
      {
        VdArm v;
        if ((ok = vd_arm_from_string (s, &v)))
          *out = v;
        break;
      }
    case KEYWORD_FORMATION:
      {
        VdFormation v;
        if ((ok = vd_formation_from_string (s, &v)))
          *out = v;
        break;
      }
    case KEYWORD_SCALE:
    default:
      {
        VdScale v;
        if ((ok = vd_scale_from_string (s, &v)))
          *out = v;
        break;
      }
    }
  return ok;
}

static char *
keyword_list (Keyword keyword)
{
  switch (keyword)
    {
    case KEYWORD_TERRAIN:
      return vd_terrain_type_list ();
    case KEYWORD_ARM:
      return vd_arm_list ();
    case KEYWORD_FORMATION:
      return vd_formation_list ();
    case KEYWORD_SCALE:
    default:
      return vd_scale_list ();
    }
}

static gboolean
read_keyword (Reader *reader, const VdYamlNode *node, const char *what, Keyword keyword,
              int *out, GError **error)
{
  const char *s;

  if (!vd_yaml_read_string (reader->doc, node, what, &s, error))
    return FALSE;
  if (!parse_keyword (keyword, s, out))
    {
      g_autofree char *expected = keyword_list (keyword);
      g_autofree char *shown = vd_error_cut (s);

      vd_yaml_error_at (reader->doc, node, error, _("unknown %s “%s” (expected one of: %s)"),
                        what, shown, expected);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_path (Reader *reader, const VdYamlNode *node, const char *what, VdShape shape,
           VdPath *path, GError **error)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  guint min_points = shape == VD_SHAPE_AREA ? 3 : 2;

  if (!vd_yaml_read_points (reader->doc, node, what, min_points, points, error))
    return FALSE;
  /* An outline may repeat its first point at the end, as many drawing tools write it. */
  if (shape == VD_SHAPE_AREA && points->len > 3 &&
      vd_point_equal (g_array_index (points, VdPoint, 0),
                      g_array_index (points, VdPoint, points->len - 1)))
    g_array_set_size (points, points->len - 1);
  if (shape == VD_SHAPE_AREA &&
      vd_polygon_area ((VdPolygon) { (VdPoint *) points->data, points->len }) == 0)
    {
      vd_yaml_error_at (reader->doc, node, error, _("%s has no surface: its points are in line"),
                        what);
      return FALSE;
    }
  if (shape == VD_SHAPE_AREA &&
      !vd_polygon_is_simple ((VdPolygon) { (VdPoint *) points->data, points->len }))
    {
      vd_yaml_error_at (reader->doc, node, error,
                        _("%s crosses itself or repeats a point: draw its outline once around"),
                        what);
      return FALSE;
    }
  if (shape == VD_SHAPE_LINE &&
      vd_polyline_length ((VdPolyline) { (VdPoint *) points->data, points->len }) == 0)
    {
      vd_yaml_error_at (reader->doc, node, error, _("%s has no length: its points are equal"),
                        what);
      return FALSE;
    }
  vd_path_set (path, (VdPoint *) points->data, points->len);
  return TRUE;
}

static gboolean
read_hill_keys (Reader *reader, const VdYamlNode *map, VdFeature *feature, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const char *hill_only[] = { "level", "plateau", "crests" };
  const VdYamlNode *node;

  if (feature->type != VD_TERRAIN_HILL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (hill_only); i++)
        if ((node = vd_yaml_lookup_key (map, hill_only[i])) != NULL)
          {
            vd_yaml_error_at (doc, node, error, _("only hills have “%s” (this is a %s)"),
                              hill_only[i], vd_terrain_type_to_string (feature->type));
            return FALSE;
          }
      return TRUE;
    }

  if ((node = vd_yaml_lookup (map, "level")) != NULL &&
      !vd_yaml_read_int (doc, node, "level", 1, 9, &feature->level, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "plateau")) != NULL &&
      !vd_yaml_read_bool (doc, node, "plateau", &feature->plateau, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "crests")) != NULL)
    {
      if (!vd_yaml_expect_sequence (doc, node, "crests", error) ||
          !vd_yaml_check_length (doc, node, "crests", VD_YAML_MAX_CRESTS, error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          VdPath crest = { NULL, 0 };

          if (!read_path (reader, node->children[i], C_("value name", "a crest line"), VD_SHAPE_LINE, &crest,
                          error))
            return FALSE;
          vd_feature_add_crest (feature, crest.points, crest.n_points);
          vd_path_clear (&crest);
        }
    }
  return TRUE;
}

static const char * const stretch_keys[] = { "from", "to", "state", NULL };

gboolean
vd_table_read_stretches (const VdYamlDocument *doc, const VdYamlNode *list, double length,
                         gboolean light_obstacle, GArray *damage, GError **error)
{
  double last_to = 0;

  if (!vd_yaml_expect_sequence (doc, list, "damage", error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const char *state_name;
      VdStretch stretch;

      if (!vd_yaml_check_keys (doc, item, C_("value name", "a damaged stretch"), stretch_keys,
                               stretch_keys, error) ||
          !vd_yaml_read_double (doc, vd_yaml_lookup (item, "from"), "from", 0, length,
                                &stretch.from, error) ||
          !vd_yaml_read_double (doc, vd_yaml_lookup (item, "to"), "to", 0, length, &stretch.to,
                                error) ||
          !vd_yaml_read_word (doc, vd_yaml_lookup (item, "state"), "state", &state_name, error))
        return FALSE;
      if (!vd_damage_from_string (state_name, &stretch.state) ||
          stretch.state == VD_DAMAGE_INTACT)
        {
          vd_yaml_error_at (doc, vd_yaml_lookup (item, "state"), error,
                            _("a damaged stretch is “degraded” or “destroyed”, not “%s”"),
                            state_name);
          return FALSE;
        }
      /* A hedge has no half-measures: artillery destroys it (LOBS-3). */
      if (stretch.state == VD_DAMAGE_DEGRADED && light_obstacle)
        {
          vd_yaml_error_at (doc, vd_yaml_lookup (item, "state"), error, "%s",
                            _("a light obstacle is destroyed, never degraded"));
          return FALSE;
        }
      if (stretch.to <= stretch.from || (i > 0 && stretch.from < last_to))
        {
          vd_yaml_error_at (doc, item, error, "%s",
                            _("damaged stretches go along the path in order, each from before "
                              "its end, without overlapping"));
          return FALSE;
        }
      last_to = stretch.to;
      g_array_append_val (damage, stretch);
    }
  return TRUE;
}

/* LOBS-3, HOBS-4, HOUSE-7: what artillery left of obstacles and buildings, along their path. */
static gboolean
read_damage (Reader *reader, const VdYamlNode *map, VdFeature *feature, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *list = vd_yaml_lookup (map, "damage");
  const VdYamlNode *fire = vd_yaml_lookup (map, "on_fire");
  gboolean damageable = feature->type == VD_TERRAIN_LIGHT_OBSTACLE ||
                        feature->type == VD_TERRAIN_HARD_OBSTACLE ||
                        feature->type == VD_TERRAIN_HOUSE;

  if (fire != NULL)
    {
      if (feature->type != VD_TERRAIN_HOUSE)
        {
          vd_yaml_error_at (doc, vd_yaml_lookup_key (map, "on_fire"), error,
                            _("only houses burn (this is a %s)"),
                            vd_terrain_type_to_string (feature->type));
          return FALSE;
        }
      if (!vd_yaml_read_int (doc, fire, "on_fire", 1, VD_YAML_MAX_TURN, &feature->on_fire, error))
        return FALSE;
    }
  if (list == NULL)
    return TRUE;
  if (!damageable)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup_key (map, "damage"), error,
                        _("only obstacles and houses can be damaged (this is a %s)"),
                        vd_terrain_type_to_string (feature->type));
      return FALSE;
    }
  return vd_table_read_stretches (doc, list, vd_feature_path_length (feature),
                                  feature->type == VD_TERRAIN_LIGHT_OBSTACLE, feature->damage,
                                  error);
}

/* GEN-1 and HOUSE-10: what the scenario changes about the feature, and a house's points. */
static gboolean
read_scenario_keys (Reader *reader, const VdYamlNode *map, VdFeature *feature, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *node;

  if ((node = vd_yaml_lookup (map, "points")) != NULL)
    {
      if (feature->type != VD_TERRAIN_HOUSE)
        {
          vd_yaml_error_at (doc, vd_yaml_lookup_key (map, "points"), error,
                            _("only houses are objectives with “points” (this is a %s)"),
                            vd_terrain_type_to_string (feature->type));
          return FALSE;
        }
      if (!vd_yaml_read_int (doc, node, "points", 0, VD_YAML_MAX_FIGURES, &feature->points, error))
        return FALSE;
    }
  if ((node = vd_yaml_lookup (map, "overrides")) != NULL &&
      !vd_feature_overrides_read (doc, node, feature->type, &feature->overrides, error))
    return FALSE;
  return TRUE;
}

static VdFeature *
read_feature (Reader *reader, const VdYamlNode *map, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  g_autoptr(VdFeature) feature = NULL;
  const VdYamlNode *area, *line, *node;
  const char *id, *name;
  int type;
  VdShape shape;

  if (!vd_yaml_check_keys (doc, map, C_("value name", "a terrain feature"), feature_keys, feature_required,
                           error) ||
      !read_id (reader, vd_yaml_lookup (map, "id"), &id, error) ||
      !read_keyword (reader, vd_yaml_lookup (map, "type"), C_("value name", "terrain type"),
                     KEYWORD_TERRAIN, &type, error))
    return NULL;

  area = vd_yaml_lookup (map, "area");
  line = vd_yaml_lookup (map, "line");
  if ((area == NULL) == (line == NULL))
    {
      vd_yaml_error_at (doc, area != NULL ? vd_yaml_lookup_key (map, "line") : map, error,
                        _("terrain feature “%s” needs exactly one of “area” or “line”"), id);
      return NULL;
    }
  shape = area != NULL ? VD_SHAPE_AREA : VD_SHAPE_LINE;
  if (!vd_terrain_type_allows_shape (type, shape))
    {
      vd_yaml_error_at (doc, vd_yaml_lookup_key (map, shape == VD_SHAPE_AREA ? "area" : "line"),
                        error,
                        shape == VD_SHAPE_AREA ? _("a %s is drawn as a “line”, not an “area”")
                                               : _("a %s is drawn as an “area”, not a “line”"),
                        vd_terrain_type_to_string (type));
      return NULL;
    }

  feature = vd_feature_new (id, type, shape, NULL, 0);
  feature->pos = (VdSourcePos) { map->line, map->column };
  if (!read_path (reader, area != NULL ? area : line,
                  shape == VD_SHAPE_AREA ? C_("value name", "an area") : C_("value name", "a line"), shape, &feature->path,
                  error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "name")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "name", &name, error))
        return NULL;
      feature->name = g_strdup (name);
    }
  if (!read_hill_keys (reader, map, feature, error) || !read_damage (reader, map, feature, error) ||
      !read_scenario_keys (reader, map, feature, error))
    return NULL;
  return g_steal_pointer (&feature);
}

static gboolean
read_artillery_keys (Reader *reader, const VdYamlNode *map, VdUnit *unit, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *calibre = vd_yaml_lookup (map, "calibre");
  const VdYamlNode *howitzer = vd_yaml_lookup (map, "howitzer");

  if (unit->arm != VD_ARM_ARTILLERY && (calibre != NULL || howitzer != NULL))
    {
      const char *key = calibre != NULL ? "calibre" : "howitzer";

      vd_yaml_error_at (doc, vd_yaml_lookup_key (map, key), error,
                        _("only artillery has “%s” (unit “%s” is %s)"), key, unit->id,
                        vd_arm_to_string (unit->arm));
      return FALSE;
    }
  return (calibre == NULL ||
          vd_yaml_read_int (doc, calibre, "calibre", 1, 100, &unit->calibre, error)) &&
         (howitzer == NULL ||
          vd_yaml_read_bool (doc, howitzer, "howitzer", &unit->howitzer, error));
}

/* Casualties, morale state and command: whether the morale state is the ruleset's and the
 * command the table's is checked later, once both are known. */
static gboolean
read_losses_keys (Reader *reader, const VdYamlNode *map, VdUnit *unit, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *node;
  const char *word;

  if ((node = vd_yaml_lookup (map, "casualties")) != NULL &&
      !vd_yaml_read_int (doc, node, "casualties", 0, unit->figures, &unit->casualties, error))
    return FALSE;
  if ((node = vd_yaml_lookup (map, "morale")) != NULL)
    {
      if (!vd_yaml_read_word (doc, node, "morale", &word, error))
        return FALSE;
      unit->morale = g_strdup (word);
    }
  if ((node = vd_yaml_lookup (map, "command")) != NULL)
    {
      if (!vd_yaml_read_word (doc, node, "command", &word, error))
        return FALSE;
      unit->command = g_strdup (word);
    }
  if ((node = vd_yaml_lookup (map, "notes")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "notes", &word, error))
        return FALSE;
      /* An empty note is no note: the writer leaves the key out. */
      unit->notes = word[0] != '\0' ? g_strdup (word) : NULL;
    }
  return TRUE;
}

/* A unit with the keys KEYS allows and REQUIRED demands: a table's (unit_keys) or an order of
 * battle's, which has no place on the table (no `at`, `frontage`, `depth`, `facing`). */
static VdUnit *
read_unit_with_keys (Reader *reader, const VdYamlNode *map, const char * const *keys,
                     const char * const *required, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  g_autoptr(VdUnit) unit = NULL;
  const VdYamlNode *node;
  const char *id, *side, *name;
  int arm, formation;

  if (!vd_yaml_check_keys (doc, map, C_("value name", "a unit"), keys, required, error) ||
      !read_id (reader, vd_yaml_lookup (map, "id"), &id, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (map, "side"), "side", &side, error) ||
      !read_keyword (reader, vd_yaml_lookup (map, "arm"), C_("value name", "arm"),
                     KEYWORD_ARM, &arm, error) ||
      !read_keyword (reader, vd_yaml_lookup (map, "formation"), C_("value name", "formation"),
                     KEYWORD_FORMATION, &formation, error))
    return NULL;

  unit = vd_unit_new (id, side, arm, formation);
  unit->pos = (VdSourcePos) { map->line, map->column };
  if ((node = vd_yaml_lookup (map, "name")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "name", &name, error))
        return NULL;
      g_free (unit->name);
      unit->name = g_strdup (name);
    }
  if ((node = vd_yaml_lookup (map, "label")) != NULL)
    {
      const char *label;

      if (!vd_yaml_read_string (doc, node, "label", &label, error))
        return NULL;
      if (label[0] == '\0')
        {
          vd_yaml_error_at (doc, node, error, "%s", _("label must not be empty"));
          return NULL;
        }
      unit->label = g_strdup (label);
    }
  if (((node = vd_yaml_lookup (map, "at")) != NULL &&
       !vd_yaml_read_point (doc, node, "at", &unit->at, error)) ||
      ((node = vd_yaml_lookup (map, "frontage")) != NULL &&
       !vd_yaml_read_double (doc, node, "frontage", G_MINDOUBLE, MAX_SIZE, &unit->frontage,
                             error)) ||
      ((node = vd_yaml_lookup (map, "depth")) != NULL &&
       !vd_yaml_read_double (doc, node, "depth", G_MINDOUBLE, MAX_SIZE, &unit->depth, error)) ||
      !vd_yaml_read_int (doc, vd_yaml_lookup (map, "figures"), "figures", 1,
                         VD_YAML_MAX_FIGURES, &unit->figures, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "facing")) != NULL &&
      !vd_yaml_read_double (doc, node, "facing", -MAX_SIZE, MAX_SIZE, &unit->facing, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "revealed")) != NULL &&
      !vd_yaml_read_bool (doc, node, "revealed", &unit->revealed, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "base")) != NULL)
    {
      if (node->kind != VD_YAML_SEQUENCE || node->n_children != 2)
        {
          vd_yaml_error_at (doc, node, error, "%s",
                            _("base must be [width, depth] in millimetres"));
          return NULL;
        }
      if (!vd_yaml_read_double (doc, node->children[0], C_("value name", "base width"), G_MINDOUBLE, MAX_SIZE,
                                &unit->base_width, error) ||
          !vd_yaml_read_double (doc, node->children[1], C_("value name", "base depth"), G_MINDOUBLE, MAX_SIZE,
                                &unit->base_depth, error))
        return NULL;
      unit->has_base = TRUE;
    }
  if (!read_artillery_keys (reader, map, unit, error))
    return NULL;
  if ((node = vd_yaml_lookup (map, "allowance")) != NULL)
    {
      if (!vd_yaml_read_double (doc, node, "allowance", 0, MAX_SIZE, &unit->allowance, error))
        return NULL;
      unit->has_allowance = TRUE;
    }
  if ((node = vd_yaml_lookup (map, "conditions")) != NULL &&
      !vd_table_read_conditions (doc, node, &unit->conditions, error))
    return NULL;
  if (!read_losses_keys (reader, map, unit, error))
    return NULL;
  return g_steal_pointer (&unit);
}

static VdUnit *
read_unit (Reader *reader, const VdYamlNode *map, GError **error)
{
  return read_unit_with_keys (reader, map, unit_keys, unit_required, error);
}

VdUnit *
vd_table_read_unplaced_unit (const VdYamlDocument *doc, const VdYamlNode *map,
                             const char * const *keys, const char * const *required,
                             GHashTable *ids, GError **error)
{
  Reader reader = { doc, ids };

  return read_unit_with_keys (&reader, map, keys, required, error);
}

gboolean
vd_table_read_conditions (const VdYamlDocument *doc, const VdYamlNode *node, guint *out,
                          GError **error)
{
  guint conditions = 0;

  if (!vd_yaml_expect_sequence (doc, node, "conditions", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      const char *word;
      VdCondition condition;

      if (!vd_yaml_read_word (doc, node->children[i], "condition", &word, error))
        return FALSE;
      if (!vd_condition_from_string (word, &condition))
        {
          g_autofree char *expected = vd_condition_list ();

          vd_yaml_error_at (doc, node->children[i], error,
                            _("unknown %s “%s” (expected one of: %s)"), "condition", word,
                            expected);
          return FALSE;
        }
      if (conditions & (1u << condition))
        {
          vd_yaml_error_at (doc, node->children[i], error, _("condition “%s” is given twice"),
                            word);
          return FALSE;
        }
      conditions |= 1u << condition;
    }
  *out = conditions;
  return TRUE;
}

/* An event's unit or feature is alone in its mapping: its id is checked when it applies. */
static GHashTable *
ids_or_scratch (GHashTable *ids, GHashTable **scratch)
{
  if (ids != NULL)
    return ids;
  return *scratch = g_hash_table_new (g_str_hash, g_str_equal);
}

VdUnit *
vd_table_read_unit (const VdYamlDocument *doc, const VdYamlNode *map, GHashTable *ids,
                    GError **error)
{
  g_autoptr(GHashTable) scratch = NULL;
  Reader reader = { doc, ids_or_scratch (ids, &scratch) };

  return read_unit (&reader, map, error);
}

VdFeature *
vd_table_read_feature (const VdYamlDocument *doc, const VdYamlNode *map, GHashTable *ids,
                       GError **error)
{
  g_autoptr(GHashTable) scratch = NULL;
  Reader reader = { doc, ids_or_scratch (ids, &scratch) };

  return read_feature (&reader, map, error);
}

static gpointer
read_feature_item (Reader *reader, const VdYamlNode *map, GError **error)
{
  return read_feature (reader, map, error);
}

static gpointer
read_unit_item (Reader *reader, const VdYamlNode *map, GError **error)
{
  return read_unit (reader, map, error);
}

static gboolean
read_list (Reader *reader, const VdYamlNode *root, const char *key, guint max, GPtrArray *out,
           gpointer (*read_item) (Reader *, const VdYamlNode *, GError **), GError **error)
{
  const VdYamlNode *list = vd_yaml_lookup (root, key);

  if (list == NULL)
    return TRUE;
  /* "terrain:" with nothing after it is an empty list. */
  if (list->kind == VD_YAML_SCALAR && list->plain && list->value[0] == '\0')
    return TRUE;
  if (!vd_yaml_expect_sequence (reader->doc, list, key, error) ||
      !vd_yaml_check_length (reader->doc, list, key, max, error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      gpointer item = read_item (reader, list->children[i], error);

      if (item == NULL)
        return FALSE;
      g_ptr_array_add (out, item);
    }
  return TRUE;
}

static gboolean
read_header (Reader *reader, VdTable *table, GError **error)
{
  const VdYamlDocument *doc = reader->doc;
  const VdYamlNode *root = doc->root;
  const VdYamlNode *node;
  const char *s;
  int scale;
  const char *kind = vd_yaml_document_kind (doc);

  /* A board given where a table is wanted: say what can read it. */
  if (kind != NULL && g_str_equal (kind, "board"))
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (root, "kind"), error, "%s",
                        _("this is a board of the hex mode, not a table: vedette-cli checks, draws "
                          "and answers it and keeps its journal and report (check, render, hex, "
                          "record, undo, log, report), and Vedette opens it"));
      return FALSE;
    }
  if (!vd_yaml_check_header (doc, "table", error) ||
      !vd_yaml_check_keys (doc, root, C_("value name", "a table"), table_keys, table_required, error))
    return FALSE;

  if ((node = vd_yaml_lookup (root, "title")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "title", &s, error))
        return FALSE;
      g_free (table->title);
      table->title = g_strdup (s);
    }
  if (!read_keyword (reader, vd_yaml_lookup (root, "scale"), C_("value name", "scale"),
                     KEYWORD_SCALE, &scale, error))
    return FALSE;
  table->scale = scale;
  if ((node = vd_yaml_lookup (root, "mm_per_pace")) != NULL &&
      !vd_yaml_read_double (doc, node, "mm_per_pace", G_MINDOUBLE, 1000, &table->mm_per_pace,
                            error))
    return FALSE;

  node = vd_yaml_lookup (root, "table");
  if (node->kind != VD_YAML_SEQUENCE || node->n_children != 2)
    {
      vd_yaml_error_at (doc, node, error, "%s",
                        _("table must be [width, depth] in millimetres"));
      return FALSE;
    }
  if (!vd_yaml_read_double (doc, node->children[0], C_("value name", "table width"), G_MINDOUBLE, MAX_SIZE,
                            &table->width, error) ||
      !vd_yaml_read_double (doc, node->children[1], C_("value name", "table depth"), G_MINDOUBLE, MAX_SIZE,
                            &table->depth, error))
    return FALSE;

  if ((node = vd_yaml_lookup (root, "ruleset")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "ruleset", &s, error))
        return FALSE;
      if (s[0] == '\0')
        {
          vd_yaml_error_at (doc, node, error, "%s", _("ruleset must not be empty"));
          return FALSE;
        }
      g_free (table->ruleset);
      table->ruleset = g_strdup (s);
    }
  if ((node = vd_yaml_lookup (root, "turn")) != NULL &&
      !vd_yaml_read_int (doc, node, "turn", 1, VD_YAML_MAX_TURN, &table->turn, error))
    return FALSE;
  return TRUE;
}

static VdTable *
read_table (const VdYamlDocument *doc, GError **error)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  Reader reader = { doc, ids };

  if (!read_header (&reader, table, error) ||
      !read_list (&reader, doc->root, "terrain", VD_YAML_MAX_FEATURES, table->features,
                  read_feature_item, error) ||
      !read_list (&reader, doc->root, "units", VD_YAML_MAX_UNITS, table->units, read_unit_item,
                  error))
    return NULL;
  if (vd_yaml_lookup (doc->root, "masking") != NULL &&
      !vd_masking_read (doc, vd_yaml_lookup (doc->root, "masking"), table->masking, error))
    return NULL;
  if (vd_yaml_lookup (doc->root, "movement") != NULL &&
      !vd_movement_rules_read (doc, vd_yaml_lookup (doc->root, "movement"), &table->movement,
                               error))
    return NULL;
  /* GEN-1: the table's own weapon ranges, tried before the ruleset's. */
  if (vd_yaml_lookup (doc->root, "fire") != NULL &&
      !vd_fire_rules_read (doc, vd_yaml_lookup (doc->root, "fire"), FALSE, &table->fire, error))
    return NULL;
  /* GEN-1: the table's own morale thresholds and factors, melee factors and loss-table points.
   * Their rule IDs are checked against the ruleset later (vd_table_validate). */
  if (vd_yaml_lookup (doc->root, "morale") != NULL)
    {
      table->morale = vd_morale_rules_new ();
      if (!vd_morale_rules_read (doc, vd_yaml_lookup (doc->root, "morale"), table->morale, error))
        return NULL;
    }
  if (vd_yaml_lookup (doc->root, "melee") != NULL)
    {
      table->melee = vd_melee_rules_new ();
      if (!vd_melee_rules_read (doc, vd_yaml_lookup (doc->root, "melee"), table->melee, error))
        return NULL;
    }
  if (!vd_table_read_commands (doc, vd_yaml_lookup (doc->root, "commands"), ids,
                               table->commands, error))
    return NULL;
  /* The table is still ours alone: its checks look ids up in constant time. */
  vd_table_build_index (table);
  if (!vd_table_check_commands (doc, table, error))
    return NULL;
  vd_table_drop_index (table);
  /* Only read here: whether the events apply needs the ruleset (vd_table_load_checked). */
  if (vd_yaml_lookup (doc->root, "journal") != NULL &&
      !vd_journal_read (doc, vd_yaml_lookup (doc->root, "journal"), table->journal, error))
    return NULL;
  /* Last: a side's name may be for the units the journal's set-up adds. */
  if (vd_yaml_lookup (doc->root, "sides") != NULL &&
      (!vd_table_read_sides (doc, vd_yaml_lookup (doc->root, "sides"), table->sides, error) ||
       !vd_table_check_sides (doc, table, error)))
    return NULL;
  /* Whether each names one of the ruleset's interpretations: vd_table_validate. */
  if (vd_yaml_lookup (doc->root, "readings") != NULL &&
      !vd_table_read_readings (doc, vd_yaml_lookup (doc->root, "readings"), table->readings,
                               error))
    return NULL;
  return g_steal_pointer (&table);
}

VdTable *
vd_table_load_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (data, length, filename, error);

  return doc != NULL ? read_table (doc, error) : NULL;
}

VdTable *
vd_table_load_file (const char *path, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);

  return doc != NULL ? read_table (doc, error) : NULL;
}

static VdTable *
load_checked (VdYamlDocument *doc, const char *path, VdRuleset **ruleset_out, GError **error)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(GError) ruleset_error = NULL;
  g_autofree char *dir = NULL;

  if (doc == NULL || (table = read_table (doc, error)) == NULL)
    return NULL;
  dir = g_path_get_dirname (path);
  ruleset = vd_ruleset_load_named (table->ruleset, dir, &ruleset_error);
  if (ruleset == NULL)
    {
      /* A ruleset that is missing is the table's fault; a broken one names its own file. */
      if (g_error_matches (ruleset_error, VD_ERROR, VD_ERROR_NOT_FOUND))
        vd_yaml_error_at (doc, vd_yaml_lookup (doc->root, "ruleset"), error, "%s",
                          ruleset_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&ruleset_error));
      return NULL;
    }
  if (!vd_table_validate (table, ruleset, path, error) ||
      !vd_journal_check (table, ruleset, path, error))
    return NULL;
  if (ruleset_out != NULL)
    *ruleset_out = g_steal_pointer (&ruleset);
  return g_steal_pointer (&table);
}

VdTable *
vd_table_load_checked (const char *path, VdRuleset **ruleset_out, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);

  return load_checked (doc, path, ruleset_out, error);
}

VdTable *
vd_table_load_checked_data (const char *data, gsize length, const char *path,
                            VdRuleset **ruleset_out, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (data, length, path, error);

  return load_checked (doc, path, ruleset_out, error);
}
