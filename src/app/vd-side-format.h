#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A side's name as people read it: the file's keyword capitalised ("french" → "French"), or
 * "No side". */
char *vd_format_side      (const char *side);
/* The name of a view: "French View", or "Referee’s View" for SIDE NULL or "". */
char *vd_format_side_view (const char *side);

G_END_DECLS
