#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Carré and Recall" group (help "Boards in the app"), for the games whose
 * module has a carré table (LBA): the selected infantry counter trying carré (vd-hex-carre.h,
 * LBA-CAR-1 to LBA-CAR-4) from the formation, movement points and modifiers the referee gives,
 * Vedette's d66 or the players', the result applied as the counter's `state` event, one step to
 * undo; a cavalry counter's recall roll (LBA-REC-1), said with its reasons; an unlimbered
 * battery's limbering roll (vd-hex-limber.h, LBA-LIMB-1, LBA-LIMB-2), titled "Limbering", the
 * battery limbered as its `state` event, one step to undo. In the referee's view, or a side's
 * view for the side's own counters. */
typedef struct _VdBoardCarre VdBoardCarre;

/* SAID tells the window what was applied, or an error (FAILED). */
typedef void (*VdBoardCarreSaid) (const char *text, gboolean failed, gpointer user_data);

VdBoardCarre *vd_board_carre_new        (VdBoardCarreSaid said, gpointer user_data);
void          vd_board_carre_free       (VdBoardCarre *carre);
GtkWidget    *vd_board_carre_get_widget (VdBoardCarre *carre);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT, as SIDE sees it (NULL: the
 * referee). Another counter starts with nothing given and no roll. */
void          vd_board_carre_show       (VdBoardCarre *carre, VdBoardDocument *document,
                                         gboolean has_hex, VdHex hex, const char *unit_id,
                                         const char *side);

G_END_DECLS
