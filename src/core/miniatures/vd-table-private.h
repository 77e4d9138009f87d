#pragma once

#include <glib.h>

#include "vd-table.h"
#include "vd-yaml-reader.h"
#include "vd-yaml-writer.h"

G_BEGIN_DECLS

/* Pieces of the table file that the journal's events carry too (add-unit, bombard…), read and
 * written one way in both places. */

/* An id (a word) not yet in IDS (id → the VdYamlNode that gave it first), then added to it. */
gboolean   vd_table_read_id         (const VdYamlDocument *doc, const VdYamlNode *node,
                                     GHashTable *ids, const char **out, GError **error);
/* One unit or terrain feature mapping as under `units:` / `terrain:`; IDS as above, NULL to
 * skip the check for ids used before (an event's unit is checked when it applies). */
VdUnit    *vd_table_read_unit       (const VdYamlDocument *doc, const VdYamlNode *map,
                                     GHashTable *ids, GError **error);
VdFeature *vd_table_read_feature    (const VdYamlDocument *doc, const VdYamlNode *map,
                                     GHashTable *ids, GError **error);
/* A unit mapping of an order of battle: KEYS are the keys it may have (a subset of a table
 * unit's, plus any its caller reads itself), REQUIRED those it must; what it leaves out of
 * `at`, `frontage` and `depth` stays 0. IDS as above, not NULL. */
VdUnit    *vd_table_read_unplaced_unit (const VdYamlDocument *doc, const VdYamlNode *map,
                                     const char * const *keys, const char * const *required,
                                     GHashTable *ids, GError **error);
/* A list of condition words into a bit mask of VdCondition. */
gboolean   vd_table_read_conditions (const VdYamlDocument *doc, const VdYamlNode *node,
                                     guint *out, GError **error);
/* A `damage:` list of {from, to, state} stretches, sorted, not overlapping, each within
 * 0..LENGTH mm; LIGHT_OBSTACLE refuses degraded ones (LOBS-3). Appends to DAMAGE (VdStretch). */
gboolean   vd_table_read_stretches  (const VdYamlDocument *doc, const VdYamlNode *list,
                                     double length, gboolean light_obstacle, GArray *damage,
                                     GError **error);

void       vd_table_write_unit      (VdYamlWriter *w, const VdUnit *unit);
void       vd_table_write_feature   (VdYamlWriter *w, const VdFeature *feature);
void       vd_table_write_conditions (VdYamlWriter *w, guint conditions);
void       vd_table_write_stretches (VdYamlWriter *w, const GArray *damage);

/* The order of battle (vd-table-commands.c): the `commands:` list, its ids in IDS. */
gboolean   vd_table_read_commands   (const VdYamlDocument *doc, const VdYamlNode *list,
                                     GHashTable *ids, GPtrArray *commands, GError **error);
/* One command mapping as under `commands:`; IDS as above, NULL for an event's command. */
VdCommand *vd_table_read_command    (const VdYamlDocument *doc, const VdYamlNode *map,
                                     GHashTable *ids, GError **error);
/* Once the whole file is read: every parent and every unit's `command` names a command of
 * the same side, and no command is under itself; errors point at the key at fault in DOC. */
gboolean   vd_table_check_commands  (const VdYamlDocument *doc, const VdTable *table,
                                     GError **error);
/* The same checks of one COMMAND, of TABLE's or about to join it (an add-command event):
 * not under itself, its parent (if any) a command of TABLE of its side. ERROR (VD_ERROR:
 * NOT_FOUND for an unknown parent, else ARGUMENT) carries no file position. */
gboolean   vd_table_check_command   (const VdTable *table, const VdCommand *command,
                                     GError **error);
void       vd_table_write_command   (VdYamlWriter *w, const VdCommand *command);

/* Lookups by id in constant time, so replaying a long journal on many units stays linear:
 * between vd_table_build_index and vd_table_drop_index, vd_table_find_* use hash tables, and
 * only vd_event_apply (which keeps them, vd_table_index_*) may change the lists. Only for a
 * table no one else sees (a replay's copy, a file being read). OBJECT NULL: ID is gone. */
void       vd_table_build_index     (VdTable *table);
void       vd_table_drop_index      (VdTable *table);
void       vd_table_index_unit      (VdTable *table, const char *id, VdUnit *unit);
void       vd_table_index_feature   (VdTable *table, const char *id, VdFeature *feature);
void       vd_table_index_command   (VdTable *table, const char *id, VdCommand *command);
void       vd_table_write_commands  (VdYamlWriter *w, const GPtrArray *commands);

/* Terrain and units shared while one event is recorded: most events change no feature and
 * one unit, and copying 300 features and 400 units (then freeing the old ones) was half of a
 * record at 400 units. The copy borrows TABLE's feature list and masking rows (no event
 * changes those) and holds each of its units one more time (VdUnit.shares). vd_event_apply
 * calls vd_table_own_terrain before it changes the feature list, which gives the copy a list
 * of its own holding each feature once more (VdFeature.shares), then vd_table_own_feature
 * before it changes a feature, and vd_table_own_unit before it changes a unit. Only for the
 * battle's next state, which replaces TABLE (freed then) or is dropped: no one changes TABLE
 * meanwhile. */
VdTable   *vd_table_copy_sharing    (const VdTable *table);
void       vd_table_own_terrain     (VdTable *table);
/* FEATURE (one of TABLE's, whose list is its own already), TABLE's own to change: a copy in
 * its place if it was shared. */
VdFeature *vd_table_own_feature     (VdTable *table, const VdFeature *feature);
/* UNIT (one of TABLE's units), TABLE's own to change: a copy in its place if it was shared. */
VdUnit    *vd_table_own_unit        (VdTable *table, const VdUnit *unit);

G_END_DECLS
