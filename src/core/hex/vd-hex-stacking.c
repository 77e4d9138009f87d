#include "vd-hex-stacking.h"

#include <glib/gi18n-lib.h>

void
vd_hex_stack_free (VdHexStack *stack)
{
  if (stack == NULL)
    return;
  g_free (stack->why);
  g_free (stack);
}

static gboolean
exempt (const VdHexRuleset *module, const char *unit_class)
{
  return vd_hex_ruleset_list_has (module, "stacking.exempt_classes", unit_class);
}

/* The rule the module cites for its stacking limit: `stacking.rule`, else the per-hex rule
 * (BN's `per_hex.rule`), else the first of `stacking.rules`. */
static const char *
stacking_rule (const VdHexRuleset *module)
{
  const char * const paths[] = { "stacking.rule", "stacking.per_hex.rule" };
  const VdYamlNode *rules;

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      const VdYamlNode *node = vd_hex_ruleset_lookup (module, paths[i]);

      if (node != NULL && node->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (node))
        return node->value;
    }
  rules = vd_hex_ruleset_lookup (module, "stacking.rules");
  if (rules != NULL && rules->kind == VD_YAML_SEQUENCE && rules->n_children > 0)
    return rules->children[0]->value;
  return NULL;
}

VdHexStack *
vd_hex_stacking_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                    const char *unit_id)
{
  VdHexStack *stack = g_new0 (VdHexStack, 1);
  const VdYamlNode *max = vd_hex_ruleset_lookup (module, "stacking.max_units");
  const VdBoardUnit *mover = unit_id != NULL ? vd_board_find_unit (board, unit_id) : NULL;
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);
  g_autoptr(GHashTable) by_side = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *label = vd_board_format_hex (board, hex);
  guint64 limit;

  stack->rule = stacking_rule (module);
  if (max == NULL || max->kind != VD_YAML_SCALAR || vd_yaml_node_is_null (max) ||
      !g_ascii_string_to_unsigned (max->value, 10, 0, G_MAXUINT, &limit, NULL))
    {
      stack->verdict = VD_HEX_STACK_UNKNOWN;
      /* Translators: a game whose stacking is not a count of units (BN's firepower, LBA's
       * increments by terrain). */
      stack->why = g_strdup_printf (_("%s: this game's stacking is not a count of units, and "
                                      "Vedette does not weigh it yet"), label);
      return stack;
    }
  stack->limit = (guint) limit;
  /* Each side's own count: the moving unit's, or the fullest. */
  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (!exempt (module, unit->unit_class) && (mover == NULL || unit != mover))
        g_hash_table_insert (by_side, unit->side,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (by_side,
                                                                                    unit->side)) + 1));
    }
  if (mover != NULL)
    stack->counted = GPOINTER_TO_UINT (g_hash_table_lookup (by_side, mover->side)) +
                     !exempt (module, mover->unit_class);
  else
    {
      GHashTableIter iter;
      gpointer count;

      g_hash_table_iter_init (&iter, by_side);
      while (g_hash_table_iter_next (&iter, NULL, &count))
        stack->counted = MAX (stack->counted, GPOINTER_TO_UINT (count));
    }
  if (stack->counted <= stack->limit)
    {
      stack->verdict = VD_HEX_STACK_WITHIN;
      return stack;
    }
  stack->verdict = VD_HEX_STACK_OVER;
  /* Translators: "0506 would hold 2 units, 1 at most". */
  stack->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s would hold %u units, %u at most",
                                             "%s would hold %u units, %u at most", stack->limit),
                                label, stack->counted, stack->limit);
  return stack;
}
