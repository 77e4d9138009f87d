#pragma once

#include <adwaita.h>

#include "vd-document.h"
#include "vd-losses.h"

G_BEGIN_DECLS

#define VD_TYPE_LOSSES_VIEW (vd_losses_view_get_type ())

G_DECLARE_FINAL_TYPE (VdLossesView, vd_losses_view, VD, LOSSES_VIEW, AdwBin)

/* The figures each side lost, turn by turn, from the journal up to the undo cursor: a chart
 * of each side's cumulative losses (vd_render_losses_chart, in the sides' colours) and below
 * it a table with a row per turn, a column per side: lost that turn, and since the start, and
 * last the objective points each side lost setting villages on fire (HOUSE-10) when one did. It
 * follows the document: every event, undo and redo. In a side's view it shows that side's
 * line, legend entry and column alone, as if the others had lost nothing. */

GtkWidget          *vd_losses_view_new            (void);
/* DOCUMENT may be NULL. */
void                vd_losses_view_set_document   (VdLossesView *self,
                                                   VdDocument   *document);
/* The side whose view the document shows (vd_document_set_view_side), or NULL for the
 * referee's: every side. */
const char         *vd_losses_view_get_side       (VdLossesView *self);

/* For tests. */
/* Every side's losses, those of the sides shown among them; NULL without a document. */
const VdTurnLosses *vd_losses_view_get_losses     (VdLossesView *self);
/* The sides the chart and the table show, in order (NULL-terminated, owned by the view):
 * every side of the losses in the referee's view, else the view's. */
const char * const *vd_losses_view_get_shown_sides (VdLossesView *self);
/* The table's cell for SIDE in TURN as shown ("12 (18)"), or NULL when it has none. */
char               *vd_losses_view_dup_cell_text  (VdLossesView *self,
                                                   const char   *side,
                                                   int           turn);
/* HOUSE-10: the objective points SIDE lost as its column's last row shows them ("5"), or
 * NULL when no side shown lost any (the row is not there). */
char               *vd_losses_view_dup_points_text (VdLossesView *self,
                                                    const char   *side);
GtkWidget          *vd_losses_view_get_chart      (VdLossesView *self);

G_END_DECLS
