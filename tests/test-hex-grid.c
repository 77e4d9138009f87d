/* The hex grid (vd-hex-grid.h): printed labels round-trip over whole grids in seven numbering
 * schemes, neighbours by the printed map, distances, rings, hexside and vertex ids, every
 * shortest path, and the line tracer's hexes and the hexsides it runs along. */
#include <math.h>

#include "vd-error.h"
#include "vd-hex-grid.h"

typedef struct {
  const char *name;
  VdHexShape  shape;
  int         columns, rows, first_column, first_row;
  gboolean    rows_up, even_shifted;
  const char *label;
  const char *map;
  const char *first_label;   /* the top-left hex */
  const char *last_label;    /* the bottom-right hex */
} Scheme;

static const Scheme schemes[] = {
  /* formats.md §2: 0405, columns and rows from 1, rows down. */
  { "ccrr", VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE, "{col:02}{row:02}", NULL, "0101", "3020" },
  /* Brigade Napoléonienne 1.1a: 29.17, rows counted upwards. */
  { "cc.rr-up", VD_HEX_FLAT, 40, 30, 1, 1, TRUE, FALSE, "{col}.{row:02}", NULL, "1.30", "40.01" },
  /* The same with a map prefix: B29.17. */
  { "map-prefix", VD_HEX_FLAT, 40, 30, 1, 1, TRUE, FALSE, "{map}{col}.{row:02}", "B", "B1.30",
    "B40.01" },
  /* Pointy hexes in rows. */
  { "pointy", VD_HEX_POINTY, 12, 9, 1, 1, FALSE, FALSE, "{col:02}{row:02}", NULL, "0101",
    "1209" },
  /* Numbering from 0. */
  { "from-zero", VD_HEX_FLAT, 10, 10, 0, 0, FALSE, FALSE, "{col:02}{row:02}", NULL, "0000",
    "0909" },
  /* No leading zeros, a separator, rows from 5 upwards. */
  { "unpadded-up", VD_HEX_FLAT, 7, 8, 3, 5, TRUE, TRUE, "{col}-{row}", NULL, "3-12", "9-5" },
  /* Three digits for the columns of a wide map. */
  { "three-digits", VD_HEX_POINTY, 120, 4, 1, 1, FALSE, TRUE, "{col:03}{row:02}", NULL,
    "00101", "12004" },
};

static VdHexGrid *
grid_of (const Scheme *s)
{
  g_autoptr(GError) error = NULL;
  VdHexGrid *grid = vd_hex_grid_new (s->shape, s->columns, s->rows, s->first_column,
                                     s->first_row, s->rows_up, s->even_shifted, s->label, s->map,
                                     &error);

  g_assert_no_error (error);
  g_assert_nonnull (grid);
  return grid;
}

/* Every hex formats to a label that parses back to it; the corners are as printed. */
static void
test_round_trip (gconstpointer data)
{
  const Scheme *s = data;
  g_autoptr(VdHexGrid) grid = grid_of (s);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *first = NULL, *last = NULL;
  VdHex back;

  for (int c = 0; c < s->columns; c++)
    for (int r = 0; r < s->rows; r++)
      {
        VdHex hex = vd_hex_grid_from_offset (grid, c, r);
        char *label = vd_hex_grid_format (grid, hex);
        int c2, r2;

        vd_hex_grid_to_offset (grid, hex, &c2, &r2);
        g_assert_cmpint (c2, ==, c);
        g_assert_cmpint (r2, ==, r);
        g_assert_nonnull (label);
        g_assert_true (vd_hex_grid_parse (grid, label, &back));
        g_assert_true (vd_hex_equal (back, hex));
        g_assert_false (g_hash_table_contains (seen, label));
        g_hash_table_add (seen, label);
      }
  first = vd_hex_grid_format (grid, vd_hex_grid_from_offset (grid, 0, 0));
  last = vd_hex_grid_format (grid, vd_hex_grid_from_offset (grid, s->columns - 1, s->rows - 1));
  /* A point finds its hex: the centre, and points well inside towards each corner. */
  for (int c = 0; c < s->columns; c += 3)
    for (int r = 0; r < s->rows; r += 2)
      {
        VdHex hex = vd_hex_grid_from_offset (grid, c, r);
        double x, y;

        vd_hex_grid_centre (grid, hex, 10.0, &x, &y);
        g_assert_true (vd_hex_equal (vd_hex_grid_hex_at (grid, 10.0, x, y), hex));
        for (int corner = 0; corner < 6; corner++)
          {
            double angle = G_PI / 3 * corner + (s->shape == VD_HEX_FLAT ? 0 : G_PI / 6);

            g_assert_true (vd_hex_equal (vd_hex_grid_hex_at (grid, 10.0,
                                                             x + 9.0 * cos (angle),
                                                             y + 9.0 * sin (angle)),
                                         hex));
          }
      }
  g_assert_cmpstr (first, ==, s->first_label);
  g_assert_cmpstr (last, ==, s->last_label);
  g_assert_null (vd_hex_grid_format (grid, vd_hex_grid_from_offset (grid, s->columns, 0)));
  g_assert_false (vd_hex_grid_parse (grid, "nowhere", &back));
}

static VdHex
hex (const VdHexGrid *grid, const char *label)
{
  VdHex h = { 0, 0 };

  if (!vd_hex_grid_parse (grid, label, &h))
    g_error ("no hex “%s”", label);
  return h;
}

static void
assert_neighbours (const VdHexGrid *grid, const char *centre, const char * const expected[6])
{
  for (int d = 0; d < 6; d++)
    {
      g_autofree char *label = vd_hex_grid_format (grid, vd_hex_neighbour (hex (grid, centre), d));

      g_assert_cmpstr (label, ==, expected[d]);
    }
}

/* Neighbours as the printed map has them: flat, even columns half a hex lower (0505's
 * neighbours across are 0604 and 0605); odd columns lower; pointy, odd rows to the right. */
static void
test_neighbours (void)
{
  g_autoptr(VdHexGrid) even_down = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                                    "{col:02}{row:02}", NULL, NULL);
  g_autoptr(VdHexGrid) odd_down = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, FALSE,
                                                   "{col:02}{row:02}", NULL, NULL);
  g_autoptr(VdHexGrid) pointy = vd_hex_grid_new (VD_HEX_POINTY, 30, 20, 1, 1, FALSE, FALSE,
                                                 "{col:02}{row:02}", NULL, NULL);
  g_autoptr(VdHexGrid) up = vd_hex_grid_new (VD_HEX_FLAT, 40, 30, 1, 1, TRUE, FALSE,
                                             "{col}.{row:02}", NULL, NULL);
  /* N, NE, SE, S, SW, NW (flat); NW, NE, E, SE, SW, W (pointy). */
  const char * const even[] = { "0504", "0604", "0605", "0506", "0405", "0404" };
  const char * const odd[] = { "0504", "0605", "0606", "0506", "0406", "0405" };
  const char * const rows[] = { "0504", "0604", "0605", "0606", "0506", "0405" };
  /* Rows up: north is the next row number; odd columns stand lower, so 29.17's neighbours
   * across are the rows 17 and 16 of columns 28 and 30. */
  const char * const upward[] = { "29.18", "30.17", "30.16", "29.16", "28.16", "28.17" };

  assert_neighbours (even_down, "0505", even);
  assert_neighbours (odd_down, "0505", odd);
  assert_neighbours (pointy, "0505", rows);
  assert_neighbours (up, "29.17", upward);
}

static void
test_distance_and_rings (void)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                               "{col:02}{row:02}", NULL, NULL);
  g_autoptr(GArray) ring = vd_hex_grid_ring (grid, hex (grid, "0505"), 2);
  g_autoptr(GArray) corner = vd_hex_grid_ring (grid, hex (grid, "0101"), 1);

  g_assert_cmpint (vd_hex_distance (hex (grid, "0505"), hex (grid, "0705")), ==, 2);
  g_assert_cmpint (vd_hex_distance (hex (grid, "0505"), hex (grid, "0506")), ==, 1);
  g_assert_cmpint (vd_hex_distance (hex (grid, "0101"), hex (grid, "0120")), ==, 19);
  /* Across the columns the rows come for free, half a row per column. */
  g_assert_cmpint (vd_hex_distance (hex (grid, "0101"), hex (grid, "1106")), ==, 10);
  g_assert_cmpuint (ring->len, ==, 12);
  for (guint i = 0; i < ring->len; i++)
    g_assert_cmpint (vd_hex_distance (g_array_index (ring, VdHex, i), hex (grid, "0505")), ==, 2);
  /* A corner hex has only the neighbours on the grid. */
  g_assert_cmpuint (corner->len, ==, 2);
}

/* A hexside is the same whichever side names it, and prints its two labels in order; a vertex
 * is the same from its three hexes. */
static void
test_hexsides_and_vertices (void)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                               "{col:02}{row:02}", NULL, NULL);
  VdHex a = hex (grid, "0604"), b = hex (grid, "0605"), c = hex (grid, "0505");
  VdHexside ab, ba;
  g_autofree char *text = NULL;
  int shared = 0;

  g_assert_true (vd_hexside_between (a, b, &ab));
  g_assert_true (vd_hexside_between (b, a, &ba));
  g_assert_true (vd_hexside_equal (ab, ba));
  g_assert_cmpint (ab.direction, <, 3);
  text = vd_hex_grid_format_side (grid, ab);
  g_assert_cmpstr (text, ==, "0604|0605");
  g_assert_false (vd_hexside_between (a, hex (grid, "0606"), &ab));
  /* 0505, 0604 and 0605 meet at one vertex: found once from each of them. */
  for (int ka = 0; ka < 6; ka++)
    for (int kb = 0; kb < 6; kb++)
      if (vd_hex_vertex_equal (vd_hex_vertex (a, ka), vd_hex_vertex (b, kb)))
        for (int kc = 0; kc < 6; kc++)
          shared += vd_hex_vertex_equal (vd_hex_vertex (a, ka), vd_hex_vertex (c, kc));
  g_assert_cmpint (shared, ==, 1);
}

/* NaA E17: from 0505 to 0705 two paths are equally short, by 0604 and by 0605. */
static void
test_shortest_paths (void)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                               "{col:02}{row:02}", NULL, NULL);
  g_autoptr(GPtrArray) two = vd_hex_grid_shortest_paths (grid, hex (grid, "0505"),
                                                         hex (grid, "0705"), 100);
  g_autoptr(GPtrArray) straight = vd_hex_grid_shortest_paths (grid, hex (grid, "0505"),
                                                              hex (grid, "0508"), 100);
  g_autoptr(GPtrArray) capped = vd_hex_grid_shortest_paths (grid, hex (grid, "0505"),
                                                            hex (grid, "1105"), 3);
  g_autofree char *via0 = NULL, *via1 = NULL;

  g_assert_cmpuint (two->len, ==, 2);
  via0 = vd_hex_grid_format (grid, g_array_index ((GArray *) g_ptr_array_index (two, 0), VdHex,
                                                  1));
  via1 = vd_hex_grid_format (grid, g_array_index ((GArray *) g_ptr_array_index (two, 1), VdHex,
                                                  1));
  g_assert_cmpstr (via0, ==, "0604");
  g_assert_cmpstr (via1, ==, "0605");
  g_assert_cmpuint (straight->len, ==, 1);
  g_assert_cmpuint (((GArray *) g_ptr_array_index (straight, 0))->len, ==, 4);
  g_assert_cmpuint (capped->len, ==, 3);
}

/* Masked hexes are left out of paths and rings, and are still hexes of the grid with labels. */
static void
test_playable_mask (void)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                               "{col:02}{row:02}", NULL, NULL);
  g_autoptr(GPtrArray) one = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GArray) ring = NULL;
  g_autofree char *via = NULL, *label = NULL;

  g_assert_true (vd_hex_grid_is_playable (grid, hex (grid, "0604")));
  vd_hex_grid_set_playable (grid, hex (grid, "0604"), FALSE);
  g_assert_false (vd_hex_grid_is_playable (grid, hex (grid, "0604")));
  label = vd_hex_grid_format (grid, hex (grid, "0604"));
  g_assert_cmpstr (label, ==, "0604");
  one = vd_hex_grid_shortest_paths (grid, hex (grid, "0505"), hex (grid, "0705"), 100);
  g_assert_cmpuint (one->len, ==, 1);
  via = vd_hex_grid_format (grid, g_array_index ((GArray *) g_ptr_array_index (one, 0), VdHex, 1));
  g_assert_cmpstr (via, ==, "0605");
  ring = vd_hex_grid_ring (grid, hex (grid, "0505"), 1);
  g_assert_cmpuint (ring->len, ==, 5);
  vd_hex_grid_set_playable (grid, hex (grid, "0605"), FALSE);
  none = vd_hex_grid_shortest_paths (grid, hex (grid, "0505"), hex (grid, "0705"), 100);
  g_assert_cmpuint (none->len, ==, 0);
  g_assert_false (vd_hex_grid_is_playable (grid, vd_hex_neighbour (hex (grid, "0101"), 0)));
}

static char *
labels (const VdHexGrid *grid, GArray *hexes, GArray *sides)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    {
      g_autofree char *label = vd_hex_grid_format (grid, g_array_index (hexes, VdHex, i));

      g_string_append_printf (s, "%s%s", i > 0 ? " " : "", label);
    }
  for (guint i = 0; sides != NULL && i < sides->len; i++)
    {
      g_autofree char *label = vd_hex_grid_format_side (grid, g_array_index (sides, VdHexside, i));

      g_string_append_printf (s, "%s%s", s->len > 0 ? " " : "", label);
    }
  return g_string_free (s, FALSE);
}

static void
assert_line (const VdHexGrid *grid, const char *from, const char *to, const char *crossed,
             const char *along)
{
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (VdHex));
  g_autoptr(GArray) sides = g_array_new (FALSE, FALSE, sizeof (VdHexside));
  g_autofree char *h = NULL, *s = NULL;

  vd_hex_line (hex (grid, from), hex (grid, to), hexes, sides);
  h = labels (grid, hexes, NULL);
  s = labels (grid, NULL, sides);
  g_assert_cmpstr (h, ==, crossed);
  g_assert_cmpstr (s, ==, along);
}

/* formats.md §4: 0505 → 0705 crosses only its ends and runs along 0604|0605; at range 4 along
 * two hexsides; a line straight down a column, and an oblique one, run along none. */
static void
test_line_along_hexsides (void)
{
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 30, 20, 1, 1, FALSE, TRUE,
                                               "{col:02}{row:02}", NULL, NULL);

  assert_line (grid, "0505", "0705", "0505 0705", "0604|0605");
  assert_line (grid, "0505", "0905", "0505 0705 0905", "0604|0605 0804|0805");
  assert_line (grid, "0505", "0508", "0505 0506 0507 0508", "");
  /* Three columns across and three rows down: south-east and south by turns, through no
   * hexside. */
  assert_line (grid, "0505", "0808", "0505 0605 0606 0707 0708 0808", "");
}

/* A template that prints two hexes alike, an unknown placeholder, an unclosed one, a size out
 * of bounds: refused, saying why. */
static void
test_bad_grids (void)
{
  static const struct {
    const char *label;
    int         columns;
    const char *message;
  } bad[] = {
    { "{col}{row}", 12, "prints two hexes as “111”" },
    { "{column}{row}", 5, "unknown placeholder “{column}”" },
    { "{col:02}{row", 5, "does not close" },
    { "{col:x}{row}", 5, "no width from 1 to 9" },
    { "{col:02}{row:02}", 0, "1 to 999 columns" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, bad[i].columns, 12, 1, 1, FALSE,
                                                   TRUE, bad[i].label, NULL, &error);

      g_assert_null (grid);
      g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
      if (g_strstr_len (error->message, -1, bad[i].message) == NULL)
        g_error ("“%s” does not say “%s”", error->message, bad[i].message);
    }
}

/* Two printed maps joined (1914's Nord and Sud): one grid, labels with their map's prefix, and
 * a hex printed on both maps is one hex. */
static void
test_hex_grid_join_maps (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexGrid) grid = vd_hex_grid_new (VD_HEX_FLAT, 10, 8, 1, 1, FALSE, TRUE,
                                               "{map}{col:02}{row:02}", "N", &error);
  g_autoptr(VdHexGrid) overlap = NULL;
  g_autoptr(VdHexGrid) plain = NULL;
  g_autoptr(GArray) hexes = NULL;
  g_autofree char *below = NULL, *label = NULL;
  VdHex n, s, again;

  g_assert_no_error (error);
  /* Sud below Nord, edge to edge. */
  g_assert_true (vd_hex_grid_join_map (grid, "S", 10, 8, 1, 1, 0, 8, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (vd_hex_grid_get_n_maps (grid), ==, 2);
  g_assert_true (vd_hex_grid_parse (grid, "N0108", &n));
  g_assert_true (vd_hex_grid_parse (grid, "S0101", &s));
  g_assert_cmpint (vd_hex_distance (n, s), ==, 1);
  below = vd_hex_grid_format (grid, vd_hex_neighbour (n, 3));
  g_assert_cmpstr (below, ==, "S0101");
  g_assert_true (vd_hex_grid_parse (grid, "S1008", &s));
  g_assert_true (vd_hex_grid_contains (grid, s));
  g_assert_true (vd_hex_grid_is_playable (grid, s));
  hexes = vd_hex_grid_get_hexes (grid);
  g_assert_cmpuint (hexes->len, ==, 160);
  /* Paths cross from one map to the other. */
  {
    g_autoptr(GPtrArray) paths = vd_hex_grid_shortest_paths (grid, n, vd_hex_neighbour (n, 3), 8);

    g_assert_cmpuint (paths->len, ==, 1);
  }

  /* Sud overlapping Nord's last row: S0101 is N0108, printed as Nord prints it. */
  overlap = vd_hex_grid_new (VD_HEX_FLAT, 10, 8, 1, 1, FALSE, TRUE, "{map}{col:02}{row:02}", "N",
                             &error);
  g_assert_true (vd_hex_grid_join_map (overlap, "S", 10, 8, 1, 1, 0, 7, &error));
  g_assert_true (vd_hex_grid_parse (overlap, "S0101", &s));
  g_assert_true (vd_hex_grid_parse (overlap, "N0108", &again));
  g_assert_true (vd_hex_equal (s, again));
  label = vd_hex_grid_format (overlap, s);
  g_assert_cmpstr (label, ==, "N0108");
  g_clear_pointer (&hexes, g_array_unref);
  hexes = vd_hex_grid_get_hexes (overlap);
  g_assert_cmpuint (hexes->len, ==, 150);
  vd_hex_grid_set_playable (overlap, s, FALSE);
  g_assert_false (vd_hex_grid_is_playable (overlap, again));

  /* Without {map} the maps would print alike: refused, and the grid stays as it was. */
  plain = vd_hex_grid_new (VD_HEX_FLAT, 10, 8, 1, 1, FALSE, TRUE, "{col:02}{row:02}", NULL, &error);
  g_assert_false (vd_hex_grid_join_map (plain, "S", 10, 8, 1, 1, 0, 8, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpuint (vd_hex_grid_get_n_maps (plain), ==, 1);
  g_assert_true (vd_hex_grid_parse (plain, "1008", &n));
  g_assert_false (vd_hex_grid_contains (plain, vd_hex_neighbour (n, 3)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hex/grid/round-trip/%s", schemes[i].name);

      g_test_add_data_func (path, &schemes[i], test_round_trip);
    }
  g_test_add_func ("/hex/grid/neighbours", test_neighbours);
  g_test_add_func ("/hex/grid/distance-and-rings", test_distance_and_rings);
  g_test_add_func ("/hex/grid/hexsides-and-vertices", test_hexsides_and_vertices);
  g_test_add_func ("/hex/grid/shortest-paths", test_shortest_paths);
  g_test_add_func ("/hex/grid/line-along-hexsides", test_line_along_hexsides);
  g_test_add_func ("/hex/grid/bad-grids", test_bad_grids);
  g_test_add_func ("/hex/grid/playable-mask", test_playable_mask);
  g_test_add_func ("/hex/grid/join-maps", test_hex_grid_join_maps);
  return g_test_run ();
}
