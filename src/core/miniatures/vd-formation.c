#include "vd-formation.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

int
vd_unit_count_bases (const VdUnit *unit, const VdTable *table, const VdRuleset *ruleset)
{
  VdBaseSize base;

  g_return_val_if_fail (unit != NULL && table != NULL && ruleset != NULL, 1);

  base = vd_unit_base (unit, table, ruleset);
  if (base.figures <= 0 || unit->figures <= 0)
    return 1;
  return MAX (1, (unit->figures + base.figures - 1) / base.figures);
}

gboolean
vd_formation_footprint (const VdRuleset *ruleset, VdArm arm, VdFormation formation, int bases,
                        VdBaseSize base, double *frontage, double *depth)
{
  const VdBaseLayout *layout;
  int per_rank, ranks;

  g_return_val_if_fail (ruleset != NULL && frontage != NULL && depth != NULL, FALSE);
  g_return_val_if_fail (arm < VD_N_ARMS && formation < VD_N_FORMATIONS, FALSE);

  if (!vd_ruleset_allows_formation (ruleset, arm, formation))
    return FALSE;
  layout = &ruleset->arms[arm].layout[formation];
  bases = MAX (bases, 1);
  if (layout->square)
    {
      /* Four faces of ceil(bases / 4) bases; a base depth fills the corners. */
      *frontage = *depth = ((bases + 3) / 4) * base.width + base.depth;
      return TRUE;
    }
  per_rank = layout->rank > 0 ? MIN (layout->rank, bases) : bases;
  ranks = (bases + per_rank - 1) / per_rank;
  *frontage = per_rank * base.width * layout->spacing;
  *depth = ranks * base.depth * layout->depth;
  return TRUE;
}

gboolean
vd_unit_change_formation (VdUnit *unit, VdFormation formation, const VdTable *table,
                          const VdRuleset *ruleset, GError **error)
{
  double frontage, depth;

  g_return_val_if_fail (unit != NULL && table != NULL && ruleset != NULL, FALSE);
  g_return_val_if_fail (formation < VD_N_FORMATIONS, FALSE);

  if (!vd_formation_footprint (ruleset, unit->arm, formation,
                               vd_unit_count_bases (unit, table, ruleset),
                               vd_unit_base (unit, table, ruleset), &frontage, &depth))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("unit “%s”: %s cannot be in formation %s (ruleset %s)"), unit->id,
                   vd_arm_to_string (unit->arm), vd_formation_to_string (formation),
                   ruleset->id);
      return FALSE;
    }
  /* `at` is the front-edge centre: the unit forms on it, facing as it was. */
  unit->formation = formation;
  unit->frontage = frontage;
  unit->depth = depth;
  return TRUE;
}

void
vd_unit_fit_footprint (VdUnit *unit, const VdTable *table, const VdRuleset *ruleset)
{
  g_return_if_fail (unit != NULL && table != NULL && ruleset != NULL);

  vd_formation_footprint (ruleset, unit->arm, unit->formation,
                          vd_unit_count_bases (unit, table, ruleset),
                          vd_unit_base (unit, table, ruleset), &unit->frontage, &unit->depth);
}
