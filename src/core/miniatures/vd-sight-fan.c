#include "vd-sight-private.h"

#include <math.h>

#include "vd-sight-geometry.h"

/* Compact: a fan's spans are written, then read back, once per build. */
typedef struct {
  VdSightFanEntry entry;   /* what goes in each of its bins */
  gint16          first;   /* bins, first to last, wrapping; last − first + 1 >= FAN_BINS: all */
  gint16          last;
  gboolean        blocks;  /* may block some line of the fan's observer */
  float           far2;    /* the entry's far2 (VdSightFan) */
} Span;

/* Pseudo-angles here lie in (−3, 7): offset to truncate positive numbers, not call floor(). */
static inline int
bin_of (double pseudo)
{
  return (int) (pseudo * (VD_SIGHT_FAN_BINS / 4.0) + 4 * VD_SIGHT_FAN_BINS) - 4 * VD_SIGHT_FAN_BINS;
}

/* Pseudo-angles are rounded; spans reach this much further, far more than the rounding. */
#define SPAN_SLACK 1e-9

void
vd_sight_fans_unit_moved (VdSight *sight, guint unit)
{
  guint item = sight->crests->len + sight->n_features + unit;

  if (sight->moved_item[item])
    ;
  else if (sight->n_moved == VD_SIGHT_MAX_MOVED)
    {
      vd_sight_forget_fans (sight);
      return;
    }
  else
    {
      sight->moved[sight->n_moved++] = unit;
      sight->moved_item[item] = 1;
    }
  /* Its own fans were around it where it stood. */
  for (guint k = 0; sight->kept_fans != NULL && k < VD_SIGHT_OBSERVER_POINTS; k++)
    sight->kept_fans[unit * VD_SIGHT_OBSERVER_POINTS + k].generation = 0;
}

void
vd_sight_fan_init (VdSightFan *fan)
{
  fan->unit = -1;
  fan->entries = g_array_new (FALSE, FALSE, sizeof (VdSightFanEntry));
  fan->far2 = g_array_new (FALSE, FALSE, sizeof (float));
  fan->spans = g_array_new (FALSE, FALSE, sizeof (Span));
}

void
vd_sight_forget_fans (VdSight *sight)
{
  /* Stamps, not frees: the kept fans' room is reused when they are built again. */
  for (guint i = 0; i < sight->n_moved; i++)
    sight->moved_item[sight->crests->len + sight->n_features + sight->moved[i]] = 0;
  sight->n_moved = 0;
  if (++sight->fans_generation == 0)
    {
      for (guint i = 0; sight->kept_fans != NULL && i < sight->n_units * VD_SIGHT_OBSERVER_POINTS; i++)
        sight->kept_fans[i].generation = 0;
      sight->fans_generation = 1;
    }
}

void
vd_sight_fan_clear (VdSightFan *fan)
{
  g_clear_pointer (&fan->entries, g_array_unref);
  g_clear_pointer (&fan->far2, g_array_unref);
  g_clear_pointer (&fan->spans, g_array_unref);
}

/* Branch-free: the compiler makes each a single max instruction. */
static inline double
max_of (double a, double b)
{
  return a > b ? a : b;
}

static inline double
box_distance2 (VdRect r, VdPoint p)
{
  double dx = max_of (max_of (r.x0 - p.x, p.x - r.x1), 0);
  double dy = max_of (max_of (r.y0 - p.y, p.y - r.y1), 0);

  return dx * dx + dy * dy;
}

/* FAR2 widened by VD_SIGHT_SURELY_FAR at least, in single precision: rounding to it takes off
 * 6e-8 of it at most, far less than the 1e-6 more. */
static inline float
far_up (double far2)
{
  return (float) (far2 * (1 + 1e-6) + 2 * VD_SIGHT_SURELY_FAR);
}

/* The directions and bins an item covers seen from ORIGIN. From outside its box, its points'
 * directions span less than a half turn and hold it: cross products find the two outermost,
 * and only their pseudo-angles are worked out. From inside or on the box, every direction.
 * WITH_FAR: how far its farthest point lies as well. */
static inline Span
item_span (const VdSightItemBox *box, guint item, VdPoint origin, gboolean with_far)
{
  double near2 = box_distance2 (box->bounds, origin), a = -1, b = 9, far2 = 0;
  int first = 0, last = VD_SIGHT_FAN_BINS - 1;
  float far = VD_SIGHT_FAN_FAR_NEVER;

  if (near2 > VD_SIGHT_SLACK * VD_SIGHT_SLACK)
    {
      vd_sight_outer_directions (box, origin, &a, &b, with_far ? &far2 : NULL);
      far = with_far ? far_up (far2) : VD_SIGHT_FAN_FAR_NEVER;
      first = bin_of (a - SPAN_SLACK);
      last = bin_of (b + SPAN_SLACK);
      if (first < 0)
        {
          first += VD_SIGHT_FAN_BINS;
          last += VD_SIGHT_FAN_BINS;
        }
      if (last - first + 1 >= VD_SIGHT_FAN_BINS)
        {
          first = 0;
          last = VD_SIGHT_FAN_BINS - 1;
          a = -1;
          b = 9;
        }
    }
  return (Span) { { item, (float) (near2 * (1 - 1e-6) - VD_SIGHT_FAN_ROUNDING),
                    (float) (a - VD_SIGHT_FAN_ANGLE_SLACK), (float) (b + VD_SIGHT_FAN_ANGLE_SLACK) },
                  (gint16) first, (gint16) last, FALSE, far };
}

/* Adds WEIGHT to the bins SPAN covers: at its first bin, and off again past its last, to be
 * summed (COUNTS has room past the last bin). */
static inline void
count_span (int *counts, const Span *span, int weight)
{
  int past = span->last + 1;

  counts[span->first] += weight;
  /* Wrapping past the last bin: on again from the first. */
  counts[MIN (past, VD_SIGHT_FAN_BINS)] -= weight;
  counts[0] += past > VD_SIGHT_FAN_BINS ? weight : 0;
  counts[MAX (past - VD_SIGHT_FAN_BINS, 0)] -= past > VD_SIGHT_FAN_BINS ? weight : 0;
}

/* Files ENTRY (and FAR2 into FARS, unless NULL) into BIN when FILL is 1 (bin b's entries go
 * down from END[b]); when 0, writes the spare entry TRASH. Masks, not branches: the compiler
 * would branch on FILL. */
static inline void
file_one (VdSightFanEntry *entries, float *fars, guint *end, guint trash, guint bin, guint fill,
          VdSightFanEntry entry, float far2)
{
  guint keep = -fill, at;

  end[bin] -= fill;
  at = (end[bin] & keep) | (trash & ~keep);
  entries[at] = entry;
  if (fars != NULL)
    fars[at] = far2;
}

/* Files SPAN into the bins it covers that are LOOKED along, four bins at a time: fewer loop
 * ends to mispredict. */
static inline void
file_span (VdSightFanEntry *entries, float *fars, guint *end, const guint8 *looked, guint trash,
           const Span *span)
{
  const guint mask = VD_SIGHT_FAN_BINS - 1;
  VdSightFanEntry entry = span->entry;
  float far2 = span->far2;

  G_STATIC_ASSERT ((VD_SIGHT_FAN_BINS & (VD_SIGHT_FAN_BINS - 1)) == 0);
  for (int b = span->first, left = span->last - span->first; left >= 0; b += 4, left -= 4)
    {
      file_one (entries, fars, end, trash, b & mask, looked[b & mask], entry, far2);
      file_one (entries, fars, end, trash, (b + 1) & mask,
                looked[(b + 1) & mask] & (guint) (left >= 1), entry, far2);
      file_one (entries, fars, end, trash, (b + 2) & mask,
                looked[(b + 2) & mask] & (guint) (left >= 2), entry, far2);
      file_one (entries, fars, end, trash, (b + 3) & mask,
                looked[(b + 3) & mask] & (guint) (left >= 3), entry, far2);
    }
}

void
vd_sight_fan_build (const VdSight *sight, VdSightFan *fan, guint unit, VdPoint origin,
                    guint8 *may_block, gboolean with_far)
{
  guint first_unit = sight->crests->len + sight->n_features;
  guint n_static = sight->fan_items->len, n_items = n_static + sight->n_units;
  const guint *items = (const guint *) (gpointer) sight->fan_items->data;
  /* Blockers, the others, and the bins looked along, counted as in count_span. */
  int counts[3][VD_SIGHT_FAN_BINS + 1] = { { 0 } };
  guint8 looked[VD_SIGHT_FAN_BINS];
  guint *start = fan->start;
  VdSightFanEntry *entries;
  guint n = 0, total = 0;
  Span *all;

  fan->unit = (int) unit;
  fan->generation = sight->fans_generation;
  fan->origin = origin;
  fan->with_far = with_far;
  g_array_set_size (fan->spans, n_items);
  all = (Span *) (gpointer) fan->spans->data;
  for (guint k = 0; k < n_items; k++)
    {
      guint item = k < n_static ? items[k] : first_unit + (k - n_static);
      Span *span = &all[n];
      gboolean blocks;

      if (item == first_unit + unit)
        continue;
      /* The same for the observer's three fans: worked out once. */
      if (may_block != NULL && may_block[item] == 2)
        may_block[item] = vd_sight_item_may_block (sight, unit, item);
      blocks = may_block == NULL || may_block[item];
      /* Only what may block is tested for surely meeting a line. */
      *span = item_span (&sight->boxes[item], item, fan->origin, with_far && blocks);
      span->blocks = blocks;
      count_span (counts[span->blocks ? 0 : 1], span, 1);
      /* An observer's lines all end on its enemies. */
      count_span (counts[2], span, may_block != NULL && k >= n_static &&
                                   sight->info[item].side != sight->units[unit].side);
      n++;
    }
  /* Each bin looked along: what may block, then what never does. */
  for (guint b = 0; b < VD_SIGHT_FAN_BINS; b++)
    {
      if (b > 0)
        for (guint i = 0; i < 3; i++)
          counts[i][b] += counts[i][b - 1];
      looked[b] = may_block == NULL || counts[2][b] > 0;
      fan->looked[b] = looked[b];
      start[b] = total;
      total += looked[b] ? (guint) counts[0][b] : 0;
      fan->shapers[b] = total;
      total += looked[b] ? (guint) counts[1][b] : 0;
    }
  start[VD_SIGHT_FAN_BINS] = total;
  /* One spare entry past them all. */
  g_array_set_size (fan->entries, total + 1);
  entries = (VdSightFanEntry *) (gpointer) fan->entries->data;
  if (with_far)
    g_array_set_size (fan->far2, total + 1);
  {
    guint ends[2][VD_SIGHT_FAN_BINS];

    for (guint b = 0; b < VD_SIGHT_FAN_BINS; b++)
      {
        ends[0][b] = fan->shapers[b];
        ends[1][b] = start[b + 1];
      }
    /* Filled down from each end, last item first, so each bin lists its items in order. */
    for (guint i = n; i-- > 0;)
      file_span (entries, with_far ? (float *) (gpointer) fan->far2->data : NULL,
                 ends[all[i].blocks ? 0 : 1], looked, total, &all[i]);
  }
}

void
vd_sight_fan_bin (const VdSightFan *fan, VdPoint to, VdSightFanBin *bin)
{
  double dx = to.x - fan->origin.x, dy = to.y - fan->origin.y;
  guint b = 0;

  bin->direction = 0;
  /* A line of no length meets only what holds its point: filed in every bin, any direction. */
  if (dx != 0 || dy != 0)
    {
      double direction = vd_sight_pseudo_angle (dx, dy);

      b = (guint) CLAMP (bin_of (direction), 0, VD_SIGHT_FAN_BINS - 1);
      bin->direction = (float) direction;
    }
  bin->length2 = (float) (dx * dx + dy * dy + VD_SIGHT_FAN_ROUNDING);
  bin->looked = fan->looked[b];
  bin->n = fan->start[b + 1] - fan->start[b];
  bin->n_blockers = fan->shapers[b] - fan->start[b];
  bin->entries = &g_array_index (fan->entries, VdSightFanEntry, fan->start[b]);
  bin->far2 = fan->with_far ? &g_array_index (fan->far2, float, fan->start[b]) : NULL;
}
