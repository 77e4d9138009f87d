#include "vd-declaration.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"

/* Fire and charge declarations (MASK-6): sight first, then each rule in its own function. */

static void
add_reason (VdDeclaration *d, const char *rule, const char *by)
{
  VdDeclarationReason reason = { rule, by };

  g_array_append_val (d->reasons, reason);
}

/* Refuses by RULE (by BY), told last among the reasons; always returns TRUE (judged). */
static gboolean
refuse (VdDeclaration *d, const char *rule, const char *by)
{
  add_reason (d, rule, by);
  d->legal = FALSE;
  d->refused_rule = rule;
  d->refused_by = by;
  return TRUE;
}

static gboolean
begin (const VdTable *table, const VdRuleset *ruleset, VdSight **sight, VdSight **own_sight,
       const VdUnit *unit, const VdUnit *target, VdDeclaration *d, GError **error)
{
  *d = (VdDeclaration) { 0 };
  d->reasons = g_array_new (FALSE, FALSE, sizeof (VdDeclarationReason));
  d->unit = unit;
  d->target = target;
  d->range = -1;
  if (g_strcmp0 (unit->side, target->side) == 0)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s and %s are on the same side: a declaration targets an enemy"),
                   unit->id, target->id);
      return FALSE;
    }
  if (*sight == NULL)
    *sight = *own_sight = vd_sight_new (table, ruleset);
  return TRUE;
}

/* MASK-6: the unit sees its target; the sight answer's reasons are the declaration's. Returns
 * FALSE (and refuses) when it does not. */
static gboolean
mask_6_sees (VdSight *sight, VdDeclaration *d, gboolean fire)
{
  VdSightAnswer answer;
  gboolean sees;

  vd_sight_answer_init (&answer);
  vd_sight_query (sight, d->unit, d->target, &answer);
  d->visible = answer.visible;
  d->distance = answer.distance;
  d->cover = answer.cover;
  for (guint i = 0; i < answer.n_reasons; i++)
    add_reason (d, answer.reasons[i].rule, answer.reasons[i].by);
  sees = answer.visible;
  if (!sees)
    refuse (d, "MASK-6", d->target->id);
  else if (fire && !vd_sight_answer_allows_fire (&answer))
    {
      /* CREST-4: the sight answer names the hill whose crest the battery is not beyond. */
      const char *hill = NULL;

      for (guint i = 0; i < answer.n_reasons; i++)
        if (g_strcmp0 (answer.reasons[i].rule, "CREST-4") == 0)
          hill = answer.reasons[i].by;
      refuse (d, "CREST-4", hill != NULL ? hill : d->unit->id);
      sees = FALSE;
    }
  vd_sight_answer_clear (&answer);
  return sees;
}

/* WOOD-7: a unit in a wood fires less than the wood-fire distance (strictly); returns the
 * distance that applies, or -1 when the unit is not in a wood. */
static double
wood_7_fire_limit (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                   VdDeclaration *d)
{
  const VdFeature *wood = vd_sight_unit_wood (sight, d->unit, NULL);
  double paces;

  if (wood == NULL)
    return -1;
  paces = vd_feature_distance_or (wood, table->scale, "wood-fire", 1,
                                  vd_ruleset_distance (ruleset, "wood-fire", table->scale));
  if (!(d->distance < paces))
    {
      refuse (d, "WOOD-7", wood->id);
      return paces;
    }
  add_reason (d, "WOOD-7", wood->id);
  return paces;
}

/* HOUSE-2, HOUSE-5: a unit in a house fires with every figure from the side it stands on, its
 * companies firing while others move: told, since Vedette counts no firing figures. */
static void
house_2_fires_from_every_side (const VdTable *table, VdDeclaration *d)
{
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if (f->type == VD_TERRAIN_HOUSE && vd_feature_is_under_unit (f, d->unit))
        {
          add_reason (d, "HOUSE-2", f->id);
          add_reason (d, "HOUSE-5", f->id);
          return;
        }
    }
}

gboolean
vd_declaration_fire (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                     const VdUnit *unit, const VdUnit *target, VdDeclaration *d, GError **error)
{
  g_autoptr(VdSight) own_sight = NULL;
  double weapon, wood_limit;

  g_return_val_if_fail (table != NULL && ruleset != NULL && unit != NULL && target != NULL,
                        FALSE);
  g_return_val_if_fail (d != NULL, FALSE);
  if (!begin (table, ruleset, &sight, &own_sight, unit, target, d, error))
    return FALSE;

  /* RANGE: an arm the ruleset gives no range does not fire (cavalry, officers). */
  weapon = vd_unit_fire_range (unit, table, ruleset);
  d->range = weapon;
  if (!(weapon > 0))
    return refuse (d, "RANGE", unit->id);
  if (!mask_6_sees (sight, d, TRUE))
    return TRUE;
  wood_limit = wood_7_fire_limit (table, ruleset, sight, d);
  if (d->refused_rule != NULL)
    {
      d->range = MIN (weapon, wood_limit);
      return TRUE;
    }
  if (wood_limit >= 0 && wood_limit < weapon)
    d->range = wood_limit;
  if (d->distance > weapon)
    return refuse (d, "RANGE", unit->id);
  house_2_fires_from_every_side (table, d);
  d->legal = TRUE;
  return TRUE;
}

/* The point of TARGET's footprint nearest P (P itself when inside it). */
static VdPoint
nearest_point_of (const VdUnit *target, VdPoint p)
{
  VdFootprint fp = vd_unit_footprint (target);
  VdPoint corners[4], best = p;
  double best_d = G_MAXDOUBLE;

  if (vd_footprint_contains_point (fp, p))
    return p;
  vd_footprint_corners (fp, corners);
  for (guint i = 0; i < 4; i++)
    {
      VdPoint q = vd_segment_closest_point (vd_segment (corners[i], corners[(i + 1) % 4]), p,
                                            NULL);
      double dq = vd_point_distance (p, q);

      if (dq < best_d)
        {
          best_d = dq;
          best = q;
        }
    }
  return best;
}

/* The charge's path of the footprint centre: the `at` path moved by the centre's offset. */
static GArray *
centre_path (const VdUnit *unit, const VdPoint *points, guint n_points)
{
  VdPoint offset = vd_point_sub (vd_footprint_centre (vd_unit_footprint (unit)), unit->at);
  GArray *path = g_array_sized_new (FALSE, FALSE, sizeof (VdPoint), n_points + 1);
  VdPoint p = vd_point_add (unit->at, offset);

  g_array_append_val (path, p);
  for (guint i = 0; i < n_points; i++)
    {
      p = vd_point_add (points[i], offset);
      g_array_append_val (path, p);
    }
  return path;
}

/* Whether some stretch of PATH (or a point of it) lies inside AREA. */
static gboolean
path_enters (const GArray *path, const VdFeature *area)
{
  VdPolygon polygon = vd_feature_polygon (area);

  for (guint i = 0; i + 1 < path->len; i++)
    if (vd_polygon_clip_segment (polygon, vd_segment (g_array_index (path, VdPoint, i),
                                                      g_array_index (path, VdPoint, i + 1)),
                                 NULL) > 0)
      return TRUE;
  return vd_polygon_contains_point (polygon, g_array_index (path, VdPoint, path->len - 1));
}

/* WOOD-12: cavalry charges neither from deep in a wood (only out of its edge band), nor at a
 * unit in a wood, nor into one on the way. Returns FALSE (and refuses) when it may not. */
static gboolean
wood_12_cavalry_charge (const VdTable *table, VdSight *sight, const GArray *path,
                        VdDeclaration *d)
{
  gboolean edge = FALSE;
  const VdFeature *start = vd_sight_unit_wood (sight, d->unit, &edge);
  const VdFeature *target_wood = vd_sight_unit_wood (sight, d->target, NULL);

  if (d->unit->arm != VD_ARM_CAVALRY)
    return TRUE;
  if (start != NULL && !edge)
    return !refuse (d, "WOOD-12", start->id);
  if (target_wood != NULL)
    return !refuse (d, "WOOD-12", target_wood->id);
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if (f->type == VD_TERRAIN_WOOD && f->shape == VD_SHAPE_AREA && f != start &&
          path_enters (path, f))
        return !refuse (d, "WOOD-12", f->id);
    }
  if (start != NULL)
    add_reason (d, "WOOD-12", start->id);
  return TRUE;
}

/* Whether PATH crosses or touches one of HILL's crest lines. */
static gboolean
path_crosses_crest (const GArray *path, const VdFeature *hill)
{
  for (guint c = 0; c < hill->n_crests; c++)
    {
      VdPolyline crest = { hill->crests[c].points, hill->crests[c].n_points };

      for (guint i = 0; i + 1 < path->len; i++)
        if (vd_polyline_intersects_segment (crest, vd_segment (g_array_index (path, VdPoint, i),
                                                               g_array_index (path, VdPoint,
                                                                              i + 1))))
          return TRUE;
    }
  return FALSE;
}

/* HILL-6: cavalry charging on a hill slope arrives disorganized: inside a single-crest hill,
 * or over a plateau's edge (its crest lines). */
static void
hill_6_slope (const VdTable *table, const GArray *path, VdDeclaration *d)
{
  if (d->unit->arm != VD_ARM_CAVALRY)
    return;
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);
      gboolean slope;

      if (f->type != VD_TERRAIN_HILL || f->shape != VD_SHAPE_AREA)
        continue;
      slope = f->plateau ? path_crosses_crest (path, f) : path_enters (path, f);
      if (slope)
        {
          d->conditions |= 1u << VD_CONDITION_DISORGANIZED;
          add_reason (d, "HILL-6", f->id);
          return;
        }
    }
}

gboolean
vd_declaration_charge (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                       const VdUnit *unit, const VdUnit *target, const VdPoint *via,
                       guint n_via, VdDeclaration *d, GError **error)
{
  g_autoptr(VdSight) own_sight = NULL;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GArray) path = NULL;
  const VdMoveEffect *forbidding;
  VdPoint from;

  g_return_val_if_fail (table != NULL && ruleset != NULL && unit != NULL && target != NULL,
                        FALSE);
  g_return_val_if_fail (d != NULL && (via != NULL || n_via == 0), FALSE);
  if (!begin (table, ruleset, &sight, &own_sight, unit, target, d, error))
    return FALSE;
  for (guint i = 0; i < n_via; i++)
    if (!isfinite (via[i].x) || !isfinite (via[i].y))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("point %u of the move is not a finite number"), i + 1);
        return FALSE;
      }

  /* CHARGE: an arm the ruleset gives no charge bonus does not charge (artillery, officers). */
  if (!(vd_table_charge_bonus (table, ruleset, unit->arm) > 0))
    return refuse (d, "CHARGE", unit->id);
  if (!mask_6_sees (sight, d, FALSE))
    return TRUE;

  from = n_via > 0 ? via[n_via - 1] : unit->at;
  d->contact = nearest_point_of (target, from);
  points = g_array_sized_new (FALSE, FALSE, sizeof (VdPoint), n_via + 1);
  g_array_append_vals (points, via, n_via);
  g_array_append_val (points, d->contact);
  path = centre_path (unit, (const VdPoint *) points->data, points->len);
  if (!wood_12_cavalry_charge (table, sight, path, d))
    return TRUE;

  if (!vd_move_measure_charge (table, ruleset, unit, (const VdPoint *) points->data, points->len,
                               &d->move, error))
    return FALSE;
  for (guint i = 0; i < d->move.n_effects; i++)
    add_reason (d, d->move.effects[i].rule, d->move.effects[i].by);
  d->conditions = d->move.conditions;
  if (!d->move.legal)
    {
      forbidding = vd_move_answer_forbidding (&d->move);
      d->legal = FALSE;
      d->refused_rule = forbidding != NULL ? forbidding->rule : "ALLOWANCE";
      d->refused_by = forbidding != NULL ? forbidding->by : unit->id;
      return TRUE;
    }
  hill_6_slope (table, path, d);
  d->legal = TRUE;
  return TRUE;
}

/* The point of FEATURE's line (or outline) nearest P. */
static VdPoint
feature_nearest_point (const VdFeature *feature, VdPoint p)
{
  const VdPath *path = &feature->path;
  guint n = feature->shape == VD_SHAPE_AREA ? path->n_points : path->n_points - 1;
  VdPoint best = path->points[0];
  double best_d = G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      VdSegment s = vd_segment (path->points[i], path->points[(i + 1) % path->n_points]);
      VdPoint q = vd_segment_closest_point (s, p, NULL);

      if (vd_point_distance (p, q) < best_d)
        {
          best_d = vd_point_distance (p, q);
          best = q;
        }
    }
  return best;
}

/* The stand-in for the point aimed at: a sliver of a unit in line, its front 1 mm towards the
 * battery from the point, facing it, revealed, of no side of the table. */
static VdUnit *
aim_stand_in (const VdUnit *battery, VdPoint point)
{
  VdPoint towards = vd_point_sub (battery->at, point);
  double length = vd_point_length (towards);
  VdUnit *unit = vd_unit_new ("vedette-aim", "vedette-aim", VD_ARM_INFANTRY, VD_FORMATION_LINE);

  if (length > 0)
    towards = vd_point_scale (towards, 1 / length);
  unit->at = vd_point_add (point, towards);
  unit->facing = fmod (atan2 (towards.x, towards.y) * 180 / G_PI + 360, 360);
  unit->frontage = 2;
  unit->depth = 1;
  unit->figures = 1;
  unit->revealed = TRUE;
  return unit;
}

gboolean
vd_declaration_fire_at_feature (const VdTable *table, const VdRuleset *ruleset,
                                const VdUnit *battery, const VdFeature *feature,
                                const VdPoint *aim, VdDeclaration *d)
{
  g_autoptr(VdTable) with_aim = NULL;
  g_autoptr(VdSight) sight = NULL;
  VdSightAnswer answer;
  VdUnit *stand_in;
  double mm_per_pace;

  g_return_val_if_fail (table != NULL && ruleset != NULL && battery != NULL, FALSE);
  g_return_val_if_fail (feature != NULL && d != NULL, FALSE);

  *d = (VdDeclaration) { 0 };
  d->reasons = g_array_new (FALSE, FALSE, sizeof (VdDeclarationReason));
  d->unit = battery;
  if (feature->path.n_points < 2)
    return FALSE;
  d->contact = feature_nearest_point (feature, aim != NULL ? *aim : battery->at);
  mm_per_pace = vd_table_mm_per_pace (table, ruleset);
  d->distance = vd_footprint_point_distance (vd_unit_footprint (battery), d->contact) /
                (mm_per_pace > 0 ? mm_per_pace : 1);
  d->range = vd_unit_fire_range (battery, table, ruleset);
  if (!(d->range > 0))
    return refuse (d, "RANGE", battery->id);

  /* The sight engine answers about units: it is asked about the stand-in on a copy. */
  with_aim = vd_table_copy_without_journal (table);
  stand_in = aim_stand_in (battery, d->contact);
  g_ptr_array_add (with_aim->units, stand_in);
  sight = vd_sight_new (with_aim, ruleset);
  vd_sight_answer_init (&answer);
  vd_sight_query (sight, vd_table_find_unit (with_aim, battery->id), stand_in, &answer);
  d->visible = answer.visible;
  for (guint i = 0; i < answer.n_reasons && !answer.visible; i++)
    {
      /* What hides the point, by its id in TABLE (the copy goes with this call). */
      const VdFeature *f = vd_table_find_feature (table, answer.reasons[i].by);
      const VdUnit *u = vd_table_find_unit (table, answer.reasons[i].by);

      if (f != NULL || u != NULL)
        add_reason (d, answer.reasons[i].rule, f != NULL ? f->id : u->id);
    }
  vd_sight_answer_clear (&answer);
  if (!d->visible)
    return refuse (d, "MASK-6", feature->id);
  if (d->distance > d->range)
    return refuse (d, "RANGE", battery->id);
  d->legal = TRUE;
  return TRUE;
}

void
vd_declaration_clear (VdDeclaration *d)
{
  g_return_if_fail (d != NULL);
  if (d->reasons != NULL)
    g_array_unref (d->reasons);
  vd_move_answer_clear (&d->move);
  *d = (VdDeclaration) { 0 };
}
