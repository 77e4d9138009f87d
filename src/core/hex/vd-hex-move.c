#include "vd-hex-move.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-zoc.h"

/* What the search knows of the unit, the game and the zones (computed once per hex). */
typedef struct {
  const VdBoard       *board;
  const VdHexRuleset  *module;
  const VdBoardUnit   *unit;
  guint                class_index;
  VdHexZocModel        zoc;
  gboolean             ignores_zoc;   /* a class the module exempts (1914's HQs) */
  GHashTable          *zones;         /* hex key → ZONE_* + 1 */
  /* The board indexed once for the search: who stands where, what lies on each hexside. */
  GHashTable          *occupants;     /* hex key → OCCUPIED_* flags */
  GHashTable          *features;      /* side key → GPtrArray of const VdBoardHexside* */
  GHashTable          *roads;         /* side key → GPtrArray of road types (const char*) */
  /* Its line of communication (1914-SUP-1), NULL in a game without; `out` when it has none. */
  VdHexSupply         *supply;
  gboolean             out;
  /* Facing (BN 13.1-13.2, `movement.facing`): whether it counts for this unit, what turning
   * from one facing to another costs (0-5 hexsides, 6-11 vertices; row FACING_ANY: a start
   * facing not given, any), and the facing of the friends already in each hex (13.2b). */
  gboolean             facing_on;
  double               turn[13][12];
  GHashTable          *stack_facing;  /* hex key → facing + 1 */
} Mover;

/* A start facing the board does not give: counted from the best. */
#define FACING_ANY 12

enum { OCCUPIED_FRIEND = 1, OCCUPIED_ENEMY = 2 };

enum { ZONE_FREE, ZONE_ENEMY, ZONE_DOUBT };

/* What a step costs and why, kept without text during the search: the rule (the module's own
 * string) and the hex or hexside that brings it in, printed only for the answer. */
typedef struct {
  const char *rule;
  gboolean    on_side;
  VdHex       hex;
  VdHexside   side;
  double      mp;
} StepReason;

/* A state of the search: a hex, and whether the unit has left an enemy zone (1914-ZOC-3). */
typedef struct _Node Node;
struct _Node {
  VdHex      hex;
  gboolean   left;
  int        facing;    /* -1: none; 0-11 (BN 13); FACING_ANY */
  double     cost;
  Node      *prev;
  GArray    *reasons;   /* StepReason of the step that led here */
  gboolean   stop;
  gboolean   done;
  guint      heap_index;
};

typedef enum {
  STEP_OK,
  STEP_FORBIDDEN,
  STEP_UNKNOWN,
} StepKind;

typedef struct {
  StepKind   kind;
  double     mp;
  GArray    *reasons;   /* StepReason */
  gboolean   stop;
  gboolean   left;
  gboolean   road;      /* along a road, at the road's cost: facing costs nothing (13.2c) */
  char      *rule;      /* forbidden or unknown: the rule, may be NULL */
  char      *why;
} Step;

static void
reason_free (VdHexMoveReason *reason)
{
  g_free (reason->rule);
  g_free (reason->by);
  g_free (reason);
}

static void
add_reason (GPtrArray *reasons, const char *rule, char *by, double mp)
{
  VdHexMoveReason *reason = g_new0 (VdHexMoveReason, 1);

  reason->rule = g_strdup (rule != NULL ? rule : "");
  reason->by = by;
  reason->mp = mp;
  g_ptr_array_add (reasons, reason);
}

static void
hex_reason (GArray *reasons, const char *rule, VdHex hex, double mp)
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

static VdHexMoveReason *
reason_copy (const VdHexMoveReason *reason)
{
  VdHexMoveReason *copy = g_new0 (VdHexMoveReason, 1);

  copy->rule = g_strdup (reason->rule);
  copy->by = g_strdup (reason->by);
  copy->mp = reason->mp;
  return copy;
}

static void
step_clear (Step *step)
{
  g_clear_pointer (&step->reasons, g_array_unref);
  g_clear_pointer (&step->rule, g_free);
  g_clear_pointer (&step->why, g_free);
}

static gint64
hex_key (VdHex hex, gboolean left)
{
  return ((gint64) (hex.q + (1 << 20)) << 22) | ((gint64) (hex.r + (1 << 20)) << 1) | (left != 0);
}

/* A state of the search: the hex, whether it has left a zone, and its facing. */
static gint64
state_key (VdHex hex, gboolean left, int facing)
{
  return (hex_key (hex, left) << 4) | (facing + 1);
}

static gint64
side_key (VdHexside side)
{
  return ((gint64) (side.hex.q + (1 << 20)) << 24) | ((gint64) (side.hex.r + (1 << 20)) << 2) |
         side.direction;
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
      gint64 key = hex_key (unit->hex, FALSE);
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

      index_add (m->features, side_key (feature->side), feature);
    }
  for (guint i = 0; i < board->roads->len; i++)
    {
      const VdBoardRoad *road = g_ptr_array_index (board->roads, i);

      for (guint h = 0; h + 1 < road->hexes->len; h++)
        {
          VdHexside side;

          if (vd_hexside_between (g_array_index (road->hexes, VdHex, h),
                                  g_array_index (road->hexes, VdHex, h + 1), &side))
            index_add (m->roads, side_key (side), road->type);
        }
    }
}

static int
occupied (const Mover *m, VdHex hex)
{
  gint64 key = hex_key (hex, FALSE);

  return GPOINTER_TO_INT (g_hash_table_lookup (m->occupants, &key));
}

static GPtrArray *
indexed (GHashTable *index, VdHexside side)
{
  gint64 key = side_key (side);

  return g_hash_table_lookup (index, &key);
}

static const VdYamlNode *
lookup (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);

  return node != NULL && !vd_yaml_node_is_null (node) ? node : NULL;
}

static const char *
lookup_word (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *node = lookup (module, path);

  return node != NULL && node->kind == VD_YAML_SCALAR ? node->value : NULL;
}

static int
zone_of (Mover *m, VdHex hex)
{
  gint64 key = hex_key (hex, FALSE);
  gpointer found;
  g_autoptr(VdHexZoc) zoc = NULL;
  int zone = ZONE_FREE;

  if (g_hash_table_lookup_extended (m->zones, &key, NULL, &found))
    return GPOINTER_TO_INT (found) - 1;
  /* No enemy around, no enemy zone: the common case, without asking the zones. */
  {
    gboolean enemy_near = FALSE;

    for (int d = 0; d < 6 && !enemy_near; d++)
      enemy_near = (occupied (m, vd_hex_neighbour (hex, d)) & OCCUPIED_ENEMY) != 0;
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

/* The cost of terrain or a hexside feature ID for the unit's class, as a part of a step. */
static StepKind
mp_of (Mover *m, const VdHexTerrain *terrain, double *mp, char **why)
{
  const VdHexMp *cost = terrain != NULL ? &terrain->mp[m->class_index] : NULL;
  const VdHexName *unit_class = m->module->classes->pdata[m->class_index];

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

static void
set_blocked (Step *step, StepKind kind, const char *rule, char *why)
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
               double *total, char **why)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GArray) costs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) kept = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_autoptr(GPtrArray) rules = g_ptr_array_new ();
  const char *level = lookup_word (m->module, "movement.level_change");
  const VdYamlNode *groups = lookup (m->module, "movement.highest_of");

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
      StepKind kind = mp_of (m, feature, &mp, why);

      if (kind != STEP_OK)
        return kind;
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
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (kept, gboolean, i))
      {
        *total += g_array_index (costs, double, i);
        side_reason (reasons, rules->pdata[i], side, g_array_index (costs, double, i));
      }
  return STEP_OK;
}

/* Who may use a road's cost, as the module reads it (`movement.road`: LBA's road costs ½ for any
 * unit or for one in road march only, reading lba-i-road, LBA-MOV-7), and what a unit in road
 * march pays through a built-up hex (the terrain's `road_march_mp`, LBA-MOV-14). */
static void
road_policy (Mover *m, const VdHexTerrain *terrain, StepKind *kind, double *mp,
             const char **rule, char **why)
{
  const char *reading_id = lookup_word (m->module, "movement.road.reading");
  const char *march_state = lookup_word (m->module, "movement.road.march_state");
  const char *march_only = lookup_word (m->module, "movement.road.march_only_reading");
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
      const VdYamlNode *through = lookup (m->module, path);

      if (through != NULL && through->kind == VD_YAML_SCALAR)
        {
          *mp = g_ascii_strtod (through->value, NULL);
          *rule = lookup_word (m->module, "movement.road.march_rule");
        }
    }
}

/* Entering B's ground: its terrain plus the hexside features crossed, or a road's own cost
 * from road hex to road hex (the cheaper that is known). */
static void
ground_cost (Mover *m, VdHex a, VdHex b, Step *step)
{
  const VdBoardHex *entry = vd_board_get_hex (m->board, b);
  const VdHexTerrain *terrain =
    vd_hex_ruleset_find_terrain (m->module, vd_board_hex_terrain (m->board, m->module, b));
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
      k = mp_of (m, road, &mp, &road_step_why);
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

  /* Off the road: the terrain entered, and every feature on the hexside crossed. */
  kind = mp_of (m, terrain, &mp, &why);
  if (kind == STEP_OK)
    {
      total += mp;
      hex_reason (reasons, first_rule (terrain), b, mp);
    }
  if (kind == STEP_OK && entry != NULL && entry->features != NULL && entry->features[0] != NULL)
    {
      /* How a second kind of ground in the hex changes its cost is each game's rule. */
      const char *policy = lookup_word (m->module, "movement.hex_features");

      if (g_strcmp0 (policy, "highest") == 0)
        for (guint f = 0; kind == STEP_OK && entry->features[f] != NULL; f++)
          {
            const VdHexTerrain *feature = vd_hex_ruleset_find_terrain (m->module,
                                                                       entry->features[f]);

            kind = mp_of (m, feature, &mp, &why);
            if (kind == STEP_OK && mp > total)
              {
                g_array_set_size (reasons, 0);
                hex_reason (reasons, first_rule (feature), b, mp);
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
  if (kind == STEP_OK)
    kind = hexside_costs (m, a, b, side, features, reasons, &total, &why);

  if (road_kind == STEP_OK && kind == STEP_FORBIDDEN)
    {
      /* Along a road into ground the unit may not enter otherwise: each game's rule (NaA E11,
       * BN 16.2a), else the referee's. */
      const char *rule = lookup_word (m->module, "movement.road_through_prohibited.rule");

      if (rule == NULL)
        {
          set_blocked (step, STEP_UNKNOWN, first_rule (terrain),
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
      set_blocked (step, STEP_UNKNOWN, road_rule, road_why);
      g_free (why);
      return;
    }
  if (kind == STEP_OK)
    {
      step->kind = STEP_OK;
      step->mp = total;
      step->reasons = g_steal_pointer (&reasons);
      g_free (road_why);
      return;
    }
  if (road_kind == STEP_UNKNOWN)
    {
      /* Prohibited or unknown off the road, unknown along it. */
      set_blocked (step, STEP_UNKNOWN, road_rule, road_why);
      g_free (why);
      return;
    }
  set_blocked (step, kind, first_rule (terrain), why);
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
  const VdYamlNode *costs = lookup (m->module, "zoc.costs");
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

      option = lookup_word (m->module, uses) != NULL ? lookup_word (m->module, uses) : option;
    }
  path = g_strdup_printf ("zoc.costs.%s.%s.same_as", option, m->unit->side);
  same = lookup (m->module, path);
  g_free (path);
  path = g_strdup_printf ("zoc.costs.%s.%s.%s", same != NULL ? same->value : option,
                          m->unit->side, what);
  g_free (*rule);
  {
    g_autofree char *rule_path = g_strdup_printf ("zoc.costs.%s.rule", option);

    *rule = g_strdup (lookup_word (m->module, rule_path));
  }
  value = lookup (m->module, path);
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

/* One step from the state FROM into B, by every rule that applies. */
static void
step_into (Mover *m, const Node *from, gboolean at_start, VdHex b, Step *step)
{
  VdHex a = from->hex;
  int zone_a, zone_b;
  gboolean friend_in_b;

  memset (step, 0, sizeof *step);
  step->left = from->left;
  /* Never into the enemy (NaA B8, 1914-MOV-3), when the module says so. */
  if (occupied (m, b) & OCCUPIED_ENEMY)
    {
      const VdYamlNode *allowed = lookup (m->module, "movement.into_enemy.allowed");
      const char *rule = lookup_word (m->module, "movement.into_enemy.rule");

      if (allowed == NULL)
        {
          set_blocked (step, STEP_UNKNOWN, rule,
                       g_strdup (_("held by the enemy, and whether a unit may enter such a "
                                   "hex is not given")));
          return;
        }
      if (g_strcmp0 (allowed->value, "false") == 0)
        {
          set_blocked (step, STEP_FORBIDDEN, rule, g_strdup (_("held by the enemy")));
          return;
        }
    }
  ground_cost (m, a, b, step);
  if (step->kind != STEP_OK || m->ignores_zoc || m->zoc == VD_HEX_ZOC_MODEL_NONE)
    return;
  if (m->zoc == VD_HEX_ZOC_MODEL_UNKNOWN || m->zoc == VD_HEX_ZOC_MODEL_OTHER)
    {
      /* Zones whose rules the seed does not give (LBA's zones of influence): a step into or
       * out of one is the referee's. */
      if (zone_of (m, b) != ZONE_FREE || (at_start && zone_of (m, a) != ZONE_FREE))
        set_blocked (step, STEP_UNKNOWN, NULL,
                     g_strdup (_("next to the enemy, and how zones of control work is not "
                                "given")));
      return;
    }

  zone_a = at_start ? zone_of (m, a) : ZONE_FREE;
  zone_b = zone_of (m, b);
  /* A friend in the hex opens an enemy zone there (1914-ZOC-7). */
  friend_in_b = (occupied (m, b) & OCCUPIED_FRIEND) != 0 &&
                lookup_word (m->module, "zoc.effects.friendly_occupant") != NULL;
  if (friend_in_b && zone_b == ZONE_ENEMY)
    {
      zone_b = ZONE_FREE;
      hex_reason (step->reasons, lookup_word (m->module, "zoc.effects.friendly_occupant"), b, 0);
    }
  if (zone_a == ZONE_DOUBT || zone_b == ZONE_DOUBT)
    {
      set_blocked (step, STEP_UNKNOWN, NULL,
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
          const char *exit_reading = lookup_word (m->module, "zoc.leave_reading");
          const char *chosen = exit_reading != NULL
                                 ? vd_hex_ruleset_choice (m->module, exit_reading) : NULL;
          const VdYamlNode *leave = lookup (m->module, "zoc.leave_mp");

          rule = g_strdup (lookup_word (m->module, "zoc.effects.leave"));
          mp = leave != NULL ? g_ascii_strtod (leave->value, NULL) : 0;
          if (exit_reading != NULL && chosen == NULL)
            {
              set_blocked (step, STEP_UNKNOWN, rule,
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
          set_blocked (step, STEP_UNKNOWN, lookup_word (m->module, "zoc.effects.leave"),
                       g_steal_pointer (&why));
          return;
        }
      else
        {
          g_free (rule);
          rule = g_strdup (lookup_word (m->module, "zoc.effects.leave"));
        }
      step->mp += mp;
      /* The rule's own string outlives the search: the module's. */
      hex_reason (step->reasons, g_intern_string (rule), a, mp);
      /* NaA C5: not straight from one enemy zone into another. */
      if (zone_b == ZONE_ENEMY && m->zoc == VD_HEX_ZOC_MODEL_RIGID)
        {
          set_blocked (step, STEP_FORBIDDEN, lookup_word (m->module, "zoc.effects.zoc_to_zoc"),
                       g_strdup (_("straight from one enemy zone into another")));
          return;
        }
    }
  if (zone_b != ZONE_ENEMY)
    return;
  /* 1914-SUP-2: a unit without its line of communication enters no enemy zone. */
  if (m->out && g_strcmp0 (lookup_word (m->module, "special.supply.out_of_supply.enter_enemy_zone"),
                           "false") == 0)
    {
      set_blocked (step, STEP_FORBIDDEN,
                   lookup_word (m->module, "special.supply.out_of_supply.rule"),
                   g_strdup (_("not operational: may not enter an enemy zone")));
      return;
    }
  if (step->left && m->zoc == VD_HEX_ZOC_MODEL_STICKY)
    {
      set_blocked (step, STEP_FORBIDDEN, lookup_word (m->module, "zoc.effects.after_leaving"),
                   g_strdup (_("no other enemy zone after leaving one")));
      return;
    }
  if (m->zoc == VD_HEX_ZOC_MODEL_RIGID)
    {
      g_autofree char *rule = NULL, *why = NULL;
      double mp = 0;

      if (zone_cost (m, "enter", &mp, &rule, &why) != STEP_OK)
        {
          set_blocked (step, STEP_UNKNOWN, lookup_word (m->module, "zoc.effects.enter"),
                       g_steal_pointer (&why));
          return;
        }
      step->mp += mp;
      hex_reason (step->reasons, lookup_word (m->module, "zoc.effects.enter"), b, mp);
    }
  step->stop = TRUE;
  hex_reason (step->reasons, lookup_word (m->module, "zoc.effects.stop"), b, 0);
}

/* A binary heap of nodes by cost. */
static void
heap_swap (GPtrArray *heap, guint i, guint j)
{
  gpointer t = heap->pdata[i];

  heap->pdata[i] = heap->pdata[j];
  heap->pdata[j] = t;
  ((Node *) heap->pdata[i])->heap_index = i;
  ((Node *) heap->pdata[j])->heap_index = j;
}

static void
heap_up (GPtrArray *heap, guint i)
{
  while (i > 0 && ((Node *) heap->pdata[(i - 1) / 2])->cost > ((Node *) heap->pdata[i])->cost)
    {
      heap_swap (heap, i, (i - 1) / 2);
      i = (i - 1) / 2;
    }
}

static Node *
heap_pop (GPtrArray *heap)
{
  Node *top = heap->pdata[0];
  guint i = 0;

  heap_swap (heap, 0, heap->len - 1);
  g_ptr_array_set_size (heap, heap->len - 1);
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, best = i;

      if (l < heap->len && ((Node *) heap->pdata[l])->cost < ((Node *) heap->pdata[best])->cost)
        best = l;
      if (r < heap->len && ((Node *) heap->pdata[r])->cost < ((Node *) heap->pdata[best])->cost)
        best = r;
      if (best == i)
        break;
      heap_swap (heap, i, best);
      i = best;
    }
  top->heap_index = G_MAXUINT;
  return top;
}

static void
node_free (Node *node)
{
  if (node->reasons != NULL)
    g_array_unref (node->reasons);
  g_free (node);
}

static void
blocked_free (VdHexBlocked *blocked)
{
  g_free (blocked->rule);
  g_free (blocked->why);
  g_free (blocked);
}

typedef struct {
  Mover       mover;
  GHashTable *nodes;      /* key → Node* (owned) */
  GPtrArray  *settled;    /* Node*, in the order settled */
  GPtrArray  *unknown;    /* VdHexBlocked* */
  GPtrArray  *forbidden;  /* VdHexBlocked* */
} Search;

static void
mover_clear (Mover *m)
{
  g_clear_pointer (&m->zones, g_hash_table_unref);
  g_clear_pointer (&m->occupants, g_hash_table_unref);
  g_clear_pointer (&m->features, g_hash_table_unref);
  g_clear_pointer (&m->roads, g_hash_table_unref);
  g_clear_pointer (&m->supply, vd_hex_supply_free);
  g_clear_pointer (&m->stack_facing, g_hash_table_unref);
}

static void
search_clear (Search *s)
{
  g_clear_pointer (&s->nodes, g_hash_table_unref);
  g_clear_pointer (&s->settled, g_ptr_array_unref);
  g_clear_pointer (&s->unknown, g_ptr_array_unref);
  g_clear_pointer (&s->forbidden, g_ptr_array_unref);
  mover_clear (&s->mover);
}

/* The module's facing costs (`movement.facing.costs` names where they are): per hexside turned,
 * hexside to a vertex beside it, vertex to a hexside beside it, about-face. FALSE when one is
 * not given. */
static gboolean
facing_costs (const Mover *m, double costs[4])
{
  const char *path = lookup_word (m->module, "movement.facing.costs");
  const char * const keys[] = { "per_hexside_turned", "side_to_adjacent_vertex",
                                "vertex_to_adjacent_side", "about_face" };

  for (guint i = 0; path != NULL && i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *key = g_strdup_printf ("%s.%s", path, keys[i]);
      const VdYamlNode *node = lookup (m->module, key);

      if (node == NULL || node->kind != VD_YAML_SCALAR)
        return FALSE;
      costs[i] = g_ascii_strtod (node->value, NULL);
    }
  return path != NULL;
}

/* BN 13.1: the least cost of turning from each facing to each other (0-5 hexsides clockwise,
 * 6-11 the vertices, 6 + k between hexsides k and k + 1), turns chained as the rule allows. */
static void
facing_turns (Mover *m, const double costs[4])
{
  for (int a = 0; a < 12; a++)
    for (int b = 0; b < 12; b++)
      m->turn[a][b] = a == b ? 0 : INFINITY;
  for (int k = 0; k < 6; k++)
    {
      int vertex = 6 + k;

      m->turn[k][(k + 1) % 6] = m->turn[k][(k + 5) % 6] = costs[0];
      m->turn[k][(k + 3) % 6] = MIN (m->turn[k][(k + 3) % 6], costs[3]);
      m->turn[k][vertex] = m->turn[k][6 + (k + 5) % 6] = costs[1];
      m->turn[vertex][k] = m->turn[vertex][(k + 1) % 6] = costs[2];
      m->turn[vertex][6 + (k + 3) % 6] = costs[3];
    }
  for (int via = 0; via < 12; via++)
    for (int a = 0; a < 12; a++)
      for (int b = 0; b < 12; b++)
        m->turn[a][b] = MIN (m->turn[a][b], m->turn[a][via] + m->turn[via][b]);
  for (int b = 0; b < 12; b++)
    m->turn[FACING_ANY][b] = 0;
}

/* Whether facing counts for the unit of M (BN 13): the game has facing costs, its class has a
 * facing, and it is not a skirmisher alone, whose front is all round (13.0a). */
static void
facing_init (Mover *m)
{
  double costs[4];
  g_autoptr(GPtrArray) here = NULL;

  if (lookup_word (m->module, "movement.facing.rule") == NULL || !facing_costs (m, costs) ||
      vd_hex_ruleset_list_has (m->module, "movement.facing.none_for", m->unit->unit_class))
    return;
  here = vd_board_units_at (m->board, m->unit->hex);
  if (here->len == 1 &&
      vd_hex_ruleset_list_has (m->module, "movement.facing.all_round_front_alone",
                               m->unit->unit_class))
    return;
  m->facing_on = TRUE;
  facing_turns (m, costs);
  m->stack_facing = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < m->board->units->len; i++)
    {
      const VdBoardUnit *unit = m->board->units->pdata[i];
      gint64 key = hex_key (unit->hex, FALSE);

      if (unit != m->unit && unit->placed && unit->facing >= 0 &&
          g_strcmp0 (unit->side, m->unit->side) == 0 &&
          !g_hash_table_contains (m->stack_facing, &key))
        g_hash_table_insert (m->stack_facing, g_memdup2 (&key, sizeof key),
                             GINT_TO_POINTER (unit->facing + 1));
    }
}

static gboolean
mover_init (Mover *m, const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
            GError **error)
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
  m->class_index = G_MAXUINT;
  for (guint c = 0; c < module->classes->len; c++)
    if (g_str_equal (((VdHexName *) module->classes->pdata[c])->id, m->unit->unit_class))
      m->class_index = c;
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
  facing_init (m);
  return TRUE;
}

static void
add_blocked (GPtrArray *list, const Node *from, VdHex hex, Step *step)
{
  VdHexBlocked *blocked;

  /* Once per hex and reason, however many ways lead to it. */
  for (guint i = 0; i < list->len; i++)
    if (vd_hex_equal (((VdHexBlocked *) list->pdata[i])->hex, hex) &&
        g_strcmp0 (((VdHexBlocked *) list->pdata[i])->why, step->why) == 0)
      return;
  blocked = g_new0 (VdHexBlocked, 1);

  blocked->from = from->hex;
  blocked->hex = hex;
  blocked->rule = g_steal_pointer (&step->rule);
  blocked->why = g_steal_pointer (&step->why);
  g_ptr_array_add (list, blocked);
}

/* The facing the unit of M starts with: its own, any when the board does not give it, none when
 * facing does not count for it. */
static int
start_facing (const Mover *m)
{
  if (!m->facing_on)
    return -1;
  return m->unit->facing >= 0 ? m->unit->facing : FACING_ANY;
}

/* Whether a unit facing FACING moves into the hex beyond hexside D without a double cost: through
 * its front-centre hexside, or from a vertex into either hex beside it (BN 13.2). */
static gboolean
facing_front (int facing, int d)
{
  if (facing < 6)
    return facing == d;
  return d == facing - 6 || d == (facing - 5) % 6;
}

/* The facings worth taking for a step through hexside D from FACING: as it is, or turned to
 * face D's hexside or a vertex beside it, just before the step (turning earlier never costs
 * less). Returns how many, in OPTIONS. */
static guint
facing_options (int facing, int d, int options[4])
{
  int wanted[4] = { facing, d, 6 + d, 6 + (d + 5) % 6 };
  guint n = 0;

  for (guint i = facing == FACING_ANY ? 1 : 0; i < G_N_ELEMENTS (wanted); i++)
    {
      gboolean again = FALSE;

      for (guint j = 0; j < n; j++)
        again |= options[j] == wanted[i];
      if (!again)
        options[n++] = wanted[i];
    }
  return n;
}

/* Dijkstra from START (in state LEFT, facing FACING, at the unit's own hex when AT_START) up to
 * LIMIT MP (infinite when negative). */
static void
search_run (Search *s, VdHex start, gboolean left, int facing, gboolean at_start, double limit)
{
  g_autoptr(GPtrArray) heap = g_ptr_array_new ();
  Node *first = g_new0 (Node, 1);
  gint64 key = state_key (start, left, facing);
  Mover *m = &s->mover;
  const char *turn_rule = lookup_word (m->module, "movement.facing.rule");
  const char *off_front_rule = lookup_word (m->module, "movement.facing.off_front_rule");
  const char *stack_rule = lookup_word (m->module, "movement.facing.stack_rule");

  s->nodes = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                    (GDestroyNotify) node_free);
  s->settled = g_ptr_array_new ();
  s->unknown = g_ptr_array_new_with_free_func ((GDestroyNotify) blocked_free);
  s->forbidden = g_ptr_array_new_with_free_func ((GDestroyNotify) blocked_free);
  first->hex = start;
  first->left = left;
  first->facing = m->facing_on ? facing : -1;
  g_hash_table_insert (s->nodes, g_memdup2 (&key, sizeof key), first);
  g_ptr_array_add (heap, first);
  while (heap->len > 0)
    {
      Node *node = heap_pop (heap);

      node->done = TRUE;
      g_ptr_array_add (s->settled, node);
      if (node->stop)
        continue;
      for (int d = 0; d < 6; d++)
        {
          VdHex next = vd_hex_neighbour (node->hex, d);
          Step step;
          Node *other;
          gint64 next_key;
          int options[4];
          guint n_options;

          if (!vd_hex_grid_contains (s->mover.board->grid, next) ||
              !vd_hex_grid_is_playable (s->mover.board->grid, next))
            continue;
          step_into (&s->mover, node, at_start && node == first, next, &step);
          if (step.kind != STEP_OK)
            {
              add_blocked (step.kind == STEP_UNKNOWN ? s->unknown : s->forbidden, node, next,
                           &step);
              step_clear (&step);
              continue;
            }
          n_options = 1;
          options[0] = -1;
          if (node->facing >= 0)
            {
              /* Along a road facing costs nothing, and the unit faces along it (13.2c). */
              if (step.road)
                options[0] = d;
              else
                n_options = facing_options (node->facing, d, options);
            }
          for (guint o = 0; o < n_options; o++)
            {
              int after = options[o];
              double turn = 0, off_front = 0, to_stack = 0, mp;
              gint64 stack_key = hex_key (next, FALSE);
              int stack = node->facing >= 0 && m->stack_facing != NULL
                            ? GPOINTER_TO_INT (g_hash_table_lookup (m->stack_facing,
                                                                    &stack_key)) - 1
                            : -1;

              if (node->facing >= 0 && !step.road)
                {
                  /* 13.1: turning first; 13.2a: or the double cost off the front. */
                  turn = m->turn[node->facing][after];
                  off_front = facing_front (after, d) ? 0 : step.mp;
                }
              /* 13.2b: into a stack, the unit takes the facing of those already there. */
              if (stack >= 0 && after != stack)
                {
                  to_stack = m->turn[after][stack];
                  after = stack;
                }
              mp = step.mp + turn + off_front + to_stack;
              /* Points too few for the next hex are lost (NaA B6, 1914-MOV-1). */
              if (limit >= 0 && node->cost + mp > limit + 1e-9)
                continue;
              next_key = state_key (next, step.left, after);
              other = g_hash_table_lookup (s->nodes, &next_key);
              if (other == NULL)
                {
                  other = g_new0 (Node, 1);
                  other->hex = next;
                  other->left = step.left;
                  other->facing = after;
                  other->cost = INFINITY;
                  other->heap_index = G_MAXUINT;
                  g_hash_table_insert (s->nodes, g_memdup2 (&next_key, sizeof next_key), other);
                }
              if (!other->done && node->cost + mp < other->cost - 1e-9)
                {
                  /* One way on (no facing): the step's reasons as they are. */
                  GArray *reasons = n_options == 1 ? g_steal_pointer (&step.reasons)
                                                   : g_array_copy (step.reasons);

                  if (turn > 0)
                    hex_reason (reasons, turn_rule, node->hex, turn);
                  if (off_front > 0)
                    hex_reason (reasons, off_front_rule, next, off_front);
                  if (to_stack > 0)
                    hex_reason (reasons, stack_rule, next, to_stack);
                  other->cost = node->cost + mp;
                  other->prev = node;
                  other->stop = step.stop;
                  if (other->reasons != NULL)
                    g_array_unref (other->reasons);
                  other->reasons = reasons;
                  if (other->heap_index == G_MAXUINT)
                    {
                      other->heap_index = heap->len;
                      g_ptr_array_add (heap, other);
                    }
                  heap_up (heap, other->heap_index);
                }
            }
          step_clear (&step);
        }
    }
}

static GArray *
path_to (const Node *node)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (VdHex));

  for (const Node *n = node; n != NULL; n = n->prev)
    g_array_prepend_val (path, n->hex);
  return path;
}

/* A hex's or hexside's label, printed once for the whole answer (paths share their hexes). */
static char *
cached_label (GHashTable *labels, const VdBoard *board, const StepReason *reason)
{
  gint64 key = reason->on_side ? side_key (reason->side) | ((gint64) 1 << 62)
                               : hex_key (reason->hex, FALSE);
  const char *label = labels != NULL ? g_hash_table_lookup (labels, &key) : NULL;
  char *made;

  if (label != NULL)
    return g_strdup (label);
  made = reason->on_side ? vd_hex_grid_format_side (board->grid, reason->side)
                         : vd_board_format_hex (board, reason->hex);
  if (labels != NULL)
    g_hash_table_insert (labels, g_memdup2 (&key, sizeof key), g_strdup (made));
  return made;
}

static GPtrArray *
reasons_to (const VdBoard *board, const Node *node, GHashTable *labels)
{
  GPtrArray *reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();

  for (const Node *n = node; n != NULL; n = n->prev)
    g_ptr_array_insert (chain, 0, (gpointer) n);
  for (guint i = 0; i < chain->len; i++)
    {
      const Node *n = chain->pdata[i];

      for (guint r = 0; n->reasons != NULL && r < n->reasons->len; r++)
        {
          const StepReason *reason = &g_array_index (n->reasons, StepReason, r);

          add_reason (reasons, reason->rule, cached_label (labels, board, reason), reason->mp);
        }
    }
  return reasons;
}

/* The allowance as this turn changes it: `movement.allowance_modifiers`, each `{turns, mp,
 * rule}` where TURNS and MP may name another value of the module by its path (NaA's fog and
 * night turns, FOG-4). Returns the points to add; REASONS gets each, by the turn. */
static double
allowance_change (const Mover *m, GPtrArray *reasons)
{
  const VdYamlNode *list = lookup (m->module, "movement.allowance_modifiers");
  double change = 0;

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const VdYamlNode *turns = vd_yaml_lookup (item, "turns");
      const VdYamlNode *mp = vd_yaml_lookup (item, "mp");
      const VdYamlNode *rule = vd_yaml_lookup (item, "rule");
      gboolean now = FALSE;

      /* A word is a path to the value elsewhere in the module. */
      if (turns != NULL && turns->kind == VD_YAML_SCALAR)
        turns = lookup (m->module, turns->value);
      if (mp != NULL && mp->kind == VD_YAML_SCALAR && !g_ascii_isdigit (mp->value[0]) &&
          mp->value[0] != '-' && mp->value[0] != '+')
        mp = lookup (m->module, mp->value);
      if (turns == NULL || turns->kind != VD_YAML_SEQUENCE || mp == NULL ||
          mp->kind != VD_YAML_SCALAR)
        continue;
      for (guint t = 0; t < turns->n_children && !now; t++)
        now = turns->children[t]->value != NULL &&
              g_ascii_strtoll (turns->children[t]->value, NULL, 10) == m->board->turn;
      if (now)
        {
          double points = g_ascii_strtod (mp->value, NULL);

          change += points;
          /* Translators: what changed the allowance: "turn 1". */
          add_reason (reasons, rule != NULL ? rule->value : NULL,
                      g_strdup_printf (_("turn %d"), m->board->turn), points);
        }
    }
  /* 1914-SUP-2: out of its line of communication, fewer points. */
  if (m->out)
    {
      const VdYamlNode *mp = lookup (m->module, "special.supply.out_of_supply.mp");

      if (mp != NULL && mp->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (mp))
        {
          double points = g_ascii_strtod (mp->value, NULL);

          change += points;
          add_reason (reasons, lookup_word (m->module, "special.supply.out_of_supply.rule"),
                      g_strdup (m->unit->id), points);
        }
    }
  return change;
}

/* A forced march of FORCED points for the unit of M (0: none): its note and rule, or FALSE with
 * ERROR. */
static gboolean
forced_march (const Mover *m, int forced, char **note, char **rule, GError **error)
{
  const VdYamlNode *max = lookup (m->module, "movement.forced_march.max");
  const char *chart = lookup_word (m->module, "movement.forced_march.chart");
  guint64 most = 0;

  *note = *rule = NULL;
  if (forced == 0)
    return TRUE;
  *rule = g_strdup (lookup_word (m->module, "movement.forced_march.rule"));
  if (max == NULL || !g_ascii_string_to_unsigned (max->value, 10, 1, 99, &most, NULL))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no forced march"),
                   vd_text_get (&m->module->name));
      return FALSE;
    }
  if (forced < 0 || (guint64) forced > most)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a forced march adds 1 to %u points in this game (%s), not %d"),
                   (guint) most, *rule != NULL ? *rule : "?", forced);
      return FALSE;
    }
  if (lookup (m->module, "movement.forced_march.classes") != NULL &&
      !vd_hex_ruleset_list_has (m->module, "movement.forced_march.classes", m->unit->unit_class))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a unit of class %s may not force-march (%s)"), m->unit->unit_class,
                   *rule != NULL ? *rule : "?");
      return FALSE;
    }
  if (chart != NULL)
    {
      /* The chart's row for the points taken ("+2"), its first column: the roll that follows. */
      g_autofree char *rows_path = g_strdup_printf ("charts.%s.rows", chart);
      g_autofree char *cells_path = g_strdup_printf ("charts.%s.cells", chart);
      g_autofree char *row = g_strdup_printf ("+%d", forced);
      const VdYamlNode *rows = lookup (m->module, rows_path);
      const VdYamlNode *cells = lookup (m->module, cells_path);

      for (guint r = 0; rows != NULL && cells != NULL && rows->kind == VD_YAML_SEQUENCE &&
                        cells->kind == VD_YAML_SEQUENCE && r < rows->n_children &&
                        r < cells->n_children; r++)
        if (g_strcmp0 (rows->children[r]->value, row) == 0 &&
            cells->children[r]->kind == VD_YAML_SEQUENCE &&
            cells->children[r]->n_children > 0 &&
            !vd_yaml_node_is_null (cells->children[r]->children[0]))
          /* Translators: "forced march +2: then disorganized on a roll of 1-3". */
          *note = g_strdup_printf (_("forced march +%d: then disorganized on a roll of %s"),
                                   forced, cells->children[r]->children[0]->value);
    }
  if (*note == NULL)
    /* Translators: a forced march whose consequences the rule gives ("forced march +3, see
     * 18.0"). */
    *note = g_strdup_printf (_("forced march +%d, with what its rule says follows"), forced);
  return TRUE;
}

static void
reached_free (VdHexReached *reached)
{
  g_array_unref (reached->path);
  g_ptr_array_unref (reached->reasons);
  g_free (reached);
}

/* 1914-RAIL-1: a unit that starts on a hex holding one of its side's HQs (`special.rail`) may
 * go by rail to any other of them, then one hex more without regard to the ground, though not
 * onto ground it may not enter nor into the enemy, nor into an enemy zone when it is cut off
 * (1914-SUP-2). Each destination once: VdHexReached with no cost. */
static GPtrArray *
rail_destinations (Mover *m)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) reached_free);
  const char *terminal = lookup_word (m->module, "special.rail.terminal_class");
  const char *rule = lookup_word (m->module, "special.rail.rule");
  const VdYamlNode *then = lookup (m->module, "special.rail.then_hexes");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gboolean on_terminal = FALSE;
  const GPtrArray *units = m->board->units;

  if (terminal == NULL || g_strcmp0 (m->unit->unit_class, terminal) == 0)
    return found;
  for (guint i = 0; i < units->len && !on_terminal; i++)
    {
      const VdBoardUnit *hq = units->pdata[i];

      on_terminal = hq != m->unit && hq->placed && g_strcmp0 (hq->unit_class, terminal) == 0 &&
                    g_str_equal (hq->side, m->unit->side) && vd_hex_equal (hq->hex, m->unit->hex);
    }
  if (!on_terminal)
    return found;
  {
    gint64 key = hex_key (m->unit->hex, FALSE);

    g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
  }
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *hq = units->pdata[i];
      int more = then != NULL && then->value != NULL ? atoi (then->value) : 0;

      if (!hq->placed || g_strcmp0 (hq->unit_class, terminal) != 0 ||
          !g_str_equal (hq->side, m->unit->side) || vd_hex_equal (hq->hex, m->unit->hex))
        continue;
      for (int d = -1; d < (more > 0 ? 6 : 0); d++)
        {
          VdHex hex = d < 0 ? hq->hex : vd_hex_neighbour (hq->hex, d);
          gint64 key = hex_key (hex, FALSE);
          const VdBoardHex *entry;
          const VdHexTerrain *ground;
          gboolean barred = FALSE;
          VdHexReached *reached;

          if (g_hash_table_contains (seen, &key) || !vd_hex_grid_contains (m->board->grid, hex) ||
              !vd_hex_grid_is_playable (m->board->grid, hex) ||
              (occupied (m, hex) & OCCUPIED_ENEMY) ||
              (d >= 0 && m->out && zone_of (m, hex) == ZONE_ENEMY))
            continue;
          entry = vd_board_get_hex (m->board, hex);
          ground = vd_hex_ruleset_find_terrain (m->module,
                                                vd_board_hex_terrain (m->board, m->module, hex));
          barred = ground != NULL && ground->mp[m->class_index].status == VD_HEX_MP_PROHIBITED;
          for (guint f = 0; !barred && entry != NULL && entry->features != NULL &&
                            entry->features[f] != NULL; f++)
            barred = (ground = vd_hex_ruleset_find_terrain (m->module, entry->features[f])) != NULL &&
                     ground->mp[m->class_index].status == VD_HEX_MP_PROHIBITED;
          if (barred)
            continue;
          g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
          reached = g_new0 (VdHexReached, 1);
          reached->hex = hex;
          reached->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
          g_array_append_val (reached->path, m->unit->hex);
          g_array_append_val (reached->path, hq->hex);
          if (d >= 0)
            g_array_append_val (reached->path, hex);
          reached->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
          add_reason (reached->reasons, rule, g_strdup (hq->id), 0);
          g_ptr_array_add (found, reached);
        }
    }
  return found;
}

void
vd_hex_reach_free (VdHexReach *reach)
{
  if (reach == NULL)
    return;
  g_free (reach->unit_id);
  if (reach->allowance_reasons != NULL)
    g_ptr_array_unref (reach->allowance_reasons);
  vd_hex_supply_free (reach->supply);
  if (reach->rail != NULL)
    g_ptr_array_unref (reach->rail);
  g_free (reach->forced_note);
  g_free (reach->forced_rule);
  g_free (reach->caveat);
  g_free (reach->caveat_rule);
  g_ptr_array_unref (reach->reached);
  g_ptr_array_unref (reach->unknown);
  g_ptr_array_unref (reach->forbidden);
  g_free (reach);
}

/* BN 16.1e: a unit that can afford no hex beside it at the start of its move may still move one
 * hex, though not onto ground the rules refuse it; the move takes all its points. After a
 * search from the unit's own hex (FIRST, settled in S), those hexes, each VdHexReached at the
 * cost of the whole ALLOWANCE; none when the game has no such rule, when some hex beside it is
 * affordable, or when one's cost is not known (it might be). */
static GPtrArray *
minimum_move (Search *s, const Node *first, double allowance)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) reached_free);
  const char *path = lookup_word (s->mover.module, "movement.minimum_move");
  g_autofree char *rule_path = path != NULL ? g_strconcat (path, ".rule", NULL) : NULL;
  const char *rule = rule_path != NULL ? lookup_word (s->mover.module, rule_path) : NULL;

  if (rule == NULL || s->settled->len > 1 || s->unknown->len > 0)
    return found;
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (first->hex, d);
      VdHexReached *reached;
      Step step;

      if (!vd_hex_grid_contains (s->mover.board->grid, next) ||
          !vd_hex_grid_is_playable (s->mover.board->grid, next))
        continue;
      step_into (&s->mover, first, TRUE, next, &step);
      if (step.kind == STEP_OK)
        {
          reached = g_new0 (VdHexReached, 1);
          reached->hex = next;
          reached->cost = allowance;
          reached->stop = step.stop;
          reached->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
          g_array_append_val (reached->path, first->hex);
          g_array_append_val (reached->path, next);
          reached->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
          add_reason (reached->reasons, rule, vd_board_format_hex (s->mover.board, next),
                      allowance);
          g_ptr_array_add (found, reached);
        }
      step_clear (&step);
    }
  return found;
}

VdHexReach *
vd_hex_reach (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
              GError **error)
{
  return vd_hex_reach_forced (board, module, unit_id, 0, error);
}

VdHexReach *
vd_hex_reach_forced (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     int forced, GError **error)
{
  g_autofree char *forced_note = NULL, *forced_rule = NULL;
  Search s = { 0 };
  VdHexReach *reach;
  double change;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) labels = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                        g_free);

  if (!mover_init (&s.mover, board, module, unit_id, error))
    return NULL;
  if (!forced_march (&s.mover, forced, &forced_note, &forced_rule, error))
    {
      search_clear (&s);
      return NULL;
    }
  reach = g_new0 (VdHexReach, 1);
  reach->unit_id = g_strdup (unit_id);
  reach->has_allowance = s.mover.unit->has_movement;
  reach->allowance_reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  /* Once: MAX would count the turn's conditions, and say them, twice. */
  change = allowance_change (&s.mover, reach->allowance_reasons);
  reach->allowance = MAX (0, s.mover.unit->movement + forced + change);
  reach->forced = forced;
  reach->forced_note = g_steal_pointer (&forced_note);
  reach->forced_rule = g_steal_pointer (&forced_rule);
  reach->reached = g_ptr_array_new_with_free_func ((GDestroyNotify) reached_free);
  search_run (&s, s.mover.unit->hex, FALSE, start_facing (&s.mover), TRUE,
              reach->has_allowance ? reach->allowance : -1);
  /* Each hex once, at its least cost whatever the zone state it was reached in. */
  for (guint i = 0; i < s.settled->len; i++)
    {
      const Node *node = s.settled->pdata[i];
      gint64 key = hex_key (node->hex, FALSE);
      VdHexReached *reached;

      if (g_hash_table_contains (seen, &key))
        continue;
      g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
      reached = g_new0 (VdHexReached, 1);
      reached->hex = node->hex;
      reached->cost = node->cost;
      reached->stop = node->stop;
      reached->path = path_to (node);
      reached->reasons = reasons_to (board, node, labels);
      g_ptr_array_add (reach->reached, reached);
    }
  /* Nothing beside it affordable: one hex all the same, where the game allows it (BN 16.1e). */
  if (reach->has_allowance)
    {
      g_autoptr(GPtrArray) one_hex = minimum_move (&s, s.settled->pdata[0], reach->allowance);

      while (one_hex->len > 0)
        {
          VdHexReached *one = g_ptr_array_steal_index (one_hex, 0);
          gint64 key = hex_key (one->hex, FALSE);

          g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
          g_ptr_array_add (reach->reached, one);
        }
    }
  /* A hex reached is not listed again for a way into it the rules refuse; a way of unknown
   * cost stays listed: it might be the cheaper. */
  for (guint i = s.forbidden->len; i-- > 0;)
    {
      gint64 key = hex_key (((VdHexBlocked *) s.forbidden->pdata[i])->hex, FALSE);

      if (g_hash_table_contains (seen, &key))
        g_ptr_array_remove_index (s.forbidden, i);
    }
  reach->unknown = g_steal_pointer (&s.unknown);
  reach->forbidden = g_steal_pointer (&s.forbidden);
  if (start_facing (&s.mover) == FACING_ANY)
    {
      /* Translators: a counter whose facing the board does not give (BN 13). */
      reach->caveat_rule = g_strdup (lookup_word (module, "movement.facing.rule"));
      reach->caveat = g_strdup (_("its facing is not given: counted from the best one, so it "
                                  "may reach less"));
    }
  else if (s.mover.supply != NULL && s.mover.supply->status == VD_BOARD_SUPPLY_UNKNOWN)
    {
      /* Counted as operational, and said: out of its line it would reach less (1914-SUP-2). */
      reach->caveat_rule = g_strdup (s.mover.supply->rule);
      /* Translators: "whether it is operational is not known (fr-1: …): counted as if it
       * were; without its line it has fewer points and enters no enemy zone". */
      reach->caveat = g_strdup_printf (_("whether it is operational is not known (%s): counted "
                                         "as if it were; without its line it has fewer points "
                                         "and enters no enemy zone"),
                                       s.mover.supply->why);
    }
  reach->rail = rail_destinations (&s.mover);
  reach->supply = g_steal_pointer (&s.mover.supply);
  search_clear (&s);
  return reach;
}

void
vd_hex_move_free (VdHexMove *move)
{
  if (move == NULL)
    return;
  g_free (move->unit_id);
  if (move->allowance_reasons != NULL)
    g_ptr_array_unref (move->allowance_reasons);
  vd_hex_supply_free (move->supply);
  g_free (move->forced_note);
  g_free (move->forced_rule);
  g_free (move->why);
  vd_hex_stack_free (move->stacking);
  g_array_unref (move->path);
  g_ptr_array_unref (move->reasons);
  g_free (move);
}

/* The settled node of HEX with the least cost, or NULL. */
static const Node *
best_at (const Search *s, VdHex hex)
{
  const Node *best = NULL;

  for (gboolean left = FALSE; left <= TRUE; left++)
    for (int facing = -1; facing <= FACING_ANY; facing++)
      {
        gint64 key = state_key (hex, left, facing);
        const Node *node = g_hash_table_lookup (s->nodes, &key);

        if (node != NULL && node->done && (best == NULL || node->cost < best->cost))
          best = node;
      }
  return best;
}

VdHexMove *
vd_hex_move (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
             const VdHex *via, guint n_via, VdHex to, GError **error)
{
  return vd_hex_move_forced (board, module, unit_id, via, n_via, to, 0, error);
}

VdHexMove *
vd_hex_move_forced (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                    const VdHex *via, guint n_via, VdHex to, int forced, GError **error)
{
  g_autofree char *forced_note = NULL, *forced_rule = NULL;
  g_autoptr(GPtrArray) allowance_reasons = NULL;
  double change = 0;
  Mover probe;
  VdHexMove *move;
  VdHex from;
  gboolean left = FALSE, facing_unknown;
  int facing;

  if (!mover_init (&probe, board, module, unit_id, error))
    return NULL;
  allowance_reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  change = allowance_change (&probe, allowance_reasons);
  if (!forced_march (&probe, forced, &forced_note, &forced_rule, error))
    {
      mover_clear (&probe);
      return NULL;
    }
  move = g_new0 (VdHexMove, 1);
  move->supply = g_steal_pointer (&probe.supply);
  facing = start_facing (&probe);
  facing_unknown = facing == FACING_ANY;
  move->facing = -1;
  mover_clear (&probe);
  move->unit_id = g_strdup (unit_id);
  move->has_allowance = probe.unit->has_movement;
  move->allowance = MAX (0, probe.unit->movement + forced + change);
  move->allowance_reasons = g_steal_pointer (&allowance_reasons);
  move->forced = forced;
  move->forced_note = g_steal_pointer (&forced_note);
  move->forced_rule = g_steal_pointer (&forced_rule);
  move->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
  move->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  move->verdict = VD_HEX_MOVE_LEGAL;
  from = probe.unit->hex;
  g_array_append_val (move->path, from);
  /* Leg by leg through the hexes given: each the least cost from where the last ended. */
  for (guint leg = 0; leg <= n_via && move->verdict == VD_HEX_MOVE_LEGAL; leg++)
    {
      VdHex target = leg < n_via ? via[leg] : to;
      Search s = { 0 };
      const Node *end;
      double left_mp = move->has_allowance ? move->allowance - move->cost : -1;

      mover_init (&s.mover, board, module, unit_id, NULL);
      search_run (&s, from, left, facing, leg == 0, left_mp);
      end = best_at (&s, target);
      if (end == NULL)
        {
          g_autofree char *label = vd_board_format_hex (board, target);
          const VdHexBlocked *why = NULL;

          /* Why not: a way into the target of unknown cost (it may be open), else a refused
           * one, else too far. */
          move->verdict = VD_HEX_MOVE_ILLEGAL;
          for (guint i = 0; why == NULL && i < s.unknown->len; i++)
            if (vd_hex_equal (((VdHexBlocked *) s.unknown->pdata[i])->hex, target))
              {
                why = s.unknown->pdata[i];
                move->verdict = VD_HEX_MOVE_UNKNOWN;
              }
          for (guint i = 0; why == NULL && i < s.forbidden->len; i++)
            if (vd_hex_equal (((VdHexBlocked *) s.forbidden->pdata[i])->hex, target))
              why = s.forbidden->pdata[i];
          /* Not reached, and some step of unknown cost on the way: the referee rules. */
          if (why == NULL && s.unknown->len > 0)
            move->verdict = VD_HEX_MOVE_UNKNOWN;
          if (why != NULL)
            {
              add_reason (move->reasons, why->rule, g_strdup (label), 0);
              move->why = g_strdup_printf ("%s: %s", label, why->why);
            }
          else if (move->verdict == VD_HEX_MOVE_UNKNOWN)
            {
              const VdHexBlocked *first_unknown = s.unknown->pdata[0];
              g_autofree char *at = vd_board_format_hex (board, first_unknown->hex);

              /* Translators: "0606 is not reached at the costs known; a way through 0205 is of
               * unknown cost: Château: movement points missing for Infantry". */
              move->why = g_strdup_printf (_("%s is not reached at the costs known; a way "
                                             "through %s is of unknown cost: %s"),
                                           label, at, first_unknown->why);
              add_reason (move->reasons, first_unknown->rule, g_steal_pointer (&at), 0);
            }
          else
            {
              add_reason (move->reasons, lookup_word (module, "movement.allowance_rule"),
                          g_strdup (label), 0);
              move->why = g_strdup_printf (_("%s: out of reach this phase"), label);
            }
          search_clear (&s);
          break;
        }
      {
        g_autoptr(GArray) path = path_to (end);
        g_autoptr(GPtrArray) reasons = reasons_to (board, end, NULL);

        for (guint i = 1; i < path->len; i++)
          g_array_append_val (move->path, g_array_index (path, VdHex, i));
        for (guint i = 0; i < reasons->len; i++)
          g_ptr_array_add (move->reasons, reason_copy (reasons->pdata[i]));
        move->cost += end->cost;
        left = end->left;
        facing = end->facing;
        from = end->hex;
        /* A stop on the way ends the move there (NaA C3, 1914-ZOC-2). */
        if (end->stop && leg < n_via)
          {
            g_autofree char *label = vd_board_format_hex (board, end->hex);

            move->verdict = VD_HEX_MOVE_ILLEGAL;
            move->why = g_strdup_printf (_("%s: the unit must stop in an enemy zone"), label);
            add_reason (move->reasons, lookup_word (module, "zoc.effects.stop"),
                        g_steal_pointer (&label), 0);
          }
      }
      search_clear (&s);
    }
  if (move->verdict == VD_HEX_MOVE_LEGAL && facing >= 0 && facing < FACING_ANY)
    move->facing = facing;
  /* Nothing beside it affordable: one hex all the same, where the game allows it (BN 16.1e). */
  if (move->verdict != VD_HEX_MOVE_LEGAL && n_via == 0 && move->has_allowance &&
      vd_hex_distance (probe.unit->hex, to) == 1)
    {
      Search s = { 0 };

      if (mover_init (&s.mover, board, module, unit_id, NULL))
        {
          g_autoptr(GPtrArray) one_hex = NULL;

          search_run (&s, probe.unit->hex, FALSE, start_facing (&s.mover), TRUE,
                      move->allowance);
          one_hex = minimum_move (&s, s.settled->pdata[0], move->allowance);
          for (guint i = 0; i < one_hex->len; i++)
            {
              const VdHexReached *one = one_hex->pdata[i];

              if (!vd_hex_equal (one->hex, to))
                continue;
              move->verdict = VD_HEX_MOVE_LEGAL;
              move->cost = one->cost;
              g_clear_pointer (&move->why, g_free);
              g_array_set_size (move->path, 0);
              g_array_append_vals (move->path, one->path->data, one->path->len);
              g_ptr_array_set_size (move->reasons, 0);
              g_ptr_array_add (move->reasons, reason_copy (one->reasons->pdata[0]));
            }
        }
      search_clear (&s);
    }
  /* Not on foot: by rail, when the game has it and the unit starts on an HQ (1914-RAIL-1). */
  if (move->verdict != VD_HEX_MOVE_LEGAL && n_via == 0)
    {
      Mover m;

      if (mover_init (&m, board, module, unit_id, NULL))
        {
          g_autoptr(GPtrArray) rail = rail_destinations (&m);

          for (guint i = 0; i < rail->len; i++)
            {
              const VdHexReached *by_rail = rail->pdata[i];

              if (!vd_hex_equal (by_rail->hex, to))
                continue;
              move->verdict = VD_HEX_MOVE_LEGAL;
              move->rail = TRUE;
              move->cost = 0;
              g_clear_pointer (&move->why, g_free);
              g_array_set_size (move->path, 0);
              g_array_append_vals (move->path, by_rail->path->data, by_rail->path->len);
              g_ptr_array_set_size (move->reasons, 0);
              g_ptr_array_add (move->reasons, reason_copy (by_rail->reasons->pdata[0]));
            }
          mover_clear (&m);
        }
    }
  if (move->verdict == VD_HEX_MOVE_LEGAL)
    move->stacking = vd_hex_stacking_at (board, module, to, unit_id);
  /* A counter whose facing the board does not give (BN 13): the cost found is from its best
   * facing, so the verdict is the referee's. */
  if (move->verdict == VD_HEX_MOVE_LEGAL && facing_unknown)
    {
      g_autofree char *label = vd_board_format_hex (board, to);

      move->verdict = VD_HEX_MOVE_UNKNOWN;
      move->why = g_strdup (_("its facing is not given: counted from the best one, so it may "
                              "reach less"));
      add_reason (move->reasons, lookup_word (module, "movement.facing.rule"),
                  g_steal_pointer (&label), 0);
    }
  return move;
}
