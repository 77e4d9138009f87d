#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"
#include "vd-test-json.h"

/* vedette-cli hex order, orders and initiative (help "BN's orders and initiative"): an order
 * sent and recorded, its acceptance, the sheet replayed from the journal, an initiative and
 * 10.2c's one try a turn, a missing cell refused for the journal, undo, bad input exit 1. */

static int
run (const char * const *args, char **out, char **err)
{
  g_clear_pointer (out, g_free);
  g_clear_pointer (err, g_free);
  return vd_test_run_cli (args, out, err);
}

static void
test_hex_orders (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "orders-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "orders.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL, sheet_parser = NULL;
  JsonObject *answer, *sheet;

  /* 10.1a, 10.1b: sent by aide, its cost the seed's example; the Command Points Table and the
   * officers' costs (not entered here) named. */
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--from", "grouchy", "--to",
                                           "davout", "--type", "attack", "--method", "written",
                                           "--text", "attack Telnitz", "--apply", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpint (json_object_get_int_member (answer, "cost"), ==, 10);
  g_assert_true (vd_test_json_has_reason (answer, "10.2-ex-order", "attack, written: 10 CP"));
  g_assert_nonnull (strstr (out, "Command Points Table"));
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: order"));
  g_assert_nonnull (strstr (written, "action: send"));
  /* 10.1f: Davout (4) from Grouchy (1), column 3, 25: D5. */
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--arrive", "1", "--roll", "25",
                                           "--quality", "4", "--sender-quality", "1", "--apply",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "line 1: D5\n"));
  g_assert_nonnull (strstr (out, "10.2-ex-order  Acceptance Table, column 3, roll 25: D5"));
  /* 10.1f: the delay is rolled from the next command phase. */
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--release", "1", "--die", "6",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "not legal: the delay is rolled from the command phase after "
                                 "turn 2 (10.1f)"));
  /* 10.1d: the sheet, replayed from the journal. */
  g_assert_cmpint (run ((const char *[]) { "hex", "orders", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "1  grouchy → davout  attack, written, by aide  sent turn"));
  g_assert_nonnull (strstr (out, "delayed D5: column 3, roll 25: D5 (10.1f)"));
  /* 10.1a: the type and method in the user's language, as the module names them. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli_env ((const char *[]) { "hex", "orders", copy, NULL },
                                        (const char *[]) { "LANGUAGE", "fr", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "grouchy → davout  attaque, écrit, par aide de camp"));
  /* 10.2c-e: Ney's try shuts out St Hilaire this turn. */
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "ney", "--roll", "63",
                                           "--quality", "2", "--anti", "-1", "--rank", "corps",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "ney: no effect\n"));
  g_assert_nonnull (strstr (out, "10.2d  quality 2, anti-initiative -1: column 1"));
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "st-hilaire", "--roll",
                                           "65", "--quality", "2", NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "st-hilaire: not legal: his commander ney tried for his units "
                                 "this turn (10.2c)"));
  /* A missing cell is not recorded without the referee's reading. */
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "davout", "--roll", "44",
                                           "--quality", "3", "--rank", "corps", "--apply", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "--result"));
  /* Nor a try whose rank (10.2c) is not known. */
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "davout", "--roll", "65",
                                           "--quality", "2", "--result", "initiative", "--apply",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "waits on what is missing"));
  /* Undo drops the try; the sheet follows the journal. */
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "orders", copy, "--json", NULL }, &out, &err),
                   ==, 0);
  sheet = vd_test_json_object (out, &sheet_parser);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sheet, "initiative")),
                    ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sheet, "orders")),
                    ==, 1);
  /* Bad input: exit 1, said; no mode: a usage error. */
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--from", "nobody", "--to",
                                           "davout", "--type", "attack", "--method", "written",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nobody"));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--arrive", "7", "--roll", "25",
                                           NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "no order 7 on the sheet"));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, NULL }, &out, &err), ==, 2);
  vd_test_remove_scratch (copy);
}

/* 8.2 from the command line: in the French command phase an order is written and Ney tries
 * for the initiative; an order written after it is refused with 8.2 and both steps' rules
 * (exit 1, nothing recorded); the acceptance roll comes after, its event keeping the order's
 * method (10.0a). */
static void
test_hex_command_steps (void)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-command-steps-XXXXXX", NULL);
  g_autofree char *copy = g_build_filename (folder, "command.yaml", NULL);
  g_autofree char *backup = g_strconcat (copy, "~", NULL);
  g_autofree char *out = NULL, *err = NULL, *before = NULL, *after = NULL, *written = NULL;

  g_assert_true (g_file_set_contents (copy,
    "vedette: 1\nkind: board\ntitle: \"Command\"\nruleset: bn\nturn: 2\nphase: fr-command\n"
    "grid: {hexes: flat, columns: 9, rows: 9, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n  - {id: ney, side: french, class: hq, hex: \"0707\"}\n"
    "  - {id: st-hilaire, side: french, class: officer, hex: \"0707\", army: ney}\n", -1, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--from", "ney", "--to",
                                           "st-hilaire", "--type", "attack", "--method",
                                           "person", "--apply", NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "ney", "--roll", "63",
                                           "--quality", "2", "--anti", "-1", "--rank", "corps",
                                           "--apply", NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &before, NULL, NULL));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--from", "ney", "--to",
                                           "st-hilaire", "--type", "other", "--method",
                                           "person", "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "Order writing (10.1) comes before Initiative (10.2), already "
                                 "under way in this phase (8.2)"));
  g_assert_true (g_file_get_contents (copy, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--arrive", "1", "--roll", "25",
                                           "--quality", "4", "--sender-quality", "1", "--apply",
                                           NULL }, &out, &err), ==, 0);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "action: arrive"));
  g_assert_nonnull (strstr (strstr (written, "action: arrive"), "method: in-person"));
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* hex stoppage (help "BN's attack stoppage"): Ney's corps tests, the seed's column and least
 * roll, a 2 stops it; JSON; a counter that is no HQ, and a roll two dice do not give, exit 1. */
static void
test_hex_stoppage (void)
{
  g_autofree char *board = vd_test_source_path ("tests", "files", "hex", "stoppage-bn.yaml",
                                                NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "ney", "--quality", "3",
                                           "--roll", "2", NULL }, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "ney tests for attack stoppage: stops\n"));
  g_assert_nonnull (strstr (out, "10.3-ex  the second table: 3 or more on two dice"));
  g_assert_nonnull (strstr (out, "10.3b  roll 2: it stops and waits for new orders"));
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "ney", "--commander-lost",
                                           "--json", NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "tests"));
  g_assert_cmpint (json_object_get_int_member (answer, "wrecked"), ==, 1);
  g_assert_true (json_object_get_null_member (answer, "column"));
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "fr-1", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "no corps HQ or division commander"));
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "ney", "--roll", "13",
                                           NULL }, &out, &err), ==, 1);
  /* 10.3c: a wing's own rules named missing; a rank no game has refused. */
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "ney", "--rank", "wing",
                                           NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "missing: 10.3c  a wing: this game’s own stoppage rules"));
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", board, "ney", "--rank", "king",
                                           NULL }, &out, &err), ==, 1);
}

/* hex emergency (help "BN's emergency retreat"): Ney's corps without orders may fall back,
 * 6 to 14 MP, fr-1 rolls for desertion; recorded, it shows on the sheet, and a second one that
 * turn is refused; JSON; a counter that is no HQ exits 1. hex orders: Ney's HQ pinned until then
 * (10.1h), d2 on a divisional order (10.5b), which hex command says too; --drop refused while
 * the radius is not known. */
static void
test_hex_emergency (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "emergency-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "emergency.yaml");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "emergency", copy, "ney", NULL }, &out, &err),
                   ==, 0);
  g_assert_true (g_str_has_prefix (out, "ney may make an emergency retreat: its HQ 6 to 14 MP "
                                        "to the rear\n"));
  g_assert_nonnull (strstr (out, "21.1  after the retreat: a roll on the Desertion Table, "
                                 "grade C"));
  g_assert_nonnull (strstr (out, "5.2  a willed move, not a retreat"));
  /* 10.1h, 10.5b: before it, Ney's HQ is pinned; d2 is on a divisional order of his own, and
   * may not drop it while whether he is back within the radius is not known. */
  g_assert_cmpint (run ((const char *[]) { "hex", "orders", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "no order needed for: officers' moves and acts;"));
  g_assert_nonnull (strstr (out, "  10.1h  ney  pinned: no order of its is in force"));
  g_assert_nonnull (strstr (out, "  10.5b  d2  on the divisional order of line 1"));
  g_assert_cmpint (run ((const char *[]) { "hex", "command", copy, "d2", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "  10.5b  on the divisional order of line 1: free of its usual "
                                 "command radius"));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--drop", "1", "--apply", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "waits on what is missing"));
  g_assert_cmpint (run ((const char *[]) { "hex", "order", copy, "--drop", "9", NULL }, &out,
                        &err), ==, 1);
  g_assert_nonnull (strstr (err, "no line 9 on the order sheet"));
  g_assert_cmpint (run ((const char *[]) { "hex", "emergency", copy, "ney", "--apply", "--json",
                                           NULL }, &out, &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "legal"));
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpint (json_object_get_int_member (answer, "line"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (answer, "desertion")),
                    ==, 2);
  g_assert_cmpint (run ((const char *[]) { "hex", "orders", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "2  ney → ney  non-attack"));
  g_assert_nonnull (strstr (out, "emergency retreat: one turn’s move to the rear, in turn 2"));
  g_assert_nonnull (strstr (out, "  10.1h  ney  may move as order 2 needs"));
  g_assert_cmpint (run ((const char *[]) { "hex", "emergency", copy, "ney", "--apply", NULL },
                        &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "it is already falling back this turn (10.4)"));
  g_assert_cmpint (run ((const char *[]) { "hex", "emergency", copy, "fr-1", NULL }, &out, &err),
                   ==, 1);
  g_assert_nonnull (strstr (err, "no HQ or division commander"));
  g_assert_cmpint (run ((const char *[]) { "hex", "emergency", copy, "ney", "--rank", "king",
                                           NULL }, &out, &err), ==, 1);
  /* 10.2b: the order Ney gives himself by initiative keeps its type, like any order's. */
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "ney", "--roll", "65",
                                           "--quality", "1", "--rank", "corps", "--order",
                                           "take the farm", "--type", "attack", "--apply",
                                           "--json", NULL }, &out, &err), ==, 0);
  g_clear_object (&parser);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (vd_test_json_has_reason (answer, "10.2b", "its order is of type attack, "
                                                           "followed like any other"));
  g_assert_cmpint (run ((const char *[]) { "hex", "orders", copy, "--json", NULL }, &out, &err),
                   ==, 0);
  g_assert_nonnull (strstr (out, "\"type\" : \"attack\""));
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "ney", "--roll", "65",
                                           "--quality", "1", "--rank", "corps", "--order", "t",
                                           "--type", "loud", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "not “loud” (10.1a)"));
}

/* BN 10.3, 8.2 (hex stoppage --apply): Ney's roll of 7 kept as a `roll` event, the command
 * phase's stoppage step, listed by log, replayed by check, one step for undo; without a roll
 * nothing is kept (exit 1); after an initiative (10.2) it is refused with 8.2. */
static void
test_hex_stoppage_recorded (void)
{
  g_autofree char *source = vd_test_source_path ("tests", "files", "hex", "stoppage-bn.yaml",
                                                 NULL);
  g_autofree char *copy = vd_test_scratch_copy (source, "stoppage.yaml");
  g_autofree char *out = NULL, *err = NULL, *written = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonObject *answer;

  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", copy, "ney", "--quality", "3",
                                           "--roll", "7", "--apply", "--json", NULL }, &out,
                        &err), ==, 0);
  answer = vd_test_json_object (out, &parser);
  g_assert_true (json_object_get_boolean_member (answer, "applied"));
  g_assert_cmpstr (json_object_get_string_member (answer, "result"), ==, "keeps attacking");
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_nonnull (strstr (written, "event: roll"));
  g_assert_nonnull (strstr (written, "test: stoppage"));
  g_assert_nonnull (strstr (written, "result: \"keeps-attacking\""));
  g_assert_cmpint (run ((const char *[]) { "log", copy, NULL }, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "3  roll  Turn 2: ney’s attack stoppage roll (10.3b): 7, on 1, "
                                 "3 or more needed: keeps attacking\n"));
  g_assert_cmpint (run ((const char *[]) { "check", copy, NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "undo", copy, NULL }, &out, &err), ==, 0);
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "event: roll"));
  /* Nothing rolled, nothing kept. */
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", copy, "ney", "--quality", "3",
                                           "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nothing to record: give the roll of two dice"));
  /* 8.2: the initiative (10.2) taken, the stoppage roll (10.3) comes too late. */
  g_assert_cmpint (run ((const char *[]) { "hex", "initiative", copy, "ney", "--roll", "65",
                                           "--quality", "1", "--rank", "corps", "--order",
                                           "take the farm", "--type", "attack", "--apply",
                                           NULL }, &out, &err), ==, 0);
  g_assert_cmpint (run ((const char *[]) { "hex", "stoppage", copy, "ney", "--quality", "3",
                                           "--roll", "2", "--apply", NULL }, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "Corps attack stoppage checks (10.3) comes before Initiative "
                                 "(10.2), already under way in this phase (8.2)"));
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (copy, &written, NULL, NULL));
  g_assert_null (strstr (written, "event: roll"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/hex/orders-10.1-10.2", test_hex_orders);
  g_test_add_func ("/hex/rules/bn/8.2-command-steps-cli", test_hex_command_steps);
  g_test_add_func ("/cli/hex/stoppage-10.3-10.3c", test_hex_stoppage);
  g_test_add_func ("/hex/rules/bn/10.3-stoppage-recorded-cli", test_hex_stoppage_recorded);
  g_test_add_func ("/cli/hex/emergency-10.4-10.1h-10.5b-10.2b", test_hex_emergency);
  return g_test_run ();
}
