#pragma once

#include <gio/gio.h>

#include "vd-damage.h"
#include "vd-movement.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table.h"

G_BEGIN_DECLS

#define VD_TYPE_DOCUMENT (vd_document_get_type ())

G_DECLARE_FINAL_TYPE (VdDocument, vd_document, VD, DOCUMENT, GObject)

/* An open table: the table, its ruleset, the sight engine that answers about it, the file it
 * came from and whether it has unsaved changes. Properties "file", "title" and "dirty" notify;
 * "unit-changed" (the unit's id) is emitted after a unit was changed through the document,
 * "feature-changed" (the feature's id) after a terrain feature was. */

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

/* Sets UNIT's conditions (VdCondition bits); dirty and "unit-changed" when they change. */
void        vd_document_set_unit_conditions (VdDocument *self,
                                           VdUnit      *unit,
                                           guint        conditions);
/* Measures the move of UNIT through POINTS by the rules into ANSWER (cleared by the caller)
 * and, when the rules allow it, moves the unit there with the conditions it arrives with.
 * FALSE with ERROR naming the forbidding rule when they do not; the unit stays. */
gboolean    vd_document_apply_move        (VdDocument  *self,
                                           VdUnit      *unit,
                                           const VdPoint *points,
                                           guint        n_points,
                                           gboolean     forced,
                                           VdMoveAnswer *answer,
                                           GError     **error);
/* One turn of a battery's fire at (or engineers' work on) a feature, aimed at AIM (NULL: the
 * point nearest the unit); "feature-changed" (the feature's id) and dirty when done, ERROR
 * with the rule when the rules refuse it. ANSWER is cleared by the caller. */
gboolean    vd_document_bombard           (VdDocument  *self,
                                           const char  *battery_id,
                                           const char  *feature_id,
                                           const VdPoint *aim,
                                           VdDamageAnswer *answer,
                                           GError     **error);
gboolean    vd_document_repair            (VdDocument  *self,
                                           const char  *engineers_id,
                                           const char  *feature_id,
                                           const VdPoint *aim,
                                           VdDamageAnswer *answer,
                                           GError     **error);
/* HOUSE-10: BATTERY declares an attempt to set HOUSE on fire and DIE is the fire die; on a 6 it
 * burns ("feature-changed", dirty). *BURNING says whether it does. */
gboolean    vd_document_set_fire          (VdDocument  *self,
                                           const char  *battery_id,
                                           const char  *house_id,
                                           int          die,
                                           gboolean    *burning,
                                           GError     **error);
/* Writes the table to FILE, or to its own file when FILE is NULL; the document then belongs
 * to that file and is clean. */
gboolean    vd_document_save              (VdDocument  *self,
                                           GFile       *file,
                                           GError     **error);

G_END_DECLS
