#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's corps morale levels (help "LBA's morale levels"): each formation the module's chart
 * lists (`morale.levels.chart`: a corps, a column) reaches level 1, 2 and 3 as so many of its
 * battalions are lost or routed, each level a modifier to all its morale rolls (LBA-LVL-1). Lost
 * is eliminated; the routed are counted as they stand (LBA-LVL-2 counts them at the start of
 * each hour). A counter belongs to the formation its `army` names; one whose formation the
 * chart does not list has no levels (LBA-LVL-3: Kienmayer's avant-garde). */

typedef struct {
  char *formation;     /* the chart's row, the counters' `army` */
  char *side;          /* its counters' side */
  int   battalions;    /* as the chart prints the formation */
  int   on_board;      /* its battalions in the set-up */
  int   eliminated;
  int   routed;
  int   level;         /* 0 to 3 */
  int   modifier;      /* the level's, 0 at level 0 */
  int   next_at;       /* the count the next level comes at, 0 past level 3 */
  char *rule;
  char *why;           /* in the user's language */
} VdHexLevel;

typedef struct {
  GPtrArray *formations;  /* VdHexLevel*, in the chart's order, those with counters */
  GStrv      unlisted;    /* the `army` of counters in no formation of the chart */
} VdHexLevels;

/* The levels on SETUP's first N_APPLIED events, of SIDE's formations only (NULL: every side);
 * NULL with ERROR for a game without morale levels or a journal that does not replay. */
VdHexLevels *vd_hex_levels      (const VdBoard *setup, const VdHexRuleset *module,
                                 guint n_applied, const char *side, GError **error);
/* The same when the caller has the game as it stands already: NOW, SETUP replayed to
 * N_APPLIED (no second replay). */
VdHexLevels *vd_hex_levels_now  (const VdBoard *setup, const VdBoard *now,
                                 const VdHexRuleset *module, guint n_applied,
                                 const char *side, GError **error);
void         vd_hex_levels_free (VdHexLevels *levels);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexLevels, vd_hex_levels_free)

G_END_DECLS
