#pragma once

#include <pango/pangocairo.h>

#include "vd-render.h"

G_BEGIN_DECLS

/* Something to draw to a file: a table, a board. DRAW draws it in its own units, EXTENT of
 * them fitted to the target by VIEWPORT (already applied to CR). */
typedef struct {
  VdRect      extent;
  const char *title;     /* the PDF's title; may be NULL */
  void      (*draw)    (cairo_t *cr, const VdViewport *viewport,
                        const VdRenderOptions *options, gpointer data);
  gpointer    data;
} VdRenderScene;

/* Writes SCENE to PATH as PNG, SVG or PDF by its extension, as vd_render_to_file_with_options()
 * says: complete or not at all. */
gboolean vd_render_scene_to_file (const VdRenderScene   *scene,
                                  const VdRenderOptions *options,
                                  const char            *path,
                                  int                    width_px,
                                  GError               **error);

/* What every drawing function of the renderer needs for one frame. */
typedef struct {
  cairo_t               *cr;
  const VdTable         *table;
  const VdRuleset       *ruleset;
  const VdViewport      *viewport;  /* may be NULL */
  VdRenderOptions        options;
  double                 ppm;       /* screen pixels per table mm */
  double                 px;        /* table mm per screen pixel */
  VdRect                 visible;   /* the part of the table being drawn (clip extents) */
  PangoLayout           *layout;    /* shared by every text of the frame */
  GArray                *taken;     /* VdRect: where labels are already drawn (table mm) */
} VdRenderContext;

/* Sets CTX up for one frame drawn on CR (OPTIONS NULL for the defaults); end frees it. */
void     vd_render_context_begin (VdRenderContext *ctx, cairo_t *cr, const VdTable *table,
                                  const VdRuleset *ruleset, const VdViewport *viewport,
                                  const VdRenderOptions *options);
void     vd_render_context_end   (VdRenderContext *ctx);
/* Whether the options say not to draw UNIT (a side's view). */
gboolean vd_render_unit_hidden   (const VdRenderContext *ctx, const VdUnit *unit);

/* How a text is placed relative to its anchor point. */
typedef enum {
  VD_TEXT_CENTER,   /* centred on the anchor */
  VD_TEXT_BELOW,    /* centred horizontally, its top on the anchor */
} VdTextPlacement;

typedef struct {
  double          size_px;
  gboolean        bold;
  gboolean        italic;
  VdColor         color;
  VdColor         halo;          /* alpha 0: no halo */
  double          max_width_px;  /* longer texts are ellipsized; 0: no limit */
  VdTextPlacement placement;
  gboolean        avoid_overlap; /* skipped when it would cover a label already drawn */
  /* On an image, drawn whole on a surface of its own, then painted: the same pixels whatever
   * clip or surface edge cuts it (the units' labels, which a kept layer draws in strips). */
  gboolean        alone;
} VdTextStyle;

VdColor  vd_color_rgb            (guint32 rgb);
VdColor  vd_color_mix            (VdColor a, VdColor b, double t);
/* F < 0 darkens towards black, F > 0 lightens towards white (|F| <= 1). */
VdColor  vd_color_shade          (VdColor c, double f);
VdColor  vd_color_with_alpha     (VdColor c, double alpha);
double   vd_color_luminance      (VdColor c);
void     vd_render_set_color     (cairo_t *cr, VdColor c);

/* A line width of N mm that never drops below MIN_PX screen pixels. */
double   vd_render_width         (const VdRenderContext *ctx, double mm, double min_px);
void     vd_render_polygon_path  (cairo_t *cr, const VdPoint *points, guint n_points);
void     vd_render_polyline_path (cairo_t *cr, const VdPoint *points, guint n_points);
/* Draws TEXT upright at AT (table mm) whatever the view's flip; returns its height in px,
 * 0 when nothing was drawn. */
double   vd_render_text          (VdRenderContext *ctx, VdPoint at, const char *text,
                                  const VdTextStyle *style);
/* The box (table mm) TEXT in STYLE would cover at AT; whether a box covers one already taken
 * in the frame; taking one. */
VdRect   vd_render_text_box      (VdRenderContext *ctx, VdPoint at, const char *text,
                                  const VdTextStyle *style);
gboolean vd_render_box_taken     (VdRenderContext *ctx, VdRect box);
void     vd_render_take_box      (VdRenderContext *ctx, VdRect box);
/* Where TEXT would go at AT (its BOX, table mm) without drawing it: FALSE when it would cover
 * a label already placed in the frame's taken list, else TRUE, the box now taken. */
gboolean vd_render_text_place    (VdRenderContext *ctx, VdPoint at, const char *text,
                                  const VdTextStyle *style, VdRect *box);

/* Deterministic pseudo-random numbers, so a wood looks the same on every redraw. */
guint32  vd_render_hash          (guint32 seed, int a, int b);
double   vd_render_hash_unit     (guint32 seed, int a, int b, int salt); /* in [0, 1) */

/* Called for each point every STEP mm along a polyline, with the unit direction there. */
typedef void (*VdWalkFunc) (VdRenderContext *ctx, VdPoint p, VdPoint dir, double along,
                            gpointer user_data);
void     vd_render_walk_polyline (VdRenderContext *ctx, const VdPoint *points, guint n_points,
                                  double step, double start, VdWalkFunc func,
                                  gpointer user_data);
guint32  vd_render_feature_seed  (const VdFeature *feature);
gboolean vd_render_rect_visible  (const VdRenderContext *ctx, VdRect rect);

/* A whole area feature (fill, pattern, outline) or line feature, by its style's pattern. */
void     vd_render_area_feature  (VdRenderContext *ctx, const VdFeature *feature,
                                  const VdTerrainStyle *style);
void     vd_render_line_feature  (VdRenderContext *ctx, const VdFeature *feature,
                                  const VdTerrainStyle *style);

/* vd-render-damage.c: obstacles and houses artillery damaged, burning villages. */
gboolean vd_render_feature_damaged (const VdFeature *feature);
/* A light or hard obstacle stretch by stretch: intact as usual, degraded thinner, paler and
 * dashed, destroyed a gap strewn with rubble. */
void     vd_render_damaged_line  (VdRenderContext *ctx, const VdFeature *feature,
                                  const VdTerrainStyle *style);
/* A damaged house's outline (OUTLINE wide where intact), its damaged sides as ruins. */
void     vd_render_damaged_outline (VdRenderContext *ctx, const VdFeature *house,
                                    const VdTerrainStyle *style, double outline);
/* HOUSE-10: a flame tint and hatching over a burning house. */
void     vd_render_fire          (VdRenderContext *ctx, const VdFeature *house);

void     vd_render_terrain       (VdRenderContext *ctx);
/* Terrain names are placed once for the whole table at the frame's zoom, then drawn where
 * visible, so that a view drawn in pieces (a cache's exposed strips) matches one drawn whole. */
typedef struct {
  guint       feature;  /* its index in the table's features */
  VdPoint     at;
  VdTextStyle style;
  VdRect      box;
} VdPlacedLabel;
GArray  *vd_render_place_terrain_labels (VdRenderContext *ctx);
void     vd_render_draw_terrain_labels  (VdRenderContext *ctx, const GArray *placed);
void     vd_render_terrain_labels (VdRenderContext *ctx);
/* The layers vd_render_table() draws one over the other, as the app's view caches them. */
void     vd_render_background_layer (VdRenderContext *ctx);
void     vd_render_terrain_layer_in (VdRenderContext *ctx, const GArray *placed);
/* The units layer; LABELS the units' labels placed already (vd_render_place_unit_labels_in)
 * or NULL to place them here. */
void     vd_render_units_layer_in (VdRenderContext *ctx, const GArray *labels);
void     vd_render_units         (VdRenderContext *ctx);
/* What of the table (mm) a unit's drawing, or a placed label's, may cover at PX mm a pixel:
 * a part of the layer drawn again over it draws it whole. */
VdRect   vd_render_unit_reach    (const VdUnit *unit, double px);
VdRect   vd_render_label_reach   (const VdUnitLabel *label, double px);
void     vd_render_unit_labels   (VdRenderContext *ctx);
/* Every unit's label at the frame's zoom (VdUnitLabel, vd-render.h), placed over the whole
 * table whatever the view shows, without drawing; then those of them in view drawn. */
GArray  *vd_render_place_unit_labels_in (VdRenderContext *ctx);
void     vd_render_draw_unit_labels     (VdRenderContext *ctx, const GArray *labels);

/* vd-render-layer.c: the pixels a cache keeps for a layer of the view (vd-terrain-cache.c,
 * vd-units-cache.c), the view's size and MARGIN view pixels around it, at SCALE_FACTOR device
 * pixels per view pixel; drawn in view pixels (the device offset skips the margin). */
typedef enum {
  VD_LAYER_PAN_NONE,    /* the same place */
  VD_LAYER_PAN_SHIFT,   /* by whole device pixels, less than the view: the pixels move */
  VD_LAYER_PAN_REDRAW,  /* by a fraction of a pixel or past the view: drawn whole */
} VdLayerPan;
/* Draws the layer on CR (view pixels, clipped to what is drawn, cleared). */
typedef void (*VdLayerDrawFunc) (cairo_t *cr, gpointer data);
cairo_surface_t *vd_render_layer_new       (int width, int height, int margin, int scale_factor);
/* An image surface of SURFACE's view alone, sharing its pixels (destroyed before it). */
cairo_surface_t *vd_render_layer_view      (cairo_surface_t *surface, int width, int height,
                                            int margin, int scale_factor);
/* Whether two table → view matrices have the same zoom and turn (a pan apart at most). */
gboolean         vd_render_layer_same_zoom (const cairo_matrix_t *a, const cairo_matrix_t *b);
/* What the pan from BEFORE to AFTER (same zoom) does to the kept pixels; SX, SY the shift in
 * view pixels when they move. */
VdLayerPan       vd_render_layer_pan       (const cairo_matrix_t *before,
                                            const cairo_matrix_t *after, int width,
                                            int height, int scale_factor, double *sx,
                                            double *sy);
/* Draws SURFACE whole with DRAW. */
void             vd_render_layer_draw      (cairo_surface_t *surface, int width, int height,
                                            int margin, VdLayerDrawFunc draw, gpointer data);
/* A new surface: SURFACE's view moved by SX, SY view pixels, the strips it uncovers drawn by
 * DRAW (with MARGIN around them, under the kept pixels). */
/* The pixels a cache keeps for a layer of the view, and what they were drawn for. */
typedef struct {
  cairo_surface_t *surface;       /* the view and its margin, NULL before the first drawing */
  cairo_surface_t *view;          /* the view alone, sharing the surface's pixels */
  int              width;         /* view pixels */
  int              height;
  int              scale_factor;
  int              margin;
  cairo_matrix_t   matrix;        /* table → view when the pixels were drawn */
} VdLayerPixels;

void       vd_layer_pixels_clear (VdLayerPixels *pixels);
/* Whether there are pixels for a view WIDTH × HEIGHT at SCALE_FACTOR. */
gboolean   vd_layer_pixels_fit   (const VdLayerPixels *pixels, int width, int height,
                                  int scale_factor);
/* The pixels (which fit) brought to a pan to MATRIX: kept (NONE), moved with the strips
 * uncovered drawn by DRAW (SHIFT), or left for the caller to draw whole (REDRAW). */
VdLayerPan vd_layer_pixels_pan   (VdLayerPixels *pixels, const cairo_matrix_t *matrix,
                                  VdLayerDrawFunc draw, gpointer data);
/* Whether there are pixels for VIEWPORT's view size at SCALE_FACTOR; then *TRANSFORM takes
 * them to where the same table points lie in VIEWPORT's view (at another zoom or pan). */
gboolean   vd_layer_pixels_preview (const VdLayerPixels *pixels, const VdViewport *viewport,
                                    int scale_factor, cairo_matrix_t *transform);
/* The pixels drawn whole by DRAW for a view WIDTH × HEIGHT at SCALE_FACTOR and MATRIX, with
 * MARGIN view pixels around. */
void       vd_layer_pixels_draw  (VdLayerPixels *pixels, int width, int height, int margin,
                                  int scale_factor, const cairo_matrix_t *matrix,
                                  VdLayerDrawFunc draw, gpointer data);
/* Draws again the view rectangles RECTS (N, whole view pixels) of SURFACE, each as a pan's
 * strip is drawn, the rest kept. */
void             vd_render_layer_patch     (cairo_surface_t *surface, int margin,
                                            int scale_factor, const VdRect *rects, guint n,
                                            VdLayerDrawFunc draw, gpointer data);
cairo_surface_t *vd_render_layer_shift     (cairo_surface_t *surface, int width, int height,
                                            int margin, int scale_factor, double sx,
                                            double sy, VdLayerDrawFunc draw, gpointer data);

G_END_DECLS
