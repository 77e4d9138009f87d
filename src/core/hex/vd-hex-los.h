#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* Line of sight (or of fire) between two hexes of a board (help "Line of sight on a board"),
 * by the algorithm the game's module names (`los.policy`): NaA's shortest paths at bombardment
 * range (`paths-2`, E10, E16, E17), BN's elevations and their three cases (`elevation-3case`,
 * 19), LBA's vineyard alone (`vineyard-only`, LBA-VIN-5), 1914's none. Every verdict carries
 * its rules and what decided it; what the module does not hold is named, never guessed. */

typedef enum {
  VD_HEX_LOS_CLEAR,
  VD_HEX_LOS_BLOCKED,
  VD_HEX_LOS_UNKNOWN,   /* a value, chart or reading is missing: see `missing` */
  VD_HEX_LOS_NONE,      /* the game has no line of sight nor ranged fire */
} VdHexLosVerdict;

/* A reason as every combat answer keeps them (vd-hex-odds.h): its `by` the hex "0604",
 * hexside "0604|0605" or unit that brings it in. */
typedef VdHexOddsReason VdHexLosReason;

typedef struct {
  VdHex            from;
  VdHex            to;
  int              range;        /* in hexes */
  char            *policy;       /* the module's `los.policy`, or NULL */
  VdHexLosVerdict  verdict;
  /* What is crossed, for drawing: the hexes between and including both ends (the line's, or
   * for NaA every hex of every path traced), and the hexsides the line runs along (both hexes
   * of each are in HEXES). VdHex and VdHexside. */
  GArray          *hexes;
  GArray          *along;
  /* NaA: each shortest path traced (GArray of VdHex); empty for the other games. */
  GPtrArray       *paths;
  /* What blocks (the first met from the firer), when BLOCKED. */
  gboolean         has_blocking_hex;
  VdHex            blocking_hex;
  gboolean         has_blocking_side;
  VdHexside        blocking_side;
  GPtrArray       *reasons;      /* VdHexLosReason*, in the order found */
  /* What the answer still needs, in the user's language, with the rule, chart or reading that
   * names it; NULL when the answer is whole. */
  char            *missing;
  char            *missing_rule;
  /* A limit the answer could not check (BN's visibility of the turn, 19.4), or NULL. */
  char            *unchecked;
  char            *unchecked_rule;
} VdHexLos;

/* The line of sight from FROM to TO on BOARD under MODULE, or NULL with ERROR for a hex off
 * the board, or a module whose `los.policy` this version does not know. */
VdHexLos   *vd_hex_los              (const VdBoard *board, const VdHexRuleset *module,
                                     VdHex from, VdHex to, GError **error);
void        vd_hex_los_free         (VdHexLos *los);
/* "clear", "blocked", "unknown" or "none", for files and logs. */
const char *vd_hex_los_verdict_name (VdHexLosVerdict verdict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexLos, vd_hex_los_free)

G_END_DECLS
