#include "vd-table.h"

#include "vd-feature-overrides.h"
#include "vd-journal.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-table-readings.h"
#include "vd-table-sides.h"
#include "vd-table-private.h"

#include <stdlib.h>
#include <string.h>

void
vd_path_set (VdPath *path, const VdPoint *points, guint n_points)
{
  g_free (path->points);
  path->points = n_points ? g_memdup2 (points, sizeof (VdPoint) * n_points) : NULL;
  path->n_points = n_points;
}

void
vd_path_clear (VdPath *path)
{
  g_clear_pointer (&path->points, g_free);
  path->n_points = 0;
}

static gboolean
path_equal (const VdPath *a, const VdPath *b)
{
  if (a->n_points != b->n_points)
    return FALSE;
  for (guint i = 0; i < a->n_points; i++)
    if (!vd_point_equal (a->points[i], b->points[i]))
      return FALSE;
  return TRUE;
}

VdFeature *
vd_feature_new (const char    *id,
                VdTerrainType  type,
                VdShape        shape,
                const VdPoint *points,
                guint          n_points)
{
  VdFeature *feature = g_new0 (VdFeature, 1);

  feature->id = g_strdup (id);
  feature->type = type;
  feature->shape = shape;
  feature->level = 1;
  feature->damage = g_array_new (FALSE, FALSE, sizeof (VdStretch));
  vd_path_set (&feature->path, points, n_points);
  return feature;
}

VdFeature *
vd_feature_copy (const VdFeature *feature)
{
  VdFeature *copy = vd_feature_new (feature->id, feature->type, feature->shape,
                                    feature->path.points, feature->path.n_points);

  copy->name = g_strdup (feature->name);
  copy->level = feature->level;
  copy->plateau = feature->plateau;
  copy->on_fire = feature->on_fire;
  copy->points = feature->points;
  copy->overrides = vd_feature_overrides_copy (feature->overrides);
  copy->pos = feature->pos;
  g_array_append_vals (copy->damage, feature->damage->data, feature->damage->len);
  for (guint i = 0; i < feature->n_crests; i++)
    vd_feature_add_crest (copy, feature->crests[i].points, feature->crests[i].n_points);
  return copy;
}

void
vd_feature_free (VdFeature *feature)
{
  if (feature == NULL)
    return;
  if (feature->shares > 0)
    {
      feature->shares--;
      return;
    }
  g_free (feature->id);
  g_free (feature->name);
  vd_path_clear (&feature->path);
  vd_feature_clear_crests (feature);
  g_array_unref (feature->damage);
  vd_feature_overrides_free (feature->overrides);
  g_free (feature);
}

void
vd_feature_clear_crests (VdFeature *feature)
{
  for (guint i = 0; i < feature->n_crests; i++)
    vd_path_clear (&feature->crests[i]);
  g_clear_pointer (&feature->crests, g_free);
  feature->n_crests = 0;
}

void
vd_feature_drop_hill (VdFeature *feature)
{
  vd_feature_clear_crests (feature);
  feature->level = 1;
  feature->plateau = FALSE;
}

void
vd_feature_add_crest (VdFeature *feature, const VdPoint *points, guint n_points)
{
  feature->crests = g_renew (VdPath, feature->crests, feature->n_crests + 1);
  feature->crests[feature->n_crests] = (VdPath) { NULL, 0 };
  vd_path_set (&feature->crests[feature->n_crests], points, n_points);
  feature->n_crests++;
}

VdPolygon
vd_feature_polygon (const VdFeature *feature)
{
  return (VdPolygon) { feature->path.points, feature->path.n_points };
}

gboolean
vd_feature_crest_leaves_hill (const VdFeature *hill, guint crest, VdPoint *where)
{
  const VdPath *line;
  VdPolygon poly;

  g_return_val_if_fail (hill != NULL && crest < hill->n_crests, FALSE);

  line = &hill->crests[crest];
  poly = vd_feature_polygon (hill);
  for (guint i = 0; i + 1 < line->n_points; i++)
    {
      VdSegment s = vd_segment (line->points[i], line->points[i + 1]);
      g_autoptr(GArray) inside = g_array_new (FALSE, FALSE, sizeof (VdInterval));
      double length = vd_segment_length (s);
      double covered = vd_polygon_clip_segment (poly, s, inside);
      const VdInterval *first;

      /* The clipped length is rounded: a micrometre short of the whole is still on the hill. */
      if (covered >= length - 1e-3)
        continue;
      first = inside->len > 0 ? &g_array_index (inside, VdInterval, 0) : NULL;
      if (where != NULL)
        *where = vd_segment_point_at (s, first == NULL || first->t0 > 0 ? 0 : first->t1);
      return TRUE;
    }
  return FALSE;
}

VdPolyline
vd_feature_polyline (const VdFeature *feature)
{
  return (VdPolyline) { feature->path.points, feature->path.n_points };
}

double
vd_feature_path_length (const VdFeature *feature)
{
  double length = vd_polyline_length (vd_feature_polyline (feature));

  if (feature->shape == VD_SHAPE_AREA && feature->path.n_points > 1)
    length += vd_point_distance (feature->path.points[feature->path.n_points - 1],
                                 feature->path.points[0]);
  return length;
}

VdDamage
vd_feature_damage_at (const VdFeature *feature, double along)
{
  for (guint i = 0; i < feature->damage->len; i++)
    {
      const VdStretch *stretch = &g_array_index (feature->damage, VdStretch, i);

      if (along >= stretch->from && along <= stretch->to)
        return stretch->state;
    }
  return VD_DAMAGE_INTACT;
}

static int
compare_crossings (gconstpointer a, gconstpointer b)
{
  const VdCrossing *x = a, *y = b;

  return (x->t > y->t) - (x->t < y->t);
}

guint
vd_feature_crossings (const VdFeature *feature, VdPoint a, VdPoint b, GArray *crossings)
{
  const VdPath *path = &feature->path;
  guint n_edges = feature->shape == VD_SHAPE_AREA ? path->n_points : path->n_points - 1;
  VdSegment ab = vd_segment (a, b);
  double ab_length = vd_point_distance (a, b);
  guint first = crossings->len;
  double along = 0;

  for (guint i = 0; i < n_edges && path->n_points > 1; i++)
    {
      VdPoint p = path->points[i], q = path->points[(i + 1) % path->n_points];
      VdIntersection hit = vd_segment_intersect (ab, vd_segment (p, q));

      if (hit.kind != VD_INTERSECTION_NONE)
        {
          VdCrossing crossing = {
            .t = ab_length > 0 ? vd_point_distance (a, hit.p) / ab_length : 0,
            .along = along + vd_point_distance (p, hit.p),
            .where = hit.p,
          };
          gboolean seen = FALSE;

          /* a crossing through a vertex meets two edges: count it once */
          for (guint j = first; j < crossings->len; j++)
            if (vd_point_distance (g_array_index (crossings, VdCrossing, j).where, hit.p) < 1e-9)
              seen = TRUE;
          if (!seen)
            g_array_append_val (crossings, crossing);
        }
      along += vd_point_distance (p, q);
    }
  if (crossings->len > first)
    qsort (&g_array_index (crossings, VdCrossing, first), crossings->len - first,
           sizeof (VdCrossing), compare_crossings);
  return crossings->len - first;
}

static const char * const damage_names[VD_N_DAMAGES] = { "intact", "degraded", "destroyed" };

const char *
vd_damage_to_string (VdDamage damage)
{
  g_return_val_if_fail (damage < VD_N_DAMAGES, NULL);
  return damage_names[damage];
}

gboolean
vd_damage_from_string (const char *s, VdDamage *out)
{
  for (int d = 0; d < VD_N_DAMAGES; d++)
    if (g_strcmp0 (damage_names[d], s) == 0)
      {
        *out = (VdDamage) d;
        return TRUE;
      }
  return FALSE;
}

VdRect
vd_feature_bounds (const VdFeature *feature)
{
  return vd_polyline_bounds (vd_feature_polyline (feature));
}

gboolean
vd_feature_is_under_unit (const VdFeature *feature, const VdUnit *unit)
{
  VdFootprint footprint = vd_unit_footprint (unit);
  const VdPath *path = &feature->path;

  if (feature->shape == VD_SHAPE_AREA)
    return vd_polygon_contains_point (vd_feature_polygon (feature), vd_footprint_centre (footprint));
  if (path->n_points == 1)
    return vd_footprint_contains_point (footprint, path->points[0]);
  for (guint i = 0; i + 1 < path->n_points; i++)
    if (vd_footprint_intersects_segment (footprint, vd_segment (path->points[i], path->points[i + 1])))
      return TRUE;
  return FALSE;
}

gboolean
vd_feature_equal (const VdFeature *a, const VdFeature *b)
{
  if (g_strcmp0 (a->id, b->id) != 0 || g_strcmp0 (a->name, b->name) != 0 ||
      a->type != b->type || a->shape != b->shape || a->level != b->level ||
      a->plateau != b->plateau || a->n_crests != b->n_crests || a->on_fire != b->on_fire ||
      a->points != b->points || !vd_feature_overrides_equal (a->overrides, b->overrides) ||
      a->damage->len != b->damage->len || !path_equal (&a->path, &b->path))
    return FALSE;
  for (guint i = 0; i < a->damage->len; i++)
    {
      const VdStretch *sa = &g_array_index (a->damage, VdStretch, i);
      const VdStretch *sb = &g_array_index (b->damage, VdStretch, i);

      if (sa->from != sb->from || sa->to != sb->to || sa->state != sb->state)
        return FALSE;
    }
  for (guint i = 0; i < a->n_crests; i++)
    if (!path_equal (&a->crests[i], &b->crests[i]))
      return FALSE;
  return TRUE;
}

VdUnit *
vd_unit_new (const char *id, const char *side, VdArm arm, VdFormation formation)
{
  VdUnit *unit = g_new0 (VdUnit, 1);

  unit->id = g_strdup (id);
  unit->name = g_strdup (id);
  unit->side = g_strdup (side);
  unit->arm = arm;
  unit->formation = formation;
  return unit;
}

VdUnit *
vd_unit_copy (const VdUnit *unit)
{
  VdUnit *copy = g_memdup2 (unit, sizeof *unit);

  copy->shares = 0;
  copy->id = g_strdup (unit->id);
  copy->name = g_strdup (unit->name);
  copy->label = g_strdup (unit->label);
  copy->side = g_strdup (unit->side);
  copy->morale = g_strdup (unit->morale);
  copy->command = g_strdup (unit->command);
  copy->notes = g_strdup (unit->notes);
  return copy;
}

void
vd_unit_free (VdUnit *unit)
{
  if (unit == NULL)
    return;
  if (unit->shares > 0)
    {
      unit->shares--;
      return;
    }
  g_free (unit->id);
  g_free (unit->name);
  g_free (unit->label);
  g_free (unit->side);
  g_free (unit->morale);
  g_free (unit->command);
  g_free (unit->notes);
  g_free (unit);
}

VdCommand *
vd_command_new (const char *id, const char *side)
{
  VdCommand *command = g_new0 (VdCommand, 1);

  command->id = g_strdup (id);
  command->name = g_strdup (id);
  command->side = g_strdup (side);
  return command;
}

VdCommand *
vd_command_copy (const VdCommand *command)
{
  VdCommand *copy = g_memdup2 (command, sizeof *command);

  copy->id = g_strdup (command->id);
  copy->name = g_strdup (command->name);
  copy->kind = g_strdup (command->kind);
  copy->side = g_strdup (command->side);
  copy->parent = g_strdup (command->parent);
  return copy;
}

void
vd_command_free (VdCommand *command)
{
  if (command == NULL)
    return;
  g_free (command->id);
  g_free (command->name);
  g_free (command->kind);
  g_free (command->side);
  g_free (command->parent);
  g_free (command);
}

gboolean
vd_command_equal (const VdCommand *a, const VdCommand *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0 &&
         g_strcmp0 (a->kind, b->kind) == 0 && g_strcmp0 (a->side, b->side) == 0 &&
         g_strcmp0 (a->parent, b->parent) == 0;
}

guint
vd_table_overlapping_units (const VdTable *table, GArray *pairs)
{
  guint n = table->units->len, added = 0;
  g_autofree VdFootprint *fps = g_new (VdFootprint, MAX (n, 1));
  g_autofree VdRect *bounds = g_new (VdRect, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      fps[i] = vd_unit_footprint (table->units->pdata[i]);
      bounds[i] = vd_footprint_bounds (fps[i]);
    }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        VdPoint c[4];

        if (!vd_rect_intersects (bounds[i], bounds[j]))
          continue;
        vd_footprint_corners (fps[j], c);
        if (vd_footprint_overlaps_polygon (fps[i], (VdPolygon) { c, 4 }))
          {
            guint pair[2] = { i, j };

            g_array_append_val (pairs, pair);
            added++;
          }
      }
  return added;
}

VdFootprint
vd_unit_footprint (const VdUnit *unit)
{
  return (VdFootprint) { unit->at, unit->facing, unit->frontage, unit->depth };
}

gboolean
vd_unit_equal (const VdUnit *a, const VdUnit *b)
{
  return g_strcmp0 (a->id, b->id) == 0 && g_strcmp0 (a->name, b->name) == 0 &&
         g_strcmp0 (a->label, b->label) == 0 &&
         g_strcmp0 (a->side, b->side) == 0 && a->arm == b->arm &&
         a->formation == b->formation && vd_point_equal (a->at, b->at) &&
         a->facing == b->facing && a->frontage == b->frontage && a->depth == b->depth &&
         a->has_base == b->has_base &&
         (!a->has_base || (a->base_width == b->base_width && a->base_depth == b->base_depth)) &&
         a->figures == b->figures && a->revealed == b->revealed &&
         a->conditions == b->conditions && a->has_allowance == b->has_allowance &&
         (!a->has_allowance || a->allowance == b->allowance) &&
         a->calibre == b->calibre && a->howitzer == b->howitzer &&
         a->casualties == b->casualties && g_strcmp0 (a->morale, b->morale) == 0 &&
         g_strcmp0 (a->command, b->command) == 0 && g_strcmp0 (a->notes, b->notes) == 0;
}

VdTable *
vd_table_new (void)
{
  VdTable *table = g_new0 (VdTable, 1);

  table->title = g_strdup ("");
  table->scale = VD_SCALE_25MM;
  table->width = 1800;
  table->depth = 1200;
  table->ruleset = g_strdup ("napoleonic");
  table->turn = 1;
  table->features = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_feature_free);
  table->units = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  table->destroyed = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_unit_free);
  table->masking = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_masking_row_free);
  table->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_command_free);
  table->sides = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_side_name_free);
  table->readings = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_table_reading_free);
  table->journal = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_event_free);
  vd_movement_rules_init (&table->movement);
  vd_fire_rules_init (&table->fire);
  return table;
}

VdTable *
vd_table_copy (const VdTable *table)
{
  VdTable *copy = vd_table_copy_without_journal (table);

  for (guint i = 0; i < table->journal->len; i++)
    g_ptr_array_add (copy->journal, vd_event_copy (g_ptr_array_index (table->journal, i)));
  return copy;
}

static GPtrArray *
copy_features (const GPtrArray *features)
{
  GPtrArray *copy = g_ptr_array_new_full (features->len, (GDestroyNotify) vd_feature_free);

  for (guint i = 0; i < features->len; i++)
    g_ptr_array_add (copy, vd_feature_copy (g_ptr_array_index (features, i)));
  return copy;
}

/* UNITS' units, held by one more table. */
static void
share_units (GPtrArray *copy, const GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (units, i);

      unit->shares++;
      g_ptr_array_add (copy, unit);
    }
}

static void
copy_units (GPtrArray *copy, const GPtrArray *units)
{
  for (guint i = 0; i < units->len; i++)
    g_ptr_array_add (copy, vd_unit_copy (g_ptr_array_index (units, i)));
}

static VdTable *
copy_without_journal (const VdTable *table, gboolean share)
{
  VdTable *copy = vd_table_new ();

  g_free (copy->title);
  copy->title = g_strdup (table->title);
  g_free (copy->ruleset);
  copy->ruleset = g_strdup (table->ruleset);
  copy->scale = table->scale;
  copy->mm_per_pace = table->mm_per_pace;
  copy->width = table->width;
  copy->depth = table->depth;
  copy->turn = table->turn;
  copy->movement = table->movement;
  copy->fire = table->fire;
  g_ptr_array_unref (copy->features);
  copy->features = share ? g_ptr_array_ref (table->features) : copy_features (table->features);
  copy->terrain_shared = share;
  (share ? share_units : copy_units) (copy->units, table->units);
  (share ? share_units : copy_units) (copy->destroyed, table->destroyed);
  if (share)
    {
      g_ptr_array_unref (copy->masking);
      copy->masking = g_ptr_array_ref (table->masking);
    }
  else
    for (guint i = 0; i < table->masking->len; i++)
      g_ptr_array_add (copy->masking,
                       vd_masking_row_copy (g_ptr_array_index (table->masking, i)));
  for (guint i = 0; i < table->commands->len; i++)
    g_ptr_array_add (copy->commands, vd_command_copy (g_ptr_array_index (table->commands, i)));
  for (guint i = 0; i < table->sides->len; i++)
    g_ptr_array_add (copy->sides, vd_side_name_copy (g_ptr_array_index (table->sides, i)));
  for (guint i = 0; i < table->readings->len; i++)
    g_ptr_array_add (copy->readings,
                     vd_table_reading_copy (g_ptr_array_index (table->readings, i)));
  if (table->morale != NULL)
    copy->morale = vd_morale_rules_copy (table->morale);
  if (table->melee != NULL)
    copy->melee = vd_melee_rules_copy (table->melee);
  return copy;
}

VdTable *
vd_table_copy_without_journal (const VdTable *table)
{
  return copy_without_journal (table, FALSE);
}

VdTable *
vd_table_copy_sharing (const VdTable *table)
{
  return copy_without_journal (table, TRUE);
}

VdUnit *
vd_table_own_unit (VdTable *table, const VdUnit *unit)
{
  VdUnit *shared = (VdUnit *) unit;
  VdUnit *own;
  guint index;

  if (unit->shares == 0)
    return shared;
  if (!g_ptr_array_find (table->units, unit, &index))
    g_return_val_if_reached (NULL);
  own = vd_unit_copy (unit);
  table->units->pdata[index] = own;
  vd_table_index_unit (table, own->id, own);
  /* The tables it was shared with keep it: this one lets it go. */
  shared->shares--;
  return own;
}

void
vd_table_own_terrain (VdTable *table)
{
  GPtrArray *borrowed = table->features;

  if (!table->terrain_shared)
    return;
  /* A list of its own, of the same features, each held once more. */
  table->features = g_ptr_array_new_full (borrowed->len, (GDestroyNotify) vd_feature_free);
  for (guint i = 0; i < borrowed->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (borrowed, i);

      feature->shares++;
      g_ptr_array_add (table->features, feature);
    }
  table->terrain_shared = FALSE;
  g_ptr_array_unref (borrowed);
}

VdFeature *
vd_table_own_feature (VdTable *table, const VdFeature *feature)
{
  VdFeature *shared = (VdFeature *) feature;
  VdFeature *own;
  guint index;

  g_return_val_if_fail (!table->terrain_shared, NULL);
  if (feature->shares == 0)
    return shared;
  if (!g_ptr_array_find (table->features, feature, &index))
    g_return_val_if_reached (NULL);
  own = vd_feature_copy (feature);
  table->features->pdata[index] = own;
  vd_table_index_feature (table, own->id, own);
  /* The tables it was shared with keep it: this one lets it go. */
  shared->shares--;
  return own;
}

void
vd_table_free (VdTable *table)
{
  if (table == NULL)
    return;
  vd_table_drop_index (table);
  g_free (table->title);
  g_free (table->ruleset);
  g_ptr_array_unref (table->features);
  g_ptr_array_unref (table->units);
  g_ptr_array_unref (table->destroyed);
  g_ptr_array_unref (table->masking);
  g_ptr_array_unref (table->commands);
  g_ptr_array_unref (table->sides);
  g_ptr_array_unref (table->readings);
  g_ptr_array_unref (table->journal);
  vd_morale_rules_free (table->morale);
  vd_melee_rules_free (table->melee);
  g_free (table);
}

/* A table without `morale:` and one with an empty one store the same. */
static gboolean
morale_equal (const VdMoraleRules *a, const VdMoraleRules *b)
{
  if (a == NULL || vd_morale_rules_is_empty (a))
    return b == NULL || vd_morale_rules_is_empty (b);
  return b != NULL && vd_morale_rules_equal (a, b);
}

static gboolean
melee_equal (const VdMeleeRules *a, const VdMeleeRules *b)
{
  if (a == NULL || vd_melee_rules_is_empty (a))
    return b == NULL || vd_melee_rules_is_empty (b);
  return b != NULL && vd_melee_rules_equal (a, b);
}

gboolean
vd_table_equal (const VdTable *a, const VdTable *b)
{
  if (!morale_equal (a->morale, b->morale) || !melee_equal (a->melee, b->melee))
    return FALSE;
  if (g_strcmp0 (a->title, b->title) != 0 || g_strcmp0 (a->ruleset, b->ruleset) != 0 ||
      a->scale != b->scale || a->mm_per_pace != b->mm_per_pace || a->width != b->width ||
      a->depth != b->depth || a->turn != b->turn ||
      a->features->len != b->features->len || a->units->len != b->units->len ||
      a->destroyed->len != b->destroyed->len ||
      a->masking->len != b->masking->len || !vd_movement_rules_equal (&a->movement, &b->movement) ||
      !vd_fire_rules_equal (&a->fire, &b->fire) ||
      a->commands->len != b->commands->len || a->journal->len != b->journal->len ||
      a->sides->len != b->sides->len || a->readings->len != b->readings->len)
    return FALSE;
  for (guint i = 0; i < a->readings->len; i++)
    if (!vd_table_reading_equal (g_ptr_array_index (a->readings, i),
                                 g_ptr_array_index (b->readings, i)))
      return FALSE;
  for (guint i = 0; i < a->sides->len; i++)
    if (!vd_side_name_equal (g_ptr_array_index (a->sides, i), g_ptr_array_index (b->sides, i)))
      return FALSE;
  for (guint i = 0; i < a->journal->len; i++)
    if (!vd_event_equal (g_ptr_array_index (a->journal, i), g_ptr_array_index (b->journal, i)))
      return FALSE;
  for (guint i = 0; i < a->commands->len; i++)
    if (!vd_command_equal (g_ptr_array_index (a->commands, i), g_ptr_array_index (b->commands, i)))
      return FALSE;
  for (guint i = 0; i < a->masking->len; i++)
    if (!vd_masking_row_equal (g_ptr_array_index (a->masking, i), g_ptr_array_index (b->masking, i)))
      return FALSE;
  for (guint i = 0; i < a->features->len; i++)
    if (!vd_feature_equal (g_ptr_array_index (a->features, i), g_ptr_array_index (b->features, i)))
      return FALSE;
  for (guint i = 0; i < a->units->len; i++)
    if (!vd_unit_equal (g_ptr_array_index (a->units, i), g_ptr_array_index (b->units, i)))
      return FALSE;
  for (guint i = 0; i < a->destroyed->len; i++)
    if (!vd_unit_equal (g_ptr_array_index (a->destroyed, i), g_ptr_array_index (b->destroyed, i)))
      return FALSE;
  return TRUE;
}

struct _VdTableIndex {
  GHashTable *units;     /* id → VdUnit*; the keys are the objects' own ids */
  GHashTable *features;  /* id → VdFeature* */
  GHashTable *commands;  /* id → VdCommand* */
};

/* The first of each id, as the lookups without an index find it. */
#define INDEX_LIST(list, type, hash)                                     \
  G_STMT_START {                                                          \
    for (guint i = 0; i < (list)->len; i++)                               \
      {                                                                   \
        type *object = g_ptr_array_index ((list), i);                     \
        if (object->id != NULL && !g_hash_table_contains ((hash), object->id)) \
          g_hash_table_insert ((hash), object->id, object);               \
      }                                                                   \
  } G_STMT_END

void
vd_table_build_index (VdTable *table)
{
  struct _VdTableIndex *index;

  g_return_if_fail (table != NULL);
  vd_table_drop_index (table);
  index = g_new0 (struct _VdTableIndex, 1);
  index->units = g_hash_table_new (g_str_hash, g_str_equal);
  index->features = g_hash_table_new (g_str_hash, g_str_equal);
  index->commands = g_hash_table_new (g_str_hash, g_str_equal);
  INDEX_LIST (table->units, VdUnit, index->units);
  INDEX_LIST (table->features, VdFeature, index->features);
  INDEX_LIST (table->commands, VdCommand, index->commands);
  table->index = index;
}

void
vd_table_drop_index (VdTable *table)
{
  if (table->index == NULL)
    return;
  g_hash_table_unref (table->index->units);
  g_hash_table_unref (table->index->features);
  g_hash_table_unref (table->index->commands);
  g_clear_pointer (&table->index, g_free);
}

static void
index_set (GHashTable *hash, const char *id, char *object_id, gpointer object)
{
  if (object == NULL)
    g_hash_table_remove (hash, id);
  else
    g_hash_table_replace (hash, object_id, object);
}

void
vd_table_index_unit (VdTable *table, const char *id, VdUnit *unit)
{
  if (table->index != NULL)
    index_set (table->index->units, id, unit != NULL ? unit->id : NULL, unit);
}

void
vd_table_index_feature (VdTable *table, const char *id, VdFeature *feature)
{
  if (table->index != NULL)
    index_set (table->index->features, id, feature != NULL ? feature->id : NULL, feature);
}

void
vd_table_index_command (VdTable *table, const char *id, VdCommand *command)
{
  if (table->index != NULL)
    index_set (table->index->commands, id, command != NULL ? command->id : NULL, command);
}

VdCommand *
vd_table_find_command (const VdTable *table, const char *id)
{
  if (table->index != NULL)
    return id != NULL ? g_hash_table_lookup (table->index->commands, id) : NULL;
  for (guint i = 0; i < table->commands->len; i++)
    {
      VdCommand *command = g_ptr_array_index (table->commands, i);

      if (g_strcmp0 (command->id, id) == 0)
        return command;
    }
  return NULL;
}

const VdFeature *
vd_table_find_feature (const VdTable *table, const char *id)
{
  if (table->index != NULL)
    return id != NULL ? g_hash_table_lookup (table->index->features, id) : NULL;
  for (guint i = 0; i < table->features->len; i++)
    {
      VdFeature *feature = g_ptr_array_index (table->features, i);

      if (g_strcmp0 (feature->id, id) == 0)
        return feature;
    }
  return NULL;
}

const VdUnit *
vd_table_find_unit (const VdTable *table, const char *id)
{
  if (table->index != NULL)
    return id != NULL ? g_hash_table_lookup (table->index->units, id) : NULL;
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->id, id) == 0)
        return unit;
    }
  return NULL;
}

VdFeature *
vd_table_edit_feature (VdTable *table, const char *id)
{
  const VdFeature *feature = vd_table_find_feature (table, id);

  if (feature == NULL)
    return NULL;
  /* The new list holds the same features. */
  vd_table_own_terrain (table);
  return vd_table_own_feature (table, feature);
}

VdUnit *
vd_table_edit_unit (VdTable *table, const char *id)
{
  const VdUnit *unit = vd_table_find_unit (table, id);

  return unit != NULL ? vd_table_own_unit (table, unit) : NULL;
}

const VdUnit *
vd_table_find_destroyed (const VdTable *table, const char *id)
{
  for (guint i = 0; id != NULL && i < table->destroyed->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->destroyed, i);

      if (g_str_equal (unit->id, id))
        return unit;
    }
  return NULL;
}

VdRect
vd_table_bounds (const VdTable *table)
{
  return (VdRect) { 0, 0, table->width, table->depth };
}

char **
vd_table_list_sides (const VdTable *table)
{
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  /* A set of the sides seen: a table of many sides is listed in linear time. */
  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_hash_table_add (seen, unit->side))
        g_ptr_array_add (sides, g_strdup (unit->side));
    }
  /* A side whose units were all destroyed still lost them. */
  for (guint i = 0; i < table->destroyed->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->destroyed, i);

      if (g_hash_table_add (seen, unit->side))
        g_ptr_array_add (sides, g_strdup (unit->side));
    }
  g_ptr_array_add (sides, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&sides), FALSE);
}

const VdUnit *
vd_table_unit_at (const VdTable *table, VdPoint p)
{
  for (guint i = table->units->len; i > 0; i--)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i - 1);

      if (vd_footprint_contains_point (vd_unit_footprint (unit), p))
        return unit;
    }
  return NULL;
}
