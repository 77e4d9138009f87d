#include "vd-ruleset.h"

#include <glib/gi18n-lib.h>

#include "vd-yaml-reader.h"

/* A miniatures ruleset's `interpretations:` (the readings Vedette makes where the seed is
 * silent), in the hex modules' shape: {id, text: {en, fr}, options: [..], choice}, with an
 * optional `option_names: {option: {en, fr}}` for what a drop-down shows. A miniatures
 * answer is always decided, so each has its choice; a table's `readings:` switches it for one
 * battle (vd-table-readings.h). */

static const char * const interpretation_keys[] = { "id", "text", "options", "option_names",
                                                    "choice", "rules", NULL };
static const char * const interpretation_required[] = { "id", "text", "options", "choice", NULL };
static const char * const text_keys[] = { "en", "fr", NULL };

void
vd_interpretation_free (VdInterpretation *interpretation)
{
  if (interpretation == NULL)
    return;
  g_free (interpretation->id);
  vd_text_clear (&interpretation->text);
  for (guint i = 0; interpretation->option_names != NULL && interpretation->options != NULL &&
                    interpretation->options[i] != NULL; i++)
    vd_text_clear (&interpretation->option_names[i]);
  g_free (interpretation->option_names);
  g_strfreev (interpretation->options);
  g_free (interpretation->choice);
  g_free (interpretation);
}

/* NODE (`option_names:`, may be NULL) into NAMES, one per OPTIONS entry: each key one of the
 * options, each value {en, fr}. */
static gboolean
read_option_names (const VdYamlDocument *doc, const VdYamlNode *node,
                   const char * const *options, VdText *names, GError **error)
{
  if (node == NULL)
    return TRUE;
  if (!vd_yaml_expect_mapping (doc, node, "option_names", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *key = node->children[i], *value = node->children[i + 1];
      const char *option, *en, *fr;
      guint index;

      if (!vd_yaml_read_word (doc, key, "option", &option, error))
        return FALSE;
      for (index = 0; options[index] != NULL; index++)
        if (g_strcmp0 (options[index], option) == 0)
          break;
      if (options[index] == NULL)
        {
          g_autofree char *listed = g_strjoinv (", ", (char **) options);

          vd_yaml_error_at (doc, key, error,
                            _("“%s” is not one of the interpretation’s options (%s)"), option,
                            listed);
          return FALSE;
        }
      if (!vd_yaml_check_keys (doc, value, "option_names", text_keys, text_keys, error) ||
          !vd_yaml_read_string (doc, vd_yaml_lookup (value, "en"), "option_names", &en, error) ||
          !vd_yaml_read_string (doc, vd_yaml_lookup (value, "fr"), "option_names", &fr, error))
        return FALSE;
      names[index].en = g_strdup (en);
      names[index].fr = g_strdup (fr);
    }
  return TRUE;
}

static gboolean
read_one (const VdYamlDocument *doc, const VdYamlNode *item, VdRuleset *ruleset, GError **error)
{
  g_autoptr(GPtrArray) options = g_ptr_array_new_with_free_func (g_free);
  const VdYamlNode *text = vd_yaml_lookup (item, "text");
  const VdYamlNode *list = vd_yaml_lookup (item, "options");
  const char *id, *en, *fr, *choice;
  VdInterpretation *interpretation;

  if (!vd_yaml_check_keys (doc, item, C_("value name", "an interpretation"), interpretation_keys,
                           interpretation_required, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (item, "id"), "id", &id, error) ||
      !vd_yaml_check_keys (doc, text, "text", text_keys, text_keys, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (text, "en"), "text", &en, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (text, "fr"), "text", &fr, error) ||
      !vd_yaml_expect_sequence (doc, list, "options", error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (item, "choice"), "choice", &choice, error))
    return FALSE;
  if (vd_ruleset_find_interpretation (ruleset, id) != NULL)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (item, "id"), error,
                        _("duplicate interpretation “%s”"), id);
      return FALSE;
    }
  for (guint i = 0; i < list->n_children; i++)
    {
      const char *option;

      if (!vd_yaml_read_word (doc, list->children[i], "option", &option, error))
        return FALSE;
      g_ptr_array_add (options, g_strdup (option));
    }
  g_ptr_array_add (options, NULL);
  if (!g_strv_contains ((const char * const *) options->pdata, choice))
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (item, "choice"), error,
                        _("choice “%s” is not one of the interpretation’s options"), choice);
      return FALSE;
    }
  interpretation = g_new0 (VdInterpretation, 1);
  interpretation->id = g_strdup (id);
  interpretation->text.en = g_strdup (en);
  interpretation->text.fr = g_strdup (fr);
  interpretation->option_names = g_new0 (VdText, options->len);
  interpretation->options = (char **) g_ptr_array_free (g_steal_pointer (&options), FALSE);
  interpretation->choice = g_strdup (choice);
  if (!read_option_names (doc, vd_yaml_lookup (item, "option_names"),
                          (const char * const *) interpretation->options,
                          interpretation->option_names, error))
    {
      vd_interpretation_free (interpretation);
      return FALSE;
    }
  g_ptr_array_add (ruleset->interpretations, interpretation);
  return TRUE;
}

const char *
vd_interpretation_option_name (const VdInterpretation *interpretation, guint index)
{
  const VdText *name;

  g_return_val_if_fail (interpretation != NULL, NULL);
  g_return_val_if_fail (index < g_strv_length (interpretation->options), NULL);
  name = &interpretation->option_names[index];
  /* A name not given falls back to the file's word. */
  if (name->en == NULL && name->fr == NULL)
    return interpretation->options[index];
  return vd_text_get (name);
}

gboolean
vd_ruleset_read_interpretations (const VdYamlDocument *doc, const VdYamlNode *node,
                                 VdRuleset *ruleset, GError **error)
{
  if (node == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (doc, node, "interpretations", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    if (!read_one (doc, node->children[i], ruleset, error))
      return FALSE;
  return TRUE;
}

const VdInterpretation *
vd_ruleset_find_interpretation (const VdRuleset *ruleset, const char *id)
{
  g_return_val_if_fail (ruleset != NULL && id != NULL, NULL);
  for (guint i = 0; ruleset->interpretations != NULL && i < ruleset->interpretations->len; i++)
    {
      const VdInterpretation *interpretation = g_ptr_array_index (ruleset->interpretations, i);

      if (g_strcmp0 (interpretation->id, id) == 0)
        return interpretation;
    }
  return NULL;
}

gboolean
vd_ruleset_set_reading (VdRuleset *ruleset, const char *id, const char *option)
{
  VdInterpretation *interpretation =
    (VdInterpretation *) vd_ruleset_find_interpretation (ruleset, id);

  if (interpretation == NULL || !g_strv_contains ((const char * const *) interpretation->options,
                                                  option))
    return FALSE;
  g_free (interpretation->choice);
  interpretation->choice = g_strdup (option);
  return TRUE;
}
