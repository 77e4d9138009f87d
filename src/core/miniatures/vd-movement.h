#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* A move's own words where no rule of the seed speaks (Vedette's, cited as rules are). */
#define VD_MOVE_ALLOWANCE "ALLOWANCE" /* the path is longer than the allowance */
#define VD_MOVE_CONTACT   "CONTACT"   /* the base would touch an enemy's: a melee or a charge */
#define VD_MOVE_OVERLAP   "OVERLAP"   /* the base would end on another unit's */
#define VD_MOVE_THROUGH   "THROUGH"   /* the base passes through a friend's on the way */
#define VD_MOVE_TURN      "TURN"      /* longer than what is left of this turn's allowance */

/* One effect on a move: the rule, what is responsible, and where on the path it applies. */
typedef struct {
  const char *rule;        /* rule ID ("WOOD-2"), owned by the ruleset; "ALLOWANCE" when the
                            * path is longer than the allowance (no rule of the seed) */
  const char *by;          /* id of the feature (or of the unit, for ALLOWANCE; of the other
                            * unit, for CONTACT, OVERLAP and THROUGH), owned by the table */
  VdPoint     at;          /* on the path of the unit's `at` point, in table mm */
  double      paces;       /* allowance this effect adds to the distance (negative on a road) */
  int         condition;   /* the VdCondition it inflicts, or -1 */
  gboolean    forbids;     /* TRUE when this effect makes the move illegal */
} VdMoveEffect;

typedef struct {
  const VdUnit *unit;
  gboolean      legal;
  double        distance;    /* paces along the path */
  double        cost;        /* paces of allowance the path uses (distance plus every effect) */
  double        allowance;   /* the unit's allowance this turn, forced march included */
  double        bonus;       /* a charge: the paces its charge bonus adds (cost <= allowance + bonus) */
  double        spent;       /* paces of the allowance already spent this turn (vd-turn-limits.h):
                              * legal only when cost <= allowance - spent */
  gboolean      forced;
  guint         conditions;  /* VdCondition bit mask on arrival: the unit's own and the new ones */
  /* Every effect, in path order (ALLOWANCE last); each rule and feature pair once. */
  const VdMoveEffect *effects;
  guint         n_effects;
  /*< private >*/
  GArray       *storage;
} VdMoveAnswer;

/* Measures the move of UNIT from its `at` through N_POINTS points (waypoints, then the
 * destination, all new positions of `at`; the facing is kept) by the movement rules of the
 * ruleset: HILL-3, WOOD-1/2/3, STREAM-1/3/4, RIVER-1, ROAD-1/3, MARSH-1, LOBS-1, HOBS-1/3,
 * HOUSE-1, ROCK-1/4, FIELD-1/3, forced march. Obstacle stretches destroyed by artillery are
 * crossed freely and degraded hard obstacles as light ones. Returns FALSE only for bad
 * arguments (no points, a point not finite); an impossible move is an answer with legal FALSE.
 * ANSWER need not be initialised; clear it with vd_move_answer_clear.
 *
 * Where the seed is silent, Vedette decides (each decision is the logic of one rule function in
 * vd-movement-terrain.c, named after its rule):
 *
 * - Where: terrain is judged on the path of the footprint centre (the `at` path moved by the
 *   vector from `at` to the centre), as "a unit is in a wood when its footprint centre is
 *   inside"; effects are placed on the `at` path at the same distance along it. A line (stream,
 *   obstacle, crest) is crossed where the centre's path meets it, touching included, except at
 *   the start; a waypoint on a line is one crossing. Distances are mm / mm_per_pace.
 * - Arms: engineers move as infantry (skirmish formation = skirmishers; in `none` they count as
 *   close order). An officer (a lone rider) is stopped only by what stops everyone (MARSH-1,
 *   RIVER-1 away from a bridge or ford, where no stream rule slows him) and gets the road
 *   bonus; no other rule applies to him. Close-order infantry: line, column, square (every
 *   formation but skirmish); close-order cavalry: close and column; open-order: open. All
 *   artillery is foot artillery.
 * - Cost: each pace costs 1, or 2 at half speed, 4 at a quarter, 2/3 on a road; where several
 *   slowing rules cover a stretch the slowest alone applies (ties: the first made, a local rule
 *   before a whole-move one), and a road's bonus only where none does. Extra paces (obstacles)
 *   are added where they are paid. cost = distance + every effect's paces; the move is legal
 *   when cost <= allowance and no rule forbids it. Otherwise ALLOWANCE (by the unit, forbids) is
 *   placed where the allowance runs out. The allowance is vd_unit_allowance (0 for a formation
 *   its arm may not take), times vd_table_forced_march when forced.
 * - Effects: in path order, each (rule, feature) once at its first place (repeated crossings
 *   summed), ALLOWANCE last. A slowing rule outranked everywhere stays, with 0 paces.
 * - Conditions on arrival: the unit's own and the new ones (a move never reforms a unit).
 * - HILL-3: artillery only, uphill = inside a hill from where it entered from lower ground (the
 *   level just outside lower than the hill's; a point's level is the highest of the hills
 *   holding it, 0 off hills) to the first crest of that hill crossed, or to where it leaves or
 *   the path ends. A path starting on a hill is not uphill on it until it leaves and re-enters.
 * - WOOD-1: artillery may not enter a wood (at the entry), nor end with its footprint
 *   overlapping one (at the destination). WOOD-2: infantry (all formations) and open-order
 *   cavalry at half speed inside, close-order cavalry at a quarter. WOOD-3: a path that enters
 *   or ends in a wood leaves the unit no-formation, except skirmishers and open-order cavalry.
 * - STREAM-1: infantry or cavalry crossing a stream away from a bridge: the whole move at half
 *   speed (the added cost is the effect's paces) and disorganized. STREAM-4: artillery crosses
 *   only at a bridge (forbids). "At a bridge": the crossing point inside a bridge area or within
 *   max(half the frontage, 10 mm) of a bridge line; a bridge cancels the crossing's rules and
 *   nothing is reported.
 * - RIVER-1: a river line is crossed only at a bridge or inside a ford area; every stretch of
 *   the path inside a river area must be on a bridge or in a ford; otherwise forbidden (by the
 *   river, where). At a ford the stream rules apply by the ford: STREAM-1 (or STREAM-4 for
 *   artillery) with STREAM-3.
 * - ROAD-3: ×1.5 (2/3 of a pace each) where the centre is within half the frontage of a road
 *   line, for infantry, engineers and cavalry in `column`, `limbered` artillery and officers.
 *   ROAD-1: only when the frontage is at most vd_table_road_column for the arm; a wider column
 *   gets ROAD-1 as a reason (0 paces). ROAD-3's paces are the saving (negative), by the road.
 * - MARSH-1: entering a marsh, or a footprint overlapping one at the destination, forbids.
 * - LOBS-1: infantry and cavalry crossing an intact light obstacle, or a degraded hard one (it
 *   is light cover), pay light-obstacle-crossing paces a crossing; then cavalry is no-formation
 *   and infantry disorganized. Artillery crossing one: the whole move at half speed. A
 *   destroyed stretch is crossed freely.
 * - HOBS-1: infantry and cavalry crossing an intact hard obstacle pay half this turn's allowance
 *   (forced march included); then cavalry is in disorder and infantry no-formation. Artillery
 *   cannot cross one (HOBS-1 forbids, the catalogue's Interpretation). HOBS-3: skirmishers pay
 *   skirmish-hard-obstacle-crossing paces instead, and keep their order.
 * - HOUSE-1: only infantry and engineers enter a house (others: forbidden at the entry, or at
 *   the destination when the footprint overlaps one); inside, half the column speed: a pace
 *   costs 2 × own allowance / column allowance (line 120, column 160: 10 paces cost 15), but
 *   never less than 1 (a square is not faster inside than out). A unit with its own allowance
 *   pays 2. Damage to a house does not change movement. Redoubts do not hinder movement.
 * - ROCK-1: close-order infantry disorganized, cavalry and artillery no-formation, all at half
 *   speed. ROCK-2: skirmishers: no penalty (told, 0 paces). ROCK-3: a battery (`battery`)
 *   keeps its formation (told; still half speed). ROCK-4: forced march through rocky ground
 *   forbidden.
 * - FIELD-1: every unit moving in a field (but officers) is disorganized. FIELD-3: forced march
 *   through a field forbidden.
 * - Other units (no rule of the seed): the base may not touch an enemy's on the way or at the
 *   end (CONTACT, by that enemy: contact is a melee or a charge, declared as such), nor end on
 *   a friend's (OVERLAP); passing through a friend's base is told (THROUGH, 0 paces). Bases
 *   touching or overlapping where the move starts, and officers, are let be.
 * - GEN-1 (a feature's `overrides:`, vd-feature-overrides.h): `passable` lists exactly the arms
 *   that may enter or cross the feature: a rule that would forbid a listed arm (MARSH-1,
 *   WOOD-1, HOUSE-1, RIVER-1, STREAM-4, HOBS-1) is lifted and GEN-1 told instead; an arm not
 *   listed is forbidden by GEN-1 where it enters or first crosses it. `arriving` conditions are
 *   inflicted (GEN-1) on a unit that enters, ends overlapping or crosses it. `speed` (areas)
 *   makes a pace inside cost 1 / speed, replacing the ruleset's slowing of that feature
 *   (WOOD-2, HOUSE-1, ROCK-1). */
gboolean vd_move_measure      (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                               const VdPoint *points, guint n_points, gboolean forced,
                               VdMoveAnswer *answer, GError **error);
/* A charge (MASK-6 declarations): measured as a move, never forced, with the arm's charge bonus
 * (vd_table_charge_bonus) added to the allowance; on a road the bonus paces go 1.5 times as far
 * as the rest (ROAD-3, for a column narrow enough for ROAD-1). answer->bonus is the bonus; an
 * arm without one charges only as far as it moves. */
gboolean vd_move_measure_charge (const VdTable *table, const VdRuleset *ruleset,
                                 const VdUnit *unit, const VdPoint *points, guint n_points,
                                 VdMoveAnswer *answer, GError **error);
/* As vd_move_measure for one unit of a group moved together: the units of TOGETHER (ids, NULL
 * ended, may be NULL) do not stand in its way. */
gboolean vd_move_measure_together (const VdTable *table, const VdRuleset *ruleset,
                                   const VdUnit *unit, const VdPoint *points, guint n_points,
                                   gboolean forced, const char * const *together,
                                   VdMoveAnswer *answer, GError **error);
/* As vd_move_measure, the terrain alone: other units are not considered (a recoil goes where
 * it is pushed). */
gboolean vd_move_measure_terrain (const VdTable *table, const VdRuleset *ruleset,
                                  const VdUnit *unit, const VdPoint *points, guint n_points,
                                  VdMoveAnswer *answer, GError **error);
/* As vd_move_measure_together (TOGETHER may be NULL) for a unit that has already moved this
 * turn: SPENT_SHARE of this move's allowance (forced march included) and SPENT_PACES paces of
 * it are gone (answer->spent, both as vd-turn-limits.h counts them). Beyond what is left the
 * move is forbidden by TURN (by the unit, where what is left runs out) instead of ALLOWANCE. */
gboolean vd_move_measure_in_turn (const VdTable *table, const VdRuleset *ruleset,
                                  const VdUnit *unit, const VdPoint *points, guint n_points,
                                  gboolean forced, const char * const *together,
                                  double spent_share, double spent_paces,
                                  VdMoveAnswer *answer, GError **error);
void     vd_move_answer_clear (VdMoveAnswer *answer);
/* The text of an effect's rule: the ruleset's, or Vedette's own words for ALLOWANCE, CONTACT,
 * OVERLAP and THROUGH, in the user's language; NULL for a rule neither knows. */
const char *vd_move_rule_text (const VdRuleset *ruleset, const char *rule);

/* The first effect that forbids the move, NULL when it is legal. */
const VdMoveEffect *vd_move_answer_forbidding (const VdMoveAnswer *answer);

G_END_DECLS
