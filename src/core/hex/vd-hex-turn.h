#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Where a game stands in its sequence of play (help "The turn"), from the module's
 * `sequence` and `turn_track`: the turn and phase, the turn's clock time and conditions (NaA's
 * fog and night, 1914's late campaign), the game's length (its scenario's, 1914) and whether it
 * is over (after the last turn; NaA VIC-1 also when an army has no counter left on the map),
 * what the phase still owes before it ends (the mandatory combats not fought, vd-hex-combats.h)
 * and the phase that comes next. What the seed does not give (BN's turn record track) is named. */

/* A step of the phase (BN 8.2, the module's phase `steps`), as far as the journal has gone. */
typedef struct {
  char     *id;
  char     *name;            /* in the user's language */
  char     *rule;
  gboolean  done;            /* taken, or passed by a later step taken */
  gboolean  current;         /* the latest taken: more of it may follow */
} VdHexTurnStep;

typedef struct {
  int         turn;
  char       *phase;         /* its id, NULL for a board without phases */
  char       *phase_name;    /* in the user's language */
  char       *phase_side;    /* the side whose phase it is, or NULL */
  GPtrArray  *steps;         /* VdHexTurnStep*: the phase's steps in order, empty for none */
  char       *steps_rule;    /* the rule that orders them (BN 8.2), or NULL */
  /* The side whose phases open each turn, its rule and that said (`turn_track.first_side`,
   * BN 1.4.6: the French), or NULL in a game whose module names none. */
  char       *first_side;
  char       *first_rule;
  char       *first_why;
  int         last_turn;     /* 0 while not known */
  char       *last_rule;
  char       *length_missing; /* why the length is not known (a scenario not chosen, a track
                                 the seed lacks), or NULL */
  char       *length_rule;
  char       *clock;         /* the turn's hours ("07:00–08:00"), or NULL */
  char       *clock_rule;    /* the rule of a turn longer than the others (BN 28.0a), or NULL */
  GPtrArray  *conditions;    /* VdHexOddsReason*: the turn's conditions, each with its rule */
  gboolean    over;
  char       *over_rule;
  char       *over_why;
  int         next_turn;     /* the phase after this one; 0 when the game is over */
  char       *next_phase;
  char       *next_phase_name;
  GPtrArray  *owed;          /* VdHexOddsReason*: what the phase still asks before it ends */
  char       *owed_missing;  /* the phase's checks the rules cannot answer, or NULL */
} VdHexTurn;

/* The game SETUP (a board with its journal) plays with its first N_APPLIED events; NULL with
 * ERROR for a journal that does not apply. */
VdHexTurn *vd_hex_turn      (const VdBoard *setup, const VdHexRuleset *module, guint n_applied,
                             GError **error);
void       vd_hex_turn_free (VdHexTurn *turn);

/* What the rules do as BOARD's phase (just begun) starts (`morale.recovery`: 1914-RES-4, a
 * disorganized counter out of the enemy's zones, or stacked with a friend that is not, recovers
 * in phase 1): the events to record with the end of the phase before, one step (VdBoardEvent*,
 * in the board's order), each said in REASONS (VdHexOddsReason*; may be NULL). */
GPtrArray *vd_hex_phase_start_events (const VdBoard *board, const VdHexRuleset *module,
                                      GPtrArray *reasons);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexTurn, vd_hex_turn_free)

/* The turn record to print (help "The board's report"): a row per turn of the module's turn
 * track — its hours, its conditions with their rules (fog, night, arrivals) — and how far the
 * journal has played it. Without the track's length (BN, LBA: the seed lacks it), the turns the
 * game has reached, the length named in TURN. */
typedef struct {
  int        turn;
  char      *clock;          /* "07:00–08:00", or NULL */
  char      *clock_rule;     /* the rule of a turn longer than the others (BN 28.0a), or NULL */
  GPtrArray *conditions;     /* VdHexOddsReason*: the turn's conditions, each with its rule */
  gboolean   played;         /* the game has gone past it */
  gboolean   current;        /* the turn the game stands at */
  guint      phases_done;    /* of the module's sequence, ended in this turn */
  guint      n_events;       /* events of play recorded in it */
} VdHexTurnRecordRow;

typedef struct {
  VdHexTurn *turn;           /* where the game stands: the length, its rule, what is missing */
  GPtrArray *rows;           /* VdHexTurnRecordRow*, from turn 1 */
} VdHexTurnRecord;

/* SETUP's turn record with its whole journal; NULL with ERROR for a journal that does not
 * apply. */
VdHexTurnRecord *vd_hex_turn_record      (const VdBoard *setup, const VdHexRuleset *module,
                                          GError **error);
void             vd_hex_turn_record_free (VdHexTurnRecord *record);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexTurnRecord, vd_hex_turn_record_free)

/* 1914-SET-5: the rule that keeps UNIT from attacking and advancing this turn — a covering
 * unit of the scenario played (`special.covering_units`, by its name or id as printed) before
 * the turn it may go on the offensive —, or NULL. */
const char *vd_hex_covering_rule (const VdBoard *board, const VdHexRuleset *module,
                                  const VdBoardUnit *unit);

G_END_DECLS
