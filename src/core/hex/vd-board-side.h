#pragma once

#include <glib.h>

#include "vd-board-event.h"

G_BEGIN_DECLS

/* A side's view of a board game: what the game's hidden-information rule (the module's
 * `special.hidden_information`, in force when its `option` is chosen or it names none) lets a
 * side know of the other side's counters. `enemy_strength: hidden` shows them without their
 * strength (NaA semi-blind, OPT-2); `as-printed` shows the strength printed on the counter, not
 * what losses left (BN 9.0). SIDE NULL is the referee, who sees everything. */

/* How a side sees the enemy's strengths under MODULE and BOARD's options. */
typedef enum {
  VD_BOARD_STRENGTH_SHOWN,
  VD_BOARD_STRENGTH_HIDDEN,
  VD_BOARD_STRENGTH_AS_PRINTED,
} VdBoardStrengthView;

VdBoardStrengthView vd_board_enemy_strength   (const VdBoard *board,
                                               const VdHexRuleset *module);
/* The module's rule behind it, or NULL. */
const char         *vd_board_hidden_rule      (const VdHexRuleset *module);
/* The state that hides a counter from the other side (`hidden_counters.state`: LBA's
 * `versteckt`, LBA-FD-9), or NULL. Such a counter is left out of the enemy's view, or shown
 * there as an unidentified counter when its `reading` (an interpretation) is `unidentified`. */
const char         *vd_board_hidden_state     (const VdHexRuleset *module);
/* BOARD as SIDE may see it: a copy, enemy counters' strengths hidden (strength NULL,
 * strength_hidden TRUE) or as SETUP (the board before play) prints them, hidden counters left
 * out or made anonymous (ids `hidden-1`…). */
VdBoard            *vd_board_side_view        (const VdBoard *board, const VdBoard *setup,
                                               const VdHexRuleset *module, const char *side);
/* Whether SIDE may know of EVENT (not a change to an enemy's strength when strengths are
 * secret, nothing of an enemy counter hidden, not the enemy's orders, roster rows or bare
 * rolls), BOARD the game as it stood before it. */
gboolean            vd_board_side_sees_event  (const VdBoardEvent *event, const VdBoard *board,
                                               const VdHexRuleset *module, const char *side);
/* The same for every event of SETUP's journal, each judged as the game stood then: N booleans
 * (N the journal's length; free with g_free). */
gboolean           *vd_board_side_sees_journal (const VdBoard *setup, const VdHexRuleset *module,
                                                const char *side);

G_END_DECLS
