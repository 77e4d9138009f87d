#pragma once

#include <glib.h>

#include "vd-table-battle.h"
#include "vd-sight.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* What one side may know of the battle: the one rule that every page, panel, message, print and
 * export of a side's view reads, so that the screen can be turned to a player (help, "Side
 * views"). The side knows its own units in full; of an enemy unit one of its units sees, only
 * what it is, where it stands and its formation; of any other enemy unit nothing at all. Of the
 * journal it sees the lines about its own units and those about no unit (the turn, the
 * terrain), and it may record only those: the rest belongs to the referee. The referee's view
 * (a NULL view, or a view without a side) knows and may change everything. */

typedef enum {
  VD_KNOWS_NOTHING,     /* an enemy none of the side's units sees: not drawn, named or counted */
  VD_KNOWS_APPEARANCE,  /* an enemy the side sees: what it is, where it stands, its formation */
  VD_KNOWS_EVERYTHING,  /* a unit of the side's own, or any unit in the referee's view */
} VdKnowledge;

typedef struct _VdSideView VdSideView;

/* SIDE's view of the battle SIGHT answers about (its table as it stands now); NULL or "" for
 * the referee's view. The view keeps what it needs: it outlives the table. */
VdSideView  *vd_side_view_new              (VdSight *sight, const char *side);
/* The same, for SIGHT after some of its units changed (a move, a turn, a formation, a reveal:
 * vd_sight_update_unit, vd_sight_follow), from BEFORE, the view made on the same engine before:
 * only the pairs the changes concern are asked again. Made afresh when BEFORE is another
 * side's, or was made on another engine (one built anew). */
VdSideView  *vd_side_view_follow           (VdSideView *before, VdSight *sight, const char *side);
VdSideView  *vd_side_view_ref              (VdSideView *view);
void         vd_side_view_unref            (VdSideView *view);

/* The side, or NULL in the referee's view. */
const char  *vd_side_view_get_side         (const VdSideView *view);
gboolean     vd_side_view_is_referee       (const VdSideView *view);

VdKnowledge  vd_side_view_knows_unit       (const VdSideView *view, const VdUnit *unit);
/* Whether the unit is drawn, named and counted at all (knows more than nothing). */
gboolean     vd_side_view_shows_unit       (const VdSideView *view, const VdUnit *unit);
/* Its losses, morale, conditions and orders: the side's own units only. */
gboolean     vd_side_view_knows_state      (const VdSideView *view, const VdUnit *unit);
/* A command's or a whole side's strength and losses: the side's own only. */
gboolean     vd_side_view_knows_side       (const VdSideView *view, const char *side);
/* The enemy units the side does not see, as a set of unit ids; NULL in the referee's view. */
GHashTable  *vd_side_view_get_hidden       (const VdSideView *view);

/* Whether the journal line of EVENT, an event of BATTLE's journal, shows in this view: every
 * unit and command it is about is the side's own (or it is about none). The same events are
 * the ones the view may record. */
gboolean     vd_side_view_shows_event      (const VdSideView *view, VdBattle *battle,
                                            const VdEvent *event);
/* EVENT's line for this view, or NULL when it does not show; the referee's note comes with it
 * only on the side's own units (a note on the turn or the terrain may speak of anything). */
char        *vd_side_view_describe_event   (const VdSideView *view, VdBattle *battle,
                                            const VdEvent *event);
/* The same, told on BEFORE, the battle just before EVENT (vd_event_describe: what a move cost
 * and what the unit became are measured on it). */
char        *vd_side_view_describe_event_on (const VdSideView *view, VdBattle *battle,
                                             const VdEvent *event, const VdTable *before);
/* Whether EVENT's line shows in this view, and then in WITH_NOTE whether with the referee's
 * note (vd_side_view_describe_event_on's choice, for lines told elsewhere: vd-journal-lines.h). */
gboolean     vd_side_view_shows_note       (const VdSideView *view, VdBattle *battle,
                                            const VdEvent *event, gboolean *with_note);
/* Undo, redo and going back along the journal rewrite the enemy's history too: the referee's. */
gboolean     vd_side_view_may_travel       (const VdSideView *view);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdSideView, vd_side_view_unref)

G_END_DECLS
