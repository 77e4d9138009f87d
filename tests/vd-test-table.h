#pragma once

#include <glib.h>

#include "vd-board.h"
#include "vd-journal.h"
#include "vd-orders.h"
#include "vd-ruleset.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* The data of g_test_add_data_func for a test run at each scale. */
#define VD_TEST_S25 GINT_TO_POINTER (VD_SCALE_25MM)
#define VD_TEST_S15 GINT_TO_POINTER (VD_SCALE_15MM)
/* The number for the test's scale. */
#define VD_TEST_AT(scale, at_25mm, at_15mm) ((scale) == VD_SCALE_25MM ? (at_25mm) : (at_15mm))

/* The "napoleonic" ruleset, which the rule catalogue's numbers are from; it must load. */
VdRuleset *vd_test_load_ruleset      (void);

/* An empty table WIDTH × DEPTH mm at SCALE; MM_PER_PACE 0 leaves it to the ruleset. */
VdTable   *vd_test_table_new         (VdScale scale, double mm_per_pace, double width,
                                      double depth);
/* A feature through the N POINTS, added to TABLE. */
VdFeature *vd_test_add_feature       (VdTable *table, const char *id, VdTerrainType type,
                                      VdShape shape, const VdPoint *points, guint n);
/* An area from (X0, Y0) to (X1, Y1), its outline from (X0, Y0) along y = Y0 first. */
VdFeature *vd_test_add_rect          (VdTable *table, const char *id, VdTerrainType type,
                                      double x0, double y0, double x1, double y1);
/* A straight line from (X0, Y0) to (X1, Y1). */
VdFeature *vd_test_add_line          (VdTable *table, const char *id, VdTerrainType type,
                                      double x0, double y0, double x1, double y1);
/* A damaged stretch of FEATURE, FROM…TO mm along its path: add them sorted, not overlapping. */
void       vd_test_add_stretch       (VdFeature *feature, double from, double to, VdDamage state);
/* A 12-figure unit, its front edge centred on (X, Y), FACING degrees clockwise from +y. */
VdUnit    *vd_test_add_unit          (VdTable *table, const char *id, const char *side, VdArm arm,
                                      VdFormation formation, double x, double y, double facing,
                                      double frontage, double depth);
/* Infantry in line, 120 × 30, as vd_test_add_unit places it. */
VdUnit    *vd_test_add_line_infantry (VdTable *table, const char *id, const char *side, double x,
                                      double y, double facing);

/* EVENT applies to TABLE without error. */
void       vd_test_apply_ok          (const VdEvent *event, VdTable *table,
                                      const VdRuleset *ruleset);
/* EVENT is refused with CODE and a message equal to TEXT (EXACT) or holding it, and TABLE is
 * exactly as it was. */
void       vd_test_assert_refused    (const VdEvent *event, VdTable *table,
                                      const VdRuleset *ruleset, int code, const char *text,
                                      gboolean exact);

/* Whether ANSWER gives the reason RULE by BY (a unit's or feature's id). */
gboolean   vd_test_has_reason        (const VdOrderAnswer *answer, const char *rule,
                                      const char *by);

/* FOLDER emptied of its files and removed (not freed): what a test's temporary folder leaves. */
void       vd_test_folder_remove      (const char *folder);
/* Four line battalions at 25 mm on an 1800 × 1200 mm table (fr-1…fr-3 facing 0, ru-1 facing
 * 180, 24 figures each), saved to PATH: the small battle of the journal's tests. */
void       vd_test_save_small_battle  (const char *path);

/* A temporary folder for a test program, with the owner's data (XDG_DATA_HOME) inside it, so
 * that what its tests enter as the owner stays theirs; TEMPLATE as for g_dir_make_tmp. */
char      *vd_test_data_folder_new    (const char *name_template);
/* FOLDER taken away with what the tests leave in it: its board.yaml and the owner's empty
 * charts folder; FOLDER is freed. */
void       vd_test_data_folder_remove (char *folder);

/* A board of GAME (a bundled module's id) on TURN, COLUMNS × ROWS flat hexes numbered
 * {col:02}{row:02} from 0101, with BODY (its hexes, hexsides, counters…), written to FOLDER's
 * board.yaml and loaded: it must load. */
VdBoard   *vd_test_hex_board          (const char *folder, const char *game, int turn,
                                       int columns, int rows, const char *body,
                                       VdHexRuleset **module);
/* The owner's reading INTERPRETATION of GAME taken as CHOICE, on top of his other entries for
 * GAME in the data folder; a NULL INTERPRETATION forgets his entries for GAME. Boards loaded
 * after it read it. */
void       vd_test_choose_reading     (const char *game, const char *interpretation,
                                       const char *choice);

G_END_DECLS
