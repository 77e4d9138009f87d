#pragma once

#include <glib.h>

#include "vd-types.h"
#include "vd-yaml-reader.h"

G_BEGIN_DECLS

/* Numbers given per figure scale, as the rules give every distance: {25mm: N, 15mm: M}. */

/* Both numbers of the mapping NODE, each 0 or more, into OUT, by scale; the caller has
 * checked NODE's keys (vd_scale_keys) (it may hold more, as an artillery row holds its calibre). */
gboolean vd_scale_yaml_read_values (const VdYamlDocument *doc, const VdYamlNode *node,
                                    const char *what, double out[VD_N_SCALES], GError **error);
/* The same on a mapping that holds the two scales and nothing else. */
gboolean vd_scale_yaml_read        (const VdYamlDocument *doc, const VdYamlNode *node,
                                    const char *what, double out[VD_N_SCALES], GError **error);

G_END_DECLS
