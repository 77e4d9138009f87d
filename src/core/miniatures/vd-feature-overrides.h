#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-types.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* GEN-1 per feature: what players agreed to change about ONE terrain feature for a scenario
 * (a table file's `overrides:` under the feature). Anything not given stays the ruleset's.
 *
 *   overrides:
 *     passable: [infantry]      # exactly the arms that may enter or cross it ([] : none)
 *     arriving: [disorder]      # conditions a unit that enters or crosses it takes
 *     speed: 0.5                # areas: the share of its normal speed a unit keeps inside
 *     distances:                # the ruleset's distances, for this feature only
 *       wood-detection: 30      #   a number: these paces at whatever scale the table plays
 *       wood-edge: {25mm: 25, 15mm: 18}   # or one number per scale, as the ruleset writes them
 */

/* One distance a feature overrides: NAN at a scale it leaves to the ruleset. */
typedef struct {
  char        *key;
  double       paces[VD_N_SCALES];
  VdSourcePos  pos;
} VdFeatureDistance;

struct _VdFeatureOverrides {
  gboolean     has_passable;
  guint        passable;    /* VdArm bits: the arms that may enter or cross it */
  guint        arriving;    /* VdCondition bits, 0 for none */
  double       speed;       /* 0: the ruleset's; else 0 < speed <= 1 */
  GArray      *distances;   /* VdFeatureDistance, file order */
  VdSourcePos  pos;
};

VdFeatureOverrides *vd_feature_overrides_new   (void);
VdFeatureOverrides *vd_feature_overrides_copy  (const VdFeatureOverrides *overrides);
void                vd_feature_overrides_free  (VdFeatureOverrides *overrides);
/* NULL equals an override that changes nothing. */
gboolean            vd_feature_overrides_equal (const VdFeatureOverrides *a,
                                                const VdFeatureOverrides *b);
/* TRUE when it changes nothing (written as no `overrides:` at all). */
gboolean            vd_feature_overrides_is_empty (const VdFeatureOverrides *overrides);
/* Sets or replaces KEY's paces at SCALE (NAN: back to the ruleset's). */
void                vd_feature_overrides_set_distance (VdFeatureOverrides *overrides,
                                                       const char *key, VdScale scale,
                                                       double paces);

/* Reads the `overrides:` mapping NODE of a feature of TYPE; FALSE with a FILE:L:C error for an
 * unknown key or a bad value. Distance keys are checked against the ruleset later
 * (vd_feature_overrides_check). */
gboolean vd_feature_overrides_read  (const VdYamlDocument *doc, const VdYamlNode *node,
                                     VdTerrainType type, VdFeatureOverrides **out,
                                     GError **error);
/* The value of a feature's `overrides:` key. */
void     vd_feature_overrides_write (VdYamlWriter *writer, const VdFeatureOverrides *overrides);
/* Every distance FEATURE overrides is one the ruleset has; else an error at FILE's line and
 * column of the key (FILE NULL: an event's feature, VD_ERROR_ARGUMENT without a place). */
gboolean vd_feature_overrides_check (const VdFeature *feature, const VdRuleset *ruleset,
                                     const char *file, GError **error);

/* GEN-1: the distance KEY for FEATURE at SCALE in paces: the feature's own when the table
 * overrides it, else the ruleset's (-1 when neither has it). */
double   vd_feature_distance        (const VdFeature *feature, const VdRuleset *ruleset,
                                     VdScale scale, const char *key);
/* vd_feature_distance_or is in vd-table.h, for the engines that need no ruleset for it. */
/* GEN-1: TRUE when the table says whether ARM may enter or cross FEATURE, with the answer in
 * PASSABLE; FALSE when the ruleset decides. */
gboolean vd_feature_passable        (const VdFeature *feature, VdArm arm, gboolean *passable);
/* GEN-1: the conditions a unit takes on entering or crossing FEATURE (VdCondition bits). */
guint    vd_feature_arriving        (const VdFeature *feature);
/* GEN-1: the share of its speed a unit keeps inside FEATURE, or 0 when the ruleset decides. */
double   vd_feature_speed           (const VdFeature *feature);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdFeatureOverrides, vd_feature_overrides_free)

G_END_DECLS
