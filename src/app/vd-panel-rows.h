#pragma once

#include <adwaita.h>

#include "vd-hex-odds.h"

G_BEGIN_DECLS

/* The rows a group of the board's panel adds and takes away again as its answer changes (the
 * fire, morale, carré and special rules groups): each kept in ROWS to be removed later. */

/* An action row TITLE (SUBTITLE: none when NULL) appended to GROUP and to ROWS. */
GtkWidget *vd_panel_rows_add       (AdwPreferencesGroup *group, GPtrArray *rows,
                                    const char *title, const char *subtitle);
/* Every row of ROWS taken out of GROUP; ROWS emptied. */
void       vd_panel_rows_clear     (AdwPreferencesGroup *group, GPtrArray *rows);
/* WIDGET at the end of action row ROW, centred on it. */
void       vd_panel_row_add_suffix (GtkWidget *row, GtkWidget *widget);

/* How a reason's row is titled: by its rule alone, as a chart or reading missing, or as a check
 * left to the referee. */
typedef enum {
  VD_PANEL_REASON_RULE,
  VD_PANEL_REASON_MISSING,
  VD_PANEL_REASON_JUDGE,
} VdPanelReasonKind;

/* REASON's row: its TITLE ("23.1h", "Missing (8.5)", "Yours to Judge (24.1b)") and SUBTITLE
 * ("BY: WHAT"), both to free. */
void       vd_panel_reason_texts   (const VdHexOddsReason *reason, VdPanelReasonKind kind,
                                    char **title, char **subtitle);

G_END_DECLS
