#pragma once

#include <glib.h>

#include "vd-battle.h"
#include "vd-journal.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* What each unit has done this turn, derived from the journal since the last end of turn, and
 * kept for a battle's cursor: events recorded are folded in one by one, an undo or a change
 * of the journal within the turn starts again from the turn's start, anything further back
 * from the set-up (so undo, redo and replay give what a fresh count gives). Counted: the moves (MOVE
 * events, measured again on the battle as it stood before each; a move after the unit's
 * declared charge as a charge), a formation change's cost (ROAD-2's half-period, and others by
 * reading `mini-i-formation-change`), declared fire and charges, bombardments and attempts to
 * set a village on fire. Not counted: recoils (forced), set-up edits (they are no moves), and
 * any event of another kind. An event the referee allowed anyway (`overridden`) counts as
 * done. */

/* The interpretations the turn's limits read (terrain/napoleonic.yaml `interpretations:`). */
#define VD_READING_ALLOWANCE_CARRY "mini-i-allowance-carry"   /* share | paces */
#define VD_READING_FORMATION_CHANGE "mini-i-formation-change" /* free | half-allowance */
#define VD_READING_CHARGE_AND_FIRE "mini-i-charge-and-fire"   /* allowed | refused */
#define VD_READING_BATTERY_ONCE "mini-i-battery-once"         /* one-fire | each-once */

typedef struct {
  const char *unit_id;      /* owned by the state */
  double      distance;     /* paces along this turn's moves */
  double      spent;        /* paces of the allowance spent, in the unit's allowance now */
  double      allowance;    /* the unit's allowance now (its formation; no forced march) */
  double      left;         /* allowance - spent, never below 0 */
  /* How the spending carries (reading mini-i-allowance-carry): the share of each move's
   * allowance it used, summed (`share`), or its paces (`paces`); the other stays 0. */
  double      spent_share;
  double      spent_paces;
  gboolean    moved;
  gboolean    fired;        /* declared fire (MASK-6) */
  gboolean    charged;      /* declared a charge (MASK-6) */
  gboolean    bombarded;    /* LOBS-3, HOBS-4, HOUSE-7 */
  gboolean    set_fire;     /* HOUSE-10 */
  const char *bombard_rule; /* the rule of this turn's bombardment, or NULL */
} VdTurnUnit;

typedef struct _VdTurnState VdTurnState;

/* The turn of the battle after the first N_EVENTS EVENTS applied to SETUP; NULL with ERROR
 * when an event does not apply (as vd_journal_replay). */
VdTurnState      *vd_turn_state_new        (const VdTable *setup, const VdRuleset *ruleset,
                                            VdEvent * const *events, guint n_events,
                                            GError **error);
/* The same for a table's battle, at its cursor (the events applied). */
VdTurnState      *vd_turn_state_new_for_battle (VdBattle *battle, GError **error);
/* Brings STATE (from vd_turn_state_new_for_battle on BATTLE) to BATTLE's cursor, folding only
 * what changed since; FALSE with ERROR when an event does not apply. */
gboolean          vd_turn_state_follow     (VdTurnState *state, VdBattle *battle,
                                            GError **error);
/* The turn at BATTLE's cursor, kept with the battle and followed at each call: owned by
 * BATTLE, valid until the battle next changes; NULL with ERROR as vd_turn_state_follow. */
const VdTurnState *vd_turn_state_for_battle (VdBattle *battle, GError **error);
void              vd_turn_state_free       (VdTurnState *state);
/* UNIT_ID's turn so far; a unit that did nothing has its whole allowance left; NULL for a unit
 * not on the table. */
const VdTurnUnit *vd_turn_state_lookup     (const VdTurnState *state, const char *unit_id);

/* Events folded since STATE was made, those of rebuilds included: what tests and benches bound
 * (a time would not be deterministic). */
guint64           vd_turn_state_get_n_folded (const VdTurnState *state);

/* The battle the state was derived on (as it stands after the events), owned by STATE. */
const VdTable    *vd_turn_state_get_table  (const VdTurnState *state);

/* Movement allowance per turn (units/ `movement:`; ALLOWANCE, HOBS-1's "movement allowance"):
 * the paces UNIT has left this turn. */
double            vd_turn_allowance_left   (const VdTurnState *state, const char *unit_id);
/* LOBS-3, HOBS-4, HOUSE-7 ("per turn"), and reading mini-i-battery-once for HOUSE-10: the rule
 * that forbids BATTERY_ID another bombardment (REPAIR FALSE) or attempt to set fire this turn,
 * NULL when none does. KIND is VD_EVENT_BOMBARD or VD_EVENT_FIRE. */
const char       *vd_turn_battery_limit    (const VdTurnState *state, const VdRuleset *ruleset,
                                            const char *battery_id, VdEventKind kind);
/* Reading mini-i-charge-and-fire: the rule that forbids UNIT_ID a declaration of KIND
 * (VD_EVENT_DECLARE_FIRE or VD_EVENT_DECLARE_CHARGE) after the other this turn, NULL when
 * none does. */
const char       *vd_turn_declaration_limit (const VdTurnState *state, const VdRuleset *ruleset,
                                             const char *unit_id, VdEventKind kind);

/* "Moved 80 of 120 paces · fired · bombarded", in the user's language; "Not moved" with the
 * allowance when it did nothing. */
char             *vd_turn_unit_describe    (const VdTurnUnit *unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTurnState, vd_turn_state_free)

G_END_DECLS
