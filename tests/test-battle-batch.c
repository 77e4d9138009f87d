/* Batches: several events recorded, undone and redone as one step (a group move, a paste). */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-table-battle.h"
#include "vd-error.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

typedef struct {
  char *dir;
  char *path;      /* DIR/battle.yaml */
  char *journal;   /* DIR/battle.yaml.journal */
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("vedette-batch-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  f->journal = g_strconcat (f->path, ".journal", NULL);
  vd_test_save_small_battle (f->path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  vd_test_folder_remove (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->journal);
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

static VdEvent *
move (const char *unit_id, double dy)
{
  VdEvent *event = vd_event_new (VD_EVENT_MOVE, 1);

  event->unit_id = g_strdup (unit_id);
  event->at = vd_point (unit_id[3] == '1' ? 300 : unit_id[3] == '2' ? 600 : 900, 300 + dy);
  return event;
}

/* The three French battalions step forward DY together. */
static gboolean
record_group_move (VdBattle *battle, double dy, GError **error)
{
  VdEvent *events[] = { move ("fr-1", dy), move ("fr-2", dy), move ("fr-3", dy) };

  return vd_table_battle_record_batch (battle, events, G_N_ELEMENTS (events), error);
}

static double
unit_y (VdBattle *battle, const char *id)
{
  return vd_table_find_unit (vd_battle_get_current (battle), id)->at.y;
}

static guint
batch_of (VdBattle *battle, guint i)
{
  return vd_table_battle_get_event (battle, i)->batch;
}

static void
test_record_undo_redo (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  VdEvent *loss = vd_event_new (VD_EVENT_LOSS, 1);

  g_assert_true (record_group_move (battle, 50, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  g_assert_cmpuint (batch_of (battle, 0), >, 0);
  g_assert_cmpuint (batch_of (battle, 1), ==, batch_of (battle, 0));
  g_assert_cmpuint (batch_of (battle, 2), ==, batch_of (battle, 0));
  g_assert_cmpfloat (unit_y (battle, "fr-3"), ==, 350);

  /* A second batch gets a number of its own; an event alone stays alone. */
  g_assert_true (record_group_move (battle, 100, &error));
  g_assert_cmpuint (batch_of (battle, 3), ==, batch_of (battle, 0) + 1);
  loss->unit_id = g_strdup ("ru-1");
  loss->figures = 2;
  g_assert_true (vd_battle_record (battle, loss, &error));
  g_assert_cmpuint (batch_of (battle, 6), ==, 0);

  /* One undo per step: the loss, then each batch whole. */
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  g_assert_cmpfloat (unit_y (battle, "fr-1"), ==, 350);
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 0);
  g_assert_cmpfloat (unit_y (battle, "fr-2"), ==, 300);
  g_assert_false (vd_battle_can_undo (battle));
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  g_assert_cmpfloat (unit_y (battle, "fr-3"), ==, 350);
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 6);
  g_assert_true (vd_battle_redo (battle, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 7);
  g_assert_no_error (error);

  /* Going to a point inside a batch is still possible (the turn history). */
  g_assert_true (vd_battle_go_to (battle, 1, &error));
  g_assert_cmpfloat (unit_y (battle, "fr-1"), ==, 350);
  g_assert_cmpfloat (unit_y (battle, "fr-2"), ==, 300);
}

/* One event refused: nothing recorded, the battle and its autosave journal as they were. */
static void
test_all_or_nothing (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdTable) before = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *journal_before = NULL;
  g_autofree char *journal_after = NULL;
  VdEvent *bad[] = { move ("fr-1", 20), move ("fr-2", 20), move ("fr-9", 20) };

  g_assert_true (record_group_move (battle, 10, &error));
  before = vd_table_copy (vd_battle_get_current (battle));
  g_assert_true (g_file_get_contents (f->journal, &journal_before, NULL, NULL));

  g_assert_false (vd_table_battle_record_batch (battle, bad, G_N_ELEMENTS (bad), &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "fr-9"));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 3);
  g_assert_true (vd_table_equal (vd_battle_get_current (battle), before));
  g_assert_true (g_file_get_contents (f->journal, &journal_after, NULL, NULL));
  g_assert_cmpstr (journal_after, ==, journal_before);

  /* Nothing at all is nothing to undo. */
  g_clear_error (&error);
  g_assert_true (vd_table_battle_record_batch (battle, NULL, 0, &error));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
}

/* A batch is written to the file and read back: still one step. */
static void
test_save_and_open (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (record_group_move (battle, 30, &error));
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "{event: move, turn: 1, unit: fr-2, at: [600, 330], batch: 1}"));
  g_clear_pointer (&battle, vd_battle_free);

  reopened = open_battle (f->path);
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 3);
  g_assert_cmpuint (batch_of (reopened, 2), ==, 1);
  g_assert_true (vd_battle_undo (reopened, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 0);
  /* The next batch follows the numbers of the file. */
  g_assert_true (record_group_move (reopened, 40, &error));
  g_assert_cmpuint (batch_of (reopened, 0), ==, 2);
}

/* After a crash the autosave journal gives the batches back, and their undos. */
static void
test_recover (Fixture *f, gconstpointer data)
{
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(VdTable) before_crash = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (record_group_move (battle, 10, &error));
  g_assert_true (record_group_move (battle, 20, &error));
  g_assert_true (vd_battle_undo (battle, &error));
  g_assert_no_error (error);
  before_crash = vd_table_copy (vd_battle_get_current (battle));
  g_clear_pointer (&battle, vd_battle_free);

  reopened = open_battle (f->path);
  /* 6 events and the 3 undos of the second batch. */
  g_assert_cmpuint (vd_battle_pending_records (reopened), ==, 9);
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  g_assert_true (vd_table_equal (vd_battle_get_current (reopened), before_crash));
  g_assert_cmpuint (vd_battle_get_n_events (reopened), ==, 6);
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 3);
  g_assert_cmpuint (batch_of (reopened, 5), ==, 2);
  g_assert_true (vd_battle_redo (reopened, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 6);
  g_assert_true (vd_battle_undo (reopened, &error));
  g_assert_true (vd_battle_undo (reopened, &error));
  g_assert_cmpuint (vd_battle_get_n_applied (reopened), ==, 0);
}

/* "Turn 1: 3 units move": one line for the whole batch. */
static void
test_describe (void)
{
  g_autoptr(VdEvent) a = move ("fr-1", 10);
  g_autoptr(VdEvent) b = move ("fr-2", 10);
  g_autoptr(VdEvent) c = vd_event_new (VD_EVENT_LOSS, 1);
  VdEvent *moves[] = { a, b };
  VdEvent *mixed[] = { a, c };
  g_autofree char *two = vd_event_describe_batch (moves, 2, NULL, NULL);
  g_autofree char *one = vd_event_describe_batch (moves, 1, NULL, NULL);
  g_autofree char *alone = vd_event_describe (a, NULL, NULL);
  g_autofree char *changes = vd_event_describe_batch (mixed, 2, NULL, NULL);

  g_assert_cmpstr (two, ==, "Turn 1: 2 units move");
  g_assert_cmpstr (one, ==, alone);
  g_assert_cmpstr (changes, ==, "Turn 1: 2 changes");
}

#define ADD(name, func) \
  g_test_add ("/battle-batch/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ADD ("record-undo-redo", test_record_undo_redo);
  ADD ("all-or-nothing", test_all_or_nothing);
  ADD ("save-and-open", test_save_and_open);
  ADD ("recover", test_recover);
  g_test_add_func ("/battle-batch/describe", test_describe);
  return g_test_run ();
}
