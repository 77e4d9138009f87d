#include "vd-hex-zoc.h"

#include <glib/gi18n-lib.h>

typedef enum {
  ZOC_PASSES,
  ZOC_STOPPED,
  ZOC_UNKNOWN,
} ZocEffect;

/* What terrain (SECTION "terrain") or a hexside feature ("hexsides") ID does to a zone: its
 * own `zoc` value, or the module-wide LIST. */
static ZocEffect
effect_of (const VdHexRuleset *module, const char *section, const char *id, const char *list)
{
  g_autofree char *path = g_strdup_printf ("%s.%s.zoc", section, id);
  const VdYamlNode *value = vd_hex_ruleset_lookup (module, path);

  if (vd_hex_ruleset_list_has (module, list, id))
    return ZOC_STOPPED;
  if (value == NULL)
    return ZOC_PASSES;
  if (vd_yaml_node_is_null (value))
    return ZOC_UNKNOWN;
  if (value->kind == VD_YAML_SCALAR &&
      (g_str_equal (value->value, "false") || g_str_equal (value->value, "blocks")))
    return ZOC_STOPPED;
  return ZOC_PASSES;
}

/* A unit of a class that exerts no zone from some ground (`zoc.none_for_in`: NaA E11, artillery
 * in forest, marsh or a village), and the rule that says so. */
static gboolean
silenced_by_ground (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit,
                    const char **rule)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, "zoc.none_for_in");
  const char *terrain = vd_board_hex_terrain (board, module, unit->hex);
  const VdBoardHex *entry = vd_board_get_hex (board, unit->hex);

  for (guint i = 0; list != NULL && list->kind == VD_YAML_SEQUENCE && i < list->n_children; i++)
    {
      const VdYamlNode *unit_class = vd_yaml_lookup (list->children[i], "class");
      const VdYamlNode *ground = vd_yaml_lookup (list->children[i], "terrain");

      const VdYamlNode *said = vd_yaml_lookup (list->children[i], "rule");

      if (unit_class == NULL || g_strcmp0 (unit_class->value, unit->unit_class) != 0 ||
          ground == NULL || ground->kind != VD_YAML_SEQUENCE)
        continue;
      *rule = said != NULL && said->kind == VD_YAML_SCALAR ? said->value : NULL;
      for (guint g = 0; g < ground->n_children; g++)
        {
          if (g_strcmp0 (ground->children[g]->value, terrain) == 0)
            return TRUE;
          for (guint f = 0; entry != NULL && entry->features != NULL && entry->features[f] != NULL;
               f++)
            if (g_strcmp0 (ground->children[g]->value, entry->features[f]) == 0)
              return TRUE;
        }
    }
  return FALSE;
}

VdHexZocModel
vd_hex_zoc_model (const VdHexRuleset *module, const char **name)
{
  const VdYamlNode *model = vd_hex_ruleset_lookup (module, "zoc.model");

  if (name != NULL)
    *name = NULL;
  if (model == NULL || model->kind != VD_YAML_SCALAR || vd_yaml_node_is_null (model))
    return VD_HEX_ZOC_MODEL_UNKNOWN;
  if (name != NULL)
    *name = model->value;
  if (g_str_equal (model->value, "none"))
    return VD_HEX_ZOC_MODEL_NONE;
  if (g_str_equal (model->value, "rigid"))
    return VD_HEX_ZOC_MODEL_RIGID;
  if (g_str_equal (model->value, "sticky"))
    return VD_HEX_ZOC_MODEL_STICKY;
  return VD_HEX_ZOC_MODEL_OTHER;
}

static void
doubt_free (VdHexZocDoubt *doubt)
{
  g_free (doubt->feature);
  g_free (doubt->by);
  g_free (doubt);
}

static void
add_doubt (VdHexZoc *zoc, const char *section, const char *feature, char *by)
{
  VdHexZocDoubt *doubt = g_new0 (VdHexZocDoubt, 1);

  doubt->section = section;
  doubt->feature = g_strdup (feature);
  doubt->by = by;
  g_ptr_array_add (zoc->doubts, doubt);
}

static void
reason_free (VdHexZocReason *reason)
{
  g_free (reason->why);
  g_free (reason);
}

/* The module's `zoc.KEY`: the rule of one of the zone's effects; NULL when it names none. */
static const char *
zoc_rule (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat ("zoc.", key, NULL);
  const VdYamlNode *rule = vd_hex_ruleset_lookup (module, path);

  return rule != NULL && rule->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (rule)
         ? rule->value : NULL;
}

static void
add_reason (VdHexZoc *zoc, const VdBoardUnit *unit, gboolean controls, const char *rule,
            char *why)
{
  VdHexZocReason *reason = g_new0 (VdHexZocReason, 1);

  reason->unit = unit;
  reason->controls = controls;
  reason->rule = rule;
  reason->why = why;
  g_ptr_array_add (zoc->reasons, reason);
}

/* Whether the ground of HEX keeps every zone out (NaA C8, 1914's cities), noting what the
 * module leaves open about it as doubts of ZOC (may be NULL). */
static ZocEffect
ground_keeps_out (const VdBoard *board, const VdHexRuleset *module, VdHex hex, VdHexZoc *zoc)
{
  const VdBoardHex *entry = vd_board_get_hex (board, hex);
  const char *terrain = vd_board_hex_terrain (board, module, hex);
  ZocEffect into = effect_of (module, "terrain", terrain, "zoc.not_into");

  if (into == ZOC_UNKNOWN && zoc != NULL)
    add_doubt (zoc, "terrain", terrain, vd_board_format_hex (board, hex));
  for (guint f = 0; into != ZOC_STOPPED && entry != NULL && entry->features != NULL &&
                    entry->features[f] != NULL; f++)
    {
      ZocEffect feature = effect_of (module, "terrain", entry->features[f], "zoc.not_into");

      if (feature == ZOC_UNKNOWN && zoc != NULL)
        add_doubt (zoc, "terrain", entry->features[f], vd_board_format_hex (board, hex));
      else if (feature == ZOC_STOPPED)
        into = ZOC_STOPPED;
    }
  return into;
}

/* UNIT, beside HEX, controls it or not, and why (1914-ZOC-1, -5, -6; NaA C1, C8, C9, E11). */
static void
judge_unit (VdHexZoc *zoc, const VdBoard *board, const VdHexRuleset *module,
            const VdBoardUnit *unit, const char *label, ZocEffect into, const char *blocked_by,
            const char *side_label)
{
  const char *rule = NULL;

  if (into == ZOC_STOPPED)
    /* Translators: "g1's zone does not enter 0303: its ground keeps zones out". */
    add_reason (zoc, unit, FALSE, zoc_rule (module, "not_into_rule"),
                g_strdup_printf (_("%s's zone does not enter %s: its ground keeps zones out"),
                                 unit->id, label));
  else if (blocked_by != NULL)
    {
      const VdHexTerrain *feature = vd_hex_ruleset_find_hexside (module, blocked_by);

      /* Translators: "g1's zone does not cross 0303/0304 (River)". */
      add_reason (zoc, unit, FALSE, zoc_rule (module, "blocked_by_rule"),
                  g_strdup_printf (_("%s's zone does not cross %s (%s)"), unit->id, side_label,
                                   feature != NULL ? vd_text_get (&feature->name)
                                                   : blocked_by));
    }
  else if (vd_hex_ruleset_list_has (module, "zoc.none_for", unit->unit_class))
    add_reason (zoc, unit, FALSE, zoc_rule (module, "none_for_rule"),
                g_strdup_printf (_("%s has no zone of control"), unit->id));
  else if (silenced_by_ground (board, module, unit, &rule))
    add_reason (zoc, unit, FALSE, rule,
                g_strdup_printf (_("%s has no zone of control where it stands"), unit->id));
  else
    {
      gboolean kept_out = ground_keeps_out (board, module, unit->hex, NULL) == ZOC_STOPPED;

      g_ptr_array_add (zoc->units, (gpointer) unit);
      add_reason (zoc, unit, TRUE,
                  zoc_rule (module, kept_out ? "from_kept_out_rule" : "covers_rule"),
                  kept_out ? g_strdup_printf (_("%s controls %s, though no zone may enter its "
                                                "own hex"), unit->id, label)
                           : g_strdup_printf (_("%s controls the six hexes around it, %s "
                                                "among them"), unit->id, label));
    }
}

void
vd_hex_zoc_free (VdHexZoc *zoc)
{
  if (zoc == NULL)
    return;
  g_ptr_array_unref (zoc->units);
  g_ptr_array_unref (zoc->doubts);
  g_ptr_array_unref (zoc->reasons);
  g_free (zoc);
}

VdHexZoc *
vd_hex_zoc_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex)
{
  VdHexZoc *zoc = g_new0 (VdHexZoc, 1);
  g_autofree char *label = vd_board_format_hex (board, hex);
  ZocEffect into;

  zoc->hex = hex;
  zoc->units = g_ptr_array_new ();
  zoc->doubts = g_ptr_array_new_with_free_func ((GDestroyNotify) doubt_free);
  zoc->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) reason_free);
  zoc->model = vd_hex_zoc_model (module, &zoc->model_name);
  if (zoc->model == VD_HEX_ZOC_MODEL_UNKNOWN || zoc->model == VD_HEX_ZOC_MODEL_NONE)
    return zoc;
  /* The hex's own ground may keep every zone out (C8, 1914's cities). */
  into = ground_keeps_out (board, module, hex, zoc);
  for (int d = 0; d < 6; d++)
    {
      VdHex next = vd_hex_neighbour (hex, d);
      g_autoptr(GPtrArray) units = NULL;
      g_autoptr(GPtrArray) features = NULL;
      g_autofree char *side_label = NULL;
      const char *blocked_by = NULL;
      VdHexside side;

      if (!vd_hex_grid_contains (board->grid, next))
        continue;
      vd_hexside_between (hex, next, &side);
      features = vd_board_hexside_features (board, side);
      units = vd_board_units_at (board, next);
      side_label = vd_hex_grid_format_side (board->grid, side);
      /* A hexside feature may stop the zone of the unit beside it (C9, 1914's rivers). */
      for (guint i = 0; into != ZOC_STOPPED && i < features->len; i++)
        {
          const char *id = ((VdBoardHexside *) features->pdata[i])->feature;
          ZocEffect effect = effect_of (module, "hexsides", id, "zoc.blocked_by");

          if (effect == ZOC_STOPPED && blocked_by == NULL)
            blocked_by = id;
          if (effect == ZOC_UNKNOWN && units->len > 0)
            add_doubt (zoc, "hexsides", id, g_strdup (side_label));
        }
      for (guint i = 0; i < units->len; i++)
        judge_unit (zoc, board, module, units->pdata[i], label, into, blocked_by, side_label);
    }
  return zoc;
}

gboolean
vd_hex_zoc_has_enemy (const VdHexZoc *zoc, const char *side, GPtrArray *units)
{
  gboolean any = FALSE;

  for (guint i = 0; i < zoc->units->len; i++)
    {
      const VdBoardUnit *unit = zoc->units->pdata[i];

      if (g_strcmp0 (unit->side, side) == 0)
        continue;
      any = TRUE;
      if (units != NULL)
        g_ptr_array_add (units, (gpointer) unit);
    }
  return any;
}

VdHexZocEnemy
vd_hex_zoc_enemy (const VdHexZoc *zoc, const VdBoard *board, const char *side)
{
  gboolean ground_doubt = FALSE, any = FALSE;

  for (guint d = 0; d < zoc->doubts->len; d++)
    ground_doubt |= g_str_equal (((const VdHexZocDoubt *) zoc->doubts->pdata[d])->section,
                                 "terrain");
  for (guint i = 0; i < zoc->units->len; i++)
    {
      const VdBoardUnit *unit = zoc->units->pdata[i];
      g_autofree char *across = NULL;
      gboolean doubt = ground_doubt;
      VdHexside hexside;

      if (g_strcmp0 (unit->side, side) == 0)
        continue;
      any = TRUE;
      if (!doubt && vd_hexside_between (zoc->hex, unit->hex, &hexside))
        across = vd_hex_grid_format_side (board->grid, hexside);
      for (guint d = 0; !doubt && across != NULL && d < zoc->doubts->len; d++)
        {
          const VdHexZocDoubt *one = zoc->doubts->pdata[d];

          doubt = g_str_equal (one->section, "hexsides") && g_strcmp0 (one->by, across) == 0;
        }
      if (!doubt)
        return VD_HEX_ZOC_ENEMY_SURE;
    }
  return any ? VD_HEX_ZOC_ENEMY_DOUBT : VD_HEX_ZOC_ENEMY_NONE;
}
