#include "vd-i18n.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "vd-config.h"

/* A program run from its build folder reads that build's catalogues (meson lays them out as
 * <build>/po/<lang>/LC_MESSAGES/vedette.mo), not stale installed ones. */
static const char *
find_locale_dir (char **owned)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);
  const char *dir = g_getenv ("VEDETTE_LOCALE_DIR");

  if (dir != NULL && dir[0] != '\0')
    return dir;
  if (program != NULL && g_str_has_prefix (program, VD_BUILD_DIR G_DIR_SEPARATOR_S))
    return *owned = g_build_filename (VD_BUILD_DIR, "po", NULL);
  return VD_LOCALEDIR;
}

void
vd_i18n_init (void)
{
  g_autofree char *owned = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, find_locale_dir (&owned));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
