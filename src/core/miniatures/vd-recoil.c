#include "vd-recoil.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-movement.h"

/* The push-back read on the movement rules' answer for the same path: where a move would be
 * forbidden is where the unit is pushed into (vd-recoil.h). */

/* The pseudo-rule of a recoil that would leave the table: no rule of the seed, as ALLOWANCE. */
#define TABLE_EDGE "TABLE-EDGE"

static void
add_reason (VdRecoilAnswer *answer, const char *rule, const char *by, VdPoint at, int condition)
{
  VdRecoilReason reason = { rule, by, at, condition };

  g_array_append_val (answer->storage, reason);
}

static gboolean
on_table (const VdTable *table, VdPoint p)
{
  return p.x >= 0 && p.y >= 0 && p.x <= table->width && p.y <= table->depth;
}

/* TABLE-EDGE: the first point of the path (or the footprint centre at the end) off the table,
 * into *WHERE; FALSE when it all stays on it. */
static gboolean
leaves_table (const VdTable *table, const VdUnit *unit, const VdPoint *points, guint n_points,
              VdPoint *where)
{
  VdFootprint end = vd_unit_footprint (unit);

  for (guint i = 0; i < n_points; i++)
    if (!on_table (table, points[i]))
      {
        *where = points[i];
        return TRUE;
      }
  end.at = points[n_points - 1];
  *where = vd_footprint_centre (end);
  return !on_table (table, *where);
}

/* RIVER-2: a unit pushed back into a river is destroyed; "into" is where RIVER-1 would forbid
 * a move (a river line crossed or a river area waded away from a bridge or a ford). */
static const VdMoveEffect *
rule_river_2 (const VdMoveAnswer *move)
{
  for (guint i = 0; i < move->n_effects; i++)
    if (move->effects[i].forbids && g_strcmp0 (move->effects[i].rule, "RIVER-1") == 0)
      return &move->effects[i];
  return NULL;
}

/* MARSH-2: a unit pushed back into a marsh becomes no-formation; "into" is where MARSH-1 would
 * forbid a move, or where the table's GEN-1 lifted it or forbade the arm: any rule by a marsh. */
static const VdMoveEffect *
rule_marsh_2 (const VdTable *table, const VdMoveAnswer *move)
{
  for (guint i = 0; i < move->n_effects; i++)
    {
      const VdFeature *feature = vd_table_find_feature (table, move->effects[i].by);

      if (feature != NULL && feature->type == VD_TERRAIN_MARSH)
        return &move->effects[i];
    }
  return NULL;
}

gboolean
vd_recoil_measure (const VdTable *table, const VdRuleset *ruleset, const VdUnit *unit,
                   const VdPoint *points, guint n_points, VdRecoilAnswer *answer,
                   GError **error)
{
  VdMoveAnswer move = { 0 };
  const VdMoveEffect *into;
  VdPoint off;

  g_return_val_if_fail (table != NULL && ruleset != NULL && unit != NULL, FALSE);
  g_return_val_if_fail (answer != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *answer = (VdRecoilAnswer) { 0 };
  if (!vd_move_measure_terrain (table, ruleset, unit, points, n_points, &move, error))
    return FALSE;
  if (!(move.distance > 0))
    {
      vd_move_answer_clear (&move);
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a recoil moves the unit: %s is already there"), unit->id);
      return FALSE;
    }
  answer->storage = g_array_new (FALSE, FALSE, sizeof (VdRecoilReason));
  answer->unit = unit;
  answer->distance = move.distance;
  answer->conditions = unit->conditions;
  answer->possible = !leaves_table (table, unit, points, n_points, &off);
  if (!answer->possible)
    add_reason (answer, TABLE_EDGE, unit->id, off, -1);
  else if ((into = rule_river_2 (&move)) != NULL)
    {
      answer->outcome = VD_RECOIL_DESTROYED;
      answer->feature = vd_table_find_feature (table, into->by);
      answer->figures = unit->figures - unit->casualties;
      add_reason (answer, "RIVER-2", into->by, into->at, -1);
    }
  else
    {
      /* The conditions the terrain crossed gives, as to a move, each with its reason; and
       * STREAM-3, which makes a ford's crossing a stream's. */
      for (guint i = 0; i < move.n_effects; i++)
        if (!move.effects[i].forbids && (move.effects[i].condition >= 0 ||
                                         g_strcmp0 (move.effects[i].rule, "STREAM-3") == 0))
          add_reason (answer, move.effects[i].rule, move.effects[i].by, move.effects[i].at,
                      move.effects[i].condition);
      answer->conditions = move.conditions;
      if ((into = rule_marsh_2 (table, &move)) != NULL)
        {
          answer->outcome = VD_RECOIL_NO_FORMATION;
          answer->feature = vd_table_find_feature (table, into->by);
          answer->conditions |= 1u << VD_CONDITION_NO_FORMATION;
          add_reason (answer, "MARSH-2", into->by, into->at, VD_CONDITION_NO_FORMATION);
        }
    }
  answer->reasons = (const VdRecoilReason *) answer->storage->data;
  answer->n_reasons = answer->storage->len;
  vd_move_answer_clear (&move);
  return TRUE;
}

void
vd_recoil_answer_clear (VdRecoilAnswer *answer)
{
  g_return_if_fail (answer != NULL);
  if (answer->storage != NULL)
    g_array_unref (answer->storage);
  *answer = (VdRecoilAnswer) { 0 };
}

char *
vd_recoil_describe_outcome (const VdRecoilAnswer *answer, const char *feature)
{
  g_return_val_if_fail (answer != NULL, NULL);
  if (feature == NULL && answer->feature != NULL)
    feature = answer->feature->id;

  if (!answer->possible)
    /* Translators: a push-back refused; TABLE-EDGE is no rule of the game. */
    return g_strdup (_("impossible: it would leave the table (TABLE-EDGE)"));
  switch (answer->outcome)
    {
    case VD_RECOIL_DESTROYED:
      /* Translators: "destroyed in river-1 (RIVER-2)". */
      return g_strdup_printf (_("destroyed in %s (RIVER-2)"), feature);
    case VD_RECOIL_NO_FORMATION:
      /* Translators: "no formation in marsh-1 (MARSH-2)". */
      return g_strdup_printf (_("no formation in %s (MARSH-2)"), feature);
    case VD_RECOIL_PUSHED_BACK:
    default:
      return g_strdup (_("pushed back"));
    }
}
