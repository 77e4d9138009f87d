#pragma once

#include <glib-object.h>

#include "vd-document.h"

G_BEGIN_DECLS

#define VD_TYPE_SIGHT_STATE (vd_sight_state_get_type ())

G_DECLARE_FINAL_TYPE (VdSightState, vd_sight_state, VD, SIGHT_STATE, GObject)

/* What the sight overlay, the side view and the panel show, asked of the document's sight
 * engine and kept up to date as units move: the observer's answers about the enemies, and in a
 * side's view the enemy units that none of that side's units sees. "changed" is emitted after
 * any of them changed. Properties "observer" and "side" (NULL: the referee's view) notify. */

VdSightState *vd_sight_state_new               (VdDocument   *document);
VdDocument   *vd_sight_state_get_document      (VdSightState *self);

/* The unit whose sight is shown (a unit id, or NULL). */
void          vd_sight_state_set_observer      (VdSightState *self,
                                                const char   *unit_id);
const char   *vd_sight_state_get_observer      (VdSightState *self);
const VdUnit *vd_sight_state_get_observer_unit (VdSightState *self);

/* SIDE's view (a side of the table), or the referee's view of every unit for NULL or "": set
 * on the document, which holds the view every page reads (vd_document_get_side_view). */
void          vd_sight_state_set_side          (VdSightState *self,
                                                const char   *side);
const char   *vd_sight_state_get_side          (VdSightState *self);
VdSideView   *vd_sight_state_get_side_view     (VdSightState *self);

/* The observer's VdSightAnswer about each enemy this view may show, in table order; NULL
 * without an observer, and for an enemy observer in a side's view: what the enemy sees stays
 * with the referee. */
GArray       *vd_sight_state_get_answers       (VdSightState *self);
/* The enemy units the side does not see, as a set of unit ids; NULL in the referee's view. */
GHashTable   *vd_sight_state_get_hidden        (VdSightState *self);
gboolean      vd_sight_state_is_hidden         (VdSightState *self,
                                                const char   *unit_id);
/* Whether the observer's sight is kept from this view (an enemy observer in a side's view). */
gboolean      vd_sight_state_observer_is_secret (VdSightState *self);
/* Counts the times the answers were asked of the engine, so a test can see a drag re-ask. */
guint         vd_sight_state_get_generation    (VdSightState *self);

G_END_DECLS
