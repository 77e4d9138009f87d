/* The melee rules the table decides (vd-melee-situation.h): each finding is the factor, the rule
 * and what is responsible. */
#include "vd-melee-situation.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* Whether FINDINGS hold SIDE's FACTOR (NULL: a rule without a factor) by RULE and BY. */
static gboolean
has (const GArray *findings, int side, const char *factor, const char *rule, const char *by)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);

      if (f->side == side && g_strcmp0 (f->factor, factor) == 0 &&
          g_str_equal (f->rule, rule) && g_str_equal (f->by, by))
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_factor (const GArray *findings, int side, const char *factor)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);

      if (f->side == side && g_strcmp0 (f->factor, factor) == 0)
        return TRUE;
    }
  return FALSE;
}

static GArray *
situation (const VdTable *table, const char *a, const char *b)
{
  return vd_melee_situation (table, ruleset, vd_table_find_unit (table, a),
                             vd_table_find_unit (table, b));
}

/* French line facing the far edge with its front at (600, Y_FR), Prussians facing it with their
 * front at (600, Y_PR): footprints y Y_FR-30…Y_FR and Y_PR…Y_PR+30. */
static VdTable *
two_lines (VdScale scale, double y_fr, double y_pr)
{
  VdTable *table = vd_test_table_new (scale, 1, 1200, 1200);

  vd_test_add_line_infantry (table, "fr", "french", 600, y_fr, 0);
  vd_test_add_line_infantry (table, "pr", "prussian", 600, y_pr, 180);
  return table;
}

/* HOUSE-6, HOUSE-EX: the French attacking the Prussians in the village take `house`; HOUSE-11
 * is told for the melee in a house. */
static void
test_house_6_enemy_in_house (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) findings = NULL;

  vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 450, 480, 750, 600);
  vd_table_edit_unit (table, "fr")->at = vd_point (600, 470);
  findings = situation (table, "fr", "pr");
  g_assert_true (has (findings, 0, "house", "HOUSE-6", "village-1"));
  g_assert_false (has_factor (findings, 1, "house"));
  g_assert_true (has (findings, -1, NULL, "HOUSE-11", "village-1"));
}

/* HOUSE-12: two units fighting inside the same house have no "enemy in a house" penalty, but
 * the one without formation keeps it (HOUSE-EX). */
static void
test_house_12_same_house (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 540, 540);
  g_autoptr(GArray) findings = NULL;

  vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 400, 400, 800, 700);
  vd_table_edit_unit (table, "fr")->conditions = 1u << VD_CONDITION_NO_FORMATION;
  findings = situation (table, "fr", "pr");
  g_assert_true (has (findings, -1, NULL, "HOUSE-12", "village-1"));
  g_assert_false (has_factor (findings, 0, "house"));
  g_assert_false (has_factor (findings, 1, "house"));
  g_assert_true (has (findings, 0, "no-formation", "HOUSE-EX", "fr"));
  g_assert_false (has_factor (findings, 1, "no-formation"));
}

/* HILL-5: the Prussians on the hill (level 1) have the slope bonus while the melee front is on
 * it; with the front off the hill they do not. */
static void
test_hill_5_front_on_slope (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) on = NULL;
  g_autoptr(GArray) off = NULL;
  VdFeature *hill = vd_test_add_rect (table, "hill-1", VD_TERRAIN_HILL, 0, 495, 1200, 1200);

  hill->level = 1;
  on = situation (table, "fr", "pr");
  g_assert_true (has (on, 1, "above-slope", "HILL-5", "hill-1"));
  g_assert_false (has_factor (on, 0, "above-slope"));
  /* The hill now starts past the front (y 500): the Prussians stand on it, the front does not. */
  hill->path.points[0].y = hill->path.points[1].y = 505;
  off = situation (table, "fr", "pr");
  g_assert_false (has_factor (off, 1, "above-slope"));
}

/* HOUSE-3: in a redoubt the unit has the slope bonus against one outside (and the enemy in a
 * redoubt costs the attacker `house`, HOUSE-6). */
static void
test_house_3_redoubt (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) findings = NULL;

  vd_test_add_rect (table, "redoubt-1", VD_TERRAIN_REDOUBT, 400, 500, 800, 700);
  findings = situation (table, "fr", "pr");
  g_assert_true (has (findings, 1, "above-slope", "HOUSE-3", "redoubt-1"));
  g_assert_true (has (findings, 0, "house", "HOUSE-6", "redoubt-1"));
}

/* STREAM-2: the French, coming out of the stream that runs under them, fight below the
 * Prussians, who take the bonus. */
static void
test_stream_2_coming_out (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) findings = NULL;

  vd_test_add_line (table, "stream-1", VD_TERRAIN_STREAM, 0, 485, 1200, 485);
  findings = situation (table, "fr", "pr");
  g_assert_true (has (findings, 1, "above-slope", "STREAM-2", "stream-1"));
  g_assert_false (has_factor (findings, 0, "above-slope"));
}

/* HOUSE-8: engineers attacking a house take their bonus. */
static void
test_house_8_engineers (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) findings = NULL;

  vd_test_add_rect (table, "village-1", VD_TERRAIN_HOUSE, 400, 500, 800, 700);
  vd_table_edit_unit (table, "fr")->arm = VD_ARM_ENGINEERS;
  findings = situation (table, "fr", "pr");
  g_assert_true (has (findings, 0, "engineers", "HOUSE-8", "village-1"));
  g_assert_false (has_factor (findings, 1, "engineers"));
}

/* WOOD-11: two units in melee in the same wood have no light cover; one in the open and one in
 * the wood are not told so. */
static void
test_wood_11_no_cover (void)
{
  g_autoptr(VdTable) table = two_lines (VD_SCALE_25MM, 500, 500);
  g_autoptr(GArray) inside = NULL;
  g_autoptr(GArray) apart = NULL;
  VdFeature *wood = vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 0, 300, 1200, 800);

  inside = situation (table, "fr", "pr");
  g_assert_true (has (inside, -1, NULL, "WOOD-11", "wood-1"));
  wood->path.points[0].y = wood->path.points[1].y = 495;
  apart = situation (table, "fr", "pr");
  g_assert_false (has (apart, -1, NULL, "WOOD-11", "wood-1"));
}

/* WOOD-10: a no-formation line less than the edge distance (20 / 15 paces) from a wood,
 * fighting skirmishers, fights as skirmishers; exactly at the edge distance it does not. */
static void
test_wood_10_skirmishers (gconstpointer data)
{
  VdScale scale = GPOINTER_TO_INT (data);
  double edge = VD_TEST_AT (scale, 20, 15);

  for (int at = -1; at <= 0; at++)
    {
      g_autoptr(VdTable) table = two_lines (scale, 500, 500);
      g_autoptr(GArray) findings = NULL;
      VdUnit *fr = vd_table_edit_unit (table, "fr");

      /* The French footprint spans y 470…500: the wood ends EDGE + AT below it. */
      vd_test_add_rect (table, "wood-1", VD_TERRAIN_WOOD, 0, 0, 1200, 470 - edge - at);
      fr->conditions = 1u << VD_CONDITION_NO_FORMATION;
      vd_table_edit_unit (table, "pr")->formation = VD_FORMATION_SKIRMISH;
      findings = situation (table, "fr", "pr");
      g_assert_cmpint (has (findings, 0, NULL, "WOOD-10", "wood-1"), ==, at < 0);
      g_assert_true (has (findings, 0, "no-formation", "HOUSE-EX", "fr"));
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/melee/situation/HOUSE-6/HOUSE-11-enemy-in-house",
                   test_house_6_enemy_in_house);
  g_test_add_func ("/melee/situation/HOUSE-12-same-house", test_house_12_same_house);
  g_test_add_func ("/melee/situation/HILL-5-front-on-slope", test_hill_5_front_on_slope);
  g_test_add_func ("/melee/situation/HOUSE-3-redoubt", test_house_3_redoubt);
  g_test_add_func ("/melee/situation/STREAM-2-coming-out", test_stream_2_coming_out);
  g_test_add_func ("/melee/situation/HOUSE-8-engineers", test_house_8_engineers);
  g_test_add_func ("/melee/situation/WOOD-11-no-cover", test_wood_11_no_cover);
  g_test_add_data_func ("/melee/situation/WOOD-10/25mm", VD_TEST_S25, test_wood_10_skirmishers);
  g_test_add_data_func ("/melee/situation/WOOD-10/15mm", VD_TEST_S15, test_wood_10_skirmishers);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
