#pragma once

#include "vd-battle.h"
#include "vd-battle-model.h"
#include "vd-file.h"

G_BEGIN_DECLS

/* The autosave journal PATH.journal (vd-battle-autosave.c): one line per record, each a YAML
 * flow mapping, the events' keys as the mode writes them. The first line names the file it
 * follows (under the model's file kind: `table`, `board`) by the SHA-256 of its bytes:
 *   {vedette: 1, kind: journal, table: "battle.yaml", sha256: "9f86d0…"}
 *   {record: event, event: loss, turn: 2, unit: fr-1, figures: 3}
 *   {record: undo}
 *   {record: redo}
 * A line is written whole by one write() and flushed before the change is shown; a last line
 * without its newline was cut by a crash and is ignored. */

typedef enum {
  VD_RECORD_EVENT,
  VD_RECORD_UNDO,
  VD_RECORD_REDO,
} VdRecordKind;

typedef struct {
  VdRecordKind         kind;
  gpointer             event;  /* VD_RECORD_EVENT only: the model's */
  const VdBattleModel *model;
} VdRecord;

/* What a PATH.journal holds. */
typedef struct {
  gboolean   has_header;       /* its first line was read */
  char      *digest;           /* the header's SHA-256, NULL without a header */
  GPtrArray *records;          /* VdRecord*, up to the first line that could not be read */
  gsize      valid_length;     /* bytes of the header and those records */
  gboolean   damaged;          /* a whole line after them could not be read (not a cut end) */
} VdAutosave;

void      vd_record_free           (VdRecord *record);

/* Events applied by undo, redo, go-to and restore since the battle was opened, replays from
 * the set-up included: what the limits tests bound, where a time would not be deterministic. */
guint64   vd_battle_get_events_replayed (VdBattle *battle);
/* What the battle counts the file at, which a record checks the file's limits against: 0 bytes
 * until counted (vd_battle_prepare_record, or the first record). */
VdFileSize vd_battle_get_file_size      (VdBattle *battle);

/* The SHA-256 of DATA in hexadecimal, as the header gives it. */
char     *vd_autosave_digest       (const char *data, gsize length);
/* One line each, newline included. */
char     *vd_autosave_header_line  (const VdBattleModel *model, const char *digest,
                                    const char *file_path);
char     *vd_autosave_record_line  (const VdBattleModel *model, VdRecordKind kind,
                                    gconstpointer event);

/* Reads PATH into AUTOSAVE (zero-initialised); FALSE with ERROR (VD_ERROR_NOT_FOUND when
 * there is no such file) only when it cannot be read at all. */
gboolean  vd_autosave_read         (const VdBattleModel *model, const char *path,
                                    VdAutosave *autosave, GError **error);
void      vd_autosave_clear        (VdAutosave *autosave);

/* Creates PATH (which must not exist) holding HEADER, flushed with its folder; returns a
 * descriptor for appending, or -1 with ERROR. */
int       vd_autosave_create       (const char *path, const char *header, GError **error);
/* Appends LENGTH bytes of DATA to FD whole and flushes them to disk before returning; on
 * failure cuts FD back to OLD_LENGTH, so no half line stays. */
gboolean  vd_autosave_append       (int fd, const char *path, const char *data, gsize length,
                                    gsize old_length, GError **error);
/* Cuts PATH back to LENGTH bytes (a cut last line) and opens it for appending. */
int       vd_autosave_reopen       (const char *path, gsize length, GError **error);

/* Writes DATA as the whole of PATH, which must be a regular file or not exist: a temporary file beside it, flushed, then renamed over
 * PATH and the folder flushed, so a crash leaves the old file or the new one. With BACKUP, the
 * old PATH is kept as BACKUP first (a hard link, so PATH never goes missing). */
gboolean  vd_battle_write_file     (const char *path, const char *data, gsize length,
                                    const char *backup, GError **error);
/* The same, the new version locked before it takes PATH's name: on success *LOCK (the old
 * version's lock, or NULL) is released and becomes the new version's, with no gap between. */
gboolean  vd_battle_write_file_locked (const char *path, const char *data, gsize length,
                                       const char *backup, VdFileLock **lock, GError **error);
/* Keeps PATH under the first free name of PATH SUFFIX, PATH SUFFIX.2…: renamed there, or with
 * COPY a copy written there; returns that name. */
char     *vd_autosave_keep_aside   (const char *path, const char *suffix, gboolean copy,
                                    GError **error);

G_END_DECLS
