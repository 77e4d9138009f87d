#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-fire-rules.h"
#include "vd-movement-rules.h"
#include "vd-types.h"

G_BEGIN_DECLS

/* Where something was read from, so later checks can point at it (1-based; 0 = unknown). */
typedef struct {
  guint line;
  guint column;
} VdSourcePos;

/* An owned array of points: an area's outline, a line, or a crest line. */
typedef struct {
  VdPoint *points;
  guint    n_points;
} VdPath;

/* What artillery left of a stretch of an obstacle or a building (LOBS-3, HOBS-4, HOUSE-7). */
typedef enum {
  VD_DAMAGE_INTACT,
  VD_DAMAGE_DEGRADED,   /* hard obstacle → light cover; building → hard cover */
  VD_DAMAGE_DESTROYED,  /* no cover left */
  VD_N_DAMAGES
} VdDamage;

/* A damaged stretch, in mm along the feature's line (or its outline, from its first point). */
typedef struct {
  double   from;
  double   to;
  VdDamage state;
} VdStretch;

/* What a table changes about one feature for its scenario, GEN-1 (vd-feature-overrides.h). */
typedef struct _VdFeatureOverrides VdFeatureOverrides;

typedef struct {
  char          *id;
  char          *name;      /* optional label, NULL when absent */
  VdTerrainType  type;
  VdShape        shape;     /* area (closed polygon) or line (polyline) */
  VdPath         path;
  /* hills only */
  int            level;     /* default 1 */
  gboolean       plateau;
  VdPath        *crests;
  guint          n_crests;
  /* obstacles and houses: damaged stretches, sorted, not overlapping; the rest is intact */
  GArray        *damage;    /* VdStretch */
  /* houses: the turn the village caught fire (HOUSE-10), 0 when it is not burning */
  int            on_fire;
  /* houses: the objective's points (HOUSE-10: who sets it on fire loses half); 0: none */
  int            points;
  /* GEN-1: what the table changes about this feature, NULL when nothing */
  VdFeatureOverrides *overrides;
  VdSourcePos    pos;
  /* Private: how many tables hold it besides the first (vd_table_own_terrain,
   * vd-table-private.h); vd_feature_free lets one go until none is left. */
  guint          shares;
} VdFeature;

typedef struct {
  char        *id;
  char        *name;        /* defaults to the id when absent from the file */
  char        *label;       /* the short label on the table ("1/57e"), or NULL: from the name */
  char        *side;
  VdArm        arm;
  VdFormation  formation;
  VdPoint      at;          /* centre of the front edge */
  double       facing;      /* degrees clockwise from +y */
  double       frontage;    /* mm */
  double       depth;       /* mm */
  gboolean     has_base;    /* FALSE: the ruleset's default base for the arm and scale */
  double       base_width;  /* the rules' "base length", mm */
  double       base_depth;  /* mm */
  int          figures;
  gboolean     revealed;
  guint        conditions;  /* bit mask of VdCondition */
  gboolean     has_allowance;
  double       allowance;   /* paces per turn, when the unit has its own */
  int          calibre;     /* artillery only: pounds; 0 when not given */
  gboolean     howitzer;    /* artillery only */
  int          casualties;  /* figures lost so far, 0..figures; figures - casualties are left */
  char        *morale;      /* a morale state of the ruleset, NULL for its first (the default) */
  char        *command;     /* id of the command (brigade, division…) it belongs to, or NULL */
  char        *notes;       /* the referee's or owner's free text about the unit, or NULL */
  VdSourcePos  pos;
  /* Private: how many tables hold it besides the first (vd_table_copy_sharing,
   * vd-table-private.h); vd_unit_free lets one go until none is left. */
  guint        shares;
} VdUnit;

/* A command of the order of battle: a brigade, division, corps or army, under a parent. */
typedef struct {
  char        *id;
  char        *name;        /* defaults to the id */
  char        *kind;        /* a word: "brigade", "division", "corps", "army"…; may be NULL */
  char        *side;
  char        *parent;      /* id of the command above it, or NULL */
  VdSourcePos  pos;
} VdCommand;

/* One change recorded in a table's journal (vd-journal.h). */
typedef struct _VdEvent VdEvent;

/* Morale and melee rules (vd-morale-rules.h, which includes this file: hence only these
 * typedefs, the same as vd-ruleset.h's). */
typedef struct _VdMoraleRules VdMoraleRules;
typedef struct _VdMeleeRules VdMeleeRules;

typedef struct {
  char       *title;
  VdScale     scale;
  double      mm_per_pace;  /* 0 when the file leaves it to the ruleset */
  double      width;        /* mm */
  double      depth;        /* mm */
  char       *ruleset;      /* ruleset name or path, default "napoleonic" */
  int         turn;
  GPtrArray  *features;     /* VdFeature*, file order */
  GPtrArray  *units;        /* VdUnit*, file order */
  /* VdUnit*: units destroyed in play (RIVER-2, HOUSE-10), in the order they were destroyed,
   * with every figure lost. No longer on the table: sight, masking, movement and drawing,
   * which read `units`, never meet them; the losses count them (vd-losses.h). Only events put
   * them here: a set-up file has none. */
  GPtrArray  *destroyed;
  /* VdMaskingRow* (vd-masking.h): rows tried before the ruleset's; never changed once read,
   * so copies may share the list (vd-table-private.h) */
  GPtrArray  *masking;
  VdMovementRules movement; /* the table's own allowances and bonuses; NAN = the ruleset's */
  VdFireRules fire;         /* the table's own weapon ranges (GEN-1); NAN = the ruleset's */
  GPtrArray  *commands;     /* VdCommand*, file order: the order of battle above the units */
  GPtrArray  *sides;        /* VdSideName* (vd-table-sides.h): the sides' own display names */
  /* VdTableReading* (vd-table-readings.h): the interpretations this table reads otherwise than
   * the ruleset's choice */
  GPtrArray  *readings;
  /* VdEvent* (vd-journal.h): what happened since the set-up, in order. The units and terrain
   * above are the set-up; replaying the journal on them gives the battle as it stands. */
  GPtrArray  *journal;
  /* The table's own `morale:` and `melee:` (GEN-1), laid over the ruleset's with
   * vd_morale_rules_merge and vd_melee_rules_merge; NULL when the file has none. */
  VdMoraleRules *morale;
  VdMeleeRules  *melee;
  /* Private: lookups by id while a replay changes its own copy (vd-table-private.h). */
  struct _VdTableIndex *index;
  /* Private: `features` is borrowed from the table this one was copied from, not to be
   * changed before vd_table_own_terrain (vd-table-private.h). */
  gboolean    terrain_shared;
} VdTable;

VdTable     *vd_table_new             (void);
VdTable     *vd_table_copy            (const VdTable *table);
/* A copy with an empty journal: the battle at one moment (what a replay starts from). */
VdTable     *vd_table_copy_without_journal (const VdTable *table);
void         vd_table_free            (VdTable *table);
/* Deep equality of everything a table file stores (source positions are ignored; no `morale:`
 * or `melee:` equals an empty one). */
gboolean     vd_table_equal           (const VdTable *a, const VdTable *b);

/* Lookups to read: a battle's tables may share units and features (vd-table-private.h). */
const VdFeature *vd_table_find_feature (const VdTable *table, const char *id);
VdCommand   *vd_table_find_command    (const VdTable *table, const char *id);
const VdUnit *vd_table_find_unit      (const VdTable *table, const char *id);
/* The feature or unit ID to change in place, NULL when there is none: TABLE's own, copied
 * first in its place if TABLE shared it with another table. */
VdFeature   *vd_table_edit_feature    (VdTable *table, const char *id);
VdUnit      *vd_table_edit_unit       (VdTable *table, const char *id);
/* A unit destroyed in play (TABLE's `destroyed`), NULL when ID is none. */
const VdUnit *vd_table_find_destroyed (const VdTable *table, const char *id);
VdRect       vd_table_bounds          (const VdTable *table);
/* Sides in order of first appearance (units on the table, then destroyed ones); free with
 * g_strfreev. */
char       **vd_table_list_sides      (const VdTable *table);
/* The topmost unit whose footprint contains P (later units are drawn above), or NULL. */
const VdUnit *vd_table_unit_at        (const VdTable *table, VdPoint p);

VdFeature   *vd_feature_new           (const char *id, VdTerrainType type, VdShape shape,
                                       const VdPoint *points, guint n_points);
VdFeature   *vd_feature_copy          (const VdFeature *feature);
void         vd_feature_free          (VdFeature *feature);
/* Equal in everything a table file stores (source positions are ignored), as vd_table_equal. */
gboolean     vd_feature_equal         (const VdFeature *a, const VdFeature *b);
void         vd_feature_add_crest     (VdFeature *feature, const VdPoint *points, guint n_points);
/* Forgets the crests; and what only a hill has (its crests, level and plateau), as when the
 * feature becomes another type. */
void         vd_feature_clear_crests  (VdFeature *feature);
void         vd_feature_drop_hill     (VdFeature *feature);
/* A crest line is drawn on its hill (HILL-4): FALSE when crest CREST of HILL stays inside the
 * hill's outline (on it counts); TRUE with WHERE, the first point along the crest that is off
 * the hill. */
gboolean     vd_feature_crest_leaves_hill (const VdFeature *hill, guint crest, VdPoint *where);
/* The length of the feature's line, or of its outline for an area (damage is measured along it). */
double       vd_feature_path_length   (const VdFeature *feature);
/* The state of the feature at ALONG mm along its path. */
VdDamage     vd_feature_damage_at     (const VdFeature *feature, double along);
/* Where the segment A–B meets the feature's line (or outline): one crossing per meeting point,
 * ordered from A. */
typedef struct {
  double  t;       /* 0..1 along A–B */
  double  along;   /* mm along the feature's path, as damage is measured */
  VdPoint where;
} VdCrossing;

/* Appends to CROSSINGS (VdCrossing) every point where A–B meets the feature's path, in order
 * from A, a collinear overlap counting once at its start; returns how many it added. */
guint        vd_feature_crossings     (const VdFeature *feature, VdPoint a, VdPoint b,
                                       GArray *crossings);
const char  *vd_damage_to_string      (VdDamage damage);
gboolean     vd_damage_from_string    (const char *s, VdDamage *out);
VdPolygon    vd_feature_polygon       (const VdFeature *feature); /* areas */
VdPolyline   vd_feature_polyline      (const VdFeature *feature); /* lines */
VdRect       vd_feature_bounds        (const VdFeature *feature);
/* GEN-1: the feature's own distance KEY at SCALE times FACTOR, or FALLBACK when the table does
 * not override it (vd-feature-overrides.h; for engines that keep the ruleset's value at hand). */
double       vd_feature_distance_or   (const VdFeature *feature, VdScale scale, const char *key,
                                       double factor, double fallback);
/* An area holds a unit whose footprint centre is inside it (the rule catalogue's "in a wood");
 * a line is under a unit when it crosses or touches the footprint. */
gboolean     vd_feature_is_under_unit (const VdFeature *feature, const VdUnit *unit);

VdCommand   *vd_command_new           (const char *id, const char *side);
VdCommand   *vd_command_copy          (const VdCommand *command);
void         vd_command_free          (VdCommand *command);
gboolean     vd_command_equal         (const VdCommand *a, const VdCommand *b);

VdUnit      *vd_unit_new              (const char *id, const char *side, VdArm arm,
                                       VdFormation formation);
VdUnit      *vd_unit_copy             (const VdUnit *unit);
void         vd_unit_free             (VdUnit *unit);
gboolean     vd_unit_equal            (const VdUnit *a, const VdUnit *b);
VdFootprint  vd_unit_footprint        (const VdUnit *unit);
/* Appends to PAIRS (guint[2], indexes into the table's units, first < second) each two units
 * whose bases overlap; bases that only touch are in contact, not on each other. Returns how
 * many it added. */
guint        vd_table_overlapping_units (const VdTable *table, GArray *pairs);

void         vd_path_set              (VdPath *path, const VdPoint *points, guint n_points);
void         vd_path_clear            (VdPath *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdTable, vd_table_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdFeature, vd_feature_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdUnit, vd_unit_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdCommand, vd_command_free)

G_END_DECLS
