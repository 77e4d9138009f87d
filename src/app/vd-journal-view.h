#pragma once

#include <adwaita.h>

#include "vd-document.h"

G_BEGIN_DECLS

#define VD_TYPE_JOURNAL_VIEW (vd_journal_view_get_type ())

G_DECLARE_FINAL_TYPE (VdJournalView, vd_journal_view, VD, JOURNAL_VIEW, AdwBin)

/* The battle's journal as a list, first event at the top: each change with its turn and when
 * it was recorded; the events undone (that redo would bring back) are dimmed. Activating an
 * event shows the battle as it was just after it (as many undos or redos as it takes). In a
 * side's view it lists only the lines that side may read, and going back is the referee's
 * (vd-side-view.h). */

GtkWidget *vd_journal_view_new          (void);
/* DOCUMENT may be NULL. */
void       vd_journal_view_set_document (VdJournalView *self,
                                         VdDocument    *document);
/* The rows shown, for tests: one per event the view may read. */
guint      vd_journal_view_get_n_rows   (VdJournalView *self);

G_END_DECLS
