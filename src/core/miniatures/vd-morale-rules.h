#pragma once

#include <glib.h>

#include "vd-ruleset.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* Morale and melee as ruleset data (keys `morale:` and `melee:` of a ruleset file; a table file
 * may override them with the same keys, GEN-1). The seed's morale page ("Facteurs moraux
 * tactiques", MASK-6) is missing: the states, thresholds and morale factors are Vedette's
 * documented defaults. Melee factors and the two loss-table points come from HOUSE-EX. */

/* A state a unit's morale can be in; the ruleset lists them from best to worst. */
typedef struct {
  char        *id;           /* "steady" */
  VdText       name;
  VdSourcePos  pos;
} VdMoraleState;

/* Percent of its starting figures a command (or a unit) has lost when it becomes shaken and
 * broken: reached at or above the number. NAN when not given. */
typedef struct {
  double shaken;
  double broken;
} VdLossThresholds;

/* Thresholds for one kind of command ("corps", "side"…) instead of the general ones. */
typedef struct {
  char             *kind;
  VdLossThresholds  thresholds;
  VdSourcePos       pos;
} VdKindThresholds;

/* A number added to a side's total in a melee or a morale test. */
typedef struct {
  char        *id;           /* "charge" */
  VdText       name;         /* a table's new factor without a name is named by its id */
  gboolean     entered;      /* the referee enters the value each time (the combat value) */
  int          value;        /* the fixed value; 0 for an entered factor */
  gboolean     assumed;      /* the seed names it without a value: Vedette's default */
  char        *note;         /* why, for an assumed factor; may be NULL */
  char       **rules;        /* IDs of the rules it comes from, NULL-terminated */
  gboolean     from_table;   /* set by the merge functions for a table's own factor */
  VdSourcePos  pos;
} VdFactor;

/* One point of the melee loss table: a side with TOTAL inflicts LOSSES on the other side. */
typedef struct {
  int          total;
  int          losses;
  char       **rules;        /* the rule it is from ("HOUSE-EX"), NULL-terminated, may be empty */
  char        *note;
  gboolean     from_table;   /* set by vd_melee_rules_merge for a table's own point */
  VdSourcePos  pos;
} VdLossPoint;

struct _VdMoraleRules {
  GPtrArray        *states;    /* VdMoraleState*, best first; the first is a unit's default */
  VdLossThresholds  commands;  /* every command and side without thresholds of its kind */
  GPtrArray        *kinds;     /* VdKindThresholds* */
  VdLossThresholds  units;     /* NAN when not given: then units have no loss state */
  GPtrArray        *factors;   /* VdFactor*: tactical morale factors (HOUSE-9) */
};

struct _VdMeleeRules {
  GPtrArray *factors;          /* VdFactor*, file order */
  GPtrArray *losses;           /* VdLossPoint*, sorted by total, one point per total */
};

VdMoraleRules *vd_morale_rules_new        (void);
VdMoraleRules *vd_morale_rules_copy       (const VdMoraleRules *rules);
void           vd_morale_rules_free       (VdMoraleRules *rules);
gboolean       vd_morale_rules_equal      (const VdMoraleRules *a, const VdMoraleRules *b);
/* TRUE when nothing is set (a table without `morale:`). */
gboolean       vd_morale_rules_is_empty   (const VdMoraleRules *rules);

VdMeleeRules  *vd_melee_rules_new         (void);
VdMeleeRules  *vd_melee_rules_copy        (const VdMeleeRules *rules);
void           vd_melee_rules_free        (VdMeleeRules *rules);
gboolean       vd_melee_rules_equal       (const VdMeleeRules *a, const VdMeleeRules *b);
gboolean       vd_melee_rules_is_empty    (const VdMeleeRules *rules);

/* Reads a ruleset's `morale:` and `melee:` (both required) from ROOT into RULESET, checking
 * their rule IDs against its rules (read before). */
gboolean       vd_morale_rules_read_ruleset (const VdYamlDocument *doc, const VdYamlNode *root,
                                             VdRuleset *ruleset, GError **error);

/* A table's `morale:` override: thresholds (`commands`, `kinds`, `units`) and `factors`; a
 * table may not change the states. Rule IDs are checked later (vd_morale_rules_check_rules). */
gboolean       vd_morale_rules_read       (const VdYamlDocument *doc, const VdYamlNode *node,
                                           VdMoraleRules *rules, GError **error);
/* A table's `melee:` override: `factors` (new ones, or new values for the ruleset's, by id) and
 * `losses` (points of the loss table: the full table when the players have it). */
gboolean       vd_melee_rules_read        (const VdYamlDocument *doc, const VdYamlNode *node,
                                           VdMeleeRules *rules, GError **error);
void           vd_morale_rules_write      (VdYamlWriter *writer, const VdMoraleRules *rules);
void           vd_melee_rules_write       (VdYamlWriter *writer, const VdMeleeRules *rules);
/* Every rule ID is one of the rules in the hash table RULES (id → anything). */
gboolean       vd_morale_rules_check_rules (const VdMoraleRules *rules, GHashTable *rule_index,
                                            const char *file, GError **error);
gboolean       vd_melee_rules_check_rules (const VdMeleeRules *rules, GHashTable *rule_index,
                                           const char *file, GError **error);

/* The ruleset's rules with TABLE's override on top (TABLE may be NULL): a table's threshold,
 * factor or loss point replaces the ruleset's with the same key and marks it from_table. */
VdMoraleRules *vd_morale_rules_merge      (const VdMoraleRules *ruleset, const VdMoraleRules *table);
VdMeleeRules  *vd_melee_rules_merge       (const VdMeleeRules *ruleset, const VdMeleeRules *table);

const VdMoraleState *vd_morale_rules_find_state   (const VdMoraleRules *rules, const char *id);
/* The first state: where a unit without `morale:` is. NULL when there are none. */
const VdMoraleState *vd_morale_rules_default_state (const VdMoraleRules *rules);
/* "steady, shaken, …" for messages. */
char          *vd_morale_rules_list_states (const VdMoraleRules *rules);
/* The thresholds for a command of KIND (NULL: the general ones); *APPLIED_KIND is set to KIND
 * when that kind has its own, else NULL. */
VdLossThresholds vd_morale_rules_thresholds (const VdMoraleRules *rules, const char *kind,
                                             const char **applied_kind);
const VdFactor *vd_morale_rules_find_factor (const VdMoraleRules *rules, const char *id);

const VdFactor *vd_melee_rules_find_factor (const VdMeleeRules *rules, const char *id);
/* The loss table's point for TOTAL, or NULL when the table does not have it. */
const VdLossPoint *vd_melee_rules_find_losses (const VdMeleeRules *rules, int total);
/* "0, 4": the totals the loss table knows, for messages. */
char          *vd_melee_rules_list_totals (const VdMeleeRules *rules);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdMoraleRules, vd_morale_rules_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdMeleeRules, vd_melee_rules_free)

G_END_DECLS
