#include "vd-random-table.h"

#include <math.h>

#define TABLE_WIDTH  1800.0
#define TABLE_DEPTH  1200.0
/* Keeps every rounded point strictly inside the table. */
#define EDGE_MARGIN  1.0
/* Enough for a table with room to spare; a crowded one overlaps whatever the count. */
#define PLACEMENT_TRIES 20
#define SHAPE_TRIES  10

typedef struct {
  VdArm       arm;
  VdFormation formation;
  guint       weight;   /* how common, out of the sum of all weights */
} UnitKind;

/* Every arm and formation of the bundled units file; the first fifteen units take them in turn. */
static const UnitKind unit_kinds[] = {
  { VD_ARM_INFANTRY,  VD_FORMATION_LINE,      14 },
  { VD_ARM_INFANTRY,  VD_FORMATION_COLUMN,    20 },
  { VD_ARM_INFANTRY,  VD_FORMATION_SQUARE,     5 },
  { VD_ARM_INFANTRY,  VD_FORMATION_SKIRMISH,   8 },
  { VD_ARM_CAVALRY,   VD_FORMATION_CLOSE,     12 },
  { VD_ARM_CAVALRY,   VD_FORMATION_OPEN,       5 },
  { VD_ARM_CAVALRY,   VD_FORMATION_COLUMN,     5 },
  { VD_ARM_ARTILLERY, VD_FORMATION_BATTERY,    8 },
  { VD_ARM_ARTILLERY, VD_FORMATION_DISPERSED,  2 },
  { VD_ARM_ARTILLERY, VD_FORMATION_LIMBERED,   3 },
  { VD_ARM_OFFICER,   VD_FORMATION_NONE,      10 },
  { VD_ARM_ENGINEERS, VD_FORMATION_LINE,       2 },
  { VD_ARM_ENGINEERS, VD_FORMATION_COLUMN,     2 },
  { VD_ARM_ENGINEERS, VD_FORMATION_SKIRMISH,   2 },
  { VD_ARM_ENGINEERS, VD_FORMATION_NONE,       2 },
};

typedef struct {
  double min;
  double max;
} Range;

static double
round_tenth (double v)
{
  return round (v * 10.0) / 10.0;
}

static VdPoint
round_point (VdPoint p)
{
  return vd_point (round_tenth (p.x), round_tenth (p.y));
}

static double
uniform (GRand *rand, Range range)
{
  return g_rand_double_range (rand, range.min, range.max);
}

static gboolean
chance (GRand *rand, double probability)
{
  return g_rand_double (rand) < probability;
}

/* Moves POINTS (rounded) and ALSO (may be NULL) so the points' bounding box lies at a random
 * place inside the table. */
static void
place_inside (GRand *rand, VdPoint *points, guint n_points, VdPoint *also)
{
  VdRect box = vd_polyline_bounds ((VdPolyline) { points, n_points });
  double dx = g_rand_double_range (rand, EDGE_MARGIN - box.x0, TABLE_WIDTH - EDGE_MARGIN - box.x1);
  double dy = g_rand_double_range (rand, EDGE_MARGIN - box.y0, TABLE_DEPTH - EDGE_MARGIN - box.y1);

  for (guint i = 0; i < n_points; i++)
    points[i] = round_point (vd_point (points[i].x + dx, points[i].y + dy));
  if (also != NULL)
    *also = vd_point (also->x + dx, also->y + dy);
}

/* How big an area of TYPE is drawn: radii of its vertices around its centre, in mm. */
static Range
area_radii (VdTerrainType type)
{
  switch (type)
    {
    case VD_TERRAIN_HILL:   return (Range) { 60, 150 };
    case VD_TERRAIN_WOOD:   return (Range) { 40, 130 };
    case VD_TERRAIN_RIVER:  return (Range) { 30, 150 };
    case VD_TERRAIN_MARSH:  return (Range) { 30, 100 };
    case VD_TERRAIN_FIELD:  return (Range) { 40, 120 };
    case VD_TERRAIN_ROCKY:  return (Range) { 20, 80 };
    case VD_TERRAIN_REDOUBT: return (Range) { 30, 60 };
    case VD_TERRAIN_FORD:   return (Range) { 20, 50 };
    case VD_TERRAIN_HOUSE:
    case VD_TERRAIN_BRIDGE:
    case VD_TERRAIN_STREAM:
    case VD_TERRAIN_ROAD:
    case VD_TERRAIN_LIGHT_OBSTACLE:
    case VD_TERRAIN_HARD_OBSTACLE:
    case VD_N_TERRAIN_TYPES:
    default:
      return (Range) { 20, 40 };
    }
}

/* How long a line of TYPE is, in mm. */
static Range
line_length (VdTerrainType type)
{
  switch (type)
    {
    case VD_TERRAIN_STREAM:         return (Range) { 200, 600 };
    case VD_TERRAIN_RIVER:          return (Range) { 300, 600 };
    case VD_TERRAIN_ROAD:           return (Range) { 200, 600 };
    case VD_TERRAIN_LIGHT_OBSTACLE: return (Range) { 50, 300 };
    case VD_TERRAIN_HARD_OBSTACLE:  return (Range) { 50, 250 };
    case VD_TERRAIN_BRIDGE:
    case VD_TERRAIN_HILL:
    case VD_TERRAIN_WOOD:
    case VD_TERRAIN_MARSH:
    case VD_TERRAIN_HOUSE:
    case VD_TERRAIN_REDOUBT:
    case VD_TERRAIN_ROCKY:
    case VD_TERRAIN_FIELD:
    case VD_TERRAIN_FORD:
    case VD_N_TERRAIN_TYPES:
    default:
      return (Range) { 50, 80 };
    }
}

/* Vertices at increasing angles around a centre, no gap reaching half a turn: always simple. */
static guint
star_polygon (GRand *rand, Range radii, VdPoint points[9], VdPoint *centre)
{
  guint n = (guint) g_rand_int_range (rand, 5, 10);
  double gaps[9], total = 0, angle = g_rand_double_range (rand, 0, 2 * G_PI);

  for (guint i = 0; i < n; i++)
    total += gaps[i] = g_rand_double_range (rand, 0.5, 1.5);
  for (guint i = 0; i < n; i++)
    {
      double r = uniform (rand, radii);

      points[i] = vd_point (r * cos (angle), r * sin (angle));
      angle += gaps[i] / total * 2 * G_PI;
    }
  *centre = vd_point (0, 0);
  place_inside (rand, points, n, centre);
  return n;
}

static gboolean
is_good_area (const VdPoint *points, guint n_points)
{
  VdPolygon polygon = { points, n_points };

  return vd_polygon_area (polygon) > 0 && vd_polygon_is_simple (polygon);
}

/* A crest through consecutive spokes of a star polygon stays inside it: each piece lies in
 * the triangle of the centre and two neighbouring vertices. */
static void
add_crest (GRand *rand, VdFeature *hill, VdPoint centre)
{
  const VdPath *outline = &hill->path;
  guint n = (guint) g_rand_int_range (rand, 2, 5);
  guint first = (guint) g_rand_int_range (rand, 0, (gint32) outline->n_points);
  VdPoint points[4];

  for (guint i = 0; i < n; i++)
    {
      VdPoint vertex = outline->points[(first + i) % outline->n_points];
      double t = g_rand_double_range (rand, 0.5, 0.8);

      points[i] = round_point (vd_point_lerp (centre, vertex, t));
    }
  vd_feature_add_crest (hill, points, n);
}

static VdFeature *
random_area (GRand *rand, const char *id, VdTerrainType type)
{
  VdPoint points[9], centre;
  VdFeature *feature;
  guint n = 0;

  for (guint tries = 0; tries < SHAPE_TRIES; tries++)
    {
      n = star_polygon (rand, area_radii (type), points, &centre);
      if (is_good_area (points, n))
        break;
      n = 0;
    }
  /* Never reached in practice; a square keeps the promise that generation never fails. */
  if (n == 0)
    {
      centre = vd_point (TABLE_WIDTH / 2, TABLE_DEPTH / 2);
      points[0] = vd_point (centre.x - 20, centre.y - 20);
      points[1] = vd_point (centre.x + 20, centre.y - 20);
      points[2] = vd_point (centre.x + 20, centre.y + 20);
      points[3] = vd_point (centre.x - 20, centre.y + 20);
      n = 4;
    }

  feature = vd_feature_new (id, type, VD_SHAPE_AREA, points, n);
  if (type == VD_TERRAIN_HILL)
    {
      feature->level = chance (rand, 0.35) ? 2 : 1;
      feature->plateau = chance (rand, 0.3);
      add_crest (rand, feature, centre);
      if (chance (rand, 0.4))
        add_crest (rand, feature, centre);
    }
  return feature;
}

/* A wandering polyline: equal steps, each turning a little from the one before. */
static VdFeature *
random_line (GRand *rand, const char *id, VdTerrainType type)
{
  guint n = type == VD_TERRAIN_BRIDGE ? 2 : (guint) g_rand_int_range (rand, 2, 7);
  double step = uniform (rand, line_length (type)) / (n - 1);
  double heading = g_rand_double_range (rand, 0, 360);
  VdPoint points[6] = { { 0, 0 } };

  for (guint i = 1; i < n; i++)
    {
      points[i] = vd_point_add (points[i - 1],
                                vd_point_scale (vd_direction_from_facing (heading), step));
      heading += g_rand_double_range (rand, -35, 35);
    }
  place_inside (rand, points, n, NULL);
  return vd_feature_new (id, type, VD_SHAPE_LINE, points, n);
}

static VdFeature *
random_feature (GRand *rand, guint index)
{
  VdTerrainType type = (VdTerrainType) (index % VD_N_TERRAIN_TYPES);
  g_autofree char *id = g_strdup_printf ("f-%u", index + 1);
  gboolean area;

  if (vd_terrain_type_allows_shape (type, VD_SHAPE_AREA) &&
      vd_terrain_type_allows_shape (type, VD_SHAPE_LINE))
    area = chance (rand, 0.5);
  else
    area = vd_terrain_type_allows_shape (type, VD_SHAPE_AREA);
  return area ? random_area (rand, id, type) : random_line (rand, id, type);
}

static const UnitKind *
pick_kind (GRand *rand, guint index)
{
  guint total = 0, pick;

  if (index < G_N_ELEMENTS (unit_kinds))
    return &unit_kinds[index];
  for (guint i = 0; i < G_N_ELEMENTS (unit_kinds); i++)
    total += unit_kinds[i].weight;
  pick = (guint) g_rand_int_range (rand, 0, (gint32) total);
  for (guint i = 0; i < G_N_ELEMENTS (unit_kinds); i++)
    {
      if (pick < unit_kinds[i].weight)
        return &unit_kinds[i];
      pick -= unit_kinds[i].weight;
    }
  return &unit_kinds[0];
}

static int
rand_count (GRand *rand, int min, int max)
{
  return g_rand_int_range (rand, min, max + 1);
}

/* Footprint and figures from the 25mm bases (infantry and engineers 40 × 30, cavalry and
 * officers 50 × 50, artillery 60 × 80), laid out as the formation lays them. */
static void
size_unit (GRand *rand, VdUnit *unit)
{
  int bases;

  switch (unit->formation)
    {
    case VD_FORMATION_LINE:
      bases = unit->arm == VD_ARM_ENGINEERS ? 2 : rand_count (rand, 3, 5);
      unit->frontage = 40.0 * bases;
      unit->depth = 30;
      unit->figures = 4 * bases;
      break;
    case VD_FORMATION_COLUMN:
      if (unit->arm == VD_ARM_CAVALRY)
        {
          bases = rand_count (rand, 2, 3);
          unit->frontage = 50;
          unit->depth = 50.0 * bases;
          unit->figures = 2 * bases;
        }
      else if (unit->arm == VD_ARM_ENGINEERS)
        {
          unit->frontage = 40;
          unit->depth = 60;
          unit->figures = 8;
        }
      else
        {
          bases = rand_count (rand, 2, 3);
          unit->frontage = 80;
          unit->depth = 30.0 * bases;
          unit->figures = 8 * bases;
        }
      break;
    case VD_FORMATION_SQUARE:
      unit->frontage = unit->depth = chance (rand, 0.5) ? 80 : 90;
      unit->figures = rand_count (rand, 16, 24);
      break;
    case VD_FORMATION_SKIRMISH:
      /* Bases spread out with gaps between them. */
      bases = unit->arm == VD_ARM_ENGINEERS ? 1 : rand_count (rand, 2, 3);
      unit->frontage = 60.0 * bases + 20;
      unit->depth = 30;
      unit->figures = 4 * bases;
      break;
    case VD_FORMATION_CLOSE:
      bases = rand_count (rand, 2, 4);
      unit->frontage = 50.0 * bases;
      unit->depth = 50;
      unit->figures = 2 * bases;
      break;
    case VD_FORMATION_OPEN:
      bases = rand_count (rand, 2, 3);
      unit->frontage = 70.0 * bases + 20;
      unit->depth = 50;
      unit->figures = 2 * bases;
      break;
    case VD_FORMATION_BATTERY:
      bases = rand_count (rand, 2, 3);
      unit->frontage = 60.0 * bases;
      unit->depth = 80;
      unit->figures = 4 * bases;
      break;
    case VD_FORMATION_DISPERSED:
      bases = rand_count (rand, 1, 2);
      unit->frontage = 80.0 * bases + 20;
      unit->depth = 60;
      unit->figures = 4 * bases;
      break;
    case VD_FORMATION_LIMBERED:
      bases = rand_count (rand, 1, 2);
      unit->frontage = 60;
      unit->depth = 100.0 * bases;
      unit->figures = 4 * bases;
      break;
    case VD_FORMATION_NONE:
    case VD_N_FORMATIONS:
    default:
      if (unit->arm == VD_ARM_OFFICER)
        {
          unit->frontage = unit->depth = 50;
          unit->figures = rand_count (rand, 1, 3);
        }
      else
        {
          unit->frontage = 40;
          unit->depth = 30;
          unit->figures = rand_count (rand, 2, 4);
        }
      break;
    }
  if (unit->arm == VD_ARM_ARTILLERY)
    {
      static const int calibres[] = { 4, 6, 8, 12 };

      unit->calibre = calibres[g_rand_int_range (rand, 0, (gint32) G_N_ELEMENTS (calibres))];
      unit->howitzer = chance (rand, 0.2);
    }
}

static gboolean
overlaps_any (const VdTable *table, const VdUnit *unit)
{
  VdFootprint footprint = vd_unit_footprint (unit);
  VdRect bounds = vd_footprint_bounds (footprint);

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *other = g_ptr_array_index (table->units, i);
      VdFootprint other_footprint = vd_unit_footprint (other);

      if (vd_rect_intersects (bounds, vd_footprint_bounds (other_footprint)) &&
          vd_footprint_distance (footprint, other_footprint) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Picks the footprint's centre far enough from the edges for any facing, then derives AT:
 * the footprint is inside the table by construction. */
static void
place_unit (GRand *rand, VdUnit *unit, gboolean blue)
{
  double reach = hypot (unit->frontage, unit->depth) / 2 + EDGE_MARGIN;
  double y0 = reach, y1 = TABLE_DEPTH - reach;
  double facing;
  VdPoint centre, forward;

  if (chance (rand, 0.85))
    {
      /* At home: the near half for blue, the far half for red, facing the enemy. */
      if (blue)
        y1 = MAX (y0, TABLE_DEPTH / 2 - reach / 2);
      else
        y0 = MIN (y1, TABLE_DEPTH / 2 + reach / 2);
      facing = (blue ? 0 : 180) + g_rand_double_range (rand, -40, 40);
    }
  else
    facing = g_rand_double_range (rand, 0, 360);

  centre = vd_point (g_rand_double_range (rand, reach, TABLE_WIDTH - reach),
                     g_rand_double_range (rand, y0, y1));
  unit->facing = fmod (round (facing) + 360, 360);
  forward = vd_direction_from_facing (unit->facing);
  unit->at = round_point (vd_point_add (centre, vd_point_scale (forward, unit->depth / 2)));
}

static VdUnit *
random_unit (GRand *rand, const VdTable *table, guint index)
{
  const UnitKind *kind = pick_kind (rand, index);
  g_autofree char *id = g_strdup_printf ("u-%u", index + 1);
  gboolean blue = index % 2 == 0;
  VdUnit *unit = vd_unit_new (id, blue ? "blue" : "red", kind->arm, kind->formation);

  size_unit (rand, unit);
  unit->revealed = chance (rand, 0.1);
  for (guint tries = 0; tries < PLACEMENT_TRIES; tries++)
    {
      place_unit (rand, unit, blue);
      if (!overlaps_any (table, unit))
        break;
    }
  return unit;
}

VdTable *
vd_random_table_new (guint n_units, guint n_features, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  VdTable *table = vd_table_new ();

  g_free (table->title);
  table->title = g_strdup_printf ("Random table (seed %" G_GUINT32_FORMAT ")", seed);
  table->scale = VD_SCALE_25MM;
  table->width = TABLE_WIDTH;
  table->depth = TABLE_DEPTH;
  g_free (table->ruleset);
  table->ruleset = g_strdup ("napoleonic");

  for (guint i = 0; i < n_features; i++)
    g_ptr_array_add (table->features, random_feature (rand, i));
  for (guint i = 0; i < n_units; i++)
    g_ptr_array_add (table->units, random_unit (rand, table, i));
  return table;
}

void
vd_random_path_shift (VdPath *path, double dx, double dy, const VdTable *table)
{
  dx = round (dx * 10) / 10;
  dy = round (dy * 10) / 10;
  for (guint i = 0; i < path->n_points; i++)
    path->points[i] = vd_point (CLAMP (path->points[i].x + dx, EDGE_MARGIN, table->width - EDGE_MARGIN),
                                CLAMP (path->points[i].y + dy, EDGE_MARGIN, table->depth - EDGE_MARGIN));
}

void
vd_random_feature_shift (VdFeature *feature, double dx, double dy, const VdTable *table)
{
  vd_random_path_shift (&feature->path, dx, dy, table);
  for (guint c = 0; c < feature->n_crests; c++)
    vd_random_path_shift (&feature->crests[c], dx, dy, table);
}
