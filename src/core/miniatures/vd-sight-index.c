#include "vd-sight-private.h"

#include <math.h>

#include "vd-sight-geometry.h"

/* About this many cells over the table: a pair's hull then covers a few dozen of them. */
#define TARGET_CELLS 1024
#define MIN_CELL_SIZE 20.0

/* A uniform grid over the table. Crests and the features sight lines may meet are filed once,
 * by the bounds of each of their pieces; units are filed by their bounds and moved on update.
 * Anything outside the table is filed in the border cells, queries clamp the same way. */
struct _VdSightGrid {
  double   x0, y0;
  double   cell;
  guint    nx, ny;
  guint   *item_start;   /* nx × ny + 1 offsets into items */
  guint32 *items;        /* crest index, or n_crests + feature index */
  GArray **unit_cells;   /* guint unit indices */
};

static inline guint
cell_x (const VdSightGrid *grid, double x)
{
  double i = floor ((x - grid->x0) / grid->cell);

  return (guint) CLAMP (i, 0.0, (double) (grid->nx - 1));
}

static inline guint
cell_y (const VdSightGrid *grid, double y)
{
  double j = floor ((y - grid->y0) / grid->cell);

  return (guint) CLAMP (j, 0.0, (double) (grid->ny - 1));
}

typedef void (*FileFunc) (VdSightGrid *grid, guint cell, guint32 item, gpointer data);

static void
file_rect (VdSightGrid *grid, VdRect r, guint32 item, FileFunc func, gpointer data)
{
  guint i0 = cell_x (grid, r.x0 - VD_SIGHT_SLACK), i1 = cell_x (grid, r.x1 + VD_SIGHT_SLACK);
  guint j0 = cell_y (grid, r.y0 - VD_SIGHT_SLACK), j1 = cell_y (grid, r.y1 + VD_SIGHT_SLACK);

  for (guint j = j0; j <= j1; j++)
    for (guint i = i0; i <= i1; i++)
      func (grid, j * grid->nx + i, item, data);
}

/* Pieces of a path: one cell list entry per cell, however many pieces fall in it. */
static void
file_path (VdSightGrid *grid, const VdPoint *points, guint n, gboolean closed, guint32 item,
           FileFunc func, gpointer data, guint *last)
{
  if (n == 1)
    {
      file_rect (grid, vd_sight_segment_bounds (points[0], points[0]), item, func, data);
      return;
    }
  for (guint i = closed ? 0 : 1; i < n; i++)
    {
      VdRect r = vd_sight_segment_bounds (points[i == 0 ? n - 1 : i - 1], points[i]);
      guint i0 = cell_x (grid, r.x0 - VD_SIGHT_SLACK), i1 = cell_x (grid, r.x1 + VD_SIGHT_SLACK);
      guint j0 = cell_y (grid, r.y0 - VD_SIGHT_SLACK), j1 = cell_y (grid, r.y1 + VD_SIGHT_SLACK);

      for (guint j = j0; j <= j1; j++)
        for (guint x = i0; x <= i1; x++)
          {
            guint cell = j * grid->nx + x;

            if (last[cell] == item + 1)
              continue;
            last[cell] = item + 1;
            func (grid, cell, item, data);
          }
    }
}

static void
count_cb (VdSightGrid *grid, guint cell, guint32 item, gpointer data)
{
  grid->item_start[cell + 1]++;
}

static void
fill_cb (VdSightGrid *grid, guint cell, guint32 item, gpointer data)
{
  guint *fill = data;

  grid->items[grid->item_start[cell] + fill[cell]++] = item;
}

static void
file_static (const VdSight *sight, VdSightGrid *grid, FileFunc func, gpointer data, guint *last)
{
  guint n_crests = sight->crests->len;

  for (guint c = 0; c < n_crests; c++)
    {
      const VdSightCrest *crest = &g_array_index (sight->crests, VdSightCrest, c);

      file_path (grid, crest->points, crest->n_points, FALSE, c, func, data, last);
    }
  for (guint f = 0; f < sight->n_features; f++)
    {
      const VdFeature *feature = sight->features[f].feature;

      if (sight->info[n_crests + f].check == VD_SIGHT_CHECK_NONE)
        continue;
      /* An area is met from inside too, so all its box; a line only along its pieces. */
      if (feature->shape == VD_SHAPE_AREA)
        file_rect (grid, sight->features[f].bounds, n_crests + f, func, data);
      else
        file_path (grid, feature->path.points, feature->path.n_points, FALSE, n_crests + f, func,
                   data, last);
    }
}

void
vd_sight_grid_refile (VdSightGrid *grid, const VdSight *sight)
{
  guint n_cells = grid->nx * grid->ny;
  g_autofree guint *fill = g_new0 (guint, n_cells);
  g_autofree guint *last = g_new0 (guint, n_cells);

  g_free (grid->item_start);
  g_free (grid->items);
  grid->item_start = g_new0 (guint, n_cells + 1);
  file_static (sight, grid, count_cb, NULL, last);
  for (guint i = 0; i < n_cells; i++)
    grid->item_start[i + 1] += grid->item_start[i];
  grid->items = g_new (guint32, MAX (grid->item_start[n_cells], 1));
  memset (last, 0, n_cells * sizeof (guint));
  file_static (sight, grid, fill_cb, fill, last);
}

VdSightGrid *
vd_sight_grid_new (const VdSight *sight)
{
  VdSightGrid *grid = g_new0 (VdSightGrid, 1);
  VdRect bounds = { 0, 0, sight->table->width, sight->table->depth };
  double width, depth;
  guint n_cells;

  if (!(bounds.x1 > 0 && bounds.y1 > 0))
    bounds = (VdRect) { 0, 0, 1, 1 };
  width = bounds.x1 - bounds.x0;
  depth = bounds.y1 - bounds.y0;
  grid->x0 = bounds.x0;
  grid->y0 = bounds.y0;
  grid->cell = MAX (MIN_CELL_SIZE, sqrt (width * depth / TARGET_CELLS));
  grid->nx = MAX (1, (guint) ceil (width / grid->cell));
  grid->ny = MAX (1, (guint) ceil (depth / grid->cell));
  n_cells = grid->nx * grid->ny;

  vd_sight_grid_refile (grid, sight);
  grid->unit_cells = g_new (GArray *, n_cells);
  for (guint i = 0; i < n_cells; i++)
    grid->unit_cells[i] = g_array_new (FALSE, FALSE, sizeof (guint));
  return grid;
}

void
vd_sight_grid_free (VdSightGrid *grid)
{
  if (grid == NULL)
    return;
  for (guint i = 0; i < grid->nx * grid->ny; i++)
    g_array_unref (grid->unit_cells[i]);
  g_free (grid->unit_cells);
  g_free (grid->item_start);
  g_free (grid->items);
  g_free (grid);
}

void
vd_sight_grid_add_unit (VdSightGrid *grid, VdSightUnit *facts, guint index)
{
  VdRect r = facts->bounds;

  facts->cells[0] = cell_x (grid, r.x0 - VD_SIGHT_SLACK);
  facts->cells[1] = cell_y (grid, r.y0 - VD_SIGHT_SLACK);
  facts->cells[2] = cell_x (grid, r.x1 + VD_SIGHT_SLACK);
  facts->cells[3] = cell_y (grid, r.y1 + VD_SIGHT_SLACK);
  for (guint j = facts->cells[1]; j <= facts->cells[3]; j++)
    for (guint i = facts->cells[0]; i <= facts->cells[2]; i++)
      g_array_append_val (grid->unit_cells[j * grid->nx + i], index);
}

void
vd_sight_grid_remove_unit (VdSightGrid *grid, VdSightUnit *facts, guint index)
{
  for (guint j = facts->cells[1]; j <= facts->cells[3]; j++)
    for (guint i = facts->cells[0]; i <= facts->cells[2]; i++)
      {
        GArray *cell = grid->unit_cells[j * grid->nx + i];

        for (guint k = 0; k < cell->len; k++)
          if (g_array_index (cell, guint, k) == index)
            {
              g_array_remove_index_fast (cell, k);
              break;
            }
      }
}

static guint32
next_stamp (const VdSight *sight, VdSightScratch *scratch)
{
  if (++scratch->gather_stamp == 0)
    {
      memset (scratch->gather_stamps, 0, vd_sight_n_items (sight) * sizeof (guint32));
      scratch->gather_stamp = 1;
    }
  return scratch->gather_stamp;
}

/* The x extent of the convex HULL within the band Y0..Y1. */
static gboolean
hull_band (const VdPoint *hull, guint n, double y0, double y1, double *x0, double *x1)
{
  *x0 = INFINITY;
  *x1 = -INFINITY;
  for (guint i = 0; i < n; i++)
    {
      VdPoint a = hull[i], b = hull[(i + 1) % n];
      double lo = MAX (y0, MIN (a.y, b.y)), hi = MIN (y1, MAX (a.y, b.y));

      if (lo > hi)
        continue;
      if (a.y == b.y)
        {
          *x0 = MIN (*x0, MIN (a.x, b.x));
          *x1 = MAX (*x1, MAX (a.x, b.x));
          continue;
        }
      for (guint k = 0; k < 2; k++)
        {
          double y = k == 0 ? lo : hi;
          double x = a.x + (b.x - a.x) * ((y - a.y) / (b.y - a.y));

          *x0 = MIN (*x0, x);
          *x1 = MAX (*x1, x);
        }
    }
  return *x0 <= *x1;
}

void
vd_sight_hull_init (VdSightHull *hull, const VdPoint *points, guint n)
{
  hull->n = vd_sight_convex_hull (points, n, hull->points);
  hull->bounds = vd_rect_empty ();
  for (guint i = 0; i < hull->n; i++)
    {
      VdPoint a = hull->points[i], b = hull->points[(i + 1) % hull->n];
      double dx = b.x - a.x, dy = b.y - a.y, len = sqrt (dx * dx + dy * dy);

      hull->bounds = vd_rect_union_point (hull->bounds, a);
      /* Counter-clockwise: the outside is on the right. */
      hull->normals[i] = len > 0 ? vd_point (dy / len, -dx / len) : vd_point (0, 0);
      hull->offsets[i] = hull->normals[i].x * a.x + hull->normals[i].y * a.y;
    }
}

/* Whether one edge of HULL has the whole box of CENTRE, axes U and V and half sizes HU, HV
 * beyond it (axis-aligned boxes pass U = x, V = y). */
static inline gboolean
hull_separates (const VdSightHull *hull, VdPoint centre, VdPoint u, VdPoint v, double hu, double hv)
{
  if (hull->n < 2)
    return FALSE;
  for (guint i = 0; i < hull->n; i++)
    {
      VdPoint n = hull->normals[i];
      double reach = fabs (n.x * u.x + n.y * u.y) * hu + fabs (n.x * v.x + n.y * v.y) * hv;

      if (n.x * centre.x + n.y * centre.y - reach > hull->offsets[i] + VD_SIGHT_SLACK)
        return TRUE;
    }
  return FALSE;
}

static inline gboolean
hull_separates_rect (const VdSightHull *hull, VdRect r)
{
  return hull_separates (hull, vd_point ((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2), vd_point (1, 0),
                         vd_point (0, 1), (r.x1 - r.x0) / 2, (r.y1 - r.y0) / 2);
}

static inline void
add_item (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair, guint item,
          gboolean blockers_only, VdSightList *list)
{
  const VdSightCandidate *c = vd_sight_classify (sight, scratch, pair, item);

  if (c != NULL && (!blockers_only || c->mode != VD_SIGHT_MODE_SHAPES))
    list->items[list->n++] = c;
}

void
vd_sight_sort_list (VdSightList *list)
{
  const VdSightCandidate **c = list->items;

  for (guint i = 1; i < list->n; i++)
    {
      const VdSightCandidate *x = c[i];
      guint k = i;

      for (; k > 0 && c[k - 1]->key > x->key; k--)
        c[k] = c[k - 1];
      c[k] = x;
    }
}

static void
gather_cell (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
             const VdSightHull *hull, guint cell, guint32 stamp, gboolean blockers_only,
             VdSightList *list)
{
  const VdSightGrid *grid = sight->grid;
  guint n_crests = sight->crests->len, first_unit = n_crests + sight->n_features;
  const GArray *units = grid->unit_cells[cell];

  for (guint k = grid->item_start[cell]; k < grid->item_start[cell + 1]; k++)
    {
      guint32 item = grid->items[k];
      VdRect r;

      if (scratch->gather_stamps[item] == stamp)
        continue;
      scratch->gather_stamps[item] = stamp;
      r = item < n_crests ? g_array_index (sight->crests, VdSightCrest, item).bounds
                          : sight->features[item - n_crests].bounds;
      if (!vd_sight_rects_meet (vd_rect_inflate (r, VD_SIGHT_SLACK), hull->bounds) ||
          hull_separates_rect (hull, r))
        continue;
      add_item (sight, scratch, pair, item, blockers_only, list);
    }
  for (guint k = 0; k < units->len; k++)
    {
      guint u = g_array_index (units, guint, k);
      const VdSightUnit *m = &sight->units[u];

      if (scratch->gather_stamps[first_unit + u] == stamp)
        continue;
      scratch->gather_stamps[first_unit + u] = stamp;
      if (u == pair->observer_index || u == pair->target_index ||
          !vd_sight_rects_meet (m->bounds, hull->bounds) ||
          hull_separates (hull, m->centre, m->right, m->forward, m->half_frontage, m->half_depth))
        continue;
      add_item (sight, scratch, pair, first_unit + u, blockers_only, list);
    }
}

void
vd_sight_gather (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                 const VdSightHull *hull, gboolean blockers_only, VdSightList *list)
{
  const VdSightGrid *grid = sight->grid;
  guint32 stamp = next_stamp (sight, scratch);
  VdRect hb = hull->bounds;
  guint j0 = cell_y (grid, hb.y0 - VD_SIGHT_SLACK), j1 = cell_y (grid, hb.y1 + VD_SIGHT_SLACK);

  list->n = 0;
  for (guint j = j0; j <= j1; j++)
    {
      double y0 = grid->y0 + j * grid->cell - VD_SIGHT_SLACK;
      double y1 = grid->y0 + (j + 1) * grid->cell + VD_SIGHT_SLACK;
      double x0, x1;

      /* Border rows also hold whatever lies beyond the table. */
      if (j == 0)
        y0 = -INFINITY;
      if (j == grid->ny - 1)
        y1 = INFINITY;
      if (!hull_band (hull->points, hull->n, y0, y1, &x0, &x1))
        continue;
      for (guint i = cell_x (grid, x0 - VD_SIGHT_SLACK), i1 = cell_x (grid, x1 + VD_SIGHT_SLACK); i <= i1; i++)
        gather_cell (sight, scratch, pair, hull, j * grid->nx + i, stamp, blockers_only, list);
    }
}

void
vd_sight_gather_all (const VdSight *sight, VdSightScratch *scratch, const VdSightPair *pair,
                     VdSightList *list)
{
  guint n_crests = sight->crests->len, first_unit = n_crests + sight->n_features;

  list->n = 0;
  for (guint c = 0; c < n_crests; c++)
    add_item (sight, scratch, pair, c, FALSE, list);
  /* One pass per check keeps the list in check order without sorting. */
  for (int check = VD_SIGHT_CHECK_HILL; check <= VD_SIGHT_CHECK_OBSTACLE; check++)
    for (guint f = 0; f < sight->n_features; f++)
      if (sight->info[n_crests + f].check == check)
        add_item (sight, scratch, pair, n_crests + f, FALSE, list);
  for (guint u = 0; u < sight->n_units; u++)
    add_item (sight, scratch, pair, first_unit + u, FALSE, list);
}
