#include "vd-hex-grid.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"

/* The six neighbours in axial coordinates: clockwise from north for flat hexes (N, NE, SE, S,
 * SW, NW), from north-west for pointy ones (NW, NE, E, SE, SW, W). */
static const VdHex directions[6] = { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 },
                                     { -1, 0 } };

typedef enum {
  PART_TEXT,
  PART_COLUMN,
  PART_ROW,
  PART_MAP,
} PartKind;

typedef struct {
  PartKind kind;
  char    *text;    /* PART_TEXT */
  int      width;   /* numbers: zero-padded to this width */
} LabelPart;

/* One printed map of the grid: the first, or one joined to it, a rectangle of the first map's
 * offset frame with its own numbering (1914's Nord and Sud maps). */
typedef struct {
  char    *map;           /* the {map} prefix; may be NULL */
  int      columns;
  int      rows;
  int      first_column;
  int      first_row;
  int      at_column;     /* where its first hex lies in the first map's offsets */
  int      at_row;
  guint8  *playable;      /* by local offset index, column × rows + row */
} MapPart;

struct _VdHexGrid {
  VdHexShape  shape;
  gboolean    rows_up;
  gboolean    first_shifted;  /* the first column (flat) or top row (pointy) is the shifted one */
  char       *label;
  GArray     *parts;          /* LabelPart */
  GPtrArray  *maps;           /* MapPart*, the first map first */
  GHashTable *labels;         /* label → int[2], the hex's offset in the first map's frame */
};

static gboolean vd_hex_grid_contains_before (const VdHexGrid *grid, VdHex hex, guint limit);

static void
map_part_free (MapPart *part)
{
  g_free (part->map);
  g_free (part->playable);
  g_free (part);
}

static void
clear_part (gpointer data)
{
  g_free (((LabelPart *) data)->text);
}

/* The template's parts; FALSE with ERROR for an unknown or unclosed placeholder. */
static gboolean
parse_template (const char *label, GArray *parts, GError **error)
{
  const char *p = label;

  while (*p != '\0')
    {
      const char *open = strchr (p, '{');
      const char *close;
      g_autofree char *name = NULL;
      LabelPart part = { PART_TEXT, NULL, 0 };
      char *colon;

      if (open != p)
        {
          part.text = open != NULL ? g_strndup (p, open - p) : g_strdup (p);
          g_array_append_val (parts, part);
          if (open == NULL)
            break;
          p = open;
          continue;
        }
      if ((close = strchr (open, '}')) == NULL)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the grid’s label “%s” opens a placeholder it does not close"), label);
          return FALSE;
        }
      name = g_strndup (open + 1, close - open - 1);
      if ((colon = strchr (name, ':')) != NULL)
        {
          guint64 width;

          *colon = '\0';
          if (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 9, &width, NULL))
            {
              g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("the grid’s label “%s”: “%s” is no width from 1 to 9"), label,
                           colon + 1);
              return FALSE;
            }
          part.width = (int) width;
        }
      if (g_str_equal (name, "col"))
        part.kind = PART_COLUMN;
      else if (g_str_equal (name, "row"))
        part.kind = PART_ROW;
      else if (g_str_equal (name, "map") && part.width == 0)
        part.kind = PART_MAP;
      else
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("the grid’s label “%s”: unknown placeholder “{%s}” (expected {col}, "
                         "{row}, {map})"), label, name);
          return FALSE;
        }
      g_array_append_val (parts, part);
      p = close + 1;
    }
  return TRUE;
}

static int
printed_column (const MapPart *part, int column)
{
  return part->first_column + column;
}

static int
printed_row (const VdHexGrid *grid, const MapPart *part, int row)
{
  return grid->rows_up ? part->first_row + (part->rows - 1 - row) : part->first_row + row;
}

/* The label of the hex at local offset (COLUMN, ROW) of map PART. */
static char *
format_offset (const VdHexGrid *grid, const MapPart *map, int column, int row)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < grid->parts->len; i++)
    {
      const LabelPart *part = &g_array_index (grid->parts, LabelPart, i);

      switch (part->kind)
        {
        case PART_TEXT:
          g_string_append (s, part->text);
          break;
        case PART_COLUMN:
          g_string_append_printf (s, "%0*d", part->width, printed_column (map, column));
          break;
        case PART_ROW:
          g_string_append_printf (s, "%0*d", part->width, printed_row (grid, map, row));
          break;
        case PART_MAP:
          g_string_append (s, map->map != NULL ? map->map : "");
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/* Adds the labels of map PART to the lookup; FALSE with ERROR when one is printed twice. */
static gboolean
index_labels (VdHexGrid *grid, const MapPart *part, GError **error)
{
  for (int c = 0; c < part->columns; c++)
    for (int r = 0; r < part->rows; r++)
      {
        char *text = format_offset (grid, part, c, r);
        int *frame;

        if (g_hash_table_contains (grid->labels, text))
          {
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("the grid’s label “%s” prints two hexes as “%s”"), grid->label, text);
            g_free (text);
            return FALSE;
          }
        frame = g_new (int, 2);
        frame[0] = part->at_column + c;
        frame[1] = part->at_row + r;
        g_hash_table_insert (grid->labels, text, frame);
      }
  return TRUE;
}

static MapPart *
map_part_new (const char *map, int columns, int rows, int first_column, int first_row,
              int at_column, int at_row, GError **error)
{
  MapPart *part;

  if (columns < 1 || rows < 1 || columns > 999 || rows > 999)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a grid has 1 to 999 columns and rows, not %d × %d"), columns, rows);
      return NULL;
    }
  part = g_new0 (MapPart, 1);
  part->map = g_strdup (map);
  part->columns = columns;
  part->rows = rows;
  part->first_column = first_column;
  part->first_row = first_row;
  part->at_column = at_column;
  part->at_row = at_row;
  part->playable = g_malloc ((gsize) columns * rows);
  memset (part->playable, 1, (gsize) columns * rows);
  return part;
}

VdHexGrid *
vd_hex_grid_new (VdHexShape shape, int columns, int rows, int first_column, int first_row,
                 gboolean rows_up, gboolean even_shifted, const char *label, const char *map,
                 GError **error)
{
  g_autoptr(VdHexGrid) grid = NULL;
  MapPart *first;
  int first_printed;

  g_return_val_if_fail (label != NULL, NULL);

  first = map_part_new (map, columns, rows, first_column, first_row, 0, 0, error);
  if (first == NULL)
    return NULL;
  grid = g_new0 (VdHexGrid, 1);
  grid->shape = shape;
  grid->rows_up = rows_up;
  grid->label = g_strdup (label);
  grid->maps = g_ptr_array_new_with_free_func ((GDestroyNotify) map_part_free);
  g_ptr_array_add (grid->maps, first);
  grid->parts = g_array_new (FALSE, TRUE, sizeof (LabelPart));
  g_array_set_clear_func (grid->parts, clear_part);
  grid->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!parse_template (label, grid->parts, error))
    return NULL;
  /* Which printed column (row) is shifted decides how the first one lies. */
  first_printed = shape == VD_HEX_FLAT ? printed_column (first, 0) : printed_row (grid, first, 0);
  grid->first_shifted = ((first_printed % 2 + 2) % 2 == 0) == !!even_shifted;
  if (!index_labels (grid, first, error))
    return NULL;
  return g_steal_pointer (&grid);
}

gboolean
vd_hex_grid_join_map (VdHexGrid *grid, const char *map, int columns, int rows, int first_column,
                      int first_row, int at_column, int at_row, GError **error)
{
  MapPart *part = map_part_new (map, columns, rows, first_column, first_row, at_column, at_row,
                                error);

  if (part == NULL)
    return FALSE;
  g_ptr_array_add (grid->maps, part);
  if (!index_labels (grid, part, error))
    {
      /* Its labels are not all in: take back the map and those that are. */
      g_autoptr(GHashTable) labels = grid->labels;

      grid->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_ptr_array_remove_index (grid->maps, grid->maps->len - 1);
      for (guint i = 0; i < grid->maps->len; i++)
        index_labels (grid, g_ptr_array_index (grid->maps, i), NULL);
      return FALSE;
    }
  return TRUE;
}

guint
vd_hex_grid_get_n_maps (const VdHexGrid *grid)
{
  return grid->maps->len;
}

GArray *
vd_hex_grid_get_hexes (const VdHexGrid *grid)
{
  GArray *hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));

  for (guint m = 0; m < grid->maps->len; m++)
    {
      const MapPart *part = g_ptr_array_index (grid->maps, m);

      for (int c = 0; c < part->columns; c++)
        for (int r = 0; r < part->rows; r++)
          {
            VdHex hex = vd_hex_grid_from_offset (grid, part->at_column + c, part->at_row + r);

            /* A hex printed on two maps (their overlap) is one hex. */
            if (m > 0 && vd_hex_grid_contains_before (grid, hex, m))
              continue;
            g_array_append_val (hexes, hex);
          }
    }
  return hexes;
}

void
vd_hex_grid_free (VdHexGrid *grid)
{
  if (grid == NULL)
    return;
  g_free (grid->label);
  if (grid->maps != NULL)
    g_ptr_array_unref (grid->maps);
  if (grid->parts != NULL)
    g_array_unref (grid->parts);
  if (grid->labels != NULL)
    g_hash_table_unref (grid->labels);
  g_free (grid);
}

VdHexGrid *
vd_hex_grid_copy (const VdHexGrid *grid)
{
  VdHexGrid *copy = g_new0 (VdHexGrid, 1);
  GHashTableIter iter;
  gpointer key, value;

  copy->shape = grid->shape;
  copy->rows_up = grid->rows_up;
  copy->first_shifted = grid->first_shifted;
  copy->label = g_strdup (grid->label);
  copy->parts = g_array_copy (grid->parts);
  g_array_set_clear_func (copy->parts, clear_part);
  for (guint i = 0; i < copy->parts->len; i++)
    {
      LabelPart *part = &g_array_index (copy->parts, LabelPart, i);

      part->text = g_strdup (part->text);
    }
  copy->maps = g_ptr_array_new_with_free_func ((GDestroyNotify) map_part_free);
  for (guint i = 0; i < grid->maps->len; i++)
    {
      const MapPart *part = g_ptr_array_index (grid->maps, i);
      MapPart *dup = g_memdup2 (part, sizeof *part);

      dup->map = g_strdup (part->map);
      dup->playable = g_memdup2 (part->playable, (gsize) part->columns * part->rows);
      g_ptr_array_add (copy->maps, dup);
    }
  copy->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_iter_init (&iter, grid->labels);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->labels, g_strdup (key), g_memdup2 (value, 2 * sizeof (int)));
  return copy;
}

int
vd_hex_grid_get_columns (const VdHexGrid *grid)
{
  return ((MapPart *) g_ptr_array_index (grid->maps, 0))->columns;
}

int
vd_hex_grid_get_rows (const VdHexGrid *grid)
{
  return ((MapPart *) g_ptr_array_index (grid->maps, 0))->rows;
}

VdHexShape
vd_hex_grid_get_shape (const VdHexGrid *grid)
{
  return grid->shape;
}

/* Half of N rounded down, for negative N too. */
static int
half_down (int n)
{
  return n >= 0 ? n / 2 : -((-n + 1) / 2);
}

VdHex
vd_hex_grid_from_offset (const VdHexGrid *grid, int column, int row)
{
  /* The shifted lines are the odd ones from 0 unless the first one is shifted. */
  int parity = grid->first_shifted ? 1 : 0;

  if (grid->shape == VD_HEX_FLAT)
    return (VdHex) { column, row - half_down (column + parity) };
  return (VdHex) { column - half_down (row + parity), row };
}

void
vd_hex_grid_to_offset (const VdHexGrid *grid, VdHex hex, int *column, int *row)
{
  int parity = grid->first_shifted ? 1 : 0;

  if (grid->shape == VD_HEX_FLAT)
    {
      *column = hex.q;
      *row = hex.r + half_down (hex.q + parity);
    }
  else
    {
      *row = hex.r;
      *column = hex.q + half_down (hex.r + parity);
    }
}

/* The first map (from 0) that prints HEX, before map LIMIT, with HEX's local offset there; -1
 * when none does. */
static int
find_map (const VdHexGrid *grid, VdHex hex, guint limit, int *column, int *row)
{
  int c, r;

  vd_hex_grid_to_offset (grid, hex, &c, &r);
  for (guint m = 0; m < limit && m < grid->maps->len; m++)
    {
      const MapPart *part = g_ptr_array_index (grid->maps, m);
      int lc = c - part->at_column, lr = r - part->at_row;

      if (lc >= 0 && lc < part->columns && lr >= 0 && lr < part->rows)
        {
          *column = lc;
          *row = lr;
          return (int) m;
        }
    }
  return -1;
}

static gboolean
vd_hex_grid_contains_before (const VdHexGrid *grid, VdHex hex, guint limit)
{
  int c, r;

  return find_map (grid, hex, limit, &c, &r) >= 0;
}

gboolean
vd_hex_grid_contains (const VdHexGrid *grid, VdHex hex)
{
  return vd_hex_grid_contains_before (grid, hex, G_MAXUINT);
}

void
vd_hex_grid_set_playable (VdHexGrid *grid, VdHex hex, gboolean playable)
{
  int column, row;

  g_return_if_fail (grid != NULL);
  /* Every map that prints it: a hex of an overlap is one hex. */
  for (guint m = 0; m < grid->maps->len; m++)
    {
      MapPart *part = g_ptr_array_index (grid->maps, m);
      int c, r;

      vd_hex_grid_to_offset (grid, hex, &c, &r);
      column = c - part->at_column;
      row = r - part->at_row;
      if (column >= 0 && column < part->columns && row >= 0 && row < part->rows)
        part->playable[column * part->rows + row] = !!playable;
    }
}

gboolean
vd_hex_grid_is_playable (const VdHexGrid *grid, VdHex hex)
{
  int column, row, m = find_map (grid, hex, G_MAXUINT, &column, &row);
  const MapPart *part;

  if (m < 0)
    return FALSE;
  part = g_ptr_array_index (grid->maps, m);
  return part->playable[column * part->rows + row];
}

char *
vd_hex_grid_format (const VdHexGrid *grid, VdHex hex)
{
  int column, row, m;

  g_return_val_if_fail (grid != NULL, NULL);
  m = find_map (grid, hex, G_MAXUINT, &column, &row);
  if (m < 0)
    return NULL;
  return format_offset (grid, g_ptr_array_index (grid->maps, m), column, row);
}

gboolean
vd_hex_grid_parse (const VdHexGrid *grid, const char *label, VdHex *hex)
{
  const int *frame;

  g_return_val_if_fail (grid != NULL && label != NULL && hex != NULL, FALSE);
  frame = g_hash_table_lookup (grid->labels, label);
  if (frame == NULL)
    return FALSE;
  *hex = vd_hex_grid_from_offset (grid, frame[0], frame[1]);
  return TRUE;
}

static void
axial_centre (VdHexShape shape, VdHex hex, double size, double *x, double *y)
{
  if (shape == VD_HEX_FLAT)
    {
      *x = 1.5 * size * hex.q;
      *y = sqrt (3) * size * (hex.r + hex.q / 2.0);
    }
  else
    {
      *x = sqrt (3) * size * (hex.q + hex.r / 2.0);
      *y = 1.5 * size * hex.r;
    }
}

void
vd_hex_grid_centre (const VdHexGrid *grid, VdHex hex, double size, double *x, double *y)
{
  double x0, y0;

  axial_centre (grid->shape, hex, size, x, y);
  axial_centre (grid->shape, vd_hex_grid_from_offset (grid, 0, 0), size, &x0, &y0);
  *x -= x0;
  *y -= y0;
}

VdHex
vd_hex_grid_hex_at (const VdHexGrid *grid, double size, double x, double y)
{
  double x0, y0, q, r, s, rq, rr, rs;

  axial_centre (grid->shape, vd_hex_grid_from_offset (grid, 0, 0), size, &x0, &y0);
  x += x0;
  y += y0;
  if (grid->shape == VD_HEX_FLAT)
    {
      q = 2.0 / 3.0 * x / size;
      r = (-x / 3.0 + sqrt (3) / 3.0 * y) / size;
    }
  else
    {
      q = (sqrt (3) / 3.0 * x - y / 3.0) / size;
      r = 2.0 / 3.0 * y / size;
    }
  /* Cube rounding: round all three, then mend the one that moved most. */
  s = -q - r;
  rq = round (q);
  rr = round (r);
  rs = round (s);
  if (fabs (rq - q) > fabs (rr - r) && fabs (rq - q) > fabs (rs - s))
    rq = -rr - rs;
  else if (fabs (rr - r) > fabs (rs - s))
    rr = -rq - rs;
  return (VdHex) { (int) rq, (int) rr };
}

VdHex
vd_hex_neighbour (VdHex hex, int direction)
{
  const VdHex *d = &directions[((direction % 6) + 6) % 6];

  return (VdHex) { hex.q + d->q, hex.r + d->r };
}

int
vd_hex_distance (VdHex a, VdHex b)
{
  int dq = a.q - b.q, dr = a.r - b.r;

  return (abs (dq) + abs (dr) + abs (dq + dr)) / 2;
}

gboolean
vd_hex_equal (VdHex a, VdHex b)
{
  return a.q == b.q && a.r == b.r;
}

GArray *
vd_hex_grid_ring (const VdHexGrid *grid, VdHex centre, int distance)
{
  /* Start south-west (flat) of the centre and walk the six sides in turn. */
  static const int walk[6] = { 2, 1, 0, 5, 4, 3 };
  GArray *ring = g_array_new (FALSE, FALSE, sizeof (VdHex));
  VdHex hex = { centre.q + directions[4].q * distance, centre.r + directions[4].r * distance };

  g_return_val_if_fail (distance >= 0, ring);
  if (distance == 0)
    {
      if (vd_hex_grid_is_playable (grid, centre))
        g_array_append_val (ring, centre);
      return ring;
    }
  for (int side = 0; side < 6; side++)
    for (int step = 0; step < distance; step++)
      {
        if (vd_hex_grid_is_playable (grid, hex))
          g_array_append_val (ring, hex);
        hex = vd_hex_neighbour (hex, walk[side]);
      }
  return ring;
}

gboolean
vd_hexside_between (VdHex a, VdHex b, VdHexside *side)
{
  for (int d = 0; d < 6; d++)
    if (vd_hex_equal (vd_hex_neighbour (a, d), b))
      {
        /* Named from the hex whose direction is among the first three. */
        *side = d < 3 ? (VdHexside) { a, d } : (VdHexside) { b, d - 3 };
        return TRUE;
      }
  return FALSE;
}

void
vd_hexside_hexes (VdHexside side, VdHex *a, VdHex *b)
{
  *a = side.hex;
  *b = vd_hex_neighbour (side.hex, side.direction);
}

gboolean
vd_hexside_equal (VdHexside a, VdHexside b)
{
  return vd_hex_equal (a.hex, b.hex) && a.direction == b.direction;
}

char *
vd_hex_grid_format_side (const VdHexGrid *grid, VdHexside side)
{
  VdHex a, b;
  g_autofree char *la = NULL;
  g_autofree char *lb = NULL;

  vd_hexside_hexes (side, &a, &b);
  la = vd_hex_grid_format (grid, a);
  lb = vd_hex_grid_format (grid, b);
  if (la == NULL || lb == NULL)
    return NULL;
  return strcmp (la, lb) <= 0 ? g_strdup_printf ("%s|%s", la, lb)
                              : g_strdup_printf ("%s|%s", lb, la);
}

static int
compare_hexes (gconstpointer a, gconstpointer b)
{
  const VdHex *x = a, *y = b;

  return x->q != y->q ? (x->q > y->q) - (x->q < y->q) : (x->r > y->r) - (x->r < y->r);
}

VdHexVertex
vd_hex_vertex (VdHex hex, int corner)
{
  VdHexVertex v = { { hex, vd_hex_neighbour (hex, corner), vd_hex_neighbour (hex, corner + 1) } };

  qsort (v.hexes, 3, sizeof (VdHex), compare_hexes);
  return v;
}

gboolean
vd_hex_vertex_equal (VdHexVertex a, VdHexVertex b)
{
  for (int i = 0; i < 3; i++)
    if (!vd_hex_equal (a.hexes[i], b.hexes[i]))
      return FALSE;
  return TRUE;
}

/* Depth first along the neighbours one step nearer TO, each path whole once. */
static void
shortest_paths_from (const VdHexGrid *grid, GArray *path, VdHex to, GPtrArray *paths,
                     guint max_paths)
{
  VdHex here = g_array_index (path, VdHex, path->len - 1);
  int left = vd_hex_distance (here, to);

  if (left == 0)
    {
      GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (VdHex), path->len);

      g_array_append_vals (copy, path->data, path->len);
      g_ptr_array_add (paths, copy);
      return;
    }
  for (int d = 0; d < 6 && paths->len < max_paths; d++)
    {
      VdHex next = vd_hex_neighbour (here, d);

      if (vd_hex_distance (next, to) != left - 1 || !vd_hex_grid_is_playable (grid, next))
        continue;
      g_array_append_val (path, next);
      shortest_paths_from (grid, path, to, paths, max_paths);
      g_array_set_size (path, path->len - 1);
    }
}

GPtrArray *
vd_hex_grid_shortest_paths (const VdHexGrid *grid, VdHex from, VdHex to, guint max_paths)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (VdHex));

  g_return_val_if_fail (grid != NULL, paths);
  if (!vd_hex_grid_is_playable (grid, from) || !vd_hex_grid_is_playable (grid, to) ||
      max_paths == 0)
    return paths;
  g_array_append_val (path, from);
  shortest_paths_from (grid, path, to, paths, max_paths);
  return paths;
}

/* The hex holding the fractional cube point (Q, R, -Q-R). */
static VdHex
cube_round (double q, double r)
{
  double s = -q - r;
  double rq = round (q), rr = round (r), rs = round (s);
  double dq = fabs (rq - q), dr = fabs (rr - r), ds = fabs (rs - s);

  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;
  return (VdHex) { (int) rq, (int) rr };
}

void
vd_hex_line (VdHex from, VdHex to, GArray *hexes, GArray *along)
{
  /* Small enough never to move a point off its hex, large enough to break every tie; unequal
   * in q and r so that a nudge never lands on another boundary. */
  const double eq = 1e-6, er = 2e-6;
  int n = vd_hex_distance (from, to);

  g_return_if_fail (hexes != NULL && along != NULL);
  for (int i = 0; i <= n; i++)
    {
      double t = n > 0 ? (double) i / n : 0;
      double q = from.q + (to.q - from.q) * t;
      double r = from.r + (to.r - from.r) * t;
      VdHex plus = cube_round (q + eq, r + er);
      VdHex minus = cube_round (q - eq, r - er);
      VdHexside side;

      if (vd_hex_equal (plus, minus))
        g_array_append_val (hexes, plus);
      else if (vd_hexside_between (plus, minus, &side))
        /* The two traces part here: the line runs between them, along their side. */
        g_array_append_val (along, side);
      else
        {
          /* Through a vertex: both hexes are touched, neither is crossed along a side. */
          g_array_append_val (hexes, plus);
          g_array_append_val (hexes, minus);
        }
    }
}
