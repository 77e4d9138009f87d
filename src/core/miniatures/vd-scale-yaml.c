#include "vd-scale-yaml.h"

gboolean
vd_scale_yaml_read_values (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                           double out[VD_N_SCALES], GError **error)
{
  for (int s = 0; s < VD_N_SCALES; s++)
    if (!vd_yaml_read_double (doc, vd_yaml_lookup (node, vd_scale_to_string ((VdScale) s)), what,
                              0, VD_YAML_MAX_MAGNITUDE, &out[s], error))
      return FALSE;
  return TRUE;
}

gboolean
vd_scale_yaml_read (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
                    double out[VD_N_SCALES], GError **error)
{
  return vd_yaml_check_keys (doc, node, what, vd_scale_keys (), vd_scale_keys (), error) &&
         vd_scale_yaml_read_values (doc, node, what, out, error);
}
