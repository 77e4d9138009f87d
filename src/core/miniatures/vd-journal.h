#pragma once

#include <glib.h>

#include "vd-geometry.h"
#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* The journal of a battle: every change to a table is an event, appended in order. A table file
 * holds the set-up (its units and terrain) and the journal (key `journal:`); applying the
 * events in order to the set-up gives the battle as it stands. Undo and redo move a cursor
 * along the events. Events record the state they leave (where the unit ends, what is left of
 * the wall), not only the order given, so replaying never depends on the engines' version. */

typedef enum {
  VD_EVENT_MOVE,            /* unit to `at` (through `via`), with the conditions it arrives with */
  VD_EVENT_FORMATION,       /* unit takes `formation` (and its footprint), keeping its front centre */
  VD_EVENT_FACE,            /* in play: unit turns about its front centre to `facing` */
  VD_EVENT_CONDITIONS,      /* unit's conditions become `conditions` */
  VD_EVENT_LOSS,            /* unit loses `figures` (negative: figures come back) */
  VD_EVENT_MORALE,          /* unit's morale state becomes `state` */
  VD_EVENT_REVEAL,          /* unit is revealed (or hidden again with revealed: false) */
  VD_EVENT_BOMBARD,         /* battery fired at feature: `damage` is what is left of it */
  VD_EVENT_REPAIR,          /* engineers rebuilt feature: `damage` is what is left of it */
  VD_EVENT_FIRE,            /* battery tried to set house on fire with `die`; `burning` */
  VD_EVENT_END_TURN,        /* the turn ends: the table's turn goes up by one */
  VD_EVENT_ADD_UNIT,        /* set-up: `unit` (a whole unit) joins the table */
  VD_EVENT_REMOVE_UNIT,     /* set-up: the unit leaves the table */
  VD_EVENT_EDIT_UNIT,       /* set-up: the unit becomes `unit` (same id) */
  VD_EVENT_ADD_FEATURE,     /* set-up: `feature` (a whole feature) joins the terrain */
  VD_EVENT_REMOVE_FEATURE,  /* set-up: the feature leaves the terrain */
  VD_EVENT_EDIT_FEATURE,    /* set-up: the feature becomes `feature` (same id) */
  VD_EVENT_ADD_COMMAND,     /* set-up: `command` (a whole command) joins the order of battle */
  VD_EVENT_RECOIL,          /* unit pushed back to `at` (through `via`), facing kept: `conditions`
                             * after; `destroyed` with `figures` lost (RIVER-2 by `feature`) */
  VD_EVENT_DESTROY,         /* unit destroyed by `rule` (HOUSE-10 by `feature`): `figures` lost */
  VD_EVENT_DECLARE_FIRE,    /* MASK-6: unit declares fire at `target`, and is revealed */
  VD_EVENT_DECLARE_CHARGE,  /* MASK-6: unit declares a charge on `target`, to contact at `at`
                             * (through `via`), arriving with `conditions`; nothing moves yet */
  VD_EVENT_START,           /* the battle starts: what comes before it is the set-up */
  VD_EVENT_NAME_SIDE,       /* set-up: `side` is shown as `name` (the table's `sides:`) */
  VD_EVENT_SET_READING,     /* set-up: interpretation `reading` is read as `option` (the
                             * table's `readings:`); no option: the ruleset's choice again */
  VD_N_EVENT_KINDS
} VdEventKind;

struct _VdEvent {
  VdEventKind  kind;
  int          turn;        /* the table's turn when it was recorded */
  char        *time;        /* when it was recorded (ISO 8601, UTC), NULL when unknown */
  /* The unit (move … fire, remove-unit) and feature (bombard, repair, fire, remove-feature) it
   * is about; add and edit events name theirs by the id of `unit` / `feature`, not by these. */
  char        *unit_id;
  char        *feature_id;
  char        *target_id;   /* DECLARE_FIRE, DECLARE_CHARGE: the unit fired at or charged */
  char        *note;        /* the referee's words, or NULL */
  /* The rule of the turn's limits the referee set aside for this order (`override: true`,
   * `overridden: RULE`), or NULL (vd-turn-limits.h) */
  char        *overridden;
  /* Consecutive events with the same batch (> 0) are one step of undo and redo (a group move,
   * a paste); 0: the event is a step alone. */
  guint        batch;
  /* MOVE, RECOIL, DECLARE_CHARGE */
  VdPoint      at;
  GArray      *via;         /* VdPoint, may be empty */
  gboolean     forced;
  /* MOVE, RECOIL: CREST-2, the footprint crossed a crest line on the way (`revealed: true`);
   * REVEAL */
  gboolean     revealed;
  guint        conditions;  /* MOVE, RECOIL, CONDITIONS, DECLARE_CHARGE: VdCondition bits after */
  /* RECOIL: the unit is destroyed (RIVER-2), its `figures` lost with it; DESTROY always is */
  gboolean     destroyed;
  /* FORMATION: the formation, and the frontage and depth (mm) it leaves the unit with; 0 (an
   * older file) keeps the unit's own; `rule` ROAD-2 when a column halves its front */
  VdFormation  formation;
  double       frontage;
  double       depth;
  /* FACE: degrees clockwise from +y, [0, 360) */
  double       facing;
  /* LOSS; RECOIL (destroyed) and DESTROY: every figure the unit had left */
  int          figures;
  /* MORALE */
  char        *state;
  /* BOMBARD, REPAIR: the feature's damage after (VdStretch); the rule (also FORMATION's,
   * RECOIL's MARSH-2 or RIVER-2, DESTROY's HOUSE-10), the aim, paces changed */
  GArray      *damage;
  char        *rule;
  gboolean     has_aim;     /* FALSE: no `aim` (the battery's own nearest point) */
  VdPoint      aim;
  double       affected;    /* 0 when not given */
  /* FIRE */
  int          die;
  gboolean     burning;
  /* FIRE, HOUSE-10: the side that set the village on fire loses `points_lost`, half the
   * objective's points (0 and no side: nothing lost) */
  char        *side;
  double       points_lost;
  /* NAME_SIDE: `side`'s new display name; en NULL: back to the side's word capitalised */
  VdText       name;
  /* SET_READING: the interpretation, and the option the table reads it as (NULL: the
   * ruleset's choice) */
  char        *reading;
  char        *option;
  /* ADD_UNIT, EDIT_UNIT / ADD_FEATURE, EDIT_FEATURE: the whole new thing */
  VdUnit      *unit;
  VdFeature   *feature;
  /* ADD_COMMAND: the whole new command, under a parent already on the table (or none) */
  VdCommand   *command;
  /* Where it was read from (0 when it was recorded, not read), for messages. */
  VdSourcePos  pos;
};

/* An event of KIND with nothing but its turn: via and damage are empty arrays, the rest 0. */
VdEvent     *vd_event_new            (VdEventKind kind, int turn);
VdEvent     *vd_event_copy           (const VdEvent *event);
void         vd_event_free           (VdEvent *event);
/* Equal in everything a file stores for their kind (source positions are ignored). */
gboolean     vd_event_equal          (const VdEvent *a, const VdEvent *b);
/* "move", "formation", "face", "conditions", "loss", "morale", "reveal", "bombard", "repair", "fire",
 * "end-turn", "add-unit", "remove-unit", "edit-unit", "add-feature", "remove-feature",
 * "edit-feature", "add-command", "recoil", "destroy", "declare-fire", "declare-charge",
 * "start", "name-side", "set-reading": the names in files and on the command line. */
const char  *vd_event_kind_to_string (VdEventKind kind);
/* A set-up edit (add, remove or edit a unit or a feature, add a command, name a side, set a
 * reading), not an order of the battle. */
gboolean     vd_event_is_setup       (const VdEvent *event);
/* Whether the battle has started after the first N events of JOURNAL (VdEvent*): one of them
 * is an event of play (a start, a move by the rules, an end of turn…). Until then every edit
 * is the scenario's set-up, folded into the file's own keys when it is saved. */
gboolean     vd_journal_started      (const GPtrArray *journal, guint n);
gboolean     vd_event_kind_from_string (const char *s, VdEventKind *out);
/* How the journal's lines (and the app's refusals) name unit ID on TABLE, destroyed or not:
 * its name, else its id; "—" for none. */
const char  *vd_journal_unit_name    (const VdTable *table, const char *id);
/* How they name feature ID: its own name, else its kind in the ruleset's words, lower case
 * inside a sentence ("hedge"), else its id; "—" for none. */
char        *vd_journal_feature_name (const VdTable *table, const VdRuleset *ruleset,
                                      const char *id);
/* One line for people, in the user's language: "Turn 3: fr-1-4e loses 6 figures". */
char        *vd_event_describe       (const VdEvent *event, const VdTable *table,
                                      const VdRuleset *ruleset);
/* The same line without the referee's note. */
char        *vd_event_describe_without_note (const VdEvent *event, const VdTable *table,
                                             const VdRuleset *ruleset);
/* One line for the N_EVENTS EVENTS of one batch: "Turn 3: 4 units move"; one event's own line
 * when N_EVENTS is 1, or when the others are add-command events (a unit placed with the
 * commands it needs); the add-command events of units placed together go unsaid. */
char        *vd_event_describe_batch (VdEvent * const *events, guint n_events,
                                      const VdTable *table, const VdRuleset *ruleset);
/* The same for set-up edits made before the battle started: "Set-up: fr-1 joins the table". */
char        *vd_event_describe_setup_batch (VdEvent * const *events, guint n_events,
                                            const VdTable *table,
                                            const VdRuleset *ruleset);

/* Applies EVENT to TABLE (the battle as it stands). Refuses, with ERROR (VD_ERROR) saying why
 * and TABLE untouched, an event that does not apply: an unknown unit or feature, more losses
 * than the figures left, a morale state the ruleset does not have, a formation the arm may
 * not take, an id already taken, a command under an unknown parent, another side's or itself… */
gboolean     vd_event_apply          (const VdEvent *event, VdTable *table,
                                      const VdRuleset *ruleset, GError **error);

/* What a save writes for SETUP when its first N events are applied: the set-up edits that
 * come before the battle's first event of play, applied to a copy of SETUP, whose journal
 * holds the events after them; *N_FOLDED says how many. NULL with *N_FOLDED 0 when none
 * fold (or, with ERROR, when one does not apply). */
VdTable     *vd_journal_fold_setup   (const VdTable *setup, const VdRuleset *ruleset, guint n,
                                      guint *n_folded, GError **error);

/* The battle after the first N events of SETUP's journal (all of them when N is more), as a
 * new table with no journal; NULL with ERROR naming the event (its number and file position)
 * that does not apply. */
VdTable     *vd_journal_replay       (const VdTable *setup, const VdRuleset *ruleset, guint n,
                                      GError **error);
/* What vd_table_load_checked adds for the journal: every event of SETUP's journal applies; an
 * error points at FILE's line and column of the first that does not ("FILE:L:C: error: event
 * 3 (loss): …"). */
gboolean     vd_journal_check        (const VdTable *setup, const VdRuleset *ruleset,
                                      const char *file, GError **error);

/* Reading and writing the `journal:` key of a table file (called by the table reader and
 * writer): NODE is its value, a list of event mappings appended to JOURNAL (VdEvent*); the
 * writer writes the N_EVENTS EVENTS. */
gboolean     vd_journal_read         (const VdYamlDocument *doc, const VdYamlNode *node,
                                      GPtrArray *journal, GError **error);
void         vd_journal_write        (VdYamlWriter *writer, const VdEvent * const *events,
                                      guint n_events);
/* One event mapping, as in the journal list; EXTRA_KEY (may be NULL) is one more key MAP may
 * have, which the caller reads (the autosave journal's `record`). */
VdEvent     *vd_event_read           (const VdYamlDocument *doc, const VdYamlNode *map,
                                      const char *extra_key, GError **error);
/* TRUE when EVENT, written to a file, reads back as it is; else FALSE with ERROR
 * (VD_ERROR_ARGUMENT) saying what the reader would refuse. Whatever is recorded is checked so
 * first: vd_event_apply checks what the battle allows, this what a file holds. */
gboolean     vd_event_check_writable (const VdEvent *event, GError **error);
/* The keys and values of EVENT, inside a mapping the caller has begun. */
void         vd_event_write_keys     (VdYamlWriter *writer, const VdEvent *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdEvent, vd_event_free)

G_END_DECLS
