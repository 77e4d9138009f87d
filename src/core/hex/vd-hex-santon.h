#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* LBA's Santon earthworks (help "LBA's special units and the Santon"; the module's
 * `special.santon`): an earthwork hex has 2 front hexsides, each marked on the board by the
 * hexside feature `front_feature` (earthwork-front), and 4 rear ones (LBA-SANTON-2). Which
 * side a move, a fire or an assault comes through decides what the rules allow: entry through
 * the rear only (LBA-SANTON-3), fire defence 10 through the front and 6 through the rear
 * (LBA-SANTON-2), the batteries firing through the front only (LBA-SANTON-5), an assault
 * through the front at -12 and infantry halved, through the rear as into clear (LBA-SANTON-6). */

typedef enum {
  VD_HEX_SANTON_NOT_WORK,   /* the hex is not an earthwork, or the two hexes are not neighbours */
  VD_HEX_SANTON_FRONT,
  VD_HEX_SANTON_REAR,
  VD_HEX_SANTON_EITHER,     /* a line along a hexspine of the work, between a front and a rear */
} VdHexSantonSide;

/* Whether the game has earthworks at all, and whether HEX is one. */
gboolean         vd_hex_santon_applies   (const VdHexRuleset *module);
gboolean         vd_hex_santon_is_work   (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex hex);
/* The side of the earthwork WORK that a line between it and OTHER crosses: the hexside
 * between them for a neighbour, else the sides the line from WORK to OTHER leaves by. */
VdHexSantonSide  vd_hex_santon_side      (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex work, VdHex other);
/* WORK's neighbours beyond its front and its rear hexsides (VdHex each), the front's in the
 * order of the grid's directions. */
void             vd_hex_santon_sides     (const VdBoard *board, const VdHexRuleset *module,
                                          VdHex work, GArray *front, GArray *rear);
/* LBA-SANTON-2: the fire defence through SIDE (front or rear), and the rule; FALSE for a side
 * that is neither, or a module without the values. */
gboolean         vd_hex_santon_fire_defence (const VdHexRuleset *module, VdHexSantonSide side,
                                             int *value, const char **rule);
/* LBA-SANTON-1: whether UNIT is one of the Santon's batteries, which never limber, move or
 * turn: a counter of the class `special.santon.still` names standing in a work (a board does
 * not mark which batteries are the Santon's), with the rule in *RULE (may be NULL); and why, in
 * the user's language. */
gboolean         vd_hex_santon_battery   (const VdBoard *board, const VdHexRuleset *module,
                                          const VdBoardUnit *unit, const char **rule);
char            *vd_hex_santon_battery_why (const VdBoardUnit *unit);
/* The module's word at `special.santon.PATH`, or NULL. */
const char      *vd_hex_santon_word      (const VdHexRuleset *module, const char *path);

G_END_DECLS
