#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* The journal of a game on a board: every change is an event, in the board file's `journal:`
 * list (help "Board journal"). Like a table's, an event records the state it leaves (the hex
 * a counter ends in, the turn and phase after), so a replay never depends on the engines'
 * version. Hexes are named by their printed labels, as everywhere in a board file, and checked
 * against the board's grid when the event applies.
 *
 * Set-up events (a hex's ground, hexside features, roads, counters added or taken away) are
 * what building a board records: undone and autosaved like the others, and folded into the
 * file's own keys when it is saved, as long as no event of play came before them
 * (vd_board_fold_setup), so a scenario file holds its ground and counters, not their story. */

typedef enum {
  VD_BOARD_EVENT_MOVE,          /* `unit` to `hex` (~: off the map) through `path`, `facing`,
                                 * the `army` it joins (a rail move, 1914-RAIL-1) and the
                                 * `formation` it takes (BN 11.0); off the map, the `die`
                                 * rolled to come back and the turn it `returns` from
                                 * (1914-RET-5) */
  VD_BOARD_EVENT_STRENGTH,      /* `unit`'s printed strength becomes `strength` (~: unknown) */
  VD_BOARD_EVENT_STATE,         /* `unit`'s state becomes `state` (~: its good face) */
  VD_BOARD_EVENT_ADD_MARKER,    /* a `marker` goes in `hex` or on `hexside` */
  VD_BOARD_EVENT_REMOVE_MARKER, /* the first such `marker` there is taken away */
  VD_BOARD_EVENT_END_PHASE,     /* the game goes on to phase `to_phase` of turn `to_turn` */
  VD_BOARD_EVENT_DEMORALIZED,   /* the army of `side` is demoralized (NaA DEM-1), for good */
  VD_BOARD_EVENT_COMBAT,        /* `attackers` against `defenders` at odds `column`: Vedette's
                                 * `roll`, the `die` it made and the CRT's `result` (~: not in
                                 * the module yet), `fire: true` for a fire (BN 20.0); a
                                 * record, which changes no counter */
  VD_BOARD_EVENT_RULING,        /* the referee's `decision` on a `question` the charts leave
                                 * open (`rule`), kept as the `chart`'s cell at `row` and
                                 * `column` when he chose to; a record */
  VD_BOARD_EVENT_ROSTER,        /* `unit`'s roster row now holds `casualties` and `stragglers`
                                 * (BN 20.6); its strength follows the row (6.6) */
  VD_BOARD_EVENT_STEP,          /* `unit`'s step becomes `step` (~: full), BN 11.5c and 11.5g;
                                 * its state, the morale level, stays (vd-board-step.h) */
  VD_BOARD_EVENT_ORDER,         /* a line of BN's order sheet (10.1d): its `action` (send,
                                 * preliminary, arrive, release, initiative) on `order`, with
                                 * what it carries (vd-hex-orders-bn.h); a record */
  VD_BOARD_EVENT_ROLL,          /* a die rolled for a `test` (by `rule`) that changes no
                                 * counter: the `unit` or HQ tested, the `die`, the
                                 * `modified` value, the `needed` least, the `row` or
                                 * `column` read and the `result` (~: not known); a record */
  /* Set-up */
  VD_BOARD_EVENT_SET_HEX,       /* `hex` holds `terrain`, `features`, `elevation`, `value`,
                                 * `country`, `name` (each ~ when not given) and `symbol` */
  VD_BOARD_EVENT_ADD_HEXSIDE,   /* `feature` on `hexside` (toward `toward` when directed) */
  VD_BOARD_EVENT_REMOVE_HEXSIDE,/* the `feature` on `hexside` is taken away */
  VD_BOARD_EVENT_ADD_ROAD,      /* a `road` (its type) through `path`, with a `name` */
  VD_BOARD_EVENT_REMOVE_ROAD,   /* the first `road` of that type through exactly `path` */
  VD_BOARD_EVENT_ADD_UNIT,      /* a counter: `unit`, `name`, `side`, `class`, `hex` (~: no
                                 * set-up hex), `strength`, `movement`, `state`, `step`, `facing`,
                                 * `unit_note`, `army`, `nation`, `echelon`, `formation`; on
                                 * top of its stack */
  VD_BOARD_EVENT_REMOVE_UNIT,   /* the counter `unit` is taken off the board */
  VD_BOARD_EVENT_SET_BACKGROUND,/* the map underneath becomes `image` (~: none), placed by
                                 * `points` (three, or none yet) */
  VD_BOARD_N_EVENT_KINDS
} VdBoardEventKind;

/* The last line an order sheet may have, and the most command points an order may cost. */
#define VD_BOARD_MAX_ORDER_LINE 10000
/* The most a roll event's die, modified value or least needed may be. */
#define VD_BOARD_MAX_ROLL 1000

struct _VdBoardEvent {
  VdBoardEventKind kind;
  int          turn;        /* the board's turn when it was recorded */
  char        *phase;       /* and its phase, NULL when the board has none */
  char        *time;        /* when it was recorded (ISO 8601, UTC), NULL when unknown */
  char        *unit_id;     /* MOVE, STRENGTH, STATE */
  char        *note;        /* the referee's words, or NULL */
  guint        batch;       /* consecutive events of one batch (> 0) are one undo step */
  /* MOVE: where the counter ends (NULL: it leaves the map); markers: the hex, or the first of
   * the hexside's two */
  char        *hex;
  char        *hex2;        /* markers on a hexside: the other hex; NULL in a hex */
  GStrv        path;        /* MOVE: the hexes passed through, NULL when not given */
  GStrv        spread;      /* MOVE: the vineyard hexes it holds besides `hex` (LBA-VIN-3),
                             * NULL: none, a spread battalion gathers into `hex` */
  int          facing;      /* MOVE: the facing after, -1 when it keeps its own */
  int          forced;      /* MOVE: a forced march's extra points (BN 18.0b), 0: none */
  gboolean     rebuilt;     /* MOVE: the counter comes back rebuilt (1914-REB-2) */
                            /* MOVE and ADD_UNIT: `army`, below (MOVE: the army it joins, a
                             * rail move's, 1914-RAIL-1; NULL when it keeps its own) */
  char        *strength;    /* STRENGTH */
  char        *state;       /* STATE */
  char        *step;        /* STEP and ADD_UNIT: the reduced face (BN 11.5c), NULL: full */
  char        *marker;      /* markers: the type */
  int          to_turn;     /* END_PHASE; MOVE: the turn it `returns` from, 0 when not said */
  char        *to_phase;
  /* SET_HEX (and a counter's `name` for ADD_UNIT) */
  char        *terrain;
  gboolean     symbol_partial;  /* `symbol: partial` (vd-board.h) */
  GStrv        features;
  gboolean     has_elevation;
  int          elevation;
  gboolean     has_value;
  int          value;
  char        *country;
  char        *name;
  /* ADD_HEXSIDE, REMOVE_HEXSIDE: `hex` and `hex2` are the hexside's two hexes */
  char        *feature;
  char        *toward;
  /* ADD_ROAD, REMOVE_ROAD: the road's type; its hexes are `path` */
  char        *road;
  /* ADD_UNIT */
  char        *side;
  char        *unit_class;
  gboolean     has_movement;
  int          movement;
  char        *unit_note;
  char        *army;
  char        *nation;
  char        *echelon;
  char        *formation;   /* ADD_UNIT; MOVE: the formation after, NULL when it keeps its own */
  char        *grade;       /* ADD_UNIT: the printed morale grade (BN 25.0), NULL when not said */
  char        *extends;     /* ADD_UNIT: the counter it is an extension of (BN 17.0), or NULL */
  /* COMBAT */
  GStrv        attackers;
  GStrv        defenders;
  char        *odds_column; /* the CRT's column read, `column` in the file */
  int          roll;
  int          die;
  char        *result;
  gboolean     opportunity; /* COMBAT: BN's opportunity fire (15.1), not counted in the fire
                             * phase's once-a-unit limit (15.1e) */
  gboolean     fire;        /* COMBAT: a fire on the fire table (BN 20.0), not a melee's or a
                             * CRT's combat; FALSE in files written before it was kept */
  gboolean     melee;       /* COMBAT: a fire within a melee or a charge, which a movement
                             * phase allows (BN 20.0) */
  gboolean     eliminated;  /* MOVE off the map: eliminated, not gone by an edge */
  /* ROSTER: the marks after; the skirmisher boxes checked after, when HAS_SKIRMISHERS (11.5a) */
  int          casualties;
  int          stragglers;
  gboolean     has_skirmishers;
  int          skirmishers;
  /* ADD_UNIT, MOVE: it goes to the bottom of the stack it joins, not on top (BN 11.5a, 11.5h) */
  gboolean     bottom;
  /* RULING */
  char        *ruling_rule;
  char        *question;
  char        *decision;
  char        *chart;       /* the chart the decision was kept in, as its cell, or NULL */
  char        *chart_row;
  char        *chart_column;
  /* ORDER (BN 10.1, 10.2): `arrives` is to_turn (0: not known), `column` odds_column, and
   * `roll`, `die`, `result` as for COMBAT */
  char        *order_action;
  int          order_line;
  char        *sender;
  char        *receiver;
  char        *order_type;
  char        *order_method;
  char        *order_text;
  int          order_cost;  /* command points, -1: not known */
  /* ROLL: `rule` is ruling_rule, `row` chart_row, `column` odds_column, `die`, `result` */
  char        *test;        /* what was tested, a word (stoppage, recall) */
  gboolean     has_modified;
  int          modified;    /* the die after its modifiers */
  int          needed;      /* the least that passes, 0: not known */
  /* SET_BACKGROUND */
  char        *image;
  guint        n_points;
  char        *point_hexes[VD_BOARD_CALIBRATION_POINTS];
  double       point_x[VD_BOARD_CALIBRATION_POINTS];
  double       point_y[VD_BOARD_CALIBRATION_POINTS];
  guint        line;        /* where it was read from (0: recorded), for messages */
  guint        column;
};

VdBoardEvent *vd_board_event_new     (VdBoardEventKind kind, const VdBoard *board);
VdBoardEvent *vd_board_event_copy    (const VdBoardEvent *event);
void          vd_board_event_free    (VdBoardEvent *event);
gboolean      vd_board_event_equal   (const VdBoardEvent *a, const VdBoardEvent *b);
/* "move", "strength", "state", "add-marker", "remove-marker", "end-phase", "roster", "step",
 * "order", "roll",
 * "set-hex",
 * "add-hexside", "remove-hexside", "add-road", "remove-road", "add-unit", "remove-unit",
 * "set-background". */
const char   *vd_board_event_kind_to_string (VdBoardEventKind kind);
/* A set-up event (building the board), not one of play. */
gboolean      vd_board_event_is_setup (const VdBoardEvent *event);

/* Applies EVENT to BOARD (checked against MODULE, which may be NULL); refuses, with ERROR
 * saying why and BOARD untouched, an event that does not apply: an unknown counter or hex, a
 * marker that is not there, a phase the module does not have. */
gboolean      vd_board_event_apply   (const VdBoardEvent *event, VdBoard *board,
                                      const VdHexRuleset *module, GError **error);
/* Applies EVENT, which it takes, to BOARD as vd_board_event_apply does and adds it to EVENTS
 * (a list of the events a command makes, each applied to the board it builds); an event that
 * does not apply is freed, with ERROR saying why. */
gboolean      vd_board_event_apply_and_keep (VdBoardEvent *event, VdBoard *board,
                                             const VdHexRuleset *module, GPtrArray *events,
                                             GError **error);
/* TRUE when EVENT, written, reads back as it is; else ERROR says what a reader refuses. */
gboolean      vd_board_event_check_writable (const VdBoardEvent *event, GError **error);

/* One event mapping; EXTRA_KEY (may be NULL) is one more key MAP may have, which the caller
 * reads (the autosave journal's `record`). */
VdBoardEvent *vd_board_event_read    (const VdYamlDocument *doc, const VdYamlNode *map,
                                      const char *extra_key, GError **error);
/* Its keys, inside a mapping the caller has begun. */
void          vd_board_event_write_keys (VdYamlWriter *writer, const VdBoardEvent *event);

/* One line for people, in the user's language: "Turn 3: Soult's IV corps moves to 0405". */
char         *vd_board_event_describe (const VdBoardEvent *event, const VdBoard *board,
                                       const VdHexRuleset *module);

/* The set-up SETUP with the leading set-up events of its first N_EVENTS events applied to it,
 * and a journal of the events after them; *N_FOLDED says how many went. NULL (and 0) when the
 * journal does not begin with a set-up event. */
VdBoard      *vd_board_fold_setup    (const VdBoard *setup, const VdHexRuleset *module,
                                      guint n_events, guint *n_folded, GError **error);

/* The phase after BOARD's by MODULE's sequence of play, and the turn it is in: the first
 * phase of the next turn after the last one (the first phase when the board has none). FALSE
 * when the module gives no sequence. */
gboolean      vd_board_next_phase    (const VdBoard *board, const VdHexRuleset *module,
                                      int *turn, const char **phase);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBoardEvent, vd_board_event_free)

G_END_DECLS
