#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* The board panel's "Fire at This Hex" group (help "Fire on a board"), for the games that
 * fire by points and columns (BN 20), in the referee's view: each enemy counter within range
 * of the hex's top counter, ticked to fire with the points the referee reads on his own
 * fire-point table, the flank shot said, and the fire's column, reasons and Fire Table result
 * for Vedette's roll or the players', kept in the journal (vd-hex-fire.h). */
typedef struct _VdBoardFire VdBoardFire;

/* SAID tells the window what a roll gave, or an error (FAILED). */
typedef void (*VdBoardFireSaid) (const char *text, gboolean failed, gpointer user_data);

VdBoardFire *vd_board_fire_new    (VdBoardFireSaid said, gpointer user_data);
void         vd_board_fire_free   (VdBoardFire *fire);
GtkWidget   *vd_board_fire_get_widget (VdBoardFire *fire);
/* The group for HEX of DOCUMENT (HAS_HEX FALSE, a side's view SIDE, or a game without fire by
 * points: hidden). A hex other than the last one starts with no firer ticked. */
void         vd_board_fire_show   (VdBoardFire *fire, VdBoardDocument *document,
                                   gboolean has_hex, VdHex hex, const char *side);
/* For tests: tick FIRER with POINTS (negative: untick), and the flank shot. */
void         vd_board_fire_set_firer (VdBoardFire *fire, const char *firer, double points);
void         vd_board_fire_set_flank (VdBoardFire *fire, gboolean flank);

G_END_DECLS
