/* What one step costs: the Mover and its index of the board, ground, hexsides, roads, zones. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-error.h"

void
vd_hex_move_hex_reason (GArray *reasons, const char *rule, VdHex hex, double mp)
{
  StepReason reason = { rule, FALSE, hex, { { 0, 0 }, 0 }, mp };

  g_array_append_val (reasons, reason);
}

static void
side_reason (GArray *reasons, const char *rule, VdHexside side, double mp)
{
  StepReason reason = { rule, TRUE, { 0, 0 }, side, mp };

  g_array_append_val (reasons, reason);
}

static GArray *
step_reasons_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (StepReason));
}

void
vd_hex_move_step_clear (Step *step)
{
  g_clear_pointer (&step->reasons, g_array_unref);
  g_clear_pointer (&step->rule, g_free);
  g_clear_pointer (&step->why, g_free);
}

static void
index_add (GHashTable *index, gint64 key, gconstpointer item)
{
  GPtrArray *list = g_hash_table_lookup (index, &key);

  if (list == NULL)
    {
      list = g_ptr_array_new ();
      g_hash_table_insert (index, g_memdup2 (&key, sizeof key), list);
    }
  g_ptr_array_add (list, (gpointer) item);
}

static void
mover_index (Mover *m)
{
  const VdBoard *board = m->board;

  m->occupants = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  m->features = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                       (GDestroyNotify) g_ptr_array_unref);
  m->roads = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                    (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (board->units, i);
      gint64 key = vd_hex_move_hex_key (unit->hex, FALSE);
      int flags;

      if (!unit->placed)
        continue;
      flags = GPOINTER_TO_INT (g_hash_table_lookup (m->occupants, &key));
      flags |= g_strcmp0 (unit->side, m->unit->side) == 0 ? OCCUPIED_FRIEND : OCCUPIED_ENEMY;
      g_hash_table_insert (m->occupants, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (flags));
    }
  for (guint i = 0; i < board->hexsides->len; i++)
    {
      const VdBoardHexside *feature = g_ptr_array_index (board->hexsides, i);

      /* A destroyed bridge is no bridge (NaA ICE-4). */
      if (!vd_board_marker_removes (board, m->module, feature))
        index_add (m->features, vd_hex_move_side_key (feature->side), feature);
    }
  for (guint i = 0; i < board->roads->len; i++)
    {
      const VdBoardRoad *road = g_ptr_array_index (board->roads, i);

      for (guint h = 0; h + 1 < road->hexes->len; h++)
        {
          VdHexside side;

          if (vd_hexside_between (g_array_index (road->hexes, VdHex, h),
                                  g_array_index (road->hexes, VdHex, h + 1), &side))
            index_add (m->roads, vd_hex_move_side_key (side), road->type);
        }
    }
}

int
vd_hex_move_occupied (const Mover *m, VdHex hex)
{
  gint64 key = vd_hex_move_hex_key (hex, FALSE);

  return GPOINTER_TO_INT (g_hash_table_lookup (m->occupants, &key));
}

static GPtrArray *
indexed (GHashTable *index, VdHexside side)
{
  gint64 key = vd_hex_move_side_key (side);

  return g_hash_table_lookup (index, &key);
}

const VdYamlNode *
vd_hex_move_lookup (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);

  return node != NULL && !vd_yaml_node_is_null (node) ? node : NULL;
}

int
vd_hex_move_zone_of (Mover *m, VdHex hex)
{
  gint64 key = vd_hex_move_hex_key (hex, FALSE);
  gpointer found;
  g_autoptr(VdHexZoc) zoc = NULL;
  int zone = ZONE_FREE;

  if (g_hash_table_lookup_extended (m->zones, &key, NULL, &found))
    return GPOINTER_TO_INT (found) - 1;
  /* No enemy around, no enemy zone: the common case, without asking the zones. */
  {
    gboolean enemy_near = FALSE;

    for (int d = 0; d < 6 && !enemy_near; d++)
      enemy_near = (vd_hex_move_occupied (m, vd_hex_neighbour (hex, d)) & OCCUPIED_ENEMY) != 0;
    if (!enemy_near)
      {
        g_hash_table_insert (m->zones, g_memdup2 (&key, sizeof key),
                             GINT_TO_POINTER (ZONE_FREE + 1));
        return ZONE_FREE;
      }
  }
  zoc = vd_hex_zoc_at (m->board, m->module, hex);
  if (vd_hex_zoc_has_enemy (zoc, m->unit->side, NULL))
    zone = zoc->doubts->len > 0 ? ZONE_DOUBT : ZONE_ENEMY;
  else if (zoc->doubts->len > 0)
    {
      /* An enemy beside the hex (there is one) whose zone the module may or may not stop. */
      zone = ZONE_DOUBT;
    }
  g_hash_table_insert (m->zones, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (zone + 1));
  return zone;
}

/* The cost of terrain or a hexside feature ID for the unit's class, as a part of a step; a
 * class barred from it sets *BANNED_BY (may be NULL) to the game's rule for prohibited ground
 * (`movement.prohibited_rule`, BN 16.2c), when it names one. */
static StepKind
mp_of (Mover *m, const VdHexTerrain *terrain, double *mp, char **why, const char **banned_by)
{
  const VdHexMp *cost = terrain != NULL ? &terrain->mp[m->class_index] : NULL;
  const VdHexName *unit_class = m->module->classes->pdata[m->class_index];
  StepKind by_formation;

  /* What its formation may cross comes before what its class may (BN 11.2). */
  if (vd_hex_move_formation_mp (m, terrain, &by_formation, mp, why))
    return by_formation;
  if (cost == NULL || cost->status == VD_HEX_MP_MISSING)
    {
      /* Translators: "Woods: movement points missing for Cavalry" (the module leaves it ~). */
      *why = g_strdup_printf (_("%s: movement points missing for %s"),
                              terrain != NULL ? vd_text_get (&terrain->name) : "?",
                              vd_text_get (&unit_class->name));
      return STEP_UNKNOWN;
    }
  if (cost->status == VD_HEX_MP_PROHIBITED)
    {
      /* Translators: "Forest: prohibited to Artillery". */
      *why = g_strdup_printf (_("%s: prohibited to %s"), vd_text_get (&terrain->name),
                              vd_text_get (&unit_class->name));
      if (banned_by != NULL)
        *banned_by = vd_hex_ruleset_lookup_word (m->module, "movement.prohibited_rule");
      return STEP_FORBIDDEN;
    }
  *mp = cost->mp;
  return STEP_OK;
}

static const char *
first_rule (const VdHexTerrain *terrain)
{
  return terrain != NULL && terrain->rules[0] != NULL ? terrain->rules[0] : NULL;
}

void
vd_hex_move_set_blocked (Step *step, StepKind kind, const char *rule, char *why)
{
  step->kind = kind;
  g_free (step->rule);
  step->rule = g_strdup (rule);
  g_free (step->why);
  step->why = why;
}

/* What crossing SIDE costs: each feature drawn on it, and a level change where the two hexes'
 * elevations differ when the module counts one (`movement.level_change`, BN 4.0); of the
 * features a group of `movement.highest_of` names, only the dearest (BN 16.2e: a slope that is
 * also a level change). Added to TOTAL, each with its rule in REASONS. */
static StepKind
hexside_costs (Mover *m, VdHex a, VdHex b, VdHexside side, GPtrArray *drawn, GArray *reasons,
               double *total, const char **blocked, char **why)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GArray) costs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) kept = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_autoptr(GPtrArray) rules = g_ptr_array_new ();
  const char *level = vd_hex_ruleset_lookup_word (m->module, "movement.level_change");
  const VdYamlNode *groups = vd_hex_move_lookup (m->module, "movement.highest_of");

  for (guint i = 0; drawn != NULL && i < drawn->len; i++)
    g_ptr_array_add (ids, ((VdBoardHexside *) drawn->pdata[i])->feature);
  if (level != NULL && !g_ptr_array_find_with_equal_func (ids, level, g_str_equal, NULL))
    {
      const VdBoardHex *ha = vd_board_get_hex (m->board, a), *hb = vd_board_get_hex (m->board, b);
      int ea = ha != NULL && ha->has_elevation ? ha->elevation : 0;
      int eb = hb != NULL && hb->has_elevation ? hb->elevation : 0;

      if (ea != eb)
        g_ptr_array_add (ids, (gpointer) level);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const VdHexTerrain *feature = vd_hex_ruleset_find_hexside (m->module, ids->pdata[i]);
      double mp = 0;
      gboolean yes = TRUE;
      const char *banned_by = NULL;
      StepKind kind = mp_of (m, feature, &mp, why, &banned_by);

      if (kind != STEP_OK)
        {
          /* Refused or unknown by the feature, said with its rule, not the ground's. */
          *blocked = banned_by != NULL ? banned_by : first_rule (feature);
          return kind;
        }
      g_array_append_val (costs, mp);
      g_array_append_val (kept, yes);
      g_ptr_array_add (rules, (gpointer) first_rule (feature));
    }
  /* Of a group's features on the same side, the dearest only. */
  for (guint g = 0; groups != NULL && groups->kind == VD_YAML_SEQUENCE && g < groups->n_children;
       g++)
    {
      const VdYamlNode *members = vd_yaml_lookup (groups->children[g], "features");
      const VdYamlNode *rule = vd_yaml_lookup (groups->children[g], "rule");
      int best = -1;
      guint n = 0;

      for (guint i = 0; members != NULL && members->kind == VD_YAML_SEQUENCE && i < ids->len; i++)
        for (guint k = 0; k < members->n_children; k++)
          if (g_array_index (kept, gboolean, i) &&
              g_strcmp0 (members->children[k]->value, ids->pdata[i]) == 0)
            {
              n++;
              if (best < 0 || g_array_index (costs, double, i) > g_array_index (costs, double, best))
                best = (int) i;
            }
      if (n < 2)
        continue;
      for (guint i = 0; i < ids->len; i++)
        for (guint k = 0; k < members->n_children; k++)
          if ((int) i != best && g_strcmp0 (members->children[k]->value, ids->pdata[i]) == 0)
            g_array_index (kept, gboolean, i) = FALSE;
      if (rule != NULL && rule->kind == VD_YAML_SCALAR)
        rules->pdata[best] = rule->value;
    }
  if (vd_hex_move_bridge_policy (m, ids, kept, total, reasons, blocked, why) != STEP_OK)
    return STEP_UNKNOWN;
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (kept, gboolean, i))
      {
        *total += g_array_index (costs, double, i);
        side_reason (reasons, rules->pdata[i], side, g_array_index (costs, double, i));
        if (vd_hex_move_frozen_rule (m, ids->pdata[i]) != NULL)
          side_reason (reasons, vd_hex_move_frozen_rule (m, ids->pdata[i]), side, 0);
      }
  /* BN 16.2b: a hexside's cost is added to the hex's, said once by the rule the module names. */
  if (ids->len > 0 && vd_hex_ruleset_lookup_word (m->module, "movement.hexside_added_rule") != NULL)
    side_reason (reasons, vd_hex_ruleset_lookup_word (m->module, "movement.hexside_added_rule"),
                 side, 0);
  return STEP_OK;
}

/* Who may use a road's cost, as the module reads it (`movement.road`: LBA's road costs ½ for any
 * unit or for one in road march only, reading lba-i-road, LBA-MOV-7), and what a unit in road
 * march pays through a built-up hex (the terrain's `road_march_mp`, LBA-MOV-14). */
static void
road_policy (Mover *m, const VdHexTerrain *terrain, StepKind *kind, double *mp,
             const char **rule, char **why)
{
  const char *reading_id = vd_hex_ruleset_lookup_word (m->module, "movement.road.reading");
  const char *march_state = vd_hex_ruleset_lookup_word (m->module, "movement.road.march_state");
  const char *march_only = vd_hex_ruleset_lookup_word (m->module, "movement.road.march_only_reading");
  gboolean marching = march_state != NULL && g_strcmp0 (m->unit->state, march_state) == 0;

  if (reading_id != NULL && !marching)
    {
      const char *chosen = vd_hex_ruleset_choice (m->module, reading_id);

      if (chosen == NULL)
        {
          *kind = STEP_UNKNOWN;
          g_free (*why);
          /* Translators: "whether a road's cost is for every unit or in road march only: reading
           * lba-i-road not chosen". */
          *why = g_strdup_printf (_("whether a road's cost is for every unit or in road march "
                                    "only: reading %s not chosen"), reading_id);
          return;
        }
      if (g_strcmp0 (chosen, march_only) == 0)
        {
          *kind = STEP_FORBIDDEN;
          return;
        }
    }
  if (marching && *kind == STEP_OK && terrain != NULL)
    {
      g_autofree char *path = g_strdup_printf ("terrain.%s.road_march_mp", terrain->id);
      const VdYamlNode *through = vd_hex_move_lookup (m->module, path);

      if (through != NULL && through->kind == VD_YAML_SCALAR)
        {
          *mp = g_ascii_strtod (through->value, NULL);
          *rule = vd_hex_ruleset_lookup_word (m->module, "movement.road.march_rule");
        }
    }
}

/* Whether the module's terrain ID leaves movement as its ground's (BN 16.2f: an orchard,
 * `movement_effect: none`). */
static gboolean
no_movement_effect (const Mover *m, const char *id)
{
  g_autofree char *path = g_strdup_printf ("terrain.%s.movement_effect", id);

  return g_strcmp0 (vd_hex_ruleset_lookup_word (m->module, path), "none") == 0;
}

/* The features of B's hex that count for movement, or NULL when none does. */
static GStrv
moving_features (const Mover *m, const VdBoardHex *entry, GArray *reasons, VdHex b)
{
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  gboolean any = FALSE;

  for (guint f = 0; entry != NULL && entry->features != NULL && entry->features[f] != NULL; f++)
    if (no_movement_effect (m, entry->features[f]))
      vd_hex_move_hex_reason (reasons,
                              first_rule (vd_hex_ruleset_find_terrain (m->module,
                                                                       entry->features[f])),
                              b, 0);
    else
      {
        g_strv_builder_add (kept, entry->features[f]);
        any = TRUE;
      }
  return any ? g_strv_builder_end (kept) : NULL;
}

/* Entering B's ground: its terrain plus the hexside features crossed, or a road's own cost
 * from road hex to road hex (the cheaper that is known). */
static void
ground_cost (Mover *m, VdHex a, VdHex b, Step *step)
{
  const VdBoardHex *entry = vd_board_get_hex (m->board, b);
  const char *ground = vd_board_hex_terrain (m->board, m->module, b);
  const VdHexTerrain *terrain = vd_hex_ruleset_find_terrain (m->module, ground);
  g_autoptr(GArray) effectless = step_reasons_new ();
  g_auto(GStrv) hex_features = moving_features (m, entry, effectless, b);
  GPtrArray *features, *roads;
  g_autoptr(GArray) reasons = step_reasons_new ();
  VdHexside side;
  double total = 0, mp = 0;
  char *why = NULL;
  StepKind kind;
  gboolean road_known = FALSE;
  double road_mp = 0;
  const char *road_rule = NULL;
  char *road_why = NULL;
  StepKind road_kind = STEP_FORBIDDEN;
  const char *blocked_rule, *banned_by = NULL;

  vd_hexside_between (a, b, &side);
  roads = indexed (m->roads, side);
  for (guint i = 0; roads != NULL && i < roads->len; i++)
    {
      const char *type = roads->pdata[i];
      const VdHexTerrain *road = vd_hex_ruleset_find_terrain (m->module, type);
      char *road_step_why = NULL;
      StepKind k;

      if (road == NULL)
        road = vd_hex_ruleset_find_hexside (m->module, type);
      k = mp_of (m, road, &mp, &road_step_why, NULL);
      if (k == STEP_OK && (!road_known || mp < road_mp))
        {
          road_known = TRUE;
          road_mp = mp;
          road_rule = first_rule (road);
          road_kind = STEP_OK;
        }
      else if (k == STEP_UNKNOWN && road_kind != STEP_OK)
        {
          road_kind = STEP_UNKNOWN;
          g_free (road_why);
          road_why = g_steal_pointer (&road_step_why);
          road_rule = first_rule (road);
        }
      g_free (road_step_why);
    }
  if (road_kind != STEP_FORBIDDEN)
    road_policy (m, terrain, &road_kind, &road_mp, &road_rule, &road_why);

  /* Off the road: the terrain entered, and every feature on the hexside crossed. A ground
   * without effect on movement costs what the module's default ground would (16.2f). */
  if (terrain != NULL && no_movement_effect (m, ground))
    {
      vd_hex_move_hex_reason (effectless, first_rule (terrain), b, 0);
      terrain = vd_hex_ruleset_find_terrain (m->module, m->module->default_terrain);
    }
  kind = mp_of (m, vd_hex_move_moves_as (m, terrain), &mp, &why, &banned_by);
  if (kind == STEP_OK)
    {
      total += mp;
      vd_hex_move_hex_reason (reasons, first_rule (terrain), b, mp);
      if (terrain != NULL && vd_hex_move_frozen_rule (m, terrain->id) != NULL &&
          g_strcmp0 (vd_hex_move_frozen_rule (m, terrain->id), first_rule (terrain)) != 0)
        vd_hex_move_hex_reason (reasons, vd_hex_move_frozen_rule (m, terrain->id), b, 0);
      vd_hex_move_own_rates (m, b, reasons);
    }
  if (kind == STEP_OK && hex_features != NULL)
    {
      /* How a second kind of ground in the hex changes its cost is each game's rule. */
      const char *policy = vd_hex_ruleset_lookup_word (m->module, "movement.hex_features");

      if (g_strcmp0 (policy, "highest") == 0)
        for (guint f = 0; kind == STEP_OK && hex_features[f] != NULL; f++)
          {
            const VdHexTerrain *feature = vd_hex_ruleset_find_terrain (m->module,
                                                                       hex_features[f]);

            kind = mp_of (m, feature, &mp, &why, &banned_by);
            if (kind == STEP_OK && mp > total)
              {
                g_array_set_size (reasons, 0);
                vd_hex_move_hex_reason (reasons, first_rule (feature), b, mp);
                total = mp;
              }
          }
      else if (g_strcmp0 (policy, "terrain") != 0)
        {
          kind = STEP_UNKNOWN;
          /* Translators: a hex with more than its terrain (a village on a road…). */
          why = g_strdup (_("how its other ground adds to its cost is not given"));
        }
    }
  features = indexed (m->features, side);
  blocked_rule = banned_by != NULL ? banned_by : first_rule (terrain);
  if (kind == STEP_OK)
    kind = hexside_costs (m, a, b, side, features, reasons, &total, &blocked_rule, &why);

  if (road_kind == STEP_OK && kind == STEP_FORBIDDEN)
    {
      /* Along a road into ground the unit may not enter otherwise: each game's rule (NaA E11,
       * BN 16.2a), else the referee's. */
      const char *rule =
        vd_hex_ruleset_lookup_word (m->module, "movement.road_through_prohibited.rule");

      if (rule == NULL)
        {
          vd_hex_move_set_blocked (step, STEP_UNKNOWN, blocked_rule,
                       g_strdup_printf (_("%s, along a road: whether the road opens it is not "
                                          "given"), why));
          g_free (why);
          g_free (road_why);
          return;
        }
      road_rule = rule;
    }
  if (road_kind == STEP_OK && (kind != STEP_OK || road_mp <= total))
    {
      step->kind = STEP_OK;
      step->mp = road_mp;
      step->road = TRUE;
      g_array_set_size (reasons, 0);
      side_reason (reasons, road_rule, side, road_mp);
      step->reasons = g_steal_pointer (&reasons);
      g_free (why);
      g_free (road_why);
      return;
    }
  if (kind == STEP_OK && road_kind == STEP_UNKNOWN)
    {
      /* The road might be cheaper than the ground, by an amount not known: the referee's. */
      vd_hex_move_set_blocked (step, STEP_UNKNOWN, road_rule, road_why);
      g_free (why);
      return;
    }
  if (kind == STEP_OK)
    {
      step->kind = STEP_OK;
      step->mp = total;
      g_array_append_vals (reasons, effectless->data, effectless->len);
      step->reasons = g_steal_pointer (&reasons);
      g_free (road_why);
      return;
    }
  if (road_kind == STEP_UNKNOWN)
    {
      /* Prohibited or unknown off the road, unknown along it. */
      vd_hex_move_set_blocked (step, STEP_UNKNOWN, road_rule, road_why);
      g_free (why);
      return;
    }
  vd_hex_move_set_blocked (step, kind, blocked_rule, why);
  g_free (road_why);
}

/* NaA's ZOC surcharges: `zoc.costs.<option>.<side>.<what>`, the option the board plays. */
/* Whether the mover is one of the counters sub-option OPTION names (NaA OPT-3: the Guard's IC,
 * CG and AG), by the first word of its name as printed, or its id. */
static gboolean
guard_counter (const Mover *m, const char *option)
{
  g_autofree char *path = g_strdup_printf ("zoc.costs.%s.units", option);
  g_autofree char *first = g_strdup (m->unit->name != NULL ? m->unit->name : m->unit->id);
  char *space = strchr (first, ' ');

  if (space != NULL)
    *space = '\0';
  return vd_hex_ruleset_list_has (m->module, path, first) ||
         vd_hex_ruleset_list_has (m->module, path, m->unit->id);
}

static StepKind
zone_cost (Mover *m, const char *what, double *mp, char **rule, char **why)
{
  const VdYamlNode *costs = vd_hex_move_lookup (m->module, "zoc.costs");
  const char *option = NULL;
  g_autofree char *path = NULL;
  const VdYamlNode *value, *same;

  const char *sub_option = NULL;

  for (guint i = 0; costs != NULL && costs->kind == VD_YAML_MAPPING && i + 1 < costs->n_children;
       i += 2)
    if (m->board->options != NULL &&
        g_strv_contains ((const char * const *) m->board->options, costs->children[i]->value))
      {
        /* A sub-option (NaA's Guard, `uses`) changes the costs of some counters only. */
        if (vd_yaml_lookup (costs->children[i + 1], "uses") != NULL)
          sub_option = costs->children[i]->value;
        else
          option = costs->children[i]->value;
      }
  if (costs == NULL)
    {
      *mp = 0;
      return STEP_OK;
    }
  if (option == NULL)
    {
      *why = g_strdup (_("which ZOC option the board plays is not chosen (board options)"));
      return STEP_UNKNOWN;
    }
  if (sub_option != NULL && guard_counter (m, sub_option))
    {
      g_autofree char *uses = g_strdup_printf ("zoc.costs.%s.uses", sub_option);

      option = vd_hex_ruleset_lookup_word (m->module, uses) != NULL
                 ? vd_hex_ruleset_lookup_word (m->module, uses) : option;
    }
  path = g_strdup_printf ("zoc.costs.%s.%s.same_as", option, m->unit->side);
  same = vd_hex_move_lookup (m->module, path);
  g_free (path);
  path = g_strdup_printf ("zoc.costs.%s.%s.%s", same != NULL ? same->value : option,
                          m->unit->side, what);
  g_free (*rule);
  {
    g_autofree char *rule_path = g_strdup_printf ("zoc.costs.%s.rule", option);

    *rule = g_strdup (vd_hex_ruleset_lookup_word (m->module, rule_path));
  }
  value = vd_hex_move_lookup (m->module, path);
  if (value == NULL || value->kind != VD_YAML_SCALAR)
    {
      /* Translators: "the cost to enter an enemy zone (zoc-1805, french) is not given": the
       * option and the side, as the module names them. */
      *why = g_strdup_printf (g_str_equal (what, "enter")
                                ? _("the cost to enter an enemy zone (%s, %s) is not given")
                                : _("the cost to leave an enemy zone (%s, %s) is not given"),
                              same != NULL ? same->value : option, m->unit->side);
      return STEP_UNKNOWN;
    }
  *mp = g_ascii_strtod (value->value, NULL);
  return STEP_OK;
}

/* NaA C6, C7: an enemy zone entered is one, however many enemies control it (`zoc.effects.
 * several`), and the enemy's even where friends control it too (`zoc.effects.both_armies`);
 * 1914-ZOC-4: friends' zones alone do nothing (`friends_only`): said at B, at no cost. */
static void
zone_notes (Mover *m, VdHex b, Step *step)
{
  const char *several = vd_hex_ruleset_lookup_word (m->module, "zoc.effects.several");
  const char *both = vd_hex_ruleset_lookup_word (m->module, "zoc.effects.both_armies");
  const char *own = vd_hex_ruleset_lookup_word (m->module, "zoc.effects.friends_only");
  g_autoptr(VdHexZoc) zoc = NULL;
  guint enemies = 0;
  gboolean friends = FALSE;

  if (several == NULL && both == NULL && own == NULL)
    return;
  zoc = vd_hex_zoc_at (m->board, m->module, b);
  for (guint i = 0; i < zoc->units->len; i++)
    {
      const VdBoardUnit *unit = zoc->units->pdata[i];

      if (g_strcmp0 (unit->side, m->unit->side) != 0)
        enemies++;
      else if (unit != m->unit)
        friends = TRUE;
    }
  if (several != NULL && enemies > 1)
    vd_hex_move_hex_reason (step->reasons, several, b, 0);
  if (both != NULL && friends)
    vd_hex_move_hex_reason (step->reasons, both, b, 0);
  /* 1914-ZOC-4: a zone of one's own side only hinders nothing. */
  if (own != NULL && friends && enemies == 0)
    vd_hex_move_hex_reason (step->reasons, own, b, 0);
}

/* One step from the state FROM into B, by every rule that applies. */
void
vd_hex_move_step_into (Mover *m, const Node *from, gboolean at_start, VdHex b, Step *step)
{
  VdHex a = from->hex;
  int zone_a, zone_b;
  gboolean friend_in_b;

  memset (step, 0, sizeof *step);
  step->left = from->left;
  {
    const char *rule = NULL;
    char *why = NULL;

    if (vd_hex_move_formation_stuck (m, &rule, &why) || vd_hex_move_state_stuck (m, &rule, &why))
      {
        vd_hex_move_set_blocked (step, STEP_FORBIDDEN, rule, why);
        return;
      }
  }
  /* LBA-SANTON-1: the Santon's batteries never move. */
  if (vd_hex_move_santon_still (m, step))
    return;
  /* LBA-DRAG-1: an Sk regiment on its hexside moves as the owner reads lba-i-sk-move. */
  if (vd_hex_move_sk_step (m, step))
    return;
  /* 1914-SUD-3: some units never leave their own country (`special.germany_only`). */
  {
    const VdYamlNode *bound = vd_hex_move_lookup (m->module, "special.germany_only");
    const char *country = bound != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (bound, "country"))
                                        : NULL;
    const VdBoardHex *entry = vd_board_get_hex (m->board, b);

    if (country != NULL && entry != NULL && entry->country != NULL &&
        !g_str_equal (entry->country, country) &&
        (vd_hex_ruleset_node_has (vd_yaml_lookup (bound, "units"), m->unit->id) ||
         (m->unit->name != NULL &&
          vd_hex_ruleset_node_has (vd_yaml_lookup (bound, "units"), m->unit->name))))
      {
        /* Translators: "Ersatz never leaves germany". */
        vd_hex_move_set_blocked (step, STEP_FORBIDDEN,
                     vd_hex_ruleset_word (vd_yaml_lookup (bound, "rule")),
                     g_strdup_printf (_("%s never leaves %s"), m->unit->id, country));
        return;
      }
  }
  /* LBA-SANTON-3: a move never enters an earthwork through its front, held or not. */
  if (vd_hex_move_santon_refuses (m, a, b, step))
    return;
  /* LBA-STK-9, LBA-FAS-1, LBA-FAS-4: artillery and the Pheasantry. */
  if (vd_hex_move_pheasantry_step (m, a, b, step))
    return;
  /* LBA-VIN-2: only battalions enter (or cross) a vineyard, never a regiment. */
  {
    const VdYamlNode *only = vd_hex_move_lookup (m->module, "movement.battalions_only");
    const VdYamlNode *grounds = only != NULL ? vd_yaml_lookup (only, "terrain") : NULL;

    for (guint i = 0; grounds != NULL && i < grounds->n_children; i++)
      if (g_strcmp0 (m->unit->unit_class, vd_hex_ruleset_word (vd_yaml_lookup (only, "class"))) == 0 &&
          g_strcmp0 (m->unit->echelon, vd_hex_ruleset_word (vd_yaml_lookup (only, "echelon"))) == 0 &&
          vd_board_hex_has_ground (m->board, m->module, b, vd_hex_ruleset_word (grounds->children[i])))
        {
          /* Translators: "a regiment never enters a vineyard: only battalions". */
          vd_hex_move_set_blocked (step, STEP_FORBIDDEN,
                                   vd_hex_ruleset_word (vd_yaml_lookup (only, "rule")),
                                   g_strdup_printf (_("a regiment never enters a %s: only "
                                                      "battalions"),
                                                    vd_hex_ruleset_word (grounds->children[i])));
          return;
        }
  }
  /* Never into the enemy (NaA B8, 1914-MOV-3), when the module says so. */
  if (vd_hex_move_occupied (m, b) & OCCUPIED_ENEMY)
    {
      const VdYamlNode *allowed = vd_hex_move_lookup (m->module, "movement.into_enemy.allowed");
      const char *rule = vd_hex_ruleset_lookup_word (m->module, "movement.into_enemy.rule");

      if (allowed == NULL)
        {
          vd_hex_move_set_blocked (step, STEP_UNKNOWN, rule,
                       g_strdup (_("held by the enemy, and whether a unit may enter such a "
                                   "hex is not given")));
          return;
        }
      if (g_strcmp0 (allowed->value, "false") == 0)
        {
          vd_hex_move_set_blocked (step, STEP_FORBIDDEN, rule, g_strdup (_("held by the enemy")));
          return;
        }
    }
  ground_cost (m, a, b, step);
  /* LBA-SANTON-3: through its rear, at the cost as the owner reads it. */
  vd_hex_move_santon_rear (m, a, b, step);
  /* NaA B7: a friend's hex is crossed; stacking is judged where the move ends (B13). */
  if (step->kind == STEP_OK && (vd_hex_move_occupied (m, b) & OCCUPIED_FRIEND) != 0 &&
      vd_hex_ruleset_lookup_word (m->module, "movement.through_friends.rule") != NULL)
    vd_hex_move_hex_reason (step->reasons,
                            vd_hex_ruleset_lookup_word (m->module,
                                                        "movement.through_friends.rule"),
                            b, 0);
  if (step->kind != STEP_OK || m->ignores_zoc || m->zoc == VD_HEX_ZOC_MODEL_NONE)
    return;
  if (m->zoc == VD_HEX_ZOC_MODEL_UNKNOWN || m->zoc == VD_HEX_ZOC_MODEL_OTHER)
    {
      /* Zones whose rules the seed does not give (LBA's zones of influence): a step into or
       * out of one is the referee's. */
      if (vd_hex_move_zone_of (m, b) != ZONE_FREE)
        vd_hex_move_set_blocked (step, STEP_UNKNOWN, NULL,
                     g_strdup (_("next to the enemy, and how zones of control work is not "
                                "given")));
      else if (at_start && vd_hex_move_zone_of (m, a) != ZONE_FREE)
        {
          g_autofree char *start = vd_board_format_hex (m->board, a);

          /* Translators: "leaving 0404, next to the enemy, and how zones of control work is
           * not given". */
          vd_hex_move_set_blocked (step, STEP_UNKNOWN, NULL,
                                   g_strdup_printf (_("leaving %s, next to the enemy, and how "
                                                      "zones of control work is not given"),
                                                    start));
        }
      return;
    }

  zone_a = at_start ? vd_hex_move_zone_of (m, a) : ZONE_FREE;
  zone_b = vd_hex_move_zone_of (m, b);
  /* A friend in the hex opens an enemy zone there (1914-ZOC-7). */
  friend_in_b = (vd_hex_move_occupied (m, b) & OCCUPIED_FRIEND) != 0 &&
                vd_hex_ruleset_lookup_word (m->module, "zoc.effects.friendly_occupant") != NULL;
  if (friend_in_b && zone_b == ZONE_ENEMY)
    {
      zone_b = ZONE_FREE;
      vd_hex_move_hex_reason (step->reasons,
                              vd_hex_ruleset_lookup_word (m->module, "zoc.effects.friendly_occupant"),
                              b, 0);
    }
  if (zone_a == ZONE_DOUBT || zone_b == ZONE_DOUBT)
    {
      vd_hex_move_set_blocked (step, STEP_UNKNOWN, NULL,
                   g_strdup (_("whether an enemy zone covers it is not given")));
      return;
    }
  if (zone_a == ZONE_ENEMY)
    {
      g_autofree char *rule = NULL, *why = NULL;
      double mp = 0;

      if (m->zoc == VD_HEX_ZOC_MODEL_STICKY)
        {
          /* 1914-ZOC-3: two points to leave, then no other zone; with or in place of the
           * ground's cost, as the owner reads it. */
          const char *exit_reading = vd_hex_ruleset_lookup_word (m->module, "zoc.leave_reading");
          const char *chosen = exit_reading != NULL
                                 ? vd_hex_ruleset_choice (m->module, exit_reading) : NULL;
          const VdYamlNode *leave = vd_hex_move_lookup (m->module, "zoc.leave_mp");

          rule = g_strdup (vd_hex_ruleset_lookup_word (m->module, "zoc.effects.leave"));
          mp = leave != NULL ? g_ascii_strtod (leave->value, NULL) : 0;
          if (exit_reading != NULL && chosen == NULL)
            {
              vd_hex_move_set_blocked (step, STEP_UNKNOWN, rule,
                           g_strdup_printf (_("leaving an enemy zone: reading %s not chosen"),
                                            exit_reading));
              return;
            }
          if (g_strcmp0 (chosen, "replaces-terrain-cost") == 0)
            {
              step->mp = 0;
              g_array_set_size (step->reasons, 0);
            }
          step->left = TRUE;
        }
      else if (zone_cost (m, "leave", &mp, &rule, &why) != STEP_OK)
        {
          vd_hex_move_set_blocked (step, STEP_UNKNOWN, vd_hex_ruleset_lookup_word (m->module, "zoc.effects.leave"),
                       g_steal_pointer (&why));
          return;
        }
      else
        {
          g_free (rule);
          rule = g_strdup (vd_hex_ruleset_lookup_word (m->module, "zoc.effects.leave"));
        }
      step->mp += mp;
      /* The rule's own string outlives the search: the module's. */
      vd_hex_move_hex_reason (step->reasons, g_intern_string (rule), a, mp);
      /* NaA C5: not straight from one enemy zone into another. */
      if (zone_b == ZONE_ENEMY && m->zoc == VD_HEX_ZOC_MODEL_RIGID)
        {
          vd_hex_move_set_blocked (step, STEP_FORBIDDEN,
                       vd_hex_ruleset_lookup_word (m->module, "zoc.effects.zoc_to_zoc"),
                       g_strdup (_("straight from one enemy zone into another")));
          return;
        }
    }
  if (zone_b != ZONE_ENEMY)
    {
      if (vd_hex_ruleset_lookup_word (m->module, "zoc.effects.friends_only") != NULL)
        zone_notes (m, b, step);
      return;
    }
  /* 1914-SUP-2: a unit without its line of communication enters no enemy zone. */
  if (m->out &&
      g_strcmp0 (vd_hex_ruleset_lookup_word (m->module,
                                          "special.supply.out_of_supply.enter_enemy_zone"),
                 "false") == 0)
    {
      vd_hex_move_set_blocked (step, STEP_FORBIDDEN,
                   vd_hex_ruleset_lookup_word (m->module, "special.supply.out_of_supply.rule"),
                   g_strdup (_("not operational: may not enter an enemy zone")));
      return;
    }
  if (step->left && m->zoc == VD_HEX_ZOC_MODEL_STICKY)
    {
      vd_hex_move_set_blocked (step, STEP_FORBIDDEN,
                   vd_hex_ruleset_lookup_word (m->module, "zoc.effects.after_leaving"),
                   g_strdup (_("no other enemy zone after leaving one")));
      return;
    }
  if (m->zoc == VD_HEX_ZOC_MODEL_RIGID)
    {
      g_autofree char *rule = NULL, *why = NULL;
      double mp = 0;

      if (zone_cost (m, "enter", &mp, &rule, &why) != STEP_OK)
        {
          vd_hex_move_set_blocked (step, STEP_UNKNOWN, vd_hex_ruleset_lookup_word (m->module, "zoc.effects.enter"),
                       g_steal_pointer (&why));
          return;
        }
      step->mp += mp;
      vd_hex_move_hex_reason (step->reasons,
                              vd_hex_ruleset_lookup_word (m->module, "zoc.effects.enter"), b, mp);
    }
  step->stop = TRUE;
  vd_hex_move_hex_reason (step->reasons, vd_hex_ruleset_lookup_word (m->module, "zoc.effects.stop"),
                          b, 0);
  zone_notes (m, b, step);
}

void
vd_hex_move_mover_clear (Mover *m)
{
  g_clear_pointer (&m->zones, g_hash_table_unref);
  g_clear_pointer (&m->occupants, g_hash_table_unref);
  g_clear_pointer (&m->features, g_hash_table_unref);
  g_clear_pointer (&m->roads, g_hash_table_unref);
  g_clear_pointer (&m->supply, vd_hex_supply_free);
  g_clear_pointer (&m->stack_facing, g_hash_table_unref);
}

gboolean
vd_hex_move_mover_init (Mover *m, const VdBoard *board, const VdHexRuleset *module,
                        const char *unit_id, GError **error)
{
  memset (m, 0, sizeof *m);
  m->board = board;
  m->module = module;
  m->unit = vd_board_find_unit (board, unit_id);
  if (m->unit == NULL || !m->unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   m->unit == NULL ? _("no unit “%s” on the board")
                                   : _("the unit “%s” is not on the map"), unit_id);
      return FALSE;
    }
  m->class_index = vd_hex_ruleset_class_index (module, m->unit->unit_class);
  if (m->class_index == G_MAXUINT)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_INVALID, _("unknown unit class “%s”"),
                   m->unit->unit_class);
      return FALSE;
    }
  m->zoc = vd_hex_zoc_model (module, NULL);
  m->ignores_zoc = vd_hex_ruleset_list_has (module, "zoc.ignored_by", m->unit->unit_class);
  m->zones = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  mover_index (m);
  if (vd_hex_supply_applies (module))
    {
      m->supply = vd_hex_supply_of (board, module, m->unit);
      m->out = m->supply->status == VD_BOARD_SUPPLY_OUT;
    }
  vd_hex_move_facing_init (m);
  m->formation = m->unit->formation;
  return TRUE;
}
