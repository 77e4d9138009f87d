/* Cover from damaged obstacles and houses (LOBS-2, HOBS-2, HOBS-4, HOUSE-6, HOUSE-7): the
 * stretch of obstacle the line between the two crosses nearest the target decides, and for a
 * house the side facing the observer. Every question is asked of the indexed engine and of the
 * brute-force reference, pair by pair and observer by observer, and their answers must be
 * identical. Tables are 1 mm a pace, 25 mm figures (one base depth is 30 mm). */
#include "vd-damage.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

static VdTable *
new_table (void)
{
  return vd_test_table_new (VD_SCALE_25MM, 1, 1200, 1200);
}

static const VdSightAnswer *
find_answer (GArray *answers, const char *observer, const char *target)
{
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      if (g_str_equal (answer->observer->id, observer) && g_str_equal (answer->target->id, target))
        return answer;
    }
  g_assert_not_reached ();
}

/* OBSERVER → TARGET is visible with COVER and exactly REASONS ("RULE by, RULE by"), from both
 * engines, alone and in the observer's row. */
static void
check (const VdTable *table, const char *observer, const char *target, VdCover cover,
       const char *reasons)
{
  g_autoptr(VdSight) indexed = vd_sight_new (table, ruleset);
  g_autoptr(VdSight) reference = vd_sight_new_reference (table, ruleset);
  const VdUnit *o = vd_table_find_unit (table, observer), *t = vd_table_find_unit (table, target);
  g_autoptr(GString) text = g_string_new (NULL);
  VdSightAnswer answer, other;

  vd_sight_answer_init (&answer);
  vd_sight_answer_init (&other);
  vd_sight_query (indexed, o, t, &answer);
  vd_sight_query (reference, o, t, &other);
  g_assert_true (vd_sight_answer_equal (&answer, &other));
  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(GArray) row = vd_sight_query_all (e == 0 ? indexed : reference, o);

      g_assert_true (vd_sight_answer_equal (&answer, find_answer (row, observer, target)));
    }
  for (guint i = 0; i < answer.n_reasons; i++)
    g_string_append_printf (text, "%s%s %s", i > 0 ? ", " : "", answer.reasons[i].rule,
                            answer.reasons[i].by);
  g_test_message ("%s -> %s: %s, cover %s, [%s]", observer, target,
                  answer.visible ? "visible" : "hidden", vd_cover_to_string (answer.cover),
                  text->str);
  g_assert_true (answer.visible);
  g_assert_cmpstr (vd_cover_to_string (answer.cover), ==, vd_cover_to_string (cover));
  g_assert_cmpstr (text->str, ==, reasons);
  vd_sight_answer_clear (&answer);
  vd_sight_answer_clear (&other);
}

/* An obstacle along y = 500 from x = 200 to 1000, damaged 350…450 mm along it (x 550…650); the
 * observer's front edge at (600, 200); "au" just behind the damaged stretch, "au-2" just behind
 * an intact part of the same obstacle. */
static VdTable *
obstacle_table (VdTerrainType type, const char *id, VdDamage state)
{
  VdTable *table = new_table ();
  VdFeature *obstacle = vd_test_add_line (table, id, type, 200, 500, 1000, 500);

  vd_test_add_stretch (obstacle, 350, 450, state);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 505, 180);
  vd_test_add_line_infantry (table, "au-2", "austrian", 850, 505, 180);
  return table;
}

static void
test_lobs_2_destroyed (void)
{
  g_autoptr(VdTable) table = obstacle_table (VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1",
                                             VD_DAMAGE_DESTROYED);

  /* Seen across the hedge's line, but the gap gives no cover. */
  check (table, "fr", "au", VD_COVER_NONE, "SIGHT-1 hedge-1");
}

/* The same hedge still covers a target behind a part artillery has not reached. */
static void
test_lobs_2_intact_part (void)
{
  g_autoptr(VdTable) table = obstacle_table (VD_TERRAIN_LIGHT_OBSTACLE, "hedge-1",
                                             VD_DAMAGE_DESTROYED);

  check (table, "fr", "au-2", VD_COVER_LIGHT, "SIGHT-1 hedge-1, LOBS-2 hedge-1");
}

static void
test_hobs_4_degraded (void)
{
  g_autoptr(VdTable) table = obstacle_table (VD_TERRAIN_HARD_OBSTACLE, "wall-1",
                                             VD_DAMAGE_DEGRADED);

  check (table, "fr", "au", VD_COVER_LIGHT, "SIGHT-1 wall-1, HOBS-4 wall-1");
}

static void
test_hobs_4_destroyed (void)
{
  g_autoptr(VdTable) table = obstacle_table (VD_TERRAIN_HARD_OBSTACLE, "wall-1",
                                             VD_DAMAGE_DESTROYED);

  check (table, "fr", "au", VD_COVER_NONE, "SIGHT-1 wall-1");
  /* A hedge behind the breach still gives its light cover. */
  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 200, 503, 1000, 503);
  check (table, "fr", "au", VD_COVER_LIGHT, "SIGHT-1 wall-1, SIGHT-1 hedge-1, LOBS-2 hedge-1");
}

/* An intact part of a wall artillery has breached elsewhere keeps its hard cover. */
static void
test_hobs_2_intact_part (void)
{
  g_autoptr(VdTable) table = obstacle_table (VD_TERRAIN_HARD_OBSTACLE, "wall-1",
                                             VD_DAMAGE_DEGRADED);

  check (table, "fr", "au-2", VD_COVER_HARD, "SIGHT-1 wall-1, HOBS-2 wall-1");
}

/* A bombardment, then the sight engine asked again: the battery's work changes the answer. */
static void
test_hobs_4_after_bombardment (void)
{
  g_autoptr(VdTable) table = new_table ();
  g_autoptr(GError) error = NULL;
  VdUnit *battery;

  vd_test_add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, 200, 500, 1000, 500);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 505, 180);
  battery = vd_test_add_unit (table, "fr-bat-1", "french", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,
                              300, 200, 0, 80, 40);
  battery->figures = 8;
  battery->calibre = 12;
  check (table, "fr", "au", VD_COVER_HARD, "SIGHT-1 wall-1, HOBS-2 wall-1");

  g_assert_true (vd_damage_bombard (table, ruleset, "fr-bat-1", "wall-1", &(VdPoint) { 600, 500 },
                                    1, NULL, &error));
  g_assert_no_error (error);
  check (table, "fr", "au", VD_COVER_LIGHT, "SIGHT-1 wall-1, HOBS-4 wall-1");
  g_assert_true (vd_damage_bombard (table, ruleset, "fr-bat-1", "wall-1", &(VdPoint) { 600, 500 },
                                    1, NULL, &error));
  check (table, "fr", "au", VD_COVER_NONE, "SIGHT-1 wall-1");
}

/* A house 400…750 × 700…1000, its outline from (400, 700) along y = 700 first; "au" holds it,
 * "fr" looks at it from the south across the bottom side, "fr-2" from the north across the top. */
static VdTable *
house_table (double from, double to, VdDamage state)
{
  VdTable *table = new_table ();
  VdFeature *house = vd_test_add_rect (table, "house-1", VD_TERRAIN_HOUSE, 400, 700, 750, 1000);

  vd_test_add_stretch (house, from, to, state);
  vd_test_add_line_infantry (table, "fr", "french", 600, 200, 0);
  vd_test_add_line_infantry (table, "fr-2", "french", 600, 1150, 180);
  vd_test_add_line_infantry (table, "au", "austrian", 600, 850, 180);
  return table;
}

static void
test_house_7_degraded_side (void)
{
  /* The bottom side 150…250 mm along: x 550…650, where the line from "fr" crosses it. */
  g_autoptr(VdTable) table = house_table (150, 250, VD_DAMAGE_DEGRADED);

  check (table, "fr", "au", VD_COVER_HARD, "HOUSE-7 house-1");
  /* From the north the side facing the observer is intact: the building's protection. */
  check (table, "fr-2", "au", VD_COVER_BUILDING, "HOUSE-6 house-1");
}

static void
test_house_7_other_side (void)
{
  /* The top side degraded (x 650…550 is 750…850 mm along): only "fr-2" faces it. */
  g_autoptr(VdTable) table = house_table (750, 850, VD_DAMAGE_DEGRADED);

  check (table, "fr", "au", VD_COVER_BUILDING, "HOUSE-6 house-1");
  check (table, "fr-2", "au", VD_COVER_HARD, "HOUSE-7 house-1");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();

  g_test_add_func ("/sight/damage/LOBS-2-destroyed-stretch-no-cover", test_lobs_2_destroyed);
  g_test_add_func ("/sight/damage/LOBS-2-intact-part-still-covers", test_lobs_2_intact_part);
  g_test_add_func ("/sight/damage/HOBS-4-degraded-wall-light-cover", test_hobs_4_degraded);
  g_test_add_func ("/sight/damage/HOBS-4-destroyed-wall-no-cover", test_hobs_4_destroyed);
  g_test_add_func ("/sight/damage/HOBS-2-intact-part-of-breached-wall-covers",
                   test_hobs_2_intact_part);
  g_test_add_func ("/sight/damage/HOBS-4-after-bombardment", test_hobs_4_after_bombardment);
  g_test_add_func ("/sight/damage/HOUSE-7-degraded-side-hard-cover", test_house_7_degraded_side);
  g_test_add_func ("/sight/damage/HOUSE-7-only-the-side-facing-the-observer",
                   test_house_7_other_side);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
