/* LBA's pre-melee odds as modifiers of both sides' morale checks. */
#include "vd-hex-pre-melee.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-vineyard-lba.h"
#include "vd-hex-santon.h"

#define ODDS_CHART "charts.pre-melee-odds"
#define CONDITIONS_CHART "charts.infantry-pre-melee-modifiers"

void
vd_hex_pre_melee_free (VdHexPreMelee *pre)
{
  if (pre == NULL)
    return;
  g_ptr_array_unref (pre->reasons);
  g_free (pre->odds);
  g_free (pre->missing);
  g_free (pre->missing_rule);
  g_free (pre->defender_exempt);
  g_free (pre);
}

static void
add_reason (VdHexPreMelee *pre, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (pre->reasons, rule, by, what);
}

static void
set_missing (VdHexPreMelee *pre, const char *rule, char *what)
{
  if (pre->missing != NULL)
    {
      g_free (what);
      return;
    }
  pre->missing = what;
  pre->missing_rule = g_strdup (rule);
}

/* The increments of IDS, added; FALSE when one is not a number (the counter values are the
 * owner's). */
static gboolean
increments (const VdBoard *board, const char * const *ids, double *sum, const char **which)
{
  *sum = 0;
  for (guint i = 0; ids[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, ids[i]);
      char *end = NULL;
      double value = unit->strength != NULL ? g_ascii_strtod (unit->strength, &end) : 0;

      if (unit->strength == NULL || end == unit->strength || *end != '\0')
        {
          *which = ids[i];
          return FALSE;
        }
      *sum += value;
    }
  return TRUE;
}

#define VINEYARD "combat.melee.vineyard."
#define CHATEAU_DEFENDER "combat.pre_melee.chateau_defender."

/* LBA-CHAT-2: infantry defending the château makes no pre-melee check; DEFENDERS all so. */
static void
chateau_exempt (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
                const char * const *defenders)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, CHATEAU_DEFENDER "terrain");
  const char *infantry = vd_hex_ruleset_lookup_word (module, CHATEAU_DEFENDER "class");
  g_autofree char *hex = NULL;

  if (terrain == NULL || defenders[0] == NULL)
    return;
  for (guint i = 0; defenders[i] != NULL; i++)
    {
      const VdBoardUnit *unit = vd_board_find_unit (board, defenders[i]);

      if (g_strcmp0 (unit->unit_class, infantry) != 0 ||
          !vd_board_hex_has_ground (board, module, unit->hex, terrain))
        return;
    }
  pre->defender_exempt = g_strdup (vd_hex_ruleset_lookup_word (module, CHATEAU_DEFENDER "rule"));
  hex = vd_board_format_hex (board, vd_board_find_unit (board, defenders[0])->hex);
  add_reason (pre, pre->defender_exempt, hex,
              g_strdup (_("infantry defending the château makes no pre-melee check")));
}

static int row_for (double ratio, const char *rounding);

/* UNIT's increments in excess of the vineyard's 3 (0 when none or its class is not capped),
 * its rule in *RULE. */
static double
over_vineyard (const VdHexRuleset *module, const VdBoardUnit *unit, const char **rule)
{
  g_autofree char *path = g_strdup_printf (VINEYARD "classes.%s", unit->unit_class);
  const char *most = vd_hex_ruleset_lookup_word (module, VINEYARD "increments");
  double cap = most != NULL ? g_ascii_strtod (most, NULL) : 0;
  double value = g_ascii_strtod (unit->strength, NULL);

  *rule = vd_hex_ruleset_lookup_word (module, path);
  return *rule != NULL && cap > 0 && value > cap ? value - cap : 0;
}

/* LBA-VIN-1, LBA-VIN-2: a battalion or cavalry regiment in a vineyard counts at most 3
 * increments in the melee; an attacker assaulting into one from outside as reading
 * lba-i-vineyard-melee says (while open and the odds' sums differ, named: FALSE). */
static gboolean
vineyard_melee (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
                const char * const *attackers, const char * const *defenders, VdHex target)
{
  const char *terrain = vd_hex_ruleset_lookup_word (module, VINEYARD "terrain");
  const char *reading = vd_hex_ruleset_lookup_word (module, VINEYARD "into_reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  gboolean into = terrain != NULL && vd_board_hex_has_ground (board, module, target, terrain);
  double into_over = 0;

  if (terrain == NULL)
    return TRUE;
  for (guint side = 0; side < 2; side++)
    for (const char * const *id = side == 0 ? defenders : attackers; *id != NULL; id++)
      {
        const VdBoardUnit *unit = vd_board_find_unit (board, *id);
        const char *rule;
        double over = over_vineyard (module, unit, &rule);
        gboolean inside = vd_board_hex_has_ground (board, module, unit->hex, terrain);

        if (over <= 0 || !(inside || (side == 1 && into)))
          continue;
        /* LBA-VIN-3: a spread attacker assaults with up to 3 from each of its hexes next to
         * the target; a defender holds the target hex with 3 only. */
        if (side == 1 && inside && unit->spread != NULL && unit->spread->len > 0)
          {
            double value = g_ascii_strtod (unit->strength, NULL);
            guint hexes = 0;
            guint counted = vd_hex_vineyard_spread_counted (module, unit, (guint) value, &target,
                                                            &hexes);

            if (hexes > 1)
              {
                g_autofree char *label = vd_board_format_hex (board, target);

                over = value - counted;
                /* Translators: "assaults 0606 from 2 of the hexes it holds, up to 3 increments
                 * from each". */
                add_reason (pre, vd_hex_ruleset_lookup_word (module,
                                                             "special.vineyard.spread.rule"),
                            *id, g_strdup_printf (_("assaults %s from %u of the hexes it holds, "
                                                    "up to 3 increments from each"), label,
                                                  hexes));
                if (over <= 0)
                  continue;
              }
          }
        if (!inside && g_strcmp0 (choice, "into-the-vineyard-too") != 0)
          {
            into_over += over;
            if (choice != NULL)
              /* Translators: "assaults into a vineyard from outside: all its increments count
               * (in-the-vineyard-only)". */
              add_reason (pre, reading, *id,
                          g_strdup_printf (_("assaults into a vineyard from outside: all its "
                                             "increments count (%s)"), choice));
            continue;
          }
        if (side == 0)
          pre->defence -= over;
        else
          pre->attack -= over;
        if (inside)
          {
            const char *whole_rule = NULL;
            char *whole = vd_hex_vineyard_whole (board, module, unit, &whole_rule);

            /* Translators: "in a vineyard: 3 of its 6 increments count in the melee". */
            add_reason (pre, rule, *id,
                        g_strdup_printf (_("in a vineyard: %g of its %g increments count in "
                                           "the melee"),
                                         g_ascii_strtod (unit->strength, NULL) - over,
                                         g_ascii_strtod (unit->strength, NULL)));
            /* LBA-VIN-3: wholly in a one-hex vineyard; spread over a larger one, the
             * referee's. */
            if (whole != NULL)
              add_reason (pre, whole_rule, *id, whole);
          }
        else
          /* Translators: "assaults into a vineyard: 3 of its 6 increments count in the melee
           * (into-the-vineyard-too)". */
          add_reason (pre, rule, *id,
                      g_strdup_printf (_("assaults into a vineyard: %g of its %g increments "
                                         "count in the melee (%s)"),
                                       g_ascii_strtod (unit->strength, NULL) - over,
                                       g_ascii_strtod (unit->strength, NULL), choice));
      }
  if (choice == NULL && into_over > 0 &&
      row_for (pre->attack / pre->defence, "down") ==
        row_for ((pre->attack - into_over) / pre->defence, "down") &&
      row_for (pre->attack / pre->defence, "nearest") ==
        row_for ((pre->attack - into_over) / pre->defence, "nearest"))
    /* Translators: "open, attack 9 or 6 against 2: the same row either way". */
    add_reason (pre, reading, NULL,
                g_strdup_printf (_("open, attack %g or %g against %g: the same row either way"),
                                 pre->attack, pre->attack - into_over, pre->defence));
  else if (choice == NULL && into_over > 0)
    {
      /* Translators: "attack 9 or 6: whether those assaulting into a vineyard from outside
       * count 3 increments a unit is reading lba-i-vineyard-melee". */
      set_missing (pre, reading,
                   g_strdup_printf (_("attack %g or %g: whether those assaulting into a vineyard "
                                      "from outside count 3 increments a unit is reading %s"),
                                    pre->attack, pre->attack - into_over, reading));
      pre->attacker_known = pre->defender_known = FALSE;
      return FALSE;
    }
  return TRUE;
}

/* The chart's row for RATIO: "down" to the row at or below it, "nearest" to the closest;
 * -1 below the chart's first row (1/2, LBA-PRE-1). */
static int
row_for (double ratio, const char *rounding)
{
  static const double at[] = { 0.5, 1, 2, 3, 4, 5 };
  int row = -1;

  if (g_strcmp0 (rounding, "nearest") == 0)
    ratio = ratio >= 1 ? floor (ratio + 0.5) : (ratio >= 0.75 ? 1 : ratio);
  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    if (ratio >= at[i])
      row = (int) i;
  return row;
}

/* The cell at ROW, COLUMN (0 attacker, 1 defender) of CHART, or NULL when blank. */
static const char *
cell_of (const VdHexRuleset *module, const char *chart, int row, int column)
{
  g_autofree char *path = g_strconcat (chart, ".cells", NULL);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, path);

  if (cells == NULL || cells->kind != VD_YAML_SEQUENCE || row < 0 ||
      (guint) row >= cells->n_children || cells->children[row]->kind != VD_YAML_SEQUENCE ||
      (guint) column >= cells->children[row]->n_children)
    return NULL;
  return vd_hex_ruleset_word (cells->children[row]->children[column]);
}

/* A modifier of the chart's cell added to the side's; a blank or wordy cell named. */
static void
add_cell (VdHexPreMelee *pre, const char *cell, int column, const char *rule, const char *by,
          const char *row_name)
{
  char *end = NULL;
  long value = cell != NULL ? strtol (cell, &end, 10) : 0;
  gboolean *known = column == 0 ? &pre->attacker_known : &pre->defender_known;
  int *sum = column == 0 ? &pre->attacker : &pre->defender;
  const char *side = column == 0 ? _("the attacker's") : _("the defender's");

  if (cell == NULL || end == cell || *end != '\0')
    {
      *known = FALSE;
      /* Translators: "the attacker's check at 4/1 is blank in the seed". */
      set_missing (pre, rule,
                   cell == NULL ? g_strdup_printf (_("%s check at %s is blank in the seed"), side,
                                                   row_name)
                                : g_strdup_printf (_("%s check at %s: “%s”, the referee's to "
                                                     "apply"), side, row_name, cell));
      return;
    }
  *sum += (int) value;
  /* Translators: "the attacker's check +3 (1/1)". */
  add_reason (pre, rule, by, g_strdup_printf (_("%s check %+ld (%s)"), side, value, row_name));
}

/* The conditions a row of the infantry chart names, each for both sides. */
static void
add_condition (VdHexPreMelee *pre, const VdHexRuleset *module, const char *condition,
               const char *by)
{
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, CONDITIONS_CHART ".rows");
  const char *rule = vd_hex_ruleset_lookup_word (module, CONDITIONS_CHART ".rule");
  int at = -1;

  for (guint i = 0; rows != NULL && rows->kind == VD_YAML_SEQUENCE && i < rows->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (rows->children[i]), condition) == 0)
      at = (int) i;
  if (at < 0)
    return;
  add_cell (pre, cell_of (module, CONDITIONS_CHART, at, 0), 0, rule, by, condition);
  add_cell (pre, cell_of (module, CONDITIONS_CHART, at, 1), 1, rule, by, condition);
}

/* LBA-DRAG-3: an Sk regiment meleed by enemy cavalry checks morale on contact instead. */
static void
add_sk_contact (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
                const char * const *attackers, const char * const *defenders)
{
  const char *cavalry = vd_hex_ruleset_lookup_word (module, "special.russian_dragoons.sk.class");
  const char *cossack = vd_hex_ruleset_lookup_word (module, "special.cossacks.class");
  gboolean by_cavalry = FALSE;

  for (guint i = 0; attackers[i] != NULL; i++)
    {
      const char *arm = vd_board_find_unit (board, attackers[i])->unit_class;

      by_cavalry |= g_strcmp0 (arm, cavalry) == 0 || g_strcmp0 (arm, cossack) == 0;
    }
  for (guint i = 0; by_cavalry && defenders[i] != NULL; i++)
    if (vd_hex_lba_is_sk (module, vd_board_find_unit (board, defenders[i])))
      /* Translators: "meleed by cavalry: it checks morale on contact; on a pass it may fall
       * back…". */
      add_reason (pre, vd_hex_ruleset_lookup_word (module,
                                                   "special.russian_dragoons.sk.no_charge_rule"),
                  defenders[i],
                  g_strdup (_("meleed by cavalry: it checks morale on contact; on a pass it may "
                              "fall back up to its movement allowance and ends in column, on a "
                              "failure it routs its full allowance away")));
}

/* LBA-SANTON-6: assaulting infantry is halved in the melee that follows (whose table is
 * missing, so only said). */
static void
add_santon_melee (VdHexPreMelee *pre, const VdHexRuleset *module, const VdBoardUnit *attacker)
{
  const char *factor = vd_hex_ruleset_lookup_word (module,
                                                   "combat.melee.santon_front_assault.infantry_multiply");
  const char *infantry = vd_hex_santon_word (module, "entry.infantry_class");

  if (factor == NULL || g_strcmp0 (attacker->unit_class, infantry != NULL ? infantry
                                                                          : "infantry") != 0)
    return;
  /* Translators: "its melee value x0.5 in the melee that follows, through the earthwork's
   * front". */
  add_reason (pre, vd_hex_ruleset_lookup_word (module, "combat.melee.santon_front_assault.rule"),
              attacker->id,
              g_strdup_printf (_("its melee value ×%s in the melee that follows, through the "
                                 "earthwork's front"), factor));
}

/* LBA-FAS-5: infantry meleeing across the Pheasantry's wall is halved in the melee that
 * follows (its table missing, so only said). */
static void
add_wall_melee (VdHexPreMelee *pre, const VdHexRuleset *module, const VdBoardUnit *attacker)
{
  const char *factor = vd_hex_ruleset_lookup_word (module,
                                                   "combat.melee.fasanerie_wall.infantry_multiply");

  if (factor == NULL || g_strcmp0 (attacker->unit_class, "infantry") != 0)
    return;
  /* Translators: "its melee value x0.5 in the melee that follows, across the Pheasantry's
   * wall". */
  add_reason (pre, vd_hex_ruleset_lookup_word (module, "combat.melee.fasanerie_wall.rule"),
              attacker->id,
              g_strdup_printf (_("its melee value ×%s in the melee that follows, across the "
                                 "Pheasantry's wall"), factor));
}

/* LBA-ICE-3: an attacker across a frozen stream hexside (FEATURE) has its melee value ×0.66 in
 * the melee that follows (its table missing, so only said). */
static void
add_stream_melee (VdHexPreMelee *pre, const VdHexRuleset *module, const VdBoardUnit *attacker,
                  const char *feature)
{
  const char *factor = vd_hex_ruleset_lookup_word (module,
                                                   "combat.melee.frozen_stream.attacker_multiply");

  if (factor == NULL || g_strcmp0 (feature, vd_hex_ruleset_lookup_word (
                                       module, "combat.melee.frozen_stream.hexside")) != 0)
    return;
  /* Translators: "its melee value x0.66 in the melee that follows, across a frozen stream". */
  add_reason (pre, vd_hex_ruleset_lookup_word (module, "combat.melee.frozen_stream.rule"),
              attacker->id,
              g_strdup_printf (_("its melee value ×%s in the melee that follows, across a frozen "
                                 "stream"), factor));
}

#define VALUES_CHART "charts.melee-value-modifiers"

/* Whether one of IDS stands in STATE. */
static gboolean
any_in_state (const VdBoard *board, const char * const *ids, const char *state)
{
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (vd_board_find_unit (board, ids[i])->state, state) == 0)
      return TRUE;
  return FALSE;
}

/* LBA-MEL-1: the chart's melee value multipliers the board shows (a counter's class and state,
 * its foe's carré, `combat.melee.value_rows`) and those of the CONDITIONS the referee gives,
 * said for the melee that follows (its table missing). */
static void
add_melee_values (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
                  const char * const *attackers, const char * const *defenders,
                  const char * const *conditions)
{
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, VALUES_CHART ".rows");
  const VdYamlNode *specs = vd_hex_ruleset_lookup (module, "combat.melee.value_rows");
  const char *rule = vd_hex_ruleset_lookup_word (module, VALUES_CHART ".rule");

  for (guint r = 0; rows != NULL && specs != NULL && r < rows->n_children; r++)
    {
      const char *row = vd_hex_ruleset_word (rows->children[r]);
      const char *factor = cell_of (module, VALUES_CHART, (int) r, 1);
      const VdYamlNode *spec = vd_yaml_lookup (specs, row);
      const char *arm, *state, *against;
      gboolean attacker;

      if (factor == NULL)
        continue;
      if (conditions != NULL && g_strv_contains (conditions, row))
        /* Translators: "the attacker's melee value x2 in the melee that follows
         * (defender-assaulted-in-flank)"; the first part is "the attacker's" or "the
         * defender's". */
        add_reason (pre, rule, NULL,
                    g_strdup_printf (_("%s melee value ×%s in the melee that follows (%s)"),
                                     g_strcmp0 (cell_of (module, VALUES_CHART, (int) r, 0),
                                                "defender") == 0 ? _("the defender's")
                                                                 : _("the attacker's"),
                                     factor, row));
      if (spec == NULL)
        continue;
      attacker = g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (spec, "unit")), "attacker") == 0;
      arm = vd_hex_ruleset_word (vd_yaml_lookup (spec, "class"));
      state = vd_hex_ruleset_word (vd_yaml_lookup (spec, "state"));
      against = vd_hex_ruleset_word (vd_yaml_lookup (spec, "against_state"));
      if (against != NULL && !any_in_state (board, attacker ? defenders : attackers, against))
        continue;
      for (const char * const *id = attacker ? attackers : defenders; *id != NULL; id++)
        {
          const VdBoardUnit *unit = vd_board_find_unit (board, *id);

          if ((arm != NULL && g_strcmp0 (unit->unit_class, arm) != 0) ||
              (state != NULL && g_strcmp0 (unit->state, state) != 0))
            continue;
          /* Translators: "its melee value x0.5 in the melee that follows
           * (defender-in-skirmish-order)". */
          add_reason (pre, rule, *id,
                      g_strdup_printf (_("its melee value ×%s in the melee that follows (%s)"),
                                       factor, row));
        }
    }
}

#define GO_MELEE "combat.melee.cavalry_into_general_order_terrain."

/* LBA-GO-3: cavalry attacking into general-order terrain (a village, a forest…) fights at a
 * third of its value in the melee that follows (its table missing, so only said). */
static void
add_general_order_melee (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardUnit *attacker, VdHex target)
{
  const char *factor = vd_hex_ruleset_lookup_word (module, GO_MELEE "multiply");
  const char *grounds_path = vd_hex_ruleset_lookup_word (module, GO_MELEE "terrain");
  const VdYamlNode *grounds = grounds_path != NULL ? vd_hex_ruleset_lookup (module, grounds_path)
                                                   : NULL;

  if (factor == NULL || !vd_hex_ruleset_list_has (module, GO_MELEE "classes",
                                                  attacker->unit_class))
    return;
  for (guint i = 0; grounds != NULL && i < grounds->n_children; i++)
    if (vd_board_hex_has_ground (board, module, target, vd_hex_ruleset_word (grounds->children[i])))
      {
        /* Translators: "its melee value x0.33 in the melee that follows, attacking into a
         * village". */
        add_reason (pre, vd_hex_ruleset_lookup_word (module, GO_MELEE "rule"), attacker->id,
                    g_strdup_printf (_("its melee value ×%s in the melee that follows, "
                                       "attacking into a %s"), factor,
                                     vd_hex_ruleset_word (grounds->children[i])));
        return;
      }
}

/* What the hexside an attacker assaults across brings: a slope up to the defender, a stream,
 * the earthwork's front, the pheasantry's wall. */
static void
add_hexside (VdHexPreMelee *pre, const VdBoard *board, const VdHexRuleset *module,
             const VdBoardUnit *attacker, VdHex target)
{
  g_autoptr(GPtrArray) features = NULL;
  VdHexside side;

  if (!vd_hexside_between (attacker->hex, target, &side))
    return;
  features = vd_board_hexside_features (board, side);
  for (guint i = 0; i < features->len; i++)
    {
      const VdBoardHexside *feature = features->pdata[i];

      if (g_str_equal (feature->feature, "slope") && feature->directed &&
          vd_hex_equal (feature->toward, target))
        add_condition (pre, module, "attacker-assaulting-up-a-slope", attacker->id);
      else if (g_str_equal (feature->feature, "stream"))
        {
          add_condition (pre, module, "attacker-assaulting-across-a-stream", attacker->id);
          add_stream_melee (pre, module, attacker, feature->feature);
        }
      else if (g_str_equal (feature->feature, "earthwork-front") &&
               vd_hex_santon_side (board, module, target, attacker->hex) != VD_HEX_SANTON_FRONT)
        /* A front faces out of its work: it counts for those assaulting into it. */
        continue;
      else if (g_str_equal (feature->feature, "earthwork-front") ||
               g_str_equal (feature->feature, "fasanerie-wall"))
        {
          const char *key = g_str_equal (feature->feature, "earthwork-front")
                              ? "combat.pre_melee.santon_front" : "combat.pre_melee.fasanerie_wall";
          g_autofree char *value_path = g_strconcat (key, ".attacker", NULL);
          g_autofree char *rule_path = g_strconcat (key, ".rule", NULL);
          const char *value = vd_hex_ruleset_lookup_word (module, value_path);

          if (value == NULL)
            continue;
          pre->attacker += atoi (value);
          /* Translators: "the attacker's check -12, across Earthwork (front)". */
          add_reason (pre, vd_hex_ruleset_lookup_word (module, rule_path), attacker->id,
                      g_strdup_printf (_("the attacker's check %+d, across %s"), atoi (value),
                                       vd_hex_ruleset_terrain_name (module, feature->feature,
                                                                    TRUE)));
          if (g_str_equal (feature->feature, "earthwork-front"))
            add_santon_melee (pre, module, attacker);
          else
            add_wall_melee (pre, module, attacker);
        }
    }
  if (vd_hex_santon_side (board, module, target, attacker->hex) == VD_HEX_SANTON_REAR)
    {
      g_autofree char *label = vd_board_format_hex (board, target);
      const char *as = vd_hex_santon_word (module, "rear_assault.as_terrain");

      /* Translators: "through a rear hexside of the earthwork 0303: made as into Clear". */
      add_reason (pre, vd_hex_santon_word (module, "rear_assault.rule"), attacker->id,
                  g_strdup_printf (_("through a rear hexside of the earthwork %s: made as into "
                                     "%s"), label,
                                   as != NULL ? vd_hex_ruleset_terrain_name (module, as, FALSE)
                                              : "?"));
    }
}

/* Whether MORALE (a printed morale, 0 not said) is an elite's (`elite.printed_morale`,
 * LBA-ELITE-1). */
static gboolean
is_elite (const VdHexRuleset *module, int morale)
{
  const VdYamlNode *range = vd_hex_ruleset_lookup (module, "combat.pre_melee.elite.printed_morale");

  return morale > 0 && range != NULL && range->kind == VD_YAML_SEQUENCE &&
         range->n_children == 2 && morale >= atoi (range->children[0]->value) &&
         morale <= atoi (range->children[1]->value);
}

/* LBA-PRE-2, LBA-ELITE-2: the increments the attacking hex lost to defensive fire, each -3 on
 * the attacker's check, or by the elite defender's band (elite against elite, -3 again). */
static void
add_fire_losses (VdHexPreMelee *pre, const VdHexRuleset *module, const VdHexPreMeleeAsk *ask)
{
  const char *rule = vd_hex_ruleset_lookup_word (module,
                                                 "combat.pre_melee.defensive_fire_loss.rule");
  const VdYamlNode *bands = vd_hex_ruleset_lookup (module,
                                                   "combat.pre_melee.elite.per_increment_lost");
  int each = -3;

  if (ask->lost <= 0)
    return;
  if (is_elite (module, ask->defender_morale) && !is_elite (module, ask->attacker_morale))
    {
      /* A mapping's children are its keys and values in turn: "15-16": -6… */
      for (guint i = 0; bands != NULL && i + 1 < bands->n_children; i += 2)
        {
          int low, high;

          if (sscanf (bands->children[i]->value, "%d-%d", &low, &high) == 2 &&
              ask->defender_morale >= low && ask->defender_morale <= high)
            each = atoi (bands->children[i + 1]->value);
        }
      rule = "LBA-ELITE-2";
    }
  else if (is_elite (module, ask->defender_morale))
    rule = "LBA-ELITE-2";
  pre->attacker += each * ask->lost;
  /* Translators: "the attacker's check -6: 2 increments lost to defensive fire, -3 each". */
  add_reason (pre, rule != NULL ? rule : "?", NULL,
              g_strdup_printf (_("the attacker's check %+d: %d increments lost to defensive "
                                 "fire, %+d each"), each * ask->lost, ask->lost, each));
  if (ask->defender_morale == 0)
    /* The counter values are missing: an elite's fire is the referee's to say. */
    add_reason (pre, "LBA-ELITE-1", NULL,
                g_strdup (_("if the defender who fired is elite (printed morale 11 to 16), "
                            "each increment costs more: give his morale")));
}

VdHexPreMelee *
vd_hex_pre_melee (const VdBoard *board, const VdHexRuleset *module, const char * const *attackers,
                  const char * const *defenders, const char * const *conditions, GError **error)
{
  VdHexPreMeleeAsk ask = { conditions, 0, 0, 0 };

  return vd_hex_pre_melee_ask (board, module, attackers, defenders, &ask, error);
}

VdHexPreMelee *
vd_hex_pre_melee_ask (const VdBoard *board, const VdHexRuleset *module,
                      const char * const *attackers, const char * const *defenders,
                      const VdHexPreMeleeAsk *ask, GError **error)
{
  const char * const *conditions = ask->conditions;
  g_autoptr(VdHexPreMelee) pre = g_new0 (VdHexPreMelee, 1);
  const char *rule = vd_hex_ruleset_lookup_word (module, ODDS_CHART ".rule");
  const char *reading = vd_hex_ruleset_lookup_word (module, "combat.pre_melee.odds_reading");
  const char *rounding = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, ODDS_CHART ".rows");
  const VdBoardUnit *first = NULL;
  const char *which = NULL;
  int row;

  pre->reasons = vd_hex_odds_reasons_new ();
  pre->attacker_known = pre->defender_known = TRUE;
  if (rule == NULL || rows == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no pre-melee odds chart"),
                   vd_text_get (&module->name));
      return NULL;
    }
  for (guint side = 0; side < 2; side++)
    for (const char * const *ids = side == 0 ? defenders : attackers; ids != NULL && *ids; ids++)
      {
        const VdBoardUnit *unit = vd_board_find_unit (board, *ids);

        if (unit == NULL || !unit->placed)
          {
            g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), *ids);
            return NULL;
          }
        if (first == NULL)
          first = unit;
        else if (side == 0 && (!vd_hex_equal (unit->hex, first->hex) ||
                               !g_str_equal (unit->side, first->side)))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("the defenders stand in one hex, of one side"));
            return NULL;
          }
        else if (side == 1 && (g_str_equal (unit->side, first->side) ||
                               vd_hex_distance (unit->hex, first->hex) != 1))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s is not an enemy next to the defenders"), unit->id);
            return NULL;
          }
        for (guint d = 0; side == 1 && defenders[d] != NULL; d++)
          {
            const char *bar_rule;
            g_autofree char *bars =
              vd_hex_lba_cossack_bars (module, unit, vd_board_find_unit (board, defenders[d]),
                                       &bar_rule);

            /* LBA-COS-2: the Cossacks' melee is their charge, barred at infantry in order. */
            if (bars != NULL)
              {
                g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", bars, bar_rule);
                return NULL;
              }
          }
        if (side == 1 && vd_hex_lba_is_sk (module, unit))
          {
            /* Translators: "d1 sits on a hexside in Sk mode: it takes part in no melee
             * (LBA-DRAG-3)". */
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s sits on a hexside in Sk mode: it takes part in no melee (%s)"),
                         unit->id, vd_hex_ruleset_lookup_word (module,
                                                               "special.russian_dragoons.sk.no_charge_rule"));
            return NULL;
          }
      }
  for (guint i = 0; conditions != NULL && conditions[i] != NULL; i++)
    {
      const VdYamlNode *known = vd_hex_ruleset_lookup (module, CONDITIONS_CHART ".rows");

      if (!vd_hex_ruleset_node_has (known, conditions[i]))
        {
          g_autofree char *shown = vd_error_cut (conditions[i]);

          /* Translators: "no condition “uphill” on the infantry pre-melee chart". */
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("no condition “%s” on the infantry pre-melee chart"), shown);
          return NULL;
        }
    }
  if (first == NULL || attackers == NULL || attackers[0] == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("an assault needs attackers "
                                                                 "and defenders"));
      return NULL;
    }
  add_sk_contact (pre, board, module, attackers, defenders);
  if (!increments (board, attackers, &pre->attack, &which) ||
      !increments (board, defenders, &pre->defence, &which))
    {
      /* Translators: "the increments of r1 are not given (the Counter Values are missing)". */
      set_missing (pre, "LBA-GEN-1",
                   g_strdup_printf (_("the increments of %s are not given (the counter values "
                                      "are missing)"), which));
      return g_steal_pointer (&pre);
    }
  if (pre->defence <= 0)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("the defenders have no increment"));
      return NULL;
    }
  chateau_exempt (pre, board, module, defenders);
  if (!vineyard_melee (pre, board, module, attackers, defenders, first->hex))
    return g_steal_pointer (&pre);
  /* The odds' row: how they round to it is not said (a reading); open, both are tried. */
  row = row_for (pre->attack / pre->defence, rounding != NULL ? rounding : "down");
  if (rounding == NULL && reading != NULL &&
      row != row_for (pre->attack / pre->defence, "nearest"))
    {
      set_missing (pre, reading,
                   g_strdup_printf (_("%g against %g: which row of the chart is reading %s"),
                                    pre->attack, pre->defence, reading));
      pre->attacker_known = pre->defender_known = FALSE;
      return g_steal_pointer (&pre);
    }
  if (row < 0)
    {
      set_missing (pre, rule, g_strdup_printf (_("%g against %g is below the chart's first row, "
                                                 "1/2"), pre->attack, pre->defence));
      pre->attacker_known = pre->defender_known = FALSE;
      return g_steal_pointer (&pre);
    }
  pre->odds = g_strdup (vd_hex_ruleset_word (rows->children[row]));
  /* Translators: "7 against 3: the row 2/1". */
  add_reason (pre, rule, NULL, g_strdup_printf (_("%g against %g: the row %s"), pre->attack,
                                                pre->defence, pre->odds));
  add_cell (pre, cell_of (module, ODDS_CHART, row, 0), 0, rule, NULL, pre->odds);
  add_cell (pre, cell_of (module, ODDS_CHART, row, 1), 1, rule, NULL, pre->odds);
  for (guint i = 0; attackers[i] != NULL; i++)
    {
      add_hexside (pre, board, module, vd_board_find_unit (board, attackers[i]), first->hex);
      add_general_order_melee (pre, board, module, vd_board_find_unit (board, attackers[i]),
                               first->hex);
    }
  add_melee_values (pre, board, module, attackers, defenders, conditions);
  for (guint i = 0; conditions != NULL && conditions[i] != NULL; i++)
    add_condition (pre, module, conditions[i], NULL);
  if (pre->attacker_known)
    add_fire_losses (pre, module, ask);
  return g_steal_pointer (&pre);
}
