#include "vd-sight-private.h"

#include "vd-sight-geometry.h"

int
vd_sight_level_at (const VdTable *table, VdPoint p)
{
  gboolean on_hill = FALSE;
  int level = 0;

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      if (feature->type != VD_TERRAIN_HILL || feature->shape != VD_SHAPE_AREA ||
          !vd_rect_contains_point (vd_feature_bounds (feature), p) ||
          !vd_polygon_contains_point (vd_feature_polygon (feature), p))
        continue;
      level = on_hill ? MAX (level, feature->level) : feature->level;
      on_hill = TRUE;
    }
  return level;
}

gboolean
vd_sight_plateau_at (const VdTable *table, VdPoint p, int level)
{
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      if (feature->type == VD_TERRAIN_HILL && feature->shape == VD_SHAPE_AREA && feature->plateau &&
          feature->level == level && vd_rect_contains_point (vd_feature_bounds (feature), p) &&
          vd_polygon_contains_point (vd_feature_polygon (feature), p))
        return TRUE;
    }
  return FALSE;
}

static gboolean
hill_holds (const VdSightFeature *f, VdPoint p)
{
  const VdFeature *feature = f->feature;

  return feature->type == VD_TERRAIN_HILL && feature->shape == VD_SHAPE_AREA &&
         vd_rect_contains_point (f->bounds, p) &&
         vd_polygon_contains_point (vd_feature_polygon (feature), p);
}

/* vd_sight_level_at, looking only at the hills filed around P. */
static int
level_at (const VdSight *sight, VdPoint p)
{
  guint n = 0;
  const guint32 *near = vd_sight_terrain_at (sight->terrain, p, &n);
  gboolean on_hill = FALSE;
  int level = 0;

  for (guint k = 0; k < n; k++)
    {
      const VdSightFeature *f = &sight->features[near[k]];

      if (!hill_holds (f, p))
        continue;
      level = on_hill ? MAX (level, f->feature->level) : f->feature->level;
      on_hill = TRUE;
    }
  return level;
}

/* vd_sight_plateau_at, the same way. */
static gboolean
plateau_at (const VdSight *sight, VdPoint p, int level)
{
  guint n = 0;
  const guint32 *near = vd_sight_terrain_at (sight->terrain, p, &n);

  for (guint k = 0; k < n; k++)
    {
      const VdSightFeature *f = &sight->features[near[k]];

      if (f->feature->plateau && f->feature->level == level && hill_holds (f, p))
        return TRUE;
    }
  return FALSE;
}

static void
set_disks (VdSightFeature *facts, VdPolygon polygon)
{
  VdPoint c = vd_polygon_centroid (polygon);

  facts->centre = c;
  facts->outer = 0;
  for (guint i = 0; i < polygon.n_points; i++)
    facts->outer = MAX (facts->outer, vd_point_distance (c, polygon.points[i]));
  facts->inner = vd_polygon_locate_point (polygon, c) == VD_LOCATION_INSIDE
                 ? vd_polygon_boundary_distance (polygon, c) : 0;
  /* Kept clear of the rounding of the tests that use them. */
  facts->outer *= 1 + 1e-9;
  facts->outer += VD_SIGHT_SLACK;
  facts->inner = MAX (facts->inner * (1 - 1e-9) - VD_SIGHT_SLACK, 0);
}

void
vd_sight_features_init (VdSight *sight, gboolean reference)
{
  vd_sight_features_init_from (sight, reference, NULL, NULL);
}

void
vd_sight_features_init_from (VdSight *sight, gboolean reference, const VdSightFeature *old,
                             const guint *kept)
{
  const VdTable *table = sight->table;

  sight->n_features = table->features->len;
  sight->features = g_new0 (VdSightFeature, MAX (sight->n_features, 1));
  sight->crests = g_array_new (FALSE, FALSE, sizeof (VdSightCrest));
  sight->max_polygon_points = 4;
  for (guint i = 0; i < sight->n_features; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);
      VdSightFeature *facts = &sight->features[i];

      facts->feature = feature;
      facts->id = feature->id;
      facts->bounds = vd_feature_bounds (feature);
      sight->max_polygon_points = MAX (sight->max_polygon_points, feature->path.n_points);
      if (feature->shape != VD_SHAPE_AREA)
        continue;
      if (old != NULL && kept[i] != G_MAXUINT)
        {
          facts->centre = old[kept[i]].centre;
          facts->outer = old[kept[i]].outer;
          facts->inner = old[kept[i]].inner;
        }
      else
        set_disks (facts, vd_feature_polygon (feature));
      if (feature->type != VD_TERRAIN_HILL)
        continue;
      for (guint c = 0; c < feature->n_crests; c++)
        {
          const VdPath *path = &feature->crests[c];
          VdSightCrest crest = { i, feature->id, path->points, path->n_points, vd_rect_empty (), { 0, 0 }, 0 };

          if (path->n_points == 0)
            continue;
          crest.bounds = vd_polyline_bounds ((VdPolyline) { path->points, path->n_points });
          crest.centre = vd_point ((crest.bounds.x0 + crest.bounds.x1) / 2,
                                   (crest.bounds.y0 + crest.bounds.y1) / 2);
          for (guint k = 0; k < path->n_points; k++)
            crest.outer = MAX (crest.outer, vd_point_distance (crest.centre, path->points[k]));
          crest.outer = crest.outer * (1 + 1e-9) + VD_SIGHT_SLACK;
          g_array_append_val (sight->crests, crest);
        }
    }
  sight->terrain = vd_sight_terrain_index_new (sight, reference);
  for (guint i = 0; i < sight->n_features; i++)
    {
      const VdFeature *feature = sight->features[i].feature;

      if (feature->shape == VD_SHAPE_AREA &&
          (feature->type == VD_TERRAIN_WOOD || feature->type == VD_TERRAIN_HOUSE ||
           feature->type == VD_TERRAIN_REDOUBT))
        sight->features[i].level = level_at (sight,
                                             vd_polygon_centroid (vd_feature_polygon (feature)));
    }
}

/* Whether the footprint (its BOUNDS) is strictly less than LIMIT from the path: the pieces
 * whose boxes are farther away are never measured. */
static gboolean
footprint_polyline_within (VdFootprint footprint, VdRect bounds, const VdPoint *points, guint n,
                           gboolean closed, double limit)
{
  VdRect reach = vd_rect_inflate (bounds, limit + VD_SIGHT_SLACK);

  if (!(limit > 0))
    return FALSE;
  if (n == 1)
    return vd_footprint_point_distance (footprint, points[0]) < limit;
  for (guint i = closed ? 0 : 1; i < n; i++)
    {
      VdPoint a = points[i == 0 ? n - 1 : i - 1], b = points[i];

      if (vd_sight_rects_meet (vd_sight_segment_bounds (a, b), reach) &&
          vd_footprint_segment_distance (footprint, vd_segment (a, b)) < limit)
        return TRUE;
    }
  return FALSE;
}

/* WOOD-5, WOOD-6: the wood-edge distance of WOOD, in mm (one place for a per-feature override). */
static double
wood_edge_mm (const VdSight *sight, guint wood)
{
  return vd_feature_distance_or (sight->features[wood].feature,
                                 sight->table->scale, "wood-edge", sight->mm_per_pace,
                                 sight->wood_edge_mm);
}

static void
add_ref (GArray *refs, VdSightRule rule, guint feature)
{
  VdSightTerrainRef ref = { rule, feature };

  g_array_append_val (refs, ref);
}

/* What holds the unit (its footprint centre inside the area), and what that means for it. */
static void
find_terrain (VdSight *sight, VdSightUnit *facts, VdFootprint footprint)
{
  const VdUnit *unit = facts->unit;
  guint n = 0;
  /* Areas holding its centre (inside its bounds) and obstacles within one base depth. */
  const guint32 *near = vd_sight_terrain_near (sight->terrain,
                                               vd_rect_inflate (facts->bounds,
                                                                MAX (facts->base_depth, 0)),
                                               FALSE, &n);

  for (guint k = 0; k < n; k++)
    {
      guint i = near[k];
      const VdSightFeature *f = &sight->features[i];
      const VdFeature *feature = f->feature;
      VdSightRule conceals;
      VdPolygon polygon;
      gboolean near_edge;

      if (feature->shape == VD_SHAPE_LINE)
        {
          /* Obstacles less than one base depth away may give it cover (LOBS-2, HOBS-2). */
          if ((feature->type == VD_TERRAIN_LIGHT_OBSTACLE || feature->type == VD_TERRAIN_HARD_OBSTACLE) &&
              vd_sight_rects_meet (vd_rect_inflate (f->bounds, facts->base_depth), facts->bounds) &&
              footprint_polyline_within (footprint, facts->bounds, feature->path.points,
                                         feature->path.n_points, FALSE, facts->base_depth))
            g_array_append_val (facts->obstacles, i);
          continue;
        }
      polygon = vd_feature_polygon (feature);
      if (!vd_rect_contains_point (f->bounds, facts->centre) ||
          !vd_polygon_contains_point (polygon, facts->centre))
        continue;
      conceals = vd_sight_concealing_rule (feature->type, unit);
      if (conceals != VD_SIGHT_N_RULES)
        add_ref (facts->concealment, conceals, i);
      if (feature->type == VD_TERRAIN_WOOD)
        {
          /* Its footprint's distance to the outline: the edge band (WOOD-5, WOOD-6), strictly less. */
          near_edge = footprint_polyline_within (footprint, facts->bounds, polygon.points,
                                                 polygon.n_points, TRUE, wood_edge_mm (sight, i));
          add_ref (facts->woods, near_edge ? VD_SIGHT_RULE_WOOD_6 : VD_SIGHT_N_RULES, i);
        }
      else if (feature->type == VD_TERRAIN_ROCKY && vd_sight_rocky_covers (unit) && facts->rocky < 0)
        facts->rocky = (int) i;
      else if (feature->type == VD_TERRAIN_HOUSE || feature->type == VD_TERRAIN_REDOUBT)
        g_array_append_val (facts->buildings, i);
      else if (feature->type == VD_TERRAIN_MARSH)
        {
          g_array_append_val (facts->marshes, i);
          if (facts->marsh < 0)
            facts->marsh = (int) i;
        }
    }
}

/* Crests less than one base length from the footprint (CREST-2), strictly. */
static void
find_crests (VdSight *sight, VdSightUnit *facts, VdFootprint footprint)
{
  guint n = 0;
  const guint32 *near = vd_sight_terrain_near (sight->terrain,
                                               vd_rect_inflate (facts->bounds,
                                                                MAX (facts->base_width, 0)),
                                               TRUE, &n);

  for (guint k = 0; k < n; k++)
    {
      guint c = near[k];
      const VdSightCrest *crest = &g_array_index (sight->crests, VdSightCrest, c);

      if (vd_sight_rects_meet (vd_rect_inflate (crest->bounds, facts->base_width), facts->bounds) &&
          footprint_polyline_within (footprint, facts->bounds, crest->points, crest->n_points, FALSE,
                                     facts->base_width))
        g_array_append_val (facts->crests, c);
    }
}

void
vd_sight_unit_init (VdSight *sight, VdSightUnit *facts, const VdUnit *unit)
{
  VdFootprint footprint = vd_unit_footprint (unit);
  VdBaseSize base = vd_unit_base (unit, sight->table, sight->ruleset);
  VdPoint *c = facts->corners;

  if (facts->crests == NULL)
    {
      facts->crests = g_array_new (FALSE, FALSE, sizeof (guint));
      facts->concealment = g_array_new (FALSE, FALSE, sizeof (VdSightTerrainRef));
      facts->woods = g_array_new (FALSE, FALSE, sizeof (VdSightTerrainRef));
      facts->buildings = g_array_new (FALSE, FALSE, sizeof (guint));
      facts->obstacles = g_array_new (FALSE, FALSE, sizeof (guint));
      facts->marshes = g_array_new (FALSE, FALSE, sizeof (guint));
    }
  g_array_set_size (facts->crests, 0);
  g_array_set_size (facts->concealment, 0);
  g_array_set_size (facts->woods, 0);
  g_array_set_size (facts->buildings, 0);
  g_array_set_size (facts->obstacles, 0);
  g_array_set_size (facts->marshes, 0);

  facts->unit = unit;
  facts->id = unit->id;
  facts->version = ++sight->unit_version;
  vd_sight_unit_key_set (&facts->key, unit);
  facts->klass = unit->arm * VD_N_FORMATIONS + unit->formation;
  vd_footprint_corners (footprint, c);
  facts->centre = vd_footprint_centre (footprint);
  facts->forward = vd_direction_from_facing (unit->facing);
  facts->right = vd_point (facts->forward.y, -facts->forward.x);
  facts->half_frontage = unit->frontage / 2;
  facts->half_depth = unit->depth / 2;
  facts->bounds = vd_footprint_bounds (footprint);
  facts->level = level_at (sight, facts->centre);
  facts->on_plateau = facts->level > 0 && plateau_at (sight, facts->centre, facts->level);
  facts->base_width = base.width;
  facts->base_depth = base.depth;
  facts->marsh = -1;
  facts->rocky = -1;

  /* Centre first: the line a referee would check first is tried first. */
  facts->observer_points[0] = vd_point_lerp (c[0], c[1], 0.5);
  facts->observer_points[1] = vd_point_lerp (c[0], c[1], 1.0 / 6);
  facts->observer_points[2] = vd_point_lerp (c[0], c[1], 5.0 / 6);
  facts->front_centre = facts->observer_points[0];
  for (guint i = 0; i < VD_SIGHT_TARGET_POSITIONS; i++)
    {
      double f = (i + 0.5) / VD_SIGHT_TARGET_POSITIONS;

      facts->target_points[0][i] = vd_point_lerp (c[0], c[1], f);
      facts->target_points[1][i] = vd_point_lerp (c[3], c[2], f);
    }
  find_terrain (sight, facts, footprint);
  find_crests (sight, facts, footprint);
  facts->concealed = facts->concealment->len > 0;
  facts->in_woods = facts->woods->len > 0;
  facts->holds = (facts->crests->len > 0 ? VD_SIGHT_HOLDS_CRESTS : 0) |
                 (facts->in_woods ? VD_SIGHT_HOLDS_WOODS : 0) |
                 (facts->buildings->len > 0 ? VD_SIGHT_HOLDS_BUILDINGS : 0) |
                 (facts->marshes->len > 0 ? VD_SIGHT_HOLDS_MARSHES : 0) |
                 (facts->obstacles->len > 0 ? VD_SIGHT_HOLDS_OBSTACLES : 0);
  facts->covered = facts->obstacles->len > 0 || facts->in_woods || facts->buildings->len > 0 ||
                   facts->marsh >= 0 || facts->rocky >= 0;
  facts->side = GPOINTER_TO_UINT (g_hash_table_lookup (sight->sides, unit->side));
  if (facts->side == 0)
    {
      facts->side = g_hash_table_size (sight->sides) + 1;
      g_hash_table_insert (sight->sides, g_strdup (unit->side), GUINT_TO_POINTER (facts->side));
    }
}

void
vd_sight_unit_clear (VdSightUnit *facts)
{
  g_clear_pointer (&facts->crests, g_array_unref);
  g_clear_pointer (&facts->concealment, g_array_unref);
  g_clear_pointer (&facts->woods, g_array_unref);
  g_clear_pointer (&facts->buildings, g_array_unref);
  g_clear_pointer (&facts->obstacles, g_array_unref);
  g_clear_pointer (&facts->marshes, g_array_unref);
  g_clear_pointer (&facts->key.id, g_free);
}

gboolean
vd_sight_unit_in_wood (const VdSightUnit *unit, guint feature)
{
  for (guint i = 0; unit->in_woods && i < unit->woods->len; i++)
    if (g_array_index (unit->woods, VdSightTerrainRef, i).feature == feature)
      return TRUE;
  return FALSE;
}

gboolean
vd_sight_unit_near_wood_edge (const VdSightUnit *unit, guint feature)
{
  for (guint i = 0; unit->in_woods && i < unit->woods->len; i++)
    {
      const VdSightTerrainRef *ref = &g_array_index (unit->woods, VdSightTerrainRef, i);

      if (ref->feature == feature)
        return ref->rule == VD_SIGHT_RULE_WOOD_6;
    }
  return FALSE;
}

double
vd_sight_unit_distance (const VdSightUnit *a, const VdSightUnit *b)
{
  /* Boxes apart: the rectangles are too, and only their corners need looking at. */
  if (!vd_sight_rects_meet (a->bounds, b->bounds))
    return vd_sight_corner_distance (a->corners, a->centre, a->right, a->forward, a->half_frontage,
                                     a->half_depth, b->corners, b->centre, b->right, b->forward,
                                     b->half_frontage, b->half_depth);
  return vd_sight_box_distance (a->corners, a->centre, a->right, a->forward, a->half_frontage,
                                a->half_depth, b->corners, b->centre, b->right, b->forward,
                                b->half_frontage, b->half_depth);
}

gboolean
vd_sight_feature_matters (const VdFeature *feature)
{
  if (feature->shape == VD_SHAPE_LINE)
    return feature->type == VD_TERRAIN_LIGHT_OBSTACLE || feature->type == VD_TERRAIN_HARD_OBSTACLE;
  return feature->type == VD_TERRAIN_HILL || feature->type == VD_TERRAIN_WOOD ||
         feature->type == VD_TERRAIN_HOUSE || feature->type == VD_TERRAIN_REDOUBT ||
         feature->type == VD_TERRAIN_MARSH;
}

/* The check a feature's sight lines meet it in, or VD_SIGHT_CHECK_NONE when they do not care
 * (nor when it has too few points to be the area or line it claims to be). */
static guint8
feature_check (const VdFeature *feature)
{
  if (!vd_sight_feature_matters (feature) || feature->path.n_points == 0 ||
      (feature->shape == VD_SHAPE_AREA && feature->path.n_points < 3))
    return VD_SIGHT_CHECK_NONE;
  switch (feature->type)
    {
    case VD_TERRAIN_HILL:
      return VD_SIGHT_CHECK_HILL;
    case VD_TERRAIN_WOOD:
      return VD_SIGHT_CHECK_WOOD;
    case VD_TERRAIN_HOUSE:
    case VD_TERRAIN_REDOUBT:
      return VD_SIGHT_CHECK_BUILDING;
    case VD_TERRAIN_MARSH:
      return VD_SIGHT_CHECK_MARSH;
    default:
      return VD_SIGHT_CHECK_OBSTACLE;
    }
}

void
vd_sight_item_init (VdSight *sight, guint item)
{
  guint n_crests = sight->crests->len;
  VdSightItemBox *box = &sight->boxes[item];
  VdSightItemInfo *info = &sight->info[item];

  if (item >= n_crests + sight->n_features)
    {
      const VdSightUnit *unit = &sight->units[item - n_crests - sight->n_features];

      *box = (VdSightItemBox) { unit->bounds, unit->corners, G_N_ELEMENTS (unit->corners) };
      *info = (VdSightItemInfo) { VD_SIGHT_CHECK_UNIT, (guint8) unit->klass, (gint16) unit->level,
                                  unit->side };
    }
  else if (item < n_crests)
    {
      const VdSightCrest *crest = &g_array_index (sight->crests, VdSightCrest, item);

      *box = (VdSightItemBox) { crest->bounds, crest->points, crest->n_points };
      *info = (VdSightItemInfo) { VD_SIGHT_CHECK_CREST, 0, 0 };
    }
  else
    {
      const VdSightFeature *f = &sight->features[item - n_crests];

      *box = (VdSightItemBox) { f->bounds, f->feature->path.points, f->feature->path.n_points };
      *info = (VdSightItemInfo) { feature_check (f->feature), 0, (gint16) f->level };
    }
}
