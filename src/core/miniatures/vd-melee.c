#include "vd-melee.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "vd-error.h"

/* The same bound the data has on a factor's value. */
#define MAX_ENTERED 100

static void
term_free (VdMeleeTerm *term)
{
  g_free (term->id);
  g_free (term->name.en);
  g_free (term->name.fr);
  g_strfreev (term->rules);
  g_free (term);
}

static void
side_clear (VdMeleeSide *side)
{
  g_clear_pointer (&side->label, g_free);
  g_clear_pointer (&side->terms, g_ptr_array_unref);
  g_clear_pointer (&side->losses_rules, g_strfreev);
}

void
vd_melee_result_free (VdMeleeResult *result)
{
  if (result == NULL)
    return;
  side_clear (&result->sides[0]);
  side_clear (&result->sides[1]);
  g_free (result);
}

static char *
list_factors (const VdMeleeRules *rules)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rules->factors->len; i++)
    {
      const VdFactor *factor = g_ptr_array_index (rules->factors, i);

      g_string_append_printf (s, "%s%s%s", i > 0 ? ", " : "", factor->id,
                              factor->entered ? "=N" : "");
    }
  return g_string_free (s, FALSE);
}

/* "id" or "id=VALUE" into a term of SIDE, checked against RULES. */
static VdMeleeTerm *
make_term (const VdMeleeRules *rules, const char *label, const char *given, GError **error)
{
  const char *eq = strchr (given, '=');
  g_autofree char *id = eq != NULL ? g_strndup (given, (gsize) (eq - given)) : g_strdup (given);
  const VdFactor *factor = vd_melee_rules_find_factor (rules, id);
  g_autofree char *shown_label = vd_error_cut (label);
  g_autofree char *shown = vd_error_cut (id);
  VdMeleeTerm *term;
  gint64 value = 0;

  if (factor == NULL)
    {
      g_autofree char *known = list_factors (rules);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   /* Translators: "French: unknown melee factor “bayonet” (known: combat=N,
                    * charge, …)" */
                   _("%s: unknown melee factor “%s” (known: %s)"), shown_label, shown, known);
      return NULL;
    }
  if (factor->entered && eq == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   /* Translators: "French: give the value of “combat” (combat=N)" */
                   _("%s: give the value of “%s” (%s=N)"), shown_label, shown, shown);
      return NULL;
    }
  if (!factor->entered && eq != NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s: “%s” has the value %+d in the rules; it takes no value"), shown_label,
                   shown, factor->value);
      return NULL;
    }
  if (eq != NULL &&
      !g_ascii_string_to_signed (eq + 1, 10, -MAX_ENTERED, MAX_ENTERED, &value, NULL))
    {
      g_autofree char *shown_value = vd_error_cut (eq + 1);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s: the value of “%s” must be a whole number from %d to %d, not “%s”"),
                   shown_label, shown, -MAX_ENTERED, MAX_ENTERED, shown_value);
      return NULL;
    }
  term = g_new0 (VdMeleeTerm, 1);
  term->id = g_strdup (factor->id);
  term->name.en = g_strdup (factor->name.en);
  term->name.fr = g_strdup (factor->name.fr);
  term->value = factor->entered ? (int) value : factor->value;
  term->entered = factor->entered;
  term->assumed = factor->assumed;
  term->from_table = factor->from_table;
  term->rules = g_strdupv (factor->rules);
  return term;
}

static gboolean
sum_side (const VdMeleeRules *rules, const VdMeleeInput *input, VdMeleeSide *side,
          GError **error)
{
  side->label = g_strdup (input->label);
  side->terms = g_ptr_array_new_with_free_func ((GDestroyNotify) term_free);
  for (guint i = 0; input->factors != NULL && input->factors[i] != NULL; i++)
    {
      VdMeleeTerm *term = make_term (rules, input->label, input->factors[i], error);

      if (term == NULL)
        return FALSE;
      for (guint j = 0; j < side->terms->len; j++)
        if (g_str_equal (((VdMeleeTerm *) g_ptr_array_index (side->terms, j))->id, term->id))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("%s: melee factor “%s” given twice"), input->label, term->id);
            term_free (term);
            return FALSE;
          }
      side->total += term->value;
      g_ptr_array_add (side->terms, term);
    }
  return TRUE;
}

/* HOUSE-EX: a side's total gives the losses it inflicts on the other side. */
static void
read_losses (const VdMeleeRules *rules, VdMeleeSide *side, const VdMeleeSide *other)
{
  const VdLossPoint *inflicts = vd_melee_rules_find_losses (rules, side->total);
  const VdLossPoint *suffers = vd_melee_rules_find_losses (rules, other->total);

  side->inflicts_known = inflicts != NULL;
  side->inflicts = inflicts != NULL ? inflicts->losses : -1;
  side->losses_known = suffers != NULL;
  side->losses = suffers != NULL ? suffers->losses : -1;
  if (suffers != NULL)
    {
      side->losses_rules = g_strdupv (suffers->rules);
      side->losses_from_table = suffers->from_table;
    }
}

VdMeleeResult *
vd_melee_resolve (const VdMeleeRules *rules, const VdMeleeInput *a, const VdMeleeInput *b,
                  GError **error)
{
  g_autoptr(VdMeleeResult) result = g_new0 (VdMeleeResult, 1);

  g_return_val_if_fail (rules != NULL && a != NULL && b != NULL, NULL);
  g_return_val_if_fail (a->label != NULL && b->label != NULL, NULL);

  if (!sum_side (rules, a, &result->sides[0], error) ||
      !sum_side (rules, b, &result->sides[1], error))
    return NULL;
  read_losses (rules, &result->sides[0], &result->sides[1]);
  read_losses (rules, &result->sides[1], &result->sides[0]);
  result->complete = result->sides[0].losses_known && result->sides[1].losses_known;
  if (result->sides[0].total != result->sides[1].total)
    result->winner = result->sides[0].total > result->sides[1].total ? 0 : 1;
  else
    result->winner = -1;
  return g_steal_pointer (&result);
}

gboolean
vd_melee_losses_for_total (const VdMeleeRules *rules, int total, int *losses, GError **error)
{
  const VdLossPoint *point = vd_melee_rules_find_losses (rules, total);

  if (point == NULL)
    {
      g_autofree char *known = vd_melee_rules_list_totals (rules);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   /* Translators: "melee: losses:" is a file key. */
                   _("total %d is not in the ruleset’s loss table (it has: %s): supply it "
                     "under “melee: losses:” in the table file"), total, known);
      return FALSE;
    }
  *losses = point->losses;
  return TRUE;
}

static void
append_rules (GString *s, char **rules)
{
  if (rules == NULL || rules[0] == NULL)
    return;
  g_autofree char *joined = g_strjoinv (", ", rules);

  g_string_append_printf (s, " (%s)", joined);
}

static void
describe_side (GString *s, const VdMeleeSide *side, const VdMeleeSide *other)
{
  /* Translators: "French: total 4" */
  g_string_append_printf (s, _("%s: total %d"), side->label, side->total);
  g_string_append_c (s, '\n');
  for (guint i = 0; i < side->terms->len; i++)
    {
      const VdMeleeTerm *term = g_ptr_array_index (side->terms, i);

      g_string_append_printf (s, "  %s %+d", vd_text_get (&term->name), term->value);
      append_rules (s, term->rules);
      if (term->assumed)
        g_string_append_printf (s, " [%s]", _("Vedette’s default: the seed gives no value"));
      g_string_append_c (s, '\n');
    }
  g_string_append (s, "  ");
  if (side->losses_known)
    {
      /* Translators: "losses: 10 (the other side’s total 0)" */
      g_string_append_printf (s, _("losses: %d (the other side’s total %d)"), side->losses,
                              other->total);
      append_rules (s, side->losses_rules);
      if (side->losses_from_table)
        g_string_append_printf (s, " [%s]", _("from the table file"));
    }
  else
    g_string_append_printf (s, _("losses: unknown — total %d is not in the loss table: supply "
                                 "it under “melee: losses:” in the table file"), other->total);
  g_string_append_c (s, '\n');
}

char *
vd_melee_result_describe (const VdMeleeResult *result)
{
  GString *s = g_string_new (NULL);

  describe_side (s, &result->sides[0], &result->sides[1]);
  describe_side (s, &result->sides[1], &result->sides[0]);
  if (result->winner >= 0)
    /* Translators: "Winner: French (4 against 0)" */
    g_string_append_printf (s, _("Winner: %s (%d against %d)"),
                            result->sides[result->winner].label,
                            result->sides[result->winner].total,
                            result->sides[1 - result->winner].total);
  else
    g_string_append_printf (s, _("Equal totals (%d): the rules do not say who wins; the referee "
                                 "decides"), result->sides[0].total);
  g_string_append_c (s, '\n');
  return g_string_free (s, FALSE);
}
