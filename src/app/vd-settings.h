#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The application's preferences (io.github.vedette.Vedette), looked up among the installed
 * schemas and then in the build tree, so that the program runs uninstalled; NULL (with a
 * message once) when neither has it: the app then keeps its defaults. */
GSettings *vd_settings_new         (void);
/* One instance shared by the whole program, or NULL; not to be unreffed. */
GSettings *vd_settings_get_default (void);

G_END_DECLS
