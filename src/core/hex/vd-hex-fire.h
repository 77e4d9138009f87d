#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* Fire by points and columns (help "Fire on a board"), for the games whose module gives
 * `combat.fire.table` (BN 20): each firer in range (20.2c) and in sight (19, vd-hex-los.h), its
 * fire points (the fire-point tables are missing but for a few cells: the referee gives each
 * firer's, read from his own copy), the disorganized firers' points halved and rounded down
 * (20.1), the total rounded (9½ → 10 as 20.4-ex2 shows, reading bn-i-half-rounding), under 1 on
 * the "<1" column and exactly 0 no fire (20.2f), the column shifts summed (flank +3, square +3;
 * a hexside row only when every fire crosses it, 20.3c), and the Fire Table read for an 11-66
 * roll. Every step carries its rule; what the seed lacks is named, never guessed. */

typedef struct {
  double     points;       /* the firers' points, the disorganized ones already halved */
  int        total;        /* rounded; valid when COLUMN is set */
  char      *column;       /* "<1", "10"…; NULL while not known, or for no fire */
  int        shift;        /* the columns shifted, summed */
  gboolean   no_effect;    /* exactly 0 points: no fire (20.2f) */
  GPtrArray *reasons;      /* VdHexOddsReason*, in the order applied */
  char      *missing;      /* what the answer still needs, in the user's language, or NULL */
  char      *missing_rule;
} VdHexFire;

/* FIRERS (counter ids, NULL-ended) with POINTS (each firer's, as the referee read them; a
 * negative value when he has none) at TARGET, FLANK when a firer that is not a skirmisher
 * fires from the target's flank or rear (13.0b; the facing diagram is missing, so he says
 * so); NULL with ERROR for a fire the rules refuse (a counter not on the map, sides mixed, a
 * class that does not fire, out of range, a line of sight blocked) or a game without fire by
 * points. */
VdHexFire *vd_hex_fire      (const VdBoard *board, const VdHexRuleset *module,
                             const char * const *firers, const double *points,
                             const char *target, gboolean flank, GError **error);
/* The Fire Table's cell for FIRE's column and ROLL (11 to 66, both digits 1 to 6): the result,
 * or NULL with *MISSING set (freed by the caller) naming the cell the module does not hold.
 * ROLL not a roll of two dice read 11-66 is an error. RULE is set to the table's. */
char      *vd_hex_fire_read (const VdHexFire *fire, const VdHexRuleset *module, int roll,
                             char **missing, const char **rule, GError **error);
void       vd_hex_fire_free (VdHexFire *fire);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexFire, vd_hex_fire_free)

G_END_DECLS
