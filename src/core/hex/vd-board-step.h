#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* A counter's step (BN 11.5c: a skirmisher full, then reduced, then gone), kept in its own
 * `step` key apart from its `state`, the morale level (25.x): a reduced skirmisher may also be
 * shaken. The module says which classes have steps and the word of the reduced face
 * (`special.roster.steps`: classes, step). */

/* The reduced face's word for a counter of UNIT_CLASS, or NULL when its class has no steps
 * in MODULE (or MODULE is NULL). */
const char *vd_board_step_word    (const VdHexRuleset *module, const char *unit_class);

/* Whether UNIT shows its reduced face. */
gboolean    vd_board_step_reduced (const VdBoardUnit *unit);

/* FALSE, with ERROR saying why, when STEP is not a step UNIT_CLASS may have in MODULE. */
gboolean    vd_board_step_check   (const VdHexRuleset *module, const char *unit_class,
                                   const char *step, GError **error);

/* Migration: a file written before the `step` key kept the reduced face in `state` (`state:
 * reduced`). Where STATE is the reduced word of UNIT_CLASS's steps, it is the step, and the
 * morale level is normal: TRUE, for the caller to move it. */
gboolean    vd_board_step_is_legacy_state (const VdHexRuleset *module, const char *unit_class,
                                           const char *state);

G_END_DECLS
