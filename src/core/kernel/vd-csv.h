#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Appends VALUE (NULL: nothing) to OUT as an RFC 4180 field; a TEXT that starts like a formula
 * is written quoted after an apostrophe, so that a spreadsheet shows it as text. */
void vd_csv_append_field (GString *out, const char *value, gboolean text);

G_END_DECLS
