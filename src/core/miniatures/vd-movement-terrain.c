#include "vd-movement-private.h"

#include "vd-feature-overrides.h"

/* The terrain rules of movement, one function per rule, as vd-movement.h decides them. Each
 * makes its effects (what, by whom, where), the stretches it slows and the paces it charges;
 * vd-movement.c adds them up. */

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  const double *x = a, *y = b;

  return (*x > *y) - (*x < *y);
}

static gboolean
close_cavalry (const VdMoveContext *ctx)
{
  return ctx->cavalry && !ctx->open_cavalry;
}

/* A distance of the ruleset at the table's scale in paces; 0 when it has none. */
static double
ruleset_paces (const VdMoveContext *ctx, const char *key)
{
  double paces = vd_ruleset_distance (ctx->ruleset, key, ctx->table->scale);

  return paces > 0 ? paces : 0;
}

/* How close to a bridge line a crossing is "at the bridge": the unit's half frontage, or a
 * little more for a narrow one. */
static double
bridge_reach (const VdMoveContext *ctx)
{
  return MAX (ctx->unit->frontage / 2, 10);
}

static gboolean
at_bridge (const VdMoveContext *ctx, VdPoint p)
{
  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *bridge = g_ptr_array_index (ctx->table->features, i);

      if (bridge->type != VD_TERRAIN_BRIDGE)
        continue;
      if (bridge->shape == VD_SHAPE_AREA
            ? vd_polygon_contains_point (vd_feature_polygon (bridge), p)
            : vd_polyline_point_distance (vd_feature_polyline (bridge), p) <= bridge_reach (ctx))
        return TRUE;
    }
  return FALSE;
}

static const VdFeature *
ford_at (const VdMoveContext *ctx, VdPoint p)
{
  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *ford = g_ptr_array_index (ctx->table->features, i);

      if (ford->type == VD_TERRAIN_FORD &&
          vd_polygon_contains_point (vd_feature_polygon (ford), p))
        return ford;
    }
  return NULL;
}

/* A point's level: the highest of the hills holding it, 0 off hills. */
static int
level_at (const VdMoveContext *ctx, VdPoint p)
{
  int level = 0;

  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *hill = g_ptr_array_index (ctx->table->features, i);

      if (hill->type == VD_TERRAIN_HILL && hill->level > level &&
          vd_polygon_contains_point (vd_feature_polygon (hill), p))
        level = hill->level;
    }
  return level;
}

static void
add_whole_move (VdMoveContext *ctx, guint effect)
{
  for (guint i = 0; i < ctx->whole_move->len; i++)
    if (g_array_index (ctx->whole_move, guint, i) == effect)
      return;
  g_array_append_val (ctx->whole_move, effect);
}

/* The first stretch the path enters (not the one it starts in), or NULL. */
static const VdMoveSpan *
first_entry (const GArray *spans)
{
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

      if (span->s0 > VD_MOVE_EPSILON)
        return span;
    }
  return NULL;
}

/* GEN-1: RULE forbids the move at S, unless the table lets the unit's arm pass FEATURE. */
static void
forbid_by (VdMoveContext *ctx, const char *rule, const VdFeature *feature, double s)
{
  gboolean passable;

  if (vd_feature_passable (feature, ctx->unit->arm, &passable) && passable)
    vd_move_effect (ctx, "GEN-1", feature->id, s);
  else
    vd_move_forbid (ctx, rule, feature->id, s);
}

/* Forbids RULE by AREA where the path enters it, or at the destination when the footprint
 * there overlaps it. */
static void
forbid_entering (VdMoveContext *ctx, const char *rule, const VdFeature *area, const GArray *spans)
{
  const VdMoveSpan *entry = first_entry (spans);

  if (entry != NULL)
    forbid_by (ctx, rule, area, entry->s0);
  else if (vd_move_destination_overlaps (ctx, area))
    forbid_by (ctx, rule, area, ctx->length);
}

/* Slows every stretch of SPANS to FACTOR under RULE by FEATURE, told where the first begins. */
static void
slow_spans (VdMoveContext *ctx, const char *rule, const VdFeature *feature, const GArray *spans,
            double factor)
{
  guint effect;

  /* GEN-1: the table's own speed for this feature replaces the ruleset's */
  if (spans->len == 0 || vd_feature_speed (feature) > 0)
    return;
  effect = vd_move_effect (ctx, rule, feature->id, g_array_index (spans, VdMoveSpan, 0).s0);
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

      vd_move_add_rate (ctx, span->s0, span->s1, factor, effect);
    }
}

/* HILL-3: artillery moving uphill moves at half speed. */
static void
vd_move_rule_hill_3 (VdMoveContext *ctx, const VdFeature *hill)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  g_autoptr(GArray) crests = g_array_new (FALSE, FALSE, sizeof (double));
  int effect = -1;

  if (!ctx->artillery)
    return;
  vd_move_area_spans (ctx, vd_feature_polygon (hill), spans);
  for (guint i = 0; i < hill->n_crests; i++)
    vd_move_path_crossings (ctx, &hill->crests[i], crests);
  g_array_sort (crests, compare_doubles);
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);
      double before = span->s0 - MIN (1e-3, span->s0 / 2), end = span->s1;

      /* uphill only from lower ground: not on the hill it starts on, nor coming down onto it */
      if (span->s0 <= VD_MOVE_EPSILON ||
          level_at (ctx, vd_move_centre_at (ctx, before)) >= hill->level)
        continue;
      for (guint j = 0; j < crests->len; j++)
        {
          double s = g_array_index (crests, double, j);

          if (s >= span->s0 - VD_MOVE_EPSILON)
            {
              end = MIN (end, s);
              break;
            }
        }
      if (effect < 0)
        effect = (int) vd_move_effect (ctx, "HILL-3", hill->id, span->s0);
      vd_move_add_rate (ctx, span->s0, end, 2, (guint) effect);
    }
}

/* WOOD-1: every arm but artillery may enter a wood. */
static void
vd_move_rule_wood_1 (VdMoveContext *ctx, const VdFeature *wood, const GArray *spans)
{
  if (ctx->artillery)
    forbid_entering (ctx, "WOOD-1", wood, spans);
}

/* WOOD-2: infantry and open-order cavalry at half speed in a wood, close-order at a quarter. */
static void
vd_move_rule_wood_2 (VdMoveContext *ctx, const VdFeature *wood, const GArray *spans)
{
  if (ctx->infantry || ctx->cavalry)
    slow_spans (ctx, "WOOD-2", wood, spans, close_cavalry (ctx) ? 4 : 2);
}

/* WOOD-3: a unit in a wood is no-formation, except skirmishers and open-order cavalry. */
static void
vd_move_rule_wood_3 (VdMoveContext *ctx, const VdFeature *wood, const GArray *spans)
{
  if (!(ctx->infantry || ctx->cavalry) || ctx->skirmishers || ctx->open_cavalry)
    return;
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

      /* the path enters the wood, or ends in it */
      if (span->s0 > VD_MOVE_EPSILON || span->s1 >= ctx->length - VD_MOVE_EPSILON)
        {
          vd_move_inflict (ctx, "WOOD-3", wood->id, span->s0, VD_CONDITION_NO_FORMATION);
          return;
        }
    }
}

/* STREAM-1: infantry or cavalry crossing a stream: the whole move at half speed, disorganized. */
static void
vd_move_rule_stream_1 (VdMoveContext *ctx, const VdFeature *by, double s)
{
  if (!(ctx->infantry || ctx->cavalry))
    return;
  vd_move_inflict (ctx, "STREAM-1", by->id, s, VD_CONDITION_DISORGANIZED);
  add_whole_move (ctx, vd_move_effect (ctx, "STREAM-1", by->id, s));
}

/* STREAM-3: every stream rule also applies to fords across rivers. */
static void
vd_move_rule_stream_3 (VdMoveContext *ctx, const VdFeature *ford, double s)
{
  vd_move_effect (ctx, "STREAM-3", ford->id, s);
}

/* STREAM-4: foot artillery crosses streams only at bridges. */
static void
vd_move_rule_stream_4 (VdMoveContext *ctx, const VdFeature *by, double s)
{
  if (ctx->artillery)
    forbid_by (ctx, "STREAM-4", by, s);
}

static void
cross_stream (VdMoveContext *ctx, const VdFeature *stream, const GArray *crossings)
{
  for (guint i = 0; i < crossings->len; i++)
    {
      double s = g_array_index (crossings, VdMoveCrossing, i).s;

      /* a bridge cancels the stream for this crossing */
      if (at_bridge (ctx, vd_move_centre_at (ctx, s)))
        continue;
      vd_move_rule_stream_1 (ctx, stream, s);
      vd_move_rule_stream_4 (ctx, stream, s);
    }
}

/* A river crossed at FORD: the stream rules (STREAM-3), except for an officer. */
static void
cross_ford (VdMoveContext *ctx, const VdFeature *ford, double s)
{
  if (ctx->officer)
    return;
  vd_move_rule_stream_1 (ctx, ford, s);
  vd_move_rule_stream_3 (ctx, ford, s);
  vd_move_rule_stream_4 (ctx, ford, s);
}

/* The stretches of the path on a bridge: inside a bridge area or near a bridge line. */
static void
bridge_spans (const VdMoveContext *ctx, GArray *spans)
{
  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *bridge = g_ptr_array_index (ctx->table->features, i);

      if (bridge->type != VD_TERRAIN_BRIDGE)
        continue;
      if (bridge->shape == VD_SHAPE_AREA)
        vd_move_area_spans (ctx, vd_feature_polygon (bridge), spans);
      else
        vd_move_near_line_spans (ctx, vd_feature_polyline (bridge), bridge_reach (ctx), spans);
    }
}

/* A river area: every stretch of the path in it must be on a bridge (free) or in a ford (the
 * stream rules). */
static void
wade_river (VdMoveContext *ctx, const VdFeature *river)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  g_autoptr(GArray) bridges = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  g_autoptr(GArray) cuts = g_array_new (FALSE, FALSE, sizeof (double));

  vd_move_area_spans (ctx, vd_feature_polygon (river), spans);
  if (spans->len == 0)
    return;
  bridge_spans (ctx, bridges);
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

      g_array_append_vals (cuts, &span->s0, 1);
      g_array_append_vals (cuts, &span->s1, 1);
    }
  for (guint i = 0; i < bridges->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (bridges, VdMoveSpan, i);

      g_array_append_vals (cuts, &span->s0, 1);
      g_array_append_vals (cuts, &span->s1, 1);
    }
  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *ford = g_ptr_array_index (ctx->table->features, i);
      g_autoptr(GArray) fords = NULL;

      if (ford->type != VD_TERRAIN_FORD)
        continue;
      fords = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
      vd_move_area_spans (ctx, vd_feature_polygon (ford), fords);
      for (guint j = 0; j < fords->len; j++)
        {
          const VdMoveSpan *span = &g_array_index (fords, VdMoveSpan, j);

          g_array_append_vals (cuts, &span->s0, 1);
          g_array_append_vals (cuts, &span->s1, 1);
        }
    }
  g_array_sort (cuts, compare_doubles);
  for (guint i = 0; i + 1 < cuts->len; i++)
    {
      double a = g_array_index (cuts, double, i), b = g_array_index (cuts, double, i + 1);
      double mid = (a + b) / 2;
      const VdFeature *ford;

      if (b - a <= VD_MOVE_EPSILON || !vd_move_spans_contain (spans, mid) ||
          vd_move_spans_contain (bridges, mid))
        continue;
      if ((ford = ford_at (ctx, vd_move_centre_at (ctx, mid))) != NULL)
        cross_ford (ctx, ford, a);
      else
        forbid_by (ctx, "RIVER-1", river, a);
    }
}

/* RIVER-1: any arm crosses a river only at a bridge, or at a ford under the stream rules. */
static void
vd_move_rule_river_1 (VdMoveContext *ctx, const VdFeature *river)
{
  g_autoptr(GArray) crossings = NULL;

  if (river->shape == VD_SHAPE_AREA)
    {
      wade_river (ctx, river);
      return;
    }
  crossings = g_array_new (FALSE, FALSE, sizeof (VdMoveCrossing));
  vd_move_line_crossings (ctx, river, crossings);
  for (guint i = 0; i < crossings->len; i++)
    {
      double s = g_array_index (crossings, VdMoveCrossing, i).s;
      VdPoint p = vd_move_centre_at (ctx, s);
      const VdFeature *ford;

      if (at_bridge (ctx, p))
        continue;
      if ((ford = ford_at (ctx, p)) != NULL)
        cross_ford (ctx, ford, s);
      else
        forbid_by (ctx, "RIVER-1", river, s);
    }
}

/* ROAD-1: the road bonus only for a column no wider than road_column (officers ride alone). */
static gboolean
vd_move_rule_road_1 (VdMoveContext *ctx, const VdFeature *road, const GArray *spans)
{
  double widest;

  if (ctx->officer)
    return TRUE;
  /* 3 infantry figures, 2 cavalry, 1 artillery section, as frontages for the default bases */
  widest = vd_table_road_column (ctx->table, ctx->ruleset, ctx->unit->arm);
  if (ctx->unit->frontage <= widest)
    return TRUE;
  /* told, so the referee sees why the column has no bonus */
  vd_move_effect (ctx, "ROAD-1", road->id, g_array_index (spans, VdMoveSpan, 0).s0);
  return FALSE;
}

/* ROAD-3: columns, limbered guns and officers move 1.5 times faster near a road's line. */
static void
vd_move_rule_road_3 (VdMoveContext *ctx, guint index)
{
  const VdFeature *road = g_ptr_array_index (ctx->table->features, index);
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  VdFormation formation = ctx->unit->formation;

  if (!(ctx->officer || ((ctx->infantry || ctx->cavalry) && formation == VD_FORMATION_COLUMN) ||
        (ctx->artillery && formation == VD_FORMATION_LIMBERED)))
    return;
  vd_move_near_line_spans (ctx, vd_feature_polyline (road), ctx->unit->frontage / 2, spans);
  if (spans->len == 0 || !vd_move_rule_road_1 (ctx, road, spans))
    return;
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);
      VdMoveRate rate = { span->s0, span->s1, 2.0 / 3.0, index };

      g_array_append_val (ctx->roads, rate);
    }
}

/* MARSH-1: a marsh is impassable to every unit. */
static void
vd_move_rule_marsh_1 (VdMoveContext *ctx, const VdFeature *marsh)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));

  vd_move_area_spans (ctx, vd_feature_polygon (marsh), spans);
  forbid_entering (ctx, "MARSH-1", marsh, spans);
}

/* LOBS-1: light obstacle: infantry, cavalry pay a distance and lose order; artillery half speed. */
static void
vd_move_rule_lobs_1 (VdMoveContext *ctx, const VdFeature *obstacle, double s)
{
  guint effect = vd_move_effect (ctx, "LOBS-1", obstacle->id, s);

  if (ctx->artillery)
    add_whole_move (ctx, effect);
  else
    {
      vd_move_add_charge (ctx, s, ruleset_paces (ctx, "light-obstacle-crossing"), effect);
      vd_move_inflict (ctx, "LOBS-1", obstacle->id, s,
                       ctx->cavalry ? VD_CONDITION_NO_FORMATION : VD_CONDITION_DISORGANIZED);
    }
}

/* HOBS-1: hard obstacle: half the allowance and order lost; artillery cannot cross it. */
static void
vd_move_rule_hobs_1 (VdMoveContext *ctx, const VdFeature *obstacle, double s)
{
  if (ctx->artillery)
    {
      forbid_by (ctx, "HOBS-1", obstacle, s);
      return;
    }
  vd_move_add_charge (ctx, s, ctx->allowance / 2,
                      vd_move_effect (ctx, "HOBS-1", obstacle->id, s));
  vd_move_inflict (ctx, "HOBS-1", obstacle->id, s,
                   ctx->cavalry ? VD_CONDITION_DISORDER : VD_CONDITION_NO_FORMATION);
}

/* HOBS-3: skirmishers cross a hard obstacle for the skirmish-hard-obstacle-crossing distance. */
static void
vd_move_rule_hobs_3 (VdMoveContext *ctx, const VdFeature *obstacle, double s)
{
  vd_move_add_charge (ctx, s, ruleset_paces (ctx, "skirmish-hard-obstacle-crossing"),
                      vd_move_effect (ctx, "HOBS-3", obstacle->id, s));
}

/* Obstacles by what artillery left of them where they are crossed: a destroyed stretch is
 * crossed freely, a degraded wall as a light obstacle (it is light cover). */
static void
cross_obstacle (VdMoveContext *ctx, const VdFeature *obstacle)
{
  g_autoptr(GArray) crossings = g_array_new (FALSE, FALSE, sizeof (VdMoveCrossing));

  vd_move_line_crossings (ctx, obstacle, crossings);
  for (guint i = 0; i < crossings->len; i++)
    {
      const VdMoveCrossing *crossing = &g_array_index (crossings, VdMoveCrossing, i);
      VdDamage damage = vd_feature_damage_at (obstacle, crossing->along);

      if (damage == VD_DAMAGE_DESTROYED)
        continue;
      if (obstacle->type == VD_TERRAIN_LIGHT_OBSTACLE || damage == VD_DAMAGE_DEGRADED)
        vd_move_rule_lobs_1 (ctx, obstacle, crossing->s);
      else if (ctx->skirmishers)
        vd_move_rule_hobs_3 (ctx, obstacle, crossing->s);
      else
        vd_move_rule_hobs_1 (ctx, obstacle, crossing->s);
    }
}

/* HOUSE-4: a unit that ends its move in a house is placed around the sides it chooses, its
 * companies in base contact, elite ones up to elite-company-spread away: told where it stops,
 * since Vedette places no companies. */
static void
vd_move_rule_house_4 (VdMoveContext *ctx, const VdFeature *house, const GArray *spans)
{
  for (guint i = 0; i < spans->len; i++)
    if (g_array_index (spans, VdMoveSpan, i).s1 >= ctx->length - VD_MOVE_EPSILON &&
        ctx->length > VD_MOVE_EPSILON)
      {
        vd_move_effect (ctx, "HOUSE-4", house->id, ctx->length);
        return;
      }
}

/* HOUSE-1: only infantry enters a house, at half its column speed. */
static void
vd_move_rule_house_1 (VdMoveContext *ctx, const VdFeature *house)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  g_autoptr(VdUnit) in_column = NULL;
  double own, column;

  vd_move_area_spans (ctx, vd_feature_polygon (house), spans);
  if (!ctx->infantry)
    {
      forbid_entering (ctx, "HOUSE-1", house, spans);
      return;
    }
  in_column = vd_unit_copy (ctx->unit);
  in_column->formation = VD_FORMATION_COLUMN;
  own = vd_unit_allowance (ctx->unit, ctx->table, ctx->ruleset);
  column = vd_unit_allowance (in_column, ctx->table, ctx->ruleset);
  /* a pace at half the column's speed uses 2 × own / column paces of the unit's allowance;
   * never less than one: a square does not speed up by entering a village */
  slow_spans (ctx, "HOUSE-1", house, spans, own > 0 && column > 0 ? MAX (2 * own / column, 1) : 2);
  vd_move_rule_house_4 (ctx, house, spans);
}

/* ROCK-3: artillery may still deploy in battery on rocky ground and stay in formation. */
static gboolean
vd_move_rule_rock_3 (VdMoveContext *ctx, const VdFeature *rocky, double s)
{
  if (!ctx->artillery || ctx->unit->formation != VD_FORMATION_BATTERY)
    return FALSE;
  vd_move_effect (ctx, "ROCK-3", rocky->id, s);
  return TRUE;
}

/* ROCK-1: rocky ground: half speed; close infantry disorganized, others no-formation. */
static void
vd_move_rule_rock_1 (VdMoveContext *ctx, const VdFeature *rocky, const GArray *spans)
{
  double s;

  if (ctx->skirmishers || !(ctx->infantry || ctx->cavalry || ctx->artillery))
    return;
  s = g_array_index (spans, VdMoveSpan, 0).s0;
  slow_spans (ctx, "ROCK-1", rocky, spans, 2);
  if (vd_move_rule_rock_3 (ctx, rocky, s))
    return;
  vd_move_inflict (ctx, "ROCK-1", rocky->id, s,
                   ctx->infantry ? VD_CONDITION_DISORGANIZED : VD_CONDITION_NO_FORMATION);
}

/* ROCK-2: skirmishers have no penalty on rocky ground. */
static void
vd_move_rule_rock_2 (VdMoveContext *ctx, const VdFeature *rocky, const GArray *spans)
{
  if (ctx->skirmishers)
    vd_move_effect (ctx, "ROCK-2", rocky->id, g_array_index (spans, VdMoveSpan, 0).s0);
}

/* ROCK-4: no forced march through rocky ground. */
static void
vd_move_rule_rock_4 (VdMoveContext *ctx, const VdFeature *rocky, const GArray *spans)
{
  if (ctx->forced)
    vd_move_forbid (ctx, "ROCK-4", rocky->id, g_array_index (spans, VdMoveSpan, 0).s0);
}

/* FIELD-1: a unit moving in a field of tall crops is disorganised. */
static void
vd_move_rule_field_1 (VdMoveContext *ctx, const VdFeature *field, const GArray *spans)
{
  vd_move_inflict (ctx, "FIELD-1", field->id, g_array_index (spans, VdMoveSpan, 0).s0,
                   VD_CONDITION_DISORGANIZED);
}

/* FIELD-3: no forced march through a field. */
static void
vd_move_rule_field_3 (VdMoveContext *ctx, const VdFeature *field, const GArray *spans)
{
  if (ctx->forced)
    vd_move_forbid (ctx, "FIELD-3", field->id, g_array_index (spans, VdMoveSpan, 0).s0);
}

/* The rules of one area feature whose stretches on the path are SPANS. */
static void
apply_area (VdMoveContext *ctx, const VdFeature *feature, const GArray *spans)
{
  switch (feature->type)
    {
    case VD_TERRAIN_WOOD:
      vd_move_rule_wood_1 (ctx, feature, spans);
      vd_move_rule_wood_2 (ctx, feature, spans);
      vd_move_rule_wood_3 (ctx, feature, spans);
      break;
    case VD_TERRAIN_ROCKY:
      if (spans->len == 0)
        break;
      vd_move_rule_rock_1 (ctx, feature, spans);
      vd_move_rule_rock_2 (ctx, feature, spans);
      vd_move_rule_rock_4 (ctx, feature, spans);
      break;
    case VD_TERRAIN_FIELD:
      if (spans->len == 0)
        break;
      vd_move_rule_field_1 (ctx, feature, spans);
      vd_move_rule_field_3 (ctx, feature, spans);
      break;
    default:
      break;
    }
}

/* Where the path first enters AREA or crosses LINE (not where it starts); -1 when it does not,
 * the path's end when it only ends overlapping the area. */
static double
first_meeting (VdMoveContext *ctx, const VdFeature *feature, GArray *spans)
{
  g_autoptr(GArray) crossings = NULL;
  const VdMoveSpan *entry;

  if (feature->shape == VD_SHAPE_AREA)
    {
      vd_move_area_spans (ctx, vd_feature_polygon (feature), spans);
      if ((entry = first_entry (spans)) != NULL)
        return entry->s0;
      return vd_move_destination_overlaps (ctx, feature) ? ctx->length : -1;
    }
  crossings = g_array_new (FALSE, FALSE, sizeof (VdMoveCrossing));
  vd_move_line_crossings (ctx, feature, crossings);
  return crossings->len > 0 ? g_array_index (crossings, VdMoveCrossing, 0).s : -1;
}

/* GEN-1: what the table changed about this feature: which arms pass it, the conditions a unit
 * takes there, its speed inside. */
static void
vd_move_rule_gen_1 (VdMoveContext *ctx, const VdFeature *feature)
{
  g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));
  double s = first_meeting (ctx, feature, spans), speed = vd_feature_speed (feature);
  guint arriving = vd_feature_arriving (feature);
  gboolean passable;

  if (s >= 0 && vd_feature_passable (feature, ctx->unit->arm, &passable) && !passable)
    {
      vd_move_forbid (ctx, "GEN-1", feature->id, s);
      return;
    }
  for (int c = 0; s >= 0 && c < VD_N_CONDITIONS; c++)
    if (arriving & (1u << c))
      vd_move_inflict (ctx, "GEN-1", feature->id, s, (VdCondition) c);
  /* the speed holds inside, also on a path that starts there */
  if (speed > 0 && spans->len > 0)
    {
      guint effect = vd_move_effect (ctx, "GEN-1", feature->id,
                                     g_array_index (spans, VdMoveSpan, 0).s0);

      for (guint i = 0; i < spans->len; i++)
        {
          const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

          vd_move_add_rate (ctx, span->s0, span->s1, 1 / speed, effect);
        }
    }
}

void
vd_move_apply_rules (VdMoveContext *ctx)
{
  for (guint i = 0; i < ctx->table->features->len; i++)
    {
      const VdFeature *feature = g_ptr_array_index (ctx->table->features, i);
      VdTerrainType type = feature->type;

      if (feature->overrides != NULL)
        vd_move_rule_gen_1 (ctx, feature);

      /* an officer, a lone rider, is stopped only by what stops everyone, and takes roads */
      if (type == VD_TERRAIN_MARSH)
        vd_move_rule_marsh_1 (ctx, feature);
      else if (type == VD_TERRAIN_RIVER)
        vd_move_rule_river_1 (ctx, feature);
      else if (type == VD_TERRAIN_ROAD)
        vd_move_rule_road_3 (ctx, i);
      else if (ctx->officer)
        continue;
      else if (type == VD_TERRAIN_HILL)
        vd_move_rule_hill_3 (ctx, feature);
      else if (type == VD_TERRAIN_STREAM)
        {
          g_autoptr(GArray) crossings = g_array_new (FALSE, FALSE, sizeof (VdMoveCrossing));

          vd_move_line_crossings (ctx, feature, crossings);
          cross_stream (ctx, feature, crossings);
        }
      else if (type == VD_TERRAIN_LIGHT_OBSTACLE || type == VD_TERRAIN_HARD_OBSTACLE)
        cross_obstacle (ctx, feature);
      else if (type == VD_TERRAIN_HOUSE)
        vd_move_rule_house_1 (ctx, feature);
      else if (type == VD_TERRAIN_WOOD || type == VD_TERRAIN_ROCKY || type == VD_TERRAIN_FIELD)
        {
          g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (VdMoveSpan));

          if (feature->shape == VD_SHAPE_AREA)
            vd_move_area_spans (ctx, vd_feature_polygon (feature), spans);
          apply_area (ctx, feature, spans);
        }
    }
}
