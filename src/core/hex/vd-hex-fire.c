/* Fire by points and columns: BN's fire (20), up to the Fire Table's cell. */
#include "vd-hex-fire.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "vd-board-step.h"
#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-los.h"

void
vd_hex_fire_free (VdHexFire *fire)
{
  if (fire == NULL)
    return;
  g_ptr_array_unref (fire->reasons);
  g_free (fire->column);
  g_free (fire->missing);
  g_free (fire->missing_rule);
  g_free (fire);
}

static void
add_reason (VdHexFire *fire, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (fire->reasons, rule, by, what);
}

static void
set_missing (VdHexFire *fire, const char *rule, char *what)
{
  if (fire->missing != NULL)
    {
      g_free (what);
      return;
    }
  fire->missing = what;
  fire->missing_rule = g_strdup (rule);
}

static const char *
fire_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, "combat.fire.", key);
}

/* "9½", "10", for the reasons. */
static char *
format_points (double points)
{
  double whole = floor (points);

  if (points - whole > 0.25 && points - whole < 0.75)
    return whole > 0 ? g_strdup_printf ("%.0f½", whole) : g_strdup ("½");
  return g_strdup_printf ("%.0f", points);
}

/* Whether the line from FROM into TARGET's hex crosses a hexside holding FEATURE: the side
 * between the last two hexes of the line. */
static gboolean
crosses (const VdBoard *board, VdHex from, VdHex target, const char *feature)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) along = g_array_new (FALSE, FALSE, sizeof (VdHexside));
  g_autoptr(GPtrArray) features = NULL;
  VdHex before;
  VdHexside side;

  vd_hex_line (from, target, hexes, along);
  if (hexes->len < 2)
    return FALSE;
  before = g_array_index (hexes, VdHex, hexes->len - 2);
  if (!vd_hexside_between (before, target, &side))
    return FALSE;
  features = vd_board_hexside_features (board, side);
  for (guint i = 0; i < features->len; i++)
    if (g_strcmp0 (((const VdBoardHexside *) features->pdata[i])->feature, feature) == 0)
      return TRUE;
  return FALSE;
}

/* 20.3c: a hexside feature's row counts only when every fire crosses it; its columns are on the
 * missing Combat Modifiers Table. */
static void
hexside_rows (VdHexFire *fire, const VdBoard *board, const VdHexRuleset *module,
              GPtrArray *units, const VdBoardUnit *target)
{
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module,
                                                  "combat.fire.modifiers.hexside_rows_only_if_all_fire_crosses");
  const char *rule = "20.3c";

  for (guint r = 0; rows != NULL && rows->kind == VD_YAML_SEQUENCE && r < rows->n_children; r++)
    {
      const char *feature = vd_hex_ruleset_word (rows->children[r]);
      guint crossing = 0;

      for (guint i = 0; i < units->len; i++)
        crossing += crosses (board, ((const VdBoardUnit *) units->pdata[i])->hex, target->hex,
                             feature);
      if (crossing == 0)
        continue;
      if (crossing < units->len)
        {
          /* Translators: "Embankment: not every fire crosses it, so it does not count". */
          add_reason (fire, rule, feature,
                      g_strdup_printf (_("%s: not every fire crosses it, so it does not count"),
                                       vd_hex_ruleset_terrain_name (module, feature, TRUE)));
          continue;
        }
      /* Translators: "what Embankment does to fire is on the Combat Modifiers Table, not
       * given". */
      set_missing (fire, "20.3a",
                   g_strdup_printf (_("what %s does to fire, every fire crossing it, is not "
                                      "given"),
                                    vd_hex_ruleset_terrain_name (module, feature, TRUE)));
    }
}

/* BN 11.5h-C: a skirmisher fires only from the top of its stack (the board's order), save on
 * terrain where skirmishers always fire (towns, redoubts). */
static gboolean
skirmisher_on_top (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                   GError **error)
{
  const char *rule = fire_word (module, "skirmisher_top_rule");
  g_autoptr(GPtrArray) stack = NULL;
  const VdBoardUnit *top = NULL;

  if (rule == NULL || g_strcmp0 (unit->unit_class, fire_word (module, "skirmisher_class")) != 0)
    return TRUE;
  stack = vd_board_units_at (board, unit->hex);
  /* Only non-skirmishers above it count: skirmishers alone in a hex all fire (12.3). */
  for (guint i = 0; i < stack->len && stack->pdata[i] != unit; i++)
    if (g_strcmp0 (((const VdBoardUnit *) stack->pdata[i])->unit_class,
                   fire_word (module, "skirmisher_class")) != 0)
      {
        top = stack->pdata[i];
        break;
      }
  if (top == NULL)
    return TRUE;
  if (vd_board_hex_ground_with (board, module, unit->hex, "skirmishers_always_fire",
                                "true") != NULL)
    return TRUE;
  /* Translators: "sk1 is under fr-1 in its stack: only a skirmisher on top fires (11.5h-C)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("%s is under %s in its stack: only a skirmisher on top fires (%s)"), unit->id,
               top->id, rule);
  return FALSE;
}

/* Whether UNIT's face is one of the lists at KIND (`combat.fire.front.every_side` or
 * `no_side`): its formation, its state, or (every side) a class alone in its hex or a terrain
 * that gives it, when its state is none of `not_states`. */
static gboolean
front_kind (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
            const char *kind)
{
  g_autofree char *formations = g_strdup_printf ("combat.fire.front.%s.formations", kind);
  g_autofree char *states = g_strdup_printf ("combat.fire.front.%s.states", kind);
  g_autofree char *not_states = g_strdup_printf ("combat.fire.front.%s.not_states", kind);
  g_autofree char *alone = g_strdup_printf ("combat.fire.front.%s.alone_classes", kind);
  g_autofree char *terrain = g_strdup_printf ("combat.fire.front.%s.terrain_key", kind);
  const char *terrain_key = vd_hex_ruleset_lookup_word (module, terrain);

  if (unit->state != NULL && vd_hex_ruleset_list_has (module, not_states, unit->state))
    return FALSE;
  if ((unit->formation != NULL && vd_hex_ruleset_list_has (module, formations, unit->formation)) ||
      (unit->state != NULL && vd_hex_ruleset_list_has (module, states, unit->state)))
    return TRUE;
  if (vd_hex_ruleset_list_has (module, alone, unit->unit_class))
    {
      g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);
      gboolean others = FALSE;

      for (guint i = 0; i < stack->len; i++)
        others |= g_strcmp0 (((const VdBoardUnit *) stack->pdata[i])->unit_class,
                             unit->unit_class) != 0;
      if (!others)
        return TRUE;
    }
  return terrain_key != NULL &&
         vd_board_hex_ground_with (board, module, unit->hex, terrain_key, NULL) != NULL;
}

/* BN 13.2d with 13.0a: UNIT fires at TARGET, in another hex, only through its front hexes.
 * With a flank on every side it has none, and is refused; with a front on every side it fires
 * every way; otherwise which hexes are its front is the missing diagram's, said for the
 * referee. */
static gboolean
fires_through_front (VdHexFire *fire, const VdBoard *board, const VdHexRuleset *module,
                     const VdBoardUnit *unit, const VdBoardUnit *target, GError **error)
{
  const char *rule = fire_word (module, "front.rule");
  const char *kinds_rule = fire_word (module, "front.kinds_rule");
  g_autofree char *chart_path = g_strdup_printf ("charts.%s.name",
                                                 fire_word (module, "front.chart") != NULL
                                                   ? fire_word (module, "front.chart") : "");
  const char *chart = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, chart_path));

  if (rule == NULL || vd_hex_equal (unit->hex, target->hex))
    return TRUE;
  if (front_kind (board, module, unit, "no_side"))
    {
      /* Translators: "a1 has a flank on every side, no front (13.0a): it fires only through
       * its front (13.2d)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has a flank on every side, no front (%s): it fires only through its "
                     "front (%s)"), unit->id, kinds_rule != NULL ? kinds_rule : "?", rule);
      return FALSE;
    }
  if (front_kind (board, module, unit, "every_side"))
    {
      /* Translators: "a front on every side (13.0a): it fires every way". */
      add_reason (fire, rule, unit->id,
                  g_strdup_printf (_("a front on every side (%s): it fires every way"),
                                   kinds_rule != NULL ? kinds_rule : "?"));
      return TRUE;
    }
  /* Translators: "fires only through its front hexes; which they are is on the Front, flank
   * and rear hexes of a facing, not in the seed: the referee's". */
  add_reason (fire, rule, unit->id,
              unit->facing < 0
                ? g_strdup (_("fires only through its front hexes, and its facing is not on the "
                              "board: the referee's"))
                : g_strdup_printf (_("fires only through its front hexes; which they are is on "
                                     "the %s, not in the seed: the referee's"),
                                   chart != NULL ? chart : "?"));
  return TRUE;
}

/* BN 12.3: the counter TARGET is under, when it is not its stack's top one (the counters that
 * are never targets aside); NULL when it is on top, or the game does not say. */
static const VdBoardUnit *
target_under (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *target)
{
  g_autoptr(GPtrArray) stack = NULL;

  if (fire_word (module, "target.rule") == NULL)
    return NULL;
  stack = vd_board_units_at (board, target->hex);
  for (guint i = 0; i < stack->len && stack->pdata[i] != target; i++)
    {
      const VdBoardUnit *above = stack->pdata[i];

      if (!vd_hex_ruleset_list_has (module, "combat.fire.target.not_counted", above->unit_class))
        return above;
    }
  return NULL;
}

/* 12.3 and 20.2g: the POINTS of UNIT at TARGET, which is under ABOVE in its stack: only
 * artillery fires at artillery there, its points halved (unknown ones, below 0, stay so);
 * FALSE with ERROR for any other firer. */
static gboolean
points_at_buried (VdHexFire *fire, const VdHexRuleset *module, const VdBoardUnit *unit,
                  const VdBoardUnit *target, const VdBoardUnit *above, double *points,
                  GError **error)
{
  const char *artillery = fire_word (module, "target.artillery_class");
  const char *multiply = fire_word (module, "counter_battery_not_on_top.multiply");
  const char *rule = fire_word (module, "counter_battery_not_on_top.rule");
  g_autofree char *before = NULL, *after = NULL;
  double halved;

  if (artillery == NULL || multiply == NULL || g_strcmp0 (unit->unit_class, artillery) != 0 ||
      g_strcmp0 (target->unit_class, artillery) != 0)
    {
      /* Translators: "al-2 is under al-1 in its stack: only the top counter is fired on (12.3),
       * save artillery at artillery (20.2g)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is under %s in its stack: only the top counter is fired on (%s), save "
                     "artillery at artillery (%s)"), target->id, above->id,
                   fire_word (module, "target.rule"), rule != NULL ? rule : "?");
      return FALSE;
    }
  if (*points < 0)
    return TRUE;
  halved = *points * g_ascii_strtod (multiply, NULL);
  before = format_points (*points);
  after = format_points (halved);
  /* Translators: "fire points 2 at artillery under al-1 in its stack: halved, 1". */
  add_reason (fire, rule, unit->id,
              g_strdup_printf (_("fire points %s at artillery under %s in its stack: halved, %s"),
                               before, above->id, after));
  *points = halved;
  return TRUE;
}

/* Each firer's range and line of sight; NULL with ERROR when the rules refuse it. */
static gboolean
check_firer (VdHexFire *fire, const VdBoard *board, const VdHexRuleset *module,
             const VdBoardUnit *unit, const VdBoardUnit *target, GError **error)
{
  g_autofree char *path = g_strdup_printf ("combat.fire.ranges.%s", unit->unit_class);
  const char *range = vd_hex_ruleset_lookup_word (module, path);
  const char *range_rule = fire_word (module, "ranges.rule");
  int distance = vd_hex_distance (unit->hex, target->hex);

  if (!skirmisher_on_top (board, module, unit, error))
    return FALSE;
  if (range != NULL && !fires_through_front (fire, board, module, unit, target, error))
    return FALSE;
  if (range == NULL)
    {
      /* Each class that does not fire by its own rule (BN: cavalry 24.0a, officers 26.3). */
      g_autofree char *own_path = g_strdup_printf ("no_fire_rules.%s", unit->unit_class);
      const char *rule = fire_word (module, own_path) != NULL ? fire_word (module, own_path)
                                                              : fire_word (module, "no_fire_rule");

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s does not fire (%s)"), unit->id,
                   rule != NULL ? rule : "?");
      return FALSE;
    }
  if (distance > atoi (range))
    {
      /* Translators: "g1 is 3 hexes from its target, beyond its range of 1 (20.2c)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is %d hexes from its target, beyond its range of %s (%s)"), unit->id,
                   distance, range, range_rule != NULL ? range_rule : "?");
      return FALSE;
    }
  if (distance > 1)
    {
      g_autoptr(VdHexLos) los = vd_hex_los (board, module, unit->hex, target->hex, NULL);

      if (los != NULL && los->verdict == VD_HEX_LOS_BLOCKED)
        {
          const VdHexLosReason *why = los->reasons->len > 0 ? los->reasons->pdata[0] : NULL;

          /* Translators: "g1 does not see its target: … (19.2b)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s does not see its target: %s (%s)"),
                       unit->id, why != NULL ? why->what : "?",
                       why != NULL && why->rule != NULL ? why->rule : "?");
          return FALSE;
        }
      if (los != NULL && los->verdict == VD_HEX_LOS_UNKNOWN)
        /* Translators: "whether g1 sees its target: …". */
        set_missing (fire, los->missing_rule,
                     g_strdup_printf (_("whether %s sees its target: %s"), unit->id,
                                      los->missing != NULL ? los->missing : "?"));
    }
  return TRUE;
}

/* A printed strength in C (the firepower levels) or in points (artillery); FALSE when it is
 * neither. */
static gboolean
strength_in (const VdHexRuleset *module, const VdBoardUnit *unit, gboolean levels, double *value)
{
  const char *text;
  char *end = NULL;

  if (unit->strength == NULL)
    return FALSE;
  if (levels)
    {
      const VdYamlNode *table = vd_hex_ruleset_lookup (module, "stacking.strength_in_c");

      text = table != NULL && table->kind == VD_YAML_MAPPING
               ? vd_hex_ruleset_word (vd_yaml_lookup (table, unit->strength)) : NULL;
    }
  else
    text = unit->strength;
  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

/* 12.3: what fires from one hex, whatever hexside it leaves by — A of strength or one full
 * skirmisher (two reduced), and 5 artillery points. Several firers of one hex over a cap are
 * refused (the referee chooses who fires); a single counter over it fires as the cap, said. */
static gboolean
fire_caps (VdHexFire *fire, const VdBoard *board, const VdHexRuleset *module, GPtrArray *units,
           GError **error)
{
  const VdYamlNode *caps = vd_hex_ruleset_lookup (module, "stacking.fire_cap_per_hex");
  const char *skirmisher = fire_word (module, "skirmisher_class");
  /* 12.3: a reduced skirmisher (its step, 11.5c) fires as half a full one. */
  const char *reduced = vd_hex_ruleset_lookup_word (module,
                                                    "stacking.counts.skirmisher.reduced.step");
  const char *cap_letters;
  const char *rule = "12.3";
  double cap_c = 0, cap_points;
  g_autoptr(GHashTable) done = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (caps == NULL || caps->kind != VD_YAML_MAPPING)
    return TRUE;
  cap_letters = vd_hex_ruleset_word (vd_yaml_lookup (caps, "firepower"));
  {
    const VdYamlNode *table = vd_hex_ruleset_lookup (module, "stacking.strength_in_c");
    const char *text = cap_letters != NULL && table != NULL && table->kind == VD_YAML_MAPPING
                         ? vd_hex_ruleset_word (vd_yaml_lookup (table, cap_letters)) : NULL;

    cap_c = text != NULL ? g_ascii_strtod (text, NULL) : 0;
  }
  {
    const char *text = vd_hex_ruleset_word (vd_yaml_lookup (caps, "and_artillery_points"));

    cap_points = text != NULL ? g_ascii_strtod (text, NULL) : 0;
  }
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *first = units->pdata[i];
      g_autofree char *label = vd_board_format_hex (board, first->hex);
      g_autoptr(GString) strong = g_string_new (NULL), guns = g_string_new (NULL);
      double in_c = 0, points = 0, skirmishers = 0;
      guint n_strong = 0, n_guns = 0, n_skirmishers = 0;
      const VdBoardUnit *lone_strong = NULL, *lone_gun = NULL;

      if (!g_hash_table_add (done, g_strdup (label)))
        continue;
      for (guint j = i; j < units->len; j++)
        {
          const VdBoardUnit *unit = units->pdata[j];
          double value;

          if (unit->hex.q != first->hex.q || unit->hex.r != first->hex.r)
            continue;
          g_autofree char *by_path = g_strdup_printf ("stacking.counts.%s.by",
                                                      unit->unit_class);
          const char *by = vd_hex_ruleset_lookup_word (module, by_path);

          if (g_strcmp0 (unit->unit_class, skirmisher) == 0)
            {
              n_skirmishers++;
              skirmishers += reduced != NULL && g_strcmp0 (unit->step, reduced) == 0 ? 0.5 : 1;
            }
          else if (g_strcmp0 (by, "strength") == 0)
            {
              n_guns++;
              lone_gun = unit;
              if (strength_in (module, unit, FALSE, &value))
                points += value;
              g_string_append_printf (guns, "%s%s", guns->len > 0 ? ", " : "", unit->id);
            }
          else if (g_strcmp0 (by, "strength_in_c") == 0)
            {
              n_strong++;
              lone_strong = unit;
              if (strength_in (module, unit, TRUE, &value))
                in_c += value;
              g_string_append_printf (strong, "%s%s", strong->len > 0 ? ", " : "", unit->id);
            }
        }
      if (n_strong > 0 && n_skirmishers > 0)
        {
          /* Translators: "from 0504, A of strength or skirmishers fire, not both (12.3)". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("from %s, %s of strength or skirmishers fire, not both (%s)"), label,
                       cap_letters != NULL ? cap_letters : "?", rule);
          return FALSE;
        }
      if (skirmishers > 1)
        {
          /* Translators: "from 0504, skirmishers worth 1½ full would fire: one full or two
           * reduced at most (12.3)". */
          g_autofree char *worth = format_points (skirmishers);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("from %s, skirmishers worth %s full would fire: one full or two "
                         "reduced at most (%s)"), label, worth, rule);
          return FALSE;
        }
      if (cap_c > 0 && in_c > cap_c)
        {
          if (n_strong > 1)
            {
              /* Translators: "from 0504, line, l2 would fire 6 C of strength: A (4 C) at most
               * (12.3)"; C is BN's smallest firepower level. */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("from %s, %s would fire %.0f C of strength: %s (%.0f C) at most "
                             "(%s)"), label, strong->str, in_c, cap_letters, cap_c, rule);
              return FALSE;
            }
          /* Translators: "strength AA: only A of it fires; its fire points are read for A". */
          add_reason (fire, rule, lone_strong->id,
                      g_strdup_printf (_("strength %s: only %s of it fires; its fire points are "
                                         "read for %s"), lone_strong->strength, cap_letters,
                                       cap_letters));
          /* 6.5c: above A is shown by no marker; the roster tells the level where it counts. */
          if (vd_hex_ruleset_word (vd_yaml_lookup (caps, "above_cap_rule")) != NULL)
            /* Translators: BN 6.5c, "strength AA: no marker, A or more; its exact level counts
             * only for stacking and melee odds". */
            add_reason (fire, vd_hex_ruleset_word (vd_yaml_lookup (caps, "above_cap_rule")),
                        lone_strong->id,
                        g_strdup_printf (_("strength %s: no marker, %s or more; its exact level "
                                           "counts only for stacking and melee odds"),
                                         lone_strong->strength, cap_letters));
        }
      if (cap_points > 0 && points > cap_points)
        {
          if (n_guns > 1)
            {
              /* Translators: "from 0511, heavy, h2 would fire 8 artillery points: 5 at most
               * (12.3)". */
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("from %s, %s would fire %.0f artillery points: %.0f at most (%s)"),
                           label, guns->str, points, cap_points, rule);
              return FALSE;
            }
          /* Translators: "10 artillery points: only 5 fire; its fire points are read for 5". */
          add_reason (fire, rule, lone_gun->id,
                      g_strdup_printf (_("%.0f artillery points: only %.0f fire; its fire points "
                                         "are read for %.0f"), points, cap_points, cap_points));
        }
    }
  return TRUE;
}

VdHexFire *
vd_hex_fire (const VdBoard *board, const VdHexRuleset *module, const char * const *firers,
             const double *points, const char *target_id, gboolean flank, GError **error)
{
  const VdBoardUnit *target = vd_board_find_unit (board, target_id);
  const char *dg_state = fire_word (module, "disorganized_firers.state");
  const char *skirmisher = fire_word (module, "skirmisher_class");
  const char *square = fire_word (module, "square_formation");
  const char *half_reading = fire_word (module, "total_rounding.reading");
  const char *half = half_reading != NULL ? vd_hex_ruleset_choice (module, half_reading) : NULL;
  g_autoptr(VdHexFire) fire = g_new0 (VdHexFire, 1);
  g_autoptr(GPtrArray) units = g_ptr_array_new ();
  double good = 0, disorganized = 0;
  gboolean known = TRUE, any_dg = FALSE, only_skirmishers = TRUE;
  const VdBoardUnit *above;
  int last;

  fire->reasons = vd_hex_odds_reasons_new ();
  if (fire_word (module, "table") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s does not fire by points and columns"), vd_text_get (&module->name));
      return NULL;
    }
  if (target == NULL || !target->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), target_id);
      return NULL;
    }
  above = target_under (board, module, target);
  for (guint i = 0; firers[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, firers[i]);
      g_autofree char *shown = NULL;
      double given = points[i];

      if (unit == NULL || !unit->placed)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"),
                       firers[i]);
          return NULL;
        }
      if (g_str_equal (unit->side, target->side))
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s fires at its own side"),
                       unit->id);
          return NULL;
        }
      if (!check_firer (fire, board, module, unit, target, error))
        return NULL;
      g_ptr_array_add (units, (gpointer) unit);
      only_skirmishers &= g_strcmp0 (unit->unit_class, skirmisher) == 0;
      if (above != NULL && !points_at_buried (fire, module, unit, target, above, &given, error))
        return NULL;
      if (given < 0)
        {
          known = FALSE;
          /* Translators: "g1's fire points are on the missing fire-point tables: give them". */
          set_missing (fire, "20.0",
                       g_strdup_printf (_("%s's fire points are on the missing fire-point "
                                          "tables: give them"), unit->id));
          continue;
        }
      shown = format_points (given);
      if (dg_state != NULL && g_strcmp0 (unit->state, dg_state) == 0)
        {
          disorganized += given;
          any_dg = TRUE;
          /* Translators: "fire points 2, disorganized: counted apart". */
          add_reason (fire, fire_word (module, "disorganized_firers.rule"), unit->id,
                      g_strdup_printf (_("fire points %s, disorganized: counted apart"), shown));
        }
      else
        {
          good += given;
          /* Translators: "fire points 2, as the referee read them on his fire-point table". */
          add_reason (fire, "20.0", unit->id,
                      g_strdup_printf (_("fire points %s, as the referee read them on his "
                                         "fire-point table"), shown));
        }
    }
  if (units->len == 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no firer given"));
      return NULL;
    }
  if (!fire_caps (fire, board, module, units, error))
    return NULL;
  if (!known)
    return g_steal_pointer (&fire);
  /* 20.1: the disorganized firers' points together, halved and rounded down. */
  if (any_dg)
    {
      double halved = floor (disorganized / 2);
      g_autofree char *before = format_points (disorganized);

      add_reason (fire, fire_word (module, "disorganized_firers.rule"), NULL,
                  g_strdup_printf (_("the disorganized firers' fire points %s halved, rounded "
                                     "down: %.0f"), before, halved));
      disorganized = halved;
    }
  fire->points = good + disorganized;
  /* 20.2f: exactly nothing is no fire; under one point, the "<1" column. */
  if (fire->points == 0)
    {
      fire->no_effect = TRUE;
      add_reason (fire, "20.2f", NULL, g_strdup (_("no fire points: the fire has no effect")));
      return g_steal_pointer (&fire);
    }
  if (fire->points < 1)
    {
      fire->total = 0;
      add_reason (fire, "20.2f", NULL, g_strdup (_("fire points under 1: the “<1” column")));
    }
  else
    {
      double whole = floor (fire->points);
      g_autofree char *shown = format_points (fire->points);

      fire->total = (int) whole;
      if (fire->points - whole > 0.5)
        fire->total = (int) whole + 1;
      else if (fire->points - whole == 0.5)
        {
          /* A half: up as the 20.4 example shows, or down, as reading bn-i-half-rounding goes. */
          if (half == NULL)
            {
              set_missing (fire, half_reading,
                           g_strdup_printf (_("fire points %s: a half rounded up or down is "
                                              "reading %s"), shown, half_reading));
              return g_steal_pointer (&fire);
            }
          fire->total = g_str_equal (half, "up") ? (int) whole + 1 : (int) whole;
        }
      add_reason (fire, fire_word (module, "total_rounding.rule"), NULL,
                  g_strdup_printf (_("fire points %s in all, rounded: %d"), shown, fire->total));
    }
  /* The column shifts, summed (20.0), each row once (20.3b). */
  if (flank && !only_skirmishers)
    {
      fire->shift += 3;
      add_reason (fire, "13.0b", NULL,
                  g_strdup (_("a firer in the target's flank or rear: 3 columns right")));
      /* 20.3b: one row, once, however many firers are in the flank. */
      if (units->len > 1 && fire_word (module, "modifiers.once_rule") != NULL)
        add_reason (fire, fire_word (module, "modifiers.once_rule"), NULL,
                    g_strdup_printf (_("the flank row counts once, however many of the %u "
                                       "firers are in the flank or rear"), units->len));
    }
  else if (flank)
    add_reason (fire, "11.5b", NULL,
                g_strdup (_("skirmishers alone never earn the flank shift")));
  if (square != NULL && g_strcmp0 (target->formation, square) == 0)
    {
      fire->shift += 3;
      add_reason (fire, "25.2-ex", target->id,
                  g_strdup (_("the target in square: 3 columns right")));
    }
  hexside_rows (fire, board, module, units, target);
  last = fire_word (module, "last_known_column") != NULL
           ? atoi (fire_word (module, "last_known_column")) : 0;
  {
    int column = fire->total + fire->shift;

    if (fire->total == 0 && fire->shift == 0)
      fire->column = g_strdup ("<1");
    else
      {
        fire->column = g_strdup_printf ("%d", MAX (column, 1));
        if (fire->shift != 0)
          add_reason (fire, "20.0", NULL,
                      g_strdup_printf (_("column %s after %+d"), fire->column, fire->shift));
      }
    if (column > last)
      /* The table stops at its last column (20.0), which the seed does not give. */
      set_missing (fire, "20.0",
                   g_strdup_printf (_("whether the Fire Table reaches column %d: its last "
                                      "column is not given"), column));
  }
  return g_steal_pointer (&fire);
}

char *
vd_hex_fire_read (const VdHexFire *fire, const VdHexRuleset *module, int roll, char **missing,
                  const char **rule, GError **error)
{
  g_autofree char *table = g_strdup_printf ("charts.%s", fire_word (module, "table"));
  g_autofree char *points_path = g_strconcat (table, ".points", NULL);
  g_autofree char *rule_path = g_strconcat (table, ".rule", NULL);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, points_path);
  g_autofree char *name_path = g_strconcat (table, ".name", NULL);
  g_autofree char *rows_path = g_strconcat (table, ".rows", NULL);
  g_autofree char *columns_path = g_strconcat (table, ".columns", NULL);
  g_autofree char *grid_path = g_strconcat (table, ".cells", NULL);
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, rows_path);
  const VdYamlNode *columns = vd_hex_ruleset_lookup (module, columns_path);
  const VdYamlNode *grid = vd_hex_ruleset_lookup (module, grid_path);
  g_autofree char *row = g_strdup_printf ("%d", roll);
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };   /* the Fire Table's roll (5.3) */

  *missing = NULL;
  *rule = vd_hex_ruleset_lookup_word (module, rule_path);
  if (!vd_hex_dice_check (&d66, roll, error))
    {
      /* 5.3: a roll read tens then units, by the rule the module names. */
      vd_hex_dice_cite (module, "combat.dice.sequential_11_66.rule", error);
      return NULL;
    }
  if (fire->column == NULL || fire->missing != NULL)
    {
      *missing = g_strdup (fire->missing != NULL ? fire->missing : _("no column"));
      return NULL;
    }
  /* The cells the seed's examples give. */
  for (guint i = 0; cells != NULL && cells->kind == VD_YAML_SEQUENCE && i < cells->n_children;
       i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cells->children[i], "column")),
                   fire->column) == 0 &&
        g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (cells->children[i], "row")), row) == 0)
      return g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (cells->children[i], "result")));
  /* The owner's cells, once he has entered the table's headings (Game Charts…). */
  if (rows != NULL && columns != NULL && grid != NULL && rows->kind == VD_YAML_SEQUENCE &&
      columns->kind == VD_YAML_SEQUENCE && grid->kind == VD_YAML_SEQUENCE)
    for (guint r = 0; r < rows->n_children && r < grid->n_children; r++)
      if (g_strcmp0 (vd_hex_ruleset_word (rows->children[r]), row) == 0)
        for (guint c = 0; c < columns->n_children; c++)
          if (g_strcmp0 (vd_hex_ruleset_word (columns->children[c]), fire->column) == 0 &&
              grid->children[r]->kind == VD_YAML_SEQUENCE &&
              c < grid->children[r]->n_children &&
              vd_hex_ruleset_word (grid->children[r]->children[c]) != NULL)
            return g_strdup (vd_hex_ruleset_word (grid->children[r]->children[c]));
  /* Translators: "Fire Table: the cell of column 10, roll 23 is not given". */
  *missing = g_strdup_printf (_("%s: the cell of column %s, roll %d is not given"),
                              vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, name_path)),
                              fire->column, roll);
  return NULL;
}
