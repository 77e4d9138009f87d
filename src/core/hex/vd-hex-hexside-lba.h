#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-ruleset.h"

G_BEGIN_DECLS

/* LBA's Russian dragoons set on a hexside in Sk mode (help "LBA's special units and the
 * Santon", the module's `special.russian_dragoons.sk`): a cavalry counter sits across the
 * hexside between its hex and a neighbour, counting its share in both (LBA-DRAG-1), only
 * between hexes of clear or pine forest (LBA-DRAG-4). What the board file's `across` key,
 * a move event's `across`, `hex hexside` and the app all ask. */

/* LBA-DRAG-1, LBA-DRAG-4: why UNIT may not sit on the hexside between its hex and ACROSS on
 * BOARD (NULL: it may), *RULE the rule that refuses (NULL for a game without such counters
 * or a hex that is not a neighbour). */
char *vd_hex_sk_hexside_refusal (const VdBoard *board, const VdHexRuleset *module,
                                 const VdBoardUnit *unit, VdHex across, const char **rule);

typedef struct {
  char      *unit;
  char      *hex;         /* its hex's label */
  char      *across;      /* the neighbour's */
  gboolean   legal;
  char      *why;         /* refused: why, by RULE */
  char      *rule;
  int        increments;  /* LBA-DRAG-1: counted in each hex, 0 when its strength is not given */
  GPtrArray *reasons;     /* VdHexOddsReason*, when legal */
} VdHexSkHexside;

/* Whether UNIT_ID may sit across to ACROSS (a hex label); NULL with ERROR for a game without
 * such counters, a counter not on the map, or a label that is not a neighbour of its hex. */
VdHexSkHexside *vd_hex_sk_hexside       (const VdBoard *board, const VdHexRuleset *module,
                                         const char *unit_id, const char *across,
                                         GError **error);
void            vd_hex_sk_hexside_free  (VdHexSkHexside *answer);
/* The move event that seats it there, in its own hex (what `hex hexside --apply` and the app
 * record); NULL when it is refused. */
VdBoardEvent   *vd_hex_sk_hexside_event (const VdBoard *board, const VdHexSkHexside *answer);

/* LBA-DRAG-1: what a move of UNIT does to its Sk mode: one sitting on a hexside leaves it (the
 * move's event has no `across`; the seed says no more), said in the user's language with its
 * rule in *RULE; NULL for a counter not on a hexside. */
char           *vd_hex_sk_leaves        (const VdBoard *board, const VdHexRuleset *module,
                                         const VdBoardUnit *unit, const char **rule);

/* LBA-DRAG-1: how an Sk regiment moves on its hexside, as the owner reads lba-i-sk-move, or the
 * module's default (ours, not the seed's) with *DEFAULTED TRUE while he has not chosen; NULL
 * for a game without the reading. */
const char     *vd_hex_sk_move_reading  (const VdHexRuleset *module, gboolean *defaulted);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexSkHexside, vd_hex_sk_hexside_free)

G_END_DECLS
