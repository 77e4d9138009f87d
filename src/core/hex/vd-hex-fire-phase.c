/* When a fire may be recorded (BN 20.0, 8.2): the fire phases, and the movement phases for a
 * melee's, a charge's or an opportunity fire. */
#include "vd-hex-fire-phase.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

#define WHEN "combat.fire.when."

gboolean
vd_hex_fire_phase_check (const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardEvent *event, GError **error)
{
  const VdHexName *phase;
  const char *rule, *phases_rule;

  if (event->kind != VD_BOARD_EVENT_COMBAT || !event->fire || module == NULL ||
      board->phase == NULL || (rule = vd_hex_ruleset_lookup_word (module, WHEN "rule")) == NULL)
    return TRUE;
  /* 20.0: the fire phase's fire, or a movement phase's melee, charge or opportunity fire. */
  if (vd_hex_ruleset_list_has (module, WHEN "fire_phases", board->phase))
    return TRUE;
  phase = vd_hex_ruleset_find_phase (module, board->phase);
  if (vd_hex_ruleset_list_has (module, WHEN "movement_phases", board->phase))
    {
      if (event->opportunity || event->melee)
        return TRUE;
      /* Translators: BN 20.0, "a fire at range in First player: movement phase: a movement
       * phase's fire comes only within a melee or a charge (say so) or as opportunity fire
       * (20.0)". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a fire at range in %s: a movement phase's fire comes only within a melee "
                     "or a charge (say so) or as opportunity fire (%s)"),
                   phase != NULL ? vd_text_get (&phase->name) : board->phase, rule);
      return FALSE;
    }
  phases_rule = vd_hex_ruleset_lookup_word (module, WHEN "phases_rule");
  /* Translators: BN 20.0, "no fire in First player: rally phase: fire belongs to the fire
   * phases (8.2), and to a movement phase only within a melee, a charge or as opportunity fire
   * (20.0)". */
  g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
               _("no fire in %s: fire belongs to the fire phases (%s), and to a movement phase "
                 "only within a melee, a charge or as opportunity fire (%s)"),
               phase != NULL ? vd_text_get (&phase->name) : board->phase,
               phases_rule != NULL ? phases_rule : "?", rule);
  return FALSE;
}
