#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* When a fire may be recorded (BN 20.0, 8.2; the module's `combat.fire.when`): in the fire
 * phases, and in a movement phase, where fire comes within a melee or a charge (the event's
 * `melee`) or as opportunity fire (its `opportunity`); never in another phase. */

/* Whether EVENT may be recorded on BOARD (the game just before it): FALSE with ERROR naming the
 * phase and both rules for a fire (`fire: true`) outside those phases, or naming 20.0 for a
 * movement phase's fire that is neither a melee's or a charge's nor an opportunity fire. Any other event, or a
 * game whose module says nothing of it, TRUE. */
gboolean vd_hex_fire_phase_check (const VdBoard *board, const VdHexRuleset *module,
                                  const VdBoardEvent *event, GError **error);

G_END_DECLS
