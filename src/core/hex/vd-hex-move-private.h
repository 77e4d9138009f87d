/* What the move files share: the Mover, the search's states and steps, the helpers. */
#pragma once

#include "vd-hex-move.h"
#include "vd-hex-zoc.h"

G_BEGIN_DECLS

/* What the search knows of the unit, the game and the zones (computed once per hex). */
typedef struct {
  const VdBoard       *board;
  const VdHexRuleset  *module;
  const VdBoardUnit   *unit;
  guint                class_index;
  VdHexZocModel        zoc;
  gboolean             ignores_zoc;   /* a class the module exempts (1914's HQs) */
  GHashTable          *zones;         /* hex key → ZONE_* + 1 */
  /* The board indexed once for the search: who stands where, what lies on each hexside. */
  GHashTable          *occupants;     /* hex key → OCCUPIED_* flags */
  GHashTable          *features;      /* side key → GPtrArray of const VdBoardHexside* */
  GHashTable          *roads;         /* side key → GPtrArray of road types (const char*) */
  /* Its line of communication (1914-SUP-1), NULL in a game without; `out` when it has none. */
  VdHexSupply         *supply;
  gboolean             out;
  /* Facing (BN 13.1-13.2, `movement.facing`): whether it counts for this unit, what turning
   * from one facing to another costs (0-5 hexsides, 6-11 vertices; row FACING_ANY: a start
   * facing not given, any), and the facing of the friends already in each hex (13.2b). */
  gboolean             facing_on;
  double               turn[13][12];
  /* How each least turn is made (13.1a, c, d): a single turn's kind (0 a hexside, 1 a hexside
   * to a vertex, 2 a vertex to a hexside, 3 about; -1 none), else the facing it passes. */
  signed char          turn_kind[12][12];
  signed char          turn_via[12][12];
  const char          *turn_rules[4];
  /* Row FACING_ANY as a start facing or its reverse, at no cost (BN 13.1b): the two. */
  gboolean             either;
  int                  either_of[2];
  GHashTable          *stack_facing;  /* hex key → facing + 1 */
  /* The formation it moves in (BN 11.1), the counter's unless changed on the way; NULL: none. */
  const char          *formation;
} Mover;

/* A start facing the board does not give: counted from the best. */
#define FACING_ANY 12

enum { OCCUPIED_FRIEND = 1, OCCUPIED_ENEMY = 2 };

enum { ZONE_FREE, ZONE_ENEMY, ZONE_DOUBT };

/* What a step costs and why, kept without text during the search: the rule (the module's own
 * string) and the hex or hexside that brings it in, printed only for the answer. */
typedef struct {
  const char *rule;
  gboolean    on_side;
  VdHex       hex;
  VdHexside   side;
  double      mp;
} StepReason;

/* What this turn does to the allowance (`movement.allowance_modifiers`, 1914-SUP-2): the
 * points added under the readings that give the most and the fewest, which differ while a
 * reading they depend on is not chosen (NaA's nightfall, FOG-2). */
typedef struct {
  double      lenient;
  double      strict;
  const char *reading;          /* the open reading that makes them differ (the first), or NULL */
  const char *rule;             /* the rule of the modifier that depends on it */
  const char *lenient_option;   /* the reading's options that give the most and the fewest */
  const char *strict_option;
} AllowanceChange;

/* A state of the search: a hex, and whether the unit has left an enemy zone (1914-ZOC-3). */
typedef struct _Node Node;
struct _Node {
  VdHex      hex;
  gboolean   left;
  int        facing;    /* -1: none; 0-11 (BN 13); FACING_ANY */
  double     cost;
  Node      *prev;
  GArray    *reasons;   /* StepReason of the step that led here */
  gboolean   stop;
  gboolean   done;
  guint      heap_index;
};

typedef enum {
  STEP_OK,
  STEP_FORBIDDEN,
  STEP_UNKNOWN,
} StepKind;

typedef struct {
  StepKind   kind;
  double     mp;
  GArray    *reasons;   /* StepReason */
  gboolean   stop;
  gboolean   left;
  gboolean   road;      /* along a road, at the road's cost: facing costs nothing (13.2c) */
  char      *rule;      /* forbidden or unknown: the rule, may be NULL */
  char      *why;
} Step;

typedef struct {
  Mover       mover;
  GHashTable *nodes;      /* key → Node* (owned) */
  GPtrArray  *settled;    /* Node*, in the order settled */
  GPtrArray  *unknown;    /* VdHexBlocked* */
  GPtrArray  *forbidden;  /* VdHexBlocked* */
} Search;

/* The keys of the search's tables: a hex (and whether a zone was left), a hexside. */
static inline gint64
vd_hex_move_hex_key (VdHex hex, gboolean left)
{
  return ((gint64) (hex.q + (1 << 20)) << 22) | ((gint64) (hex.r + (1 << 20)) << 1) | (left != 0);
}

static inline gint64
vd_hex_move_side_key (VdHexside side)
{
  return ((gint64) (side.hex.q + (1 << 20)) << 24) | ((gint64) (side.hex.r + (1 << 20)) << 2) |
         side.direction;
}

/* vd-hex-move.c: the answer's reasons and the hexes reached, as the public API frees them. */
void               vd_hex_move_reason_free       (VdHexMoveReason *reason);
void               vd_hex_move_add_reason        (GPtrArray *reasons, const char *rule, char *by,
                                                  double mp);
void               vd_hex_move_reached_free      (VdHexReached *reached);

/* vd-hex-move-step.c: the Mover, the module's values, and what one step costs. */
gboolean           vd_hex_move_mover_init        (Mover *m, const VdBoard *board,
                                                  const VdHexRuleset *module, const char *unit_id,
                                                  GError **error);
void               vd_hex_move_mover_clear       (Mover *m);
const VdYamlNode  *vd_hex_move_lookup            (const VdHexRuleset *module, const char *path);
int                vd_hex_move_occupied          (const Mover *m, VdHex hex);
int                vd_hex_move_zone_of           (Mover *m, VdHex hex);
void               vd_hex_move_hex_reason        (GArray *reasons, const char *rule, VdHex hex,
                                                  double mp);
void               vd_hex_move_step_into         (Mover *m, const Node *from, gboolean at_start,
                                                  VdHex b, Step *step);
void               vd_hex_move_step_clear        (Step *step);

/* vd-hex-santon.c: LBA's earthworks (LBA-SANTON-3). Whether the step from A into B enters an
 * earthwork through a front hexside, refused in STEP; and a step through a rear hexside costed
 * as the owner reads lba-i-santon-entry (the chart's cost, or a clear-terrain move). */
gboolean           vd_hex_move_santon_refuses    (Mover *m, VdHex a, VdHex b, Step *step);
void               vd_hex_move_santon_rear       (Mover *m, VdHex a, VdHex b, Step *step);
/* LBA-SANTON-1: a Santon battery never moves: every step refused in STEP. */
gboolean           vd_hex_move_santon_still      (Mover *m, Step *step);
/* vd-hex-hexside-lba.c: LBA-DRAG-1 and reading lba-i-sk-move: a step of an Sk regiment on its
 * hexside refused (it leaves the mode first) or of a cost not given (it moves in the mode, or
 * the reading is open), set in STEP; FALSE when the reading lets it move as cavalry. */
gboolean           vd_hex_move_sk_step           (Mover *m, Step *step);
/* LBA-DRAG-1 and reading lba-i-sk-move's moves-in-mode: MOVE of UNIT_ID to TO seating it on
 * the hexside toward ACROSS (a label; NULL: none), checked as `hex hexside` checks (refused:
 * MOVE illegal, the rule and reading named), or, without ACROSS, taking a seated regiment out
 * of the mode at the cost the owner enters (`sk.move.leave_cost`) or, while he has not, named
 * as not given. FALSE with ERROR for a game without such counters or a label off the board. */
gboolean           vd_hex_move_sk_seat           (const VdBoard *board,
                                                  const VdHexRuleset *module,
                                                  const char *unit_id, VdHex to,
                                                  const char *across, VdHexMove *move,
                                                  GError **error);
/* vd-hex-vineyard-lba.c, LBA-VIN-2 and LBA-VIN-3: MOVE of UNIT_ID to TO spreading it over
 * SPREAD (labels, NULL-terminated; NULL: none), checked as the board's `spread` is (refused:
 * MOVE illegal, with the rule), or, without SPREAD, a spread battalion gathering into TO, said.
 * FALSE with ERROR for a game without spread battalions or a label off the board. */
gboolean           vd_hex_move_vineyard_spread   (const VdBoard *board,
                                                  const VdHexRuleset *module,
                                                  const char *unit_id, VdHex to,
                                                  const char * const *spread, VdHexMove *move,
                                                  GError **error);
/* STEP blocked as KIND (refused, or of unknown cost) by RULE, WHY taken. */
void               vd_hex_move_set_blocked       (Step *step, StepKind kind, const char *rule,
                                                  char *why);
/* vd-hex-pheasantry.c: LBA's Pheasantry for artillery (`special.fasanerie.prolonge`): whether
 * the step from A into B is refused (LBA-STK-9: only across the wall, unlimbered; LBA-FAS-1:
 * one hex in; LBA-FAS-4: a battery in stays) or allowed at a cost not given, set in STEP. */
gboolean           vd_hex_move_pheasantry_step   (Mover *m, VdHex a, VdHex b, Step *step);

/* vd-hex-move-ground.c: the rule citing frozen ground ID (`special.winter`, LBA-ICE-1) or NULL;
 * the ground TERRAIN moves as (`movement.moves_as`, NaA ICE-1); a class's own rates cited at B
 * (`movement.own_rates`, LBA-MOV-15); a bridge among the hexside's IDS as the owner reads it
 * (`movement.bridge`, LBA-MOV-8): STEP_UNKNOWN with BLOCKED and WHY while not read. */
const char        *vd_hex_move_frozen_rule       (const Mover *m, const char *id);
const VdHexTerrain *vd_hex_move_moves_as         (const Mover *m, const VdHexTerrain *terrain);
void               vd_hex_move_own_rates         (const Mover *m, VdHex b, GArray *reasons);
StepKind           vd_hex_move_bridge_policy     (const Mover *m, GPtrArray *ids, GArray *kept,
                                                  double *total, GArray *reasons,
                                                  const char **blocked, char **why);

/* vd-hex-move-facing.c: facing (BN 13). */
void               vd_hex_move_facing_init       (Mover *m);
/* BN 26.2: UNIT's class has no facing (`movement.facing.none_for`): the rule the module gives
 * it (`none_rules`) added to REASONS, by the unit, at no cost. */
void               vd_hex_move_facing_none_reason (const VdHexRuleset *module,
                                                   const VdBoardUnit *unit, GPtrArray *reasons);
int                vd_hex_move_start_facing      (const Mover *m);
gboolean           vd_hex_move_facing_front      (int facing, int d);
guint              vd_hex_move_facing_options    (int facing, int d, int options[4]);
/* The turn from FROM to TO in HEX said in REASONS, each single turn by its rule (13.1a, c, d). */
void               vd_hex_move_turn_reasons      (const Mover *m, int from, int to, VdHex hex,
                                                  GArray *reasons);

/* vd-hex-move-allowance.c: the turn's allowance and forced march, the minimum move (BN 16.1e)
 * and rail (1914-RAIL-1). */
void               vd_hex_move_allowance_change  (const Mover *m, GPtrArray *reasons,
                                                  AllowanceChange *change);
char              *vd_hex_move_allowance_why     (const AllowanceChange *change);
/* The allowance from the printed BASE, FORCED points and the turn's CHANGE, with the counter's
 * state's share where the module gives one (1914-RES-3): LENIENT and STRICT, CHANGE naming the
 * reading that makes them differ. */
void               vd_hex_move_allowance_total   (const Mover *m, double base, int forced,
                                                  AllowanceChange *change, GPtrArray *reasons,
                                                  double *lenient, double *strict);
gboolean           vd_hex_move_forced_march      (const Mover *m, int forced, char **note,
                                                  char **rule, GError **error);
GPtrArray         *vd_hex_move_minimum_move      (Search *s, const Node *first, double allowance);
GPtrArray         *vd_hex_move_rail_destinations (Mover *m);

/* vd-hex-move-formation.c: formations (BN 11.0-11.2, 16.1b). */
gboolean           vd_hex_move_formation_mp      (const Mover *m, const VdHexTerrain *terrain,
                                                  StepKind *kind, double *mp, char **why);
gboolean           vd_hex_move_formation_stuck   (const Mover *m, const char **rule, char **why);
gboolean           vd_hex_move_state_stuck       (const Mover *m, const char **rule, char **why);
/* The allowance of UNIT_CLASS in FORMATION by the module's table, -1 when not given. */
double             vd_hex_move_formation_allowance (const VdHexRuleset *module,
                                                    const char *unit_class,
                                                    const char *formation);
gboolean           vd_hex_move_base_allowance    (const Mover *m, double *allowance,
                                                  GPtrArray *reasons);
/* The unit of M, in M's formation with LEFT points (-1: no allowance known), takes formation
 * TO: the change's COST paid, then what is left rescaled (16.1b), EXTRA (the turn's changes)
 * counted in both allowances; each in REASONS. Not LEGAL: RULE and WHY say what refused it or
 * what is missing. */
/* What facing a unit going from formation FROM to TO may take for free, with its rule
 * (`special.formations.leaving`): any (BN 11.6e: out of square into line or column), its own
 * or its reverse (13.1b: artillery changing formation), or none (NULL). */
typedef enum {
  FREE_FACING_NONE,
  FREE_FACING_ANY,
  FREE_FACING_ABOUT,
} FreeFacing;

FreeFacing         vd_hex_move_formation_free_facing (const VdHexRuleset *module,
                                                      const char *from, const char *to,
                                                      const char **rule);
/* Row FACING_ANY of M's turns made FACING or its reverse, at no cost (BN 13.1b). */
void               vd_hex_move_facing_either (Mover *m, int facing);
VdHexMoveVerdict   vd_hex_move_formation_change  (const Mover *m, const char *to, double extra,
                                                  double *left, double *cost,
                                                  GPtrArray *reasons, char **rule, char **why);

/* Frees a VdHexBlocked (NULL: nothing). */
void        vd_hex_move_blocked_free    (VdHexBlocked *blocked);
/* BN 10.1h, 10.5a, 10.5b: for each of the N_TO hexes TO, NULL where UNIT_ID may move there for
 * the command rules, else a VdHexBlocked (FROM left unset): ASK's PINNED rule for a pinned
 * corps HQ (10.1h); the radius rule out of its commander's radius (10.5a); or, a divisional
 * order found by the caller (ASK's FREE_OF_RADIUS), that rule, and *FREES TRUE: each hex said
 * is allowed all the same (10.5b). The one judge of hex move and hex reach. */
GPtrArray  *vd_hex_move_command         (const VdBoard *board, const VdHexRuleset *module,
                                         const char *unit_id, const VdHexMoveAsk *ask,
                                         const VdHex *to, guint n_to, gboolean *frees);

G_END_DECLS
