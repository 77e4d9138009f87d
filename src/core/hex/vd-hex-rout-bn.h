#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* BN's rout move (`retreat.rout_move`, help "BN's rout moves"): a routed stack not rallied
 * in its own rally phase and under 6 hexes from an enemy counter retreats at once, hex by hex
 * through hexes a retreat may enter (25.3, 16.2c), until 6 or more from every one (25.1b,
 * 25.5 E), its command radius aside; with no such way its roster's empty boxes become
 * casualties and it is eliminated. Which ways count is reading bn-i-rout-path. */

typedef struct {
  VdHex    hex;
  int      hexes;      /* the length of its way */
  GArray  *path;       /* VdHex, the way from the unit's hex to HEX, both included */
  gboolean if_reading; /* only as bn-i-rout-path reads first-safe, which is not chosen */
} VdHexRoutEnd;

typedef struct {
  char      *unit_id;
  GStrv      stack;           /* the routed counters that rout together, UNIT_ID first */
  char      *rule;            /* 25.1b */
  int        min_hexes;       /* 6 */
  char      *nearest_enemy;   /* NULL: no enemy counter on the map */
  int        nearest_hexes;
  gboolean   must_rout;
  char      *why;             /* must rout or not, and why, in the user's language */
  GPtrArray *ends;            /* VdHexRoutEnd*, where the rout may end, nearest first */
  gboolean   eliminated;      /* it must rout and no way is open */
  char      *reading;         /* bn-i-rout-path when an end waits for it */
  char      *when;            /* not its own rally phase: why, or NULL */
  char      *when_rule;
  gboolean   to_given;
  VdHex      to;
  gboolean   legal;           /* TO is an end the reading allows */
  char      *to_why;          /* TO refused: why */
  GPtrArray *reasons;         /* VdHexOddsReason*, what was applied */
} VdHexRout;

/* UNIT_ID's rout move on BOARD, to TO when not NULL; NULL with ERROR for a unit not on the map,
 * not routed, or a game without the rule. */
VdHexRout *vd_hex_rout_bn        (const VdBoard *board, const VdHexRuleset *module,
                                  const char *unit_id, const VdHex *to, GError **error);
/* The events of ROUT as one step: its stack moved to TO (or its only end), or its boxes marked
 * as casualties and it eliminated; NULL with ERROR when it may not be applied. */
GPtrArray *vd_hex_rout_bn_events (const VdBoard *board, const VdHexRuleset *module,
                                  const VdHexRout *rout, GError **error);
void       vd_hex_rout_free      (VdHexRout *rout);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRout, vd_hex_rout_free)

G_END_DECLS
