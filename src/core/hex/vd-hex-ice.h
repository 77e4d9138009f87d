#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* A frozen pond's ice broken by artillery fire (help "Ice and bridges", NaA ICE-1 to ICE-3,
 * ICE-6): BATTERY, an artillery counter, fires at HEX, a pond in its bombardment range with a
 * clear line of fire (E2, E17), neither in fog nor at night (FOG-5); whether it may fire at an
 * empty pond is reading naa-i-ice-breaking. The hex becomes broken ice for good, a marker shows
 * it, and every counter in it is eliminated, whichever side. The events, one step
 * (VdBoardEvent*); NULL with ERROR when the rules refuse it or a reading it depends on is not
 * chosen. REASONS (may be NULL) get each effect with its rule. */
GPtrArray *vd_hex_break_ice (const VdBoard *board, const VdHexRuleset *module,
                             const char *battery, VdHex hex, GPtrArray *reasons,
                             GError **error);

/* NaA ICE-4: UNIT_ID demolishes the bridge on SIDE: at the start of its side's movement
 * phase (MOVED: it has moved in it already, refused), from one of the bridge's end hexes,
 * neither of them in an enemy zone. The destroyed-bridge marker placed by the unit, whose
 * points this phase are fewer and who attacks nothing in the next combat phase; NULL with
 * ERROR when the rules refuse it. */
VdBoardEvent *vd_hex_demolish (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, VdHexside side, gboolean moved,
                               GError **error);
/* Whether UNIT demolished a bridge earlier this turn and so does not attack in this combat
 * phase (ICE-4); RULE set. */
gboolean      vd_hex_demolisher_held (const VdBoard *board, const VdHexRuleset *module,
                                      const VdBoardUnit *unit, const char **rule);

G_END_DECLS
