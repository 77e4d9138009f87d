/* LBA's odds as modifiers (vd-hex-pre-melee.h), tests named after the rules: the pre-melee odds
 * chart shifting both checks (LBA-PRE-1), its blank cells and the rows below it named, how odds
 * round to a row a reading (lba-i-pre-melee-odds); the infantry conditions (LBA-PRE-2): a slope
 * climbed to the defender, a flank assault said by the referee, a garbled row named; the
 * earthwork's front (LBA-SANTON-6). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-pre-melee.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "lba", 1, 6, 6, body, module);
}

static gboolean
has_reason (const VdHexPreMelee *pre, const char *rule, const char *what)
{
  for (guint i = 0; i < pre->reasons->len; i++)
    {
      const VdHexOddsReason *reason = pre->reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

#define ASSAULT(a, d, extra) \
  extra \
  "units:\n  - {id: a1, side: french, class: infantry, hex: \"0302\", strength: \"" a "\"}\n" \
  "  - {id: d1, side: coalition, class: infantry, hex: \"0303\", strength: \"" d "\"}\n"

static const char * const A1[] = { "a1", NULL };
static const char * const D1[] = { "d1", NULL };

static VdHexPreMelee *
pre_of (const char *body, const char * const *conditions)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (body, &module);
  g_autoptr(GError) error = NULL;
  VdHexPreMelee *pre = vd_hex_pre_melee (board, module, A1, D1, conditions, &error);

  g_assert_no_error (error);
  return pre;
}

/* LBA-PRE-1: 2/1 gives the attacker +3 and the defender -3; at 4/1 the attacker's cell is
 * blank in the seed (named) while the defender's -9 counts; under 1/2 there is no row. */
static void
test_lba_pre_1 (void)
{
  g_autoptr(VdHexPreMelee) two = pre_of (ASSAULT ("6", "3", ""), NULL);
  g_autoptr(VdHexPreMelee) four = pre_of (ASSAULT ("8", "2", ""), NULL);
  g_autoptr(VdHexPreMelee) low = pre_of (ASSAULT ("1", "3", ""), NULL);

  g_assert_cmpstr (two->odds, ==, "2/1");
  g_assert_true (two->attacker_known && two->defender_known);
  g_assert_cmpint (two->attacker, ==, 3);
  g_assert_cmpint (two->defender, ==, -3);
  g_assert_true (has_reason (two, "LBA-PRE-1", "6 against 3: the row 2/1"));
  g_assert_cmpstr (four->odds, ==, "4/1");
  g_assert_false (four->attacker_known);
  g_assert_true (four->defender_known);
  g_assert_cmpint (four->defender, ==, -9);
  g_assert_cmpstr (four->missing_rule, ==, "LBA-PRE-1");
  g_assert_nonnull (strstr (four->missing, "blank in the seed"));
  g_assert_null (low->odds);
  g_assert_nonnull (strstr (low->missing, "below the chart's first row"));
}

/* lba-i-pre-melee-odds: 5 against 2 is 2/1 rounded down, 3/1 to the nearest: open, named. */
static void
test_lba_i_pre_melee_odds (void)
{
  g_autoptr(VdHexPreMelee) open = NULL, nearest = NULL;

  vd_test_choose_reading ("lba", NULL, NULL);
  open = pre_of (ASSAULT ("5", "2", ""), NULL);
  g_assert_null (open->odds);
  g_assert_cmpstr (open->missing_rule, ==, "lba-i-pre-melee-odds");
  vd_test_choose_reading ("lba", "lba-i-pre-melee-odds", "nearest");
  nearest = pre_of (ASSAULT ("5", "2", ""), NULL);
  g_assert_cmpstr (nearest->odds, ==, "3/1");
  g_assert_cmpint (nearest->attacker, ==, 6);
  vd_test_choose_reading ("lba", NULL, NULL);
}

/* LBA-PRE-2: up a slope to the defender, -3 and +3; a flank assault the referee states, +12
 * and -12; a garbled row (square) named; LBA-SANTON-6: the earthwork's front, -12. */
static void
test_lba_pre_2 (void)
{
  const char * const flank[] = { "defender-assaulted-in-flank", NULL };
  const char * const square[] = { "defender-in-square", NULL };
  g_autoptr(VdHexPreMelee) slope = pre_of (ASSAULT ("6", "3",
    "hexsides:\n  - {between: [\"0302\", \"0303\"], feature: slope, toward: \"0303\"}\n"), flank);
  g_autoptr(VdHexPreMelee) garbled = pre_of (ASSAULT ("6", "3", ""), square);
  g_autoptr(VdHexPreMelee) santon = pre_of (ASSAULT ("6", "3",
    "hexes:\n  \"0303\": {terrain: santon}\n"
    "hexsides:\n  - {between: [\"0302\", \"0303\"], feature: earthwork-front, toward: \"0302\"}\n"),
    NULL);

  g_assert_cmpint (slope->attacker, ==, 3 - 3 + 12);
  g_assert_cmpint (slope->defender, ==, -3 + 3 - 12);
  g_assert_true (has_reason (slope, "LBA-PRE-2", "attacker-assaulting-up-a-slope"));
  g_assert_true (has_reason (slope, "LBA-PRE-2", "defender-assaulted-in-flank"));
  g_assert_false (garbled->attacker_known);
  g_assert_cmpstr (garbled->missing_rule, ==, "LBA-PRE-2");
  g_assert_cmpint (santon->attacker, ==, 3 - 12);
  g_assert_true (has_reason (santon, "LBA-SANTON-6", "-12"));
}

/* LBA-PRE-2, LBA-ELITE-1, LBA-ELITE-2: the attacking hex lost 2 increments to defensive fire:
 * -3 each on the attacker's check; fired by an elite defender of printed morale 12 (11 to 16
 * is elite), -12 each; elite against elite, -3 again. Without the defender's morale the
 * usual -3 counts and the elite rule is named. */
static void
test_lba_elite_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (ASSAULT ("6", "3", ""), &module);
  VdHexPreMeleeAsk plain = { NULL, 2, 0, 0 }, elite = { NULL, 2, 12, 0 }, both = { NULL, 2, 12, 15 };
  g_autoptr(VdHexPreMelee) usual = vd_hex_pre_melee_ask (board, module, A1, D1, &plain, NULL);
  g_autoptr(VdHexPreMelee) by_elite = vd_hex_pre_melee_ask (board, module, A1, D1, &elite, NULL);
  g_autoptr(VdHexPreMelee) elites = vd_hex_pre_melee_ask (board, module, A1, D1, &both, NULL);

  /* 2/1: +3, then the losses. */
  g_assert_cmpint (usual->attacker, ==, 3 - 6);
  g_assert_true (has_reason (usual, "LBA-PRE-2", "-6: 2 increments lost to defensive fire, -3 "
                                                 "each"));
  g_assert_true (has_reason (usual, "LBA-ELITE-1", "give his morale"));
  g_assert_cmpint (by_elite->attacker, ==, 3 - 24);
  g_assert_true (has_reason (by_elite, "LBA-ELITE-2", "-24: 2 increments lost to defensive "
                                                      "fire, -12 each"));
  g_assert_cmpint (elites->attacker, ==, 3 - 6);
  g_assert_true (has_reason (elites, "LBA-ELITE-2", "-3 each"));
  g_assert_cmpint (by_elite->defender, ==, -3);
}

/* LBA-ICE-3: an attacker across a frozen stream has its melee value ×0.66 in the melee that
 * follows (said, the melee table being missing), beside the stream's -3/+3 (LBA-PRE-2);
 * LBA-FAS-5: infantry across the Pheasantry's wall, −12 and halved. */
static void
test_lba_ice_3_fas_5 (void)
{
  g_autoptr(VdHexPreMelee) stream = pre_of (ASSAULT ("6", "3",
    "hexsides:\n  - {between: [\"0302\", \"0303\"], feature: stream}\n"), NULL);
  g_autoptr(VdHexPreMelee) wall = pre_of (ASSAULT ("6", "3",
    "hexes:\n  \"0303\": {terrain: fasanerie}\n"
    "hexsides:\n  - {between: [\"0302\", \"0303\"], feature: fasanerie-wall}\n"), NULL);
  g_autoptr(VdHexPreMelee) open = pre_of (ASSAULT ("6", "3", ""), NULL);

  g_assert_true (has_reason (stream, "LBA-ICE-3", "×0.66 in the melee that follows"));
  g_assert_true (has_reason (stream, "LBA-PRE-2", "attacker-assaulting-across-a-stream"));
  g_assert_false (has_reason (open, "LBA-ICE-3", ""));
  g_assert_cmpint (wall->attacker, ==, 3 - 12);
  g_assert_true (has_reason (wall, "LBA-FAS-5", "-12"));
  g_assert_true (has_reason (wall, "LBA-FAS-5", "×0.5 in the melee that follows"));
}

/* LBA-MEL-1: the melee value multipliers the board shows, said for the melee that follows: a
 * defender in skirmish order ×0.5; tired cavalry ×0.5 and cavalry against a carré ×0.5; the
 * flank as the referee gives it, the attacker ×2. */
static void
test_lba_mel_1 (void)
{
  const char * const flank[] = { "defender-assaulted-in-flank", NULL };
  g_autoptr(VdHexPreMelee) skirmish = pre_of ("units:\n"
    "  - {id: a1, side: french, class: infantry, hex: \"0302\", strength: \"6\"}\n"
    "  - {id: d1, side: coalition, class: infantry, hex: \"0303\", strength: \"3\","
    " state: skirmish}\n", flank);
  g_autoptr(VdHexPreMelee) square = pre_of ("units:\n"
    "  - {id: a1, side: french, class: cavalry, hex: \"0302\", strength: \"6\", state: tired}\n"
    "  - {id: d1, side: coalition, class: infantry, hex: \"0303\", strength: \"3\","
    " state: carre}\n", NULL);
  g_autoptr(VdHexPreMelee) plain = pre_of (ASSAULT ("6", "3", ""), NULL);

  g_assert_true (has_reason (skirmish, "LBA-MEL-1", "×0.5 in the melee that follows "
                                                    "(defender-in-skirmish-order)"));
  g_assert_true (has_reason (skirmish, "LBA-MEL-1", "the attacker's melee value ×2 in the melee "
                                                    "that follows (defender-assaulted-in-flank)"));
  g_assert_true (has_reason (square, "LBA-MEL-1", "×0.5 in the melee that follows "
                                                  "(cavalry-attacker-tired)"));
  g_assert_true (has_reason (square, "LBA-MEL-1", "×0.5 in the melee that follows "
                                                  "(cavalry-attacker-vs-carre)"));
  g_assert_false (has_reason (square, "LBA-MEL-1", "infantry-attackers-vs-carre"));
  g_assert_false (has_reason (plain, "LBA-MEL-1", ""));
}

/* LBA-GO-3: cavalry attacking into a village fights at a third (said); infantry does not. */
static void
test_lba_go_3 (void)
{
  g_autoptr(VdHexPreMelee) cavalry = pre_of ("hexes:\n  \"0303\": {terrain: village}\n"
    "units:\n  - {id: a1, side: french, class: cavalry, hex: \"0302\", strength: \"6\"}\n"
    "  - {id: d1, side: coalition, class: infantry, hex: \"0303\", strength: \"3\"}\n", NULL);
  g_autoptr(VdHexPreMelee) infantry = pre_of (ASSAULT ("6", "3",
    "hexes:\n  \"0303\": {terrain: village}\n"), NULL);
  g_autoptr(VdHexPreMelee) clear = pre_of ("units:\n"
    "  - {id: a1, side: french, class: cavalry, hex: \"0302\", strength: \"6\"}\n"
    "  - {id: d1, side: coalition, class: infantry, hex: \"0303\", strength: \"3\"}\n", NULL);

  g_assert_true (has_reason (cavalry, "LBA-GO-3", "×0.33 in the melee that follows, attacking "
                                                  "into a village"));
  g_assert_false (has_reason (infantry, "LBA-GO-3", ""));
  g_assert_false (has_reason (clear, "LBA-GO-3", ""));
}

/* LBA-CHAT-2: infantry defending the château makes no pre-melee check; the attacker's still
 * reads the odds. Elsewhere the defender checks. */
static void
test_lba_chat_2 (void)
{
  g_autoptr(VdHexPreMelee) chateau = pre_of (ASSAULT ("6", "3",
    "hexes:\n  \"0303\": {terrain: chateau}\n"), NULL);
  g_autoptr(VdHexPreMelee) open = pre_of (ASSAULT ("6", "3", ""), NULL);

  g_assert_cmpstr (chateau->defender_exempt, ==, "LBA-CHAT-2");
  g_assert_true (has_reason (chateau, "LBA-CHAT-2", "makes no pre-melee check"));
  g_assert_true (chateau->attacker_known);
  g_assert_cmpint (chateau->attacker, ==, 3);
  g_assert_null (open->defender_exempt);
}

#define VINEYARD "hexes:\n  \"0303\": {terrain: vineyard}\n"

/* LBA-VIN-1, LBA-VIN-2, LBA-VIN-3: in a vineyard a battalion or a cavalry regiment counts 3
 * increments in the melee: 3 against a battalion of 6 there (wholly in its one hex) is 1/1, not
 * 1/2; an attacker from outside as
 * reading lba-i-vineyard-melee says (6 against 3 there: 2/1 or 1/1, open, named). */
static void
test_lba_vin_1_2 (void)
{
  g_autoptr(VdHexPreMelee) battalion = pre_of (ASSAULT ("3", "6", VINEYARD), NULL);
  g_autoptr(VdHexPreMelee) regiment = pre_of (VINEYARD
    "units:\n  - {id: a1, side: french, class: infantry, hex: \"0302\", strength: \"3\"}\n"
    "  - {id: d1, side: coalition, class: cavalry, hex: \"0303\", strength: \"6\"}\n", NULL);
  g_autoptr(VdHexPreMelee) open = pre_of (ASSAULT ("6", "3", VINEYARD), NULL);

  g_assert_cmpstr (battalion->odds, ==, "1/1");
  g_assert_cmpfloat (battalion->defence, ==, 3);
  g_assert_true (has_reason (battalion, "LBA-VIN-2", "3 of its 6 increments count"));
  /* LBA-VIN-3: a vineyard of one hex holds the whole battalion; cavalry is not said so. */
  g_assert_true (has_reason (battalion, "LBA-VIN-3", "a vineyard of one hex: the battalion is "
                             "wholly in it"));
  g_assert_false (has_reason (regiment, "LBA-VIN-3", "vineyard"));
  g_assert_cmpstr (regiment->odds, ==, "1/1");
  g_assert_true (has_reason (regiment, "LBA-VIN-1", "3 of its 6 increments count"));
  g_assert_null (open->odds);
  g_assert_false (open->attacker_known || open->defender_known);
  g_assert_cmpstr (open->missing_rule, ==, "lba-i-vineyard-melee");

  vd_test_choose_reading ("lba", "lba-i-vineyard-melee", "into-the-vineyard-too");
  {
    g_autoptr(VdHexPreMelee) too = pre_of (ASSAULT ("6", "3", VINEYARD), NULL);

    g_assert_cmpstr (too->odds, ==, "1/1");
    g_assert_true (has_reason (too, "LBA-VIN-2", "assaults into a vineyard: 3 of its 6"));
  }
  vd_test_choose_reading ("lba", "lba-i-vineyard-melee", "in-the-vineyard-only");
  {
    g_autoptr(VdHexPreMelee) only = pre_of (ASSAULT ("6", "3", VINEYARD), NULL);

    g_assert_cmpstr (only->odds, ==, "2/1");
    g_assert_true (has_reason (only, "lba-i-vineyard-melee", "all its increments count"));
  }
  vd_test_choose_reading ("lba", NULL, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-pre-melee-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-PRE-1", test_lba_pre_1);
  g_test_add_func ("/hex/rules/lba/lba-i-pre-melee-odds", test_lba_i_pre_melee_odds);
  g_test_add_func ("/hex/rules/lba/LBA-PRE-2-LBA-SANTON-6", test_lba_pre_2);
  g_test_add_func ("/hex/rules/lba/LBA-PRE-2-LBA-ELITE-2", test_lba_elite_2);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-1-VIN-2-lba-i-vineyard-melee", test_lba_vin_1_2);
  g_test_add_func ("/hex/rules/lba/LBA-ICE-3-FAS-5", test_lba_ice_3_fas_5);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-2-pre-melee", test_lba_chat_2);
  g_test_add_func ("/hex/rules/lba/LBA-GO-3", test_lba_go_3);
  g_test_add_func ("/hex/rules/lba/LBA-MEL-1", test_lba_mel_1);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
