#pragma once

#include <adwaita.h>

#include "vd-document.h"

G_BEGIN_DECLS

#define VD_TYPE_READINGS_GROUP (vd_readings_group_get_type ())

G_DECLARE_FINAL_TYPE (VdReadingsGroup, vd_readings_group, VD, READINGS_GROUP, AdwBin)

/* The referee's readings for this table (the ruleset's interpretations, help "The turn's
 * limits"): a row per reading, its question below it and a drop-down of its options, the
 * ruleset's choice marked. Choosing one records a set-up edit of the table's `readings:`
 * (vd_document_set_reading), undone in one step; the ruleset's choice takes the table's own
 * reading away. Once the battle has started, or while a past moment shows, the rows are
 * read-only; a side's view and a ruleset without readings show nothing. */

GtkWidget  *vd_readings_group_new          (void);
/* DOCUMENT may be NULL. */
void        vd_readings_group_set_document (VdReadingsGroup *self,
                                            VdDocument      *document);
/* For tests: the row of interpretation ID (an AdwComboRow), or NULL. */
GtkWidget  *vd_readings_group_get_row      (VdReadingsGroup *self,
                                            const char      *id);

G_END_DECLS
