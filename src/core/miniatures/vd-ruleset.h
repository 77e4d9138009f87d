#pragma once

#include <glib.h>

#include "vd-table.h"
#include "vd-text.h"
#include "vd-types.h"
#include "vd-yaml-reader.h"

G_BEGIN_DECLS


/* How the renderer draws a terrain type; pure data, no cairo here. */
typedef enum {
  VD_PATTERN_NONE,
  VD_PATTERN_CONTOURS,   /* hills: rings by level */
  VD_PATTERN_TREES,      /* woods: tree crowns */
  VD_PATTERN_WATER,      /* streams and rivers: ripples */
  VD_PATTERN_ROAD,       /* roads: edged band */
  VD_PATTERN_MARSH,      /* marshes: reed tufts */
  VD_PATTERN_HEDGE,      /* light obstacles: bushy line */
  VD_PATTERN_WALL,       /* hard obstacles: stone blocks */
  VD_PATTERN_BUILDING,   /* houses: roofs */
  VD_PATTERN_EARTHWORK,  /* redoubts: ramparts with a ditch */
  VD_PATTERN_ROCKS,      /* rocky ground: boulders */
  VD_PATTERN_CROPS,      /* fields: rows of crops */
  VD_PATTERN_BRIDGE,     /* bridges: deck with parapets */
  VD_PATTERN_FORD,       /* fords: stepping stones, marked limits */
  VD_N_PATTERNS
} VdPattern;

typedef struct {
  double r, g, b, a; /* 0..1 */
} VdColor;

typedef struct {
  VdColor   fill;
  VdColor   stroke;
  double    stroke_width; /* mm on the table */
  double    line_width;   /* mm: how wide a line feature is drawn */
  VdPattern pattern;
} VdTerrainStyle;

typedef struct {
  VdTerrainType  type;
  VdText         name;
  VdText         menu;     /* the Draw menu's words, with examples; both NULL: the name */
  VdTerrainStyle style;
  char         **rules;    /* IDs of the rules about this type, NULL-terminated */
} VdTerrainDef;

typedef struct {
  char   *id;              /* "CREST-2" */
  VdText  text;
} VdRule;

/* A distance the rules give in paces, one number per scale (never derived from each other). */
typedef struct {
  char    *key;            /* "wood-edge" */
  double   paces[VD_N_SCALES];
  char   **rules;          /* IDs of the rules that use it, NULL-terminated */
} VdDistance;

typedef struct {
  double width;            /* the rules' "base length", mm */
  double depth;            /* mm */
  int    figures;          /* figures on one base */
} VdBaseSize;

/* How the bases of a unit stand in one formation (the units file's `footprints:`). */
typedef struct {
  int         rank;          /* bases side by side in a rank; 0: all in a single rank */
  double      spacing;       /* the slot of a base, in base widths (1: shoulder to shoulder) */
  double      depth;         /* the depth of a rank, in base depths (limbered guns: 1.5) */
  gboolean    square;        /* a hollow square: the bases on four faces */
} VdBaseLayout;

typedef struct {
  VdArm       arm;
  VdText      name;
  guint       formations;  /* bit mask of VdFormation allowed for this arm */
  VdBaseSize  base[VD_N_SCALES];
  int         new_unit_bases; /* the bases a new unit of this arm starts with (default 1) */
  VdBaseLayout layout[VD_N_FORMATIONS]; /* for the formations allowed */
} VdArmDef;

typedef struct {
  VdFormation formation;
  VdText      name;
} VdFormationDef;

/* Morale states, loss thresholds and morale factors; melee factors and loss table
 * (vd-morale-rules.h). */
/* A reading Vedette makes where the seed is silent (`interpretations:`), switched by `choice`. */
typedef struct {
  char    *id;             /* "mini-i-allowance-carry" */
  VdText   text;
  char   **options;        /* NULL-terminated */
  VdText  *option_names;   /* one per option, in order; a name not given is NULL */
  char    *choice;         /* one of the options */
} VdInterpretation;

typedef struct _VdMoraleRules VdMoraleRules;
typedef struct _VdMeleeRules VdMeleeRules;

typedef struct {
  char           *id;      /* "napoleonic" */
  VdText          name;
  char           *path;    /* the terrain file it was loaded from */
  char           *units_path;
  double          mm_per_pace[VD_N_SCALES];
  VdTerrainDef    terrain[VD_N_TERRAIN_TYPES];
  GPtrArray      *rules;     /* VdRule*, file order */
  GPtrArray      *distances; /* VdDistance*, file order */
  VdArmDef        arms[VD_N_ARMS];
  VdFormationDef  formations[VD_N_FORMATIONS];
  GHashTable     *rule_index; /* id → VdRule* */
  GPtrArray      *masking;    /* VdMaskingRow* (vd-masking.h), first match decides */
  VdMovementRules movement;   /* from the units file: every allowed formation has its allowance */
  VdFireRules     fire;       /* weapon ranges (`fire:`), Vedette's assumed defaults */
  VdMoraleRules  *morale;     /* never NULL */
  VdMeleeRules   *melee;      /* never NULL */
  GPtrArray      *interpretations; /* VdInterpretation*, file order */
} VdRuleset;

VdRuleset       *vd_ruleset_new          (void);
void             vd_ruleset_add_rule     (VdRuleset *ruleset, const char *id, const char *en,
                                          const char *fr);

/* Loads a terrain ruleset file (kind: ruleset) and the units file it names (kind: units). */
VdRuleset       *vd_ruleset_load         (const char *path, GError **error);
/* NAME is a ruleset name ("napoleonic", looked up in the data folders' terrain/) or a path,
 * relative to RELATIVE_TO (a folder) when not absolute. */
VdRuleset       *vd_ruleset_load_named   (const char *name, const char *relative_to, GError **error);
void             vd_ruleset_free         (VdRuleset *ruleset);
/* Reads a units file (kind: units) into RULESET's arms and formations. */
gboolean         vd_ruleset_load_units   (VdRuleset *ruleset, const char *path, GError **error);

const VdRule    *vd_ruleset_find_rule    (const VdRuleset *ruleset, const char *id);
/* Interpretations (vd-ruleset-interpretations.c): NODE the `interpretations:` list (may be
 * NULL); the one with ID or NULL; set its choice (FALSE when ID or OPTION is unknown). What an
 * answer reads is the table's reading, else this choice: vd_table_reading. */
gboolean         vd_ruleset_read_interpretations (const VdYamlDocument *doc,
                                                  const VdYamlNode *node, VdRuleset *ruleset,
                                                  GError **error);
const VdInterpretation *vd_ruleset_find_interpretation (const VdRuleset *ruleset, const char *id);
gboolean         vd_ruleset_set_reading  (VdRuleset *ruleset, const char *id, const char *option);
void             vd_interpretation_free  (VdInterpretation *interpretation);
/* The name of INTERPRETATION's option at INDEX in the user's language (`option_names:`), else
 * the option's word. */
const char      *vd_interpretation_option_name (const VdInterpretation *interpretation,
                                                guint index);
/* The rule's text in the user's language, or NULL for an unknown ID. */
const char      *vd_ruleset_rule_text    (const VdRuleset *ruleset, const char *id);
const VdDistance *vd_ruleset_find_distance (const VdRuleset *ruleset, const char *key);
/* The distance KEY at SCALE in paces; -1 when the ruleset has no such distance. */
double           vd_ruleset_distance     (const VdRuleset *ruleset, const char *key, VdScale scale);
/* STATE is one of the ruleset's morale states; NULL (a unit's default, the first) is too. */
gboolean         vd_ruleset_has_morale_state (const VdRuleset *ruleset, const char *state);
gboolean         vd_ruleset_allows_formation (const VdRuleset *ruleset, VdArm arm, VdFormation formation);
const VdBaseSize *vd_ruleset_base_size   (const VdRuleset *ruleset, VdArm arm, VdScale scale);

/* The table's millimetres per pace: its own value, else the ruleset's default for its scale. */
double           vd_table_mm_per_pace    (const VdTable *table, const VdRuleset *ruleset);
/* Checks what depends on the ruleset (formations allowed for each arm, morale states, the rule
 * IDs of the table's masking rows and of its own `morale:` and `melee:`), pointing at FILE's
 * line and column of the offending unit or item. */
gboolean         vd_table_validate       (const VdTable *table, const VdRuleset *ruleset,
                                          const char *file, GError **error);
/* A unit's movement allowance in paces per turn: its own (`allowance:`), else the table's for
 * its arm and formation, else the ruleset's; -1 for a formation its arm may not take. */
double           vd_unit_allowance       (const VdUnit *unit, const VdTable *table,
                                          const VdRuleset *ruleset);
/* The factor a forced march multiplies the allowance by. */
double           vd_table_forced_march   (const VdTable *table, const VdRuleset *ruleset);
/* The paces ARM adds to its allowance when it charges; 0 for an arm that does not charge. */
double           vd_table_charge_bonus   (const VdTable *table, const VdRuleset *ruleset, VdArm arm);
/* The weapon range of UNIT in paces at the table's scale (artillery by its calibre): the
 * table's own `fire:` before the ruleset's; -1 when neither gives one. */
double           vd_unit_fire_range      (const VdUnit *unit, const VdTable *table,
                                          const VdRuleset *ruleset);
/* ROAD-1: the widest frontage (mm) of a column of ARM that gets the road bonus, the table's
 * own, else the ruleset's; 0 for an arm given none (no road bonus by width; officers always get
 * it, see vd-movement.h). */
double           vd_table_road_column    (const VdTable *table, const VdRuleset *ruleset, VdArm arm);
/* A unit's base: its own when the file gives one, else the ruleset's for its arm and scale. */
VdBaseSize       vd_unit_base            (const VdUnit *unit, const VdTable *table,
                                          const VdRuleset *ruleset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdRuleset, vd_ruleset_free)

G_END_DECLS
