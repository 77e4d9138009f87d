/* BN's charge after its declaration (24.1 steps B to I, vd-hex-charge-steps-bn.h), tests named
 * after the rules: each checks the answer and the rule it gives. The Movement Table is
 * missing: the tests enter clear ground at 1 MP for cavalry and officers as an owner would;
 * those values are the tests', not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-charge-steps-bn.h"
#include "vd-hex-entries.h"
#include "vd-hex-odds.h"
#include "vd-test-table.h"

static char *folder;

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

static gboolean
holds (const GPtrArray *list, const char *item)
{
  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (list->pdata[i], item) == 0)
      return TRUE;
  return FALSE;
}

static void
enter (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.cavalry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static VdHexChargeSteps *
steps_of (const char *body, const char *chargers, const char *target,
          const VdHexChargeStepsAsk *ask)
{
  g_autofree char *text = g_strconcat ("phase: fr-movement\n", body, NULL);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, text, &module);
  g_auto(GStrv) ids = g_strsplit (chargers, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexChargeSteps *steps;

  steps = vd_hex_bn_charge_steps (setup, module, G_MAXUINT, (const char * const *) ids, target,
                                  ask, &error);
  g_assert_no_error (error);
  return steps;
}

/* a1's hex (0503) holds its skirmisher, a battery and cavalry; a2 (0502, next to it) is
 * disorganized; a4 (0603) is in column; fb, a French battery at 0703, covers both hexes. */
#define SQUARES \
  "units:\n" \
  "  - {id: h1, side: french, class: cavalry, hex: \"0506\"}\n" \
  "  - {id: fb, side: french, class: artillery, hex: \"0703\", formation: unlimbered}\n" \
  "  - {id: a1, side: allied, class: infantry, hex: \"0503\", formation: line}\n" \
  "  - {id: sk, side: allied, class: skirmisher, hex: \"0503\"}\n" \
  "  - {id: gun, side: allied, class: artillery, hex: \"0503\", formation: unlimbered}\n" \
  "  - {id: acav, side: allied, class: cavalry, hex: \"0503\"}\n" \
  "  - {id: a2, side: allied, class: infantry, hex: \"0502\", formation: line," \
  " state: disorganized}\n" \
  "  - {id: a4, side: allied, class: infantry, hex: \"0603\", formation: column}\n"

/* 11.6b, 11.6d, 15.1g: the target's hex and a4's may try square, a2's may not (DG); the
 * skirmisher and the battery shelter, the cavalry does not; forming square draws fb's
 * opportunity fire; the square test's table is named missing. */
static void
test_11_6b_11_6d_15_1g (void)
{
  VdHexChargeStepsAsk ask = { 0 };
  g_autoptr(VdHexChargeSteps) steps = NULL;

  enter ();
  steps = steps_of (SQUARES, "h1", "a1", &ask);
  g_assert_true (holds (steps->squares, "0503"));
  g_assert_true (holds (steps->squares, "0603"));
  g_assert_false (holds (steps->squares, "0502"));
  g_assert_true (said (steps->reasons, "11.6b", "a1", "0503 may try square (the target's hex): "
                                                      "a1 takes the square test"));
  g_assert_true (said (steps->reasons, "11.6b", "a4", "0603 may try square (next to the "
                                                      "target)"));
  g_assert_true (said (steps->reasons, "11.6b", "a2", "0502 may not try square"));
  g_assert_true (said (steps->reasons, "11.6d", "sk", "sk shelters in the square of 0503"));
  g_assert_true (said (steps->reasons, "11.6d", "gun", "gun shelters"));
  g_assert_true (said (steps->reasons, "11.6a", "acav", "does not shelter"));
  g_assert_true (said (steps->reasons, "15.1g", "fb", "forming square in 0603 gives fb its "
                                                      "opportunity fire"));
  g_assert_true (said (steps->missing, "8.5", NULL, "Morale Table"));
  g_assert_true (said (steps->players, "11.6b", NULL, "owner's"));
}

/* 24.1i, 24.1j: in the charged hex a1 and the battery fire at close range (its column missing),
 * the cavalry attacks instead; a2 next to it does not fire; a1's stragglers are casualties. */
static void
test_24_1i_24_1j (void)
{
  VdHexChargeStepsAsk ask = { 0 };
  g_autoptr(VdHexChargeSteps) steps = NULL;

  enter ();
  steps = steps_of (SQUARES, "h1", "a1", &ask);
  g_assert_true (said (steps->reasons, "24.1i", "a1", "fires at close-combat range"));
  g_assert_true (said (steps->reasons, "24.1i", "gun", "fires at close-combat range"));
  g_assert_true (said (steps->reasons, "24.1i", "acav", "attacks instead of firing"));
  g_assert_true (said (steps->reasons, "24.1i", "a2", "not in it: does not fire"));
  g_assert_true (said (steps->missing, "24.1i", NULL, "close-combat range: that column"));
  g_assert_true (said (steps->reasons, "24.1j", "a1", "as casualties"));
  g_assert_false (said (steps->reasons, "24.1j", "sk", "as casualties"));
}

/* 24.1g, 24.1h: h1's commander is 6 officer MP from the target, beyond his 4, which binds a
 * declared charge no more; a1 attacked once already this phase may be charged again. */
static void
test_24_1g_24_1h (void)
{
  VdHexChargeStepsAsk ask = { 0 };
  g_autoptr(VdHexChargeSteps) steps = NULL;

  enter ();
  steps = steps_of ("units:\n"
                    "  - {id: div, side: french, class: officer, hex: \"0509\"}\n"
                    "  - {id: h1, side: french, class: cavalry, hex: \"0506\", army: div}\n"
                    "  - {id: a1, side: allied, class: infantry, hex: \"0503\"}\n"
                    "journal:\n"
                    "  - {event: combat, turn: 2, phase: fr-movement, attackers: [h1],"
                    " defenders: [a1], column: ~, roll: 3, die: 3, result: ~}\n",
                    "h1", "a1", &ask);
  g_assert_true (said (steps->reasons, "24.1g", "h1", "out of div's radius: no matter"));
  g_assert_true (said (steps->reasons, "24.1h", "0503", "attacked 1 time(s) already this phase: "
                                                        "a hex may be charged again"));
}

#define PURSUIT \
  "hexes:\n  \"0402\": {terrain: forest}\n" \
  "units:\n" \
  "  - {id: h1, side: french, class: cavalry, hex: \"0503\", state: disorganized}\n" \
  "  - {id: a1, side: allied, class: infantry, hex: \"0501\"}\n" \
  "  - {id: a2, side: allied, class: infantry, hex: \"0502\"}\n" \
  "  - {id: a3, side: allied, class: infantry, hex: \"0402\"}\n"

/* 24.1-H, 24.1m: h1, disorganized, in the hex a1 left, may pursue into a2's hex next to it
 * (clear, 1 MP); a3's forest waits on the Movement Table; a hex with no enemy is refused, and
 * so is any pursuit after its morale check forced it back. */
static void
test_24_1H_24_1m (void)
{
  VdHexChargeStepsAsk ask = { 0 }, into = { .pursue = "0502" }, empty = { .pursue = "0504" };
  VdHexChargeStepsAsk back = { .forced_back = TRUE, .pursue = "0502" };
  g_autoptr(VdHexChargeSteps) steps = NULL, good = NULL, bad = NULL, beaten = NULL;

  enter ();
  steps = steps_of (PURSUIT, "h1", "a1", &ask);
  g_assert_true (said (steps->reasons, "24.1m", "h1", "its stack disorganized: it may pursue "
                                                      "all the same"));
  g_assert_true (holds (steps->pursuits, "0502"));
  g_assert_false (holds (steps->pursuits, "0402"));
  g_assert_true (said (steps->missing, "16.2d", "0402", "what Forest costs cavalry (the "
                                                      "Movement Table)"));
  good = steps_of (PURSUIT, "h1", "a1", &into);
  g_assert_null (good->refused);
  bad = steps_of (PURSUIT, "h1", "a1", &empty);
  g_assert_cmpstr (bad->refused_rule, ==, "24.1-H");
  g_assert_cmpstr (bad->refused, ==, "0504 is no enemy-held hex next to it whose ground allows "
                                     "a charge");
  beaten = steps_of (PURSUIT, "h1", "a1", &back);
  g_assert_cmpstr (beaten->refused_rule, ==, "24.1m");
  g_assert_cmpuint (beaten->pursuits->len, ==, 0);
}

#define BLOWN(level) \
  "units:\n" \
  "  - {id: h1, side: french, class: cavalry, hex: \"0506\"}\n" \
  "  - {id: h2, side: french, class: cavalry, hex: \"0506\"}\n" \
  "  - {id: acav, side: allied, class: cavalry, hex: \"0503\"" level "}\n"

/* 24.1-I, 24.2, 24.1l, 24.2a: both attackers become blown, the board telling whether they
 * are yet; the defending cavalry too when left DG, not when Normal; a recalled charge blows no one; one forced back takes its result first. */
static void
test_24_1I_24_2_24_1l (void)
{
  VdHexChargeStepsAsk ask = { 0 }, recalled = { .recalled = TRUE };
  VdHexChargeStepsAsk failed = { .forced_back = TRUE };
  g_autoptr(VdHexChargeSteps) dg = NULL, normal = NULL, called = NULL, back = NULL;
  g_autoptr(VdHexChargeSteps) withdrawn = NULL;

  enter ();
  dg = steps_of (BLOWN (", state: disorganized"), "h1,h2", "acav", &ask);
  g_assert_cmpuint (dg->blown->len, ==, 3);
  g_assert_true (said (dg->reasons, "24.1-I", "h2", "attacked: becomes blown and withdraws 6 to "
                                                    "12 hexes"));
  g_assert_true (said (dg->reasons, "24.1-I", "acav", "its stack now disorganized: becomes "
                                                      "blown"));
  g_assert_true (said (dg->reasons, "24.2", NULL, "move no more"));
  g_assert_true (said (dg->reasons, "24.2a", "h1", "not blown on the board yet: hex withdraw h1"));
  normal = steps_of (BLOWN (""), "h1,h2", "acav", &ask);
  g_assert_false (holds (normal->blown, "acav"));
  g_assert_true (said (normal->reasons, "24.1-I", "acav", "its stack now normal: not blown"));
  called = steps_of (BLOWN (""), "h1,h2", "acav", &recalled);
  g_assert_cmpuint (called->blown->len, ==, 0);
  g_assert_true (said (called->reasons, "24.2", "h1", "recalled: no one becomes blown"));
  withdrawn = steps_of ("units:\n"
                        "  - {id: h1, side: french, class: cavalry, hex: \"0509\","
                        " formation: blown}\n"
                        "  - {id: acav, side: allied, class: cavalry, hex: \"0503\"}\n",
                        "h1", "acav", &ask);
  g_assert_true (said (withdrawn->reasons, "24.2a", "h1", "blown on the board already"));
  back = steps_of (BLOWN (""), "h1,h2", "acav", &failed);
  g_assert_true (said (back->reasons, "24.1l", "h1", "failed its morale check: takes the result"));
}

/* 15.2e, 15.2g: after a reaction charge a1 goes on with its points, in square paying what the
 * missing Formation Table says to leave it; at a skirmisher that fell back the cavalry goes
 * back, not blown. */
static void
test_15_2e_15_2g (void)
{
  VdHexChargeStepsAsk reaction = { .reaction = TRUE };
  VdHexChargeStepsAsk fell = { .reaction = TRUE, .fell_back = TRUE };
  g_autoptr(VdHexChargeSteps) square = NULL, skirmisher = NULL;

  enter ();
  square = steps_of ("units:\n"
                     "  - {id: h1, side: french, class: cavalry, hex: \"0506\"}\n"
                     "  - {id: a1, side: allied, class: infantry, hex: \"0503\","
                     " formation: square}\n", "h1", "a1", &reaction);
  g_assert_true (said (square->reasons, "15.2e", "a1", "goes on with the movement points it had "
                                                       "left"));
  g_assert_true (said (square->missing, "15.2e", "a1", "Formation Table"));
  skirmisher = steps_of ("units:\n"
                         "  - {id: h1, side: french, class: cavalry, hex: \"0506\"}\n"
                         "  - {id: sk, side: allied, class: skirmisher, hex: \"0504\"}\n",
                         "h1", "sk", &fell);
  g_assert_cmpuint (skirmisher->blown->len, ==, 0);
  g_assert_true (said (skirmisher->reasons, "15.2g", "h1", "not blown"));
}

/* 24.1-ex, and 8.4's steps B to I: the seed's example, step by step: a stack of two charges
 * a1; a1's hex may try square (it declines: the owner's); no recall; a1 fires, then the morale
 * checks (the referee's tables); the pursuit into a2's hex next to it, if earned; then both
 * chargers blown. */
static void
test_24_1_ex (void)
{
  VdHexChargeStepsAsk ask = { .pursue = "0502" };
  g_autoptr(VdHexChargeSteps) steps = NULL;

  enter ();
  steps = steps_of ("units:\n"
                    "  - {id: h1, side: french, class: cavalry, hex: \"0503\"}\n"
                    "  - {id: h2, side: french, class: cavalry, hex: \"0503\"}\n"
                    "  - {id: a1, side: allied, class: infantry, hex: \"0504\", formation: line}\n"
                    "  - {id: a2, side: allied, class: infantry, hex: \"0502\"}\n",
                    "h1,h2", "a1", &ask);
  g_assert_true (holds (steps->squares, "0504"));
  g_assert_true (said (steps->players, "11.6b", NULL, "owner's"));
  g_assert_true (said (steps->reasons, "24.1i", "a1", "fires at close-combat range"));
  g_assert_null (steps->refused);
  g_assert_true (holds (steps->pursuits, "0502"));
  g_assert_true (said (steps->players, "24.1-H", "h1", "the whole stack together"));
  g_assert_true (holds (steps->blown, "h1"));
  g_assert_true (holds (steps->blown, "h2"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-charge-steps-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/11.6b-11.6d-15.1g", test_11_6b_11_6d_15_1g);
  g_test_add_func ("/hex/rules/bn/24.1i-24.1j", test_24_1i_24_1j);
  g_test_add_func ("/hex/rules/bn/24.1g-24.1h", test_24_1g_24_1h);
  g_test_add_func ("/hex/rules/bn/24.1-H-24.1m", test_24_1H_24_1m);
  g_test_add_func ("/hex/rules/bn/24.1-I-24.2-24.1l", test_24_1I_24_2_24_1l);
  g_test_add_func ("/hex/rules/bn/15.2e-15.2g", test_15_2e_15_2g);
  g_test_add_func ("/hex/rules/bn/24.1-ex-8.4", test_24_1_ex);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
