#pragma once

#include <glib.h>

#include "vd-board.h"

G_BEGIN_DECLS

/* Retreats after combat (help "Combat on a board"), by the module's `retreat.policy`: every
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
  /* BN 25.3d: the hex would be over the stacking limit with it there, and every unit in it
   * would rout: why, in the user's language, and the rule; else NULL. */
  char      *routs;
  char      *routs_rule;
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
  /* BN 25.3b: the other counters of its stack, which retreat as many hexes (NULL-ended, empty
   * when alone), and the rule; NULL where the game does not say. */
  char     **stack;
  char      *stack_rule;
  /* BN 15.1f: it stands in enemy zones of opportunity fire or reaction charge, which its
   * retreat, being involuntary, does not trigger: said, in the user's language; else NULL. */
  char      *no_reaction;
  char      *no_reaction_rule;
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
/* BN 25.3b: IDS (NULL-ended) asked to retreat HEXES[i] hexes each; FALSE with ERROR naming the
 * rule, the two counters and their hex when two of one stack are asked different distances.
 * TRUE in a game that does not say (no `stack_rule`). */
gboolean      vd_hex_retreat_same_distance (const VdBoard *board, const VdHexRuleset *module,
                                            const char * const *ids, const int *hexes,
                                            GError **error);
/* IDS (NULL-ended, one stack or part of it) retreated HEXES hexes together into TO, one of the
 * choices vd_hex_retreat lists for each, as the journal events of one step: the moves through
 * their hexes (BN 25.3), a square's column (11.6c), and a hex the retreat leaves over the
 * stacking limit routed at once (BN 25.3d); REASONS (VdHexOddsReason*) says each. NULL with
 * ERROR naming the choices for a TO that is not one, or what the answer lacks. */
GPtrArray    *vd_hex_retreat_events (const VdBoard *board, const VdHexRuleset *module,
                                     const char * const *ids, int hexes, VdHex to,
                                     GPtrArray *reasons, GError **error);
/* IDS (NULL-ended) asked to retreat HEXES hexes with no way out, as the events of one step:
 * each eliminated or put in the answer's failure state (`failure_rule` as the note: BN 25.3a,
 * or 16.2c by reading bn-i-forced-prohibited), said in REASONS. NULL with ERROR when one has a
 * way out (its owner chooses it) or no failure to record. */
GPtrArray    *vd_hex_retreat_failure_events (const VdBoard *board, const VdHexRuleset *module,
                                             const char * const *ids, int hexes,
                                             GPtrArray *reasons, GError **error);
void          vd_hex_retreat_free (VdHexRetreat *retreat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRetreat, vd_hex_retreat_free)

G_END_DECLS
