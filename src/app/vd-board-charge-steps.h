#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* BN's charge after its declaration (8.4 steps B to I, vd-hex-charge-steps-bn.h) in the board
 * panel's "Cavalry Charge" group, as `hex charge-steps` gives them: the hexes that may try
 * square, the pursuit's hexes and who becomes blown, then each step checked with its rule, the
 * tables the rolls wait on named missing and what the seed leaves to the players. Nothing is
 * recorded. */

/* The steps of CHARGERS (NULL-ended counter ids, the declaring cavalry first) charging TARGET
 * in DOCUMENT, a reaction charge when REACTION, appended to GROUP and ROWS. */
void vd_board_charge_steps_show (AdwPreferencesGroup *group, GPtrArray *rows,
                                 VdBoardDocument *document, const char * const *chargers,
                                 const char *target, gboolean reaction);

G_END_DECLS
