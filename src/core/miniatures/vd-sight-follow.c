#include "vd-sight-private.h"

#include "vd-feature-overrides.h"

/* vd_sight_follow: the engine kept for the next copy of its table when only units changed. */

void
vd_sight_unit_key_set (VdSightUnitKey *key, const VdUnit *unit)
{
  g_free (key->id);
  *key = (VdSightUnitKey) {
    g_strdup (unit->id), unit->arm, unit->formation, unit->at, unit->facing, unit->frontage,
    unit->depth, unit->has_base, unit->base_width, unit->base_depth, unit->revealed,
  };
}

void
vd_sight_keep_ground (VdSight *sight)
{
  const VdTable *table = sight->table;

  sight->scale = table->scale;
  sight->width = table->width;
  sight->depth = table->depth;
  sight->table_mm_per_pace = vd_table_mm_per_pace (table, sight->ruleset);
  sight->ground = g_ptr_array_new_full (table->features->len, (GDestroyNotify) vd_feature_free);
  for (guint i = 0; i < table->features->len; i++)
    g_ptr_array_add (sight->ground, vd_feature_copy (g_ptr_array_index (table->features, i)));
  sight->masking_copies = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_masking_row_free);
  for (guint i = 0; table->masking != NULL && i < table->masking->len; i++)
    g_ptr_array_add (sight->masking_copies,
                     vd_masking_row_copy (g_ptr_array_index (table->masking, i)));
}

void
vd_sight_drop_ground (VdSight *sight)
{
  g_clear_pointer (&sight->ground, g_ptr_array_unref);
  g_clear_pointer (&sight->masking_copies, g_ptr_array_unref);
}

static gboolean
same_path (const VdPath *a, const VdPath *b)
{
  return a->n_points == b->n_points &&
         (a->n_points == 0 || memcmp (a->points, b->points, a->n_points * sizeof (VdPoint)) == 0);
}

/* Whether sight sees the same feature: everything it reads but the damage (read where it is,
 * each time) and what it never reads (name, fire, points). */
static gboolean
same_feature (const VdFeature *a, const VdFeature *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || a->type != b->type || a->shape != b->shape ||
      a->level != b->level || a->plateau != b->plateau || a->n_crests != b->n_crests ||
      !same_path (&a->path, &b->path) || !vd_feature_overrides_equal (a->overrides, b->overrides))
    return FALSE;
  for (guint c = 0; c < a->n_crests; c++)
    if (!same_path (&a->crests[c], &b->crests[c]))
      return FALSE;
  return TRUE;
}

static gboolean
same_ground (const VdSight *sight, const VdTable *table, const VdRuleset *ruleset)
{
  guint n_masking = table->masking != NULL ? table->masking->len : 0;

  if (table->scale != sight->scale || table->width != sight->width ||
      table->depth != sight->depth ||
      vd_table_mm_per_pace (table, ruleset) != sight->table_mm_per_pace ||
      table->features->len != sight->ground->len || n_masking != sight->masking_copies->len)
    return FALSE;
  for (guint i = 0; i < n_masking; i++)
    if (!vd_masking_row_equal (g_ptr_array_index (table->masking, i),
                               g_ptr_array_index (sight->masking_copies, i)))
      return FALSE;
  for (guint i = 0; i < table->features->len; i++)
    if (!same_feature (g_ptr_array_index (table->features, i),
                       g_ptr_array_index (sight->ground, i)))
      return FALSE;
  return TRUE;
}

static gboolean
same_unit (const VdSight *sight, const VdSightUnit *facts, const VdUnit *unit)
{
  const VdSightUnitKey *key = &facts->key;

  return key->arm == unit->arm && key->formation == unit->formation &&
         key->at.x == unit->at.x && key->at.y == unit->at.y && key->facing == unit->facing &&
         key->frontage == unit->frontage && key->depth == unit->depth &&
         key->has_base == unit->has_base && key->base_width == unit->base_width &&
         key->base_depth == unit->base_depth && key->revealed == unit->revealed &&
         GPOINTER_TO_UINT (g_hash_table_lookup (sight->sides, unit->side)) == facts->side;
}

/* Everything that pointed into the old table's features and masking rows points into TABLE's. */
static void
repoint_ground (VdSight *sight, const VdTable *table)
{
  guint c = 0;

  g_ptr_array_set_size (sight->masking_rows, 0);
  for (guint i = 0; table->masking != NULL && i < table->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (table->masking, i));
  for (guint i = 0; sight->ruleset->masking != NULL && i < sight->ruleset->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (sight->ruleset->masking, i));
  for (guint i = 0; i < sight->n_features; i++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, i);

      sight->features[i].feature = feature;
      sight->features[i].id = feature->id;
      if (feature->shape != VD_SHAPE_AREA || feature->type != VD_TERRAIN_HILL)
        continue;
      /* The crests in the order vd_sight_features_init filed them. */
      for (guint k = 0; k < feature->n_crests; k++)
        {
          VdSightCrest *crest;

          if (feature->crests[k].n_points == 0)
            continue;
          crest = &g_array_index (sight->crests, VdSightCrest, c++);
          crest->id = feature->id;
          crest->points = feature->crests[k].points;
        }
    }
  for (guint i = 0; i < sight->crests->len + sight->n_features; i++)
    vd_sight_item_init (sight, i);
}

gboolean
vd_sight_follow (VdSight *sight, const VdTable *table, const VdRuleset *ruleset,
                 guint *n_updated)
{
  guint updated = 0;

  if (n_updated != NULL)
    *n_updated = 0;
  g_return_val_if_fail (sight != NULL && table != NULL && ruleset != NULL, FALSE);

  if (ruleset != sight->ruleset || table->units->len != sight->n_units ||
      !same_ground (sight, table, ruleset))
    return FALSE;
  for (guint i = 0; i < sight->n_units; i++)
    if (g_strcmp0 (((const VdUnit *) g_ptr_array_index (table->units, i))->id,
                   sight->units[i].key.id) != 0)
      return FALSE;

  sight->table = table;
  repoint_ground (sight, table);
  g_hash_table_remove_all (sight->unit_index);
  for (guint i = 0; i < sight->n_units; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      VdSightUnit *facts = &sight->units[i];
      VdRect before;

      g_hash_table_insert (sight->unit_index, (gpointer) unit, GUINT_TO_POINTER (i + 1));
      if (same_unit (sight, facts, unit))
        {
          facts->unit = unit;
          facts->id = unit->id;
          continue;
        }
      before = facts->bounds;
      if (sight->grid != NULL)
        vd_sight_grid_remove_unit (sight->grid, facts, i);
      vd_sight_unit_init (sight, facts, unit);
      vd_sight_item_init (sight, sight->crests->len + sight->n_features + i);
      vd_sight_note_change (sight, i, before);
      if (sight->grid != NULL)
        vd_sight_grid_add_unit (sight->grid, facts, i);
      vd_sight_fans_unit_moved (sight, i);
      updated++;
    }
  /* The fans kept for single queries hold the units where they were. */
  memset (sight->end_fan_keys, 0, sizeof sight->end_fan_keys);
  memset (sight->target_queries, 0, sight->n_units * sizeof (guint));
  if (n_updated != NULL)
    *n_updated = updated;
  return TRUE;
}

VdSight *
vd_sight_refresh (VdSight *sight, const VdTable *table, const VdRuleset *ruleset,
                  gboolean *rebuilt)
{
  gboolean followed = sight != NULL && vd_sight_follow (sight, table, ruleset, NULL);

  if (rebuilt != NULL)
    *rebuilt = !followed;
  if (followed)
    return sight;
  vd_sight_free (sight);
  return vd_sight_new (table, ruleset);
}
