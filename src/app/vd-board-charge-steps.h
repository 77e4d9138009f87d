#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* BN's charge after its declaration (8.4 steps B to I, vd-hex-charge-steps-bn.h) in the board
 * panel's "Cavalry Charge" group, as `hex charge-steps` gives them: what the referee says of the
 * charge as it went (recalled, forced back, the skirmisher charged falling back, the hex pursued
 * into), then the hexes that may try square, the pursuit's hexes and who becomes blown, each
 * step checked with its rule, the tables the rolls wait on named missing and what the seed
 * leaves to the players. Nothing is recorded. */
typedef struct _VdBoardChargeSteps VdBoardChargeSteps;
typedef void (*VdBoardChargeStepsChanged) (gpointer user_data);

/* CHANGED is called with USER_DATA when a choice changes, for the answer to be shown again. */
VdBoardChargeSteps *vd_board_charge_steps_new         (VdBoardChargeStepsChanged changed,
                                                       gpointer user_data);
void                vd_board_charge_steps_free        (VdBoardChargeSteps *steps);
/* The choices back to a charge neither recalled, forced back nor pursuing: another charger. */
void                vd_board_charge_steps_reset       (VdBoardChargeSteps *steps);
/* The rows of the choices, appended to GROUP and ROWS (DOCUMENT's module words their rules). */
void                vd_board_charge_steps_add_options (VdBoardChargeSteps *steps,
                                                       AdwPreferencesGroup *group,
                                                       GPtrArray *rows,
                                                       VdBoardDocument *document);
/* The steps of CHARGERS (NULL-ended counter ids, the declaring cavalry first) charging TARGET
 * in DOCUMENT, a reaction charge when REACTION, appended to GROUP and ROWS. */
void                vd_board_charge_steps_show        (VdBoardChargeSteps *steps,
                                                       AdwPreferencesGroup *group,
                                                       GPtrArray *rows,
                                                       VdBoardDocument *document,
                                                       const char * const *chargers,
                                                       const char *target, gboolean reaction);

G_END_DECLS
