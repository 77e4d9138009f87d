/* The turn record (help "The turn"), tests named after the rules: NaA's 12 hours from 07:00
 * (A4) with fog on turn 1 (FOG-1), nightfall on turn 11 as the owner reads it and night on
 * turn 12 (FOG-2), the end after turn 12 or when an army has left the map (VIC-1); 1914's
 * length by scenario (1914-SEQ-1, -SUD-4, -CMP-2), the British arrival (1914-SET-3, -OPT-2),
 * the covering units (1914-SET-5) and the late campaign (1914-CMP-3); BN's track, which the
 * seed lacks, named. */
#include <string.h>

#include <glib/gstdio.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-combats.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-hex-phase-steps.h"
#include "vd-hex-turn.h"
#include "vd-test-table.h"

static char *folder;

static VdHexTurn *
turn_of (const char *game, int turn, const char *body)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, game, turn, 6, 6, body, &module);
  g_autoptr(GError) error = NULL;
  VdHexTurn *answer = vd_hex_turn (board, module, 0, &error);

  g_assert_no_error (error);
  return answer;
}

/* The conditions as "RULE what" lines. */
static char *
conditions (const VdHexTurn *turn)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < turn->conditions->len; i++)
    {
      const VdHexOddsReason *reason = turn->conditions->pdata[i];

      g_string_append_printf (text, "%s %s\n", reason->rule, reason->what);
    }
  return g_string_free (text, FALSE);
}

#define NAA_UNITS "units:\n" \
  "  - {id: fr, side: french, class: infantry, hex: \"0101\", strength: \"6\"}\n" \
  "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\", strength: \"6\"}\n"

/* A4, FOG-1, FOG-2: turn 1 from 07:00 in fog; turn 11 from 17:00, night falling (its effect
 * the owner's reading, then his reading's); turn 12 at night; after it, the game is over. */
static void
test_naa_a4_fog_1_fog_2 (void)
{
  g_autoptr(VdHexTurn) first = turn_of ("naa", 1, NAA_UNITS);
  g_autoptr(VdHexTurn) nightfall = turn_of ("naa", 11, NAA_UNITS);
  g_autoptr(VdHexTurn) read = NULL, night = NULL, after = NULL;
  g_autofree char *fog = conditions (first), *falls = conditions (nightfall);
  g_autofree char *falls_read = NULL, *dark = NULL;

  g_assert_cmpstr (first->clock, ==, "07:00–08:00");
  g_assert_cmpint (first->last_turn, ==, 12);
  g_assert_cmpstr (first->last_rule, ==, "A4");
  g_assert_nonnull (strstr (fog, "FOG-1 Fog over the whole battlefield"));
  g_assert_false (first->over);
  g_assert_cmpstr (nightfall->clock, ==, "17:00–18:00");
  g_assert_cmpstr (falls, ==, "FOG-2 Night falls during this turn (what it does depends on "
                              "reading naa-i-nightfall, not chosen yet)\n");
  vd_test_choose_reading ("naa", "naa-i-nightfall", "turns-11-and-12");
  read = turn_of ("naa", 11, NAA_UNITS);
  falls_read = conditions (read);
  g_assert_nonnull (strstr (falls_read, "FOG-2 Night falls during this turn, played as night"));
  vd_test_choose_reading ("naa", NULL, NULL);
  night = turn_of ("naa", 12, NAA_UNITS);
  dark = conditions (night);
  g_assert_cmpstr (night->clock, ==, "18:00–19:00");
  g_assert_nonnull (strstr (dark, "FOG-2 Night: one movement point less"));
  /* A board without a phase yet begins with the first. */
  g_assert_cmpint (night->next_turn, ==, 12);
  g_assert_cmpstr (night->next_phase, ==, "ar-move");
  after = turn_of ("naa", 13, NAA_UNITS);
  g_assert_true (after->over);
  g_assert_cmpstr (after->over_rule, ==, "A4");
  g_assert_cmpstr (after->over_why, ==, "the game ended with turn 12");
  g_assert_cmpint (after->next_turn, ==, 0);
}

/* VIC-1: an army with no counter left on the map ends the game at once; one whose counters
 * have no set-up hex yet has not left it. */
static void
test_naa_vic_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 5, 6, 6, NAA_UNITS, &module);
  g_autoptr(VdBoardEvent) gone = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  g_autoptr(VdHexTurn) before = NULL, after = NULL, unplaced = NULL;

  before = vd_hex_turn (board, module, 0, NULL);
  g_assert_false (before->over);
  gone->unit_id = g_strdup ("ar");
  gone->eliminated = TRUE;
  g_ptr_array_add (board->journal, g_steal_pointer (&gone));
  after = vd_hex_turn (board, module, 1, NULL);
  g_assert_true (after->over);
  g_assert_cmpstr (after->over_rule, ==, "VIC-1");
  g_assert_cmpstr (after->over_why, ==, "Austro-Russians have no counter left on the map");
  unplaced = turn_of ("naa", 1, "units:\n  - {id: ar, side: austro-russian, class: infantry, "
                                "hex: ~}\n  - {id: fr, side: french, class: infantry, "
                                "hex: \"0101\"}\n");
  g_assert_false (unplaced->over);
}

/* 1914-SEQ-1, -SUD-4, -CMP-2: the length is the scenario's; none chosen, it is named.
 * 1914-SET-3 and -OPT-2: the British on turn 2, or on turn 4 with option (b). 1914-SET-5: the
 * covering units in turns 1 and 2. 1914-CMP-3: one point less from turn 18, two from 23. */
static void
test_1914_seq_1_set_3_cmp_3 (void)
{
  g_autoptr(VdHexTurn) none = turn_of ("1914", 1, "");
  g_autoptr(VdHexTurn) sud = turn_of ("1914", 2, "options: [scenario-sud]\n");
  g_autoptr(VdHexTurn) nord = turn_of ("1914", 2, "options: [scenario-nord]\n");
  g_autoptr(VdHexTurn) late = turn_of ("1914", 2, "options: [scenario-nord, british-late]\n");
  g_autoptr(VdHexTurn) late4 = turn_of ("1914", 4, "options: [scenario-nord, british-late]\n");
  g_autoptr(VdHexTurn) campaign = turn_of ("1914", 18, "options: [scenario-campaign]\n");
  g_autoptr(VdHexTurn) campaign23 = turn_of ("1914", 23, "options: [scenario-campaign]\n");
  g_autofree char *sud_says = conditions (sud), *nord_says = conditions (nord);
  g_autofree char *late_says = conditions (late), *late4_says = conditions (late4);
  g_autofree char *cmp = conditions (campaign), *cmp23 = conditions (campaign23);

  g_assert_cmpint (none->last_turn, ==, 0);
  g_assert_nonnull (strstr (none->length_missing, "choose one of the game's scenario options"));
  g_assert_cmpint (sud->last_turn, ==, 6);
  g_assert_cmpstr (sud->last_rule, ==, "1914-SUD-4");
  g_assert_cmpint (nord->last_turn, ==, 10);
  g_assert_cmpstr (nord->last_rule, ==, "1914-SEQ-1");
  g_assert_cmpint (campaign->last_turn, ==, 25);
  g_assert_cmpstr (campaign->last_rule, ==, "1914-CMP-2");
  g_assert_nonnull (strstr (sud_says, "1914-SET-5 Covering units"));
  g_assert_null (strstr (sud_says, "British"));
  g_assert_nonnull (strstr (nord_says, "1914-SET-3 The British army arrives at 1110, 1210 and "
                                       "1209"));
  g_assert_null (strstr (late_says, "British"));
  g_assert_nonnull (strstr (late4_says, "1914-OPT-2 The British army arrives, through any sea "
                                        "hex"));
  g_assert_cmpstr (cmp, ==, "1914-CMP-3 Late campaign: every unit has 1 movement point less\n");
  g_assert_cmpstr (cmp23, ==, "1914-CMP-3 Late campaign: every unit has 2 movement points "
                              "less\n");
}

/* 1914-OPT-1: with option (a), turn 5 names the British withdrawal test with the rule (the
 * test and the swap are the referee's); without the option, or on another turn, nothing. */
static void
test_1914_opt_1 (void)
{
  g_autoptr(VdHexTurn) five = turn_of ("1914", 5, "options: [scenario-nord, british-withdrawal]\n");
  g_autoptr(VdHexTurn) four = turn_of ("1914", 4, "options: [scenario-nord, british-withdrawal]\n");
  g_autoptr(VdHexTurn) without = turn_of ("1914", 5, "options: [scenario-nord]\n");
  g_autofree char *five_says = conditions (five), *four_says = conditions (four);
  g_autofree char *without_says = conditions (without);

  g_assert_nonnull (strstr (five_says, "1914-OPT-1 If the French stand behind the hexes whose "
                                       "number ends in 13, the British leave the front"));
  g_assert_null (strstr (four_says, "1914-OPT-1"));
  g_assert_null (strstr (without_says, "1914-OPT-1"));
}

/* 1914-OPT-1: turn 5 gives the test's answer, the readings it took and the counters that
 * decide it; once the French all stand behind the line, the British to withdraw. */
static VdHexTurn *
turn_with_french_at (const char *hex)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autofree char *body = g_strdup_printf (
    "options: [scenario-nord, british-withdrawal]\n"
    "units:\n"
    "  - {id: fr-1, side: allied, class: infantry, hex: \"%s\", nation: french}\n"
    "  - {id: fr-2, side: allied, class: infantry, hex: \"0214\", nation: french}\n"
    "  - {id: br-1, side: allied, class: infantry, hex: \"0102\", nation: british}\n", hex);
  /* The line is row 13: a board of 16 rows. */
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "1914", 5, 4, 16, body, &module);
  g_autoptr(GError) error = NULL;
  VdHexTurn *turn = vd_hex_turn (board, module, 0, &error);

  g_assert_no_error (error);
  return turn;
}

static void
test_1914_opt_1_answer (void)
{
  g_autoptr(VdHexTurn) stay = turn_with_french_at ("0112");
  g_autoptr(VdHexTurn) leave = turn_with_french_at ("0114");
  g_autofree char *stay_says = conditions (stay), *leave_says = conditions (leave);

  g_assert_nonnull (strstr (stay_says, "1914-OPT-1 1 French counter is not behind the line of "
                                       "hexes whose number ends in 13: the British stay\n"
                                       "1914-i-withdrawal-units read as all (our default: not "
                                       "chosen)\n"));
  g_assert_nonnull (strstr (stay_says, "1914-OPT-1 fr-1 at 0112: short of the line\n"));
  g_assert_null (strstr (stay_says, "to withdraw"));
  g_assert_nonnull (strstr (leave_says, "1914-OPT-1 the 2 French counters counted stand behind "
                                        "the line of hexes whose number ends in 13: the British "
                                        "leave the front and the game\n"));
  g_assert_nonnull (strstr (leave_says, "1914-OPT-1 to withdraw: br-1\n"));
}

/* 1914-RES-4: as phase 1 begins, a disorganized counter out of the enemy's zones recovers, and
 * one in a zone recovers only when stacked with a friend that is not disorganized. */
static void
test_1914_res_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "1914", 2, 8, 8,
    "phase: turn-end\n"
    "units:\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0202\", strength: \"4\", state: disorganized}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0505\", strength: \"4\", state: disorganized}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0605\", strength: \"4\", state: disorganized}\n"
    "  - {id: g4, side: german, class: infantry, hex: \"0605\", strength: \"4\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0506\", strength: \"3\"}\n", &module);
  g_autoptr(VdBoardEvent) end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) before = vd_hex_phase_start_events (board, module, NULL);
  g_autoptr(GPtrArray) events = NULL;
  const VdHexOddsReason *reason;

  /* Not in phase 1 yet: nothing. */
  g_assert_cmpuint (before->len, ==, 0);
  end->to_turn = 3;
  end->to_phase = g_strdup ("status");
  g_assert_true (vd_board_event_apply (end, board, module, NULL));
  events = vd_hex_phase_start_events (board, module, reasons);
  g_assert_cmpuint (events->len, ==, 2);
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->unit_id, ==, "g1");
  g_assert_null (((VdBoardEvent *) events->pdata[0])->state);
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[1])->unit_id, ==, "g3");
  reason = reasons->pdata[1];
  g_assert_cmpstr (reason->rule, ==, "1914-RES-4");
  g_assert_cmpstr (reason->what, ==, "recovers, stacked with g4, who is not disorganized");
  reason = reasons->pdata[0];
  g_assert_cmpstr (reason->what, ==, "recovers, out of the enemy's zones");
}

/* 12.5: as the French movement phase ends, a hex over the stacking limit (AA + AA, over AAA)
 * becomes disorganized, or routed where it already was, its officer left as he is; after a
 * fire phase nothing is checked again. */
static void
test_bn_12_5 (void)
{
  static const char body[] =
    "phase: fr-movement\n"
    "units:\n"
    "  - {id: a, side: french, class: infantry, hex: \"0404\", strength: AA}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0404\", strength: AA, state: disorganized}\n"
    "  - {id: gen, side: french, class: officer, hex: \"0404\"}\n"
    "  - {id: c, side: french, class: infantry, hex: \"0202\", strength: AA}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 8, 8, body, &module);
  g_autoptr(VdBoardEvent) end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  g_autoptr(VdBoardEvent) again = NULL;
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) events = NULL, later = NULL;
  const VdHexOddsReason *reason;

  end->to_turn = 2;
  end->to_phase = g_strdup ("fr-cavalry-withdrawal");
  g_assert_true (vd_board_event_apply (end, board, module, NULL));
  events = vd_hex_phase_start_events (board, module, reasons);
  g_assert_cmpuint (events->len, ==, 2);
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->unit_id, ==, "a");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->state, ==, "disorganized");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[1])->unit_id, ==, "b");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[1])->state, ==, "routed");
  reason = reasons->pdata[0];
  g_assert_cmpstr (reason->rule, ==, "12.5");
  g_assert_true (g_str_has_prefix (reason->what, "over the stacking limit: disorganized ("));
  again = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  again->to_turn = 2;
  again->to_phase = g_strdup ("fr-defensive-fire");
  g_assert_true (vd_board_event_apply (again, board, module, NULL));
  later = vd_hex_phase_start_events (board, module, NULL);
  g_assert_cmpuint (later->len, ==, 0);
}

/* 28.0a: with the first turn's hour and the night turns entered, a day turn lasts 30 minutes
 * and a night turn an hour, said by its rule; the turn record counts the same; neither entered,
 * no clock. */
static void
test_bn_28_0a (void)
{
  g_autoptr(VdHexTurn) unknown = turn_of ("bn", 3, "");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(VdHexTurn) first = NULL, night = NULL, dawn = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexTurnRecord) record = NULL;
  g_autofree char *path = vd_hex_entries_path_for ("bn");
  const VdHexTurnRecordRow *row;

  g_assert_null (unknown->clock);
  vd_hex_entries_set_value (entries, "special.clock.start", "16:00", "Test", "T");
  vd_hex_entries_set_value (entries, "special.night.turns", "3-4", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  first = turn_of ("bn", 1, "");
  night = turn_of ("bn", 4, "");
  dawn = turn_of ("bn", 5, "");
  g_assert_cmpstr (first->clock, ==, "16:00–16:30");
  g_assert_null (first->clock_rule);
  g_assert_cmpstr (night->clock, ==, "18:00–19:00");
  g_assert_cmpstr (night->clock_rule, ==, "28.0a");
  g_assert_cmpstr (dawn->clock, ==, "19:00–19:30");
  g_assert_null (dawn->clock_rule);
  board = vd_test_hex_board (folder, "bn", 5, 6, 6, "", &module);
  record = vd_hex_turn_record (board, module, NULL);
  g_assert_cmpuint (record->rows->len, ==, 5);
  row = record->rows->pdata[2];
  g_assert_cmpstr (row->clock, ==, "17:00–18:00");
  g_assert_cmpstr (row->clock_rule, ==, "28.0a");
  g_unlink (path);
}

/* 10.0a: before the French movement phase ends, a French division commander away from every
 * counter of his division is owed; stacked with one, or with no counter of his on the map, or
 * in another phase, or the enemy's, nothing is. */
static void
test_bn_10_0a (void)
{
  static const char apart[] =
    "phase: fr-movement\n"
    "units:\n"
    "  - {id: gen, side: french, class: officer, hex: \"0404\"}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0202\", army: gen}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0505\", army: gen}\n"
    "  - {id: lone, side: french, class: officer, hex: \"0101\"}\n"
    "  - {id: foe, side: allied, class: officer, hex: \"0606\"}\n"
    "  - {id: c, side: allied, class: infantry, hex: \"0303\", army: foe}\n";
  g_autoptr(VdHexTurn) owed = turn_of ("bn", 2, apart);
  g_autofree char *together_body = g_strdup (apart);
  g_autofree char *rally_body = NULL;
  g_autoptr(VdHexTurn) together = NULL, rally = NULL;
  const VdHexOddsReason *reason;

  g_assert_cmpuint (owed->owed->len, ==, 1);
  reason = owed->owed->pdata[0];
  g_assert_cmpstr (reason->rule, ==, "10.0a");
  g_assert_cmpstr (reason->by, ==, "gen");
  g_assert_cmpstr (reason->what, ==, "must end the movement phase stacked with a unit of his "
                                     "division, and is not");
  g_assert_nonnull (strstr (together_body, "\"0505\", army: gen"));
  memcpy (strstr (together_body, "\"0505\", army: gen") + 1, "0404", 4);
  together = turn_of ("bn", 2, together_body);
  g_assert_cmpuint (together->owed->len, ==, 0);
  rally_body = g_strconcat ("phase: fr-rally\n", strchr (apart, '\n') + 1, NULL);
  rally = turn_of ("bn", 2, rally_body);
  g_assert_cmpuint (rally->owed->len, ==, 0);
}

/* 1914-SET-5: in 1914 Sud, 1BR covers: in turns 1 and 2 it owes no attack, may not attack,
 * and does not advance; from turn 3 it is a unit like any other. */
static void
test_1914_set_5 (void)
{
  static const char body[] =
    "options: [scenario-sud]\nphase: german-combat\n"
    "units:\n"
    "  - {id: g-1br, name: \"1BR\", side: german, class: infantry, hex: \"0303\", strength: \"4\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0304\", strength: \"3\"}\n";
  g_autoptr(VdHexRuleset) module = NULL, later_module = NULL;
  g_autoptr(VdBoard) early = vd_test_hex_board (folder, "1914", 2, 8, 8, body, &module);
  g_autoptr(VdBoard) later = vd_test_hex_board (folder, "1914", 3, 8, 8, body, &later_module);
  g_autoptr(VdHexCombats) owed = vd_hex_combats (early, module, 0, NULL);
  g_autoptr(VdHexCombats) owed_later = vd_hex_combats (later, later_module, 0, NULL);
  const char * const attackers[] = { "g-1br", NULL };
  const char * const defenders[] = { "f1", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOdds) refused = NULL, odds = NULL;
  const VdHexCombatDuty *duty;

  g_assert_cmpstr (vd_hex_covering_rule (early, module, vd_board_find_unit (early, "g-1br")),
                   ==, "1914-SET-5");
  g_assert_null (vd_hex_covering_rule (later, later_module, vd_board_find_unit (later, "g-1br")));
  duty = owed->duties->pdata[0];
  g_assert_cmpstr (duty->unit, ==, "g-1br");
  g_assert_true (duty->exempt);
  g_assert_cmpstr (duty->exempt_rule, ==, "1914-SET-5");
  g_assert_cmpuint (vd_hex_combats_count_owed (owed), ==, 0);
  g_assert_cmpuint (vd_hex_combats_count_owed (owed_later), >, 0);
  refused = vd_hex_odds (early, module, attackers, defenders, &error);
  g_assert_null (refused);
  g_assert_nonnull (strstr (error->message, "covering unit: it does not attack yet "
                                            "(1914-SET-5)"));
  odds = vd_hex_odds (later, later_module, attackers, defenders, NULL);
  g_assert_nonnull (odds);
}

/* 1.1d: BN's turn record track is each game's own; the length is named as missing, and the
 * phases still follow one another. */
static void
test_bn_1_1d (void)
{
  g_autoptr(VdHexTurn) turn = turn_of ("bn", 3, "");

  g_assert_cmpint (turn->last_turn, ==, 0);
  g_assert_nonnull (strstr (turn->length_missing, "turn record track, which the seed does not "
                                                  "give"));
  g_assert_cmpstr (turn->length_rule, ==, "1.1d");
  g_assert_null (turn->clock);
  g_assert_false (turn->over);
  g_assert_nonnull (turn->next_phase);
}

/* 1.4.6: the French player goes first: hex turn names him with the rule; NaA, whose module
 * names no first side, says nothing of it. */
static void
test_bn_1_4_6 (void)
{
  g_autoptr(VdHexTurn) turn = turn_of ("bn", 3, "");
  g_autoptr(VdHexTurn) naa = turn_of ("naa", 1, NAA_UNITS);

  g_assert_cmpstr (turn->first_side, ==, "french");
  g_assert_cmpstr (turn->first_rule, ==, "1.4.6");
  g_assert_cmpstr (turn->first_why, ==, "the French player goes first");
  g_assert_null (naa->first_why);
}

/* LBA-SEQ-1: the phases LBA's module lists are those the Special Rules name, in no known
 * order: hex turn says the order is missing; NaA's module, whose sequence is known, does not. */
static void
test_lba_seq_1 (void)
{
  g_autoptr(VdHexTurn) lba = turn_of ("lba", 1, "units:\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0101\", strength: \"6\"}\n");
  g_autoptr(VdHexTurn) naa = turn_of ("naa", 1, NAA_UNITS);
  g_autofree char *said = conditions (lba), *naa_said = conditions (naa);

  g_assert_nonnull (strstr (said, "LBA-SEQ-1 the phases' order is in the missing Premier Rules"));
  g_assert_null (strstr (naa_said, "phases' order"));
}

/* A STATE event of UNIT to STATE on BOARD. */
static VdBoardEvent *
state_event (const VdBoard *board, const char *unit, const char *state)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_STATE, board);

  event->unit_id = g_strdup (unit);
  event->state = g_strdup (state);
  return event;
}

/* 8.2 (7.0: every action follows the sequence): in the rally phase straggler recovery (21.2)
 * comes before rally (25.5), step C before step D, and cavalry recovery (24.2c) last; an
 * event of an earlier step after a later one is refused with 8.2 and both steps' rules; hex
 * turn lists the steps, those taken or passed done; the next phase starts afresh. */
static void
test_bn_8_2_steps (void)
{
  static const char body[] =
    "phase: fr-rally\n"
    "units:\n"
    "  - {id: a, side: french, class: infantry, hex: \"0202\", strength: B, roster: \"A X B / V _ C _\"}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0404\", strength: AA, state: shaken}\n"
    "  - {id: c, side: french, class: infantry, hex: \"0606\", strength: AA, state: disorganized}\n"
    "  - {id: d, side: french, class: infantry, hex: \"0208\", strength: B, roster: \"A X B / V _ C _\"}\n"
    "  - {id: h, side: french, class: cavalry, hex: \"0303\", strength: AA, formation: blown}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 8, 8, body, &module);
  g_autoptr(VdBoard) setup = vd_board_copy (board);
  g_autoptr(VdBoardEvent) recover = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);
  g_autoptr(VdBoardEvent) rally_d = state_event (board, "c", "shaken");
  g_autoptr(VdBoardEvent) rally_c = state_event (board, "b", "normal");
  g_autoptr(VdBoardEvent) recover2 = NULL;
  g_autoptr(VdBoardEvent) formed = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  g_autoptr(VdBoardEvent) end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, board);
  g_autoptr(VdHexTurn) turn = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexTurnStep *step;

  recover->unit_id = g_strdup ("a");
  recover->casualties = 1;
  recover->stragglers = 0;
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, recover), ==, 1);
  g_assert_true (vd_hex_phase_step_check (board, module, recover, NULL));
  g_assert_true (vd_board_event_apply (recover, board, module, NULL));
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, rally_d), ==, 4);
  g_assert_true (vd_hex_phase_step_check (board, module, rally_d, NULL));
  g_assert_true (vd_board_event_apply (rally_d, board, module, NULL));
  g_assert_cmpuint (board->phase_step, ==, 4);

  /* Step C after step D: refused, its rule and 8.2 said. */
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, rally_c), ==, 3);
  g_assert_false (vd_hex_phase_step_check (board, module, rally_c, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==, "Rally, step C: Shaken become Normal (25.5) comes before "
                   "Rally, step D: Disorganized become Shaken (25.5), already under way in this "
                   "phase (8.2)");
  g_clear_error (&error);
  /* Straggler recovery after rally: refused with 21.2. */
  recover2 = vd_board_event_copy (recover);
  g_free (recover2->unit_id);
  recover2->unit_id = g_strdup ("d");
  g_assert_false (vd_hex_phase_step_check (board, module, recover2, &error));
  g_assert_true (g_str_has_prefix (error->message, "Straggler recovery (21.2) comes before"));
  g_clear_error (&error);
  /* More of step D, and cavalry recovery after it, are in order. */
  g_assert_true (vd_hex_phase_step_check (board, module, rally_d, NULL));
  formed->unit_id = g_strdup ("h");
  formed->hex = g_strdup ("0303");
  formed->formation = g_strdup ("formed");
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, formed), ==, 6);
  g_assert_true (vd_hex_phase_step_check (board, module, formed, NULL));

  /* hex turn: the rally phase's six steps, A-B and C passed, D under way. */
  g_ptr_array_set_size (setup->journal, 0);
  g_ptr_array_add (setup->journal, vd_board_event_copy (recover));
  g_ptr_array_add (setup->journal, vd_board_event_copy (rally_d));
  turn = vd_hex_turn (setup, module, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (turn->steps_rule, ==, "8.2");
  g_assert_cmpuint (turn->steps->len, ==, 6);
  step = turn->steps->pdata[0];
  g_assert_cmpstr (step->rule, ==, "21.2");
  g_assert_true (step->done && !step->current);
  step = turn->steps->pdata[2];
  g_assert_cmpstr (step->id, ==, "rally-c");
  g_assert_true (step->done && !step->current);
  step = turn->steps->pdata[3];
  g_assert_true (step->done && step->current);
  step = turn->steps->pdata[5];
  g_assert_cmpstr (step->rule, ==, "24.2c");
  g_assert_false (step->done);

  /* The next phase starts with no step taken. */
  end->to_turn = 2;
  end->to_phase = g_strdup ("al-command");
  g_assert_true (vd_board_event_apply (end, board, module, NULL));
  g_assert_cmpuint (board->phase_step, ==, 0);
}

/* An ORDER event ACTION of line LINE on BOARD, by METHOD (may be NULL). */
static VdBoardEvent *
order_event (const VdBoard *board, const char *action, int line, const char *method)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ORDER, board);

  event->order_action = g_strdup (action);
  event->order_line = line;
  event->sender = g_strdup ("napoleon");
  event->receiver = g_strdup ("ney");
  event->order_method = g_strdup (method);
  return event;
}

#define COMMAND_BODY \
  "phase: fr-command\n" \
  "units:\n" \
  "  - {id: napoleon, side: french, class: officer, hex: \"0404\"}\n" \
  "  - {id: ney, side: french, class: hq, hex: \"0404\"}\n"

/* 8.2: the command phase's steps in their order: orders written (10.1), attack stoppage
 * (10.3), initiative (10.2), delays reduced and new orders accepted (10.1f); an order written
 * after an initiative, or a delay rolled after an acceptance, is refused with 8.2 and both
 * steps' rules; hex turn lists the five steps. */
static void
test_bn_8_2_command_steps (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 8, 8, COMMAND_BODY, &module);
  g_autoptr(VdBoard) setup = vd_board_copy (board);
  g_autoptr(VdBoardEvent) send = order_event (board, "send", 1, "written");
  g_autoptr(VdBoardEvent) initiative = order_event (board, "initiative", 0, NULL);
  g_autoptr(VdBoardEvent) release = order_event (board, "release", 1, NULL);
  g_autoptr(VdBoardEvent) arrive = order_event (board, "arrive", 1, "written");
  g_autoptr(VdHexTurn) turn = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexTurnStep *step;

  g_clear_pointer (&initiative->receiver, g_free);
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, send), ==, 1);
  g_assert_true (vd_board_event_apply (send, board, module, NULL));
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, initiative), ==, 3);
  g_assert_true (vd_hex_phase_step_check (board, module, initiative, NULL));
  g_assert_true (vd_board_event_apply (initiative, board, module, NULL));
  /* An order written after the initiative: refused, 10.1 and 10.2 and 8.2 said. */
  g_assert_false (vd_hex_phase_step_check (board, module, send, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==, "Order writing (10.1) comes before Initiative (10.2), "
                   "already under way in this phase (8.2)");
  g_clear_error (&error);
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, release), ==, 4);
  g_assert_true (vd_board_event_apply (release, board, module, NULL));
  g_assert_cmpuint (vd_hex_phase_step_of (board, module, arrive), ==, 5);
  g_assert_true (vd_board_event_apply (arrive, board, module, NULL));
  g_assert_false (vd_hex_phase_step_check (board, module, release, &error));
  g_assert_cmpstr (error->message, ==, "Delay reduction (10.1f) comes before Acceptance of new "
                   "orders (10.1f), already under way in this phase (8.2)");
  g_clear_error (&error);

  /* hex turn: the five steps of 8.1, the stoppage test (10.3) passed. */
  g_ptr_array_set_size (setup->journal, 0);
  g_ptr_array_add (setup->journal, vd_board_event_copy (send));
  g_ptr_array_add (setup->journal, vd_board_event_copy (initiative));
  turn = vd_hex_turn (setup, module, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (turn->steps_rule, ==, "8.2");
  g_assert_cmpuint (turn->steps->len, ==, 5);
  step = turn->steps->pdata[1];
  g_assert_cmpstr (step->id, ==, "stoppage");
  g_assert_cmpstr (step->rule, ==, "10.3");
  g_assert_true (step->done && !step->current);
  step = turn->steps->pdata[2];
  g_assert_true (step->done && step->current);
  step = turn->steps->pdata[4];
  g_assert_cmpstr (step->id, ==, "acceptance");
  g_assert_false (step->done);
}

/* 10.0a (reading bn-i-in-person-acceptance): an order given in person, rolled for at once, then
 * another order written. Not chosen, or acceptance-step: its roll is the acceptance step (8.2)
 * and the order written after it is refused; at-once: its roll belongs to no step and the
 * order is written. An order by aide is rolled in the acceptance step whatever the reading. */
static void
test_bn_10_0a_in_person (void)
{
  const char *choices[] = { NULL, "acceptance-step", "at-once" };

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = NULL;
      g_autoptr(VdBoardEvent) send = NULL, arrive = NULL, second = NULL, by_aide = NULL;
      g_autoptr(GError) error = NULL;

      vd_test_choose_reading ("bn", choices[i] != NULL ? "bn-i-in-person-acceptance" : NULL,
                              choices[i]);
      board = vd_test_hex_board (folder, "bn", 2, 8, 8, COMMAND_BODY, &module);
      vd_test_choose_reading ("bn", NULL, NULL);
      g_assert_cmpstr (vd_hex_ruleset_choice (module, "bn-i-in-person-acceptance"), ==,
                       choices[i]);
      send = order_event (board, "send", 1, "in-person");
      arrive = order_event (board, "arrive", 1, "in-person");
      second = order_event (board, "send", 2, "in-person");
      by_aide = order_event (board, "arrive", 1, "written");
      g_assert_true (vd_board_event_apply (send, board, module, NULL));
      g_assert_cmpuint (vd_hex_phase_step_of (board, module, by_aide), ==, 5);
      g_assert_cmpuint (vd_hex_phase_step_of (board, module, arrive), ==, i == 2 ? 0 : 5);
      g_assert_true (vd_hex_phase_step_check (board, module, arrive, NULL));
      g_assert_true (vd_board_event_apply (arrive, board, module, NULL));
      if (i == 2)
        {
          g_assert_cmpuint (board->phase_step, ==, 1);
          g_assert_true (vd_hex_phase_step_check (board, module, second, NULL));
          continue;
        }
      g_assert_false (vd_hex_phase_step_check (board, module, second, &error));
      g_assert_cmpstr (error->message, ==, "Order writing (10.1) comes before Acceptance of new "
                       "orders (10.1f), already under way in this phase (8.2)");
    }
}

/* 20.0, 8.2: a fire (`fire: true`) is recorded in the fire phases and in a movement phase when
 * it is a melee's or a charge's (`melee`) or an opportunity fire, not at range; in the rally phase or the inactive cavalry's
 * withdrawal it is refused with both rules; a combat not marked a fire (a file written before
 * the mark, or a melee's odds), and NaA's combats, are not judged. */
static void
test_bn_20_0_fire_phase (void)
{
  static const char body[] =
    "units:\n"
    "  - {id: fr, side: french, class: infantry, hex: \"0404\", strength: A}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0405\", strength: A}\n";
  const char *phases[] = { "fr-offensive-fire", "al-defensive-fire", "fr-movement",
                           "al-movement", "fr-rally", "fr-cavalry-withdrawal", "fr-command" };
  g_autoptr(VdHexRuleset) module = NULL, naa_module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 8, 8, body, &module);
  g_autoptr(VdBoard) naa = vd_test_hex_board (folder, "naa", 2, 8, 8, NAA_UNITS, &naa_module);
  g_autoptr(VdBoardEvent) fire = vd_board_event_new (VD_BOARD_EVENT_COMBAT, board);
  g_autoptr(VdBoardEvent) naa_combat = vd_board_event_new (VD_BOARD_EVENT_COMBAT, naa);
  g_autoptr(GError) error = NULL;

  fire->attackers = g_strsplit ("fr", ",", -1);
  fire->defenders = g_strsplit ("al", ",", -1);
  fire->roll = fire->die = 46;
  fire->fire = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    {
      g_free (board->phase);
      board->phase = g_strdup (phases[i]);
      fire->fire = TRUE;
      fire->melee = fire->opportunity = FALSE;
      if (i < 2)
        {
          g_assert_true (vd_board_check_record (board, module, fire, NULL));
          continue;
        }
      if (i < 4)
        {
          /* A movement phase: a fire at range is refused, a melee's or a charge's fire and an
           * opportunity fire are recorded. */
          g_assert_false (vd_board_check_record (board, module, fire, &error));
          g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
          g_assert_true (g_str_has_prefix (error->message, "a fire at range in "));
          g_assert_nonnull (strstr (error->message, ": a movement phase's fire comes only within "
                                                    "a melee or a charge (say so) or as "
                                                    "opportunity fire (20.0)"));
          g_clear_error (&error);
          fire->melee = TRUE;
          g_assert_true (vd_board_check_record (board, module, fire, NULL));
          fire->melee = FALSE;
          fire->opportunity = TRUE;
          g_assert_true (vd_board_check_record (board, module, fire, NULL));
          continue;
        }
      g_assert_false (vd_board_check_record (board, module, fire, &error));
      g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
      g_assert_nonnull (strstr (error->message, "fire belongs to the fire phases (8.2), and to a "
                                                "movement phase only within a melee, a charge "
                                                "or as opportunity fire (20.0)"));
      g_clear_error (&error);
      fire->fire = FALSE;
      g_assert_true (vd_board_check_record (board, module, fire, NULL));
    }
  g_assert_cmpstr (board->phase, ==, "fr-command");
  g_free (board->phase);
  board->phase = g_strdup ("fr-rally");
  fire->fire = TRUE;
  g_assert_false (vd_board_check_record (board, module, fire, &error));
  g_assert_true (g_str_has_prefix (error->message, "no fire in First player: rally phase: "));
  /* NaA: its module says nothing of it. */
  naa_combat->attackers = g_strsplit ("fr", ",", -1);
  naa_combat->defenders = g_strsplit ("ar", ",", -1);
  naa_combat->fire = TRUE;
  g_free (naa->phase);
  naa->phase = g_strdup ("ar-move");
  g_assert_true (vd_board_check_record (naa, naa_module, naa_combat, NULL));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-turn-XXXXXX");
  g_test_add_func ("/hex/rules/naa/A4-FOG-1-FOG-2", test_naa_a4_fog_1_fog_2);
  g_test_add_func ("/hex/rules/naa/VIC-1", test_naa_vic_1);
  g_test_add_func ("/hex/rules/1914/1914-SEQ-1-SET-3-SET-5-CMP-3", test_1914_seq_1_set_3_cmp_3);
  g_test_add_func ("/hex/rules/1914/1914-RES-4", test_1914_res_4);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1", test_1914_opt_1);
  g_test_add_func ("/hex/rules/1914/1914-OPT-1-turn", test_1914_opt_1_answer);
  g_test_add_func ("/hex/rules/1914/1914-SET-5", test_1914_set_5);
  g_test_add_func ("/hex/rules/lba/LBA-SEQ-1", test_lba_seq_1);
  g_test_add_func ("/hex/rules/bn/1.1d", test_bn_1_1d);
  g_test_add_func ("/hex/rules/bn/1.4.6", test_bn_1_4_6);
  g_test_add_func ("/hex/rules/bn/12.5", test_bn_12_5);
  g_test_add_func ("/hex/rules/bn/8.2-steps", test_bn_8_2_steps);
  g_test_add_func ("/hex/rules/bn/28.0a", test_bn_28_0a);
  g_test_add_func ("/hex/rules/bn/10.0a", test_bn_10_0a);
  g_test_add_func ("/hex/rules/bn/8.2-command-steps", test_bn_8_2_command_steps);
  g_test_add_func ("/hex/rules/bn/10.0a-bn-i-in-person-acceptance", test_bn_10_0a_in_person);
  g_test_add_func ("/hex/rules/bn/20.0-fire-phase", test_bn_20_0_fire_phase);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
