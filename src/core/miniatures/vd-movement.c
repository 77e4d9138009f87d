#include "vd-movement-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "vd-error.h"

/* The one effect that is not a rule of the seed: the path costs more than the allowance. */

static int
compare_spans (gconstpointer a, gconstpointer b)
{
  const VdMoveSpan *x = a, *y = b;

  return (x->s0 > y->s0) - (x->s0 < y->s0);
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  const double *x = a, *y = b;

  return (*x > *y) - (*x < *y);
}

static int
compare_charges (gconstpointer a, gconstpointer b)
{
  const VdMoveCharge *x = a, *y = b;

  return (x->s > y->s) - (x->s < y->s);
}

/* Sorts the spans appended to SPANS from FIRST on and merges those that meet. */
static void
merge_spans (GArray *spans, guint first)
{
  guint out = first;

  if (spans->len <= first)
    return;
  qsort (&g_array_index (spans, VdMoveSpan, first), spans->len - first, sizeof (VdMoveSpan),
         compare_spans);
  for (guint i = first + 1; i < spans->len; i++)
    {
      VdMoveSpan *last = &g_array_index (spans, VdMoveSpan, out);
      const VdMoveSpan *next = &g_array_index (spans, VdMoveSpan, i);

      if (next->s0 <= last->s1 + VD_MOVE_EPSILON)
        last->s1 = MAX (last->s1, next->s1);
      else
        g_array_index (spans, VdMoveSpan, ++out) = *next;
    }
  g_array_set_size (spans, out + 1);
}

static double
segment_length (const VdMoveContext *ctx, guint k)
{
  return ctx->start[k + 1] - ctx->start[k];
}

static VdPoint
centre_point (const VdMoveContext *ctx, guint i)
{
  return vd_point_add (ctx->path[i], ctx->offset);
}

VdPoint
vd_move_at_point (const VdMoveContext *ctx, double s)
{
  for (guint k = 0; k + 1 < ctx->n_path; k++)
    if (s <= ctx->start[k + 1] || k + 2 == ctx->n_path)
      {
        double length = segment_length (ctx, k);
        double t = length > 0 ? CLAMP ((s - ctx->start[k]) / length, 0, 1) : 1;

        return vd_point_lerp (ctx->path[k], ctx->path[k + 1], t);
      }
  return ctx->path[0];
}

VdPoint
vd_move_centre_at (const VdMoveContext *ctx, double s)
{
  return vd_point_add (vd_move_at_point (ctx, s), ctx->offset);
}

VdPoint
vd_move_destination (const VdMoveContext *ctx)
{
  return ctx->path[ctx->n_path - 1];
}

void
vd_move_area_spans (const VdMoveContext *ctx, VdPolygon poly, GArray *spans)
{
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (VdInterval));
  guint first = spans->len;

  for (guint k = 0; k + 1 < ctx->n_path; k++)
    {
      double length = segment_length (ctx, k);

      if (length <= 0)
        continue;
      g_array_set_size (intervals, 0);
      vd_polygon_clip_segment (poly, vd_segment (centre_point (ctx, k), centre_point (ctx, k + 1)),
                               intervals);
      for (guint i = 0; i < intervals->len; i++)
        {
          const VdInterval *in = &g_array_index (intervals, VdInterval, i);
          VdMoveSpan span = { ctx->start[k] + in->t0 * length, ctx->start[k] + in->t1 * length };

          g_array_append_val (spans, span);
        }
    }
  merge_spans (spans, first);
}

/* Narrows [*T0, *T1] to where P + t·D satisfies lo <= (P + t·D)·N - C <= hi. */
static void
clip_slab (VdPoint p, VdPoint d, VdPoint n, double c, double lo, double hi, double *t0, double *t1)
{
  double base = vd_point_dot (p, n) - c, rate = vd_point_dot (d, n);

  if (fabs (rate) < 1e-15)
    {
      if (base < lo || base > hi)
        *t0 = INFINITY;
      return;
    }
  {
    double a = (lo - base) / rate, b = (hi - base) / rate;

    *t0 = MAX (*t0, MIN (a, b));
    *t1 = MIN (*t1, MAX (a, b));
  }
}

/* Widens [*LO, *HI] by where P + t·D lies within R of Q. */
static void
add_disk (VdPoint p, VdPoint d, VdPoint q, double r, double *lo, double *hi)
{
  VdPoint w = vd_point_sub (p, q);
  double a = vd_point_dot (d, d), b = 2 * vd_point_dot (w, d), c = vd_point_dot (w, w) - r * r;
  double disc = b * b - 4 * a * c;

  if (disc < 0)
    return;
  *lo = MIN (*lo, (-b - sqrt (disc)) / (2 * a));
  *hi = MAX (*hi, (-b + sqrt (disc)) / (2 * a));
}

/* The parameters t of the segment A–B (D = B − A) within R of the segment Q0–Q1: one
 * interval, as the capsule around Q0–Q1 is convex; FALSE when none. */
static gboolean
capsule_interval (VdPoint a, VdPoint d, VdPoint q0, VdPoint q1, double r, double *t0, double *t1)
{
  double lo = INFINITY, hi = -INFINITY;
  double length = vd_point_distance (q0, q1);

  add_disk (a, d, q0, r, &lo, &hi);
  add_disk (a, d, q1, r, &lo, &hi);
  if (length > 0)
    {
      VdPoint u = vd_point_scale (vd_point_sub (q1, q0), 1 / length);
      VdPoint n = vd_point (-u.y, u.x);
      double s0 = -INFINITY, s1 = INFINITY;

      clip_slab (a, d, u, vd_point_dot (q0, u), 0, length, &s0, &s1);
      clip_slab (a, d, n, vd_point_dot (q0, n), -r, r, &s0, &s1);
      if (s0 <= s1)
        {
          lo = MIN (lo, s0);
          hi = MAX (hi, s1);
        }
    }
  *t0 = MAX (lo, 0);
  *t1 = MIN (hi, 1);
  return *t0 <= *t1;
}

void
vd_move_near_line_spans (const VdMoveContext *ctx, VdPolyline line, double radius, GArray *spans)
{
  guint first = spans->len;

  for (guint k = 0; k + 1 < ctx->n_path; k++)
    {
      double length = segment_length (ctx, k);
      VdPoint a = centre_point (ctx, k), d = vd_point_sub (centre_point (ctx, k + 1), a);

      if (length <= 0)
        continue;
      /* a one-point line is a point: its capsule is a disk */
      for (gsize j = 0; j == 0 || j + 1 < line.n_points; j++)
        {
          VdPoint q0, q1;
          double t0, t1;

          if (line.n_points == 0)
            break;
          q0 = line.points[j];
          q1 = line.points[MIN (j + 1, line.n_points - 1)];
          if (capsule_interval (a, d, q0, q1, radius, &t0, &t1) && t1 > t0)
            {
              VdMoveSpan span = { ctx->start[k] + t0 * length, ctx->start[k] + t1 * length };

              g_array_append_val (spans, span);
            }
        }
    }
  merge_spans (spans, first);
}

void
vd_move_line_crossings (const VdMoveContext *ctx, const VdFeature *feature, GArray *crossings)
{
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (VdCrossing));
  double last = -INFINITY;

  for (guint k = 0; k + 1 < ctx->n_path; k++)
    {
      double length = segment_length (ctx, k);

      if (length <= 0)
        continue;
      g_array_set_size (hits, 0);
      vd_feature_crossings (feature, centre_point (ctx, k), centre_point (ctx, k + 1), hits);
      for (guint i = 0; i < hits->len; i++)
        {
          const VdCrossing *hit = &g_array_index (hits, VdCrossing, i);
          VdMoveCrossing crossing = { ctx->start[k] + hit->t * length, hit->along };

          /* The start is where the unit stands; a waypoint on the line ends one segment and
           * starts the next: one crossing. */
          if (crossing.s <= VD_MOVE_EPSILON || crossing.s - last <= VD_MOVE_EPSILON)
            continue;
          g_array_append_val (crossings, crossing);
          last = crossing.s;
        }
    }
}

void
vd_move_path_crossings (const VdMoveContext *ctx, const VdPath *line, GArray *crossings)
{
  guint first = crossings->len;

  for (guint k = 0; k + 1 < ctx->n_path; k++)
    {
      double length = segment_length (ctx, k);
      VdSegment ab = vd_segment (centre_point (ctx, k), centre_point (ctx, k + 1));

      if (length <= 0)
        continue;
      for (guint j = 0; j + 1 < line->n_points; j++)
        {
          VdIntersection hit = vd_segment_intersect (ab, vd_segment (line->points[j],
                                                                     line->points[j + 1]));
          double s;

          if (hit.kind == VD_INTERSECTION_NONE)
            continue;
          s = ctx->start[k] + vd_point_distance (ab.a, hit.p);
          g_array_append_val (crossings, s);
        }
    }
  if (crossings->len > first)
    qsort (&g_array_index (crossings, double, first), crossings->len - first, sizeof (double),
           compare_doubles);
}

gboolean
vd_move_spans_contain (const GArray *spans, double s)
{
  for (guint i = 0; i < spans->len; i++)
    {
      const VdMoveSpan *span = &g_array_index (spans, VdMoveSpan, i);

      if (s >= span->s0 - VD_MOVE_EPSILON && s <= span->s1 + VD_MOVE_EPSILON)
        return TRUE;
    }
  return FALSE;
}

gboolean
vd_move_destination_overlaps (const VdMoveContext *ctx, const VdFeature *area)
{
  VdFootprint fp = { vd_move_destination (ctx), ctx->unit->facing, ctx->unit->frontage,
                     ctx->unit->depth };

  return vd_footprint_overlaps_polygon (fp, vd_feature_polygon (area));
}

/* The ruleset's own copy of a rule ID when it has one (answers point into the ruleset). */
static const char *
rule_id (const VdRuleset *ruleset, const char *rule)
{
  const VdRule *found = vd_ruleset_find_rule (ruleset, rule);

  return found != NULL ? found->id : rule;
}

guint
vd_move_effect (VdMoveContext *ctx, const char *rule, const char *by, double s)
{
  VdMoveItem item = { 0 };

  for (guint i = 0; i < ctx->items->len; i++)
    {
      VdMoveItem *old = &g_array_index (ctx->items, VdMoveItem, i);

      if (g_str_equal (old->effect.rule, rule) && g_strcmp0 (old->effect.by, by) == 0)
        {
          old->s = MIN (old->s, s);
          return i;
        }
    }
  item.effect.rule = rule_id (ctx->ruleset, rule);
  item.effect.by = by;
  item.effect.condition = -1;
  item.s = s;
  g_array_append_val (ctx->items, item);
  return ctx->items->len - 1;
}

VdMoveEffect *
vd_move_effect_at (VdMoveContext *ctx, guint index)
{
  return &g_array_index (ctx->items, VdMoveItem, index).effect;
}

void
vd_move_forbid (VdMoveContext *ctx, const char *rule, const char *by, double s)
{
  vd_move_effect_at (ctx, vd_move_effect (ctx, rule, by, s))->forbids = TRUE;
}

void
vd_move_inflict (VdMoveContext *ctx, const char *rule, const char *by, double s,
                 VdCondition condition)
{
  vd_move_effect_at (ctx, vd_move_effect (ctx, rule, by, s))->condition = (int) condition;
  ctx->conditions |= 1u << condition;
}

void
vd_move_add_rate (VdMoveContext *ctx, double s0, double s1, double factor, guint effect)
{
  VdMoveRate rate = { s0, s1, factor, effect };

  if (s1 > s0)
    g_array_append_val (ctx->rates, rate);
}

void
vd_move_add_charge (VdMoveContext *ctx, double s, double paces, guint effect)
{
  VdMoveCharge charge = { s, paces, effect };

  g_array_append_val (ctx->charges, charge);
}

/* The slowest rule's rate covering S, or NULL: the first one made wins a tie, so a local rule
 * goes before a whole-move one. */
static const VdMoveRate *
slowest_rate (const GArray *rates, double s)
{
  const VdMoveRate *best = NULL;

  for (guint i = 0; i < rates->len; i++)
    {
      const VdMoveRate *rate = &g_array_index (rates, VdMoveRate, i);

      if (s >= rate->s0 && s <= rate->s1 && (best == NULL || rate->factor > best->factor))
        best = rate;
    }
  return best;
}

static const VdMoveRate *
road_rate (const GArray *roads, double s)
{
  for (guint i = 0; i < roads->len; i++)
    {
      const VdMoveRate *rate = &g_array_index (roads, VdMoveRate, i);

      if (s >= rate->s0 && s <= rate->s1)
        return rate;
    }
  return NULL;
}

/* The cost model: a pace costs 1, or the factor of the slowest rule on it (a whole-move half
 * speed counting as one, over the whole path), or 2/3 on a road where no rule slows; each
 * rule's extra goes to its effect. Then the charges. Returns the cost, and in *OUT_OF_ALLOWANCE
 * the first place (mm) where the cost passes the allowance, or -1. */
static double
measure_cost (VdMoveContext *ctx, double *out_of_allowance)
{
  g_autoptr(GArray) cuts = g_array_new (FALSE, FALSE, sizeof (double));
  double budget = MAX (ctx->allowance - ctx->spent, 0) + ctx->bonus;
  double cost = 0, limit = budget + 1e-9 * MAX (1, budget);
  guint next_charge = 0;

  *out_of_allowance = -1;
  if (ctx->whole_move->len > 0)
    {
      guint first = g_array_index (ctx->whole_move, guint, 0);

      for (guint i = 1; i < ctx->whole_move->len; i++)
        {
          guint e = g_array_index (ctx->whole_move, guint, i);

          if (g_array_index (ctx->items, VdMoveItem, e).s <
              g_array_index (ctx->items, VdMoveItem, first).s)
            first = e;
        }
      vd_move_add_rate (ctx, 0, ctx->length, 2, first);
    }

  for (guint i = 0; i < ctx->n_path; i++)
    g_array_append_val (cuts, ctx->start[i]);
  for (guint i = 0; i < ctx->rates->len; i++)
    {
      const VdMoveRate *rate = &g_array_index (ctx->rates, VdMoveRate, i);

      g_array_append_vals (cuts, &rate->s0, 1);
      g_array_append_vals (cuts, &rate->s1, 1);
    }
  for (guint i = 0; i < ctx->roads->len; i++)
    {
      const VdMoveRate *rate = &g_array_index (ctx->roads, VdMoveRate, i);

      g_array_append_vals (cuts, &rate->s0, 1);
      g_array_append_vals (cuts, &rate->s1, 1);
    }
  for (guint i = 0; i < ctx->charges->len; i++)
    g_array_append_vals (cuts, &g_array_index (ctx->charges, VdMoveCharge, i).s, 1);
  g_array_sort (cuts, compare_doubles);
  g_array_sort (ctx->charges, compare_charges);

  for (guint i = 0; i <= cuts->len; i++)
    {
      double a = i > 0 ? g_array_index (cuts, double, i - 1) : 0;
      double b = i < cuts->len ? g_array_index (cuts, double, i) : a;
      double mid = (a + b) / 2, paces = (b - a) / ctx->mm_per_pace, factor = 1, piece;
      const VdMoveRate *rate;
      int effect = -1;

      for (; next_charge < ctx->charges->len &&
             g_array_index (ctx->charges, VdMoveCharge, next_charge).s <= a + VD_MOVE_EPSILON;
           next_charge++)
        {
          const VdMoveCharge *charge = &g_array_index (ctx->charges, VdMoveCharge, next_charge);

          vd_move_effect_at (ctx, charge->effect)->paces += charge->paces;
          cost += charge->paces;
          if (cost > limit && *out_of_allowance < 0)
            *out_of_allowance = charge->s;
        }
      if (b - a <= VD_MOVE_EPSILON)
        continue;
      if ((rate = slowest_rate (ctx->rates, mid)) != NULL)
        {
          factor = rate->factor;
          effect = (int) rate->effect;
        }
      else if ((rate = road_rate (ctx->roads, mid)) != NULL)
        {
          const VdFeature *road = g_ptr_array_index (ctx->table->features, rate->effect);

          /* ROAD-3 is told where the bonus first applies */
          factor = rate->factor;
          effect = (int) vd_move_effect (ctx, "ROAD-3", road->id, a);
        }
      if (effect >= 0)
        vd_move_effect_at (ctx, (guint) effect)->paces += paces * (factor - 1);
      piece = paces * factor;
      if (cost + piece > limit && *out_of_allowance < 0)
        *out_of_allowance = a + (budget - cost) / factor * ctx->mm_per_pace;
      cost += piece;
    }
  return cost;
}

static int
compare_items (gconstpointer a, gconstpointer b)
{
  const VdMoveItem *x = a, *y = b;

  return (x->s > y->s) - (x->s < y->s);
}

static void
context_clear (VdMoveContext *ctx)
{
  g_free (ctx->path);
  g_free (ctx->start);
  g_array_unref (ctx->items);
  g_array_unref (ctx->rates);
  g_array_unref (ctx->roads);
  g_array_unref (ctx->charges);
  g_array_unref (ctx->whole_move);
}

static void
context_init (VdMoveContext *ctx, const VdTable *table, const VdRuleset *ruleset,
              const VdUnit *unit, const VdPoint *points, guint n_points, gboolean forced,
              gboolean charge)
{
  VdArm arm = unit->arm;
  double allowance = vd_unit_allowance (unit, table, ruleset);

  *ctx = (VdMoveContext) { 0 };
  ctx->table = table;
  ctx->ruleset = ruleset;
  ctx->unit = unit;
  ctx->forced = forced;
  ctx->n_path = n_points + 1;
  ctx->path = g_new (VdPoint, ctx->n_path);
  ctx->start = g_new (double, ctx->n_path);
  ctx->path[0] = unit->at;
  ctx->start[0] = 0;
  for (guint i = 1; i < ctx->n_path; i++)
    {
      ctx->path[i] = points[i - 1];
      ctx->start[i] = ctx->start[i - 1] + vd_point_distance (ctx->path[i - 1], ctx->path[i]);
    }
  ctx->length = ctx->start[ctx->n_path - 1];
  ctx->offset = vd_point_sub (vd_footprint_centre (vd_unit_footprint (unit)), unit->at);
  ctx->mm_per_pace = vd_table_mm_per_pace (table, ruleset);
  if (!(ctx->mm_per_pace > 0))
    ctx->mm_per_pace = 1;
  /* A formation the arm may not take has no allowance: any move is too long. */
  ctx->allowance = MAX (allowance, 0) * (forced ? vd_table_forced_march (table, ruleset) : 1);
  /* The charge bonus is paces of allowance: on a road they cost 2/3 too, ×1.5 (ROAD-3). */
  if (charge && ctx->allowance > 0)
    ctx->bonus = vd_table_charge_bonus (table, ruleset, arm);

  ctx->officer = arm == VD_ARM_OFFICER;
  ctx->infantry = arm == VD_ARM_INFANTRY || arm == VD_ARM_ENGINEERS;
  ctx->cavalry = arm == VD_ARM_CAVALRY;
  ctx->artillery = arm == VD_ARM_ARTILLERY;
  ctx->skirmishers = ctx->infantry && unit->formation == VD_FORMATION_SKIRMISH;
  ctx->open_cavalry = ctx->cavalry && unit->formation == VD_FORMATION_OPEN;

  ctx->items = g_array_new (FALSE, FALSE, sizeof (VdMoveItem));
  ctx->rates = g_array_new (FALSE, FALSE, sizeof (VdMoveRate));
  ctx->roads = g_array_new (FALSE, FALSE, sizeof (VdMoveRate));
  ctx->charges = g_array_new (FALSE, FALSE, sizeof (VdMoveCharge));
  ctx->whole_move = g_array_new (FALSE, FALSE, sizeof (guint));
}

static gboolean
measure (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
         const VdPoint *points, guint n_points, gboolean forced, gboolean charge,
         gboolean with_units, const char * const *together, double spent_share,
         double spent_paces, VdMoveAnswer *answer, GError **error)
{
  VdMoveContext ctx;
  double cost, out_of_allowance;

  g_return_val_if_fail (table != NULL && ruleset != NULL && unit != NULL, FALSE);
  g_return_val_if_fail (answer != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *answer = (VdMoveAnswer) { 0 };
  if (n_points == 0 || points == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s", _("a move needs a destination"));
      return FALSE;
    }
  for (guint i = 0; i < n_points; i++)
    if (!isfinite (points[i].x) || !isfinite (points[i].y))
      {
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("point %u of the move is not a finite number"), i + 1);
        return FALSE;
      }

  context_init (&ctx, table, ruleset, unit, points, n_points, forced, charge);
  ctx.spent = MIN (MAX (spent_share, 0) * ctx.allowance + MAX (spent_paces, 0), ctx.allowance);
  vd_move_apply_rules (&ctx);
  if (with_units)
    vd_move_rule_contact (&ctx, together);
  cost = measure_cost (&ctx, &out_of_allowance);
  g_array_sort (ctx.items, compare_items);

  answer->storage = g_array_new (FALSE, FALSE, sizeof (VdMoveEffect));
  answer->distance = ctx.length / ctx.mm_per_pace;
  for (guint i = 0; i < ctx.items->len; i++)
    {
      VdMoveItem *item = &g_array_index (ctx.items, VdMoveItem, i);

      item->effect.at = vd_move_at_point (&ctx, item->s);
      /* rounding noise of an outranked rule is no effect on the cost */
      if (fabs (item->effect.paces) < 1e-9)
        item->effect.paces = 0;
      g_array_append_val (answer->storage, item->effect);
    }
  if (out_of_allowance >= 0)
    {
      /* Past what is left of the turn's allowance, not past the allowance itself: TURN. */
      gboolean turn = ctx.spent > 0 && cost <= ctx.allowance + ctx.bonus;
      VdMoveEffect over = { turn ? VD_MOVE_TURN : VD_MOVE_ALLOWANCE, unit->id,
                            vd_move_at_point (&ctx, out_of_allowance), 0, -1, TRUE };

      g_array_append_val (answer->storage, over);
    }

  answer->unit = unit;
  answer->cost = cost;
  answer->allowance = ctx.allowance;
  answer->bonus = ctx.bonus;
  answer->spent = ctx.spent;
  answer->forced = forced;
  answer->conditions = unit->conditions | ctx.conditions;
  answer->effects = (const VdMoveEffect *) answer->storage->data;
  answer->n_effects = answer->storage->len;
  answer->legal = vd_move_answer_forbidding (answer) == NULL;
  context_clear (&ctx);
  return TRUE;
}

gboolean
vd_move_measure (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                 const VdPoint *points, guint n_points, gboolean forced, VdMoveAnswer *answer,
                 GError **error)
{
  return measure (table, ruleset, unit, points, n_points, forced, FALSE, TRUE, NULL, 0, 0,
                  answer, error);
}

gboolean
vd_move_measure_together (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                          const VdPoint *points, guint n_points, gboolean forced,
                          const char * const *together, VdMoveAnswer *answer, GError **error)
{
  return measure (table, ruleset, unit, points, n_points, forced, FALSE, TRUE, together, 0, 0,
                  answer, error);
}

gboolean
vd_move_measure_terrain (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                         const VdPoint *points, guint n_points, VdMoveAnswer *answer,
                         GError **error)
{
  return measure (table, ruleset, unit, points, n_points, FALSE, FALSE, FALSE, NULL, 0, 0,
                  answer, error);
}

gboolean
vd_move_measure_charge (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                        const VdPoint *points, guint n_points, VdMoveAnswer *answer,
                        GError **error)
{
  return measure (table, ruleset, unit, points, n_points, FALSE, TRUE, FALSE, NULL, 0, 0,
                  answer, error);
}

gboolean
vd_move_measure_in_turn (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                         const VdPoint *points, guint n_points, gboolean forced,
                         const char * const *together, double spent_share, double spent_paces,
                         VdMoveAnswer *answer, GError **error)
{
  return measure (table, ruleset, unit, points, n_points, forced, FALSE, TRUE, together,
                  spent_share, spent_paces, answer, error);
}

void
vd_move_answer_clear (VdMoveAnswer *answer)
{
  g_return_if_fail (answer != NULL);
  if (answer->storage != NULL)
    g_array_unref (answer->storage);
  *answer = (VdMoveAnswer) { 0 };
}

const VdMoveEffect *
vd_move_answer_forbidding (const VdMoveAnswer *answer)
{
  g_return_val_if_fail (answer != NULL, NULL);
  for (guint i = 0; i < answer->n_effects; i++)
    if (answer->effects[i].forbids)
      return &answer->effects[i];
  return NULL;
}

const char *
vd_move_rule_text (const VdRuleset *ruleset, const char *rule)
{
  if (g_strcmp0 (rule, VD_MOVE_ALLOWANCE) == 0)
    return _("The move is longer than the unit’s allowance.");
  if (g_strcmp0 (rule, VD_MOVE_CONTACT) == 0)
    return _("A move may not bring a unit into contact with the enemy: contact comes of a "
             "melee or a charge, declared as such.");
  if (g_strcmp0 (rule, VD_MOVE_OVERLAP) == 0)
    return _("A unit may not end its move on another unit’s base.");
  if (g_strcmp0 (rule, VD_MOVE_THROUGH) == 0)
    return _("The move passes through a friendly unit’s base.");
  if (g_strcmp0 (rule, VD_MOVE_TURN) == 0)
    return _("The move is longer than what is left of the unit’s allowance this turn.");
  return vd_ruleset_rule_text (ruleset, rule);
}
