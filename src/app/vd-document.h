#pragma once

#include <gio/gio.h>

#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table.h"

G_BEGIN_DECLS

#define VD_TYPE_DOCUMENT (vd_document_get_type ())

G_DECLARE_FINAL_TYPE (VdDocument, vd_document, VD, DOCUMENT, GObject)

/* An open table: the table, its ruleset, the sight engine that answers about it, the file it
 * came from and whether it has unsaved changes. Properties "file", "title" and "dirty" notify;
 * "unit-changed" (the unit's id) is emitted after a unit was changed through the document. */

/* Reads FILE with its ruleset and checks it; errors read "FILE:LINE:COLUMN: error: TEXT". */
VdDocument *vd_document_load              (GFile       *file,
                                           GError     **error);
/* The bundled demo battle. It has no file: saving it asks where, so the bundled copy stays. */
VdDocument *vd_document_load_demo         (GError     **error);

VdTable    *vd_document_get_table         (VdDocument  *self);
VdRuleset  *vd_document_get_ruleset       (VdDocument  *self);
/* One per document, for its table and ruleset; kept up to date by vd_document_move_unit. */
VdSight    *vd_document_get_sight         (VdDocument  *self);
/* NULL for the demo battle until it is saved somewhere. */
GFile      *vd_document_get_file          (VdDocument  *self);
/* The table's title, or its file name when it has none. */
const char *vd_document_get_title         (VdDocument  *self);
/* The file's name for people, or "Demo battle". */
char       *vd_document_dup_display_name  (VdDocument  *self);
gboolean    vd_document_is_demo           (VdDocument  *self);

gboolean    vd_document_get_dirty         (VdDocument  *self);
void        vd_document_set_dirty         (VdDocument  *self,
                                           gboolean     dirty);

/* Moves UNIT (a unit of the table) so its front-edge centre is AT, kept within the table,
 * facing unchanged; the document becomes dirty when the unit moved. */
void        vd_document_move_unit         (VdDocument  *self,
                                           VdUnit      *unit,
                                           VdPoint      at);

/* Writes the table to FILE, or to its own file when FILE is NULL; the document then belongs
 * to that file and is clean. */
gboolean    vd_document_save              (VdDocument  *self,
                                           GFile       *file,
                                           GError     **error);

G_END_DECLS
