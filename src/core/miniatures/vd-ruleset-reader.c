#include "vd-ruleset.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-masking.h"
#include "vd-morale-rules.h"
#include "vd-yaml-reader.h"

static const char * const text_keys[] = { "en", "fr", NULL };

static const char * const ruleset_keys[] = {
  "vedette", "kind", "id", "name", "units", "scales", "terrain", "distances", "rules", "masking",
  "morale", "melee", "fire", "interpretations", NULL
};

static const char * const scale_keys[] = { "mm_per_pace", NULL };
static const char * const terrain_keys[] = { "name", "menu", "style", "rules", NULL };
static const char * const terrain_required[] = { "name", "style", NULL };
static const char * const style_keys[] = {
  "fill", "stroke", "stroke_width", "line_width", "pattern", NULL
};
static const char * const rule_keys[] = { "id", "text", NULL };
static const char * const units_keys[] = {
  "vedette", "kind", "id", "formations", "arms", "footprints", "movement", NULL
};
static const char * const layout_keys[] = { "rank", "spacing", "depth", "square", NULL };
static const char * const formation_keys[] = { "name", NULL };
static const char * const arm_keys[] = { "name", "formations", "bases", "new_unit_bases", NULL };
static const char * const arm_required[] = { "name", "formations", "bases", NULL };
static const char * const base_keys[] = { "width", "depth", "figures", NULL };

static const char * const pattern_names[VD_N_PATTERNS] = {
  "none", "contours", "trees", "water", "road", "marsh", "hedge", "wall", "building",
  "earthwork", "rocks", "crops", "bridge", "ford",
};

static const char * const *
scale_names (void)
{
  static const char *names[VD_N_SCALES + 1];

  for (int s = 0; s < VD_N_SCALES; s++)
    names[s] = vd_scale_to_string ((VdScale) s);
  return names;
}

static gboolean
read_text (const VdYamlDocument *doc, const VdYamlNode *node, const char *what, VdText *text,
           GError **error)
{
  const char *en, *fr;

  if (!vd_yaml_check_keys (doc, node, what, text_keys, text_keys, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "en"), what, &en, error) ||
      !vd_yaml_read_string (doc, vd_yaml_lookup (node, "fr"), what, &fr, error))
    return FALSE;
  g_free (text->en);
  g_free (text->fr);
  text->en = g_strdup (en);
  text->fr = g_strdup (fr);
  return TRUE;
}

/* For a mapping keyed by a closed vocabulary: every name known and every one present. */
static gboolean
check_vocabulary_keys (const VdYamlDocument *doc, const VdYamlNode *map, const char *what,
                       const char * const *names, GError **error)
{
  return vd_yaml_check_keys (doc, map, what, names, names, error);
}

static gboolean
read_color (const VdYamlDocument *doc, const VdYamlNode *node, const char *what, VdColor *color,
            GError **error)
{
  const char *s;
  guint value[4] = { 0, 0, 0, 255 };
  g_autofree char *shown = NULL;
  gsize len;

  if (!vd_yaml_read_string (doc, node, what, &s, error))
    return FALSE;
  len = strlen (s);
  if (s[0] != '#' || (len != 7 && len != 9))
    goto bad;
  for (gsize i = 0; i < (len - 1) / 2; i++)
    {
      int hi = g_ascii_xdigit_value (s[1 + 2 * i]);
      int lo = g_ascii_xdigit_value (s[2 + 2 * i]);

      if (hi < 0 || lo < 0)
        goto bad;
      value[i] = (guint) (hi * 16 + lo);
    }
  *color = (VdColor) { value[0] / 255.0, value[1] / 255.0, value[2] / 255.0, value[3] / 255.0 };
  return TRUE;

bad:
  shown = vd_error_cut (s);
  vd_yaml_error_at (doc, node, error, _("%s must be a colour like “#3f6e2c”, not “%s”"), what,
                    shown);
  return FALSE;
}

static gboolean
read_style (const VdYamlDocument *doc, const VdYamlNode *node, VdTerrainStyle *style,
            GError **error)
{
  const char *pattern;
  gboolean found = FALSE;

  if (!vd_yaml_check_keys (doc, node, "style", style_keys, style_keys, error) ||
      !read_color (doc, vd_yaml_lookup (node, "fill"), "fill", &style->fill, error) ||
      !read_color (doc, vd_yaml_lookup (node, "stroke"), "stroke", &style->stroke, error) ||
      !vd_yaml_read_double (doc, vd_yaml_lookup (node, "stroke_width"), "stroke_width", 0, 1000,
                            &style->stroke_width, error) ||
      !vd_yaml_read_double (doc, vd_yaml_lookup (node, "line_width"), "line_width", 0, 1000,
                            &style->line_width, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (node, "pattern"), "pattern", &pattern, error))
    return FALSE;
  for (int p = 0; p < VD_N_PATTERNS && !found; p++)
    if ((found = g_str_equal (pattern_names[p], pattern)))
      style->pattern = (VdPattern) p;
  if (!found)
    {
      g_autofree char *expected = g_strjoinv (", ", (char **) pattern_names);

      vd_yaml_error_at (doc, vd_yaml_lookup (node, "pattern"), error,
                        _("unknown pattern “%s” (expected one of: %s)"), pattern, expected);
      return FALSE;
    }
  return TRUE;
}

/* A list of rule IDs; each must be a rule of RULESET. */
static gboolean
read_rule_refs (const VdYamlDocument *doc, const VdYamlNode *node, const VdRuleset *ruleset,
                char ***out, GError **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (!vd_yaml_expect_sequence (doc, node, "rules", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      const char *id;

      if (!vd_yaml_read_word (doc, node->children[i], C_("value name", "rule ID"), &id, error))
        return FALSE;
      if (vd_ruleset_find_rule (ruleset, id) == NULL)
        {
          vd_yaml_error_at (doc, node->children[i], error,
                            _("unknown rule “%s”: it is not in the ruleset’s rules"), id);
          return FALSE;
        }
      g_strv_builder_add (builder, id);
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

/* Rule IDs read like "CREST-2" or "HOUSE-EX". */
static gboolean
is_rule_id (const char *id)
{
  const char *dash = strchr (id, '-');

  if (dash == NULL || dash == id || dash[1] == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (p != dash && !g_ascii_isupper (*p) && !(p > dash && g_ascii_isdigit (*p)))
      return FALSE;
  return TRUE;
}

static gboolean
read_rules (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
            GError **error)
{
  if (!vd_yaml_expect_sequence (doc, node, "rules", error))
    return FALSE;
  for (guint i = 0; i < node->n_children; i++)
    {
      const VdYamlNode *item = node->children[i];
      VdText text = { NULL, NULL };
      const char *id;

      if (!vd_yaml_check_keys (doc, item, C_("value name", "a rule"), rule_keys, rule_keys, error) ||
          !vd_yaml_read_word (doc, vd_yaml_lookup (item, "id"), C_("value name", "rule ID"), &id, error))
        return FALSE;
      if (!is_rule_id (id))
        {
          vd_yaml_error_at (doc, vd_yaml_lookup (item, "id"), error,
                            _("rule ID “%s” must read like CREST-2 or HOUSE-EX"), id);
          return FALSE;
        }
      if (vd_ruleset_find_rule (ruleset, id) != NULL)
        {
          vd_yaml_error_at (doc, vd_yaml_lookup (item, "id"), error, _("duplicate rule “%s”"),
                            id);
          return FALSE;
        }
      if (!read_text (doc, vd_yaml_lookup (item, "text"), C_("value name", "rule text"), &text, error))
        return FALSE;
      vd_ruleset_add_rule (ruleset, id, text.en, text.fr);
      g_free (text.en);
      g_free (text.fr);
    }
  return TRUE;
}

static gboolean
read_scales (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
             GError **error)
{
  if (!check_vocabulary_keys (doc, node, "scales", scale_names (), error))
    return FALSE;
  for (int s = 0; s < VD_N_SCALES; s++)
    {
      const VdYamlNode *scale = vd_yaml_lookup (node, vd_scale_to_string ((VdScale) s));

      if (!vd_yaml_check_keys (doc, scale, C_("value name", "a scale"), scale_keys, scale_keys, error) ||
          !vd_yaml_read_double (doc, vd_yaml_lookup (scale, "mm_per_pace"), "mm_per_pace",
                                G_MINDOUBLE, 1000, &ruleset->mm_per_pace[s], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_terrain (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
              GError **error)
{
  const char *names[VD_N_TERRAIN_TYPES + 1] = { NULL };

  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    names[t] = vd_terrain_type_to_string ((VdTerrainType) t);
  if (!check_vocabulary_keys (doc, node, "terrain", names, error))
    return FALSE;
  for (int t = 0; t < VD_N_TERRAIN_TYPES; t++)
    {
      VdTerrainDef *def = &ruleset->terrain[t];
      const VdYamlNode *item = vd_yaml_lookup (node, names[t]);
      const VdYamlNode *rules;

      if (!vd_yaml_check_keys (doc, item, C_("value name", "a terrain type"), terrain_keys, terrain_required,
                               error) ||
          !read_text (doc, vd_yaml_lookup (item, "name"), "name", &def->name, error) ||
          !read_style (doc, vd_yaml_lookup (item, "style"), &def->style, error))
        return FALSE;
      if (vd_yaml_lookup (item, "menu") != NULL &&
          !read_text (doc, vd_yaml_lookup (item, "menu"), "menu", &def->menu, error))
        return FALSE;
      rules = vd_yaml_lookup (item, "rules");
      if (rules != NULL && !read_rule_refs (doc, rules, ruleset, &def->rules, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_distances (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
                GError **error)
{
  const char *keys[VD_N_SCALES + 2] = { NULL };

  for (int s = 0; s < VD_N_SCALES; s++)
    keys[s] = vd_scale_to_string ((VdScale) s);
  keys[VD_N_SCALES] = "rules";

  if (!vd_yaml_expect_mapping (doc, node, "distances", error))
    return FALSE;
  for (guint i = 0; i + 1 < node->n_children; i += 2)
    {
      const VdYamlNode *item = node->children[i + 1];
      g_autofree VdDistance *distance = g_new0 (VdDistance, 1);
      const char *key;

      if (!vd_yaml_read_word (doc, node->children[i], C_("value name", "distance name"), &key, error) ||
          !vd_yaml_check_keys (doc, item, C_("value name", "a distance"), keys, keys, error))
        return FALSE;
      for (int s = 0; s < VD_N_SCALES; s++)
        if (!vd_yaml_read_double (doc, vd_yaml_lookup (item, keys[s]), keys[s], 0,
                                  VD_YAML_MAX_MAGNITUDE, &distance->paces[s], error))
          return FALSE;
      if (!read_rule_refs (doc, vd_yaml_lookup (item, "rules"), ruleset, &distance->rules, error))
        return FALSE;
      distance->key = g_strdup (key);
      g_ptr_array_add (ruleset->distances, g_steal_pointer (&distance));
    }
  return TRUE;
}

static gboolean
read_arm (const VdYamlDocument *doc, const VdYamlNode *item, VdArmDef *def, GError **error)
{
  const VdYamlNode *formations, *bases;

  if (!vd_yaml_check_keys (doc, item, C_("value name", "an arm"), arm_keys, arm_required, error) ||
      !read_text (doc, vd_yaml_lookup (item, "name"), "name", &def->name, error))
    return FALSE;
  def->new_unit_bases = 1;
  if (vd_yaml_lookup (item, "new_unit_bases") != NULL &&
      !vd_yaml_read_int (doc, vd_yaml_lookup (item, "new_unit_bases"), "new_unit_bases", 1, 1000,
                         &def->new_unit_bases, error))
    return FALSE;

  formations = vd_yaml_lookup (item, "formations");
  if (!vd_yaml_expect_sequence (doc, formations, "formations", error))
    return FALSE;
  for (guint i = 0; i < formations->n_children; i++)
    {
      const char *name;
      VdFormation f;

      if (!vd_yaml_read_word (doc, formations->children[i], C_("value name", "formation"), &name, error))
        return FALSE;
      if (!vd_formation_from_string (name, &f))
        {
          g_autofree char *expected = vd_formation_list ();

          vd_yaml_error_at (doc, formations->children[i], error,
                            _("unknown formation “%s” (expected one of: %s)"), name, expected);
          return FALSE;
        }
      def->formations |= 1u << f;
    }

  bases = vd_yaml_lookup (item, "bases");
  if (!check_vocabulary_keys (doc, bases, "bases", scale_names (), error))
    return FALSE;
  for (int s = 0; s < VD_N_SCALES; s++)
    {
      const VdYamlNode *base = vd_yaml_lookup (bases, vd_scale_to_string ((VdScale) s));

      if (!vd_yaml_check_keys (doc, base, C_("value name", "a base"), base_keys, base_keys, error) ||
          !vd_yaml_read_double (doc, vd_yaml_lookup (base, "width"), "width", G_MINDOUBLE,
                                VD_YAML_MAX_MAGNITUDE, &def->base[s].width, error) ||
          !vd_yaml_read_double (doc, vd_yaml_lookup (base, "depth"), "depth", G_MINDOUBLE,
                                VD_YAML_MAX_MAGNITUDE, &def->base[s].depth, error) ||
          !vd_yaml_read_int (doc, vd_yaml_lookup (base, "figures"), "figures", 1, 1000,
                             &def->base[s].figures, error))
        return FALSE;
    }
  return TRUE;
}

/* `rank: N` or `rank: all` (a single rank, stored as 0). */
static gboolean
read_rank (const VdYamlDocument *doc, const VdYamlNode *node, int *rank, GError **error)
{
  if (node->kind == VD_YAML_SCALAR && node->plain && g_str_equal (node->value, "all"))
    {
      *rank = 0;
      return TRUE;
    }
  return vd_yaml_read_int (doc, node, "rank", 1, 1000, rank, error);
}

static gboolean
read_layout (const VdYamlDocument *doc, const VdYamlNode *item, VdBaseLayout *layout,
             GError **error)
{
  const VdYamlNode *node;

  *layout = (VdBaseLayout) { 0, 1, 1, FALSE };
  if (!vd_yaml_check_keys (doc, item, C_("value name", "a footprint"), layout_keys, NULL, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "rank")) != NULL && !read_rank (doc, node, &layout->rank, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "spacing")) != NULL &&
      !vd_yaml_read_double (doc, node, "spacing", 1, 100, &layout->spacing, error))
    return FALSE;
  if ((node = vd_yaml_lookup (item, "depth")) != NULL &&
      !vd_yaml_read_double (doc, node, "depth", G_MINDOUBLE, 100, &layout->depth, error))
    return FALSE;
  return (node = vd_yaml_lookup (item, "square")) == NULL ||
         vd_yaml_read_bool (doc, node, "square", &layout->square, error);
}

/* Every formation an arm may take has a footprint, and no other: a typo would go unseen. */
static gboolean
read_footprints (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
                 const char * const *arm_names, GError **error)
{
  if (!check_vocabulary_keys (doc, node, "footprints", arm_names, error))
    return FALSE;
  for (int a = 0; a < VD_N_ARMS; a++)
    {
      const VdYamlNode *arm = vd_yaml_lookup (node, arm_names[a]);
      const char *names[VD_N_FORMATIONS + 1] = { NULL };
      guint n = 0;

      for (int f = 0; f < VD_N_FORMATIONS; f++)
        if (vd_ruleset_allows_formation (ruleset, a, f))
          names[n++] = vd_formation_to_string ((VdFormation) f);
      if (!check_vocabulary_keys (doc, arm, "footprints", names, error))
        return FALSE;
      for (int f = 0; f < VD_N_FORMATIONS; f++)
        if (vd_ruleset_allows_formation (ruleset, a, f) &&
            !read_layout (doc, vd_yaml_lookup (arm, vd_formation_to_string ((VdFormation) f)),
                          &ruleset->arms[a].layout[f], error))
          return FALSE;
    }
  return TRUE;
}

/* The ruleset's allowances must cover every formation each arm may take, and say how much a
 * forced march adds and how narrow a column gets the road bonus: a table may then leave them
 * all to it. */
static gboolean
read_movement (const VdYamlDocument *doc, const VdYamlNode *node, VdRuleset *ruleset,
               GError **error)
{
  VdMovementRules *rules = &ruleset->movement;

  if (!vd_movement_rules_read (doc, node, rules, error))
    return FALSE;
  for (int a = 0; a < VD_N_ARMS; a++)
    for (int f = 0; f < VD_N_FORMATIONS; f++)
      if (vd_ruleset_allows_formation (ruleset, a, f) && isnan (rules->allowance[a][f][0]))
        {
          vd_yaml_error_at (doc, node, error, _("movement has no allowance for %s in %s"),
                            vd_arm_to_string ((VdArm) a), vd_formation_to_string ((VdFormation) f));
          return FALSE;
        }
  if (isnan (rules->forced_march))
    {
      vd_yaml_error_at (doc, node, error, "%s", _("movement has no forced_march factor"));
      return FALSE;
    }
  /* ROAD-1 gives a width for infantry, cavalry and artillery; engineers move as infantry.
   * Officers ride alone and always get the road bonus. */
  for (int a = 0; a < VD_N_ARMS; a++)
    if (a != VD_ARM_OFFICER && isnan (rules->road_column[a][0]))
      {
        vd_yaml_error_at (doc, node, error, _("movement has no road_column for %s"),
                          vd_arm_to_string ((VdArm) a));
        return FALSE;
      }
  return TRUE;
}

static gboolean
read_units_document (const VdYamlDocument *doc, VdRuleset *ruleset, GError **error)
{
  const VdYamlNode *root = doc->root;
  const VdYamlNode *formations, *arms;
  const char *formation_names[VD_N_FORMATIONS + 1] = { NULL };
  const char *arm_names[VD_N_ARMS + 1] = { NULL };
  const char *id;

  for (int f = 0; f < VD_N_FORMATIONS; f++)
    formation_names[f] = vd_formation_to_string ((VdFormation) f);
  for (int a = 0; a < VD_N_ARMS; a++)
    arm_names[a] = vd_arm_to_string ((VdArm) a);

  if (!vd_yaml_check_header (doc, "units", error) ||
      !vd_yaml_check_keys (doc, root, C_("value name", "a units file"), units_keys, units_keys, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (root, "id"), "id", &id, error))
    return FALSE;

  formations = vd_yaml_lookup (root, "formations");
  if (!check_vocabulary_keys (doc, formations, "formations", formation_names, error))
    return FALSE;
  for (int f = 0; f < VD_N_FORMATIONS; f++)
    {
      const VdYamlNode *item = vd_yaml_lookup (formations, formation_names[f]);

      if (!vd_yaml_check_keys (doc, item, C_("value name", "a formation"), formation_keys, formation_keys,
                               error) ||
          !read_text (doc, vd_yaml_lookup (item, "name"), "name", &ruleset->formations[f].name,
                      error))
        return FALSE;
    }

  arms = vd_yaml_lookup (root, "arms");
  if (!check_vocabulary_keys (doc, arms, "arms", arm_names, error))
    return FALSE;
  for (int a = 0; a < VD_N_ARMS; a++)
    if (!read_arm (doc, vd_yaml_lookup (arms, arm_names[a]), &ruleset->arms[a], error))
      return FALSE;
  return read_footprints (doc, vd_yaml_lookup (root, "footprints"), ruleset, arm_names, error) &&
         read_movement (doc, vd_yaml_lookup (root, "movement"), ruleset, error);
}

gboolean
vd_ruleset_load_units (VdRuleset *ruleset, const char *path, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);

  if (doc == NULL || !read_units_document (doc, ruleset, error))
    return FALSE;
  g_free (ruleset->units_path);
  ruleset->units_path = g_strdup (path);
  return TRUE;
}

/* Names of rulesets and units files are plain words, so they cannot climb out of a folder. */
static gboolean
is_plain_name (const char *name)
{
  if (name[0] == '\0' || name[0] == '.')
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.')
      return FALSE;
  return !g_str_has_suffix (name, ".yaml") && !g_str_has_suffix (name, ".yml");
}

/* The units file a ruleset names: beside it in ../units/, else in the data folders. */
static char *
find_units_file (const char *ruleset_path, const char *name)
{
  g_autofree char *dir = g_path_get_dirname (ruleset_path);
  g_autofree char *file = g_strconcat (name, ".yaml", NULL);
  g_autofree char *sibling = NULL;
  g_autofree char *relative = NULL;

  if (!is_plain_name (name))
    return g_path_is_absolute (name) ? g_strdup (name) : g_build_filename (dir, name, NULL);
  sibling = g_build_filename (dir, "..", "units", file, NULL);
  if (g_file_test (sibling, G_FILE_TEST_IS_REGULAR))
    return g_canonicalize_filename (sibling, NULL);
  relative = g_build_filename ("units", file, NULL);
  return vd_data_find (relative);
}

static gboolean
read_ruleset_document (const VdYamlDocument *doc, VdRuleset *ruleset, GError **error)
{
  const VdYamlNode *root = doc->root;
  const VdYamlNode *units;
  g_autofree char *units_path = NULL;
  const char *id, *units_name;

  if (!vd_yaml_check_header (doc, "ruleset", error) ||
      !vd_yaml_check_keys (doc, root, C_("value name", "a ruleset"), ruleset_keys, ruleset_keys, error) ||
      !vd_yaml_read_word (doc, vd_yaml_lookup (root, "id"), "id", &id, error) ||
      !read_text (doc, vd_yaml_lookup (root, "name"), "name", &ruleset->name, error) ||
      !read_scales (doc, vd_yaml_lookup (root, "scales"), ruleset, error) ||
      /* Rules first: terrain types and distances refer to them. */
      !read_rules (doc, vd_yaml_lookup (root, "rules"), ruleset, error) ||
      !read_terrain (doc, vd_yaml_lookup (root, "terrain"), ruleset, error) ||
      !read_distances (doc, vd_yaml_lookup (root, "distances"), ruleset, error) ||
      !vd_masking_read (doc, vd_yaml_lookup (root, "masking"), ruleset->masking, error) ||
      !vd_masking_check_rules (ruleset->masking, ruleset->rule_index, doc->file, error) ||
      !vd_morale_rules_read_ruleset (doc, root, ruleset, error) ||
      !vd_ruleset_read_interpretations (doc, vd_yaml_lookup (root, "interpretations"), ruleset,
                                        error))
    return FALSE;
  if (vd_yaml_lookup (root, "fire") != NULL &&
      !vd_fire_rules_read (doc, vd_yaml_lookup (root, "fire"), TRUE, &ruleset->fire, error))
    return FALSE;
  ruleset->id = g_strdup (id);

  units = vd_yaml_lookup (root, "units");
  if (!vd_yaml_read_string (doc, units, "units", &units_name, error))
    return FALSE;
  units_path = find_units_file (doc->file, units_name);
  if (units_path == NULL || !g_file_test (units_path, G_FILE_TEST_IS_REGULAR))
    {
      vd_yaml_error_at (doc, units, error, _("units file “%s” not found"),
                        units_path != NULL ? units_path : units_name);
      return FALSE;
    }
  return vd_ruleset_load_units (ruleset, units_path, error);
}

VdRuleset *
vd_ruleset_load (const char *path, GError **error)
{
  g_autoptr(VdYamlDocument) doc = vd_yaml_parse_file (path, error);
  g_autoptr(VdRuleset) ruleset = NULL;

  if (doc == NULL)
    return NULL;
  ruleset = vd_ruleset_new ();
  if (!read_ruleset_document (doc, ruleset, error))
    return NULL;
  ruleset->path = g_strdup (path);
  return g_steal_pointer (&ruleset);
}

VdRuleset *
vd_ruleset_load_named (const char *name, const char *relative_to, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *relative = NULL;

  if (!is_plain_name (name))
    {
      path = g_path_is_absolute (name) || relative_to == NULL
               ? g_strdup (name)
               : g_build_filename (relative_to, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_autofree char *shown = vd_error_cut (path);

          g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("ruleset file “%s” not found"),
                       shown);
          return NULL;
        }
      return vd_ruleset_load (path, error);
    }

  relative = g_strdup_printf ("terrain%c%s.yaml", G_DIR_SEPARATOR, name);
  path = vd_data_find (relative);
  if (path == NULL)
    {
      g_autofree char *shown = vd_error_cut (name);
      g_autofree char *shown_relative = vd_error_cut (relative);

      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                   _("ruleset “%s” not found (no %s in the data folders)"), shown,
                   shown_relative);
      return NULL;
    }
  return vd_ruleset_load (path, error);
}
