#include "vd-cli.h"
#include "vd-cli-bench-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "vd-random-table.h"
#include "vd-ruleset.h"
#include "vd-sight.h"
#include "vd-table-writer.h"
#include "vd-turn-limits.h"

/* `vedette-cli bench limits`: times the shapes whose work once grew with the input rather than
 * with the answer: sight on units stacked at one point and on a crowd of officers, restoring
 * many autosaved undos, and undoing one event at a time. The limits tests bound what these do
 * by counting; this measures how long they take. Missing a target is a measurement (exit 0); a
 * pair with more reasons than rules, or a battle that is not its replay, is a correctness
 * failure (exit 1). */

#define STACKED_UNITS   300
#define OFFICERS        2000
#define RESTORE_EVENTS  1000
/* Each round undoes every event, then redoes them: 2 × RESTORE_EVENTS records. */
#define RESTORE_ROUNDS  100
#define UNDO_EVENTS     4000
/* On a random table of TURN_UNITS units and TURN_FEATURES features, moves already in the turn,
 * then recorded one at a time with the turn state followed, the first TURN_FRESH of them also
 * counted afresh from the set-up (as before it was followed). */
#define TURN_UNITS      400
#define TURN_FEATURES   300
#define TURN_EVENTS     5000
#define TURN_RECORDS    200
#define TURN_FRESH      5
#define SIGHT_RUNS      3
#define RESTORE_RUNS    3
/* A pair's reasons: a few rules, whatever the number of units across its lines. */
#define MAX_REASONS_PER_PAIR 4

/* Ours, on a 2-core machine. */
#define TARGET_STACKED_MS  1000.0
#define TARGET_OFFICERS_MS 500.0
#define TARGET_RESTORE_MS  500.0
#define TARGET_UNDO_MS     10.0

typedef struct {
  guint         pairs;
  guint         reasons;
  VdBenchTiming timing;
} SightCase;

typedef struct {
  SightCase     stacked;
  SightCase     officers;
  guint         records;
  VdBenchTiming restore;
  VdBenchTiming undo;
  VdBenchTiming turn;        /* the turn state followed after each event recorded */
  VdBenchTiming turn_fresh;  /* counted afresh instead */
} Bench;

static void
print_failure (const char *message)
{
  g_printerr ("vedette-cli: error: %s\n", message);
}

/* N units of two sides in turn, of ARM and FORMATION, all at one point facing the same way: every
 * sight line of every pair crosses all the others. */
static VdTable *
stacked_table (guint n, VdArm arm, VdFormation formation)
{
  VdTable *table = vd_table_new ();

  table->scale = VD_SCALE_25MM;
  table->width = 1800;
  table->depth = 1200;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      VdUnit *unit = vd_unit_new (id, i % 2 == 0 ? "blue" : "red", arm, formation);

      unit->at = vd_point (900, 600);
      unit->frontage = 120;
      unit->depth = 30;
      unit->figures = 12;
      g_ptr_array_add (table->units, unit);
    }
  return table;
}

/* Every pair of TABLE (OBSERVER's only, when not NULL) asked RUNS times. */
static gboolean
time_sight (const VdTable *table, const VdRuleset *ruleset, gboolean first_observer,
            SightCase *out)
{
  const VdUnit *observer = first_observer ? g_ptr_array_index (table->units, 0) : NULL;
  g_autoptr(VdSight) sight = vd_sight_new (table, ruleset);
  double samples[SIGHT_RUNS];

  for (guint r = 0; r < SIGHT_RUNS; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GArray) answers = vd_sight_query_all (sight, observer);

      samples[r] = vd_bench_elapsed_ms (start);
      out->pairs = answers->len;
      out->reasons = 0;
      for (guint i = 0; i < answers->len; i++)
        out->reasons += g_array_index (answers, VdSightAnswer, i).n_reasons;
    }
  out->timing = vd_bench_summarize (samples, SIGHT_RUNS);
  if (out->reasons > MAX_REASONS_PER_PAIR * out->pairs)
    {
      g_autofree char *text =
        g_strdup_printf (_("sight gave %u reasons for %u pairs: more than %u a pair"),
                         out->reasons, out->pairs, MAX_REASONS_PER_PAIR);

      print_failure (text);
      return FALSE;
    }
  return TRUE;
}

/* One unit and N_EVENTS moves to and fro in its journal. */
static VdTable *
moves_table (guint n_events)
{
  VdTable *table = stacked_table (1, VD_ARM_INFANTRY, VD_FORMATION_LINE);

  for (guint i = 0; i < n_events; i++)
    {
      VdEvent *event = vd_event_new (VD_EVENT_MOVE, 1);

      event->unit_id = g_strdup ("u0");
      event->at = vd_point (900 + (i + 1) % 2, 600);
      g_ptr_array_add (table->journal, event);
    }
  return table;
}

static gboolean
is_replay (VdBattle *battle)
{
  g_autoptr(VdTable) replayed = vd_journal_replay (vd_battle_get_setup (battle),
                                                   vd_battle_get_ruleset (battle),
                                                   vd_battle_get_n_applied (battle), NULL);

  return replayed != NULL && vd_table_equal (vd_battle_get_current (battle), replayed);
}

/* The autosave journal of a battle that undid and redid every event RESTORE_ROUNDS times,
 * then stopped: reopened and restored RESTORE_RUNS times. */
static gboolean
time_restore (const char *path, Bench *bench)
{
  g_autoptr(VdTable) setup = moves_table (RESTORE_EVENTS);
  g_autoptr(GError) error = NULL;
  double samples[RESTORE_RUNS];

  if (!vd_table_save_file (setup, path, &error))
    {
      print_failure (error->message);
      return FALSE;
    }
  {
    g_autoptr(VdBattle) battle = vd_table_battle_open (path, &error);

    /* Each move of the cursor is one write of one record a step. */
    for (guint r = 0; battle != NULL && r < RESTORE_ROUNDS && error == NULL; r++)
      if (vd_battle_go_to (battle, 0, &error))
        vd_battle_go_to (battle, RESTORE_EVENTS, &error);
    if (battle == NULL || error != NULL)
      {
        print_failure (error->message);
        return FALSE;
      }
  }
  for (guint r = 0; r < RESTORE_RUNS; r++)
    {
      g_autoptr(VdBattle) battle = vd_table_battle_open (path, &error);
      gint64 start;

      if (battle == NULL)
        {
          print_failure (error->message);
          return FALSE;
        }
      bench->records = vd_battle_pending_records (battle);
      start = g_get_monotonic_time ();
      if (!vd_battle_restore (battle, &error))
        {
          print_failure (error->message);
          return FALSE;
        }
      samples[r] = vd_bench_elapsed_ms (start);
      if (vd_battle_get_n_applied (battle) != RESTORE_EVENTS || !is_replay (battle))
        {
          print_failure (_("the restored battle differs from its journal replayed"));
          return FALSE;
        }
    }
  bench->restore = vd_bench_summarize (samples, RESTORE_RUNS);
  return TRUE;
}

/* UNDO_EVENTS events undone one at a time, in a battle with no file (no fsync to time). */
static gboolean
time_undo (const VdRuleset *ruleset, Bench *bench)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *own = vd_ruleset_load_named (ruleset->id, NULL, &error);
  g_autoptr(VdBattle) battle = own != NULL
                                 ? vd_table_battle_new (moves_table (UNDO_EVENTS), own, NULL,
                                                        &error)
                                 : NULL;
  g_autofree double *samples = g_new (double, UNDO_EVENTS);

  for (guint i = 0; battle != NULL && i < UNDO_EVENTS; i++)
    {
      gint64 start = g_get_monotonic_time ();

      if (!vd_battle_undo (battle, &error))
        break;
      samples[i] = vd_bench_elapsed_ms (start);
    }
  if (battle == NULL || error != NULL)
    {
      print_failure (error->message);
      return FALSE;
    }
  if (!is_replay (battle))
    {
      print_failure (_("after the undos the battle differs from its journal replayed"));
      return FALSE;
    }
  bench->undo = vd_bench_summarize (samples, UNDO_EVENTS);
  return TRUE;
}

/* The I-th move of the turn: the units in turn step 3 mm aside, then back. */
static VdEvent *
turn_move (guint i, const VdTable *table)
{
  const VdUnit *unit = g_ptr_array_index (table->units, (i / 2) % table->units->len);
  VdEvent *event = vd_event_new (VD_EVENT_MOVE, 1);

  event->unit_id = g_strdup (unit->id);
  event->at = vd_point (unit->at.x + (i % 2 == 0 ? 3 : -3), unit->at.y);
  event->conditions = unit->conditions;
  return event;
}

/* The unit of the last event recorded. */
static const char *
event_unit (VdBattle *battle)
{
  return vd_table_battle_get_event (battle, vd_battle_get_n_applied (battle) - 1)->unit_id;
}

/* The random table with TURN_EVENTS moves in its journal. */
static VdTable *
turn_table (void)
{
  VdTable *table = vd_random_table_new (TURN_UNITS, TURN_FEATURES, 1);
  g_autoptr(VdTable) moving = vd_table_copy_without_journal (table);

  for (guint i = 0; i < TURN_EVENTS; i++)
    {
      VdEvent *event = turn_move (i, moving);
      VdUnit *unit = vd_table_edit_unit (moving, event->unit_id);

      unit->at = event->at;
      g_ptr_array_add (table->journal, event);
    }
  return table;
}

/* TURN_RECORDS moves recorded after TURN_EVENTS in one turn, in a battle with no file: the turn
 * state followed after each (vd_turn_state_for_battle, as the app's panel and drags ask it),
 * and the first TURN_FRESH counted afresh, which must agree. */
static gboolean
time_turn (const VdRuleset *ruleset, Bench *bench)
{
  g_autoptr(GError) error = NULL;
  VdRuleset *own = vd_ruleset_load_named (ruleset->id, NULL, &error);
  g_autoptr(VdBattle) battle = own != NULL
                                 ? vd_table_battle_new (turn_table (), own, NULL, &error)
                                 : NULL;
  double samples[TURN_RECORDS], fresh_samples[TURN_FRESH];

  /* The first count of the turn, before any timing. */
  if (battle == NULL || vd_turn_state_for_battle (battle, &error) == NULL)
    goto failed;
  for (guint i = 0; i < TURN_RECORDS; i++)
    {
      VdEvent *event = turn_move (TURN_EVENTS + i, vd_battle_get_current (battle));
      const VdTurnState *followed;
      gint64 start;

      if (!vd_battle_record (battle, event, &error))
        goto failed;
      start = g_get_monotonic_time ();
      followed = vd_turn_state_for_battle (battle, &error);
      samples[i] = vd_bench_elapsed_ms (start);
      if (followed == NULL)
        goto failed;
      if (i < TURN_FRESH)
        {
          g_autoptr(VdTurnState) fresh = NULL;

          start = g_get_monotonic_time ();
          fresh = vd_turn_state_new_for_battle (battle, &error);
          fresh_samples[i] = vd_bench_elapsed_ms (start);
          if (fresh == NULL)
            goto failed;
          if (vd_turn_state_lookup (fresh, event_unit (battle))->spent !=
              vd_turn_state_lookup (followed, event_unit (battle))->spent)
            {
              print_failure (_("the turn state followed differs from the one counted afresh"));
              return FALSE;
            }
        }
    }
  bench->turn = vd_bench_summarize (samples, TURN_RECORDS);
  bench->turn_fresh = vd_bench_summarize (fresh_samples, TURN_FRESH);
  return TRUE;

failed:
  print_failure (error->message);
  return FALSE;
}

static gboolean
met_stacked (const Bench *bench)
{
  return bench->stacked.timing.median_ms <= TARGET_STACKED_MS;
}

static gboolean
met_officers (const Bench *bench)
{
  return bench->officers.timing.median_ms <= TARGET_OFFICERS_MS;
}

static gboolean
met_restore (const Bench *bench)
{
  return bench->restore.median_ms <= TARGET_RESTORE_MS;
}

static gboolean
met_undo (const Bench *bench)
{
  return bench->undo.median_ms <= TARGET_UNDO_MS;
}

static void
add_sight_json (JsonBuilder *builder, const char *prefix, guint units, const SightCase *c)
{
  g_autofree char *n_units = g_strconcat (prefix, "_units", NULL);
  g_autofree char *pairs = g_strconcat (prefix, "_pairs", NULL);
  g_autofree char *reasons = g_strconcat (prefix, "_reasons", NULL);
  g_autofree char *ms = g_strconcat (prefix, "_ms", NULL);
  g_autofree char *min_ms = g_strconcat (prefix, "_min_ms", NULL);

  vd_bench_add_int (builder, n_units, units);
  vd_bench_add_int (builder, pairs, c->pairs);
  vd_bench_add_int (builder, reasons, c->reasons);
  vd_bench_add_number (builder, ms, c->timing.median_ms);
  vd_bench_add_number (builder, min_ms, c->timing.min_ms);
}

static void
print_json (const Bench *bench)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  vd_bench_add_string (builder, "subject", "limits");
  add_sight_json (builder, "stacked", STACKED_UNITS, &bench->stacked);
  add_sight_json (builder, "officers", OFFICERS, &bench->officers);
  vd_bench_add_int (builder, "restore_events", RESTORE_EVENTS);
  vd_bench_add_int (builder, "restore_records", bench->records);
  vd_bench_add_number (builder, "restore_ms", bench->restore.median_ms);
  vd_bench_add_number (builder, "restore_min_ms", bench->restore.min_ms);
  vd_bench_add_int (builder, "undo_events", UNDO_EVENTS);
  vd_bench_add_number (builder, "undo_ms", bench->undo.median_ms);
  vd_bench_add_number (builder, "undo_worst_ms", bench->undo.worst_ms);
  vd_bench_add_int (builder, "turn_events", TURN_EVENTS);
  vd_bench_add_int (builder, "turn_units", TURN_UNITS);
  vd_bench_add_int (builder, "turn_features", TURN_FEATURES);
  vd_bench_add_number (builder, "turn_event_ms", bench->turn.median_ms);
  vd_bench_add_number (builder, "turn_event_worst_ms", bench->turn.worst_ms);
  vd_bench_add_number (builder, "turn_fresh_ms", bench->turn_fresh.median_ms);

  json_builder_set_member_name (builder, "runs");
  json_builder_begin_object (builder);
  vd_bench_add_int (builder, "stacked", bench->stacked.timing.runs);
  vd_bench_add_int (builder, "officers", bench->officers.timing.runs);
  vd_bench_add_int (builder, "restore", bench->restore.runs);
  vd_bench_add_int (builder, "undo", bench->undo.runs);
  vd_bench_add_int (builder, "turn", bench->turn.runs);
  vd_bench_add_int (builder, "turn_fresh", bench->turn_fresh.runs);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "targets");
  json_builder_begin_object (builder);
  vd_bench_add_number (builder, "stacked_ms", TARGET_STACKED_MS);
  vd_bench_add_number (builder, "officers_ms", TARGET_OFFICERS_MS);
  vd_bench_add_number (builder, "restore_ms", TARGET_RESTORE_MS);
  vd_bench_add_number (builder, "undo_ms", TARGET_UNDO_MS);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "met");
  json_builder_begin_object (builder);
  vd_bench_add_bool (builder, "stacked", met_stacked (bench));
  vd_bench_add_bool (builder, "officers", met_officers (bench));
  vd_bench_add_bool (builder, "restore", met_restore (bench));
  vd_bench_add_bool (builder, "undo", met_undo (bench));
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_text (const Bench *bench)
{
  guint n_met = met_stacked (bench) + met_officers (bench) + met_restore (bench) +
                met_undo (bench);

  /* Translators: the report's labels are padded to one column of 17 characters: keep them
   * shorter. */
  vd_bench_print_row (_("stacked sight:"),
                      _("%8.2f ms (%u units at one point, every pair: %u pairs, %u reasons; "
                        "min %.2f ms, %u runs) — target ≤ %g ms: %s"),
                      bench->stacked.timing.median_ms, STACKED_UNITS, bench->stacked.pairs,
                      bench->stacked.reasons, bench->stacked.timing.min_ms,
                      bench->stacked.timing.runs, TARGET_STACKED_MS,
                      vd_bench_verdict (met_stacked (bench)));
  vd_bench_print_row (_("officers sight:"),
                      _("%8.2f ms (%u officers at one point, one observer: %u pairs, %u "
                        "reasons; min %.2f ms, %u runs) — target ≤ %g ms: %s"),
                      bench->officers.timing.median_ms, OFFICERS, bench->officers.pairs,
                      bench->officers.reasons, bench->officers.timing.min_ms,
                      bench->officers.timing.runs, TARGET_OFFICERS_MS,
                      vd_bench_verdict (met_officers (bench)));
  vd_bench_print_row (_("restore:"),
                      _("%8.2f ms (%u autosaved undos and redos over %u events; min %.2f ms, "
                        "%u runs) — target ≤ %g ms: %s"),
                      bench->restore.median_ms, bench->records, RESTORE_EVENTS,
                      bench->restore.min_ms, bench->restore.runs, TARGET_RESTORE_MS,
                      vd_bench_verdict (met_restore (bench)));
  vd_bench_print_row (_("undo:"),
                      _("%8.3f ms (worst %.2f ms, %u events undone one at a time, no file) — "
                        "target ≤ %g ms: %s"),
                      bench->undo.median_ms, bench->undo.worst_ms, UNDO_EVENTS, TARGET_UNDO_MS,
                      vd_bench_verdict (met_undo (bench)));
  /* Translators: the turn state (what each unit did this turn) followed after each event
   * recorded, then counted afresh from the set-up as before. */
  vd_bench_print_row (_("turn state:"),
                      _("%8.3f ms an event (worst %.2f ms, %u moves recorded after %u in one "
                        "turn on %u units and %u features, no file); counted afresh %.1f ms "
                        "(%u runs)"),
                      bench->turn.median_ms, bench->turn.worst_ms, bench->turn.runs,
                      TURN_EVENTS, TURN_UNITS, TURN_FEATURES, bench->turn_fresh.median_ms,
                      bench->turn_fresh.runs);
  vd_bench_print_row (_("targets:"),
                      g_dngettext (GETTEXT_PACKAGE, "%u of 4 met", "%u of 4 met", n_met), n_met);
}

char *
vd_cli_bench_limits_summary (void)
{
  return g_strdup_printf (_("limits: the shapes whose work once grew with the input rather than "
                            "with the answer: sight on %u units stacked at one point (every "
                            "pair) and on %u officers at one point (one observer), restoring "
                            "%u autosaved undos and redos over %u events (in a temporary "
                            "folder), undoing %u events one at a time, and the turn state "
                            "followed after each move recorded in a long turn (beside it counted "
                            "afresh, as before). Our targets, on the "
                            "median: %g ms, %g ms, %g ms, and %g ms an undo. Exit status 1 when "
                            "a pair has more than %u reasons or a battle differs from its "
                            "replay."),
                          STACKED_UNITS, OFFICERS, 2 * RESTORE_ROUNDS * RESTORE_EVENTS,
                          RESTORE_EVENTS, UNDO_EVENTS, TARGET_STACKED_MS, TARGET_OFFICERS_MS,
                          TARGET_RESTORE_MS, TARGET_UNDO_MS, MAX_REASONS_PER_PAIR);
}

/* The temporary folder and what the battle left in it (the file, PATH.journal). */
static void
remove_folder (const char *folder)
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

int
vd_cli_bench_limits (gboolean json)
{
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) stacked = stacked_table (STACKED_UNITS, VD_ARM_INFANTRY, VD_FORMATION_LINE);
  g_autoptr(VdTable) officers = stacked_table (OFFICERS, VD_ARM_OFFICER, VD_FORMATION_NONE);
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  Bench bench = { 0 };
  gboolean ok;

  ruleset = vd_ruleset_load_named ("napoleonic", NULL, &error);
  if (ruleset == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  folder = g_dir_make_tmp ("vedette-bench-XXXXXX", &error);
  if (folder == NULL)
    {
      print_failure (error->message);
      return VD_CLI_INVALID;
    }
  path = g_build_filename (folder, "undone.yaml", NULL);
  ok = time_sight (stacked, ruleset, FALSE, &bench.stacked) &&
       time_sight (officers, ruleset, TRUE, &bench.officers) &&
       time_restore (path, &bench) && time_undo (ruleset, &bench) &&
       time_turn (ruleset, &bench);
  remove_folder (folder);
  if (!ok)
    return VD_CLI_INVALID;

  if (json)
    print_json (&bench);
  else
    print_text (&bench);
  return VD_CLI_OK;
}
