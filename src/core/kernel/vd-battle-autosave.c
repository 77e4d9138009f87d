#include "vd-battle-private.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vd-error.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

/* The file side of a battle: the autosave journal's lines, and writing files so that a crash
 * at any moment leaves either the old state or the new one on disk. */

static const char * const record_names[] = {
  [VD_RECORD_EVENT] = "event",
  [VD_RECORD_UNDO] = "undo",
  [VD_RECORD_REDO] = "redo",
};

static const char * const record_keys[] = { "record", NULL };

void
vd_record_free (VdRecord *record)
{
  if (record == NULL)
    return;
  if (record->event != NULL)
    record->model->free_event (record->event);
  g_free (record);
}

char *
vd_autosave_digest (const char *data, gsize length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* The writer never breaks lines, so the text is one line: a newline inside would be a bug. */
static char *
finish_line (VdYamlWriter *w)
{
  gsize length;
  char *line = vd_yaml_writer_finish (w, &length);

  g_assert (length > 0 && line[length - 1] == '\n' && memchr (line, '\n', length - 1) == NULL);
  return line;
}

char *
vd_autosave_header_line (const VdBattleModel *model, const char *digest, const char *file_path)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new_line ();
  g_autofree char *name = g_path_get_basename (file_path);

  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, "vedette");
  vd_yaml_writer_number (w, 1);
  vd_yaml_writer_word (w, "kind");
  vd_yaml_writer_word (w, "journal");
  vd_yaml_writer_word (w, model->file_kind);
  vd_yaml_writer_text (w, name);
  vd_yaml_writer_word (w, "sha256");
  vd_yaml_writer_text (w, digest);
  vd_yaml_writer_end_mapping (w);
  return finish_line (w);
}

char *
vd_autosave_record_line (const VdBattleModel *model, VdRecordKind kind, gconstpointer event)
{
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new_line ();

  g_return_val_if_fail ((kind == VD_RECORD_EVENT) == (event != NULL), NULL);

  vd_yaml_writer_begin_mapping (w, TRUE);
  vd_yaml_writer_word (w, "record");
  vd_yaml_writer_word (w, record_names[kind]);
  if (event != NULL)
    model->write_event (w, event);
  vd_yaml_writer_end_mapping (w);
  return finish_line (w);
}

static gboolean
is_digest (const char *s)
{
  if (strlen (s) != 64)
    return FALSE;
  for (; *s != '\0'; s++)
    if (!g_ascii_isxdigit (*s))
      return FALSE;
  return TRUE;
}

static char *
read_header (const VdBattleModel *model, const char *path, const char *line, gsize length)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (line, length, path, NULL);
  const char * const header_keys[] = { "vedette", "kind", model->file_kind, "sha256", NULL };
  const char *kind, *digest, *name;
  int version;

  if (doc == NULL ||
      !vd_yaml_check_keys (doc, doc->root, "header", header_keys, header_keys, NULL) ||
      !vd_yaml_read_int (doc, vd_yaml_lookup (doc->root, "vedette"), "vedette", 1, 1, &version,
                         NULL) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "kind"), "kind", &kind, NULL) ||
      !g_str_equal (kind, "journal") ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (doc->root, model->file_kind), model->file_kind,
                            &name, NULL) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (doc->root, "sha256"), "sha256", &digest, NULL) ||
      !is_digest (digest))
    return NULL;
  return g_ascii_strdown (digest, -1);
}

static VdRecord *
read_record (const VdBattleModel *model, const char *path, const char *line, gsize length)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (line, length, path, NULL);
  g_autofree VdRecord *record = g_new0 (VdRecord, 1);
  const char *name;
  guint kind;

  if (doc == NULL || !vd_yaml_expect_mapping (doc, doc->root, "record", NULL) ||
      vd_yaml_lookup (doc->root, "record") == NULL ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (doc->root, "record"), "record", &name, NULL))
    return NULL;
  for (kind = 0; kind < G_N_ELEMENTS (record_names); kind++)
    if (g_str_equal (name, record_names[kind]))
      break;
  if (kind == G_N_ELEMENTS (record_names))
    return NULL;
  record->kind = (VdRecordKind) kind;
  record->model = model;
  if (record->kind == VD_RECORD_EVENT)
    {
      record->event = model->read_event (doc, doc->root, "record", NULL);
      if (record->event == NULL)
        return NULL;
    }
  else if (!vd_yaml_check_keys (doc, doc->root, "record", record_keys, record_keys, NULL))
    return NULL;
  return g_steal_pointer (&record);
}

gboolean
vd_autosave_read (const VdBattleModel *model, const char *path, VdAutosave *autosave,
                  GError **error)
{
  g_autofree char *data = NULL;
  const char *line, *end;
  gsize length;

  /* No bigger than a Vedette file may be, and no FIFO or device: such a file is kept, unread. */
  if (!vd_file_read (path, VD_YAML_MAX_FILE_SIZE, &data, &length, error))
    return FALSE;
  autosave->records = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_record_free);
  end = data + length;
  /* Line by line, each whole line on its own: a cut last line (no newline) is not read. */
  for (line = data; line < end;)
    {
      const char *newline = memchr (line, '\n', (gsize) (end - line));
      VdRecord *record;

      if (newline == NULL)
        break;
      if (!autosave->has_header)
        {
          autosave->digest = read_header (model, path, line, (gsize) (newline - line));
          if (autosave->digest == NULL)
            {
              autosave->damaged = TRUE;
              break;
            }
          autosave->has_header = TRUE;
        }
      else
        {
          record = read_record (model, path, line, (gsize) (newline - line));
          if (record == NULL)
            {
              autosave->damaged = TRUE;
              break;
            }
          g_ptr_array_add (autosave->records, record);
        }
      line = newline + 1;
      autosave->valid_length = (gsize) (line - data);
    }
  return TRUE;
}

void
vd_autosave_clear (VdAutosave *autosave)
{
  g_clear_pointer (&autosave->digest, g_free);
  g_clear_pointer (&autosave->records, g_ptr_array_unref);
  autosave->has_header = FALSE;
  autosave->valid_length = 0;
  autosave->damaged = FALSE;
}

static void
set_io_error (GError **error, const char *path, int saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);

  /* A full disk (or a quota, or a limit on file sizes) is said in words a user acts on. */
  if (saved_errno == ENOSPC || saved_errno == EDQUOT || saved_errno == EFBIG)
    /* Translators: a file name, then the system's own words for the error. */
    g_set_error (error, VD_ERROR, VD_ERROR_IO,
                 _("cannot write “%s”: there is no room left for it on the disk (%s)"), display,
                 g_strerror (saved_errno));
  else
    /* Translators: a file name, then why it could not be written. */
    g_set_error (error, VD_ERROR, VD_ERROR_IO, _("cannot write “%s”: %s"), display,
                 g_strerror (saved_errno));
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  gsize done = 0;

  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      done += (gsize) n;
    }
  return TRUE;
}

/* A rename or a new file is only durable once its folder is flushed too. */
static gboolean
sync_folder_of (const char *path, GError **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  int fd = g_open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
  gboolean ok;

  if (fd < 0)
    {
      set_io_error (error, folder, errno);
      return FALSE;
    }
  /* Some file systems cannot flush a folder (EINVAL): their renames are as durable as it gets. */
  ok = fsync (fd) == 0 || errno == EINVAL;
  if (!ok)
    set_io_error (error, folder, errno);
  close (fd);
  return ok;
}

gboolean
vd_autosave_append (int fd, const char *path, const char *data, gsize length, gsize old_length,
                    GError **error)
{
  int saved_errno;

  if (write_all (fd, data, length) && fsync (fd) == 0)
    return TRUE;
  saved_errno = errno != 0 ? errno : EIO;
  /* A half-written line would spoil every line after it: cut it off. */
  if (ftruncate (fd, (off_t) old_length) != 0)
    saved_errno = errno;
  set_io_error (error, path, saved_errno);
  return FALSE;
}

int
vd_autosave_create (const char *path, const char *header, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0666);

  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return -1;
    }
  if (!vd_autosave_append (fd, path, header, strlen (header), 0, error) ||
      !sync_folder_of (path, error))
    {
      close (fd);
      g_unlink (path);
      return -1;
    }
  return fd;
}

int
vd_autosave_reopen (const char *path, gsize length, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_APPEND | O_CLOEXEC, 0);

  if (fd < 0)
    {
      set_io_error (error, path, errno);
      return -1;
    }
  if (ftruncate (fd, (off_t) length) != 0 || fsync (fd) != 0)
    {
      set_io_error (error, path, errno);
      close (fd);
      return -1;
    }
  return fd;
}

/* PATH~ is the file as it was: a second name for it, so PATH itself never goes missing. */
static gboolean
keep_backup (const char *path, const char *backup, GError **error)
{
  if (g_unlink (backup) != 0 && errno != ENOENT)
    {
      set_io_error (error, backup, errno);
      return FALSE;
    }
  if (link (path, backup) == 0)
    return TRUE;
  /* A file system without hard links: the old file moves to PATH~ and the new one follows. */
  if (g_rename (path, backup) != 0)
    {
      set_io_error (error, backup, errno);
      return FALSE;
    }
  return TRUE;
}

gboolean
vd_battle_write_file (const char *path, const char *data, gsize length, const char *backup,
                      GError **error)
{
  return vd_battle_write_file_locked (path, data, length, backup, NULL, error);
}

gboolean
vd_battle_write_file_locked (const char *path, const char *data, gsize length,
                             const char *backup, VdFileLock **lock, GError **error)
{
  g_autofree char *temp = g_strconcat (path, ".XXXXXX", NULL);
  g_autoptr(VdFileLock) new_lock = NULL;
  gboolean exists;
  GStatBuf st;
  int fd;

  /* A folder, a device or a pipe is never put aside for a file (as root, not even /dev/null). */
  if (!vd_file_check_writable_target (path, error))
    return FALSE;
  exists = g_stat (path, &st) == 0;
  /* A file marked read-only is not replaced, even by a user the system would let do it. */
  if (exists && ((st.st_mode & 0222) == 0 || (g_access (path, W_OK) != 0 && errno != ENOENT)))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, VD_ERROR, VD_ERROR_IO,
                   _("“%s” is read-only: save the battle under another name"), display);
      return FALSE;
    }
  /* Read and write: the descriptor may stay on as the new version's lock, and be read again. */
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, 0666);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_autofree char *name = g_path_get_basename (path);
      g_autofree char *folder = g_path_get_dirname (path);
      g_autofree char *display_name = g_filename_display_name (name);
      g_autofree char *display_folder = g_filename_display_name (folder);

      /* The new version is written beside the file first: it is the folder that refused. */
      /* Translators: a file name, its folder, then why the folder cannot be written in. */
      g_set_error (error, VD_ERROR, VD_ERROR_IO, _("cannot write “%s” in the folder “%s”: %s"),
                   display_name, display_folder, g_strerror (saved_errno));
      return FALSE;
    }
  /* The new version keeps who may read the old one. */
  if ((exists && fchmod (fd, st.st_mode & 07777) != 0) || !write_all (fd, data, length) ||
      fsync (fd) != 0)
    {
      set_io_error (error, path, errno != 0 ? errno : EIO);
      close (fd);
      g_unlink (temp);
      return FALSE;
    }
  if (lock != NULL)
    {
      new_lock = vd_file_lock_adopt (fd, path, error);
      if (new_lock == NULL)
        {
          close (fd);
          g_unlink (temp);
          return FALSE;
        }
    }
  else
    close (fd);
  if ((exists && backup != NULL && !keep_backup (path, backup, error)))
    {
      g_unlink (temp);
      return FALSE;
    }
  if (g_rename (temp, path) != 0)
    {
      set_io_error (error, path, errno);
      g_unlink (temp);
      return FALSE;
    }
  if (!sync_folder_of (path, error))
    return FALSE;
  if (lock != NULL)
    {
      vd_file_lock_release (*lock);
      *lock = g_steal_pointer (&new_lock);
    }
  return TRUE;
}

char *
vd_autosave_keep_aside (const char *path, const char *suffix, gboolean copy, GError **error)
{
  for (guint i = 1; i < 1000; i++)
    {
      g_autofree char *aside = i == 1 ? g_strconcat (path, suffix, NULL)
                                      : g_strdup_printf ("%s%s.%u", path, suffix, i);
      g_autofree char *data = NULL;
      gsize length;

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (copy)
        {
          g_autoptr(GError) local_error = NULL;

          if (!g_file_get_contents (path, &data, &length, &local_error))
            {
              g_set_error_literal (error, VD_ERROR, VD_ERROR_IO, local_error->message);
              return NULL;
            }
          if (!vd_battle_write_file (aside, data, length, NULL, error))
            return NULL;
        }
      else if (g_rename (path, aside) != 0)
        {
          set_io_error (error, aside, errno);
          return NULL;
        }
      return sync_folder_of (path, error) ? g_steal_pointer (&aside) : NULL;
    }
  set_io_error (error, path, EEXIST);
  return NULL;
}
