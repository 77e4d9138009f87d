/* BN's procedures walked step by step (vd-hex-melee-steps-bn.h, vd-hex-square-steps-bn.h),
 * tests named after the rules: 8.3 the melee's steps A to F of 23.0, each with its rule and
 * what is missing; 8.5 the square test: the top infantry tests for its hex, Normal or Blood
 * Lust forms square with the shelter of 11.6d, any other result applies instead. The Morale
 * Table's one cell used (row B, 56: Shaken) is the seed's (25.2-ex). */
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-melee-steps-bn.h"
#include "vd-hex-odds.h"
#include "vd-hex-square-steps-bn.h"
#include "vd-test-table.h"

static char *folder;

/* Whether REASONS hold one of RULE whose text holds WHAT (BY too, when not NULL). */
static gboolean
said (const GPtrArray *reasons, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0) &&
          strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The place of the first step of RULE holding WHAT, or -1. */
static int
place_of (const GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return (int) i;
    }
  return -1;
}

#define MELEE \
  "phase: fr-movement\n" \
  "units:\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0506\", strength: A, grade: C," \
  " formation: column, facing: 0}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0505\", strength: B, grade: B," \
  " formation: square, facing: 3}\n" \
  "  - {id: al-sk, side: allied, class: skirmisher, hex: \"0505\", strength: C}\n"

/* 8.3: fr-1 against al-1's stack: A enters at the hex's cost plus 2 (the cost missing); B the
 * defenders fire first; C fr-1 fires; D then E each side's check in
 * the melee (23.1l) on its row; F the odds 4 against 3 on the missing Odds Table, the loser
 * back 1 hex, al-1 in square ignoring it (11.6c). A counter not on the map is an error. */
static void
test_8_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, MELEE, &module);
  const char *attackers[] = { "fr-1", NULL };
  const char *defenders[] = { "al-1", "al-sk", NULL };
  const char *nobody[] = { "ghost", NULL };
  g_autoptr(VdHexSteps) steps = vd_hex_bn_melee_steps (setup, module, G_MAXUINT, attackers,
                                                       defenders, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSteps) none = NULL;
  int b, c, d, e, f;

  g_assert_nonnull (steps);
  g_assert_null (steps->refused);
  g_assert_true (said (steps->steps, "23.0", "fr-1", "A: fr-1 enters 0505 (Open ground): its "
                                                     "cost, plus 2 MP"));
  g_assert_true (said (steps->missing, "23.0", "0505", "Open ground: movement points missing"));
  g_assert_true (said (steps->steps, "23.0", "al-1", "B: al-1 fires at close-combat range"));
  g_assert_true (said (steps->steps, "23.0", "al-sk", "B: al-sk fires"));
  g_assert_true (said (steps->steps, "23.0", "fr-1", "C: fr-1 fires"));
  g_assert_true (said (steps->steps, "23.1l", "fr-1", "D: fr-1 checks for its stack: grade C, "
                                                      "row C"));
  g_assert_true (said (steps->steps, "23.1l", "al-1", "E: al-1 checks for its stack: grade B"));
  g_assert_true (said (steps->steps, "23.0", "al-1", "E: a result that makes it retreat ends "
                                                     "the melee"));
  g_assert_true (said (steps->steps, "23.1j", NULL, "F: not ended: 4 against 3"));
  g_assert_true (said (steps->missing, "23.0", "F", "Odds Table"));
  g_assert_true (said (steps->steps, "23.1k", "0505", "F: the loser retreats 1 hex"));
  g_assert_true (said (steps->steps, "11.6c", "al-1", "al-1 is in square: it ignores a one-hex "
                                                      "retreat"));
  g_assert_true (said (steps->players, "23.0", NULL, "the attacker moves no further"));
  /* In the order of 23.0. */
  b = place_of (steps->steps, "23.0", "B: ");
  c = place_of (steps->steps, "23.0", "C: ");
  d = place_of (steps->steps, "23.1l", "D: ");
  e = place_of (steps->steps, "23.1l", "E: ");
  f = place_of (steps->steps, "23.1j", "F: ");
  g_assert_true (place_of (steps->steps, "23.0", "A: ") < b && b < c && c < d && d < e && e < f);

  none = vd_hex_bn_melee_steps (setup, module, G_MAXUINT, nobody, defenders, &error);
  g_assert_null (none);
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
}

#define SQUARE \
  "units:\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0505\", strength: B, grade: B," \
  " formation: line, facing: 3}\n" \
  "  - {id: al-2, side: allied, class: infantry, hex: \"0505\", strength: C, grade: C," \
  " formation: column, facing: 3}\n" \
  "  - {id: al-sk, side: allied, class: skirmisher, hex: \"0505\", strength: C}\n" \
  "  - {id: al-c, side: allied, class: cavalry, hex: \"0505\", strength: C}\n" \
  "  - {id: al-3, side: allied, class: infantry, hex: \"0303\", strength: B, grade: B," \
  " formation: square, facing: 3}\n" \
  "  - {id: al-4, side: allied, class: infantry, hex: \"0707\", strength: B, grade: B," \
  " formation: line, state: routed, facing: 3}\n"

/* 8.5: al-1 on top tests for 0505 on row B; without a roll the cell is named missing and both
 * outcomes said; the referee's Normal forms square: al-1 and al-2 form it, the skirmisher
 * shelters, the cavalry does not (11.6a, 11.6d); the seed's roll 56 on row B, Shaken, fails and
 * applies instead; a hex in square already or a routed stack may not test (11.6b); a
 * result that names no level is an error. */
static void
test_8_5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, SQUARE, &module);
  g_autoptr(VdHexSteps) open = NULL, passed = NULL, lust = NULL, failed = NULL, already = NULL,
                        routed = NULL, bad = NULL;
  g_autoptr(GError) error = NULL;

  open = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-2", 0, NULL, NULL);
  g_assert_null (open->refused);
  g_assert_true (said (open->steps, "8.5", "al-1", "1: al-1 checks for its stack: grade B, row "
                                                   "B"));
  g_assert_true (said (open->missing, "8.5", "al-1", "the roll (11-66) or the referee's result"));
  g_assert_true (said (open->steps, "8.5", "0505", "2: on Normal or Blood Lust 0505 forms "
                                                   "square"));
  g_assert_false (said (open->steps, "11.6a", NULL, "forms square"));

  passed = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-1", 0, "Normal", NULL);
  g_assert_true (said (passed->steps, "8.5", "0505", "2: passed: 0505 forms square"));
  g_assert_true (said (passed->steps, "11.6a", "al-1", "al-1 forms square"));
  g_assert_true (said (passed->steps, "11.6a", "al-2", "al-2 forms square"));
  g_assert_true (said (passed->steps, "11.6d", "al-sk", "al-sk shelters in the square"));
  g_assert_true (said (passed->steps, "11.6a", "al-c", "al-c, cavalry, does not shelter"));

  lust = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-1", 0, "Blood Lust", NULL);
  g_assert_true (said (lust->steps, "8.5", "0505", "its units in blood lust"));
  g_assert_true (said (lust->steps, "11.6a", "al-2", "al-2 forms square, in blood lust"));

  failed = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-1", 56, NULL, NULL);
  g_assert_true (said (failed->steps, "25.2-ex", "al-1", "1: roll 56: Shaken"));
  g_assert_true (said (failed->steps, "8.5", "0505", "2: failed: Shaken applies to the stack of "
                                                     "0505"));
  g_assert_false (said (failed->steps, "11.6a", NULL, "forms square"));

  already = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-3", 0, NULL, NULL);
  g_assert_cmpstr (already->refused, ==, "0303 is in square already");
  g_assert_cmpstr (already->refused_rule, ==, "11.6b");
  routed = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-4", 0, NULL, NULL);
  g_assert_nonnull (strstr (routed->refused, "0707 may not try square: al-4 is in"));
  g_assert_cmpstr (routed->refused_rule, ==, "11.6b");

  bad = vd_hex_bn_square_steps (setup, module, G_MAXUINT, "al-1", 0, "Splendid", &error);
  g_assert_null (bad);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-steps-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/8.3", test_8_3);
  g_test_add_func ("/hex/rules/bn/8.5", test_8_5);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
