#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's château in melee (help "LBA's special units and the Santon", the module's
 * `combat.melee.chateau`): who may assault it (LBA-CHAT-1), the attackers' sappers (only
 * infantry, not the Egerskii nor 6th battalions, LBA-CHAT-5) and their die against the door
 * (1: broken, no bonus; 2-6: the defender's melee value ×1.5, LBA-CHAT-4), the ×1.5 a new
 * holder waits a complete turn for (LBA-CHAT-6), and a DD there (one increment lost and a
 * morale check, no retreat, LBA-CHAT-3). The melee values and results table are in the missing
 * Premier Rules: this is as far as the pages go, and every unknown is named. */

typedef struct {
  char     *unit;
  gboolean  known;        /* FALSE while lba-i-chateau-hold is open and its readings differ */
  double    multiply;     /* its melee value's multiplier when known: 1.5 or 1 */
  char     *rule;         /* the rule that decided it */
  int       entered;      /* the turn it came into the château, 0: there from the set-up */
} VdHexChateauHolder;

typedef struct {
  char      *hex;          /* the château's label */
  char      *barred;       /* LBA-CHAT-1: why the assault may not be made, or NULL */
  char      *barred_rule;
  gboolean   sappers;      /* an attacker carries sappers (LBA-CHAT-5) */
  int        die;          /* the sappers' die, 0 when none is thrown */
  gboolean   door_broken;  /* LBA-CHAT-4 */
  GPtrArray *holders;      /* VdHexChateauHolder*, one a defender, in the order given */
  GPtrArray *reasons;      /* VdHexOddsReason*, in the order applied */
  char      *missing;      /* the first thing the answer lacks, or NULL */
  char      *missing_rule;
} VdHexChateau;

/* What the referee brings: the counters on each side (ids, NULL-ended), the ones he names 6th
 * battalions (a board does not mark them), and the sappers' die (1-6; 0: not thrown yet). */
typedef struct {
  const char * const *attackers;
  const char * const *defenders;
  const char * const *sixth;
  int                 die;
} VdHexChateauAsk;

/* The château's melee on BOARD, the game as it stands after SETUP's first N_APPLIED events
 * (whose moves say when each defender came in); NULL with ERROR for a game without the
 * château's melee, counters not on the map, defenders not in one château hex of one side,
 * attackers not enemies next to them, or a die outside 1-6. */
VdHexChateau *vd_hex_chateau_melee (const VdBoard *setup, const VdBoard *board,
                                    const VdHexRuleset *module, guint n_applied,
                                    const VdHexChateauAsk *ask, GError **error);
void          vd_hex_chateau_free  (VdHexChateau *chateau);

/* A DD result on DEFENDER in the château: it stays, one increment lost, a morale check. */
typedef struct {
  gboolean   in_chateau;   /* FALSE: the château's rule does not hold, the DD is the Premier
                            * Rules' (missing) */
  gboolean   known;        /* its increments are given */
  int        before;
  int        after;
  GPtrArray *reasons;      /* VdHexOddsReason* */
} VdHexChateauDd;

/* The result RESULT (the module's `dd.result`, else refused with ERROR) on DEFENDER; NULL with
 * ERROR for a counter not on the map or a game without the rule. */
VdHexChateauDd *vd_hex_chateau_dd      (const VdBoard *board, const VdHexRuleset *module,
                                        const char *defender, const char *result,
                                        GError **error);
void            vd_hex_chateau_dd_free (VdHexChateauDd *dd);
/* DD's increment lost as DEFENDER's strength event on BOARD, with the journal's note naming
 * the rule (what `hex chateau --result DD --apply` and the app record); NULL when DD is not
 * the château's or its increments are not given. */
VdBoardEvent   *vd_hex_chateau_dd_event (const VdBoard *board, const VdHexRuleset *module,
                                         const char *defender, const VdHexChateauDd *dd);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexChateau, vd_hex_chateau_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexChateauDd, vd_hex_chateau_dd_free)

G_END_DECLS
