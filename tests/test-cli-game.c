/* A whole short game of each game module played through vedette-cli alone (issue 20): the
 * set-up written by the test, a few turns of moves, combats with the players' rolls given,
 * results applied, rulings where the seed lacks the chart, phases ended up to the game's end
 * where the module knows it; then the turn, the victory count and `check`, each with its rules.
 *
 * The journal replayed equals the live state. The board as played (its file, which is the
 * state every command reads) answers a fixed set of questions — `report --json` (every counter:
 * where, strength, state, roster, the losses per turn, the victory), `hex info` of every hex
 * holding a counter, `hex turn`, `hex victory` and, in BN, `hex roster`, all in JSON, and the
 * journal as `log --json` lists it (index, kind and text; not the events' times) — and:
 * 1. a new board written as the set-up text alone plus the played file's `journal:` section
 *    answers them identically: the state is the set-up and the journal replayed, nothing else;
 * 2. `undo` as many times as the game had steps (each `record`, `hex apply` and `hex ruling` is
 *    one) answers as the set-up did before play, and one more undo finds nothing to undo;
 * 3. the same commands run again on the undone board answer as the board as played did.
 * The events' times are not among the answers, so the check is deterministic.
 *
 * The boards are small and not the published maps; every value entered as the owner's (terrain
 * costs, zones, CRT headings and cells, the track's length, readings) is the test's own, not
 * the game's: each test has an XDG_DATA_HOME of its own for them. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdarg.h>
#include <string.h>

#include "vd-test-cli.h"

#define GRID(columns, rows) \
  "grid: {hexes: flat, columns: " #columns ", rows: " #rows ", first: [1, 1], " \
  "label: \"{col:02}{row:02}\", rows_up: false, stagger: even-down}\n"

#define ENTRY(what) \
  "  - {" what ", status: entered, by: Test, at: \"2026-12-04T00:00:00Z\"}\n"

#define ENTRIES(module) "vedette: 1\nkind: hex-module-entries\nmodule: \"" module "\"\nentries:\n"

typedef struct {
  char      *home;    /* the test's XDG_DATA_HOME, with the owner's entries */
  char      *dir;     /* the boards' folder */
  char      *board;   /* the board played */
  char      *report;  /* where `report` writes, the same for every board compared */
  const char *setup;  /* the set-up as written */
  gboolean   rosters; /* the module keeps loss rosters (BN) */
  GPtrArray *script;  /* GStrv: each command that wrote to the journal, "@" for the board */
} Game;

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

static Game *
game_new (const char *module, const char *setup, const char *entries)
{
  Game *game = g_new0 (Game, 1);

  game->home = g_dir_make_tmp ("vedette-game-XXXXXX", NULL);
  g_assert_nonnull (game->home);
  game->dir = g_build_filename (game->home, "boards", NULL);
  g_assert_cmpint (g_mkdir_with_parents (game->dir, 0700), ==, 0);
  game->board = g_build_filename (game->dir, "game.yaml", NULL);
  game->report = g_build_filename (game->dir, "report.csv", NULL);
  game->setup = setup;
  game->rosters = g_str_equal (module, "bn");
  game->script = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  if (entries != NULL)
    {
      g_autofree char *charts = g_build_filename (game->home, "vedette", "charts", NULL);
      g_autofree char *name = g_strconcat (module, ".yaml", NULL);
      g_autofree char *path = g_build_filename (charts, name, NULL);

      g_assert_cmpint (g_mkdir_with_parents (charts, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, entries, -1, NULL));
    }
  g_assert_true (g_file_set_contents (game->board, setup, -1, NULL));
  return game;
}

static void
game_free (Game *game)
{
  remove_tree (game->home);
  g_free (game->home);
  g_free (game->dir);
  g_free (game->board);
  g_free (game->report);
  g_ptr_array_unref (game->script);
  g_free (game);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Game, game_free)

/* Runs ARGS ("@" standing for BOARD) with the game's XDG_DATA_HOME; its exit status, OUT and
 * ERR. */
static int
run_on (Game *game, const char *board, const char * const *args, char **out, char **err)
{
  const char * const env[] = { "XDG_DATA_HOME", game->home, NULL };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();

  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) (g_str_equal (args[i], "@") ? board : args[i]));
  g_ptr_array_add (argv, NULL);
  return vd_test_run_cli_env ((const char * const *) argv->pdata, env, out, err);
}

/* Whether ARGS write to the journal: one undo step each (a `hex` command with --apply, or
 * recover with the referee's --result). */
static gboolean
writes (const char * const *args)
{
  if (g_str_equal (args[0], "record"))
    return TRUE;
  if (!g_str_equal (args[0], "hex"))
    return FALSE;
  if (g_str_equal (args[1], "apply") || g_str_equal (args[1], "ruling") ||
      g_strv_contains (args, "--apply"))
    return TRUE;
  return g_str_equal (args[1], "recover") && g_strv_contains (args, "--result");
}

/* Runs the command (NULL-terminated words, "@" the board) on the board played, expecting exit
 * status 0 and, unless EXPECT is NULL, EXPECT in its output; a command that writes is kept in
 * the script. Its output. */
static char *
play (Game *game, const char *expect, ...)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) args = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  const char *word;
  va_list ap;

  va_start (ap, expect);
  while ((word = va_arg (ap, const char *)) != NULL)
    g_strv_builder_add (builder, word);
  va_end (ap);
  args = g_strv_builder_end (builder);
  if (run_on (game, game->board, (const char * const *) args, &out, &err) != 0)
    g_error ("%s failed: %s%s", args[0], out, err);
  if (expect != NULL && strstr (out, expect) == NULL)
    g_error ("no\n%s\nin the answer to %s %s:\n%s%s", expect, args[0], args[1], out, err);
  if (writes ((const char * const *) args))
    g_ptr_array_add (game->script, g_steal_pointer (&args));
  return out;
}

#define PLAY(game, expect, ...) g_free (play (game, expect, __VA_ARGS__, NULL))

/* As play, for a command the game refuses: exit status 1, EXPECT in its error. */
static void
refused (Game *game, const char *expect, const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_on (game, game->board, args, &out, &err), ==, 1);
  if (strstr (err, expect) == NULL)
    g_error ("no\n%s\nin the refusal of %s %s:\n%s", expect, args[0], args[1], err);
}

/* Ends phases until the board stands at TURN, PHASE. */
static void
end_phases_to (Game *game, int turn, const char *phase)
{
  for (guint guard = 0; guard < 64; guard++)
    {
      g_autofree char *out = NULL, *err = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *now;

      g_assert_cmpint (run_on (game, game->board, (const char *[]) { "hex", "turn", "@",
                                                                     "--json", NULL },
                               &out, &err), ==, 0);
      g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
      now = json_node_get_object (json_parser_get_root (parser));
      if (json_object_get_int_member (now, "turn") == turn &&
          g_strcmp0 (json_object_get_string_member (now, "phase"), phase) == 0)
        return;
      PLAY (game, "end-phase", "record", "@", "end-phase");
    }
  g_error ("turn %d, %s never reached", turn, phase);
}

static int
compare_labels (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The answers compared (the header's comment): every question's JSON, one after the other. */
static char *
answers (Game *game, const char *board)
{
  g_autoptr(GString) all = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) hexes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *report = NULL, *err = NULL;
  const char *questions[][4] = {
    { "turn", "@", "--json", NULL }, { "victory", "@", "--json", NULL },
    { "roster", "@", "--json", NULL },
  };
  JsonArray *counters;

  g_assert_cmpint (run_on (game, board, (const char *[]) { "report", "@", "-o", game->report,
                                                           "--json", NULL },
                           &report, &err), ==, 0);
  g_string_append (all, report);
  g_assert_true (json_parser_load_from_data (parser, report, -1, NULL));
  counters = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                           "counters");
  for (guint i = 0; i < json_array_get_length (counters); i++)
    {
      JsonObject *counter = json_array_get_object_element (counters, i);
      const char *hex = json_object_get_string_member (counter, "hex");

      if (hex != NULL && !g_ptr_array_find_with_equal_func (hexes, hex, g_str_equal, NULL))
        g_ptr_array_add (hexes, g_strdup (hex));
    }
  g_ptr_array_sort (hexes, compare_labels);
  g_assert_cmpuint (hexes->len, >, 0);
  for (guint i = 0; i < hexes->len; i++)
    {
      const char *hex = hexes->pdata[i];
      g_autofree char *out = NULL, *e = NULL;

      g_assert_cmpint (run_on (game, board, (const char *[]) { "hex", "info", "@", hex,
                                                               "--json", NULL },
                               &out, &e), ==, 0);
      g_string_append (all, out);
    }
  /* The journal as `log` lists it, without the events' times. */
  {
    g_autofree char *out = NULL, *e = NULL;
    g_autoptr(JsonParser) log = json_parser_new ();
    JsonArray *events;

    g_assert_cmpint (run_on (game, board, (const char *[]) { "log", "@", "--json", NULL }, &out,
                             &e), ==, 0);
    g_assert_true (json_parser_load_from_data (log, out, -1, NULL));
    events = json_object_get_array_member (json_node_get_object (json_parser_get_root (log)),
                                           "events");
    for (guint i = 0; i < json_array_get_length (events); i++)
      {
        JsonObject *event = json_array_get_object_element (events, i);

        g_string_append_printf (all, "%" G_GINT64_FORMAT " %s %s\n",
                                json_object_get_int_member (event, "index"),
                                json_object_get_string_member (event, "event"),
                                json_object_get_string_member (event, "text"));
      }
  }
  for (guint q = 0; q < G_N_ELEMENTS (questions); q++)
    {
      g_autofree char *out = NULL, *e = NULL;
      const char *args[] = { "hex", questions[q][0], questions[q][1], questions[q][2], NULL };

      if (g_str_equal (questions[q][0], "roster") && !game->rosters)
        continue;
      g_assert_cmpint (run_on (game, board, args, &out, &e), ==, 0);
      g_string_append (all, out);
    }
  return g_string_free (g_steal_pointer (&all), FALSE);
}

/* The three checks of the header's comment; SETUP_ANSWERS are the set-up's before play. */
static void
assert_journal_replays (Game *game, const char *setup_answers)
{
  g_autofree char *played = answers (game, game->board);
  g_autofree char *text = NULL, *copy = g_build_filename (game->dir, "replayed.yaml", NULL);
  g_autofree char *replayed_text = NULL, *replayed = NULL, *undone = NULL, *again = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char *journal;
  guint steps = game->script->len;

  /* 1. The set-up written anew, with the played journal. */
  g_assert_true (g_file_get_contents (game->board, &text, NULL, NULL));
  journal = strstr (text, "\njournal:\n");
  g_assert_nonnull (journal);
  replayed_text = g_strconcat (game->setup, journal + 1, NULL);
  g_assert_true (g_file_set_contents (copy, replayed_text, -1, NULL));
  replayed = answers (game, copy);
  g_assert_cmpstr (replayed, ==, played);

  /* 2. Every step undone: the set-up again, and nothing more to undo. */
  for (guint i = 0; i < steps; i++)
    {
      g_autofree char *o = NULL, *e = NULL;

      g_assert_cmpint (run_on (game, game->board, (const char *[]) { "undo", "@", NULL }, &o,
                               &e), ==, 0);
    }
  g_assert_cmpint (run_on (game, game->board, (const char *[]) { "undo", "@", NULL }, &out,
                           &err), ==, 1);
  g_assert_nonnull (strstr (err, "nothing to undo"));
  undone = answers (game, game->board);
  g_assert_cmpstr (undone, ==, setup_answers);

  /* 3. The same commands again. */
  for (guint i = 0; i < steps; i++)
    {
      g_autofree char *o = NULL, *e = NULL;

      if (run_on (game, game->board, (const char * const *) game->script->pdata[i], &o, &e) != 0)
        g_error ("step %u replayed failed: %s%s", i + 1, o, e);
    }
  again = answers (game, game->board);
  g_assert_cmpstr (again, ==, played);
}

/* The JSON object of the command's answer. */
static JsonObject *
ask_json (Game *game, JsonParser **parser, const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_on (game, game->board, args, &out, &err), ==, 0);
  *parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (*parser, out, -1, NULL));
  return json_node_get_object (json_parser_get_root (*parser));
}

/* ---- Napoléon à Austerlitz -------------------------------------------------------------- */

static const char naa_setup[] =
  "vedette: 1\nkind: board\ntitle: \"Whole game\"\nruleset: naa\noptions: [zoc-1809]\n"
  "turn: 11\nphase: ar-move\n"
  "grid: {hexes: flat, columns: 8, rows: 8, first: [1, 26], label: \"{col:02}{row:02}\", "
  "rows_up: false, stagger: even-down}\n"
  "units:\n"
  "  - {id: f1, side: french, class: infantry, hex: \"0229\", strength: 6, movement: 4}\n"
  "  - {id: f2, side: french, class: infantry, hex: \"0627\", strength: 4, movement: 3}\n"
  "  - {id: a1, side: austro-russian, class: infantry, hex: \"0629\", strength: 3, "
  "movement: 3}\n"
  "  - {id: a2, side: austro-russian, class: infantry, hex: \"0631\", strength: 3, "
  "movement: 3}\n"
  "  - {id: a3, side: austro-russian, class: infantry, hex: \"0132\", strength: 2, "
  "movement: 3}\n";

/* The test's own values: clear ground 1 MP, carrying zones, with no effect on combat; the
 * losses/flight track 4 boxes (the markers meet at 3); the CRT's headings and two cells;
 * nightfall on turn 11 played as day. */
static const char naa_entries[] =
  ENTRIES ("naa")
  ENTRY ("path: terrain.clear.mp.infantry, value: 1")
  ENTRY ("path: terrain.clear.zoc, value: true")
  ENTRY ("path: terrain.clear.defence, value: none")
  ENTRY ("path: terrain.clear.attacker_die, value: none")
  ENTRY ("path: morale.track_length, value: 4")
  ENTRY ("interpretation: naa-i-nightfall, choice: turn-12-only")
  ENTRY ("chart: crt, columns: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\"], "
         "rows: [\"1:1\", \"2:1\", \"3:1\"]")
  ENTRY ("chart: crt, row: \"2:1\", column: \"4\", value: DR");

/* NaA from turn 11 to the end of turn 12 (A4): f1 moves into a1's zone paying C2's 1809 cost
 * (C3), attacks at 2:1 rounded down (D8), rolls 4: DR, a1 retreated by the victor (D11); on
 * turn 12 f1 and f2 attack a1 at 3:1, roll 5, a cell not entered: ruled an Exchange; applied,
 * a1 is eliminated (E12), what the attacker loses is the referee's (f2 to 2), and the
 * Austro-Russian army's markers meet: demoralized at once (DEM-1, DEM-5); a3 has left by the
 * Vienna road (0132, F5: no loss, `record … exit a3`, with 1 MP left, F7). The game is over after turn 12: 3
 * points lost are no French victory point, the exit one Austro-Russian (VIC-4): an
 * Austro-Russian tactical success (VIC-6). The map's rows are numbered from 26, so that its
 * west edge holds the Vienna road's hexes 0129-0132. */
static void
test_naa (void)
{
  g_autoptr(Game) game = game_new ("naa", naa_setup, naa_entries);
  g_autofree char *setup_answers = answers (game, game->board);
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = NULL, vparser = NULL;
  JsonObject *turn, *victory, *ar;
  JsonArray *sides;

  PLAY (game, "Turn 11: a2 moves to 0731", "record", "@", "move", "a2", "0731");
  end_phases_to (game, 11, "french-move");
  PLAY (game, "C2  0529  +1", "hex", "move", "@", "f1", "--to", "0529");
  PLAY (game, "f1 moves to 0529", "record", "@", "move", "f1", "0529");
  end_phases_to (game, 11, "french-combat");
  PLAY (game, "f1 (0529): in the zone of a1 as the phase began (D1)", "hex", "combats", "@");
  PLAY (game, "D8  6 against 3, rounded down: 2:1", "hex", "odds", "@", "--attack", "f1",
        "--defend", "a1");
  PLAY (game, "2:1, roll 4 (die 4): DR", "hex", "attack", "@", "--attack", "f1", "--defend",
        "a1", "--roll", "4");
  PLAY (game, "a1 retreats, moved by the victor (D11)", "hex", "retreat", "@", "a1");
  PLAY (game, "a1  retreats to 0729  D11", "hex", "apply", "@", "--attack", "f1", "--defend",
        "a1", "--result", "DR", "--retreat", "a1=0729");

  end_phases_to (game, 12, "ar-move");
  PLAY (game, "FOG-2  Night", "hex", "turn", "@");
  PLAY (game, "a3 leaves the map (F5", "record", "@", "exit", "a3");
  end_phases_to (game, 12, "french-move");
  PLAY (game, "f1 moves to 0629", "record", "@", "move", "f1", "0629");
  PLAY (game, "f2 moves to 0728", "record", "@", "move", "f2", "0728");
  end_phases_to (game, 12, "french-combat");
  PLAY (game, "roll 5: unknown, supply it: Combat results table: the cell of row 3:1, column 5 "
              "is not given (D8)", "hex", "attack", "@", "--attack", "f1,f2", "--defend", "a1",
        "--roll", "5");
  PLAY (game, "ruling (D8): Combat results table: the cell of row 3:1, column 5 is not given — "
              "Exchange", "hex", "ruling", "@", "--attack", "f1,f2", "--defend", "a1", "--roll",
        "5", "--result", "Exchange");
  out = play (game, "a1  eliminated  E12", "hex", "apply", "@", "--attack", "f1,f2", "--defend",
              "a1", "--result", "Exchange", NULL);
  g_assert_nonnull (strstr (out, "austro-russian  the army is demoralized: P 3 + D 0 reach 3 "
                                 "(DEM-1)  DEM-1"));
  g_assert_nonnull (strstr (out, "what Exchange does to the attacker is not in the seed (E12)"));
  PLAY (game, "f2: strength 2", "record", "@", "strength", "f2", "2");
  end_phases_to (game, 13, "ar-move");

  turn = ask_json (game, &parser, (const char *[]) { "hex", "turn", "@", "--json", NULL });
  g_assert_cmpint (json_object_get_int_member (turn, "last_turn"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (turn, "last_rule"), ==, "A4");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (turn, "over"),
                                                  "rule"), ==, "A4");
  refused (game, "the game is over: the game ended with turn 12 (A4)",
           (const char *[]) { "record", "@", "end-phase", NULL });
  victory = ask_json (game, &vparser, (const char *[]) { "hex", "victory", "@", "--json",
                                                         NULL });
  sides = json_object_get_array_member (victory, "sides");
  ar = json_array_get_object_element (sides, 1);
  g_assert_cmpstr (json_object_get_string_member (ar, "side"), ==, "austro-russian");
  g_assert_cmpint (json_object_get_int_member (ar, "total"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (ar, "vp"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (sides, 0), "vp"),
                   ==, 0);
  g_assert_cmpstr (json_object_get_string_member (victory, "winner"), ==, "austro-russian");
  g_assert_cmpstr (json_object_get_string_member (victory, "level"), ==, "tactical");
  g_assert_cmpstr (json_object_get_string_member (victory, "level_rule"), ==, "VIC-6");
  g_clear_pointer (&out, g_free);
  out = play (game, "  F5  by the Vienna road: 1 counter, no loss\n", "hex", "victory", "@",
              NULL);
  g_assert_nonnull (strstr (out, "French: losses 0, 0 victory points\n"));
  g_assert_nonnull (strstr (out, "  DEM-1  losses/flight track: P 3 + D 0 of 3\n"));
  PLAY (game, "20 events in the journal", "check", "@");
  assert_journal_replays (game, setup_answers);
}

/* ---- Brigade Napoléonienne --------------------------------------------------------------- */

static const char bn_setup[] =
  "vedette: 1\nkind: board\ntitle: \"Whole game\"\nruleset: bn\nturn: 1\nphase: fr-command\n"
  GRID (8, 8)
  "units:\n"
  "  - {id: fr-1, side: french, class: infantry, hex: \"0304\", formation: line, facing: 1, "
  "army: fr-div, roster: \"A _ B _ _ V _ C _ _ _ S\"}\n"
  "  - {id: fr-div, side: french, class: officer, hex: \"0204\", division_roster: \"_ V _\"}\n"
  "  - {id: al-1, side: allied, class: infantry, hex: \"0604\", formation: line, facing: 4, "
  "roster: \"A _ B _ C _\"}\n"
  "  - {id: al-art, side: allied, class: artillery, hex: \"0603\", formation: unlimbered, "
  "strength: \"5\"}\n"
  "  - {id: h1, side: french, class: cavalry, hex: \"0602\", formation: formed}\n"
  "  - {id: fr-5, side: french, class: infantry, hex: ~, arrives: {turn: 2, hexes: [\"0101\"]}}\n";

/* The test's own values: clear ground 1 MP for infantry and officers (the Movement Table). */
static const char bn_entries[] =
  ENTRIES ("bn")
  ENTRY ("path: terrain.clear.mp.infantry, value: 1")
  ENTRY ("path: terrain.clear.mp.officer, value: 1");

/* BN, two turns: fr-1 moves in line (16.2) within its commander's radius; h1, blown after a
 * charge the referee played, withdraws 8 hexes (24.2a) and recovers in the French rally (24.2c);
 * fr-5 arrives on turn 2 by its hex (16.4); fr-1 fires 2 points at
 * al-1, roll 43, a cell the seed lacks, ruled 1(1) and applied to al-1's row (20.6); the allied
 * guns fire 10 points from the flank (13.0b), column 13, roll 65: 3(2)+MC as the seed's example
 * reads it (20.4), which wrecks fr-1 (20.6a) and its division (20.6b), the morale check left to
 * the referee (20.4a); al-1's straggler recovered in its rally (21.2); on turn 2 fr-1 detaches a
 * skirmisher, which splits, combines, may not go on top beside al-1 and is taken back, then
 * detached again
 * (11.5a, 11.5g, 11.5h-B, 11.5d). The game's length is on
 * its missing turn record track (1.1d) and its victory in its scenarios: both named. */
static void
test_bn (void)
{
  g_autoptr(Game) game = game_new ("bn", bn_setup, bn_entries);
  g_autofree char *setup_answers = answers (game, game->board);
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = NULL, rparser = NULL, vparser = NULL;
  JsonObject *turn, *roster, *victory, *row;

  end_phases_to (game, 1, "fr-movement");
  PLAY (game, "fr-1 to 0504: legal, 2 MP", "hex", "move", "@", "fr-1", "--to", "0504");
  PLAY (game, "fr-1 moves to 0504", "record", "@", "move", "fr-1", "0504");
  PLAY (game, "h1 to 0108: legal, 8 hexes, blown (24.2a)", "hex", "withdraw", "@", "h1", "--to",
        "0108", "--apply");
  end_phases_to (game, 1, "fr-offensive-fire");
  PLAY (game, "unknown, supply it: Fire Table: the cell of column 2, roll 43 is not given (20.0)",
        "hex", "fire", "@", "--fire", "fr-1=2", "--target", "al-1", "--roll", "43");
  PLAY (game, "ruling (20.0): Fire Table: the cell of column 2, roll 43 is not given — 1(1)",
        "hex", "ruling", "@", "--fire", "fr-1=2", "--target", "al-1", "--roll", "43",
        "--result", "1(1)");
  PLAY (game, "al-1  1 X, 1 /: A X B / C _  20.6", "hex", "apply", "@", "--target", "al-1",
        "--result", "1(1)", "--roll", "43");
  end_phases_to (game, 1, "fr-rally");
  PLAY (game, "h1 may try to recover: one die on the Cavalry Recovery Table", "hex", "recover",
        "@", "h1", "--result", "recovered");
  end_phases_to (game, 1, "al-offensive-fire");
  PLAY (game, "fire points 10: column 13, roll 65: 3(2)+MC (20.0)", "hex", "fire", "@",
        "--fire", "al-art=10", "--target", "fr-1", "--flank", "--roll", "65");
  out = play (game, "fr-1  3 X, 2 /: A X B X X V / C / _ _ S  20.6", "hex", "apply", "@",
              "--target", "fr-1", "--result", "3(2)+MC", "--roll", "65", NULL);
  g_assert_nonnull (strstr (out, "fr-1  wrecked  20.6a"));
  g_assert_nonnull (strstr (out, "fr-div  the division of fr-div is wrecked  20.6b"));
  g_assert_nonnull (strstr (out, "the Morale Table is not in the seed (20.4a)"));
  end_phases_to (game, 1, "al-rally");
  PLAY (game, "al-1: roster 1 X, 0 /", "record", "@", "roster", "al-1", "1", "0");
  end_phases_to (game, 2, "fr-movement");
  PLAY (game, "fr-5  not on the map yet, may arrive now: a reinforcement, due from turn 2 by "
        "0101 (16.4)", "hex", "returns", "@");
  PLAY (game, "fr-5 moves to 0101", "record", "@", "reenter", "fr-5", "0101");
  PLAY (game, "fr-div moves to 0304", "record", "@", "move", "fr-div", "0304");
  PLAY (game, "fr-1 may: detach", "hex", "skirmish", "@", "fr-1", "detach", "--apply");
  PLAY (game, "fr-1-sk1 may: split", "hex", "skirmish", "@", "fr-1-sk1", "split", "--apply");
  PLAY (game, "fr-1-sk1 may: combine", "hex", "skirmish", "@", "fr-1-sk1", "combine",
        "fr-1-sk1-sk1", "--apply");
  PLAY (game, "fr-1-sk1 may not: to-top: an enemy counter stands next to its stack", "hex",
        "skirmish", "@", "fr-1-sk1", "to-top");
  PLAY (game, "fr-1 may: recall", "hex", "skirmish", "@", "fr-1", "recall", "fr-1-sk1",
        "--apply");
  PLAY (game, "fr-1 may: detach", "hex", "skirmish", "@", "fr-1", "detach", "--apply");
  end_phases_to (game, 3, "fr-command");

  turn = ask_json (game, &parser, (const char *[]) { "hex", "turn", "@", "--json", NULL });
  g_assert_cmpint (json_object_get_int_member (turn, "turn"), ==, 3);
  g_assert_true (json_object_get_null_member (turn, "over"));
  g_assert_true (json_object_get_null_member (turn, "last_turn"));
  g_assert_nonnull (strstr (json_object_get_string_member (
                      json_object_get_object_member (turn, "length_missing"), "why"),
                    "turn record track"));
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (turn, "length_missing"), "rule"), ==, "1.1d");
  roster = ask_json (game, &rparser, (const char *[]) { "hex", "roster", "@", "--json", NULL });
  row = json_array_get_object_element (json_object_get_array_member (roster, "rosters"), 0);
  g_assert_cmpstr (json_object_get_string_member (row, "unit"), ==, "fr-1");
  g_assert_cmpstr (json_object_get_string_member (row, "strength"), ==, "C");
  g_assert_true (json_object_get_boolean_member (row, "wrecked"));
  row = json_array_get_object_element (json_object_get_array_member (roster, "rosters"), 1);
  g_assert_cmpstr (json_object_get_string_member (row, "row"), ==, "A X B _ C _");
  g_assert_cmpstr (json_object_get_string_member (row, "strength"), ==, "B");
  row = json_array_get_object_element (json_object_get_array_member (roster, "divisions"), 0);
  g_assert_true (json_object_get_boolean_member (row, "wrecked"));
  victory = ask_json (game, &vparser, (const char *[]) { "hex", "victory", "@", "--json",
                                                         NULL });
  g_assert_cmpstr (json_object_get_string_member (victory, "result"), ==, "unknown: supply it");
  g_assert_nonnull (strstr (json_object_get_string_member (
                      json_object_get_object_member (victory, "missing"), "why"),
                    "scenarios"));
  PLAY (game, "6 units", "check", "@");
  assert_journal_replays (game, setup_answers);
}

/* ---- 1914 -------------------------------------------------------------------------------- */

static const char w1914_setup[] =
  "vedette: 1\nkind: board\ntitle: \"Whole game\"\nruleset: \"1914\"\n"
  "options: [scenario-sud]\nturn: 5\nphase: status\n" GRID (6, 6)
  "units:\n"
  "  - {id: g1, side: german, class: infantry, hex: \"0403\", strength: 6, movement: 3}\n"
  "  - {id: g2, side: german, class: infantry, hex: \"0404\", strength: 4, movement: 3}\n"
  "  - {id: f1, side: allied, class: infantry, hex: \"0203\", strength: 5, movement: 3, "
  "nation: french}\n"
  "  - {id: f2, side: allied, class: infantry, hex: \"0205\", strength: 3, movement: 3, "
  "nation: french}\n"
  "  - {id: ghq, side: german, class: hq, hex: \"0603\", strength: 0, movement: 4}\n"
  "  - {id: fhq, side: allied, class: hq, hex: \"0103\", strength: 0, movement: 4, "
  "nation: french}\n";

/* The test's own values: clear ground 1 MP, no effect on combat; one CRT cell. */
static const char w1914_entries[] =
  ENTRIES ("1914")
  ENTRY ("path: terrain.clear.mp.infantry, value: 1")
  ENTRY ("path: terrain.clear.mp.hq, value: 1")
  ENTRY ("path: terrain.clear.defence, value: none")
  ENTRY ("path: terrain.clear.attacker_die, value: none")
  ENTRY ("chart: crt, row: \"3\", column: \"2:1\", value: DR");

/* 1914 Sud from turn 5 to its end (6 turns, 1914-SUD-4): g1 and g2 attack f1 at 10 against 5,
 * 2:1 (1914-CBT-10), roll 3: DR, f1 retreated by its owner (1914-RET-7), g1 advances
 * (1914-RET-6); f1 must then attack g1 (1914-CBT-2) at 1:2, roll 2, a cell not entered: ruled
 * AR and applied; on turn 6 g1 attacks the lone French HQ, read at 6:1 (1914-CBT-12), roll 6
 * ruled DE: eliminated. The French were cut off at turn 6's status (1914-SUP-1): they score
 * nothing (1914-VIC-3), the Germans their strength (1914-VIC-1), 10 — more than Sud's 8: a
 * German victory (1914-SUD-5). */
static void
test_1914 (void)
{
  g_autoptr(Game) game = game_new ("1914", w1914_setup, w1914_entries);
  g_autofree char *setup_answers = answers (game, game->board);
  g_autoptr(JsonParser) parser = NULL, vparser = NULL;
  JsonObject *turn, *victory, *allies;
  JsonArray *reasons;
  gboolean vic_3 = FALSE;

  PLAY (game, "f1: operational, through fhq", "hex", "supply", "@");
  end_phases_to (game, 5, "german-move");
  PLAY (game, "g1 moves to 0303", "record", "@", "move", "g1", "0303");
  PLAY (game, "g2 moves to 0304", "record", "@", "move", "g2", "0304");
  end_phases_to (game, 5, "german-combat");
  PLAY (game, "1914-CBT-10  10 against 5, rounded in the defender's favour: 2:1", "hex", "odds",
        "@", "--attack", "g1,g2", "--defend", "f1");
  PLAY (game, "2:1, roll 3 (die 3): DR", "hex", "attack", "@", "--attack", "g1,g2", "--defend",
        "f1", "--roll", "3");
  PLAY (game, "f1 retreats, moved by the owner (1914-RET-7)", "hex", "retreat", "@", "f1");
  PLAY (game, "g1  advances into 0203, zones of control ignored  1914-RET-6", "hex", "apply",
        "@", "--attack", "g1,g2", "--defend", "f1", "--result", "DR", "--retreat", "f1=0104",
        "--advance", "g1");
  end_phases_to (game, 5, "allied-combat");
  PLAY (game, "f1 (0104): in the zone of g1 as the phase began (1914-CBT-2)", "hex", "combats",
        "@");
  PLAY (game, "roll 2: unknown, supply it: Combat results table: the cell of row 2, column 1:2 "
              "is not given (1914-CBT-11)", "hex", "attack", "@", "--attack", "f1", "--defend",
        "g1", "--roll", "2");
  PLAY (game, "ruling (1914-CBT-11)", "hex", "ruling", "@", "--attack", "f1", "--defend", "g1",
        "--roll", "2", "--result", "AR");
  PLAY (game, "f1  retreats to 0105  1914-RET-2", "hex", "apply", "@", "--attack", "f1",
        "--defend", "g1", "--result", "AR", "--retreat", "f1=0105");
  end_phases_to (game, 6, "german-combat");
  PLAY (game, "f1: not operational", "hex", "supply", "@");
  PLAY (game, "1914-CBT-12  read at 6:1, the best the table has", "hex", "odds", "@",
        "--attack", "g1", "--defend", "fhq");
  PLAY (game, "unknown, supply it: Combat results table: the cell of row 6, column 6:1 is not "
              "given (1914-CBT-11)", "hex", "attack", "@", "--attack", "g1", "--defend", "fhq",
        "--roll", "6");
  PLAY (game, "ruling (1914-CBT-11)", "hex", "ruling", "@", "--attack", "g1", "--defend", "fhq",
        "--roll", "6", "--result", "DE");
  PLAY (game, "fhq  eliminated", "hex", "apply", "@", "--attack", "g1", "--defend", "fhq",
        "--result", "DE");
  end_phases_to (game, 7, "status");

  turn = ask_json (game, &parser, (const char *[]) { "hex", "turn", "@", "--json", NULL });
  g_assert_cmpint (json_object_get_int_member (turn, "last_turn"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (turn, "last_rule"), ==, "1914-SUD-4");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (turn, "over"),
                                                  "rule"), ==, "1914-SUD-4");
  refused (game, "the game is over", (const char *[]) { "record", "@", "end-phase", NULL });
  victory = ask_json (game, &vparser, (const char *[]) { "hex", "victory", "@", "--json",
                                                         NULL });
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (victory, "sides"), 0), "total"), ==, 10);
  allies = json_array_get_object_element (json_object_get_array_member (victory, "sides"), 1);
  g_assert_cmpint (json_object_get_int_member (allies, "total"), ==, 0);
  reasons = json_object_get_array_member (allies, "reasons");
  for (guint i = 0; i < json_array_get_length (reasons); i++)
    vic_3 |= g_strcmp0 (json_object_get_string_member (json_array_get_object_element (reasons, i),
                                                       "rule"), "1914-VIC-3") == 0;
  g_assert_true (vic_3);
  g_assert_cmpstr (json_object_get_string_member (victory, "winner"), ==, "german");
  g_assert_cmpint (json_object_get_int_member (victory, "difference"), ==, 10);
  g_assert_cmpstr (json_object_get_string_member (victory, "level_rule"), ==, "1914-SUD-5");
  PLAY (game, "6 units", "check", "@");
  assert_journal_replays (game, setup_answers);
}

/* ---- La Bataille d'Austerlitz ------------------------------------------------------------ */

static const char lba_setup[] =
  "vedette: 1\nkind: board\ntitle: \"Whole game\"\nruleset: lba\nturn: 1\n"
  "phase: charge-phase\n" GRID (8, 8)
  "units:\n"
  "  - {id: f1, side: french, class: infantry, hex: \"0304\", strength: 7, movement: 4, "
  "nation: french, echelon: battalion}\n"
  "  - {id: f2, side: french, class: infantry, hex: \"0305\", strength: 4, movement: 4, "
  "nation: french, echelon: battalion}\n"
  "  - {id: c1, side: coalition, class: infantry, hex: \"0604\", strength: 3, movement: 4, "
  "nation: austrian, echelon: battalion}\n"
  "  - {id: c2, side: coalition, class: infantry, hex: \"0606\", strength: 3, movement: 4, "
  "nation: russian, echelon: battalion}\n";

/* LBA, two turns over the Special Rules' four phases: f1 moves next to c1 (clear 1 MP,
 * LBA-MOV-1; the zones of influence are the referee's); the assault's odds, 7 against 3, give
 * the pre-melee checks +3 and -3 (LBA-PRE-1); LBA fights no odds on a CRT (refused), its melee
 * table and retreat rules are missing (LBA-GEN-1): ruled, and the referee moves the counters;
 * on turn 2 f1 and f2 assault again at 11 against 3, whose row of the chart is reading
 * lba-i-pre-melee-odds (named, not chosen): ruled, and c1 is eliminated. The game's length and
 * victory are named as missing. No entries: LBA's movement chart is the seed's. */
static void
test_lba (void)
{
  g_autoptr(Game) game = game_new ("lba", lba_setup, NULL);
  g_autofree char *setup_answers = answers (game, game->board);
  g_autoptr(JsonParser) parser = NULL, vparser = NULL;
  JsonObject *turn, *victory;

  PLAY (game, "the referee’s: 0504: next to the enemy, and how zones of control work is not "
              "given", "record", "@", "move", "f1", "0504");
  end_phases_to (game, 1, "melee-combat");
  PLAY (game, "7 against 3, 2/1: pre-melee checks, attacker +3, defender -3", "hex", "odds", "@",
        "--attack", "f1", "--defend", "c1");
  refused (game, "does not fight by odds",
           (const char *[]) { "hex", "attack", "@", "--attack", "f1", "--defend", "c1",
                              "--roll", "44", NULL });
  PLAY (game, "ruling (LBA-GEN-1): the melee after the pre-melee checks (attacker +3, defender "
              "-3), roll 44: the Melee combat results table is not in the seed — attacker "
              "repulsed", "hex", "ruling", "@", "--attack", "f1", "--defend", "c1", "--roll",
        "44", "--result", "attacker repulsed");
  PLAY (game, "unknown, supply it: the retreat rules are in the Premier Rules, which the seed "
              "does not hold (LBA-GEN-1)", "hex", "retreat", "@", "f1");
  PLAY (game, "f1 moves to 0404", "record", "@", "move", "f1", "0404");
  PLAY (game, "f1: state disordered", "record", "@", "state", "f1", "disordered");
  end_phases_to (game, 2, "charge-phase");
  PLAY (game, "f1: back to its good face", "record", "@", "state", "f1", "~");
  PLAY (game, "f1 moves to 0505", "record", "@", "move", "f1", "0505");
  PLAY (game, "f2 moves to 0504", "record", "@", "move", "f2", "0504");
  end_phases_to (game, 2, "melee-combat");
  PLAY (game, "unknown, supply it: 11 against 3: which row of the chart is reading "
              "lba-i-pre-melee-odds", "hex", "odds", "@", "--attack", "f1,f2", "--defend", "c1");
  PLAY (game, "ruling (LBA-GEN-1)", "hex", "ruling", "@", "--attack", "f1,f2", "--defend", "c1",
        "--roll", "62", "--result", "defender eliminated");
  PLAY (game, "c1 is eliminated", "record", "@", "eliminate", "c1");
  end_phases_to (game, 3, "charge-phase");

  turn = ask_json (game, &parser, (const char *[]) { "hex", "turn", "@", "--json", NULL });
  g_assert_cmpint (json_object_get_int_member (turn, "turn"), ==, 3);
  g_assert_true (json_object_get_null_member (turn, "over"));
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (turn, "length_missing"), "rule"), ==,
                   "LBA-GEN-1");
  victory = ask_json (game, &vparser, (const char *[]) { "hex", "victory", "@", "--json",
                                                         NULL });
  g_assert_cmpstr (json_object_get_string_member (victory, "result"), ==, "unknown: supply it");
  PLAY (game, "4 units", "check", "@");
  assert_journal_replays (game, setup_answers);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/game/naa/D8-D11-E12-DEM-1-F5-VIC-4-VIC-6", test_naa);
  g_test_add_func ("/cli/game/bn/20.4-20.6a-20.6b-21.2-1.1d-24.2a-24.2c-16.4-11.5", test_bn);
  g_test_add_func ("/cli/game/1914/1914-CBT-10-CBT-12-RET-6-VIC-3-SUD-5", test_1914);
  g_test_add_func ("/cli/game/lba/LBA-PRE-1-LBA-GEN-1", test_lba);
  return g_test_run ();
}
