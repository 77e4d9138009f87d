#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* A counter leaving the map of its own accord (help "Leaving the map"), for the games whose
 * module gives `special.off_map` (NaA F1–F8): from a hex on an edge, for one more movement
 * point (F7) within its allowance this phase; by an edge its side may use it has fled (F4: the
 * demoralization track moves), by the Vienna road's hexes an Austro-Russian has gone to Vienna
 * (F5: no track moves, 1 VP), by any other edge it is eliminated (F8). */

typedef enum {
  VD_HEX_EXIT_FLED,
  VD_HEX_EXIT_VIENNA,
  VD_HEX_EXIT_ELIMINATED,
} VdHexExitKind;

typedef struct {
  VdHexExitKind  kind;
  char          *rule;
  char          *why;       /* in the user's language */
  char          *missing;   /* whether it has the point left is not known, or NULL */
  char          *missing_rule;
} VdHexExit;

/* UNIT_ID leaving BOARD now; NULL with ERROR for a game without off-map movement, a counter
 * not on the map, not on an edge, or without the point it costs. */
VdHexExit *vd_hex_exit      (const VdBoard *board, const VdHexRuleset *module,
                             const char *unit_id, VdHex start, GError **error);
void       vd_hex_exit_free (VdHexExit *exit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexExit, vd_hex_exit_free)

G_END_DECLS
