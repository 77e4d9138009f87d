#include "vd-cli.h"
#include "vd-cli-bench-private.h"

#include <glib/gstdio.h>

#include "vd-bench-event.h"
#include "vd-orders.h"
#include "vd-side-view.h"
#include "vd-table-battle.h"
#include "vd-table-writer.h"

/* `bench sight`'s per-event cost: what the app's document does after each record (vd-document.c),
 * without GTK: the battle records the event (a new copy of the table, the autosave journal
 * appended and flushed), the sight engine follows the new table (vd_sight_refresh) and the
 * view is made again: the referee's, or a side's, which asks who sees whom. Timed beside the
 * engine built anew at each event, and the side's view made afresh at each, as before. Units'
 * losses and moves first, then terrain edits (which the engine follows too). */

typedef enum {
  EVENTS_FOLLOWED,     /* the engine follows, the referee's view */
  EVENTS_REBUILT,      /* the engine built anew, the referee's view */
  EVENTS_SIDE,         /* the engine follows, a side's view follows the units that changed */
  EVENTS_SIDE_AFRESH,  /* the engine follows, a side's view made afresh */
} EventsPath;

/* What the events are: losses and moves of units, or terrain edits. */
typedef enum {
  EVENTS_UNITS,
  EVENTS_TERRAIN,
} EventsKind;

/* Even: every other event of a unit puts back what the one before changed. */
#define EVENT_RUNS 40

static gboolean
event_is_move (guint i)
{
  return i % 4 >= 2;
}

/* Whether sight lines care about features of TYPE (their shape aside). */
static gboolean
sight_reads (VdTerrainType type)
{
  return type == VD_TERRAIN_WOOD || type == VD_TERRAIN_HILL || type == VD_TERRAIN_HOUSE ||
         type == VD_TERRAIN_REDOUBT || type == VD_TERRAIN_MARSH ||
         type == VD_TERRAIN_LIGHT_OBSTACLE || type == VD_TERRAIN_HARD_OBSTACLE;
}

static void
shift_path (VdPath *path, double dx)
{
  for (guint i = 0; i < path->n_points; i++)
    path->points[i].x += dx;
}

/* The I-th terrain edit, as the terrain editor records one: the features sight reads in turn
 * moved whole (crests with them) 3 mm aside and, at the next, back by *DX (the way it went);
 * NULL when the table has none. */
static VdEvent *
make_terrain_event (guint i, const VdTable *table, double *dx)
{
  g_autoptr(GPtrArray) read = g_ptr_array_new ();
  const VdFeature *chosen;
  VdFeature *feature;
  VdEvent *event;

  for (guint k = 0; k < table->features->len; k++)
    if (sight_reads (((const VdFeature *) g_ptr_array_index (table->features, k))->type))
      g_ptr_array_add (read, g_ptr_array_index (table->features, k));
  if (read->len == 0)
    return NULL;
  chosen = g_ptr_array_index (read, (i / 2) % read->len);
  /* Aside within the table, then back. */
  if (i % 2 == 0)
    *dx = vd_feature_bounds (chosen).x1 + 3 <= table->width ? 3 : -3;
  else
    *dx = -*dx;
  feature = vd_feature_copy (chosen);
  shift_path (&feature->path, *dx);
  for (guint c = 0; c < feature->n_crests; c++)
    shift_path (&feature->crests[c], *dx);
  event = vd_event_new (VD_EVENT_EDIT_FEATURE, table->turn);
  event->time = vd_orders_now ();
  event->feature = feature;
  return event;
}

/* RUNS events (even, at most EVENT_RUNS), each after PAUSE_MS idle (0: back-to-back).
 * TIMINGS: the whole, the record and its autosave, the sight engine and the view; MOVES (may
 * be NULL) the whole of the units' moves alone. */
static gboolean
time_events (VdBattle *battle, EventsKind kind, EventsPath path, guint runs, guint pause_ms,
             VdBenchTiming timings[3], VdBenchTiming *moves, GError **error)
{
  VdRuleset *ruleset = vd_battle_get_ruleset (battle);
  VdSight *sight = vd_sight_new (vd_battle_get_current (battle), ruleset);
  const char *side = path == EVENTS_SIDE || path == EVENTS_SIDE_AFRESH ? "blue" : NULL;
  VdSideView *view = vd_side_view_new (sight, side);
  double samples[3][EVENT_RUNS];
  double move_samples[EVENT_RUNS];
  guint n_moves = 0;
  double dx = 0;
  gboolean ok = TRUE;

  g_assert (runs % 2 == 0 && runs <= EVENT_RUNS);
  for (guint i = 0; i < runs && ok; i++)
    {
      VdEvent *event = kind == EVENTS_TERRAIN
                       ? make_terrain_event (i, vd_battle_get_current (battle), &dx)
                       : vd_bench_event_new (vd_battle_get_current (battle), NULL, i);
      VdSideView *next;
      gint64 start, recorded;

      g_assert (event != NULL);
      /* Sleeping, as the app's main loop does between a referee's events. */
      if (pause_ms > 0)
        g_usleep (pause_ms * G_TIME_SPAN_MILLISECOND);
      start = g_get_monotonic_time ();
      ok = vd_battle_record (battle, event, error);
      if (!ok)
        break;
      recorded = g_get_monotonic_time ();
      if (path == EVENTS_REBUILT)
        {
          vd_sight_free (sight);
          sight = vd_sight_new (vd_battle_get_current (battle), ruleset);
        }
      else
        sight = vd_sight_refresh (sight, vd_battle_get_current (battle), ruleset, NULL);
      next = path == EVENTS_SIDE ? vd_side_view_follow (view, sight, side)
                                 : vd_side_view_new (sight, side);
      samples[0][i] = vd_bench_elapsed_ms (start);
      samples[1][i] = (recorded - start) / 1000.0;
      samples[2][i] = vd_bench_elapsed_ms (recorded);
      if (kind == EVENTS_UNITS && event_is_move (i))
        move_samples[n_moves++] = samples[0][i];
      vd_side_view_unref (view);
      view = next;
    }
  vd_side_view_unref (view);
  vd_sight_free (sight);
  for (guint k = 0; ok && k < 3; k++)
    timings[k] = vd_bench_summarize (samples[k], runs);
  if (ok && moves != NULL)
    *moves = vd_bench_summarize (move_samples, n_moves);
  return ok;
}

/* The first two events after opening (the second puts back what the first changed), the first
 * timed: its record, the file counted ahead as the app does when idle, that count timed apart. */
static gboolean
time_first_record (VdBattle *battle, VdBenchEvents *events, GError **error)
{
  gint64 start = g_get_monotonic_time ();

  vd_battle_prepare_record (battle);
  events->counted_ahead_ms = vd_bench_elapsed_ms (start);
  for (guint i = 0; i < 2; i++)
    {
      VdEvent *event = vd_bench_event_new (vd_battle_get_current (battle), NULL, i);

      start = g_get_monotonic_time ();
      if (!vd_battle_record (battle, event, error))
        return FALSE;
      if (i == 0)
        events->first_record_ms = vd_bench_elapsed_ms (start);
    }
  return TRUE;
}

gboolean
vd_bench_sight_events (const VdTable *table, VdBenchEvents *events, GError **error)
{
  g_autofree char *folder = g_dir_make_tmp ("vedette-bench-XXXXXX", error);
  g_autofree char *path = NULL;
  VdBattle *battle = NULL;
  gboolean ok;

  if (folder == NULL)
    return FALSE;
  events->side_afresh_timed = table->units->len <= VD_BENCH_MAX_AFRESH_UNITS;
  events->terrain_timed = FALSE;
  for (guint k = 0; k < table->features->len; k++)
    events->terrain_timed |= sight_reads (((const VdFeature *) g_ptr_array_index (table->features, k))->type);
  path = g_build_filename (folder, "random.yaml", NULL);
  ok = vd_table_save_file (table, path, error) &&
       (battle = vd_table_battle_open (path, error)) != NULL &&
       time_first_record (battle, events, error) &&
       time_events (battle, EVENTS_UNITS, EVENTS_FOLLOWED, EVENT_RUNS, 0, events->followed,
                    &events->followed_moves, error) &&
       time_events (battle, EVENTS_UNITS, EVENTS_REBUILT, EVENT_RUNS, 0, events->rebuilt, NULL,
                    error) &&
       time_events (battle, EVENTS_UNITS, EVENTS_SIDE, EVENT_RUNS, 0, events->side,
                    &events->side_moves, error) &&
       (!events->side_afresh_timed ||
        time_events (battle, EVENTS_UNITS, EVENTS_SIDE_AFRESH, EVENT_RUNS, 0, events->side_afresh,
                     NULL, error)) &&
       (!events->terrain_timed ||
        (time_events (battle, EVENTS_TERRAIN, EVENTS_FOLLOWED, EVENT_RUNS, 0, events->terrain,
                      NULL, error) &&
         time_events (battle, EVENTS_TERRAIN, EVENTS_REBUILT, EVENT_RUNS, 0,
                      events->terrain_rebuilt, NULL, error) &&
         time_events (battle, EVENTS_TERRAIN, EVENTS_SIDE, EVENT_RUNS, 0, events->terrain_side,
                      NULL, error))) &&
       time_events (battle, EVENTS_UNITS, EVENTS_FOLLOWED, VD_BENCH_PAUSED_RUNS, VD_BENCH_PAUSE_MS,
                    events->followed_paused, NULL, error) &&
       time_events (battle, EVENTS_UNITS, EVENTS_SIDE, VD_BENCH_PAUSED_RUNS, VD_BENCH_PAUSE_MS,
                    events->side_paused, NULL, error) &&
       (!events->terrain_timed ||
        (time_events (battle, EVENTS_TERRAIN, EVENTS_FOLLOWED, VD_BENCH_PAUSED_RUNS,
                      VD_BENCH_PAUSE_MS, events->terrain_paused, NULL, error) &&
         time_events (battle, EVENTS_TERRAIN, EVENTS_SIDE, VD_BENCH_PAUSED_RUNS,
                      VD_BENCH_PAUSE_MS, events->terrain_side_paused, NULL, error)));
  g_clear_pointer (&battle, vd_battle_free);
  vd_bench_remove_folder (folder);
  return ok;
}
