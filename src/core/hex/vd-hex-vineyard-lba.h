#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"

G_BEGIN_DECLS

/* LBA's vineyards and the whole battalion (help "LBA's special units and the Santon", the
 * module's `special.vineyard`): a battalion entering a vineyard of one hex is wholly in it
 * (LBA-VIN-3); in a vineyard of several hexes it may spread over them (the counter's
 * `spread`), up to 3 of its increments counting in each hex it holds (LBA-VIN-2). */

/* Why UNIT in a vineyard counts as it does, with the rule in *RULE: wholly in a vineyard of
 * one hex, spread over the hexes it holds, or in one hex of a larger vineyard; NULL when UNIT
 * is not of the module's class or not in a vineyard. */
char *vd_hex_vineyard_whole (const VdBoard *board, const VdHexRuleset *module,
                             const VdBoardUnit *unit, const char **rule);

/* LBA-VIN-3: how far a battalion spreads, as the owner reads lba-i-vineyard-spread, or the
 * module's default (ours) with *DEFAULTED TRUE while he has not chosen; NULL for a game
 * without spread battalions. */
const char *vd_hex_vineyard_spread_reading (const VdHexRuleset *module, gboolean *defaulted);

/* LBA-VIN-2, LBA-VIN-3: why UNIT, standing in HEX, may not hold the N hexes SPREAD besides its
 * own (NULL: it may): an infantry battalion only, in a vineyard, each hex of that vineyard,
 * not its own, once, all contiguous with its own, no more than lba-i-vineyard-spread lets it;
 * *RULE the rule that refuses, NULL for a game without spread battalions or a hex off the
 * grid. */
char *vd_hex_vineyard_spread_refusal (const VdBoard *board, const VdHexRuleset *module,
                                      const VdBoardUnit *unit, VdHex hex, const VdHex *spread,
                                      guint n, const char **rule);

/* Whether UNIT holds HEX as one of its spread hexes (not its own). */
gboolean vd_hex_vineyard_spreads_into (const VdBoardUnit *unit, VdHex hex);

/* The hexes UNIT holds, its own first then its spread ones, VdHex; NULL when not placed. */
GArray *vd_hex_vineyard_held (const VdBoardUnit *unit);

/* UNIT's spread hexes as printed labels, or NULL when it holds none. */
GStrv vd_hex_vineyard_spread_labels (const VdBoard *board, const VdBoardUnit *unit);

/* LBA-VIN-2, LBA-VIN-3: of UNIT's INCREMENTS, those that count from the hexes it holds (all of
 * them, or only those next to NEAR when NEAR is not NULL): up to the vineyard's 3 in each, no
 * more than it has; *N_HEXES (may be NULL) the hexes counted. */
guint vd_hex_vineyard_spread_counted (const VdHexRuleset *module, const VdBoardUnit *unit,
                                      guint increments, const VdHex *near, guint *n_hexes);

/* UNITS (the counters in HEX, VdBoardUnit*) as stacking weighs them: each battalion spread into
 * HEX added as a copy counting up to 3 increments (LBA-VIN-3), kept in OWNED (freed with
 * g_free; their other strings are the board's); not MOVER (or NULL). */
void vd_hex_vineyard_spread_in_hex (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                                    const VdBoardUnit *mover, GPtrArray *units,
                                    GPtrArray *owned);

/* LBA-VIN-3, LBA-GO-2: what a battalion's spread brings to its zones of influence, whose rules
 * are missing, in the user's language with the rules in *RULE and *ZONES_RULE; NULL when UNIT
 * holds no spread hexes. */
char *vd_hex_vineyard_spread_zones (const VdBoard *board, const VdHexRuleset *module,
                                    const VdBoardUnit *unit, const char **rule,
                                    const char **zones_rule);

/* LBA-VIN-3: the move event, to UNIT's own hex, that spreads it over SPREAD (labels; NULL or
 * empty: gathers it into its hex), its note saying so with the rule; what the app records, one
 * undo step. NULL when UNIT is not on the map. */
VdBoardEvent *vd_hex_vineyard_spread_event (const VdBoard *board, const VdHexRuleset *module,
                                            const VdBoardUnit *unit,
                                            const char * const *spread);

G_END_DECLS
