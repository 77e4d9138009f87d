#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-hex-fire.h"

G_BEGIN_DECLS

/* What the fire group (vd-board-fire.h) asks as `hex fire --opportunity`, `--shared`,
 * `hex fire-split` and `hex artillery` do: BN's opportunity fire (15.1), a firer's fire shared
 * among targets by whole levels (20.2e) and the artillery points of the batteries ticked
 * (27.3), through the same core functions. */
typedef struct _VdBoardFireMore VdBoardFireMore;

VdBoardFireMore *vd_board_fire_more_new   (GCallback changed, gpointer data);
void             vd_board_fire_more_free  (VdBoardFireMore *more);
/* Another target: the switches off, the shares typed forgotten. */
void             vd_board_fire_more_reset (VdBoardFireMore *more);
/* The rows of the opportunity fire's and the shared fire's switches, added to GROUP and ROWS. */
void             vd_board_fire_more_add_switches (VdBoardFireMore *more,
                                                  AdwPreferencesGroup *group, GPtrArray *rows);
gboolean         vd_board_fire_more_opportunity  (VdBoardFireMore *more);
gboolean         vd_board_fire_more_melee        (VdBoardFireMore *more);
/* FIRERS' fire at TARGET in DOCUMENT as `hex fire` judges it with the switches: the opportunity
 * fire's own checks and its board before the mover's change (15.1), with ONCE the fire phase's
 * limits (20.2b, 20.2d; the shared firers' earlier fire at another hex let through, 20.2e),
 * and the reasons of 15.1, 27.3 and 20.2e added; NULL with ERROR (its rule said) when
 * refused. */
VdHexFire       *vd_board_fire_more_judge (VdBoardFireMore *more, VdBoardDocument *document,
                                           const char * const *firers, const double *points,
                                           const char *target, gboolean flank, gboolean once,
                                           GError **error);
/* The rows for FIRERS: the batteries' artillery points at TARGET (27.3, what is missing
 * named) and, with the shared fire on, each firer's row: ticked, it fires a share (all of
 * them at first), its shares typed and judged (20.2e). */
void             vd_board_fire_more_add_rows (VdBoardFireMore *more, AdwPreferencesGroup *group,
                                              GPtrArray *rows, VdBoardDocument *document,
                                              const char * const *firers, const char *target);

G_END_DECLS
