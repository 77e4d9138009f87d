/* A board's set-up against BN's set-up rules (vd-hex-setup-check.h), tests named after them:
 * no hex over the stacking limit (1.4.4), an officer with a counter he commands (1.4.2), any
 * formation and facing (1.4.3), full strength (1.4.5), a battery's notation (1.4.7), the
 * extensions of "(hex 1) ex (hex 2)" next to their parent (1.4.8), one facing a hex (13.0). */
#include <string.h>

#include "vd-board.h"
#include "vd-hex-odds.h"
#include "vd-hex-setup-check.h"
#include "vd-test-table.h"

static char *folder;

static GPtrArray *
check_of (const char *game, const char *body)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, game, 1, 9, 9, body, &module);

  return vd_hex_setup_check (board, module);
}

static const VdHexOddsReason *
found_for (GPtrArray *found, const char *rule, const char *by)
{
  for (guint i = 0; i < found->len; i++)
    {
      const VdHexOddsReason *reason = found->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0)
        return reason;
    }
  return NULL;
}

#define SETUP \
  "units:\n" \
  "  - {id: gen, side: french, class: officer, hex: \"%s\"}\n" \
  "  - {id: a, side: french, class: infantry, hex: \"0505\", strength: AA, army: gen}\n" \
  "  - {id: b, side: french, class: infantry, hex: \"%s\", strength: AA, army: gen}\n" \
  "  - {id: lone, side: french, class: officer, hex: \"0101\"}\n" \
  "  - {id: al, side: allied, class: infantry, hex: \"0505\", strength: AA}\n"

/* 1.4.4: AA and AA of one side in a hex start over AAA; the other side's counter there is
 * weighed apart; apart, nothing is said. */
static void
test_bn_1_4_4 (void)
{
  g_autofree char *over_body = g_strdup_printf (SETUP, "0505", "0505");
  g_autofree char *apart_body = g_strdup_printf (SETUP, "0505", "0707");
  g_autoptr(GPtrArray) over = check_of ("bn", over_body);
  g_autoptr(GPtrArray) apart = check_of ("bn", apart_body);
  const VdHexOddsReason *reason = found_for (over, "1.4.4", "0505");

  g_assert_nonnull (reason);
  g_assert_true (g_str_has_prefix (reason->what, "starts over the stacking limit: "));
  g_assert_null (found_for (apart, "1.4.4", "0505"));
}

/* 1.4.2: an officer away from every counter naming him is said; with one of them, or naming no
 * counter at all (lone), nothing; other games have no such rule. */
static void
test_bn_1_4_2 (void)
{
  g_autofree char *away_body = g_strdup_printf (SETUP, "0303", "0707");
  g_autofree char *with_body = g_strdup_printf (SETUP, "0707", "0707");
  g_autoptr(GPtrArray) away = check_of ("bn", away_body);
  g_autoptr(GPtrArray) with = check_of ("bn", with_body);
  g_autoptr(GPtrArray) naa = check_of ("naa", "units:\n"
                                       "  - {id: fr, side: french, class: infantry, hex: \"0101\"}\n");
  const VdHexOddsReason *reason = found_for (away, "1.4.2", "gen");

  g_assert_nonnull (reason);
  g_assert_cmpstr (reason->what, ==, "starts in 0303 with none of the counters he commands, "
                                     "which the rules ask unless the scenario says otherwise");
  g_assert_null (found_for (away, "1.4.2", "lone"));
  g_assert_null (found_for (with, "1.4.2", "gen"));
  g_assert_cmpuint (naa->len, ==, 0);
}

#define NOTATIONS \
  "units:\n" \
  "  - {id: b1, name: \"AGb (Hf)\", side: french, class: artillery, hex: \"0202\", strength: \"5\"}\n" \
  "  - {id: b2, name: \"AGb (3Hh)\", side: french, class: artillery, hex: \"0203\", strength: \"2\"}\n" \
  "  - {id: b3, name: \"RWb (3Lf)\", side: french, class: artillery, hex: \"0204\", strength: \"4\"}\n" \
  "  - {id: br, side: french, class: infantry, hex: \"0205\", strength: B," \
  " roster: \"A X B / _ V _ C _ _ _\"}\n" \
  "  - {id: fu, side: french, class: infantry, hex: \"0206\", strength: A," \
  " roster: \"A _ B _ _ V _ C _ _ _\"}\n"

/* 1.4.5: a row with marks and a battery below its notation, said ("generally"); 1.4.7: a
 * notation its counter exceeds; a battery as written, nothing. */
static void
test_bn_1_4_5_1_4_7 (void)
{
  g_autoptr(GPtrArray) found = check_of ("bn", NOTATIONS);
  const VdHexOddsReason *row = found_for (found, "1.4.5", "br");
  const VdHexOddsReason *below = found_for (found, "1.4.5", "b2");
  const VdHexOddsReason *above = found_for (found, "1.4.7", "b3");

  g_assert_nonnull (row);
  g_assert_cmpstr (row->what, ==, "starts with 2 boxes of its roster row marked: units "
                                  "generally start at full strength");
  g_assert_nonnull (below);
  g_assert_cmpstr (below->what, ==, "its set-up notation gives 3 artillery points, its counter 2");
  g_assert_nonnull (above);
  g_assert_null (found_for (found, "1.4.5", "b1"));
  g_assert_null (found_for (found, "1.4.7", "b1"));
  g_assert_null (found_for (found, "1.4.5", "fu"));
}

#define EXTENDED \
  "units:\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0505\", strength: A, formation: line," \
  " facing: 0}\n" \
  "  - {id: fr-ex1, side: french, class: infantry, hex: \"0506\", strength: B, extends: fr," \
  " formation: column, facing: 3}\n" \
  "  - {id: fr-ex2, side: french, class: infantry, hex: \"0508\", strength: B, extends: fr," \
  " formation: square, facing: 7}\n" \
  "  - {id: sq, side: french, class: infantry, hex: \"0505\", strength: B, formation: square," \
  " facing: 2}\n" \
  "  - {id: gen, side: french, class: officer, hex: \"0505\"}\n" \
  "  - {id: art, side: french, class: artillery, hex: \"0506\", strength: \"3\"," \
  " formation: unlimbered, facing: 3}\n"

/* 1.4.8: "(0505) ex (0506), (0508)": the extension next to its parent is silent, the other
 * said (17.0); 1.4.3: any formation and facing at start, square and a vertex included; 13.0:
 * two facings in one hex said, the officer (no facing) aside. */
static void
test_bn_1_4_8_1_4_3_13_0 (void)
{
  g_autoptr(GPtrArray) found = check_of ("bn", EXTENDED);
  const VdHexOddsReason *far = found_for (found, "1.4.8", "fr-ex2");
  const VdHexOddsReason *facing = found_for (found, "13.0", "sq");

  g_assert_nonnull (far);
  g_assert_cmpstr (far->what, ==, "starts in 0508, not next to its parent fr in 0505 (17.0)");
  g_assert_null (found_for (found, "1.4.8", "fr-ex1"));
  g_assert_nonnull (facing);
  g_assert_cmpstr (facing->what, ==, "faces 2, not as fr in its hex (0): all the units of a hex "
                                     "face the same way");
  /* fr-ex1 and art face alike in 0506; the officer has no facing. */
  g_assert_null (found_for (found, "13.0", "art"));
  g_assert_null (found_for (found, "13.0", "gen"));
  /* 1.4.3: the formations and facings themselves are never said. */
  g_assert_cmpuint (found->len, ==, 2);
}

/* LBA-COAL-3: with the Coalition Coordination option on, check says its rules are in the
 * missing scenarios; without it, nothing. */
static void
test_lba_coal_3 (void)
{
  g_autoptr(GPtrArray) on = check_of ("lba", "options: [coalition-coordination]\n");
  g_autoptr(GPtrArray) off = check_of ("lba", "units: []\n");
  const VdHexOddsReason *said = found_for (on, "LBA-COAL-3", "coalition-coordination");

  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said->what, "on: its rules are in the scenarios"));
  g_assert_null (found_for (off, "LBA-COAL-3", "coalition-coordination"));
}

/* LBA-MAP-1: a hamlet beside a village is warned (by the hamlet's hex); a lone one is not. */
static void
test_lba_map_1 (void)
{
  g_autoptr(GPtrArray) found = check_of ("lba", "hexes:\n  \"0303\": {terrain: hamlet}\n"
                                         "  \"0304\": {terrain: village}\n"
                                         "  \"0707\": {terrain: hamlet}\n");
  const VdHexOddsReason *said = found_for (found, "LBA-MAP-1", "0303");

  g_assert_nonnull (said);
  g_assert_nonnull (strstr (said->what, "0304 beside it is a village"));
  g_assert_null (found_for (found, "LBA-MAP-1", "0707"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-setup-XXXXXX");
  g_test_add_func ("/hex/rules/bn/1.4.4", test_bn_1_4_4);
  g_test_add_func ("/hex/rules/bn/1.4.2", test_bn_1_4_2);
  g_test_add_func ("/hex/rules/bn/1.4.5-1.4.7", test_bn_1_4_5_1_4_7);
  g_test_add_func ("/hex/rules/bn/1.4.8-1.4.3-13.0", test_bn_1_4_8_1_4_3_13_0);
  g_test_add_func ("/hex/rules/lba/LBA-COAL-3", test_lba_coal_3);
  g_test_add_func ("/hex/rules/lba/LBA-MAP-1", test_lba_map_1);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
