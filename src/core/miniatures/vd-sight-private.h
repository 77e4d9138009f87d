#pragma once

#include <math.h>

#include "vd-helper-thread.h"
#include "vd-masking.h"
#include "vd-sight.h"
#include "vd-sight-geometry.h"

G_BEGIN_DECLS

/* Sampling (documented in vd-sight.h): observer points on the front edge, target positions
 * across the frontage, each seen from every observer point at the edge facing the observer. */
#define VD_SIGHT_OBSERVER_POINTS 3
#define VD_SIGHT_TARGET_POSITIONS 8
#define VD_SIGHT_LINES_PER_POSITION VD_SIGHT_OBSERVER_POINTS
#define VD_SIGHT_LINES (VD_SIGHT_TARGET_POSITIONS * VD_SIGHT_LINES_PER_POSITION)

/* The order the checks run in, which is also the order of the reasons in an answer. */
typedef enum {
  VD_SIGHT_CHECK_CONCEALMENT,
  VD_SIGHT_CHECK_CREST,
  VD_SIGHT_CHECK_HILL,
  VD_SIGHT_CHECK_WOOD,
  VD_SIGHT_CHECK_BUILDING,
  VD_SIGHT_CHECK_MARSH,
  VD_SIGHT_CHECK_OBSTACLE,
  VD_SIGHT_CHECK_UNIT,
  VD_SIGHT_CHECK_COVER,
} VdSightCheck;

/* The rule IDs the engine reports itself (masking rows bring their own); within one feature
 * or unit, reasons come in this order. */
typedef enum {
  VD_SIGHT_RULE_WOOD_4,
  VD_SIGHT_RULE_FIELD_2,
  VD_SIGHT_RULE_ROCK_2,
  VD_SIGHT_RULE_CREST_2,
  VD_SIGHT_RULE_CREST_3,
  VD_SIGHT_RULE_CREST_1,
  VD_SIGHT_RULE_SIGHT_3,
  VD_SIGHT_RULE_CREST_4,
  VD_SIGHT_RULE_HILL_4,
  VD_SIGHT_RULE_WOOD_5,
  VD_SIGHT_RULE_WOOD_6,
  VD_SIGHT_RULE_WOOD_7,
  VD_SIGHT_RULE_WOOD_8,
  VD_SIGHT_RULE_SIGHT_2,
  VD_SIGHT_RULE_HOUSE_6,
  VD_SIGHT_RULE_HOUSE_7,
  VD_SIGHT_RULE_MARSH_3,
  VD_SIGHT_RULE_MARSH_4,
  VD_SIGHT_RULE_SIGHT_1,
  VD_SIGHT_RULE_LOBS_2,
  VD_SIGHT_RULE_HOBS_2,
  VD_SIGHT_RULE_HOBS_4,
  VD_SIGHT_RULE_MASK_5,
  VD_SIGHT_RULE_SIGHT_4,
  VD_SIGHT_N_RULES
} VdSightRule;

/* What a candidate does to the sight lines of one pair, decided once per pair. */
typedef enum {
  VD_SIGHT_MODE_SHAPES,     /* never blocks; reports its rule when a deciding line meets it */
  VD_SIGHT_MODE_BLOCKS,     /* blocks every line that meets it (crossing, passing through) */
  VD_SIGHT_MODE_STRETCH,    /* an area holding the observer or target: per-line stretches */
} VdSightMode;

typedef struct {
  const VdFeature *feature;
  const char      *id;
  VdRect           bounds;
  int              level;     /* woods, houses, redoubts: the hill level under the centroid */
  /* Areas: a disk around the centroid holding the outline, and one inside it (radius 0 when
   * the centroid is outside), which settle most lines without looking at the edges. */
  VdPoint          centre;
  double           outer;
  double           inner;
} VdSightFeature;

/* Every crest, feature and unit as a box and the points it lies among: a unit's corners, a
 * crest's or feature's own points. */
typedef struct {
  VdRect         bounds;
  const VdPoint *points;
  guint          n_points;
} VdSightItemBox;

/* What classifying an item against a pair reads, small enough to stay in cache. */
typedef struct {
  guint8  check;  /* the VdSightCheck its lines meet it in, or VD_SIGHT_CHECK_NONE */
  guint8  klass;  /* units: arm × formation */
  gint16  level;  /* units, woods, houses, redoubts */
  guint32 side;   /* units */
} VdSightItemInfo;

typedef struct {
  guint          hill;        /* feature index */
  const char    *id;          /* the hill's */
  const VdPoint *points;
  guint          n_points;
  VdRect         bounds;
  VdPoint        centre;      /* a disk holding the crest line, to miss it quickly */
  double         outer;
} VdSightCrest;

/* What of a unit its facts were worked out from, kept to tell whether it changed when the
 * engine follows a new copy of its table (vd_sight_follow). */
typedef struct {
  char        *id;            /* owned: the table it came from may be gone */
  VdArm        arm;
  VdFormation  formation;
  VdPoint      at;
  double       facing;
  double       frontage;
  double       depth;
  gboolean     has_base;
  double       base_width;
  double       base_depth;
  gboolean     revealed;
} VdSightUnitKey;

/* What the engine knows of one unit, refreshed by vd_sight_update_unit. */
typedef struct {
  /* What the index and the line tests read, together at the start. */
  VdRect        bounds;
  VdPoint       centre;
  VdPoint       right;        /* unit vectors: to the unit's right, and forward */
  VdPoint       forward;
  double        half_frontage;
  double        half_depth;
  guint         klass;        /* arm × formation, for the masking cache */
  int           level;
  gboolean      on_plateau;   /* a plateau hill of its level holds its footprint centre (HILL-1) */
  guint         side;         /* index of its side among the sides seen so far */
  guint8        holds;        /* VD_SIGHT_HOLDS_*: its lists below that are not empty */
  gboolean      concealed;    /* something hides it while not revealed */
  gboolean      covered;      /* stands where cover may come from (LOBS/HOBS, woods, …) */
  gboolean      in_woods;
  const char   *id;
  const VdUnit *unit;
  /* What a pair reads of its target, together: one edge's positions are a pair's. */
  VdPoint       corners[4];   /* front-left, front-right, back-right, back-left */
  VdPoint       front_centre;
  VdPoint       target_points[2][VD_SIGHT_TARGET_POSITIONS];   /* front, back */
  VdPoint       observer_points[VD_SIGHT_OBSERVER_POINTS];
  double        base_width;
  double        base_depth;
  GArray       *crests;       /* guint: crests within one base length */
  GArray       *concealment;  /* VdSightTerrainRef: what hides it while not revealed */
  GArray       *woods;        /* VdSightTerrainRef: woods holding it, rule WOOD-6 if near the edge */
  GArray       *buildings;    /* guint: houses and redoubts holding it */
  GArray       *obstacles;    /* guint: obstacles within one base depth */
  GArray       *marshes;      /* guint: marshes holding it (MARSH-2: pushed back into them) */
  int           marsh;        /* the first of them, or -1 */
  int           rocky;        /* rocky ground giving it cover (skirmish infantry), or -1 */
  guint         cells[4];     /* grid cells it is filed in: x0, y0, x1, y1 */
  guint32       version;      /* new at each vd_sight_unit_init: what was worked out of it is stale */
  VdSightUnitKey key;
} VdSightUnit;

/* Which of a unit's lists hold something: read with what a pair reads of it anyway, so the
 * pair looks into its lists (each behind a pointer of its own) only when they hold anything. */
enum {
  VD_SIGHT_HOLDS_CRESTS    = 1 << 0,
  VD_SIGHT_HOLDS_WOODS     = 1 << 1,
  VD_SIGHT_HOLDS_BUILDINGS = 1 << 2,
  VD_SIGHT_HOLDS_MARSHES   = 1 << 3,
  VD_SIGHT_HOLDS_OBSTACLES = 1 << 4,
};

/* What a crest or feature is to one observer, whatever the target: worked out once per
 * observer (vd_sight_observer_facts), so a pair reads a byte instead of searching its lists. */
enum {
  VD_SIGHT_OBSERVER_NEAR_CREST = 1 << 0,  /* within one base length of the crest (CREST-2) */
  VD_SIGHT_OBSERVER_IN         = 1 << 1,  /* in the wood, house, redoubt or marsh */
  VD_SIGHT_OBSERVER_EDGE       = 1 << 2,  /* in the wood, within its edge band (WOOD-5, WOOD-6) */
};

typedef struct {
  VdSightRule rule;
  guint       feature;
} VdSightTerrainRef;

/* A convex region every line of a query lies in, with its edges' outward unit normals, so an
 * index filter rejects a box with a few products per edge. */
typedef struct {
  VdPoint points[6];    /* counter-clockwise */
  guint   n;
  VdRect  bounds;
  VdPoint normals[6];
  double  offsets[6];   /* normal · edge start */
} VdSightHull;

/* Crests, features and units share one numbering, "items": crests first, then features, then
 * units (vd_sight_n_items). */
#define VD_SIGHT_CHECK_NONE 0xff

/* A crest, feature or unit that may meet the sight lines of one pair, with what it does. */
typedef struct {
  guint32              key;      /* check << 24 | index: sorting by key is the check order */
  guint8               check;    /* VdSightCheck, or VD_SIGHT_CHECK_NONE when it does not matter */
  guint8               mode;     /* VdSightMode */
  guint8               rule;     /* VdSightRule: the pair's blocking or shaping rule */
  guint8               reported; /* already told as shaping this pair */
  guint8               observer_in : 1;
  guint8               target_in : 1;
  guint8               observer_edge : 1;  /* woods: within the edge band (WOOD-5) */
  guint8               target_edge : 1;    /* woods: within the edge band (WOOD-6) */
  guint16              row;      /* units: the masking row that decided, its place in the
                                  * engine's masking_rows + 1, or 0 for none */
  guint                index;    /* crest, feature or unit index */
} VdSightCandidate;

typedef struct {
  const VdSightCandidate **items;
  guint                    n;
} VdSightList;

/* The units one rule is told for in one answer: named by the nearest, counted. */
typedef struct {
  const char *rule;
  guint       unit;       /* the nearest to the observer, of equals the first in table order */
  guint       sub;        /* the rule's place among that unit's reasons */
  double      distance2;  /* from the middle of the observer's front edge to its centre */
  guint       count;
} VdSightUnitGroup;

/* Reasons being gathered, sorted by key, each once, ready to be copied out as they are, and
 * the units' by rule; grows only until it has seen the most. */
typedef struct {
  guint64          *keys;       /* check << 56 | index << 16 | rule */
  VdReason         *reasons;
  guint             n;
  guint             capacity;
  VdSightUnitGroup *groups;     /* told after REASONS, ordered by unit then sub */
  guint             n_groups;
  guint             groups_capacity;
  /* Per rule number (the engine's rule_ids), its group in GROUPS where ID_STAMPS holds STAMP,
   * the answer's: a unit's rules find their groups without a search. ROOM numbers. */
  guint32           stamp;
  guint32          *id_stamps;
  guint            *id_groups;
  guint             room;
} VdSightReasons;

/* A new answer's reasons, none yet, with room for N_IDS rule numbers. */
static inline void
vd_sight_reasons_reset (VdSightReasons *reasons, guint n_ids)
{
  reasons->n = 0;
  reasons->n_groups = 0;
  if (G_UNLIKELY (reasons->room < n_ids))
    {
      reasons->id_stamps = g_renew (guint32, reasons->id_stamps, n_ids);
      reasons->id_groups = g_renew (guint, reasons->id_groups, n_ids);
      memset (reasons->id_stamps, 0, n_ids * sizeof (guint32));
      reasons->room = n_ids;
    }
  if (G_UNLIKELY (++reasons->stamp == 0))
    {
      memset (reasons->id_stamps, 0, reasons->room * sizeof (guint32));
      reasons->stamp = 1;
    }
}

/* Where answers keep their reasons: a row of vd_sight_query_all keeps all of its answers' in
 * one, shared and freed with the last of them; a single answer has its own. */
typedef struct {
  gint     refs;
  guint    capacity;
  VdReason reasons[];
} VdSightReasonBlock;

/* BLOCK, or a new one for NULL, with room for CAPACITY reasons (its refs left as they were). */
VdSightReasonBlock *vd_sight_reason_block_resize (VdSightReasonBlock *block, guint capacity);

typedef struct _VdSightGrid VdSightGrid;
typedef struct _VdSightTerrainIndex VdSightTerrainIndex;

/* A number in [0, 4) growing with the direction's angle, cheaper than atan2: a half turn adds
 * exactly 2, which the fans' spans rely on (DX, DY not both 0). */
static inline double
vd_sight_pseudo_angle (double dx, double dy)
{
  double p = dx / (fabs (dx) + fabs (dy));

  return dy < 0 ? 3 + p : 1 - p;
}

/* The pseudo-angles *A ≤ *B of the outermost of BOX's points seen from ORIGIN, which the
 * caller has outside the box (so they span less than a half turn; *B may pass 4); *FAR2 (may
 * be NULL) the squared distance to the farthest of them. */
static inline void
vd_sight_outer_directions (const VdSightItemBox *box, VdPoint origin, double *a, double *b,
                           double *far2)
{
  VdPoint lo, hi;

  lo = hi = vd_point (box->points[0].x - origin.x, box->points[0].y - origin.y);
  if (far2 != NULL)
    *far2 = lo.x * lo.x + lo.y * lo.y;
  for (guint i = 1; i < box->n_points; i++)
    {
      VdPoint v = vd_point (box->points[i].x - origin.x, box->points[i].y - origin.y);

      if (lo.x * v.y - lo.y * v.x < 0)
        lo = v;
      if (hi.x * v.y - hi.y * v.x > 0)
        hi = v;
      if (far2 != NULL)
        *far2 = MAX (*far2, v.x * v.x + v.y * v.y);
    }
  *a = vd_sight_pseudo_angle (lo.x, lo.y);
  *b = vd_sight_pseudo_angle (hi.x, hi.y);
  /* Across the direction where pseudo-angles start again. */
  if (*b < *a)
    *b += 4;
}

#define VD_SIGHT_FAN_BINS 128
/* Pairs that look along a side point's lines before its fan is worth building (a scratch's
 * side_fan_after, but in a moved unit's row). */
#define VD_SIGHT_SIDE_FAN_AFTER 8
/* Units moved before every kept fan is forgotten: each is tried apart on every line. */
#define VD_SIGHT_MAX_MOVED 8

/* Compact, for scanning a bin: an item, how near it comes and the directions it lies in, in
 * single precision rounded outwards by VD_SIGHT_FAN_ROUNDING and VD_SIGHT_FAN_ANGLE_SLACK. */
typedef struct {
  guint32 item;
  float   near2;       /* squared distance from the fan's origin to the item's box, or less */
  float   lo;          /* pseudo-angles from LO to HI (past 4 across direction 0), or all */
  float   hi;
} VdSightFanEntry;

#define VD_SIGHT_FAN_ROUNDING 1e-2
/* Far more than single precision's rounding of a pseudo-angle (below 8: 5e-7 at most). */
#define VD_SIGHT_FAN_ANGLE_SLACK 4e-6

/* Every item around one point of a unit (an observer point, or the middle of a target's edge),
 * by direction: a line from that point meets only items filed in the bin of its own direction
 * whose directions hold its own (pseudo-angle; an item's directions are those of its points,
 * which hold it, reaching a little further, far more than their rounding). */
typedef struct {
  int              unit;         /* the unit it was built for, or -1 */
  guint32          generation;   /* the engine's fans_generation it was built in, 0 never */
  guint            kept_kib;     /* kept fans: what its entries were counted as */
  guint8           looked[VD_SIGHT_FAN_BINS];  /* bins filed: those some enemy lay in */
  VdPoint          origin;
  guint            start[VD_SIGHT_FAN_BINS + 1];
  guint            shapers[VD_SIGHT_FAN_BINS];  /* where each bin's items that never block start */
  GArray          *entries;      /* VdSightFanEntry */
  /* Built WITH_FAR (around an observer's front centre, where the line between starts): per
   * entry, the squared distance to the item's farthest point, rounded up (VD_SIGHT_FAN_FAR_NEVER
   * when its directions are not known), for vd_sight_fan_surely_meets; else unused. */
  GArray          *far2;         /* float */
  gboolean         with_far;
  GArray          *spans;        /* building scratch */
} VdSightFan;

/* What a line from a fan's origin may meet: the N entries of the bin of its direction, of
 * which the first N_BLOCKERS may block. */
typedef struct {
  const VdSightFanEntry *entries;
  const float           *far2;        /* theirs, in a fan built WITH_FAR; else NULL */
  guint                  n;
  guint                  n_blockers;
  float                  direction;   /* the line's pseudo-angle */
  float                  length2;     /* its squared length, rounded up */
  gboolean               looked;      /* filed: some enemy lay in it when the fan was built */
} VdSightFanBin;

/* How much beyond an item's farthest point a line must reach to be sure to pass it, relative
 * and absolute: far more than the rounding of squared distances (below 1e-15). */
#define VD_SIGHT_SURELY_FAR 1e-9

/* An entry's far2 when its item holds or nearly holds the fan's origin. */
#define VD_SIGHT_FAN_FAR_NEVER G_MAXFLOAT

/* How far inside an entry's directions a line must lie to lie surely inside its item's: more
 * than their slack (VD_SIGHT_FAN_ANGLE_SLACK), their rounding to single precision (below 5e-7)
 * and the surely test's own margin (1e-7). */
#define VD_SIGHT_FAN_SURE_SLACK 5e-6

/* What a crest, feature or unit is seen as from an observer's point: a line from there
 * whose pseudo-angle lies strictly between LO and HI (past 4 across direction 0) and whose
 * squared length passes FAR2 surely meets it (its points' directions hold it, and all of them
 * lie nearer); LO above HI: never sure. */
typedef struct {
  double lo;
  double hi;
  double far2;
} VdSightSurely;

/* What a hidden pair's lines were found blocked by, one thing a line (vd_sight_pair_sees):
 * while none of those units, nor the pair's two, changes, and no feature where those crests and
 * features stood is edited, the pair stays hidden, for a unit or feature elsewhere can only
 * block more (one whose facts it changes is noted as changed). */
#define VD_SIGHT_BLOCKER_UNITS 4
typedef struct {
  guint  units[VD_SIGHT_BLOCKER_UNITS];
  /* When crests or features blocked some lines: units that block every line on their own,
   * across the line between the two (N_ALONE of them, 0: none found), so the pair also stays
   * hidden, whatever the terrain, while they are unchanged. */
  guint  alone[VD_SIGHT_BLOCKER_UNITS];
  guint8 n_alone;
  float  terrain[4];  /* the box holding the crests and features: x0, y0, x1, y1 */
  guint8 n_units;
  guint8 has_terrain; /* a crest or feature blocked a line */
  guint8 unknown;     /* more units than kept, or the reference engine: a change across may matter */
} VdSightBlockers;

/* Everything one thread needs to answer queries, so the hot path never allocates. */
typedef struct {
  VdSightWant       want;             /* what the answers being given work out */
  guint32           gather_stamp;
  guint32          *gather_stamps;    /* per item: last gather that saw it */
  guint32           pair_stamp;
  guint32          *memo_stamps;      /* per item: last pair that classified it */
  VdSightCandidate *memo;             /* per item: what it does to the current pair */
  guint32           hull_stamp;       /* pair whose hull the hull list holds */
  VdSightList       hull;             /* everything inside the pair's hull, check order */
  VdSightList       line;             /* what may meet one line */
  VdSightList       between;          /* what blocks the line between the two, check order */
  VdSightList       quick;            /* the same, cheapest to test first */
  VdSightRule      *between_rules;
  VdSightReasons    blocked_reasons;
  VdSightReasons    shaping_reasons;
  double           *params;           /* polygon clipping scratch */
  VdInterval       *intervals;
  int               fan_owner;        /* observer whose lines may use fans, or -1 */
  const VdSightFan *target_fan;       /* around the target's facing end, for the line between */
  guint             hull_gathers;     /* of the fan owner's pairs, before fans of its side points */
  guint             side_fan_after;   /* hull gathers before a side point's fan is built */
  guint8           *may_block;        /* per item, for the fan owner: 0 never, 1 may, 2 unknown */
  guint64          *order;            /* the fan owner's targets: direction, slot, unit */
  guint32          *reaching;         /* items of a fan bin that reach a line */
  VdSightFanBin     line_bin;         /* the bin the line list was last scanned from */
  guint             n_line_reaching;  /* REACHING's items from it, as scanned */
  guint64          *order_sorted;     /* the same by direction */
  VdSightReasonBlock *row;            /* the reasons of the answers given since the row began */
  guint             row_n;
  guint             row_hint;         /* room for the most a row needed, to start the next */
  guint            *row_offsets;      /* per answer slot of the row: where its reasons start */
  guint8           *observer_facts;   /* per crest and feature item: VD_SIGHT_OBSERVER_* bits */
  int               facts_of;         /* the observer they are for, or -1 */
  guint32           facts_version;    /* its version when they were worked out */
  guint            *facts_set;        /* the items with bits set, to clear them for the next */
  guint             n_facts_set;
  guint32           shapers_stamp;    /* pair whose hills and obstacles near_shapers holds */
  guint            *near_shapers;
  guint             n_near_shapers;
  /* For the observer of a matrix row (SURELY_OWNER, else -1): what its lines reach, seen from
   * each of its points (SURELY, item × points + point, valid where SURELY_STAMPS holds
   * SURELY_STAMP). */
  int               surely_owner;
  guint32           surely_stamp;
  guint32          *surely_stamps;
  VdSightSurely    *surely;
  /* For the same row's observer: what each crest and feature does to its pairs whose target
   * does not stand in it, worked out once a row (ROW_CLASS, by item, valid where
   * ROW_CLASS_STAMPS holds SURELY_STAMP); the crests and features the pair's target stands in
   * (where TARGET_STAMPS, per crest and feature item, holds the pair's stamp) are the pair's
   * own. */
  guint32          *target_stamps;
  guint32          *row_class_stamps;
  VdSightCandidate *row_class;
  /* The key of what blocked every line of the row's last hidden pair on its own, or 0. */
  guint32           row_blocker;
  /* The fan owner's fans: the engine's kept ones, or OWN_FANS once those are over budget. */
  VdSightFan       *fans;
  VdSightFan        own_fans[VD_SIGHT_OBSERVER_POINTS];
  /* What blocked the current pair's lines, when BLOCKERS is set (else not kept). */
  VdSightBlockers  *blockers;
} VdSightScratch;

/* A unit updated (vd_sight_update_unit, vd_sight_follow) or a feature edited (vd_sight_follow):
 * where its box was and is, for what follows the engine (vd_sight_witnesses_follow). */
typedef struct {
  guint    unit;
  VdRect   before;
  VdRect   after;
  gboolean terrain;   /* a feature edited, added or removed (its boxes): UNIT means nothing */
} VdSightChange;

/* The last changes kept: a side followed across more is worked out afresh. */
#define VD_SIGHT_CHANGES_KEPT 64

/* One observer–target pair being answered. */
typedef struct {
  guint              observer_index;
  guint              target_index;
  const VdSightUnit *observer;
  const VdSightUnit *target;
  double             distance;   /* paces */
  guint              facing;     /* 0: the target's front edge faces the observer, 1: its back */
  VdSightLine        between;    /* middle of the observer's front edge to the target's facing edge */
  gint              *masking;    /* masking codes of the pair's classes, by masker class × n classes */
  const guint8      *observer_facts;  /* the observer's, by item; NULL for the reference */
} VdSightPair;

struct _VdSight {
  const VdTable      *table;
  const VdRuleset    *ruleset;
  double              mm_per_pace;
  double              detection;      /* paces */
  double              wood_fire;      /* paces */
  double              wood_edge_mm;
  const char         *rules[VD_SIGHT_N_RULES];
  VdSightFeature     *features;
  guint               n_features;
  GArray             *crests;         /* VdSightCrest */
  VdSightItemBox     *boxes;          /* per item */
  VdSightItemInfo    *info;           /* per item */
  GArray             *shapers;        /* guint items: hills and obstacles, left out of the fans */
  GArray             *fan_items;      /* guint items: the crests and features filed in fans, check order */
  VdSightUnit        *units;
  guint               n_units;
  GHashTable         *unit_index;     /* VdUnit* → index + 1 */
  GHashTable         *sides;          /* side name (the table's) → index + 1 */
  /* [klass³], filled on first use: 0 unknown, else 1 + masks + 2 × (row + 1), row -1 for
   * none; row indexes masking_rows, the table's rows then the ruleset's. */
  gint               *masking_codes;
  GPtrArray          *masking_rows;
  /* The table's list of rows that masking_rows starts with, held: a table that shares it
   * (vd_table_copy_sharing) needs nothing repointed, since no event changes masking. */
  GPtrArray          *masking_table;
  /* The rules units are told under, numbered by their text (a rule of several masking rows
   * has one number): by VdSightRule, and per masking row its rules' from ROW_RULE_START[row]
   * to ROW_RULE_START[row + 1] in ROW_RULE_IDS; N_RULE_IDS numbers (vd_sight_rule_ids_init). */
  guint16             engine_rule_ids[VD_SIGHT_N_RULES];
  guint16            *row_rule_ids;
  guint              *row_rule_start;
  guint               n_rule_ids;
  /* [observer klass × masker klass]: 0 unknown, 1 never masks any target, 2 may mask one. */
  gint               *masks_some;
  guint               max_polygon_points;
  VdSightTerrainIndex *terrain;       /* what holds or lies near a unit, for its facts */
  VdSightGrid        *grid;           /* NULL for the reference, which tries everything */
  VdSightScratch     *scratch[2];
  VdHelperThread     *helper;        /* scratch[1]'s thread, made at the first split query */
  guint64             identity;       /* this engine's, unlike any other's of the process */
  guint               n_changes;      /* units updated since it was built */
  VdSightChange       changes[VD_SIGHT_CHANGES_KEPT];  /* the last of them, by n % KEPT */
  /* For single queries: fans around the front and back middles of targets asked about
   * often, valid until a unit changes. */
  VdSightFan          end_fans[4];
  guint               end_fan_keys[4];    /* unit × 2 + end, + 1; 0 empty */
  guint               end_fan_next;
  guint              *target_queries;     /* per unit, since the last change */
  /* For vd_sight_query_all: each observer's fans (VD_SIGHT_OBSERVER_POINTS a unit), kept
   * between calls while FANS_GENERATION stays (any unit changing holds them all: it lies in
   * every fan), within a budget (KEPT_FAN_KIB, over them all); allocated on first use. */
  VdSightFan         *kept_fans;
  guint32             unit_version;   /* the last VdSightUnit version given */
  guint32             fans_generation;
  gint                kept_fan_kib;
  /* Units moved since the fans of this generation were built (a few; then they are all
   * forgotten): every fan skips their entries (MOVED_ITEM, per item) and tries them apart. */
  guint               moved[VD_SIGHT_MAX_MOVED];
  guint               n_moved;
  guint8             *moved_item;
  /* What the engine was built from, for vd_sight_follow: the table's frame, and copies of its
   * features and masking rows (the table itself may be gone by then). */
  VdScale             scale;
  double              width;
  double              depth;
  double              table_mm_per_pace;
  GPtrArray          *ground;         /* VdFeature* copies */
  GPtrArray          *masking_copies; /* VdMaskingRow* copies */
};

static inline guint
vd_sight_n_items (const VdSight *sight)
{
  return sight->crests->len + sight->n_features + sight->n_units;
}

/* vd-sight.c: numbers the rules units are told under, anew from the masking rows. */
void     vd_sight_rule_ids_init     (VdSight *sight);
/* vd-sight.c: vd_sight_query_unit on one thread, the column's chunks dealt to the two threads'
 * scratches in turn (the row to the second's), as the threads may share them: for the tests. */
GArray  *vd_sight_query_unit_dealt  (VdSight *sight, const VdUnit *unit, VdSightWant want);

/* vd-sight-units.c: per-unit and per-feature facts */
void     vd_sight_features_init     (VdSight *sight, gboolean reference);
/* The same, the features KEPT (per feature, its index in OLD, or G_MAXUINT) taking their disks
 * from there instead of working them out again. */
void     vd_sight_features_init_from (VdSight *sight, gboolean reference,
                                      const VdSightFeature *old, const guint *kept);
void     vd_sight_unit_init         (VdSight *sight, VdSightUnit *facts, const VdUnit *unit);
void     vd_sight_unit_clear        (VdSightUnit *facts);
int      vd_sight_level_at          (const VdTable *table, VdPoint p);
/* Whether a plateau hill of LEVEL holds P (HILL-1, HILL-2: the plateau P stands on). */
gboolean vd_sight_plateau_at        (const VdTable *table, VdPoint p, int level);
/* Whether INDICES (guint) holds INDEX: a unit's lists are short, mostly empty. */
static inline gboolean
vd_sight_unit_in (const GArray *indices, guint index)
{
  for (guint i = 0; i < indices->len; i++)
    if (g_array_index (indices, guint, i) == index)
      return TRUE;
  return FALSE;
}
gboolean vd_sight_unit_in_wood      (const VdSightUnit *unit, guint feature);
/* Whether UNIT is in wood FEATURE less than the edge distance from its outline. */
gboolean vd_sight_unit_near_wood_edge (const VdSightUnit *unit, guint feature);
double   vd_sight_unit_distance     (const VdSightUnit *a, const VdSightUnit *b);
/* Whether sight lines care about FEATURE: it may block them, or be told as seen across. */
gboolean vd_sight_feature_matters   (const VdFeature *feature);
/* Refreshes the box and info of ITEM (vd_sight_n_items numbering). */
void     vd_sight_item_init         (VdSight *sight, guint item);
/* vd-sight.c: every item's box and info, and the lists drawn from them (shapers, fan items). */
void     vd_sight_items_init        (VdSight *sight);

/* vd-sight-follow.c: what vd_sight_follow compares */
void     vd_sight_keep_ground       (VdSight *sight);
void     vd_sight_drop_ground       (VdSight *sight);
void     vd_sight_unit_key_set      (VdSightUnitKey *key, const VdUnit *unit);

/* vd-sight-terrain.c: the grid in front of the unit-against-feature checks */
/* ONE_CELL: the reference's, every feature in the one cell (each query tries them all). */
VdSightTerrainIndex *vd_sight_terrain_index_new (const VdSight *sight, gboolean one_cell);
void     vd_sight_terrain_index_free (VdSightTerrainIndex *index);
/* The features whose bounds may hold P, in table order (N of them). */
const guint32 *vd_sight_terrain_at  (const VdSightTerrainIndex *index, VdPoint p, guint *n);
/* The features (or CRESTS) whose bounds may meet R, in table order, each once (N of them);
 * valid until the next call. */
const guint32 *vd_sight_terrain_near (VdSightTerrainIndex *index, VdRect r, gboolean crests,
                                      guint *n);

/* vd-sight-side.c: notes that UNIT's facts were worked out anew, its box BEFORE then. */
void     vd_sight_note_change       (VdSight *sight, guint unit, VdRect before);
/* Notes that a feature (with its crests) covering BEFORE now covers AFTER (either may be empty). */
void     vd_sight_note_terrain_change (VdSight *sight, VdRect before, VdRect after);

/* vd-sight-index.c: the grid in front of the exact tests */
VdSightGrid *vd_sight_grid_new      (const VdSight *sight);
void     vd_sight_grid_free         (VdSightGrid *grid);
/* The crests and features filed again (the terrain edited, items renumbered); units stay. */
void     vd_sight_grid_refile       (VdSightGrid *grid, const VdSight *sight);
void     vd_sight_grid_remove_unit  (VdSightGrid *grid, VdSightUnit *facts, guint index);
void     vd_sight_grid_add_unit     (VdSightGrid *grid, VdSightUnit *facts, guint index);
void     vd_sight_hull_init         (VdSightHull *hull, const VdPoint *points, guint n);
/* Fills LIST with what may meet a line of PAIR inside HULL: all of it, or (BLOCKERS_ONLY) what
 * may block, in no particular order (vd_sight_sort_list puts it in check order). The reference
 * takes every crest, feature and unit, in check order. */
void     vd_sight_gather            (const VdSight *sight, VdSightScratch *scratch,
                                     const VdSightPair *pair, const VdSightHull *hull,
                                     gboolean blockers_only, VdSightList *list);
void     vd_sight_gather_all        (const VdSight *sight, VdSightScratch *scratch,
                                     const VdSightPair *pair, VdSightList *list);
void     vd_sight_sort_list         (VdSightList *list);

/* vd-sight-fan.c: the angular index around one point */
void     vd_sight_fan_init          (VdSightFan *fan);
void     vd_sight_fan_clear         (VdSightFan *fan);
/* Around ORIGIN, a point of UNIT (left out). MAY_BLOCK: per item, 2 until worked out for UNIT
 * as observer, shared by its fans, which file only the directions of its enemies (all its
 * lines end on one); NULL when UNIT may not be the observer: all may block, every direction.
 * WITH_FAR: the entries' far2 too. */
void     vd_sight_fan_build         (const VdSight *sight, VdSightFan *fan, guint unit,
                                     VdPoint origin, guint8 *may_block, gboolean with_far);
/* Whether FAN is built around UNIT's point for the engine as it is now. */
static inline gboolean
vd_sight_fan_ready (const VdSight *sight, const VdSightFan *fan, int unit)
{
  return fan->unit == unit && fan->generation == sight->fans_generation;
}
/* Units changed: every kept fan holds them where they were. */
void     vd_sight_forget_fans       (VdSight *sight);
/* UNIT changed: its own fans are forgotten, the others' entries for it skipped from now on
 * (all forgotten past VD_SIGHT_MAX_MOVED units). */
void     vd_sight_fans_unit_moved   (VdSight *sight, guint unit);

/* The bin of the line from FAN's origin to TO. */
void     vd_sight_fan_bin           (const VdSightFan *fan, VdPoint to, VdSightFanBin *bin);

/* vd-sight-rules.c: each rule in one function */
/* What ITEM does to PAIR, worked out (vd_sight_classify: once per pair). */
const VdSightCandidate *vd_sight_classify_item (const VdSight *sight, VdSightScratch *scratch,
                                                const VdSightPair *pair, guint item);
/* What crest or feature ITEM does to every pair of the scratch's row whose target does not
 * stand in it, as to PAIR, into the row's classifications (VdSightScratch's row_class): NULL
 * for nothing. */
const VdSightCandidate *vd_sight_classify_row (const VdSight *sight, VdSightScratch *scratch,
                                               const VdSightPair *pair, guint item);
/* Whether TARGET is hidden from OBSERVER by its concealment alone, which rests on the two
 * units and the ground under the target, never on what lies between them. */
gboolean vd_sight_concealed_from    (const VdSight *sight, guint observer, guint target);
gboolean vd_sight_concealment       (const VdSight *sight, const VdSightPair *pair,
                                     VdSightScratch *scratch);
VdCover  vd_sight_cover             (const VdSight *sight, const VdSightPair *pair,
                                     VdReason *reason);
/* vd_sight_line_blocked for a crest or feature. */
gboolean vd_sight_feature_blocks    (const VdSight *sight, VdSightScratch *scratch,
                                     const VdSightCandidate *candidate, const VdSightLine *line,
                                     VdSightRule *rule);
/* Whether crest or feature C, blocking the pair (mode BLOCKS), surely blocks every line of it:
 * OUTER, the lines from the side observer points to the end positions, hold the others
 * between them, and a convex part of C (a crest's straight piece, an area's inner disk) that
 * meets them all meets every line (FALSE: not known, try each line). */
gboolean vd_sight_feature_blocks_all (const VdSight *sight, const VdSightCandidate *c,
                                      const VdSightLine outer[4]);
int      vd_sight_line_shapes       (const VdSight *sight, const VdSightPair *pair,
                                     VdSightScratch *scratch, const VdSightCandidate *candidate,
                                     const VdSightLine *line, VdSightRule rules[2]);
/* Tells CANDIDATE's reasons for PAIR; a unit is counted under each of its rules, so tell it
 * once per answer. */
void     vd_sight_add_reasons       (const VdSight *sight, const VdSightPair *pair,
                                     VdSightReasons *reasons,
                                     const VdSightCandidate *candidate, VdSightRule rule,
                                     gboolean blocks);
/* Tells the N CANDIDATES' reasons as blocking, each by its rule of RULES: a hidden target's. */
void     vd_sight_add_blocked_reasons (const VdSight *sight, const VdSightPair *pair,
                                       VdSightReasons *reasons,
                                       const VdSightCandidate *const *candidates,
                                       const VdSightRule *rules, guint n);
gboolean vd_sight_battery_downhill  (const VdSight *sight, const VdSightPair *pair);
VdSightRule vd_sight_concealing_rule (VdTerrainType type, const VdUnit *unit);
gboolean vd_sight_rocky_covers      (const VdUnit *unit);
/* Whether ITEM may block some sight line of OBSERVER, whatever the target. */
gboolean vd_sight_item_may_block    (const VdSight *sight, guint observer, guint item);
gboolean vd_sight_line_crosses_crest (const VdSight *sight, guint crest, const VdSightLine *line);

/* vd-sight.c: whether unit OBSERVER sees unit TARGET (by index), asked as
 * vd_sight_query_want with VD_SIGHT_WANT_VISIBLE; when it does not, BLOCKERS holds what
 * blocked its lines (none when its concealment or the two units alone hide it). */
gboolean vd_sight_pair_sees         (VdSight *sight, guint observer, guint target,
                                     VdSightBlockers *blockers);

/* vd-sight-pair.c: one pair, from the candidates to the answer */
/* The scratch's observer facts for OBSERVER, worked out unless they are already its own. */
const guint8 *vd_sight_observer_facts (const VdSight *sight, VdSightScratch *scratch,
                                       guint observer);
/* Where the line between OBSERVER and TARGET ends: the middle of the target's edge facing the
 * observer, WHICH 0 its front, 1 its back. */
VdPoint  vd_sight_pair_end          (const VdSight *sight, guint observer, guint target,
                                     guint *which);
/* Answers the pair into ANSWER, its N_REASONS reasons appended to the scratch's row (ANSWER's
 * REASONS and STORAGE are left alone: the caller places them). */
void     vd_sight_answer_pair       (const VdSight *sight, VdSightScratch *scratch,
                                     guint observer, guint target, VdSightAnswer *answer);
VdSightScratch *vd_sight_scratch_new (const VdSight *sight);
void     vd_sight_scratch_free      (VdSightScratch *scratch);

/* The hot path's small steps, inline. */

/* Whether the line of BIN may meet the item of entry E: near enough, and in its directions.
 * Without branches: a bin's entries are tested one after the other, unpredictably. */
static inline gboolean
vd_sight_fan_entry_reached (const VdSightFanBin *bin, const VdSightFanEntry *e)
{
  float d = bin->direction;

  /* An item's directions may run past 4 (across direction 0), where the line's lies as its
   * own plus 4. Comparisons joined bitwise: a conditional add was compiled to a branch. */
  return (e->near2 <= bin->length2) & (((d >= e->lo) & (d <= e->hi)) | (d + 4.0f <= e->hi));
}

/* Whether a line from the origin of a fan built WITH_FAR, of pseudo-angle DIRECTION and
 * squared length LENGTH2, surely meets the connected item of entry E (FAR2, its far2): it
 * lies strictly between the directions of the item's points, which span less than a half
 * turn, and reaches past them all, so it crosses the item, as the exact test would say. */
static inline gboolean
vd_sight_fan_surely_meets (const VdSightFanEntry *e, float far2, double direction, double length2)
{
  double lo = (double) e->lo + VD_SIGHT_FAN_SURE_SLACK;
  double hi = (double) e->hi - VD_SIGHT_FAN_SURE_SLACK;

  double past = direction + 4;
  /* Strictly inside LO…HI, or inside once past 4 (across direction 0) when below LO: joined
   * bitwise, as a branch on it is mispredicted as often as not. */
  gboolean inside = ((direction > lo) & (direction < hi)) |
                    ((direction < lo) & (past > lo) & (past < hi));

  return (hi - lo < 2) & inside & (length2 > (double) far2);
}

/* What ITEM does to PAIR, worked out once per pair (NULL: nothing to its sight lines). */
static inline const VdSightCandidate *
vd_sight_classify (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                   guint item)
{
  if (scratch->memo_stamps[item] != scratch->pair_stamp)
    return vd_sight_classify_item (sight, scratch, pair, item);
  return scratch->memo[item].check == VD_SIGHT_CHECK_NONE ? NULL : &scratch->memo[item];
}

/* The masking row deciding for PAIR and unit MASKER, found and stored in SLOT, its place in
 * sight->masking_codes (vd_sight_masker_decide: once per combination of classes). */
gint     vd_sight_masking_code_find (const VdSight *sight, const VdSightPair *pair, guint masker,
                                     gint *slot);

/* MASK-1…5, SIGHT-4…8: whether unit INDEX (MASKER, its info) across the lines hides the target
 * from the observer, into C. An observer higher than it sees over it (MASK-5); otherwise the
 * first masking row that matches decides (the table's rows, then the ruleset's), and with no
 * row at all units block (SIGHT-4). */
static inline void
vd_sight_masker_decide (const VdSight *sight, const VdSightPair *pair,
                        const VdSightItemInfo *masker, guint index, VdSightCandidate *c)
{
  gint *slot = &pair->masking[masker->klass * VD_N_ARMS * VD_N_FORMATIONS];
  gint code;

  *c = (VdSightCandidate) { (guint32) VD_SIGHT_CHECK_UNIT << 24 | index, VD_SIGHT_CHECK_UNIT };
  c->index = index;
  if (pair->observer->level > masker->level)
    {
      c->mode = VD_SIGHT_MODE_SHAPES;
      c->rule = VD_SIGHT_RULE_MASK_5;
      return;
    }
  code = g_atomic_int_get (slot);
  if (G_UNLIKELY (code == 0))
    code = vd_sight_masking_code_find (sight, pair, index, slot);
  code--;
  c->row = (guint16) (code >> 1);
  c->rule = VD_SIGHT_RULE_SIGHT_4;
  c->mode = (code & 1) ? VD_SIGHT_MODE_BLOCKS : VD_SIGHT_MODE_SHAPES;
}

/* Whether candidate C blocks LINE for PAIR, and by which RULE. */
static inline gboolean
vd_sight_line_blocked (const VdSight *sight, const VdSightPair *pair, VdSightScratch *scratch,
                       const VdSightCandidate *c, const VdSightLine *line, VdSightRule *rule)
{
  const VdSightUnit *u;

  if (c->check != VD_SIGHT_CHECK_UNIT)
    return vd_sight_feature_blocks (sight, scratch, c, line, rule);
  /* Units, most candidates: MASK-1…5, SIGHT-4…8 decided in the candidate, here only where. */
  u = &sight->units[c->index];
  *rule = c->rule;
  return vd_sight_box_meets_segment (u->centre, u->right, u->forward, u->half_frontage,
                                     u->half_depth, line->a, line->b);
}

G_END_DECLS
