/* LBA's counter marks: the troop type a board's `mark:` gives a counter (special.troop_marks). */
#include "vd-hex-lba-marks.h"

#define MARKS "special.troop_marks"

const VdYamlNode *
vd_hex_lba_troop_mark (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  if (unit == NULL || unit->mark == NULL || marks == NULL || marks->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < marks->n_children; i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], "mark")),
                   unit->mark) == 0)
      return marks->children[i + 1];
  return NULL;
}

const char *
vd_hex_lba_marked_row (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                       GPtrArray *rows)
{
  const VdYamlNode *entry = vd_hex_lba_troop_mark (module, unit);
  const VdYamlNode *listed = entry != NULL ? vd_yaml_lookup (entry, key) : NULL;

  for (guint i = 0; listed != NULL && i < rows->len; i++)
    if (vd_hex_ruleset_node_has (listed, rows->pdata[i]))
      return rows->pdata[i];
  return NULL;
}

const char *
vd_hex_lba_mark_word (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key)
{
  const VdYamlNode *entry = vd_hex_lba_troop_mark (module, unit);

  return entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, key)) : NULL;
}

gboolean
vd_hex_lba_is_sixth (const VdHexRuleset *module, const VdBoardUnit *unit)
{
  return g_strcmp0 (vd_hex_lba_mark_word (module, unit, "sixth_battalion"), "true") == 0;
}

gboolean
vd_hex_lba_some_mark_says (const VdHexRuleset *module, const char *key, const char *word)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  for (guint i = 0; marks != NULL && marks->kind == VD_YAML_MAPPING && i + 1 < marks->n_children;
       i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], key)), word) == 0)
      return TRUE;
  return FALSE;
}
