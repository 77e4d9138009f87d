#pragma once

#include <adwaita.h>

#include "vd-board-record.h"

G_BEGIN_DECLS

/* More of BN's command rows for the board panel's "Orders" group (help "BN's orders and
 * initiative"): a divisional order dropped once its division is back within its corps' radius
 * (10.5b, as `hex order --drop`), a wing's stoppage test (10.3c, as `hex stoppage --rank wing`)
 * and the Desertion Table roll a unit owes after its corps' emergency retreat (10.4, 21.1, as
 * `hex desertion`), through the same core calls and `order` events as the command line. */

/* The rows for UNIT added to G (its document and counter set): the drop of the divisional order
 * it carries out, and the desertion roll it owes. */
void        vd_board_command_add_rows     (VdBoardGroup *g, const VdBoardUnit *unit);
/* A switch row "A Wing" under EXPANDER, the stoppage test's: its switch. */
GtkSwitch  *vd_board_command_add_wing_row (AdwExpanderRow *expander);
/* The rank the stoppage test asks of the core: the module's wing rank while WING is on, else
 * NULL (the board's). */
const char *vd_board_command_rank         (GtkSwitch *wing, const VdHexRuleset *module);

G_END_DECLS
