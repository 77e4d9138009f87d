#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vd-battle.h"
#include "vd-battle-private.h"
#include "vd-error.h"

/* The kernel's battle with a mode of its own, knowing nothing of tables or boards: a "tally"
 * whose state is a number, whose events add to it, and whose rules cap it; only the
 * kernel's headers are included. A file:
 *
 *   vedette: 1
 *   kind: tally
 *   cap: 10
 *   start: 2
 *   journal:
 *     - {add: 3}
 *     - {add: 4, batch: 1}
 */

typedef struct {
  int        value;
  GPtrArray *journal;     /* TallyEvent*, or NULL for a state without one */
} Tally;

typedef struct {
  int   add;
  guint batch;
} TallyEvent;

static const char *const tally_keys[] = { "vedette", "kind", "cap", "start", "journal", NULL };
static const char *const event_keys[] = { "add", "batch", NULL };
static const char *const record_keys[] = { "add", "batch", "record", NULL };
static const char *const required_event_keys[] = { "add", NULL };

static void
tally_free (gpointer state)
{
  Tally *tally = state;

  if (tally->journal != NULL)
    g_ptr_array_unref (tally->journal);
  g_free (tally);
}

static gpointer
tally_copy_event (gconstpointer event)
{
  return g_memdup2 (event, sizeof (TallyEvent));
}

static gpointer
copy_event_into_array (gconstpointer event, gpointer data)
{
  return tally_copy_event (event);
}

static gpointer
tally_copy_without_journal (gconstpointer state)
{
  Tally *copy = g_new0 (Tally, 1);

  copy->value = ((const Tally *) state)->value;
  return copy;
}

static gpointer
tally_copy (gconstpointer state)
{
  const Tally *tally = state;
  Tally *copy = tally_copy_without_journal (state);

  copy->journal = g_ptr_array_copy (tally->journal, copy_event_into_array, NULL);
  g_ptr_array_set_free_func (copy->journal, g_free);
  return copy;
}

static GPtrArray *
tally_get_journal (gpointer setup)
{
  return ((Tally *) setup)->journal;
}

/* The rules: the tally may never pass the cap, nor go below 0. */
static gboolean
tally_apply (gconstpointer event, gpointer state, gconstpointer rules, GError **error)
{
  const TallyEvent *add = event;
  Tally *tally = state;
  int cap = *(const int *) rules;

  if (tally->value + add->add > cap || tally->value + add->add < 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%d + %d leaves 0…%d", tally->value,
                   add->add, cap);
      return FALSE;
    }
  tally->value += add->add;
  return TRUE;
}

static gpointer
tally_replay (gconstpointer setup, gconstpointer rules, guint n, GError **error)
{
  const Tally *tally = setup;
  Tally *state = tally_copy_without_journal (setup);

  for (guint i = 0; i < MIN (n, tally->journal->len); i++)
    if (!tally_apply (g_ptr_array_index (tally->journal, i), state, rules, error))
      {
        tally_free (state);
        return NULL;
      }
  return state;
}

/* An event adds between -100 and 100: more would not read back. */
static gboolean
tally_check_writable (gconstpointer event, GError **error)
{
  int add = ((const TallyEvent *) event)->add;

  if (add >= -100 && add <= 100)
    return TRUE;
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "cannot write add: %d", add);
  return FALSE;
}

static guint
tally_get_batch (gconstpointer event)
{
  return ((const TallyEvent *) event)->batch;
}

static void
tally_set_batch (gpointer event, guint batch)
{
  ((TallyEvent *) event)->batch = batch;
}

static void
tally_write_event (VdYamlWriter *w, gconstpointer event)
{
  const TallyEvent *add = event;

  vd_yaml_writer_word (w, "add");
  vd_yaml_writer_number (w, add->add);
  if (add->batch > 0)
    {
      vd_yaml_writer_word (w, "batch");
      vd_yaml_writer_number (w, add->batch);
    }
}

static gpointer
tally_read_event (const VdYamlDocument *doc, const VdYamlNode *map, const char *extra_key,
                  GError **error)
{
  g_autofree TallyEvent *event = g_new0 (TallyEvent, 1);
  const VdYamlNode *batch = vd_yaml_lookup (map, "batch");
  int n = 0;

  if (!vd_yaml_expect_mapping (doc, map, "event", error) ||
      !vd_yaml_check_keys (doc, map, "event", extra_key != NULL ? record_keys : event_keys,
                           required_event_keys, error) ||
      !vd_yaml_read_int (doc, vd_yaml_lookup (map, "add"), "add", -100, 100, &event->add,
                         error) ||
      (batch != NULL && !vd_yaml_read_int (doc, batch, "batch", 0, G_MAXINT, &n, error)))
    return NULL;
  event->batch = (guint) n;
  return g_steal_pointer (&event);
}

static gpointer
tally_load_checked (const char *data, gsize length, const char *path, gpointer *rules,
                    GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse (data, length, path, error);
  const VdYamlNode *journal;
  Tally *tally, *replayed;
  int cap;

  if (doc == NULL || !vd_yaml_check_header (doc, "tally", error) ||
      !vd_yaml_check_keys (doc, doc->root, "tally", tally_keys, tally_keys, error) ||
      !vd_yaml_read_int (doc, vd_yaml_lookup (doc->root, "cap"), "cap", 0, 1000, &cap, error))
    return NULL;
  tally = g_new0 (Tally, 1);
  tally->journal = g_ptr_array_new_with_free_func (g_free);
  journal = vd_yaml_lookup (doc->root, "journal");
  if (!vd_yaml_read_int (doc, vd_yaml_lookup (doc->root, "start"), "start", 0, cap,
                         &tally->value, error) ||
      !vd_yaml_expect_sequence (doc, journal, "journal", error))
    {
      tally_free (tally);
      return NULL;
    }
  for (guint i = 0; i < journal->n_children; i++)
    {
      TallyEvent *event = tally_read_event (doc, journal->children[i], NULL, error);

      if (event == NULL)
        {
          tally_free (tally);
          return NULL;
        }
      g_ptr_array_add (tally->journal, event);
    }
  /* Checked: every event applies. */
  replayed = tally_replay (tally, &cap, G_MAXUINT, error);
  if (replayed == NULL)
    {
      tally_free (tally);
      return NULL;
    }
  tally_free (replayed);
  *rules = g_memdup2 (&cap, sizeof cap);
  return tally;
}

static char *
tally_to_yaml (gconstpointer setup, guint n_events, gsize *length, GError **error)
{
  const Tally *tally = setup;
  g_autoptr(VdYamlWriter) w = vd_yaml_writer_new ();

  vd_yaml_writer_begin_mapping (w, FALSE);
  vd_yaml_writer_word (w, "vedette");
  vd_yaml_writer_number (w, 1);
  vd_yaml_writer_word (w, "kind");
  vd_yaml_writer_word (w, "tally");
  /* The cap is not the state's: the test's files all have 10. */
  vd_yaml_writer_word (w, "cap");
  vd_yaml_writer_number (w, 10);
  vd_yaml_writer_word (w, "start");
  vd_yaml_writer_number (w, tally->value);
  vd_yaml_writer_word (w, "journal");
  vd_yaml_writer_begin_sequence (w, FALSE);
  for (guint i = 0; i < MIN (n_events, tally->journal->len); i++)
    {
      vd_yaml_writer_begin_mapping (w, TRUE);
      tally_write_event (w, g_ptr_array_index (tally->journal, i));
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_sequence (w);
  vd_yaml_writer_end_mapping (w);
  return vd_yaml_writer_finish (w, length);
}

static VdFileSize
tally_file_size (gconstpointer setup, guint n_events)
{
  return (VdFileSize) { 100 + 20 * (guint64) n_events, 10 + 3 * (guint64) n_events };
}

static VdFileSize
tally_events_file_size (gconstpointer const *events, guint n_events, gboolean first)
{
  return (VdFileSize) { 20 * (guint64) n_events, 3 * (guint64) n_events };
}

static const VdBattleModel tally_model = {
  .file_kind = "tally",
  .load_checked = tally_load_checked,
  .free_rules = g_free,
  .free_state = tally_free,
  .copy_state = tally_copy,
  .copy_without_journal = tally_copy_without_journal,
  .get_journal = tally_get_journal,
  .replay = tally_replay,
  .apply = tally_apply,
  .check_writable = tally_check_writable,
  .copy_event = tally_copy_event,
  .free_event = g_free,
  .get_batch = tally_get_batch,
  .set_batch = tally_set_batch,
  .write_event = tally_write_event,
  .read_event = tally_read_event,
  .file_size = tally_file_size,
  .events_file_size = tally_events_file_size,
  .to_yaml_checked = tally_to_yaml,
};

typedef struct {
  char *folder;
  char *path;
  char *journal;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  const char *text = "vedette: 1\nkind: tally\ncap: 10\nstart: 2\njournal:\n  - {add: 3}\n";

  f->folder = g_dir_make_tmp ("vedette-tally-XXXXXX", NULL);
  f->path = g_build_filename (f->folder, "game.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *backup = g_strconcat (f->path, "~", NULL);

  g_unlink (f->journal);
  g_unlink (backup);
  g_unlink (f->path);
  g_rmdir (f->folder);
  g_free (f->folder);
  g_free (f->path);
  g_free (f->journal);
}

static TallyEvent *
add (int n)
{
  TallyEvent *event = g_new0 (TallyEvent, 1);

  event->add = n;
  return event;
}

static int
value_of (VdBattle *battle)
{
  return ((const Tally *) vd_battle_get_current (battle))->value;
}

/* Opened, the journal is replayed; an event is applied, recorded and undone in the mode's
 * terms; one that breaks the mode's rules changes nothing. */
static void
test_record_undo (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_battle_open (&tally_model, f->path, &error);

  g_assert_no_error (error);
  g_assert_true (vd_battle_get_model (battle) == &tally_model);
  g_assert_cmpint (value_of (battle), ==, 5);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 1);

  g_assert_true (vd_battle_record (battle, add (4), &error));
  g_assert_cmpint (value_of (battle), ==, 9);
  g_assert_false (vd_battle_record (battle, add (2), &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpint (value_of (battle), ==, 9);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);

  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpint (value_of (battle), ==, 5);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpint (value_of (battle), ==, 2);
  g_assert_false (vd_battle_can_undo (battle));
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_cmpint (value_of (battle), ==, 5);
  g_assert_true (vd_battle_get_dirty (battle));
}

/* A batch is one step of undo, numbered past every batch of the journal. */
static void
test_batch (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_battle_open (&tally_model, f->path, &error);
  gpointer events[] = { add (1), add (1), add (1) };
  gpointer refused[] = { add (1), add (50) };

  g_assert_no_error (error);
  g_assert_true (vd_battle_record_batch (battle, events, G_N_ELEMENTS (events), &error));
  g_assert_cmpint (value_of (battle), ==, 8);
  g_assert_cmpuint (tally_get_batch (vd_battle_get_event (battle, 1)), ==, 1);
  g_assert_cmpuint (tally_get_batch (vd_battle_get_event (battle, 3)), ==, 1);
  /* All or nothing. */
  g_assert_false (vd_battle_record_batch (battle, refused, G_N_ELEMENTS (refused), &error));
  g_clear_error (&error);
  g_assert_cmpint (value_of (battle), ==, 8);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpint (value_of (battle), ==, 5);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 1);
}

/* Saved in the mode's own format (by its writer), read back by its reader. */
static void
test_save (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_battle_open (&tally_model, f->path, &error);
  g_autoptr(VdBattle) reread = NULL;
  g_autofree char *text = NULL;

  g_assert_true (vd_battle_record (battle, add (4), &error));
  g_assert_true (vd_battle_record (battle, add (-1), &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "journal:\n- {add: 3}\n- {add: 4}\n"));
  g_assert_null (strstr (text, "add: -1"));
  g_clear_pointer (&battle, vd_battle_free);
  reread = vd_battle_open (&tally_model, f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (value_of (reread), ==, 9);
}

/* Killed without saving: the autosave journal, in the mode's event keys under a header that
 * names the mode's file, gives every change back, undos included. */
static void
test_recover (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_battle_open (&tally_model, f->path, &error);
  g_autoptr(VdBattle) reopened = NULL;
  g_autofree char *journal = NULL;

  g_assert_true (vd_battle_record (battle, add (4), &error));
  g_assert_true (vd_battle_record (battle, add (-3), &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_true (g_file_get_contents (f->journal, &journal, NULL, NULL));
  g_assert_true (g_str_has_prefix (journal, "{vedette: 1, kind: journal, tally: \"game.yaml\", "));
  g_assert_nonnull (strstr (journal, "\n{record: event, add: 4}\n{record: event, add: -3}\n"
                                     "{record: undo}\n"));
  /* As a crash leaves it: the lock goes with the process, the journal stays. */
  g_clear_pointer (&battle, vd_battle_free);

  reopened = vd_battle_open (&tally_model, f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (value_of (reopened), ==, 5);
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 3);
  g_assert_false (vd_battle_record (reopened, add (1), &error));
  g_clear_error (&error);
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  g_assert_cmpint (value_of (reopened), ==, 9);
  g_assert_cmpuint (vd_battle_get_n_events (reopened), ==, 3);
  g_assert_true (vd_battle_redo (reopened, &error));
  g_assert_cmpint (value_of (reopened), ==, 6);
}

/* A journal record the mode's rules refuse is not restored: the battle stays as the file
 * has it and the records stay pending, for the user to judge. */
static void
test_recover_refused (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autofree char *digest = NULL;
  g_autofree char *header = NULL;
  g_autofree char *file = NULL;
  g_autofree char *text = NULL;
  TallyEvent event = { 9, 0 };
  g_autofree char *line = vd_autosave_record_line (&tally_model, VD_RECORD_EVENT, &event);
  gsize length;

  g_assert_true (g_file_get_contents (f->path, &file, &length, NULL));
  digest = vd_autosave_digest (file, length);
  header = vd_autosave_header_line (&tally_model, digest, f->path);
  text = g_strconcat (header, line, NULL);
  g_assert_true (g_file_set_contents (f->journal, text, -1, NULL));

  battle = vd_battle_open (&tally_model, f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
  g_assert_false (vd_battle_restore (battle, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "autosaved record 1"));
  g_assert_nonnull (strstr (error->message, "5 + 9 leaves 0…10"));
  g_assert_cmpint (value_of (battle), ==, 5);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
}

/* A table's autosave journal beside a tally is another mode's: its header names a table,
 * so it is kept as a stale journal, never read as the tally's. */
static void
test_other_kind_is_stale (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autofree char *file = NULL;
  g_autofree char *digest = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (f->path, &file, &length, NULL));
  digest = vd_autosave_digest (file, length);
  text = g_strdup_printf ("{vedette: 1, kind: journal, table: game.yaml, sha256: %s}\n"
                          "{record: undo}\n", digest);
  g_assert_true (g_file_set_contents (f->journal, text, -1, NULL));
  battle = vd_battle_open (&tally_model, f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 0);
  g_assert_true (vd_battle_has_stale_journal (battle));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/battle-model/record-undo", test_record_undo);
  ADD ("/battle-model/batch", test_batch);
  ADD ("/battle-model/save", test_save);
  ADD ("/battle-model/recover", test_recover);
  ADD ("/battle-model/recover-refused", test_recover_refused);
  ADD ("/battle-model/other-kind-is-stale", test_other_kind_is_stale);
#undef ADD
  return g_test_run ();
}
