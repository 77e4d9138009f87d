#pragma once

#include "vd-print.h"
#include "vd-window.h"

G_BEGIN_DECLS

/* What the window does as a GNOME application: new tables, recent files, drag and drop,
 * printing, export, layers and zoom to the selection (vd-window-file.c, vd-window-view.c). */

/* A new empty table (as the New Table dialog makes it), shown here unless this window has
 * unsaved changes: then in a new window. */
gboolean    vd_window_new_table        (VdWindow      *self,
                                        const char    *title,
                                        VdScale        scale,
                                        double         width,
                                        double         depth,
                                        double         mm_per_pace,
                                        GError       **error);
/* The line that heads a print or an export of the table as the window shows it: "Title ·
 * Turn N · French View" (or "Referee’s View"); NULL without a table. */
char       *vd_window_dup_caption      (VdWindow      *self);
/* Writes the table as the window shows it (side view, layers) to FILE: PNG, SVG or PDF by its
 * extension, complete or not at all, under its caption, white around the table. */
gboolean    vd_window_export_to_file   (VdWindow      *self,
                                        GFile         *file,
                                        GError       **error);
/* Prints the table as the window shows it, each page headed by its caption, to the PDF file
 * PATH in MODE, on PAGE_SETUP (NULL: the default page), without a dialog. */
gboolean    vd_window_print_to_pdf     (VdWindow      *self,
                                        VdPrintMode    mode,
                                        GtkPageSetup  *page_setup,
                                        const char    *path,
                                        GError       **error);
/* The primary menu's Open Recent submenu: win.open-recent items targeting each file's URI. */
GMenuModel *vd_window_get_recent_menu  (VdWindow      *self);

G_END_DECLS
