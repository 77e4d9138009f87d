/* The victory count of a board game, as far as its seed gives it. */
#include "vd-hex-victory.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-supply.h"
#include "vd-hex-turn.h"
#include "vd-hex-zoc.h"

/* How a counter left the map, by the journal. */
typedef enum {
  FATE_NONE,
  FATE_ELIMINATED,
  FATE_FLED,         /* of its own accord (NaA F4) */
  FATE_VIENNA,       /* by the Vienna road (NaA F5) */
  FATE_FORBIDDEN,    /* eliminated leaving by an edge its side may not use (NaA F8) */
} Fate;

typedef struct {
  const VdHexRuleset *module;
  const VdBoard      *setup;
  VdBoard            *board;     /* the game as it stands */
  GHashTable         *fates;     /* unit id → Fate */
  GHashTable         *passed;    /* hex label → the side that last moved a unit through it */
  VdHexVictory       *victory;
} Count;

static void
side_score_free (VdHexSideScore *score)
{
  g_free (score->side);
  g_free (score->name);
  g_clear_pointer (&score->parts, g_ptr_array_unref);
  g_free (score);
}

const char *
vd_hex_victory_level_name (const char *level)
{
  if (g_strcmp0 (level, "decisive") == 0)
    return _("decisive victory");
  if (g_strcmp0 (level, "major") == 0)
    return _("major victory");
  if (g_strcmp0 (level, "tactical") == 0)
    return _("tactical success");
  if (g_strcmp0 (level, "victory") == 0)
    return _("victory");
  return _("draw");
}

void
vd_hex_victory_free (VdHexVictory *victory)
{
  if (victory == NULL)
    return;
  g_clear_pointer (&victory->sides, g_ptr_array_unref);
  g_free (victory->winner);
  g_free (victory->level);
  g_free (victory->level_rule);
  g_free (victory->missing);
  g_free (victory->missing_rule);
  g_free (victory);
}

static void
set_missing (Count *c, const char *rule, char *what)
{
  c->victory->known = FALSE;
  if (c->victory->missing != NULL)
    {
      g_free (what);
      return;
    }
  c->victory->missing = what;
  c->victory->missing_rule = g_strdup (rule);
}

static const char *
word_at (const VdHexRuleset *module, const char *path)
{
  return vd_hex_ruleset_lookup_word (module, path);
}

/* "victory.SIDE_WHAT": a side's own key (the sides' ids use dashes, the module's keys
 * underscores: austro-russian's is austro_russian_…). */
static char *
side_key (const char *side, const char *what)
{
  char *key = g_strdup_printf ("victory.%s_%s", side, what);

  for (char *p = key; *p != '\0'; p++)
    if (*p == '-')
      *p = '_';
  return key;
}

/* A counter's strength as a number, FALSE when it is not one (or not given). */
static gboolean
strength_number (const char *strength, int *value)
{
  char *end;
  long n;

  if (strength == NULL)
    return FALSE;
  n = strtol (strength, &end, 10);
  if (end == strength || *end != '\0' || n < 0 || n > G_MAXINT / 4)
    return FALSE;
  *value = (int) n;
  return TRUE;
}

/* The journal replayed, noting how each counter left the map and who last went through each
 * hex. */
static gboolean
replay (Count *c, guint n_applied, GError **error)
{
  const VdYamlNode *vienna = vd_hex_ruleset_lookup (c->module, "special.off_map.vienna_road_hexes");
  const char *vienna_side = word_at (c->module, "special.off_map.vienna_road_side");

  c->board = vd_board_copy_without_journal (c->setup);
  for (guint i = 0; c->setup->journal != NULL && i < MIN (n_applied, c->setup->journal->len);
       i++)
    {
      const VdBoardEvent *event = c->setup->journal->pdata[i];
      const VdBoardUnit *unit = event->unit_id != NULL
                                  ? vd_board_find_unit (c->board, event->unit_id) : NULL;

      if (event->kind == VD_BOARD_EVENT_MOVE && unit != NULL)
        {
          if (event->hex == NULL && unit->placed)
            {
              g_autofree char *from = vd_board_format_hex (c->board, unit->hex);
              const char *f8 = word_at (c->module, "special.off_map.edges_rule");
              Fate fate = event->eliminated ? FATE_ELIMINATED : FATE_FLED;

              /* `record exit` notes the rule first ("F8: off the map by…"). */
              if (event->eliminated && f8 != NULL && event->note != NULL &&
                  g_str_has_prefix (event->note, f8) && event->note[strlen (f8)] == ':')
                fate = FATE_FORBIDDEN;

              if (fate == FATE_FLED && g_strcmp0 (unit->side, vienna_side) == 0 &&
                  vd_hex_ruleset_node_has (vienna, from))
                fate = FATE_VIENNA;
              g_hash_table_replace (c->fates, g_strdup (unit->id), GINT_TO_POINTER (fate));
            }
          for (guint p = 0; event->path != NULL && event->path[p] != NULL; p++)
            g_hash_table_replace (c->passed, g_strdup (event->path[p]), g_strdup (unit->side));
          if (event->hex != NULL)
            g_hash_table_replace (c->passed, g_strdup (event->hex), g_strdup (unit->side));
        }
      if (!vd_board_event_apply (event, c->board, c->module, error))
        return FALSE;
    }
  return TRUE;
}

static VdHexSideScore *
new_side (Count *c, const VdHexName *side)
{
  VdHexSideScore *score = g_new0 (VdHexSideScore, 1);

  score->side = g_strdup (side->id);
  score->name = g_strdup (vd_text_get (&side->name));
  score->known = TRUE;
  score->parts = vd_hex_odds_reasons_new ();
  g_ptr_array_add (c->victory->sides, score);
  return score;
}

/* Whether HEX holds an enemy of SIDE or lies in an enemy zone. */
static gboolean
closed_to (const Count *c, VdHex hex, const char *side)
{
  g_autoptr(GPtrArray) there = vd_board_units_at (c->board, hex);
  g_autoptr(VdHexZoc) zoc = NULL;

  for (guint i = 0; i < there->len; i++)
    if (g_strcmp0 (((VdBoardUnit *) there->pdata[i])->side, side) != 0)
      return TRUE;
  zoc = vd_hex_zoc_at (c->board, c->module, hex);
  return vd_hex_zoc_has_enemy (zoc, side, NULL);
}

static gboolean
in_play (const Count *c, VdHex hex)
{
  return vd_hex_grid_contains (c->board->grid, hex) &&
         vd_hex_grid_is_playable (c->board->grid, hex);
}

/* VIC-3 read unit by unit: every neighbour in play holds an enemy or lies in an enemy zone (a
 * map edge is a way out). */
static gboolean
surrounded (const Count *c, const VdBoardUnit *unit)
{
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (unit->hex, d);

      if (!in_play (c, next) || !closed_to (c, next, unit->side))
        return FALSE;
    }
  return TRUE;
}

/* Whether HEX is one its SIDE may leave the map by (`special.off_map`: its edges, and the
 * Vienna road's hexes for the side that takes it, F8). */
static gboolean
friendly_exit (const Count *c, VdHex hex, const char *side)
{
  g_autofree char *key = g_strdup_printf ("special.off_map.%s_exit_edges", side);
  g_autofree char *label = NULL;
  const VdYamlNode *edges;
  int column, row;

  for (char *p = key; *p != '\0'; p++)
    if (*p == '-')
      *p = '_';
  edges = vd_hex_ruleset_lookup (c->module, key);
  vd_hex_grid_to_offset (c->board->grid, hex, &column, &row);
  if ((column == 0 && vd_hex_ruleset_node_has (edges, "west")) ||
      (column == vd_hex_grid_get_columns (c->board->grid) - 1 &&
       vd_hex_ruleset_node_has (edges, "east")) ||
      (row == 0 && vd_hex_ruleset_node_has (edges, "north")) ||
      (row == vd_hex_grid_get_rows (c->board->grid) - 1 && vd_hex_ruleset_node_has (edges, "south")))
    return TRUE;
  label = vd_board_format_hex (c->board, hex);
  return g_strcmp0 (word_at (c->module, "special.off_map.vienna_road_side"), side) == 0 &&
         vd_hex_ruleset_node_has (vd_hex_ruleset_lookup (c->module,
                                                         "special.off_map.vienna_road_hexes"),
                                  label);
}

/* VIC-3 read as a pocket: no way from the unit, through hexes free of enemies and their
 * zones, to an edge its side may leave by. */
static gboolean
cut_off (const Count *c, const VdBoardUnit *unit)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (VdHex));

  g_array_append_val (queue, unit->hex);
  for (guint i = 0; i < queue->len; i++)
    {
      VdHex hex = g_array_index (queue, VdHex, i);

      if (friendly_exit (c, hex, unit->side))
        return FALSE;
      for (int d = 0; d < 6; d++)
        {
          VdHex next = vd_hex_neighbour (hex, d);
          int column, row;
          gpointer key;

          if (!in_play (c, next) || closed_to (c, next, unit->side))
            continue;
          vd_hex_grid_to_offset (c->board->grid, next, &column, &row);
          key = GINT_TO_POINTER ((column << 16) | (row & 0xffff));
          if (g_hash_table_contains (seen, key))
            continue;
          g_hash_table_add (seen, key);
          g_array_append_val (queue, next);
        }
    }
  return TRUE;
}

/* VIC-3: whether a counter of a demoralized army counts as eliminated, encircled, as reading
 * naa-i-encircled says: 1, 0, or -1 while it is not chosen and the readings differ. */
static int
encircled (const Count *c, const VdBoardUnit *unit)
{
  const char *reading = vd_hex_ruleset_choice (c->module, "naa-i-encircled");
  gboolean six = surrounded (c, unit), pocket = cut_off (c, unit);

  if (g_strcmp0 (reading, "unit-surrounded-on-six-sides") == 0)
    return six;
  if (g_strcmp0 (reading, "pocket-cut-off") == 0)
    return pocket;
  return six == pocket ? six : -1;
}

/* A side's losses in NaA (VIC-3) and its losses/flight track (DEM-1). */
static void
count_naa_losses (Count *c, VdHexSideScore *score)
{
  const char *track = word_at (c->module, "morale.track_length");
  gboolean demoralized = vd_board_is_demoralized (c->board, score->side);
  const char *reading = word_at (c->module, "special.off_map.forbidden_reading");
  const char *forbidden_read = reading != NULL ? vd_hex_ruleset_choice (c->module, reading) : NULL;
  int eliminated = 0, fled = 0, surrounded = 0, forbidden = 0;
  guint n_fled = 0, n_vienna = 0;

  for (guint i = 0; i < c->setup->units->len; i++)
    {
      const VdBoardUnit *printed = c->setup->units->pdata[i];
      const VdBoardUnit *now = vd_board_find_unit (c->board, printed->id);
      Fate fate = GPOINTER_TO_INT (g_hash_table_lookup (c->fates, printed->id));
      int strength = 0;

      if (g_strcmp0 (printed->side, score->side) != 0 || now == NULL)
        continue;
      if (fate == FATE_VIENNA)
        {
          n_vienna++;
          continue;
        }
      if (fate == FATE_NONE && demoralized && now->placed)
        {
          int closed = encircled (c, now);

          if (closed < 0)
            {
              score->known = FALSE;
              /* Translators: "whether fr-1 is encircled: reading naa-i-encircled". */
              set_missing (c, "VIC-3", g_strdup_printf (_("whether %s is encircled: reading %s"),
                                                        now->id, "naa-i-encircled"));
            }
          if (closed <= 0)
            continue;
        }
      else if (fate == FATE_NONE)
        continue;
      if (!strength_number (printed->strength, &strength))
        {
          score->known = FALSE;
          /* Translators: "the printed strength of ar-3 is not given". */
          set_missing (c, "D10", g_strdup_printf (_("the printed strength of %s is not given"),
                                                  printed->id));
          continue;
        }
      if (fate == FATE_ELIMINATED)
        eliminated += strength;
      else if (fate == FATE_FORBIDDEN)
        forbidden += strength;
      else if (fate == FATE_FLED)
        {
          fled += strength;
          n_fled++;
        }
      else
        surrounded += strength;
    }
  /* Translators: a part of a side's losses: "eliminated: 12 (printed strength)". */
  vd_hex_odds_add_reason (score->parts, "D10", score->side,
                          g_strdup_printf (_("eliminated: %d (printed strength)"),
                                           eliminated + forbidden));
  score->total = eliminated + forbidden;
  /* F8: whether those eliminated by an edge their side may not use move P is a reading. */
  if (forbidden > 0 && g_strcmp0 (forbidden_read, "advances-no-track") != 0)
    eliminated += forbidden;
  if (forbidden > 0 && forbidden_read == NULL)
    {
      score->track_reading = reading;
      vd_hex_odds_add_reason (score->parts, "F8", score->side,
                              g_strdup_printf (_("%d of them left by an edge their side may not "
                                                 "use: whether that moves P is reading %s, not "
                                                 "chosen yet (counted below)"), forbidden,
                                               reading));
    }
  if (n_fled > 0)
    {
      const char *box = word_at (c->module, "victory.exit_box_values");

      /* The exit boxes' texts are not in the seed: the referee reads his own. */
      score->known = score->known && box != NULL;
      if (box == NULL)
        set_missing (c, "VIC-3",
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "what the exit boxes count for %u counter "
                                                   "that left the map is not in the seed",
                                                   "what the exit boxes count for %u counters "
                                                   "that left the map is not in the seed",
                                                   n_fled), n_fled));
      vd_hex_odds_add_reason (score->parts, "VIC-3", score->side,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "left the map: %u counter (exit "
                                                            "boxes)",
                                                            "left the map: %u counters (exit "
                                                            "boxes)", n_fled), n_fled));
    }
  if (surrounded > 0)
    {
      vd_hex_odds_add_reason (score->parts, "VIC-3", score->side,
                              g_strdup_printf (_("encircled, of a demoralized army: %d"),
                                               surrounded));
      score->total += surrounded;
    }
  if (n_vienna > 0)
    vd_hex_odds_add_reason (score->parts, "F5", score->side,
                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "by the Vienna road: %u counter, no "
                                                          "loss",
                                                          "by the Vienna road: %u counters, no "
                                                          "loss", n_vienna), n_vienna));
  /* DEM-1: P moves by the eliminated, D back by the fled; they meet when together they cover
   * the track from its first box to its last. */
  score->has_track = TRUE;
  score->losses_marker = eliminated;
  score->flight_marker = fled;
  score->meet_at = track != NULL ? atoi (track) - 1 : 0;
  if (score->meet_at <= 0)
    /* Translators: "losses/flight track: P 12 forward, D 4 back; where they meet is the track's
     * length, not entered". */
    vd_hex_odds_add_reason (score->parts, "DEM-1", score->side,
                            g_strdup_printf (_("losses/flight track: P %d forward, D %d back; "
                                               "where they meet is the track’s length, not "
                                               "entered"), eliminated, fled));
  else if (eliminated + fled >= score->meet_at && !demoralized)
    vd_hex_odds_add_reason (score->parts, "DEM-1", score->side,
                            g_strdup_printf (_("losses/flight track: P %d + D %d reach %d: the "
                                               "markers meet, the army is demoralized (record "
                                               "it)"), eliminated, fled, score->meet_at));
  else
    vd_hex_odds_add_reason (score->parts, "DEM-1", score->side,
                            g_strdup_printf (_("losses/flight track: P %d + D %d of %d"),
                                             eliminated, fled, score->meet_at));
  {
    g_autofree char *key = side_key (score->side, "vp_per_unit_exited_by_vienna_road");
    const char *each = word_at (c->module, key);

    score->vp = each != NULL ? (int) n_vienna * atoi (each) : 0;
  }
}

/* VIC-4: the victory points a side scores from the ENEMY's losses, by its table. */
static int
vp_from (const VdHexRuleset *module, const char *side, int enemy_losses)
{
  g_autofree char *key = side_key (side, "vp_from_enemy_losses");
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, key);

  for (guint i = 0; rows != NULL && rows->kind == VD_YAML_SEQUENCE && i < rows->n_children; i++)
    {
      const char *min = vd_hex_ruleset_word (vd_yaml_lookup (rows->children[i], "min"));
      const char *max = vd_hex_ruleset_word (vd_yaml_lookup (rows->children[i], "max"));
      const char *vp = vd_hex_ruleset_word (vd_yaml_lookup (rows->children[i], "vp"));

      if (min != NULL && vp != NULL && enemy_losses >= atoi (min) &&
          (max == NULL || enemy_losses <= atoi (max)))
        return atoi (vp);
    }
  return 0;
}

/* VIC-6: the level of a difference in victory points. */
static void
naa_level (Count *c, int difference)
{
  const VdYamlNode *levels = vd_hex_ruleset_lookup (c->module, "victory.levels");

  for (guint i = 0; levels != NULL && levels->kind == VD_YAML_SEQUENCE && i < levels->n_children;
       i++)
    {
      const char *at_least = vd_hex_ruleset_word (vd_yaml_lookup (levels->children[i],
                                                                  "vp_difference_min"));
      const char *exactly = vd_hex_ruleset_word (vd_yaml_lookup (levels->children[i],
                                                                 "vp_difference"));

      if ((at_least != NULL && difference >= atoi (at_least)) ||
          (exactly != NULL && difference == atoi (exactly)))
        {
          c->victory->level = g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (levels->children[i],
                                                                             "level")));
          c->victory->level_rule = g_strdup (vd_hex_ruleset_lookup_word (c->module,
                                                                        "victory.levels_rule"));
          return;
        }
    }
}

static void
count_naa (Count *c)
{
  VdHexSideScore *first, *second;

  for (guint s = 0; s < c->module->sides->len; s++)
    count_naa_losses (c, new_side (c, c->module->sides->pdata[s]));
  if (c->victory->sides->len != 2)
    return;
  first = c->victory->sides->pdata[0];
  second = c->victory->sides->pdata[1];
  first->vp += vp_from (c->module, first->side, second->total);
  second->vp += vp_from (c->module, second->side, first->total);
  for (guint s = 0; s < 2; s++)
    {
      VdHexSideScore *score = c->victory->sides->pdata[s];

      /* Translators: "victory points: 2 (VIC-4)". */
      vd_hex_odds_add_reason (score->parts, "VIC-4", score->side,
                              g_strdup_printf (_("victory points: %d"), score->vp));
    }
  /* VIC-2: the winner is found by weighing both sides' points, losses and objectives alike. */
  for (guint s = 0; s < 2 && vd_hex_ruleset_lookup_word (c->module, "victory.weigh_rule"); s++)
    {
      VdHexSideScore *score = c->victory->sides->pdata[s];
      const VdHexSideScore *other = c->victory->sides->pdata[1 - s];

      /* Translators: "weighed against the enemy's points: 2 to 1". */
      vd_hex_odds_add_reason (score->parts,
                              vd_hex_ruleset_lookup_word (c->module, "victory.weigh_rule"),
                              score->side,
                              g_strdup_printf (_("weighed against the enemy's points: %d to %d"),
                                               score->vp, other->vp));
    }
  c->victory->known = first->known && second->known;
  c->victory->difference = ABS (first->vp - second->vp);
  if (c->victory->known && first->vp != second->vp)
    c->victory->winner = g_strdup (first->vp > second->vp ? first->side : second->side);
  if (c->victory->known)
    naa_level (c, c->victory->difference);
}

/* 1914-VIC-1's doubling: whether UNIT, where it stands, counts double in this scenario: 1, 0,
 * or -1 while it depends on reading 1914-i-allies-in-belgium (a Belgian at home, Nord). */
static int
doubled (const Count *c, const VdBoardUnit *unit)
{
  const VdBoardHex *hex = vd_board_get_hex (c->board, unit->hex);
  const char *country = hex != NULL ? hex->country : NULL;
  const char *reading;
  gboolean sud = c->board->options != NULL &&
                 g_strv_contains ((const char * const *) c->board->options, "scenario-sud");

  if (country == NULL)
    return 0;
  if (g_strcmp0 (unit->side, "german") == 0)
    return g_str_equal (country, "france");
  /* 1914-SUD-5: in Sud, French units in Germany (Sud's Allies are French). */
  if (sud)
    return g_str_equal (country, "germany") && g_strcmp0 (unit->nation, "belgian") != 0 &&
           g_strcmp0 (unit->nation, "british") != 0;
  if (g_str_equal (country, "germany"))
    return 1;
  if (!g_str_equal (country, "belgium"))
    return 0;
  if (g_strcmp0 (unit->nation, "belgian") != 0)
    return 1;
  reading = vd_hex_ruleset_choice (c->module, "1914-i-allies-in-belgium");
  if (reading == NULL)
    return -1;
  return g_str_equal (reading, "all-allied-units");
}

/* The side whose soil COUNTRY is (1914: Germany the Germans'; France, Belgium the Allies'). */
static const char *
owner_of (const char *country)
{
  if (country == NULL)
    return NULL;
  if (g_str_equal (country, "germany"))
    return "german";
  if (g_str_equal (country, "france") || g_str_equal (country, "belgium"))
    return "allied";
  return NULL;
}

static void
count_1914_side (Count *c, VdHexSideScore *score)
{
  int strength_total = 0, places = 0;
  guint n_cut = 0;

  for (guint i = 0; i < c->board->units->len; i++)
    {
      const VdBoardUnit *unit = c->board->units->pdata[i];
      g_autoptr(VdHexSupply) supply = NULL;
      int strength;

      if (g_strcmp0 (unit->side, score->side) != 0 || !unit->placed)
        continue;
      if (!strength_number (unit->strength, &strength))
        {
          score->known = FALSE;
          /* Translators: "the strength of g-1 is not given". */
          set_missing (c, "1914-VIC-1", g_strdup_printf (_("the strength of %s is not given"),
                                                         unit->id));
          continue;
        }
      supply = vd_hex_supply_judge (c->board, c->module, unit->id);
      if (supply->status == VD_BOARD_SUPPLY_OUT)
        {
          n_cut++;
          continue;
        }
      if (supply->status == VD_BOARD_SUPPLY_UNKNOWN)
        {
          score->known = FALSE;
          set_missing (c, supply->rule, g_strdup (supply->why));
        }
      switch (doubled (c, unit))
        {
        case 1:
          strength_total += 2 * strength;
          break;
        case 0:
          strength_total += strength;
          break;
        default:
          score->known = FALSE;
          strength_total += strength;
          /* Translators: "whether be-1, Belgian in Belgium, counts double: reading
           * 1914-i-allies-in-belgium". */
          set_missing (c, "1914-VIC-1",
                       g_strdup_printf (_("whether %s, Belgian in Belgium, counts double: "
                                          "reading %s"), unit->id,
                                        "1914-i-allies-in-belgium"));
          break;
        }
    }
  vd_hex_odds_add_reason (score->parts, "1914-VIC-1", score->side,
                          g_strdup_printf (_("strength in play: %d (doubled on enemy soil)"),
                                           strength_total));
  if (n_cut > 0)
    vd_hex_odds_add_reason (score->parts, "1914-VIC-3", score->side,
                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u counter without its line of "
                                                            "communication scores nothing",
                                                            "%u counters without their line of "
                                                            "communication score nothing",
                                                            n_cut), n_cut));
  for (guint i = 0; i < c->board->hexes->len; i++)
    {
      const VdBoardHex *hex = c->board->hexes->pdata[i];
      g_autofree char *label = vd_board_format_hex (c->board, hex->hex);
      const char *held_by = g_hash_table_lookup (c->passed, label);
      gboolean city = g_strcmp0 (hex->terrain, "city") == 0 ||
                      (hex->features != NULL &&
                       g_strv_contains ((const char * const *) hex->features, "city"));
      gboolean fortress = g_strcmp0 (hex->terrain, "fortress") == 0 ||
                          (hex->features != NULL &&
                           g_strv_contains ((const char * const *) hex->features, "fortress"));
      const char *owner = owner_of (hex->country);

      /* Held: the last side through it is this one, and the soil is the enemy's. */
      if ((!city && !fortress) || g_strcmp0 (held_by, score->side) != 0 || owner == NULL ||
          g_str_equal (owner, score->side))
        continue;
      if (fortress)
        {
          places += 3 + (hex->has_value ? hex->value : 0);
          vd_hex_odds_add_reason (score->parts, "1914-VIC-1", label,
                                  g_strdup_printf (_("enemy fortress held: 3 + %d"),
                                                   hex->has_value ? hex->value : 0));
        }
      else
        {
          places += 3;
          vd_hex_odds_add_reason (score->parts, "1914-VIC-1", label,
                                  g_strdup (_("enemy city held: 3")));
        }
    }
  score->total = strength_total + places;
}

static void
count_1914 (Count *c)
{
  const VdYamlNode *margins = vd_hex_ruleset_lookup (c->module,
                                                     "victory.draw_if_difference_at_most");
  const char *rule = vd_hex_ruleset_lookup_word (c->module, "victory.draw_rule");
  int margin = -1;
  VdHexSideScore *first, *second;

  vd_hex_supply_judge_all (c->board, c->module);
  for (guint s = 0; s < c->module->sides->len; s++)
    count_1914_side (c, new_side (c, c->module->sides->pdata[s]));
  if (c->victory->sides->len != 2)
    return;
  first = c->victory->sides->pdata[0];
  second = c->victory->sides->pdata[1];
  /* A mapping's children are its keys and values in turn. */
  for (guint i = 0; margins != NULL && margins->kind == VD_YAML_MAPPING &&
                    i + 1 < margins->n_children; i += 2)
    if (c->board->options != NULL &&
        g_strv_contains ((const char * const *) c->board->options, margins->children[i]->value))
      {
        g_autofree char *path = g_strdup_printf ("victory.draw_rules.%s",
                                                 margins->children[i]->value);
        const char *own = vd_hex_ruleset_lookup_word (c->module, path);

        /* Each scenario's margin is cited by its own rule (1914-VIC-2, -SUD-5, -CMP-5). */
        margin = atoi (margins->children[i + 1]->value);
        if (own != NULL)
          rule = own;
      }
  c->victory->known = first->known && second->known;
  c->victory->difference = ABS (first->total - second->total);
  if (margin < 0)
    {
      set_missing (c, rule, g_strdup (_("the draw margin is the scenario's: choose "
                                                "one of the game's scenario options")));
      return;
    }
  if (!c->victory->known)
    return;
  c->victory->level_rule = g_strdup (rule);
  if (c->victory->difference <= margin)
    c->victory->level = g_strdup ("draw");
  else
    {
      c->victory->level = g_strdup ("victory");
      c->victory->winner = g_strdup (first->total > second->total ? first->side : second->side);
    }
}

VdHexVictory *
vd_hex_victory (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                GError **error)
{
  g_autoptr(VdHexVictory) victory = g_new0 (VdHexVictory, 1);
  g_autoptr(GHashTable) fates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) passed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        g_free);
  g_autoptr(VdHexTurn) turn = vd_hex_turn (setup, module, n_applied, error);
  Count c = { module, setup, NULL, fates, passed, victory };

  if (turn == NULL)
    return NULL;
  victory->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) side_score_free);
  victory->over = turn->over;
  victory->known = TRUE;
  if (!replay (&c, n_applied, error))
    {
      vd_board_free (c.board);
      return NULL;
    }
  if (vd_hex_ruleset_lookup (module, "victory.french_vp_from_enemy_losses") != NULL)
    count_naa (&c);
  else if (vd_hex_ruleset_lookup (module, "victory.score") != NULL)
    count_1914 (&c);
  else
    {
      const char *rule = word_at (module, "victory.rule");

      set_missing (&c, rule, g_strdup (_("the victory conditions are in the game's scenarios, "
                                         "which the seed does not give")));
    }
  vd_board_free (c.board);
  return g_steal_pointer (&victory);
}

VdBoardEvent *
vd_hex_track_demoralization (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                             const char *defender_side, char **unknown)
{
  g_autoptr(VdHexVictory) victory = NULL;
  g_autoptr(VdBoard) board = NULL;
  const VdHexSideScore *met = NULL;
  VdBoardEvent *event;

  if (g_strcmp0 (vd_hex_ruleset_lookup_word (module, "morale.model"), "army-track") != 0 ||
      (board = vd_board_replay (setup, module, n_applied, NULL)) == NULL ||
      (board->demoralized != NULL && board->demoralized[0] != NULL) ||
      (victory = vd_hex_victory (setup, module, n_applied, NULL)) == NULL)
    return NULL;
  for (guint i = 0; i < victory->sides->len; i++)
    {
      const VdHexSideScore *score = victory->sides->pdata[i];
      int moved = score->losses_marker + score->flight_marker;

      if (!score->has_track)
        continue;
      if (score->meet_at <= 0)
        {
          if (moved > 0 && unknown != NULL && *unknown == NULL)
            /* Translators: "whether the Austro-Russians are demoralized: the losses/flight
             * track's length is not entered (DEM-1)". */
            *unknown = g_strdup_printf (_("whether the %s are demoralized: the losses/flight "
                                          "track’s length is not entered"), score->name);
          continue;
        }
      if (moved < score->meet_at)
        continue;
      if (score->track_reading != NULL)
        {
          if (unknown != NULL && *unknown == NULL)
            /* Translators: "whether the French are demoralized: reading naa-i-forbidden-exit". */
            *unknown = g_strdup_printf (_("whether the %s are demoralized: reading %s"),
                                        score->name, score->track_reading);
          continue;
        }
      /* DEM-4: both at once, the defender's army. */
      if (met == NULL || g_strcmp0 (score->side, defender_side) == 0)
        met = score;
    }
  if (met == NULL)
    return NULL;
  event = vd_board_event_new (VD_BOARD_EVENT_DEMORALIZED, board);
  event->side = g_strdup (met->side);
  /* Translators: the note of an army demoralized by its track: "P 30 + D 9 reach 39 (DEM-1)". */
  event->note = g_strdup_printf (_("P %d + D %d reach %d (DEM-1)"), met->losses_marker,
                                 met->flight_marker, met->meet_at);
  return event;
}
