#include "vd-fire-rules.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-error.h"
#include "vd-scale-yaml.h"

static const char * const fire_keys[] = { "ranges", "artillery", "assumed", "note", NULL };
static const char * const ruleset_required[] = { "ranges", "artillery", "assumed", "note", NULL };
static const char * const calibre_keys[] = { "calibre", "25mm", "15mm", NULL };

void
vd_fire_rules_init (VdFireRules *rules)
{
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int s = 0; s < VD_N_SCALES; s++)
      rules->range[a][s] = NAN;
  rules->n_calibres = 0;
  rules->assumed = FALSE;
}

static gboolean
same (double a, double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

gboolean
vd_fire_rules_equal (const VdFireRules *a, const VdFireRules *b)
{
  if (a->n_calibres != b->n_calibres)
    return FALSE;
  for (int arm = 0; arm < VD_N_ARMS; arm++)
    for (int s = 0; s < VD_N_SCALES; s++)
      if (!same (a->range[arm][s], b->range[arm][s]))
        return FALSE;
  for (guint i = 0; i < a->n_calibres; i++)
    for (int s = 0; s < VD_N_SCALES; s++)
      if (a->calibres[i].calibre != b->calibres[i].calibre ||
          !same (a->calibres[i].paces[s], b->calibres[i].paces[s]))
        return FALSE;
  return TRUE;
}

gboolean
vd_fire_rules_is_empty (const VdFireRules *rules)
{
  VdFireRules empty;

  vd_fire_rules_init (&empty);
  return vd_fire_rules_equal (rules, &empty);
}

static gboolean
read_ranges (const VdYamlDocument *doc, const VdYamlNode *node, VdFireRules *rules,
             GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, "ranges", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *key = node->children[i];
      VdArm arm;

      if (!vd_arm_from_string (key->value, &arm) || arm == VD_ARM_ARTILLERY)
        {
          g_autofree char *shown = vd_error_cut (key->value);

          /* Translators: artillery ranges go by calibre, under fire: artillery:. */
          vd_yaml_error_at (doc, key, error, _("unknown arm “%s” for small-arms ranges (artillery "
                                               "ranges go under artillery:, by calibre)"), shown);
          return FALSE;
        }
      if (!vd_scale_yaml_read (doc, node->children[i + 1], "range", rules->range[arm], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_artillery (const VdYamlDocument *doc, const VdYamlNode *node, VdFireRules *rules,
                GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "artillery", error) ||
      !vd_yaml_check_length (doc, node, "artillery", VD_FIRE_MAX_CALIBRES, error))
    return FALSE;
  rules->n_calibres = 0;
  for (guint i = 0; i < node->n_children; i++)
    {
      const VdYamlNode *item = node->children[i];
      VdCalibreRange row;
      guint at;

      if (!vd_yaml_check_keys (doc, item, "artillery range", calibre_keys, calibre_keys, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (item, "calibre"), "calibre", 1, 100,
                             &row.calibre, error) ||
          !vd_scale_yaml_read_values (doc, item, "range", row.paces, error))
        return FALSE;
      for (at = 0; at < rules->n_calibres && rules->calibres[at].calibre < row.calibre; at++)
        ;
      if (at < rules->n_calibres && rules->calibres[at].calibre == row.calibre)
        {
          vd_yaml_error_at (doc, item, error, _("calibre %d is given twice"), row.calibre);
          return FALSE;
        }
      memmove (&rules->calibres[at + 1], &rules->calibres[at],
               (rules->n_calibres - at) * sizeof (VdCalibreRange));
      rules->calibres[at] = row;
      rules->n_calibres++;
    }
  return TRUE;
}

gboolean
vd_fire_rules_read (const VdYamlDocument *doc, const VdYamlNode *node, gboolean ruleset,
                    VdFireRules *rules, GError **error)
{
  const VdYamlNode *part;
  const char *note;

  if (!vd_yaml_check_keys (doc, node, "fire", fire_keys, ruleset ? ruleset_required : NULL,
                           error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "ranges")) != NULL && !read_ranges (doc, part, rules, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "artillery")) != NULL &&
      !read_artillery (doc, part, rules, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "assumed")) != NULL &&
      !vd_yaml_read_bool (doc, part, "assumed", &rules->assumed, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "note")) != NULL &&
      !vd_yaml_read_string (doc, part, "note", &note, error))
    return FALSE;
  /* The seed gives no weapon range: the ruleset must not present its own as the seed's. */
  if (ruleset && !rules->assumed)
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (node, "assumed"), error, "%s",
                        _("weapon ranges are not in the seed: fire: must say assumed: true"));
      return FALSE;
    }
  return TRUE;
}

static void
write_scales (VdYamlWriter *w, const double values[VD_N_SCALES])
{
  for (int s = 0; s < VD_N_SCALES; s++)
    {
      vd_yaml_writer_word (w, vd_scale_to_string ((VdScale) s));
      vd_yaml_writer_number (w, values[s]);
    }
}

void
vd_fire_rules_write (VdYamlWriter *w, const VdFireRules *rules)
{
  gboolean any = FALSE;

  for (int a = 0; a < VD_N_ARMS; a++)
    any |= !isnan (rules->range[a][0]);
  vd_yaml_writer_begin_mapping (w, FALSE);
  if (any)
    {
      vd_yaml_writer_word (w, "ranges");
      vd_yaml_writer_begin_mapping (w, FALSE);
      for (int a = 0; a < VD_N_ARMS; a++)
        if (!isnan (rules->range[a][0]))
          {
            vd_yaml_writer_word (w, vd_arm_to_string ((VdArm) a));
            vd_yaml_writer_begin_mapping (w, TRUE);
            write_scales (w, rules->range[a]);
            vd_yaml_writer_end_mapping (w);
          }
      vd_yaml_writer_end_mapping (w);
    }
  if (rules->n_calibres > 0)
    {
      vd_yaml_writer_word (w, "artillery");
      vd_yaml_writer_begin_sequence (w, FALSE);
      for (guint i = 0; i < rules->n_calibres; i++)
        {
          vd_yaml_writer_begin_mapping (w, TRUE);
          vd_yaml_writer_word (w, "calibre");
          vd_yaml_writer_number (w, rules->calibres[i].calibre);
          write_scales (w, rules->calibres[i].paces);
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_sequence (w);
    }
  vd_yaml_writer_end_mapping (w);
}

/* The row for a gun of CALIBRE: the largest calibre at or under it, else the smallest. */
static const VdCalibreRange *
calibre_row (const VdFireRules *rules, int calibre)
{
  const VdCalibreRange *row = NULL;

  if (rules->n_calibres == 0)
    return NULL;
  for (guint i = 0; i < rules->n_calibres; i++)
    if (rules->calibres[i].calibre <= calibre)
      row = &rules->calibres[i];
  return row != NULL ? row : &rules->calibres[0];
}

double
vd_fire_rules_range (const VdFireRules *table, const VdFireRules *ruleset, VdArm arm,
                     int calibre, VdScale scale)
{
  if (arm == VD_ARM_ARTILLERY)
    {
      /* A table's own rows are all tried before the ruleset's, so it can retune one calibre. */
      for (guint i = 0; table != NULL && i < table->n_calibres; i++)
        if (table->calibres[i].calibre == calibre)
          return table->calibres[i].paces[scale];
      {
        const VdCalibreRange *row = calibre_row (ruleset, calibre);

        return row != NULL ? row->paces[scale] : -1;
      }
    }
  if (table != NULL && !isnan (table->range[arm][scale]))
    return table->range[arm][scale];
  return !isnan (ruleset->range[arm][scale]) ? ruleset->range[arm][scale] : -1;
}
