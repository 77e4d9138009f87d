/* BN's divisional orders (10.5b, 10.5a-C): an order a division, cavalry brigade or battery
 * carries out on its own, outside its usual radius, until it drops it back within it; and what
 * the sheet means for each corps HQ (10.1h). */
#include "vd-hex-orders-bn-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-command.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn-move.h"

#define DIVISIONAL "special.command.divisional."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, DIVISIONAL, key);
}

/* Whether UNIT takes divisional orders: a division commander (his commander a corps HQ), or
 * a cavalry or artillery unit (10.5b). */
static gboolean
takes_divisional (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *unit)
{
  const VdBoardUnit *commander;

  if (vd_hex_ruleset_list_has (module, DIVISIONAL "unit_classes", unit->unit_class))
    return TRUE;
  if (g_strcmp0 (unit->unit_class, word (module, "division_class")) != 0 || unit->army == NULL)
    return FALSE;
  commander = vd_board_find_unit (board, unit->army);
  return commander != NULL && g_strcmp0 (commander->unit_class, word (module, "hq_class")) == 0;
}

const VdBoardUnit *
vd_hex_orders_receiver (const VdBoard *board, const VdHexRuleset *module, const char *id,
                        VdHexOrderAnswer *answer, GError **error)
{
  const VdBoardUnit *unit = id != NULL ? vd_board_find_unit (board, id) : NULL;

  if (unit != NULL && word (module, "rule") != NULL &&
      vd_hex_ruleset_list_has (module, DIVISIONAL "unit_classes", unit->unit_class))
    {
      /* Translators: BN 10.5b, "fr-c, a cavalry unit, takes it as a divisional order". */
      vd_hex_odds_add_reason (answer->reasons, word (module, "rule"), unit->id,
                              g_strdup_printf (_("%s, a %s unit, takes it as a divisional "
                                                 "order"), unit->id, unit->unit_class));
      return unit;
    }
  return vd_hex_orders_officer (board, module, id, error);
}

/* 10.5b: orders given straight to cavalry brigades or artillery units have a receiver quality
 * of 2. */
VdHexOrderAsk
vd_hex_orders_divisional_ask (const VdBoard *board, const VdHexRuleset *module,
                              const char *receiver_id, const VdHexOrderAsk *ask,
                              VdHexOrderAnswer *answer)
{
  VdHexOrderAsk read = *ask;
  const VdBoardUnit *unit = vd_board_find_unit (board, receiver_id);
  const char *quality = word (module, "unit_quality");

  if (ask->receiver_quality >= 0 || unit == NULL || quality == NULL ||
      !vd_hex_ruleset_list_has (module, DIVISIONAL "unit_classes", unit->unit_class))
    return read;
  read.receiver_quality = atoi (quality);
  /* Translators: BN 10.5b, "fr-c, a cavalry unit, receives at quality 2". */
  vd_hex_odds_add_reason (answer->reasons, word (module, "quality_rule"), unit->id,
                          g_strdup_printf (_("%s, a %s unit, receives at quality %d"), unit->id,
                                           unit->unit_class, read.receiver_quality));
  return read;
}

/* 10.5b: an accepted order of a division's own (sent to it or taken by initiative) is a
 * divisional order; the corps' orders go to its HQ. */
const VdHexOrder *
vd_hex_orders_divisional (const VdHexOrderSheet *sheet, const VdBoard *board,
                          const VdHexRuleset *module, const char *unit_id, GPtrArray *reasons)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  const VdHexOrder *found = NULL;

  if (unit == NULL || word (module, "rule") == NULL || !takes_divisional (board, module, unit))
    return NULL;
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->receiver, unit_id) == 0 && order->state == VD_HEX_ORDER_ACCEPTED &&
          !order->emergency)
        found = order;
    }
  if (found != NULL && reasons != NULL)
    /* Translators: BN 10.5b, "on the divisional order of line 3: free of its usual command
     * radius". */
    vd_hex_odds_add_reason (reasons, word (module, "rule"), unit_id,
                            g_strdup_printf (_("on the divisional order of line %u: free of its "
                                               "usual command radius"), found->line));
  return found;
}

/* 10.5a-C, 10.5b A: back within its usual radius (the division commander's to his corps HQ,
 * the brigade's to its division commander) it may drop its divisional order; outside it keeps
 * it. */
gboolean
vd_hex_orders_divisional_back (const VdBoard *board, const VdHexRuleset *module,
                               const char *unit_id, gboolean *known, GPtrArray *reasons)
{
  g_autoptr(VdHexCommand) command = vd_hex_command_of (board, module, unit_id, NULL);

  *known = command->status == VD_HEX_COMMAND_IN || command->status == VD_HEX_COMMAND_OUT;
  if (command->status == VD_HEX_COMMAND_IN)
    {
      /* Translators: BN 10.5b A, "within 8 officer MP of its commander ney: it may drop its
       * divisional order and take the corps' orders again". */
      vd_hex_odds_add_reason (reasons, word (module, "rule"), unit_id,
                              g_strdup_printf (_("within %g officer MP of its commander %s: it "
                                                 "may drop its divisional order and take the "
                                                 "corps’ orders again"), command->radius,
                                               command->commander));
      return TRUE;
    }
  /* Translators: BN 10.5a-C, "outside the radius of its commander ney: it keeps its own
   * orders until it comes back within it" (or why it is not known). */
  vd_hex_odds_add_reason (reasons, word (module, "radius_rule"), unit_id,
                          *known
                            ? g_strdup_printf (_("outside the radius of its commander %s: it "
                                                 "keeps its own orders until it comes back "
                                                 "within it"),
                                               command->commander != NULL ? command->commander
                                                                          : "?")
                            : g_strdup_printf (_("within its commander’s radius or not is not "
                                                 "known: %s"),
                                               command->why != NULL ? command->why : "?"));
  return FALSE;
}

VdHexOrderAnswer *
vd_hex_order_drop (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                   guint line, GError **error)
{
  return vd_hex_order_drop_applied (setup, setup->journal != NULL ? setup->journal->len : 0,
                                    board, module, line, error);
}

VdHexOrderAnswer *
vd_hex_order_drop_applied (const VdBoard *setup, guint n_applied, const VdBoard *board,
                           const VdHexRuleset *module, guint line, GError **error)
{
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdHexOrder *order;
  gboolean known = FALSE;

  if (!vd_hex_orders_check_module (module, error))
    return NULL;
  if (word (module, "rule") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no divisional orders"),
                   vd_text_get (&module->name));
      return NULL;
    }
  sheet = vd_hex_order_sheet (setup, n_applied);
  order = vd_hex_order_sheet_find (sheet, line);
  if (order == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no line %u on the order sheet"), line);
      return NULL;
    }
  answer = vd_hex_orders_answer_new ();
  answer->line = line;
  answer->legal = answer->legal_known = TRUE;
  if (vd_hex_orders_divisional (sheet, board, module, order->receiver, answer->reasons) != order)
    {
      /* Translators: BN 10.5b, "line 2 is no divisional order in force". */
      vd_hex_orders_refuse (answer, word (module, "rule"),
                            g_strdup_printf (_("line %u is no divisional order in force"),
                                             line));
      return g_steal_pointer (&answer);
    }
  if (!vd_hex_orders_divisional_back (board, module, order->receiver, &known, answer->reasons))
    {
      if (known)
        vd_hex_orders_refuse (answer, word (module, "radius_rule"),
                              g_strdup_printf (_("%s is outside its commander’s radius: it "
                                                 "keeps its divisional order"),
                                               order->receiver));
      else
        answer->legal_known = FALSE;
      return g_steal_pointer (&answer);
    }
  answer->result = g_strdup (_("dropped"));
  return g_steal_pointer (&answer);
}

/* 10.5a-C: a division within its corps' radius carries out the corps' order in force at once;
 * outside it, it comes back first (10.5a). */
static void
follows_corps (const VdHexOrderSheet *sheet, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *division, GPtrArray *notes)
{
  const VdHexOrder *order = vd_hex_orders_in_force (sheet, division->army, board->turn);
  g_autoptr(VdHexCommand) command = NULL;

  if (order == NULL)
    return;
  command = vd_hex_command_of (board, module, division->id, NULL);
  if (command->status == VD_HEX_COMMAND_IN)
    /* Translators: BN 10.5a-C, "within ney's radius: carries out its order 3 at once". */
    vd_hex_odds_add_reason (notes, word (module, "radius_rule"), division->id,
                            g_strdup_printf (_("within %s’s radius: carries out its order %u at "
                                               "once"), division->army, order->line));
  else if (command->status == VD_HEX_COMMAND_OUT)
    /* Translators: BN 10.5a-C, "outside ney's radius: comes back before it carries out its
     * order 3". */
    vd_hex_odds_add_reason (notes, word (module, "radius_rule"), division->id,
                            g_strdup_printf (_("outside %s’s radius: comes back before it "
                                               "carries out its order %u"), division->army,
                                             order->line));
}

GPtrArray *
vd_hex_orders_notes (const VdBoard *setup, guint n_applied, const VdBoard *board,
                     const VdHexRuleset *module)
{
  g_autoptr(VdHexOrderSheet) sheet = vd_hex_order_sheet (setup, n_applied);
  GPtrArray *notes = vd_hex_odds_reasons_new ();
  const char *hq = vd_hex_ruleset_lookup_word (module, "special.command.no_order.hq_class");

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];
      gboolean known;

      if (!unit->placed)
        continue;
      if (hq != NULL && g_strcmp0 (unit->unit_class, hq) == 0)
        vd_hex_orders_hq_held (sheet, board, module, unit->id, notes);
      else if (vd_hex_orders_divisional (sheet, board, module, unit->id, notes) != NULL)
        vd_hex_orders_divisional_back (board, module, unit->id, &known, notes);
      else if (g_strcmp0 (unit->unit_class, word (module, "division_class")) == 0 &&
               takes_divisional (board, module, unit))
        follows_corps (sheet, board, module, unit, notes);
    }
  return notes;
}
