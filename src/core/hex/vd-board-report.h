#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* The report of a game on a board (`vedette-cli report BOARD`; help "The board's report"):
 * what each counter and each side has lost, the divisions' wrecks and the armies' morale, and
 * the losses per turn, all counted from the board's journal. Nothing is estimated: a strength
 * that is not a number counts no points, a roster row that is not there no marks. */

/* Where a counter is at the end of the journal. */
typedef enum {
  VD_BOARD_REPORT_ON_MAP,
  VD_BOARD_REPORT_ELIMINATED,   /* its last move took it off the map, `eliminated: true` */
  VD_BOARD_REPORT_OFF_MAP,      /* off the map by an edge (a move to `~` not eliminated) */
  VD_BOARD_REPORT_NOT_PLACED,   /* never on the map (`hex: ~` at set-up, and since) */
} VdBoardReportWhere;

/* What a side (or a turn of it) has lost since the set-up. */
typedef struct {
  int    points;       /* strength points lost, counters whose two strengths are numbers */
  int    eliminated;   /* counters eliminated */
  int    off_map;      /* counters gone by an edge */
  int    casualties;   /* roster casualties (X) marked since the set-up (BN 20.6) */
  int    stragglers;   /* roster stragglers (/) marked since the set-up, less those gone back */
  int    wrecked;      /* brigades whose row is wrecked (20.6a) */
} VdBoardReportTotals;

typedef struct {
  const VdBoardUnit  *unit;        /* as it stands (the report's board) */
  char               *printed;     /* its set-up strength, NULL when not given */
  VdBoardReportWhere  where;
  char               *hex;         /* its hex's label on the map, else NULL */
  int                 left_turn;   /* the turn it was eliminated or left the map, else 0 */
  gboolean            has_points;  /* both strengths are numbers */
  int                 points;      /* points lost: printed − current, never below 0 */
  char               *roster;      /* its loss-roster row as it stands, or NULL */
  guint               casualties;  /* the row's marks as it stands */
  guint               stragglers;
  gboolean            wrecked;     /* the row reaches its V (20.6a) */
  gboolean            destroyed;   /* every box of the row marked (25.2-ex) */
} VdBoardReportCounter;

typedef struct {
  const VdBoardUnit *commander;
  char              *roster;       /* his division's row, its checks drawn as X ("X V _") */
  guint              n_boxes;
  guint              wreck;        /* the boxes left of its V, 0: none */
  guint              n_brigades;   /* counters whose `army` is he, with a roster row */
  guint              checked;      /* wrecked brigades, up to its boxes (20.6a) */
  gboolean           wrecked;      /* the checks reach the V (20.6b) */
} VdBoardReportDivision;

/* The track an army keeps its losses on, as the game's map prints it. */
typedef enum {
  VD_BOARD_TRACK_NONE,
  VD_BOARD_TRACK_LOSSES_FLIGHT,   /* NaA's losses/flight track: P and D (DEM-1) */
  VD_BOARD_TRACK_CASUALTIES,      /* BN's army casualty count, x1, x10, x100 (1.1f) */
} VdBoardTrackKind;

typedef struct {
  VdBoardTrackKind kind;
  /* NaA: P's moves forward (the printed strength eliminated, D10, F3) and D's back (the
   * printed strength gone of its own accord, F4); where they meet, the track's length less
   * one (0: the length is not entered, `morale.track_length`); whether they have met. */
  int         losses;
  int         flight;
  int         meet_at;
  gboolean    met;
  /* BN: the casualties (X) marked since the set-up on the rows of the classes that count. */
  int         casualties;
  gboolean    known;        /* every part counted (a printed strength, a row missing: not) */
  GPtrArray  *reasons;      /* VdHexOddsReason*: each part with its rule */
} VdBoardReportTrack;

typedef struct {
  char                *id;
  char                *name;        /* the module's name of the side, or its id */
  guint                n_counters;
  VdBoardReportTotals  totals;
  /* NaA's army morale (`morale.model: army-track`): whether the game has it, and whether
   * the journal demoralized the side's army (`demoralized` event, DEM-1). */
  gboolean             has_morale;
  gboolean             demoralized;
  VdBoardReportTrack   track;
  /* In a side's view, an enemy side whose losses that side may not know: its counters,
   * divisions, totals and turns are left out of the report, and its track unless the game
   * shows it (vd_board_report_restrict). */
  gboolean             secret;
} VdBoardReportSide;

typedef struct {
  VdBoard    *start;       /* the set-up, with the set-up events that open the journal */
  VdBoard    *board;       /* the game as it stands, no journal */
  guint       n_events;
  GPtrArray  *counters;    /* VdBoardReportCounter*, by side, each in set-up order */
  GPtrArray  *divisions;   /* VdBoardReportDivision*, by side */
  GPtrArray  *sides;       /* VdBoardReportSide*: the module's sides, then any other */
  char       *morale_rule; /* the module's rule for an army's demoralization, or NULL */
  /* The module's rules for a wrecked brigade, a wrecked division and a full row (BN's 20.6a,
   * 20.6b, 25.2-ex), or NULL. */
  char       *wreck_rule;
  char       *division_rule;
  char       *destroyed_rule;
  char       *view_side;   /* the side whose view this is (vd_board_report_restrict), or NULL */
  char       *hidden_rule; /* the game's rule that keeps the enemy's losses secret, or NULL */
  int         first_turn;  /* the set-up's turn */
  int         last_turn;   /* the turn the game stands at (or the last an event was in) */
  /* The side totals at the end of each turn: n_sides × n_turns, by side then turn. */
  VdBoardReportTotals *cumulative;
} VdBoardReport;

/* The report of SETUP (a board file read, its journal with it) under MODULE (may be NULL); NULL
 * with ERROR naming the event that does not apply. */
VdBoardReport *vd_board_report_new  (const VdBoard *setup, const VdHexRuleset *module,
                                     GError **error);
void           vd_board_report_free (VdBoardReport *report);

/* SIDE's totals (an index of the report's sides) from the set-up to the end of TURN; zeros
 * before the first turn, the last turn's after it. */
const VdBoardReportTotals *vd_board_report_cumulative (const VdBoardReport *report, guint side,
                                                       int turn);
/* What SIDE lost in TURN alone: the end of TURN less the end of the turn before. */
void           vd_board_report_in_turn (const VdBoardReport *report, guint side, int turn,
                                        VdBoardReportTotals *lost);
/* The report of SETUP (the board it was made from) as SIDE may know it (help "The board's
 * report"): its own counters, divisions and losses whole; an enemy side is `secret` when the
 * game keeps anything of it from SIDE (the module's `special.hidden_information` in force:
 * NaA OPT-2's strengths, BN 9.0's losses, LBA's hidden counters), its counters and divisions
 * then left out, its totals and turns zeroed, its track kept only where the game shows it
 * (`army_track: shown`, NaA OPT-2), and the events counted only those SIDE may know of.
 * FALSE with ERROR for a side the module does not have. */
gboolean       vd_board_report_restrict (VdBoardReport *report, const VdBoard *setup,
                                         const VdHexRuleset *module, const char *side,
                                         GError **error);
/* The report of SETUP as SIDE may know it: vd_board_report_new then _restrict; NULL with
 * ERROR as they fail. */
VdBoardReport *vd_board_report_for_side (const VdBoard *setup, const VdHexRuleset *module,
                                         const char *side, GError **error);
/* Whether any side of REPORT is secret: then what rests on both sides' losses (the victory
 * count) is not the side's to know. */
gboolean       vd_board_report_has_secret (const VdBoardReport *report);
/* "eliminated", "off-map", "on-map", "not-placed": the words of the CSV and JSON. */
const char    *vd_board_report_where_to_string (VdBoardReportWhere where);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBoardReport, vd_board_report_free)

G_END_DECLS
