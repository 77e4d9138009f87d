/* BN's emergency retreat (10.4): who may fall back, how far, what is lost, who deserts. */
#include "vd-hex-emergency-bn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"

#define EMERGENCY "special.command.emergency."

static const char *
word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, EMERGENCY, key);
}

void
vd_hex_emergency_free (VdHexEmergency *emergency)
{
  if (emergency == NULL)
    return;
  g_free (emergency->unit_id);
  g_free (emergency->why_rule);
  g_free (emergency->why);
  g_clear_pointer (&emergency->lost, g_array_unref);
  g_clear_pointer (&emergency->desertion, g_ptr_array_unref);
  g_clear_pointer (&emergency->reasons, g_ptr_array_unref);
  g_clear_pointer (&emergency->missing, g_ptr_array_unref);
  g_free (emergency);
}

static void
refuse (VdHexEmergency *emergency, const char *rule, char *why)
{
  if (!emergency->legal)
    {
      g_free (why);
      return;
    }
  emergency->legal = FALSE;
  emergency->why_rule = g_strdup (rule);
  emergency->why = why;
}

/* An army HQ: the owner says so, or another HQ names it as its commander. */
static gboolean
army_hq (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *hq,
         const char *rank)
{
  if (rank != NULL)
    return g_strcmp0 (rank, word (module, "army_rank")) == 0;
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (g_strcmp0 (unit->army, hq->id) == 0 &&
          g_strcmp0 (unit->unit_class, word (module, "hq_class")) == 0)
        return TRUE;
    }
  return FALSE;
}

/* What it holds on the sheet: the lines it would lose (accepted, delayed), its initiative this
 * turn, and an emergency retreat of this turn already; the reasons said. */
static void
orders_held (VdHexEmergency *emergency, const VdHexOrderSheet *sheet, const VdBoard *board,
             const VdHexRuleset *module, gboolean *initiative, gboolean *already)
{
  const char *success = vd_hex_ruleset_lookup_word (module,
                                                    "special.command.orders.initiative_results."
                                                    "success");

  *initiative = *already = FALSE;
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];
      g_autofree char *state = NULL;

      if (g_strcmp0 (order->receiver, emergency->unit_id) != 0 ||
          (order->state != VD_HEX_ORDER_ACCEPTED && order->state != VD_HEX_ORDER_DELAYED))
        continue;
      if (order->emergency)
        {
          *already = *already || order->sent_turn == board->turn;
          continue;
        }
      g_array_append_val (emergency->lost, order->line);
      state = vd_hex_order_state_text (order);
      /* Translators: BN 10.4, "order 3 (accepted) is lost with the retreat". */
      vd_hex_odds_add_reason (emergency->reasons, word (module, "rule"), emergency->unit_id,
                              g_strdup_printf (_("order %u (%s) is lost with the retreat"),
                                               order->line, state));
    }
  for (guint i = 0; i < sheet->tries->len; i++)
    {
      const VdHexInitiativeTry *try = sheet->tries->pdata[i];

      *initiative = *initiative ||
                    (g_strcmp0 (try->officer, emergency->unit_id) == 0 &&
                     try->turn == board->turn && g_strcmp0 (try->result, success) == 0);
    }
}

/* 10.4: "a corps or wing having neither orders nor initiative may"; with orders or initiative,
 * as reading bn-i-emergency-orders says. */
static void
bn_10_4_orders (VdHexEmergency *emergency, const VdHexRuleset *module, gboolean initiative)
{
  const char *rule = word (module, "rule");
  const char *reading = word (module, "reading");
  const char *choice = reading != NULL ? vd_hex_ruleset_choice (module, reading) : NULL;

  if (emergency->lost->len == 0 && !initiative)
    {
      vd_hex_odds_add_reason (emergency->reasons, rule, emergency->unit_id,
                              g_strdup (_("no accepted or delayed order of its and no "
                                          "initiative this turn")));
      return;
    }
  if (g_strcmp0 (choice, "needs-no-order") == 0)
    vd_hex_odds_add_reason (emergency->reasons, reading, emergency->unit_id,
                            g_strdup (_("it needs no order for it: its orders do not bar it")));
  else if (g_strcmp0 (choice, "only-without-orders") == 0)
    refuse (emergency, reading,
            g_strdup (initiative ? _("it took the initiative this turn")
                                 : _("it has an order accepted or delayed")));
  else
    {
      emergency->legal_known = FALSE;
      /* Translators: BN 10.4, "it has orders or initiative: whether it may still fall back
       * is reading bn-i-emergency-orders". */
      vd_hex_odds_add_reason (emergency->missing, reading, emergency->unit_id,
                              g_strdup_printf (_("it has orders or initiative: whether it may "
                                                 "still fall back is reading %s"), reading));
    }
}

/* 10.4, 21.1: after the retreat every infantry and cavalry unit under it rolls on the
 * Desertion Table, one die each in its grade's column. */
static void
bn_10_4_desertion (VdHexEmergency *emergency, const VdBoard *board, const VdHexRuleset *module)
{
  const char *chart = word (module, "desertion_chart");
  const char *rule = word (module, "desertion_rule");
  g_autofree char *name_path = g_strdup_printf ("charts.%s.name", chart != NULL ? chart : "");
  g_autofree char *cells_path = g_strdup_printf ("charts.%s.cells", chart != NULL ? chart : "");
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, name_path));
  const VdYamlNode *cells = vd_hex_ruleset_lookup (module, cells_path);

  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (!unit->placed ||
          !vd_hex_ruleset_list_has (module, EMERGENCY "desertion_classes", unit->unit_class) ||
          !vd_board_under_command (board, unit, emergency->unit_id))
        continue;
      g_ptr_array_add (emergency->desertion, g_strdup (unit->id));
      /* Translators: BN 10.4, 21.1, "after the retreat: a roll on the Desertion Table, grade
       * C" (the grade "?" when not on the board). */
      vd_hex_odds_add_reason (emergency->reasons, rule, unit->id,
                              g_strdup_printf (_("after the retreat: a roll on the %s, grade %s"),
                                               name != NULL ? name : "?",
                                               unit->grade != NULL ? unit->grade : "?"));
    }
  if (emergency->desertion->len > 0 && (cells == NULL || vd_yaml_node_is_null (cells)))
    /* Translators: BN 21.1, "Desertion Table: one die each, unmodified, in its grade's column:
     * the cells are not in the seed". */
    vd_hex_odds_add_reason (emergency->missing, rule, emergency->unit_id,
                            g_strdup_printf (_("%s: one die each, unmodified, in its grade’s "
                                               "column: the cells are not in the seed"),
                                             name != NULL ? name : "?"));
}

/* BN 10.4: whether UNIT may make an emergency retreat, and what it does and costs. */
static void
bn_10_4 (VdHexEmergency *emergency, const VdHexOrderSheet *sheet, const VdBoard *board,
         const VdHexRuleset *module, const VdBoardUnit *unit, const char *rank)
{
  const char *rule = word (module, "rule");
  const VdYamlNode *mp = vd_hex_ruleset_lookup (module, EMERGENCY "hq_mp");
  gboolean initiative, already;

  if (g_strcmp0 (unit->unit_class, word (module, "hq_class")) == 0)
    {
      if (army_hq (board, module, unit, rank))
        refuse (emergency, rule, g_strdup (_("an army HQ makes no emergency retreat")));
    }
  else if (vd_hex_orders_divisional (sheet, board, module, unit->id, emergency->reasons) == NULL)
    refuse (emergency, rule,
            g_strdup (_("only a corps or wing HQ, or a division on divisional orders, makes "
                        "an emergency retreat")));
  orders_held (emergency, sheet, board, module, &initiative, &already);
  if (already)
    refuse (emergency, rule, g_strdup (_("it is already falling back this turn")));
  bn_10_4_orders (emergency, module, initiative);
  vd_hex_odds_add_reason (emergency->reasons, rule, unit->id,
                          g_strdup (_("in danger of being surrounded or destroyed: the owning "
                                      "player’s judgment")));
  vd_hex_odds_add_reason (emergency->reasons, word (module, "capture_rule"), unit->id,
                          g_strdup (_("it must, the turn after enemy units entered its HQ’s "
                                      "hex")));
  if (mp != NULL && mp->n_children == 2)
    {
      emergency->mp_least = atoi (vd_hex_ruleset_word (mp->children[0]) ?: "0");
      emergency->mp_most = atoi (vd_hex_ruleset_word (mp->children[1]) ?: "0");
    }
  /* Translators: BN 10.4, "a one-turn order to the rear: the HQ moves 6 to 14 MP back (roads
   * allowed); the others follow only to stay within its command radius". */
  vd_hex_odds_add_reason (emergency->reasons, rule, unit->id,
                          g_strdup_printf (_("a one-turn order to the rear: the HQ moves %d to "
                                             "%d MP back (roads allowed); the others follow "
                                             "only to stay within its command radius"),
                                           emergency->mp_least, emergency->mp_most));
  vd_hex_odds_add_reason (emergency->reasons, word (module, "not_rule"), unit->id,
                          g_strdup (_("a willed move, not a retreat: the retreat rules do not "
                                      "apply")));
  vd_hex_odds_add_reason (emergency->reasons, rule, unit->id,
                          g_strdup (_("without orders once the turn’s move is done")));
  bn_10_4_desertion (emergency, board, module);
}

VdHexEmergency *
vd_hex_emergency (const VdBoard *setup, guint n_applied, const VdBoard *board,
                  const VdHexRuleset *module, const char *unit_id, const char *rank,
                  GError **error)
{
  const VdBoardUnit *unit = vd_board_find_unit (board, unit_id);
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexEmergency) emergency = NULL;

  if (word (module, "rule") == NULL)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s has no emergency retreat"),
                   vd_text_get (&module->name));
      return NULL;
    }
  if (unit == NULL || !unit->placed ||
      (g_strcmp0 (unit->unit_class, word (module, "hq_class")) != 0 &&
       g_strcmp0 (unit->unit_class, word (module, "division_class")) != 0))
    {
      g_autofree char *shown = vd_error_cut (unit_id);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("“%s” is no HQ or division commander on the map"), shown);
      return NULL;
    }
  if (rank != NULL && !vd_hex_ruleset_list_has (module, "special.command.orders.ranks", rank))
    {
      g_autofree char *shown = vd_error_cut (rank);

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("a rank is army, wing, corps or division, not “%s”"), shown);
      return NULL;
    }
  sheet = vd_hex_order_sheet (setup, n_applied);
  emergency = g_new0 (VdHexEmergency, 1);
  emergency->unit_id = g_strdup (unit_id);
  emergency->legal = emergency->legal_known = TRUE;
  /* The next line of the sheet. */
  for (guint i = 0; i < sheet->orders->len; i++)
    emergency->line = MAX (emergency->line,
                           ((const VdHexOrder *) sheet->orders->pdata[i])->line);
  emergency->line++;
  emergency->lost = g_array_new (FALSE, FALSE, sizeof (guint));
  emergency->desertion = g_ptr_array_new_with_free_func (g_free);
  emergency->reasons = vd_hex_odds_reasons_new ();
  emergency->missing = vd_hex_odds_reasons_new ();
  bn_10_4 (emergency, sheet, board, module, unit, rank);
  return g_steal_pointer (&emergency);
}

VdBoardEvent *
vd_hex_emergency_event (const VdBoard *board, const VdHexEmergency *emergency)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ORDER, board);

  event->order_action = g_strdup ("emergency");
  event->order_line = (int) emergency->line;
  event->sender = g_strdup (emergency->unit_id);
  event->receiver = g_strdup (emergency->unit_id);
  event->order_type = g_strdup ("non-attack");
  event->order_cost = -1;
  return event;
}
