#include "vd-hex-entries.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>

#include "vd-error.h"
#include "vd-file.h"
#include "vd-yaml-writer.h"

/* The module sections an entry may fill: those whose `~` values check --completeness lists
 * (chart cells and readings have their own kinds). */
static const char * const value_sections[] = {
  "terrain", "hexsides", "source", "scale", "grid", "movement", "stacking", "zoc", "combat",
  "retreat", "morale", "victory", "special", NULL
};

static void
entry_free (VdHexEntry *entry)
{
  g_free (entry->target);
  g_free (entry->row);
  g_free (entry->column);
  g_free (entry->value);
  g_strfreev (entry->columns);
  g_strfreev (entry->rows);
  g_free (entry->by);
  g_free (entry->at);
  g_free (entry->unused);
  g_free (entry);
}

VdHexEntries *
vd_hex_entries_new (const char *module_id)
{
  VdHexEntries *entries = g_new0 (VdHexEntries, 1);

  entries->module = g_strdup (module_id);
  entries->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  return entries;
}

static VdHexEntry *
entry_copy (const VdHexEntry *entry)
{
  VdHexEntry *copy = g_memdup2 (entry, sizeof *entry);

  copy->target = g_strdup (entry->target);
  copy->row = g_strdup (entry->row);
  copy->column = g_strdup (entry->column);
  copy->value = g_strdup (entry->value);
  copy->columns = g_strdupv (entry->columns);
  copy->rows = g_strdupv (entry->rows);
  copy->by = g_strdup (entry->by);
  copy->at = g_strdup (entry->at);
  copy->unused = g_strdup (entry->unused);
  return copy;
}

VdHexEntries *
vd_hex_entries_copy (const VdHexEntries *entries)
{
  VdHexEntries *copy = vd_hex_entries_new (entries->module);

  copy->path = g_strdup (entries->path);
  for (guint i = 0; i < entries->entries->len; i++)
    g_ptr_array_add (copy->entries, entry_copy (entries->entries->pdata[i]));
  return copy;
}

void
vd_hex_entries_free (VdHexEntries *entries)
{
  if (entries == NULL)
    return;
  g_free (entries->module);
  g_free (entries->path);
  g_ptr_array_unref (entries->entries);
  g_free (entries);
}

char *
vd_hex_entries_path_for (const char *module_id)
{
  /* A module's id is any word: escaped, it names one file in the folder and no other place. */
  g_autofree char *escaped = g_uri_escape_string (module_id, NULL, FALSE);
  g_autofree char *name = g_strdup_printf ("%s%s.yaml", escaped[0] == '.' ? "_" : "", escaped);

  return g_build_filename (g_get_user_data_dir (), "vedette", "charts", name, NULL);
}

const char *
vd_hex_entries_default_author (void)
{
  const char *name = g_get_real_name ();

  /* GLib answers "Unknown" when the account has no real name. */
  if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
    name = g_get_user_name ();
  return name;
}

static gboolean
read_headings (const VdYamlDocument *doc, const VdYamlNode *node, const char *what, GStrv *out,
               GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_expect_sequence (doc, node, what, error) ||
      !vd_yaml_check_length (doc, node, what, 1000, error))
    return FALSE;
  if (node->n_children == 0)
    {
      vd_yaml_error_at (doc, node, error, _("%s: at least one heading is needed"), what);
      return FALSE;
    }
  for (guint i = 0; i < node->n_children; i++)
    {
      const char *text;

      if (!vd_yaml_read_string (doc, node->children[i], what, &text, error))
        return FALSE;
      g_strv_builder_add (builder, text);
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

static gboolean
read_optional_string (const VdYamlDocument *doc, const VdYamlNode *map, const char *key,
                      char **out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const char *text;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_read_string (doc, node, key, &text, error))
    return FALSE;
  if (vd_yaml_node_is_null (node) || *text == '\0')
    {
      vd_yaml_error_at (doc, node, error, _("%s must not be empty"), key);
      return FALSE;
    }
  *out = g_strdup (text);
  return TRUE;
}

static VdHexEntry *
read_entry (const VdYamlDocument *doc, const VdYamlNode *item, GError **error)
{
  static const char * const keys[] = {
    "chart", "row", "column", "columns", "rows", "path", "interpretation", "value", "choice",
    "status", "by", "at", NULL
  };
  static const char * const required[] = { "status", "by", "at", NULL };
  VdHexEntry *entry;
  const VdYamlNode *status;
  g_autofree char *chart = NULL, *path = NULL, *interpretation = NULL;
  gboolean ok;

  if (!vd_yaml_expect_mapping (doc, item, "entry", error) ||
      !vd_yaml_check_keys (doc, item, "entry", keys, required, error))
    return NULL;
  status = vd_yaml_lookup (item, "status");
  if (status->kind != VD_YAML_SCALAR || g_strcmp0 (status->value, "entered") != 0)
    {
      /* Translators: "status" and "entered" are file keys. */
      vd_yaml_error_at (doc, status, error, "%s", _("an entry's status is “entered”"));
      return NULL;
    }
  entry = g_new0 (VdHexEntry, 1);
  entry->line = item->line;
  entry->col = item->column;
  ok = read_optional_string (doc, item, "chart", &chart, error) &&
       read_optional_string (doc, item, "path", &path, error) &&
       read_optional_string (doc, item, "interpretation", &interpretation, error) &&
       read_optional_string (doc, item, "row", &entry->row, error) &&
       read_optional_string (doc, item, "column", &entry->column, error) &&
       read_optional_string (doc, item, "by", &entry->by, error) &&
       read_optional_string (doc, item, "at", &entry->at, error) &&
       read_headings (doc, vd_yaml_lookup (item, "columns"), "columns", &entry->columns, error) &&
       read_headings (doc, vd_yaml_lookup (item, "rows"), "rows", &entry->rows, error) &&
       read_optional_string (doc, item,
                             vd_yaml_lookup (item, "choice") != NULL ? "choice" : "value",
                             &entry->value, error);
  if (!ok)
    {
      entry_free (entry);
      return NULL;
    }
  /* Exactly one target, and what that kind of entry needs. */
  if ((chart != NULL) + (path != NULL) + (interpretation != NULL) != 1)
    ok = FALSE;
  else if (interpretation != NULL)
    {
      entry->kind = VD_HEX_ENTRY_CHOICE;
      entry->target = g_steal_pointer (&interpretation);
      ok = vd_yaml_lookup (item, "choice") != NULL && vd_yaml_lookup (item, "value") == NULL &&
           entry->row == NULL && entry->column == NULL && entry->columns == NULL &&
           entry->rows == NULL;
    }
  else if (path != NULL)
    {
      entry->kind = VD_HEX_ENTRY_VALUE;
      entry->target = g_steal_pointer (&path);
      ok = entry->value != NULL && vd_yaml_lookup (item, "choice") == NULL &&
           entry->row == NULL && entry->column == NULL && entry->columns == NULL &&
           entry->rows == NULL;
    }
  else if (entry->columns != NULL || entry->rows != NULL)
    {
      entry->kind = VD_HEX_ENTRY_SHAPE;
      entry->target = g_steal_pointer (&chart);
      ok = entry->columns != NULL && entry->rows != NULL && entry->value == NULL &&
           entry->row == NULL && entry->column == NULL;
    }
  else
    {
      entry->kind = VD_HEX_ENTRY_CELL;
      entry->target = g_steal_pointer (&chart);
      ok = entry->row != NULL && entry->column != NULL && entry->value != NULL &&
           vd_yaml_lookup (item, "choice") == NULL;
    }
  if (!ok)
    {
      vd_yaml_error_at (doc, item, error, "%s",
                        /* Translators: the words between quotes are file keys. */
                        _("an entry is one of: a chart cell (chart, row, column, value), a "
                          "chart's size (chart, columns, rows), a value (path, value) or a "
                          "reading (interpretation, choice)"));
      entry_free (entry);
      return NULL;
    }
  return entry;
}

static gboolean
same_target (const VdHexEntry *entry, VdHexEntryKind kind, const char *target, const char *row,
             const char *column)
{
  return entry->kind == kind && g_str_equal (entry->target, target) &&
         (kind != VD_HEX_ENTRY_CELL ||
          (g_str_equal (entry->row, row) && g_str_equal (entry->column, column)));
}

static VdHexEntries *
load_document (VdYamlDocument *doc_in, const char *path, GError **error)
{
  static const char * const keys[] = { "vedette", "kind", "module", "entries", NULL };
  static const char * const required[] = { "vedette", "kind", "module", NULL };
  g_autoptr(VdYamlDocument) doc = doc_in;
  g_autoptr(VdHexEntries) entries = NULL;
  const VdYamlNode *list;
  const char *module;

  if (doc == NULL || !vd_yaml_check_header (doc, "hex-module-entries", error) ||
      !vd_yaml_check_keys (doc, doc->root, "entries", keys, required, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "module"), "module", &module, error))
    return NULL;
  entries = vd_hex_entries_new (module);
  entries->path = g_strdup (path);
  list = vd_yaml_lookup (doc->root, "entries");
  if (list == NULL || vd_yaml_node_is_null (list))
    return g_steal_pointer (&entries);
  if (!vd_yaml_expect_sequence (doc, list, "entries", error) ||
      !vd_yaml_check_length (doc, list, "entries", 100000, error))
    return NULL;
  for (guint i = 0; i < list->n_children; i++)
    {
      VdHexEntry *entry = read_entry (doc, list->children[i], error);

      if (entry == NULL)
        return NULL;
      for (guint j = 0; j < entries->entries->len; j++)
        if (same_target (entries->entries->pdata[j], entry->kind, entry->target, entry->row,
                         entry->column))
          {
            vd_yaml_error_at (doc, list->children[i], error, "%s",
                              _("this entry repeats an earlier one"));
            entry_free (entry);
            return NULL;
          }
      g_ptr_array_add (entries->entries, entry);
    }
  return g_steal_pointer (&entries);
}

VdHexEntries *
vd_hex_entries_load (const char *path, GError **error)
{
  return load_document (vd_yaml_parse_file (path, error), path, error);
}

VdHexEntries *
vd_hex_entries_load_data (const char *data, gsize length, const char *path, GError **error)
{
  return load_document (vd_yaml_parse (data, length, path, error), path, error);
}

VdHexEntries *
vd_hex_entries_load_for (const char *module_id, GError **error)
{
  g_autofree char *path = vd_hex_entries_path_for (module_id);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  return vd_hex_entries_load (path, error);
}

static void
write_entry (VdYamlWriter *w, const VdHexEntry *entry)
{
  static const char * const target_keys[] = { "chart", "chart", "path", "interpretation" };

  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, target_keys[entry->kind]);
  vd_yaml_writer_word (w, entry->target);
  if (entry->kind == VD_HEX_ENTRY_CELL)
    {
      vd_yaml_writer_word (w, "row");
      vd_yaml_writer_word (w, entry->row);
      vd_yaml_writer_word (w, "column");
      vd_yaml_writer_word (w, entry->column);
    }
  if (entry->kind == VD_HEX_ENTRY_SHAPE)
    for (guint k = 0; k < 2; k++)
      {
        char **headings = k == 0 ? entry->columns : entry->rows;

        vd_yaml_writer_word (w, k == 0 ? "columns" : "rows");
        vd_yaml_writer_begin_sequence (w, TRUE);
        for (guint i = 0; headings[i] != NULL; i++)
          vd_yaml_writer_word (w, headings[i]);
        vd_yaml_writer_end_sequence (w);
      }
  if (entry->value != NULL)
    {
      vd_yaml_writer_word (w, entry->kind == VD_HEX_ENTRY_CHOICE ? "choice" : "value");
      vd_yaml_writer_word (w, entry->value);
    }
  vd_yaml_writer_word (w, "status");
  vd_yaml_writer_word (w, "entered");
  vd_yaml_writer_word (w, "by");
  vd_yaml_writer_text (w, entry->by);
  vd_yaml_writer_word (w, "at");
  vd_yaml_writer_word (w, entry->at);
  vd_yaml_writer_end_mapping (w);
}

char *
vd_hex_entries_write (const VdHexEntries *entries, gsize *length_out, GError **error)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();
  const char *problem = NULL;
  VdTextProblem kind;
  gsize length = 0;

  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "vedette");
  vd_yaml_writer_number (w, 1);
  vd_yaml_writer_word (w, "kind");
  vd_yaml_writer_word (w, "hex-module-entries");
  vd_yaml_writer_word (w, "module");
  vd_yaml_writer_text (w, entries->module);
  vd_yaml_writer_word (w, "entries");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < entries->entries->len; i++)
    write_entry (w, entries->entries->pdata[i]);
  vd_yaml_writer_end_sequence (w);
  vd_yaml_writer_end_mapping (w);
  kind = vd_yaml_writer_get_problem (w, &problem, &length);
  if (kind != VD_TEXT_OK && !vd_yaml_check_text_problem (kind, problem, length, error))
    return NULL;
  return vd_yaml_writer_finish (w, length_out);
}

gboolean
vd_hex_entries_save (VdHexEntries *entries, GError **error)
{
  g_autofree char *folder = NULL, *text = NULL;
  gsize length = 0;

  if (entries->path == NULL)
    entries->path = vd_hex_entries_path_for (entries->module);
  text = vd_hex_entries_write (entries, &length, error);
  if (text == NULL)
    return FALSE;
  folder = g_path_get_dirname (entries->path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", folder,
                   g_strerror (saved));
      return FALSE;
    }
  return vd_file_write_durable (entries->path, text, length, error);
}

static void
set_entry (VdHexEntries *entries, VdHexEntry *entry, gboolean clear)
{
  for (guint i = 0; i < entries->entries->len; i++)
    if (same_target (entries->entries->pdata[i], entry->kind, entry->target, entry->row,
                     entry->column))
      {
        if (clear)
          {
            g_ptr_array_remove_index (entries->entries, i);
            entry_free (entry);
          }
        else
          {
            /* In place: the file keeps the order the owner entered things in. */
            entry_free (entries->entries->pdata[i]);
            entries->entries->pdata[i] = entry;
          }
        return;
      }
  if (clear)
    entry_free (entry);
  else
    g_ptr_array_add (entries->entries, entry);
}

static VdHexEntry *
entry_new (VdHexEntryKind kind, const char *target, const char *value, const char *by,
           const char *at)
{
  VdHexEntry *entry = g_new0 (VdHexEntry, 1);

  entry->kind = kind;
  entry->target = g_strdup (target);
  entry->value = g_strdup (value);
  entry->by = g_strdup (by != NULL ? by : vd_hex_entries_default_author ());
  if (at != NULL)
    entry->at = g_strdup (at);
  else
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_utc ();

      entry->at = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
    }
  return entry;
}

gboolean
vd_hex_entries_keep_cell (const char *module_id, const char *chart, const char *row,
                          const char *column, const char *value, GError **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_load_for (module_id, &local);

  if (entries == NULL && local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (entries == NULL)
    entries = vd_hex_entries_new (module_id);
  vd_hex_entries_set_cell (entries, chart, row, column, value,
                           vd_hex_entries_default_author (), NULL);
  return vd_hex_entries_save (entries, error);
}

void
vd_hex_entries_set_cell (VdHexEntries *entries, const char *chart, const char *row,
                         const char *column, const char *value, const char *by, const char *at)
{
  VdHexEntry *entry = entry_new (VD_HEX_ENTRY_CELL, chart, value, by, at);

  entry->row = g_strdup (row);
  entry->column = g_strdup (column);
  set_entry (entries, entry, value == NULL);
}

void
vd_hex_entries_set_shape (VdHexEntries *entries, const char *chart,
                          const char * const *columns, const char * const *rows,
                          const char *by, const char *at)
{
  VdHexEntry *entry = entry_new (VD_HEX_ENTRY_SHAPE, chart, NULL, by, at);

  entry->columns = g_strdupv ((char **) columns);
  entry->rows = g_strdupv ((char **) rows);
  set_entry (entries, entry, columns == NULL || rows == NULL);
}

void
vd_hex_entries_set_value (VdHexEntries *entries, const char *path, const char *value,
                          const char *by, const char *at)
{
  set_entry (entries, entry_new (VD_HEX_ENTRY_VALUE, path, value, by, at), value == NULL);
}

void
vd_hex_entries_set_choice (VdHexEntries *entries, const char *interpretation,
                           const char *choice, const char *by, const char *at)
{
  set_entry (entries, entry_new (VD_HEX_ENTRY_CHOICE, interpretation, choice, by, at),
             choice == NULL);
}

const VdHexEntry *
vd_hex_entries_find (const VdHexEntries *entries, VdHexEntryKind kind, const char *target,
                     const char *row, const char *column)
{
  for (guint i = 0; entries != NULL && i < entries->entries->len; i++)
    if (same_target (entries->entries->pdata[i], kind, target, row, column))
      return entries->entries->pdata[i];
  return NULL;
}

/* Laying the entries over a module. */

typedef struct {
  VdHexEntries *entries;
  VdYamlDocument *doc;
} Layer;

static void
set_unused (VdHexEntry *entry, const char *why)
{
  g_free (entry->unused);
  entry->unused = g_strdup (why);
}

static gboolean entry_error (const Layer *layer, const VdHexEntry *entry, GError **error,
                             const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
entry_error (const Layer *layer, const VdHexEntry *entry, GError **error, const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error (error, VD_ERROR, VD_ERROR_INVALID, "%s:%u:%u: error: %s",
               layer->entries->path != NULL ? layer->entries->path : "(entries)", entry->line,
               entry->col, message);
  return FALSE;
}

static VdYamlNode *
scalar_new (const VdHexEntry *entry, const char *text)
{
  VdYamlNode *node = vd_yaml_node_new (VD_YAML_SCALAR, entry->line, entry->col);

  node->value = g_strdup (text);
  /* An entry is written as the words it was typed: "3" reads as a number, "DR" as a code. */
  node->plain = TRUE;
  return node;
}

/* The slot holding the value of KEY in MAP, or NULL. */
static VdYamlNode **
map_slot (VdYamlNode *map, const char *key)
{
  if (map == NULL || map->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < map->n_children; i += 2)
    if (g_strcmp0 (map->children[i]->value, key) == 0)
      return &map->children[i + 1];
  return NULL;
}

/* Appends KEY: VALUE to mapping MAP; returns the slot holding VALUE. */
static VdYamlNode **
map_add (VdYamlNode *map, VdYamlNode *key, VdYamlNode *value)
{
  vd_yaml_node_append (map, key, value);
  return &map->children[map->n_children - 1];
}

/* A child named as check --completeness names it: a mapping's key, a list item's id or its
 * 1-based place "[n]". */
static VdYamlNode **
child_slot (VdYamlNode *node, const char *name)
{
  if (node == NULL)
    return NULL;
  if (node->kind == VD_YAML_MAPPING)
    return map_slot (node, name);
  if (node->kind != VD_YAML_SEQUENCE)
    return NULL;
  for (guint i = 0; i < node->n_children; i++)
    {
      VdYamlNode **id = map_slot (node->children[i], "id");
      g_autofree char *place = g_strdup_printf ("[%u]", i + 1);

      if ((id != NULL && g_strcmp0 ((*id)->value, name) == 0) || g_str_equal (place, name))
        return &node->children[i];
    }
  return NULL;
}

static guint
heading_index (const VdYamlNode *headings, const char *text)
{
  for (guint i = 0; i < headings->n_children; i++)
    if (headings->children[i]->kind == VD_YAML_SCALAR &&
        g_strcmp0 (headings->children[i]->value, text) == 0)
      return i;
  return G_MAXUINT;
}

static VdYamlNode *
headings_new (const VdHexEntry *entry, char **texts)
{
  VdYamlNode *list = vd_yaml_node_new (VD_YAML_SEQUENCE, entry->line, entry->col);

  for (guint i = 0; texts[i] != NULL; i++)
    vd_yaml_node_append (list, NULL, scalar_new (entry, texts[i]));
  return list;
}

static gboolean
same_headings (const VdYamlNode *given, char **texts)
{
  if (given->kind != VD_YAML_SEQUENCE || given->n_children != g_strv_length (texts))
    return FALSE;
  for (guint i = 0; texts[i] != NULL; i++)
    if (given->children[i]->kind != VD_YAML_SCALAR ||
        g_strcmp0 (given->children[i]->value, texts[i]) != 0)
      return FALSE;
  return TRUE;
}

/* Sets the chart's KEY headings to TEXTS unless the module gives them; given ones must be the
 * same. */
static gboolean
fill_headings (VdYamlNode *chart, const VdHexEntry *entry, const char *key, char **texts)
{
  VdYamlNode **slot = map_slot (chart, key);

  if (slot != NULL && !vd_yaml_node_is_null (*slot))
    return same_headings (*slot, texts);
  if (slot != NULL)
    {
      vd_yaml_node_free (*slot);
      *slot = headings_new (entry, texts);
    }
  else
    vd_yaml_node_append (chart, scalar_new (entry, key), headings_new (entry, texts));
  return TRUE;
}

static void
apply_shape (Layer *layer, VdHexEntry *entry)
{
  VdYamlNode **charts = map_slot (layer->doc->root, "charts");
  VdYamlNode **chart = charts != NULL ? child_slot (*charts, entry->target) : NULL;
  VdYamlNode **columns, **rows;

  if (chart == NULL || (*chart)->kind != VD_YAML_MAPPING)
    {
      set_unused (entry, _("the module has no such chart"));
      return;
    }
  columns = map_slot (*chart, "columns");
  rows = map_slot (*chart, "rows");
  /* Where the seed gives one side (a chart's columns, not its rows) the entry must agree. */
  if ((columns != NULL && !vd_yaml_node_is_null (*columns) && rows != NULL &&
       !vd_yaml_node_is_null (*rows)) ||
      (columns != NULL && !vd_yaml_node_is_null (*columns) &&
       !same_headings (*columns, entry->columns)) ||
      (rows != NULL && !vd_yaml_node_is_null (*rows) && !same_headings (*rows, entry->rows)))
    {
      set_unused (entry, _("the module gives this chart's size"));
      return;
    }
  fill_headings (*chart, entry, "columns", entry->columns);
  fill_headings (*chart, entry, "rows", entry->rows);
  set_unused (entry, NULL);
}

static VdYamlNode *
null_new (const VdHexEntry *entry)
{
  return scalar_new (entry, "~");
}

static gboolean
apply_cell (Layer *layer, VdHexEntry *entry)
{
  VdYamlNode **charts = map_slot (layer->doc->root, "charts");
  VdYamlNode **chart = charts != NULL ? child_slot (*charts, entry->target) : NULL;
  VdYamlNode **columns, **rows, **cells, **cell;
  guint r, c;

  if (chart == NULL || (*chart)->kind != VD_YAML_MAPPING)
    return set_unused (entry, _("the module has no such chart")), FALSE;
  columns = map_slot (*chart, "columns");
  rows = map_slot (*chart, "rows");
  if (columns == NULL || rows == NULL || (*columns)->kind != VD_YAML_SEQUENCE ||
      (*rows)->kind != VD_YAML_SEQUENCE)
    return set_unused (entry, _("the chart's size is not known")), FALSE;
  r = heading_index (*rows, entry->row);
  c = heading_index (*columns, entry->column);
  if (r == G_MAXUINT || c == G_MAXUINT)
    return set_unused (entry, _("the chart has no such row or column")), FALSE;
  cells = map_slot (*chart, "cells");
  if (cells == NULL || vd_yaml_node_is_null (*cells))
    {
      /* A chart of which nothing is known yet: every cell `~` but this one. */
      VdYamlNode *grid = vd_yaml_node_new (VD_YAML_SEQUENCE, entry->line, entry->col);

      for (guint i = 0; i < (*rows)->n_children; i++)
        {
          VdYamlNode *line = vd_yaml_node_new (VD_YAML_SEQUENCE, entry->line, entry->col);

          for (guint j = 0; j < (*columns)->n_children; j++)
            vd_yaml_node_append (line, NULL, null_new (entry));
          vd_yaml_node_append (grid, NULL, line);
        }
      if (cells != NULL)
        {
          vd_yaml_node_free (*cells);
          *cells = grid;
        }
      else
        cells = map_add (*chart, scalar_new (entry, "cells"), grid);
    }
  if ((*cells)->kind != VD_YAML_SEQUENCE || r >= (*cells)->n_children ||
      (*cells)->children[r]->kind != VD_YAML_SEQUENCE ||
      c >= (*cells)->children[r]->n_children)
    return set_unused (entry, _("the chart has no such row or column")), FALSE;
  cell = &(*cells)->children[r]->children[c];
  if (!vd_yaml_node_is_null (*cell))
    return set_unused (entry, _("the module gives this value")), FALSE;
  vd_yaml_node_free (*cell);
  *cell = scalar_new (entry, entry->value);
  set_unused (entry, NULL);
  return TRUE;
}

/* The module's unit classes include ID. */
static gboolean
has_class (const VdYamlDocument *doc, const char *id)
{
  VdYamlNode **classes = map_slot (doc->root, "unit_classes");

  return classes != NULL && child_slot (*classes, id) != NULL;
}

static gboolean
apply_value (Layer *layer, VdHexEntry *entry, gboolean *applied, GError **error)
{
  g_auto(GStrv) keys = g_strsplit (entry->target, ".", -1);
  guint n_keys = g_strv_length (keys);
  VdYamlNode **slot = NULL;
  gboolean mp = n_keys == 4 && (g_str_equal (keys[0], "terrain") ||
                                g_str_equal (keys[0], "hexsides")) && g_str_equal (keys[2], "mp");

  *applied = FALSE;
  if (n_keys < 2 || !g_strv_contains (value_sections, keys[0]))
    return set_unused (entry, _("the module has no such value")), TRUE;
  if (mp)
    {
      VdYamlNode **section = map_slot (layer->doc->root, keys[0]);
      VdYamlNode **terrain = section != NULL ? map_slot (*section, keys[1]) : NULL;
      double number;
      char *end;

      if (!g_str_equal (entry->value, "prohibited"))
        {
          number = g_ascii_strtod (entry->value, &end);
          if (*entry->value == '\0' || *end != '\0' || !isfinite (number) || number < 0 ||
              number > 99)
            return entry_error (layer, entry, error,
                                _("movement points must be a number from 0 to 99 or "
                                  "“prohibited”, not “%s”"), entry->value);
        }
      if (terrain == NULL || (*terrain)->kind != VD_YAML_MAPPING || !has_class (layer->doc, keys[3]))
        return set_unused (entry, _("the module has no such value")), TRUE;
      slot = map_slot (*terrain, "mp");
      if (slot == NULL)
        slot = map_add (*terrain, scalar_new (entry, "mp"),
                        vd_yaml_node_new (VD_YAML_MAPPING, entry->line, entry->col));
      else if (vd_yaml_node_is_null (*slot))
        {
          vd_yaml_node_free (*slot);
          *slot = vd_yaml_node_new (VD_YAML_MAPPING, entry->line, entry->col);
        }
      if ((*slot)->kind != VD_YAML_MAPPING)
        return set_unused (entry, _("the module gives this value")), TRUE;
      if (map_slot (*slot, keys[3]) == NULL)
        slot = map_add (*slot, scalar_new (entry, keys[3]), null_new (entry));
      else
        slot = map_slot (*slot, keys[3]);
    }
  else
    {
      slot = map_slot (layer->doc->root, keys[0]);
      for (guint i = 1; i < n_keys && slot != NULL; i++)
        {
          /* check --completeness names a list's unnamed item by its place: "list[2]". */
          g_auto(GStrv) parts = g_strsplit (keys[i], "[", -1);

          /* An empty name ("terrain..x") names nothing. */
          if (parts[0] == NULL)
            {
              slot = NULL;
              break;
            }
          if (*parts[0] != '\0')
            slot = child_slot (*slot, parts[0]);
          for (guint p = 1; parts[p] != NULL && slot != NULL; p++)
            {
              g_autofree char *place = g_strdup_printf ("[%s", parts[p]);

              slot = child_slot (*slot, place);
            }
        }
      if (slot == NULL)
        return set_unused (entry, _("the module has no such value")), TRUE;
    }
  if (!vd_yaml_node_is_null (*slot))
    return set_unused (entry, _("the module gives this value")), TRUE;
  vd_yaml_node_free (*slot);
  *slot = scalar_new (entry, entry->value);
  set_unused (entry, NULL);
  *applied = TRUE;
  return TRUE;
}

static gboolean
apply_choice (Layer *layer, VdHexEntry *entry, gboolean *applied, GError **error)
{
  VdYamlNode **list = map_slot (layer->doc->root, "interpretations");
  VdYamlNode **item = list != NULL ? child_slot (*list, entry->target) : NULL;
  VdYamlNode **options, **choice;

  *applied = FALSE;
  if (item == NULL || (*item)->kind != VD_YAML_MAPPING)
    return set_unused (entry, _("the module has no such interpretation")), TRUE;
  options = map_slot (*item, "options");
  choice = map_slot (*item, "choice");
  if (options == NULL || (*options)->kind != VD_YAML_SEQUENCE || choice == NULL)
    return set_unused (entry, _("the module has no such interpretation")), TRUE;
  if (heading_index (*options, entry->value) == G_MAXUINT)
    return entry_error (layer, entry, error,
                        _("“%s” is not one of the interpretation's options"), entry->value);
  if (!vd_yaml_node_is_null (*choice))
    return set_unused (entry, _("the module has already chosen this reading")), TRUE;
  vd_yaml_node_free (*choice);
  *choice = scalar_new (entry, entry->value);
  set_unused (entry, NULL);
  *applied = TRUE;
  return TRUE;
}

gboolean
vd_hex_entries_apply (VdHexEntries *entries, VdYamlDocument *doc, guint *n_applied,
                      GError **error)
{
  Layer layer = { entries, doc };
  VdYamlNode **id = doc->root != NULL ? map_slot (doc->root, "id") : NULL;
  guint applied = 0;

  if (id == NULL || g_strcmp0 ((*id)->value, entries->module) != 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                   _("%s: error: these entries are for the game module “%s”, not “%s”"),
                   entries->path != NULL ? entries->path : "(entries)", entries->module,
                   id != NULL && (*id)->value != NULL ? (*id)->value : "?");
      return FALSE;
    }
  /* Sizes first: a chart's cells need its headings. */
  for (guint i = 0; i < entries->entries->len; i++)
    {
      VdHexEntry *entry = entries->entries->pdata[i];

      if (entry->kind == VD_HEX_ENTRY_SHAPE)
        {
          apply_shape (&layer, entry);
          applied += entry->unused == NULL;
        }
    }
  for (guint i = 0; i < entries->entries->len; i++)
    {
      VdHexEntry *entry = entries->entries->pdata[i];
      gboolean done = FALSE;

      switch (entry->kind)
        {
        case VD_HEX_ENTRY_SHAPE:
          continue;
        case VD_HEX_ENTRY_CELL:
          done = apply_cell (&layer, entry);
          break;
        case VD_HEX_ENTRY_VALUE:
          if (!apply_value (&layer, entry, &done, error))
            return FALSE;
          break;
        case VD_HEX_ENTRY_CHOICE:
          if (!apply_choice (&layer, entry, &done, error))
            return FALSE;
          break;
        }
      applied += done;
    }
  if (n_applied != NULL)
    *n_applied = applied;
  return TRUE;
}
