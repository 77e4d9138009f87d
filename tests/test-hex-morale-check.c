/* BN's morale check of a stack (vd-hex-morale-check.h), tests named after the rules and the
 * seed's worked example of 25.2: a brigade of grade C in square checks on row B, 56 Shaken;
 * the same brigade wrecked in a wrecked division, fired on from its flank, goes six rows
 * below C to the bottom row, 66 Routed, retreat 2 hexes, 4 stragglers. Then the unit that
 * checks for a stack (25.2a), "1 up" (20.4a), the combination of levels (25.4, every line),
 * the rally steps (25.5), the officer (26.3a) and elite divisions (25.6) named where the seed
 * gives no value, and the owner's own table read. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-morale-check.h"
#include "vd-hex-retreat.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 1, 8, 8, body, module);
}

static gboolean
has_reason (const VdHexMorale *morale, const char *rule, const char *by, const char *what)
{
  for (guint i = 0; i < morale->reasons->len; i++)
    {
      const VdHexOddsReason *reason = morale->reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL &&
          (by == NULL || g_strcmp0 (reason->by, by) == 0))
        return TRUE;
    }
  return FALSE;
}

/* The 25.2 example's brigade: first in square, untouched; then in line, its row wrecked and
 * its division's with it (one box left of the division's V). Its commander is elsewhere. */
#define DIVISION \
  "  - {id: d1, side: allied, class: officer, hex: \"0101\", division_roster: \"_ V _\"}\n"
#define FIRST \
  "units:\n" DIVISION \
  "  - {id: br, side: allied, class: infantry, hex: \"0505\", formation: square, strength: A, " \
  "army: d1, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
#define SECOND \
  "units:\n" DIVISION \
  "  - {id: br, side: allied, class: infantry, hex: \"0505\", formation: line, strength: B, " \
  "army: d1, roster: \"A X B X / V _ C _ _ _\", state: shaken}\n"

static void
test_25_2_ex (void)
{
  g_autoptr(VdHexRuleset) module = NULL, second_module = NULL;
  g_autoptr(VdBoard) board = NULL, second_board = NULL;
  g_autoptr(VdHexMorale) square = NULL, routed = NULL;
  g_autofree char *result = NULL, *missing = NULL, *other = NULL, *other_missing = NULL;
  g_autofree char *bottom = NULL, *bottom_missing = NULL, *why = NULL;
  const VdHexMoraleInput first = { .grade = "C", .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput then = { .grade = "C", .flank = TRUE, .officer_value = -1,
                                  .elite = 0 };
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of (FIRST, &module);
  square = vd_hex_morale_check (board, module, "br", &first, NULL);
  g_assert_nonnull (square);
  g_assert_cmpstr (square->checker, ==, "br");
  g_assert_cmpint (square->shift, ==, 1);
  g_assert_cmpstr (square->row, ==, "B");
  g_assert_null (square->missing);
  g_assert_true (has_reason (square, "25.2-ex", "br", "in square: 1 row up"));
  result = vd_hex_morale_read (square, module, 56, &missing, &rule, NULL);
  g_assert_cmpstr (result, ==, "Shaken");
  g_assert_cmpstr (rule, ==, "25.2-ex");
  g_assert_null (missing);
  /* Another roll on row B is not in the seed, and named. */
  other = vd_hex_morale_read (square, module, 23, &other_missing, &rule, NULL);
  g_assert_null (other);
  g_assert_nonnull (strstr (other_missing, "row B, roll 23 is not given"));

  /* The next fire: flank -3, the brigade and its division wrecked -3: six rows below C. */
  second_board = board_of (SECOND, &second_module);
  routed = vd_hex_morale_check (second_board, second_module, "br", &then, NULL);
  g_assert_nonnull (routed);
  g_assert_cmpint (routed->shift, ==, -6);
  g_assert_cmpstr (routed->row, ==, "the bottom row");
  g_assert_null (routed->missing);
  g_assert_true (has_reason (routed, "25.2-ex", NULL, "flank or rear (13.0b): 3 rows down"));
  g_assert_true (has_reason (routed, "25.2-ex", "br", "wrecked division (d1): 3 rows down"));
  g_assert_cmpstr (routed->level, ==, "shaken");
  bottom = vd_hex_morale_read (routed, second_module, 66, &bottom_missing, &rule, NULL);
  g_assert_cmpstr (bottom, ==, "Routed, retreat 2 hexes, 4 stragglers");
  g_assert_cmpstr (rule, ==, "25.2-ex");
  {
    /* The dice kept as the check's record: the checker, the roll, the row, the result. */
    g_autoptr(VdBoardEvent) roll = vd_hex_morale_roll_event (second_board, routed, 66, bottom,
                                                             rule);
    g_autofree char *line = vd_board_event_describe (roll, second_board, second_module);

    g_assert_cmpint (roll->kind, ==, VD_BOARD_EVENT_ROLL);
    g_assert_cmpstr (roll->test, ==, "morale");
    g_assert_cmpstr (roll->unit_id, ==, "br");
    g_assert_cmpint (roll->die, ==, 66);
    g_assert_cmpstr (roll->chart_row, ==, "the bottom row");
    g_assert_cmpstr (roll->ruling_rule, ==, "25.2-ex");
    g_assert_nonnull (strstr (line, "br’s morale check roll (25.2-ex): 66, on the bottom row"));
    g_assert_nonnull (strstr (line, "Routed, retreat 2 hexes"));
  }
  g_assert_cmpstr (vd_hex_morale_result_level (second_module, bottom), ==, "routed");
  {
    guint retreat, stragglers;

    vd_hex_morale_result_losses (bottom, &retreat, &stragglers);
    g_assert_cmpuint (retreat, ==, 2);
    g_assert_cmpuint (stragglers, ==, 4);
    vd_hex_morale_result_losses (result, &retreat, &stragglers);
    g_assert_cmpuint (retreat, ==, 0);
    g_assert_cmpuint (stragglers, ==, 0);
  }
  g_assert_cmpstr (vd_hex_morale_combine (second_module, "shaken", "routed", &rule, &why), ==,
                   "routed");
  g_assert_cmpstr (rule, ==, "25.4");
}

/* 25.2d: the 25.2 example's 66 marks the brigade's last box (4 stragglers): destroyed, it
 * leaves the map in the result's own step, before its stack retreats, and no longer goes with
 * the counter left in its hex (25.3b) nor weighs on its stacking. */
static void
test_25_2d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) check = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(VdHexRetreat) before = NULL, after = NULL;
  g_autofree char *why = NULL;
  const VdHexMoraleInput then = { .grade = "C", .flank = TRUE, .officer_value = -1,
                                  .elite = 0 };
  const char *level, *rule;
  const VdBoardEvent *last;
  guint retreat;
  VdHexMoraleStragglers stragglers;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n" DIVISION
    "  - {id: br, side: allied, class: infantry, hex: \"0505\", formation: line, strength: B, "
    "army: d1, roster: \"A X B X / V _ C _ _ _\", state: shaken, facing: 0}\n"
    "  - {id: m2, side: allied, class: infantry, hex: \"0505\", formation: line, strength: B, "
    "facing: 0}\n", &module);
  check = vd_hex_morale_check (board, module, "br", &then, NULL);
  before = vd_hex_retreat (board, module, "m2", 2, NULL);
  g_assert_cmpstr (before->stack[0], ==, "br");
  events = vd_hex_morale_events (board, module, check, "Routed, retreat 2 hexes, 4 stragglers",
                                 &level, &rule, &why, &retreat, &stragglers, NULL);
  g_assert_nonnull (events);
  g_free (stragglers.why);
  g_assert_cmpuint (retreat, ==, 2);
  last = events->pdata[events->len - 1];
  g_assert_cmpint (last->kind, ==, VD_BOARD_EVENT_MOVE);
  g_assert_cmpstr (last->unit_id, ==, "br");
  g_assert_true (last->eliminated);
  g_assert_cmpstr (last->note, ==, "25.2d");
  for (guint i = 0; i < events->len; i++)
    g_assert_true (vd_board_event_apply (events->pdata[i], board, module, NULL));
  g_assert_false (vd_board_find_unit (board, "br")->placed);
  after = vd_hex_retreat (board, module, "m2", 2, NULL);
  g_assert_cmpstr (after->stack_rule, ==, "25.3b");
  g_assert_null (after->stack[0]);
}

/* 25.2e: a morale check's losses are stragglers, so they strike infantry only: the bottom
 * row's 4 stragglers go on an infantry checker's roster row, said by 25.2e; a cavalry checker,
 * its roster row given all the same, takes none, and the answer says why by 25.2e. */
static void
test_25_2e_infantry_only (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) foot = NULL, horse = NULL;
  g_autoptr(GPtrArray) foot_events = NULL, horse_events = NULL;
  g_autofree char *why = NULL, *horse_why = NULL;
  const VdHexMoraleInput input = { .grade = "C", .officer_value = -1, .elite = 0 };
  const char *level, *rule;
  guint retreat;
  VdHexMoraleStragglers foot_lost, horse_lost;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
    "  - {id: br, side: allied, class: infantry, hex: \"0505\", formation: line, strength: A, "
    "roster: \"A _ B _ _ V _ C _ _ _\"}\n"
    "  - {id: cav, side: allied, class: cavalry, hex: \"0303\", strength: A, "
    "roster: \"A _ B _ _ V _ C _ _ _\"}\n", &module);
  foot = vd_hex_morale_check (board, module, "br", &input, NULL);
  horse = vd_hex_morale_check (board, module, "cav", &input, NULL);
  g_assert_cmpstr (horse->checker, ==, "cav");
  foot_events = vd_hex_morale_events (board, module, foot,
                                      "Routed, retreat 2 hexes, 4 stragglers", &level, &rule,
                                      &why, &retreat, &foot_lost, NULL);
  g_assert_nonnull (foot_events);
  g_assert_cmpuint (foot_lost.count, ==, 4);
  g_assert_true (foot_lost.on_roster);
  g_assert_cmpstr (foot_lost.rule, ==, "25.2e");
  g_assert_cmpstr (foot_lost.why, ==, "4 stragglers on br's roster");
  g_assert_cmpint (((VdBoardEvent *) foot_events->pdata[foot_events->len - 1])->kind, ==,
                   VD_BOARD_EVENT_ROSTER);
  g_assert_cmpint (((VdBoardEvent *) foot_events->pdata[foot_events->len - 1])->stragglers, ==,
                   4);
  horse_events = vd_hex_morale_events (board, module, horse,
                                       "Routed, retreat 2 hexes, 4 stragglers", &level, &rule,
                                       &horse_why, &retreat, &horse_lost, NULL);
  g_assert_nonnull (horse_events);
  g_assert_cmpuint (horse_lost.count, ==, 4);
  g_assert_false (horse_lost.on_roster);
  g_assert_cmpstr (horse_lost.rule, ==, "25.2e");
  g_assert_cmpstr (horse_lost.why, ==,
                   "no stragglers for cav: only infantry takes them (the result names 4)");
  for (guint i = 0; i < horse_events->len; i++)
    g_assert_cmpint (((VdBoardEvent *) horse_events->pdata[i])->kind, !=,
                     VD_BOARD_EVENT_ROSTER);
  g_assert_cmpstr (level, ==, "routed");
  g_assert_cmpuint (retreat, ==, 2);
  g_free (foot_lost.why);
  g_free (horse_lost.why);
}

/* 25.2e: in a cavalry charge the 25.2 example's 66 marks its 4 losses as casualties, not
 * stragglers, said by 25.2e; out of a charge the same result adds stragglers. A cavalry
 * checker, which takes no stragglers, takes the casualties of a charge. */
static void
test_25_2e_charge (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  const char *level, *rule;
  const VdBoardRoster *row;
  guint retreat;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of (SECOND, &module);
  row = vd_board_find_unit (board, "br")->roster;
  for (int charge = 0; charge < 2; charge++)
    {
      const VdHexMoraleInput then = { .grade = "C", .flank = TRUE, .officer_value = -1,
                                      .elite = 0, .charge = charge };
      g_autoptr(VdHexMorale) check = vd_hex_morale_check (board, module, "br", &then, NULL);
      g_autoptr(GPtrArray) events = NULL;
      g_autofree char *why = NULL;
      const VdBoardEvent *roster = NULL;
      VdHexMoraleStragglers lost;

      g_assert_nonnull (check);
      g_assert_cmpint (check->charge, ==, charge);
      g_assert_cmpint (has_reason (check, "25.2e", NULL, "stragglers are casualties"), ==,
                       charge);
      events = vd_hex_morale_events (board, module, check,
                                     "Routed, retreat 2 hexes, 4 stragglers", &level, &rule,
                                     &why, &retreat, &lost, NULL);
      g_assert_nonnull (events);
      g_assert_cmpuint (lost.count, ==, 4);
      g_assert_true (lost.on_roster);
      g_assert_cmpstr (lost.rule, ==, "25.2e");
      g_assert_cmpstr (lost.why, ==, charge ? "4 stragglers as casualties on br's roster, in a "
                                              "charge" : "4 stragglers on br's roster");
      g_free (lost.why);
      for (guint i = 0; i < events->len; i++)
        if (((const VdBoardEvent *) events->pdata[i])->kind == VD_BOARD_EVENT_ROSTER)
          roster = events->pdata[i];
      g_assert_nonnull (roster);
      /* Four more boxes marked: casualties in the charge, stragglers out of it. */
      g_assert_cmpint (roster->casualties, ==, (int) row->casualties + (charge ? 4 : 0));
      g_assert_cmpint (roster->stragglers, ==, (int) row->stragglers + (charge ? 0 : 4));
    }
  {
    g_autoptr(VdHexRuleset) horse_module = NULL;
    g_autoptr(VdBoard) horse = board_of ("units:\n"
      "  - {id: cav, side: allied, class: cavalry, hex: \"0303\", strength: A, "
      "roster: \"A _ B _ _ V _ C _ _ _\"}\n", &horse_module);
    const VdHexMoraleInput charging = { .grade = "C", .officer_value = -1, .elite = 0,
                                        .charge = TRUE };
    g_autoptr(VdHexMorale) check = vd_hex_morale_check (horse, horse_module, "cav", &charging,
                                                         NULL);
    g_autoptr(GPtrArray) events = NULL;
    g_autofree char *why = NULL;
    VdHexMoraleStragglers lost;

    events = vd_hex_morale_events (horse, horse_module, check, "Routed, retreat 2 hexes, 4 stragglers",
                                   &level, &rule, &why, &retreat, &lost, NULL);
    g_assert_nonnull (events);
    g_assert_true (lost.on_roster);
    g_assert_cmpstr (lost.why, ==, "4 stragglers as casualties on cav's roster, in a charge");
    g_assert_cmpint (((VdBoardEvent *) events->pdata[events->len - 1])->casualties, ==,
                     (int) vd_board_find_unit (horse, "cav")->roster->casualties + 4);
    g_free (lost.why);
  }
}

/* 12.4: the stack's morale is that of its first unit from the top neither artillery nor
 * skirmisher, said by 12.4 after 25.2a; with nothing else in the hex, its top unit's. */
static void
test_12_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) stack = NULL, guns = NULL;
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: gun, side: french, class: artillery, hex: \"0303\", strength: \"1\"}\n"
                    "  - {id: sk, side: french, class: skirmisher, hex: \"0303\"}\n"
                    "  - {id: cav, side: french, class: cavalry, hex: \"0303\", strength: A}\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: A}\n"
                    "  - {id: gun2, side: allied, class: artillery, hex: \"0707\", strength: \"1\"}\n"
                    "  - {id: sk2, side: allied, class: skirmisher, hex: \"0707\"}\n",
                    &module);
  stack = vd_hex_morale_check (board, module, "gun", &input, NULL);
  g_assert_cmpstr (stack->checker, ==, "cav");
  g_assert_true (has_reason (stack, "25.2a", "cav", "neither skirmisher nor artillery"));
  g_assert_true (has_reason (stack, "12.4", "cav", "the stack's morale is that of its first "
                                                   "unit from the top that is neither "
                                                   "artillery nor skirmisher"));
  g_assert_false (has_reason (stack, "12.4", "inf", ""));
  guns = vd_hex_morale_check (board, module, "sk2", &input, NULL);
  g_assert_cmpstr (guns->checker, ==, "gun2");
  g_assert_true (has_reason (guns, "12.4", "gun2", "its top unit's"));
}

/* 25.1, 25.3c: a stack's level is the lowest its counters show, said by 25.3c and the
 * counter that shows it; none shown, it is Normal, and a level given is taken, by 25.1. */
static void
test_25_1_25_3c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) lowest = NULL, none = NULL, given = NULL;
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput as_given = { .grade = "B", .level = "shaken", .officer_value = -1,
                                      .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: A, state: shaken}\n"
                    "  - {id: inf2, side: french, class: infantry, hex: \"0303\", strength: A, state: disorganized}\n"
                    "  - {id: inf3, side: french, class: infantry, hex: \"0505\", strength: A}\n",
                    &module);
  lowest = vd_hex_morale_check (board, module, "inf", &input, NULL);
  g_assert_cmpstr (lowest->level, ==, "disorganized");
  g_assert_cmpstr (lowest->level_rule, ==, "25.3c");
  g_assert_true (has_reason (lowest, "25.3c", "inf2", "the lowest its counters show"));
  none = vd_hex_morale_check (board, module, "inf3", &input, NULL);
  g_assert_cmpstr (none->level, ==, "normal");
  g_assert_cmpstr (none->level_rule, ==, "25.1");
  g_assert_true (has_reason (none, "25.1", NULL, "no counter shows a level: the stack is Normal"));
  given = vd_hex_morale_check (board, module, "inf", &as_given, NULL);
  g_assert_cmpstr (given->level, ==, "shaken");
  g_assert_true (has_reason (given, "25.1", NULL, "the stack's level, as given: shaken"));
}

/* 6.7: the level marker on top of a stack is every counter's: the check says so, and the new
 * level goes on each counter of the stack; a counter alone has no such reason. */
static void
test_6_7 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) stack = NULL, alone = NULL;
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: A, state: shaken}\n"
                    "  - {id: inf2, side: french, class: infantry, hex: \"0303\", strength: B}\n"
                    "  - {id: inf3, side: french, class: infantry, hex: \"0505\", strength: A}\n",
                    &module);
  stack = vd_hex_morale_check (board, module, "inf2", &input, NULL);
  g_assert_cmpstr (stack->level, ==, "shaken");
  g_assert_true (has_reason (stack, "6.7", NULL, "one level for the whole stack: inf, inf2"));
  alone = vd_hex_morale_check (board, module, "inf3", &input, NULL);
  for (guint i = 0; i < alone->reasons->len; i++)
    g_assert_cmpstr (((VdHexOddsReason *) alone->reasons->pdata[i])->rule, !=, "6.7");
  vd_hex_morale_level_events (board, vd_board_find_unit (board, "inf"), "disorganized", events);
  g_assert_cmpuint (events->len, ==, 2);
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->unit_id, ==, "inf");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[0])->state, ==, "disorganized");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[1])->unit_id, ==, "inf2");
  g_assert_cmpstr (((VdBoardEvent *) events->pdata[1])->state, ==, "disorganized");
}

/* 5.3: the Morale Table's roll is two dice read 11-66: 67 is refused by 5.3. */
static void
test_5_3_morale (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) check = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL;
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: A}\n",
                    &module);
  check = vd_hex_morale_check (board, module, "inf", &input, NULL);
  g_assert_null (vd_hex_morale_read (check, module, 67, &missing, &rule, &error));
  g_assert_true (g_str_has_suffix (error->message, "not 67 (5.3)"));
}

/* 23.1l: a check in a melee needs the melee modifier, which the seed does not give: named
 * missing by 23.1l; out of a melee, nothing is missing. */
static void
test_23_1l (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) in_melee = NULL, out = NULL;
  const VdHexMoraleInput melee = { .grade = "B", .officer_value = -1, .elite = -1,
                                   .melee = TRUE };
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: A}\n",
                    &module);
  in_melee = vd_hex_morale_check (board, module, "inf", &melee, NULL);
  g_assert_cmpstr (in_melee->missing_rule, ==, "23.1l");
  g_assert_cmpstr (in_melee->missing, ==, "the melee modifier's rows are not given");
  out = vd_hex_morale_check (board, module, "inf", &input, NULL);
  g_assert_null (out->missing);
}

/* 25.2a, 11.5f: the first counter neither skirmisher nor artillery checks for the stack;
 * skirmishers alone take 11.5's grade; artillery alone has none given. Rolls read 11-66. */
static void
test_25_2a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) stack = NULL, skirmishers = NULL, guns = NULL, wanting = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL, *none = NULL;
  const VdHexMoraleInput input = { .grade = "B", .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput bare = { .officer_value = -1, .elite = -1 };
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: sk, side: french, class: skirmisher, hex: \"0303\"}\n"
                    "  - {id: gun, side: french, class: artillery, hex: \"0303\", strength: \"1\"}\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: line, strength: A}\n"
                    "  - {id: sk2, side: french, class: skirmisher, hex: \"0606\"}\n"
                    "  - {id: gun2, side: allied, class: artillery, hex: \"0707\", strength: \"1\"}\n",
                    &module);
  stack = vd_hex_morale_check (board, module, "sk", &input, NULL);
  g_assert_cmpstr (stack->checker, ==, "inf");
  g_assert_true (has_reason (stack, "25.2a", "inf", "neither skirmisher nor artillery"));
  g_assert_cmpstr (stack->row, ==, "B");
  skirmishers = vd_hex_morale_check (board, module, "sk2", &bare, NULL);
  g_assert_cmpstr (skirmishers->grade, ==, "B");
  g_assert_true (has_reason (skirmishers, "11.5", "sk2", "grade B"));
  guns = vd_hex_morale_check (board, module, "gun2", &bare, NULL);
  g_assert_null (guns->grade);
  g_assert_cmpstr (guns->missing_rule, ==, "25.2b");
  wanting = vd_hex_morale_check (board, module, "inf", &bare, NULL);
  g_assert_cmpstr (wanting->missing_rule, ==, "25.0");
  g_assert_nonnull (strstr (wanting->missing, "inf's grade"));
  g_assert_null (vd_hex_morale_read (stack, module, 67, &missing, &rule, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (vd_hex_morale_read (stack, module, 70, &none, &rule, &error));
  g_assert_nonnull (error);
}

/* 20.4a: "1 up", "2 up" move the row up; more is refused. Rows beyond E below the example's
 * bottom are named, not guessed. */
static void
test_20_4a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) up = NULL, low = NULL, high = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexMoraleInput two = { .grade = "D", .up = 2, .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput three = { .grade = "D", .up = 3, .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput flank = { .grade = "D", .flank = TRUE, .officer_value = -1,
                                   .elite = -1 };
  const VdHexMoraleInput top = { .grade = "A", .up = 1, .officer_value = -1, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: line, strength: A}\n",
                    &module);
  up = vd_hex_morale_check (board, module, "inf", &two, NULL);
  g_assert_cmpstr (up->row, ==, "B");
  g_assert_true (has_reason (up, "20.4a", NULL, "2 up"));
  g_assert_null (vd_hex_morale_check (board, module, "inf", &three, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  low = vd_hex_morale_check (board, module, "inf", &flank, NULL);
  g_assert_cmpstr (low->row, ==, "E-2");
  g_assert_cmpstr (low->missing_rule, ==, "25.2");
  high = vd_hex_morale_check (board, module, "inf", &top, NULL);
  g_assert_cmpstr (high->row, ==, "A+1");
  g_assert_cmpstr (high->missing_rule, ==, "25.2");
}

/* 25.4: every line of the combination, read both ways round where the seed writes a sum. */
static void
test_25_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  static const struct { const char *current, *new_level, *result, *why; } lines[] = {
    { "disorganized", "disorganized", "routed", "line A" },
    { "disorganized", "blood-lust", "normal", "line B" },
    { "routed", "blood-lust", "shaken", "line C" },
    { "shaken", "blood-lust", "blood-lust", "line D" },
    { "blood-lust", "shaken", "blood-lust", "line D" },
    { "disorganized", "shaken", "disorganized", "the worse of two different levels" },
    { "normal", "routed", "routed", "the worse of two different levels" },
    { "shaken", "shaken", "shaken", "twice stays shaken" },
    { "normal", "normal", "normal", "twice stays normal" },
  };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units: []\n", &module);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *why = NULL;
      const char *rule;

      g_assert_cmpstr (vd_hex_morale_combine (module, lines[i].current, lines[i].new_level,
                                              &rule, &why), ==, lines[i].result);
      g_assert_cmpstr (rule, ==, "25.4");
      g_assert_nonnull (strstr (why, lines[i].why));
    }
  g_assert_cmpstr (vd_hex_morale_result_level (module, "DG"), ==, "disorganized");
  g_assert_cmpstr (vd_hex_morale_result_level (module, "Blood Lust"), ==, "blood-lust");
  g_assert_null (vd_hex_morale_result_level (module, "2(1)+MC"));
}

/* 25.2c: a stack in blood lust rolls on the Blood Lust table, missing, with no modifier. */
static void
test_25_2c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) morale = NULL;
  g_autofree char *result = NULL, *missing = NULL;
  const VdHexMoraleInput input = { .grade = "C", .flank = TRUE, .officer_value = -1,
                                   .elite = -1 };
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: line, "
                    "strength: A, state: blood-lust}\n", &module);
  morale = vd_hex_morale_check (board, module, "inf", &input, NULL);
  g_assert_true (morale->blood_lust);
  g_assert_cmpint (morale->shift, ==, 0);
  g_assert_true (has_reason (morale, "25.2c", NULL, "Blood Lust table"));
  result = vd_hex_morale_read (morale, module, 34, &missing, &rule, NULL);
  g_assert_null (result);
  g_assert_cmpstr (rule, ==, "25.2c");
}

/* 26.3a: the officer's value is not on the board: named; given, value - 1 rows. */
static void
test_26_3a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) unknown = NULL, zero = NULL, three = NULL;
  const VdHexMoraleInput none = { .grade = "C", .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput value0 = { .grade = "C", .officer_value = 0, .elite = -1 };
  const VdHexMoraleInput value3 = { .grade = "C", .officer_value = 3, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: line, strength: A}\n"
                    "  - {id: gen, side: french, class: officer, hex: \"0303\"}\n", &module);
  unknown = vd_hex_morale_check (board, module, "inf", &none, NULL);
  g_assert_cmpstr (unknown->missing_rule, ==, "26.3a");
  g_assert_nonnull (strstr (unknown->missing, "gen"));
  zero = vd_hex_morale_check (board, module, "inf", &value0, NULL);
  g_assert_cmpint (zero->shift, ==, -1);
  g_assert_cmpstr (zero->row, ==, "D");
  g_assert_true (has_reason (zero, "26.3a", "gen", "value 0, less 1: -1"));
  three = vd_hex_morale_check (board, module, "inf", &value3, NULL);
  g_assert_cmpstr (three->row, ==, "A");
}

/* 25.6: a wrecked division of the side may be elite; whether and its value are not given. */
static void
test_25_6 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) unknown = NULL, given = NULL;
  const VdHexMoraleInput none = { .grade = "C", .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput two = { .grade = "C", .officer_value = -1, .elite = 2 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: allied, class: infantry, hex: \"0303\", formation: line, strength: A}\n"
                    "  - {id: d2, side: allied, class: officer, hex: \"0707\", division_roster: \"_ V _\"}\n"
                    "  - {id: other, side: allied, class: infantry, hex: \"0606\", formation: line, "
                    "strength: B, army: d2, roster: \"A X B X / V _ C _ _ _\"}\n", &module);
  unknown = vd_hex_morale_check (board, module, "inf", &none, NULL);
  g_assert_cmpstr (unknown->missing_rule, ==, "25.6");
  g_assert_nonnull (strstr (unknown->missing, "d2"));
  given = vd_hex_morale_check (board, module, "inf", &two, NULL);
  g_assert_null (given->missing);
  g_assert_cmpstr (given->row, ==, "E");
}

/* 25.2-ex: one figure for a wrecked brigade in a wrecked division; one without the other is
 * named, since the seed does not split it. */
static void
test_25_2_ex_split (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) morale = NULL;
  const VdHexMoraleInput input = { .grade = "C", .officer_value = -1, .elite = 0 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: d1, side: allied, class: officer, hex: \"0101\", division_roster: \"_ _ V _\"}\n"
                    "  - {id: br, side: allied, class: infantry, hex: \"0505\", formation: line, "
                    "strength: B, army: d1, roster: \"A X B X / V _ C _ _ _\"}\n", &module);
  morale = vd_hex_morale_check (board, module, "br", &input, NULL);
  g_assert_cmpstr (morale->missing_rule, ==, "25.2-ex");
  g_assert_nonnull (strstr (morale->missing, "how it splits"));
}

/* 25.5: the rally steps A, C, D given; B on the missing table; E 1d6 + officer ≥ 5. */
static void
test_25_5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  static const struct { const char *level; gboolean adjacent; int roll, officer;
                        const char *result, *step; } steps[] = {
    { "blood-lust", FALSE, -1, -1, "normal", "A" },
    { "blood-lust", TRUE, -1, -1, NULL, "B" },
    { "shaken", FALSE, -1, -1, "normal", "C" },
    { "disorganized", TRUE, -1, -1, "shaken", "D" },
    { "routed", FALSE, 3, 2, "disorganized", "E" },
    { "routed", FALSE, 4, 0, "routed", "E" },
    { "routed", FALSE, -1, -1, NULL, "E" },
  };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units: []\n", &module);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *why = NULL, *missing = NULL;
      const char *step;

      g_assert_cmpstr (vd_hex_morale_rally (module, steps[i].level, steps[i].adjacent,
                                            steps[i].roll, steps[i].officer, &step, &why,
                                            &missing), ==, steps[i].result);
      g_assert_cmpstr (step, ==, steps[i].step);
      g_assert_true (steps[i].result != NULL ? missing == NULL : missing != NULL);
    }
}

/* The owner's Morale Table (25.2 D): his rows and result columns, each cell the rolls under
 * it; a row he gives below E is read, and his last row is the seed's bottom row. */
static void
test_owner_table (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMorale) low = NULL, square = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autofree char *result = NULL, *missing = NULL, *seed = NULL, *seed_missing = NULL;
  static const char * const columns[] = { "Normal", "Shaken", "DG", NULL };
  static const char * const rows[] = { "A", "B", "C", "D", "E", "F", NULL };
  const VdHexMoraleInput flank = { .grade = "C", .flank = TRUE, .officer_value = -1,
                                   .elite = -1 };
  const VdHexMoraleInput in_square = { .grade = "C", .officer_value = -1, .elite = -1 };
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  vd_hex_entries_set_shape (entries, "morale-table", columns, rows, "Test", "T");
  vd_hex_entries_set_cell (entries, "morale-table", "F", "Normal", "11-16", "Test", "T");
  vd_hex_entries_set_cell (entries, "morale-table", "F", "Shaken", "21-34", "Test", "T");
  vd_hex_entries_set_cell (entries, "morale-table", "F", "DG", "35-66", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: square, strength: A}\n"
                    "  - {id: inf2, side: french, class: infantry, hex: \"0606\", formation: line, strength: A}\n",
                    &module);
  low = vd_hex_morale_check (board, module, "inf2", &flank, NULL);
  g_assert_cmpstr (low->row, ==, "the bottom row");
  g_assert_null (low->missing);
  result = vd_hex_morale_read (low, module, 25, &missing, &rule, NULL);
  g_assert_cmpstr (result, ==, "Shaken");
  /* The seed's own point still holds on the owner's rows. */
  square = vd_hex_morale_check (board, module, "inf", &in_square, NULL);
  seed = vd_hex_morale_read (square, module, 56, &seed_missing, &rule, NULL);
  g_assert_cmpstr (seed, ==, "Shaken");
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* 25.0: the grade printed on a counter, as the board's `grade` key: checked against the
 * module's grades with its line, written back, carried by an add-unit event, and used by the
 * check (a --grade given overrides it). */
static void
test_25_0_grade_key (void)
{
  g_autoptr(VdHexRuleset) module = NULL, read_module = NULL, bad_module = NULL;
  g_autoptr(VdBoard) board = NULL, again = NULL, bad = NULL;
  g_autoptr(VdHexMorale) own = NULL, given = NULL, added = NULL;
  g_autoptr(VdBoardEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *path = NULL, *bad_path = NULL;
  const VdHexMoraleInput none = { .officer_value = -1, .elite = -1 };
  const VdHexMoraleInput over = { .grade = "A", .officer_value = -1, .elite = -1 };

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("units:\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0303\", formation: square, "
                    "strength: A, grade: C}\n", &module);
  g_assert_cmpstr (vd_board_find_unit (board, "inf")->grade, ==, "C");
  own = vd_hex_morale_check (board, module, "inf", &none, NULL);
  g_assert_cmpstr (own->grade, ==, "C");
  g_assert_cmpstr (own->row, ==, "B");
  g_assert_true (has_reason (own, "25.2a", "inf", "grade C on its counter"));
  given = vd_hex_morale_check (board, module, "inf", &over, NULL);
  g_assert_cmpstr (given->grade, ==, "A");

  event = vd_board_event_new (VD_BOARD_EVENT_ADD_UNIT, board);
  event->unit_id = g_strdup ("new");
  event->side = g_strdup ("french");
  event->unit_class = g_strdup ("infantry");
  event->hex = g_strdup ("0505");
  event->grade = g_strdup ("Q");
  g_assert_false (vd_board_event_apply (event, board, module, &error));
  g_assert_nonnull (strstr (error->message, "25.0"));
  g_clear_error (&error);
  g_free (event->grade);
  event->grade = g_strdup ("D");
  g_assert_true (vd_board_event_apply (event, board, module, &error));
  g_assert_no_error (error);
  g_ptr_array_add (board->journal, vd_board_event_copy (event));
  added = vd_hex_morale_check (board, module, "new", &none, NULL);
  g_assert_cmpstr (added->row, ==, "D");

  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "grade: C"));
  g_assert_nonnull (strstr (text, "grade: D"));
  path = g_build_filename (folder, "grades.yaml", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  again = vd_board_load (path, &read_module, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (vd_board_find_unit (again, "inf")->grade, ==, "C");
  g_assert_cmpstr (((VdBoardEvent *) again->journal->pdata[0])->grade, ==, "D");

  bad_path = g_build_filename (folder, "bad-grade.yaml", NULL);
  g_assert_true (g_file_set_contents (bad_path,
                                      "vedette: 1\nkind: board\ntitle: \"Grades\"\nruleset: bn\n"
                                      "grid: {hexes: flat, columns: 5, rows: 5, first: [1, 1], "
                                      "label: \"{col:02}{row:02}\", rows_up: false, "
                                      "stagger: even-down}\nunits:\n"
                                      "  - {id: a, side: french, class: infantry, hex: \"0303\", "
                                      "grade: F}\n", -1, NULL));
  bad = vd_board_load (bad_path, &bad_module, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, ":7:"));
  g_assert_nonnull (strstr (error->message, "grade “F”"));
}

/* A game without morale by grades and levels refuses. */
static void
test_naa_no_morale_check (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  const VdHexMoraleInput input = { .grade = "C", .officer_value = -1, .elite = -1 };

  board = vd_test_hex_board (folder, "naa", 1, 6, 6,
                             "units:\n  - {id: a, side: french, class: infantry, hex: \"0303\"}\n",
                             &module);
  g_assert_null (vd_hex_morale_check (board, module, "a", &input, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-morale-check-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/25.2-ex", test_25_2_ex);
  g_test_add_func ("/hex/rules/bn/25.2-ex-split", test_25_2_ex_split);
  g_test_add_func ("/hex/rules/bn/25.2a-25.2b-11.5", test_25_2a);
  g_test_add_func ("/hex/rules/bn/12.4", test_12_4);
  g_test_add_func ("/hex/rules/bn/25.1-25.3c", test_25_1_25_3c);
  g_test_add_func ("/hex/rules/bn/6.7", test_6_7);
  g_test_add_func ("/hex/rules/bn/23.1l", test_23_1l);
  g_test_add_func ("/hex/rules/bn/5.3-morale", test_5_3_morale);
  g_test_add_func ("/hex/rules/bn/25.2c", test_25_2c);
  g_test_add_func ("/hex/rules/bn/25.2d", test_25_2d);
  g_test_add_func ("/hex/rules/bn/25.2e-infantry-only", test_25_2e_infantry_only);
  g_test_add_func ("/hex/rules/bn/25.2e-charge", test_25_2e_charge);
  g_test_add_func ("/hex/rules/bn/20.4a", test_20_4a);
  g_test_add_func ("/hex/rules/bn/25.4", test_25_4);
  g_test_add_func ("/hex/rules/bn/25.5", test_25_5);
  g_test_add_func ("/hex/rules/bn/26.3a", test_26_3a);
  g_test_add_func ("/hex/rules/bn/25.6", test_25_6);
  g_test_add_func ("/hex/rules/bn/25.2-owner-table", test_owner_table);
  g_test_add_func ("/hex/rules/bn/25.0-grade-key", test_25_0_grade_key);
  g_test_add_func ("/hex/rules/naa/no-morale-check", test_naa_no_morale_check);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
