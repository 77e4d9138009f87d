/* BN's fire by points and columns (vd-hex-fire.h), tests named after the rules and the seed's
 * own worked example: 9½ points rounded to 10, a flank shot +3, column 13, a roll of 65 giving
 * "3(2)+MC" (20.4-ex2); disorganized firers halved and rounded down (20.1); under one point the
 * "<1" column, none no fire (20.2f); ranges (20.2c); a hexside only when every fire crosses it
 * (20.3c); square +3 (25.2-ex); skirmishers alone never flank (11.5b); rolls read 11-66. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-fire.h"
#include "vd-hex-fire-once.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "bn", 1, 16, 16, body, module);
}

static gboolean
has_reason (const VdHexFire *fire, const char *rule, const char *what)
{
  for (guint i = 0; i < fire->reasons->len; i++)
    {
      const VdHexOddsReason *reason = fire->reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && strstr (reason->what, what) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* 20.4-ex2, the French fire from four hexes. */
#define EXAMPLE \
  "units:\n" \
  "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line, facing: 0}\n" \
  "  - {id: line, side: french, class: infantry, hex: \"0504\", formation: line, strength: A}\n" \
  "  - {id: col, side: french, class: infantry, hex: \"0405\", formation: column, strength: A}\n" \
  "  - {id: heavy, side: french, class: artillery, hex: \"0511\", strength: \"5\"}\n" \
  "  - {id: light, side: french, class: artillery, hex: \"1305\", strength: \"5\"}\n"

static const char * const FIRERS[] = { "line", "col", "heavy", "light", NULL };
static const double POINTS[] = { 2, 6, 1, 0.5 };

static void
test_20_4_ex2 (void)
{
  g_autoptr(VdHexRuleset) open_module = NULL, up_module = NULL, down_module = NULL;
  g_autoptr(VdBoard) open_board = NULL, up_board = NULL, down_board = NULL;
  g_autoptr(VdHexFire) open = NULL, up = NULL, down = NULL;
  g_autofree char *result = NULL, *missing = NULL, *other = NULL, *other_missing = NULL;
  g_autoptr(GError) error = NULL;
  const char *rule;

  vd_test_choose_reading ("bn", NULL, NULL);
  open_board = board_of (EXAMPLE, &open_module);
  open = vd_hex_fire (open_board, open_module, FIRERS, POINTS, "al", TRUE, NULL);
  g_assert_cmpfloat (open->points, ==, 9.5);
  g_assert_null (open->column);
  g_assert_cmpstr (open->missing_rule, ==, "bn-i-half-rounding");

  vd_test_choose_reading ("bn", "bn-i-half-rounding", "up");
  up_board = board_of (EXAMPLE, &up_module);
  up = vd_hex_fire (up_board, up_module, FIRERS, POINTS, "al", TRUE, NULL);
  g_assert_null (up->missing);
  g_assert_cmpint (up->total, ==, 10);
  g_assert_cmpint (up->shift, ==, 3);
  g_assert_cmpstr (up->column, ==, "13");
  g_assert_true (has_reason (up, "20.4-ex2", "9½ in all, rounded: 10"));
  g_assert_true (has_reason (up, "13.0b", "3 columns right"));
  result = vd_hex_fire_read (up, up_module, 65, &missing, &rule, NULL);
  g_assert_cmpstr (result, ==, "3(2)+MC");
  g_assert_null (missing);
  /* Another roll: the cell is not in the seed, and named. */
  other = vd_hex_fire_read (up, up_module, 23, &other_missing, &rule, NULL);
  g_assert_null (other);
  g_assert_nonnull (strstr (other_missing, "column 13, roll 23 is not given"));
  g_clear_pointer (&other_missing, g_free);
  /* Not rolls of two dice read 11-66. */
  g_assert_null (vd_hex_fire_read (up, up_module, 67, &other_missing, &rule, &error));
  g_assert_nonnull (strstr (error->message, "11 to 66"));
  g_clear_error (&error);
  g_assert_null (vd_hex_fire_read (up, up_module, 5, &other_missing, &rule, &error));
  g_clear_error (&error);

  vd_test_choose_reading ("bn", "bn-i-half-rounding", "down");
  down_board = board_of (EXAMPLE, &down_module);
  down = vd_hex_fire (down_board, down_module, FIRERS, POINTS, "al", TRUE, NULL);
  g_assert_cmpstr (down->column, ==, "12");
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* 20.1: the disorganized firers' points together, halved, rounded down. */
static void
test_20_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0504\", state: disorganized}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0405\", state: disorganized}\n"
    "  - {id: c, side: french, class: infantry, hex: \"0605\"}\n", &module);
  const char * const firers[] = { "a", "b", "c", NULL };
  const double points[] = { 1.5, 1, 2 };
  g_autoptr(VdHexFire) fire = vd_hex_fire (board, module, firers, points, "al", FALSE, NULL);

  /* 1½ + 1 = 2½, halved 1¼, rounded down 1; with c's 2, 3. */
  g_assert_cmpfloat (fire->points, ==, 3);
  g_assert_cmpstr (fire->column, ==, "3");
  g_assert_true (has_reason (fire, "20.1", "2½ halved, rounded down: 1"));
}

/* 20.2f: exactly nothing is no fire; under one point, the "<1" column. */
static void
test_20_2f (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (EXAMPLE, &module);
  const char * const firers[] = { "light", NULL };
  const double none[] = { 0 };
  const double half[] = { 0.5 };
  g_autoptr(VdHexFire) nothing = vd_hex_fire (board, module, firers, none, "al", FALSE, NULL);
  g_autoptr(VdHexFire) little = vd_hex_fire (board, module, firers, half, "al", FALSE, NULL);

  g_assert_true (nothing->no_effect);
  g_assert_null (nothing->column);
  g_assert_true (has_reason (nothing, "20.2f", "no effect"));
  g_assert_false (little->no_effect);
  g_assert_cmpstr (little->column, ==, "<1");
  g_assert_true (has_reason (little, "20.2f", "“<1”"));
}

/* 20.2c: infantry fires 1 hex, artillery 8; 24.0a: cavalry does not fire. */
static void
test_20_2c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: far, side: french, class: infantry, hex: \"0503\"}\n"
    "  - {id: horse, side: french, class: cavalry, hex: \"0504\"}\n", &module);
  const char * const far[] = { "far", NULL };
  const char * const horse[] = { "horse", NULL };
  const double two[] = { 2 };
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_fire (board, module, far, two, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "beyond its range of 1 (20.2c)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_fire (board, module, horse, two, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "does not fire (24.0a)"));
}

/* 26.3: an officer does not fire, nor changes the fire of the units with him. */
static void
test_26_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0504\", formation: line}\n"
    "  - {id: gen, side: french, class: officer, hex: \"0504\"}\n", &module);
  g_autoptr(VdBoard) alone = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0504\", formation: line}\n", NULL);
  const char * const gen[] = { "gen", NULL };
  const char * const inf[] = { "inf", NULL };
  const double two[] = { 2 };
  g_autoptr(VdHexFire) with = NULL, without = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_fire (board, module, gen, two, "al", FALSE, &error));
  g_assert_cmpstr (error->message, ==, "gen does not fire (26.3)");
  with = vd_hex_fire (board, module, inf, two, "al", FALSE, NULL);
  without = vd_hex_fire (alone, module, inf, two, "al", FALSE, NULL);
  g_assert_cmpfloat (with->points, ==, without->points);
  g_assert_cmpstr (with->column, ==, without->column);
  g_assert_cmpuint (with->reasons->len, ==, without->reasons->len);
}

/* 5.3: the Fire Table's roll is read tens die first: 65 is the example's 3(2)+MC, 56 another
 * cell (not in the seed); 67 is no roll, refused by 5.3. */
static void
test_5_3_fire (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexFire) fire = NULL;
  g_autofree char *result = NULL, *missing = NULL, *swapped = NULL, *swapped_missing = NULL;
  g_autofree char *bad_missing = NULL;
  g_autoptr(GError) error = NULL;
  const char *rule;

  vd_test_choose_reading ("bn", "bn-i-half-rounding", "up");
  board = board_of (EXAMPLE, &module);
  fire = vd_hex_fire (board, module, FIRERS, POINTS, "al", TRUE, NULL);
  result = vd_hex_fire_read (fire, module, 65, &missing, &rule, NULL);
  g_assert_cmpstr (result, ==, "3(2)+MC");
  swapped = vd_hex_fire_read (fire, module, 56, &swapped_missing, &rule, NULL);
  g_assert_null (swapped);
  g_assert_nonnull (strstr (swapped_missing, "roll 56 is not given"));
  g_assert_null (vd_hex_fire_read (fire, module, 67, &bad_missing, &rule, &error));
  g_assert_true (g_str_has_suffix (error->message, "not 67 (5.3)"));
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* 20.3b: two firers with one in the target's flank: the flank row shifts 3 columns, once,
 * and says so by 20.3b; one firer alone in the flank needs no such word. */
static void
test_20_3b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0504\"}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0405\"}\n", &module);
  const char * const one[] = { "a", NULL };
  const char * const both[] = { "a", "b", NULL };
  const double points[] = { 2, 2 };
  g_autoptr(VdHexFire) two = vd_hex_fire (board, module, both, points, "al", TRUE, NULL);
  g_autoptr(VdHexFire) alone = vd_hex_fire (board, module, one, points, "al", TRUE, NULL);

  g_assert_cmpint (two->shift, ==, 3);
  g_assert_true (has_reason (two, "13.0b", "3 columns right"));
  g_assert_true (has_reason (two, "20.3b", "the flank row counts once, however many of the 2 "
                                           "firers are in the flank or rear"));
  g_assert_cmpint (alone->shift, ==, 3);
  g_assert_false (has_reason (alone, "20.3b", ""));
}

/* 20.3c: an embankment counts only when every fire crosses it (its columns are on the missing
 * Combat Modifiers Table, 20.3a); 25.2-ex: a square target +3; 11.5b: skirmishers alone never
 * earn the flank shift. */
static void
test_20_3c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "hexsides:\n  - {between: [\"0504\", \"0505\"], feature: embankment}\n"
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: square}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0504\"}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0405\"}\n"
    "  - {id: sk, side: french, class: skirmisher, hex: \"0605\"}\n", &module);
  const char * const one[] = { "a", NULL };
  const char * const both[] = { "a", "b", NULL };
  const char * const skirmish[] = { "sk", NULL };
  const double points[] = { 2, 2 };
  g_autoptr(VdHexFire) across = vd_hex_fire (board, module, one, points, "al", FALSE, NULL);
  g_autoptr(VdHexFire) mixed = vd_hex_fire (board, module, both, points, "al", FALSE, NULL);
  g_autoptr(VdHexFire) skirmishers = vd_hex_fire (board, module, skirmish, points, "al", TRUE,
                                                  NULL);

  g_assert_cmpstr (across->missing_rule, ==, "20.3a");
  g_assert_nonnull (strstr (across->missing, "Embankment"));
  g_assert_null (mixed->missing);
  g_assert_true (has_reason (mixed, "20.3c", "not every fire crosses it"));
  g_assert_true (has_reason (mixed, "25.2-ex", "square"));
  g_assert_cmpint (mixed->shift, ==, 3);
  g_assert_cmpstr (mixed->column, ==, "7");
  g_assert_true (has_reason (skirmishers, "11.5b", "never earn the flank shift"));
  g_assert_cmpint (skirmishers->shift, ==, 3);
}

/* 12.3: from one hex fire A of strength or one full skirmisher (two reduced), and 5
 * artillery points; several firers over a cap are refused, a lone counter over it fires as
 * the cap. */
static void
test_12_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0504\", strength: A}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0504\", strength: B}\n"
    "  - {id: big, side: french, class: infantry, hex: \"0405\", strength: AA}\n"
    "  - {id: s1, side: french, class: skirmisher, hex: \"0605\", step: reduced}\n"
    "  - {id: s2, side: french, class: skirmisher, hex: \"0605\", step: reduced}\n"
    "  - {id: s3, side: french, class: skirmisher, hex: \"0605\"}\n"
    "  - {id: g1, side: french, class: artillery, hex: \"0506\", strength: \"3\"}\n"
    "  - {id: g2, side: french, class: artillery, hex: \"0506\", strength: \"3\"}\n"
    "  - {id: g3, side: french, class: artillery, hex: \"0506\", strength: \"8\"}\n",
    &module);
  const char * const letters[] = { "a", "b", NULL };
  const char * const lone[] = { "big", "g3", NULL };
  const char * const reduced[] = { "s1", "s2", NULL };
  const char * const three[] = { "s1", "s2", "s3", NULL };
  const char * const guns[] = { "g1", "g2", NULL };
  const double points[] = { 1, 1, 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) capped = NULL;
  g_autoptr(VdHexFire) two = NULL;

  g_assert_null (vd_hex_fire (board, module, letters, points, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "from 0504, a, b would fire 6 C of strength: A "
                                            "(4 C) at most (12.3)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_fire (board, module, three, points, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "skirmishers worth 2 full"));
  g_assert_nonnull (strstr (error->message, "(12.3)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_fire (board, module, guns, points, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "6 artillery points: 5 at most (12.3)"));
  g_clear_error (&error);
  /* Two reduced skirmishers fire as one full. */
  two = vd_hex_fire (board, module, reduced, points, "al", FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (two->column, ==, "2");
  /* A lone AA counter fires as A; a lone 8-point battery fires 5 points. */
  capped = vd_hex_fire (board, module, lone, points, "al", FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (has_reason (capped, "12.3", "strength AA: only A of it fires"));
  g_assert_true (has_reason (capped, "12.3", "8 artillery points: only 5 fire"));
}

/* 6.5c: a lone counter above A (no marker on it) fires as A, and says why; at A there is
 * nothing to say. */
static void
test_6_5c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: big, side: french, class: infantry, hex: \"0405\", strength: AAB}\n"
    "  - {id: a, side: french, class: infantry, hex: \"0504\", strength: A}\n",
    &module);
  const char * const big[] = { "big", NULL };
  const char * const a[] = { "a", NULL };
  const double points[] = { 1 };
  g_autoptr(VdHexFire) above = NULL, at = NULL;

  above = vd_hex_fire (board, module, big, points, "al", FALSE, NULL);
  g_assert_nonnull (above);
  g_assert_true (has_reason (above, "12.3", "strength AAB: only A of it fires"));
  g_assert_true (has_reason (above, "6.5c", "strength AAB: no marker, A or more; its exact level "
                                            "counts only for stacking and melee odds"));
  at = vd_hex_fire (board, module, a, points, "al", FALSE, NULL);
  g_assert_nonnull (at);
  g_assert_false (has_reason (at, "6.5c", "no marker"));
}

/* 8.2: in the first player's fire phase the inactive (allied) player fires first, then the
 * active (French) one: a French counter is refused in the defensive fire, with the rule, and
 * allowed in the offensive fire; an allied one the other way round. */
static void
test_8_2_fire_side (void)
{
  const char *units =
    "units:\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0505\", strength: A}\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0504\", strength: A}\n";
  g_autofree char *defensive = g_strconcat ("phase: fr-defensive-fire\n", units, NULL);
  g_autofree char *offensive = g_strconcat ("phase: fr-offensive-fire\n", units, NULL);
  g_autoptr(VdHexRuleset) module = NULL, later_module = NULL;
  g_autoptr(VdBoard) board = board_of (defensive, &module);
  g_autoptr(VdBoard) later = board_of (offensive, &later_module);
  const char * const french[] = { "fr-1", NULL };
  const char * const allied[] = { "al-1", NULL };
  const char *rule = NULL;
  g_autofree char *why = NULL, *later_why = NULL;

  g_assert_false (vd_hex_fire_once_allowed (board, module, G_MAXUINT, board, french, "al-1",
                                            &rule, &why));
  g_assert_cmpstr (rule, ==, "8.2");
  g_assert_cmpstr (why, ==, "fr-1 is not on the side that fires in fr-defensive-fire");
  g_assert_true (vd_hex_fire_once_allowed (board, module, G_MAXUINT, board, allied, "fr-1",
                                           &rule, NULL));
  g_assert_true (vd_hex_fire_once_allowed (later, later_module, G_MAXUINT, later, french, "al-1",
                                           &rule, NULL));
  g_assert_false (vd_hex_fire_once_allowed (later, later_module, G_MAXUINT, later, allied, "fr-1",
                                            &rule, &later_why));
  g_assert_cmpstr (rule, ==, "8.2");
  g_assert_cmpstr (later_why, ==, "al-1 is not on the side that fires in fr-offensive-fire");
}

/* A game that fights by odds has no fire by points. */
static void
test_naa_no_fire (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_test_hex_board (folder, "naa", 1, 6, 6,
    "units:\n  - {id: f, side: french, class: infantry, hex: \"0303\"}\n"
    "  - {id: a, side: austro-russian, class: infantry, hex: \"0304\"}\n", &module);
  const char * const firers[] = { "f", NULL };
  const double points[] = { 1 };
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_fire (board, module, firers, points, "a", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "does not fire by points"));
}

/* 20.2b, 20.2d: in the French fire phase the journal holds fr-1's fire at al-1 (in 0505): fr-1
 * may not fire again; fr-2 may not fire at al-2, in the same hex and not artillery, but may at
 * the battery there; in another phase, or with no fire recorded, nothing is refused. */
/* 11.5h-C: a skirmisher under another counter of its hex does not fire; on top it does, and in
 * a town it always does. */
static void
test_11_5h_c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "hexes:\n  \"0506\": {terrain: town}\n"
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0504\", formation: line}\n"
    "  - {id: low, side: french, class: skirmisher, hex: \"0504\"}\n"
    "  - {id: top, side: french, class: skirmisher, hex: \"0405\"}\n"
    "  - {id: inf2, side: french, class: infantry, hex: \"0405\", formation: line}\n"
    "  - {id: inf3, side: french, class: infantry, hex: \"0506\", formation: line}\n"
    "  - {id: town, side: french, class: skirmisher, hex: \"0506\"}\n", &module);
  const char * const low[] = { "low", NULL };
  const char * const top[] = { "top", NULL };
  const char * const town[] = { "town", NULL };
  const double one[] = { 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) on_top = NULL;
  g_autoptr(VdHexFire) in_town = NULL;

  g_assert_null (vd_hex_fire (board, module, low, one, "al", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "low is under inf in its stack: only a skirmisher on "
                                            "top fires (11.5h-C)"));
  on_top = vd_hex_fire (board, module, top, one, "al", FALSE, NULL);
  g_assert_nonnull (on_top);
  in_town = vd_hex_fire (board, module, town, one, "al", FALSE, NULL);
  g_assert_nonnull (in_town);
}

/* 13.2d with 13.0a: a routed or limbered firer has a flank on every side and no front, and is
 * refused; a square, a skirmisher alone and a unit in a town fire every way; a line fires
 * through its front, which the missing diagram defines: the referee's, said; without a facing,
 * that is said. */
static void
test_13_2d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "hexes:\n  \"0504\": {terrain: town}\n"
    "units:\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: rout, side: french, class: infantry, hex: \"0502\", formation: line, state: routed}\n"
    "  - {id: limb, side: french, class: artillery, hex: \"0508\", formation: limbered}\n"
    "  - {id: sq, side: french, class: infantry, hex: \"0405\", formation: square, facing: 2}\n"
    "  - {id: sk, side: french, class: skirmisher, hex: \"0604\"}\n"
    "  - {id: town, side: french, class: infantry, hex: \"0504\", formation: line, facing: 0}\n"
    "  - {id: ln, side: french, class: infantry, hex: \"0605\", formation: line, facing: 4}\n"
    "  - {id: nf, side: french, class: infantry, hex: \"0506\", formation: line}\n", &module);
  const double one[] = { 1 };
  g_autoptr(GError) error = NULL;
  struct { const char *id; const char *said; } every[] = {
    { "sq", "a front on every side (13.0a): it fires every way" },
    { "sk", "a front on every side (13.0a): it fires every way" },
    { "town", "a front on every side (13.0a): it fires every way" },
    { "ln", "fires only through its front hexes; which they are is on the Front, flank and rear "
            "hexes of a facing, not in the seed: the referee's" },
    { "nf", "fires only through its front hexes, and its facing is not on the board: the "
            "referee's" },
  };

  for (guint i = 0; i < 2; i++)
    {
      const char * const firer[] = { i == 0 ? "rout" : "limb", NULL };

      g_assert_null (vd_hex_fire (board, module, firer, one, "al", FALSE, &error));
      g_assert_nonnull (strstr (error->message, "has a flank on every side, no front (13.0a): it "
                                                "fires only through its front (13.2d)"));
      g_clear_error (&error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (every); i++)
    {
      const char * const firer[] = { every[i].id, NULL };
      g_autoptr(VdHexFire) fire = vd_hex_fire (board, module, firer, one, "al", FALSE, &error);

      g_assert_no_error (error);
      g_assert_true (has_reason (fire, "13.2d", every[i].said));
    }
}

/* 12.3, 20.2g: only the top counter of a stack is fired on (an officer above does not count);
 * artillery may fire at artillery under it, its points halved; infantry may not. */
static void
test_12_3_20_2g (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (
    "units:\n"
    "  - {id: al-inf, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: al-art, side: allied, class: artillery, hex: \"0505\", formation: unlimbered}\n"
    "  - {id: al-off, side: allied, class: officer, hex: \"0605\"}\n"
    "  - {id: al-x, side: allied, class: infantry, hex: \"0605\", formation: line}\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0504\", formation: line}\n"
    "  - {id: sk, side: french, class: skirmisher, hex: \"0604\"}\n"
    "  - {id: bat, side: french, class: artillery, hex: \"0508\", formation: unlimbered}\n",
    &module);
  const char * const by_inf[] = { "inf", NULL };
  const char * const by_bat[] = { "bat", NULL };
  const char * const by_sk[] = { "sk", NULL };
  const double two[] = { 2 };
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexFire) buried = NULL, top = NULL, past_officer = NULL;

  g_assert_null (vd_hex_fire (board, module, by_inf, two, "al-art", FALSE, &error));
  g_assert_nonnull (strstr (error->message, "al-art is under al-inf in its stack: only the top "
                                            "counter is fired on (12.3), save artillery at "
                                            "artillery (20.2g)"));
  buried = vd_hex_fire (board, module, by_bat, two, "al-art", FALSE, NULL);
  g_assert_nonnull (buried);
  g_assert_true (has_reason (buried, "20.2g", "fire points 2 at artillery under al-inf in its "
                                               "stack: halved, 1"));
  g_assert_cmpfloat (buried->points, ==, 1);
  top = vd_hex_fire (board, module, by_bat, two, "al-inf", FALSE, NULL);
  g_assert_cmpfloat (top->points, ==, 2);
  g_assert_false (has_reason (top, "20.2g", "halved"));
  past_officer = vd_hex_fire (board, module, by_sk, two, "al-x", FALSE, NULL);
  g_assert_nonnull (past_officer);
}

static void
test_20_2b_20_2d (void)
{
  static const char units[] =
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0504\"}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0506\"}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0505\"}\n"
    "  - {id: al-2, side: allied, class: infantry, hex: \"0505\"}\n"
    "  - {id: al-b, side: allied, class: artillery, hex: \"0505\"}\n";
  g_autofree char *body = g_strconcat ("phase: fr-offensive-fire\n", units,
    "journal:\n"
    "  - {event: combat, turn: 1, phase: fr-offensive-fire, attackers: [fr-1], defenders: [al-1],"
    " column: \"2\", roll: 43, die: 43, result: ~}\n", NULL);
  g_autofree char *later = g_strconcat ("phase: fr-rally\n", units,
    "journal:\n"
    "  - {event: combat, turn: 1, phase: fr-offensive-fire, attackers: [fr-1], defenders: [al-1],"
    " column: \"2\", roll: 43, die: 43, result: ~}\n"
    "  - {event: end-phase, turn: 1, phase: fr-offensive-fire, to_turn: 1, to_phase: fr-rally}\n",
    NULL);
  g_autoptr(VdHexRuleset) module = NULL, later_module = NULL;
  g_autoptr(VdBoard) setup = board_of (body, &module);
  g_autoptr(VdBoard) board = vd_board_replay (setup, module, G_MAXUINT, NULL);
  g_autoptr(VdBoard) later_setup = board_of (later, &later_module);
  g_autoptr(VdBoard) later_board = vd_board_replay (later_setup, later_module, G_MAXUINT, NULL);
  const char * const fr1[] = { "fr-1", NULL }, * const fr2[] = { "fr-2", NULL };
  const char *rule = NULL;
  g_autofree char *why = NULL, *hex_why = NULL;

  g_assert_false (vd_hex_fire_once_allowed (setup, module, G_MAXUINT, board, fr1, "al-2", &rule,
                                            &why));
  g_assert_cmpstr (rule, ==, "20.2b");
  g_assert_cmpstr (why, ==, "fr-1 has fired in this fire phase already, at al-1");
  g_assert_false (vd_hex_fire_once_allowed (setup, module, G_MAXUINT, board, fr2, "al-2", &rule,
                                            &hex_why));
  g_assert_cmpstr (rule, ==, "20.2d");
  g_assert_nonnull (strstr (hex_why, "0505 has been fired at already this phase"));
  g_assert_true (vd_hex_fire_once_allowed (setup, module, G_MAXUINT, board, fr2, "al-b", &rule,
                                           NULL));
  g_assert_true (vd_hex_fire_once_allowed (setup, module, 0, board, fr1, "al-2", &rule, NULL));
  g_assert_true (vd_hex_fire_once_allowed (later_setup, later_module, G_MAXUINT, later_board, fr1,
                                           "al-2", &rule, NULL));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-fire-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/20.4-ex2", test_20_4_ex2);
  g_test_add_func ("/hex/rules/bn/20.1", test_20_1);
  g_test_add_func ("/hex/rules/bn/20.2f", test_20_2f);
  g_test_add_func ("/hex/rules/bn/20.2c-24.0a", test_20_2c);
  g_test_add_func ("/hex/rules/bn/20.3c-25.2-ex-11.5b", test_20_3c);
  g_test_add_func ("/hex/rules/bn/20.3b", test_20_3b);
  g_test_add_func ("/hex/rules/bn/5.3-fire", test_5_3_fire);
  g_test_add_func ("/hex/rules/bn/12.3", test_12_3);
  g_test_add_func ("/hex/rules/bn/6.5c", test_6_5c);
  g_test_add_func ("/hex/rules/bn/8.2-fire-side", test_8_2_fire_side);
  g_test_add_func ("/hex/rules/bn/26.3", test_26_3);
  g_test_add_func ("/hex/rules/bn/20.2b-20.2d", test_20_2b_20_2d);
  g_test_add_func ("/hex/rules/bn/11.5h-C", test_11_5h_c);
  g_test_add_func ("/hex/rules/bn/13.2d", test_13_2d);
  g_test_add_func ("/hex/rules/bn/12.3-20.2g", test_12_3_20_2g);
  g_test_add_func ("/hex/rules/naa/no-fire-by-points", test_naa_no_fire);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
