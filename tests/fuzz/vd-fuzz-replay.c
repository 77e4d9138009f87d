/* Runs a fuzz harness over files, for the normal test suite: every file given, and every file
 * of every folder given (not recursing), is one input. Prints one TAP line per input, so a
 * crash names the file that caused it. */
#include <stdio.h>

#include "vd-fuzz.h"

static int n_inputs;

static void
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, &error))
    {
      printf ("not ok %d - %s: %s\n", ++n_inputs, path, error->message);
      return;
    }
  /* Announced first: when the harness crashes, the log names the input. */
  printf ("# %s\n", path);
  fflush (stdout);
  LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
  printf ("ok %d - %s\n", ++n_inputs, path);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
replay_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (names, g_steal_pointer (&path));
    }
  /* The same order on every machine. */
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    replay_file (g_ptr_array_index (names, i));
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        replay_folder (argv[i]);
      else
        replay_file (argv[i]);
    }
  printf ("1..%d\n", n_inputs);
  return 0;
}
