#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's corps attack stoppage (10.3, the module's `special.command.stoppage`; help "BN's
 * attack stoppage"): whether a corps on an attack order tests in its command phase, the
 * columns of the two tables as far as the seed gives them, and what the roll means. */

typedef struct {
  gboolean commander_lost;  /* 10.3a: the corps' first commander killed, wounded or promoted */
  int      quality;         /* the commander's quality now, -1 not given */
  int      roll;            /* two dice added, 0 not rolled */
  gboolean charged;         /* the referee's: a unit of it was charged in an earlier turn */
  const char *rank;         /* 10.3c: its commander's rank when the owner gives it, or NULL */
} VdHexStoppageAsk;

typedef struct {
  char      *unit_id;       /* the corps HQ, or a division commander testing alone (10.3e) */
  gboolean   due;           /* it tests this turn */
  gboolean   due_known;     /* FALSE: whether it does waits on a reading */
  guint      divisions;     /* on the map (10.3d) */
  guint      wrecked;       /* wrecked divisions, with the lost commander's one */
  char      *column;        /* the first table's column, NULL when the seed lacks it */
  int        minimum;       /* the second table's least roll, 0 when the seed lacks it */
  char      *result;        /* "keeps attacking", "stops", or NULL */
  GPtrArray *reasons;       /* VdHexOddsReason*, each step with its rule */
  GPtrArray *missing;       /* VdHexOddsReason*, what the seed or the board lacks */
} VdHexStoppage;

/* UNIT_ID's stoppage test, BOARD being SETUP's first N_APPLIED events played; NULL with ERROR
 * for a counter that is neither an HQ nor an officer, or a game without the rule. */
VdHexStoppage *vd_hex_stoppage      (const VdBoard *setup, guint n_applied,
                                     const VdBoard *board, const VdHexRuleset *module,
                                     const char *unit_id, const VdHexStoppageAsk *ask,
                                     GError **error);
void           vd_hex_stoppage_free (VdHexStoppage *stoppage);
/* STOPPAGE's ROLL (two dice added) kept as a `roll` event on BOARD (test: stoppage, the step
 * 10.3 of the command phase, 8.2): the first table's column, the least needed and the result
 * (keeps-attacking, stops; ~ while the seed lacks a cell). NULL with ERROR when there is no
 * roll to keep: none rolled, or the HQ does not test, or whether it does waits on a reading. */
VdBoardEvent  *vd_hex_stoppage_event (const VdHexStoppage *stoppage, const VdBoard *board,
                                      const VdHexRuleset *module, int roll, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexStoppage, vd_hex_stoppage_free)

G_END_DECLS
