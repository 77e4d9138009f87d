#include "vd-board-side.h"

static const VdYamlNode *
policy (const VdHexRuleset *module)
{
  return module != NULL ? vd_hex_ruleset_lookup (module, "special.hidden_information") : NULL;
}

VdBoardStrengthView
vd_board_enemy_strength (const VdBoard *board, const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *option, *strength;

  if (rule == NULL || (strength = vd_yaml_lookup (rule, "enemy_strength")) == NULL ||
      strength->value == NULL)
    return VD_BOARD_STRENGTH_SHOWN;
  /* An optional rule hides nothing unless the players chose it. */
  option = vd_yaml_lookup (rule, "option");
  if (option != NULL && option->value != NULL &&
      (board->options == NULL ||
       !g_strv_contains ((const char * const *) board->options, option->value)))
    return VD_BOARD_STRENGTH_SHOWN;
  if (g_str_equal (strength->value, "hidden"))
    return VD_BOARD_STRENGTH_HIDDEN;
  if (g_str_equal (strength->value, "as-printed"))
    return VD_BOARD_STRENGTH_AS_PRINTED;
  return VD_BOARD_STRENGTH_SHOWN;
}

const char *
vd_board_hidden_rule (const VdHexRuleset *module)
{
  const VdYamlNode *rule = policy (module);
  const VdYamlNode *id = rule != NULL ? vd_yaml_lookup (rule, "rule") : NULL;

  return id != NULL ? id->value : NULL;
}

VdBoard *
vd_board_side_view (const VdBoard *board, const VdBoard *setup, const VdHexRuleset *module,
                    const char *side)
{
  VdBoard *view = vd_board_copy_without_journal (board);
  VdBoardStrengthView strength = vd_board_enemy_strength (board, module);

  if (side == NULL || strength == VD_BOARD_STRENGTH_SHOWN)
    return view;
  for (guint i = 0; i < view->units->len; i++)
    {
      VdBoardUnit *unit = g_ptr_array_index (view->units, i);
      const VdBoardUnit *printed;

      if (g_strcmp0 (unit->side, side) == 0)
        continue;
      g_clear_pointer (&unit->strength, g_free);
      if (strength == VD_BOARD_STRENGTH_HIDDEN)
        unit->strength_hidden = TRUE;
      else if ((printed = setup != NULL ? vd_board_find_unit (setup, unit->id) : NULL) != NULL)
        unit->strength = g_strdup (printed->strength);
      else
        /* A counter set up in play: its printed strength is its first. */
        unit->strength_hidden = TRUE;
    }
  return view;
}

gboolean
vd_board_side_sees_event (const VdBoardEvent *event, const VdBoard *board,
                          const VdHexRuleset *module, const char *side)
{
  const VdBoardUnit *unit;

  if (side == NULL || event->kind != VD_BOARD_EVENT_STRENGTH ||
      vd_board_enemy_strength (board, module) == VD_BOARD_STRENGTH_SHOWN)
    return TRUE;
  unit = vd_board_find_unit (board, event->unit_id);
  return unit != NULL && g_strcmp0 (unit->side, side) == 0;
}
