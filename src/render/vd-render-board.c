#include "vd-render-board.h"

#include <math.h>
#include <string.h>

#include "vd-render-private.h"

#define S VD_RENDER_HEX_SIZE

typedef struct {
  cairo_t              *cr;
  const VdBoard        *board;
  const VdHexRuleset   *module;
  PangoLayout          *layout;
  VdRect                map;      /* the map's hexes with a margin, the tray below it */
  double                terrain_opacity;
} Frame;

/* The look of a terrain, by the words of its id: the four games name their ground alike
 * (woods, forest, marsh, village…), and a name we do not know gets a stable tint. */
typedef struct {
  const char *word;
  guint32     fill;
  char        symbol;   /* t trees, m marsh, w water, h houses, f fortress, v vines, o orchard,
                         * c crags, x out of play, 0 none */
} TerrainLook;

static const TerrainLook looks[] = {
  { "clear", 0xece6cc, 0 }, { "open", 0xece6cc, 0 },
  { "forest", 0x86b06f, 't' }, { "wood", 0x86b06f, 't' }, { "fasanerie", 0x86b06f, 't' },
  { "orchard", 0xb6cf8c, 'o' }, { "garden", 0xc8d99a, 'o' }, { "vineyard", 0xc9b6d6, 'v' },
  { "marsh", 0xa9c4a8, 'm' }, { "swamp", 0xa9c4a8, 'm' },
  { "pond", 0x8fbad9, 'w' }, { "lake", 0x8fbad9, 'w' }, { "sea", 0x79a8cf, 'w' },
  { "water", 0x8fbad9, 'w' },
  { "fortress", 0xd8c4a8, 'f' }, { "city", 0xd2b89a, 'h' }, { "town", 0xd8c0a0, 'h' },
  { "village", 0xdcc8a8, 'h' }, { "hamlet", 0xe0d0b4, 'h' }, { "farm", 0xe0d0b4, 'h' },
  { "chateau", 0xd8c0a0, 'h' }, { "castle", 0xd8c0a0, 'h' },
  { "santon", 0xc8b48c, 'c' }, { "height", 0xdcc898, 0 }, { "hill", 0xdcc898, 0 },
  { "rough", 0xd2c6a4, 'c' },
  { "netherlands", 0xcfcfcf, 'x' }, { "switzerland", 0xcfcfcf, 'x' },
  { "neutral", 0xcfcfcf, 'x' }, { "prohibited", 0xcfcfcf, 'x' },
};

static const guint32 spare_fills[] = { 0xe3d5b8, 0xd5e0c0, 0xe6cfcf, 0xcfdbe6, 0xe0e0c0 };

static const TerrainLook *
terrain_look (const char *id, TerrainLook *spare)
{
  g_autofree char *lower = g_ascii_strdown (id != NULL ? id : "clear", -1);

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    if (strstr (lower, looks[i].word) != NULL)
      return &looks[i];
  spare->word = id;
  spare->fill = spare_fills[g_str_hash (lower) % G_N_ELEMENTS (spare_fills)];
  spare->symbol = 0;
  return spare;
}

static void
centre (const Frame *f, VdHex hex, double *x, double *y)
{
  vd_hex_grid_centre (f->board->grid, hex, S, x, y);
}

static void
hex_path (const Frame *f, VdHex hex)
{
  double cx, cy;
  gboolean flat = vd_hex_grid_get_shape (f->board->grid) == VD_HEX_FLAT;

  centre (f, hex, &cx, &cy);
  for (int i = 0; i < 6; i++)
    {
      double a = G_PI / 3 * i - (flat ? 0 : G_PI / 6);

      if (i == 0)
        cairo_move_to (f->cr, cx + S * cos (a), cy + S * sin (a));
      else
        cairo_line_to (f->cr, cx + S * cos (a), cy + S * sin (a));
    }
  cairo_close_path (f->cr);
}

/* The two ends of the side between A and B: it stands across the line of their centres. */
static void
side_ends (const Frame *f, VdHexside side, double *x0, double *y0, double *x1, double *y1)
{
  VdHex a, b;
  double ax, ay, bx, by, mx, my, dx, dy, len;

  vd_hexside_hexes (side, &a, &b);
  centre (f, a, &ax, &ay);
  centre (f, b, &bx, &by);
  mx = (ax + bx) / 2;
  my = (ay + by) / 2;
  dx = bx - ax;
  dy = by - ay;
  len = hypot (dx, dy);
  *x0 = mx - dy / len * S / 2;
  *y0 = my + dx / len * S / 2;
  *x1 = mx + dy / len * S / 2;
  *y1 = my - dx / len * S / 2;
}

static void
text_at (Frame *f, double x, double y, const char *text, double size, gboolean bold,
         guint32 rgb)
{
  g_autoptr(PangoFontDescription) font =
    pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (f->layout, font);
  pango_layout_set_text (f->layout, text, -1);
  pango_layout_get_pixel_size (f->layout, &w, &h);
  cairo_save (f->cr);
  vd_render_set_color (f->cr, vd_color_rgb (rgb));
  cairo_move_to (f->cr, x - w / 2.0, y - h / 2.0);
  pango_cairo_show_layout (f->cr, f->layout);
  cairo_restore (f->cr);
}

static void
draw_symbol (Frame *f, char symbol, double cx, double cy, double scale)
{
  cairo_t *cr = f->cr;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_set_line_width (cr, 0.35);
  switch (symbol)
    {
    case 't':
      vd_render_set_color (cr, vd_color_rgb (0x3f6e35));
      for (int i = 0; i < 5; i++)
        {
          double a = i * 2 * G_PI / 5 + 0.4;

          cairo_arc (cr, cx + 4.6 * scale * cos (a), cy + 4.6 * scale * sin (a), 1.6 * scale, 0,
                     2 * G_PI);
          cairo_fill (cr);
        }
      break;
    case 'o':
      vd_render_set_color (cr, vd_color_rgb (0x5b7f3a));
      for (int i = -1; i <= 1; i++)
        for (int j = -1; j <= 1; j++)
          {
            cairo_arc (cr, cx + i * 3.6 * scale, cy + j * 3.6 * scale, 0.9 * scale, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      break;
    case 'v':
      vd_render_set_color (cr, vd_color_rgb (0x6b4a86));
      for (int i = -2; i <= 2; i++)
        {
          cairo_move_to (cr, cx + i * 2.2 * scale, cy - 4 * scale);
          cairo_line_to (cr, cx + i * 2.2 * scale, cy + 4 * scale);
        }
      cairo_stroke (cr);
      break;
    case 'm':
      vd_render_set_color (cr, vd_color_rgb (0x4b6e58));
      for (int i = -1; i <= 1; i++)
        {
          double x = cx + i * 3.5 * scale, y = cy + (i == 0 ? -2.5 : 2) * scale;

          cairo_move_to (cr, x - 1.8 * scale, y);
          cairo_line_to (cr, x + 1.8 * scale, y);
          for (int r = -1; r <= 1; r++)
            {
              cairo_move_to (cr, x + r * 0.9 * scale, y);
              cairo_line_to (cr, x + r * 1.3 * scale, y - 1.8 * scale);
            }
        }
      cairo_stroke (cr);
      break;
    case 'w':
      vd_render_set_color (cr, vd_color_rgb (0x3d6f99));
      for (int i = -1; i <= 1; i++)
        {
          double y = cy + i * 2.6 * scale;

          cairo_move_to (cr, cx - 4 * scale, y);
          cairo_curve_to (cr, cx - 2 * scale, y - 1.2 * scale, cx, y + 1.2 * scale, cx + 2 * scale,
                          y);
          cairo_curve_to (cr, cx + 3 * scale, y - 0.6 * scale, cx + 3.5 * scale, y,
                          cx + 4 * scale, y);
        }
      cairo_stroke (cr);
      break;
    case 'h':
      vd_render_set_color (cr, vd_color_rgb (0x8a4b34));
      for (int i = 0; i < 3; i++)
        {
          double x = cx + (i - 1) * 3.4 * scale, y = cy + (i == 1 ? -1.5 : 1.2) * scale;

          cairo_rectangle (cr, x - 1.3 * scale, y - 1.1 * scale, 2.6 * scale, 2.2 * scale);
          cairo_fill (cr);
        }
      break;
    case 'f':
      vd_render_set_color (cr, vd_color_rgb (0x4a3b2e));
      cairo_set_line_width (cr, 0.7);
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5, r = (i % 2 == 0 ? 5.2 : 3.2) * scale;

          if (i == 0)
            cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
          else
            cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      cairo_close_path (cr);
      cairo_stroke (cr);
      break;
    case 'c':
      vd_render_set_color (cr, vd_color_rgb (0x6e5a3c));
      for (int i = -1; i <= 1; i++)
        {
          cairo_move_to (cr, cx + i * 3.4 * scale - 1.5 * scale, cy + 1.5 * scale);
          cairo_line_to (cr, cx + i * 3.4 * scale, cy - 1.5 * scale);
          cairo_line_to (cr, cx + i * 3.4 * scale + 1.5 * scale, cy + 1.5 * scale);
        }
      cairo_stroke (cr);
      break;
    case 'x':
      vd_render_set_color (cr, vd_color_rgb (0x8a8a8a));
      for (double d = -S; d <= S; d += 2.2)
        {
          cairo_move_to (cr, cx + d - 4, cy - 4);
          cairo_line_to (cr, cx + d + 4, cy + 4);
        }
      cairo_stroke (cr);
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_hex (Frame *f, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (f->board, hex);
  const char *terrain = entry != NULL && entry->terrain != NULL
                          ? entry->terrain
                          : (f->module != NULL ? f->module->default_terrain : "clear");
  TerrainLook spare;
  const TerrainLook *look = terrain_look (terrain, &spare);
  VdColor fill = vd_color_rgb (look->fill);
  double cx, cy;

  /* Higher ground is browner: one shade per level, as a printed map's hypsometric tints. */
  if (entry != NULL && entry->has_elevation && entry->elevation > 0)
    fill = vd_color_mix (fill, vd_color_rgb (0xa8864f), MIN (0.6, 0.14 * entry->elevation));
  if (!vd_hex_grid_is_playable (f->board->grid, hex))
    fill = vd_color_rgb (0xbdbdbd);
  centre (f, hex, &cx, &cy);
  hex_path (f, hex);
  vd_render_set_color (f->cr, vd_color_with_alpha (fill, f->terrain_opacity));
  cairo_fill (f->cr);
  draw_symbol (f, look->symbol, cx, cy, 1);
  if (entry != NULL && entry->features != NULL)
    for (guint i = 0; entry->features[i] != NULL; i++)
      {
        const TerrainLook *feature = terrain_look (entry->features[i], &spare);

        /* A feature on top of the ground: its symbol, smaller, off the centre. */
        draw_symbol (f, feature->symbol, cx + 3.2 * (i % 2 == 0 ? 1 : -1), cy + 2.8, 0.55);
      }
}

static void
draw_hex_texts (Frame *f, VdHex hex)
{
  const VdBoardHex *entry = vd_board_get_hex (f->board, hex);
  g_autofree char *label = vd_hex_grid_format (f->board->grid, hex);
  double cx, cy;

  centre (f, hex, &cx, &cy);
  text_at (f, cx, cy - S * 0.68, label, 1.7, FALSE, 0x4a4a4a);
  if (entry == NULL)
    return;
  if (entry->name != NULL)
    text_at (f, cx, cy + S * 0.62, entry->name, 1.9, TRUE, 0x3a2a1a);
  if (entry->has_value)
    {
      g_autofree char *value = g_strdup_printf ("%d", entry->value);

      text_at (f, cx + S * 0.55, cy - S * 0.3, value, 2.4, TRUE, 0x8a1c1c);
    }
  if (entry->has_elevation && entry->elevation != 0)
    {
      g_autofree char *level = g_strdup_printf ("%+d", entry->elevation);

      text_at (f, cx - S * 0.58, cy - S * 0.3, level, 1.6, FALSE, 0x6b5330);
    }
}

typedef struct {
  const char *word;
  guint32     color;
  double      width;
  gboolean    dashed;
} SideLook;

static const SideLook side_looks[] = {
  { "major", 0x2f6fb0, 2.2, FALSE }, { "river", 0x3a7cc0, 1.6, FALSE },
  { "stream", 0x5b9ad6, 0.9, FALSE }, { "brook", 0x5b9ad6, 0.9, FALSE },
  { "bank", 0x3a7cc0, 1.2, FALSE }, { "canal", 0x3a7cc0, 1.2, FALSE },
  { "escarpment", 0x6b4a26, 1.4, FALSE }, { "slope", 0x8a6a3a, 0.9, FALSE },
  { "crest", 0x8a6a3a, 0.9, FALSE }, { "wall", 0x5e5e5e, 1.0, FALSE },
  { "hedge", 0x4f7a3a, 0.9, TRUE }, { "bridge", 0x7a4a20, 0.8, FALSE },
  { "redoubt", 0x5a4a3a, 1.3, FALSE }, { "front", 0x5a4a3a, 1.3, FALSE },
};

static void
draw_hexside (Frame *f, const VdBoardHexside *feature)
{
  g_autofree char *lower = g_ascii_strdown (feature->feature, -1);
  SideLook look = { NULL, 0x8a1c1c, 1.0, FALSE };
  double x0, y0, x1, y1;
  cairo_t *cr = f->cr;

  for (guint i = 0; i < G_N_ELEMENTS (side_looks); i++)
    if (strstr (lower, side_looks[i].word) != NULL)
      {
        look = side_looks[i];
        break;
      }
  side_ends (f, feature->side, &x0, &y0, &x1, &y1);
  cairo_save (cr);
  vd_render_set_color (cr, vd_color_rgb (look.color));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (strstr (lower, "bridge") != NULL)
    {
      VdHex a, b;
      double ax, ay, bx, by;

      /* A bridge spans the side: a deck from one hex towards the other. */
      vd_hexside_hexes (feature->side, &a, &b);
      centre (f, a, &ax, &ay);
      centre (f, b, &bx, &by);
      cairo_set_line_width (cr, 1.6);
      cairo_move_to (cr, ax + (bx - ax) * 0.38, ay + (by - ay) * 0.38);
      cairo_line_to (cr, ax + (bx - ax) * 0.62, ay + (by - ay) * 0.62);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  cairo_set_line_width (cr, look.width);
  if (look.dashed)
    cairo_set_dash (cr, (const double[]) { 1.0, 0.8 }, 2, 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
  if (feature->directed)
    {
      double tx, ty, mx = (x0 + x1) / 2, my = (y0 + y1) / 2, len;

      /* Hachures point to the hex the slope rises to, or the front faces. */
      centre (f, feature->toward, &tx, &ty);
      len = hypot (tx - mx, ty - my);
      cairo_set_line_width (cr, 0.45);
      cairo_set_dash (cr, NULL, 0, 0);
      for (int i = 1; i <= 4; i++)
        {
          double px = x0 + (x1 - x0) * i / 5.0, py = y0 + (y1 - y0) * i / 5.0;

          cairo_move_to (cr, px, py);
          cairo_line_to (cr, px + (tx - mx) / len * 1.6, py + (ty - my) / len * 1.6);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_road (Frame *f, const VdBoardRoad *road)
{
  cairo_t *cr = f->cr;
  g_autofree char *lower = g_ascii_strdown (road->type, -1);
  gboolean rail = strstr (lower, "rail") != NULL;

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < road->hexes->len; i++)
        {
          double x, y;

          centre (f, g_array_index (road->hexes, VdHex, i), &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      /* An edged band, as printed roads are; a railway is a black line with ties. */
      vd_render_set_color (cr, vd_color_rgb (pass == 0 ? (rail ? 0x202020 : 0x6b3b1f)
                                                       : (rail ? 0xf0f0f0 : 0xe0a050)));
      cairo_set_line_width (cr, pass == 0 ? 1.3 : 0.7);
      if (rail && pass == 1)
        cairo_set_dash (cr, (const double[]) { 1.2, 1.2 }, 2, 0);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* The NATO sign of a unit class, in a box W × H at X, Y. */
static void
draw_class_sign (Frame *f, const char *unit_class, double x, double y, double w, double h)
{
  g_autofree char *lower = g_ascii_strdown (unit_class, -1);
  cairo_t *cr = f->cr;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_set_line_width (cr, 0.35);
  cairo_rectangle (cr, x, y, w, h);
  cairo_stroke (cr);
  if (strstr (lower, "inf") != NULL || strstr (lower, "corps") != NULL)
    {
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + w, y + h);
      cairo_move_to (cr, x + w, y);
      cairo_line_to (cr, x, y + h);
    }
  if (strstr (lower, "cav") != NULL || strstr (lower, "cossack") != NULL ||
      strstr (lower, "dragoon") != NULL)
    {
      cairo_move_to (cr, x, y + h);
      cairo_line_to (cr, x + w, y);
    }
  if (strstr (lower, "art") != NULL || strstr (lower, "batter") != NULL)
    {
      cairo_stroke (cr);
      cairo_arc (cr, x + w / 2, y + h / 2, h * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  if (strstr (lower, "hq") != NULL || strstr (lower, "head") != NULL ||
      strstr (lower, "officer") != NULL || strstr (lower, "leader") != NULL)
    {
      cairo_move_to (cr, x + w * 0.2, y + h);
      cairo_line_to (cr, x + w * 0.2, y + h * 0.1);
      cairo_line_to (cr, x + w * 0.75, y + h * 0.3);
      cairo_line_to (cr, x + w * 0.2, y + h * 0.5);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_counter (Frame *f, const VdBoardUnit *unit, double cx, double cy)
{
  cairo_t *cr = f->cr;
  VdColor fill, ink;
  const double side = S * 0.95;
  double x = cx - side / 2, y = cy - side / 2;
  g_autofree char *values = NULL, *movement = NULL;

  vd_render_side_color (unit->side, &fill, &ink);
  if (unit->state != NULL && g_strcmp0 (unit->state, "normal") != 0)
    fill = vd_color_mix (fill, vd_color_rgb (0xffffff), 0.45);
  cairo_save (cr);
  /* A shadow, then the die-cut square. */
  cairo_rectangle (cr, x + 0.4, y + 0.4, side, side);
  vd_render_set_color (cr, vd_color_with_alpha (vd_color_rgb (0x000000), 0.35));
  cairo_fill (cr);
  cairo_rectangle (cr, x, y, side, side);
  vd_render_set_color (cr, fill);
  cairo_fill_preserve (cr);
  vd_render_set_color (cr, vd_color_shade (fill, -0.6));
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);
  vd_render_set_color (cr, ink);
  draw_class_sign (f, unit->unit_class, cx - side * 0.28, y + side * 0.14, side * 0.56,
                   side * 0.36);
  /* Strength and movement as counters print them; "?" where the seed gives none. */
  movement = unit->has_movement ? g_strdup_printf ("%d", unit->movement) : g_strdup ("?");
  /* A strength a side may not know is left blank; "?" is one the seed does not give. */
  values = g_strdup_printf ("%s-%s",
                            unit->strength_hidden ? "" : unit->strength != NULL ? unit->strength
                                                                                 : "?",
                            movement);
  cairo_restore (cr);
  text_at (f, cx, y + side * 0.74, values, 2.3, TRUE,
           vd_color_luminance (fill) > 0.6 ? 0x1a1a1a : 0xffffff);
  if (unit->step != NULL)
    {
      /* Its reduced face (BN 11.5c), apart from its state's pale fill: a corner cut off. */
      cairo_save (cr);
      cairo_move_to (cr, x + side, y);
      cairo_line_to (cr, x + side, y + side * 0.3);
      cairo_line_to (cr, x + side * 0.7, y);
      cairo_close_path (cr);
      vd_render_set_color (cr, ink);
      cairo_fill (cr);
      cairo_restore (cr);
    }
  if (unit->facing >= 0)
    {
      /* The front: a notch on the hexside or the vertex the unit faces (BN 13). */
      double a;
      gboolean flat = vd_hex_grid_get_shape (f->board->grid) == VD_HEX_FLAT;

      if (unit->facing < 6)
        a = -G_PI / 2 + unit->facing * G_PI / 3 + (flat ? 0 : -G_PI / 6);
      else
        a = -G_PI / 2 + (unit->facing - 6) * G_PI / 3 + G_PI / 6 + (flat ? 0 : -G_PI / 6);
      cairo_save (cr);
      vd_render_set_color (cr, vd_color_rgb (0x1a1a1a));
      cairo_move_to (cr, cx + cos (a) * side * 0.78, cy + sin (a) * side * 0.78);
      cairo_line_to (cr, cx + cos (a + 0.35) * side * 0.5, cy + sin (a + 0.35) * side * 0.5);
      cairo_line_to (cr, cx + cos (a - 0.35) * side * 0.5, cy + sin (a - 0.35) * side * 0.5);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_restore (cr);
    }
}

/* A battalion spread over a vineyard (LBA-VIN-3): a bar in its side's colour from its hex to
 * each other hex it holds, and a lighter copy of its counter there, under the counters. */
static void
draw_spread (Frame *f)
{
  for (guint i = 0; i < f->board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (f->board->units, i);
      VdColor fill, ink;
      double cx, cy;

      if (!unit->placed || unit->spread == NULL || unit->spread->len == 0)
        continue;
      centre (f, unit->hex, &cx, &cy);
      vd_render_side_color (unit->side, &fill, &ink);
      for (guint k = 0; k < unit->spread->len; k++)
        {
          double x, y;

          centre (f, g_array_index (unit->spread, VdHex, k), &x, &y);
          cairo_save (f->cr);
          vd_render_set_color (f->cr, fill);
          cairo_set_line_width (f->cr, S * 0.12);
          cairo_set_line_cap (f->cr, CAIRO_LINE_CAP_ROUND);
          cairo_move_to (f->cr, cx, cy);
          cairo_line_to (f->cr, x, y);
          cairo_stroke (f->cr);
          cairo_push_group (f->cr);
          draw_counter (f, unit, x, y);
          cairo_pop_group_to_source (f->cr);
          cairo_paint_with_alpha (f->cr, 0.45);
          cairo_restore (f->cr);
        }
    }
}

static void
draw_units (Frame *f)
{
  g_autoptr(GHashTable) done = g_hash_table_new (g_direct_hash, g_direct_equal);

  draw_spread (f);

  for (guint i = 0; i < f->board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (f->board->units, i);
      g_autoptr(GPtrArray) stack = NULL;
      double cx, cy;

      if (!unit->placed || unit->on_hexside || g_hash_table_contains (done, unit))
        continue;
      stack = vd_board_units_at (f->board, unit->hex);
      centre (f, unit->hex, &cx, &cy);
      /* The bottom of the stack first, each counter a little up and left of the one below. */
      for (guint k = stack->len, n = 0; k-- > 0;)
        {
          const VdBoardUnit *counter = g_ptr_array_index (stack, k);

          if (counter->on_hexside)
            continue;
          draw_counter (f, counter, cx + n * 0.9, cy + n * 0.9);
          n++;
          g_hash_table_add (done, (gpointer) counter);
        }
    }
  /* Counters on a hexside (LBA's Sk dragoons) over the side they hold, above both hexes. */
  for (guint i = 0; i < f->board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (f->board->units, i);
      double cx, cy;

      VdHexside side;
      VdColor fill, ink;
      double x0, y0, x1, y1;

      if (!vd_render_board_hexside_centre (f->board, unit, &cx, &cy) ||
          !vd_hexside_between (unit->hex, unit->across, &side))
        continue;
      /* The side it holds in its side's colour, so both hexes read as taken. */
      side_ends (f, side, &x0, &y0, &x1, &y1);
      vd_render_side_color (unit->side, &fill, &ink);
      cairo_save (f->cr);
      vd_render_set_color (f->cr, fill);
      cairo_set_line_width (f->cr, S * 0.12);
      cairo_set_line_cap (f->cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (f->cr, x0, y0);
      cairo_line_to (f->cr, x1, y1);
      cairo_stroke (f->cr);
      cairo_restore (f->cr);
      draw_counter (f, unit, cx, cy);
    }
}

gboolean
vd_render_board_hexside_centre (const VdBoard *board, const VdBoardUnit *unit, double *x,
                                double *y)
{
  double ax, ay, bx, by;

  if (!unit->placed || !unit->on_hexside)
    return FALSE;
  vd_hex_grid_centre (board->grid, unit->hex, S, &ax, &ay);
  vd_hex_grid_centre (board->grid, unit->across, S, &bx, &by);
  *x = (ax + bx) / 2;
  *y = (ay + by) / 2;
  return TRUE;
}

/* Counters whose hex is not given (`hex: ~`) wait in a tray below the map, in rows as wide
 * as the map, as a player keeps them beside the board. */
#define TRAY_STEP (S * 1.25)

static guint
n_unplaced (const VdBoard *board)
{
  guint n = 0;

  for (guint i = 0; i < board->units->len; i++)
    n += !((VdBoardUnit *) g_ptr_array_index (board->units, i))->placed;
  return n;
}

static VdRect
map_extent (const VdBoard *board)
{
  VdRect r = { G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE, -G_MAXDOUBLE };
  g_autoptr(GArray) hexes = vd_hex_grid_get_hexes (board->grid);

  for (guint i = 0; i < hexes->len; i++)
    {
      double x, y;

      vd_hex_grid_centre (board->grid, g_array_index (hexes, VdHex, i), S, &x, &y);
      r.x0 = MIN (r.x0, x);
      r.y0 = MIN (r.y0, y);
      r.x1 = MAX (r.x1, x);
      r.y1 = MAX (r.y1, y);
    }
  r.x0 -= S * 1.5;
  r.y0 -= S * 1.5;
  r.x1 += S * 1.5;
  r.y1 += S * 1.5;
  return r;
}

static guint
tray_per_row (VdRect map)
{
  return MAX (1, (guint) ((map.x1 - map.x0 - S) / TRAY_STEP));
}

/* MAP grown by the tray BOARD's counters without a hex need. */
static VdRect
extent_with_tray (const VdBoard *board, VdRect map)
{
  guint n = n_unplaced (board);

  if (n > 0)
    map.y1 += S * 1.0 + ((n - 1) / tray_per_row (map) + 1) * TRAY_STEP;
  return map;
}

/* The centre of the K-th counter of the tray below MAP. */
static void
tray_centre (VdRect map, guint k, double *x, double *y)
{
  guint per_row = tray_per_row (map);

  *x = map.x0 + S + (k % per_row) * TRAY_STEP;
  *y = map.y1 + S * 1.4 + (k / per_row) * TRAY_STEP;
}

static void
draw_tray (Frame *f)
{
  guint k = 0;

  for (guint i = 0; i < f->board->units->len; i++)
    {
      const VdBoardUnit *unit = g_ptr_array_index (f->board->units, i);
      double x, y;

      if (unit->placed)
        continue;
      tray_centre (f->map, k++, &x, &y);
      draw_counter (f, unit, x, y);
      text_at (f, x, y + S * 0.62, unit->id, 1.2, FALSE, 0x3a2a1a);
    }
}

gboolean
vd_render_board_tray_centre (const VdBoard *board, const VdBoardUnit *unit, double *x,
                             double *y)
{
  guint k = 0;

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = g_ptr_array_index (board->units, i);

      if (other->placed)
        continue;
      if (other == unit)
        {
          tray_centre (map_extent (board), k, x, y);
          return TRUE;
        }
      k++;
    }
  return FALSE;
}

void
vd_render_board_counter (cairo_t *cr, const VdBoard *board, const VdBoardUnit *unit, double x,
                         double y)
{
  Frame f = { cr, board, NULL, pango_cairo_create_layout (cr), map_extent (board), 1.0 };

  draw_counter (&f, unit, x, y);
  g_object_unref (f.layout);
}

void
vd_render_board_hex_path (cairo_t *cr, const VdBoard *board, VdHex hex)
{
  Frame f = { cr, board, NULL, NULL, { 0, 0, 0, 0 }, 1.0 };

  hex_path (&f, hex);
}

static void
draw_markers (Frame *f)
{
  cairo_t *cr = f->cr;

  for (guint i = 0; i < f->board->markers->len; i++)
    {
      const VdBoardMarker *marker = g_ptr_array_index (f->board->markers, i);
      double x, y;

      if (marker->on_hexside)
        {
          double x0, y0, x1, y1;

          side_ends (f, marker->side, &x0, &y0, &x1, &y1);
          x = (x0 + x1) / 2;
          y = (y0 + y1) / 2;
        }
      else
        {
          centre (f, marker->hex, &x, &y);
          x -= S * 0.45;
          y += S * 0.35;
        }
      cairo_save (cr);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, 1.8, 0, 2 * G_PI);
      vd_render_set_color (cr, vd_color_rgb (0xfff4d0));
      cairo_fill_preserve (cr);
      vd_render_set_color (cr, vd_color_rgb (0xb0201c));
      cairo_set_line_width (cr, 0.5);
      cairo_stroke (cr);
      cairo_move_to (cr, x - 1, y - 1);
      cairo_line_to (cr, x + 1, y + 1);
      cairo_move_to (cr, x + 1, y - 1);
      cairo_line_to (cr, x - 1, y + 1);
      cairo_stroke (cr);
      cairo_restore (cr);
      /* Its type in small print, as the marker counter would say it. */
      text_at (f, x, y + 2.6, marker->type, 1.1, FALSE, 0x8a1c1c);
    }
}

static void
for_each_hex (Frame *f, void (*draw) (Frame *f, VdHex hex))
{
  g_autoptr(GArray) hexes = vd_hex_grid_get_hexes (f->board->grid);

  for (guint i = 0; i < hexes->len; i++)
    draw (f, g_array_index (hexes, VdHex, i));
}

static void
draw_outline (Frame *f, VdHex hex)
{
  hex_path (f, hex);
}

void
vd_render_board (cairo_t *cr, const VdBoard *board, const VdHexRuleset *module,
                 const VdRenderOptions *options)
{
  Frame f = { cr, board, module, pango_cairo_create_layout (cr), map_extent (board), 1.0 };
  VdRect extent = extent_with_tray (board, f.map);
  VdRenderOptions defaults;

  if (options == NULL)
    {
      vd_render_options_init (&defaults);
      options = &defaults;
    }
  f.terrain_opacity = CLAMP (options->terrain_opacity, 0, 1);
  cairo_save (cr);
  cairo_new_path (cr);
  /* The paper under the map, unless the owner's map shows through the terrain. */
  if (f.terrain_opacity >= 1)
    {
      cairo_rectangle (cr, extent.x0, extent.y0, extent.x1 - extent.x0, extent.y1 - extent.y0);
      vd_render_set_color (cr, vd_color_rgb (0xf4efe0));
      cairo_fill (cr);
    }
  if (options->terrain && f.terrain_opacity > 0)
    for_each_hex (&f, draw_hex);
  /* The grid over the ground, under everything else. */
  if (options->grid)
    {
      for_each_hex (&f, draw_outline);
      vd_render_set_color (cr, vd_color_with_alpha (vd_color_rgb (0x3a3a3a), 0.55));
      cairo_set_line_width (cr, 0.22);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  if (options->terrain)
    {
      for (guint i = 0; i < board->roads->len; i++)
        draw_road (&f, g_ptr_array_index (board->roads, i));
      for (guint i = 0; i < board->hexsides->len; i++)
        draw_hexside (&f, g_ptr_array_index (board->hexsides, i));
    }
  if (options->labels)
    for_each_hex (&f, draw_hex_texts);
  if (options->units)
    {
      draw_markers (&f);
      draw_units (&f);
      draw_tray (&f);
    }
  cairo_restore (cr);
  g_object_unref (f.layout);
}

VdRect
vd_render_board_extent (const VdBoard *board)
{
  return extent_with_tray (board, map_extent (board));
}

typedef struct {
  const VdBoard      *board;
  const VdHexRuleset *module;
  VdRect              extent;
} BoardScene;

static void
draw_board_scene (cairo_t *cr, const VdViewport *viewport, const VdRenderOptions *options,
                  gpointer data)
{
  BoardScene *scene = data;

  /* The viewport shows y upwards, as a table's plan; a board's rows run down the page. */
  cairo_translate (cr, 0, scene->extent.y0 + scene->extent.y1);
  cairo_scale (cr, 1, -1);
  vd_render_board (cr, scene->board, scene->module, options);
}

gboolean
vd_render_board_to_file (const VdBoard *board, const VdHexRuleset *module, const char *path,
                         int width_px, GError **error)
{
  BoardScene data = { board, module, vd_render_board_extent (board) };
  VdRenderScene scene = { data.extent, board->title, draw_board_scene, &data };

  return vd_render_scene_to_file (&scene, NULL, path, width_px, error);
}
