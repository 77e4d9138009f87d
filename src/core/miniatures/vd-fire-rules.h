#pragma once

#include <glib.h>

#include "vd-types.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

#define VD_FIRE_MAX_CALIBRES 16

/* One row of the artillery ranges: guns of CALIBRE pounds (and more, up to the next row). */
typedef struct {
  int    calibre;
  double paces[VD_N_SCALES];
} VdCalibreRange;

/* Weapon ranges in paces, one number per scale (WOOD-7, MASK-6 fire declarations). The seed gives
 * none: the ruleset's `fire:` holds documented defaults marked `assumed`, and a table may override
 * any of them with its own `fire:` (GEN-1). NAN marks a range a table leaves to the ruleset. */
typedef struct {
  double         range[VD_N_ARMS][VD_N_SCALES];   /* small arms, per arm; artillery unused */
  VdCalibreRange calibres[VD_FIRE_MAX_CALIBRES];  /* sorted by calibre, distinct */
  guint          n_calibres;
  gboolean       assumed;                         /* the ruleset's data: not the seed's */
} VdFireRules;

void     vd_fire_rules_init     (VdFireRules *rules);
gboolean vd_fire_rules_equal    (const VdFireRules *a, const VdFireRules *b);
gboolean vd_fire_rules_is_empty (const VdFireRules *rules);
/* Reads a `fire:` mapping: `ranges` (arm → {25mm, 15mm}), `artillery` (a list of
 * {calibre, 25mm, 15mm}), `assumed` and `note`. A ruleset (RULESET TRUE) must give both parts,
 * mark them `assumed: true` and explain them in a `note:`. */
gboolean vd_fire_rules_read     (const VdYamlDocument *doc, const VdYamlNode *node,
                                 gboolean ruleset, VdFireRules *rules, GError **error);
/* Writes the ranges that are set, as a `fire:` mapping. */
void     vd_fire_rules_write    (VdYamlWriter *writer, const VdFireRules *rules);

/* The weapon range of ARM (for artillery, of a gun of CALIBRE pounds: the row of the largest
 * calibre at or under it, the smallest row for an unknown calibre 0) at SCALE: TABLE's own (may be
 * NULL; for artillery, its row of exactly that calibre) before RULESET's; -1 when neither gives
 * one (an arm that does not fire). */
double   vd_fire_rules_range    (const VdFireRules *table, const VdFireRules *ruleset, VdArm arm,
                                 int calibre, VdScale scale);

G_END_DECLS
