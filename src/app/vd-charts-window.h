#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

#define VD_TYPE_CHARTS_WINDOW (vd_charts_window_get_type ())

/* The chart editor: the game module's charts, terrain costs, other values and readings as a
 * grid of cells, what the seed gives shown as printed, what it leaves out marked missing, for
 * the owner to type from his own copy of the game. Each cell is saved as he leaves it, with his
 * name and the time, in his own entries file (vd-hex-entries.h), and the board's module is
 * read again with it. */
G_DECLARE_FINAL_TYPE (VdChartsWindow, vd_charts_window, VD, CHARTS_WINDOW, AdwWindow)

/* NULL with ERROR when the module's own file cannot be read any more. */
VdChartsWindow *vd_charts_window_new      (GtkWindow *parent, VdBoardDocument *document,
                                           GError **error);

/* The widget the owner types into: the GtkEntry of chart TARGET at ROW × COLUMN (their printed
 * headings), or of value path TARGET ("terrain.clear.mp.infantry", ROW and COLUMN NULL), or the
 * GtkDropDown of interpretation TARGET; NULL when there is none or the seed gives it. */
GtkWidget      *vd_charts_window_get_cell (VdChartsWindow *self, const char *target,
                                           const char *row, const char *column);
/* Shows the page of chart ID ("crt"), "terrain", "values" or "readings". */
void            vd_charts_window_show_page (VdChartsWindow *self, const char *id);

G_END_DECLS
