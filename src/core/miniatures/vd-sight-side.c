#include "vd-sight-private.h"

#include <math.h>

/* What a side sees, and following it as units change: a pair's answer rests on its two units
 * and on what lies across its lines, all of which lie in the hull of the observer's points and
 * the target's end positions (vd-sight-pair.c gathers its candidates from that hull), and a
 * unit or feature there can only block lines, never open them. So a seen pair needs asking
 * again when one of its two changed, or a unit or feature changed now stands across it; a
 * hidden pair when one of its two changed, or a unit that blocked its lines, or a feature was
 * edited where the crests and features that blocked them stood. The units whose facts a feature
 * edited changed (which features hold them or lie near them) count as changed. */

#define NO_WITNESS G_MAXUINT
/* Boxes are widened by this much (mm) before meeting a hull: asking a pair too many is safe. */
#define CHANGE_MARGIN 0.5

/* A pair asked about a target no unit of the side sees, and what blocked its lines. */
typedef struct {
  guint           observer;
  VdSightBlockers blockers;
} VdSightHiddenPair;

/* The pairs asked about such a target, by observer (a pair its concealment hides is never
 * asked): shared, reference-counted, by the witnesses that follow one another while none of
 * them needs asking again. */
typedef struct {
  guint             n;
  VdSightHiddenPair pairs[];
} VdSightHiddenPairs;

struct _VdSightWitnesses
{
  guint64  engine;   /* the identity of the engine it was worked out on */
  guint    serial;   /* that engine's changes counted then */
  char    *side;
  guint    n_units;
  guint   *witness;  /* per unit: a unit of the side seeing it, or NO_WITNESS */
  VdSightHiddenPairs **hidden;  /* per unit without a witness: its pairs asked, or NULL */
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

/* Whether OBSERVER sees TARGET, counted in QUERIES when the engine is asked; a pair asked
 * and hidden is added to ASKED, when given, with what blocked it. */
static gboolean
pair_sees (VdSight *sight, guint *queries, guint observer, guint target, GArray *asked)
{
  VdSightHiddenPair pair = { observer };

  /* Concealment rests on the two units alone: no need to ask about lines it never traces. */
  if (vd_sight_concealed_from (sight, observer, target))
    return FALSE;
  (*queries)++;
  /* Whether, not why: no reasons gathered, the first position seen settles it. */
  if (vd_sight_pair_sees (sight, observer, target, &pair.blockers))
    return TRUE;
  if (asked != NULL)
    g_array_append_val (asked, pair);
  return FALSE;
}

static int
compare_hidden_pairs (gconstpointer a, gconstpointer b)
{
  const VdSightHiddenPair *x = a, *y = b;

  return (x->observer > y->observer) - (x->observer < y->observer);
}

/* The pairs ASKED, put in observer order unless they are SORTED, shared from now on. */
static VdSightHiddenPairs *
hidden_pairs_new (GArray *asked, gboolean sorted)
{
  VdSightHiddenPairs *pairs = g_rc_box_alloc (sizeof *pairs + asked->len * sizeof (VdSightHiddenPair));

  if (!sorted)
    g_array_sort (asked, compare_hidden_pairs);
  pairs->n = asked->len;
  if (asked->len > 0)
    memcpy (pairs->pairs, asked->data, asked->len * sizeof (VdSightHiddenPair));
  return pairs;
}

static void
hidden_pairs_release (VdSightHiddenPairs *pairs)
{
  if (pairs != NULL)
    g_rc_box_release (pairs);
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
first_witness (VdSight *sight, guint side, guint target, guint *queries, GArray *asked)
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
      if (pair_sees (sight, queries, by_distance[i].unit, target, asked))
        return by_distance[i].unit;
    }
  return NO_WITNESS;
}

/* Asks every pair of TARGET with the side until one sees it; when none does, they are kept. */
static void
find_witness (VdSight *sight, VdSightWitnesses *witnesses, guint side, guint target)
{
  g_autoptr(GArray) asked = g_array_new (FALSE, FALSE, sizeof (VdSightHiddenPair));

  witnesses->witness[target] = first_witness (sight, side, target, &witnesses->queries, asked);
  if (witnesses->witness[target] == NO_WITNESS)
    witnesses->hidden[target] = hidden_pairs_new (asked, FALSE);
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
  witnesses->hidden = g_new0 (VdSightHiddenPairs *, MAX (sight->n_units, 1));
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

/* The boxes of the changes since a witnesses' serial, widened, as each kind of pair needs
 * them: a unit or feature can only hide more where it comes and reveal more where it left. */
typedef struct {
  GArray *all;      /* VdRect: where every unit and feature changed was and is */
  GArray *arrived;  /* where the units and features are */
  GArray *left;     /* where the features were */
} VdSightChangeBoxes;

static void
change_boxes_clear (VdSightChangeBoxes *boxes)
{
  g_clear_pointer (&boxes->all, g_array_unref);
  g_clear_pointer (&boxes->arrived, g_array_unref);
  g_clear_pointer (&boxes->left, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (VdSightChangeBoxes, change_boxes_clear)

static gboolean
touched_by (const VdSight *sight, guint observer, guint target, const GArray *boxes)
{
  return boxes->len > 0 &&
         pair_touched (sight, observer, target, (const VdRect *) (gpointer) boxes->data, boxes->len);
}

/* Whether one of the BOXES meets the terrain that blocked B. */
static gboolean
terrain_left (const VdSightBlockers *b, const GArray *boxes)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      const VdRect *box = &g_array_index (boxes, VdRect, i);

      if (box->x0 <= b->terrain[2] && box->x1 >= b->terrain[0] &&
          box->y0 <= b->terrain[3] && box->y1 >= b->terrain[1])
        return TRUE;
    }
  return FALSE;
}

/* Whether a hidden pair may be seen now: its observer changed, or something blocking it
 * changed (a unit noted, or a feature edited where its blockers stood), or what blocked it
 * is not known. */
static gboolean
hidden_pair_stale (const VdSight *sight, const VdSightHiddenPair *pair, guint target,
                   const guint8 *changed, const VdSightChangeBoxes *boxes)
{
  const VdSightBlockers *b = &pair->blockers;

  if (changed[pair->observer])
    return TRUE;
  if (b->unknown)
    return touched_by (sight, pair->observer, target, boxes->all);
  for (guint k = 0; k < b->n_units; k++)
    if (changed[b->units[k]])
      return TRUE;
  if (!b->has_terrain || !terrain_left (b, boxes->left))
    return FALSE;
  /* The terrain may have opened some lines: units blocking them all alone keep it hidden. */
  for (guint k = 0; k < b->n_alone; k++)
    if (changed[b->alone[k]])
      return TRUE;
  return b->n_alone == 0;
}

static gboolean
has_hidden_pair (const VdSightHiddenPairs *pairs, guint observer)
{
  VdSightHiddenPair key = { observer };

  return bsearch (&key, pairs->pairs, pairs->n, sizeof key, compare_hidden_pairs) != NULL;
}

/* TARGET, which no unit of SIDE saw and which did not change itself: asks again only the
 * pairs BEFORE kept that a change may have opened, and the pairs of the observers CHANGED that
 * it kept none of (hidden by concealment then), until one sees it; else keeps them all. */
static void
follow_hidden (VdSight *sight, VdSightWitnesses *witnesses, guint side, guint target,
               const VdSightHiddenPairs *before, const guint8 *changed, const GArray *changed_units,
               const VdSightChangeBoxes *boxes)
{
  g_autoptr(GArray) asked = NULL;
  gboolean sorted = TRUE;  /* a pair asked again keeps its place; an observer's new one does not */

  for (guint i = 0; i < before->n; i++)
    {
      const VdSightHiddenPair *pair = &before->pairs[i];

      if (!hidden_pair_stale (sight, pair, target, changed, boxes))
        {
          if (asked != NULL)
            g_array_append_vals (asked, pair, 1);
          continue;
        }
      if (asked == NULL)
        {
          /* The pairs before this one stay as they were. */
          asked = g_array_sized_new (FALSE, FALSE, sizeof (VdSightHiddenPair), before->n + 1);
          g_array_append_vals (asked, before->pairs, i);
        }
      if (pair_sees (sight, &witnesses->queries, pair->observer, target, asked))
        {
          witnesses->witness[target] = pair->observer;
          return;
        }
    }
  for (guint i = 0; i < changed_units->len; i++)
    {
      guint o = g_array_index (changed_units, guint, i);

      if (!of_side (sight, o, side) || has_hidden_pair (before, o))
        continue;
      if (asked == NULL)
        {
          asked = g_array_sized_new (FALSE, FALSE, sizeof (VdSightHiddenPair), before->n + 1);
          g_array_append_vals (asked, before->pairs, before->n);
        }
      if (pair_sees (sight, &witnesses->queries, o, target, asked))
        {
          witnesses->witness[target] = o;
          return;
        }
      sorted = FALSE;
    }
  witnesses->hidden[target] = asked != NULL ? hidden_pairs_new (asked, sorted)
                                            : g_rc_box_acquire ((gpointer) before);
}

VdSightWitnesses *
vd_sight_witnesses_follow (VdSight *sight, const VdSightWitnesses *before)
{
  g_auto(VdSightChangeBoxes) boxes = { NULL };
  g_autofree guint8 *changed = NULL;
  g_autoptr(GArray) changed_units = NULL;
  VdSightWitnesses *witnesses;
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
  witnesses->hidden = g_new0 (VdSightHiddenPairs *, MAX (sight->n_units, 1));
  if (sight->n_changes == before->serial)
    {
      for (guint t = 0; t < sight->n_units; t++)
        if (before->hidden[t] != NULL)
          witnesses->hidden[t] = g_rc_box_acquire (before->hidden[t]);
      return witnesses;
    }

  changed = g_new0 (guint8, sight->n_units);
  changed_units = g_array_new (FALSE, FALSE, sizeof (guint));
  boxes.all = g_array_new (FALSE, FALSE, sizeof (VdRect));
  boxes.arrived = g_array_new (FALSE, FALSE, sizeof (VdRect));
  boxes.left = g_array_new (FALSE, FALSE, sizeof (VdRect));
  for (guint k = before->serial; k != sight->n_changes; k++)
    {
      const VdSightChange *change = &sight->changes[k % VD_SIGHT_CHANGES_KEPT];

      /* Widened once here, not at each pair they are tried against. */
      VdRect was = vd_rect_inflate (change->before, CHANGE_MARGIN);
      VdRect is = vd_rect_inflate (change->after, CHANGE_MARGIN);

      g_array_append_val (boxes.all, was);
      g_array_append_val (boxes.all, is);
      g_array_append_val (boxes.arrived, is);
      if (change->terrain)
        g_array_append_val (boxes.left, was);
      else if (!changed[change->unit])
        {
          /* A feature's boxes concern the pairs across them; a unit's, the unit's pairs too. */
          changed[change->unit] = 1;
          g_array_append_val (changed_units, change->unit);
        }
    }
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
          if ((changed[t] || changed[w] || touched_by (sight, w, t, boxes.arrived))
              && !(of_side (sight, w, side) && pair_sees (sight, &witnesses->queries, w, t, NULL)))
            find_witness (sight, witnesses, side, t);
        }
      else if (changed[t] || before->hidden[t] == NULL)
        find_witness (sight, witnesses, side, t);
      else
        follow_hidden (sight, witnesses, side, t, before->hidden[t], changed, changed_units, &boxes);
    }
  return witnesses;
}
void
vd_sight_witnesses_free (VdSightWitnesses *witnesses)
{
  if (witnesses == NULL)
    return;
  for (guint t = 0; t < witnesses->n_units; t++)
    hidden_pairs_release (witnesses->hidden[t]);
  g_free (witnesses->hidden);
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
  return first_witness (sight, side_number (sight, side), index - 1, &queries, NULL) != NO_WITNESS;
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
