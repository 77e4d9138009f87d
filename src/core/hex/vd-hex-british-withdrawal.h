#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* 1914's option (a) (1914-OPT-1, help "1914's British withdrawal"): on turn 5, if the French
 * stand behind the line of hexes whose number ends in 13, the British leave the front and the
 * game, and the Allied player may put as many French units, taken from anywhere, in their
 * place, each then belonging to the nearest HQ. Which French count, which side is behind and
 * whether the line itself is are readings (`special.british_withdrawal`), each with Vedette's
 * default while the owner has not chosen, said with the answer. */

typedef enum {
  VD_HEX_BRITISH_STAY,      /* a French counter counted is not behind the line */
  VD_HEX_BRITISH_LEAVE,     /* every French counter counted is behind it */
  VD_HEX_BRITISH_UNKNOWN,   /* a counter's nation or the line in its column is not given */
  VD_HEX_BRITISH_GONE,      /* the British have left already */
} VdHexBritishVerdict;

typedef struct {
  VdHexBritishVerdict verdict;
  char      *rule;
  char      *why;          /* the answer, in the user's language */
  GPtrArray *deciding;     /* VdHexOddsReason*: the counters that decide it (by: the unit) */
  GPtrArray *readings;     /* VdHexOddsReason*: rule the reading, by its option, what chosen or
                            * our default */
  GStrv      british;      /* the British counters still in the game, to withdraw */
} VdHexBritishTest;

/* The test on BOARD as it stands; NULL with ERROR when the module has no option (a), the board
 * does not play it, or it is not the turn of the test. */
VdHexBritishTest *vd_hex_british_test     (const VdBoard *board, const VdHexRuleset *module,
                                           GError **error);
void              vd_hex_british_test_free (VdHexBritishTest *test);

/* The withdrawal, once the test says the British leave: every British counter off the map and
 * out of the game, and the French REPLACEMENTS ("UNIT=HEX", or "UNIT=HEX:HQ" to name the HQ it
 * joins where two are as near; may be NULL) moved to those hexes, each joining the nearest HQ
 * of its nation. The events (VdBoardEvent*, one step), or NULL with ERROR saying why not. */
GPtrArray        *vd_hex_british_withdraw (const VdBoard *board, const VdHexRuleset *module,
                                           const char * const *replacements, GError **error);

/* The state of a British counter withdrawn: out of the game for good (1914-OPT-1). */
#define VD_HEX_BRITISH_WITHDRAWN "withdrawn"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexBritishTest, vd_hex_british_test_free)

G_END_DECLS
