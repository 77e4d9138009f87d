#pragma once

#include <gio/gio.h>

#include "vd-table-battle.h"
#include "vd-damage.h"
#include "vd-movement.h"
#include "vd-ruleset.h"
#include "vd-side-view.h"
#include "vd-sight.h"
#include "vd-table.h"
#include "vd-turn-limits.h"

G_BEGIN_DECLS

#define VD_TYPE_DOCUMENT (vd_document_get_type ())

G_DECLARE_FINAL_TYPE (VdDocument, vd_document, VD, DOCUMENT, GObject)

/* An open battle: its table (the set-up, the journal and the battle as it stands), its ruleset,
 * the sight engine that answers about it, the file it came from and whether it has unsaved
 * changes. Every change the referee makes is an event recorded in the journal (and autosaved
 * beside the file); undo and redo move along it. Properties "file", "title", "dirty", "turn",
 * "can-undo" and "can-redo" notify; "unit-changed" (the unit's id, NULL for every unit) and
 * "feature-changed" (the feature's id) are emitted after a change, "table-replaced" when the
 * battle as it stands was rebuilt (undo, redo, restore: every unit and feature is new), and
 * "recorded" (a description for people) after each event; "viewing-past" notifies when a past
 * moment of the journal shows (vd_document_view_past), and "refused" (a message) when a change
 * is refused there. */

VdDocument *vd_document_load              (GFile       *file,
                                           GError     **error);
/* The bundled demo battle. It has no file for the user: saving it asks where, so the bundled
 * copy stays. It opens from a working copy in FOLDER (vd_document_load_demo: the user's state
 * folder, vedette/demo), written from the bundled file when missing or different, but kept
 * while its autosave journal holds changes not in it; so every change is autosaved beside the
 * copy and offered back after a crash like a file's. When FOLDER cannot be written (or another
 * window has the demo open) the demo opens without autosave, as the log says once. */
VdDocument *vd_document_load_demo         (GError     **error);
/* A new empty table of WIDTH × DEPTH mm at SCALE on the default ruleset ("napoleonic"), titled
 * TITLE (may be NULL); MM_PER_PACE 0 keeps the ruleset's value. It has no file: saving it asks
 * where, like the demo. */
VdDocument *vd_document_new_empty         (const char  *title,
                                           VdScale      scale,
                                           double       width,
                                           double       depth,
                                           double       mm_per_pace,
                                           GError     **error);
VdDocument *vd_document_load_demo_in      (const char  *folder,
                                           GError     **error);

/* The view the window shows: the referee's (SIDE NULL) or a side's (vd-side-view.h). Every page
 * reads what it may show from it, and the document records only what it allows: in a side's
 * view, changes to the side's own units, the turn and the terrain; undo, redo and going back
 * along the journal are refused (and can-undo, can-redo are FALSE). Property "view-side"
 * notifies; the view itself is rebuilt before "unit-changed" and "table-replaced". */
void        vd_document_set_view_side     (VdDocument  *self,
                                           const char  *side);
const char *vd_document_get_view_side     (VdDocument  *self);
VdSideView *vd_document_get_side_view     (VdDocument  *self);

VdTable    *vd_document_get_table         (VdDocument  *self);
VdRuleset  *vd_document_get_ruleset       (VdDocument  *self);
/* One per document, for its table and ruleset; kept up to date by vd_document_move_unit. */
VdSight    *vd_document_get_sight         (VdDocument  *self);
VdBattle   *vd_document_get_battle        (VdDocument  *self);
/* NULL for the demo battle until it is saved somewhere. */
GFile      *vd_document_get_file          (VdDocument  *self);
/* The table's title, or its file name when it has none. */
const char *vd_document_get_title         (VdDocument  *self);
/* The file's name for people, "Demo battle" for the unsaved demo, or "New table". */
char       *vd_document_dup_display_name  (VdDocument  *self);
gboolean    vd_document_is_demo           (VdDocument  *self);

gboolean    vd_document_get_dirty         (VdDocument  *self);
/* Whether the battle has started (property "started", vd_table_battle_started): until then
 * the referee is setting up the scenario, and a save folds his edits into the file's own keys
 * (terrain, units), not its journal. */
gboolean    vd_document_get_started       (VdDocument  *self);
/* Records the start of the battle (a `start` event): the set-up is over. Refused once the
 * battle has started, by this or by any event of play. */
gboolean    vd_document_start_battle      (VdDocument  *self,
                                           GError     **error);
int         vd_document_get_turn          (VdDocument  *self);

/* Moves UNIT (a unit of the table) so its front-edge centre is AT, kept within the table,
 * facing unchanged, for a drag in progress: not recorded, so the drop must record the move
 * (vd_document_apply_move, vd_document_place_unit) or put the unit back. */
void        vd_document_move_unit         (VdDocument  *self,
                                           const VdUnit *unit,
                                           VdPoint      at);

/* SIDE shown as EN (and FR in French; NULL: EN in every language) from now on, a set-up
 * edit of the table's `sides:`; EN NULL or empty gives the side back its plain name. */
gboolean    vd_document_name_side         (VdDocument  *self,
                                           const char  *side,
                                           const char  *en,
                                           const char  *fr,
                                           GError     **error);

/* Interpretation ID read as OPTION on this table from now on (NULL: the ruleset's choice
 * again), a set-up edit of the table's `readings:`. Refused once the battle has started: a
 * change then would rewrite what the turns already answered. */
gboolean    vd_document_set_reading       (VdDocument  *self,
                                           const char  *id,
                                           const char  *option,
                                           GError     **error);

/* Records EVENT (taken) in the journal, applies it and tells the views. FALSE with ERROR when
 * the rules refuse it or it cannot be written: nothing changed. */
gboolean    vd_document_record            (VdDocument  *self,
                                           VdEvent     *event,
                                           GError     **error);
/* Records EVENTS (VdEvent*, the array and its events taken) as one batch, undone and redone
 * as one step (a group move, a paste): one "table-replaced" and one "recorded" ("Turn 3: 4
 * units move"). All or nothing: FALSE with ERROR when one is refused; nothing changed. */
gboolean    vd_document_record_batch      (VdDocument  *self,
                                           GPtrArray   *events,
                                           GError     **error);
gboolean    vd_document_can_undo          (VdDocument  *self);
gboolean    vd_document_can_redo          (VdDocument  *self);
gboolean    vd_document_undo              (VdDocument  *self,
                                           GError     **error);
gboolean    vd_document_redo              (VdDocument  *self,
                                           GError     **error);
/* Shows the battle after the first N_APPLIED events, read-only: the table, the panels and the
 * sight read it (vd_document_get_table) while recording, undo and redo are refused, so no
 * later event can be lost; "viewing-past" tells. N_APPLIED at the cursor or beyond comes back
 * to now. The referee's: a side's view is refused. */
gboolean    vd_document_view_past         (VdDocument  *self,
                                           guint        n_applied,
                                           GError     **error);
void        vd_document_back_to_now       (VdDocument  *self);
/* Whether a past moment shows, and then the events applied in it. */
gboolean    vd_document_get_viewing_past  (VdDocument  *self,
                                           guint       *n_applied);
/* The line of the step undo would take back (redo bring back), NULL when there is none. */
char       *vd_document_describe_undo     (VdDocument  *self);
char       *vd_document_describe_redo     (VdDocument  *self);
/* Moves the cursor to N_APPLIED events: the battle as it was just after the event N_APPLIED
 * (recording then drops the events after it: the journal shows the past with
 * vd_document_view_past instead). */
gboolean    vd_document_go_to             (VdDocument  *self,
                                           guint        n_applied,
                                           GError     **error);
/* Records UNIT placed at AT without the movement rules (a set-up edit). */
gboolean    vd_document_place_unit        (VdDocument  *self,
                                           const VdUnit *unit,
                                           VdPoint      at,
                                           GError     **error);
/* Armies (vd-document-armies.c): each records one undo step, all or nothing, and names in
 * ERROR the unit that cannot. IDS are units of the table.
 * Moves each unit by OFFSET mm (through VIA, offsets from where each unit stands), by the rules
 * (FORCED: a forced march) or, with FREE_PLACEMENT, placed without them as a set-up edit. */
gboolean    vd_document_move_units        (VdDocument  *self,
                                           const char * const *ids,
                                           guint        n_ids,
                                           VdPoint      offset,
                                           const VdPoint *via,
                                           guint        n_via,
                                           gboolean     forced,
                                           gboolean     free_placement,
                                           GError     **error);
/* Sets the notes of unit ID (NULL or "" clears them): one EDIT_UNIT event, undone and replayed
 * as any other; nothing recorded when they do not change. */
gboolean    vd_document_set_unit_notes    (VdDocument  *self,
                                           const char  *id,
                                           const char  *notes,
                                           GError     **error);
/* Turns each unit DEGREES clockwise about its front-edge centre (set-up edits: a move event
 * cannot carry a facing). */
gboolean    vd_document_rotate_units      (VdDocument  *self,
                                           const char * const *ids,
                                           guint        n_ids,
                                           double       degrees,
                                           GError     **error);
/* Each unit takes FORMATION, its front-edge centre kept, its footprint the ruleset's. */
gboolean    vd_document_change_formation  (VdDocument  *self,
                                           const char * const *ids,
                                           guint        n_ids,
                                           VdFormation  formation,
                                           GError     **error);
/* UNIT (copied) joins the table. */
gboolean    vd_document_add_unit          (VdDocument  *self,
                                           const VdUnit *unit,
                                           GError     **error);
/* The same for a unit of an order of battle: the commands of COMMANDS (VdCommand*, the order
 * of battle's; may be NULL) in UNIT's chain of command that the table lacks (its command, that
 * one's parent…) join the table first, from the highest down, in one step with the unit. */
gboolean    vd_document_add_unit_with_commands (VdDocument *self,
                                           const VdUnit *unit,
                                           const GPtrArray *commands,
                                           GError     **error);
gboolean    vd_document_remove_units      (VdDocument  *self,
                                           const char * const *ids,
                                           guint        n_ids,
                                           GError     **error);
/* Records UNIT's conditions (VdCondition bits) when they change. */
void        vd_document_set_unit_conditions (VdDocument *self,
                                           const VdUnit *unit,
                                           guint        conditions);
/* Records FIGURES lost by the unit (negative: figures come back), as vd_orders_loss judges. */
gboolean    vd_document_lose_figures      (VdDocument  *self,
                                           const char  *unit_id,
                                           int          figures,
                                           GError     **error);
/* Records the unit's morale STATE, one of the ruleset's. */
gboolean    vd_document_set_morale        (VdDocument  *self,
                                           const char  *unit_id,
                                           const char  *state,
                                           GError     **error);
/* Measures the move of UNIT through POINTS by the rules into ANSWER (cleared by the caller)
 * and, when the rules allow it, moves the unit there with the conditions it arrives with.
 * FALSE with ERROR naming the forbidding rule when they do not; the unit stays. */
gboolean    vd_document_apply_move        (VdDocument  *self,
                                           const VdUnit *unit,
                                           const VdPoint *points,
                                           guint        n_points,
                                           gboolean     forced,
                                           VdMoveAnswer *answer,
                                           GError     **error);
/* As vd_document_apply_move, within the turn's limits: a unit that moved already this turn
 * gets what is left of its allowance (TURN, answer->spent); OVERRIDE, the referee's "Allow
 * Anyway", sets that limit aside and records the event so (`overridden: TURN`). */
gboolean    vd_document_apply_move_in_turn (VdDocument  *self,
                                           const VdUnit *unit,
                                           const VdPoint *points,
                                           guint        n_points,
                                           gboolean     forced,
                                           gboolean     override,
                                           VdMoveAnswer *answer,
                                           GError     **error);
/* The next bombardment, attempt to set fire or declaration is allowed anyway beyond the turn's
 * limits (LOBS-3 …, mini-i-charge-and-fire, recorded as `overridden`): the referee's "Allow
 * Anyway". */
void        vd_document_set_override      (VdDocument  *self,
                                           gboolean     override);
/* Whether the last bombardment, attempt to set fire or declaration was refused by the turn's
 * limits alone: the same order after vd_document_set_override is then allowed. */
gboolean    vd_document_refused_by_turn   (VdDocument  *self);
/* What each unit has done this turn (vd-turn-limits.h), at the cursor; NULL with no table.
 * Owned by the battle (followed event by event), valid until the battle next changes. */
const VdTurnState *vd_document_get_turn_state (VdDocument *self);
/* One turn of a battery's fire at (or engineers' work on) a feature, aimed at AIM (NULL: the
 * point nearest the unit); "feature-changed" (the feature's id) and dirty when done, ERROR
 * with the rule when the rules refuse it. ANSWER is cleared by the caller. */
gboolean    vd_document_bombard           (VdDocument  *self,
                                           const char  *battery_id,
                                           const char  *feature_id,
                                           const VdPoint *aim,
                                           VdDamageAnswer *answer,
                                           GError     **error);
gboolean    vd_document_repair            (VdDocument  *self,
                                           const char  *engineers_id,
                                           const char  *feature_id,
                                           const VdPoint *aim,
                                           VdDamageAnswer *answer,
                                           GError     **error);
/* HOUSE-10: BATTERY declares an attempt to set HOUSE on fire and DIE is the fire die; on a 6 it
 * burns ("feature-changed", dirty), and BATTERY's side loses half the village's points (the
 * event says so, vd_village_fire_charge). *BURNING says whether it does. */
gboolean    vd_document_set_fire          (VdDocument  *self,
                                           const char  *battery_id,
                                           const char  *house_id,
                                           int          die,
                                           gboolean    *burning,
                                           GError     **error);
/* Ends the turn (vd_orders_end_turn): the units still in a village burning since an earlier
 * turn are destroyed first (HOUSE-10), all one step of undo; "recorded" tells it as "Turn 2
 * ends — destroyed: fr-1 (HOUSE-10)", naming in a side's view only that side's units. Any view
 * may end the turn. */
gboolean    vd_document_end_turn          (VdDocument  *self,
                                           GError     **error);
/* RIVER-2, MARSH-2: UNIT_ID pushed back through POINTS (vd_orders_recoil): recorded when
 * possible; FALSE with ERROR (TABLE-EDGE) when it would leave the table. */
gboolean    vd_document_recoil            (VdDocument  *self,
                                           const char  *unit_id,
                                           const VdPoint *points,
                                           guint        n_points,
                                           GError     **error);
/* ROAD-2: UNIT_ID, a column too wide for the road it stands on, halves its front
 * (vd_orders_halve_front): recorded, or FALSE with ERROR saying why not. */
gboolean    vd_document_halve_front       (VdDocument  *self,
                                           const char  *unit_id,
                                           GError     **error);
/* MASK-6: UNIT_ID declares fire at TARGET_ID, or a charge on it (vd_orders_declare_fire,
 * vd_orders_declare_charge, judged with the document's sight): recorded when the rules allow
 * it; FALSE with ERROR naming the rule that refuses it otherwise. */
gboolean    vd_document_declare_fire      (VdDocument  *self,
                                           const char  *unit_id,
                                           const char  *target_id,
                                           GError     **error);
gboolean    vd_document_declare_charge    (VdDocument  *self,
                                           const char  *unit_id,
                                           const char  *target_id,
                                           GError     **error);
/* Writes the battle to FILE, or to its own file when FILE is NULL (the previous version kept as
 * FILE~); the document then belongs to that file and is clean. The demo is saved to another
 * file than its working copy, and its autosave journal goes: the changes are in FILE now. */
gboolean    vd_document_save              (VdDocument  *self,
                                           GFile       *file,
                                           GError     **error);
/* As vd_document_save, which refuses (VD_ERROR_CHANGED) to write over the document's own file
 * when another program changed it since it was read or saved; OVERWRITE_CHANGED writes anyway,
 * once the user said so. */
gboolean    vd_document_save_full         (VdDocument  *self,
                                           GFile       *file,
                                           gboolean     overwrite_changed,
                                           GError     **error);

/* What a crash left in the autosave journal beside the file: records not in it, 0 when none. */
guint       vd_document_get_pending_records (VdDocument *self);
gboolean    vd_document_restore           (VdDocument  *self,
                                           GError     **error);
gboolean    vd_document_discard_pending   (VdDocument  *self,
                                           GError     **error);
/* Autosaves of another version of the file beside it (vd_battle_list_stale_journals), NULL
 * when none; deleting them is the user's call. */
GStrv       vd_document_list_stale_journals  (VdDocument  *self);
gboolean    vd_document_delete_stale_journals (VdDocument *self,
                                               GError    **error);
/* Closing without saving: this session's autosave journal is deleted, so reopening the file
 * offers nothing back. */
void        vd_document_forget_changes    (VdDocument  *self);

G_END_DECLS
