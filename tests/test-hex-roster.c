/* BN's loss rosters on a board (6.6, 20.6, 21.0a, 20.4), tests named after the rules: the
 * seed's own sample row (20.6-ex) filled as its example does, the division it wrecks, rows
 * read, written and refused, kept from the other side, and Fire Table results applied to a
 * stack. The rows other than the seed's sample are the tests' own, not a game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-board-side.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-fire-losses.h"
#include "vd-hex-recovery.h"
#include "vd-test-table.h"

static char *folder;

/* The seed's sample rows (20.6-ex): a brigade at A, its division of one box then V. */
#define SAMPLE "A _ B _ _ V _ C _ _ _"
#define UNITS_HEAD "units:\n"
#define DIVISION "- {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, " \
                 "movement: ~, division_roster: \"_ V _\"}\n"

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 1, 6, 6, body, module);
}

static VdBoardEvent *
roster_event (const VdBoard *board, const char *unit, int casualties, int stragglers)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ROSTER, board);

  event->unit_id = g_strdup (unit);
  event->casualties = casualties;
  event->stragglers = stragglers;
  return event;
}

static char *
row_of (const VdBoard *board, const char *unit)
{
  return vd_board_roster_format (vd_board_find_unit (board, unit)->roster);
}

/* 6.6 and 20.6: the seed's example, step by step — a casualty and a straggler leave the
 * brigade at B; a second casualty goes left of the straggler, which moves right, and the row
 * reaches its V (20.6a). */
static void
test_bn_20_6 (void)
{
  g_autoptr(VdBoardRoster) row = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL;

  row = vd_board_roster_parse (SAMPLE, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (row->n_boxes, ==, 7);
  g_assert_cmpuint (row->wreck, ==, 3);
  g_assert_cmpstr (vd_board_roster_strength (row), ==, "A");
  g_assert_false (vd_board_roster_wrecked (row));

  vd_board_roster_record (row, 1, 1);
  first = vd_board_roster_format (row);
  g_assert_cmpstr (first, ==, "A X B / _ V _ C _ _ _");
  g_assert_cmpstr (vd_board_roster_strength (row), ==, "B");
  g_assert_false (vd_board_roster_wrecked (row));

  vd_board_roster_record (row, 1, 0);
  second = vd_board_roster_format (row);
  g_assert_cmpstr (second, ==, "A X B X / V _ C _ _ _");
  g_assert_cmpstr (vd_board_roster_strength (row), ==, "B");
  g_assert_true (vd_board_roster_wrecked (row));

  /* Every box marked, the brigade is gone; what found no box is lost with it. */
  vd_board_roster_record (row, 3, 9);
  g_assert_true (vd_board_roster_full (row));
  g_assert_null (vd_board_roster_strength (row));
  g_assert_cmpuint (row->casualties, ==, 5);
  g_assert_cmpuint (row->stragglers, ==, 2);
}

/* Rows that are not rows are refused with what is wrong. */
static void
test_bn_6_6_refused (void)
{
  static const struct {
    const char *text;
    gboolean    division;
    const char *says;
  } cases[] = {
    { "_ _ V _", FALSE, "begins with its strength" },
    { "A B _", FALSE, "no box under it" },
    { "B _ A _", FALSE, "fall from left to right" },
    { "A _ V _ V _", FALSE, "one wreck mark" },
    { "A / X _", FALSE, "casualties (X) first" },
    { "A _ X", FALSE, "from the left" },
    { "D _", FALSE, "“D” is not part of a roster row" },
    { "ABA _", FALSE, "“ABA” is not a strength" },
    { "A", FALSE, "at least one box" },
    { "V _", FALSE, "follows at least one box" },
    { "X V _", TRUE, "checked by its wrecked brigades" },
    { "A _ V _", TRUE, "boxes and its V only" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdBoardRoster) row = vd_board_roster_parse (cases[i].text, cases[i].division,
                                                            &error);

      g_assert_null (row);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].says) == NULL)
        g_error ("%s: %s", cases[i].text, error->message);
    }
}

/* 6.5a: the levels weakest first, C to AAA; a row falls from its starting level, and a unit
 * that starts lower is read from its row; a level not among them, or rising, is refused with
 * the rule. */
static void
test_bn_6_5a (void)
{
  g_autoptr(VdBoardRoster) full = vd_board_roster_parse ("AAA _ AA _ A _ B _ C _", FALSE, NULL);
  g_autoptr(VdBoardRoster) lower = vd_board_roster_parse ("AAA X AA X A _ B _ C _", FALSE, NULL);
  g_autoptr(GError) error = NULL;
  guint weight = 0;

  g_assert_cmpstr (vd_board_roster_strength (full), ==, "AAA");
  g_assert_cmpstr (vd_board_roster_strength (lower), ==, "A");
  g_assert_true (vd_board_roster_is_level ("AAB", &weight));
  g_assert_cmpuint (weight, ==, 10);
  g_assert_false (vd_board_roster_is_level ("BA", NULL));
  g_assert_null (vd_board_roster_parse ("B _ A _", FALSE, &error));
  g_assert_cmpstr (error->message, ==, "a roster's strengths fall from left to right (6.5a)");
  g_clear_error (&error);
  g_assert_null (vd_board_roster_parse ("AAAA _", FALSE, &error));
  g_assert_cmpstr (error->message, ==, "“AAAA” is not a strength of the rosters (C, B, A, AB, "
                                       "AA, AAB, AAA: 6.5a)");
}

/* 20.6a and 20.6b on a board: the roster events move the counter's strength with its row;
 * the wrecked brigade checks its division's box, which wrecks the division; undone (the
 * board replayed without the event), neither is. The division row never holds marks. */
static void
test_bn_20_6b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, before = NULL;
  g_autoptr(VdBoardEvent) hit = NULL, again = NULL, too_many = NULL, strength = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL, *row = NULL;
  gboolean wrecked;

  board = board_of (UNITS_HEAD
                    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, "
                    "movement: ~, army: fr-div, roster: \"" SAMPLE "\"}\n" DIVISION, &module);
  g_assert_cmpstr (vd_board_find_unit (board, "fr-1")->strength, ==, "A");
  before = vd_board_copy_without_journal (board);

  hit = roster_event (board, "fr-1", 1, 1);
  g_assert_true (vd_board_event_apply (hit, board, module, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (vd_board_find_unit (board, "fr-1")->strength, ==, "B");
  g_assert_cmpuint (vd_board_division_checked (board, "fr-div", &wrecked), ==, 0);
  g_assert_false (wrecked);
  line = vd_board_event_describe (hit, board, module);
  g_assert_cmpstr (line, ==, "Turn 1: fr-1: roster 1 X, 1 /");

  again = roster_event (board, "fr-1", 2, 1);
  g_assert_true (vd_board_event_apply (again, board, module, &error));
  row = row_of (board, "fr-1");
  g_assert_cmpstr (row, ==, "A X B X / V _ C _ _ _");
  g_assert_cmpuint (vd_board_division_checked (board, "fr-div", &wrecked), ==, 1);
  g_assert_true (wrecked);
  g_assert_cmpuint (vd_board_division_checked (before, "fr-div", &wrecked), ==, 0);
  g_assert_false (wrecked);

  too_many = roster_event (board, "fr-1", 6, 2);
  g_assert_false (vd_board_event_apply (too_many, board, module, &error));
  g_assert_nonnull (strstr (error->message, "7 boxes"));
  g_clear_error (&error);
  /* Its strength is the row's: a strength event is refused. */
  strength = vd_board_event_new (VD_BOARD_EVENT_STRENGTH, board);
  strength->unit_id = g_strdup ("fr-1");
  strength->strength = g_strdup ("A");
  g_assert_false (vd_board_event_apply (strength, board, module, &error));
  g_assert_nonnull (strstr (error->message, "its roster row’s"));
}

/* The rows go into the file and come back; a strength the row contradicts, a row on a class
 * not on the roster (artillery, 20.5), a destroyed row on the map and a roster in a game
 * without them are refused where they are written. */
static void
test_bn_6_6_file (void)
{
  static const struct {
    const char *game;
    const char *unit;
    const char *says;
  } bad[] = {
    { "bn", "{id: x, side: french, class: infantry, hex: \"0101\", strength: A, movement: ~, "
            "roster: \"A X B _\"}", "strength A, but its roster row is at B" },
    { "bn", "{id: x, side: french, class: artillery, hex: \"0101\", strength: \"5\", "
            "movement: ~, roster: \"A _\"}", "not on the loss roster (20.5)" },
    { "bn", "{id: x, side: french, class: infantry, hex: \"0101\", strength: ~, movement: ~, "
            "roster: \"A X\"}", "the counter is destroyed" },
    { "1914", "{id: x, side: allied, class: infantry, hex: \"0101\", strength: ~, "
              "movement: ~, roster: \"A _\"}", "keeps no loss rosters" },
  };
  g_autoptr(VdHexRuleset) module = NULL, again_module = NULL;
  g_autoptr(VdBoard) board = NULL, again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *path = g_build_filename (folder, "again.yaml", NULL);

  board = board_of (UNITS_HEAD
                    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, "
                    "movement: ~, army: fr-div, roster: \"A X B / _ V _ C _ _ _\"}\n"
                    DIVISION, &module);
  g_assert_cmpstr (vd_board_find_unit (board, "fr-1")->strength, ==, "B");
  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "division_roster: \"_"));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  again = vd_board_load (path, &again_module, &error);
  g_assert_no_error (error);
  g_assert_true (vd_board_roster_equal (vd_board_find_unit (again, "fr-1")->roster,
                                        vd_board_find_unit (board, "fr-1")->roster));
  g_assert_true (vd_board_roster_equal (vd_board_find_unit (again, "fr-div")->division_roster,
                                        vd_board_find_unit (board, "fr-div")->division_roster));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *body = g_strdup_printf ("vedette: 1\nkind: board\ntitle: T\n"
                                               "ruleset: \"%s\"\n"
                                               "grid: {hexes: flat, columns: 4, rows: 4, "
                                               "first: [1, 1], label: \"{col:02}{row:02}\"}\n"
                                               "units:\n- %s\n", bad[i].game, bad[i].unit);
      g_autoptr(VdHexRuleset) bad_module = NULL;
      g_autoptr(VdBoard) refused = NULL;
      g_autoptr(GError) local = NULL;

      g_assert_true (g_file_set_contents (path, body, -1, NULL));
      refused = vd_board_load (path, &bad_module, &local);
      g_assert_null (refused);
      g_assert_nonnull (local);
      if (strstr (local->message, bad[i].says) == NULL || strstr (local->message, ":7:") == NULL)
        g_error ("case %u: %s", i, local->message);
    }
  g_unlink (path);
}

/* 9.0: casualties, stragglers and wrecks are secret — the other side's view has no row of
 * the enemy's and sees none of his roster events, while his own stay. */
static void
test_bn_9_0_roster (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, allied = NULL, french = NULL;
  g_autoptr(VdBoardEvent) hit = NULL;

  board = board_of (UNITS_HEAD
                    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, "
                    "movement: ~, army: fr-div, roster: \"" SAMPLE "\"}\n" DIVISION, &module);
  hit = roster_event (board, "fr-1", 1, 1);
  g_assert_true (vd_board_event_apply (hit, board, module, NULL));
  allied = vd_board_side_view (board, board, module, "allied");
  french = vd_board_side_view (board, board, module, "french");
  g_assert_null (vd_board_find_unit (allied, "fr-1")->roster);
  g_assert_null (vd_board_find_unit (allied, "fr-div")->division_roster);
  g_assert_nonnull (vd_board_find_unit (french, "fr-1")->roster);
  g_assert_false (vd_board_side_sees_event (hit, board, module, "allied"));
  g_assert_true (vd_board_side_sees_event (hit, board, module, "french"));
}

/* 9.0's option (limited-inspection): an enemy stack shows its top counter; the others only
 * when one of the side's officers stands within 12 hexes and sees it. Without the option,
 * every stack may be inspected. */
static void
test_bn_9_0_inspection (void)
{
  static const char units[] =
    "units:\n"
    "- {id: fr-gen, side: french, class: officer, hex: \"0303\", strength: ~, movement: ~}\n"
    "- {id: al-near-1, side: allied, class: infantry, hex: \"0503\", strength: ~, movement: ~}\n"
    "- {id: al-near-2, side: allied, class: infantry, hex: \"0503\", strength: ~, movement: ~}\n"
    "- {id: al-far-1, side: allied, class: infantry, hex: \"1903\", strength: ~, movement: ~}\n"
    "- {id: al-far-2, side: allied, class: infantry, hex: \"1903\", strength: ~, movement: ~}\n";
  g_autofree char *with = g_strconcat ("options: [limited-inspection]\n", units, NULL);
  g_autoptr(VdHexRuleset) module = NULL, plain_module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 1, 20, 6, with, &module);
  g_autoptr(VdBoard) plain = vd_test_hex_board (folder, "bn", 1, 20, 6, units, &plain_module);
  g_autoptr(VdBoard) french = vd_board_side_view (board, board, module, "french");
  g_autoptr(VdBoard) open = vd_board_side_view (plain, plain, plain_module, "french");
  g_autoptr(VdBoard) allied = vd_board_side_view (board, board, module, "allied");

  g_assert_nonnull (vd_board_find_unit (french, "al-near-1"));
  g_assert_nonnull (vd_board_find_unit (french, "al-near-2"));
  g_assert_nonnull (vd_board_find_unit (french, "al-far-1"));
  g_assert_null (vd_board_find_unit (french, "al-far-2"));
  g_assert_cmpstr (vd_board_find_unit (french, "hidden-1")->unit_class, ==, "–");
  g_assert_nonnull (vd_board_find_unit (open, "al-far-2"));
  /* The Allies' own counters are theirs to see; the French officer, alone, is his top. */
  g_assert_nonnull (vd_board_find_unit (allied, "al-far-2"));
  g_assert_nonnull (vd_board_find_unit (allied, "fr-gen"));
  /* Nor does the journal name them: an enemy counter's events stay the enemy's. */
  {
    g_autoptr(VdBoardEvent) move = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

    move->unit_id = g_strdup ("al-far-2");
    move->hex = g_strdup ("1904");
    g_assert_false (vd_board_side_sees_event (move, board, module, "french"));
    g_assert_true (vd_board_side_sees_event (move, board, module, "allied"));
    g_assert_true (vd_board_side_sees_event (move, plain, plain_module, "french"));
  }
}

/* 21.2: a brigade four hexes from the enemy, Normal, within its corps' radius, with
 * stragglers, that has neither moved nor fired this turn may try; an enemy at 3 hexes leaves
 * it to whether the turn is night (its track missing); at 1 hex, or having moved, it may not.
 * The stragglers recovered (the table is missing: the referee's) are erased from the right.
 * Clear ground at 1 officer MP is the test's own entry. */
static void
test_bn_21_2 (void)
{
  g_autofree char *entries_path = vd_hex_entries_path_for ("bn");
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const char *head =
    "phase: fr-rally\nunits:\n"
    "- {id: fr-hq, side: french, class: hq, hex: \"0203\", strength: ~, movement: ~}\n"
    "- {id: fr-div, side: french, class: officer, hex: \"0303\", strength: ~, movement: ~, army: fr-hq}\n"
    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~, army: fr-div,"
    " roster: \"A X B / / V _ C _ _ _\"}\n";
  g_autofree char *far = g_strconcat (head, "- {id: al, side: allied, class: infantry, hex: \"0803\","
                                      " strength: ~, movement: ~}\n", NULL);
  g_autofree char *dusk = g_strconcat (head, "- {id: al, side: allied, class: infantry, hex: \"0603\","
                                       " strength: ~, movement: ~}\n", NULL);
  g_autofree char *near = g_strconcat (head, "- {id: al, side: allied, class: infantry, hex: \"0403\","
                                       " strength: ~, movement: ~}\n", NULL);
  g_autofree char *walked = g_strconcat (far, "journal:\n  - {event: move, turn: 1, unit: fr-1, hex: \"0303\","
                                         " path: [\"0304\", \"0303\"]}\n", NULL);
  g_autoptr(VdHexRuleset) m1 = NULL, m2 = NULL, m3 = NULL, m4 = NULL;
  g_autoptr(VdBoard) b1 = NULL, b2 = NULL, b3 = NULL, b4 = NULL;
  g_autoptr(VdHexRecovery) may = NULL, open = NULL, not_near = NULL, not_moved = NULL;
  g_autoptr(VdBoardEvent) erased = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *row = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  b1 = vd_test_hex_board (folder, "bn", 1, 12, 8, far, &m1);
  may = vd_hex_recovery (b1, m1, 0, "fr-1", &error);
  g_assert_no_error (error);
  g_assert_cmpint (may->verdict, ==, VD_HEX_RECOVERY_MAY);
  g_assert_cmpuint (may->stragglers, ==, 2);
  /* 20.4c: the row's casualty stays whatever comes back. */
  {
    gboolean permanent = FALSE;

    for (guint i = 0; i < may->reasons->len; i++)
      {
        const VdHexOddsReason *reason = may->reasons->pdata[i];

        permanent |= g_strcmp0 (reason->rule, "20.4c") == 0 &&
                     g_strcmp0 (reason->by, "fr-1") == 0 &&
                     g_strcmp0 (reason->what, "its 1 casualty stays: casualties are permanent") == 0;
      }
    g_assert_true (permanent);
  }
  b2 = vd_test_hex_board (folder, "bn", 1, 12, 8, dusk, &m2);
  open = vd_hex_recovery (b2, m2, 0, "fr-1", NULL);
  g_assert_cmpint (open->verdict, ==, VD_HEX_RECOVERY_UNKNOWN);
  g_assert_nonnull (strstr (open->why, "enough at night (2), not by day (4)"));
  b3 = vd_test_hex_board (folder, "bn", 1, 12, 8, near, &m3);
  not_near = vd_hex_recovery (b3, m3, 0, "fr-1", NULL);
  g_assert_cmpint (not_near->verdict, ==, VD_HEX_RECOVERY_MAY_NOT);
  g_assert_cmpstr (not_near->rule, ==, "21.2");
  b4 = vd_test_hex_board (folder, "bn", 1, 12, 8, walked, &m4);
  not_moved = vd_hex_recovery (b4, m4, 1, "fr-1", NULL);
  g_assert_cmpint (not_moved->verdict, ==, VD_HEX_RECOVERY_MAY_NOT);
  g_assert_cmpstr (not_moved->why, ==, "it moved this turn");

  erased = vd_hex_recovery_event (b1, "fr-1", 1, NULL);
  g_assert_true (vd_board_event_apply (erased, b1, m1, NULL));
  row = row_of (b1, "fr-1");
  g_assert_cmpstr (row, ==, "A X B / _ V _ C _ _ _");
  g_assert_null (vd_hex_recovery_event (b1, "fr-1", 2, &error));
  g_assert_nonnull (strstr (error->message, "1 stragglers on its row, not 2"));
  g_unlink (entries_path);
}

/* The reasons of OUTCOME as "rule by what" lines. */
static char *
reasons_text (const VdHexOutcome *outcome)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < outcome->reasons->len; i++)
    {
      const VdHexOddsReason *reason = outcome->reasons->pdata[i];

      g_string_append_printf (text, "%s %s %s\n", reason->rule, reason->by ? reason->by : "-",
                              reason->what);
    }
  return g_string_free (text, FALSE);
}

static VdBoard *
applied (const VdBoard *board, const VdHexRuleset *module, const VdHexOutcome *outcome)
{
  VdBoard *now = vd_board_copy_without_journal (board);

  for (guint i = 0; i < outcome->events->len; i++)
    g_assert_true (vd_board_event_apply (outcome->events->pdata[i], now, module, NULL));
  return now;
}

#define STACK UNITS_HEAD \
  "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~, " \
  "army: fr-div, roster: \"" SAMPLE "\"}\n" \
  "- {id: fr-2, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~, " \
  "army: fr-div, roster: \"A _ _ B _ _ V _ C _ _\"}\n" \
  "- {id: fr-art, side: french, class: artillery, hex: \"0303\", strength: \"5\", movement: ~}\n" \
  "- {id: fr-gen, side: french, class: officer, hex: \"0303\", strength: ~, movement: ~}\n" \
  DIVISION

/* 20.4 and 11.5f: the seed's second example's result, 3 casualties and 2 stragglers with a
 * morale check, on a stack of two brigades: the owner shares the casualties (asked for when
 * not given), the stragglers go to the target, an infantry brigade (21.0a); the morale check
 * is named, its table missing. A roll of 65 kills no officer. */
static void
test_bn_20_4_applied (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, now = NULL;
  g_autoptr(VdHexOutcome) unshared = NULL, outcome = NULL, bad_share = NULL;
  g_autoptr(GHashTable) shares = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *reasons = NULL, *row1 = NULL, *row2 = NULL;

  board = board_of (STACK, &module);
  unshared = vd_hex_fire_losses (board, module, "fr-1", "3(2)+MC", NULL, 65, NULL, FALSE, rand,
                                 &error);
  g_assert_null (unshared);
  g_assert_nonnull (strstr (error->message, "shares 3 casualties among fr-1, fr-2 (11.5f)"));
  g_clear_error (&error);

  g_hash_table_insert (shares, "fr-1", GUINT_TO_POINTER (1));
  g_hash_table_insert (shares, "fr-2", GUINT_TO_POINTER (1));
  bad_share = vd_hex_fire_losses (board, module, "fr-1", "3(2)+MC", shares, 65, NULL, FALSE,
                                  rand, &error);
  g_assert_null (bad_share);
  g_assert_nonnull (strstr (error->message, "add up to 2 casualties, and the result is 3"));
  g_clear_error (&error);

  g_hash_table_insert (shares, "fr-2", GUINT_TO_POINTER (2));
  outcome = vd_hex_fire_losses (board, module, "fr-1", "3(2)+MC", shares, 65, NULL, FALSE, rand,
                                &error);
  g_assert_no_error (error);
  now = applied (board, module, outcome);
  row1 = row_of (now, "fr-1");
  row2 = row_of (now, "fr-2");
  g_assert_cmpstr (row1, ==, "A X B / / V _ C _ _ _");
  g_assert_cmpstr (row2, ==, "A X X B _ _ V _ C _ _");
  g_assert_cmpstr (vd_board_find_unit (now, "fr-1")->strength, ==, "B");
  g_assert_cmpstr (vd_board_find_unit (now, "fr-2")->strength, ==, "B");
  reasons = reasons_text (outcome);
  g_assert_nonnull (strstr (reasons, "20.6 fr-1 1 X, 2 /: A X B / / V _ C _ _ _\n"));
  g_assert_nonnull (strstr (reasons, "20.6a fr-1 wrecked\n"));
  g_assert_nonnull (strstr (reasons, "20.6b fr-div the division of fr-div is wrecked\n"));
  g_assert_cmpstr (outcome->missing_rule, ==, "20.4a");
  g_assert_nonnull (strstr (outcome->missing, "fr-1 checks morale for its stack: the Morale "
                                              "Table is not in the seed"));
  g_assert_true (vd_board_find_unit (now, "fr-gen")->placed);
}

/* 24.1j: a charge's stragglers said to be casualties, on the target, with the rule. */
static gboolean
charge_reason_24_1j (GPtrArray *reasons)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, "24.1j") == 0 && g_strcmp0 (reason->by, "fr-cav") == 0 &&
          strstr (reason->what, "a charge's stragglers are casualties") != NULL)
        return TRUE;
    }
  return FALSE;
}

/* 21.0a, 20.5, 20.4d and 21.0b: stragglers on a cavalry target go to the topmost infantry of
 * its stack; fire at the artillery takes points and no stragglers; 55 kills the hex's
 * officer; in a charge the stragglers are casualties; a row filled destroys its brigade. */
static void
test_bn_21_0a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, now = NULL, art = NULL, charged = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL, at_art = NULL, charge = NULL, bad = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *reasons = NULL, *row = NULL, *art_reasons = NULL;

  board = board_of (UNITS_HEAD
                    "- {id: fr-cav, side: french, class: cavalry, hex: \"0303\", strength: ~, "
                    "movement: ~, roster: \"A _ _\"}\n"
                    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, "
                    "movement: ~, roster: \"" SAMPLE "\"}\n"
                    "- {id: fr-art, side: french, class: artillery, hex: \"0303\", "
                    "strength: \"5\", movement: ~}\n"
                    "- {id: fr-gen, side: french, class: officer, hex: \"0303\", strength: ~, "
                    "movement: ~}\n", &module);
  g_autoptr(GHashTable) shares = g_hash_table_new (g_str_hash, g_str_equal);

  g_hash_table_insert (shares, "fr-cav", GUINT_TO_POINTER (1));
  outcome = vd_hex_fire_losses (board, module, "fr-cav", "1(1)", shares, 55, NULL, FALSE, rand,
                                &error);
  g_assert_no_error (error);
  now = applied (board, module, outcome);
  row = row_of (now, "fr-1");
  g_assert_cmpstr (row, ==, "A / B _ _ V _ C _ _ _");
  g_assert_false (vd_board_find_unit (now, "fr-gen")->placed);
  reasons = reasons_text (outcome);
  g_assert_nonnull (strstr (reasons, "20.4d fr-gen eliminated\n"
                                     "26.4a fr-gen a replacement is due at once\n"));
  g_assert_nonnull (strstr (reasons, "26.4c fr-gen no counter of his division is left: his "
                                     "replacement appears where he was, 0303\n"));
  g_assert_null (outcome->missing);

  at_art = vd_hex_fire_losses (board, module, "fr-art", "2(1)+MC", NULL, 0, NULL, FALSE, rand,
                               &error);
  g_assert_no_error (error);
  art = applied (board, module, at_art);
  g_assert_cmpstr (vd_board_find_unit (art, "fr-art")->strength, ==, "3");
  art_reasons = reasons_text (at_art);
  g_assert_nonnull (strstr (art_reasons, "20.4b fr-art artillery takes no stragglers\n"));
  g_assert_nonnull (strstr (art_reasons, "20.5 fr-art 2 artillery points lost, 3 left\n"));

  /* In a charge the cavalry's 1(2) is 3 casualties, its whole row: destroyed. */
  g_hash_table_remove_all (shares);
  g_hash_table_insert (shares, "fr-cav", GUINT_TO_POINTER (3));
  charge = vd_hex_fire_losses (board, module, "fr-cav", "1(2)", shares, 0, NULL, TRUE, rand,
                               &error);
  g_assert_no_error (error);
  charged = applied (board, module, charge);
  g_assert_true (charge_reason_24_1j (charge->reasons));
  g_assert_false (vd_board_find_unit (charged, "fr-cav")->placed);
  g_assert_cmpuint (vd_board_find_unit (charged, "fr-1")->roster->stragglers, ==, 0);

  bad = vd_hex_fire_losses (board, module, "fr-1", "3 casualties", NULL, 0, NULL, FALSE, rand,
                            &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "not a Fire Table result"));
}

/* 26.4: a roll of 66 at a hex with two officers kills one of them for good, drawn at random,
 * and says so by 26.4 after 20.4d; the other stays. */
static void
test_bn_26_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, now = NULL;
  g_autoptr(VdHexOutcome) outcome = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *reasons = NULL, *killed = NULL, *drawn = NULL;
  const VdHexOddsReason *last;

  board = board_of (UNITS_HEAD
                    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, "
                    "movement: ~, roster: \"" SAMPLE "\"}\n"
                    "- {id: fr-gen, side: french, class: officer, hex: \"0303\", strength: ~, "
                    "movement: ~}\n"
                    "- {id: fr-col, side: french, class: officer, hex: \"0303\", strength: ~, "
                    "movement: ~}\n", &module);
  outcome = vd_hex_fire_losses (board, module, "fr-1", "0", NULL, 66, NULL, FALSE, rand,
                                &error);
  g_assert_no_error (error);
  now = applied (board, module, outcome);
  g_assert_true (vd_board_find_unit (now, "fr-gen")->placed !=
                 vd_board_find_unit (now, "fr-col")->placed);
  killed = g_strdup (vd_board_find_unit (now, "fr-gen")->placed ? "fr-col" : "fr-gen");
  reasons = reasons_text (outcome);
  drawn = g_strdup_printf ("20.4d %s drawn among 2 officers\n20.4d %s eliminated\n", killed,
                           killed);
  g_assert_nonnull (strstr (reasons, drawn));
  last = outcome->reasons->pdata[outcome->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "26.4");
  g_assert_cmpstr (last->by, ==, killed);
  g_assert_cmpstr (last->what, ==, "an officer killed by fire is gone for good");
}

/* 27.2: artillery loses a point per casualty and takes no stragglers, by 27.2 after the
 * roster's 20.5 and 20.4b; two casualties on 2 points leave none. */
static void
test_bn_27_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, now = NULL, gone = NULL;
  g_autoptr(VdHexOutcome) hit = NULL, last_hit = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *reasons = NULL, *last_reasons = NULL;

  board = board_of (UNITS_HEAD
                    "- {id: fr-art, side: french, class: artillery, hex: \"0303\", "
                    "strength: \"4\", movement: ~}\n", &module);
  hit = vd_hex_fire_losses (board, module, "fr-art", "2(1)", NULL, 0, NULL, FALSE, rand,
                            &error);
  g_assert_no_error (error);
  now = applied (board, module, hit);
  g_assert_cmpstr (vd_board_find_unit (now, "fr-art")->strength, ==, "2");
  reasons = reasons_text (hit);
  g_assert_cmpstr (reasons, ==, "20.4b fr-art artillery takes no stragglers\n"
                                "27.2 fr-art artillery takes no stragglers\n"
                                "20.5 fr-art 2 artillery points lost, 2 left\n"
                                "27.2 fr-art 2 casualties, one artillery point each\n");
  last_hit = vd_hex_fire_losses (now, module, "fr-art", "2", NULL, 0, NULL, FALSE, rand, &error);
  g_assert_no_error (error);
  gone = applied (now, module, last_hit);
  g_assert_false (vd_board_find_unit (gone, "fr-art")->placed);
  last_reasons = reasons_text (last_hit);
  g_assert_cmpstr (last_reasons, ==, "20.5 fr-art eliminated\n"
                                     "27.2 fr-art 2 casualties, one artillery point each\n");
}

/* 11.5c and 20.4b: a skirmisher takes the Fire Table's losses only, a step each (full, then
 * reduced, then gone), never stragglers; with no infantry in its stack, they go nowhere. The
 * step lost is its step, not its state: a disorganized one stays disorganized. */
static void
test_bn_11_5c_20_4b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, reduced = NULL, gone = NULL;
  g_autoptr(VdHexOutcome) first = NULL, second = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *reasons = NULL;

  board = board_of (UNITS_HEAD
                    "- {id: sk, side: allied, class: skirmisher, hex: \"0303\", strength: C,"
                    " state: disorganized}\n",
                    &module);
  first = vd_hex_fire_losses (board, module, "sk", "1(1)", NULL, 0, NULL, FALSE, rand, &error);
  g_assert_no_error (error);
  reasons = reasons_text (first);
  g_assert_nonnull (strstr (reasons, "11.5c sk a skirmisher never takes stragglers\n"));
  g_assert_nonnull (strstr (reasons, "20.4b sk no infantry in the stack to take the "
                                     "stragglers\n"));
  g_assert_nonnull (strstr (reasons, "11.5c sk one step lost: reduced\n"));
  reduced = applied (board, module, first);
  for (guint i = 0; i < first->events->len; i++)
    g_assert_cmpint (((const VdBoardEvent *) first->events->pdata[i])->kind, !=,
                     VD_BOARD_EVENT_STATE);
  g_assert_cmpstr (vd_board_find_unit (reduced, "sk")->step, ==, "reduced");
  g_assert_cmpstr (vd_board_find_unit (reduced, "sk")->state, ==, "disorganized");
  second = vd_hex_fire_losses (reduced, module, "sk", "1", NULL, 0, NULL, FALSE, rand, &error);
  g_assert_no_error (error);
  gone = applied (reduced, module, second);
  g_assert_false (vd_board_find_unit (gone, "sk")->placed);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  folder = vd_test_data_folder_new ("vedette-roster-XXXXXX");
  g_test_add_func ("/hex/rules/bn/20.6", test_bn_20_6);
  g_test_add_func ("/hex/rules/bn/6.6-refused", test_bn_6_6_refused);
  g_test_add_func ("/hex/rules/bn/6.5a", test_bn_6_5a);
  g_test_add_func ("/hex/rules/bn/20.6b", test_bn_20_6b);
  g_test_add_func ("/hex/rules/bn/6.6-file", test_bn_6_6_file);
  g_test_add_func ("/hex/rules/bn/9.0-roster", test_bn_9_0_roster);
  g_test_add_func ("/hex/rules/bn/9.0-limited-inspection", test_bn_9_0_inspection);
  g_test_add_func ("/hex/rules/bn/21.2-20.4c", test_bn_21_2);
  g_test_add_func ("/hex/rules/bn/20.4-applied", test_bn_20_4_applied);
  g_test_add_func ("/hex/rules/bn/21.0a-20.5-20.4d-21.0b-24.1j", test_bn_21_0a);
  g_test_add_func ("/hex/rules/bn/11.5c-20.4b", test_bn_11_5c_20_4b);
  g_test_add_func ("/hex/rules/bn/26.4", test_bn_26_4);
  g_test_add_func ("/hex/rules/bn/27.2", test_bn_27_2);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
