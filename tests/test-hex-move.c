/* Movement on a board by each game's rules (vd-hex-move.h), tests named after the rules, built
 * from the seeds' own statements. Where a game's costs are missing from its seed (NaA, 1914),
 * the test enters them as the owner would (vd-hex-entries.h); the values so entered are the
 * test's, not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-battle.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* A board of GAME, 6 × 6 flat hexes numbered {col:02}{row:02}, with BODY (hexes, hexsides,
 * roads, units…, its turn) and OPTIONS. */
static VdBoard *
board_of (const char *game, const char *options, const char *body, VdHexRuleset **module)
{
  /* Turn 2 unless the test says: NaA's turn 1 is foggy (FOG-1). */
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Test\"\nruleset: \"%s\"\noptions: [%s]\n%s"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", game, options,
    strstr (body, "turn:") == NULL ? "turn: 2\n" : "", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex h;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &h));
  return h;
}

static const VdHexReached *
reached (const VdHexReach *reach, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->reached->pdata[i])->hex, hex (board, label)))
      return reach->reached->pdata[i];
  return NULL;
}

static gboolean
has_reason (GPtrArray *reasons, const char *rule, const char *by, double mp)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && g_strcmp0 (reason->by, by) == 0 &&
          reason->mp == mp)
        return TRUE;
    }
  return FALSE;
}

static const VdHexBlocked *
blocked_at (GPtrArray *list, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < list->len; i++)
    if (vd_hex_equal (((VdHexBlocked *) list->pdata[i])->hex, hex (board, label)))
      return list->pdata[i];
  return NULL;
}

/* The owner's entries for GAME: clear ground costs 1 for infantry (and lets zones in, for NaA),
 * and READING (may be NULL) chosen for interpretation ID. */
static void
enter_owner_values (const char *game, const char *id, const char *reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new (game);

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  /* NaA's Terrain Table, missing, says which ground keeps zones out (C8): clear does not. */
  if (g_str_equal (game, "naa"))
    vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
  if (id != NULL)
    vd_hex_entries_set_choice (entries, id, reading, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_owner_values (const char *game)
{
  g_autofree char *path = vd_hex_entries_path_for (game);

  g_unlink (path);
}

/* LBA-MOV-1, -9, -6: clear costs 1, a stream adds 1 for infantry and 2 for cavalry, a slope
 * adds 2 for infantry; each step says which rule. */
static void
test_lba_mov_costs (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  /* The villages make the way round the slope dearer than the slope. */
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0402\": {terrain: village}\n  \"0202\": {terrain: village}\n"
    "hexsides:\n"
    "  - {between: [\"0303\", \"0304\"], feature: stream}\n"
    "  - {between: [\"0303\", \"0302\"], feature: slope, toward: \"0302\"}\n"
    "units:\n"
    "  - {id: inf, side: coalition, class: infantry, hex: \"0303\", movement: 6}\n"
    "  - {id: cav, side: coalition, class: cavalry, hex: \"0101\", movement: 6}\n", &module);
  g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "inf", NULL);
  g_autoptr(VdHexMove) across = NULL;
  const VdHexReached *to;

  g_assert_nonnull (reach);
  g_assert_true (reach->has_allowance);
  g_assert_cmpfloat (reach->allowance, ==, 6);
  to = reached (reach, board, "0403");
  g_assert_cmpfloat (to->cost, ==, 1);
  g_assert_true (has_reason (to->reasons, "LBA-MOV-1", "0403", 1));
  to = reached (reach, board, "0304");
  g_assert_cmpfloat (to->cost, ==, 2);
  g_assert_true (has_reason (to->reasons, "LBA-MOV-9", "0303|0304", 1));
  to = reached (reach, board, "0302");
  g_assert_cmpfloat (to->cost, ==, 3);
  g_assert_true (has_reason (to->reasons, "LBA-MOV-6", "0302|0303", 2));

  /* The cavalry pays 2 for the same stream. */
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("lba", "",
    "hexes:\n  \"0403\": {terrain: village}\n  \"0203\": {terrain: village}\n"
    "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: stream}\n"
    "units:\n  - {id: cav, side: coalition, class: cavalry, hex: \"0303\", movement: 6}\n",
    &module);
  across = vd_hex_move (board, module, "cav", NULL, 0, hex (board, "0304"), NULL);
  g_assert_cmpint (across->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (across->cost, ==, 3);
  g_assert_true (has_reason (across->reasons, "LBA-MOV-9", "0303|0304", 2));
}

/* LBA-MOV-7: along a road, half a point a hex. LBA-MOV-3: artillery may not enter a pine
 * forest; whether a road opens one to it the seed does not say: along the road, the referee's. */
static void
test_lba_mov_road_and_forest (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("lba");
  g_autoptr(VdBoard) board = NULL;

  /* lba-i-road read as the road's half point being for every unit. */
  vd_hex_entries_set_choice (entries, "lba-i-road", "any-unit-along-the-road", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("lba", "",
    "hexes:\n  \"0202\": {terrain: forest}\n  \"0303\": {terrain: forest}\n"
    "roads:\n  - {type: road, hexes: [\"0101\", \"0201\", \"0302\", \"0402\", \"0403\","
    " \"0303\"]}\n"
    "units:\n  - {id: guns, side: french, class: artillery, hex: \"0101\", movement: 4}\n",
    &module);
  g_autoptr(VdHexMove) along = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0402"),
                                            NULL);
  g_autoptr(VdHexMove) into = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0303"),
                                           NULL);
  g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "guns", NULL);
  const VdHexBlocked *refused;

  g_assert_cmpint (along->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (along->cost, ==, 1.5);
  g_assert_cmpuint (along->path->len, ==, 4);
  g_assert_true (has_reason (along->reasons, "LBA-MOV-7", "0201|0302", 0.5));
  /* Off the road the forest is refused, with its rule. */
  refused = blocked_at (reach->forbidden, board, "0202");
  g_assert_nonnull (refused);
  g_assert_cmpstr (refused->rule, ==, "LBA-MOV-3");
  g_assert_null (reached (reach, board, "0202"));
  /* Along the road into the forest: not given. */
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (into->why, "whether the road opens it is not given"));
  forget_owner_values ("lba");
}

/* LBA-MOV-7 and lba-i-road: whose the road's half point is, as the owner reads it; unread, a
 * road step is the referee's. LBA-MOV-14: in road march through a village, 2 points a hex. */
static void
test_lba_road_reading (void)
{
  const char *body =
    "hexes:\n  \"0302\": {terrain: village}\n"
    "roads:\n  - {type: road, hexes: [\"0101\", \"0201\", \"0302\", \"0402\"]}\n"
    "units:\n  - {id: col, side: french, class: infantry, hex: \"0101\", movement: 6}\n"
    "  - {id: march, side: french, class: infantry, hex: \"0201\", movement: 6,"
    " state: road-march}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "", body, &module);
  g_autoptr(VdHexMove) unread = vd_hex_move (board, module, "col", NULL, 0, hex (board, "0201"),
                                             NULL);
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("lba");
  g_autoptr(VdHexMove) off_road = NULL, marching = NULL;

  g_autoptr(VdHexReach) unread_reach = vd_hex_reach (board, module, "col", NULL);
  const VdHexBlocked *by_road;

  /* Unread, the road is not counted: round by 0102 at the ground's cost, and the way by the
   * road listed as unknown. */
  g_assert_cmpint (unread->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (unread->cost, ==, 2);
  by_road = blocked_at (unread_reach->unknown, board, "0201");
  g_assert_nonnull (by_road);
  g_assert_cmpstr (by_road->rule, ==, "LBA-MOV-7");
  g_assert_nonnull (strstr (by_road->why, "reading lba-i-road not chosen"));

  vd_hex_entries_set_choice (entries, "lba-i-road", "road-march-only", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("lba", "", body, &module);
  /* Not in road march: the ground's cost. */
  off_road = vd_hex_move (board, module, "col", NULL, 0, hex (board, "0201"), NULL);
  g_assert_cmpint (off_road->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (off_road->cost, ==, 1);
  /* In road march: through the village 2 (LBA-MOV-14), then half a point (LBA-MOV-7). */
  marching = vd_hex_move (board, module, "march", NULL, 0, hex (board, "0402"), NULL);
  g_assert_cmpint (marching->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (marching->cost, ==, 2.5);
  g_assert_true (has_reason (marching->reasons, "LBA-MOV-14", "0201|0302", 2));
  g_assert_true (has_reason (marching->reasons, "LBA-MOV-7", "0302|0402", 0.5));
  forget_owner_values ("lba");
}

/* NaA E11: artillery enters forest only along a road, which the module says opens it. */
static void
test_naa_e11 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");
  g_autoptr(VdHexMove) along = NULL;
  g_autoptr(VdHexReach) reach = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.artillery", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.road.mp.artillery", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("naa", "zoc-1809",
    "hexes:\n  \"0302\": {terrain: forest}\n  \"0202\": {terrain: forest}\n"
    "roads:\n  - {type: road, hexes: [\"0101\", \"0201\", \"0302\"]}\n"
    "units:\n  - {id: guns, side: french, class: artillery, hex: \"0101\", movement: 4}\n",
    &module);
  along = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpint (along->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (along->cost, ==, 2);
  g_assert_true (has_reason (along->reasons, "E11", "0201|0302", 1));
  reach = vd_hex_reach (board, module, "guns", NULL);
  g_assert_null (reached (reach, board, "0202"));
  g_assert_nonnull (blocked_at (reach->forbidden, board, "0202"));
  forget_owner_values ("naa");
}

/* B4, B5: entering a hex costs its terrain's points, and an obstacle hexside adds its own;
 * the terrain table is missing, so each cost not entered is named with its rule; entered (the
 * owner's clear 1 and river bank ½, the test's), the step costs 1½, each part with its rule. */
static void
test_naa_b4_b5 (void)
{
  static const char body[] =
    "hexsides:\n  - {between: [\"0101\", \"0102\"], feature: river-bank}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 1}\n";
  g_autoptr(VdHexRuleset) module = NULL, clear_module = NULL, bank_module = NULL;
  g_autoptr(VdBoard) board = NULL, clear_known = NULL, bank_known = NULL;
  g_autoptr(VdHexMove) no_costs = NULL, no_bank = NULL, across = NULL;
  g_autoptr(VdHexEntries) entries = NULL;
  g_autofree char *with_points = NULL, *head = NULL;

  forget_owner_values ("naa");
  board = board_of ("naa", "zoc-1809", body, &module);
  no_costs = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0201"), NULL);
  g_assert_cmpint (no_costs->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_reason (no_costs->reasons, "B4", "0201", 0));
  enter_owner_values ("naa", NULL, NULL);
  clear_known = board_of ("naa", "zoc-1809", body, &clear_module);
  no_bank = vd_hex_move (clear_known, clear_module, "fr", NULL, 0, hex (clear_known, "0102"),
                         NULL);
  g_assert_cmpint (no_bank->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_reason (no_bank->reasons, "B5", "0102", 0));
  entries = vd_hex_entries_new ("naa");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.river-bank.mp.infantry", "0.5", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  head = g_strdup (body);
  *strstr (head, "movement: 1") = '\0';
  with_points = g_strconcat (head, "movement: 3}\n", NULL);
  bank_known = board_of ("naa", "zoc-1809", with_points, &bank_module);
  across = vd_hex_move (bank_known, bank_module, "fr", NULL, 0, hex (bank_known, "0102"), NULL);
  g_assert_cmpint (across->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (across->cost, ==, 1.5);
  g_assert_true (has_reason (across->reasons, "B4", "0102", 1));
  g_assert_true (has_reason (across->reasons, "B5", "0101|0102", 0.5));
  forget_owner_values ("naa");
}

/* ICE-1: ponds start frozen and are crossed as clear ground: infantry pays clear's 1 (the
 * owner's entry) into a pond, said with the rule; artillery stays off the ice (E11, ICE-1). */
static void
test_naa_ice_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) onto = NULL, guns = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "hexes:\n  \"0102\": {terrain: pond}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 2}\n"
    "  - {id: guns, side: french, class: artillery, hex: \"0101\", movement: 2}\n", &module);
  onto = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0102"), NULL);
  g_assert_cmpint (onto->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (onto->cost, ==, 1);
  g_assert_true (has_reason (onto->reasons, "ICE-1", "0102", 1));
  guns = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0102"), NULL);
  g_assert_cmpint (guns->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  forget_owner_values ("naa");
}

/* A cost the module leaves `~` is named, never guessed: LBA's château has no cost for
 * infantry (LBA-CHAT-1); the move is the referee's. */
static void
test_lba_unknown_cost (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "", "hexes:\n  \"0202\": {terrain: chateau}\n"
                                       "units:\n  - {id: inf, side: coalition, class: infantry,"
                                       " hex: \"0101\", movement: 6}\n", &module);
  g_autoptr(VdHexMove) move = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0202"),
                                           NULL);

  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (move->why, "movement points missing for Infantry"));
  g_assert_true (has_reason (move->reasons, "LBA-CHAT-1", "0202", 0));
}

/* NaA B2: a unit goes from hex to adjacent hex and turns at will: a move through 0201 to 0202
 * turns once and costs its three hexes only (no facing), each step to a neighbour, said by B2;
 * a move refused (out of reach, B6) does not say it. */
static void
test_naa_b2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) turning = NULL, far = NULL;
  VdHex via[2];

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 3}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\", movement: 2}\n", &module);
  via[0] = hex (board, "0201");
  via[1] = hex (board, "0301");
  turning = vd_hex_move (board, module, "fr", via, 2, hex (board, "0302"), NULL);
  g_assert_cmpint (turning->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (turning->cost, ==, 3);
  g_assert_cmpuint (turning->path->len, ==, 4);
  for (guint i = 1; i < turning->path->len; i++)
    g_assert_cmpint (vd_hex_distance (g_array_index (turning->path, VdHex, i - 1),
                                      g_array_index (turning->path, VdHex, i)), ==, 1);
  g_assert_true (has_reason (turning->reasons, "B2", "fr", 0));
  far = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0501"), NULL);
  g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_false (has_reason (far->reasons, "B2", "fr", 0));
  forget_owner_values ("naa");
}

/* NaA B6: points too few for the next hex are lost; the allowance bounds the reach. B8: never
 * into an enemy hex. */
static void
test_naa_b6_b8 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) far = NULL, into = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 2}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\", movement: 2}\n", &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_nonnull (reached (reach, board, "0301"));
  g_assert_null (reached (reach, board, "0401"));
  far = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0401"), NULL);
  g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (far->reasons, "B6", "0401", 0));
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 9}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0201\", movement: 2}\n", &module);
  into = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0201"), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (into->reasons, "B8", "0201", 0));
  g_assert_nonnull (strstr (into->why, "held by the enemy"));
  forget_owner_values ("naa");
}

/* A unit of SIDE with 2 points on open ground at 1 a hex (the owner's entry): 0301 is within
 * this phase's allowance, 0401 out of reach, said with RULE. */
static void
check_allowance (const char *game, const char *options, const char *side, const char *rule)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) far = NULL, near = NULL;
  g_autofree char *body = g_strdup_printf (
    "units:\n  - {id: u, side: %s, class: infantry, hex: \"0101\", movement: 2}\n", side);

  enter_owner_values (game, NULL, NULL);
  board = board_of (game, options, body, &module);
  far = vd_hex_move (board, module, "u", NULL, 0, hex (board, "0401"), NULL);
  g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (far->reasons, rule, "0401", 0));
  g_assert_nonnull (strstr (far->why, "out of reach this phase"));
  near = vd_hex_move (board, module, "u", NULL, 0, hex (board, "0301"), NULL);
  g_assert_cmpint (near->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (near->cost, ==, 2);
  forget_owner_values (game);
}

/* B11: points are neither saved nor lent: each phase the printed 2 and no more, so 0401 is out
 * of reach, said with B11 beside B6. */
static void
test_naa_b11 (void)
{
  check_allowance ("naa", "zoc-1809", "french", "B6");
  check_allowance ("naa", "zoc-1809", "french", "B11");
}

/* 1914-MOV-1: a move within the allowance; unused points are lost, none beyond it. */
static void
test_1914_mov_1 (void)
{
  check_allowance ("1914", "scenario-nord", "german", "1914-MOV-1");
}

/* NaA C2, C3, C4 under the 1809 option: a French unit pays +1 to enter an enemy zone and stops
 * there, +2 to leave one. */
static void
test_naa_c2_c3_c4_1809 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) leave = NULL, through = NULL;
  const VdHexReached *to;

  enter_owner_values ("naa", NULL, NULL);
  /* The Austro-Russian at 0404 controls 0403, 0304, 0305 (and the rest of its ring). */
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0402\", movement: 6}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0404\", movement: 6}\n", &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  to = reached (reach, board, "0403");
  g_assert_nonnull (to);
  g_assert_cmpfloat (to->cost, ==, 2);
  g_assert_true (to->stop);
  g_assert_true (has_reason (to->reasons, "C2", "0403", 1));
  g_assert_true (has_reason (to->reasons, "C3", "0403", 0));
  /* Entered, it goes no further: through 0403 to 0503 is no move. */
  through = vd_hex_move (board, module, "fr", (VdHex[]) { hex (board, "0403") }, 1,
                         hex (board, "0502"), NULL);
  g_assert_cmpint (through->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (through->reasons, "C3", "0403", 0));
  g_clear_pointer (&reach, vd_hex_reach_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);

  /* Starting in the zone: leaving costs 2 more. */
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0403\", movement: 6}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0404\", movement: 6}\n", &module);
  leave = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0402"), NULL);
  g_assert_cmpint (leave->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (leave->cost, ==, 3);
  g_assert_true (has_reason (leave->reasons, "C4", "0403", 2));
  forget_owner_values ("naa");
}

/* NaA OPT-3, the Guard sub-option: under 1809 a French counter pays 1 to enter an enemy zone,
 * but the Guard (IC, CG, AG) keeps the 1805 costs — those of the missing Terrain Table, so its
 * move is the referee's, and says which cost is missing; without the sub-option the Guard pays
 * as the rest. */
static void
test_naa_opt_3_guard (void)
{
  const char *units =
    "units:\n  - {id: line, side: french, class: infantry, hex: \"0402\", movement: 6}\n"
    "  - {id: fr-ic, name: \"IC (Imperial Guard infantry)\", side: french, class: infantry,"
    " hex: \"0503\", movement: 6}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0404\", movement: 6}\n";
  g_autoptr(VdHexRuleset) module = NULL, plain_module = NULL;
  g_autoptr(VdBoard) board = NULL, plain = NULL;
  g_autoptr(VdHexMove) line = NULL, guard = NULL, guard_plain = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809, guard-1805", units, &module);
  line = vd_hex_move (board, module, "line", NULL, 0, hex (board, "0403"), NULL);
  g_assert_cmpint (line->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (has_reason (line->reasons, "C2", "0403", 1));
  guard = vd_hex_move (board, module, "fr-ic", NULL, 0, hex (board, "0504"), NULL);
  g_assert_cmpint (guard->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (guard->why, "(zoc-1805, french) is not given"));
  plain = board_of ("naa", "zoc-1809", units, &plain_module);
  guard_plain = vd_hex_move (plain, plain_module, "fr-ic", NULL, 0, hex (plain, "0504"), NULL);
  g_assert_cmpint (guard_plain->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (has_reason (guard_plain->reasons, "C2", "0504", 1));
  forget_owner_values ("naa");
}

/* NaA C5: not straight from one enemy zone into another. */
static void
test_naa_c5 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;

  enter_owner_values ("naa", NULL, NULL);
  /* 0403 and 0504 both lie in the zone of the unit at 0404, and touch; by way of 0503, out of
   * the zone, it would cost 1 + 2 to leave, 1 + 1 to enter: more than 4. */
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0403\", movement: 4}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0404\", movement: 6}\n", &module);
  move = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0504"), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (move->reasons, "C5", "0504", 0));
  g_assert_nonnull (strstr (move->why, "straight from one enemy zone into another"));
  /* With points enough, round by the uncontrolled hex is a move (C5). */
  g_clear_pointer (&move, vd_hex_move_free);
  ((VdBoardUnit *) vd_board_find_unit (board, "fr"))->movement = 5;
  move = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0504"), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (move->cost, ==, 5);
  g_assert_cmpuint (move->path->len, ==, 3);
  forget_owner_values ("naa");
}

/* NaA OPT-3: under the 1805 option the ZOC costs are in the missing Terrain Table: a move into
 * a zone is the referee's, and says so. */
static void
test_naa_1805_unknown (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1805",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0402\", movement: 6}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0404\", movement: 6}\n", &module);
  move = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0403"), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (move->why, "the cost to enter an enemy zone (zoc-1805, french) is "
                                       "not given"));
  g_assert_true (has_reason (move->reasons, "C2", "0403", 0));
  forget_owner_values ("naa");
}

/* 1914-ZOC-2 and -3: entering a zone stops; leaving one costs 2 (added to the ground's cost, as
 * the owner reads 1914-i-zoc-exit), and then no other zone may be entered. */
static void
test_1914_zoc_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) out = NULL, second = NULL, unread = NULL;

  enter_owner_values ("1914", "1914-i-zoc-exit", "added-to-terrain-cost");
  /* German at 0303 in the zone of the Allied unit at 0304; another Allied unit at 0601 controls
   * 0501 and 0502. */
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0303\", movement: 8}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0304\", movement: 6}\n"
    "  - {id: al2, side: allied, class: infantry, hex: \"0601\", movement: 6}\n", &module);
  out = vd_hex_move (board, module, "de", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpint (out->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (out->cost, ==, 3);
  g_assert_true (has_reason (out->reasons, "1914-ZOC-3", "0303", 2));
  second = vd_hex_move (board, module, "de", NULL, 0, hex (board, "0501"), NULL);
  g_assert_cmpint (second->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (second->reasons, "1914-ZOC-3", "0501", 0));
  g_assert_nonnull (strstr (second->why, "no other enemy zone after leaving one"));
  forget_owner_values ("1914");

  /* Without the owner's reading, leaving is the referee's. */
  enter_owner_values ("1914", NULL, NULL);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0303\", movement: 8}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0304\", movement: 6}\n", &module);
  unread = vd_hex_move (board, module, "de", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpint (unread->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_nonnull (strstr (unread->why, "reading 1914-i-zoc-exit not chosen"));
  forget_owner_values ("1914");
}

/* 1914-ZOC-7: a friend in an enemy-controlled hex lets a unit pass through it; without the
 * friend, the unit stops there (1914-ZOC-2). */
static void
test_1914_zoc_7 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) through = NULL, alone = NULL;

  enter_owner_values ("1914", "1914-i-zoc-exit", "added-to-terrain-cost");
  /* The Allied unit at 0304 controls 0303 and 0203. */
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0302\", movement: 8}\n"
    "  - {id: de2, side: german, class: infantry, hex: \"0303\", movement: 6}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0304\", movement: 6}\n", &module);
  through = vd_hex_move (board, module, "de", (VdHex[]) { hex (board, "0303") }, 1,
                         hex (board, "0203"), NULL);
  g_assert_cmpint (through->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (through->cost, ==, 2);
  g_assert_true (has_reason (through->reasons, "1914-ZOC-7", "0303", 0));
  g_assert_true (has_reason (through->reasons, "1914-ZOC-2", "0203", 0));
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0302\", movement: 8}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0304\", movement: 6}\n", &module);
  alone = vd_hex_move (board, module, "de", (VdHex[]) { hex (board, "0303") }, 1,
                       hex (board, "0203"), NULL);
  g_assert_cmpint (alone->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (alone->reasons, "1914-ZOC-2", "0303", 0));
  forget_owner_values ("1914");
}

/* 1914-ZOC-4: zones hinder enemies only: a German unit passes through its friend's zone
 * (0302, beside 0303) without stopping or paying more, the step said with the rule. */
static void
test_1914_zoc_4 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) through = NULL;

  enter_owner_values ("1914", "1914-i-zoc-exit", "added-to-terrain-cost");
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0301\", movement: 6}\n"
    "  - {id: de2, side: german, class: infantry, hex: \"0303\", movement: 6}\n", &module);
  through = vd_hex_move (board, module, "de", (VdHex[]) { hex (board, "0302") }, 1,
                         hex (board, "0202"), NULL);
  g_assert_cmpint (through->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (through->cost, ==, 2);
  g_assert_true (has_reason (through->reasons, "1914-ZOC-4", "0302", 0));
  for (guint i = 0; i < through->reasons->len; i++)
    g_assert_cmpstr (((const VdHexMoveReason *) through->reasons->pdata[i])->rule, !=,
                     "1914-ZOC-2");
  forget_owner_values ("1914");
}

/* NaA B13: one unit a hex at the end of the movement phase; a move into a friend's hex is made
 * (several may pass, B7) and the stacking is said with its rule. */
static void
test_naa_b13 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 4}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0102\", movement: 4}\n", &module);
  move = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0102"), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_nonnull (move->stacking);
  g_assert_cmpint (move->stacking->verdict, ==, VD_HEX_STACK_OVER);
  g_assert_cmpuint (move->stacking->counted, ==, 2);
  g_assert_cmpuint (move->stacking->limit, ==, 1);
  g_assert_cmpstr (move->stacking->rule, ==, "B13");
  g_assert_cmpstr (move->stacking->why, ==, "0102 would hold 2 units, 1 at most");
  g_clear_pointer (&move, vd_hex_move_free);
  move = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0201"), NULL);
  g_assert_cmpint (move->stacking->verdict, ==, VD_HEX_STACK_WITHIN);
  forget_owner_values ("naa");
}

/* 1914-MOV-2: two units a hex, HQs not counted (1914-HQ-5). */
static void
test_1914_mov_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexStack) with_hq = NULL, with_third = NULL;

  board = board_of ("1914", "",
    "units:\n  - {id: a, side: german, class: infantry, hex: \"0303\"}\n"
    "  - {id: b, side: german, class: cavalry, hex: \"0303\"}\n"
    "  - {id: hq, side: german, class: hq, hex: \"0302\"}\n"
    "  - {id: c, side: german, class: infantry, hex: \"0304\"}\n", &module);
  with_hq = vd_hex_stacking_at (board, module, hex (board, "0303"), "hq");
  g_assert_cmpint (with_hq->verdict, ==, VD_HEX_STACK_WITHIN);
  g_assert_cmpuint (with_hq->counted, ==, 2);
  with_third = vd_hex_stacking_at (board, module, hex (board, "0303"), "c");
  g_assert_cmpint (with_third->verdict, ==, VD_HEX_STACK_OVER);
  g_assert_cmpstr (with_third->rule, ==, "1914-MOV-2");
}

/* BN 12.1 weighs each counter's firepower: one whose strength is not given leaves it unknown. */
static void
test_bn_12_1_unknown (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n  - {id: a, side: french, class: infantry, hex: \"0303\"}\n", &module);
  g_autoptr(VdHexStack) stack = vd_hex_stacking_at (board, module, hex (board, "0303"), NULL);

  g_assert_cmpint (stack->verdict, ==, VD_HEX_STACK_UNKNOWN);
  g_assert_cmpstr (stack->rule, ==, "12.1");
  g_assert_cmpstr (stack->why, ==, "0303: the strength of a is not given");
}

/* BN 16.2e: a hexside that is both a slope and a level change costs only the dearer; 4.0: two
 * hexes of different elevation have a level change between them, drawn or not. The costs are
 * the test's (the Movement Table is missing); the unit's facing is not on the board, so the
 * move is the referee's, its ground cost found. */
static void
test_bn_16_2e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(VdHexMove) move = NULL;
  g_autoptr(VdHexReach) reach = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.slope.mp.infantry", "3", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.level-change.mp.infantry", "2", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  /* The forests' cost is not entered: the only known way into 0302 is across the slope. */
  board = board_of ("bn", "",
    "hexes:\n  \"0302\": {elevation: 1}\n  \"0402\": {terrain: forest}\n"
    "  \"0202\": {terrain: forest}\n  \"0301\": {terrain: forest}\n"
    "hexsides:\n  - {between: [\"0303\", \"0302\"], feature: slope, toward: \"0302\"}\n"
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 8}\n",
    &module);
  move = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpfloat (move->cost, ==, 4);
  g_assert_true (has_reason (move->reasons, "16.2e", "0302|0303", 3));
  /* Its facing is not on the board: counted from the best, and the verdict is the referee's. */
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_reason (move->reasons, "13.1", "0302", 0));
  g_assert_nonnull (strstr (move->why, "its facing is not given"));
  reach = vd_hex_reach (board, module, "inf", NULL);
  g_assert_cmpstr (reach->caveat_rule, ==, "13.1");
  /* Level ground on both sides: no level change. */
  g_assert_cmpfloat (reached (reach, board, "0304")->cost, ==, 1);
  forget_owner_values ("bn");
}

/* BN 16.2b: a stream's cost is added to the clear hex's beyond it: 1 + 2, the stream's by its
 * own rule, then 16.2b, by the hexside, adding nothing more; a step crossing no drawn hexside
 * says no 16.2b. The costs are the test's (the Movement Table is missing; the forests' is not
 * entered, so the only known way is across). */
static void
test_bn_16_2b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(VdHexMove) across = NULL, beside = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.stream.mp.infantry", "2", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("bn", "",
    "hexes:\n  \"0403\": {terrain: forest}\n  \"0203\": {terrain: forest}\n"
    "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: stream}\n"
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 8}\n",
    &module);
  across = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0304"), NULL);
  g_assert_cmpfloat (across->cost, ==, 3);
  g_assert_true (has_reason (across->reasons, "11.2", "0303|0304", 2));
  g_assert_true (has_reason (across->reasons, "16.2b", "0303|0304", 0));
  beside = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpfloat (beside->cost, ==, 1);
  g_assert_false (has_reason (beside->reasons, "16.2b", "0302|0303", 0));
  forget_owner_values ("bn");
}

/* BN 1.1b: a part-hex the board marks out of play (too little of it printed) is refused by
 * 1.1b, the hex its cause; in play, the same step is legal. */
static void
test_bn_1_1b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  g_autoptr(VdHexMove) in_play = NULL, cut = NULL;
  const VdHexMoveReason *last;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("bn", "",
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 8,"
    " facing: 0}\n", &module);
  in_play = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpint (in_play->verdict, ==, VD_HEX_MOVE_LEGAL);
  vd_hex_grid_set_playable (board->grid, hex (board, "0302"), FALSE);
  cut = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0302"), NULL);
  g_assert_cmpint (cut->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_cmpstr (cut->why, ==, "0302: not in play on this board");
  last = cut->reasons->pdata[cut->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "1.1b");
  g_assert_cmpstr (last->by, ==, "0302");
  forget_owner_values ("bn");
}

/* NaA E11: artillery in a forest controls no hex: a French unit may pass beside it. */
static void
test_naa_e11_zoc (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "hexes:\n  \"0404\": {terrain: forest}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0402\", movement: 6}\n"
    "  - {id: guns, side: austro-russian, class: artillery, hex: \"0404\", movement: 2}\n",
    &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_false (reached (reach, board, "0403")->stop);
  g_assert_cmpfloat (reached (reach, board, "0403")->cost, ==, 1);
  g_assert_nonnull (reached (reach, board, "0503"));
  g_clear_pointer (&reach, vd_hex_reach_free);
  g_clear_pointer (&board, vd_board_free);
  g_clear_pointer (&module, vd_hex_ruleset_free);
  /* The same guns in the open control their ring: entering it stops (C3). */
  board = board_of ("naa", "zoc-1809",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0402\", movement: 6}\n"
    "  - {id: guns, side: austro-russian, class: artillery, hex: \"0404\", movement: 2}\n",
    &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_true (reached (reach, board, "0403")->stop);
  forget_owner_values ("naa");
}

/* 1914-FM-1: up to 3 extra points; with +2 the unit is then disorganized on 1-3 (the
 * forced-march chart the seed gives). */
static void
test_1914_fm_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) plain = NULL, forced = NULL;
  g_autoptr(VdHexMove) move = NULL, too_many = NULL;
  g_autoptr(GError) error = NULL;

  enter_owner_values ("1914", "1914-i-zoc-exit", "added-to-terrain-cost");
  board = board_of ("1914", "",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0101\", movement: 2}\n", &module);
  plain = vd_hex_reach (board, module, "de", NULL);
  g_assert_null (reached (plain, board, "0401"));
  forced = vd_hex_reach_forced (board, module, "de", 2, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (forced->allowance, ==, 4);
  g_assert_nonnull (reached (forced, board, "0401"));
  g_assert_cmpstr (forced->forced_rule, ==, "1914-FM-1");
  g_assert_cmpstr (forced->forced_note, ==, "forced march +2: then disorganized on a roll of 1-3");
  move = vd_hex_move_forced (board, module, "de", NULL, 0, hex (board, "0401"), 2, &error);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (move->cost, ==, 3);
  too_many = vd_hex_move_forced (board, module, "de", NULL, 0, hex (board, "0401"), 4, &error);
  g_assert_null (too_many);
  g_assert_nonnull (strstr (error->message, "a forced march adds 1 to 3 points in this game "
                                            "(1914-FM-1), not 4"));
  forget_owner_values ("1914");
}

/* A game without a forced march says so; BN's is for infantry only (18.0a). */
static void
test_forced_march_refused (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0101\", movement: 4}\n", &module);
  g_autoptr(VdHexRuleset) bn = NULL;
  g_autoptr(VdBoard) bn_board = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (vd_hex_reach_forced (board, module, "inf", 1, &error));
  g_assert_nonnull (strstr (error->message, "has no forced march"));
  g_clear_error (&error);
  bn_board = board_of ("bn", "",
    "units:\n  - {id: cav, side: french, class: cavalry, hex: \"0101\", movement: 4}\n", &bn);
  g_assert_null (vd_hex_reach_forced (bn_board, bn, "cav", 3, &error));
  g_assert_nonnull (strstr (error->message, "may not force-march (18.0)"));
}

/* BN 18.0a: only infantry in column, neither disorganized nor routed, force-marches; 18.0b,
 * 18.0c: up to 3 points cost one Desertion Table roll, 4 to 6 two, said with their rules. */
static void
test_bn_18_0a_18_0b_18_0c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", "",
    "units:\n  - {id: col, side: french, class: infantry, hex: \"0404\", movement: 8,"
    " formation: column}\n"
    "  - {id: lin, side: french, class: infantry, hex: \"0202\", movement: 5, formation: line}\n"
    "  - {id: dg, side: french, class: infantry, hex: \"0606\", movement: 8,"
    " formation: column, state: disorganized}\n", &module);
  g_autoptr(VdHexReach) one = vd_hex_reach_forced (board, module, "col", 3, NULL);
  g_autoptr(VdHexReach) two = vd_hex_reach_forced (board, module, "col", 4, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (one->forced_rule, ==, "18.0b");
  g_assert_cmpstr (one->forced_note, ==, "forced march +3: 1 roll on the Desertion Table first, "
                                         "giving its stragglers");
  g_assert_cmpstr (two->forced_rule, ==, "18.0c");
  g_assert_nonnull (strstr (two->forced_note, "2 rolls on the Desertion Table"));
  g_assert_null (vd_hex_reach_forced (board, module, "lin", 2, &error));
  g_assert_nonnull (strstr (error->message, "a unit in line may not force-march (18.0a)"));
  g_clear_error (&error);
  g_assert_null (vd_hex_reach_forced (board, module, "dg", 2, &error));
  g_assert_nonnull (strstr (error->message, "a disorganized unit may not force-march (18.0a)"));
}

/* NaA FOG-4: in the fog of turn 1 (FOG-1) and the night of turn 12 (FOG-2), one point less. */
static void
test_naa_fog_4 (void)
{
  const int turns[] = { 1, 5, 12 };
  const double allowances[] = { 1, 2, 1 };

  enter_owner_values ("naa", NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autofree char *body = g_strdup_printf (
        "turn: %d\nunits:\n  - {id: fr, side: french, class: infantry, hex: \"0101\","
        " movement: 2}\n", turns[i]);
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = board_of ("naa", "zoc-1809", body, &module);
      g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "fr", NULL);
      g_autofree char *by = g_strdup_printf ("turn %d", turns[i]);

      g_assert_cmpfloat (reach->allowance, ==, allowances[i]);
      g_assert_true ((reached (reach, board, "0301") != NULL) == (allowances[i] == 2));
      /* Said once, counted once. */
      if (allowances[i] == 1)
        {
          g_assert_true (has_reason (reach->allowance_reasons, "FOG-4", by, -1));
          g_assert_cmpuint (reach->allowance_reasons->len, ==, 1);
        }
      else
        g_assert_cmpuint (reach->allowance_reasons->len, ==, 0);
    }
  forget_owner_values ("naa");
}

/* NaA B7: a move crosses a friend's hex (stacking is judged where it ends); C6: an enemy zone
 * held by two enemies costs its +1 once (zoc-1809) and stops once; C7: one that friends also
 * hold is the enemy's zone all the same. */
static void
test_naa_b7_c6_c7 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) through = NULL, into = NULL;
  guint entered = 0;

  enter_owner_values ("naa", NULL, NULL);
  board = board_of ("naa", "zoc-1809",
    "phase: french-move\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 3}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0201\", movement: 3}\n"
    "  - {id: fr3, side: french, class: infantry, hex: \"0301\", movement: 3}\n"
    "  - {id: fr4, side: french, class: infantry, hex: \"0202\", movement: 3}\n"
    "  - {id: ar1, side: austro-russian, class: infantry, hex: \"0304\", movement: 3}\n"
    "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0403\", movement: 3}\n", &module);
  through = vd_hex_move (board, module, "fr", (VdHex[]) { hex (board, "0201") }, 1,
                         hex (board, "0301"), NULL);
  g_assert_cmpint (through->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (has_reason (through->reasons, "B7", "0201", 0));
  g_assert_true (has_reason (through->reasons, "B7", "0301", 0));
  into = vd_hex_move (board, module, "fr3", NULL, 0, hex (board, "0303"), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (into->cost, ==, 3);
  for (guint i = 0; i < into->reasons->len; i++)
    entered += g_strcmp0 (((const VdHexMoveReason *) into->reasons->pdata[i])->rule, "C2") == 0;
  g_assert_cmpuint (entered, ==, 1);
  g_assert_true (has_reason (into->reasons, "C2", "0303", 1));
  g_assert_true (has_reason (into->reasons, "C6", "0303", 0));
  g_assert_true (has_reason (into->reasons, "C7", "0303", 0));
  g_assert_false (has_reason (into->reasons, "C6", "0302", 0));
  forget_owner_values ("naa");
}

/* NaA B10: in the French movement phase an Austro-Russian counter is not moved, whatever its
 * path, and the French one is; the Austro-Russian phase the other way round. A phase no side
 * moves in (the turn's end, side both), a combat phase and a board with no phase check
 * nothing. */
static void
test_naa_b10 (void)
{
  static const char * const phases[] = { "phase: french-move\n", "phase: ar-move\n",
                                         "phase: turn-end\n", "phase: french-combat\n", "" };
  /* The side each phase refuses to move: NULL, none. */
  static const char * const refused[] = { "ar", "fr", NULL, NULL, NULL };

  enter_owner_values ("naa", NULL, NULL);
  for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
    {
      g_autofree char *body = g_strdup_printf (
        "%sunits:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 2}\n"
        "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\", movement: 2}\n",
        phases[p]);
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = board_of ("naa", "zoc-1809", body, &module);
      const char * const ids[] = { "fr", "ar" };
      const char * const to[] = { "0201", "0605" };

      for (guint u = 0; u < G_N_ELEMENTS (ids); u++)
        {
          g_autoptr(VdHexMove) move = vd_hex_move (board, module, ids[u], NULL, 0,
                                                   hex (board, to[u]), NULL);

          g_test_message ("%s%s: %s", phases[p], ids[u], move->why != NULL ? move->why : "legal");
          if (g_strcmp0 (refused[p], ids[u]) == 0)
            {
              g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
              g_assert_true (has_reason (move->reasons, "B10", ids[u], 0));
              g_assert_null (move->stacking);
              g_assert_nonnull (strstr (move->why, p == 0 ? "the French move only their own"
                                                          : "the Austro-Russians move only"));
            }
          else
            {
              g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
              g_assert_false (has_reason (move->reasons, "B10", ids[u], 0));
            }
        }
    }
  forget_owner_values ("naa");
}

/* 1914-HQ-2: an HQ ignores enemy zones, entering and leaving them freely; 1914-MOV-3: no unit
 * enters a hex an enemy holds. */
static void
test_1914_hq_2_mov_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) through = NULL, into = NULL;
  g_autoptr(VdHexEntries) entries = NULL;

  enter_owner_values ("1914", NULL, NULL);
  entries = vd_hex_entries_load_for ("1914", NULL);
  vd_hex_entries_set_value (entries, "terrain.clear.mp.hq", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  /* The Allied unit at 0304 controls 0303 and 0203; the HQ goes through both. */
  board = board_of ("1914", "",
    "units:\n  - {id: hq, side: german, class: hq, hex: \"0302\", movement: 6}\n"
    "  - {id: al, side: allied, class: infantry, hex: \"0304\", movement: 6}\n", &module);
  through = vd_hex_move (board, module, "hq", (VdHex[]) { hex (board, "0303") }, 1,
                         hex (board, "0203"), NULL);
  g_assert_cmpint (through->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (through->cost, ==, 2);
  into = vd_hex_move (board, module, "hq", NULL, 0, hex (board, "0304"), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (into->reasons, "1914-MOV-3", "0304", 0));
  g_assert_nonnull (strstr (into->why, "held by the enemy"));
  forget_owner_values ("1914");
}

static VdBoardEvent *
move_event (const VdBoard *board, const char *unit, const char *to)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (to);
  return event;
}

/* A unit moves once a phase (NaA B9): moved again in the same phase, its move is redone from
 * where the phase found it; a new phase starts from where it stands. */
static void
test_phase_start (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = board_of ("lba", "",
    "turn: 1\nphase: charge-phase\n"
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 6}\n"
    "  - {id: other, side: french, class: infantry, hex: \"0101\", movement: 6}\n", &module);
  VdBoardEvent *end;
  VdHex start;

  g_assert_false (vd_board_phase_start_hex (setup, module, 0, "inf", &start));
  g_ptr_array_add (setup->journal, move_event (setup, "inf", "0304"));
  g_ptr_array_add (setup->journal, move_event (setup, "inf", "0305"));
  g_ptr_array_add (setup->journal, move_event (setup, "other", "0102"));
  g_assert_true (vd_board_phase_start_hex (setup, module, 3, "inf", &start));
  g_assert_true (vd_hex_equal (start, hex (setup, "0303")));
  g_assert_true (vd_board_phase_start_hex (setup, module, 3, "other", &start));
  g_assert_true (vd_hex_equal (start, hex (setup, "0101")));
  /* The phase ends: a new one, nobody has moved in it. */
  end = vd_board_event_new (VD_BOARD_EVENT_END_PHASE, setup);
  end->to_turn = 1;
  end->to_phase = g_strdup ("fire-combat");
  g_ptr_array_add (setup->journal, end);
  g_assert_false (vd_board_phase_start_hex (setup, module, 4, "inf", &start));
}

/* 1914-SUD-3: the Ersatz never leaves Germany: a step into France is refused with the rule,
 * one within Germany is not (its cost, the seed's missing, aside). */
static void
test_1914_sud_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914", "scenario-sud",
    "hexes:\n  \"0303\": {country: germany}\n  \"0304\": {country: germany}\n"
    "  \"0403\": {country: france}\n"
    "units:\n  - {id: ersatz, name: Ersatz, side: german, class: infantry, hex: \"0303\", "
    "strength: \"2\", movement: 3}\n", &module);
  g_autoptr(VdHexMove) out = vd_hex_move (board, module, "ersatz", NULL, 0, hex (board, "0403"),
                                          NULL);
  g_autoptr(VdHexMove) in = vd_hex_move (board, module, "ersatz", NULL, 0, hex (board, "0304"),
                                         NULL);
  const VdHexMoveReason *last;

  g_assert_cmpint (out->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  last = out->reasons->pdata[out->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "1914-SUD-3");
  g_assert_nonnull (strstr (out->why, "ersatz never leaves germany"));
  g_assert_cmpint (in->verdict, !=, VD_HEX_MOVE_ILLEGAL);
}

/* A move of UNIT from its hex to the neighbour TO, asked of the core. */
static VdHexMove *
step_to (const VdBoard *board, const VdHexRuleset *module, const char *unit, const char *to)
{
  g_autoptr(GError) error = NULL;
  VdHexMove *move = vd_hex_move (board, module, unit, NULL, 0, hex (board, to), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (move->path->len, ==, 2);
  return move;
}

/* LBA-MOV-2, -4, -5, -10: a village costs 3; a garden 2 for infantry and cavalry, 4 for
 * artillery; a vineyard 3 for infantry, 5 for cavalry, and no artillery; a frozen lake 1, as
 * clear. Each cost names its rule and its hex. */
static void
test_lba_mov_2_4_5_10 (void)
{
  static const struct {
    const char *unit, *to;
    double      cost;
    const char *rule;
  } steps[] = {
    { "inf", "0304", 3, "LBA-MOV-2" },   /* village */
    { "cav", "0304", 3, "LBA-MOV-2" },
    { "inf", "0302", 2, "LBA-MOV-4" },   /* garden */
    { "cav", "0302", 2, "LBA-MOV-4" },
    { "guns", "0302", 4, "LBA-MOV-4" },
    { "inf", "0403", 3, "LBA-MOV-5" },   /* vineyard */
    { "cav", "0403", 5, "LBA-MOV-5" },
    { "inf", "0203", 1, "LBA-MOV-10" },  /* frozen lake */
    { "guns", "0203", 1, "LBA-MOV-10" },
  };
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0304\": {terrain: village}\n  \"0302\": {terrain: garden}\n"
    "  \"0403\": {terrain: vineyard}\n  \"0203\": {terrain: frozen-lake}\n"
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 6}\n"
    "  - {id: cav, side: french, class: cavalry, hex: \"0303\", movement: 6}\n"
    "  - {id: guns, side: french, class: artillery, hex: \"0303\", movement: 6}\n", &module);
  g_autoptr(VdHexMove) refused = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(VdHexMove) move = step_to (board, module, steps[i].unit, steps[i].to);

      g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
      g_assert_cmpfloat (move->cost, ==, steps[i].cost);
      g_assert_true (has_reason (move->reasons, steps[i].rule, steps[i].to, steps[i].cost));
    }
  /* Artillery may not enter a vineyard (LBA-MOV-5). */
  refused = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0403"), NULL);
  g_assert_cmpint (refused->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (refused->reasons, "LBA-MOV-5", "0403", 0));
}

/* LBA-MOV-11, -12, -15, LBA-COS-4: inside the Fasanerie infantry pays 2, cavalry 5, Cossacks 3
 * (their own column), and its wall adds 2, 2 and 1; artillery, the seed's "special case",
 * enters only by prolonge across the wall (LBA-STK-9); in a pine forest Cossacks pay 3 where
 * cavalry pays 5. The
 * villages beside make the way round the wall dearer than over it. */
static void
test_lba_mov_11_12_15_cos_4 (void)
{
  static const struct {
    const char *unit, *to;
    double      cost, wall;
  } steps[] = {
    { "inf", "0304", 2, 0 }, { "cav", "0304", 5, 0 }, { "cos", "0304", 3, 0 },
    { "inf", "0302", 4, 2 }, { "cav", "0302", 7, 2 }, { "cos", "0302", 4, 1 },
  };
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0304\": {terrain: fasanerie}\n  \"0302\": {terrain: fasanerie}\n"
    "  \"0403\": {terrain: forest}\n  \"0202\": {terrain: village}\n"
    "  \"0402\": {terrain: village}\n"
    "hexsides:\n  - {between: [\"0303\", \"0302\"], feature: fasanerie-wall}\n"
    "units:\n"
    "  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 8}\n"
    "  - {id: cav, side: french, class: cavalry, hex: \"0303\", movement: 8}\n"
    "  - {id: cos, side: coalition, class: cossack, hex: \"0101\", movement: 8}\n"
    "  - {id: guns, side: french, class: artillery, hex: \"0303\", movement: 8}\n", &module);
  g_autoptr(VdBoard) cossacks = NULL;
  g_autoptr(VdHexRuleset) cossack_module = NULL;
  g_autoptr(VdHexMove) guns = NULL, forest = NULL, cavalry = NULL;

  /* The Cossacks on a board of their own, in the same hex the others start from. */
  cossacks = board_of ("lba", "",
    "hexes:\n  \"0304\": {terrain: fasanerie}\n  \"0302\": {terrain: fasanerie}\n"
    "  \"0403\": {terrain: forest}\n  \"0202\": {terrain: village}\n"
    "  \"0402\": {terrain: village}\n"
    "hexsides:\n  - {between: [\"0303\", \"0302\"], feature: fasanerie-wall}\n"
    "units:\n  - {id: cos, side: coalition, class: cossack, hex: \"0303\", movement: 8}\n",
    &cossack_module);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      gboolean cossack = g_str_equal (steps[i].unit, "cos");
      g_autoptr(VdHexMove) move = step_to (cossack ? cossacks : board,
                                           cossack ? cossack_module : module, steps[i].unit,
                                           steps[i].to);

      g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
      g_assert_cmpfloat (move->cost, ==, steps[i].cost);
      g_assert_true (has_reason (move->reasons, "LBA-MOV-11", steps[i].to,
                                 steps[i].cost - steps[i].wall));
      if (steps[i].wall > 0)
        g_assert_true (has_reason (move->reasons, "LBA-MOV-12", "0302|0303", steps[i].wall));
    }
  /* Artillery's "special case": it enters only across the wall, by prolonge. */
  guns = vd_hex_move (board, module, "guns", NULL, 0, hex (board, "0304"), NULL);
  g_assert_cmpint (guns->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (guns->reasons, "LBA-STK-9", "0304", 0));
  forest = step_to (cossacks, cossack_module, "cos", "0403");
  g_assert_cmpfloat (forest->cost, ==, 3);
  g_assert_true (has_reason (forest->reasons, "LBA-MOV-3", "0403", 3));
  /* The Cossacks' own rates are said with their rules; other cavalry's are not. */
  g_assert_true (has_reason (forest->reasons, "LBA-MOV-15", "0403", 0));
  g_assert_true (has_reason (forest->reasons, "LBA-COS-4", "0403", 0));
  cavalry = step_to (board, module, "cav", "0403");
  g_assert_cmpfloat (cavalry->cost, ==, 5);
  g_assert_false (has_reason (cavalry->reasons, "LBA-MOV-15", "0403", 0));
}

/* LBA-MOV-8, reading lba-i-bridge: a bridge over a stream between two clear hexes. Not read, the
 * crossing's cost is unknown, naming the reading; read as added to the rest, 1 + 1 (stream) + 1;
 * as replacing the stream's extra, 1 + 1; as the whole crossing's cost, 1. Each with the rule. */
static void
test_lba_mov_8_lba_i_bridge (void)
{
  static const struct { const char *reading; double cost; gboolean stream; } readings[] = {
    { "added-to-hex-cost", 3, TRUE }, { "replaces-stream-cost", 2, FALSE },
    { "whole-crossing-cost", 1, FALSE } };
  /* Villages all round make any way about dearer than the 3 points the unit has. */
  static const char body[] =
    "hexes:\n  \"0302\": {terrain: village}\n  \"0304\": {terrain: village}\n"
    "  \"0202\": {terrain: village}\n  \"0402\": {terrain: village}\n"
    "  \"0204\": {terrain: village}\n  \"0404\": {terrain: village}\n"
    "  \"0203\": {terrain: village}\n"
    "hexsides:\n  - {between: [\"0303\", \"0403\"], feature: stream}\n"
    "  - {between: [\"0303\", \"0403\"], feature: bridge}\n"
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 3}\n";
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "", body, &module);
  g_autoptr(VdHexMove) open = vd_hex_move (board, module, "inf", NULL, 0, hex (board, "0403"),
                                           NULL);

  g_assert_cmpint (open->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_true (has_reason (open->reasons, "LBA-MOV-8", "0403", 0));
  g_assert_nonnull (strstr (open->why, "reading lba-i-bridge not chosen"));
  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      g_autoptr(VdHexRuleset) read = NULL;
      g_autoptr(VdBoard) again = NULL;
      g_autoptr(VdHexMove) across = NULL;

      enter_owner_values ("lba", "lba-i-bridge", readings[i].reading);
      again = board_of ("lba", "", body, &read);
      across = step_to (again, read, "inf", "0403");
      g_test_message ("%s: %g", readings[i].reading, across->cost);
      g_assert_cmpfloat (across->cost, ==, readings[i].cost);
      g_assert_true (has_reason (across->reasons, "LBA-MOV-8", "0303|0403", 1));
      g_assert_true (has_reason (across->reasons, "LBA-MOV-9", "0303|0403", 1) ==
                     readings[i].stream);
      forget_owner_values ("lba");
    }
}

/* LBA-ICE-1: it is always winter: a frozen swamp or lake is entered as clear (1 MP) and a
 * frozen stream crossed at its cost, each step citing the rule; clear ground does not. */
static void
test_lba_ice_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba", "",
    "hexes:\n  \"0302\": {terrain: swamp}\n  \"0304\": {terrain: frozen-lake}\n"
    "hexsides:\n  - {between: [\"0303\", \"0403\"], feature: stream}\n"
    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0303\", movement: 8}\n",
    &module);
  g_autoptr(VdHexMove) swamp = step_to (board, module, "inf", "0302");
  g_autoptr(VdHexMove) lake = step_to (board, module, "inf", "0304");
  g_autoptr(VdHexMove) stream = step_to (board, module, "inf", "0403");
  g_autoptr(VdHexMove) clear = step_to (board, module, "inf", "0203");

  g_assert_cmpfloat (swamp->cost, ==, 1);
  g_assert_true (has_reason (swamp->reasons, "LBA-ICE-1", "0302", 1));
  g_assert_cmpfloat (lake->cost, ==, 1);
  g_assert_true (has_reason (lake->reasons, "LBA-MOV-10", "0304", 1));
  g_assert_true (has_reason (lake->reasons, "LBA-ICE-1", "0304", 0));
  g_assert_cmpfloat (stream->cost, ==, 2);
  g_assert_true (has_reason (stream->reasons, "LBA-MOV-9", "0303|0403", 1));
  g_assert_true (has_reason (stream->reasons, "LBA-ICE-1", "0303|0403", 0));
  g_assert_false (has_reason (clear->reasons, "LBA-ICE-1", "0203", 0));
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-move-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-1-6-9", test_lba_mov_costs);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-7-3", test_lba_mov_road_and_forest);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-2-4-5-10", test_lba_mov_2_4_5_10);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-11-12-15-COS-4", test_lba_mov_11_12_15_cos_4);
  g_test_add_func ("/hex/rules/lba/LBA-ICE-1", test_lba_ice_1);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-8-lba-i-bridge", test_lba_mov_8_lba_i_bridge);
  g_test_add_func ("/hex/rules/lba/LBA-MOV-7-14-road-reading", test_lba_road_reading);
  g_test_add_func ("/hex/rules/lba/LBA-CHAT-1-unknown", test_lba_unknown_cost);
  g_test_add_func ("/hex/rules/naa/B2", test_naa_b2);
  g_test_add_func ("/hex/rules/naa/B6-B8", test_naa_b6_b8);
  g_test_add_func ("/hex/rules/naa/B11", test_naa_b11);
  g_test_add_func ("/hex/rules/1914/1914-MOV-1", test_1914_mov_1);
  g_test_add_func ("/hex/rules/1914/1914-SUD-3", test_1914_sud_3);
  g_test_add_func ("/hex/rules/naa/C2-C3-C4-1809", test_naa_c2_c3_c4_1809);
  g_test_add_func ("/hex/rules/naa/C5", test_naa_c5);
  g_test_add_func ("/hex/rules/naa/OPT-3-guard-1805", test_naa_opt_3_guard);
  g_test_add_func ("/hex/rules/naa/OPT-3-1805-unknown", test_naa_1805_unknown);
  g_test_add_func ("/hex/rules/1914/1914-ZOC-3", test_1914_zoc_3);
  g_test_add_func ("/hex/rules/1914/1914-ZOC-2-7", test_1914_zoc_7);
  g_test_add_func ("/hex/rules/1914/1914-ZOC-4", test_1914_zoc_4);
  g_test_add_func ("/hex/rules/1914/1914-HQ-2-MOV-3", test_1914_hq_2_mov_3);
  g_test_add_func ("/hex/rules/naa/E11", test_naa_e11);
  g_test_add_func ("/hex/rules/naa/ICE-1", test_naa_ice_1);
  g_test_add_func ("/hex/rules/naa/B4-B5", test_naa_b4_b5);
  g_test_add_func ("/hex/move/phase-start", test_phase_start);
  g_test_add_func ("/hex/rules/naa/B13", test_naa_b13);
  g_test_add_func ("/hex/rules/1914/1914-MOV-2", test_1914_mov_2);
  g_test_add_func ("/hex/rules/bn/12.1-unknown", test_bn_12_1_unknown);
  g_test_add_func ("/hex/rules/bn/4.0-16.2e-13.1", test_bn_16_2e);
  g_test_add_func ("/hex/rules/bn/16.2b", test_bn_16_2b);
  g_test_add_func ("/hex/rules/bn/1.1b", test_bn_1_1b);
  g_test_add_func ("/hex/rules/naa/E11-zoc", test_naa_e11_zoc);
  g_test_add_func ("/hex/rules/1914/1914-FM-1", test_1914_fm_1);
  g_test_add_func ("/hex/rules/naa/FOG-4", test_naa_fog_4);
  g_test_add_func ("/hex/rules/naa/B10", test_naa_b10);
  g_test_add_func ("/hex/rules/naa/B7-C6-C7", test_naa_b7_c6_c7);
  g_test_add_func ("/hex/rules/bn/18.0a-forced-march", test_forced_march_refused);
  g_test_add_func ("/hex/rules/bn/18.0a-18.0b-18.0c", test_bn_18_0a_18_0b_18_0c);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
