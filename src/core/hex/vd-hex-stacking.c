/* Stacking: the public API, the count of units (NaA, 1914) and the helpers BN and LBA share. */
#include "vd-hex-stacking-private.h"
#include "vd-hex-lba-units.h"
#include "vd-hex-vineyard-lba.h"

#include <glib/gi18n-lib.h>

void
vd_hex_stack_free (VdHexStack *stack)
{
  if (stack == NULL)
    return;
  g_free (stack->why);
  g_clear_pointer (&stack->left_out, g_ptr_array_unref);
  g_free (stack);
}

void
vd_hex_stacking_verdict_note (Verdict *v, Fit fit, const char *rule, char *why)
{
  if (fit > v->fit)
    {
      g_free (v->why);
      v->fit = fit;
      v->rule = rule;
      v->why = why;
      return;
    }
  if (v->rule == NULL && fit == v->fit)
    v->rule = rule;
  g_free (why);
}

void
vd_hex_stacking_verdict_merge (Verdict *v, Verdict *other)
{
  vd_hex_stacking_verdict_note (v, other->fit, other->rule, g_steal_pointer (&other->why));
}

gboolean
vd_hex_stacking_printed_number (const char *text, guint *value)
{
  guint64 parsed;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &parsed, NULL))
    return FALSE;
  *value = (guint) parsed;
  return TRUE;
}

char *
vd_hex_stacking_reading_unread (const char *label, const char *reading)
{
  /* Translators: "0303: the answer depends on reading bn-i-reduced-skirmishers, not chosen
   * yet" (an interpretation of an ambiguous rule, chosen in the chart editor's Readings). */
  return g_strdup_printf (_("%s: the answer depends on reading %s, not chosen yet"), label,
                          reading);
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

/* NaA B13, 1914-MOV-2: a count of units a side may have in a hex. */
static void
count_units (VdHexStack *stack, GPtrArray *units, const VdBoardUnit *mover, const char *label,
             const VdHexRuleset *module, guint limit)
{
  g_autoptr(GHashTable) by_side = g_hash_table_new (g_str_hash, g_str_equal);

  stack->model = VD_HEX_STACK_BY_UNITS;
  stack->limit = limit;
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
      return;
    }
  stack->verdict = VD_HEX_STACK_OVER;
  /* Translators: "0506 would hold 2 units, 1 at most". */
  stack->why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s would hold %u units, %u at most",
                                             "%s would hold %u units, %u at most", stack->limit),
                                label, stack->counted, stack->limit);
}

/* SIDE's counters in UNITS that count, MOVER (of that side) with them. */
static GPtrArray *
side_units (const VdHexRuleset *module, GPtrArray *units, const VdBoardUnit *mover,
            const char *side)
{
  GPtrArray *counted = g_ptr_array_new ();

  for (guint i = 0; i < units->len; i++)
    {
      const VdBoardUnit *unit = units->pdata[i];

      if (unit != mover && g_strcmp0 (unit->side, side) == 0 &&
          !vd_hex_ruleset_list_has (module, "stacking.not_counted", unit->unit_class))
        g_ptr_array_add (counted, (gpointer) unit);
    }
  if (mover != NULL && !vd_hex_ruleset_list_has (module, "stacking.not_counted",
                                                 mover->unit_class))
    g_ptr_array_add (counted, (gpointer) mover);
  return counted;
}

/* BN 26.1, 10.0c, 6.3: each counter of SIDES and each marker in HEX that the count leaves out
 * (`stacking.not_counted`), under the rule `stacking.not_counted_rules` gives its kind. */
static void
note_left_out (VdHexStack *stack, const VdBoard *board, const VdHexRuleset *module, VdHex hex,
               GPtrArray *units, const VdBoardUnit *mover, GPtrArray *sides)
{
  const VdYamlNode *markers_rule = vd_hex_ruleset_lookup (module,
                                                         "stacking.not_counted_rules.markers");

  for (guint i = 0; i <= units->len; i++)
    {
      const VdBoardUnit *unit = i < units->len ? units->pdata[i] : mover;
      g_autofree char *path = NULL;
      const VdYamlNode *rule;

      if (unit == NULL || (i == units->len && g_ptr_array_find (units, mover, NULL)) ||
          !g_ptr_array_find_with_equal_func (sides, unit->side, g_str_equal, NULL) ||
          !vd_hex_ruleset_list_has (module, "stacking.not_counted", unit->unit_class))
        continue;
      path = g_strconcat ("stacking.not_counted_rules.", unit->unit_class, NULL);
      rule = vd_hex_ruleset_lookup (module, path);
      if (rule == NULL || rule->kind != VD_YAML_SCALAR)
        continue;
      /* Translators: a stacking answer's reason, "officer: not counted for stacking" (the
       * unit's class). */
      vd_hex_odds_add_reason (stack->left_out, rule->value, unit->id,
                              g_strdup_printf (_("%s: not counted for stacking"),
                                               unit->unit_class));
    }
  if (markers_rule == NULL || markers_rule->kind != VD_YAML_SCALAR ||
      !vd_hex_ruleset_list_has (module, "stacking.not_counted", "markers"))
    return;
  for (guint i = 0; i < board->markers->len; i++)
    {
      const VdBoardMarker *marker = board->markers->pdata[i];

      if (!marker->on_hexside && vd_hex_equal (marker->hex, hex))
        /* Translators: a stacking answer's reason, for a marker in the hex. */
        vd_hex_odds_add_reason (stack->left_out, markers_rule->value, marker->type,
                                g_strdup (_("marker: not counted for stacking")));
    }
}

VdHexStack *
vd_hex_stacking_at (const VdBoard *board, const VdHexRuleset *module, VdHex hex,
                    const char *unit_id)
{
  VdHexStack *stack = g_new0 (VdHexStack, 1);
  const VdYamlNode *max = vd_hex_ruleset_lookup (module, "stacking.max_units");
  const VdBoardUnit *mover = unit_id != NULL ? vd_board_find_unit (board, unit_id) : NULL;
  g_autoptr(GPtrArray) units = vd_board_units_at (board, hex);
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) sides = g_ptr_array_new ();
  g_autofree char *label = vd_board_format_hex (board, hex);
  void (*weigh) (const Stack *s, Verdict *v) = NULL;
  Verdict worst = { FIT_WITHIN, NULL, NULL };
  guint64 limit;

  stack->left_out = vd_hex_odds_reasons_new ();
  stack->rule = stacking_rule (module);
  if (max != NULL && max->kind == VD_YAML_SCALAR && !vd_yaml_node_is_null (max) &&
      g_ascii_string_to_unsigned (max->value, 10, 0, G_MAXUINT, &limit, NULL))
    {
      count_units (stack, units, mover, label, module, (guint) limit);
      return stack;
    }
  if (vd_hex_ruleset_lookup (module, "stacking.per_hex") != NULL &&
      vd_hex_ruleset_lookup (module, "stacking.counts") != NULL)
    {
      stack->model = VD_HEX_STACK_BY_WEIGHT;
      weigh = vd_hex_stacking_bn_12_1_weigh;
    }
  else if (vd_hex_ruleset_lookup (module, "stacking.by_terrain") != NULL)
    {
      stack->model = VD_HEX_STACK_BY_TERRAIN;
      weigh = vd_hex_stacking_lba_weigh;
      /* LBA-DRAG-1: an Sk regiment counts its share in both hexes of its hexside. */
      vd_hex_lba_sk_in_hex (board, module, hex, mover, units, owned);
      /* LBA-VIN-3: a battalion spread into the hex stands in it too. */
      vd_hex_vineyard_spread_in_hex (board, module, hex, mover, units, owned);
    }
  else
    {
      stack->verdict = VD_HEX_STACK_UNKNOWN;
      /* Translators: a game whose stacking is neither a count of units nor limits Vedette
       * weighs. */
      stack->why = g_strdup_printf (_("%s: this game's stacking is not a count of units, and "
                                      "Vedette does not weigh it yet"), label);
      return stack;
    }
  /* The moving unit's side, or each side in the hex. */
  if (mover != NULL)
    g_ptr_array_add (sides, mover->side);
  for (guint i = 0; mover == NULL && i < units->len; i++)
    {
      const char *side = ((VdBoardUnit *) units->pdata[i])->side;

      if (!g_ptr_array_find_with_equal_func (sides, side, g_str_equal, NULL))
        g_ptr_array_add (sides, (gpointer) side);
    }
  note_left_out (stack, board, module, hex, units, mover, sides);
  for (guint i = 0; i < sides->len; i++)
    {
      g_autoptr(GPtrArray) counted = side_units (module, units, mover, sides->pdata[i]);
      Stack s = { board, module, hex, label, sides->pdata[i], counted };
      Verdict v = { FIT_WITHIN, NULL, NULL };

      if (counted->len > 0)
        weigh (&s, &v);
      vd_hex_stacking_verdict_merge (&worst, &v);
    }
  stack->verdict = worst.fit == FIT_OVER ? VD_HEX_STACK_OVER
                   : worst.fit == FIT_UNKNOWN ? VD_HEX_STACK_UNKNOWN : VD_HEX_STACK_WITHIN;
  if (worst.rule != NULL)
    stack->rule = worst.rule;
  stack->why = g_steal_pointer (&worst.why);
  return stack;
}
