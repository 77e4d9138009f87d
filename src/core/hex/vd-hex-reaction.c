/* The enemy's zones of opportunity fire and reaction charge (BN 15.1, 15.2): what covers a hex,
 * and where a move triggers them. */
#include "vd-hex-reaction.h"

#include <stdlib.h>
#include <string.h>

static void
reaction_free (VdHexReaction *reaction)
{
  g_free (reaction->unit);
  g_free (reaction);
}

/* Whether the list at KEY of MAP holds VALUE. */
static gboolean
list_has (const VdYamlNode *map, const char *key, const char *value)
{
  return vd_hex_ruleset_node_has (vd_yaml_lookup (map, key), value);
}

static const char *
word (const VdYamlNode *map, const char *key)
{
  return vd_hex_ruleset_word (vd_yaml_lookup (map, key));
}

/* One zone of the module: its name, and whether UNIT (an enemy) has one, and how far. */
typedef struct {
  const char       *name;
  const VdYamlNode *spec;
  int               hexes;
  gboolean          any_hex;   /* leave-any-hex (15.2) rather than leave-zone (15.1) */
} Zone;

static GArray *
zones_of (const VdHexRuleset *module)
{
  const VdYamlNode *all = vd_hex_ruleset_lookup (module, "zoc.substitutes");
  GArray *zones = g_array_new (FALSE, FALSE, sizeof (Zone));

  for (guint i = 0; all != NULL && all->kind == VD_YAML_MAPPING && i + 1 < all->n_children;
       i += 2)
    {
      const VdYamlNode *spec = all->children[i + 1];
      const char *hexes = word (spec, "hexes"), *trigger = word (spec, "trigger");
      Zone zone = { all->children[i]->value, spec, 0, FALSE };

      if (hexes == NULL || trigger == NULL || vd_yaml_lookup (spec, "classes") == NULL)
        continue;
      /* "Within 3 hexes": the third counts unless the module says it does not. */
      zone.hexes = atoi (hexes) - (g_strcmp0 (word (spec, "inclusive"), "false") == 0 ? 1 : 0);
      zone.any_hex = g_str_equal (trigger, "leave-any-hex");
      g_array_append_val (zones, zone);
    }
  return zones;
}

static gboolean
has_zone (const Zone *zone, const VdBoardUnit *unit, const char *side)
{
  /* 15.2a: blown cavalry has no zone, whether the board says blown by formation or state. */
  return unit->placed && g_strcmp0 (unit->side, side) != 0 &&
         list_has (zone->spec, "classes", unit->unit_class) &&
         !list_has (zone->spec, "not_in_state", unit->state) &&
         !list_has (zone->spec, "not_in_state", unit->formation);
}

static VdHexReaction *
reaction_new (const Zone *zone, const VdBoardUnit *unit, VdHex hex)
{
  VdHexReaction *reaction = g_new0 (VdHexReaction, 1);

  reaction->zone = zone->name;
  reaction->rule = word (zone->spec, "rule");
  reaction->needs = vd_hex_ruleset_text (vd_yaml_lookup (zone->spec, "unjudged"));
  reaction->unit = g_strdup (unit->id);
  reaction->hex = hex;
  return reaction;
}

GPtrArray *
vd_hex_reaction_zones_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                          const char *side)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) reaction_free);
  g_autoptr(GArray) zones = zones_of (module);

  for (guint z = 0; z < zones->len; z++)
    {
      const Zone *zone = &g_array_index (zones, Zone, z);

      for (guint i = 0; i < board->units->len; i++)
        {
          const VdBoardUnit *unit = board->units->pdata[i];

          if (has_zone (zone, unit, side) && vd_hex_distance (unit->hex, hex) <= zone->hexes)
            g_ptr_array_add (found, reaction_new (zone, unit, hex));
        }
    }
  return found;
}

GPtrArray *
vd_hex_reactions_along (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                        GArray *path)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) reaction_free);
  const VdBoardUnit *mover = vd_board_find_unit (board, unit_id);
  g_autoptr(GArray) zones = zones_of (module);

  if (mover == NULL || path == NULL)
    return found;
  for (guint z = 0; z < zones->len; z++)
    {
      const Zone *zone = &g_array_index (zones, Zone, z);

      for (guint i = 0; i < board->units->len; i++)
        {
          const VdBoardUnit *unit = board->units->pdata[i];

          if (!has_zone (zone, unit, mover->side))
            continue;
          /* 15.1: about to leave the zone; 15.2: leaving any hex of it. Once each. */
          for (guint s = 0; s + 1 < path->len; s++)
            {
              VdHex here = g_array_index (path, VdHex, s);
              VdHex next = g_array_index (path, VdHex, s + 1);
              gboolean inside = vd_hex_distance (unit->hex, here) <= zone->hexes;

              if (inside && (zone->any_hex || vd_hex_distance (unit->hex, next) > zone->hexes))
                {
                  g_ptr_array_add (found, reaction_new (zone, unit, here));
                  break;
                }
            }
        }
    }
  return found;
}

GPtrArray *
vd_hex_reactions_on_change (const VdBoard *board, const VdHexRuleset *module,
                            const char *unit_id, VdHex at)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) reaction_free);
  const VdBoardUnit *mover = vd_board_find_unit (board, unit_id);
  g_autoptr(GArray) zones = zones_of (module);

  if (mover == NULL)
    return found;
  for (guint z = 0; z < zones->len; z++)
    {
      const Zone *zone = &g_array_index (zones, Zone, z);
      const char *rule = word (zone->spec, "formation_change_rule");

      if (rule == NULL)
        continue;
      for (guint i = 0; i < board->units->len; i++)
        {
          const VdBoardUnit *unit = board->units->pdata[i];

          if (has_zone (zone, unit, mover->side) && vd_hex_distance (unit->hex, at) <= zone->hexes)
            {
              VdHexReaction *reaction = reaction_new (zone, unit, at);

              reaction->rule = rule;
              reaction->on_change = TRUE;
              g_ptr_array_add (found, reaction);
            }
        }
    }
  return found;
}
