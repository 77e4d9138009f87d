#pragma once

#include <adwaita.h>

#include "vd-application.h"
#include "vd-document.h"
#include "vd-army-view.h"
#include "vd-board-document.h"
#include "vd-board-panel.h"
#include "vd-board-view.h"
#include "vd-journal-view.h"
#include "vd-losses-view.h"
#include "vd-table-view.h"
#include "vd-unit-panel.h"

G_BEGIN_DECLS

#define VD_TYPE_WINDOW (vd_window_get_type ())

G_DECLARE_FINAL_TYPE (VdWindow, vd_window, VD, WINDOW, AdwApplicationWindow)

/* One table per window: the table view with the unit panel beside it, or the reason the
 * table could not be opened. The table is shown as the referee sees it (every unit) or as one
 * side sees it ("view-side", the win.view-side action: "" for the referee, else a side). */

VdWindow     *vd_window_new                (VdApplication *application);

/* Opens FILE here; a failure shows its error (the table shown before stays one click away). */
void          vd_window_open_file          (VdWindow      *self,
                                            GFile         *file);
void          vd_window_open_demo          (VdWindow      *self);
/* Asks for a table file to open. */
void          vd_window_choose_file        (VdWindow      *self);

VdDocument   *vd_window_get_document       (VdWindow      *self);
VdTableView  *vd_window_get_table_view     (VdWindow      *self);
VdUnitPanel  *vd_window_get_unit_panel     (VdWindow      *self);
VdJournalView *vd_window_get_journal_view (VdWindow *self);
VdArmyView   *vd_window_get_army_view      (VdWindow      *self);
VdLossesView *vd_window_get_losses_view    (VdWindow      *self);
/* The board shown (a board of the hex mode opened in the window), or NULL; its view, its
 * panel, and the status line's text (NULL when the pointer is off the board). */
VdBoardDocument *vd_window_get_board_document (VdWindow  *self);
VdBoardView  *vd_window_get_board_view     (VdWindow      *self);
VdBoardPanel *vd_window_get_board_panel    (VdWindow      *self);
const char   *vd_window_get_board_status   (VdWindow      *self);
/* The file shown, table or board, or NULL. */
GFile        *vd_window_get_shown_file     (VdWindow      *self);
/* Shows the side panel's page NAME: "unit", "army", "losses" or "journal". */
void          vd_window_set_panel_page     (VdWindow      *self,
                                            const char    *name);
/* What the selected unit and the shown side see; NULL without a table. */
VdSightState *vd_window_get_sight_state    (VdWindow      *self);
/* The side whose view is shown, or NULL for the referee's view of every unit. */
const char   *vd_window_get_view_side      (VdWindow      *self);
void          vd_window_set_view_side      (VdWindow      *self,
                                            const char    *side);
/* "table" or "error": what the window shows. */
const char   *vd_window_get_page           (VdWindow      *self);
/* The message on the error page, or NULL when the window shows a table. */
const char   *vd_window_get_error_message  (VdWindow      *self);

G_END_DECLS
