#include "vd-hex-supply.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-hex-zoc.h"

/* One way of reading the rules for a line: how far it may run (-1: any length), whether enemy
 * zones cut it where no friend holds the hex, and whether a zone the module leaves in doubt
 * cuts it. */
typedef struct {
  int      hexes;
  gboolean zones_cut;
  gboolean doubt_cuts;
} LineRule;

/* What a check of lines knows of the board, indexed once: who stands where, and each side's
 * enemy zones as they are asked for. */
typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  GHashTable         *occupants;   /* hex key → GPtrArray of const VdBoardUnit* */
  GHashTable         *zones;       /* "side" → (hex key → zone + 1) */
  GHashTable         *hq_lines;    /* HQ id → VdHexSupply*, each HQ's line to its edge */
} Tracer;

enum { ZONE_FREE, ZONE_ENEMY, ZONE_DOUBT };

static gpointer
hex_key (VdHex hex)
{
  return GSIZE_TO_POINTER (((gsize) (hex.q + (1 << 20)) << 21) | (gsize) (hex.r + (1 << 20)));
}

void
vd_hex_supply_free (VdHexSupply *supply)
{
  if (supply == NULL)
    return;
  g_free (supply->hq);
  g_free (supply->rule);
  g_free (supply->why);
  g_free (supply->hq_rule);
  g_free (supply);
}

static VdHexSupply *
supply_new (VdBoardSupply status, const char *hq, const char *rule, char *why)
{
  VdHexSupply *supply = g_new0 (VdHexSupply, 1);

  supply->status = status;
  supply->hq = g_strdup (hq);
  supply->rule = g_strdup (rule);
  supply->why = why;
  return supply;
}

gboolean
vd_hex_supply_applies (const VdHexRuleset *module)
{
  return module != NULL && vd_hex_ruleset_lookup_word (module, "special.supply.hq_class") != NULL;
}

static void
tracer_init (Tracer *t, const VdBoard *board, const VdHexRuleset *module)
{
  t->board = board;
  t->module = module;
  t->occupants = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                        (GDestroyNotify) g_ptr_array_unref);
  t->zones = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                    (GDestroyNotify) g_hash_table_unref);
  t->hq_lines = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                       (GDestroyNotify) vd_hex_supply_free);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      GPtrArray *here;

      if (!unit->placed)
        continue;
      if ((here = g_hash_table_lookup (t->occupants, hex_key (unit->hex))) == NULL)
        {
          here = g_ptr_array_new ();
          g_hash_table_insert (t->occupants, hex_key (unit->hex), here);
        }
      g_ptr_array_add (here, (gpointer) unit);
    }
}

static void
tracer_clear (Tracer *t)
{
  g_clear_pointer (&t->occupants, g_hash_table_unref);
  g_clear_pointer (&t->zones, g_hash_table_unref);
  g_clear_pointer (&t->hq_lines, g_hash_table_unref);
}

/* Whether a unit of SIDE (friend) or of another side (!friend) stands in HEX. */
static gboolean
held_by (const Tracer *t, VdHex hex, const char *side, gboolean friend)
{
  GPtrArray *here = g_hash_table_lookup (t->occupants, hex_key (hex));

  for (guint i = 0; here != NULL && i < here->len; i++)
    if (g_str_equal (((const VdBoardUnit *) here->pdata[i])->side, side) == friend)
      return TRUE;
  return FALSE;
}

/* Whether HEX lies in a zone of SIDE's enemies (ZONE_DOUBT: the module leaves it open). */
static int
zone_of (Tracer *t, VdHex hex, const char *side)
{
  GHashTable *zones = g_hash_table_lookup (t->zones, side);
  gpointer known;
  gboolean enemy_near = FALSE;
  int zone = ZONE_FREE;

  if (zones == NULL)
    {
      zones = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_hash_table_insert (t->zones, (gpointer) side, zones);
    }
  if ((known = g_hash_table_lookup (zones, hex_key (hex))) != NULL)
    return GPOINTER_TO_INT (known) - 1;
  /* Most hexes have no enemy beside them: no need to ask the zones. */
  for (int d = 0; d < 6 && !enemy_near; d++)
    enemy_near = held_by (t, vd_hex_neighbour (hex, d), side, FALSE);
  if (enemy_near)
    {
      g_autoptr(VdHexZoc) zoc = vd_hex_zoc_at (t->board, t->module, hex);

      switch (vd_hex_zoc_enemy (zoc, t->board, side))
        {
        case VD_HEX_ZOC_ENEMY_SURE:
          zone = ZONE_ENEMY;
          break;
        case VD_HEX_ZOC_ENEMY_DOUBT:
          zone = ZONE_DOUBT;
          break;
        case VD_HEX_ZOC_ENEMY_NONE:
          break;
        }
    }
  g_hash_table_insert (zones, hex_key (hex), GINT_TO_POINTER (zone + 1));
  return zone;
}

static gboolean
has_ground (const Tracer *t, VdHex hex, const char *terrain)
{
  const VdBoardHex *entry = vd_board_get_hex (t->board, hex);

  if (g_strcmp0 (vd_board_hex_terrain (t->board, t->module, hex), terrain) == 0)
    return TRUE;
  return entry != NULL && entry->features != NULL &&
         g_strv_contains ((const char * const *) entry->features, terrain);
}

static gboolean
on_board (const Tracer *t, VdHex hex)
{
  return vd_hex_grid_contains (t->board->grid, hex) &&
         vd_hex_grid_is_playable (t->board->grid, hex);
}

/* Whether HEX is on the board's edge toward DIRECTION (west, east, north, south): no playable
 * hex beyond it that way. */
static gboolean
on_edge (const Tracer *t, VdHex hex, const char *direction)
{
  gboolean flat = vd_hex_grid_get_shape (t->board->grid) == VD_HEX_FLAT;
  /* The neighbours beyond each edge: flat hexes 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW; pointy ones
   * 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW. */
  static const int flat_dirs[4][2] = { { 4, 5 }, { 1, 2 }, { 0, 0 }, { 3, 3 } };
  static const int pointy_dirs[4][2] = { { 4, 4 }, { 1, 1 }, { 0, 5 }, { 2, 3 } };
  const char * const names[] = { "west", "east", "north", "south" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (direction, names[i]))
      {
        const int *dirs = flat ? flat_dirs[i] : pointy_dirs[i];

        return !on_board (t, vd_hex_neighbour (hex, dirs[0])) &&
               !on_board (t, vd_hex_neighbour (hex, dirs[1]));
      }
  return FALSE;
}

static const char *
country_of (const Tracer *t, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (t->board, hex);

  return entry != NULL ? entry->country : NULL;
}

/* Whether HEX is one an HQ traces to by the module's word EDGE (special.supply.edges). */
static gboolean
at_edge (const Tracer *t, VdHex hex, const char *edge)
{
  if (g_str_has_prefix (edge, "north-of:") || g_str_has_prefix (edge, "south-of:"))
    {
      const char *country = strchr (edge, ':') + 1;
      const char *direction = edge[0] == 'n' ? "north" : "south";
      gboolean flat = vd_hex_grid_get_shape (t->board->grid) == VD_HEX_FLAT;
      int dirs[2] = { 0, 0 };

      if (g_strcmp0 (country_of (t, hex), country) != 0)
        return FALSE;
      if (on_edge (t, hex, direction))
        return TRUE;
      /* The country's own border that way: the hex beyond is another country's. */
      if (flat)
        dirs[0] = dirs[1] = edge[0] == 'n' ? 0 : 3;
      else
        {
          dirs[0] = edge[0] == 'n' ? 0 : 2;
          dirs[1] = edge[0] == 'n' ? 5 : 3;
        }
      for (int i = 0; i < 2; i++)
        {
          VdHex beyond = vd_hex_neighbour (hex, dirs[i]);

          if (on_board (t, beyond) && g_strcmp0 (country_of (t, beyond), country) != 0)
            return TRUE;
        }
      return FALSE;
    }
  if (g_str_has_prefix (edge, "terrain:"))
    {
      g_autofree char *terrain = g_strdup (edge + strlen ("terrain:"));
      char *at = strchr (terrain, '@');

      if (at != NULL)
        *at++ = '\0';
      if (!has_ground (t, hex, terrain))
        return FALSE;
      if (at == NULL)
        return TRUE;
      /* A coast: next to a hex of that country. */
      for (int d = 0; d < 6; d++)
        if (g_strcmp0 (country_of (t, vd_hex_neighbour (hex, d)), at) == 0)
          return TRUE;
      return FALSE;
    }
  return on_edge (t, hex, edge);
}

typedef gboolean (*TargetFunc) (const Tracer *t, VdHex hex, gpointer data);

/* Breadth-first from FROM for a unit of SIDE and CLASS_INDEX under RULE: every hex the line can
 * reach (its key in REACHED), or stops at the first hex TARGET accepts (returned TRUE). A hex
 * TARGET accepts may be ground a unit may not enter (the sea an HQ traces to). */
static gboolean
trace (Tracer *t, VdHex from, const char *side, guint class_index, LineRule rule,
       TargetFunc target, gpointer data, GHashTable *reached)
{
  g_autoptr(GArray) frontier = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  g_array_append_val (frontier, from);
  g_hash_table_add (seen, hex_key (from));
  if (target != NULL && target (t, from, data))
    return TRUE;
  for (int steps = 0; frontier->len > 0 && (rule.hexes < 0 || steps < rule.hexes); steps++)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (VdHex));

      for (guint i = 0; i < frontier->len; i++)
        for (int d = 0; d < 6; d++)
          {
            VdHex hex = vd_hex_neighbour (g_array_index (frontier, VdHex, i), d);
            gboolean friend;
            int zone;

            if (g_hash_table_contains (seen, hex_key (hex)) || !on_board (t, hex) ||
                held_by (t, hex, side, FALSE))
              continue;
            g_hash_table_add (seen, hex_key (hex));
            friend = held_by (t, hex, side, TRUE);
            zone = zone_of (t, hex, side);
            if (!friend && ((zone == ZONE_ENEMY && rule.zones_cut) ||
                            (zone == ZONE_DOUBT && rule.zones_cut && rule.doubt_cuts)))
              continue;
            if (target != NULL && target (t, hex, data))
              return TRUE;
            /* A line runs only where a unit could go. */
            if (vd_board_prohibited_ground (t->board, t->module, hex, class_index) != NULL)
              continue;
            if (reached != NULL)
              g_hash_table_add (reached, hex_key (hex));
            g_array_append_val (next, hex);
          }
      g_array_unref (g_steal_pointer (&frontier));
      frontier = g_steal_pointer (&next);
    }
  return FALSE;
}

static int
hexes_of (const VdYamlNode *node)
{
  guint64 n;

  if (node == NULL || node->kind != VD_YAML_SCALAR ||
      !g_ascii_string_to_unsigned (node->value, 10, 0, 1000, &n, NULL))
    return -1;
  return (int) n;
}

static gboolean
zones_cut (const VdYamlNode *node)
{
  return node != NULL && node->kind == VD_YAML_SCALAR && g_str_equal (node->value, "friend-held");
}

/* The edges of NATION: the strict list (what every reading allows) and the lenient one. */
typedef struct {
  const VdYamlNode *strict;
  const VdYamlNode *lenient;
} Edges;

static gboolean
at_any_edge (const Tracer *t, VdHex hex, gpointer data)
{
  const VdYamlNode *list = data;

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    if (list->children[i]->value != NULL && at_edge (t, hex, list->children[i]->value))
      return TRUE;
  return FALSE;
}

/* Whether any hex of the board is one of the edges of LIST: a board without the sea or the
 * countries an HQ traces to cannot say whether it is cut off. */
static gboolean
edge_on_board (const Tracer *t, const VdYamlNode *list)
{
  g_autoptr(GArray) hexes = vd_hex_grid_get_hexes (t->board->grid);

  for (guint i = 0; i < hexes->len; i++)
    if (on_board (t, g_array_index (hexes, VdHex, i)) &&
        at_any_edge (t, g_array_index (hexes, VdHex, i), (gpointer) list))
      return TRUE;
  return FALSE;
}

/* Words of a list of edges, for the user: "west, south". */
static char *
edges_text (const VdYamlNode *list)
{
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  g_auto(GStrv) all = NULL;

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    if (list->children[i]->value != NULL)
      g_strv_builder_add (words, list->children[i]->value);
  all = g_strv_builder_end (words);
  return g_strjoinv (", ", all);
}

/* 1914-SUP-4: an HQ's line of any length to its nation's edges. */
static const VdHexSupply *
sup_4_hq_line (Tracer *t, const VdBoardUnit *hq)
{
  const VdHexRuleset *module = t->module;
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.supply.hq_to_edge.rule");
  const VdYamlNode *zones_strict, *zones_lenient, *edges_node, *edges;
  const char *zones_open, *edges_open, *nation = hq->nation;
  g_autofree char *nation_path = NULL, *edges_path = NULL, *list = NULL;
  VdHexSupply *supply;
  LineRule strict, lenient;
  Edges ends;
  guint class_index = vd_hex_ruleset_class_index (module, hq->unit_class);

  if ((supply = g_hash_table_lookup (t->hq_lines, hq->id)) != NULL)
    return supply;
  if (nation == NULL)
    {
      nation_path = g_strdup_printf ("special.supply.nation_of_side.%s", hq->side);
      nation = vd_hex_ruleset_lookup_word (module, nation_path);
    }
  edges_path = g_strdup_printf ("special.supply.edges.%s", nation != NULL ? nation : "");
  edges_node = nation != NULL ? vd_hex_ruleset_lookup (module, edges_path) : NULL;
  if (edges_node == NULL)
    {
      /* Translators: an HQ whose nation (British, Belgian…) is not on its counter. */
      supply = supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, rule,
                           nation == NULL
                             ? g_strdup_printf (_("%s: its nation is not given, and with it the "
                                                  "edge its line runs to"), hq->id)
                             : g_strdup_printf (_("%s: no edge is given for the nation %s"),
                                                hq->id, nation));
      g_hash_table_insert (t->hq_lines, hq->id, supply);
      return supply;
    }
  vd_hex_ruleset_by_reading (module, edges_node, &ends.strict, &ends.lenient, &edges_open);
  /* 1914-SUD-6: edges read as a correction sets them are cited by it (`edges_reading_rules`). */
  if (edges_open == NULL && vd_yaml_lookup (edges_node, "reading") != NULL)
    {
      const char *chosen = vd_hex_ruleset_choice (
        module, vd_hex_ruleset_word (vd_yaml_lookup (edges_node, "reading")));
      g_autofree char *by_path = g_strdup_printf ("special.supply.edges_reading_rules.%s",
                                                  chosen != NULL ? chosen : "");
      const char *by_reading = vd_hex_ruleset_lookup_word (module, by_path);

      if (by_reading != NULL)
        rule = by_reading;
    }
  vd_hex_ruleset_by_reading (module,
                             vd_hex_ruleset_lookup (module,
                                                    "special.supply.hq_to_edge.through_enemy_zone"),
                             &zones_strict, &zones_lenient, &zones_open);
  strict = (LineRule) { -1, zones_cut (zones_strict), TRUE };
  lenient = (LineRule) { -1, zones_cut (zones_lenient), FALSE };
  edges = ends.lenient;
  if (!edge_on_board (t, edges))
    {
      list = edges_text (edges);
      /* Translators: "be-hq: none of its edges (terrain:sea@belgium, north-of:belgium) is on
       * the board: give the hexes their terrain and country". */
      supply = supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, rule,
                           g_strdup_printf (_("%s: none of its edges (%s) is on the board: give "
                                              "the hexes their terrain and country"),
                                            hq->id, list));
    }
  else if (trace (t, hq->hex, hq->side, class_index, strict, at_any_edge, (gpointer) ends.strict, NULL))
    supply = supply_new (VD_BOARD_SUPPLY_IN, NULL, rule, NULL);
  else if (!trace (t, hq->hex, hq->side, class_index, lenient, at_any_edge, (gpointer) edges,
                   NULL))
    {
      list = edges_text (edges);
      /* Translators: "ger-1-hq: no line to its edges (east, north-of:germany) clear of the
       * enemy". */
      supply = supply_new (VD_BOARD_SUPPLY_OUT, NULL, rule,
                           g_strdup_printf (_("%s: no line to its edges (%s) clear of the enemy"),
                                            hq->id, list));
    }
  else
    {
      const char *open = zones_open != NULL ? zones_open : edges_open;
      const char *other = zones_open != NULL && edges_open != NULL ? edges_open : NULL;

      supply = supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, open,
                           other != NULL
                             /* Translators: two interpretations of the game not chosen yet. */
                             ? g_strdup_printf (_("%s: its line to its edge holds or not as "
                                                  "readings %s and %s go, not chosen yet"),
                                                hq->id, open, other)
                             : g_strdup_printf (_("%s: its line to its edge holds or not as "
                                                  "reading %s goes, not chosen yet"),
                                                hq->id, open));
    }
  g_hash_table_insert (t->hq_lines, hq->id, supply);
  return supply;
}

/* Whether UNIT is one of the side's HQs, by the module's `hq_class`. */
static gboolean
is_hq (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (module, "special.supply.hq_class")) == 0;
}

static gboolean
side_has_hq (const Tracer *t, const char *side)
{
  for (guint i = 0; i < t->board->units->len; i++)
    {
      const VdBoardUnit *unit = t->board->units->pdata[i];

      if (is_hq (t->module, unit) && g_str_equal (unit->side, side))
        return TRUE;
    }
  return FALSE;
}

/* 1914-SUP-1 and 1914-SUP-3: a line of a few hexes from UNIT to its army's HQ (any HQ without
 * an army), not through an enemy zone unless a friend holds the hex; and that HQ's own line. */
static VdHexSupply *
sup_1_unit_line (Tracer *t, const VdBoardUnit *unit)
{
  const VdHexRuleset *module = t->module;
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.supply.unit_to_hq.rule");
  const VdYamlNode *hexes_strict, *hexes_lenient;
  const char *hexes_open;
  g_autoptr(GHashTable) near = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) far = g_hash_table_new (g_direct_hash, g_direct_equal);
  gboolean through = zones_cut (vd_hex_ruleset_lookup (module,
                                                       "special.supply.unit_to_hq."
                                                       "through_enemy_zone"));
  const VdHexSupply *maybe_line = NULL;
  const VdBoardUnit *maybe_hq = NULL, *cut_hq = NULL;
  guint class_index = vd_hex_ruleset_class_index (module, unit->unit_class);
  guint n_hqs = 0, n_placed_hqs = 0;
  const VdBoardUnit *gone_hq = NULL;
  LineRule strict, lenient;

  vd_hex_ruleset_by_reading (module,
                             vd_hex_ruleset_lookup (module, "special.supply.unit_to_hq.hexes"),
                             &hexes_strict, &hexes_lenient, &hexes_open);
  strict = (LineRule) { hexes_of (hexes_strict), through, TRUE };
  lenient = (LineRule) { hexes_of (hexes_lenient), through, FALSE };
  if (strict.hexes < 0 || lenient.hexes < 0)
    return supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, rule,
                       g_strdup (_("how long a line may be is not given")));
  g_hash_table_add (near, hex_key (unit->hex));
  g_hash_table_add (far, hex_key (unit->hex));
  trace (t, unit->hex, unit->side, class_index, strict, NULL, NULL, near);
  trace (t, unit->hex, unit->side, class_index, lenient, NULL, NULL, far);
  for (guint i = 0; i < t->board->units->len; i++)
    {
      const VdBoardUnit *hq = t->board->units->pdata[i];
      const VdHexSupply *line;

      if (!is_hq (module, hq) || !g_str_equal (hq->side, unit->side) ||
          (unit->army != NULL && g_strcmp0 (hq->army, unit->army) != 0))
        continue;
      n_hqs++;
      if (!hq->placed)
        gone_hq = hq;
      else
        n_placed_hqs++;
      if (!hq->placed || !g_hash_table_contains (far, hex_key (hq->hex)))
        continue;
      line = sup_4_hq_line (t, hq);
      if (line->status == VD_BOARD_SUPPLY_IN && g_hash_table_contains (near, hex_key (hq->hex)))
        return supply_new (VD_BOARD_SUPPLY_IN, hq->id, rule, NULL);
      if (line->status == VD_BOARD_SUPPLY_OUT)
        cut_hq = hq;
      else if (maybe_line == NULL || line->status == VD_BOARD_SUPPLY_IN)
        {
          maybe_line = line;
          maybe_hq = hq;
        }
    }
  if (maybe_hq != NULL)
    {
      /* A line that reaches an HQ under one reading of its length but not the other, or an HQ
       * whose own line is in doubt. */
      if (maybe_line->status == VD_BOARD_SUPPLY_IN && hexes_open == NULL)
        /* Translators: "fr-1: whether its line to fr-hq-5 crosses an enemy zone is not given". */
        return supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, rule,
                           g_strdup_printf (_("%s: whether its line to %s crosses an enemy zone "
                                              "is not given"), unit->id, maybe_hq->id));
      if (maybe_line->status == VD_BOARD_SUPPLY_IN)
        /* Translators: "fr-1: it reaches fr-hq-5 or not as reading 1914-i-loc-length goes,
         * not chosen yet". */
        return supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, hexes_open,
                           g_strdup_printf (_("%s: it reaches %s or not as reading %s goes, not "
                                              "chosen yet"), unit->id, maybe_hq->id,
                                            hexes_open));
      return supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, maybe_line->rule,
                         g_strdup (maybe_line->why));
    }
  if (cut_hq != NULL)
    {
      const VdHexSupply *line = g_hash_table_lookup (t->hq_lines, cut_hq->id);

      /* Translators: "fr-1: its HQ fr-hq-5 is cut off: fr-hq-5: no line to its edges…". */
      return supply_new (VD_BOARD_SUPPLY_OUT, NULL, line->rule,
                         g_strdup_printf (_("%s: its HQ %s is cut off: %s"), unit->id,
                                          cut_hq->id, line->why));
    }
  if (n_hqs == 0 && !side_has_hq (t, unit->side))
    /* In play an HQ always comes back (1914-HQ-4): a side without any is a board not set up
     * for lines yet, not a side cut off. */
    return supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL,
                       vd_hex_ruleset_lookup_word (module, unit->army != NULL ? "special.supply.unit_to_hq.rule"
                                                           : "special.supply.no_army_rule"),
                       g_strdup_printf (_("%s: no HQ of its side on the board to trace to"),
                                        unit->id));
  if (unit->army != NULL && n_placed_hqs == 0 && gone_hq != NULL)
    /* An eliminated HQ leaves its army not operational until it comes back (1914-HQ-4).
     * Translators: "fr-1: its army's HQ fr-hq-5 is not on the map: the army is not operational
     * until it comes back". */
    return supply_new (VD_BOARD_SUPPLY_OUT, NULL,
                       vd_hex_ruleset_lookup_word (module, "special.hq.return_rule"),
                       g_strdup_printf (_("%s: its army's HQ %s is not on the map: the army is "
                                          "not operational until it comes back"), unit->id,
                                        gone_hq->id));
  if (n_hqs == 0)
    /* Translators: "fr-1: no HQ of army 5 on the board". */
    return supply_new (VD_BOARD_SUPPLY_OUT, NULL, rule,
                       g_strdup_printf (_("%s: no HQ of army %s on the board"), unit->id,
                                        unit->army));
  if (strict.hexes != lenient.hexes)
    /* Translators: "fr-1: no line to its HQ of 4 hexes, nor of 5, clear of…" (the two readings
     * of how the 4 hexes are counted). */
    return supply_new (VD_BOARD_SUPPLY_OUT, NULL, rule,
                       g_strdup_printf (_("%s: no line to its HQ of %d hexes, nor of %d, clear of "
                                          "the enemy and of enemy zones (unless a friend holds "
                                          "the hex)"), unit->id, strict.hexes, lenient.hexes));
  /* Translators: "fr-1: no line of 4 hexes to its HQ clear of the enemy and of enemy zones
   * (unless a friend holds the hex)". */
  return supply_new (VD_BOARD_SUPPLY_OUT, NULL, rule,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s: no line of %d hex to its HQ clear of the "
                                                   "enemy and of enemy zones (unless a friend "
                                                   "holds the hex)",
                                                   "%s: no line of %d hexes to its HQ clear of "
                                                   "the enemy and of enemy zones (unless a "
                                                   "friend holds the hex)",
                                                   lenient.hexes),
                                      unit->id, lenient.hexes));
}

/* 1914-REB-2: a unit rebuilt this turn is operational at once. Whether that holds when its
 * line would not (its HQ cut off from its edge) is the module's reading
 * (`special.rebuild_pairs.operational`): at once whatever its line, or by its line as any unit;
 * open, the answer is given where both agree. */
static VdHexSupply *
reb_2_rebuilt (Tracer *t, const VdBoardUnit *unit, VdHexSupply *line)
{
  const VdHexRuleset *module = t->module;
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.rebuild_pairs.operational.rule");
  const char *reading = vd_hex_ruleset_lookup_word (module,
                                                    "special.rebuild_pairs.operational.reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  g_autofree char *said = NULL;
  VdHexSupply *supply;

  if (unit->rebuilt_turn == 0 || unit->rebuilt_turn != t->board->turn || rule == NULL)
    return line;
  if (line->status == VD_BOARD_SUPPLY_IN)
    {
      g_free (line->rule);
      line->rule = g_strdup (rule);
      g_free (line->why);
      /* Translators: "rebuilt in turn 4: operational at once, its line holding". */
      line->why = g_strdup_printf (_("rebuilt in turn %d: operational at once, its line "
                                     "holding"), unit->rebuilt_turn);
      return line;
    }
  if (g_strcmp0 (choice, "by-its-line") == 0)
    return line;
  said = g_strdup (line->why != NULL ? line->why : "?");
  if (g_strcmp0 (choice, "at-once") == 0)
    /* Translators: "rebuilt in turn 4: operational at once, for this turn, though ger-1: its
     * HQ ger-hq1 is cut off: …". */
    supply = supply_new (VD_BOARD_SUPPLY_IN, NULL, rule,
                         g_strdup_printf (_("rebuilt in turn %d: operational at once, for this "
                                            "turn, though %s"), unit->rebuilt_turn, said));
  else
    /* Translators: "rebuilt in turn 4: operational at once (1914-REB-2), or not as its line
     * goes (ger-1: its HQ … is cut off): reading 1914-i-rebuilt-operational, not chosen yet". */
    supply = supply_new (VD_BOARD_SUPPLY_UNKNOWN, NULL, reading,
                         g_strdup_printf (_("rebuilt in turn %d: operational at once (%s), or "
                                            "not as its line goes (%s): reading %s, not chosen "
                                            "yet"), unit->rebuilt_turn, rule, said, reading));
  vd_hex_supply_free (line);
  return supply;
}

static VdHexSupply *
judge (Tracer *t, const VdBoardUnit *unit)
{
  if (!unit->placed)
    return supply_new (VD_BOARD_SUPPLY_NOT_JUDGED, NULL, NULL, NULL);
  if (is_hq (t->module, unit))
    {
      const VdHexSupply *line = sup_4_hq_line (t, unit);

      return supply_new (line->status, line->hq, line->rule, g_strdup (line->why));
    }
  return reb_2_rebuilt (t, unit, sup_1_unit_line (t, unit));
}

/* 1914-HQ-1: an HQ is its army's supply, cited where a line holds by one (or for an HQ). */
static VdHexSupply *
cite_hq (VdHexSupply *supply, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  if (supply->status == VD_BOARD_SUPPLY_IN && (supply->hq != NULL || is_hq (module, unit)))
    supply->hq_rule = g_strdup (vd_hex_ruleset_lookup_word (module, "special.supply.hq_rule"));
  return supply;
}

VdHexSupply *
vd_hex_supply_judge (const VdBoard *board, const VdHexRuleset *module, const char *unit_id)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  Tracer t = { 0 };
  VdHexSupply *supply;

  if (unit == NULL || !vd_hex_supply_applies (module))
    return supply_new (VD_BOARD_SUPPLY_NOT_JUDGED, NULL, NULL, NULL);
  tracer_init (&t, board, module);
  supply = judge (&t, unit);
  tracer_clear (&t);
  return cite_hq (supply, module, unit);
}

void
vd_hex_supply_forget (VdBoard *board)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      VdBoardUnit *unit = board->units->pdata[i];

      unit->supply = VD_BOARD_SUPPLY_NOT_JUDGED;
      g_clear_pointer (&unit->supply_hq, g_free);
      g_clear_pointer (&unit->supply_rule, g_free);
      g_clear_pointer (&unit->supply_why, g_free);
    }
}

void
vd_hex_supply_judge_all (VdBoard *board, const VdHexRuleset *module)
{
  Tracer t = { 0 };

  vd_hex_supply_forget (board);
  if (!vd_hex_supply_applies (module))
    return;
  tracer_init (&t, board, module);
  for (guint i = 0; i < board->units->len; i++)
    {
      VdBoardUnit *unit = board->units->pdata[i];
      g_autoptr(VdHexSupply) supply = judge (&t, unit);

      unit->supply = supply->status;
      unit->supply_hq = g_steal_pointer (&supply->hq);
      unit->supply_rule = g_steal_pointer (&supply->rule);
      unit->supply_why = g_steal_pointer (&supply->why);
    }
  tracer_clear (&t);
}

VdHexSupply *
vd_hex_supply_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  if (unit->supply != VD_BOARD_SUPPLY_NOT_JUDGED)
    return cite_hq (supply_new (unit->supply, unit->supply_hq, unit->supply_rule,
                                g_strdup (unit->supply_why)), module, unit);
  return vd_hex_supply_judge (board, module, unit->id);
}
