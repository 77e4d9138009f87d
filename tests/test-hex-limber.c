/* LBA's limbering roll (vd-hex-limber.h), tests named after the rules, each cell read straight
 * from the seed's chart: Russian light "5-6", horse "4-6", position "6", French à cheval "2-6",
 * the Guard "no roll needed"; the bonuses of SR p.16 (+1, +1, +2, +3); the Santon's batteries,
 * which never limber. */
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-limber.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

#define BODY \
  "hexes:\n" \
  "  \"0303\": {terrain: santon}\n" \
  "hexsides:\n" \
  "  - {between: [\"0303\", \"0402\"], feature: earthwork-front, toward: \"0402\"}\n" \
  "  - {between: [\"0303\", \"0403\"], feature: earthwork-front, toward: \"0403\"}\n" \
  "units:\n" \
  "  - {id: ra, side: coalition, nation: russian, class: artillery, hex: \"0101\"," \
  " state: unlimbered}\n" \
  "  - {id: rl, side: coalition, nation: russian, class: artillery, hex: \"0102\"," \
  " state: limbered}\n" \
  "  - {id: rn, side: coalition, nation: russian, class: artillery, hex: \"0103\"}\n" \
  "  - {id: fa, side: french, class: artillery, hex: \"0201\", state: unlimbered}\n" \
  "  - {id: na, side: coalition, class: artillery, hex: \"0202\", state: unlimbered}\n" \
  "  - {id: sb, side: french, class: artillery, hex: \"0303\", state: unlimbered}\n" \
  "  - {id: fi, side: french, class: infantry, hex: \"0501\"}\n"

static VdBoard *
board_of (VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 6, 6, BODY, module);
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *what)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The refusal of UNIT's limbering, its message holding WHAT. */
static void
assert_refused (const VdBoard *board, const VdHexRuleset *module, const char *unit,
                const char *kind, const char * const *bonuses, int roll, const char *what)
{
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_limber (board, module, unit, kind, bonuses, roll, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, what) == NULL)
    g_error ("“%s” does not say %s", error->message, what);
}

/* LBA-LIMB-1: one die on the battery's row, this or higher; the Guard with no roll; a row not
 * of its nation, a counter that is not unlimbered artillery, a roll no die gives: refused. */
static void
test_lba_limb_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLimber) limber = NULL;

  limber = vd_hex_limber (board, module, "ra", "russian-light", NULL, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (limber->row, ==, "russian-light");
  g_assert_cmpint (limber->needed, ==, 5);
  g_assert_cmpint (limber->modified, ==, 4);
  g_assert_false (limber->limbers);
  g_assert_cmpstr (limber->rule, ==, "LBA-LIMB-1");
  g_assert_null (limber->missing);
  g_assert_true (has_reason (limber->reasons, "LBA-LIMB-1",
                             "russian-light limbers on 5 or higher"));
  g_assert_true (has_reason (limber->reasons, "LBA-LIMB-1", "die 4: does not limber"));
  g_clear_pointer (&limber, vd_hex_limber_free);
  limber = vd_hex_limber (board, module, "ra", "russian-horse", NULL, 4, &error);
  g_assert_true (limber->limbers);
  g_assert_cmpstr (limber->state, ==, "limbered");
  g_clear_pointer (&limber, vd_hex_limber_free);
  limber = vd_hex_limber (board, module, "ra", "russian-position", NULL, 5, &error);
  g_assert_cmpint (limber->needed, ==, 6);
  g_assert_false (limber->limbers);
  g_clear_pointer (&limber, vd_hex_limber_free);
  /* A French counter without a nation is its side's; à cheval limbers on 2. */
  limber = vd_hex_limber (board, module, "fa", "french-a-cheval", NULL, 2, &error);
  g_assert_no_error (error);
  g_assert_true (limber->limbers);
  g_clear_pointer (&limber, vd_hex_limber_free);
  /* The Guard needs no roll: none given is none needed, and bonuses do not count. */
  limber = vd_hex_limber (board, module, "fa", "french-de-la-garde",
                          (const char * const[]) { "napoleon", NULL }, 0, &error);
  g_assert_no_error (error);
  g_assert_true (limber->automatic);
  g_assert_true (limber->limbers);
  g_assert_true (has_reason (limber->reasons, "LBA-LIMB-1", "with no roll"));
  g_assert_true (has_reason (limber->reasons, "LBA-LIMB-2", "not counted"));
  g_clear_pointer (&limber, vd_hex_limber_free);

  assert_refused (board, module, "ra", NULL, NULL, 4, "--kind: russian-light, russian-horse");
  assert_refused (board, module, "ra", "french-a-pied", NULL, 4, "not one of its nation's");
  assert_refused (board, module, "na", "russian-light", NULL, 4, "give the counter its nation");
  assert_refused (board, module, "rl", "russian-light", NULL, 4,
                  "already limbered: nothing to limber (LBA-LIMB-1)");
  assert_refused (board, module, "rn", "russian-light", NULL, 4, "not unlimbered");
  assert_refused (board, module, "fi", NULL, NULL, 4, "only artillery limbers (LBA-LIMB-1)");
  assert_refused (board, module, "zz", NULL, NULL, 4, "no unit");
  assert_refused (board, module, "ra", "russian-light", NULL, 7, "1 to 6");
  assert_refused (board, module, "ra", "russian-light", NULL, 0, "1 to 6");
}

/* LBA-LIMB-2 and lba-i-limber-bonuses: each bonus adds its amount; two or more either add up
 * or count the best only, and while the reading is open a difference is named, not guessed. */
static void
test_lba_limb_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexLimber) limber = NULL;
  const char * const napoleon[] = { "napoleon", NULL };
  const char * const both[] = { "napoleon", "artillery_bonus_leader", NULL };

  vd_test_choose_reading ("lba", NULL, NULL);
  board = board_of (&module);
  limber = vd_hex_limber (board, module, "ra", "russian-position", napoleon, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpint (limber->modified, ==, 6);
  g_assert_true (limber->limbers);
  g_assert_true (has_reason (limber->reasons, "LBA-LIMB-2", "napoleon +3"));
  g_clear_pointer (&limber, vd_hex_limber_free);
  /* 2 +4 = 6 limbers on the position row, 2 +3 = 5 does not: unknown, named. */
  limber = vd_hex_limber (board, module, "ra", "russian-position", both, 2, &error);
  g_assert_no_error (error);
  g_assert_false (limber->limbers);
  g_assert_cmpstr (limber->missing_rule, ==, "lba-i-limber-bonuses");
  g_assert_nonnull (strstr (limber->missing, "die 2 +4 = 6: limbers"));
  g_assert_nonnull (strstr (limber->missing, "die 2 +3 = 5: does not limber"));
  g_clear_pointer (&limber, vd_hex_limber_free);
  /* 3 +4 and 3 +3 both limber: open, but it makes no difference. */
  limber = vd_hex_limber (board, module, "ra", "russian-position", both, 3, &error);
  g_assert_null (limber->missing);
  g_assert_true (limber->limbers);
  g_assert_true (has_reason (limber->reasons, "lba-i-limber-bonuses", "both readings"));
  g_clear_pointer (&limber, vd_hex_limber_free);
  assert_refused (board, module, "ra", "russian-light",
                  (const char * const[]) { "murat", NULL }, 3, "no limbering bonus (");
  assert_refused (board, module, "ra", "russian-light", (const char * const[]) { "napoleon",
                                                                                 "napoleon",
                                                                                 NULL },
                  3, "given twice");

  /* The owner's choice settles it. */
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  vd_test_choose_reading ("lba", "lba-i-limber-bonuses", "add-up");
  board = board_of (&module);
  limber = vd_hex_limber (board, module, "ra", "russian-position", both, 2, &error);
  g_assert_null (limber->missing);
  g_assert_cmpint (limber->modified, ==, 6);
  g_assert_true (limber->limbers);
  g_assert_true (has_reason (limber->reasons, "lba-i-limber-bonuses", "add-up: 2 +4 = 6"));
  g_clear_pointer (&limber, vd_hex_limber_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  vd_test_choose_reading ("lba", "lba-i-limber-bonuses", "best-only");
  board = board_of (&module);
  limber = vd_hex_limber (board, module, "ra", "russian-position", both, 2, &error);
  g_assert_cmpint (limber->modified, ==, 5);
  g_assert_false (limber->limbers);
  g_assert_true (has_reason (limber->reasons, "lba-i-limber-bonuses", "best-only: 2 +3 = 5"));
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-SANTON-1: a battery in a Santon earthwork never limbers, whatever the roll. */
static void
test_lba_santon_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (&module);

  assert_refused (board, module, "sb", "french-a-pied", NULL, 6,
                  "Santon earthwork: those never limber (LBA-SANTON-1)");
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-limber-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-LIMB-1", test_lba_limb_1);
  g_test_add_func ("/hex/rules/lba/LBA-LIMB-2-lba-i-limber-bonuses", test_lba_limb_2);
  g_test_add_func ("/hex/rules/lba/LBA-SANTON-1-limber", test_lba_santon_1);
  status = g_test_run ();
  vd_test_choose_reading ("lba", NULL, NULL);
  vd_test_data_folder_remove (folder);
  return status;
}
