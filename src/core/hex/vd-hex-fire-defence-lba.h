#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-fire-lba.h"

G_BEGIN_DECLS

/* LBA's fire defence of TARGET fired on by FIRERS (VdBoardUnit*; help "LBA's fire defence"):
 * the values the Special Rules set outright, the most particular first — a frozen lake
 * (LBA-FD-7, as reading lba-i-frozen-lake goes for infantry fire), a hidden counter (LBA-FD-9),
 * road march (LBA-FD-6), infantry in the château (LBA-CHAT-2), an unlimbered battery in the
 * Pheasantry fired on across its wall (LBA-FAS-3) — else the terrain fire-defence chart's cell
 * (LBA-FD-1, mostly the owner's to enter) for the ground and the formation, 2 less where
 * infantry not in carré shares the hex with artillery (LBA-FD-3), 2 more across the Pheasantry
 * wall (LBA-FD-8). Sets FIRE's defence with its rule and reasons, or its first missing value. */
void vd_hex_fire_lba_defence (VdHexFireLba *fire, const VdBoard *board,
                              const VdHexRuleset *module, GPtrArray *firers,
                              const VdBoardUnit *target);

G_END_DECLS
