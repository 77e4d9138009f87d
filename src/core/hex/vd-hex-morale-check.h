#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* A stack's morale check (help "Morale on a board"), for the games whose module gives
 * `morale.check` (BN 25): the unit that checks for the stack (25.2a: the first that is neither
 * skirmisher nor artillery), its grade, the row moved by the modifiers the seed gives (square
 * +1, flank -3, wrecked brigade of a wrecked division -3: 25.2-ex; "1 up"/"2 up": 20.4a; the
 * officer's value - 1: 26.3a), the Morale Table read for an 11-66 roll where the seed or the
 * owner gives the cell, and the stack's new level (25.4). What the seed lacks is named. */

typedef struct {
  const char *grade;         /* the checking unit's grade (A-E), over its counter's, or NULL */
  int         up;            /* the fire result's "1 up" / "2 up" (20.4a), 0 none */
  gboolean    flank;         /* fired on from flank or rear by a non-skirmisher (13.0b) */
  const char *level;         /* the stack's level now, or NULL: its counters' state */
  int         officer_value; /* the value of the officer that counts (26.3a), -1 not given */
  int         elite;         /* the rows the side's wrecked elite divisions take (25.6), -1 not given */
  gboolean    melee;         /* a check during a melee (23.1l) */
  gboolean    night;         /* a check by night (28.0d) */
  gboolean    charge;        /* in a cavalry charge: stragglers are casualties (25.2e) */
} VdHexMoraleInput;

typedef struct {
  char      *checker;       /* the counter that checks for the stack */
  char      *grade;         /* its grade, or NULL while not known */
  int        shift;         /* the rows moved, summed: + up */
  char      *row;           /* "B", "E-1", "A+1", "the bottom row"; NULL while not known */
  char      *level;         /* the stack's level before the check (a module level id) */
  char      *level_rule;
  gboolean   blood_lust;    /* the stack is in blood lust: the Blood Lust table instead (25.2c) */
  gboolean   charge;        /* in a cavalry charge: stragglers are casualties (25.2e) */
  GPtrArray *reasons;       /* VdHexOddsReason*, in the order applied */
  char      *missing;       /* what the answer still needs, in the user's language, or NULL */
  char      *missing_rule;
} VdHexMorale;

/* UNIT's stack checking its morale with INPUT; NULL with ERROR for a counter not on the map,
 * a grade or level the module does not know, an "up" other than 0-2, or a game without a
 * morale check by stack levels. */
VdHexMorale *vd_hex_morale_check   (const VdBoard *board, const VdHexRuleset *module,
                                    const char *unit, const VdHexMoraleInput *input,
                                    GError **error);
/* The Morale Table's cell for MORALE's row and ROLL (11 to 66): the result, or NULL with
 * *MISSING set (freed by the caller) naming the cell the module does not hold. RULE is set to
 * the rule of the cell (or the table's). A roll that is not one of two dice read 11-66 is an
 * error. */
char        *vd_hex_morale_read    (const VdHexMorale *morale, const VdHexRuleset *module,
                                    int roll, char **missing, const char **rule,
                                    GError **error);
/* The module level id a result names ("Routed, retreat 2 hexes, 4 stragglers" → "routed",
 * "DG" → "disorganized"), or NULL. */
const char  *vd_hex_morale_result_level (const VdHexRuleset *module, const char *result);
/* The retreat (hexes) and the stragglers a Morale Table result names ("Routed, retreat 2
 * hexes, 4 stragglers": 2 and 4), each 0 when it names none (25.2e). */
void         vd_hex_morale_result_losses (const char *result, guint *retreat,
                                          guint *stragglers);
/* 25.4: the level of a stack at CURRENT given NEW (module level ids); RULE and *WHY (freed by
 * the caller) say which line of the combination gives it. NULL for a level the module does
 * not know. */
const char  *vd_hex_morale_combine (const VdHexRuleset *module, const char *current,
                                    const char *new_level, const char **rule, char **why);
/* 25.5: the rally step of a stack at LEVEL: the level it reaches, or NULL when a roll decides
 * (B: the Blood Lust table, missing; E: ROLL of 1d6 plus OFFICER_VALUE, -1 each when not
 * given). STEP and *WHY (freed by the caller) say which step; *MISSING names what is lacking.
 * ADJACENT says whether an enemy is next to the stack (A or B). */
const char  *vd_hex_morale_rally   (const VdHexRuleset *module, const char *level,
                                    gboolean adjacent, int roll, int officer_value,
                                    const char **step, char **why, char **missing);
/* 25.5 E: whether an officer stands in UNIT's hex (the rally adds his value). */
gboolean     vd_hex_morale_officer_in_hex (const VdBoard *board, const VdBoardUnit *unit);
/* LEVEL put on each counter of UNIT's stack as `state` events added to EVENTS (25.3c: the
 * stack's level is its counters'), those at it already left alone. */
void         vd_hex_morale_level_events (const VdBoard *board, const VdBoardUnit *unit,
                                         const char *level, GPtrArray *events);
/* What became of the stragglers a Morale Table result names (25.2e). */
typedef struct {
  guint       count;      /* named by the result, 0: none */
  gboolean    on_roster;  /* the checking unit's roster row took them */
  const char *rule;       /* the module's `morale.check.stragglers_rule`, or NULL */
  char       *why;        /* in the user's language; NULL when the result names none */
} VdHexMoraleStragglers;

/* RESULT (a Morale Table result, or a level) applied to the stack CHECK checked on BOARD, as
 * the events of one step: its new level (25.4) on each counter not at it already (25.3c), the
 * stragglers it names on the checking unit's roster row when its class takes them
 * (`special.roster.stragglers.classes`: infantry only, 25.2e), as casualties on any checker's
 * row in a charge (CHECK's `charge`, 25.2e). *NEW_LEVEL and *RULE, *WHY
 * (freed by the caller) say the combination; *RETREAT the hexes to retreat (the referee
 * moves them); STRAGGLERS what became of those named (its WHY freed by the caller). NULL with
 * ERROR for a result that names no level or a combination 25.4 does not give. */
GPtrArray   *vd_hex_morale_events  (const VdBoard *board, const VdHexRuleset *module,
                                    const VdHexMorale *check, const char *result,
                                    const char **new_level, const char **rule, char **why,
                                    guint *retreat, VdHexMoraleStragglers *stragglers,
                                    GError **error);
/* The dice ROLL (11-66) of the check CHECK, read as RESULT (the Morale Table's, or the
 * referee's) by RULE (NULL: 25.2), kept as a `roll` event on BOARD (test: morale, the checker,
 * the row read): the record of the check, which the new level's events follow. */
VdBoardEvent *vd_hex_morale_roll_event (const VdBoard *board, const VdHexMorale *check,
                                        int roll, const char *result, const char *rule);
void         vd_hex_morale_free    (VdHexMorale *morale);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexMorale, vd_hex_morale_free)

/* BN 25.3c: the level of STACK (VdBoardUnit*), the lowest its counters' states show, none
 * shown being Normal; BY gets the counter that shows it (NULL: none). */
char       *vd_hex_morale_stack_level (GPtrArray *stack, const VdHexRuleset *module,
                                       const char **by);

G_END_DECLS
