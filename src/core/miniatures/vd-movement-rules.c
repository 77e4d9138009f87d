#include "vd-movement-rules.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "vd-error.h"
#include "vd-scale-yaml.h"

static const char * const movement_keys[] = { "allowances", "forced_march", "charge_bonus",
                                                    "road_column", NULL };

void
vd_movement_rules_init (VdMovementRules *rules)
{
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int s = 0; s < VD_N_SCALES; s++)
      {
        rules->charge_bonus[a][s] = NAN;
        rules->road_column[a][s] = NAN;
        for (int f = 0; f < VD_N_FORMATIONS; f++)
          rules->allowance[a][f][s] = NAN;
      }
  rules->forced_march = NAN;
}

/* Equal numbers, or both unset. */
static gboolean
same (double a, double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

gboolean
vd_movement_rules_equal (const VdMovementRules *a, const VdMovementRules *b)
{
  if (!same (a->forced_march, b->forced_march))
    return FALSE;
  for (int arm = 0; arm < VD_N_ARMS; arm++)
    for (int s = 0; s < VD_N_SCALES; s++)
      {
        if (!same (a->charge_bonus[arm][s], b->charge_bonus[arm][s]) ||
            !same (a->road_column[arm][s], b->road_column[arm][s]))
          return FALSE;
        for (int f = 0; f < VD_N_FORMATIONS; f++)
          if (!same (a->allowance[arm][f][s], b->allowance[arm][f][s]))
            return FALSE;
      }
  return TRUE;
}

gboolean
vd_movement_rules_is_empty (const VdMovementRules *rules)
{
  VdMovementRules empty;

  vd_movement_rules_init (&empty);
  return vd_movement_rules_equal (rules, &empty);
}

static gboolean
read_arm_key (const VdYamlDocument *doc, const VdYamlNode *key, VdArm *arm, GError **error)
{
  if (vd_arm_from_string (key->value, arm))
    return TRUE;
  {
    g_autofree char *expected = vd_arm_list ();
    g_autofree char *shown = vd_error_cut (key->value);

    vd_yaml_error_at (doc, key, error, _("unknown %s “%s” (expected one of: %s)"), "arm", shown,
                      expected);
  }
  return FALSE;
}

static gboolean
read_allowances (const VdYamlDocument *doc, const VdYamlNode *node, VdMovementRules *rules,
                 GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, "allowances", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *formations = node->children[i + 1];
      VdArm arm;

      if (!read_arm_key (doc, node->children[i], &arm, error) ||
          !vd_yaml_expect_mapping (doc, formations, vd_arm_to_string (arm), error))
        return FALSE;
      for (guint j = 0; j + 1 < formations->n_children; j += 2)
        {
          const VdYamlNode *key = formations->children[j];
          VdFormation formation;

          if (!vd_formation_from_string (key->value, &formation))
            {
              g_autofree char *expected = vd_formation_list ();
              g_autofree char *shown = vd_error_cut (key->value);

              vd_yaml_error_at (doc, key, error, _("unknown %s “%s” (expected one of: %s)"),
                                "formation", shown, expected);
              return FALSE;
            }
          if (!vd_scale_yaml_read (doc, formations->children[j + 1], "allowance",
                               rules->allowance[arm][formation], error))
            return FALSE;
        }
    }
  return TRUE;
}

/* arm → {25mm, 15mm}, as `charge_bonus` and `road_column` give them. */
static gboolean
read_per_arm (const VdYamlDocument *doc, const VdYamlNode *node, const char *what,
              double out[VD_N_ARMS][VD_N_SCALES], GError **error)
{
  if (!vd_yaml_expect_mapping (doc, node, what, error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      VdArm arm;

      if (!read_arm_key (doc, node->children[i], &arm, error) ||
          !vd_scale_yaml_read (doc, node->children[i + 1], what, out[arm], error))
        return FALSE;
    }
  return TRUE;
}

gboolean
vd_movement_rules_read (const VdYamlDocument *doc, const VdYamlNode *node, VdMovementRules *rules,
                        GError **error)
{
  const VdYamlNode *part;

  if (!vd_yaml_check_keys (doc, node, "movement", movement_keys, NULL, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "allowances")) != NULL &&
      !read_allowances (doc, part, rules, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "forced_march")) != NULL &&
      !vd_yaml_read_double (doc, part, "forced_march", 1, 10, &rules->forced_march, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "charge_bonus")) != NULL &&
      !read_per_arm (doc, part, "charge_bonus", rules->charge_bonus, error))
    return FALSE;
  if ((part = vd_yaml_lookup (node, "road_column")) != NULL &&
      !read_per_arm (doc, part, "road_column", rules->road_column, error))
    return FALSE;
  return TRUE;
}

static gboolean
is_set (const double values[VD_N_SCALES])
{
  return !isnan (values[0]);
}

static void
write_per_scale (VdYamlWriter *w, const double values[VD_N_SCALES])
{
  vd_yaml_writer_begin_mapping (w, TRUE);
  for (int s = 0; s < VD_N_SCALES; s++)
    {
      vd_yaml_writer_word (w, vd_scale_to_string ((VdScale) s));
      vd_yaml_writer_number (w, values[s]);
    }
  vd_yaml_writer_end_mapping (w);
}

/* KEY: arm → {25mm, 15mm} for the arms whose numbers are set; nothing when none is. */
static void
write_per_arm (VdYamlWriter *w, const char *key, const double values[VD_N_ARMS][VD_N_SCALES])
{
  gboolean any = FALSE;

  for (int a = 0; a < VD_N_ARMS; a++)
    any |= is_set (values[a]);
  if (!any)
    return;
  vd_yaml_writer_word (w, key);
  vd_yaml_writer_begin_mapping (w, FALSE);
  for (int a = 0; a < VD_N_ARMS; a++)
    if (is_set (values[a]))
      {
        vd_yaml_writer_word (w, vd_arm_to_string ((VdArm) a));
        write_per_scale (w, values[a]);
      }
  vd_yaml_writer_end_mapping (w);
}

void
vd_movement_rules_write (VdYamlWriter *w, const VdMovementRules *rules)
{
  gboolean any_allowance = FALSE;

  for (int a = 0; a < VD_N_ARMS; a++)
    for (int f = 0; f < VD_N_FORMATIONS; f++)
      any_allowance |= is_set (rules->allowance[a][f]);

  vd_yaml_writer_begin_mapping (w, FALSE);
  if (any_allowance)
    {
      vd_yaml_writer_word (w, "allowances");
      vd_yaml_writer_begin_mapping (w, FALSE);
      for (int a = 0; a < VD_N_ARMS; a++)
        {
          gboolean any = FALSE;

          for (int f = 0; f < VD_N_FORMATIONS; f++)
            any |= is_set (rules->allowance[a][f]);
          if (!any)
            continue;
          vd_yaml_writer_word (w, vd_arm_to_string ((VdArm) a));
          vd_yaml_writer_begin_mapping (w, FALSE);
          for (int f = 0; f < VD_N_FORMATIONS; f++)
            if (is_set (rules->allowance[a][f]))
              {
                vd_yaml_writer_word (w, vd_formation_to_string ((VdFormation) f));
                write_per_scale (w, rules->allowance[a][f]);
              }
          vd_yaml_writer_end_mapping (w);
        }
      vd_yaml_writer_end_mapping (w);
    }
  if (!isnan (rules->forced_march))
    {
      vd_yaml_writer_word (w, "forced_march");
      vd_yaml_writer_number (w, rules->forced_march);
    }
  write_per_arm (w, "charge_bonus", rules->charge_bonus);
  write_per_arm (w, "road_column", rules->road_column);
  vd_yaml_writer_end_mapping (w);
}
