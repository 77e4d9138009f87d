#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "vd-board.h"
#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-render.h"
#include "vd-render-board.h"
#include "vd-render-chart.h"
#include "vd-render-sight.h"
#include "vd-table-reader.h"

/* The view shows the table at 1 px per mm with a 100 px border: table (x, y) is pixel
 * (x + 100, 900 - y). */
#define VIEW_W 1400
#define VIEW_H 1000

typedef struct {
  double r, g, b;
} Rgb;

static void
add_area (VdTable *table, const char *id, VdTerrainType type, const VdPoint *points, guint n)
{
  g_ptr_array_add (table->features, vd_feature_new (id, type, VD_SHAPE_AREA, points, n));
}

static void
add_line (VdTable *table, const char *id, VdTerrainType type, const VdPoint *points, guint n)
{
  g_ptr_array_add (table->features, vd_feature_new (id, type, VD_SHAPE_LINE, points, n));
}

static VdUnit *
add_unit (VdTable *table, const char *id, const char *side, VdArm arm, VdFormation formation,
          VdPoint at, double facing, double frontage, double depth)
{
  VdUnit *unit = vd_unit_new (id, side, arm, formation);

  unit->at = at;
  unit->facing = facing;
  unit->frontage = frontage;
  unit->depth = depth;
  g_ptr_array_add (table->units, unit);
  return unit;
}

static VdRuleset *
make_ruleset (void)
{
  VdRuleset *ruleset = vd_ruleset_new ();

  for (int s = 0; s < VD_N_SCALES; s++)
    {
      ruleset->arms[VD_ARM_INFANTRY].base[s] = (VdBaseSize) { 40, 30, 4 };
      ruleset->arms[VD_ARM_CAVALRY].base[s] = (VdBaseSize) { 50, 50, 2 };
      ruleset->arms[VD_ARM_ARTILLERY].base[s] = (VdBaseSize) { 60, 80, 4 };
      ruleset->arms[VD_ARM_OFFICER].base[s] = (VdBaseSize) { 50, 50, 1 };
      ruleset->arms[VD_ARM_ENGINEERS].base[s] = (VdBaseSize) { 40, 30, 4 };
    }
  return ruleset;
}

static VdTable *
make_table (void)
{
  VdTable *table = vd_table_new ();
  const VdPoint wood[] = { { 100, 500 }, { 400, 500 }, { 400, 750 }, { 100, 750 } };
  const VdPoint hill[] = { { 500, 450 }, { 900, 450 }, { 900, 780 }, { 500, 780 } };
  const VdPoint crest[] = { { 550, 700 }, { 850, 700 } };
  const VdPoint river[] = { { 0, 300 }, { 1200, 300 }, { 1200, 360 }, { 0, 360 } };
  const VdPoint road[] = { { 0, 200 }, { 600, 210 }, { 1200, 200 } };
  const VdPoint hedge[] = { { 100, 420 }, { 400, 420 } };
  const VdPoint house[] = { { 1000, 500 }, { 1080, 500 }, { 1080, 560 }, { 1000, 560 } };
  VdFeature *hill_feature;

  g_free (table->title);
  table->title = g_strdup ("Test table");
  table->width = 1200;
  table->depth = 800;
  table->mm_per_pace = 1.0;

  add_area (table, "wood-1", VD_TERRAIN_WOOD, wood, G_N_ELEMENTS (wood));
  add_area (table, "hill-1", VD_TERRAIN_HILL, hill, G_N_ELEMENTS (hill));
  hill_feature = g_ptr_array_index (table->features, table->features->len - 1);
  hill_feature->name = g_strdup ("Grande redoute");
  vd_feature_add_crest (hill_feature, crest, G_N_ELEMENTS (crest));
  add_area (table, "river-1", VD_TERRAIN_RIVER, river, G_N_ELEMENTS (river));
  add_line (table, "road-1", VD_TERRAIN_ROAD, road, G_N_ELEMENTS (road));
  add_line (table, "hedge-1", VD_TERRAIN_LIGHT_OBSTACLE, hedge, G_N_ELEMENTS (hedge));
  add_area (table, "house-1", VD_TERRAIN_HOUSE, house, G_N_ELEMENTS (house));

  add_unit (table, "fr-line", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE,
            vd_point (300, 100), 0, 160, 30);
  add_unit (table, "fr-skirm", "french", VD_ARM_INFANTRY, VD_FORMATION_SKIRMISH,
            vd_point (520, 100), 0, 160, 30);
  add_unit (table, "fr-cav", "french", VD_ARM_CAVALRY, VD_FORMATION_CLOSE,
            vd_point (1100, 700), 270, 100, 50);
  add_unit (table, "fr-gen", "french", VD_ARM_OFFICER, VD_FORMATION_NONE,
            vd_point (1000, 420), 0, 50, 50);
  add_unit (table, "ru-col", "russian", VD_ARM_INFANTRY, VD_FORMATION_COLUMN,
            vd_point (700, 150), 180, 40, 90);
  add_unit (table, "ru-square", "russian", VD_ARM_INFANTRY, VD_FORMATION_SQUARE,
            vd_point (1000, 150), 0, 80, 80);
  add_unit (table, "ru-guns", "russian", VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED,
            vd_point (850, 120), 45, 60, 120);
  return table;
}

static Rgb
pixel_at (cairo_surface_t *surface, int x, int y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb = *(const guint32 *) (data + y * stride + x * 4);
  double a = ((argb >> 24) & 0xff) / 255.0;

  g_assert_cmpfloat (a, >, 0.99);
  return (Rgb) { ((argb >> 16) & 0xff) / 255.0, ((argb >> 8) & 0xff) / 255.0,
                 (argb & 0xff) / 255.0 };
}

static Rgb
table_pixel (cairo_surface_t *surface, double x, double y)
{
  return pixel_at (surface, (int) floor (x + 100), (int) floor (900 - y));
}

static void
assert_color (Rgb p, VdColor expected, double tolerance)
{
  g_assert_cmpfloat (fabs (p.r - expected.r), <=, tolerance);
  g_assert_cmpfloat (fabs (p.g - expected.g), <=, tolerance);
  g_assert_cmpfloat (fabs (p.b - expected.b), <=, tolerance);
}

/* Draws TABLE through the test's view; with OBSERVER and ANSWERS, the sight overlay over it. */
static cairo_surface_t *
render_view (const VdTable *table, const VdRenderOptions *options, const VdUnit *observer,
             const GArray *answers)
{
  g_autoptr(VdRuleset) ruleset = make_ruleset ();
  g_autoptr(VdViewport) viewport = vd_viewport_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
  cairo_t *cr = cairo_create (surface);

  vd_viewport_set_view_size (viewport, VIEW_W, VIEW_H);
  vd_viewport_set_scale (viewport, 1.0);
  vd_viewport_set_center (viewport, vd_point (600, 400));
  vd_viewport_apply (viewport, cr);
  vd_render_table (cr, table, ruleset, viewport, options);
  if (observer != NULL)
    vd_render_sight_overlay (cr, table, viewport, observer, answers, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
render_test_table (const VdRenderOptions *options)
{
  g_autoptr(VdTable) table = make_table ();

  return render_view (table, options, NULL, NULL);
}

static void
test_pixels (void)
{
  VdRenderOptions options;
  cairo_surface_t *surface;
  Rgb p;

  vd_render_options_init (&options);
  options.selected_unit = "fr-line";
  surface = render_test_table (&options);

  /* The middle of the wood is green. */
  p = table_pixel (surface, 250, 625);
  g_assert_cmpfloat (p.g, >, p.r);
  g_assert_cmpfloat (p.g, >, p.b);

  /* A french battalion is blue, a russian column dark green. */
  p = table_pixel (surface, 240, 80);
  g_assert_cmpfloat (p.b, >, p.r + 0.2);
  g_assert_cmpfloat (p.b, >, p.g + 0.2);
  p = table_pixel (surface, 685, 225);
  g_assert_cmpfloat (p.g, >, p.r);
  g_assert_cmpfloat (p.g, >, p.b);
  g_assert_cmpfloat (0.299 * p.r + 0.587 * p.g + 0.114 * p.b, <, 0.45);

  /* The river is blue. */
  p = table_pixel (surface, 150, 330);
  g_assert_cmpfloat (p.b, >, p.r + 0.2);

  /* A square is hollow: the cloth shows in its middle. */
  assert_color (table_pixel (surface, 984, 124), options.cloth, 0.03);

  /* Bare cloth on the table, the background off it. */
  assert_color (table_pixel (surface, 1150, 50), options.cloth, 0.01);
  assert_color (pixel_at (surface, 20, 20), options.background, 0.01);
  assert_color (pixel_at (surface, VIEW_W - 20, 20), options.background, 0.01);

  /* The selected unit's outline, just outside its left side. */
  assert_color (table_pixel (surface, 216.5, 85), options.selection, 0.05);

  cairo_surface_destroy (surface);
}

static void
test_no_selection (void)
{
  VdRenderOptions options;
  cairo_surface_t *surface;

  vd_render_options_init (&options);
  options.labels = FALSE;
  surface = render_test_table (&options);
  /* Unselected, the same place is bare cloth. */
  assert_color (table_pixel (surface, 216.5, 85), options.cloth, 0.01);
  cairo_surface_destroy (surface);

  /* The defaults work without options and without a viewport. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 150);
  {
    g_autoptr(VdTable) table = make_table ();
    g_autoptr(VdRuleset) ruleset = make_ruleset ();
    cairo_t *cr = cairo_create (surface);

    cairo_translate (cr, 10, 140);
    cairo_scale (cr, 0.15, -0.15);
    vd_render_table (cr, table, ruleset, NULL, NULL);
    g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
    cairo_destroy (cr);
  }
  cairo_surface_destroy (surface);
}

static void
test_side_colors (void)
{
  VdColor fill, text, again;

  vd_render_side_color ("french", &fill, &text);
  g_assert_cmpfloat (fill.b, >, fill.r + 0.2);
  g_assert_cmpfloat (text.r, >, 0.9);
  vd_render_side_color ("French", &again, NULL);
  g_assert_cmpfloat (again.b, ==, fill.b);

  vd_render_side_color ("russian", &fill, NULL);
  g_assert_cmpfloat (fill.g, >, fill.r);
  g_assert_cmpfloat (fill.g, >, fill.b);
  vd_render_side_color ("british", &fill, NULL);
  g_assert_cmpfloat (fill.r, >, fill.g + 0.4);
  vd_render_side_color ("austrian", &fill, &text);
  g_assert_cmpfloat (fill.r + fill.g + fill.b, >, 2.5);
  g_assert_cmpfloat (text.r + text.g + text.b, <, 0.5);

  /* Unknown sides: a stable colour. */
  vd_render_side_color ("grand-fenwick", &fill, NULL);
  vd_render_side_color ("grand-fenwick", &again, NULL);
  g_assert_cmpfloat (fill.r, ==, again.r);
  g_assert_cmpfloat (fill.g, ==, again.g);
  g_assert_cmpfloat (fill.b, ==, again.b);
  g_assert_cmpfloat (fill.a, ==, 1.0);
  vd_render_side_color (NULL, &fill, &text);
}

static void
render_at_scales (const VdTable *table, const VdRuleset *ruleset, const char *selected)
{
  const double scales[] = { VD_VIEWPORT_MIN_SCALE, 0.3, 1.0, 6.0, VD_VIEWPORT_MAX_SCALE };

  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      g_autoptr(VdViewport) viewport = vd_viewport_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 320, 240);
      cairo_t *cr = cairo_create (surface);
      VdRenderOptions options;

      vd_render_options_init (&options);
      options.selected_unit = selected;
      vd_viewport_set_view_size (viewport, 320, 240);
      vd_viewport_set_scale (viewport, scales[i]);
      vd_viewport_set_center (viewport, vd_point (300, 300));
      vd_viewport_apply (viewport, cr);
      vd_render_table (cr, table, ruleset, viewport, &options);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

static void
test_every_terrain_type (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdRuleset) ruleset = make_ruleset ();

  /* Every type as an area and as a line, allowed by the format or not: none may crash. */
  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    {
      double x = 50 + 120 * (t % 7), y = 100 + 300 * (t / 7);
      const VdPoint area[] = { { x, y }, { x + 100, y }, { x + 90, y + 120 }, { x + 10, y + 100 } };
      const VdPoint line[] = { { x, y + 150 }, { x + 50, y + 200 }, { x + 100, y + 160 } };
      g_autofree char *area_id = g_strdup_printf ("area-%d", t);
      g_autofree char *line_id = g_strdup_printf ("line-%d", t);
      VdFeature *feature;

      add_area (table, area_id, (VdTerrainType) t, area, G_N_ELEMENTS (area));
      feature = g_ptr_array_index (table->features, table->features->len - 1);
      feature->name = g_strdup (vd_terrain_type_to_string ((VdTerrainType) t));
      feature->level = 1 + t % 3;
      feature->plateau = t % 2 == 0;
      add_line (table, line_id, (VdTerrainType) t, line, G_N_ELEMENTS (line));
    }
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int f = 0; f < VD_N_FORMATIONS; f++)
      {
        g_autofree char *id = g_strdup_printf ("unit-%d-%d", a, f);

        add_unit (table, id, a % 2 ? "austrian" : "ruritanian", (VdArm) a, (VdFormation) f,
                  vd_point (60 + 90 * f, 700 + 150 * a), 37.0 * f, 40 + 20 * a, 30 + 10 * f);
      }
  render_at_scales (table, ruleset, "unit-2-8");
}

static void
test_degenerate (void)
{
  g_autoptr(VdTable) table = vd_table_new ();
  g_autoptr(VdRuleset) ruleset = make_ruleset ();
  const VdPoint one[] = { { 10, 10 } };
  const VdPoint same[] = { { 20, 20 }, { 20, 20 }, { 20, 20 } };
  const VdPoint huge[] = { { -1e9, -1e9 }, { 1e9, -1e9 }, { 1e9, 1e9 }, { -1e9, 1e9 } };
  VdFeature *hill;
  VdUnit *unit;

  add_area (table, "empty", VD_TERRAIN_WOOD, NULL, 0);
  add_area (table, "point", VD_TERRAIN_HILL, one, 1);
  add_line (table, "point-line", VD_TERRAIN_LIGHT_OBSTACLE, one, 1);
  add_area (table, "same", VD_TERRAIN_HOUSE, same, G_N_ELEMENTS (same));
  add_line (table, "same-line", VD_TERRAIN_HARD_OBSTACLE, same, G_N_ELEMENTS (same));
  add_area (table, "huge-wood", VD_TERRAIN_WOOD, huge, G_N_ELEMENTS (huge));
  add_area (table, "huge-hill", VD_TERRAIN_HILL, huge, G_N_ELEMENTS (huge));
  hill = g_ptr_array_index (table->features, table->features->len - 1);
  hill->plateau = TRUE;
  vd_feature_add_crest (hill, huge, G_N_ELEMENTS (huge));
  add_line (table, "huge-hedge", VD_TERRAIN_LIGHT_OBSTACLE, huge, G_N_ELEMENTS (huge));
  add_area (table, "huge-field", VD_TERRAIN_FIELD, huge, G_N_ELEMENTS (huge));
  unit = add_unit (table, "flat", "french", VD_ARM_INFANTRY, VD_FORMATION_LINE,
                   vd_point (300, 300), 0, 0, 0);
  unit->has_base = TRUE;
  add_unit (table, "unnamed-side", "", VD_ARM_CAVALRY, VD_FORMATION_OPEN,
            vd_point (200, 300), 90, 100, 50);
  render_at_scales (table, ruleset, "no-such-unit");
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("vedette-render-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_to_file (void)
{
  g_autoptr(VdTable) table = make_table ();
  g_autoptr(VdRuleset) ruleset = make_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *png = g_build_filename (dir, "table.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "table.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "table.PDF", NULL);
  g_autofree char *contents = NULL;
  VdRect extent = vd_render_table_extent (table);
  cairo_surface_t *image;
  gsize length;

  g_assert_true (vd_render_to_file (table, ruleset, png, 300, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 300);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==,
                   (int) lround (300 * (extent.y1 - extent.y0) / (extent.x1 - extent.x0)));
  cairo_surface_destroy (image);

  /* Rendering again replaces the file. */
  g_assert_true (vd_render_to_file (table, ruleset, png, 64, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 64);
  cairo_surface_destroy (image);

  g_assert_true (vd_render_to_file (table, ruleset, svg, 800, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (svg, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml") || strstr (contents, "<svg") != NULL);
  g_clear_pointer (&contents, g_free);

  g_assert_true (vd_render_to_file (table, ruleset, pdf, 800, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (length > 4 && memcmp (contents, "%PDF", 4) == 0);

  /* Exactly the three files, no temporary left over. */
  g_assert_cmpuint (count_entries (dir), ==, 3);
  remove_dir (dir);
}

/* A caption is a band above the table: the image is taller by it, the table below it is drawn
 * exactly as without a caption, and the band holds text in a colour apart from its ground. */
static void
test_caption (void)
{
  g_autoptr(VdTable) table = make_table ();
  g_autoptr(VdRuleset) ruleset = make_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *bare = g_build_filename (dir, "bare.png", NULL);
  g_autofree char *captioned = g_build_filename (dir, "captioned.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "captioned.pdf", NULL);
  VdRenderOptions options;
  cairo_surface_t *a, *b;
  int band, width, height, ink = 0;

  vd_render_options_init (&options);
  g_assert_null (options.caption);
  options.background = (VdColor) { 1, 1, 1, 1 };
  g_assert_true (vd_render_to_file_with_options (table, ruleset, &options, bare, 600, &error));
  g_assert_no_error (error);
  options.caption = "Test table · Turn 3 · French View";
  g_assert_true (vd_render_to_file_with_options (table, ruleset, &options, captioned, 600, &error));
  g_assert_no_error (error);
  g_assert_true (vd_render_to_file_with_options (table, ruleset, &options, pdf, 600, &error));
  g_assert_no_error (error);

  a = cairo_image_surface_create_from_png (bare);
  b = cairo_image_surface_create_from_png (captioned);
  width = cairo_image_surface_get_width (a);
  height = cairo_image_surface_get_height (a);
  band = cairo_image_surface_get_height (b) - height;
  g_assert_cmpint (cairo_image_surface_get_width (b), ==, width);
  g_assert_cmpint (band, >=, 10);
  g_assert_cmpint (band, <, height / 10);
  for (int y = 0; y < height; y++)
    g_assert_true (memcmp (cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a),
                           cairo_image_surface_get_data (b)
                           + (y + band) * cairo_image_surface_get_stride (b),
                           (gsize) width * 4) == 0);
  for (int y = 0; y < band; y++)
    for (int x = 0; x < width; x++)
      {
        Rgb p = pixel_at (b, x, y);

        if (0.299 * p.r + 0.587 * p.g + 0.114 * p.b < 0.5)
          ink++;
      }
  g_assert_cmpint (ink, >, 50);
  /* The text starts on the left: a short caption leaves the band's right end bare. */
  g_assert_true (pixel_at (b, width - 2, band / 2).r > 0.99);

  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  g_assert_cmpuint (count_entries (dir), ==, 3);
  remove_dir (dir);
}

static void
test_to_file_errors (void)
{
  g_autoptr(VdTable) table = make_table ();
  g_autoptr(VdRuleset) ruleset = make_ruleset ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *bmp = g_build_filename (dir, "table.bmp", NULL);
  g_autofree char *bare = g_build_filename (dir, "table", NULL);
  g_autofree char *small = g_build_filename (dir, "small.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "table.png", NULL);
  g_autofree char *missing_pdf = g_build_filename (dir, "no-such-folder", "table.pdf", NULL);

  g_assert_false (vd_render_to_file (table, ruleset, bmp, 300, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_nonnull (strstr (error->message, ".png"));
  g_assert_nonnull (strstr (error->message, ".svg"));
  g_assert_nonnull (strstr (error->message, ".pdf"));
  g_clear_error (&error);

  g_assert_false (vd_render_to_file (table, ruleset, bare, 300, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);

  g_assert_false (vd_render_to_file (table, ruleset, small, 8, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (vd_render_to_file (table, ruleset, small, 20000, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);

  g_assert_false (vd_render_to_file (table, ruleset, missing, 300, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "table.png"));
  g_clear_error (&error);
  g_assert_false (vd_render_to_file (table, ruleset, missing_pdf, 300, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* Nothing was left behind, not even a temporary file. */
  g_assert_cmpuint (count_entries (dir), ==, 0);
  remove_dir (dir);
}

static void
test_demo (void)
{
  g_autofree char *demo = vd_data_find ("data/shevardino.yaml");
  g_autofree char *terrain = vd_data_find ("terrain/napoleonic.yaml");
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *png = NULL;
  cairo_surface_t *image;

  if (demo == NULL || terrain == NULL)
    {
      g_test_skip ("the demo battle or the napoleonic ruleset is not there yet");
      return;
    }
  table = vd_table_load_checked (demo, &ruleset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ruleset);

  dir = make_temp_dir ();
  png = g_build_filename (dir, "shevardino.png", NULL);
  g_assert_true (vd_render_to_file (table, ruleset, png, 1200, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1200);
  cairo_surface_destroy (image);
  remove_dir (dir);
}

/* The number of pixels of the table rectangle X0..X1 × Y0..Y1 that differ between A and B. */
static guint
count_differences (cairo_surface_t *a, cairo_surface_t *b, double x0, double y0, double x1, double y1)
{
  guint n = 0;

  for (double y = y0; y <= y1; y++)
    for (double x = x0; x <= x1; x++)
      {
        Rgb p = table_pixel (a, x, y), q = table_pixel (b, x, y);

        n += fabs (p.r - q.r) + fabs (p.g - q.g) + fabs (p.b - q.b) > 0.02;
      }
  return n;
}

static guint
count_red (cairo_surface_t *surface, double x0, double y0, double x1, double y1)
{
  guint n = 0;

  for (double y = y0; y <= y1; y++)
    for (double x = x0; x <= x1; x++)
      {
        Rgb p = table_pixel (surface, x, y);

        n += p.r > p.g + 0.3 && p.r > p.b + 0.3;
      }
  return n;
}

static void
test_hidden_units (void)
{
  g_autoptr(VdTable) table = make_table ();
  g_autoptr(VdTable) without = make_table ();
  g_autoptr(GHashTable) hidden = g_hash_table_new (g_str_hash, g_str_equal);
  VdRenderOptions options;
  cairo_surface_t *shown, *hidden_view, *removed;
  guint i;

  vd_render_options_init (&options);
  shown = render_view (table, &options, NULL, NULL);

  /* A hidden unit is drawn exactly as if it were not on the table: neither it nor its label,
   * selected or not. */
  g_hash_table_add (hidden, "ru-col");
  options.hidden_units = hidden;
  options.selected_unit = "ru-col";
  hidden_view = render_view (table, &options, NULL, NULL);
  g_assert_true (g_ptr_array_find (without->units, vd_table_find_unit (without, "ru-col"), &i));
  g_ptr_array_remove_index (without->units, i);
  options.hidden_units = NULL;
  options.selected_unit = NULL;
  removed = render_view (without, &options, NULL, NULL);

  /* The column's footprint and the ground around it, where its label goes. */
  g_assert_cmpuint (count_differences (shown, hidden_view, 650, 100, 750, 260), >, 1000);
  g_assert_cmpuint (count_differences (removed, hidden_view, 0, 0, 1199, 799), ==, 0);
  /* Its dark green is gone from the middle of its footprint. */
  g_assert_cmpfloat (table_pixel (hidden_view, 700, 200).g, >, 0.5);

  cairo_surface_destroy (shown);
  cairo_surface_destroy (hidden_view);
  cairo_surface_destroy (removed);
}

static void
add_answer (GArray *answers, const VdTable *table, const char *observer, const char *target,
            gboolean visible, double share, VdCover cover)
{
  VdSightAnswer answer;

  vd_sight_answer_init (&answer);
  answer.observer = vd_table_find_unit (table, observer);
  answer.target = vd_table_find_unit (table, target);
  answer.visible = visible;
  answer.visible_share = share;
  answer.cover = cover;
  answer.distance = 100;
  g_array_append_val (answers, answer);
}

static void
test_sight_overlay (void)
{
  g_autoptr(VdTable) table = make_table ();
  g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, sizeof (VdSightAnswer));
  g_autoptr(GHashTable) hidden = g_hash_table_new (g_str_hash, g_str_equal);
  const VdUnit *observer = vd_table_find_unit (table, "fr-line");
  VdRenderOptions options;
  cairo_surface_t *plain, *overlay, *side;
  VdPoint on_line;
  Rgb p;

  g_array_set_clear_func (answers, (GDestroyNotify) vd_sight_answer_clear);
  add_answer (answers, table, "fr-line", "ru-col", TRUE, 1.0, VD_COVER_NONE);
  add_answer (answers, table, "fr-line", "ru-square", FALSE, 0.0, VD_COVER_NONE);
  add_answer (answers, table, "fr-line", "ru-guns", TRUE, 0.5, VD_COVER_LIGHT);

  vd_render_options_init (&options);
  options.labels = FALSE;
  plain = render_view (table, &options, NULL, NULL);
  overlay = render_view (table, &options, observer, answers);

  /* The sight line to the column runs from the French line's front-edge centre (300, 100)
   * towards the column's centre (700, 195), in the colour of no cover. */
  on_line = vd_point_lerp (observer->at, vd_point (700, 195), 0.25);
  p = table_pixel (overlay, on_line.x, on_line.y);
  assert_color (p, vd_render_sight_color (VD_COVER_NONE), 0.1);
  g_assert_cmpuint (count_differences (plain, overlay, 650, 140, 750, 250), >, 50);
  /* The square it does not see is hatched red; the cloth far from every line is untouched. */
  g_assert_cmpuint (count_red (plain, 955, 65, 1045, 155), ==, 0);
  g_assert_cmpuint (count_red (overlay, 955, 65, 1045, 155), >, 100);
  g_assert_cmpuint (count_differences (plain, overlay, 1100, 20, 1190, 80), ==, 0);

  /* A side's view: a hidden enemy is neither drawn nor marked, seen or not. */
  g_hash_table_add (hidden, "ru-square");
  g_hash_table_add (hidden, "ru-col");
  options.hidden_units = hidden;
  side = render_view (table, &options, observer, answers);
  g_assert_cmpuint (count_red (side, 955, 65, 1045, 155), ==, 0);
  p = table_pixel (side, on_line.x, on_line.y);
  assert_color (p, options.cloth, 0.05);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (overlay);
  cairo_surface_destroy (side);
}

/* A bare 1200 × 800 table for the damage tests. */
static VdTable *
damage_table (void)
{
  VdTable *table = vd_table_new ();

  table->width = 1200;
  table->depth = 800;
  table->mm_per_pace = 1.0;
  return table;
}

static void
add_stretch (VdFeature *feature, double from, double to, VdDamage state)
{
  VdStretch stretch = { from, to, state };

  g_array_append_val (feature->damage, stretch);
}

/* Pixels of the table's rectangle X0…X1 × Y0…Y1 within TOLERANCE of COLOR. */
static guint
count_color (cairo_surface_t *surface, VdColor color, double tolerance, double x0, double y0,
             double x1, double y1)
{
  guint n = 0;

  for (double y = y0; y <= y1; y++)
    for (double x = x0; x <= x1; x++)
      {
        Rgb p = table_pixel (surface, x, y);

        n += fabs (p.r - color.r) <= tolerance && fabs (p.g - color.g) <= tolerance &&
             fabs (p.b - color.b) <= tolerance;
      }
  return n;
}

/* LOBS-3, HOBS-4: a wall along y = 400 from x = 100 to 700, degraded from x = 220 to 340 and
 * destroyed from 400 to 520: intact it shows its stones, degraded a thinner, paler dashed line,
 * destroyed a gap with rubble in its stroke colour, never its own colour. */
static void
test_damaged_wall (void)
{
  g_autoptr(VdTable) table = damage_table ();
  const VdPoint line[] = { { 100, 400 }, { 700, 400 } };
  VdTerrainStyle wall;
  VdRenderOptions options;
  VdFeature *feature;
  cairo_surface_t *surface;
  guint intact, degraded, destroyed;

  vd_render_default_terrain_style (VD_TERRAIN_HARD_OBSTACLE, &wall);
  add_line (table, "wall-1", VD_TERRAIN_HARD_OBSTACLE, line, G_N_ELEMENTS (line));
  feature = g_ptr_array_index (table->features, 0);
  add_stretch (feature, 120, 240, VD_DAMAGE_DEGRADED);
  add_stretch (feature, 300, 420, VD_DAMAGE_DESTROYED);
  vd_render_options_init (&options);
  surface = render_view (table, &options, NULL, NULL);

  /* 100 mm of each, 9 mm across the line. */
  intact = count_color (surface, wall.fill, 0.03, 580, 396, 680, 404);
  degraded = count_color (surface, wall.fill, 0.03, 230, 396, 330, 404);
  destroyed = count_color (surface, wall.fill, 0.03, 410, 396, 510, 404);
  g_test_message ("wall-coloured pixels: intact %u, degraded %u, destroyed %u", intact, degraded,
                  destroyed);
  g_assert_cmpuint (intact, >, 250);
  g_assert_cmpuint (degraded, ==, 0);
  g_assert_cmpuint (destroyed, ==, 0);
  /* The middle of the breach is not the wall: cloth, or a stone of rubble. */
  g_assert_cmpuint (count_color (surface, wall.fill, 0.03, 455, 399, 465, 401), ==, 0);
  /* The degraded stretch is still drawn, but thinner than the wall: less of its band differs
   * from the cloth, and it is paler than the intact wall. */
  g_assert_cmpuint (count_color (surface, options.cloth, 0.02, 230, 396, 330, 404), >,
                    count_color (surface, options.cloth, 0.02, 580, 396, 680, 404) + 100);
  g_assert_cmpuint (count_color (surface, options.cloth, 0.02, 230, 396, 330, 404), <, 909);
  /* Rubble, in the stroke's colour, lies in the breach; most of it is bare cloth. */
  g_assert_cmpuint (count_color (surface, wall.stroke, 0.08, 410, 392, 510, 408), >, 5);
  g_assert_cmpuint (count_color (surface, options.cloth, 0.02, 410, 392, 510, 408), >, 1000);
  cairo_surface_destroy (surface);
}

/* The mean of red less blue over the table's rectangle X0…X1 × Y0…Y1. */
static double
mean_warmth (cairo_surface_t *surface, double x0, double y0, double x1, double y1)
{
  double sum = 0;
  guint n = 0;

  for (double y = y0; y <= y1; y++)
    for (double x = x0; x <= x1; x++, n++)
      {
        Rgb p = table_pixel (surface, x, y);

        sum += p.r - p.b;
      }
  return sum / n;
}

/* HOUSE-7, HOUSE-10: a house's degraded side shows as pale ruins inside its outline; a burning
 * house is tinted the colour of flames. */
static void
test_damaged_house (void)
{
  g_autoptr(VdTable) table = damage_table ();
  const VdPoint outline[] = { { 800, 500 }, { 1000, 500 }, { 1000, 650 }, { 800, 650 } };
  VdRenderOptions options;
  VdFeature *house;
  cairo_surface_t *plain, *degraded, *burning;
  Rgb before, after;

  add_area (table, "house-1", VD_TERRAIN_HOUSE, outline, G_N_ELEMENTS (outline));
  house = g_ptr_array_index (table->features, 0);
  vd_render_options_init (&options);
  options.labels = FALSE;
  plain = render_view (table, &options, NULL, NULL);
  add_stretch (house, 0, 120, VD_DAMAGE_DEGRADED);
  degraded = render_view (table, &options, NULL, NULL);
  house->on_fire = 2;
  burning = render_view (table, &options, NULL, NULL);

  /* Just inside the damaged side: paler than the roof was. */
  before = table_pixel (plain, 860, 504);
  after = table_pixel (degraded, 860, 504);
  g_assert_cmpfloat (0.299 * after.r + 0.587 * after.g + 0.114 * after.b, >,
                     0.299 * before.r + 0.587 * before.g + 0.114 * before.b + 0.1);
  /* The intact sides are drawn as before. */
  g_assert_cmpuint (count_differences (plain, degraded, 960, 560, 1010, 660), ==, 0);
  g_assert_cmpuint (count_differences (plain, degraded, 840, 480, 880, 520), >, 100);

  /* Burning: the roof turns the colour of flames, red and orange far from blue. */
  g_assert_cmpfloat (mean_warmth (burning, 820, 520, 980, 640), >,
                     mean_warmth (degraded, 820, 520, 980, 640) + 0.15);
  g_assert_cmpuint (count_differences (degraded, burning, 820, 520, 980, 640), ==, 161 * 121);
  g_assert_cmpuint (count_differences (degraded, burning, 100, 100, 300, 300), ==, 0);

  cairo_surface_destroy (plain);
  cairo_surface_destroy (degraded);
  cairo_surface_destroy (burning);
}

/* Pixels of SURFACE in columns X0..X1 within TOLERANCE of COLOR; *TOP the highest one's row. */
static guint
count_chart_color (cairo_surface_t *surface, int x0, int x1, VdColor color, double tolerance, int *top)
{
  int height = cairo_image_surface_get_height (surface);
  guint n = 0;

  *top = height;
  for (int y = 0; y < height; y++)
    for (int x = x0; x <= x1; x++)
      {
        Rgb p = pixel_at (surface, x, y);

        if (fabs (p.r - color.r) <= tolerance && fabs (p.g - color.g) <= tolerance &&
            fabs (p.b - color.b) <= tolerance)
          {
            n++;
            *top = MIN (*top, y);
          }
      }
  return n;
}

/* French: 6, 12, 2 figures in turns 1 to 3 (20 in all); Russian: 4, 0, 3 (7). */
static void
test_losses_chart (void)
{
  char *sides[] = { "french", "russian", NULL };
  int figures[] = { 6, 12, 2, 4, 0, 3 };
  VdTurnLosses losses = { sides, 2, 1, 3, figures };
  const char * const labels[] = { "French", "Russian", NULL };
  VdChartOptions options;
  VdColor french, russian;
  cairo_surface_t *surface;
  cairo_t *cr;
  int french_top, russian_top, text_top;
  guint n;

  vd_render_side_color ("french", &french, NULL);
  vd_render_side_color ("russian", &russian, NULL);

  /* Panel size, screen text: both lines and the legend in the sides' colours; on the right,
   * away from the legend, the French line (more losses) above the Russian. */
  vd_render_chart_options_init (&options);
  options.font_size = 11;
  options.labels = labels;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 220);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vd_render_losses_chart (cr, 300, 220, &losses, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpuint (count_chart_color (surface, 0, 299, french, 0.02, &french_top), >, 300);
  g_assert_cmpuint (count_chart_color (surface, 0, 299, russian, 0.02, &russian_top), >, 200);
  count_chart_color (surface, 200, 299, french, 0.02, &french_top);
  count_chart_color (surface, 200, 299, russian, 0.02, &russian_top);
  g_assert_cmpint (french_top, <, russian_top - 40);
  /* Dark text: the axes' labels and titles. */
  n = count_chart_color (surface, 0, 299, (VdColor) { 0, 0, 0, 1 }, 0.1, &text_top);
  g_assert_cmpuint (n, >, 300);
  cairo_surface_destroy (surface);

  /* The Russian side alone (a side's view): no French line nor legend entry, and a scale of
   * the Russian figures (up to 8, not 20), so their line rises far higher than beside the
   * French, near the top. */
  {
    const char * const russian_only[] = { "russian", NULL };
    int top;

    options.sides = russian_only;
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 220);
    cr = cairo_create (surface);
    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_paint (cr);
    vd_render_losses_chart (cr, 300, 220, &losses, &options);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    g_assert_cmpuint (count_chart_color (surface, 0, 299, french, 0.02, &top), ==, 0);
    g_assert_cmpuint (count_chart_color (surface, 0, 299, russian, 0.02, &top), >, 200);
    count_chart_color (surface, 200, 299, russian, 0.02, &top);
    g_assert_cmpint (top, <, russian_top - 60);
    g_assert_cmpint (top, <, french_top + 30);
    cairo_surface_destroy (surface);
    options.sides = NULL;
  }

  /* On a dark panel the text is light, the dark lines keep a light edge. */
  options.foreground = (VdColor) { 1, 1, 1, 1 };
  options.background = (VdColor) { 0.14, 0.14, 0.14, 1 };
  options.grid = (VdColor) { 1, 1, 1, 0.15 };
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 220);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.14, 0.14, 0.14);
  cairo_paint (cr);
  vd_render_losses_chart (cr, 300, 220, &losses, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpuint (count_chart_color (surface, 0, 299, (VdColor) { 1, 1, 1, 1 }, 0.1, &french_top),
                    >, 300);
  g_assert_cmpuint (count_chart_color (surface, 0, 299, french, 0.02, &french_top), >, 300);
  cairo_surface_destroy (surface);

  /* No room, no sides, one turn: nothing breaks, nothing drawn outside the box. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  vd_render_losses_chart (cr, 10, 10, &losses, NULL);
  losses.n_sides = 0;
  losses.sides[0] = NULL;
  losses.last_turn = 1;
  cairo_translate (cr, 0, 0);
  vd_render_losses_chart (cr, 40, 40, &losses, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* One counter, UNIT of BOARD, drawn at 10 pixels to a board unit, centred at (100, 100). */
static cairo_surface_t *
counter_surface (const VdBoard *board, const char *unit)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 200);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, 10, 10);
  vd_render_board_counter (cr, board, vd_board_find_unit (board, unit), 10, 10);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* BN 11.5c: a reduced skirmisher (its step, not its state) is drawn with its top right corner
 * cut off in the counter's ink; a full one of the same side is not. */
static void
test_counter_reduced (void)
{
  const char *text =
    "vedette: 1\nkind: board\ntitle: \"T\"\nruleset: bn\nturn: 1\n"
    "grid: {hexes: flat, columns: 3, rows: 3, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "units:\n"
    "  - {id: full, side: french, class: skirmisher, hex: \"0101\"}\n"
    "  - {id: reduced, side: french, class: skirmisher, hex: \"0202\", step: reduced}\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) board = vd_board_load_data (text, strlen (text), "board.yaml", NULL,
                                                 &error);
  cairo_surface_t *full, *reduced;
  Rgb a, b;

  g_assert_no_error (error);
  full = counter_surface (board, "full");
  reduced = counter_surface (board, "reduced");
  /* Inside the corner cut off, 0.45 and 0.45 of a board unit from the counter's corner. */
  a = pixel_at (full, 143, 57);
  b = pixel_at (reduced, 143, 57);
  g_assert_cmpfloat (fabs (a.r - b.r) + fabs (a.g - b.g) + fabs (a.b - b.b), >, 0.3);
  /* The middle of the counter's left edge alike. */
  a = pixel_at (full, 60, 100);
  b = pixel_at (reduced, 60, 100);
  g_assert_cmpfloat (fabs (a.r - b.r) + fabs (a.g - b.g) + fabs (a.b - b.b), <, 0.01);
  cairo_surface_destroy (full);
  cairo_surface_destroy (reduced);
}

/* BOARD drawn at 4 pixels to a board unit, its first hex's centre at (80, 80). */
static cairo_surface_t *
board_surface (const VdBoard *board)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 300);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, 4, 4);
  cairo_translate (cr, 20, 20);
  vd_render_board (cr, board, NULL, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* LBA-VIN-3: a battalion in the vineyard 0101 spread into 0102 is drawn there too, a lighter
 * copy of its counter; gathered, 0102 shows only its ground. */
static void
test_vineyard_spread (void)
{
  const char *grid =
    "vedette: 1\nkind: board\ntitle: \"T\"\nruleset: lba\nturn: 1\n"
    "grid: {hexes: flat, columns: 3, rows: 3, first: [1, 1], label: \"{col:02}{row:02}\","
    " rows_up: false, stagger: even-down}\n"
    "hexes:\n  \"0101\": {terrain: vineyard}\n  \"0102\": {terrain: vineyard}\n"
    "units:\n"
    "  - {id: b7, side: french, class: infantry, echelon: battalion, hex: \"0101\", strength: 7";
  g_autofree char *spread_text = g_strconcat (grid, ", spread: [\"0102\"]}\n", NULL);
  g_autofree char *gathered_text = g_strconcat (grid, "}\n", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoard) spread = vd_board_load_data (spread_text, strlen (spread_text), "board.yaml",
                                                  NULL, &error);
  g_autoptr(VdBoard) gathered = vd_board_load_data (gathered_text, strlen (gathered_text),
                                                    "board.yaml", NULL, &error);
  cairo_surface_t *with, *without;
  VdHex there;
  double x, y;
  Rgb a, b;

  g_assert_no_error (error);
  g_assert_true (vd_hex_grid_parse (spread->grid, "0102", &there));
  vd_hex_grid_centre (spread->grid, there, VD_RENDER_HEX_SIZE, &x, &y);
  with = board_surface (spread);
  without = board_surface (gathered);
  /* Left of the copy's middle, where its fill shows. */
  a = pixel_at (with, (int) ((x + 20 - VD_RENDER_HEX_SIZE * 0.3) * 4), (int) ((y + 20) * 4));
  b = pixel_at (without, (int) ((x + 20 - VD_RENDER_HEX_SIZE * 0.3) * 4), (int) ((y + 20) * 4));
  g_assert_cmpfloat (fabs (a.r - b.r) + fabs (a.g - b.g) + fabs (a.b - b.b), >, 0.1);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

/* The legend goes where no line passes: with the French line high across from the first
 * turn and the Russian along the bottom, it leaves the upper left corner for a place between;
 * its box meets no segment of either line. */
static void
test_losses_chart_legend_clear (void)
{
  char *sides[] = { "french", "russian", NULL };
  int usual[] = { 0, 0, 1, 0, 0, 1 };
  int blocking[] = { 16, 0, 0, 0, 4, 0, 0, 0, 0, 2 };
  VdTurnLosses usual_losses = { sides, 2, 1, 3, usual, NULL };
  VdTurnLosses losses = { sides, 2, 1, 5, blocking, NULL };
  const char * const labels[] = { "French", "Russian", NULL };
  g_autoptr(GArray) segments = g_array_new (FALSE, FALSE, sizeof (VdSegment));
  VdChartOptions options;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 220);
  cairo_t *cr = cairo_create (surface);
  VdRect usual_legend, legend;

  vd_render_chart_options_init (&options);
  options.font_size = 11;
  options.labels = labels;
  g_assert_true (vd_render_losses_chart_layout (cr, 300, 220, &usual_losses, &options,
                                                &usual_legend, NULL));
  g_assert_true (vd_render_losses_chart_layout (cr, 300, 220, &losses, &options, &legend,
                                                segments));
  /* Both lines, four segments each. */
  g_assert_cmpuint (segments->len, ==, 8);
  g_assert_false (vd_rect_is_empty (legend));
  /* The lines pass where the legend usually sits... */
  {
    guint n = 0;

    for (guint i = 0; i < segments->len; i++)
      n += vd_render_rect_meets_segment (usual_legend, g_array_index (segments, VdSegment, i));
    g_assert_cmpuint (n, >, 0);
  }
  /* ...so it moved down, and meets none of them. */
  g_assert_cmpfloat (legend.y0, >, usual_legend.y0);
  for (guint i = 0; i < segments->len; i++)
    g_assert_false (vd_render_rect_meets_segment (legend, g_array_index (segments, VdSegment, i)));
  /* Inside the chart. */
  g_assert_cmpfloat (legend.x0, >=, 0);
  g_assert_cmpfloat (legend.x1, <=, 300);
  g_assert_cmpfloat (legend.y1, <=, 220);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/pixels", test_pixels);
  g_test_add_func ("/render/board/counter-reduced-11.5c", test_counter_reduced);
  g_test_add_func ("/render/board/LBA-VIN-3-spread", test_vineyard_spread);
  g_test_add_func ("/render/losses-chart", test_losses_chart);
  g_test_add_func ("/render/losses-chart-legend-covers-no-line", test_losses_chart_legend_clear);
  g_test_add_func ("/render/no-selection", test_no_selection);
  g_test_add_func ("/render/side-colors", test_side_colors);
  g_test_add_func ("/render/every-terrain-type", test_every_terrain_type);
  g_test_add_func ("/render/degenerate", test_degenerate);
  g_test_add_func ("/render/to-file", test_to_file);
  g_test_add_func ("/render/to-file-errors", test_to_file_errors);
  g_test_add_func ("/render/caption", test_caption);
  g_test_add_func ("/render/demo", test_demo);
  g_test_add_func ("/render/hidden-units", test_hidden_units);
  g_test_add_func ("/render/sight-overlay", test_sight_overlay);
  g_test_add_func ("/render/damage/HOBS-4-wall-degraded-and-destroyed", test_damaged_wall);
  g_test_add_func ("/render/damage/HOUSE-7-HOUSE-10-house-degraded-and-burning",
                   test_damaged_house);

  return g_test_run ();
}
