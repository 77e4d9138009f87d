/* Stacking on a board by each game's rules (vd-hex-stacking.h), tests named after the rules and
 * built from the seeds' own statements: NaA's and 1914's count of units, BN's firepower,
 * artillery points and skirmishers (12.1), LBA's terrain rows (LBA-STK-1 to -9) and its
 * Austro-Russian ban (LBA-COAL-1). Where a reading is chosen, the test enters it as the owner
 * would (vd-hex-entries.h). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-stacking.h"
#include "vd-test-table.h"

static char *folder;

/* A board of GAME, 6 × 6 flat hexes numbered {col:02}{row:02}, with BODY (hexes, roads,
 * units…) and OPTIONS. */
static VdBoard *
board_of (const char *game, const char *options, const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Test\"\nruleset: \"%s\"\noptions: [%s]\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", game, options, body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

/* The stacking of LABEL with MOVER moved into it (NULL: as it stands). */
static VdHexStack *
stack_at (const VdBoard *board, const VdHexRuleset *module, const char *label,
          const char *mover)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return vd_hex_stacking_at (board, module, hex, mover);
}

/* The owner reads interpretation ID of GAME as READING. */
static void
choose_reading (const char *game, const char *id, const char *reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new (game);

  vd_hex_entries_set_choice (entries, id, reading, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_owner_values (const char *game)
{
  g_autofree char *path = vd_hex_entries_path_for (game);

  g_unlink (path);
}

#define assert_within(stack)                                   \
  G_STMT_START {                                               \
    g_assert_cmpint ((stack)->verdict, ==, VD_HEX_STACK_WITHIN); \
    g_assert_null ((stack)->why);                              \
  } G_STMT_END

#define assert_stack(stack, expected, rule_id)                 \
  G_STMT_START {                                               \
    g_assert_cmpint ((stack)->verdict, ==, (expected));        \
    g_assert_cmpstr ((stack)->rule, ==, (rule_id));            \
    g_assert_nonnull ((stack)->why);                           \
  } G_STMT_END

#define assert_why_has(stack, text) \
  g_assert_nonnull (strstr ((stack)->why, (text)))

/* NaA B13: one unit a hex, a count of units (`counted` and `limit` are units). */
static void
test_naa_b13 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\"}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0102\"}\n", &module);
  g_autoptr(VdHexStack) over = stack_at (board, module, "0102", "fr");
  g_autoptr(VdHexStack) alone = stack_at (board, module, "0102", NULL);

  assert_stack (over, VD_HEX_STACK_OVER, "B13");
  g_assert_cmpint (over->model, ==, VD_HEX_STACK_BY_UNITS);
  g_assert_cmpuint (over->counted, ==, 2);
  g_assert_cmpuint (over->limit, ==, 1);
  g_assert_cmpstr (over->why, ==, "0102 would hold 2 units, 1 at most");
  assert_within (alone);
  g_assert_cmpuint (alone->counted, ==, 1);
}

/* 1914-MOV-2: two units a hex, HQs free (1914-HQ-5). */
static void
test_1914_mov_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", "",
    "units:\n  - {id: a, side: german, class: infantry, hex: \"0303\"}\n"
    "  - {id: b, side: german, class: cavalry, hex: \"0303\"}\n"
    "  - {id: hq, side: german, class: hq, hex: \"0302\"}\n"
    "  - {id: c, side: german, class: infantry, hex: \"0304\"}\n", &module);
  g_autoptr(VdHexStack) with_hq = stack_at (board, module, "0303", "hq");
  g_autoptr(VdHexStack) with_third = stack_at (board, module, "0303", "c");

  assert_within (with_hq);
  g_assert_cmpint (with_hq->model, ==, VD_HEX_STACK_BY_UNITS);
  g_assert_cmpuint (with_hq->counted, ==, 2);
  assert_stack (with_third, VD_HEX_STACK_OVER, "1914-MOV-2");
  g_assert_cmpstr (with_third->why, ==, "0303 would hold 3 units, 2 at most");
}

/* BN 12.1: three A of firepower (12 C) at most, infantry and cavalry alike; AA with A is
 * exactly AAA. */
static void
test_bn_12_1_firepower (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: aab, side: french, class: infantry, hex: \"0303\", strength: AAB}\n"
    "  - {id: aa, side: french, class: infantry, hex: \"0304\", strength: AA}\n"
    "  - {id: a, side: french, class: cavalry, hex: \"0202\", strength: A}\n"
    "  - {id: aa2, side: french, class: cavalry, hex: \"0202\", strength: AA}\n"
    "  - {id: c, side: french, class: infantry, hex: \"0505\", strength: C}\n", &module);
  g_autoptr(VdHexStack) over = stack_at (board, module, "0303", "aa");
  g_autoptr(VdHexStack) at_limit = stack_at (board, module, "0202", NULL);
  g_autoptr(VdHexStack) one_c_more = stack_at (board, module, "0202", "c");

  assert_stack (over, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpint (over->model, ==, VD_HEX_STACK_BY_WEIGHT);
  g_assert_cmpstr (over->why, ==,
                   "0303 would hold AAB + AA of firepower (18 C), AAA (12 C) at most");
  assert_within (at_limit);
  g_assert_cmpstr (at_limit->rule, ==, "12.1");
  assert_stack (one_c_more, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpstr (one_c_more->why, ==,
                   "0202 would hold A + AA + C of firepower (13 C), AAA (12 C) at most");
}

/* BN 12.1: 10 artillery points at most, weighed apart from the firepower. */
static void
test_bn_12_1_artillery_points (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: AAA}\n"
    "  - {id: bat1, side: french, class: artillery, hex: \"0303\", strength: 5}\n"
    "  - {id: bat2, side: french, class: artillery, hex: \"0303\", strength: 5}\n"
    "  - {id: bat3, side: french, class: artillery, hex: \"0304\", strength: 2}\n", &module);
  g_autoptr(VdHexStack) full = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) over = stack_at (board, module, "0303", "bat3");

  assert_within (full);
  assert_stack (over, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpstr (over->why, ==, "0303 would hold 12 artillery points, 10 at most");
}

/* BN 12.1: one full skirmisher at most; a reduced one weighs as bn-i-reduced-skirmishers
 * says, and while it is unread the answer is unknown only where the reading matters. */
static void
test_bn_12_1_skirmishers (void)
{
  const char *body =
    "units:\n"
    "  - {id: full, side: french, class: skirmisher, hex: \"0303\", state: full}\n"
    "  - {id: full2, side: french, class: skirmisher, hex: \"0304\"}\n"
    "  - {id: red1, side: french, class: skirmisher, hex: \"0202\", step: reduced}\n"
    "  - {id: red2, side: french, class: skirmisher, hex: \"0203\", step: reduced}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "", body, &module);
  g_autoptr(VdHexStack) two_full = stack_at (board, module, "0303", "full2");
  g_autoptr(VdHexStack) one_reduced = stack_at (board, module, "0202", NULL);
  g_autoptr(VdHexStack) two_reduced = stack_at (board, module, "0202", "red2");
  g_autoptr(VdHexStack) full_and_reduced = stack_at (board, module, "0303", "red1");

  assert_stack (two_full, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpstr (two_full->why, ==, "0303 would hold 2 full skirmishers, 1 at most");
  /* Unread: one reduced is within under either reading, two are not. */
  assert_within (one_reduced);
  assert_stack (two_reduced, VD_HEX_STACK_UNKNOWN, "12.1");
  assert_why_has (two_reduced, "bn-i-reduced-skirmishers");
  /* A full one and a reduced one are over under either reading. */
  assert_stack (full_and_reduced, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpstr (full_and_reduced->why, ==,
                   "0303 would hold skirmishers worth 1½ full (1 full, 1 reduced), 1 at most");

  /* Two reduced count as one full (12.3's wording carried over). */
  choose_reading ("bn", "bn-i-reduced-skirmishers", "two-reduced-count-as-one-full");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("bn", "", body, &read);
    g_autoptr(VdHexStack) halves = stack_at (again, read, "0202", "red2");

    assert_within (halves);
  }
  /* One skirmisher counter a hex, whatever its face. */
  choose_reading ("bn", "bn-i-reduced-skirmishers", "one-skirmisher-counter-only");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("bn", "", body, &read);
    g_autoptr(VdHexStack) counters = stack_at (again, read, "0202", "red2");

    assert_stack (counters, VD_HEX_STACK_OVER, "12.1");
    assert_why_has (counters, "skirmishers worth 2 full (0 full, 2 reduced), 1 at most");
  }
  forget_owner_values ("bn");
}

/* BN 12.1, 26.1, 10.0c, 6.3: officers and HQs weigh nothing. */
static void
test_bn_12_1_officers_not_counted (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: AAA}\n"
    "  - {id: general, side: french, class: officer, hex: \"0303\"}\n"
    "  - {id: colonel, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: corps, side: french, class: hq, hex: \"0304\"}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0305\", strength: B}\n", &module);
  g_autoptr(VdHexStack) with_officer = stack_at (board, module, "0303", "colonel");
  g_autoptr(VdHexStack) with_hq = stack_at (board, module, "0303", "corps");
  g_autoptr(VdHexStack) with_b = stack_at (board, module, "0303", "b");

  assert_within (with_officer);
  assert_within (with_hq);
  /* The same stack is over with a unit that counts: the officers are not why. */
  assert_stack (with_b, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpstr (with_b->why, ==,
                   "0303 would hold AAA + B of firepower (14 C), AAA (12 C) at most");
}

/* The reason at I of STACK's counters and markers left out: RULE, BY and WHAT. */
static void
assert_left_out (const VdHexStack *stack, guint i, const char *rule, const char *by,
                 const char *what)
{
  const VdHexOddsReason *reason;

  g_assert_cmpuint (stack->left_out->len, >, i);
  reason = stack->left_out->pdata[i];
  g_assert_cmpstr (reason->rule, ==, rule);
  g_assert_cmpstr (reason->by, ==, by);
  g_assert_cmpstr (reason->what, ==, what);
}

/* BN 26.1, 10.0c, 6.3: the answer names each officer, HQ and marker it left out of the count,
 * by its own rule, for the moving side only; the stack is over by its infantry alone. */
static void
test_bn_26_1_6_3_10_0c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", strength: AAA}\n"
    "  - {id: general, side: french, class: officer, hex: \"0303\"}\n"
    "  - {id: enemy-general, side: allied, class: officer, hex: \"0303\"}\n"
    "  - {id: corps, side: french, class: hq, hex: \"0304\"}\n"
    "  - {id: b, side: french, class: infantry, hex: \"0305\", strength: B}\n"
    "markers:\n"
    "  - {type: morale-level, hex: \"0303\"}\n"
    "  - {type: morale-level, hex: \"0304\"}\n", &module);
  g_autoptr(VdHexStack) with_hq = stack_at (board, module, "0303", "corps");
  g_autoptr(VdHexStack) with_b = stack_at (board, module, "0303", "b");

  assert_within (with_hq);
  g_assert_cmpuint (with_hq->left_out->len, ==, 3);
  assert_left_out (with_hq, 0, "26.1", "general", "officer: not counted for stacking");
  assert_left_out (with_hq, 1, "10.0c", "corps", "hq: not counted for stacking");
  assert_left_out (with_hq, 2, "6.3", "morale-level", "marker: not counted for stacking");
  assert_stack (with_b, VD_HEX_STACK_OVER, "12.1");
  g_assert_cmpuint (with_b->left_out->len, ==, 2);
  assert_left_out (with_b, 0, "26.1", "general", "officer: not counted for stacking");
  assert_left_out (with_b, 1, "6.3", "morale-level", "marker: not counted for stacking");
}

/* BN 12.1: a strength not given, or not a level, leaves the answer unknown, naming the unit,
 * unless the hex is over whatever it is. */
static void
test_bn_12_1_strength_not_given (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: known, side: french, class: infantry, hex: \"0303\", strength: AA}\n"
    "  - {id: blank, side: french, class: infantry, hex: \"0304\"}\n"
    "  - {id: odd, side: french, class: infantry, hex: \"0305\", strength: D}\n"
    "  - {id: big, side: french, class: infantry, hex: \"0202\", strength: AAA}\n"
    "  - {id: b, side: french, class: cavalry, hex: \"0202\", strength: B}\n", &module);
  g_autoptr(VdHexStack) blank = stack_at (board, module, "0303", "blank");
  g_autoptr(VdHexStack) odd = stack_at (board, module, "0303", "odd");
  g_autoptr(VdHexStack) over_anyway = stack_at (board, module, "0202", "blank");

  assert_stack (blank, VD_HEX_STACK_UNKNOWN, "12.1");
  g_assert_cmpstr (blank->why, ==, "0303: the strength of blank is not given");
  assert_stack (odd, VD_HEX_STACK_UNKNOWN, "12.1");
  g_assert_cmpstr (odd->why, ==, "0303: the strength of odd, “D”, is not a firepower level");
  assert_stack (over_anyway, VD_HEX_STACK_OVER, "12.1");
  assert_why_has (over_anyway, "AAA + B of firepower (14 C)");
}

/* BN 12.0: each side is weighed apart; as it stands, the worst side is said. */
static void
test_bn_12_0_each_side_apart (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n"
    "  - {id: fr, side: french, class: infantry, hex: \"0303\", strength: AAA}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0303\", strength: AAA}\n"
    "  - {id: al2, side: allied, class: infantry, hex: \"0303\", strength: C}\n", &module);
  g_autoptr(VdHexStack) french = stack_at (board, module, "0303", "fr");
  g_autoptr(VdHexStack) both = stack_at (board, module, "0303", NULL);

  assert_within (french);
  assert_stack (both, VD_HEX_STACK_OVER, "12.1");
  assert_why_has (both, "AAA + C of firepower (13 C)");
}

/* LBA-STK-1: clear (and frozen lake) holds one of: an infantry regiment, 18 infantry
 * increments, a cavalry regiment, 18 cavalry increments, 6 artillery increments, or 12
 * infantry increments with a battery. */
static void
test_lba_stk_1_clear (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0505\": {terrain: frozen-lake}\n"
    "units:\n"
    "  - {id: reg, side: french, class: infantry, echelon: regiment, hex: \"0101\", strength: 24}\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n"
    "  - {id: b3, side: french, class: infantry, echelon: battalion, hex: \"0304\", strength: 6}\n"
    "  - {id: big, side: french, class: infantry, echelon: battalion, hex: \"0202\", strength: 8}\n"
    "  - {id: big2, side: french, class: infantry, echelon: battalion, hex: \"0202\","
    " strength: 8}\n"
    "  - {id: bat, side: french, class: artillery, echelon: battery, hex: \"0402\", strength: 4}\n"
    "  - {id: bat2, side: french, class: artillery, echelon: battery, hex: \"0403\", strength: 3}\n"
    "  - {id: bat3, side: french, class: artillery, echelon: battery, hex: \"0403\", strength: 3}\n"
    "  - {id: hus, side: french, class: cavalry, echelon: regiment, hex: \"0505\", strength: 6}\n"
    "  - {id: lake, side: french, class: infantry, echelon: battalion, hex: \"0505\","
    " strength: 4}\n",
    &module);
  g_autoptr(VdHexStack) regiment = stack_at (board, module, "0101", NULL);
  g_autoptr(VdHexStack) eighteen = stack_at (board, module, "0303", "b3");
  g_autoptr(VdHexStack) twelve_and_battery = stack_at (board, module, "0303", "bat");
  g_autoptr(VdHexStack) sixteen_and_battery = stack_at (board, module, "0202", "bat");
  g_autoptr(VdHexStack) six_guns = stack_at (board, module, "0403", NULL);
  g_autoptr(VdHexStack) ten_guns = stack_at (board, module, "0403", "bat");
  g_autoptr(VdHexStack) mixed_on_ice = stack_at (board, module, "0505", NULL);

  /* One regiment stands alone, whatever its increments. */
  assert_within (regiment);
  g_assert_cmpint (regiment->model, ==, VD_HEX_STACK_BY_TERRAIN);
  g_assert_cmpstr (regiment->rule, ==, "LBA-STK-1");
  assert_within (eighteen);
  assert_within (twelve_and_battery);
  assert_stack (sixteen_and_battery, VD_HEX_STACK_OVER, "LBA-STK-1");
  g_assert_cmpstr (sixteen_and_battery->why, ==,
                   "0202 (Clear) would hold 2 infantry battalions (16 increments) + 1 battery "
                   "(4 increments); it may hold 1 infantry regiment, or 18 infantry increments, or "
                   "1 cavalry regiment, or 18 cavalry increments, or 6 artillery increments, or 12 "
                   "infantry increments with 1 battery");
  assert_within (six_guns);
  assert_stack (ten_guns, VD_HEX_STACK_OVER, "LBA-STK-1");
  assert_why_has (ten_guns, "0403 (Clear) would hold 3 batteries (10 increments); it may hold");
  /* A frozen lake is clear: infantry and cavalry do not share it. */
  assert_stack (mixed_on_ice, VD_HEX_STACK_OVER, "LBA-STK-1");
  assert_why_has (mixed_on_ice, "0505 (Frozen lake) would hold 1 cavalry regiment (6 increments) + "
                                "1 infantry battalion (4 increments)");
}

/* LBA-STK-2: whatever the increments, at most three infantry battalions and three cavalry
 * regiments: "three regiments of 6 increments are legal; four of 4 are not". */
static void
test_lba_stk_2_three_regiments (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "units:\n"
    "  - {id: r1, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0303\", strength: 6}\n"
    "  - {id: r2, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0303\", strength: 6}\n"
    "  - {id: r3, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0303\", strength: 6}\n"
    "  - {id: s1, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: s2, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: s3, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: s4, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: i1, side: french, class: infantry, echelon: battalion, hex: \"0505\", strength: 4}\n"
    "  - {id: i2, side: french, class: infantry, echelon: battalion, hex: \"0505\", strength: 4}\n"
    "  - {id: i3, side: french, class: infantry, echelon: battalion, hex: \"0505\", strength: 4}\n"
    "  - {id: i4, side: french, class: infantry, echelon: battalion, hex: \"0505\", strength: 4}\n",
    &module);
  g_autoptr(VdHexStack) three_of_six = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) four_of_four = stack_at (board, module, "0202", NULL);
  g_autoptr(VdHexStack) four_battalions = stack_at (board, module, "0505", NULL);

  assert_within (three_of_six);
  assert_stack (four_of_four, VD_HEX_STACK_OVER, "LBA-STK-2");
  g_assert_cmpstr (four_of_four->why, ==, "0202 (Clear) would hold 4 cavalry regiments, 3 at most");
  assert_stack (four_battalions, VD_HEX_STACK_OVER, "LBA-STK-2");
  g_assert_cmpstr (four_battalions->why, ==,
                   "0505 (Clear) would hold 4 infantry battalions, 3 at most");
}

/* LBA-STK-3: a hamlet or village holds one battalion, or one cavalry regiment, or one battery,
 * or one battalion with one battery. */
static void
test_lba_stk_3_village (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0302\": {terrain: village}\n  \"0202\": {terrain: hamlet}\n"
    "  \"0404\": {terrain: village}\n"
    "units:\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0302\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 5}\n"
    "  - {id: bat, side: french, class: artillery, echelon: battery, hex: \"0301\", strength: 3}\n"
    "  - {id: cav, side: french, class: cavalry, echelon: regiment, hex: \"0202\", strength: 6}\n"
    "  - {id: reg, side: french, class: infantry, echelon: regiment, hex: \"0404\", strength: 6}\n",
    &module);
  g_autoptr(VdHexStack) two_battalions = stack_at (board, module, "0302", "b2");
  g_autoptr(VdHexStack) battalion_and_battery = stack_at (board, module, "0302", "bat");
  g_autoptr(VdHexStack) cavalry_and_battery = stack_at (board, module, "0202", "bat");
  g_autoptr(VdHexStack) regiment = stack_at (board, module, "0404", NULL);

  assert_stack (two_battalions, VD_HEX_STACK_OVER, "LBA-STK-3");
  g_assert_cmpstr (two_battalions->why, ==,
                   "0302 (Village) would hold 2 infantry battalions (11 increments); it may hold "
                   "1 infantry battalion, or 1 cavalry regiment, or 1 battery, or 1 infantry "
                   "battalion with 1 battery");
  assert_within (battalion_and_battery);
  g_assert_cmpstr (battalion_and_battery->rule, ==, "LBA-STK-3");
  assert_stack (cavalry_and_battery, VD_HEX_STACK_OVER, "LBA-STK-3");
  assert_why_has (cavalry_and_battery, "0202 (Hamlet (a single isolated village hex)) would hold "
                                       "1 cavalry regiment (6 increments) + 1 battery");
  /* A regiment is not a battalion. */
  assert_stack (regiment, VD_HEX_STACK_OVER, "LBA-STK-3");
}

/* LBA-STK-4: forest and orchard hold one battalion or one cavalry regiment; the printed "or 1
 * battery" counts only as the owner reads lba-i-forest-battery. */
static void
test_lba_stk_4_forest (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: forest}\n  \"0202\": {terrain: orchard}\n"
    "units:\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n"
    "  - {id: cav, side: french, class: cavalry, echelon: regiment, hex: \"0304\", strength: 6}\n"
    "  - {id: bat, side: french, class: artillery, echelon: battery, hex: \"0202\", strength: 3}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "", body, &module);
  g_autoptr(VdHexStack) two = stack_at (board, module, "0303", "cav");
  g_autoptr(VdHexStack) battery = stack_at (board, module, "0202", NULL);

  assert_stack (two, VD_HEX_STACK_OVER, "LBA-STK-4");
  assert_why_has (two, "0303 (Pine forest) would hold 1 infantry battalion (6 increments) + 1 "
                       "cavalry regiment (6 increments); it may hold 1 infantry battalion or 1 "
                       "cavalry regiment");
  assert_stack (battery, VD_HEX_STACK_UNKNOWN, "LBA-STK-4");
  assert_why_has (battery, "lba-i-forest-battery");

  choose_reading ("lba", "lba-i-forest-battery", "misprint");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("lba", "", body, &read);
    g_autoptr(VdHexStack) misprint = stack_at (again, read, "0202", NULL);

    assert_stack (misprint, VD_HEX_STACK_OVER, "LBA-STK-4");
    assert_why_has (misprint, "0202 (Orchard) would hold 1 battery (3 increments)");
  }
  choose_reading ("lba", "lba-i-forest-battery", "fasanerie-prolonge-battery");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("lba", "", body, &read);
    g_autoptr(VdHexStack) prolonged = stack_at (again, read, "0202", NULL);

    assert_within (prolonged);
  }
  forget_owner_values ("lba");
}

/* LBA-STK-6: on a road, 4 increments in road march; the marching counters are weighed by the
 * road's row, the others by the ground's. */
static void
test_lba_stk_6_road_march (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "roads:\n  - {type: road, hexes: [\"0302\", \"0303\", \"0304\"]}\n"
    "units:\n"
    "  - {id: m1, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 3,"
    " state: road-march}\n"
    "  - {id: m2, side: french, class: infantry, echelon: battalion, hex: \"0302\", strength: 3,"
    " state: road-march}\n"
    "  - {id: m3, side: french, class: infantry, echelon: battalion, hex: \"0304\", strength: 1,"
    " state: road-march}\n"
    "  - {id: m4, side: french, class: infantry, echelon: battalion, hex: \"0202\", strength: 3,"
    " state: road-march}\n"
    "  - {id: m5, side: french, class: infantry, echelon: battalion, hex: \"0202\", strength: 3,"
    " state: road-march}\n",
    &module);
  g_autoptr(VdHexStack) six = stack_at (board, module, "0303", "m2");
  g_autoptr(VdHexStack) four = stack_at (board, module, "0303", "m3");
  g_autoptr(VdHexStack) off_the_road = stack_at (board, module, "0202", NULL);

  assert_stack (six, VD_HEX_STACK_OVER, "LBA-STK-6");
  g_assert_cmpstr (six->why, ==, "0303 (Road) would hold 6 increments, 4 at most");
  assert_within (four);
  g_assert_cmpstr (four->rule, ==, "LBA-STK-6");
  /* No road there: the clear row. */
  assert_within (off_the_road);
  g_assert_cmpstr (off_the_road->rule, ==, "LBA-STK-1");
}

/* LBA-STK-7: the Santon holds one battalion and its batteries, two or one as the owner reads
 * lba-i-santon-batteries; two battalions are over whatever the reading. */
static void
test_lba_stk_7_santon (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: santon}\n"
    "units:\n"
    "  - {id: bat1, side: french, class: artillery, echelon: battery, hex: \"0303\", strength: 3}\n"
    "  - {id: bat2, side: french, class: artillery, echelon: battery, hex: \"0303\", strength: 3}\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0304\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "", body, &module);
  g_autoptr(VdHexStack) unread = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) two_battalions = stack_at (board, module, "0303", "b1");

  assert_stack (unread, VD_HEX_STACK_UNKNOWN, "LBA-STK-7");
  assert_why_has (unread, "lba-i-santon-batteries");
  assert_stack (two_battalions, VD_HEX_STACK_OVER, "LBA-STK-7");

  choose_reading ("lba", "lba-i-santon-batteries", "two-per-earthwork-hex");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("lba", "", body, &read);
    g_autoptr(VdHexStack) two = stack_at (again, read, "0303", NULL);

    assert_within (two);
  }
  choose_reading ("lba", "lba-i-santon-batteries", "one-per-earthwork");
  {
    g_autoptr(VdHexRuleset) read = NULL;
    g_autoptr(VdBoard) again = board_of ("lba", "", body, &read);
    g_autoptr(VdHexStack) one = stack_at (again, read, "0303", NULL);

    assert_stack (one, VD_HEX_STACK_OVER, "LBA-STK-7");
    assert_why_has (one, "2 batteries");
  }
  forget_owner_values ("lba");
}

/* LBA-STK-5 and the rows the seed leaves blank or does not print (château, town, garden,
 * vineyard): unknown, naming the ground and its rule. */
static void
test_lba_missing_limit_fasanerie (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0303\": {terrain: forest, features: [fasanerie]}\n"
    "  \"0202\": {terrain: chateau}\n  \"0404\": {terrain: town}\n"
    "  \"0505\": {terrain: vineyard}\n"
    "units:\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0202\", strength: 6}\n"
    "  - {id: b3, side: french, class: infantry, echelon: battalion, hex: \"0404\", strength: 6}\n"
    "  - {id: b4, side: french, class: infantry, echelon: battalion, hex: \"0505\", strength: 3}\n",
    &module);
  g_autoptr(VdHexStack) fasanerie = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) chateau = stack_at (board, module, "0202", NULL);
  g_autoptr(VdHexStack) town = stack_at (board, module, "0404", NULL);
  g_autoptr(VdHexStack) vineyard = stack_at (board, module, "0505", NULL);

  assert_stack (fasanerie, VD_HEX_STACK_UNKNOWN, "LBA-STK-5");
  g_assert_cmpstr (fasanerie->why, ==,
                   "0303 (Fasanerie (Pheasantry),"
                   " inside the walls): its stacking limit is not given");
  assert_stack (chateau, VD_HEX_STACK_UNKNOWN, "LBA-CHAT-1");
  assert_why_has (chateau, "its stacking limit is not given");
  /* The table has no town row, and no rule gives one. */
  g_assert_cmpint (town->verdict, ==, VD_HEX_STACK_UNKNOWN);
  g_assert_null (town->rule);
  g_assert_cmpstr (town->why, ==, "0404 (Town): its stacking limit is not given");
  assert_stack (vineyard, VD_HEX_STACK_UNKNOWN, "LBA-STK-8");
}

/* LBA-STK-5: the owner may enter the Fasanerie's blank limit, read as increments. */
static void
test_lba_stk_5_owner_limit (void)
{
  const char *body =
    "hexes:\n  \"0303\": {terrain: fasanerie}\n"
    "units:\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0303\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0304\", strength: 3}\n";
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("lba");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexStack) alone = NULL, over = NULL;

  vd_hex_entries_set_value (entries, "stacking.by_terrain.fasanerie.limit", "8", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("lba", "", body, &module);
  alone = stack_at (board, module, "0303", NULL);
  over = stack_at (board, module, "0303", "b2");
  assert_within (alone);
  assert_stack (over, VD_HEX_STACK_OVER, "LBA-STK-5");
  assert_why_has (over, "would hold 9 increments, 8 at most");
  forget_owner_values ("lba");
}

/* LBA-FAS-2: inside the Pheasantry a battery shares its hex with no other combat unit. */
static void
test_lba_fas_2_battery_alone (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0303\": {terrain: fasanerie}\n"
    "units:\n"
    "  - {id: bat, side: french, class: artillery, echelon: battery, hex: \"0303\", strength: 3}\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0304\", strength: 6}\n"
    "  - {id: napoleon, side: french, class: leader, hex: \"0304\"}\n", &module);
  g_autoptr(VdHexStack) with_battalion = stack_at (board, module, "0303", "b1");
  g_autoptr(VdHexStack) with_leader = stack_at (board, module, "0303", "napoleon");

  assert_stack (with_battalion, VD_HEX_STACK_OVER, "LBA-FAS-2");
  assert_why_has (with_battalion, "would hold 1 battery (3 increments) with other units; it must "
                                  "stand alone there");
  /* A leader is no combat unit; the blank limit still leaves the answer open. */
  assert_stack (with_leader, VD_HEX_STACK_UNKNOWN, "LBA-STK-5");
}

/* LBA-COAL-1: Austrians and Russians may not stack together (each is disordered at once);
 * LBA-COAL-2: a leader may stack with the allies. */
static void
test_lba_coal_1_nations_apart (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "units:\n"
    "  - {id: au, side: coalition, nation: austrian, class: infantry, echelon: battalion,"
    " hex: \"0303\", strength: 6}\n"
    "  - {id: ru, side: coalition, nation: russian, class: infantry, echelon: battalion,"
    " hex: \"0304\", strength: 6}\n"
    "  - {id: kutuzov, side: coalition, nation: russian, class: leader, hex: \"0304\"}\n"
    "  - {id: ru2, side: coalition, nation: russian, class: infantry, echelon: battalion,"
    " hex: \"0202\", strength: 6}\n"
    "  - {id: who, side: coalition, class: infantry, echelon: battalion, hex: \"0505\","
    " strength: 6}\n"
    "  - {id: fr1, side: french, class: infantry, echelon: battalion, hex: \"0101\", strength: 6}\n"
    "  - {id: fr2, side: french, class: infantry, echelon: battalion, hex: \"0102\","
    " strength: 6}\n",
    &module);
  g_autoptr(VdHexStack) allies = stack_at (board, module, "0303", "ru");
  g_autoptr(VdHexStack) with_leader = stack_at (board, module, "0303", "kutuzov");
  g_autoptr(VdHexStack) russians = stack_at (board, module, "0202", "ru");
  g_autoptr(VdHexStack) unnamed = stack_at (board, module, "0505", "ru");
  g_autoptr(VdHexStack) french = stack_at (board, module, "0101", "fr2");

  assert_stack (allies, VD_HEX_STACK_OVER, "LBA-COAL-1");
  g_assert_cmpstr (allies->why, ==,
                   "0303 would hold units of different nations of one side (austrian, russian): "
                   "they may not stack together, and each is disordered at once");
  assert_within (with_leader);
  assert_within (russians);
  assert_stack (unnamed, VD_HEX_STACK_UNKNOWN, "LBA-COAL-1");
  g_assert_cmpstr (unnamed->why, ==, "0505: the nation of who is not given");
  /* One nation, its own side's: the ban is the coalition's. */
  assert_within (french);
}

/* LBA-COS-1: Cossacks are irregular cavalry, weighed as cavalry (the module's count_as). */
static void
test_lba_cos_1_cossacks_as_cavalry (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0303\": {terrain: village}\n"
    "units:\n"
    "  - {id: cos, side: coalition, nation: russian, class: cossack, echelon: regiment,"
    " hex: \"0303\", strength: 4}\n"
    "  - {id: drag, side: coalition, nation: russian, class: cavalry, echelon: regiment,"
    " hex: \"0304\", strength: 6}\n"
    "  - {id: cos2, side: coalition, nation: russian, class: cossack, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: cos3, side: coalition, nation: russian, class: cossack, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n"
    "  - {id: cos4, side: coalition, nation: russian, class: cossack, echelon: regiment,"
    " hex: \"0202\", strength: 4}\n",
    &module);
  g_autoptr(VdHexStack) alone = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) two = stack_at (board, module, "0303", "drag");
  g_autoptr(VdHexStack) four = stack_at (board, module, "0202", "drag");

  assert_within (alone);
  assert_stack (two, VD_HEX_STACK_OVER, "LBA-STK-3");
  assert_why_has (two, "would hold 2 cavalry regiments (10 increments)");
  assert_stack (four, VD_HEX_STACK_OVER, "LBA-STK-2");
  g_assert_cmpstr (four->why, ==, "0202 (Clear) would hold 4 cavalry regiments, 3 at most");
}

/* LBA-STK-1, -3: an echelon or increments not given leave the answer unknown, naming the
 * counter, where they matter; LBA-ICE-2: a frozen swamp is clear. */
static void
test_lba_stk_unit_values_missing (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0303\": {terrain: village}\n  \"0505\": {terrain: swamp}\n"
    "units:\n"
    "  - {id: who, side: french, class: infantry, hex: \"0303\", strength: 6}\n"
    "  - {id: b1, side: french, class: infantry, echelon: battalion, hex: \"0202\", strength: 6}\n"
    "  - {id: b2, side: french, class: infantry, echelon: battalion, hex: \"0202\"}\n"
    "  - {id: c1, side: french, class: cavalry, echelon: regiment, hex: \"0505\"}\n"
    "  - {id: c2, side: french, class: cavalry, echelon: regiment, hex: \"0505\"}\n"
    "  - {id: c3, side: french, class: cavalry, echelon: regiment, hex: \"0505\"}\n"
    "  - {id: c4, side: french, class: cavalry, echelon: regiment, hex: \"0505\"}\n",
    &module);
  g_autoptr(VdHexStack) echelon = stack_at (board, module, "0303", NULL);
  g_autoptr(VdHexStack) increments = stack_at (board, module, "0202", NULL);
  g_autoptr(VdHexStack) swamp = stack_at (board, module, "0505", NULL);

  assert_stack (echelon, VD_HEX_STACK_UNKNOWN, "LBA-STK-3");
  g_assert_cmpstr (echelon->why, ==, "0303: the echelon of who is not given");
  assert_stack (increments, VD_HEX_STACK_UNKNOWN, "LBA-STK-1");
  g_assert_cmpstr (increments->why, ==, "0202: the increments of b2 are not given");
  /* Four regiments are over whatever their increments. */
  assert_stack (swamp, VD_HEX_STACK_OVER, "LBA-STK-2");
  g_assert_cmpstr (swamp->why, ==, "0505 (Frozen swamp) would hold 4 cavalry regiments, 3 at most");
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-stacking-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/stacking/naa/B13", test_naa_b13);
  g_test_add_func ("/hex/stacking/1914/1914-MOV-2", test_1914_mov_2);
  g_test_add_func ("/hex/stacking/bn/12.1-firepower", test_bn_12_1_firepower);
  g_test_add_func ("/hex/stacking/bn/12.1-artillery-points", test_bn_12_1_artillery_points);
  g_test_add_func ("/hex/stacking/bn/12.1-skirmishers-bn-i-reduced-skirmishers",
                   test_bn_12_1_skirmishers);
  g_test_add_func ("/hex/stacking/bn/12.1-officers-not-counted", test_bn_12_1_officers_not_counted);
  g_test_add_func ("/hex/rules/bn/26.1-6.3-10.0c", test_bn_26_1_6_3_10_0c);
  g_test_add_func ("/hex/stacking/bn/12.1-strength-not-given", test_bn_12_1_strength_not_given);
  g_test_add_func ("/hex/stacking/bn/12.0-each-side-apart", test_bn_12_0_each_side_apart);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-1-clear", test_lba_stk_1_clear);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-2-three-regiments-of-6-not-four-of-4",
                   test_lba_stk_2_three_regiments);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-3-village", test_lba_stk_3_village);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-4-forest-lba-i-forest-battery",
                   test_lba_stk_4_forest);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-6-road-march", test_lba_stk_6_road_march);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-7-santon-lba-i-santon-batteries",
                   test_lba_stk_7_santon);
  g_test_add_func ("/hex/stacking/lba/missing-limit-fasanerie", test_lba_missing_limit_fasanerie);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-5-owner-entered-limit", test_lba_stk_5_owner_limit);
  g_test_add_func ("/hex/stacking/lba/LBA-FAS-2-battery-alone", test_lba_fas_2_battery_alone);
  g_test_add_func ("/hex/stacking/lba/LBA-COAL-1-nations-apart", test_lba_coal_1_nations_apart);
  g_test_add_func ("/hex/stacking/lba/LBA-COS-1-cossacks-as-cavalry",
                   test_lba_cos_1_cossacks_as_cavalry);
  g_test_add_func ("/hex/stacking/lba/LBA-STK-1-3-unit-values-missing-LBA-ICE-2",
                   test_lba_stk_unit_values_missing);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
