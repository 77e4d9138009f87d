/* vedette-cli record, undo, log and report end to end on a copy of
 * tests/files/journal/battle.yaml: every kind of event recorded and listed, refusals leaving the
 * file byte for byte as it was, undo, the report's CSV line by line, its PDF whole or absent,
 * and the JSON shapes. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "vd-test-cli.h"

/* A fresh copy of the fixture in a temporary folder, removed by battle_free. */
typedef struct {
  char *dir;
  char *path;
} Battle;

static Battle *
battle_new (void)
{
  g_autofree char *fixture = vd_test_source_path ("tests", "files", "journal", "battle.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  Battle *battle = g_new0 (Battle, 1);

  battle->dir = g_dir_make_tmp ("vedette-journal-XXXXXX", &error);
  g_assert_no_error (error);
  battle->path = g_build_filename (battle->dir, "battle.yaml", NULL);
  g_assert_true (g_file_get_contents (fixture, &text, &length, NULL));
  g_assert_true (g_file_set_contents (battle->path, text, (gssize) length, NULL));
  return battle;
}

static void
battle_free (Battle *battle)
{
  g_autoptr(GDir) dir = g_dir_open (battle->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (battle->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (battle->dir);
  g_free (battle->path);
  g_free (battle->dir);
  g_free (battle);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Battle, battle_free)

static char *
checksum (const char *path)
{
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
}

/* Runs ARGS, which must succeed silently on stderr; returns stdout. */
static char *
run_ok (const char * const *args)
{
  g_autofree char *out = NULL, *err = NULL;
  int status = vd_test_run_cli (args, &out, &err);

  if (status != 0)
    g_error ("vedette-cli %s %s: exit %d: %s", args[0], args[1], status, err);
  g_assert_cmpstr (err, ==, "");
  return g_steal_pointer (&out);
}

static JsonObject *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
run_json (const char * const *args)
{
  g_autofree char *out = run_ok (args);

  return parse_json (out);
}

static void
assert_members_start (JsonObject *object, const char * const *expected)
{
  g_autoptr(GList) members = json_object_get_members (object);
  GList *l = members;

  for (guint i = 0; expected[i] != NULL; i++, l = l->next)
    {
      g_assert_nonnull (l);
      g_assert_cmpstr (l->data, ==, expected[i]);
    }
}

/* Records EVENT ARGS… in PATH and returns the JSON of what was recorded. */
static JsonObject *
record_json (const char *path, const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  g_ptr_array_add (args, "record");
  g_ptr_array_add (args, (char *) path);
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, "--json");
  g_ptr_array_add (args, NULL);
  return run_json ((const char * const *) args->pdata);
}

static void
record (const char *path, const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL;
  va_list ap;

  g_ptr_array_add (args, "record");
  g_ptr_array_add (args, (char *) path);
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  out = run_ok ((const char * const *) args->pdata);
  g_assert_true (g_str_has_prefix (out, "recorded: "));
}

static JsonObject *
log_json (const char *path)
{
  const char *args[] = { "log", path, "--json", NULL };

  return run_json (args);
}

static JsonObject *
event_at (JsonObject *log, guint i)
{
  return json_array_get_object_element (json_object_get_array_member (log, "events"), i);
}

static void
assert_point (JsonArray *point, double x, double y)
{
  g_assert_cmpuint (json_array_get_length (point), ==, 2);
  g_assert_cmpfloat (json_array_get_double_element (point, 0), ==, x);
  g_assert_cmpfloat (json_array_get_double_element (point, 1), ==, y);
}

static void
assert_stretch (JsonArray *damage, guint i, double from, double to, const char *state)
{
  JsonObject *stretch = json_array_get_object_element (damage, i);

  g_assert_cmpfloat (json_object_get_double_member (stretch, "from"), ==, from);
  g_assert_cmpfloat (json_object_get_double_member (stretch, "to"), ==, to);
  g_assert_cmpstr (json_object_get_string_member (stretch, "state"), ==, state);
}

/* Each kind of event, recorded one after the other, then listed by log in order. */
static void
test_record_each_kind (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *path = battle->path;
  const char *loss[] = { "record", path, "loss", "fr-1-4e", "6", NULL };
  const char *text_log[] = { "log", path, NULL };
  g_autofree char *out = NULL, *log_text = NULL;
  g_autoptr(JsonObject) move = NULL, bombard = NULL, repair = NULL, fire = NULL;
  g_autoptr(JsonObject) log = NULL;
  g_auto(GStrv) lines = NULL;
  static const char * const kinds[] = {
    "loss", "morale", "formation", "conditions", "conditions", "reveal", "move", "bombard",
    "repair", "fire", "end-turn", NULL
  };

  out = run_ok (loss);
  g_assert_cmpstr (out, ==, "recorded: 1  loss  Turn 1: 1er bataillon, 4e de ligne loses 6 figures: "
                   "18 left\n");
  record (path, "morale", "fr-1-4e", "shaken", NULL);
  record (path, "formation", "fr-2-4e", "column", NULL);
  record (path, "conditions", "fr-1-8e", "disorganized", "disorder", NULL);
  record (path, "conditions", "fr-1-8e", NULL);
  record (path, "reveal", "ru-1", NULL);

  /* The move is measured: it arrives disorganized by the hedge (LOBS-1). */
  move = record_json (path, "move", "fr-1-4e", "300,450", NULL);
  g_assert_cmpstr (json_object_get_string_member (move, "event"), ==, "move");
  assert_point (json_object_get_array_member (move, "at"), 300, 450);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (move, "conditions")),
                    ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (move,
                                                                                "conditions"),
                                                  0), ==, "disorganized");
  g_assert_false (json_object_get_boolean_member (move, "forced"));

  /* LOBS-3: 120 paces round 500,400 (along 340..460); LOBS-4: 60 of them rebuilt. */
  bombard = record_json (path, "bombard", "ru-bat", "hedge-1", NULL);
  g_assert_cmpstr (json_object_get_string_member (bombard, "rule"), ==, "LOBS-3");
  g_assert_cmpfloat (json_object_get_double_member (bombard, "affected"), ==, 120);
  g_assert_true (json_object_get_null_member (bombard, "aim"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bombard, "damage")), ==,
                    1);
  assert_stretch (json_object_get_array_member (bombard, "damage"), 0, 340, 460, "destroyed");
  repair = record_json (path, "repair", "fr-sap", "hedge-1", "500,400", NULL);
  g_assert_cmpstr (json_object_get_string_member (repair, "rule"), ==, "LOBS-4");
  g_assert_cmpfloat (json_object_get_double_member (repair, "affected"), ==, 60);
  assert_point (json_object_get_array_member (repair, "aim"), 500, 400);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (repair, "damage")), ==,
                    2);
  assert_stretch (json_object_get_array_member (repair, "damage"), 0, 340, 370, "destroyed");
  assert_stretch (json_object_get_array_member (repair, "damage"), 1, 430, 460, "destroyed");

  fire = record_json (path, "fire", "ru-how", "village-1", "6", NULL);
  g_assert_cmpint (json_object_get_int_member (fire, "die"), ==, 6);
  g_assert_true (json_object_get_boolean_member (fire, "burning"));
  g_assert_cmpstr (json_object_get_string_member (fire, "feature"), ==, "village-1");
  record (path, "end-turn", NULL);

  log = log_json (path);
  g_assert_cmpint (json_object_get_int_member (log, "turn"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (log, "events")), ==,
                    g_strv_length ((char **) kinds));
  for (guint i = 0; kinds[i] != NULL; i++)
    {
      JsonObject *event = event_at (log, i);

      g_assert_cmpint (json_object_get_int_member (event, "index"), ==, i + 1);
      g_assert_cmpstr (json_object_get_string_member (event, "event"), ==, kinds[i]);
      g_assert_cmpint (json_object_get_int_member (event, "turn"), ==, 1);
    }
  g_assert_cmpint (json_object_get_int_member (event_at (log, 0), "figures"), ==, 6);
  g_assert_cmpstr (json_object_get_string_member (event_at (log, 1), "state"), ==, "shaken");
  g_assert_cmpstr (json_object_get_string_member (event_at (log, 2), "formation"), ==, "column");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (event_at (log, 3),
                                                                         "conditions")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (event_at (log, 4),
                                                                         "conditions")), ==, 0);
  g_assert_true (json_object_get_boolean_member (event_at (log, 5), "revealed"));
  g_assert_true (json_object_get_null_member (event_at (log, 10), "unit"));

  /* The text: one line per event, numbered, with its keyword. */
  log_text = run_ok (text_log);
  lines = g_strsplit (log_text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 12);
  /* Units by their names, a move by its paces, what it cost and what the unit became. */
  g_assert_cmpstr (lines[0], ==, "1  loss  Turn 1: 1er bataillon, 4e de ligne loses 6 figures: 18 left");
  g_assert_cmpstr (lines[1], ==, "2  morale  Turn 1: 1er bataillon, 4e de ligne’s morale becomes Shaken "
                   "(was Steady)");
  g_assert_cmpstr (lines[6], ==, "7  move  Turn 1: 1er bataillon, 4e de ligne moves 110 paces (of 160): "
                   "light obstacle −20 (LOBS-1), arrives disorganized");
  g_assert_cmpstr (lines[7], ==, "8  bombard  Turn 1: ru-bat bombards light obstacle (LOBS-3): 120 paces "
                   "damaged");
  g_assert_cmpstr (lines[8], ==, "9  repair  Turn 1: fr-sap repairs light obstacle (LOBS-4): 60 paces "
                   "rebuilt");
  g_assert_cmpstr (lines[10], ==, "11  end-turn  Turn 1 ends");
  g_assert_cmpstr (lines[11], ==, "");
}

/* The journal is what later commands see: the move starts where the recorded one ended. */
static void
test_orders_follow_journal (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *again[] = { "move", battle->path, "fr-1-4e", "--to", "300,500", "--json", NULL };
  const char *check[] = { "check", battle->path, NULL };
  g_autoptr(JsonObject) answer = NULL;
  g_autofree char *checked = NULL;

  record (battle->path, "move", "fr-1-4e", "300,450", NULL);
  answer = run_json (again);
  g_assert_cmpfloat (json_object_get_double_member (answer, "distance"), ==, 50);
  /* The conditions it arrived with stay. */
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (answer,
                                                                                "conditions"),
                                                  0), ==, "disorganized");
  checked = run_ok (check);
  g_assert_nonnull (strstr (checked, ", 1 event)"));
}

/* Each saved change keeps the previous file as FILE~. */
static void
test_record_keeps_backup (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *backup = g_strconcat (battle->path, "~", NULL);
  g_autofree char *before = checksum (battle->path);
  g_autofree char *after_first = NULL, *backup_sum = NULL;

  record (battle->path, "loss", "fr-1-4e", "1", NULL);
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  backup_sum = checksum (backup);
  g_assert_cmpstr (backup_sum, ==, before);
  after_first = checksum (battle->path);
  record (battle->path, "loss", "fr-1-4e", "1", NULL);
  g_free (backup_sum);
  backup_sum = checksum (backup);
  g_assert_cmpstr (backup_sum, ==, after_first);
}

/* Events that do not apply, and bad usage: refused, nothing printed on stdout, the file byte
 * for byte as it was and no backup made. */
static void
test_refusals_leave_file_unchanged (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *p = battle->path;
  struct {
    const char *args[8];
    int         status;
    const char *says;
  } cases[] = {
    { { "record", p, "loss", "fr-nobody", "2", NULL }, 1, "no unit “fr-nobody”" },
    { { "record", p, "loss", "hedge-1", "2", NULL }, 1, "is a terrain feature" },
    { { "record", p, "loss", "fr-sap", "5", NULL }, 1, "fr-sap" },
    { { "record", p, "loss", "ru-1", "23", NULL }, 1, "ru-1" },
    { { "record", p, "loss", "fr-sap", "-1", NULL }, 1, "fr-sap" },
    { { "record", p, "morale", "fr-1-4e", "jolly", NULL }, 1, "jolly" },
    { { "record", p, "formation", "fr-1-4e", "battery", NULL }, 1, "battery" },
    { { "record", p, "move", "fr-2-4e", "600,560", NULL }, 1, "MARSH-1" },
    { { "record", p, "move", "fr-1-4e", "300,520", NULL }, 1, "ALLOWANCE" },
    { { "record", p, "bombard", "fr-1-4e", "hedge-1", NULL }, 1, "LOBS-3" },
    { { "record", p, "bombard", "ru-bat", "marsh-1", NULL }, 1, "marsh-1" },
    { { "record", p, "bombard", "ru-bat", "nowhere", NULL }, 1, "no terrain feature" },
    { { "record", p, "repair", "fr-1-4e", "hedge-1", NULL }, 1, "LOBS-4" },
    { { "record", p, "fire", "ru-bat", "village-1", "6", NULL }, 1, "HOUSE-10" },
    { { "undo", p, NULL }, 1, "nothing to undo" },
    { { "record", p, "loss", "fr-1-4e", "six", NULL }, 2, "six" },
    { { "record", p, "loss", "fr-1-4e", "0", NULL }, 2, "0" },
    { { "record", p, "loss", "fr-1-4e", NULL }, 2, "UNIT N" },
    { { "record", p, "charge", "fr-1-4e", NULL }, 2, "charge" },
    { { "record", p, "add-unit", "fr-1-4e", NULL }, 2, "add-unit" },
    { { "record", p, "formation", "fr-1-4e", "blob", NULL }, 2, "blob" },
    { { "record", p, "conditions", "fr-1-4e", "tired", NULL }, 2, "tired" },
    { { "record", p, "fire", "ru-how", "village-1", "7", NULL }, 2, "7" },
    { { "record", p, "move", "fr-1-4e", "300;450", NULL }, 2, "300;450" },
    { { "record", p, "end-turn", "now", NULL }, 2, "end-turn" },
    { { "record", p, "loss", "fr-1-4e", "2", "--forced", NULL }, 2, "--forced" },
    { { "record", p, NULL }, 2, "no event" },
    { { "record", NULL }, 2, "no table file" },
  };
  g_autofree char *before = checksum (p);
  g_autofree char *backup = g_strconcat (p, "~", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *after = NULL;

      g_test_message ("case %u: %s %s", i, cases[i].args[0],
                      cases[i].args[2] != NULL ? cases[i].args[2] : "");
      g_assert_cmpint (vd_test_run_cli (cases[i].args, &out, &err), ==, cases[i].status);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "vedette-cli: error: "));
      g_assert_nonnull (strstr (err, cases[i].says));
      after = checksum (p);
      g_assert_cmpstr (after, ==, before);
      g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
    }
}

/* While FILE.journal holds changes the app recorded but did not save (it was killed), the CLI
 * changes nothing: restoring or discarding them is the app's question to the referee. */
static void
test_refuses_over_unsaved_autosave (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *journal = g_strconcat (battle->path, ".journal", NULL);
  g_autofree char *digest = checksum (battle->path);
  g_autofree char *autosave =
    g_strdup_printf ("{vedette: 1, kind: journal, table: \"battle.yaml\", sha256: \"%s\"}\n"
                     "{record: event, event: loss, turn: 1, unit: fr-1-4e, figures: 2}\n",
                     digest);
  g_autofree char *moved = g_build_filename (battle->dir, "moved.yaml", NULL);
  const char *loss[] = { "record", battle->path, "loss", "fr-1-4e", "1", NULL };
  const char *undo[] = { "undo", battle->path, NULL };
  const char *move[] = { "move", battle->path, "fr-1-4e", "--to", "300,450", "-o", battle->path,
                         NULL };
  const char *elsewhere[] = { "move", battle->path, "fr-1-4e", "--to", "300,450", "-o", moved,
                              NULL };
  const char * const *refused[] = { loss, undo, move };
  g_autofree char *journal_sum = NULL;

  g_assert_true (g_file_set_contents (journal, autosave, -1, NULL));
  journal_sum = checksum (journal);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *out = NULL, *err = NULL, *after = NULL, *journal_after = NULL;

      g_assert_cmpint (vd_test_run_cli (refused[i], &out, &err), ==, 1);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, "battle.yaml.journal holds 1 change not saved"));
      after = checksum (battle->path);
      g_assert_cmpstr (after, ==, digest);
      journal_after = checksum (journal);
      g_assert_cmpstr (journal_after, ==, journal_sum);
    }
  /* Written to another file, the table itself is not touched: allowed. */
  g_assert_cmpint (vd_test_run_cli (elsewhere, NULL, NULL), ==, 0);
  g_assert_true (g_file_test (moved, G_FILE_TEST_EXISTS));
}

/* A formation change records the footprint the unit takes (units/napoleonic.yaml
 * `footprints:`), as the app does: 24 figures are 6 bases, 2 abreast in column. */
static void
test_record_formation_footprint (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autoptr(JsonObject) column = record_json (battle->path, "formation", "fr-2-4e", "column",
                                              NULL);
  g_autoptr(JsonObject) square = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpfloat (json_object_get_double_member (column, "frontage"), ==, 80);
  g_assert_cmpfloat (json_object_get_double_member (column, "depth"), ==, 90);
  square = record_json (battle->path, "formation", "fr-2-4e", "square", NULL);
  g_assert_cmpfloat (json_object_get_double_member (square, "frontage"), ==, 110);
  g_assert_true (g_file_get_contents (battle->path, &text, NULL, NULL));
  /* The writer may wrap the line before `depth`. */
  g_assert_nonnull (strstr (text, "unit: fr-2-4e, formation: column, frontage: 80,"));
  g_assert_nonnull (strstr (text, "depth: 90}"));
  g_assert_nonnull (strstr (text, "unit: fr-2-4e, formation: square, frontage: 110,"));
}

/* A loss may be negative (figures come back) and the note is kept. */
static void
test_record_negative_loss_and_note (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *back[] = { "record", battle->path, "loss", "fr-1-4e", "-2", "--turn-note",
                         "stragglers rejoin", NULL };
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) log = NULL;
  g_autofree char *out = NULL;
  static const char * const keys[] = { "event", "turn", "unit", "feature", "figures", "note",
                                       "time", "index", "text", NULL };

  first = record_json (battle->path, "loss", "fr-1-4e", "6", NULL);
  assert_members_start (first, keys);
  g_assert_cmpstr (json_object_get_string_member (first, "unit"), ==, "fr-1-4e");
  g_assert_true (json_object_get_null_member (first, "feature"));
  g_assert_true (json_object_get_null_member (first, "note"));
  g_assert_cmpint (json_object_get_int_member (first, "index"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (first, "text"), ==,
                   "Turn 1: 1er bataillon, 4e de ligne loses 6 figures: 18 left");

  out = run_ok (back);
  g_assert_cmpstr (out, ==,
                   "recorded: 2  loss  Turn 1: 1er bataillon, 4e de ligne gets 2 figures back: "
                   "20 left — stragglers rejoin\n");
  log = log_json (battle->path);
  g_assert_cmpint (json_object_get_int_member (event_at (log, 1), "figures"), ==, -2);
  g_assert_cmpstr (json_object_get_string_member (event_at (log, 1), "note"), ==,
                   "stragglers rejoin");
}

static void
test_undo (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *undo[] = { "undo", battle->path, NULL };
  const char *undo_json[] = { "undo", battle->path, "--json", NULL };
  g_autofree char *out = NULL, *out2 = NULL, *err = NULL;
  g_autoptr(JsonObject) undone = NULL;
  g_autoptr(JsonObject) log = NULL;

  record (battle->path, "loss", "fr-1-4e", "6", NULL);
  record (battle->path, "end-turn", NULL);
  record (battle->path, "loss", "ru-1", "3", NULL);

  out = run_ok (undo);
  g_assert_cmpstr (out, ==, "undone: 3  loss  Turn 2: ru-1 loses 3 figures: 19 left\n");
  log = log_json (battle->path);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (log, "events")), ==, 2);
  g_assert_cmpint (json_object_get_int_member (log, "turn"), ==, 2);

  undone = run_json (undo_json);
  g_assert_cmpstr (json_object_get_string_member (undone, "event"), ==, "end-turn");
  g_assert_cmpint (json_object_get_int_member (undone, "index"), ==, 2);
  g_clear_pointer (&log, json_object_unref);
  log = log_json (battle->path);
  g_assert_cmpint (json_object_get_int_member (log, "turn"), ==, 1);

  out2 = run_ok (undo);
  g_assert_true (g_str_has_prefix (out2, "undone: 1  loss"));
  g_clear_pointer (&log, json_object_unref);
  log = log_json (battle->path);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (log, "events")), ==, 0);

  g_assert_cmpint (vd_test_run_cli (undo, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "nothing to undo"));
}

static void
test_log_empty (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *text[] = { "log", battle->path, NULL };
  const char *missing[] = { "log", "/nonexistent-vedette/battle.yaml", NULL };
  const char *two[] = { "log", battle->path, battle->path, NULL };
  g_autoptr(JsonObject) log = log_json (battle->path);
  g_autofree char *out = run_ok (text);
  g_autofree char *err = NULL;

  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (log, "events")), ==, 0);
  g_assert_cmpint (json_object_get_int_member (log, "turn"), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpint (vd_test_run_cli (missing, NULL, &err), ==, 1);
  g_assert_cmpint (vd_test_run_cli (two, NULL, NULL), ==, 2);
}

/* A command added by the journal (the app's placing from an order of battle): log lists the
 * whole command among the event's details, in the file's key order. */
static void
test_log_add_command (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *text[] = { "log", battle->path, NULL };
  const char * const members[] = { "index", "turn", "event", "unit", "feature", "command",
                                   "note", "time", "text", NULL };
  const char * const command_members[] = { "id", "name", "kind", "side", "parent", NULL };
  g_autofree char *contents = NULL;
  g_autofree char *with_journal = NULL;
  g_autofree char *out = NULL;
  g_autoptr(JsonObject) log = NULL;
  JsonObject *event, *command;

  g_assert_true (g_file_get_contents (battle->path, &contents, NULL, NULL));
  with_journal = g_strconcat (contents,
                              "journal:\n"
                              "  - event: add-command\n"
                              "    turn: 1\n"
                              "    command: {id: fr-bde-3, name: Grandeau, kind: brigade,"
                              " side: french, parent: fr-div-1}\n"
                              "  - event: add-command\n"
                              "    turn: 1\n"
                              "    command: {id: ru-jaegers, side: russian}\n", NULL);
  g_assert_true (g_file_set_contents (battle->path, with_journal, -1, NULL));

  log = log_json (battle->path);
  event = event_at (log, 0);
  assert_members_start (event, members);
  g_assert_cmpstr (json_object_get_string_member (event, "event"), ==, "add-command");
  g_assert_true (json_object_get_null_member (event, "unit"));
  command = json_object_get_object_member (event, "command");
  assert_members_start (command, command_members);
  g_assert_cmpstr (json_object_get_string_member (command, "id"), ==, "fr-bde-3");
  g_assert_cmpstr (json_object_get_string_member (command, "name"), ==, "Grandeau");
  g_assert_cmpstr (json_object_get_string_member (command, "kind"), ==, "brigade");
  g_assert_cmpstr (json_object_get_string_member (command, "side"), ==, "french");
  g_assert_cmpstr (json_object_get_string_member (command, "parent"), ==, "fr-div-1");
  command = json_object_get_object_member (event_at (log, 1), "command");
  g_assert_cmpstr (json_object_get_string_member (command, "name"), ==, "ru-jaegers");
  g_assert_true (json_object_get_null_member (command, "kind"));
  g_assert_true (json_object_get_null_member (command, "parent"));

  out = run_ok (text);
  g_assert_cmpstr (out, ==,
                   "1  add-command  Set-up: command Grandeau joins the order of battle\n"
                   "2  add-command  Set-up: command ru-jaegers joins the order of battle\n");
}

/* `record FILE start` ends the set-up, once: a second start is refused (exit 1, the file
 * unchanged); `log` tells it with its turn. */
static void
test_record_start (void)
{
  g_autoptr(Battle) battle = battle_new ();
  const char *again[] = { "record", battle->path, "start", NULL };
  const char *extra[] = { "record", battle->path, "start", "now", NULL };
  const char *text[] = { "log", battle->path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *log = NULL;
  g_autoptr(JsonObject) recorded = NULL;

  recorded = record_json (battle->path, "start", NULL);
  g_assert_cmpstr (json_object_get_string_member (recorded, "event"), ==, "start");
  before = checksum (battle->path);
  g_assert_cmpint (vd_test_run_cli (again, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "the battle has already started"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli (extra, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "start takes nothing after it"));
  after = checksum (battle->path);
  g_assert_cmpstr (before, ==, after);
  log = run_ok (text);
  g_assert_cmpstr (log, ==, "1  start  Turn 1: the battle starts\n");
}

/* The battle the report tests read: losses over three turns, a morale state. */
static void
record_battle (const char *path)
{
  record (path, "loss", "fr-1-4e", "6", NULL);
  record (path, "loss", "ru-1", "3", NULL);
  record (path, "morale", "fr-1-4e", "shaken", NULL);
  record (path, "end-turn", NULL);
  record (path, "loss", "fr-1-4e", "4", NULL);
  record (path, "loss", "fr-2-4e", "8", NULL);
  record (path, "end-turn", NULL);
  record (path, "loss", "ru-bat", "2", NULL);
}

static void
test_report_csv (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *csv = g_build_filename (battle->dir, "report.csv", NULL);
  const char *args[] = { "report", battle->path, "-o", csv, NULL };
  static const char * const expected[] = {
    "section,id,name,kind,side,parent,units,start,casualties,current,percent,state,morale,turn,"
    "cumulative,destroyed,points_lost,officers,arm,formation,conditions,notes",
    "unit,fr-1-4e,\"1er bataillon, 4e de ligne\",,french,fr-bde-1,1,24,10,14,41.7,,shaken,,,,,0,infantry,column,,",
    "unit,fr-2-4e,fr-2-4e,,french,fr-bde-1,1,24,8,16,33.3,,steady,,,,,0,infantry,line,,",
    "unit,fr-1-8e,fr-1-8e,,french,fr-bde-2,1,24,0,24,0.0,,steady,,,,,0,infantry,column,,",
    "unit,fr-sap,fr-sap,,french,fr-div-1,1,4,0,4,0.0,,steady,,,,,0,engineers,column,,",
    "unit,ru-1,ru-1,,russian,ru-bde-1,1,24,5,19,20.8,,steady,,,,,0,infantry,line,,",
    "unit,ru-bat,ru-bat,,russian,ru-bde-1,1,8,2,6,25.0,,steady,,,,,0,artillery,battery,,",
    "unit,ru-how,ru-how,,russian,ru-div-1,1,4,0,4,0.0,,steady,,,,,0,artillery,battery,,",
    "command,fr-div-1,Friant,division,french,,4,76,18,58,23.7,steady,,,,,,0,,,,",
    "command,fr-bde-1,Kister,brigade,french,fr-div-1,2,48,18,30,37.5,shaken,,,,,,0,,,,",
    "command,fr-bde-2,Lochet,brigade,french,fr-div-1,1,24,0,24,0.0,steady,,,,,,0,,,,",
    "command,ru-div-1,7th Division,division,russian,,3,36,7,29,19.4,steady,,,,,,0,,,,",
    "command,ru-bde-1,\"Kapustin, 1st brigade\",brigade,russian,ru-div-1,2,32,7,25,21.9,steady,,,,,,0,,,,",
    "side,french,French,side,french,,4,76,18,58,23.7,steady,,,,,0,0,,,,",
    "side,russian,Russian,side,russian,,3,36,7,29,19.4,steady,,,,,0,0,,,,",
    "turn,french,French,,french,,,,6,,,,,1,6,,,,,,,",
    "turn,russian,Russian,,russian,,,,3,,,,,1,3,,,,,,,",
    "turn,french,French,,french,,,,12,,,,,2,18,,,,,,,",
    "turn,russian,Russian,,russian,,,,0,,,,,2,3,,,,,,,",
    "turn,french,French,,french,,,,0,,,,,3,18,,,,,,,",
    "turn,russian,Russian,,russian,,,,2,,,,,3,5,,,,,,,",
    "",
  };
  g_autofree char *out = NULL, *text = NULL;
  g_auto(GStrv) lines = NULL;

  record_battle (battle->path);
  out = run_ok (args);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  /* RFC 4180: every record ends with CRLF. */
  lines = g_strsplit (text, "\r\n", -1);
  for (guint i = 0; i < G_N_ELEMENTS (expected) && lines[i] != NULL; i++)
    g_assert_cmpstr (lines[i], ==, expected[i]);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (expected));
}

/* The table's own `morale:` thresholds (GEN-1) decide the states in the report; recording
 * events keeps them in the file. */
static void
test_report_table_thresholds (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *csv = g_build_filename (battle->dir, "report.csv", NULL);
  const char *args[] = { "report", battle->path, "-o", csv, NULL };
  static const char * const expected[] = {
    "unit,fr-1-4e,\"1er bataillon, 4e de ligne\",,french,fr-bde-1,1,24,10,14,41.7,broken,shaken,,,,,0,infantry,column,,",
    "unit,fr-2-4e,fr-2-4e,,french,fr-bde-1,1,24,8,16,33.3,shaken,steady,,,,,0,infantry,line,,",
    "unit,fr-1-8e,fr-1-8e,,french,fr-bde-2,1,24,0,24,0.0,steady,steady,,,,,0,infantry,column,,",
    "command,fr-div-1,Friant,division,french,,4,76,18,58,23.7,steady,,,,,,0,,,,",
    "command,fr-bde-1,Kister,brigade,french,fr-div-1,2,48,18,30,37.5,broken,,,,,,0,,,,",
    "command,ru-bde-1,\"Kapustin, 1st brigade\",brigade,russian,ru-div-1,2,32,7,25,21.9,shaken,,,,,,0,,,,",
    "side,french,French,side,french,,4,76,18,58,23.7,steady,,,,,0,0,,,,",
  };
  g_autofree char *text = NULL, *saved = NULL, *out = NULL;
  g_autoptr(GString) with_morale = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (battle->path, &text, NULL, NULL));
  with_morale = g_string_new (text);
  g_string_append (with_morale, "morale:\n"
                                "  kinds:\n"
                                "    brigade: {shaken: 10, broken: 30}\n"
                                "  units: {shaken: 25, broken: 40}\n");
  g_assert_true (g_file_set_contents (battle->path, with_morale->str, -1, NULL));
  record_battle (battle->path);
  g_assert_true (g_file_get_contents (battle->path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\nmorale:\n  kinds:\n    brigade: {shaken: 10, broken: 30}\n"));
  out = run_ok (args);
  g_assert_cmpstr (out, ==, "");
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  lines = g_strsplit (text, "\r\n", -1);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (!g_strv_contains ((const char * const *) lines, expected[i]))
      g_error ("the report lacks “%s”:\n%s", expected[i], text);
}

static void
test_report_json (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *csv = g_build_filename (battle->dir, "report.csv", NULL);
  const char *args[] = { "report", battle->path, "-o", csv, "--json", NULL };
  g_autoptr(JsonObject) report = NULL;
  static const char * const keys[] = { "output", "title", "turn", "events", "units", "commands",
                                       "sides", "turns", NULL };
  static const char * const unit_keys[] = { "id", "name", "side", "command", "start",
                                            "casualties", "current", "percent", "state",
                                            "morale", NULL };
  static const char * const command_keys[] = { "id", "name", "kind", "side", "parent", "units",
                                               "start", "casualties", "current", "percent",
                                               "state", NULL };
  JsonArray *turns;
  JsonObject *unit, *brigade, *last;

  record_battle (battle->path);
  report = run_json (args);
  assert_members_start (report, keys);
  g_assert_cmpstr (json_object_get_string_member (report, "output"), ==, csv);
  g_assert_cmpint (json_object_get_int_member (report, "turn"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (report, "events"), ==, 8);
  unit = json_array_get_object_element (json_object_get_array_member (report, "units"), 0);
  assert_members_start (unit, unit_keys);
  g_assert_cmpint (json_object_get_int_member (unit, "casualties"), ==, 10);
  g_assert_cmpfloat (json_object_get_double_member (unit, "percent"), ==, 41.7);
  g_assert_cmpstr (json_object_get_string_member (unit, "morale"), ==, "shaken");
  brigade = json_array_get_object_element (json_object_get_array_member (report, "commands"), 1);
  assert_members_start (brigade, command_keys);
  g_assert_cmpstr (json_object_get_string_member (brigade, "state"), ==, "shaken");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "sides")), ==,
                    2);
  turns = json_object_get_array_member (report, "turns");
  g_assert_cmpuint (json_array_get_length (turns), ==, 6);
  last = json_array_get_object_element (turns, 5);
  g_assert_cmpint (json_object_get_int_member (last, "turn"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (last, "side"), ==, "russian");
  g_assert_cmpint (json_object_get_int_member (last, "casualties"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (last, "cumulative"), ==, 5);
}

static void
test_report_pdf (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *pdf = g_build_filename (battle->dir, "report.pdf", NULL);
  const char *args[] = { "report", battle->path, "-o", pdf, NULL };
  const char *missing_dir[] = { "report", battle->path, "-o",
                                "/nonexistent-vedette/report.pdf", NULL };
  const char *bad_ext[] = { "report", battle->path, "-o", "report.txt", NULL };
  const char *no_out[] = { "report", battle->path, NULL };
  g_autofree char *data = NULL, *out = NULL, *err = NULL, *err2 = NULL, *err3 = NULL;
  gsize length;
  const char *end;

  record_battle (battle->path);
  out = run_ok (args);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_file_get_contents (pdf, &data, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  /* Complete: the file ends with the end-of-file marker (and a line end). */
  end = data + length;
  while (end > data && (end[-1] == '\n' || end[-1] == '\r'))
    end--;
  g_assert_cmpint (end - data, >=, 5);
  g_assert_cmpint (memcmp (end - 5, "%%EOF", 5), ==, 0);

  /* A folder that does not exist: exit 1, the file named, nothing written. */
  g_assert_cmpint (vd_test_run_cli (missing_dir, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "report.pdf"));
  g_assert_false (g_file_test ("/nonexistent-vedette", G_FILE_TEST_EXISTS));
  g_assert_cmpint (vd_test_run_cli (bad_ext, NULL, &err2), ==, 2);
  g_assert_cmpint (vd_test_run_cli (no_out, NULL, &err3), ==, 2);
  g_assert_nonnull (strstr (err3, "-o"));
}

/* An unwritable -o leaves no temporary file behind either. */
static void
test_report_unwritable_leaves_nothing (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *sub = g_build_filename (battle->dir, "missing", "report.csv", NULL);
  const char *args[] = { "report", battle->path, "-o", sub, NULL };
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n = 0;

  g_assert_cmpint (vd_test_run_cli (args, NULL, NULL), ==, 1);
  dir = g_dir_open (battle->dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_assert_cmpstr (name, ==, "battle.yaml");
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

/* Text that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first) is written quoted after an apostrophe; numbers stay numbers, negative ones too. */

/* A table with an officer, a disordered unit in column with notes and a long name: the report
 * names the sides as the app does, keeps the officer out of the figures, lists formations,
 * conditions and notes; the roster gives a card per unit as text, JSON and a PDF. */
static const char roster_table[] =
  "vedette: 1\nkind: table\ntitle: Roster\nscale: 25mm\ntable: [1200, 1200]\n"
  "units:\n"
  "  - {id: fr-1, name: \"1er bataillon du 4e régiment d’infanterie de ligne, division Friant\",\n"
  "     side: french, arm: infantry, formation: column, at: [300, 300], frontage: 60,\n"
  "     depth: 60, figures: 24, casualties: 4, conditions: [disorder],\n"
  "     notes: \"Eagle bearer wounded\"}\n"
  "  - {id: fr-gen, name: Friant, side: french, arm: officer, formation: none, at: [500, 300],\n"
  "     frontage: 30, depth: 30, figures: 3, casualties: 1}\n"
  "  - {id: ru-1, side: russian, arm: cavalry, formation: open, at: [600, 900], facing: 180,\n"
  "     frontage: 100, depth: 40, figures: 12, notes: \"Charges at dawn\"}\n";

static JsonObject *
find_by_id (JsonArray *array, const char *id)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (object, "id"), id) == 0)
        return object;
    }
  g_error ("no “%s”", id);
  return NULL;
}

static void
test_report_sides_officers_formations (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *csv = g_build_filename (battle->dir, "report.csv", NULL);
  g_autofree char *pdf = g_build_filename (battle->dir, "report.pdf", NULL);
  const char *args[] = { "report", battle->path, "-o", csv, "--json", NULL };
  const char *pdf_args[] = { "report", battle->path, "-o", pdf, NULL };
  g_autoptr(JsonObject) report = NULL;
  g_autofree char *out = NULL;
  JsonObject *french, *unit, *officer;
  JsonArray *conditions;

  g_assert_true (g_file_set_contents (battle->path, roster_table, -1, NULL));
  report = run_json (args);
  french = find_by_id (json_object_get_array_member (report, "sides"), "french");
  g_assert_cmpstr (json_object_get_string_member (french, "name"), ==, "French");
  /* The officer's 3 figures are in no total: 24 troops, 4 lost. */
  g_assert_cmpint (json_object_get_int_member (french, "start"), ==, 24);
  g_assert_cmpint (json_object_get_int_member (french, "casualties"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (french, "units"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (french, "officers"), ==, 1);
  unit = find_by_id (json_object_get_array_member (report, "units"), "fr-1");
  g_assert_cmpstr (json_object_get_string_member (unit, "side_name"), ==, "French");
  g_assert_cmpstr (json_object_get_string_member (unit, "formation"), ==, "column");
  g_assert_cmpstr (json_object_get_string_member (unit, "notes"), ==, "Eagle bearer wounded");
  conditions = json_object_get_array_member (unit, "conditions");
  g_assert_cmpuint (json_array_get_length (conditions), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (conditions, 0), ==, "disorder");
  g_assert_false (json_object_get_boolean_member (unit, "officer"));
  officer = find_by_id (json_object_get_array_member (report, "units"), "fr-gen");
  g_assert_true (json_object_get_boolean_member (officer, "officer"));
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (report,
                                                                                  "turns"), 0),
                     "side_name"), ==, "French");
  out = run_ok (pdf_args);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
}

static void
test_report_roster (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *pdf = g_build_filename (battle->dir, "roster.pdf", NULL);
  g_autofree char *csv = g_build_filename (battle->dir, "roster.csv", NULL);
  const char *text_args[] = { "report", battle->path, "--roster", NULL };
  const char *json_args[] = { "report", battle->path, "--roster", "--json", NULL };
  const char *pdf_args[] = { "report", battle->path, "--roster", "-o", pdf, NULL };
  const char *csv_args[] = { "report", battle->path, "--roster", "-o", csv, NULL };
  g_autofree char *text = NULL, *data = NULL, *out = NULL, *err = NULL;
  g_autoptr(JsonObject) roster = NULL;
  JsonArray *cards;
  JsonObject *card;
  gsize length;

  g_assert_true (g_file_set_contents (battle->path, roster_table, -1, NULL));
  text = run_ok (text_args);
  /* A card per unit, under its side's displayed name, its name whole. */
  g_assert_nonnull (strstr (text, "\nFrench\n"));
  g_assert_nonnull (strstr (text, "\nRussian\n"));
  g_assert_nonnull (strstr (text, "1er bataillon du 4e régiment d’infanterie de ligne, division "
                                  "Friant (fr-1)"));
  g_assert_nonnull (strstr (text, "Conditions: Disorder"));
  g_assert_nonnull (strstr (text, "Figures: 20 now, 24 at the start"));
  g_assert_nonnull (strstr (text, "Officer: 2 figures now, 3 at the start"));
  g_assert_nonnull (strstr (text, "Notes: Eagle bearer wounded"));
  g_assert_nonnull (strstr (text, "Notes: Charges at dawn"));
  g_assert_nonnull (strstr (text, "Morale: Steady"));

  roster = run_json (json_args);
  cards = json_object_get_array_member (roster, "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, 3);
  card = find_by_id (cards, "fr-1");
  g_assert_cmpstr (json_object_get_string_member (card, "side_name"), ==, "French");
  g_assert_cmpstr (json_object_get_string_member (card, "formation"), ==, "column");
  g_assert_cmpint (json_object_get_int_member (card, "figures"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (card, "figures_start"), ==, 24);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (card, "base")), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (card, "notes"), ==, "Eagle bearer wounded");
  g_assert_true (json_object_get_boolean_member (find_by_id (cards, "fr-gen"), "officer"));

  out = run_ok (pdf_args);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_file_get_contents (pdf, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  /* A roster is a PDF or text: a CSV is refused as bad usage. */
  g_assert_cmpint (vd_test_run_cli (csv_args, NULL, &err), ==, 2);
  g_assert_nonnull (strstr (err, "--roster"));
}

static void
test_report_csv_formulas (void)
{
  g_autoptr(Battle) battle = battle_new ();
  g_autofree char *csv = g_build_filename (battle->dir, "report.csv", NULL);
  const char *table =
    "vedette: 1\nkind: table\nscale: 25mm\ntable: [1200, 1200]\n"
    "commands:\n"
    "  - {id: \"=cmd\", name: \"+brigade\", kind: \"@kind\", side: \"-red\"}\n"
    "units:\n"
    "  - {id: \"-u1\", name: \"=HYPERLINK(\\\"http://x\\\",\\\"y\\\")\", side: \"-red\",\n"
    "     arm: infantry, formation: line, at: [300, 300], frontage: 120, depth: 30,\n"
    "     figures: 24, command: \"=cmd\"}\n"
    "  - {id: u2, name: \"\\tTab, and more\", side: blue, arm: infantry, formation: line,\n"
    "     at: [600, 900], facing: 180, frontage: 120, depth: 30, figures: 12, morale: shaken}\n"
    "  - {id: u3, name: \"a = b, -c\", side: blue, arm: infantry, formation: line,\n"
    "     at: [900, 900], facing: 180, frontage: 120, depth: 30, figures: 12}\n";
  const char *args[] = { "report", battle->path, "-o", csv, NULL };
  static const char * const expected[] = {
    "unit,\"'-u1\",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",,\"'-red\",\"'=cmd\","
    "1,24,0,24,0.0,,steady,,",
    "unit,u2,\"'\tTab, and more\",,blue,,1,12,2,10,16.7,,shaken,,",
    "unit,u3,\"a = b, -c\",,blue,,1,12,0,12,0.0,,steady,,",
    "command,\"'=cmd\",\"'+brigade\",\"'@kind\",\"'-red\",,1,24,0,24,0.0,steady,,,",
    "side,\"'-red\",\"'-red\",side,\"'-red\",,1,24,0,24,0.0,steady,,,",
  };
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;

  g_assert_true (g_file_set_contents (battle->path, table, -1, NULL));
  record (battle->path, "loss", "u2", "3", NULL);
  record (battle->path, "end-turn", NULL);
  record (battle->path, "loss", "u2", "-1", NULL);
  out = run_ok (args);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_file_get_contents (csv, &text, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (strstr (text, expected[i]) == NULL)
      g_error ("“%s” is not in the report:\n%s", expected[i], text);
  /* The figures u2's side won back in turn 2: a number, not a text. */
  g_assert_nonnull (strstr (text, "\r\nturn,blue,Blue,,blue,,,,-1,,,,,2,2,,,,,,,\r\n"));
}

static void
test_help (void)
{
  static const char * const commands[] = { "record", "undo", "log", "report", NULL };
  const char *top[] = { "--help", NULL };
  g_autofree char *summary = run_ok (top);

  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { commands[i], "--help", NULL };
      g_autofree char *out = run_ok (args);

      g_assert_nonnull (strstr (summary, commands[i]));
      g_assert_nonnull (strstr (out, "Exit status"));
      g_assert_nonnull (strstr (out, "--json"));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/journal/record-each-kind", test_record_each_kind);
  g_test_add_func ("/cli/journal/orders-follow-journal", test_orders_follow_journal);
  g_test_add_func ("/cli/journal/record-keeps-backup", test_record_keeps_backup);
  g_test_add_func ("/cli/journal/refusals-leave-file-unchanged",
                   test_refusals_leave_file_unchanged);
  g_test_add_func ("/cli/journal/refuses-over-unsaved-autosave",
                   test_refuses_over_unsaved_autosave);
  g_test_add_func ("/cli/journal/negative-loss-and-note", test_record_negative_loss_and_note);
  g_test_add_func ("/cli/journal/record-formation-footprint", test_record_formation_footprint);
  g_test_add_func ("/cli/journal/undo", test_undo);
  g_test_add_func ("/cli/journal/log-empty", test_log_empty);
  g_test_add_func ("/cli/journal/log-add-command", test_log_add_command);
  g_test_add_func ("/cli/journal/record-start", test_record_start);
  g_test_add_func ("/cli/report/csv", test_report_csv);
  g_test_add_func ("/cli/report/csv-formulas", test_report_csv_formulas);
  g_test_add_func ("/cli/report/table-thresholds", test_report_table_thresholds);
  g_test_add_func ("/cli/report/json", test_report_json);
  g_test_add_func ("/cli/report/pdf", test_report_pdf);
  g_test_add_func ("/cli/report/sides-officers-formations", test_report_sides_officers_formations);
  g_test_add_func ("/cli/report/roster", test_report_roster);
  g_test_add_func ("/cli/report/unwritable-leaves-nothing", test_report_unwritable_leaves_nothing);
  g_test_add_func ("/cli/journal/help", test_help);
  return g_test_run ();
}
