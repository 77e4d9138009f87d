/* A BN procedure walked step by step (8.3, 8.5), and the morale test its steps share (25.2). */
#include "vd-hex-steps-bn.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-morale-check.h"
#include "vd-hex-odds.h"

VdHexSteps *
vd_hex_steps_new (void)
{
  VdHexSteps *steps = g_new0 (VdHexSteps, 1);

  steps->steps = vd_hex_odds_reasons_new ();
  steps->missing = vd_hex_odds_reasons_new ();
  steps->players = vd_hex_odds_reasons_new ();
  return steps;
}

void
vd_hex_steps_free (VdHexSteps *steps)
{
  if (steps == NULL)
    return;
  g_free (steps->refused);
  g_free (steps->refused_rule);
  g_ptr_array_unref (steps->steps);
  g_ptr_array_unref (steps->missing);
  g_ptr_array_unref (steps->players);
  g_free (steps);
}

void
vd_hex_steps_say (VdHexSteps *steps, const char *letter, const char *rule, const char *by,
                  char *what)
{
  g_autofree char *taken = what;

  /* Translators: a step of a procedure, "D: fr-1 checks morale for its stack…". */
  vd_hex_odds_add_reason (steps->steps, rule, by, g_strdup_printf (_("%s: %s"), letter, taken));
}

/* 25.2: who checks, on which row; the cell read, or named as missing. */
char *
vd_hex_steps_morale (VdHexSteps *steps, const VdBoard *board, const VdHexRuleset *module,
                     const char *letter, const char *rule, const char *unit_id, gboolean melee,
                     int roll, const char *result, GError **error)
{
  VdHexMoraleInput input = { .officer_value = -1, .elite = -1, .melee = melee };
  g_autoptr(VdHexMorale) morale = vd_hex_morale_check (board, module, unit_id, &input, error);
  g_autofree char *cell = NULL, *missing = NULL;
  const char *cell_rule = NULL;

  if (morale == NULL)
    return NULL;
  if (morale->blood_lust)
    /* Translators: BN 25.2c, "E: al-1 checks for its stack, in blood lust: the Blood Lust
     * table, two dice, no modifier". */
    vd_hex_steps_say (steps, letter, rule, morale->checker,
                      g_strdup_printf (_("%s checks for its stack, in blood lust: the Blood Lust "
                                         "table, two dice, no modifier"), morale->checker));
  else
    /* Translators: "D: fr-1 checks for its stack: grade C, row B of the Morale Table". */
    vd_hex_steps_say (steps, letter, rule, morale->checker,
                      g_strdup_printf (_("%s checks for its stack: grade %s, row %s of the "
                                         "Morale Table"), morale->checker,
                                       morale->grade != NULL ? morale->grade : "?",
                                       morale->row != NULL ? morale->row : "?"));
  for (guint i = 0; i < morale->reasons->len; i++)
    {
      const VdHexOddsReason *why = morale->reasons->pdata[i];

      vd_hex_odds_add_reason (steps->steps, why->rule, why->by, g_strdup_printf ("  %s",
                                                                                 why->what));
    }
  if (morale->missing != NULL)
    vd_hex_odds_add_reason (steps->missing, morale->missing_rule, morale->checker,
                            g_strdup (morale->missing));
  if (roll != 0 && morale->missing == NULL && !morale->blood_lust)
    {
      cell = vd_hex_morale_read (morale, module, roll, &missing, &cell_rule, error);
      if (cell == NULL && missing == NULL)
        return NULL;
    }
  if (cell != NULL)
    {
      /* Translators: "D: roll 56: Shaken". */
      vd_hex_steps_say (steps, letter, cell_rule, morale->checker,
                        g_strdup_printf (_("roll %d: %s"), roll, cell));
      return g_steal_pointer (&cell);
    }
  if (result != NULL)
    {
      /* Translators: "D: the referee reads: Normal". */
      vd_hex_steps_say (steps, letter, rule, morale->checker,
                        g_strdup_printf (_("the referee reads: %s"), result));
      return g_strdup (result);
    }
  if (missing != NULL)
    vd_hex_odds_add_reason (steps->missing, cell_rule, morale->checker, g_steal_pointer (&missing));
  else
    /* Translators: "fr-1's test: not rolled (--roll NN), or the referee's result (--result)". */
    vd_hex_odds_add_reason (steps->missing, rule, morale->checker,
                            g_strdup_printf (_("%s's test: the roll (11-66) or the referee's "
                                               "result is not given"), morale->checker));
  return NULL;
}
