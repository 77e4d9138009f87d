#include "vd-cli.h"
#include "vd-cli-bench-private.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "vd-error.h"
#include "vd-random-table.h"
#include "vd-render.h"
#include "vd-terrain-cache.h"
#include "vd-units-cache.h"
#include "vd-ruleset.h"

/* `vedette-cli bench render`: times what the app's table view draws, on a table file or a
 * random table, into an image of the window's size, by the path the view takes (issue 21):
 * the full frame with empty caches (the terrain cache drawn whole, the units layer, the
 * layers composited), the terrain and the units layers apart, the frame drawn for each
 * pointer motion while a unit is dragged (warm caches: the terrain checked and kept, the
 * dragged unit drawn over the units layer, the layers composited) and a pan step (the
 * terrain and the units layers shifted, their uncovered strips drawn, the scale bar drawn over
 * them, as the app's view does with its units cache) and a unit's edit (a loss taken and won
 * back, a step aside and back: the units layer drawn again only where the unit and the labels it
 * moves were and are), and a zoom step while a zoom goes on (the layers kept, scaled to the
 * new zoom: vd_terrain_cache_preview, vd_units_cache_preview; the app draws them sharp when
 * the zoom ends, at the cost of a full frame). The
 * compositing is done with cairo on the processor, more than the GPU's share in the app.
 * Missing a target is a measurement. */

#define FRAME_RUNS 9
/* The app's window shape: 1600 × 1000 by default. */
#define HEIGHT_OF(width) ((width) * 5 / 8)
/* What the app leaves around a fitted table, in view pixels. */
#define FIT_MARGIN_PX 16.0

/* Issue 21's targets for a drag frame at 1600 × 1000: the demo, and 400 units. */
#define TARGET_DEMO_MS  8.0
#define TARGET_LARGE_MS 16.0
#define LARGE_UNITS     400

typedef struct {
  const char   *name;       /* the file, or NULL for a random table */
  guint         n_units;
  guint         n_features;
  int           width;
  int           height;
  VdBenchTiming full;
  VdBenchTiming terrain;
  VdBenchTiming units;
  VdBenchTiming drag;
  VdBenchTiming pan;
  VdBenchTiming edit;
  VdBenchTiming zoom;
  const char   *dragged;
  double        target_ms;
} RenderBench;

typedef struct {
  const VdTable    *table;
  const VdRuleset  *ruleset;
  VdViewport       *viewport;
  VdRenderOptions   options;
  cairo_surface_t  *frame;   /* what the window shows */
  cairo_surface_t  *units;   /* the units layer */
  cairo_surface_t  *top;     /* the dragged unit, over the rest */
  VdTerrainCache   *cache;
  VdUnitsCache     *units_cache;
} Frame;

/* As the app's view draws a frame: the units cache brought up to date (drawn whole when empty,
 * shifted at a pan), the scale bar drawn over it. */
static void
units_layer_from_cache (Frame *f, const VdRenderOptions *options)
{
  VdRenderOptions with_names = *options;
  cairo_t *cr;

  with_names.terrain_labels = vd_terrain_cache_get_labels (f->cache);
  vd_units_cache_update (f->units_cache, f->table, f->ruleset, f->viewport, &with_names, 1);
  cr = cairo_create (f->units);
  cairo_set_source_surface (cr, vd_units_cache_get_surface (f->units_cache), 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  vd_viewport_apply (f->viewport, cr);
  vd_render_scale_bar (cr, f->table, f->ruleset, f->viewport, &with_names);
  cairo_destroy (cr);
}

/* The window's picture from the layers, as the compositor makes it; TOP_RECT the part the
 * dragged unit's layer covers, or NULL for none. */
static void
composite (Frame *f, const VdRect *top_rect)
{
  cairo_t *cr = cairo_create (f->frame);

  /* The terrain replaces the last frame: no clearing pass first. */
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, vd_terrain_cache_get_surface (f->cache), 0, 0);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_set_source_surface (cr, f->units, 0, 0);
  cairo_paint (cr);
  if (top_rect != NULL)
    {
      cairo_rectangle (cr, top_rect->x0, top_rect->y0, top_rect->x1 - top_rect->x0,
                       top_rect->y1 - top_rect->y0);
      cairo_clip (cr);
      cairo_set_source_surface (cr, f->top, 0, 0);
      cairo_paint (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (f->frame);
}

/* The window's picture while a zoom goes on: the kept terrain and units layers through TERRAIN
 * and UNITS (kept view pixels → view), the scale bar over them. */
static void
composite_scaled (Frame *f, const cairo_matrix_t *terrain, const cairo_matrix_t *units)
{
  cairo_t *cr = cairo_create (f->frame);

  /* Zoomed out, the kept pixels no longer cover the view's edges. */
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_save (cr);
  cairo_transform (cr, terrain);
  cairo_set_source_surface (cr, vd_terrain_cache_get_surface (f->cache), 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_transform (cr, units);
  cairo_set_source_surface (cr, vd_units_cache_get_surface (f->units_cache), 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  vd_viewport_apply (f->viewport, cr);
  vd_render_scale_bar (cr, f->table, f->ruleset, f->viewport, &f->options);
  cairo_destroy (cr);
  cairo_surface_flush (f->frame);
}

typedef enum {
  STEP_FULL,      /* empty caches */
  STEP_TERRAIN,   /* the terrain cache alone, drawn whole */
  STEP_UNITS,     /* the units layer alone */
  STEP_DRAG,      /* a pointer motion of a drag, warm caches */
  STEP_PAN,       /* a pan step of a few pixels */
  STEP_EDIT,      /* a unit's loss or step aside, the units layer patched */
  STEP_ZOOM,      /* a zoom step while a zoom goes on: the kept layers scaled */
} Step;

static void
run_step (Frame *f, Step step, VdUnit *dragged, GHashTable *lifted, guint run)
{
  VdRenderOptions top = f->options;
  cairo_matrix_t terrain, units;
  VdRect rect;
  cairo_t *cr;

  switch (step)
    {
    case STEP_FULL:
      vd_terrain_cache_invalidate (f->cache);
      vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
      vd_units_cache_invalidate (f->units_cache);
      units_layer_from_cache (f, &f->options);
      composite (f, NULL);
      break;
    case STEP_TERRAIN:
      vd_terrain_cache_invalidate (f->cache);
      vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
      break;
    case STEP_UNITS:
      vd_units_cache_invalidate (f->units_cache);
      units_layer_from_cache (f, &f->options);
      break;
    case STEP_DRAG:
      /* The app moves the unit in the document at each motion: a few pixels a step. */
      dragged->at.x += (run % 2 == 0 ? 3 : -3) / vd_viewport_get_scale (f->viewport);
      vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
      top.lifted_units = lifted;
      top.selected_unit = dragged->id;
      top.terrain_labels = vd_terrain_cache_get_labels (f->cache);
      /* As the app: the units cache checked, and kept (the dragged unit is lifted off it). */
      vd_units_cache_update (f->units_cache, f->table, f->ruleset, f->viewport, &top, 1);
      top.only_lifted = TRUE;
      top.ghost_unit = dragged->id;
      top.selected_unit = dragged->id;
      if (!vd_render_lifted_view_rect (f->table, f->viewport, lifted, &rect))
        rect = (VdRect) { 0, 0, 0, 0 };
      cr = cairo_create (f->top);
      cairo_rectangle (cr, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
      cairo_clip (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      vd_viewport_apply (f->viewport, cr);
      top.terrain_labels = vd_terrain_cache_get_labels (f->cache);
      vd_render_units_layer (cr, f->table, f->ruleset, f->viewport, &top);
      cairo_destroy (cr);
      composite (f, &rect);
      break;
    case STEP_PAN:
      vd_viewport_pan_by (f->viewport, run % 2 == 0 ? 8 : -8, 0);
      vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
      units_layer_from_cache (f, &f->options);
      composite (f, NULL);
      break;
    case STEP_EDIT:
      /* As a recorded event changes the table: in turn a figure lost and won back, a step of
       * 3 mm aside and back. */
      if (run % 4 < 2)
        dragged->casualties += run % 4 == 0 ? 1 : -1;
      else
        dragged->at.y += run % 4 == 2 ? 3 : -3;
      vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
      units_layer_from_cache (f, &f->options);
      composite (f, NULL);
      break;
    case STEP_ZOOM:
      /* In and out by a wheel notch about the middle, as the app's view. */
      vd_viewport_zoom_at (f->viewport, vd_viewport_get_view_width (f->viewport) / 2.0,
                           vd_viewport_get_view_height (f->viewport) / 2.0,
                           run % 2 == 0 ? 1.1 : 1 / 1.1);
      top.terrain_labels = vd_terrain_cache_get_labels (f->cache);
      if (vd_terrain_cache_preview (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1,
                                    &terrain)
          && vd_units_cache_preview (f->units_cache, f->table, f->ruleset, f->viewport, &top, 1,
                                     &units))
        composite_scaled (f, &terrain, &units);
      else
        {
          /* Not reached: nothing changed but the zoom. Drawn sharp, as the app would. */
          vd_terrain_cache_update (f->cache, f->table, f->ruleset, f->viewport, &f->options, 1);
          units_layer_from_cache (f, &f->options);
          composite (f, NULL);
        }
      break;
    }
}

static void
time_step (Frame *f, Step step, VdUnit *dragged, GHashTable *lifted, VdBenchTiming *timing)
{
  double samples[FRAME_RUNS];

  for (guint run = 0; run < FRAME_RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();

      run_step (f, step, dragged, lifted, run);
      samples[run] = vd_bench_elapsed_ms (start);
    }
  *timing = vd_bench_summarize (samples, FRAME_RUNS);
}

static void
print_json (const RenderBench *bench)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  vd_bench_add_string (builder, "subject", "render");
  if (bench->name != NULL)
    vd_bench_add_string (builder, "file", bench->name);
  vd_bench_add_int (builder, "units", bench->n_units);
  vd_bench_add_int (builder, "features", bench->n_features);
  vd_bench_add_int (builder, "width", bench->width);
  vd_bench_add_int (builder, "height", bench->height);
  vd_bench_add_number (builder, "full_median_ms", bench->full.median_ms);
  vd_bench_add_number (builder, "full_worst_ms", bench->full.worst_ms);
  vd_bench_add_number (builder, "terrain_median_ms", bench->terrain.median_ms);
  vd_bench_add_number (builder, "units_median_ms", bench->units.median_ms);
  vd_bench_add_string (builder, "dragged", bench->dragged);
  vd_bench_add_number (builder, "drag_median_ms", bench->drag.median_ms);
  vd_bench_add_number (builder, "drag_worst_ms", bench->drag.worst_ms);
  vd_bench_add_number (builder, "pan_median_ms", bench->pan.median_ms);
  vd_bench_add_number (builder, "edit_median_ms", bench->edit.median_ms);
  vd_bench_add_number (builder, "zoom_median_ms", bench->zoom.median_ms);
  vd_bench_add_number (builder, "zoom_worst_ms", bench->zoom.worst_ms);
  vd_bench_add_number (builder, "full_over_drag",
                       bench->full.median_ms / MAX (bench->drag.median_ms, 0.001));
  vd_bench_add_number (builder, "drag_target_ms", bench->target_ms);
  vd_bench_add_bool (builder, "drag_target_met", bench->drag.median_ms <= bench->target_ms);
  json_builder_end_object (builder);
  text = vd_cli_json_text (builder);
  g_print ("%s\n", text);
}

static void
print_text (const RenderBench *bench)
{
  if (bench->name != NULL)
    /* Translators: "table: data/shevardino.yaml, 89 units, 41 terrain features". */
    g_print (_("table: %s, %u units, %u terrain features\n"), bench->name, bench->n_units,
             bench->n_features);
  else
    /* Translators: "table: random, 400 units, 300 terrain features". */
    g_print (_("table: random, %u units, %u terrain features\n"), bench->n_units,
             bench->n_features);
  /* Translators: "frame: 1600 × 1000 pixels". */
  vd_bench_print_row (_("frame"), _("%d × %d pixels"), bench->width, bench->height);
  vd_bench_print_row (_("full frame"), _("median %.1f ms, worst %.1f ms (%u runs, empty caches)"),
                      bench->full.median_ms, bench->full.worst_ms, bench->full.runs);
  vd_bench_print_row (_("terrain alone"), _("median %.1f ms (its cache drawn whole)"),
                      bench->terrain.median_ms);
  vd_bench_print_row (_("units alone"), _("median %.1f ms (with their labels)"),
                      bench->units.median_ms);
  vd_bench_print_row (_("drag frame"),
                      _("median %.1f ms, worst %.1f ms, dragging %s (target ≤ %g ms: %s)"),
                      bench->drag.median_ms, bench->drag.worst_ms, bench->dragged,
                      bench->target_ms,
                      vd_bench_verdict (bench->drag.median_ms <= bench->target_ms));
  vd_bench_print_row (_("pan step"), _("median %.1f ms (the terrain and units shifted, their strips drawn)"),
                      bench->pan.median_ms);
  /* Translators: a unit's loss or move recorded: the units layer drawn again where it changed. */
  vd_bench_print_row (_("unit edit"), _("median %.1f ms (the units layer drawn again where the "
                                         "unit and the labels it moves were and are)"),
                      bench->edit.median_ms);
  /* Translators: a frame while the user zooms, from the layers kept, scaled. */
  vd_bench_print_row (_("zoom step"), _("median %.1f ms, worst %.1f ms (while a zoom goes on: "
                                         "the layers kept, scaled; drawn sharp when it ends)"),
                      bench->zoom.median_ms, bench->zoom.worst_ms);
  vd_bench_print_row (_("full / drag"), "%.1f ×",
                      bench->full.median_ms / MAX (bench->drag.median_ms, 0.001));
}

char *
vd_cli_bench_render_summary (void)
{
  return g_strdup (_("render [FILE]: draws the table FILE (or, without it, a random table of "
                     "--units and --features) as the app's window does, --width pixels wide "
                     "(default 1600) and five eighths of that high, and times, through the cached "
                     "layers the app draws, the full frame, its terrain and units apart, the "
                     "frame drawn for each pointer motion while a unit is dragged, a pan step, "
                     "a unit's edit and a zoom step while a zoom goes on."));
}

int
vd_cli_bench_render (const char *path, guint n_units, guint n_features, int width,
                     gboolean json)
{
  g_autoptr(VdTable) table = NULL;
  g_autoptr(VdRuleset) ruleset = NULL;
  g_autoptr(VdViewport) viewport = vd_viewport_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) lifted = NULL;
  VdRenderOptions drag_options;
  RenderBench bench = { 0 };
  Frame frame = { 0 };
  VdUnit *dragged;

  if (path != NULL)
    table = vd_cli_load_current (path, &ruleset);
  else
    {
      table = vd_random_table_new (n_units, n_features, 1);
      ruleset = vd_ruleset_load_named (table->ruleset, NULL, &error);
      if (ruleset == NULL || !vd_table_validate (table, ruleset, NULL, &error))
        {
          vd_cli_print_error (error);
          return VD_CLI_INVALID;
        }
    }
  if (table == NULL)
    return VD_CLI_INVALID;
  if (table->units->len == 0)
    {
      g_printerr ("vedette-cli: error: ");
      /* Translators: the file's name; a drag needs a unit to drag. */
      g_printerr (_("%s has no unit to drag"), path);
      g_printerr ("\n");
      return VD_CLI_INVALID;
    }

  bench.name = path;
  bench.n_units = table->units->len;
  bench.n_features = table->features->len;
  bench.width = width;
  bench.height = HEIGHT_OF (width);
  bench.target_ms = bench.n_units >= LARGE_UNITS ? TARGET_LARGE_MS : TARGET_DEMO_MS;
  vd_viewport_set_view_size (viewport, bench.width, bench.height);
  vd_viewport_fit (viewport, vd_render_table_extent (table), FIT_MARGIN_PX);
  frame.table = table;
  frame.ruleset = ruleset;
  frame.viewport = viewport;
  frame.frame = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, bench.width, bench.height);
  frame.units = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, bench.width, bench.height);
  frame.top = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, bench.width, bench.height);
  frame.cache = vd_terrain_cache_new ();
  frame.units_cache = vd_units_cache_new ();
  /* The app's view: its background shows around the table. */
  vd_render_options_init (&frame.options);
  frame.options.background.a = 0;

  dragged = g_ptr_array_index (table->units, table->units->len / 2);
  bench.dragged = dragged->id;
  lifted = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_add (lifted, dragged->id);

  time_step (&frame, STEP_FULL, dragged, lifted, &bench.full);
  time_step (&frame, STEP_TERRAIN, dragged, lifted, &bench.terrain);
  time_step (&frame, STEP_UNITS, dragged, lifted, &bench.units);
  /* At the drag's start the units layer is drawn once without the dragged unit. */
  drag_options = frame.options;
  drag_options.lifted_units = lifted;
  drag_options.selected_unit = dragged->id;
  units_layer_from_cache (&frame, &drag_options);
  time_step (&frame, STEP_DRAG, dragged, lifted, &bench.drag);
  /* The units cache filled once, as the app's view has it before the user pans. */
  units_layer_from_cache (&frame, &frame.options);
  time_step (&frame, STEP_PAN, dragged, lifted, &bench.pan);
  time_step (&frame, STEP_EDIT, dragged, lifted, &bench.edit);
  time_step (&frame, STEP_ZOOM, dragged, lifted, &bench.zoom);

  cairo_surface_destroy (frame.frame);
  cairo_surface_destroy (frame.units);
  cairo_surface_destroy (frame.top);
  vd_terrain_cache_free (frame.cache);
  vd_units_cache_free (frame.units_cache);

  if (json)
    print_json (&bench);
  else
    print_text (&bench);
  return VD_CLI_OK;
}
