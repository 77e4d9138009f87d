/* BN's square test, step by step (8.5, 11.6a, 11.6b, 11.6d, 25.2). */
#include "vd-hex-square-steps-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"

#define TEST "combat.charge.square_test."
#define STEPS "combat.charge.steps."

typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  VdHexSteps         *steps;
} Square;

static const char *
word (const Square *q, const char *key)
{
  return vd_hex_ruleset_word_under (q->module, TEST, key);
}

/* The charge steps' word KEY: who may try square is theirs (11.6b). */
static const char *
step_word (const Square *q, const char *key)
{
  return vd_hex_ruleset_word_under (q->module, STEPS, key);
}

/* 11.6a, 11.6b: the stack's top infantry of SIDE tests for its hex, if it may. */
char *
vd_hex_bn_square_may_not (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                          const char *side, const VdBoardUnit **top_out, const char **rule)
{
  g_autoptr(GPtrArray) stack = vd_board_units_at (board, hex);
  g_autofree char *label = vd_board_format_hex (board, hex);
  g_autofree char *level = NULL;
  const VdBoardUnit *top = NULL;
  const char *by = NULL;

  for (guint i = 0; i < stack->len && top == NULL; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (g_str_equal (unit->side, side) &&
          g_strcmp0 (unit->unit_class, vd_hex_ruleset_word_under (module, STEPS,
                                                                  "square_class")) == 0)
        top = unit;
    }
  *top_out = top;
  *rule = vd_hex_ruleset_word_under (module, STEPS, "square_rule");
  if (top == NULL)
    /* Translators: BN 11.6a, "0505 holds no infantry to form square". */
    return g_strdup_printf (_("%s holds no infantry to form square"), label);
  if (g_strcmp0 (top->formation, vd_hex_ruleset_word_under (module, STEPS,
                                                            "square_formation")) == 0)
    return g_strdup_printf (_("%s is in square already"), label);
  level = vd_hex_morale_stack_level (stack, module, &by);
  if (top->formation != NULL &&
      (!vd_hex_ruleset_list_under_has (module, STEPS, "square_from", top->formation) ||
       vd_hex_ruleset_list_under_has (module, STEPS, "square_not_levels", level)))
    /* Translators: "0304 may not try square: fr-1 is in extension, its stack routed". */
    return g_strdup_printf (_("%s may not try square: %s is in %s, its stack %s"), label,
                            top->id, vd_hex_ruleset_formation_name (module, top->formation),
                            level);
  return NULL;
}

/* 11.6a, 11.6d: who forms square in the hex, who shelters, who does not. */
static void
bn_11_6a_form (Square *q, GPtrArray *stack, const VdBoardUnit *top, gboolean blood_lust)
{
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *unit = stack->pdata[i];

      if (!g_str_equal (unit->side, top->side))
        continue;
      if (vd_hex_ruleset_list_under_has (q->module, TEST, "form_classes", unit->unit_class))
        vd_hex_steps_say (q->steps, "2", word (q, "form_rule"), unit->id,
                          blood_lust ? g_strdup_printf (_("%s forms square, in blood lust"),
                                                        unit->id)
                                     : g_strdup_printf (_("%s forms square"), unit->id));
      else if (vd_hex_ruleset_list_under_has (q->module, STEPS, "shelter_classes",
                                              unit->unit_class))
        vd_hex_steps_say (q->steps, "2", step_word (q, "shelter_rule"), unit->id,
                          g_strdup_printf (_("%s shelters in the square"), unit->id));
      else if (g_strcmp0 (unit->unit_class, step_word (q, "no_shelter_class")) == 0)
        vd_hex_steps_say (q->steps, "2", step_word (q, "no_shelter_rule"), unit->id,
                          g_strdup_printf (_("%s, cavalry, does not shelter in the square"),
                                           unit->id));
    }
}

/* 8.5: the top infantry tests for the hex; Normal or Blood Lust forms square, else the
 * result applies. */
VdHexSteps *
vd_hex_bn_square_steps (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                        const char *unit_id, int roll, const char *result, GError **error)
{
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexSteps) steps = NULL;
  g_autoptr(GPtrArray) stack = NULL;
  g_autofree char *label = NULL, *read = NULL, *why = NULL;
  const VdBoardUnit *unit, *top;
  const char *rule = NULL, *level;
  Square q;

  if (vd_hex_ruleset_lookup (module, "combat.charge.square_test") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s has no square test Vedette reads"), vd_text_get (&module->name));
      return NULL;
    }
  if (result != NULL && vd_hex_morale_result_level (module, result) == NULL)
    {
      g_autofree char *shown = vd_error_cut (result);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” names no morale level (blood-lust, normal, shaken, disorganized, "
                     "routed)"), shown);
      return NULL;
    }
  board = vd_board_replay (setup, module, n_applied, error);
  if (board == NULL)
    return NULL;
  unit = vd_board_find_unit (board, unit_id);
  if (unit == NULL || !unit->placed)
    {
      g_autofree char *shown = vd_error_cut (unit_id != NULL ? unit_id : "");

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), shown);
      return NULL;
    }
  steps = vd_hex_steps_new ();
  q = (Square) { board, module, steps };
  stack = vd_board_units_at (board, unit->hex);
  label = vd_board_format_hex (board, unit->hex);
  why = vd_hex_bn_square_may_not (board, module, unit->hex, unit->side, &top, &rule);
  if (why != NULL)
    {
      steps->refused = g_steal_pointer (&why);
      steps->refused_rule = g_strdup (rule);
      return g_steal_pointer (&steps);
    }
  if (top->formation == NULL)
    /* Translators: "whether 0405 may try square: a1's formation is not given". */
    vd_hex_odds_add_reason (steps->players, step_word (&q, "square_rule"), top->id,
                            g_strdup_printf (_("whether %s may try square: %s's formation is "
                                               "not given"), label, top->id));
  read = vd_hex_steps_morale (steps, board, module, "1", word (&q, "rule"), top->id, FALSE, roll,
                              result, error);
  if (read == NULL && error != NULL && *error != NULL)
    return NULL;
  level = read != NULL ? vd_hex_morale_result_level (module, read) : NULL;
  if (level == NULL)
    {
      /* Translators: BN 8.5, "2: on Normal or Blood Lust 0505 forms square; otherwise the
       * Morale Table's result applies to its stack". */
      vd_hex_steps_say (steps, "2", word (&q, "rule"), label,
                        g_strdup_printf (_("on Normal or Blood Lust %s forms square; otherwise "
                                           "the Morale Table's result applies to its stack"),
                                         label));
      return g_steal_pointer (&steps);
    }
  if (vd_hex_ruleset_list_under_has (module, TEST, "pass_levels", level))
    {
      gboolean blood_lust = g_strcmp0 (level, word (&q, "blood_lust")) == 0;

      /* Translators: BN 8.5, "2: passed: 0505 forms square". */
      vd_hex_steps_say (steps, "2", word (&q, "rule"), label,
                        g_strdup_printf (blood_lust ? _("passed: %s forms square, its units in "
                                                        "blood lust")
                                                    : _("passed: %s forms square"), label));
      bn_11_6a_form (&q, stack, top, blood_lust);
      return g_steal_pointer (&steps);
    }
  /* Translators: BN 8.5, "2: failed: Shaken applies to the stack of 0505 (hex morale … --result
   * … --apply)". */
  vd_hex_steps_say (steps, "2", word (&q, "failed_rule"), label,
                    g_strdup_printf (_("failed: %s applies to the stack of %s, which does not "
                                       "form square"), read, label));
  return g_steal_pointer (&steps);
}
