#pragma once

#include <adwaita.h>

#include "vd-board-document.h"
#include "vd-board-record.h"
#include "vd-hex-orders-bn.h"

G_BEGIN_DECLS

/* The board panel's "Orders" group (help "BN's orders and initiative"): for a BN officer or
 * HQ, the lines of the order sheet he sent or received, each with its state (10.1d), the roll
 * the command phase owes it (an acceptance or a delay, 10.1f) to record, and an order to write
 * to another officer of his side (10.1a-c). Shown to the referee and to the officer's own side,
 * never to the other (9.0). Each step recorded is told through SAID. */
typedef struct _VdBoardOrders VdBoardOrders;

VdBoardOrders *vd_board_orders_new        (VdBoardSaid said, gpointer user_data);
void           vd_board_orders_free       (VdBoardOrders *orders);
GtkWidget     *vd_board_orders_get_widget (VdBoardOrders *orders);
void           vd_board_orders_show       (VdBoardOrders *orders, VdBoardDocument *document,
                                           gboolean has_hex, VdHex hex, const char *unit_id,
                                           const char *side);
/* WHY ANSWER (a VdHexOrderAnswer) may not be recorded, with the first thing missing that stands
 * in its way. */
char          *vd_board_orders_refusal    (const VdHexOrderAnswer *answer, const GError *why);

G_END_DECLS
