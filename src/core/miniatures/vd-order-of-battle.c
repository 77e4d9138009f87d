#include "vd-order-of-battle.h"

#include <glib/gi18n-lib.h>

#include "vd-formation.h"
#include "vd-table-private.h"
#include "vd-yaml-reader.h"

static const char * const oob_keys[] = {
  "vedette", "kind", "title", "commands", "units", NULL
};
static const char * const oob_required[] = { "vedette", "kind", "units", NULL };
static const char * const unit_keys[] = {
  "id", "name", "label", "side", "arm", "formation", "figures", "bases", "base", "calibre", "howitzer",
  "command", NULL
};
static const char * const unit_required[] = { "id", "side", "arm", "formation", "figures", NULL };

void
vd_order_of_battle_free (VdOrderOfBattle *oob)
{
  if (oob == NULL)
    return;
  g_free (oob->title);
  g_ptr_array_unref (oob->commands);
  g_ptr_array_unref (oob->units);
  g_free (oob);
}

/* The formation must be one the arm may take, and the unit gets its footprint at SCRATCH's
 * scale: from `bases` when given, else from its figures. */
static gboolean
fit_unit (const VdYamlDocument *doc, const VdYamlNode *map, VdUnit *unit,
          const VdTable *scratch, const VdRuleset *ruleset, GError **error)
{
  const VdYamlNode *node = vd_yaml_lookup (map, "bases");
  int bases;

  if (!vd_ruleset_allows_formation (ruleset, unit->arm, unit->formation))
    {
      vd_yaml_error_at (doc, vd_yaml_lookup (map, "formation"), error,
                        _("unit “%s”: %s cannot be in formation %s (ruleset %s)"), unit->id,
                        vd_arm_to_string (unit->arm), vd_formation_to_string (unit->formation),
                        ruleset->id);
      return FALSE;
    }
  if (node == NULL)
    {
      vd_unit_fit_footprint (unit, scratch, ruleset);
      return TRUE;
    }
  if (!vd_yaml_read_int (doc, node, "bases", 1, 1000, &bases, error))
    return FALSE;
  return vd_formation_footprint (ruleset, unit->arm, unit->formation, bases,
                                 vd_unit_base (unit, scratch, ruleset), &unit->frontage,
                                 &unit->depth);
}

static gboolean
read_units (const VdYamlDocument *doc, const VdYamlNode *list, GHashTable *ids,
            VdTable *scratch, const VdRuleset *ruleset, GError **error)
{
  if (!vd_yaml_expect_sequence (doc, list, "units", error) ||
      !vd_yaml_check_length (doc, list, "units", VD_YAML_MAX_UNITS, error))
    return FALSE;
  for (guint i = 0; i < list->n_children; i++)
    {
      g_autoptr(VdUnit) unit = vd_table_read_unplaced_unit (doc, list->children[i], unit_keys,
                                                            unit_required, ids, error);

      if (unit == NULL ||
          !fit_unit (doc, list->children[i], unit, scratch, ruleset, error))
        return FALSE;
      g_ptr_array_add (scratch->units, g_steal_pointer (&unit));
    }
  return TRUE;
}

/* The commands and units are read into a table with no terrain, so the table reader's checks
 * of the chain of command apply as they are. */
static VdOrderOfBattle *
read_order_of_battle (const VdYamlDocument *doc, const VdRuleset *ruleset, VdScale scale,
                      GError **error)
{
  g_autoptr(VdTable) scratch = vd_table_new ();
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  VdOrderOfBattle *oob;
  const VdYamlNode *node;
  const char *title = "";

  scratch->scale = scale;
  if (!vd_yaml_check_header (doc, "order-of-battle", error) ||
      !vd_yaml_check_keys (doc, doc->root, C_("value name", "an order of battle"), oob_keys,
                           oob_required, error))
    return NULL;
  if ((node = vd_yaml_lookup (doc->root, "title")) != NULL &&
      !vd_yaml_read_string (doc, node, "title", &title, error))
    return NULL;
  if (!vd_table_read_commands (doc, vd_yaml_lookup (doc->root, "commands"), ids,
                               scratch->commands, error) ||
      !read_units (doc, vd_yaml_lookup (doc->root, "units"), ids, scratch, ruleset, error))
    return NULL;
  /* The scratch table is ours alone: the checks look ids up in constant time. */
  vd_table_build_index (scratch);
  if (!vd_table_check_commands (doc, scratch, error))
    return NULL;
  vd_table_drop_index (scratch);

  oob = g_new0 (VdOrderOfBattle, 1);
  oob->title = g_strdup (title);
  oob->commands = g_ptr_array_ref (scratch->commands);
  oob->units = g_ptr_array_ref (scratch->units);
  return oob;
}

VdOrderOfBattle *
vd_order_of_battle_load (const char *path, const VdRuleset *ruleset, VdScale scale,
                         GError **error)
{
  g_autoptr(VdYamlDocument) doc = NULL;

  g_return_val_if_fail (path != NULL && ruleset != NULL && scale < VD_N_SCALES, NULL);

  doc = vd_yaml_parse_file (path, error);
  return doc != NULL ? read_order_of_battle (doc, ruleset, scale, error) : NULL;
}
