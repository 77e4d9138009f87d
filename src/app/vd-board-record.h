#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* What the board panel's groups share: the counter they are for, and recording a step and
 * saying it (a notification through SAID, a refusal also in place of the row's help). */
typedef void (*VdBoardSaid) (const char *text, gboolean failed, gpointer user_data);

/* What the simpler groups hold: the preferences group (hidden until shown), the rows shown,
 * the document and the counter they act on, and how they speak. */
typedef struct {
  AdwPreferencesGroup *group;
  GPtrArray           *rows;      /* GtkWidget*: the rows shown */
  VdBoardDocument     *document;
  char                *unit;      /* the counter the actions are for */
  VdBoardSaid          said;
  gpointer             user_data;
} VdBoardGroup;

void     vd_board_group_init   (VdBoardGroup *group, const char *title, VdBoardSaid said,
                                gpointer user_data);
void     vd_board_group_clear  (VdBoardGroup *group);
/* Its rows taken away and the group hidden, before it is shown again. */
void     vd_board_group_empty  (VdBoardGroup *group);
/* A row titled TITLE with SUBTITLE (may be NULL) added to it and kept among its rows. */
GtkWidget *vd_board_group_add_row (VdBoardGroup *group, const char *title, const char *subtitle);
/* From now on it acts on UNIT_ID in DOCUMENT. */
void     vd_board_group_act_on (VdBoardGroup *group, VdBoardDocument *document,
                                const char *unit_id);

/* WHY shown on ROW in place of its help, and told as a failure. */
void     vd_board_refused (GtkWidget *row, const char *why, VdBoardSaid said, gpointer user_data);
/* EVENTS (VdBoardEvent*, taken with the array) recorded in DOCUMENT as one step to undo, told
 * as the journal describes them (described on the board they were judged on); a refusal shown
 * on ROW. */
gboolean vd_board_record  (VdBoardDocument *document, GPtrArray *events, GtkWidget *row,
                           VdBoardSaid said, gpointer user_data);

/* REASONS (VdHexOddsReason*) one a line, "by what (rule)" (the unit left out when WHAT names
 * it already), then MISSING's (may be NULL), each marked missing. */
char    *vd_board_reasons_text (const GPtrArray *reasons, const GPtrArray *missing);

/* The counter a group is for: UNIT_ID when it is on the map, else the top counter of HEX (when
 * HAS_HEX); NULL when neither. */
const VdBoardUnit *vd_board_selected_unit (const VdBoard *board, gboolean has_hex, VdHex hex,
                                           const char *unit_id);

G_END_DECLS
