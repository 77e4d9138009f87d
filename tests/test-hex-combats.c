/* The combats a phase owes (vd-hex-combats.h), tests named after the rules: NaA's units in an
 * enemy zone as the combat phase begins, which attack and are attacked (D1), once a phase
 * (D3), artillery that cannot fight (E11) or only bombards (E6, reading naa-i-bombardment-d1);
 * 1914's attackers in a zone (1914-CBT-2), all the zones a unit stands in (1914-CBT-4, reading
 * 1914-i-several-zones), stacks that fight whole and units that combine (1914-CBT-5), once a
 * phase each way (1914-CBT-3), HQs (1914-HQ-2); BN's none (14.0) and LBA's unknown. NaA's zones
 * over open ground are the owner's to enter (C8): the tests enter them as he would. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"
#include "vd-hex-combat-plan.h"
#include "vd-hex-entries.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, game, 2, 6, 6, body, module);
}

static VdHexCombats *
combats_of (const VdBoard *board, const VdHexRuleset *module)
{
  g_autoptr(GError) error = NULL;
  VdHexCombats *combats = vd_hex_combats (board, module, G_MAXUINT, &error);

  g_assert_no_error (error);
  return combats;
}

static const VdHexCombatDuty *
find_duty (const VdHexCombats *combats, const char *unit, VdHexDutyRole role)
{
  for (guint i = 0; i < combats->duties->len; i++)
    {
      const VdHexCombatDuty *duty = combats->duties->pdata[i];

      if (duty->role == role && g_str_equal (duty->unit, unit))
        return duty;
    }
  return NULL;
}

/* The duty, which must be there. */
static const VdHexCombatDuty *
duty_of (const VdHexCombats *combats, const char *unit, VdHexDutyRole role)
{
  const VdHexCombatDuty *duty = find_duty (combats, unit, role);

  if (duty == NULL)
    g_error ("no duty of %s", unit);
  return duty;
}

/* The check of PLAN (the --plan syntax). */
static VdHexPlanCheck *
check_of (const VdHexCombats *combats, const VdHexRuleset *module, const char *plan)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) combats_planned = vd_hex_combat_plan_parse (plan, NULL, &error);
  VdHexPlanCheck *check;

  g_assert_no_error (error);
  check = vd_hex_combats_check_plan (combats, module, combats_planned, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < check->failures->len; i++)
    {
      const VdHexPlanFailure *failure = check->failures->pdata[i];

      g_test_message ("%s: %s (%s by %s%s%s)", plan, failure->why, failure->rule, failure->by,
                      failure->depends_on != NULL ? ", if " : "",
                      failure->depends_on != NULL ? failure->depends_on : "");
    }
  return check;
}

/* The failure of CHECK with RULE by BY, or NULL. */
static const VdHexPlanFailure *
find_failure (const VdHexPlanCheck *check, const char *rule, const char *by)
{
  for (guint i = 0; i < check->failures->len; i++)
    {
      const VdHexPlanFailure *failure = check->failures->pdata[i];

      if (g_strcmp0 (failure->rule, rule) == 0 && g_strcmp0 (failure->by, by) == 0)
        return failure;
    }
  return NULL;
}

/* The failure, which must be there. */
static const VdHexPlanFailure *
failure_of (const VdHexPlanCheck *check, const char *rule, const char *by)
{
  const VdHexPlanFailure *failure = find_failure (check, rule, by);

  if (failure == NULL)
    g_error ("no failure %s by %s", rule, by);
  return failure;
}

/* GAME's entries: open ground carries zones (NaA C8, the tests' entry) and READING is CHOICE
 * (both may be NULL). */
static void
enter_with (const char *game, const char *reading, const char *choice, const char *forest_fire)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new (game);

  if (g_str_equal (game, "naa"))
    {
      vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
      /* Open ground stops no fire, as the owner's Terrain Table would say (E10). */
      vd_hex_entries_set_value (entries, "terrain.clear.blocks_fire", "false", "Test", "T");
      if (forest_fire != NULL)
        vd_hex_entries_set_value (entries, "terrain.forest.blocks_fire", forest_fire, "Test",
                                  "T");
    }
  if (reading != NULL)
    vd_hex_entries_set_choice (entries, reading, choice, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
enter (const char *game, const char *reading, const char *choice)
{
  enter_with (game, reading, choice, NULL);
}

/* NaA: f1 moved next to r1 in the French movement phase; r2 stands apart, r3 too. */
#define NAA_D1 \
  "phase: french-move\n" \
  "units:\n" \
  "  - {id: f1, side: french, class: infantry, hex: \"0201\", strength: \"4\"}\n" \
  "  - {id: f2, side: french, class: infantry, hex: \"0506\", strength: \"4\"}\n" \
  "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n" \
  "  - {id: r2, side: austro-russian, class: infantry, hex: \"0206\", strength: \"3\"}\n" \
  "journal:\n" \
  "  - {event: move, turn: 2, phase: french-move, unit: f1, hex: \"0202\"}\n" \
  "  - {event: end-phase, turn: 2, phase: french-move, to_turn: 2, to_phase: french-combat}\n"

/* D1: a unit that begins the combat phase in an enemy zone (here, having moved into it) must
 * attack, and the enemy in its zone must be attacked; the others owe nothing. */
static void
test_naa_d1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  g_autoptr(VdHexPlanCheck) none = NULL, plan = NULL;
  const VdHexCombatDuty *attack, *defend;

  enter ("naa", NULL, NULL);
  board = board_of ("naa", NAA_D1, &module);
  combats = combats_of (board, module);
  g_assert_cmpint (combats->kind, ==, VD_HEX_COMBATS_OBLIGED);
  g_assert_cmpstr (combats->phase, ==, "french-combat");
  g_assert_cmpstr (combats->attacker, ==, "french");
  g_assert_false (combats->preview);
  attack = duty_of (combats, "f1", VD_HEX_DUTY_ATTACK);
  g_assert_nonnull (attack);
  g_assert_cmpstr (attack->rule, ==, "D1");
  g_assert_cmpstr (attack->by, ==, "r1");
  g_assert_cmpstr (attack->hex, ==, "0202");
  g_assert_null (attack->doubt);
  defend = duty_of (combats, "r1", VD_HEX_DUTY_DEFEND);
  g_assert_nonnull (defend);
  g_assert_cmpstr (defend->rule, ==, "D1");
  g_assert_cmpstr (defend->by, ==, "f1");
  g_assert_null (find_duty (combats, "f2", VD_HEX_DUTY_ATTACK));
  g_assert_null (find_duty (combats, "r2", VD_HEX_DUTY_DEFEND));
  g_assert_cmpuint (vd_hex_combats_count_owed (combats), ==, 2);

  /* No combat planned: both duties fail, with D1 and the unit. */
  none = check_of (combats, module, "");
  g_assert_false (none->satisfied);
  g_assert_false (none->unknown);
  g_assert_nonnull (failure_of (none, "D1", "f1"));
  g_assert_nonnull (failure_of (none, "D1", "r1"));
  plan = check_of (combats, module, "f1>r1");
  g_assert_true (plan->satisfied);
  g_assert_cmpuint (plan->failures->len, ==, 0);

  /* Without the owner's entry, whether open ground carries zones is the missing table's. */
  {
    g_autofree char *path = vd_hex_entries_path_for ("naa");
    g_autoptr(VdHexRuleset) bare_module = NULL;
    g_autoptr(VdBoard) bare = NULL;
    g_autoptr(VdHexCombats) doubtful = NULL;
    g_autoptr(VdHexPlanCheck) unknown = NULL;

    g_unlink (path);
    bare = board_of ("naa", NAA_D1, &bare_module);
    doubtful = combats_of (bare, bare_module);
    g_assert_nonnull (duty_of (doubtful, "f1", VD_HEX_DUTY_ATTACK)->doubt);
    g_assert_nonnull (strstr (duty_of (doubtful, "f1", VD_HEX_DUTY_ATTACK)->doubt, "Clear"));
    unknown = check_of (doubtful, bare_module, "");
    g_assert_false (unknown->satisfied);
    g_assert_true (unknown->unknown);
  }
}

/* D3: a unit fights once a phase; the journal's combat since the phase began counts. */
static void
test_naa_d3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  g_autoptr(VdHexPlanCheck) again = NULL, twice = NULL;

  enter ("naa", NULL, NULL);
  board = board_of ("naa", NAA_D1
                    "  - {event: combat, turn: 2, phase: french-combat, attackers: [f1], "
                    "defenders: [r1], column: ~, roll: 3, die: 3, result: ~}\n", &module);
  combats = combats_of (board, module);
  g_assert_true (duty_of (combats, "f1", VD_HEX_DUTY_ATTACK)->fought);
  g_assert_true (duty_of (combats, "r1", VD_HEX_DUTY_DEFEND)->fought);
  g_assert_cmpuint (combats->fought->len, ==, 2);
  g_assert_cmpuint (((const VdHexCombatFought *) combats->fought->pdata[0])->event, ==, 3);
  g_assert_cmpuint (vd_hex_combats_count_owed (combats), ==, 0);
  g_assert_cmpstr (combats->once_rule, ==, "D3");
  again = check_of (combats, module, "f1>r1");
  g_assert_false (again->satisfied);
  g_assert_nonnull (failure_of (again, "D3", "f1"));
  g_assert_nonnull (failure_of (again, "D3", "r1"));
  g_assert_nonnull (strstr (failure_of (again, "D3", "f1")->why, "event 3"));

  /* Before that combat: f1 in two combats is refused by D3 too. */
  {
    g_autoptr(VdHexRuleset) two_module = NULL;
    g_autoptr(VdBoard) two = board_of ("naa", NAA_D1
                                       "  - {event: add-unit, turn: 2, phase: french-combat, "
                                       "unit: r3, side: austro-russian, class: infantry, "
                                       "hex: \"0302\", strength: \"2\"}\n", &two_module);
    g_autoptr(VdHexCombats) two_combats = combats_of (two, two_module);

    twice = check_of (two_combats, two_module, "f1>r1; f1>r3");
    g_assert_nonnull (failure_of (twice, "D3", "f1"));
    g_assert_nonnull (strstr (failure_of (twice, "D3", "f1")->why, "2 combats"));
  }
}

/* E11: artillery in a forest cannot fight, so it owes no attack; E6 with D1: a bombardment
 * does a unit's duty only as reading naa-i-bombardment-d1 goes. */
static void
test_naa_e6_e11 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  g_autoptr(VdHexPlanCheck) bombarded = NULL;
  const VdHexCombatDuty *guns;

  enter ("naa", NULL, NULL);
  board = board_of ("naa",
                    "phase: french-combat\n"
                    "hexes:\n"
                    "  \"0402\": {terrain: forest}\n"
                    "units:\n"
                    "  - {id: f1, side: french, class: infantry, hex: \"0202\", strength: \"4\"}\n"
                    "  - {id: g1, side: french, class: artillery, hex: \"0205\", strength: \"2\"}\n"
                    "  - {id: g2, side: french, class: artillery, hex: \"0402\", strength: \"2\"}\n"
                    "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n"
                    "  - {id: r4, side: austro-russian, class: infantry, hex: \"0403\", strength: \"3\"}\n"
                    "  - {id: r6, side: austro-russian, class: infantry, hex: \"0206\", strength: \"3\"}\n",
                    &module);
  combats = combats_of (board, module);
  guns = duty_of (combats, "g2", VD_HEX_DUTY_ATTACK);
  g_assert_nonnull (guns);
  g_assert_true (guns->exempt);
  g_assert_cmpstr (guns->exempt_rule, ==, "E11");
  /* g2 has no zone there (E11), so r4 is owed nothing by it. */
  g_assert_null (find_duty (combats, "r4", VD_HEX_DUTY_DEFEND));

  /* r1 only bombarded by g1 (two hexes away), f1 attacking elsewhere: unknown until read. */
  bombarded = check_of (combats, module, "g1>r1");
  g_assert_false (bombarded->satisfied);
  g_assert_nonnull (failure_of (bombarded, "D1", "f1"));
  g_assert_cmpstr (failure_of (bombarded, "D1", "r1")->depends_on, ==, "naa-i-bombardment-d1");
  /* E6: a gun bombards or fights in contact, not both. */
  {
    g_autoptr(VdHexPlanCheck) both = check_of (combats, module, "g1>r1; g1>r6");

    g_assert_nonnull (strstr (failure_of (both, "E6", "g1")->why, "2 combats"));
  }
  enter ("naa", "naa-i-bombardment-d1", "bombardment-counts");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read = board_of ("naa",
                                        "phase: french-combat\n"
                                        "units:\n"
                                        "  - {id: f1, side: french, class: infantry, hex: \"0202\", strength: \"4\"}\n"
                                        "  - {id: g1, side: french, class: artillery, hex: \"0205\", strength: \"2\"}\n"
                                        "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n"
                                        "  - {id: r5, side: austro-russian, class: infantry, hex: \"0102\", strength: \"3\"}\n",
                                        &read_module);
    g_autoptr(VdHexCombats) read_combats = combats_of (read, read_module);
    g_autoptr(VdHexPlanCheck) counted = check_of (read_combats, read_module, "g1>r1; f1>r5");

    g_assert_true (counted->satisfied);
  }
  enter ("naa", NULL, NULL);
}

/* E17 (with E10): a bombardment needs a clear line of fire to its target; a forest that stops
 * fire between closes it, and one whose effect the owner has not entered leaves the plan
 * unknown, naming the rule. */
static void
test_naa_e17 (void)
{
  const char *body = "phase: french-combat\n"
                     "hexes:\n"
                     "  \"0204\": {terrain: forest}\n"
                     "units:\n"
                     "  - {id: g1, side: french, class: artillery, hex: \"0205\", strength: \"2\"}\n"
                     "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n";
  g_autoptr(VdHexRuleset) module = NULL, open_module = NULL;
  g_autoptr(VdBoard) board = NULL, open_board = NULL;
  g_autoptr(VdHexCombats) combats = NULL, open_combats = NULL;
  g_autoptr(VdHexPlanCheck) blocked = NULL, unknown = NULL;
  const VdHexPlanFailure *failure;

  enter_with ("naa", "naa-i-bombardment-d1", "bombardment-counts", "true");
  board = board_of ("naa", body, &module);
  combats = combats_of (board, module);
  blocked = check_of (combats, module, "g1>r1");
  g_assert_false (blocked->satisfied);
  g_assert_false (blocked->unknown);
  failure = failure_of (blocked, "E10", "g1");
  g_assert_nonnull (strstr (failure->why, "no line of fire to 0203"));
  g_assert_null (failure->depends_on);

  enter_with ("naa", "naa-i-bombardment-d1", "bombardment-counts", NULL);
  open_board = board_of ("naa", body, &open_module);
  open_combats = combats_of (open_board, open_module);
  unknown = check_of (open_combats, open_module, "g1>r1");
  g_assert_false (unknown->satisfied);
  g_assert_true (unknown->unknown);
  failure = failure_of (unknown, "E10", "g1");
  g_assert_nonnull (strstr (failure->why, "whether g1 can bombard 0203"));
  g_assert_cmpstr (failure->depends_on, ==, "E10");
  enter ("naa", NULL, NULL);
}

/* D7: units fight in contact, each in the other's zone; across a river bank that stops zones
 * (the tests' entry) no combat is owed, and one planned there is as reading
 * naa-i-contact-without-zoc goes. */
static void
test_naa_d7 (void)
{
  const char *body =
    "phase: french-combat\n"
    "hexsides:\n"
    "  - {between: [\"0202\", \"0203\"], feature: river-bank}\n"
    "units:\n"
    "  - {id: f1, side: french, class: infantry, hex: \"0202\", strength: \"4\"}\n"
    "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n";
  static const char * const choices[] = { NULL, "may-not-fight", "may-fight" };

  for (guint c = 0; c < G_N_ELEMENTS (choices); c++)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = NULL;
      g_autoptr(VdHexCombats) combats = NULL;
      g_autoptr(VdHexPlanCheck) plan = NULL;

      vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
      vd_hex_entries_set_value (entries, "hexsides.river-bank.zoc", "false", "Test", "T");
      if (choices[c] != NULL)
        vd_hex_entries_set_choice (entries, "naa-i-contact-without-zoc", choices[c], "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
      board = board_of ("naa", body, &module);
      combats = combats_of (board, module);
      g_assert_cmpuint (combats->duties->len, ==, 0);
      plan = check_of (combats, module, "f1>r1");
      if (c == 2)
        g_assert_true (plan->satisfied);
      else
        {
          const VdHexPlanFailure *failure = failure_of (plan, "D7", "f1");

          g_assert_false (plan->satisfied);
          g_assert_cmpstr (failure->depends_on, ==, c == 0 ? "naa-i-contact-without-zoc" : NULL);
          g_assert_nonnull (strstr (failure->why, "not each in the other's zone"));
        }
    }
  enter ("naa", NULL, NULL);
}

/* NaA, French combat phase: f1 next to r1, the guns g1 and g2 two hexes from it; ra, an
 * Austro-Russian battery two hexes from f1. */
#define NAA_GUNS(phase, more) \
  "phase: " phase "\n" \
  "units:\n" \
  "  - {id: f1, side: french, class: infantry, hex: \"0202\", strength: \"4\"}\n" \
  "  - {id: g1, side: french, class: artillery, hex: \"0205\", strength: \"2\"}\n" \
  "  - {id: g2, side: french, class: artillery, hex: \"0403\", strength: \"2\"}\n" \
  "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", strength: \"3\"}\n" \
  more

/* The check of PLAN on a NaA board of TURN with BODY. */
static VdHexPlanCheck *
naa_check (int turn, const char *body, const char *plan)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", turn, 6, 6, body, &module);
  g_autoptr(VdHexCombats) combats = combats_of (board, module);

  return check_of (combats, module, plan);
}

/* B12: no combat in a movement phase: a plan made while the French move fails, named by the
 * phase; the same plan in the combat phase does not. */
static void
test_naa_b12 (void)
{
  g_autoptr(VdHexPlanCheck) moving = NULL, fighting = NULL;
  const VdHexPlanFailure *failure;

  enter ("naa", NULL, NULL);
  moving = naa_check (2, NAA_GUNS ("french-move", ""), "f1>r1");
  g_assert_false (moving->satisfied);
  failure = failure_of (moving, "B12", "french-move");
  g_assert_null (failure->depends_on);
  g_assert_nonnull (strstr (failure->why, "no combat is fought in this phase, French movement"));
  fighting = naa_check (2, NAA_GUNS ("french-combat", ""), "f1>r1");
  g_assert_null (find_failure (fighting, "B12", "french-combat"));
  g_assert_true (fighting->satisfied);
}

/* FOG-5: no bombardment in fog (turn 1) or at night (turn 12); on turn 11 only if night has
 * fallen, reading naa-i-nightfall; on turn 2 the guns bombard, joining f1's combat (E9).
 * Artillery in contact fights in fog (its strength halved, FOG-6). */
static void
test_naa_fog_5 (void)
{
  static const int turns[] = { 1, 12, 11, 2 };

  enter ("naa", NULL, NULL);
  for (guint t = 0; t < G_N_ELEMENTS (turns); t++)
    {
      g_autoptr(VdHexPlanCheck) check = naa_check (turns[t], NAA_GUNS ("french-combat", ""),
                                                   "g1,f1>r1");
      const VdHexPlanFailure *failure = find_failure (check, "FOG-5", "g1");

      if (turns[t] == 2)
        {
          g_assert_null (failure);
          g_assert_true (check->satisfied);
          continue;
        }
      g_assert_nonnull (failure);
      g_assert_false (check->satisfied);
      if (turns[t] == 11)
        {
          g_assert_cmpstr (failure->depends_on, ==, "naa-i-nightfall");
          g_assert_true (check->unknown);
        }
      else
        {
          g_assert_null (failure->depends_on);
          g_assert_nonnull (strstr (failure->why, "no bombardment in fog or at night"));
        }
    }
  {
    g_autoptr(VdHexPlanCheck) contact = naa_check (1, NAA_GUNS ("french-combat",
      "  - {id: g3, side: french, class: artillery, hex: \"0303\", strength: \"2\"}\n"), "g3>r1");

    g_assert_null (find_failure (contact, "FOG-5", "g3"));
  }
}

/* E8: a bombarding gun targets one enemy unit; in contact a unit may face several. */
static void
test_naa_e8 (void)
{
  const char *two = NAA_GUNS ("french-combat",
    "  - {id: r3, side: austro-russian, class: infantry, hex: \"0203\", strength: \"2\"}\n");
  g_autoptr(VdHexPlanCheck) bombards = NULL, contact = NULL, one = NULL;

  enter ("naa", NULL, NULL);
  bombards = naa_check (2, two, "g1>r1,r3");
  g_assert_false (bombards->satisfied);
  g_assert_nonnull (strstr (failure_of (bombards, "E8", "g1")->why, "one enemy unit, not 2"));
  contact = naa_check (2, two, "f1>r1,r3");
  g_assert_null (find_failure (contact, "E8", "f1"));
  one = naa_check (2, two, "g1>r1");
  g_assert_null (find_failure (one, "E8", "g1"));
}

/* E4: only the Attacker bombards: an Austro-Russian battery bombarding in the French phase is
 * refused by E4, an Austro-Russian unit attacking in contact by D2. */
static void
test_naa_e4 (void)
{
  const char *body = NAA_GUNS ("french-combat",
    "  - {id: ra, side: austro-russian, class: artillery, hex: \"0204\", strength: \"2\"}\n");
  g_autoptr(VdHexPlanCheck) shells = NULL, contact = NULL;

  enter ("naa", NULL, NULL);
  shells = naa_check (2, body, "ra>g2");
  g_assert_false (shells->satisfied);
  g_assert_nonnull (strstr (failure_of (shells, "E4", "ra")->why, "not of the attacking side"));
  g_assert_null (find_failure (shells, "D2", "ra"));
  contact = naa_check (2, body, "r1>f1");
  g_assert_nonnull (failure_of (contact, "D2", "r1"));
  g_assert_null (find_failure (contact, "E4", "r1"));
}

/* D9: a unit's strength is never split between combats, but one combat may set it against
 * several enemy units. */
static void
test_naa_d9 (void)
{
  const char *body = NAA_GUNS ("french-combat",
    "  - {id: r3, side: austro-russian, class: infantry, hex: \"0302\", strength: \"2\"}\n");
  g_autoptr(VdHexPlanCheck) split = NULL, whole = NULL;

  enter ("naa", NULL, NULL);
  split = naa_check (2, body, "f1>r1; f1>r3");
  g_assert_false (split->satisfied);
  g_assert_nonnull (strstr (failure_of (split, "D9", "f1")->why, "never split"));
  whole = naa_check (2, body, "f1>r1,r3");
  g_assert_null (find_failure (whole, "D9", "f1"));
  g_assert_null (find_failure (whole, "D3", "f1"));
}

/* E7: a unit is bombarded once a phase, but by several guns together: two bombardments of r1
 * are refused by E7, one by both guns is not. */
static void
test_naa_e7 (void)
{
  g_autoptr(VdHexPlanCheck) twice = NULL, together = NULL;

  enter ("naa", NULL, NULL);
  twice = naa_check (2, NAA_GUNS ("french-combat", ""), "g1>r1; g2>r1; f1>r1");
  g_assert_false (twice->satisfied);
  g_assert_nonnull (strstr (failure_of (twice, "E7", "r1")->why, "3 combats"));
  together = naa_check (2, NAA_GUNS ("french-combat", ""), "g1,g2,f1>r1");
  g_assert_null (find_failure (together, "E7", "r1"));
  g_assert_null (find_failure (together, "D3", "r1"));
  g_assert_true (together->satisfied);
}

#define BOARD_1914(phase, more) \
  "phase: " phase "\n" \
  "units:\n" \
  "  - {id: g1, side: german, class: infantry, hex: \"0202\", strength: \"3\"}\n" \
  "  - {id: f1, side: allied, class: infantry, hex: \"0203\", strength: \"2\"}\n" \
  "  - {id: f9, side: allied, class: infantry, hex: \"0506\", strength: \"2\"}\n" \
  more

/* 1914-CBT-2: an attacking unit in an enemy zone must attack; the enemy whose zone holds it is
 * attacked (1914-CBT-5); an HQ ignores zones (1914-HQ-2); out of the combat phase, the next
 * one is foreseen. */
static void
test_1914_cbt_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", BOARD_1914 ("german-combat",
    "  - {id: hq, side: german, class: hq, hex: \"0204\", strength: \"1\"}\n"), &module);
  g_autoptr(VdHexCombats) combats = combats_of (board, module);
  g_autoptr(VdHexPlanCheck) plan = NULL, wrong = NULL;
  const VdHexCombatDuty *attack;

  g_assert_cmpstr (combats->attacker, ==, "german");
  attack = duty_of (combats, "g1", VD_HEX_DUTY_ATTACK);
  g_assert_nonnull (attack);
  g_assert_cmpstr (attack->rule, ==, "1914-CBT-2");
  g_assert_cmpstr (attack->by, ==, "f1");
  g_assert_cmpstr (duty_of (combats, "f1", VD_HEX_DUTY_DEFEND)->rule, ==, "1914-CBT-5");
  g_assert_null (find_duty (combats, "f9", VD_HEX_DUTY_DEFEND));
  g_assert_cmpstr (combats->once_rule, ==, "1914-CBT-3");
  plan = check_of (combats, module, "g1>f1");
  g_assert_true (plan->satisfied);
  wrong = check_of (combats, module, "f1>g1");
  g_assert_nonnull (failure_of (wrong, "1914-CBT-1", "f1"));
  g_assert_nonnull (failure_of (wrong, "1914-CBT-2", "g1"));

  /* An HQ alone in a zone owes nothing (1914-HQ-2); stacked with a corps that must attack,
   * it fights with its stack (1914-CBT-5). */
  g_assert_true (duty_of (combats, "hq", VD_HEX_DUTY_ATTACK)->exempt);
  g_assert_cmpstr (duty_of (combats, "hq", VD_HEX_DUTY_ATTACK)->exempt_rule, ==, "1914-HQ-2");
  {
    g_autoptr(VdHexRuleset) stack_module = NULL;
    g_autoptr(VdBoard) stacked = board_of ("1914", BOARD_1914 ("german-combat",
      "  - {id: hq, side: german, class: hq, hex: \"0202\", strength: \"1\"}\n"), &stack_module);
    g_autoptr(VdHexCombats) with_stack = combats_of (stacked, stack_module);
    g_autoptr(VdHexPlanCheck) without = check_of (with_stack, stack_module, "g1>f1");
    const VdHexCombatDuty *hq = duty_of (with_stack, "hq", VD_HEX_DUTY_ATTACK);

    g_assert_false (hq->exempt);
    g_assert_cmpstr (hq->rule, ==, "1914-CBT-5");
    g_assert_cmpstr (hq->by, ==, "g1");
    g_assert_nonnull (failure_of (without, "1914-CBT-5", "0202"));
  }
  {
    g_autoptr(VdHexRuleset) move_module = NULL;
    g_autoptr(VdBoard) moving = board_of ("1914", BOARD_1914 ("german-move", ""), &move_module);
    g_autoptr(VdHexCombats) next = combats_of (moving, move_module);

    g_assert_true (next->preview);
    g_assert_cmpstr (next->phase, ==, "german-combat");
    g_assert_nonnull (duty_of (next, "g1", VD_HEX_DUTY_ATTACK));
  }
}

/* 1914-CBT-5: a stack fights whole, attacking and defending; units in the zone of the same
 * enemy combine against it; once attacked, never twice (1914-CBT-3). */
static void
test_1914_cbt_5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", BOARD_1914 ("german-combat",
    "  - {id: g2, side: german, class: infantry, hex: \"0202\", strength: \"3\"}\n"
    "  - {id: f2, side: allied, class: infantry, hex: \"0203\", strength: \"2\"}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0204\", strength: \"3\"}\n"), &module);
  g_autoptr(VdHexCombats) combats = combats_of (board, module);
  g_autoptr(VdHexPlanCheck) split = NULL, apart = NULL, whole = NULL;

  g_assert_cmpuint (combats->stacks->len, ==, 2);
  g_assert_cmpstr (((const VdHexCombatStack *) combats->stacks->pdata[0])->rule, ==,
                   "1914-CBT-5");
  g_assert_nonnull (duty_of (combats, "g2", VD_HEX_DUTY_ATTACK));
  g_assert_nonnull (duty_of (combats, "f2", VD_HEX_DUTY_DEFEND));
  split = check_of (combats, module, "g1>f1,f2; g3>f1,f2");
  g_assert_false (split->satisfied);
  g_assert_nonnull (failure_of (split, "1914-CBT-5", "0202"));
  g_assert_nonnull (failure_of (split, "1914-CBT-3", "f1"));
  apart = check_of (combats, module, "g1,g2>f1");
  g_assert_nonnull (failure_of (apart, "1914-CBT-5", "0203"));
  g_assert_nonnull (failure_of (apart, "1914-CBT-2", "g3"));
  whole = check_of (combats, module, "g1,g2,g3>f1,f2");
  g_assert_true (whole->satisfied);
}

/* 1914-CBT-4: a unit in the zones of enemies in two hexes attacks them all at once, which one
 * combat against one hex cannot do: reading 1914-i-several-zones. */
static void
test_1914_cbt_4 (void)
{
  const char *body = BOARD_1914 ("german-combat",
    "  - {id: f3, side: allied, class: infantry, hex: \"0201\", strength: \"2\"}\n"
    "  - {id: g4, side: german, class: infantry, hex: \"0101\", strength: \"3\"}\n");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  g_autoptr(VdHexPlanCheck) open = NULL;
  const VdHexCombatDuty *attack;

  enter ("1914", NULL, NULL);
  board = board_of ("1914", body, &module);
  combats = combats_of (board, module);
  attack = duty_of (combats, "g1", VD_HEX_DUTY_ATTACK);
  g_assert_cmpuint (g_strv_length (attack->zone_hexes), ==, 2);
  g_assert_nonnull (strstr (attack->why, "1914-CBT-4"));
  g_assert_cmpuint (combats->readings->len, ==, 1);
  g_assert_cmpstr (combats->readings->pdata[0], ==, "1914-i-several-zones");
  open = check_of (combats, module, "g1>f1; g4>f3");
  g_assert_false (open->satisfied);
  g_assert_true (open->unknown);
  g_assert_cmpstr (failure_of (open, "1914-CBT-4", "g1")->depends_on, ==, "1914-i-several-zones");

  enter ("1914", "1914-i-several-zones", "each-hex-this-phase");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read = board_of ("1914", body, &read_module);
    g_autoptr(VdHexCombats) read_combats = combats_of (read, read_module);
    g_autoptr(VdHexPlanCheck) each = check_of (read_combats, read_module, "g1>f1; g4>f3");
    g_autoptr(VdHexPlanCheck) elsewhere = check_of (read_combats, read_module, "g4>f3");

    g_assert_cmpuint (read_combats->readings->len, ==, 0);
    g_assert_true (each->satisfied);
    g_assert_nonnull (failure_of (elsewhere, "1914-CBT-2", "g1"));
    g_assert_nonnull (failure_of (elsewhere, "1914-CBT-5", "f1"));
  }
  enter ("1914", "1914-i-several-zones", "one-combat");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read = board_of ("1914", body, &read_module);
    g_autoptr(VdHexCombats) read_combats = combats_of (read, read_module);
    g_autoptr(VdHexPlanCheck) one = check_of (read_combats, read_module, "g1>f1; g4>f3");

    g_assert_false (one->satisfied);
    g_assert_false (one->unknown);
    g_assert_null (failure_of (one, "1914-CBT-4", "g1")->depends_on);
  }
  enter ("1914", NULL, NULL);
}

/* A unit come into a zone during its combat phase (an advance): its duty is reading
 * 1914-i-zone-in-combat's. */
static void
test_1914_zone_in_combat (void)
{
  const char *body = BOARD_1914 ("german-move",
    "  - {id: g5, side: german, class: infantry, hex: \"0302\", strength: \"3\"}\n"
    "journal:\n"
    "  - {event: end-phase, turn: 2, phase: german-move, to_turn: 2, to_phase: german-combat}\n"
    "  - {event: move, turn: 2, phase: german-combat, unit: g5, hex: \"0406\"}\n");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCombats) combats = NULL;
  const VdHexCombatDuty *entered;

  enter ("1914", NULL, NULL);
  board = board_of ("1914", body, &module);
  combats = combats_of (board, module);
  entered = duty_of (combats, "g5", VD_HEX_DUTY_ATTACK);
  g_assert_nonnull (entered);
  g_assert_cmpstr (entered->reading, ==, "1914-i-zone-in-combat");
  g_assert_cmpstr (entered->rule, ==, "1914-CBT-2");
  g_assert_null (find_duty (combats, "f9", VD_HEX_DUTY_DEFEND));
  enter ("1914", "1914-i-zone-in-combat", "also-entered-during-phase");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read = board_of ("1914", body, &read_module);
    g_autoptr(VdHexCombats) read_combats = combats_of (read, read_module);

    g_assert_null (duty_of (read_combats, "g5", VD_HEX_DUTY_ATTACK)->reading);
    g_assert_cmpstr (duty_of (read_combats, "f9", VD_HEX_DUTY_DEFEND)->by, ==, "g5");
    g_assert_cmpstr (duty_of (read_combats, "f1", VD_HEX_DUTY_DEFEND)->by, ==, "g1");
  }
  enter ("1914", "1914-i-zone-in-combat", "phase-start");
  {
    g_autoptr(VdHexRuleset) read_module = NULL;
    g_autoptr(VdBoard) read = board_of ("1914", body, &read_module);
    g_autoptr(VdHexCombats) read_combats = combats_of (read, read_module);

    g_assert_null (find_duty (read_combats, "g5", VD_HEX_DUTY_ATTACK));
  }
  enter ("1914", NULL, NULL);
}

/* BN 14.0: no zones of control, no combat forced; a plan is not held to any. */
static void
test_bn_14_0 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "bn", 2, 6, 6,
    "units:\n"
    "  - {id: a, side: french, class: infantry, hex: \"0202\", strength: \"C\"}\n"
    "  - {id: b, side: allied, class: infantry, hex: \"0203\", strength: \"C\"}\n", &module);
  g_autoptr(VdHexCombats) combats = combats_of (board, module);
  g_autoptr(VdHexPlanCheck) plan = check_of (combats, module, "");

  g_assert_cmpint (combats->kind, ==, VD_HEX_COMBATS_NONE);
  g_assert_cmpstr (combats->rule, ==, "14.0");
  g_assert_cmpstr (combats->why, ==, "the game has no zones of control");
  g_assert_cmpuint (combats->duties->len, ==, 0);
  g_assert_true (plan->satisfied);
}

/* LBA's zones of influence: their rules are missing, so what they force is unknown. */
static void
test_lba_influence (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "lba", 2, 6, 6, "", &module);
  g_autoptr(VdHexCombats) combats = combats_of (board, module);
  g_autoptr(VdHexPlanCheck) plan = check_of (combats, module, "");

  g_assert_cmpint (combats->kind, ==, VD_HEX_COMBATS_UNKNOWN);
  g_assert_cmpstr (combats->rule, ==, "LBA-GO-2");
  g_assert_nonnull (strstr (combats->why, "influence"));
  g_assert_true (plan->unknown);
  g_assert_false (plan->satisfied);
}

/* A plan that is not ATTACKERS>DEFENDERS is refused at its line and column. */
static void
test_plan_syntax (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) plan = vd_hex_combat_plan_parse ("# turn 2\na1,a2>d1; a3 d2\n", "plan.txt",
                                                       &error);

  g_assert_null (plan);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "plan.txt:2:11:"));
  g_clear_error (&error);
  plan = vd_hex_combat_plan_parse ("a1, a2 > d1 # both\n\n;a3>d2", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plan->len, ==, 2);
  g_assert_cmpstr (((VdHexPlannedCombat *) plan->pdata[0])->attackers[1], ==, "a2");
  g_assert_cmpuint (((VdHexPlannedCombat *) plan->pdata[1])->line, ==, 3);
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-combats-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/naa/D1", test_naa_d1);
  g_test_add_func ("/hex/rules/naa/D3", test_naa_d3);
  g_test_add_func ("/hex/rules/naa/E6-E11", test_naa_e6_e11);
  g_test_add_func ("/hex/rules/naa/E17-E10", test_naa_e17);
  g_test_add_func ("/hex/rules/naa/D7", test_naa_d7);
  g_test_add_func ("/hex/rules/naa/B12", test_naa_b12);
  g_test_add_func ("/hex/rules/naa/FOG-5", test_naa_fog_5);
  g_test_add_func ("/hex/rules/naa/E8", test_naa_e8);
  g_test_add_func ("/hex/rules/naa/E4", test_naa_e4);
  g_test_add_func ("/hex/rules/naa/E7", test_naa_e7);
  g_test_add_func ("/hex/rules/naa/D9", test_naa_d9);
  g_test_add_func ("/hex/rules/1914/1914-CBT-2", test_1914_cbt_2);
  g_test_add_func ("/hex/rules/1914/1914-CBT-4", test_1914_cbt_4);
  g_test_add_func ("/hex/rules/1914/1914-CBT-5", test_1914_cbt_5);
  g_test_add_func ("/hex/rules/1914/1914-i-zone-in-combat", test_1914_zone_in_combat);
  g_test_add_func ("/hex/rules/bn/14.0", test_bn_14_0);
  g_test_add_func ("/hex/rules/lba/zones-of-influence", test_lba_influence);
  g_test_add_func ("/hex/combats/plan-syntax", test_plan_syntax);
  status = g_test_run ();
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *path = vd_hex_entries_path_for (i == 0 ? "1914" : "naa");

      g_unlink (path);
    }
  vd_test_data_folder_remove (folder);
  return status;
}
