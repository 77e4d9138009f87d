#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

/* What the file system may refuse a save: a read-only file, a folder that cannot be written,
 * one that is not there, a full disk, and a file another program changed meanwhile. Each
 * time the save says why, and the file, its backup FILE~ and the autosave FILE.journal are
 * left byte for byte as they were.
 *
 * The tests run as root too (CI containers), whom permissions do not stop: a read-only file is
 * one without any write permission bit, which Vedette honours for root too; a read-only folder
 * is tried by a child that drops to `nobody` when it is root; a full disk is a limit on file
 * sizes (RLIMIT_FSIZE: writes fail past it, as on a full disk), set in a child. No fault is
 * injected in the code: each is the real system call failing. */

typedef struct {
  char *dir;
  char *path;       /* DIR/battle.yaml */
  char *backup;     /* DIR/battle.yaml~ */
  char *journal;    /* DIR/battle.yaml.journal */
  char *before[3];  /* the three files' bytes before the fault */
  gsize length[3];
} Fixture;

static VdEvent *
loss (int figures)
{
  VdEvent *event = vd_event_new (VD_EVENT_LOSS, 1);

  event->unit_id = g_strdup ("fr-inf");
  event->figures = figures;
  return event;
}

static const char *
fixture_file (Fixture *f, guint i)
{
  return i == 0 ? f->path : i == 1 ? f->backup : f->journal;
}

/* A file, its backup (the version before the last save) and an autosave journal holding one
 * change the file has not: the state of a battle in play. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(VdTable) table = vd_test_table_new (VD_SCALE_25MM, 0, 1800, 1200);
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;

  vd_test_add_line_infantry (table, "fr-inf", "french", 900, 300, 0)->figures = 24;
  f->dir = g_dir_make_tmp ("vedette-faults-XXXXXX", &error);
  g_assert_no_error (error);
  /* Readable by the child that drops to `nobody`. */
  g_chmod (f->dir, 0755);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  f->backup = g_strconcat (f->path, "~", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  g_assert_true (vd_table_save_file (table, f->path, &error));

  battle = vd_table_battle_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_true (vd_battle_record (battle, loss (2), &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_true (vd_battle_record (battle, loss (3), &error));
  g_assert_no_error (error);
  /* Not saved: the journal stays, as after a crash. */
  g_clear_pointer (&battle, vd_battle_free);

  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (g_file_get_contents (fixture_file (f, i), &f->before[i], &f->length[i],
                                          &error));
      g_assert_cmpuint (f->length[i], >, 0);
    }
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_chmod (f->dir, 0755);
  g_chmod (f->path, 0644);
  vd_test_folder_remove (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->backup);
  g_free (f->journal);
  for (guint i = 0; i < 3; i++)
    g_free (f->before[i]);
}

static void
assert_files_intact (Fixture *f)
{
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *now = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (fixture_file (f, i), &now, &length, NULL));
      g_assert_cmpmem (now, length, f->before[i], f->length[i]);
    }
}

/* No temporary file left behind either: the folder holds the three files only. */
static void
assert_nothing_else (Fixture *f)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  g_assert_cmpuint (n, ==, 3);
}

/* The battle with its autosaved change restored: dirty, its journal open to append. */
static VdBattle *
open_battle (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  VdBattle *battle = vd_table_battle_open (f->path, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_pending_records (battle), ==, 1);
  g_assert_true (vd_battle_restore (battle, &error));
  g_assert_no_error (error);
  g_assert_true (vd_battle_get_dirty (battle));
  return battle;
}

static void
assert_message (const GError *error, int code, const char *text)
{
  g_assert_error (error, VD_ERROR, code);
  if (strstr (error->message, text) == NULL)
    g_error ("“%s” does not say “%s”", error->message, text);
}

/* Saving BATTLE over its own file fails with CODE and a message holding TEXT: the three files
 * stay as they were, nothing is left beside them, and the battle stays dirty. */
static void
assert_save_refused (Fixture *f, VdBattle *battle, int code, const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (vd_battle_save (battle, NULL, &error));
  assert_message (error, code, text);
  assert_files_intact (f);
  assert_nothing_else (f);
  g_assert_true (vd_battle_get_dirty (battle));
}

static void
test_read_only_file (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = g_strdup_printf ("“%s” is read-only", f->path);

  g_assert_cmpint (g_chmod (f->path, 0444), ==, 0);
  assert_save_refused (f, battle, VD_ERROR_IO, expected);
  /* The battle goes on: the next change is autosaved as before. */
  g_assert_true (vd_battle_record (battle, loss (1), &error));
  g_assert_no_error (error);
}

/* Root writes in any folder: the child that tries drops to `nobody` once the battle is open, since
 * `nobody` may not read the checkout's rulesets (a clone in /root, say). */
static void
test_read_only_folder (Fixture *f, gconstpointer data)
{
  g_autofree char *expected = g_strdup_printf ("cannot write “battle.yaml” in the folder “%s”: %s",
                                               f->dir, g_strerror (EACCES));

  /* The file may be written by anyone: only the folder refuses. */
  g_assert_cmpint (g_chmod (f->path, 0666), ==, 0);
  g_assert_cmpint (g_chmod (f->dir, 0555), ==, 0);
  g_setenv ("VD_TEST_FAULTS_PATH", f->path, TRUE);
  g_setenv ("VD_TEST_FAULTS_EXPECTED", expected, TRUE);
  g_test_trap_subprocess ("/battle-faults/read-only-folder/child", 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  assert_files_intact (f);
  assert_nothing_else (f);
}

static void
test_read_only_folder_child (void)
{
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_test_subprocess ())
    {
      g_test_skip ("run by /battle-faults/read-only-folder");
      return;
    }
  battle = vd_table_battle_open (g_getenv ("VD_TEST_FAULTS_PATH"), &error);
  g_assert_no_error (error);
  if (geteuid () == 0)
    g_assert_true (setgid (65534) == 0 && setuid (65534) == 0);
  g_assert_false (vd_battle_save (battle, NULL, &error));
  assert_message (error, VD_ERROR_IO, g_getenv ("VD_TEST_FAULTS_EXPECTED"));
}

/* Saving elsewhere, into a folder that is not there or under a file: the battle keeps its
 * own file. */
static void
test_missing_folder (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f);
  const char *folders[] = { "missing", "battle.yaml" };
  int errors[] = { ENOENT, ENOTDIR };

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *folder = g_build_filename (f->dir, folders[i], NULL);
      g_autofree char *target = g_build_filename (folder, "copy.yaml", NULL);
      g_autofree char *expected = g_strdup_printf ("cannot write “copy.yaml” in the folder “%s”: "
                                                   "%s", folder, g_strerror (errors[i]));

      g_assert_false (vd_battle_save (battle, target, &error));
      assert_message (error, VD_ERROR_IO, expected);
      g_assert_cmpstr (vd_battle_get_path (battle), ==, f->path);
      g_assert_true (vd_battle_get_dirty (battle));
    }
  assert_files_intact (f);
  assert_nothing_else (f);
}

/* A disk that fills up while the new version is written, then while a change is autosaved. */
static void
test_disk_full (Fixture *f, gconstpointer data)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }
  {
    g_autoptr(VdBattle) battle = open_battle (f);
    g_autoptr(GError) error = NULL;
    struct rlimit limit;
    g_autofree char *expected = g_strdup_printf ("cannot write “%s”: there is no room left for "
                                                 "it on the disk", f->path);
    g_autofree char *expected_journal = g_strdup_printf ("cannot write “%s”: there is no room "
                                                         "left for it on the disk", f->journal);

    /* Past the limit a write fails (EFBIG) instead of killing the process. */
    signal (SIGXFSZ, SIG_IGN);
    g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
    /* Room for the journal as it is, not for the table nor for one more line. */
    g_assert_cmpuint (f->length[2], <, f->length[0]);
    limit.rlim_cur = f->length[2];
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

    assert_save_refused (f, battle, VD_ERROR_IO, expected);

    g_assert_false (vd_battle_record (battle, loss (1), &error));
    assert_message (error, VD_ERROR_IO, expected_journal);
    assert_files_intact (f);
    g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  }
}

/* Another program rewrote the file: saving refuses, says so, and overwrites only when told. */
static void
test_changed_on_disk (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *edited = g_strconcat (f->before[0], "# edited by hand\n", NULL);
  g_autofree char *expected = g_strdup_printf ("“%s” was changed by another program since "
                                               "Vedette read it", f->path);
  g_autofree char *backup = NULL;
  g_autofree char *saved = NULL;

  g_assert_true (g_file_set_contents (f->path, edited, -1, &error));
  g_free (f->before[0]);
  f->before[0] = g_strdup (edited);
  f->length[0] = strlen (edited);

  assert_save_refused (f, battle, VD_ERROR_CHANGED, expected);

  /* The user chose to overwrite: the other program's version is the backup now. */
  g_assert_true (vd_battle_save_full (battle, NULL, VD_BATTLE_SAVE_OVERWRITE_CHANGED, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (f->backup, &backup, NULL, NULL));
  g_assert_cmpstr (backup, ==, edited);
  g_assert_true (g_file_get_contents (f->path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "figures: 3"));
  g_assert_false (g_file_test (f->journal, G_FILE_TEST_EXISTS));
  /* Saved by this battle: the next save does not ask again. */
  g_assert_true (vd_battle_record (battle, loss (1), &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) \
  g_test_add ("/battle-faults/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("read-only-file", test_read_only_file);
  ADD ("read-only-folder", test_read_only_folder);
  g_test_add_func ("/battle-faults/read-only-folder/child", test_read_only_folder_child);
  ADD ("missing-folder", test_missing_folder);
  ADD ("disk-full", test_disk_full);
  ADD ("changed-on-disk", test_changed_on_disk);
#undef ADD
  return g_test_run ();
}
