#pragma once

#include <glib.h>

#include "vd-table.h"

G_BEGIN_DECLS

/* The table as a table file (formats.md §1), UTF-8, ending with a newline. */
char     *vd_table_to_yaml   (const VdTable *table, gsize *length);
/* Writes atomically: a temporary file beside PATH, flushed, then renamed over it. */
gboolean  vd_table_save_file (const VdTable *table, const char *path, GError **error);

G_END_DECLS
