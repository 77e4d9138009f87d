#include <math.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-render.h"
#include "vd-render-private.h"
#include "vd-table-reader.h"
#include "vd-terrain-cache.h"
#include "vd-units-cache.h"

/* Issue 21: the app's cached layers (the terrain cache, the units layer, the dragged units over
 * it) draw what one full redraw draws, after terrain edits, unit moves, zooms and pans. */

#define VIEW_W 640
#define VIEW_H 400
/* A layer composited over another rounds each 8-bit premultiplied blend once more than one
 * drawing straight over the terrain: antialiased edges and see-through pixels may differ by a
 * couple of levels, never more. */
#define TOLERANCE 3

typedef struct {
  VdTable        *table;
  VdRuleset      *ruleset;
  VdViewport     *viewport;
  VdTerrainCache *cache;
  VdRenderOptions options;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *demo = vd_data_find ("data/shevardino.yaml");
  g_autoptr(GError) error = NULL;

  if (demo == NULL)
    {
      g_test_skip ("the demo battle data/shevardino.yaml is not there");
      return;
    }
  f->table = vd_table_load_checked (demo, &f->ruleset, &error);
  g_assert_no_error (error);
  f->viewport = vd_viewport_new ();
  vd_viewport_set_view_size (f->viewport, VIEW_W, VIEW_H);
  vd_viewport_fit (f->viewport, vd_render_table_extent (f->table), 16);
  f->cache = vd_terrain_cache_new ();
  vd_render_options_init (&f->options);
  f->options.background.a = 0;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->cache, vd_terrain_cache_free);
  g_clear_object (&f->viewport);
  g_clear_pointer (&f->table, vd_table_free);
  g_clear_pointer (&f->ruleset, vd_ruleset_free);
}

static cairo_surface_t *
new_image (void)
{
  return cairo_image_surface_create (CAIRO_FORMAT_ARGB32, VIEW_W, VIEW_H);
}

/* Copies SURFACE's pixels into an image of its own (the cache's view shares its memory with a
 * larger surface: its stride is not an image's of its width). */
static cairo_surface_t *
own_copy (cairo_surface_t *surface)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                       cairo_image_surface_get_width (surface),
                                                       cairo_image_surface_get_height (surface));
  cairo_t *cr = cairo_create (image);

  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  return image;
}

typedef void (*DrawLayer) (cairo_t *cr, const VdTable *table, const VdRuleset *ruleset,
                           const VdViewport *viewport, const VdRenderOptions *options);

/* What DRAW draws of the table with OPTIONS at SCALE device pixels per view pixel, on a
 * surface MARGIN view pixels larger than the view on every side, as the caches draw their
 * layers (cairo draws a pixel near a surface's edge a little differently), the view cut out. */
static cairo_surface_t *
drawn_with_margin (Fixture *f, DrawLayer draw, const VdRenderOptions *options, int margin,
                   int scale)
{
  cairo_surface_t *large = vd_render_layer_new (VIEW_W, VIEW_H, margin, scale);
  cairo_surface_t *view = vd_render_layer_view (large, VIEW_W, VIEW_H, margin, scale);
  cairo_surface_t *image;
  cairo_t *cr = cairo_create (large);

  vd_viewport_apply (f->viewport, cr);
  draw (cr, f->table, f->ruleset, f->viewport, options);
  cairo_destroy (cr);
  cairo_surface_flush (large);
  image = own_copy (view);
  cairo_surface_destroy (view);
  cairo_surface_destroy (large);
  return image;
}

/* The whole table drawn as the caches draw their layers. */
static cairo_surface_t *
full_redraw (Fixture *f)
{
  return drawn_with_margin (f, vd_render_table, &f->options, VD_TERRAIN_CACHE_MARGIN, 1);
}

static cairo_surface_t *fresh_units (Fixture *f, const VdRenderOptions *options, int scale,
                                     gboolean scale_bar);

/* What the app shows: the cache brought up to date (UPDATE: what that took), the units layer
 * over it (drawn as the units cache draws it, with the scale bar). */
static cairo_surface_t *
cached_frame (Fixture *f, VdTerrainCacheUpdate *update)
{
  cairo_surface_t *image = new_image ();
  cairo_surface_t *units;
  cairo_t *cr = cairo_create (image);

  *update = vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
  cairo_set_source_surface (cr, vd_terrain_cache_get_surface (f->cache), 0, 0);
  cairo_paint (cr);
  units = fresh_units (f, &f->options, 1, f->options.scale_bar);
  cairo_set_source_surface (cr, units, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (units);
  cairo_surface_flush (image);
  return image;
}

/* How many pixels of A and B differ by more than TOLERANCE in a channel. */
static guint
count_differences (cairo_surface_t *a, cairo_surface_t *b, int tolerance)
{
  const guchar *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  guint n = 0;

  for (int y = 0; y < VIEW_H; y++)
    for (int x = 0; x < VIEW_W; x++)
      for (int c = 0; c < 4; c++)
        {
          int d = abs (pa[y * stride + 4 * x + c] - pb[y * stride + 4 * x + c]);

          if (d > tolerance)
            {
              n++;
              break;
            }
        }
  return n;
}

static void
assert_same_as_full (Fixture *f, VdTerrainCacheUpdate expected)
{
  VdTerrainCacheUpdate update;
  cairo_surface_t *cached = cached_frame (f, &update);
  cairo_surface_t *full = full_redraw (f);

  g_assert_cmpint (update, ==, expected);
  if (g_getenv ("VD_DUMP") != NULL)
    {
      cairo_surface_write_to_png (cached, "/tmp/layers-cached.png");
      cairo_surface_write_to_png (full, "/tmp/layers-full.png");
    }
  /* The caches draw every pixel away from any edge, as the whole table is drawn here: none
   * differs but by the blend's rounding. */
  g_assert_cmpuint (count_differences (cached, full, TOLERANCE), ==, 0);
  cairo_surface_destroy (cached);
  cairo_surface_destroy (full);
}

/* A frame, kept for comparing the next one with it. */
static cairo_surface_t *
warm (Fixture *f)
{
  VdTerrainCacheUpdate update;

  return cached_frame (f, &update);
}

static void
test_first_frame (Fixture *f, gconstpointer data)
{
  if (f->table == NULL)
    return;
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  assert_same_as_full (f, VD_TERRAIN_CACHE_KEPT);
}

static void
test_terrain_edit (Fixture *f, gconstpointer data)
{
  cairo_surface_t *before;
  cairo_surface_t *after;
  VdFeature *feature = NULL;
  VdTerrainCacheUpdate update;

  if (f->table == NULL)
    return;
  before = warm (f);
  /* The largest wood goes 150 mm to the right, as a drag of the editor would put it. */
  for (guint i = 0; i < f->table->features->len; i++)
    {
      VdFeature *candidate = g_ptr_array_index (f->table->features, i);

      if (candidate->type == VD_TERRAIN_WOOD && feature == NULL)
        feature = candidate;
    }
  g_assert_nonnull (feature);
  for (guint k = 0; k < feature->path.n_points; k++)
    feature->path.points[k].x += 150;
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  after = cached_frame (f, &update);
  /* The edit shows: without the cache's check it would have kept the old wood. */
  g_assert_cmpuint (count_differences (before, after, TOLERANCE), >, 100);
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
}

static void
test_unit_move (Fixture *f, gconstpointer data)
{
  VdUnit *unit;
  cairo_surface_t *before;

  if (f->table == NULL)
    return;
  before = warm (f);
  unit = g_ptr_array_index (f->table->units, 0);
  unit->at.x += 120;
  unit->at.y += 80;
  assert_same_as_full (f, VD_TERRAIN_CACHE_KEPT);
  cairo_surface_destroy (before);
}

static void
test_zoom (Fixture *f, gconstpointer data)
{
  cairo_surface_t *before;

  if (f->table == NULL)
    return;
  before = warm (f);
  vd_viewport_zoom_at (f->viewport, 300, 180, 2.5);
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  vd_viewport_zoom_at (f->viewport, 100, 300, 1.25);
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  cairo_surface_destroy (before);
}

static void
test_pan (Fixture *f, gconstpointer data)
{
  cairo_surface_t *before;

  if (f->table == NULL)
    return;
  vd_viewport_zoom_at (f->viewport, 320, 200, 3);
  before = warm (f);
  /* Whole pixels: the kept pixels move and only the uncovered strips are drawn. */
  vd_viewport_pan_by (f->viewport, 37, -23);
  assert_same_as_full (f, VD_TERRAIN_CACHE_SHIFTED);
  vd_viewport_pan_by (f->viewport, -90, 0);
  assert_same_as_full (f, VD_TERRAIN_CACHE_SHIFTED);
  vd_viewport_pan_by (f->viewport, 0, 61);
  assert_same_as_full (f, VD_TERRAIN_CACHE_SHIFTED);
  /* Half a pixel cannot reuse the pixels: drawn whole. */
  vd_viewport_pan_by (f->viewport, 0.5, 0);
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  /* Farther than the view: nothing to keep. */
  vd_viewport_pan_by (f->viewport, -VIEW_W - 5, 0);
  assert_same_as_full (f, VD_TERRAIN_CACHE_REDRAWN);
  cairo_surface_destroy (before);
}

static guint8
alpha_at (cairo_surface_t *image, VdPoint view)
{
  const guchar *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);

  return data[(int) view.y * stride + 4 * (int) view.x + 3];
}

/* A drag lifts its unit off the units layer: the layer leaves it out, the lifted layer draws
 * it alone. */
static void
test_lifted (Fixture *f, gconstpointer data)
{
  g_autoptr(GHashTable) lifted = g_hash_table_new (g_str_hash, g_str_equal);
  cairo_surface_t *layer = new_image ();
  cairo_surface_t *top = new_image ();
  VdUnit *unit, *other;
  VdPoint at, other_at;
  VdRect rect;
  cairo_t *cr;

  if (f->table == NULL)
    return;
  vd_viewport_zoom_at (f->viewport, 320, 200, 2);
  unit = g_ptr_array_index (f->table->units, 0);
  other = g_ptr_array_index (f->table->units, 1);
  vd_viewport_set_center (f->viewport, vd_footprint_centre (vd_unit_footprint (unit)));
  at = vd_viewport_table_to_view (f->viewport, vd_footprint_centre (vd_unit_footprint (unit)));
  g_hash_table_add (lifted, unit->id);

  f->options.lifted_units = lifted;
  cr = cairo_create (layer);
  vd_viewport_apply (f->viewport, cr);
  vd_render_units_layer (cr, f->table, f->ruleset, f->viewport, &f->options);
  cairo_destroy (cr);
  f->options.only_lifted = TRUE;
  cr = cairo_create (top);
  vd_viewport_apply (f->viewport, cr);
  vd_render_units_layer (cr, f->table, f->ruleset, f->viewport, &f->options);
  cairo_destroy (cr);
  cairo_surface_flush (layer);
  cairo_surface_flush (top);

  g_assert_cmpuint (alpha_at (layer, at), ==, 0);
  g_assert_cmpuint (alpha_at (top, at), ==, 255);
  /* The other units stay on the layer and are not drawn again over it. */
  other_at = vd_viewport_table_to_view (f->viewport, vd_footprint_centre (vd_unit_footprint (other)));
  if (other_at.x >= 0 && other_at.x < VIEW_W && other_at.y >= 0 && other_at.y < VIEW_H)
    g_assert_cmpuint (alpha_at (top, other_at), ==, 0);
  g_assert_true (vd_render_lifted_view_rect (f->table, f->viewport, lifted, &rect));
  g_assert_true (vd_rect_contains_point (rect, at));
  cairo_surface_destroy (layer);
  cairo_surface_destroy (top);
}

/* The units layer drawn whole, as vd_units_cache_update() must have it, at SCALE device
 * pixels per view pixel, with the scale bar when SCALE_BAR: on a surface
 * VD_UNITS_CACHE_MARGIN larger than the view on every side, the view cut out. */
static cairo_surface_t *
fresh_units (Fixture *f, const VdRenderOptions *options, int scale, gboolean scale_bar)
{
  VdRenderOptions fresh = *options;
  cairo_surface_t *image;

  fresh.scale_bar = scale_bar;
  image = drawn_with_margin (f, vd_render_units_layer, &fresh, VD_UNITS_CACHE_MARGIN, scale);
  cairo_surface_set_device_scale (image, scale, scale);
  return image;
}

/* Whether A and B hold the same bytes, every pixel; a failure leaves them in /tmp to look at. */
static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);
  gboolean same;

  g_assert_cmpint (cairo_image_surface_get_width (a), ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (height, ==, cairo_image_surface_get_height (b));
  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  same = memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) stride * height) == 0;
  if (!same)
    {
      cairo_surface_write_to_png (a, "/tmp/units-cache-cached.png");
      cairo_surface_write_to_png (b, "/tmp/units-cache-fresh.png");
    }
  return same;
}

/* Brings the units cache up to date as the app does (the terrain's names from the terrain
 * cache), checks what that took and that its pixels are exactly the layer drawn fresh. */
static void
assert_units_cached (Fixture *f, VdUnitsCache *units, int scale, VdUnitsCacheUpdate expected)
{
  VdRenderOptions options = f->options;
  cairo_surface_t *cached, *fresh;

  vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &options, scale);
  options.terrain_labels = vd_terrain_cache_get_labels (f->cache);
  g_assert_cmpint (vd_units_cache_update (units, f->table, f->ruleset, f->viewport, &options,
                                          scale), ==, expected);
  cached = own_copy (vd_units_cache_get_surface (units));
  fresh = fresh_units (f, &options, scale, FALSE);
  g_assert_true (same_pixels (cached, fresh));
  cairo_surface_destroy (fresh);
  cairo_surface_destroy (cached);
}

static void
pan_and_check (Fixture *f, VdUnitsCache *units, int scale, double dx, double dy,
               VdUnitsCacheUpdate expected)
{
  vd_viewport_pan_by (f->viewport, dx, dy);
  assert_units_cached (f, units, scale, expected);
}

/* How many units' labels are placed in the view now: the checks mean something only with
 * some of them drawn. */
static guint
labels_in_view (Fixture *f)
{
  cairo_surface_t *image = new_image ();
  cairo_t *cr = cairo_create (image);
  g_autoptr(GArray) labels = NULL;
  VdRect view = { 0, 0, VIEW_W, VIEW_H };
  guint n = 0;

  vd_viewport_apply (f->viewport, cr);
  labels = vd_render_place_unit_labels (cr, f->table, f->ruleset, f->viewport, &f->options);
  for (guint i = 0; i < labels->len; i++)
    {
      const VdUnitLabel *label = &g_array_index (labels, VdUnitLabel, i);
      VdPoint a, b;

      if (label->text == NULL)
        continue;
      a = vd_viewport_table_to_view (f->viewport, vd_point (label->box.x0, label->box.y0));
      b = vd_viewport_table_to_view (f->viewport, vd_point (label->box.x1, label->box.y1));
      if (vd_rect_intersects (view, (VdRect) { MIN (a.x, b.x), MIN (a.y, b.y),
                                               MAX (a.x, b.x), MAX (a.y, b.y) }))
        n++;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return n;
}

/* Issue 21: the units layer kept by vd_units_cache follows pans in every direction and size,
 * unit edits, a zoom, lifted units, a selection and a side's hidden set, and its pixels are
 * always exactly those of the layer drawn whole. */
static void
test_units_cache (Fixture *f, gconstpointer data)
{
  g_autoptr(VdUnitsCache) units = vd_units_cache_new ();
  g_autoptr(GHashTable) lifted = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) hidden = g_hash_table_new (g_str_hash, g_str_equal);
  VdUnit *first, *second, *third;
  VdPoint home;
  cairo_surface_t *with_bar, *fresh, *large, *view;
  cairo_t *cr;
  int scale = GPOINTER_TO_INT (data);

  if (f->table == NULL)
    return;
  first = g_ptr_array_index (f->table->units, 0);
  second = g_ptr_array_index (f->table->units, 1);
  third = g_ptr_array_index (f->table->units, 2);
  vd_viewport_zoom_at (f->viewport, VIEW_W / 2.0, VIEW_H / 2.0, 3);
  vd_viewport_set_center (f->viewport, vd_footprint_centre (vd_unit_footprint (first)));
  g_assert_cmpuint (labels_in_view (f), >, 2);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_KEPT);

  /* Whole pixels every way, small and large: the pixels move, the strips are drawn. */
  pan_and_check (f, units, scale, 37, -23, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, -90, 0, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, 0, 61, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, 1, 1, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, -8, 0, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, 300, -250, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, -300, 250, VD_UNITS_CACHE_SHIFTED);
  /* Farther than the view, and half a device pixel: drawn whole, the labels kept. */
  pan_and_check (f, units, scale, -VIEW_W - 5, 0, VD_UNITS_CACHE_REDRAWN);
  pan_and_check (f, units, scale, VIEW_W + 5, 0, VD_UNITS_CACHE_REDRAWN);
  pan_and_check (f, units, scale, 0.5 / scale, 0, VD_UNITS_CACHE_REDRAWN);
  pan_and_check (f, units, scale, 12, 7, VD_UNITS_CACHE_SHIFTED);

  /* A unit moved and one renamed: seen without being told, drawn again only where they and
   * the labels they push aside were and are, then panned. */
  first->at.x += 40;
  first->at.y -= 25;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  pan_and_check (f, units, scale, -45, 33, VD_UNITS_CACHE_SHIFTED);
  g_free (second->name);
  second->name = g_strdup ("A much longer name that crowds its neighbours' labels");
  g_clear_pointer (&second->label, g_free);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  pan_and_check (f, units, scale, 20, -64, VD_UNITS_CACHE_SHIFTED);
  /* Turned, re-formed, losses taken, two at once, one moved out of the view and back. */
  first->facing += 30;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  third->formation = third->formation == VD_FORMATION_COLUMN ? VD_FORMATION_LINE
                                                             : VD_FORMATION_COLUMN;
  second->casualties += 2;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  home = third->at;
  third->at.x += 2 * VIEW_W / vd_viewport_get_scale (f->viewport);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  third->at = home;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_PATCHED);
  /* Every unit moved: drawn whole, cheaper than in parts. */
  for (guint i = 0; i < f->table->units->len; i++)
    ((VdUnit *) g_ptr_array_index (f->table->units, i))->at.y += 3;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);

  /* A selection, bold and drawn on top. */
  f->options.selected_unit = third->id;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  pan_and_check (f, units, scale, -33, -17, VD_UNITS_CACHE_SHIFTED);

  /* A drag lifts a unit off the layer: while it moves the layer is kept, and pans. */
  g_hash_table_add (lifted, first->id);
  f->options.lifted_units = lifted;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  first->at.x += 30;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_KEPT);
  pan_and_check (f, units, scale, 0, -40, VD_UNITS_CACHE_SHIFTED);
  f->options.lifted_units = NULL;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);

  /* A side's view hides units; hidden, they may change unseen. */
  g_hash_table_add (hidden, second->id);
  g_hash_table_add (hidden, third->id);
  f->options.hidden_units = hidden;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  second->facing += 45;
  pan_and_check (f, units, scale, 51, 9, VD_UNITS_CACHE_SHIFTED);
  g_hash_table_remove (hidden, third->id);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);

  /* A zoom step places the labels again; then pans at the new zoom. */
  vd_viewport_zoom_at (f->viewport, 200, 150, 1.5);
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  pan_and_check (f, units, scale, -70, 44, VD_UNITS_CACHE_SHIFTED);
  pan_and_check (f, units, scale, 3, -2, VD_UNITS_CACHE_SHIFTED);

  /* The labels switched off, then on. */
  f->options.labels = FALSE;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);
  f->options.labels = TRUE;
  assert_units_cached (f, units, scale, VD_UNITS_CACHE_REDRAWN);

  /* The scale bar drawn over the kept pixels (as in fresh_units, on a surface larger than the
   * view) makes the whole units layer. */
  large = vd_render_layer_new (VIEW_W, VIEW_H, VD_UNITS_CACHE_MARGIN, scale);
  cr = cairo_create (large);
  cairo_set_source_surface (cr, vd_units_cache_get_surface (units), 0, 0);
  cairo_paint (cr);
  vd_viewport_apply (f->viewport, cr);
  vd_render_scale_bar (cr, f->table, f->ruleset, f->viewport, &f->options);
  cairo_destroy (cr);
  cairo_surface_flush (large);
  view = vd_render_layer_view (large, VIEW_W, VIEW_H, VD_UNITS_CACHE_MARGIN, scale);
  with_bar = own_copy (view);
  cairo_surface_destroy (view);
  cairo_surface_destroy (large);
  fresh = fresh_units (f, &f->options, scale, TRUE);
  g_assert_true (same_pixels (with_bar, fresh));
  cairo_surface_destroy (fresh);
  cairo_surface_destroy (with_bar);
  f->options.hidden_units = NULL;
  f->options.selected_unit = NULL;
}

/* The mean difference, over every channel of every pixel, between two images of the view. */
static double
mean_difference (cairo_surface_t *a, cairo_surface_t *b)
{
  const guchar *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int sa = cairo_image_surface_get_stride (a), sb = cairo_image_surface_get_stride (b);
  double sum = 0;

  for (int y = 0; y < VIEW_H; y++)
    for (int x = 0; x < VIEW_W * 4; x++)
      sum += abs (pa[y * sa + x] - pb[y * sb + x]);
  return sum / ((double) VIEW_W * VIEW_H * 4);
}

/* SURFACE, the view's pixels, drawn on an image of the view through TRANSFORM. */
static cairo_surface_t *
drawn_through (cairo_surface_t *surface, const cairo_matrix_t *transform)
{
  cairo_surface_t *image = new_image ();
  cairo_t *cr = cairo_create (image);

  cairo_transform (cr, transform);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  return image;
}

/* The table point P, drawn where MATRIX put it in the kept pixels, is taken by TRANSFORM where
 * the viewport puts it now. */
static void
assert_transform_takes (Fixture *f, const cairo_matrix_t *kept, const cairo_matrix_t *transform,
                        VdPoint p)
{
  VdPoint now = vd_viewport_table_to_view (f->viewport, p);
  double x = p.x, y = p.y;

  cairo_matrix_transform_point (kept, &x, &y);
  cairo_matrix_transform_point (transform, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, now.x, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, now.y, 1e-6);
}

/* Issue 21: while a zoom goes on, the app shows the layers kept, scaled, instead of drawing
 * them again at each step. The caches offer their pixels only when they show what an update
 * would draw but for the zoom and the pan (never a stale unit, a unit a side may not see or an
 * old wood), with the transform that puts every table point where the new view has it. */
static void
test_zoom_preview (Fixture *f, gconstpointer data)
{
  g_autoptr(VdUnitsCache) units = vd_units_cache_new ();
  g_autoptr(GHashTable) hidden = g_hash_table_new (g_str_hash, g_str_equal);
  VdUnit *unit;
  VdFeature *feature;
  cairo_matrix_t kept, transform;
  cairo_surface_t *scaled, *unscaled, *sharp;
  guint terrain_serial, units_serial;
  double scaled_off, unscaled_off;

  if (f->table == NULL)
    return;
  unit = g_ptr_array_index (f->table->units, 0);
  feature = g_ptr_array_index (f->table->features, 0);
  /* Nothing kept yet: nothing to show. */
  g_assert_false (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                            &f->options, 1, &transform));
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
  vd_units_cache_update (units, f->table, f->ruleset, f->viewport, &f->options, 1);
  terrain_serial = vd_terrain_cache_get_serial (f->cache);
  units_serial = vd_units_cache_get_serial (units);
  vd_viewport_get_matrix (f->viewport, &kept);

  /* Two zoom steps and a pan, as a pinch gives them. */
  vd_viewport_zoom_at (f->viewport, 200, 150, 1.5);
  vd_viewport_zoom_at (f->viewport, 420, 90, 1.2);
  vd_viewport_pan_by (f->viewport, -30, 12.5);
  g_assert_true (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                           &f->options, 1, &transform));
  assert_transform_takes (f, &kept, &transform, vd_point (0, 0));
  assert_transform_takes (f, &kept, &transform, vd_point (f->table->width, f->table->depth));
  assert_transform_takes (f, &kept, &transform, unit->at);
  g_assert_true (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                         &f->options, 1, &transform));
  assert_transform_takes (f, &kept, &transform, unit->at);
  /* A preview draws nothing and keeps nothing new. */
  g_assert_cmpuint (vd_terrain_cache_get_serial (f->cache), ==, terrain_serial);
  g_assert_cmpuint (vd_units_cache_get_serial (units), ==, units_serial);

  /* The kept terrain, scaled, is close to the sharp one, far closer than left unscaled. */
  vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1,
                            &transform);
  scaled = drawn_through (vd_terrain_cache_get_surface (f->cache), &transform);
  cairo_matrix_init_identity (&transform);
  unscaled = drawn_through (vd_terrain_cache_get_surface (f->cache), &transform);
  sharp = drawn_with_margin (f, vd_render_terrain_layer, &f->options, VD_TERRAIN_CACHE_MARGIN, 1);
  scaled_off = mean_difference (scaled, sharp);
  unscaled_off = mean_difference (unscaled, sharp);
  g_test_message ("mean difference to the sharp terrain: scaled %.2f, unscaled %.2f levels",
                  scaled_off, unscaled_off);
  g_assert_cmpfloat (scaled_off * 3, <, unscaled_off);
  cairo_surface_destroy (scaled);
  cairo_surface_destroy (unscaled);
  cairo_surface_destroy (sharp);

  /* What changed is drawn, not scaled: a wood moved, names shown otherwise, another size. */
  feature->path.points[0].x += 40;
  g_assert_false (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                            &f->options, 1, &transform));
  feature->path.points[0].x -= 40;
  f->options.labels = !f->options.labels;
  g_assert_false (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                            &f->options, 1, &transform));
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  f->options.labels = !f->options.labels;
  g_assert_false (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                            &f->options, 2, &transform));
  vd_viewport_set_view_size (f->viewport, VIEW_W, VIEW_H + 1);
  g_assert_false (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                            &f->options, 1, &transform));
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  vd_viewport_set_view_size (f->viewport, VIEW_W, VIEW_H);

  /* A unit moved, selected, or hidden from the side whose view it is. */
  unit->at.x += 25;
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  unit->at.x -= 25;
  f->options.selected_unit = unit->id;
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  f->options.selected_unit = NULL;
  g_hash_table_add (hidden, unit->id);
  f->options.hidden_units = hidden;
  g_assert_false (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                          &f->options, 1, &transform));
  f->options.hidden_units = NULL;
  /* Put back, the kept pixels show it all again; once drawn at the new zoom, in place. */
  g_assert_true (vd_units_cache_preview (units, f->table, f->ruleset, f->viewport,
                                         &f->options, 1, &transform));
  vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
  g_assert_true (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport,
                                           &f->options, 1, &transform));
  g_assert_cmpfloat_with_epsilon (transform.xx, 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (transform.yy, 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (transform.x0, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (transform.y0, 0, 1e-9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/render/layers/first-frame", Fixture, NULL, fixture_set_up, test_first_frame,
              fixture_tear_down);
  g_test_add ("/render/layers/terrain-edit", Fixture, NULL, fixture_set_up, test_terrain_edit,
              fixture_tear_down);
  g_test_add ("/render/layers/unit-move", Fixture, NULL, fixture_set_up, test_unit_move,
              fixture_tear_down);
  g_test_add ("/render/layers/zoom", Fixture, NULL, fixture_set_up, test_zoom,
              fixture_tear_down);
  g_test_add ("/render/layers/pan", Fixture, NULL, fixture_set_up, test_pan, fixture_tear_down);
  g_test_add ("/render/layers/drag-lifts-units", Fixture, NULL, fixture_set_up, test_lifted,
              fixture_tear_down);
  g_test_add ("/render/layers/units-cache", Fixture, GINT_TO_POINTER (1), fixture_set_up,
              test_units_cache, fixture_tear_down);
  g_test_add ("/render/layers/units-cache-scale-2", Fixture, GINT_TO_POINTER (2),
              fixture_set_up, test_units_cache, fixture_tear_down);
  g_test_add ("/render/layers/zoom-preview", Fixture, NULL, fixture_set_up, test_zoom_preview,
              fixture_tear_down);
  return g_test_run ();
}
