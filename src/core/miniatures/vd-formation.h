#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* A unit's footprint from its bases and formation, by the units file's `footprints:` (Vedette's
 * defaults: the seed gives no basing). */

/* How many bases UNIT has: its figures (the strength it started with: casualties stay on the
 * roster, no base is taken off) over the figures of one base of its arm at the table's scale,
 * rounded up, at least 1. */
int      vd_unit_count_bases      (const VdUnit *unit, const VdTable *table,
                                   const VdRuleset *ruleset);
/* The frontage and depth (mm) of BASES bases of size BASE in FORMATION for ARM; FALSE (and
 * nothing set) for a formation the arm may not take. */
gboolean vd_formation_footprint   (const VdRuleset *ruleset, VdArm arm, VdFormation formation,
                                   int bases, VdBaseSize base, double *frontage, double *depth);
/* UNIT takes FORMATION: its frontage and depth come from the footprints, its front-edge centre
 * (`at`) and facing stay. FALSE with ERROR (VD_ERROR_ARGUMENT) naming the unit and the
 * formation when its arm may not take it; UNIT is then untouched. */
gboolean vd_unit_change_formation (VdUnit *unit, VdFormation formation, const VdTable *table,
                                   const VdRuleset *ruleset, GError **error);
/* Sets UNIT's frontage and depth for its figures in its formation at the table's scale (a new
 * unit, a unit of an order of battle); a formation its arm may not take leaves them as they
 * are. */
void     vd_unit_fit_footprint    (VdUnit *unit, const VdTable *table, const VdRuleset *ruleset);

G_END_DECLS
