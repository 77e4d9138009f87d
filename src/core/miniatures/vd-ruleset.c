#include "vd-ruleset.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-feature-overrides.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-readings.h"

static void
rule_free (VdRule *rule)
{
  g_free (rule->id);
  vd_text_clear (&rule->text);
  g_free (rule);
}

static void
distance_free (VdDistance *distance)
{
  g_free (distance->key);
  g_strfreev (distance->rules);
  g_free (distance);
}

VdRuleset *
vd_ruleset_new (void)
{
  VdRuleset *ruleset = g_new0 (VdRuleset, 1);

  ruleset->rules = g_ptr_array_new_with_free_func ((GDestroyNotify) rule_free);
  ruleset->distances = g_ptr_array_new_with_free_func ((GDestroyNotify) distance_free);
  ruleset->rule_index = g_hash_table_new (g_str_hash, g_str_equal);
  ruleset->masking = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_masking_row_free);
  ruleset->interpretations =
    g_ptr_array_new_with_free_func ((GDestroyNotify) vd_interpretation_free);
  vd_movement_rules_init (&ruleset->movement);
  vd_fire_rules_init (&ruleset->fire);
  ruleset->morale = vd_morale_rules_new ();
  ruleset->melee = vd_melee_rules_new ();
  for (int s = 0; s < VD_N_SCALES; s++)
    ruleset->mm_per_pace[s] = 1.0;
  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    ruleset->terrain[t].type = (VdTerrainType) t;
  for (int a = 0; a < VD_N_ARMS; a++)
    ruleset->arms[a].arm = (VdArm) a;
  for (int f = 0; f < VD_N_FORMATIONS; f++)
    ruleset->formations[f].formation = (VdFormation) f;
  return ruleset;
}

void
vd_ruleset_add_rule (VdRuleset *ruleset, const char *id, const char *en, const char *fr)
{
  VdRule *rule = g_new0 (VdRule, 1);

  rule->id = g_strdup (id);
  rule->text.en = g_strdup (en);
  rule->text.fr = g_strdup (fr);
  g_ptr_array_add (ruleset->rules, rule);
  g_hash_table_replace (ruleset->rule_index, rule->id, rule);
}

void
vd_ruleset_free (VdRuleset *ruleset)
{
  if (ruleset == NULL)
    return;
  g_free (ruleset->id);
  vd_text_clear (&ruleset->name);
  g_free (ruleset->path);
  g_free (ruleset->units_path);
  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    {
      vd_text_clear (&ruleset->terrain[t].name);
      vd_text_clear (&ruleset->terrain[t].menu);
      g_strfreev (ruleset->terrain[t].rules);
    }
  for (int a = 0; a < VD_N_ARMS; a++)
    vd_text_clear (&ruleset->arms[a].name);
  for (int f = 0; f < VD_N_FORMATIONS; f++)
    vd_text_clear (&ruleset->formations[f].name);
  g_hash_table_unref (ruleset->rule_index);
  g_ptr_array_unref (ruleset->rules);
  g_ptr_array_unref (ruleset->distances);
  g_ptr_array_unref (ruleset->masking);
  g_ptr_array_unref (ruleset->interpretations);
  vd_morale_rules_free (ruleset->morale);
  vd_melee_rules_free (ruleset->melee);
  g_free (ruleset);
}

const VdRule *
vd_ruleset_find_rule (const VdRuleset *ruleset, const char *id)
{
  return g_hash_table_lookup (ruleset->rule_index, id);
}

const char *
vd_ruleset_rule_text (const VdRuleset *ruleset, const char *id)
{
  const VdRule *rule = vd_ruleset_find_rule (ruleset, id);

  return rule != NULL ? vd_text_get (&rule->text) : NULL;
}

const VdDistance *
vd_ruleset_find_distance (const VdRuleset *ruleset, const char *key)
{
  for (guint i = 0; i < ruleset->distances->len; i++)
    {
      const VdDistance *distance = g_ptr_array_index (ruleset->distances, i);

      if (g_str_equal (distance->key, key))
        return distance;
    }
  return NULL;
}

double
vd_ruleset_distance (const VdRuleset *ruleset, const char *key, VdScale scale)
{
  const VdDistance *distance = vd_ruleset_find_distance (ruleset, key);

  g_return_val_if_fail (scale < VD_N_SCALES, -1);
  return distance != NULL ? distance->paces[scale] : -1;
}

gboolean
vd_ruleset_allows_formation (const VdRuleset *ruleset, VdArm arm, VdFormation formation)
{
  g_return_val_if_fail (arm < VD_N_ARMS && formation < VD_N_FORMATIONS, FALSE);
  return (ruleset->arms[arm].formations & (1u << formation)) != 0;
}

const VdBaseSize *
vd_ruleset_base_size (const VdRuleset *ruleset, VdArm arm, VdScale scale)
{
  g_return_val_if_fail (arm < VD_N_ARMS && scale < VD_N_SCALES, NULL);
  return &ruleset->arms[arm].base[scale];
}

double
vd_table_mm_per_pace (const VdTable *table, const VdRuleset *ruleset)
{
  if (table->mm_per_pace > 0)
    return table->mm_per_pace;
  return ruleset->mm_per_pace[table->scale];
}

double
vd_unit_allowance (const VdUnit *unit, const VdTable *table, const VdRuleset *ruleset)
{
  double own = table->movement.allowance[unit->arm][unit->formation][table->scale];
  double value = ruleset->movement.allowance[unit->arm][unit->formation][table->scale];

  if (unit->has_allowance)
    return unit->allowance;
  if (!isnan (own))
    return own;
  return isnan (value) ? -1 : value;
}

double
vd_table_forced_march (const VdTable *table, const VdRuleset *ruleset)
{
  return !isnan (table->movement.forced_march) ? table->movement.forced_march
                                                : ruleset->movement.forced_march;
}

double
vd_table_charge_bonus (const VdTable *table, const VdRuleset *ruleset, VdArm arm)
{
  double own = table->movement.charge_bonus[arm][table->scale];
  double value = ruleset->movement.charge_bonus[arm][table->scale];

  if (!isnan (own))
    return own;
  return isnan (value) ? 0 : value;
}

double
vd_unit_fire_range (const VdUnit *unit, const VdTable *table, const VdRuleset *ruleset)
{
  return vd_fire_rules_range (&table->fire, &ruleset->fire, unit->arm, unit->calibre,
                              table->scale);
}

double
vd_table_road_column (const VdTable *table, const VdRuleset *ruleset, VdArm arm)
{
  double own, value;

  g_return_val_if_fail (arm < VD_N_ARMS, 0);
  own = table->movement.road_column[arm][table->scale];
  value = ruleset->movement.road_column[arm][table->scale];
  if (!isnan (own))
    return own;
  return isnan (value) ? 0 : value;
}

VdBaseSize
vd_unit_base (const VdUnit *unit, const VdTable *table, const VdRuleset *ruleset)
{
  VdBaseSize base = *vd_ruleset_base_size (ruleset, unit->arm, table->scale);

  if (unit->has_base)
    {
      base.width = unit->base_width;
      base.depth = unit->base_depth;
    }
  return base;
}

gboolean
vd_table_validate (const VdTable *table, const VdRuleset *ruleset, const char *file, GError **error)
{
  if (!vd_masking_check_rules (table->masking, ruleset->rule_index, file, error) ||
      !vd_table_check_readings (table, ruleset, file, error))
    return FALSE;
  /* The rule IDs of the table's own morale and melee factors and loss-table points. */
  if ((table->morale != NULL &&
       !vd_morale_rules_check_rules (table->morale, ruleset->rule_index, file, error)) ||
      (table->melee != NULL &&
       !vd_melee_rules_check_rules (table->melee, ruleset->rule_index, file, error)))
    return FALSE;
  for (guint i = 0; i < table->features->len; i++)
    if (!vd_feature_overrides_check (g_ptr_array_index (table->features, i), ruleset, file, error))
      return FALSE;
  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (!vd_ruleset_allows_formation (ruleset, unit->arm, unit->formation))
        {
          vd_set_error_at (error, VD_ERROR_INVALID, file, unit->pos.line, unit->pos.column,
                           /* Translators: the arm and formation are file keywords: "unit
                            * “ru-1”: cavalry cannot be in formation square (ruleset napoleonic)" */
                           _("unit “%s”: %s cannot be in formation %s (ruleset %s)"),
                           unit->id, vd_arm_to_string (unit->arm),
                           vd_formation_to_string (unit->formation), ruleset->id);
          return FALSE;
        }
      if (!vd_ruleset_has_morale_state (ruleset, unit->morale))
        {
          g_autofree char *expected = vd_morale_rules_list_states (ruleset->morale);

          vd_set_error_at (error, VD_ERROR_INVALID, file, unit->pos.line, unit->pos.column,
                           _("unit “%s”: unknown morale state “%s” (expected one of: %s)"),
                           unit->id, unit->morale, expected);
          return FALSE;
        }
    }
  return TRUE;
}
