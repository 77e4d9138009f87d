#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-battle-private.h"
#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-sight.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"
#include "vd-yaml-reader.h"

/* Big files, made in memory: each loads, or is refused with VD_ERROR_LIMIT at the item too
 * many, and the checks after reading stay linear (the sizes here would take minutes if they
 * were not). The tests never time anything: `vedette-cli check` on such files is timed by hand.
 * Shapes whose work once grew with the input, not the answer (sight on stacked units, restoring
 * many undos) are bounded by what they count: reasons, events applied. */

static VdRuleset *ruleset;

#define HEADER "vedette: 1\nkind: table\nscale: 25mm\ntable: [1800, 1200]\n"
/* The header's 4 lines, then the key of the list: its first item is on line 6. */
#define FIRST_ITEM_LINE 6

static void
append_unit (GString *s, guint i, const char *side, const char *command)
{
  g_string_append_printf (s, "  - {id: u%u, side: %s, arm: infantry, formation: line, "
                          "at: [%u, %u], frontage: 10, depth: 5, figures: 10", i, side,
                          i % 1800, (i / 1800) % 1200);
  if (command != NULL)
    g_string_append_printf (s, ", command: %s", command);
  g_string_append (s, "}\n");
}

static char *
units_file (guint n)
{
  GString *s = g_string_new (HEADER "units:\n");

  for (guint i = 0; i < n; i++)
    append_unit (s, i, "a", NULL);
  return g_string_free (s, FALSE);
}

/* Loads DATA and checks that it is refused with VD_ERROR_LIMIT at LINE:COLUMN, saying TEXT. */
static void
assert_refused_at (const char *data, guint line, guint column, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = vd_table_load_data (data, strlen (data), "big.yaml", &error);
  g_autofree char *where = g_strdup_printf ("big.yaml:%u:%u: error: ", line, column);

  g_assert_null (table);
  g_assert_error (error, VD_ERROR, VD_ERROR_LIMIT);
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_nonnull (strstr (error->message, text));
}

static VdTable *
load_checked (const char *data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-limits-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "big.yaml", NULL);
  VdTable *table;

  g_assert_no_error (error);
  table = vd_table_load_checked_data (data, strlen (data), path, NULL, &error);
  g_assert_no_error (error);
  g_rmdir (dir);
  return table;
}

static void
test_units_100000_refused (void)
{
  g_autofree char *data = units_file (100000);

  assert_refused_at (data, FIRST_ITEM_LINE + VD_YAML_MAX_UNITS, 5,
                     "“units” may have at most 10000 entries; this is entry 10001");
}

/* At the bound, with a side each (the list of sides) and every unit in one of 10000 commands,
 * each under the one before: the checks of the order of battle walk that chain once. */
static void
test_units_10000_load (void)
{
  GString *s = g_string_new (HEADER "commands:\n");
  g_autofree char *data = NULL;
  g_autoptr(VdTable) table = NULL;
  g_auto(GStrv) sides = NULL;

  for (guint i = 0; i < VD_YAML_MAX_COMMANDS; i++)
    if (i == 0)
      g_string_append (s, "  - {id: c0, side: a}\n");
    else
      g_string_append_printf (s, "  - {id: c%u, side: a, parent: c%u}\n", i, i - 1);
  g_string_append (s, "units:\n");
  for (guint i = 0; i < VD_YAML_MAX_UNITS; i++)
    {
      g_autofree char *command = g_strdup_printf ("c%u", (i * 7919) % VD_YAML_MAX_COMMANDS);

      append_unit (s, i, "a", command);
    }
  data = g_string_free (s, FALSE);
  table = load_checked (data);
  g_assert_cmpuint (table->units->len, ==, VD_YAML_MAX_UNITS);
  g_assert_cmpuint (table->commands->len, ==, VD_YAML_MAX_COMMANDS);
  sides = vd_table_list_sides (table);
  g_assert_cmpuint (g_strv_length (sides), ==, 1);
}

/* A loop at the top of a long chain is told at the first command on it, in file order. */
static void
test_command_loop_after_long_chain (void)
{
  GString *s = g_string_new (HEADER "commands:\n");
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) table = NULL;
  guint n = VD_YAML_MAX_COMMANDS;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "  - {id: c%u, side: a, parent: c%u}\n", i,
                            i + 1 < n ? i + 1 : n - 3);
  data = g_string_free (s, FALSE);
  table = vd_table_load_data (data, strlen (data), "big.yaml", &error);
  g_assert_null (table);
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "command “c9997” is under itself "
                                            "(c9997 → c9998 → c9999 → c9997)"));
}

static void
test_list_bounds (void)
{
  struct {
    const char *key;
    guint       max;
  } lists[] = {
    { "terrain", VD_YAML_MAX_FEATURES },
    { "commands", VD_YAML_MAX_COMMANDS },
    { "journal", VD_YAML_MAX_EVENTS },
  };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      GString *s = g_string_new (HEADER);
      g_autofree char *data = NULL;
      g_autofree char *text = g_strdup_printf ("“%s” may have at most %u entries; this is "
                                               "entry %u", lists[l].key, lists[l].max,
                                               lists[l].max + 1);

      g_string_append_printf (s, "%s:\n", lists[l].key);
      for (guint i = 0; i <= lists[l].max; i++)
        if (l == 0)
          g_string_append_printf (s, "  - {id: f%u, type: road, line: [[0, 0], [10, 10]]}\n", i);
        else if (l == 1)
          g_string_append_printf (s, "  - {id: c%u, side: a}\n", i);
        else
          g_string_append_printf (s, "  - {event: end-turn, turn: %u}\n", i + 1);
      data = g_string_free (s, FALSE);
      assert_refused_at (data, FIRST_ITEM_LINE + lists[l].max, 5, text);
    }
}

static char *
points (guint n, gboolean circle)
{
  GString *s = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    {
      char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];
      double a = 2 * G_PI * i / n;

      g_ascii_dtostr (x, sizeof x, circle ? 900 + 500 * cos (a) : i * 0.01);
      g_ascii_dtostr (y, sizeof y, circle ? 600 + 500 * sin (a) : i % 2);
      g_string_append_printf (s, "%s[%s, %s]", i > 0 ? ", " : "", x, y);
    }
  g_string_append (s, "]");
  return g_string_free (s, FALSE);
}

static void
test_points_100000_refused (void)
{
  g_autofree char *line = points (100000, FALSE);
  g_autofree char *data = g_strdup_printf (HEADER "terrain:\n  - {id: r, type: road, line: %s}\n",
                                           line);
  /* Point 10001 starts after the 10000 before it, each followed by ", ". */
  const char *text = strstr (data, "line: [") + strlen ("line: [");
  guint column;

  for (guint i = 0; i < VD_YAML_MAX_POINTS; i++)
    text = strstr (text, ", [") + 2;
  column = (guint) (text - strstr (data, "  - {id: r")) + 1;
  assert_refused_at (data, FIRST_ITEM_LINE, column,
                     "a line may have at most 10000 points; this is point 10001");
}

/* An outline of 10000 points is checked for crossing itself without testing every pair. */
static void
test_area_10000_loads (void)
{
  g_autofree char *area = points (VD_YAML_MAX_POINTS, TRUE);
  g_autofree char *data = g_strdup_printf (HEADER "terrain:\n  - {id: w, type: wood, area: %s}\n",
                                           area);
  g_autoptr(VdTable) table = load_checked (data);
  VdFeature *wood = g_ptr_array_index (table->features, 0);

  g_assert_cmpuint (wood->path.n_points, ==, VD_YAML_MAX_POINTS);
}

static void
test_crests_refused (void)
{
  GString *s = g_string_new (HEADER "terrain:\n  - id: h\n    type: hill\n"
                             "    area: [[0, 0], [1000, 0], [1000, 1000], [0, 1000]]\n"
                             "    crests:\n");
  g_autofree char *data = NULL;

  for (guint i = 0; i <= VD_YAML_MAX_CRESTS; i++)
    g_string_append_printf (s, "      - [[%u, 10], [%u, 20]]\n", i, i);
  data = g_string_free (s, FALSE);
  assert_refused_at (data, FIRST_ITEM_LINE + 4 + VD_YAML_MAX_CRESTS, 9,
                     "“crests” may have at most 100 entries; this is entry 101");
}

static void
test_deep_nesting_refused (void)
{
  guint depth = 100000;
  g_autofree char *data = g_malloc (2 * depth + 1);

  memset (data, '[', depth);
  memset (data + depth, ']', depth);
  data[2 * depth] = '\0';
  assert_refused_at (data, 1, VD_YAML_MAX_DEPTH + 1, "nesting deeper than 32 levels");
}

static void
test_huge_string_refused (void)
{
  gsize length = 16 * 1024 * 1024;
  GString *s = g_string_new (HEADER "title: \"");
  g_autofree char *data = NULL;

  g_string_set_size (s, s->len + length);
  memset (s->str + s->len - length, 'x', length);
  g_string_append (s, "\"\n");
  data = g_string_free (s, FALSE);
  assert_refused_at (data, 5, 8, "text longer than 65536 bytes is not allowed");
}

/* NaN, infinities and numbers beyond ±10⁶ mm are refused where they are. Positions beyond the
 * table's edges are allowed: units leave the table, roads run off it. */
static void
test_numbers_refused (void)
{
  struct {
    const char *value;
    const char *text;
  } numbers[] = {
    { ".nan", "must be a finite number, not “.nan”" },
    { "-.inf", "must be a finite number, not “-.inf”" },
    { "1e400", "is 1e400, outside the range" },
    { "1000001", "is 1000001, outside the range" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *data = g_strdup_printf (HEADER "units:\n  - {id: u, side: a, arm: "
                                               "infantry, formation: line, at: [5, %s], "
                                               "frontage: 10, depth: 5, figures: 10}\n",
                                               numbers[i].value);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = vd_table_load_data (data, strlen (data), "big.yaml", &error);

      g_assert_null (table);
      g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "big.yaml:6:62: error: the y of at "));
      g_assert_nonnull (strstr (error->message, numbers[i].text));
    }
}

/* The journal never takes the table past a bound: what is saved reads back. */
static void
test_events_cannot_pass_bounds (void)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  g_autoptr(VdEvent) add = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  g_autoptr(VdEvent) move = vd_event_new (VD_EVENT_MOVE, 1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < VD_YAML_MAX_UNITS; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);

      vd_test_add_line_infantry (table, id, "a", i % 1800, 100, 0);
    }
  add->unit = vd_unit_copy (g_ptr_array_index (table->units, 0));
  g_free (add->unit->id);
  add->unit->id = g_strdup ("one-too-many");
  g_assert_false (vd_event_apply (add, table, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==,
                   "the table already has 10000 “units”, the most a table may have");
  g_clear_error (&error);

  move->unit_id = g_strdup ("u1");
  for (guint i = 0; i <= VD_YAML_MAX_POINTS; i++)
    g_array_append_val (move->via, ((VdPoint) { i, 10 }));
  g_assert_false (vd_event_apply (move, table, ruleset, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpuint (table->units->len, ==, VD_YAML_MAX_UNITS);
}

static void
test_journal_full (void)
{
  g_autoptr(VdTable) setup = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_add_line_infantry (setup, "u", "a", 900, 100, 0);
  /* Moves to and fro, each looking the unit up: the replay of all of them stays linear. */
  for (guint i = 0; i < VD_YAML_MAX_EVENTS; i++)
    {
      VdEvent *event = vd_event_new (VD_EVENT_MOVE, 1);

      event->unit_id = g_strdup ("u");
      event->at = vd_point (900 + i % 2, 100);
      g_ptr_array_add (setup->journal, event);
    }
  battle = vd_table_battle_new (g_steal_pointer (&setup), vd_test_load_ruleset (), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, VD_YAML_MAX_EVENTS);
  g_assert_false (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 1), &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, VD_YAML_MAX_EVENTS);
}

/* N units of two sides, taking turns, of ARM and FORMATION, all at one point facing the same
 * way: every sight line of every pair crosses all the others. */
static VdTable *
stacked_table (guint n, VdArm arm, VdFormation formation)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);

      vd_test_add_unit (table, id, i % 2 == 0 ? "a" : "b", arm, formation, 900, 600, 0, 120, 30);
    }
  return table;
}

/* 300 units stacked at one point: each pair has one reason, by one unit, counting the 298
 * others across its lines, where it listed all 298 (305 MB of `vedette-cli sight`). */
static void
test_sight_300_stacked (void)
{
  g_autoptr(VdTable) table = stacked_table (300, VD_ARM_INFANTRY, VD_FORMATION_LINE);
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  g_autoptr(GArray) answers = vd_sight_query_all (sight, NULL);

  g_assert_cmpuint (answers->len, ==, 2 * 150 * 150);
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      g_assert_false (answer->visible);
      g_assert_cmpuint (answer->n_reasons, ==, 1);
      g_assert_cmpstr (answer->reasons[0].rule, ==, "MASK-3");
      g_assert_cmpuint (answer->reasons[0].count, ==, 298);
    }
}

/* 2,000 officers at one point see each other over all the others (SIGHT-4: officers do not
 * mask): one reason a pair, counting the 1,998 in between. One observer's row: all of them
 * would be two million pairs, each as long to answer as its lines are crowded. */
static void
test_sight_2000_officers (void)
{
  g_autoptr(VdTable) table = stacked_table (2000, VD_ARM_OFFICER, VD_FORMATION_NONE);
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  g_autoptr(GArray) answers = vd_sight_query_all (sight, g_ptr_array_index (table->units, 0));

  g_assert_cmpuint (answers->len, ==, 1000);
  for (guint i = 0; i < answers->len; i++)
    {
      const VdSightAnswer *answer = &g_array_index (answers, VdSightAnswer, i);

      g_assert_true (answer->visible);
      g_assert_cmpuint (answer->n_reasons, ==, 1);
      g_assert_cmpstr (answer->reasons[0].rule, ==, "SIGHT-4");
      g_assert_cmpuint (answer->reasons[0].count, ==, 1998);
    }
}

/* A set-up of one unit and its journal of N_EVENTS moves to and fro. */
static VdTable *
moves_table (guint n_events)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);

  vd_test_add_line_infantry (table, "u", "a", 900, 100, 0);
  for (guint i = 0; i < n_events; i++)
    {
      VdEvent *event = vd_event_new (VD_EVENT_MOVE, 1);

      event->unit_id = g_strdup ("u");
      event->at = vd_point (900 + (i + 1) % 2, 100);
      g_ptr_array_add (table->journal, event);
    }
  return table;
}

/* 200,000 autosaved undos and redos over 1,000 events, then 1,000 undos: the records move the
 * cursor, and the battle is replayed once, where each undo replayed it from the set-up (more
 * than 5 minutes for 200,000). Counted in events applied, not timed. */
static void
test_restore_200000_undos (void)
{
  const guint n_events = 1000, n_pairs = 100000;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("vedette-limits-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "battle.yaml", NULL);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *data = NULL, *digest = NULL, *header = NULL;
  const VdBattleModel *model = &vd_table_battle_model;
  g_autofree char *undo = vd_autosave_record_line (model, VD_RECORD_UNDO, NULL);
  g_autofree char *redo = vd_autosave_record_line (model, VD_RECORD_REDO, NULL);
  g_autoptr(VdTable) setup = moves_table (n_events);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GString) lines = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (vd_table_save_file (setup, path, &error));
  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  digest = vd_autosave_digest (data, length);
  header = vd_autosave_header_line (&vd_table_battle_model, digest, path);
  lines = g_string_new (header);
  for (guint i = 0; i < n_pairs; i++)
    {
      g_string_append (lines, undo);
      g_string_append (lines, redo);
    }
  for (guint i = 0; i < n_events; i++)
    g_string_append (lines, undo);
  g_assert_true (g_file_set_contents (journal, lines->str, (gssize) lines->len, &error));

  battle = vd_table_battle_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 2 * n_pairs + n_events);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);
  {
    g_autoptr(VdTable) start = vd_journal_replay (setup, ruleset, 0, &error);

    g_assert_true (vd_table_equal (vd_battle_get_current (battle), start));
  }
  /* One replay at most, then each event once: not one replay an undo (10⁸ events). */
  g_test_message ("restore applied %" G_GUINT64_FORMAT " events",
                  vd_battle_get_events_replayed (battle));
  g_assert_cmpuint (vd_battle_get_events_replayed (battle), <=, 2 * n_events);

  g_clear_pointer (&battle, vd_battle_free);
  g_unlink (journal);
  g_unlink (path);
  g_rmdir (dir);
}

/* 4,000 events undone one at a time: each from a checkpoint a few dozen events back, not a
 * replay of the whole journal (8 million events in all). */
static void
test_undo_4000_one_at_a_time (void)
{
  const guint n_events = 4000;
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_table_battle_new (moves_table (n_events), vd_test_load_ruleset (),
                                              NULL, &error);

  g_assert_no_error (error);
  for (guint n = n_events; n > 0; n--)
    {
      g_assert_true (vd_battle_undo (battle, &error));
      g_assert_no_error (error);
      if (n % 1000 == 1)
        {
          g_autoptr(VdTable) replayed = vd_journal_replay (vd_battle_get_setup (battle), ruleset,
                                                           n - 1, &error);

          g_assert_true (vd_table_equal (vd_battle_get_current (battle), replayed));
        }
    }
  g_test_message ("4000 undos applied %" G_GUINT64_FORMAT " events",
                  vd_battle_get_events_replayed (battle));
  g_assert_cmpuint (vd_battle_get_events_replayed (battle), <=, 100 * n_events);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/limits/units/100000-refused", test_units_100000_refused);
  g_test_add_func ("/limits/units/10000-with-commands-load", test_units_10000_load);
  g_test_add_func ("/limits/commands/loop-after-long-chain", test_command_loop_after_long_chain);
  g_test_add_func ("/limits/lists/one-too-many", test_list_bounds);
  g_test_add_func ("/limits/points/100000-refused", test_points_100000_refused);
  g_test_add_func ("/limits/points/area-10000-loads", test_area_10000_loads);
  g_test_add_func ("/limits/crests/one-too-many", test_crests_refused);
  g_test_add_func ("/limits/nesting/100000-deep", test_deep_nesting_refused);
  g_test_add_func ("/limits/text/16-mib", test_huge_string_refused);
  g_test_add_func ("/limits/numbers/not-finite-or-absurd", test_numbers_refused);
  g_test_add_func ("/limits/events/cannot-pass-bounds", test_events_cannot_pass_bounds);
  g_test_add_func ("/limits/events/journal-full", test_journal_full);
  g_test_add_func ("/limits/sight/300-units-stacked", test_sight_300_stacked);
  g_test_add_func ("/limits/sight/2000-officers-stacked", test_sight_2000_officers);
  g_test_add_func ("/limits/journal/restore-200000-undos", test_restore_200000_undos);
  g_test_add_func ("/limits/journal/undo-4000-one-at-a-time", test_undo_4000_one_at_a_time);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
