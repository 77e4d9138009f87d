#pragma once

#include <glib.h>

#include "vd-board-event.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* A combat's result on the game's CRT (help "Combat on a board"): the odds (vd-hex-odds.h),
 * the roll given, modified and floored, and the cell where the column meets the row, read the
 * way the module says (`charts.crt.read`: 1914's columns are odds and rows the die, NaA's the
 * other way). A cell the module does not hold is named, never guessed. */

typedef struct {
  VdHexOdds *odds;
  int        roll;        /* as rolled */
  int        die;         /* modified and floored; valid when odds->die_known */
  char      *result;      /* the cell, "DR"; NULL while not known */
  char      *meaning;     /* the legend's words for it, in the user's language, or NULL */
  char      *rule;        /* the CRT's rule */
  char      *missing;     /* what is still needed (the odds' first, else the cell), or NULL */
  char      *missing_rule;
  /* When what is missing is a cell of a chart whose headings are known: the cell's row and
   * column, where a referee's ruling may be kept (help "Combat on a board"); else NULL. */
  char      *cell_row;
  char      *cell_column;
} VdHexAttack;

/* ATTACKERS against DEFENDERS with ROLL on the game's die, or NULL with ERROR for a combat the
 * rules refuse (as vd_hex_odds) or a roll the die cannot give. */
VdHexAttack *vd_hex_attack      (const VdBoard *board, const VdHexRuleset *module,
                                 const char * const *attackers, const char * const *defenders,
                                 int roll, GError **error);
/* The same with some attackers at reduced strength (vd_hex_odds_reduced, 1914-CBT-7). */
VdHexAttack *vd_hex_attack_reduced (const VdBoard *board, const VdHexRuleset *module,
                                    const char * const *attackers,
                                    const char * const *defenders, GHashTable *reduced,
                                    int roll, GError **error);
/* ATTACK of ATTACKERS against DEFENDERS kept as a `combat` event of BOARD's journal (the roll,
 * the die it made, the column and the result, `~` while not known). */
VdBoardEvent *vd_hex_attack_event (const VdHexAttack *attack, const VdBoard *board,
                                   const char * const *attackers,
                                   const char * const *defenders);
void         vd_hex_attack_free (VdHexAttack *attack);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexAttack, vd_hex_attack_free)

G_END_DECLS
