/* The board panel's orders group: a BN officer's lines of the order sheet, read only. */
#include "vd-board-orders.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-battle.h"
#include "vd-hex-orders-bn.h"

struct _VdBoardOrders
{
  VdBoardGroup g;
};

VdBoardOrders *
vd_board_orders_new (void)
{
  VdBoardOrders *orders = g_new0 (VdBoardOrders, 1);

  vd_board_group_init (&orders->g, _("Orders"), NULL, NULL);
  return orders;
}

void
vd_board_orders_free (VdBoardOrders *orders)
{
  if (orders == NULL)
    return;
  vd_board_group_clear (&orders->g);
  g_free (orders);
}

GtkWidget *
vd_board_orders_get_widget (VdBoardOrders *orders)
{
  return GTK_WIDGET (orders->g.group);
}

/* ORDER's row: its line, type and method; who to whom, when, and its state. */
static void
add_order_row (VdBoardOrders *orders, const VdHexRuleset *module, const VdHexOrder *order,
               int turn)
{
  g_autofree char *state = vd_hex_order_state_text (order);
  g_autofree char *due = vd_hex_order_due (order, turn);
  /* Translators: an order sheet's line: "Line 2: attack, written". */
  g_autofree char *title = g_strdup_printf (_("Line %u: %s, %s"), order->line,
                                            vd_hex_order_word (module, order->type),
                                            vd_hex_order_word (module, order->method));
  g_autofree char *help = NULL;

  if (order->state == VD_HEX_ORDER_ON_THE_WAY && order->arrives > 0)
    /* Translators: "napoleon to ney, sent in turn 1: on the way, arriving in turn 3 (10.1e)". */
    help = g_strdup_printf (_("%s to %s, sent in turn %d: %s, arriving in turn %d"),
                            order->sender, order->receiver, order->sent_turn, state,
                            order->arrives);
  else
    /* Translators: "napoleon to ney, sent in turn 1: accepted". */
    help = g_strdup_printf (_("%s to %s, sent in turn %d: %s"), order->sender, order->receiver,
                            order->sent_turn, state);
  if (order->rule != NULL)
    {
      g_autofree char *with = g_strdup_printf ("%s (%s)", help, order->rule);

      g_free (help);
      help = g_steal_pointer (&with);
    }
  /* What this command phase owes it, said without the command line's options. */
  if (due != NULL)
    {
      g_autofree char *with = g_strdup_printf (_("%s; due: a roll this command phase"), help);

      g_free (help);
      help = g_steal_pointer (&with);
    }
  vd_board_group_add_row (&orders->g, title, help);
}

void
vd_board_orders_show (VdBoardOrders *orders, VdBoardDocument *document, gboolean has_hex,
                      VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  VdBattle *battle = document != NULL ? vd_board_document_get_battle (document) : NULL;
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  const VdBoardUnit *unit;

  vd_board_group_empty (&orders->g);
  if (board == NULL || vd_hex_ruleset_lookup (module, "special.command.orders") == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* 9.0: orders are secret from the other side. */
  if (unit == NULL || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  sheet = vd_hex_order_sheet (vd_battle_get_setup (battle), vd_battle_get_n_applied (battle));
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->sender, unit->id) == 0 || g_strcmp0 (order->receiver, unit->id) == 0)
        add_order_row (orders, module, order, board->turn);
    }
  gtk_widget_set_visible (GTK_WIDGET (orders->g.group), orders->g.rows->len > 0);
}
