#pragma once

#include <glib.h>

#include "vd-journal.h"
#include "vd-table.h"

G_BEGIN_DECLS

/* The events the benchmarks record, the same in `vedette-cli bench sight` and in the window's
 * benchmark (tests/bench-app-events.c): the I-th of a run on TABLE as it stands. The units of
 * SIDE (every unit when NULL) take turns, two events each: events 0 and 1 of every four, a
 * figure lost then won back (won back first if the unit had lost any); events 2 and 3, a step
 * 3 mm aside then back. An even run leaves the table as it found it. Each event carries the
 * time it was made; NULL when no unit is of SIDE. */
VdEvent *vd_bench_event_new (const VdTable *table, const char *side, guint i);

G_END_DECLS
