/* The turn's allowance, forced march, and the moves the points alone do not give: minimum, rail. */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "vd-error.h"

/* Whether TURNS (a list of turns, a turn, or the path of either in the module) holds the
 * board's turn. */
static gboolean
modifier_now (const Mover *m, const VdYamlNode *turns)
{
  const char *word = vd_hex_ruleset_word (turns);

  /* A word is a path to the value elsewhere in the module. */
  if (word != NULL && !g_ascii_isdigit (word[0]))
    {
      turns = vd_hex_move_lookup (m->module, word);
      word = vd_hex_ruleset_word (turns);
    }
  if (word != NULL)
    return g_ascii_strtoll (word, NULL, 10) == m->board->turn;
  for (guint t = 0; turns != NULL && turns->kind == VD_YAML_SEQUENCE && t < turns->n_children;
       t++)
    if (vd_hex_ruleset_word (turns->children[t]) != NULL &&
        g_ascii_strtoll (turns->children[t]->value, NULL, 10) == m->board->turn)
      return TRUE;
  return FALSE;
}

/* The points MP gives (a number, or the path of one in the module): FALSE when it gives none. */
static gboolean
modifier_points (const Mover *m, const VdYamlNode *mp, double *points)
{
  const char *word = vd_hex_ruleset_word (mp);

  if (word != NULL && !g_ascii_isdigit (word[0]) && word[0] != '-' && word[0] != '+')
    word = vd_hex_ruleset_word (vd_hex_move_lookup (m->module, word));
  if (word == NULL)
    return FALSE;
  *points = g_ascii_strtod (word, NULL);
  return TRUE;
}

/* What a modifier's points come to while readings may be open: the fewest and the most, the
 * first reading still open that makes them differ, and its options that give each. */
typedef struct {
  double      least;
  double      most;
  const char *open;
  const char *least_option;
  const char *most_option;
} Range;

/* Readings within readings go no deeper than this (a module's values, not a program). */
#define MAX_READING_DEPTH 4

/* The Range of MP: a number, the path of one in the module, or `{reading: ID, OPTION:
 * value…}` whose values are any of these (NaA's nightfall, FOG-2, then within it how a
 * demoralized army's night is read, FOG-4). FALSE when it gives no number. */
static gboolean
points_range (const Mover *m, const VdYamlNode *mp, guint depth, Range *range)
{
  const char *reading = mp != NULL && mp->kind == VD_YAML_MAPPING
                          ? vd_hex_ruleset_word (vd_yaml_lookup (mp, "reading")) : NULL;
  const char *chosen;
  gboolean any = FALSE;

  *range = (Range) { 0 };
  if (reading == NULL)
    {
      if (!modifier_points (m, mp, &range->least))
        return FALSE;
      range->most = range->least;
      return TRUE;
    }
  if (depth >= MAX_READING_DEPTH)
    return FALSE;
  if ((chosen = vd_hex_ruleset_choice (m->module, reading)) != NULL)
    return points_range (m, vd_yaml_lookup (mp, chosen), depth + 1, range);
  for (guint i = 0; i + 1 < mp->n_children; i += 2)
    {
      const char *option = mp->children[i]->value;
      Range under;

      if (g_strcmp0 (option, "reading") == 0 ||
          !points_range (m, mp->children[i + 1], depth + 1, &under))
        continue;
      if (!any || under.least < range->least)
        {
          range->least = under.least;
          range->least_option = option;
        }
      if (!any || under.most > range->most)
        {
          range->most = under.most;
          range->most_option = option;
        }
      /* A reading deeper down is named while this one is not yet open. */
      if (range->open == NULL && under.open != NULL)
        range->open = under.open;
      any = TRUE;
    }
  if (any && range->least != range->most)
    range->open = reading;
  return any;
}

/* The allowance as this turn changes it: `movement.allowance_modifiers`, each `{turns, mp,
 * rule}` where TURNS and MP may name another value of the module by its path (NaA's fog and
 * night turns, FOG-4), and MP may depend on readings (`{reading: ID, OPTION: mp…}`, NaA's
 * nightfall, FOG-2); with `demoralized: true`, for the units of a demoralized army only (FOG-4,
 * DEM-1); with `option`, only when the board plays that option (1914's campaign scenario,
 * 1914-CMP-3). Fills CHANGE; REASONS gets each modifier that applies, by the turn, with its lenient
 * points. */
void
vd_hex_move_allowance_change (const Mover *m, GPtrArray *reasons, AllowanceChange *change)
{
  const VdYamlNode *list = vd_hex_move_lookup (m->module, "movement.allowance_modifiers");

  *change = (AllowanceChange) { 0 };
  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *item = list->children[i];
      const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (item, "rule"));
      gboolean for_demoralized =
        g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (item, "demoralized")), "true") == 0;
      const char *option = vd_hex_ruleset_word (vd_yaml_lookup (item, "option"));
      Range range;

      if (!modifier_now (m, vd_yaml_lookup (item, "turns")) ||
          (option != NULL && (m->board->options == NULL ||
                              !g_strv_contains ((const char * const *) m->board->options,
                                                option))) ||
          (for_demoralized && !vd_board_is_demoralized (m->board, m->unit->side)) ||
          !points_range (m, vd_yaml_lookup (item, "mp"), 0, &range))
        continue;
      /* A chosen reading that gives nothing is no reason. */
      if (range.least == range.most && range.most == 0)
        continue;
      if (range.open != NULL && change->reading == NULL)
        {
          change->reading = range.open;
          change->rule = rule;
          change->strict_option = range.least_option;
          change->lenient_option = range.most_option;
        }
      change->lenient += range.most;
      change->strict += range.least;
      vd_hex_move_add_reason (reasons, rule,
                              for_demoralized
                                /* Translators: "turn 12, its army demoralized". */
                                ? g_strdup_printf (_("turn %d, its army demoralized"),
                                                   m->board->turn)
                                /* Translators: what changed the allowance: "turn 1". */
                                : g_strdup_printf (_("turn %d"), m->board->turn),
                              range.most);
    }
  /* NaA ICE-4: the unit that demolished a bridge this phase moves with fewer points. */
  if (m->unit->demolished_turn == m->board->turn && m->unit->demolished_turn > 0 &&
      g_strcmp0 (m->unit->demolished_phase, m->board->phase) == 0)
    {
      const VdYamlNode *mp = vd_hex_move_lookup (m->module, "special.bridges.demolisher_mp");

      if (mp != NULL && mp->kind == VD_YAML_SCALAR)
        {
          double points = g_ascii_strtod (mp->value, NULL);

          change->lenient += points;
          change->strict += points;
          vd_hex_move_add_reason (reasons,
                                  vd_hex_ruleset_lookup_word (m->module, "special.bridges.rule"),
                                  g_strdup (m->unit->id), points);
        }
    }
  /* 1914-SUP-2: out of its line of communication, fewer points. */
  if (m->out)
    {
      const VdYamlNode *mp = vd_hex_move_lookup (m->module, "special.supply.out_of_supply.mp");

      if (mp != NULL && mp->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (mp))
        {
          double points = g_ascii_strtod (mp->value, NULL);

          change->lenient += points;
          change->strict += points;
          vd_hex_move_add_reason (reasons,
                                  vd_hex_ruleset_lookup_word (m->module,
                                                           "special.supply.out_of_supply.rule"),
                                  g_strdup (m->unit->id), points);
        }
    }
}

/* VALUE times MULTIPLY, rounded UP or down. */
static double
share_of (double value, double multiply, gboolean up)
{
  double exact = value * multiply;

  return up ? ceil (exact - 1e-9) : floor (exact + 1e-9);
}

void
vd_hex_move_allowance_total (const Mover *m, double base, int forced, AllowanceChange *change,
                             GPtrArray *reasons, double *lenient, double *strict)
{
  g_autofree char *path = m->unit->state != NULL
                            ? g_strdup_printf ("movement.by_state.%s", m->unit->state) : NULL;
  const VdYamlNode *by_state = path != NULL ? vd_hex_move_lookup (m->module, path) : NULL;
  const char *multiply = vd_hex_ruleset_word (vd_yaml_lookup (by_state, "multiply"));
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rule"));
  gboolean up = g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (by_state, "rounding")),
                           "up") == 0;
  const VdYamlNode *changes;
  const char *reading, *chosen, *most_option = NULL, *least_option = NULL;
  double factor, shared, most = -G_MAXDOUBLE, least = G_MAXDOUBLE;

  if (multiply == NULL)
    {
      *lenient = MAX (0, base + forced + change->lenient);
      *strict = MAX (0, base + forced + change->strict);
      return;
    }
  /* 1914-RES-3: the state's share of the printed allowance (half, rounded up), said. */
  factor = g_ascii_strtod (multiply, NULL);
  shared = share_of (base, factor, up);
  vd_hex_move_add_reason (reasons, rule, g_strdup (m->unit->state), shared - base);
  /* Whether the turn's changes count before the share or after it is a reading (each option's
   * value `before` or `after`); a forced march's points are the unit's choice, added after
   * either way. */
  changes = vd_yaml_lookup (by_state, "changes");
  reading = vd_hex_ruleset_word (vd_yaml_lookup (changes, "reading"));
  chosen = reading != NULL ? vd_hex_ruleset_choice (m->module, reading) : NULL;
  for (guint i = 0; changes != NULL && changes->kind == VD_YAML_MAPPING &&
                    i + 1 < changes->n_children; i += 2)
    {
      const char *option = changes->children[i]->value;
      gboolean before = g_strcmp0 (vd_hex_ruleset_word (changes->children[i + 1]), "before") == 0;
      double with_most, with_least;

      if (g_strcmp0 (option, "reading") == 0 || (chosen != NULL && g_strcmp0 (option, chosen) != 0))
        continue;
      with_most = before ? share_of (base + change->lenient, factor, up) : shared + change->lenient;
      with_least = before ? share_of (base + change->strict, factor, up) : shared + change->strict;
      if (with_most > most)
        {
          most = with_most;
          most_option = option;
        }
      if (with_least < least)
        {
          least = with_least;
          least_option = option;
        }
    }
  /* No reading in the module: the changes count after the share. */
  if (most_option == NULL)
    {
      most = shared + change->lenient;
      least = shared + change->strict;
    }
  *lenient = MAX (0, most + forced);
  *strict = MAX (0, least + forced);
  if (chosen == NULL && reading != NULL && change->reading == NULL && *lenient != *strict)
    {
      change->reading = reading;
      change->rule = rule;
      change->lenient_option = most_option;
      change->strict_option = least_option;
    }
}

/* Why a hex that the lenient reading of CHANGE puts within the allowance and the strict one
 * does not is not known to be reached. */
char *
vd_hex_move_allowance_why (const AllowanceChange *change)
{
  /* Translators: "reachable only if reading naa-i-nightfall is turn-12-only, not chosen yet";
   * a reading is one way to read a rule the game leaves open: its id and option are the
   * module's words. */
  return g_strdup_printf (_("reachable only if reading %s is %s, not chosen yet"),
                          change->reading,
                          change->lenient_option != NULL ? change->lenient_option : "?");
}

/* A forced march of FORCED points for the unit of M (0: none): its note and rule, or FALSE with
 * ERROR. */
gboolean
vd_hex_move_forced_march (const Mover *m, int forced, char **note, char **rule, GError **error)
{
  const VdYamlNode *max = vd_hex_move_lookup (m->module, "movement.forced_march.max");
  const char *chart = vd_hex_ruleset_lookup_word (m->module, "movement.forced_march.chart");
  guint64 most = 0;

  *note = *rule = NULL;
  if (forced == 0)
    return TRUE;
  *rule = g_strdup (vd_hex_ruleset_lookup_word (m->module, "movement.forced_march.rule"));
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
  if (vd_hex_move_lookup (m->module, "movement.forced_march.classes") != NULL &&
      !vd_hex_ruleset_list_has (m->module, "movement.forced_march.classes", m->unit->unit_class))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a unit of class %s may not force-march (%s)"), m->unit->unit_class,
                   *rule != NULL ? *rule : "?");
      return FALSE;
    }
  /* BN 18.0a: only in the formations the module names, never in the states it bars. */
  {
    const char *who_rule = vd_hex_ruleset_lookup_word (m->module,
                                                       "movement.forced_march.who_rule");

    if (m->formation != NULL &&
        vd_hex_move_lookup (m->module, "movement.forced_march.formations") != NULL &&
        !vd_hex_ruleset_list_has (m->module, "movement.forced_march.formations", m->formation))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     /* Translators: "a unit in line may not force-march (18.0a)". */
                     _("a unit in %s may not force-march (%s)"),
                     vd_hex_ruleset_formation_name (m->module, m->formation),
                     who_rule != NULL ? who_rule : "?");
        return FALSE;
      }
    if (m->unit->state != NULL &&
        vd_hex_ruleset_list_has (m->module, "movement.forced_march.not_states", m->unit->state))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     /* Translators: "a disorganized unit may not force-march (18.0a)". */
                     _("a %s unit may not force-march (%s)"), m->unit->state,
                     who_rule != NULL ? who_rule : "?");
        return FALSE;
      }
  }
  /* BN 18.0b, 18.0c: each roll on a table buys up to PER_ROLL points. */
  {
    const char *per_roll = vd_hex_ruleset_lookup_word (m->module,
                                                       "movement.forced_march.per_roll");
    const char *roll_chart = vd_hex_ruleset_lookup_word (m->module,
                                                         "movement.forced_march.roll_chart");
    int each = per_roll != NULL ? atoi (per_roll) : 0;

    if (each > 0 && roll_chart != NULL)
      {
        g_autofree char *name_path = g_strdup_printf ("charts.%s.name", roll_chart);
        const char *name = vd_hex_ruleset_text (vd_hex_move_lookup (m->module, name_path));
        int rolls = (forced + each - 1) / each;

        g_free (*rule);
        *rule = g_strdup (vd_hex_ruleset_lookup_word (m->module,
                                                      rolls > 1 ? "movement.forced_march.second_rule"
                                                                : "movement.forced_march.roll_rule"));
        *note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              /* Translators: "forced march +4: 2 rolls on the
                                               * Desertion Table first, each giving its
                                               * stragglers". */
                                              "forced march +%d: %d roll on the %s first, "
                                              "giving its stragglers",
                                              "forced march +%d: %d rolls on the %s first, "
                                              "each giving its stragglers", rolls),
                                 forced, rolls, name != NULL ? name : roll_chart);
        return TRUE;
      }
  }
  if (chart != NULL)
    {
      /* The chart's row for the points taken ("+2"), its first column: the roll that follows. */
      g_autofree char *rows_path = g_strdup_printf ("charts.%s.rows", chart);
      g_autofree char *cells_path = g_strdup_printf ("charts.%s.cells", chart);
      g_autofree char *row = g_strdup_printf ("+%d", forced);
      const VdYamlNode *rows = vd_hex_move_lookup (m->module, rows_path);
      const VdYamlNode *cells = vd_hex_move_lookup (m->module, cells_path);

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

/* 1914-RAIL-1: a unit that starts on a hex holding one of its side's HQs (`special.rail`) may
 * go by rail to any other of them, then one hex more without regard to the ground, though not
 * onto ground it may not enter nor into the enemy, nor into an enemy zone when it is cut off
 * (1914-SUP-2). Each destination once: VdHexReached with no cost. */
GPtrArray *
vd_hex_move_rail_destinations (Mover *m)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reached_free);
  const char *terminal = vd_hex_ruleset_lookup_word (m->module, "special.rail.terminal_class");
  const char *rule = vd_hex_ruleset_lookup_word (m->module, "special.rail.rule");
  const VdYamlNode *then = vd_hex_move_lookup (m->module, "special.rail.then_hexes");
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
    gint64 key = vd_hex_move_hex_key (m->unit->hex, FALSE);

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
          gint64 key = vd_hex_move_hex_key (hex, FALSE);
          VdHexReached *reached;

          if (g_hash_table_contains (seen, &key) || !vd_hex_grid_contains (m->board->grid, hex) ||
              !vd_hex_grid_is_playable (m->board->grid, hex) ||
              (vd_hex_move_occupied (m, hex) & OCCUPIED_ENEMY) ||
              (d >= 0 && m->out && vd_hex_move_zone_of (m, hex) == ZONE_ENEMY))
            continue;
          if (vd_board_prohibited_ground (m->board, m->module, hex, m->class_index) != NULL)
            continue;
          g_hash_table_add (seen, g_memdup2 (&key, sizeof key));
          reached = g_new0 (VdHexReached, 1);
          reached->hex = hex;
          reached->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
          g_array_append_val (reached->path, m->unit->hex);
          g_array_append_val (reached->path, hq->hex);
          if (d >= 0)
            g_array_append_val (reached->path, hex);
          reached->reasons =
            g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
          vd_hex_move_add_reason (reached->reasons, rule, g_strdup (hq->id), 0);
          g_ptr_array_add (found, reached);
        }
    }
  return found;
}

/* BN 16.1e: a unit that can afford no hex beside it at the start of its move may still move one
 * hex, though not onto ground the rules refuse it; the move takes all its points. After a
 * search from the unit's own hex (FIRST, settled in S), those hexes, each VdHexReached at the
 * cost of the whole ALLOWANCE; none when the game has no such rule, when some hex beside it is
 * affordable, or when one's cost is not known (it might be). */
GPtrArray *
vd_hex_move_minimum_move (Search *s, const Node *first, double allowance)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reached_free);
  const char *path = vd_hex_ruleset_lookup_word (s->mover.module, "movement.minimum_move");
  g_autofree char *rule_path = path != NULL ? g_strconcat (path, ".rule", NULL) : NULL;
  const char *rule =
    rule_path != NULL ? vd_hex_ruleset_lookup_word (s->mover.module, rule_path) : NULL;

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
      vd_hex_move_step_into (&s->mover, first, TRUE, next, &step);
      if (step.kind == STEP_OK)
        {
          reached = g_new0 (VdHexReached, 1);
          reached->hex = next;
          reached->cost = allowance;
          reached->stop = step.stop;
          reached->path = g_array_new (FALSE, FALSE, sizeof (VdHex));
          g_array_append_val (reached->path, first->hex);
          g_array_append_val (reached->path, next);
          reached->reasons =
            g_ptr_array_new_with_free_func ((GDestroyNotify) vd_hex_move_reason_free);
          vd_hex_move_add_reason (reached->reasons, rule,
                                  vd_board_format_hex (s->mover.board, next), allowance);
          g_ptr_array_add (found, reached);
        }
      vd_hex_move_step_clear (&step);
    }
  return found;
}
