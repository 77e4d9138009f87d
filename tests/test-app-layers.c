/* Issue 21 in the real widget: the table view, drawn from its cached layers (the terrain
 * cache's texture, the units layer) and rendered by GSK's cairo renderer, shows what one full
 * redraw of the table shows, after a unit move, a pan and a zoom. */
#include <math.h>
#include <string.h>

#include "vd-render.h"
#include "vd-render-private.h"
#include "vd-ruler-layer.h"
#include "vd-table-layer.h"
#include "vd-table-view-private.h"
#include "vd-terrain-cache.h"
#include "vd-test-app.h"

/* GSK paints the units layer over the terrain's texture: each 8-bit blend is rounded once more
 * than in one drawing, so antialiased edges may differ by a few levels. */
#define TOLERANCE   3
/* After a pan the kept pixels were drawn on a surface placed where the view was, and cairo 1.16
 * rasterizes a long, shallow edge running off a surface (a road, once zoomed in) a little
 * differently when the surface is moved by whole pixels: a plain cairo stroke, moved by
 * (40, −24) with its surface, changes 148 pixels by up to 12 levels. So after a pan, and only
 * then, one pixel in a thousand may differ, by at most 16 levels. */
#define PAN_SHARE   0.001
#define PAN_LEVELS  16

/* NODE rendered by GSK's cairo renderer on WIDGET's surface, WIDTH by HEIGHT pixels. */
static GdkTexture *
render_node (GtkWidget *widget, GskRenderNode *node, int width, int height)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  g_assert_true (gsk_renderer_realize (renderer, gtk_native_get_surface (gtk_widget_get_native (widget)),
                                       &error));
  g_assert_no_error (error);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  return texture;
}

static GdkTexture *
render_view (VdTableView *view)
{
  GtkWidget *widget = GTK_WIDGET (view);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  return render_node (widget, node, width, height);
}

/* What one layer draws by itself, on a transparent ground. */
static GdkTexture *
render_layer (GtkWidget *layer)
{
  int width = gtk_widget_get_width (layer), height = gtk_widget_get_height (layer);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  GTK_WIDGET_GET_CLASS (layer)->snapshot (layer, snapshot);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0 },
                             &GRAPHENE_RECT_INIT (0, 0, width, height));
  node = gtk_snapshot_free_to_node (snapshot);
  return render_node (layer, node, width, height);
}

/* Compares the widget's picture with the table drawn whole, over the table's cloth (opaque in
 * both: the widget's background and overlays around it do not count), on a surface a margin
 * larger than the view, as the caches draw (a pixel near a surface's edge is drawn a little
 * differently): how many of the AREA pixels compared differ by more than TOLERANCE, and by how
 * much at most (*MAX_LEVELS). */
static guint
count_off_full_redraw (VdTableView *view, guint *area, int *max_levels)
{
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  g_autoptr(GdkTexture) texture = render_view (view);
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  cairo_surface_t *large = vd_render_layer_new (width, height, VD_TERRAIN_CACHE_MARGIN, 1);
  cairo_surface_t *full = vd_render_layer_view (large, width, height, VD_TERRAIN_CACHE_MARGIN, 1);
  cairo_t *cr = cairo_create (large);
  VdRenderOptions options;
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  const guchar *expected;
  int stride;
  VdPoint a, b;
  int x0, x1, y0, y1;
  guint differing = 0;

  vd_table_view_get_render_options (view, &options);
  options.background.a = 0;
  vd_viewport_apply (viewport, cr);
  vd_render_table (cr, table, vd_table_view_get_ruleset (view), viewport, &options);
  cairo_destroy (cr);
  cairo_surface_flush (large);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  expected = cairo_image_surface_get_data (full);
  stride = cairo_image_surface_get_stride (full);

  a = vd_viewport_table_to_view (viewport, vd_point (0, table->depth));
  b = vd_viewport_table_to_view (viewport, vd_point (table->width, 0));
  x0 = MAX ((int) ceil (a.x) + 2, 0);
  y0 = MAX ((int) ceil (a.y) + 2, 0);
  x1 = MIN ((int) floor (b.x) - 2, width);
  y1 = MIN ((int) floor (b.y) - 2, height);
  g_assert_cmpint (x1 - x0, >, 50);
  g_assert_cmpint (y1 - y0, >, 50);
  *area = (guint) ((x1 - x0) * (y1 - y0));
  *max_levels = 0;
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        int worst = 0;

        for (int c = 0; c < 4; c++)
          worst = MAX (worst, abs (pixels[y * width * 4 + 4 * x + c] - expected[y * stride + 4 * x + c]));
        *max_levels = MAX (*max_levels, worst);
        differing += worst > TOLERANCE;
      }
  if (g_getenv ("VD_DUMP") != NULL)
    {
      cairo_surface_write_to_png (full, "/tmp/layers-gui-full.png");
      gdk_texture_save_to_png (texture, "/tmp/layers-gui-view.png");
    }
  cairo_surface_destroy (full);
  cairo_surface_destroy (large);
  return differing;
}

/* The widget's picture is the table drawn whole; PANNED, after a pan (PAN_SHARE). */
static void
assert_view_is_full_redraw (VdTableView *view, gboolean panned)
{
  guint area;
  int max_levels;
  guint differing = count_off_full_redraw (view, &area, &max_levels);

  g_assert_cmpfloat (differing, <=, panned ? PAN_SHARE * area : 0);
  g_assert_cmpint (max_levels, <=, panned ? PAN_LEVELS : TOLERANCE);
}

static void
test_cached_layers (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  VdUnit *unit = g_ptr_array_index (table->units, 0);

  assert_view_is_full_redraw (view, FALSE);

  vd_document_move_unit (vd_table_view_get_document (view), unit,
                         vd_point (unit->at.x + 90, unit->at.y + 60));
  vd_test_spin_a_little ();
  assert_view_is_full_redraw (view, FALSE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-in", NULL));
  vd_test_spin_a_little ();
  assert_view_is_full_redraw (view, FALSE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.pan", "(dd)", 40.0, -24.0));
  vd_test_spin_a_little ();
  assert_view_is_full_redraw (view, TRUE);

  vd_test_close_window (window);
}

static guint32
view_pixel (GdkTexture *texture, VdPoint p)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  return pixels[(int) p.y * width + (int) p.x];
}

/* During a drag the dragged unit is drawn over the kept units layer, where the pointer has
 * taken it, and no longer where it stood; the layer below is not drawn again at each motion. */
static void
test_drag_draws_unit_on_top (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  VdUnit *unit = g_ptr_array_index (table->units, 0);
  g_autoptr(GdkTexture) before = NULL;
  g_autoptr(GdkTexture) during = NULL;
  g_autoptr(GdkTexture) later = NULL;
  VdPoint start, moved;

  start = vd_viewport_table_to_view (viewport, vd_footprint_centre (vd_unit_footprint (unit)));
  /* Into the empty middle of the table, between the two lines. */
  moved = vd_viewport_table_to_view (viewport, vd_point (unit->at.x + 60, table->depth / 2));
  before = render_view (view);
  g_assert_cmpuint (view_pixel (before, moved), !=, view_pixel (before, start));

  vd_test_drag_begin (window, unit->id);
  vd_test_drag_update (window, vd_point (moved.x - start.x, moved.y - start.y));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_table_view_get_moving_unit (view), ==, unit->id);
  during = render_view (view);
  if (g_getenv ("VD_DUMP") != NULL)
    gdk_texture_save_to_png (during, "/tmp/layers-gui-drag.png");
  /* The unit's colour, see-through over the cloth, where the cloth was. */
  g_assert_cmpuint (view_pixel (during, moved), !=, view_pixel (before, moved));

  vd_test_drag_update (window, vd_point (moved.x - start.x + 30, moved.y - start.y));
  vd_test_spin_a_little ();
  later = render_view (view);
  /* It follows the pointer: the place it left shows the cloth again. */
  g_assert_cmpuint (view_pixel (later, vd_point (moved.x - 25, moved.y)), ==,
                    view_pixel (before, vd_point (moved.x - 25, moved.y)));
  vd_test_close_window (window);
}

/* What is drawn over the cached layers (sight, ruler, move readout, terrain editing) is a
 * stack of VdTableLayer widgets holding the view's one viewport: none takes input, and each
 * places table points where the view's viewport does, after a zoom and a pan as before. */
static void
test_overlays_share_viewport (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  guint n_layers = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.pan", "(dd)", 40.0, -24.0));
  vd_test_spin_a_little ();
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      VdPoint at = vd_point (123.5, 456.25);
      VdPoint expected = vd_viewport_table_to_view (viewport, at);
      VdPoint seen;
      g_autoptr(VdViewport) held = NULL;

      if (!VD_IS_TABLE_LAYER (child))
        continue;
      n_layers++;
      g_object_get (child, "viewport", &held, NULL);
      g_assert_true (held == viewport);
      g_assert_true (vd_table_layer_get_viewport (VD_TABLE_LAYER (child)) == viewport);
      g_assert_false (gtk_widget_get_can_target (child));
      seen = vd_table_layer_to_view (child, at);
      g_assert_cmpfloat (seen.x, ==, expected.x);
      g_assert_cmpfloat (seen.y, ==, expected.y);
    }
  /* The sight overlay, the ruler, the move layer and terrain editing's. */
  g_assert_cmpuint (n_layers, ==, 4);
  vd_test_close_window (window);
}


static void
count_cb (guint *count)
{
  (*count)++;
}

static void
assert_point (VdPoint seen, VdPoint expected)
{
  g_assert_cmpfloat_with_epsilon (seen.x, expected.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (seen.y, expected.y, 1e-9);
}

static void
assert_describes (VdRulerLayer *ruler, const char *text)
{
  g_autofree char *readout = vd_ruler_layer_describe (ruler, 1);

  if (strstr (readout, text) == NULL)
    g_error ("the ruler says “%s”, not “%s”", readout, text);
}

/* The ruler layer on its own, at 2 pixels a millimetre: a click sets the start and the end
 * follows the pointer, a second click the end; a press puts a finished measurement away but
 * leaves its line until the next shows; a drag measures from its start; clearing forgets
 * everything. Each change it shows is signalled, for the view's readout. */
static void
test_ruler_layer_states (void)
{
  g_autoptr(VdViewport) viewport = vd_viewport_new ();
  VdRulerLayer *ruler;
  VdPoint from, to;
  guint changed = 0;

  vd_viewport_set_view_size (viewport, 400, 300);
  vd_viewport_set_scale (viewport, 2);
  ruler = VD_RULER_LAYER (g_object_ref_sink (vd_ruler_layer_new (viewport)));
  g_signal_connect_swapped (ruler, "changed", G_CALLBACK (count_cb), &changed);

  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 0);
  g_assert_false (vd_ruler_layer_get_measure (ruler, &from, &to));
  g_assert_false (vd_ruler_layer_get_shown (ruler));
  assert_describes (ruler, "drag from one point to another");

  /* Two clicks, the pointer moving between them. */
  vd_ruler_layer_click (ruler, 10, 20);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 1);
  g_assert_true (vd_ruler_layer_get_measure (ruler, &from, &to));
  assert_point (from, vd_viewport_view_to_table (viewport, vd_point (10, 20)));
  assert_point (to, from);
  g_assert_true (vd_ruler_layer_get_shown (ruler));
  assert_describes (ruler, "click where to measure to");
  vd_ruler_layer_hover (ruler, 70, 100);
  g_assert_true (vd_ruler_layer_get_measure (ruler, NULL, &to));
  assert_point (to, vd_viewport_view_to_table (viewport, vd_point (70, 100)));
  /* 100 pixels (60, 80) at 2 pixels a millimetre, 1 mm a pace. */
  assert_describes (ruler, "50.0 paces (50.0 mm)");
  vd_ruler_layer_click (ruler, 130, 180);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 2);
  assert_describes (ruler, "100.0 paces (100.0 mm)");
  g_assert_cmpuint (changed, ==, 3);
  /* Done: the pointer no longer moves it. */
  vd_ruler_layer_hover (ruler, 0, 0);
  g_assert_true (vd_ruler_layer_get_measure (ruler, &from, &to));
  assert_point (to, vd_viewport_view_to_table (viewport, vd_point (130, 180)));
  g_assert_cmpuint (changed, ==, 3);

  /* A press puts it away; its line goes when the layer is shown again. */
  vd_ruler_layer_press (ruler);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 0);
  g_assert_false (vd_ruler_layer_get_measure (ruler, NULL, NULL));
  g_assert_true (vd_ruler_layer_get_shown (ruler));
  vd_ruler_layer_drag_update (ruler, 50, 50);
  g_assert_cmpuint (changed, ==, 3);
  vd_ruler_layer_show (ruler);
  g_assert_false (vd_ruler_layer_get_shown (ruler));
  assert_describes (ruler, "drag from one point to another");
  g_assert_cmpuint (changed, ==, 4);

  /* A drag: from its start, nothing yet, then to where it is. */
  vd_ruler_layer_drag_begin (ruler, 200, 100);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 2);
  g_assert_true (vd_ruler_layer_get_shown (ruler));
  assert_describes (ruler, "0.0 paces (0.0 mm)");
  vd_ruler_layer_drag_update (ruler, 200, 160);
  g_assert_true (vd_ruler_layer_get_measure (ruler, &from, &to));
  assert_point (from, vd_viewport_view_to_table (viewport, vd_point (200, 100)));
  assert_point (to, vd_viewport_view_to_table (viewport, vd_point (200, 160)));
  assert_describes (ruler, "30.0 paces (30.0 mm)");
  /* A press keeps the start a click just set. */
  vd_ruler_layer_click (ruler, 5, 5);
  vd_ruler_layer_press (ruler);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 1);

  vd_ruler_layer_clear (ruler);
  g_assert_cmpuint (vd_ruler_layer_get_n_points (ruler), ==, 0);
  g_assert_false (vd_ruler_layer_get_shown (ruler));
  g_assert_false (vd_ruler_layer_get_measure (ruler, NULL, NULL));
  g_object_unref (ruler);
}

static GtkWidget *
find_ruler_layer (VdTableView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (view)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (VD_IS_RULER_LAYER (child))
      return child;
  g_assert_not_reached ();
}

/* The ruler as the move layer drew it before it had a layer of its own: a 2 px dark line on a
 * 5 px light halo, round caps, a tick 16 px long across each end. */
static void
draw_ruler_as_before (cairo_t *cr, VdPoint a, VdPoint b)
{
  double length = hypot (b.x - a.x, b.y - a.y);
  double nx = -(b.y - a.y) / length, ny = (b.x - a.x) / length;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_move_to (cr, a.x - nx * 8, a.y - ny * 8);
  cairo_line_to (cr, a.x + nx * 8, a.y + ny * 8);
  cairo_move_to (cr, b.x - nx * 8, b.y - ny * 8);
  cairo_line_to (cr, b.x + nx * 8, b.y + ny * 8);
  cairo_set_line_width (cr, 5);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_stroke (cr);
}

/* A ruler dragged in the window: its layer draws the line it drew before, where the view puts
 * the measurement's ends, and nothing once the tool ends. */
static void
test_ruler_layer_drawing (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdViewport *viewport = vd_table_view_get_viewport (view);
  VdTable *table = vd_table_view_get_table (view);
  VdUnit *unit = g_ptr_array_index (table->units, 0);
  GtkWidget *ruler = find_ruler_layer (view);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) cleared = NULL;
  g_autofree guchar *pixels = NULL;
  cairo_surface_t *expected;
  cairo_t *cr;
  VdPoint from, to;
  int width, height, stride, max_levels = 0;
  guint inked = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.measure", NULL));
  vd_test_drag_begin (window, unit->id);
  vd_test_drag_update (window, vd_test_view_offset (window, vd_point (120, -90)));
  vd_test_spin_a_little ();
  g_assert_true (vd_table_view_get_measure (view, &from, &to));
  g_assert_true (vd_ruler_layer_get_shown (VD_RULER_LAYER (ruler)));

  texture = render_layer (ruler);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  expected = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (expected);
  draw_ruler_as_before (cr, vd_viewport_table_to_view (viewport, from),
                        vd_viewport_table_to_view (viewport, to));
  cairo_destroy (cr);
  cairo_surface_flush (expected);
  stride = cairo_image_surface_get_stride (expected);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guchar *want = cairo_image_surface_get_data (expected) + y * stride + 4 * x;

        inked += want[3] != 0;
        for (int c = 0; c < 4; c++)
          max_levels = MAX (max_levels, abs (pixels[y * width * 4 + 4 * x + c] - want[c]));
      }
  cairo_surface_destroy (expected);
  /* A line 150 pixels long or so, and nothing else. */
  g_assert_cmpuint (inked, >, 500);
  g_assert_cmpint (max_levels, <=, TOLERANCE);

  vd_test_drag_end (window, vd_test_view_offset (window, vd_point (120, -90)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.clear-selection", NULL));
  g_assert_false (vd_ruler_layer_get_shown (VD_RULER_LAYER (ruler)));
  cleared = render_layer (ruler);
  g_assert_cmpuint (view_pixel (cleared, vd_viewport_table_to_view (viewport, to)), ==, 0);
  vd_test_close_window (window);
}

/* Issue 21: while a zoom goes on (steps in quick succession), the view shows its terrain and
 * units layers as they were drawn, scaled, instead of drawing them again at each step; a
 * single step, and the zoom once it ends, are drawn sharp, exactly as a full redraw. */
static void
test_zoom_shows_kept_layers (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdTableView *view = vd_window_get_table_view (window);
  VdTable *table = vd_table_view_get_table (view);
  VdUnit *unit = g_ptr_array_index (table->units, 0);
  gint64 until;
  guint area, off;
  int max_levels;

  /* Here a zoom ends only when told to, whatever the machine's speed. */
  vd_table_view_set_zoom_settle (view, 600 * 1000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-in", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_table_view_is_zooming (view));
  assert_view_is_full_redraw (view, FALSE);
  g_assert_false (vd_table_backdrop_was_scaled (view->backdrop));

  /* A second step before the first settled, and a pan: the kept layers, scaled. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-in", NULL));
  vd_table_view_pan_by (view, 35, -20);
  vd_test_spin_a_little ();
  g_assert_true (vd_table_view_is_zooming (view));
  off = count_off_full_redraw (view, &area, &max_levels);
  g_assert_true (vd_table_backdrop_was_scaled (view->backdrop));
  g_test_message ("while zooming, %u of %u pixels differ from the sharp frame", off, area);
  /* Blurred where edges are, the same picture in place elsewhere. */
  g_assert_cmpuint (off, >, 0);
  g_assert_cmpfloat (off, <, 0.25 * area);

  /* A unit changed meanwhile is drawn at once: its layer is not the one kept. */
  vd_document_move_unit (vd_table_view_get_document (view), unit,
                         vd_point (unit->at.x + 90, unit->at.y + 60));
  vd_test_spin_a_little ();
  count_off_full_redraw (view, &area, &max_levels);
  g_assert_false (vd_table_backdrop_was_scaled (view->backdrop));

  /* Fingers lifted: sharp at once. */
  vd_table_view_end_zoom (view);
  g_assert_false (vd_table_view_is_zooming (view));
  vd_test_spin_a_little ();
  assert_view_is_full_redraw (view, FALSE);

  /* Left alone a moment after its last step, a zoom ends by itself. */
  vd_table_view_set_zoom_settle (view, 50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-out", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "view.zoom-out", NULL));
  g_assert_true (vd_table_view_is_zooming (view));
  until = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (vd_table_view_is_zooming (view) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (vd_table_view_is_zooming (view));
  vd_test_spin_a_little ();
  assert_view_is_full_redraw (view, FALSE);
  g_assert_false (vd_table_backdrop_was_scaled (view->backdrop));

  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/layers/cached-equals-full-redraw", test_cached_layers);
  VD_TEST_ADD ("/app/layers/drag-draws-unit-on-top", test_drag_draws_unit_on_top);
  VD_TEST_ADD ("/app/layers/overlays-share-viewport", test_overlays_share_viewport);
  VD_TEST_ADD ("/app/layers/zoom-shows-kept-layers", test_zoom_shows_kept_layers);
  VD_TEST_ADD ("/app/layers/ruler-drawing", test_ruler_layer_drawing);
  g_test_add_func ("/app/layers/ruler-states", test_ruler_layer_states);

  return g_test_run ();
}
