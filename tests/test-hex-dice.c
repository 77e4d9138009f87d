/* The dice the board games read (vd-hex-dice.h): summed dice (1d6, 2d6) and d66 (BN 5.3, two
 * dice read as tens and units), rolls checked and drawn, and the two readings of a modified d66
 * (LBA's lba-i-d66). */
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-attack.h"
#include "vd-hex-dice.h"
#include "vd-test-table.h"

static char *folder;

/* 2d6: 2 to 12, drawn in that range. */
static void
test_2d6 (void)
{
  const VdHexDice dice = { VD_HEX_DICE_SUM, 2, 6 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = vd_hex_dice_name (&dice);
  gboolean seen_2 = FALSE, seen_12 = FALSE;

  g_assert_cmpstr (name, ==, "2d6");
  g_assert_true (vd_hex_dice_check (&dice, 2, NULL));
  g_assert_true (vd_hex_dice_check (&dice, 12, NULL));
  g_assert_false (vd_hex_dice_check (&dice, 13, &error));
  g_assert_cmpstr (error->message, ==, "a roll is 2 to 12 on this game's dice (2d6), not 13");
  g_clear_error (&error);
  g_assert_false (vd_hex_dice_check (&dice, 1, &error));
  for (int i = 0; i < 2000; i++)
    {
      int roll = vd_hex_dice_roll (&dice, rand);

      g_assert_cmpint (roll, >=, 2);
      g_assert_cmpint (roll, <=, 12);
      seen_2 |= roll == 2;
      seen_12 |= roll == 12;
    }
  g_assert_true (seen_2 && seen_12);
}

/* d66 (5.3): both digits 1 to 6; 40, 17, 70 are no rolls. */
static void
test_d66 (void)
{
  const VdHexDice dice = { VD_HEX_DICE_D66, 2, 6 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_hex_dice_check (&dice, 11, NULL));
  g_assert_true (vd_hex_dice_check (&dice, 13, NULL));
  g_assert_true (vd_hex_dice_check (&dice, 65, NULL));
  g_assert_true (vd_hex_dice_check (&dice, 66, NULL));
  for (guint i = 0; i < 5; i++)
    {
      const int bad[] = { 10, 17, 40, 67, 70 };

      g_assert_false (vd_hex_dice_check (&dice, bad[i], &error));
      g_assert_nonnull (strstr (error->message, "both digits 1 to 6"));
      g_clear_error (&error);
    }
  for (int i = 0; i < 500; i++)
    g_assert_true (vd_hex_dice_check (&dice, vd_hex_dice_roll (&dice, rand), NULL));
}

/* lba-i-d66: 46 + 6 is 52 by decimal arithmetic, 56 by steps along the 36 results (clamped to
 * 66); no reading, no answer. */
static void
test_d66_modifier (void)
{
  int result = 0;

  g_assert_true (vd_hex_dice_d66_modify (46, 6, "decimal-arithmetic", &result));
  g_assert_cmpint (result, ==, 52);
  g_assert_true (vd_hex_dice_d66_modify (46, 6, "steps-of-36-results", &result));
  g_assert_cmpint (result, ==, 56);
  g_assert_true (vd_hex_dice_d66_modify (64, 6, "steps-of-36-results", &result));
  g_assert_cmpint (result, ==, 66);
  g_assert_true (vd_hex_dice_d66_modify (21, -12, "steps-of-36-results", &result));
  g_assert_cmpint (result, ==, 11);
  g_assert_false (vd_hex_dice_d66_modify (46, 6, NULL, &result));
}

/* A game's combat die from its module: 1914 1d6, BN's melee 1d6 (23.0-ex), NaA's faces not
 * given; hex attack refuses a roll the die cannot give. */
static void
test_module_die (void)
{
  g_autoptr(VdHexRuleset) bn = NULL, naa = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 1, 6, 6,
    "units:\n  - {id: a, side: french, class: infantry, hex: \"0101\", strength: A}\n"
    "  - {id: b, side: allied, class: infantry, hex: \"0102\", strength: A}\n", &bn);
  g_autoptr(VdBoard) naa_board = vd_test_hex_board (folder, "naa", 1, 6, 6,
    "units:\n  - {id: f, side: french, class: infantry, hex: \"0303\"}\n", &naa);
  const char * const attackers[] = { "a", NULL };
  const char * const defenders[] = { "b", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexAttack) attack = NULL;
  g_autofree char *name = NULL, *naa_name = NULL;
  VdHexDice dice;

  vd_hex_dice_from_module (bn, "combat.die", &dice);
  name = vd_hex_dice_name (&dice);
  g_assert_cmpstr (name, ==, "1d6");
  g_assert_null (vd_hex_attack (board, bn, attackers, defenders, 7, &error));
  g_assert_cmpstr (error->message, ==, "a roll is 1 to 6 on this game's die");
  g_clear_error (&error);
  attack = vd_hex_attack (board, bn, attackers, defenders, 6, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (attack->missing_rule, ==, "23.0");
  vd_hex_dice_from_module (naa, "combat.die", &dice);
  naa_name = vd_hex_dice_name (&dice);
  g_assert_cmpstr (naa_name, ==, "1 die");
  g_assert_true (vd_hex_dice_check (&dice, 9, NULL));
  g_assert_cmpint (vd_hex_dice_roll (&dice, NULL), ==, -1);
  (void) naa_board;
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-dice-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/dice/2d6", test_2d6);
  g_test_add_func ("/hex/dice/d66-5.3", test_d66);
  g_test_add_func ("/hex/dice/d66-modifier-lba-i-d66", test_d66_modifier);
  g_test_add_func ("/hex/rules/bn/23.0-ex-die", test_module_die);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
