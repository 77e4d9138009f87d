/* BN's blown cavalry recovering in its rally phase (24.2c). */
#include "vd-hex-cavalry-recovery.h"

#include <glib/gi18n-lib.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"

#define RECOVERY "combat.charge.recovery."

void
vd_hex_cavalry_recovery_free (VdHexCavalryRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->why);
  g_free (recovery->rule);
  g_free (recovery->chart);
  g_clear_pointer (&recovery->reasons, g_ptr_array_unref);
  g_free (recovery);
}

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, RECOVERY, key);
}

gboolean
vd_hex_cavalry_recovery_applies (const VdBoard *board, const VdHexRuleset *module,
                                 const char *unit_id)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  return unit != NULL && word (module, "class") != NULL &&
         g_strcmp0 (unit->unit_class, word (module, "class")) == 0;
}

static gboolean
refuse (VdHexCavalryRecovery *recovery, char *why)
{
  recovery->may = FALSE;
  recovery->why = why;
  return FALSE;
}

VdHexCavalryRecovery *
vd_hex_cavalry_recovery (const VdBoard *board, const VdHexRuleset *module, const char *unit_id,
                         GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const char *blown = word (module, "formation");
  const char *level = unit != NULL && unit->state != NULL ? unit->state : word (module, "level_default");
  const VdHexName *phase = board->phase != NULL ? vd_hex_ruleset_find_phase (module, board->phase)
                                                : NULL;
  g_autoptr(VdHexCavalryRecovery) recovery = NULL;
  g_autofree char *chart_path = NULL;

  if (word (module, "class") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no recovery of blown cavalry"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_NOT_FOUND, _("no unit “%s” on the map"), unit_id);
      return NULL;
    }
  if (!vd_hex_cavalry_recovery_applies (board, module, unit_id))
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   /* Translators: "inf is not cavalry: only blown cavalry recovers (24.2c)". */
                   _("%s is not %s: only blown %s recovers (%s)"), unit->id,
                   word (module, "class"), word (module, "class"), word (module, "rule"));
      return NULL;
    }
  recovery = g_new0 (VdHexCavalryRecovery, 1);
  recovery->rule = g_strdup (word (module, "rule"));
  recovery->reasons = vd_hex_odds_reasons_new ();
  chart_path = g_strdup_printf ("charts.%s.name", word (module, "chart"));
  recovery->chart = g_strdup (vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, chart_path)));
  recovery->may = TRUE;
  if (g_strcmp0 (unit->formation, blown) != 0)
    refuse (recovery, g_strdup_printf (_("%s is not blown"), unit->id));
  else if (!vd_hex_ruleset_list_has (module, RECOVERY "levels", level))
    /* Translators: "h1 is shaken: only cavalry at Normal or Blood Lust recovers". */
    refuse (recovery, g_strdup_printf (_("%s is %s: only cavalry at Normal or better recovers"),
                                       unit->id, level != NULL ? level : "?"));
  else if (board->phase == NULL || phase == NULL ||
           !vd_hex_ruleset_list_has (module, RECOVERY "phases", board->phase))
    refuse (recovery, g_strdup (_("cavalry recovers only in the rally phase")));
  else if (g_strcmp0 (phase->side, unit->side) != 0)
    /* Translators: "h1 is not the active player's: only his cavalry recovers in his rally". */
    refuse (recovery, g_strdup_printf (_("%s is not the active player's: only his cavalry "
                                         "recovers in his rally phase"), unit->id));
  if (recovery->may)
    {
      vd_hex_odds_add_reason (recovery->reasons, recovery->rule, unit->id,
                              /* Translators: "blown, at normal, in its own rally phase". */
                              g_strdup_printf (_("blown, at %s, in its own rally phase"), level));
    }
  return g_steal_pointer (&recovery);
}

VdBoardEvent *
vd_hex_cavalry_recovery_event (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);

  event->unit_id = g_strdup (unit_id);
  event->hex = vd_hex_grid_format (board->grid, unit->hex);
  event->formation = g_strdup (word (module, "to_formation"));
  /* Translators: the journal's note: "recovered from blown (24.2c)". */
  event->note = g_strdup_printf (_("recovered from blown (%s)"), word (module, "rule"));
  return event;
}
