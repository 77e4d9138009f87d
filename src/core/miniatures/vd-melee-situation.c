#include "vd-melee-situation.h"

#include "vd-sight.h"

/* The melee rules the table decides, one function per rule (vd-melee-situation.h). */

static void
add (GArray *findings, int side, const char *factor, const char *rule, const char *by)
{
  VdMeleeFinding finding = { side, factor, rule, by };

  g_array_append_val (findings, finding);
}

static gboolean
side_has (const GArray *findings, int side, const char *factor)
{
  for (guint i = 0; i < findings->len; i++)
    {
      const VdMeleeFinding *f = &g_array_index (findings, VdMeleeFinding, i);

      if (f->side == side && g_strcmp0 (f->factor, factor) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The first area of TYPE (or of OTHER_TYPE) holding UNIT's footprint centre, or NULL. */
static const VdFeature *
area_holding (const VdTable *table, const VdUnit *unit, VdTerrainType type,
              VdTerrainType other_type)
{
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if ((f->type == type || f->type == other_type) && f->shape == VD_SHAPE_AREA &&
          vd_feature_is_under_unit (f, unit))
        return f;
    }
  return NULL;
}

/* The highest hill holding P, or NULL. */
static const VdFeature *
hill_at (const VdTable *table, VdPoint p)
{
  const VdFeature *best = NULL;

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if (f->type == VD_TERRAIN_HILL && f->shape == VD_SHAPE_AREA &&
          vd_polygon_contains_point (vd_feature_polygon (f), p) &&
          (best == NULL || f->level > best->level))
        best = f;
    }
  return best;
}

/* HOUSE-6, HOUSE-EX, HOUSE-12: the enemy in a house or redoubt costs `house`, except between
 * two units in the same one. */
static void
house_12_enemy_in_house (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  const VdFeature *in[2];

  for (int s = 0; s < 2; s++)
    in[s] = area_holding (table, units[s], VD_TERRAIN_HOUSE, VD_TERRAIN_REDOUBT);
  if (in[0] != NULL && in[0] == in[1])
    {
      add (findings, -1, NULL, "HOUSE-12", in[0]->id);
      return;
    }
  for (int s = 0; s < 2; s++)
    if (in[1 - s] != NULL)
      add (findings, s, "house", "HOUSE-6", in[1 - s]->id);
}

/* HOUSE-EX (and HOUSE-12 in a house): a unit without formation fights at a penalty. */
static void
house_ex_no_formation (const VdUnit *units[2], GArray *findings)
{
  for (int s = 0; s < 2; s++)
    if (units[s]->conditions & (1u << VD_CONDITION_NO_FORMATION))
      add (findings, s, "no-formation", "HOUSE-EX", units[s]->id);
}

/* HILL-5: the unit on the higher hill has the slope bonus while the melee front is on it. */
static void
hill_5_above_slope (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  VdPoint front = vd_point_lerp (units[0]->at, units[1]->at, 0.5);

  for (int s = 0; s < 2; s++)
    {
      const VdFeature *hill = hill_at (table, vd_footprint_centre (vd_unit_footprint (units[s])));

      if (hill != NULL &&
          vd_table_unit_level (table, units[s]) > vd_table_unit_level (table, units[1 - s]) &&
          vd_polygon_contains_point (vd_feature_polygon (hill), front))
        add (findings, s, "above-slope", "HILL-5", hill->id);
    }
}

/* HOUSE-3: in a redoubt a unit counts as in line and has the slope bonus against one outside. */
static void
house_3_redoubt (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  for (int s = 0; s < 2; s++)
    {
      const VdFeature *redoubt = area_holding (table, units[s], VD_TERRAIN_REDOUBT,
                                               VD_TERRAIN_REDOUBT);

      if (redoubt == NULL ||
          area_holding (table, units[1 - s], VD_TERRAIN_REDOUBT, VD_TERRAIN_REDOUBT) == redoubt)
        continue;
      if (!side_has (findings, s, "above-slope"))
        add (findings, s, "above-slope", "HOUSE-3", redoubt->id);
      else
        add (findings, s, NULL, "HOUSE-3", redoubt->id);
    }
}

/* STREAM-2 (STREAM-3 at a ford): the unit coming out of the stream fights below the other. */
static void
stream_2_below (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if (f->type != VD_TERRAIN_STREAM && f->type != VD_TERRAIN_FORD)
        continue;
      for (int s = 0; s < 2; s++)
        if (vd_feature_is_under_unit (f, units[1 - s]) && !vd_feature_is_under_unit (f, units[s])
            && !side_has (findings, s, "above-slope"))
          add (findings, s, "above-slope", "STREAM-2", f->id);
    }
}

/* HOUSE-8: engineers give a bonus to the attack or the defence of a building. */
static void
house_8_engineers (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  const VdFeature *building = NULL;

  for (int s = 0; s < 2 && building == NULL; s++)
    building = area_holding (table, units[s], VD_TERRAIN_HOUSE, VD_TERRAIN_REDOUBT);
  for (int s = 0; s < 2 && building != NULL; s++)
    if (units[s]->arm == VD_ARM_ENGINEERS)
      add (findings, s, "engineers", "HOUSE-8", building->id);
}

/* WOOD-11: two units in melee inside the same wood have no light cover. */
static void
wood_11_no_cover (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  const VdFeature *wood = area_holding (table, units[0], VD_TERRAIN_WOOD, VD_TERRAIN_WOOD);

  if (wood != NULL && area_holding (table, units[1], VD_TERRAIN_WOOD, VD_TERRAIN_WOOD) == wood)
    add (findings, -1, NULL, "WOOD-11", wood->id);
}

/* The wood UNIT is in, or less than the wood's edge distance from (strictly), or NULL. */
static const VdFeature *
wood_at_or_near (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit)
{
  VdFootprint fp = vd_unit_footprint (unit);
  double mm_per_pace = vd_table_mm_per_pace (table, ruleset);

  for (guint i = 0; i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);
      double edge, nearest = G_MAXDOUBLE;

      if (f->type != VD_TERRAIN_WOOD || f->shape != VD_SHAPE_AREA)
        continue;
      if (vd_feature_is_under_unit (f, unit))
        return f;
      edge = vd_feature_distance_or (f, table->scale, "wood-edge", mm_per_pace,
                                     vd_ruleset_distance (ruleset, "wood-edge", table->scale) *
                                       mm_per_pace);
      for (guint k = 0; k < f->path.n_points; k++)
        nearest = MIN (nearest, vd_footprint_segment_distance (
                                  fp, vd_segment (f->path.points[k],
                                                  f->path.points[(k + 1) % f->path.n_points])));
      if (nearest < edge)
        return f;
    }
  return NULL;
}

static gboolean
fights_in_open_order (const VdUnit *unit)
{
  return (unit->arm == VD_ARM_INFANTRY && unit->formation == VD_FORMATION_SKIRMISH) ||
         (unit->arm == VD_ARM_CAVALRY && unit->formation == VD_FORMATION_OPEN);
}

/* WOOD-10: in or at the edge of a wood, a no-formation unit fighting skirmishers or open-order
 * cavalry fights as skirmishers, keeping its penalty. */
static void
wood_10_skirmish (const VdTable *table, const VdRuleset *ruleset, const VdUnit *units[2],
                  GArray *findings)
{
  for (int s = 0; s < 2; s++)
    {
      const VdFeature *wood;

      if (!(units[s]->conditions & (1u << VD_CONDITION_NO_FORMATION)) ||
          !fights_in_open_order (units[1 - s]))
        continue;
      if ((wood = wood_at_or_near (table, ruleset, units[s])) != NULL)
        add (findings, s, NULL, "WOOD-10", wood->id);
    }
}

/* HOUSE-11: a melee in a house is fought on the whole width the figures allow, then by all. */
static void
house_11_widths (const VdTable *table, const VdUnit *units[2], GArray *findings)
{
  for (int s = 0; s < 2; s++)
    {
      const VdFeature *house = area_holding (table, units[s], VD_TERRAIN_HOUSE,
                                             VD_TERRAIN_HOUSE);

      if (house != NULL)
        {
          add (findings, -1, NULL, "HOUSE-11", house->id);
          return;
        }
    }
}

GArray *
vd_melee_situation (const VdTable *table, const VdRuleset *ruleset, const VdUnit *a,
                    const VdUnit *b)
{
  const VdUnit *units[2] = { a, b };
  GArray *findings;

  g_return_val_if_fail (table != NULL && ruleset != NULL && a != NULL && b != NULL, NULL);

  findings = g_array_new (FALSE, FALSE, sizeof (VdMeleeFinding));
  house_12_enemy_in_house (table, units, findings);
  house_ex_no_formation (units, findings);
  hill_5_above_slope (table, units, findings);
  house_3_redoubt (table, units, findings);
  stream_2_below (table, units, findings);
  house_8_engineers (table, units, findings);
  wood_11_no_cover (table, units, findings);
  wood_10_skirmish (table, ruleset, units, findings);
  house_11_widths (table, units, findings);
  return findings;
}
