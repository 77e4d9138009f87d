#pragma once

#include <adwaita.h>

#include "vd-board-document.h"

G_BEGIN_DECLS

/* What the board panel's groups share to record a step and say it (the returns and blown
 * cavalry groups): a notification through SAID, a refusal also in place of the row's help. */
typedef void (*VdBoardSaid) (const char *text, gboolean failed, gpointer user_data);

/* WHY shown on ROW in place of its help, and told as a failure. */
void     vd_board_refused (GtkWidget *row, const char *why, VdBoardSaid said, gpointer user_data);
/* EVENTS (VdBoardEvent*, taken with the array) recorded in DOCUMENT as one step to undo, told
 * as the journal describes them (described on the board they were judged on); a refusal shown
 * on ROW. */
gboolean vd_board_record  (VdBoardDocument *document, GPtrArray *events, GtkWidget *row,
                           VdBoardSaid said, gpointer user_data);

G_END_DECLS
