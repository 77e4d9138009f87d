#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"

G_BEGIN_DECLS

/* The board panel's "Charge and Recall" group (help "LBA's special units and the Santon"),
 * for LBA's charges: the selected cavalry or Cossack counter (in a side's view, of that side)
 * charging an enemy counter picked from a list, nearest first; the course `hex charge` follows
 * (vd-hex-charge-lba.h), each step with its rule and what the missing Premier Rules hold; the
 * recall's row (light or heavy) picked, a personality switched on; in the referee's view the
 * die rolled and a recalled charger moved back to the hex he types, one step to undo, said
 * through SAID. A side's view judges the course on what that side may know (vd-board-side.h). */
typedef struct _VdBoardChargeLba VdBoardChargeLba;

VdBoardChargeLba *vd_board_charge_lba_new        (VdBoardSaid said, gpointer user_data);
void              vd_board_charge_lba_free       (VdBoardChargeLba *charge);
GtkWidget        *vd_board_charge_lba_get_widget (VdBoardChargeLba *charge);
/* The group for UNIT_ID (NULL: the top counter of HEX) in DOCUMENT; hidden for an enemy
 * counter in a side's view (SIDE not NULL), a counter that does not charge, or a game without
 * LBA's charges. */
void              vd_board_charge_lba_show       (VdBoardChargeLba *charge,
                                                  VdBoardDocument *document, gboolean has_hex,
                                                  VdHex hex, const char *unit_id,
                                                  const char *side);

G_END_DECLS
