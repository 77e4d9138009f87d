#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The hex grid of a board (formats.md §2, `grid:`), exact, in axial/cube coordinates: a hex is
 * (q, r), its third cube coordinate s = -q - r. The printed labels (0405, 29.17, B29.17) are
 * formatted from the grid's template and parsed back by lookup, so the two always agree.
 *
 * Layout: flat-topped hexes stand in columns, a column every other one half a hex lower
 * (`stagger`: which printed columns, even or odd); pointy-topped hexes lie in rows, every other
 * row half a hex to the right. Columns count left to right; rows top to bottom, or bottom to top
 * with `rows_up`. Screen y grows downwards. */

typedef enum {
  VD_HEX_FLAT,
  VD_HEX_POINTY,
} VdHexShape;

typedef struct {
  int q;
  int r;
} VdHex;

/* A hexside: HEX and one of its first three directions (the other side is its neighbour there,
 * whose direction + 3 it is): one id whichever hex it is named from. */
typedef struct {
  VdHex hex;
  int   direction;   /* 0, 1 or 2 */
} VdHexside;

/* A vertex: the three hexes around it, in (q, r) order. */
typedef struct {
  VdHex hexes[3];
} VdHexVertex;

typedef struct _VdHexGrid VdHexGrid;

/* A grid of COLUMNS × ROWS hexes; FIRST_COLUMN and FIRST_ROW are the printed numbers of the first
 * ones; EVEN_SHIFTED: the even printed columns (flat) or rows (pointy) are the shifted ones;
 * LABEL the template: {col} and {row} (with a width, {col:02}), {map} for MAP (may be NULL) and
 * any other text. NULL with ERROR (VD_ERROR_ARGUMENT) for sizes under 1 or over 999, an unknown
 * placeholder, or a template that prints two hexes alike. */
VdHexGrid  *vd_hex_grid_new          (VdHexShape shape, int columns, int rows, int first_column,
                                      int first_row, gboolean rows_up, gboolean even_shifted,
                                      const char *label, const char *map, GError **error);
/* A deep copy: the copy and GRID change apart from then on. */
VdHexGrid  *vd_hex_grid_copy         (const VdHexGrid *grid);
void        vd_hex_grid_free         (VdHexGrid *grid);

/* Joins another printed map to the grid (1914's Nord and Sud): COLUMNS × ROWS hexes numbered
 * from FIRST_COLUMN and FIRST_ROW, with MAP for {map} in the labels, its first hex at offset
 * (AT_COLUMN, AT_ROW) of the first map (beyond its edge, or overlapping it: a hex printed on
 * both maps is one hex with two labels, printed as the first map has it). FALSE with ERROR for
 * a bad size or when a label would name two hexes (a template without {map}). */
gboolean    vd_hex_grid_join_map     (VdHexGrid *grid, const char *map, int columns, int rows,
                                      int first_column, int first_row, int at_column,
                                      int at_row, GError **error);
guint       vd_hex_grid_get_n_maps   (const VdHexGrid *grid);
/* Every hex of every map once, map by map, column by column: VdHex. */
GArray     *vd_hex_grid_get_hexes    (const VdHexGrid *grid);

/* The first map's size. */
int         vd_hex_grid_get_columns  (const VdHexGrid *grid);
int         vd_hex_grid_get_rows     (const VdHexGrid *grid);
VdHexShape  vd_hex_grid_get_shape    (const VdHexGrid *grid);

/* The hex at column index COLUMN and row index ROW from the top-left (0-based), and back; a hex
 * of the grid or not. */
VdHex       vd_hex_grid_from_offset  (const VdHexGrid *grid, int column, int row);
void        vd_hex_grid_to_offset    (const VdHexGrid *grid, VdHex hex, int *column, int *row);
/* Whether one of the grid's maps prints HEX. */
gboolean    vd_hex_grid_contains     (const VdHexGrid *grid, VdHex hex);

/* Playable hexes: all of the grid's at first; a board masks those off the printed map or cut
 * by its edge (BN 1.1b: more than half printed is playable). Paths and rings keep to them. */
void        vd_hex_grid_set_playable (VdHexGrid *grid, VdHex hex, gboolean playable);
gboolean    vd_hex_grid_is_playable  (const VdHexGrid *grid, VdHex hex);

/* The printed label of HEX (a hex of the grid; NULL otherwise), and the hex a label names. */
char       *vd_hex_grid_format       (const VdHexGrid *grid, VdHex hex);
gboolean    vd_hex_grid_parse        (const VdHexGrid *grid, const char *label, VdHex *hex);

/* The centre of HEX for hexes of SIZE (centre to corner), with the first hex's centre at
 * (0, 0) and y down. */
void        vd_hex_grid_centre       (const VdHexGrid *grid, VdHex hex, double size, double *x,
                                      double *y);

/* The hex whose area holds the point (X, Y) in the frame of vd_hex_grid_centre (the pointer
 * over a drawn board), on the grid or not. */
VdHex       vd_hex_grid_hex_at       (const VdHexGrid *grid, double size, double x, double y);
/* The neighbour in DIRECTION (0–5, clockwise from north for flat hexes, from north-east for
 * pointy ones), on the grid or not. */
VdHex       vd_hex_neighbour         (VdHex hex, int direction);
int         vd_hex_distance          (VdHex a, VdHex b);
gboolean    vd_hex_equal             (VdHex a, VdHex b);
/* The playable hexes at DISTANCE from CENTRE (CENTRE itself for 0), around it: VdHex. */
GArray     *vd_hex_grid_ring         (const VdHexGrid *grid, VdHex centre, int distance);

/* The side between two neighbours; FALSE when they are not. */
gboolean    vd_hexside_between       (VdHex a, VdHex b, VdHexside *side);
/* Its two hexes, the one it is named from first. */
void        vd_hexside_hexes         (VdHexside side, VdHex *a, VdHex *b);
gboolean    vd_hexside_equal         (VdHexside a, VdHexside b);
/* "0604|0605": the two labels, the lesser first (both must be on the grid, else NULL). */
char       *vd_hex_grid_format_side  (const VdHexGrid *grid, VdHexside side);
/* The vertex of HEX between its directions CORNER and CORNER + 1. */
VdHexVertex vd_hex_vertex            (VdHex hex, int corner);
gboolean    vd_hex_vertex_equal      (VdHexVertex a, VdHexVertex b);

/* Every shortest path from A to B through playable hexes (A and B included), up to MAX_PATHS
 * of them: GPtrArray of GArray of VdHex. None when a path must leave them. */
GPtrArray  *vd_hex_grid_shortest_paths (const VdHexGrid *grid, VdHex from, VdHex to,
                                        guint max_paths);

/* The line from A's centre to B's: the hexes it crosses (A and B included), and the hexsides
 * it runs along, where it passes exactly between two hexes (neither of which it then crosses).
 * Traced twice, nudged to either side, and compared: never a silent tie-break. HEXES and ALONG
 * get VdHex and VdHexside. */
void        vd_hex_line              (VdHex from, VdHex to, GArray *hexes, GArray *along);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (VdHexGrid, vd_hex_grid_free)

/* A key for HEX in a hash table (negative coordinates included). */
static inline gint64
vd_hex_key (VdHex hex)
{
  return (gint64) (((guint64) (guint32) hex.q << 32) | (guint32) hex.r);
}

G_END_DECLS
