/* A combat's result applied (vd-hex-outcome.h), tests named after the rules: the CRT legend's
 * effects as journal events with their rules — 1914's retreats picked by the owner, friends
 * pushed on, the advance into the hex left (1914-RET-1 to -3, -6, -7), D flipping the side the
 * reading says, twice eliminating as 1914-i-same-result goes (1914-RES-3, -RET-5); NaA's
 * Exchange (E12, the attacker's share named as missing), no retreat eliminating (D12), one
 * unit advancing (D14), artillery settled without the table (E11). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-outcome.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, game, 2, 6, 6, body, module);
}

static const VdBoardEvent *
event_at (const VdHexOutcome *outcome, guint i)
{
  g_assert_cmpuint (i, <, outcome->events->len);
  return outcome->events->pdata[i];
}

static const VdHexOddsReason *
reason_at (const VdHexOutcome *outcome, guint i)
{
  g_assert_cmpuint (i, <, outcome->reasons->len);
  return outcome->reasons->pdata[i];
}

static const char * const G1[] = { "g1", NULL };
static const char * const F1[] = { "f1", NULL };

#define RETREAT_1914 \
  "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n" \
  "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n" \
  "  - {id: f2, side: allied, class: infantry, hex: \"0402\", strength: \"4\"}\n"

/* 1914-RET-1, -7: DR with several ways out waits for the owner's pick, nothing applied; picked,
 * the retreat is a move with its rule, DR's own said last (1914-RES-6; AR's, 1914-RES-5);
 * 1914-RET-6: the victor advances into the hex left. */
static void
test_1914_ret_1_ret_6 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", RETREAT_1914, &module);
  g_autoptr(VdHexOutcome) waiting = NULL, picked = NULL;
  g_autoptr(GHashTable) picks = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  const char * const advance[] = { "g1", NULL };
  const char * const bad[] = { "g1=0404", NULL };

  waiting = vd_hex_outcome (board, module, G1, F1, "DR", NULL, NULL, NULL);
  g_assert_nonnull (waiting->pending);
  g_assert_cmpstr (waiting->pending->unit_id, ==, "f1");
  g_assert_cmpstr (waiting->pending->moved_by_rule, ==, "1914-RET-7");
  g_assert_cmpuint (waiting->events->len, ==, 0);

  g_hash_table_insert (picks, "f1", "0403");
  picked = vd_hex_outcome (board, module, G1, F1, "DR", picks, advance, NULL);
  g_assert_null (picked->pending);
  g_assert_null (picked->missing);
  g_assert_cmpuint (picked->events->len, ==, 2);
  g_assert_cmpint (event_at (picked, 0)->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (event_at (picked, 0)->unit_id, ==, "f1");
  g_assert_cmpstr (event_at (picked, 0)->hex, ==, "0403");
  g_assert_cmpstr (event_at (picked, 0)->note, ==, "DR (1914-RET-2)");
  g_assert_cmpstr (reason_at (picked, 0)->rule, ==, "1914-RET-2");
  g_assert_cmpstr (event_at (picked, 1)->unit_id, ==, "g1");
  g_assert_cmpstr (event_at (picked, 1)->hex, ==, "0303");
  g_assert_cmpstr (reason_at (picked, 1)->rule, ==, "1914-RET-6");
  g_assert_cmpstr (reason_at (picked, 1)->by, ==, "g1");
  /* The result's own rule last (1914-RES-6), after how the retreat went. */
  g_assert_cmpuint (picked->reasons->len, ==, 3);
  g_assert_cmpstr (reason_at (picked, 2)->rule, ==, "1914-RES-6");
  g_assert_cmpstr (reason_at (picked, 2)->by, ==, "f1");
  g_assert_cmpstr (reason_at (picked, 2)->what, ==, "must retreat 1 hex: DR");

  /* AR: the attacker's own rule (1914-RES-5), once its retreat is picked. */
  {
    g_autoptr(VdHexOutcome) waiting_attacker = vd_hex_outcome (board, module, G1, F1, "AR",
                                                               NULL, NULL, NULL);
    g_autoptr(VdHexOutcome) attacker = NULL;
    g_autoptr(GHashTable) attacker_picks = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                                  g_free);
    const VdHexRetreatChoice *first;

    g_assert_nonnull (waiting_attacker->pending);
    first = waiting_attacker->pending->choices->pdata[0];
    g_hash_table_insert (attacker_picks, "g1", vd_board_format_hex (board, first->to));
    attacker = vd_hex_outcome (board, module, G1, F1, "AR", attacker_picks, NULL, NULL);
    g_assert_null (attacker->pending);
    const VdHexOddsReason *last = reason_at (attacker, attacker->reasons->len - 1);

    g_assert_cmpstr (last->rule, ==, "1914-RES-5");
    g_assert_cmpstr (last->by, ==, "g1");
    g_assert_cmpstr (last->what, ==, "must retreat 1 hex: AR");
  }

  /* A pick that is not a retreat, an advance into a hex the losers did not leave. */
  g_hash_table_insert (picks, "f1", "0302");
  g_assert_null (vd_hex_outcome (board, module, G1, F1, "DR", picks, NULL, &error));
  g_assert_nonnull (strstr (error->message, "cannot retreat into 0302"));
  g_clear_error (&error);
  g_hash_table_insert (picks, "f1", "0403");
  g_assert_null (vd_hex_outcome (board, module, G1, F1, "DR", picks, bad, &error));
  g_assert_nonnull (strstr (error->message, "1914-RET-6"));
  g_clear_error (&error);
  g_assert_null (vd_hex_outcome (board, module, G1, F1, "XX", NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "“XX”"));
}

/* 1914-RET-3: into a friend's hex, the friend is pushed on first, where the owner picks. */
static void
test_1914_ret_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", RETREAT_1914, &module);
  g_autoptr(VdHexOutcome) pushed = NULL;
  g_autoptr(GHashTable) picks = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (picks, "f1", "0402");
  g_assert_null (vd_hex_outcome (board, module, G1, F1, "DR", picks, NULL, &error));
  g_assert_nonnull (strstr (error->message, "f2=HEX"));
  g_hash_table_insert (picks, "f2", "0502");
  pushed = vd_hex_outcome (board, module, G1, F1, "DR", picks, NULL, NULL);
  g_assert_cmpuint (pushed->events->len, ==, 2);
  g_assert_cmpstr (event_at (pushed, 0)->unit_id, ==, "f2");
  g_assert_cmpstr (event_at (pushed, 0)->hex, ==, "0502");
  g_assert_cmpstr (reason_at (pushed, 0)->rule, ==, "1914-RET-3");
  g_assert_cmpstr (event_at (pushed, 1)->unit_id, ==, "f1");
  g_assert_cmpstr (event_at (pushed, 1)->hex, ==, "0402");
}

/* 1914-RET-3 and -5: a friend in an enemy zone at the map's edge may be pushed on off the map;
 * picked so (`off`), it leaves the map, and is not moved into the hex it stands in. */
static void
test_1914_ret_3_push_off (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0203\", strength: \"8\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0104\", strength: \"4\"}\n"
    "  - {id: f2, side: allied, class: infantry, hex: \"0103\", strength: \"4\"}\n", &module);
  g_autoptr(VdHexOutcome) pushed = NULL;
  g_autoptr(GHashTable) picks = g_hash_table_new (g_str_hash, g_str_equal);

  g_hash_table_insert (picks, "f1", "0103");
  g_hash_table_insert (picks, "f2", "off");
  pushed = vd_hex_outcome (board, module, G1, F1, "DR", picks, NULL, NULL);
  g_assert_nonnull (pushed);
  g_assert_cmpuint (pushed->events->len, ==, 2);
  g_assert_cmpstr (event_at (pushed, 0)->unit_id, ==, "f2");
  g_assert_null (event_at (pushed, 0)->hex);
  g_assert_false (event_at (pushed, 0)->eliminated);
  g_assert_cmpstr (reason_at (pushed, 0)->rule, ==, "1914-RET-3");
  g_assert_cmpstr (reason_at (pushed, 0)->what, ==, "pushed on off the map");
  g_assert_cmpstr (event_at (pushed, 1)->unit_id, ==, "f1");
  g_assert_cmpstr (event_at (pushed, 1)->hex, ==, "0103");
}

/* 1914-RET-2: hemmed in, the retreat becomes a disorganization. */
static void
test_1914_ret_2_failure (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0304\"}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0105\"}\n"
    "  - {id: g4, side: german, class: infantry, hex: \"0505\"}\n", &module);
  g_autoptr(VdHexOutcome) outcome = vd_hex_outcome (board, module, G1, F1, "DR", NULL, NULL,
                                                    NULL);

  g_assert_cmpuint (outcome->events->len, ==, 1);
  g_assert_cmpint (event_at (outcome, 0)->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event_at (outcome, 0)->state, ==, "disorganized");
  g_assert_cmpstr (reason_at (outcome, 0)->rule, ==, "1914-RET-2");
}

/* 1914-RES-1, 1914-RES-2: AE eliminates every attacker, DE every defender, each said by the
 * result's own rule. */
static void
test_1914_res_1_res_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\"}\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n", &module);
  g_autoptr(VdHexOutcome) ae = vd_hex_outcome (board, module, G1, F1, "AE", NULL, NULL, NULL);
  g_autoptr(VdHexOutcome) de = vd_hex_outcome (board, module, G1, F1, "DE", NULL, NULL, NULL);

  g_assert_cmpstr (event_at (ae, 0)->unit_id, ==, "g1");
  g_assert_cmpstr (reason_at (ae, 0)->rule, ==, "1914-RES-1");
  g_assert_cmpstr (event_at (de, 0)->unit_id, ==, "f1");
  g_assert_cmpstr (reason_at (de, 0)->rule, ==, "1914-RES-2");
}

/* 1914-RES-3: D flips the side reading 1914-i-d-result names, named while it is open;
 * 1914-RET-5: a second one eliminates or not as 1914-i-same-result goes. */
static void
test_1914_res_3_ret_5 (void)
{
  g_autoptr(VdHexRuleset) open_module = NULL, module = NULL, twice_module = NULL,
                          stays_module = NULL;
  g_autoptr(VdBoard) open_board = NULL, board = NULL, twice = NULL, stays = NULL;
  g_autoptr(VdHexOutcome) open = NULL, flipped = NULL, eliminated = NULL, kept = NULL;
  const char *again =
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\", strength: \"4\", "
    "state: disorganized}\n";

  vd_test_choose_reading ("1914", NULL, NULL);
  open_board = board_of ("1914", RETREAT_1914, &open_module);
  open = vd_hex_outcome (open_board, open_module, G1, F1, "D", NULL, NULL, NULL);
  g_assert_cmpuint (open->events->len, ==, 0);
  g_assert_cmpstr (open->missing_rule, ==, "1914-i-d-result");

  vd_test_choose_reading ("1914", "1914-i-d-result", "defender");
  board = board_of ("1914", RETREAT_1914, &module);
  flipped = vd_hex_outcome (board, module, G1, F1, "D", NULL, NULL, NULL);
  g_assert_null (flipped->missing);
  g_assert_cmpuint (flipped->events->len, ==, 1);
  g_assert_cmpint (event_at (flipped, 0)->kind, ==, VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (event_at (flipped, 0)->unit_id, ==, "f1");
  g_assert_cmpstr (event_at (flipped, 0)->state, ==, "disorganized");
  g_assert_cmpstr (reason_at (flipped, 0)->rule, ==, "1914-RES-3");

  vd_test_choose_reading ("1914", "1914-i-same-result", "any-second-disorganization");
  twice = board_of ("1914", again, &twice_module);
  eliminated = vd_hex_outcome (twice, twice_module, G1, F1, "D", NULL, NULL, NULL);
  g_assert_cmpuint (eliminated->events->len, ==, 1);
  g_assert_true (event_at (eliminated, 0)->eliminated);
  g_assert_null (event_at (eliminated, 0)->hex);
  g_assert_cmpstr (reason_at (eliminated, 0)->rule, ==, "1914-RET-5");

  vd_test_choose_reading ("1914", "1914-i-same-result", "second-off-map-retreat-only");
  stays = board_of ("1914", again, &stays_module);
  kept = vd_hex_outcome (stays, stays_module, G1, F1, "D", NULL, NULL, NULL);
  g_assert_cmpuint (kept->events->len, ==, 0);
  g_assert_cmpstr (reason_at (kept, 0)->rule, ==, "1914-RET-5");
  g_assert_nonnull (strstr (reason_at (kept, 0)->what, "second-off-map-retreat-only"));
  vd_test_choose_reading ("1914", NULL, NULL);
}

#define NAA_UNITS(extra) \
  "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\", strength: \"4\"}\n" \
  "  - {id: fr2, side: french, class: infantry, hex: \"0402\", strength: \"3\"}\n" \
  "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\", strength: \"2\"}\n" extra

/* E12: Exchange eliminates the defender; what the attacker loses is named as missing. */
static void
test_naa_e12 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("naa", NAA_UNITS (""), &module);
  const char * const fr[] = { "fr", "fr2", NULL };
  const char * const ar[] = { "ar", NULL };
  g_autoptr(VdHexOutcome) outcome = vd_hex_outcome (board, module, fr, ar, "Exchange", NULL,
                                                    NULL, NULL);

  g_assert_cmpuint (outcome->events->len, ==, 1);
  g_assert_cmpstr (event_at (outcome, 0)->unit_id, ==, "ar");
  g_assert_true (event_at (outcome, 0)->eliminated);
  g_assert_cmpstr (event_at (outcome, 0)->note, ==, "Exchange (E12)");
  g_assert_cmpstr (reason_at (outcome, 0)->rule, ==, "E12");
  g_assert_cmpstr (outcome->missing_rule, ==, "E12");
  g_assert_nonnull (strstr (outcome->missing, "attacker"));
}

/* D12: a loser with no retreat is eliminated; D14: one unit that fought advances, not two. */
static void
test_naa_d12_d14 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  const char * const fr[] = { "fr", "fr2", NULL };
  const char * const ar[] = { "ar", NULL };
  const char * const one[] = { "fr2", NULL };
  const char * const two[] = { "fr", "fr2", NULL };

  /* Broken ice and the edge of the French zone close every way out. */
  board = board_of ("naa", NAA_UNITS (
    "hexes:\n  \"0203\": {terrain: broken-ice}\n  \"0204\": {terrain: broken-ice}\n"
    "  \"0304\": {terrain: broken-ice}\n  \"0403\": {terrain: broken-ice}\n"
    "  \"0202\": {terrain: broken-ice}\n"), &module);
  outcome = vd_hex_outcome (board, module, fr, ar, "DR", NULL, one, NULL);
  g_assert_cmpuint (outcome->events->len, ==, 2);
  g_assert_true (event_at (outcome, 0)->eliminated);
  g_assert_cmpstr (reason_at (outcome, 0)->rule, ==, "D12");
  g_assert_cmpstr (event_at (outcome, 1)->unit_id, ==, "fr2");
  g_assert_cmpstr (event_at (outcome, 1)->hex, ==, "0303");
  g_assert_cmpstr (reason_at (outcome, 1)->rule, ==, "D14");
  g_assert_null (vd_hex_outcome (board, module, fr, ar, "DR", NULL, two, &error));
  g_assert_nonnull (strstr (error->message, "D14"));
}

/* D16: chain moves may move a unit several times a phase: ar2, moved into 0304 earlier in the
 * French combat phase, is pushed on to 0305 (its only way, D11) by ar's retreat from 0303,
 * boxed in by broken ice: a second move, said by D16; ar, moved once, is not; on a board where
 * ar2 has not moved this phase, D16 is not said. */
#define NAA_D16(journal) \
  "phase: french-combat\n" \
  "hexes:\n  \"0202\": {terrain: broken-ice}\n  \"0203\": {terrain: broken-ice}\n" \
  "  \"0402\": {terrain: broken-ice}\n  \"0403\": {terrain: broken-ice}\n" \
  "  \"0204\": {terrain: broken-ice}\n  \"0205\": {terrain: broken-ice}\n" \
  "  \"0404\": {terrain: broken-ice}\n  \"0405\": {terrain: broken-ice}\n" \
  "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\", strength: \"4\"}\n" \
  "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\", strength: \"2\"}\n" \
  "  - {id: ar2, side: austro-russian, class: infantry, hex: " journal

static void
test_naa_d16 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, still_module = NULL;
  g_autoptr(VdBoard) setup = NULL, board = NULL, still = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL, once = NULL;
  g_autoptr(GError) error = NULL;
  const char * const fr[] = { "fr", NULL };
  const char * const ar[] = { "ar", NULL };
  guint again = 0;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autofree char *entries_path = vd_hex_entries_path_for ("naa");

  /* The Terrain Table is missing: clear ground lets zones in, as the owner enters it (C8). */
  vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  setup = board_of ("naa", NAA_D16 ("\"0306\", strength: \"2\"}\n"
    "journal:\n  - {event: move, turn: 2, phase: french-combat, unit: ar2, hex: \"0304\"}\n"),
    &module);
  board = vd_board_replay (setup, module, G_MAXUINT, &error);
  g_assert_no_error (error);
  outcome = vd_hex_outcome (board, module, fr, ar, "DR", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (outcome->pending);
  vd_hex_outcome_moved_again (outcome, setup, module, setup->journal->len);
  g_assert_cmpstr (event_at (outcome, 0)->unit_id, ==, "ar2");
  g_assert_cmpstr (event_at (outcome, 0)->hex, ==, "0305");
  g_assert_cmpstr (event_at (outcome, 1)->unit_id, ==, "ar");
  g_assert_cmpstr (event_at (outcome, 1)->hex, ==, "0304");
  for (guint i = 0; i < outcome->reasons->len; i++)
    if (g_strcmp0 (reason_at (outcome, i)->rule, "D16") == 0)
      {
        again++;
        g_assert_cmpstr (reason_at (outcome, i)->by, ==, "ar2");
        g_assert_nonnull (strstr (reason_at (outcome, i)->what, "moved again"));
      }
  g_assert_cmpuint (again, ==, 1);

  still = board_of ("naa", NAA_D16 ("\"0304\", strength: \"2\"}\n"), &still_module);
  once = vd_hex_outcome (still, still_module, fr, ar, "DR", NULL, NULL, &error);
  g_assert_no_error (error);
  vd_hex_outcome_moved_again (once, still, still_module, 0);
  g_assert_cmpstr (event_at (once, 0)->unit_id, ==, "ar2");
  for (guint i = 0; i < once->reasons->len; i++)
    g_assert_cmpstr (reason_at (once, i)->rule, !=, "D16");
  g_unlink (entries_path);
}

/* Broken ice all round 0303 but where the French stand: a loser there cannot retreat (D12). */
#define NAA_ICE \
  "hexes:\n  \"0203\": {terrain: broken-ice}\n  \"0204\": {terrain: broken-ice}\n" \
  "  \"0304\": {terrain: broken-ice}\n  \"0403\": {terrain: broken-ice}\n" \
  "  \"0202\": {terrain: broken-ice}\n"

/* The reason of OUTCOME with RULE by BY, which must be there. */
static const VdHexOddsReason *
reason_of (const VdHexOutcome *outcome, const char *rule, const char *by)
{
  for (guint i = 0; i < outcome->reasons->len; i++)
    {
      const VdHexOddsReason *reason = outcome->reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0)
        return reason;
    }
  g_error ("no reason %s by %s", rule, by);
  return NULL;
}

/* D15: the advance after combat ignores zones: fr2 leaves ar2's (at 0502, it holds 0402) at no
 * cost and is said to ignore them, even were it to step into another enemy zone (C5's one
 * exception). */
static void
test_naa_d15 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("naa", NAA_ICE NAA_UNITS (
    "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0502\", strength: \"2\"}\n"),
    &module);
  const char * const fr[] = { "fr", "fr2", NULL };
  const char * const ar[] = { "ar", NULL };
  const char * const one[] = { "fr2", NULL };
  g_autoptr(VdHexOutcome) outcome = vd_hex_outcome (board, module, fr, ar, "DR", NULL, one, NULL);

  g_assert_nonnull (outcome);
  g_assert_cmpstr (event_at (outcome, 1)->hex, ==, "0303");
  g_assert_cmpstr (reason_of (outcome, "D14", "fr2")->what, ==, "advances into 0303");
  g_assert_cmpstr (reason_of (outcome, "D15", "fr2")->what, ==,
                   "zones of control ignored, even from one enemy zone into another");
}

/* E13: a gun that bombarded does not advance into the hex the enemy left; E14: one that fought
 * in contact advances like any unit. E3: the bombardment was a combat like any other. */
static void
test_naa_e13_e14 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("naa", NAA_ICE
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\", strength: \"4\"}\n"
    "  - {id: ga, side: french, class: artillery, hex: \"0402\", strength: \"3\"}\n"
    "  - {id: g1, side: french, class: artillery, hex: \"0301\", strength: \"3\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\", strength: \"2\"}\n",
    &module);
  const char * const fr[] = { "fr", "ga", "g1", NULL };
  const char * const ar[] = { "ar", NULL };
  const char * const gun[] = { "g1", NULL };
  const char * const contact[] = { "ga", NULL };
  g_autoptr(VdHexOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_outcome (board, module, fr, ar, "DR", NULL, gun, &error));
  g_assert_nonnull (strstr (error->message, "g1 bombarded: artillery that bombards does not "
                                            "advance (E13)"));
  g_clear_error (&error);
  outcome = vd_hex_outcome (board, module, fr, ar, "DR", NULL, contact, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (event_at (outcome, 1)->unit_id, ==, "ga");
  g_assert_cmpstr (event_at (outcome, 1)->hex, ==, "0303");
  g_assert_cmpstr (reason_of (outcome, "E14", "ga")->what, ==,
                   "artillery that fought in contact advances like any unit");
}

/* E11: artillery attacked in a forest is eliminated without a roll. */
static void
test_naa_e11 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("naa",
    "hexes:\n  \"0303\": {terrain: forest}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\", strength: \"4\"}\n"
    "  - {id: ar, side: austro-russian, class: artillery, hex: \"0303\", strength: \"2\"}\n",
    &module);
  const char * const fr[] = { "fr", NULL };
  const char * const ar[] = { "ar", NULL };
  g_autoptr(VdHexOutcome) outcome = vd_hex_outcome (board, module, fr, ar, "eliminated", NULL,
                                                    NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (outcome->events->len, ==, 1);
  g_assert_true (event_at (outcome, 0)->eliminated);
  g_assert_cmpstr (reason_at (outcome, 0)->rule, ==, "E11");
  g_assert_null (vd_hex_outcome (board, module, ar, fr, "eliminated", NULL, NULL, &error));
}

/* BN has no combat results table: a result to apply from one is refused, saying so. */
static void
test_bn_no_crt (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn",
    "units:\n  - {id: a, side: french, class: infantry, hex: \"0302\", strength: A}\n"
    "  - {id: b, side: allied, class: infantry, hex: \"0303\", strength: A}\n", &module);
  const char * const a[] = { "a", NULL };
  const char * const b[] = { "b", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_outcome (board, module, a, b, "DR", NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "no combat results table"));
}

/* 1914-CBT-8: cavalry attacked by infantry alone may fall back one hex instead of fighting, its
 * move naming whom it refused, and the attacker may advance; cavalry among the attackers takes
 * the choice away. 1914-HQ-3: an HQ may too, unless it has no way back (then it fights); no
 * advance follows an HQ's. */
static void
test_1914_cbt_8_hq_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "hexes:\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: gc, side: german, class: cavalry, hex: \"0402\", strength: \"2\"}\n"
    "  - {id: fc, side: allied, class: cavalry, hex: \"0303\", strength: \"2\"}\n"
    "  - {id: gi, side: german, class: infantry, hex: \"0504\", strength: \"3\"}\n"
    "  - {id: fh, side: allied, class: hq, hex: \"0505\", army: \"2\"}\n", &module);
  g_autoptr(VdHexOutcome) refused = NULL, hq = NULL;
  g_autoptr(GHashTable) picks = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  const char * const fc[] = { "fc", NULL };
  const char * const both[] = { "g1", "gc", NULL };
  const char * const gi[] = { "gi", NULL };
  const char * const fh[] = { "fh", NULL };
  const char * const g1_advances[] = { "g1", NULL };
  const char * const gi_advances[] = { "gi", NULL };

  /* g1 alone, infantry: fc falls back to 0203, its only way, and g1 may take its hex. */
  refused = vd_hex_outcome_refusal (board, module, G1, fc, NULL, g1_advances, &error);
  g_assert_no_error (error);
  g_assert_null (refused->pending);
  g_assert_cmpstr (reason_at (refused, 0)->rule, ==, "1914-CBT-8");
  g_assert_cmpstr (reason_at (refused, 0)->what, ==, "refuses combat, falls back 1 hex");
  g_assert_cmpuint (refused->events->len, ==, 2);
  g_assert_cmpstr (event_at (refused, 0)->unit_id, ==, "fc");
  g_assert_cmpstr (event_at (refused, 0)->hex, ==, "0203");
  g_assert_true (g_strv_equal ((const char * const *) event_at (refused, 0)->attackers, G1));
  g_assert_cmpstr (event_at (refused, 1)->unit_id, ==, "g1");
  g_assert_cmpstr (event_at (refused, 1)->hex, ==, "0303");
  /* Cavalry among the attackers: no refusal, and the rules that allow one are named. */
  g_assert_null (vd_hex_outcome_refusal (board, module, both, fc, NULL, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "1914-CBT-8, 1914-HQ-3"));
  g_clear_error (&error);
  /* Infantry may not refuse. */
  g_assert_null (vd_hex_outcome_refusal (board, module, fh, gi, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "may not be refused"));
  g_clear_error (&error);

  /* The HQ: several ways back, the owner's pick (1914-RET-7); no advance after it. */
  hq = vd_hex_outcome_refusal (board, module, gi, fh, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (hq->pending);
  g_assert_cmpuint (hq->events->len, ==, 0);
  g_clear_pointer (&hq, vd_hex_outcome_free);
  g_hash_table_insert (picks, "fh", "0506");
  g_assert_null (vd_hex_outcome_refusal (board, module, gi, fh, picks, gi_advances, &error));
  g_assert_nonnull (strstr (error->message, "does not advance (1914-HQ-3)"));
  g_clear_error (&error);
  hq = vd_hex_outcome_refusal (board, module, gi, fh, picks, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (reason_at (hq, 0)->rule, ==, "1914-HQ-3");
  g_assert_cmpstr (event_at (hq, 0)->hex, ==, "0506");
}

/* 1914-HQ-3: an HQ with no way back cannot refuse: it fights. */
static void
test_1914_hq_3_no_way (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "hexes:\n  \"0202\": {terrain: sea}\n  \"0203\": {terrain: sea}\n"
    "  \"0402\": {terrain: sea}\n  \"0403\": {terrain: sea}\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: fh, side: allied, class: hq, hex: \"0303\", army: \"1\"}\n", &module);
  g_autoptr(GError) error = NULL;
  const char * const fh[] = { "fh", NULL };

  g_assert_null (vd_hex_outcome_refusal (board, module, G1, fh, NULL, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "fh has no way back, so it cannot refuse combat: "
                                            "it fights (1914-HQ-3)"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-outcome-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-RET-1-RET-6-RET-7-RES-5-RES-6", test_1914_ret_1_ret_6);
  g_test_add_func ("/hex/rules/1914/1914-RET-3-push", test_1914_ret_3);
  g_test_add_func ("/hex/rules/1914/1914-RET-3-RET-5-push-off", test_1914_ret_3_push_off);
  g_test_add_func ("/hex/rules/1914/1914-RET-2-disorganized", test_1914_ret_2_failure);
  g_test_add_func ("/hex/rules/1914/1914-RES-3-RET-5", test_1914_res_3_ret_5);
  g_test_add_func ("/hex/rules/1914/1914-RES-1-RES-2", test_1914_res_1_res_2);
  g_test_add_func ("/hex/rules/naa/E12", test_naa_e12);
  g_test_add_func ("/hex/rules/naa/D12-D14", test_naa_d12_d14);
  g_test_add_func ("/hex/rules/naa/D15", test_naa_d15);
  g_test_add_func ("/hex/rules/naa/D16", test_naa_d16);
  g_test_add_func ("/hex/rules/naa/E13-E14", test_naa_e13_e14);
  g_test_add_func ("/hex/rules/naa/E11-eliminated", test_naa_e11);
  g_test_add_func ("/hex/rules/bn/no-crt", test_bn_no_crt);
  g_test_add_func ("/hex/rules/1914/1914-CBT-8-HQ-3", test_1914_cbt_8_hq_3);
  g_test_add_func ("/hex/rules/1914/1914-HQ-3-no-way-back", test_1914_hq_3_no_way);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
