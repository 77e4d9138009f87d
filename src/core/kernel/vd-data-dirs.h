#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Finds a bundled file ("terrain/napoleonic.yaml", "data/shevardino.yaml") in, in order:
 * $VEDETTE_DATA_DIR, the installed data folder, the source tree (uninstalled runs).
 * Returns NULL when none has it. */
char *vd_data_find (const char *relative_path);

/* The bundled demo battle, or NULL when it cannot be found. */
char *vd_data_demo_table (void);

G_END_DECLS
