#pragma once

#include <glib.h>

#include "vd-damage.h"
#include "vd-declaration.h"
#include "vd-journal.h"
#include "vd-movement.h"
#include "vd-recoil.h"
#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-turn-limits.h"

G_BEGIN_DECLS

/* One place for orders: every order given at the table (a move, a turn, a formation, losses, a
 * bombardment…) becomes here its complete journal event (time-stamped, with everything a file
 * keeps of it) and its answer (legal or not, and why, by the engines: vd-movement, vd-damage,
 * vd-formation). The app and vedette-cli only parse what the user asked and call these, so an
 * order recorded by one is the very event the other records.
 *
 * Each vd_orders_* takes TABLE, the battle as it stands (not changed), and fills ANSWER
 * (zero-initialised, cleared by the caller with vd_order_answer_clear). It returns FALSE with
 * ERROR only when the order cannot be judged (an unknown unit or feature, a bad argument); an
 * order the rules refuse is TRUE with answer->legal FALSE, its reasons, and answer->refusal
 * saying why for people. */

/* A rule that decided the answer, and what is responsible (a unit or a feature id). */
typedef struct {
  const char *rule;   /* a rule ID: a static string or the ruleset's */
  char       *by;
} VdOrderReason;

typedef struct {
  /* In: the refusal names units and features for people, by their names, and gives distances
   * in paces (the app); FALSE: by their ids, in the table's millimetres (vedette-cli, scripts).
   * Kept by every vd_orders_* call, cleared by vd_order_answer_clear. */
  gboolean        names;
  gboolean        legal;
  /* The event to record when legal (owned: take it with vd_order_answer_take_event). */
  VdEvent        *event;
  GArray         *reasons;    /* VdOrderReason, in the order they applied */
  GError         *refusal;    /* when not legal: why, for people (VD_ERROR_ARGUMENT) */
  /* What the engine answered: moves (vd_orders_move), bombard and repair (its feature and
   * stretches are those of the battle after the order). */
  VdMoveAnswer    move;
  VdDamageAnswer  damage;
  gboolean        burning;    /* vd_orders_set_fire: the village burns */
  VdRecoilAnswer  recoil;     /* vd_orders_recoil */
  VdDeclaration   declaration; /* vd_orders_declare_fire, vd_orders_declare_charge */
  /* VdEvent*: what the order brings about with it, recorded just before EVENT as one step of
   * undo (vd_order_answer_take_events): vd_orders_end_turn's units destroyed in a burning
   * village (HOUSE-10). NULL or empty for the other orders. */
  GPtrArray      *consequences;
  /*< private >*/
  VdTable        *after;      /* the battle after a bombard or repair, which DAMAGE points into */
} VdOrderAnswer;

void      vd_order_answer_clear      (VdOrderAnswer *answer);
/* How ANSWER's refusal names unit or feature ID (may be NULL) of TABLE: with answer->names as
 * the journal does (vd_journal_unit_name, vd_journal_feature_name), else by the id itself. */
char     *vd_order_answer_name       (const VdOrderAnswer *answer, const VdTable *table,
                                      const VdRuleset *ruleset, const char *id);
/* The event of a legal answer, taken; NULL with the refusal copied into ERROR otherwise, or
 * when the order brings consequences (they would be lost: take them all with
 * vd_order_answer_take_events). */
VdEvent  *vd_order_answer_take_event (VdOrderAnswer *answer, GError **error);
/* Every event of a legal answer, taken, in the order to record them (the consequences, then
 * the event): record them with vd_battle_record_batch (vd_battle_record when there is one);
 * NULL with the refusal in ERROR otherwise. */
GPtrArray *vd_order_answer_take_events (VdOrderAnswer *answer, GError **error);

/* The time every event is stamped with: now, in ISO 8601 UTC to the second
 * ("2026-12-02T18:48:38Z"). Tests pin it with vd_orders_set_clock, or with the environment
 * variable VEDETTE_TEST_TIME (for vedette-cli children); NULL unpins it. */
char     *vd_orders_now              (void);
void      vd_orders_set_clock        (const char *time);

/* CREST-2: the first crest line (its hill) that UNIT's footprint crosses or touches on the way
 * of the MOVE (or RECOIL) event, from where UNIT stands through `via` to `at`, facing kept; NULL when none.
 * *CREST (may be NULL) gets the crest's index in the hill. */
const VdFeature *vd_orders_crossed_crest (const VdTable *table, const VdUnit *unit,
                                          const VdEvent *move, guint *crest);

/* A move through N_POINTS points (waypoints, then the destination) by vd_move_measure, FORCED
 * a forced march: answer->move; legal as it says. The event carries the conditions the unit
 * arrives with and, when its footprint crosses a crest line, `revealed` (reason CREST-2 by the
 * hill). */
gboolean vd_orders_move        (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, const VdPoint *points, guint n_points,
                                gboolean forced, VdOrderAnswer *answer, GError **error);
/* As vd_orders_move for one unit of a group moved together: the units of TOGETHER (ids, NULL
 * ended) do not stand in its way. */
gboolean vd_orders_move_together (const VdTable *table, const VdRuleset *ruleset,
                                  const char *unit_id, const VdPoint *points, guint n_points,
                                  gboolean forced, const char * const *together,
                                  VdOrderAnswer *answer, GError **error);
/* The turn's limits (vd-orders-turn.c, vd-turn-limits.h). A move of a unit that has moved
 * already this turn (TURN, may be NULL: none) gets only what is left of its allowance: beyond
 * it the move is refused (reason TURN by the unit, "has 40 paces left this turn of 120");
 * OVERRIDE, the referee's "allow anyway", measures it as the turn's first move instead and
 * marks the event `overridden: TURN` (every other rule still applies). TOGETHER may be NULL. */
gboolean vd_orders_move_in_turn (const VdTable *table, const VdRuleset *ruleset,
                                 const VdTurnState *turn, const char *unit_id,
                                 const VdPoint *points, guint n_points, gboolean forced,
                                 const char * const *together, gboolean override,
                                 VdOrderAnswer *answer, GError **error);
/* After vd_orders_bombard, vd_orders_set_fire or a declaration: refuses the legal ANSWER the
 * turn's limits forbid (a second bombardment: LOBS-3, HOBS-4 or HOUSE-7; a second attempt to
 * set fire: HOUSE-10; readings mini-i-battery-once and mini-i-charge-and-fire), the reason
 * that rule by the unit; with OVERRIDE it stays legal, its event marked `overridden`. */
gboolean vd_orders_limit_to_turn (const VdTurnState *turn, const VdRuleset *ruleset,
                                  gboolean override, VdOrderAnswer *answer);
/* A unit turns about its front centre to FACING degrees in play (a `face` event). */
gboolean vd_orders_face        (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, double facing, VdOrderAnswer *answer,
                                GError **error);
/* A unit takes FORMATION, its footprint the ruleset's (vd_unit_change_formation). */
gboolean vd_orders_formation   (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, VdFormation formation,
                                VdOrderAnswer *answer, GError **error);
/* ROAD-2: a column on a road, wider than ROAD-1 allows, halves its front (and doubles its
 * depth) in a half-period: a formation event with rule ROAD-2. Refused (reason ROAD-2 by the
 * unit) for a unit not in column or not on a road, and (ROAD-1) for one narrow enough. */
gboolean vd_orders_halve_front (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, VdOrderAnswer *answer, GError **error);
gboolean vd_orders_conditions  (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, guint conditions, VdOrderAnswer *answer,
                                GError **error);
gboolean vd_orders_reveal      (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, gboolean revealed, VdOrderAnswer *answer,
                                GError **error);
/* FIGURES lost (negative: figures come back); refused beyond what the unit has. */
gboolean vd_orders_loss        (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, int figures, VdOrderAnswer *answer,
                                GError **error);
gboolean vd_orders_morale      (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, const char *state, VdOrderAnswer *answer,
                                GError **error);
/* LOBS-3, HOBS-4, HOUSE-7 (bombard) and LOBS-4, HOBS-5, HOUSE-8 (repair) for TURNS turns,
 * aimed at AIM (NULL: the point nearest the unit, and no `aim` recorded): answer->damage. A
 * bombardment, and vd_orders_set_fire, are fire: refused (MASK-6 by the feature, or RANGE by
 * the battery) when the battery does not see the point it fires at or it is out of range
 * (vd_declaration_fire_at_feature: answer->declaration). */
gboolean vd_orders_bombard     (const VdTable *table, const VdRuleset *ruleset,
                                const char *battery_id, const char *feature_id,
                                const VdPoint *aim, int turns, VdOrderAnswer *answer,
                                GError **error);
gboolean vd_orders_repair      (const VdTable *table, const VdRuleset *ruleset,
                                const char *engineers_id, const char *feature_id,
                                const VdPoint *aim, int turns, VdOrderAnswer *answer,
                                GError **error);
/* HOUSE-10: an attempt to set HOUSE on fire with fire die DIE: answer->burning. When the
 * village catches fire, the event carries the battery's side and the points it loses, half
 * the house's `points` (vd_village_fire_charge; reason HOUSE-10 by the house either way). */
gboolean vd_orders_set_fire    (const VdTable *table, const VdRuleset *ruleset,
                                const char *battery_id, const char *house_id, int die,
                                VdOrderAnswer *answer, GError **error);
/* The turn ends. HOUSE-10: the units still in a village burning since an earlier turn are
 * destroyed first: one `destroy` event each (rule HOUSE-10, the house, every figure left) in
 * answer->consequences, and a reason HOUSE-10 by each unit. */
gboolean vd_orders_end_turn    (const VdTable *table, const VdRuleset *ruleset,
                                VdOrderAnswer *answer, GError **error);
/* RIVER-2, MARSH-2: UNIT is pushed back through N_POINTS points (waypoints, then where it
 * ends), judged by vd_recoil_measure: answer->recoil, its reasons the order's. A `recoil`
 * event: the path, the conditions after (no-formation in a marsh), `revealed` across a crest
 * line (CREST-2), and for a unit pushed into a river `destroyed` with the figures it loses,
 * rule RIVER-2 by the river (MARSH-2 by the marsh). Refused (TABLE-EDGE by the unit) when the
 * recoil would leave the table. */
gboolean vd_orders_recoil      (const VdTable *table, const VdRuleset *ruleset,
                                const char *unit_id, const VdPoint *points, guint n_points,
                                VdOrderAnswer *answer, GError **error);

/* Declarations (MASK-6, the catalogue's Interpretation "declarations"), judged by
 * vd-declaration.h: answer->declaration, its reasons the order's. SIGHT (may be NULL) answers
 * sight on TABLE. A declared fire is a `declare-fire` event (the unit is revealed); a declared
 * charge a `declare-charge` event with the contact point, the waypoints and the conditions the
 * unit would arrive with (HILL-6): nothing moves until the move is recorded. */
gboolean vd_orders_declare_fire   (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                                   const char *unit_id, const char *target_id,
                                   VdOrderAnswer *answer, GError **error);
gboolean vd_orders_declare_charge (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                                   const char *unit_id, const char *target_id,
                                   const VdPoint *via, guint n_via, VdOrderAnswer *answer,
                                   GError **error);

/* Set-up edits, not orders: the event, time-stamped, that the journal checks when it applies.
 * UNIT, FEATURE and COMMAND are copied. WOOD-3 at set-up: infantry or cavalry added, or moved,
 * into a wood has the no-formation condition (skirmishers and open-order cavalry excepted). */
VdEvent *vd_orders_add_unit       (const VdTable *table, const VdUnit *unit);
VdEvent *vd_orders_edit_unit      (const VdTable *table, const VdUnit *unit);
VdEvent *vd_orders_remove_unit    (const VdTable *table, const char *unit_id);
VdEvent *vd_orders_add_feature    (const VdTable *table, const VdFeature *feature);
VdEvent *vd_orders_edit_feature   (const VdTable *table, const VdFeature *feature);
VdEvent *vd_orders_remove_feature (const VdTable *table, const char *feature_id);
VdEvent *vd_orders_add_command    (const VdTable *table, const VdCommand *command);

G_END_DECLS
