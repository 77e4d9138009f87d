#include "vd-board-battle.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-hex-fire-phase.h"
#include "vd-hex-phase-steps.h"
#include "vd-yaml-writer.h"

/* The board's side of the kernel's battle: each hook calls the board function it names. */

static VdBoard *
replay (const VdBoard *setup, const VdHexRuleset *module, guint n, const char *file,
        GError **error)
{
  g_autoptr(VdBoard) board = vd_board_copy_without_journal (setup);

  n = MIN (n, setup->journal->len);
  for (guint i = 0; i < n; i++)
    {
      const VdBoardEvent *event = g_ptr_array_index (setup->journal, i);
      g_autoptr(GError) cause = NULL;

      if (!vd_board_event_apply (event, board, module, &cause))
        {
          const char *kind = vd_board_event_kind_to_string (event->kind);

          if (file != NULL && event->line > 0)
            vd_set_error_at (error, VD_ERROR_INVALID, file, event->line, event->column,
                             _("event %u (%s): %s"), i + 1, kind, cause->message);
          else
            g_set_error (error, VD_ERROR, cause->code, _("event %u (%s): %s"), i + 1, kind,
                         cause->message);
          return NULL;
        }
    }
  return g_steal_pointer (&board);
}

VdBoard *
vd_board_replay (const VdBoard *setup, const VdHexRuleset *module, guint n, GError **error)
{
  g_return_val_if_fail (setup != NULL && setup->journal != NULL, NULL);
  return replay (setup, module, n, NULL, error);
}

gboolean
vd_board_check_journal (const VdBoard *setup, const VdHexRuleset *module, const char *file,
                        GError **error)
{
  g_autoptr(VdBoard) replayed = replay (setup, module, G_MAXUINT, file, error);

  return replayed != NULL;
}

VdBoard *
vd_board_load_checked_data (const char *data, gsize length, const char *path,
                            VdHexRuleset **module_out, GError **error)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_board_load_data (data, length, path, &module, error);

  if (board == NULL || !vd_board_check_journal (board, module, path, error))
    return NULL;
  if (module_out != NULL)
    *module_out = g_steal_pointer (&module);
  return g_steal_pointer (&board);
}

static gpointer
load_checked (const char *data, gsize length, const char *path, gpointer *rules,
              GError **error)
{
  VdHexRuleset *module = NULL;
  VdBoard *board = vd_board_load_checked_data (data, length, path, &module, error);

  *rules = module;
  return board;
}

static void
free_rules (gpointer rules)
{
  vd_hex_ruleset_free (rules);
}

static void
free_state (gpointer state)
{
  vd_board_free (state);
}

static gpointer
copy_state (gconstpointer state)
{
  return vd_board_copy (state);
}

static gpointer
copy_without_journal (gconstpointer state)
{
  return vd_board_copy_without_journal (state);
}

static GPtrArray *
get_journal (gpointer setup)
{
  return ((VdBoard *) setup)->journal;
}

static gpointer
replay_hook (gconstpointer setup, gconstpointer rules, guint n, GError **error)
{
  return vd_board_replay (setup, rules, n, error);
}

static gboolean
apply (gconstpointer event, gpointer state, gconstpointer rules, GError **error)
{
  return vd_board_event_apply (event, state, rules, error);
}

gboolean
vd_board_check_record (const VdBoard *board, const VdHexRuleset *module,
                       const VdBoardEvent *event, GError **error)
{
  return vd_hex_phase_step_check (board, module, event, error) &&
         vd_hex_fire_phase_check (board, module, event, error);
}

gboolean
vd_board_check_records (const VdBoard *board, const VdHexRuleset *module, GPtrArray *events,
                        GError **error)
{
  g_autoptr(VdBoard) next = vd_board_copy_without_journal (board);

  for (guint i = 0; i < events->len; i++)
    if (!vd_board_check_record (next, module, events->pdata[i], error) ||
        !vd_board_event_apply (events->pdata[i], next, module, error))
      return FALSE;
  return TRUE;
}

static gboolean
check_record (gconstpointer event, gconstpointer state, gconstpointer rules, GError **error)
{
  return vd_board_check_record (state, rules, event, error);
}

static gboolean
check_writable (gconstpointer event, GError **error)
{
  return vd_board_event_check_writable (event, error);
}

static gpointer
copy_event (gconstpointer event)
{
  return vd_board_event_copy (event);
}

static void
free_event (gpointer event)
{
  vd_board_event_free (event);
}

static guint
get_batch (gconstpointer event)
{
  return ((const VdBoardEvent *) event)->batch;
}

static void
set_batch (gpointer event, guint batch)
{
  ((VdBoardEvent *) event)->batch = batch;
}

static void
write_event (VdYamlWriter *writer, gconstpointer event)
{
  vd_board_event_write_keys (writer, event);
}

/* An autosaved record: recorded, not read from the board file, so no position in it. */
static gpointer
read_event (const VdYamlDocument *doc, const VdYamlNode *map, const char *extra_key,
            GError **error)
{
  VdBoardEvent *event = vd_board_event_read (doc, map, extra_key, error);

  if (event != NULL)
    event->line = event->column = 0;
  return event;
}

static VdFileSize
file_size (gconstpointer setup, guint n_events)
{
  return vd_board_file_size (setup, n_events);
}

/* At least what EVENTS add: each event written on one line, its dash and the folds of a long
 * line more, and the `journal:` key when it is the first. */
static VdFileSize
events_file_size (gconstpointer const *events, guint n_events, gboolean first)
{
  VdFileSize size = { first ? 16 : 0, first ? 2 : 0 };

  for (guint i = 0; i < n_events; i++)
    {
      g_autoptr(VdYamlWriter) w = vd_yaml_writer_new_line ();
      g_autofree char *line = NULL;
      gsize length;

      vd_yaml_writer_begin_mapping (w, TRUE);
      vd_board_event_write_keys (w, events[i]);
      vd_yaml_writer_end_mapping (w);
      size.values += vd_yaml_writer_get_n_values (w);
      line = vd_yaml_writer_finish (w, &length);
      /* The file's writer folds a long line every 80 columns or so, with an indent. */
      size.bytes += length + 4 + 4 * (length / 60 + 1);
    }
  return size;
}

static gpointer
fold_setup (gconstpointer setup, gconstpointer rules, guint n_events, guint *n_folded,
            GError **error)
{
  return vd_board_fold_setup (setup, rules, n_events, n_folded, error);
}

static char *
to_yaml_checked (gconstpointer setup, guint n_events, gsize *length, GError **error)
{
  return vd_board_to_yaml_events (setup, n_events, length, error);
}

const VdBattleModel vd_board_battle_model = {
  .file_kind = "board",
  .load_checked = load_checked,
  .free_rules = free_rules,
  .free_state = free_state,
  .copy_state = copy_state,
  .copy_without_journal = copy_without_journal,
  .get_journal = get_journal,
  .replay = replay_hook,
  .apply = apply,
  .check_record = check_record,
  .check_writable = check_writable,
  .copy_event = copy_event,
  .free_event = free_event,
  .get_batch = get_batch,
  .set_batch = set_batch,
  .write_event = write_event,
  .read_event = read_event,
  .file_size = file_size,
  .events_file_size = events_file_size,
  .fold_setup = fold_setup,
  .to_yaml_checked = to_yaml_checked,
};

VdBattle *
vd_board_battle_open (const char *path, GError **error)
{
  return vd_battle_open (&vd_board_battle_model, path, error);
}

VdBattle *
vd_board_battle_new (VdBoard *setup, VdHexRuleset *module, const char *path, GError **error)
{
  return vd_battle_new (&vd_board_battle_model, setup, module, path, error);
}

gboolean
vd_board_phase_start_hex (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                          const char *unit_id, VdHex *hex)
{
  g_autoptr(VdBoard) now = NULL, then = NULL;
  const VdBoardUnit *unit;
  gboolean moved = FALSE;
  guint first;

  if (setup->journal == NULL || n_applied == 0 || n_applied > setup->journal->len ||
      (now = vd_board_replay (setup, module, n_applied, NULL)) == NULL)
    return FALSE;
  /* The events of the phase now played: the last ones, recorded in its turn and phase. */
  for (first = n_applied; first > 0; first--)
    {
      const VdBoardEvent *event = g_ptr_array_index (setup->journal, first - 1);

      if (event->turn != now->turn || g_strcmp0 (event->phase, now->phase) != 0 ||
          event->kind == VD_BOARD_EVENT_END_PHASE)
        break;
      moved |= event->kind == VD_BOARD_EVENT_MOVE && g_strcmp0 (event->unit_id, unit_id) == 0;
    }
  if (!moved || (then = vd_board_replay (setup, module, first, NULL)) == NULL ||
      (unit = vd_board_find_unit (then, unit_id)) == NULL || !unit->placed)
    return FALSE;
  *hex = unit->hex;
  return TRUE;
}
