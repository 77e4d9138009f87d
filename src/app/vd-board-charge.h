#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Cavalry Charge" group (help "BN's charges"), for the games whose module
 * declares charges the BN way, in the referee's view: the selected cavalry counter declaring a
 * charge at an enemy counter within reach picked from a list, the cavalry and officers of its
 * hex ticked to charge with it, a reaction charge switched on; the verdict (vd-hex-charge-bn.h)
 * shown with every rule checked and what is left to the referee. Nothing is recorded: the
 * declaration is judged, the charge itself is the referee's. */
typedef struct _VdBoardCharge VdBoardCharge;

VdBoardCharge *vd_board_charge_new        (void);
void           vd_board_charge_free       (VdBoardCharge *charge);
GtkWidget     *vd_board_charge_get_widget (VdBoardCharge *charge);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT, hidden for a side's view
 * (SIDE not NULL), a counter that is not cavalry or a game without BN's charges. Another
 * counter starts with the nearest target, alone, not a reaction. */
void           vd_board_charge_show       (VdBoardCharge *charge, VdBoardDocument *document,
                                           gboolean has_hex, VdHex hex, const char *unit_id,
                                           const char *side);

G_END_DECLS
