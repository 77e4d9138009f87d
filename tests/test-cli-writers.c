/* Nothing lost, whoever writes (help, "Writers, special files and full disks"): two
 * vedette-cli writers at once, a writer while a battle is open elsewhere (the app), special
 * files as tables and as targets, links, a limit on file sizes, and what a killed writer left. */
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-test-cli.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static void
set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *fixture = vd_test_source_path ("tests", "files", "journal", "battle.yaml",
                                                   NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  f->dir = g_dir_make_tmp ("vedette-writers-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  g_assert_true (g_file_get_contents (fixture, &text, &length, NULL));
  g_assert_true (g_file_set_contents (f->path, text, (gssize) length, NULL));
}

static void
remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static char *
contents (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return text;
}

/* Whether PATH holds BEFORE, byte for byte. */
static gboolean
holds (const char *path, const char *before)
{
  g_autofree char *now = contents (path);

  return g_strcmp0 (now, before) == 0;
}

/* The notes of the events of PATH's journal, as vedette-cli log --json lists them. */
static GHashTable *
logged_notes (const char *path)
{
  const char *args[] = { "log", path, "--json", NULL };
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  GHashTable *notes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *events;

  g_assert_cmpint (vd_test_run_cli (args, &out, NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  events = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                         "events");
  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      JsonObject *event = json_array_get_object_element (events, i);

      if (json_object_has_member (event, "note"))
        g_hash_table_add (notes, g_strdup (json_object_get_string_member (event, "note")));
    }
  return notes;
}

static GPid
spawn_record (const char *path, const char *note, int *err_fd)
{
  const char *argv[] = { g_getenv ("VEDETTE_CLI"), "record", path, "conditions", "fr-1-4e",
                         "--turn-note", note, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD |
                                           G_SPAWN_STDOUT_TO_DEV_NULL,
                                           NULL, NULL, &pid, NULL, NULL, err_fd, &error));
  g_assert_no_error (error);
  return pid;
}

static int
wait_status (GPid pid)
{
  int status;

  while (waitpid (pid, &status, 0) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (pid);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* A writer turned away says why on ERR_FD, and exited 1 (checked by the caller). */
static void
assert_said_busy (int err_fd)
{
  char buffer[4096];
  gssize n = read (err_fd, buffer, sizeof buffer - 1);

  g_assert_cmpint (n, >, 0);
  buffer[n] = '\0';
  g_assert_nonnull (strstr (buffer, "is being changed by another Vedette"));
}

/* Two writers at once, round after round: each one confirmed (exit 0) is in the file, each one
 * refused says why; with the lock, the second waits for the first and both get in. */
static void
test_two_writers (Fixture *f, gconstpointer data)
{
  g_autoptr(GHashTable) confirmed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) notes = NULL;
  const guint rounds = 25;

  for (guint r = 0; r < rounds; r++)
    {
      g_autofree char *note_a = g_strdup_printf ("a-%u", r);
      g_autofree char *note_b = g_strdup_printf ("b-%u", r);
      int err_a, err_b;
      GPid a = spawn_record (f->path, note_a, &err_a);
      GPid b = spawn_record (f->path, note_b, &err_b);

      if (wait_status (a) == 0)
        g_hash_table_add (confirmed, g_strdup (note_a));
      else
        assert_said_busy (err_a);
      if (wait_status (b) == 0)
        g_hash_table_add (confirmed, g_strdup (note_b));
      else
        assert_said_busy (err_b);
      close (err_a);
      close (err_b);
    }
  /* Both wait their turn: nobody is turned away for a writer that takes milliseconds (under
   * valgrind a writer may take longer than the wait: then it is refused, in words). */
  if (g_getenv ("VEDETTE_TEST_UNDER_VALGRIND") == NULL)
    g_assert_cmpuint (g_hash_table_size (confirmed), ==, 2 * rounds);
  g_assert_cmpuint (g_hash_table_size (confirmed), >=, rounds);
  notes = logged_notes (f->path);
  {
    GHashTableIter iter;
    gpointer note;

    g_hash_table_iter_init (&iter, confirmed);
    while (g_hash_table_iter_next (&iter, &note, NULL))
      g_assert_true (g_hash_table_contains (notes, note));
  }
  /* And no journal was left, nor set aside. */
  {
    g_autofree char *journal = g_strconcat (f->path, ".journal", NULL);
    g_autofree char *stale = g_strconcat (f->path, ".journal.stale", NULL);

    g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  }
}

/* The app has the table open (its battle holds the lock) and has autosaved a change: a CLI
 * writer is refused after a short wait, with words, and the app's journal is untouched. */
static void
test_writer_while_open (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_table_battle_open (f->path, &error);
  g_autofree char *journal = g_strconcat (f->path, ".journal", NULL);
  g_autofree char *before = contents (f->path);
  g_autofree char *journal_before = NULL;
  g_autofree char *err = NULL;
  const char *args[] = { "record", f->path, "loss", "fr-1-4e", "2", NULL };
  VdEvent *event;

  g_assert_no_error (error);
  event = vd_event_new (VD_EVENT_LOSS, 1);
  event->unit_id = g_strdup ("fr-1-4e");
  event->figures = 3;
  g_assert_true (vd_battle_record (battle, event, &error));
  g_assert_no_error (error);
  journal_before = contents (journal);
  g_assert_nonnull (journal_before);

  g_assert_cmpint (vd_test_run_cli (args, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "is being changed by another Vedette"));
  g_assert_nonnull (strstr (err, "battle.yaml"));
  g_assert_true (holds (f->path, before));
  {
    g_autofree char *journal_after = contents (journal);
    g_autofree char *stale = g_strconcat (journal, ".stale", NULL);

    g_assert_cmpstr (journal_after, ==, journal_before);
    g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  }

  /* Once the app is gone (even by a crash), the CLI sees its change waiting to be restored. */
  g_clear_pointer (&battle, vd_battle_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (vd_test_run_cli (args, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "holds 1 change not saved"));
}

static void
assert_refused (const char * const *args, const char *expected)
{
  g_autofree char *err = NULL;

  g_assert_cmpint (vd_test_run_cli (args, NULL, &err), ==, 1);
  if (strstr (err, expected) == NULL)
    g_error ("expected “%s” in: %s", expected, err);
  /* Once, not "error: error:". */
  g_assert_null (strstr (strstr (err, "error:") + 1, "error:"));
}

/* A pipe, a device or a folder as the table is refused at once: no block, no endless read. */
static void
test_special_tables (Fixture *f, gconstpointer data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "fifo.yaml", NULL);
  g_autofree char *sparse = g_build_filename (f->dir, "sparse.yaml", NULL);
  g_autofree char *journal = g_strconcat (f->path, ".journal", NULL);
  g_autofree char *before = contents (f->path);
  const char *on_fifo[] = { "record", fifo, "loss", "fr-1-4e", "1", NULL };
  const char *on_zero[] = { "record", "/dev/zero", "loss", "fr-1-4e", "1", NULL };
  const char *on_folder[] = { "undo", f->dir, NULL };
  const char *on_sparse[] = { "record", sparse, "loss", "fr-1-4e", "1", NULL };
  const char *move_fifo[] = { "move", fifo, "fr-1-4e", "--to=300,360", "-o", f->path, NULL };
  const char *with_fifo_journal[] = { "record", f->path, "loss", "fr-1-4e", "1", NULL };
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (on_fifo, "it is a pipe");
  assert_refused (move_fifo, "it is a pipe");
  assert_refused (on_zero, "it is a device");
  assert_refused (on_folder, "it is a folder");

  /* 2 GB with nothing in it: refused by its size, before it is read. */
  fd = g_open (sparse, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 2 << 30), ==, 0);
  close (fd);
  assert_refused (on_sparse, "larger than the 64 MiB");

  /* A FIFO as FILE.journal is neither read (it would block) nor put aside, nor written. */
  g_assert_cmpint (mkfifo (journal, 0600), ==, 0);
  {
    g_autofree char *out = NULL;

    g_assert_cmpint (vd_test_run_cli (with_fifo_journal, &out, NULL), ==, 0);
    g_assert_true (g_str_has_prefix (out, "recorded: "));
  }
  {
    GStatBuf st;

    g_assert_cmpint (g_lstat (journal, &st), ==, 0);
    g_assert_true (S_ISFIFO (st.st_mode));
  }
  g_assert_false (holds (f->path, before));
}

/* The app (a battle that autosaves) with a pipe as FILE.journal: it opens without blocking,
 * and refuses to record rather than read, move or write the pipe. */
static void
test_fifo_journal_autosave (Fixture *f, gconstpointer data)
{
  g_autofree char *journal = g_strconcat (f->path, ".journal", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  VdEvent *event = vd_event_new (VD_EVENT_END_TURN, 1);
  GStatBuf st;

  g_assert_cmpint (mkfifo (journal, 0600), ==, 0);
  battle = vd_table_battle_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_false (vd_battle_record (battle, event, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "it is a pipe"));
  g_assert_cmpint (g_lstat (journal, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 0);
}

/* Another program (one that takes no lock) puts a pipe in the table's place between the read
 * and the save: the save says the file changed, without blocking; the pipe stays. */
static void
test_swapped_before_save (Fixture *f, gconstpointer data)
{
  g_autofree char *moved = g_strconcat (f->path, ".moved", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_table_battle_open (f->path, &error);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_true (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 1), &error));
  g_assert_cmpint (g_rename (f->path, moved), ==, 0);
  g_assert_cmpint (mkfifo (f->path, 0600), ==, 0);
  g_assert_false (vd_battle_save (battle, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_CHANGED);
  g_assert_cmpint (g_lstat (f->path, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  /* Told to overwrite the change anyway, it still does not replace a pipe. */
  g_clear_error (&error);
  g_assert_false (vd_battle_save_full (battle, NULL, VD_BATTLE_SAVE_OVERWRITE_CHANGED, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "it is a pipe"));
  g_assert_cmpint (g_lstat (f->path, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
}

/* An editor that saves by renaming a new file in place: the same bytes are no change, other
 * bytes are, and are not overwritten silently. */
static void
test_replaced_by_an_editor (Fixture *f, gconstpointer data)
{
  g_autofree char *copy = g_strconcat (f->path, ".edited", NULL);
  g_autofree char *before = contents (f->path);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = vd_table_battle_open (f->path, &error);
  g_autofree char *edited = NULL;

  g_assert_no_error (error);
  g_assert_true (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 1), &error));
  g_assert_true (g_file_set_contents (copy, before, -1, NULL));
  g_assert_cmpint (g_rename (copy, f->path), ==, 0);
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 2), &error));
  edited = g_strconcat (before, "# edited by hand\n", NULL);
  g_assert_true (g_file_set_contents (copy, edited, -1, NULL));
  g_assert_cmpint (g_rename (copy, f->path), ==, 0);
  g_assert_false (vd_battle_save (battle, NULL, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_CHANGED);
  g_assert_true (holds (f->path, edited));
}

/* -o onto what is not a table is refused, and nothing is put aside or replaced. */
static void
test_special_targets (Fixture *f, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (f->dir, "folder", NULL);
  g_autofree char *fifo = g_build_filename (f->dir, "out.fifo", NULL);
  const char *to_folder[] = { "move", f->path, "fr-1-4e", "--to=300,360", "-o", folder, NULL };
  const char *to_null[] = { "move", f->path, "fr-1-4e", "--to=300,360", "-o", "/dev/null", NULL };
  const char *to_fifo[] = { "move", f->path, "fr-1-4e", "--to=300,360", "-o", fifo, NULL };
  GStatBuf st;

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (to_folder, "it is a folder");
  assert_refused (to_fifo, "it is a pipe");
  assert_refused (to_null, "it is a device");
  g_assert_cmpint (g_lstat (folder, &st), ==, 0);
  g_assert_true (S_ISDIR (st.st_mode));
  g_assert_cmpint (g_lstat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  {
    g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (dir) != NULL)
      n++;
    /* battle.yaml, the folder and the FIFO: no FILE~, no temporary file. */
    g_assert_cmpuint (n, ==, 3);
  }
}

/* Recording through a link writes the table it names; the link stays a link. */
static void
test_symlink_followed (Fixture *f, gconstpointer data)
{
  g_autofree char *link = g_build_filename (f->dir, "link.yaml", NULL);
  g_autofree char *before = contents (f->path);
  const char *args[] = { "record", link, "loss", "fr-1-4e", "2", NULL };
  g_autofree char *out = NULL;
  g_autofree char *after = NULL;
  GStatBuf st;

  g_assert_cmpint (symlink ("battle.yaml", link), ==, 0);
  g_assert_cmpint (vd_test_run_cli (args, &out, NULL), ==, 0);
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  after = contents (f->path);
  g_assert_cmpstr (after, !=, before);
  g_assert_nonnull (strstr (after, "figures: 2"));
}

static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { GPOINTER_TO_UINT (data), GPOINTER_TO_UINT (data) };

  setrlimit (RLIMIT_FSIZE, &limit);
}

/* Under a limit on file sizes (ulimit -f) a save that does not fit is "no room", exit 1, and
 * FILE, FILE~ and FILE.journal are as they were: no temporary file, no journal blocking the
 * next record, at several sizes. */
static void
test_file_size_limit (Fixture *f, gconstpointer data)
{
  g_autofree char *before = contents (f->path);
  g_autofree char *backup = g_strconcat (f->path, "~", NULL);
  /* The new version is smaller than the fixture (its comments go), larger than 1 KiB. */
  const guint limits[] = { 0, 1, 512, 1024 };

  if (g_getenv ("VEDETTE_TEST_UNDER_VALGRIND") != NULL)
    {
      g_test_skip ("under valgrind the limit stops valgrind itself, before vedette-cli runs");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      const char *argv[] = { g_getenv ("VEDETTE_CLI"), "record", f->path, "loss", "fr-1-4e",
                             "1", NULL };
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                                   limit_file_size, GUINT_TO_POINTER (limits[i]), NULL, &err,
                                   &status, &error));
      g_assert_no_error (error);
      /* Not killed by SIGXFSZ: a message and status 1. */
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 1);
      g_assert_nonnull (strstr (err, "no room left"));
      g_assert_true (holds (f->path, before));
      g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
      {
        g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
        const char *name;

        while ((name = g_dir_read_name (dir)) != NULL)
          g_assert_cmpstr (name, ==, "battle.yaml");
      }
    }
  /* The next record, without a limit, goes in at once. */
  {
    const char *args[] = { "record", f->path, "loss", "fr-1-4e", "1", NULL };

    g_assert_cmpint (vd_test_run_cli (args, NULL, NULL), ==, 0);
  }
}

/* What a writer killed mid-save left beside the table (FILE.XXXXXX) goes at the next open. */
static void
test_leftovers_removed (Fixture *f, gconstpointer data)
{
  g_autofree char *temp = g_strconcat (f->path, ".Ab3xYz", NULL);
  g_autofree char *other = g_strconcat (f->path, ".notes", NULL);
  const char *args[] = { "record", f->path, "loss", "fr-1-4e", "1", NULL };

  g_assert_true (g_file_set_contents (temp, "half a tab", -1, NULL));
  g_assert_true (g_file_set_contents (other, "mine", -1, NULL));
  g_assert_cmpint (vd_test_run_cli (args, NULL, NULL), ==, 0);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
  /* Only the pattern of our own temporary files. */
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
}

/* render: never over a folder (or a device, as the table's writers); a killed render's temporary file goes at the next
 * render of the same image once it is clearly abandoned, a recent one stays. */
static void
test_render_targets (Fixture *f, gconstpointer data)
{
  g_autofree char *png = g_build_filename (f->dir, "map.png", NULL);
  g_autofree char *old_temp = g_build_filename (f->dir, ".map.png.Qz81aB", NULL);
  g_autofree char *new_temp = g_build_filename (f->dir, ".map.png.Rt42cD", NULL);
  const char *to_png[] = { "render", f->path, "-o", png, NULL };
  struct utimbuf long_ago = { 1000000000, 1000000000 };
  g_autofree char *folder_png = g_strconcat (f->dir, "/folder.png", NULL);
  const char *to_folder_png[] = { "render", f->path, "-o", folder_png, NULL };
  GStatBuf st;

  g_assert_cmpint (g_mkdir (folder_png, 0700), ==, 0);
  assert_refused (to_folder_png, "it is a folder");
  g_assert_cmpint (g_lstat (folder_png, &st), ==, 0);
  g_assert_true (S_ISDIR (st.st_mode));

  g_assert_true (g_file_set_contents (old_temp, "cut", -1, NULL));
  g_assert_true (g_file_set_contents (new_temp, "at work", -1, NULL));
  g_assert_cmpint (g_utime (old_temp, &long_ago), ==, 0);
  g_assert_cmpint (vd_test_run_cli (to_png, NULL, NULL), ==, 0);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (old_temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (new_temp, G_FILE_TEST_EXISTS));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) g_test_add (path, Fixture, NULL, set_up, fn, tear_down)
  ADD ("/cli-writers/two-writers", test_two_writers);
  ADD ("/cli-writers/writer-while-open", test_writer_while_open);
  ADD ("/cli-writers/special-tables", test_special_tables);
  ADD ("/cli-writers/fifo-journal-autosave", test_fifo_journal_autosave);
  ADD ("/cli-writers/swapped-before-save", test_swapped_before_save);
  ADD ("/cli-writers/replaced-by-an-editor", test_replaced_by_an_editor);
  ADD ("/cli-writers/special-targets", test_special_targets);
  ADD ("/cli-writers/symlink-followed", test_symlink_followed);
  ADD ("/cli-writers/file-size-limit", test_file_size_limit);
  ADD ("/cli-writers/leftovers-removed", test_leftovers_removed);
  ADD ("/cli-writers/render-targets", test_render_targets);
#undef ADD

  return g_test_run ();
}
