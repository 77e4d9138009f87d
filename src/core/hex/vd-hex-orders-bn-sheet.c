/* BN's order sheet (10.1d): the journal's `order` events replayed into its lines. */
#include "vd-hex-orders-bn-private.h"

#include <glib/gi18n-lib.h>

#include "vd-error.h"
#include "vd-hex-odds.h"

static void
order_free (gpointer data)
{
  VdHexOrder *order = data;

  g_free (order->sender);
  g_free (order->receiver);
  g_free (order->type);
  g_free (order->method);
  g_free (order->text);
  g_free (order->rule);
  g_free (order->why);
  g_free (order);
}

static void
try_free (gpointer data)
{
  VdHexInitiativeTry *try = data;

  g_free (try->officer);
  g_free (try->result);
  g_free (try);
}

void
vd_hex_order_sheet_free (VdHexOrderSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_ptr_array_unref (sheet->orders);
  g_ptr_array_unref (sheet->tries);
  g_free (sheet);
}

const VdHexOrder *
vd_hex_order_sheet_find (const VdHexOrderSheet *sheet, guint line)
{
  for (guint i = 0; i < sheet->orders->len; i++)
    if (((const VdHexOrder *) sheet->orders->pdata[i])->line == line)
      return sheet->orders->pdata[i];
  return NULL;
}

static void
set_state (VdHexOrder *order, VdHexOrderState state, int turn, const char *rule, char *why)
{
  order->state = state;
  order->state_turn = turn;
  g_free (order->rule);
  order->rule = g_strdup (rule);
  g_free (order->why);
  order->why = why;
}

/* 10.1f: a new order for RECEIVER arriving (accepted or delayed) cancels his delayed ones;
 * once accepted, it replaces those accepted before. EXCEPT: the new order's line. */
static void
supersede (VdHexOrderSheet *sheet, const char *receiver, guint except, gboolean accepted,
           int turn, const char *rule)
{
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      VdHexOrder *old = sheet->orders->pdata[i];

      if (old->line == except || g_strcmp0 (old->receiver, receiver) != 0)
        continue;
      if (old->state == VD_HEX_ORDER_DELAYED ||
          (accepted && old->state == VD_HEX_ORDER_ACCEPTED))
        /* Translators: BN 10.1f, "cancelled by order 3". */
        set_state (old, VD_HEX_ORDER_CANCELLED, turn, rule,
                   g_strdup_printf (_("cancelled by order %u"), except));
    }
}

/* 10.2a, 10.2g: OFFICER's accepted and delayed orders dropped. */
static void
drop_orders (VdHexOrderSheet *sheet, const char *officer, guint except, int turn,
             const char *rule, const char *why)
{
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      VdHexOrder *old = sheet->orders->pdata[i];

      if (old->line != except && g_strcmp0 (old->receiver, officer) == 0 &&
          (old->state == VD_HEX_ORDER_DELAYED || old->state == VD_HEX_ORDER_ACCEPTED))
        set_state (old, VD_HEX_ORDER_CANCELLED, turn, rule, g_strdup (why));
    }
}

int
vd_hex_orders_delay_of (const char *result)
{
  if (result != NULL && (result[0] == 'D' || result[0] == 'd') && result[1] >= '4' &&
      result[1] <= '6' && result[2] == '\0')
    return result[1] - '0';
  return 0;
}

static VdHexOrder *
order_of_event (const VdBoardEvent *event, gboolean preliminary, gboolean initiative)
{
  VdHexOrder *order = g_new0 (VdHexOrder, 1);

  order->line = (guint) event->order_line;
  order->sender = g_strdup (event->sender);
  order->receiver = g_strdup (event->receiver);
  order->type = g_strdup (event->order_type);
  order->method = g_strdup (event->order_method);
  order->text = g_strdup (event->order_text);
  order->sent_turn = event->turn;
  order->arrives = event->to_turn;
  order->cost = event->order_cost;
  order->preliminary = preliminary;
  order->initiative = initiative;
  return order;
}

/* One `order` event on SHEET: how it changes the lines (the rules the module gives). */
static void
sheet_apply (VdHexOrderSheet *sheet, const VdBoardEvent *event)
{
  const char *action = event->order_action;
  VdHexOrder *order = (VdHexOrder *) vd_hex_order_sheet_find (sheet, (guint) event->order_line);

  if (g_strcmp0 (action, "send") == 0 && order == NULL)
    {
      order = order_of_event (event, FALSE, FALSE);
      set_state (order, VD_HEX_ORDER_ON_THE_WAY, event->turn, "10.1e",
                 event->to_turn > 0
                   /* Translators: BN 10.1e, "arrives in turn 4". */
                   ? g_strdup_printf (_("arrives in turn %d"), event->to_turn)
                   : g_strdup (_("its arrival turn is not known")));
      g_ptr_array_add (sheet->orders, order);
    }
  else if (g_strcmp0 (action, "preliminary") == 0 && order == NULL)
    {
      order = order_of_event (event, TRUE, FALSE);
      set_state (order, VD_HEX_ORDER_ACCEPTED, event->turn, "10.1i",
                 g_strdup (_("a preliminary order, accepted before play")));
      g_ptr_array_add (sheet->orders, order);
    }
  else if (g_strcmp0 (action, "arrive") == 0 && order != NULL &&
           order->state == VD_HEX_ORDER_ON_THE_WAY && event->result != NULL)
    {
      int delay = vd_hex_orders_delay_of (event->result);

      if (delay > 0)
        {
          order->delay = delay;
          /* Translators: BN 10.1f, "column 3, roll 25: D5". */
          set_state (order, VD_HEX_ORDER_DELAYED, event->turn, "10.1f",
                     g_strdup_printf (_("column %s, roll %d: %s"),
                                      event->odds_column != NULL ? event->odds_column : "?",
                                      event->roll, event->result));
          supersede (sheet, order->receiver, order->line, FALSE, event->turn, "10.1f");
        }
      else if (g_ascii_strcasecmp (event->result, "Distorted") == 0)
        set_state (order, VD_HEX_ORDER_DISTORTED, event->turn, "10.1f",
                   g_strdup_printf (_("column %s, roll %d: %s"),
                                    event->odds_column != NULL ? event->odds_column : "?",
                                    event->roll, event->result));
      else
        {
          set_state (order, VD_HEX_ORDER_ACCEPTED, event->turn, "10.1f",
                     g_strdup_printf (_("column %s, roll %d: %s"),
                                      event->odds_column != NULL ? event->odds_column : "?",
                                      event->roll, event->result));
          supersede (sheet, order->receiver, order->line, TRUE, event->turn, "10.1f");
        }
    }
  else if (g_strcmp0 (action, "release") == 0 && order != NULL &&
           order->state == VD_HEX_ORDER_DELAYED && event->die >= order->delay)
    {
      /* Translators: BN 10.1f, "delay D5 ended on a 6". */
      set_state (order, VD_HEX_ORDER_ACCEPTED, event->turn, "10.1f",
                 g_strdup_printf (_("delay D%d ended on a %d"), order->delay, event->die));
      supersede (sheet, order->receiver, order->line, TRUE, event->turn, "10.1f");
    }
  else if (g_strcmp0 (action, "emergency") == 0 && order == NULL && event->receiver != NULL)
    {
      /* Translators: BN 10.4, why an order is cancelled: "lost in the emergency retreat of
       * turn 5". */
      g_autofree char *why = g_strdup_printf (_("lost in the emergency retreat of turn %d"),
                                              event->turn);

      drop_orders (sheet, event->receiver, 0, event->turn, "10.4", why);
      order = order_of_event (event, FALSE, FALSE);
      order->emergency = TRUE;
      /* Translators: BN 10.4, "emergency retreat: one turn's move to the rear, in turn 5;
       * without orders after it". */
      set_state (order, VD_HEX_ORDER_ACCEPTED, event->turn, "10.4",
                 g_strdup_printf (_("emergency retreat: one turn’s move to the rear, in turn "
                                    "%d; without orders after it"), event->turn));
      g_ptr_array_add (sheet->orders, order);
    }
  else if (g_strcmp0 (action, "drop") == 0 && order != NULL &&
           order->state == VD_HEX_ORDER_ACCEPTED)
    set_state (order, VD_HEX_ORDER_CANCELLED, event->turn, "10.5b",
               g_strdup (_("divisional order dropped within the corps radius: the corps’ "
                           "orders again")));
  else if (g_strcmp0 (action, "initiative") == 0 && event->sender != NULL)
    {
      VdHexInitiativeTry *try = g_new0 (VdHexInitiativeTry, 1);

      try->officer = g_strdup (event->sender);
      try->turn = event->turn;
      try->result = g_strdup (event->result);
      g_ptr_array_add (sheet->tries, try);
      if (g_strcmp0 (event->result, "initiative") == 0)
        {
          drop_orders (sheet, event->sender, 0, event->turn, "10.2a",
                       _("dropped: its receiver gained the initiative"));
          if (event->order_text != NULL &&
              vd_hex_order_sheet_find (sheet, (guint) event->order_line) == NULL)
            {
              order = order_of_event (event, FALSE, TRUE);
              g_free (order->receiver);
              order->receiver = g_strdup (event->sender);
              set_state (order, VD_HEX_ORDER_ACCEPTED, event->turn, "10.2f",
                         g_strdup (_("given by initiative, accepted at once")));
              g_ptr_array_add (sheet->orders, order);
            }
        }
      else if (g_strcmp0 (event->result, "flameout") == 0)
        drop_orders (sheet, event->sender, 0, event->turn, "10.2g",
                     _("cancelled by a flameout: the opponent orders a one-turn move"));
    }
}

VdHexOrderSheet *
vd_hex_order_sheet (const VdBoard *setup, guint n_events)
{
  VdHexOrderSheet *sheet = g_new0 (VdHexOrderSheet, 1);
  guint n = setup->journal != NULL ? MIN (n_events, setup->journal->len) : 0;

  sheet->orders = g_ptr_array_new_with_free_func (order_free);
  sheet->tries = g_ptr_array_new_with_free_func (try_free);
  for (guint i = 0; i < n; i++)
    {
      const VdBoardEvent *event = setup->journal->pdata[i];

      if (event->kind == VD_BOARD_EVENT_ORDER)
        sheet_apply (sheet, event);
    }
  return sheet;
}

char *
vd_hex_order_due (const VdHexOrder *order, int turn)
{
  if (order->state == VD_HEX_ORDER_ON_THE_WAY && order->arrives > 0 && order->arrives <= turn)
    /* Translators: BN 10.1f, "arrived in turn 4: roll its acceptance (--arrive 2)". */
    return g_strdup_printf (_("arrived in turn %d: roll its acceptance (--arrive %u)"),
                            order->arrives, order->line);
  if (order->state == VD_HEX_ORDER_DELAYED && order->state_turn < turn)
    /* Translators: BN 10.1f, "roll its delay D5 this command phase (--release 2)". */
    return g_strdup_printf (_("roll its delay D%d this command phase (--release %u)"),
                            order->delay, order->line);
  return NULL;
}

char *
vd_hex_order_state_text (const VdHexOrder *order)
{
  switch (order->state)
    {
    case VD_HEX_ORDER_ON_THE_WAY:
      return g_strdup (_("on the way"));
    case VD_HEX_ORDER_DELAYED:
      /* Translators: BN 10.1f, "delayed D5". */
      return g_strdup_printf (_("delayed D%d"), order->delay);
    case VD_HEX_ORDER_ACCEPTED:
      return g_strdup (_("accepted"));
    case VD_HEX_ORDER_CANCELLED:
      return g_strdup (_("cancelled"));
    case VD_HEX_ORDER_DISTORTED:
      return g_strdup (_("distorted"));
    default:
      break;
    }
  g_assert_not_reached ();
}

const char *
vd_hex_order_word (const VdHexRuleset *module, const char *word)
{
  return word != NULL ? vd_hex_ruleset_name_under (module, "special.command.orders.names.", word)
                      : "—";
}

gboolean
vd_hex_order_may_record (const VdHexOrderAnswer *answer, const char *action, GError **error)
{
  if (!answer->legal)
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, "%s (%s)", answer->why,
                 answer->why_rule != NULL ? answer->why_rule : "?");
  else if (!answer->legal_known)
    g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                         _("whether the rules allow it waits on what is missing"));
  /* A roll is kept with its result: without the chart's cell, the referee's reading. */
  else if (answer->result == NULL && action != NULL && !g_str_equal (action, "send"))
    g_set_error_literal (error, VD_ERROR, VD_ERROR_NOT_FOUND,
                         _("the chart’s cell is missing: the referee’s reading is needed"));
  else
    return TRUE;
  return FALSE;
}

void
vd_hex_orders_phase_owed (const VdBoard *setup, const VdBoard *board,
                          const VdHexRuleset *module, guint n_applied, GPtrArray *owed)
{
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autofree char *path = NULL;
  const char *side;

  if (board->phase == NULL)
    return;
  path = g_strconcat (ORDERS "command_phases.", board->phase, NULL);
  side = vd_hex_ruleset_lookup_word (module, path);
  if (side == NULL)
    return;
  sheet = vd_hex_order_sheet (setup, n_applied);
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];
      const VdBoardUnit *receiver = vd_board_find_unit (board, order->receiver);
      g_autofree char *due = NULL;

      if (receiver == NULL || g_strcmp0 (receiver->side, side) != 0 ||
          (due = vd_hex_order_due (order, board->turn)) == NULL)
        continue;
      /* Translators: BN 10.1f, what the command phase owes: "order 2 (grouchy to davout):
       * roll its delay D5 this command phase (--release 2)". */
      vd_hex_odds_add_reason (owed, vd_hex_orders_rule (module, "acceptance"), order->receiver,
                              g_strdup_printf (_("order %u (%s to %s): %s"), order->line,
                                               order->sender != NULL ? order->sender : "?",
                                               order->receiver, due));
    }
}

const VdHexOrder *
vd_hex_orders_in_force (const VdHexOrderSheet *sheet, const char *hq_id, int turn)
{
  const VdHexOrder *found = NULL;

  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->receiver, hq_id) == 0 && order->state == VD_HEX_ORDER_ACCEPTED &&
          (!order->emergency || order->sent_turn == turn))
        found = order;
    }
  return found;
}

/* 10.1h (note): a corps HQ in place is pinned, and moves only on new orders, initiative or an
 * emergency retreat; within an order it moves as the order needs until the order is done. */
gboolean
vd_hex_orders_hq_pinned (const VdHexOrderSheet *sheet, const VdHexRuleset *module,
                         const char *hq_id, int turn, GPtrArray *reasons)
{
  const char *rule = vd_hex_ruleset_lookup_word (module, "special.command.no_order.rule");
  const VdHexOrder *order = vd_hex_orders_in_force (sheet, hq_id, turn);

  if (order == NULL)
    {
      vd_hex_odds_add_reason (reasons, rule, hq_id,
                              g_strdup (_("pinned: no order of its is in force; it moves only "
                                          "on a new order, an initiative or an emergency "
                                          "retreat")));
      return TRUE;
    }
  /* Translators: BN 10.1h, "may move as order 3 needs; pinned again once it is carried out
   * (the players judge when)". */
  vd_hex_odds_add_reason (reasons, rule, hq_id,
                          g_strdup_printf (_("may move as order %u needs; pinned again once it "
                                             "is carried out (the players judge when)"),
                                           order->line));
  return FALSE;
}
