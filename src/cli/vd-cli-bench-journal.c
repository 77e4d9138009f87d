#include "vd-cli.h"
#include "vd-cli-bench-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>

#include "vd-data-dirs.h"
#include "vd-orders.h"
#include "vd-table-reader.h"

/* `vedette-cli bench journal`: times the battle journal on a temporary copy of the demo battle,
 * through VdBattle as the app and the CLI use it: recording events (each one appended to the
 * autosave journal and flushed to disk), undoing the last of them (a replay from the checkpoint
 * before it), replaying them all, and saving. Missing a target is a measurement, not a failure
 * (exit 0); an event refused, a replay or a saved file that differs from the battle as
 * recorded is a correctness failure (exit 1). */

#define MAX_EVENTS  100000
/* Each undo is followed by a redo (not timed), so every one undoes event N of N. */
#define UNDO_RUNS   20
#define REPLAY_RUNS 5
#define SAVE_RUNS   5

/* Our targets: a record must never be felt (fsync included), an undo fits in a key press, and
 * opening a long battle replays its journal within half a second. */
#define TARGET_RECORD_MS 20.0
#define TARGET_UNDO_MS   100.0
#define TARGET_REPLAY_MS 500.0

typedef struct {
  const char *demo;
  const char *folder;        /* where the temporary copy is made */
  guint       n_units;
  guint       n_events;      /* recorded by the bench, after the demo's own if it has any */
  guint       n_total;       /* all the events of the battle: the demo's and ours */
  VdBenchTiming      record;
  VdBenchTiming      undo;
  VdBenchTiming      replay;
  VdBenchTiming      save;
} Bench;

static void
print_failure (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
print_failure (const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("vedette-cli: error: %s\n", text);
}

/* An event of KIND at CURRENT's turn, stamped by the orders' clock. */
static VdEvent *
new_event (VdEventKind kind, const VdTable *current)
{
  VdEvent *event = vd_event_new (kind, current->turn);

  event->time = vd_orders_now ();
  return event;
}

/* The I-th event of the bench on the battle as it stands (CURRENT; SETUP the demo's set-up):
 * the units in turn lose a figure and win it back, or step 1 mm aside and back; every hundredth
 * event ends the turn. Each one is a real event, stamped with its time like any record. */
VdEvent *
vd_bench_journal_event (guint i, const VdTable *current, const VdTable *setup)
{
  const VdUnit *unit = g_ptr_array_index (current->units, i % current->units->len);
  const VdUnit *home = vd_table_find_unit (setup, unit->id);
  VdEvent *event;

  if (i % 100 == 99)
    return new_event (VD_EVENT_END_TURN, current);
  if (i % 3 == 2 || unit->figures == 0 || home == NULL)
    {
      double home_x = home != NULL ? home->at.x : unit->at.x - 1;

      event = new_event (VD_EVENT_MOVE, current);
      event->at = vd_point (unit->at.x > home_x ? home_x : home_x + 1, unit->at.y);
      event->conditions = unit->conditions;
    }
  else
    {
      event = new_event (VD_EVENT_LOSS, current);
      event->figures = unit->casualties > 0 ? -1 : 1;
    }
  event->unit_id = g_strdup (unit->id);
  return event;
}

static gboolean
time_record (VdBattle *battle, Bench *bench)
{
  g_autoptr(VdTable) setup = vd_table_copy_without_journal (vd_battle_get_setup (battle));
  g_autofree double *samples = g_new (double, bench->n_events);

  for (guint i = 0; i < bench->n_events; i++)
    {
      VdEvent *event = vd_bench_journal_event (i, vd_battle_get_current (battle), setup);
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!vd_battle_record (battle, event, &error))
        {
          print_failure (_("event %u of the bench was refused: %s"), i + 1, error->message);
          return FALSE;
        }
      samples[i] = vd_bench_elapsed_ms (start);
    }
  bench->record = vd_bench_summarize (samples, bench->n_events);
  return TRUE;
}

/* Undoes the last event, checks the battle is the set-up replayed to one event less, and redoes
 * it (not timed): every run undoes the same event. */
static gboolean
time_undo (VdBattle *battle, Bench *bench)
{
  double samples[UNDO_RUNS];
  guint n = vd_battle_get_n_applied (battle);

  for (guint r = 0; r < UNDO_RUNS; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdTable) replayed = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!vd_battle_undo (battle, &error))
        {
          print_failure (_("undo failed: %s"), error->message);
          return FALSE;
        }
      samples[r] = vd_bench_elapsed_ms (start);

      replayed = vd_journal_replay (vd_battle_get_setup (battle), vd_battle_get_ruleset (battle),
                                    n - 1, &error);
      if (replayed == NULL)
        {
          print_failure (_("the replay failed: %s"), error->message);
          return FALSE;
        }
      if (vd_battle_get_n_applied (battle) != n - 1 ||
          !vd_table_equal (vd_battle_get_current (battle), replayed))
        {
          print_failure (_("after an undo the battle differs from its replay to %u events"),
                         n - 1);
          return FALSE;
        }
      if (!vd_battle_redo (battle, &error))
        {
          print_failure (_("redo failed: %s"), error->message);
          return FALSE;
        }
    }
  bench->undo = vd_bench_summarize (samples, UNDO_RUNS);
  return TRUE;
}

static gboolean
time_replay (VdBattle *battle, Bench *bench)
{
  double samples[REPLAY_RUNS];
  g_autoptr(VdTable) replayed = NULL;

  for (guint r = 0; r < REPLAY_RUNS; r++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start;

      g_clear_pointer (&replayed, vd_table_free);
      start = g_get_monotonic_time ();
      replayed = vd_journal_replay (vd_battle_get_setup (battle), vd_battle_get_ruleset (battle),
                                    G_MAXUINT, &error);
      samples[r] = vd_bench_elapsed_ms (start);
      if (replayed == NULL)
        {
          print_failure (_("the replay failed: %s"), error->message);
          return FALSE;
        }
    }
  bench->replay = vd_bench_summarize (samples, REPLAY_RUNS);
  if (!vd_table_equal (replayed, vd_battle_get_current (battle)))
    {
      print_failure (_("replaying the %u events from the set-up does not give the battle as "
                       "recorded"),
                     bench->n_total);
      return FALSE;
    }
  return TRUE;
}

/* Saves over the copy RUNS times, then checks the file reads back as the battle recorded. */
static gboolean
time_save (VdBattle *battle, const char *path, Bench *bench)
{
  double samples[SAVE_RUNS];
  g_autoptr(VdBattle) reread = NULL;
  g_autoptr(GError) error = NULL;

  for (guint r = 0; r < SAVE_RUNS; r++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!vd_battle_save (battle, NULL, &error))
        {
          print_failure (_("saving failed: %s"), error->message);
          return FALSE;
        }
      samples[r] = vd_bench_elapsed_ms (start);
    }
  bench->save = vd_bench_summarize (samples, SAVE_RUNS);

  /* Read back beside the battle, which still holds the file's writer lock. */
  {
    VdRuleset *ruleset = NULL;
    VdTable *setup = vd_table_load_checked (path, &ruleset, &error);

    if (setup != NULL)
      reread = vd_table_battle_new (setup, ruleset, NULL, &error);
  }
  if (reread == NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  if (vd_battle_get_n_events (reread) != bench->n_total ||
      !vd_table_equal (vd_battle_get_current (reread), vd_battle_get_current (battle)))
    {
      print_failure ("%s", _("the saved file reads back different from the battle recorded"));
      return FALSE;
    }
  return TRUE;
}

void
vd_bench_remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

/* The demo copied into FOLDER, opened as a battle. */
static VdBattle *
open_copy (const char *demo, const char *path)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  VdBattle *battle;
  gsize length;

  if (!g_file_get_contents (demo, &data, &length, &error) ||
      !g_file_set_contents (path, data, (gssize) length, &error))
    {
      print_failure ("%s", error->message);
      return NULL;
    }
  battle = vd_table_battle_open (path, &error);
  if (battle == NULL)
    vd_cli_print_error (error);
  return battle;
}

static gboolean
met_record (const Bench *bench)
{
  return bench->record.median_ms <= TARGET_RECORD_MS;
}

static gboolean
met_undo (const Bench *bench)
{
  return bench->undo.median_ms <= TARGET_UNDO_MS;
}

static gboolean
met_replay (const Bench *bench)
{
  return bench->replay.median_ms <= TARGET_REPLAY_MS;
}

static void
print_json (const Bench *bench)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  vd_bench_add_string (builder, "subject", "journal");
  vd_bench_add_string (builder, "battle", bench->demo);
  vd_bench_add_string (builder, "folder", bench->folder);
  vd_bench_add_int (builder, "units", bench->n_units);
  vd_bench_add_int (builder, "events", bench->n_events);
  vd_bench_add_number (builder, "record_ms", bench->record.median_ms);
  vd_bench_add_number (builder, "record_worst_ms", bench->record.worst_ms);
  vd_bench_add_number (builder, "undo_ms", bench->undo.median_ms);
  vd_bench_add_number (builder, "undo_worst_ms", bench->undo.worst_ms);
  vd_bench_add_number (builder, "replay_ms", bench->replay.median_ms);
  vd_bench_add_number (builder, "replay_worst_ms", bench->replay.worst_ms);
  vd_bench_add_number (builder, "save_ms", bench->save.median_ms);
  vd_bench_add_number (builder, "save_worst_ms", bench->save.worst_ms);
  /* Always true: a replay that differs is an error, reported instead of this document. */
  vd_bench_add_bool (builder, "identical", TRUE);

  json_builder_set_member_name (builder, "runs");
  json_builder_begin_object (builder);
  vd_bench_add_int (builder, "record", bench->record.runs);
  vd_bench_add_int (builder, "undo", bench->undo.runs);
  vd_bench_add_int (builder, "replay", bench->replay.runs);
  vd_bench_add_int (builder, "save", bench->save.runs);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "targets");
  json_builder_begin_object (builder);
  vd_bench_add_number (builder, "record_ms", TARGET_RECORD_MS);
  vd_bench_add_number (builder, "undo_ms", TARGET_UNDO_MS);
  vd_bench_add_number (builder, "replay_ms", TARGET_REPLAY_MS);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "met");
  json_builder_begin_object (builder);
  vd_bench_add_bool (builder, "record", met_record (bench));
  vd_bench_add_bool (builder, "undo", met_undo (bench));
  vd_bench_add_bool (builder, "replay", met_replay (bench));
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_text (const Bench *bench)
{
  guint n_met = met_record (bench) + met_undo (bench) + met_replay (bench);

  /* Translators: the report's labels are padded to one column of 17 characters: keep them
   * shorter. */
  vd_bench_print_row (_("battle:"),
             /* Translators: the demo battle's file, its units, and the folder where the
              * temporary copy is made ("/tmp"). */
             g_dngettext (GETTEXT_PACKAGE, "%s (%u unit), temporary copy in %s",
                          "%s (%u units), temporary copy in %s", bench->n_units),
             bench->demo, bench->n_units, bench->folder);
  vd_bench_print_row (_("record:"),
             g_dngettext (GETTEXT_PACKAGE,
                          "%8.2f ms per event (worst %.2f ms, %u event, fsync included) — "
                          "target ≤ %g ms: %s",
                          "%8.2f ms per event (worst %.2f ms, %u events, fsync included) — "
                          "target ≤ %g ms: %s",
                          bench->record.runs),
             bench->record.median_ms, bench->record.worst_ms, bench->record.runs,
             TARGET_RECORD_MS, vd_bench_verdict (met_record (bench)));
  vd_bench_print_row (_("undo:"),
             g_dngettext (GETTEXT_PACKAGE,
                          "%8.2f ms (worst %.2f ms, %u runs, last of %u event) — "
                          "target ≤ %g ms: %s",
                          "%8.2f ms (worst %.2f ms, %u runs, last of %u events) — "
                          "target ≤ %g ms: %s",
                          bench->n_total),
             bench->undo.median_ms, bench->undo.worst_ms, bench->undo.runs, bench->n_total,
             TARGET_UNDO_MS, vd_bench_verdict (met_undo (bench)));
  vd_bench_print_row (_("replay:"),
             g_dngettext (GETTEXT_PACKAGE,
                          "%8.2f ms (worst %.2f ms, %u runs, %u event from the set-up) — "
                          "target ≤ %g ms: %s",
                          "%8.2f ms (worst %.2f ms, %u runs, %u events from the set-up) — "
                          "target ≤ %g ms: %s",
                          bench->n_total),
             bench->replay.median_ms, bench->replay.worst_ms, bench->replay.runs,
             bench->n_total, TARGET_REPLAY_MS, vd_bench_verdict (met_replay (bench)));
  vd_bench_print_row (_("replayed battle:"), "%s",
             /* Translators: the replay gave the battle as it was recorded. */
             _("identical to the battle recorded"));
  vd_bench_print_row (_("save:"), _("%8.2f ms (worst %.2f ms, %u runs, fsync included)"),
             bench->save.median_ms, bench->save.worst_ms, bench->save.runs);
  vd_bench_print_row (_("targets:"),
             g_dngettext (GETTEXT_PACKAGE, "%u of 3 met", "%u of 3 met", n_met), n_met);
}

char *
vd_cli_bench_journal_summary (void)
{
  return g_strdup_printf (_("journal: copies the demo battle into a temporary folder (in "
                            "$TMPDIR, else /tmp: fsync costs what it costs on that disk) and "
                            "times, through the battle journal, recording N events (each one "
                            "flushed to the autosave journal with fsync), undoing the last of "
                            "them, replaying them all from the set-up and saving; the folder "
                            "is removed afterwards. Our targets, on the median: record ≤ %g ms "
                            "per event, undo ≤ %g ms, replay ≤ %g ms. Missing one is reported, "
                            "not an error; exit status 1 when an event is refused or a replay "
                            "differs."),
                          TARGET_RECORD_MS, TARGET_UNDO_MS, TARGET_REPLAY_MS);
}

int
vd_cli_bench_journal (int n_events, gboolean json)
{
  g_autofree char *demo = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  const VdTable *current;
  Bench bench = { 0 };
  gboolean ok;

  if (n_events < 1 || n_events > MAX_EVENTS)
    return vd_cli_usage_error ("bench", _("--events must be between 1 and %d, not %d"),
                               MAX_EVENTS, n_events);

  demo = vd_data_demo_table ();
  if (demo == NULL)
    {
      print_failure ("%s", _("the demo battle data/shevardino.yaml cannot be found (set "
                             "VEDETTE_DATA_DIR to the folder that holds data/)"));
      return VD_CLI_INVALID;
    }
  folder = g_dir_make_tmp ("vedette-bench-XXXXXX", &error);
  if (folder == NULL)
    {
      print_failure ("%s", error->message);
      return VD_CLI_INVALID;
    }
  path = g_build_filename (folder, "shevardino.yaml", NULL);

  bench.demo = demo;
  bench.folder = g_get_tmp_dir ();
  bench.n_events = (guint) n_events;
  battle = open_copy (demo, path);
  ok = battle != NULL;
  current = ok ? vd_battle_get_current (battle) : NULL;
  if (ok && current->units->len == 0)
    {
      print_failure (_("%s has no units to record events for"), demo);
      ok = FALSE;
    }
  if (ok)
    {
      bench.n_units = current->units->len;
      ok = time_record (battle, &bench);
    }
  if (ok)
    {
      bench.n_total = vd_battle_get_n_events (battle);
      ok = time_undo (battle, &bench) && time_replay (battle, &bench) &&
           time_save (battle, path, &bench);
    }
  g_clear_pointer (&battle, vd_battle_free);
  vd_bench_remove_folder (folder);
  if (!ok)
    return VD_CLI_INVALID;

  if (json)
    print_json (&bench);
  else
    print_text (&bench);
  return VD_CLI_OK;
}
