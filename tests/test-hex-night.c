/* NaA's fog and night in the move allowance (vd-hex-move.h), tests named after the rules: one
 * point less in the fog of turn 1 and the night of turn 12 (FOG-4), and turn 11, when night
 * falls, as reading naa-i-nightfall goes (FOG-2): unknown while it is not chosen, exact once it
 * is; and 1914's late campaign turns (1914-CMP-3) and disorganized units (1914-RES-3). The seed gives no terrain costs: the tests enter clear ground at 1 for infantry as the
 * owner would; that value is the test's, not the game's. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-entries.h"
#include "vd-hex-move.h"
#include "vd-test-table.h"

static char *folder;

/* The owner's entries for NaA: clear ground at 1 for infantry (letting zones in, C8), and
 * READING (NULL: none) chosen for naa-i-nightfall. */
static void
enter_nightfall (const char *reading)
{
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("naa");

  vd_hex_entries_set_value (entries, "terrain.clear.mp.infantry", "1", "Test", "T");
  vd_hex_entries_set_value (entries, "terrain.clear.zoc", "true", "Test", "T");
  if (reading != NULL)
    vd_hex_entries_set_choice (entries, "naa-i-nightfall", reading, "Test", "T");
  g_assert_true (vd_hex_entries_save (entries, NULL));
}

static void
forget_entries (void)
{
  g_autofree char *path = vd_hex_entries_path_for ("naa");

  g_unlink (path);
}

/* A NaA board of 6 × 6 flat hexes numbered {col:02}{row:02} on TURN, a French infantry unit
 * "fr" of 2 points at 0101, the first row clear. */
static VdBoard *
board_on_turn (int turn, VdHexRuleset **module)
{
  return vd_test_hex_board (folder, "naa", turn, 6, 6,
                            "options: [zoc-1809]\n"
                            "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\","
                            " movement: 2}\n", module);
}

static VdHex
hex (const VdBoard *board, const char *label)
{
  VdHex h;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &h));
  return h;
}

static gboolean
is_reached (const VdHexReach *reach, const VdBoard *board, const char *label)
{
  for (guint i = 0; i < reach->reached->len; i++)
    if (vd_hex_equal (((VdHexReached *) reach->reached->pdata[i])->hex, hex (board, label)))
      return TRUE;
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

/* FOG-2, reading not chosen: on turn 11 the allowance is 2 or 1. The hex 1 point away is
 * reached; the one 2 points away is unknown, naming the reading, and so is a move there. */
static void
test_nightfall_open (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autoptr(VdHexMove) near = NULL, far = NULL, beyond = NULL;
  const VdHexBlocked *open;

  enter_nightfall (NULL);
  board = board_on_turn (11, &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_cmpfloat (reach->allowance, ==, 2);
  g_assert_cmpfloat (reach->allowance_strict, ==, 1);
  g_assert_cmpstr (reach->allowance_reading, ==, "naa-i-nightfall");
  g_assert_true (has_reason (reach->allowance_reasons, "FOG-2", "turn 11", 0));
  g_assert_true (is_reached (reach, board, "0201"));
  g_assert_false (is_reached (reach, board, "0301"));
  open = blocked_at (reach->unknown, board, "0301");
  g_assert_nonnull (open);
  g_assert_cmpstr (open->rule, ==, "FOG-2");
  g_assert_nonnull (strstr (open->why, "naa-i-nightfall is turn-12-only, not chosen"));
  g_assert_true (vd_hex_equal (open->from, hex (board, "0201")));
  /* Beyond even the lenient allowance: refused, not unknown. */
  g_assert_null (blocked_at (reach->unknown, board, "0401"));

  near = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0201"), NULL);
  g_assert_cmpint (near->verdict, ==, VD_HEX_MOVE_LEGAL);
  far = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0301"), NULL);
  g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_UNKNOWN);
  g_assert_cmpfloat (far->cost, ==, 2);
  g_assert_cmpfloat (far->allowance_strict, ==, 1);
  g_assert_cmpstr (far->allowance_reading, ==, "naa-i-nightfall");
  g_assert_true (has_reason (far->reasons, "FOG-2", "0301", 0));
  g_assert_nonnull (strstr (far->why, "0301: reachable only if reading naa-i-nightfall"));
  g_assert_null (far->stacking);
  beyond = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0401"), NULL);
  g_assert_cmpint (beyond->verdict, ==, VD_HEX_MOVE_ILLEGAL);
  g_assert_true (has_reason (beyond->reasons, "B6", "0401", 0));
  forget_entries ();
}

/* FOG-2, reading chosen: turns-11-and-12 takes a point on turn 11, turn-12-only does not;
 * either way nothing is unknown. */
static void
test_nightfall_chosen (void)
{
  const char *readings[] = { "turns-11-and-12", "turn-12-only" };
  const double allowances[] = { 1, 2 };

  for (guint i = 0; i < G_N_ELEMENTS (readings); i++)
    {
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = NULL;
      g_autoptr(VdHexReach) reach = NULL;
      g_autoptr(VdHexMove) far = NULL;

      enter_nightfall (readings[i]);
      board = board_on_turn (11, &module);
      reach = vd_hex_reach (board, module, "fr", NULL);
      g_assert_cmpfloat (reach->allowance, ==, allowances[i]);
      g_assert_cmpfloat (reach->allowance_strict, ==, allowances[i]);
      g_assert_null (reach->allowance_reading);
      g_assert_null (blocked_at (reach->unknown, board, "0301"));
      g_assert_true (is_reached (reach, board, "0301") == (allowances[i] == 2));
      far = vd_hex_move (board, module, "fr", NULL, 0, hex (board, "0301"), NULL);
      g_assert_null (far->allowance_reading);
      if (allowances[i] == 1)
        {
          g_assert_true (has_reason (reach->allowance_reasons, "FOG-2", "turn 11", -1));
          g_assert_cmpuint (reach->allowance_reasons->len, ==, 1);
          g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_ILLEGAL);
          g_assert_true (has_reason (far->reasons, "B6", "0301", 0));
        }
      else
        {
          /* Nothing changed the allowance: nothing is said. */
          g_assert_cmpuint (reach->allowance_reasons->len, ==, 0);
          g_assert_cmpint (far->verdict, ==, VD_HEX_MOVE_LEGAL);
        }
      forget_entries ();
    }
}

/* FOG-4: in the fog of turn 1 and the night of turn 12 one point less, known whatever the
 * reading of nightfall, which is left open here; turn 5 is plain day. */
static void
test_fog_and_night (gconstpointer data)
{
  int turn = GPOINTER_TO_INT (data);
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autofree char *by = g_strdup_printf ("turn %d", turn);
  gboolean dark = turn != 5;

  enter_nightfall (NULL);
  board = board_on_turn (turn, &module);
  reach = vd_hex_reach (board, module, "fr", NULL);
  g_assert_cmpfloat (reach->allowance, ==, dark ? 1 : 2);
  g_assert_cmpfloat (reach->allowance_strict, ==, reach->allowance);
  g_assert_null (reach->allowance_reading);
  g_assert_null (blocked_at (reach->unknown, board, "0301"));
  g_assert_true (is_reached (reach, board, "0301") == !dark);
  if (dark)
    g_assert_true (has_reason (reach->allowance_reasons, "FOG-4", by, -1));
  g_assert_cmpuint (reach->allowance_reasons->len, ==, dark ? 1 : 0);
  forget_entries ();
}

/* 1914-CMP-3: in the campaign scenario a unit has 1 point less from turn 18 and 2 less from
 * turn 23; the Nord scenario, the same turn, has no such loss. */
static void
test_1914_cmp_3 (void)
{
  static const struct { const char *scenario; int turn; double allowance; } cases[] = {
    { "scenario-campaign", 17, 4 }, { "scenario-campaign", 18, 3 },
    { "scenario-campaign", 22, 3 }, { "scenario-campaign", 23, 2 },
    { "scenario-campaign", 25, 2 }, { "scenario-nord", 23, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *body = g_strdup_printf (
        "options: [%s]\n"
        "units:\n  - {id: fr, side: allied, class: infantry, hex: \"0101\", movement: 4}\n",
        cases[i].scenario);
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = vd_test_hex_board (folder, "1914", cases[i].turn, 6, 6, body,
                                                    &module);
      g_autoptr(VdHexReach) reach = NULL;
      g_autofree char *by = g_strdup_printf ("turn %d", cases[i].turn);

      reach = vd_hex_reach (board, module, "fr", NULL);
      g_assert_cmpfloat (reach->allowance, ==, cases[i].allowance);
      g_assert_true (has_reason (reach->allowance_reasons, "1914-CMP-3", by,
                                 cases[i].allowance - 4) == (cases[i].allowance < 4));
    }
}

/* The reach of a 1914 infantry counter of MOVEMENT points in STATE (NULL: its good face) on
 * TURN of SCENARIO, READING (NULL: open) chosen for 1914-i-halved-allowance. */
static VdHexReach *
reach_1914 (const char *scenario, int turn, int movement, const char *state, const char *reading)
{
  g_autofree char *body = g_strdup_printf (
    "options: [%s]\n"
    "units:\n  - {id: fr, side: allied, class: infantry, hex: \"0101\", movement: %d%s%s}\n",
    scenario, movement, state != NULL ? ", state: " : "", state != NULL ? state : "");
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = NULL;

  g_unlink (entries_path);
  if (reading != NULL)
    {
      g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("1914");

      vd_hex_entries_set_choice (entries, "1914-i-halved-allowance", reading, "Test", "T");
      g_assert_true (vd_hex_entries_save (entries, NULL));
    }
  board = vd_test_hex_board (folder, "1914", turn, 6, 6, body, &module);
  return vd_hex_reach (board, module, "fr", NULL);
}

/* 1914-RES-3: a disorganized unit moves at half its allowance, rounded up (5 gives 3), said
 * with the rule. Late in the campaign (1914-CMP-3, 1 point less) the order is reading
 * 1914-i-halved-allowance: 4 halved then 1 less is 1, 1 less then halved is 2; open, both
 * are said and the reading named. */
static void
test_1914_res_3 (void)
{
  g_autoptr(VdHexReach) plain = NULL, good = NULL, open = NULL, first = NULL, last = NULL;
  g_autofree char *entries_path = vd_hex_entries_path_for ("1914");

  good = reach_1914 ("scenario-nord", 2, 5, NULL, NULL);
  g_assert_cmpfloat (good->allowance, ==, 5);
  plain = reach_1914 ("scenario-nord", 2, 5, "disorganized", NULL);
  g_assert_cmpfloat (plain->allowance, ==, 3);
  g_assert_null (plain->allowance_reading);
  g_assert_true (has_reason (plain->allowance_reasons, "1914-RES-3", "disorganized", -2));

  open = reach_1914 ("scenario-campaign", 18, 4, "disorganized", NULL);
  g_assert_cmpfloat (open->allowance, ==, 2);
  g_assert_cmpfloat (open->allowance_strict, ==, 1);
  g_assert_cmpstr (open->allowance_reading, ==, "1914-i-halved-allowance");
  first = reach_1914 ("scenario-campaign", 18, 4, "disorganized", "halve-then-change");
  g_assert_cmpfloat (first->allowance, ==, 1);
  g_assert_null (first->allowance_reading);
  last = reach_1914 ("scenario-campaign", 18, 4, "disorganized", "change-then-halve");
  g_assert_cmpfloat (last->allowance, ==, 2);
  g_unlink (entries_path);
}

int
main (int argc, char **argv)
{
  int status;

  /* The owner's entries of these tests go to a folder of their own. */
  folder = vd_test_data_folder_new ("vedette-night-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/naa/FOG-2/nightfall-open", test_nightfall_open);
  g_test_add_func ("/hex/naa/FOG-2/nightfall-chosen", test_nightfall_chosen);
  g_test_add_data_func ("/hex/naa/FOG-4/fog-turn-1", GINT_TO_POINTER (1), test_fog_and_night);
  g_test_add_data_func ("/hex/naa/FOG-4/night-turn-12", GINT_TO_POINTER (12),
                        test_fog_and_night);
  g_test_add_data_func ("/hex/naa/FOG-4/day-turn-5", GINT_TO_POINTER (5), test_fog_and_night);
  g_test_add_func ("/hex/rules/1914/1914-CMP-3", test_1914_cmp_3);
  g_test_add_func ("/hex/rules/1914/1914-RES-3", test_1914_res_3);
  status = g_test_run ();
  vd_test_data_folder_remove (folder);
  return status;
}
