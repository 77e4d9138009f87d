#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* An order of battle file (`kind: order-of-battle`): the commands and units a referee places on
 * the table from the app. It holds what a table's `commands:` and `units:` hold, without the
 * units' place on the table:
 *
 *   vedette: 1
 *   kind: order-of-battle
 *   title: "Compans' 5th Division"                  # optional
 *   commands:                                       # optional, as a table's
 *     - {id: fr-5d, name: "5e division", kind: division, side: french}
 *   units:
 *     - id: fr-57e-1                                # unique among commands and units
 *       name: "I/57e de ligne"                      # optional, default the id
 *       side: french
 *       arm: infantry
 *       formation: line                             # one the arm may take
 *       figures: 24
 *       bases: 6                                    # optional: else from the figures
 *       base: [40, 30]                              # optional: else the ruleset's
 *       calibre: 6                                  # artillery only, optional
 *       howitzer: false                             # artillery only, optional
 *       command: fr-5d                              # optional, a command of its side
 *
 * No `at`, `facing`, `frontage` or `depth`: the footprint follows from the bases (`bases`, else
 * the figures over the figures of a base) in the formation at the scale asked for. Errors read
 * "FILE:LINE:COLUMN: error: TEXT" as a table's. */
typedef struct {
  char      *title;     /* "" when the file has none */
  GPtrArray *commands;  /* VdCommand*, file order */
  GPtrArray *units;     /* VdUnit*, file order; not placed: at (0, 0), facing 0 */
} VdOrderOfBattle;

/* Reads PATH against RULESET (formations allowed, bases), the footprints at SCALE. */
VdOrderOfBattle *vd_order_of_battle_load (const char *path, const VdRuleset *ruleset,
                                          VdScale scale, GError **error);
void             vd_order_of_battle_free (VdOrderOfBattle *oob);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdOrderOfBattle, vd_order_of_battle_free)

G_END_DECLS
