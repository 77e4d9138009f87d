#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "Blown Cavalry" group (help "BN's charges"), for a game whose module
 * withdraws blown cavalry (BN 24.2a) and lets it recover (24.2c), in the referee's view: the
 * selected cavalry counter withdrawn blown to a hex typed (the core's judgement, refused with
 * the rule), and, blown, its recovery in its rally phase as the referee reads the missing
 * table. Each recorded as one step to undo, said through SAID. */
typedef struct _VdBoardBlown VdBoardBlown;

VdBoardBlown *vd_board_blown_new        (VdBoardSaid said, gpointer user_data);
void          vd_board_blown_free       (VdBoardBlown *blown);
GtkWidget    *vd_board_blown_get_widget (VdBoardBlown *blown);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT; hidden for a side's view
 * (SIDE not NULL), a counter that is not cavalry, or a game without the rules. */
void          vd_board_blown_show       (VdBoardBlown *blown, VdBoardDocument *document,
                                         gboolean has_hex, VdHex hex, const char *unit_id,
                                         const char *side);

G_END_DECLS
