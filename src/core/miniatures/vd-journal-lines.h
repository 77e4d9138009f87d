#pragma once

#include <glib.h>

#include "vd-battle.h"
#include "vd-journal.h"
#include "vd-side-view.h"

G_BEGIN_DECLS

/* The journal's lines of a table battle, each event told on the battle just before it, as the
 * journal page and the undo and redo tooltips show them: kept with the battle and brought up to
 * date when asked, so that an event appended costs its own line, not a replay of the journal
 * and every line again. Lines stay while only events are appended and the cursor moves; events
 * dropped (a record after an undo) drop their lines and those of their batch, and another
 * set-up or other rules (a restore, the owner's chart entries) start afresh
 * (vd_battle_kept_since). */
typedef struct _VdJournalLines VdJournalLines;

/* BATTLE's lines (a table battle), up to date: owned by the battle (vd_battle_set_data), valid
 * until the battle changes. */
VdJournalLines *vd_journal_lines_for_battle (VdBattle *battle);

/* The same when BATTLE already has lines (the journal page was shown), else NULL without
 * telling any: the undo tooltip of a battle just opened replays to its step rather than tell
 * every line. */
VdJournalLines *vd_journal_lines_if_kept    (VdBattle *battle);
/* Drops BATTLE's lines: the next vd_journal_lines_for_battle tells them all again, as when a
 * battle is opened (what `vedette-cli bench lines` times). */
void         vd_journal_lines_drop         (VdBattle *battle);

guint        vd_journal_lines_get_n_lines  (VdJournalLines *lines);
/* Event I's line, told on the battle before it (vd_event_describe; NULL before when an earlier
 * event did not apply); a set-up edit made before the battle started as
 * vd_event_describe_setup_batch of it alone. WITH_NOTE FALSE: without the referee's note. */
const char  *vd_journal_lines_get          (VdJournalLines *lines, guint i, gboolean with_note);
/* Whether event I is a set-up edit made before the battle started. */
gboolean     vd_journal_lines_in_setup     (VdJournalLines *lines, guint i);
/* Event I's line in VIEW (NULL: the referee's), or NULL when it does not show there
 * (vd_side_view_describe_event_on's choice). */
const char  *vd_journal_lines_get_for_view (VdJournalLines *lines, const VdSideView *view,
                                            VdBattle *battle, guint i);
/* The line of the step of events FIRST to END (from 0) when it is a whole step (one event, or
 * the whole batch it is in), told on the battle before FIRST as vd_event_describe_batch (or
 * _setup_batch before the battle started) tells it; NULL when it is not a whole step. */
const char  *vd_journal_lines_get_step     (VdJournalLines *lines, guint first, guint end);
/* Events applied to bring the lines up to date since LINES was made: what a test reads to see
 * that an appended event did not replay the journal. */
guint64      vd_journal_lines_get_n_applied (VdJournalLines *lines);

/* The journal's steps, what one undo takes back: one event, or the whole batch it is in. The
 * first event of the step event I is in; the end (past its last event) of the step that
 * starts at FIRST. */
guint        vd_journal_step_first         (VdBattle *battle, guint i);
guint        vd_journal_step_end           (VdBattle *battle, guint first);
/* Events FIRST to END of BATTLE told as one step on BEFORE (the battle just before FIRST), as
 * set-up edits when the battle had not STARTED and they all are. */
char        *vd_journal_describe_step      (VdBattle *battle, guint first, guint end,
                                            const VdTable *before, const VdRuleset *ruleset,
                                            gboolean started);

G_END_DECLS
