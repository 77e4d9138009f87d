#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* A unit pushed back (a recoil, after a lost melee or a failed morale test): what the terrain
 * it is pushed into does to it. RIVER-2: pushed into a river, it is destroyed. MARSH-2: pushed
 * into a marsh, it is no-formation (and stands there: MARSH-3, MARSH-4 apply to it as to any
 * unit in a marsh).
 *
 * Vedette's reading, where the seed is silent:
 * - The recoil is forced: no movement allowance, and no rule that forbids a move (MARSH-1,
 *   RIVER-1, WOOD-1, HOUSE-1, STREAM-4, HOBS-1) stops it. The path is read by the movement
 *   rules all the same (vd_move_measure, facing kept), and "into" is where a move would be
 *   forbidden: the footprint centre's path enters a river away from a bridge or a ford
 *   (RIVER-1's reading: a river line crossed, or a river area waded), or enters a marsh or
 *   ends with the footprint overlapping one (MARSH-1's). A river or marsh that the table makes
 *   passable to the unit's arm (GEN-1 `passable`) is waded like a ford: no RIVER-2; a marsh so
 *   made still leaves the unit no-formation (MARSH-2).
 * - The rest of the terrain crossed gives the conditions a move would (STREAM-1 across a
 *   stream or a ford, STREAM-3; WOOD-3, LOBS-1, HOBS-1, ROCK-1, FIELD-1, GEN-1 `arriving`),
 *   each a reason; a path over a crest line reveals the unit (CREST-2, vd_orders_recoil).
 * - Destroyed means off the table with every figure it had left lost (vd_event_apply moves it
 *   to the table's `destroyed`); RIVER-2 wins over MARSH-2 when the path meets both.
 * - Refused (possible FALSE, reason TABLE-EDGE by the unit, no rule of the seed): a path whose
 *   points (`via` and the destination, the unit's front centre) or whose footprint centre at
 *   the end leave the table; edges count as on it. */

typedef enum {
  VD_RECOIL_PUSHED_BACK,    /* only pushed back, with the conditions the terrain crossed gives */
  VD_RECOIL_NO_FORMATION,   /* MARSH-2 */
  VD_RECOIL_DESTROYED,      /* RIVER-2 */
} VdRecoilOutcome;

/* A rule that applied to the recoil, what is responsible and where on the path of `at`. */
typedef struct {
  const char *rule;       /* RIVER-2, MARSH-2, TABLE-EDGE, or a movement rule (STREAM-1…) */
  const char *by;         /* the feature's id (the unit's for TABLE-EDGE), owned by the table */
  VdPoint     at;
  int         condition;  /* the VdCondition it inflicts, or -1 */
} VdRecoilReason;

typedef struct {
  const VdUnit     *unit;
  gboolean          possible;     /* FALSE: the recoil leaves the table (TABLE-EDGE) */
  VdRecoilOutcome   outcome;
  const VdFeature  *feature;      /* the river (RIVER-2) or marsh (MARSH-2), else NULL */
  guint             conditions;   /* VdCondition bits after: the unit's own and the new ones */
  int               figures;      /* DESTROYED: the figures lost with the unit (all it had left) */
  double            distance;     /* paces along the path */
  const VdRecoilReason *reasons;  /* in path order, the outcome's rule among them */
  guint             n_reasons;
  /*< private >*/
  GArray           *storage;
} VdRecoilAnswer;

/* Judges UNIT pushed back from its `at` through N_POINTS points (waypoints, then where it
 * ends; all new positions of `at`, facing kept), as above. FALSE with ERROR only for bad
 * arguments (no points, a point not finite, a path that does not move the unit); an
 * impossible recoil is an answer with possible FALSE. ANSWER need not be initialised; clear it
 * with vd_recoil_answer_clear. */
gboolean    vd_recoil_measure       (const VdTable *table, const VdRuleset *ruleset,
                                     const VdUnit *unit, const VdPoint *points, guint n_points,
                                     VdRecoilAnswer *answer, GError **error);
void        vd_recoil_answer_clear  (VdRecoilAnswer *answer);

/* What happens, for people, in the user's language: "destroyed in river-1 (RIVER-2)", "no
 * formation in marsh-1 (MARSH-2)", "pushed back"; the feature as FEATURE says (the app's
 * name for it), NULL: by its id (vedette-cli). */
char       *vd_recoil_describe_outcome (const VdRecoilAnswer *answer, const char *feature);

G_END_DECLS
