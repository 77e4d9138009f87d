/* Damage to obstacles and houses against the rule catalogue (rules/004-miniatures-terrain.md):
 * LOBS-3, HOBS-4, HOUSE-7 (bombardment), LOBS-4, HOBS-5, HOUSE-8 (rebuilding), HOUSE-10 (fire),
 * one test per rule ID and scale, each asserting the paces changed, the stretches and the rule.
 * Tables are 1 mm a pace. */
#include <math.h>
#include <string.h>

#include "vd-damage.h"
#include "vd-error.h"
#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-table-private.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* A stretch expected in an answer: mm along the path, and its state. */
typedef struct {
  double   from;
  double   to;
  VdDamage state;
} Expected;

#define I VD_DAMAGE_INTACT
#define G VD_DAMAGE_DEGRADED
#define D VD_DAMAGE_DESTROYED

static VdTable *
new_table (VdScale scale)
{
  return vd_test_table_new (scale, 1, 1200, 1200);
}

/* The house 400…600 × 400…600, its outline from (400, 400) along y = 400 first: 800 mm round. */
static VdFeature *
add_house (VdTable *table)
{
  return vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 400, 400, 600, 600);
}

/* An 80 × 40 unit of FIGURES figures facing +y; artillery is Russian, the rest French. */
static VdUnit *
add_unit (VdTable *table, const char *id, VdArm arm, VdFormation formation, double x, double y,
          int figures)
{
  const char *side = arm == VD_ARM_ARTILLERY ? "russian" : "french";
  VdUnit *unit = vd_test_add_unit (table, id, side, arm, formation, x, y, 0, 80, 40);

  unit->figures = figures;
  return unit;
}

/* An 8-figure 6-pounder battery, its front edge's middle at (X, Y). */
static VdUnit *
add_battery (VdTable *table, const char *id, double x, double y, int calibre)
{
  VdUnit *battery = add_unit (table, id, VD_ARM_ARTILLERY, VD_FORMATION_BATTERY, x, y, 8);

  battery->calibre = calibre;
  return battery;
}

/* ANSWER's stretches are exactly EXPECTED, and the feature stores the damaged ones of them. */
static void
check_stretches (const VdDamageAnswer *answer, const Expected *expected, guint n)
{
  guint damaged = 0, k = 0;

  for (guint i = 0; i < answer->n_stretches; i++)
    g_test_message ("%g..%g %s", answer->stretches[i].from_along, answer->stretches[i].to_along,
                    vd_damage_to_string (answer->stretches[i].state));
  g_assert_cmpuint (answer->n_stretches, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat_with_epsilon (answer->stretches[i].from_along, expected[i].from, 1e-6);
      g_assert_cmpfloat_with_epsilon (answer->stretches[i].to_along, expected[i].to, 1e-6);
      g_assert_cmpstr (vd_damage_to_string (answer->stretches[i].state), ==,
                       vd_damage_to_string (expected[i].state));
      damaged += expected[i].state != I;
    }
  g_assert_cmpuint (answer->feature->damage->len, ==, damaged);
  for (guint i = 0; i < n; i++)
    {
      const VdStretch *stored;

      if (expected[i].state == I)
        continue;
      stored = &g_array_index (answer->feature->damage, VdStretch, k++);
      g_assert_cmpfloat_with_epsilon (stored->from, expected[i].from, 1e-6);
      g_assert_cmpfloat_with_epsilon (stored->to, expected[i].to, 1e-6);
      g_assert_cmpint (stored->state, ==, expected[i].state);
    }
}

static void
assert_point (VdPoint p, double x, double y)
{
  g_assert_cmpfloat_with_epsilon (p.x, x, 1e-6);
  g_assert_cmpfloat_with_epsilon (p.y, y, 1e-6);
}

/* Bombards and checks AFFECTED paces, RULE and the stretches. */
static void
bombard (VdTable *table, const char *battery, const char *feature, const VdPoint *aim, int turns,
         double affected, const char *rule, const Expected *expected, guint n)
{
  g_autoptr(GError) error = NULL;
  VdDamageAnswer answer = { 0 };

  g_assert_true (vd_damage_bombard (table, ruleset, battery, feature, aim, turns, &answer, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (answer.by->id, ==, battery);
  g_assert_cmpstr (answer.feature->id, ==, feature);
  g_assert_cmpstr (answer.rule, ==, rule);
  g_assert_cmpfloat_with_epsilon (answer.affected, affected, 1e-6);
  check_stretches (&answer, expected, n);
  vd_damage_answer_clear (&answer);
}

static void
repair (VdTable *table, const char *engineers, const char *feature, const VdPoint *aim,
        double affected, const char *rule, const Expected *expected, guint n)
{
  g_autoptr(GError) error = NULL;
  VdDamageAnswer answer = { 0 };

  g_assert_true (vd_damage_repair (table, ruleset, engineers, feature, aim, 1, &answer, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (answer.rule, ==, rule);
  g_assert_cmpfloat_with_epsilon (answer.affected, affected, 1e-6);
  check_stretches (&answer, expected, n);
  vd_damage_answer_clear (&answer);
}

/* The action fails with CODE, its message holding TEXT, and leaves the table as it was. */
static void
assert_refused (VdTable *table, gboolean (*action) (VdTable *, const VdRuleset *, const char *,
                                                    const char *, const VdPoint *, int,
                                                    VdDamageAnswer *, GError **),
                const char *unit, const char *feature, int turns, int code, const char *text)
{
  g_autoptr(VdTable) before = vd_table_copy (table);
  g_autoptr(GError) error = NULL;
  VdDamageAnswer answer = { 0 };

  g_assert_false (action (table, ruleset, unit, feature, NULL, turns, &answer, &error));
  g_assert_error (error, VD_ERROR, code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, text));
  g_assert_true (vd_table_equal (table, before));
  g_assert_null (answer.storage);
  g_assert_cmpuint (answer.n_stretches, ==, 0);
}

/* A hedge along y = 500 from x = 0 to 1000; the battery's front edge at (500, 300). */
static VdTable *
hedge_table (VdScale scale, VdTerrainType type, const char *id)
{
  VdTable *table = new_table (scale);

  vd_test_add_line (table, id, type, 0, 500, 1000, 500);
  add_battery (table, "ru-bat-1", 500, 300, 6);
  return table;
}

/* LOBS-3: the seed's example: 120 paces of hedge a turn at 25 mm, centred on the point of the
 * hedge nearest the battery. */
static void
test_lobs_3_25mm (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  const Expected expected[] = { { 0, 440, I }, { 440, 560, D }, { 560, 1000, I } };
  VdDamageAnswer answer = { 0 };

  bombard (table, "ru-bat-1", "hedge-1", NULL, 1, 120, "LOBS-3", expected, 3);
  vd_damage_describe (vd_table_find_feature (table, "hedge-1"), &answer);
  g_assert_null (answer.by);
  g_assert_cmpuint (answer.n_stretches, ==, 3);
  assert_point (answer.stretches[0].from, 0, 500);
  assert_point (answer.stretches[1].from, 440, 500);
  assert_point (answer.stretches[1].to, 560, 500);
  assert_point (answer.stretches[2].to, 1000, 500);
  vd_damage_answer_clear (&answer);
}

/* LOBS-3: 80 paces a turn at 15 mm. */
static void
test_lobs_3_15mm (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_15MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  const Expected expected[] = { { 0, 460, I }, { 460, 540, D }, { 540, 1000, I } };

  bombard (table, "ru-bat-1", "hedge-1", NULL, 1, 80, "LOBS-3", expected, 3);
}

/* LOBS-3 over two turns: 240 paces, the second turn's on both sides of the first's gap. */
static void
test_lobs_3_two_turns (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  const Expected expected[] = { { 0, 380, I }, { 380, 620, D }, { 620, 1000, I } };
  const Expected again[] = { { 0, 320, I }, { 320, 680, D }, { 680, 1000, I } };

  bombard (table, "ru-bat-1", "hedge-1", NULL, 2, 240, "LOBS-3", expected, 3);
  /* Fire goes on from the edges of the gap, nearest the aim first. */
  bombard (table, "ru-bat-1", "hedge-1", NULL, 1, 120, "LOBS-3", again, 3);
}

/* Aiming near a line's end: the stretch is shifted along the line, still the full amount. On a
 * line shorter than the amount the whole line goes, and affected says how much that was. */
static void
test_lobs_3_line_end (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  g_autoptr(VdTable) short_table = new_table (VD_SCALE_25MM);
  const Expected shifted[] = { { 0, 120, D }, { 120, 1000, I } };
  const Expected near_end[] = { { 0, 880, I }, { 880, 1000, D } };
  const Expected whole[] = { { 0, 100, D } };
  VdPoint aim = { 10, 520 };

  bombard (table, "ru-bat-1", "hedge-1", &aim, 1, 120, "LOBS-3", shifted, 2);
  /* The default aim is the hedge's point nearest the battery: here its end. */
  vd_test_add_line (table, "hedge-3", VD_TERRAIN_LIGHT_OBSTACLE, 0, 700, 1000, 700);
  vd_table_edit_unit (table, "ru-bat-1")->at = vd_point (1100, 650);
  bombard (table, "ru-bat-1", "hedge-3", NULL, 1, 120, "LOBS-3", near_end, 2);

  vd_test_add_line (short_table, "hedge-2", VD_TERRAIN_LIGHT_OBSTACLE, 450, 500, 550, 500);
  add_battery (short_table, "ru-bat-1", 500, 300, 6);
  bombard (short_table, "ru-bat-1", "hedge-2", NULL, 1, 100, "LOBS-3", whole, 1);
  /* Nothing left to destroy. */
  bombard (short_table, "ru-bat-1", "hedge-2", NULL, 1, 0, "LOBS-3", whole, 1);
}

/* HOBS-4: a wall is degraded to light cover, and a second bombardment destroys the degraded
 * stretch (nearest the aim first, whatever its state). */
static void
test_hobs_4 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double half = VD_TEST_AT (scale, 60, 40);
  g_autoptr(VdTable) table = hedge_table (scale, VD_TERRAIN_HARD_OBSTACLE, "wall-1");
  const Expected degraded[] = { { 0, 500 - half, I }, { 500 - half, 500 + half, G },
                                { 500 + half, 1000, I } };
  const Expected destroyed[] = { { 0, 500 - half, I }, { 500 - half, 500 + half, D },
                                 { 500 + half, 1000, I } };
  const Expected spread[] = { { 0, 500 - 2 * half, I }, { 500 - 2 * half, 500 - half, G },
                              { 500 - half, 500 + half, D }, { 500 + half, 500 + 2 * half, G },
                              { 500 + 2 * half, 1000, I } };

  bombard (table, "ru-bat-1", "wall-1", NULL, 1, 2 * half, "HOBS-4", degraded, 3);
  bombard (table, "ru-bat-1", "wall-1", NULL, 1, 2 * half, "HOBS-4", destroyed, 3);
  /* Destroyed is the end: the next turn works on either side. */
  bombard (table, "ru-bat-1", "wall-1", NULL, 1, 2 * half, "HOBS-4", spread, 5);
}

/* HOUSE-7: a building degraded to hard cover on a stretch round its outline, across its first
 * point; the next turn goes on around the building, and it is never destroyed. */
static void
test_house_7 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double half = VD_TEST_AT (scale, 60, 40);
  g_autoptr(VdTable) table = new_table (scale);
  const VdPoint aim = { 420, 380 };
  const Expected first[] = { { 0, 20 + half, G }, { 20 + half, 820 - half, I },
                             { 820 - half, 800, G } };
  const Expected second[] = { { 0, 20 + 2 * half, G }, { 20 + 2 * half, 820 - 2 * half, I },
                              { 820 - 2 * half, 800, G } };
  const Expected whole[] = { { 0, 800, G } };
  VdDamageAnswer answer = { 0 };

  add_house (table);
  add_battery (table, "ru-bat-1", 500, 200, 6);
  bombard (table, "ru-bat-1", "house-1", &aim, 1, 2 * half, "HOUSE-7", first, 3);
  /* Split at the first point: the stored stretches end at the outline's length and start at 0. */
  vd_damage_describe (vd_table_find_feature (table, "house-1"), &answer);
  assert_point (answer.stretches[0].from, 400, 400);
  assert_point (answer.stretches[0].to, 420 + half, 400);
  assert_point (answer.stretches[2].from, 400, 380 + half);
  assert_point (answer.stretches[2].to, 400, 400);
  vd_damage_answer_clear (&answer);

  bombard (table, "ru-bat-1", "house-1", &aim, 1, 2 * half, "HOUSE-7", second, 3);
  /* Enough turns for the whole outline: only what was left is counted. */
  bombard (table, "ru-bat-1", "house-1", &aim, 20, 800 - 4 * half, "HOUSE-7", whole, 1);
  bombard (table, "ru-bat-1", "house-1", &aim, 1, 0, "HOUSE-7", whole, 1);
}

/* LOBS-4: engineers rebuild a destroyed hedge, nearest them first. */
static void
test_lobs_4 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double half = VD_TEST_AT (scale, 30, 20);
  g_autoptr(VdTable) table = new_table (scale);
  VdFeature *hedge = vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 0, 500, 1000,
                                       500);
  const Expected expected[] = { { 0, 400, I }, { 400, 520 - half, D }, { 520 - half, 520 + half, I },
                                { 520 + half, 600, D }, { 600, 1000, I } };

  vd_test_add_stretch (hedge, 400, 600, D);
  add_unit (table, "fr-sap-1", VD_ARM_ENGINEERS, VD_FORMATION_LINE, 520, 560, 4);
  repair (table, "fr-sap-1", "hedge-1", NULL, 2 * half, "LOBS-4", expected, 5);
}

/* HOBS-5: a wall degraded then destroyed is rebuilt whole where they work, whatever its state. */
static void
test_hobs_5 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double half = VD_TEST_AT (scale, 30, 20);
  g_autoptr(VdTable) table = new_table (scale);
  VdFeature *wall = vd_test_add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 0, 500, 1000,
                                      500);
  const Expected expected[] = { { 0, 400, I }, { 400, 500 - half, G }, { 500 - half, 500 + half, I },
                                { 500 + half, 600, D }, { 600, 1000, I } };

  vd_test_add_stretch (wall, 400, 500, G);
  vd_test_add_stretch (wall, 500, 600, D);
  add_unit (table, "fr-sap-1", VD_ARM_ENGINEERS, VD_FORMATION_LINE, 500, 560, 4);
  repair (table, "fr-sap-1", "wall-1", NULL, 2 * half, "HOBS-5", expected, 5);
}

/* HOUSE-8: engineers rebuild a building round its outline, across its first point. */
static void
test_house_8 (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double half = VD_TEST_AT (scale, 30, 20);
  g_autoptr(VdTable) table = new_table (scale);
  VdFeature *house = add_house (table);
  const Expected expected[] = { { 0, half, I }, { half, 80, G }, { 80, 700, I },
                                { 700, 800 - half, G }, { 800 - half, 800, I } };

  vd_test_add_stretch (house, 0, 80, G);
  vd_test_add_stretch (house, 700, 800, G);
  add_unit (table, "fr-sap-1", VD_ARM_ENGINEERS, VD_FORMATION_LINE, 390, 390, 4);
  repair (table, "fr-sap-1", "house-1", NULL, 2 * half, "HOUSE-8", expected, 5);
}

/* LOBS-4, HOBS-5, HOUSE-8: only engineers rebuild. */
static void
test_repair_refused (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");

  vd_test_add_stretch (vd_table_edit_feature (table, "hedge-1"), 400, 600, D);
  add_unit (table, "fr-1", VD_ARM_INFANTRY, VD_FORMATION_LINE, 500, 560, 24);
  assert_refused (table, vd_damage_repair, "fr-1", "hedge-1", 1, VD_ERROR_ARGUMENT,
                  "“fr-1” is not engineers: LOBS-4");
  assert_refused (table, vd_damage_repair, "ru-bat-1", "hedge-1", 1, VD_ERROR_ARGUMENT, "LOBS-4");
}

/* LOBS-3, HOBS-4, HOUSE-7: a battery under calibre 6, of unknown calibre, or not a battery at
 * all is refused with the rule, and so is a feature that cannot be damaged; the table stays. */
static void
test_bombard_refused (void)
{
  g_autoptr(VdTable) table = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  const VdPoint wood[] = { { 0, 700 }, { 200, 700 }, { 200, 900 } };

  add_battery (table, "ru-bat-3", 300, 300, 4);
  add_battery (table, "ru-bat-4", 300, 300, 0);
  vd_test_add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 0, 600, 1000, 600);
  add_house (table);
  vd_test_add_feature (table, "wood-1", VD_TERRAIN_WOOD, VD_SHAPE_AREA, wood, 3);
  add_unit (table, "fr-1", VD_ARM_INFANTRY, VD_FORMATION_LINE, 500, 560, 24);
  vd_test_add_stretch (vd_table_edit_feature (table, "hedge-1"), 100, 200, D);

  assert_refused (table, vd_damage_bombard, "ru-bat-3", "hedge-1", 1, VD_ERROR_ARGUMENT,
                  "battery “ru-bat-3” has calibre 4: LOBS-3 needs a calibre of 6 or more");
  assert_refused (table, vd_damage_bombard, "ru-bat-3", "wall-1", 1, VD_ERROR_ARGUMENT,
                  "calibre 4: HOBS-4");
  assert_refused (table, vd_damage_bombard, "ru-bat-3", "house-1", 1, VD_ERROR_ARGUMENT,
                  "calibre 4: HOUSE-7");
  assert_refused (table, vd_damage_bombard, "ru-bat-4", "hedge-1", 1, VD_ERROR_ARGUMENT,
                  "has no calibre given: LOBS-3");
  assert_refused (table, vd_damage_bombard, "fr-1", "hedge-1", 1, VD_ERROR_ARGUMENT,
                  "“fr-1” is not artillery: LOBS-3");
  assert_refused (table, vd_damage_bombard, "ru-bat-1", "wood-1", 1, VD_ERROR_ARGUMENT,
                  "“wood-1” is a wood");
  assert_refused (table, vd_damage_bombard, "ru-bat-1", "hedge-1", 0, VD_ERROR_ARGUMENT, "0 turns");
  assert_refused (table, vd_damage_bombard, "nobody", "hedge-1", 1, VD_ERROR_NOT_FOUND, "nobody");
  assert_refused (table, vd_damage_bombard, "ru-bat-1", "nothing", 1, VD_ERROR_NOT_FOUND,
                  "nothing");
}

/* HOUSE-10: only a battery with a howitzer tries; a 6 sets the village on fire on this turn, and
 * the units inside must leave. */
static void
test_house_10 (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) inside = NULL;
  g_autoptr(VdTable) before = NULL;
  VdFeature *house = add_house (table);
  VdUnit *howitzer = add_battery (table, "ru-how-1", 500, 200, 6);
  VdUnit *in, *out;
  gboolean burning = TRUE;

  add_battery (table, "ru-bat-1", 700, 200, 12);
  in = add_unit (table, "fr-1", VD_ARM_INFANTRY, VD_FORMATION_COLUMN, 500, 520, 24);
  out = add_unit (table, "fr-2", VD_ARM_INFANTRY, VD_FORMATION_LINE, 500, 300, 24);
  howitzer->howitzer = TRUE;
  table->turn = 3;
  before = vd_table_copy (table);

  g_assert_false (vd_damage_set_fire (table, ruleset, "ru-bat-1", "house-1", 6, &burning, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "has no howitzer: HOUSE-10"));
  g_clear_error (&error);
  g_assert_false (vd_damage_set_fire (table, ruleset, "fr-1", "house-1", 6, &burning, &error));
  g_assert_nonnull (strstr (error->message, "HOUSE-10"));
  g_clear_error (&error);
  g_assert_false (vd_damage_set_fire (table, ruleset, "ru-how-1", "house-1", 7, &burning, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (vd_table_equal (table, before));

  g_assert_true (vd_damage_set_fire (table, ruleset, "ru-how-1", "house-1", 5, &burning, &error));
  g_assert_no_error (error);
  g_assert_false (burning);
  g_assert_cmpint (house->on_fire, ==, 0);
  g_assert_false (vd_damage_unit_in_fire (table, house, in));
  inside = vd_damage_units_in_fire (table, house);
  g_assert_cmpuint (inside->len, ==, 0);
  g_clear_pointer (&inside, g_ptr_array_unref);

  g_assert_true (vd_damage_set_fire (table, ruleset, "ru-how-1", "house-1", 6, &burning, &error));
  g_assert_no_error (error);
  g_assert_true (burning);
  g_assert_cmpint (house->on_fire, ==, 3);
  g_assert_true (vd_damage_unit_in_fire (table, house, in));
  g_assert_false (vd_damage_unit_in_fire (table, house, out));
  inside = vd_damage_units_in_fire (table, house);
  g_assert_cmpuint (inside->len, ==, 1);
  g_assert_true (g_ptr_array_index (inside, 0) == in);

  /* Burning already: it keeps the turn it caught fire. */
  table->turn = 4;
  g_assert_true (vd_damage_set_fire (table, ruleset, "ru-how-1", "house-1", 6, &burning, &error));
  g_assert_cmpint (house->on_fire, ==, 3);
  /* Only houses burn. */
  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 0, 900, 1000, 900);
  g_assert_false (vd_damage_set_fire (table, ruleset, "ru-how-1", "hedge-1", 6, &burning, &error));
  g_assert_nonnull (strstr (error->message, "HOUSE-10"));
}

/* The whole path as stretches, intact ones included, for an undamaged and a damaged line. */
static void
test_describe (void)
{
  g_autoptr(VdTable) table = new_table (VD_SCALE_25MM);
  const VdPoint bent[] = { { 0, 0 }, { 300, 0 }, { 300, 400 } };
  VdFeature *wall = vd_test_add_feature (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_LINE,
                                         bent, 3);
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  VdDamageAnswer answer = { 0 };

  vd_damage_describe (wall, &answer);
  g_assert_cmpuint (answer.n_stretches, ==, 1);
  g_assert_cmpfloat (answer.stretches[0].to_along, ==, 700);
  assert_point (answer.stretches[0].to, 300, 400);

  vd_test_add_stretch (wall, 250, 350, G);
  vd_damage_describe (wall, &answer);
  g_assert_cmpuint (answer.n_stretches, ==, 3);
  assert_point (answer.stretches[1].from, 250, 0);
  assert_point (answer.stretches[1].to, 300, 50);
  g_assert_cmpint (answer.stretches[1].state, ==, G);
  vd_damage_answer_clear (&answer);
  vd_damage_answer_clear (&answer);

  /* The points of a stretch round a corner. */
  g_assert_cmpuint (vd_damage_path_points (wall, 250, 350, points), ==, 3);
  assert_point (g_array_index (points, VdPoint, 1), 300, 0);
}

/* One "figures now" case: the rule, what is worked on, and the state the work leaves. */
typedef struct {
  const char    *rule;
  VdTerrainType  type;
  gboolean       repair;
  VdScale        scale;
} FiguresNow;

/* LOBS-3/4, HOBS-4/5, HOUSE-7/8: "par figurine" counts the figures the unit has now. A 6-pdr
 * battery of 8 figures with 2 lost works 6 × 15 = 90 paces at 25 mm (6 × 10 = 60 at 15 mm), not
 * 120; engineers of 4 figures with 1 lost rebuild 3 × 15 = 45 (3 × 10 = 30). The feature's
 * nearest point to the unit is 100 mm along a house's outline, 500 mm along a line. */
static void
test_figures_now (gconstpointer data)
{
  const FiguresNow *c = data;
  g_autoptr(VdTable) table = new_table (c->scale);
  g_autoptr(GError) error = NULL;
  VdDamageAnswer answer = { 0 };
  gboolean house = c->type == VD_TERRAIN_HOUSE;
  double paces = (c->repair ? 3 : 6) * VD_TEST_AT (c->scale, 15, 10);
  double centre = house ? 100 : 500;
  VdDamage worked = c->repair ? I : (house || c->type == VD_TERRAIN_HARD_OBSTACLE) ? G : D;
  VdFeature *feature;
  VdUnit *unit;
  gboolean found = FALSE;

  feature = house ? add_house (table)
                  : vd_test_add_line (table, "obstacle-1", c->type, 0, 500, 1000, 500);
  if (c->repair)
    {
      vd_test_add_stretch (feature, 0, house ? 800 : 1000, house ? G : D);
      unit = add_unit (table, "fr-sap-1", VD_ARM_ENGINEERS, VD_FORMATION_LINE, 500,
                       house ? 360 : 560, 4);
      unit->casualties = 1;
      g_assert_true (vd_damage_repair (table, ruleset, "fr-sap-1", feature->id, NULL, 1, &answer,
                                       &error));
    }
  else
    {
      unit = add_battery (table, "ru-bat-1", 500, house ? 200 : 300, 6);
      unit->casualties = 2;
      g_assert_true (vd_damage_bombard (table, ruleset, "ru-bat-1", feature->id, NULL, 1,
                                        &answer, &error));
    }
  g_assert_no_error (error);
  g_assert_cmpstr (answer.rule, ==, c->rule);
  g_assert_cmpstr (answer.by->id, ==, unit->id);
  g_assert_cmpfloat_with_epsilon (answer.affected, paces, 1e-6);
  /* The stretch worked on is the affected paces, centred on the nearest point. */
  for (guint i = 0; i < answer.n_stretches; i++)
    if (answer.stretches[i].state == worked)
      {
        g_assert_cmpfloat_with_epsilon (answer.stretches[i].from_along, centre - paces / 2, 1e-6);
        g_assert_cmpfloat_with_epsilon (answer.stretches[i].to_along, centre + paces / 2, 1e-6);
        found = TRUE;
      }
  g_assert_true (found);
  vd_damage_answer_clear (&answer);
}

static const FiguresNow figures_now[] = {
  { "LOBS-3", VD_TERRAIN_LIGHT_OBSTACLE, FALSE, VD_SCALE_25MM },
  { "LOBS-3", VD_TERRAIN_LIGHT_OBSTACLE, FALSE, VD_SCALE_15MM },
  { "HOBS-4", VD_TERRAIN_HARD_OBSTACLE, FALSE, VD_SCALE_25MM },
  { "HOBS-4", VD_TERRAIN_HARD_OBSTACLE, FALSE, VD_SCALE_15MM },
  { "HOUSE-7", VD_TERRAIN_HOUSE, FALSE, VD_SCALE_25MM },
  { "HOUSE-7", VD_TERRAIN_HOUSE, FALSE, VD_SCALE_15MM },
  { "LOBS-4", VD_TERRAIN_LIGHT_OBSTACLE, TRUE, VD_SCALE_25MM },
  { "LOBS-4", VD_TERRAIN_LIGHT_OBSTACLE, TRUE, VD_SCALE_15MM },
  { "HOBS-5", VD_TERRAIN_HARD_OBSTACLE, TRUE, VD_SCALE_25MM },
  { "HOBS-5", VD_TERRAIN_HARD_OBSTACLE, TRUE, VD_SCALE_15MM },
  { "HOUSE-8", VD_TERRAIN_HOUSE, TRUE, VD_SCALE_25MM },
  { "HOUSE-8", VD_TERRAIN_HOUSE, TRUE, VD_SCALE_15MM },
};

/* LOBS-3, HOUSE-10 on a table sharing its terrain with another (as a battle's next table does):
 * an order refused leaves the terrain shared; one carried out changes the table's own copy of
 * the feature, which its answer tells, and never the table shared from. */
static void
test_damage_shared_terrain (void)
{
  g_autoptr(VdTable) live = hedge_table (VD_SCALE_25MM, VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1");
  g_autoptr(VdTable) before = NULL;
  g_autoptr(VdTable) next = NULL;
  g_autoptr(GError) error = NULL;
  VdDamageAnswer answer = { 0 };
  VdUnit *howitzer;
  gboolean burning = FALSE;

  add_house (live);
  howitzer = add_battery (live, "ru-how-1", 500, 200, 6);
  howitzer->howitzer = TRUE;
  live->turn = 2;
  before = vd_table_copy (live);
  next = vd_table_copy_sharing (live);

  g_assert_false (vd_damage_bombard (next, ruleset, "ru-bat-1", "hedge-1", NULL, 0, &answer,
                                     &error));
  g_clear_error (&error);
  g_assert_false (vd_damage_set_fire (next, ruleset, "ru-how-1", "house-1", 9, &burning, &error));
  g_clear_error (&error);
  g_assert_true (vd_damage_set_fire (next, ruleset, "ru-how-1", "house-1", 5, &burning, &error));
  g_assert_false (burning);
  g_assert_true (next->terrain_shared);

  g_assert_true (vd_damage_set_fire (next, ruleset, "ru-how-1", "house-1", 6, &burning, &error));
  g_assert_no_error (error);
  g_assert_true (burning);
  g_assert_cmpint (vd_table_find_feature (next, "house-1")->on_fire, ==, 2);
  g_assert_true (vd_damage_bombard (next, ruleset, "ru-bat-1", "hedge-1", NULL, 1, &answer,
                                    &error));
  g_assert_no_error (error);
  g_assert_cmpstr (answer.rule, ==, "LOBS-3");
  g_assert_cmpuint (answer.n_stretches, >, 1);
  g_assert_true (answer.feature == vd_table_find_feature (next, "hedge-1"));
  g_assert_cmpuint (vd_table_find_feature (next, "hedge-1")->damage->len, >, 0);
  vd_damage_answer_clear (&answer);
  g_assert_true (vd_table_equal (live, before));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();

  g_test_add_func ("/damage/LOBS-3/25mm", test_lobs_3_25mm);
  g_test_add_func ("/damage/LOBS-3/15mm", test_lobs_3_15mm);
  g_test_add_func ("/damage/LOBS-3/two-turns-240-paces", test_lobs_3_two_turns);
  g_test_add_func ("/damage/LOBS-3/aim-near-line-end", test_lobs_3_line_end);
  g_test_add_func ("/damage/LOBS-3/calibre-4-refused", test_bombard_refused);
  g_test_add_data_func ("/damage/HOBS-4/25mm", VD_TEST_S25, test_hobs_4);
  g_test_add_data_func ("/damage/HOBS-4/15mm", VD_TEST_S15, test_hobs_4);
  g_test_add_data_func ("/damage/HOUSE-7/25mm", VD_TEST_S25, test_house_7);
  g_test_add_data_func ("/damage/HOUSE-7/15mm", VD_TEST_S15, test_house_7);
  g_test_add_data_func ("/damage/LOBS-4/25mm", VD_TEST_S25, test_lobs_4);
  g_test_add_data_func ("/damage/LOBS-4/15mm", VD_TEST_S15, test_lobs_4);
  g_test_add_data_func ("/damage/HOBS-5/25mm", VD_TEST_S25, test_hobs_5);
  g_test_add_data_func ("/damage/HOBS-5/15mm", VD_TEST_S15, test_hobs_5);
  g_test_add_data_func ("/damage/HOUSE-8/25mm", VD_TEST_S25, test_house_8);
  g_test_add_data_func ("/damage/HOUSE-8/15mm", VD_TEST_S15, test_house_8);
  g_test_add_func ("/damage/LOBS-4/not-engineers-refused", test_repair_refused);
  g_test_add_func ("/damage/HOUSE-10/fire", test_house_10);
  g_test_add_func ("/damage/LOBS-3/HOUSE-10/shared-terrain", test_damage_shared_terrain);
  g_test_add_func ("/damage/describe", test_describe);
  for (guint i = 0; i < G_N_ELEMENTS (figures_now); i++)
    {
      g_autofree char *path =
        g_strdup_printf ("/damage/%s/figures-now/%s", figures_now[i].rule,
                         figures_now[i].scale == VD_SCALE_25MM ? "25mm" : "15mm");

      g_test_add_data_func (path, &figures_now[i], test_figures_now);
    }
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
