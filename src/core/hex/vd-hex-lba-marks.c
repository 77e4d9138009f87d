/* LBA's counter marks: the troop types a board's `mark:` or `marks:` gives a counter
 * (special.troop_marks). */
#include "vd-hex-lba-marks.h"

#define MARKS "special.troop_marks"

const VdYamlNode *
vd_hex_lba_mark_entry (const VdHexRuleset *module, const char *mark)
{
  const VdYamlNode *marks = vd_hex_ruleset_lookup (module, MARKS);

  if (mark == NULL || marks == NULL || marks->kind != VD_YAML_MAPPING)
    return NULL;
  for (guint i = 0; i + 1 < marks->n_children; i += 2)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (marks->children[i + 1], "mark")),
                   mark) == 0)
      return marks->children[i + 1];
  return NULL;
}

const VdYamlNode *
vd_hex_lba_troop_mark (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                       const char **mark)
{
  for (guint i = 0; unit != NULL && unit->marks != NULL && unit->marks[i] != NULL; i++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[i]);

      if (entry != NULL && (key == NULL || vd_yaml_lookup (entry, key) != NULL))
        {
          if (mark != NULL)
            *mark = unit->marks[i];
          return entry;
        }
    }
  return NULL;
}

const char *
vd_hex_lba_marked_row (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                       GPtrArray *rows, const char **mark)
{
  for (guint m = 0; unit != NULL && unit->marks != NULL && unit->marks[m] != NULL; m++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[m]);
      const VdYamlNode *listed = entry != NULL ? vd_yaml_lookup (entry, key) : NULL;

      for (guint i = 0; listed != NULL && i < rows->len; i++)
        if (vd_hex_ruleset_node_has (listed, rows->pdata[i]))
          {
            if (mark != NULL)
              *mark = unit->marks[m];
            return rows->pdata[i];
          }
    }
  return NULL;
}

const char *
vd_hex_lba_mark_listing (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                         const char *row)
{
  for (guint m = 0; unit != NULL && unit->marks != NULL && unit->marks[m] != NULL; m++)
    {
      const VdYamlNode *entry = vd_hex_lba_mark_entry (module, unit->marks[m]);
      const VdYamlNode *listed = entry != NULL ? vd_yaml_lookup (entry, key) : NULL;

      /* A key holds a list (fire_rows) or one word (charge_row). */
      if (vd_hex_ruleset_node_has (listed, row) ||
          (listed != NULL && listed->kind == VD_YAML_SCALAR && g_strcmp0 (listed->value, row) == 0))
        return unit->marks[m];
    }
  return NULL;
}

const char *
vd_hex_lba_mark_word (const VdHexRuleset *module, const VdBoardUnit *unit, const char *key,
                      const char **mark)
{
  const VdYamlNode *entry = vd_hex_lba_troop_mark (module, unit, key, mark);

  return entry != NULL ? vd_hex_ruleset_word (vd_yaml_lookup (entry, key)) : NULL;
}

gboolean
vd_hex_lba_is_sixth (const VdHexRuleset *module, const VdBoardUnit *unit, const char **mark)
{
  return g_strcmp0 (vd_hex_lba_mark_word (module, unit, "sixth_battalion", mark), "true") == 0;
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
