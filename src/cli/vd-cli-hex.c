#include "vd-cli.h"

#include <glib/gi18n.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-reason.h"

/* `vedette-cli hex COMMAND BOARD …` (formats.md §4): the questions of the hex mode. */

typedef struct {
  const char   *path;
  VdBoard      *board;
  VdHexRuleset *module;
} Loaded;

static void
loaded_clear (Loaded *loaded)
{
  g_clear_pointer (&loaded->board, vd_board_free);
  g_clear_pointer (&loaded->module, vd_hex_ruleset_free);
}

static gboolean
load (const char *path, Loaded *out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) setup = NULL;

  out->path = path;
  setup = vd_board_load (path, &out->module, &error);
  /* The game as it stands: the set-up with its journal replayed. */
  if (setup == NULL || !vd_board_check_journal (setup, out->module, path, &error) ||
      (out->board = vd_board_replay (setup, out->module, G_MAXUINT, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_hex (const Loaded *loaded, const char *label, VdHex *hex)
{
  g_autofree char *shown = NULL, *first = NULL;

  if (vd_hex_grid_parse (loaded->board->grid, label, hex))
    return TRUE;
  shown = vd_error_cut (label);
  first = vd_board_format_hex (loaded->board, vd_hex_grid_from_offset (loaded->board->grid, 0, 0));
  g_printerr ("vedette-cli: error: ");
  /* Translators: "no hex “9999” on 1914-nord.yaml (its hexes are printed like “0101”)". */
  g_printerr (_("no hex “%s” on %s (its hexes are printed like “%s”)"), shown, loaded->path,
              first);
  g_printerr ("\n");
  return FALSE;
}

static void
print_json (JsonBuilder *builder)
{
  g_autofree char *text = vd_cli_json_text (builder);

  g_print ("%s\n", text);
}

/* ZOC: which sides' units exert a zone of control into HEX, by the module's `zoc:` model.
 * Units exert it into the six hexes around them, unless the module says a class has none
 * (`zoc.none_for`), a terrain keeps it out (`zoc.not_into`, or the terrain's `zoc: false`) or
 * a hexside stops it (`zoc.blocked_by`, or the feature's `zoc: false`). A terrain or hexside
 * whose `zoc` is `~` leaves the answer open: it is listed as uncertain, with its rules. */
static gboolean
zoc_list_has (const VdHexRuleset *module, const char *key, const char *value)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, key);

  if (list == NULL || list->kind != VD_YAML_SEQUENCE)
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    if (list->children[i]->kind == VD_YAML_SCALAR && g_str_equal (list->children[i]->value, value))
      return TRUE;
  return FALSE;
}

typedef enum {
  ZOC_PASSES,
  ZOC_STOPPED,
  ZOC_UNKNOWN,
} ZocEffect;

/* What terrain (SECTION "terrain") or a hexside feature (SECTION "hexsides") ID does to a ZOC:
 * its `zoc` value, or the module-wide LIST. */
static ZocEffect
zoc_effect (const VdHexRuleset *module, const char *section, const char *id, const char *list)
{
  g_autofree char *path = g_strdup_printf ("%s.%s.zoc", section, id);
  const VdYamlNode *value = vd_hex_ruleset_lookup (module, path);

  if (zoc_list_has (module, list, id))
    return ZOC_STOPPED;
  if (value == NULL)
    return ZOC_PASSES;
  if (vd_yaml_node_is_null (value))
    return ZOC_UNKNOWN;
  if (value->kind == VD_YAML_SCALAR &&
      (g_str_equal (value->value, "false") || g_str_equal (value->value, "blocks")))
    return ZOC_STOPPED;
  return ZOC_PASSES;
}

static void
add_uncertain (JsonBuilder *builder, const VdHexRuleset *module, const char *section,
               const char *id, const char *by)
{
  const VdHexTerrain *known = g_str_equal (section, "terrain")
                                ? vd_hex_ruleset_find_terrain (module, id)
                                : vd_hex_ruleset_find_hexside (module, id);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, by);
  json_builder_set_member_name (builder, "feature");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_array (builder);
  for (guint r = 0; known != NULL && known->rules[r] != NULL; r++)
    json_builder_add_string_value (builder, known->rules[r]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_zoc_json (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  const VdHexRuleset *module = loaded->module;
  const VdYamlNode *model = vd_hex_ruleset_lookup (module, "zoc.model");
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "zoc.rules");
  const VdBoardHex *entry = vd_board_get_hex (loaded->board, hex);
  const char *terrain = vd_board_hex_terrain (loaded->board, module, hex);
  g_autofree char *label = vd_board_format_hex (loaded->board, hex);
  g_autoptr(GHashTable) by_side = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                         (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autoptr(JsonBuilder) uncertain = json_builder_new ();
  ZocEffect into;

  json_builder_set_member_name (builder, "zoc");
  if (model == NULL || vd_yaml_node_is_null (model) || model->kind != VD_YAML_SCALAR)
    {
      json_builder_add_string_value (builder, "unknown: supply it");
      return;
    }
  json_builder_begin_array (builder);
  if (g_str_equal (model->value, "none"))
    {
      json_builder_end_array (builder);
      return;
    }
  json_builder_begin_array (uncertain);
  into = zoc_effect (module, "terrain", terrain, "zoc.not_into");
  if (into == ZOC_UNKNOWN)
    add_uncertain (uncertain, module, "terrain", terrain, label);
  for (guint f = 0; into != ZOC_STOPPED && entry != NULL && entry->features != NULL &&
                    entry->features[f] != NULL; f++)
    {
      ZocEffect feature = zoc_effect (module, "terrain", entry->features[f], "zoc.not_into");

      if (feature == ZOC_UNKNOWN)
        add_uncertain (uncertain, module, "terrain", entry->features[f], label);
      else if (feature == ZOC_STOPPED)
        into = ZOC_STOPPED;
    }
  for (int d = 0; d < 6 && into != ZOC_STOPPED; d++)
    {
      VdHex next = vd_hex_neighbour (hex, d);
      g_autoptr(GPtrArray) units = NULL;
      g_autoptr(GPtrArray) features = NULL;
      g_autofree char *side_name = NULL;
      VdHexside side;
      gboolean blocked = FALSE;

      if (!vd_hex_grid_contains (loaded->board->grid, next))
        continue;
      vd_hexside_between (hex, next, &side);
      features = vd_board_hexside_features (loaded->board, side);
      units = vd_board_units_at (loaded->board, next);
      side_name = vd_hex_grid_format_side (loaded->board->grid, side);
      for (guint i = 0; i < features->len; i++)
        {
          const char *id = ((VdBoardHexside *) features->pdata[i])->feature;
          ZocEffect effect = zoc_effect (module, "hexsides", id, "zoc.blocked_by");

          blocked |= effect == ZOC_STOPPED;
          if (effect == ZOC_UNKNOWN && units->len > 0)
            add_uncertain (uncertain, module, "hexsides", id, side_name);
        }
      if (blocked)
        continue;
      for (guint i = 0; i < units->len; i++)
        {
          VdBoardUnit *unit = units->pdata[i];
          GPtrArray *list;

          if (zoc_list_has (module, "zoc.none_for", unit->unit_class))
            continue;
          list = g_hash_table_lookup (by_side, unit->side);
          if (list == NULL)
            {
              list = g_ptr_array_new ();
              g_hash_table_insert (by_side, unit->side, list);
              g_ptr_array_add (sides, unit->side);
            }
          g_ptr_array_add (list, unit->id);
        }
    }
  json_builder_end_array (uncertain);
  for (guint s = 0; s < sides->len; s++)
    {
      GPtrArray *list = g_hash_table_lookup (by_side, sides->pdata[s]);
      g_autoptr(JsonNode) open = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, sides->pdata[s]);
      json_builder_set_member_name (builder, "by");
      json_builder_begin_array (builder);
      for (guint i = 0; i < list->len; i++)
        json_builder_add_string_value (builder, list->pdata[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "rules");
      json_builder_begin_array (builder);
      for (guint i = 0; rules != NULL && rules->kind == VD_YAML_SEQUENCE && i < rules->n_children;
           i++)
        json_builder_add_string_value (builder, rules->children[i]->value);
      json_builder_end_array (builder);
      /* What the module leaves open for this answer: the referee rules on it. */
      open = json_builder_get_root (uncertain);
      if (json_array_get_length (json_node_get_array (open)) > 0)
        {
          json_builder_set_member_name (builder, "uncertain");
          json_builder_add_value (builder, g_steal_pointer (&open));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_reason (JsonBuilder *builder, const char *rule, const char *by)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, rule);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, by);
  json_builder_end_object (builder);
}

/* "reasons" (formats.md §4): the module's rules for what is in and around the hex, each with
 * what brings it in, gathered while the answer was built. */
static void
add_reasons_json (JsonBuilder *builder, GArray *reasons)
{
  json_builder_set_member_name (builder, "reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < reasons->len; i++)
    add_reason (builder, g_array_index (reasons, VdReason, i).rule,
                g_array_index (reasons, VdReason, i).by);
  json_builder_end_array (builder);
}

/* RULES of a terrain or hexside feature as reasons BY a hex or hexside (a string that lives
 * as long as REASONS). */
static void
gather_reasons (GArray *reasons, const VdHexTerrain *known, const char *by)
{
  for (guint r = 0; known != NULL && known->rules[r] != NULL; r++)
    {
      VdReason reason = { known->rules[r], by, 1 };

      g_array_append_val (reasons, reason);
    }
}

static JsonBuilder *
info_json (const Loaded *loaded, VdHex hex)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const VdBoardHex *entry = vd_board_get_hex (loaded->board, hex);
  g_autofree char *label = vd_board_format_hex (loaded->board, hex);
  g_autoptr(GPtrArray) units = vd_board_units_at (loaded->board, hex);
  g_autoptr(GArray) reasons = g_array_new (FALSE, FALSE, sizeof (VdReason));
  g_autoptr(GPtrArray) side_names = g_ptr_array_new_with_free_func (g_free);
  const char *terrain = vd_board_hex_terrain (loaded->board, loaded->module, hex);

  gather_reasons (reasons, vd_hex_ruleset_find_terrain (loaded->module, terrain), label);
  for (guint i = 0; entry != NULL && entry->features != NULL && entry->features[i] != NULL; i++)
    gather_reasons (reasons, vd_hex_ruleset_find_terrain (loaded->module, entry->features[i]),
                    label);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "hex");
  json_builder_add_string_value (builder, label);
  json_builder_set_member_name (builder, "terrain");
  json_builder_add_string_value (builder, terrain);
  json_builder_set_member_name (builder, "features");
  json_builder_begin_array (builder);
  for (guint i = 0; entry != NULL && entry->features != NULL && entry->features[i] != NULL; i++)
    json_builder_add_string_value (builder, entry->features[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "elevation");
  if (entry != NULL && entry->has_elevation)
    json_builder_add_int_value (builder, entry->elevation);
  else
    json_builder_add_null_value (builder);
  if (entry != NULL && entry->has_value)
    {
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, entry->value);
    }
  if (entry != NULL && entry->country != NULL)
    {
      json_builder_set_member_name (builder, "country");
      json_builder_add_string_value (builder, entry->country);
    }
  if (entry != NULL && entry->name != NULL)
    {
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, entry->name);
    }
  json_builder_set_member_name (builder, "playable");
  json_builder_add_boolean_value (builder, vd_hex_grid_is_playable (loaded->board->grid, hex));

  json_builder_set_member_name (builder, "hexsides");
  json_builder_begin_array (builder);
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (hex, d);
      g_autoptr(GPtrArray) features = NULL, roads = NULL;
      char *name;
      VdHexside side;

      if (!vd_hex_grid_contains (loaded->board->grid, next))
        continue;
      vd_hexside_between (hex, next, &side);
      name = vd_hex_grid_format_side (loaded->board->grid, side);
      g_ptr_array_add (side_names, name);
      features = vd_board_hexside_features (loaded->board, side);
      roads = vd_board_roads_across (loaded->board, side);
      for (guint i = 0; i < features->len; i++)
        {
          const VdBoardHexside *feature = features->pdata[i];
          const VdHexTerrain *known = vd_hex_ruleset_find_hexside (loaded->module,
                                                                   feature->feature);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "hexside");
          json_builder_add_string_value (builder, name);
          json_builder_set_member_name (builder, "feature");
          json_builder_add_string_value (builder, feature->feature);
          if (feature->directed)
            {
              g_autofree char *toward = vd_board_format_hex (loaded->board, feature->toward);

              json_builder_set_member_name (builder, "toward");
              json_builder_add_string_value (builder, toward);
            }
          json_builder_set_member_name (builder, "rules");
          json_builder_begin_array (builder);
          for (guint r = 0; known != NULL && known->rules[r] != NULL; r++)
            json_builder_add_string_value (builder, known->rules[r]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
          gather_reasons (reasons, known, name);
        }
      for (guint i = 0; i < roads->len; i++)
        {
          const VdBoardRoad *road = roads->pdata[i];

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "hexside");
          json_builder_add_string_value (builder, name);
          json_builder_set_member_name (builder, "feature");
          json_builder_add_string_value (builder, road->type);
          if (road->name != NULL)
            {
              json_builder_set_member_name (builder, "name");
              json_builder_add_string_value (builder, road->name);
            }
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, unit->id);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, unit->side);
      json_builder_set_member_name (builder, "class");
      json_builder_add_string_value (builder, unit->unit_class);
      json_builder_set_member_name (builder, "strength");
      if (unit->strength != NULL)
        json_builder_add_string_value (builder, unit->strength);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "movement");
      if (unit->has_movement)
        json_builder_add_int_value (builder, unit->movement);
      else
        json_builder_add_null_value (builder);
      if (unit->state != NULL)
        {
          json_builder_set_member_name (builder, "state");
          json_builder_add_string_value (builder, unit->state);
        }
      if (unit->facing >= 0)
        {
          json_builder_set_member_name (builder, "facing");
          json_builder_add_int_value (builder, unit->facing);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "markers");
  json_builder_begin_array (builder);
  for (guint i = 0; i < loaded->board->markers->len; i++)
    {
      const VdBoardMarker *marker = g_ptr_array_index (loaded->board->markers, i);
      VdHex a, b;

      if (marker->on_hexside)
        vd_hexside_hexes (marker->side, &a, &b);
      if (marker->on_hexside ? (vd_hex_equal (a, hex) || vd_hex_equal (b, hex))
                             : vd_hex_equal (marker->hex, hex))
        json_builder_add_string_value (builder, marker->type);
    }
  json_builder_end_array (builder);
  add_zoc_json (builder, loaded, hex);
  add_reasons_json (builder, reasons);
  json_builder_end_object (builder);
  return g_steal_pointer (&builder);
}

/* The same answer for people, from the JSON document (one source of truth). */
static void
print_info_text (const Loaded *loaded, JsonObject *info)
{
  JsonArray *features = json_object_get_array_member (info, "features");
  JsonArray *sides = json_object_get_array_member (info, "hexsides");
  JsonArray *units = json_object_get_array_member (info, "units");
  JsonArray *markers = json_object_get_array_member (info, "markers");
  JsonNode *zoc = json_object_get_member (info, "zoc");
  g_autoptr(GString) line = g_string_new (NULL);

  g_string_append_printf (line, "%s: %s", json_object_get_string_member (info, "hex"),
                          vd_hex_ruleset_terrain_name (loaded->module,
                                                       json_object_get_string_member (info,
                                                                                      "terrain"),
                                                       FALSE));
  for (guint i = 0; i < json_array_get_length (features); i++)
    g_string_append_printf (line, ", %s",
                            vd_hex_ruleset_terrain_name (loaded->module,
                                                         json_array_get_string_element (features,
                                                                                        i),
                                                         FALSE));
  if (!json_object_get_null_member (info, "elevation"))
    g_string_append_printf (line, _(", elevation %d"),
                            (int) json_object_get_int_member (info, "elevation"));
  if (json_object_has_member (info, "value"))
    g_string_append_printf (line, _(", value %d"), (int) json_object_get_int_member (info, "value"));
  if (json_object_has_member (info, "name"))
    g_string_append_printf (line, " (%s)", json_object_get_string_member (info, "name"));
  if (!json_object_get_boolean_member (info, "playable"))
    g_string_append_printf (line, " — %s", _("not in play"));
  g_print ("%s\n", line->str);
  for (guint i = 0; i < json_array_get_length (sides); i++)
    {
      JsonObject *side = json_array_get_object_element (sides, i);

      g_print ("  %s %s%s%s\n", json_object_get_string_member (side, "hexside"),
               json_object_get_string_member (side, "feature"),
               json_object_has_member (side, "toward") ? " → " : "",
               json_object_has_member (side, "toward")
                 ? json_object_get_string_member (side, "toward") : "");
    }
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);
      const VdBoardUnit *known = vd_board_find_unit (loaded->board,
                                                     json_object_get_string_member (unit, "id"));
      g_autofree char *movement = known->has_movement ? g_strdup_printf ("%d", known->movement)
                                                      : g_strdup ("?");

      g_print ("  %s%s%s%s: %s %s, %s-%s\n", known->id, known->name != NULL ? " (" : "",
               known->name != NULL ? known->name : "", known->name != NULL ? ")" : "",
               known->side, known->unit_class, known->strength != NULL ? known->strength : "?",
               movement);
    }
  for (guint i = 0; i < json_array_get_length (markers); i++)
    g_print ("  %s %s\n", _("marker"), json_array_get_string_element (markers, i));
  if (JSON_NODE_HOLDS_VALUE (zoc))
    g_print ("  %s: %s\n", _("ZOC"), json_node_get_string (zoc));
  else
    {
      JsonArray *list = json_node_get_array (zoc);

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *entry = json_array_get_object_element (list, i);
          JsonArray *by = json_object_get_array_member (entry, "by");
          JsonArray *rules = json_object_get_array_member (entry, "rules");
          g_autoptr(GString) who = g_string_new (NULL);

          for (guint k = 0; k < json_array_get_length (by); k++)
            g_string_append_printf (who, "%s%s", k > 0 ? ", " : "",
                                    json_array_get_string_element (by, k));
          for (guint k = 0; k < json_array_get_length (rules); k++)
            g_string_append_printf (who, "%s%s", k == 0 ? " — " : " ",
                                    json_array_get_string_element (rules, k));
          if (json_object_has_member (entry, "uncertain"))
            {
              JsonArray *open = json_object_get_array_member (entry, "uncertain");

              for (guint k = 0; k < json_array_get_length (open); k++)
                g_string_append_printf (who, _(" (unless %s at %s stops it: not given)"),
                                        json_object_get_string_member (
                                          json_array_get_object_element (open, k), "feature"),
                                        json_object_get_string_member (
                                          json_array_get_object_element (open, k), "by"));
            }
          /* Translators: "  ZOC of russian: ru-1, ru-2 — C1 C3". */
          g_print (_("  ZOC of %s: %s\n"), json_object_get_string_member (entry, "side"),
                   who->str);
        }
    }
}

static int
hex_info (Loaded *loaded, int argc, char **argv, gboolean json)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  VdHex hex;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex info wants BOARD HEX"));
  if (!parse_hex (loaded, argv[1], &hex))
    return VD_CLI_INVALID;
  builder = info_json (loaded, hex);
  if (json)
    print_json (builder);
  else
    {
      root = json_builder_get_root (builder);
      print_info_text (loaded, json_node_get_object (root));
    }
  return VD_CLI_OK;
}

/* The start of §4's answers about two hexes: {"from": …, "to": …, then the caller's. */
static void
begin_from_to (JsonBuilder *builder, const char *from, const char *to)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "from");
  json_builder_add_string_value (builder, from);
  json_builder_set_member_name (builder, "to");
  json_builder_add_string_value (builder, to);
}

static int
hex_distance (Loaded *loaded, int argc, char **argv, gboolean json)
{
  VdHex from, to;
  int hexes;

  if (argc != 3)
    return vd_cli_usage_error ("hex", "%s", _("hex distance wants BOARD HEX HEX"));
  if (!parse_hex (loaded, argv[1], &from) || !parse_hex (loaded, argv[2], &to))
    return VD_CLI_INVALID;
  hexes = vd_hex_distance (from, to);
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      begin_from_to (builder, argv[1], argv[2]);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, hexes);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s → %s: %d hex\n", "%s → %s: %d hexes\n", hexes),
             argv[1], argv[2], hexes);
  return VD_CLI_OK;
}

static int
hex_line (Loaded *loaded, int argc, char **argv, gboolean json)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) along = g_array_new (FALSE, FALSE, sizeof (VdHexside));
  g_autoptr(GPtrArray) hex_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) side_labels = g_ptr_array_new_with_free_func (g_free);
  VdHex from, to;

  if (argc != 3)
    return vd_cli_usage_error ("hex", "%s", _("hex line wants BOARD HEX HEX"));
  if (!parse_hex (loaded, argv[1], &from) || !parse_hex (loaded, argv[2], &to))
    return VD_CLI_INVALID;
  vd_hex_line (from, to, hexes, along);
  for (guint i = 0; i < hexes->len; i++)
    g_ptr_array_add (hex_labels, vd_board_format_hex (loaded->board,
                                                      g_array_index (hexes, VdHex, i)));
  for (guint i = 0; i < along->len; i++)
    {
      char *name = vd_hex_grid_format_side (loaded->board->grid,
                                            g_array_index (along, VdHexside, i));

      /* A side at the grid's edge has a hex off the map: named by the one on it. */
      g_ptr_array_add (side_labels, name != NULL ? name : g_strdup ("?"));
    }
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      begin_from_to (builder, argv[1], argv[2]);
      json_builder_set_member_name (builder, "hexes");
      json_builder_begin_array (builder);
      for (guint i = 0; i < hex_labels->len; i++)
        json_builder_add_string_value (builder, hex_labels->pdata[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "along");
      json_builder_begin_array (builder);
      for (guint i = 0; i < side_labels->len; i++)
        json_builder_add_string_value (builder, side_labels->pdata[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_ptr_array_add (hex_labels, NULL);
      g_ptr_array_add (side_labels, NULL);
      {
        g_autofree char *crossed = g_strjoinv (" ", (char **) hex_labels->pdata);

        g_print (_("%s → %s crosses %s\n"), argv[1], argv[2], crossed);
      }
      if (side_labels->len > 1)
        {
          g_autofree char *sides = g_strjoinv (" ", (char **) side_labels->pdata);

          g_print (_("  and runs along the hexsides %s\n"), sides);
        }
    }
  return VD_CLI_OK;
}

int
vd_cli_hex (int argc, char **argv)
{
  static const struct {
    const char *name;
    int       (*run) (Loaded *loaded, int argc, char **argv, gboolean json);
  } commands[] = {
    { "info", hex_info },
    { "distance", hex_distance },
    { "line", hex_line },
  };
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("COMMAND BOARD … — the questions of hex mode"));
  Loaded loaded = { NULL, NULL, NULL };
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Commands:\n"
                                  "  info BOARD HEX        terrain, hexsides, units, markers and ZOC of a hex\n"
                                  "  distance BOARD HEX HEX  distance in hexes\n"
                                  "  line BOARD HEX HEX    the hexes a centre-to-centre line crosses, and the\n"
                                  "                        hexsides it runs along"));
  if (!vd_cli_parse_options (context, &argc, &argv, "hex"))
    return VD_CLI_USAGE;
  if (argc < 3)
    return vd_cli_usage_error ("hex", "%s", _("give a command and a board"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        if (!load (argv[2], &loaded))
          return VD_CLI_INVALID;
        status = commands[i].run (&loaded, argc - 2, argv + 2, json);
        loaded_clear (&loaded);
        return status;
      }
  {
    g_autofree char *shown = vd_error_cut (argv[1]);

    return vd_cli_usage_error ("hex", _("unknown hex command “%s” (this version answers info, "
                                        "distance and line)"), shown);
  }
}
