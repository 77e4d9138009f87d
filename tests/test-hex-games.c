#include <string.h>

#include "vd-board.h"
#include "vd-board-event.h"
#include "vd-board-side.h"
#include "vd-hex-turn.h"
#include "vd-error.h"

/* The four board games as data (help "Hex mode"): each module loads, names what its seed
 * leaves out, and carries the facts its seed gives with their rule; each demonstration board
 * loads against its module. */

typedef struct {
  const char *id;
  const char *board;
} Game;

static const Game games[] = {
  { "naa", "demo-naa.yaml" },
  { "bn", "demo-bn.yaml" },
  { "1914", "demo-1914.yaml" },
  { "lba", "demo-lba.yaml" },
};

static VdHexRuleset *
load_module (const char *id)
{
  g_autoptr(GError) error = NULL;
  VdHexRuleset *module = vd_hex_ruleset_load_named (id, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (module);
  return module;
}

static gboolean
has_chart_gap (const VdHexRuleset *module)
{
  for (guint i = 0; i < module->gaps->len; i++)
    {
      const VdHexGap *gap = g_ptr_array_index (module->gaps, i);

      if (gap->kind == VD_HEX_GAP_CHART_CELLS || gap->kind == VD_HEX_GAP_CHART_SIZE)
        return TRUE;
    }
  return FALSE;
}

/* Every module loads, has its sides, classes, phases and rules, each rule in both languages,
 * and reports at least one missing chart: none of the seeds holds all its charts. */
static void
test_games_modules_load (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(VdHexRuleset) module = load_module (games[g].id);

      g_test_message ("%s: %u rules, %u gaps", games[g].id, module->rules->len, module->gaps->len);
      g_assert_cmpstr (module->id, ==, games[g].id);
      g_assert_cmpuint (module->sides->len, >=, 2);
      g_assert_cmpuint (module->classes->len, >=, 1);
      g_assert_cmpuint (module->phases->len, >=, 1);
      g_assert_cmpuint (module->rules->len, >=, 10);
      g_assert_cmpuint (module->terrain->len, >=, 1);
      for (guint r = 0; r < module->rules->len; r++)
        {
          const VdHexRule *rule = g_ptr_array_index (module->rules, r);

          g_assert_cmpuint (strlen (rule->text.en), >, 0);
          g_assert_cmpuint (strlen (rule->text.fr), >, 0);
        }
      g_assert_true (has_chart_gap (module));
      for (guint i = 0; i < module->gaps->len; i++)
        g_free (vd_hex_gap_describe (module, module->gaps->pdata[i]));
    }
}

/* Every demonstration board loads against its module, says it is one, and its counters are
 * the module's sides and classes (the reader checks them). */
static void
test_games_demo_boards (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", games[g].board,
                                                     NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdHexRuleset) module = NULL;
      g_autoptr(VdBoard) board = vd_board_load (path, &module, &error);
      g_autofree char *title = NULL;
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      g_assert_cmpstr (module->id, ==, games[g].id);
      title = g_utf8_strdown (board->title, -1);
      g_assert_true (strstr (title, "demonstration") != NULL ||
                     strstr (title, "démonstration") != NULL);
      text = vd_board_to_yaml (board, NULL, &error);
      g_assert_no_error (error);
    }
}

static const char *
scalar_at (const VdHexRuleset *module, const char *path)
{
  const VdYamlNode *node = vd_hex_ruleset_lookup (module, path);

  g_assert_nonnull (node);
  g_assert_cmpint (node->kind, ==, VD_YAML_SCALAR);
  return node->value;
}

/* Facts each seed gives, carried with their rule (a sample per game, against the seeds). */
static void
test_games_facts_from_the_seeds (void)
{
  g_autoptr(VdHexRuleset) naa = load_module ("naa");
  g_autoptr(VdHexRuleset) bn = load_module ("bn");
  g_autoptr(VdHexRuleset) game1914 = load_module ("1914");
  g_autoptr(VdHexRuleset) lba = load_module ("lba");
  const VdHexTerrain *forest;

  /* NaA: rigid ZOC (C1), phases A9, exits numbered 0129–0132 (F8). */
  g_assert_cmpstr (scalar_at (naa, "zoc.model"), ==, "rigid");
  g_assert_nonnull (vd_hex_ruleset_find_rule (naa, "C5"));
  g_assert_nonnull (vd_hex_ruleset_find_rule (naa, "E17"));
  g_assert_cmpstr (scalar_at (naa, "grid.label"), ==, "{col:02}{row:02}");
  g_assert_cmpuint (naa->phases->len, ==, 5);

  /* BN: CC.RR counted upwards (1.1a), no ZOC (14.0), infantry range 1 and artillery 8 (20.2c). */
  g_assert_cmpstr (scalar_at (bn, "grid.label"), ==, "{col}.{row:02}");
  g_assert_cmpstr (scalar_at (bn, "grid.rows_up"), ==, "true");
  g_assert_cmpstr (scalar_at (bn, "zoc.model"), ==, "none");
  g_assert_cmpstr (scalar_at (bn, "combat.ranges.infantry"), ==, "1");
  g_assert_cmpstr (scalar_at (bn, "combat.ranges.artillery"), ==, "8");
  g_assert_nonnull (vd_hex_ruleset_find_rule (bn, "16.2e"));

  /* 1914: sticky ZOC with a 2-MP exit, odds for the defender within 1:5–6:1. */
  g_assert_cmpstr (scalar_at (game1914, "zoc.model"), ==, "sticky");
  g_assert_cmpstr (scalar_at (game1914, "zoc.leave_mp"), ==, "2");
  g_assert_cmpstr (scalar_at (game1914, "combat.odds.rounding"), ==, "defender");
  g_assert_cmpstr (scalar_at (game1914, "combat.odds.min"), ==, "1:5");
  g_assert_cmpstr (scalar_at (game1914, "combat.odds.max"), ==, "6:1");

  /* LBA: the movement chart the Special Rules give (SR p.2), Cossacks apart. */
  forest = vd_hex_ruleset_find_terrain (lba, "forest");
  g_assert_cmpfloat (forest->mp[0].mp, ==, 2);
  g_assert_cmpfloat (forest->mp[1].mp, ==, 5);
  g_assert_cmpfloat (forest->mp[2].mp, ==, 3);
  g_assert_cmpint (forest->mp[3].status, ==, VD_HEX_MP_PROHIBITED);
  g_assert_cmpfloat (vd_hex_ruleset_find_hexside (lba, "slope")->mp[3].mp, ==, 4);
  g_assert_cmpfloat (vd_hex_ruleset_find_terrain (lba, "road")->mp[0].mp, ==, 0.5);
}

/* What the 1914 CRT lacks is counted cell by cell: its size is given, none of its cells. */
static void
test_games_1914_crt_gap (void)
{
  g_autoptr(VdHexRuleset) module = load_module ("1914");
  gboolean found = FALSE;

  for (guint i = 0; i < module->gaps->len; i++)
    {
      const VdHexGap *gap = g_ptr_array_index (module->gaps, i);
      g_autofree char *text = vd_hex_gap_describe (module, gap);

      if (gap->kind == VD_HEX_GAP_CHART_CELLS && g_str_has_prefix (text, "Combat results table"))
        {
          g_assert_cmpuint (gap->total, ==, 70);
          g_assert_cmpuint (gap->missing, ==, 70);
          found = TRUE;
        }
    }
  g_assert_true (found);
}

static VdBoard *
load_demo (const char *name, VdHexRuleset **module)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", name, NULL);
  g_autoptr(GError) error = NULL;
  VdBoard *board = vd_board_load (path, module, &error);

  g_assert_no_error (error);
  return board;
}

/* NaA OPT-2: in semi-blind play a side sees the enemy's counters without their strength;
 * in open play (the option not chosen) it sees them all. */
static void
test_naa_opt_2_semi_blind (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = load_demo ("demo-naa.yaml", &module);
  g_autoptr(VdBoard) seen = NULL;
  const char *options[] = { "zoc-1805", "semi-blind", NULL };
  guint n_hidden = 0;

  g_assert_cmpint (vd_board_enemy_strength (board, module), ==, VD_BOARD_STRENGTH_SHOWN);
  g_strfreev (board->options);
  board->options = g_strdupv ((char **) options);
  g_assert_cmpint (vd_board_enemy_strength (board, module), ==, VD_BOARD_STRENGTH_HIDDEN);
  g_assert_cmpstr (vd_board_hidden_rule (module), ==, "OPT-2");
  seen = vd_board_side_view (board, board, module, "french");
  for (guint i = 0; i < seen->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (seen->units, i);

      g_assert_true (unit->strength_hidden == (g_strcmp0 (unit->side, "french") != 0));
      n_hidden += unit->strength_hidden;
    }
  /* The demonstration has counters of both armies. */
  g_assert_cmpuint (n_hidden, >, 0);
  g_assert_cmpuint (n_hidden, <, seen->units->len);
}

/* BN 9.0: losses are secret; a side sees the enemy's counters at their printed strength. */
static void
test_bn_9_0_secret_losses (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = load_demo ("demo-bn.yaml", &module);
  g_autoptr(VdBoard) board = vd_board_copy_without_journal (setup);
  g_autoptr(VdBoard) seen = NULL;
  VdBoardUnit *allied = NULL;

  g_assert_cmpint (vd_board_enemy_strength (board, module), ==, VD_BOARD_STRENGTH_AS_PRINTED);
  g_assert_cmpstr (vd_board_hidden_rule (module), ==, "9.0");
  for (guint i = 0; i < board->units->len && allied == NULL; i++)
    if (g_strcmp0 (((VdBoardUnit *) g_ptr_array_index (board->units, i))->side, "allied") == 0)
      allied = g_ptr_array_index (board->units, i);
  g_assert_nonnull (allied);
  g_free (allied->strength);
  allied->strength = g_strdup ("lost");
  seen = vd_board_side_view (board, setup, module, "french");
  g_assert_cmpstr (vd_board_find_unit (seen, allied->id)->strength, ==,
                   vd_board_find_unit (setup, allied->id)->strength);
  g_assert_false (vd_board_find_unit (seen, allied->id)->strength_hidden);
}

/* NaA A9: a turn is Austro-Russian movement and combat, French movement and combat, then the
 * turn marker; the phase after the last is the first of the next turn. */
static void
test_naa_a9_sequence (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = load_demo ("demo-naa.yaml", &module);
  const char *expected[] = { "ar-combat", "french-move", "french-combat", "turn-end",
                             "ar-move" };
  const VdYamlNode *sequence = vd_hex_ruleset_lookup (module, "sequence");

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const char *phase;
      int turn;

      g_assert_true (vd_board_next_phase (board, module, &turn, &phase));
      g_assert_cmpstr (phase, ==, expected[i]);
      g_assert_cmpint (turn, ==, i + 1 < G_N_ELEMENTS (expected) ? 1 : 2);
      g_free (board->phase);
      board->phase = g_strdup (phase);
      board->turn = turn;
    }
  /* The reason: every phase of the sequence cites A9. */
  for (guint i = 0; i < sequence->n_children; i++)
    g_assert_cmpstr (vd_yaml_lookup (sequence->children[i], "rule")->value, ==, "A9");
}

/* 1914-SUD-1: Sud is played with Nord's rules unchanged: both demo boards load the one 1914
 * module, with the same rules and phases, and the Sud option's note says so by the rule. */
static void
test_1914_sud_1 (void)
{
  g_autoptr(VdHexRuleset) nord_module = NULL, sud_module = NULL;
  g_autoptr(VdBoard) nord = load_demo ("demo-1914.yaml", &nord_module);
  g_autoptr(VdBoard) sud = load_demo ("demo-1914-sud.yaml", &sud_module);
  const VdYamlNode *options = vd_hex_ruleset_lookup (sud_module, "options");
  gboolean said = FALSE;

  g_assert_cmpstr (nord_module->id, ==, "1914");
  g_assert_cmpstr (sud_module->id, ==, "1914");
  g_assert_cmpuint (sud_module->rules->len, ==, nord_module->rules->len);
  g_assert_cmpuint (sud_module->phases->len, ==, nord_module->phases->len);
  g_assert_nonnull (vd_hex_ruleset_find_rule (sud_module, "1914-SEQ-2"));
  for (guint i = 0; i < options->n_children; i++)
    {
      const VdYamlNode *option = options->children[i];
      const char *note = vd_hex_ruleset_text (vd_yaml_lookup (option, "note"));

      if (g_strcmp0 (vd_yaml_lookup (option, "id")->value, "scenario-sud") == 0)
        said = note != NULL && strstr (note, "Nord's rules apply unchanged (1914-SUD-1)") != NULL;
    }
  g_assert_true (said);
}

/* BN 8.1, 8.2: a turn's phases in order, the first player's command, movement, fire (inactive
 * cavalry withdrawal, inactive fire, active fire) and rally, the second player's the same, then
 * the end of turn; each phase cites 8.1 (a command phase) or 8.2 (its steps in detail). */
static void
test_bn_8_1_8_2 (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = load_demo ("demo-bn.yaml", &module);
  const char *expected[] = { "fr-cavalry-withdrawal", "fr-defensive-fire", "fr-offensive-fire",
                             "fr-rally", "al-command", "al-movement", "al-cavalry-withdrawal",
                             "al-defensive-fire", "al-offensive-fire", "al-rally", "end-of-turn",
                             "fr-command", "fr-movement" };
  const VdYamlNode *sequence = vd_hex_ruleset_lookup (module, "sequence");

  g_assert_cmpstr (board->phase, ==, "fr-movement");
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const char *phase;
      int turn;

      g_assert_true (vd_board_next_phase (board, module, &turn, &phase));
      g_assert_cmpstr (phase, ==, expected[i]);
      g_assert_cmpint (turn, ==, i + 2 < G_N_ELEMENTS (expected) ? 1 : 2);
      g_free (board->phase);
      board->phase = g_strdup (phase);
      board->turn = turn;
    }
  for (guint i = 0; i < sequence->n_children; i++)
    {
      const char *id = vd_yaml_lookup (sequence->children[i], "id")->value;
      const char *rule = vd_yaml_lookup (sequence->children[i], "rule")->value;

      if (g_str_equal (id, "end-of-turn"))
        continue;
      g_assert_cmpstr (rule, ==, g_str_has_suffix (id, "-command") ? "8.1" : "8.2");
    }
}

static VdBoardEvent *
event_for (VdBoardEventKind kind, const VdBoard *board, const char *unit, const char *hex,
           const char *state)
{
  VdBoardEvent *event = vd_board_event_new (kind, board);

  event->unit_id = g_strdup (unit);
  event->hex = g_strdup (hex);
  event->state = g_strdup (state);
  return event;
}

/* LBA-FD-9: Bagration's Versteckt counters are hidden until discovered. The French side sees
 * nothing of one (not on its map, none of its moves in its journal, even once discovered),
 * or, when the owner reads it so (lba-i-versteckt-view), an unidentified counter in its hex;
 * the coalition and the referee see it whole. */
static void
test_lba_fd_9_versteckt (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) setup = load_demo ("demo-lba.yaml", &module);
  g_autoptr(VdBoard) seen = NULL, theirs = NULL, referee = NULL;
  g_autoptr(VdHexRuleset) unidentified = NULL;
  g_autoptr(VdHexEntries) entries = vd_hex_entries_new ("lba");
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *french = NULL, *coalition = NULL;
  VdBoardUnit *hidden = (VdBoardUnit *) vd_board_find_unit (setup, "co-novgorod");
  const VdBoardUnit *shown;

  g_assert_cmpstr (vd_board_hidden_state (module), ==, "versteckt");
  g_free (hidden->state);
  hidden->state = g_strdup ("versteckt");

  /* Until the reading is chosen: not on the French map. */
  seen = vd_board_side_view (setup, setup, module, "french");
  g_assert_null (vd_board_find_unit (seen, "co-novgorod"));
  g_assert_cmpuint (seen->units->len, ==, setup->units->len - 1);
  theirs = vd_board_side_view (setup, setup, module, "coalition");
  g_assert_cmpstr (vd_board_find_unit (theirs, "co-novgorod")->state, ==, "versteckt");
  referee = vd_board_side_view (setup, setup, module, NULL);
  g_assert_nonnull (vd_board_find_unit (referee, "co-novgorod"));

  /* Its moves, its discovery, then a move in the open: the French journal has the last only. */
  g_ptr_array_add (setup->journal, event_for (VD_BOARD_EVENT_MOVE, setup, "co-novgorod", "0705",
                                              NULL));
  g_ptr_array_add (setup->journal, event_for (VD_BOARD_EVENT_STATE, setup, "co-novgorod", NULL,
                                              NULL));
  g_ptr_array_add (setup->journal, event_for (VD_BOARD_EVENT_MOVE, setup, "co-novgorod", "0706",
                                              NULL));
  g_ptr_array_add (setup->journal, event_for (VD_BOARD_EVENT_STATE, setup, "co-novgorod", NULL,
                                              "versteckt"));
  french = vd_board_side_sees_journal (setup, module, "french");
  coalition = vd_board_side_sees_journal (setup, module, "coalition");
  g_assert_false (french[0]);
  g_assert_false (french[1]);
  g_assert_true (french[2]);
  g_assert_false (french[3]);
  for (guint i = 0; i < 4; i++)
    g_assert_true (coalition[i]);

  /* Read as an unidentified counter: in its hex, with nothing of what it is. */
  vd_hex_entries_set_choice (entries, "lba-i-versteckt-view", "unidentified", "A", "T");
  unidentified = vd_hex_ruleset_load_document_with (vd_yaml_parse_file (module->path, &error),
                                                    g_steal_pointer (&entries), &error);
  g_assert_no_error (error);
  g_clear_pointer (&seen, vd_board_free);
  seen = vd_board_side_view (setup, setup, unidentified, "french");
  g_assert_null (vd_board_find_unit (seen, "co-novgorod"));
  shown = vd_board_find_unit (seen, "hidden-1");
  g_assert_nonnull (shown);
  g_assert_true (vd_hex_equal (shown->hex, hidden->hex));
  g_assert_null (shown->name);
  g_assert_cmpstr (shown->unit_class, ==, "–");
  g_assert_true (shown->strength_hidden);
  g_assert_cmpuint (seen->units->len, ==, setup->units->len);
}

/* The counter of SIDE named NAME (or, NAME NULL, any of SIDE's) standing in LABEL on BOARD. */
static gboolean
stands_in (const VdBoard *board, const char *side, const char *name, const char *label)
{
  VdHex hex;

  g_assert_true (vd_hex_grid_parse (board->grid, label, &hex));
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (unit->placed && vd_hex_equal (unit->hex, hex) && g_str_equal (unit->side, side) &&
          (name == NULL || g_strcmp0 (unit->name, name) == 0))
        return TRUE;
    }
  return FALSE;
}

/* 1914-SET-1, -2 and -4 as the demonstration board sets them up: every "LABEL HEX" of the
 * French set-up as the module's text of 1914-SET-2 gives it (the printed IlIGDR read IIIGDR),
 * the Belgian division on 2206 and HQ on 1604, the German covering units on 2603 and 2606. */
static void
test_1914_set_up (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = load_demo ("demo-1914.yaml", &module);
  const VdHexRule *french = vd_hex_ruleset_find_rule (module, "1914-SET-2");
  g_auto(GStrv) items = NULL;
  const char *list;
  guint checked = 0;

  g_assert_nonnull (french);
  list = strchr (french->text.en, ':');
  g_assert_nonnull (list);
  items = g_strsplit (list + 1, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (items[i]));
      char *space = strrchr (item, ' ');
      g_autofree char *label = NULL;

      g_assert_nonnull (space);
      *space = '\0';
      label = g_strndup (space + 1, 4);
      g_test_message ("1914-SET-2: %s on %s", item, label);
      g_assert_true (stands_in (board, "allied", item, label));
      checked++;
    }
  g_assert_cmpuint (checked, ==, 22);
  g_assert_true (stands_in (board, "allied", "Belgian division (printed III^ère)", "2206"));
  g_assert_true (stands_in (board, "allied", "Belgian HQ", "1604"));
  g_assert_true (stands_in (board, "german", "IIIR", "2603"));
  g_assert_true (stands_in (board, "german", "VIIR", "2606"));
}

/* 1914-SUD-2 and -3 as the Sud demonstration board sets them up: every "LABEL HEX" of the
 * French set-up as the module's text of 1914-SUD-2 gives it, a misprinted hex or label left
 * off the map with the printed text in its note (for the owner to place); the German covering
 * units of Sud (1BR, 30R) not yet on the offensive in turn 1, and Ersatz on 2810 and 2811. */
static void
test_1914_sud_set_up (void)
{
  g_autoptr(VdHexRuleset) module = NULL;
  g_autoptr(VdBoard) board = load_demo ("demo-1914-sud.yaml", &module);
  const VdHexRule *french = vd_hex_ruleset_find_rule (module, "1914-SUD-2");
  g_auto(GStrv) items = NULL;
  const char *list;
  guint placed = 0, misprinted = 0;

  g_assert_nonnull (french);
  list = strchr (french->text.en, ':');
  g_assert_nonnull (list);
  items = g_strsplit (list + 1, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (items[i]));
      char *aside = strstr (item, " (");
      char *space;

      if (aside != NULL)
        *aside = '\0';
      if (g_str_has_suffix (item, "."))
        item[strlen (item) - 1] = '\0';
      space = strrchr (item, ' ');
      g_assert_nonnull (space);
      *space = '\0';
      if (strchr (item, '\'') != NULL || strchr (space + 1, '\'') != NULL)
        {
          gboolean found = FALSE;

          /* A misprint: the counter is off the map and its note quotes what is printed. */
          for (guint u = 0; u < board->units->len; u++)
            {
              const VdBoardUnit *unit = board->units->pdata[u];

              if (g_strcmp0 (unit->name, item) == 0 && !unit->placed)
                {
                  g_autofree char *printed = g_strdup (space + 1);

                  g_assert_nonnull (strstr (unit->note,
                                            g_strstrip (g_strdelimit (printed, "'", ' '))));
                  found = TRUE;
                }
            }
          g_test_message ("1914-SUD-2: %s on %s is misprinted", item, space + 1);
          g_assert_true (found);
          misprinted++;
          continue;
        }
      g_test_message ("1914-SUD-2: %s on %s", item, space + 1);
      g_assert_true (stands_in (board, "allied", item, space + 1));
      placed++;
    }
  g_assert_cmpuint (placed, ==, 19);
  g_assert_cmpuint (misprinted, ==, 3);
  g_assert_true (stands_in (board, "german", "1BR", "2702"));
  g_assert_true (stands_in (board, "german", "Ersatz", "2810"));
  g_assert_true (stands_in (board, "german", "Ersatz", "2811"));
  g_assert_true (stands_in (board, "german", "CH Rhin", "2910"));
  g_assert_cmpstr (vd_hex_covering_rule (board, module, vd_board_find_unit (board, "1BR")), ==,
                   "1914-SET-5");
  g_assert_null (vd_hex_covering_rule (board, module, vd_board_find_unit (board, "fr-xx")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hex/games/modules-load", test_games_modules_load);
  g_test_add_func ("/hex/games/demo-boards", test_games_demo_boards);
  g_test_add_func ("/hex/games/facts-from-the-seeds", test_games_facts_from_the_seeds);
  g_test_add_func ("/hex/games/1914-crt-gap", test_games_1914_crt_gap);
  g_test_add_func ("/hex/rules/naa/OPT-2", test_naa_opt_2_semi_blind);
  g_test_add_func ("/hex/rules/bn/9.0", test_bn_9_0_secret_losses);
  g_test_add_func ("/hex/rules/lba/LBA-FD-9", test_lba_fd_9_versteckt);
  g_test_add_func ("/hex/rules/naa/A9", test_naa_a9_sequence);
  g_test_add_func ("/hex/rules/bn/8.1-8.2", test_bn_8_1_8_2);
  g_test_add_func ("/hex/rules/1914/1914-SUD-1", test_1914_sud_1);
  g_test_add_func ("/hex/rules/1914/1914-SET-1-SET-2-SET-4", test_1914_set_up);
  g_test_add_func ("/hex/rules/1914/1914-SUD-2-SUD-3", test_1914_sud_set_up);
  return g_test_run ();
}
