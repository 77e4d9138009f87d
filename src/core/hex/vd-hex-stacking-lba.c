/* LBA's stacking: the terrain's rows (LBA-STK-1 to -9) and the nations apart (LBA-COAL-1). */
#include "vd-hex-stacking-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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

/* The options of interpretation ID, or NULL. */
static const VdYamlNode *
interpretation_options (const VdHexRuleset *module, const char *id)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "interpretations");

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (list->children[i], "id")), id) == 0)
      return vd_yaml_lookup (list->children[i], "options");
  return NULL;
}

/* The class a counter is weighed as (`count_as`: Cossacks as cavalry). */
static const char *
lba_arm (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *count_as = vd_hex_ruleset_lookup (module, "stacking.count_as");
  const char *as;

  if (unit->unit_class == NULL)
    return "";
  as = vd_hex_ruleset_word (vd_yaml_lookup (count_as, unit->unit_class));
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
          if (vd_hex_stacking_printed_number (unit->strength, &value))
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
          if (vd_hex_stacking_printed_number (unit->strength, &value))
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
                          s->label,
                          vd_hex_ruleset_word (node) != NULL ? vd_hex_ruleset_word (node) : "~");
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

  if (!vd_hex_stacking_printed_number (vd_hex_ruleset_word (limit_node), &limit))
    {
      vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule, not_a_limit (s, limit_node));
      return;
    }
  lba_tally (s, units, arm, measure, &t);
  switch (lba_tally_fit (&t, measure, limit))
    {
    case FIT_OVER:
      held = lba_counters (arm, measure, t.known);
      vd_hex_stacking_verdict_note (v, FIT_OVER, rule,
                                    /* Translators: "0303 (Clear) would hold 4 cavalry
                                     * regiments, 3 at most". */
                                    g_strdup_printf (_("%s (%s) would hold %s, %u at most"),
                                                     s->label, terrain, held, limit));
      break;
    case FIT_UNKNOWN:
      vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule, lba_missing (s, &t));
      break;
    case FIT_WITHIN:
    default:
      vd_hex_stacking_verdict_note (v, FIT_WITHIN, rule, NULL);
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

          if (!vd_hex_stacking_printed_number (vd_hex_ruleset_word (limits->children[m + 1]),
                                               &limit))
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
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (at_most, "rule"));

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
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (row, "rule"));
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
      const char *allowed = vd_hex_ruleset_text (vd_yaml_lookup (row, "text"));

      vd_hex_stacking_verdict_note (v, FIT_OVER, rule,
                                    allowed != NULL
                                      /* Translators: "0302 (Village) would hold 2 infantry
                                       * battalions; it may hold 1 infantry battalion, or 1
                                       * cavalry regiment, …" (the last part is the game
                                       * module's own text). */
                                      ? g_strdup_printf (_("%s (%s) would hold %s; it may hold "
                                                           "%s"), s->label, terrain, held,
                                                         allowed)
                                      /* Translators: "0302 (Village) would hold 2 infantry
                                       * battalions, more than the stacking table allows". */
                                      : g_strdup_printf (_("%s (%s) would hold %s, more than the "
                                                           "stacking table allows"), s->label,
                                                         terrain, held));
    }
  else
    vd_hex_stacking_verdict_note (v, best, rule, g_steal_pointer (&unsure));
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
  const char *rule = vd_hex_ruleset_word (vd_yaml_lookup (row, "rule"));
  const char *reading = vd_hex_ruleset_word (vd_yaml_lookup (row, "reading"));
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
          vd_hex_stacking_verdict_note (v, FIT_OVER,
                                        vd_hex_ruleset_word (vd_yaml_lookup (alone, "rule")),
                                        g_strdup_printf (_("%s (%s) would hold %s with other "
                                                           "units; it must stand alone there"),
                                                         s->label, terrain, held));
        }
    }
  if (limit_node != NULL && vd_hex_ruleset_word (limit_node) == NULL)
    {
      /* Translators: "0305 (Fasanerie): its stacking limit is not given". */
      vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule,
                                    g_strdup_printf (_("%s (%s): its stacking limit is not "
                                                       "given"), s->label, terrain));
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

      lba_stk_row_under (s, terrain, row, units, vd_hex_ruleset_word (options->children[i]),
                         &under);
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
      vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule,
                                    vd_hex_stacking_reading_unread (s->label, reading));
      return;
    }
  vd_hex_stacking_verdict_merge (v, &first);
}

/* The row for TERRAIN, through `same_as` (frozen lake as clear). */
static const VdYamlNode *
lba_row (const VdYamlNode *by_terrain, const char *terrain)
{
  const VdYamlNode *row = terrain != NULL ? vd_yaml_lookup (by_terrain, terrain) : NULL;

  for (guint hops = 0; row != NULL && hops < 8; hops++)
    {
      const char *same_as = vd_hex_ruleset_word (vd_yaml_lookup (row, "same_as"));

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
      const char *state = row != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (row, "state")) : NULL;
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
        vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, NULL,
                                      g_strdup_printf (_("%s (%s): its stacking limit is not "
                                                         "given"), s->label, name));
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
  const char *rule = apart != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (apart, "rule")) : NULL;
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
      vd_hex_stacking_verdict_note (v, FIT_OVER, rule,
                                    g_strdup_printf (_("%s would hold units of different nations "
                                                       "of one side (%s): they may not stack "
                                                       "together, and each is disordered at "
                                                       "once"), s->label, list));
    }
  else if (unnamed != NULL && s->units->len > 1)
    /* Translators: "0303: the nation of co-1 is not given" (Austrian or Russian, LBA-COAL-1). */
    vd_hex_stacking_verdict_note (v, FIT_UNKNOWN, rule,
                                  g_strdup_printf (_("%s: the nation of %s is not given"),
                                                   s->label, unnamed->id));
}

void
vd_hex_stacking_lba_weigh (const Stack *s, Verdict *v)
{
  lba_coal_1_nations_apart (s, v);
  lba_stk_by_terrain (s, v);
}
