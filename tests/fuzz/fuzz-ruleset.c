/* The ruleset loader: any bytes as a terrain ruleset file are read or refused with a message.
 * The loader reads a path (and the units file it names, beside it): each input is written to a
 * private folder holding a copy of the bundled units file. */
#include <glib/gstdio.h>
#include <stdlib.h>

#include "vd-data-dirs.h"
#include "vd-fuzz.h"

static char *
private_folder (void)
{
  static char *folder;

  if (folder == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *units = vd_data_find ("units/napoleonic.yaml");
      g_autofree char *contents = NULL;
      g_autofree char *units_dir = NULL;
      gsize length = 0;

      folder = g_dir_make_tmp ("vedette-fuzz-XXXXXX", &error);
      if (folder == NULL)
        g_error ("%s", error->message);
      units_dir = g_build_filename (folder, "units", NULL);
      g_mkdir (units_dir, 0700);
      /* The ruleset names its units file; finding it must not depend on the input. */
      if (units == NULL || !g_file_get_contents (units, &contents, &length, &error))
        g_error ("the bundled units file is missing");
      {
        g_autofree char *copy = g_build_filename (units_dir, "napoleonic.yaml", NULL);

        if (!g_file_set_contents (copy, contents, length, &error))
          g_error ("%s", error->message);
      }
    }
  return folder;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autofree char *terrain_dir = NULL;
  g_autofree char *path = NULL;

  if (size > VD_FUZZ_MAX_INPUT)
    return 0;
  terrain_dir = g_build_filename (private_folder (), "terrain", NULL);
  g_mkdir (terrain_dir, 0700);
  path = g_build_filename (terrain_dir, "fuzz.yaml", NULL);
  if (!g_file_set_contents (path, (const char *) data, size, &error))
    g_error ("%s", error->message);

  ruleset = vd_ruleset_load (path, &error);
  if (ruleset == NULL && (error == NULL || error->message[0] == '\0'))
    abort ();
  return 0;
}
