#pragma once

#include <cairo.h>
#include <glib.h>

#include "vd-ruleset.h"
#include "vd-table.h"
#include "vd-viewport.h"

G_BEGIN_DECLS

typedef struct {
  gboolean    terrain;          /* the terrain features */
  gboolean    units;            /* the units */
  gboolean    labels;           /* unit names (short labels when zoomed out) and named features */
  gboolean    scale_bar;        /* a bar in paces, in the view's lower-left corner */
  const char *selected_unit;    /* id of the unit to highlight, or NULL */
  const char *ghost_unit;       /* id of a unit to draw see-through (being dragged), or NULL */
  /* Ids of more units to highlight (a selection of several) and to draw see-through (a group
   * being dragged), as keys; may be NULL. */
  GHashTable *selected_units;
  GHashTable *ghost_units;
  /* Ids of units not to draw at all (a side's view hides the enemies it does not see), as
   * keys; NULL draws every unit. */
  GHashTable *hidden_units;
  /* Ids of units lifted off the units layer (a drag's, drawn over it at each pointer motion),
   * as keys, or NULL; with only_lifted, they alone are drawn. */
  GHashTable *lifted_units;
  gboolean    only_lifted;
  /* Screen pixels per table mm, so lines and text keep a readable size at any zoom;
   * 0 takes it from the viewport (or from the cairo matrix when there is none). */
  double      pixels_per_mm;
  VdColor     background;       /* around the table; alpha 0 leaves the target untouched */
  /* A title line drawn in a band above the table by vd_render_to_file_with_options() (the
   * image or page grows or keeps room for it), or NULL for none; vd_render_table() ignores it. */
  const char *caption;
  VdColor     cloth;            /* the table's baize */
  VdColor     selection;        /* outline of the selected unit */
  /* Boards: the hex grid's outlines, and how opaque the terrain's colours are (below 1 over
   * the owner's map image, which then shows through). `terrain`, `units` and `labels` are the
   * board's ground (hexes, hexsides, roads), counters and markers, and printed labels. */
  gboolean    grid;
  double      terrain_opacity;
  /* The terrain's names as the terrain layer placed them (vd_terrain_cache_get_labels), which
   * the units' labels keep clear of; NULL: the units layer places them itself. */
  const GArray *terrain_labels;
} VdRenderOptions;

void     vd_render_options_init        (VdRenderOptions *options);

/* Draws TABLE in table millimetres: CR's matrix must already map them to the target, as
 * vd_viewport_apply() does. VIEWPORT (may be NULL) places the scale bar in the view's corner
 * and limits the work to what is visible; OPTIONS may be NULL for the defaults. */
void     vd_render_table               (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);

/* The layers vd_render_table() draws, one over the other, for a view that keeps them apart
 * (CR's matrix as for vd_render_table; OPTIONS may be NULL): the terrain layer (the cloth, the
 * terrain and its names, on a transparent ground) and the units layer (the units, their
 * labels and the scale bar). Painted in that order they make what vd_render_table() draws
 * with a transparent background. */
void     vd_render_terrain_layer       (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);
void     vd_render_units_layer         (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);

/* The scale bar alone, as vd_render_units_layer() draws it over the units in the view's
 * lower-left corner: for a view that keeps the units without it (vd-units-cache.h). */
void     vd_render_scale_bar           (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);

/* The view rectangle (view pixels) the LIFTED units (ids as keys) and their labels may cover
 * in VIEWPORT, so a view redraws that much at each pointer motion; FALSE when none is in
 * TABLE. */
gboolean vd_render_lifted_view_rect    (const VdTable    *table,
                                        const VdViewport *viewport,
                                        GHashTable       *lifted,
                                        VdRect           *rect);

/* What became of a unit's label at one zoom: its name or its short label placed, or left out
 * (too small on screen, or it would cover another label), or not shown at all (the unit is
 * hidden or drawn elsewhere). Labels are placed over the whole table, in view or not, so that
 * they stay put while the view pans. */
typedef enum {
  VD_UNIT_LABEL_NAME,
  VD_UNIT_LABEL_SHORT,
  VD_UNIT_LABEL_DROPPED_SMALL,
  VD_UNIT_LABEL_DROPPED_OVERLAP,
  VD_UNIT_LABEL_NOT_SHOWN,
} VdUnitLabelFate;

typedef struct {
  const VdUnit   *unit;   /* the table's */
  VdUnitLabelFate fate;
  char           *text;   /* what is drawn; NULL when nothing is */
  VdPoint         at;     /* where it hangs from (table mm) */
  VdRect          box;    /* table mm, when placed */
  gboolean        bold;
  double          size_px;
  double          max_width_px; /* a short label longer than this ends in "…"; 0: whole */
} VdUnitLabel;

/* The units' labels as vd_render_units_layer() places them (CR's matrix as for it): one
 * VdUnitLabel per unit, in the table's order; placed labels never cover one another. */
GArray  *vd_render_place_unit_labels   (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);

/* The boxes (VdRect, table mm) of the terrain's names as the terrain layer places them at
 * CR's zoom, which the units' labels keep clear of. */
GArray  *vd_render_terrain_label_boxes (cairo_t               *cr,
                                        const VdTable         *table,
                                        const VdRuleset       *ruleset,
                                        const VdViewport      *viewport,
                                        const VdRenderOptions *options);

/* The table and its wooden rim: what a view or a file should fit to show the whole table. */
VdRect   vd_render_table_extent        (const VdTable *table);

/* A side's colour (by name: "french", "russian", ...; unknown names get a stable colour from
 * a palette) and the colour of text drawn on it. Either pointer may be NULL. */
void     vd_render_side_color          (const char *side, VdColor *fill, VdColor *text);

/* The look used for a terrain type when the ruleset gives none (all its colours transparent). */
void     vd_render_default_terrain_style (VdTerrainType type, VdTerrainStyle *style);

/* Writes the whole table to PATH, as PNG, SVG or PDF by its extension. PNG: WIDTH_PX wide
 * (16 to 16384), height from the table's shape; SVG: 1 px per table mm; PDF: the table fitted
 * on an A3 page. The file appears complete or not at all. */
gboolean vd_render_to_file             (const VdTable   *table,
                                        const VdRuleset *ruleset,
                                        const char      *path,
                                        int              width_px,
                                        GError         **error);
/* Same, drawn with OPTIONS (NULL for the defaults; pixels_per_mm is chosen for the format).
 * With a caption, a PNG or SVG is taller by the caption's band; a PDF page keeps its size. */
gboolean vd_render_to_file_with_options (const VdTable         *table,
                                         const VdRuleset       *ruleset,
                                         const VdRenderOptions *options,
                                         const char            *path,
                                         int                    width_px,
                                         GError               **error);

G_END_DECLS
