#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-hex-stacking.h"
#include "vd-hex-supply.h"

G_BEGIN_DECLS

/* Movement on a board by the game's rules (help "Moving on a board"): least-cost paths over
 * hex × zone state, each step costing the terrain entered plus the hexside features crossed,
 * or a road's own cost from road hex to road hex; prohibited terrain, enemy hexes and zones of
 * control as the module's `movement:` and `zoc:` sections say, each with its rule. A cost the
 * module leaves `~` is never guessed: the step is reported as unknown, with what is missing. */

typedef struct {
  char   *rule;      /* a rule of the module */
  char   *by;        /* the hex, hexside or unit that brings it in */
  double  mp;        /* what it adds to the cost (0 for a stop or a ban) */
} VdHexMoveReason;

/* A hex the unit can reach: the least cost and the path to it. */
typedef struct {
  VdHex      hex;
  double     cost;
  GArray    *path;      /* VdHex, the unit's hex first */
  GPtrArray *reasons;   /* VdHexMoveReason*, step by step */
  gboolean   stop;      /* the unit must stop there (an enemy zone) */
} VdHexReached;

/* A step the rules refuse, or whose cost the module does not hold. */
typedef struct {
  VdHex   from;
  VdHex   hex;
  char   *rule;      /* the rule that refuses it, or that names the missing value; may be NULL */
  char   *why;       /* in the user's language */
} VdHexBlocked;

typedef struct {
  char      *unit_id;
  gboolean   has_allowance;
  double     allowance;
  /* While a reading the allowance depends on is not chosen (NaA's nightfall, FOG-2): ALLOWANCE
   * is the lenient reading's (the most points), ALLOWANCE_STRICT the strict one's, and
   * ALLOWANCE_READING the interpretation's id; the hexes that only the lenient reading reaches
   * are in UNKNOWN, with the modifier's rule. Otherwise the same as ALLOWANCE, and NULL. */
  double     allowance_strict;
  char      *allowance_reading;
  GPtrArray *reached;    /* VdHexReached*: the unit's hex first, then by cost */
  GPtrArray *unknown;    /* VdHexBlocked*: steps of unknown cost from a reached hex */
  GPtrArray *forbidden;  /* VdHexBlocked*: steps the rules refuse from a reached hex */
  /* What the costs above leave out (BN's facing, 13.1), or NULL; with its rule. */
  char      *caveat;
  char      *caveat_rule;
  /* A forced march: the points added to the allowance, what comes of it, and the rule. */
  int        forced;
  char      *forced_note;
  char      *forced_rule;
  /* What changed the printed allowance this turn (NaA FOG-4: fog or night, 1 point less;
   * 1914-SUP-2, not operational, 2 less): VdHexMoveReason*, `by` the turn or the unit. */
  GPtrArray *allowance_reasons;
  /* The unit's line of communication (1914-SUP-1), NULL in a game without. */
  VdHexSupply *supply;
  /* Where a rail move takes it (1914-RAIL-1: from an HQ to any other, then a hex more), each
   * VdHexReached with no cost, its path through the HQ and the rule by that HQ; empty in a game
   * without rail, or when the unit does not start on an HQ. */
  GPtrArray  *rail;
  /* The formation it moves in (BN 11.1), NULL: none; and the one it took first when asked. */
  char       *formation;
  /* BN 10.5b: hexes out of its commander's radius it reaches all the same on a divisional
   * order (VdHexBlocked*, the order's rule and why); those refused by 10.5a are in FORBIDDEN. */
  GPtrArray  *free_of_radius;
} VdHexReach;

/* What a reach or a move asks beyond the unit and the hexes. */
typedef struct {
  int         forced;       /* a forced march of that many extra points, 0: none */
  const char *formation;    /* a formation to take on the way (BN 11.0a, 16.1b), NULL: none */
  guint       change_at;    /* where: 0 at the start, K at the K-th hex of VIA, N_VIA + 1 at TO
                             * (a reach: at the start always) */
  const char *free_of_radius; /* BN 10.5b: the rule that frees it of its usual command radius
                               * (a divisional order the caller found), NULL: none */
  const char *pinned;         /* BN 10.1h: the rule that pins it (a corps HQ with no order in
                               * force, found by the caller), NULL: none; and why */
  const char *pinned_why;
  const char *across;         /* LBA-DRAG-1: the neighbour of TO (a label) whose hexside the
                               * move seats an Sk regiment on (reading lba-i-sk-move:
                               * moves-in-mode), NULL: none; a move only */
  const char * const *spread; /* LBA-VIN-3: the vineyard hexes (labels, NULL-terminated) a
                               * battalion holds besides TO, NULL: none; a move only */
} VdHexMoveAsk;

/* Every hex UNIT_ID can reach this phase (its allowance; every hex it could reach at all when
 * the allowance is not given), or NULL with ERROR for a unit not on the board. */
VdHexReach *vd_hex_reach      (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, GError **error);
/* The same on a forced march of FORCED extra points (`movement.forced_march`: 1914-FM-1 up to 3,
 * the disorganization roll from its chart; BN 18.0 up to 6, infantry): NULL with ERROR when the
 * game has none, or not that many, or not for that unit. */
VdHexReach *vd_hex_reach_forced (const VdBoard *board, const VdHexRuleset *module,
                                 const char *unit_id, int forced, GError **error);
/* The same as ASK says (NULL: nothing more): with a formation, it takes it first, paying the
 * change and moving on with the points left rescaled (BN 16.1b); NULL with ERROR for a
 * formation its class may not take, or the one it is in. */
VdHexReach *vd_hex_reach_ask  (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, const VdHexMoveAsk *ask, GError **error);
void        vd_hex_reach_free (VdHexReach *reach);

typedef enum {
  VD_HEX_MOVE_LEGAL,
  VD_HEX_MOVE_ILLEGAL,
  VD_HEX_MOVE_UNKNOWN,     /* a cost on the way is not in the module: the referee rules */
} VdHexMoveVerdict;

/* A move to TO, through VIA (N_VIA hexes, in order) when given. */
typedef struct {
  char             *unit_id;
  VdHexMoveVerdict  verdict;
  gboolean          has_allowance;
  double            allowance;
  /* As for the reach: a path within ALLOWANCE but not ALLOWANCE_STRICT is UNKNOWN, and WHY
   * names the reading. */
  double            allowance_strict;
  char             *allowance_reading;
  double            cost;      /* of the path found (known steps only when UNKNOWN) */
  GArray           *path;      /* VdHex, the unit's hex first; as far as it goes */
  GPtrArray        *reasons;   /* VdHexMoveReason*: what each step costs, and what refused */
  char             *why;       /* not legal: why, in the user's language; else NULL */
  /* A legal move: the stacking where it ends (a limit checked when the phase ends, NaA B13:
   * over it, the move is still made, and said). */
  VdHexStack       *stacking;
  int               forced;      /* as for the reach */
  char             *forced_note;
  char             *forced_rule;
  GPtrArray        *allowance_reasons;
  VdHexSupply      *supply;      /* as for the reach */
  gboolean          rail;        /* a legal move by rail (1914-RAIL-1): no cost */
  int               facing;      /* where it faces at the end (BN 13), -1: no facing */
  /* A formation taken on the way (BN 11.0a): the one it ends in, where it changed, and the
   * points left once rescaled (16.1b; -1: no allowance known). NULL when it kept its own. */
  char             *formation;
  VdHex             formation_hex;
  double            formation_left;
  /* LBA-DRAG-1: an Sk regiment the move takes off its hexside: said, with its rule; else NULL. */
  char             *left_hexside;
  char             *left_hexside_rule;
  /* LBA-DRAG-1: the neighbour of TO whose hexside the move seats it on (ASK's across, allowed),
   * and what it says; else NULL. */
  char             *across;
  char             *seated;
  /* LBA-VIN-3: the vineyard hexes it holds besides TO (ASK's spread, allowed), labels, and
   * what it says; a spread battalion moved without them gathers, said in GATHERED; else NULL. */
  GStrv             spread;
  char             *spread_note;
  char             *gathered;
} VdHexMove;

VdHexMove  *vd_hex_move       (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, const VdHex *via, guint n_via, VdHex to,
                               GError **error);
VdHexMove  *vd_hex_move_forced (const VdBoard *board, const VdHexRuleset *module,
                                const char *unit_id, const VdHex *via, guint n_via, VdHex to,
                                int forced, GError **error);
/* The same as ASK says (NULL: nothing more); NULL with ERROR as for the reach, or for a change
 * at no hex of the move. */
VdHexMove  *vd_hex_move_ask   (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, const VdHex *via, guint n_via, VdHex to,
                               const VdHexMoveAsk *ask, GError **error);
void        vd_hex_move_free  (VdHexMove *move);

/* Why UNIT, in its state and in formation FROM (NULL: not given), may not take formation TO by
 * the module's `special.formations.forming` (BN 11.6a: square only from line or column, never
 * disorganized or routed), with its RULE; NULL when it may. */
char       *vd_hex_move_formation_refusal (const VdHexRuleset *module, const VdBoardUnit *unit,
                                           const char *from, const char *to, const char **rule);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexReach, vd_hex_reach_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexMove, vd_hex_move_free)

G_END_DECLS
