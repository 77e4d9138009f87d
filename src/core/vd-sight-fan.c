#include "vd-sight-private.h"

#include <math.h>

#include "vd-sight-geometry.h"

typedef struct {
  guint32 item;
  int     first;   /* bins, first to last, wrapping; last − first + 1 >= FAN_BINS: all */
  int     last;
  double  near2;
  gboolean blocks; /* may block some line of the fan's observer */
} Span;

/* A number in [0, 4) growing with the direction's angle, cheaper than atan2: a half turn adds
 * exactly 2, which is all the spans below rely on. */
static inline double
pseudo_angle (double dx, double dy)
{
  double p = dx / (fabs (dx) + fabs (dy));

  return dy < 0 ? 3 + p : 1 - p;
}

/* Pseudo-angles here lie in (−3, 7): offset to truncate positive numbers, not call floor(). */
static inline int
bin_of (double pseudo)
{
  return (int) (pseudo * (VD_SIGHT_FAN_BINS / 4.0) + 4 * VD_SIGHT_FAN_BINS) - 4 * VD_SIGHT_FAN_BINS;
}

/* Pseudo-angles are rounded; spans reach this much further, far more than the rounding. */
#define SPAN_SLACK 1e-9

void
vd_sight_fan_init (VdSightFan *fan)
{
  fan->unit = -1;
  fan->entries = g_array_new (FALSE, FALSE, sizeof (VdSightFanEntry));
  fan->spans = g_array_new (FALSE, FALSE, sizeof (Span));
}

void
vd_sight_fan_clear (VdSightFan *fan)
{
  g_clear_pointer (&fan->entries, g_array_unref);
  g_clear_pointer (&fan->spans, g_array_unref);
}

static inline double
box_distance2 (VdRect r, VdPoint p)
{
  double dx = MAX (MAX (r.x0 - p.x, p.x - r.x1), 0), dy = MAX (MAX (r.y0 - p.y, p.y - r.y1), 0);

  return dx * dx + dy * dy;
}

/* The bins an item covers seen from ORIGIN: its corners' directions span less than a half
 * turn when the origin is outside its box; from inside or on it, every direction. */
static inline Span
item_span (const VdSightItemBox *box, guint item, VdPoint origin)
{
  Span span = { item, 0, VD_SIGHT_FAN_BINS - 1, box_distance2 (box->bounds, origin) };
  double a0, lo = 0, hi = 0;

  if (span.near2 <= VD_SIGHT_SLACK * VD_SIGHT_SLACK)
    return span;
  a0 = pseudo_angle (box->corners[0].x - origin.x, box->corners[0].y - origin.y);
  for (guint i = 1; i < 4; i++)
    {
      double d = pseudo_angle (box->corners[i].x - origin.x, box->corners[i].y - origin.y) - a0;

      if (d >= 2)
        d -= 4;
      else if (d < -2)
        d += 4;
      lo = MIN (lo, d);
      hi = MAX (hi, d);
    }
  span.first = bin_of (a0 + lo - SPAN_SLACK);
  span.last = bin_of (a0 + hi + SPAN_SLACK);
  if (span.first < 0)
    {
      span.first += VD_SIGHT_FAN_BINS;
      span.last += VD_SIGHT_FAN_BINS;
    }
  if (span.last - span.first + 1 >= VD_SIGHT_FAN_BINS)
    {
      span.first = 0;
      span.last = VD_SIGHT_FAN_BINS - 1;
    }
  return span;
}

static inline VdSightFanEntry
entry_of (const VdSight *sight, const Span *span)
{
  return (VdSightFanEntry) { span->item, (float) (span->near2 * (1 - 1e-6) - VD_SIGHT_FAN_ROUNDING) };
}

void
vd_sight_fan_build (const VdSight *sight, VdSightFan *fan, guint unit, VdPoint origin,
                    guint8 *may_block)
{
  guint first_unit = sight->crests->len + sight->n_features, n_items = vd_sight_n_items (sight);
  guint blockers[VD_SIGHT_FAN_BINS] = { 0 };
  guint *start = fan->start;
  VdSightFanEntry *entries;
  guint n = 0;
  Span *all;

  fan->unit = (int) unit;
  fan->origin = origin;
  g_array_set_size (fan->spans, n_items);
  all = (Span *) (gpointer) fan->spans->data;
  memset (start, 0, sizeof fan->start);
  for (guint item = 0; item < n_items; item++)
    {
      guint8 check = sight->info[item].check;
      Span *span = &all[n];

      /* Hills and obstacles never block: the few deciding lines test them apart. */
      if (check == VD_SIGHT_CHECK_NONE || check == VD_SIGHT_CHECK_HILL ||
          check == VD_SIGHT_CHECK_OBSTACLE || item == first_unit + unit)
        continue;
      *span = item_span (&sight->boxes[item], item, fan->origin);
      /* The same for the observer's three fans: worked out once. */
      if (may_block != NULL && may_block[item] == 2)
        may_block[item] = vd_sight_item_may_block (sight, unit, item);
      span->blocks = may_block == NULL || may_block[item];
      n++;
      /* Counted into the next bin's start, so a running sum makes the starts. */
      for (int b = span->first, end = MIN (span->last, VD_SIGHT_FAN_BINS - 1); b <= end; b++)
        {
          start[b + 1]++;
          blockers[b] += span->blocks;
        }
      for (int b = 0; b <= span->last - VD_SIGHT_FAN_BINS; b++)
        {
          start[b + 1]++;
          blockers[b] += span->blocks;
        }
    }
  for (guint b = 0; b < VD_SIGHT_FAN_BINS; b++)
    {
      start[b + 1] += start[b];
      fan->shapers[b] = start[b] + blockers[b];
    }
  g_array_set_size (fan->entries, start[VD_SIGHT_FAN_BINS]);
  entries = (VdSightFanEntry *) (gpointer) fan->entries->data;
  /* Each bin filled down from its end, what never blocks above, what may below. */
  for (guint i = n; i-- > 0;)
    {
      VdSightFanEntry entry = entry_of (sight, &all[i]);

      /* Where each bin's entries go down from: the blockers' end or the bin's. */
      guint *down = all[i].blocks ? fan->shapers : start + 1;

      for (int b = all[i].first, end = MIN (all[i].last, VD_SIGHT_FAN_BINS - 1); b <= end; b++)
        entries[--down[b]] = entry;
      for (int b = 0; b <= all[i].last - VD_SIGHT_FAN_BINS; b++)
        entries[--down[b]] = entry;
    }
  /* The blockers went down to each bin's start, the others to where the blockers end. */
  for (guint b = 0; b < VD_SIGHT_FAN_BINS; b++)
    {
      guint begin = fan->shapers[b];

      fan->shapers[b] = start[b + 1];
      start[b] = begin;
    }
  start[VD_SIGHT_FAN_BINS] = fan->entries->len;
}

const VdSightFanEntry *
vd_sight_fan_bin (const VdSightFan *fan, VdPoint to, guint *n, guint *n_blockers)
{
  double dx = to.x - fan->origin.x, dy = to.y - fan->origin.y;
  guint bin;

  /* A line of no length meets only what holds its point: filed in every bin. */
  bin = (dx == 0 && dy == 0) ? 0 : (guint) CLAMP (bin_of (pseudo_angle (dx, dy)), 0, VD_SIGHT_FAN_BINS - 1);
  *n = fan->start[bin + 1] - fan->start[bin];
  *n_blockers = fan->shapers[bin] - fan->start[bin];
  return &g_array_index (fan->entries, VdSightFanEntry, fan->start[bin]);
}
