/* LBA's fire defence of a target: the terrain fire-defence chart (LBA-FD-1) by the target's
 * ground and formation, and the values the Special Rules set apart from it. */
#include "vd-hex-fire-defence-lba.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-hex-odds.h"

#define FIRE "combat.fire."
#define OVERRIDE FIRE "defence_overrides."
#define CHART "fire-defence"

/* A value of the module (`combat.fire.defence_overrides.NAME.fire_defence`) and its rule. */
static gboolean
override (const VdHexRuleset *module, const char *name, int *value, const char **rule)
{
  g_autofree char *value_path = g_strdup_printf (OVERRIDE "%s.fire_defence", name);
  g_autofree char *rule_path = g_strdup_printf (OVERRIDE "%s.rule", name);
  g_autofree char *rules_path = g_strdup_printf (OVERRIDE "%s.rules", name);
  const char *word = vd_hex_ruleset_lookup_word (module, value_path);
  const VdYamlNode *rules = vd_hex_ruleset_lookup (module, rules_path);

  if (word == NULL)
    return FALSE;
  *value = atoi (word);
  *rule = vd_hex_ruleset_lookup_word (module, rule_path);
  if (*rule == NULL && rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
    *rule = vd_hex_ruleset_word (rules->children[0]);
  return TRUE;
}

static gboolean
has_class (GPtrArray *firers, const char *unit_class)
{
  for (guint i = 0; i < firers->len; i++)
    if (g_strcmp0 (((const VdBoardUnit *) firers->pdata[i])->unit_class, unit_class) == 0)
      return TRUE;
  return FALSE;
}

/* Whether the line from FIRER's hex to TARGET crosses a hexside holding FEATURE. */
static gboolean
crosses (const VdBoard *board, VdHex firer, VdHex target, const char *feature)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) along = g_array_new (FALSE, FALSE, sizeof (VdHexside));

  vd_hex_line (firer, target, hexes, along);
  for (guint i = 0; i + 1 < hexes->len; i++)
    {
      VdHexside side;
      g_autoptr(GPtrArray) features = NULL;

      if (!vd_hexside_between (g_array_index (hexes, VdHex, i),
                               g_array_index (hexes, VdHex, i + 1), &side))
        continue;
      features = vd_board_hexside_features (board, side);
      for (guint f = 0; f < features->len; f++)
        if (g_strcmp0 (((const VdBoardHexside *) features->pdata[f])->feature, feature) == 0)
          return TRUE;
    }
  return FALSE;
}

/* The first firer whose fire crosses the Pheasantry wall into the target's hex, or NULL. */
static const VdBoardUnit *
across_wall (const VdBoard *board, const VdHexRuleset *module, GPtrArray *firers,
             const VdBoardUnit *target)
{
  const char *wall = vd_hex_ruleset_lookup_word (module, FIRE "defence_wall.feature");
  g_autofree char *bonus = g_strdup_printf ("hexsides.%s.fire_defence_bonus", wall);

  if (vd_hex_ruleset_lookup_word (module, bonus) == NULL)
    return NULL;

  for (guint i = 0; wall != NULL && i < firers->len; i++)
    {
      const VdBoardUnit *firer = firers->pdata[i];

      if (crosses (board, firer->hex, target->hex, wall))
        return firer;
    }
  return NULL;
}

static void
set_value (VdHexFireLba *fire, const VdBoardUnit *target, int value, const char *rule,
           char *what)
{
  fire->defence_known = TRUE;
  fire->fire_defence = value;
  g_free (fire->defence_rule);
  fire->defence_rule = g_strdup (rule);
  vd_hex_odds_add_reason (fire->reasons, rule, target->id, what);
}

static void
set_missing (VdHexFireLba *fire, const char *rule, char *what)
{
  if (fire->missing != NULL)
    {
      g_free (what);
      return;
    }
  fire->missing = what;
  fire->missing_rule = g_strdup (rule);
}

/* The chart's row for the ground of HEX: the last of its grounds the module maps. */
static const char *
chart_row (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  g_autoptr(GPtrArray) grounds = vd_board_hex_grounds (board, module, hex);
  const char *row = NULL;

  for (guint i = 0; i < grounds->len; i++)
    {
      g_autofree char *path = g_strdup_printf (FIRE "defence_chart.rows.%s",
                                               (const char *) grounds->pdata[i]);
      const char *mapped = vd_hex_ruleset_lookup_word (module, path);

      if (mapped != NULL)
        row = mapped;
    }
  return row;
}

/* The chart's column for UNIT: its class's (artillery), or its formation's. */
static const char *
chart_column (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  g_autofree char *class_path = g_strdup_printf (FIRE "defence_chart.columns.%s",
                                                 unit->unit_class);
  g_autofree char *state_path = NULL;
  const char *column = vd_hex_ruleset_lookup_word (module, class_path);

  if (column != NULL || unit->state == NULL)
    return column;
  state_path = g_strdup_printf (FIRE "defence_chart.columns.%s", unit->state);
  return vd_hex_ruleset_lookup_word (module, state_path);
}

/* LBA-FD-1: the chart's cell for UNIT in HEX (on ROW_INSTEAD, when not NULL): FALSE, with the gap named, when it
 * is not given. An artillery cell prints limbered/unlimbered. */
static gboolean
chart_value (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
             const VdBoardUnit *unit, VdHex hex, const char *row_instead, int *value)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "charts." CHART ".rule");
  const char *row = row_instead != NULL ? row_instead : chart_row (board, module, hex);
  const char *column = chart_column (module, unit);
  int r = vd_hex_ruleset_list_index (module, "charts." CHART ".rows", row);
  int c = vd_hex_ruleset_list_index (module, "charts." CHART ".columns", column);
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, "charts." CHART ".cells");
  const char *cell = NULL;
  g_auto(GStrv) parts = NULL;

  if (r < 0 || c < 0)
    {
      g_autofree char *label = vd_board_format_hex (board, hex);

      set_missing (fire, rule,
                   r < 0
                     /* Translators: "the fire-defence chart has no row for the ground of 0404". */
                     ? g_strdup_printf (_("the fire-defence chart has no row for the ground of %s"),
                                        label)
                     /* Translators: "the fire-defence chart has no column for k1 (cavalry,
                      * formation not given)". */
                     : g_strdup_printf (_("the fire-defence chart has no column for %s (%s, "
                                          "formation %s)"),
                                        unit->id, unit->unit_class,
                                        unit->state != NULL ? unit->state : _("not given")));
      return FALSE;
    }
  if (cells != NULL && (guint) r < cells->n_children &&
      (guint) c < cells->children[r]->n_children)
    cell = vd_hex_ruleset_word (cells->children[r]->children[c]);
  if (cell == NULL || g_str_equal (cell, "n/a"))
    {
      set_missing (fire, rule,
                   cell == NULL
                     /* Translators: "the fire-defence chart's cell village × line is not
                      * given: the owner's to enter". */
                     ? g_strdup_printf (_("the fire-defence chart's cell %s × %s is not given: "
                                          "the owner's to enter"), row, column)
                     /* Translators: "the fire-defence chart has no value for line in
                      * chateau". */
                     : g_strdup_printf (_("the fire-defence chart has no value for %s in %s"),
                                        column, row));
      return FALSE;
    }
  parts = g_strsplit (cell, "/", 2);
  *value = atoi (parts[0]);
  if (parts[1] != NULL && g_strcmp0 (unit->state,
                                     vd_hex_ruleset_lookup_word (module,
                                                                 FIRE "defence_chart.second_value_state")) == 0)
    *value = atoi (parts[1]);
  vd_hex_odds_add_reason (fire->reasons, rule, unit->id,
                          /* Translators: "fire defence 10 (village, line)". */
                          g_strdup_printf (_("fire defence %d (%s, %s)"), *value, row, column));
  return TRUE;
}

/* LBA-FD-3: the infantry sharing the target's hex with artillery, not in carré (whose value,
 * less 2, the hex defends at), or NULL. */
static const VdBoardUnit *
mixed_infantry (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *target)
{
  const char *carre = vd_hex_ruleset_lookup_word (module, FIRE "defence_mixed.unless_state");

  if (vd_hex_ruleset_lookup_word (module, FIRE "defence_mixed.less") == NULL)
    return NULL;
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, target->hex);
  const VdBoardUnit *infantry = NULL;
  gboolean artillery = FALSE;

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (g_strcmp0 (unit->side, target->side) != 0)
        continue;
      if (g_strcmp0 (unit->unit_class, "artillery") == 0)
        artillery = TRUE;
      else if (g_strcmp0 (unit->unit_class, "infantry") == 0 && infantry == NULL)
        infantry = unit;
    }
  if (!artillery || infantry == NULL || g_strcmp0 (infantry->state, carre) == 0)
    return NULL;
  return infantry;
}

void
vd_hex_fire_lba_defence (VdHexFireLba *fire, const VdBoard *board, const VdHexRuleset *module,
                         GPtrArray *firers, const VdBoardUnit *target)
{
  const char *lake = vd_hex_ruleset_lookup_word (module, FIRE "defence_lake.terrain");
  const char *reading = vd_hex_ruleset_lookup_word (module, FIRE "defence_lake.reading");
  const char *chosen = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;
  const char *hidden = vd_hex_ruleset_lookup_word (module,
                                                   "special.hidden_information.hidden_counters.state");
  const char *road_march = vd_hex_ruleset_lookup_word (module, FIRE "defence_road_march_state");
  const char *chateau = vd_hex_ruleset_lookup_word (module, FIRE "defence_chateau");
  const char *pheasantry = vd_hex_ruleset_lookup_word (module, FIRE "defence_pheasantry");
  const VdBoardUnit *wall_firer = across_wall (board, module, firers, target);
  const VdBoardUnit *infantry;
  const char *rule, *row_instead = NULL;
  int value;

  /* Values the rules set outright, the most particular first (help "LBA's fire defence"). */
  if (lake != NULL && vd_board_hex_has_ground (board, module, target->hex, lake) &&
      override (module, "frozen_lake", &value, &rule))
    {
      if (has_class (firers, "artillery") || g_strcmp0 (chosen, "all-fire") == 0)
        {
          set_value (fire, target, value, rule,
                     /* Translators: "fire defence 4 on a frozen lake". */
                     g_strdup_printf (_("fire defence %d on a frozen lake"), value));
          return;
        }
      /* The other reading: against infantry alone the lake is clear ground. */
      row_instead = vd_hex_ruleset_lookup_word (module, FIRE "defence_lake.otherwise_row");
      if (chosen == NULL)
        {
          set_missing (fire, reading,
                       /* Translators: "infantry fire on a frozen lake: fire defence 4 or the
                        * clear ground's, as reading lba-i-frozen-lake goes, not chosen yet". */
                       g_strdup_printf (_("infantry fire on a frozen lake: fire defence %d or "
                                          "the clear ground's, as reading %s goes, not chosen "
                                          "yet"), value, reading));
          return;
        }
    }
  if (hidden != NULL && g_strcmp0 (target->state, hidden) == 0 &&
      override (module, "versteckt", &value, &rule))
    {
      set_value (fire, target, value, rule,
                 /* Translators: "fire defence 11 while not discovered". */
                 g_strdup_printf (_("fire defence %d while not discovered"), value));
      return;
    }
  if (road_march != NULL && g_strcmp0 (target->state, road_march) == 0 &&
      override (module, "road_march", &value, &rule))
    {
      set_value (fire, target, value, rule,
                 /* Translators: "fire defence 4 in road march". */
                 g_strdup_printf (_("fire defence %d in road march"), value));
      return;
    }
  if (chateau != NULL && g_strcmp0 (target->unit_class, "infantry") == 0 &&
      vd_board_hex_has_ground (board, module, target->hex, chateau) &&
      override (module, "infantry_in_chateau", &value, &rule))
    {
      set_value (fire, target, value, rule,
                 /* Translators: "fire defence 14 as infantry in the château". */
                 g_strdup_printf (_("fire defence %d as infantry in the château"), value));
      return;
    }
  if (pheasantry != NULL && wall_firer != NULL &&
      g_strcmp0 (target->unit_class, "artillery") == 0 &&
      g_strcmp0 (target->state, "unlimbered") == 0 &&
      vd_board_hex_has_ground (board, module, target->hex, pheasantry) &&
      override (module, "unlimbered_artillery_in_fasanerie_across_wall", &value, &rule))
    {
      set_value (fire, target, value, rule,
                 /* Translators: "fire defence 16: unlimbered in the Pheasantry, fired on by
                  * fr-1 across its wall". */
                 g_strdup_printf (_("fire defence %d: unlimbered in the Pheasantry, fired on "
                                    "by %s across its wall"), value, wall_firer->id));
      return;
    }
  /* The chart, then what the rules add to it. */
  infantry = mixed_infantry (board, module, target);
  if (!chart_value (fire, board, module, infantry != NULL ? infantry : target, target->hex,
                    row_instead, &value))
    return;
  if (infantry != NULL)
    {
      int less = atoi (vd_hex_ruleset_lookup_word (module, FIRE "defence_mixed.less"));

      rule = vd_hex_ruleset_lookup_word (module, OVERRIDE "infantry_with_artillery.rule");
      value -= less;
      vd_hex_odds_add_reason (fire->reasons, rule, infantry->id,
                              /* Translators: "2 less: infantry and artillery in the hex, the
                               * infantry not in carré". */
                              g_strdup_printf (_("%d less: infantry and artillery in the hex, "
                                                 "the infantry not in carré"), less));
    }
  if (wall_firer != NULL)
    {
      g_autofree char *path = g_strdup_printf ("hexsides.%s.fire_defence_bonus",
                                               vd_hex_ruleset_lookup_word (module,
                                                                           FIRE "defence_wall.feature"));
      int more = atoi (vd_hex_ruleset_lookup_word (module, path));

      rule = vd_hex_ruleset_lookup_word (module, OVERRIDE "across_fasanerie_wall.rule");
      value += more;
      vd_hex_odds_add_reason (fire->reasons, rule, wall_firer->id,
                              /* Translators: "2 more: its fire crosses the Pheasantry wall". */
                              g_strdup_printf (_("%d more: its fire crosses the Pheasantry "
                                                 "wall"), more));
    }
  fire->defence_known = TRUE;
  fire->fire_defence = value;
  g_free (fire->defence_rule);
  fire->defence_rule = g_strdup (vd_hex_ruleset_lookup_word (module, "charts." CHART ".rule"));
}
