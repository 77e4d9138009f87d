#include "vd-table-private.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

/* The order of battle of a table file: `commands:` (brigades, divisions, corps…) and the units'
 * `command` key. */

static const char * const command_keys[] = { "id", "name", "kind", "side", "parent", NULL };
static const char * const command_required[] = { "id", "side", NULL };

static gboolean
read_optional_word (const VdYamlDocument *doc, const VdYamlNode *map, const char *key,
                    char **out, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, key);
  const char *word;

  if (node == NULL)
    return TRUE;
  if (!vd_yaml_read_word (doc, node, key, &word, error))
    return FALSE;
  g_free (*out);
  *out = g_strdup (word);
  return TRUE;
}

VdCommand *
vd_table_read_command (const VdYamlDocument *doc, const VdYamlNode *map, GHashTable *ids,
                       GError **error)
{
  g_autoptr(GHashTable) scratch = NULL;
  g_autoptr(VdCommand) command = NULL;
  const VdYamlNode *node;
  const char *id, *side, *name;

  /* An event's command is alone in its mapping: its id is checked when it applies. */
  if (ids == NULL)
    ids = scratch = g_hash_table_new (g_str_hash, g_str_equal);
  if (!vd_yaml_check_keys (doc, map, C_("value name", "a command"), command_keys,
                           command_required, error) ||
      !vd_table_read_id (doc, vd_yaml_lookup (map, "id"), ids, &id, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (map, "side"), "side", &side, error))
    return NULL;
  command = vd_command_new (id, side);
  command->pos = (VdSourcePos) { map->line, map->column };
  if ((node = vd_yaml_lookup (map, "name")) != NULL)
    {
      if (!vd_yaml_read_string (doc, node, "name", &name, error))
        return NULL;
      g_free (command->name);
      command->name = g_strdup (name);
    }
  if (!read_optional_word (doc, map, "kind", &command->kind, error) ||
      !read_optional_word (doc, map, "parent", &command->parent, error))
    return NULL;
  return g_steal_pointer (&command);
}

gboolean
vd_table_read_commands (const VdYamlDocument *doc, const VdYamlNode *list, GHashTable *ids,
                        GPtrArray *commands, GError **error)
{
  /* "commands:" with nothing after it is an empty list, as for units. */
  if (list == NULL || (list->kind == VD_YAML_SCALAR && list->plain && list->value[0] == '\0'))
    return TRUE;
  if (!vd_yaml_expect_sequence (doc, list, "commands", error) ||
      !vd_yaml_check_length (doc, list, "commands", VD_YAML_MAX_COMMANDS, error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      VdCommand *command = vd_table_read_command (doc, list->children[i], ids, error);

      if (command == NULL)
        return FALSE;
      g_ptr_array_add (commands, command);
    }
  return TRUE;
}

/* A command's parent is a command of its own side: sides never share a chain of command. */
static gboolean
check_parent (const VdTable *table, const VdCommand *command, GError **error)
{
  const VdCommand *parent;

  if (command->parent == NULL)
    return TRUE;
  parent = vd_table_find_command (table, command->parent);
  if (parent == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("command “%s” is under “%s”, which is not a command of the table"),
                   command->id, command->parent);
      return FALSE;
    }
  if (!g_str_equal (parent->side, command->side))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("command “%s” (%s) cannot be under “%s” (%s): a command and its "
                     "parent are of the same side"),
                   command->id, command->side, parent->id, parent->side);
      return FALSE;
    }
  return TRUE;
}

/* No command is its own superior, however far up: the order of battle is a tree. The walk
 * goes by ids, so it holds for a command about to join the table as for one of its own. */
static gboolean
check_not_under_itself (const VdTable *table, const VdCommand *command, GError **error)
{
  g_autoptr(GString) chain = NULL;
  const char *above = command->parent;
  guint steps;

  for (steps = 0; above != NULL && steps <= table->commands->len; steps++)
    {
      const VdCommand *next;

      if (g_str_equal (above, command->id))
        break;
      next = vd_table_find_command (table, above);
      if (next == NULL)
        return TRUE;
      above = next->parent;
    }
  /* No loop, or a loop above this command, not through it: reported at a command on it. */
  if (above == NULL || !g_str_equal (above, command->id))
    return TRUE;
  /* The chain is only spelt out for the message, by a second walk along the loop. */
  chain = g_string_new (command->id);
  for (above = command->parent; ; above = vd_table_find_command (table, above)->parent)
    {
      g_string_append_printf (chain, " → %s", above);
      if (g_str_equal (above, command->id))
        break;
    }
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("command “%s” is under itself (%s)"),
               command->id, chain->str);
  return FALSE;
}

/* The commands on a loop of parents, in time linear in the commands: each chain is walked
 * once, marking what it passed. Every parent is a command of the table by now. */
static GHashTable *
commands_on_loops (const VdTable *table)
{
  enum { WALKING = 1, DONE = 2 };
  GHashTable *on_loop = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) state = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) walk = g_ptr_array_new ();

  for (guint i = 0; i < table->commands->len; i++)
    {
      const VdCommand *at = g_ptr_array_index (table->commands, i);

      g_ptr_array_set_size (walk, 0);
      while (at != NULL && !g_hash_table_contains (state, at->id))
        {
          g_hash_table_insert (state, at->id, GINT_TO_POINTER (WALKING));
          g_ptr_array_add (walk, (gpointer) at);
          at = at->parent != NULL ? vd_table_find_command (table, at->parent) : NULL;
        }
      /* Back on this walk: the commands from there on are a loop. */
      if (at != NULL && GPOINTER_TO_INT (g_hash_table_lookup (state, at->id)) == WALKING)
        {
          guint from = 0;

          g_ptr_array_find (walk, at, &from);
          for (guint j = from; j < walk->len; j++)
            g_hash_table_add (on_loop, ((VdCommand *) g_ptr_array_index (walk, j))->id);
        }
      for (guint j = 0; j < walk->len; j++)
        g_hash_table_insert (state, ((VdCommand *) g_ptr_array_index (walk, j))->id,
                             GINT_TO_POINTER (DONE));
    }
  return on_loop;
}

gboolean
vd_table_check_command (const VdTable *table, const VdCommand *command, GError **error)
{
  g_return_val_if_fail (table != NULL && command != NULL, FALSE);
  g_return_val_if_fail (command->id != NULL && command->side != NULL, FALSE);

  /* A command under itself names no other command: say so rather than "not a command". */
  return check_not_under_itself (table, command, error) && check_parent (table, command, error);
}

/* A check of the table's own commands, told at the `parent` key of the command's mapping. */
static gboolean
report_at_parent (const VdYamlDocument *doc, const VdYamlNode *map, gboolean ok,
                  GError *local_error, GError **error)
{
  if (ok)
    return TRUE;
  vd_yaml_error_at (doc, vd_yaml_lookup (map, "parent"), error, "%s", local_error->message);
  g_error_free (local_error);
  return FALSE;
}

/* A unit's command is a command of the table and of the unit's side. */
static gboolean
check_unit_command (const VdYamlDocument *doc, const VdYamlNode *map, const VdTable *table,
                    const VdUnit *unit, GError **error)
{
  const VdCommand *command;

  if (unit->command == NULL)
    return TRUE;
  command = vd_table_find_command (table, unit->command);
  if (command == NULL)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (map, "command"), error,
                        _("unit “%s” is in command “%s”, which is not a command of the table"),
                        unit->id, unit->command);
      return FALSE;
    }
  if (!g_str_equal (command->side, unit->side))
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (map, "command"), error,
                        _("unit “%s” (%s) cannot be in command “%s” (%s): both must be of the "
                          "same side"),
                        unit->id, unit->side, command->id, command->side);
      return FALSE;
    }
  return TRUE;
}

gboolean
vd_table_check_commands (const VdYamlDocument *doc, const VdTable *table, GError **error)
{
  const VdYamlNode *commands = vd_yaml_lookup (doc->root, "commands");
  const VdYamlNode *units = vd_yaml_lookup (doc->root, "units");
  g_autoptr(GHashTable) on_loop = NULL;

  /* Every parent first, so a file with both faults is told its unknown parent. */
  for (guint i = 0; i < table->commands->len; i++)
    {
      GError *local_error = NULL;
      gboolean ok = check_parent (table, g_ptr_array_index (table->commands, i), &local_error);

      if (!report_at_parent (doc, commands->children[i], ok, local_error, error))
        return FALSE;
    }
  on_loop = commands_on_loops (table);
  for (guint i = 0; i < table->commands->len; i++)
    {
      const VdCommand *command = g_ptr_array_index (table->commands, i);
      GError *local_error = NULL;
      gboolean ok;

      if (!g_hash_table_contains (on_loop, command->id))
        continue;
      ok = check_not_under_itself (table, command, &local_error);
      if (!report_at_parent (doc, commands->children[i], ok, local_error, error))
        return FALSE;
    }
  for (guint i = 0; i < table->units->len; i++)
    if (!check_unit_command (doc, units->children[i], table, g_ptr_array_index (table->units, i),
                             error))
      return FALSE;
  return TRUE;
}

void
vd_table_write_command (VdYamlWriter *w, const VdCommand *command)
{
  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, "id");
  vd_yaml_writer_word (w, command->id);
  if (g_strcmp0 (command->name, command->id) != 0)
    {
      vd_yaml_writer_word (w, "name");
      vd_yaml_writer_text (w, command->name);
    }
  if (command->kind != NULL)
    {
      vd_yaml_writer_word (w, "kind");
      vd_yaml_writer_word (w, command->kind);
    }
  vd_yaml_writer_word (w, "side");
  vd_yaml_writer_word (w, command->side);
  if (command->parent != NULL)
    {
      vd_yaml_writer_word (w, "parent");
      vd_yaml_writer_word (w, command->parent);
    }
  vd_yaml_writer_end_mapping (w);
}

void
vd_table_write_commands (VdYamlWriter *w, const GPtrArray *commands)
{
  vd_yaml_writer_begin_sequence (w, commands->len == 0);
  for (guint i = 0; i < commands->len; i++)
    vd_table_write_command (w, g_ptr_array_index (commands, i));
  vd_yaml_writer_end_sequence (w);
}
