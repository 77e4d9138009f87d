#pragma once

#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* One reading the referee agreed with his players for this table, from the table file's
 * `readings:` (help "Table files"): interpretation ID of the ruleset read as OPTION. */
typedef struct {
  char        *id;          /* "mini-i-charge-and-fire" */
  char        *option;      /* "refused" */
  VdSourcePos  pos;         /* the id's line and column */
  VdSourcePos  option_pos;  /* the option's */
} VdTableReading;

VdTableReading *vd_table_reading_new   (const char *id, const char *option);
VdTableReading *vd_table_reading_copy  (const VdTableReading *reading);
void            vd_table_reading_free  (VdTableReading *reading);
gboolean        vd_table_reading_equal (const VdTableReading *a, const VdTableReading *b);

/* `readings: {mini-i-charge-and-fire: refused, …}` into OUT. Whether each names one of the
 * ruleset's interpretations and options is checked later (vd_table_check_readings). */
gboolean        vd_table_read_readings  (const VdYamlDocument *doc, const VdYamlNode *node,
                                         GPtrArray *out, GError **error);
/* Every reading of TABLE names an interpretation of RULESET and one of its options: else an
 * error at its line and column in FILE. */
gboolean        vd_table_check_readings (const VdTable *table, const VdRuleset *ruleset,
                                         const char *file, GError **error);
/* The `readings:` key and its value; nothing when the table sets none. */
void            vd_table_write_readings (VdYamlWriter *w, const VdTable *table);

/* The option interpretation ID is read as on TABLE: the table's own reading when it sets one,
 * else RULESET's `choice`; NULL when RULESET has no such interpretation. Every answer that
 * depends on a reading asks here. */
const char     *vd_table_reading        (const VdTable *table, const VdRuleset *ruleset,
                                         const char *id);
/* Whether TABLE reads interpretation ID as OPTION (vd_table_reading). */
gboolean        vd_table_reads          (const VdTable *table, const VdRuleset *ruleset,
                                         const char *id, const char *option);
/* TABLE's own reading of ID, or NULL when it takes the ruleset's choice. */
const char     *vd_table_own_reading    (const VdTable *table, const char *id);
/* ID read as OPTION on TABLE from now on (its entry replaced or added); OPTION NULL takes the
 * entry away, so the ruleset's choice applies again. Not checked against a ruleset. */
void            vd_table_set_reading    (VdTable *table, const char *id, const char *option);

G_END_DECLS
