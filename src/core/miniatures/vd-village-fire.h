#pragma once

#include <glib.h>

#include "vd-journal.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* HOUSE-10, what follows a village set on fire (the attempt and the burning house are
 * vd_damage_set_fire's): the side that set it loses half the objective's points, and the units
 * still in it are destroyed.
 *
 * Vedette's reading of "the unit inside must leave or be destroyed next turn": a village that
 * catches fire in turn N gives its occupants the rest of turn N and the whole of turn N + 1 to
 * leave; as turn N + 1 ends (and every later turn, for a unit that goes in), every unit whose
 * footprint centre is still inside a burning house is destroyed, with every figure it had
 * left (one `destroy` event each, rule HOUSE-10, recorded with the end of turn as one step). */

/* A unit the fire destroys as the turn ends, and the house it is in (both owned by the table). */
typedef struct {
  const VdUnit    *unit;
  const VdFeature *house;
} VdFireVictim;

/* HOUSE-10: the units of TABLE (the battle as it stands, its turn ending) in a house that
 * caught fire in an earlier turn, in table order, each once (the first such house holding
 * it): a GArray of VdFireVictim, empty when none. */
GArray  *vd_village_fire_victims      (const VdTable *table);

/* HOUSE-10: fills FIRE's `side` and `points_lost` (a FIRE event about to be recorded on TABLE,
 * the battle before it) when the village catches fire now: the side of the battery that set
 * it loses half the house's `points`. Nothing when it does not burn, was burning already, no
 * battery is named, or the house has no points. */
void     vd_village_fire_charge       (const VdTable *table, VdEvent *fire);

/* What FIRE (charged as above) costs, HOUSE being the house as it stood before the fire, for
 * people, the side by TABLE's name for it: "Russian loses 5 of the 10 objective points of
 * village-1 (HOUSE-10)", or "village-1 has no objective points: nothing is lost (HOUSE-10)";
 * NULL when the village does not catch fire now. */
char    *vd_village_fire_describe_points (const VdTable *table, const VdFeature *house,
                                          const VdEvent *fire);

G_END_DECLS
