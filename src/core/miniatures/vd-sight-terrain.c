#include "vd-sight-private.h"

#include <math.h>

#include "vd-sight-geometry.h"

/* About this many cells over the table, as the line grid (vd-sight-index.c). */
#define TARGET_CELLS 1024
#define MIN_CELL_SIZE 20.0

enum { FEATURES, CRESTS, N_KINDS };

/* A uniform grid of every feature's and every crest's bounds, so that finding what holds or
 * lies near a unit looks at the few filed around it rather than at every one on the table.
 * Anything outside the table is filed in the border cells, queries clamp the same way. */
struct _VdSightTerrainIndex {
  double   x0, y0;
  double   cell;
  guint    nx, ny;
  guint   *start[N_KINDS];    /* nx × ny + 1 offsets into items */
  guint32 *items[N_KINDS];    /* feature or crest indices, ascending within a cell */
  guint32 *stamps[N_KINDS];   /* per feature or crest: the last query that found it */
  guint    n[N_KINDS];
  guint32  stamp;
  GArray  *found;             /* guint32: the last query's answer */
};

static inline guint
cell_x (const VdSightTerrainIndex *index, double x)
{
  double i = floor ((x - index->x0) / index->cell);

  return (guint) CLAMP (i, 0.0, (double) (index->nx - 1));
}

static inline guint
cell_y (const VdSightTerrainIndex *index, double y)
{
  double j = floor ((y - index->y0) / index->cell);

  return (guint) CLAMP (j, 0.0, (double) (index->ny - 1));
}

/* The cells R covers, FALSE for an empty box (a feature without points). */
static gboolean
cells_of (const VdSightTerrainIndex *index, VdRect r, guint *i0, guint *j0, guint *i1, guint *j1)
{
  if (!(r.x0 <= r.x1 && r.y0 <= r.y1))
    return FALSE;
  *i0 = cell_x (index, r.x0 - VD_SIGHT_SLACK);
  *i1 = cell_x (index, r.x1 + VD_SIGHT_SLACK);
  *j0 = cell_y (index, r.y0 - VD_SIGHT_SLACK);
  *j1 = cell_y (index, r.y1 + VD_SIGHT_SLACK);
  return TRUE;
}

static VdRect
bounds_of (const VdSight *sight, guint kind, guint i)
{
  return kind == FEATURES ? sight->features[i].bounds
                          : g_array_index (sight->crests, VdSightCrest, i).bounds;
}

/* Counts (FILL NULL), then files, each feature or crest in the cells its bounds cover. */
static void
file_all (VdSightTerrainIndex *index, const VdSight *sight, guint kind, guint *fill)
{
  guint i0, j0, i1, j1;

  for (guint f = 0; f < index->n[kind]; f++)
    {
      if (!cells_of (index, bounds_of (sight, kind, f), &i0, &j0, &i1, &j1))
        continue;
      for (guint j = j0; j <= j1; j++)
        for (guint i = i0; i <= i1; i++)
          {
            guint cell = j * index->nx + i;

            if (fill == NULL)
              index->start[kind][cell + 1]++;
            else
              index->items[kind][index->start[kind][cell] + fill[cell]++] = f;
          }
    }
}

VdSightTerrainIndex *
vd_sight_terrain_index_new (const VdSight *sight, gboolean one_cell)
{
  VdSightTerrainIndex *index = g_new0 (VdSightTerrainIndex, 1);
  double width = sight->table->width, depth = sight->table->depth;
  guint n_cells;

  if (!(width > 0 && depth > 0))
    width = depth = 1;
  index->cell = one_cell ? MAX (width, depth)
                         : MAX (MIN_CELL_SIZE, sqrt (width * depth / TARGET_CELLS));
  index->nx = MAX (1, (guint) ceil (width / index->cell));
  index->ny = MAX (1, (guint) ceil (depth / index->cell));
  n_cells = index->nx * index->ny;
  index->n[FEATURES] = sight->n_features;
  index->n[CRESTS] = sight->crests->len;
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      g_autofree guint *fill = g_new0 (guint, n_cells);

      index->start[kind] = g_new0 (guint, n_cells + 1);
      file_all (index, sight, kind, NULL);
      for (guint c = 0; c < n_cells; c++)
        index->start[kind][c + 1] += index->start[kind][c];
      index->items[kind] = g_new (guint32, MAX (index->start[kind][n_cells], 1));
      file_all (index, sight, kind, fill);
      index->stamps[kind] = g_new0 (guint32, MAX (index->n[kind], 1));
    }
  index->found = g_array_new (FALSE, FALSE, sizeof (guint32));
  return index;
}

void
vd_sight_terrain_index_free (VdSightTerrainIndex *index)
{
  if (index == NULL)
    return;
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      g_free (index->start[kind]);
      g_free (index->items[kind]);
      g_free (index->stamps[kind]);
    }
  g_array_unref (index->found);
  g_free (index);
}

const guint32 *
vd_sight_terrain_at (const VdSightTerrainIndex *index, VdPoint p, guint *n)
{
  guint cell;

  if (isnan (p.x) || isnan (p.y))
    {
      *n = 0;
      return NULL;
    }
  cell = cell_y (index, p.y) * index->nx + cell_x (index, p.x);
  *n = index->start[FEATURES][cell + 1] - index->start[FEATURES][cell];
  return index->items[FEATURES] + index->start[FEATURES][cell];
}

static int
compare_indices (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

const guint32 *
vd_sight_terrain_near (VdSightTerrainIndex *index, VdRect r, gboolean crests, guint *n)
{
  guint kind = crests ? CRESTS : FEATURES;
  guint i0 = 0, j0 = 0, i1 = 0, j1 = 0;

  g_array_set_size (index->found, 0);
  if (++index->stamp == 0)
    {
      for (guint k = 0; k < N_KINDS; k++)
        memset (index->stamps[k], 0, MAX (index->n[k], 1) * sizeof (guint32));
      index->stamp = 1;
    }
  if (cells_of (index, r, &i0, &j0, &i1, &j1))
    for (guint j = j0; j <= j1; j++)
      for (guint i = i0; i <= i1; i++)
        {
          guint cell = j * index->nx + i;

          for (guint k = index->start[kind][cell]; k < index->start[kind][cell + 1]; k++)
            {
              guint32 item = index->items[kind][k];

              if (index->stamps[kind][item] == index->stamp)
                continue;
              index->stamps[kind][item] = index->stamp;
              g_array_append_val (index->found, item);
            }
        }
  /* Table order, as the checks that read them expect. */
  if (j0 != j1 || i0 != i1)
    g_array_sort (index->found, compare_indices);
  *n = index->found->len;
  return (const guint32 *) index->found->data;
}
