/* BN's melee limits (23.1, vd-hex-melee-limits-bn.h), tests named after the rules: each checks
 * the answer and the rule it gives. The Movement Table is missing: the tests enter clear ground
 * at 1 MP for officers as an owner would; that value is the tests', not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-melee-limits-bn.h"
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

/* The owner's entries: clear ground at 1 MP for officers; READING as CHOICE (NULL: none). */
static void
enter (const char *reading, const char *choice)
{
  g_autoptr(VdHexEntries) entries = NULL;

  vd_test_choose_reading ("bn", NULL, NULL);
  entries = vd_hex_entries_new ("bn");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  if (reading != NULL)
    vd_test_choose_reading ("bn", reading, choice);
}

static VdHexMeleeLimits *
limits_of (const char *body, const char *attackers, const char *defenders)
{
  g_autofree char *text = g_strconcat ("phase: fr-movement\n", body, NULL);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = vd_test_hex_board (folder, "bn", 2, 9, 9, text, &module);
  g_auto(GStrv) a = g_strsplit (attackers, ",", -1);
  g_auto(GStrv) d = g_strsplit (defenders, ",", -1);
  g_autoptr(GError) error = NULL;
  VdHexMeleeLimits *limits;

  limits = vd_hex_bn_melee_limits (setup, module, G_MAXUINT, (const char * const *) a,
                                   (const char * const *) d, &error);
  g_assert_no_error (error);
  return limits;
}

#define UNITS \
  "units:\n" \
  "  - {id: div, side: french, class: officer, hex: \"0506\"}\n" \
  "  - {id: fr-1, side: french, class: infantry, hex: \"0503\", army: div, strength: A}\n" \
  "  - {id: fr-2, side: french, class: infantry, hex: \"0503\", army: div, strength: B}\n" \
  "  - {id: al-1, side: allied, class: infantry, hex: \"0502\", strength: A}\n"

#define MELEED \
  "journal:\n" \
  "  - {event: combat, turn: 2, phase: fr-movement, attackers: [fr-1], defenders: [al-1]," \
  " column: ~, roll: 3, die: 3, result: ~}\n"

/* 23.1: fr-1 meleed al-1 this phase; another melee is refused, open, or allowed after the
 * defender gave way, as reading bn-i-melee-after says. */
static void
test_23_1 (void)
{
  g_autoptr(VdHexMeleeLimits) first = NULL, open = NULL, stop = NULL, held = NULL, went = NULL;

  enter (NULL, NULL);
  first = limits_of (UNITS, "fr-1", "al-1");
  g_assert_true (said (first->reasons, "23.1", "fr-1", "no melee of its yet this phase"));
  open = limits_of (UNITS MELEED, "fr-1", "al-1");
  g_assert_null (open->refused);
  g_assert_cmpstr (open->unknown_rule, ==, "bn-i-melee-after");
  g_assert_nonnull (strstr (open->unknown, "fr-1 has meleed already this phase"));
  enter ("bn-i-melee-after", "stop-one-per-phase");
  stop = limits_of (UNITS MELEED, "fr-1", "al-1");
  g_assert_cmpstr (stop->refused_rule, ==, "23.1");
  g_assert_cmpstr (stop->refused, ==, "fr-1 has meleed 1 time(s) already this phase, as reading "
                                      "bn-i-melee-after reads it: stop-one-per-phase");
  enter ("bn-i-melee-after", "may-continue-after-defender-retreat");
  held = limits_of (UNITS MELEED, "fr-1", "al-1");
  g_assert_cmpstr (held->refused_rule, ==, "23.1");
  g_assert_nonnull (strstr (held->refused, "fr-1 has meleed already this phase and the defender "
                                           "held"));
  went = limits_of (UNITS "  - {id: al-2, side: allied, class: infantry, hex: \"0402\"}\n"
                    MELEED "  - {event: move, turn: 2, phase: fr-movement, unit: al-1,"
                    " hex: \"0501\"}\n", "fr-1", "al-2");
  g_assert_null (went->refused);
  g_assert_true (said (went->reasons, "bn-i-melee-after", "fr-1", "the defender gave way"));
  enter (NULL, NULL);
}

/* DN-2: read as the designer's note (reading bn-i-melee-after: one-per-turn), a unit melees
 * once a turn, whether the defender gave way or not; the answer cites the note. */
static void
test_dn_2 (void)
{
  g_autoptr(VdHexMeleeLimits) first = NULL, again = NULL, went = NULL;

  enter ("bn-i-melee-after", "one-per-turn");
  first = limits_of (UNITS, "fr-1", "al-1");
  g_assert_null (first->refused);
  g_assert_true (said (first->reasons, "DN-2", "fr-1", "no melee of its yet this turn"));
  again = limits_of (UNITS MELEED, "fr-1", "al-1");
  g_assert_cmpstr (again->refused_rule, ==, "DN-2");
  g_assert_cmpstr (again->refused, ==, "fr-1 has meleed 1 time(s) already this turn, as reading "
                                       "bn-i-melee-after reads it: one-per-turn");
  went = limits_of (UNITS "  - {id: al-2, side: allied, class: infantry, hex: \"0402\"}\n"
                    MELEED "  - {event: move, turn: 2, phase: fr-movement, unit: al-1,"
                    " hex: \"0501\"}\n", "fr-1", "al-2");
  g_assert_cmpstr (went->refused_rule, ==, "DN-2");
  enter (NULL, NULL);
}

/* 23.1b: fr-1 stands 3 officer MP from div, al-1 4 away: within, the target included, when its
 * ground counts as if empty; read literally (an officer may not enter the enemy's hex) it is
 * out; open, the reading is named. Farther off, the target is 5 away: out, unless the hex the
 * attackers enter from is what counts. */
static void
test_23_1b (void)
{
  const char *far = "units:\n"
                    "  - {id: div, side: french, class: officer, hex: \"0507\"}\n"
                    "  - {id: fr-1, side: french, class: infantry, hex: \"0503\", army: div}\n"
                    "  - {id: al-1, side: allied, class: infantry, hex: \"0502\"}\n";
  g_autoptr(VdHexMeleeLimits) open = NULL, empty = NULL, literal = NULL, out = NULL, entry = NULL;

  enter (NULL, NULL);
  open = limits_of (UNITS, "fr-1", "al-1");
  g_assert_cmpstr (open->unknown_rule, ==, "bn-i-melee-radius-last-step");
  g_assert_nonnull (strstr (open->unknown, "whether 0502, held by the enemy, counts within "
                                           "fr-1's command radius"));
  enter ("bn-i-melee-radius-last-step", "target-ground-as-if-empty");
  empty = limits_of (UNITS, "fr-1", "al-1");
  g_assert_null (empty->refused);
  g_assert_null (empty->unknown);
  g_assert_true (said (empty->reasons, "23.1b", "fr-1", "within div's radius (4 officer MP), "
                                                        "0502 included"));
  out = limits_of (far, "fr-1", "al-1");
  g_assert_cmpstr (out->refused_rule, ==, "23.1b");
  g_assert_nonnull (strstr (out->refused, "fr-1 attacking 0502"));
  enter ("bn-i-melee-radius-last-step", "officer-enterable-only");
  literal = limits_of (UNITS, "fr-1", "al-1");
  g_assert_cmpstr (literal->refused_rule, ==, "23.1b");
  enter ("bn-i-melee-radius-last-step", "entry-hex-within");
  entry = limits_of (far, "fr-1", "al-1");
  g_assert_null (entry->refused);
  g_assert_true (said (entry->reasons, "23.1b", "fr-1", "entry-hex-within"));
  enter (NULL, NULL);
}

/* 23.1d: al-1 meleed once already this phase may be meleed again and must take it; skirmishers
 * alone may fall back first (11.5e). */
static void
test_23_1d (void)
{
  g_autoptr(VdHexMeleeLimits) again = NULL, skirmish = NULL;

  enter (NULL, NULL);
  again = limits_of (UNITS MELEED, "fr-2", "al-1");
  g_assert_true (said (again->reasons, "23.1d", "0502", "meleed 1 time(s) already this phase: "
                                                        "no limit"));
  g_assert_true (said (again->reasons, "23.1d", "0502", "the defenders must take the melee"));
  skirmish = limits_of (UNITS "  - {id: sk, side: allied, class: skirmisher, hex: \"0403\"}\n",
                        "fr-1", "sk");
  g_assert_true (said (skirmish->players, "11.5e", "0403", "they may fall back"));
  g_assert_false (said (skirmish->reasons, "23.1d", NULL, "must take"));
}

/* 23.1e: fr-1 and fr-2 stacked as the phase began attack together; fr-3, which joined them
 * this phase, may not; an officer joins from anywhere. */
static void
test_23_1e (void)
{
  const char *joined = UNITS
    "  - {id: fr-3, side: french, class: infantry, hex: \"0703\"}\n"
    "  - {id: gen, side: french, class: officer, hex: \"0909\"}\n"
    "journal:\n"
    "  - {event: move, turn: 2, phase: fr-movement, unit: fr-3, hex: \"0503\"}\n"
    "  - {event: move, turn: 2, phase: fr-movement, unit: gen, hex: \"0503\"}\n";
  g_autoptr(VdHexMeleeLimits) together = NULL, late = NULL;

  enter (NULL, NULL);
  together = limits_of (joined, "fr-1,fr-2,gen", "al-1");
  g_assert_null (together->refused);
  g_assert_true (said (together->reasons, "23.1e", "fr-2", "stacked with fr-1 since the phase "
                                                           "began"));
  g_assert_true (said (together->reasons, "23.1e", "gen", "an officer joins from anywhere"));
  g_assert_true (said (together->players, "23.1e", NULL, "before any other counter moves"));
  late = limits_of (joined, "fr-1,fr-3", "al-1");
  g_assert_cmpstr (late->refused_rule, ==, "23.1e");
  g_assert_cmpstr (late->refused, ==, "fr-3 was not stacked with fr-1 as the movement phase "
                                      "began");
}

/* 23.1g: AA + A attacking AA + A: 12 C a side, each within AAA apart (24 C together would not
 * be); each side's infantry fires as A at most (12.3). AAA + A attacking is over. */
static void
test_23_1g (void)
{
  const char *even = "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0503\", strength: AA}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0503\", strength: A}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0502\", strength: AA}\n"
    "  - {id: al-2, side: allied, class: infantry, hex: \"0502\", strength: A}\n";
  const char *over = "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0503\", strength: AAA}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0503\", strength: A}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0502\", strength: C}\n";
  g_autoptr(VdHexMeleeLimits) within = NULL, above = NULL;

  enter (NULL, NULL);
  within = limits_of (even, "fr-1,fr-2", "al-1,al-2");
  g_assert_null (within->refused);
  g_assert_true (said (within->reasons, "23.1g", "0502", "each side weighed apart in 0502: both "
                                                         "within the stacking limit (12.1)"));
  g_assert_true (said (within->reasons, "23.1g", NULL, "the attackers' infantry fires as A at "
                                                       "most (its 12 C counted as 4 C)"));
  g_assert_true (said (within->reasons, "23.1g", NULL, "the defenders' infantry fires as A"));
  above = limits_of (over, "fr-1,fr-2", "al-1");
  g_assert_cmpstr (above->refused_rule, ==, "23.1g");
}

/* 23.1h: the melee's fire at close-combat range, the column the fire-point tables do not give. */
static void
test_23_1h (void)
{
  g_autoptr(VdHexMeleeLimits) limits = NULL;

  enter (NULL, NULL);
  limits = limits_of (UNITS, "fr-1", "al-1");
  g_assert_true (said (limits->missing, "23.1h", NULL, "close-combat range: that column of "
                                                       "Infantry fire-point tables"));
}

/* 23.1i: a square has no flank; a routed stack no front, so the attackers come in by its flank
 * or rear: the modifier's columns are missing, and whom it hits is reading bn-i-flank-entry. */
static void
test_23_1i (void)
{
  g_autoptr(VdHexMeleeLimits) square = NULL, routed = NULL, chosen = NULL, faced = NULL;
  const char *routs = "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0503\"}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0502\", state: routed}\n";

  enter (NULL, NULL);
  square = limits_of ("units:\n"
                      "  - {id: fr-1, side: french, class: infantry, hex: \"0503\"}\n"
                      "  - {id: al-1, side: allied, class: infantry, hex: \"0502\","
                      " formation: square}\n", "fr-1", "al-1");
  g_assert_true (said (square->reasons, "23.1i", "al-1", "in square, a front on every side"));
  routed = limits_of (routs, "fr-1", "al-1");
  g_assert_true (said (routed->reasons, "23.1i", "al-1", "come in by its flank or rear"));
  g_assert_true (said (routed->missing, "bn-i-flank-entry", "al-1", "reading bn-i-flank-entry"));
  g_assert_true (said (routed->missing, "23.1i", "al-1", "the extra modifier's columns"));
  enter ("bn-i-flank-entry", "defender-fire-worse");
  chosen = limits_of (routs, "fr-1", "al-1");
  g_assert_true (said (chosen->reasons, "bn-i-flank-entry", "al-1", "defender-fire-worse"));
  faced = limits_of (UNITS, "fr-1", "al-1");
  g_assert_true (said (faced->players, "23.1i", "al-1", "Front, flank and rear hexes of a facing"));
  enter (NULL, NULL);
}

/* 23.1m, 23.1o: a Blood Lust stack need not melee; afterwards facing is free, the players'. */
static void
test_23_1m_23_1o (void)
{
  g_autoptr(VdHexMeleeLimits) lust = NULL, normal = NULL;

  enter (NULL, NULL);
  lust = limits_of ("units:\n"
                    "  - {id: fr-1, side: french, class: infantry, hex: \"0503\","
                    " state: blood-lust}\n"
                    "  - {id: al-1, side: allied, class: infantry, hex: \"0502\"}\n",
                    "fr-1", "al-1");
  g_assert_true (said (lust->players, "23.1m", "fr-1", "not obliged to melee"));
  g_assert_true (said (lust->players, "23.1o", NULL, "face the units that fought any way"));
  normal = limits_of (UNITS, "fr-1", "al-1");
  g_assert_false (said (normal->players, "23.1m", NULL, "not obliged"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-melee-limits-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/23.1", test_23_1);
  g_test_add_func ("/hex/rules/bn/DN-2", test_dn_2);
  g_test_add_func ("/hex/rules/bn/23.1b", test_23_1b);
  g_test_add_func ("/hex/rules/bn/23.1d", test_23_1d);
  g_test_add_func ("/hex/rules/bn/23.1e", test_23_1e);
  g_test_add_func ("/hex/rules/bn/23.1g", test_23_1g);
  g_test_add_func ("/hex/rules/bn/23.1h", test_23_1h);
  g_test_add_func ("/hex/rules/bn/23.1i", test_23_1i);
  g_test_add_func ("/hex/rules/bn/23.1m-23.1o", test_23_1m_23_1o);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
