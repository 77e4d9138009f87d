#include "vd-sight-private.h"

#include <math.h>

/* What a side sees, and following it as units change: a pair's answer rests on its two units
 * and on what lies across its lines, all of which lie in the hull of the observer's points and
 * the target's end positions (vd-sight-pair.c gathers its candidates from that hull). So when
 * units change, a pair needs asking again only when one of its two changed, or when a changed
 * unit's box, where it was or where it is, meets that hull. */

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

  *change = (VdSightChange) { unit, before, sight->units[unit].bounds };
  sight->n_changes++;
}

static gboolean
of_side (const VdSight *sight, guint unit, const char *side)
{
  return g_strcmp0 (sight->units[unit].unit->side, side) == 0;
}

/* Whether OBSERVER sees TARGET, counted in QUERIES. */
static gboolean
pair_sees (VdSight *sight, guint *queries, guint observer, guint target)
{
  VdSightAnswer answer;
  gboolean seen;

  vd_sight_answer_init (&answer);
  /* Whether, not why: no reasons gathered, the first position seen settles it. */
  vd_sight_query_want (sight, sight->units[observer].unit, sight->units[target].unit,
                       VD_SIGHT_WANT_VISIBLE, &answer);
  seen = answer.visible;
  vd_sight_answer_clear (&answer);
  (*queries)++;
  return seen;
}

/* The first unit of SIDE, in table order, that sees TARGET, or NO_WITNESS. */
static guint
first_witness (VdSight *sight, const char *side, guint target, guint *queries)
{
  for (guint o = 0; o < sight->n_units; o++)
    if (of_side (sight, o, side) && pair_sees (sight, queries, o, target))
      return o;
  return NO_WITNESS;
}

static void
find_witness (VdSight *sight, VdSightWitnesses *witnesses, guint target)
{
  witnesses->witness[target] = first_witness (sight, witnesses->side, target, &witnesses->queries);
}

VdSightWitnesses *
vd_sight_witnesses_new (VdSight *sight, const char *side)
{
  VdSightWitnesses *witnesses;

  g_return_val_if_fail (sight != NULL, NULL);

  witnesses = g_new0 (VdSightWitnesses, 1);
  witnesses->engine = sight->identity;
  witnesses->serial = sight->n_changes;
  witnesses->side = g_strdup (side);
  witnesses->n_units = sight->n_units;
  witnesses->witness = g_new (guint, MAX (sight->n_units, 1));
  for (guint t = 0; t < sight->n_units; t++)
    {
      witnesses->witness[t] = NO_WITNESS;
      if (!of_side (sight, t, side))
        find_witness (sight, witnesses, t);
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

/* Whether one of the N changed BOXES, widened, may lie across a line from OBSERVER to TARGET. */
static gboolean
pair_touched (const VdSight *sight, guint observer, guint target, const VdRect *boxes, guint n)
{
  const VdSightUnit *o = &sight->units[observer], *t = &sight->units[target];
  /* The observer's points and the target's positions lie in their footprints' boxes. */
  VdRect both = vd_rect_union (o->bounds, t->bounds);
  gboolean hull_made = FALSE;
  VdSightHull hull;

  for (guint i = 0; i < n; i++)
    {
      if (!vd_sight_rects_meet (both, boxes[i]))
        continue;
      if (!hull_made)
        {
          guint facing;
          VdPoint points[5];

          vd_sight_pair_end (sight, observer, target, &facing);
          for (guint k = 0; k < VD_SIGHT_OBSERVER_POINTS; k++)
            points[k] = o->observer_points[k];
          points[3] = t->target_points[facing][0];
          points[4] = t->target_points[facing][VD_SIGHT_TARGET_POSITIONS - 1];
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

      changed[change->unit] = 1;
      g_array_append_val (boxes, was);
      g_array_append_val (boxes, is);
    }
  box = (const VdRect *) (gpointer) boxes->data;

  for (guint t = 0; t < sight->n_units; t++)
    {
      guint w = witnesses->witness[t];

      if (of_side (sight, t, witnesses->side))
        witnesses->witness[t] = NO_WITNESS;
      else if (changed[t])
        find_witness (sight, witnesses, t);
      else if (w != NO_WITNESS)
        {
          /* Seen: still seen while nothing changed about the pair with its witness. */
          if ((changed[w] || pair_touched (sight, w, t, box, boxes->len))
              && !(of_side (sight, w, witnesses->side)
                   && pair_sees (sight, &witnesses->queries, w, t)))
            find_witness (sight, witnesses, t);
        }
      else
        /* Hidden: only a pair a change concerns may see it now. */
        for (guint o = 0; o < sight->n_units; o++)
          if (of_side (sight, o, witnesses->side)
              && (changed[o] || pair_touched (sight, o, t, box, boxes->len))
              && pair_sees (sight, &witnesses->queries, o, t))
            {
              witnesses->witness[t] = o;
              break;
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
  return first_witness (sight, side, index - 1, &queries) != NO_WITNESS;
}

GHashTable *
vd_sight_witnesses_hidden (const VdSightWitnesses *witnesses, VdSight *sight)
{
  GHashTable *hidden = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (witnesses != NULL && sight != NULL, hidden);
  g_return_val_if_fail (witnesses->engine == sight->identity, hidden);

  for (guint t = 0; t < sight->n_units; t++)
    if (!of_side (sight, t, witnesses->side) && witnesses->witness[t] == NO_WITNESS)
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
