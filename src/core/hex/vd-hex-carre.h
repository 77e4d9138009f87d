#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's carré attempt and cavalry recall (help "LBA's carré and recall"): the infantry's
 * nation table read for a modified d66 by the formation it forms from and a number of movement
 * points (LBA-CAR-1), with the modifiers the module lists by nation (`combat.carre.modifiers`,
 * LBA-CAR-2, LBA-CAR-3); one die against a cavalry's row of the recall chart (LBA-REC-1). An
 * open reading that changes the answer makes it "unknown: supply it", named. */

typedef struct {
  const char         *from;       /* the formation it forms from: column or line */
  int                 mp;         /* the row's movement points, 1 to 4 */
  const char * const *modifiers;  /* NAME or NAME=VALUE, NULL-terminated; may be NULL */
  int                 roll;       /* the d66 roll, 11 to 66 */
  const char         *charger;    /* the charging cavalry's counter, or NULL: its marks give
                                   * the lance and light-cavalry modifiers */
} VdHexCarreInput;

typedef struct {
  char      *nation;        /* the table's nation: french, russian, austrian */
  char      *chart;         /* carre-french… */
  char      *row;           /* column-2mp… */
  int        roll;
  int        modified;      /* the modified roll read in the table; 0 while not known */
  char      *result;        /* carre, disorder, rout; NULL while not known or barred */
  char      *result_rule;
  char      *state;         /* the counter's state the result gives (carre, disordered, routed) */
  GPtrArray *reasons;       /* VdHexOddsReason*, in the order applied */
  char      *barred;        /* why the unit may not try (LBA-CAR-4), or NULL */
  char      *barred_rule;
  char      *missing;       /* what the answer still needs, or NULL */
  char      *missing_rule;
} VdHexCarre;

/* UNIT trying carré with INPUT; NULL with ERROR for a counter not on the map or not infantry,
 * one without a nation the tables know, a formation, movement points or roll the table does
 * not have, a modifier the unit's nation does not list, or a charger not on the map or not
 * cavalry. */
VdHexCarre *vd_hex_carre      (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit, const VdHexCarreInput *input,
                               GError **error);
/* The same in the game as it stands (BOARD, the first N_APPLIED events of SETUP's journal):
 * without a `morale-level` modifier given, the level its formation has reached (vd-hex-levels.h,
 * LBA-LVL-1) is counted, with its reason. */
VdHexCarre *vd_hex_carre_in_game (const VdBoard *setup, const VdBoard *board,
                                  const VdHexRuleset *module, guint n_applied,
                                  const char *unit, const VdHexCarreInput *input,
                                  GError **error);
void        vd_hex_carre_free (VdHexCarre *carre);

typedef struct {
  char      *row;           /* the recall chart's row */
  int        needed;        /* the lowest die that recalls */
  int        roll;
  int        modified;      /* the die with the personality's +1 */
  gboolean   recalled;
  char      *rule;
  GPtrArray *reasons;       /* VdHexOddsReason* */
} VdHexRecall;

/* UNIT's recall roll: KIND (a row of the chart, or NULL to take the only one its class and
 * nation leave), PERSONALITY (one with a cavalry modifier is with it), ROLL of one die; NULL
 * with ERROR for a counter that is not cavalry, a row its class or nation does not read (the
 * Cossacks' own, the Guard Cossacks' a regular one: LBA-COS-3) or a roll no die gives. */
/* The index, among its nation's recall rows, of the one UNIT's board mark names, or -1. */
int          vd_hex_recall_marked_index (const VdHexRuleset *module, const VdBoardUnit *unit);
VdHexRecall *vd_hex_recall      (const VdBoard *board, const VdHexRuleset *module,
                                 const char *unit, const char *kind, gboolean personality,
                                 int roll, GError **error);
void         vd_hex_recall_free (VdHexRecall *recall);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexCarre, vd_hex_carre_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRecall, vd_hex_recall_free)

G_END_DECLS
