#include "vd-sight-private.h"

#include "vd-feature-overrides.h"

/* vd_sight_follow: the engine kept for the next copy of its table, when units changed or the
 * terrain was edited (features edited, added, removed: the others kept in their order). */

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

/* Whether the table's frame and masking rows are those the engine was built with. */
static gboolean
same_frame (const VdSight *sight, const VdTable *table, const VdRuleset *ruleset)
{
  guint n_masking = table->masking != NULL ? table->masking->len : 0;

  if (table->scale != sight->scale || table->width != sight->width ||
      table->depth != sight->depth ||
      vd_table_mm_per_pace (table, ruleset) != sight->table_mm_per_pace ||
      n_masking != sight->masking_copies->len)
    return FALSE;
  for (guint i = 0; i < n_masking; i++)
    if (!vd_masking_row_equal (g_ptr_array_index (table->masking, i),
                               g_ptr_array_index (sight->masking_copies, i)))
      return FALSE;
  return TRUE;
}

static gboolean
same_ground (const VdSight *sight, const VdTable *table)
{
  if (table->features->len != sight->ground->len)
    return FALSE;
  for (guint i = 0; i < table->features->len; i++)
    if (!same_feature (g_ptr_array_index (table->features, i),
                       g_ptr_array_index (sight->ground, i)))
      return FALSE;
  return TRUE;
}

/* How the engine's features map onto TABLE's: *OLD_TO_NEW, per feature the engine knows, its
 * index in TABLE when it is there unchanged (same ID and all sight reads), else G_MAXUINT.
 * FALSE when the features kept come in another order: the units' lists, in table order, would
 * need sorting again, and no edit of the terrain reorders it. */
static gboolean
map_ground (const VdSight *sight, const VdTable *table, guint **old_to_new)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree guint *map = g_new (guint, sight->ground->len + 1);
  guint last = 0;
  gboolean any = FALSE;

  for (guint i = 0; i < sight->ground->len; i++)
    {
      const VdFeature *old = g_ptr_array_index (sight->ground, i);

      map[i] = G_MAXUINT;
      if (old->id != NULL && !g_hash_table_contains (by_id, old->id))
        g_hash_table_insert (by_id, old->id, GUINT_TO_POINTER (i + 1));
    }
  for (guint j = 0; j < table->features->len; j++)
    {
      const VdFeature *feature = g_ptr_array_index (table->features, j);
      guint i = feature->id != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (by_id, feature->id)) : 0;

      if (i == 0 || !same_feature (feature, g_ptr_array_index (sight->ground, i - 1)))
        continue;
      if (any && i - 1 <= last)
        return FALSE;
      map[i - 1] = j;
      last = i - 1;
      any = TRUE;
    }
  *old_to_new = g_steal_pointer (&map);
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

/* Everything that pointed into the old table's masking rows points into TABLE's. */
static void
repoint_masking (VdSight *sight, const VdTable *table)
{
  if (table->masking == sight->masking_table)
    return;
  g_clear_pointer (&sight->masking_table, g_ptr_array_unref);
  sight->masking_table = table->masking != NULL ? g_ptr_array_ref (table->masking) : NULL;
  g_ptr_array_set_size (sight->masking_rows, 0);
  for (guint i = 0; table->masking != NULL && i < table->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (table->masking, i));
  for (guint i = 0; sight->ruleset->masking != NULL && i < sight->ruleset->masking->len; i++)
    g_ptr_array_add (sight->masking_rows, g_ptr_array_index (sight->ruleset->masking, i));
  vd_sight_rule_ids_init (sight);
}

/* Everything that pointed into the old table's features points into TABLE's, the same. */
static void
repoint_ground (VdSight *sight, const VdTable *table)
{
  guint c = 0;

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

/* Per feature of FEATURES (N of them), the index of its first crest in CRESTS, or G_MAXUINT. */
static guint *
first_crests (const GArray *crests, guint n)
{
  guint *first = g_new (guint, n + 1);

  for (guint i = 0; i < n; i++)
    first[i] = G_MAXUINT;
  for (guint c = crests->len; c-- > 0;)
    first[g_array_index (crests, VdSightCrest, c).hill] = c;
  return first;
}

/* FEATURE's box with its crests' (a crest may stray outside its hill). */
static VdRect
feature_box (const VdSightFeature *features, const GArray *crests, const guint *first, guint f)
{
  VdRect box = features[f].bounds;

  for (guint c = first[f]; c < crests->len && g_array_index (crests, VdSightCrest, c).hill == f; c++)
    box = vd_rect_union (box, g_array_index (crests, VdSightCrest, c).bounds);
  return box;
}

static gboolean
remap_indices (GArray *indices, const guint *map)
{
  for (guint k = 0; k < indices->len; k++)
    if ((g_array_index (indices, guint, k) = map[g_array_index (indices, guint, k)]) == G_MAXUINT)
      return FALSE;
  return TRUE;
}

static gboolean
remap_refs (GArray *refs, const guint *map)
{
  for (guint k = 0; k < refs->len; k++)
    {
      VdSightTerrainRef *ref = &g_array_index (refs, VdSightTerrainRef, k);

      if ((ref->feature = map[ref->feature]) == G_MAXUINT)
        return FALSE;
    }
  return TRUE;
}

/* FACTS' crests and features renumbered as they are now; FALSE when one of them is gone or
 * changed (the unit's facts are then worked out again anyway). */
static gboolean
remap_unit (VdSightUnit *facts, const guint *feature_map, const guint *crest_map)
{
  if (facts->marsh >= 0 && (facts->marsh = (int) feature_map[facts->marsh]) == (int) G_MAXUINT)
    return FALSE;
  if (facts->rocky >= 0 && (facts->rocky = (int) feature_map[facts->rocky]) == (int) G_MAXUINT)
    return FALSE;
  return remap_indices (facts->crests, crest_map) && remap_refs (facts->concealment, feature_map) &&
         remap_refs (facts->woods, feature_map) && remap_indices (facts->buildings, feature_map) &&
         remap_indices (facts->obstacles, feature_map) &&
         remap_indices (facts->marshes, feature_map);
}

static void
add_box (GArray *boxes, VdRect box)
{
  if (!vd_rect_is_empty (box))
    g_array_append_val (boxes, box);
}

/* One thing a unit's facts say of the terrain: a feature (its ID, type, level and overrides,
 * which set the distances its rules read), a crest (its hill's ID and its place among the
 * hill's), or a number. */
typedef struct {
  const VdFeature *feature;
  const char      *id;
  gint             a;
  gint             b;
} Sign;

static void
sign (GArray *out, const VdFeature *feature, const char *id, gint a, gint b)
{
  Sign s = { feature, id, a, b };

  g_array_append_val (out, s);
}

static void
sign_feature (GArray *out, const VdFeature *const *copies, const VdSightFeature *features, int f)
{
  if (f < 0)
    sign (out, NULL, NULL, -1, -1);
  else
    sign (out, copies[f], copies[f]->id, copies[f]->type, features[f].level);
}

/* What FACTS say of the terrain, each feature by its ID, type and level, each crest by its
 * hill's ID and place, so that facts worked out before an edit and after compare whatever the
 * numbering: the same, the unit's pairs need asking again only if the edit lies across them.
 * COPIES: the features the facts were worked out from (the old table's may be gone); they
 * must outlive the signs. */
static GArray *
facts_signature (const VdSightUnit *facts, const VdFeature *const *copies,
                 const VdSightFeature *features, const GArray *crests, const guint *first)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Sign));
  const GArray *lists[] = { facts->buildings, facts->obstacles, facts->marshes };

  sign (out, NULL, NULL, facts->level, facts->on_plateau);
  sign_feature (out, copies, features, facts->marsh);
  sign_feature (out, copies, features, facts->rocky);
  for (guint k = 0; k < facts->crests->len; k++)
    {
      guint c = g_array_index (facts->crests, guint, k);
      guint hill = g_array_index (crests, VdSightCrest, c).hill;

      sign (out, NULL, copies[hill]->id, -2, (gint) (c - first[hill]));
    }
  for (guint k = 0; k < facts->concealment->len; k++)
    {
      const VdSightTerrainRef *ref = &g_array_index (facts->concealment, VdSightTerrainRef, k);

      sign (out, NULL, NULL, -3, ref->rule);
      sign_feature (out, copies, features, (int) ref->feature);
    }
  for (guint k = 0; k < facts->woods->len; k++)
    {
      const VdSightTerrainRef *ref = &g_array_index (facts->woods, VdSightTerrainRef, k);

      sign (out, NULL, NULL, -4, ref->rule);
      sign_feature (out, copies, features, (int) ref->feature);
    }
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      sign (out, NULL, NULL, -5, (gint) lists[l]->len);
      for (guint k = 0; k < lists[l]->len; k++)
        sign_feature (out, copies, features, (int) g_array_index (lists[l], guint, k));
    }
  return out;
}

static gboolean
same_signs (const GArray *a, const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      const Sign *x = &g_array_index (a, Sign, i), *y = &g_array_index (b, Sign, i);

      if (x->a != y->a || x->b != y->b || g_strcmp0 (x->id, y->id) != 0 ||
          (x->feature != NULL) != (y->feature != NULL) ||
          (x->feature != NULL &&
           !vd_feature_overrides_equal (x->feature->overrides, y->feature->overrides)))
        return FALSE;
    }
  return TRUE;
}

/* The engine's features made again from TABLE's (vd_sight_features_init: cheap next to the
 * units), OLD_TO_NEW mapping the features kept. Each feature edited, added or removed, and each
 * wood, house or redoubt whose level a hill's edit changed, is noted as a change by its boxes;
 * the units near one of those boxes are flagged in REFRESH (their facts are worked out again
 * by the caller), the others renumbered. Returns the features' changes noted. The grid, items
 * and scratches are the caller's to make again once the units are done. */
static guint
follow_ground (VdSight *sight, const VdTable *table, gboolean reference, const guint *old_to_new,
               guint8 *refresh, GArray **signatures, GPtrArray **old_ground)
{
  VdSightFeature *old_features = sight->features;
  GArray *old_crests = sight->crests;
  VdSightTerrainIndex *old_terrain = sight->terrain;
  guint n_old = sight->n_features, n_new = table->features->len, n_noted = 0;
  g_autofree guint *new_to_old = g_new (guint, n_new + 1);
  g_autofree guint *old_first = first_crests (old_crests, n_old);
  g_autofree guint *new_first = NULL;
  g_autofree guint *crest_map = g_new (guint, old_crests->len + 1);
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (VdRect));
  g_autoptr(GHashTable) gone = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) ground = g_ptr_array_new_full (n_new, (GDestroyNotify) vd_feature_free);
  g_autofree guint8 *paired = g_new0 (guint8, n_old + 1);

  /* Every kept fan holds the features where they were; forgotten while items are numbered as
   * they were. */
  vd_sight_forget_fans (sight);
  for (guint j = 0; j < n_new; j++)
    new_to_old[j] = G_MAXUINT;
  for (guint i = 0; i < n_old; i++)
    if (old_to_new[i] != G_MAXUINT)
      new_to_old[old_to_new[i]] = i;
  vd_sight_features_init_from (sight, reference, old_features, new_to_old);

  new_first = first_crests (sight->crests, n_new);
  /* A kept hill has the same crests, filed in the same order. */
  for (guint c = 0; c < old_crests->len; c++)
    {
      guint hill = g_array_index (old_crests, VdSightCrest, c).hill;

      crest_map[c] = old_to_new[hill] == G_MAXUINT
                     ? G_MAXUINT : new_first[old_to_new[hill]] + (c - old_first[hill]);
    }

  /* The changes: a feature edited is one change, where it was and where it is. */
  for (guint i = 0; i < n_old; i++)
    {
      const VdFeature *old = g_ptr_array_index (sight->ground, i);

      if (old_to_new[i] == G_MAXUINT && old->id != NULL)
        g_hash_table_insert (gone, old->id, GUINT_TO_POINTER (i + 1));
    }
  for (guint j = 0; j < n_new; j++)
    {
      VdRect after = feature_box (sight->features, sight->crests, new_first, j), before;
      const char *new_id = sight->features[j].id;
      guint i = new_to_old[j];

      if (i != G_MAXUINT)
        {
          /* Kept, but standing on a hill edited. */
          if (old_features[i].level == sight->features[j].level)
            continue;
          before = after;
        }
      else
        {
          i = new_id != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (gone, new_id)) : 0;
          before = i > 0 ? feature_box (old_features, old_crests, old_first, i - 1) : vd_rect_empty ();
          if (i > 0)
            {
              g_hash_table_remove (gone, new_id);
              paired[i - 1] = 1;
            }
        }
      add_box (boxes, before);
      add_box (boxes, after);
      vd_sight_note_terrain_change (sight, before, after);
      n_noted++;
    }
  for (guint i = 0; i < n_old; i++)
    {
      VdRect before;

      if (old_to_new[i] != G_MAXUINT || paired[i])
        continue;
      before = feature_box (old_features, old_crests, old_first, i);
      add_box (boxes, before);
      vd_sight_note_terrain_change (sight, before, vd_rect_empty ());
      n_noted++;
    }
  /* A unit's facts read the features holding it or within a base of it, no farther. */
  for (guint u = 0; u < sight->n_units; u++)
    {
      VdSightUnit *facts = &sight->units[u];
      VdRect reach = vd_rect_inflate (facts->bounds,
                                      MAX (MAX (facts->base_width, facts->base_depth), 0) + 1);

      for (guint b = 0; b < boxes->len && !refresh[u]; b++)
        refresh[u] = vd_sight_rects_meet (reach, g_array_index (boxes, VdRect, b));
      if (refresh[u])
        signatures[u] = facts_signature (facts, (const VdFeature *const *) sight->ground->pdata,
                                         old_features, old_crests, old_first);
      else if (!remap_unit (facts, old_to_new, crest_map))
        {
          /* Holding a feature gone or edited, though not near its boxes: changed, surely (no
           * signs match none). */
          refresh[u] = TRUE;
          signatures[u] = g_array_new (FALSE, FALSE, sizeof (Sign));
        }
    }

  /* The copies compared next time: the kept ones moved over, the others copied. */
  for (guint j = 0; j < n_new; j++)
    g_ptr_array_add (ground, new_to_old[j] == G_MAXUINT
                             ? vd_feature_copy (g_ptr_array_index (table->features, j))
                             : g_steal_pointer (&g_ptr_array_index (sight->ground, new_to_old[j])));

  /* Kept until the units' signs are compared: they point at its IDs. */
  *old_ground = sight->ground;
  sight->ground = g_steal_pointer (&ground);

  g_free (old_features);
  g_array_unref (old_crests);
  vd_sight_terrain_index_free (old_terrain);
  return n_noted;
}

gboolean
vd_sight_follow (VdSight *sight, const VdTable *table, const VdRuleset *ruleset,
                 guint *n_updated)
{
  g_autofree guint *old_to_new = NULL;
  g_autofree guint8 *refresh = NULL;
  g_autofree GArray **signatures = NULL;
  g_autoptr(GPtrArray) old_ground = NULL;
  g_autofree guint *first = NULL;
  gboolean reference = sight == NULL || sight->grid == NULL;
  guint updated = 0;

  if (n_updated != NULL)
    *n_updated = 0;
  g_return_val_if_fail (sight != NULL && table != NULL && ruleset != NULL, FALSE);

  if (ruleset != sight->ruleset || table->units->len != sight->n_units ||
      !same_frame (sight, table, ruleset))
    return FALSE;
  for (guint i = 0; i < sight->n_units; i++)
    if (g_strcmp0 (((const VdUnit *) g_ptr_array_index (table->units, i))->id,
                   sight->units[i].key.id) != 0)
      return FALSE;
  if (!same_ground (sight, table) && !map_ground (sight, table, &old_to_new))
    return FALSE;

  sight->table = table;
  repoint_masking (sight, table);
  if (old_to_new != NULL)
    {
      /* Terrain edited: its features made again, filed in the grid once the units are done. */
      refresh = g_new0 (guint8, sight->n_units + 1);
      signatures = g_new0 (GArray *, sight->n_units + 1);
      updated += follow_ground (sight, table, reference, old_to_new, refresh, signatures,
                                &old_ground);
      first = first_crests (sight->crests, sight->n_features);
    }
  else
    repoint_ground (sight, table);
  /* Units the table shares with the last one (vd_table_copy_sharing) stay filed under their
   * address. The others' old addresses go first: a new copy may sit at a freed one's. */
  for (guint i = 0; i < sight->n_units; i++)
    if (sight->units[i].unit != g_ptr_array_index (table->units, i))
      g_hash_table_remove (sight->unit_index, sight->units[i].unit);
  for (guint i = 0; i < sight->n_units; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);
      VdSightUnit *facts = &sight->units[i];
      gboolean changed;
      VdRect before;

      if (facts->unit != unit)
        g_hash_table_insert (sight->unit_index, (gpointer) unit, GUINT_TO_POINTER (i + 1));
      if ((refresh == NULL || !refresh[i]) && same_unit (sight, facts, unit))
        {
          facts->unit = unit;
          facts->id = unit->id;
          continue;
        }
      before = facts->bounds;
      changed = !same_unit (sight, facts, unit);
      if (sight->grid != NULL)
        vd_sight_grid_remove_unit (sight->grid, facts, i);
      vd_sight_unit_init (sight, facts, unit);
      if (signatures != NULL && signatures[i] != NULL)
        {
          /* Near a feature edited: changed by it only if its signs differ (else the boxes tell). */
          g_autoptr(GArray) after = facts_signature (facts,
                                                     (const VdFeature *const *) table->features->pdata,
                                                     sight->features, sight->crests, first);

          changed = changed || !same_signs (after, signatures[i]);
          g_clear_pointer (&signatures[i], g_array_unref);
        }
      if (changed)
        vd_sight_note_change (sight, i, before);
      if (sight->grid != NULL)
        vd_sight_grid_add_unit (sight->grid, facts, i);
      if (old_to_new == NULL)
        {
          vd_sight_item_init (sight, sight->crests->len + sight->n_features + i);
          vd_sight_fans_unit_moved (sight, i);
        }
      updated++;
    }
  if (old_to_new != NULL)
    {
      /* Items renumbered when crests or features came or went: all of them, and what is
       * sized or filed by them, made again as vd_sight_new makes them. */
      vd_sight_items_init (sight);
      g_free (sight->moved_item);
      sight->moved_item = g_new0 (guint8, vd_sight_n_items (sight) + 1);
      if (sight->grid != NULL)
        vd_sight_grid_refile (sight->grid, sight);
      for (guint k = 0; k < G_N_ELEMENTS (sight->scratch); k++)
        g_clear_pointer (&sight->scratch[k], vd_sight_scratch_free);
      sight->scratch[0] = vd_sight_scratch_new (sight);
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
