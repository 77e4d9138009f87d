/* vedette-cli undo and log for a board file: its journal, as for a table's. */
#include "vd-cli.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-yaml-reader.h"

gboolean
vd_cli_is_board (const char *path)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, NULL);
  const VdYamlNode *kind = doc != NULL && doc->root != NULL && doc->root->kind == VD_YAML_MAPPING
                             ? vd_yaml_lookup (doc->root, "kind") : NULL;

  return kind != NULL && kind->kind == VD_YAML_SCALAR && g_strcmp0 (kind->value, "board") == 0;
}

static void
add_event_json (JsonBuilder *builder, const VdBoardEvent *event, guint number, const char *text)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "index");
  json_builder_add_int_value (builder, number);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, event->turn);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, vd_board_event_kind_to_string (event->kind));
  json_builder_set_member_name (builder, "unit");
  if (event->unit_id != NULL)
    json_builder_add_string_value (builder, event->unit_id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "note");
  if (event->note != NULL)
    json_builder_add_string_value (builder, event->note);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "time");
  if (event->time != NULL)
    json_builder_add_string_value (builder, event->time);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "batch");
  json_builder_add_int_value (builder, event->batch);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
}

static void
print_events (GPtrArray *events, GPtrArray *texts, guint first, gboolean json, const char *what)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (!json)
    {
      for (guint i = 0; i < events->len; i++)
        {
          const VdBoardEvent *event = events->pdata[i];

          g_print ("%s%s%u  %s  %s\n", what != NULL ? what : "", what != NULL ? ": " : "",
                   first + i, vd_board_event_kind_to_string (event->kind),
                   (const char *) texts->pdata[i]);
        }
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events->len; i++)
    add_event_json (builder, events->pdata[i], first + i, texts->pdata[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  {
    g_autofree char *text = vd_cli_json_text (builder);

    g_print ("%s\n", text);
  }
}

int
vd_cli_board_undo (const char *path, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_board_battle_open (path, &error);
  g_autoptr(GPtrArray) undone = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint number, first;

  if (battle == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  vd_battle_set_autosave (battle, FALSE);
  if (vd_battle_pending_records (battle) > 0)
    {
      g_printerr ("vedette-cli: error: ");
      /* Translators: a board file. */
      g_printerr (_("%s has changes Vedette did not save (it stopped before): open the board "
                    "in Vedette to restore or discard them first"), path);
      g_printerr ("\n");
      return VD_CLI_INVALID;
    }
  number = vd_battle_get_n_applied (battle);
  if (number == 0 || !vd_battle_can_undo (battle))
    {
      g_printerr ("vedette-cli: error: ");
      g_printerr (_("nothing to undo: the journal of %s is empty"), path);
      g_printerr ("\n");
      return VD_CLI_INVALID;
    }
  if (!vd_battle_undo (battle, &error))
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* The step undone (one event, or a batch: a combat's result) stays past the cursor until
   * the save drops it: taken before, and told against the board as it now stands. */
  first = vd_battle_get_n_applied (battle);
  for (guint i = first; i < number; i++)
    {
      const VdBoardEvent *event = vd_battle_get_event (battle, i);

      g_ptr_array_add (undone, vd_board_event_copy (event));
      g_ptr_array_add (texts, vd_board_event_describe (event, vd_battle_get_current (battle),
                                                       vd_battle_get_ruleset (battle)));
    }
  if (!vd_cli_save_battle (battle, NULL))
    return VD_CLI_INVALID;
  /* Translators: before each event dropped: "undone: 3  move  …". */
  print_events (undone, texts, first + 1, json, json ? NULL : _("undone"));
  return VD_CLI_OK;
}

int
vd_cli_board_log (const char *path, gboolean json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_board_load (path, &module, &error);
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) events = g_ptr_array_new ();

  if (setup == NULL || !vd_board_check_journal (setup, module, path, &error) ||
      (board = vd_board_replay (setup, module, 0, &error)) == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  /* Each event told as the game stood when it was recorded. */
  for (guint i = 0; setup->journal != NULL && i < setup->journal->len; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      g_ptr_array_add (events, (gpointer) event);
      g_ptr_array_add (texts, vd_board_event_describe (event, board, module));
      if (!vd_board_event_apply (event, board, module, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  print_events (events, texts, 1, json, NULL);
  return VD_CLI_OK;
}
