/* BN's initiative (10.2, 10.2a-g): who may try, the column, the roll and what it drops. */
#include "vd-hex-orders-bn-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-odds.h"

/* 10.2c: the officer's rank, the owner's or from the board: one whose commander is an HQ
 * commands a division; NULL and MISSING said otherwise. */
static const char *
rank_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *officer,
         const VdHexOrderAsk *ask, VdHexOrderAnswer *answer, GError **error)
{
  const char *rule = vd_hex_orders_rule (module, "who");
  const char *hq = vd_hex_orders_word (module, "hq_class");
  const VdBoardUnit *commander;

  if (ask->rank != NULL)
    {
      if (!vd_hex_ruleset_list_has (module, ORDERS "ranks", ask->rank))
        {
          g_autofree char *shown = vd_error_cut (ask->rank);

          g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                       _("a rank is army, wing, corps or division, not “%s”"), shown);
          return NULL;
        }
      /* Translators: BN 10.2c, "ney: corps commander, as the owner says". */
      vd_hex_odds_add_reason (answer->reasons, rule, officer->id,
                              g_strdup_printf (_("%s: %s commander, as the owner says"),
                                               officer->id, ask->rank));
      return ask->rank;
    }
  commander = officer->army != NULL ? vd_board_find_unit (board, officer->army) : NULL;
  if (g_strcmp0 (officer->unit_class, hq) != 0 && commander != NULL &&
      g_strcmp0 (commander->unit_class, hq) == 0)
    {
      /* Translators: BN 10.2c, "st-hilaire: a division commander (his commander is the HQ
       * ney-hq)". */
      vd_hex_odds_add_reason (answer->reasons, rule, officer->id,
                              g_strdup_printf (_("%s: a division commander (his commander is "
                                                 "the HQ %s)"), officer->id, commander->id));
      return "division";
    }
  answer->legal_known = FALSE;
  /* Translators: BN 10.2c, "ney's rank is not on the board: give --rank". */
  vd_hex_odds_add_reason (answer->missing, rule, officer->id,
                          g_strdup_printf (_("%s’s rank is not on the board: give --rank"),
                                           officer->id));
  return NULL;
}

/* 10.2c: one officer a unit a turn. OFFICER is shut out by a try this turn of his own, of his
 * commander (for his division), or, said, of a subordinate (the commander then tries for the
 * others). */
static void
one_try_a_turn (const VdHexOrderSheet *sheet, const VdBoard *board, const VdHexRuleset *module,
                const VdBoardUnit *officer, VdHexOrderAnswer *answer)
{
  const char *rule = vd_hex_orders_rule (module, "who");

  for (guint i = 0; i < sheet->tries->len; i++)
    {
      const VdHexInitiativeTry *try = sheet->tries->pdata[i];
      const VdBoardUnit *other = vd_board_find_unit (board, try->officer);

      if (try->turn != board->turn)
        continue;
      if (g_strcmp0 (try->officer, officer->id) == 0)
        /* Translators: BN 10.2c, "ney tried already this turn". */
        vd_hex_orders_refuse (answer, rule,
                              g_strdup_printf (_("%s tried already this turn"), officer->id));
      else if (officer->army != NULL && g_strcmp0 (try->officer, officer->army) == 0)
        /* Translators: BN 10.2c, "his commander ney tried for his units this turn". */
        vd_hex_orders_refuse (answer, rule,
                              g_strdup_printf (_("his commander %s tried for his units this "
                                                 "turn"), try->officer));
      else if (other != NULL && g_strcmp0 (other->army, officer->id) == 0)
        /* Translators: BN 10.2c, "st-hilaire tried this turn: not for st-hilaire's
         * division". */
        vd_hex_odds_add_reason (answer->reasons, rule, try->officer,
                                g_strdup_printf (_("%s tried this turn: not for %s’s division"),
                                                 try->officer, try->officer));
    }
}

/* 10.2e: the anti-initiative modifier, the owner's, or the chart's row for the officer or a
 * commander above him, else 0 by default. */
static int
anti_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *officer,
         const VdHexOrderAsk *ask, VdHexOrderAnswer *answer)
{
  const char *rule = vd_hex_orders_rule (module, "anti");
  const char *chart = vd_hex_orders_chart (module, "anti");
  const VdBoardUnit *post = officer;

  if (ask->has_anti)
    {
      /* Translators: BN 10.2e, "anti-initiative -1, as the owner says". */
      vd_hex_odds_add_reason (answer->reasons, rule, officer->id,
                              g_strdup_printf (_("anti-initiative %+d, as the owner says"),
                                               ask->anti));
      return ask->anti;
    }
  for (guint depth = 0; post != NULL && depth < 8; depth++)
    {
      const char *cell = vd_hex_orders_chart_cell (module, chart, post->id, NULL);

      if (cell != NULL)
        {
          int anti = atoi (cell);

          /* Translators: BN 10.2e, "Anti-initiative values (the owner's): napoleon -1". */
          vd_hex_odds_add_reason (answer->reasons, rule, post->id,
                                  g_strdup_printf (_("%s (the owner’s): %s %+d"),
                                                   vd_hex_orders_chart_name (module, chart),
                                                   post->id, anti));
          return anti;
        }
      post = post->army != NULL ? vd_board_find_unit (board, post->army) : NULL;
    }
  vd_hex_odds_add_reason (answer->reasons, rule, officer->id,
                          g_strdup (_("no anti-initiative given: 0 by default")));
  return 0;
}

VdHexOrderAnswer *
vd_hex_order_initiative (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                         const char *officer_id, int roll, const char *text,
                         const VdHexOrderAsk *ask, GError **error)
{
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdBoardUnit *officer;
  const char *rank;
  const char *success = vd_hex_orders_word (module, "initiative_results.success");
  const char *flameout = vd_hex_orders_word (module, "initiative_results.flameout");
  const char *words[] = { success, vd_hex_orders_word (module, "initiative_results.none"), flameout,
  NULL };

  if (!vd_hex_orders_check_module (module, error) || !vd_hex_dice_check (&d66, roll, error) ||
      (officer = vd_hex_orders_officer (board, module, officer_id, error)) == NULL)
    return NULL;
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  answer = vd_hex_orders_answer_new ();
  answer->line = vd_hex_orders_next_line (sheet);
  rank = rank_of (board, module, officer, ask, answer, error);
  if (ask->rank != NULL && rank == NULL)
    return NULL;
  if (rank != NULL && !vd_hex_ruleset_list_has (module, ORDERS "initiative_ranks", rank))
    /* Translators: BN 10.2c, "an army commander only issues normal orders". */
    vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "who"),
                          g_strdup_printf (_("only wing, corps and division commanders "
                                             "try; an %s commander issues normal orders"),
                                           rank));
  one_try_a_turn (sheet, board, module, officer, answer);
  /* 10.2f: not an order already on its way or delayed. */
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->receiver, officer->id) != 0 ||
          (order->state != VD_HEX_ORDER_ON_THE_WAY && order->state != VD_HEX_ORDER_DELAYED))
        continue;
      if (text != NULL && order->text != NULL && g_utf8_collate (text, order->text) == 0)
        /* Translators: BN 10.2f, "order 2 is that order, on the way or delayed already". */
        vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "bypass"),
                              g_strdup_printf (_("order %u is that order, on the way or "
                                                 "delayed already"), order->line));
      else
        /* Translators: BN 10.2f, "not to obtain order 2 (on the way), only a different
         * one". */
        vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "bypass"), officer->id,
                                g_strdup_printf (_("not to obtain order %u (%s), only a "
                                                   "different one"), order->line,
                                                 order->state == VD_HEX_ORDER_DELAYED
                                                   ? _("delayed") : _("on the way")));
    }
  /* 10.2d: quality + anti-initiative is the column. */
  if (ask->receiver_quality < 0)
    /* Translators: BN 10.2d, "ney's quality is not on the board: give --quality". */
    vd_hex_odds_add_reason (answer->missing, vd_hex_orders_rule (module, "column"), officer->id,
                            g_strdup_printf (_("%s’s quality is not on the board: give "
                                               "--quality"), officer->id));
  else
    {
      int anti = anti_of (board, module, officer, ask, answer);

      answer->column = g_strdup_printf ("%d", ask->receiver_quality + anti);
      /* Translators: BN 10.2d, "quality 2, anti-initiative -1: column 1". */
      vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "column"), officer->id,
                              g_strdup_printf (_("quality %d, anti-initiative %+d: column %s"),
                                               ask->receiver_quality, anti, answer->column));
      answer->result = vd_hex_orders_roll_cell (module, vd_hex_orders_chart (module, "initiative"),
                                                answer->column, roll,
                                                vd_hex_orders_rule (module, "column"), answer);
    }
  if (!vd_hex_orders_referee_result (ask, words, vd_hex_orders_rule (module, "column"), answer,
                                     error))
    return NULL;
  if (g_strcmp0 (answer->result, success) == 0 || g_strcmp0 (answer->result, flameout) == 0)
    {
      gboolean won = g_strcmp0 (answer->result, success) == 0;

      for (guint i = 0; i < sheet->orders->len; i++)
        {
          const VdHexOrder *order = sheet->orders->pdata[i];

          if (g_strcmp0 (order->receiver, officer->id) == 0 &&
              (order->state == VD_HEX_ORDER_ACCEPTED || order->state == VD_HEX_ORDER_DELAYED))
            g_ptr_array_add (answer->cancels, GUINT_TO_POINTER (order->line));
        }
      if (won)
        vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "drop"), officer->id,
                                text != NULL
                                  /* Translators: BN 10.2a, "his old orders dropped; line 3,
                                   * accepted at once". */
                                  ? g_strdup_printf (_("his old orders dropped; line %u, "
                                                       "accepted at once"), answer->line)
                                  : g_strdup (_("his old orders dropped")));
      else
        vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "flameout"),
                                officer->id,
                                g_strdup (_("flameout: the opponent gives his units a one-turn "
                                            "move in any direction, never against friends, "
                                            "which cancels all their orders")));
    }
  return g_steal_pointer (&answer);
}

/* 10.2b: an initiative's order has a type like any order, and is followed like one. */
gboolean
vd_hex_order_initiative_type (const VdHexRuleset *module, const char *type,
                              VdHexOrderAnswer *answer, GError **error)
{
  const char *the_type = g_strcmp0 (type, "other") == 0 ? "non-attack" : type;

  if (!vd_hex_ruleset_list_has (module, ORDERS "types", the_type))
    {
      g_autofree char *shown = vd_error_cut (type != NULL ? type : "");

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("an order’s type is attack or other, not “%s” (10.1a)"), shown);
      return FALSE;
    }
  answer->type = the_type;
  /* Translators: BN 10.2b, "its order is of type attack, followed like any other". */
  vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "followed"), NULL,
                          g_strdup_printf (_("its order is of type %s, followed like any other"),
                                           the_type));
  return TRUE;
}
