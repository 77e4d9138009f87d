#pragma once

#include "vd-board.h"

G_BEGIN_DECLS

/* `hex combats` on SETUP (the board file with its journal), ARGC the words left after the
 * command (the board's path): the combats the phase owes, and PLAN's (or PLAN_FILE's) check. */
int vd_cli_hex_combats (const VdBoard *setup, const VdHexRuleset *module, int argc,
                        gboolean json, const char *plan, const char *plan_file);

G_END_DECLS
