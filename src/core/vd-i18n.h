#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Sets the locale and binds Vedette's message catalogue: $VEDETTE_LOCALE_DIR if set, else the
 * installed one, else the build tree's (an uninstalled run straight from the README). */
void vd_i18n_init (void);

G_END_DECLS
