#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Retreats after combat (README "Combat on a board"), by the module's `retreat.policy`: every
 * hex a unit may be retreated into one hex away (NaA D11, 1914-RET-2), friends pushed on in a
 * chain where the rules allow it (D11, 1914-RET-3), the hexes refused with their rule, who
 * moves the unit (the victor, D11; its owner, 1914-RET-7) and what it comes to when there is no
 * way out (eliminated, D12; disorganized, 1914-RET-2). */

typedef struct {
  char  *unit;      /* a friend pushed on */
  VdHex  to;
} VdHexPush;

typedef struct {
  gboolean   off_map;   /* out of the map (1914-RET-5: it comes back later) */
  VdHex      to;
  GPtrArray *pushes;    /* VdHexPush*, in the order they move (the farthest first) */
  char      *note;      /* what comes of it, in the user's language, or NULL */
  char      *rule;
} VdHexRetreatChoice;

typedef struct {
  VdHex  hex;
  char  *rule;
  char  *why;
} VdHexRetreatRefusal;

typedef struct {
  char      *unit_id;
  char      *moved_by;      /* "victor" or "owner" */
  char      *moved_by_rule;
  GPtrArray *choices;       /* VdHexRetreatChoice* */
  GPtrArray *refused;       /* VdHexRetreatRefusal*, the hexes around it that are not choices */
  /* With no choice: what happens to it, in the user's language, and the rule. */
  char      *failure;
  char      *failure_rule;
  gboolean   failure_eliminates;  /* else it stays, disorganized (1914-RET-2) */
} VdHexRetreat;

/* Where UNIT_ID may be retreated HEXES hexes (1: the only distance these games use), or NULL
 * with ERROR for a counter not on the map, a game without a retreat policy, or another
 * distance. */
VdHexRetreat *vd_hex_retreat      (const VdBoard *board, const VdHexRuleset *module,
                                   const char *unit_id, int hexes, GError **error);
void          vd_hex_retreat_free (VdHexRetreat *retreat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRetreat, vd_hex_retreat_free)

G_END_DECLS
