/* Line of sight between two hexes of a board, by the policy the game's module names. */
#include "vd-hex-los.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "vd-error.h"

/* More shortest paths than this at a long range are not traced: the answer says so. */
#define MAX_PATHS 64

/* One answer under one set of readings, before the readings that were not chosen are
 * compared. */
typedef struct {
  VdHexLosVerdict verdict;
  GPtrArray      *reasons;     /* VdHexLosReason* */
  gboolean        has_hex;
  VdHex           hex;
  gboolean        has_side;
  VdHexside       side;
  char           *missing;
  char           *missing_rule;
} Outcome;


static Outcome *
outcome_new (void)
{
  Outcome *outcome = g_new0 (Outcome, 1);

  outcome->verdict = VD_HEX_LOS_CLEAR;
  outcome->reasons = vd_hex_odds_reasons_new ();
  return outcome;
}

static void
outcome_free (Outcome *outcome)
{
  if (outcome == NULL)
    return;
  /* The reasons may have gone to the answer. */
  g_clear_pointer (&outcome->reasons, g_ptr_array_unref);
  g_free (outcome->missing);
  g_free (outcome->missing_rule);
  g_free (outcome);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Outcome, outcome_free)

void
vd_hex_los_free (VdHexLos *los)
{
  if (los == NULL)
    return;
  g_free (los->policy);
  g_array_unref (los->hexes);
  g_array_unref (los->along);
  g_ptr_array_unref (los->paths);
  g_ptr_array_unref (los->reasons);
  g_free (los->missing);
  g_free (los->missing_rule);
  g_free (los->unchecked);
  g_free (los->unchecked_rule);
  g_free (los);
}

const char *
vd_hex_los_verdict_name (VdHexLosVerdict verdict)
{
  switch (verdict)
    {
    case VD_HEX_LOS_CLEAR:
      return "clear";
    case VD_HEX_LOS_BLOCKED:
      return "blocked";
    case VD_HEX_LOS_UNKNOWN:
      return "unknown";
    case VD_HEX_LOS_NONE:
    default:
      return "none";
    }
}

static void
add_reason (GPtrArray *reasons, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (reasons, rule, by, what);
}

/* The first thing the answer lacks is the one named. */
static void
set_missing (Outcome *outcome, const char *rule, char *what)
{
  if (outcome->missing != NULL)
    {
      g_free (what);
      return;
    }
  outcome->missing = what;
  outcome->missing_rule = g_strdup (rule);
}

static void
block_hex (Outcome *outcome, VdHex hex)
{
  outcome->verdict = VD_HEX_LOS_BLOCKED;
  outcome->has_hex = TRUE;
  outcome->hex = hex;
}

static void
block_side (Outcome *outcome, VdHexside side)
{
  outcome->verdict = VD_HEX_LOS_BLOCKED;
  outcome->has_side = TRUE;
  outcome->side = side;
}

static char *
side_label (const VdBoard *board, VdHexside side)
{
  char *label = vd_hex_grid_format_side (board->grid, side);

  return label != NULL ? label : g_strdup ("?");
}

static void
add_unique_hex (GArray *hexes, VdHex hex)
{
  for (guint i = 0; i < hexes->len; i++)
    if (vd_hex_equal (g_array_index (hexes, VdHex, i), hex))
      return;
  g_array_append_val (hexes, hex);
}

static gboolean
hex_has_ground (const VdBoard *board, const VdHexRuleset *module, VdHex hex, const char *id)
{
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);

  for (guint i = 0; i < grounds->len; i++)
    if (g_strcmp0 (grounds->pdata[i], id) == 0)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------------------------------ */
/* The line, step by step: each step a hex the line crosses or, where it runs along a hexside
 * (or through a vertex), the two hexes it passes between. */

typedef struct {
  gboolean pair;
  VdHex    a;
  VdHex    b;        /* pair only */
} Step;

static GArray *
line_steps (VdHex from, VdHex to)
{
  /* As vd_hex_line traces it: the centre line nudged to either side at each hex's distance. */
  const double eq = 1e-6, er = 2e-6;
  int n = vd_hex_distance (from, to);
  GArray *steps = g_array_new (FALSE, TRUE, sizeof (Step));

  for (int i = 0; i <= n; i++)
    {
      double t = n > 0 ? (double) i / n : 0;
      double q = from.q + (to.q - from.q) * t;
      double r = from.r + (to.r - from.r) * t;
      double s = -q - r;
      Step step = { FALSE, { 0, 0 }, { 0, 0 } };
      VdHex hexes[2];

      for (int k = 0; k < 2; k++)
        {
          double dq = k == 0 ? eq : -eq, dr = k == 0 ? er : -er;
          double qq = q + dq, rr = r + dr, ss = s - dq - dr;
          double rq = round (qq), rrr = round (rr), rs = round (ss);
          double fq = fabs (rq - qq), fr = fabs (rrr - rr), fs = fabs (rs - ss);

          if (fq > fr && fq > fs)
            rq = -rrr - rs;
          else if (fr > fs)
            rrr = -rq - rs;
          hexes[k] = (VdHex) { (int) rq, (int) rrr };
        }
      step.a = hexes[0];
      if (!vd_hex_equal (hexes[0], hexes[1]))
        {
          step.pair = TRUE;
          step.b = hexes[1];
        }
      g_array_append_val (steps, step);
    }
  return steps;
}

static void
fill_line (VdHexLos *los, GArray *steps)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);
      VdHexside side;

      add_unique_hex (los->hexes, step->a);
      if (!step->pair)
        continue;
      add_unique_hex (los->hexes, step->b);
      if (vd_hexside_between (step->a, step->b, &side))
        g_array_append_val (los->along, side);
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Readings: an answer that depends on one not chosen is named, never decided. */

/* The options of interpretation ID: the chosen one alone, or all of them (NULL when the
 * module has no such interpretation). */
static GStrv
reading_options (const VdHexRuleset *module, const char *id)
{
  const char *choice = vd_hex_ruleset_choice (module, id);
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "interpretations");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (choice != NULL)
    {
      g_strv_builder_add (builder, choice);
      return g_strv_builder_end (builder);
    }
  for (guint i = 0; list != NULL && i < list->n_children; i++)
    {
      const VdYamlNode *entry = list->children[i];
      const VdYamlNode *options;

      if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (entry, "id")), id) != 0)
        continue;
      options = vd_yaml_lookup (entry, "options");
      for (guint o = 0; options != NULL && o < options->n_children; o++)
        if (vd_hex_ruleset_word (options->children[o]) != NULL)
          g_strv_builder_add (builder, options->children[o]->value);
    }
  return g_strv_builder_end (builder);
}

/* OUTCOMES (one per option of READING, in OPTIONS' order) made one: theirs when they agree,
 * else unknown, naming the reading and what each option gives. Takes OUTCOMES. */
static Outcome *
settle_reading (GPtrArray *outcomes, const char *reading, GStrv options)
{
  g_autoptr(GString) each = g_string_new (NULL);
  gboolean agree = TRUE;
  Outcome *outcome;

  for (guint i = 1; i < outcomes->len; i++)
    if (((Outcome *) outcomes->pdata[i])->verdict != ((Outcome *) outcomes->pdata[0])->verdict)
      agree = FALSE;
  if (agree)
    {
      outcome = g_ptr_array_steal_index (outcomes, 0);
      g_ptr_array_unref (outcomes);
      return outcome;
    }
  outcome = outcome_new ();
  outcome->verdict = VD_HEX_LOS_UNKNOWN;
  for (guint i = 0; i < outcomes->len; i++)
    {
      const Outcome *o = outcomes->pdata[i];

      if (each->len > 0)
        g_string_append (each, ", ");
      /* Translators: "far-hex-from-firer: blocked", one option of a reading and its answer. */
      g_string_append_printf (each, _("%s: %s"), options[i], vd_hex_los_verdict_name (o->verdict));
    }
  /* Translators: "the answer depends on reading naa-i-blocking-hexside (far-hex-from-firer:
   * clear, both-hexes: blocked): choose one". */
  set_missing (outcome, reading,
               g_strdup_printf (_("the answer depends on reading %s (%s): choose one"), reading,
                                each->str));
  g_ptr_array_unref (outcomes);
  return outcome;
}

/* ------------------------------------------------------------------------------------------ */
/* NaA (`paths-2`): bombardment along the shortest paths (E2, E10, E16, E17). */

typedef enum {
  FIRE_PASSES,
  FIRE_BLOCKED,
  FIRE_UNKNOWN,
} FireBlock;

/* Whether terrain or hexside feature ID (HEXSIDE) stops fire (E10): `blocks_fire` true or
 * false, `~` not known, left out: it does not. */
static FireBlock
blocks_fire (const VdHexRuleset *module, const char *id, gboolean hexside)
{
  g_autofree char *path = g_strdup_printf ("%s.%s.blocks_fire", hexside ? "hexsides" : "terrain",
                                           id);
  const VdYamlNode *key = NULL, *node;
  g_autofree char *at = g_strdup_printf ("%s.%s", hexside ? "hexsides" : "terrain", id);
  const VdYamlNode *entry = vd_hex_ruleset_lookup (module, at);
  const char *word;

  if (entry != NULL)
    key = vd_yaml_lookup_key (entry, "blocks_fire");
  if (key == NULL)
    return FIRE_PASSES;
  node = vd_hex_ruleset_lookup (module, path);
  word = vd_hex_ruleset_word (node);
  if (word == NULL)
    return FIRE_UNKNOWN;
  if (g_ascii_strcasecmp (word, "true") == 0 || g_ascii_strcasecmp (word, "yes") == 0)
    return FIRE_BLOCKED;
  return FIRE_PASSES;
}

static gboolean
module_true (const VdHexRuleset *module, const char *path)
{
  const char *word = vd_hex_ruleset_lookup_word (module, path);

  return word != NULL && g_ascii_strcasecmp (word, "true") == 0;
}

/* The hexside SIDE met by fire: the escarpment that forbids bombardment (E16), the bank
 * artillery cancels (E16), or E10's blocking hexsides. CROSSED: the path goes across it, else
 * it only bounds a hex of the path (reading both-hexes). */
static void
naa_hexside (Outcome *outcome, const VdBoard *board, const VdHexRuleset *module,
             VdHexside side, gboolean crossed)
{
  g_autoptr(GPtrArray) features = vd_board_hexside_features (board, side);
  g_autofree char *label = side_label (board, side);

  for (guint f = 0; f < features->len; f++)
    {
      const VdBoardHexside *feature = features->pdata[f];
      const VdHexTerrain *terrain = vd_hex_ruleset_find_hexside (module, feature->feature);
      g_autofree char *at = g_strdup_printf ("hexsides.%s.", feature->feature);
      g_autofree char *bombardment = g_strconcat (at, "blocks_bombardment", NULL);
      g_autofree char *cancels = g_strconcat (at, "attacking_artillery_cancels", NULL);
      const char *name = terrain != NULL ? vd_text_get (&terrain->name) : feature->feature;

      if (crossed && module_true (module, bombardment))
        {
          /* Translators: "Bank with escarpment: no bombardment across it". */
          add_reason (outcome->reasons, "E16", label,
                      g_strdup_printf (_("%s: no bombardment across it"), name));
          if (outcome->verdict != VD_HEX_LOS_BLOCKED)
            block_side (outcome, side);
          continue;
        }
      /* Cancelled by the artillery taking part, whichever way it lies (E16). */
      if (module_true (module, cancels))
        {
          /* Translators: "River or pond bank: the bombarding artillery cancels it". */
          if (crossed)
            add_reason (outcome->reasons, "E16", label,
                        g_strdup_printf (_("%s: the bombarding artillery cancels it"), name));
          continue;
        }
      switch (blocks_fire (module, feature->feature, TRUE))
        {
        case FIRE_BLOCKED:
          add_reason (outcome->reasons, "E10", label,
                      crossed
                        /* Translators: "Hedge: it shields the hex beyond it". */
                        ? g_strdup_printf (_("%s: it shields the hex beyond it"), name)
                        /* Translators: "Hedge: it shields the hexes it bounds". */
                        : g_strdup_printf (_("%s: it shields the hexes it bounds"), name));
          if (outcome->verdict != VD_HEX_LOS_BLOCKED)
            block_side (outcome, side);
          break;
        case FIRE_UNKNOWN:
          /* Translators: "whether River bank stops fire is not given (Terrain table)". */
          set_missing (outcome, "E10",
                       g_strdup_printf (_("whether %s stops fire is not given (%s)"), name,
                                        vd_hex_ruleset_lookup_word (module,
                                                                    "combat.terrain_chart")));
          break;
        case FIRE_PASSES:
        default:
          break;
        }
    }
}

/* Fire along PATH (from the firer to the target) under reading BOTH_HEXES of E10. */
static Outcome *
naa_path (const VdBoard *board, const VdHexRuleset *module, GArray *path, gboolean both_hexes)
{
  Outcome *outcome = outcome_new ();
  guint n = path->len;

  for (guint k = 1; k < n; k++)
    {
      VdHex hex = g_array_index (path, VdHex, k);
      g_autofree char *label = vd_board_format_hex (board, hex);
      VdHexside side = { hex, -1 };

      if (vd_hexside_between (g_array_index (path, VdHex, k - 1), hex, &side))
        naa_hexside (outcome, board, module, side, TRUE);
      if (both_hexes)
        for (int d = 0; d < 6; d++)
          {
            VdHexside bound;

            if (vd_hexside_between (hex, vd_hex_neighbour (hex, d), &bound) &&
                !vd_hexside_equal (bound, side))
              {
                g_autoptr(Outcome) around = outcome_new ();

                /* Only E10's blocking sides shield what they bound; E16's bar crossing. */
                naa_hexside (around, board, module, bound, FALSE);
                if (around->verdict == VD_HEX_LOS_BLOCKED && outcome->verdict != VD_HEX_LOS_BLOCKED)
                  {
                    g_ptr_array_extend_and_steal (outcome->reasons,
                                                  g_steal_pointer (&around->reasons));
                    around->reasons = g_ptr_array_new ();
                    block_side (outcome, around->side);
                  }
                else if (around->missing != NULL)
                  set_missing (outcome, around->missing_rule, g_strdup (around->missing));
              }
          }
      if (k + 1 < n && outcome->verdict != VD_HEX_LOS_BLOCKED)
        {
          g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);

          for (guint g = 0; g < grounds->len; g++)
            {
              const VdHexTerrain *ground = vd_hex_ruleset_find_terrain (module, grounds->pdata[g]);
              const char *name = ground != NULL ? vd_text_get (&ground->name) : grounds->pdata[g];

              switch (blocks_fire (module, grounds->pdata[g], FALSE))
                {
                case FIRE_BLOCKED:
                  /* Translators: "Forest: fire goes into it, not past it". */
                  add_reason (outcome->reasons, "E10", label,
                              g_strdup_printf (_("%s: fire goes into it, not past it"), name));
                  block_hex (outcome, hex);
                  break;
                case FIRE_UNKNOWN:
                  set_missing (outcome, "E10",
                               g_strdup_printf (_("whether %s stops fire is not given (%s)"),
                                                name,
                                                vd_hex_ruleset_lookup_word (
                                                  module, "combat.terrain_chart")));
                  break;
                case FIRE_PASSES:
                default:
                  break;
                }
            }
        }
      if (outcome->verdict == VD_HEX_LOS_BLOCKED)
        break;
    }
  if (outcome->verdict != VD_HEX_LOS_BLOCKED && outcome->missing != NULL)
    outcome->verdict = VD_HEX_LOS_UNKNOWN;
  return outcome;
}

static char *
path_label (const VdBoard *board, GArray *path)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < path->len; i++)
    g_ptr_array_add (labels, vd_board_format_hex (board, g_array_index (path, VdHex, i)));
  g_ptr_array_add (labels, NULL);
  return g_strjoinv (" ", (char **) labels->pdata);
}

/* E17: one clear path of the equally short ones suffices. */
static Outcome *
naa_paths (const VdBoard *board, const VdHexRuleset *module, GPtrArray *paths,
           gboolean both_hexes)
{
  g_autoptr(GPtrArray) each = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);
  Outcome *outcome = outcome_new ();
  int clear = -1, unknown = -1;

  for (guint p = 0; p < paths->len; p++)
    {
      Outcome *one = naa_path (board, module, paths->pdata[p], both_hexes);

      g_ptr_array_add (each, one);
      if (one->verdict == VD_HEX_LOS_CLEAR && clear < 0)
        clear = (int) p;
      if (one->verdict == VD_HEX_LOS_UNKNOWN && unknown < 0)
        unknown = (int) p;
    }
  if (clear >= 0)
    {
      Outcome *one = each->pdata[clear];

      g_ptr_array_extend_and_steal (outcome->reasons, g_steal_pointer (&one->reasons));
      one->reasons = g_ptr_array_new ();
      if (paths->len > 1)
        {
          g_autofree char *by = path_label (board, paths->pdata[clear]);

          add_reason (outcome->reasons, "E17", by,
                      g_strdup (_("one clear path of the equally short ones suffices")));
        }
      outcome->verdict = VD_HEX_LOS_CLEAR;
      return outcome;
    }
  if (unknown >= 0)
    {
      Outcome *one = each->pdata[unknown];

      outcome->verdict = VD_HEX_LOS_UNKNOWN;
      set_missing (outcome, one->missing_rule, g_strdup (one->missing));
    }
  else
    outcome->verdict = VD_HEX_LOS_BLOCKED;
  /* Every path's reasons: the answer is blocked on all of them, or on all the known ones. */
  for (guint p = 0; p < each->len; p++)
    {
      Outcome *one = each->pdata[p];

      if (one->verdict != VD_HEX_LOS_BLOCKED)
        continue;
      g_ptr_array_extend_and_steal (outcome->reasons, g_steal_pointer (&one->reasons));
      one->reasons = g_ptr_array_new ();
      if (!outcome->has_hex && !outcome->has_side)
        {
          outcome->has_hex = one->has_hex;
          outcome->hex = one->hex;
          outcome->has_side = one->has_side;
          outcome->side = one->side;
        }
    }
  if (paths->len > 1 && outcome->verdict == VD_HEX_LOS_BLOCKED)
    add_reason (outcome->reasons, "E17", NULL,
                g_strdup (_("every one of the equally short paths is blocked")));
  return outcome;
}

/* The paths of the centre line: its hexes, both ways round where it runs between two. */
static GPtrArray *
line_paths (VdHex from, VdHex to)
{
  g_autoptr(GArray) steps = line_steps (from, to);
  GPtrArray *paths = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  g_ptr_array_add (paths, g_array_new (FALSE, FALSE, sizeof (VdHex)));
  for (guint i = 0; i < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);
      guint len = paths->len;

      if (step->pair && len * 2 > MAX_PATHS)
        break;
      for (guint p = 0; p < len; p++)
        {
          GArray *path = paths->pdata[p];

          if (step->pair)
            {
              GArray *other = g_array_copy (path);

              g_array_append_val (other, step->b);
              g_ptr_array_add (paths, other);
            }
          g_array_append_val (path, step->a);
        }
    }
  return paths;
}

static GPtrArray *
naa_trace (const VdBoard *board, VdHex from, VdHex to, const char *how)
{
  if (g_strcmp0 (how, "centre-line-both-sides-at-spines") == 0)
    return line_paths (from, to);
  return vd_hex_grid_shortest_paths (board->grid, from, to, MAX_PATHS);
}

/* Fire traced by HOW (reading naa-i-paths), under every open option of naa-i-blocking-hexside. */
static Outcome *
naa_traced (VdHexLos *los, const VdBoard *board, const VdHexRuleset *module, const char *how)
{
  const char *hexside_reading = vd_hex_ruleset_lookup_word (module, "los.hexside_reading");
  g_auto(GStrv) options = reading_options (module, hexside_reading);
  g_autoptr(GPtrArray) paths = naa_trace (board, los->from, los->to, how);
  GPtrArray *outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);

  if (paths->len == 0)
    {
      Outcome *outcome = outcome_new ();

      outcome->verdict = VD_HEX_LOS_BLOCKED;
      add_reason (outcome->reasons, "E17", NULL,
                  g_strdup (_("no path between them keeps to the board")));
      g_ptr_array_unref (outcomes);
      return outcome;
    }
  if (los->paths->len == 0)
    for (guint p = 0; p < paths->len; p++)
      {
        GArray *path = paths->pdata[p];

        g_ptr_array_add (los->paths, g_array_copy (path));
        for (guint i = 0; i < path->len; i++)
          add_unique_hex (los->hexes, g_array_index (path, VdHex, i));
      }
  if (options == NULL || options[0] == NULL)
    {
      g_ptr_array_add (outcomes, naa_paths (board, module, paths, FALSE));
      return settle_reading (outcomes, hexside_reading, options);
    }
  for (guint o = 0; options[o] != NULL; o++)
    g_ptr_array_add (outcomes, naa_paths (board, module, paths,
                                          g_str_equal (options[o], "both-hexes")));
  return settle_reading (outcomes, hexside_reading, options);
}

static Outcome *
naa_los (VdHexLos *los, const VdBoard *board, const VdHexRuleset *module)
{
  const char *range_word = vd_hex_ruleset_lookup_word (module, "los.range");
  const char *range_rule = vd_hex_ruleset_lookup_word (module, "los.range_rule");
  const char *paths_reading = vd_hex_ruleset_lookup_word (module, "los.paths_reading");
  int range = range_word != NULL ? atoi (range_word) : 0;
  g_auto(GStrv) options = NULL;
  GPtrArray *outcomes;

  if (range > 0 && los->range > range)
    {
      g_free (los->unchecked);
      /* Translators: "3 hexes is beyond the bombardment range of 2; the Terrain table may
       * change it". */
      los->unchecked = g_strdup_printf (_("%d hexes is beyond the bombardment range of %d; "
                                          "the %s may change it"), los->range, range,
                                        vd_hex_ruleset_lookup_word (module,
                                                                    "combat.terrain_chart"));
      los->unchecked_rule = g_strdup (range_rule);
    }
  {
    g_autoptr(GArray) steps = line_steps (los->from, los->to);

    /* Drawn as the centre line: its sides run along are the two-path cases of E17. */
    fill_line (los, steps);
  }
  /* At range 2 or less every reading traces the same paths (E17's own case). */
  if (los->range <= 2 || paths_reading == NULL)
    return naa_traced (los, board, module, "all-shortest-hex-paths");
  options = reading_options (module, paths_reading);
  outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);
  for (guint o = 0; options[o] != NULL; o++)
    g_ptr_array_add (outcomes, naa_traced (los, board, module, options[o]));
  if (outcomes->len == 0)
    g_ptr_array_add (outcomes, naa_traced (los, board, module, "all-shortest-hex-paths"));
  return settle_reading (outcomes, paths_reading, options);
}

/* ------------------------------------------------------------------------------------------ */
/* BN (`elevation-3case`): elevations at the centres, the hexsides' averages, the half levels
 * and the three cases of 19.2. */

typedef struct {
  const char *spine;        /* bn-i-hexspine's option */
  const char *hedge;        /* bn-i-hedge-los's option */
  gboolean    symbols;      /* partial symbols crossed by the line (else not) */
} BnVariant;

typedef struct {
  double    height;
  gboolean  is_side;       /* a hexside crossed, between two steps */
  double    at;            /* place along the line, in hexes from the firer */
  VdHex     hex;           /* a step's hex (a pair's first) */
  VdHexside side;
  gboolean  pair;
  VdHex     other;
  char     *why;           /* what raises it, for the reasons */
} Obstacle;

static void
obstacle_clear (Obstacle *obstacle)
{
  g_free (obstacle->why);
}

static int
elevation_of (const VdBoard *board, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);

  return entry != NULL && entry->has_elevation ? entry->elevation : 0;
}

/* What the ends of the line are, said when something there would raise a hex between: a
 * unit stands at its ground's level (19.3b), and fires into or out of a forest, orchard,
 * vineyard, farm or town, whose hex never blocks its own line (19.3d). */
static void
ends_reasons (Outcome *outcome, const VdBoard *board, const VdHexRuleset *module,
              const VdHexLos *los)
{
  const VdHex ends[] = { los->from, los->to };

  for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
    {
      const char *ground = vd_board_hex_ground_with (board, module, ends[e],
                                                     "fire_into_or_out", "true");
      g_autoptr(GPtrArray) units = vd_board_units_at (board, ends[e]);
      g_autofree char *label = vd_board_format_hex (board, ends[e]);

      if (ground != NULL)
        /* Translators: "into or out of Forest: its own hex never blocks". */
        add_reason (outcome->reasons, "19.3d", label,
                    g_strdup_printf (_("into or out of %s: its own hex never blocks"),
                                     vd_hex_ruleset_terrain_name (module, ground, FALSE)));
      if (units->len > 0)
        /* Translators: "its units at ground level, 1: their stack does not raise them". */
        add_reason (outcome->reasons, "19.3b", label,
                    g_strdup_printf (_("its units at ground level, %d: neither their stack nor "
                                       "their ground raises them"),
                                     elevation_of (board, ends[e])));
    }
}

static gboolean
in_list (const VdHexRuleset *module, const char *path, const char *id)
{
  return vd_hex_ruleset_list_has (module, path, id);
}

/* The half level ID's ground gives (its `los_height`). */
static double
los_height (const VdHexRuleset *module, const char *id)
{
  g_autofree char *path = g_strdup_printf ("terrain.%s.los_height", id);
  const char *word = vd_hex_ruleset_lookup_word (module, path);

  return word != NULL ? g_ascii_strtod (word, NULL) : 0;
}

/* The height HEX blocks at when the line crosses it (or, ALONG_SIDE, runs along one of its
 * sides): its elevation, the half levels of its grounds (19.3c) and of its units (19.3e).
 * PARTIAL: set when a printed symbol covering part of it decides. */
static double
hex_height (const VdBoard *board, const VdHexRuleset *module, VdHex hex, BnVariant *variant,
            gboolean *partial, GString *why)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);
  double height = elevation_of (board, hex);

  for (guint g = 0; g < grounds->len; g++)
    {
      const char *id = grounds->pdata[g];
      double half = los_height (module, id);

      if (half <= 0)
        continue;
      if (in_list (module, "los.symbol_terrain", id) && entry != NULL && entry->symbol_partial)
        {
          *partial = TRUE;
          if (!variant->symbols)
            continue;
        }
      height += half;
      if (why != NULL)
        g_string_append_printf (why, "%s%s +½", why->len > 0 ? ", " : "",
                                vd_hex_ruleset_terrain_name (module, id, FALSE));
    }
  if (units->len > 0)
    {
      height += 0.5;
      if (why != NULL)
        g_string_append_printf (why, "%s%s", why->len > 0 ? ", " : "", _("units +½"));
    }
  return height;
}

/* The half level a hexside of HEX gets from what HEX holds: its units (19.3e) and a built-up
 * ground, whose sides count (19.3c). */
static double
side_half (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);

  if (units->len > 0)
    return 0.5;
  for (guint g = 0; g < grounds->len; g++)
    if (in_list (module, "los.hex_terrain", grounds->pdata[g]))
      return los_height (module, grounds->pdata[g]);
  return 0;
}

/* The hedge-like features of SIDE whose LOS effect a reading decides (`los_effect: ~`). */
static double
side_features (const VdBoard *board, const VdHexRuleset *module, VdHexside side,
               BnVariant *variant, gboolean *hedged)
{
  g_autoptr(GPtrArray) features = vd_board_hexside_features (board, side);

  for (guint f = 0; f < features->len; f++)
    {
      const VdBoardHexside *feature = features->pdata[f];
      g_autofree char *at = g_strdup_printf ("hexsides.%s", feature->feature);
      const VdYamlNode *entry = vd_hex_ruleset_lookup (module, at);

      if (entry != NULL && vd_yaml_lookup_key (entry, "los_effect") != NULL &&
          vd_hex_ruleset_word (vd_yaml_lookup (entry, "los_effect")) == NULL)
        {
          *hedged = TRUE;
          if (g_strcmp0 (variant->hedge, "half-level") == 0)
            return 0.5;
        }
    }
  return 0;
}

static Outcome *
bn_variant (const VdHexLos *los, const VdBoard *board, const VdHexRuleset *module, GArray *steps,
            BnVariant *variant, gboolean *partial, gboolean *hedged, VdHex *partial_hex)
{
  g_autoptr(GArray) obstacles = g_array_new (FALSE, TRUE, sizeof (Obstacle));
  Outcome *outcome = outcome_new ();
  guint n = steps->len - 1;
  int e_from = elevation_of (board, los->from), e_to = elevation_of (board, los->to);
  double high = MAX (e_from, e_to), low = MIN (e_from, e_to);
  gboolean from_high = e_from >= e_to;

  g_array_set_clear_func (obstacles, (GDestroyNotify) obstacle_clear);
  for (guint i = 1; i <= n; i++)
    {
      const Step *prev = &g_array_index (steps, Step, i - 1);
      const Step *step = &g_array_index (steps, Step, i);
      VdHexside side;

      /* A hexside crossed between two hexes, neither an end's own units nor town counting. */
      if (!prev->pair && !step->pair && vd_hexside_between (prev->a, step->a, &side))
        {
          Obstacle obstacle = { 0 };
          gboolean hedged_here = FALSE;
          double ea = elevation_of (board, prev->a), eb = elevation_of (board, step->a);
          double half = 0;
          g_autoptr(GString) why = g_string_new (NULL);

          if (i - 1 != 0)
            half = MAX (half, side_half (board, module, prev->a));
          if (i != n)
            half = MAX (half, side_half (board, module, step->a));
          obstacle.height = (ea + eb) / 2 + half
                            + side_features (board, module, side, variant, &hedged_here);
          if (hedged_here)
            *hedged = TRUE;
          g_string_printf (why, _("hexside at %g"), (ea + eb) / 2);
          if (half > 0)
            g_string_append (why, _(", half a level from a neighbour's units or buildings"));
          obstacle.is_side = TRUE;
          obstacle.side = side;
          obstacle.at = i - 0.5;
          obstacle.why = g_string_free (g_steal_pointer (&why), FALSE);
          g_array_append_val (obstacles, obstacle);
        }
      if (i == n)
        break;
      {
        Obstacle obstacle = { 0 };
        g_autoptr(GString) why = g_string_new (NULL);
        gboolean part = FALSE;

        obstacle.at = i;
        obstacle.hex = step->a;
        if (!step->pair)
          obstacle.height = hex_height (board, module, step->a, variant, &part, why);
        else
          {
            double ha = hex_height (board, module, step->a, variant, &part, NULL);
            double hb = hex_height (board, module, step->b, variant, &part, NULL);

            obstacle.pair = TRUE;
            obstacle.other = step->b;
            if (g_strcmp0 (variant->spine, "clear") == 0)
              obstacle.height = MIN (ha, hb);
            else if (g_strcmp0 (variant->spine, "hexside-height") == 0)
              obstacle.height = (elevation_of (board, step->a) + elevation_of (board, step->b))
                                  / 2.0
                                + MAX (side_half (board, module, step->a),
                                       side_half (board, module, step->b));
            else
              obstacle.height = MAX (ha, hb);
            /* Translators: "the line runs between 0604 and 0605". */
            {
              g_autofree char *la = vd_board_format_hex (board, step->a);
              g_autofree char *lb = vd_board_format_hex (board, step->b);

              g_string_printf (why, _("the line runs between %s and %s"), la, lb);
            }
          }
        if (part && !*partial)
          {
            *partial = TRUE;
            *partial_hex = step->a;
          }
        obstacle.why = g_string_free (g_steal_pointer (&why), FALSE);
        g_array_append_val (obstacles, obstacle);
      }
    }

  /* 19.2b: anything between higher than the higher end. */
  for (guint o = 0; o < obstacles->len; o++)
    {
      const Obstacle *obstacle = &g_array_index (obstacles, Obstacle, o);
      g_autofree char *by = obstacle->is_side ? side_label (board, obstacle->side) : NULL;

      if (obstacle->height <= high)
        continue;
      if (by == NULL && obstacle->pair)
        {
          VdHexside between;

          if (vd_hexside_between (obstacle->hex, obstacle->other, &between))
            by = side_label (board, between);
        }
      if (by == NULL)
        by = vd_board_format_hex (board, obstacle->hex);
      /* Translators: "at 1.5 (Forest +½), above the higher end at 1". */
      add_reason (outcome->reasons, "19.2b", by,
                  g_strdup_printf (_("at %g (%s), above the higher end at %g"), obstacle->height,
                                   obstacle->why != NULL && obstacle->why[0] != '\0'
                                     ? obstacle->why : _("ground"), high));
      if (obstacle->is_side)
        block_side (outcome, obstacle->side);
      else if (obstacle->pair)
        {
          VdHexside between;

          if (vd_hexside_between (obstacle->hex, obstacle->other, &between))
            block_side (outcome, between);
          else
            block_hex (outcome, obstacle->hex);
        }
      else
        block_hex (outcome, obstacle->hex);
      return outcome;
    }

  /* 19.2c–d: an obstacle the higher end looks past casts a three-hex shadow. */
  if (high > low)
    for (guint k = 0; k < obstacles->len; k++)
      {
        guint o = from_high ? k : obstacles->len - 1 - k;
        const Obstacle *obstacle = &g_array_index (obstacles, Obstacle, o);
        double at = from_high ? obstacle->at : n - obstacle->at;
        gboolean looks_down = TRUE;
        double first_lower = -1;

        if (obstacle->height <= low)
          continue;
        for (guint j = 0; j < obstacles->len; j++)
          {
            const Obstacle *before = &g_array_index (obstacles, Obstacle, j);
            double bat = from_high ? before->at : n - before->at;

            if (bat < at && before->height >= obstacle->height)
              looks_down = FALSE;
          }
        if (!looks_down)
          continue;
        /* The first lower hex beyond it: a step, the lower end included. */
        for (guint j = 0; j < obstacles->len && first_lower < 0; j++)
          {
            guint jj = from_high ? j : obstacles->len - 1 - j;
            const Obstacle *beyond = &g_array_index (obstacles, Obstacle, jj);
            double bat = from_high ? beyond->at : n - beyond->at;

            if (bat > at && !beyond->is_side && beyond->height < obstacle->height)
              first_lower = bat;
          }
        if (first_lower < 0)
          first_lower = n;
        {
          g_autofree char *by = obstacle->is_side ? side_label (board, obstacle->side)
                                                  : vd_board_format_hex (board, obstacle->hex);
          double deep = n - first_lower;   /* hexes from the first lower one to the lower end */

          /* Counted from the first lower hex, that hex the first of the three. */
          if (deep <= 2)
            {
              /* Translators: "at 1.5, above the lower end at 0: the lower end is in its
               * three-hex shadow". */
              add_reason (outcome->reasons, "19.2d", by,
                          g_strdup_printf (_("at %g, above the lower end at %g: the lower end "
                                             "is in its three-hex shadow"),
                                           obstacle->height, low));
              if (obstacle->is_side)
                block_side (outcome, obstacle->side);
              else
                block_hex (outcome, obstacle->hex);
              return outcome;
            }
        }
      }
  add_reason (outcome->reasons, "19.2a", NULL,
              g_strdup_printf (_("nothing between rises above the higher end at %g, and no "
                                 "shadow reaches the lower end"), high));
  return outcome;
}

static Outcome *
bn_los (VdHexLos *los, const VdBoard *board, const VdHexRuleset *module)
{
  const char *spine_reading = vd_hex_ruleset_lookup_word (module, "los.spine_reading");
  const char *hedge_reading = vd_hex_ruleset_lookup_word (module, "los.hedge_reading");
  g_auto(GStrv) spines = reading_options (module, spine_reading);
  g_auto(GStrv) hedges = reading_options (module, hedge_reading);
  g_autoptr(GArray) steps = line_steps (los->from, los->to);
  const char *no_option[] = { NULL, NULL };
  const char * const *spine_options = spines[0] != NULL ? (const char * const *) spines
                                                         : no_option;
  const char * const *hedge_options = hedges[0] != NULL ? (const char * const *) hedges
                                                         : no_option;
  Outcome *first = NULL;
  gboolean partial = FALSE, hedged = FALSE, along = FALSE;
  VdHex partial_hex = los->from;
  const char *differs = NULL;
  Outcome *outcome;

  fill_line (los, steps);
  if (los->range <= 1)
    {
      outcome = outcome_new ();
      add_reason (outcome->reasons, "19.3f", NULL,
                  g_strdup (_("adjacent hexes always see each other")));
      return outcome;
    }
  for (guint i = 1; i + 1 < steps->len; i++)
    if (g_array_index (steps, Step, i).pair)
      along = TRUE;
  {
    const char *night = vd_hex_ruleset_lookup_word (module, "los.night_hexes");

    /* Translators: "the turn's visibility: the Turn record track is not given (only 1 hex at
     * night)". */
    los->unchecked = g_strdup_printf (_("the turn's visibility: the %s is not given (%s hex at "
                                        "night)"),
                                      vd_hex_ruleset_lookup_word (module, "los.visibility_chart"),
                                      night != NULL ? night : "?");
    los->unchecked_rule = g_strdup ("19.4");
  }
  /* Every open reading and both ways of an unknown symbol; the first variant answers when they
   * agree, else the first thing that divides them is named. */
  for (guint s = 0; spine_options[s] != NULL || (s == 0 && spine_options[0] == NULL); s++)
    {
      for (guint h = 0; hedge_options[h] != NULL || (h == 0 && hedge_options[0] == NULL); h++)
        {
          for (int sym = 1; sym >= 0; sym--)
            {
              BnVariant variant = { spine_options[s], hedge_options[h], sym };
              gboolean part = FALSE, hedge = FALSE;
              VdHex where = los->from;
              Outcome *one = bn_variant (los, board, module, steps, &variant, &part, &hedge,
                                         &where);

              if (part && !partial)
                {
                  partial = TRUE;
                  partial_hex = where;
                }
              hedged |= hedge;
              if (first == NULL)
                {
                  first = one;
                  continue;
                }
              if (one->verdict != first->verdict && differs == NULL)
                differs = !sym ? "symbol" : h > 0 ? "hedge" : "spine";
              outcome_free (one);
            }
          if (hedge_options[h] == NULL)
            break;
        }
      if (spine_options[s] == NULL)
        break;
    }
  if (differs == NULL)
    {
      ends_reasons (first, board, module, los);
      if (along && spine_reading != NULL && vd_hex_ruleset_choice (module, spine_reading) != NULL)
        /* Translators: "along a hexside, as reading bn-i-hexspine chooses: clear". */
        add_reason (first->reasons, spine_reading, NULL,
                    g_strdup_printf (_("along a hexside, as reading %s chooses: %s"),
                                     spine_reading, vd_hex_ruleset_choice (module, spine_reading)));
      else if (along && spine_reading != NULL)
        /* Translators: "along a hexside: every option of reading bn-i-hexspine answers alike". */
        add_reason (first->reasons, spine_reading, NULL,
                    g_strdup_printf (_("along a hexside: every option of reading %s answers "
                                       "alike"), spine_reading));
      return first;
    }
  outcome_free (first);
  outcome = outcome_new ();
  outcome->verdict = VD_HEX_LOS_UNKNOWN;
  if (g_str_equal (differs, "symbol"))
    {
      g_autofree char *label = vd_board_format_hex (board, partial_hex);

      /* Translators: "depends on the printed symbol in 0405: does the line cross it?". */
      set_missing (outcome, "19.3c",
                   g_strdup_printf (_("depends on the printed symbol in %s: does the line cross "
                                      "it?"), label));
    }
  else
    {
      const char *reading = g_str_equal (differs, "hedge") ? hedge_reading : spine_reading;

      /* Translators: "the answer depends on reading bn-i-hexspine: choose one". */
      set_missing (outcome, reading,
                   g_strdup_printf (_("the answer depends on reading %s: choose one"), reading));
    }
  return outcome;
}

/* ------------------------------------------------------------------------------------------ */
/* LBA (`vineyard-only`): the vineyard's rule, the rest named as missing (LBA-VIN-5). */

static Outcome *
lba_los (VdHexLos *los, const VdBoard *board, const VdHexRuleset *module)
{
  const char *vineyard = vd_hex_ruleset_lookup_word (module, "los.vineyard_terrain");
  const char *rule = vd_hex_ruleset_lookup_word (module, "los.rule");
  const char *missing_rule = vd_hex_ruleset_lookup_word (module, "los.missing_rule");
  g_autoptr(GArray) steps = line_steps (los->from, los->to);
  Outcome *outcome = outcome_new ();
  g_autofree char *from = vd_board_format_hex (board, los->from);
  g_autofree char *to = vd_board_format_hex (board, los->to);

  fill_line (los, steps);
  if (hex_has_ground (board, module, los->from, vineyard))
    {
      if (los->range <= 1)
        {
          add_reason (outcome->reasons, rule, from,
                      g_strdup (_("from inside a vineyard a unit sees the adjacent hexes")));
          return outcome;
        }
      add_reason (outcome->reasons, rule, from,
                  g_strdup (_("from inside a vineyard a unit sees only the adjacent hexes")));
      block_hex (outcome, los->from);
      return outcome;
    }
  for (guint i = 1; i + 1 < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);
      gboolean a = hex_has_ground (board, module, step->a, vineyard);
      gboolean b = step->pair && hex_has_ground (board, module, step->b, vineyard);
      g_autofree char *label = vd_board_format_hex (board, step->a);

      if (a && (!step->pair || b))
        {
          VdHexside side;

          if (step->pair && vd_hexside_between (step->a, step->b, &side))
            {
              g_autofree char *between = side_label (board, side);

              add_reason (outcome->reasons, rule, between,
                          g_strdup (_("between two vineyards: fire cannot go through them")));
              block_side (outcome, side);
            }
          else
            {
              add_reason (outcome->reasons, rule, label,
                          g_strdup (_("a vineyard: fire cannot go through it")));
              block_hex (outcome, step->a);
            }
          return outcome;
        }
      if (a || b)
        {
          g_autofree char *other = vd_board_format_hex (board, a ? step->a : step->b);

          outcome->verdict = VD_HEX_LOS_UNKNOWN;
          /* Translators: "the line runs along the side of the vineyard 0405: not addressed". */
          set_missing (outcome, rule,
                       g_strdup_printf (_("the line runs along the side of the vineyard %s: "
                                          "the seed does not say whether that is through it"),
                                        other));
          return outcome;
        }
    }
  if (hex_has_ground (board, module, los->to, vineyard))
    add_reason (outcome->reasons, rule, to,
                g_strdup (_("fire into a vineyard is not blocked by it")));
  outcome->verdict = VD_HEX_LOS_UNKNOWN;
  set_missing (outcome, missing_rule,
               g_strdup (_("the Premier Rules' line of sight is not in the seed")));
  return outcome;
}

/* ------------------------------------------------------------------------------------------ */

VdHexLos *
vd_hex_los (const VdBoard *board, const VdHexRuleset *module, VdHex from, VdHex to,
            GError **error)
{
  g_autoptr(VdHexLos) los = NULL;
  g_autoptr(Outcome) outcome = NULL;
  const char *policy;

  g_return_val_if_fail (board != NULL && module != NULL, NULL);
  for (int i = 0; i < 2; i++)
    if (!vd_hex_grid_contains (board->grid, i == 0 ? from : to) ||
        !vd_hex_grid_is_playable (board->grid, i == 0 ? from : to))
      {
        g_autofree char *label = vd_board_format_hex (board, i == 0 ? from : to);

        /* Translators: "0101 is not in play on this board". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s is not in play on this board"),
                     label);
        return NULL;
      }
  if (vd_hex_equal (from, to))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s",
                   _("a line of sight needs two different hexes"));
      return NULL;
    }
  policy = vd_hex_ruleset_lookup_word (module, "los.policy");
  los = g_new0 (VdHexLos, 1);
  los->from = from;
  los->to = to;
  los->range = vd_hex_distance (from, to);
  los->policy = g_strdup (policy);
  los->hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  los->along = g_array_new (FALSE, FALSE, sizeof (VdHexside));
  los->paths = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  if (g_strcmp0 (policy, "none") == 0)
    {
      outcome = outcome_new ();
      outcome->verdict = VD_HEX_LOS_NONE;
      /* Translators: "1914 has no line of sight nor ranged fire: only adjacent units fight". */
      add_reason (outcome->reasons, vd_hex_ruleset_lookup_word (module, "los.rule"), module->id,
                  g_strdup_printf (_("%s has no line of sight nor ranged fire: only adjacent "
                                     "units fight"), vd_text_get (&module->name)));
      add_unique_hex (los->hexes, from);
      add_unique_hex (los->hexes, to);
    }
  else if (g_strcmp0 (policy, "paths-2") == 0)
    outcome = naa_los (los, board, module);
  else if (g_strcmp0 (policy, "elevation-3case") == 0)
    outcome = bn_los (los, board, module);
  else if (g_strcmp0 (policy, "vineyard-only") == 0)
    outcome = lba_los (los, board, module);
  else
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   policy == NULL ? _("%s has no line-of-sight policy (los.policy)")
                                  : _("%s: unknown line-of-sight policy “%s”"),
                   vd_text_get (&module->name), policy);
      return NULL;
    }
  los->verdict = outcome->verdict;
  los->reasons = g_steal_pointer (&outcome->reasons);
  los->has_blocking_hex = outcome->verdict == VD_HEX_LOS_BLOCKED && outcome->has_hex;
  los->blocking_hex = outcome->hex;
  los->has_blocking_side = outcome->verdict == VD_HEX_LOS_BLOCKED && outcome->has_side;
  los->blocking_side = outcome->side;
  if (outcome->verdict == VD_HEX_LOS_UNKNOWN)
    {
      los->missing = g_steal_pointer (&outcome->missing);
      los->missing_rule = g_steal_pointer (&outcome->missing_rule);
    }
  /* BN 19.3a: clear or blocked, nothing between, by the rule the module names, said last. */
  else if (vd_hex_ruleset_lookup_word (module, "los.verdict_rule") != NULL)
    vd_hex_odds_add_reason (los->reasons, vd_hex_ruleset_lookup_word (module, "los.verdict_rule"),
                            NULL, g_strdup (outcome->verdict == VD_HEX_LOS_CLEAR
                                              ? _("clear: the whole line is seen")
                                              : _("blocked: nothing beyond is seen, no "
                                                  "partial sight")));
  return g_steal_pointer (&los);
}
