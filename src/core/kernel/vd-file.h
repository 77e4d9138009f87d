#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Reading Vedette's files safely, and keeping two writers of one table apart (help,
 * "Autosave, recovery and backups"). Only regular files are read: a device, a FIFO or a folder
 * named as a table is refused at once, without blocking or reading forever, and a file larger
 * than MAX_SIZE is refused before it is read. */

/* Called first by each program: a limit on file sizes (ulimit -f) then makes a write fail
 * with EFBIG, reported as "no room left", instead of killing the program mid-save. */
void     vd_file_init_process (void);

/* Reads the whole of PATH into DATA (NUL-terminated) and LENGTH. */
gboolean vd_file_read      (const char *path, gsize max_size, char **data, gsize *length,
                            GError **error);
/* The same from FD, an open descriptor of PATH (PATH names it in errors), from its start. */
gboolean vd_file_read_fd   (int fd, const char *path, gsize max_size, char **data,
                            gsize *length, GError **error);

/* Writes LENGTH bytes of DATA to PATH for good: a temporary file beside it, flushed to the
 * disk, then renamed over it, so a crash leaves the old file or the new one, never half. The
 * one way Vedette's core, app and command line save a whole file. */
gboolean vd_file_write_durable (const char *path, const void *data, gsize length,
                                GError **error);

/* Whether PATH may be written over: it does not exist, or it is a regular file (a link is
 * followed). FALSE with ERROR for a folder, a device, a FIFO or a socket. */
gboolean vd_file_check_writable_target (const char *path, GError **error);

/* PATH with a symbolic link followed to the file it names, so that writing it replaces that
 * file and not the link; PATH itself when it is not a link. */
char    *vd_file_resolve_link (const char *path);

/* Whether NAME is PREFIX and the six letters or digits g_mkstemp () puts for XXXXXX: a
 * temporary file of ours, left by a writer killed before its rename. */
gboolean vd_file_is_temp_name (const char *name, const char *prefix);

/* An exclusive advisory lock (flock) on the table file PATH, held until released: every
 * Vedette writer of a table takes it before reading the table and keeps it until the new
 * version is renamed in place, so two writers can never both start from the same version. */
typedef struct _VdFileLock VdFileLock;

/* How long a writer waits for another to finish before it gives up, in milliseconds. */
#define VD_FILE_LOCK_WAIT_MS 5000

/* Locks PATH, waiting up to WAIT_MS for another holder; a holder that replaced the file in the
 * meantime is followed to the new file. VD_ERROR_NOT_FOUND when PATH does not exist,
 * VD_ERROR_BUSY when another writer holds it, VD_ERROR_IO for what is not a regular file. */
VdFileLock *vd_file_lock_acquire  (const char *path, guint wait_ms, GError **error);
/* Takes FD, a new file of our own about to be renamed to PATH, and locks it before it gets
 * there, so that the lock passes from the old version to the new without a gap. */
VdFileLock *vd_file_lock_adopt    (int fd, const char *path, GError **error);
int         vd_file_lock_get_fd   (VdFileLock *lock);
/* Whether PATH still names the file locked (no other program replaced it). */
gboolean    vd_file_lock_is_current (VdFileLock *lock);
/* Whether PATH, however spelt, names the file locked. */
gboolean    vd_file_lock_names    (VdFileLock *lock, const char *path);
void        vd_file_lock_release  (VdFileLock *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdFileLock, vd_file_lock_release)

G_END_DECLS
