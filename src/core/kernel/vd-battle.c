#include "vd-battle.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vd-battle-private.h"
#include "vd-error.h"
#include "vd-file.h"
#include "vd-yaml-reader.h"

struct _VdBattle {
  const VdBattleModel *model;  /* what the states, rules and events below are */
  char       *path;            /* the file; NULL for a battle without one yet */
  gpointer    ruleset;
  gpointer    setup;           /* the set-up and every event, those undone included */
  guint       n_applied;       /* the cursor */
  gpointer    current;         /* the set-up replayed to the cursor, without a journal */
  gboolean    dirty;
  char       *digest;          /* SHA-256 of the file as read or saved; NULL: no autosave */
  int         journal_fd;      /* our PATH.journal, open to append; -1 until the first record */
  gsize       journal_length;  /* its bytes, to cut off a line that could not be written */
  gboolean    journal_disposable; /* the PATH.journal found at open holds nothing to recover */
  VdAutosave  pending;         /* what PATH.journal held at open, until restored or discarded */
  char       *stale_path;      /* a journal of another version of the file, kept there */
  VdFileLock *lock;            /* held from the read to the last save: no other writer between */
  gboolean    autosave_off;    /* no PATH.journal: a command that saves at once (vedette-cli) */
  guint64     events_replayed; /* applied by undo, redo, go-to and restore: what limits bound */
  gpointer    checkpoint;      /* the battle after CHECKPOINT_AT events, never past the cursor */
  guint       checkpoint_at;
  /* At least what the file would count with every event, those undone included, so that a
   * record that would make it unreadable is refused; 0 bytes until the first record. */
  VdFileSize  file_size;
  /* One per edit that was more than an append or a cursor move: the first event of the journal
   * it changed, -1 when it replaced the set-up or the rules (vd_battle_kept_since). */
  GArray     *edits;
  GData      *attached;        /* what follows the battle (vd_battle_set_data) */
};

/* The journal changed from event FROM on (-1: the set-up or the rules): followers rebuild. */
static void
note_edit (VdBattle *battle, gint64 from)
{
  g_array_append_val (battle->edits, from);
}

static GPtrArray *
journal_of (VdBattle *battle)
{
  return battle->model->get_journal (battle->setup);
}

static void
clear_state (VdBattle *battle, gpointer *state)
{
  if (*state != NULL)
    battle->model->free_state (*state);
  *state = NULL;
}

/* A copy of STATE without its journal, ready for a run of applies. */
static gpointer
copy_for_applying (VdBattle *battle, gconstpointer state)
{
  gpointer copy = battle->model->copy_without_journal (state);

  if (battle->model->begin_applying != NULL)
    battle->model->begin_applying (copy);
  return copy;
}

static void
end_applying (VdBattle *battle, gpointer state)
{
  if (battle->model->end_applying != NULL)
    battle->model->end_applying (state);
}

static gboolean
apply_event (VdBattle *battle, gconstpointer event, gpointer state, GError **error)
{
  return battle->model->apply (event, state, battle->ruleset, error);
}

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

/* What PATH.journal says about the file as read: records to offer back, nothing worth
 * keeping, or a journal of another version that must be kept (stale). */
static void
look_for_journal (VdBattle *battle)
{
  g_autofree char *path = journal_path (battle);
  g_autoptr(GError) error = NULL;
  VdAutosave found = { 0 };

  if (!vd_autosave_read (battle->model, path, &found, &error))
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

/* A writer killed while it saved leaves FILE.XXXXXX, a new version never renamed in place.
 * Every writer holds the lock we hold now, so none of those is being written: they go. */
static void
remove_leftovers (VdBattle *battle)
{
  g_autofree char *folder = g_path_get_dirname (battle->path);
  g_autofree char *base = g_path_get_basename (battle->path);
  g_autofree char *prefix = g_strconcat (base, ".", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!vd_file_is_temp_name (name, prefix))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == getuid ())
        g_unlink (path);
    }
}

/* Takes SETUP and RULESET; replays the whole journal. */
static VdBattle *
battle_new (const VdBattleModel *model, gpointer setup, gpointer ruleset, const char *path,
            GError **error)
{
  gpointer current = model->replay (setup, ruleset, G_MAXUINT, error);
  VdBattle *battle;

  if (current == NULL)
    {
      model->free_state (setup);
      model->free_rules (ruleset);
      return NULL;
    }
  battle = g_new0 (VdBattle, 1);
  battle->model = model;
  battle->path = g_strdup (path);
  battle->ruleset = ruleset;
  battle->setup = setup;
  battle->current = current;
  battle->n_applied = journal_of (battle)->len;
  battle->journal_fd = -1;
  battle->edits = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_datalist_init (&battle->attached);
  return battle;
}

VdBattle *
vd_battle_open (const VdBattleModel *model, const char *path, GError **error)
{
  g_autoptr(VdFileLock) lock = NULL;
  g_autofree char *data = NULL;
  g_autofree char *file = NULL;
  gpointer ruleset = NULL;
  gpointer setup;
  VdBattle *battle;
  gsize length;

  g_return_val_if_fail (model != NULL && path != NULL, NULL);

  /* Through a link, the file it names is the one read, locked and written. */
  file = vd_file_resolve_link (path);
  lock = vd_file_lock_acquire (file, VD_FILE_LOCK_WAIT_MS, error);
  if (lock == NULL)
    return NULL;
  /* Read once, from the file locked: the digest is of exactly the bytes checked. */
  if (!vd_file_read_fd (vd_file_lock_get_fd (lock), file, VD_YAML_MAX_FILE_SIZE, &data, &length,
                        error))
    return NULL;
  setup = model->load_checked (data, length, file, &ruleset, error);
  if (setup == NULL)
    return NULL;
  battle = battle_new (model, setup, ruleset, file, error);
  if (battle == NULL)
    return NULL;
  battle->lock = g_steal_pointer (&lock);
  battle->digest = vd_autosave_digest (data, length);
  look_for_journal (battle);
  remove_leftovers (battle);
  return battle;
}

VdBattle *
vd_battle_new (const VdBattleModel *model, gpointer setup, gpointer ruleset, const char *path,
               GError **error)
{
  g_autofree char *data = NULL;
  VdBattle *battle;
  gsize length;

  g_return_val_if_fail (model != NULL && setup != NULL && ruleset != NULL, NULL);

  battle = battle_new (model, setup, ruleset, path, error);
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
  /* Followers first: they may read the battle as they go. */
  g_datalist_clear (&battle->attached);
  g_clear_pointer (&battle->edits, g_array_unref);
  close_journal (battle);
  vd_autosave_clear (&battle->pending);
  vd_file_lock_release (battle->lock);
  g_free (battle->path);
  g_free (battle->digest);
  g_free (battle->stale_path);
  clear_state (battle, &battle->setup);
  clear_state (battle, &battle->current);
  clear_state (battle, &battle->checkpoint);
  battle->model->free_rules (battle->ruleset);
  g_free (battle);
}

void
vd_battle_set_autosave (VdBattle *battle, gboolean autosave)
{
  g_return_if_fail (battle != NULL);
  battle->autosave_off = !autosave;
}

const char *
vd_battle_get_path (VdBattle *battle)
{
  return battle->path;
}

const VdBattleModel *
vd_battle_get_model (VdBattle *battle)
{
  return battle->model;
}

gpointer
vd_battle_get_ruleset (VdBattle *battle)
{
  return battle->ruleset;
}

void
vd_battle_set_ruleset (VdBattle *battle, gpointer rules)
{
  g_return_if_fail (rules != NULL);
  if (rules == battle->ruleset)
    return;
  battle->model->free_rules (battle->ruleset);
  battle->ruleset = rules;
  note_edit (battle, -1);
}

gpointer
vd_battle_get_setup (VdBattle *battle)
{
  return battle->setup;
}

gpointer
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
  return journal_of (battle)->len;
}

gconstpointer
vd_battle_get_event (VdBattle *battle, guint i)
{
  g_return_val_if_fail (i < journal_of (battle)->len, NULL);
  return g_ptr_array_index (journal_of (battle), i);
}

guint64
vd_battle_get_edits (VdBattle *battle)
{
  g_return_val_if_fail (battle != NULL, 0);
  return battle->edits->len;
}

gboolean
vd_battle_kept_since (VdBattle *battle, guint64 edits, guint *n_kept)
{
  guint kept = G_MAXUINT;

  g_return_val_if_fail (battle != NULL && n_kept != NULL, FALSE);
  *n_kept = 0;
  if (edits > battle->edits->len)
    return FALSE;
  for (guint64 i = edits; i < battle->edits->len; i++)
    {
      gint64 from = g_array_index (battle->edits, gint64, i);

      if (from < 0)
        return FALSE;
      kept = MIN (kept, (guint) from);
    }
  *n_kept = kept;
  return TRUE;
}

void
vd_battle_set_data (VdBattle *battle, const char *key, gpointer data, GDestroyNotify destroy)
{
  g_return_if_fail (battle != NULL && key != NULL);
  g_datalist_set_data_full (&battle->attached, key, data, destroy);
}

gpointer
vd_battle_get_data (VdBattle *battle, const char *key)
{
  g_return_val_if_fail (battle != NULL && key != NULL, NULL);
  return g_datalist_get_data (&battle->attached, key);
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
  return battle->n_applied < journal_of (battle)->len;
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

  if (battle->journal_fd >= 0 || battle->digest == NULL || battle->autosave_off)
    return TRUE;
  path = journal_path (battle);
  /* A pipe or a device in the journal's place is not ours to move: no autosave beside it. */
  if (!vd_file_check_writable_target (path, error))
    return FALSE;
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
  header = vd_autosave_header_line (battle->model, battle->digest, battle->path);
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
set_current (VdBattle *battle, gpointer current, guint n_applied)
{
  clear_state (battle, &battle->current);
  battle->current = current;
  battle->n_applied = n_applied;
  battle->dirty = TRUE;
}

VdFileSize
vd_battle_get_file_size (VdBattle *battle)
{
  return battle->file_size;
}

void
vd_battle_prepare_record (VdBattle *battle)
{
  g_return_if_fail (battle != NULL);

  /* Records waiting to be restored or discarded change what the file holds. */
  if (battle->file_size.bytes == 0 && !has_pending (battle))
    battle->file_size = battle->model->file_size (battle->setup, battle->n_applied);
}

/* What the file would count with EVENTS recorded at the cursor: an upper bound from the one
 * kept (the events undone that they drop only make the file smaller), or when that is too
 * much for a file, the exact count. FALSE with ERROR when the file would be refused. */
static gboolean
check_file_size (VdBattle *battle, GPtrArray *events, VdFileSize *size, GError **error)
{
  VdFileSize more = battle->model->events_file_size ((gconstpointer const *) events->pdata,
                                                     events->len, battle->n_applied == 0);
  gboolean exact = battle->file_size.bytes == 0;

  if (exact)
    battle->file_size = battle->model->file_size (battle->setup, battle->n_applied);
  *size = (VdFileSize) { battle->file_size.bytes + more.bytes,
                         battle->file_size.values + more.values };
  if (exact || (size->bytes <= VD_YAML_MAX_FILE_SIZE && size->values <= VD_YAML_MAX_NODES))
    return vd_yaml_check_file_size (*size, error);
  battle->file_size = battle->model->file_size (battle->setup, battle->n_applied);
  *size = (VdFileSize) { battle->file_size.bytes + more.bytes,
                         battle->file_size.values + more.values };
  return vd_yaml_check_file_size (*size, error);
}

/* Takes EVENTS (the model's) and records them as one step: applied in turn to a copy of the
 * battle as it stands, autosaved by one write, then appended; any failure changes nothing. */
static gboolean
record_events (VdBattle *battle, GPtrArray *events, GError **error)
{
  g_autoptr(GPtrArray) owned = events;
  g_autoptr(GString) lines = g_string_new (NULL);
  gpointer next;
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
  next = battle->model->copy_for_record != NULL
           ? battle->model->copy_for_record (battle->current)
           : battle->model->copy_without_journal (battle->current);
  for (guint i = 0; i < owned->len; i++)
    {
      gconstpointer event = g_ptr_array_index (owned, i);
      g_autofree char *line = NULL;

      /* Nothing is written, not even to the autosave journal, that a file would not read. */
      if ((battle->model->check_record != NULL &&
           !battle->model->check_record (event, next, battle->ruleset, error)) ||
          !apply_event (battle, event, next, error) ||
          !battle->model->check_writable (event, error))
        {
          clear_state (battle, &next);
          return FALSE;
        }
      line = vd_autosave_record_line (battle->model, VD_RECORD_EVENT, event);
      g_string_append (lines, line);
    }
  if (!check_file_size (battle, owned, &size, error) || !autosave (battle, lines->str, error))
    {
      clear_state (battle, &next);
      return FALSE;
    }
  battle->file_size = size;
  /* A new event after an undo drops the events undone, as in any editor. */
  if (journal_of (battle)->len > battle->n_applied)
    note_edit (battle, battle->n_applied);
  g_ptr_array_set_size (journal_of (battle), battle->n_applied);
  g_ptr_array_set_free_func (owned, NULL);
  g_ptr_array_extend_and_steal (journal_of (battle), g_steal_pointer (&owned));
  set_current (battle, next, journal_of (battle)->len);
  return TRUE;
}

gboolean
vd_battle_record_batch (VdBattle *battle, gpointer *events, guint n_events, GError **error)
{
  g_autoptr(GPtrArray) owned = NULL;
  GPtrArray *journal;
  guint batch = 0;

  g_return_val_if_fail (battle != NULL, FALSE);
  owned = g_ptr_array_new_full (n_events, (GDestroyNotify) battle->model->free_event);
  for (guint i = 0; i < n_events; i++)
    g_ptr_array_add (owned, events[i]);
  if (n_events == 0)
    return TRUE;
  /* A number no event of the journal has, so the batch never merges with another. */
  journal = journal_of (battle);
  for (guint i = 0; i < journal->len; i++)
    batch = MAX (batch, battle->model->get_batch (g_ptr_array_index (journal, i)));
  for (guint i = 0; i < n_events; i++)
    battle->model->set_batch (events[i], batch + 1);
  return record_events (battle, g_steal_pointer (&owned), error);
}

gboolean
vd_battle_record (VdBattle *battle, gpointer event, GError **error)
{
  g_autoptr(GPtrArray) owned = NULL;

  g_return_val_if_fail (battle != NULL && event != NULL, FALSE);
  owned = g_ptr_array_new_with_free_func ((GDestroyNotify) battle->model->free_event);
  g_ptr_array_add (owned, event);
  return record_events (battle, g_steal_pointer (&owned), error);
}

/* Checkpoints are at least this many events apart. */
#define MIN_CHECKPOINT_SPACING 64

/* About the square root of N: a run of undos from N then applies about that many events each,
 * and replays from the set-up once every that many undos. */
static guint
checkpoint_spacing (guint n)
{
  guint spacing = MIN_CHECKPOINT_SPACING;

  while ((guint64) spacing * spacing < n)
    spacing *= 2;
  return spacing;
}

/* The battle after N events, N behind the cursor: replayed from the checkpoint when it is not
 * past N, else from the set-up; on the way it leaves the checkpoint at the last multiple of the
 * spacing up to N, so that the next undo starts there. */
static gpointer
replay_back (VdBattle *battle, guint n, GError **error)
{
  guint spacing = checkpoint_spacing (n), mark = n / spacing * spacing, from = 0;
  gpointer next;

  if (battle->checkpoint != NULL && battle->checkpoint_at <= n)
    {
      from = battle->checkpoint_at;
      next = copy_for_applying (battle, battle->checkpoint);
    }
  else
    {
      clear_state (battle, &battle->checkpoint);
      next = copy_for_applying (battle, battle->setup);
    }
  for (guint i = from; i <= n; i++)
    {
      if (i == mark && i > from)
        {
          clear_state (battle, &battle->checkpoint);
          battle->checkpoint = battle->model->copy_without_journal (next);
          battle->checkpoint_at = i;
        }
      if (i == n)
        break;
      battle->events_replayed++;
      /* Never for events that applied before; if one does, the replay from the set-up says
       * which, as when the file was opened. */
      if (!apply_event (battle, g_ptr_array_index (journal_of (battle), i), next, NULL))
        {
          clear_state (battle, &next);
          clear_state (battle, &battle->checkpoint);
          return battle->model->replay (battle->setup, battle->ruleset, n, error);
        }
    }
  end_applying (battle, next);
  return next;
}

/* The battle after N events: the events ahead applied to the battle as it stands, any point
 * behind replayed from the checkpoint or the set-up. */
static gpointer
battle_at (VdBattle *battle, guint n, GError **error)
{
  gpointer next;

  if (n <= battle->n_applied)
    return replay_back (battle, n, error);
  next = copy_for_applying (battle, battle->current);
  battle->events_replayed += n - battle->n_applied;
  for (guint i = battle->n_applied; i < n; i++)
    if (!apply_event (battle, g_ptr_array_index (journal_of (battle), i), next, error))
      {
        clear_state (battle, &next);
        return NULL;
      }
  end_applying (battle, next);
  return next;
}

static guint
event_batch (VdBattle *battle, guint i)
{
  return battle->model->get_batch (g_ptr_array_index (journal_of (battle), i));
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
  while (batch > 0 && n < journal_of (battle)->len && event_batch (battle, n) == batch)
    n++;
  return n;
}

gboolean
vd_battle_go_to (VdBattle *battle, guint n, GError **error)
{
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *undo = NULL;
  g_autofree char *redo = NULL;
  gpointer state;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (n > journal_of (battle)->len)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("there is no event %u: the journal holds %u"), n, journal_of (battle)->len);
      return FALSE;
    }
  if (n == battle->n_applied)
    return TRUE;
  if (!check_nothing_pending (battle, error) || (state = battle_at (battle, n, error)) == NULL)
    return FALSE;
  /* One undo or redo record per step, written at once: recovery walks the same steps. */
  undo = vd_autosave_record_line (battle->model, VD_RECORD_UNDO, NULL);
  redo = vd_autosave_record_line (battle->model, VD_RECORD_REDO, NULL);
  for (guint i = MIN (n, battle->n_applied); i < MAX (n, battle->n_applied); i++)
    g_string_append (lines, n < battle->n_applied ? undo : redo);
  if (!autosave (battle, lines->str, error))
    {
      clear_state (battle, &state);
      return FALSE;
    }
  set_current (battle, state, n);
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

  if (battle->digest == NULL || !g_file_test (battle->path, G_FILE_TEST_EXISTS))
    return TRUE;
  /* Still the file locked: read through our own descriptor (changed in place, or not). */
  if (battle->lock != NULL && vd_file_lock_is_current (battle->lock))
    {
      if (vd_file_read_fd (vd_file_lock_get_fd (battle->lock), battle->path,
                           VD_YAML_MAX_FILE_SIZE, &data, &length, NULL))
        digest = vd_autosave_digest (data, length);
    }
  /* Replaced (an editor saves so): the same bytes are no change; a pipe is never read. */
  else if (vd_file_read (battle->path, VD_YAML_MAX_FILE_SIZE, &data, &length, NULL))
    digest = vd_autosave_digest (data, length);
  if (digest != NULL && g_str_equal (digest, battle->digest))
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
  g_autofree char *resolved = NULL;
  g_autoptr(VdFileLock) target_lock = NULL;
  g_autofree char *data = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *journal = NULL;
  gpointer folded = NULL;
  guint n_folded = 0;
  gboolean elsewhere;
  gsize length;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (path == NULL && battle->path == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the battle has no file yet: give one to save it to"));
      return FALSE;
    }
  /* Through a link, the file it names is written, not the link replaced. */
  target = resolved = path != NULL ? vd_file_resolve_link (path) : g_strdup (battle->path);
  /* Another spelling of our own file is no other file. */
  elsewhere = battle->path == NULL ||
              (!g_str_equal (target, battle->path) &&
               !(battle->lock != NULL && vd_file_lock_names (battle->lock, target)));
  if (!elsewhere && !(flags & VD_BATTLE_SAVE_OVERWRITE_CHANGED) &&
      !check_unchanged_on_disk (battle, error))
    return FALSE;
  /* The set-up (with what built it folded in, for a mode that does) and the events up to the
   * cursor, refused before anything is written when the file would not read back. */
  if (battle->model->fold_setup != NULL)
    {
      g_autoptr(GError) fold_error = NULL;

      folded = battle->model->fold_setup (battle->setup, battle->ruleset, battle->n_applied,
                                          &n_folded, &fold_error);
      if (folded == NULL && fold_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&fold_error));
          return FALSE;
        }
    }
  data = battle->model->to_yaml_checked (folded != NULL ? folded : battle->setup,
                                         battle->n_applied - n_folded, &length, error);
  if (data == NULL)
    {
      clear_state (battle, &folded);
      return FALSE;
    }
  /* Another file written over: after its own writers, and only if it is a regular file. */
  if (elsewhere)
    {
      if (!vd_file_check_writable_target (target, error))
        {
          clear_state (battle, &folded);
          return FALSE;
        }
      if (g_file_test (target, G_FILE_TEST_EXISTS))
        {
          target_lock = vd_file_lock_acquire (target, VD_FILE_LOCK_WAIT_MS, error);
          if (target_lock == NULL)
            {
              clear_state (battle, &folded);
              return FALSE;
            }
        }
    }
  backup = g_strconcat (target, "~", NULL);
  if (!vd_battle_write_file_locked (target, data, length, backup,
                                    elsewhere ? &target_lock : &battle->lock, error))
    {
      clear_state (battle, &folded);
      return FALSE;
    }
  /* The file holds the folded set-up now: so does the battle. */
  if (folded != NULL)
    {
      clear_state (battle, &battle->setup);
      battle->setup = g_steal_pointer (&folded);
      battle->n_applied -= n_folded;
      clear_state (battle, &battle->checkpoint);
      note_edit (battle, -1);
      battle->file_size = (VdFileSize) { 0, 0 };
    }
  if (elsewhere)
    {
      vd_file_lock_release (battle->lock);
      battle->lock = g_steal_pointer (&target_lock);
    }

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
  if (journal_of (battle)->len > battle->n_applied)
    note_edit (battle, battle->n_applied);
  g_ptr_array_set_size (journal_of (battle), battle->n_applied);
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

/* Where an event of the journal being restored comes from: the record that made it, or the
 * battle's own journal. */
#define FROM_BATTLE G_MAXUINT

/* The records as moves of the cursor *N over SETUP's journal: an undo or a redo only moves it;
 * an event drops the events ahead of it and goes on the end, its record in ORIGINS (one per
 * event). *FIRST_NEW is where the journal first differs from the battle's. Nothing is applied:
 * a journal of many undos costs what its records are, not a replay each. */
static gboolean
walk_records (VdBattle *battle, GPtrArray *journal, GArray *origins, guint *n, guint *first_new,
              GError **error)
{
  for (guint i = 0; i < battle->pending.records->len; i++)
    {
      const VdRecord *record = g_ptr_array_index (battle->pending.records, i);

      switch (record->kind)
        {
        case VD_RECORD_EVENT:
          /* The journal stops where recording stops it, so the battle restored saves. */
          if (*n >= VD_YAML_MAX_EVENTS)
            {
              g_autofree char *what =
                g_strdup_printf (_("the journal may hold at most %u events, and this battle "
                                   "has reached it"), VD_YAML_MAX_EVENTS);

              return refuse_record (i, what, error);
            }
          g_ptr_array_set_size (journal, *n);
          g_array_set_size (origins, *n);
          g_ptr_array_add (journal, battle->model->copy_event (record->event));
          g_array_append_val (origins, i);
          *first_new = MIN (*first_new, *n);
          (*n)++;
          break;
        case VD_RECORD_UNDO:
          if (*n == 0)
            return refuse_record (i, _("there is nothing to undo"), error);
          (*n)--;
          break;
        case VD_RECORD_REDO:
        default:
          if (*n == journal->len)
            return refuse_record (i, _("there is nothing to redo"), error);
          (*n)++;
          break;
        }
    }
  return TRUE;
}

/* Applies JOURNAL's events FROM … to the end to STATE (the battle after FROM events), so that
 * each event the records made is tried once, as it was recorded; *AT_N gets the battle after N
 * events (STATE itself when N is the end). A refusal names the record that made the event. */
static gboolean
apply_walked (VdBattle *battle, GPtrArray *journal, const GArray *origins, guint from,
              guint n, gpointer state, gpointer *at_n, GError **error)
{
  for (guint i = from; i <= journal->len; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (i == n)
        *at_n = i == journal->len ? state : battle->model->copy_without_journal (state);
      if (i == journal->len)
        break;
      battle->events_replayed++;
      if (!apply_event (battle, g_ptr_array_index (journal, i), state, &local_error))
        {
          guint origin = g_array_index (origins, guint, i);

          if (*at_n != state)
            clear_state (battle, at_n);
          *at_n = NULL;
          if (origin == FROM_BATTLE)
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          return refuse_record (origin, local_error->message, error);
        }
    }
  return TRUE;
}

/* The records replayed on copies, so that a record that does not apply changes nothing:
 * walked as cursor moves first, then the battle replayed once, from the battle as it stands
 * (*CURRENT, after *N events) when the records kept what it holds, else from the set-up.
 * Events the records dropped again (recorded, undone, then replaced) are not tried. On
 * success *CURRENT is the battle after the new *N; on failure it is freed. */
static gboolean
replay_records (VdBattle *battle, gpointer setup, gpointer *current, guint *n, GError **error)
{
  GPtrArray *journal = battle->model->get_journal (setup);
  g_autoptr(GArray) origins = g_array_sized_new (FALSE, FALSE, sizeof (guint), journal->len);
  g_autoptr(GError) walk_error = NULL;
  gpointer state, at_n = NULL;
  guint start = *n, first_new = journal->len, from, file = FROM_BATTLE;
  gboolean walked;

  for (guint i = 0; i < journal->len; i++)
    g_array_append_val (origins, file);
  walked = walk_records (battle, journal, origins, n, &first_new, &walk_error);
  from = MIN (first_new, *n);
  if (from >= start)
    {
      from = start;
      state = g_steal_pointer (current);
    }
  else
    {
      clear_state (battle, current);
      state = battle->model->replay (setup, battle->ruleset, from, error);
      if (state == NULL)
        return FALSE;
      battle->events_replayed += from;
      if (battle->model->begin_applying != NULL)
        battle->model->begin_applying (state);
    }
  /* An event refused before a record that cannot be walked is told first: it came first. */
  if (!apply_walked (battle, journal, origins, from, *n, state, &at_n, error))
    {
      clear_state (battle, &state);
      return FALSE;
    }
  if (at_n != state)
    clear_state (battle, &state);
  *current = at_n;
  if (!walked)
    {
      clear_state (battle, current);
      g_propagate_error (error, g_steal_pointer (&walk_error));
      return FALSE;
    }
  return TRUE;
}

guint64
vd_battle_get_events_replayed (VdBattle *battle)
{
  return battle->events_replayed;
}

gboolean
vd_battle_restore (VdBattle *battle, GError **error)
{
  g_autofree char *path = NULL;
  gpointer setup, current;
  guint n = battle->n_applied;
  int fd;

  g_return_val_if_fail (battle != NULL, FALSE);

  if (!has_pending (battle))
    return TRUE;
  setup = battle->model->copy_state (battle->setup);
  current = copy_for_applying (battle, battle->current);
  if (!replay_records (battle, setup, &current, &n, error))
    {
      clear_state (battle, &setup);
      return FALSE;
    }
  end_applying (battle, current);

  path = journal_path (battle);
  /* Whole lines that could not be read are not ours to drop: a copy keeps them. */
  if (battle->pending.damaged)
    {
      g_autofree char *copy = vd_autosave_keep_aside (path, ".damaged", TRUE, error);

      if (copy == NULL)
        goto failed;
    }
  /* The journal carries on from its last whole record: a cut last line goes. */
  fd = vd_autosave_reopen (path, battle->pending.valid_length, error);
  if (fd < 0)
    goto failed;
  close_journal (battle);
  battle->journal_fd = fd;
  battle->journal_length = battle->pending.valid_length;
  vd_autosave_clear (&battle->pending);
  clear_state (battle, &battle->setup);
  battle->setup = setup;
  /* Counted again at the next record: a count made ahead was of the set-up it replaces. */
  battle->file_size = (VdFileSize) { 0, 0 };
  note_edit (battle, -1);
  /* Of the journal it replaces. */
  clear_state (battle, &battle->checkpoint);
  set_current (battle, current, n);
  return TRUE;

failed:
  clear_state (battle, &setup);
  clear_state (battle, &current);
  return FALSE;
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

GStrv
vd_battle_list_stale_journals (VdBattle *battle)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *journal = NULL;
  g_auto(GStrv) list = NULL;

  g_return_val_if_fail (battle != NULL, NULL);

  if (battle->path == NULL)
    return NULL;
  journal = journal_path (battle);
  if (battle->stale_path != NULL && g_file_test (battle->stale_path, G_FILE_TEST_IS_REGULAR))
    g_strv_builder_add (builder, battle->stale_path);
  /* The names vd_autosave_keep_aside gives, in order. */
  for (guint i = 1; i < 1000; i++)
    {
      g_autofree char *aside = i == 1 ? g_strconcat (journal, ".stale", NULL)
                                      : g_strdup_printf ("%s.stale.%u", journal, i);

      if (g_file_test (aside, G_FILE_TEST_IS_REGULAR))
        g_strv_builder_add (builder, aside);
      else if (!g_file_test (aside, G_FILE_TEST_EXISTS))
        break;
    }
  list = g_strv_builder_end (builder);
  return list[0] != NULL ? g_steal_pointer (&list) : NULL;
}

gboolean
vd_battle_delete_stale_journals (VdBattle *battle, GError **error)
{
  g_auto(GStrv) list = vd_battle_list_stale_journals (battle);

  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (g_unlink (list[i]) != 0 && errno != ENOENT)
      {
        int saved_errno = errno;
        g_autofree char *display = g_filename_display_name (list[i]);

        /* Translators: a file name, then the system's words for why it stays. */
        g_set_error (error, VD_ERROR, VD_ERROR_IO, _("cannot delete “%s”: %s"), display,
                     g_strerror (saved_errno));
        return FALSE;
      }
  g_clear_pointer (&battle->stale_path, g_free);
  return TRUE;
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
