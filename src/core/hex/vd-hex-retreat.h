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
  char     *unit;    /* a friend pushed on */
  VdHex     to;
  gboolean  off_map; /* pushed off the map (1914-RET-5), TO meaningless */
} VdHexPush;

typedef struct {
  gboolean   off_map;   /* out of the map (1914-RET-5: it comes back later) */
  VdHex      to;
  GPtrArray *pushes;    /* VdHexPush*, in the order they move (the farthest first) */
  char      *note;      /* what comes of it, in the user's language, or NULL */
  char      *rule;
  GArray    *path;      /* VdHex: the hexes before TO on a longer retreat (BN 25.3), or NULL */
  char      *formation; /* the formation it retreats in (BN 11.6c: column), or NULL */
  gboolean   if_reading; /* open only as the reading READING reads it (bn-i-rear) */
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
  gboolean   failure_eliminates;  /* else it stays, in FAILURE_STATE */
  char      *failure_state;       /* disorganized (1914-RET-2), routed (BN 25.3) */
  /* It does not retreat at all (BN 11.6c: a square ignores a 1-hex retreat), and why. */
  char      *stays;
  char      *stays_rule;
  /* What the answer needs and the module does not hold (LBA's retreat rules, a BN unit's
   * facing, a reading), in the user's language, and its rule; else NULL. */
  char      *unknown;
  char      *unknown_rule;
  char      *reading;             /* the reading that choices with if_reading wait for */
} VdHexRetreat;

/* Where UNIT_ID may be retreated HEXES hexes (1 in NaA and 1914; 1 or 2 in BN), or NULL with
 * ERROR for a counter not on the map, a game without a retreat policy, or another distance. */
VdHexRetreat *vd_hex_retreat      (const VdBoard *board, const VdHexRuleset *module,
                                   const char *unit_id, int hexes, GError **error);
/* The same for the loser of a melee that came from MELEE_FROM (BN 23.1k: out through the hex
 * opposite it), or BACK_TO, the hex a beaten attacker came from (23.1k: back into it first);
 * NULL for neither. */
VdHexRetreat *vd_hex_retreat_melee (const VdBoard *board, const VdHexRuleset *module,
                                    const char *unit_id, int hexes, const VdHex *melee_from,
                                    const VdHex *back_to, GError **error);
VdHexRetreat *vd_hex_retreat_copy (const VdHexRetreat *retreat);
void          vd_hex_retreat_free (VdHexRetreat *retreat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRetreat, vd_hex_retreat_free)

G_END_DECLS
