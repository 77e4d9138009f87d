#pragma once

#include "vd-reserve-view.h"
#include "vd-unit-dialog.h"
#include "vd-window.h"

G_BEGIN_DECLS

/* Placing and arranging armies: Place Units… (win.place-units) opens an order of battle into
 * the side panel's Reserve page, whose rows start placing their side's units one click each;
 * New Unit… (win.new-unit) describes one unit and places it; win.change-formation (the
 * formation's name), win.cycle-formation (F) and win.delete-units (Delete) act on the
 * selected units. */

/* Opens the order of battle FILE into the Reserve page and shows it. */
gboolean       vd_window_load_order_of_battle (VdWindow  *self,
                                               GFile     *file,
                                               GError   **error);
VdReserveView *vd_window_get_reserve_view     (VdWindow  *self);
/* The New Unit dialog while it is open, else NULL. */
VdUnitDialog  *vd_window_get_unit_dialog      (VdWindow  *self);

G_END_DECLS
