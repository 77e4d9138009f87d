/* Facing in BN's moves (13.1-13.2), tests named after the rules: turning costs, the double cost
 * off the front, a stack's facing, roads, and who has no facing; and the one-hex minimum move
 * (16.1e). The seed's Movement Table is
 * missing: the tests enter clear ground at 1 and a road at 1 as the owner would; those values
 * are the tests', not the game's. The turning costs are the seed's (13.1). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* A BN board of 7 × 7 flat hexes numbered {col:02}{row:02}, with BODY. */
static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Facing\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 7, rows: 7, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  return board;
}

static void
enter_costs (void)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.skirmisher", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.road.mp.infantry", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_costs (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");

  g_unlink (path);
}

/* The hex STEPS hexsides away from LABEL, each through hexside D (0 north, clockwise). */
static VdHex
beyond (const VdBoard *board, const char *label, int d, int steps)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  for (int i = 0; i < steps; i++)
    hex = vd_hex_neighbour (hex, d);
  return hex;
}

/* The hex as reached: it must be. */
static const VdHexReached *
reached (const VdHexReach *reach, VdHex hex)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->reached->pdata[i])->hex, hex))
      return reach->reached->pdata[i];
  g_assert_not_reached ();
}

static gboolean
has_rule (GPtrArray *reasons, const char *rule, double mp)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexMoveReason *reason = reasons->pdata[i];

      if (g_strcmp0 (reason->rule, rule) == 0 && reason->mp == mp)
        return TRUE;
    }
  return FALSE;
}

/* 13.2a and 13.1: facing north, the hex ahead costs its own 1; the two beside the front are
 * reached through a vertex at no turning cost (hexside to vertex, 0, 13.1c); the hex behind
 * costs 2, doubled or after an about-face (13.1d); two hexes south-east cost 3 — one turn of
 * 1 MP and 1 each — rather than 4 doubled; three hexes back, an about-face (13.1d). Facing counts: the unit's own facing is given,
 * so the answer is not the referee's. */
static void
test_bn_13_1_13_2a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) back = NULL;
  const VdHexReached *to;

  enter_costs ();
  board = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n", &module);
  reach = vd_hex_reach (board, module, "inf", NULL);
  g_assert_null (reach->caveat);
  g_assert_cmpfloat (reached (reach, beyond (board, "0404", 0, 1))->cost, ==, 1);
  g_assert_cmpfloat (reached (reach, beyond (board, "0404", 1, 1))->cost, ==, 1);
  g_assert_cmpfloat (reached (reach, beyond (board, "0404", 5, 1))->cost, ==, 1);
  to = reached (reach, beyond (board, "0404", 3, 1));
  g_assert_cmpfloat (to->cost, ==, 2);
  g_assert_true (has_rule (to->reasons, "13.2a", 1) || has_rule (to->reasons, "13.1d", 1));
  to = reached (reach, beyond (board, "0404", 2, 2));
  g_assert_cmpfloat (to->cost, ==, 3);
  /* One turn of 1 MP, by whichever rule the least path takes: a hexside turned (13.1a), a
   * vertex to a hexside (13.1c), or an about-face and the vertex beside for nothing (13.1d). */
  g_assert_true (has_rule (to->reasons, "13.1a", 1) || has_rule (to->reasons, "13.1c", 1) ||
                 has_rule (to->reasons, "13.1d", 1));
  g_assert_false (has_rule (to->reasons, "13.2a", 1));
  back = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 3, 3), NULL);
  /* Three hexes back: an about-face (1) and three steps ahead, not three doubled. */
  g_assert_cmpint (back->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (back->cost, ==, 4);
  g_assert_true (has_rule (back->reasons, "13.1d", 1));
  g_assert_false (has_rule (back->reasons, "13.1a", 1));
  g_assert_cmpint (back->facing, ==, 3);
  forget_costs ();
}

/* 13.2b: into a stack, the unit takes the facing of those already there: facing north into a
 * hex whose friends face south, an about-face more. */
static void
test_bn_13_2b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) into = NULL;

  enter_costs ();
  board = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: friend, side: french, class: infantry, hex: \"0403\", facing: 3}\n",
                    &module);
  into = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 0, 1), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (into->cost, ==, 2);
  g_assert_true (has_rule (into->reasons, "13.2b", 1));
  g_assert_cmpint (into->facing, ==, 3);
  forget_costs ();
}

/* 13.2c: along a road facing costs nothing: facing north, two hexes south by the road cost 2,
 * not 3 or 4. */
static void
test_bn_13_2c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) along = NULL;

  enter_costs ();
  board = board_of ("hexes:\n  \"0404\": {features: [road]}\n  \"0405\": {features: [road]}\n"
                    "  \"0406\": {features: [road]}\n"
                    "roads:\n  - {type: road, hexes: [\"0404\", \"0405\", \"0406\"]}\n"
                    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n", &module);
  along = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 3, 2), NULL);
  g_assert_cmpint (along->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (along->cost, ==, 2);
  g_assert_false (has_rule (along->reasons, "13.1", 1));
  g_assert_false (has_rule (along->reasons, "13.2a", 1));
  forget_costs ();
}

/* 26.2: an officer has no facing: the hex behind costs its own 1, with no turn, and the move
 * says so by 26.2, the officer its cause; an infantry unit beside it turns, and says no such
 * thing. */
static void
test_bn_26_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) officer = NULL, inf = NULL;
  g_autoptr(VdHexEntries) entries = NULL;
  const VdHexMoveReason *last;

  entries = vd_hex_entries_new ("bn");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("units:\n  - {id: gen, side: french, class: officer, hex: \"0404\","
                    " movement: 8}\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0202\","
                    " movement: 8, facing: 0}\n", &module);
  officer = vd_hex_move (board, module, "gen", NULL, 0, beyond (board, "0404", 3, 1), NULL);
  g_assert_cmpint (officer->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (officer->cost, ==, 1);
  g_assert_cmpint (officer->facing, ==, -1);
  g_assert_cmpuint (officer->reasons->len, >, 0);
  last = officer->reasons->pdata[officer->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "26.2");
  g_assert_cmpstr (last->by, ==, "gen");
  g_assert_cmpfloat (last->mp, ==, 0);
  inf = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0202", 3, 1), NULL);
  g_assert_cmpint (inf->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (inf->cost, ==, 2);
  g_assert_false (has_rule (inf->reasons, "26.2", 0));
  forget_costs ();
}

/* 13.0a: a skirmisher alone has its front all round: the hex behind costs its own 1. In a stack
 * it faces as the others do. Officers have no facing (6.2). */
static void
test_bn_13_0a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) alone = NULL, stacked = NULL;

  enter_costs ();
  board = board_of ("units:\n  - {id: skir, side: french, class: skirmisher, hex: \"0404\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: skir2, side: french, class: skirmisher, hex: \"0202\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: inf, side: french, class: infantry, hex: \"0202\", facing: 0}\n"
                    /* A friend ahead, so that the hex behind is within skir's leash (11.5b). */
                    "  - {id: inf2, side: french, class: infantry, hex: \"0403\", facing: 0}\n",
                    &module);
  alone = vd_hex_reach (board, module, "skir", NULL);
  g_assert_cmpfloat (reached (alone, beyond (board, "0404", 3, 1))->cost, ==, 1);
  stacked = vd_hex_reach (board, module, "skir2", NULL);
  g_assert_cmpfloat (reached (stacked, beyond (board, "0202", 3, 1))->cost, ==, 2);
  forget_costs ();
}

/* 16.1e: a unit that can afford no hex beside it may still move one, with all its points; one
 * that can afford one moves as usual. Clear ground is entered at 2 here. */
static void
test_bn_16_1e (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) slow = NULL, able = NULL;
  g_autoptr(VdHexMove) one = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const VdHexReached *to;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "2", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("units:\n  - {id: slow, side: french, class: infantry, hex: \"0404\","
                    " movement: 1, facing: 0}\n"
                    "  - {id: able, side: french, class: infantry, hex: \"0202\","
                    " movement: 2, facing: 0}\n", &module);
  slow = vd_hex_reach (board, module, "slow", NULL);
  g_assert_cmpuint (slow->reached->len, ==, 7);
  to = reached (slow, beyond (board, "0404", 3, 1));
  g_assert_cmpfloat (to->cost, ==, 1);
  g_assert_true (has_rule (to->reasons, "16.1e", 1));
  one = vd_hex_move (board, module, "slow", NULL, 0, beyond (board, "0404", 2, 1), NULL);
  g_assert_cmpint (one->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_true (has_rule (one->reasons, "16.1e", 1));
  able = vd_hex_reach (board, module, "able", NULL);
  to = reached (able, beyond (board, "0202", 0, 1));
  g_assert_cmpfloat (to->cost, ==, 2);
  g_assert_false (has_rule (to->reasons, "16.1e", 2));
  forget_costs ();
}

/* Without a facing on the board, the cost is counted from the best facing and the move is the
 * referee's (13.1 named). */
static void
test_bn_13_1_facing_not_given (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;

  enter_costs ();
  board = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8}\n", &module);
  move = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 3, 1), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_cmpfloat (move->cost, ==, 1);
  g_assert_nonnull (strstr (move->why, "its facing is not given"));
  forget_costs ();
}

/* 16.2f: an orchard, as the hex's terrain or a feature in it, and a hedge on a hexside change
 * nothing: the hex costs what open ground does (the test's entry). */
static void
test_bn_16_2f (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;
  VdHex via[2];

  enter_costs ();
  board = board_of ("hexes:\n  \"0402\": {terrain: orchard}\n"
                    "  \"0403\": {features: [orchard]}\n"
                    "hexsides:\n  - {between: [\"0403\", \"0404\"], feature: hedge}\n"
                    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0401\","
                    " movement: 8, facing: 3}\n", &module);
  via[0] = beyond (board, "0401", 3, 1);
  via[1] = beyond (board, "0401", 3, 2);
  move = vd_hex_move (board, module, "inf", via, 2, beyond (board, "0401", 3, 3), NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
  g_assert_cmpfloat (move->cost, ==, 3);
  g_assert_true (has_rule (move->reasons, "16.2f", 0));
  g_assert_true (has_rule (move->reasons, "16.2", 1));
  forget_costs ();
}

/* 16.2c: ground the owner's Movement Table prohibits is never entered, a hex or a hexside,
 * refused by 16.2c (not by the terrain's own rule); the same hex open is entered. */
static void
test_bn_16_2c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) into = NULL;
  g_autoptr(VdHexReach) across = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const VdHexBlocked *crossing = NULL;

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.forest.mp.infantry", "prohibited", "Test", "T");
  vd_hex_entries_set_value (entries, "hexsides.escarpment.mp.infantry", "prohibited", "Test",
                            "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  board = board_of ("hexes:\n  \"0403\": {terrain: forest}\n"
                    "hexsides:\n  - {between: [\"0405\", \"0406\"], feature: escarpment}\n"
                    "units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: inf2, side: french, class: infantry, hex: \"0406\","
                    " movement: 2, facing: 0}\n", &module);
  into = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 0, 1), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_rule (into->reasons, "16.2c", 0));
  g_assert_nonnull (strstr (into->why, "prohibited"));
  /* Across the hexside: the step is refused (2 MP: no way round, turning costs). */
  across = vd_hex_reach (board, module, "inf2", NULL);
  for (guint i = 0; i < across->forbidden->len; i++)
    {
      const VdHexBlocked *step = across->forbidden->pdata[i];

      if (vd_hex_equal (step->from, beyond (board, "0406", 0, 0)) &&
          vd_hex_equal (step->hex, beyond (board, "0406", 0, 1)))
        crossing = step;
    }
  g_assert_nonnull (crossing);
  g_assert_cmpstr (crossing->rule, ==, "16.2c");
  g_assert_nonnull (strstr (crossing->why, "Escarpment: prohibited"));
  forget_costs ();
}

/* 16.3a: a move never enters an enemy-held hex (a melee or a charge does, by their own
 * commands). */
static void
test_bn_16_3a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) into = NULL;

  enter_costs ();
  board = board_of ("units:\n  - {id: inf, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: en, side: allied, class: infantry, hex: \"0403\"}\n", &module);
  into = vd_hex_move (board, module, "inf", NULL, 0, beyond (board, "0404", 0, 1), NULL);
  g_assert_cmpint (into->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_rule (into->reasons, "16.3a", 0));
  g_assert_nonnull (strstr (into->why, "held by the enemy"));
  forget_costs ();
}

/* 16.3b: in the first player's movement phase only his counters move; outside a movement
 * phase the rule is silent. */
static void
test_bn_16_3b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) enemy = NULL, own = NULL, rally = NULL;

  enter_costs ();
  board = board_of ("phase: fr-movement\n"
                    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, facing: 0}\n"
                    "  - {id: al, side: allied, class: infantry, hex: \"0202\","
                    " movement: 8, facing: 0}\n", &module);
  enemy = vd_hex_move (board, module, "al", NULL, 0, beyond (board, "0202", 0, 1), NULL);
  g_assert_cmpint (enemy->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_rule (enemy->reasons, "16.3b", 0));
  g_assert_nonnull (strstr (enemy->why, "al is not moved in First player: movement phase"));
  own = vd_hex_move (board, module, "fr", NULL, 0, beyond (board, "0404", 0, 1), NULL);
  g_assert_cmpint (own->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  g_assert_false (has_rule (own->reasons, "16.3b", 0));
  g_free (board->phase);
  board->phase = g_strdup ("fr-rally");
  rally = vd_hex_move (board, module, "al", NULL, 0, beyond (board, "0202", 0, 1), NULL);
  g_assert_false (has_rule (rally->reasons, "16.3b", 0));
  forget_costs ();
}

/* 25.1b: a routed unit does not move of its own will (its rout and retreats move it). */
static void
test_bn_25_1b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) fled = NULL, calm = NULL;

  enter_costs ();
  board = board_of ("units:\n  - {id: rout, side: french, class: infantry, hex: \"0404\","
                    " movement: 8, state: routed}\n"
                    "  - {id: calm, side: french, class: infantry, hex: \"0202\","
                    " movement: 8, state: shaken}\n", &module);
  fled = vd_hex_move (board, module, "rout", NULL, 0, beyond (board, "0404", 3, 1), NULL);
  g_assert_cmpint (fled->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_rule (fled->reasons, "25.1b", 0));
  g_assert_nonnull (strstr (fled->why, "rout is routed: it moves only as its rout or a retreat "
                                       "takes it"));
  calm = vd_hex_move (board, module, "calm", NULL, 0, beyond (board, "0202", 3, 1), NULL);
  g_assert_cmpint (calm->verdict, !=, VD_HEX_MOVE_ILLEGAL);
  forget_costs ();
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-facing-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/13.1-13.1a-13.1c-13.1d-13.2a", test_bn_13_1_13_2a);
  g_test_add_func ("/hex/rules/bn/13.2b", test_bn_13_2b);
  g_test_add_func ("/hex/rules/bn/13.2c", test_bn_13_2c);
  g_test_add_func ("/hex/rules/bn/13.0a-skirmisher-alone", test_bn_13_0a);
  g_test_add_func ("/hex/rules/bn/26.2", test_bn_26_2);
  g_test_add_func ("/hex/rules/bn/13.1-facing-not-given", test_bn_13_1_facing_not_given);
  g_test_add_func ("/hex/rules/bn/16.1e", test_bn_16_1e);
  g_test_add_func ("/hex/rules/bn/16.2c", test_bn_16_2c);
  g_test_add_func ("/hex/rules/bn/16.2f", test_bn_16_2f);
  g_test_add_func ("/hex/rules/bn/16.3a", test_bn_16_3a);
  g_test_add_func ("/hex/rules/bn/16.3b", test_bn_16_3b);
  g_test_add_func ("/hex/rules/bn/25.1b", test_bn_25_1b);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
