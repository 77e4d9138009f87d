/* vd-journal-lines: the journal's lines kept with the battle are the lines told afresh (the
 * battle replayed to each event), whatever was recorded, undone, redone or restored. */
#include <glib/gstdio.h>

#include "vd-journal-lines.h"
#include "vd-table-battle.h"
#include "vd-table-writer.h"
#include "vd-test-table.h"

typedef struct {
  char *dir;
  char *path;
} Fixture;

static const char *const UNITS[] = { "fr-1", "fr-2", "fr-3", "ru-1" };

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("vedette-lines-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "battle.yaml", NULL);
  vd_test_save_small_battle (f->path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  vd_test_folder_remove (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static VdBattle *
open_battle (const char *path)
{
  g_autoptr(GError) error = NULL;
  VdBattle *battle = vd_table_battle_open (path, &error);

  g_assert_no_error (error);
  return battle;
}

/* Event I's line as the journal page told it before lines were kept: the set-up replayed to
 * it, then told on that. */
static char *
fresh_line (VdBattle *battle, guint i, gboolean with_note)
{
  VdTable *setup = vd_table_battle_get_setup (battle);
  g_autoptr(VdTable) before = vd_journal_replay (setup, vd_battle_get_ruleset (battle), i, NULL);
  const VdEvent *event = vd_table_battle_get_event (battle, i);

  if (!vd_journal_started (setup->journal, i) && vd_event_is_setup (event))
    return vd_event_describe_setup_batch ((VdEvent * const *) &event, 1, before,
                                          vd_battle_get_ruleset (battle));
  return with_note ? vd_event_describe (event, before, vd_battle_get_ruleset (battle))
                   : vd_event_describe_without_note (event, before, vd_battle_get_ruleset (battle));
}

/* The step FIRST to END told as the undo and redo tooltips told it before. */
static char *
fresh_step (VdBattle *battle, guint first, guint end)
{
  VdTable *setup = vd_table_battle_get_setup (battle);
  g_autoptr(VdTable) before = vd_journal_replay (setup, vd_battle_get_ruleset (battle), first,
                                                 NULL);
  g_autoptr(GPtrArray) events = g_ptr_array_new ();
  gboolean setup_only = !vd_journal_started (setup->journal, first);

  for (guint i = first; i < end; i++)
    {
      const VdEvent *event = vd_table_battle_get_event (battle, i);

      setup_only = setup_only && vd_event_is_setup (event);
      g_ptr_array_add (events, (gpointer) event);
    }
  if (setup_only)
    return vd_event_describe_setup_batch ((VdEvent * const *) events->pdata, events->len, before,
                                          vd_battle_get_ruleset (battle));
  return vd_event_describe_batch ((VdEvent * const *) events->pdata, events->len, before,
                                  vd_battle_get_ruleset (battle));
}

static guint
batch_of (VdBattle *battle, guint i)
{
  return vd_table_battle_get_event (battle, i)->batch;
}

/* Every kept line, and the lines of the steps undo and redo would take, are the fresh ones. */
static void
assert_lines_fresh (VdBattle *battle)
{
  VdJournalLines *lines = vd_journal_lines_for_battle (battle);
  guint n = vd_battle_get_n_events (battle), cursor = vd_battle_get_n_applied (battle);

  g_assert_cmpuint (vd_journal_lines_get_n_lines (lines), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *with_note = fresh_line (battle, i, TRUE);
      g_autofree char *without_note = fresh_line (battle, i, FALSE);

      g_assert_cmpstr (vd_journal_lines_get (lines, i, TRUE), ==, with_note);
      g_assert_cmpstr (vd_journal_lines_get (lines, i, FALSE), ==, without_note);
    }
  if (cursor > 0)
    {
      guint first = cursor - 1;
      g_autofree char *undo = NULL;

      while (first > 0 && batch_of (battle, first) > 0 &&
             batch_of (battle, first - 1) == batch_of (battle, first))
        first--;
      undo = fresh_step (battle, first, cursor);
      /* A step cut by going back along the journal is not kept: told afresh by the caller. */
      if (cursor == n || batch_of (battle, cursor) == 0 ||
          batch_of (battle, cursor) != batch_of (battle, cursor - 1))
        g_assert_cmpstr (vd_journal_lines_get_step (lines, first, cursor), ==, undo);
    }
  if (cursor < n)
    {
      guint end = cursor + 1;
      g_autofree char *redo = NULL;

      while (end < n && batch_of (battle, cursor) > 0 &&
             batch_of (battle, end) == batch_of (battle, cursor))
        end++;
      redo = fresh_step (battle, cursor, end);
      if (cursor == 0 || batch_of (battle, cursor) == 0 ||
          batch_of (battle, cursor) != batch_of (battle, cursor - 1))
        g_assert_cmpstr (vd_journal_lines_get_step (lines, cursor, end), ==, redo);
    }
}

static VdEvent *
random_event (GRand *rand, VdBattle *battle, gboolean setup)
{
  const char *id = UNITS[g_rand_int_range (rand, 0, G_N_ELEMENTS (UNITS))];
  const VdUnit *unit = vd_table_find_unit (vd_table_battle_get_current (battle), id);
  VdEvent *event;

  if (setup)
    {
      /* A set-up edit: the unit's strength changed before the battle. */
      event = vd_event_new (VD_EVENT_EDIT_UNIT, 1);
      event->unit = vd_unit_copy (unit);
      event->unit->figures = g_rand_int_range (rand, 20, 30);
      return event;
    }
  switch (g_rand_int_range (rand, 0, 10))
    {
    case 0:
      return vd_event_new (VD_EVENT_END_TURN, vd_table_battle_get_current (battle)->turn);
    case 1: case 2: case 3:
      event = vd_event_new (VD_EVENT_LOSS, vd_table_battle_get_current (battle)->turn);
      event->figures = unit->casualties > 0 && g_rand_boolean (rand) ? -1 : 1;
      break;
    default:
      event = vd_event_new (VD_EVENT_MOVE, vd_table_battle_get_current (battle)->turn);
      event->at = vd_point (unit->at.x + g_rand_double_range (rand, -40, 40),
                            unit->at.y + g_rand_double_range (rand, -40, 40));
      break;
    }
  event->unit_id = g_strdup (id);
  /* Some with the referee's note, which a side's view leaves out. */
  if (g_rand_int_range (rand, 0, 5) == 0)
    event->note = g_strdup ("seen from the mill");
  return event;
}

/* The French battalions step together: one batch, undone and redone as one step. */
static void
record_batch (GRand *rand, VdBattle *battle)
{
  g_autoptr(GError) error = NULL;
  VdEvent *events[3];

  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      const VdUnit *unit = vd_table_find_unit (vd_table_battle_get_current (battle), UNITS[i]);

      events[i] = vd_event_new (VD_EVENT_MOVE, vd_table_battle_get_current (battle)->turn);
      events[i]->unit_id = g_strdup (UNITS[i]);
      events[i]->at = vd_point (unit->at.x, unit->at.y + g_rand_double_range (rand, -30, 30));
    }
  g_assert_true (vd_table_battle_record_batch (battle, events, G_N_ELEMENTS (events), &error));
  g_assert_no_error (error);
}

/* One random change: a record (alone or a batch), an undo, a redo, or going back along the
 * journal (into a batch too) and recording there, which drops what came after. */
static void
random_change (GRand *rand, VdBattle *battle, gboolean setup)
{
  g_autoptr(GError) error = NULL;
  guint n_applied = vd_battle_get_n_applied (battle);

  switch (g_rand_int_range (rand, 0, 8))
    {
    case 0:
      if (vd_battle_can_undo (battle))
        g_assert_true (vd_battle_undo (battle, &error));
      break;
    case 1:
      if (vd_battle_can_redo (battle))
        g_assert_true (vd_battle_redo (battle, &error));
      break;
    case 2:
      if (n_applied > 0)
        g_assert_true (vd_battle_go_to (battle, g_rand_int_range (rand, 0, n_applied), &error));
      break;
    case 3:
      if (!setup)
        {
          record_batch (rand, battle);
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      g_assert_true (vd_battle_record (battle, random_event (rand, battle, setup), &error));
      break;
    }
  g_assert_no_error (error);
}

static void
test_random_run (Fixture *f, gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(VdBattle) reopened = NULL;
  g_autoptr(GError) error = NULL;

  for (guint step = 0; step < 160; step++)
    {
      random_change (rand, battle, step < 10);
      assert_lines_fresh (battle);
    }
  g_assert_true (vd_battle_save (battle, NULL, &error));
  g_assert_no_error (error);
  assert_lines_fresh (battle);
  for (guint step = 0; step < 40; step++)
    {
      random_change (rand, battle, FALSE);
      assert_lines_fresh (battle);
    }
  g_clear_pointer (&battle, vd_battle_free);

  /* After a crash: the lines of the file, then those of the records restored. */
  reopened = open_battle (f->path);
  g_assert_cmpuint (vd_battle_pending_records (reopened), >, 0);
  assert_lines_fresh (reopened);
  g_assert_true (vd_battle_restore (reopened, &error));
  g_assert_no_error (error);
  assert_lines_fresh (reopened);
  for (guint step = 0; step < 40; step++)
    {
      random_change (rand, reopened, FALSE);
      assert_lines_fresh (reopened);
    }
}

/* An event recorded tells its own line on the battle as it stands: nothing is replayed. */
static void
test_append_tells_one (Fixture *f, gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(VdBattle) battle = open_battle (f->path);
  g_autoptr(GError) error = NULL;
  VdJournalLines *lines;
  guint64 applied;

  for (guint i = 0; i < 50; i++)
    g_assert_true (vd_battle_record (battle, random_event (rand, battle, FALSE), &error));
  lines = vd_journal_lines_for_battle (battle);
  applied = vd_journal_lines_get_n_applied (lines);
  g_assert_true (vd_battle_record (battle, random_event (rand, battle, FALSE), &error));
  g_assert_true (vd_journal_lines_for_battle (battle) == lines);
  g_assert_cmpuint (vd_journal_lines_get_n_applied (lines), ==, applied + 1);
  /* An undo and a redo move the cursor only: the lines stay. */
  g_assert_true (vd_battle_undo (battle, &error));
  vd_journal_lines_for_battle (battle);
  g_assert_true (vd_battle_redo (battle, &error));
  vd_journal_lines_for_battle (battle);
  g_assert_cmpuint (vd_journal_lines_get_n_applied (lines), ==, applied + 1);
  g_assert_no_error (error);
  assert_lines_fresh (battle);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/journal-lines/random-run", Fixture, NULL, fixture_set_up, test_random_run,
              fixture_tear_down);
  g_test_add ("/journal-lines/append-tells-one", Fixture, NULL, fixture_set_up,
              test_append_tells_one, fixture_tear_down);
  return g_test_run ();
}
