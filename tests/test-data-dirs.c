#include <glib/gstdio.h>

#include "vd-data-dirs.h"

static void
test_finds_bundled (void)
{
  g_autofree char *ruleset = vd_data_find ("terrain/napoleonic.yaml");
  g_autofree char *demo = vd_data_demo_table ();

  g_assert_nonnull (ruleset);
  g_assert_true (g_file_test (ruleset, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (demo);
  g_assert_true (g_str_has_suffix (demo, "shevardino.yaml"));
  g_assert_null (vd_data_find ("terrain/no-such-ruleset.yaml"));
  /* A folder is not a file. */
  g_assert_null (vd_data_find ("terrain"));
}

static void
test_environment_first (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-data-XXXXXX", &error);
  g_autofree char *terrain = g_build_filename (dir, "terrain", NULL);
  g_autofree char *file = g_build_filename (terrain, "napoleonic.yaml", NULL);
  g_autofree char *saved = g_strdup (g_getenv ("VEDETTE_DATA_DIR"));
  g_autofree char *found = NULL;

  g_assert_cmpint (g_mkdir (terrain, 0700), ==, 0);
  g_assert_true (g_file_set_contents (file, "vedette: 1\n", -1, &error));
  g_setenv ("VEDETTE_DATA_DIR", dir, TRUE);
  found = vd_data_find ("terrain/napoleonic.yaml");
  g_assert_cmpstr (found, ==, file);
  g_clear_pointer (&found, g_free);

  /* Files missing there are still found in the other folders. */
  found = vd_data_find ("units/napoleonic.yaml");
  g_assert_nonnull (found);
  g_assert_false (g_str_has_prefix (found, dir));

  if (saved != NULL)
    g_setenv ("VEDETTE_DATA_DIR", saved, TRUE);
  else
    g_unsetenv ("VEDETTE_DATA_DIR");
  g_remove (file);
  g_rmdir (terrain);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/data-dirs/finds-bundled", test_finds_bundled);
  g_test_add_func ("/data-dirs/environment-first", test_environment_first);
  return g_test_run ();
}
