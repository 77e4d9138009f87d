#pragma once

#include <glib.h>

#include "vd-morale-rules.h"
#include "vd-sight.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* What the table says for a unit's morale test: the tactical morale factors the terrain gives
 * it (HOUSE-9: `building` in a house or redoubt, kept however damaged it is), and the enemy
 * units it may count in its factors (MASK-6: only those it sees). The seed's page of tactical
 * morale factors is missing: the factors and their values are the ruleset's documented
 * defaults (vd-morale-rules.h), laid over by the table's own `morale:` (GEN-1). */

typedef struct {
  const VdFactor *factor;   /* the merged rules' factor */
  const char     *rule;     /* the rule ID that gives it (static) */
  const char     *by;       /* the feature responsible, owned by the table */
} VdMoraleFinding;

typedef struct {
  const VdUnit *unit;
  GArray       *findings;   /* VdMoraleFinding */
  GPtrArray    *seen;       /* const VdUnit*: enemies it sees, table order (MASK-6) */
  guint         unseen;     /* enemies on the table it does not see: not counted */
  /*< private >*/
  VdMoraleRules *rules;     /* the ruleset's and the table's, merged: FINDINGS point into it */
} VdMoraleSituation;

/* For UNIT of TABLE: SIGHT (may be NULL: one is made) answers sight on TABLE. */
VdMoraleSituation *vd_morale_situation_new  (const VdTable *table, const VdRuleset *ruleset,
                                             VdSight *sight, const VdUnit *unit);
void               vd_morale_situation_free (VdMoraleSituation *situation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdMoraleSituation, vd_morale_situation_free)

G_END_DECLS
