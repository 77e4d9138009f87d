#pragma once

#include <glib.h>

#include "vd-battle-model.h"

G_BEGIN_DECLS

/* A battle being recorded, in any mode: the file's set-up and journal, the battle as it
 * stands, the undo cursor, and the autosave journal beside the file. The mode's model
 * (vd-battle-model.h) says what the set-up, the rules and the events are; the battle handles
 * them as opaque pointers, which the mode's own header names (vd-table-battle.h for tables).
 * What the app's document and the CLI's record and undo commands use.
 *
 * Autosave: every event (and every undo and redo) is appended to PATH.journal and flushed to
 * disk (fsync) before vd_battle_record returns, so a crash or a SIGKILL loses nothing that
 * was shown. Saving writes the file (set-up + the journal up to the cursor) to a temporary
 * file, flushes it, keeps the previous file as PATH~ and renames the new one over PATH; then
 * the autosave journal starts afresh. Opening a file whose PATH.journal holds records not in
 * the file offers them back (vd_battle_pending_records, vd_battle_restore). */
typedef struct _VdBattle VdBattle;

/* Opens PATH, a file of MODEL's kind, checked against its rules with its journal replayed; a
 * PATH.journal left by a crash is kept and reported by vd_battle_pending_records. The battle
 * holds PATH's writer lock until it is freed (vd-file.h): another writer of the file waits,
 * then is refused (VD_ERROR_BUSY). A link is followed; anything but a regular file is
 * refused. */
VdBattle    *vd_battle_open              (const VdBattleModel *model, const char *path,
                                          GError **error);
/* A battle from a set-up already read (SETUP keeps its journal) and its RULES, both taken;
 * PATH may be NULL (the demo: no autosave until saved). It takes no writer lock on PATH (the
 * caller read it its own way): vd_battle_open is the writers' way. */
VdBattle    *vd_battle_new               (const VdBattleModel *model, gpointer setup,
                                          gpointer rules, const char *path, GError **error);
void         vd_battle_free              (VdBattle *battle);
/* Without autosave no PATH.journal is written or set aside: for a command that saves the
 * file at once, whose change is confirmed only by that save (vedette-cli record, undo). */
void         vd_battle_set_autosave      (VdBattle *battle, gboolean autosave);

const char  *vd_battle_get_path          (VdBattle *battle);
const VdBattleModel *vd_battle_get_model (VdBattle *battle);
/* The model's rules, read with the file. */
gpointer     vd_battle_get_ruleset       (VdBattle *battle);
/* Replaces the rules with RULES (taken), the same rules read again with more of their gaps
 * filled (the owner's chart entries): the battle as it stands is kept, the old rules freed. */
void         vd_battle_set_ruleset       (VdBattle *battle, gpointer rules);
/* The set-up with the journal (every event, those undone included: the file holds those up to
 * the cursor), and the battle as it stands now (no journal). Owned by the battle. */
gpointer     vd_battle_get_setup         (VdBattle *battle);
gpointer     vd_battle_get_current       (VdBattle *battle);
/* Events applied (the cursor), and all events including those undone (redo). */
guint        vd_battle_get_n_applied     (VdBattle *battle);
guint        vd_battle_get_n_events      (VdBattle *battle);
gconstpointer vd_battle_get_event       (VdBattle *battle, guint i);
/* What follows the battle event by event (the turn's limits) keeps its work while only events
 * are appended and the cursor moves: EDITS counts the other changes (events dropped, set-up or
 * rules replaced). vd_battle_kept_since says how many of the journal's first events are the
 * same as when the count was EDITS (G_MAXUINT: all), FALSE when the set-up or the rules are
 * not (rebuild from the start). */
guint64      vd_battle_get_edits         (VdBattle *battle);
gboolean     vd_battle_kept_since        (VdBattle *battle, guint64 edits, guint *n_kept);
/* DATA kept with the battle under KEY (a static string) until replaced or the battle is
 * freed, then freed with DESTROY: a follower's cache (vd_turn_state_for_battle). */
void         vd_battle_set_data          (VdBattle *battle, const char *key, gpointer data,
                                          GDestroyNotify destroy);
gpointer     vd_battle_get_data          (VdBattle *battle, const char *key);
/* TRUE when something was recorded, undone or redone since the file was read or saved. */
gboolean     vd_battle_get_dirty         (VdBattle *battle);

/* Applies EVENT (taken) to the battle as it stands, drops the events undone before it, and
 * appends it to the journal and to the autosave file (flushed). FALSE with ERROR when it does
 * not apply or cannot be written: then nothing changed. */
gboolean     vd_battle_record            (VdBattle *battle, gpointer event, GError **error);
/* Records the N_EVENTS EVENTS (each taken, the array not) as one batch, undone and redone as
 * one step (a group move, a paste): each gets a fresh batch number, one more than any in the
 * journal. All or nothing: when one does not apply (or they cannot be written), ERROR says why
 * and nothing changed, neither the battle nor its autosave journal. */
gboolean     vd_battle_record_batch      (VdBattle *battle, gpointer *events, guint n_events,
                                          GError **error);
/* Does ahead what the first record after opening does before any other: counts what the file
 * holds, which a record checks the file's limits against (the whole set-up written: 4 ms at
 * 400 units). For the app to call when idle; the next records keep the count up to date. */
void         vd_battle_prepare_record    (VdBattle *battle);
gboolean     vd_battle_can_undo          (VdBattle *battle);
gboolean     vd_battle_can_redo          (VdBattle *battle);
/* Moves the cursor one step back (forward): one event, or the whole batch it is in; the
 * battle as it stands is replayed. */
gboolean     vd_battle_undo              (VdBattle *battle, GError **error);
gboolean     vd_battle_redo              (VdBattle *battle, GError **error);
/* Moves the cursor to N applied events (the turn history: "the battle after event N"). */
gboolean     vd_battle_go_to             (VdBattle *battle, guint n, GError **error);

/* Saves to PATH (NULL: the battle's own) as described above; the events undone are dropped
 * (they cannot be redone after a save). Saving elsewhere makes PATH the battle's file, and the
 * old file's autosave journal written or restored by this battle goes: its records are in PATH
 * now (records still pending, neither restored nor discarded, stay for the old file). The
 * fresh autosave journal is written at the first record after the save, so a battle saved and
 * left alone leaves no PATH.journal. */
gboolean     vd_battle_save              (VdBattle *battle, const char *path, GError **error);

typedef enum {
  VD_BATTLE_SAVE_DEFAULT           = 0,
  VD_BATTLE_SAVE_OVERWRITE_CHANGED = 1 << 0,
} VdBattleSaveFlags;

/* As vd_battle_save, which refuses (VD_ERROR_CHANGED) to save over the battle's own file when
 * another program changed it since it was read or saved: the user decides, then saves
 * elsewhere or again with VD_BATTLE_SAVE_OVERWRITE_CHANGED. Whatever fails (that, a read-only
 * file, a folder that cannot be written, a full disk), the file, FILE~ and FILE.journal are
 * left as they were. */
gboolean     vd_battle_save_full         (VdBattle *battle, const char *path,
                                          VdBattleSaveFlags flags, GError **error);

/* After vd_battle_open: how many autosaved records (events, undos, redos) PATH.journal holds
 * beyond the file, 0 when none; restoring applies them, discarding drops the journal file.
 * While records are pending, recording, undo, redo and go-to are refused: the user decides
 * first. Restoring is all or nothing: a record that does not apply leaves the battle as it
 * was, the records still pending. */
guint        vd_battle_pending_records   (VdBattle *battle);
gboolean     vd_battle_restore           (VdBattle *battle, GError **error);
gboolean     vd_battle_discard_pending   (VdBattle *battle, GError **error);

/* A PATH.journal that follows another version of the file (edited elsewhere since, or saved
 * by a run that died before the journal was renewed), or that cannot be read: never read nor
 * deleted. It stays as PATH.journal until this battle writes its own autosave journal, which
 * first renames it PATH.journal.stale (.stale.2…). The path is where it is now, for telling
 * the user; NULL when there is none. */
gboolean     vd_battle_has_stale_journal (VdBattle *battle);
const char  *vd_battle_get_stale_journal_path (VdBattle *battle);
/* Every autosave of another version beside the file, to offer to the user at open: the
 * PATH.journal above and the PATH.journal.stale, .stale.2… kept before; NULL when none. */
GStrv        vd_battle_list_stale_journals  (VdBattle *battle);
/* Deletes them, once the user said so (a dialog, never silently). */
gboolean     vd_battle_delete_stale_journals (VdBattle *battle, GError **error);

/* The user closes the battle without saving: deletes this battle's own autosave journal, so
 * the next open does not offer the changes back. Call it just before vd_battle_free. */
gboolean     vd_battle_drop_autosave     (VdBattle *battle, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdBattle, vd_battle_free)

G_END_DECLS
