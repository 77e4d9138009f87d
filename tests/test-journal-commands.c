/* The add-command event: a command of an order of battle (a brigade, a division…) joins the
 * table's, refused as a table file's `commands:` are (an id taken, an unknown parent, another
 * side's parent, a command under itself), written and read as an entry of `commands:`,
 * replayed, recorded in batches with the units it commands and autosaved. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-journal.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

/* Two armies at the top of their sides' orders of battle, a unit and a wood. */
static const char setup_text[] =
  "vedette: 1\n"
  "kind: table\n"
  "scale: 25mm\n"
  "table: [1000, 1000]\n"
  "commands:\n"
  "  - {id: fr-army, side: french, kind: army}\n"
  "  - {id: ru-army, side: russian, kind: army}\n"
  "terrain:\n"
  "  - {id: wood-1, type: wood, area: [[0, 0], [100, 0], [100, 100]]}\n"
  "units:\n"
  "  - {id: fr-1, side: french, arm: infantry, formation: line, at: [500, 500],\n"
  "     frontage: 120, depth: 30, figures: 12, command: fr-army}\n";

static VdTable *
load_setup (const char *text)
{
  g_autoptr(GError) error = NULL;
  VdTable *table = vd_table_load_data (text, strlen (text), "setup.yaml", &error);

  g_assert_no_error (error);
  return table;
}

static VdEvent *
command_event (const char *id, const char *side, const char *parent, const char *kind)
{
  VdEvent *event = vd_event_new (VD_EVENT_ADD_COMMAND, 1);

  event->command = vd_command_new (id, side);
  event->command->parent = g_strdup (parent);
  event->command->kind = g_strdup (kind);
  return event;
}

static VdEvent *
unit_event (const char *id, const char *command)
{
  VdEvent *event = vd_event_new (VD_EVENT_ADD_UNIT, 1);

  event->unit = vd_unit_new (id, "french", VD_ARM_INFANTRY, VD_FORMATION_LINE);
  event->unit->at = vd_point (300, 300);
  event->unit->frontage = 120;
  event->unit->depth = 30;
  event->unit->figures = 12;
  event->unit->command = g_strdup (command);
  return event;
}

static void
apply_ok (const VdEvent *event, VdTable *table)
{
  vd_test_apply_ok (event, table, ruleset);
}

/* Refused with CODE and a message equal to TEXT, and the table is exactly as it was. */
static void
assert_refused (const VdEvent *event, VdTable *table, int code, const char *text)
{
  vd_test_assert_refused (event, table, ruleset, code, text, TRUE);
}

/* The command joins at the end of the order of battle, as a copy; its units may then join. */
static void
test_apply (void)
{
  g_autoptr(VdTable) table = load_setup (setup_text);
  g_autoptr(VdEvent) corps = command_event ("fr-1c", "french", "fr-army", "corps");
  g_autoptr(VdEvent) division = command_event ("fr-1c-5d", "french", "fr-1c", "division");
  g_autoptr(VdEvent) alone = command_event ("ru-cossacks", "russian", NULL, NULL);
  g_autoptr(VdEvent) unit = unit_event ("fr-57e", "fr-1c-5d");
  const VdCommand *added;

  g_free (corps->command->name);
  corps->command->name = g_strdup ("Ier corps (Davout)");
  apply_ok (corps, table);
  apply_ok (division, table);
  apply_ok (alone, table);
  g_assert_cmpuint (table->commands->len, ==, 5);
  added = g_ptr_array_index (table->commands, 2);
  g_assert_true (added != corps->command);
  g_assert_true (vd_command_equal (added, corps->command));
  g_assert_cmpstr (added->name, ==, "Ier corps (Davout)");
  g_assert_cmpstr (added->kind, ==, "corps");
  g_assert_cmpstr (vd_table_find_command (table, "fr-1c-5d")->parent, ==, "fr-1c");
  g_assert_null (vd_table_find_command (table, "ru-cossacks")->parent);
  apply_ok (unit, table);
  g_assert_cmpstr (vd_table_find_unit (table, "fr-57e")->command, ==, "fr-1c-5d");
}

/* The checks of a table file's order of battle, each leaving the table as it was. */
static void
test_refusals (void)
{
  g_autoptr(VdTable) table = load_setup (setup_text);
  g_autoptr(VdEvent) same_command = command_event ("fr-army", "french", NULL, "army");
  g_autoptr(VdEvent) same_unit = command_event ("fr-1", "french", "fr-army", NULL);
  g_autoptr(VdEvent) same_feature = command_event ("wood-1", "french", "fr-army", NULL);
  g_autoptr(VdEvent) unknown = command_event ("fr-2c", "french", "fr-ghost", "corps");
  g_autoptr(VdEvent) other_side = command_event ("ru-2d", "russian", "fr-army", "division");
  g_autoptr(VdEvent) itself = command_event ("fr-x", "french", "fr-x", NULL);
  g_autoptr(VdEvent) late = command_event ("fr-late", "french", "fr-army", NULL);

  assert_refused (same_command, table, VD_ERROR_ARGUMENT,
                  "the id “fr-army” is already taken on the table");
  assert_refused (same_unit, table, VD_ERROR_ARGUMENT,
                  "the id “fr-1” is already taken on the table");
  assert_refused (same_feature, table, VD_ERROR_ARGUMENT,
                  "the id “wood-1” is already taken on the table");
  assert_refused (unknown, table, VD_ERROR_NOT_FOUND,
                  "command “fr-2c” is under “fr-ghost”, which is not a command of the table");
  assert_refused (other_side, table, VD_ERROR_ARGUMENT,
                  "command “ru-2d” (russian) cannot be under “fr-army” (french): a command and "
                  "its parent are of the same side");
  assert_refused (itself, table, VD_ERROR_ARGUMENT, "command “fr-x” is under itself (fr-x → fr-x)");
  late->turn = 2;
  assert_refused (late, table, VD_ERROR_ARGUMENT,
                  "the event is for turn 2 but the battle is at turn 1");
}

/* The journal of a table after a referee placed a brigade of an order of battle, with the
 * division above it, as one batch. */
static GPtrArray *
placed_brigade (void)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  VdEvent *event;

  event = command_event ("fr-1c-5d", "french", "fr-army", "division");
  g_free (event->command->name);
  event->command->name = g_strdup ("5e division “Compans”, #5");
  event->time = g_strdup ("2024-05-01T20:15:00Z");
  event->batch = 1;
  g_ptr_array_add (events, event);
  event = command_event ("fr-1c-5d-1", "french", "fr-1c-5d", NULL);
  event->note = g_strdup ("57e and 61e");
  event->batch = 1;
  g_ptr_array_add (events, event);
  event = unit_event ("fr-57e", "fr-1c-5d-1");
  event->batch = 1;
  g_ptr_array_add (events, event);
  return events;
}

/* Written as a table's `commands:` entry under the event's own keys, read back the same. */
static void
test_round_trip (void)
{
  g_autoptr(VdTable) table = load_setup (setup_text);
  g_autoptr(GPtrArray) events = placed_brigade ();
  g_autoptr(VdTable) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *yaml = NULL;
  g_autofree char *yaml_again = NULL;
  gsize length;

  for (guint i = 0; i < events->len; i++)
    g_ptr_array_add (table->journal, vd_event_copy (g_ptr_array_index (events, i)));
  yaml = vd_table_to_yaml (table, &length);
  if (strstr (yaml, "journal:\n"
                    "- event: add-command\n"
                    "  turn: 1\n"
                    "  time: \"2024-05-01T20:15:00Z\"\n"
                    "  command: {id: fr-1c-5d, name: \"5e division “Compans”, #5\", kind: "
                    "division, side: french, parent: fr-army}\n"
                    "  batch: 1\n"
                    "- event: add-command\n"
                    "  turn: 1\n"
                    "  command: {id: fr-1c-5d-1, side: french, parent: fr-1c-5d}\n"
                    "  note: \"57e and 61e\"\n"
                    "  batch: 1\n") == NULL)
    g_error ("unexpected journal:\n%s", yaml);
  again = vd_table_load_data (yaml, length, "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (table, again));
  for (guint i = 0; i < events->len; i++)
    {
      const VdEvent *read = g_ptr_array_index (again->journal, i);

      g_assert_true (vd_event_equal (g_ptr_array_index (events, i), read));
      g_assert_cmpuint (read->pos.line, >, 0);
    }
  yaml_again = vd_table_to_yaml (again, NULL);
  g_assert_cmpstr (yaml, ==, yaml_again);
}

/* Equal means the same command, key by key. */
static void
test_equal_copy (void)
{
  g_autoptr(VdEvent) a = command_event ("fr-1c", "french", "fr-army", "corps");
  g_autoptr(VdEvent) b = vd_event_copy (a);

  g_assert_true (b->command != a->command);
  g_assert_true (vd_event_equal (a, b));
  g_free (b->command->name);
  b->command->name = g_strdup ("Davout");
  g_assert_false (vd_event_equal (a, b));
  g_clear_pointer (&b, vd_event_free);
  b = vd_event_copy (a);
  g_clear_pointer (&b->command->parent, g_free);
  g_assert_false (vd_event_equal (a, b));
}

/* What the reader refuses of the event's own keys, at its line and column. */
static void
test_read_refusals (void)
{
  static const struct {
    const char *entry;
    guint       column;
    const char *expect;
  } cases[] = {
    { "{event: add-command, turn: 1}", 3, "a “add-command” event is missing the key “command”" },
    { "{event: add-command, turn: 1, command: {id: x}}", 42,
      "a command is missing the key “side”" },
    { "{event: add-command, turn: 1, command: {id: x, side: a, rank: 3}}", 59,
      "unknown key “rank” in a command" },
    { "{event: add-command, turn: 1, command: x}", 42, "a command must be a mapping" },
    { "{event: add-command, turn: 1, command: {id: \"x y\", side: a}}", 47,
      "id “x y” must not contain spaces" },
    { "{event: add-command, turn: 1, unit: u, command: {id: x, side: a}}", 33,
      "unknown key “unit” in a “add-command” event" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("vedette: 1\nkind: table\nscale: 25mm\n"
                                               "table: [100, 100]\njournal:\n- %s\n",
                                               cases[i].entry);
      g_autofree char *prefix = g_strdup_printf ("t.yaml:6:%u: error: ", cases[i].column);
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) table = vd_table_load_data (text, strlen (text), "t.yaml", &error);

      g_assert_null (table);
      if (!g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, cases[i].expect) == NULL)
        g_error ("%s: expected “%s…%s”, got “%s”", cases[i].entry, prefix, cases[i].expect,
                 error->message);
    }
}

/* Replaying gives the order of battle the events built; a file whose add-command does not
 * apply is pointed at that event. */
static void
test_replay (void)
{
  static const char journal_text[] =
    "journal:\n"
    "  - event: add-command\n"
    "    turn: 1\n"
    "    command: {id: fr-1c, kind: corps, side: french, parent: fr-army}\n"
    "  - {event: end-turn, turn: 1}\n"
    "  - event: add-command\n"
    "    turn: 2\n"
    "    command: {id: fr-1c-5d, side: french, parent: fr-1c}\n"
    "  - event: add-unit\n"
    "    turn: 2\n"
    "    unit: {id: fr-57e, side: french, arm: infantry, formation: line, at: [5, 5],\n"
    "           frontage: 120, depth: 30, figures: 12, command: fr-1c-5d}\n";
  g_autofree char *text = g_strconcat (setup_text, journal_text, NULL);
  g_autofree char *broken = NULL;
  g_autoptr(VdTable) setup = load_setup (text);
  g_autoptr(VdTable) broken_setup = NULL;
  g_autoptr(VdTable) before = NULL;
  g_autoptr(VdTable) after = NULL;
  g_autoptr(GError) error = NULL;

  before = vd_journal_replay (setup, ruleset, 2, &error);
  g_assert_no_error (error);
  g_assert_nonnull (vd_table_find_command (before, "fr-1c"));
  g_assert_null (vd_table_find_command (before, "fr-1c-5d"));
  after = vd_journal_replay (setup, ruleset, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (after->commands->len, ==, 4);
  g_assert_cmpstr (vd_table_find_command (after, "fr-1c-5d")->parent, ==, "fr-1c");
  g_assert_cmpstr (vd_table_find_unit (after, "fr-57e")->command, ==, "fr-1c-5d");
  g_assert_true (vd_journal_check (setup, ruleset, "setup.yaml", &error));
  g_assert_no_error (error);

  /* The division before its corps: its parent is not there yet. */
  broken = g_strconcat (setup_text,
                        "journal:\n"
                        "  - {event: add-command, turn: 1, command: {id: fr-1c-5d, side: french,"
                        " parent: fr-1c}}\n"
                        "  - {event: add-command, turn: 1, command: {id: fr-1c, side: french}}\n",
                        NULL);
  broken_setup = load_setup (broken);
  g_assert_false (vd_journal_check (broken_setup, ruleset, "broken.yaml", &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "broken.yaml:14:5: error: event 1 (add-command): command “fr-1c-5d” is under "
                   "“fr-1c”, which is not a command of the table");
}

/* A unit placed with the commands it needs: one step of undo and redo, all or nothing, told
 * as the unit placed, and autosaved so a crash loses none of it. */
static void
test_batch (void)
{
  g_autofree char *dir = g_dir_make_tmp ("vedette-commands-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "battle.yaml", NULL);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autoptr(GPtrArray) events = placed_brigade ();
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(VdTable) placed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree VdEvent **batch = NULL;
  VdEvent *wrong[2];
  VdTable *current;
  GPtrArray *recorded;

  g_assert_true (g_file_set_contents (path, setup_text, -1, NULL));
  battle = vd_table_battle_open (path, &error);
  g_assert_no_error (error);

  /* The second command is under a command that is not there: neither joins. */
  wrong[0] = command_event ("fr-1c", "french", "fr-army", "corps");
  wrong[1] = command_event ("fr-1c-5d", "french", "fr-ghost", "division");
  g_assert_false (vd_table_battle_record_batch (battle, wrong, 2, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
  g_assert_null (vd_table_find_command (vd_battle_get_current (battle), "fr-1c"));

  batch = (VdEvent **) g_ptr_array_steal (events, NULL);
  g_assert_true (vd_table_battle_record_batch (battle, batch, 3, &error));
  g_assert_no_error (error);
  current = vd_battle_get_current (battle);
  g_assert_cmpuint (current->commands->len, ==, 4);
  g_assert_cmpstr (vd_table_find_unit (current, "fr-57e")->command, ==, "fr-1c-5d-1");
  placed = vd_table_copy (current);
  recorded = vd_table_battle_get_setup (battle)->journal;
  text = vd_event_describe_batch ((VdEvent **) recorded->pdata, 3, current, ruleset);
  g_assert_cmpstr (text, ==, "Turn 1: fr-57e joins the table");

  g_assert_true (vd_battle_undo (battle, &error));
  current = vd_battle_get_current (battle);
  g_assert_cmpuint (current->commands->len, ==, 2);
  g_assert_null (vd_table_find_unit (current, "fr-57e"));
  g_assert_false (vd_battle_can_undo (battle));
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), placed));

  /* A crash: the autosave journal gives the battle back, commands and all. */
  g_clear_pointer (&battle, vd_battle_free);
  reopened = vd_table_battle_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (reopened), >=, 3);
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_battle_get_current (reopened), placed));
  g_clear_pointer (&reopened, vd_battle_free);
  g_unlink (journal);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_describe (void)
{
  g_autoptr(VdTable) table = load_setup (setup_text);
  g_autoptr(VdEvent) corps = command_event ("fr-1c", "french", "fr-army", "corps");
  g_autoptr(VdEvent) division = command_event ("fr-1c-5d", "french", "fr-1c", "division");
  g_autoptr(VdEvent) first = unit_event ("fr-57e", "fr-1c-5d");
  g_autoptr(VdEvent) second = unit_event ("fr-61e", "fr-1c-5d");
  g_autoptr(VdEvent) move = vd_event_new (VD_EVENT_MOVE, 1);
  g_autofree char *one = NULL, *commands = NULL, *units = NULL, *mixed = NULL;
  VdEvent *two_commands[] = { corps, division };
  VdEvent *two_units[] = { corps, division, first, second };
  VdEvent *with_move[] = { corps, first, move };

  corps->note = g_strdup ("Davout's");
  one = vd_event_describe (corps, table, ruleset);
  g_assert_cmpstr (one, ==, "Turn 1: command fr-1c joins the order of battle — Davout's");
  commands = vd_event_describe_batch (two_commands, 2, table, ruleset);
  g_assert_cmpstr (commands, ==, "Turn 1: 2 commands join the order of battle");
  units = vd_event_describe_batch (two_units, 4, table, ruleset);
  g_assert_cmpstr (units, ==, "Turn 1: 2 units join the table");
  move->unit_id = g_strdup ("fr-1");
  mixed = vd_event_describe_batch (with_move, 3, table, ruleset);
  g_assert_cmpstr (mixed, ==, "Turn 1: 3 changes");
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
  g_test_add_func ("/journal/add-command/apply", test_apply);
  g_test_add_func ("/journal/add-command/refusals", test_refusals);
  g_test_add_func ("/journal/add-command/equal-copy", test_equal_copy);
  g_test_add_func ("/journal/add-command/round-trip", test_round_trip);
  g_test_add_func ("/journal/add-command/read-refusals", test_read_refusals);
  g_test_add_func ("/journal/add-command/replay", test_replay);
  g_test_add_func ("/journal/add-command/batch-undo-autosave", test_batch);
  g_test_add_func ("/journal/add-command/describe", test_describe);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
