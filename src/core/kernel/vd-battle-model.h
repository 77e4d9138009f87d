#pragma once

#include <glib.h>

#include "vd-limits.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* What a mode supplies so that a battle (vd-battle.h) can record, undo, autosave, recover and
 * save its games without knowing what they are played on. The kernel sees four opaque kinds
 * of thing:
 *   - a state: the mode's whole game as a file holds it (a table, a board). The set-up is a
 *     state that also holds the journal; the battle as it stands is one without it.
 *   - rules: what the state is checked against (a ruleset, a game module), read with the file.
 *   - an event: one change to a state, as the journal lists it.
 * Every function is required unless it says "may be NULL". The miniatures' model is
 * vd_table_battle_model (vd-table-battle.h); tests/test-battle-model.c has a small one. */
typedef struct {
  /* The file's name in messages and in the autosave journal's header: "table", "board". */
  const char *file_kind;

  /* Reads the file PATH whose bytes are DATA, checked against its rules (returned in *RULES)
   * and with every event of its journal applying; NULL with ERROR (FILE:LINE:COLUMN). */
  gpointer    (*load_checked)        (const char *data, gsize length, const char *path,
                                      gpointer *rules, GError **error);
  void        (*free_rules)          (gpointer rules);

  void        (*free_state)          (gpointer state);
  /* A copy with the journal (the set-up), and a copy without it (a battle as it stands). */
  gpointer    (*copy_state)          (gconstpointer state);
  gpointer    (*copy_without_journal)(gconstpointer state);
  /* A copy without the journal for the events of one record to apply to, which may share
   * parts with STATE that only its own apply changes, copying them first; NULL:
   * copy_without_journal. */
  gpointer    (*copy_for_record)     (gconstpointer state);
  /* The set-up's journal: a GPtrArray of events, freeing them with free_event. The battle
   * appends to it and cuts it. */
  GPtrArray  *(*get_journal)         (gpointer setup);
  /* Around a run of applies on one state, for the mode's lookups; may be NULL. */
  void        (*begin_applying)      (gpointer state);
  void        (*end_applying)        (gpointer state);
  /* The set-up after its first N events (all when N is more), a new state without a journal;
   * NULL with ERROR naming the event that does not apply. */
  gpointer    (*replay)              (gconstpointer setup, gconstpointer rules, guint n,
                                      GError **error);
  /* Applies EVENT to STATE, or refuses it with ERROR and STATE untouched. */
  gboolean    (*apply)               (gconstpointer event, gpointer state, gconstpointer rules,
                                      GError **error);

  /* Whether EVENT may be recorded now on STATE, the battle just before it (a rule of play a
   * journal already written is not checked against: BN 8.2's steps); may be NULL. */
  gboolean    (*check_record)        (gconstpointer event, gconstpointer state,
                                      gconstpointer rules, GError **error);

  /* TRUE when EVENT, written, reads back as it is (else ERROR says what a reader refuses). */
  gboolean    (*check_writable)      (gconstpointer event, GError **error);
  gpointer    (*copy_event)          (gconstpointer event);
  void        (*free_event)          (gpointer event);
  /* Consecutive events with the same batch (> 0) are one step of undo and redo. */
  guint       (*get_batch)           (gconstpointer event);
  void        (*set_batch)           (gpointer event, guint batch);
  /* An event's keys inside a mapping the caller began, and back: MAP holding EXTRA_KEY too,
   * which the caller reads (the autosave journal's `record`). */
  void        (*write_event)         (VdYamlWriter *writer, gconstpointer event);
  gpointer    (*read_event)          (const VdYamlDocument *doc, const VdYamlNode *map,
                                      const char *extra_key, GError **error);

  /* What the file of SETUP with its first N_EVENTS events counts, exactly; and at least what
   * N_EVENTS more EVENTS add to it (FIRST: the journal was empty, its key comes too). */
  VdFileSize  (*file_size)           (gconstpointer setup, guint n_events);
  VdFileSize  (*events_file_size)    (gconstpointer const *events, guint n_events,
                                      gboolean first);
  /* What a save writes as the set-up, when the mode folds into it the events that built it
   * (a board's set-up events before any of play): SETUP with the first *N_FOLDED of its first
   * N_EVENTS events applied, its journal the events after them; NULL with *N_FOLDED 0 when
   * none fold (or with ERROR when they do not apply). Undo then stops at the save. May be
   * NULL: nothing folds. */
  gpointer    (*fold_setup)          (gconstpointer setup, gconstpointer rules, guint n_events,
                                      guint *n_folded, GError **error);
  /* The file's text with the first N_EVENTS events of SETUP's journal, or NULL with ERROR
   * when it would not read back. */
  char       *(*to_yaml_checked)     (gconstpointer setup, guint n_events, gsize *length,
                                      GError **error);
} VdBattleModel;

G_END_DECLS
