/* The movement engine against the rule catalogue (rules/004-miniatures-terrain.md) and the
 * decisions of vd-movement.h: one test per rule ID at least, at both scales wherever a number
 * differs, each asserting the numbers (distance, cost, allowance, legality, conditions) and every
 * effect (rule, feature or unit, place, paces, condition, forbids). Tables are 1 mm a pace.
 *
 * Most units face 90 (towards +x) and move along +x, so their footprint centre, on which the
 * terrain is judged, trails their `at` by half their depth: a feature met by the centre at x is
 * reported at x + depth / 2 on the path of `at`. */
#include <glib/gstdio.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-movement.h"
#include "vd-ruleset.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-table.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* 1000 × 600 mm, mm a pace left to the ruleset (1); add_across spans its depth. */
static VdTable *
new_table (VdScale scale)
{
  return vd_test_table_new (scale, 0, 1000, 600);
}

/* A vertical line across the table at X. */
static VdFeature *
add_across (VdTable *table, const char *id, VdTerrainType type, double x)
{
  return vd_test_add_line (table, id, type, x, 0, x, 600);
}

/* A French unit whose front edge is centred on (X, Y), facing +x, the way most units here move. */
static VdUnit *
add_unit (VdTable *table, const char *id, VdArm arm, VdFormation formation, double x, double y,
          double frontage, double depth)
{
  return vd_test_add_unit (table, id, "french", arm, formation, x, y, 90, frontage, depth);
}

/* Infantry in column, 60 mm wide (45 at 15 mm: narrow enough for a road) and 40 deep. */
static VdUnit *
add_column (VdTable *table, const char *id, double x, double y)
{
  return add_unit (table, id, VD_ARM_INFANTRY, VD_FORMATION_COLUMN, x, y,
                   VD_TEST_AT (table->scale, 60, 45), 40);
}

static VdUnit *
add_gun (VdTable *table, const char *id, double x, double y)
{
  return add_unit (table, id, VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED, x, y, 60, 80);
}

static char *
number (double x)
{
  double rounded = round (x * 100) / 100;

  return g_strdup_printf ("%g", rounded == 0 ? 0 : rounded);
}

static char *
effects_text (const VdMoveAnswer *answer)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < answer->n_effects; i++)
    {
      const VdMoveEffect *e = &answer->effects[i];
      g_autofree char *x = number (e->at.x), *y = number (e->at.y), *paces = number (e->paces);

      g_string_append_printf (text, "%s%s %s @%s,%s", i > 0 ? "; " : "", e->rule, e->by, x, y);
      if (round (e->paces * 100) != 0)
        g_string_append_printf (text, " %s%s", e->paces > 0 ? "+" : "", paces);
      if (e->condition >= 0)
        g_string_append_printf (text, " %s", vd_condition_to_string (e->condition));
      if (e->forbids)
        g_string_append (text, " forbids");
    }
  return g_string_free (text, FALSE);
}

static char *
conditions_text (guint conditions)
{
  GString *text = g_string_new (NULL);

  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (conditions & (1u << c))
      g_string_append_printf (text, "%s%s", text->len > 0 ? "," : "", vd_condition_to_string (c));
  return g_string_free (text, FALSE);
}

/* The units of a rule's test table stand in for one another at the same places: each moves
 * as if alone, unless a test about units in the way (CONTACT…) asks otherwise. */
static gboolean among_units;

/* Moves unit ID through the N points (x, y pairs of doubles) and checks the answer. */
static void
check_move (const VdTable *table, const char *id, gboolean forced, gboolean legal, double distance,
            double cost, double allowance, const char *conditions, const char *effects, guint n,
            ...)
{
  g_autoptr(GError) error = NULL;
  g_autofree VdPoint *points = g_new (VdPoint, n);
  g_autofree char *text = NULL, *conds = NULL;
  const VdUnit *unit = vd_table_find_unit (table, id);
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  VdMoveAnswer answer;
  double sum = 0;
  va_list args;

  g_assert_nonnull (unit);
  va_start (args, n);
  for (guint i = 0; i < n; i++)
    {
      points[i].x = va_arg (args, double);
      points[i].y = va_arg (args, double);
    }
  va_end (args);

  for (guint i = 0; i < table->units->len && !among_units; i++)
    g_ptr_array_add (others, ((VdUnit *) table->units->pdata[i])->id);
  g_ptr_array_add (others, NULL);
  g_assert_true (vd_move_measure_together (table, ruleset, unit, points, n, forced,
                                           (const char * const *) others->pdata, &answer,
                                           &error));
  g_assert_no_error (error);
  text = effects_text (&answer);
  conds = conditions_text (answer.conditions);
  g_test_message ("%s: %s, distance %g, cost %g of %g, [%s], [%s]", id,
                  answer.legal ? "legal" : "illegal", answer.distance, answer.cost,
                  answer.allowance, conds, text);
  g_assert_true (answer.unit == unit);
  g_assert_cmpint (answer.forced, ==, forced);
  g_assert_cmpfloat_with_epsilon (answer.distance, distance, 0.005);
  g_assert_cmpfloat_with_epsilon (answer.cost, cost, 0.005);
  g_assert_cmpfloat_with_epsilon (answer.allowance, allowance, 1e-9);
  g_assert_cmpstr (conds, ==, conditions);
  g_assert_cmpstr (text, ==, effects);
  g_assert_cmpint (answer.legal, ==, legal);
  g_assert_true ((vd_move_answer_forbidding (&answer) == NULL) == legal);
  /* the cost is the distance and every effect's paces */
  for (guint i = 0; i < answer.n_effects; i++)
    sum += answer.effects[i].paces;
  g_assert_cmpfloat_with_epsilon (answer.cost, answer.distance + sum, 1e-6);
  vd_move_answer_clear (&answer);
  g_assert_null (answer.storage);
}

static void
test_open_ground (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  check_move (table, "inf", FALSE, TRUE, 80, 80, VD_TEST_AT (scale, 120, 90), "", "", 1, 180.0,
              200.0);
  /* Waypoints: the distance is along them. */
  check_move (table, "inf", FALSE, TRUE, 80, 80, VD_TEST_AT (scale, 120, 90), "", "", 3, 100.0,
              230.0, 120.0, 230.0, 120.0, 200.0);
  /* Not moving costs nothing. */
  check_move (table, "inf", FALSE, TRUE, 0, 0, VD_TEST_AT (scale, 120, 90), "", "", 1, 100.0,
              200.0);
}

/* ALLOWANCE: a path longer than the allowance is illegal, told where the allowance runs out. */
static void
test_allowance (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  VdUnit *inf = add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);

  check_move (table, "inf", FALSE, FALSE, 150, 150, VD_TEST_AT (scale, 120, 90), "",
              VD_TEST_AT (scale, "ALLOWANCE inf @220,200 forbids",
                          "ALLOWANCE inf @190,200 forbids"),
              1, 250.0, 200.0);
  /* The conditions the unit already has are kept. */
  inf->conditions = 1u << VD_CONDITION_DISORDER;
  check_move (table, "inf", FALSE, TRUE, 90, 90, VD_TEST_AT (scale, 120, 90), "disorder", "", 1,
              190.0, 200.0);
}

/* Forced march: the allowance times the forced-march factor (1.5). */
static void
test_forced (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  check_move (table, "inf", TRUE, VD_TEST_AT (scale, TRUE, FALSE), 150, 150,
              VD_TEST_AT (scale, 180, 135), "",
              VD_TEST_AT (scale, "", "ALLOWANCE inf @235,200 forbids"), 1, 250.0, 200.0);
}

/* A unit's own `allowance:` replaces its arm's, forced march included. */
static void
test_unit_allowance (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdUnit *inf = add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);

  inf->has_allowance = TRUE;
  inf->allowance = 200;
  check_move (table, "inf", FALSE, TRUE, 150, 150, 200, "", "", 1, 250.0, 200.0);
  check_move (table, "inf", TRUE, TRUE, 150, 150, 300, "", "", 1, 250.0, 200.0);
  check_move (table, "inf", FALSE, FALSE, 250, 250, 200, "", "ALLOWANCE inf @300,200 forbids", 1,
              350.0, 200.0);
}

/* A table's `movement:` replaces the ruleset's allowances, forced-march factor and road
 * columns, and survives writing and reading the table back. */
static void
test_table_movement (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "files", "movement",
                                                 "table-movement.yaml", NULL);
  g_autoptr(VdTable) table = vd_table_load_file (path, &error);
  g_autoptr(VdTable) again = NULL;
  g_autofree char *yaml = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpfloat (vd_table_road_column (table, ruleset, VD_ARM_INFANTRY), ==, 90);
  g_assert_cmpfloat (vd_table_road_column (table, ruleset, VD_ARM_CAVALRY), ==, 30);
  check_move (table, "fr-line", FALSE, FALSE, 80, 80, 70, "",
              "ALLOWANCE fr-line @170,400 forbids", 1, 180.0, 400.0);
  check_move (table, "fr-line", TRUE, TRUE, 80, 80, 140, "", "", 1, 180.0, 400.0);
  /* 90 mm wide: a road column by the table, not by the ruleset (45 mm at 15 mm). */
  check_move (table, "fr-column", FALSE, TRUE, 120, 80, 120, "", "ROAD-3 road-1 @100,200 -40", 1,
              220.0, 200.0);

  yaml = vd_table_to_yaml (table, &length);
  again = vd_table_load_data (yaml, length, "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));
  g_assert_nonnull (strstr (yaml, "road_column"));

  table->movement.road_column[VD_ARM_INFANTRY][VD_SCALE_15MM] = NAN;
  check_move (table, "fr-column", FALSE, TRUE, 120, 120, 120, "", "ROAD-1 road-1 @100,200", 1,
              220.0, 200.0);
}

/* The units file must say how narrow a column gets the road bonus (ROAD-1). */
static void
test_road_column_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *original_path = vd_data_find ("units/napoleonic.yaml");
  g_autofree char *original = NULL;
  g_autofree char *tmpdir = g_dir_make_tmp ("vedette-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmpdir, "units.yaml", NULL);
  g_autoptr(GString) text = NULL;
  g_autoptr(VdRuleset) broken = vd_ruleset_new ();
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  const double expected[VD_N_ARMS][VD_N_SCALES] = {
    [VD_ARM_INFANTRY] = { 60, 45 }, [VD_ARM_CAVALRY] = { 50, 30 },
    [VD_ARM_ARTILLERY] = { 60, 40 }, [VD_ARM_OFFICER] = { 0, 0 },
    [VD_ARM_ENGINEERS] = { 60, 45 },
  };

  for (int s = 0; s < VD_N_SCALES; s++)
    for (int a = 0; a < VD_N_ARMS; a++)
      {
        table->scale = s;
        g_assert_cmpfloat (vd_table_road_column (table, ruleset, a), ==, expected[a][s]);
      }

  g_assert_true (g_file_get_contents (original_path, &original, NULL, &error));
  text = g_string_new (original);
  g_assert_cmpuint (g_string_replace (text, "    cavalry: {25mm: 50, 15mm: 30}\n", "", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, &error));
  g_assert_false (vd_ruleset_load_units (broken, path, &error));
  g_assert_nonnull (strstr (error->message, "movement has no road_column for cavalry"));
  g_assert_true (vd_error_has_position (error));
  g_remove (path);
  g_rmdir (tmpdir);
}

static void
test_bad_arguments (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdUnit *inf = add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  const VdPoint bad[] = { { 150, 200 }, { NAN, 200 } };
  VdMoveAnswer answer;
  GError *error = NULL;

  g_assert_false (vd_move_measure (table, ruleset, inf, bad, 0, FALSE, &answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (vd_move_measure (table, ruleset, inf, bad, 2, FALSE, &answer, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "point 2"));
  g_clear_error (&error);
  vd_move_answer_clear (&answer);
}

/* Paces are mm / mm_per_pace; the rules' paces (a hedge's cost) do not change with it, the
 * distances in mm (how near a road or a bridge) do not either. */
static void
test_mm_per_pace (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  table->mm_per_pace = 2;
  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 0, 200, 300);
  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 0, 400, 1000, 400);
  add_column (table, "column", 150, 200);
  add_column (table, "road-column", 100, 400);
  check_move (table, "column", FALSE, TRUE, 40, 60, 160, "disorganized",
              "LOBS-1 hedge-1 @220,200 +20 disorganized", 1, 230.0, 200.0);
  check_move (table, "road-column", FALSE, TRUE, 150, 100, 160, "", "ROAD-3 road-1 @100,400 -50",
              1, 400.0, 400.0);
}

/* Effects name the ruleset's own copy of each rule ID. */
static void
test_rule_ids (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  const VdPoint to = { 250, 200 };
  VdMoveAnswer answer;

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 220, 600);
  add_column (table, "inf", 150, 200);
  g_assert_true (vd_move_measure (table, ruleset, vd_table_find_unit (table, "inf"), &to, 1, FALSE,
                                  &answer, NULL));
  g_assert_cmpuint (answer.n_effects, ==, 2);
  g_assert_true (answer.effects[0].rule == vd_ruleset_find_rule (ruleset, "WOOD-2")->id);
  g_assert_true (answer.effects[0].by == vd_table_find_feature (table, "wood-1")->id);
  vd_move_answer_clear (&answer);
}

/* HILL-3: artillery moving uphill (from lower ground onto a hill, up to its first crest line)
 * moves at half speed. */
static void
test_hill_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 200, 0, 400, 600);
  const VdPoint crest[] = { { 250, 0 }, { 250, 600 } };
  double allowance = VD_TEST_AT (scale, 200, 150);

  vd_feature_add_crest (hill, crest, 2);
  vd_test_add_rect (table, "hill-2", VD_TERRAIN_HILL, 100, 500, 200, 600)->level = 2;
  vd_test_add_rect (table, "hill-3", VD_TERRAIN_HILL, 320, 0, 380, 100)->level = 2;
  add_gun (table, "gun", 200, 200);
  add_gun (table, "gun-on-hill", 300, 200);
  add_gun (table, "gun-above", 160, 550);
  add_gun (table, "gun-nested", 300, 50);
  add_column (table, "inf", 200, 200);

  /* The centre enters the hill at x 200 (at x 240) and crosses the crest at x 250: 50 uphill. */
  check_move (table, "gun", FALSE, TRUE, 100, 150, allowance, "", "HILL-3 hill-1 @240,200 +50",
              1, 300.0, 200.0);
  /* Starting on the hill is not going up it. */
  check_move (table, "gun-on-hill", FALSE, TRUE, 80, 80, allowance, "", "", 1, 380.0, 200.0);
  /* Coming onto it from the higher hill-2 is not going up. */
  check_move (table, "gun-above", FALSE, TRUE, 100, 100, allowance, "", "", 1, 260.0, 550.0);
  /* From hill-1 (level 1) onto hill-3 (level 2), which has no crest: uphill to the end. */
  check_move (table, "gun-nested", FALSE, TRUE, 80, 100, allowance, "",
              "HILL-3 hill-3 @360,50 +20", 1, 380.0, 50.0);
  /* Hills do not hinder other arms. */
  check_move (table, "inf", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 160, 120), "", "", 1, 300.0,
              200.0);
}

/* WOOD-1: artillery may not enter a wood, nor stand partly in one. */
static void
test_wood_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 300, 600);
  add_gun (table, "gun", 150, 200);
  /* The centre (40 behind the front) enters at x 200: at x 240. */
  check_move (table, "gun", FALSE, FALSE, 110, 110, VD_TEST_AT (scale, 200, 150), "",
              "WOOD-1 wood-1 @240,200 forbids", 1, 260.0, 200.0);
  /* The centre stops short of the wood, the front does not. */
  check_move (table, "gun", FALSE, FALSE, 80, 80, VD_TEST_AT (scale, 200, 150), "",
              "WOOD-1 wood-1 @230,200 forbids", 1, 230.0, 200.0);
  /* Touching the edge is not entering. */
  check_move (table, "gun", FALSE, TRUE, 50, 50, VD_TEST_AT (scale, 200, 150), "", "", 1, 200.0,
              200.0);
}

/* WOOD-2: infantry (any formation) and open-order cavalry at half speed in a wood, close-order
 * cavalry at a quarter. */
static void
test_wood_2 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 220, 600);
  add_unit (table, "skirmishers", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 150, 200, 120, 30);
  add_unit (table, "hussars", VD_ARM_CAVALRY, VD_FORMATION_OPEN, 150, 200, 100, 50);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);
  add_column (table, "column", 150, 200);

  check_move (table, "skirmishers", FALSE, TRUE, 120, 140, VD_TEST_AT (scale, 200, 150), "",
              "WOOD-2 wood-1 @215,200 +20", 1, 270.0, 200.0);
  check_move (table, "hussars", FALSE, TRUE, 120, 140, VD_TEST_AT (scale, 280, 210), "",
              "WOOD-2 wood-1 @225,200 +20", 1, 270.0, 200.0);
  /* 20 paces in the wood cost 80; at 15 mm that is exactly the allowance. */
  check_move (table, "cuirassiers", FALSE, TRUE, 120, 180, VD_TEST_AT (scale, 240, 180),
              "no-formation", "WOOD-2 wood-1 @225,200 +60; WOOD-3 wood-1 @225,200 no-formation", 1,
              270.0, 200.0);
  /* At 15 mm the column runs out 30 past the wood: 70 + 2 × 20 + 10 = 120. */
  check_move (table, "column", FALSE, VD_TEST_AT (scale, TRUE, FALSE), 120, 140,
              VD_TEST_AT (scale, 160, 120), "no-formation",
              VD_TEST_AT (scale, "WOOD-2 wood-1 @220,200 +20; WOOD-3 wood-1 @220,200 no-formation",
                          "WOOD-2 wood-1 @220,200 +20; WOOD-3 wood-1 @220,200 no-formation; "
                          "ALLOWANCE column @250,200 forbids"),
              1, 270.0, 200.0);
}

/* WOOD-3: a unit entering or ending in a wood is no-formation, except skirmishers and
 * open-order cavalry; the conditions it had are kept. */
static void
test_wood_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  VdUnit *column;

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 300, 600);
  column = add_column (table, "column", 150, 200);
  column->conditions = 1u << VD_CONDITION_DISORGANIZED;
  add_column (table, "leaving", 290, 200);
  add_unit (table, "skirmishers", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 150, 200, 120, 30);

  check_move (table, "column", FALSE, TRUE, 90, 110, VD_TEST_AT (scale, 160, 120),
              "disorganized,no-formation",
              "WOOD-2 wood-1 @220,200 +20; WOOD-3 wood-1 @220,200 no-formation", 1, 240.0,
              200.0);
  /* Leaving the wood it started in: slowed, but no new condition. */
  check_move (table, "leaving", FALSE, TRUE, 90, 120, VD_TEST_AT (scale, 160, 120), "",
              "WOOD-2 wood-1 @290,200 +30", 1, 380.0, 200.0);
  check_move (table, "skirmishers", FALSE, TRUE, 100, 135, VD_TEST_AT (scale, 200, 150), "",
              "WOOD-2 wood-1 @215,200 +35", 1, 250.0, 200.0);
}

/* STREAM-1: infantry or cavalry crossing a stream move at half speed (the whole move) and
 * arrive disorganized; a bridge cancels it. */
static void
test_stream_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "stream-1", VD_TERRAIN_STREAM, 200);
  vd_test_add_line (table, "bridge-1", VD_TERRAIN_BRIDGE, 180, 400, 220, 400);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 200, 50, 50);
  add_unit (table, "cavalry-2", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 400, 50, 50);

  check_move (table, "cavalry", FALSE, TRUE, 100, 200, VD_TEST_AT (scale, 280, 210), "disorganized",
              "STREAM-1 stream-1 @225,200 +100 disorganized", 1, 250.0, 200.0);
  check_move (table, "cavalry-2", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 280, 210), "", "", 1,
              250.0, 400.0);
}

/* Several slowing rules on one stretch: the slowest applies, they do not multiply. */
static void
test_slowest_applies (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 180, 0, 220, 600);
  add_across (table, "stream-1", VD_TERRAIN_STREAM, 200);
  add_column (table, "column", 150, 200);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);

  /* Half speed all along (stream), the wood's half speed on 40 of it: 200, not 240. */
  check_move (table, "column", FALSE, FALSE, 100, 200, VD_TEST_AT (scale, 160, 120),
              "disorganized,no-formation",
              VD_TEST_AT (scale,
                          "WOOD-2 wood-1 @200,200 +40; WOOD-3 wood-1 @200,200 no-formation; "
                          "STREAM-1 stream-1 @220,200 +60 disorganized; "
                          "ALLOWANCE column @230,200 forbids",
                          "WOOD-2 wood-1 @200,200 +40; WOOD-3 wood-1 @200,200 no-formation; "
                          "STREAM-1 stream-1 @220,200 +60 disorganized; "
                          "ALLOWANCE column @210,200 forbids"),
              1, 250.0, 200.0);
  /* The wood's quarter speed is slower than the stream's half: 60 × 2 + 40 × 4. */
  check_move (table, "cuirassiers", FALSE, FALSE, 100, 280, VD_TEST_AT (scale, 240, 180),
              "disorganized,no-formation",
              VD_TEST_AT (scale,
                          "WOOD-2 wood-1 @205,200 +120; WOOD-3 wood-1 @205,200 no-formation; "
                          "STREAM-1 stream-1 @225,200 +60 disorganized; "
                          "ALLOWANCE cuirassiers @237.5,200 forbids",
                          "WOOD-2 wood-1 @205,200 +120; WOOD-3 wood-1 @205,200 no-formation; "
                          "STREAM-1 stream-1 @225,200 +60 disorganized; "
                          "ALLOWANCE cuirassiers @222.5,200 forbids"),
              1, 250.0, 200.0);
}

/* STREAM-3: at a ford across a river the stream rules apply. */
static void
test_stream_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "river-1", VD_TERRAIN_RIVER, 200);
  vd_test_add_rect (table, "ford-1", VD_TERRAIN_FORD, 190, 80, 210, 120);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 100, 50, 50);
  add_gun (table, "gun", 150, 100);

  check_move (table, "cavalry", FALSE, TRUE, 100, 200, VD_TEST_AT (scale, 280, 210), "disorganized",
              "STREAM-1 ford-1 @225,100 +100 disorganized; STREAM-3 ford-1 @225,100", 1, 250.0,
              100.0);
  check_move (table, "gun", FALSE, FALSE, 100, 100, VD_TEST_AT (scale, 200, 150), "",
              "STREAM-3 ford-1 @240,100; STREAM-4 ford-1 @240,100 forbids", 1, 250.0, 100.0);
}

/* STREAM-4: artillery crosses a stream only at a bridge: a bridge area, or within half its
 * frontage (at least 10 mm) of a bridge line. */
static void
test_stream_4 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "stream-1", VD_TERRAIN_STREAM, 200);
  vd_test_add_line (table, "bridge-1", VD_TERRAIN_BRIDGE, 180, 300, 220, 300);
  vd_test_add_rect (table, "bridge-2", VD_TERRAIN_BRIDGE, 190, 480, 210, 520);
  add_gun (table, "gun", 150, 200);
  add_gun (table, "gun-on-bridge", 150, 325);
  add_gun (table, "gun-beside-bridge", 150, 340);
  add_gun (table, "gun-on-bridge-2", 150, 500);

  check_move (table, "gun", FALSE, FALSE, 100, 100, VD_TEST_AT (scale, 200, 150), "",
              "STREAM-4 stream-1 @240,200 forbids",
              1, 250.0, 200.0);
  check_move (table, "gun-on-bridge", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 200, 150), "", "",
              1, 250.0, 325.0);
  check_move (table, "gun-beside-bridge", FALSE, FALSE, 100, 100, VD_TEST_AT (scale, 200, 150), "",
              "STREAM-4 stream-1 @240,340 forbids", 1, 250.0, 340.0);
  check_move (table, "gun-on-bridge-2", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 200, 150), "", "",
              1, 250.0, 500.0);
}

/* RIVER-1: a river is crossed at a bridge (freely), at a ford (stream rules), or not at all;
 * officers too, but a ford does not slow them. */
static void
test_river_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "river-1", VD_TERRAIN_RIVER, 200);
  vd_test_add_line (table, "bridge-1", VD_TERRAIN_BRIDGE, 180, 300, 220, 300);
  vd_test_add_rect (table, "ford-1", VD_TERRAIN_FORD, 190, 80, 210, 120);
  add_unit (table, "cavalry-bridge", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 300, 50, 50);
  add_unit (table, "cavalry-ford", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 100, 50, 50);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 200, 50, 50);
  add_unit (table, "officer", VD_ARM_OFFICER, VD_FORMATION_NONE, 150, 200, 50, 50);
  add_unit (table, "officer-ford", VD_ARM_OFFICER, VD_FORMATION_NONE, 150, 100, 50, 50);

  check_move (table, "cavalry-bridge", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 280, 210), "", "",
              1, 250.0, 300.0);
  check_move (table, "cavalry-ford", FALSE, TRUE, 100, 200, VD_TEST_AT (scale, 280, 210),
              "disorganized",
              "STREAM-1 ford-1 @225,100 +100 disorganized; STREAM-3 ford-1 @225,100", 1, 250.0,
              100.0);
  check_move (table, "cavalry", FALSE, FALSE, 100, 100, VD_TEST_AT (scale, 280, 210), "",
              "RIVER-1 river-1 @225,200 forbids", 1, 250.0, 200.0);
  check_move (table, "officer", FALSE, FALSE, 100, 100, VD_TEST_AT (scale, 400, 300), "",
              "RIVER-1 river-1 @225,200 forbids", 1, 250.0, 200.0);
  check_move (table, "officer-ford", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 400, 300), "", "", 1,
              250.0, 100.0);
}

/* RIVER-1 with a river drawn as an area: every stretch of the path in it must be on a bridge
 * or in a ford. */
static void
test_river_1_area (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "river-1", VD_TERRAIN_RIVER, 195, 0, 205, 600);
  vd_test_add_rect (table, "bridge-1", VD_TERRAIN_BRIDGE, 185, 290, 215, 310);
  vd_test_add_rect (table, "ford-1", VD_TERRAIN_FORD, 190, 80, 210, 120);
  add_unit (table, "cavalry-bridge", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 300, 50, 50);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 200, 50, 50);
  add_unit (table, "wader", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 150, 100, 50, 50);

  double allowance = VD_TEST_AT (scale, 280, 210);

  check_move (table, "cavalry-bridge", FALSE, TRUE, 100, 100, allowance, "", "", 1, 250.0, 300.0);
  check_move (table, "cavalry", FALSE, FALSE, 100, 100, allowance, "",
              "RIVER-1 river-1 @220,200 forbids", 1, 250.0, 200.0);
  check_move (table, "wader", FALSE, TRUE, 100, 200, allowance, "disorganized",
              "STREAM-1 ford-1 @220,100 +100 disorganized; STREAM-3 ford-1 @220,100", 1, 250.0,
              100.0);
  /* Into the ford, then up the river out of it (at y 120): 155 at half speed. */
  check_move (table, "wader", FALSE, FALSE, 155, 310, allowance, "disorganized",
              VD_TEST_AT (scale,
                          "STREAM-1 ford-1 @220,100 +155 disorganized; STREAM-3 ford-1 @220,100; "
                          "RIVER-1 river-1 @225,120 forbids; ALLOWANCE wader @250,140 forbids",
                          "STREAM-1 ford-1 @220,100 +155 disorganized; STREAM-3 ford-1 @220,100; "
                          "RIVER-1 river-1 @225,120 forbids; ALLOWANCE wader @225,130 forbids"),
              3, 225.0, 100.0, 225.0, 140.0, 265.0, 140.0);
}

/* ROAD-3: columns, limbered guns and officers on a road move one and a half times faster. */
static void
test_road_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 0, 200, 1000, 200);
  add_column (table, "column", 100, 200);
  add_gun (table, "gun", 100, 200)->frontage = VD_TEST_AT (scale, 60, 40);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 100, 200,
            VD_TEST_AT (scale, 50, 30), 50);
  add_unit (table, "officer", VD_ARM_OFFICER, VD_FORMATION_NONE, 100, 200, 50, 50);
  add_unit (table, "line", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);

  check_move (table, "column", FALSE, TRUE, 150, 100, VD_TEST_AT (scale, 160, 120), "",
              "ROAD-3 road-1 @100,200 -50", 1, 250.0, 200.0);
  check_move (table, "gun", FALSE, TRUE, 150, 100, VD_TEST_AT (scale, 200, 150), "",
              "ROAD-3 road-1 @100,200 -50", 1, 250.0, 200.0);
  check_move (table, "cavalry", FALSE, TRUE, 150, 100, VD_TEST_AT (scale, 280, 210), "",
              "ROAD-3 road-1 @100,200 -50", 1, 250.0, 200.0);
  check_move (table, "officer", FALSE, TRUE, 150, 100, VD_TEST_AT (scale, 400, 300), "",
              "ROAD-3 road-1 @100,200 -50", 1, 250.0, 200.0);
  /* A line is not a column: no bonus, nothing to tell. */
  check_move (table, "line", FALSE, TRUE, 80, 80, VD_TEST_AT (scale, 120, 90), "", "", 1, 180.0,
              200.0);
  /* Along the road for 60, then away from it: on it while the centre is within half the
   * frontage (30, 22.5 at 15 mm) of its line. */
  check_move (table, "column", FALSE, TRUE, 140, VD_TEST_AT (scale, 110, 112.5),
              VD_TEST_AT (scale, 160, 120), "",
              VD_TEST_AT (scale, "ROAD-3 road-1 @100,200 -30", "ROAD-3 road-1 @100,200 -27.5"), 3,
              160.0, 200.0, 160.0, 240.0, 200.0, 240.0);
}

/* ROAD-3 applies only where no slowing rule does. */
static void
test_road_3_slowed (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 0, 200, 1000, 200);
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 150, 0, 170, 600);
  add_column (table, "column", 100, 200);
  /* (70 + 60) × 2/3 on the road, 20 × 2 in the wood */
  check_move (table, "column", FALSE, VD_TEST_AT (scale, TRUE, FALSE), 150, 126.67,
              VD_TEST_AT (scale, 160, 120), "no-formation",
              VD_TEST_AT (scale,
                          "ROAD-3 road-1 @100,200 -43.33; WOOD-2 wood-1 @170,200 +20; "
                          "WOOD-3 wood-1 @170,200 no-formation",
                          "ROAD-3 road-1 @100,200 -43.33; WOOD-2 wood-1 @170,200 +20; "
                          "WOOD-3 wood-1 @170,200 no-formation; ALLOWANCE column @240,200 forbids"),
              1, 250.0, 200.0);
}

/* ROAD-1: a column wider than the ruleset's road column gets no road bonus, and is told why. */
static void
test_road_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 0, 200, 1000, 200);
  add_column (table, "column", 100, 200)->frontage = VD_TEST_AT (scale, 80, 50);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 100, 200,
            VD_TEST_AT (scale, 60, 40), 50);
  add_gun (table, "gun", 100, 200)->frontage = VD_TEST_AT (scale, 120, 80);

  check_move (table, "column", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 160, 120), "",
              "ROAD-1 road-1 @100,200", 1, 200.0, 200.0);
  check_move (table, "cavalry", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 280, 210), "",
              "ROAD-1 road-1 @100,200", 1, 200.0, 200.0);
  check_move (table, "gun", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 200, 150), "",
              "ROAD-1 road-1 @100,200", 1, 200.0, 200.0);
}

/* MARSH-1: no unit enters a marsh or stands partly in one; waypoints lead around it. */
static void
test_marsh_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "marsh-1", VD_TERRAIN_MARSH, 200, 180, 240, 220);
  add_unit (table, "cavalry", VD_ARM_CAVALRY, VD_FORMATION_COLUMN, 100, 200, 50, 50);
  add_unit (table, "officer", VD_ARM_OFFICER, VD_FORMATION_NONE, 100, 200, 50, 50);

  check_move (table, "cavalry", FALSE, FALSE, 200, 200, VD_TEST_AT (scale, 280, 210), "",
              "MARSH-1 marsh-1 @225,200 forbids", 1, 300.0, 200.0);
  check_move (table, "officer", FALSE, FALSE, 200, 200, VD_TEST_AT (scale, 400, 300), "",
              "MARSH-1 marsh-1 @225,200 forbids", 1, 300.0, 200.0);
  /* Around it: 64.03 + 120 + 50. */
  check_move (table, "officer", FALSE, TRUE, 234.03, 234.03, VD_TEST_AT (scale, 400, 300), "", "",
              3, 150.0, 240.0, 270.0, 240.0, 300.0, 200.0);
  /* The centre stops short, the front does not. */
  check_move (table, "cavalry", FALSE, FALSE, 115, 115, VD_TEST_AT (scale, 280, 210), "",
              "MARSH-1 marsh-1 @215,200 forbids", 1, 215.0, 200.0);
}

/* LOBS-1: infantry and cavalry lose the light-obstacle-crossing distance at each crossing and
 * are disorganized (infantry) or no-formation (cavalry); artillery's whole move is at half
 * speed. */
static void
test_lobs_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200);
  add_column (table, "column", 150, 200);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);
  add_gun (table, "gun", 180, 200);
  add_unit (table, "skirmishers", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 190, 200, 120, 30);

  check_move (table, "column", FALSE, TRUE, 80, VD_TEST_AT (scale, 100, 95),
              VD_TEST_AT (scale, 160, 120), "disorganized",
              VD_TEST_AT (scale, "LOBS-1 hedge-1 @220,200 +20 disorganized",
                          "LOBS-1 hedge-1 @220,200 +15 disorganized"),
              1, 230.0, 200.0);
  check_move (table, "cuirassiers", FALSE, TRUE, 80, VD_TEST_AT (scale, 100, 95),
              VD_TEST_AT (scale, 240, 180), "no-formation",
              VD_TEST_AT (scale, "LOBS-1 hedge-1 @225,200 +20 no-formation",
                          "LOBS-1 hedge-1 @225,200 +15 no-formation"),
              1, 230.0, 200.0);
  check_move (table, "gun", FALSE, TRUE, 70, 140, VD_TEST_AT (scale, 200, 150), "",
              "LOBS-1 hedge-1 @240,200 +70", 1, 250.0, 200.0);
  /* Over and back: two crossings, one effect where the first was. */
  check_move (table, "skirmishers", FALSE, TRUE, 70, VD_TEST_AT (scale, 110, 100),
              VD_TEST_AT (scale, 200, 150), "disorganized",
              VD_TEST_AT (scale, "LOBS-1 hedge-1 @215,200 +40 disorganized",
                          "LOBS-1 hedge-1 @215,200 +30 disorganized"),
              2, 230.0, 200.0, 200.0, 200.0);
}

/* LOBS-3 leaves destroyed stretches: crossed freely. */
static void
test_lobs_1_destroyed (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  VdFeature *hedge = add_across (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200);

  vd_test_add_stretch (hedge, 150, 250, VD_DAMAGE_DESTROYED);
  add_column (table, "column", 150, 200);
  add_column (table, "column-2", 150, 300);

  check_move (table, "column", FALSE, TRUE, 80, 80, 160, "", "", 1, 230.0, 200.0);
  check_move (table, "column-2", FALSE, TRUE, 80, 100, 160, "disorganized",
              "LOBS-1 hedge-1 @220,300 +20 disorganized", 1, 230.0, 300.0);
}

/* HOBS-1: infantry and cavalry cross a hard obstacle for half their allowance (this turn's),
 * then infantry is no-formation and cavalry in disorder; artillery cannot cross. */
static void
test_hobs_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 200);
  add_column (table, "column", 150, 200);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);
  add_gun (table, "gun", 180, 200);

  /* 70 to the wall, then half of 160 (25 mm: 160 in all) or of 120 (15 mm: runs out there). */
  check_move (table, "column", FALSE, VD_TEST_AT (scale, TRUE, FALSE), 80,
              VD_TEST_AT (scale, 160, 140), VD_TEST_AT (scale, 160, 120), "no-formation",
              VD_TEST_AT (scale, "HOBS-1 wall-1 @220,200 +80 no-formation",
                          "HOBS-1 wall-1 @220,200 +60 no-formation; "
                          "ALLOWANCE column @220,200 forbids"),
              1, 230.0, 200.0);
  /* Forced: half of the forced allowance. */
  check_move (table, "column", TRUE, TRUE, 80, VD_TEST_AT (scale, 200, 170),
              VD_TEST_AT (scale, 240, 180), "no-formation",
              VD_TEST_AT (scale, "HOBS-1 wall-1 @220,200 +120 no-formation",
                          "HOBS-1 wall-1 @220,200 +90 no-formation"),
              1, 230.0, 200.0);
  check_move (table, "cuirassiers", FALSE, TRUE, 80, VD_TEST_AT (scale, 200, 170),
              VD_TEST_AT (scale, 240, 180), "disorder",
              VD_TEST_AT (scale, "HOBS-1 wall-1 @225,200 +120 disorder",
                          "HOBS-1 wall-1 @225,200 +90 disorder"),
              1, 230.0, 200.0);
  check_move (table, "gun", FALSE, FALSE, 70, 70, VD_TEST_AT (scale, 200, 150), "",
              "HOBS-1 wall-1 @240,200 forbids", 1, 250.0, 200.0);
}

/* HOBS-4 leaves degraded stretches: light cover, crossed as a light obstacle (LOBS-1). */
static void
test_hobs_1_degraded (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);
  VdFeature *wall = add_across (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 200);

  vd_test_add_stretch (wall, 150, 250, VD_DAMAGE_DEGRADED);
  vd_test_add_stretch (wall, 350, 450, VD_DAMAGE_DESTROYED);
  add_column (table, "column", 150, 200);
  add_column (table, "column-2", 150, 400);
  add_gun (table, "gun", 180, 200);

  check_move (table, "column", FALSE, TRUE, 80, VD_TEST_AT (scale, 100, 95),
              VD_TEST_AT (scale, 160, 120), "disorganized",
              VD_TEST_AT (scale, "LOBS-1 wall-1 @220,200 +20 disorganized",
                          "LOBS-1 wall-1 @220,200 +15 disorganized"),
              1, 230.0, 200.0);
  check_move (table, "column-2", FALSE, TRUE, 80, 80, VD_TEST_AT (scale, 160, 120), "", "", 1,
              230.0, 400.0);
  /* Artillery crosses a light obstacle at half speed. */
  check_move (table, "gun", FALSE, TRUE, 70, 140, VD_TEST_AT (scale, 200, 150), "",
              "LOBS-1 wall-1 @240,200 +70", 1, 250.0, 200.0);
}

/* HOBS-3: skirmishers cross a hard obstacle for the skirmish-hard-obstacle-crossing distance,
 * and keep their order. */
static void
test_hobs_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 200);
  add_unit (table, "skirmishers", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 150, 200, 120, 30);
  add_unit (table, "sappers", VD_ARM_ENGINEERS, VD_FORMATION_SKIRMISH, 150, 200, 120, 30);

  check_move (table, "skirmishers", FALSE, TRUE, 80, VD_TEST_AT (scale, 100, 95),
              VD_TEST_AT (scale, 200, 150), "",
              VD_TEST_AT (scale, "HOBS-3 wall-1 @215,200 +20", "HOBS-3 wall-1 @215,200 +15"), 1,
              230.0, 200.0);
  check_move (table, "sappers", FALSE, TRUE, 80, VD_TEST_AT (scale, 100, 95),
              VD_TEST_AT (scale, 200, 150), "",
              VD_TEST_AT (scale, "HOBS-3 wall-1 @215,200 +20", "HOBS-3 wall-1 @215,200 +15"), 1,
              230.0, 200.0);
}

/* HOUSE-1: only infantry enters a house, at half its column speed; others may not, nor stand
 * partly in one. */
static void
test_house_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 200, 150, 210, 250);
  add_unit (table, "line", VD_ARM_INFANTRY, VD_FORMATION_LINE, 170, 200, 120, 30);
  add_unit (table, "square", VD_ARM_INFANTRY, VD_FORMATION_SQUARE, 205, 200, 60, 60);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 170, 200, 100, 50);
  add_gun (table, "gun", 150, 200);

  /* Line 120 (90), column 160 (120): 10 paces inside cost 15. */
  check_move (table, "line", FALSE, TRUE, 70, 75, VD_TEST_AT (scale, 120, 90), "",
              "HOUSE-1 house-1 @215,200 +5", 1, 240.0, 200.0);
  /* Half a column's speed (80) is more than a square's (40): it goes no faster for that. Its
   * centre ends in the house: HOUSE-4 tells how it stands there. */
  check_move (table, "square", FALSE, TRUE, 30, 30, VD_TEST_AT (scale, 40, 30), "",
              "HOUSE-1 house-1 @230,200; HOUSE-4 house-1 @235,200", 1, 235.0, 200.0);
  check_move (table, "cuirassiers", FALSE, FALSE, 70, 70, VD_TEST_AT (scale, 240, 180), "",
              "HOUSE-1 house-1 @225,200 forbids", 1, 240.0, 200.0);
  check_move (table, "gun", FALSE, FALSE, 80, 80, VD_TEST_AT (scale, 200, 150), "",
              "HOUSE-1 house-1 @230,200 forbids", 1, 230.0, 200.0);
}

/* HOUSE-4: a line that ends its move in a house is told how it is placed there; one that goes
 * through is not (test_house_1). */
static void
test_house_4_arrival (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "house-2", VD_TERRAIN_HOUSE, 400, 150, 500, 250);
  add_unit (table, "line", VD_ARM_INFANTRY, VD_FORMATION_LINE, 350, 200, 120, 30);
  /* Its centre trails by 15: 5 paces inside cost 7.5. */
  check_move (table, "line", FALSE, TRUE, 70, 72.5, VD_TEST_AT (scale, 120, 90), "",
              "HOUSE-1 house-2 @415,200 +2.5; HOUSE-4 house-2 @420,200", 1, 420.0, 200.0);
}

/* Redoubts do not hinder movement. */
static void
test_redoubt (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "redoubt-1", VD_TERRAIN_REDOUBT, 200, 0, 220, 600);
  add_column (table, "column", 150, 200);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);
  check_move (table, "column", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 160, 120), "", "", 1,
              250.0, 200.0);
  check_move (table, "cuirassiers", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 240, 180), "", "", 1,
              250.0, 200.0);
}

/* ROCK-1: close-order infantry is disorganized, cavalry and artillery no-formation, all at half
 * speed on rocky ground. */
static void
test_rock_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "rocky-1", VD_TERRAIN_ROCKY, 200, 0, 220, 600);
  add_column (table, "column", 150, 200);
  add_unit (table, "cuirassiers", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 150, 200, 100, 50);
  add_gun (table, "gun", 150, 200);

  check_move (table, "column", FALSE, TRUE, 100, 120, VD_TEST_AT (scale, 160, 120), "disorganized",
              "ROCK-1 rocky-1 @220,200 +20 disorganized", 1, 250.0, 200.0);
  check_move (table, "cuirassiers", FALSE, TRUE, 100, 120, VD_TEST_AT (scale, 240, 180),
              "no-formation", "ROCK-1 rocky-1 @225,200 +20 no-formation", 1, 250.0, 200.0);
  check_move (table, "gun", FALSE, TRUE, 100, 110, VD_TEST_AT (scale, 200, 150), "no-formation",
              "ROCK-1 rocky-1 @240,200 +10 no-formation", 1, 250.0, 200.0);
}

/* ROCK-2: skirmishers have no penalty on rocky ground (told so). */
static void
test_rock_2 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "rocky-1", VD_TERRAIN_ROCKY, 200, 0, 220, 600);
  add_unit (table, "skirmishers", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH, 150, 200, 120, 30);
  check_move (table, "skirmishers", FALSE, TRUE, 100, 100, VD_TEST_AT (scale, 200, 150), "",
              "ROCK-2 rocky-1 @215,200", 1, 250.0, 200.0);
}

/* ROCK-3: a battery keeps its formation on rocky ground (still at half speed). */
static void
test_rock_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "rocky-1", VD_TERRAIN_ROCKY, 200, 0, 220, 600);
  add_unit (table, "battery", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, 225, 200, 120, 80);
  check_move (table, "battery", FALSE, TRUE, 20, 25, VD_TEST_AT (scale, 40, 30), "",
              "ROCK-1 rocky-1 @240,200 +5; ROCK-3 rocky-1 @240,200", 1, 245.0, 200.0);
}

/* ROCK-4: no forced march through rocky ground. */
static void
test_rock_4 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "rocky-1", VD_TERRAIN_ROCKY, 200, 0, 220, 600);
  add_column (table, "column", 150, 200);
  check_move (table, "column", TRUE, FALSE, 100, 120, VD_TEST_AT (scale, 240, 180), "disorganized",
              "ROCK-1 rocky-1 @220,200 +20 disorganized; ROCK-4 rocky-1 @220,200 forbids", 1,
              250.0, 200.0);
  /* Away from it, the forced march is allowed. */
  check_move (table, "column", TRUE, TRUE, 100, 100, VD_TEST_AT (scale, 240, 180), "", "", 1, 50.0,
              200.0);
}

/* FIELD-1: a unit moving in a field of tall crops is disorganized. */
static void
test_field_1 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "field-1", VD_TERRAIN_FIELD, 200, 0, 300, 600);
  add_unit (table, "line", VD_ARM_INFANTRY, VD_FORMATION_LINE, 150, 200, 120, 30);
  add_gun (table, "gun", 150, 200);
  add_unit (table, "officer", VD_ARM_OFFICER, VD_FORMATION_NONE, 150, 200, 50, 50);

  check_move (table, "line", FALSE, TRUE, 80, 80, VD_TEST_AT (scale, 120, 90), "disorganized",
              "FIELD-1 field-1 @215,200 disorganized", 1, 230.0, 200.0);
  check_move (table, "gun", FALSE, TRUE, 110, 110, VD_TEST_AT (scale, 200, 150), "disorganized",
              "FIELD-1 field-1 @240,200 disorganized", 1, 260.0, 200.0);
  check_move (table, "officer", FALSE, TRUE, 110, 110, VD_TEST_AT (scale, 400, 300), "", "", 1,
              260.0, 200.0);
}

/* FIELD-3: no forced march through a field. */
static void
test_field_3 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_rect (table, "field-1", VD_TERRAIN_FIELD, 200, 0, 300, 600);
  add_unit (table, "line", VD_ARM_INFANTRY, VD_FORMATION_LINE, 150, 200, 120, 30);
  check_move (table, "line", TRUE, FALSE, 80, 80, VD_TEST_AT (scale, 180, 135), "disorganized",
              "FIELD-1 field-1 @215,200 disorganized; FIELD-3 field-1 @215,200 forbids", 1,
              230.0, 200.0);
  check_move (table, "line", TRUE, TRUE, 40, 40, VD_TEST_AT (scale, 180, 135), "", "", 1, 190.0,
              200.0);
}

/* An officer is stopped only by marshes and rivers (tested with them) and takes roads. */
static void
test_officer (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  add_across (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 150);
  add_across (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 180);
  add_across (table, "stream-1", VD_TERRAIN_STREAM, 200);
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 220, 0, 240, 600);
  vd_test_add_rect (table, "rocky-1", VD_TERRAIN_ROCKY, 260, 0, 280, 600);
  vd_test_add_rect (table, "field-1", VD_TERRAIN_FIELD, 300, 0, 320, 600);
  vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 340, 150, 350, 250);
  vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 360, 0, 380, 600);
  add_unit (table, "officer", VD_ARM_OFFICER, VD_FORMATION_NONE, 100, 200, 50, 50);
  check_move (table, "officer", FALSE, TRUE, 300, 300, VD_TEST_AT (scale, 400, 300), "", "", 1,
              400.0, 200.0);
  check_move (table, "officer", TRUE, TRUE, 300, 300, VD_TEST_AT (scale, 600, 450), "", "", 1,
              400.0, 200.0);
}

/* Engineers move as infantry: their own road column, skirmishers over walls, slowed in woods. */
static void
test_engineers (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  g_autoptr(VdTable) table = new_table (scale);

  vd_test_add_line (table, "road-1", VD_TERRAIN_ROAD, 0, 400, 1000, 400);
  vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 200, 0, 220, 300);
  add_unit (table, "sappers", VD_ARM_ENGINEERS, VD_FORMATION_COLUMN, 100, 400,
            VD_TEST_AT (scale, 60, 45), 40);
  add_unit (table, "pioneers", VD_ARM_ENGINEERS, VD_FORMATION_LINE, 150, 200, 120, 30);
  check_move (table, "sappers", FALSE, TRUE, 150, 100, VD_TEST_AT (scale, 160, 120), "",
              "ROAD-3 road-1 @100,400 -50", 1, 250.0, 400.0);
  /* The centre ends 10 inside the wood. */
  check_move (table, "pioneers", FALSE, TRUE, 75, 85, VD_TEST_AT (scale, 120, 90), "no-formation",
              "WOOD-2 wood-1 @215,200 +10; WOOD-3 wood-1 @215,200 no-formation", 1, 225.0,
              200.0);
}

/* CONTACT reaches a base by any part of it: a deep Russian column whose front edge is 300 mm off
 * the path, but whose body reaches back across it, still stops the French line where they meet
 * (only bases within reach of the path are measured: this one is, by its depth). */
static void
test_contact_reach (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);

  among_units = TRUE;
  add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  vd_test_add_unit (table, "deep", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 220, 500, 0,
                    60, 290);
  check_move (table, "inf", FALSE, TRUE, 80, 80, 120, "", "", 1, 180.0, 200.0);
  check_move (table, "inf", FALSE, FALSE, 110, 110, 120, "", "CONTACT deep @190,200 forbids", 1,
              210.0, 200.0);
  /* Diagonally, the box of the path's points with the line's reach still holds the column. */
  check_move (table, "inf", FALSE, FALSE, 120, 120, 120, "", "CONTACT deep @190,240 forbids", 2,
              130.0, 240.0, 200.0, 240.0);
  among_units = FALSE;
}

/* CONTACT, OVERLAP, THROUGH (no rule of the seed: Vedette's, vd-movement.h): a French line at
 * x 70..100 moves along +x. A Russian line faces it with its front at x = 200: coming into
 * contact is forbidden where the fronts meet, stopping short is a move. A French line at x
 * 120..150 is passed through (told, allowed) but not ended on; ending with bases touching is
 * allowed. Bases in contact where the move starts, an officer, and a group's own units (moved
 * together) do not count. */
static void
test_contact_overlap_through (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(VdTable) front = new_table (VD_SCALE_25MM);
  const char *together[] = { "fr2", NULL };
  VdMoveAnswer answer;

  among_units = TRUE;
  add_unit (table, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  vd_test_add_unit (table, "ru", "russian", VD_ARM_INFANTRY, VD_FORMATION_LINE, 200, 450, 270,
                    120, 30);
  check_move (table, "inf", FALSE, TRUE, 90, 90, 120, "", "", 1, 190.0, 200.0);
  /* The enemy moved in front: the move stops where the bases would meet. */
  vd_table_edit_unit (table, "ru")->at = vd_point (200, 200);
  check_move (table, "inf", FALSE, TRUE, 90, 90, 120, "", "", 1, 190.0, 200.0);
  check_move (table, "inf", FALSE, FALSE, 110, 110, 120, "", "CONTACT ru @200,200 forbids", 1,
              210.0, 200.0);
  vd_table_edit_unit (table, "ru")->at = vd_point (900, 500);

  vd_test_add_unit (table, "fr2", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE, 150, 200, 90,
                    120, 30);
  check_move (table, "inf", FALSE, TRUE, 120, 120, 120, "", "THROUGH fr2 @120,200", 1, 220.0,
              200.0);
  check_move (table, "inf", FALSE, FALSE, 60, 60, 120, "", "OVERLAP fr2 @120,200 forbids", 1,
              160.0, 200.0);
  check_move (table, "inf", FALSE, TRUE, 20, 20, 120, "", "", 1, 120.0, 200.0);
  g_assert_true (vd_move_measure_together (table, ruleset, vd_table_find_unit (table, "inf"),
                                           &(VdPoint) { 160, 200 }, 1, FALSE, together, &answer,
                                           NULL));
  g_assert_true (answer.legal);
  g_assert_cmpuint (answer.n_effects, ==, 0);
  vd_move_answer_clear (&answer);
  /* A recoil is pushed where it goes: the terrain alone. */
  g_assert_true (vd_move_measure_terrain (table, ruleset, vd_table_find_unit (table, "inf"),
                                          &(VdPoint) { 160, 200 }, 1, &answer, NULL));
  g_assert_true (answer.legal);
  vd_move_answer_clear (&answer);

  /* In contact with an enemy already (a melee): stepping back is a move; an officer rides
   * through anyone. */
  add_unit (front, "inf", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 120, 30);
  vd_test_add_unit (front, "ru", "russian", VD_ARM_INFANTRY, VD_FORMATION_LINE, 100, 200, 270,
                    120, 30);
  add_unit (front, "gen", VD_ARM_OFFICER, VD_FORMATION_NONE, 300, 500, 10, 10);
  vd_test_add_unit (front, "ru2", "russian", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 400, 500, 270,
                    100, 40);
  check_move (front, "inf", FALSE, TRUE, 40, 40, 120, "", "", 1, 60.0, 200.0);
  g_assert_true (vd_move_measure (front, ruleset, vd_table_find_unit (front, "gen"),
                                  &(VdPoint) { 480, 500 }, 1, FALSE, &answer, NULL));
  g_assert_true (answer.legal);
  g_assert_cmpuint (answer.n_effects, ==, 0);
  vd_move_answer_clear (&answer);
  among_units = FALSE;
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();

  g_test_add_data_func ("/movement/open-ground/25mm", VD_TEST_S25, test_open_ground);
  g_test_add_func ("/movement/CONTACT-OVERLAP-THROUGH", test_contact_overlap_through);
  g_test_add_func ("/movement/CONTACT-reach", test_contact_reach);
  g_test_add_data_func ("/movement/open-ground/15mm", VD_TEST_S15, test_open_ground);
  g_test_add_data_func ("/movement/ALLOWANCE/25mm", VD_TEST_S25, test_allowance);
  g_test_add_data_func ("/movement/ALLOWANCE/15mm", VD_TEST_S15, test_allowance);
  g_test_add_data_func ("/movement/forced-march/25mm", VD_TEST_S25, test_forced);
  g_test_add_data_func ("/movement/forced-march/15mm", VD_TEST_S15, test_forced);
  g_test_add_func ("/movement/unit-allowance", test_unit_allowance);
  g_test_add_func ("/movement/table-movement", test_table_movement);
  g_test_add_func ("/movement/road-column-data", test_road_column_data);
  g_test_add_func ("/movement/bad-arguments", test_bad_arguments);
  g_test_add_func ("/movement/mm-per-pace", test_mm_per_pace);
  g_test_add_func ("/movement/rule-ids", test_rule_ids);
  g_test_add_data_func ("/movement/HILL-3/25mm", VD_TEST_S25, test_hill_3);
  g_test_add_data_func ("/movement/HILL-3/15mm", VD_TEST_S15, test_hill_3);
  g_test_add_data_func ("/movement/WOOD-1/25mm", VD_TEST_S25, test_wood_1);
  g_test_add_data_func ("/movement/WOOD-1/15mm", VD_TEST_S15, test_wood_1);
  g_test_add_data_func ("/movement/WOOD-2/25mm", VD_TEST_S25, test_wood_2);
  g_test_add_data_func ("/movement/WOOD-2/15mm", VD_TEST_S15, test_wood_2);
  g_test_add_data_func ("/movement/WOOD-3/25mm", VD_TEST_S25, test_wood_3);
  g_test_add_data_func ("/movement/WOOD-3/15mm", VD_TEST_S15, test_wood_3);
  g_test_add_data_func ("/movement/STREAM-1/25mm", VD_TEST_S25, test_stream_1);
  g_test_add_data_func ("/movement/STREAM-1/15mm", VD_TEST_S15, test_stream_1);
  g_test_add_data_func ("/movement/slowest-applies/25mm", VD_TEST_S25, test_slowest_applies);
  g_test_add_data_func ("/movement/slowest-applies/15mm", VD_TEST_S15, test_slowest_applies);
  g_test_add_data_func ("/movement/STREAM-3/25mm", VD_TEST_S25, test_stream_3);
  g_test_add_data_func ("/movement/STREAM-3/15mm", VD_TEST_S15, test_stream_3);
  g_test_add_data_func ("/movement/STREAM-4/25mm", VD_TEST_S25, test_stream_4);
  g_test_add_data_func ("/movement/STREAM-4/15mm", VD_TEST_S15, test_stream_4);
  g_test_add_data_func ("/movement/RIVER-1/line/25mm", VD_TEST_S25, test_river_1);
  g_test_add_data_func ("/movement/RIVER-1/line/15mm", VD_TEST_S15, test_river_1);
  g_test_add_data_func ("/movement/RIVER-1/area/25mm", VD_TEST_S25, test_river_1_area);
  g_test_add_data_func ("/movement/RIVER-1/area/15mm", VD_TEST_S15, test_river_1_area);
  g_test_add_data_func ("/movement/ROAD-1/25mm", VD_TEST_S25, test_road_1);
  g_test_add_data_func ("/movement/ROAD-1/15mm", VD_TEST_S15, test_road_1);
  g_test_add_data_func ("/movement/ROAD-3/25mm", VD_TEST_S25, test_road_3);
  g_test_add_data_func ("/movement/ROAD-3/15mm", VD_TEST_S15, test_road_3);
  g_test_add_data_func ("/movement/ROAD-3/slowed/25mm", VD_TEST_S25, test_road_3_slowed);
  g_test_add_data_func ("/movement/ROAD-3/slowed/15mm", VD_TEST_S15, test_road_3_slowed);
  g_test_add_data_func ("/movement/MARSH-1/25mm", VD_TEST_S25, test_marsh_1);
  g_test_add_data_func ("/movement/MARSH-1/15mm", VD_TEST_S15, test_marsh_1);
  g_test_add_data_func ("/movement/LOBS-1/25mm", VD_TEST_S25, test_lobs_1);
  g_test_add_data_func ("/movement/LOBS-1/15mm", VD_TEST_S15, test_lobs_1);
  g_test_add_func ("/movement/LOBS-1/destroyed-stretch", test_lobs_1_destroyed);
  g_test_add_data_func ("/movement/HOBS-1/25mm", VD_TEST_S25, test_hobs_1);
  g_test_add_data_func ("/movement/HOBS-1/15mm", VD_TEST_S15, test_hobs_1);
  g_test_add_data_func ("/movement/HOBS-1/degraded-wall/25mm", VD_TEST_S25, test_hobs_1_degraded);
  g_test_add_data_func ("/movement/HOBS-1/degraded-wall/15mm", VD_TEST_S15, test_hobs_1_degraded);
  g_test_add_data_func ("/movement/HOBS-3/25mm", VD_TEST_S25, test_hobs_3);
  g_test_add_data_func ("/movement/HOBS-3/15mm", VD_TEST_S15, test_hobs_3);
  g_test_add_data_func ("/movement/HOUSE-1/25mm", VD_TEST_S25, test_house_1);
  g_test_add_data_func ("/movement/HOUSE-1/15mm", VD_TEST_S15, test_house_1);
  g_test_add_data_func ("/movement/HOUSE-4/25mm", VD_TEST_S25, test_house_4_arrival);
  g_test_add_data_func ("/movement/HOUSE-4/15mm", VD_TEST_S15, test_house_4_arrival);
  g_test_add_data_func ("/movement/redoubt/25mm", VD_TEST_S25, test_redoubt);
  g_test_add_data_func ("/movement/redoubt/15mm", VD_TEST_S15, test_redoubt);
  g_test_add_data_func ("/movement/ROCK-1/25mm", VD_TEST_S25, test_rock_1);
  g_test_add_data_func ("/movement/ROCK-1/15mm", VD_TEST_S15, test_rock_1);
  g_test_add_data_func ("/movement/ROCK-2/25mm", VD_TEST_S25, test_rock_2);
  g_test_add_data_func ("/movement/ROCK-2/15mm", VD_TEST_S15, test_rock_2);
  g_test_add_data_func ("/movement/ROCK-3/25mm", VD_TEST_S25, test_rock_3);
  g_test_add_data_func ("/movement/ROCK-3/15mm", VD_TEST_S15, test_rock_3);
  g_test_add_data_func ("/movement/ROCK-4/25mm", VD_TEST_S25, test_rock_4);
  g_test_add_data_func ("/movement/ROCK-4/15mm", VD_TEST_S15, test_rock_4);
  g_test_add_data_func ("/movement/FIELD-1/25mm", VD_TEST_S25, test_field_1);
  g_test_add_data_func ("/movement/FIELD-1/15mm", VD_TEST_S15, test_field_1);
  g_test_add_data_func ("/movement/FIELD-3/25mm", VD_TEST_S25, test_field_3);
  g_test_add_data_func ("/movement/FIELD-3/15mm", VD_TEST_S15, test_field_3);
  g_test_add_data_func ("/movement/officer/25mm", VD_TEST_S25, test_officer);
  g_test_add_data_func ("/movement/officer/15mm", VD_TEST_S15, test_officer);
  g_test_add_data_func ("/movement/engineers/25mm", VD_TEST_S25, test_engineers);
  g_test_add_data_func ("/movement/engineers/15mm", VD_TEST_S15, test_engineers);

  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
