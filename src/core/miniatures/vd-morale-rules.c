#include "vd-morale-rules.h"

#include <math.h>

#include "vd-morale-rules-private.h"

static void
text_copy (VdText *to, const VdText *from)
{
  to->en = g_strdup (from->en);
  to->fr = g_strdup (from->fr);
}

static gboolean
text_equal (const VdText *a, const VdText *b)
{
  return g_strcmp0 (a->en, b->en) == 0 && g_strcmp0 (a->fr, b->fr) == 0;
}

static gboolean
strv_equal (char **a, char **b)
{
  return g_strv_equal ((const char * const *) a, (const char * const *) b);
}

/* Equal numbers, or both unset. */
static gboolean
same (double a, double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

static gboolean
thresholds_equal (VdLossThresholds a, VdLossThresholds b)
{
  return same (a.shaken, b.shaken) && same (a.broken, b.broken);
}

static VdMoraleState *
state_copy (const VdMoraleState *state)
{
  VdMoraleState *copy = g_memdup2 (state, sizeof *state);

  copy->id = g_strdup (state->id);
  text_copy (&copy->name, &state->name);
  return copy;
}

void
vd_morale_state_free (VdMoraleState *state)
{
  g_free (state->id);
  vd_text_clear (&state->name);
  g_free (state);
}

static VdKindThresholds *
kind_copy (const VdKindThresholds *kind)
{
  VdKindThresholds *copy = g_memdup2 (kind, sizeof *kind);

  copy->kind = g_strdup (kind->kind);
  return copy;
}

static void
kind_free (VdKindThresholds *kind)
{
  g_free (kind->kind);
  g_free (kind);
}

static VdFactor *
factor_copy (const VdFactor *factor)
{
  VdFactor *copy = g_memdup2 (factor, sizeof *factor);

  copy->id = g_strdup (factor->id);
  text_copy (&copy->name, &factor->name);
  copy->note = g_strdup (factor->note);
  copy->rules = g_strdupv (factor->rules);
  return copy;
}

void
vd_factor_free (VdFactor *factor)
{
  g_free (factor->id);
  vd_text_clear (&factor->name);
  g_free (factor->note);
  g_strfreev (factor->rules);
  g_free (factor);
}

static gboolean
factor_equal (const VdFactor *a, const VdFactor *b)
{
  return g_str_equal (a->id, b->id) && text_equal (&a->name, &b->name) &&
         a->entered == b->entered && a->value == b->value && a->assumed == b->assumed &&
         g_strcmp0 (a->note, b->note) == 0 && strv_equal (a->rules, b->rules) &&
         a->from_table == b->from_table;
}

static VdLossPoint *
point_copy (const VdLossPoint *point)
{
  VdLossPoint *copy = g_memdup2 (point, sizeof *point);

  copy->rules = g_strdupv (point->rules);
  copy->note = g_strdup (point->note);
  return copy;
}

void
vd_loss_point_free (VdLossPoint *point)
{
  g_strfreev (point->rules);
  g_free (point->note);
  g_free (point);
}

static gboolean
point_equal (const VdLossPoint *a, const VdLossPoint *b)
{
  return a->total == b->total && a->losses == b->losses && strv_equal (a->rules, b->rules) &&
         g_strcmp0 (a->note, b->note) == 0 && a->from_table == b->from_table;
}

typedef gpointer (*CopyFunc) (gconstpointer item);
typedef gboolean (*EqualFunc) (gconstpointer a, gconstpointer b);

static GPtrArray *
array_copy (const GPtrArray *from, CopyFunc copy, GDestroyNotify free_func)
{
  GPtrArray *to = g_ptr_array_new_full (from->len, free_func);

  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (to, copy (g_ptr_array_index (from, i)));
  return to;
}

static gboolean
array_equal (const GPtrArray *a, const GPtrArray *b, EqualFunc equal)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

VdMoraleRules *
vd_morale_rules_new (void)
{
  VdMoraleRules *rules = g_new0 (VdMoraleRules, 1);

  rules->states = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_morale_state_free);
  rules->kinds = g_ptr_array_new_with_free_func ((GDestroyNotify) kind_free);
  rules->factors = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_factor_free);
  rules->commands = (VdLossThresholds) { NAN, NAN };
  rules->units = (VdLossThresholds) { NAN, NAN };
  return rules;
}

VdMoraleRules *
vd_morale_rules_copy (const VdMoraleRules *rules)
{
  VdMoraleRules *copy = g_new0 (VdMoraleRules, 1);

  copy->states = array_copy (rules->states, (CopyFunc) state_copy, (GDestroyNotify) vd_morale_state_free);
  copy->kinds = array_copy (rules->kinds, (CopyFunc) kind_copy, (GDestroyNotify) kind_free);
  copy->factors = array_copy (rules->factors, (CopyFunc) factor_copy,
                              (GDestroyNotify) vd_factor_free);
  copy->commands = rules->commands;
  copy->units = rules->units;
  return copy;
}

void
vd_morale_rules_free (VdMoraleRules *rules)
{
  if (rules == NULL)
    return;
  g_ptr_array_unref (rules->states);
  g_ptr_array_unref (rules->kinds);
  g_ptr_array_unref (rules->factors);
  g_free (rules);
}

static gboolean
state_equal (const VdMoraleState *a, const VdMoraleState *b)
{
  return g_str_equal (a->id, b->id) && text_equal (&a->name, &b->name);
}

static gboolean
kind_equal (const VdKindThresholds *a, const VdKindThresholds *b)
{
  return g_str_equal (a->kind, b->kind) && thresholds_equal (a->thresholds, b->thresholds);
}

gboolean
vd_morale_rules_equal (const VdMoraleRules *a, const VdMoraleRules *b)
{
  return array_equal (a->states, b->states, (EqualFunc) state_equal) &&
         thresholds_equal (a->commands, b->commands) &&
         array_equal (a->kinds, b->kinds, (EqualFunc) kind_equal) &&
         thresholds_equal (a->units, b->units) &&
         array_equal (a->factors, b->factors, (EqualFunc) factor_equal);
}

gboolean
vd_morale_rules_is_empty (const VdMoraleRules *rules)
{
  return rules->states->len == 0 && isnan (rules->commands.shaken) && rules->kinds->len == 0 &&
         isnan (rules->units.shaken) && rules->factors->len == 0;
}

VdMeleeRules *
vd_melee_rules_new (void)
{
  VdMeleeRules *rules = g_new0 (VdMeleeRules, 1);

  rules->factors = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_factor_free);
  rules->losses = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_loss_point_free);
  return rules;
}

VdMeleeRules *
vd_melee_rules_copy (const VdMeleeRules *rules)
{
  VdMeleeRules *copy = g_new0 (VdMeleeRules, 1);

  copy->factors = array_copy (rules->factors, (CopyFunc) factor_copy,
                              (GDestroyNotify) vd_factor_free);
  copy->losses = array_copy (rules->losses, (CopyFunc) point_copy, (GDestroyNotify) vd_loss_point_free);
  return copy;
}

void
vd_melee_rules_free (VdMeleeRules *rules)
{
  if (rules == NULL)
    return;
  g_ptr_array_unref (rules->factors);
  g_ptr_array_unref (rules->losses);
  g_free (rules);
}

gboolean
vd_melee_rules_equal (const VdMeleeRules *a, const VdMeleeRules *b)
{
  return array_equal (a->factors, b->factors, (EqualFunc) factor_equal) &&
         array_equal (a->losses, b->losses, (EqualFunc) point_equal);
}

gboolean
vd_melee_rules_is_empty (const VdMeleeRules *rules)
{
  return rules->factors->len == 0 && rules->losses->len == 0;
}


static int
find_factor_index (const GPtrArray *factors, const char *id)
{
  for (guint i = 0; i < factors->len; i++)
    if (g_str_equal (((VdFactor *) g_ptr_array_index (factors, i))->id, id))
      return (int) i;
  return -1;
}

/* The table's factor replaces the ruleset's with its id, keeping the name and rules it does not
 * give; a new factor without a name is named by its id. */
static void
merge_factors (GPtrArray *into, const GPtrArray *table)
{
  for (guint i = 0; table != NULL && i < table->len; i++)
    {
      const VdFactor *own = g_ptr_array_index (table, i);
      int at = find_factor_index (into, own->id);
      VdFactor *merged = factor_copy (own);

      merged->from_table = TRUE;
      if (at >= 0)
        {
          const VdFactor *base = g_ptr_array_index (into, at);

          if (merged->name.en == NULL)
            text_copy (&merged->name, &base->name);
          if (merged->rules[0] == NULL)
            {
              g_strfreev (merged->rules);
              merged->rules = g_strdupv (base->rules);
            }
          g_ptr_array_index (into, at) = merged;
          vd_factor_free ((VdFactor *) base);
        }
      else
        {
          if (merged->name.en == NULL)
            merged->name = (VdText) { g_strdup (own->id), g_strdup (own->id) };
          g_ptr_array_add (into, merged);
        }
    }
}

VdMoraleRules *
vd_morale_rules_merge (const VdMoraleRules *ruleset, const VdMoraleRules *table)
{
  VdMoraleRules *merged = vd_morale_rules_copy (ruleset);

  if (table == NULL)
    return merged;
  if (!isnan (table->commands.shaken))
    merged->commands = table->commands;
  if (!isnan (table->units.shaken))
    merged->units = table->units;
  for (guint i = 0; i < table->kinds->len; i++)
    {
      const VdKindThresholds *own = g_ptr_array_index (table->kinds, i);
      gboolean replaced = FALSE;

      for (guint j = 0; j < merged->kinds->len && !replaced; j++)
        {
          VdKindThresholds *base = g_ptr_array_index (merged->kinds, j);

          if ((replaced = g_str_equal (base->kind, own->kind)))
            base->thresholds = own->thresholds;
        }
      if (!replaced)
        g_ptr_array_add (merged->kinds, kind_copy (own));
    }
  merge_factors (merged->factors, table->factors);
  return merged;
}

VdMeleeRules *
vd_melee_rules_merge (const VdMeleeRules *ruleset, const VdMeleeRules *table)
{
  VdMeleeRules *merged = vd_melee_rules_copy (ruleset);

  if (table == NULL)
    return merged;
  merge_factors (merged->factors, table->factors);
  for (guint i = 0; i < table->losses->len; i++)
    {
      const VdLossPoint *own = g_ptr_array_index (table->losses, i);
      VdLossPoint *point = point_copy (own);

      point->from_table = TRUE;
      for (guint j = 0; j < merged->losses->len; j++)
        if (((VdLossPoint *) g_ptr_array_index (merged->losses, j))->total == own->total)
          {
            g_ptr_array_remove_index (merged->losses, j);
            break;
          }
      g_ptr_array_add (merged->losses, point);
    }
  g_ptr_array_sort (merged->losses, vd_loss_point_compare);
  return merged;
}


const VdMoraleState *
vd_morale_rules_find_state (const VdMoraleRules *rules, const char *id)
{
  for (guint i = 0; i < rules->states->len; i++)
    {
      const VdMoraleState *state = g_ptr_array_index (rules->states, i);

      if (g_str_equal (state->id, id))
        return state;
    }
  return NULL;
}

const VdMoraleState *
vd_morale_rules_default_state (const VdMoraleRules *rules)
{
  return rules->states->len > 0 ? g_ptr_array_index (rules->states, 0) : NULL;
}

char *
vd_morale_rules_list_states (const VdMoraleRules *rules)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rules->states->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "",
                            ((VdMoraleState *) g_ptr_array_index (rules->states, i))->id);
  return g_string_free (s, FALSE);
}

gboolean
vd_ruleset_has_morale_state (const VdRuleset *ruleset, const char *state)
{
  g_return_val_if_fail (ruleset != NULL, FALSE);
  return state == NULL || vd_morale_rules_find_state (ruleset->morale, state) != NULL;
}

VdLossThresholds
vd_morale_rules_thresholds (const VdMoraleRules *rules, const char *kind,
                            const char **applied_kind)
{
  if (applied_kind != NULL)
    *applied_kind = NULL;
  for (guint i = 0; kind != NULL && i < rules->kinds->len; i++)
    {
      const VdKindThresholds *own = g_ptr_array_index (rules->kinds, i);

      if (g_str_equal (own->kind, kind))
        {
          if (applied_kind != NULL)
            *applied_kind = own->kind;
          return own->thresholds;
        }
    }
  return rules->commands;
}

const VdFactor *
vd_morale_rules_find_factor (const VdMoraleRules *rules, const char *id)
{
  int at = find_factor_index (rules->factors, id);

  return at >= 0 ? g_ptr_array_index (rules->factors, at) : NULL;
}

const VdFactor *
vd_melee_rules_find_factor (const VdMeleeRules *rules, const char *id)
{
  int at = find_factor_index (rules->factors, id);

  return at >= 0 ? g_ptr_array_index (rules->factors, at) : NULL;
}

const VdLossPoint *
vd_melee_rules_find_losses (const VdMeleeRules *rules, int total)
{
  for (guint i = 0; i < rules->losses->len; i++)
    {
      const VdLossPoint *point = g_ptr_array_index (rules->losses, i);

      if (point->total == total)
        return point;
    }
  return NULL;
}

char *
vd_melee_rules_list_totals (const VdMeleeRules *rules)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < rules->losses->len; i++)
    g_string_append_printf (s, "%s%d", i > 0 ? ", " : "",
                            ((VdLossPoint *) g_ptr_array_index (rules->losses, i))->total);
  return g_string_free (s, FALSE);
}
