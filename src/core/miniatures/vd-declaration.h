#pragma once

#include <glib.h>

#include "vd-movement.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* Declarations (MASK-6, the catalogue's Interpretation "declarations"): whether a unit may
 * declare fire at an enemy, or a charge on one, and why (not). Sight is the gate of both: the
 * unit must see its target at the moment it declares.
 *
 * Fire: the target is seen (MASK-6, with the sight answer's reasons), no CREST-4 keeps a
 * battery from firing downhill, a unit in a wood fires less than the wood-fire distance
 * (WOOD-7), and the target is within the weapon's range (RANGE: the ruleset's `fire:` data,
 * vd_unit_fire_range; an arm without one does not fire). The answer gives the target's cover;
 * for a unit in a house it tells HOUSE-2 and HOUSE-5 (every figure fires from the side it
 * stands on, companies fire while others move: Vedette counts no firing figures).
 *
 * Charge: the arm has a charge bonus (CHARGE: the ruleset's `charge_bonus`; arms without one do
 * not charge), the target is seen (MASK-6), cavalry neither charges from deep in a wood, nor
 * into one, nor at a unit in one (WOOD-12: it may charge out of a wood's edge band), and the
 * path to contact is within the allowance and the charge bonus by the movement rules
 * (vd_move_measure_charge: ROAD-3 makes the bonus go 1.5 times as far on a road for a column
 * narrow enough for ROAD-1). Contact: the unit's front centre (`at`) goes, through the
 * waypoints, to the point of the target's footprint nearest the last of them, its facing kept.
 * Cavalry whose charge runs on a hill slope arrives disorganized (HILL-6): on a single-crest
 * hill anywhere inside it, on a plateau hill where the path crosses its crest lines (the
 * plateau's edge), the flat top being no slope.
 *
 * RANGE and CHARGE are not rules of the seed but the ruleset data that decide; like ALLOWANCE,
 * they name what refuses. */

typedef struct {
  const char *rule;   /* a rule ID: a static string or the ruleset's */
  const char *by;     /* the unit or feature responsible, owned by the table */
} VdDeclarationReason;

typedef struct {
  gboolean        legal;
  const VdUnit   *unit;
  const VdUnit   *target;       /* NULL for fire at a feature */
  /* What refuses (NULL when legal): one of the reasons. */
  const char     *refused_rule;
  const char     *refused_by;
  GArray         *reasons;      /* VdDeclarationReason, in the order they applied */
  double          distance;     /* paces between the closest points of the two footprints */
  gboolean        visible;
  /* Fire: the range that applies (the weapon's, or WOOD-7's when shorter), -1 when none; the
   * target's cover from the unit */
  double          range;
  VdCover         cover;
  /* Charge: where the unit's front centre meets the target, the path measured and the
   * conditions it arrives with */
  VdPoint         contact;
  VdMoveAnswer    move;
  guint           conditions;
} VdDeclaration;

/* Both fill DECLARATION (need not be initialised; clear it with vd_declaration_clear). SIGHT
 * (may be NULL: one is made) answers sight on TABLE. FALSE with ERROR only for bad arguments
 * (a target of the same side, a waypoint not finite); a refused declaration is TRUE with legal
 * FALSE. */
gboolean vd_declaration_fire   (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                                const VdUnit *unit, const VdUnit *target,
                                VdDeclaration *declaration, GError **error);
/* VIA: N_VIA waypoints before contact (may be 0). */
gboolean vd_declaration_charge (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                                const VdUnit *unit, const VdUnit *target, const VdPoint *via,
                                guint n_via, VdDeclaration *declaration, GError **error);
/* Artillery fire at a feature is fire too (MASK-6): a bombardment (LOBS-3, HOBS-4, HOUSE-7) or
 * an attempt to set a village on fire (HOUSE-10). BATTERY must see the point it aims at — AIM
 * (may be NULL: the feature's point nearest the battery's front centre) taken to the feature's
 * nearest point — as it would see a unit in line standing there on its side of the feature
 * (so a battery behind its own army does not fire over it, MASK-3), and that point must be
 * within the weapon's range (RANGE, from the battery's footprint). DECLARATION's target is
 * NULL, its contact the point aimed at, its distance and range in paces. FALSE (not judged)
 * for a feature of fewer than two points. */
gboolean vd_declaration_fire_at_feature (const VdTable *table, const VdRuleset *ruleset,
                                         const VdUnit *battery, const VdFeature *feature,
                                         const VdPoint *aim, VdDeclaration *declaration);
void     vd_declaration_clear  (VdDeclaration *declaration);

G_END_DECLS
