#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli on boards and game modules: check, render and hex (formats.md §3, §4). */

/* vedette-cli with ARGS; OUT and ERR (either may be NULL) are freed first, for the next call. */
static int
run (const char * const *args, char **out, char **err)
{
  if (out != NULL)
    g_clear_pointer (out, g_free);
  if (err != NULL)
    g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

/* The same with ENV, as vd_test_run_cli_env. */
static int
run_env (const char * const *args, const char * const *env, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli_env (args, env, out, err);
}

static char *
board_path (void)
{
  return vd_test_source_path ("tests", "files", "hex", "board.yaml", NULL);
}

static JsonObject *
parse_object (const char *text, JsonParser **parser)
{
  g_autoptr(GError) error = NULL;

  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (*parser));
}

static void
test_hex_distance (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "distance", board, "0505", "0905",
                                                      "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "from"), ==, "0505");
  g_assert_cmpstr (json_object_get_string_member (answer, "to"), ==, "0905");
  g_assert_cmpint (json_object_get_int_member (answer, "hexes"), ==, 4);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "distance", board, "0101", "0405",
                                                      NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "0101 → 0405: 6 hexes\n");
}

/* formats.md §4's own example, and a line along two hexsides at range 4. */
static void
test_hex_line_along_hexsides (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *compact = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "line", board, "0505", "0705",
                                                      "--json", NULL }, &out, &err), ==, 0);
  parse_object (out, &parser);
  json_generator_set_root (generator, json_parser_get_root (parser));
  compact = json_generator_to_data (generator, NULL);
  g_assert_cmpstr (compact, ==,
                   "{\"from\":\"0505\",\"to\":\"0705\",\"hexes\":[\"0505\",\"0705\"],"
                   "\"along\":[\"0604|0605\"]}");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "line", board, "0505", "0905",
                                                      NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "0505 → 0905 crosses 0505 0705 0905\n"
                            "  and runs along the hexsides 0604|0605 0804|0805\n");
  g_clear_pointer (&out, g_free);
  /* A line through hex centres only: no hexside to run along. */
  g_assert_cmpint (run ((const char *[]) { "hex", "line", board, "0101", "0104",
                                                      "--json", NULL }, &out, &err), ==, 0);
  {
    g_autoptr(JsonParser) straight = NULL;
    JsonObject *answer = parse_object (out, &straight);

    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "hexes")), ==, 4);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "along")), ==, 0);
  }
}

/* hex info: terrain, features, hexside features with their rules, the stack, and whose ZOC
 * covers the hex, with the rule. */
static void
test_hex_info (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *side, *zoc;
  JsonArray *units, *sides, *zocs;

  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0506", "--json",
                                                      NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "hex"), ==, "0506");
  g_assert_cmpstr (json_object_get_string_member (answer, "terrain"), ==, "clear");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (answer, "features"),
                                                  0), ==, "village");
  g_assert_cmpint (json_object_get_int_member (answer, "elevation"), ==, 2);
  sides = json_object_get_array_member (answer, "hexsides");
  g_assert_cmpuint (json_array_get_length (sides), ==, 1);
  side = json_array_get_object_element (sides, 0);
  g_assert_cmpstr (json_object_get_string_member (side, "hexside"), ==, "0505|0506");
  g_assert_cmpstr (json_object_get_string_member (side, "feature"), ==, "slope");
  g_assert_cmpstr (json_object_get_string_member (side, "toward"), ==, "0506");
  units = json_object_get_array_member (answer, "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 1);
  g_assert_true (json_object_get_null_member (json_array_get_object_element (units, 0),
                                              "strength"));
  /* The rules of what is in and around the hex, each with what brings it in. */
  {
    JsonArray *reasons = json_object_get_array_member (answer, "reasons");
    JsonObject *last = json_array_get_object_element (reasons, json_array_get_length (reasons) - 1);

    g_assert_cmpuint (json_array_get_length (reasons), ==, 2);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, 0),
                                                    "rule"), ==, "T-2");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (reasons, 0),
                                                    "by"), ==, "0506");
    g_assert_cmpstr (json_object_get_string_member (last, "rule"), ==, "T-4");
    g_assert_cmpstr (json_object_get_string_member (last, "by"), ==, "0506");
  }
  /* b-1 and b-2 in 0405 put 0506 in blue's zone of control (the module's T-4). */
  zocs = json_object_get_array_member (answer, "zoc");
  g_assert_cmpuint (json_array_get_length (zocs), ==, 1);
  zoc = json_array_get_object_element (zocs, 0);
  g_assert_cmpstr (json_object_get_string_member (zoc, "side"), ==, "blue");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (zoc, "by")), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (zoc, "rules"), 0),
                   ==, "T-4");
  /* The village may keep the ZOC out: the module leaves it `~`, so the answer says so. */
  {
    JsonArray *open = json_object_get_array_member (zoc, "uncertain");
    JsonObject *first = json_array_get_object_element (open, 0);

    g_assert_cmpuint (json_array_get_length (open), ==, 1);
    g_assert_cmpstr (json_object_get_string_member (first, "feature"), ==, "village");
    g_assert_cmpstr (json_object_get_string_member (first, "by"), ==, "0506");
  }
  g_clear_pointer (&out, g_free);

  /* Across the river, a road into a hex: the rules of the hexside feature come with it. */
  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0604", NULL }, &out,
                                    &err), ==, 0);
  g_assert_cmpstr (out, ==, "0604: Clear\n  0604|0605 river\n  marker destroyed-bridge\n");
}

static void
test_hex_errors (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "9999", NULL }, &out,
                                    &err), ==, 1);
  g_assert_nonnull (strstr (err, "vedette-cli: error: no hex “9999”"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "distance", board, "0101", NULL },
                                    &out, &err), ==, 2);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "teleport", board, NULL }, &out,
                                    &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown hex command “teleport”"));
  /* Every command is listed, from the first to the last of the table. */
  g_assert_nonnull (strstr (err, "(this version answers info, distance, line, reach, move, "
                                 "supply, command, los, odds,"));
  g_assert_nonnull (strstr (err, ", chateau, hexside)"));
  /* A board where a table is wanted: the message says what reads it, every command. */
  g_assert_cmpint (run ((const char *[]) { "sight", board, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "board.yaml:3:7: error: this is a board of the hex mode, not a "
                                 "table"));
  g_assert_nonnull (strstr (err, "(check, render, hex, record, undo, log, report)"));
}

static JsonObject *
find_hex_entry (JsonArray *hexes, const char *label)
{
  for (guint i = 0; i < json_array_get_length (hexes); i++)
    {
      JsonObject *entry = json_array_get_object_element (hexes, i);

      if (g_strcmp0 (json_object_get_string_member (entry, "hex"), label) == 0)
        return entry;
    }
  return NULL;
}

/* hex reach and hex move (formats.md §4) on a board of LBA, whose Special Rules give the costs:
 * the JSON keys in their order, costs, paths and reasons with the game's rule ids; a unit
 * without an allowance; bad arguments. */
/* hex supply: each counter's line of communication with its rule (1914-SUP-1), and what being
 * cut off does to a reach (1914-SUP-2); a game without lines says so. */
static void
test_hex_supply (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "supply-1914.yaml", NULL);
  g_autofree char *lba = vd_test_source_path ("tests", "files", "hex", "move-lba.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *answer, *unit, *supply, *reason;
  JsonArray *units;

  g_assert_cmpint (run ((const char *[]) { "hex", "supply", board, "--json", NULL }, &out, &err),
                   ==, 0);
  answer = parse_object (out, &parser);
  units = json_object_get_array_member (answer, "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 4);
  unit = json_array_get_object_element (units, 2);
  members = json_object_get_members (unit);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "unit");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "result");
  g_assert_cmpstr (g_list_nth_data (members, 2), ==, "hq");
  g_assert_cmpstr (g_list_nth_data (members, 3), ==, "rule");
  g_assert_cmpstr (json_object_get_string_member (unit, "unit"), ==, "ger-b");
  g_assert_cmpstr (json_object_get_string_member (unit, "result"), ==, "operational");
  g_assert_cmpstr (json_object_get_string_member (unit, "hq"), ==, "ger-hq");
  g_assert_cmpstr (json_object_get_string_member (unit, "rule"), ==, "1914-SUP-1");
  unit = json_array_get_object_element (units, 1);
  g_assert_cmpstr (json_object_get_string_member (unit, "result"), ==, "not operational");
  g_assert_cmpstr (json_object_get_string_member (unit, "why"), ==,
                   "ger-a: no HQ of army 3 on the board");
  unit = json_array_get_object_element (units, 3);
  g_assert_cmpstr (json_object_get_string_member (unit, "result"), ==, "unknown: supply it");

  g_assert_cmpint (run ((const char *[]) { "hex", "supply", board, "ger-a", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "ger-a: not operational: ger-a: no HQ of army 3 on the board "
                            "(1914-SUP-1)\n");

  /* Cut off, two points less: said with the rule, by the unit. */
  g_clear_object (&parser);
  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "ger-a", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "allowance"), ==, 2);
  reason = json_array_get_object_element (json_object_get_array_member (answer,
                                                                        "allowance_reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "1914-SUP-2");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "ger-a");
  g_assert_cmpint (json_object_get_int_member (reason, "mp"), ==, -2);
  supply = json_object_get_object_member (answer, "supply");
  g_assert_cmpstr (json_object_get_string_member (supply, "result"), ==, "not operational");

  /* A game without lines, and a unit not on the board: errors. */
  g_assert_cmpint (run ((const char *[]) { "hex", "supply", lba, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "has no lines of communication"));
  g_assert_cmpint (run ((const char *[]) { "hex", "supply", board, "nobody", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "no unit “nobody” on the board"));
}

/* A rail move: listed by hex reach under "rail" through the HQ, legal for hex move with
 * "rail": true (1914-RAIL-1). */
static void
test_hex_rail (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "rail-1914.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *entry, *reason;
  JsonArray *rail;

  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "ger-a", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  rail = json_object_get_array_member (answer, "rail");
  g_assert_cmpuint (json_array_get_length (rail), ==, 3);
  entry = find_hex_entry (rail, "0606");
  g_assert_nonnull (entry);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (entry, "path")), ==, 3);
  reason = json_array_get_object_element (json_object_get_array_member (entry, "reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "1914-RAIL-1");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "ger-hq-2");
  g_assert_null (find_hex_entry (rail, "0604"));

  g_clear_object (&parser);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "ger-a", "--to", "0606",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_true (json_object_get_boolean_member (answer, "rail"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "ger-a", "--to", "0606", NULL },
                        &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "ger-a to 0606: legal, by rail: 0101 → 0605 → 0606\n"));
}

/* hex move names the enemy's chances on the way (BN 15.1, 15.2), with what the rule still asks;
 * the costs are the test's, entered as the owner would (BN's Movement Table is missing). */
static void
test_hex_reactions (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "reactions-bn.yaml",
                                                NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-reactions-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (folder, "bn.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *answer, *reaction;
  JsonArray *reactions;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {path: terrain.clear.mp.infantry, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "inf", "--to",
                                                           "0406", "--json", NULL }, env, &out,
                                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  reactions = json_object_get_array_member (answer, "reactions");
  g_assert_cmpuint (json_array_get_length (reactions), ==, 2);
  reaction = json_array_get_object_element (reactions, 0);
  members = json_object_get_members (reaction);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "rule");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "by");
  g_assert_cmpstr (g_list_nth_data (members, 2), ==, "hex");
  g_assert_cmpstr (json_object_get_string_member (reaction, "rule"), ==, "15.1");
  g_assert_cmpstr (json_object_get_string_member (reaction, "by"), ==, "guns");
  g_assert_cmpstr (json_object_get_string_member (reaction, "hex"), ==, "0404");
  g_assert_nonnull (json_object_get_string_member (reaction, "unjudged"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "inf", "--to",
                                                           "0406", NULL }, env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  leaving 0404, a chance for hussars (15.2), if the cavalry "
                                 "sees the hex\n"));
  g_assert_cmpint (g_unlink (entries), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  {
    g_autofree char *vedette = g_build_filename (home, "vedette", NULL);

    g_assert_cmpint (g_rmdir (vedette), ==, 0);
  }
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* hex command: each counter with a commander, within its radius or not (BN 10.5a); officer
 * costs entered as the owner would; without them, unknown and named; a game without a radius
 * says so. */
/* BN 11.0a and 16.1b through hex move: the seed's example (5 MP in column, 1 to form line, 1
 * of line's 5 left), in JSON and in words; a change at a hex the move does not pass is refused. */
static void
test_hex_formation (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "formation-bn.yaml",
                                                NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-formation-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (folder, "bn.yaml", NULL);
  g_autofree char *vedette = g_build_filename (home, "vedette", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *formation;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {path: terrain.clear.mp.infantry, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "inf", "--to",
                                                           "0403", "--via", "0404", "--formation",
                                                           "line", "--change-at", "0404",
                                                           "--json", NULL },
                                        env, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpint (json_object_get_int_member (answer, "cost"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (answer, "allowance"), ==, 8);
  formation = json_object_get_object_member (answer, "formation");
  g_assert_cmpstr (json_object_get_string_member (formation, "to"), ==, "line");
  g_assert_cmpstr (json_object_get_string_member (formation, "at"), ==, "0404");
  g_assert_cmpint (json_object_get_int_member (formation, "left"), ==, 1);
  g_assert_nonnull (strstr (out, "\"rule\" : \"16.1b\""));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "inf", "--to",
                                                           "0402", "--via", "0404", "--formation",
                                                           "line", "--change-at", "0404", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "inf to 0402: not legal: 0402"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "inf", "--to",
                                                           "0403", "--via", "0404", "--formation",
                                                           "line", "--change-at", "0404", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "in line from 0404, 1 MP left then"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0403",
                                           "--formation", "line", "--change-at", "0303", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "0303 is not a hex of the move"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0403",
                                           "--formation", "limbered", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "11.1"));
  g_assert_cmpint (g_unlink (entries), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_cmpint (g_rmdir (vedette), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* formats.md §4's example of hex odds: 21 against a 4 in a fortress worth 2 (10): 2:1, die −1
 * (1914-TER-5), in JSON and in words; a combat the rules refuse is an error, exit 1. */
static void
test_hex_odds (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "odds-1914.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *reason;

  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g1,g2",
                                           "--defend", "f1", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "attack"), ==, 21);
  g_assert_cmpint (json_object_get_int_member (answer, "defence"), ==, 10);
  g_assert_cmpstr (json_object_get_string_member (answer, "odds"), ==, "2:1");
  g_assert_cmpstr (json_object_get_string_member (answer, "column"), ==, "2:1");
  g_assert_cmpint (json_object_get_int_member (answer, "die_modifier"), ==, -1);
  g_assert_cmpint (json_object_get_int_member (answer, "die_floor"), ==, 0);
  g_assert_false (json_object_has_member (answer, "result"));
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "1914-TER-5");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "0303");
  /* The keys in formats.md's order. */
  g_assert_true (strstr (out, "\"attack\"") < strstr (out, "\"defence\"") &&
                 strstr (out, "\"defence\"") < strstr (out, "\"odds\"") &&
                 strstr (out, "\"column\"") < strstr (out, "\"die_modifier\"") &&
                 strstr (out, "\"die_modifier\"") < strstr (out, "\"reasons\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g1,g2",
                                           "--defend", "f1", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "21 against 10: 2:1, column 2:1, die -1\n"));
  /* The city's die modifier is missing: computed up to it, and named. */
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g3",
                                           "--defend", "c1", "--json", NULL }, &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "odds"), ==, "1:1");
  g_assert_true (json_object_get_null_member (answer, "die_modifier"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "missing"), "rule"), ==, "1914-TER-4");
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "far",
                                           "--defend", "f1", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "only adjacent units fight (1914-CBT-2)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g1", NULL },
                        &out, &err), ==, 2);
  /* hex attack: the roll read on the CRT (1914-CBT-11), whose cells are missing: named. */
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "g1,g2",
                                           "--defend", "f1", "--roll", "4", "--json", NULL },
                        &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "odds"), ==, "2:1");
  g_assert_cmpint (json_object_get_int_member (answer, "roll"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpint (json_object_get_int_member (answer, "die"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "missing"), "rule"), ==,
                   "1914-CBT-11");
  g_assert_true (strstr (out, "\"odds\"") < strstr (out, "\"roll\"") &&
                 strstr (out, "\"roll\"") < strstr (out, "\"result\"") &&
                 strstr (out, "\"result\"") < strstr (out, "\"reasons\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "g1,g2",
                                           "--defend", "f1", "--roll", "9", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "a roll is 1 to 6"));
  /* Without --roll Vedette rolls the game's die and keeps the roll in the board's journal. */
  {
    g_autofree char *folder = g_dir_make_tmp ("vedette-roll-XXXXXX", NULL);
    g_autofree char *copy = g_build_filename (folder, "odds.yaml", NULL);
    g_autofree char *text = NULL, *written = NULL;
    gint64 roll;

    g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
    g_assert_true (g_file_set_contents (copy, text, -1, NULL));
    g_assert_cmpint (run ((const char *[]) { "hex", "attack", copy, "--attack", "g1,g2",
                                             "--defend", "f1", "--seed", "7", "--json", NULL },
                          &out, &err), ==, 0);
    g_clear_object (&parser);
    answer = parse_object (out, &parser);
    roll = json_object_get_int_member (answer, "roll");
    g_assert_cmpint (roll, >=, 1);
    g_assert_cmpint (roll, <=, 6);
    g_assert_true (json_object_get_boolean_member (answer, "recorded"));
    g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
    g_assert_nonnull (strstr (written, "event: combat"));
    g_assert_nonnull (strstr (written, "attackers: [\"g1\", \"g2\"]"));
    {
      g_autofree char *rolled = g_strdup_printf ("roll: %" G_GINT64_FORMAT ",", roll);

      g_assert_nonnull (strstr (written, rolled));
    }
    /* The journal reads back, and the board stands as it was. */
    g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "1 event in the journal"));
    /* The file as it was, comments and all, is kept beside it. */
    {
      g_autofree char *backup = g_strconcat (copy, "~", NULL);
      g_autofree char *kept = NULL;

      g_assert_true (g_file_get_contents (backup, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, text);
      g_assert_cmpint (g_unlink (backup), ==, 0);
    }
    g_assert_cmpint (g_unlink (copy), ==, 0);
    g_assert_cmpint (g_rmdir (folder), ==, 0);
  }
}

/* formats.md §4's hex retreat: each retreat with the friends it pushes on (1914-RET-3), the
 * refused hexes as reasons, who moves the unit (1914-RET-7); in words too. */
static void
test_hex_retreat (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "retreat-1914.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *choice = NULL, *push;
  JsonArray *retreats;

  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "f1", "--hexes", "1",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "unit"), ==, "f1");
  retreats = json_object_get_array_member (answer, "retreats");
  for (guint i = 0; i < json_array_get_length (retreats); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (retreats, i),
                                                  "to"), "0402") == 0)
      choice = json_array_get_object_element (retreats, i);
  g_assert_nonnull (choice);
  g_assert_cmpstr (json_object_get_string_member (choice, "rule"), ==, "1914-RET-3");
  push = json_array_get_object_element (json_object_get_array_member (choice, "pushes"), 0);
  g_assert_cmpstr (json_object_get_string_member (push, "unit"), ==, "f2");
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "moved_by"), "rule"), ==,
                   "1914-RET-7");
  g_assert_true (strstr (out, "\"unit\"") < strstr (out, "\"retreats\"") &&
                 strstr (out, "\"retreats\" :") < strstr (out, "\"reasons\" :"));
  g_assert_nonnull (strstr (out, "\"why\" : \"Sea: prohibited ground\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "f1", NULL }, &out, &err),
                   ==, 0);
  g_assert_true (g_str_has_prefix (out, "f1 retreats, moved by the owner (1914-RET-7):\n"));
  g_assert_nonnull (strstr (out, "  0402, pushing f2 to "));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "f1", "--hexes", "2", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "1 hex, not 2"));
}

/* BN's hex retreat for a stack: its counters go as many hexes (25.3b: asked different ones,
 * refused); a hex a retreat over-stacks routs everyone there (25.3d), said, and recorded with
 * --to and --apply as one undo step. */
static void
test_hex_retreat_bn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "retreat-bn.yaml", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-retreat-bn-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL, stack_parser = NULL;
  JsonObject *answer, *stack, *choice;
  JsonArray *both;

  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "fr", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "  0304 (5.2)\n    there: over the stacking limit (0304 would "
                                 "hold AA + AA of firepower (16 C), AAA (12 C) at most): every "
                                 "unit in it is routed at once (25.3d)\n"));
  g_assert_nonnull (strstr (out, "  its stack goes 1 hex too, together or apart: fr2 (25.3b)\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "fr,fr2", "--hexes", "2",
                                           "--json", NULL }, &out, &err), ==, 0);
  both = json_node_get_array (json_parser_get_root (
    (stack_parser = json_parser_new (),
     json_parser_load_from_data (stack_parser, out, -1, NULL), stack_parser)));
  g_assert_cmpuint (json_array_get_length (both), ==, 2);
  stack = json_object_get_object_member (json_array_get_object_element (both, 1), "stack");
  g_assert_cmpstr (json_object_get_string_member (stack, "rule"), ==, "25.3b");
  g_assert_cmpint (json_object_get_int_member (stack, "hexes"), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (stack, "units"),
                                                  0), ==, "fr");
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "fr=1,fr2=2", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "fr and fr2, stacked in 0303, are asked 1 and 2 hexes: the "
                                 "units of a stack retreat as many hexes (25.3b)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "fr=x", NULL }, &out, &err),
                   ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "fr", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  choice = json_array_get_object_element (json_object_get_array_member (answer, "retreats"), 0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (choice, "routs"),
                                                  "rule"), ==, "25.3d");

  /* Recorded: the move, then both counters in 0304 routed (25.3d); one undo takes all. */
  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", copy, "fr", "--to", "0302",
                                           "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "fr cannot retreat into 0302"));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", copy, "fr", "--to", "0304",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  fr  retreats 1 hex to 0304  5.2\n"));
  g_assert_nonnull (strstr (out, "  fr3  over the stacking limit after the retreat: routed at "
                                 "once (0304 would hold AA + AA"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fr3: state routed (25.3d)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", copy, "fr", "--to", "0304", NULL },
                        &out, &err), ==, 2);
  g_unlink (copy);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* BN's hex officer: overrun, to the nearest friendly stack, a tie the owner's pick with --to
 * (26.4e); his stack destroyed, to the nearest stack under his command (26.4d); recorded with
 * --apply, one undo step each. */
static void
test_hex_officer_bn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "officers-bn.yaml",
                                                NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-officer-bn-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "officer", board, "o1", "--overrun", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "o1 (0304): to the nearest friendly stack, 3 hexes away: 0301, 0307 "
                            "(the owner's choice); he is not eliminated for being overrun "
                            "(26.4e)\n");
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", board, "d1", "--stack-destroyed",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (answer, "to"), 0),
                   ==, "0703");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "reason"),
                                                  "rule"), ==, "26.4d");
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", board, "o1", NULL }, &out, &err),
                   ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", board, "f1", "--overrun", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "f1 is no officer"));

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", copy, "o1", "--overrun", "--apply",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "give --to HEX"));
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", copy, "o1", "--overrun", "--to",
                                           "0305", "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "0305 is not where o1 goes"));
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", copy, "o1", "--overrun", "--to",
                                           "0307", "--apply", NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "officer", copy, "d1", "--stack-destroyed",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "unit: o1, hex: \"0307\", note: \"26.4e\""));
  g_assert_nonnull (strstr (after, "unit: d1, hex: \"0703\", note: \"26.4d\""));
  g_unlink (copy);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

static void
test_hex_command (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "command-bn.yaml", NULL);
  g_autofree char *lba = vd_test_source_path ("tests", "files", "hex", "move-lba.yaml", NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-command-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (folder, "bn.yaml", NULL);
  g_autofree char *vedette = g_build_filename (home, "vedette", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *unit;
  JsonArray *units;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {path: terrain.clear.mp.officer, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "command", board, "--json",
                                                           NULL }, env, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  units = json_object_get_array_member (answer, "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 3);
  unit = json_array_get_object_element (units, 0);
  g_assert_cmpstr (json_object_get_string_member (unit, "unit"), ==, "div");
  g_assert_cmpstr (json_object_get_string_member (unit, "result"), ==, "in radius");
  g_assert_cmpstr (json_object_get_string_member (unit, "commander"), ==, "corps");
  g_assert_cmpint (json_object_get_int_member (unit, "radius"), ==, 8);
  g_assert_cmpstr (json_object_get_string_member (unit, "rule"), ==, "10.5a");
  unit = json_array_get_object_element (units, 2);
  g_assert_cmpstr (json_object_get_string_member (unit, "unit"), ==, "far");
  g_assert_cmpstr (json_object_get_string_member (unit, "result"), ==, "out of radius");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "command", board, "near", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "near: within 4 officer MP of div (10.5a)\n");
  g_assert_cmpint (g_unlink (entries), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "command", board, "near", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "near: unknown, supply it: near: within 4 officer MP of "
                                        "div or not: a cost on the way is missing"));
  g_assert_cmpint (run ((const char *[]) { "hex", "command", lba, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "has no command radius"));
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_cmpint (g_rmdir (vedette), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

static void
test_hex_reach_and_move (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "move-lba.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *answer, *entry, *reason;
  JsonArray *reasons;

  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "inf", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  members = json_object_get_members (answer);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "unit");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "allowance");
  g_assert_cmpstr (g_list_nth_data (members, 2), ==, "hexes");
  g_assert_cmpint (json_object_get_int_member (answer, "allowance"), ==, 4);
  /* Across the stream: 1 for the clear hex, 1 for the stream (LBA-MOV-1, LBA-MOV-9). */
  entry = find_hex_entry (json_object_get_array_member (answer, "hexes"), "0304");
  g_assert_nonnull (entry);
  g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (entry, "path")), ==, 2);
  reasons = json_object_get_array_member (entry, "reasons");
  reason = json_array_get_object_element (reasons, 1);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "LBA-MOV-9");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "0303|0304");
  /* The château's cost for infantry is not in the seed: named, not guessed. */
  g_assert_null (find_hex_entry (json_object_get_array_member (answer, "hexes"), "0205"));
  entry = find_hex_entry (json_object_get_array_member (answer, "unknown"), "0205");
  g_assert_nonnull (entry);
  g_assert_cmpstr (json_object_get_string_member (entry, "rule"), ==, "LBA-CHAT-1");

  g_clear_object (&parser);
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0302", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_list_free (g_steal_pointer (&members));
  members = json_object_get_members (answer);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "unit");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "legal");
  g_assert_cmpstr (g_list_nth_data (members, 2), ==, "cost");
  g_assert_cmpstr (g_list_nth_data (members, 3), ==, "allowance");
  g_assert_cmpstr (g_list_nth_data (members, 4), ==, "path");
  g_assert_cmpstr (g_list_nth_data (members, 5), ==, "reasons");
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_cmpint (json_object_get_int_member (answer, "cost"), ==, 3);
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 1);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "LBA-MOV-6");
  g_assert_cmpint (json_object_get_int_member (reason, "mp"), ==, 2);

  /* Not within the allowance at the costs known, but a way through the château might be: the
   * referee's, and said so. */
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "0606", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "inf to 0606: unknown, supply it: 0606 is not reached at the costs "
                            "known; a way through 0205 is of unknown cost: Château (Schloss): "
                            "movement points missing for Infantry (battalions, regiments)\n"
                            "  LBA-CHAT-1  0205  \n");
  /* Through a hex, in order. */
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--via", "0403", "--to",
                                           "0304", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "inf to 0304: legal, 2 MP: 0303 → 0403 → 0304\n"));
  /* A unit without an allowance: every hex at a known cost, the allowance null. */
  g_clear_object (&parser);
  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "guns", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "allowance"));
  /* The road's half point is for every unit or in road march only (lba-i-road), unread: the way
   * by the road is of unknown cost, the way round is known. */
  entry = find_hex_entry (json_object_get_array_member (answer, "hexes"), "0601");
  g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==, 2);
  entry = find_hex_entry (json_object_get_array_member (answer, "unknown"), "0601");
  g_assert_nonnull (entry);
  g_assert_cmpstr (json_object_get_string_member (entry, "from"), ==, "0501");
  g_assert_nonnull (strstr (json_object_get_string_member (entry, "why"), "lba-i-road"));

  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", NULL }, &out, &err), ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "reach", board, "nobody", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "no unit “nobody” on the board"));
  g_assert_cmpint (run ((const char *[]) { "hex", "move", board, "inf", "--to", "9999", NULL },
                        &out, &err), ==, 1);
}

/* The owner's entries for a module fill its gaps wherever it is read, and are checked too. */
static void
test_check_owner_entries (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-entries-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (folder, "1914.yaml", NULL);
  g_autofree char *board = vd_test_source_path ("data", "demo-1914.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL, *old = g_strdup (g_getenv ("XDG_DATA_HOME"));

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: \"1914\"\nentries:\n"
    "- {chart: crt, row: 3, column: \"2:1\", value: DR, status: entered, by: Ann, at: T}\n"
    "- {chart: reentry, row: 1-2, column: turns later, value: 4, status: entered, by: Ann, at: T}\n",
    -1, NULL));
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_assert_cmpint (run ((const char *[]) { "check", "--completeness", board, NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, ", 1 value entered by the owner)\n"));
  g_assert_nonnull (strstr (out, "  - Combat results table (1914-CBT-11): 69 of 70 cells "
                                 "missing\n"));
  /* The seed gives the re-entry table: the owner's cell is kept, and said unused. */
  g_assert_nonnull (strstr (err, "1914.yaml:6:3: warning: this entry is not used: the module "
                                 "gives this value\n"));
  g_assert_cmpint (run ((const char *[]) { "check", entries, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, ": ok (the owner's entries for game module 1914, 2 entries, "
                                 "1 filling a gap)\n"));
  /* A reading that is not among the options: the file, line and column, exit status 1. */
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: \"1914\"\nentries:\n"
    "- {interpretation: 1914-i-d-result, choice: nobody, status: entered, by: Ann, at: T}\n",
    -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "check", board, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "1914.yaml:5:3: error: “nobody” is not one of the "
                                 "interpretation's options"));
  if (old != NULL)
    g_setenv ("XDG_DATA_HOME", old, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  g_unlink (entries);
  g_rmdir (folder);
  g_clear_pointer (&folder, g_free);
  folder = g_build_filename (home, "vedette", NULL);
  g_rmdir (folder);
  g_rmdir (home);
}

static void
test_check_completeness (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *module = vd_test_source_path ("tests", "files", "hex", "test-game.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "check", module, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, ": ok (game module test-game, 2 sides, 2 unit classes, 6 terrain, "
                                 "2 hexside features, 5 rules, 9 gaps for the owner to fill)\n"));
  g_assert_null (strstr (out, "  - "));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run ((const char *[]) { "check", "--completeness", board, NULL },
                                    &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  - Combat results table (T-5): 24 of 24 cells missing\n"));
  g_assert_nonnull (strstr (out, "  - Woods: MP missing for Cavalry\n"));
  g_assert_nonnull (strstr (out, "  - r-2: set-up hex missing\n"));
  g_assert_nonnull (strstr (out, "  - r-1: strength missing\n"));
}

/* A missing chart is named with the rules waiting for it, its `rule` then its `also`: the
 * owner knows what each one he enters serves. */
static void
test_check_missing_chart_rules (void)
{
  static const struct {
    const char *module;
    const char *line;
  } cases[] = {
    { "naa", "  - Order of battle: organisation, counters and start hexes (A8, OOB-1, OOB-2, "
             "B3): missing, and its size is not given\n" },
    { "naa", "  - Order of battle: forces engaged (OOB-1): missing, and its size is not given\n" },
    { "naa", "  - Order register and its JC rules (continuous play, SDJC) (OPT-4): missing, and "
             "its size is not given\n" },
    { "bn", "  - Scenario set-ups (1.4.1): missing, and its size is not given\n" },
    { "bn", "  - Movement Table (16.2, 11.0c): only 3 cells given (by examples); the rest and "
            "its size are missing\n" },
    { "bn", "  - Infantry fire-point tables (by formation and nationality) (20.1, 11.0c): only 2 "
            "cells given (by examples); the rest and its size are missing\n" },
    { "lba", "  - Counter values and facing (LBA-OOB-1, LBA-OOB-2, LBA-FD-4, LBA-ADC-1): "
             "missing, and its size is not given\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *file = g_strconcat (cases[i].module, ".yaml", NULL);
      g_autofree char *module = vd_test_source_path ("terrain", file, NULL);
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (run ((const char *[]) { "check", "--completeness", module, NULL },
                            &out, &err), ==, 0);
      if (strstr (out, cases[i].line) == NULL)
        g_error ("%s lacks: %s", cases[i].module, cases[i].line);
    }
}

/* NaA B3: each unit's own movement allowance is on the order of battle, which is missing:
 * check --completeness names B3 with it. */
static void
test_check_missing_b3 (void)
{
  g_autofree char *module = vd_test_source_path ("terrain", "naa.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "check", "--completeness", module, NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "  - Order of battle: organisation, counters and start hexes "
                                 "(A8, OOB-1, OOB-2, B3): missing"));
}

/* A game module's rule texts, by id or by the terrain they concern. */
static void
test_rules_of_module (void)
{
  g_autofree char *module = vd_test_source_path ("tests", "files", "hex", "test-game.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "rules", "--ruleset", module, "T-4", "river",
                                                      NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "T-4       A unit controls the six hexes around it.\n"
                            "T-2       Entering a hex costs its terrain's MP.\n");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run ((const char *[]) { "rules", "--ruleset", module, "Z-9", NULL },
                                    &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "“Z-9” is neither a rule ID nor a terrain of game module "
                                 "test-game"));
}

static void
test_render_board (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *dir = g_dir_make_tmp ("vedette-hex-XXXXXX", NULL);
  const char *formats[] = { "png", "svg", "pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("board.%s", formats[i]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_cmpint (run ((const char *[]) { "render", board, "-o", path,
                                                          "--width", "400", NULL }, NULL, NULL),
                       ==, 0);
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_assert_cmpuint (length, >, 1000);
      if (i == 0)
        g_assert_cmpmem (data, 4, "\x89PNG", 4);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Each game's demonstration board checks (naming what its seed leaves out) and draws. */
static void
test_demo_boards (void)
{
  static const char * const boards[] = {
    "demo-naa.yaml", "demo-bn.yaml", "demo-1914.yaml", "demo-1914-sud.yaml", "demo-lba.yaml"
  };
  g_autofree char *dir = g_dir_make_tmp ("vedette-demo-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    {
      g_autofree char *board = vd_test_source_path ("data", boards[i], NULL);
      g_autofree char *png = g_build_filename (dir, "board.png", NULL);
      g_autofree char *out = NULL, *err = NULL, *data = NULL;
      gsize length;

      g_test_message ("%s", boards[i]);
      g_assert_cmpint (run ((const char *[]) { "check", "--completeness", board, NULL }, &out,
                            &err), ==, 0);
      g_assert_nonnull (strstr (out, ": ok (board “"));
      g_assert_nonnull (strstr (out, " missing"));
      g_assert_cmpint (run ((const char *[]) { "render", board, "-o", png, "--width", "600",
                                               NULL }, &out, &err), ==, 0);
      g_assert_true (g_file_get_contents (png, &data, &length, NULL));
      g_assert_cmpmem (data, 4, "\x89PNG", 4);
      g_unlink (png);
    }
  g_rmdir (dir);
}

/* A board with a journal: check counts its events, and the questions are asked of the game as
 * it stands (the journal replayed); an event that does not apply is an error at its line. */
static void
test_board_journal (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *module = vd_test_source_path ("tests", "files", "hex", "test-game.yaml",
                                                 NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-cli-hex-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *module_copy = g_build_filename (folder, "test-game.yaml", NULL);
  g_autofree char *text = NULL, *game = NULL, *played = NULL, *broken = NULL;
  g_autofree char *out = NULL, *err = NULL;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_get_contents (module, &game, NULL, NULL));
  g_assert_true (g_file_set_contents (module_copy, game, -1, NULL));
  played = g_strconcat (text, "journal:\n"
                              "  - {event: move, turn: 2, unit: b-1, hex: \"0101\"}\n", NULL);
  g_assert_true (g_file_set_contents (copy, played, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "4 units, 1 event in the journal)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0101", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "b-1 (1st Blue)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0405", NULL }, &out, &err),
                   ==, 0);
  g_assert_null (strstr (out, "b-1 (1st Blue)"));

  /* A background image that is not there: a warning, and the board is still ok. */
  {
    g_autofree char *with_image = g_strconcat (text, "background: {image: \"scan.jpg\"}\n",
                                               NULL);

    g_assert_true (g_file_set_contents (copy, with_image, -1, NULL));
    g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
    g_assert_nonnull (strstr (err, "board.yaml: warning: the map image “scan.jpg” is not "
                                   "there; the board is checked without it"));
    g_assert_nonnull (strstr (out, ": ok ("));
  }
  broken = g_strconcat (played, "  - {event: state, turn: 2, unit: b-7, state: routed}\n", NULL);
  g_assert_true (g_file_set_contents (copy, broken, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "board.yaml:40:5: error: event 2 (state): no counter “b-7” on "
                                 "this board"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0101", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "board.yaml:40:5: error: event 2 (state)"));
  g_unlink (copy);
  g_unlink (module_copy);
  g_rmdir (folder);
}

/* record on a board (formats.md §4): events of play appended to its journal, each told as the
 * log tells it; a move judged by the move engine (its path kept; a second move in the phase
 * judged from where the phase found the counter, NaA B9's way; one the rules refuse is
 * refused and the file left as it was); undo takes the last back. */
static void
test_record_board (void)
{
  g_autofree char *board = board_path ();
  g_autofree char *module = vd_test_source_path ("tests", "files", "hex", "test-game.yaml",
                                                 NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-record-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *module_copy = g_build_filename (folder, "test-game.yaml", NULL);
  g_autofree char *text = NULL, *game = NULL, *before = NULL, *after = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *event;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_get_contents (module, &game, NULL, NULL));
  g_assert_true (g_file_set_contents (module_copy, game, -1, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));

  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b-1", "0302", NULL }, &out,
                        &err), ==, 0);
  g_assert_cmpstr (out, ==, "recorded: 1  move  Turn 2: 1st Blue moves to 0302\n");
  /* Moved again in the phase: from 0405, where the phase found it, 0404 is 1 MP away. */
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b-1", "0404", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  event = json_array_get_object_element (json_object_get_array_member (answer, "events"), 0);
  g_assert_cmpint (json_object_get_int_member (event, "index"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (event, "event"), ==, "move");
  g_assert_nonnull (json_object_get_string_member (event, "time"));
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  {
    /* The writer folds long lines: read it unfolded. */
    g_autoptr(GRegex) fold = g_regex_new ("\\n +", 0, 0, NULL);
    g_autofree char *flat = g_regex_replace_literal (fold, before, -1, 0, "", 0, NULL);

    g_assert_nonnull (strstr (flat, "hex: \"0404\", path: [\"0405\", \"0404\"]"));
  }

  /* Refused by the rules, by the board or as usage: the file stays as it was. */
  g_assert_cmpint (run ((const char *[]) { "record", copy, "move", "b-1", "0202", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a legal move: 0202: Lake"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "roster", "b-1", "1", "0", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "b-1 has no roster row"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "jump", "b-1", NULL }, &out, &err),
                   ==, 2);
  g_assert_nonnull (strstr (err, "unknown board event “jump”"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "strength", "b-1", NULL }, &out,
                        &err), ==, 2);
  g_assert_nonnull (strstr (err, "strength takes UNIT STRENGTH"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  g_assert_cmpint (run ((const char *[]) { "record", copy, "strength", "b-1", "4",
                                           "--turn-note", "a loss", NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "recorded: 3  strength  Turn 2: 1st Blue: strength 4 (a loss)\n");
  g_assert_cmpint (run ((const char *[]) { "record", copy, "remove-marker", "destroyed-bridge",
                                           "0604|0605", NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "end-phase", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "recorded: 5  end-phase  Turn 2: on to turn 3 — Blue moves\n");
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "log", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "4  remove-marker  Turn 2: destroyed-bridge marker removed "
                                 "between 0604 and 0605"));
  g_assert_null (strstr (out, "end-phase"));
  g_unlink (backup);
  g_unlink (copy);
  g_unlink (module_copy);
  g_rmdir (folder);
}

/* hex turn and record end-phase (help "The turn"): the combats the phase still owes
 * (1914-CBT-2, -CBT-5) are listed, and ending the phase says them without refusing it; the
 * game's length by its scenario (1914-SUD-4); past the last turn the game is over and no phase
 * ends any more. */
static void
test_hex_turn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "combats-1914.yaml",
                                                NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-turn-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "combats.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *last = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *owed;

  g_assert_cmpint (run ((const char *[]) { "hex", "turn", board, "--json", NULL }, &out, &err),
                   ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "turn"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (answer, "phase"), ==, "german-combat");
  g_assert_true (json_object_get_null_member (answer, "last_turn"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                          "length_missing"),
                                                           "why"), "scenario"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "owed")), ==, 4);
  owed = json_array_get_object_element (json_object_get_array_member (answer, "owed"), 0);
  g_assert_cmpstr (json_object_get_string_member (owed, "rule"), ==, "1914-CBT-2");
  g_assert_cmpstr (json_object_get_string_member (owed, "by"), ==, "g1");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer, "next"),
                                                  "phase"), ==, "allied-move");

  /* Ending the phase anyway: said, and done (the referee may waive a duty). */
  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "end-phase", NULL }, &out, &err), ==,
                   0);
  g_assert_nonnull (strstr (err, "warning: g1 must attack, and has not yet (1914-CBT-2)"));
  g_assert_nonnull (strstr (out, "on to turn 2 — Allied movement"));

  /* 1914 Sud lasts 6 turns: on turn 7 the game is over. */
  {
    g_autoptr(GRegex) turn = g_regex_new ("\\nturn: 2\\n", 0, 0, NULL);
    g_autofree char *sud = g_regex_replace_literal (turn, text, -1, 0,
                                                    "\noptions: [scenario-sud]\nturn: 7\n", 0,
                                                    NULL);
    g_autoptr(GRegex) journal = g_regex_new ("journal:(.|\\n)*", 0, 0, NULL);

    last = g_regex_replace_literal (journal, sud, -1, 0, "", 0, NULL);
  }
  g_assert_true (g_file_set_contents (copy, last, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "turn", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Turn 7 of 6 (1914-SUD-4)"));
  g_assert_nonnull (strstr (out, "Game over: the game ended with turn 6 (1914-SUD-4)"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "end-phase", NULL }, &out, &err), ==,
                   1);
  g_assert_nonnull (strstr (err, "the game is over: the game ended with turn 6 (1914-SUD-4)"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (folder);
}

/* 8.2 on the command line: in the rally phase, `record state` of step D then step C is
 * refused with both steps' rules and 8.2 (exit 1, nothing recorded); hex turn lists the
 * phase's steps with the one under way. */
static void
test_hex_turn_8_2_steps (void)
{
  static const char text[] =
    "vedette: 1\n"
    "kind: board\n"
    "title: \"Rally\"\n"
    "ruleset: bn\n"
    "turn: 2\n"
    "phase: fr-rally\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\", rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: b, side: french, class: infantry, hex: \"0404\", strength: AA, state: shaken}\n"
    "  - {id: c, side: french, class: infantry, hex: \"0606\", strength: AA, state: disorganized}\n";
  g_autofree char *folder = g_dir_make_tmp ("vedette-steps-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "rally.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *step;
  JsonArray *steps;

  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "state", "c", "shaken", NULL }, &out,
                        &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "state", "b", "normal", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "Rally, step C: Shaken become Normal (25.5) comes before Rally, "
                                 "step D: Disorganized become Shaken (25.5), already under way "
                                 "in this phase (8.2)"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "turn", copy, "--json", NULL }, &out, &err),
                   ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "steps_rule"), ==, "8.2");
  steps = json_object_get_array_member (answer, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, 6);
  step = json_array_get_object_element (steps, 3);
  g_assert_cmpstr (json_object_get_string_member (step, "id"), ==, "rally-d");
  g_assert_true (json_object_get_boolean_member (step, "current"));
  step = json_array_get_object_element (steps, 4);
  g_assert_cmpstr (json_object_get_string_member (step, "rule"), ==, "25.5");
  g_assert_false (json_object_get_boolean_member (step, "done"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "turn", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Steps of the phase, in this order (8.2):\n"
                                 "  done  21.2  Straggler recovery\n"));
  g_assert_nonnull (strstr (out, "  under way  25.5  Rally, step D"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (folder);
}

/* hex victory (help "Victory"): NaA's count with its parts (D10, F5, VIC-4) and the level
 * (VIC-6), in JSON and in words. The strengths are the test's own. */
static void
test_hex_victory (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-victory-XXXXXX", NULL);
  g_autofree char *board = g_build_filename (folder, "naa.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *side, *part;

  g_assert_true (g_file_set_contents (board,
    "vedette: 1\nkind: board\ntitle: V\nruleset: naa\nturn: 13\n"
    "grid: {hexes: flat, columns: 6, rows: 32, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0505\", strength: \"10\"}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0510\", strength: \"70\"}\n"
    "  - {id: ar-2, side: austro-russian, class: cavalry, hex: \"0130\", strength: \"4\"}\n"
    "journal:\n"
    "  - {event: move, turn: 12, unit: ar-1, hex: ~, eliminated: true}\n"
    "  - {event: move, turn: 12, unit: ar-2, hex: ~}\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "victory", board, "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "over"));
  side = json_array_get_object_element (json_object_get_array_member (answer, "sides"), 1);
  g_assert_cmpstr (json_object_get_string_member (side, "side"), ==, "austro-russian");
  g_assert_cmpint (json_object_get_int_member (side, "total"), ==, 70);
  g_assert_cmpint (json_object_get_int_member (side, "vp"), ==, 1);
  part = json_array_get_object_element (json_object_get_array_member (side, "reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (part, "rule"), ==, "D10");
  g_assert_cmpstr (json_object_get_string_member (answer, "winner"), ==, "french");
  g_assert_cmpstr (json_object_get_string_member (answer, "level"), ==, "tactical");
  g_assert_cmpstr (json_object_get_string_member (answer, "level_rule"), ==, "VIC-6");
  g_assert_cmpint (run ((const char *[]) { "hex", "victory", board, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "The game is over:\n"));
  g_assert_nonnull (strstr (out, "Austro-Russians: losses 70, 1 victory point\n"));
  g_assert_nonnull (strstr (out, "  F5  by the Vienna road: 1 counter, no loss\n"));
  g_assert_nonnull (strstr (out, "Result: French, tactical success (difference 1, VIC-6)\n"));
  g_unlink (board);
  g_rmdir (folder);
}

/* --roll 0 is refused as a roll no die gives, never read as "no roll given" (Vedette would
 * then roll and record it). */
static void
test_hex_roll_zero (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "odds-1914.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "g1", "--defend",
                                           "f1", "--roll", "0", NULL }, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--roll takes a roll of the game's dice, and 0 is none"));
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "g1", "--defend",
                                           "f1", "--roll=00", NULL }, &out, &err), ==, 2);
}

/* hex los --unit (20.2c, E2): the firer's range said beside the line, within or beyond it; a
 * counter not at the line's start is refused. */
static void
test_hex_los_unit (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "fire-bn.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *unit;

  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0511", "0505", "--unit",
                                           "heavy", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  20.2c  6 hexes: within heavy’s range of 8\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0502", "0505", "--unit", "far",
                                           "--json", NULL }, &out, &err), ==, 0);
  unit = json_object_get_object_member (parse_object (out, &parser), "unit");
  g_assert_cmpint (json_object_get_int_member (unit, "range"), ==, 1);
  g_assert_false (json_object_get_boolean_member (unit, "within"));
  g_assert_cmpstr (json_object_get_string_member (unit, "rule"), ==, "20.2c");
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0101", "0505", "--unit", "far",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--unit: far is not in 0101, where the line starts"));
}

/* hex apply and NaA's track (DEM-1, DEM-5): a result that brings an army's losses/flight
 * markers together demoralizes it in the same step, once the owner has entered the track's
 * length (here 3 boxes, the test's own: they meet at 2); before, the count says the length is
 * missing. */
static void
test_hex_apply_dem_1 (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-dem-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "naa.yaml", NULL);
  g_autofree char *board = g_build_filename (home, "naa.yaml", NULL);
  g_autofree char *backup = g_strconcat (board, "~", NULL);
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  const char *text =
    "vedette: 1\nkind: board\ntitle: D\nruleset: naa\nturn: 3\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "  - {id: fr, side: french, class: infantry, hex: \"0302\", strength: \"4\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0303\", strength: \"2\"}\n"
    "  - {id: ar2, side: austro-russian, class: infantry, hex: \"0606\", strength: \"2\"}\n";

  g_assert_true (g_file_set_contents (board, text, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "apply", board, "--attack", "fr",
                                               "--defend", "ar", "--result", "Exchange", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "whether the Austro-Russians are demoralized: the "
                                 "losses/flight track’s length is not entered  DEM-1"));
  g_assert_true (g_file_set_contents (board, text, -1, NULL));
  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
    "  - {path: morale.track_length, value: 3, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "apply", board, "--attack", "fr",
                                               "--defend", "ar", "--result", "Exchange", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "austro-russian  the army is demoralized: P 2 + D 0 reach 2 "
                                 "(DEM-1)  DEM-1"));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: demoralized"));
  g_assert_nonnull (strstr (written, "batch: 1"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "victory", board, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "DEM-1  losses/flight track: P 2 + D 0 of 2\n"));
  g_unlink (entries);
  g_rmdir (charts);
  {
    g_autofree char *vedette = g_path_get_dirname (charts);

    g_rmdir (vedette);
  }
  g_unlink (backup);
  g_unlink (board);
  g_rmdir (home);
}

/* hex ruling on LBA (LBA-GEN-1): the melee after the pre-melee checks is the referee's, its
 * table being missing; his ruling is recorded, and cannot be kept as a cell. */
static void
test_hex_ruling_lba (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "pre-melee-lba.yaml",
                                                NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-lba-ruling-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "lba.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *out = NULL, *err = NULL;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "ruling", copy, "--attack", "a1", "--defend",
                                           "d1", "--roll", "44", "--result", "repulsed",
                                           "--keep", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "only a chart’s cell can be kept"));
  g_assert_cmpint (run ((const char *[]) { "hex", "ruling", copy, "--attack", "a1", "--defend",
                                           "d1", "--roll", "44", "--lost", "1", "--result",
                                           "repulsed", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ruling (LBA-GEN-1): the melee after the pre-melee checks "
                                 "(attacker -3, defender +0), roll 44: the Melee combat results "
                                 "table is not in the seed — repulsed"));
  g_assert_cmpint (run ((const char *[]) { "log", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ruling (LBA-GEN-1)"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (folder);
}

/* record exit (NaA F4, F8): a French counter by the west edge flees, one by the east is
 * eliminated; the victory count then names reading naa-i-forbidden-exit for the second's
 * move of the losses marker. */
static void
test_record_exit (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-exit-XXXXXX", NULL);
  g_autofree char *board = g_build_filename (folder, "naa.yaml", NULL);
  g_autofree char *backup = g_strconcat (board, "~", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_true (g_file_set_contents (board,
    "vedette: 1\nkind: board\ntitle: X\nruleset: naa\nturn: 3\nphase: french-move\n"
    "grid: {hexes: flat, columns: 6, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "  - {id: fr-1, side: french, class: infantry, hex: \"0103\", strength: \"5\", movement: 3}\n"
    "  - {id: fr-2, side: french, class: infantry, hex: \"0603\", strength: \"4\", movement: 3}\n"
    "  - {id: fr-3, side: french, class: infantry, hex: \"0303\", strength: \"4\", movement: 3}\n"
    "  - {id: ar-1, side: austro-russian, class: infantry, hex: \"0108\", strength: \"4\"}\n",
    -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", board, "exit", "fr-1", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "recorded: 1  move  Turn 3: fr-1 leaves the map (F4: off the map by "
                            "the west edge from 0103, of its own accord)\n");
  g_assert_cmpint (run ((const char *[]) { "record", board, "exit", "fr-2", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "fr-2 is eliminated (F8: off the map by the east edge from "
                                 "0603, which its side may not use: eliminated)"));
  g_assert_cmpint (run ((const char *[]) { "record", board, "exit", "fr-3", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "fr-3 is in 0303, on no edge of the map"));
  g_assert_cmpint (run ((const char *[]) { "hex", "victory", board, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  F8  4 of them left by an edge their side may not use: "
                                 "whether that moves P is reading naa-i-forbidden-exit"));
  g_assert_nonnull (strstr (out, "  VIC-3  left the map: 1 counter (exit boxes)\n"));
  g_unlink (backup);
  g_unlink (board);
  g_rmdir (folder);
}

/* hex retreat on LBA (LBA-GEN-1): the retreat rules, who moves the unit among them, are in the
 * missing Premier Rules: neither the victor nor the owner is named, "who" is null. */
static void
test_hex_retreat_lba (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "pre-melee-lba.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *moved_by;

  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "d1", NULL }, &out, &err),
                   ==, 0);
  g_assert_true (g_str_has_prefix (out, "d1 retreats, moved by whom the rules do not say:\n"));
  g_assert_nonnull (strstr (out, "(LBA-GEN-1)"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "retreat", board, "d1", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  moved_by = json_object_get_object_member (answer, "moved_by");
  g_assert_true (json_object_get_null_member (moved_by, "who"));
  g_assert_true (json_object_get_null_member (moved_by, "rule"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                   "missing"), "rule"), ==, "LBA-GEN-1");
}

/* A NaA board at PATH on TURN: a French infantry unit of 2 points at 0101. */
static void
write_night_board (const char *path, int turn)
{
  g_autofree char *text = g_strdup_printf (
    "vedette: 1\nkind: board\ntitle: \"Night\"\nruleset: \"naa\"\noptions: [zoc-1809]\n"
    "turn: %d\ngrid: {hexes: flat, columns: 6, rows: 6, first: [1, 1],"
    " label: \"{col:02}{row:02}\", rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 2}\n", turn);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* NaA's nightfall (FOG-2) not chosen: on turn 11 hex reach and hex move say the strict
 * allowance and the reading after their other members, and in a line of text; a turn that no
 * reading touches says nothing more. The clear ground's cost is the test's. */
static void
test_hex_nightfall (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-nightfall-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *vedette = g_build_filename (home, "vedette", NULL);
  g_autofree char *entries = g_build_filename (folder, "naa.yaml", NULL);
  g_autofree char *board = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *answer;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
    "  - {path: terrain.clear.mp.infantry, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  write_night_board (board, 11);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "reach", board, "fr", "--json",
                                                           NULL }, env, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  members = json_object_get_members (answer);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "unit");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "allowance");
  g_assert_cmpstr (g_list_nth_data (members, 2), ==, "hexes");
  g_assert_cmpstr (g_list_last (members)->prev->data, ==, "allowance_strict");
  g_assert_cmpstr (g_list_last (members)->data, ==, "allowance_reading");
  g_assert_cmpint (json_object_get_int_member (answer, "allowance"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (answer, "allowance_strict"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (answer, "allowance_reading"), ==,
                   "naa-i-nightfall");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "reach", board, "fr", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  allowance 2 MP or 1 as reading naa-i-nightfall goes, not "
                                 "chosen yet\n"));
  g_assert_nonnull (strstr (out, "  unknown 0301: reachable only if reading naa-i-nightfall is "
                                 "turn-12-only, not chosen yet (FOG-2)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "fr", "--to",
                                                           "0301", NULL }, env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fr to 0301: unknown, supply it: 0301: reachable only if reading "
                                 "naa-i-nightfall is turn-12-only, not chosen yet\n"));
  write_night_board (board, 5);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "move", board, "fr", "--to",
                                                           "0301", "--json", NULL }, env, &out,
                                        &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_false (json_object_has_member (answer, "allowance_strict"));
  g_assert_false (json_object_has_member (answer, "allowance_reading"));
  g_assert_cmpint (g_unlink (entries), ==, 0);
  g_assert_cmpint (g_unlink (board), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_cmpint (g_rmdir (vedette), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* PATH and everything under it. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_assert_cmpint (g_unlink (child), ==, 0);
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

/* NaA through the CLI, the costs and zones the test's: B10, hex move and record move refuse
 * moving an Austro-Russian counter in the French movement phase, the file left as it was, and
 * move a French one; B12, hex combats refuses a plan and hex attack a combat in that phase;
 * FOG-5, in the fog of turn 1 hex combats and hex odds refuse a bombardment. */
static void
test_hex_naa_phase_refusals (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-naa-phase-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "naa.yaml", NULL);
  g_autofree char *board = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *fog = g_build_filename (home, "fog.yaml", NULL);
  g_autofree char *before = NULL, *after = NULL, *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  static const char units[] =
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0101\", movement: 2, strength: \"4\"}\n"
    "  - {id: g1, side: french, class: artillery, hex: \"0205\", movement: 2, strength: \"2\"}\n"
    "  - {id: ar, side: austro-russian, class: infantry, hex: \"0606\", movement: 2, strength: \"3\"}\n"
    "  - {id: r1, side: austro-russian, class: infantry, hex: \"0203\", movement: 2, strength: \"3\"}\n";
  g_autofree char *moving = g_strconcat ("vedette: 1\nkind: board\ntitle: B\nruleset: naa\n"
                                         "options: [zoc-1809]\nturn: 2\nphase: french-move\n",
                                         units, NULL);
  g_autofree char *foggy = g_strconcat ("vedette: 1\nkind: board\ntitle: F\nruleset: naa\n"
                                        "options: [zoc-1809]\nturn: 1\nphase: french-combat\n",
                                        units, NULL);

  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: naa\nentries:\n"
    "  - {path: terrain.clear.mp.infantry, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n"
    "  - {path: terrain.clear.zoc, value: true, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n"
    "  - {path: terrain.clear.blocks_fire, value: false, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_true (g_file_set_contents (board, moving, -1, NULL));
  g_assert_true (g_file_set_contents (fog, foggy, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "move", board, "ar", "--to", "0605", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ar to 0605: not legal: ar is not moved in French movement: "
                                 "the French move only their own counters\n"));
  g_assert_nonnull (strstr (out, "  B10  ar"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "move", board, "fr", "--to", "0201", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fr to 0201: legal, 1 MP"));
  g_assert_true (g_file_get_contents (board, &before, NULL, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "record", board, "move", "ar", "0605", NULL },
                            env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a legal move: ar is not moved in French movement: the "
                                 "French move only their own counters (B10)"));
  g_assert_true (g_file_get_contents (board, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (run_env ((const char *[]) { "record", board, "move", "fr", "0201", NULL },
                            env, &out, &err), ==, 0);
  g_assert_cmpint (run_env ((const char *[]) { "hex", "combats", board, "--plan", "fr>r1",
                                               NULL }, env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  no combat is fought in this phase, French movement: end it "
                                 "first (B12)\n"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "attack", board, "--attack", "fr",
                                               "--defend", "r1", "--roll", "3", NULL },
                            env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no combat is fought in this phase, French movement (B12)"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "combats", fog, "--plan", "g1>r1", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  g1 may not bombard: no bombardment in fog or at night "
                                 "(FOG-5)\n"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "odds", fog, "--attack", "g1", "--defend",
                                               "r1", NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "g1 may not bombard: no bombardment in fog or at night "
                                 "(FOG-5)"));
  remove_tree (home);
}

/* hex apply --target and hex roster (BN 20.4, 11.5f, 20.6, 20.6a, 20.6b): the seed's second
 * example's 3(2)+MC on a stack of two brigades of one division, the owner's share asked for
 * then given; the rows, the wreck and the division's check read back; one undo takes it all
 * back; a counter of a class on the roster without its row is named (6.6). The rows are the
 * seed's sample (20.6-ex) and the tests' own. */
static void
test_hex_roster_and_fire_losses (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-roster-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "roster.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *division, *row;
  JsonArray *reasons;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: T\nruleset: bn\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\"}\n"
    "units:\n"
    "- {id: fr-1, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~,"
    " army: fr-div, roster: \"A _ B _ _ V _ C _ _ _\"}\n"
    "- {id: fr-2, side: french, class: infantry, hex: \"0303\", strength: ~, movement: ~,"
    " army: fr-div, roster: \"A _ _ B _ _ V _ C _ _\"}\n"
    "- {id: fr-3, side: french, class: cavalry, hex: \"0305\", strength: ~, movement: ~}\n"
    "- {id: fr-div, side: french, class: officer, hex: \"0304\", strength: ~, movement: ~,"
    " division_roster: \"_ V _\"}\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "fr-1", "--result",
                                           "3(2)+MC", "--roll", "65", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "shares 3 casualties among fr-1, fr-2 (11.5f)"));
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "fr-1", "--result",
                                           "3(2)+MC", "--roll", "65", "--casualties",
                                           "fr-1=1,fr-2=2", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "recorded"));
  reasons = json_object_get_array_member (answer, "reasons");
  row = json_array_get_object_element (reasons, 0);
  g_assert_cmpstr (json_object_get_string_member (row, "rule"), ==, "20.6");
  g_assert_cmpstr (json_object_get_string_member (row, "by"), ==, "fr-1");
  g_assert_cmpstr (json_object_get_string_member (row, "what"), ==, "1 X, 2 /: A X B / / V _ C _ _ _");
  row = json_array_get_object_element (reasons, 2);
  g_assert_cmpstr (json_object_get_string_member (row, "rule"), ==, "20.6b");
  g_assert_cmpstr (json_object_get_string_member (row, "by"), ==, "fr-div");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                  "missing"),
                                                  "rule"), ==, "20.4a");

  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, "--json", NULL }, &out, &err),
                   ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  row = json_array_get_object_element (json_object_get_array_member (answer, "rosters"), 1);
  g_assert_cmpstr (json_object_get_string_member (row, "unit"), ==, "fr-2");
  g_assert_cmpstr (json_object_get_string_member (row, "row"), ==, "A X X B _ _ V _ C _ _");
  g_assert_cmpstr (json_object_get_string_member (row, "strength"), ==, "B");
  g_assert_false (json_object_get_boolean_member (row, "wrecked"));
  division = json_array_get_object_element (json_object_get_array_member (answer, "divisions"),
                                            0);
  g_assert_cmpstr (json_object_get_string_member (division, "row"), ==, "X V _");
  g_assert_true (json_object_get_boolean_member (division, "wrecked"));
  row = json_array_get_object_element (json_object_get_array_member (answer, "missing"), 0);
  g_assert_cmpstr (json_object_get_string_member (row, "unit"), ==, "fr-3");
  g_assert_cmpstr (json_object_get_string_member (row, "rule"), ==, "6.6");

  /* One undo step for the whole result. */
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fr-1  A _ B _ _ V _ C _ _ _  strength A\n"));
  g_assert_nonnull (strstr (out, "division of fr-div  _ V _\n"));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--target", "fr-1", "--result",
                                           "three", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not a Fire Table result"));
  g_assert_cmpint (run ((const char *[]) { "hex", "roster", copy, "nobody", NULL }, &out, &err),
                   ==, 1);
  g_unlink (backup);
  g_unlink (copy);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* hex ruling: the referee's decision on a missing CRT cell kept in the journal and, with --keep,
 * as the cell (1914-CBT-11); hex apply: the result as journal events, one batch, the retreat
 * picked by the owner (1914-RET-7) and the victor's advance (1914-RET-6). */
static void
test_hex_apply_and_ruling (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "retreat-1914.yaml",
                                                NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-apply-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "retreat.yaml", NULL);
  g_autofree char *entries = g_build_filename (home, "vedette", "charts", "1914.yaml", NULL);
  g_autofree char *text = NULL, *written = NULL, *kept = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *reason;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  /* Open ground's effect is the missing Terrain effects table's: only a chart's cell is kept. */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", copy, "--attack", "g1",
                                                           "--defend", "f1", "--roll", "3",
                                                           "--result", "DR", "--keep", NULL },
                                        env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "only a chart’s cell can be kept"));
  /* The owner enters it as none. */
  {
    g_autofree char *charts = g_path_get_dirname (entries);

    g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  }
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: \"1914\"\nentries:\n"
    "  - {path: terrain.clear.defence, value: none, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n"
    "  - {path: terrain.clear.attacker_die, value: 0, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  /* g1 (8) against f1 (4): 2:1; the cell of row 3 is missing. The referee rules DR, kept. */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", copy, "--attack", "g1",
                                                           "--defend", "f1", "--roll", "3",
                                                           "--result", "DR", "--keep", "--json",
                                                           NULL }, env, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "1914-CBT-11");
  g_assert_nonnull (strstr (json_object_get_string_member (answer, "question"),
                            "row 3, column 2:1"));
  g_assert_cmpstr (json_object_get_string_member (answer, "decision"), ==, "DR");
  g_assert_true (json_object_get_boolean_member (answer, "kept"));
  g_assert_true (g_file_get_contents (entries, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "DR"));
  /* Kept, the cell answers the next roll of 3 at 2:1, and there is nothing left to rule. */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "attack", copy, "--attack", "g1",
                                                           "--defend", "f1", "--roll", "3", NULL },
                                        env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "DR"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", copy, "--attack", "g1",
                                                           "--defend", "f1", "--roll", "3",
                                                           "--result", "DE", NULL }, env, &out,
                                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "nothing to rule"));

  /* Applied: f1 has three ways out, so the owner must pick; nothing is written until then. */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "apply", copy, "--attack", "g1",
                                                           "--defend", "f1", "--result", "DR",
                                                           NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "chosen by the owner (1914-RET-7)"));
  g_assert_nonnull (strstr (err, "0402, pushing f2 to"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "apply", copy, "--attack", "g1",
                                                           "--defend", "f1", "--result", "DR",
                                                           "--retreat", "f1=0403", "--advance",
                                                           "g1", "--json", NULL }, env, &out,
                                        &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "recorded"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "events")), ==,
                    2);
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 1);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "1914-RET-6");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "g1");
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: ruling"));
  g_assert_nonnull (strstr (written, "\"crt\""));
  g_assert_nonnull (strstr (written, "hex: \"0403\""));
  g_assert_nonnull (strstr (written, "batch: 1"));
  /* The journal reads back; g1 stands where f1 was. */
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0303", "--json", NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "\"id\" : \"g1\""));
  g_assert_null (strstr (out, "\"id\" : \"f1\""));
  /* The log tells the ruling and the result; one undo takes the whole result back. */
  g_assert_cmpint (run ((const char *[]) { "log", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "1  ruling  Turn 2: ruling (1914-CBT-11): "));
  g_assert_nonnull (strstr (out, "3  move  Turn 2: g1 moves to 0303 (advance (1914-RET-6))"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "undone: 2  move"));
  g_assert_nonnull (strstr (out, "undone: 3  move"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", copy, "0303", "--json", NULL }, &out,
                        &err), ==, 0);
  g_assert_nonnull (strstr (out, "\"id\" : \"f1\""));
  g_assert_cmpint (run ((const char *[]) { "log", copy, "--json", NULL }, &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "events")), ==,
                    1);
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--attack", "g1", "--defend",
                                           "f1", "--result", "DR", "--retreat", "f1", NULL },
                        &out, &err), ==, 2);
  remove_tree (home);
}

/* hex los: formats.md §4's own example on a BN board, the line from 0505 to 0705 along the
 * hexside 0604|0605 between two hills (19.2b), in JSON (its keys in order) and in words; a
 * partial forest symbol named (19.3c); 1914 without line of sight (1914-CBT-2), exit 0; an
 * unknown hex or a missing one is an error. */
static void
test_hex_los (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "los-bn.yaml", NULL);
  g_autofree char *game = vd_test_source_path ("tests", "files", "hex", "odds-1914.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *reason;
  JsonArray *along;

  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0505", "0705", "--json", NULL },
                        &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "from"), ==, "0505");
  g_assert_cmpstr (json_object_get_string_member (answer, "to"), ==, "0705");
  g_assert_false (json_object_get_boolean_member (answer, "clear"));
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "19.2b");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "0604|0605");
  g_assert_cmpstr (json_object_get_string_member (answer, "blocking"), ==, "0604|0605");
  along = json_object_get_array_member (answer, "along");
  g_assert_cmpuint (json_array_get_length (along), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (along, 0), ==, "0604|0605");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "hexes")), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (answer, "unchecked"), "rule"), ==, "19.4");
  g_assert_true (strstr (out, "\"from\"") < strstr (out, "\"to\"") &&
                 strstr (out, "\"to\"") < strstr (out, "\"clear\"") &&
                 strstr (out, "\"clear\"") < strstr (out, "\"reasons\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0505", "0705", NULL },
                        &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "0505 → 0705: blocked by 0604|0605\n"));
  /* The forest symbol covers part of 0303: whether the line crosses it is the owner's to see. */
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0302", "0304", "--json", NULL },
                        &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "clear"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (answer, "missing"), "why"),
                            "printed symbol in 0303"));
  g_assert_cmpint (run ((const char *[]) { "hex", "info", board, "0303", "--json", NULL },
                        &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "symbol"), ==, "partial");
  /* 1914 has none: said, with its rule, exit 0. */
  g_assert_cmpint (run ((const char *[]) { "hex", "los", game, "0303", "0305", "--json", NULL },
                        &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "clear"));
  g_assert_cmpstr (json_object_get_string_member (answer, "verdict"), ==, "none");
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "1914-CBT-2");
  /* Bad input: exit 1 with the hex named, or a usage error. */
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0505", "9999", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no hex “9999”"));
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0505", "0505", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "two different hexes"));
  g_assert_cmpint (run ((const char *[]) { "hex", "los", board, "0505", NULL }, &out, &err), ==,
                   2);
}

/* hex combats (help "Mandatory combats"): who must attack and be attacked in the phase the
 * journal has reached, who has fought, the stacks, and a plan checked with its rules. */
static void
test_hex_combats (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "combats-1914.yaml",
                                                NULL);
  g_autofree char *bn = vd_test_source_path ("tests", "files", "hex", "command-bn.yaml", NULL);
  g_autofree char *lba = vd_test_source_path ("tests", "files", "hex", "move-lba.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL, *plan_file = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *first, *plan, *failure;
  int fd;

  g_assert_cmpint (run ((const char *[]) { "hex", "combats", board, "--json", NULL }, &out,
                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "phase"), ==, "german-combat");
  g_assert_true (json_object_get_boolean_member (answer, "forced"));
  g_assert_cmpstr (json_object_get_string_member (answer, "attacker"), ==, "german");
  first = json_array_get_object_element (json_object_get_array_member (answer, "must_attack"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "unit"), ==, "g1");
  g_assert_cmpstr (json_object_get_string_member (first, "rule"), ==, "1914-CBT-2");
  g_assert_cmpstr (json_object_get_string_member (first, "by"), ==, "f1,f2");
  first = json_array_get_object_element (json_object_get_array_member (answer,
                                                                       "must_be_attacked"), 2);
  g_assert_cmpstr (json_object_get_string_member (first, "unit"), ==, "f3");
  g_assert_true (json_object_get_boolean_member (first, "fought"));
  g_assert_cmpint (json_object_get_int_member (answer, "owed"), ==, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "stacks")), ==,
                    2);
  g_assert_true (strstr (out, "\"turn\"") < strstr (out, "\"phase\"") &&
                 strstr (out, "\"phase\"") < strstr (out, "\"forced\""));

  g_assert_cmpint (run ((const char *[]) { "hex", "combats", board, "--plan", "g1>f1,f2",
                                           "--json", NULL }, &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  plan = json_object_get_object_member (answer, "plan");
  g_assert_false (json_object_get_boolean_member (plan, "satisfied"));
  failure = json_array_get_object_element (json_object_get_array_member (plan, "failures"), 0);
  g_assert_cmpstr (json_object_get_string_member (failure, "rule"), ==, "1914-CBT-5");
  g_assert_cmpstr (json_object_get_string_member (failure, "by"), ==, "0202");

  fd = g_file_open_tmp ("vedette-plan-XXXXXX", &plan_file, NULL);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (plan_file, "# the German combats\ng1, g2 > f1, f2\n", -1,
                                      NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", board, "--plan-file", plan_file,
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "The plan does what the phase owes."));
  g_assert_nonnull (strstr (out, "  g1 (0202): in the zone of f1,f2 as the phase began "
                                 "(1914-CBT-2) — still to fight\n"));
  g_assert_true (g_file_set_contents (plan_file, "g1,g2>f1,f2\ng3 f3\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", board, "--plan-file", plan_file,
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, ":2:1: error: a combat is ATTACKERS>DEFENDERS"));
  g_unlink (plan_file);
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", board, "--plan", "g1,g2>x9", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no unit “x9”"));

  /* BN 14.0: none forced; LBA: unknown. */
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", bn, "--json", NULL }, &out, &err),
                   ==, 0);
  g_clear_object (&parser);
  answer = parse_object (out, &parser);
  g_assert_false (json_object_get_boolean_member (answer, "forced"));
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (answer,
                                                                                  "reasons"), 0),
                     "rule"), ==, "14.0");
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", lba, NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "unknown, supply it: the rules of its zones (influence) "
                                        "are missing"));
}

/* hex fire (help "Fire on a board"): BN 20.4's example from the command line, the JSON keys,
 * and bad input. */
/* BN melee (23.1j): hex odds counts the letters, AA at most, skirmishers counting, and names
 * the missing Odds Table; hex attack takes a roll of BN's melee die, 1 to 6, and refuses 7. */
static void
test_hex_odds_bn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "melee-bn.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) keys = NULL;
  JsonObject *answer, *missing;
  const char *order[] = { "attack", "defence", "odds", "column", "die_modifier", "reasons" };
  guint i = 0;

  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "a,a2", "--defend",
                                           "b,sk", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  keys = json_object_get_members (answer);
  for (GList *k = keys; k != NULL && i < G_N_ELEMENTS (order); k = k->next, i++)
    g_assert_cmpstr (k->data, ==, order[i]);
  g_assert_cmpfloat (json_object_get_double_member (answer, "attack"), ==, 8);
  g_assert_cmpfloat (json_object_get_double_member (answer, "defence"), ==, 5);
  g_assert_true (json_object_get_null_member (answer, "odds"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  missing = json_object_get_object_member (answer, "missing");
  g_assert_cmpstr (json_object_get_string_member (missing, "rule"), ==, "23.0");
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "a,a2", "--defend",
                                           "b,sk", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "23.1j  the attackers' AA + A (12 C) count as AA (8 C)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "a,a2",
                                           "--defend", "b,sk", "--roll", "7", NULL }, &out,
                       &err), ==, 1);
  g_assert_nonnull (strstr (err, "a roll is 1 to 6 on this game's die"));
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "a,a2",
                                           "--defend", "b,sk", "--roll", "4", NULL }, &out,
                       &err), ==, 0);
  g_assert_nonnull (strstr (out, "Odds Table (melee)"));
}

static void
test_hex_fire (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "fire-bn.yaml", NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-fire-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "bn.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {interpretation: bn-i-half-rounding, choice: up, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "fire", board, "--fire",
                                                           "line=2,col=6,heavy=1,light=½",
                                                           "--target", "al", "--flank", "--roll",
                                                           "65", NULL }, env, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "fire points 9.5: column 13, roll 65: 3(2)+MC"));
  g_assert_nonnull (strstr (out, "20.4-ex2  fire points 9½ in all, rounded: 10"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "fire", board, "--fire",
                                                           "line=2,col=6,heavy=1,light=0.5",
                                                           "--target", "al", "--flank", "--roll",
                                                           "65", "--json", NULL }, env, &out,
                                        &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpfloat (json_object_get_double_member (answer, "points"), ==, 9.5);
  g_assert_cmpstr (json_object_get_string_member (answer, "column"), ==, "13");
  g_assert_cmpint (json_object_get_int_member (answer, "shift"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (answer, "roll"), ==, 65);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "3(2)+MC");
  /* A roll the dice cannot give, a firer out of range, points that are not a number. */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "fire", board, "--fire",
                                                           "line=2", "--target", "al", "--roll",
                                                           "70", NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "11 to 66"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "heavy=1,far=2",
                                           "--target", "al", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "(20.2c)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "line=two",
                                           "--target", "al", NULL }, &out, &err), ==, 2);
  /* A cell the seed lacks, ruled (20.4): recorded; kept only once the table's headings are
   * the owner's; a roll the table answers has nothing to rule. */
  {
    g_autofree char *ruled = g_build_filename (home, "ruled.yaml", NULL);
    g_autofree char *text = NULL, *written = NULL, *kept = NULL;

    g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
    g_assert_true (g_file_set_contents (ruled, text, -1, NULL));
    g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", ruled, "--fire",
                                                 "line=2,col=6,heavy=1,light=½", "--target", "al",
                                                 "--flank", "--roll", "23", "--result", "1(1)+MC",
                                                 "--keep", NULL }, env, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "headings are entered"));
    g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", ruled, "--fire",
                                                 "line=2,col=6,heavy=1,light=½", "--target", "al",
                                                 "--flank", "--roll", "65", "--result", "1(1)",
                                                 NULL }, env, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "nothing to rule"));
    /* The owner enters the table's columns he needs (its 36 rows are the seed's). */
    g_assert_true (g_file_set_contents (entries,
      "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
      "  - {interpretation: bn-i-half-rounding, choice: up, status: entered, by: Test,"
      " at: \"2026-12-04T00:00:00Z\"}\n"
      "  - {chart: fire-table, columns: [\"12\", \"13\"], rows: ["
      "\"11\", \"12\", \"13\", \"14\", \"15\", \"16\", \"21\", \"22\", \"23\","
      " \"24\", \"25\", \"26\", \"31\", \"32\", \"33\", \"34\", \"35\", \"36\","
      " \"41\", \"42\", \"43\", \"44\", \"45\", \"46\", \"51\", \"52\", \"53\","
      " \"54\", \"55\", \"56\", \"61\", \"62\", \"63\", \"64\", \"65\", \"66\"],"
      " status: entered, by: Test, at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
    g_assert_cmpint (run_env ((const char *[]) { "hex", "ruling", ruled, "--fire",
                                                 "line=2,col=6,heavy=1,light=½", "--target", "al",
                                                 "--flank", "--roll", "23", "--result", "1(1)+MC",
                                                 "--keep", "--json", NULL }, env, &out, &err), ==,
                     0);
    g_clear_object (&parser);
    answer = parse_object (out, &parser);
    g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "20.0");
    g_assert_true (json_object_get_boolean_member (answer, "kept"));
    g_assert_true (g_file_get_contents (ruled, &written, NULL, NULL));
    g_assert_nonnull (strstr (written, "event: ruling"));
    g_assert_true (g_file_get_contents (entries, &kept, NULL, NULL));
    g_assert_nonnull (strstr (kept, "1(1)+MC"));
    /* Kept, the cell answers the next such roll. */
    g_assert_cmpint (run_env ((const char *[]) { "hex", "fire", ruled, "--fire",
                                                 "line=2,col=6,heavy=1,light=½", "--target", "al",
                                                 "--flank", "--roll", "23", NULL }, env, &out,
                                 &err), ==, 0);
    g_assert_true (g_str_has_prefix (out, "fire points 9.5: column 13, roll 23: 1(1)+MC"));
  }
  /* Without --roll Vedette rolls two dice read 11-66 and keeps the roll in the journal. */
  {
    g_autofree char *copy = g_build_filename (home, "fire.yaml", NULL);
    g_autofree char *text = NULL, *written = NULL;
    gint64 roll;

    g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
    g_assert_true (g_file_set_contents (copy, text, -1, NULL));
    g_assert_cmpint (run_env ((const char *[]) { "hex", "fire", copy, "--fire",
                                                             "line=2,col=6,heavy=1,light=0.5",
                                                             "--target", "al", "--flank",
                                                             "--seed", "5", "--json", NULL },
                                          env, &out, &err), ==, 0);
    g_clear_object (&parser);
    answer = parse_object (out, &parser);
    roll = json_object_get_int_member (answer, "roll");
    g_assert_true (roll >= 11 && roll <= 66 && roll % 10 >= 1 && roll % 10 <= 6);
    g_assert_true (json_object_get_boolean_member (answer, "recorded"));
    g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
    g_assert_nonnull (strstr (written, "event: combat"));
    g_assert_nonnull (strstr (written, "column: \"13\""));
  }
  remove_tree (home);
}


/* hex fire --opportunity (BN 15.1): only a battery whose close-fire zone covers the mover
 * (15.1d), recorded as opportunity fire (15.1e), none after a retreat (15.1f). */
static void
test_hex_fire_opportunity (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-opportunity-XXXXXX", NULL);
  g_autofree char *board = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  const char *head =
    "vedette: 1\nkind: board\ntitle: \"Opportunity\"\nruleset: bn\nturn: 2\n"
    "phase: al-movement\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: fr-b, side: french, class: artillery, hex: \"0505\", formation: unlimbered,"
    " facing: 3, strength: \"4\"}\n"
    "  - {id: fr-c, side: french, class: artillery, hex: \"0101\", formation: unlimbered,"
    " facing: 3, strength: \"4\"}\n"
    "  - {id: al-1, side: allied, class: infantry, hex: \"0507\", formation: line, facing: 0}\n";
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_true (g_file_set_contents (board, head, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "fr-c=4", "--target",
                                           "al-1", "--opportunity", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "fr-c has no close-fire zone over 0507"));
  g_assert_nonnull (strstr (err, "(15.1d)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "fr-b=4", "--target",
                                           "al-1", "--opportunity", "--seed", "3", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "recorded"));
  g_assert_nonnull (strstr (out, "\"15.1a\""));
  g_assert_nonnull (strstr (out, "\"15.1e\""));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "opportunity: true"));
  /* After a retreat (its note 25.3), none. */
  {
    g_autofree char *retreated = g_strconcat (head, "journal:\n"
      "  - {event: move, turn: 2, phase: al-movement, unit: al-1, hex: \"0507\","
      " path: [\"0506\", \"0507\"], note: \"25.3\"}\n", NULL);

    g_assert_true (g_file_set_contents (board, retreated, -1, NULL));
    g_assert_cmpint (run ((const char *[]) { "hex", "fire", board, "--fire", "fr-b=4", "--target",
                                             "al-1", "--opportunity", "--roll", "33", NULL },
                          &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "(15.1f)"));
  }
  remove_tree (home);
}

/* hex odds in LBA: its odds only shift both pre-melee checks (LBA-PRE-1, LBA-PRE-2). */
static void
test_hex_pre_melee (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "pre-melee-lba.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *pre;

  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "a1,a2",
                                           "--defend", "d1", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "odds"), ==, "2/1");
  pre = json_object_get_object_member (answer, "pre_melee");
  g_assert_cmpint (json_object_get_int_member (pre, "attacker"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (pre, "defender"), ==, 0);
  g_assert_true (strstr (out, "\"attack\"") < strstr (out, "\"defence\"") &&
                 strstr (out, "\"odds\"") < strstr (out, "\"reasons\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "a1", "--defend",
                                           "d1", "--condition", "defender-assaulted-in-flank",
                                           NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "6 against 3, 2/1: pre-melee checks, attacker +12, "
                                        "defender -12"));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "a1", "--defend",
                                           "d1", "--condition", "uphill", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "no condition “uphill”"));
}


/* hex returns and record reentry-die, reenter, rebuild (help "Units that come back"): who is
 * out, with the rule and why (1914-RET-5, 1914-HQ-4, 1914-REB-1, 1914-REB-2) in JSON and in
 * words; returns refused when not due, by a wrong hex or in a wrong phase, the file untouched. */
static void
test_hex_returns (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "returns-1914.yaml",
                                                NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-returns-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "1914.yaml", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *before = NULL, *after = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *answer, *one, *pair;
  JsonArray *list;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "returns", copy, "--json", NULL }, &out, &err),
                   ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpint (json_object_get_int_member (answer, "turn"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (answer, "phase"), ==, "status");
  list = json_object_get_array_member (answer, "out");
  g_assert_cmpuint (json_array_get_length (list), ==, 4);
  one = json_array_get_object_element (list, 0);
  members = json_object_get_members (one);
  g_assert_cmpstr (g_list_nth_data (members, 0), ==, "unit");
  g_assert_cmpstr (g_list_nth_data (members, 1), ==, "kind");
  g_assert_cmpstr (json_object_get_string_member (one, "unit"), ==, "ger-a");
  g_assert_cmpstr (json_object_get_string_member (one, "kind"), ==, "off-map");
  g_assert_cmpstr (json_object_get_string_member (one, "rule"), ==, "1914-RET-5");
  g_assert_cmpstr (json_object_get_string_member (one, "exit_hex"), ==, "0604");
  g_assert_true (json_object_get_null_member (one, "die"));
  g_assert_false (json_object_get_boolean_member (one, "due"));
  one = json_array_get_object_element (list, 3);
  g_assert_cmpstr (json_object_get_string_member (one, "kind"), ==, "hq");
  g_assert_cmpstr (json_object_get_string_member (one, "rule"), ==, "1914-HQ-4");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "missing"),
                                                  "rule"), ==, "1914-i-hq-return-turn");
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_true (vd_test_json_has_reason (answer, "1914-RET-5", "re-entry die is not rolled yet"));
  g_assert_true (vd_test_json_has_reason (answer, "1914-REB-1", "may be paired from turn 3"));

  /* Refused, the file untouched: no die yet, then a hex that is not its way back. */
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reenter", "ger-a", "0605", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "ger-a has not rolled its re-entry die yet (1914-RET-5)"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reentry-die", "ger-a", "7", NULL },
                        &out, &err), ==, 2);
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reentry-die", "ger-a", "1", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "recorded: 6  move  Turn 3: ger-a off the map rolls 1: back from "
                            "turn 4 (1914-RET-5: 1 → +3)\n");
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reenter", "ger-a", "0605", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "ger-a may come back from turn 4, not in turn 3 (1914-RET-5)"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reentry-die", "ger-a", "5", NULL },
                        &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reenter", "ger-a", "0303", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not 0303 (1914-RET-5)"));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "reenter", "ger-a", "0603", NULL },
                        &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ger-a moves to 0603"));

  /* With the owner's readings, the HQ back anywhere in phase 1 and the pair rebuilt on ger-hq1. */
  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: \"1914\"\nentries:\n"
    "- {interpretation: 1914-i-hq-return-turn, choice: next-turn, status: entered, by: Ann, at: T}\n"
    "- {interpretation: 1914-i-rebuild-pair, choice: same-army, status: entered, by: Ann, at: T}\n",
    -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "returns", copy, "--json", NULL }, env,
                            &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_false (json_object_has_member (answer, "missing"));
  pair = json_array_get_object_element (json_object_get_array_member (answer, "pairs"), 0);
  g_assert_true (json_object_get_boolean_member (pair, "due"));
  g_assert_cmpstr (json_object_get_string_member (pair, "hq"), ==, "ger-hq1");
  g_assert_cmpstr (json_object_get_string_member (pair, "rule"), ==, "1914-REB-2");
  g_assert_true (vd_test_json_has_reason (answer, "1914-REB-2", "+ ger-c: may be rebuilt now"));
  g_assert_true (vd_test_json_has_reason (answer, "1914-HQ-4", "anywhere its owner likes"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "returns", copy, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "Turn 3, phase status: 3 out of play\n"));
  g_assert_nonnull (strstr (out, "  ger-hq2  eliminated HQ, may come back now: eliminated in "
                                 "turn 1, its army not operational meanwhile: back in phase "
                                 "status of turn 2 or later, anywhere its owner likes "
                                 "(1914-HQ-4)\n"));
  g_assert_nonnull (strstr (out, "  pair ger-b + ger-c: may be rebuilt now, one of the two, on "
                                 "HQ ger-hq1, operational at once (1914-REB-2)\n"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "rebuild", "ger-b,ger-c",
                                               "fr-1", NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "fr-1 is not one of the pair ger-b, ger-c"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "rebuild", "ger-b,ger-c",
                                               "ger-c", NULL }, env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ger-c moves to 0606"));
  g_assert_nonnull (strstr (out, "ger-b: state merged"));
  /* Rebuilt, operational at once, by 1914-REB-2 (its line holding: ger-hq1 on its east edge). */
  g_assert_cmpint (run_env ((const char *[]) { "hex", "supply", copy, "ger-c", NULL }, env, &out,
                            &err), ==, 0);
  g_assert_cmpstr (out, ==, "ger-c: operational: rebuilt in turn 3: operational at once, its "
                            "line holding (1914-REB-2)\n");
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "reenter", "ger-hq2", "0303",
                                               NULL }, env, &out, &err), ==, 0);
  g_assert_cmpint (run_env ((const char *[]) { "hex", "returns", copy, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "Turn 3, phase status: 0 out of play\n");
  g_unlink (entries);
  g_rmdir (charts);
  g_clear_pointer (&charts, g_free);
  charts = g_build_filename (home, "vedette", NULL);
  g_rmdir (charts);
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 1914-OPT-1 on the command line: `hex turn` and `hex british-withdrawal` give option (a)'s
 * answer on turn 5 with the readings and the counters that decide it; `record british-withdrawal` is refused while the
 * British stay, and with the owner's readings takes them out and puts fr-1 in br-1's hex, one
 * step that `undo` takes back whole. */
static void
test_record_british_withdrawal (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-withdrawal-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "1914.yaml", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "withdrawal-1914.yaml",
                                                 NULL);
  g_autofree char *text = NULL, *before = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  JsonObject *answer;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "turn", copy, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "  1914-OPT-1  2 French counters are not behind the line of "
                                 "hexes whose number ends in 13: the British stay\n"
                                 "  1914-i-withdrawal-units  read as all (our default: not "
                                 "chosen)\n"));
  g_assert_nonnull (strstr (out, "  1914-OPT-1  fr-3 at 0413: on the line, not behind it\n"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "turn", copy, "--json", NULL }, env, &out,
                            &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "conditions")),
                    ==, 8);
  g_assert_nonnull (strstr (out, "1914-i-withdrawal-side"));
  g_assert_nonnull (strstr (out, "read as south (our default: not chosen)"));
  g_clear_object (&parser);
  g_assert_cmpint (run_env ((const char *[]) { "hex", "british-withdrawal", copy, "--json", NULL },
                            env, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "stay");
  g_assert_cmpstr (json_object_get_string_member (answer, "rule"), ==, "1914-OPT-1");
  g_assert_true (vd_test_json_has_reason (answer, "1914-OPT-1", "at 0312: short of the line"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "readings")),
                    ==, 4);
  g_assert_cmpint (run_env ((const char *[]) { "hex", "british-withdrawal", copy, NULL }, env,
                            &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  1914-OPT-1  fr-hq5 at 0312: short of the line\n"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "british-withdrawal", "fr-1=0110",
                                               NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "the British stay (1914-OPT-1)"));

  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: \"1914\"\nentries:\n"
    "- {interpretation: 1914-i-withdrawal-units, choice: combat-units, status: entered, by: Ann, at: T}\n"
    "- {interpretation: 1914-i-withdrawal-line, choice: on-or-beyond, status: entered, by: Ann, at: T}\n",
    -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "turn", copy, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "  1914-OPT-1  to withdraw: br-1, br-2, br-hq\n"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "british-withdrawal", copy, NULL }, env,
                            &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "to withdraw: br-1, br-2, br-hq (record … british-withdrawal"));
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "british-withdrawal", "fr-1",
                                               NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "UNIT=HEX or UNIT=HEX:HQ"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "british-withdrawal", "fr-1=0110",
                                               NULL }, env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "br-1 leaves the map"));
  g_assert_nonnull (strstr (out, "br-hq: state withdrawn"));
  g_assert_nonnull (strstr (out, "fr-1 moves to 0110"));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "returns", copy, NULL }, env, &out, &err),
                   ==, 0);
  g_assert_null (strstr (out, "br-"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "british-withdrawal", "none",
                                               NULL }, env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "the British have left the game already (1914-OPT-1)"));
  g_clear_object (&parser);
  g_assert_cmpint (run_env ((const char *[]) { "hex", "british-withdrawal", copy, "--json", NULL },
                            env, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "gone");
  g_assert_cmpint (run_env ((const char *[]) { "undo", copy, NULL }, env, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_null (strstr (after, "withdrawn"));
  g_assert_cmpint (run_env ((const char *[]) { "record", copy, "british-withdrawal", "none",
                                               NULL }, env, &out, &err), ==, 0);
  g_unlink (entries);
  g_rmdir (charts);
  g_clear_pointer (&charts, g_free);
  charts = g_build_filename (home, "vedette", NULL);
  g_rmdir (charts);
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 1914-RET-5: the re-entry die given with the result that puts the counter off the map, kept in
 * the same step (one undo takes both back); a die for a counter still on the map, or one the
 * game's die cannot give, refuses the whole, the file untouched. */
static void
test_hex_apply_reentry_die (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-reentry-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *before = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: \"Off the map\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0203\", strength: \"8\"}\n"
    "  - {id: g2, side: german, class: infantry, hex: \"0102\", strength: \"2\"}\n"
    "  - {id: f1, side: allied, class: infantry, hex: \"0103\", strength: \"4\"}\n", -1, NULL));
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--attack", "g1", "--defend",
                                           "f1", "--result", "DR", "--reentry-die", "g1=4",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "g1 is not out of play"));
  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--attack", "g1", "--defend",
                                           "f1", "--result", "DR", "--reentry-die", "f1=7",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "1 to 6"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  g_assert_cmpint (run ((const char *[]) { "hex", "apply", copy, "--attack", "g1", "--defend",
                                           "f1", "--result", "DR", "--reentry-die", "f1=4",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "events")),
                    ==, 2);
  g_assert_true (vd_test_json_has_reason (answer, "1914-RET-5", "retreats off the map"));
  g_assert_true (vd_test_json_has_reason (answer, "1914-RET-5", "rolls 4: back from turn 4"));
  g_assert_cmpint (run ((const char *[]) { "hex", "returns", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "die 4: back from turn 4 (1914-RET-5)"));
  /* One step: one undo takes the retreat and its die back. */
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "returns", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "0 out of play"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 1914-CBT-8 with 1914-CBT-3: `hex refuse` in the German combat phase falls the cavalry back,
 * kept in the file with whom it refused, read back by `hex combats` as a combat fought, so the
 * phase ends owing nothing; one undo takes it back. */
static void
test_hex_refuse (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-refuse-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (home, "board.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *saved = NULL, *out = NULL, *err = NULL;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: \"Refusal\"\nruleset: \"1914\"\nturn: 2\n"
    "grid: {hexes: flat, columns: 6, rows: 6, first: [1, 1], label: \"{col:02}{row:02}\", "
    "rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0304\": {terrain: sea}\n"
    "units:\n  - {id: g1, side: german, class: infantry, hex: \"0302\", strength: \"8\"}\n"
    "  - {id: fc, side: allied, class: cavalry, hex: \"0303\", strength: \"2\"}\n", -1, NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (run ((const char *[]) { "record", copy, "end-phase", NULL }, &out, &err),
                     ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "German combat"));
  g_assert_nonnull (strstr (out, "2 still to fight"));
  g_assert_cmpint (run ((const char *[]) { "hex", "refuse", copy, "--attack", "g1", "--defend",
                                           "fc", "--result", "DR", NULL }, &out, &err), ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "refuse", copy, "--attack", "g1", "--defend",
                                           "fc", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "give --retreat fc=HEX (0403; 0203)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "refuse", copy, "--attack", "g1", "--defend",
                                           "fc", "--retreat", "fc=0203", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "fc  refuses combat, falls back 1 hex  1914-CBT-8"));
  g_assert_nonnull (strstr (out, "fc  retreats to 0203  1914-RET-2"));
  g_assert_true (g_file_get_contents (copy, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "refused: [\"g1\"]"));
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "— fought"));
  g_assert_nonnull (strstr (out, "0 still to fight"));
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "fc refuses combat with g1, falls back to 0203"));
  g_assert_cmpint (run ((const char *[]) { "hex", "combats", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "2 still to fight"));
  g_unlink (backup);
  g_unlink (copy);
  g_rmdir (home);
}

/* 1914-CBT-9: a counter named twice would add its strength twice, so the combat commands refuse
 * it; a strength that is no number leaves the attack null, said as such, not 0; a strength no
 * counter prints is refused when recorded, the file left as it was. */
static void
test_hex_odds_1914_CBT_9_counted_once (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "odds-1914.yaml", NULL);
  g_autofree char *copy = vd_test_scratch_copy (board, "odds.yaml");
  g_autofree char *text = NULL, *before = NULL, *after = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  const char * const *twice[] = {
    (const char *[]) { "hex", "odds", board, "--attack", "g1,g2,g1", "--defend", "f1", NULL },
    (const char *[]) { "hex", "odds", board, "--attack", "g1", "--defend", "f1,f1", NULL },
    (const char *[]) { "hex", "attack", board, "--attack", "g1", "--defend", "f1,g1", "--roll",
                       "3", NULL },
  };
  JsonObject *answer;
  char *at;

  for (guint i = 0; i < G_N_ELEMENTS (twice); i++)
    {
      g_assert_cmpint (run (twice[i], &out, &err), ==, 1);
      g_assert_nonnull (strstr (err, "is named twice in --attack and --defend: a counter fights "
                                     "once"));
      g_assert_cmpstr (out, ==, "");
    }

  g_assert_true (g_file_get_contents (copy, &text, NULL, NULL));
  at = strstr (text, "hex: \"0302\", strength: \"8\"");
  g_assert_nonnull (at);
  memcpy (strstr (at, "\"8\""), "\"A\"", 3);
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", copy, "--attack", "g1", "--defend",
                                           "f1", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_null_member (answer, "attack"));
  g_assert_cmpfloat (json_object_get_double_member (answer, "defence"), ==, 10);
  g_assert_true (json_object_get_null_member (answer, "odds"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "unknown: supply it");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (answer,
                                                                                 "missing"),
                                                  "why"), ==,
                   "the strength of g1, “A”, is not a number (one printed on its counter)");
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", copy, "--attack", "g1", "--defend",
                                           "f1", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "? against 10: ?, column ?"));

  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "record", copy, "strength", "g2", "1e400", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "strength “1e400” is not one a counter prints: a whole number "
                                 "of 0 to 999"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  vd_test_remove_scratch (copy);
}

/* 1914-CBT-7 on the command line: `--reduce g1=4` brings g1 down to 4 with its reason; a
 * strength above its own is refused with the rule, a bare unit is a usage error. */
static void
test_hex_reduce (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "retreat-1914.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g1", "--defend",
                                           "f1", "--reduce", "g1=4", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "4 against 4"));
  g_assert_nonnull (strstr (out, "1914-CBT-7  attacks with 4 of its 8  g1"));
  g_assert_cmpint (run ((const char *[]) { "hex", "attack", board, "--attack", "g1", "--defend",
                                           "f1", "--reduce", "g1=9", "--roll", "3", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not “9” (1914-CBT-7)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "odds", board, "--attack", "g1", "--defend",
                                           "f1", "--reduce", "g1", NULL }, &out, &err), ==, 2);
}

/* hex charge on a BN board (24.1): the stack that charges together since the phase began,
 * one that joined it too late (24.1e), its reasons and what is left to the referee; the open
 * ground's cost is the test's, entered as the owner would (the Movement Table is missing). */
static void
test_hex_charge_bn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "charge-bn.yaml", NULL);
  g_autofree char *home = g_dir_make_tmp ("vedette-charge-XXXXXX", NULL);
  g_autofree char *vedette = g_build_filename (home, "vedette", NULL);
  g_autofree char *folder = g_build_filename (vedette, "charts", NULL);
  g_autofree char *entries = g_build_filename (folder, "bn.yaml", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *reason;
  JsonArray *chargers, *unchecked;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries,
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {path: terrain.clear.mp.cavalry, value: 1, status: entered, by: Test,"
    " at: \"2026-12-04T00:00:00Z\"}\n", -1, NULL));
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "charge", board, "h1", "h2",
                                                           "gen", "--target", "a1", "--json",
                                                           NULL }, env, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  chargers = json_object_get_array_member (answer, "chargers");
  g_assert_cmpuint (json_array_get_length (chargers), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (chargers, 2), ==, "gen");
  reason = json_array_get_object_element (json_object_get_array_member (answer, "reasons"), 3);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "24.1b");
  g_assert_cmpstr (json_object_get_string_member (reason, "by"), ==, "0205–0305–0405");
  unchecked = json_object_get_array_member (answer, "unchecked");
  reason = json_array_get_object_element (unchecked, 0);
  g_assert_cmpstr (json_object_get_string_member (reason, "rule"), ==, "28.0c");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "charge", board, "h1", "h3",
                                                           "--target", "a1", NULL }, env, &out,
                                        &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "charge of h1 at a1: refused, h3 was not stacked with "
                                        "h1 as the movement phase began (24.1e)\n"));
  g_assert_nonnull (strstr (out, "  the referee's: the direction: the Charge direction diagram "
                                 "is not in the seed (24.1b)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* An infantry counter among the chargers is an error of the command, not a refusal. */
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "charge", board, "a1",
                                                           "--target", "h1", NULL }, env, &out,
                                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "a1 is not cavalry"));
  g_assert_cmpint (g_unlink (entries), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_assert_cmpint (g_rmdir (vedette), ==, 0);
  g_assert_cmpint (g_rmdir (home), ==, 0);
}

/* hex withdraw (BN 24.2a): the hexes blown cavalry may end in; one too near is not legal; with
 * --apply a legal one goes to the journal, the counter blown there, and the file checks; hex
 * recover says it may not recover outside its rally phase (24.2c). */
static void
test_hex_withdraw_bn (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "charge-bn.yaml", NULL);
  g_autofree char *folder = g_dir_make_tmp ("vedette-withdraw-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "withdraw.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *text = NULL, *written = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *to;

  g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "withdraw", copy, "h1", "--to", "0204", NULL },
                        &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "h1 to 0204: not legal: 0204 is 1 hex away: a withdrawal "
                                        "goes 6 to 12 (24.2a)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "withdraw", copy, "h1", "--to", "0805",
                                           "--apply", "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpint (json_object_get_int_member (answer, "min_hexes"), ==, 6);
  to = json_object_get_object_member (answer, "to");
  g_assert_true (json_object_get_boolean_member (to, "legal"));
  g_assert_cmpint (json_object_get_int_member (to, "distance"), ==, 6);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "unit: h1, hex: \"0805\""));
  g_assert_nonnull (strstr (written, "formation: blown"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Blown in the movement phase, it may not recover before its rally phase (24.2c). */
  g_assert_cmpint (run ((const char *[]) { "hex", "recover", copy, "h1", NULL }, &out, &err),
                   ==, 0);
  g_assert_cmpstr (out, ==, "h1 may not try to recover: cavalry recovers only in the rally "
                            "phase (24.2c)\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "withdraw", copy, "a1", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "only cavalry withdraws blown (24.2a)"));
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_assert_cmpint (g_unlink (backup), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* BN 25.1b: hex rout names the nearest enemy and the ends of the rout, records one with --to
 * and --apply (the file checks), refuses a counter not routed; 25.5 E: far enough, nothing to
 * record. */
static void
test_hex_rout_bn (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-rout-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "rout.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer, *nearest;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: \"Rout\"\nruleset: bn\nturn: 1\nphase: fr-rally\n"
    "grid: {hexes: flat, columns: 12, rows: 12, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0808\", state: routed}\n"
    "  - {id: en, side: allied, class: infantry, hex: \"0806\"}\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "rout", copy, "fr", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "fr: 2 hexes from the nearest enemy, en: it retreats at "
                                        "once until 6 or more from every enemy (25.1b)\n"));
  g_assert_nonnull (strstr (out, "  0812  4 hexes\n"));
  g_assert_nonnull (strstr (out, "  0310  5 hexes (only as reading bn-i-rout-path reads it)\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "rout", copy, "fr", "--apply", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "its owner chooses one (25.1b)"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "rout", copy, "fr", "--to", "0812", "--apply",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = parse_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_true (json_object_get_boolean_member (answer, "must_rout"));
  nearest = json_object_get_object_member (answer, "nearest_enemy");
  g_assert_cmpstr (json_object_get_string_member (nearest, "unit"), ==, "en");
  g_assert_cmpint (json_object_get_int_member (nearest, "hexes"), ==, 2);
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (answer, "to"),
                                                 "legal"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "unit: fr, hex: \"0812\""));
  g_assert_nonnull (strstr (written, "note: \"25.1b\""));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Now 6 hexes away: no rout move, nothing to record. */
  g_assert_cmpint (run ((const char *[]) { "hex", "rout", copy, "fr", NULL }, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "fr: 6 hexes from the nearest enemy, en: 6 or more, no rout move "
                            "(25.1b)\n  25.1b  fr  6 hexes from the nearest enemy, en: 6 or more, "
                            "no rout move\n");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "rout", copy, "en", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "en is not routed: only a routed stack makes a rout move "
                                 "(25.1b)"));
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* BN 16.2c against 25.3a end to end: hemmed in by forest the owner made prohibited, fr has no
 * retreat; hex retreat --apply without --to records what reading bn-i-forced-prohibited makes
 * of it: eliminated (16.2c), or routed (25.3a), each one step with its rule as the note. */
static void
test_hex_retreat_bn_16_2c_forced (void)
{
  g_autofree char *home = g_dir_make_tmp ("vedette-forced-XXXXXX", NULL);
  g_autofree char *charts = g_build_filename (home, "vedette", "charts", NULL);
  g_autofree char *entries = g_build_filename (charts, "bn.yaml", NULL);
  g_autofree char *board = g_build_filename (home, "forced.yaml", NULL);
  g_autofree char *backup = g_strconcat (board, "~", NULL);
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  const char * const env[] = { "XDG_DATA_HOME", home, NULL };
  const char *text =
    "vedette: 1\nkind: board\ntitle: F\nruleset: bn\nturn: 1\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0304\": {terrain: forest}\n  \"0403\": {terrain: forest}\n"
    "  \"0203\": {terrain: forest}\n"
    "units:\n  - {id: fr, side: french, class: infantry, hex: \"0303\", formation: line,"
    " facing: 0, strength: B}\n";
  const char *head =
    "vedette: 1\nkind: hex-module-entries\nmodule: bn\nentries:\n"
    "  - {path: terrain.forest.mp.infantry, value: prohibited, status: entered, by: Test,"
    " at: \"2026-12-06T00:00:00Z\"}\n"
    "  - {interpretation: bn-i-rear, choice: straight-back, status: entered, by: Test,"
    " at: \"2026-12-06T00:00:00Z\"}\n";
  g_autofree char *eliminated = g_strconcat (head, "  - {interpretation: bn-i-forced-prohibited,"
                                             " choice: eliminated, status: entered, by: Test,"
                                             " at: \"2026-12-06T00:00:00Z\"}\n", NULL);
  g_autofree char *routed = g_strconcat (head, "  - {interpretation: bn-i-forced-prohibited,"
                                         " choice: routed, status: entered, by: Test,"
                                         " at: \"2026-12-06T00:00:00Z\"}\n", NULL);
  g_autoptr(GString) open = g_string_new (text);

  g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
  g_assert_true (g_file_set_contents (entries, eliminated, -1, NULL));
  g_assert_true (g_file_set_contents (board, text, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "retreat", board, "fr", "--apply", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "  fr  its only way is prohibited ground: forced into it, it is "
                                 "eliminated (not routed as 25.3a has it: reading "
                                 "bn-i-forced-prohibited)  16.2c\n"));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "hex: ~, eliminated: true, note: \"16.2c\"}"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_set_contents (entries, routed, -1, NULL));
  g_assert_true (g_file_set_contents (board, text, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "retreat", board, "fr", "--apply", NULL },
                            env, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "not eliminated as 16.2c has it (reading "
                                 "bn-i-forced-prohibited: routed)  25.3a\n"));
  g_assert_true (g_file_get_contents (board, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "state: routed, note: \"25.3a\"}"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* Without the forest fr has a way: its owner chooses it, nothing recorded without --to. */
  g_string_replace (open, "hexes:\n  \"0304\": {terrain: forest}\n  \"0403\": {terrain: "
                          "forest}\n  \"0203\": {terrain: forest}\n", "", 1);
  g_assert_true (g_file_set_contents (board, open->str, -1, NULL));
  g_assert_cmpint (run_env ((const char *[]) { "hex", "retreat", board, "fr", "--apply", NULL },
                            env, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "fr has a way to retreat: its owner chooses it (--to HEX)"));
  g_unlink (entries);
  g_rmdir (charts);
  g_clear_pointer (&charts, g_free);
  charts = g_build_filename (home, "vedette", NULL);
  g_rmdir (charts);
  g_unlink (board);
  g_unlink (backup);
  g_rmdir (home);
}

/* BN 20.2b: a fire Vedette rolls is kept in the journal; the same firer is then refused in
 * that fire phase, with the rule. */
static void
test_hex_fire_once_bn (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-fire-once-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "fire.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *out = NULL, *err = NULL;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: \"Fire once\"\nruleset: bn\nturn: 1\n"
    "phase: fr-offensive-fire\n"
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: line, side: french, class: infantry, hex: \"0504\", formation: line,"
    " strength: A}\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--seed", "3", NULL }, &out, &err), ==, 0);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--roll", "43", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "line has fired in this fire phase already, at al (20.2b)"));
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* BN 20.0, 8.2: a fire Vedette rolls in the rally phase is refused with both rules (exit 1,
 * nothing recorded); in the fire phase it is recorded, marked a fire; in the movement phase only
 * a melee's or a charge's fire (`--melee`) is. */
static void
test_hex_fire_phase_bn (void)
{
  static const char body[] =
    "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: al, side: allied, class: infantry, hex: \"0505\", formation: line}\n"
    "  - {id: line, side: french, class: infantry, hex: \"0504\", formation: line,"
    " strength: A}\n";
  g_autofree char *folder = g_dir_make_tmp ("vedette-fire-phase-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "fire.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *rally = g_strconcat ("vedette: 1\nkind: board\ntitle: \"Fire\"\nruleset: bn\n"
                                        "turn: 1\nphase: fr-rally\n", body, NULL);
  g_autofree char *fire = g_strconcat ("vedette: 1\nkind: board\ntitle: \"Fire\"\nruleset: bn\n"
                                       "turn: 1\nphase: fr-offensive-fire\n", body, NULL);
  g_autofree char *movement = g_strconcat ("vedette: 1\nkind: board\ntitle: \"Fire\"\n"
                                           "ruleset: bn\nturn: 1\nphase: fr-movement\n", body,
                                           NULL);
  g_autofree char *out = NULL, *err = NULL, *written = NULL;

  g_assert_true (g_file_set_contents (copy, rally, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--seed", "3", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no fire in First player: rally phase: fire belongs to the fire "
                                 "phases (8.2), and to a movement phase only within a melee, a "
                                 "charge or as opportunity fire (20.0)"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, rally);
  g_clear_pointer (&written, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_true (g_file_set_contents (copy, fire, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--seed", "3", NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: combat"));
  g_assert_nonnull (strstr (written, "fire: true"));
  g_assert_null (strstr (written, "melee: true"));
  g_clear_pointer (&written, g_free);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  /* The movement phase: a fire at range refused, a melee's fire recorded as one. */
  g_assert_true (g_file_set_contents (copy, movement, -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--seed", "3", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "a fire at range in First player: movement phase: a movement "
                                 "phase's fire comes only within a melee or a charge (say so) "
                                 "or as opportunity fire (20.0)"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run ((const char *[]) { "hex", "fire", copy, "--fire", "line=2", "--target",
                                           "al", "--melee", "--seed", "3", NULL }, &out, &err),
                   ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "melee: true"));
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/distance", test_hex_distance);
  g_test_add_func ("/cli/hex/retreat-bn-25.3b-25.3d", test_hex_retreat_bn);
  g_test_add_func ("/cli/hex/officer-bn-26.4d-26.4e", test_hex_officer_bn);
  g_test_add_func ("/cli/hex/line-along-hexsides", test_hex_line_along_hexsides);
  g_test_add_func ("/cli/hex/info", test_hex_info);
  g_test_add_func ("/cli/hex/errors", test_hex_errors);
  g_test_add_func ("/cli/check/completeness", test_check_completeness);
  g_test_add_func ("/cli/check/owner-entries", test_check_owner_entries);
  g_test_add_func ("/cli/check/missing-chart-rules-A8-OOB-1-OOB-2-OPT-4-1.4.1-11.0c-"
                   "LBA-FD-4-LBA-OOB-1-LBA-OOB-2-LBA-ADC-1", test_check_missing_chart_rules);
  g_test_add_func ("/cli/check/missing-chart-B3", test_check_missing_b3);
  g_test_add_func ("/cli/hex/reach-and-move", test_hex_reach_and_move);
  g_test_add_func ("/cli/hex/nightfall-FOG-2", test_hex_nightfall);
  g_test_add_func ("/cli/hex/move-B10-combats-B12-FOG-5", test_hex_naa_phase_refusals);
  g_test_add_func ("/cli/hex/supply-1914-SUP-1-SUP-2", test_hex_supply);
  g_test_add_func ("/cli/hex/rail-1914-RAIL-1", test_hex_rail);
  g_test_add_func ("/cli/hex/reactions-15.1-15.2", test_hex_reactions);
  g_test_add_func ("/cli/hex/command-10.5a", test_hex_command);
  g_test_add_func ("/cli/hex/retreat-1914-RET-2-RET-3", test_hex_retreat);
  g_test_add_func ("/cli/hex/odds-and-attack-1914-TER-5-CBT-11", test_hex_odds);
  g_test_add_func ("/cli/hex/los-19.2b-19.3c-1914-CBT-2", test_hex_los);
  g_test_add_func ("/cli/hex/apply-and-ruling-1914-CBT-11-RET-6", test_hex_apply_and_ruling);
  g_test_add_func ("/cli/hex/roster-fire-losses-20.4-20.6b", test_hex_roster_and_fire_losses);
  g_test_add_func ("/cli/hex/combats-1914-CBT-2-CBT-5", test_hex_combats);
  g_test_add_func ("/cli/hex/fire-20.4-ex2", test_hex_fire);
  g_test_add_func ("/cli/hex/fire-opportunity-15.1d-15.1e-15.1f", test_hex_fire_opportunity);
  g_test_add_func ("/cli/hex/odds-LBA-PRE-1-LBA-PRE-2", test_hex_pre_melee);
  g_test_add_func ("/cli/hex/odds-bn-23.1j", test_hex_odds_bn);
  g_test_add_func ("/cli/hex/formation-11.0a-16.1b", test_hex_formation);
  g_test_add_func ("/cli/rules/module", test_rules_of_module);
  g_test_add_func ("/cli/render/board", test_render_board);
  g_test_add_func ("/cli/hex/demo-boards", test_demo_boards);
  g_test_add_func ("/cli/hex/board-journal", test_board_journal);
  g_test_add_func ("/cli/record/board", test_record_board);
  g_test_add_func ("/cli/hex/returns-1914-RET-5-HQ-4-REB-1", test_hex_returns);
  g_test_add_func ("/cli/hex/apply-reentry-die-1914-RET-5", test_hex_apply_reentry_die);
  g_test_add_func ("/cli/hex/refuse-1914-CBT-8-CBT-3", test_hex_refuse);
  g_test_add_func ("/cli/hex/reduce-1914-CBT-7", test_hex_reduce);
  g_test_add_func ("/cli/record/exit-F4-F8", test_record_exit);
  g_test_add_func ("/cli/record/british-withdrawal-1914-OPT-1", test_record_british_withdrawal);
  g_test_add_func ("/cli/hex/turn-1914-CBT-2-SUD-4", test_hex_turn);
  g_test_add_func ("/hex/rules/bn/8.2-steps-cli", test_hex_turn_8_2_steps);
  g_test_add_func ("/cli/hex/victory-VIC-4-VIC-6", test_hex_victory);
  g_test_add_func ("/cli/hex/los-unit-20.2c", test_hex_los_unit);
  g_test_add_func ("/cli/hex/roll-zero", test_hex_roll_zero);
  g_test_add_func ("/cli/hex/apply-DEM-1-DEM-5", test_hex_apply_dem_1);
  g_test_add_func ("/cli/hex/ruling-LBA-GEN-1", test_hex_ruling_lba);
  g_test_add_func ("/cli/hex/retreat-LBA-GEN-1", test_hex_retreat_lba);
  g_test_add_func ("/cli/hex/charge-24.1-24.1e", test_hex_charge_bn);
  g_test_add_func ("/cli/hex/withdraw-24.2a-24.2c", test_hex_withdraw_bn);
  g_test_add_func ("/cli/hex/rout-25.1b", test_hex_rout_bn);
  g_test_add_func ("/cli/hex/retreat-bn-16.2c-forced-bn-i-forced-prohibited",
                   test_hex_retreat_bn_16_2c_forced);
  g_test_add_func ("/cli/hex/fire-once-20.2b", test_hex_fire_once_bn);
  g_test_add_func ("/cli/hex/odds-1914-CBT-9-counted-once", test_hex_odds_1914_CBT_9_counted_once);
  g_test_add_func ("/hex/rules/bn/20.0-fire-phase-cli", test_hex_fire_phase_bn);
  return g_test_run ();
}
