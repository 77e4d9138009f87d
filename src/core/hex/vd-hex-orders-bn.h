#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"

G_BEGIN_DECLS

/* BN's order sheet and initiative, the command-rules option (help "BN's orders and
 * initiative", the module's `special.command.orders`): an order is sent (10.1a type and
 * method, its cost 10.1b, its transit 10.1e), arrives and is rolled on the Acceptance Table
 * (10.1f), waits out a delay, or is bypassed by an officer's initiative (10.2). Each step is an
 * `order` event of the board's journal, so the sheet (10.1d) is the journal replayed. Where the
 * seed's charts lack a cell (the Command Points Table, most of the Order Cost, Acceptance and
 * Initiative Tables, the line above the Acceptance Table), the owner's entries fill it, else
 * the answer names what is missing and goes on without it. */

typedef enum {
  VD_HEX_ORDER_ON_THE_WAY,   /* sent, not arrived (or its acceptance not rolled yet) */
  VD_HEX_ORDER_DELAYED,      /* D4, D5 or D6 */
  VD_HEX_ORDER_ACCEPTED,
  VD_HEX_ORDER_CANCELLED,    /* by a newer order, an initiative or a flameout */
  VD_HEX_ORDER_DISTORTED,    /* misunderstood and dropped (10.1f) */
} VdHexOrderState;

/* One line of the order sheet (10.1c, 10.1d). */
typedef struct {
  guint            line;
  char            *sender;
  char            *receiver;
  char            *type;          /* attack, non-attack (10.1a) */
  char            *method;        /* in-person, verbal, written (10.1a) */
  char            *text;          /* the order's words, or NULL */
  int              sent_turn;
  int              arrives;       /* the turn it arrives, 0: not known */
  int              cost;          /* command points, -1: not known */
  gboolean         preliminary;   /* 10.1i */
  gboolean         initiative;    /* 10.2f */
  gboolean         emergency;     /* 10.4: the one-turn move to the rear, its turn sent_turn */
  VdHexOrderState  state;
  int              delay;         /* DELAYED: 4 to 6 */
  int              state_turn;    /* the turn it took its state */
  char            *rule;          /* the rule that gave it its state */
  char            *why;           /* and how, in the user's language */
} VdHexOrder;

/* An initiative attempt (10.2c): who tried, in which turn, and what came of it. */
typedef struct {
  char *officer;
  int   turn;
  char *result;
} VdHexInitiativeTry;

typedef struct {
  GPtrArray *orders;   /* VdHexOrder*, by line */
  GPtrArray *tries;    /* VdHexInitiativeTry*, in order */
} VdHexOrderSheet;

/* What the owner gives that the board does not hold. */
typedef struct {
  int         sender_quality;    /* -1: not given */
  int         receiver_quality;  /* -1: not given; initiative: the officer's */
  const char *column;            /* the acceptance column he read above the table, or NULL */
  gboolean    has_anti;
  int         anti;              /* 10.2e: the anti-initiative modifier */
  const char *rank;              /* wing, corps, division, army; NULL: from the board */
  const char *result;            /* the referee's reading of a missing cell, or NULL */
} VdHexOrderAsk;

/* An answer: legal or refused (with the rule), what it comes to, what is missing, and each
 * step with its rule. */
typedef struct {
  gboolean   legal;
  gboolean   legal_known;  /* FALSE: whether it is legal waits on something missing */
  const char *why_rule;
  char      *why;          /* refused: why */
  guint      line;         /* the order's line on the sheet */
  const char *type;        /* send: the type and method as the module names them */
  const char *method;
  int        cost;         /* send: command points, -1 not known */
  int        points;       /* send: the sender's command points this turn, -1 not known */
  int        spent;        /* send: those spent already this turn, -1 not known */
  int        arrives;      /* send: the turn it arrives, 0 not known */
  char      *column;       /* arrive, initiative: the chart's column, NULL not known */
  char      *result;       /* arrive: Accepted, D4-D6, Distorted; release: Accepted or the
                            * delay; initiative: initiative, no effect, flameout; NULL: not known */
  GPtrArray *missing;      /* VdHexOddsReason*: what the charts or the board lack */
  GPtrArray *reasons;      /* VdHexOddsReason*: each step with its rule */
  GPtrArray *cancels;      /* guint lines the step cancels (in GUINT_TO_POINTER) */
} VdHexOrderAnswer;

VdHexOrderSheet  *vd_hex_order_sheet       (const VdBoard *setup, guint n_events);
void              vd_hex_order_sheet_free  (VdHexOrderSheet *sheet);
const VdHexOrder *vd_hex_order_sheet_find  (const VdHexOrderSheet *sheet, guint line);
/* 10.1d, 10.1f: what ORDER asks of the command phase of turn TURN, in the user's language
 * (its acceptance to roll once it has arrived, its delay to roll from the turn after), or
 * NULL when nothing. */
char             *vd_hex_order_due         (const VdHexOrder *order, int turn);
/* What BOARD's phase owes by the sheet (10.1f, `special.command.orders.command_phases`): in a
 * side's command phase, each of its orders due (vd_hex_order_due), from the first N_APPLIED
 * events of SETUP's journal, added to OWED (VdHexOddsReason*). */
void              vd_hex_orders_phase_owed (const VdBoard *setup, const VdBoard *board,
                                            const VdHexRuleset *module, guint n_applied,
                                            GPtrArray *owed);
/* An order's type or method (10.1a), or an officer's rank (10.2c), as the module names it in
 * the user's language (`special.command.orders.names`): the word itself when unnamed, "—" when
 * NULL. */
const char       *vd_hex_order_word        (const VdHexRuleset *module, const char *word);
/* 10.1h: whether the corps HQ HQ_ID is pinned, SHEET holding the board's orders in TURN: not
 * while an order of its is accepted (an emergency retreat's only in its turn); the reason
 * added to REASONS (VdHexOddsReason*). */
gboolean          vd_hex_orders_hq_pinned  (const VdHexOrderSheet *sheet,
                                            const VdHexRuleset *module, const char *hq_id,
                                            int turn, GPtrArray *reasons);
/* The line of the order HQ_ID is carrying out in TURN (accepted, an emergency retreat only in
 * its turn), or NULL. */
const VdHexOrder *vd_hex_orders_in_force   (const VdHexOrderSheet *sheet, const char *hq_id,
                                            int turn);
/* 10.5b: the accepted order UNIT_ID carries out on its own, a divisional order (UNIT_ID a
 * division commander, whose commander is a corps HQ, or a cavalry or artillery unit), in
 * SHEET; NULL when none. Its reason added to REASONS when not NULL. */
const VdHexOrder *vd_hex_orders_divisional (const VdHexOrderSheet *sheet, const VdBoard *board,
                                            const VdHexRuleset *module, const char *unit_id,
                                            GPtrArray *reasons);
/* 10.5a-C, 10.5b A: whether UNIT_ID, on a divisional order, stands within its corps' radius
 * now (TRUE: the player may drop the order and take the corps' again; FALSE: it keeps its
 * own until it comes back); the reason added to REASONS. *KNOWN FALSE when a cost on the way
 * is missing. */
gboolean          vd_hex_orders_divisional_back (const VdBoard *board,
                                                 const VdHexRuleset *module,
                                                 const char *unit_id, gboolean *known,
                                                 GPtrArray *reasons);
/* 10.5b A: dropping the divisional order of line LINE, its division back within its corps'
 * radius. NULL with ERROR for a line not on the sheet. */
VdHexOrderAnswer *vd_hex_order_drop       (const VdBoard *setup, const VdBoard *board,
                                           const VdHexRuleset *module, guint line,
                                           GError **error);
/* The same, SETUP's first N_APPLIED events played (the app's, after an undo). */
VdHexOrderAnswer *vd_hex_order_drop_applied (const VdBoard *setup, guint n_applied,
                                             const VdBoard *board, const VdHexRuleset *module,
                                             guint line, GError **error);
/* What the sheet means on BOARD in its turn, from SETUP's first N_APPLIED events: each corps
 * HQ pinned or free to move (10.1h), each divisional order in force and whether its division
 * is back within its corps' radius (10.5b, 10.5a-C); VdHexOddsReason*. */
GPtrArray        *vd_hex_orders_notes      (const VdBoard *setup, guint n_applied,
                                            const VdBoard *board, const VdHexRuleset *module);
/* "on the way", "delayed D5", "accepted"… in the user's language. */
char             *vd_hex_order_state_text  (const VdHexOrder *order);

/* Sending an order from SENDER to RECEIVER, of TYPE (attack, non-attack; "other" for the
 * latter) by METHOD (in-person, verbal, written), on BOARD (the game as it stands; SETUP its
 * file with the journal): cost and command points (10.1b), transit (10.1e); PRELIMINARY: before
 * play, accepted at once, no points (10.1i). NULL with ERROR for an unknown officer, type or
 * method. */
VdHexOrderAnswer *vd_hex_order_send       (const VdBoard *setup, const VdBoard *board,
                                           const VdHexRuleset *module, const char *sender,
                                           const char *receiver, const char *type,
                                           const char *method, gboolean preliminary,
                                           const VdHexOrderAsk *ask, GError **error);
/* Line LINE arriving, ROLL (11-66) on the Acceptance Table (10.1f). NULL with ERROR for a line
 * not on the sheet, not on the way, or a roll the dice do not give. */
VdHexOrderAnswer *vd_hex_order_arrive     (const VdBoard *setup, const VdBoard *board,
                                           const VdHexRuleset *module, guint line, int roll,
                                           const VdHexOrderAsk *ask, GError **error);
/* Line LINE, delayed, rolling DIE (1-6) to end its delay (10.1f). */
VdHexOrderAnswer *vd_hex_order_release    (const VdBoard *setup, const VdBoard *board,
                                           const VdHexRuleset *module, guint line, int die,
                                           GError **error);
/* OFFICER trying for the initiative with ROLL (11-66) (10.2, 10.2c-g); TEXT the order he
 * gives himself on success, or NULL (his orders only dropped). */
VdHexOrderAnswer *vd_hex_order_initiative (const VdBoard *setup, const VdBoard *board,
                                           const VdHexRuleset *module, const char *officer,
                                           int roll, const char *text,
                                           const VdHexOrderAsk *ask, GError **error);
/* 10.2b: the order an initiative gives is followed like any other: TYPE (attack, or other for
 * non-attack; 10.1a) kept in ANSWER so the sheet and the stoppage test (10.3a) read it as any
 * order's. FALSE with ERROR for another type. */
gboolean          vd_hex_order_initiative_type (const VdHexRuleset *module, const char *type,
                                                VdHexOrderAnswer *answer, GError **error);
/* The journal event that records ANSWER (legal, with its result known): ACTION is send,
 * preliminary, arrive, release or initiative; the other arguments as given to the call. */
VdBoardEvent     *vd_hex_order_event      (const VdBoard *board, const VdHexOrderAnswer *answer,
                                           const char *action, const char *sender,
                                           const char *receiver, const char *type,
                                           const char *method, const char *text, int roll,
                                           int die);
/* Whether ANSWER may go into the journal as ACTION (send, preliminary, arrive, release,
 * initiative): legal, its legality known and, for a roll, its result known; FALSE with ERROR
 * saying why, in the user's language (VD_ERROR_NOT_FOUND: the chart's cell is missing). */
gboolean          vd_hex_order_may_record (const VdHexOrderAnswer *answer, const char *action,
                                           GError **error);
void              vd_hex_order_answer_free (VdHexOrderAnswer *answer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOrderSheet, vd_hex_order_sheet_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexOrderAnswer, vd_hex_order_answer_free)

G_END_DECLS
