#include "vd-test-cli.h"

#include <glib/gstdio.h>
#include <sys/wait.h>

int
vd_test_run_cli_env (const char * const *args, const char * const *env, char **out, char **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = g_get_environ ();
  int status = -1;

  for (guint i = 0; env != NULL && env[i] != NULL; i += 2)
    envp = g_environ_setenv (envp, env[i], env[i + 1], TRUE);
  g_ptr_array_add (argv, (char *) g_getenv ("VEDETTE_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (g_ptr_array_index (argv, 0));
  /* Output nobody reads must not end up in the test's TAP stream. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, envp,
                               out == NULL ? G_SPAWN_STDOUT_TO_DEV_NULL : G_SPAWN_DEFAULT,
                               NULL, NULL, out, err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

int
vd_test_run_cli (const char * const *args, char **out, char **err)
{
  return vd_test_run_cli_env (args, NULL, out, err);
}

char *
vd_test_source_path (const char *first, ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, (char *) g_test_get_dir (G_TEST_DIST));
  g_ptr_array_add (parts, "..");
  va_start (args, first);
  for (const char *p = first; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (char *) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

char *
vd_test_scratch_copy (const char *source, const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-scratch-XXXXXX", &error);
  g_autofree char *text = NULL;
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

void
vd_test_remove_scratch (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);

      g_unlink (file);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

char *
vd_test_run_cli_expect (const char * const *args, int status, char **err)
{
  g_autofree char *own_err = NULL;
  char *out = NULL;

  g_assert_cmpint (vd_test_run_cli (args, &out, err != NULL ? err : &own_err), ==, status);
  return out;
}
