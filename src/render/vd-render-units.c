#include "vd-render-private.h"
#include "vd-unit-label.h"

#include <math.h>
#include <string.h>

typedef struct {
  const char *name;
  guint32     fill;
  guint32     text;
} SideColor;

/* Coat colours of the usual armies of the period, by the names a table file is likely to use. */
static const SideColor side_colors[] = {
  { "french",          0x2b4c9b, 0xffffff },
  { "france",          0x2b4c9b, 0xffffff },
  { "russian",         0x2f5d36, 0xffffff },
  { "russia",          0x2f5d36, 0xffffff },
  { "austrian",        0xf1ede2, 0x222222 },
  { "austria",         0xf1ede2, 0x222222 },
  { "british",         0xc0282d, 0xffffff },
  { "britain",         0xc0282d, 0xffffff },
  { "english",         0xc0282d, 0xffffff },
  { "anglo-allied",    0xc0282d, 0xffffff },
  { "prussian",        0x3d4b5c, 0xffffff },
  { "prussia",         0x3d4b5c, 0xffffff },
  { "spanish",         0xe8c33a, 0x222222 },
  { "spain",           0xe8c33a, 0x222222 },
  { "portuguese",      0x7a4b2a, 0xffffff },
  { "portugal",        0x7a4b2a, 0xffffff },
  { "bavarian",        0x86b8e3, 0x1a1a1a },
  { "bavaria",         0x86b8e3, 0x1a1a1a },
  { "polish",          0xb01e3c, 0xffffff },
  { "poland",          0xb01e3c, 0xffffff },
  { "duchy-of-warsaw", 0xb01e3c, 0xffffff },
  { "dutch",           0xe0781e, 0x1a1a1a },
  { "netherlands",     0xe0781e, 0x1a1a1a },
  { "italian",         0x4f9a47, 0xffffff },
  { "saxon",           0xd9d2b6, 0x222222 },
  { "swedish",         0x2d7fc4, 0xffffff },
  { "ottoman",         0x8c2a24, 0xffffff },
};

/* For unknown sides: distinct from each other and from the army colours above. */
static const guint32 fallback_colors[] = {
  0x1f8a8a, 0x6b3fa0, 0xc86a14, 0xa8326e, 0x7d7a1e, 0x566573, 0x2e9e6b, 0x8b5a2b,
};

/* How far a unit's drawing may reach past its footprint: its facing chevron, up to 8 mm ahead
 * (draw_facing), so a unit just out of a strip that pokes into it is drawn there too. */
#define UNIT_REACH_MM 8.0
/* How far a label's halo may reach past its box, in screen pixels. */
#define LABEL_HALO_PX 8.0

#define SKIRMISH_LIKE(f) ((f) == VD_FORMATION_SKIRMISH || (f) == VD_FORMATION_OPEN || \
                          (f) == VD_FORMATION_DISPERSED)

static gboolean
side_matches (const char *side, const char *name)
{
  gsize len = strlen (name);

  /* "french" also covers "french-guard" or "french 2", not "frenchman". */
  return strncmp (side, name, len) == 0 &&
         (side[len] == '\0' || side[len] == '-' || side[len] == '_' || side[len] == ' ' ||
          g_ascii_isdigit (side[len]));
}

void
vd_render_side_color (const char *side, VdColor *fill, VdColor *text)
{
  g_autofree char *key = g_utf8_casefold (side != NULL ? side : "", -1);
  VdColor f;

  g_strstrip (key);
  for (guint i = 0; i < G_N_ELEMENTS (side_colors); i++)
    if (side_matches (key, side_colors[i].name))
      {
        if (fill != NULL)
          *fill = vd_color_rgb (side_colors[i].fill);
        if (text != NULL)
          *text = vd_color_rgb (side_colors[i].text);
        return;
      }

  f = vd_color_rgb (fallback_colors[g_str_hash (key) % G_N_ELEMENTS (fallback_colors)]);
  if (fill != NULL)
    *fill = f;
  if (text != NULL)
    *text = vd_color_luminance (f) > 0.6 ? vd_color_rgb (0x1a1a1a) : vd_color_rgb (0xffffff);
}

typedef struct {
  VdColor fill;
  VdColor text;
  VdColor outline;
  VdColor front;
  double  frontage;
  double  depth;
  double  base_width;
  double  base_depth;
} UnitLook;

static UnitLook
unit_look (const VdRenderContext *ctx, const VdUnit *unit)
{
  UnitLook look = { 0 };
  VdBaseSize base = vd_unit_base (unit, ctx->table, ctx->ruleset);
  gboolean light;

  vd_render_side_color (unit->side, &look.fill, &look.text);
  light = vd_color_luminance (look.fill) > 0.6;
  look.outline = light ? vd_color_rgb (0x3a3a3a) : vd_color_shade (look.fill, -0.55);
  look.front = light ? vd_color_rgb (0x1e1e1e) : vd_color_shade (look.fill, -0.7);
  look.frontage = MAX (unit->frontage, 1);
  look.depth = MAX (unit->depth, 1);
  look.base_width = base.width;
  look.base_depth = base.depth;
  return look;
}

/* Makes the unit's own frame current: x to its right, y forwards, origin on the front edge
 * centre, so the footprint is [-frontage/2, frontage/2] × [-depth, 0]. */
static void
enter_unit_frame (cairo_t *cr, const VdUnit *unit)
{
  VdPoint c[4];
  VdPoint right, forward;
  double lr, lf;
  cairo_matrix_t m;

  vd_footprint_corners (vd_unit_footprint (unit), c);
  right = vd_point_sub (c[1], c[0]);
  forward = vd_point_sub (c[0], c[3]);
  lr = vd_point_length (right);
  lf = vd_point_length (forward);
  if (lr > 0)
    right = vd_point_scale (right, 1 / lr);
  if (lf > 0)
    forward = vd_point_scale (forward, 1 / lf);
  if (lr <= 0 || lf <= 0)
    {
      /* A degenerate footprint still shows where the unit is and where it faces. */
      forward = vd_direction_from_facing (unit->facing);
      right = vd_point (forward.y, -forward.x);
    }
  cairo_matrix_init (&m, right.x, right.y, forward.x, forward.y,
                     (c[0].x + c[1].x) / 2, (c[0].y + c[1].y) / 2);
  cairo_transform (cr, &m);
}

static gboolean
divides (double whole, double part, int *count)
{
  int n;

  if (part <= 0)
    return FALSE;
  n = (int) lround (whole / part);
  *count = n;
  return n >= 2 && n <= 64 && fabs (n * part - whole) <= MAX (0.5, part * 0.05);
}

static void
draw_base_divisions (VdRenderContext *ctx, const UnitLook *look)
{
  cairo_t *cr = ctx->cr;
  double f = look->frontage, d = look->depth;
  int n;

  if (look->base_width * ctx->ppm >= 5 && divides (f, look->base_width, &n))
    for (int k = 1; k < n; k++)
      {
        cairo_move_to (cr, -f / 2 + k * f / n, 0);
        cairo_line_to (cr, -f / 2 + k * f / n, -d);
      }
  if (look->base_depth * ctx->ppm >= 5 && divides (d, look->base_depth, &n))
    for (int k = 1; k < n; k++)
      {
        cairo_move_to (cr, -f / 2, -k * d / n);
        cairo_line_to (cr, f / 2, -k * d / n);
      }
  cairo_set_line_width (cr, vd_render_width (ctx, 0.3, 0.8));
  vd_render_set_color (cr, vd_color_with_alpha (look->outline, 0.75));
  cairo_stroke (cr);
}

static void
draw_separated_stands (VdRenderContext *ctx, const VdUnit *unit, const UnitLook *look)
{
  cairo_t *cr = ctx->cr;
  double f = look->frontage, d = look->depth;
  double bw = look->base_width > 0 ? look->base_width : f / 4;
  int n = CLAMP ((int) lround (f / bw), 2, 16);
  double slot = f / n;
  double sw = slot * (unit->formation == VD_FORMATION_SKIRMISH ? 0.5 : 0.75);
  double sd = MIN (look->base_depth > 0 ? look->base_depth : d, d) *
              (unit->formation == VD_FORMATION_SKIRMISH ? 0.6 : 0.85);
  double dash[] = { 4 * ctx->px, 3 * ctx->px };

  /* The footprint the rules measure from stays visible as a faint dashed frame. */
  cairo_rectangle (cr, -f / 2, -d, f, d);
  vd_render_set_color (cr, vd_color_with_alpha (look->fill, 0.18));
  cairo_fill_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, vd_render_width (ctx, 0.4, 1));
  vd_render_set_color (cr, vd_color_with_alpha (look->outline, 0.8));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  for (int k = 0; k < n; k++)
    {
      double x = -f / 2 + (k + 0.5) * slot - sw / 2;
      double y = (unit->formation == VD_FORMATION_SKIRMISH && k % 2 == 1) ? -(d - sd) : 0;

      cairo_rectangle (cr, x, y - sd, sw, sd);
      vd_render_set_color (cr, look->fill);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, vd_render_width (ctx, 0.4, 1));
      vd_render_set_color (cr, look->outline);
      cairo_stroke (cr);
    }
}

static void
draw_symbol (VdRenderContext *ctx, const VdUnit *unit, const UnitLook *look, double cy,
             double box_h)
{
  cairo_t *cr = ctx->cr;
  double bh = box_h, bw = MIN (box_h * 1.5, look->frontage * 0.8);
  double x0 = -bw / 2, y0 = cy - bh / 2, x1 = bw / 2, y1 = cy + bh / 2;
  double lw = vd_render_width (ctx, bh * 0.07, 1);

  if (bw * ctx->ppm < 12 || bh * ctx->ppm < 8)
    return;

  cairo_save (cr);
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  vd_render_set_color (cr, look->text);
  if (unit->arm != VD_ARM_OFFICER)
    {
      cairo_rectangle (cr, x0, y0, bw, bh);
      cairo_stroke (cr);
    }
  switch (unit->arm)
    {
    case VD_ARM_INFANTRY:
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_move_to (cr, x0, y1);
      cairo_line_to (cr, x1, y0);
      cairo_stroke (cr);
      break;
    case VD_ARM_CAVALRY:
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_stroke (cr);
      break;
    case VD_ARM_ARTILLERY:
      cairo_arc (cr, 0, cy, bh * 0.2, 0, 2 * G_PI);
      cairo_fill (cr);
      if (unit->formation == VD_FORMATION_LIMBERED)
        {
          /* Towed: a wheeled axle under the gun. */
          cairo_move_to (cr, -bw * 0.3, y0 + bh * 0.18);
          cairo_line_to (cr, bw * 0.3, y0 + bh * 0.18);
          cairo_stroke (cr);
          for (int s = -1; s <= 1; s += 2)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, s * bw * 0.3, y0 + bh * 0.18, bh * 0.09, 0, 2 * G_PI);
            }
          cairo_fill (cr);
        }
      break;
    case VD_ARM_ENGINEERS:
      /* The NATO engineer sign: a bar on three legs. */
      cairo_move_to (cr, -bw * 0.3, cy - bh * 0.2);
      cairo_line_to (cr, -bw * 0.3, cy + bh * 0.18);
      cairo_line_to (cr, bw * 0.3, cy + bh * 0.18);
      cairo_line_to (cr, bw * 0.3, cy - bh * 0.2);
      cairo_move_to (cr, 0, cy + bh * 0.18);
      cairo_line_to (cr, 0, cy - bh * 0.2);
      cairo_stroke (cr);
      break;
    case VD_ARM_OFFICER:
      /* A star: it reads the same whichever way the officer faces. */
      for (int k = 0; k < 10; k++)
        {
          double a = G_PI / 2 + k * G_PI / 5, r = (k % 2 == 0 ? 0.6 : 0.25) * bh;

          if (k == 0)
            cairo_move_to (cr, r * cos (a), cy + r * sin (a));
          else
            cairo_line_to (cr, r * cos (a), cy + r * sin (a));
        }
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case VD_N_ARMS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_facing (VdRenderContext *ctx, const UnitLook *look)
{
  cairo_t *cr = ctx->cr;
  double h = CLAMP (look->frontage * 0.1, 5 * ctx->px, MAX (8.0, 5 * ctx->px));

  /* A chevron ahead of the front edge: facing stays readable when the unit is a few pixels. */
  cairo_move_to (cr, -h, 0);
  cairo_line_to (cr, 0, h * 0.9);
  cairo_line_to (cr, h, 0);
  cairo_close_path (cr);
  vd_render_set_color (cr, look->front);
  cairo_fill (cr);

  cairo_move_to (cr, -look->frontage / 2, 0);
  cairo_line_to (cr, look->frontage / 2, 0);
  cairo_set_line_width (cr, vd_render_width (ctx, 1.6, 2.5));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
}

static void
draw_selection (VdRenderContext *ctx, const UnitLook *look)
{
  cairo_t *cr = ctx->cr;
  double f = look->frontage, d = look->depth;
  double o = 3.5 * ctx->px;

  cairo_rectangle (cr, -f / 2 - o, -d - o, f + 2 * o, d + 2 * o);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 5 * ctx->px);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 3 * ctx->px);
  vd_render_set_color (cr, ctx->options.selection);
  cairo_stroke (cr);
}

static void
draw_unit (VdRenderContext *ctx, const VdUnit *unit, gboolean selected)
{
  cairo_t *cr = ctx->cr;
  UnitLook look = unit_look (ctx, unit);
  double f = look.frontage, d = look.depth;
  double symbol_cy = -d / 2, symbol_h = MIN (MIN (d * 0.55, f * 0.3), 18);

  cairo_save (cr);
  enter_unit_frame (cr, unit);

  if (SKIRMISH_LIKE (unit->formation))
    draw_separated_stands (ctx, unit, &look);
  else
    {
      cairo_rectangle (cr, -f / 2, -d, f, d);
      vd_render_set_color (cr, unit->formation == VD_FORMATION_LIMBERED
                                 ? vd_color_shade (look.fill, 0.15) : look.fill);
      cairo_fill (cr);
      draw_base_divisions (ctx, &look);
      if (unit->formation == VD_FORMATION_SQUARE)
        {
          /* The hollow square: ranks on four sides around an empty centre. */
          double inset = MIN (f, d) * 0.28;

          cairo_rectangle (cr, -f / 2 + inset, -d + inset, f - 2 * inset, d - 2 * inset);
          vd_render_set_color (cr, ctx->options.cloth);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, vd_render_width (ctx, 0.4, 1));
          vd_render_set_color (cr, look.outline);
          cairo_stroke (cr);
          look.text = look.outline;
          symbol_h = MIN (symbol_h, (MIN (f, d) - 2 * inset) * 0.6);
        }
      cairo_rectangle (cr, -f / 2, -d, f, d);
      cairo_set_line_width (cr, vd_render_width (ctx, 0.5, 1));
      vd_render_set_color (cr, look.outline);
      cairo_stroke (cr);
    }

  /* Scattered stands already say skirmishers, open-order cavalry or dispersed guns. */
  if (!SKIRMISH_LIKE (unit->formation))
    draw_symbol (ctx, unit, &look, symbol_cy, symbol_h);
  draw_facing (ctx, &look);
  if (selected)
    draw_selection (ctx, &look);
  cairo_restore (cr);
}

/* A unit being dragged shows through, so the terrain it would stand on stays readable. */
static void
draw_unit_maybe_ghost (VdRenderContext *ctx, const VdUnit *unit, gboolean selected)
{
  if (g_strcmp0 (unit->id, ctx->options.ghost_unit) != 0
      && !(ctx->options.ghost_units != NULL && g_hash_table_contains (ctx->options.ghost_units, unit->id)))
    {
      draw_unit (ctx, unit, selected);
      return;
    }
  cairo_push_group (ctx->cr);
  draw_unit (ctx, unit, selected);
  cairo_pop_group_to_source (ctx->cr);
  cairo_paint_with_alpha (ctx->cr, 0.55);
}

static gboolean
is_selected (VdRenderContext *ctx, const VdUnit *unit)
{
  return g_strcmp0 (unit->id, ctx->options.selected_unit) == 0
         || (ctx->options.selected_units != NULL
             && g_hash_table_contains (ctx->options.selected_units, unit->id));
}

VdRect
vd_render_unit_reach (const VdUnit *unit, double px)
{
  return vd_rect_inflate (vd_footprint_bounds (vd_unit_footprint (unit)), UNIT_REACH_MM + 10 * px);
}

VdRect
vd_render_label_reach (const VdUnitLabel *label, double px)
{
  return vd_rect_inflate (label->box, LABEL_HALO_PX * px);
}

void
vd_render_units (VdRenderContext *ctx)
{
  GPtrArray *units = ctx->table->units;
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (units, i);

      if (vd_render_unit_hidden (ctx, unit))
        continue;
      if (!vd_render_rect_visible (ctx, vd_render_unit_reach (unit, ctx->px)))
        continue;
      if (is_selected (ctx, unit))
        g_ptr_array_add (selected, (gpointer) unit);
      draw_unit_maybe_ghost (ctx, unit, FALSE);
    }
  /* Drawn again on top, so their highlight is never hidden by a neighbour. */
  for (guint i = 0; i < selected->len; i++)
    draw_unit_maybe_ghost (ctx, g_ptr_array_index (selected, i), TRUE);
}

static void
unit_label_clear (VdUnitLabel *label)
{
  g_clear_pointer (&label->text, g_free);
}

/* TEXT, when it fits whole within MAX_PX (0: any width) and covers no label already placed:
 * then LABEL holds it and its box is taken. */
static gboolean
try_label (VdRenderContext *ctx, VdPoint at, const char *text, const VdTextStyle *style,
           double max_px, VdUnitLabel *label)
{
  VdRect box;

  if (text == NULL || text[0] == '\0')
    return FALSE;
  box = vd_render_text_box (ctx, at, text, style);
  /* Whole or not at all: "1er bataillon, …" tells no battalion from another. */
  if (max_px > 0 && (box.x1 - box.x0) / ctx->px - 4 > max_px)
    return FALSE;
  if (vd_render_box_taken (ctx, box))
    return FALSE;
  vd_render_take_box (ctx, box);
  label->text = g_strdup (text);
  label->at = at;
  label->box = box;
  return TRUE;
}

/* One unit's label: its name where the zoom leaves room for the whole of it, else its short
 * label; left out rather than drawn over another. */
static void
place_unit_label (VdRenderContext *ctx, const VdUnit *unit, gboolean selected,
                  VdUnitLabel *label)
{
  VdRect b = vd_footprint_bounds (vd_unit_footprint (unit));
  double frontage_px = MAX (unit->frontage, unit->depth) * ctx->ppm;
  VdTextStyle style = {
    .size_px = CLAMP (3.2 * ctx->ppm, 10, 14), .bold = selected,
    .placement = VD_TEXT_BELOW,
  };
  VdPoint at = vd_point ((b.x0 + b.x1) / 2, b.y0 - 3 * ctx->px);
  g_autofree char *short_label = NULL;
  double max_px;

  label->unit = unit;
  label->bold = selected;
  label->size_px = style.size_px;
  /* Placed over the whole table, not the view: a label stays put while the view pans, and a
   * strip drawn alone (vd-units-cache.c) places it as a whole view does. */
  if (vd_render_unit_hidden (ctx, unit))
    {
      label->fate = VD_UNIT_LABEL_NOT_SHOWN;
      return;
    }
  if (frontage_px < 14)
    {
      label->fate = VD_UNIT_LABEL_DROPPED_SMALL;
      return;
    }
  short_label = vd_unit_short_label (unit);
  max_px = MAX (frontage_px * 1.5, 80);
  if (frontage_px >= 36 && g_strcmp0 (unit->name, short_label) != 0
      && try_label (ctx, at, unit->name, &style, max_px, label))
    {
      label->fate = VD_UNIT_LABEL_NAME;
      return;
    }
  /* A name with no short form may still end in "…": within the width a drag redraws. */
  style.max_width_px = max_px;
  label->max_width_px = max_px;
  if (try_label (ctx, at, short_label, &style, 0, label))
    label->fate = g_strcmp0 (short_label, unit->name) == 0 ? VD_UNIT_LABEL_NAME : VD_UNIT_LABEL_SHORT;
  else
    label->fate = VD_UNIT_LABEL_DROPPED_OVERLAP;
}

/* The terrain's names, as the terrain layer draws them, are taken before the units' labels
 * (but after the selected unit's, which is never left out). */
static void
take_terrain_names (VdRenderContext *ctx)
{
  g_autoptr(GArray) own = NULL;
  const GArray *placed = ctx->options.terrain_labels;

  if (!ctx->options.terrain || !ctx->options.labels)
    return;
  if (placed == NULL)
    placed = own = vd_render_place_terrain_labels (ctx);
  for (guint i = 0; i < placed->len; i++)
    vd_render_take_box (ctx, g_array_index (placed, VdPlacedLabel, i).box);
}

GArray *
vd_render_place_unit_labels_in (VdRenderContext *ctx)
{
  GPtrArray *units = ctx->table->units;
  GArray *labels = g_array_sized_new (FALSE, TRUE, sizeof (VdUnitLabel), units->len);
  const VdUnit *selected = NULL;
  guint first = G_MAXUINT;

  g_array_set_clear_func (labels, (GDestroyNotify) unit_label_clear);
  g_array_set_size (labels, units->len);
  if (ctx->options.selected_unit != NULL)
    selected = vd_table_find_unit (ctx->table, ctx->options.selected_unit);
  /* The selected unit's label first, so that it is never the one left out. */
  for (guint i = 0; selected != NULL && i < units->len; i++)
    if (g_ptr_array_index (units, i) == selected)
      {
        first = i;
        place_unit_label (ctx, selected, TRUE, &g_array_index (labels, VdUnitLabel, i));
      }
  take_terrain_names (ctx);
  for (guint i = 0; i < units->len; i++)
    if (i != first)
      place_unit_label (ctx, g_ptr_array_index (units, i), FALSE,
                        &g_array_index (labels, VdUnitLabel, i));
  return labels;
}

void
vd_render_draw_unit_labels (VdRenderContext *ctx, const GArray *labels)
{
  for (guint i = 0; i < labels->len; i++)
    {
      const VdUnitLabel *label = &g_array_index (labels, VdUnitLabel, i);
      VdTextStyle style = {
        .size_px = label->size_px, .bold = label->bold,
        .max_width_px = label->max_width_px,
        .color = vd_color_rgb (0x161616), .halo = { 1, 1, 0.95, 0.85 },
        .placement = VD_TEXT_BELOW, .alone = TRUE,
      };

      if (label->text == NULL || !vd_render_rect_visible (ctx, vd_render_label_reach (label, ctx->px)))
        continue;
      vd_render_text (ctx, label->at, label->text, &style);
    }
}

void
vd_render_unit_labels (VdRenderContext *ctx)
{
  g_autoptr(GArray) labels = vd_render_place_unit_labels_in (ctx);

  vd_render_draw_unit_labels (ctx, labels);
}
