#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets of ids (GHashTable of strings, keys only, g_str_hash), as the views keep the units a
 * side does not see, the selected, the lifted. */

/* Whether A and B hold the same ids; NULL stands for the empty set. */
gboolean vd_id_set_equal (GHashTable *a, GHashTable *b);

G_END_DECLS
