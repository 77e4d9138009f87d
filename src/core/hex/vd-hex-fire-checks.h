#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's morale checks from fire losses (help "LBA's fire-loss morale checks"; the module's
 * `morale.fire_loss_checks` and chart `fire-morale-checks`): the unit's row of the chart says
 * which increments lost call a check — even ones, every third, every one from the 2nd… — by
 * nation (LBA-MC-1 French, LBA-MC-2 Russian, LBA-MC-3 Austrian). Whether they are counted over
 * the unit's life or within each fire attack is the reading lba-i-loss-count: while it is open
 * and the two ways disagree, the answer is "unknown: supply it", named. The Cossacks are not
 * read on the chart (LBA-COS-1), nor the château's infantry, which makes no check (LBA-CHAT-2). */

typedef struct {
  char      *row;           /* the chart's row; NULL for a unit the chart does not read */
  char      *rule;          /* LBA-MC-1, -2 or -3; or the exception's (LBA-COS-1, LBA-CHAT-2) */
  char      *cell;          /* the row's cell as printed: "even losses (2, 4, 6...)" */
  int        first;         /* the first increment lost that calls a check */
  int        every;         /* and the step to the next */
  int        lost;          /* increments lost to this fire */
  int        before;        /* lost before it, -1 when not given */
  gboolean   known;         /* FALSE while MISSING, or for a Cossack (not read on the chart) */
  int        checks;        /* the morale checks the losses call, when KNOWN */
  GArray    *at;            /* int: the numbers of the increments lost that call them */
  GPtrArray *reasons;       /* VdHexOddsReason*, in the order found */
  char      *missing;       /* what the answer still needs, or NULL */
  char      *missing_rule;
} VdHexFireChecks;

/* UNIT's checks for LOST increments lost to one fire attack (0 or more), BEFORE lost earlier
 * (-1: not given), KIND the chart's row (NULL: the one its class and nation leave). NULL with
 * ERROR for a module without the chart, a counter not on the map, of a nation the chart does
 * not know, a row not of its nation and class or none given where several fit, a row whose
 * cell names no increments, or a negative count. */
VdHexFireChecks *vd_hex_fire_checks      (const VdBoard *board, const VdHexRuleset *module,
                                          const char *unit, const char *kind, int lost,
                                          int before, GError **error);
/* The chart's rows UNIT's nation (its side's without one) and class leave, in the chart's
 * order (char*, not owned): one for cavalry or artillery, several for infantry, whose troop
 * type only a board `mark:` says; empty for a nation or class the chart does not read. */
GPtrArray       *vd_hex_fire_checks_rows (const VdHexRuleset *module, const VdBoardUnit *unit);
/* Whether UNIT's nation and class leave more than one row (its troop type is wanted). */
gboolean         vd_hex_fire_checks_rows_open  (const VdHexRuleset *module,
                                                const VdBoardUnit *unit);
/* The row UNIT's board mark names among those, or NULL (special.troop_marks). */
const char      *vd_hex_fire_checks_marked_row (const VdHexRuleset *module,
                                                const VdBoardUnit *unit);
void             vd_hex_fire_checks_free (VdHexFireChecks *checks);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexFireChecks, vd_hex_fire_checks_free)

G_END_DECLS
