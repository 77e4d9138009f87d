#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

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

G_END_DECLS
