/* Retreats after combat (vd-hex-retreat.h), tests named after the rules: 1914's retreat free of
 * enemy zones, friends as stacking allows, a friend in a zone pushed on, prohibited ground, off
 * the map, and what comes of no retreat (1914-RET-2 to -5, -7); NaA's victor moving the loser,
 * never into his zone, a friend pushed on only when no empty hex is open, off the map
 * eliminated (D11 to D13). NaA's zones over open ground are the owner's to enter (C8): the
 * tests enter them as he would. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-hex-odds.h"
#include "vd-hex-entries.h"
#include "vd-hex-retreat.h"
#include "vd-test-table.h"

static char *folder;

static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, game, 2, 6, 6, body, module);
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex out;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &out));
  return out;
}

/* The choice into LABEL, or NULL. */
static const VdHexRetreatChoice *
choice_to (const VdHexRetreat *retreat, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < retreat->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = retreat->choices->pdata[i];

      if (!choice->off_map && vd_hex_equal (choice->to, hex (board, label)))
        return choice;
    }
  return NULL;
}

static const VdHexRetreatRefusal *
refusal_of (const VdHexRetreat *retreat, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < retreat->refused->len; i++)
    {
      const VdHexRetreatRefusal *refusal = retreat->refused->pdata[i];

      if (vd_hex_equal (refusal->hex, hex (board, label)))
        return refusal;
    }
  return NULL;
}

/* 1914-RET-2, -4, -7, MOV-2: the owner moves it to a hex free of enemy zones, onto a friend as
 * stacking allows; a hex in a zone, the enemy's and the sea are refused with their rules. */
static void
test_1914_ret_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "hexes:\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\"}\n"
    "  - {id: f2, side: allied, class: infantry, hex: \"0403\"}\n", &module);
  g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (board, module, "f1", 1, NULL);

  g_assert_cmpstr (retreat->moved_by, ==, "owner");
  g_assert_cmpstr (retreat->moved_by_rule, ==, "1914-RET-7");
  g_assert_cmpuint (retreat->choices->len, ==, 2);
  g_assert_nonnull (choice_to (retreat, board, "0403"));
  g_assert_cmpstr (choice_to (retreat, board, "0203")->rule, ==, "1914-RET-2");
  g_assert_cmpstr (refusal_of (retreat, board, "0402")->why, ==, "in an enemy zone");
  g_assert_cmpstr (refusal_of (retreat, board, "0302")->why, ==, "held by the enemy");
  g_assert_cmpstr (refusal_of (retreat, board, "0304")->rule, ==, "1914-RET-4");
  g_assert_null (retreat->failure);

  /* Two friends out of the zones fill a hex (1914-MOV-2): no retreat there, and no push. */
  {
    g_autoptr(VdHexRuleset) full_module = NULL;
    g_autoptr(VdBoard) full = board_of ("1914",
      "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
      "  - {id: f1, side: allied, class: infantry, hex: \"0303\"}\n"
      "  - {id: f2, side: allied, class: infantry, hex: \"0403\"}\n"
      "  - {id: f3, side: allied, class: infantry, hex: \"0403\"}\n", &full_module);
    g_autoptr(VdHexRetreat) crowded = vd_hex_retreat (full, full_module, "f1", 1, NULL);

    g_assert_null (choice_to (crowded, full, "0403"));
    g_assert_cmpstr (refusal_of (crowded, full, "0403")->rule, ==, "1914-MOV-2");
    g_assert_cmpstr (refusal_of (crowded, full, "0403")->why, ==,
                     "2 counters there already, 2 at most");
  }
}

/* 1914-RET-3: onto a friend standing in an enemy zone, which is pushed on out of the zones. */
static void
test_1914_ret_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0303\"}\n"
    "  - {id: f2, side: allied, class: infantry, hex: \"0402\"}\n", &module);
  g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (board, module, "f1", 1, NULL);
  const VdHexRetreatChoice *push = choice_to (retreat, board, "0402");
  const VdHexPush *pushed;

  g_assert_nonnull (push);
  g_assert_cmpstr (push->rule, ==, "1914-RET-3");
  g_assert_cmpuint (push->pushes->len, ==, 1);
  pushed = push->pushes->pdata[0];
  g_assert_cmpstr (pushed->unit, ==, "f2");
  g_assert_cmpint (vd_hex_distance (pushed->to, hex (board, "0402")), ==, 1);
  g_assert_cmpint (vd_hex_distance (pushed->to, hex (board, "0302")), >, 1);
}

/* 1914-RET-2 and -4: hemmed in, disorganized; by the sea alone, eliminated; 1914-RET-5: at the
 * map's edge the way out is a choice, to come back later. */
static void
test_1914_ret_failure (void)
{
  g_autoptr(VdHexRuleset) module = NULL, sea_module = NULL, edge_module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: f1, side: allied, class: infantry, hex: \"0303\"}\n"
    "  - {id: g1, side: german, class: infantry, hex: \"0302\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0304\"}\n"
    "  - {id: g3, side: german, class: infantry, hex: \"0105\"}\n"
    "  - {id: g4, side: german, class: infantry, hex: \"0505\"}\n", &module);
  g_autoptr(VdBoard) sea = board_of ("1914",
    "hexes:\n  \"0302\": {terrain: sea}\n  \"0304\": {terrain: sea}\n  \"0202\": {terrain: sea}\n"
    "  \"0203\": {terrain: sea}\n  \"0402\": {terrain: sea}\n  \"0403\": {terrain: sea}\n"
    "units:\n  - {id: f1, side: allied, class: infantry, hex: \"0303\"}\n", &sea_module);
  g_autoptr(VdBoard) edge = board_of ("1914",
    "units:\n  - {id: f1, side: allied, class: infantry, hex: \"0101\"}\n", &edge_module);
  g_autoptr(VdHexRetreat) hemmed = vd_hex_retreat (board, module, "f1", 1, NULL);
  g_autoptr(VdHexRetreat) by_sea = vd_hex_retreat (sea, sea_module, "f1", 1, NULL);
  g_autoptr(VdHexRetreat) out = vd_hex_retreat (edge, edge_module, "f1", 1, NULL);
  gboolean off_map = FALSE;

  g_assert_cmpuint (hemmed->choices->len, ==, 0);
  g_assert_cmpstr (hemmed->failure_rule, ==, "1914-RET-2");
  g_assert_nonnull (strstr (hemmed->failure, "disorganized"));
  g_assert_cmpuint (by_sea->choices->len, ==, 0);
  g_assert_cmpstr (by_sea->failure_rule, ==, "1914-RET-4");
  g_assert_nonnull (strstr (by_sea->failure, "eliminated"));
  for (guint i = 0; i < out->choices->len; i++)
    if (((const VdHexRetreatChoice *) out->choices->pdata[i])->off_map)
      {
        off_map = TRUE;
        g_assert_cmpstr (((const VdHexRetreatChoice *) out->choices->pdata[i])->rule, ==,
                         "1914-RET-5");
      }
  g_assert_true (off_map);
}

static void
enter_naa_zones (gboolean enter)
{
  g_autofree char *path = vd_hex_entries_path_for ("naa");

  if (enter)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");

      vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
    }
  else
    g_unlink (path);
}

/* ar in 0303, hemmed in by the French on four sides, its friend ar2 in 0403. */
static const char hemmed_in[] =
  "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\"}\n"
  "  - {id: fr2, side: french, class: infantry, hex: \"0304\"}\n"
  "  - {id: fr3, side: french, class: infantry, hex: \"0202\"}\n"
  "  - {id: fr4, side: french, class: infantry, hex: \"0402\"}\n"
  "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\"}\n"
  "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0403\"}\n";

/* D11: the victor moves the loser, never into a hex his army controls; a friend is pushed on
 * only when no empty hex is open; D12: a unit with no retreat is eliminated. */
static void
test_naa_d11_d12 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, boxed_module = NULL, lost_module = NULL;
  g_autoptr(VdBoard) board = NULL, boxed = NULL, lost = NULL;
  g_autoptr(VdHexRetreat) open = NULL, chained = NULL, eliminated = NULL;

  enter_naa_zones (TRUE);
  board = board_of ("naa",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\"}\n"
    "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0404\"}\n", &module);
  open = vd_hex_retreat (board, module, "ar", 1, NULL);
  g_assert_cmpstr (open->moved_by, ==, "victor");
  g_assert_cmpstr (open->moved_by_rule, ==, "D11");
  g_assert_nonnull (choice_to (open, board, "0304"));
  g_assert_cmpstr (refusal_of (open, board, "0202")->why, ==, "in an enemy zone");
  /* An empty hex is open: the friend in 0404 is not pushed. */
  g_assert_null (choice_to (open, board, "0404"));

  /* Boxed in by broken ice but for a friend out of the zones: it is pushed on (D11), to each
   * hex open to it. */
  boxed = board_of ("naa",
    "hexes:\n  \"0202\": {terrain: broken-ice}\n  \"0203\": {terrain: broken-ice}\n"
    "  \"0402\": {terrain: broken-ice}\n  \"0403\": {terrain: broken-ice}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\"}\n"
    "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0304\"}\n", &boxed_module);
  chained = vd_hex_retreat (boxed, boxed_module, "ar", 1, NULL);
  g_assert_cmpuint (chained->choices->len, ==, 3);
  for (guint i = 0; i < chained->choices->len; i++)
    {
      const VdHexRetreatChoice *choice = chained->choices->pdata[i];

      g_assert_true (vd_hex_equal (choice->to, hex (boxed, "0304")));
      g_assert_cmpstr (choice->rule, ==, "D11");
      g_assert_cmpuint (choice->pushes->len, ==, 1);
      g_assert_cmpstr (((const VdHexPush *) choice->pushes->pdata[0])->unit, ==, "ar2");
    }
  g_assert_cmpstr (refusal_of (chained, boxed, "0202")->why, ==,
                   "Pond with broken ice: prohibited ground");

  /* The friend in the victor's zone cannot take it in: eliminated (D12). */
  lost = board_of ("naa", hemmed_in, &lost_module);
  eliminated = vd_hex_retreat (lost, lost_module, "ar", 1, NULL);
  g_assert_cmpuint (eliminated->choices->len, ==, 0);
  g_assert_cmpstr (eliminated->failure_rule, ==, "D12");
  g_assert_cmpstr (refusal_of (eliminated, lost, "0403")->why, ==, "in an enemy zone");
  enter_naa_zones (FALSE);
}

/* D11 with what clear ground does to zones left open (the module's `~`): a doubt counts only
 * where an enemy is beside the hex, so the hexes around the loser that no enemy touches stay
 * open, those beside the victor wait on the referee, and a unit with no sure way out is not
 * declared eliminated (D12) but left to the referee. */
static void
test_naa_d11_zones_left_open (void)
{
  g_autoptr(VdHexRuleset) module = NULL, lost_module = NULL;
  g_autoptr(VdBoard) board = NULL, lost = NULL;
  g_autoptr(VdHexRetreat) open = NULL, hemmed = NULL;
  static const char * const free_hexes[] = { "0403", "0304", "0203" };

  board = board_of ("naa",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0302\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\"}\n", &module);
  open = vd_hex_retreat (board, module, "ar", 1, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (free_hexes); i++)
    g_assert_nonnull (choice_to (open, board, free_hexes[i]));
  g_assert_cmpuint (open->choices->len, ==, G_N_ELEMENTS (free_hexes));
  g_assert_cmpstr (refusal_of (open, board, "0402")->why, ==,
                   "whether an enemy zone covers it is not given: the referee's");
  g_assert_cmpstr (refusal_of (open, board, "0202")->rule, ==, "D11");
  g_assert_null (open->unknown);
  g_assert_null (open->failure);

  lost = board_of ("naa", hemmed_in, &lost_module);
  hemmed = vd_hex_retreat (lost, lost_module, "ar", 1, NULL);
  g_assert_cmpuint (hemmed->choices->len, ==, 0);
  g_assert_cmpstr (hemmed->unknown_rule, ==, "D11");
  g_assert_true (g_str_has_prefix (hemmed->unknown, "whether an enemy zone covers the hexes left "
                                                    "around it is not given"));
  g_assert_cmpstr (refusal_of (hemmed, lost, "0203")->why, ==,
                   "whether an enemy zone covers it is not given: the referee's");
  g_assert_cmpstr (refusal_of (hemmed, lost, "0202")->why, ==, "held by the enemy");
}

/* D13: off the map is no retreat; a unit with nowhere else to go is eliminated (D12). */
static void
test_naa_d13 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRetreat) retreat = NULL;
  gboolean said = FALSE;

  enter_naa_zones (TRUE);
  board = board_of ("naa",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0103\"}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0203\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0101\"}\n", &module);
  retreat = vd_hex_retreat (board, module, "ar", 1, NULL);
  for (guint i = 0; i < retreat->refused->len; i++)
    said |= g_strcmp0 (((const VdHexRetreatRefusal *) retreat->refused->pdata[i])->rule,
                       "D13") == 0;
  g_assert_true (said);
  for (guint i = 0; i < retreat->choices->len; i++)
    g_assert_false (((const VdHexRetreatChoice *) retreat->choices->pdata[i])->off_map);
  enter_naa_zones (FALSE);
}

/* F2, F3: pushed off the map (F2's first way out) a unit is eliminated and goes to the losses
 * track (D10); the edge's refusal cites F3 beside D13, and with no other way it is eliminated. */
static void
test_naa_f2_f3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRetreat) retreat = NULL;
  const VdHexRetreatRefusal *forced = NULL;

  enter_naa_zones (TRUE);
  board = board_of ("naa",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0103\"}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0203\"}\n"
    "  - {id: fr3, side: french, class: infantry, hex: \"0302\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0101\"}\n", &module);
  retreat = vd_hex_retreat (board, module, "ar", 1, NULL);
  for (guint i = 0; i < retreat->refused->len; i++)
    if (g_strcmp0 (((const VdHexRetreatRefusal *) retreat->refused->pdata[i])->rule, "F3") == 0)
      forced = retreat->refused->pdata[i];
  g_assert_nonnull (forced);
  g_assert_nonnull (strstr (forced->why, "forced off the map: eliminated"));
  g_assert_cmpuint (retreat->choices->len, ==, 0);
  g_assert_true (retreat->failure_eliminates);
  enter_naa_zones (FALSE);
}

#define BN_LINE(facing, extra) \
  "units:\n  - {id: fr, side: french, class: infantry, hex: \"0303\", formation: line, " \
  "facing: " facing "}\n" extra

/* 5.2: to the rear, straight behind the front; how wide the rear is, is reading bn-i-rear
 * (the facing diagram is missing): open, the wider choices wait for it; 25.3: two hexes,
 * hex by hex. */
static void
test_bn_5_2_25_3 (void)
{
  g_autoptr(VdHexRuleset) module = NULL, straight_module = NULL;
  g_autoptr(VdBoard) board = NULL, straight = NULL;
  g_autoptr(VdHexRetreat) open = NULL, narrow = NULL, two = NULL, unknown = NULL;
  g_autoptr(VdBoard) no_facing = NULL;
  g_autoptr(VdHexRuleset) no_facing_module = NULL;
  const VdHexRetreatChoice *choice;

  vd_test_choose_reading ("bn", NULL, NULL);
  board = board_of ("bn", BN_LINE ("0", ""), &module);
  open = vd_hex_retreat (board, module, "fr", 1, NULL);
  g_assert_cmpstr (open->moved_by, ==, "owner");
  g_assert_cmpuint (open->choices->len, ==, 3);
  choice = choice_to (open, board, "0304");
  g_assert_cmpstr (choice->rule, ==, "5.2");
  g_assert_false (choice->if_reading);
  g_assert_true (choice_to (open, board, "0403")->if_reading);
  g_assert_cmpstr (choice_to (open, board, "0203")->rule, ==, "bn-i-rear");
  g_assert_cmpstr (open->reading, ==, "bn-i-rear");
  g_assert_null (choice_to (open, board, "0302"));

  vd_test_choose_reading ("bn", "bn-i-rear", "straight-back");
  straight = board_of ("bn", BN_LINE ("0", ""), &straight_module);
  narrow = vd_hex_retreat (straight, straight_module, "fr", 1, NULL);
  g_assert_cmpuint (narrow->choices->len, ==, 1);
  g_assert_nonnull (choice_to (narrow, straight, "0304"));
  two = vd_hex_retreat (straight, straight_module, "fr", 2, NULL);
  g_assert_cmpuint (two->choices->len, ==, 1);
  choice = choice_to (two, straight, "0305");
  g_assert_cmpstr (choice->rule, ==, "25.3");
  g_assert_cmpuint (choice->path->len, ==, 1);
  g_assert_true (vd_hex_equal (g_array_index (choice->path, VdHex, 0), hex (straight, "0304")));
  g_assert_null (vd_hex_retreat (straight, straight_module, "fr", 3, NULL));
  vd_test_choose_reading ("bn", NULL, NULL);

  /* With no facing, the rear is not known: named. */
  no_facing = board_of ("bn", "units:\n  - {id: fr, side: french, class: infantry, "
                              "hex: \"0303\"}\n", &no_facing_module);
  unknown = vd_hex_retreat (no_facing, no_facing_module, "fr", 1, NULL);
  g_assert_cmpuint (unknown->choices->len, ==, 0);
  g_assert_cmpstr (unknown->unknown_rule, ==, "5.2");
}

/* 15.1f: fr retreats from within al-b's close-fire zone: said, the retreat being
 * involuntary, it draws no opportunity fire; out of every zone nothing is said. */
static void
test_bn_15_1f (void)
{
  g_autoptr(VdHexRuleset) module = NULL, far_module = NULL;
  g_autoptr(VdBoard) board = NULL, far = NULL;
  g_autoptr(VdHexRetreat) near_retreat = NULL, far_retreat = NULL;

  board = board_of ("bn", BN_LINE ("0", "  - {id: al-b, side: allied, class: artillery, "
                                        "hex: \"0301\", formation: unlimbered}\n"), &module);
  near_retreat = vd_hex_retreat (board, module, "fr", 1, NULL);
  g_assert_cmpstr (near_retreat->no_reaction_rule, ==, "15.1f");
  g_assert_cmpstr (near_retreat->no_reaction, ==, "it leaves the zones of al-b in retreat: a "
                                                  "retreat, being involuntary, draws no "
                                                  "opportunity fire or reaction charge");
  far = board_of ("bn", BN_LINE ("0", ""), &far_module);
  far_retreat = vd_hex_retreat (far, far_module, "fr", 1, NULL);
  g_assert_null (far_retreat->no_reaction);
}

/* 23.1k: the loser of a melee goes out through the hex opposite the attack, or the nearest to
 * it when that one is held by the enemy; a beaten attacker goes back where it came from. */
static void
test_bn_23_1k (void)
{
  g_autoptr(VdHexRuleset) module = NULL, blocked_module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", BN_LINE ("0",
    "  - {id: al, side: allied, class: infantry, hex: \"0302\", formation: line, facing: 3}\n"),
    &module);
  g_autoptr(VdBoard) blocked = board_of ("bn", BN_LINE ("0",
    "  - {id: al, side: allied, class: infantry, hex: \"0302\", formation: line, facing: 3}\n"
    "  - {id: al2, side: allied, class: infantry, hex: \"0304\", formation: line, facing: 0}\n"),
    &blocked_module);
  g_autoptr(VdHexRetreat) opposite = NULL, nearest = NULL, back = NULL;
  VdHex attacker = hex (board, "0302"), came_from = hex (board, "0403");
  g_autoptr(GError) error = NULL;

  opposite = vd_hex_retreat_melee (board, module, "fr", 1, &attacker, NULL, NULL);
  g_assert_cmpuint (opposite->choices->len, ==, 1);
  g_assert_cmpstr (choice_to (opposite, board, "0304")->rule, ==, "23.1k");
  nearest = vd_hex_retreat_melee (blocked, blocked_module, "fr", 1, &attacker, NULL, NULL);
  g_assert_cmpuint (nearest->choices->len, ==, 2);
  g_assert_nonnull (choice_to (nearest, blocked, "0403"));
  g_assert_nonnull (choice_to (nearest, blocked, "0203"));
  g_assert_cmpstr (refusal_of (nearest, blocked, "0304")->why, ==, "held by the enemy");
  back = vd_hex_retreat_melee (board, module, "fr", 1, NULL, &came_from, NULL);
  g_assert_cmpuint (back->choices->len, ==, 1);
  g_assert_cmpstr (choice_to (back, board, "0403")->rule, ==, "23.1k");
  g_assert_null (vd_hex_retreat_melee (board, module, "fr", 2, &attacker, NULL, &error));
  g_assert_nonnull (strstr (error->message, "23.1k"));
}

/* 25.3a: no way out the full distance, routed instead; 1.1c: forced off the map, destroyed;
 * 11.6c: a square ignores a 1-hex retreat and makes a 2-hex one in column. */
static void
test_bn_25_3_11_6c (void)
{
  g_autoptr(VdHexRuleset) module = NULL, edge_module = NULL, square_module = NULL;
  g_autoptr(VdBoard) hemmed = board_of ("bn", BN_LINE ("0",
    "  - {id: a1, side: allied, class: infantry, hex: \"0304\", formation: line, facing: 0}\n"
    "  - {id: a2, side: allied, class: infantry, hex: \"0403\", formation: line, facing: 0}\n"
    "  - {id: a3, side: allied, class: infantry, hex: \"0203\", formation: line, facing: 0}\n"),
    &module);
  g_autoptr(VdBoard) edge = board_of ("bn",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0306\", formation: line, "
    "facing: 0}\n  - {id: a1, side: allied, class: infantry, hex: \"0406\"}\n"
    "  - {id: a2, side: allied, class: infantry, hex: \"0206\"}\n", &edge_module);
  g_autoptr(VdBoard) square = board_of ("bn",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0303\", formation: square, "
    "facing: 0}\n", &square_module);
  g_autoptr(VdHexRetreat) routed = vd_hex_retreat (hemmed, module, "fr", 1, NULL);
  g_autoptr(VdHexRetreat) destroyed = vd_hex_retreat (edge, edge_module, "fr", 1, NULL);
  g_autoptr(VdHexRetreat) stays = vd_hex_retreat (square, square_module, "fr", 1, NULL);
  g_autoptr(VdHexRetreat) column = vd_hex_retreat (square, square_module, "fr", 2, NULL);

  g_assert_cmpuint (routed->choices->len, ==, 0);
  g_assert_cmpstr (routed->failure_rule, ==, "25.3a");
  g_assert_nonnull (strstr (routed->failure, "no retreat the full distance: it is routed"));
  /* Hexes, not MP: three is refused by 25.3a. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (vd_hex_retreat (hemmed, module, "fr", 3, &error));
    g_assert_nonnull (strstr (error->message, "1 to 2 hexes, not 3 (25.3a)"));
  }
  g_assert_cmpstr (routed->failure_state, ==, "routed");
  g_assert_false (routed->failure_eliminates);
  g_assert_cmpuint (destroyed->choices->len, ==, 0);
  g_assert_cmpstr (destroyed->failure_rule, ==, "1.1c");
  g_assert_true (destroyed->failure_eliminates);
  g_assert_cmpstr (stays->stays_rule, ==, "11.6c");
  g_assert_cmpuint (stays->choices->len, ==, 0);
  g_assert_null (stays->failure);
  g_assert_cmpuint (column->choices->len, >, 0);
  g_assert_cmpstr (((const VdHexRetreatChoice *) column->choices->pdata[0])->formation, ==,
                   "column");
}

/* 27.4: artillery retreats limbered. Whether an unlimbered battery limbers to go or cannot
 * retreat is reading bn-i-unlimbered-retreat: named while open; "limbers" retreats it limbered,
 * "cannot-retreat" routs it where it stands (the readings are the tests' choices). */
static void
test_bn_27_4 (void)
{
  static const char body[] =
    "units:\n  - {id: guns, side: french, class: artillery, hex: \"0303\", formation: unlimbered,"
    " facing: 0}\n";
  const char * const readings[] = { "limbers", "cannot-retreat" };
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", body, &module);
  g_autoptr(VdHexRetreat) open = vd_hex_retreat (board, module, "guns", 1, NULL);

  g_assert_cmpuint (open->choices->len, ==, 0);
  g_assert_cmpstr (open->unknown_rule, ==, "27.4");
  g_assert_nonnull (strstr (open->unknown, "reading bn-i-unlimbered-retreat, not chosen"));
  for (guint r = 0; r < G_N_ELEMENTS (readings); r++)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
      g_autoptr(VdHexRuleset) chosen_module = NULL;
      g_autoptr(VdBoard) chosen = NULL;
      g_autoptr(VdHexRetreat) retreat = NULL;
      g_autofree char *path = vd_hex_entries_path_for ("bn");

      vd_hex_entries_set_choice (entries, "bn-i-unlimbered-retreat", readings[r], "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
      chosen = board_of ("bn", body, &chosen_module);
      retreat = vd_hex_retreat (chosen, chosen_module, "guns", 1, NULL);
      if (r == 0)
        {
          const VdHexRetreatChoice *first;

          g_assert_cmpuint (retreat->choices->len, >, 0);
          first = retreat->choices->pdata[0];
          g_assert_cmpstr (first->formation, ==, "limbered");
          g_assert_cmpstr (first->note, ==, "it limbers to retreat (27.4)");
        }
      else
        {
          g_assert_cmpuint (retreat->choices->len, ==, 0);
          g_assert_cmpstr (retreat->failure_rule, ==, "27.4");
          g_assert_cmpstr (retreat->failure, ==, "unlimbered, it cannot retreat: it is routed "
                                                 "instead");
          g_assert_false (retreat->failure_eliminates);
        }
      g_unlink (path);
    }
}

/* 25.3b: the counters of a retreating stack go as many hexes (officers apart); asking two of
 * one stack for different distances is refused with the rule, other stacks are free. */
static void
test_bn_25_3b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRetreat) retreat = NULL;
  g_autoptr(GError) error = NULL;
  const char * const stack[] = { "fr", "fr2", NULL };
  const char * const apart[] = { "fr", "fr3", NULL };
  const int differ[] = { 1, 2 }, same[] = { 2, 2 };

  vd_test_choose_reading ("bn", "bn-i-rear", "straight-back");
  board = board_of ("bn", BN_LINE ("0",
    "  - {id: fr2, side: french, class: infantry, hex: \"0303\", formation: line, facing: 0}\n"
    "  - {id: o1, side: french, class: officer, hex: \"0303\"}\n"
    "  - {id: fr3, side: french, class: infantry, hex: \"0503\", formation: line, facing: 0}\n"),
    &module);
  retreat = vd_hex_retreat (board, module, "fr", 2, NULL);
  g_assert_cmpstr (retreat->stack_rule, ==, "25.3b");
  g_assert_cmpuint (g_strv_length (retreat->stack), ==, 1);
  g_assert_cmpstr (retreat->stack[0], ==, "fr2");
  g_assert_false (vd_hex_retreat_same_distance (board, module, stack, differ, &error));
  g_assert_nonnull (strstr (error->message, "fr and fr2, stacked in 0303, are asked 1 and 2 "
                                            "hexes"));
  g_assert_nonnull (strstr (error->message, "(25.3b)"));
  g_assert_true (vd_hex_retreat_same_distance (board, module, stack, same, NULL));
  g_assert_true (vd_hex_retreat_same_distance (board, module, apart, differ, NULL));
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* 25.3d: a retreat into a hex it leaves over the stacking limit (12.1: AA + AA is over AAA)
 * routs every unit there at once: said on the choice, recorded as state events. */
static void
test_bn_25_3d (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexRetreat) retreat = NULL, alone = NULL;
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) events = NULL, quiet = NULL;
  g_autoptr(GError) error = NULL;
  const char * const fr[] = { "fr", NULL };
  const VdHexRetreatChoice *choice;
  gboolean said = FALSE;
  guint routed = 0;

  vd_test_choose_reading ("bn", "bn-i-rear", "straight-back");
  board = board_of ("bn",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0303\", formation: line, "
    "facing: 0, strength: AA}\n"
    "  - {id: fr2, side: french, class: infantry, hex: \"0304\", formation: line, facing: 0, "
    "strength: AA}\n"
    "  - {id: o1, side: french, class: officer, hex: \"0304\"}\n"
    "  - {id: lone, side: french, class: infantry, hex: \"0503\", formation: line, "
    "facing: 0, strength: AA}\n", &module);
  retreat = vd_hex_retreat (board, module, "fr", 1, NULL);
  choice = choice_to (retreat, board, "0304");
  g_assert_nonnull (choice);
  g_assert_cmpstr (choice->routs_rule, ==, "25.3d");
  g_assert_nonnull (strstr (choice->routs, "every unit in it is routed at once"));
  g_assert_nonnull (strstr (choice->routs, "AA + AA"));
  alone = vd_hex_retreat (board, module, "lone", 1, NULL);
  g_assert_null (choice_to (alone, board, "0504")->routs);

  events = vd_hex_retreat_events (board, module, fr, 1, hex (board, "0304"), reasons, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 3);
  g_assert_cmpint (((const VdBoardEvent *) events->pdata[0])->kind, ==, VD_BOARD_EVENT_MOVE);
  for (guint i = 1; i < events->len; i++)
    {
      const VdBoardEvent *event = events->pdata[i];

      g_assert_cmpint (event->kind, ==, VD_BOARD_EVENT_STATE);
      g_assert_cmpstr (event->state, ==, "routed");
      g_assert_cmpstr (event->note, ==, "25.3d");
      g_assert_cmpstr (event->unit_id, !=, "o1");
      routed++;
    }
  g_assert_cmpuint (routed, ==, 2);
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      said |= g_strcmp0 (reason->rule, "25.3d") == 0 && g_strcmp0 (reason->by, "fr2") == 0 &&
              strstr (reason->what, "over the stacking limit after the retreat: routed") != NULL;
    }
  g_assert_true (said);
  /* Within the limit, the move alone; a hex it may not retreat into, refused with its choices. */
  quiet = vd_hex_retreat_events (board, module, (const char * const []) { "lone", NULL }, 1,
                                 hex (board, "0504"), reasons, NULL);
  g_assert_cmpuint (quiet->len, ==, 1);
  g_assert_null (vd_hex_retreat_events (board, module, fr, 1, hex (board, "0302"), reasons,
                                        &error));
  vd_test_choose_reading ("bn", NULL, NULL);
}

/* LBA: the retreat rules are in the missing Premier Rules: named, not guessed. */
static void
test_lba_unknown (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("lba",
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0303\"}\n", &module);
  g_autoptr(VdHexRetreat) retreat = vd_hex_retreat (board, module, "fr", 1, NULL);

  g_assert_cmpuint (retreat->choices->len, ==, 0);
  g_assert_cmpstr (retreat->unknown_rule, ==, "LBA-GEN-1");
  g_assert_nonnull (strstr (retreat->unknown, "Premier Rules"));
}

/* 16.2c against 25.3a: a retreat whose only way is prohibited ground routs the unit while
 * reading bn-i-forced-prohibited is not chosen (or reads routed), and eliminates it as 16.2c
 * has it when it reads eliminated; hemmed in by the enemy alone it routs either way. */
static void
test_bn_16_2c_forced (void)
{
  const char *forest = "hexes:\n  \"0304\": {terrain: forest}\n  \"0403\": {terrain: forest}\n"
                       "  \"0203\": {terrain: forest}\n";
  g_autofree char *body = g_strconcat (forest, BN_LINE ("0", ""), NULL);
  g_autoptr(VdHexRuleset) open_module = NULL, routed_module = NULL, gone_module = NULL,
                          enemy_module = NULL;
  g_autoptr(VdBoard) open_board = NULL, routed_board = NULL, gone_board = NULL,
                     enemy_board = NULL;
  g_autoptr(VdHexRetreat) open = NULL, routed = NULL, gone = NULL, enemy = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");

  vd_hex_entries_set_value (entries, "terrain.forest.mp.infantry", "prohibited", "Test", "T");
  vd_hex_entries_set_choice (entries, "bn-i-rear", "straight-back", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  open_board = board_of ("bn", body, &open_module);
  open = vd_hex_retreat (open_board, open_module, "fr", 1, NULL);
  vd_test_choose_reading ("bn", "bn-i-forced-prohibited", "routed");
  routed_board = board_of ("bn", body, &routed_module);
  routed = vd_hex_retreat (routed_board, routed_module, "fr", 1, NULL);
  vd_test_choose_reading ("bn", "bn-i-forced-prohibited", "eliminated");
  gone_board = board_of ("bn", body, &gone_module);
  gone = vd_hex_retreat (gone_board, gone_module, "fr", 2, NULL);
  enemy_board = board_of ("bn", BN_LINE ("0",
    "  - {id: a1, side: allied, class: infantry, hex: \"0304\"}\n"
    "  - {id: a2, side: allied, class: infantry, hex: \"0403\"}\n"
    "  - {id: a3, side: allied, class: infantry, hex: \"0203\"}\n"), &enemy_module);
  enemy = vd_hex_retreat (enemy_board, enemy_module, "fr", 1, NULL);
  vd_test_choose_reading ("bn", NULL, NULL);

  g_assert_cmpuint (open->choices->len, ==, 0);
  g_assert_cmpstr (open->failure_rule, ==, "25.3a");
  g_assert_false (open->failure_eliminates);
  g_assert_cmpstr (open->failure_state, ==, "routed");
  g_assert_nonnull (strstr (open->failure, "not eliminated as 16.2c has it (reading "
                                           "bn-i-forced-prohibited: not chosen)"));
  g_assert_cmpstr (routed->failure_rule, ==, "25.3a");
  g_assert_false (routed->failure_eliminates);
  g_assert_nonnull (strstr (routed->failure, "(reading bn-i-forced-prohibited: routed)"));
  g_assert_cmpuint (gone->choices->len, ==, 0);
  g_assert_cmpstr (gone->failure_rule, ==, "16.2c");
  g_assert_true (gone->failure_eliminates);
  g_assert_nonnull (strstr (gone->failure, "forced into it, it is eliminated (not routed as "
                                           "25.3a has it"));
  g_assert_cmpstr (enemy->failure_rule, ==, "25.3a");
  g_assert_false (enemy->failure_eliminates);
  g_assert_nonnull (strstr (enemy->failure, "no retreat the full distance"));
}

/* 16.2c of hexsides in a retreat: an escarpment the owner made prohibited to infantry between
 * fr and the hex straight behind it closes that way, refused by 16.2c, though its ground is
 * open; the same escarpment all around the rear leaves no retreat (25.3a while
 * bn-i-forced-prohibited is not chosen). */
static void
test_bn_16_2c_hexside (void)
{
  const char *one = "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: escarpment}\n";
  const char *all = "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: escarpment}\n"
                    "  - {between: [\"0303\", \"0403\"], feature: escarpment}\n"
                    "  - {between: [\"0303\", \"0203\"], feature: escarpment}\n";
  g_autofree char *one_body = g_strconcat (one, BN_LINE ("0", ""), NULL);
  g_autofree char *all_body = g_strconcat (all, BN_LINE ("0", ""), NULL);
  g_autoptr(VdHexRuleset) one_module = NULL, all_module = NULL;
  g_autoptr(VdBoard) one_board = NULL, all_board = NULL;
  g_autoptr(VdHexRetreat) one_retreat = NULL, all_retreat = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
  const VdHexRetreatRefusal *refusal;

  vd_hex_entries_set_value (entries, "hexsides.escarpment.mp.infantry", "prohibited", "Test",
                            "T");
  vd_hex_entries_set_choice (entries, "bn-i-rear", "straight-back", "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
  one_board = board_of ("bn", one_body, &one_module);
  one_retreat = vd_hex_retreat (one_board, one_module, "fr", 1, NULL);
  all_board = board_of ("bn", all_body, &all_module);
  all_retreat = vd_hex_retreat (all_board, all_module, "fr", 1, NULL);
  vd_test_choose_reading ("bn", NULL, NULL);

  refusal = refusal_of (one_retreat, one_board, "0304");
  g_assert_nonnull (refusal);
  g_assert_cmpstr (refusal != NULL ? refusal->rule : NULL, ==, "16.2c");
  g_assert_nonnull (strstr (refusal != NULL ? refusal->why : "", "a prohibited hexside "
                                                                  "crossed"));
  g_assert_cmpuint (one_retreat->choices->len, >, 0);
  g_assert_cmpuint (all_retreat->choices->len, ==, 0);
  g_assert_cmpstr (all_retreat->failure_rule, ==, "25.3a");
  g_assert_nonnull (strstr (all_retreat->failure, "bn-i-forced-prohibited"));
}

/* 16.2c with a bridge over the prohibited hexside: reading bn-i-retreat-bridge closes it (not
 * chosen, or refused, the reading named) or opens it to the retreat (allowed). */
static void
test_bn_16_2c_bridge (void)
{
  g_autofree char *body = g_strconcat (
    "hexsides:\n  - {between: [\"0303\", \"0304\"], feature: escarpment}\n"
    "  - {between: [\"0303\", \"0304\"], feature: bridge}\n", BN_LINE ("0", ""), NULL);
  const char *choices[] = { NULL, "refused", "allowed" };

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = NULL;
      g_autoptr(VdHexRetreat) retreat = NULL;
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("bn");
      const VdHexRetreatRefusal *refusal;

      vd_hex_entries_set_value (entries, "hexsides.escarpment.mp.infantry", "prohibited", "Test",
                                "T");
      vd_hex_entries_set_choice (entries, "bn-i-rear", "straight-back", "Test", "T");
      if (choices[i] != NULL)
        vd_hex_entries_set_choice (entries, "bn-i-retreat-bridge", choices[i], "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
      board = board_of ("bn", body, &module);
      retreat = vd_hex_retreat (board, module, "fr", 1, NULL);
      vd_test_choose_reading ("bn", NULL, NULL);
      g_assert_nonnull (retreat);

      refusal = refusal_of (retreat, board, "0304");
      if (i == 2)
        {
          g_assert_null (refusal);
          continue;
        }
      g_assert_nonnull (refusal);
      g_assert_cmpstr (refusal != NULL ? refusal->rule : NULL, ==, "16.2c");
      g_assert_nonnull (strstr (refusal != NULL ? refusal->why : "",
                                i == 0 ? "its bridge is not a retreat’s (reading "
                                         "bn-i-retreat-bridge: not chosen)"
                                       : "(reading bn-i-retreat-bridge: refused)"));
    }
}

int
main (int argc, char **argv)
{
  int status;

  folder = vd_test_data_folder_new ("vedette-retreat-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/1914/1914-RET-2-RET-4-RET-7-MOV-2", test_1914_ret_2);
  g_test_add_func ("/hex/rules/1914/1914-RET-3", test_1914_ret_3);
  g_test_add_func ("/hex/rules/1914/1914-RET-2-RET-4-RET-5-failure", test_1914_ret_failure);
  g_test_add_func ("/hex/rules/naa/D11-D12", test_naa_d11_d12);
  g_test_add_func ("/hex/rules/naa/D11-zones-left-open", test_naa_d11_zones_left_open);
  g_test_add_func ("/hex/rules/naa/D13", test_naa_d13);
  g_test_add_func ("/hex/rules/naa/F2-F3", test_naa_f2_f3);
  g_test_add_func ("/hex/rules/bn/5.2-25.3", test_bn_5_2_25_3);
  g_test_add_func ("/hex/rules/bn/23.1k", test_bn_23_1k);
  g_test_add_func ("/hex/rules/bn/15.1f", test_bn_15_1f);
  g_test_add_func ("/hex/rules/bn/25.3a-1.1c-11.6c", test_bn_25_3_11_6c);
  g_test_add_func ("/hex/rules/bn/27.4", test_bn_27_4);
  g_test_add_func ("/hex/rules/bn/25.3b", test_bn_25_3b);
  g_test_add_func ("/hex/rules/bn/25.3d", test_bn_25_3d);
  g_test_add_func ("/hex/rules/bn/16.2c-forced-25.3a", test_bn_16_2c_forced);
  g_test_add_func ("/hex/rules/bn/16.2c-hexside-retreat", test_bn_16_2c_hexside);
  g_test_add_func ("/hex/rules/bn/16.2c-bn-i-retreat-bridge", test_bn_16_2c_bridge);
  g_test_add_func ("/hex/rules/lba/LBA-GEN-1-retreat", test_lba_unknown);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
