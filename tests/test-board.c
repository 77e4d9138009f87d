#include <glib/gstdio.h>
#include <string.h>

#include "vd-board.h"
#include "vd-error.h"

/* The boards and modules of hex mode (help "Board files", "Game modules"). */

#define HEADER "vedette: 1\nkind: board\nruleset: test-game.yaml\n"
#define GRID "grid: {hexes: flat, columns: 10, rows: 8, label: \"{col:02}{row:02}\"}\n"

static char *
files_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "files", "hex", name, NULL);
}

static VdBoard *
load_text (const char *text, VdHexRuleset **module, GError **error)
{
  g_autofree char *path = files_path ("t.yaml");

  return vd_board_load_data (text, strlen (text), path, module, error);
}

static void
test_board_load_full (void)
{
  g_autofree char *path = files_path ("board.yaml");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = vd_board_load (path, &module, &error);
  g_autoptr(GPtrArray) stack = NULL, river = NULL, roads = NULL;
  const VdBoardHex *hex;
  const VdBoardUnit *unit;
  const VdBoardHexside *slope;
  VdHex at, other;
  VdHexside side;

  g_assert_no_error (error);
  g_assert_cmpstr (board->title, ==, "Test board");
  g_assert_cmpstr (module->id, ==, "test-game");
  g_assert_cmpint (board->turn, ==, 2);
  g_assert_cmpstr (board->phase, ==, "red-move");
  g_assert_cmpstr (board->options[0], ==, "night");

  /* Several features, elevation, value and country per hex. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0506", &at));
  hex = vd_board_get_hex (board, at);
  g_assert_nonnull (hex);
  g_assert_cmpstr (hex->terrain, ==, "clear");
  g_assert_cmpstr (hex->features[0], ==, "village");
  g_assert_cmpstr (hex->features[1], ==, "road");
  g_assert_cmpint (hex->elevation, ==, 2);
  g_assert_cmpstr (hex->country, ==, "blueland");
  g_assert_cmpstr (hex->name, ==, "Bourg");
  g_assert_true (vd_hex_grid_parse (board->grid, "0707", &at));
  hex = vd_board_get_hex (board, at);
  g_assert_true (hex->has_value);
  g_assert_cmpint (hex->value, ==, 2);
  /* An unlisted hex has the module's default terrain. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0909", &at) == FALSE);
  g_assert_true (vd_hex_grid_parse (board->grid, "0303", &at));
  g_assert_null (vd_board_get_hex (board, at));
  g_assert_cmpstr (vd_board_hex_terrain (board, module, at), ==, "clear");
  /* The mask of playable hexes. */
  g_assert_true (vd_hex_grid_parse (board->grid, "1008", &at));
  g_assert_false (vd_hex_grid_is_playable (board->grid, at));

  /* A stack, top first, with facing and printed strength. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0405", &at));
  stack = vd_board_units_at (board, at);
  g_assert_cmpuint (stack->len, ==, 2);
  g_assert_cmpstr (((VdBoardUnit *) stack->pdata[0])->id, ==, "b-1");
  g_assert_cmpstr (((VdBoardUnit *) stack->pdata[1])->strength, ==, "AB");
  g_assert_cmpint (((VdBoardUnit *) stack->pdata[1])->facing, ==, 7);
  g_assert_false (((VdBoardUnit *) stack->pdata[1])->has_movement);
  unit = vd_board_find_unit (board, "r-1");
  g_assert_null (unit->strength);
  g_assert_cmpint (unit->movement, ==, 3);
  unit = vd_board_find_unit (board, "r-2");
  g_assert_false (unit->placed);
  /* Whose army, which nation, what size: 1914's supply and LBA's stacking. */
  g_assert_cmpstr (unit->army, ==, "2");
  g_assert_cmpstr (unit->nation, ==, "redmark");
  g_assert_cmpstr (unit->echelon, ==, "regiment");
  g_assert_null (vd_board_find_unit (board, "b-1")->army);

  /* Hexside features, directed or not, and roads across hexsides. */
  g_assert_true (vd_hex_grid_parse (board->grid, "0604", &at));
  g_assert_true (vd_hex_grid_parse (board->grid, "0605", &other));
  g_assert_true (vd_hexside_between (other, at, &side));
  river = vd_board_hexside_features (board, side);
  g_assert_cmpuint (river->len, ==, 1);
  g_assert_cmpstr (((VdBoardHexside *) river->pdata[0])->feature, ==, "river");
  slope = g_ptr_array_index (board->hexsides, 1);
  g_assert_true (slope->directed);
  g_assert_true (vd_hex_grid_parse (board->grid, "0506", &at));
  g_assert_true (vd_hex_equal (slope->toward, at));
  g_assert_true (vd_hex_grid_parse (board->grid, "0201", &at));
  g_assert_true (vd_hex_grid_parse (board->grid, "0302", &other));
  g_assert_true (vd_hexside_between (at, other, &side));
  roads = vd_board_roads_across (board, side);
  g_assert_cmpuint (roads->len, ==, 1);
  g_assert_cmpstr (((VdBoardRoad *) roads->pdata[0])->name, ==, "Great road");
  g_assert_cmpuint (board->markers->len, ==, 2);
  g_assert_true (((VdBoardMarker *) board->markers->pdata[1])->on_hexside);
}

/* Load → save → load gives the same file, and a file written by Vedette reads back. */
static void
test_board_round_trip (void)
{
  g_autofree char *path = files_path ("board.yaml");
  g_autofree char *saved = g_build_filename (g_get_tmp_dir (), "vedette-test-board.yaml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = vd_board_load (path, NULL, &error);
  g_autoptr(VdBoard) again = NULL;
  g_autofree char *first = NULL, *second = NULL;

  g_assert_no_error (error);
  first = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (first, "strength: AB"));
  g_assert_nonnull (strstr (first, "hex: ~"));
  g_assert_nonnull (strstr (first, "echelon: regiment"));
  g_assert_nonnull (strstr (first, "elite: true"));
  g_assert_true (((VdBoardUnit *) vd_board_find_unit (board, "r-2"))->elite);
  {
    g_autoptr(VdYamlDocument) doc = vd_yaml_parse (first, strlen (first), "again", &error);

    g_assert_no_error (error);
    again = vd_board_read_document (doc, NULL, &error);
    g_assert_no_error (error);
  }
  second = vd_board_to_yaml (again, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first, ==, second);

  /* Saved beside nothing: the module is named relative to the board, so check it unbound. */
  g_assert_true (vd_board_save_file (board, saved, &error));
  g_assert_no_error (error);
  {
    g_autofree char *data = NULL;

    g_assert_true (g_file_get_contents (saved, &data, NULL, NULL));
    g_assert_cmpstr (data, ==, first);
  }
  g_unlink (saved);
}

/* A text the reader would refuse is not saved. */
static void
test_board_save_refuses (void)
{
  g_autofree char *path = files_path ("board.yaml");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = vd_board_load (path, NULL, &error);
  VdBoardUnit *unit;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  unit = g_ptr_array_index (board->units, 0);
  g_free (unit->name);
  unit->name = g_strdup ("bell\a");
  text = vd_board_to_yaml (board, NULL, &error);
  g_assert_null (text);
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

typedef struct {
  const char *text;
  const char *message;   /* "LINE:COLUMN: error: …" after the file's name */
} Broken;

/* Every kind of broken board: the reader names the line, the column and what is wrong. */
static void
test_board_broken (void)
{
  static const Broken cases[] = {
    { "- a list\n", "1:1: error: a Vedette file must be a mapping" },
    { "vedette: 1\nkind: table\nruleset: x\n", "2:7: error: this is a “table” file, expected “board”" },
    { "vedette: 1\nkind: board\n" GRID, "1:1: error: the key “ruleset” is missing" },
    { "vedette: 1\nkind: board\nruleset: [a]\n" GRID, "3:10: error: ruleset must name a game module" },
    { "vedette: 1\nkind: board\nruleset: no-such-game\n" GRID, "3:10: error: game module “no-such-game” not found" },
    { HEADER, "1:1: error: a board is missing the key “grid”" },
    { HEADER GRID "colour: red\n", "5:1: error: unknown key “colour” in a board" },
    { HEADER "grid: {hexes: round, columns: 10, rows: 8, label: \"{col:02}{row:02}\"}\n",
      "4:15: error: hexes must be flat or pointy" },
    { HEADER "grid: {hexes: flat, columns: 0, rows: 8, label: \"{col:02}{row:02}\"}\n",
      "4:30: error: columns" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, label: \"{x}{row:02}\"}\n",
      "4:50: error: the grid’s label “{x}{row:02}”: unknown placeholder “{x}”" },
    { HEADER "grid: {hexes: flat, columns: 12, rows: 12, label: \"{col}{row}\"}\n",
      "4:51: error: the grid’s label" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, stagger: sideways, label: \"{col:02}{row:02}\"}\n",
      "4:52: error: stagger must be even-down or odd-down" },
    { HEADER GRID "background: {image: \"map.png\", points: [{hex: \"0101\", at: [1, 2]}]}\n",
      "5:40: error: a background is placed by three hexes: give three points" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, label: \"{col:02}{row:02}\", hex_mm: 2}\n",
      "4:78: error: hex_mm is 2, outside the range 5 to 100" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, first: [1], label: \"{col:02}{row:02}\"}\n",
      "4:50: error: first must give a column and a row: [1, 1]" },
    { HEADER GRID "hexes:\n  \"1109\": {terrain: woods}\n",
      "6:3: error: no hex “1109” on this grid (labels like “0101”)" },
    { HEADER GRID "hexes:\n  \"0101\": {terrain: jungle}\n",
      "6:21: error: unknown terrain “jungle” (not in the game module test-game)" },
    { HEADER GRID "hexes:\n  \"0101\": {features: [village, swamp]}\n",
      "6:32: error: unknown terrain “swamp”" },
    { HEADER GRID "hexes:\n  \"0101\": {height: 2}\n", "6:12: error: unknown key “height” in 0101" },
    { HEADER GRID "hexes:\n  \"0101\": {elevation: high}\n", "6:23: error: elevation" },
    { HEADER GRID "hexes:\n  \"0101\": {value: -1}\n", "6:19: error: value" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\", \"0303\"], feature: river}\n",
      "6:24: error: these two hexes are not neighbours" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\"], feature: river}\n",
      "6:15: error: a hexside is given by its two hexes" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\", \"0102\"], feature: canal}\n",
      "6:42: error: unknown hexside feature “canal”" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\", \"0102\"], feature: river, toward: \"0102\"}\n",
      "6:57: error: a river has no direction" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\", \"0102\"], feature: slope}\n",
      "6:5: error: a slope is directed" },
    { HEADER GRID "hexsides:\n  - {between: [\"0101\", \"0102\"], feature: slope, toward: \"0103\"}\n",
      "6:57: error: toward must be one of the hexside's two hexes" },
    { HEADER GRID "roads:\n  - {type: road, hexes: [\"0101\", \"0103\"]}\n",
      "6:34: error: a road goes from a hex to its neighbour" },
    { HEADER GRID "roads:\n  - {type: road, hexes: [\"0101\"]}\n",
      "6:25: error: a road runs through at least two hexes" },
    { HEADER GRID "roads:\n  - {type: railway, hexes: [\"0101\", \"0102\"]}\n",
      "6:12: error: unknown road type “railway”" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\"}\n"
      "  - {id: a, side: red, class: infantry, hex: \"0102\"}\n",
      "7:10: error: duplicate id “a” (first used on line 6)" },
    { HEADER GRID "units:\n  - {id: a, side: green, class: infantry, hex: \"0101\"}\n",
      "6:19: error: unknown side “green”" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: artillery, hex: \"0101\"}\n",
      "6:32: error: unknown unit class “artillery”" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry}\n",
      "6:5: error: unit is missing the key “hex”" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", facing: 12}\n",
      "6:63: error: facing" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", movement: -1}\n",
      "6:65: error: movement" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: [6]}\n",
      "6:65: error: strength" },
    /* A printed strength: a whole number a counter could print, a word only where the game
     * counts in letters (BN's levels); never a number wrapped round or rounded. */
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: 1000}\n",
      "6:65: error: strength “1000” is not one a counter prints: a whole number of 0 to 999, or a "
      "word (BN’s AB)" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", "
      "strength: 18446744073709551617}\n",
      "6:65: error: strength “18446744073709551617” is not one a counter prints" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: -4}\n",
      "6:65: error: strength “-4” is not one" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: 2.5}\n",
      "6:65: error: strength “2.5” is not one" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: 1e400}\n",
      "6:65: error: strength “1e400” is not one" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", strength: .nan}\n",
      "6:65: error: strength “.nan” is not one" },
    { HEADER GRID "markers:\n  - {type: broken-ice}\n",
      "6:5: error: a marker lies in a hex or on a hexside" },
    { HEADER GRID "markers:\n  - {type: broken-ice, hex: \"0101\", hexside: [\"0101\", \"0102\"]}\n",
      "6:5: error: a marker lies in a hex or on a hexside" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, label: \"{col:02}{row:02}\",\n"
      "       joins: [{map: S, columns: 10, rows: 8, first: [1, 1], at: [0, 8]}]}\n",
      "5:16: error: the grid’s label “{col:02}{row:02}” prints two hexes as" },
    { HEADER "grid: {hexes: flat, columns: 10, rows: 8, label: \"{map}{col:02}{row:02}\",\n"
      "       map: N, joins: [{map: S, columns: 10, rows: 8, at: [0, 8]}]}\n",
      "5:24: error: join is missing the key “first”" },
    { HEADER GRID "units:\n  - {id: a, side: blue, class: infantry, hex: \"0101\", mark: guard}\n",
      "6:61: error: test-game gives no counter a mark (“guard”)" },
    { HEADER "options: [fog]\n" GRID, "4:11: error: unknown option “fog”" },
    { HEADER "phase: lunch\n" GRID, "4:8: error: unknown phase “lunch”" },
    { HEADER "turn: 0\n" GRID, "4:7: error: turn" },
  };
  guint failures = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdBoard) board = load_text (cases[i].text, NULL, &error);
      const char *message;

      g_assert_null (board);
      g_assert_nonnull (error);
      message = strstr (error->message, "t.yaml:");
      g_assert_nonnull (message);
      if (!g_str_has_prefix (message + strlen ("t.yaml:"), cases[i].message))
        {
          g_printerr ("case %u: “%s”, expected “%s”\n", i, error->message, cases[i].message);
          failures++;
        }
    }
  g_assert_cmpuint (failures, ==, 0);
}

/* What a counter may print as its strength loads as written: 0, the bound, zeros ahead, a
 * word. */
static void
test_board_strength_printed (void)
{
  static const char * const printed[] = { "0", "7", "999", "0012", "AB" };

  for (guint i = 0; i < G_N_ELEMENTS (printed); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf (HEADER GRID "units:\n  - {id: a, side: blue, "
                                               "class: infantry, hex: \"0101\", strength: %s}\n",
                                               printed[i]);
      g_autoptr(VdBoard) board = load_text (text, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (vd_board_find_unit (board, "a")->strength, ==, printed[i]);
    }
}

/* The module holds its rules and names its gaps, never filling them. */
static void
test_module_gaps (void)
{
  g_autofree char *path = files_path ("test-game.yaml");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexRuleset) module = vd_hex_ruleset_load (path, &error);
  g_autoptr(GPtrArray) described = g_ptr_array_new_with_free_func (g_free);
  const VdHexTerrain *woods;

  g_assert_no_error (error);
  g_assert_cmpuint (module->rules->len, ==, 5);
  g_assert_cmpstr (vd_text_get (&vd_hex_ruleset_find_rule (module, "T-4")->text), ==,
                   "A unit controls the six hexes around it.");
  woods = vd_hex_ruleset_find_terrain (module, "woods");
  g_assert_cmpint (woods->mp[0].status, ==, VD_HEX_MP_KNOWN);
  g_assert_cmpfloat (woods->mp[0].mp, ==, 2);
  g_assert_cmpint (woods->mp[1].status, ==, VD_HEX_MP_MISSING);
  g_assert_cmpint (vd_hex_ruleset_find_terrain (module, "lake")->mp[1].status, ==,
                   VD_HEX_MP_PROHIBITED);
  g_assert_cmpfloat (vd_hex_ruleset_find_terrain (module, "road")->mp[0].mp, ==, 0.5);
  g_assert_true (vd_hex_ruleset_find_hexside (module, "slope")->directed);

  for (guint i = 0; i < module->gaps->len; i++)
    g_ptr_array_add (described, vd_hex_gap_describe (module, module->gaps->pdata[i]));
  g_ptr_array_add (described, NULL);
  {
    const char * const expected[] = {
      "Woods: MP missing for Cavalry",
      "Village: MP missing",
      "Slope: MP missing",
      "scale.turn: missing",
      "zoc.leave_mp: missing",
      "terrain.village.zoc: missing",
      "Combat results table (T-5): 24 of 24 cells missing",
      "Morale table: missing, and its size is not given",
      "test-i-1: no reading chosen yet",
      NULL
    };
    g_autofree char *got = g_strjoinv ("\n", (char **) described->pdata);
    g_autofree char *want = g_strjoinv ("\n", (char **) expected);

    g_assert_cmpstr (got, ==, want);
  }
}

typedef struct {
  const char *find;
  const char *replace;
  const char *message;
} BrokenModule;

/* A broken module: the same precision as a broken board. */
static void
test_module_broken (void)
{
  static const BrokenModule cases[] = {
    { "kind: hex-ruleset", "kind: ruleset", "3:7: error: this is a “ruleset” file, expected “hex-ruleset”" },
    { "fr: \"Jeu d'essai\"", "de: \"Testspiel\"", "5:25: error: unknown key “de” in name" },
    { "rule: T-3", "rule: T-9", "15:56: error: unknown rule “T-9”" },
    { "mp: {infantry: 2, cavalry: ~}", "mp: {infantry: 2, horse: ~}",
      "22:62: error: unknown unit class “horse”" },
    { "mp: {infantry: 2, cavalry: ~}", "mp: {infantry: 2, cavalry: lots}",
      "22:71: error: mp must be a number" },
    { "default_terrain: clear", "default_terrain: moor", "16:18: error: unknown terrain “moor”" },
    { "side: red, rule", "side: green, rule", "19:74: error: unknown side “green”" },
    /* BN 8.2's phase steps: what an event must show, in the keys the core reads. */
    { "side: red, rule: T-1}",
      "side: red, rule: T-1, steps: [{id: s, name: {en: \"S\", fr: \"S\"}, rule: T-1, "
      "events: [{kind: move, colour: red}]}]}",
      "19:165: error: unknown key “colour” in event" },
    { "side: red, rule: T-1}",
      "side: red, rule: T-1, steps: [{id: s, name: {en: \"S\", fr: \"S\"}, rule: T-1, "
      "events: [{kind: charge}]}]}",
      "19:159: error: unknown kind of event “charge”" },
    /* 10.0a: a match read only under a reading names one of the module's. */
    { "side: red, rule: T-1}",
      "side: red, rule: T-1, steps: [{id: s, name: {en: \"S\", fr: \"S\"}, rule: T-1, "
      "events: [{kind: order}]}], steps_free: [{kind: order, reading: t-i-none, chosen: x}]}",
      "19:206: error: unknown interpretation “t-i-none”" },
    { "status: missing\n    columns: [\"1:2\"", "status: unknown\n    columns: [\"1:2\"",
      "35:13: error: status must be missing, partial or given" },
    { "rule: T-5\n    status", "rule: T-5\n    also: [T-1, T-99]\n    status",
      "35:17: error: unknown rule “T-99”" },
    { "cells: ~", "cells: [[1, 2, 3, 4]]", "38:12: error: cells must hold one list per row (6 rows)" },
    { "choice: ~", "choice: both", "48:13: error: the choice must be one of the interpretation's options" },
    { "id: T-5", "id: T-4", "54:10: error: duplicate id “T-4”" },
    { "slope: {name: {en: \"Slope\", fr: \"Pente\"}, mp: ~, directed: true}",
      "slope: {name: {en: \"Slope\", fr: \"Pente\"}, mp: ~, directed: maybe}",
      "29:62: error: directed" },
  };
  g_autofree char *path = files_path ("test-game.yaml");
  g_autofree char *original = NULL;
  guint failures = 0;

  g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (original);
      g_autofree char *broken = g_build_filename (g_get_tmp_dir (), "vedette-test-module.yaml",
                                                  NULL);
      g_autoptr(VdHexRuleset) module = NULL;
      const char *message;

      g_assert_cmpuint (g_string_replace (text, cases[i].find, cases[i].replace, 1), ==, 1);
      g_assert_true (g_file_set_contents (broken, text->str, -1, NULL));
      module = vd_hex_ruleset_load (broken, &error);
      g_unlink (broken);
      g_assert_null (module);
      message = strstr (error->message, ".yaml:");
      if (message == NULL || !g_str_has_prefix (message + strlen (".yaml:"), cases[i].message))
        {
          g_printerr ("case %u: “%s”, expected “%s”\n", i, error->message, cases[i].message);
          failures++;
        }
    }
  g_assert_cmpuint (failures, ==, 0);
}

/* A board of two printed maps joined: labels with their map, read and written back. */
static void
test_board_joined_maps (void)
{
  static const char text[] =
    HEADER
    "grid: {hexes: flat, columns: 10, rows: 8, label: \"{map}{col:02}{row:02}\", map: N,\n"
    "       joins: [{map: S, columns: 10, rows: 6, first: [1, 1], at: [2, 8]}]}\n"
    "units:\n  - {id: a, side: blue, class: infantry, hex: \"S0101\"}\n"
    "roads:\n  - {type: road, hexes: [\"N0308\", \"S0101\", \"S0102\"]}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = load_text (text, NULL, &error);
  g_autoptr(VdBoard) again = NULL;
  g_autoptr(VdYamlDocument) doc = NULL;
  g_autofree char *first = NULL, *second = NULL;
  VdHex north, south;

  g_assert_no_error (error);
  g_assert_true (vd_hex_grid_parse (board->grid, "N0308", &north));
  g_assert_true (vd_hex_grid_parse (board->grid, "S0101", &south));
  g_assert_cmpint (vd_hex_distance (north, south), ==, 1);
  first = vd_board_to_yaml (board, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (first, "joins:"));
  doc = vd_yaml_parse (first, strlen (first), "again", &error);
  again = vd_board_read_document (doc, NULL, &error);
  g_assert_no_error (error);
  second = vd_board_to_yaml (again, NULL, &error);
  g_assert_cmpstr (first, ==, second);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/load-full", test_board_load_full);
  g_test_add_func ("/board/round-trip", test_board_round_trip);
  g_test_add_func ("/board/save-refuses", test_board_save_refuses);
  g_test_add_func ("/board/broken", test_board_broken);
  g_test_add_func ("/board/strength-printed", test_board_strength_printed);
  g_test_add_func ("/board/joined-maps", test_board_joined_maps);
  g_test_add_func ("/module/gaps", test_module_gaps);
  g_test_add_func ("/module/broken", test_module_broken);
  return g_test_run ();
}
