#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's group for a counter's own steps outside combat, in the referee's view:
 * BN's extensions (17.0c, 17.1: one more, with the split, as `hex extend`) for a unit of a
 * class that extends; its skirmishers (11.5a, 11.5d, 11.5g, 11.5h-B, as `hex skirmish`:
 * detached by a brigade with skirmisher boxes; a skirmisher taken back, combined, split,
 * moved in its stack; a skirmisher falling back, 11.5e, vd-board-fall-back.h); a battery's
 * points moved (27.1, vd-board-battery.h); for an officer, where he goes when left without a
 * stack (26.4e overrun, 26.4d his stack destroyed: as `hex officer`, a tie the hex typed). Each recorded as
 * one step to undo, said through SAID; a refusal in place of the row's help. */
typedef struct _VdBoardCounterSteps VdBoardCounterSteps;

VdBoardCounterSteps *vd_board_counter_steps_new        (VdBoardSaid said, gpointer user_data);
void                 vd_board_counter_steps_free       (VdBoardCounterSteps *steps);
GtkWidget           *vd_board_counter_steps_get_widget (VdBoardCounterSteps *steps);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT; hidden for a side's view
 * (SIDE not NULL), a counter with neither step, or a game without the rules. */
void                 vd_board_counter_steps_show       (VdBoardCounterSteps *steps,
                                                        VdBoardDocument *document,
                                                        gboolean has_hex, VdHex hex,
                                                        const char *unit_id, const char *side);

G_END_DECLS
