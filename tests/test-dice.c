#include "vd-dice.h"
#include "vd-error.h"

/* Every face comes up, nothing else does, and a seed replays the same rolls. */
static void
test_dice_ranges (void)
{
  g_autoptr(VdDice) dice = vd_dice_new_seeded (1805);
  gboolean seen_d6[7] = { FALSE }, seen_2d6[13] = { FALSE }, seen_d66[67] = { FALSE };

  for (int i = 0; i < 20000; i++)
    {
      int a = vd_dice_roll (dice, VD_DIE_D6), b = vd_dice_roll (dice, VD_DIE_2D6);
      int c = vd_dice_roll (dice, VD_DIE_D66);

      g_assert_true (vd_die_is_valid (VD_DIE_D6, a));
      g_assert_true (vd_die_is_valid (VD_DIE_2D6, b));
      g_assert_true (vd_die_is_valid (VD_DIE_D66, c));
      seen_d6[a] = seen_2d6[b] = seen_d66[c] = TRUE;
    }
  for (int v = 1; v <= 6; v++)
    g_assert_true (seen_d6[v]);
  for (int v = 2; v <= 12; v++)
    g_assert_true (seen_2d6[v]);
  for (int t = 1; t <= 6; t++)
    for (int u = 1; u <= 6; u++)
      g_assert_true (seen_d66[t * 10 + u]);
  /* d66 never shows a 0, 7, 8 or 9 digit. */
  g_assert_false (seen_d66[17] || seen_d66[20] || seen_d66[60]);
}

static void
test_dice_seeded (void)
{
  g_autoptr(VdDice) a = vd_dice_new_seeded (42);
  g_autoptr(VdDice) b = vd_dice_new_seeded (42);

  for (int i = 0; i < 100; i++)
    g_assert_cmpint (vd_dice_roll (a, VD_DIE_D66), ==, vd_dice_roll (b, VD_DIE_D66));
}

/* A referee's own roll, typed in. */
static void
test_dice_typed (void)
{
  g_autoptr(GError) error = NULL;
  VdDieKind kind;
  int value;

  g_assert_true (vd_die_parse (VD_DIE_D66, "35", &value, &error));
  g_assert_cmpint (value, ==, 35);
  g_assert_false (vd_die_parse (VD_DIE_D66, "37", &value, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==,
                   "“37” is not a d66 roll: two digits from 1 to 6, tens die first (11 to 66)");
  g_clear_error (&error);
  g_assert_false (vd_die_parse (VD_DIE_D6, "0", &value, &error));
  g_clear_error (&error);
  g_assert_false (vd_die_parse (VD_DIE_2D6, "two", &value, &error));
  g_clear_error (&error);
  g_assert_true (vd_die_parse (VD_DIE_2D6, "12", &value, &error));
  g_assert_true (vd_die_kind_from_string ("d66", &kind));
  g_assert_cmpint (kind, ==, VD_DIE_D66);
  g_assert_cmpstr (vd_die_kind_to_string (VD_DIE_2D6), ==, "2d6");
  g_assert_false (vd_die_kind_from_string ("d20", &kind));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice/ranges", test_dice_ranges);
  g_test_add_func ("/dice/seeded", test_dice_seeded);
  g_test_add_func ("/dice/typed", test_dice_typed);
  return g_test_run ();
}
