#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* A stretch of a feature's line (or outline) as the CLI and the app show it. */
typedef struct {
  VdPoint  from;
  VdPoint  to;
  double   from_along;   /* mm along the path, as stored in the table */
  double   to_along;
  VdDamage state;
} VdDamageStretch;

typedef struct {
  const VdFeature *feature;
  const VdUnit    *by;
  const char      *rule;      /* LOBS-3, HOBS-4, HOUSE-7, LOBS-4, HOBS-5, HOUSE-8 or HOUSE-10 */
  double           affected;  /* paces of the feature changed by this action */
  /* The whole feature, first point to end, as consecutive stretches (intact ones included). */
  const VdDamageStretch *stretches;
  guint            n_stretches;
  /*< private >*/
  GArray          *storage;
} VdDamageAnswer;

/* LOBS-3, HOBS-4, HOUSE-7: BATTERY (artillery of calibre 6 or more) fires TURNS turns at FEATURE
 * (a light or hard obstacle or a house), aiming at AIM (NULL: the point of the feature nearest
 * the middle of the battery's front edge, its `at`; a given AIM is taken to the feature's
 * nearest point). Each turn changes the figures it has now (figures − casualties) × the
 * per-scale rate of the feature, the changeable
 * parts nearest the aim first, measured along the line (around the outline of a house, past its
 * first point): a stretch centred on the aim while it can be, shifted at a line's end. Each turn
 * moves each part one step: a light obstacle (or a degraded hard one) is destroyed, an intact
 * hard obstacle degraded, a building degraded to hard cover (never further: once the side fired
 * at is done the damage goes on around the building). ANSWER (may be NULL; zero-initialised or
 * from an earlier call, it is overwritten) gets the paces changed over all turns, the rule
 * (LOBS-3, HOBS-4 or HOUSE-7 by the feature's type) and the feature's stretches. Changes TABLE's
 * feature; on error (not artillery, calibre under 6 or unknown, a feature that cannot be
 * damaged, turns under 1, unknown ids) the table and ANSWER are untouched and ERROR (VD_ERROR)
 * says why with the rule. */
gboolean vd_damage_bombard (VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                            const char *feature_id, const VdPoint *aim, int turns,
                            VdDamageAnswer *answer, GError **error);

/* LOBS-4, HOBS-5, HOUSE-8: ENGINEERS (arm engineers) rebuild the figures they have now × the
 * per-scale rate per
 * turn of damaged stretches back to intact, nearest the aim first (as vd_damage_bombard). */
gboolean vd_damage_repair  (VdTable *table, const VdRuleset *ruleset, const char *engineers_id,
                            const char *feature_id, const VdPoint *aim, int turns,
                            VdDamageAnswer *answer, GError **error);

/* HOUSE-10: BATTERY (which must have a howitzer) declares an attempt to set HOUSE on fire; DIE
 * is the fire die (1–6). On a 6 the house's on_fire becomes the table's turn (a house already
 * burning keeps the turn it caught fire). *BURNING (may be NULL) says whether it burns now. */
gboolean vd_damage_set_fire (VdTable *table, const VdRuleset *ruleset, const char *battery_id,
                             const char *house_id, int die, gboolean *burning, GError **error);

/* HOUSE-10: whether UNIT is in HOUSE (its footprint centre inside the outline) while HOUSE burns:
 * it must leave or is destroyed next turn. */
gboolean vd_damage_unit_in_fire (const VdTable *table, const VdFeature *house, const VdUnit *unit);
/* HOUSE-10: the units of TABLE in HOUSE while it burns, in table order (VdUnit*, owned by the
 * table); empty when it does not burn. */
GPtrArray *vd_damage_units_in_fire (const VdTable *table, const VdFeature *house);

/* Appends to POINTS (VdPoint) the feature's path from FROM to TO mm along it (around the closed
 * outline of an area), its ends and the corners between; returns how many it added. */
guint    vd_damage_path_points (const VdFeature *feature, double from, double to, GArray *points);

/* The feature's stretches (for drawing and answers), into ANSWER (feature set, no unit, no
 * rule, nothing affected); ANSWER is zero-initialised or from an earlier call. */
void     vd_damage_describe (const VdFeature *feature, VdDamageAnswer *answer);
void     vd_damage_answer_clear (VdDamageAnswer *answer);

G_END_DECLS
