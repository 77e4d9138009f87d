#include <glib/gi18n-lib.h>

#include "vd-config.h"
#include "vd-i18n.h"

static void
test_environment_dir (void)
{
  g_setenv ("VEDETTE_LOCALE_DIR", "/some/locale/dir", TRUE);
  vd_i18n_init ();
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, "/some/locale/dir");
  g_assert_cmpstr (textdomain (NULL), ==, GETTEXT_PACKAGE);
  g_unsetenv ("VEDETTE_LOCALE_DIR");
}

static void
test_build_tree (void)
{
  g_autofree char *expected = g_build_filename (VD_BUILD_DIR, "po", NULL);

  /* This test runs from the build folder, so it reads the build's catalogues. */
  vd_i18n_init ();
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/i18n/environment-dir", test_environment_dir);
  g_test_add_func ("/i18n/build-tree", test_build_tree);
  return g_test_run ();
}
