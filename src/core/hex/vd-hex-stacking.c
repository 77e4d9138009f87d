#include "vd-hex-stacking.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* What a limit says of a stack, the worst last: a stack over one limit is over, whatever
 * another cannot tell. */
typedef enum {
  FIT_WITHIN,
  FIT_UNKNOWN,
  FIT_OVER,
} Fit;

typedef struct {
  Fit         fit;
  const char *rule;   /* the module's */
  char       *why;
} Verdict;

/* One side's counters in a hex, as they would stand: those that count, top first. */
typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  VdHex               hex;
  const char         *label;
  const char         *side;
  GPtrArray          *units;   /* const VdBoardUnit* */
} Stack;

/* Why a counter's weight is not known. */
typedef enum {
  MISSING_NONE,
  MISSING_ECHELON,
  MISSING_INCREMENTS,
} Missing;

/* A limit applied to a stack: what is known of the counters it weighs, and the first counter
 * whose share is not. */
typedef struct {
  guint              known;
  guint              n_missing;
  const VdBoardUnit *missing;
  Missing            what;
} Tally;

void
vd_hex_stack_free (VdHexStack *stack)
{
  if (stack == NULL)
    return;
  g_free (stack->why);
  g_free (stack);
}

/* Keeps the worse of V and (FIT, RULE, WHY), the first of equals; takes WHY. A stack within
 * its limits still names the first rule that weighed it. */
static void
verdict_note (Verdict *v, Fit fit, const char *rule, char *why)
{
  if (fit > v->fit)
    {
      g_free (v->why);
      v->fit = fit;
      v->rule = rule;
      v->why = why;
      return;
    }
  if (v->rule == NULL && fit == v->fit)
    v->rule = rule;
  g_free (why);
}

static void
verdict_merge (Verdict *v, Verdict *other)
{
  verdict_note (v, other->fit, other->rule, g_steal_pointer (&other->why));
}

static const char *
word (const VdYamlNode *node)
{
  return node != NULL && node->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (node)
           ? node->value : NULL;
}

static gboolean
number (const VdYamlNode *node, double *value)
{
  const char *text = word (node);
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && *value >= 0;
}

/* A whole number as printed on a counter (LBA's increments, BN's artillery points). */
static gboolean
printed_number (const char *text, guint *value)
{
  guint64 parsed;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &parsed, NULL))
    return FALSE;
  *value = (guint) parsed;
  return TRUE;
}

/* The module's own {en, fr} text at NODE in the user's language, or NULL. */
static const char *
module_text (const VdYamlNode *node)
{
  const char *text = NULL;

  if (node == NULL || node->kind != VD_YAML_MAPPING)
    return NULL;
  if (g_str_equal (vd_text_language (), "fr"))
    text = word (vd_yaml_lookup (node, "fr"));
  return text != NULL ? text : word (vd_yaml_lookup (node, "en"));
}

/* Whether NODE is the word VALUE or a list holding it. */
static gboolean
names (const VdYamlNode *node, const char *value)
{
  if (node == NULL || value == NULL)
    return FALSE;
  if (node->kind == VD_YAML_SCALAR)
    return g_strcmp0 (node->value, value) == 0;
  for (guint i = 0; node->kind == VD_YAML_SEQUENCE && i < node->n_children; i++)
    if (g_strcmp0 (node->children[i]->value, value) == 0)
      return TRUE;
  return FALSE;
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

/* The options of interpretation ID, or NULL. */
static const VdYamlNode *
interpretation_options (const VdHexRuleset *module, const char *id)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "interpretations");

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    if (g_strcmp0 (word (vd_yaml_lookup (list->children[i], "id")), id) == 0)
      return vd_yaml_lookup (list->children[i], "options");
  return NULL;
}

static char *
reading_unread (const char *label, const char *reading)
{
  /* Translators: "0303: the answer depends on reading bn-i-reduced-skirmishers, not chosen
   * yet" (an interpretation of an ambiguous rule, chosen in the chart editor's Readings). */
  return g_strdup_printf (_("%s: the answer depends on reading %s, not chosen yet"), label,
                          reading);
}

static gboolean
exempt (const VdHexRuleset *module, const char *unit_class)
{
  return vd_hex_ruleset_list_has (module, "stacking.exempt_classes", unit_class);
}

/* The rule the module cites for its stacking limit: `stacking.rule`, else the per-hex rule
 * (BN's `per_hex.rule`), else the first of `stacking.rules`. */
static const char *
stacking_rule (const VdHexRuleset *module)
{
  const char * const paths[] = { "stacking.rule", "stacking.per_hex.rule" };
  const VdYamlNode *rules;

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      const VdYamlNode *node = vd_hex_ruleset_lookup (module, paths[i]);

      if (node != NULL && node->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (node))
        return node->value;
    }
  rules = vd_hex_ruleset_lookup (module, "stacking.rules");
  if (rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
    return rules->children[0]->value;
  return NULL;
}

/* NaA B13, 1914-MOV-2: a count of units a side may have in a hex. */
static void
count_units (VdHexStack *stack, GPtrArray *units, const VdBoardUnit *mover, const char *label,
             const VdHexRuleset *module, guint limit)
{
  g_autoptr(GHashTable) by_side = g_hash_table_new (g_str_hash, g_str_equal);

  stack->model = VD_HEX_STACK_BY_UNITS;
  stack->limit = limit;
  /* Each side's own count: the moving unit's, or the fullest. */
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (!exempt (module, unit->unit_class) && (mover == NULL || unit != mover))
        g_hash_table_insert (by_side, unit->side,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (by_side,
                                                                                    unit->side)) + 1));
    }
  if (mover != NULL)
    stack->counted = GPOINTER_TO_UINT (g_hash_table_lookup (by_side, mover->side)) +
                     !exempt (module, mover->unit_class);
  else
    {
      GHashTableIter iter;
      gpointer count;

      g_hash_table_iter_init (&iter, by_side);
      while (g_hash_table_iter_next (&iter, NULL, &count))
        stack->counted = MAX (stack->counted, GPOINTER_TO_UINT (count));
    }
  if (stack->counted <= stack->limit)
    {
      stack->verdict = VD_HEX_STACK_WITHIN;
      return;
    }
  stack->verdict = VD_HEX_STACK_OVER;
  /* Translators: "0506 would hold 2 units, 1 at most". */
  stack->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s would hold %u units, %u at most",
                                             "%s would hold %u units, %u at most", stack->limit),
                                label, stack->counted, stack->limit);
}

/* BN 12.1: at most three A of firepower, 10 artillery points and one full skirmisher a side in
 * a hex; each class adds to one of `stacking.per_hex` as `stacking.counts` says, and a
 * reduced skirmisher weighs as the reading `bn-i-reduced-skirmishers` says. */

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
      if (reduced != NULL && unit->state != NULL &&
          g_strcmp0 (word (vd_yaml_lookup (reduced, "state")), unit->state) == 0)
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
  if (!printed_number (unit->strength, &points))
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
  limit_word = word (limit_node);
  if (!(g_str_equal (m->by, "strength_in_c") && limit_word != NULL && levels != NULL &&
        number (vd_yaml_lookup (levels, limit_word), &limit)) &&
      !number (limit_node, &limit))
    {
      /* Translators: "0303: the stacking limit artillery_points is not given" (a key of the
       * module's stacking.per_hex). */
      verdict_note (v, FIT_UNKNOWN, rule,
                    g_strdup_printf (_("%s: the stacking limit %s is not given"), s->label,
                                     m->key));
      return;
    }
  if (m->n_reduced > 0)
    {
      const VdYamlNode *weights = vd_yaml_lookup (m->reduced, "weight");
      const char *chosen;
      double w;

      reading = word (vd_yaml_lookup (m->reduced, "reading"));
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
      verdict_note (v, FIT_OVER, rule, NULL);
    }
  else if (m->missing != NULL)
    verdict_note (v, FIT_UNKNOWN, rule, g_strdup (m->missing));
  else if (high > limit && reading != NULL)
    verdict_note (v, FIT_UNKNOWN, rule, reading_unread (s->label, reading));
  else
    verdict_note (v, FIT_WITHIN, rule, NULL);
}

static void
bn_12_1_weigh (const Stack *s, Verdict *v)
{
  const VdYamlNode *counts = vd_hex_ruleset_lookup (s->module, "stacking.counts");
  const char *rule = word (vd_hex_ruleset_lookup (s->module, "stacking.per_hex.rule"));
  g_autoptr(GPtrArray) measures = g_ptr_array_new_with_free_func ((GDestroyNotify) measure_free);
  g_autoptr(GString) over = g_string_new (NULL);
  Verdict found = { FIT_WITHIN, NULL, NULL };

  for (guint i = 0; i < s->units->len; i++)
    {
      const VdBoardUnit *unit = s->units->pdata[i];
      const VdYamlNode *entry = unit->unit_class != NULL
                                  ? vd_yaml_lookup (counts, unit->unit_class) : NULL;
      const char *key = entry != NULL ? word (vd_yaml_lookup (entry, "limit")) : NULL;
      const char *by = entry != NULL ? word (vd_yaml_lookup (entry, "by")) : NULL;

      if (key == NULL || by == NULL)
        {
          /* Translators: "0303: fr-x (class guard) has no stacking weight in the module". */
          verdict_note (&found, FIT_UNKNOWN, rule,
                        g_strdup_printf (_("%s: %s (class %s) has no stacking weight in the "
                                           "module"), s->label, unit->id, unit->unit_class));
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
  verdict_merge (v, &found);
}

/* LBA: the terrain's row of `stacking.by_terrain` (LBA-STK-1 to -9), and the Austro-Russian
 * ban (LBA-COAL-1). */

/* The class a counter is weighed as (`count_as`: Cossacks as cavalry). */
static const char *
lba_arm (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *count_as = vd_hex_ruleset_lookup (module, "stacking.count_as");
  const char *as;

  if (unit->unit_class == NULL)
    return "";
  as = word (vd_yaml_lookup (count_as, unit->unit_class));
  return as != NULL ? as : unit->unit_class;
}

/* N counters of ARM and ECHELON (or N increments, ECHELON "increments"), in words. */
static char *
lba_counters (const char *arm, const char *echelon, guint n)
{
  if (g_strcmp0 (echelon, "increments") == 0)
    {
      if (g_strcmp0 (arm, "infantry") == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u infantry increment",
                                             "%u infantry increments", n), n);
      if (g_strcmp0 (arm, "cavalry") == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cavalry increment",
                                             "%u cavalry increments", n), n);
      if (g_strcmp0 (arm, "artillery") == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u artillery increment",
                                             "%u artillery increments", n), n);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u increment", "%u increments", n),
                              n);
    }
  if (g_strcmp0 (arm, "infantry") == 0 && g_strcmp0 (echelon, "battalion") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u infantry battalion",
                                         "%u infantry battalions", n), n);
  if (g_strcmp0 (arm, "infantry") == 0 && g_strcmp0 (echelon, "regiment") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u infantry regiment",
                                         "%u infantry regiments", n), n);
  if (g_strcmp0 (arm, "cavalry") == 0 && g_strcmp0 (echelon, "regiment") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cavalry regiment",
                                         "%u cavalry regiments", n), n);
  if (g_strcmp0 (arm, "artillery") == 0 && g_strcmp0 (echelon, "battery") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u battery", "%u batteries", n), n);
  /* Translators: "2 × infantry ?": counters of a class (the module's id) and an echelon (the
   * board's word, "?" when not given) Vedette has no words for. */
  return g_strdup_printf (_("%u × %s %s"), n, arm, echelon != NULL ? echelon : "?");
}

/* UNITS in words, grouped by class and echelon: "2 infantry battalions (12 increments) + 1
 * battery". */
static char *
lba_describe (const VdHexRuleset *module, GPtrArray *units)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree gboolean *done = g_new0 (gboolean, units->len);

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *first = units->pdata[i];
      const char *arm = lba_arm (module, first);
      g_autofree char *phrase = NULL;
      guint n = 0, increments = 0, value;
      gboolean all_known = TRUE;

      if (done[i])
        continue;
      for (guint j = i; j < units->len; j++)
        {
          const VdBoardUnit *unit = units->pdata[j];

          if (done[j] || g_strcmp0 (lba_arm (module, unit), arm) != 0 ||
              g_strcmp0 (unit->echelon, first->echelon) != 0)
            continue;
          done[j] = TRUE;
          n++;
          if (printed_number (unit->strength, &value))
            increments += value;
          else
            all_known = FALSE;
        }
      phrase = lba_counters (arm, first->echelon, n);
      if (text->len > 0)
        g_string_append (text, " + ");
      g_string_append (text, phrase);
      if (all_known)
        {
          g_autofree char *sum = lba_counters ("all", "increments", increments);

          g_string_append_printf (text, " (%s)", sum);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
lba_missing (const Stack *s, const Tally *t)
{
  if (t->what == MISSING_ECHELON)
    /* Translators: "0303: the echelon of co-1 is not given" (battalion, regiment, battery). */
    return g_strdup_printf (_("%s: the echelon of %s is not given"), s->label, t->missing->id);
  if (t->missing->strength != NULL)
    /* Translators: "0303: the increments of co-1, “A”, are not a number". */
    return g_strdup_printf (_("%s: the increments of %s, “%s”, are not a number"), s->label,
                            t->missing->id, t->missing->strength);
  /* Translators: "0303: the increments of co-1 are not given". */
  return g_strdup_printf (_("%s: the increments of %s are not given"), s->label,
                          t->missing->id);
}

/* What UNITS of ARM ("all": any) hold of MEASURE: their increments, or how many are of that
 * echelon. */
static void
lba_tally (const Stack *s, GPtrArray *units, const char *arm, const char *measure, Tally *t)
{
  memset (t, 0, sizeof *t);
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];
      Missing missing = MISSING_NONE;
      guint value;

      if (!g_str_equal (arm, "all") && g_strcmp0 (lba_arm (s->module, unit), arm) != 0)
        continue;
      if (g_str_equal (measure, "increments"))
        {
          if (printed_number (unit->strength, &value))
            t->known += value;
          else
            missing = MISSING_INCREMENTS;
        }
      else if (unit->echelon == NULL)
        missing = MISSING_ECHELON;
      else
        t->known += g_str_equal (unit->echelon, measure);
      if (missing != MISSING_NONE)
        {
          t->n_missing++;
          if (t->missing == NULL)
            {
              t->missing = unit;
              t->what = missing;
            }
        }
    }
}

/* Whether what UNITS hold of MEASURE keeps within LIMIT: an unknown increment may be any
 * number, an unknown echelon one of the counters limited. */
static Fit
lba_tally_fit (const Tally *t, const char *measure, guint limit)
{
  if (t->known > limit)
    return FIT_OVER;
  if (t->n_missing == 0)
    return FIT_WITHIN;
  if (!g_str_equal (measure, "increments") && t->known + t->n_missing <= limit)
    return FIT_WITHIN;
  return FIT_UNKNOWN;
}

/* A limit of the module's that is no number (a `~` left in an alternative). */
static char *
not_a_limit (const Stack *s, const VdYamlNode *node)
{
  /* Translators: "0303: the stacking limit “~” of the game module is not a number". */
  return g_strdup_printf (_("%s: the stacking limit “%s” of the game module is not a number"),
                          s->label, word (node) != NULL ? word (node) : "~");
}

static gboolean
lba_is_limit_key (const char *key)
{
  return !g_str_equal (key, "rule") && !g_str_equal (key, "rules") &&
         !g_str_equal (key, "note") && !g_str_equal (key, "when");
}

/* LBA-STK-2, -6 and an entered limit: what UNITS of ARM hold of MEASURE against LIMIT, said
 * with RULE. */
static void
lba_stk_limit (const Stack *s, const char *terrain, GPtrArray *units, const char *arm,
               const char *measure, const VdYamlNode *limit_node, const char *rule, Verdict *v)
{
  g_autofree char *held = NULL;
  guint limit;
  Tally t;

  if (!printed_number (word (limit_node), &limit))
    {
      verdict_note (v, FIT_UNKNOWN, rule, not_a_limit (s, limit_node));
      return;
    }
  lba_tally (s, units, arm, measure, &t);
  switch (lba_tally_fit (&t, measure, limit))
    {
    case FIT_OVER:
      held = lba_counters (arm, measure, t.known);
      /* Translators: "0303 (Clear) would hold 4 cavalry regiments, 3 at most". */
      verdict_note (v, FIT_OVER, rule, g_strdup_printf (_("%s (%s) would hold %s, %u at most"),
                                                        s->label, terrain, held, limit));
      break;
    case FIT_UNKNOWN:
      verdict_note (v, FIT_UNKNOWN, rule, lba_missing (s, &t));
      break;
    case FIT_WITHIN:
    default:
      verdict_note (v, FIT_WITHIN, rule, NULL);
      break;
    }
}

/* Whether UNITS fit alternative ALT of a row: every counter of a class it names (by its
 * echelon, unless it weighs the class in increments), every limit kept. */
static Fit
lba_alternative_fit (const Stack *s, GPtrArray *units, const VdYamlNode *alt, char **why)
{
  Fit fit = FIT_WITHIN;

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];
      const VdYamlNode *own = vd_yaml_lookup (alt, lba_arm (s->module, unit));
      const VdYamlNode *any = vd_yaml_lookup (alt, "all");

      if (own == NULL && any == NULL)
        return FIT_OVER;
      if ((own != NULL && vd_yaml_lookup (own, "increments") != NULL) ||
          (any != NULL && vd_yaml_lookup (any, "increments") != NULL))
        continue;
      if (unit->echelon == NULL)
        {
          if (fit == FIT_WITHIN)
            {
              Tally t = { 0, 1, unit, MISSING_ECHELON };

              *why = lba_missing (s, &t);
              fit = FIT_UNKNOWN;
            }
          continue;
        }
      if ((own == NULL || vd_yaml_lookup (own, unit->echelon) == NULL) &&
          (any == NULL || vd_yaml_lookup (any, unit->echelon) == NULL))
        return FIT_OVER;
    }
  for (guint a = 0; a + 1 < alt->n_children; a += 2)
    {
      const char *arm = alt->children[a]->value;
      const VdYamlNode *limits = alt->children[a + 1];

      if (!lba_is_limit_key (arm) || limits->kind != VD_YAML_MAPPING)
        continue;
      for (guint m = 0; m + 1 < limits->n_children; m += 2)
        {
          const char *measure = limits->children[m]->value;
          guint limit;
          Tally t;

          if (!printed_number (word (limits->children[m + 1]), &limit))
            {
              if (fit == FIT_WITHIN)
                *why = not_a_limit (s, limits->children[m + 1]);
              fit = FIT_UNKNOWN;
              continue;
            }
          lba_tally (s, units, arm, measure, &t);
          switch (lba_tally_fit (&t, measure, limit))
            {
            case FIT_OVER:
              return FIT_OVER;
            case FIT_UNKNOWN:
              if (fit == FIT_WITHIN)
                {
                  *why = lba_missing (s, &t);
                  fit = FIT_UNKNOWN;
                }
              break;
            case FIT_WITHIN:
            default:
              break;
            }
        }
    }
  return fit;
}

/* LBA-STK-2 (and the road's LBA-STK-6): limits a row keeps whatever its alternatives. */
static void
lba_stk_at_most (const Stack *s, const char *terrain, GPtrArray *units,
                 const VdYamlNode *at_most, Verdict *v)
{
  const char *rule = word (vd_yaml_lookup (at_most, "rule"));

  for (guint a = 0; a + 1 < at_most->n_children; a += 2)
    {
      const char *arm = at_most->children[a]->value;
      const VdYamlNode *limits = at_most->children[a + 1];

      if (!lba_is_limit_key (arm) || limits->kind != VD_YAML_MAPPING)
        continue;
      for (guint m = 0; m + 1 < limits->n_children; m += 2)
        lba_stk_limit (s, terrain, units, arm, limits->children[m]->value,
                       limits->children[m + 1], rule, v);
    }
}

static void lba_stk_one_of (const Stack *s, const char *terrain, const VdYamlNode *row,
                            const VdYamlNode *one_of, GPtrArray *units, const char *choice,
                            Verdict *v);

/* A row's alternatives and limits for UNITS, with CHOICE the reading of the row's `reading`
 * (NULL: none; an alternative `when` another reading is left out). */
static void
lba_stk_row_under (const Stack *s, const char *terrain, const VdYamlNode *row, GPtrArray *units,
                   const char *choice, Verdict *v)
{
  const VdYamlNode *at_most = vd_yaml_lookup (row, "at_most");
  const VdYamlNode *one_of = vd_yaml_lookup (row, "one_of");

  if (one_of != NULL && one_of->kind == VD_YAML_SEQUENCE)
    lba_stk_one_of (s, terrain, row, one_of, units, choice, v);
  if (at_most != NULL && at_most->kind == VD_YAML_MAPPING)
    lba_stk_at_most (s, terrain, units, at_most, v);
}

/* LBA-STK-1, -3, -4, -7: the stack fits one of the row's alternatives. */
static void
lba_stk_one_of (const Stack *s, const char *terrain, const VdYamlNode *row,
                const VdYamlNode *one_of, GPtrArray *units, const char *choice, Verdict *v)
{
  const char *rule = word (vd_yaml_lookup (row, "rule"));
  g_autofree char *unsure = NULL;
  Fit best = FIT_OVER;

  for (guint i = 0; i < one_of->n_children && best != FIT_WITHIN; i++)
    {
      const VdYamlNode *alt = one_of->children[i];
      const VdYamlNode *when = vd_yaml_lookup (alt, "when");
      g_autofree char *why = NULL;
      Fit fit;

      if (alt->kind != VD_YAML_MAPPING || (when != NULL && !names (when, choice)))
        continue;
      fit = lba_alternative_fit (s, units, alt, &why);
      if (fit < best)
        {
          best = fit;
          if (fit == FIT_UNKNOWN)
            unsure = g_steal_pointer (&why);
        }
    }
  if (best == FIT_OVER)
    {
      g_autofree char *held = lba_describe (s->module, units);
      const char *allowed = module_text (vd_yaml_lookup (row, "text"));

      verdict_note (v, FIT_OVER, rule,
                    allowed != NULL
                      /* Translators: "0302 (Village) would hold 2 infantry battalions; it may
                       * hold 1 infantry battalion, or 1 cavalry regiment, …" (the last part is
                       * the game module's own text). */
                      ? g_strdup_printf (_("%s (%s) would hold %s; it may hold %s"), s->label,
                                         terrain, held, allowed)
                      /* Translators: "0302 (Village) would hold 2 infantry battalions, more
                       * than the stacking table allows". */
                      : g_strdup_printf (_("%s (%s) would hold %s, more than the stacking table "
                                           "allows"), s->label, terrain, held));
    }
  else
    verdict_note (v, best, rule, g_steal_pointer (&unsure));
}

/* A row of `stacking.by_terrain` for UNITS in TERRAIN (its name): a counter that must stand
 * alone (LBA-FAS-2), a limit not given (LBA-STK-5), or its alternatives under each reading
 * that matters (lba-i-forest-battery, lba-i-santon-batteries). */
static void
lba_stk_row (const Stack *s, const char *terrain, const VdYamlNode *row, GPtrArray *units,
             Verdict *v)
{
  const VdYamlNode *alone = vd_yaml_lookup (row, "alone");
  const VdYamlNode *limit_node = vd_yaml_lookup (row, "limit");
  const char *rule = word (vd_yaml_lookup (row, "rule"));
  const char *reading = word (vd_yaml_lookup (row, "reading"));
  const VdYamlNode *options;
  Verdict first = { FIT_WITHIN, NULL, NULL };
  gboolean same = TRUE;

  if (alone != NULL && units->len > 1)
    {
      const VdYamlNode *classes = vd_yaml_lookup (alone, "classes");
      g_autoptr(GPtrArray) lonely = g_ptr_array_new ();

      for (guint i = 0; i < units->len; i++)
        {
          const VdBoardUnit *unit = units->pdata[i];

          if (names (classes, unit->unit_class) || names (classes, lba_arm (s->module, unit)))
            g_ptr_array_add (lonely, (gpointer) unit);
        }
      if (lonely->len > 0)
        {
          g_autofree char *held = lba_describe (s->module, lonely);

          /* Translators: "0305 (Fasanerie) would hold 1 battery with other units; it must stand
           * alone there". */
          verdict_note (v, FIT_OVER, word (vd_yaml_lookup (alone, "rule")),
                        g_strdup_printf (_("%s (%s) would hold %s with other units; it must "
                                           "stand alone there"), s->label, terrain, held));
        }
    }
  if (limit_node != NULL && word (limit_node) == NULL)
    {
      /* Translators: "0305 (Fasanerie): its stacking limit is not given". */
      verdict_note (v, FIT_UNKNOWN, rule,
                    g_strdup_printf (_("%s (%s): its stacking limit is not given"), s->label,
                                     terrain));
      return;
    }
  /* A number the owner enters for a blank row: increments of any arm. */
  if (limit_node != NULL)
    {
      lba_stk_limit (s, terrain, units, "all", "increments", limit_node, rule, v);
      return;
    }
  if (reading == NULL || vd_hex_ruleset_choice (s->module, reading) != NULL)
    {
      lba_stk_row_under (s, terrain, row, units,
                         reading != NULL ? vd_hex_ruleset_choice (s->module, reading) : NULL, v);
      return;
    }
  /* No reading chosen: the answer stands if every reading gives it. */
  options = interpretation_options (s->module, reading);
  for (guint i = 0; options != NULL && options->kind == VD_YAML_SEQUENCE &&
                    i < options->n_children; i++)
    {
      Verdict under = { FIT_WITHIN, NULL, NULL };

      lba_stk_row_under (s, terrain, row, units, word (options->children[i]), &under);
      if (i == 0)
        first = under;
      else
        {
          same = same && under.fit == first.fit;
          g_free (under.why);
        }
    }
  if (options == NULL || options->kind != VD_YAML_SEQUENCE || options->n_children == 0 || !same)
    {
      g_free (first.why);
      verdict_note (v, FIT_UNKNOWN, rule, reading_unread (s->label, reading));
      return;
    }
  verdict_merge (v, &first);
}

/* The row for TERRAIN, through `same_as` (frozen lake as clear). */
static const VdYamlNode *
lba_row (const VdYamlNode *by_terrain, const char *terrain)
{
  const VdYamlNode *row = terrain != NULL ? vd_yaml_lookup (by_terrain, terrain) : NULL;

  for (guint hops = 0; row != NULL && hops < 8; hops++)
    {
      const char *same_as = word (vd_yaml_lookup (row, "same_as"));

      if (same_as == NULL)
        return row->kind == VD_YAML_MAPPING ? row : NULL;
      row = vd_yaml_lookup (by_terrain, same_as);
    }
  return NULL;
}

/* HEX's terrain, its features and the roads through it, each once, its own terrain first. */
static GPtrArray *
hex_terrains (const Stack *s)
{
  GPtrArray *ids = g_ptr_array_new ();
  const VdBoardHex *entry = vd_board_get_hex (s->board, s->hex);
  const char *own = vd_board_hex_terrain (s->board, s->module, s->hex);

  if (own != NULL)
    g_ptr_array_add (ids, (gpointer) own);
  for (guint i = 0; entry != NULL && entry->features != NULL && entry->features[i] != NULL; i++)
    if (!g_ptr_array_find_with_equal_func (ids, entry->features[i], g_str_equal, NULL))
      g_ptr_array_add (ids, entry->features[i]);
  for (guint r = 0; r < s->board->roads->len; r++)
    {
      const VdBoardRoad *road = s->board->roads->pdata[r];

      for (guint i = 0; road->type != NULL && i < road->hexes->len; i++)
        if (vd_hex_equal (g_array_index (road->hexes, VdHex, i), s->hex) &&
            !g_ptr_array_find_with_equal_func (ids, road->type, g_str_equal, NULL))
          g_ptr_array_add (ids, road->type);
    }
  return ids;
}

/* LBA-STK-1 to -9: each row of the hex's terrain and features weighs the stack; a row with a
 * `state` (the road in road march, LBA-STK-6) weighs only the counters in that state, and
 * the other rows the rest. */
static void
lba_stk_by_terrain (const Stack *s, Verdict *v)
{
  const VdYamlNode *by_terrain = vd_hex_ruleset_lookup (s->module, "stacking.by_terrain");
  g_autoptr(GPtrArray) terrains = hex_terrains (s);
  g_autoptr(GPtrArray) rest = g_ptr_array_copy (s->units, NULL, NULL);
  guint n_rows = 0;

  for (guint i = 0; i < terrains->len; i++)
    {
      const VdYamlNode *row = lba_row (by_terrain, terrains->pdata[i]);
      const char *state = row != NULL ? word (vd_yaml_lookup (row, "state")) : NULL;
      g_autoptr(GPtrArray) in_state = g_ptr_array_new ();

      for (guint u = 0; state != NULL && u < rest->len; u++)
        if (g_strcmp0 (((VdBoardUnit *) rest->pdata[u])->state, state) == 0)
          g_ptr_array_add (in_state, rest->pdata[u]);
      if (in_state->len == 0)
        continue;
      for (guint u = 0; u < in_state->len; u++)
        g_ptr_array_remove (rest, in_state->pdata[u]);
      lba_stk_row (s, vd_hex_ruleset_terrain_name (s->module, terrains->pdata[i], FALSE), row,
                   in_state, v);
    }
  if (rest->len == 0)
    return;
  for (guint i = 0; i < terrains->len; i++)
    {
      const VdYamlNode *row = lba_row (by_terrain, terrains->pdata[i]);
      const char *name = vd_hex_ruleset_terrain_name (s->module, terrains->pdata[i], FALSE);

      if (row != NULL && vd_yaml_lookup (row, "state") != NULL)
        continue;
      if (row == NULL && i > 0)
        continue;
      n_rows++;
      if (row == NULL)
        verdict_note (v, FIT_UNKNOWN, NULL,
                      g_strdup_printf (_("%s (%s): its stacking limit is not given"), s->label,
                                       name));
      else
        lba_stk_row (s, name, row, rest, v);
    }
  /* A hex whose own ground is a road: the default terrain's row for those not marching. */
  if (n_rows == 0)
    {
      const VdYamlNode *row = lba_row (by_terrain, s->module->default_terrain);

      if (row != NULL)
        lba_stk_row (s, vd_hex_ruleset_terrain_name (s->module, s->module->default_terrain,
                                                     FALSE), row, rest, v);
    }
}

/* LBA-COAL-1: the nations of one side (Austrians, Russians) may not stack together; leaders
 * are not counted (LBA-COAL-2). */
static void
lba_coal_1_nations_apart (const Stack *s, Verdict *v)
{
  const VdYamlNode *apart = vd_hex_ruleset_lookup (s->module, "stacking.nations_apart");
  const VdYamlNode *sides = apart != NULL ? vd_yaml_lookup (apart, "sides") : NULL;
  const char *rule = apart != NULL ? word (vd_yaml_lookup (apart, "rule")) : NULL;
  g_autoptr(GPtrArray) nations = g_ptr_array_new ();
  const VdBoardUnit *unnamed = NULL;

  if (apart == NULL || apart->kind != VD_YAML_MAPPING || (sides != NULL && !names (sides, s->side)))
    return;
  for (guint i = 0; i < s->units->len; i++)
    {
      const VdBoardUnit *unit = s->units->pdata[i];

      if (unit->nation == NULL)
        unnamed = unnamed != NULL ? unnamed : unit;
      else if (!g_ptr_array_find_with_equal_func (nations, unit->nation, g_str_equal, NULL))
        g_ptr_array_add (nations, unit->nation);
    }
  if (nations->len > 1)
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (nations, NULL);
      list = g_strjoinv (", ", (char **) nations->pdata);
      /* Translators: "0303 would hold units of different nations of one side (austrian,
       * russian): they may not stack together, and each is disordered at once" (LBA-COAL-1;
       * the nations are the board's words). */
      verdict_note (v, FIT_OVER, rule,
                    g_strdup_printf (_("%s would hold units of different nations of one side "
                                       "(%s): they may not stack together, and each is "
                                       "disordered at once"), s->label, list));
    }
  else if (unnamed != NULL && s->units->len > 1)
    /* Translators: "0303: the nation of co-1 is not given" (Austrian or Russian, LBA-COAL-1). */
    verdict_note (v, FIT_UNKNOWN, rule,
                  g_strdup_printf (_("%s: the nation of %s is not given"), s->label,
                                   unnamed->id));
}

static void
lba_stk_weigh (const Stack *s, Verdict *v)
{
  lba_coal_1_nations_apart (s, v);
  lba_stk_by_terrain (s, v);
}

/* SIDE's counters in UNITS that count, MOVER (of that side) with them. */
static GPtrArray *
side_units (const VdHexRuleset *module, GPtrArray *units, const VdBoardUnit *mover,
            const char *side)
{
  GPtrArray *counted = g_ptr_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (unit != mover && g_strcmp0 (unit->side, side) == 0 &&
          !vd_hex_ruleset_list_has (module, "stacking.not_counted", unit->unit_class))
        g_ptr_array_add (counted, (gpointer) unit);
    }
  if (mover != NULL && !vd_hex_ruleset_list_has (module, "stacking.not_counted",
                                                 mover->unit_class))
    g_ptr_array_add (counted, (gpointer) mover);
  return counted;
}

VdHexStack *
vd_hex_stacking_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                    const char *unit_id)
{
  VdHexStack *stack = g_new0 (VdHexStack, 1);
  const VdYamlNode *max = vd_hex_ruleset_lookup (module, "stacking.max_units");
  const VdBoardUnit *mover = unit_id != NULL ? vd_board_find_unit (board, unit_id) : NULL;
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autofree char *label = vd_board_format_hex (board, hex);
  void (*weigh) (const Stack *s, Verdict *v) = NULL;
  Verdict worst = { FIT_WITHIN, NULL, NULL };
  guint64 limit;

  stack->rule = stacking_rule (module);
  if (max != NULL && max->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (max) &&
      g_ascii_string_to_unsigned (max->value, 10, 0, G_MAXUINT, &limit, NULL))
    {
      count_units (stack, units, mover, label, module, (guint) limit);
      return stack;
    }
  if (vd_hex_ruleset_lookup (module, "stacking.per_hex") != NULL &&
      vd_hex_ruleset_lookup (module, "stacking.counts") != NULL)
    {
      stack->model = VD_HEX_STACK_BY_WEIGHT;
      weigh = bn_12_1_weigh;
    }
  else if (vd_hex_ruleset_lookup (module, "stacking.by_terrain") != NULL)
    {
      stack->model = VD_HEX_STACK_BY_TERRAIN;
      weigh = lba_stk_weigh;
    }
  else
    {
      stack->verdict = VD_HEX_STACK_UNKNOWN;
      /* Translators: a game whose stacking is neither a count of units nor limits Vedette
       * weighs. */
      stack->why = g_strdup_printf (_("%s: this game's stacking is not a count of units, and "
                                      "Vedette does not weigh it yet"), label);
      return stack;
    }
  /* The moving unit's side, or each side in the hex. */
  if (mover != NULL)
    g_ptr_array_add (sides, mover->side);
  for (guint i = 0; mover == NULL && i < units->len; i++)
    {
      const char *side = ((VdBoardUnit *) units->pdata[i])->side;

      if (!g_ptr_array_find_with_equal_func (sides, side, g_str_equal, NULL))
        g_ptr_array_add (sides, (gpointer) side);
    }
  for (guint i = 0; i < sides->len; i++)
    {
      g_autoptr(GPtrArray) counted = side_units (module, units, mover, sides->pdata[i]);
      Stack s = { board, module, hex, label, sides->pdata[i], counted };
      Verdict v = { FIT_WITHIN, NULL, NULL };

      if (counted->len > 0)
        weigh (&s, &v);
      verdict_merge (&worst, &v);
    }
  stack->verdict = worst.fit == FIT_OVER ? VD_HEX_STACK_OVER
                   : worst.fit == FIT_UNKNOWN ? VD_HEX_STACK_UNKNOWN : VD_HEX_STACK_WITHIN;
  if (worst.rule != NULL)
    stack->rule = worst.rule;
  stack->why = g_steal_pointer (&worst.why);
  return stack;
}
