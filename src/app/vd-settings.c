#include "vd-config.h"
#include "vd-settings.h"

GSettings *
vd_settings_new (void)
{
  static gboolean told;
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, VD_APP_ID, TRUE);
  if (schema == NULL)
    {
      g_autoptr(GSettingsSchemaSource) build_tree = NULL;

      /* Uninstalled: the schema meson compiled in the build tree. */
      build_tree = g_settings_schema_source_new_from_directory (VD_SCHEMA_BUILD_DIR, source,
                                                                FALSE, NULL);
      if (build_tree != NULL)
        schema = g_settings_schema_source_lookup (build_tree, VD_APP_ID, FALSE);
    }
  if (schema == NULL)
    {
      if (!told)
        g_message ("The settings schema %s is not installed: preferences will not be kept",
                   VD_APP_ID);
      told = TRUE;
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

GSettings *
vd_settings_get_default (void)
{
  static GSettings *settings;
  static gboolean looked;

  if (!looked)
    settings = vd_settings_new ();
  looked = TRUE;
  return settings;
}
