#include "vd-snap.h"

#include <math.h>

static void
consider (VdSnap *best, double *best_distance, VdPoint p, VdPoint candidate, VdSnapKind kind,
          const char *feature_id)
{
  double distance = vd_point_distance (p, candidate);

  if (distance > *best_distance)
    return;
  *best_distance = distance;
  best->kind = kind;
  best->at = candidate;
  best->feature_id = feature_id;
}

static void
consider_path (VdSnap *best, double *best_distance, VdPoint p, const VdPath *path,
               const char *feature_id)
{
  for (guint i = 0; i < path->n_points; i++)
    consider (best, best_distance, p, path->points[i], VD_SNAP_VERTEX, feature_id);
}

/* One coordinate on to the edge within reach, the nearer edge when both are. */
static gboolean
snap_coordinate (double value, double size, double tolerance, double *out)
{
  double to_low = fabs (value);
  double to_high = fabs (value - size);

  if (MIN (to_low, to_high) > tolerance)
    return FALSE;
  *out = to_low <= to_high ? 0 : size;
  return TRUE;
}

gboolean
vd_snap_point (const VdTable *table, VdPoint p, double tolerance, const char *exclude_id,
               VdSnap *out)
{
  VdSnap best = { VD_SNAP_NONE, p, NULL };
  double best_distance = tolerance;
  const VdPoint corners[] = {
    { 0, 0 }, { table->width, 0 }, { table->width, table->depth }, { 0, table->depth },
  };
  double x = p.x, y = p.y;
  gboolean on_x, on_y;

  g_return_val_if_fail (table != NULL && out != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    consider (&best, &best_distance, p, corners[i], VD_SNAP_TABLE_CORNER, NULL);
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      if (exclude_id != NULL && g_strcmp0 (feature->id, exclude_id) == 0)
        continue;
      consider_path (&best, &best_distance, p, &feature->path, feature->id);
      for (guint c = 0; c < feature->n_crests; c++)
        consider_path (&best, &best_distance, p, &feature->crests[c], feature->id);
    }
  if (best.kind == VD_SNAP_NONE)
    {
      on_x = snap_coordinate (p.x, table->width, tolerance, &x);
      on_y = snap_coordinate (p.y, table->depth, tolerance, &y);
      if (on_x || on_y)
        {
          best.kind = VD_SNAP_TABLE_EDGE;
          best.at = vd_point (x, y);
        }
    }
  *out = best;
  return best.kind != VD_SNAP_NONE;
}
