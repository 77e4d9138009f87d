/* Line of sight on a board (vd-hex-los.h), tests named after the rules: NaA's fire into a
 * blocking hex but not past it (E10), the escarpment that forbids bombardment and the bank
 * artillery cancels (E16), one clear path of two (E17); BN's higher ground in between
 * (19.2b), the half levels of woods, towns and units (19.3c, 19.3e), the three-hex shadow
 * (19.2d), adjacent hexes (19.3f), the turn's visibility (19.4, 28.0b); LBA's vineyard
 * (LBA-VIN-5); 1914 without any. Lines along hexsides at ranges 2 and 4 in NaA and BN. The
 * seeds do not say which NaA terrain stops fire: the tests enter it as the owner would. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-error.h"
#include "vd-hex-entries.h"
#include "vd-hex-los.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, game, 1, 8, 8, body, module);
}

static VdHexLos *
los_of (const VdBoard *board, const VdHexRuleset *module, const char *from, const char *to)
{
  g_autoptr(GError) error = NULL;
  VdHex a, b;
  VdHexLos *los;

  g_assert_true (vd_hex_grid_parse (board->grid, from, &a));
  g_assert_true (vd_hex_grid_parse (board->grid, to, &b));
  los = vd_hex_los (board, module, a, b, &error);
  g_assert_no_error (error);
  g_assert_nonnull (los);
  return los;
}

static gboolean
has_reason (const VdHexLos *los, const char *rule, const char *by)
{
  for (guint i = 0; i < los->reasons->len; i++)
    {
      const VdHexLosReason *reason = los->reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && (by == NULL || g_strcmp0 (reason->by, by) == 0))
        return TRUE;
    }
  return FALSE;
}

static char *
blocking_of (const VdBoard *board, const VdHexLos *los)
{
  if (los->has_blocking_side)
    return vd_hex_grid_format_side (board->grid, los->blocking_side);
  if (los->has_blocking_hex)
    return vd_board_format_hex (board, los->blocking_hex);
  return NULL;
}

static void
assert_blocked (const VdBoard *board, const VdHexLos *los, const char *rule, const char *by)
{
  g_autofree char *blocking = blocking_of (board, los);

  g_assert_cmpint (los->verdict, ==, VD_HEX_LOS_BLOCKED);
  g_assert_cmpstr (blocking, ==, by);
  g_assert_true (has_reason (los, rule, by));
}

/* NaA as the tests' owner enters it: open ground does not stop fire, forest does; READING
 * chosen for naa-i-paths (NULL: none). */
static void
naa_entries (const char *paths)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");

  vd_hex_entries_set_value (entries, "terrain.clear.blocks_fire", "false", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.forest.blocks_fire", "true", "Test", "T");
  if (paths != NULL)
    vd_hex_entries_set_choice (entries, "naa-i-paths", paths, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget (const char *game)
{
  g_autofree char *path = vd_hex_entries_path_for (game);

  g_unlink (path);
}

/* E10: fire goes into a forest but not past it. */
static void
test_naa_e10 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) past = NULL, into = NULL;

  naa_entries (NULL);
  board = board_of ("naa", "hexes:\n  \"0304\": {terrain: forest}\n", &module);
  past = los_of (board, module, "0303", "0305");
  assert_blocked (board, past, "E10", "0304");
  g_assert_cmpuint (past->paths->len, ==, 1);
  into = los_of (board, module, "0303", "0304");
  g_assert_cmpint (into->verdict, ==, VD_HEX_LOS_CLEAR);
  /* One hex twice is a question with no line: an error. */
  {
    g_autoptr(GError) error = NULL;
    VdHex hex = vd_hex_grid_from_offset (board->grid, 2, 2);

    g_assert_null (vd_hex_los (board, module, hex, hex, &error));
    g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  }
}

/* E10: which terrain stops fire is on the missing Terrain table: named, not guessed. */
static void
test_naa_e10_missing (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) los = NULL;

  forget ("naa");
  board = board_of ("naa", "", &module);
  los = los_of (board, module, "0303", "0305");
  g_assert_cmpint (los->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (los->missing_rule, ==, "E10");
  g_assert_nonnull (strstr (los->missing, "Clear ground"));
}

/* E17: at range 2 the line runs between two hexes; one clear path of the two suffices, both
 * blocked is blocked. The line along the hexside names both hexes. */
static void
test_naa_e17 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, module2 = NULL;
  g_autoptr(VdBoard) board = NULL, both = NULL;
  g_autoptr(VdHexLos) one = NULL, none = NULL;
  g_autofree char *side = NULL;

  naa_entries (NULL);
  board = board_of ("naa", "hexes:\n  \"0402\": {terrain: forest}\n", &module);
  one = los_of (board, module, "0303", "0503");
  g_assert_cmpint (one->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_cmpuint (one->paths->len, ==, 2);
  g_assert_true (has_reason (one, "E17", "0303 0403 0503"));
  g_assert_cmpuint (one->along->len, ==, 1);
  side = vd_hex_grid_format_side (board->grid, g_array_index (one->along, VdHexside, 0));
  g_assert_cmpstr (side, ==, "0402|0403");

  both = board_of ("naa", "hexes:\n  \"0402\": {terrain: forest}\n"
                          "  \"0403\": {terrain: forest}\n", &module2);
  none = los_of (both, module2, "0303", "0503");
  g_assert_cmpint (none->verdict, ==, VD_HEX_LOS_BLOCKED);
  g_assert_true (has_reason (none, "E10", "0402"));
  g_assert_true (has_reason (none, "E10", "0403"));
  g_assert_true (has_reason (none, "E17", NULL));
}

/* E16: the escarpment bank forbids bombardment across it; the river bank does not. */
static void
test_naa_e16 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) escarpment = NULL, river = NULL;

  naa_entries (NULL);
  board = board_of ("naa",
                    "hexsides:\n"
                    "  - {between: [\"0304\", \"0305\"], feature: escarpment-bank}\n"
                    "  - {between: [\"0504\", \"0505\"], feature: river-bank}\n", &module);
  escarpment = los_of (board, module, "0303", "0305");
  assert_blocked (board, escarpment, "E16", "0304|0305");
  river = los_of (board, module, "0503", "0505");
  g_assert_cmpint (river->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_true (has_reason (river, "E16", "0504|0505"));
}

/* Range 4 along two hexsides: the centre line's reading of naa-i-paths, one hex of each pair
 * enough; the other reading (every shortest path) answers alike here; without a choice the
 * answer that differs names the reading. */
static void
test_naa_paths_range_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, module2 = NULL, module3 = NULL;
  g_autoptr(VdBoard) board = NULL, walled = NULL, open = NULL;
  g_autoptr(VdHexLos) line = NULL, wall = NULL, unchosen = NULL;
  const char *forests = "hexes:\n  \"0402\": {terrain: forest}\n  \"0603\": {terrain: forest}\n";

  naa_entries ("centre-line-both-sides-at-spines");
  board = board_of ("naa", forests, &module);
  line = los_of (board, module, "0303", "0703");
  g_assert_cmpint (line->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_cmpuint (line->along->len, ==, 2);
  g_assert_cmpuint (line->paths->len, ==, 4);
  g_assert_cmpstr (line->unchecked_rule, ==, "E2");

  walled = board_of ("naa", "hexes:\n  \"0402\": {terrain: forest}\n"
                            "  \"0403\": {terrain: forest}\n", &module2);
  wall = los_of (walled, module2, "0303", "0703");
  g_assert_cmpint (wall->verdict, ==, VD_HEX_LOS_BLOCKED);
  g_assert_true (has_reason (wall, "E10", "0402"));

  /* A forest on the centre line's own hex 0503: every centre-line path is blocked, but other
   * shortest paths go round it; the readings part, so without a choice the reading is named. */
  naa_entries (NULL);
  open = board_of ("naa", "hexes:\n  \"0503\": {terrain: forest}\n", &module3);
  unchosen = los_of (open, module3, "0303", "0703");
  g_assert_cmpint (unchosen->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (unchosen->missing_rule, ==, "naa-i-paths");
}

/* NaA's module with one more hexside feature that stops fire, as the Terrain table could
 * name one (the seed names none): written to the tests' folder, its path returned. */
static char *
naa_with_wall (void)
{
  g_autofree char *source = NULL;
  g_autofree char *bundled = g_build_filename (g_getenv ("VEDETTE_DATA_DIR"), "terrain",
                                               "naa.yaml", NULL);
  g_autoptr(GString) text = NULL;
  char *path = g_build_filename (folder, "naa-wall.yaml", NULL);

  g_assert_true (g_file_get_contents (bundled, &source, NULL, NULL));
  text = g_string_new (source);
  g_assert_cmpuint (g_string_replace (text, "\n  bridge:\n",
                                      "\n  wall:\n"
                                      "    name: {en: \"Test wall\", fr: \"Mur d'essai\"}\n"
                                      "    mp: {infantry: 1, cavalry: 1, artillery: 1}\n"
                                      "    rules: [E10]\n"
                                      "    blocks_fire: true\n"
                                      "  bridge:\n", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  return path;
}

/* E10, reading naa-i-blocking-hexside: a blocking hexside crossed shields the hex beyond it;
 * one that only bounds the target shields it too if the reading says both hexes, and the
 * answer names the reading while it is not chosen. */
static void
test_naa_e10_hexside (void)
{
  g_autofree char *game = naa_with_wall ();
  g_autoptr(VdHexRuleset) module = NULL, module2 = NULL;
  g_autoptr(VdBoard) board = NULL, chosen = NULL;
  g_autoptr(VdHexLos) crossed = NULL, bounding = NULL, both = NULL;
  g_autoptr(VdHexEntries) entries = NULL;
  const char *walls = "hexsides:\n"
                      "  - {between: [\"0304\", \"0305\"], feature: wall}\n"
                      "  - {between: [\"0505\", \"0506\"], feature: wall}\n";

  naa_entries (NULL);
  board = board_of (game, walls, &module);
  crossed = los_of (board, module, "0303", "0305");
  assert_blocked (board, crossed, "E10", "0304|0305");
  bounding = los_of (board, module, "0503", "0505");
  g_assert_cmpint (bounding->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (bounding->missing_rule, ==, "naa-i-blocking-hexside");

  entries = vd_hex_entries_load_for ("naa", NULL);
  g_assert_nonnull (entries);
  vd_hex_entries_set_choice (entries, "naa-i-blocking-hexside", "both-hexes", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  chosen = board_of (game, walls, &module2);
  both = los_of (chosen, module2, "0503", "0505");
  assert_blocked (chosen, both, "E10", "0505|0506");
}

/* BN 19.2b: ground higher than both ends blocks; 19.3f: adjacent hexes always see. */
static void
test_bn_19_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) hill = NULL, adjacent = NULL, over = NULL;

  board = board_of ("bn", "hexes:\n  \"0304\": {elevation: 1}\n  \"0306\": {elevation: 1}\n",
                    &module);
  hill = los_of (board, module, "0303", "0305");
  /* The hexside into the hill already stands at ½, above both ends (19.1). */
  assert_blocked (board, hill, "19.2b", "0303|0304");
  adjacent = los_of (board, module, "0303", "0304");
  g_assert_cmpint (adjacent->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_true (has_reason (adjacent, "19.3f", NULL));
  /* From the same height over it: nothing rises above the higher end. */
  over = los_of (board, module, "0304", "0306");
  g_assert_cmpint (over->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_true (has_reason (over, "19.2a", NULL));
}

/* 19.3a: a line is clear or blocked, never partly: each answer says so last, by 19.3a. */
static void
test_bn_19_3a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) hill = NULL, over = NULL;
  const VdHexLosReason *last;

  board = board_of ("bn", "hexes:\n  \"0304\": {elevation: 1}\n  \"0306\": {elevation: 1}\n",
                    &module);
  hill = los_of (board, module, "0303", "0305");
  g_assert_cmpint (hill->verdict, ==, VD_HEX_LOS_BLOCKED);
  last = hill->reasons->pdata[hill->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "19.3a");
  g_assert_cmpstr (last->what, ==, "blocked: nothing beyond is seen, no partial sight");
  over = los_of (board, module, "0304", "0306");
  g_assert_cmpint (over->verdict, ==, VD_HEX_LOS_CLEAR);
  last = over->reasons->pdata[over->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "19.3a");
  g_assert_cmpstr (last->what, ==, "clear: the whole line is seen");
}

/* 19.3b: a unit stands at its hex's ground level, its stack and ground not raising it; 19.3d:
 * it fires into or out of a forest, whose hex never blocks its own line. */
static void
test_bn_19_3b_19_3d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) out_of = NULL;

  board = board_of ("bn", "hexes:\n  \"0303\": {terrain: forest}\n"
                    "units:\n  - {id: a, side: french, class: infantry, hex: \"0303\"}\n"
                    "  - {id: b, side: allied, class: infantry, hex: \"0306\"}\n", &module);
  out_of = los_of (board, module, "0303", "0306");
  g_assert_cmpint (out_of->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_true (has_reason (out_of, "19.3d", "0303"));
  g_assert_true (has_reason (out_of, "19.3b", "0303"));
  g_assert_true (has_reason (out_of, "19.3b", "0306"));
  g_assert_false (has_reason (out_of, "19.3d", "0306"));
}

/* BN 19.3c and 19.3e: half a level for a forest crossed, for units; a forest whose symbol
 * covers only part of its hex is named, not guessed. */
static void
test_bn_19_3c (void)
{
  g_autoptr(VdHexRuleset) module = NULL, module2 = NULL, module3 = NULL;
  g_autoptr(VdBoard) forest = NULL, partial = NULL, units = NULL;
  g_autoptr(VdHexLos) wood = NULL, part = NULL, troops = NULL;

  forest = board_of ("bn", "hexes:\n  \"0304\": {terrain: forest}\n", &module);
  wood = los_of (forest, module, "0303", "0305");
  assert_blocked (forest, wood, "19.2b", "0304");

  partial = board_of ("bn", "hexes:\n  \"0304\": {terrain: forest, symbol: partial}\n",
                      &module2);
  g_assert_true (vd_board_get_hex (partial, vd_hex_grid_from_offset (partial->grid, 2, 3))
                   ->symbol_partial);
  part = los_of (partial, module2, "0303", "0305");
  g_assert_cmpint (part->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (part->missing_rule, ==, "19.3c");
  g_assert_nonnull (strstr (part->missing, "0304"));

  units = board_of ("bn", "units:\n  - {id: b1, side: french, class: infantry, hex: \"0304\"}\n",
                    &module3);
  troops = los_of (units, module3, "0303", "0305");
  /* Units raise their hex's hexsides too (19.3e): the first met. */
  assert_blocked (units, troops, "19.2b", "0303|0304");
}

/* BN 19.2d: a crest the higher end looks down past casts a three-hex shadow, counted from the
 * first lower hex beyond it. */
static void
test_bn_19_2d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) shadow = NULL, beyond = NULL;

  board = board_of ("bn", "hexes:\n  \"0301\": {elevation: 3}\n  \"0303\": {elevation: 2}\n",
                    &module);
  shadow = los_of (board, module, "0301", "0305");
  assert_blocked (board, shadow, "19.2d", "0303");
  beyond = los_of (board, module, "0301", "0307");
  g_assert_cmpint (beyond->verdict, ==, VD_HEX_LOS_CLEAR);
}

/* BN 19.4, 28.0b: beyond one hex the turn's visibility limits the line; the turn record
 * track that gives it is not in the seed, so it is named as not checked. */
static void
test_bn_28_0b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) far = NULL, near = NULL;

  board = board_of ("bn", "", &module);
  far = los_of (board, module, "0303", "0305");
  g_assert_cmpint (far->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_cmpstr (far->unchecked_rule, ==, "19.4");
  g_assert_nonnull (strstr (far->unchecked, "turn record track"));
  g_assert_nonnull (strstr (far->unchecked, "1 hex at night"));
  near = los_of (board, module, "0303", "0304");
  g_assert_null (near->unchecked);
}

/* Hexspines, BN: 19 does not address a line along a hexside; reading bn-i-hexspine decides,
 * and without a choice the answer that depends on it names it. Ranges 2 and 4. */
static void
test_bn_hexspine (void)
{
  g_autoptr(VdHexRuleset) module = NULL, module2 = NULL;
  g_autoptr(VdBoard) board = NULL, chosen = NULL;
  g_autoptr(VdHexLos) two = NULL, four = NULL, clear_two = NULL, clear_four = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const char *village = "hexes:\n  \"0402\": {terrain: village}\n  \"0602\": {terrain: village}\n";

  forget ("bn");
  board = board_of ("bn", village, &module);
  two = los_of (board, module, "0303", "0503");
  g_assert_cmpint (two->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (two->missing_rule, ==, "bn-i-hexspine");
  g_assert_cmpuint (two->along->len, ==, 1);
  g_assert_cmpuint (two->hexes->len, ==, 4);
  four = los_of (board, module, "0303", "0703");
  g_assert_cmpint (four->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpuint (four->along->len, ==, 2);

  vd_hex_entries_set_choice (entries, "bn-i-hexspine", "clear", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  chosen = board_of ("bn", village, &module2);
  clear_two = los_of (chosen, module2, "0303", "0503");
  g_assert_cmpint (clear_two->verdict, ==, VD_HEX_LOS_CLEAR);
  g_assert_true (has_reason (clear_two, "bn-i-hexspine", NULL));
  clear_four = los_of (chosen, module2, "0303", "0703");
  g_assert_cmpint (clear_four->verdict, ==, VD_HEX_LOS_CLEAR);
  forget ("bn");
}

/* The board key `symbol: partial` written back as read; any other word refused at its line. */
static void
test_board_symbol (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL, bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *wrong = "vedette: 1\nkind: board\ntitle: \"T\"\nruleset: \"bn\"\nturn: 1\n"
                      "grid: {hexes: flat, columns: 4, rows: 4, first: [1, 1],"
                      " label: \"{col:02}{row:02}\", rows_up: false, stagger: even-down}\n"
                      "hexes:\n  \"0202\": {terrain: forest, symbol: half}\n";

  board = board_of ("bn", "hexes:\n  \"0304\": {terrain: forest, symbol: partial}\n", &module);
  text = vd_board_to_yaml (board, NULL, NULL);
  g_assert_nonnull (strstr (text, "symbol: partial"));
  /* The set-up journal's set-hex carries it, and writes it back. */
  {
    g_autoptr(VdHexRuleset) module2 = NULL;
    g_autoptr(VdBoard) built = NULL;
    g_autofree char *written = NULL;

    built = board_of ("bn", "journal:\n  - {event: set-hex, turn: 1, hex: \"0202\","
                            " terrain: forest, symbol: partial}\n", &module2);
    g_autoptr(VdBoard) now = vd_board_replay (built, module2, built->journal->len, NULL);
    const VdBoardHex *entry;

    g_assert_nonnull (now);
    entry = vd_board_get_hex (now, vd_hex_grid_from_offset (now->grid, 1, 1));
    g_assert_nonnull (entry);
    g_assert_true (entry->symbol_partial);
    written = vd_board_to_yaml (built, NULL, NULL);
    g_assert_nonnull (strstr (written, "symbol: partial}"));
  }
  bad = vd_board_load_data (wrong, strlen (wrong), "wrong.yaml", NULL, &error);
  g_assert_null (bad);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "wrong.yaml:8:"));
  g_assert_nonnull (strstr (error->message, "partial or whole"));
}

/* LBA-VIN-5: fire into a vineyard is not blocked by it, through one it is, and from inside
 * one a unit sees only the adjacent hexes; the rest of LOS is in the missing Premier Rules. */
static void
test_lba_vineyard (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) through = NULL, into = NULL, inside = NULL, adjacent = NULL, open = NULL;

  board = board_of ("lba", "hexes:\n  \"0304\": {terrain: vineyard}\n"
                           "  \"0606\": {terrain: vineyard}\n", &module);
  through = los_of (board, module, "0303", "0305");
  assert_blocked (board, through, "LBA-VIN-5", "0304");
  inside = los_of (board, module, "0606", "0604");
  assert_blocked (board, inside, "LBA-VIN-5", "0606");
  adjacent = los_of (board, module, "0606", "0605");
  g_assert_cmpint (adjacent->verdict, ==, VD_HEX_LOS_CLEAR);
  into = los_of (board, module, "0604", "0606");
  g_assert_cmpint (into->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_true (has_reason (into, "LBA-VIN-5", "0606"));
  open = los_of (board, module, "0101", "0103");
  g_assert_cmpint (open->verdict, ==, VD_HEX_LOS_UNKNOWN);
  g_assert_cmpstr (open->missing_rule, ==, "Premier Rules");
}

/* 1914-CBT-2: only adjacent units fight; the game has no line of sight. */
static void
test_1914_none (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexLos) los = NULL;

  board = board_of ("1914", "", &module);
  los = los_of (board, module, "0303", "0305");
  g_assert_cmpint (los->verdict, ==, VD_HEX_LOS_NONE);
  g_assert_true (has_reason (los, "1914-CBT-2", "1914"));
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-los-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/naa/E10", test_naa_e10);
  g_test_add_func ("/hex/rules/naa/E10-terrain-table", test_naa_e10_missing);
  g_test_add_func ("/hex/rules/naa/E17", test_naa_e17);
  g_test_add_func ("/hex/rules/naa/E16", test_naa_e16);
  g_test_add_func ("/hex/rules/naa/E10-naa-i-blocking-hexside", test_naa_e10_hexside);
  g_test_add_func ("/hex/rules/naa/naa-i-paths-range-4", test_naa_paths_range_4);
  g_test_add_func ("/hex/rules/bn/19.2", test_bn_19_2);
  g_test_add_func ("/hex/rules/bn/19.3a", test_bn_19_3a);
  g_test_add_func ("/hex/rules/bn/19.3c", test_bn_19_3c);
  g_test_add_func ("/hex/rules/bn/19.2d", test_bn_19_2d);
  g_test_add_func ("/hex/rules/bn/28.0b", test_bn_28_0b);
  g_test_add_func ("/hex/rules/bn/19.3b-19.3d", test_bn_19_3b_19_3d);
  g_test_add_func ("/hex/rules/bn/bn-i-hexspine", test_bn_hexspine);
  g_test_add_func ("/hex/rules/lba/LBA-VIN-5", test_lba_vineyard);
  g_test_add_func ("/hex/board/symbol-partial", test_board_symbol);
  g_test_add_func ("/hex/rules/1914/1914-CBT-2", test_1914_none);
  status = g_test_run ();
  forget ("naa");
  forget ("bn");
  vd_test_data_folder_remove (folder);
  return status;
}
