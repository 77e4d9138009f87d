#pragma once

#include "vd-table.h"
#include "vd-text.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* A side's own display name, from the table file's `sides:` (help "Table files"). */
typedef struct {
  char        *side;   /* the units' `side:` word */
  VdText       name;   /* fr NULL: the English name in every language */
  VdSourcePos  pos;
} VdSideName;

VdSideName *vd_side_name_new   (const char *side, const char *en, const char *fr);
VdSideName *vd_side_name_copy  (const VdSideName *name);
void        vd_side_name_free  (VdSideName *name);
gboolean    vd_side_name_equal (const VdSideName *a, const VdSideName *b);

/* `sides: {french: {name: {en: French, fr: Français}}, russian: {name: Russians}}` into OUT. */
gboolean    vd_table_read_sides  (const VdYamlDocument *doc, const VdYamlNode *node, GPtrArray *out,
                                  GError **error);
/* Every side TABLE names is one of its units', destroyed units', commands' or set-up events':
 * else an error at the name's line and column. */
gboolean    vd_table_check_sides (const VdYamlDocument *doc, const VdTable *table, GError **error);
/* The `sides:` key and its value, for the sides the table still has; nothing when none. */
void        vd_table_write_sides (VdYamlWriter *w, const VdTable *table);

/* A side's `name:`, one name for every language or `{en, fr}`, into OUT (cleared first). */
gboolean    vd_side_name_read_text  (const VdYamlDocument *doc, const VdYamlNode *node,
                                     VdText *out, GError **error);
/* NAME as vd_side_name_read_text reads it back. */
void        vd_side_name_write_text (VdYamlWriter *w, const VdText *name);
/* SIDE's entry in TABLE's `sides:`, or NULL when the file does not name it. */
const VdSideName *vd_table_find_side_name (const VdTable *table, const char *side);
/* SIDE shown as NAME from now on (its entry replaced or added); NAME's en NULL takes the
 * entry away, so the side is shown by its word again. */
void        vd_table_set_side_name  (VdTable *table, const char *side, const VdText *name);

/* Whether a unit, a destroyed unit, a command or a set-up event of TABLE is on SIDE. */
gboolean    vd_table_has_side    (const VdTable *table, const char *side);
/* SIDE as the table names it in the user's language, else its word capitalised ("french" →
 * "French"). SIDE must not be NULL. */
char       *vd_table_side_name   (const VdTable *table, const char *side);

G_END_DECLS
