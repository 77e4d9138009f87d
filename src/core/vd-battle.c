#include "vd-battle.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "vd-battle-private.h"
#include "vd-error.h"
#include "vd-table-private.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-yaml-reader.h"

struct _VdBattle {
  char       *path;            /* the table file; NULL for a battle without one yet */
  VdRuleset  *ruleset;
  VdTable    *setup;           /* the set-up and every event, those undone included */
  guint       n_applied;       /* the cursor */
  VdTable    *current;         /* the set-up replayed to the cursor, without a journal */
  gboolean    dirty;
  char       *digest;          /* SHA-256 of the file as read or saved; NULL: no autosave */
  int         journal_fd;      /* our PATH.journal, open to append; -1 until the first record */
  gsize       journal_length;  /* its bytes, to cut off a line that could not be written */
  gboolean    journal_disposable; /* the PATH.journal found at open holds nothing to recover */
  VdAutosave  pending;         /* what PATH.journal held at open, until restored or discarded */
  char       *stale_path;      /* a journal of another version of the file, kept there */
  /* At least what the file would count with every event, those undone included, so that a
   * record that would make it unreadable is refused; 0 bytes until the first record. */
  VdFileSize  file_size;
};

static char *
journal_path (VdBattle *battle)
{
  return g_strconcat (battle->path, ".journal", NULL);
}

static gboolean
has_pending (VdBattle *battle)
{
  return battle->pending.records != NULL && battle->pending.records->len > 0;
}

static void
close_journal (VdBattle *battle)
{
  if (battle->journal_fd >= 0)
    close (battle->journal_fd);
  battle->journal_fd = -1;
  battle->journal_length = 0;
}

static gboolean
read_bytes (const char *path, char **data, gsize *length, GError **error)
{
  g_autoptr(GError) local_error = NULL;

  if (g_file_get_contents (path, data, length, &local_error))
    return TRUE;
  g_set_error_literal (error, VD_ERROR,
                       g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT)
                         ? VD_ERROR_NOT_FOUND : VD_ERROR_IO,
                       local_error->message);
  return FALSE;
}

/* What PATH.journal says about the file as read: records to offer back, nothing worth
 * keeping, or a journal of another version that must be kept (stale). */
static void
look_for_journal (VdBattle *battle)
{
  g_autofree char *path = journal_path (battle);
  g_autoptr(GError) error = NULL;
  VdAutosave found = { 0 };

  if (!vd_autosave_read (path, &found, &error))
    {
      /* There but unreadable: not ours to judge, so kept like a stale one. */
      if (!g_error_matches (error, VD_ERROR, VD_ERROR_NOT_FOUND))
        battle->stale_path = g_steal_pointer (&path);
      return;
    }
  if (!found.has_header && !found.damaged)
    battle->journal_disposable = TRUE;  /* only a cut first line: nothing was recorded */
  else if (!found.has_header || g_strcmp0 (found.digest, battle->digest) != 0 ||
           (found.records->len == 0 && found.damaged))
    battle->stale_path = g_steal_pointer (&path);
  else if (found.records->len == 0)
    battle->journal_disposable = TRUE;
  else
    {
      battle->pending = found;
      return;
    }
  vd_autosave_clear (&found);
}

/* Takes SETUP and RULESET; replays the whole journal. */
static VdBattle *
battle_new (VdTable *setup, VdRuleset *ruleset, const char *path, GError **error)
{
  g_autoptr(VdTable) owned_setup = setup;
  g_autoptr(VdRuleset) owned_ruleset = ruleset;
  g_autoptr(VdTable) current = vd_journal_replay (setup, ruleset, G_MAXUINT, error);
  VdBattle *battle;

  if (current == NULL)
    return NULL;
  battle = g_new0 (VdBattle, 1);
  battle->path = g_strdup (path);
  battle->ruleset = g_steal_pointer (&owned_ruleset);
  battle->setup = g_steal_pointer (&owned_setup);
  battle->current = g_steal_pointer (&current);
  battle->n_applied = battle->setup->journal->len;
  battle->journal_fd = -1;
  return battle;
}

VdBattle *
vd_battle_open (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  VdRuleset *ruleset = NULL;
  VdTable *setup;
  VdBattle *battle;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  /* Read once: the digest is of exactly the bytes checked. */
  if (!read_bytes (path, &data, &length, error))
    return NULL;
  setup = vd_table_load_checked_data (data, length, path, &ruleset, error);
  if (setup == NULL)
    return NULL;
  battle = battle_new (setup, ruleset, path, error);
  if (battle == NULL)
    return NULL;
  battle->digest = vd_autosave_digest (data, length);
  look_for_journal (battle);
  return battle;
}

VdBattle *
vd_battle_new (VdTable *setup, VdRuleset *ruleset, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  VdBattle *battle;
  gsize length;

  g_return_val_if_fail (setup != NULL && ruleset != NULL, NULL);

  battle = battle_new (setup, ruleset, path, error);
  /* Without the file's bytes there is nothing to tie a journal to: no autosave until saved. */
  if (battle != NULL && path != NULL && g_file_get_contents (path, &data, &length, NULL))
    {
      battle->digest = vd_autosave_digest (data, length);
      look_for_journal (battle);
    }
  return battle;
}

void
vd_battle_free (VdBattle *battle)
{
  if (battle == NULL)
    return;
  close_journal (battle);
  vd_autosave_clear (&battle->pending);
  g_free (battle->path);
  g_free (battle->digest);
  g_free (battle->stale_path);
  vd_table_free (battle->setup);
  vd_table_free (battle->current);
  vd_ruleset_free (battle->ruleset);
  g_free (battle);
}

const char *
vd_battle_get_path (VdBattle *battle)
{
  return battle->path;
}

VdRuleset *
vd_battle_get_ruleset (VdBattle *battle)
{
  return battle->ruleset;
}

VdTable *
vd_battle_get_setup (VdBattle *battle)
{
  return battle->setup;
}

VdTable *
vd_battle_get_current (VdBattle *battle)
{
  return battle->current;
}

guint
vd_battle_get_n_applied (VdBattle *battle)
{
  return battle->n_applied;
}

guint
vd_battle_get_n_events (VdBattle *battle)
{
  return battle->setup->journal->len;
}

const VdEvent *
vd_battle_get_event (VdBattle *battle, guint i)
{
  g_return_val_if_fail (i < battle->setup->journal->len, NULL);
  return g_ptr_array_index (battle->setup->journal, i);
}

gboolean
vd_battle_get_dirty (VdBattle *battle)
{
  return battle->dirty;
}

gboolean
vd_battle_can_undo (VdBattle *battle)
{
  return battle->n_applied > 0;
}

gboolean
vd_battle_can_redo (VdBattle *battle)
{
  return battle->n_applied < battle->setup->journal->len;
}

/* Changes made now would be lost to, or tangled with, the records the user has not judged. */
static gboolean
check_nothing_pending (VdBattle *battle, GError **error)
{
  if (!has_pending (battle))
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("%s.journal holds changes not saved in the file: restore or discard them "
                 "first"),
               battle->path);
  return FALSE;
}

/* Our own PATH.journal, begun at the first record: whatever else is there is set aside. */
static gboolean
start_journal (VdBattle *battle, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *header = NULL;

  if (battle->journal_fd >= 0 || battle->digest == NULL)
    return TRUE;
  path = journal_path (battle);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      if (battle->journal_disposable)
        g_unlink (path);
      else
        {
          char *aside = vd_autosave_keep_aside (path, ".stale", FALSE, error);

          if (aside == NULL)
            return FALSE;
          g_free (battle->stale_path);
          battle->stale_path = aside;
        }
    }
  battle->journal_disposable = FALSE;
  header = vd_autosave_header_line (battle->digest, battle->path);
  battle->journal_fd = vd_autosave_create (path, header, error);
  if (battle->journal_fd < 0)
    return FALSE;
  battle->journal_length = strlen (header);
  return TRUE;
}

/* LINES reach the disk before the change they record is shown. */
static gboolean
autosave (VdBattle *battle, const char *lines, GError **error)
{
  g_autofree char *path = NULL;
  gsize length = strlen (lines);

  if (!start_journal (battle, error))
    return FALSE;
  if (battle->journal_fd < 0)
    return TRUE;
  /* The next open reads it whole, as a file: it stays within what a file may be. */
  if (battle->journal_length + length > VD_YAML_MAX_FILE_SIZE)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the autosave journal would be larger than the %d MiB a Vedette file may "
                     "be: save the battle, then go on"),
                   VD_YAML_MAX_FILE_SIZE / (1024 * 1024));
      return FALSE;
    }
  path = journal_path (battle);
  if (!vd_autosave_append (battle->journal_fd, path, lines, length, battle->journal_length,
                           error))
    return FALSE;
  battle->journal_length += length;
  return TRUE;
}

static void
set_current (VdBattle *battle, VdTable *current, guint n_applied)
{
  vd_table_free (battle->current);
  battle->current = current;
  battle->n_applied = n_applied;
  battle->dirty = TRUE;
}

/* What the file would count with EVENTS recorded at the cursor: an upper bound from the one
 * kept (the events undone that they drop only make the file smaller), or when that is too
 * much for a file, the exact count. FALSE with ERROR when the file would be refused. */
static gboolean
check_file_size (VdBattle *battle, GPtrArray *events, VdFileSize *size, GError **error)
{
  VdFileSize more = vd_journal_file_size ((const VdEvent * const *) events->pdata, events->len,
                                          battle->n_applied == 0);
  gboolean exact = battle->file_size.bytes == 0;

  if (exact)
    battle->file_size = vd_table_file_size (battle->setup, battle->n_applied);
  *size = (VdFileSize) { battle->file_size.bytes + more.bytes,
                         battle->file_size.values + more.values };
  if (exact || (size->bytes <= VD_YAML_MAX_FILE_SIZE && size->values <= VD_YAML_MAX_NODES))
    return vd_yaml_check_file_size (*size, error);
  battle->file_size = vd_table_file_size (battle->setup, battle->n_applied);
  *size = (VdFileSize) { battle->file_size.bytes + more.bytes,
                         battle->file_size.values + more.values };
  return vd_yaml_check_file_size (*size, error);
}

/* Takes EVENTS (VdEvent*) and records them as one step: applied in turn to a copy of the
 * battle as it stands, autosaved by one write, then appended; any failure changes nothing. */
static gboolean
record_events (VdBattle *battle, GPtrArray *events, GError **error)
{
  g_autoptr(GPtrArray) owned = events;
  g_autoptr(VdTable) next = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  VdFileSize size;

  if (!check_nothing_pending (battle, error))
    return FALSE;
  /* A file holds at most VD_YAML_MAX_EVENTS events: the journal stops there, so it saves. */
  if (battle->n_applied + owned->len > VD_YAML_MAX_EVENTS)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("the journal may hold at most %u events, and this battle has reached it"),
                   VD_YAML_MAX_EVENTS);
      return FALSE;
    }
  next = vd_table_copy_without_journal (battle->current);
  for (guint i = 0; i < owned->len; i++)
    {
      const VdEvent *event = g_ptr_array_index (owned, i);
      g_autofree char *line = NULL;

      /* Nothing is written, not even to the autosave journal, that a file would not read. */
      if (!vd_event_apply (event, next, battle->ruleset, error) ||
          !vd_event_check_writable (event, error))
        return FALSE;
      line = vd_autosave_record_line (VD_RECORD_EVENT, event);
      g_string_append (lines, line);
    }
  if (!check_file_size (battle, owned, &size, error) || !autosave (battle, lines->str, error))
    return FALSE;
  battle->file_size = size;
  /* A new event after an undo drops the events undone, as in any editor. */
  g_ptr_array_set_size (battle->setup->journal, battle->n_applied);
  g_ptr_array_set_free_func (owned, NULL);
  g_ptr_array_extend_and_steal (battle->setup->journal, g_steal_pointer (&owned));
  set_current (battle, g_steal_pointer (&next), battle->setup->journal->len);
  return TRUE;
}

gboolean
vd_battle_record_batch (VdBattle *battle, VdEvent **events, guint n_events, GError **error)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_full (n_events, (GDestroyNotify) vd_event_free);
  guint batch = 0;

  for (guint i = 0; i < n_events; i++)
    g_ptr_array_add (owned, events[i]);
  g_return_val_if_fail (battle != NULL, FALSE);
  if (n_events == 0)
    return TRUE;
  /* A number no event of the journal has, so the batch never merges with another. */
  for (guint i = 0; i < battle->setup->journal->len; i++)
    batch = MAX (batch, ((VdEvent *) g_ptr_array_index (battle->setup->journal, i))->batch);
  for (guint i = 0; i < n_events; i++)
    events[i]->batch = batch + 1;
  return record_events (battle, g_steal_pointer (&owned), error);
}

gboolean
vd_battle_record (VdBattle *battle, VdEvent *event, GError **error)
{
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);

  g_ptr_array_add (owned, event);
  g_return_val_if_fail (battle != NULL && event != NULL, FALSE);
  return record_events (battle, g_steal_pointer (&owned), error);
}

/* The battle after N events: the events ahead applied to the battle as it stands, any point
 * behind replayed from the set-up. */
static VdTable *
battle_at (VdBattle *battle, guint n, GError **error)
{
  g_autoptr(VdTable) next = NULL;

  if (n <= battle->n_applied)
    return vd_journal_replay (battle->setup, battle->ruleset, n, error);
  next = vd_table_copy_without_journal (battle->current);
  vd_table_build_index (next);
  for (guint i = battle->n_applied; i < n; i++)
    if (!vd_event_apply (g_ptr_array_index (battle->setup->journal, i), next, battle->ruleset,
                         error))
      return NULL;
  vd_table_drop_index (next);
  return g_steal_pointer (&next);
}

static guint
event_batch (VdBattle *battle, guint i)
{
  return ((const VdEvent *) g_ptr_array_index (battle->setup->journal, i))->batch;
}

/* Where one step back from N lands: before event N - 1 and the rest of its batch. */
static guint
step_back (VdBattle *battle, guint n)
{
  guint batch = event_batch (battle, n - 1);

  n--;
  while (batch > 0 && n > 0 && event_batch (battle, n - 1) == batch)
    n--;
  return n;
}

/* Where one step forward from N lands: after event N and the rest of its batch. */
static guint
step_forward (VdBattle *battle, guint n)
{
  guint batch = event_batch (battle, n);

  n++;
  while (batch > 0 && n < battle->setup->journal->len && event_batch (battle, n) == batch)
    n++;
  return n;
}

gboolean
vd_battle_go_to (VdBattle *battle, guint n, GError **error)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *undo = vd_autosave_record_line (VD_RECORD_UNDO, NULL);
  g_autofree char *redo = vd_autosave_record_line (VD_RECORD_REDO, NULL);

  g_return_val_if_fail (battle != NULL, FALSE);

  if (n > battle->setup->journal->len)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("there is no event %u: the journal holds %u"), n,
                   battle->setup->journal->len);
      return FALSE;
    }
  if (n == battle->n_applied)
    return TRUE;
  if (!check_nothing_pending (battle, error) || (table = battle_at (battle, n, error)) == NULL)
    return FALSE;
  /* One undo or redo record per step, written at once: recovery walks the same steps. */
  for (guint i = MIN (n, battle->n_applied); i < MAX (n, battle->n_applied); i++)
    g_string_append (lines, n < battle->n_applied ? undo : redo);
  if (!autosave (battle, lines->str, error))
    return FALSE;
  set_current (battle, g_steal_pointer (&table), n);
  return TRUE;
}

gboolean
vd_battle_undo (VdBattle *battle, GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);

  if (!vd_battle_can_undo (battle))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("there is nothing to undo"));
      return FALSE;
    }
  return vd_battle_go_to (battle, step_back (battle, battle->n_applied), error);
}

gboolean
vd_battle_redo (VdBattle *battle, GError **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);

  if (!vd_battle_can_redo (battle))
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT, _("there is nothing to redo"));
      return FALSE;
    }
  return vd_battle_go_to (battle, step_forward (battle, battle->n_applied), error);
}

/* A journal beside PATH that is not ours follows a file that is now replaced: kept, stale. */
static void
note_foreign_journal (VdBattle *battle)
{
  g_autofree char *path = journal_path (battle);

  g_clear_pointer (&battle->stale_path, g_free);
  battle->journal_disposable = FALSE;
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    battle->stale_path = g_steal_pointer (&path);
}

/* The battle's file as it is on disk is the one it read or saved last: else another program
 * changed it, and saving would lose that silently. A file gone is not in the way. */
static gboolean
check_unchanged_on_disk (VdBattle *battle, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *digest = NULL;
  g_autofree char *display = NULL;
  gsize length;

  if (battle->digest == NULL || !g_file_get_contents (battle->path, &data, &length, NULL))
    return TRUE;
  digest = vd_autosave_digest (data, length);
  if (g_str_equal (digest, battle->digest))
    return TRUE;
  display = g_filename_display_name (battle->path);
  g_set_error (error, VD_ERROR, VD_ERROR_CHANGED,
               _("“%s” was changed by another program since Vedette read it: save the battle "
                 "under another name, or overwrite those changes"), display);
  return FALSE;
}

gboolean
vd_battle_save (VdBattle *battle, const char *path, GError **error)
{
  return vd_battle_save_full (battle, path, VD_BATTLE_SAVE_DEFAULT, error);
}

gboolean
vd_battle_save_full (VdBattle *battle, const char *path, VdBattleSaveFlags flags,
                     GError **error)
{
  const char *target;
  g_autofree char *data = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *journal = NULL;
  gboolean elsewhere;
  gsize length;

  g_return_val_if_fail (battle != NULL, FALSE);

  target = path != NULL ? path : battle->path;
  if (target == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the battle has no file yet: give one to save it to"));
      return FALSE;
    }
  elsewhere = battle->path == NULL || !g_str_equal (target, battle->path);
  if (!elsewhere && !(flags & VD_BATTLE_SAVE_OVERWRITE_CHANGED) &&
      !check_unchanged_on_disk (battle, error))
    return FALSE;
  /* The set-up and the events up to the cursor, refused before anything is written when the
   * file would not read back. */
  data = vd_table_to_yaml_checked (battle->setup, battle->n_applied, &length, error);
  if (data == NULL)
    return FALSE;
  backup = g_strconcat (target, "~", NULL);
  if (!vd_battle_write_file (target, data, length, backup, error))
    return FALSE;

  /* Our journal's records are in the file now; the next record starts a fresh one. */
  if (battle->journal_fd >= 0)
    {
      journal = journal_path (battle);
      close_journal (battle);
      g_unlink (journal);
    }
  /* Records not judged yet follow the old version of the file: kept as a stale journal. */
  if (has_pending (battle))
    {
      vd_autosave_clear (&battle->pending);
      if (!elsewhere)
        {
          g_free (battle->stale_path);
          battle->stale_path = journal_path (battle);
        }
    }
  g_ptr_array_set_size (battle->setup->journal, battle->n_applied);
  g_free (battle->digest);
  battle->digest = vd_autosave_digest (data, length);
  battle->dirty = FALSE;
  if (elsewhere)
    {
      g_free (battle->path);
      battle->path = g_strdup (target);
      note_foreign_journal (battle);
    }
  return TRUE;
}

guint
vd_battle_pending_records (VdBattle *battle)
{
  return has_pending (battle) ? battle->pending.records->len : 0;
}

static gboolean
refuse_record (guint i, const char *what, GError **error)
{
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("autosaved record %u cannot be restored: %s"), i + 1, what);
  return FALSE;
}

/* The records replayed on copies, so that a record that does not apply changes nothing. */
static gboolean
replay_records (VdBattle *battle, VdTable *setup, VdTable **current, guint *n, GError **error)
{
  for (guint i = 0; i < battle->pending.records->len; i++)
    {
      const VdRecord *record = g_ptr_array_index (battle->pending.records, i);
      g_autoptr(GError) local_error = NULL;

      switch (record->kind)
        {
        case VD_RECORD_EVENT:
          /* The journal stops where recording stops it, so the battle restored saves. */
          if (*n >= VD_YAML_MAX_EVENTS)
            {
              g_set_error (&local_error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the journal may hold at most %u events, and this battle has "
                             "reached it"),
                           VD_YAML_MAX_EVENTS);
              return refuse_record (i, local_error->message, error);
            }
          if (!vd_event_apply (record->event, *current, battle->ruleset, &local_error))
            return refuse_record (i, local_error->message, error);
          g_ptr_array_set_size (setup->journal, *n);
          g_ptr_array_add (setup->journal, vd_event_copy (record->event));
          (*n)++;
          break;
        case VD_RECORD_UNDO:
          if (*n == 0)
            return refuse_record (i, _("there is nothing to undo"), error);
          vd_table_free (*current);
          *current = vd_journal_replay (setup, battle->ruleset, --(*n), &local_error);
          if (*current == NULL)
            return refuse_record (i, local_error->message, error);
          vd_table_build_index (*current);
          break;
        case VD_RECORD_REDO:
        default:
          if (*n == setup->journal->len)
            return refuse_record (i, _("there is nothing to redo"), error);
          if (!vd_event_apply (g_ptr_array_index (setup->journal, *n), *current,
                               battle->ruleset, &local_error))
            return refuse_record (i, local_error->message, error);
          (*n)++;
          break;
        }
    }
  return TRUE;
}

gboolean
vd_battle_restore (VdBattle *battle, GError **error)
{
  g_autoptr(VdTable) setup = NULL;
  g_autoptr(VdTable) current = NULL;
  g_autofree char *path = NULL;
  guint n = battle->n_applied;
  int fd;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (!has_pending (battle))
    return TRUE;
  setup = vd_table_copy (battle->setup);
  current = vd_table_copy_without_journal (battle->current);
  vd_table_build_index (current);
  if (!replay_records (battle, setup, &current, &n, error))
    return FALSE;
  vd_table_drop_index (current);

  path = journal_path (battle);
  /* Whole lines that could not be read are not ours to drop: a copy keeps them. */
  if (battle->pending.damaged)
    {
      g_autofree char *copy = vd_autosave_keep_aside (path, ".damaged", TRUE, error);

      if (copy == NULL)
        return FALSE;
    }
  /* The journal carries on from its last whole record: a cut last line goes. */
  fd = vd_autosave_reopen (path, battle->pending.valid_length, error);
  if (fd < 0)
    return FALSE;
  close_journal (battle);
  battle->journal_fd = fd;
  battle->journal_length = battle->pending.valid_length;
  vd_autosave_clear (&battle->pending);
  vd_table_free (battle->setup);
  battle->setup = g_steal_pointer (&setup);
  set_current (battle, g_steal_pointer (&current), n);
  return TRUE;
}

gboolean
vd_battle_discard_pending (VdBattle *battle, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (!has_pending (battle))
    return TRUE;
  path = journal_path (battle);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, VD_ERROR, VD_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  vd_autosave_clear (&battle->pending);
  return TRUE;
}

gboolean
vd_battle_has_stale_journal (VdBattle *battle)
{
  return battle->stale_path != NULL;
}

const char *
vd_battle_get_stale_journal_path (VdBattle *battle)
{
  return battle->stale_path;
}

gboolean
vd_battle_drop_autosave (VdBattle *battle, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (battle->journal_fd < 0)
    return TRUE;
  path = journal_path (battle);
  close_journal (battle);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, VD_ERROR, VD_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}
