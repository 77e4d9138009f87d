#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* Reads a table file (formats.md §1). Errors read "FILE:LINE:COLUMN: error: TEXT". */
VdTable *vd_table_load_file (const char *path, GError **error);
/* Same from memory; FILENAME is only used in messages. */
VdTable *vd_table_load_data (const char *data, gsize length, const char *filename,
                             GError **error);

/* Reads PATH, then the ruleset it names, and checks the table against that ruleset:
 * what the CLI's check, render and the app open. RULESET_OUT may be NULL. */
VdTable *vd_table_load_checked (const char *path, VdRuleset **ruleset_out,
                                GError **error);
/* Same from the bytes DATA, LENGTH already read from PATH (so a caller can fingerprint exactly
 * what was checked); the ruleset is looked up beside PATH. */
VdTable *vd_table_load_checked_data (const char *data, gsize length, const char *path,
                                     VdRuleset **ruleset_out, GError **error);

G_END_DECLS
