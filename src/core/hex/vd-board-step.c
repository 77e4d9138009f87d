#include "vd-board-step.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"

const char *
vd_board_step_word (const VdHexRuleset *module, const char *unit_class)
{
  if (module == NULL || unit_class == NULL ||
      !vd_hex_ruleset_list_has (module, "special.roster.steps.classes", unit_class))
    return NULL;
  return vd_hex_ruleset_lookup_word (module, "special.roster.steps.step");
}

gboolean
vd_board_step_reduced (const VdBoardUnit *unit)
{
  return unit != NULL && unit->step != NULL;
}

gboolean
vd_board_step_check (const VdHexRuleset *module, const char *unit_class, const char *step,
                     GError **error)
{
  const char *word = vd_board_step_word (module, unit_class);

  if (step == NULL || module == NULL || g_strcmp0 (step, word) == 0)
    return TRUE;
  if (word == NULL)
    /* Translators: "a counter of class infantry has no steps in the game module bn (11.5c)". */
    g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                 _("a counter of class %s has no steps in the game module %s (%s)"), unit_class,
                 module->id, vd_hex_ruleset_lookup_word (module, "special.roster.steps.rule"));
  else
    /* Translators: "step “half”: a skirmisher's only step is “reduced” (11.5c)". */
    g_set_error (error, VD_ERROR, VD_ERROR_INVALID,
                 _("step “%s”: a counter of class %s has only the step “%s” (%s)"), step,
                 unit_class, word,
                 vd_hex_ruleset_lookup_word (module, "special.roster.steps.rule"));
  return FALSE;
}

gboolean
vd_board_step_is_legacy_state (const VdHexRuleset *module, const char *unit_class,
                               const char *state)
{
  const char *word = vd_board_step_word (module, unit_class);

  return word != NULL && g_strcmp0 (state, word) == 0;
}
