#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "vd-battle-private.h"
#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-table-private.h"
#include "vd-table-reader.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

static VdRuleset *ruleset;

typedef struct {
  char *dir;
  char *path;      /* DIR/battle.yaml */
  char *journal;   /* DIR/battle.yaml.journal */
  char *backup;    /* DIR/battle.yaml~ */
} Fixture;

static VdTable *
small_table (void)
{
  VdTable *table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  VdUnit *unit;

  unit = vd_test_add_line_infantry (table, "fr-inf", "french", 900, 300, 0);
  unit->figures = 24;
  vd_test_add_unit (table, "fr-cav", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE, 400, 300, 0,
                    120, 40);
  unit = vd_test_add_unit (table, "ru-bat", "russian", VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,
                           900, 900, 180, 80, 40);
  unit->calibre = 6;
  vd_test_add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, 100, 600, 700, 600);
  return table;
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("vedette-battle-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  f->backup = g_strconcat (f->path, "~", NULL);
  g_assert_true (vd_table_save_file (table, f->path, &error));
}

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
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->journal);
  g_free (f->backup);
}

/* The I-th event of a game on small_table, valid on CURRENT when the I before it were applied:
 * every unit event kind, the hedge bombarded, turns ending. */
static VdEvent *
make_event (guint i, const VdTable *current)
{
  static const char * const states[] = { "shaken", "steady", "wavering" };
  VdEvent *event;

  switch (i % 8)
    {
    case 0:
      event = vd_event_new (VD_EVENT_LOSS, current->turn);
      event->unit_id = g_strdup ("fr-inf");
      event->figures = 1 + (int) (i / 8) % 2;
      break;
    case 1:
      event = vd_event_new (VD_EVENT_MOVE, current->turn);
      event->unit_id = g_strdup ("fr-inf");
      event->at = vd_point (100 + 10.5 * i, 300);
      event->conditions = i % 4;
      break;
    case 2:
      event = vd_event_new (VD_EVENT_FORMATION, current->turn);
      event->unit_id = g_strdup ("fr-inf");
      event->formation = (i / 8) % 2 ? VD_FORMATION_LINE : VD_FORMATION_COLUMN;
      break;
    case 3:
      event = vd_event_new (VD_EVENT_MORALE, current->turn);
      event->unit_id = g_strdup ("fr-inf");
      event->state = g_strdup (states[(i / 8) % 3]);
      break;
    case 4:
      event = vd_event_new (VD_EVENT_REVEAL, current->turn);
      event->unit_id = g_strdup ("ru-bat");
      event->revealed = (i / 8) % 2 == 0;
      break;
    case 5:
      {
        VdStretch stretch = { 100, 110 + i, VD_DAMAGE_DESTROYED };

        event = vd_event_new (VD_EVENT_BOMBARD, current->turn);
        event->unit_id = g_strdup ("ru-bat");
        event->feature_id = g_strdup ("hedge-1");
        event->rule = g_strdup ("LOBS-3");
        g_array_append_val (event->damage, stretch);
        event->note = g_strdup_printf ("salvo %u:\n“à outrance” — {x: [1]}", i);
        break;
      }
    case 6:
      event = vd_event_new (VD_EVENT_CONDITIONS, current->turn);
      event->unit_id = g_strdup ("fr-cav");
      event->conditions = (i / 8) % 8;
      break;
    case 7:
    default:
      event = vd_event_new (VD_EVENT_END_TURN, current->turn);
      break;
    }
  event->time = g_strdup ("2024-05-01T20:15:00Z");
  return event;
}

static void
record_events (VdBattle *battle, guint from, guint to)
{
  for (guint i = from; i < to; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (vd_battle_record (battle, make_event (i, vd_battle_get_current (battle)),
                                       &error));
      g_assert_no_error (error);
    }
}

/* The battle after make_event's first N events, applied one by one to the set-up. */
static VdTable *
played_live (guint n)
{
  VdTable *table = small_table ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(VdEvent) event = make_event (i, table);
      g_autoptr(GError) error = NULL;

      g_assert_true (vd_event_apply (event, table, ruleset, &error));
    }
  return table;
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

static char *
contents (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* PATH holds EXPECTED (or not, with SAME FALSE). */
static void
assert_contents (const char *path, gboolean same, const char *expected)
{
  g_autofree char *text = contents (path);

  g_assert_cmpint (g_str_equal (text, expected), ==, same);
}

/* Every record kind written as one line and read back the same; a text with line breaks
 * and quotes stays on its line. */
static void
test_lines (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(GString) file = g_string_new (NULL);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  g_autofree char *digest = vd_autosave_digest ("abc", 3);
  g_autofree char *header = vd_autosave_header_line (&vd_table_battle_model, digest, f->path);
  g_autoptr(GError) error = NULL;
  VdAutosave autosave = { 0 };

  /* SHA-256 of "abc" (FIPS 180-2). */
  g_assert_cmpstr (digest, ==,
                   "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  g_assert_cmpstr (header, ==, "{vedette: 1, kind: journal, table: \"battle.yaml\", "
                               "sha256: \"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410"
                               "ff61f20015ad\"}\n");
  g_string_append (file, header);
  for (guint i = 0; i < 8; i++)
    {
      VdEvent *event = make_event (i, table);
      g_autofree char *line = NULL;

      if (i == 5)
        {
          g_autoptr(GString) note = g_string_new ("a long note:");

          for (guint j = 0; j < 2000; j++)
            g_string_append (note, j % 7 ? " mot" : "\n\t“guillemets” \"quotes\" \\ \u2028");
          g_free (event->note);
          event->note = g_strdup (note->str);
        }
      line = vd_autosave_record_line (&vd_table_battle_model, VD_RECORD_EVENT, event);
      g_assert_null (memchr (line, '\n', strlen (line) - 1));
      g_string_append (file, line);
      g_ptr_array_add (events, event);
    }
  g_string_append (file, "{record: undo}\n{record: redo}\n");
  g_assert_true (g_file_set_contents (f->journal, file->str, (gssize) file->len, NULL));

  g_assert_true (vd_autosave_read (&vd_table_battle_model, f->journal, &autosave, &error));
  g_assert_true (autosave.has_header);
  g_assert_false (autosave.damaged);
  g_assert_cmpstr (autosave.digest, ==, digest);
  g_assert_cmpuint (autosave.valid_length, ==, file->len);
  g_assert_cmpuint (autosave.records->len, ==, 10);
  for (guint i = 0; i < 8; i++)
    {
      VdRecord *record = g_ptr_array_index (autosave.records, i);

      g_assert_cmpint (record->kind, ==, VD_RECORD_EVENT);
      g_assert_true (vd_event_equal (record->event, g_ptr_array_index (events, i)));
    }
  g_assert_cmpint (((VdRecord *) g_ptr_array_index (autosave.records, 8))->kind, ==,
                   VD_RECORD_UNDO);
  g_assert_cmpint (((VdRecord *) g_ptr_array_index (autosave.records, 9))->kind, ==,
                   VD_RECORD_REDO);
  vd_autosave_clear (&autosave);
}

/* Events, undos and redos reach PATH.journal as they happen; after a crash (the battle
 * dropped unsaved) the next open offers them all, and restoring gives the battle as it was. */
static void
test_recover (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(VdTable) before_crash = NULL;
  g_autoptr(VdTable) file_state = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = contents (f->path);
  g_autofree char *journal_text = NULL;

  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  file_state = vd_table_copy (vd_battle_get_current (battle));
  record_events (battle, 0, 10);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_redo (battle, &error));
  record_events (battle, 9, 12);      /* drops the one event still undone */
  g_assert_true (vd_battle_go_to (battle, 4, &error));
  g_assert_true (vd_battle_go_to (battle, 11, &error));
  g_assert_no_error (error);
  before_crash = vd_table_copy (vd_battle_get_current (battle));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 12);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 11);
  journal_text = contents (f->journal);
  g_clear_pointer (&battle, vd_battle_free);

  /* The file is as it was; the journal holds 10 + 3 events, 2 + 8 undos and 1 + 7 redos. */
  assert_contents (f->path, TRUE, original);
  reopened = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 13 + 10 + 8);
  g_assert_true (vd_table_equal (vd_battle_get_current (reopened), file_state));
  g_assert_false (vd_battle_has_stale_journal (reopened));
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 0);
  g_assert_true (vd_table_equal (vd_battle_get_current (reopened), before_crash));
  g_assert_cmpuint (vd_battle_get_n_events (reopened), ==, 12);
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 11);
  g_assert_true (vd_battle_get_dirty (reopened));
  /* The journal carries on where it was. */
  assert_contents (f->journal, TRUE, journal_text);
  record_events (reopened, 11, 13);
  g_clear_pointer (&reopened, vd_battle_free);
  reopened = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 31 + 2);
  g_assert_true (vd_battle_restore (reopened, &error));
  {
    g_autoptr(VdTable) live = played_live (13);

    g_assert_true (vd_table_equal (vd_battle_get_current (reopened), live));
  }
}

static void
assert_same_size (VdFileSize a, VdFileSize b)
{
  g_assert_cmpuint (a.bytes, ==, b.bytes);
  g_assert_cmpuint (a.values, ==, b.values);
}

/* Counting the file ahead of the first record gives the count that record would have made, and
 * the records after it keep the same count as in a battle that did not count ahead; while
 * records wait to be restored, it waits too. */
static void
test_prepare_record (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdBattle) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = contents (f->path);
  g_autofree char *other = g_build_filename (f->dir, "other.yaml", NULL);

  g_assert_true (g_file_set_contents (other, text, -1, &error));
  plain = open_battle (other);
  g_assert_cmpuint (vd_battle_get_file_size (battle).bytes, ==, 0);
  vd_battle_prepare_record (battle);
  assert_same_size (vd_battle_get_file_size (battle),
                    vd_table_file_size (vd_battle_get_setup (battle), 0));
  record_events (battle, 0, 5);
  record_events (plain, 0, 5);
  assert_same_size (vd_battle_get_file_size (battle), vd_battle_get_file_size (plain));

  /* Reopened with the 5 records waiting. */
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 5);
  vd_battle_prepare_record (battle);
  g_assert_cmpuint (vd_battle_get_file_size (battle).bytes, ==, 0);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  vd_battle_prepare_record (battle);
  assert_same_size (vd_battle_get_file_size (battle),
                    vd_table_file_size (vd_battle_get_setup (battle), 5));
}

static void
test_discard (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) file_state = vd_table_copy (vd_battle_get_current (battle));

  record_events (battle, 0, 3);
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 3);
  /* Nothing changes while the user has not chosen. */
  g_assert_false (vd_battle_record (battle, make_event (0, vd_battle_get_current (battle)),
                                    &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (vd_battle_discard_pending (battle, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), file_state));
  record_events (battle, 0, 1);
  g_assert_true (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  /* Closing without saving, as the user chose, leaves nothing to offer. */
  g_assert_true (vd_battle_drop_autosave (battle, &error));
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
}

static void
append_text (const char *path, const char *text)
{
  g_autofree char *old = contents (path);
  g_autofree char *new_text = g_strconcat (old, text, NULL);

  g_assert_true (g_file_set_contents (path, new_text, -1, NULL));
}

/* A crash in the middle of a write leaves a last line without its newline: ignored, and cut
 * off before the journal goes on. */
static void
test_cut_last_line (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) live = played_live (5);

  record_events (battle, 0, 4);
  g_clear_pointer (&battle, vd_battle_free);
  append_text (f->journal, "{record: event, event: loss, turn: 1, unit: fr-i");
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 4);
  g_assert_true (vd_battle_restore (battle, &error));
  record_events (battle, 4, 5);
  g_clear_pointer (&battle, vd_battle_free);

  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 5);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), live));
}

/* A whole line that cannot be read ends what is offered; the lines from it on are kept in a
 * copy before the journal goes on. */
static void
test_damaged_line (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = g_strconcat (f->journal, ".damaged", NULL);
  g_autofree char *damaged = NULL;

  record_events (battle, 0, 2);
  g_clear_pointer (&battle, vd_battle_free);
  append_text (f->journal, "{record: event, event: loss, turn: 1, unit: fr-inf, figures: 0}\n"
                           "{record: undo}\n");
  damaged = contents (f->journal);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 2);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  assert_contents (copy, TRUE, damaged);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);
}

/* A journal of another version of the file is kept byte for byte and reported, never read. */
static void
test_stale_journal (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *stale = NULL;
  g_autofree char *aside = g_strconcat (f->journal, ".stale", NULL);

  record_events (battle, 0, 3);
  g_clear_pointer (&battle, vd_battle_free);
  append_text (f->path, "# edited by hand since\n");
  stale = contents (f->journal);

  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  g_assert_true (vd_battle_has_stale_journal (battle));
  g_assert_cmpstr (vd_battle_get_stale_journal_path (battle), ==, f->journal);
  assert_contents (f->journal, TRUE, stale);

  /* Recording starts a journal of its own: the stale one moves aside, untouched. */
  record_events (battle, 0, 1);
  g_assert_cmpstr (vd_battle_get_stale_journal_path (battle), ==, aside);
  assert_contents (aside, TRUE, stale);
  assert_contents (f->journal, FALSE, stale);
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
  g_assert_false (vd_battle_has_stale_journal (battle));
}

static guint
count_files (const char *dir_path)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Saving keeps the previous version as PATH~, leaves no temporary file, and a save that
 * fails leaves the file as it was. */
static void
test_save (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = contents (f->path);
  g_autofree char *saved = NULL;
  g_autofree char *inside = g_build_filename (f->backup, "x", NULL);
  GStatBuf st;

  g_assert_cmpint (g_chmod (f->path, 0640), ==, 0);
  battle = open_battle (f->path);
  record_events (battle, 0, 6);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (vd_battle_get_dirty (battle));
  /* The events undone are not saved and can no longer be redone. */
  g_assert_false (vd_battle_can_redo (battle));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 5);
  assert_contents (f->backup, TRUE, original);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (f->dir), ==, 2);
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);

  /* Read as another program would while the battle, still open, holds the writer's lock. */
  {
    g_autoptr(VdRuleset) read_ruleset = NULL;
    g_autoptr(VdTable) setup = vd_table_load_checked (f->path, &read_ruleset, &error);
    g_autoptr(VdTable) live = played_live (5);
    g_autoptr(VdTable) current = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (setup->journal->len, ==, 5);
    current = vd_journal_replay (setup, read_ruleset, G_MAXUINT, &error);
    g_assert_no_error (error);
    g_assert_true (vd_table_equal (current, live));
  }

  /* After the save the journal starts afresh, for the file as saved. */
  record_events (battle, 5, 7);
  g_clear_pointer (&battle, vd_battle_free);
  reopened = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 2);
  g_assert_true (vd_battle_restore (reopened, &error));

  /* PATH~ cannot be replaced (a folder with a file in it): nothing is written. */
  saved = contents (f->path);
  g_assert_cmpint (g_unlink (f->backup), ==, 0);
  g_assert_cmpint (g_mkdir (f->backup, 0755), ==, 0);
  g_assert_true (g_file_set_contents (inside, "", 0, NULL));
  g_assert_false (vd_battle_save (reopened, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_IO);
  assert_contents (f->path, TRUE, saved);
  g_assert_true (vd_battle_get_dirty (reopened));
  g_assert_cmpuint (count_files (f->dir), ==, 3);  /* the file, the folder and the journal */
}

/* Saving under another name makes that the battle's file; the table given by vd_battle_new
 * has no autosave until then. */
static void
test_save_as (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *other = g_build_filename (f->dir, "other.yaml", NULL);
  g_autofree char *other_journal = g_strconcat (other, ".journal", NULL);

  battle = vd_table_battle_new (small_table (), vd_test_load_ruleset (), NULL, &error);
  record_events (battle, 0, 2);
  g_assert_cmpuint (count_files (f->dir), ==, 1);
  g_assert_false (vd_battle_save (battle, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (vd_battle_save (battle, other, &error));
  g_assert_cmpstr (vd_battle_get_path (battle), ==, other);
  record_events (battle, 2, 3);
  g_assert_true (g_file_test (other_journal, G_FILE_TEST_EXISTS));
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (other);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
}

/* Saving a battle under another name puts its autosaved records in that file: the journal
 * beside the old file goes, so reopening the old file (the demo's working copy) offers
 * nothing, whether the records were made in this run or restored after a crash. */
static void
test_save_as_drops_old_journal (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *original = contents (f->path);
  g_autofree char *other = g_build_filename (f->dir, "other.yaml", NULL);
  g_autofree char *third = g_build_filename (f->dir, "third.yaml", NULL);
  g_autofree char *other_journal = g_strconcat (other, ".journal", NULL);

  record_events (battle, 0, 3);
  g_assert_true (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_assert_true (vd_battle_save (battle, other, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (other_journal, G_FILE_TEST_EXISTS));
  assert_contents (f->path, TRUE, original);
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  g_assert_false (vd_battle_has_stale_journal (battle));
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (other);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  g_clear_pointer (&battle, vd_battle_free);

  /* Restored after a crash, then saved elsewhere: the same. */
  battle = open_battle (f->path);
  record_events (battle, 0, 2);
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 2);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_true (vd_battle_save (battle, third, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_clear_pointer (&battle, vd_battle_free);
  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  assert_contents (f->path, TRUE, original);
}

/* Undo with a thousand events: after each undo the battle as it stands is the set-up replayed
 * to that many events, whether it came from a checkpoint or from the set-up. Correctness only:
 * the time is reported, not asserted (`vedette-cli bench journal` measures it against its
 * target). */
static void
test_undo_1000 (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdTable) live = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autofree char *path = g_build_filename (f->dir, "shevardino.yaml", NULL);
  g_autofree char *demo = g_build_filename (g_getenv ("VEDETTE_DATA_DIR"), "data",
                                            "shevardino.yaml", NULL);
  double worst = 0, total = 0;

  /* The demo battle, its units taking turns to lose and win back figures and to move. */
  table = vd_table_load_checked (demo, NULL, &error);
  g_assert_no_error (error);
  live = vd_table_copy (table);
  for (guint i = 0; i < 1000; i++)
    {
      VdUnit *unit = g_ptr_array_index (live->units, i % live->units->len);
      VdEvent *event = vd_event_new (i % 3 == 2 ? VD_EVENT_MOVE : VD_EVENT_LOSS, live->turn);

      event->unit_id = g_strdup (unit->id);
      event->figures = unit->casualties > 0 ? -1 : 1;
      event->at = vd_point (unit->at.x + 1, unit->at.y);
      event->conditions = unit->conditions;
      g_assert_true (vd_event_apply (event, live, ruleset, &error));
      g_ptr_array_add (table->journal, event);
    }
  g_assert_true (vd_table_save_file (table, path, &error));
  battle = open_battle (path);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1000);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), live));
  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(VdTable) replayed = NULL;
      guint n = 1000 - (i + 1);
      double seconds;

      g_timer_start (timer);
      g_assert_true (vd_battle_undo (battle, &error));
      seconds = g_timer_elapsed (timer, NULL);
      g_assert_no_error (error);
      worst = MAX (worst, seconds);
      total += seconds;

      g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, n);
      g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1000);
      replayed = vd_journal_replay (table, ruleset, n, &error);
      g_assert_no_error (error);
      g_assert_true (vd_table_equal (vd_battle_get_current (battle), replayed));
    }
  g_test_message ("undo with ~1000 events on Shevardino (%u units): %.2f ms on average, "
                  "%.2f ms at worst (autosave line and fsync included; not asserted)",
                  live->units->len, total / 20 * 1000, worst * 1000);
}

/* The battle as it stands is the set-up replayed to the cursor. */
static void
assert_replayed (VdBattle *battle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdTable) replayed = vd_journal_replay (vd_battle_get_setup (battle), ruleset,
                                                   vd_battle_get_n_applied (battle), &error);

  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), replayed));
}

/* make_event's next event after *MADE that applies however many came before: no losses, so
 * that figures never run out. */
static VdEvent *
next_event (guint *made, const VdTable *current)
{
  if (*made % 8 == 0)
    (*made)++;
  return make_event ((*made)++, current);
}

/* Jumps back and forth, undos, redos and events recorded after undos (which drop events a
 * checkpoint may have been made from): every time, the battle is its replay. */
static void
test_go_to_anywhere (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autoptr(GError) error = NULL;
  guint made = 0;

  battle = vd_table_battle_new (small_table (), vd_test_load_ruleset (), NULL, &error);
  g_assert_no_error (error);
  while (vd_battle_get_n_events (battle) < 300)
    g_assert_true (vd_battle_record (battle, next_event (&made, vd_battle_get_current (battle)),
                                     &error));
  for (guint step = 0; step < 300; step++)
    {
      guint n = vd_battle_get_n_applied (battle), total = vd_battle_get_n_events (battle);

      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0:
          g_assert_true (vd_battle_go_to (battle, g_rand_int_range (rand, 0, total + 1), &error));
          break;
        case 1:
          g_assert_true (!vd_battle_can_undo (battle) || vd_battle_undo (battle, &error));
          break;
        case 2:
          g_assert_true (!vd_battle_can_redo (battle) || vd_battle_redo (battle, &error));
          break;
        default:
          /* After a few undos, so that the events dropped may be behind a checkpoint. */
          if (n > 8)
            g_assert_true (vd_battle_go_to (battle, n - g_rand_int_range (rand, 1, 8), &error));
          g_assert_true (vd_battle_record (battle,
                                           next_event (&made, vd_battle_get_current (battle)),
                                           &error));
          break;
        }
      g_assert_no_error (error);
      assert_replayed (battle);
    }
}

/* Autosaved records that cannot be restored: the first in the order they were made is told,
 * and the battle is left as it was, its records still pending. */
static void
test_restore_refused (Fixture *f, gconstpointer data)
{
  static const struct {
    const char *lines;
    const char *text;
  } cases[] = {
    /* More losses than the figures left. */
    { "{record: event, event: loss, turn: 1, unit: fr-inf, figures: 500}\n",
      "autosaved record 4 cannot be restored: " },
    { "{record: undo}\n{record: undo}\n{record: undo}\n{record: undo}\n",
      "autosaved record 7 cannot be restored: there is nothing to undo" },
    { "{record: redo}\n", "autosaved record 4 cannot be restored: there is nothing to redo" },
    /* Refused before a record that cannot be walked: told first. */
    { "{record: event, event: loss, turn: 1, unit: fr-inf, figures: 500}\n"
      "{record: undo}\n{record: undo}\n{record: undo}\n{record: undo}\n{record: undo}\n",
      "autosaved record 4 cannot be restored: " },
  };
  g_autofree char *original = NULL;

  {
    g_autoptr(VdBattle) battle = open_battle (f->path);

    record_events (battle, 0, 3);
  }
  original = contents (f->journal);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(VdBattle) battle = NULL;
      g_autoptr(VdTable) before = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *lines = g_strconcat (original, cases[i].lines, NULL);

      g_assert_true (g_file_set_contents (f->journal, lines, -1, NULL));
      battle = open_battle (f->path);
      before = vd_table_copy (vd_battle_get_current (battle));
      g_assert_false (vd_battle_restore (battle, &error));
      g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].text));
      g_assert_true (vd_table_equal (vd_battle_get_current (battle), before));
      g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
      g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
      g_assert_cmpuint (vd_battle_pending_records (battle), >, 3);
      assert_contents (f->journal, TRUE, lines);
    }
}

/* Records that undo into the file's own events and replace them: the restored battle is the
 * journal they leave, replayed. */
static void
test_restore_below_file (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdTable) expected = NULL;
  g_autoptr(GError) error = NULL;

  record_events (battle, 0, 6);
  g_assert_true (vd_battle_save (battle, NULL, &error));
  for (guint i = 0; i < 4; i++)
    g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_redo (battle, &error));
  record_events (battle, 20, 23);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_no_error (error);
  expected = vd_table_copy (vd_battle_get_current (battle));
  g_clear_pointer (&battle, vd_battle_free);

  battle = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 4 + 1 + 3 + 1);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 6);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 5);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), expected));
  assert_replayed (battle);
  g_assert_true (vd_battle_redo (battle, &error));
  assert_replayed (battle);
}

/* The child: records N events, writing to FD how many are recorded after each one. */
static void G_GNUC_NORETURN
record_in_child (const char *path, int fd, guint n)
{
  VdBattle *battle = vd_table_battle_open (path, NULL);

  if (battle == NULL)
    _exit (2);
  for (guint i = 0; i < n; i++)
    {
      guint32 count = i + 1;

      if (!vd_battle_record (battle, make_event (i, vd_battle_get_current (battle)), NULL) ||
          write (fd, &count, sizeof count) != sizeof count)
        _exit (3);
    }
  _exit (0);
}

/* A process killed with SIGKILL loses nothing it had recorded: reopening offers at least every
 * event it reported, each the same, and restoring gives the battle as played live. */
static void
test_sigkill (Fixture *f, gconstpointer data)
{
  gboolean after_all = GPOINTER_TO_INT (data);
  guint rounds = after_all ? 1 : 12;

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(VdTable) setup = small_table ();
      g_autoptr(VdBattle) battle = NULL;
      g_autoptr(VdTable) live = NULL;
      g_autoptr(GError) error = NULL;
      guint kill_after = after_all ? 50 : (guint) g_test_rand_int_range (0, 50);
      guint32 count = 0, reported = 0;
      int fds[2], status;
      guint pending;
      pid_t pid;

      g_unlink (f->journal);
      g_assert_true (vd_table_save_file (setup, f->path, &error));
      g_assert_cmpint (pipe (fds), ==, 0);
      fflush (stdout);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          record_in_child (f->path, fds[1], 50);
        }
      close (fds[1]);
      while (reported < kill_after && read (fds[0], &count, sizeof count) == sizeof count)
        reported = count;
      /* Some time into the next record: the kill may cut a line in the middle. */
      if (!after_all)
        g_usleep ((gulong) g_test_rand_int_range (0, 400));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      /* Whatever it reported before it died was recorded too. */
      while (read (fds[0], &count, sizeof count) == sizeof count)
        reported = count;
      close (fds[0]);
      g_assert_true (!WIFEXITED (status) || WEXITSTATUS (status) == 0);

      battle = open_battle (f->path);
      pending = vd_battle_pending_records (battle);
      g_test_message ("round %u: killed after %u reported, %u offered", round, reported,
                      pending);
      g_assert_cmpuint (pending, >=, reported);
      g_assert_cmpuint (pending, <=, 50);
      if (after_all)
        g_assert_cmpuint (pending, ==, 50);
      g_assert_true (vd_battle_restore (battle, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (vd_battle_get_n_events (battle), ==, pending);
      live = vd_table_copy (setup);
      for (guint i = 0; i < pending; i++)
        {
          g_autoptr(VdEvent) event = make_event (i, live);

          g_assert_true (vd_event_equal (vd_battle_get_event (battle, i), event));
          g_assert_true (vd_event_apply (event, live, ruleset, &error));
        }
      g_assert_true (vd_table_equal (vd_battle_get_current (battle), live));
    }
}

/* Terrain is shared, not copied, while an event is recorded (vd_table_copy_sharing):
 * the events that change no feature leave the battle's feature list as it was, the same
 * features; those that change one give the new battle a list of its own and its own copy of
 * that feature, and leave the table they were copied from untouched; the battle stays what
 * the events make of it. */
static void
test_terrain_shared (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdTable) table = small_table ();
  g_autoptr(VdTable) copy = vd_table_copy_sharing (table);
  g_autoptr(VdEvent) bombard = make_event (5, table);
  g_autoptr(VdEvent) remove = vd_event_new (VD_EVENT_REMOVE_FEATURE, 1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 16; i++)
    {
      const VdTable *before = vd_battle_get_current (battle);
      GPtrArray *features = before->features;
      gpointer hedge = g_ptr_array_index (features, 0);
      gboolean changes_terrain = i % 8 == 5;
      g_autoptr(VdTable) live = played_live (i + 1);
      const VdTable *after;

      record_events (battle, i, i + 1);
      after = vd_battle_get_current (battle);
      g_assert_true (vd_table_equal (after, live));
      if (changes_terrain)
        g_assert_true (after->features != features);
      else
        {
          g_assert_true (after->features == features);
          g_assert_true (g_ptr_array_index (after->features, 0) == hedge);
        }
    }

  /* The table copied from keeps its terrain when the copy's changes. */
  g_assert_true (copy->features == table->features);
  g_assert_true (vd_event_apply (bombard, copy, ruleset, &error));
  g_assert_no_error (error);
  g_assert_true (copy->features != table->features);
  g_assert_cmpuint (((VdFeature *) g_ptr_array_index (copy->features, 0))->damage->len, ==, 1);
  g_assert_cmpuint (((VdFeature *) g_ptr_array_index (table->features, 0))->damage->len, ==, 0);
  g_clear_pointer (&copy, vd_table_free);
  copy = vd_table_copy_sharing (table);
  remove->feature_id = g_strdup ("hedge-1");
  g_assert_true (vd_event_apply (remove, copy, ruleset, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (copy->features->len, ==, 0);
  g_assert_cmpuint (table->features->len, ==, 1);
}

/* A batch refused at its second event leaves the battle as it was: the first event changed
 * only the next state's own copy of the unit, never the one the battle stands on. */
static void
test_refused_batch (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdTable) live = played_live (3);
  g_autoptr(GError) error = NULL;
  VdEvent *batch[2];

  record_events (battle, 0, 3);
  batch[0] = vd_event_new (VD_EVENT_LOSS, 1);
  batch[0]->unit_id = g_strdup ("fr-inf");
  batch[0]->figures = 2;
  batch[1] = vd_event_new (VD_EVENT_LOSS, 1);
  batch[1]->unit_id = g_strdup ("fr-inf");
  batch[1]->figures = 40;
  g_assert_false (vd_battle_record_batch (battle, (gpointer *) batch, 2, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), live));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  ruleset = vd_test_load_ruleset ();
#define ADD(name, func, data) \
  g_test_add ("/battle/" name, Fixture, data, fixture_set_up, func, fixture_tear_down)
  ADD ("autosave-lines", test_lines, NULL);
  ADD ("recover-after-crash", test_recover, NULL);
  ADD ("discard", test_discard, NULL);
  ADD ("prepare-record", test_prepare_record, NULL);
  ADD ("cut-last-line-ignored", test_cut_last_line, NULL);
  ADD ("damaged-line-kept", test_damaged_line, NULL);
  ADD ("stale-journal-kept", test_stale_journal, NULL);
  ADD ("save-keeps-backup-and-is-atomic", test_save, NULL);
  ADD ("save-as", test_save_as, NULL);
  ADD ("save-as-drops-old-journal", test_save_as_drops_old_journal, NULL);
  ADD ("undo-1000-events", test_undo_1000, NULL);
  ADD ("go-to-anywhere", test_go_to_anywhere, NULL);
  ADD ("terrain-shared-while-recording", test_terrain_shared, NULL);
  ADD ("refused-batch-leaves-battle", test_refused_batch, NULL);
  ADD ("restore/refused", test_restore_refused, NULL);
  ADD ("restore/below-the-file", test_restore_below_file, NULL);
  ADD ("sigkill/random-moment", test_sigkill, GINT_TO_POINTER (FALSE));
  ADD ("sigkill/after-all-50", test_sigkill, GINT_TO_POINTER (TRUE));
#undef ADD
  status = g_test_run ();
  vd_ruleset_free (ruleset);
  return status;
}
