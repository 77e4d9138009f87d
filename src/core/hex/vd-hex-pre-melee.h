#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* LBA's odds as modifiers (help "Combat on a board"): before a melee both sides check their
 * morale, and the odds of the assault (attacker : defender, in increments) shift each check by
 * the pre-melee odds chart (LBA-PRE-1); the infantry conditions the pages give add theirs
 * (LBA-PRE-2: up a slope or across a stream; a flank or rear assault, said by the referee as
 * the facing rules are missing; the earthwork front and the pheasantry wall, LBA-SANTON-6 and
 * LBA-FAS-5). The melee table itself is missing: this is as far as the pages go. Cells the
 * seed leaves blank and readings not chosen are named, never guessed. */

typedef struct {
  double     attack;          /* increments, the counters' strengths added */
  double     defence;
  char      *odds;            /* the chart's row ("2/1"), NULL while not known */
  gboolean   attacker_known;
  int        attacker;        /* the attacker's check modifier, summed */
  gboolean   defender_known;
  int        defender;
  GPtrArray *reasons;         /* VdHexOddsReason*, in the order applied */
  char      *missing;         /* the first thing the answer lacks, or NULL */
  char      *missing_rule;
  char      *defender_exempt; /* the rule by which the defender makes no check (LBA-CHAT-2), or
                               * NULL: DEFENDER is then what its check would have been */
} VdHexPreMelee;

/* ATTACKERS against DEFENDERS (counter ids, NULL-ended), with CONDITIONS the referee states
 * (rows of the infantry pre-melee chart: "defender-assaulted-in-flank", …; NULL for none);
 * NULL with ERROR for counters not on the map or not next to the defenders, sides mixed, or a
 * game without the pre-melee chart. */
VdHexPreMelee *vd_hex_pre_melee      (const VdBoard *board, const VdHexRuleset *module,
                                      const char * const *attackers,
                                      const char * const *defenders,
                                      const char * const *conditions, GError **error);
/* What the referee says of an assault beyond its counters: the CONDITIONS as above, the
 * increments the attacking hex LOST to defensive fire (LBA-PRE-2: -3 each on the attacker's
 * check), and the printed morale of the defender who fired and of the attacker (0: not said),
 * an elite defender's fire costing more unless the attacker is elite too (LBA-ELITE-1, -2). */
typedef struct {
  const char * const *conditions;
  int                 lost;
  int                 defender_morale;
  int                 attacker_morale;
} VdHexPreMeleeAsk;

VdHexPreMelee *vd_hex_pre_melee_ask  (const VdBoard *board, const VdHexRuleset *module,
                                      const char * const *attackers,
                                      const char * const *defenders,
                                      const VdHexPreMeleeAsk *ask, GError **error);
void           vd_hex_pre_melee_free (VdHexPreMelee *pre);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexPreMelee, vd_hex_pre_melee_free)

G_END_DECLS
