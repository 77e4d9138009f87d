#include "vd-cli.h"
#include "vd-cli-bench-private.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-data-dirs.h"
#include "vd-journal-lines.h"
#include "vd-table-battle.h"
#include "vd-table-reader.h"

/* `vedette-cli bench lines`: what the app spends per event recorded on the journal's lines
 * (the journal page and the undo tooltip tell each event on the battle just before it), on the
 * demo battle with N events of `bench journal`'s kind: the lines replayed and told anew, as the
 * app did at each change, against the lines kept with the battle (vd-journal-lines.h), which
 * tell only the new event; and telling all N lines at once, as when a battle is opened. No
 * file is written: the battle has no autosave. */

#define MAX_EVENTS      20000
#define REPLAYED_RUNS   5
#define KEPT_RUNS       50
#define ALL_RUNS        5
/* Our target, on the median: the lines of one event recorded cost no more than 2 ms. */
#define TARGET_KEPT_MS  2.0

typedef struct {
  guint         n_events;
  VdBenchTiming replayed;   /* per event: every line and the undo tooltip replayed and told */
  VdBenchTiming kept;       /* per event: the new line and the undo tooltip, from the kept lines */
  VdBenchTiming all;        /* all N lines told at once, nothing kept */
} Size;

typedef struct {
  const char *demo;
  guint       n_units;
  GArray     *sizes;        /* Size */
} Bench;

/* What the journal page and the undo tooltip did at each change before lines were kept: the
 * set-up replayed event by event, each line told on the battle before its event, then the battle
 * replayed to the last event for the tooltip. */
static void
tell_replayed (VdBattle *battle)
{
  VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  VdTable *setup = vd_table_battle_get_setup (battle);
  g_autoptr(VdTable) before = vd_journal_replay (setup, ruleset, 0, NULL);
  g_autoptr(VdTable) before_last = NULL;
  guint n = vd_battle_get_n_events (battle);
  g_autofree char *tip = NULL;

  for (guint i = 0; i < n; i++)
    {
      const VdEvent *event = vd_table_battle_get_event (battle, i);
      g_autofree char *line = vd_event_describe (event, before, ruleset);

      if (before != NULL && !vd_event_apply (event, before, ruleset, NULL))
        g_clear_pointer (&before, vd_table_free);
    }
  before_last = vd_journal_replay (setup, ruleset, n - 1, NULL);
  tip = vd_event_describe_batch ((VdEvent * const *) &g_ptr_array_index (setup->journal, n - 1), 1,
                                 before_last, ruleset);
}

/* What they do now: the kept lines brought up to date, the new line and the undo tooltip read. */
static void
tell_kept (VdBattle *battle)
{
  VdJournalLines *lines = vd_journal_lines_for_battle (battle);
  guint n = vd_battle_get_n_events (battle);
  g_autofree char *line = g_strdup (vd_journal_lines_get (lines, n - 1, TRUE));
  g_autofree char *tip = g_strdup (vd_journal_lines_get_step (lines, n - 1, n));
}

static gboolean
record (VdBattle *battle, const VdTable *setup, guint i)
{
  g_autoptr(GError) error = NULL;

  if (vd_battle_record (battle, vd_bench_journal_event (i, vd_battle_get_current (battle), setup),
                        &error))
    return TRUE;
  g_printerr ("vedette-cli: error: %s\n", error->message);
  return FALSE;
}

/* Times SIZE->n_events on the demo battle (DEMO) read afresh. */
static gboolean
time_size (const char *demo, Bench *bench, Size *size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBattle) battle = NULL;
  g_autoptr(VdTable) home = NULL;
  double replayed[REPLAYED_RUNS], kept[KEPT_RUNS], all[ALL_RUNS];
  VdRuleset *ruleset = NULL;
  VdTable *setup = vd_table_load_checked (demo, &ruleset, &error);
  guint i = 0;

  if (setup != NULL)
    battle = vd_table_battle_new (setup, ruleset, NULL, &error);
  if (battle == NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  home = vd_table_copy_without_journal (vd_table_battle_get_setup (battle));
  bench->n_units = home->units->len;
  if (bench->n_units == 0)
    {
      g_printerr ("vedette-cli: error: ");
      g_printerr (_("%s has no units to record events for"), demo);
      g_printerr ("\n");
      return FALSE;
    }
  for (; i < size->n_events; i++)
    if (!record (battle, home, i))
      return FALSE;
  for (guint r = 0; r < ALL_RUNS; r++)
    {
      gint64 start;

      vd_journal_lines_drop (battle);
      start = g_get_monotonic_time ();
      vd_journal_lines_for_battle (battle);
      all[r] = vd_bench_elapsed_ms (start);
    }
  /* Each run records one more event (not timed), then tells what the app tells. */
  for (guint r = 0; r < REPLAYED_RUNS; r++, i++)
    {
      gint64 start;

      if (!record (battle, home, i))
        return FALSE;
      start = g_get_monotonic_time ();
      tell_replayed (battle);
      replayed[r] = vd_bench_elapsed_ms (start);
    }
  for (guint r = 0; r < KEPT_RUNS; r++, i++)
    {
      gint64 start;

      if (!record (battle, home, i))
        return FALSE;
      start = g_get_monotonic_time ();
      tell_kept (battle);
      kept[r] = vd_bench_elapsed_ms (start);
    }
  size->replayed = vd_bench_summarize (replayed, REPLAYED_RUNS);
  size->kept = vd_bench_summarize (kept, KEPT_RUNS);
  size->all = vd_bench_summarize (all, ALL_RUNS);
  return TRUE;
}

static gboolean
met (const Size *size)
{
  return size->kept.median_ms <= TARGET_KEPT_MS;
}

static void
print_json (const Bench *bench)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  vd_bench_add_string (builder, "subject", "lines");
  vd_bench_add_string (builder, "battle", bench->demo);
  vd_bench_add_int (builder, "units", bench->n_units);
  vd_bench_add_number (builder, "target_kept_ms", TARGET_KEPT_MS);
  json_builder_set_member_name (builder, "sizes");
  json_builder_begin_array (builder);
  for (guint k = 0; k < bench->sizes->len; k++)
    {
      const Size *size = &g_array_index (bench->sizes, Size, k);

      json_builder_begin_object (builder);
      vd_bench_add_int (builder, "events", size->n_events);
      vd_bench_add_number (builder, "replayed_ms", size->replayed.median_ms);
      vd_bench_add_number (builder, "replayed_worst_ms", size->replayed.worst_ms);
      vd_bench_add_number (builder, "kept_ms", size->kept.median_ms);
      vd_bench_add_number (builder, "kept_worst_ms", size->kept.worst_ms);
      vd_bench_add_number (builder, "all_lines_ms", size->all.median_ms);
      vd_bench_add_number (builder, "all_lines_worst_ms", size->all.worst_ms);
      json_builder_set_member_name (builder, "runs");
      json_builder_begin_object (builder);
      vd_bench_add_int (builder, "replayed", size->replayed.runs);
      vd_bench_add_int (builder, "kept", size->kept.runs);
      vd_bench_add_int (builder, "all_lines", size->all.runs);
      json_builder_end_object (builder);
      vd_bench_add_bool (builder, "met", met (size));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_text (const Bench *bench)
{
  guint n_met = 0;

  vd_bench_print_row (_("battle:"),
                      g_dngettext (GETTEXT_PACKAGE, "%s (%u unit), no autosave",
                                   "%s (%u units), no autosave", bench->n_units),
                      bench->demo, bench->n_units);
  for (guint k = 0; k < bench->sizes->len; k++)
    {
      const Size *size = &g_array_index (bench->sizes, Size, k);
      g_autofree char *label = NULL;

      n_met += met (size);
      /* Translators: the number of events in the journal, a label of the report. */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event:", "%u events:",
                                            size->n_events), size->n_events);
      vd_bench_print_row (label, _("%8.3f ms per event replayed (worst %.3f ms, %u runs)"),
                          size->replayed.median_ms, size->replayed.worst_ms,
                          size->replayed.runs);
      vd_bench_print_row ("", _("%8.3f ms per event kept (worst %.3f ms, %u runs) — target ≤ "
                                "%g ms: %s"),
                          size->kept.median_ms, size->kept.worst_ms, size->kept.runs,
                          TARGET_KEPT_MS, vd_bench_verdict (met (size)));
      vd_bench_print_row ("", _("%8.3f ms for all the lines at once (worst %.3f ms, %u runs)"),
                          size->all.median_ms, size->all.worst_ms, size->all.runs);
    }
  vd_bench_print_row (_("targets:"),
                      g_dngettext (GETTEXT_PACKAGE, "%u of %u met", "%u of %u met",
                                   bench->sizes->len),
                      n_met, bench->sizes->len);
}

char *
vd_cli_bench_lines_summary (void)
{
  return g_strdup_printf (_("lines: records 100, 1000 and 5000 events (or --events N) on the "
                            "demo battle, without autosave, and times what the app spends on "
                            "the journal's lines per event recorded: every line replayed and "
                            "told anew, as before, against the lines kept with the battle; and "
                            "all the lines told at once, as when a battle is opened. Our "
                            "target, on the median: ≤ %g ms per event kept."),
                          TARGET_KEPT_MS);
}

int
vd_cli_bench_lines (int n_events, gboolean json)
{
  static const guint DEFAULT_SIZES[] = { 100, 1000, 5000 };
  g_autofree char *demo = NULL;
  g_autoptr(GArray) sizes = g_array_new (FALSE, TRUE, sizeof (Size));
  Bench bench = { 0 };

  if (n_events != G_MININT && (n_events < 1 || n_events > MAX_EVENTS))
    return vd_cli_usage_error ("bench", _("--events must be between 1 and %d, not %d"),
                               MAX_EVENTS, n_events);
  demo = vd_data_demo_table ();
  if (demo == NULL)
    {
      g_printerr ("vedette-cli: error: %s\n",
                  _("the demo battle data/shevardino.yaml cannot be found (set "
                    "VEDETTE_DATA_DIR to the folder that holds data/)"));
      return VD_CLI_INVALID;
    }
  bench.demo = demo;
  bench.sizes = sizes;
  for (guint k = 0; k < (n_events == G_MININT ? G_N_ELEMENTS (DEFAULT_SIZES) : 1); k++)
    {
      Size size = { .n_events = n_events == G_MININT ? DEFAULT_SIZES[k] : (guint) n_events };

      if (!time_size (demo, &bench, &size))
        return VD_CLI_INVALID;
      g_array_append_val (sizes, size);
    }
  if (json)
    print_json (&bench);
  else
    print_text (&bench);
  return VD_CLI_OK;
}
