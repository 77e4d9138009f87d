/* What BN's order sheet means for a move (10.0c, 10.1h, 10.5b): an HQ pinned or free, a unit
 * free of its usual radius. */
#include "vd-hex-orders-bn-move.h"

#include <glib/gi18n-lib.h>

#include "vd-hex-odds.h"

/* 10.0c: an army HQ, one another HQ names as its commander. */
static gboolean
commands_hq (const VdBoard *board, const VdBoardUnit *unit, const char *hq)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *other = board->units->pdata[i];

      if (g_strcmp0 (other->army, unit->id) == 0 && g_strcmp0 (other->unit_class, hq) == 0)
        return TRUE;
    }
  return FALSE;
}

/* 10.1h: a corps HQ without an order in force is pinned; an army HQ moves at will (10.0c). */
gboolean
vd_hex_orders_hq_held (const VdHexOrderSheet *sheet, const VdBoard *board,
                       const VdHexRuleset *module, const char *unit_id, GPtrArray *reasons)
{
  const char *hq = vd_hex_ruleset_lookup_word (module, "special.command.no_order.hq_class");
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);

  if (hq == NULL || unit == NULL || g_strcmp0 (unit->unit_class, hq) != 0)
    return FALSE;
  if (commands_hq (board, unit, hq))
    {
      vd_hex_odds_add_reason (reasons, vd_hex_ruleset_lookup_word (module, "special.command."
                                                                   "no_order.army_rule"),
                              unit->id, g_strdup (_("an army HQ: it moves at will")));
      return FALSE;
    }
  return vd_hex_orders_hq_pinned (sheet, module, unit->id, board->turn, reasons);
}

GPtrArray *
vd_hex_orders_move_ask (const VdBoard *setup, guint n_applied, const VdBoard *board,
                        const VdHexRuleset *module, const char *unit_id, VdHexMoveAsk *ask)
{
  g_autoptr(VdHexOrderSheet) sheet = vd_hex_order_sheet (setup, n_applied);
  GPtrArray *reasons = vd_hex_odds_reasons_new ();

  /* 10.1h: its last reason says why it is pinned. */
  if (vd_hex_orders_hq_held (sheet, board, module, unit_id, reasons))
    {
      const VdHexOddsReason *pin = reasons->pdata[reasons->len - 1];

      ask->pinned = pin->rule;
      ask->pinned_why = pin->what;
    }
  /* 10.5b: a divisional order on the sheet frees it of its usual radius. */
  if (vd_hex_orders_divisional (sheet, board, module, unit_id, reasons) != NULL)
    ask->free_of_radius = vd_hex_ruleset_lookup_word (module, "special.command.divisional.rule");
  return reasons;
}
