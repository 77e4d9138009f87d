#include "vd-i18n.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "vd-config.h"

void
vd_i18n_init (void)
{
  g_autofree char *installed = g_build_filename (VD_LOCALEDIR, "fr", "LC_MESSAGES",
                                                 GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *built = g_build_filename (VD_BUILD_DIR, "po", NULL);
  const char *dir = g_getenv ("VEDETTE_LOCALE_DIR");

  setlocale (LC_ALL, "");
  if (dir == NULL || dir[0] == '\0')
    dir = !g_file_test (installed, G_FILE_TEST_EXISTS) &&
          g_file_test (built, G_FILE_TEST_IS_DIR) ? built : VD_LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
