#pragma once

#include <glib.h>

#include "vd-hex-entries.h"
#include "vd-text.h"
#include "vd-yaml-reader.h"

G_BEGIN_DECLS

/* A board game as data: a game module (`terrain/<id>.yaml`, `kind: hex-ruleset`, help "Game
 * modules"). Everything the seed gives is held with its rule; every value the game's charts
 * hold but the seed does not is `~` in the file and a gap here, never a guess. */

/* A step within a phase (BN 8.2), in the phase's order: the events of play that belong to it
 * (`events`, mappings the journal's events are matched against, vd-hex-phase-steps.h). */
typedef struct {
  char             *id;
  VdText            name;
  char             *rule;
  const VdYamlNode *events;   /* in the module's document */
} VdHexPhaseStep;

/* An id with its name: a side, a unit class, an option, a phase. */
typedef struct {
  char       *id;
  VdText      name;
  char       *side;       /* phases: the side that plays it, or "both"; NULL for the others */
  GPtrArray  *steps;      /* phases: VdHexPhaseStep*, in order; NULL when it lists none */
  char       *steps_rule; /* phases: the rule that orders them (BN 8.2), or NULL */
  const VdYamlNode *steps_free; /* phases: events taken at any point, in no step (BN 10.0a) */
} VdHexName;

typedef enum {
  VD_HEX_MP_MISSING,     /* the game's chart has it, the seed does not */
  VD_HEX_MP_KNOWN,
  VD_HEX_MP_PROHIBITED,
} VdHexMpStatus;

typedef struct {
  VdHexMpStatus status;
  double        mp;
} VdHexMp;

/* A hex terrain or a hexside feature of the game's terrain chart. */
typedef struct {
  char     *id;
  VdText    name;
  VdHexMp  *mp;         /* one per unit class, in the module's order; a surcharge for hexsides */
  gboolean  directed;   /* hexsides: it has a side (a slope rises, a redoubt faces) */
  GStrv     rules;      /* rule ids, never NULL */
} VdHexTerrain;

typedef struct {
  char   *id;           /* the game's own rule number where it has one: C5, 16.2e */
  char   *section;      /* may be NULL */
  VdText  text;         /* our own short wording */
} VdHexRule;

typedef enum {
  VD_HEX_GAP_VALUE,         /* a value left `~`: WHERE is its path in the module */
  VD_HEX_GAP_MP,            /* WHERE (a terrain) has no MP for DETAIL (a unit class) */
  VD_HEX_GAP_MP_ALL,        /* WHERE (a terrain) has no MP at all */
  VD_HEX_GAP_CHART_CELLS,   /* chart WHERE: MISSING of TOTAL cells not given */
  VD_HEX_GAP_CHART_SIZE,    /* chart WHERE: not given, nor its size (TOTAL cells known) */
  VD_HEX_GAP_CHOICE,        /* interpretation WHERE: no reading chosen yet */
} VdHexGapKind;

/* Something the owner has to supply (check --completeness). */
typedef struct {
  VdHexGapKind kind;
  char        *where;
  char        *detail;
  guint        missing;
  guint        total;
  GStrv        rules;   /* chart gaps: the chart's `rule` then its `also`, the rules waiting
                         * for it; NULL when it names none */
} VdHexGap;

typedef struct {
  char            *id;
  VdText           name;
  char            *path;
  GPtrArray       *sides;         /* VdHexName* */
  GPtrArray       *classes;       /* VdHexName* */
  GPtrArray       *options;       /* VdHexName* */
  GPtrArray       *phases;        /* VdHexName*, the sequence of play */
  GPtrArray       *terrain;       /* VdHexTerrain* */
  GPtrArray       *hexsides;      /* VdHexTerrain* */
  GPtrArray       *rules;         /* VdHexRule* */
  GPtrArray       *gaps;          /* VdHexGap*, in the file's order */
  char            *default_terrain;
  /* The whole file, for the sections read by the rules that use them (zoc, combat, …), with
   * the owner's entries laid over it. */
  VdYamlDocument  *doc;
  /* The owner's entries for this module (vd-hex-entries.h), or NULL; N_ENTERED of them fill a
   * gap, the others say why not (`unused`). */
  VdHexEntries    *entries;
  guint            n_entered;
} VdHexRuleset;

VdHexRuleset      *vd_hex_ruleset_load        (const char *path, GError **error);
/* The same with the owner's entries for the module laid over it, when he has any
 * (vd_hex_entries_load_for): what boards, the app and the command line use. */
VdHexRuleset      *vd_hex_ruleset_load_entered (const char *path, GError **error);
/* The same from a parsed DOC with ENTRIES (may be NULL); both are taken. */
VdHexRuleset      *vd_hex_ruleset_load_document_with (VdYamlDocument *doc, VdHexEntries *entries,
                                                      GError **error);
/* The same from a parsed DOC, which the module takes (NULL: NULL, ERROR already set). */
VdHexRuleset      *vd_hex_ruleset_load_document (VdYamlDocument *doc, GError **error);
/* The same from DATA (LENGTH bytes); PATH names it in messages. */
VdHexRuleset      *vd_hex_ruleset_load_data   (const char *data, gsize length, const char *path,
                                               GError **error);
/* NAME is a module id ("naa", looked up as terrain/NAME.yaml in the data folders) or a path,
 * relative to RELATIVE_TO (a folder) when not absolute; with the owner's entries. */
VdHexRuleset      *vd_hex_ruleset_load_named  (const char *name, const char *relative_to,
                                               GError **error);
void               vd_hex_ruleset_free        (VdHexRuleset *module);

const VdHexName   *vd_hex_ruleset_find_side   (const VdHexRuleset *module, const char *id);
const VdHexName   *vd_hex_ruleset_find_class  (const VdHexRuleset *module, const char *id);
/* The place of unit class ID among the module's (the index of a terrain's `mp`), or G_MAXUINT
 * when the module has no such class. */
guint              vd_hex_ruleset_class_index (const VdHexRuleset *module, const char *id);
const VdHexName   *vd_hex_ruleset_find_option (const VdHexRuleset *module, const char *id);
const VdHexName   *vd_hex_ruleset_find_phase  (const VdHexRuleset *module, const char *id);
const VdHexTerrain *vd_hex_ruleset_find_terrain (const VdHexRuleset *module, const char *id);
const VdHexTerrain *vd_hex_ruleset_find_hexside (const VdHexRuleset *module, const char *id);
const VdHexRule   *vd_hex_ruleset_find_rule   (const VdHexRuleset *module, const char *id);
/* The name of terrain ID in the user's language (with HEXSIDE, of hexside feature ID; a road
 * may be either, so a terrain not found is looked for among the hexside features), or ID
 * itself when MODULE (may be NULL) does not know it. */
const char        *vd_hex_ruleset_terrain_name (const VdHexRuleset *module, const char *id,
                                                gboolean hexside);
/* The value at PATH ("zoc.model") in the module's file, or NULL. */
const VdYamlNode  *vd_hex_ruleset_lookup      (const VdHexRuleset *module, const char *path);
/* Whether the list at PATH ("zoc.ignored_by") holds the word VALUE (NULL: FALSE). */
gboolean           vd_hex_ruleset_list_has    (const VdHexRuleset *module, const char *path,
                                               const char *value);
/* Whether the list LIST (a node of the module, may be NULL) holds the word VALUE. */
gboolean           vd_hex_ruleset_node_has    (const VdYamlNode *list, const char *value);
/* The place of the word VALUE in the list LIST (a node of the module, may be NULL; a chart's
 * rows or columns), or -1 (VALUE NULL: -1). */
int                vd_hex_ruleset_node_index  (const VdYamlNode *list, const char *value);
/* The same for the list at PATH in the module. */
int                vd_hex_ruleset_list_index  (const VdHexRuleset *module, const char *path,
                                               const char *value);
/* The word NODE holds (a scalar, not `~`), or NULL; the one at PATH in the module. */
const char        *vd_hex_ruleset_word        (const VdYamlNode *node);
const char        *vd_hex_ruleset_lookup_word (const VdHexRuleset *module, const char *path);
/* The word at PREFIX KEY (PREFIX a block's path ending in "."), and whether the list there
 * holds VALUE (FALSE for a NULL VALUE): a module's block read key by key. */
const char        *vd_hex_ruleset_word_under  (const VdHexRuleset *module, const char *prefix,
                                               const char *key);
gboolean           vd_hex_ruleset_list_under_has (const VdHexRuleset *module,
                                                  const char *prefix, const char *key,
                                                  const char *value);
/* The name the module's {en, fr} text at PREFIX WORD gives WORD in the user's language, or
 * WORD itself when it has none (or MODULE is NULL). */
const char        *vd_hex_ruleset_name_under (const VdHexRuleset *module, const char *prefix,
                                              const char *word);
/* The module's own {en, fr} text NODE in the user's language (English when the user's is
 * missing), or NULL. */
const char        *vd_hex_ruleset_text        (const VdYamlNode *node);
/* The reading chosen for interpretation ID (by the module or the owner's entries), or NULL
 * while none is, or when the module has no such interpretation. */
const char        *vd_hex_ruleset_choice      (const VdHexRuleset *module, const char *id);

/* Formations (`special.formations`, BN 11.1): whether the module has any, whether FORMATION is
 * one that a unit of class UNIT_CLASS may take, and its name in the user's language (the id
 * itself when the module names none). */
gboolean           vd_hex_ruleset_has_formations (const VdHexRuleset *module);
gboolean           vd_hex_ruleset_class_formation (const VdHexRuleset *module,
                                                   const char *unit_class,
                                                   const char *formation);
const char        *vd_hex_ruleset_formation_name (const VdHexRuleset *module,
                                                  const char *formation);

/* A value the module may make depend on a reading: NODE itself, or `{reading: ID, OPTION:
 * value…}`, the strictest option first (1914's line length, NaA's nightfall). Fills STRICT and
 * LENIENT (the chosen option's value when the reading is chosen, NODE when it is no such
 * value) and OPEN, the reading still to choose, or NULL. */
void               vd_hex_ruleset_by_reading  (const VdHexRuleset *module, const VdYamlNode *node,
                                               const VdYamlNode **strict,
                                               const VdYamlNode **lenient, const char **open);

/* GAP in words, in the user's language: "CRT: 70 of 70 cells missing". */
char              *vd_hex_gap_describe        (const VdHexRuleset *module, const VdHexGap *gap);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexRuleset, vd_hex_ruleset_free)

G_END_DECLS
