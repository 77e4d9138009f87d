/* BN's zones in place of zones of control (vd-hex-reaction.h), tests named after the rules: a
 * battery's close-fire zone is left (15.1), any hex of a cavalry's reaction zone is left (15.2),
 * blown cavalry has none, and a game without such zones has none. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-hex-reaction.h"

static char *folder;

/* A board of GAME, 7 × 7 flat hexes numbered {col:02}{row:02}, with BODY. */
static VdBoard *
board_of (const char *game, const char *body, VdHexRuleset **module)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Zones\"\nruleset: \"%s\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 7, rows: 7, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n%s", game, body);
  g_autofree char *path = g_build_filename (folder, "board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  board = vd_board_load (path, module, &error);
  g_assert_no_error (error);
  g_unlink (path);
  return board;
}

/* The path through LABELS, NULL-ended. */
static GArray *
path_of (const VdBoard *board, ...)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (VdHex));
  va_list args;

  va_start (args, board);
  for (const char *label = va_arg (args, const char *); label != NULL;
       label = va_arg (args, const char *))
    {
      VdHex hex;

      g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
      g_array_append_val (path, hex);
    }
  va_end (args);
  return path;
}

/* The reaction of UNIT, or NULL. */
static const VdHexReaction *
by (GPtrArray *reactions, const char *unit)
{
  for (guint i = 0; i < reactions->len; i++)
    if (g_str_equal (((const VdHexReaction *) reactions->pdata[i])->unit, unit))
      return reactions->pdata[i];
  return NULL;
}

/* The reaction of UNIT: there must be one. */
static const VdHexReaction *
reaction_of (GPtrArray *reactions, const char *unit)
{
  const VdHexReaction *reaction = by (reactions, unit);

  if (reaction == NULL)
    g_error ("no reaction of %s", unit);
  return reaction;
}

static gboolean
is_at (const VdBoard *board, VdHex hex, const char *label)
{
  VdHex at;

  return vd_hex_grid_parse (board->grid, label, &at) && vd_hex_equal (at, hex);
}

#define BOARD \
  "units:\n" \
  "  - {id: inf, side: french, class: infantry, hex: \"0403\", facing: 3}\n" \
  "  - {id: guns, side: allied, class: artillery, hex: \"0401\"}\n" \
  "  - {id: hussars, side: allied, class: cavalry, hex: \"0601\"}\n" \
  "  - {id: blown, side: allied, class: cavalry, hex: \"0107\", state: blown}\n"

/* 15.1: moving within the battery's zone gives it nothing; about to leave it, the battery has
 * its chance, in the last hex inside (0404, three hexes from it), with what the rule still
 * asks. */
static void
test_bn_15_1 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", BOARD, &module);
  g_autoptr(GArray) inside = path_of (board, "0403", "0402", NULL);
  g_autoptr(GArray) out = path_of (board, "0403", "0404", "0405", NULL);
  g_autoptr(GPtrArray) none = vd_hex_reactions_along (board, module, "inf", inside);
  g_autoptr(GPtrArray) leaving = vd_hex_reactions_along (board, module, "inf", out);
  const VdHexReaction *fire;

  g_assert_null (by (none, "guns"));
  fire = reaction_of (leaving, "guns");
  g_assert_nonnull (fire->needs);
  g_assert_cmpstr (fire->rule, ==, "15.1");
  g_assert_true (is_at (board, fire->hex, "0404"));
  g_assert_nonnull (strstr (fire->needs, "line of sight"));
}

/* 15.2: leaving any hex of a cavalry's zone, even for another of its hexes, gives it its
 * chance, in the hex left; blown cavalry has no zone. */
static void
test_bn_15_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", BOARD, &module);
  g_autoptr(GArray) within = path_of (board, "0403", "0503", NULL);
  g_autoptr(GArray) past_blown = path_of (board, "0403", "0404", "0405", "0406", "0306", NULL);
  g_autoptr(GPtrArray) charge = vd_hex_reactions_along (board, module, "inf", within);
  g_autoptr(GPtrArray) quiet = vd_hex_reactions_along (board, module, "inf", past_blown);
  g_autoptr(GPtrArray) over = NULL;
  const VdHexReaction *reaction = reaction_of (charge, "hussars");
  VdHex hex;

  g_assert_cmpstr (reaction->rule, ==, "15.2");
  g_assert_true (is_at (board, reaction->hex, "0403"));
  g_assert_null (by (quiet, "blown"));
  /* The zones over a hex, for the side that meets them, not for their own. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0403", &hex));
  over = vd_hex_reaction_zones_at (board, module, hex, "french");
  g_assert_nonnull (by (over, "guns"));
  g_assert_nonnull (by (over, "hussars"));
  g_clear_pointer (&over, g_ptr_array_unref);
  over = vd_hex_reaction_zones_at (board, module, hex, "allied");
  g_assert_cmpuint (over->len, ==, 0);
}

/* 15.2a: cavalry blown by its formation has no zone either; 15.1b: changing formation inside
 * a battery's close-fire zone gives it its chance, said by that rule; outside it, none. */
static void
test_bn_15_2a_15_1b (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("bn", BOARD
    "  - {id: tired, side: allied, class: cavalry, hex: \"0606\", formation: blown}\n", &module);
  g_autoptr(GArray) past = path_of (board, "0403", "0404", "0405", "0406", "0506", NULL);
  g_autoptr(GPtrArray) quiet = vd_hex_reactions_along (board, module, "inf", past);
  g_autoptr(GPtrArray) inside = NULL, outside = NULL;
  const VdHexReaction *reaction;
  VdHex hex;

  g_assert_null (by (quiet, "tired"));
  g_assert_true (vd_hex_grid_parse (board->grid, "0403", &hex));
  inside = vd_hex_reactions_on_change (board, module, "inf", hex);
  reaction = reaction_of (inside, "guns");
  g_assert_cmpstr (reaction->rule, ==, "15.1b");
  g_assert_true (reaction->on_change);
  g_assert_null (by (inside, "hussars"));
  g_assert_true (vd_hex_grid_parse (board->grid, "0407", &hex));
  outside = vd_hex_reactions_on_change (board, module, "inf", hex);
  g_assert_null (by (outside, "guns"));
}

/* A game whose zones are zones of control (1914) has none of these. */
static void
test_none_in_1914 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = board_of ("1914",
    "units:\n  - {id: de, side: german, class: infantry, hex: \"0403\"}\n"
    "  - {id: fr, side: allied, class: cavalry, hex: \"0401\"}\n", &module);
  g_autoptr(GArray) path = path_of (board, "0403", "0404", "0405", NULL);
  g_autoptr(GPtrArray) reactions = vd_hex_reactions_along (board, module, "de", path);

  g_assert_cmpuint (reactions->len, ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  folder = g_dir_make_tmp ("vedette-reaction-XXXXXX", NULL);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/rules/bn/15.1-close-fire-zone-left", test_bn_15_1);
  g_test_add_func ("/hex/rules/bn/15.2-reaction-zone-any-hex", test_bn_15_2);
  g_test_add_func ("/hex/rules/bn/15.2a-15.1b", test_bn_15_2a_15_1b);
  g_test_add_func ("/hex/reaction/none-in-1914", test_none_in_1914);
  status = g_test_run ();
  g_rmdir (folder);
  g_free (folder);
  return status;
}
