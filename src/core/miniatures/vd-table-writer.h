#pragma once

#include <glib.h>

#include "vd-limits.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* The table as a table file (formats.md §1), UTF-8, ending with a newline. */
char       *vd_table_to_yaml         (const VdTable *table, gsize *length);
/* The same with only the first N_EVENTS of the journal (G_MAXUINT: all), or NULL with ERROR
 * (VD_ERROR_ARGUMENT) when the reader would refuse the file: a text it refuses, more bytes or
 * more values than a file may hold. LENGTH may be NULL. */
char       *vd_table_to_yaml_checked (const VdTable *table, guint n_events, gsize *length,
                                      GError **error);
/* What the reader will count of the file of TABLE with the first N_EVENTS of its journal. */
VdFileSize  vd_table_file_size       (const VdTable *table, guint n_events);
/* What the N_EVENTS EVENTS add to a table's file when they are appended to its journal; with
 * WITH_KEY the journal was empty, and the `journal:` key comes with them. */
VdFileSize  vd_journal_file_size     (const VdEvent * const *events, guint n_events,
                                      gboolean with_key);
/* Writes atomically: a temporary file beside PATH, flushed, then renamed over it; nothing when
 * the file would not read back (vd_table_to_yaml_checked). */
gboolean    vd_table_save_file       (const VdTable *table, const char *path, GError **error);

G_END_DECLS
