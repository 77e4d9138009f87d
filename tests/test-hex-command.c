/* BN's command radius (10.5a, vd-hex-command.h), tests named after the rule: within 4 officer MP
 * of a division commander, 8 from a division commander to the corps HQ, a move may not leave
 * it, a skirmisher has none, and a missing officer cost leaves the answer to the referee. The
 * seed's Movement Table is missing: the tests enter clear ground at 1 for officers, infantry
 * and artillery as the owner would; that value is the tests', not the game's. Corps artillery
 * may stand near a division commander of its corps instead (10.5a-B). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-command.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Command\"\nruleset: bn\nturn: 2\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  g_unlink (path);
  return board;
}

static void
enter_officer_costs (gboolean enter)
{
  g_autofree char *path = vd_hex_entries_path_for ("bn");

  if (enter)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

      vd_hex_entries_set_value (entries, "terrain.clear.mp.officer", "1", "Test", "T");
      vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
      vd_hex_entries_set_value (entries, "terrain.clear.mp.artillery", "1", "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
    }
  else
    g_unlink (path);
}

#define UNITS \
  "units:\n" \
  "  - {id: corps, side: french, class: hq, hex: \"0909\"}\n" \
  "  - {id: div, side: french, class: officer, hex: \"0505\", army: corps}\n" \
  "  - {id: near, side: french, class: infantry, hex: \"0503\", army: div, facing: 0}\n" \
  "  - {id: far, side: french, class: infantry, hex: \"0101\", army: div, facing: 0}\n" \
  "  - {id: skir, side: french, class: skirmisher, hex: \"0101\", army: div}\n"

static VdHex
at (const VdBoard *board, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  return hex;
}

/* 10.5a: two hexes from its division commander, a brigade is within 4 officer MP; five away it
 * is not; the division commander is within 8 of the corps HQ; a skirmisher has no radius. */
static void
test_bn_10_5a (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCommand) near = NULL, far = NULL, div = NULL, skir = NULL;

  enter_officer_costs (TRUE);
  board = board_of (UNITS, &module);
  near = vd_hex_command_of (board, module, "near", NULL);
  g_assert_cmpint (near->status, ==, VD_HEX_COMMAND_IN);
  g_assert_cmpstr (near->commander, ==, "div");
  g_assert_cmpfloat (near->radius, ==, 4);
  g_assert_cmpstr (near->rule, ==, "10.5a");
  far = vd_hex_command_of (board, module, "far", NULL);
  g_assert_cmpint (far->status, ==, VD_HEX_COMMAND_OUT);
  g_assert_nonnull (strstr (far->why, "more than 4 officer MP from its commander div"));
  div = vd_hex_command_of (board, module, "div", NULL);
  g_assert_cmpint (div->status, ==, VD_HEX_COMMAND_IN);
  g_assert_cmpfloat (div->radius, ==, 8);
  skir = vd_hex_command_of (board, module, "skir", NULL);
  g_assert_cmpint (skir->status, ==, VD_HEX_COMMAND_NOT_JUDGED);
  enter_officer_costs (FALSE);
}

/* 10.5a: a unit within the radius may not leave it of its own will; a move within it, or of a
 * unit already out, is not refused for it. */
static void
test_bn_10_5a_move (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autofree char *why = NULL, *none = NULL, *out = NULL;

  enter_officer_costs (TRUE);
  board = board_of (UNITS, &module);
  g_assert_true (vd_hex_command_refuses (board, module, "near", at (board, "0101"), &why));
  g_assert_nonnull (strstr (why, "0101: out of the radius of its commander div (4 officer MP)"));
  g_assert_false (vd_hex_command_refuses (board, module, "near", at (board, "0504"), &none));
  g_assert_null (none);
  g_assert_false (vd_hex_command_refuses (board, module, "far", at (board, "0102"), &out));
  /* hex move refuses it, with the rule. */
  {
    g_autoptr(VdHexMove) move = vd_hex_move (board, module, "near", NULL, 0, at (board, "0101"),
                                             NULL);
    const VdHexMoveReason *last;

    g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_ILLEGAL);
    g_assert_nonnull (strstr (move->why, "which it may not leave of its own will"));
    last = move->reasons->pdata[move->reasons->len - 1];
    g_assert_cmpstr (last->rule, ==, "10.5a");
    g_assert_cmpstr (last->by, ==, "0101");
  }
  /* hex reach: such hexes are refused with the rule, those within the radius reached. */
  {
    g_autoptr(VdHexReach) reach = vd_hex_reach (board, module, "near", NULL);
    gboolean refused = FALSE, reached_far = FALSE, reached_near = FALSE;

    for (guint i = 0; i < reach->forbidden->len; i++)
      {
        const VdHexBlocked *blocked = reach->forbidden->pdata[i];

        if (vd_hex_equal (blocked->hex, at (board, "0101")))
          refused = g_strcmp0 (blocked->rule, "10.5a") == 0 &&
                    strstr (blocked->why, "out of the radius of its commander div") != NULL;
      }
    for (guint i = 0; i < reach->reached->len; i++)
      {
        VdHex hex = ((const VdHexReached *) reach->reached->pdata[i])->hex;

        reached_far |= vd_hex_equal (hex, at (board, "0101"));
        reached_near |= vd_hex_equal (hex, at (board, "0504"));
      }
    g_assert_true (refused);
    g_assert_false (reached_far);
    g_assert_true (reached_near);
  }
  enter_officer_costs (FALSE);
}

/* Without the officer's costs (the Movement Table is missing), the answer is the referee's and
 * names the missing cost. */
static void
test_bn_10_5a_unknown (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCommand) near = NULL;

  enter_officer_costs (FALSE);
  board = board_of (UNITS, &module);
  near = vd_hex_command_of (board, module, "near", NULL);
  g_assert_cmpint (near->status, ==, VD_HEX_COMMAND_UNKNOWN);
  g_assert_nonnull (strstr (near->why, "a cost on the way is missing"));
  g_assert_nonnull (strstr (near->why, "Officer"));
}

/* 10.5a-B: corps artillery more than 8 officer MP from its corps HQ is in radius all the same
 * within 4 of a division commander of that corps, and said with him and the rule; beyond both,
 * out, naming both radii; a move may not leave the union of the two. */
static void
test_bn_10_5a_b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexCommand) guns = NULL, lost = NULL;
  g_autoptr(VdHexMove) away = NULL, along = NULL;

  enter_officer_costs (TRUE);
  board = board_of ("units:\n"
                    "  - {id: corps, side: french, class: hq, hex: \"0909\"}\n"
                    "  - {id: div, side: french, class: officer, hex: \"0102\", army: corps}\n"
                    "  - {id: guns, side: french, class: artillery, hex: \"0101\", army: corps,"
                    " movement: 5, facing: 2}\n"
                    "  - {id: lost, side: french, class: artillery, hex: \"0601\","
                    " army: corps}\n", &module);
  /* 0909 to 0101 is more than 8; 0102 is beside 0101. */
  guns = vd_hex_command_of (board, module, "guns", NULL);
  g_assert_cmpint (guns->status, ==, VD_HEX_COMMAND_IN);
  g_assert_cmpstr (guns->commander, ==, "div");
  g_assert_cmpfloat (guns->radius, ==, 4);
  g_assert_cmpstr (guns->rule, ==, "10.5a-B");
  lost = vd_hex_command_of (board, module, "lost", NULL);
  g_assert_cmpint (lost->status, ==, VD_HEX_COMMAND_OUT);
  g_assert_nonnull (strstr (lost->why, "more than 4 from each commander under it (10.5a-B)"));
  /* 0601 is 5 hexes from the division commander and 9 from the corps HQ: beyond both. */
  away = vd_hex_move (board, module, "guns", NULL, 0, at (board, "0601"), NULL);
  g_assert_cmpint (away->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_nonnull (strstr (away->why, "out of the radius"));
  along = vd_hex_move (board, module, "guns", NULL, 0, at (board, "0301"), NULL);
  g_assert_cmpint (along->verdict, ==, VD_HEX_MOVE_LEGAL);
  enter_officer_costs (FALSE);
}

/* 10.5a-A: a brigade five hexes from its division commander is within all the same when its
 * extension stands two hexes from him; a brigade moving out of reach while its extension stays
 * within is not refused, and without the extension it is. */
static void
test_bn_10_5a_a (void)
{
  g_autoptr(VdHexRuleset) module = NULL, alone_module = NULL;
  g_autoptr(VdBoard) board = NULL, alone = NULL;
  g_autoptr(VdHexCommand) far = NULL, single = NULL;
  g_autofree char *why = NULL;

  enter_officer_costs (TRUE);
  board = board_of (UNITS "  - {id: far-x, side: french, class: infantry, hex: \"0504\","
                          " extends: far, facing: 0}\n"
                          "  - {id: near-x, side: french, class: infantry, hex: \"0504\","
                          " extends: near, facing: 0}\n", &module);
  alone = board_of (UNITS, &alone_module);
  far = vd_hex_command_of (board, module, "far", NULL);
  single = vd_hex_command_of (alone, module, "far", NULL);
  g_assert_cmpint (far->status, ==, VD_HEX_COMMAND_IN);
  g_assert_cmpstr (far->rule, ==, "10.5a-A");
  g_assert_cmpstr (far->why, ==, "far: within by its extension far-x");
  g_assert_cmpint (single->status, ==, VD_HEX_COMMAND_OUT);
  g_assert_false (vd_hex_command_refuses (board, module, "near", at (board, "0102"), &why));
  g_assert_true (vd_hex_command_refuses (alone, module, "near", at (board, "0102"), &why));
  enter_officer_costs (FALSE);
}

/* 10.5b: a move out of the radius that hex move refuses (10.5a) is legal for a unit its caller
 * found on a divisional order, said with that rule. */
static void
test_bn_10_5b_move (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexMove) move = NULL;
  VdHexMoveAsk ask = { .free_of_radius = "10.5b" };
  const VdHexMoveReason *last;

  enter_officer_costs (TRUE);
  board = board_of (UNITS, &module);
  move = vd_hex_move_ask (board, module, "near", NULL, 0, at (board, "0101"), &ask, NULL);
  g_assert_cmpint (move->verdict, ==, VD_HEX_MOVE_LEGAL);
  last = move->reasons->pdata[move->reasons->len - 1];
  g_assert_cmpstr (last->rule, ==, "10.5b");
  g_assert_cmpstr (last->by, ==, "0101");
  enter_officer_costs (FALSE);
}

/* 10.5c: an infantry counter naming no commander is independent: no radius, said with the
 * rule; an officer naming none is simply not judged. */
static void
test_bn_10_5c (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of (UNITS "  - {id: guard, side: french, class: infantry,"
                                             " hex: \"0303\"}\n", &module);
  g_autoptr(VdHexCommand) guard = vd_hex_command_of (board, module, "guard", NULL);
  g_autoptr(VdHexCommand) corps = vd_hex_command_of (board, module, "corps", NULL);

  g_assert_cmpint (guard->status, ==, VD_HEX_COMMAND_NOT_JUDGED);
  g_assert_cmpstr (guard->rule, ==, "10.5c");
  g_assert_cmpstr (guard->why, ==, "guard: names no commander: independent, held to no radius "
                                   "and needing no orders");
  g_assert_cmpint (corps->status, ==, VD_HEX_COMMAND_NOT_JUDGED);
  g_assert_null (corps->why);
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-command-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/10.5a", test_bn_10_5a);
  g_test_add_func ("/hex/rules/bn/10.5a-move", test_bn_10_5a_move);
  g_test_add_func ("/hex/rules/bn/10.5a-unknown", test_bn_10_5a_unknown);
  g_test_add_func ("/hex/rules/bn/10.5a-B", test_bn_10_5a_b);
  g_test_add_func ("/hex/rules/bn/10.5a-A", test_bn_10_5a_a);
  g_test_add_func ("/hex/rules/bn/10.5b-move", test_bn_10_5b_move);
  g_test_add_func ("/hex/rules/bn/10.5c", test_bn_10_5c);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
