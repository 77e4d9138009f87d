#include "vd-types.h"

static void
test_round_trip_names (void)
{
  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    {
      VdTerrainType back;

      g_assert_true (vd_terrain_type_from_string (vd_terrain_type_to_string (t), &back));
      g_assert_cmpint (back, ==, t);
    }
  for (int a = 0; a < VD_N_ARMS; a++)
    {
      VdArm back;

      g_assert_true (vd_arm_from_string (vd_arm_to_string (a), &back));
      g_assert_cmpint (back, ==, a);
    }
  for (int f = 0; f < VD_N_FORMATIONS; f++)
    {
      VdFormation back;

      g_assert_true (vd_formation_from_string (vd_formation_to_string (f), &back));
      g_assert_cmpint (back, ==, f);
    }
  for (int c = 0; c < VD_N_CONDITIONS; c++)
    {
      VdCondition back;

      g_assert_true (vd_condition_from_string (vd_condition_to_string (c), &back));
      g_assert_cmpint (back, ==, c);
    }
  for (int s = 0; s < VD_N_SCALES; s++)
    {
      VdScale back;

      g_assert_true (vd_scale_from_string (vd_scale_to_string (s), &back));
      g_assert_cmpint (back, ==, s);
    }
}

static void
test_file_keywords (void)
{
  VdTerrainType type;
  VdFormation formation;
  VdScale scale;

  /* The words of formats.md §1. */
  g_assert_true (vd_terrain_type_from_string ("light-obstacle", &type));
  g_assert_cmpint (type, ==, VD_TERRAIN_LIGHT_OBSTACLE);
  g_assert_true (vd_formation_from_string ("dispersed", &formation));
  g_assert_cmpint (formation, ==, VD_FORMATION_DISPERSED);
  g_assert_true (vd_scale_from_string ("15mm", &scale));
  g_assert_cmpint (scale, ==, VD_SCALE_15MM);
  g_assert_false (vd_terrain_type_from_string ("Wood", &type));
  g_assert_false (vd_terrain_type_from_string ("", &type));
  g_assert_false (vd_terrain_type_from_string (NULL, &type));
  g_assert_false (vd_scale_from_string ("25", &scale));
  {
    VdCondition condition;

    g_assert_true (vd_condition_from_string ("no-formation", &condition));
    g_assert_cmpint (condition, ==, VD_CONDITION_NO_FORMATION);
    g_assert_false (vd_condition_from_string ("disorganised", &condition));
  }
}

static void
test_shapes (void)
{
  g_assert_true (vd_terrain_type_allows_shape (VD_TERRAIN_WOOD, VD_SHAPE_AREA));
  g_assert_false (vd_terrain_type_allows_shape (VD_TERRAIN_WOOD, VD_SHAPE_LINE));
  g_assert_true (vd_terrain_type_allows_shape (VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_LINE));
  g_assert_false (vd_terrain_type_allows_shape (VD_TERRAIN_HARD_OBSTACLE, VD_SHAPE_AREA));
  g_assert_true (vd_terrain_type_allows_shape (VD_TERRAIN_RIVER, VD_SHAPE_AREA));
  g_assert_true (vd_terrain_type_allows_shape (VD_TERRAIN_RIVER, VD_SHAPE_LINE));
  g_assert_false (vd_terrain_type_allows_shape (VD_TERRAIN_FORD, VD_SHAPE_LINE));
}

static void
test_lists (void)
{
  g_autofree char *terrain = vd_terrain_type_list ();
  g_autofree char *formations = vd_formation_list ();

  g_assert_true (g_str_has_prefix (terrain, "hill, wood, stream"));
  g_assert_true (g_str_has_suffix (terrain, "bridge, ford"));
  g_assert_true (g_str_has_suffix (formations, "limbered, none"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/types/round-trip-names", test_round_trip_names);
  g_test_add_func ("/types/file-keywords", test_file_keywords);
  g_test_add_func ("/types/shapes", test_shapes);
  g_test_add_func ("/types/lists", test_lists);
  return g_test_run ();
}
