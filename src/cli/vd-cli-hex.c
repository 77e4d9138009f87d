#include "vd-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-cli-hex-combats.h"
#include "vd-cli-hex-fire.h"
#include "vd-cli-hex-los.h"
#include "vd-cli-hex-retreat.h"
#include "vd-cli-hex-private.h"
#include "vd-cli-hex-roster.h"
#include "vd-cli-hex-returns.h"
#include "vd-cli-hex-british.h"
#include "vd-cli-hex-levels.h"
#include "vd-cli-hex-turn.h"
#include "vd-cli-hex-lba.h"
#include "vd-cli-hex-lba-special.h"
#include "vd-cli-hex-withdraw.h"
#include "vd-cli-hex-rout.h"
#include "vd-cli-hex-extend.h"
#include "vd-hex-opportunity-bn.h"
#include "vd-cli-hex-chateau.h"
#include "vd-cli-hex-hexside.h"
#include "vd-cli-hex-skirmish.h"
#include "vd-cli-hex-charge-steps.h"
#include "vd-cli-hex-steps.h"
#include "vd-cli-hex-melee.h"
#include "vd-cli-hex-emergency.h"
#include "vd-hex-orders-bn.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-cli-hex-stoppage.h"
#include "vd-cli-hex-battery.h"
#include "vd-cli-hex-desertion.h"
#include "vd-cli-hex-orders.h"
#include "vd-hex-fire-lba.h"
#include "vd-hex-artillery-bn.h"
#include "vd-hex-fire-once.h"
#include "vd-cli-hex-morale.h"
#include "vd-cli-hex-officer.h"
#include "vd-cli-hex-victory.h"
#include "vd-hex-command.h"
#include "vd-hex-move.h"
#include "vd-hex-attack.h"
#include "vd-hex-entries.h"
#include "vd-hex-fire.h"
#include "vd-hex-fire-losses.h"
#include "vd-hex-victory.h"
#include "vd-hex-los.h"
#include "vd-hex-odds.h"
#include "vd-hex-outcome.h"
#include "vd-hex-pre-melee.h"
#include "vd-hex-retreat.h"
#include "vd-hex-returns.h"
#include "vd-hex-dice.h"
#include "vd-hex-reaction.h"
#include "vd-hex-zoc.h"
#include "vd-error.h"
#include "vd-file.h"
#include "vd-orders.h"
#include "vd-reason.h"

/* `vedette-cli hex COMMAND BOARD …` (formats.md §4): the questions of the hex mode. */


static void
hex_options_clear (HexOptions *options)
{
  g_clear_pointer (&options->to, g_free);
  g_clear_pointer (&options->via, g_strfreev);
  g_clear_pointer (&options->formation, g_free);
  g_clear_pointer (&options->change_at, g_free);
  g_clear_pointer (&options->attack, g_free);
  g_clear_pointer (&options->defend, g_free);
  g_clear_pointer (&options->result, g_free);
  g_clear_pointer (&options->retreat, g_strfreev);
  g_clear_pointer (&options->advance, g_strfreev);
  g_clear_pointer (&options->reentry_die, g_strfreev);
  g_clear_pointer (&options->reduce, g_strfreev);
  g_clear_pointer (&options->into, g_free);
  g_clear_pointer (&options->shared, g_strfreev);
  g_clear_pointer (&options->melee_from, g_free);
  g_clear_pointer (&options->back_to, g_free);
  g_clear_pointer (&options->plan, g_free);
  g_clear_pointer (&options->plan_file, g_free);
  g_clear_pointer (&options->fire, g_free);
  g_clear_pointer (&options->target, g_free);
  g_clear_pointer (&options->condition, g_strfreev);
  g_clear_pointer (&options->casualties, g_free);
  g_clear_pointer (&options->officer, g_free);
  g_clear_pointer (&options->unit, g_free);
  g_clear_pointer (&options->grade, g_free);
  g_clear_pointer (&options->level, g_free);
  g_clear_pointer (&options->from, g_free);
  g_clear_pointer (&options->modifier, g_strfreev);
  g_clear_pointer (&options->charger, g_free);
  g_clear_pointer (&options->across, g_free);
  g_clear_pointer (&options->spread, g_free);
  g_clear_pointer (&options->kind, g_free);
  g_clear_pointer (&options->bonus, g_strfreev);
  g_clear_pointer (&options->side, g_free);
  g_clear_pointer (&options->order_type, g_free);
  g_clear_pointer (&options->method, g_free);
  g_clear_pointer (&options->text, g_free);
  g_clear_pointer (&options->column, g_free);
  g_clear_pointer (&options->rank, g_free);
  g_clear_pointer (&options->order, g_free);
  g_clear_pointer (&options->pursue, g_free);
  g_clear_pointer (&options->sixth_battalion, g_strfreev);
}

static void
loaded_clear (Loaded *loaded)
{
  g_clear_pointer (&loaded->setup, vd_board_free);
  g_clear_pointer (&loaded->board, vd_board_free);
  g_clear_pointer (&loaded->module, vd_hex_ruleset_free);
}

static gboolean
load (const char *path, Loaded *out)
{
  g_autoptr(GError) error = NULL;

  out->path = path;
  out->setup = vd_board_load (path, &out->module, &error);
  /* The game as it stands: the set-up with its journal replayed. */
  if (out->setup == NULL || !vd_board_check_journal (out->setup, out->module, path, &error) ||
      (out->board = vd_board_replay (out->setup, out->module, G_MAXUINT, &error)) == NULL)
    {
      vd_cli_print_error (error);
      loaded_clear (out);
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

gboolean
vd_cli_hex_parse_hex (const Loaded *loaded, const char *label, VdHex *hex)
{
  return parse_hex (loaded, label, hex);
}

/* VALUE, or null when there is none. */
void
vd_cli_hex_add_string_or_null (JsonBuilder *builder, const char *value)
{
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
vd_cli_hex_print_json (JsonBuilder *builder)
{
  g_autofree char *text = vd_cli_json_text (builder);

  g_print ("%s\n", text);
}

static void
add_uncertain (JsonBuilder *builder, const VdHexRuleset *module, const VdHexZocDoubt *doubt)
{
  const VdHexTerrain *known = g_str_equal (doubt->section, "terrain")
                                ? vd_hex_ruleset_find_terrain (module, doubt->feature)
                                : vd_hex_ruleset_find_hexside (module, doubt->feature);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "by");
  json_builder_add_string_value (builder, doubt->by);
  json_builder_set_member_name (builder, "feature");
  json_builder_add_string_value (builder, doubt->feature);
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_array (builder);
  for (guint r = 0; known != NULL && known->rules[r] != NULL; r++)
    json_builder_add_string_value (builder, known->rules[r]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* ZOC: which sides' units exert a zone of control into HEX (vd-hex-zoc.h), each side with its
 * units and the module's ZOC rules, and what the module leaves open. */
static void
add_zoc_json (JsonBuilder *builder, const Loaded *loaded, VdHex hex)
{
  const VdHexRuleset *module = loaded->module;
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, "zoc.rules");
  g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (loaded->board, module, hex);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();

  json_builder_set_member_name (builder, "zoc");
  if (zoc->model == VD_HEX_ZOC_MODEL_UNKNOWN)
    {
      json_builder_add_string_value (builder, "unknown: supply it");
      return;
    }
  json_builder_begin_array (builder);
  for (guint i = 0; i < zoc->units->len; i++)
    {
      const VdBoardUnit *unit = zoc->units->pdata[i];

      if (!g_ptr_array_find_with_equal_func (sides, unit->side, g_str_equal, NULL))
        g_ptr_array_add (sides, unit->side);
    }
  for (guint s = 0; s < sides->len; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      json_builder_add_string_value (builder, sides->pdata[s]);
      json_builder_set_member_name (builder, "by");
      json_builder_begin_array (builder);
      for (guint i = 0; i < zoc->units->len; i++)
        if (g_str_equal (((const VdBoardUnit *) zoc->units->pdata[i])->side, sides->pdata[s]))
          json_builder_add_string_value (builder,
                                         ((const VdBoardUnit *) zoc->units->pdata[i])->id);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "rules");
      json_builder_begin_array (builder);
      for (guint i = 0; rules != NULL && rules->kind == VD_YAML_SEQUENCE && i < rules->n_children;
           i++)
        json_builder_add_string_value (builder, rules->children[i]->value);
      json_builder_end_array (builder);
      /* What the module leaves open for this answer: the referee rules on it. */
      if (zoc->doubts->len > 0)
        {
          json_builder_set_member_name (builder, "uncertain");
          json_builder_begin_array (builder);
          for (guint d = 0; d < zoc->doubts->len; d++)
            add_uncertain (builder, module, zoc->doubts->pdata[d]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  /* Why each unit beside the hex controls it or not (1914-ZOC-1, -5, -6; NaA C1, C8, C9). */
  json_builder_set_member_name (builder, "zoc_reasons");
  json_builder_begin_array (builder);
  for (guint i = 0; i < zoc->reasons->len; i++)
    {
      const VdHexZocReason *reason = zoc->reasons->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, reason->unit->id);
      json_builder_set_member_name (builder, "controls");
      json_builder_add_boolean_value (builder, reason->controls);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, reason->rule);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, reason->why);
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
  vd_cli_add_int_or_null (builder, entry != NULL && entry->has_elevation,
                          entry != NULL ? entry->elevation : 0);
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
  if (entry != NULL && entry->symbol_partial)
    {
      json_builder_set_member_name (builder, "symbol");
      json_builder_add_string_value (builder, "partial");
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
      vd_cli_hex_add_string_or_null (builder, unit->strength);
      json_builder_set_member_name (builder, "movement");
      vd_cli_add_int_or_null (builder, unit->has_movement, unit->movement);
      if (unit->state != NULL)
        {
          json_builder_set_member_name (builder, "state");
          json_builder_add_string_value (builder, unit->state);
        }
      if (unit->step != NULL)
        {
          /* Apart from its state (BN 11.5c: a reduced skirmisher may be shaken too). */
          json_builder_set_member_name (builder, "step");
          json_builder_add_string_value (builder, unit->step);
        }
      if (unit->facing >= 0)
        {
          json_builder_set_member_name (builder, "facing");
          json_builder_add_int_value (builder, unit->facing);
        }
      if (unit->on_hexside)
        {
          g_autofree char *across = vd_board_format_hex (loaded->board, unit->across);

          json_builder_set_member_name (builder, "across");
          json_builder_add_string_value (builder, across);
        }
      /* LBA-VIN-3: the vineyard hexes it holds besides its own. */
      {
        g_auto(GStrv) spread = vd_hex_vineyard_spread_labels (loaded->board, unit);

        if (spread != NULL)
          {
            json_builder_set_member_name (builder, "spread");
            json_builder_begin_array (builder);
            for (guint j = 0; spread[j] != NULL; j++)
              json_builder_add_string_value (builder, spread[j]);
            json_builder_end_array (builder);
          }
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
  vd_cli_hex_lba_info (builder, loaded, hex);
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
  if (json_object_has_member (info, "symbol"))
    /* Translators: a hex whose printed terrain symbol covers only part of it (BN 19.3c). */
    g_string_append_printf (line, ", %s", _("symbol on part of the hex"));
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

      g_print ("  %s%s%s%s: %s %s, %s-%s%s%s\n", known->id, known->name != NULL ? " (" : "",
               known->name != NULL ? known->name : "", known->name != NULL ? ")" : "",
               known->side, known->unit_class, known->strength != NULL ? known->strength : "?",
               movement, known->step != NULL ? ", " : "",
               known->step != NULL ? known->step : "");
    }
  for (guint i = 0; i < json_array_get_length (markers); i++)
    g_print ("  %s %s\n", _("marker"), json_array_get_string_element (markers, i));
  vd_cli_hex_lba_info_text (loaded, info);
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
  if (json_object_has_member (info, "zoc_reasons"))
    {
      JsonArray *reasons = json_object_get_array_member (info, "zoc_reasons");

      for (guint i = 0; i < json_array_get_length (reasons); i++)
        {
          JsonObject *reason = json_array_get_object_element (reasons, i);
          JsonNode *rule = json_object_get_member (reason, "rule");

          g_print ("    %s%s%s%s\n", json_object_get_string_member (reason, "why"),
                   JSON_NODE_HOLDS_NULL (rule) ? "" : " (",
                   JSON_NODE_HOLDS_NULL (rule) ? "" : json_node_get_string (rule),
                   JSON_NODE_HOLDS_NULL (rule) ? "" : ")");
        }
    }
}

static int
hex_info (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  gboolean json = options->json;

  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  VdHex hex;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex info wants BOARD HEX"));
  if (!parse_hex (loaded, argv[1], &hex))
    return VD_CLI_INVALID;
  builder = info_json (loaded, hex);
  if (json)
    vd_cli_hex_print_json (builder);
  else
    {
      root = json_builder_get_root (builder);
      print_info_text (loaded, json_node_get_object (root));
    }
  return VD_CLI_OK;
}

void
vd_cli_hex_begin_from_to (JsonBuilder *builder, const char *from, const char *to)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "from");
  json_builder_add_string_value (builder, from);
  json_builder_set_member_name (builder, "to");
  json_builder_add_string_value (builder, to);
}

static int
hex_distance (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  gboolean json = options->json;

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

      vd_cli_hex_begin_from_to (builder, argv[1], argv[2]);
      json_builder_set_member_name (builder, "hexes");
      json_builder_add_int_value (builder, hexes);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
    }
  else
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s → %s: %d hex\n", "%s → %s: %d hexes\n", hexes),
             argv[1], argv[2], hexes);
  return VD_CLI_OK;
}

static int
hex_line (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  gboolean json = options->json;

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

      vd_cli_hex_begin_from_to (builder, argv[1], argv[2]);
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
      vd_cli_hex_print_json (builder);
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

/* An MP cost as a number: whole costs as integers (2), others as they are (0.5). */
static void
add_mp (JsonBuilder *builder, double mp)
{
  /* json-glib would print 1e+20 as "1e+20.0", not JSON: what is that big is a whole number,
   * and nothing the rules count reaches 1e18. */
  if (!isfinite (mp) || fabs (mp) >= 1e18)
    json_builder_add_null_value (builder);
  else if (mp == floor (mp))
    json_builder_add_int_value (builder, (gint64) mp);
  else
    json_builder_add_double_value (builder, mp);
}

/* STRENGTH when KNOWN, else null: a partial sum is no answer. */
static void
add_strength (JsonBuilder *builder, gboolean known, double strength)
{
  if (known)
    add_mp (builder, strength);
  else
    json_builder_add_null_value (builder);
}

static char *
format_mp (double mp)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%g", mp));
}

static void
add_path (JsonBuilder *builder, const Loaded *loaded, GArray *path)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < path->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (loaded->board, g_array_index (path, VdHex, i));

      json_builder_add_string_value (builder, label);
    }
  json_builder_end_array (builder);
}

static char *
path_text (const Loaded *loaded, GArray *path)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < path->len; i++)
    {
      g_autofree char *label = vd_board_format_hex (loaded->board, g_array_index (path, VdHex, i));

      g_string_append_printf (text, "%s%s", i > 0 ? " → " : "", label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* REASONS (VdHexMoveReason*) as the member NAME: each `{"rule", "by", "mp"}`. */
static void
add_move_reasons_named (JsonBuilder *builder, const char *name, GPtrArray *reasons)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      /* A game whose seed names no rule for it (LBA's allowance): null, not "". */
      vd_cli_hex_add_string_or_null (builder, reason->rule[0] != '\0' ? reason->rule : NULL);
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, reason->by);
      json_builder_set_member_name (builder, "mp");
      add_mp (builder, reason->mp);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_move_reasons (JsonBuilder *builder, GPtrArray *reasons)
{
  add_move_reasons_named (builder, "reasons", reasons);
}

static void
add_blocked_json (JsonBuilder *builder, const Loaded *loaded, const char *name, GPtrArray *list)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < list->len; i++)
    {
      const VdHexBlocked *blocked = list->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, blocked->hex);
      g_autofree char *from = vd_board_format_hex (loaded->board, blocked->from);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, from);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, blocked->rule);
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, blocked->why);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_forced_json (JsonBuilder *builder, int forced, const char *note, const char *rule)
{
  if (forced == 0)
    return;
  json_builder_set_member_name (builder, "forced");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "mp");
  json_builder_add_int_value (builder, forced);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, rule);
  json_builder_set_member_name (builder, "then");
  json_builder_add_string_value (builder, note);
  json_builder_end_object (builder);
}

/* What changed the printed allowance this turn, when anything did. */
static void
add_allowance_reasons (JsonBuilder *builder, GPtrArray *reasons)
{
  if (reasons != NULL && reasons->len > 0)
    add_move_reasons_named (builder, "allowance_reasons", reasons);
}

static const char *
supply_word (VdBoardSupply status)
{
  switch (status)
    {
    case VD_BOARD_SUPPLY_IN:
      return "operational";
    case VD_BOARD_SUPPLY_OUT:
      return "not operational";
    case VD_BOARD_SUPPLY_UNKNOWN:
      return "unknown: supply it";
    case VD_BOARD_SUPPLY_NOT_JUDGED:
    default:
      return "not judged";
    }
}

/* The members of a unit's line of communication: "result", "hq", "rule", "why". */
static void
add_supply_members (JsonBuilder *builder, const VdHexSupply *supply)
{
  json_builder_set_member_name (builder, "result");
  json_builder_add_string_value (builder, supply_word (supply->status));
  json_builder_set_member_name (builder, "hq");
  vd_cli_hex_add_string_or_null (builder, supply->hq);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, supply->rule);
  /* 1914-HQ-1: the HQ the line holds by is its army's supply. */
  if (supply->hq_rule != NULL)
    {
      json_builder_set_member_name (builder, "hq_rule");
      json_builder_add_string_value (builder, supply->hq_rule);
    }
  if (supply->why != NULL)
    {
      json_builder_set_member_name (builder, "why");
      json_builder_add_string_value (builder, supply->why);
    }
}

/* `"supply": {…}` in a game with lines of communication (1914-SUP-1). */
static void
add_supply_json (JsonBuilder *builder, const VdHexSupply *supply)
{
  if (supply == NULL)
    return;
  json_builder_set_member_name (builder, "supply");
  json_builder_begin_object (builder);
  add_supply_members (builder, supply);
  json_builder_end_object (builder);
}

/* A line of text for a unit whose status is not plainly operational. */
static void
print_supply_text (const VdHexSupply *supply)
{
  if (supply == NULL || supply->status == VD_BOARD_SUPPLY_IN ||
      supply->status == VD_BOARD_SUPPLY_NOT_JUDGED)
    return;
  if (supply->status == VD_BOARD_SUPPLY_OUT)
    /* Translators: "  not operational: fr-1: no HQ of army 5 on the board (1914-SUP-1)". */
    g_print (_("  not operational: %s (%s)\n"), supply->why, supply->rule != NULL ? supply->rule : "?");
  else
    /* Translators: "  operational status unknown: fr-1: it reaches … (1914-i-loc-length)". */
    g_print (_("  operational status unknown: %s (%s)\n"), supply->why,
             supply->rule != NULL ? supply->rule : "?");
}

/* BN 15.1, 15.2: where the path gives an enemy battery or cavalry its chance, each with the
 * rule, the enemy counter, the hex left and what else the rule needs, for the referee. */
static void
add_reactions_json (JsonBuilder *builder, const Loaded *loaded, GPtrArray *reactions)
{
  if (reactions->len == 0)
    return;
  json_builder_set_member_name (builder, "reactions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < reactions->len; i++)
    {
      const VdHexReaction *reaction = reactions->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, reaction->hex);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, reaction->rule != NULL ? reaction->rule : "");
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, reaction->unit);
      json_builder_set_member_name (builder, "hex");
      json_builder_add_string_value (builder, hex);
      json_builder_set_member_name (builder, "zone");
      json_builder_add_string_value (builder, reaction->zone);
      json_builder_set_member_name (builder, "trigger");
      json_builder_add_string_value (builder, reaction->on_change ? "formation" : "leave");
      if (reaction->needs != NULL)
        {
          json_builder_set_member_name (builder, "unjudged");
          json_builder_add_string_value (builder, reaction->needs);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_reactions_text (const Loaded *loaded, GPtrArray *reactions)
{
  for (guint i = 0; i < reactions->len; i++)
    {
      const VdHexReaction *reaction = reactions->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, reaction->hex);

      if (reaction->on_change)
        /* Translators: "  changing formation in 0404, a chance for au-art-1 (15.1b), if its
         * front…" — the last part is the module's own words. */
        g_print (_("  changing formation in %s, a chance for %s (%s)%s%s\n"), hex,
                 reaction->unit, reaction->rule != NULL ? reaction->rule : "?",
                 reaction->needs != NULL ? ", " : "",
                 reaction->needs != NULL ? reaction->needs : "");
      else
        /* Translators: "  leaving 0404, a chance for au-art-1 (15.1), if its front, formation
         * and line of sight let it fire there" — the last part is the module's own words. */
        g_print (_("  leaving %s, a chance for %s (%s)%s%s\n"), hex, reaction->unit,
                 reaction->rule != NULL ? reaction->rule : "?",
                 reaction->needs != NULL ? ", " : "",
                 reaction->needs != NULL ? reaction->needs : "");
    }
}

static void
add_allowance (JsonBuilder *builder, gboolean has, double allowance)
{
  json_builder_set_member_name (builder, "allowance");
  if (has)
    add_mp (builder, allowance);
  else
    json_builder_add_null_value (builder);
}

/* An allowance that depends on a reading not chosen (NaA's nightfall, FOG-2): the strict
 * reading's allowance and the reading, after the members scripts already read. */
static void
add_allowance_reading_json (JsonBuilder *builder, double strict, const char *reading)
{
  if (reading == NULL)
    return;
  json_builder_set_member_name (builder, "allowance_strict");
  add_mp (builder, strict);
  json_builder_set_member_name (builder, "allowance_reading");
  json_builder_add_string_value (builder, reading);
}

static void
print_allowance_reading_text (double allowance, double strict, const char *reading)
{
  g_autofree char *lenient_mp = NULL, *strict_mp = NULL;

  if (reading == NULL)
    return;
  lenient_mp = format_mp (allowance);
  strict_mp = format_mp (strict);
  /* Translators: "  allowance 2 MP or 1 as reading naa-i-nightfall goes, not chosen yet". */
  g_print (_("  allowance %s MP or %s as reading %s goes, not chosen yet\n"), lenient_mp,
           strict_mp, reading);
}

static void
print_blocked_text (const Loaded *loaded, GPtrArray *list, const char *what)
{
  for (guint i = 0; i < list->len; i++)
    {
      const VdHexBlocked *blocked = list->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, blocked->hex);

      /* Translators: "  unknown 0507: Woods: movement points missing for Cavalry (B4)"; WHAT
       * is "unknown" or "refused", translated on its own. */
      g_print (_("  %s %s: %s%s%s%s\n"), what, hex, blocked->why,
               blocked->rule != NULL ? " (" : "", blocked->rule != NULL ? blocked->rule : "",
               blocked->rule != NULL ? ")" : "");
    }
}

static int
hex_reach (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexReach) reach = NULL;

  if (argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex reach wants BOARD UNIT"));
  {
    VdHexMoveAsk ask = { .forced = options->forced, .formation = options->formation };
    g_autoptr(GPtrArray) orders = vd_cli_hex_move_orders (loaded, argv[1], &ask);

    reach = vd_hex_reach_ask (loaded->board, loaded->module, argv[1], &ask, &error);
  }
  if (reach == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, reach->unit_id);
      add_allowance (builder, reach->has_allowance, reach->allowance);
      json_builder_set_member_name (builder, "hexes");
      json_builder_begin_array (builder);
      /* The unit's own hex is where it starts, not a move. */
      for (guint i = 1; i < reach->reached->len; i++)
        {
          const VdHexReached *reached = reach->reached->pdata[i];
          g_autofree char *hex = vd_board_format_hex (loaded->board, reached->hex);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "hex");
          json_builder_add_string_value (builder, hex);
          json_builder_set_member_name (builder, "cost");
          add_mp (builder, reached->cost);
          json_builder_set_member_name (builder, "path");
          add_path (builder, loaded, reached->path);
          json_builder_set_member_name (builder, "stop");
          json_builder_add_boolean_value (builder, reached->stop);
          add_move_reasons (builder, reached->reasons);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      add_blocked_json (builder, loaded, "unknown", reach->unknown);
      add_blocked_json (builder, loaded, "refused", reach->forbidden);
      add_blocked_json (builder, loaded, "free_of_radius", reach->free_of_radius);
      if (reach->rail != NULL && reach->rail->len > 0)
        {
          /* 1914-RAIL-1: where a rail move takes it, through which HQ, at no cost. */
          json_builder_set_member_name (builder, "rail");
          json_builder_begin_array (builder);
          for (guint i = 0; i < reach->rail->len; i++)
            {
              const VdHexReached *by_rail = reach->rail->pdata[i];
              g_autofree char *hex = vd_board_format_hex (loaded->board, by_rail->hex);

              json_builder_begin_object (builder);
              json_builder_set_member_name (builder, "hex");
              json_builder_add_string_value (builder, hex);
              json_builder_set_member_name (builder, "path");
              add_path (builder, loaded, by_rail->path);
              add_move_reasons (builder, by_rail->reasons);
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      add_forced_json (builder, reach->forced, reach->forced_note, reach->forced_rule);
      add_allowance_reasons (builder, reach->allowance_reasons);
      add_supply_json (builder, reach->supply);
      if (options->formation != NULL)
        {
          /* BN 16.1b: the formation taken first; the allowance above is what is left. */
          json_builder_set_member_name (builder, "formation");
          json_builder_add_string_value (builder, reach->formation);
        }
      if (reach->caveat != NULL)
        {
          json_builder_set_member_name (builder, "caveat");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "rule");
          json_builder_add_string_value (builder, reach->caveat_rule);
          json_builder_set_member_name (builder, "why");
          json_builder_add_string_value (builder, reach->caveat);
          json_builder_end_object (builder);
        }
      add_allowance_reading_json (builder, reach->allowance_strict, reach->allowance_reading);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (reach->has_allowance)
    {
      g_autofree char *allowance = format_mp (reach->allowance);

      /* Translators: "fr-ii, allowance 6 MP: 12 hexes". */
      g_print (g_dngettext (GETTEXT_PACKAGE, "%s, allowance %s MP: %u hex\n",
                            "%s, allowance %s MP: %u hexes\n", reach->reached->len - 1),
               reach->unit_id, allowance, reach->reached->len - 1);
    }
  else
    /* Translators: a unit whose movement allowance the seed does not give. */
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s, allowance unknown: %u hex at a known cost\n",
                          "%s, allowance unknown: %u hexes at a known cost\n",
                          reach->reached->len - 1),
             reach->unit_id, reach->reached->len - 1);
  print_allowance_reading_text (reach->allowance, reach->allowance_strict,
                                reach->allowance_reading);
  for (guint i = 1; i < reach->reached->len; i++)
    {
      const VdHexReached *reached = reach->reached->pdata[i];
      g_autofree char *hex = vd_board_format_hex (loaded->board, reached->hex);
      g_autofree char *cost = format_mp (reached->cost);
      g_autofree char *path = path_text (loaded, reached->path);

      /* Translators: "  0506  4 MP  0405 → 0406 → 0506, stops there". */
      g_print ("  %s  %s MP  %s%s\n", hex, cost, path,
               reached->stop ? _(", stops there") : "");
    }
  print_blocked_text (loaded, reach->unknown, _("unknown"));
  print_blocked_text (loaded, reach->forbidden, _("refused"));
  print_blocked_text (loaded, reach->free_of_radius, _("free of radius"));
  for (guint i = 0; reach->rail != NULL && i < reach->rail->len; i++)
    {
      const VdHexReached *by_rail = reach->rail->pdata[i];
      const VdHexMoveReason *reason = by_rail->reasons->pdata[0];
      g_autofree char *hex = vd_board_format_hex (loaded->board, by_rail->hex);

      /* Translators: "  by rail 0605, through ger-hq-2 (1914-RAIL-1)". */
      g_print (_("  by rail %s, through %s (%s)\n"), hex, reason->by, reason->rule);
    }
  if (reach->supply != NULL && reach->supply->status == VD_BOARD_SUPPLY_OUT)
    print_supply_text (reach->supply);
  if (reach->caveat != NULL)
    g_print ("  %s (%s)\n", reach->caveat, reach->caveat_rule);
  if (reach->forced_note != NULL)
    g_print ("  %s (%s)\n", reach->forced_note,
             reach->forced_rule != NULL ? reach->forced_rule : "?");
  return VD_CLI_OK;
}

/* Where --change-at puts the formation change: 0 the unit's hex, K the K-th --via, then --to
 * (VdHexMoveAsk.change_at); an error said for a hex not on the move. */
static gboolean
change_at_index (Loaded *loaded, const HexOptions *options, const char *unit_id, GArray *via,
                 guint *at)
{
  const VdBoardUnit *unit;
  VdHex hex, to;

  if (!parse_hex (loaded, options->change_at, &hex) || !parse_hex (loaded, options->to, &to))
    return FALSE;
  for (guint i = 0; i < via->len; i++)
    if (vd_hex_equal (g_array_index (via, VdHex, i), hex))
      {
        *at = i + 1;
        return TRUE;
      }
  if (vd_hex_equal (hex, to))
    {
      *at = via->len + 1;
      return TRUE;
    }
  unit = vd_board_find_unit (loaded->board, unit_id);
  if (unit != NULL && unit->placed && vd_hex_equal (unit->hex, hex))
    {
      *at = 0;
      return TRUE;
    }
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *shown = vd_error_cut (options->change_at);

    /* Translators: --change-at names a hex the move does not pass. */
    error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s is not a hex of the move (its start, a --via hex or --to)"),
                         shown);
    vd_cli_print_error (error);
  }
  return FALSE;
}

static int
hex_move (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexMove) move = NULL;
  g_autoptr(GArray) via = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GPtrArray) reactions = NULL;
  g_autofree char *cost = NULL, *path = NULL;
  VdHex to;

  if (argc != 2 || options->to == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex move wants BOARD UNIT --to HEX [--via HEX]… [--across HEX] [--spread HEX,HEX]"));
  if (!parse_hex (loaded, options->to, &to))
    return VD_CLI_INVALID;
  for (guint i = 0; options->via != NULL && options->via[i] != NULL; i++)
    {
      VdHex hex;

      if (!parse_hex (loaded, options->via[i], &hex))
        return VD_CLI_INVALID;
      g_array_append_val (via, hex);
    }
  {
    g_auto(GStrv) spread = options->spread != NULL ? g_strsplit (options->spread, ",", -1)
                                                   : NULL;
    VdHexMoveAsk ask = { .forced = options->forced, .formation = options->formation,
                         .across = options->across, .spread = (const char * const *) spread };

    if (options->change_at != NULL && options->formation == NULL)
      return vd_cli_usage_error ("hex", "%s", _("--change-at goes with --formation"));
    if (options->change_at != NULL && !change_at_index (loaded, options, argv[1], via, &ask.change_at))
      return VD_CLI_INVALID;
    /* BN 10.1h, 10.5b: a corps HQ pinned, a divisional order freeing it of its radius. */
    g_autoptr(GPtrArray) orders = vd_cli_hex_move_orders (loaded, argv[1], &ask);

    move = vd_hex_move_ask (loaded->board, loaded->module, argv[1], (const VdHex *) via->data,
                            via->len, to, &ask, &error);
  }
  if (move == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  reactions = vd_hex_reactions_along (loaded->board, loaded->module, argv[1], move->path);
  /* A formation taken inside a battery's close-fire zone gives it its chance too (15.1b). */
  if (move->formation != NULL)
    {
      g_autoptr(GPtrArray) on_change = vd_hex_reactions_on_change (loaded->board, loaded->module,
                                                                   argv[1], move->formation_hex);

      while (on_change->len > 0)
        g_ptr_array_add (reactions, g_ptr_array_steal_index (on_change, 0));
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_string_value (builder, move->unit_id);
      json_builder_set_member_name (builder, "legal");
      if (move->verdict == VD_HEX_MOVE_UNKNOWN)
        json_builder_add_null_value (builder);
      else
        json_builder_add_boolean_value (builder, move->verdict == VD_HEX_MOVE_LEGAL);
      json_builder_set_member_name (builder, "cost");
      add_mp (builder, move->cost);
      add_allowance (builder, move->has_allowance, move->allowance);
      json_builder_set_member_name (builder, "path");
      add_path (builder, loaded, move->path);
      add_move_reasons (builder, move->reasons);
      if (move->verdict == VD_HEX_MOVE_UNKNOWN)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
        }
      if (move->why != NULL)
        {
          json_builder_set_member_name (builder, "why");
          json_builder_add_string_value (builder, move->why);
        }
      add_forced_json (builder, move->forced, move->forced_note, move->forced_rule);
      add_allowance_reasons (builder, move->allowance_reasons);
      add_supply_json (builder, move->supply);
      if (move->rail)
        {
          json_builder_set_member_name (builder, "rail");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (move->facing >= 0)
        {
          /* BN 13: where the path leaves it facing. */
          json_builder_set_member_name (builder, "facing");
          json_builder_add_int_value (builder, move->facing);
        }
      add_reactions_json (builder, loaded, reactions);
      if (move->formation != NULL)
        {
          g_autofree char *at = vd_board_format_hex (loaded->board, move->formation_hex);

          /* BN 11.0a, 16.1b: the formation taken, where, and the points left then. */
          json_builder_set_member_name (builder, "formation");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "to");
          json_builder_add_string_value (builder, move->formation);
          json_builder_set_member_name (builder, "at");
          json_builder_add_string_value (builder, at);
          json_builder_set_member_name (builder, "left");
          if (move->formation_left >= 0)
            add_mp (builder, move->formation_left);
          else
            json_builder_add_null_value (builder);
          json_builder_end_object (builder);
        }
      if (move->stacking != NULL)
        {
          json_builder_set_member_name (builder, "stacking");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder,
                                         move->stacking->verdict == VD_HEX_STACK_WITHIN ? "within"
                                         : move->stacking->verdict == VD_HEX_STACK_OVER ? "over"
                                         : "unknown: supply it");
          if (move->stacking->verdict != VD_HEX_STACK_UNKNOWN &&
              move->stacking->model == VD_HEX_STACK_BY_UNITS)
            {
              json_builder_set_member_name (builder, "units");
              json_builder_add_int_value (builder, move->stacking->counted);
              json_builder_set_member_name (builder, "limit");
              json_builder_add_int_value (builder, move->stacking->limit);
            }
          json_builder_set_member_name (builder, "rule");
          vd_cli_hex_add_string_or_null (builder, move->stacking->rule);
          if (move->stacking->why != NULL)
            {
              json_builder_set_member_name (builder, "why");
              json_builder_add_string_value (builder, move->stacking->why);
            }
          vd_cli_hex_add_reasons_named (builder, "left_out", move->stacking->left_out);
          json_builder_end_object (builder);
        }
      add_allowance_reading_json (builder, move->allowance_strict, move->allowance_reading);
      /* LBA-DRAG-1: the Sk regiment the move takes off its hexside. */
      if (move->left_hexside != NULL)
        vd_cli_hex_add_rule_why (builder, "left_hexside", move->left_hexside_rule,
                                 move->left_hexside);
      /* LBA-DRAG-1: the hexside the move seats it on. */
      if (move->across != NULL)
        {
          json_builder_set_member_name (builder, "across");
          json_builder_add_string_value (builder, move->across);
        }
      /* LBA-VIN-3: the vineyard hexes it holds besides --to, or its gathering. */
      if (move->spread != NULL)
        {
          json_builder_set_member_name (builder, "spread");
          json_builder_begin_array (builder);
          for (guint i = 0; move->spread[i] != NULL; i++)
            json_builder_add_string_value (builder, move->spread[i]);
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "spread_note");
          json_builder_add_string_value (builder, move->spread_note);
        }
      if (move->gathered != NULL)
        {
          json_builder_set_member_name (builder, "gathered");
          json_builder_add_string_value (builder, move->gathered);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  cost = format_mp (move->cost);
  path = path_text (loaded, move->path);
  switch (move->verdict)
    {
    case VD_HEX_MOVE_LEGAL:
      if (move->rail)
        /* Translators: "fr-ii to 0506: legal, by rail: 0405 → 1103 → 1104". */
        g_print (_("%s to %s: legal, by rail: %s\n"), move->unit_id, options->to, path);
      else
        /* Translators: "fr-ii to 0506: legal, 4 MP: 0405 → 0406 → 0506". */
        g_print (_("%s to %s: legal, %s MP: %s\n"), move->unit_id, options->to, cost, path);
      if (move->stacking != NULL && move->stacking->verdict == VD_HEX_STACK_OVER)
        /* Translators: "  stacking: 0506 would hold 2 units, 1 at most, at the end of the
         * phase (B13)". */
        g_print (_("  stacking: %s, at the end of the phase (%s)\n"), move->stacking->why,
                 move->stacking->rule != NULL ? move->stacking->rule : "?");
      break;
    case VD_HEX_MOVE_ILLEGAL:
      /* Translators: "fr-ii to 0507: not legal: 0507: held by the enemy". */
      g_print (_("%s to %s: not legal: %s\n"), move->unit_id, options->to, move->why);
      break;
    case VD_HEX_MOVE_UNKNOWN:
      /* Translators: "fr-ii to 0507: unknown, supply it: Woods: movement points missing…". */
      g_print (_("%s to %s: unknown, supply it: %s\n"), move->unit_id, options->to, move->why);
      break;
    }
  print_allowance_reading_text (move->allowance, move->allowance_strict,
                                move->allowance_reading);
  if (move->forced_note != NULL)
    g_print ("  %s (%s)\n", move->forced_note,
             move->forced_rule != NULL ? move->forced_rule : "?");
  if (move->formation != NULL)
    {
      g_autofree char *at = vd_board_format_hex (loaded->board, move->formation_hex);
      g_autofree char *left = format_mp (move->formation_left);

      if (move->formation_left >= 0)
        /* Translators: "  in line from 0405, 1 MP left then". */
        g_print (_("  in %s from %s, %s MP left then\n"),
                 vd_hex_ruleset_formation_name (loaded->module, move->formation), at, left);
      else
        g_print (_("  in %s from %s\n"),
                 vd_hex_ruleset_formation_name (loaded->module, move->formation), at);
    }
  if (move->left_hexside != NULL)
    g_print ("  %s (%s)\n", move->left_hexside, move->left_hexside_rule);
  if (move->seated != NULL)
    g_print ("  %s\n", move->seated);
  if (move->spread_note != NULL)
    g_print ("  %s\n", move->spread_note);
  if (move->gathered != NULL)
    g_print ("  %s\n", move->gathered);
  print_supply_text (move->supply);
  print_reactions_text (loaded, reactions);
  for (guint i = 0; i < move->reasons->len; i++)
    {
      const VdHexMoveReason *reason = move->reasons->pdata[i];
      g_autofree char *mp = format_mp (reason->mp);

      g_print ("  %s  %s  %s%s\n", reason->rule[0] != '\0' ? reason->rule : "?", reason->by,
               reason->mp > 0 ? "+" : "",
               reason->mp > 0 ? mp : "");
    }
  /* What the stacking count left out, each by its rule (BN 26.1, 10.0c, 6.3). */
  if (move->verdict == VD_HEX_MOVE_LEGAL && move->stacking != NULL)
    vd_cli_hex_print_reasons (move->stacking->left_out, "", TRUE);
  return VD_CLI_OK;
}

/* The questions about each counter (hex command, hex supply): a game without what they ask
 * about is an error, saying what it LACKS. */
static int
refuse_units_question (const char *lacks)
{
  g_autoptr(GError) error = g_error_new_literal (VD_ERROR, VD_ERROR_ARGUMENT, lacks);

  vd_cli_print_error (error);
  return VD_CLI_INVALID;
}

/* Whether ONLY (NULL: every counter) is a counter of the board; an error said when not. */
static gboolean
has_unit (const Loaded *loaded, const char *only)
{
  g_autofree char *shown = NULL;
  g_autoptr(GError) error = NULL;

  if (only == NULL || vd_board_find_unit (loaded->board, only) != NULL)
    return TRUE;
  shown = vd_error_cut (only);
  error = g_error_new (VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the board"), shown);
  vd_cli_print_error (error);
  return FALSE;
}

/* hex command BOARD [UNIT]: each counter's place in its commander's radius (BN 10.5a). */
static int
hex_command (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const char *only = argc == 2 ? argv[1] : NULL;
  static const char * const results[] = { "not judged", "in radius", "out of radius",
                                          "unknown: supply it" };
  g_autoptr(VdHexOrderSheet) sheet = vd_hex_order_sheet (loaded->setup,
                                                         loaded->setup->journal != NULL
                                                           ? loaded->setup->journal->len : 0);
  g_autoptr(GPtrArray) divisional = vd_hex_odds_reasons_new ();

  if (argc != 1 && argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex command wants BOARD [UNIT]"));
  if (!vd_hex_command_applies (loaded->module))
    {
      g_autofree char *lacks = g_strdup_printf (_("%s has no command radius"),
                                                vd_text_get (&loaded->module->name));

      return refuse_units_question (lacks);
    }
  if (!has_unit (loaded, only))
    return VD_CLI_INVALID;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < loaded->board->units->len; i++)
    {
      const VdBoardUnit *unit = loaded->board->units->pdata[i];
      g_autoptr(VdHexCommand) command = NULL;

      if (!unit->placed || (only != NULL && !g_str_equal (unit->id, only)))
        continue;
      command = vd_hex_command_of (loaded->board, loaded->module, unit->id, NULL);
      if (command->status == VD_HEX_COMMAND_NOT_JUDGED && only == NULL)
        continue;
      g_ptr_array_set_size (divisional, 0);
      vd_hex_orders_divisional (sheet, loaded->board, loaded->module, unit->id, divisional);
      if (options->json)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "unit");
          json_builder_add_string_value (builder, unit->id);
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, results[command->status]);
          json_builder_set_member_name (builder, "commander");
          vd_cli_hex_add_string_or_null (builder, command->commander);
          json_builder_set_member_name (builder, "radius");
          add_mp (builder, command->radius);
          json_builder_set_member_name (builder, "rule");
          vd_cli_hex_add_string_or_null (builder, command->rule);
          /* 10.5b: on a divisional order, the usual radius does not bind it. */
          if (divisional->len > 0)
            vd_cli_hex_add_reasons_named (builder, "divisional", divisional);
          if (command->why != NULL)
            {
              json_builder_set_member_name (builder, "why");
              json_builder_add_string_value (builder, command->why);
            }
          json_builder_end_object (builder);
          continue;
        }
      switch (command->status)
        {
        case VD_HEX_COMMAND_IN:
          /* Translators: "fr-1: within 4 officer MP of fr-div-2 (10.5a)". */
          g_print (_("%s: within %g officer MP of %s (%s)\n"), unit->id, command->radius,
                   command->commander, command->rule != NULL ? command->rule : "?");
          break;
        case VD_HEX_COMMAND_OUT:
          g_print (_("%s: out of radius: %s (%s)\n"), unit->id, command->why,
                   command->rule != NULL ? command->rule : "?");
          break;
        case VD_HEX_COMMAND_UNKNOWN:
          g_print (_("%s: unknown, supply it: %s (%s)\n"), unit->id, command->why,
                   command->rule != NULL ? command->rule : "?");
          break;
        case VD_HEX_COMMAND_NOT_JUDGED:
        default:
          if (command->why != NULL)
            g_print ("%s (%s)\n", command->why, command->rule != NULL ? command->rule : "?");
          else
            /* Translators: a counter with no commander named (its `army`), or none that
             * counts. */
            g_print (_("%s: no commander to be within reach of\n"), unit->id);
          break;
        }
      vd_cli_hex_print_reasons (divisional, "", FALSE);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  if (options->json)
    vd_cli_hex_print_json (builder);
  return VD_CLI_OK;
}

/* hex supply BOARD [UNIT]: each counter's line of communication, as the turn's check judged it
 * (as the board stands before that check). */
static int
hex_supply (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const char *only = argc == 2 ? argv[1] : NULL;

  if (argc != 1 && argc != 2)
    return vd_cli_usage_error ("hex", "%s", _("hex supply wants BOARD [UNIT]"));
  if (!vd_hex_supply_applies (loaded->module))
    {
      g_autofree char *lacks = g_strdup_printf (_("%s has no lines of communication"),
                                                vd_text_get (&loaded->module->name));

      return refuse_units_question (lacks);
    }
  if (!has_unit (loaded, only))
    return VD_CLI_INVALID;
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < loaded->board->units->len; i++)
    {
      const VdBoardUnit *unit = loaded->board->units->pdata[i];
      g_autoptr(VdHexSupply) supply = NULL;

      if (!unit->placed || (only != NULL && !g_str_equal (unit->id, only)))
        continue;
      supply = vd_hex_supply_of (loaded->board, loaded->module, unit);
      if (options->json)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "unit");
          json_builder_add_string_value (builder, unit->id);
          add_supply_members (builder, supply);
          json_builder_end_object (builder);
          continue;
        }
      if (supply->status == VD_BOARD_SUPPLY_IN && supply->hq == NULL && supply->hq_rule != NULL)
        /* Translators: an HQ whose own line to its edge holds: "ger-hq: operational, its line
         * to its edge holds: it is its army's supply (1914-HQ-1)". */
        g_print (_("%s: operational, its line to its edge holds: it is its army's supply "
                   "(%s)\n"), unit->id, supply->hq_rule);
      else if (supply->status == VD_BOARD_SUPPLY_IN && supply->hq == NULL)
        /* Translators: an HQ whose own line to its edge holds. */
        g_print (_("%s: operational, its line to its edge holds\n"), unit->id);
      else if (supply->status == VD_BOARD_SUPPLY_IN && supply->why != NULL)
        /* Translators: "ger-c: operational: rebuilt in turn 4: operational at once, its line
         * holding (1914-REB-2)". */
        g_print (_("%s: operational: %s (%s)\n"), unit->id, supply->why,
                 supply->rule != NULL ? supply->rule : "?");
      else if (supply->status == VD_BOARD_SUPPLY_IN && supply->hq_rule != NULL)
        /* Translators: "fr-1: operational, through fr-hq-5, its army's supply (1914-HQ-1)". */
        g_print (_("%s: operational, through %s, its army's supply (%s)\n"), unit->id,
                 supply->hq, supply->hq_rule);
      else if (supply->status == VD_BOARD_SUPPLY_IN)
        /* Translators: "fr-1: operational, through fr-hq-5". */
        g_print (_("%s: operational, through %s\n"), unit->id, supply->hq);
      else if (supply->status == VD_BOARD_SUPPLY_OUT)
        /* Translators: "fr-1: not operational: fr-1: no HQ of army 5… (1914-SUP-1)". */
        g_print (_("%s: not operational: %s (%s)\n"), unit->id, supply->why,
                 supply->rule != NULL ? supply->rule : "?");
      else
        /* Translators: "fr-1: unknown, supply it: … (1914-i-loc-length)". */
        g_print (_("%s: unknown, supply it: %s (%s)\n"), unit->id, supply->why,
                 supply->rule != NULL ? supply->rule : "?");
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  if (options->json)
    vd_cli_hex_print_json (builder);
  return VD_CLI_OK;
}

/* The reasons of a combat's odds: `[{"rule", "by", "what"}]` (formats.md §4). */
void
vd_cli_hex_add_reasons_named (JsonBuilder *builder, const char *name, GPtrArray *reasons)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      vd_cli_hex_add_string_or_null (builder, reason->rule);
      json_builder_set_member_name (builder, "by");
      vd_cli_hex_add_string_or_null (builder, reason->by);
      json_builder_set_member_name (builder, "what");
      json_builder_add_string_value (builder, reason->what);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

void
vd_cli_hex_add_odds_reasons (JsonBuilder *builder, GPtrArray *reasons)
{
  vd_cli_hex_add_reasons_named (builder, "reasons", reasons);
}

void
vd_cli_hex_print_reasons (GPtrArray *reasons, const char *head, gboolean with_by)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];
      const char *rule = reason->rule != NULL ? reason->rule : "?";

      if (with_by)
        g_print ("  %s%s  %s  %s\n", head, rule, reason->by != NULL ? reason->by : "",
                 reason->what);
      else
        g_print ("  %s%s  %s\n", head, rule, reason->what);
    }
}

/* NAME: {"rule", "why"}, what settles, refuses or is missing from an answer. */
void
vd_cli_hex_add_rule_why (JsonBuilder *builder, const char *name, const char *rule, const char *why)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rule");
  vd_cli_hex_add_string_or_null (builder, rule);
  json_builder_set_member_name (builder, "why");
  vd_cli_hex_add_string_or_null (builder, why);
  json_builder_end_object (builder);
}

/* BOARD's combat of --attack against --defend by the game's odds (formats.md §4). */
/* A game whose odds only shift the pre-melee checks (LBA-PRE-1). */
static gboolean
is_pre_melee_game (const VdHexRuleset *module)
{
  return vd_hex_ruleset_lookup_word (module, "combat.odds.rounding") == NULL &&
         vd_hex_ruleset_lookup (module, "charts.pre-melee-odds") != NULL;
}

/* LBA's odds as modifiers: both sides' pre-melee checks (help "Combat on a board"). */
static int
hex_pre_melee (Loaded *loaded, GStrv attackers, GStrv defenders, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  VdHexPreMeleeAsk ask = { (const char * const *) options->condition, options->lost,
                           options->defender_morale, options->attacker_morale };
  g_autoptr(VdHexPreMelee) pre = vd_hex_pre_melee_ask (loaded->board, loaded->module,
                                                       (const char * const *) attackers,
                                                       (const char * const *) defenders,
                                                       &ask, &error);

  if (pre == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "attack");
      add_mp (builder, pre->attack);
      json_builder_set_member_name (builder, "defence");
      add_mp (builder, pre->defence);
      json_builder_set_member_name (builder, "odds");
      vd_cli_hex_add_string_or_null (builder, pre->odds);
      json_builder_set_member_name (builder, "column");
      vd_cli_hex_add_string_or_null (builder, pre->odds);
      json_builder_set_member_name (builder, "die_modifier");
      json_builder_add_null_value (builder);
      vd_cli_hex_add_odds_reasons (builder, pre->reasons);
      json_builder_set_member_name (builder, "pre_melee");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "attacker");
      vd_cli_add_int_or_null (builder, pre->attacker_known, pre->attacker);
      json_builder_set_member_name (builder, "defender");
      vd_cli_add_int_or_null (builder, pre->defender_known && pre->defender_exempt == NULL,
                              pre->defender);
      if (pre->defender_exempt != NULL)
        {
          json_builder_set_member_name (builder, "defender_exempt");
          json_builder_add_string_value (builder, pre->defender_exempt);
        }
      json_builder_end_object (builder);
      if (pre->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", pre->missing_rule, pre->missing);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  {
    g_autofree char *attacker = pre->attacker_known ? g_strdup_printf ("%+d", pre->attacker)
                                                    : g_strdup ("?");
    g_autofree char *defender = pre->defender_exempt != NULL
                                  /* Translators: the defender's check: "no check (LBA-CHAT-2)". */
                                  ? g_strdup_printf (_("no check (%s)"), pre->defender_exempt)
                                  : pre->defender_known ? g_strdup_printf ("%+d", pre->defender)
                                  : g_strdup ("?");

    /* Translators: "7 against 3, 2/1: pre-melee checks, attacker +3, defender -3". */
    g_print (_("%g against %g, %s: pre-melee checks, attacker %s, defender %s\n"), pre->attack,
             pre->defence, pre->odds != NULL ? pre->odds : "?", attacker, defender);
  }
  for (guint i = 0; i < pre->reasons->len; i++)
    {
      const VdHexOddsReason *reason = pre->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (pre->missing != NULL)
    g_print (_("  unknown, supply it: %s (%s)\n"), pre->missing,
             pre->missing_rule != NULL ? pre->missing_rule : "?");
  return VD_CLI_OK;
}

/* --reduce UNIT=N as a table of the attackers' reduced strengths (1914-CBT-7), or NULL with
 * none given; FALSE after a usage error. */
static gboolean
reduced_of (const HexOptions *options, GHashTable **reduced)
{
  *reduced = NULL;
  for (guint i = 0; options->reduce != NULL && options->reduce[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (options->reduce[i], "=", 2);

      if (parts[0] == NULL || parts[1] == NULL || parts[0][0] == '\0' || parts[1][0] == '\0')
        {
          g_clear_pointer (reduced, g_hash_table_unref);
          vd_cli_usage_error ("hex", "%s", _("--reduce takes UNIT=STRENGTH"));
          return FALSE;
        }
      if (*reduced == NULL)
        *reduced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_hash_table_replace (*reduced, g_strdup (parts[0]), g_strdup (parts[1]));
    }
  return TRUE;
}

gboolean
vd_cli_hex_combat_units (const HexOptions *options, GStrv *attackers, GStrv *defenders,
                         GError **error)
{
  g_autoptr(GHashTable) named = g_hash_table_new (g_str_hash, g_str_equal);

  *attackers = g_strsplit (options->attack, ",", -1);
  *defenders = g_strsplit (options->defend, ",", -1);
  for (guint side = 0; side < 2; side++)
    for (char **id = side == 0 ? *attackers : *defenders; *id != NULL; id++)
      if (!g_hash_table_add (named, *id))
        {
          g_autofree char *shown = vd_error_cut (*id);

          /* Translators: "g1 is named twice in --attack and --defend: a counter fights once". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("%s is named twice in --attack and --defend: a counter fights once"),
                       shown);
          return FALSE;
        }
  return TRUE;
}

static int
hex_odds (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOdds) odds = NULL;
  g_autoptr(GHashTable) reduced = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;

  if (argc != 1 || options->attack == NULL || options->defend == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex odds wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* A game whose odds only shift the pre-melee checks (LBA-PRE-1). */
  if (is_pre_melee_game (loaded->module))
    return hex_pre_melee (loaded, attackers, defenders, options);
  if (!reduced_of (options, &reduced))
    return VD_CLI_USAGE;
  odds = vd_hex_odds_reduced (loaded->board, loaded->module, (const char * const *) attackers,
                              (const char * const *) defenders, reduced, &error);
  if (odds == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "attack");
      add_strength (builder, odds->attack_known, odds->attack);
      json_builder_set_member_name (builder, "defence");
      add_strength (builder, odds->defence_known, odds->defence);
      json_builder_set_member_name (builder, "odds");
      vd_cli_hex_add_string_or_null (builder, odds->odds);
      json_builder_set_member_name (builder, "column");
      vd_cli_hex_add_string_or_null (builder, odds->column);
      json_builder_set_member_name (builder, "die_modifier");
      vd_cli_add_int_or_null (builder, odds->die_known, odds->die_modifier);
      vd_cli_hex_add_odds_reasons (builder, odds->reasons);
      if (odds->has_die_floor)
        {
          json_builder_set_member_name (builder, "die_floor");
          json_builder_add_int_value (builder, odds->die_floor);
        }
      if (odds->settled != NULL)
        {
          /* NaA E11: settled without the table. */
          vd_cli_hex_add_rule_why (builder, "settled", odds->settled_rule, odds->settled);
        }
      if (odds->missing != NULL)
        {
          json_builder_set_member_name (builder, "result");
          json_builder_add_string_value (builder, "unknown: supply it");
          vd_cli_hex_add_rule_why (builder, "missing", odds->missing_rule, odds->missing);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (odds->settled != NULL)
    {
      /* Translators: "no odds: it does not fight in Forest: eliminated without a roll (E11)". */
      g_print (_("no odds: %s (%s)\n"), odds->settled,
               odds->settled_rule != NULL ? odds->settled_rule : "?");
      return VD_CLI_OK;
    }
  {
    g_autofree char *attack = odds->attack_known ? format_mp (odds->attack) : g_strdup ("?");
    g_autofree char *defence = odds->defence_known ? format_mp (odds->defence) : g_strdup ("?");

    /* Translators: "21 against 10: 2:1, column 2:1, die -1". */
    g_print (_("%s against %s: %s, column %s"), attack, defence,
             odds->odds != NULL ? odds->odds : "?", odds->column != NULL ? odds->column : "?");
    if (odds->die_known)
      g_print (_(", die %+d"), odds->die_modifier);
    g_print ("\n");
  }
  for (guint i = 0; i < odds->reasons->len; i++)
    {
      const VdHexOddsReason *reason = odds->reasons->pdata[i];

      g_print ("  %s  %s%s%s\n", reason->rule != NULL ? reason->rule : "?", reason->what,
               reason->by != NULL ? "  " : "", reason->by != NULL ? reason->by : "");
    }
  if (odds->missing != NULL)
    /* Translators: "  unknown, supply it: what Forest does to the defence is not given (D8)". */
    g_print (_("  unknown, supply it: %s (%s)\n"), odds->missing,
             odds->missing_rule != NULL ? odds->missing_rule : "?");
  return VD_CLI_OK;
}

/* EVENTS (taken) kept at the end of the board file's journal, several as one batch (one undo
 * step), written whole or not at all; the file as it was is kept as FILE~ (with its comments,
 * which the writer does not keep). */
gboolean
vd_cli_hex_append_events (Loaded *loaded, GPtrArray *events, GError **error)
{
  VdBoard *setup = loaded->setup;
  g_autofree char *before = NULL, *backup = NULL;
  gsize length;
  guint batch = 0;

  /* The sequence of play, as the app's recording checks it (BN 8.2, 20.0). */
  if (!vd_board_check_records (loaded->board, loaded->module, events, error) ||
      !g_file_get_contents (loaded->path, &before, &length, error))
    return FALSE;
  backup = g_strconcat (loaded->path, "~", NULL);
  if (!vd_file_write_durable (backup, before, length, error))
    return FALSE;
  if (setup->journal == NULL)
    setup->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  for (guint i = 0; i < setup->journal->len; i++)
    batch = MAX (batch, ((const VdBoardEvent *) setup->journal->pdata[i])->batch);
  for (guint i = 0; i < events->len; i++)
    {
      VdBoardEvent *event = events->pdata[i];

      event->time = vd_orders_now ();
      event->batch = events->len > 1 ? batch + 1 : 0;
    }
  g_ptr_array_set_free_func (events, NULL);
  g_ptr_array_extend_and_steal (setup->journal, g_ptr_array_ref (events));
  return vd_board_save_file (setup, loaded->path, error);
}

/* Vedette's roll for ATTACK kept: a `combat` event at the end of the board file's journal. */
static gboolean
record_combat (Loaded *loaded, const VdHexAttack *attack, GStrv attackers, GStrv defenders,
               GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  g_ptr_array_add (events, vd_hex_attack_event (attack, loaded->board,
                                                (const char * const *) attackers,
                                                (const char * const *) defenders));
  return vd_cli_hex_append_events (loaded, events, error);
}

/* The CRT's result of --attack against --defend for --roll (formats.md §4). */
static int
hex_attack (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexAttack) attack = NULL;
  g_autoptr(GHashTable) reduced = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;
  int roll;

  if (argc != 1 || options->attack == NULL || options->defend == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex attack wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…] [--roll N]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (!vd_cli_hex_melee_keeps_limits (loaded, attackers, defenders))
    return VD_CLI_INVALID;
  roll = options->roll;
  if (roll == 0)
    {
      /* Vedette rolls the game's dice (1d6, 2d6, d66: the module's `combat.die`), and the
       * roll goes in the board's journal. */
      VdHexDice dice;
      g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                                 : g_rand_new ();

      vd_hex_dice_from_module (loaded->module, "combat.die", &dice);
      roll = vd_hex_dice_roll (&dice, rand);
      if (roll < 0)
        {
          error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                               _("this game's die has no faces in the module: give the "
                                 "players' roll with --roll N"));
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (!reduced_of (options, &reduced))
    return VD_CLI_USAGE;
  attack = vd_hex_attack_reduced (loaded->board, loaded->module,
                                  (const char * const *) attackers,
                                  (const char * const *) defenders, reduced, roll, &error);
  if (attack == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->roll == 0 && !record_combat (loaded, attack, attackers, defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "odds");
      vd_cli_hex_add_string_or_null (builder, attack->odds->column);
      json_builder_set_member_name (builder, "roll");
      json_builder_add_int_value (builder, attack->roll);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, attack->result != NULL ? attack->result
                                                                     : "unknown: supply it");
      vd_cli_hex_add_odds_reasons (builder, attack->odds->reasons);
      if (attack->odds->die_known && attack->odds->column != NULL)
        {
          json_builder_set_member_name (builder, "die");
          json_builder_add_int_value (builder, attack->die);
        }
      if (attack->meaning != NULL)
        {
          json_builder_set_member_name (builder, "meaning");
          json_builder_add_string_value (builder, attack->meaning);
        }
      if (options->roll == 0)
        {
          /* Vedette's roll, kept in the board's journal. */
          json_builder_set_member_name (builder, "recorded");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (attack->missing != NULL)
        {
          vd_cli_hex_add_rule_why (builder, "missing", attack->missing_rule, attack->missing);
        }
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  if (attack->result != NULL)
    /* Translators: "2:1, roll 4 (die 3): DR — The defender retreats one hex. (1914-CBT-11)". */
    g_print (_("%s, roll %d (die %d): %s — %s (%s)\n"), attack->odds->column, attack->roll,
             attack->die, attack->result, attack->meaning != NULL ? attack->meaning : "",
             attack->rule != NULL ? attack->rule : "?");
  else
    /* Translators: "roll 4: unknown, supply it: Combat results table: the cell of row 3,
     * column 2:1 is not given (1914-CBT-11)". */
    g_print (_("roll %d: unknown, supply it: %s (%s)\n"), attack->roll, attack->missing,
             attack->missing_rule != NULL ? attack->missing_rule : "?");
  if (options->roll == 0)
    /* Translators: Vedette rolled the die and kept the roll. */
    g_print (_("  rolled by Vedette, kept in the board's journal\n"));
  return VD_CLI_OK;
}

/* The pending retreat's choices, for the message that asks for a pick. */
static char *
retreat_choices (const Loaded *loaded, const VdHexRetreat *retreat)
{
  GString *open = g_string_new (NULL);

  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];
      g_autofree char *label = choice->off_map ? g_strdup ("off")
                                               : vd_board_format_hex (loaded->board, choice->to);

      g_string_append_printf (open, "%s%s", i > 0 ? "; " : "", label);
      for (guint n = 0; n < choice->pushes->len; n++)
        {
          const VdHexPush *push = choice->pushes->pdata[n];
          g_autofree char *push_to = push->off_map ? g_strdup ("off")
                                                   : vd_board_format_hex (loaded->board, push->to);

          /* Translators: ", pushing fr-2 to 0406". */
          g_string_append_printf (open, _(", pushing %s to %s"), push->unit, push_to);
        }
    }
  return g_string_free (open, FALSE);
}

/* The CRT's --result of --attack against --defend applied, with the choosers' --retreat
 * picks and the victors' --advance; NULL with ERROR, or with none after a usage error. */
static VdHexOutcome *
apply_combat (Loaded *loaded, const HexOptions *options, gboolean refused, GError **error)
{
  g_autoptr(GHashTable) picks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_auto(GStrv) attackers = NULL, defenders = NULL;

  for (guint i = 0; options->retreat != NULL && options->retreat[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (options->retreat[i], "=", 2);

      if (parts[0] == NULL || parts[1] == NULL || parts[0][0] == '\0' || parts[1][0] == '\0')
        {
          vd_cli_usage_error ("hex", "%s", _("--retreat takes UNIT=HEX (or UNIT=off)"));
          return NULL;
        }
      g_hash_table_replace (picks, g_strdup (parts[0]), g_strdup (parts[1]));
    }
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, error))
    return NULL;
  /* A refusal (1914-CBT-8, 1914-HQ-3) falls back before any die is rolled. */
  if (refused)
    return vd_hex_outcome_refusal (loaded->board, loaded->module,
                                   (const char * const *) attackers,
                                   (const char * const *) defenders, picks,
                                   (const char * const *) options->advance, error);
  {
    VdHexOutcome *outcome = vd_hex_outcome (loaded->board, loaded->module,
                                            (const char * const *) attackers,
                                            (const char * const *) defenders, options->result,
                                            picks, (const char * const *) options->advance,
                                            error);

    /* NaA D16: a counter the phase has moved already, moved again by this result. */
    if (outcome != NULL)
      vd_hex_outcome_moved_again (outcome, loaded->setup, loaded->module,
                                  loaded->setup->journal != NULL ? loaded->setup->journal->len
                                                                 : 0);
    return outcome;
  }
}

/* A Fire Table --result applied to --target's stack (help "Loss rosters"): the owner's
 * --casualties shares, the --roll for an officer's death, --officer, --charge; NULL with
 * ERROR, or with none after a usage error. */
static VdHexOutcome *
apply_fire (Loaded *loaded, const HexOptions *options, GError **error)
{
  g_autoptr(GHashTable) shares = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) items = options->casualties != NULL ? g_strsplit (options->casualties, ",", -1)
                                                     : NULL;
  g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                             : g_rand_new ();

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (items[i], "=", 2);
      guint64 n;

      if (parts[0] == NULL || parts[1] == NULL || parts[0][0] == '\0' ||
          !g_ascii_string_to_unsigned (parts[1], 10, 0, VD_BOARD_ROSTER_MAX_BOXES, &n, NULL))
        {
          vd_cli_usage_error ("hex", "%s", _("--casualties takes UNIT=N[,UNIT=N…]"));
          return NULL;
        }
      g_hash_table_replace (shares, g_strdup (parts[0]), GUINT_TO_POINTER ((guint) n));
    }
  return vd_hex_fire_losses (loaded->board, loaded->module, options->target, options->result,
                             shares, options->roll, options->officer, options->charge, rand,
                             error);
}

/* DEM-5: an army whose losses/flight markers the result brings together is demoralized at
 * once, in the same step (the defender's when both meet, DEM-4); while the track's length is
 * not entered, said. */
static void
add_track_demoralization (const Loaded *loaded, VdHexOutcome *outcome, const char *defender)
{
  g_autoptr(VdBoard) after = vd_board_copy (loaded->setup);
  g_autofree char *unknown = NULL;
  const VdBoardUnit *unit = defender != NULL ? vd_board_find_unit (loaded->board, defender)
                                             : NULL;
  VdBoardEvent *event;

  if (outcome->events->len == 0)
    return;
  if (after->journal == NULL)
    after->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  for (guint i = 0; i < outcome->events->len; i++)
    g_ptr_array_add (after->journal, vd_board_event_copy (outcome->events->pdata[i]));
  event = vd_hex_track_demoralization (after, loaded->module, after->journal->len,
                                       unit != NULL ? unit->side : NULL, &unknown);
  if (event != NULL)
    {
      /* Translators: "the army of austro-russian is demoralized: P 30 + D 9 reach 39". */
      vd_hex_odds_add_reason (outcome->reasons, "DEM-1", event->side,
                              g_strdup_printf (_("the army is demoralized: %s"), event->note));
      g_ptr_array_add (outcome->events, event);
    }
  else if (unknown != NULL)
    vd_hex_odds_add_reason (outcome->reasons, "DEM-1", NULL, g_steal_pointer (&unknown));
}

/* A combat's result applied as journal events, one undo step (help "Combat on a board"). */
/* The re-entry dice GIVEN (UNIT=DIE or UNIT=roll) of counters OUTCOME puts off the map, added to
 * its step (1914-RET-5): judged on the game as the result leaves it; FALSE with ERROR, and
 * nothing applied, for one refused. */
static gboolean
add_reentry_dice (const Loaded *loaded, VdHexOutcome *outcome, char **given,
                  const HexOptions *options, GError **error)
{
  g_autoptr(GRand) rand = options->seed != 0 ? g_rand_new_with_seed ((guint32) options->seed)
                                             : g_rand_new ();
  VdHexDice dice;

  vd_hex_dice_from_module (loaded->module, "combat.die", &dice);
  for (guint i = 0; given[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (given[i], "=", 2);
      guint64 die = 0;
      VdBoardEvent *event;

      if (g_strv_length (pair) != 2)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("--reentry-die wants UNIT=DIE or UNIT=roll, not “%s”"), given[i]);
          return FALSE;
        }
      if (g_str_equal (pair[1], "roll"))
        die = (guint64) MAX (0, vd_hex_dice_roll (&dice, rand));
      else if (!g_ascii_string_to_unsigned (pair[1], 10, 1, 1000, &die, NULL))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("--reentry-die wants UNIT=DIE or UNIT=roll, not “%s”"), given[i]);
          return FALSE;
        }
      else if (!vd_hex_dice_check (&dice, (int) die, error))
        return FALSE;
      event = vd_hex_returns_die_after (loaded->setup, loaded->module,
                                        loaded->setup->journal != NULL
                                          ? loaded->setup->journal->len : 0,
                                        outcome->events, pair[0], (int) die, error);
      if (event == NULL)
        return FALSE;
      vd_hex_odds_add_reason (outcome->reasons,
                              vd_hex_ruleset_lookup_word (loaded->module,
                                                          "retreat.off_map.rule"),
                              pair[0], vd_board_event_describe (event, loaded->board,
                                                                loaded->module));
      g_ptr_array_add (outcome->events, event);
    }
  return TRUE;
}

static int apply_outcome (Loaded *loaded, VdHexOutcome *outcome, const HexOptions *options,
                          const char *result);

/* `hex refuse BOARD --attack … --defend …`: the defenders fall back instead of fighting
 * (1914-CBT-8, 1914-HQ-3), recorded as `hex apply` records a result. */
static int
hex_refuse (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL;

  if (argc != 1 || options->attack == NULL || options->defend == NULL ||
      options->result != NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex refuse wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…] [--retreat UNIT=HEX]… "
                                              "[--advance UNIT[=HEX]]…"));
  outcome = apply_combat (loaded, options, TRUE, &error);
  if (outcome == NULL && error == NULL)
    return VD_CLI_USAGE;
  if (outcome == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  return apply_outcome (loaded, outcome, options, "refuse");
}

static int
hex_apply (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL;

  if (argc == 1 && options->target != NULL && options->result != NULL &&
      options->attack == NULL && options->defend == NULL)
    outcome = apply_fire (loaded, options, &error);
  else if (argc != 1 || options->attack == NULL || options->defend == NULL ||
           options->result == NULL)
    return vd_cli_usage_error ("hex", "%s", _("hex apply wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…] --result CODE "
                                              "[--retreat UNIT=HEX]… [--advance UNIT[=HEX]]… "
                                              "[--reentry-die UNIT=DIE|roll]…, "
                                              "or BOARD --target UNIT --result X(Y)[+MC] "
                                              "[--roll NN] [--casualties UNIT=N[,…]] "
                                              "[--officer UNIT] [--charge]"));
  else
    outcome = apply_combat (loaded, options, FALSE, &error);
  if (outcome == NULL && error == NULL)
    return VD_CLI_USAGE;
  if (outcome == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  return apply_outcome (loaded, outcome, options, options->result);
}

/* OUTCOME of RESULT (a code, or "refuse") kept in the board's journal as one step and said; a
 * retreat still to pick is an error listing its choices, nothing written. */
static int
apply_outcome (Loaded *loaded, VdHexOutcome *outcome, const HexOptions *options,
               const char *result)
{
  g_autoptr(GError) error = NULL;

  if (outcome->pending != NULL)
    {
      g_autofree char *open = retreat_choices (loaded, outcome->pending);

      /* Translators: "f1 has more than one retreat, chosen by the owner (1914-RET-7):
       * give --retreat f1=HEX (0403, 0402); nothing was applied". */
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                           _("%s has more than one retreat, chosen by the %s (%s): give "
                             "--retreat %s=HEX (%s); nothing was applied"),
                           outcome->pending->unit_id,
                           g_strcmp0 (outcome->pending->moved_by, "owner") == 0 ? _("owner")
                                                                                : _("victor"),
                           outcome->pending->moved_by_rule != NULL
                             ? outcome->pending->moved_by_rule : "?",
                           outcome->pending->unit_id, open);
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->defend != NULL)
    {
      g_auto(GStrv) defenders = g_strsplit (options->defend, ",", 2);

      add_track_demoralization (loaded, outcome, defenders[0]);
    }
  if (options->reentry_die != NULL &&
      !add_reentry_dice (loaded, outcome, options->reentry_die, options, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (outcome->events->len > 0)
    {
      g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

      for (guint i = 0; i < outcome->events->len; i++)
        g_ptr_array_add (events, vd_board_event_copy (outcome->events->pdata[i]));
      if (!vd_cli_hex_append_events (loaded, events, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, result);
      json_builder_set_member_name (builder, "events");
      json_builder_begin_array (builder);
      for (guint i = 0; i < outcome->events->len; i++)
        {
          g_autofree char *text = vd_board_event_describe (outcome->events->pdata[i],
                                                           loaded->board, loaded->module);

          json_builder_add_string_value (builder, text);
        }
      json_builder_end_array (builder);
      vd_cli_hex_add_odds_reasons (builder, outcome->reasons);
      json_builder_set_member_name (builder, "recorded");
      json_builder_add_boolean_value (builder, outcome->events->len > 0);
      if (outcome->missing != NULL)
        vd_cli_hex_add_rule_why (builder, "missing", outcome->missing_rule, outcome->missing);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  /* Translators: "DR applied:". */
  if (g_str_equal (result, "refuse"))
    g_print ("%s\n", _("Combat refused:"));
  else
    g_print (_("%s applied:\n"), result);
  for (guint i = 0; i < outcome->reasons->len; i++)
    {
      const VdHexOddsReason *reason = outcome->reasons->pdata[i];

      g_print ("  %s  %s  %s\n", reason->by != NULL ? reason->by : "",
               reason->what, reason->rule != NULL ? reason->rule : "?");
    }
  if (outcome->missing != NULL)
    /* Translators: "  the referee's: what Exchange does to the attacker is not in the seed
     * (E12)". */
    g_print (_("  the referee’s: %s (%s)\n"), outcome->missing,
             outcome->missing_rule != NULL ? outcome->missing_rule : "?");
  if (outcome->events->len > 0)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
  return VD_CLI_OK;
}

/* EVENT (a ruling, taken) kept at the end of the board's journal, and said: its JSON, or its
 * line and where the cell was kept. */
static int
record_ruling (Loaded *loaded, VdBoardEvent *event, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  g_ptr_array_add (events, event);
  if (!vd_cli_hex_append_events (loaded, events, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, event->ruling_rule);
      json_builder_set_member_name (builder, "question");
      json_builder_add_string_value (builder, event->question);
      json_builder_set_member_name (builder, "decision");
      json_builder_add_string_value (builder, event->decision);
      json_builder_set_member_name (builder, "kept");
      json_builder_add_boolean_value (builder, event->chart != NULL);
      json_builder_set_member_name (builder, "recorded");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
      return VD_CLI_OK;
    }
  {
    g_autofree char *text = vd_board_event_describe (event, loaded->board, loaded->module);

    g_print ("%s\n", text);
  }
  if (event->chart != NULL)
    {
      g_autofree char *where = vd_hex_entries_path_for (loaded->setup->ruleset);

      /* Translators: "  kept in /home/…/charts/1914.yaml". */
      g_print (_("  kept in %s\n"), where);
    }
  return VD_CLI_OK;
}

/* Whether the chart at PATH ("charts.fire-table") has HEADING among its rows (ROWS) or its
 * columns: a cell kept there is read back. */
static gboolean
chart_has_heading (const VdHexRuleset *module, const char *path, gboolean rows,
                   const char *heading)
{
  g_autofree char *key = g_strconcat (path, rows ? ".rows" : ".columns", NULL);

  return vd_hex_ruleset_node_has (vd_hex_ruleset_lookup (module, key), heading);
}

/* The referee's ruling on a Fire Table cell the seed lacks (BN 20.4), kept as the cell once the
 * table's headings are entered. */
static int
hex_ruling_fire (Loaded *loaded, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) fire = NULL;
  g_auto(GStrv) firers = NULL;
  g_autofree double *points = NULL;
  g_autofree char *result = NULL, *missing = NULL, *row = NULL;
  const char *rule = NULL;
  const char *table = vd_hex_ruleset_lookup_word (loaded->module, "combat.fire.table");
  g_autofree char *chart = g_strconcat ("charts.", table != NULL ? table : "?", NULL);
  VdBoardEvent *event;

  if (options->target == NULL || options->roll == 0 || options->result == NULL ||
      !vd_cli_hex_parse_firers (options->fire, &firers, &points))
    return vd_cli_usage_error ("hex", "%s", _("hex ruling wants BOARD --fire UNIT=POINTS[,…] "
                                              "--target UNIT --roll NN --result DECISION "
                                              "[--keep]"));
  fire = vd_hex_fire (loaded->board, loaded->module, (const char * const *) firers, points,
                      options->target, options->flank, &error);
  if (fire != NULL && !fire->no_effect)
    result = vd_hex_fire_read (fire, loaded->module, options->roll, &missing, &rule, &error);
  if (fire == NULL || (result == NULL && missing == NULL && !fire->no_effect))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (result != NULL || fire->no_effect)
    {
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the chart gives %s for this roll: there is nothing to rule"),
                           result != NULL ? result : "no effect");
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  row = g_strdup_printf ("%d", options->roll);
  /* Only a cell the table's headings hold can be kept (the seed gives neither). */
  if (options->keep &&
      (fire->missing != NULL || fire->column == NULL ||
       !chart_has_heading (loaded->module, chart, TRUE, row) ||
       !chart_has_heading (loaded->module, chart, FALSE, fire->column)))
    {
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT, "%s",
                           _("only a chart’s cell can be kept, once the Fire Table’s headings "
                             "are entered under Game Charts…: the ruling is not recorded"));
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_RULING, loaded->board);
  event->ruling_rule = g_strdup (fire->missing != NULL ? fire->missing_rule : rule);
  if (event->ruling_rule == NULL)
    event->ruling_rule = g_strdup ("?");
  event->question = g_strdup (fire->missing != NULL ? fire->missing : missing);
  event->decision = g_strdup (options->result);
  if (options->keep)
    {
      if (!vd_hex_entries_keep_cell (loaded->setup->ruleset, table, row, fire->column,
                                     options->result, &error))
        {
          vd_board_event_free (event);
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      event->chart = g_strdup (table);
      event->chart_row = g_strdup (row);
      event->chart_column = g_strdup (fire->column);
    }
  return record_ruling (loaded, event, options);
}

/* The referee's ruling on what the charts leave open for a combat, kept in the journal and,
 * with --keep, as the chart's cell in the owner's entries. */
/* LBA (LBA-GEN-1): the pre-melee checks are given, the melee table is not: a ruling on the
 * melee that follows them is recorded (never kept: there is no cell to keep it in). */
static int
hex_ruling_melee (Loaded *loaded, GStrv attackers, GStrv defenders, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  VdHexPreMeleeAsk ask = { (const char * const *) options->condition, options->lost,
                           options->defender_morale, options->attacker_morale };
  g_autoptr(VdHexPreMelee) pre = vd_hex_pre_melee_ask (loaded->board, loaded->module,
                                                       (const char * const *) attackers,
                                                       (const char * const *) defenders,
                                                       &ask, &error);
  const char *table = vd_hex_ruleset_lookup_word (loaded->module, "combat.melee.results_table");
  g_autofree char *path = g_strdup_printf ("charts.%s.name", table != NULL ? table : "");
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (loaded->module, path));
  VdBoardEvent *event;

  if (pre == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->keep)
    {
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                           _("only a chart’s cell can be kept, and what is missing is not one: "
                             "%s"), name != NULL ? name : "?");
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_RULING, loaded->board);
  event->ruling_rule = g_strdup ("LBA-GEN-1");
  if (pre->attacker_known && pre->defender_known)
    /* Translators: "the melee after the pre-melee checks (attacker +3, defender -3), roll 44:
     * the Melee results table is not in the seed". */
    event->question = g_strdup_printf (_("the melee after the pre-melee checks (attacker %+d, "
                                         "defender %+d), roll %d: the %s is not in the seed"),
                                       pre->attacker, pre->defender, options->roll,
                                       name != NULL ? name : "?");
  else
    event->question = g_strdup_printf (_("the melee, roll %d: %s; the %s is not in the seed"),
                                       options->roll, pre->missing != NULL ? pre->missing : "?",
                                       name != NULL ? name : "?");
  event->decision = g_strdup (options->result);
  return record_ruling (loaded, event, options);
}

static int
hex_ruling (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexAttack) attack = NULL;
  g_autoptr(GHashTable) reduced = NULL;
  g_auto(GStrv) attackers = NULL, defenders = NULL;
  VdBoardEvent *event;

  /* Fire (BN): the Fire Table's cell for the fire's column and the roll. */
  if (argc == 1 && options->fire != NULL)
    return hex_ruling_fire (loaded, options);
  if (argc != 1 || options->attack == NULL || options->defend == NULL ||
      options->result == NULL || options->roll == 0)
    return vd_cli_usage_error ("hex", "%s", _("hex ruling wants BOARD --attack UNIT[,UNIT…] "
                                              "--defend UNIT[,UNIT…] --roll N --result "
                                              "DECISION [--keep]"));
  if (!vd_cli_hex_combat_units (options, &attackers, &defenders, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (is_pre_melee_game (loaded->module))
    return hex_ruling_melee (loaded, attackers, defenders, options);
  if (!reduced_of (options, &reduced))
    return VD_CLI_USAGE;
  attack = vd_hex_attack_reduced (loaded->board, loaded->module,
                                  (const char * const *) attackers,
                                  (const char * const *) defenders, reduced, options->roll,
                                  &error);
  if (attack == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (attack->missing == NULL)
    {
      /* Translators: "the chart gives DR for this roll: there is nothing to rule". */
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the chart gives %s for this roll: there is nothing to rule"),
                           attack->result != NULL ? attack->result : "?");
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->keep && attack->cell_row == NULL)
    {
      /* Translators: "only a chart's cell can be kept: what is missing is …". */
      error = g_error_new (VD_ERROR, VD_ERROR_ARGUMENT,
                           _("only a chart’s cell can be kept, and what is missing is not one: "
                             "%s"), attack->missing);
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_RULING, loaded->board);
  event->ruling_rule = g_strdup (attack->missing_rule != NULL ? attack->missing_rule : "?");
  event->question = g_strdup (attack->missing);
  event->decision = g_strdup (options->result);
  if (options->keep)
    {
      if (!vd_hex_entries_keep_cell (loaded->setup->ruleset, "crt", attack->cell_row,
                                     attack->cell_column, options->result, &error))
        {
          vd_board_event_free (event);
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
      event->chart = g_strdup ("crt");
      event->chart_row = g_strdup (attack->cell_row);
      event->chart_column = g_strdup (attack->cell_column);
    }
  return record_ruling (loaded, event, options);
}

/* The combats the phase owes, and a plan's check (vd-cli-hex-combats.c). */
static int
hex_combats (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  return vd_cli_hex_combats (loaded->setup, loaded->module, argc, options->json, options->plan,
                             options->plan_file);
}

int
vd_cli_hex (int argc, char **argv)
{
  static const struct {
    const char *name;
    int       (*run) (Loaded *loaded, int argc, char **argv, const HexOptions *options);
  } commands[] = {
    { "info", hex_info },
    { "distance", hex_distance },
    { "line", hex_line },
    { "reach", hex_reach },
    { "move", hex_move },
    { "supply", hex_supply },
    { "command", hex_command },
    { "los", vd_cli_hex_los },
    { "odds", hex_odds },
    { "attack", hex_attack },
    { "retreat", vd_cli_hex_retreat },
    { "apply", hex_apply },
    { "refuse", hex_refuse },
    { "ruling", hex_ruling },
    { "combats", hex_combats },
    { "fire", vd_cli_hex_fire },
    { "roster", vd_cli_hex_roster },
    { "recover", vd_cli_hex_recover },
    { "returns", vd_cli_hex_returns },
    { "british-withdrawal", vd_cli_hex_british },
    { "levels", vd_cli_hex_levels },
    { "turn", vd_cli_hex_turn },
    { "victory", vd_cli_hex_victory },
    { "morale", vd_cli_hex_morale },
    { "officer", vd_cli_hex_officer },
    { "carre", vd_cli_hex_carre },
    { "recall", vd_cli_hex_recall },
    { "limber", vd_cli_hex_limber },
    { "fire-checks", vd_cli_hex_fire_checks },
    { "charge", vd_cli_hex_charge },
    { "withdraw", vd_cli_hex_withdraw },
    { "rout", vd_cli_hex_rout },
    { "extend", vd_cli_hex_extend },
    { "skirmish", vd_cli_hex_skirmish },
    { "stoppage", vd_cli_hex_stoppage },
    { "melee", vd_cli_hex_melee },
    { "charge-steps", vd_cli_hex_charge_steps },
    { "melee-steps", vd_cli_hex_melee_steps },
    { "square-steps", vd_cli_hex_square_steps },
    { "emergency", vd_cli_hex_emergency },
    { "order", vd_cli_hex_order },
    { "orders", vd_cli_hex_orders },
    { "initiative", vd_cli_hex_initiative },
    { "battery", vd_cli_hex_battery },
    { "artillery", vd_cli_hex_artillery },
    { "fire-split", vd_cli_hex_fire_split },
    { "desertion", vd_cli_hex_desertion },
    { "chateau", vd_cli_hex_chateau },
    { "hexside", vd_cli_hex_hexside },
  };
  HexOptions options = { .hexes = 1, .officer_value = -1, .elite = -1, .before = -1,
                         .quality = -1, .sender_quality = -1, .anti = G_MININT };
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &options.json, N_("Print one JSON document"), NULL },
    { "to", 0, 0, G_OPTION_ARG_STRING, &options.to,
      N_("move: the hex to go to; retreat (BN): the hex the retreat recorded ends in; order "
         "(BN): the officer or HQ receiving the order"),
      N_("HEX") },
    { "via", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.via,
      N_("move: a hex to pass through, in order (repeatable)"), N_("HEX") },
    { "forced", 0, 0, G_OPTION_ARG_INT, &options.forced,
      N_("reach, move: a forced march of N extra movement points"), N_("N") },
    { "formation", 0, 0, G_OPTION_ARG_STRING, &options.formation,
      N_("reach, move: the formation the unit takes, its points rescaled (BN 16.1b)"),
      N_("FORMATION") },
    { "change-at", 0, 0, G_OPTION_ARG_STRING, &options.change_at,
      N_("move: where it takes that formation: its hex (the default), a --via hex or --to"),
      N_("HEX") },
    { "attack", 0, 0, G_OPTION_ARG_STRING, &options.attack,
      N_("odds, melee: the attacking counters, separated by commas"), N_("UNIT[,UNIT…]") },
    { "defend", 0, 0, G_OPTION_ARG_STRING, &options.defend,
      N_("odds, melee: the defending counters, separated by commas"), N_("UNIT[,UNIT…]") },
    { "roll", 0, 0, G_OPTION_ARG_INT, &options.roll,
      N_("attack: the roll of the players' own die (without it, Vedette rolls and records it)"),
      N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT, &options.seed,
      N_("attack: where Vedette's die starts, for a roll a script can repeat"), N_("N") },
    { "hexes", 0, 0, G_OPTION_ARG_INT, &options.hexes,
      N_("retreat: how many hexes (1, the default)"), N_("N") },
    { "result", 0, 0, G_OPTION_ARG_STRING, &options.result,
      N_("apply: the CRT's result to apply; ruling: the referee's decision; morale: the result read on the referee's own Morale Table; chateau (LBA): the melee's result, DD"), N_("CODE") },
    { "retreat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.retreat,
      N_("apply: where a unit with a choice retreats, picked by its chooser (repeatable)"),
      N_("UNIT=HEX") },
    { "advance", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.advance,
      N_("apply: a victor advancing into the hex the losers left (repeatable)"),
      N_("UNIT[=HEX]") },
    { "reduce", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.reduce,
      N_("odds, attack, ruling: an attacker attacking at less than its strength (1914-CBT-7, "
         "repeatable)"), N_("UNIT=STRENGTH") },
    { "reentry-die", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.reentry_die,
      N_("apply: the re-entry die of a counter the result puts off the map, or “roll” for "
         "Vedette’s (1914-RET-5, repeatable)"), N_("UNIT=DIE") },
    { "melee-from", 0, 0, G_OPTION_ARG_STRING, &options.melee_from,
      N_("retreat: the hex a melee came from; the loser goes out opposite it (BN 23.1k)"),
      N_("HEX") },
    { "back-to", 0, 0, G_OPTION_ARG_STRING, &options.back_to,
      N_("retreat: the hex a beaten melee attacker came from, its way back (BN 23.1k); charge "
         "(LBA): the hex the referee moves a recalled charger back to (LBA-REC-1)"),
      N_("HEX") },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &options.keep,
      N_("ruling: keep the decision as the chart's cell, in the owner's entries"), NULL },
    { "fire", 0, 0, G_OPTION_ARG_STRING, &options.fire,
      N_("fire: the firers and the points read for each on the fire-point tables"),
      N_("UNIT=POINTS[,UNIT=POINTS…]") },
    { "target", 0, 0, G_OPTION_ARG_STRING, &options.target,
      N_("fire: the counter fired at; charge: the counter charged"), N_("UNIT") },
    { "condition", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.condition,
      N_("odds (LBA): a row of the infantry pre-melee chart that holds, as the referee sees it "
         "(repeatable)"), N_("ROW") },
    { "casualties", 0, 0, G_OPTION_ARG_STRING, &options.casualties,
      N_("apply --target: how the owner shares the casualties among the stack (BN 11.5f)"),
      N_("UNIT=N[,UNIT=N…]") },
    { "officer", 0, 0, G_OPTION_ARG_STRING, &options.officer,
      N_("apply --target: the officer killed on 55 or 66 (without it, Vedette draws one)"),
      N_("UNIT") },
    { "charge", 0, 0, G_OPTION_ARG_NONE, &options.charge,
      N_("apply --target: the fire of a cavalry charge, whose stragglers are casualties (BN 21.0b)"),
      NULL },
    { "reaction", 0, 0, G_OPTION_ARG_NONE, &options.reaction,
      N_("charge (BN): a reaction charge, whose line of sight counts on declaring only (15.2c)"),
      NULL },
    { "unit", 0, 0, G_OPTION_ARG_STRING, &options.unit,
      N_("los: the counter firing from the first hex, whose range is checked"), N_("UNIT") },
    { "lost", 0, 0, G_OPTION_ARG_INT, &options.lost,
      N_("odds (LBA): increments the attacking hex lost to defensive fire (LBA-PRE-2); fire "
         "(LBA): increments the target lost (LBA-COS-1); fire-checks (LBA): increments the unit "
         "lost to this fire (LBA-MC-1 to 3)"),
      N_("N") },
    { "defender-morale", 0, 0, G_OPTION_ARG_INT, &options.defender_morale,
      N_("odds (LBA): the printed morale of the defender who fired (elite: LBA-ELITE-1)"),
      N_("N") },
    { "attacker-morale", 0, 0, G_OPTION_ARG_INT, &options.attacker_morale,
      N_("odds (LBA): the attacker's printed morale (elite against elite: LBA-ELITE-2)"),
      N_("N") },
    { "flank", 0, 0, G_OPTION_ARG_NONE, &options.flank,
      N_("fire: a firer that is not a skirmisher fires from the target's flank or rear (BN 13.0b)"),
      NULL },
    { "opportunity", 0, 0, G_OPTION_ARG_NONE, &options.opportunity,
      N_("fire (BN): an opportunity fire at the target, a moving enemy in the batteries' "
         "close-fire zone (15.1)"), NULL },
    { "grade", 0, 0, G_OPTION_ARG_STRING, &options.grade,
      N_("morale: the grade printed on the checking unit's counter (BN 25.0)"), N_("A–E") },
    { "up", 0, 0, G_OPTION_ARG_INT, &options.up,
      N_("morale: the fire result's “1 up” or “2 up” (BN 20.4a)"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &options.level,
      N_("morale: the stack's level now (without it, its counters' state)"), N_("LEVEL") },
    { "officer-value", 0, 0, G_OPTION_ARG_INT, &options.officer_value,
      N_("morale: the value of the officer in the hex that counts (BN 26.3a)"), N_("N") },
    { "elite", 0, 0, G_OPTION_ARG_INT, &options.elite,
      N_("morale: the rows the side's wrecked elite divisions take, summed (BN 25.6)"),
      N_("N") },
    { "melee", 0, 0, G_OPTION_ARG_NONE, &options.melee,
      N_("morale: a check during a melee (BN 23.1l); fire: a fire within a melee or a charge, "
         "as a movement phase allows (BN 20.0)"), NULL },
    { "night", 0, 0, G_OPTION_ARG_NONE, &options.night,
      N_("morale: a check by night (BN 28.0d)"), NULL },
    { "rally", 0, 0, G_OPTION_ARG_NONE, &options.rally,
      N_("morale: the stack's rally step instead of a check (BN 25.5)"), NULL },
    { "overrun", 0, 0, G_OPTION_ARG_NONE, &options.overrun,
      N_("officer: enemy units entered his hex, which holds only officers (BN 26.4e)"), NULL },
    { "stack-destroyed", 0, 0, G_OPTION_ARG_NONE, &options.stack_destroyed,
      N_("officer: the stack he was with is destroyed and he lives (BN 26.4d)"), NULL },
    { "from", 0, 0, G_OPTION_ARG_STRING, &options.from,
      N_("carre (LBA): the formation the infantry forms carré from, column or line; order "
         "(BN): the officer sending the order"),
      N_("FORMATION") },
    { "mp", 0, 0, G_OPTION_ARG_INT, &options.mp,
      N_("carre (LBA): the carré table's row, 1 to 4 movement points (LBA-CAR-1)"), N_("N") },
    { "modifier", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.modifier,
      N_("carre (LBA): a carré modifier of the unit's nation, with its value where it has one "
         "(repeatable: LBA-CAR-2, LBA-CAR-3)"), N_("NAME[=VALUE]") },
    { "across", 0, 0, G_OPTION_ARG_STRING, &options.across,
      N_("move (LBA): the neighbour of --to whose hexside the move seats an Sk regiment on, "
         "under reading lba-i-sk-move's moves-in-mode (LBA-DRAG-1)"), N_("HEX") },
    { "spread", 0, 0, G_OPTION_ARG_STRING, &options.spread,
      N_("move (LBA): the vineyard hexes an infantry battalion holds besides --to, "
         "comma-separated (LBA-VIN-3)"), N_("HEX,HEX") },
    { "charger", 0, 0, G_OPTION_ARG_STRING, &options.charger,
      N_("carre (LBA): the charging cavalry, whose marks give the lance and light-cavalry "
         "modifiers (LBA-CAR-2, LBA-CAR-3)"), N_("UNIT") },
    { "apply", 0, 0, G_OPTION_ARG_NONE, &options.apply,
      N_("carre (LBA): record the result as the counter's state, one undo step; fire (LBA): "
         "record a Cossack rout the same way; limber (LBA): record the battery limbered; "
         "morale (BN): record the stack's new level and stragglers; retreat (BN): record the "
         "retreat into --to; chateau (LBA): record a DD's lost increment; charge (LBA): record "
         "the recall die rolled and a recalled charger moved back; stoppage (BN): record the "
         "roll, 10.3's step"),
      NULL },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &options.kind,
      N_("recall, charge (LBA): the cavalry's row of the recall chart (LBA-REC-1); limber "
         "(LBA): the "
         "battery's row of the limber chart (LBA-LIMB-1); fire-checks (LBA): the unit's row of "
         "the fire-loss chart (LBA-MC-1 to 3)"), N_("ROW") },
    { "bonus", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.bonus,
      N_("limber (LBA): a leader's limbering bonus (repeatable: LBA-LIMB-2)"), N_("NAME") },
    { "before", 0, 0, G_OPTION_ARG_INT, &options.before,
      N_("fire-checks (LBA): increments the unit lost to fire before this one "
         "(lba-i-loss-count)"), N_("N") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &options.side,
      N_("victory: the count as SIDE may know it (none where the game keeps the enemy's losses "
         "secret)"), N_("SIDE") },
    { "personality", 0, 0, G_OPTION_ARG_NONE, &options.personality,
      N_("recall, charge (LBA): a personality with a cavalry modifier is with it, +1 "
         "(LBA-REC-1)"),
      NULL },
    { "type", 0, 0, G_OPTION_ARG_STRING, &options.order_type,
      N_("order, initiative (BN): the order's type, attack or other (10.1a, 10.2b)"), N_("TYPE") },
    { "method", 0, 0, G_OPTION_ARG_STRING, &options.method,
      N_("order (BN): in person, or by aide-de-camp written or verbal (10.1a)"),
      N_("person|written|verbal") },
    { "text", 0, 0, G_OPTION_ARG_STRING, &options.text,
      N_("order (BN): the order's words, kept on the sheet"), N_("TEXT") },
    { "arrive", 0, 0, G_OPTION_ARG_INT, &options.arrive,
      N_("order (BN): the sheet's line arriving, rolled on the Acceptance Table (10.1f)"),
      N_("LINE") },
    { "drop", 0, 0, G_OPTION_ARG_INT, &options.drop,
      N_("order (BN): the divisional order dropped, its division back within its corps' "
         "radius (10.5b)"), N_("LINE") },
    { "release", 0, 0, G_OPTION_ARG_INT, &options.release,
      N_("order (BN): the delayed line rolling --die to end its delay (10.1f)"), N_("LINE") },
    { "die", 0, 0, G_OPTION_ARG_INT, &options.die,
      N_("order --release (BN): the die rolled, 1 to 6"), N_("N") },
    { "column", 0, 0, G_OPTION_ARG_STRING, &options.column,
      N_("order --arrive (BN): the acceptance column, as read on the line above the table"),
      N_("COLUMN") },
    { "commander-lost", 0, 0, G_OPTION_ARG_NONE, &options.commander_lost,
      N_("stoppage (BN): the corps' first commander is killed, wounded or promoted (10.3a)"),
      NULL },
    { "charged", 0, 0, G_OPTION_ARG_NONE, &options.charged,
      N_("stoppage (BN): a unit of the corps was charged in an earlier turn (10.3a)"), NULL },
    { "recalled", 0, 0, G_OPTION_ARG_NONE, &options.recalled,
      N_("charge-steps (BN): the charge was recalled, and no one becomes blown (24.2)"), NULL },
    { "forced-back", 0, 0, G_OPTION_ARG_NONE, &options.forced_back,
      N_("charge-steps (BN): the chargers' morale check forced them back (24.1l)"), NULL },
    { "fell-back", 0, 0, G_OPTION_ARG_NONE, &options.fell_back,
      N_("charge-steps (BN): the skirmisher reaction-charged fell back (15.2g)"), NULL },
    { "pursue", 0, 0, G_OPTION_ARG_STRING, &options.pursue,
      N_("charge-steps (BN): the hex the chargers pursue into (24.1-H)"), N_("HEX") },
    { "quality", 0, 0, G_OPTION_ARG_INT, &options.quality,
      N_("order --arrive (BN): the receiver's quality; initiative: the officer's"), N_("N") },
    { "sender-quality", 0, 0, G_OPTION_ARG_INT, &options.sender_quality,
      N_("order (BN): the sender's quality, for his command points and the acceptance"),
      N_("N") },
    { "anti", 0, 0, G_OPTION_ARG_INT, &options.anti,
      N_("initiative (BN): the anti-initiative modifier (10.2e; default 0)"), N_("N") },
    { "rank", 0, 0, G_OPTION_ARG_STRING, &options.rank,
      N_("initiative, emergency, stoppage (BN): the officer's rank, army, wing, corps or "
         "division (10.2c, 10.4, 10.3c)"),
      N_("RANK") },
    { "order", 0, 0, G_OPTION_ARG_STRING, &options.order,
      N_("initiative (BN): the order he gives himself on success (10.2f)"), N_("TEXT") },
    { "preliminary", 0, 0, G_OPTION_ARG_NONE, &options.preliminary,
      N_("order (BN): a preliminary order, before play (10.1i)"), NULL },
    { "points", 0, 0, G_OPTION_ARG_INT, &options.points,
      N_("battery (BN): the artillery points moved or detached (27.1)"), N_("N") },
    { "shared", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.shared,
      N_("fire (BN): a firer sharing its fire among targets by whole levels, whose fire this "
         "phase at another hex does not count (20.2e, repeatable)"), N_("UNIT") },
    { "into", 0, 0, G_OPTION_ARG_STRING, &options.into,
      N_("fire-split (BN): the parts of a unit's fire, levels or artillery points (20.2e)"),
      N_("PART[,PART…]") },
    { "sixth-battalion", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options.sixth_battalion,
      N_("chateau (LBA): an attacker the referee names a 6th battalion, which has no sappers "
         "(LBA-CHAT-5, repeatable)"), N_("UNIT") },
    { "plan", 0, 0, G_OPTION_ARG_STRING, &options.plan,
      N_("combats: combats to check, “A1,A2>D1;A3>D2”"), N_("PLAN") },
    { "plan-file", 0, 0, G_OPTION_ARG_FILENAME, &options.plan_file,
      N_("combats: a file of combats to check, one a line"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("COMMAND BOARD … — the questions of hex mode"));
  Loaded loaded = { NULL, NULL, NULL, NULL };
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Commands:\n"
                                  "  info BOARD HEX        terrain, hexsides, units, markers and ZOC of a hex\n"
                                  "  distance BOARD HEX HEX  distance in hexes\n"
                                  "  line BOARD HEX HEX    the hexes a centre-to-centre line crosses, and the\n"
                                  "                        hexsides it runs along\n"
                                  "  reach BOARD UNIT      every hex the unit can reach this phase, its least\n"
                                  "                        cost and path\n"
                                  "  move BOARD UNIT --to HEX [--via HEX]… [--across HEX] [--spread HEX,HEX]  legal or not, cost, path, why\n"
                                  "  supply BOARD [UNIT]   each counter's line of communication (operational\n"
                                  "                        or not), and why\n"
                                  "  command BOARD [UNIT]  each counter within its commander's radius or not,\n"
                                  "                        and why\n"
                                  "  los BOARD HEX HEX [--unit UNIT]  clear or blocked by the game's\n"
                                  "                        line-of-sight rules, what blocks, why; the firer's range\n"
                                  "  odds BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…]  strengths after\n"
                                  "                        every modifier, odds, CRT column, die modifier, why\n"
                                  "  attack BOARD --attack … --defend … --roll N  the CRT's result for the roll\n"
                                  "  retreat BOARD UNIT[=N][,UNIT[=N]…] [--hexes N] [--melee-from HEX | --back-to HEX]\n"
                                  "                        every legal retreat, friends pushed on, or\n"
                                  "                        what comes of none; a stack's one distance\n"
                                  "                        (BN 25.3b); --to HEX --apply records it, and\n"
                                  "                        --apply alone what comes of none (BN 16.2c)\n"
                                  "  apply BOARD --attack … --defend … --result CODE [--retreat UNIT=HEX]…\n"
                                  "        [--advance UNIT[=HEX]]… [--reentry-die UNIT=DIE]…  the result as\n"
                                  "                        journal events, one undo step\n"
                                  "  refuse BOARD --attack … --defend … [--retreat UNIT=HEX]… [--advance UNIT]…\n"
                                  "                        the defenders fall back instead of fighting (1914)\n"
                                  "  apply BOARD --target UNIT --result X(Y)[+MC] [--roll NN] [--casualties UNIT=N,…]\n"
                                  "                        a Fire Table result on the loss rosters (BN)\n"
                                  "  roster BOARD [UNIT]   the loss rosters' rows, strengths and wrecks (BN)\n"
                                  "  recover BOARD UNIT [--result N]  whether a brigade may recover\n"
                                  "                        stragglers, and those the referee's table gives, or\n"
                                  "                        blown cavalry its formed face (BN)\n"
                                  "  returns BOARD         who is out of play, when and where each comes\n"
                                  "                        back, which eliminated pairs may be rebuilt (1914)\n"
                                  "  british-withdrawal BOARD  option (a) on turn 5: whether the French stand\n"
                                  "                        behind the line and the British leave (1914)\n"
                                  "  levels BOARD [--side SIDE]  each formation's battalions lost or routed\n"
                                  "                        and the morale level it has reached (LBA)\n"
                                  "  turn BOARD            the turn and phase, its hours and conditions, what\n"
                                  "                        the phase still owes, what comes next\n"
                                  "  victory BOARD         each side's count with its parts, the winner and the\n"
                                  "                        level, as far as the game's seed gives them\n"
                                  "  ruling BOARD --attack … --defend … --roll N --result DECISION [--keep]\n"
                                  "                        the referee's ruling on a missing cell, kept\n"
                                  "  combats BOARD [--plan PLAN]  who must attack and be attacked this phase,\n"
                                  "                        who has fought, and whether a plan does it\n"
                                  "  fire BOARD --fire UNIT=POINTS[,…] --target UNIT [--flank] [--roll NN]\n"
                                  "                        fire points, the Fire Table's column and result\n"
                                  "  fire-split BOARD UNIT --into PART[,PART…]  whether a unit may share\n"
                                  "                        its fire so among targets (BN)\n"
                                  "  artillery BOARD --fire BATTERY[,…] --target UNIT  artillery points\n"
                                  "                        added per hex and type, converted, added (BN)\n"
                                  "  battery BOARD FROM [--to UNIT] --points N [--apply]  artillery\n"
                                  "                        points moved or detached (BN)\n"
                                  "  desertion BOARD UNIT [--roll N]  a unit's roll on the Desertion\n"
                                  "                        Table: its column and stragglers (BN)\n"
                                  "  morale BOARD UNIT [--grade G] [--roll NN] [--up N] [--flank] [--level LEVEL]\n"
                                  "        [--rally]  a stack's morale check: its row, the Morale Table's\n"
                                  "                        result and the stack's new level (BN)\n"
                                  "  officer BOARD OFFICER --overrun|--stack-destroyed [--to HEX --apply]\n"
                                  "                        where an officer left without a stack goes (BN)\n"
                                  "  carre BOARD UNIT --from column|line --mp N [--modifier NAME[=VALUE]]…\n"
                                  "        [--charger UNIT] [--roll NN] [--apply]  an infantry's carré attempt:\n"
                                  "                        the table, the modifiers and carré, disorder or\n"
                                  "                        rout (LBA)\n"
                                  "  recall BOARD UNIT [--kind ROW] [--personality] [--roll N]  a cavalry\n"
                                  "                        recall roll: recalled or not (LBA)\n"
                                  "  limber BOARD UNIT [--kind ROW] [--bonus NAME]… [--roll N]\n"
                                  "        [--apply]  a battery's limbering roll: limbers or not (LBA)\n"
                                  "  fire-checks BOARD UNIT --lost N [--before N] [--kind ROW]  the morale\n"
                                  "                        checks a unit's fire losses call (LBA)\n"
                                  "  chateau BOARD --attack UNIT[,UNIT…] --defend UNIT[,UNIT…] [--roll N]\n"
                                  "                        the château's melee: sappers, door, ×1.5 (LBA)\n"
                                  "  chateau BOARD --defend UNIT --result DD [--apply]  a DD in the\n"
                                  "                        château: no retreat, one increment lost (LBA)\n"
                                  "  hexside BOARD UNIT HEX [--apply]  an Sk dragoon regiment set on the\n"
                                  "                        hexside toward HEX (LBA)\n"
                                  "  charge BOARD UNIT --target UNIT  whether the rules allow the charge,\n"
                                  "                        and why (LBA)\n"
                                  "  charge BOARD UNIT… --target UNIT [--reaction]  whether cavalry may\n"
                                  "                        declare that charge, and why (BN)\n"
                                  "  charge-steps BOARD UNIT… --target UNIT [--reaction] [--recalled]\n"
                                  "        [--forced-back] [--fell-back] [--pursue HEX]  the charge's\n"
                                  "                        steps B to I as far as the board shows them (BN)\n"
                                  "  melee BOARD --attack … --defend …  whether a melee keeps the limits\n"
                                  "                        of 23.1, and why (BN)\n"
                                  "  melee-steps BOARD --attack … --defend …  the melee's steps A to F\n"
                                  "                        as far as the board shows them (BN 8.3)\n"
                                  "  square-steps BOARD UNIT [--roll NN] [--result R]  the square test\n"
                                  "                        of the unit's hex, step by step (BN 8.5)\n"
                                  "  withdraw BOARD UNIT [--to HEX [--apply]]  where blown cavalry\n"
                                  "                        may withdraw, 6 to 12 hexes (BN)\n"
                                  "  rout BOARD UNIT [--to HEX] [--apply]  whether a routed stack\n"
                                  "                        must rout, where to, or its elimination (BN)\n"
                                  "  extend BOARD UNIT [--apply]  whether a unit may create one more\n"
                                  "                        extension now and the split of its strength (BN)\n"
                                  "  skirmish BOARD UNIT detach|split|to-top|to-bottom, recall|combine\n"
                                  "        SKIRMISHER, or fall-back HEX ATTACKER [--apply]  skirmishers\n"
                                  "                        detached, taken back, combined, moved in\n"
                                  "                        their stack or falling back (BN)\n"
                                  "  stoppage BOARD HQ [--quality N] [--roll N] [--commander-lost] [--rank wing]\n"
                                  "        [--charged] [--apply]  whether a corps tests for attack\n"
                                  "                        stoppage, and what the roll means (BN)\n"
                                  "  emergency BOARD HQ [--rank RANK] [--apply]  whether a corps may make\n"
                                  "                        an emergency retreat, and what it costs (BN)\n"
                                  "  order BOARD --from OFFICER --to OFFICER --type attack|other\n"
                                  "        --method person|written|verbal [--text T] [--preliminary] [--apply]\n"
                                  "                        an order's cost, command points and arrival (BN)\n"
                                  "  order BOARD --arrive LINE --roll NN [--column C] [--apply]  its\n"
                                  "                        acceptance; --release LINE --die N a delay (BN)\n"
                                  "  order BOARD --drop LINE [--apply]  a divisional order dropped (BN)\n"
                                  "  orders BOARD          the order sheet: each order's state (BN)\n"
                                  "  initiative BOARD OFFICER --roll NN --quality N [--order T [--type attack|other]]\n"
                                  "        [--apply]\n"
                                  "                        an officer's initiative attempt (BN)"));
  /* A roll of 0 is no roll any die gives: said, not read as "no roll given". */
  for (int i = 1; i < argc; i++)
    if ((g_str_equal (argv[i], "--roll") && i + 1 < argc && atoi (argv[i + 1]) == 0 &&
         strspn (argv[i + 1], "0-+") == strlen (argv[i + 1])) ||
        (g_str_has_prefix (argv[i], "--roll=") && atoi (argv[i] + 7) == 0 &&
         strspn (argv[i] + 7, "0-+") == strlen (argv[i] + 7)))
      return vd_cli_usage_error ("hex", "%s", _("--roll takes a roll of the game's dice, and 0 "
                                                "is none"));
  if (!vd_cli_parse_options (context, &argc, &argv, "hex"))
    return VD_CLI_USAGE;
  if (argc < 3)
    {
      hex_options_clear (&options);
      return vd_cli_usage_error ("hex", "%s", _("give a command and a board"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        if (!load (argv[2], &loaded))
          {
            hex_options_clear (&options);
            return VD_CLI_INVALID;
          }
        status = commands[i].run (&loaded, argc - 2, argv + 2, &options);
        loaded_clear (&loaded);
        hex_options_clear (&options);
        return status;
      }
  {
    g_autofree char *shown = vd_error_cut (argv[1]);

    hex_options_clear (&options);
    g_autoptr(GString) known = g_string_new (NULL);

    /* Every command, from the table itself, so that none is ever left out. */
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      g_string_append_printf (known, "%s%s", i > 0 ? ", " : "", commands[i].name);
    return vd_cli_usage_error ("hex", _("unknown hex command “%s” (this version answers %s)"),
                               shown, known->str);
  }
}
