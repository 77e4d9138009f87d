/* GEN-1 per feature: a table's `overrides:` read, written, compared, checked, and used by the
 * movement and sight engines (WOOD-9 through the same keys). */
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-feature-overrides.h"
#include "vd-journal.h"
#include "vd-movement.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-table.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

static const char table_head[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1000, 600]\n"
  "terrain:\n";

static VdTable *
load (const char *terrain, GError **error)
{
  g_autofree char *text = g_strconcat (table_head, terrain, NULL);

  return vd_table_load_data (text, strlen (text), "t.yaml", error);
}

static void
test_table_read_write (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (
    "  - id: marsh-1\n"
    "    type: marsh\n"
    "    area: [[200, 180], [240, 180], [240, 220], [200, 220]]\n"
    "    overrides:\n"
    "      passable: [infantry, engineers]\n"
    "      arriving: [disorder]\n"
    "      speed: 0.5\n"
    "      distances: {wood-detection: 30, wood-edge: {25mm: 25, 15mm: 18}}\n", &error);
  g_autoptr(VdTable) back = NULL, copy = NULL;
  g_autofree char *yaml = NULL;
  const VdFeature *marsh;
  gboolean passable = TRUE;

  g_assert_no_error (error);
  marsh = vd_table_find_feature (table, "marsh-1");
  g_assert_true (vd_feature_passable (marsh, VD_ARM_INFANTRY, &passable) && passable);
  g_assert_true (vd_feature_passable (marsh, VD_ARM_CAVALRY, &passable) && !passable);
  g_assert_cmpuint (vd_feature_arriving (marsh), ==, 1u << VD_CONDITION_DISORDER);
  g_assert_cmpfloat (vd_feature_speed (marsh), ==, 0.5);
  /* a plain number holds at either scale; a mapping gives one number each */
  g_assert_cmpfloat (vd_feature_distance (marsh, ruleset, VD_SCALE_15MM, "wood-detection"), ==, 30);
  g_assert_cmpfloat (vd_feature_distance (marsh, ruleset, VD_SCALE_25MM, "wood-edge"), ==, 25);
  g_assert_cmpfloat (vd_feature_distance (marsh, ruleset, VD_SCALE_15MM, "wood-edge"), ==, 18);
  /* what it does not override stays the ruleset's */
  g_assert_cmpfloat (vd_feature_distance (marsh, ruleset, VD_SCALE_15MM, "wood-fire"), ==, 55);
  g_assert_true (vd_table_validate (table, ruleset, "t.yaml", &error));
  g_assert_no_error (error);

  yaml = vd_table_to_yaml (table, NULL);
  back = vd_table_load_data (yaml, strlen (yaml), "back.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, back));
  copy = vd_table_copy (table);
  g_assert_true (vd_table_equal (table, copy));
  /* a change is a difference */
  vd_feature_overrides_set_distance (vd_table_find_feature (copy, "marsh-1")->overrides,
                                     "wood-edge", VD_SCALE_15MM, 19);
  g_assert_false (vd_table_equal (table, copy));
}

/* Kept by the journal's add-feature and edit-feature events, through a file and back. */
static void
test_table_journal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1000, 600);
  g_autoptr(VdTable) back = NULL;
  g_autoptr(VdFeature) wood = NULL;
  g_autofree char *yaml = NULL;
  VdEvent *event = vd_event_new (VD_EVENT_ADD_FEATURE, 1);
  const VdPoint area[] = { { 0, 0 }, { 100, 0 }, { 100, 100 } };

  wood = vd_feature_new ("wood-1", VD_TERRAIN_WOOD, VD_SHAPE_AREA, area, 3);
  wood->overrides = vd_feature_overrides_new ();
  vd_feature_overrides_set_distance (wood->overrides, "wood-detection", VD_SCALE_25MM, 40);
  event->feature = vd_feature_copy (wood);
  vd_test_apply_ok (event, table, ruleset);
  g_ptr_array_add (table->journal, event);
  g_assert_cmpfloat (vd_feature_distance (vd_table_find_feature (table, "wood-1"), ruleset,
                                          VD_SCALE_25MM, "wood-detection"), ==, 40);
  yaml = vd_table_to_yaml (table, NULL);
  back = vd_table_load_data (yaml, strlen (yaml), "back.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, back));
  g_assert_true (vd_feature_equal (((VdEvent *) g_ptr_array_index (back->journal, 0))->feature,
                                   wood));

  /* an event may not bring a distance the ruleset does not have */
  event = vd_event_new (VD_EVENT_EDIT_FEATURE, 1);
  event->feature = vd_feature_copy (wood);
  vd_feature_overrides_set_distance (event->feature->overrides, "wood-depth", VD_SCALE_25MM, 5);
  vd_test_assert_refused (event, table, ruleset, VD_ERROR_ARGUMENT,
                          "ruleset napoleonic has no distance “wood-depth”", FALSE);
  vd_event_free (event);
}

static void
check_refused (const char *terrain, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = load (terrain, &error);

  g_assert_null (table);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, message));
}

static void
test_table_bad (void)
{
  const char *wood = "  - id: wood-1\n    type: wood\n    area: [[0, 0], [100, 0], [100, 100]]\n";
  g_autofree char *unknown_key = g_strconcat (wood, "    overrides: {cover: none}\n", NULL);
  g_autofree char *bad_arm = g_strconcat (wood, "    overrides: {passable: [gunners]}\n", NULL);
  g_autofree char *bad_speed = g_strconcat (wood, "    overrides: {speed: 2}\n", NULL);
  g_autofree char *zero_speed = g_strconcat (wood, "    overrides: {speed: 0}\n", NULL);
  g_autofree char *bad_scale = g_strconcat (wood, "    overrides: {distances: {wood-edge: {28mm: 3}}}\n", NULL);
  g_autofree char *line_speed = g_strdup ("  - id: wall-1\n    type: hard-obstacle\n"
                                          "    line: [[0, 0], [100, 0]]\n"
                                          "    overrides: {speed: 0.5}\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autofree char *unknown_distance = g_strconcat (wood, "    overrides: {distances: {wood-depth: 3}}\n", NULL);

  check_refused (unknown_key, "t.yaml:9:");
  check_refused (unknown_key, "“cover”");
  check_refused (bad_arm, "unknown arm “gunners”");
  check_refused (bad_speed, "t.yaml:9:24:");
  check_refused (zero_speed, "“passable”");
  check_refused (bad_scale, "“28mm”");
  check_refused (line_speed, "only areas have a “speed”");
  /* a distance the ruleset does not have is refused once the ruleset is known, at its key */
  table = load (unknown_distance, &error);
  g_assert_no_error (error);
  g_assert_false (vd_table_validate (table, ruleset, "t.yaml", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "t.yaml:9:29: error:"));
  g_assert_nonnull (strstr (error->message, "no distance “wood-depth”"));
}

/* Measures a move of unit ID to (X, Y); returns the effects as "RULE by[ condition][ forbids]". */
static char *
move (const VdTable *table, const char *id, double x, double y, gboolean *legal, guint *conditions)
{
  VdMoveAnswer answer;
  GString *text = g_string_new (NULL);
  const VdPoint to = { x, y };

  g_assert_true (vd_move_measure (table, ruleset, vd_table_find_unit (table, id), &to, 1, FALSE,
                                  &answer, NULL));
  for (guint i = 0; i < answer.n_effects; i++)
    {
      const VdMoveEffect *e = &answer.effects[i];

      g_string_append_printf (text, "%s%s %s", i > 0 ? "; " : "", e->rule, e->by);
      if (e->condition >= 0)
        g_string_append_printf (text, " %s", vd_condition_to_string (e->condition));
      if (e->forbids)
        g_string_append (text, " forbids");
    }
  *legal = answer.legal;
  *conditions = answer.conditions;
  vd_move_answer_clear (&answer);
  g_test_message ("%s: %s", id, text->str);
  return g_string_free (text, FALSE);
}

/* The seed's example: a marsh made passable to infantry, which comes out of it in disorder. */
static void
test_movement_marsh (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = vd_test_table_new (scale, 0, 1000, 600);
  VdFeature *marsh = vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 200, 180, 240, 220);
  g_autofree char *before = NULL, *after = NULL, *cavalry = NULL;
  gboolean legal;
  guint conditions;

  vd_test_add_unit (table, "inf", "french", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 150, 200, 90,
                    40, 40);
  vd_test_add_unit (table, "cav", "french", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 200, 90,
                    40, 40);
  /* 100 paces, within either scale's allowance; the centre ends in the marsh */
  before = move (table, "inf", 250, 200, &legal, &conditions);
  g_assert_false (legal);
  g_assert_cmpstr (before, ==, "MARSH-1 marsh-1 forbids");

  marsh->overrides = vd_feature_overrides_new ();
  marsh->overrides->has_passable = TRUE;
  marsh->overrides->passable = 1u << VD_ARM_INFANTRY;
  marsh->overrides->arriving = 1u << VD_CONDITION_DISORDER;
  after = move (table, "inf", 250, 200, &legal, &conditions);
  g_assert_true (legal);
  g_assert_cmpuint (conditions, ==, 1u << VD_CONDITION_DISORDER);
  g_assert_cmpstr (after, ==, "GEN-1 marsh-1 disorder");
  /* the others are still kept out, by the marsh's own rule and the table's list */
  cavalry = move (table, "cav", 250, 200, &legal, &conditions);
  g_assert_false (legal);
  g_assert_cmpstr (cavalry, ==, "GEN-1 marsh-1 forbids; MARSH-1 marsh-1 forbids");
}

/* WOOD-9: a scenario's open wood, where infantry keeps its speed (WOOD-2 no longer applies) and
 * artillery may go (WOOD-1 lifted). */
static void
test_movement_open_wood (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = vd_test_table_new (scale, 0, 1000, 600);
  VdFeature *wood = vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 220, 600);
  VdMoveAnswer answer;
  const VdPoint to = { 260, 200 };
  g_autofree char *gun = NULL;
  gboolean legal;
  guint conditions;

  vd_test_add_unit (table, "inf", "french", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 150, 200,
                    90, 40, 20);
  vd_test_add_unit (table, "gun", "french", VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED, 150, 200,
                    90, 40, 20);
  g_assert_true (vd_move_measure (table, ruleset, vd_table_find_unit (table, "inf"), &to, 1,
                                  FALSE, &answer, NULL));
  /* 110 paces, 20 of them in the average wood at half speed */
  g_assert_cmpfloat_with_epsilon (answer.cost, 130, 1e-9);
  vd_move_answer_clear (&answer);

  wood->overrides = vd_feature_overrides_new ();
  wood->overrides->speed = 1;
  wood->overrides->has_passable = TRUE;
  wood->overrides->passable = (1u << VD_ARM_INFANTRY) | (1u << VD_ARM_ARTILLERY);
  g_assert_true (vd_move_measure (table, ruleset, vd_table_find_unit (table, "inf"), &to, 1,
                                  FALSE, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.cost, 110, 1e-9);
  g_assert_cmpuint (answer.n_effects, ==, 1);
  g_assert_cmpstr (answer.effects[0].rule, ==, "GEN-1");
  g_assert_cmpstr (answer.effects[0].by, ==, "wood-1");
  vd_move_answer_clear (&answer);
  gun = move (table, "gun", 260, 200, &legal, &conditions);
  g_assert_true (legal);
  g_assert_cmpstr (gun, ==, "GEN-1 wood-1");
}

static char *
sight (const VdTable *table, gboolean *visible)
{
  g_autoptr(VdSight) engine = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  GString *text = g_string_new (NULL);
  VdSightAnswer answer, other;

  vd_sight_answer_init (&answer);
  vd_sight_answer_init (&other);
  vd_sight_query (engine, vd_table_find_unit (table, "fr"), vd_table_find_unit (table, "au"),
                  &answer);
  vd_sight_query (reference, vd_table_find_unit (table, "fr"), vd_table_find_unit (table, "au"),
                  &other);
  g_assert_true (vd_sight_answer_equal (&answer, &other));
  for (guint i = 0; i < answer.n_reasons; i++)
    g_string_append_printf (text, "%s%s %s", i > 0 ? ", " : "", answer.reasons[i].rule,
                            answer.reasons[i].by);
  *visible = answer.visible;
  vd_sight_answer_clear (&answer);
  vd_sight_answer_clear (&other);
  return g_string_free (text, FALSE);
}

/* A target 17 paces inside a wood, not revealed (as test-sight's WOOD-4 tests): at 15 mm the
 * ruleset's 15 paces leave it hidden, the wood's own 18 find it; at 25 mm its own 10 hide it
 * where the ruleset's 20 would find it. */
static void
test_sight_detection (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = vd_test_table_new (scale, 0, 1200, 1200);
  VdFeature *wood = vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 400, 553, 800, 700);
  g_autofree char *before = NULL, *after = NULL;
  gboolean visible;

  vd_test_add_line_infantry (table, "fr", "french", 600, 543, 0);
  vd_test_add_unit (table, "au", "austrian", VD_ARM_INFANTRY, VD_FORMATION_LINE, 600, 560, 180,
                    120, 30);
  before = sight (table, &visible);
  g_assert_cmpint (visible, ==, scale == VD_SCALE_25MM);
  wood->overrides = vd_feature_overrides_new ();
  vd_feature_overrides_set_distance (wood->overrides, "wood-detection", scale,
                                     VD_TEST_AT (scale, 10, 18));
  after = sight (table, &visible);
  g_assert_cmpint (visible, ==, scale == VD_SCALE_15MM);
  g_assert_cmpstr (after, ==, VD_TEST_AT (scale, "WOOD-4 wood-1", "WOOD-4 wood-1, WOOD-6 wood-1"));
}

/* WOOD-9: a wood whose edge band the scenario widens: a target 17 paces deep (beyond the 15 of
 * 15 mm) is seen once revealed, as within the band (WOOD-6). */
static void
test_sight_wood_edge (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_15MM, 0, 1200, 1200);
  VdFeature *wood = vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 300, 400, 900, 700);
  g_autofree char *before = NULL, *after = NULL;
  VdUnit *au;
  gboolean visible;

  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  au = vd_test_add_line_infantry (table, "au", "austrian", 600, 417, 180);
  au->revealed = TRUE;
  before = sight (table, &visible);
  g_assert_false (visible);
  g_assert_cmpstr (before, ==, "WOOD-6 wood-1");
  wood->overrides = vd_feature_overrides_new ();
  vd_feature_overrides_set_distance (wood->overrides, "wood-edge", VD_SCALE_15MM, 18);
  after = sight (table, &visible);
  g_assert_true (visible);
  g_assert_cmpstr (after, ==, "WOOD-6 wood-1");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/table/GEN-1/read-write-compare", test_table_read_write);
  g_test_add_func ("/table/GEN-1/journal-feature-events", test_table_journal);
  g_test_add_func ("/table/GEN-1/bad-overrides", test_table_bad);
  g_test_add_data_func ("/movement/GEN-1/marsh-passable-to-infantry/25mm", VD_TEST_S25,
                        test_movement_marsh);
  g_test_add_data_func ("/movement/GEN-1/marsh-passable-to-infantry/15mm", VD_TEST_S15,
                        test_movement_marsh);
  g_test_add_data_func ("/movement/WOOD-9/open-wood/25mm", VD_TEST_S25, test_movement_open_wood);
  g_test_add_data_func ("/movement/WOOD-9/open-wood/15mm", VD_TEST_S15, test_movement_open_wood);
  g_test_add_data_func ("/sight/GEN-1/wood-detection-override/25mm", VD_TEST_S25,
                        test_sight_detection);
  g_test_add_data_func ("/sight/GEN-1/wood-detection-override/15mm", VD_TEST_S15,
                        test_sight_detection);
  g_test_add_func ("/sight/WOOD-9/wider-edge", test_sight_wood_edge);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
