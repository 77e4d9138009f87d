#include "vd-file.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vd-error.h"

/* Between two tries for a lock another writer holds. */
#define LOCK_POLL_MS 20

struct _VdFileLock {
  int   fd;
  char *path;
};

void
vd_file_init_process (void)
{
  signal (SIGXFSZ, SIG_IGN);
}

static void
set_errno_error (GError **error, VdError code, const char *path, int saved_errno)
{
  g_autofree char *display = g_filename_display_name (path);

  /* Translators: a file name, then the system's words for why it cannot be read. */
  g_set_error (error, VD_ERROR, code, _("cannot read “%s”: %s"), display,
               g_strerror (saved_errno));
}

/* What a special file is, in a word the user knows. */
static const char *
kind_of (mode_t mode)
{
  if (S_ISDIR (mode))
    return _("it is a folder");
  if (S_ISFIFO (mode))
    return _("it is a pipe");
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return _("it is a device");
  if (S_ISSOCK (mode))
    return _("it is a socket");
  return _("it is not a regular file");
}

static void
set_not_regular_error (GError **error, const char *path, mode_t mode)
{
  g_autofree char *display = g_filename_display_name (path);

  /* Translators: a file name, then what it is instead ("it is a folder"). */
  g_set_error (error, VD_ERROR, VD_ERROR_IO, _("“%s” is not a Vedette file: %s"), display,
               kind_of (mode));
}

/* Opens PATH to read without blocking on a FIFO or taking a terminal, a regular file only. */
static int
open_regular (const char *path, struct stat *st, GError **error)
{
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);

  if (fd < 0)
    {
      int saved_errno = errno;

      set_errno_error (error, saved_errno == ENOENT ? VD_ERROR_NOT_FOUND : VD_ERROR_IO, path,
                       saved_errno);
      return -1;
    }
  if (fstat (fd, st) != 0)
    {
      set_errno_error (error, VD_ERROR_IO, path, errno);
      close (fd);
      return -1;
    }
  if (!S_ISREG (st->st_mode))
    {
      set_not_regular_error (error, path, st->st_mode);
      close (fd);
      return -1;
    }
  return fd;
}

static void
set_too_large_error (GError **error, const char *path, gsize max_size)
{
  vd_set_error_at (error, VD_ERROR_LIMIT, path, 1, 1,
                   _("the file is larger than the %d MiB a Vedette file may be"),
                   (int) (max_size / (1024 * 1024)));
}

gboolean
vd_file_read_fd (int fd, const char *path, gsize max_size, char **data, gsize *length,
                 GError **error)
{
  struct stat st;
  g_autofree char *buffer = NULL;
  gsize size, done = 0;

  g_return_val_if_fail (fd >= 0 && path != NULL && data != NULL, FALSE);

  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, VD_ERROR_IO, path, errno);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_regular_error (error, path, st.st_mode);
      return FALSE;
    }
  if ((guint64) st.st_size > max_size)
    {
      set_too_large_error (error, path, max_size);
      return FALSE;
    }
  /* One byte more than it says: a file that grows while read is caught at the limit. */
  size = (gsize) st.st_size + 1;
  buffer = g_malloc (size + 1);
  for (;;)
    {
      gssize n = pread (fd, buffer + done, size - done, (off_t) done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, VD_ERROR_IO, path, errno);
          return FALSE;
        }
      if (n == 0)
        break;
      done += (gsize) n;
      if (done == size)
        {
          if (size > max_size)
            {
              set_too_large_error (error, path, max_size);
              return FALSE;
            }
          size = MIN (size * 2, max_size + 1);
          buffer = g_realloc (buffer, size + 1);
        }
    }
  buffer[done] = '\0';
  *data = g_steal_pointer (&buffer);
  if (length != NULL)
    *length = done;
  return TRUE;
}

gboolean
vd_file_read (const char *path, gsize max_size, char **data, gsize *length, GError **error)
{
  struct stat st;
  gboolean ok;
  int fd;

  g_return_val_if_fail (path != NULL && data != NULL, FALSE);

  fd = open_regular (path, &st, error);
  if (fd < 0)
    return FALSE;
  ok = vd_file_read_fd (fd, path, max_size, data, length, error);
  close (fd);
  return ok;
}

gboolean
vd_file_check_writable_target (const char *path, GError **error)
{
  g_autofree char *display = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_stat (path, &st) != 0)
    return TRUE;
  if (S_ISREG (st.st_mode))
    return TRUE;
  display = g_filename_display_name (path);
  /* Translators: a file name, then what it is ("it is a folder"). */
  g_set_error (error, VD_ERROR, VD_ERROR_IO,
               _("“%s” is not replaced: %s, and Vedette writes only over its own files"),
               display, kind_of (st.st_mode));
  return FALSE;
}

char *
vd_file_resolve_link (const char *path)
{
  GStatBuf st;
  char *resolved;
  char *copy;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
    return g_strdup (path);
  resolved = realpath (path, NULL);
  /* A dangling link still names where the table goes: that name. */
  if (resolved == NULL)
    {
      g_autofree char *target = g_file_read_link (path, NULL);
      g_autofree char *folder = NULL;

      if (target == NULL)
        return g_strdup (path);
      if (g_path_is_absolute (target))
        return g_steal_pointer (&target);
      folder = g_path_get_dirname (path);
      return g_build_filename (folder, target, NULL);
    }
  /* realpath () allocates with malloc (), ours are freed with g_free (). */
  copy = g_strdup (resolved);
  free (resolved);
  return copy;
}

gboolean
vd_file_is_temp_name (const char *name, const char *prefix)
{
  gsize n;

  g_return_val_if_fail (name != NULL && prefix != NULL, FALSE);

  n = strlen (prefix);
  if (strncmp (name, prefix, n) != 0 || strlen (name + n) != 6)
    return FALSE;
  for (const char *c = name + n; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

static void
set_busy_error (GError **error, const char *path)
{
  g_autofree char *display = g_filename_display_name (path);

  /* Translators: a table file's name. */
  g_set_error (error, VD_ERROR, VD_ERROR_BUSY,
               _("“%s” is being changed by another Vedette (the app has it open, or "
                 "vedette-cli is writing it): try again once it is done, or make the change "
                 "there"), display);
}

static gboolean
same_inode (const struct stat *a, const struct stat *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

VdFileLock *
vd_file_lock_acquire (const char *path, guint wait_ms, GError **error)
{
  gint64 deadline;

  g_return_val_if_fail (path != NULL, NULL);

  deadline = g_get_monotonic_time () + (gint64) wait_ms * G_TIME_SPAN_MILLISECOND;
  for (;;)
    {
      struct stat held, now;
      int fd = open_regular (path, &held, error);

      if (fd < 0)
        return NULL;
      if (flock (fd, LOCK_EX | LOCK_NB) == 0)
        {
          /* The holder we waited for may have renamed a new version in place: lock that one. */
          if (g_stat (path, &now) == 0 && same_inode (&held, &now))
            {
              VdFileLock *lock = g_new0 (VdFileLock, 1);

              lock->fd = fd;
              lock->path = g_strdup (path);
              return lock;
            }
          close (fd);
          continue;
        }
      if (errno != EWOULDBLOCK && errno != EINTR)
        {
          /* A file system without locks: nothing to wait for, and no other way to exclude. */
          if (errno == ENOLCK || errno == EOPNOTSUPP || errno == EINVAL)
            {
              VdFileLock *lock = g_new0 (VdFileLock, 1);

              lock->fd = fd;
              lock->path = g_strdup (path);
              return lock;
            }
          set_errno_error (error, VD_ERROR_IO, path, errno);
          close (fd);
          return NULL;
        }
      close (fd);
      if (g_get_monotonic_time () >= deadline)
        {
          set_busy_error (error, path);
          return NULL;
        }
      g_usleep (LOCK_POLL_MS * G_TIME_SPAN_MILLISECOND);
    }
}

VdFileLock *
vd_file_lock_adopt (int fd, const char *path, GError **error)
{
  VdFileLock *lock;

  g_return_val_if_fail (fd >= 0 && path != NULL, NULL);

  /* Nobody else knows the new file yet: the lock is ours at once. */
  if (flock (fd, LOCK_EX | LOCK_NB) != 0 && errno != ENOLCK && errno != EOPNOTSUPP &&
      errno != EINVAL)
    {
      set_errno_error (error, VD_ERROR_IO, path, errno);
      return NULL;
    }
  lock = g_new0 (VdFileLock, 1);
  lock->fd = fd;
  lock->path = g_strdup (path);
  return lock;
}

int
vd_file_lock_get_fd (VdFileLock *lock)
{
  g_return_val_if_fail (lock != NULL, -1);
  return lock->fd;
}

gboolean
vd_file_lock_is_current (VdFileLock *lock)
{
  g_return_val_if_fail (lock != NULL, FALSE);
  return vd_file_lock_names (lock, lock->path);
}

gboolean
vd_file_lock_names (VdFileLock *lock, const char *path)
{
  struct stat held, now;

  g_return_val_if_fail (lock != NULL && path != NULL, FALSE);

  return fstat (lock->fd, &held) == 0 && g_stat (path, &now) == 0 && same_inode (&held, &now);
}

void
vd_file_lock_release (VdFileLock *lock)
{
  if (lock == NULL)
    return;
  close (lock->fd);
  g_free (lock->path);
  g_free (lock);
}

gboolean
vd_file_write_durable (const char *path, const void *data, gsize length, GError **error)
{
  return g_file_set_contents_full (path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0666, error);
}
