#include "vd-sight-private.h"

#include <math.h>

/* What a side sees, and following it as units change: a pair's answer rests on its two units
 * and on what lies across its lines, all of which lie in the hull of the observer's points and
 * the target's end positions (vd-sight-pair.c gathers its candidates from that hull). So when
 * units change, a pair needs asking again only when one of its two changed, or when a changed
 * unit's box, where it was or where it is, meets that hull. A feature edited is a box too, where
 * it was and where it is; the units whose facts it changed count as changed. */

#define NO_WITNESS G_MAXUINT
/* Boxes are widened by this much (mm) before meeting a hull: asking a pair too many is safe. */
#define CHANGE_MARGIN 0.5

struct _VdSightWitnesses
{
  guint64  engine;   /* the identity of the engine it was worked out on */
  guint    serial;   /* that engine's changes counted then */
  char    *side;
  guint    n_units;
  guint   *witness;  /* per unit: a unit of the side seeing it, or NO_WITNESS */
  guint    queries;  /* pairs asked to work it out */
};

void
vd_sight_note_change (VdSight *sight, guint unit, VdRect before)
{
  VdSightChange *change = &sight->changes[sight->n_changes % VD_SIGHT_CHANGES_KEPT];

  *change = (VdSightChange) { unit, before, sight->units[unit].bounds, FALSE };
  sight->n_changes++;
}

void
vd_sight_note_terrain_change (VdSight *sight, VdRect before, VdRect after)
{
  VdSightChange *change = &sight->changes[sight->n_changes % VD_SIGHT_CHANGES_KEPT];

  *change = (VdSightChange) { 0, before, after, TRUE };
  sight->n_changes++;
}

/* The engine's number for SIDE (vd-sight-units.c: from 1), or 0 when no unit is of it. */
static guint
side_number (const VdSight *sight, const char *side)
{
  return side != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (sight->sides, side)) : 0;
}

static gboolean
of_side (const VdSight *sight, guint unit, guint side)
{
  return side != 0 && sight->units[unit].side == side;
}

/* Whether OBSERVER sees TARGET, counted in QUERIES when the engine is asked. */
static gboolean
pair_sees (VdSight *sight, guint *queries, guint observer, guint target)
{
  VdSightAnswer answer;
  gboolean seen;

  /* Concealment rests on the two units alone: no need to ask about lines it never traces. */
  if (vd_sight_concealed_from (sight, observer, target))
    return FALSE;
  vd_sight_answer_init (&answer);
  /* Whether, not why: no reasons gathered, the first position seen settles it. */
  vd_sight_query_want (sight, sight->units[observer].unit, sight->units[target].unit,
                       VD_SIGHT_WANT_VISIBLE, &answer);
  seen = answer.visible;
  vd_sight_answer_clear (&answer);
  (*queries)++;
  return seen;
}

/* A unit of the side that may witness a target, by its distance to it. */
typedef struct {
  double distance2;
  guint  unit;
} VdSightCandidateWitness;

static int
compare_candidate_witnesses (gconstpointer a, gconstpointer b)
{
  const VdSightCandidateWitness *x = a, *y = b;

  if (x->distance2 != y->distance2)
    return x->distance2 < y->distance2 ? -1 : 1;
  return (x->unit > y->unit) - (x->unit < y->unit);
}

/* Puts the K first of CANDIDATES, in their order, in the K first places (in no order), as
 * a quicksort would that stopped looking at the other side of each pivot. */
static void
select_first (VdSightCandidateWitness *candidates, guint n, guint k)
{
  guint lo = 0, hi = n;

  while (hi - lo > 1)
    {
      VdSightCandidateWitness pivot = candidates[lo + (hi - lo) / 2];
      guint below = lo, i = lo, above = hi;

      while (i < above)
        {
          int order = compare_candidate_witnesses (&candidates[i], &pivot);
          VdSightCandidateWitness swap = candidates[i];

          if (order < 0)
            {
              candidates[i++] = candidates[below];
              candidates[below++] = swap;
            }
          else if (order > 0)
            {
              candidates[i] = candidates[--above];
              candidates[above] = swap;
            }
          else
            i++;
        }
      if (k < below)
        hi = below;
      else if (k > above)
        lo = above;
      else
        break;
    }
}

/* Units asked before the others are sorted: most enemies seen are seen by one of them. */
#define NEAREST_FIRST 16

/* A unit of SIDE that sees TARGET, or NO_WITNESS: the nearest, of equals the first in table
 * order. A near unit is likelier to see it, so fewer pairs are asked, and their pair's hull
 * is short, so fewer changes cross it later. */
static guint
first_witness (VdSight *sight, guint side, guint target, guint *queries)
{
  g_autofree VdSightCandidateWitness *by_distance = g_new (VdSightCandidateWitness,
                                                           MAX (sight->n_units, 1));
  VdPoint at = sight->units[target].centre;
  guint n = 0, first;

  for (guint o = 0; o < sight->n_units; o++)
    if (of_side (sight, o, side))
      {
        double dx = sight->units[o].centre.x - at.x, dy = sight->units[o].centre.y - at.y;

        by_distance[n++] = (VdSightCandidateWitness) { dx * dx + dy * dy, o };
      }
  /* The nearest few, then the rest: sorting thousands for each enemy cost more than asking. */
  first = MIN (n, NEAREST_FIRST);
  if (first < n)
    select_first (by_distance, n, first);
  qsort (by_distance, first, sizeof *by_distance, compare_candidate_witnesses);
  for (guint i = 0; i < n; i++)
    {
      if (i == first)
        qsort (by_distance + first, n - first, sizeof *by_distance, compare_candidate_witnesses);
      if (pair_sees (sight, queries, by_distance[i].unit, target))
        return by_distance[i].unit;
    }
  return NO_WITNESS;
}

static void
find_witness (VdSight *sight, VdSightWitnesses *witnesses, guint side, guint target)
{
  witnesses->witness[target] = first_witness (sight, side, target, &witnesses->queries);
}

VdSightWitnesses *
vd_sight_witnesses_new (VdSight *sight, const char *side)
{
  VdSightWitnesses *witnesses;
  guint number;

  g_return_val_if_fail (sight != NULL, NULL);

  number = side_number (sight, side);
  witnesses = g_new0 (VdSightWitnesses, 1);
  witnesses->engine = sight->identity;
  witnesses->serial = sight->n_changes;
  witnesses->side = g_strdup (side);
  witnesses->n_units = sight->n_units;
  witnesses->witness = g_new (guint, MAX (sight->n_units, 1));
  for (guint t = 0; t < sight->n_units; t++)
    {
      witnesses->witness[t] = NO_WITNESS;
      if (!of_side (sight, t, number))
        find_witness (sight, witnesses, number, t);
    }
  return witnesses;
}

/* Whether BOX meets the convex HULL: no edge of the hull, nor of the box, has the other
 * wholly beyond it. */
static gboolean
hull_meets_box (const VdSightHull *hull, VdRect box)
{
  VdPoint centre = vd_point ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2);
  double hu = (box.x1 - box.x0) / 2, hv = (box.y1 - box.y0) / 2;

  if (!vd_sight_rects_meet (hull->bounds, box))
    return FALSE;
  for (guint i = 0; i < hull->n; i++)
    {
      VdPoint n = hull->normals[i];
      double reach = fabs (n.x) * hu + fabs (n.y) * hv;

      if (n.x * centre.x + n.y * centre.y - reach > hull->offsets[i])
        return FALSE;
    }
  return TRUE;
}

/* Whether units A and B are surely WITHIN mm apart or more: their centres are, beyond the
 * circles holding them (less a hair, for rounding: a pair in doubt is asked). */
static gboolean
surely_beyond (const VdSight *sight, guint a, guint b, double within)
{
  const VdSightUnit *u = &sight->units[a], *v = &sight->units[b];
  double dx = u->centre.x - v->centre.x, dy = u->centre.y - v->centre.y;
  double reach = hypot (u->half_frontage, u->half_depth) + hypot (v->half_frontage, v->half_depth);

  if (within >= G_MAXDOUBLE / 2)
    return FALSE;
  return sqrt (dx * dx + dy * dy) - reach - 1e-6 >= within;
}

/* The range of the projections of the N POINTS on AXIS. */
static void
project_points (const VdPoint *points, guint n, VdPoint axis, double *lo, double *hi)
{
  *lo = G_MAXDOUBLE;
  *hi = -G_MAXDOUBLE;
  for (guint k = 0; k < n; k++)
    {
      double p = points[k].x * axis.x + points[k].y * axis.y;

      *lo = MIN (*lo, p);
      *hi = MAX (*hi, p);
    }
}

/* Whether BOX lies wholly beyond the range LO..HI of projections on AXIS (any length). */
static gboolean
box_beyond (VdRect box, VdPoint axis, double lo, double hi)
{
  double c = axis.x * (box.x0 + box.x1) / 2 + axis.y * (box.y0 + box.y1) / 2;
  double reach = fabs (axis.x) * (box.x1 - box.x0) / 2 + fabs (axis.y) * (box.y1 - box.y0) / 2;

  return c - reach > hi || c + reach < lo;
}

/* Whether one of the N changed BOXES, widened, may lie across a line from OBSERVER to TARGET. */
static gboolean
pair_touched (const VdSight *sight, guint observer, guint target, const VdRect *boxes, guint n)
{
  const VdSightUnit *o = &sight->units[observer], *t = &sight->units[target];
  /* The observer's points and the target's positions lie in their footprints' boxes. */
  VdRect both = vd_rect_union (o->bounds, t->bounds);
  gboolean points_made = FALSE, hull_made = FALSE;
  VdPoint points[5], along = { 0 }, across = { 0 };
  double along_lo = 0, along_hi = 0, across_lo = 0, across_hi = 0;
  VdSightHull hull;

  for (guint i = 0; i < n; i++)
    {
      if (!vd_sight_rects_meet (both, boxes[i]))
        continue;
      if (!points_made)
        {
          guint facing;

          vd_sight_pair_end (sight, observer, target, &facing);
          for (guint k = 0; k < VD_SIGHT_OBSERVER_POINTS; k++)
            points[k] = o->observer_points[k];
          points[3] = t->target_points[facing][0];
          points[4] = t->target_points[facing][VD_SIGHT_TARGET_POSITIONS - 1];
          /* Two axes, along the pair and across it, reject most boxes before the hull is made. */
          along = vd_point (t->centre.x - o->centre.x, t->centre.y - o->centre.y);
          across = vd_point (-along.y, along.x);
          project_points (points, G_N_ELEMENTS (points), along, &along_lo, &along_hi);
          project_points (points, G_N_ELEMENTS (points), across, &across_lo, &across_hi);
          points_made = TRUE;
        }
      if (box_beyond (boxes[i], along, along_lo, along_hi) ||
          box_beyond (boxes[i], across, across_lo, across_hi))
        continue;
      if (!hull_made)
        {
          vd_sight_hull_init (&hull, points, G_N_ELEMENTS (points));
          hull_made = TRUE;
        }
      if (hull_meets_box (&hull, boxes[i]))
        return TRUE;
    }
  return FALSE;
}

VdSightWitnesses *
vd_sight_witnesses_follow (VdSight *sight, const VdSightWitnesses *before)
{
  g_autofree guint8 *changed = NULL;
  g_autoptr(GArray) boxes = NULL;
  VdSightWitnesses *witnesses;
  const VdRect *box;
  guint side;

  g_return_val_if_fail (sight != NULL && before != NULL, NULL);

  if (before->engine != sight->identity || before->n_units != sight->n_units
      || sight->n_changes - before->serial > VD_SIGHT_CHANGES_KEPT)
    return vd_sight_witnesses_new (sight, before->side);

  witnesses = g_new0 (VdSightWitnesses, 1);
  witnesses->engine = sight->identity;
  witnesses->serial = sight->n_changes;
  witnesses->side = g_strdup (before->side);
  witnesses->n_units = sight->n_units;
  witnesses->witness = g_memdup2 (before->witness, MAX (sight->n_units, 1) * sizeof (guint));
  if (sight->n_changes == before->serial)
    return witnesses;

  changed = g_new0 (guint8, sight->n_units);
  boxes = g_array_new (FALSE, FALSE, sizeof (VdRect));
  for (guint k = before->serial; k != sight->n_changes; k++)
    {
      const VdSightChange *change = &sight->changes[k % VD_SIGHT_CHANGES_KEPT];

      /* Widened once here, not at each pair they are tried against. */
      VdRect was = vd_rect_inflate (change->before, CHANGE_MARGIN);
      VdRect is = vd_rect_inflate (change->after, CHANGE_MARGIN);

      /* A feature's boxes concern the pairs across them; a unit's, the unit's pairs too. */
      if (!change->terrain)
        changed[change->unit] = 1;
      g_array_append_val (boxes, was);
      g_array_append_val (boxes, is);
    }
  box = (const VdRect *) (gpointer) boxes->data;
  side = side_number (sight, witnesses->side);

  for (guint t = 0; t < sight->n_units; t++)
    {
      guint w = witnesses->witness[t];

      if (of_side (sight, t, side))
        witnesses->witness[t] = NO_WITNESS;
      else if (w != NO_WITNESS)
        {
          /* Seen: still seen while nothing changed about the pair with its witness (an enemy
           * that changed asks its witness first: it is often still in sight). */
          if ((changed[t] || changed[w] || pair_touched (sight, w, t, box, boxes->len))
              && !(of_side (sight, w, side) && pair_sees (sight, &witnesses->queries, w, t)))
            find_witness (sight, witnesses, side, t);
        }
      else if (changed[t])
        find_witness (sight, witnesses, side, t);
      else
        {
          /* Hidden: only a pair a change concerns may see it now, and none its concealment
           * hides (from farther than it is detected within, whatever lies between). */
          double within = vd_sight_detection_within (sight, t) * sight->mm_per_pace;

          for (guint o = 0; o < sight->n_units; o++)
            if (of_side (sight, o, side) && !surely_beyond (sight, o, t, within)
                && (changed[o] || pair_touched (sight, o, t, box, boxes->len))
                && pair_sees (sight, &witnesses->queries, o, t))
              {
                witnesses->witness[t] = o;
                break;
              }
        }
    }
  return witnesses;
}

void
vd_sight_witnesses_free (VdSightWitnesses *witnesses)
{
  if (witnesses == NULL)
    return;
  g_free (witnesses->side);
  g_free (witnesses->witness);
  g_free (witnesses);
}

guint
vd_sight_witnesses_get_queries (const VdSightWitnesses *witnesses)
{
  g_return_val_if_fail (witnesses != NULL, 0);
  return witnesses->queries;
}

gboolean
vd_sight_side_sees (VdSight *sight, const char *side, const VdUnit *target)
{
  guint index, queries = 0;

  g_return_val_if_fail (sight != NULL && target != NULL, FALSE);
  index = GPOINTER_TO_UINT (g_hash_table_lookup (sight->unit_index, target));
  g_return_val_if_fail (index > 0, FALSE);

  if (g_strcmp0 (target->side, side) == 0)
    return FALSE;
  return first_witness (sight, side_number (sight, side), index - 1, &queries) != NO_WITNESS;
}

GHashTable *
vd_sight_witnesses_hidden (const VdSightWitnesses *witnesses, VdSight *sight)
{
  GHashTable *hidden = g_hash_table_new (g_str_hash, g_str_equal);
  guint side;

  g_return_val_if_fail (witnesses != NULL && sight != NULL, hidden);
  g_return_val_if_fail (witnesses->engine == sight->identity, hidden);

  side = side_number (sight, witnesses->side);
  for (guint t = 0; t < sight->n_units; t++)
    if (!of_side (sight, t, side) && witnesses->witness[t] == NO_WITNESS)
      g_hash_table_add (hidden, sight->units[t].unit->id);
  /* Enemies destroyed (RIVER-2, HOUSE-10) are off the table: no one sees them any more. */
  for (guint i = 0; i < sight->table->destroyed->len; i++)
    {
      VdUnit *target = g_ptr_array_index (sight->table->destroyed, i);

      if (g_strcmp0 (target->side, witnesses->side) != 0)
        g_hash_table_add (hidden, target->id);
    }
  return hidden;
}

GHashTable *
vd_sight_hidden_from_side (VdSight *sight, const char *side)
{
  g_autoptr(VdSightWitnesses) witnesses = vd_sight_witnesses_new (sight, side);

  return vd_sight_witnesses_hidden (witnesses, sight);
}
