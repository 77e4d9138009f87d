#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN's Desertion Table (21.1, the module's `special.stragglers.desertion`; help "Loss
 * rosters"): one die per unit, unmodified, in the column of its morale grade, for forced
 * marches (18.0b) and emergency retreats (10.4) only. The table is missing from the seed: the
 * cell is read once the owner has entered it, else named. */

typedef struct {
  char       *unit_id;
  gboolean    takes;        /* its class takes stragglers (21.0a) */
  char       *column;       /* its grade, NULL when the board does not give it */
  int         die;          /* 0: not rolled */
  gboolean    known;        /* STRAGGLERS read */
  int         stragglers;
  GPtrArray  *reasons;      /* VdHexOddsReason* */
  GPtrArray  *missing;      /* VdHexOddsReason*: the grade, the cell */
} VdHexDesertion;

/* UNIT_ID's roll on the Desertion Table, DIE 1 to the chart's faces (0: not rolled yet); NULL
 * with ERROR for a counter not on the board, a die out of range, or a game without the table. */
VdHexDesertion *vd_hex_desertion      (const VdBoard *board, const VdHexRuleset *module,
                                       const char *unit_id, int die, GError **error);
void            vd_hex_desertion_free (VdHexDesertion *desertion);
/* 18.0b: the forced march UNIT_ID made in turn TURN, as SETUP's journal (its first N_APPLIED
 * events) records it (a `move` event's `forced`; a move made again in the same phase without
 * one takes it back): its extra points, 0 for none; the rolls it owes added to REASONS
 * (VdHexOddsReason*, by 18.0b, by the unit). */
int             vd_hex_desertion_forced (const VdBoard *setup, guint n_applied, int turn,
                                         const VdHexRuleset *module, const char *unit_id,
                                         GPtrArray *reasons);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexDesertion, vd_hex_desertion_free)

G_END_DECLS
