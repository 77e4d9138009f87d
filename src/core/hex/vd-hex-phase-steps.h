#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* The steps within a phase (BN 7.0, 8.2; help "The turn"): a phase of the module's
 * `sequence` may list its `steps`, each with its rule and the events of play that belong to it
 * (`events`: a `kind` of journal event — move, formation, state, roster, order, combat, roll —
 * and what it must show: the order's `action` and `method`, a roll's `test`, the state or formation it goes `from`
 * and `to`, a roster's `stragglers: fewer`, the moving counter's `unit_state`; with `reading`,
 * only while that reading is `chosen` so). The board keeps the latest step taken this phase;
 * an event of an earlier step after it is refused. The phase's `steps_free` are events taken
 * at any point of it, in no step (BN 10.0a, reading bn-i-in-person-acceptance). */

/* The step (counted from 1) EVENT belongs to in BOARD's phase, BOARD being the game just
 * before it; 0 when the phase lists no steps or none takes it. */
guint    vd_hex_phase_step_of     (const VdBoard *board, const VdHexRuleset *module,
                                   const VdBoardEvent *event);
/* Whether EVENT may be recorded now: FALSE with ERROR naming the phase's rule (8.2), the
 * step it belongs to and the later step already taken, with its rule. */
gboolean vd_hex_phase_step_check  (const VdBoard *board, const VdHexRuleset *module,
                                   const VdBoardEvent *event, GError **error);

G_END_DECLS
