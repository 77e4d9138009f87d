#pragma once

#include <glib.h>

#include "vd-journal.h"
#include "vd-morale-rules.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* Losses and morale of a battle as it stands: per unit, per command (its own units and those of
 * every command under it), per side; and the figures each side lost in each turn, from the
 * journal. Thresholds come from the morale rules (vd-morale-rules.h): the seed's morale page is
 * missing, so they are Vedette's documented defaults, which a table may change. */

/* Where a command (or a unit) stands against its loss thresholds. */
typedef enum {
  VD_LOSS_STEADY,    /* below the shaken threshold */
  VD_LOSS_SHAKEN,    /* at or above the shaken threshold, below the broken one */
  VD_LOSS_BROKEN,    /* at or above the broken threshold */
  VD_N_LOSS_STATES
} VdLossState;

/* "steady", "shaken", "broken". */
const char *vd_loss_state_to_string (VdLossState state);

typedef struct {
  int          start;       /* figures at the start */
  int          casualties;  /* figures lost */
  int          current;     /* start - casualties */
  double       percent;     /* casualties × 100 / start; 0 when start is 0 */
  gboolean     has_state;   /* FALSE when no thresholds apply (units without `units:`) */
  VdLossState  state;
  /* The threshold that decided it: the one reached (shaken or broken), or for a steady total
   * the shaken threshold not reached; NAN without thresholds. */
  double       threshold;
  char        *threshold_kind; /* the command kind whose own thresholds applied, else NULL */
} VdLossTotals;

typedef struct {
  char         *id;
  char         *name;
  char         *side;
  char         *command;    /* may be NULL */
  gboolean      destroyed;  /* no longer on the table (RIVER-2, HOUSE-10): every figure lost */
  gboolean      officer;    /* an officer: listed, his figures in no command's or side's totals */
  char         *morale;     /* the morale state id: the unit's, else the ruleset's first */
  /* The state in the rules the report was made with (valid while they are); NULL for a state
   * they lack. */
  const VdMoraleState *morale_state;
  VdLossTotals  totals;     /* thresholds from the rules' `units:` */
} VdUnitLosses;

/* A command, or a whole side (kind "side", id and name the side). */
typedef struct {
  char         *id;
  char         *name;
  char         *kind;       /* may be NULL for a command without a kind */
  char         *side;
  char         *parent;     /* NULL for a side and a top command */
  guint         n_units;    /* units counted: its own and every sub-command's, officers apart */
  guint         n_officers; /* officers under it: counted apart, never as figures */
  VdLossTotals  totals;     /* of its troops: officers' figures are no troops */
} VdCommandLosses;

typedef struct {
  GPtrArray *units;     /* VdUnitLosses*, in the table's unit order, then those destroyed */
  GPtrArray *commands;  /* VdCommandLosses*, in the table's command order */
  GPtrArray *sides;     /* VdCommandLosses*, in vd_table_list_sides order */
} VdLossReport;

/* The totals for START figures with CASUALTIES lost, against THRESHOLDS (NAN: none); KIND is
 * copied as the threshold kind when not NULL. */
VdLossTotals     vd_loss_totals             (int start, int casualties, VdLossThresholds thresholds,
                                             const char *kind);
void             vd_loss_totals_clear       (VdLossTotals *totals);

/* The report of TABLE (the battle as it stands) against RULES (the ruleset's morale rules, or
 * vd_morale_rules_merge of them and the table's). A unit counts in its command and every
 * command above it, an officer as an officer and not in the figures; a command's thresholds are those of its kind if the rules have them, a
 * side's those of kind "side", else the general `commands:` ones. */
VdLossReport    *vd_loss_report_new         (const VdTable *table, const VdMoraleRules *rules);
void             vd_loss_report_free        (VdLossReport *report);
const VdUnitLosses    *vd_loss_report_find_unit    (const VdLossReport *report, const char *id);
const VdCommandLosses *vd_loss_report_find_command (const VdLossReport *report, const char *id);
const VdCommandLosses *vd_loss_report_find_side    (const VdLossReport *report, const char *side);

/* Figures lost by each side in each turn, from the loss events of SETUP's journal (the first
 * N_EVENTS of them: the undo cursor; G_MAXUINT for all). A loss counts for the side of its unit
 * in the set-up, or as added or last edited by an earlier set-up event (an officer's are no
 * troops' figures and do not count); figures coming back
 * (a negative loss) count negative; a unit destroyed (a recoil into a river, RIVER-2, or a
 * burning village, HOUSE-10) loses the figures it had left. And the objective points each
 * side lost by setting villages on fire (HOUSE-10). */
typedef struct {
  char  **sides;        /* NULL-terminated: the set-up's sides, then those added later */
  guint   n_sides;
  int     first_turn;   /* the set-up's turn */
  int     last_turn;    /* the last turn an event reached (after an end of turn, the next) */
  int    *figures;      /* n_sides × (last_turn - first_turn + 1), by side then turn */
  double *points_lost;  /* n_sides: objective points lost (HOUSE-10) */
} VdTurnLosses;

/* NULL with ERROR (VD_ERROR_INVALID, naming the event by its number) for a loss of a unit the
 * set-up and the earlier events do not have. */
VdTurnLosses    *vd_turn_losses_new         (const VdTable *setup, guint n_events, GError **error);
void             vd_turn_losses_free        (VdTurnLosses *losses);
/* Figures SIDE lost in TURN; 0 for a side or turn it does not cover. */
int              vd_turn_losses_get         (const VdTurnLosses *losses, const char *side, int turn);
/* HOUSE-10: the objective points SIDE lost setting villages on fire; 0 for an unknown side. */
double           vd_turn_losses_points_lost (const VdTurnLosses *losses, const char *side);
/* Figures SIDE lost from the first turn to TURN included. */
int              vd_turn_losses_cumulative  (const VdTurnLosses *losses, const char *side, int turn);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdLossReport, vd_loss_report_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTurnLosses, vd_turn_losses_free)

G_END_DECLS
