#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* BN 11.5b: a skirmisher is never more than 2 hexes from a friendly unit (not necessarily the
 * one it came from); taken beyond by a retreat, it gets back in its next movement phase
 * (`special.skirmishers.leash`; help "BN's skirmishers"). Which friends count is the
 * reading bn-i-skirmisher-leash's; the hexes are counted as ranges are (the friend's hex
 * counted, its own not: at most one hex between them). */

typedef enum {
  VD_HEX_LEASH_FREE,      /* not a skirmisher, or a game without the leash */
  VD_HEX_LEASH_WITHIN,
  VD_HEX_LEASH_BEYOND,
  VD_HEX_LEASH_UNKNOWN,   /* within under one reading of bn-i-skirmisher-leash, not another */
} VdHexLeashVerdict;

/* Whether UNIT, standing in HEX, is within its leash of the other counters of BOARD. RULE
 * (may be NULL) is the module's rule; WHY (may be NULL), beyond or unknown, says why in the
 * user's language; NEAREST (may be NULL) the hexes to the nearest friend that counts under
 * the strictest reading (-1: none on the map). */
VdHexLeashVerdict vd_hex_leash_at (const VdBoard *board, const VdHexRuleset *module,
                                   const VdBoardUnit *unit, VdHex hex, const char **rule,
                                   char **why, int *nearest);

/* 11.5b on a move from UNIT's hex to TO: refused (FALSE, WHY and RULE set) when it ends
 * beyond the leash, unless it started beyond and ends nearer a friend (getting back, which
 * may take more than one move). UNKNOWN with the reading open: TRUE with *OPEN set. */
gboolean          vd_hex_leash_allows (const VdBoard *board, const VdHexRuleset *module,
                                       const VdBoardUnit *unit, VdHex to, const char **rule,
                                       char **why, gboolean *open);

/* The set-up check: every skirmisher beyond its leash, as VdHexOddsReason* into FOUND. */
void              vd_hex_leash_check (const VdBoard *board, const VdHexRuleset *module,
                                      GPtrArray *found);

G_END_DECLS
