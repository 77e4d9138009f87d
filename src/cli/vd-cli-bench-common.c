#include "vd-cli-bench-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

VdBenchTiming
vd_bench_summarize (double *samples_ms, guint runs)
{
  VdBenchTiming timing = { 0, 0, 0, runs };

  qsort (samples_ms, runs, sizeof (double), compare_doubles);
  timing.min_ms = samples_ms[0];
  timing.worst_ms = samples_ms[runs - 1];
  timing.median_ms = runs % 2 ? samples_ms[runs / 2]
                              : (samples_ms[runs / 2 - 1] + samples_ms[runs / 2]) / 2;
  return timing;
}

double
vd_bench_elapsed_ms (gint64 start_us)
{
  return (double) (g_get_monotonic_time () - start_us) / 1000.0;
}

void
vd_bench_print_row (const char *label, const char *format, ...)
{
  g_autofree char *value = NULL;
  glong pad = 17 - g_utf8_strlen (label, -1);
  va_list args;

  va_start (args, format);
  value = g_strdup_vprintf (format, args);
  va_end (args);
  g_print ("%s%*s%s\n", label, (int) MAX (pad, 1), "", value);
}

const char *
vd_bench_verdict (gboolean met)
{
  /* Translators: whether a speed target of the benchmark was reached. */
  return met ? _("met") : _("missed");
}

void
vd_bench_add_number (JsonBuilder *builder, const char *name, double value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

void
vd_bench_add_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
vd_bench_add_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
vd_bench_add_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}
