#pragma once

#include <glib.h>

#include "vd-reason.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* The cover a target would have against fire from the observer, weakest first. Obstacles and
 * houses cover as far as artillery left them standing (vd-damage.h): the stretch the line from
 * the middle of the observer's front edge to the target's centre crosses nearest the target
 * decides: destroyed, no cover; a degraded wall, light (HOBS-4); a degraded side of a house,
 * hard (HOUSE-7). */
typedef enum {
  VD_COVER_NONE,
  VD_COVER_LIGHT,
  VD_COVER_HARD,
  VD_COVER_BUILDING,
  VD_COVER_REDOUBT,
  VD_N_COVERS
} VdCover;

typedef struct {
  const VdUnit   *observer;
  const VdUnit   *target;
  gboolean        visible;
  double          distance;       /* paces, between the closest points of the two footprints */
  double          visible_share;  /* 0..1: share of the target's frontage the observer sees */
  VdCover         cover;
  /* For a hidden target, every rule that blocks it; for a visible one, the rules that shaped
   * the answer (cover, detection, features seen across). No duplicates, stable order.
   * N_REASONS of them (NULL when none), read-only, valid until the answer is cleared or
   * asked again. */
  const VdReason *reasons;
  guint           n_reasons;
  /*< private >*/
  gpointer        storage;        /* holds REASONS; the answers of one query_all row share it */
} VdSightAnswer;

/* Answers sight questions about one table; holds a spatial index and per-unit facts (level,
 * terrain under each unit). The table and ruleset must outlive it, and its units and terrain
 * stay the same ones (a unit may move or change: vd_sight_update_unit). One VdSight answers one
 * query at a time (vd_sight_query_all may use a second thread of its own).
 *
 * Sight lines (rule catalogue, "Sight lines"): from 3 points of the observer's front edge (its
 * middle, then 1/6 and 5/6 along it from its left end) to the target at 8 positions across
 * its frontage (the middles of 8 equal slices, left to right). A position is the transverse
 * segment from the target's front edge to its back edge, sighted at its end on the edge that
 * faces the observer (the front edge when the observer is ahead of the target's centre, else
 * the back edge): the nearest points a referee would sight. A position is seen when any of
 * its 3 lines is clear; visible_share = positions seen / 8; the target is visible when at
 * least one position is seen and no concealment hides it (a concealed target's share is 0).
 *
 * Reasons come in the order the checks run — concealment (WOOD-4, FIELD-2, ROCK-2), crests,
 * hills, woods, houses and redoubts, marshes, obstacles, units, then cover — and by table
 * order within a check, each rule and thing once. Units are told once per rule, whatever their
 * number: BY the one nearest the observer (its centre from the middle of the observer's front
 * edge; of equals, the first in table order), COUNT how many units the rule applies to, so an
 * answer's reasons never outgrow the rules (a pair behind 300 stacked units has one MASK-3):
 * - a target hidden by concealment lists what conceals it;
 * - a target hidden by its lines lists everything that blocks the line between the two (the
 *   middle of the observer's front edge to the middle of the target's facing edge) with the
 *   rule it blocks by; when that line happens to be clear (the target hides behind several
 *   things, none of them on it), the first thing in check order that blocks each sight line;
 * - a visible target lists its detection (WOOD-4, FIELD-2, ROCK-2 within reach) and what its
 *   deciding lines (the first clear line of each position seen) cross without being blocked:
 *   CREST-2 crests seen over, HILL-4 hills, SIGHT-2 woods and buildings seen over from higher
 *   up, WOOD-5/WOOD-6/WOOD-7 stretches of wood seen out of or into, SIGHT-1 obstacles, the
 *   masking rows of units that do not mask (MASK-1, SIGHT-5, …) and MASK-5 units seen over;
 *   then CREST-4;
 * - for a visible target, the rule that gave it its cover comes last (MARSH-3 for a target in
 *   a marsh with no cover at all); a hidden target's reasons are only what hides it, its cover
 *   is still given in ->cover.
 * A crest that blocks gives CREST-2 (target near it, not revealed) or CREST-3 (both far from
 * it), then CREST-1 and SIGHT-3. A unit that blocks gives its masking row's rules, SIGHT-4
 * when no row matches.
 *
 * CREST-4: a battery (any artillery) looking at a target lower than itself, or across to a
 * hill of its own level, may see it across a crest (CREST-2) yet fire only when ALL its bases
 * are beyond the crest line: for some target position it sees, no crest line meets the region
 * between its whole footprint and that position. Otherwise the answer is visible with CREST-4
 * by the hill among its reasons, and vd_sight_answer_allows_fire() is FALSE. A target higher
 * up, and one on a plateau of the same level when the battery stands on a plateau too (the
 * plateau exception, HILL-1: single-crest hills have none), are not downhill.
 *
 * Distances (Interpretation "distances") are strict: a unit exactly one base length from a
 * crest, exactly the detection, edge or wood-fire distance away, or exactly one base depth
 * behind an obstacle is not within it. A unit in a wood is in its edge band when its footprint
 * is less than the edge distance from the wood's outline; the stretch of a line inside that
 * wood ending at it is then clear (WOOD-5, WOOD-6), however long. A unit in a marsh (MARSH-2)
 * leaves clear the stretch of a line ending at it, as a house does; the marsh blocks the rest
 * (MARSH-4).
 *
 * vd_sight_new indexes the table (a grid of the terrain for each unit's facts, so that setting
 * up takes time in proportion to units + features; a grid of what lines may meet; angular fans
 * of what lies around each observer point for vd_sight_query_all, kept for the observer's
 * single queries too, and around a target asked about repeatedly for vd_sight_query) and settles most hidden targets from what blocks the line between the two;
 * vd_sight_new_reference tries every crest, feature and unit on every line. Both run the same
 * rules and give the same answers. */
typedef struct _VdSight VdSight;

/* What a caller wants of an answer beyond its visibility (whether the observer sees the target,
 * and the distance), which is always given: what it does not want is not worked out, so a
 * caller after visibility alone pays for no share, cover or reasons, and keeps none. */
typedef enum {
  VD_SIGHT_WANT_VISIBLE = 0,       /* visible_share 0 or 1, cover NONE, no reasons */
  VD_SIGHT_WANT_SHARE   = 1 << 0,  /* visible_share: every target position decided */
  VD_SIGHT_WANT_COVER   = 1 << 1,
  VD_SIGHT_WANT_REASONS = 1 << 2,  /* the reasons, and the share and cover they rest on */
  VD_SIGHT_WANT_ALL     = VD_SIGHT_WANT_SHARE | VD_SIGHT_WANT_COVER | VD_SIGHT_WANT_REASONS,
} VdSightWant;

/* With the spatial index in front of the exact tests. */
VdSight    *vd_sight_new              (const VdTable *table, const VdRuleset *ruleset);
/* The brute-force reference: every feature and unit is tested against every sight line, every
 * feature against every unit for its facts. Gives the same answers; kept for tests and the
 * benchmark. */
VdSight    *vd_sight_new_reference    (const VdTable *table, const VdRuleset *ruleset);
void        vd_sight_free             (VdSight *sight);

/* UNIT moved, turned or changed (formation, revealed, …) in the table: refresh what the
 * engine knows of it, cheaply, before asking again. */
void        vd_sight_update_unit      (VdSight *sight, const VdUnit *unit);

/* The battle applies each event to a new copy of its table (vd-battle.h): TABLE is that copy,
 * for the same RULESET (the very one the engine was built with). When it has the same units in
 * the same order and the same frame and masking rows as the engine's table, the engine follows
 * it: it points at TABLE from then on, and refreshes the facts of the units whose footprint,
 * arm, formation, base, side or reveal changed, so a loss, a morale test or a note costs no
 * more than walking the units, a move one unit's update. Terrain edited (features edited, added
 * or removed, the others in the same order) is followed too: the features are made again, and
 * only the units near one edited, where it was or where it is, are worked out again.
 * *N_UPDATED (may be NULL) counts the units refreshed and the features edited. It then answers
 * as vd_sight_new (TABLE, RULESET) would. Otherwise (a unit added or removed, the features
 * kept reordered) it returns FALSE and changes nothing: build a new engine. The old table may
 * be gone already: the engine kept what it compares. */
gboolean    vd_sight_follow           (VdSight *sight, const VdTable *table,
                                       const VdRuleset *ruleset, guint *n_updated);
/* What to keep after each event: SIGHT (may be NULL) following TABLE, or when it cannot, freed
 * and replaced by vd_sight_new (TABLE, RULESET); *REBUILT (may be NULL) says which. What the
 * app's document does, and what `vedette-cli bench sight` times. */
VdSight    *vd_sight_refresh          (VdSight *sight, const VdTable *table,
                                       const VdRuleset *ruleset, gboolean *rebuilt);

/* The wood holding UNIT (its footprint centre inside; the first in table order), NULL when
 * none; *IN_EDGE_BAND (may be NULL): its footprint is less than the wood's edge distance from
 * the outline (WOOD-5, WOOD-6, WOOD-12). */
const VdFeature *vd_sight_unit_wood  (VdSight *sight, const VdUnit *unit, gboolean *in_edge_band);

/* Whether OBSERVER sees TARGET, and why. ANSWER must be initialised with
 * vd_sight_answer_init; it is overwritten. */
void        vd_sight_query            (VdSight *sight, const VdUnit *observer, const VdUnit *target,
                                       VdSightAnswer *answer);
/* The same, working out only what WANT asks for (vd_sight_query wants it all). */
void        vd_sight_query_want       (VdSight *sight, const VdUnit *observer, const VdUnit *target,
                                       VdSightWant want, VdSightAnswer *answer);

/* Every ordered pair of units of different sides, observers in table order then targets in
 * table order; only OBSERVER's pairs when it is not NULL. A GArray of VdSightAnswer with its
 * clear function set: an answer removed from it, or the array freed, releases its reasons
 * (the answers of one observer keep theirs in one block, freed with the last of them). */
GArray     *vd_sight_query_all        (VdSight *sight, const VdUnit *observer);
/* The same, working out only what WANT asks for: with VD_SIGHT_WANT_VISIBLE the matrix holds
 * no reasons at all, so its memory is its answers' (vd_sight_query_all wants it all). */
GArray     *vd_sight_query_all_want   (VdSight *sight, const VdUnit *observer, VdSightWant want);

/* What changes when UNIT moves or changes, in one call: its row (UNIT observing each enemy,
 * in table order) then its column (each enemy observing UNIT, in table order), as
 * vd_sight_query_all (sight, unit) and vd_sight_query for each enemy would give them. The
 * column uses the fans a matrix kept for each enemy (vd_sight_update_unit keeps them), and
 * two threads share the work: one answers the row, both the column's pairs a few at a time.
 * A GArray of VdSightAnswer, as vd_sight_query_all's. */
GArray     *vd_sight_query_unit       (VdSight *sight, const VdUnit *unit, VdSightWant want);

void        vd_sight_answer_init      (VdSightAnswer *answer);
void        vd_sight_answer_clear     (VdSightAnswer *answer);
/* Same visibility, share, cover, distance (within 1e-9) and reasons. */
gboolean    vd_sight_answer_equal     (const VdSightAnswer *a, const VdSightAnswer *b);
/* MASK-6 and CREST-4: the observer sees the target, and no CREST-4 keeps its battery from
 * firing downhill across a crest. */
gboolean    vd_sight_answer_allows_fire (const VdSightAnswer *answer);

/* Which unit of a side sees each enemy, kept for the side's view to follow the battle: after
 * units changed (vd_sight_update_unit, vd_sight_follow), only the pairs one of them may
 * concern are asked again — an enemy whose witness or whose pair with it changed, or that
 * stood hidden behind where a changed unit was — not every pair of the side. */
typedef struct _VdSightWitnesses VdSightWitnesses;

/* Worked out afresh: for every enemy of SIDE, the first of SIDE's units (in table order) that
 * sees it, or none. */
VdSightWitnesses *vd_sight_witnesses_new    (VdSight *sight, const char *side);
/* The same for the engine as it stands now, from BEFORE, worked out on the same engine (for
 * the same side) before some of its units changed: only the pairs the changes concern are
 * asked again. Worked out afresh when BEFORE is another engine's or more than 64 changes old. */
VdSightWitnesses *vd_sight_witnesses_follow (VdSight *sight, const VdSightWitnesses *before);
void              vd_sight_witnesses_free   (VdSightWitnesses *witnesses);
/* How many pairs were asked to work it out (afresh, or following): what a test or a bench
 * reads to tell the two apart. */
guint             vd_sight_witnesses_get_queries (const VdSightWitnesses *witnesses);

/* Whether some unit of SIDE sees TARGET, a unit of another side (stops at the first that does;
 * FALSE for its own units, which a side never hides from itself). */
gboolean    vd_sight_side_sees        (VdSight *sight, const char *side, const VdUnit *target);
/* The enemies of SIDE that none of its units sees, destroyed ones included: what a side's
 * view leaves out. A set of unit ids (owned by the table) for g_hash_table_contains. */
GHashTable *vd_sight_hidden_from_side (VdSight *sight, const char *side);
/* The same, read off WITNESSES (worked out on SIGHT as it stands now). */
GHashTable *vd_sight_witnesses_hidden (const VdSightWitnesses *witnesses, VdSight *sight);

const char *vd_cover_to_string        (VdCover cover);

/* A unit's level: the level of the highest hill whose area holds its footprint centre, 0 off
 * hills (the catalogue's Interpretation). */
int         vd_table_unit_level       (const VdTable *table, const VdUnit *unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdSight, vd_sight_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdSightWitnesses, vd_sight_witnesses_free)

G_END_DECLS
