/* BN 12.1's stacking: each class's weight against the limits of `stacking.per_hex`. */
#include "vd-hex-stacking-private.h"

#include <glib/gi18n-lib.h>

static gboolean
number (const VdYamlNode *node, double *value)
{
  const char *text = vd_hex_ruleset_word (node);
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && *value >= 0;
}

/* 1.5 as "1½": a reduced skirmisher may weigh half a full one. */
static char *
format_amount (double amount)
{
  double whole = (double) (guint64) amount;

  if (amount - whole == 0.5)
    return whole == 0 ? g_strdup ("½") : g_strdup_printf ("%.0f½", whole);
  if (amount == whole)
    return g_strdup_printf ("%.0f", amount);
  return g_strdup_printf ("%.2f", amount);
}

typedef struct {
  const char       *key;       /* the per_hex limit it adds to */
  const char       *by;        /* strength_in_c, strength or counter */
  double            known;
  guint             n_full;
  guint             n_reduced;
  const VdYamlNode *reduced;   /* the class's `reduced` */
  GString          *letters;   /* strength_in_c: "AAB + AA" */
  char             *missing;   /* why a counter's weight is not known, the first */
} Measure;

static void
measure_free (Measure *m)
{
  g_string_free (m->letters, TRUE);
  g_free (m->missing);
  g_free (m);
}

static Measure *
measure_for (GPtrArray *measures, const char *key, const char *by)
{
  Measure *m;

  for (guint i = 0; i < measures->len; i++)
    if (g_str_equal (((Measure *) measures->pdata[i])->key, key))
      return measures->pdata[i];
  m = g_new0 (Measure, 1);
  m->key = key;
  m->by = by;
  m->letters = g_string_new (NULL);
  g_ptr_array_add (measures, m);
  return m;
}

static void
bn_12_1_add_unit (const Stack *s, Measure *m, const VdYamlNode *entry, const VdBoardUnit *unit)
{
  const VdYamlNode *reduced = vd_yaml_lookup (entry, "reduced");
  double weight;
  guint points;

  if (g_str_equal (m->by, "counter"))
    {
      /* Its step (11.5c), never its state: a reduced skirmisher may be shaken too. */
      if (reduced != NULL && unit->step != NULL &&
          g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (reduced, "step")), unit->step) == 0)
        {
          m->n_reduced++;
          m->reduced = reduced;
        }
      else
        {
          m->n_full++;
          m->known += 1;
        }
      return;
    }
  if (unit->strength == NULL)
    {
      if (m->missing == NULL)
        /* Translators: "0303: the strength of fr-1 is not given". */
        m->missing = g_strdup_printf (_("%s: the strength of %s is not given"), s->label,
                                      unit->id);
      return;
    }
  if (g_str_equal (m->by, "strength_in_c"))
    {
      const VdYamlNode *levels = vd_hex_ruleset_lookup (s->module, "stacking.strength_in_c");

      if (levels == NULL || levels->kind != VD_YAML_MAPPING ||
          !number (vd_yaml_lookup (levels, unit->strength), &weight))
        {
          if (m->missing == NULL)
            /* Translators: "0303: the strength of fr-1, “D”, is not a firepower level" (BN's
             * levels run C, B, A, AB, AA, AAB, AAA). */
            m->missing = g_strdup_printf (_("%s: the strength of %s, “%s”, is not a firepower "
                                            "level"), s->label, unit->id, unit->strength);
          return;
        }
      m->known += weight;
      if (m->letters->len > 0)
        g_string_append (m->letters, " + ");
      g_string_append (m->letters, unit->strength);
      return;
    }
  if (!vd_hex_stacking_printed_number (unit->strength, &points))
    {
      if (m->missing == NULL)
        /* Translators: "0303: the strength of fr-art, “A”, is not a number". */
        m->missing = g_strdup_printf (_("%s: the strength of %s, “%s”, is not a number"),
                                      s->label, unit->id, unit->strength);
      return;
    }
  m->known += points;
}

/* What M holds over LIMIT (LIMIT_WORD as the module writes it), in words. */
static char *
bn_12_1_over (const Stack *s, const Measure *m, double held, const char *limit_word, double limit)
{
  g_autofree char *amount = format_amount (held);
  g_autofree char *most = format_amount (limit);

  if (g_str_equal (m->by, "strength_in_c"))
    /* Translators: "0506 would hold AAB + AA of firepower (18 C), AAA (12 C) at most"; C is
     * the smallest firepower level. */
    return g_strdup_printf (_("%s would hold %s of firepower (%s C), %s (%s C) at most"),
                            s->label, m->letters->str, amount, limit_word, most);
  if (g_str_equal (m->by, "strength"))
    /* Translators: "0506 would hold 12 artillery points, 10 at most". */
    return g_strdup_printf (_("%s would hold %s artillery points, %s at most"), s->label,
                            amount, most);
  if (m->n_reduced == 0)
    /* Translators: "0506 would hold 2 full skirmishers, 1 at most". */
    return g_strdup_printf (_("%s would hold %s full skirmishers, %s at most"), s->label,
                            amount, most);
  /* Translators: "0506 would hold skirmishers worth 1½ full (1 full, 1 reduced), 1 at most". */
  return g_strdup_printf (_("%s would hold skirmishers worth %s full (%u full, %u reduced), %s at "
                            "most"), s->label, amount, m->n_full, m->n_reduced, most);
}

/* Weighs M against its limit: the reduced counters at the lightest and the heaviest weight
 * their reading allows (the one chosen, or each option while none is). */
static void
bn_12_1_measure (const Stack *s, const Measure *m, const char *rule, Verdict *v, GString *over)
{
  const VdYamlNode *limit_node = vd_hex_ruleset_lookup (s->module, "stacking.per_hex");
  const VdYamlNode *levels = vd_hex_ruleset_lookup (s->module, "stacking.strength_in_c");
  const char *limit_word;
  const char *reading = NULL;
  double limit, light = 1, heavy = 1, low, high;

  limit_node = limit_node != NULL ? vd_yaml_lookup (limit_node, m->key) : NULL;
  limit_word = vd_hex_ruleset_word (limit_node);
  if (!(g_str_equal (m->by, "strength_in_c") && limit_word != NULL && levels != NULL &&
        number (vd_yaml_lookup (levels, limit_word), &limit)) &&
      !number (limit_node, &limit))
    {
      /* Translators: "0303: the stacking limit artillery_points is not given" (a key of the
       * module's stacking.per_hex). */
      vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule,
                                    g_strdup_printf (_("%s: the stacking limit %s is not given"),
                                                     s->label, m->key));
      return;
    }
  if (m->n_reduced > 0)
    {
      const VdYamlNode *weights = vd_yaml_lookup (m->reduced, "weight");
      const char *chosen;
      double w;

      reading = vd_hex_ruleset_word (vd_yaml_lookup (m->reduced, "reading"));
      chosen = reading != NULL ? vd_hex_ruleset_choice (s->module, reading) : NULL;
      if (chosen != NULL && weights != NULL && number (vd_yaml_lookup (weights, chosen), &w))
        {
          light = heavy = w;
          reading = NULL;
        }
      else if (weights != NULL && weights->kind == VD_YAML_MAPPING && weights->n_children > 0)
        {
          light = G_MAXDOUBLE;
          heavy = 0;
          for (guint i = 1; i < weights->n_children; i += 2)
            if (number (weights->children[i], &w))
              {
                light = MIN (light, w);
                heavy = MAX (heavy, w);
              }
          if (light > heavy)
            light = heavy = 1;
        }
    }
  low = m->known + m->n_reduced * light;
  high = m->known + m->n_reduced * heavy;
  if (low > limit)
    {
      g_autofree char *why = bn_12_1_over (s, m, low, limit_word, limit);

      if (over->len > 0)
        g_string_append (over, "; ");
      g_string_append (over, why);
      vd_hex_stacking_verdict_note (v, FIT_OVER, rule, NULL);
    }
  else if (m->missing != NULL)
    vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule, g_strdup (m->missing));
  else if (high > limit && reading != NULL)
    vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule,
                                  vd_hex_stacking_reading_unread (s->label, reading));
  else
    vd_hex_stacking_verdict_note (v, FIT_WITHIN, rule, NULL);
}

void
vd_hex_stacking_bn_12_1_weigh (const Stack *s, Verdict *v)
{
  const VdYamlNode *counts = vd_hex_ruleset_lookup (s->module, "stacking.counts");
  const char *rule = vd_hex_ruleset_word (vd_hex_ruleset_lookup (s->module,
                                                                  "stacking.per_hex.rule"));
  g_autoptr(GPtrArray) measures = g_ptr_array_new_with_free_func ((GDestroyNotify) measure_free);
  g_autoptr(GString) over = g_string_new (NULL);
  Verdict found = { FIT_WITHIN, NULL, NULL };

  for (guint i = 0; i < s->units->len; i++)
    {
      const VdBoardUnit *unit = s->units->pdata[i];
      const VdYamlNode *entry = unit->unit_class != NULL
                                  ? vd_yaml_lookup (counts, unit->unit_class) : NULL;
      const char *key = entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, "limit"))
                                      : NULL;
      const char *by = entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, "by"))
                                     : NULL;

      if (key == NULL || by == NULL)
        {
          /* Translators: "0303: fr-x (class guard) has no stacking weight in the module". */
          vd_hex_stacking_verdict_note (&found, FIT_UNKNOWN, rule,
                                        g_strdup_printf (_("%s: %s (class %s) has no stacking "
                                                           "weight in the module"), s->label,
                                                         unit->id, unit->unit_class));
          continue;
        }
      bn_12_1_add_unit (s, measure_for (measures, key, by), entry, unit);
    }
  for (guint i = 0; i < measures->len; i++)
    bn_12_1_measure (s, measures->pdata[i], rule, &found, over);
  if (found.fit == FIT_OVER)
    {
      g_free (found.why);
      found.why = g_strdup (over->str);
    }
  if (found.rule == NULL)
    found.rule = rule;
  vd_hex_stacking_verdict_merge (v, &found);
}
