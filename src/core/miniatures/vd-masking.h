#pragma once

#include <glib.h>

#include "vd-table.h"
#include "vd-types.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* Which units a masking row is about: bit masks over VdArm and VdFormation, 0 for any. */
typedef struct {
  guint arms;
  guint formations;
} VdUnitMatch;

/* One row of the masking table: whether a unit M lying across a sight line hides target T
 * from observer O. The first row that matches decides (MASK-1…4, SIGHT-4…8). */
typedef struct {
  char        **rules;      /* rule IDs reported when this row decides, NULL-terminated */
  VdUnitMatch   observer;
  VdUnitMatch   masker;
  VdUnitMatch   target;
  gboolean      masks;
  gboolean      assumed;    /* a documented default for a case the seed leaves open */
  char         *note;       /* why, for an assumed row; may be NULL */
  VdSourcePos   pos;
} VdMaskingRow;

VdMaskingRow *vd_masking_row_copy    (const VdMaskingRow *row);
void          vd_masking_row_free    (VdMaskingRow *row);
gboolean      vd_masking_row_equal   (const VdMaskingRow *a, const VdMaskingRow *b);
gboolean      vd_masking_row_matches (const VdMaskingRow *row, const VdUnit *observer,
                                      const VdUnit *masker, const VdUnit *target);
/* The first row of FIRST, then of SECOND (either may be NULL), that matches; NULL if none. */
const VdMaskingRow *vd_masking_find  (const GPtrArray *first, const GPtrArray *second,
                                      const VdUnit *observer, const VdUnit *masker,
                                      const VdUnit *target);

/* Reads a `masking:` list into ROWS (VdMaskingRow*). Rule IDs are checked later, against the
 * ruleset (vd_masking_check_rules). */
gboolean      vd_masking_read        (const VdYamlDocument *doc, const VdYamlNode *list,
                                      GPtrArray *rows, GError **error);
void          vd_masking_write       (VdYamlWriter *writer, const GPtrArray *rows);
/* Every rule ID of ROWS is one of the rules in the hash table RULES (id → anything). */
gboolean      vd_masking_check_rules (const GPtrArray *rows, GHashTable *rules, const char *file,
                                      GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdMaskingRow, vd_masking_row_free)

G_END_DECLS
