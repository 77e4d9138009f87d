/* A benchmark, not a test: `meson test -C build-rel --benchmark --verbose app-events` (under its
 * own X server, as the GUI tests). One event recorded in the real window, as the unit panel and
 * the table view record them, on a random table of 400 units and 300 features: the record call
 * (the battle and its autosave, the sight engine, then every view following the new table) and
 * the first frame painted after it (layout, snapshot and render), back-to-back and each after
 * 50 ms idle, in the referee's view and in blue's; then a unit dragged across the table, each
 * pointer motion (the drag's handlers: the unit moved, the sight engine and the view following)
 * and the frame after it. `vedette-cli bench sight` times the same events without the window,
 * `vedette-cli bench render` the table view's own drawing. Prints medians of 40 events (20
 * after a pause) and 40 motions; exit status 0. */

#include <stdio.h>
#include <stdlib.h>

#include "vd-bench-event.h"
#include "vd-random-table.h"
#include "vd-table-writer.h"
#include "vd-test-app.h"

#define UNITS    400
#define FEATURES 300
#define RUNS     40
#define PAUSED   20
#define PAUSE_MS 50

static gint64 paint_began, painted_at;

static void
before_paint_cb (GdkFrameClock *clock, gpointer unused)
{
  paint_began = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer unused)
{
  painted_at = g_get_monotonic_time ();
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *samples, guint n)
{
  qsort (samples, n, sizeof (double), compare_doubles);
  return n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
}

/* RUNS events, each after PAUSE_MS idle: the medians of the record call, of the frame after
 * it and of both together. */
static void
time_events (VdWindow *window, const char *side, guint runs, guint pause_ms, const char *label)
{
  VdDocument *document = vd_window_get_document (window);
  double record[RUNS], frame[RUNS], both[RUNS];

  for (guint i = 0; i < runs; i++)
    {
      VdEvent *event = vd_bench_event_new (vd_document_get_table (document), side, i);
      g_autoptr(GError) error = NULL;
      gint64 start, recorded;

      vd_test_spin_a_little ();
      if (pause_ms > 0)
        g_usleep (pause_ms * G_TIME_SPAN_MILLISECOND);
      painted_at = 0;
      start = g_get_monotonic_time ();
      if (!vd_document_record (document, event, &error))
        g_error ("event %u refused: %s", i, error->message);
      recorded = g_get_monotonic_time ();
      while (painted_at == 0)
        g_main_context_iteration (NULL, TRUE);
      record[i] = (recorded - start) / 1000.0;
      frame[i] = (painted_at - paint_began) / 1000.0;
      both[i] = record[i] + frame[i];
    }
  printf ("%-22s %7.2f ms (record call %.2f ms, frame %.2f ms; %u events)\n", label,
          median (both, runs), median (record, runs), median (frame, runs), runs);
}

/* RUNS pointer motions of a drag of the first unit of SIDE, 2 mm each along the table: the
 * medians of the motion's handlers, of the frame after it and of both. */
static void
time_drag (VdWindow *window, const char *side, guint runs, const char *label)
{
  VdTable *table = vd_document_get_table (vd_window_get_document (window));
  double motion[RUNS], frame[RUNS], both[RUNS];
  const char *id = NULL;

  for (guint k = 0; k < table->units->len && id == NULL; k++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, k);

      if (side == NULL || g_strcmp0 (unit->side, side) == 0)
        id = unit->id;
    }
  vd_test_drag_begin (window, id);
  /* Past the drag threshold first, untimed: below it a motion moves nothing, draws nothing. */
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (20, 0)));
  for (guint i = 0; i < runs; i++)
    {
      /* Along the table and back, so that the unit stays on it. */
      double along = 20 + (i < runs / 2 ? i + 1 : runs - i) * 2.0;
      gint64 start, moved;

      vd_test_spin_a_little ();
      painted_at = 0;
      start = g_get_monotonic_time ();
      vd_test_drag_update (window, vd_test_view_offset (window, vd_point (along, 0)));
      moved = g_get_monotonic_time ();
      while (painted_at == 0)
        g_main_context_iteration (NULL, TRUE);
      motion[i] = (moved - start) / 1000.0;
      frame[i] = (painted_at - paint_began) / 1000.0;
      both[i] = motion[i] + frame[i];
    }
  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (0, 0)));
  printf ("%-22s %7.2f ms (motion %.2f ms, frame %.2f ms; %u motions)\n", label,
          median (both, runs), median (motion, runs), median (frame, runs), runs);
}

int
main (int argc, char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(VdTable) table = vd_random_table_new (UNITS, FEATURES, 1);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GdkFrameClock *clock;
  VdWindow *window;

  vd_test_app_init (&argc, &argv, FALSE);
  /* Each line as it comes, even when a run is cut short. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  dir = g_dir_make_tmp ("vedette-bench-app-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "random.yaml", NULL);
  if (!vd_table_save_file (table, path, &error))
    g_error ("%s", error->message);
  file = g_file_new_for_path (path);
  window = vd_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  vd_window_open_file (window, file);
  vd_test_present (window);
  vd_test_spin_a_little ();

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  printf ("%u units, %u features, window %d × %d, renderer %s\n", UNITS, FEATURES,
          gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
          G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  /* The record's exact file size is counted once, at the first event: not timed. */
  time_events (window, NULL, 2, 0, "warm-up:");
  time_events (window, NULL, RUNS, 0, "event, referee:");
  time_events (window, NULL, PAUSED, PAUSE_MS, "after a pause:");
  time_drag (window, NULL, RUNS, "drag, referee:");
  vd_document_set_view_side (vd_window_get_document (window), "blue");
  vd_test_spin_a_little ();
  time_events (window, "blue", RUNS, 0, "event, blue's view:");
  time_events (window, "blue", PAUSED, PAUSE_MS, "after a pause:");
  time_drag (window, "blue", RUNS, "drag, blue's view:");
  vd_test_close_window (window);
  vd_test_remove_dir (dir);
  return 0;
}
