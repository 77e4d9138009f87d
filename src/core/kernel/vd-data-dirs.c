#include "vd-data-dirs.h"

#include "vd-config.h"

char *
vd_data_find (const char *relative_path)
{
  const char *dirs[] = { g_getenv ("VEDETTE_DATA_DIR"), VD_PKGDATADIR, VD_SOURCE_DIR };

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *path = NULL;

      if (dirs[i] == NULL || dirs[i][0] == '\0')
        continue;
      path = g_build_filename (dirs[i], relative_path, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&path);
    }
  return NULL;
}

char *
vd_data_demo_table (void)
{
  return vd_data_find ("data/shevardino.yaml");
}
