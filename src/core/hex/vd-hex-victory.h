#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* The victory count (help "Victory"), as far as each seed gives it, of the game as its
 * journal leaves it ("if it ended now" until it is over):
 * - NaA (`victory.french_vp_from_enemy_losses`…): each side's losses — the printed strength of
 *   its eliminated counters (D10, F3), what the exit boxes say for those that left (missing:
 *   named), and, for a demoralized army, its encircled counters (VIC-3) —, the victory points
 *   the enemy's losses give (VIC-4) with the Vienna road's (F5), the level by the difference
 *   (VIC-6); and each army's losses/flight track (DEM-1: P by the eliminated, D by the fled).
 * - 1914 (`victory.score`): each side's strength in play, doubled on enemy soil as the
 *   scenario says, a unit without its line of communication scoring nothing, enemy cities and
 *   fortresses held (1914-VIC-1, -VIC-3), and the scenario's draw margin (-VIC-2, -SUD-5,
 *   -CMP-5).
 * - BN and LBA: their scenarios hold the conditions, which the seeds lack: named. */

typedef struct {
  char      *side;
  char      *name;
  gboolean   known;        /* every part of the count is known */
  int        total;        /* NaA: the side's losses; 1914: its score (the known part) */
  int        vp;           /* NaA: its victory points (from the known part) */
  GPtrArray *parts;        /* VdHexOddsReason*: each part, its rule, what it comes to */
  /* NaA's losses/flight track (DEM-1): P and D's moves, and where they meet (0: the track's
   * length is not entered) */
  gboolean   has_track;
  int        losses_marker;
  int        flight_marker;
  int        meet_at;
  /* The reading P's count depends on while it is not chosen (NaA naa-i-forbidden-exit:
   * counters eliminated by an edge their side may not use), or NULL. */
  const char *track_reading;
} VdHexSideScore;

typedef struct {
  GPtrArray *sides;        /* VdHexSideScore*, in the module's order */
  gboolean   over;         /* the game has ended: this is its result */
  gboolean   known;        /* every side's count and the margin are known */
  char      *winner;       /* a side id; NULL for a draw or while not known */
  char      *level;        /* "decisive", "major", "tactical", "draw", "victory" */
  char      *level_rule;
  int        difference;
  char      *missing;      /* what the count still lacks, in the user's language, or NULL */
  char      *missing_rule;
} VdHexVictory;

/* SETUP (a board with its journal) with its first N_APPLIED events; NULL with ERROR for a
 * journal that does not apply. */
VdHexVictory *vd_hex_victory      (const VdBoard *setup, const VdHexRuleset *module,
                                   guint n_applied, GError **error);
void          vd_hex_victory_free (VdHexVictory *victory);
/* LEVEL (VdHexVictory's) as a reader says it, in the user's language ("tactical success"). */
const char   *vd_hex_victory_level_name (const char *level);

/* NaA DEM-1, DEM-2, DEM-4, DEM-5: whether SETUP's first N_APPLIED events bring an army's
 * losses/flight markers together, making it demoralized at once: the `demoralized` event to
 * record (the defender's army, DEFENDER_SIDE, when both meet together), or NULL — none meets,
 * an army is demoralized already, or the track's length is not entered (then *UNKNOWN, when
 * not NULL, says so for an army that lost or fled anything). */
VdBoardEvent *vd_hex_track_demoralization (const VdBoard *setup, const VdHexRuleset *module,
                                           guint n_applied, const char *defender_side,
                                           char **unknown);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexVictory, vd_hex_victory_free)

G_END_DECLS
