/* BN's orders arriving (10.1f): the Acceptance Table, and delays ended. */
#include "vd-hex-orders-bn-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-odds.h"

/* 10.1f: the column from the owner's reading of the line above the Acceptance Table, or the
 * seed's point for those qualities; NULL and MISSING said otherwise. */
static char *
acceptance_column (const VdHexRuleset *module, const VdHexOrderAsk *ask,
                   VdHexOrderAnswer *answer)
{
  const char *rule = vd_hex_orders_rule (module, "acceptance");
  const char *chart = vd_hex_orders_chart (module, "acceptance");
  const VdYamlNode *points = vd_hex_orders_chart_key (module, chart, "points");

  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE && i < points->n_children;
       i++)
    {
      const VdYamlNode *point = points->children[i];
      const char *receiver = vd_hex_ruleset_word (vd_yaml_lookup (point, "receiver_quality"));
      const char *sender = vd_hex_ruleset_word (vd_yaml_lookup (point, "sender_quality"));
      const char *result = vd_hex_ruleset_word (vd_yaml_lookup (point, "result"));
      const char *column;

      if (receiver == NULL || sender == NULL || result == NULL ||
          !g_str_has_prefix (result, "column ") || atoi (receiver) != ask->receiver_quality ||
          atoi (sender) != ask->sender_quality)
        continue;
      column = result + strlen ("column ");
      /* Translators: BN 10.1f, "receiver quality 4, sender quality 1: column 3". */
      vd_hex_odds_add_reason (answer->reasons,
                              vd_hex_ruleset_word (vd_yaml_lookup (point, "rule")), NULL,
                              g_strdup_printf (_("receiver quality %d, sender quality %d: "
                                                 "column %s"), ask->receiver_quality,
                                               ask->sender_quality, column));
      if (ask->column != NULL && g_strcmp0 (ask->column, column) != 0)
        /* Translators: BN 10.1f, "--column 2: the seed gives column 3 for these qualities". */
        vd_hex_orders_refuse (answer, rule,
                              g_strdup_printf (_("--column %s: the seed gives column %s for "
                                                 "these qualities"), ask->column, column));
      return g_strdup (column);
    }
  if (ask->column != NULL)
    {
      /* Translators: BN 10.1f, "column 3, as the owner reads the line above the Acceptance
       * Table". */
      vd_hex_odds_add_reason (answer->reasons, rule, NULL,
                              g_strdup_printf (_("column %s, as the owner reads the line above "
                                                 "the %s"), ask->column,
                                               vd_hex_orders_chart_name (module, chart)));
      return g_strdup (ask->column);
    }
  if (ask->receiver_quality >= 0 && ask->sender_quality >= 0)
    /* Translators: BN 10.1f, "the line above the Acceptance Table is not given (receiver
     * quality 3, sender quality 2): give --column". */
    vd_hex_odds_add_reason (answer->missing, rule, chart,
                            g_strdup_printf (_("the line above the %s is not given (receiver "
                                               "quality %d, sender quality %d): give --column"),
                                             vd_hex_orders_chart_name (module, chart),
                                             ask->receiver_quality,
                                             ask->sender_quality));
  else
    vd_hex_odds_add_reason (answer->missing, rule, chart,
                            g_strdup_printf (_("the line above the %s is not given, nor the "
                                               "officers’ qualities: give --column"),
                                             vd_hex_orders_chart_name (module, chart)));
  return NULL;
}

/* WORD as the module's list at PATH holds it (the answer keeps no string of its own), or NULL. */
static const char *
module_word (const VdHexRuleset *module, const char *path, const char *word)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, path);

  for (guint i = 0; word != NULL && list != NULL && list->kind == VD_YAML_SEQUENCE &&
                    i < list->n_children; i++)
    if (g_strcmp0 (vd_hex_ruleset_word (list->children[i]), word) == 0)
      return vd_hex_ruleset_word (list->children[i]);
  return NULL;
}

VdHexOrderAnswer *
vd_hex_order_arrive (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                     guint line, int roll, const VdHexOrderAsk *ask, GError **error)
{
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdHexOrder *order;
  VdHexOrderAsk read;
  const char *rule = vd_hex_orders_rule (module, "acceptance");
  const char *words[] = { vd_hex_orders_word (module, "accepted"), "D4", "D5", "D6",
                          vd_hex_orders_word (module, "distorted"), NULL };

  if (!vd_hex_orders_check_module (module, error) || !vd_hex_dice_check (&d66, roll, error))
    return NULL;
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  order = vd_hex_order_sheet_find (sheet, line);
  if (order == NULL || order->state != VD_HEX_ORDER_ON_THE_WAY)
    {
      g_autofree char *state = order != NULL ? vd_hex_order_state_text (order) : NULL;

      if (order == NULL)
        /* Translators: "no order 7 on the sheet". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no order %u on the sheet"), line);
      else
        /* Translators: BN 10.1f, "order 2 is not on the way: accepted". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("order %u is not on the way: %s"),
                     line, state);
      return NULL;
    }
  answer = vd_hex_orders_answer_new ();
  answer->line = line;
  answer->arrives = order->arrives;
  /* Its method kept on the event: an order given in person may be rolled at once (10.0a). */
  answer->type = module_word (module, ORDERS "types", order->type);
  answer->method = module_word (module, ORDERS "methods", order->method);
  if (order->arrives > board->turn)
    /* Translators: BN 10.1e, "order 2 arrives in turn 5; this is turn 3". */
    vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "transit"),
                          g_strdup_printf (_("order %u arrives in turn %d; this is turn %d"),
                                           line, order->arrives, board->turn));
  read = vd_hex_orders_divisional_ask (board, module, order->receiver, ask, answer);
  answer->column = acceptance_column (module, &read, answer);
  if (answer->column != NULL)
    answer->result = vd_hex_orders_roll_cell (module, vd_hex_orders_chart (module, "acceptance"),
                                              answer->column, roll,
                                              rule, answer);
  if (!vd_hex_orders_referee_result (ask, words, rule, answer, error))
    return NULL;
  if (answer->result != NULL)
    {
      int delay = vd_hex_orders_delay_of (answer->result);
      gboolean distorted = g_ascii_strcasecmp (answer->result, words[4]) == 0;

      /* 10.1f: delayed orders of the receiver fall to a new order arriving (not distorted);
       * accepted ones to a new order accepted. */
      for (guint i = 0; !distorted && i < sheet->orders->len; i++)
        {
          const VdHexOrder *old = sheet->orders->pdata[i];

          if (old->line != line && g_strcmp0 (old->receiver, order->receiver) == 0 &&
              (old->state == VD_HEX_ORDER_DELAYED ||
               (delay == 0 && old->state == VD_HEX_ORDER_ACCEPTED)))
            {
              g_ptr_array_add (answer->cancels, GUINT_TO_POINTER (old->line));
              /* Translators: BN 10.1f, "order 1 (delayed D5) is cancelled". */
              vd_hex_odds_add_reason (answer->reasons, rule, order->receiver,
                                      g_strdup_printf (_("order %u (%s) is cancelled"),
                                                       old->line,
                                                       old->state == VD_HEX_ORDER_DELAYED
                                                         ? _("delayed") : _("accepted")));
            }
        }
    }
  return g_steal_pointer (&answer);
}

VdHexOrderAnswer *
vd_hex_order_release (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                      guint line, int die, GError **error)
{
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdHexOrder *order;
  const char *rule = vd_hex_orders_rule (module, "acceptance");

  if (!vd_hex_orders_check_module (module, error))
    return NULL;
  if (die < 1 || die > 6)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("a die reads 1 to 6, not %d"), die);
      return NULL;
    }
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  order = vd_hex_order_sheet_find (sheet, line);
  if (order == NULL || order->state != VD_HEX_ORDER_DELAYED)
    {
      if (order == NULL)
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no order %u on the sheet"), line);
      else
        /* Translators: BN 10.1f, "order 2 is not delayed". */
        g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("order %u is not delayed"), line);
      return NULL;
    }
  answer = vd_hex_orders_answer_new ();
  answer->line = line;
  if (board->turn <= order->state_turn)
    /* Translators: BN 10.1f, "the delay is rolled from the command phase after turn 3". */
    vd_hex_orders_refuse (answer, rule,
                          g_strdup_printf (_("the delay is rolled from the command phase "
                                             "after turn %d"), order->state_turn));
  if (die >= order->delay)
    {
      answer->result = g_strdup (vd_hex_orders_word (module, "accepted"));
      /* Translators: BN 10.1f, "D5: a 6 ends the delay, the order is accepted". */
      vd_hex_odds_add_reason (answer->reasons, rule, order->receiver,
                              g_strdup_printf (_("D%d: a %d ends the delay, the order is "
                                                 "accepted"), order->delay, die));
      for (guint i = 0; i < sheet->orders->len; i++)
        {
          const VdHexOrder *old = sheet->orders->pdata[i];

          if (old->line != line && g_strcmp0 (old->receiver, order->receiver) == 0 &&
              (old->state == VD_HEX_ORDER_ACCEPTED || old->state == VD_HEX_ORDER_DELAYED))
            g_ptr_array_add (answer->cancels, GUINT_TO_POINTER (old->line));
        }
    }
  else
    {
      answer->result = g_strdup_printf ("D%d", order->delay);
      /* Translators: BN 10.1f, "D5: a 3 does not end the delay". */
      vd_hex_odds_add_reason (answer->reasons, rule, order->receiver,
                              g_strdup_printf (_("D%d: a %d does not end the delay"),
                                               order->delay, die));
    }
  return g_steal_pointer (&answer);
}
