/* Ground that moves by another game's rule than its own cost: frozen ground cited (LBA-ICE-1),
 * a class's own rates (LBA-MOV-15), ground crossed as another (NaA ICE-1), bridges (LBA-MOV-8). */
#include "vd-hex-move-private.h"

#include <glib/gi18n-lib.h>

/* LBA-ICE-1: ground the module holds frozen (`special.winter.frozen`) cites the rule too. */
const char *
vd_hex_move_frozen_rule (const Mover *m, const char *id)
{
  return vd_hex_ruleset_node_has (vd_hex_ruleset_lookup (m->module, "special.winter.frozen"), id)
           ? vd_hex_ruleset_lookup_word (m->module, "special.winter.rule") : NULL;
}

/* NaA ICE-1: ground crossed as another (`movement.moves_as.ID`: a frozen pond as clear) costs
 * that ground's points where its own are not given for the class; else TERRAIN itself. */
const VdHexTerrain *
vd_hex_move_moves_as (const Mover *m, const VdHexTerrain *terrain)
{
  g_autofree char *path = terrain != NULL ? g_strdup_printf ("movement.moves_as.%s", terrain->id)
                                          : NULL;
  const char *as = path != NULL ? vd_hex_ruleset_lookup_word (m->module, path) : NULL;
  const VdHexTerrain *other = as != NULL ? vd_hex_ruleset_find_terrain (m->module, as) : NULL;

  if (other == NULL || terrain->mp[m->class_index].status != VD_HEX_MP_MISSING)
    return terrain;
  return other;
}

/* LBA-MOV-15, -COS-4: a class paying rates of its own (`movement.own_rates.CLASS`, a rule or a
 * list) cites them beside each ground's cost. */
void
vd_hex_move_own_rates (const Mover *m, VdHex b, GArray *reasons)
{
  g_autofree char *path = g_strdup_printf ("movement.own_rates.%s", m->unit->unit_class);
  const VdYamlNode *own = vd_hex_ruleset_lookup (m->module, path);

  if (own != NULL && own->kind == VD_YAML_SCALAR)
    vd_hex_move_hex_reason (reasons, own->value, b, 0);
  for (guint i = 0; own != NULL && own->kind == VD_YAML_SEQUENCE && i < own->n_children; i++)
    vd_hex_move_hex_reason (reasons, own->children[i]->value, b, 0);
}

/* LBA-MOV-8: how a bridge's printed cost counts is a reading (`movement.bridge`): added to the
 * rest (as printed), replacing what it crosses (the stream), or the whole step's cost; not
 * chosen, the step's cost is not known. Drops from KEPT, TOTAL and REASONS what it replaces. */
StepKind
vd_hex_move_bridge_policy (const Mover *m, GPtrArray *ids, GArray *kept, double *total,
                           GArray *reasons, const char **blocked, char **why)
{
  const char *feature = vd_hex_ruleset_lookup_word (m->module, "movement.bridge.feature");
  const char *reading = vd_hex_ruleset_lookup_word (m->module, "movement.bridge.reading");
  const VdYamlNode *crosses = vd_hex_ruleset_lookup (m->module, "movement.bridge.crosses");
  const char *chosen;

  if (feature == NULL || reading == NULL ||
      !g_ptr_array_find_with_equal_func (ids, feature, g_str_equal, NULL))
    return STEP_OK;
  chosen = vd_hex_ruleset_choice (m->module, reading);
  if (chosen == NULL)
    {
      *blocked = vd_hex_ruleset_lookup_word (m->module, "movement.bridge.rule");
      /* Translators: "how a bridge's cost counts: reading lba-i-bridge not chosen". */
      *why = g_strdup_printf (_("how a bridge's cost counts: reading %s not chosen"), reading);
      return STEP_UNKNOWN;
    }
  if (g_strcmp0 (chosen, vd_hex_ruleset_lookup_word (m->module, "movement.bridge.added")) == 0)
    return STEP_OK;
  for (guint i = 0; i < ids->len; i++)
    if (vd_hex_ruleset_node_has (crosses, ids->pdata[i]))
      g_array_index (kept, gboolean, i) = FALSE;
  if (g_strcmp0 (chosen, vd_hex_ruleset_lookup_word (m->module, "movement.bridge.whole")) == 0)
    {
      *total = 0;
      g_array_set_size (reasons, 0);
    }
  return STEP_OK;
}
