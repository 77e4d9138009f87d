#include "vd-orders.h"
#include "vd-orders-private.h"

#include <glib/gi18n-lib.h>

/* The turn's limits on orders (vd-turn-limits.h), and the referee's "allow anyway". */

gboolean
vd_orders_move_in_turn (const VdTable *table, const VdRuleset *ruleset, const VdTurnState *turn,
                        const char *unit_id, const VdPoint *points, guint n_points,
                        gboolean forced, const char * const *together, gboolean override,
                        VdOrderAnswer *answer, GError **error)
{
  const VdTurnUnit *record = turn != NULL ? vd_turn_state_lookup (turn, unit_id) : NULL;
  const VdMoveEffect *forbidding;
  double share = record != NULL ? record->spent_share : 0;
  double paces = record != NULL ? record->spent_paces : 0;
  double left, allowance;

  if (!vd_orders_move_spent (table, ruleset, unit_id, points, n_points, forced, together, share,
                             paces, answer, error))
    return FALSE;
  forbidding = vd_move_answer_forbidding (&answer->move);
  if (answer->legal || forbidding == NULL || g_strcmp0 (forbidding->rule, VD_MOVE_TURN) != 0)
    return TRUE;
  allowance = answer->move.allowance;
  left = MAX (allowance - answer->move.spent, 0);
  if (!override)
    {
      g_autofree char *who = vd_order_answer_name (answer, table, ruleset, unit_id);

      /* Translators: the unit, paces left this turn, the allowance, both in paces:
       * "fr-1 has 40 paces left this turn of 120 (TURN)". */
      return vd_orders_refuse (answer, NULL, NULL, _("%s has %.0f paces left this turn of %.0f "
                                                     "(TURN)"), who, left, allowance);
    }
  /* Allowed anyway: measured as a first move of the turn, every other rule still applies. */
  if (!vd_orders_move_spent (table, ruleset, unit_id, points, n_points, forced, together, 0, 0,
                             answer, error))
    return FALSE;
  if (answer->legal)
    {
      answer->event->overridden = g_strdup (VD_MOVE_TURN);
      vd_orders_add_reason (answer, VD_MOVE_TURN, unit_id);
    }
  return TRUE;
}

/* The rule of the turn's limits that forbids EVENT, NULL when none does. */
static const char *
limit_of (const VdTurnState *turn, const VdRuleset *ruleset, const VdEvent *event)
{
  switch (event->kind)
    {
    case VD_EVENT_BOMBARD:
    case VD_EVENT_FIRE:
      return vd_turn_battery_limit (turn, ruleset, event->unit_id, event->kind);
    case VD_EVENT_DECLARE_FIRE:
    case VD_EVENT_DECLARE_CHARGE:
      return vd_turn_declaration_limit (turn, ruleset, event->unit_id, event->kind);
    default:
      return NULL;
    }
}

gboolean
vd_orders_limit_to_turn (const VdTurnState *turn, const VdRuleset *ruleset, gboolean override,
                         VdOrderAnswer *answer)
{
  const char *rule;
  g_autofree char *unit_id = NULL;
  g_autofree char *who = NULL;

  g_return_val_if_fail (turn != NULL && ruleset != NULL && answer != NULL, FALSE);
  if (!answer->legal || answer->event == NULL ||
      (rule = limit_of (turn, ruleset, answer->event)) == NULL)
    return TRUE;
  /* The refusal drops the event: its unit's id is kept apart. */
  unit_id = g_strdup (answer->event->unit_id);
  if (override)
    {
      answer->event->overridden = g_strdup (rule);
      vd_orders_add_reason (answer, rule, unit_id);
      return TRUE;
    }
  who = vd_order_answer_name (answer, vd_turn_state_get_table (turn), ruleset, unit_id);
  if (answer->event->kind == VD_EVENT_BOMBARD || answer->event->kind == VD_EVENT_FIRE)
    /* Translators: the battery, the rule: "fr-bat has already fired its guns this turn
     * (LOBS-3)". */
    return vd_orders_refuse (answer, rule, unit_id,
                             _("%s has already fired its guns this turn (%s)"), who, rule);
  /* Translators: the unit, the reading: "fr-1 may not both charge and fire in one turn
   * (mini-i-charge-and-fire)". */
  return vd_orders_refuse (answer, rule, unit_id,
                           _("%s may not both charge and fire in one turn (%s)"), who, rule);
}
