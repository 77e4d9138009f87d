#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-battle-private.h"
#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"
#include "vd-yaml-reader.h"

/* What we write, we read: at each bound of a file (help, "Limits"), what a battle records and
 * saves at the bound opens again, and what would go past it is refused before anything is
 * written, the table file and its autosave journal left as they were. */

static VdRuleset *ruleset;

typedef struct {
  char *dir;
  char *path;      /* DIR/battle.yaml */
  char *journal;   /* DIR/battle.yaml.journal */
} Fixture;

static VdTable *
small_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);

  vd_test_add_line_infantry (table, "fr-inf", "french", 900, 300, 0)->figures = 24;
  vd_test_add_line_infantry (table, "ru-inf", "russian", 900, 900, 180);
  return table;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("vedette-limits-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  g_assert_true (vd_table_save_file (table, f->path, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  vd_test_folder_remove (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->journal);
}

static char *
checksum (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return g_strdup ("absent");
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* The table file and its autosave journal, as they are on disk. */
static char *
files_state (Fixture *f)
{
  g_autofree char *table = checksum (f->path);
  g_autofree char *journal = checksum (f->journal);

  return g_strconcat (table, " ", journal, NULL);
}

static VdBattle *
open_battle (const char *path)
{
  g_autoptr(GError) error = NULL;
  VdBattle *battle = vd_table_battle_open (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (battle);
  return battle;
}

static void
save (VdBattle *battle)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
}

/* The battle saved in PATH opens again with what BATTLE holds. */
static void
assert_reads_back (VdBattle *battle, const char *path)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *read_ruleset = NULL;
  /* Read as another program would, beside BATTLE, which holds the file's writer lock. */
  VdTable *setup = vd_table_load_checked (path, &read_ruleset, &error);
  g_autoptr(VdBattle) again = NULL;

  g_assert_no_error (error);
  again = vd_table_battle_new (setup, read_ruleset, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (vd_battle_get_n_events (again), ==, vd_battle_get_n_applied (battle));
  for (guint i = 0; i < vd_battle_get_n_events (again); i++)
    g_assert_true (vd_event_equal (vd_battle_get_event (again, i),
                                   vd_battle_get_event (battle, i)));
  g_assert_true (vd_table_equal (vd_battle_get_current (again), vd_battle_get_current (battle)));
}

/* The unit fr-inf revealed, with NOTE. */
/* Files of 64 MiB take minutes under valgrind, where the small files' code paths are enough. */
static gboolean
skip_big (void)
{
  if (g_getenv ("VEDETTE_TEST_SKIP_BIG") == NULL)
    return FALSE;
  g_test_skip ("files at the bounds are not made under VEDETTE_TEST_SKIP_BIG");
  return TRUE;
}

/* TABLE in PATH without flushing it to the disk: a fixture, not what is tested. */
static void
write_fixture (const VdTable *table, const char *path)
{
  g_autofree char *yaml = NULL;
  gsize length;

  yaml = vd_table_to_yaml (table, &length);
  g_assert_true (g_file_set_contents (path, yaml, (gssize) length, NULL));
}

static VdEvent *
note_event (VdBattle *battle, const char *note)
{
  VdTable *current = vd_battle_get_current (battle);
  VdEvent *event = vd_event_new (VD_EVENT_REVEAL, current->turn);

  event->unit_id = g_strdup ("fr-inf");
  event->revealed = TRUE;
  event->note = g_strdup (note);
  return event;
}

/* EVENT is refused with a message holding TEXT, and nothing is written. */
static void
assert_record_refused (Fixture *f, VdBattle *battle, VdEvent *event, const char *text)
{
  g_autofree char *before = files_state (f);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  guint n_events = vd_battle_get_n_events (battle);

  g_assert_false (vd_battle_record (battle, event, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  if (strstr (error->message, text) == NULL)
    g_error ("“%s” does not say “%s”", error->message, text);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, n_events);
  after = files_state (f);
  g_assert_cmpstr (after, ==, before);
}

static void
record_ok (VdBattle *battle, VdEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_no_error (error);
}

static char *
repeat (const char *s, guint n)
{
  GString *out = g_string_sized_new (strlen (s) * n);

  for (guint i = 0; i < n; i++)
    g_string_append (out, s);
  return g_string_free (out, FALSE);
}

/* A note of 64 KiB saves and reads back, in one-byte and two-byte characters; one byte more is
 * refused, quoting its start and naming the bound. */
static void
test_note_at_and_over (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autofree char *ascii = repeat ("n", VD_YAML_MAX_SCALAR);
  g_autofree char *accents = repeat ("é", VD_YAML_MAX_SCALAR / 2);
  g_autofree char *over = repeat ("n", VD_YAML_MAX_SCALAR + 1);
  g_autofree char *start = repeat ("n", VD_ERROR_MAX_QUOTED);
  g_autofree char *says = g_strdup_printf ("the text “%s…” has 65537 bytes, more than the 65536 "
                                           "a text may have in a Vedette file", start);

  record_ok (battle, note_event (battle, ascii));
  record_ok (battle, note_event (battle, accents));
  save (battle);
  assert_reads_back (battle, f->path);
  assert_record_refused (f, battle, note_event (battle, over), says);
}

/* What a file cannot hold in a text is refused, and never reaches the writer. */
static void
test_note_not_text (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);

  assert_record_refused (f, battle, note_event (battle, "caf\xc3"), "is not valid UTF-8");
  assert_record_refused (f, battle, note_event (battle, "one\rtwo"),
                         "the text “one\xef\xbf\xbdtwo” contains a control character");
  record_ok (battle, note_event (battle, "one\ntwo\tthree"));
  save (battle);
  assert_reads_back (battle, f->path);
}

static VdEvent *
add_unit_event (VdBattle *battle, const char *id)
{
  VdTable *current = vd_battle_get_current (battle);
  VdEvent *event = vd_event_new (VD_EVENT_ADD_UNIT, current->turn);

  event->unit = vd_unit_copy (vd_table_find_unit (current, "fr-inf"));
  g_free (event->unit->id);
  event->unit->id = g_strdup (id);
  event->unit->at.x += 200;
  return event;
}

/* A whole unit that joins the table holds what a file may: its words and texts, its numbers. */
static void
test_whole_unit (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autofree char *word = repeat ("w", VD_YAML_MAX_WORD);
  g_autofree char *long_word = repeat ("w", VD_YAML_MAX_WORD + 1);
  g_autofree char *name = repeat ("x", VD_YAML_MAX_SCALAR);
  g_autofree char *long_name = repeat ("x", VD_YAML_MAX_SCALAR + 1);
  VdEvent *event;

  event = add_unit_event (battle, word);
  g_free (event->unit->name);
  event->unit->name = g_strdup (name);
  record_ok (battle, event);

  assert_record_refused (f, battle, add_unit_event (battle, long_word),
                         "id must have 1 to 100 characters");
  assert_record_refused (f, battle, add_unit_event (battle, "a b"),
                         "id “a b” must not contain spaces");
  event = add_unit_event (battle, "u-name");
  g_free (event->unit->name);
  event->unit->name = g_strdup (long_name);
  assert_record_refused (f, battle, event, "has 65537 bytes");
  event = add_unit_event (battle, "u-side");
  g_free (event->unit->side);
  event->unit->side = g_strdup ("two words");
  assert_record_refused (f, battle, event, "side “two words” must not contain spaces");
  /* Numbers the reader would refuse: each one said in the reader's words. */
  event = add_unit_event (battle, "u-frontage");
  event->unit->frontage = 2e6;
  assert_record_refused (f, battle, event,
                         "the event would not read back from its file: frontage is 2000000, "
                         "outside the range");
  event = add_unit_event (battle, "u-figures");
  event->unit->figures = VD_YAML_MAX_FIGURES + 1;
  assert_record_refused (f, battle, event, "figures is 100001, outside the range");
  /* figures is the unit's strength at the start: what it loses are its casualties. */
  event = add_unit_event (battle, "u-none");
  event->unit->figures = 0;
  assert_record_refused (f, battle, event, "figures is 0, outside the range 1 to 100000");
  event = add_unit_event (battle, "u-facing");
  event->unit->facing = NAN;
  assert_record_refused (f, battle, event, "facing must be a finite number");

  event = add_unit_event (battle, "u-big");
  event->unit->figures = VD_YAML_MAX_FIGURES;
  event->unit->frontage = VD_YAML_MAX_MAGNITUDE;
  record_ok (battle, event);
  save (battle);
  assert_reads_back (battle, f->path);
}

/* Unit WORD of units with names of NAME_BYTES 'x': a table file of a given size at little cost
 * in values (names without spaces are never broken over lines: one byte more per letter). */
static void
add_named_unit (VdTable *table, guint i, gsize name_bytes)
{
  g_autofree char *id = g_strdup_printf ("big-%u", i);
  VdUnit *unit = vd_test_add_line_infantry (table, id, "french", 100 + i % 1000, 100, 0);

  g_free (unit->name);
  unit->name = g_malloc (name_bytes + 1);
  memset (unit->name, 'x', name_bytes);
  unit->name[name_bytes] = '\0';
}

static VdEvent *
end_turn (int turn)
{
  VdEvent *event = vd_event_new (VD_EVENT_END_TURN, turn);

  event->time = g_strdup ("2026-01-01T00:00:00Z");
  return event;
}

/* A battle whose file, with one end-turn recorded, is exactly VD_YAML_MAX_FILE_SIZE bytes: it
 * records and saves it, and the file opens again; the next end-turn is refused. */
static void
test_file_size_at_and_over (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdEvent) probe = end_turn (1);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  const VdEvent *events[] = { probe };
  VdFileSize size, more;
  guint64 per_unit;
  guint n_big;
  gint64 missing;
  VdUnit *last;
  GStatBuf st;

  if (skip_big ())
    return;

  /* What one unit of a full name adds (3 bytes more with the longest id), to fill the file
   * with as many as leave room for the last one; then its name takes what is missing. */
  more = vd_journal_file_size (events, 1, TRUE);
  size = vd_table_file_size (table, 0);
  add_named_unit (table, 0, VD_YAML_MAX_SCALAR);
  per_unit = vd_table_file_size (table, 0).bytes - size.bytes + 3;
  n_big = (guint) ((VD_YAML_MAX_FILE_SIZE - size.bytes - more.bytes - 4096) / per_unit);
  for (guint i = 1; i < n_big; i++)
    add_named_unit (table, i, VD_YAML_MAX_SCALAR);
  add_named_unit (table, n_big, 1);
  size = vd_table_file_size (table, 0);
  missing = (gint64) VD_YAML_MAX_FILE_SIZE - (gint64) (size.bytes + more.bytes);
  g_assert_cmpint (missing, >, 0);
  g_assert_cmpint (missing, <, VD_YAML_MAX_SCALAR);
  last = g_ptr_array_index (table->units, table->units->len - 1);
  g_free (last->name);
  last->name = g_malloc (missing + 2);
  memset (last->name, 'x', missing + 1);
  last->name[missing + 1] = '\0';
  write_fixture (table, f->path);

  battle = open_battle (f->path);
  record_ok (battle, end_turn (1));
  save (battle);
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  g_assert_cmpint (st.st_size, ==, VD_YAML_MAX_FILE_SIZE);
  assert_reads_back (battle, f->path);
  assert_record_refused (f, battle, end_turn (2),
                         "the file would be larger than the 64 MiB a Vedette file may be");
}

/* Past VD_YAML_MAX_NODES values the reader refuses a file, however small it is: a record that
 * would take the file past it is refused too, and so is saving such a table. */
static void
test_values_over (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (VdPoint));
  VdEvent *move;
  guint64 values, per_road;
  guint n;

  if (skip_big ())
    return;

  for (guint i = 0; i < VD_YAML_MAX_POINTS; i++)
    g_array_append_val (points, ((VdPoint) { i % 100, i / 100 }));
  /* Roads of 10000 points, 30000 values and a few each, then a shorter one: the file is a
   * few values short of the bound. */
  values = vd_table_file_size (table, 0).values;
  vd_test_add_feature (table, "road-0", VD_TERRAIN_ROAD, VD_SHAPE_LINE,
                       (const VdPoint *) points->data, points->len);
  /* Counted on the table of one road: the big one is written out once. */
  per_road = vd_table_file_size (table, 0).values - values;
  for (n = 1; values + (n + 1) * per_road <= VD_YAML_MAX_NODES; n++)
    {
      g_autofree char *id = g_strdup_printf ("road-%u", n);

      vd_test_add_feature (table, id, VD_TERRAIN_ROAD, VD_SHAPE_LINE,
                           (const VdPoint *) points->data, points->len);
    }
  vd_test_add_feature (table, "road-last", VD_TERRAIN_ROAD, VD_SHAPE_LINE,
                       (const VdPoint *) points->data,
                       (guint) (VD_YAML_MAX_NODES - values - n * per_road - 100) / 3);
  values = vd_table_file_size (table, 0).values;
  g_assert_cmpuint (values, <=, VD_YAML_MAX_NODES);
  g_assert_cmpuint (values + 3 * VD_YAML_MAX_POINTS, >, VD_YAML_MAX_NODES);
  write_fixture (table, f->path);

  /* Not opened from the file: reading 8 million values is the reader's test, not this one. */
  battle = vd_table_battle_new (vd_table_copy (table), vd_test_load_ruleset (), f->path, &error);
  g_assert_no_error (error);
  move = vd_event_new (VD_EVENT_MOVE, 1);
  move->unit_id = g_strdup ("fr-inf");
  move->at = vd_point (900, 320);
  g_array_append_vals (move->via, points->data, points->len);
  assert_record_refused (f, battle, move,
                         "the file would hold more than the 8388608 values a Vedette file may "
                         "hold");

  vd_test_add_feature (table, "one-too-many", VD_TERRAIN_ROAD, VD_SHAPE_LINE,
                       (const VdPoint *) points->data, points->len);
  g_assert_false (vd_table_save_file (table, f->path, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
}

/* The autosave journal is read whole when the battle opens again: recording and undoing go on
 * until it would be larger than a file may be, then are refused until the battle is saved. */
static void
test_autosave_journal_over (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *note = repeat ("n", VD_YAML_MAX_SCALAR);
  guint n_events = 64;
  gboolean refused = FALSE;

  if (skip_big ())
    return;

  /* Each step records 4 MiB of notes and undoes them: the table stays small. */
  for (guint step = 0; step < 32 && !refused; step++)
    {
      VdEvent *events[64];

      for (guint i = 0; i < n_events; i++)
        events[i] = note_event (battle, note);
      if (!vd_table_battle_record_batch (battle, events, n_events, &error))
        {
          g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
          g_assert_nonnull (strstr (error->message, "the autosave journal would be larger than "
                                                    "the 64 MiB a Vedette file may be"));
          g_assert_cmpuint (step, >=, 15);
          refused = TRUE;
          break;
        }
      g_assert_true (vd_battle_undo (battle, &error));
      g_assert_no_error (error);
    }
  g_assert_true (refused);
  g_clear_error (&error);
  /* Saved, the battle records again: its journal starts afresh. */
  save (battle);
  record_ok (battle, note_event (battle, note));
  /* As after a crash: the lock goes with the battle, the journal stays. */
  g_clear_pointer (&battle, vd_battle_free);
  {
    g_autoptr(VdBattle) reopened = open_battle (f->path);

    g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 1);
  }
}

static void
append_line (GString *s, const char *line)
{
  g_string_append (s, line);
}

/* An autosave journal holding more events than a file may (written by hand, or by another
 * program) is not restored; one at the bound is, and the battle saves and opens again. */
static void
test_restore_events (Fixture *f, gconstpointer data)
{
  if (skip_big ())
    return;
  for (guint extra = 0; extra <= 1; extra++)
    {
      g_autofree char *table = NULL;
      g_autofree char *digest = NULL;
      g_autofree char *header = NULL;
      g_autoptr(GString) journal = g_string_new (NULL);
      g_autoptr(VdBattle) battle = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (f->path, &table, &length, NULL));
      digest = vd_autosave_digest (table, length);
      header = vd_autosave_header_line (&vd_table_battle_model, digest, f->path);
      append_line (journal, header);
      for (guint i = 0; i < VD_YAML_MAX_EVENTS + extra; i++)
        {
          g_autoptr(VdEvent) move = vd_event_new (VD_EVENT_MOVE, 1);
          g_autofree char *line = NULL;

          move->unit_id = g_strdup ("fr-inf");
          move->at = vd_point (900 + i % 2, 300);
          line = vd_autosave_record_line (&vd_table_battle_model, VD_RECORD_EVENT, move);
          append_line (journal, line);
        }
      g_assert_true (g_file_set_contents (f->journal, journal->str, (gssize) journal->len,
                                          NULL));

      battle = open_battle (f->path);
      g_assert_cmpuint (vd_battle_pending_records (battle), ==, VD_YAML_MAX_EVENTS + extra);
      if (extra > 0)
        {
          g_autofree char *before = files_state (f);
          g_autofree char *after = NULL;

          g_assert_false (vd_battle_restore (battle, &error));
          g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
          g_assert_cmpstr (error->message, ==,
                           "autosaved record 100001 cannot be restored: the journal may hold "
                           "at most 100000 events, and this battle has reached it");
          g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
          after = files_state (f);
          g_assert_cmpstr (after, ==, before);
          g_unlink (f->journal);
          continue;
        }
      g_assert_true (vd_battle_restore (battle, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (vd_battle_get_n_events (battle), ==, VD_YAML_MAX_EVENTS);
      save (battle);
      assert_reads_back (battle, f->path);
      /* Back to the set-up for the next round. */
      {
        g_autoptr(VdTable) setup = small_table ();

        g_assert_true (vd_table_save_file (setup, f->path, &error));
      }
    }
}

/* What a table's file counts is what is written: with its journal, and event by event. */
static void
test_file_size_exact (void)
{
  g_autoptr(VdTable) table = small_table ();
  g_autofree char *long_name = repeat ("a few words, ", 2000);
  VdFileSize before, more;
  VdEvent *event;

  event = vd_event_new (VD_EVENT_MOVE, 1);
  event->unit_id = g_strdup ("fr-inf");
  event->at = vd_point (900.25, 320);
  for (guint i = 0; i < 200; i++)
    g_array_append_val (event->via, ((VdPoint) { i * 1.125, 300 }));
  event->note = g_strdup (long_name);
  g_ptr_array_add (table->journal, event);
  event = vd_event_new (VD_EVENT_ADD_UNIT, 1);
  event->unit = vd_unit_copy (g_ptr_array_index (table->units, 0));
  g_free (event->unit->id);
  event->unit->id = g_strdup ("fr-new");
  g_free (event->unit->name);
  event->unit->name = g_strdup (long_name);
  g_ptr_array_add (table->journal, event);
  event = vd_event_new (VD_EVENT_END_TURN, 1);
  event->time = g_strdup ("2026-01-01T00:00:00Z");
  g_ptr_array_add (table->journal, event);

  before = vd_table_file_size (table, 0);
  for (guint n = 1; n <= table->journal->len; n++)
    {
      g_autofree char *yaml = NULL;
      g_autoptr(VdYamlDocument) doc = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;
      guint64 n_values = 0;
      GPtrArray *stack = g_ptr_array_new ();

      more = vd_journal_file_size ((const VdEvent * const *) table->journal->pdata + n - 1, 1,
                                   n == 1);
      before.bytes += more.bytes;
      before.values += more.values;
      yaml = vd_table_to_yaml_checked (table, n, &length, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (length, ==, before.bytes);
      g_assert_cmpuint (vd_table_file_size (table, n).values, ==, before.values);
      /* The reader counts as many. */
      doc = vd_yaml_parse (yaml, length, "exact.yaml", &error);
      g_assert_no_error (error);
      g_ptr_array_add (stack, doc->root);
      while (stack->len > 0)
        {
          VdYamlNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

          n_values++;
          for (guint i = 0; i < node->n_children; i++)
            g_ptr_array_add (stack, node->children[i]);
        }
      g_ptr_array_unref (stack);
      g_assert_cmpuint (n_values, ==, before.values);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
#define ADD(path, func) \
  g_test_add ("/limits-write/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("note/at-and-over", test_note_at_and_over);
  ADD ("note/not-text", test_note_not_text);
  ADD ("unit/whole", test_whole_unit);
  ADD ("file/64-mib-at-and-over", test_file_size_at_and_over);
  ADD ("file/values-over", test_values_over);
  ADD ("autosave/64-mib-over", test_autosave_journal_over);
  ADD ("restore/100000-events", test_restore_events);
#undef ADD
  g_test_add_func ("/limits-write/file/size-exact", test_file_size_exact);
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
