#include "vd-morale-rules.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-morale-rules-private.h"

static const char * const text_keys[] = { "en", "fr", NULL };
static const char * const ruleset_morale_keys[] = {
  "states", "commands", "kinds", "units", "factors", NULL
};
static const char * const ruleset_morale_required[] = { "states", "commands", NULL };
static const char * const table_morale_keys[] = { "commands", "kinds", "units", "factors", NULL };
static const char * const melee_keys[] = { "factors", "losses", NULL };
static const char * const state_keys[] = { "id", "name", NULL };
static const char * const threshold_keys[] = { "shaken", "broken", NULL };
static const char * const factor_keys[] = {
  "id", "name", "value", "entered", "assumed", "note", "rules", NULL
};
static const char * const factor_required[] = { "id", NULL };
static const char * const point_keys[] = { "total", "losses", "rules", "note", NULL };
static const char * const point_required[] = { "total", "losses", NULL };

/* Bounds on what the data may ask: a factor or total beyond these is a typing error. */
#define MAX_FACTOR 100
#define MAX_LOSSES 100000

static void
set_pos (VdSourcePos *pos, const VdYamlNode *node)
{
  pos->line = node->line;
  pos->column = node->column;
}

static gboolean
read_text (const VdYamlDocument *doc, const VdYamlNode *node, const char *what, VdText *text,
           GError **error)
{
  const char *en, *fr;

  if (!vd_yaml_check_keys (doc, node, what, text_keys, text_keys, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "en"), what, &en, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "fr"), what, &fr, error))
    return FALSE;
  text->en = g_strdup (en);
  text->fr = g_strdup (fr);
  return TRUE;
}

/* A list of rule IDs, checked against the ruleset later. */
static gboolean
read_rule_ids (const VdYamlDocument *doc, const VdYamlNode *node, char ***out, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (node != NULL)
    {
      if (!vd_yaml_expect_sequence (doc, node, "rules", error))
        return FALSE;
      for (guint i = 0; i < node->n_children; i++)
        {
          const char *id;

          if (!vd_yaml_read_word (doc, node->children[i], C_("value name", "rule ID"), &id,
                                  error))
            return FALSE;
          g_strv_builder_add (builder, id);
        }
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

static gboolean
read_optional_string (const VdYamlDocument *doc, const VdYamlNode *map, const char *key,
                      char **out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const char *s;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_read_string (doc, node, key, &s, error))
    return FALSE;
  *out = g_strdup (s);
  return TRUE;
}

static gboolean
read_thresholds (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                 VdLossThresholds *out, GError **error)
{
  VdLossThresholds t;

  if (!vd_yaml_check_keys (doc, node, what, threshold_keys, threshold_keys, error) ||
      !vd_yaml_read_double (doc, vd_yaml_lookup (node, "shaken"), "shaken", G_MINDOUBLE, 100,
                            &t.shaken, error) ||
      !vd_yaml_read_double (doc, vd_yaml_lookup (node, "broken"), "broken", G_MINDOUBLE, 100,
                            &t.broken, error))
    return FALSE;
  if (t.shaken > t.broken)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (node, "shaken"), error,
                        /* Translators: "shaken" and "broken" are file keys. */
                        _("%s: shaken (%g %%) must not be above broken (%g %%)"), what,
                        t.shaken, t.broken);
      return FALSE;
    }
  *out = t;
  return TRUE;
}

static gboolean
read_states (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *states,
             GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "states", error))
    return FALSE;
  if (node->n_children == 0)
    {
      vd_yaml_error_at (doc, node, error, "%s", _("morale needs at least one state"));
      return FALSE;
    }
  for (guint i = 0; i < node->n_children; i++)
    {
      const VdYamlNode *item = node->children[i];
      g_autoptr(GPtrArray) holder = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_morale_state_free);
      VdMoraleState *state = g_new0 (VdMoraleState, 1);
      const char *id;

      g_ptr_array_add (holder, state);
      if (!vd_yaml_check_keys (doc, item, C_("value name", "a morale state"), state_keys,
                               state_keys, error) ||
          !vd_yaml_read_word (doc, vd_yaml_lookup (item, "id"), "id", &id, error))
        return FALSE;
      for (guint j = 0; j < states->len; j++)
        if (g_str_equal (((VdMoraleState *) g_ptr_array_index (states, j))->id, id))
          {
            vd_yaml_error_at (doc, vd_yaml_lookup (item, "id"), error,
                              _("duplicate morale state “%s”"), id);
            return FALSE;
          }
      state->id = g_strdup (id);
      set_pos (&state->pos, item);
      if (!read_text (doc, vd_yaml_lookup (item, "name"), "name", &state->name, error))
        return FALSE;
      g_ptr_array_add (states, g_ptr_array_steal_index (holder, 0));
    }
  return TRUE;
}

static gboolean
read_kinds (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *kinds,
            GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, "kinds", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      VdLossThresholds t;
      VdKindThresholds *kind;
      const char *name;

      if (!vd_yaml_read_word (doc, node->children[i], C_("value name", "command kind"), &name,
                              error) ||
          !read_thresholds (doc, node->children[i + 1], name, &t, error))
        return FALSE;
      kind = g_new0 (VdKindThresholds, 1);
      kind->kind = g_strdup (name);
      kind->thresholds = t;
      set_pos (&kind->pos, node->children[i]);
      g_ptr_array_add (kinds, kind);
    }
  return TRUE;
}

/* IN_RULESET: a name is required; a table may give only a new value for the ruleset's factor. */
static gboolean
read_factor (const VdYamlDocument *doc, const VdYamlNode *item, gboolean in_ruleset,
             VdFactor *factor, GError **error)
{
  const VdYamlNode *value = vd_yaml_lookup (item, "value");
  const VdYamlNode *entered = vd_yaml_lookup (item, "entered");
  const VdYamlNode *assumed = vd_yaml_lookup (item, "assumed");
  const VdYamlNode *name = vd_yaml_lookup (item, "name");
  const char *id;

  set_pos (&factor->pos, item);
  if (!vd_yaml_check_keys (doc, item, C_("value name", "a factor"), factor_keys, factor_required,
                           error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (item, "id"), "id", &id, error))
    return FALSE;
  factor->id = g_strdup (id);
  if (name != NULL)
    {
      if (!read_text (doc, name, "name", &factor->name, error))
        return FALSE;
    }
  else if (in_ruleset)
    {
      vd_yaml_error_at (doc, item, error, _("factor “%s” has no name"), id);
      return FALSE;
    }
  if (entered != NULL && !vd_yaml_read_bool (doc, entered, "entered", &factor->entered, error))
    return FALSE;
  if (assumed != NULL && !vd_yaml_read_bool (doc, assumed, "assumed", &factor->assumed, error))
    return FALSE;
  /* A factor has its value in the data, or the referee enters it: never both, never neither. */
  if (factor->entered == (value != NULL))
    {
      vd_yaml_error_at (doc, item, error,
                        /* Translators: "value" and "entered: true" are file keys. */
                        _("factor “%s” needs either a value or entered: true"), id);
      return FALSE;
    }
  if (value != NULL && !vd_yaml_read_int (doc, value, "value", -MAX_FACTOR, MAX_FACTOR,
                                          &factor->value, error))
    return FALSE;
  return read_optional_string (doc, item, "note", &factor->note, error) &&
         read_rule_ids (doc, vd_yaml_lookup (item, "rules"), &factor->rules, error);
}

static gboolean
read_factors (const VdYamlDocument *doc, const VdYamlNode *node, gboolean in_ruleset,
              GPtrArray *factors, GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "factors", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      g_autoptr(GPtrArray) holder = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_factor_free);
      VdFactor *factor = g_new0 (VdFactor, 1);

      g_ptr_array_add (holder, factor);
      if (!read_factor (doc, node->children[i], in_ruleset, factor, error))
        return FALSE;
      for (guint j = 0; j < factors->len; j++)
        if (g_str_equal (((VdFactor *) g_ptr_array_index (factors, j))->id, factor->id))
          {
            vd_yaml_error_at (doc, vd_yaml_lookup (node->children[i], "id"), error,
                              _("duplicate factor “%s”"), factor->id);
            return FALSE;
          }
      g_ptr_array_add (factors, g_ptr_array_steal_index (holder, 0));
    }
  return TRUE;
}

int
vd_loss_point_compare (gconstpointer a, gconstpointer b)
{
  const VdLossPoint *pa = *(VdLossPoint * const *) a;
  const VdLossPoint *pb = *(VdLossPoint * const *) b;

  return (pa->total > pb->total) - (pa->total < pb->total);
}

static gboolean
read_losses (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *points,
             GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "losses", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      const VdYamlNode *item = node->children[i];
      g_autoptr(GPtrArray) holder = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_loss_point_free);
      VdLossPoint *point = g_new0 (VdLossPoint, 1);

      g_ptr_array_add (holder, point);
      set_pos (&point->pos, item);
      if (!vd_yaml_check_keys (doc, item, C_("value name", "a loss table point"), point_keys,
                               point_required, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (item, "total"), "total", -MAX_FACTOR * 10,
                             MAX_FACTOR * 10, &point->total, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (item, "losses"), "losses", 0, MAX_LOSSES,
                             &point->losses, error) ||
          !read_optional_string (doc, item, "note", &point->note, error) ||
          !read_rule_ids (doc, vd_yaml_lookup (item, "rules"), &point->rules, error))
        return FALSE;
      for (guint j = 0; j < points->len; j++)
        if (((VdLossPoint *) g_ptr_array_index (points, j))->total == point->total)
          {
            vd_yaml_error_at (doc, vd_yaml_lookup (item, "total"), error,
                              _("the loss table gives total %d twice"), point->total);
            return FALSE;
          }
      g_ptr_array_add (points, g_ptr_array_steal_index (holder, 0));
    }
  g_ptr_array_sort (points, vd_loss_point_compare);
  return TRUE;
}

static gboolean
read_morale (const VdYamlDocument *doc, const VdYamlNode *node, gboolean in_ruleset,
             VdMoraleRules *rules, GError **error)
{
  const VdYamlNode *part;

  if (!in_ruleset && vd_yaml_lookup_key (node, "states") != NULL)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup_key (node, "states"), error, "%s",
                        _("a table cannot change the morale states: they are the ruleset’s"));
      return FALSE;
    }
  if (!vd_yaml_check_keys (doc, node, "morale",
                           in_ruleset ? ruleset_morale_keys : table_morale_keys,
                           in_ruleset ? ruleset_morale_required : NULL, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "states")) != NULL &&
      !read_states (doc, part, rules->states, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "commands")) != NULL &&
      !read_thresholds (doc, part, "commands", &rules->commands, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "kinds")) != NULL &&
      !read_kinds (doc, part, rules->kinds, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "units")) != NULL &&
      !read_thresholds (doc, part, "units", &rules->units, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "factors")) != NULL &&
      !read_factors (doc, part, in_ruleset, rules->factors, error))
    return FALSE;
  return TRUE;
}

static gboolean
read_melee (const VdYamlDocument *doc, const VdYamlNode *node, gboolean in_ruleset,
            VdMeleeRules *rules, GError **error)
{
  const VdYamlNode *part;

  if (!vd_yaml_check_keys (doc, node, "melee", melee_keys, in_ruleset ? melee_keys : NULL,
                           error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "factors")) != NULL &&
      !read_factors (doc, part, in_ruleset, rules->factors, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "losses")) != NULL &&
      !read_losses (doc, part, rules->losses, error))
    return FALSE;
  return TRUE;
}

gboolean
vd_morale_rules_read (const VdYamlDocument *doc, const VdYamlNode *node, VdMoraleRules *rules,
                      GError **error)
{
  return read_morale (doc, node, FALSE, rules, error);
}

gboolean
vd_melee_rules_read (const VdYamlDocument *doc, const VdYamlNode *node, VdMeleeRules *rules,
                     GError **error)
{
  return read_melee (doc, node, FALSE, rules, error);
}

gboolean
vd_morale_rules_read_ruleset (const VdYamlDocument *doc, const VdYamlNode *root,
                              VdRuleset *ruleset, GError **error)
{
  return read_morale (doc, vd_yaml_lookup (root, "morale"), TRUE, ruleset->morale, error) &&
         vd_morale_rules_check_rules (ruleset->morale, ruleset->rule_index, doc->file, error) &&
         read_melee (doc, vd_yaml_lookup (root, "melee"), TRUE, ruleset->melee, error) &&
         vd_melee_rules_check_rules (ruleset->melee, ruleset->rule_index, doc->file, error);
}

static gboolean
check_rule_ids (char **ids, const VdSourcePos *pos, const char *what, GHashTable *rule_index,
                const char *file, GError **error)
{
  for (guint r = 0; ids != NULL && ids[r] != NULL; r++)
    if (!g_hash_table_contains (rule_index, ids[r]))
      {
        vd_set_error_at (error, VD_ERROR_INVALID, file, pos->line, pos->column,
                         /* Translators: "unknown rule “HILL-55” in factor “above-slope”" */
                         _("unknown rule “%s” in %s"), ids[r], what);
        return FALSE;
      }
  return TRUE;
}

static gboolean
check_factor_rules (const GPtrArray *factors, GHashTable *rule_index, const char *file,
                    GError **error)
{
  for (guint i = 0; i < factors->len; i++)
    {
      const VdFactor *factor = g_ptr_array_index (factors, i);
      g_autofree char *what = g_strdup_printf (_("factor “%s”"), factor->id);

      if (!check_rule_ids (factor->rules, &factor->pos, what, rule_index, file, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
vd_morale_rules_check_rules (const VdMoraleRules *rules, GHashTable *rule_index,
                             const char *file, GError **error)
{
  return check_factor_rules (rules->factors, rule_index, file, error);
}

gboolean
vd_melee_rules_check_rules (const VdMeleeRules *rules, GHashTable *rule_index, const char *file,
                            GError **error)
{
  if (!check_factor_rules (rules->factors, rule_index, file, error))
    return FALSE;
  for (guint i = 0; i < rules->losses->len; i++)
    {
      const VdLossPoint *point = g_ptr_array_index (rules->losses, i);
      g_autofree char *what = g_strdup_printf (_("the loss table’s total %d"), point->total);

      if (!check_rule_ids (point->rules, &point->pos, what, rule_index, file, error))
        return FALSE;
    }
  return TRUE;
}


static void
write_thresholds (VdYamlWriter *w, const char *key, VdLossThresholds t)
{
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, "shaken");
  vd_yaml_writer_number (w, t.shaken);
  vd_yaml_writer_word (w, "broken");
  vd_yaml_writer_number (w, t.broken);
  vd_yaml_writer_end_mapping (w);
}

static void
write_rule_ids (VdYamlWriter *w, char **rules)
{
  if (rules == NULL || rules[0] == NULL)
    return;
  vd_yaml_writer_word (w, "rules");
  vd_yaml_writer_begin_sequence (w, TRUE);
  for (guint r = 0; rules[r] != NULL; r++)
    vd_yaml_writer_word (w, rules[r]);
  vd_yaml_writer_end_sequence (w);
}

static void
write_factors (VdYamlWriter *w, const GPtrArray *factors)
{
  if (factors->len == 0)
    return;
  vd_yaml_writer_word (w, "factors");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < factors->len; i++)
    {
      const VdFactor *factor = g_ptr_array_index (factors, i);

      vd_yaml_writer_begin_mapping (w, TRUE);
      vd_yaml_writer_word (w, "id");
      vd_yaml_writer_word (w, factor->id);
      if (factor->name.en != NULL)
        {
          vd_yaml_writer_word (w, "name");
          vd_yaml_writer_begin_mapping (w, TRUE);
          vd_yaml_writer_word (w, "en");
          vd_yaml_writer_text (w, factor->name.en);
          vd_yaml_writer_word (w, "fr");
          vd_yaml_writer_text (w, factor->name.fr);
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_word (w, factor->entered ? "entered" : "value");
      if (factor->entered)
        vd_yaml_writer_bool (w, TRUE);
      else
        vd_yaml_writer_number (w, factor->value);
      if (factor->assumed)
        {
          vd_yaml_writer_word (w, "assumed");
          vd_yaml_writer_bool (w, TRUE);
        }
      if (factor->note != NULL)
        {
          vd_yaml_writer_word (w, "note");
          vd_yaml_writer_text (w, factor->note);
        }
      write_rule_ids (w, factor->rules);
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
}

void
vd_morale_rules_write (VdYamlWriter *w, const VdMoraleRules *rules)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  if (!isnan (rules->commands.shaken))
    write_thresholds (w, "commands", rules->commands);
  if (rules->kinds->len > 0)
    {
      vd_yaml_writer_word (w, "kinds");
      vd_yaml_writer_begin_mapping (w, FALSE);
      for (guint i = 0; i < rules->kinds->len; i++)
        {
          const VdKindThresholds *kind = g_ptr_array_index (rules->kinds, i);

          write_thresholds (w, kind->kind, kind->thresholds);
        }
      vd_yaml_writer_end_mapping (w);
    }
  if (!isnan (rules->units.shaken))
    write_thresholds (w, "units", rules->units);
  write_factors (w, rules->factors);
  vd_yaml_writer_end_mapping (w);
}

void
vd_melee_rules_write (VdYamlWriter *w, const VdMeleeRules *rules)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  write_factors (w, rules->factors);
  if (rules->losses->len > 0)
    {
      vd_yaml_writer_word (w, "losses");
      vd_yaml_writer_begin_sequence (w, FALSE);
      for (guint i = 0; i < rules->losses->len; i++)
        {
          const VdLossPoint *point = g_ptr_array_index (rules->losses, i);

          vd_yaml_writer_begin_mapping (w, TRUE);
          vd_yaml_writer_word (w, "total");
          vd_yaml_writer_number (w, point->total);
          vd_yaml_writer_word (w, "losses");
          vd_yaml_writer_number (w, point->losses);
          write_rule_ids (w, point->rules);
          if (point->note != NULL)
            {
              vd_yaml_writer_word (w, "note");
              vd_yaml_writer_text (w, point->note);
            }
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_sequence (w);
    }
  vd_yaml_writer_end_mapping (w);
}
