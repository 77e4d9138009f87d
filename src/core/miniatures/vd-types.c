#include "vd-types.h"

#include <glib/gi18n.h>

static const char * const terrain_names[VD_N_TERRAIN_TYPES] = {
  "hill", "wood", "stream", "river", "road", "marsh", "light-obstacle",
  "hard-obstacle", "house", "redoubt", "rocky", "field", "bridge", "ford",
};

static const char * const arm_names[VD_N_ARMS] = {
  "infantry", "cavalry", "artillery", "officer", "engineers",
};

static const char * const formation_names[VD_N_FORMATIONS] = {
  "line", "column", "square", "skirmish", "close", "open", "battery",
  "dispersed", "limbered", "none",
};

static const char * const condition_names[VD_N_CONDITIONS] = {
  "disorganized", "no-formation", "disorder",
};

/* NULL-terminated: vd_scale_keys gives it to YAML key checks. */
static const char * const scale_names[VD_N_SCALES + 1] = {
  "25mm", "15mm", NULL,
};

static gboolean
lookup (const char * const *names, int n, const char *s, int *out)
{
  for (int i = 0; s != NULL && i < n; i++)
    if (g_str_equal (names[i], s))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

static char *
join (const char * const *names, int n)
{
  GString *s = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", names[i]);
  return g_string_free (s, FALSE);
}

const char *
vd_terrain_type_to_string (VdTerrainType type)
{
  g_return_val_if_fail (type < VD_N_TERRAIN_TYPES, NULL);
  return terrain_names[type];
}

gboolean
vd_terrain_type_from_string (const char *s, VdTerrainType *out)
{
  int i;

  if (!lookup (terrain_names, VD_N_TERRAIN_TYPES, s, &i))
    return FALSE;
  *out = (VdTerrainType) i;
  return TRUE;
}

gboolean
vd_terrain_type_allows_shape (VdTerrainType type, VdShape shape)
{
  switch (type)
    {
    /* Linear features: the rules measure along them or count crossings. */
    case VD_TERRAIN_STREAM:
    case VD_TERRAIN_ROAD:
    case VD_TERRAIN_LIGHT_OBSTACLE:
    case VD_TERRAIN_HARD_OBSTACLE:
      return shape == VD_SHAPE_LINE;
    /* A river or a bridge may be drawn as its outline or as a line across the table. */
    case VD_TERRAIN_RIVER:
    case VD_TERRAIN_BRIDGE:
      return TRUE;
    case VD_TERRAIN_HILL:
    case VD_TERRAIN_WOOD:
    case VD_TERRAIN_MARSH:
    case VD_TERRAIN_HOUSE:
    case VD_TERRAIN_REDOUBT:
    case VD_TERRAIN_ROCKY:
    case VD_TERRAIN_FIELD:
    case VD_TERRAIN_FORD:
    case VD_N_TERRAIN_TYPES:
    default:
      return shape == VD_SHAPE_AREA;
    }
}

const char *
vd_arm_to_string (VdArm arm)
{
  g_return_val_if_fail (arm < VD_N_ARMS, NULL);
  return arm_names[arm];
}

gboolean
vd_arm_from_string (const char *s, VdArm *out)
{
  int i;

  if (!lookup (arm_names, VD_N_ARMS, s, &i))
    return FALSE;
  *out = (VdArm) i;
  return TRUE;
}

const char *
vd_formation_to_string (VdFormation formation)
{
  g_return_val_if_fail (formation < VD_N_FORMATIONS, NULL);
  return formation_names[formation];
}

gboolean
vd_formation_from_string (const char *s, VdFormation *out)
{
  int i;

  if (!lookup (formation_names, VD_N_FORMATIONS, s, &i))
    return FALSE;
  *out = (VdFormation) i;
  return TRUE;
}

const char * const *
vd_scale_keys (void)
{
  return scale_names;
}

const char *
vd_scale_to_string (VdScale scale)
{
  g_return_val_if_fail (scale < VD_N_SCALES, NULL);
  return scale_names[scale];
}

gboolean
vd_scale_from_string (const char *s, VdScale *out)
{
  int i;

  if (!lookup (scale_names, VD_N_SCALES, s, &i))
    return FALSE;
  *out = (VdScale) i;
  return TRUE;
}

char *
vd_terrain_type_list (void)
{
  return join (terrain_names, VD_N_TERRAIN_TYPES);
}

char *
vd_arm_list (void)
{
  return join (arm_names, VD_N_ARMS);
}

char *
vd_formation_list (void)
{
  return join (formation_names, VD_N_FORMATIONS);
}

char *
vd_scale_list (void)
{
  return join (scale_names, VD_N_SCALES);
}

const char *
vd_condition_to_string (VdCondition condition)
{
  g_return_val_if_fail (condition < VD_N_CONDITIONS, NULL);
  return condition_names[condition];
}

gboolean
vd_condition_from_string (const char *s, VdCondition *out)
{
  int i;

  if (!lookup (condition_names, VD_N_CONDITIONS, s, &i))
    return FALSE;
  *out = (VdCondition) i;
  return TRUE;
}

const char *
vd_condition_name (VdCondition condition)
{
  static const char * const names[] = {
    NC_("condition", "disorganized"), NC_("condition", "no formation"),
    NC_("condition", "disorder"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == VD_N_CONDITIONS);
  g_return_val_if_fail (condition < VD_N_CONDITIONS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "condition", names[condition]);
}

char *
vd_conditions_describe (guint conditions)
{
  GString *out = g_string_new (NULL);

  for (int c = 0; c < VD_N_CONDITIONS; c++)
    if (conditions & (1u << c))
      {
        if (out->len > 0)
          /* Translators: between two conditions: "disorganized, no formation". */
          g_string_append (out, C_("conditions", ", "));
        g_string_append (out, vd_condition_name (c));
      }
  return g_string_free (out, FALSE);
}

char *
vd_condition_list (void)
{
  return join (condition_names, VD_N_CONDITIONS);
}
