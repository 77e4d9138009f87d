#include "vd-table-readings.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

VdTableReading *
vd_table_reading_new (const char *id, const char *option)
{
  VdTableReading *reading = g_new0 (VdTableReading, 1);

  reading->id = g_strdup (id);
  reading->option = g_strdup (option);
  return reading;
}

VdTableReading *
vd_table_reading_copy (const VdTableReading *reading)
{
  VdTableReading *copy = vd_table_reading_new (reading->id, reading->option);

  copy->pos = reading->pos;
  copy->option_pos = reading->option_pos;
  return copy;
}

void
vd_table_reading_free (VdTableReading *reading)
{
  if (reading == NULL)
    return;
  g_free (reading->id);
  g_free (reading->option);
  g_free (reading);
}

gboolean
vd_table_reading_equal (const VdTableReading *a, const VdTableReading *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->option, b->option) == 0;
}

gboolean
vd_table_read_readings (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *out,
                        GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, "readings", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *key = node->children[i];
      const VdYamlNode *value = node->children[i + 1];
      VdTableReading *reading;
      const char *id, *option;

      if (!vd_yaml_read_word (doc, key, C_("value name", "reading"), &id, error) ||
          !vd_yaml_read_word (doc, value, C_("value name", "option"), &option, error))
        return FALSE;
      reading = vd_table_reading_new (id, option);
      reading->pos = (VdSourcePos) { key->line, key->column };
      reading->option_pos = (VdSourcePos) { value->line, value->column };
      g_ptr_array_add (out, reading);
    }
  return TRUE;
}

/* The ruleset's interpretations' ids, for a message: "a, b, c" or "—". */
static char *
list_interpretations (const VdRuleset *ruleset)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; ruleset->interpretations != NULL && i < ruleset->interpretations->len; i++)
    g_ptr_array_add (ids, ((VdInterpretation *) ruleset->interpretations->pdata[i])->id);
  if (ids->len == 0)
    return g_strdup ("—");
  g_ptr_array_add (ids, NULL);
  return g_strjoinv (", ", (char **) ids->pdata);
}

gboolean
vd_table_check_readings (const VdTable *table, const VdRuleset *ruleset, const char *file,
                         GError **error)
{
  for (guint i = 0; i < table->readings->len; i++)
    {
      const VdTableReading *reading = g_ptr_array_index (table->readings, i);
      const VdInterpretation *interpretation =
        vd_ruleset_find_interpretation (ruleset, reading->id);

      if (interpretation == NULL)
        {
          g_autofree char *known = list_interpretations (ruleset);

          vd_set_error_at (error, VD_ERROR_INVALID, file, reading->pos.line, reading->pos.column,
                           /* Translators: a table's `readings:` names an interpretation the
                            * ruleset has not: "unknown reading “x” (ruleset napoleonic’s: a,
                            * b)". */
                           _("unknown reading “%s” (ruleset %s’s: %s)"), reading->id,
                           ruleset->id, known);
          return FALSE;
        }
      if (!g_strv_contains ((const char * const *) interpretation->options, reading->option))
        {
          g_autofree char *options = g_strjoinv (", ", interpretation->options);

          vd_set_error_at (error, VD_ERROR_INVALID, file, reading->option_pos.line,
                           reading->option_pos.column,
                           /* Translators: "reading “mini-i-charge-and-fire”: “never” is not
                            * one of its options (allowed, refused)". */
                           _("reading “%s”: “%s” is not one of its options (%s)"), reading->id,
                           reading->option, options);
          return FALSE;
        }
    }
  return TRUE;
}

void
vd_table_write_readings (VdYamlWriter *w, const VdTable *table)
{
  if (table->readings->len == 0)
    return;
  vd_yaml_writer_word (w, "readings");
  vd_yaml_writer_begin_mapping (w, FALSE);
  for (guint i = 0; i < table->readings->len; i++)
    {
      const VdTableReading *reading = g_ptr_array_index (table->readings, i);

      vd_yaml_writer_word (w, reading->id);
      vd_yaml_writer_word (w, reading->option);
    }
  vd_yaml_writer_end_mapping (w);
}

const char *
vd_table_own_reading (const VdTable *table, const char *id)
{
  g_return_val_if_fail (table != NULL && id != NULL, NULL);

  for (guint i = 0; i < table->readings->len; i++)
    {
      const VdTableReading *reading = g_ptr_array_index (table->readings, i);

      if (g_str_equal (reading->id, id))
        return reading->option;
    }
  return NULL;
}

const char *
vd_table_reading (const VdTable *table, const VdRuleset *ruleset, const char *id)
{
  const VdInterpretation *interpretation;
  const char *own;

  g_return_val_if_fail (table != NULL && ruleset != NULL && id != NULL, NULL);
  interpretation = vd_ruleset_find_interpretation (ruleset, id);
  if (interpretation == NULL)
    return NULL;
  /* Only an option the ruleset has: a table checked against another ruleset never misreads. */
  own = vd_table_own_reading (table, id);
  if (own != NULL && g_strv_contains ((const char * const *) interpretation->options, own))
    return own;
  return interpretation->choice;
}

gboolean
vd_table_reads (const VdTable *table, const VdRuleset *ruleset, const char *id,
                const char *option)
{
  return g_strcmp0 (vd_table_reading (table, ruleset, id), option) == 0;
}

void
vd_table_set_reading (VdTable *table, const char *id, const char *option)
{
  g_return_if_fail (table != NULL && id != NULL);

  for (guint i = 0; i < table->readings->len; i++)
    {
      VdTableReading *reading = g_ptr_array_index (table->readings, i);

      if (!g_str_equal (reading->id, id))
        continue;
      if (option == NULL)
        {
          g_ptr_array_remove_index (table->readings, i);
          return;
        }
      g_free (reading->option);
      reading->option = g_strdup (option);
      return;
    }
  if (option != NULL)
    g_ptr_array_add (table->readings, vd_table_reading_new (id, option));
}
