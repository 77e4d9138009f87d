#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "vd-journal.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* What `bench sight` and `bench journal` share: timings and the way they print them. */

typedef struct {
  double median_ms;
  double min_ms;
  double worst_ms;
  guint  runs;
} VdBenchTiming;

/* The median, best and worst of RUNS samples (SAMPLES_MS gets sorted). */
VdBenchTiming vd_bench_summarize  (double *samples_ms, guint runs);
double        vd_bench_elapsed_ms (gint64 start_us);
/* LABEL padded to one column of 17 characters, counted in characters so translations line up. */
void          vd_bench_print_row  (const char *label, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* "met" or "missed", in the user's language. */
const char   *vd_bench_verdict    (gboolean met);
void          vd_bench_add_number (JsonBuilder *builder, const char *name, double value);
void          vd_bench_add_int    (JsonBuilder *builder, const char *name, gint64 value);
void          vd_bench_add_bool   (JsonBuilder *builder, const char *name, gboolean value);
void          vd_bench_add_string (JsonBuilder *builder, const char *name, const char *value);

/* The temporary folder and what a battle left in it (the file, PATH~, PATH.journal). */
void          vd_bench_remove_folder (const char *folder);

/* `bench sight`'s cost of one recorded event in the app's path (vd-cli-bench-events.c). */
typedef struct {
  /* Record, autosave and the sight engine following the new table: [0] the whole, [1] the
   * record and its autosave (fsync), [2] the sight engine and the referee's view. */
  VdBenchTiming followed[3];
  /* The same with the engine built anew at each event, as before. */
  VdBenchTiming rebuilt[3];
  /* The engine following, in a side's view (blue's): the view following the units that
   * changed (vd_side_view_follow), and made afresh at each event, as before. */
  VdBenchTiming side[3];
  VdBenchTiming side_afresh[3];
  /* The whole for the moves alone, followed and in blue's view: half the events are losses,
   * which change no geometry, so the median of all would not show what a move costs. */
  VdBenchTiming followed_moves;
  VdBenchTiming side_moves;
  gboolean      side_afresh_timed;  /* FALSE beyond VD_BENCH_MAX_AFRESH_UNITS: it takes minutes */
  /* Terrain edits (a wood, hill, house, marsh or wall moved aside and back): the engine
   * following them, built anew at each, and following them in blue's view. */
  VdBenchTiming terrain[3];
  VdBenchTiming terrain_rebuilt[3];
  VdBenchTiming terrain_side[3];
  gboolean      terrain_timed;      /* FALSE when no feature is one sight lines read */
  /* The followed paths again (followed, side, terrain, terrain_side), each event after
   * VD_BENCH_PAUSE_MS idle: as at the table, where events come seconds apart. */
  VdBenchTiming followed_paused[3];
  VdBenchTiming side_paused[3];
  VdBenchTiming terrain_paused[3];
  VdBenchTiming terrain_side_paused[3];
  /* The first record after opening, the file counted ahead as the app does when idle
   * (vd_battle_prepare_record, its time apart): the record and its autosave, the journal
   * created then. */
  double        first_record_ms;
  double        counted_ahead_ms;
} VdBenchEvents;

/* Idle before each timed run "after a pause": long enough for what other programs (and the
 * machine's other guests) do meanwhile to evict the engine from the caches, and for the disk
 * to answer an fsync as it does after a quiet spell (0.2 ms back-to-back, 0.7 ms here). */
#define VD_BENCH_PAUSE_MS    50
/* Even, as the back-to-back runs: every other one puts back what the one before changed. */
#define VD_BENCH_PAUSED_RUNS 20

#define VD_BENCH_MAX_AFRESH_UNITS 2000

/* Records losses and moves on TABLE (a copy saved in a temporary folder, opened as a battle
 * with its autosave) as the app's document does; FALSE with ERROR when one is refused. */
gboolean      vd_bench_sight_events (const VdTable *table, VdBenchEvents *events, GError **error);

/* `bench journal`'s I-th event on the battle as it stands (CURRENT; SETUP the demo's set-up):
 * losses won back and steps aside and back, a turn ended every hundredth (vd-cli-bench-journal.c);
 * `bench lines` records the same. */
VdEvent      *vd_bench_journal_event (guint i, const VdTable *current, const VdTable *setup);

G_END_DECLS
