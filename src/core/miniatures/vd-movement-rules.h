#pragma once

#include <glib.h>

#include "vd-types.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* Movement allowances and bonuses, in paces per turn with one number per scale. The seed gives
 * none: the units file holds documented defaults, a table may override any of them (GEN-1).
 * NAN marks a number a table leaves to the ruleset. */
typedef struct {
  double allowance[VD_N_ARMS][VD_N_FORMATIONS][VD_N_SCALES];
  double forced_march;                       /* factor on the allowance */
  double charge_bonus[VD_N_ARMS][VD_N_SCALES];
  /* ROAD-1: the widest column (frontage in mm) that still gets the road bonus, per arm */
  double road_column[VD_N_ARMS][VD_N_SCALES];
} VdMovementRules;

/* Every number unset (NAN). */
void     vd_movement_rules_init    (VdMovementRules *rules);
gboolean vd_movement_rules_equal   (const VdMovementRules *a, const VdMovementRules *b);
/* TRUE when no number is set. */
gboolean vd_movement_rules_is_empty (const VdMovementRules *rules);

/* Reads a `movement:` mapping: `allowances` (arm → formation → {25mm, 15mm}), `forced_march`,
 * `charge_bonus` (arm → {25mm, 15mm}), `road_column` (arm → {25mm, 15mm} in mm); each part
 * optional. */
gboolean vd_movement_rules_read    (const VdYamlDocument *doc, const VdYamlNode *node,
                                    VdMovementRules *rules, GError **error);
/* Writes the numbers that are set, as a `movement:` mapping. */
void     vd_movement_rules_write   (VdYamlWriter *writer, const VdMovementRules *rules);

G_END_DECLS
