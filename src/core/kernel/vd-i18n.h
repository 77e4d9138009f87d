#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale and binds Vedette's message catalogue: $VEDETTE_LOCALE_DIR if set, else the
 * build tree's for a program run from it (straight from the README), else the installed one. */
void vd_i18n_init (void);

G_END_DECLS
