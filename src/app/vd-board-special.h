#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Special Rules" group (help "Boards in the app"), for the games whose
 * module has them (NaA): the selected counter leaving the map by an edge (vd-hex-exit.h, F4,
 * F5, F7, F8), a battery breaking a pond's ice (ICE-2, ICE-3, ICE-6) and a unit demolishing a
 * bridge (ICE-4) (vd-hex-ice.h), each recorded as the core's journal events, one step to undo,
 * or refused with the rule's reason. A side's view offers its own counters the exit only: the
 * ice and bridges name what stands in enemy hexes. */
typedef struct _VdBoardSpecial VdBoardSpecial;

/* SAID tells the window what was recorded, or why not (FAILED). */
typedef void (*VdBoardSpecialSaid) (const char *text, gboolean failed, gpointer user_data);

VdBoardSpecial *vd_board_special_new        (VdBoardSpecialSaid said, gpointer user_data);
void            vd_board_special_free       (VdBoardSpecial *special);
GtkWidget      *vd_board_special_get_widget (VdBoardSpecial *special);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT, as SIDE sees it (NULL:
 * the referee). */
void            vd_board_special_show       (VdBoardSpecial *special, VdBoardDocument *document,
                                             gboolean has_hex, VdHex hex, const char *unit_id,
                                             const char *side);

G_END_DECLS
