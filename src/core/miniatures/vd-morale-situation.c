#include "vd-morale-situation.h"

/* The morale test's table facts, one function per rule (vd-morale-situation.h). */

/* HOUSE-9: a unit in a building has its morale bonus, even once the building is destroyed. */
static void
house_9_building (const VdTable *table, VdMoraleSituation *s)
{
  const VdFactor *building = vd_morale_rules_find_factor (s->rules, "building");

  for (guint i = 0; building != NULL && i < table->features->len; i++)
    {
      const VdFeature *f = g_ptr_array_index (table->features, i);

      if ((f->type == VD_TERRAIN_HOUSE || f->type == VD_TERRAIN_REDOUBT) &&
          vd_feature_is_under_unit (f, s->unit))
        {
          VdMoraleFinding finding = { building, "HOUSE-9", f->id };

          g_array_append_val (s->findings, finding);
          return;
        }
    }
}

/* MASK-6: a unit counts in its tactical morale factors only the enemies it sees. */
static void
mask_6_seen_enemies (const VdTable *table, VdSight *sight, VdMoraleSituation *s)
{
  VdSightAnswer answer;

  vd_sight_answer_init (&answer);
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *other = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (other->side, s->unit->side) == 0)
        continue;
      vd_sight_query (sight, s->unit, other, &answer);
      if (answer.visible)
        g_ptr_array_add (s->seen, (gpointer) other);
      else
        s->unseen++;
    }
  vd_sight_answer_clear (&answer);
}

VdMoraleSituation *
vd_morale_situation_new (const VdTable *table, const VdRuleset *ruleset, VdSight *sight,
                         const VdUnit *unit)
{
  g_autoptr(VdSight) own_sight = NULL;
  VdMoraleSituation *s;

  g_return_val_if_fail (table != NULL && ruleset != NULL && unit != NULL, NULL);

  if (sight == NULL)
    sight = own_sight = vd_sight_new (table, ruleset);
  s = g_new0 (VdMoraleSituation, 1);
  s->unit = unit;
  s->rules = vd_morale_rules_merge (ruleset->morale, table->morale);
  s->findings = g_array_new (FALSE, FALSE, sizeof (VdMoraleFinding));
  s->seen = g_ptr_array_new ();
  house_9_building (table, s);
  mask_6_seen_enemies (table, sight, s);
  return s;
}

void
vd_morale_situation_free (VdMoraleSituation *s)
{
  if (s == NULL)
    return;
  g_array_unref (s->findings);
  g_ptr_array_unref (s->seen);
  vd_morale_rules_free (s->rules);
  g_free (s);
}
