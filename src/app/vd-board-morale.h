#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Morale Check" group (help "Morale on a board"), for the games whose
 * module checks morale by stack levels (BN 25): the selected counter's stack checking its
 * morale (vd-hex-morale-check.h) with the modifiers the referee ticks, Vedette's roll or the
 * players', the Morale Table's result and the stack's new level (25.4), applied as `state`
 * events (and the stragglers as a `roster` event); and its rally (25.5). In the referee's
 * view, or a side's view for the side's own stacks. */
typedef struct _VdBoardMorale VdBoardMorale;

/* SAID tells the window what was applied, or an error (FAILED). */
typedef void (*VdBoardMoraleSaid) (const char *text, gboolean failed, gpointer user_data);

VdBoardMorale *vd_board_morale_new    (VdBoardMoraleSaid said, gpointer user_data);
void           vd_board_morale_free   (VdBoardMorale *morale);
GtkWidget     *vd_board_morale_get_widget (VdBoardMorale *morale);
/* The group for UNIT_ID's stack (NULL: the top counter of HEX) in DOCUMENT, as SIDE sees it
 * (NULL: the referee). Another stack starts with nothing ticked and no roll. */
void           vd_board_morale_show   (VdBoardMorale *morale, VdBoardDocument *document,
                                       gboolean has_hex, VdHex hex, const char *unit_id,
                                       const char *side);

G_END_DECLS
