#include "vd-table-sides.h"

#include <glib/gi18n-lib.h>

#include "vd-journal.h"

static const char * const side_keys[] = { "name", NULL };
static const char * const name_keys[] = { "en", "fr", NULL };

VdSideName *
vd_side_name_new (const char *side, const char *en, const char *fr)
{
  VdSideName *name = g_new0 (VdSideName, 1);

  name->side = g_strdup (side);
  name->name.en = g_strdup (en);
  name->name.fr = g_strdup (fr);
  return name;
}

VdSideName *
vd_side_name_copy (const VdSideName *name)
{
  VdSideName *copy = vd_side_name_new (name->side, name->name.en, name->name.fr);

  copy->pos = name->pos;
  return copy;
}

void
vd_side_name_free (VdSideName *name)
{
  if (name == NULL)
    return;
  g_free (name->side);
  vd_text_clear (&name->name);
  g_free (name);
}

gboolean
vd_side_name_equal (const VdSideName *a, const VdSideName *b)
{
  return g_strcmp0 (a->side, b->side) == 0 && g_strcmp0 (a->name.en, b->name.en) == 0
         && g_strcmp0 (a->name.fr, b->name.fr) == 0;
}

/* `name: French` (every language) or `name: {en: French, fr: Français}`. */
gboolean
vd_side_name_read_text (const VdYamlDocument *doc, const VdYamlNode *node, VdText *out,
                        GError **error)
{
  const char *en, *fr;

  vd_text_clear (out);
  if (node->kind == VD_YAML_SCALAR)
    {
      if (!vd_yaml_read_string (doc, node, "name", &en, error))
        return FALSE;
      out->en = g_strdup (en);
      return TRUE;
    }
  if (!vd_yaml_expect_mapping (doc, node, "name", error) ||
      !vd_yaml_check_keys (doc, node, "name", name_keys, name_keys, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "en"), "name", &en, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "fr"), "name", &fr, error))
    return FALSE;
  out->en = g_strdup (en);
  out->fr = g_strdup (fr);
  return TRUE;
}

gboolean
vd_table_read_sides (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *out,
                     GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, "sides", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *key = node->children[i];
      const VdYamlNode *value = node->children[i + 1];
      VdSideName *name;
      const char *side;

      if (!vd_yaml_read_word (doc, key, C_("value name", "side"), &side, error) ||
          !vd_yaml_expect_mapping (doc, value, C_("value name", "a side"), error) ||
          !vd_yaml_check_keys (doc, value, C_("value name", "a side"), side_keys, side_keys, error))
        return FALSE;
      name = vd_side_name_new (side, NULL, NULL);
      name->pos = (VdSourcePos) { key->line, key->column };
      g_ptr_array_add (out, name);
      if (!vd_side_name_read_text (doc, vd_yaml_lookup (value, "name"), &name->name, error))
        return FALSE;
    }
  return TRUE;
}

static void
add_unit_sides (GHashTable *set, const GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    g_hash_table_add (set, ((VdUnit *) g_ptr_array_index (units, i))->side);
}

/* Every side of TABLE, borrowed, as a set: checking a file stays linear in its size. */
static GHashTable *
known_sides (const VdTable *table)
{
  GHashTable *set = g_hash_table_new (g_str_hash, g_str_equal);

  add_unit_sides (set, table->units);
  add_unit_sides (set, table->destroyed);
  for (guint i = 0; i < table->commands->len; i++)
    g_hash_table_add (set, ((VdCommand *) g_ptr_array_index (table->commands, i))->side);
  /* Units and commands the set-up's events add (a table set up in the app). */
  for (guint i = 0; i < table->journal->len; i++)
    {
      const VdEvent *event = g_ptr_array_index (table->journal, i);

      if (event->unit != NULL && event->unit->side != NULL)
        g_hash_table_add (set, event->unit->side);
      if (event->command != NULL && event->command->side != NULL)
        g_hash_table_add (set, event->command->side);
    }
  return set;
}

gboolean
vd_table_has_side (const VdTable *table, const char *side)
{
  g_autoptr(GHashTable) set = known_sides (table);

  return g_hash_table_contains (set, side);
}

gboolean
vd_table_check_sides (const VdYamlDocument *doc, const VdTable *table, GError **error)
{
  g_autoptr(GHashTable) set = known_sides (table);

  for (guint i = 0; i < table->sides->len; i++)
    {
      const VdSideName *name = g_ptr_array_index (table->sides, i);

      if (!g_hash_table_contains (set, name->side))
        {
          g_autofree char *known = NULL;
          g_auto(GStrv) sides = vd_table_list_sides (table);

          known = sides[0] != NULL ? g_strjoinv (", ", sides) : g_strdup ("—");
          vd_yaml_error_at (doc, vd_yaml_lookup_key (vd_yaml_lookup (doc->root, "sides"),
                                                     name->side), error,
                            _("unknown side “%s”: no unit or command is on it (the table’s "
                              "sides: %s)"), name->side, known);
          return FALSE;
        }
    }
  return TRUE;
}

void
vd_table_write_sides (VdYamlWriter *w, const VdTable *table)
{
  g_autoptr(GHashTable) set = NULL;
  gboolean any = FALSE;

  if (table->sides->len == 0)
    return;
  set = known_sides (table);

  for (guint i = 0; i < table->sides->len; i++)
    {
      const VdSideName *name = g_ptr_array_index (table->sides, i);

      /* A side whose last unit was deleted would make the file refuse itself. */
      if (!g_hash_table_contains (set, name->side))
        continue;
      if (!any)
        {
          vd_yaml_writer_word (w, "sides");
          vd_yaml_writer_begin_mapping (w, FALSE);
          any = TRUE;
        }
      vd_yaml_writer_word (w, name->side);
      vd_yaml_writer_begin_mapping (w, TRUE);
      vd_yaml_writer_word (w, "name");
      vd_side_name_write_text (w, &name->name);
      vd_yaml_writer_end_mapping (w);
    }
  if (any)
    vd_yaml_writer_end_mapping (w);
}

const VdSideName *
vd_table_find_side_name (const VdTable *table, const char *side)
{
  g_return_val_if_fail (table != NULL && side != NULL, NULL);

  for (guint i = 0; i < table->sides->len; i++)
    {
      const VdSideName *name = g_ptr_array_index (table->sides, i);

      if (g_str_equal (name->side, side))
        return name;
    }
  return NULL;
}

char *
vd_table_side_name (const VdTable *table, const char *side)
{
  const char *rest;
  g_autofree char *first = NULL;

  const VdSideName *name;

  g_return_val_if_fail (side != NULL, NULL);
  name = table != NULL ? vd_table_find_side_name (table, side) : NULL;
  if (name != NULL)
    return g_strdup (vd_text_get (&name->name));
  if (side[0] == '\0')
    return g_strdup (side);
  rest = g_utf8_next_char (side);
  first = g_utf8_strup (side, rest - side);
  return g_strconcat (first, rest, NULL);
}

void
vd_side_name_write_text (VdYamlWriter *w, const VdText *name)
{
  if (name->fr == NULL)
    {
      vd_yaml_writer_text (w, name->en);
      return;
    }
  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, "en");
  vd_yaml_writer_text (w, name->en);
  vd_yaml_writer_word (w, "fr");
  vd_yaml_writer_text (w, name->fr);
  vd_yaml_writer_end_mapping (w);
}

void
vd_table_set_side_name (VdTable *table, const char *side, const VdText *name)
{
  VdSideName *entry;

  g_return_if_fail (table != NULL && side != NULL && name != NULL);

  entry = (VdSideName *) vd_table_find_side_name (table, side);
  if (entry != NULL && name->en == NULL)
    g_ptr_array_remove (table->sides, entry);
  else if (entry != NULL)
    {
      vd_text_clear (&entry->name);
      entry->name.en = g_strdup (name->en);
      entry->name.fr = g_strdup (name->fr);
    }
  else if (name->en != NULL)
    g_ptr_array_add (table->sides, vd_side_name_new (side, name->en, name->fr));
}
