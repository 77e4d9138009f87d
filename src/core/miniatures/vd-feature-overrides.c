#include "vd-feature-overrides.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-table-private.h"

static const char * const override_keys[] = {
  "passable", "arriving", "speed", "distances", NULL
};
static const char * const no_keys[] = { NULL };

static void
distance_clear (gpointer data)
{
  VdFeatureDistance *distance = data;

  g_free (distance->key);
}

VdFeatureOverrides *
vd_feature_overrides_new (void)
{
  VdFeatureOverrides *overrides = g_new0 (VdFeatureOverrides, 1);

  overrides->distances = g_array_new (FALSE, FALSE, sizeof (VdFeatureDistance));
  g_array_set_clear_func (overrides->distances, distance_clear);
  return overrides;
}

VdFeatureOverrides *
vd_feature_overrides_copy (const VdFeatureOverrides *overrides)
{
  VdFeatureOverrides *copy;

  if (overrides == NULL)
    return NULL;
  copy = vd_feature_overrides_new ();
  copy->has_passable = overrides->has_passable;
  copy->passable = overrides->passable;
  copy->arriving = overrides->arriving;
  copy->speed = overrides->speed;
  copy->pos = overrides->pos;
  for (guint i = 0; i < overrides->distances->len; i++)
    {
      VdFeatureDistance distance = g_array_index (overrides->distances, VdFeatureDistance, i);

      distance.key = g_strdup (distance.key);
      g_array_append_val (copy->distances, distance);
    }
  return copy;
}

void
vd_feature_overrides_free (VdFeatureOverrides *overrides)
{
  if (overrides == NULL)
    return;
  g_array_unref (overrides->distances);
  g_free (overrides);
}

gboolean
vd_feature_overrides_is_empty (const VdFeatureOverrides *overrides)
{
  return overrides == NULL ||
         (!overrides->has_passable && overrides->arriving == 0 && overrides->speed == 0 &&
          overrides->distances->len == 0);
}

static gboolean
same_paces (double a, double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

gboolean
vd_feature_overrides_equal (const VdFeatureOverrides *a, const VdFeatureOverrides *b)
{
  if (vd_feature_overrides_is_empty (a) || vd_feature_overrides_is_empty (b))
    return vd_feature_overrides_is_empty (a) && vd_feature_overrides_is_empty (b);
  if (a->has_passable != b->has_passable || (a->has_passable && a->passable != b->passable) ||
      a->arriving != b->arriving || a->speed != b->speed ||
      a->distances->len != b->distances->len)
    return FALSE;
  for (guint i = 0; i < a->distances->len; i++)
    {
      const VdFeatureDistance *da = &g_array_index (a->distances, VdFeatureDistance, i);
      const VdFeatureDistance *db = &g_array_index (b->distances, VdFeatureDistance, i);

      if (g_strcmp0 (da->key, db->key) != 0)
        return FALSE;
      for (int s = 0; s < VD_N_SCALES; s++)
        if (!same_paces (da->paces[s], db->paces[s]))
          return FALSE;
    }
  return TRUE;
}

static VdFeatureDistance *
find_distance (const VdFeatureOverrides *overrides, const char *key)
{
  for (guint i = 0; overrides != NULL && i < overrides->distances->len; i++)
    {
      VdFeatureDistance *distance = &g_array_index (overrides->distances, VdFeatureDistance, i);

      if (g_str_equal (distance->key, key))
        return distance;
    }
  return NULL;
}

void
vd_feature_overrides_set_distance (VdFeatureOverrides *overrides, const char *key,
                                   VdScale scale, double paces)
{
  VdFeatureDistance *distance = find_distance (overrides, key);

  if (distance == NULL)
    {
      VdFeatureDistance added = { g_strdup (key), { NAN, NAN }, { 0, 0 } };

      g_array_append_val (overrides->distances, added);
      distance = &g_array_index (overrides->distances, VdFeatureDistance,
                                 overrides->distances->len - 1);
    }
  distance->paces[scale] = paces;
}

static gboolean
read_arms (const VdYamlDocument *doc, const VdYamlNode *node, guint *out, GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "passable", error))
    return FALSE;
  *out = 0;
  for (guint i = 0; i < node->n_children; i++)
    {
      const char *word;
      VdArm arm;

      if (!vd_yaml_read_word (doc, node->children[i], "arm", &word, error))
        return FALSE;
      if (!vd_arm_from_string (word, &arm))
        {
          g_autofree char *expected = vd_arm_list ();

          vd_yaml_error_at (doc, node->children[i], error,
                            _("unknown %s “%s” (expected one of: %s)"), "arm", word, expected);
          return FALSE;
        }
      *out |= 1u << arm;
    }
  return TRUE;
}

/* A distance: a number of paces at every scale, or {25mm: N, 15mm: M} (either or both). */
static gboolean
read_distance (const VdYamlDocument *doc, const VdYamlNode *key, const VdYamlNode *value,
               VdFeatureOverrides *overrides, GError **error)
{
  const double max = VD_YAML_MAX_MAGNITUDE;
  VdFeatureDistance distance = { NULL, { NAN, NAN }, { key->line, key->column } };
  double paces;

  if (find_distance (overrides, key->value) != NULL)
    {
      vd_yaml_error_at (doc, key, error, _("distance “%s” is given twice"), key->value);
      return FALSE;
    }
  if (value->kind == VD_YAML_SCALAR)
    {
      if (!vd_yaml_read_double (doc, value, key->value, 0, max, &paces, error))
        return FALSE;
      distance.paces[VD_SCALE_25MM] = distance.paces[VD_SCALE_15MM] = paces;
    }
  else
    {
      if (!vd_yaml_expect_mapping (doc, value, key->value, error) ||
          !vd_yaml_check_keys (doc, value, key->value, vd_scale_keys (), no_keys, error))
        return FALSE;
      for (int s = 0; s < VD_N_SCALES; s++)
        {
          const VdYamlNode *node = vd_yaml_lookup (value, vd_scale_to_string (s));

          if (node != NULL &&
              !vd_yaml_read_double (doc, node, vd_scale_to_string (s), 0, max,
                                    &distance.paces[s], error))
            return FALSE;
        }
      if (value->n_children == 0)
        {
          vd_yaml_error_at (doc, value, error, _("distance “%s” gives no number"), key->value);
          return FALSE;
        }
    }
  distance.key = g_strdup (key->value);
  g_array_append_val (overrides->distances, distance);
  return TRUE;
}

gboolean
vd_feature_overrides_read (const VdYamlDocument *doc, const VdYamlNode *node,
                           VdTerrainType type, VdFeatureOverrides **out, GError **error)
{
  g_autoptr(VdFeatureOverrides) overrides = vd_feature_overrides_new ();
  const VdYamlNode *value;

  if (!vd_yaml_expect_mapping (doc, node, "overrides", error) ||
      !vd_yaml_check_keys (doc, node, C_("value name", "overrides"), override_keys, no_keys,
                           error))
    return FALSE;
  overrides->pos = (VdSourcePos) { node->line, node->column };
  if ((value = vd_yaml_lookup (node, "passable")) != NULL)
    {
      if (!read_arms (doc, value, &overrides->passable, error))
        return FALSE;
      overrides->has_passable = TRUE;
    }
  if ((value = vd_yaml_lookup (node, "arriving")) != NULL &&
      !vd_table_read_conditions (doc, value, &overrides->arriving, error))
    return FALSE;
  if ((value = vd_yaml_lookup (node, "speed")) != NULL)
    {
      /* a line is crossed, not walked along: its rules charge a crossing, not a speed */
      if (!vd_terrain_type_allows_shape (type, VD_SHAPE_AREA))
        {
          vd_yaml_error_at (doc, vd_yaml_lookup_key (node, "speed"), error,
                            _("only areas have a “speed” (this is a %s)"),
                            vd_terrain_type_to_string (type));
          return FALSE;
        }
      if (!vd_yaml_read_double (doc, value, "speed", 0, 1, &overrides->speed, error))
        return FALSE;
      if (overrides->speed == 0)
        {
          vd_yaml_error_at (doc, value, error, "%s",
                            _("a speed of 0 stops everyone: say who may pass with “passable”"));
          return FALSE;
        }
    }
  if ((value = vd_yaml_lookup (node, "distances")) != NULL)
    {
      if (!vd_yaml_expect_mapping (doc, value, "distances", error))
        return FALSE;
      for (guint i = 0; i + 1 < value->n_children; i += 2)
        if (!read_distance (doc, value->children[i], value->children[i + 1], overrides, error))
          return FALSE;
    }
  *out = g_steal_pointer (&overrides);
  return TRUE;
}

void
vd_feature_overrides_write (VdYamlWriter *w, const VdFeatureOverrides *overrides)
{
  vd_yaml_writer_begin_mapping (w, FALSE);
  if (overrides->has_passable)
    {
      vd_yaml_writer_word (w, "passable");
      vd_yaml_writer_begin_sequence (w, TRUE);
      for (int arm = 0; arm < VD_N_ARMS; arm++)
        if (overrides->passable & (1u << arm))
          vd_yaml_writer_word (w, vd_arm_to_string (arm));
      vd_yaml_writer_end_sequence (w);
    }
  if (overrides->arriving != 0)
    {
      vd_yaml_writer_word (w, "arriving");
      vd_table_write_conditions (w, overrides->arriving);
    }
  if (overrides->speed > 0)
    {
      vd_yaml_writer_word (w, "speed");
      vd_yaml_writer_number (w, overrides->speed);
    }
  if (overrides->distances->len > 0)
    {
      vd_yaml_writer_word (w, "distances");
      vd_yaml_writer_begin_mapping (w, FALSE);
      for (guint i = 0; i < overrides->distances->len; i++)
        {
          const VdFeatureDistance *d = &g_array_index (overrides->distances, VdFeatureDistance, i);

          vd_yaml_writer_word (w, d->key);
          if (same_paces (d->paces[VD_SCALE_25MM], d->paces[VD_SCALE_15MM]) &&
              !isnan (d->paces[VD_SCALE_25MM]))
            {
              vd_yaml_writer_number (w, d->paces[VD_SCALE_25MM]);
              continue;
            }
          vd_yaml_writer_begin_mapping (w, TRUE);
          for (int s = 0; s < VD_N_SCALES; s++)
            if (!isnan (d->paces[s]))
              {
                vd_yaml_writer_word (w, vd_scale_to_string (s));
                vd_yaml_writer_number (w, d->paces[s]);
              }
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_mapping (w);
    }
  vd_yaml_writer_end_mapping (w);
}

gboolean
vd_feature_overrides_check (const VdFeature *feature, const VdRuleset *ruleset,
                            const char *file, GError **error)
{
  const VdFeatureOverrides *overrides = feature->overrides;

  for (guint i = 0; overrides != NULL && i < overrides->distances->len; i++)
    {
      const VdFeatureDistance *d = &g_array_index (overrides->distances, VdFeatureDistance, i);

      if (vd_ruleset_find_distance (ruleset, d->key) == NULL && file == NULL)
        {
          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("terrain feature “%s”: ruleset %s has no distance “%s”"),
                       feature->id, ruleset->id, d->key);
          return FALSE;
        }
      if (vd_ruleset_find_distance (ruleset, d->key) == NULL)
        {
          vd_set_error_at (error, VD_ERROR_INVALID, file, d->pos.line, d->pos.column,
                           _("terrain feature “%s”: ruleset %s has no distance “%s”"),
                           feature->id, ruleset->id, d->key);
          return FALSE;
        }
    }
  return TRUE;
}

double
vd_feature_distance (const VdFeature *feature, const VdRuleset *ruleset, VdScale scale,
                     const char *key)
{
  return vd_feature_distance_or (feature, scale, key, 1,
                                 vd_ruleset_distance (ruleset, key, scale));
}

double
vd_feature_distance_or (const VdFeature *feature, VdScale scale, const char *key,
                        double factor, double fallback)
{
  const VdFeatureDistance *distance;

  /* most features override nothing: no search on the engines' hot paths */
  if (feature->overrides == NULL || feature->overrides->distances->len == 0)
    return fallback;
  distance = find_distance (feature->overrides, key);
  if (distance == NULL || isnan (distance->paces[scale]))
    return fallback;
  return distance->paces[scale] * factor;
}

gboolean
vd_feature_passable (const VdFeature *feature, VdArm arm, gboolean *passable)
{
  if (feature->overrides == NULL || !feature->overrides->has_passable)
    return FALSE;
  *passable = (feature->overrides->passable & (1u << arm)) != 0;
  return TRUE;
}

guint
vd_feature_arriving (const VdFeature *feature)
{
  return feature->overrides != NULL ? feature->overrides->arriving : 0;
}

double
vd_feature_speed (const VdFeature *feature)
{
  return feature->overrides != NULL ? feature->overrides->speed : 0;
}
