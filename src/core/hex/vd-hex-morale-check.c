/* A stack's morale check: BN's Morale Table (25), its row, cell, combination and rally. */
#include "vd-hex-morale-check.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-board-roster.h"
#include "vd-error.h"
#include "vd-hex-dice.h"

/* The example of 25.2 goes six rows below C and meets the table's bottom row. */
#define BOTTOM_BELOW_C 6

void
vd_hex_morale_free (VdHexMorale *morale)
{
  if (morale == NULL)
    return;
  g_ptr_array_unref (morale->reasons);
  g_free (morale->checker);
  g_free (morale->grade);
  g_free (morale->row);
  g_free (morale->level);
  g_free (morale->level_rule);
  g_free (morale->missing);
  g_free (morale->missing_rule);
  g_free (morale);
}

static void
add_reason (VdHexMorale *morale, const char *rule, const char *by, char *what)
{
  vd_hex_odds_add_reason (morale->reasons, rule, by, what);
}

static void
set_missing (VdHexMorale *morale, const char *rule, char *what)
{
  if (morale->missing != NULL)
    {
      g_free (what);
      return;
    }
  morale->missing = what;
  morale->missing_rule = g_strdup (rule);
}

static guint
count_in (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, path);

  return list != NULL && list->kind == VD_YAML_SEQUENCE ? list->n_children : 0;
}

static const char *
modifier_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, "morale.known_modifiers.", key);
}

/* The rows a known modifier moves (its `rows`), 0 when the module gives none. */
static int
modifier_rows (const VdHexRuleset *module, const char *name)
{
  g_autofree char *key = g_strconcat (name, ".rows", NULL);

  const char *rows = modifier_word (module, key == NULL ? "" : key);

  return rows != NULL ? atoi (rows) : 0;
}

/* The rule the module names under `morale.check.KEY` (25.1's levels, 25.3c's lowest). */
static const char *
check_rule (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat ("morale.check.", key, NULL);
  const char *rule = vd_hex_ruleset_lookup_word (module, path);

  return rule != NULL ? rule : "?";
}

/* 25.2a, 11.5f: the first counter of the stack that is neither skirmisher nor artillery, else
 * the top one (its grade from the normal-morale-values table, 25.2b). */
static const VdBoardUnit *
checking_unit (GPtrArray *stack, const VdHexRuleset *module, gboolean *alone)
{
  const char *skirmisher = vd_hex_ruleset_lookup_word (module, "combat.fire.skirmisher_class");
  const VdBoardUnit *top = NULL;

  *alone = FALSE;
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (g_strcmp0 (unit->unit_class, "officer") == 0 || g_strcmp0 (unit->unit_class, "hq") == 0)
        continue;
      if (top == NULL)
        top = unit;
      if (g_strcmp0 (unit->unit_class, skirmisher) != 0 &&
          g_strcmp0 (unit->unit_class, "artillery") != 0)
        return unit;
    }
  *alone = TRUE;
  return top;
}

char *
vd_hex_morale_stack_level (GPtrArray *stack, const VdHexRuleset *module, const char **by)
{
  int worst = -1;

  *by = NULL;
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];
      int at = vd_hex_ruleset_list_index (module, "morale.levels", unit->state);

      if (at > worst)
        {
          worst = at;
          *by = unit->id;
        }
    }
  if (worst < 0)
    return g_strdup ("normal");
  return g_strdup (vd_hex_ruleset_word (vd_hex_ruleset_lookup (module, "morale.levels")->children[worst]));
}

/* The owner's rows of the Morale Table (his headings, top first), or NULL. */
static const VdYamlNode *
owner_rows (const VdHexRuleset *module)
{
  const VdYamlNode *rows = vd_hex_ruleset_lookup (module, "charts.morale-table.rows");

  return rows != NULL && rows->kind == VD_YAML_SEQUENCE && rows->n_children > 0 ? rows : NULL;
}

/* The row GRADE moved SHIFT rows up: along the owner's rows when he gave them (clamped at
 * both edges, 25.2), else A-E, the seed's bottom row at six below C and beyond, and a row
 * outside A-E named for the missing table. */
static void
find_row (VdHexMorale *morale, const VdHexRuleset *module, const char *grade, int shift)
{
  const VdYamlNode *rows = owner_rows (module);
  int g = vd_hex_ruleset_list_index (module, "morale.grades", grade);
  int at = g - shift;
  int n_grades = (int) count_in (module, "morale.grades");
  int c = vd_hex_ruleset_list_index (module, "morale.grades", "C");

  if (rows != NULL)
    {
      int base = -1;

      for (guint i = 0; i < rows->n_children; i++)
        if (g_strcmp0 (vd_hex_ruleset_word (rows->children[i]), grade) == 0)
          base = (int) i;
      if (base >= 0)
        {
          at = CLAMP (base - shift, 0, (int) rows->n_children - 1);
          morale->row = g_strdup (vd_hex_ruleset_word (rows->children[at]));
          /* Translators: "row B of the owner's Morale Table (25.2)". */
          add_reason (morale, "25.2", NULL,
                      g_strdup_printf (_("row %s of the owner's Morale Table, clamped at its "
                                         "edges"), morale->row));
          if (at == (int) rows->n_children - 1)
            {
              g_free (morale->row);
              morale->row = g_strdup ("the bottom row");
            }
          return;
        }
    }
  if (at >= 0 && at < n_grades)
    morale->row = g_strdup (vd_hex_ruleset_word (vd_hex_ruleset_lookup (module, "morale.grades")->children[at]));
  else if (c >= 0 && at >= c + BOTTOM_BELOW_C)
    {
      morale->row = g_strdup ("the bottom row");
      /* Translators: "7 rows below C: the bottom row, as the 25.2 example meets it". */
      add_reason (morale, "25.2-ex", NULL,
                  g_strdup_printf (_("%d rows below C: the table's bottom row, which the "
                                     "example meets six rows below C"), at - c));
      return;
    }
  else if (at >= n_grades)
    {
      morale->row = g_strdup_printf ("E-%d", at - n_grades + 1);
      /* Translators: "whether the Morale Table has a row E-1 or stops above it". */
      set_missing (morale, "25.2",
                   g_strdup_printf (_("whether the Morale Table has a row %s or its bottom row is "
                                      "higher (the table is missing)"), morale->row));
    }
  else
    {
      morale->row = g_strdup_printf ("A+%d", -at);
      set_missing (morale, "25.2",
                   g_strdup_printf (_("whether the Morale Table has a row %s or its top row is "
                                      "A (the table is missing)"), morale->row));
    }
  if (shift != 0)
    /* Translators: "row B: grade C, +1 rows (+ up, - down)". */
    add_reason (morale, "25.2", NULL,
                g_strdup_printf (_("row %s: grade %s, %+d rows (+ up, - down)"), morale->row,
                                 grade, shift));
}

/* 25.2-ex: the wrecked brigade of a wrecked division, one figure for the two. */
static void
wreck_rows (VdHexMorale *morale, const VdBoard *board, const VdHexRuleset *module,
            const VdBoardUnit *unit)
{
  gboolean division = FALSE, brigade;
  int rows = modifier_rows (module, "wrecked_brigade_in_wrecked_division");

  if (unit->roster == NULL)
    return;
  brigade = vd_board_roster_wrecked (unit->roster);
  vd_board_division_checked (board, unit->army, &division);
  if (brigade && division)
    {
      morale->shift += rows;
      /* Translators: "its brigade wrecked in a wrecked division: 3 rows down". */
      add_reason (morale, "25.2-ex", unit->id,
                  g_strdup_printf (_("a wrecked brigade of a wrecked division (%s): %d rows "
                                     "down"), unit->army, ABS (rows)));
    }
  else if (brigade || division)
    set_missing (morale, "25.2-ex",
                 g_strdup_printf (brigade ? _("%s is wrecked but its division is not: the "
                                              "seed gives one figure for both together, not "
                                              "how it splits")
                                          : _("%s's division is wrecked but the brigade is "
                                              "not: the seed gives one figure for both "
                                              "together, not how it splits"), unit->id));
}

/* 26.3a: the officer that counts, value - 1. */
static void
officer_rows (VdHexMorale *morale, GPtrArray *stack, const VdHexMoraleInput *input)
{
  g_autoptr(GString) officers = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (g_strcmp0 (unit->unit_class, "officer") != 0)
        continue;
      g_string_append_printf (officers, "%s%s", officers->len > 0 ? ", " : "", unit->id);
      n++;
    }
  if (n == 0)
    {
      if (input->officer_value >= 0)
        add_reason (morale, "26.3a", NULL,
                    g_strdup (_("no officer in the hex: the officer's value does not count")));
      return;
    }
  if (input->officer_value < 0)
    {
      /* Translators: "the value of the officer that counts (d1; the highest-ranking): give it". */
      set_missing (morale, "26.3a",
                   g_strdup_printf (_("the value of the officer that counts (%s; the "
                                      "highest-ranking, the player's choice among equals) is "
                                      "not on the board: give it"), officers->str));
      return;
    }
  morale->shift += input->officer_value - 1;
  /* Translators: "officer's value 2, less 1: 1 row up (26.3a)". */
  add_reason (morale, "26.3a", officers->str,
              g_strdup_printf (_("the officer's value %d, less 1: %+d rows"),
                               input->officer_value, input->officer_value - 1));
}

/* 25.6: the side's wrecked divisions; whether one is elite and its value are not given. */
static void
elite_rows (VdHexMorale *morale, const VdBoard *board, const VdHexRuleset *module,
            const VdBoardUnit *unit, const VdHexMoraleInput *input)
{
  g_autoptr(GString) wrecked = g_string_new (NULL);

  (void) module;
  if (input->elite >= 0)
    {
      if (input->elite > 0)
        {
          morale->shift -= input->elite;
          add_reason (morale, "25.6", NULL,
                      g_strdup_printf (_("the side's wrecked elite divisions, as the referee "
                                         "reads their values: %d rows down"), input->elite));
        }
      return;
    }
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *chief = board->units->pdata[i];
      gboolean done = FALSE;

      if (chief->division_roster == NULL || g_strcmp0 (chief->side, unit->side) != 0)
        continue;
      vd_board_division_checked (board, chief->id, &done);
      if (done)
        g_string_append_printf (wrecked, "%s%s", wrecked->len > 0 ? ", " : "", chief->id);
    }
  if (wrecked->len > 0)
    /* Translators: "wrecked divisions of the side (d1): whether one is elite and its value are
     * not given". */
    set_missing (morale, "25.6",
                 g_strdup_printf (_("the side has wrecked divisions (%s): whether one is elite, "
                                    "and its elite value, are not given"), wrecked->str));
}

VdHexMorale *
vd_hex_morale_check (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                     const VdHexMoraleInput *input, GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *square = vd_hex_ruleset_lookup_word (module, "combat.fire.square_formation");
  const char *skirmisher = vd_hex_ruleset_lookup_word (module, "combat.fire.skirmisher_class");
  g_autoptr(VdHexMorale) morale = g_new0 (VdHexMorale, 1);
  g_autoptr(GPtrArray) stack = NULL;
  const VdBoardUnit *checker;
  const char *level_by = NULL;
  gboolean alone;

  morale->reasons = vd_hex_odds_reasons_new ();
  if (count_in (module, "morale.grades") == 0 || count_in (module, "morale.levels") == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no morale check by grades and stack levels"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), unit_id);
      return NULL;
    }
  if (input->grade != NULL && vd_hex_ruleset_list_index (module, "morale.grades", input->grade) < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is not a grade of %s (A to E, 25.0)"), input->grade,
                   vd_text_get (&module->name));
      return NULL;
    }
  if (input->level != NULL && vd_hex_ruleset_list_index (module, "morale.levels", input->level) < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is not a morale level (blood-lust, normal, shaken, disorganized, "
                     "routed: 25.1)"), input->level);
      return NULL;
    }
  if (input->up < 0 || input->up > 2)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a fire result moves a morale check 1 or 2 rows up, not %d (20.4a)"),
                   input->up);
      return NULL;
    }
  stack = vd_board_units_at (board, unit->hex);
  checker = checking_unit (stack, module, &alone);
  if (checker == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s's hex holds no unit that checks morale (officers and HQs never do)"),
                   unit_id);
      return NULL;
    }
  morale->checker = g_strdup (checker->id);
  /* The level: the one given, else the counters' (25.3c). */
  if (input->level != NULL)
    {
      morale->level = g_strdup (input->level);
      morale->level_rule = g_strdup (check_rule (module, "level_rule"));
      add_reason (morale, morale->level_rule, NULL,
                  g_strdup_printf (_("the stack's level, as given: %s"), input->level));
    }
  else
    {
      morale->level = vd_hex_morale_stack_level (stack, module, &level_by);
      morale->level_rule = g_strdup (check_rule (module, level_by != NULL ? "lowest_rule"
                                                                         : "level_rule"));
      add_reason (morale, morale->level_rule, level_by,
                  level_by != NULL
                    ? g_strdup_printf (_("the stack's level: %s, the lowest its counters show"),
                                       morale->level)
                    : g_strdup (_("no counter shows a level: the stack is Normal")));
    }
  /* 6.7: one level marker per hex, on top of the stack: it is every counter's. */
  if (stack->len > 1 && vd_hex_ruleset_lookup_word (module, "morale.check.marker_rule") != NULL)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint i = 0; i < stack->len; i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                ((const VdBoardUnit *) stack->pdata[i])->id);
      /* Translators: BN 6.7, "one level for the whole stack: inf, inf2". */
      add_reason (morale, vd_hex_ruleset_lookup_word (module, "morale.check.marker_rule"), NULL,
                  g_strdup_printf (_("one level for the whole stack: %s"), ids->str));
    }
  if (g_str_equal (morale->level, "blood-lust"))
    {
      /* 25.2c: two dice on the Blood Lust table, no modifier. */
      morale->blood_lust = TRUE;
      add_reason (morale, "25.2c", NULL,
                  g_strdup (_("a stack in blood lust rolls on the Blood Lust table instead, "
                              "without modifiers")));
      return g_steal_pointer (&morale);
    }
  /* The grade: given, the counter's, or a skirmisher's from 11.5 when the stack has nothing
   * else. */
  if (input->grade == NULL && checker->grade != NULL)
    {
      morale->grade = g_strdup (checker->grade);
      add_reason (morale, alone ? "25.2b" : "25.2a", checker->id,
                  g_strdup_printf (alone ? _("checks for the stack (nothing but skirmishers or "
                                             "artillery in the hex), grade %s on its counter")
                                         : _("checks for the stack (the first that is neither "
                                             "skirmisher nor artillery), grade %s on its "
                                             "counter"), morale->grade));
    }
  else if (alone && g_strcmp0 (checker->unit_class, skirmisher) == 0 && input->grade == NULL)
    {
      morale->grade = g_strdup (g_strcmp0 (checker->side, "french") == 0 ||
                                g_strcmp0 (checker->nation, "french") == 0 ? "B" : "C");
      add_reason (morale, "11.5", checker->id,
                  g_strdup_printf (_("skirmishers alone in the hex: grade %s, from the normal "
                                     "morale values"), morale->grade));
    }
  else if (input->grade != NULL)
    {
      morale->grade = g_strdup (input->grade);
      add_reason (morale, alone ? "25.2b" : "25.2a", checker->id,
                  g_strdup_printf (alone ? _("checks for the stack (nothing but skirmishers or "
                                             "artillery in the hex), grade %s as given")
                                         : _("checks for the stack (the first that is neither "
                                             "skirmisher nor artillery), grade %s as given"),
                                   morale->grade));
    }
  else
    {
      add_reason (morale, alone ? "25.2b" : "25.2a", checker->id,
                  g_strdup (alone ? _("checks for the stack (nothing but skirmishers or "
                                      "artillery in the hex)")
                                  : _("checks for the stack (the first that is neither "
                                      "skirmisher nor artillery)")));
      set_missing (morale, alone ? "25.2b" : "25.0",
                   g_strdup_printf (alone && g_strcmp0 (checker->unit_class, "artillery") == 0
                                      ? _("%s's grade: artillery grades are on the missing "
                                          "normal-morale-values table, give it")
                                      : _("%s's grade, printed on its counter, is not on the "
                                          "board: give it"),
                                    checker->id));
    }
  /* The modifiers, summed (25.2 B-C). */
  if (square != NULL && g_strcmp0 (checker->formation, square) == 0)
    {
      int rows = modifier_rows (module, "square");

      morale->shift += rows;
      add_reason (morale, "25.2-ex", checker->id,
                  g_strdup_printf (_("the stack in square: %d row up"), rows));
    }
  if (input->flank)
    {
      int rows = modifier_rows (module, "fired_on_from_flank_or_rear");

      morale->shift += rows;
      add_reason (morale, "25.2-ex", NULL,
                  g_strdup_printf (_("fired on from flank or rear (13.0b): %d rows down"),
                                   ABS (rows)));
    }
  wreck_rows (morale, board, module, checker);
  if (input->up > 0)
    {
      morale->shift += input->up;
      add_reason (morale, "20.4a", NULL,
                  g_strdup_printf (_("the fire result's “%d up”: %d rows up"), input->up,
                                   input->up));
    }
  officer_rows (morale, stack, input);
  elite_rows (morale, board, module, checker, input);
  /* 25.2e: in a cavalry charge the result's stragglers are normal losses. */
  if (input->charge)
    {
      morale->charge = TRUE;
      add_reason (morale, vd_hex_ruleset_lookup_word (module, "morale.check.stragglers_rule"),
                  NULL, g_strdup (_("in a cavalry charge: the result's stragglers are "
                                    "casualties")));
    }
  if (input->melee)
    set_missing (morale, modifier_word (module, "melee.rule"),
                 g_strdup (_("the melee modifier's rows are not given")));
  if (input->night)
    set_missing (morale, "28.0d", g_strdup (_("what night does to the morale check is not "
                                             "given")));
  {
    double points = 0;

    for (guint i = 0; i < stack->len; i++)
      {
        const VdBoardUnit *gun = stack->pdata[i];

        if (g_strcmp0 (gun->unit_class, "artillery") == 0 && gun->strength != NULL)
          points += g_ascii_strtod (gun->strength, NULL);
      }
    if (points >= 2)
      set_missing (morale, "DN-3",
                   g_strdup_printf (_("%g artillery points in the stack: the artillery's rows "
                                      "are not given"), points));
  }
  /* 12.4: the stack's morale is its checker's, by the stacking rule the module names. */
  if (vd_hex_ruleset_lookup_word (module, "morale.check.stack_rule") != NULL)
    add_reason (morale, vd_hex_ruleset_lookup_word (module, "morale.check.stack_rule"),
                checker->id,
                g_strdup (alone ? _("the stack's morale is its top unit's: it holds only "
                                    "artillery and skirmishers")
                                : _("the stack's morale is that of its first unit from the top "
                                    "that is neither artillery nor skirmisher")));
  if (morale->grade != NULL)
    find_row (morale, module, morale->grade, morale->shift);
  return g_steal_pointer (&morale);
}

/* Whether ROLL is in TEXT, a range of the owner's cell ("11-34", "56", "-" for none). */
static gboolean
in_range (const char *text, int roll)
{
  char *end = NULL;
  long low, high;

  if (text == NULL)
    return FALSE;
  low = strtol (text, &end, 10);
  if (end == text)
    return FALSE;
  high = low;
  while (*end == ' ')
    end++;
  if (*end == '-' || g_str_has_prefix (end, "–"))
    {
      const char *rest = *end == '-' ? end + 1 : end + strlen ("–");

      high = strtol (rest, NULL, 10);
    }
  return roll >= low && roll <= high;
}

char *
vd_hex_morale_read (const VdHexMorale *morale, const VdHexRuleset *module, int roll,
                    char **missing, const char **rule, GError **error)
{
  const VdYamlNode *points = vd_hex_ruleset_lookup (module, "charts.morale-table.points");
  const VdYamlNode *rows = owner_rows (module);
  const VdYamlNode *columns = vd_hex_ruleset_lookup (module, "charts.morale-table.columns");
  const VdYamlNode *grid = vd_hex_ruleset_lookup (module, "charts.morale-table.cells");
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };   /* the Morale Table's roll (5.3) */
  g_autofree char *number = g_strdup_printf ("%d", roll);

  *missing = NULL;
  *rule = vd_hex_ruleset_lookup_word (module, "charts.morale-table.rule");
  if (!vd_hex_dice_check (&d66, roll, error))
    {
      /* 5.3: a roll read tens then units, by the rule the module names. */
      vd_hex_dice_cite (module, "combat.dice.sequential_11_66.rule", error);
      return NULL;
    }
  if (morale->blood_lust)
    {
      *rule = "25.2c";
      *missing = g_strdup_printf (_("Blood Lust table: the cell of roll %d is not given (only "
                                    "its two results are known)"), roll);
      return NULL;
    }
  /* A modifier or the row still unknown: no cell can be read yet. */
  if (morale->row == NULL || morale->missing != NULL)
    {
      *missing = g_strdup (morale->missing != NULL ? morale->missing : _("no row"));
      *rule = morale->missing_rule;
      return NULL;
    }
  /* The points the seed's example gives. */
  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE && i < points->n_children;
       i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "row")),
                   morale->row) == 0 &&
        g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "roll")),
                   number) == 0)
      {
        *rule = vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "rule"));
        return g_strdup (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "result")));
      }
  /* The owner's table: rows top first, results as column headings, each cell the range of
   * rolls under it in that row (25.2 D). */
  if (rows != NULL && columns != NULL && grid != NULL && columns->kind == VD_YAML_SEQUENCE &&
      grid->kind == VD_YAML_SEQUENCE)
    for (guint r = 0; r < rows->n_children && r < grid->n_children; r++)
      {
        const char *label = vd_hex_ruleset_word (rows->children[r]);
        gboolean bottom = r == rows->n_children - 1;

        if (g_strcmp0 (label, morale->row) != 0 &&
            !(bottom && g_strcmp0 (morale->row, "the bottom row") == 0))
          continue;
        for (guint c = 0; c < columns->n_children; c++)
          if (grid->children[r]->kind == VD_YAML_SEQUENCE && c < grid->children[r]->n_children &&
              in_range (vd_hex_ruleset_word (grid->children[r]->children[c]), roll))
            return g_strdup (vd_hex_ruleset_word (columns->children[c]));
      }
  /* Translators: "Morale Table: the cell of row B, roll 23 is not given". */
  *missing = g_strdup_printf (_("%s: the cell of row %s, roll %d is not given"),
                              vd_hex_ruleset_text (vd_hex_ruleset_lookup (module,
                                                                          "charts.morale-table.name")),
                              morale->row, roll);
  return NULL;
}

const char *
vd_hex_morale_result_level (const VdHexRuleset *module, const char *result)
{
  g_autofree char *head = NULL;
  const VdYamlNode *levels = vd_hex_ruleset_lookup (module, "morale.levels");

  if (result == NULL || levels == NULL || levels->kind != VD_YAML_SEQUENCE)
    return NULL;
  head = g_ascii_strdown (result, strcspn (result, ",("));
  g_strstrip (head);
  g_strdelimit (head, " _", '-');
  if (g_str_equal (head, "dg") || g_str_equal (head, "disorganised"))
    return "disorganized";
  for (guint i = 0; i < levels->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (levels->children[i]), head) == 0)
      return vd_hex_ruleset_word (levels->children[i]);
  return NULL;
}

void
vd_hex_morale_result_losses (const char *result, guint *retreat, guint *stragglers)
{
  g_auto(GStrv) parts = result != NULL ? g_strsplit (result, ",", -1) : NULL;

  *retreat = *stragglers = 0;
  for (guint i = 0; parts != NULL && parts[i] != NULL; i++)
    {
      const char *part = g_strstrip (parts[i]);
      const char *digits = part + strcspn (part, "0123456789");
      guint n = (guint) g_ascii_strtoull (digits, NULL, 10);

      /* The words after the head: "retreat N hexes", "N stragglers" (English or French). */
      if (g_str_has_prefix (part, "retreat") || g_str_has_prefix (part, "recul"))
        *retreat = n;
      else if (strstr (part, "straggler") != NULL || strstr (part, "traînard") != NULL)
        *stragglers = n;
    }
}

const char *
vd_hex_morale_combine (const VdHexRuleset *module, const char *current, const char *new_level,
                       const char **rule, char **why)
{
  const VdYamlNode *lines = vd_hex_ruleset_lookup (module, "morale.combining");
  const VdYamlNode *levels = vd_hex_ruleset_lookup (module, "morale.levels");
  int a = vd_hex_ruleset_list_index (module, "morale.levels", current);
  int b = vd_hex_ruleset_list_index (module, "morale.levels", new_level);

  *rule = "25.4";
  *why = NULL;
  if (a < 0 || b < 0)
    return NULL;
  /* The seed writes each pair as a sum: either order. */
  for (guint i = 0; lines != NULL && lines->kind == VD_YAML_SEQUENCE && i < lines->n_children;
       i++)
    {
      const char *x = vd_hex_ruleset_word (vd_yaml_lookup (lines->children[i], "current"));
      const char *y = vd_hex_ruleset_word (vd_yaml_lookup (lines->children[i], "new"));
      const char *result = vd_hex_ruleset_word (vd_yaml_lookup (lines->children[i], "result"));

      if (x == NULL || y == NULL || result == NULL)
        continue;
      if ((g_str_equal (x, current) && g_str_equal (y, new_level)) ||
          (g_str_equal (y, current) && g_str_equal (x, new_level)))
        {
          int at = vd_hex_ruleset_list_index (module, "morale.levels", result);

          /* Translators: "disorganized + disorganized = routed: line A of the combination". */
          *why = g_strdup_printf (_("%s + %s = %s: line %c of the combination"), x, y, result,
                                  'A' + (int) i);
          return at >= 0 ? vd_hex_ruleset_word (levels->children[at]) : NULL;
        }
    }
  if (a == b)
    {
      *why = g_strdup_printf (_("%s twice stays %s: line E of the combination"), current,
                              current);
      return vd_hex_ruleset_word (levels->children[a]);
    }
  *why = g_strdup_printf (_("%s + %s: the worse of two different levels, %s (line E)"), current,
                          new_level, vd_hex_ruleset_word (levels->children[MAX (a, b)]));
  return vd_hex_ruleset_word (levels->children[MAX (a, b)]);
}

gboolean
vd_hex_morale_officer_in_hex (const VdBoard *board, const VdBoardUnit *unit)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);

  for (guint i = 0; i < stack->len; i++)
    if (g_strcmp0 (((const VdBoardUnit *) stack->pdata[i])->unit_class, "officer") == 0)
      return TRUE;
  return FALSE;
}

const char *
vd_hex_morale_rally (const VdHexRuleset *module, const char *level, gboolean adjacent,
                     int roll, int officer_value, const char **step, char **why, char **missing)
{
  const VdYamlNode *order = vd_hex_ruleset_lookup (module, "morale.rally.order");

  *step = NULL;
  *why = NULL;
  *missing = NULL;
  if (g_strcmp0 (level, "normal") == 0)
    {
      *why = g_strdup (_("a Normal stack does not rally"));
      return "normal";
    }
  for (guint i = 0; order != NULL && order->kind == VD_YAML_SEQUENCE && i < order->n_children;
       i++)
    {
      const VdYamlNode *line = order->children[i];
      const char *at = vd_hex_ruleset_word (vd_yaml_lookup (line, "level"));
      const char *condition = vd_hex_ruleset_word (vd_yaml_lookup (line, "condition"));
      const char *result = vd_hex_ruleset_word (vd_yaml_lookup (line, "result"));
      const char *minimum = vd_hex_ruleset_word (vd_yaml_lookup (line, "success_at_least"));

      if (g_strcmp0 (at, level) != 0)
        continue;
      if (condition != NULL &&
          (g_str_has_prefix (condition, "not ") ? adjacent : !adjacent))
        continue;
      *step = vd_hex_ruleset_word (vd_yaml_lookup (line, "step"));
      if (minimum != NULL)
        {
          /* E: 1d6 plus an officer's value, at least the minimum (25.5). */
          int total;

          if (roll < 0)
            {
              *missing = g_strdup (_("the rally roll of one die: give it"));
              return NULL;
            }
          if (roll < 1 || roll > 6)
            {
              *missing = g_strdup_printf (_("a roll of one die is 1 to 6, not %d"), roll);
              return NULL;
            }
          total = roll + MAX (officer_value, 0);
          *why = g_strdup_printf (_("the die %d plus the officer's value %d: %d, %s %s"), roll,
                                  MAX (officer_value, 0), total,
                                  total >= atoi (minimum) ? _("at least") : _("below"),
                                  minimum);
          return total >= atoi (minimum) ? vd_hex_morale_result_level (module, result) != NULL
                                             ? vd_hex_morale_result_level (module, result)
                                             : result
                                         : level;
        }
      if (vd_hex_ruleset_list_index (module, "morale.levels", result) < 0)
        {
          *missing = g_strdup (_("the Blood Lust table, which is missing: a roll there keeps "
                                 "the stack in blood lust or brings it back to Normal"));
          return NULL;
        }
      /* Translators: "step C: shaken becomes normal"; the condition is the module's words. */
      *why = condition != NULL
               ? g_strdup_printf (_("step %s: %s (%s) becomes %s"), *step, level, condition,
                                  result)
               : g_strdup_printf (_("step %s: %s becomes %s"), *step, level, result);
      return result;
    }
  return NULL;
}

void
vd_hex_morale_level_events (const VdBoard *board, const VdBoardUnit *unit, const char *level,
                            GPtrArray *events)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, unit->hex);

  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *counter = stack->pdata[i];
      VdBoardEvent *event;

      if (g_strcmp0 (counter->state, level) == 0)
        continue;
      event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);
      event->unit_id = g_strdup (counter->id);
      event->state = g_strdup (level);
      g_ptr_array_add (events, event);
    }
}

/* 25.2d: a counter the result destroys (every box of its row marked) leaves the map at once,
 * before its stack retreats: it neither counts for stacking nor stands in the way. */
static VdBoardEvent *
bn_25_2d_removed (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const char *rule = vd_hex_ruleset_lookup_word (module,
                                                 "morale.check.destroyed_before_retreat.rule");
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

  event->unit_id = g_strdup (unit->id);
  event->eliminated = TRUE;
  if (rule == NULL)
    rule = vd_hex_ruleset_lookup_word (module, "special.roster.destroyed_rule");
  event->note = g_strdup (rule);
  return event;
}

VdBoardEvent *
vd_hex_morale_roll_event (const VdBoard *board, const VdHexMorale *check, int roll,
                          const char *result, const char *rule)
{
  VdBoardEvent *event;

  g_return_val_if_fail (board != NULL && check != NULL && roll > 0, NULL);

  event = vd_board_event_new (VD_BOARD_EVENT_ROLL, board);
  event->test = g_strdup ("morale");
  event->unit_id = g_strdup (check->checker);
  event->ruling_rule = g_strdup (rule != NULL ? rule : "25.2");
  event->die = roll;
  event->chart_row = g_strdup (check->row);
  event->result = g_strdup (result);
  return event;
}

GPtrArray *
vd_hex_morale_events (const VdBoard *board, const VdHexRuleset *module, const VdHexMorale *check,
                      const char *result, const char **new_level, const char **rule, char **why,
                      guint *retreat, VdHexMoraleStragglers *stragglers, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const char *result_level = vd_hex_morale_result_level (module, result);
  const VdBoardUnit *checker = vd_board_find_unit (board, check->checker);

  memset (stragglers, 0, sizeof *stragglers);
  stragglers->rule = vd_hex_ruleset_lookup_word (module, "morale.check.stragglers_rule");
  if (result_level == NULL)
    {
      g_autofree char *shown = vd_error_cut (result);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” names no morale level (blood-lust, normal, shaken, disorganized, "
                     "routed)"), shown);
      return NULL;
    }
  *new_level = vd_hex_morale_combine (module, check->level, result_level, rule, why);
  if (*new_level == NULL || checker == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("The stack's new level is not known (25.4)"));
      return NULL;
    }
  vd_hex_morale_level_events (board, checker, *new_level, events);
  vd_hex_morale_result_losses (result, retreat, &stragglers->count);
  if (stragglers->count == 0)
    return g_steal_pointer (&events);
  /* 25.2e: losses from a morale check are stragglers, so they strike only infantry; in a
   * cavalry charge they are casualties, whoever checks. */
  if (!check->charge &&
      vd_hex_ruleset_lookup (module, "special.roster.stragglers.classes") != NULL &&
      !vd_hex_ruleset_list_has (module, "special.roster.stragglers.classes", checker->unit_class))
    /* Translators: BN 25.2e, "no stragglers for cav: only infantry takes them (the result
     * names 4)"; "infantry" is the class that takes them. */
    stragglers->why = g_strdup_printf (_("no stragglers for %s: only infantry takes them (the "
                                         "result names %u)"), checker->id, stragglers->count);
  else if (checker->roster == NULL && check->charge)
    /* Translators: BN 25.2e, "4 casualties for br, in a charge: its roster row is not on the
     * board". */
    stragglers->why = g_strdup_printf (_("%u casualties for %s, in a charge: its roster row is "
                                         "not on the board"), stragglers->count, checker->id);
  else if (checker->roster == NULL)
    /* Translators: BN 25.2e, "4 stragglers for br: its roster row is not on the board". */
    stragglers->why = g_strdup_printf (_("%u stragglers for %s: its roster row is not on the "
                                         "board"), stragglers->count, checker->id);
  else
    {
      g_autoptr(VdBoardRoster) row = vd_board_roster_copy (checker->roster);
      VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);

      vd_board_roster_record (row, check->charge ? stragglers->count : 0,
                              check->charge ? 0 : stragglers->count);
      event->unit_id = g_strdup (checker->id);
      event->casualties = (int) row->casualties;
      event->stragglers = (int) row->stragglers;
      g_ptr_array_add (events, event);
      stragglers->on_roster = TRUE;
      if (check->charge)
        /* Translators: BN 25.2e, "4 stragglers as casualties on br's roster, in a charge". */
        stragglers->why = g_strdup_printf (_("%u stragglers as casualties on %s's roster, in a "
                                             "charge"), stragglers->count, checker->id);
      else
        /* Translators: BN 25.2e, "4 stragglers on br's roster". */
        stragglers->why = g_strdup_printf (_("%u stragglers on %s's roster"), stragglers->count,
                                           checker->id);
      if (vd_board_roster_full (row))
        g_ptr_array_add (events, bn_25_2d_removed (board, module, checker));
    }
  return g_steal_pointer (&events);
}
