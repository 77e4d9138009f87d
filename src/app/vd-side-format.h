#pragma once

#include <glib.h>

#include "vd-table.h"

G_BEGIN_DECLS

/* A side's name as people read it: the table's own name for it (`sides:`, in the user's
 * language; TABLE may be NULL), else the file's keyword capitalised ("french" → "French"), or
 * "No side". */
char *vd_format_side      (const VdTable *table, const char *side);
/* The name of a view: "French View", or "Referee’s View" for SIDE NULL or "". */
char *vd_format_side_view (const VdTable *table, const char *side);

G_END_DECLS
