/* BN's order sheet and initiative (10.1, 10.2): orders sent, arriving, delayed, and bypassed. */
#include "vd-hex-orders-bn.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-dice.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"

#define ORDERS "special.command.orders."

static const char *
rule_of (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat (ORDERS "rules.", key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

static const char *
word_of (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat (ORDERS, key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

static const char *
chart_of (const VdHexRuleset *module, const char *key)
{
  g_autofree char *path = g_strconcat (ORDERS "charts.", key, NULL);

  return vd_hex_ruleset_lookup_word (module, path);
}

/* The chart's name in the user's language, or its id. */
static const char *
chart_name (const VdHexRuleset *module, const char *id)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.name", id);
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path));

  return name != NULL ? name : id;
}

static const VdYamlNode *
chart_key (const VdHexRuleset *module, const char *id, const char *key)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.%s", id, key);

  return vd_hex_ruleset_lookup (module, path);
}

/* The cell the owner entered (or the seed gives) at ROW × COLUMN of chart ID; COLUMN NULL: the
 * first column. NULL when the chart's size or that cell is not known. */
static const char *
chart_cell (const VdHexRuleset *module, const char *id, const char *row, const char *column)
{
  const VdYamlNode *rows = chart_key (module, id, "rows");
  const VdYamlNode *columns = chart_key (module, id, "columns");
  const VdYamlNode *cells = chart_key (module, id, "cells");
  int r, c;

  if (rows == NULL || columns == NULL || cells == NULL || rows->kind != VD_YAML_SEQUENCE ||
      columns->kind != VD_YAML_SEQUENCE || cells->kind != VD_YAML_SEQUENCE ||
      columns->n_children == 0)
    return NULL;
  r = vd_hex_ruleset_node_index (rows, row);
  c = column != NULL ? vd_hex_ruleset_node_index (columns, column) : 0;
  if (r < 0 || c < 0 || (guint) r >= cells->n_children ||
      cells->children[r]->kind != VD_YAML_SEQUENCE ||
      (guint) c >= cells->children[r]->n_children)
    return NULL;
  return vd_hex_ruleset_word (cells->children[r]->children[c]);
}

/* ROLL within TEXT, "65-66" or "63". */
static gboolean
in_range (const char *text, int roll)
{
  char *end = NULL;
  long low, high;

  if (text == NULL)
    return FALSE;
  low = strtol (text, &end, 10);
  if (end == text)
    return FALSE;
  high = *end == '-' ? strtol (end + 1, NULL, 10) : low;
  return roll >= low && roll <= high;
}

/* The sheet. */

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

static int
delay_of (const char *result)
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
      int delay = delay_of (event->result);

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
          if (event->order_text != NULL && vd_hex_order_sheet_find (sheet,
                                                                    (guint) event->order_line) == NULL)
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

/* Answers. */

void
vd_hex_order_answer_free (VdHexOrderAnswer *answer)
{
  if (answer == NULL)
    return;
  g_free (answer->why);
  g_free (answer->column);
  g_free (answer->result);
  g_ptr_array_unref (answer->missing);
  g_ptr_array_unref (answer->reasons);
  g_ptr_array_unref (answer->cancels);
  g_free (answer);
}

static VdHexOrderAnswer *
answer_new (void)
{
  VdHexOrderAnswer *answer = g_new0 (VdHexOrderAnswer, 1);

  answer->legal = TRUE;
  answer->cost = answer->points = answer->spent = -1;
  answer->missing = vd_hex_odds_reasons_new ();
  answer->reasons = vd_hex_odds_reasons_new ();
  answer->cancels = g_ptr_array_new ();
  return answer;
}

static void
refuse (VdHexOrderAnswer *answer, const char *rule, char *why)
{
  if (!answer->legal)
    {
      g_free (why);
      return;
    }
  answer->legal = FALSE;
  answer->why_rule = rule;
  answer->why = why;
}

static gboolean
check_module (const VdHexRuleset *module, GError **error)
{
  if (vd_hex_ruleset_lookup (module, "special.command.orders") == NULL)
    {
      g_set_error_literal (error, VD_ERROR, VD_ERROR_ARGUMENT,
                           _("this game has no order sheet (BN’s command rules)"));
      return FALSE;
    }
  return TRUE;
}

/* ID, an officer (or HQ) on BOARD, else ERROR. */
static const VdBoardUnit *
officer_of (const VdBoard *board, const VdHexRuleset *module, const char *id, GError **error)
{
  const VdBoardUnit *unit = id != NULL ? vd_board_find_unit (board, id) : NULL;

  if (unit == NULL)
    {
      g_autofree char *shown = vd_error_cut (id != NULL ? id : "");

      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("no counter “%s” on this board"),
                   shown);
      return NULL;
    }
  if (!vd_hex_ruleset_list_has (module, ORDERS "officer_classes", unit->unit_class))
    {
      /* Translators: BN 10.1c, "fr-1 is not an officer or HQ: orders go from officer to
       * officer". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("%s is not an officer or HQ: orders go from officer to officer"), unit->id);
      return NULL;
    }
  return unit;
}

static guint
next_line (const VdHexOrderSheet *sheet)
{
  guint line = 0;

  for (guint i = 0; i < sheet->orders->len; i++)
    line = MAX (line, ((const VdHexOrder *) sheet->orders->pdata[i])->line);
  return line + 1;
}

static int
points_of_cell (const char *cell)
{
  char *end = NULL;
  long points;

  if (cell == NULL)
    return -1;
  points = strtol (cell, &end, 10);
  return end != cell && points >= 0 && points <= VD_BOARD_MAX_ORDER_LINE ? (int) points : -1;
}

/* 10.1b: the order's cost, a point the seed gives or the owner's rows for its type and its
 * method, summed; -1 and MISSING said when neither. */
static int
order_cost (const VdHexRuleset *module, const char *type, const char *method,
            VdHexOrderAnswer *answer)
{
  const char *rule = rule_of (module, "cost");
  const char *chart = chart_of (module, "cost");
  const VdYamlNode *points = chart_key (module, chart, "points");
  int type_cost, method_cost;

  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE && i < points->n_children;
       i++)
    if (g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "type")), type) == 0 &&
        g_strcmp0 (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "method")),
                   method) == 0)
      {
        int cost = points_of_cell (vd_hex_ruleset_word (vd_yaml_lookup (points->children[i],
                                                                        "result")));

        /* Translators: BN 10.1b, "Order Cost Table: attack, written: 10 CP". */
        vd_hex_odds_add_reason (answer->reasons,
                                vd_hex_ruleset_word (vd_yaml_lookup (points->children[i], "rule")),
                                chart,
                                g_strdup_printf (_("%s: %s, %s: %d CP"),
                                                 chart_name (module, chart), type, method, cost));
        return cost;
      }
  type_cost = points_of_cell (chart_cell (module, chart, type, NULL));
  method_cost = points_of_cell (chart_cell (module, chart, method, NULL));
  if (type_cost >= 0 && method_cost >= 0)
    {
      /* Translators: BN 10.1b, "Order Cost Table (the owner's): attack 6 + written 4 = 10
       * CP". */
      vd_hex_odds_add_reason (answer->reasons, rule, chart,
                              g_strdup_printf (_("%s (the owner’s): %s %d + %s %d = %d CP"),
                                               chart_name (module, chart), type, type_cost,
                                               method, method_cost, type_cost + method_cost));
      return type_cost + method_cost;
    }
  /* Translators: BN 10.1b, "Order Cost Table: the cost of attack and of in-person is not
   * given". */
  vd_hex_odds_add_reason (answer->missing, rule, chart,
                          g_strdup_printf (_("%s: the cost of %s and of %s is not given"),
                                           chart_name (module, chart), type, method));
  return -1;
}

/* 10.1b: the sender's points this turn (the owner's Command Points Table by his quality) and
 * those his orders sent this turn spent. */
static void
command_points (const VdHexOrderSheet *sheet, const VdBoard *board, const VdHexRuleset *module,
                const char *sender, const VdHexOrderAsk *ask, VdHexOrderAnswer *answer)
{
  const char *rule = rule_of (module, "cost");
  const char *chart = chart_of (module, "points");
  gboolean known = TRUE;
  int spent = 0;

  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (order->preliminary || order->initiative || order->sent_turn != board->turn ||
          g_strcmp0 (order->sender, sender) != 0)
        continue;
      if (order->cost < 0)
        known = FALSE;
      else
        spent += order->cost;
    }
  answer->spent = known ? spent : -1;
  if (ask->sender_quality < 0)
    {
      /* Translators: BN 10.1b, "Command Points Table: the points of napoleon depend on his
       * quality, which is not on the board: give --sender-quality". */
      vd_hex_odds_add_reason (answer->missing, rule, sender,
                              g_strdup_printf (_("%s: the points of %s depend on his quality, "
                                                 "which is not on the board: give "
                                                 "--sender-quality"),
                                               chart_name (module, chart), sender));
      return;
    }
  {
    g_autofree char *row = g_strdup_printf ("%d", ask->sender_quality);

    answer->points = points_of_cell (chart_cell (module, chart, row, NULL));
    if (answer->points < 0)
      /* Translators: BN 10.1b, "Command Points Table: the row of quality 3 is not given". */
      vd_hex_odds_add_reason (answer->missing, rule, chart,
                              g_strdup_printf (_("%s: the row of quality %d is not given"),
                                               chart_name (module, chart), ask->sender_quality));
    else
      /* Translators: BN 10.1b, "Command Points Table (the owner's): quality 3, 20 CP a turn,
       * unused ones lost". */
      vd_hex_odds_add_reason (answer->reasons, rule, sender,
                              g_strdup_printf (_("%s (the owner’s): quality %d, %d CP a turn, "
                                                 "unused ones lost"),
                                               chart_name (module, chart), ask->sender_quality,
                                               answer->points));
  }
}

/* The counter an order by aide-de-camp is carried to (10.1e): the receiver's corps HQ, that
 * is the receiver when he is an HQ, else the HQ he answers to, else himself. */
static const VdBoardUnit *
destination_of (const VdBoard *board, const VdBoardUnit *receiver)
{
  const VdBoardUnit *commander;

  if (g_strcmp0 (receiver->unit_class, "hq") == 0)
    return receiver;
  commander = receiver->army != NULL ? vd_board_find_unit (board, receiver->army) : NULL;
  if (commander != NULL && g_strcmp0 (commander->unit_class, "hq") == 0)
    return commander;
  return receiver;
}

/* 10.1e: by aide-de-camp, the officer-MP cost from the sender to the receiving HQ over 10,
 * rounded up, in turns; -1 when a cost on the way is missing or no path is found. */
static int
transit_turns (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *sender,
               const VdBoardUnit *to, VdHexOrderAnswer *answer)
{
  const char *rule = rule_of (module, "transit");
  const char *counted_as = vd_hex_ruleset_lookup_word (module,
                                                       "movement.command_radius.counted_as");
  const char *per_turn = word_of (module, "transit_mp_per_turn");
  double mp_per_turn = per_turn != NULL ? g_ascii_strtod (per_turn, NULL) : 0;
  g_autoptr(VdBoard) probe = NULL;
  g_autoptr(VdHexReach) reach = NULL;
  g_autofree char *where = NULL;

  if (vd_hex_equal (sender->hex, to->hex))
    {
      /* Translators: BN 10.1e, "davout-hq is in the sender's hex: 0 officer MP, arrives this
       * turn". */
      vd_hex_odds_add_reason (answer->reasons, rule, to->id,
                              g_strdup_printf (_("%s is in the sender’s hex: 0 officer MP, "
                                                 "arrives this turn"), to->id));
      return 0;
    }
  if (counted_as == NULL || mp_per_turn <= 0)
    return -1;
  probe = vd_board_copy_without_journal (board);
  for (guint i = 0; i < probe->units->len; i++)
    {
      VdBoardUnit *copy = probe->units->pdata[i];

      /* The aide rides as an officer would, with no limit but the board. */
      if (g_str_equal (copy->id, sender->id))
        {
          g_free (copy->unit_class);
          copy->unit_class = g_strdup (counted_as);
          copy->has_movement = TRUE;
          copy->movement = VD_BOARD_MAX_MOVEMENT;
          copy->facing = -1;
        }
    }
  reach = vd_hex_reach (probe, module, sender->id, NULL);
  where = vd_board_format_hex (board, to->hex);
  for (guint i = 0; reach != NULL && i < reach->reached->len; i++)
    {
      const VdHexReached *reached = reach->reached->pdata[i];
      int turns;

      if (!vd_hex_equal (reached->hex, to->hex))
        continue;
      turns = (int) ceil (reached->cost / mp_per_turn);
      /* Translators: BN 10.1e, "23 officer MP to davout-hq (0909), / 10 rounded up: 3
       * turns". */
      vd_hex_odds_add_reason (answer->reasons, rule, to->id,
                              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%g officer MP to %s (%s), / %g "
                                                            "rounded up: %d turn",
                                                            "%g officer MP to %s (%s), / %g "
                                                            "rounded up: %d turns", turns),
                                               reached->cost, to->id, where, mp_per_turn,
                                               turns));
      return turns;
    }
  if (reach != NULL && reach->unknown->len > 0)
    {
      const VdHexBlocked *first = reach->unknown->pdata[0];

      /* Translators: BN 10.1e, "the officer-MP cost to davout-hq (0909) is not known: …". */
      vd_hex_odds_add_reason (answer->missing, first->rule != NULL ? first->rule : rule, to->id,
                              g_strdup_printf (_("the officer-MP cost to %s (%s) is not known: "
                                                 "%s"), to->id, where, first->why));
    }
  else
    /* Translators: BN 10.1e, "no officer's path to davout-hq (0909) found". */
    vd_hex_odds_add_reason (answer->missing, rule, to->id,
                            g_strdup_printf (_("no officer’s path to %s (%s) found"), to->id,
                                             where));
  return -1;
}

/* 10.1i: before play, the first turn with no phase ended yet. */
static gboolean
before_play (const VdBoard *setup, const VdBoard *board)
{
  for (guint i = 0; setup->journal != NULL && i < setup->journal->len; i++)
    if (((const VdBoardEvent *) setup->journal->pdata[i])->kind == VD_BOARD_EVENT_END_PHASE)
      return FALSE;
  return board->turn <= 1;
}

static const char *
type_of (const VdHexRuleset *module, const char *type)
{
  if (g_strcmp0 (type, "other") == 0)
    type = "non-attack";
  return vd_hex_ruleset_list_has (module, ORDERS "types", type) ? type : NULL;
}

static const char *
method_of (const VdHexRuleset *module, const char *method)
{
  if (g_strcmp0 (method, "person") == 0)
    method = "in-person";
  return vd_hex_ruleset_list_has (module, ORDERS "methods", method) ? method : NULL;
}

VdHexOrderAnswer *
vd_hex_order_send (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                   const char *sender_id, const char *receiver_id, const char *type,
                   const char *method, gboolean preliminary, const VdHexOrderAsk *ask,
                   GError **error)
{
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdBoardUnit *sender, *receiver, *to;
  const char *the_type, *the_method;
  gboolean in_person;

  if (!check_module (module, error) ||
      (sender = officer_of (board, module, sender_id, error)) == NULL ||
      (receiver = officer_of (board, module, receiver_id, error)) == NULL)
    return NULL;
  the_type = type_of (module, type);
  the_method = method_of (module, method);
  if (the_type == NULL || the_method == NULL)
    {
      g_autofree char *shown = vd_error_cut (the_type == NULL ? (type != NULL ? type : "")
                                                              : (method != NULL ? method : ""));

      /* Translators: BN 10.1a, "an order's type is attack or other, its method person,
       * written or verbal, not “loud”". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("an order’s type is attack or other, its method person, written or "
                     "verbal, not “%s” (10.1a)"), shown);
      return NULL;
    }
  if (sender == receiver)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("an officer gives himself orders only by initiative (10.2f)"));
      return NULL;
    }
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  answer = answer_new ();
  answer->line = next_line (sheet);
  answer->type = the_type;
  answer->method = the_method;
  in_person = g_strcmp0 (the_method, word_of (module, "in_person")) == 0;
  /* Translators: BN 10.1a, "line 2: attack, written, from grouchy to davout". */
  vd_hex_odds_add_reason (answer->reasons, rule_of (module, "type"), sender->id,
                          g_strdup_printf (_("line %u: %s, %s, from %s to %s"), answer->line,
                                           the_type, the_method, sender->id, receiver->id));
  if (preliminary)
    {
      if (!before_play (setup, board))
        refuse (answer, rule_of (module, "preliminary"),
                g_strdup (_("preliminary orders are written before play, and the game has "
                            "begun")));
      else
        vd_hex_odds_add_reason (answer->reasons, rule_of (module, "preliminary"), sender->id,
                                g_strdup (_("a preliminary order: no command points, accepted "
                                            "before play")));
      answer->arrives = board->turn;
      answer->result = g_strdup (word_of (module, "accepted"));
      return g_steal_pointer (&answer);
    }
  if (!sender->placed || !receiver->placed)
    {
      /* Translators: BN 10.1e, "grouchy is not on the map". */
      refuse (answer, rule_of (module, "transit"),
              g_strdup_printf (_("%s is not on the map"),
                               !sender->placed ? sender->id : receiver->id));
      return g_steal_pointer (&answer);
    }
  /* 10.1b: what it costs and what is left this turn. */
  answer->cost = order_cost (module, the_type, the_method, answer);
  command_points (sheet, board, module, sender->id, ask, answer);
  if (answer->cost >= 0 && answer->points >= 0 && answer->spent >= 0)
    {
      if (answer->spent + answer->cost > answer->points)
        /* Translators: BN 10.1b, "10 CP wanted, 4 left of 20 this turn". */
        refuse (answer, rule_of (module, "cost"),
                g_strdup_printf (_("%d CP wanted, %d left of %d this turn"), answer->cost,
                                 answer->points - answer->spent, answer->points));
      else
        vd_hex_odds_add_reason (answer->reasons, rule_of (module, "cost"), sender->id,
                                g_strdup_printf (_("%d CP spent, %d left of %d this turn"),
                                                 answer->cost,
                                                 answer->points - answer->spent - answer->cost,
                                                 answer->points));
    }
  /* 10.1e: in person in one hex, at once; by aide-de-camp, by the officer-MP cost. */
  if (in_person)
    {
      if (!vd_hex_equal (sender->hex, receiver->hex))
        {
          g_autofree char *a = vd_board_format_hex (board, sender->hex);
          g_autofree char *b = vd_board_format_hex (board, receiver->hex);

          /* Translators: BN 10.1e, "in person needs sender and receiver in one hex: grouchy
           * is in 0505, davout in 0909". */
          refuse (answer, rule_of (module, "transit"),
                  g_strdup_printf (_("in person needs sender and receiver in one hex: %s is "
                                     "in %s, %s in %s"), sender->id, a, receiver->id, b));
        }
      else
        {
          answer->arrives = board->turn;
          vd_hex_odds_add_reason (answer->reasons, rule_of (module, "transit"), receiver->id,
                                  g_strdup (_("in person, in one hex: arrives at once")));
        }
      return g_steal_pointer (&answer);
    }
  to = destination_of (board, receiver);
  if (!to->placed)
    {
      refuse (answer, rule_of (module, "transit"),
              g_strdup_printf (_("%s is not on the map"), to->id));
      return g_steal_pointer (&answer);
    }
  {
    int turns = transit_turns (board, module, sender, to, answer);

    answer->arrives = turns >= 0 ? board->turn + turns : 0;
  }
  return g_steal_pointer (&answer);
}

/* 10.1f: the column from the owner's reading of the line above the Acceptance Table, or the
 * seed's point for those qualities; NULL and MISSING said otherwise. */
static char *
acceptance_column (const VdHexRuleset *module, const VdHexOrderAsk *ask,
                   VdHexOrderAnswer *answer)
{
  const char *rule = rule_of (module, "acceptance");
  const char *chart = chart_of (module, "acceptance");
  const VdYamlNode *points = chart_key (module, chart, "points");

  if (ask->column != NULL)
    {
      /* Translators: BN 10.1f, "column 3, as the owner reads the line above the Acceptance
       * Table". */
      vd_hex_odds_add_reason (answer->reasons, rule, NULL,
                              g_strdup_printf (_("column %s, as the owner reads the line above "
                                                 "the %s"), ask->column,
                                               chart_name (module, chart)));
      return g_strdup (ask->column);
    }
  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE && i < points->n_children;
       i++)
    {
      const VdYamlNode *point = points->children[i];
      const char *receiver = vd_hex_ruleset_word (vd_yaml_lookup (point, "receiver_quality"));
      const char *sender = vd_hex_ruleset_word (vd_yaml_lookup (point, "sender_quality"));
      const char *result = vd_hex_ruleset_word (vd_yaml_lookup (point, "result"));

      if (receiver != NULL && sender != NULL && result != NULL &&
          g_str_has_prefix (result, "column ") && atoi (receiver) == ask->receiver_quality &&
          atoi (sender) == ask->sender_quality)
        {
          /* Translators: BN 10.1f, "receiver quality 4, sender quality 1: column 3". */
          vd_hex_odds_add_reason (answer->reasons,
                                  vd_hex_ruleset_word (vd_yaml_lookup (point, "rule")), NULL,
                                  g_strdup_printf (_("receiver quality %d, sender quality %d: "
                                                     "column %s"), ask->receiver_quality,
                                                   ask->sender_quality,
                                                   result + strlen ("column ")));
          return g_strdup (result + strlen ("column "));
        }
    }
  if (ask->receiver_quality >= 0 && ask->sender_quality >= 0)
    /* Translators: BN 10.1f, "the line above the Acceptance Table is not given (receiver
     * quality 3, sender quality 2): give --column". */
    vd_hex_odds_add_reason (answer->missing, rule, chart,
                            g_strdup_printf (_("the line above the %s is not given (receiver "
                                               "quality %d, sender quality %d): give --column"),
                                             chart_name (module, chart), ask->receiver_quality,
                                             ask->sender_quality));
  else
    vd_hex_odds_add_reason (answer->missing, rule, chart,
                            g_strdup_printf (_("the line above the %s is not given, nor the "
                                               "officers’ qualities: give --column"),
                                             chart_name (module, chart)));
  return NULL;
}

/* The cell of chart CHART at COLUMN, ROLL: a point the seed gives, or the owner's cell; NULL
 * and MISSING said when neither. */
static char *
roll_cell (const VdHexRuleset *module, const char *chart, const char *column, int roll,
           const char *rule, VdHexOrderAnswer *answer)
{
  const VdYamlNode *points = chart_key (module, chart, "points");
  g_autofree char *row = g_strdup_printf ("%d", roll);
  const char *cell;

  for (guint i = 0; points != NULL && points->kind == VD_YAML_SEQUENCE && i < points->n_children;
       i++)
    {
      const VdYamlNode *point = points->children[i];
      const char *point_column = vd_hex_ruleset_word (vd_yaml_lookup (point, "column"));
      const char *range = vd_hex_ruleset_word (vd_yaml_lookup (point, "rows"));

      if (range == NULL)
        range = vd_hex_ruleset_word (vd_yaml_lookup (point, "row"));
      if (g_strcmp0 (point_column, column) == 0 && in_range (range, roll))
        {
          const char *result = vd_hex_ruleset_word (vd_yaml_lookup (point, "result"));

          /* Translators: "Acceptance Table, column 3, roll 25: D5". */
          vd_hex_odds_add_reason (answer->reasons,
                                  vd_hex_ruleset_word (vd_yaml_lookup (point, "rule")), chart,
                                  g_strdup_printf (_("%s, column %s, roll %d: %s"),
                                                   chart_name (module, chart), column, roll,
                                                   result));
          return g_strdup (result);
        }
    }
  cell = chart_cell (module, chart, row, column);
  if (cell != NULL)
    {
      /* Translators: "Acceptance Table (the owner's), column 2, roll 44: Accepted". */
      vd_hex_odds_add_reason (answer->reasons, rule, chart,
                              g_strdup_printf (_("%s (the owner’s), column %s, roll %d: %s"),
                                               chart_name (module, chart), column, roll, cell));
      return g_strdup (cell);
    }
  /* Translators: "Acceptance Table: the cell of column 2, roll 44 is not given". */
  vd_hex_odds_add_reason (answer->missing, rule, chart,
                          g_strdup_printf (_("%s: the cell of column %s, roll %d is not given"),
                                           chart_name (module, chart), column, roll));
  return NULL;
}

/* The referee's reading of a missing cell (ASK's result), checked against WORDS; NULL when
 * none, with ERROR when it is not one of them. */
static gboolean
referee_result (const VdHexOrderAsk *ask, const char * const *words, const char *rule,
                VdHexOrderAnswer *answer, GError **error)
{
  if (ask->result == NULL)
    return TRUE;
  for (guint i = 0; words[i] != NULL; i++)
    if (g_ascii_strcasecmp (ask->result, words[i]) == 0)
      {
        if (answer->result != NULL && g_strcmp0 (answer->result, words[i]) != 0)
          {
            /* Translators: "--result D4: the chart gives D5". */
            g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("--result %s: the chart gives %s"),
                         words[i], answer->result);
            return FALSE;
          }
        if (answer->result == NULL)
          {
            answer->result = g_strdup (words[i]);
            /* Translators: "the referee's reading of the missing cell: D4". */
            vd_hex_odds_add_reason (answer->reasons, rule, NULL,
                                    g_strdup_printf (_("the referee’s reading of the missing "
                                                       "cell: %s"), words[i]));
          }
        return TRUE;
      }
  {
    g_autofree char *listed = g_strjoinv (", ", (char **) words);
    g_autofree char *shown = vd_error_cut (ask->result);

    /* Translators: "--result is one of Accepted, D4, D5, D6, Distorted, not “maybe”". */
    g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("--result is one of %s, not “%s”"),
                 listed, shown);
  }
  return FALSE;
}

VdHexOrderAnswer *
vd_hex_order_arrive (const VdBoard *setup, const VdBoard *board, const VdHexRuleset *module,
                     guint line, int roll, const VdHexOrderAsk *ask, GError **error)
{
  const VdHexDice d66 = { VD_HEX_DICE_D66, 2, 6 };
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  const VdHexOrder *order;
  const char *rule = rule_of (module, "acceptance");
  const char *words[] = { word_of (module, "accepted"), "D4", "D5", "D6",
                          word_of (module, "distorted"), NULL };

  if (!check_module (module, error) || !vd_hex_dice_check (&d66, roll, error))
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
  answer = answer_new ();
  answer->line = line;
  answer->arrives = order->arrives;
  if (order->arrives > board->turn)
    /* Translators: BN 10.1e, "order 2 arrives in turn 5; this is turn 3". */
    refuse (answer, rule_of (module, "transit"),
            g_strdup_printf (_("order %u arrives in turn %d; this is turn %d"), line,
                             order->arrives, board->turn));
  answer->column = acceptance_column (module, ask, answer);
  if (answer->column != NULL)
    answer->result = roll_cell (module, chart_of (module, "acceptance"), answer->column, roll,
                                rule, answer);
  if (!referee_result (ask, words, rule, answer, error))
    return NULL;
  if (answer->result != NULL)
    {
      int delay = delay_of (answer->result);
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
  const char *rule = rule_of (module, "acceptance");

  if (!check_module (module, error))
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
  answer = answer_new ();
  answer->line = line;
  if (board->turn <= order->state_turn)
    /* Translators: BN 10.1f, "the delay is rolled from the command phase after turn 3". */
    refuse (answer, rule,
            g_strdup_printf (_("the delay is rolled from the command phase after turn %d"),
                             order->state_turn));
  if (die >= order->delay)
    {
      answer->result = g_strdup (word_of (module, "accepted"));
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

/* 10.2c: the officer's rank, the owner's or from the board: one whose commander is an HQ
 * commands a division; NULL and MISSING said otherwise. */
static const char *
rank_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *officer,
         const VdHexOrderAsk *ask, VdHexOrderAnswer *answer, GError **error)
{
  const char *rule = rule_of (module, "who");
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
  if (g_strcmp0 (officer->unit_class, "hq") != 0 && commander != NULL &&
      g_strcmp0 (commander->unit_class, "hq") == 0)
    {
      /* Translators: BN 10.2c, "st-hilaire: a division commander (his commander is the HQ
       * ney-hq)". */
      vd_hex_odds_add_reason (answer->reasons, rule, officer->id,
                              g_strdup_printf (_("%s: a division commander (his commander is "
                                                 "the HQ %s)"), officer->id, commander->id));
      return "division";
    }
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
  const char *rule = rule_of (module, "who");

  for (guint i = 0; i < sheet->tries->len; i++)
    {
      const VdHexInitiativeTry *try = sheet->tries->pdata[i];
      const VdBoardUnit *other = vd_board_find_unit (board, try->officer);

      if (try->turn != board->turn)
        continue;
      if (g_strcmp0 (try->officer, officer->id) == 0)
        /* Translators: BN 10.2c, "ney tried already this turn". */
        refuse (answer, rule, g_strdup_printf (_("%s tried already this turn"), officer->id));
      else if (officer->army != NULL && g_strcmp0 (try->officer, officer->army) == 0)
        /* Translators: BN 10.2c, "his commander ney tried for his units this turn". */
        refuse (answer, rule, g_strdup_printf (_("his commander %s tried for his units this "
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
  const char *rule = rule_of (module, "anti");
  const char *chart = chart_of (module, "anti");
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
      const char *cell = chart_cell (module, chart, post->id, NULL);

      if (cell != NULL)
        {
          int anti = atoi (cell);

          /* Translators: BN 10.2e, "Anti-initiative values (the owner's): napoleon -1". */
          vd_hex_odds_add_reason (answer->reasons, rule, post->id,
                                  g_strdup_printf (_("%s (the owner’s): %s %+d"),
                                                   chart_name (module, chart), post->id, anti));
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
  const char *success = word_of (module, "initiative_results.success");
  const char *flameout = word_of (module, "initiative_results.flameout");
  const char *words[] = { success, word_of (module, "initiative_results.none"), flameout, NULL };

  if (!check_module (module, error) || !vd_hex_dice_check (&d66, roll, error) ||
      (officer = officer_of (board, module, officer_id, error)) == NULL)
    return NULL;
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  answer = answer_new ();
  answer->line = next_line (sheet);
  rank = rank_of (board, module, officer, ask, answer, error);
  if (ask->rank != NULL && rank == NULL)
    return NULL;
  if (rank != NULL && !vd_hex_ruleset_list_has (module, ORDERS "initiative_ranks", rank))
    /* Translators: BN 10.2c, "an army commander only issues normal orders". */
    refuse (answer, rule_of (module, "who"),
            g_strdup_printf (_("only wing, corps and division commanders try; an %s commander "
                               "issues normal orders"), rank));
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
        refuse (answer, rule_of (module, "bypass"),
                g_strdup_printf (_("order %u is that order, on the way or delayed already"),
                                 order->line));
      else
        /* Translators: BN 10.2f, "not to obtain order 2 (on the way), only a different
         * one". */
        vd_hex_odds_add_reason (answer->reasons, rule_of (module, "bypass"), officer->id,
                                g_strdup_printf (_("not to obtain order %u (%s), only a "
                                                   "different one"), order->line,
                                                 order->state == VD_HEX_ORDER_DELAYED
                                                   ? _("delayed") : _("on the way")));
    }
  /* 10.2d: quality + anti-initiative is the column. */
  if (ask->receiver_quality < 0)
    /* Translators: BN 10.2d, "ney's quality is not on the board: give --quality". */
    vd_hex_odds_add_reason (answer->missing, rule_of (module, "column"), officer->id,
                            g_strdup_printf (_("%s’s quality is not on the board: give "
                                               "--quality"), officer->id));
  else
    {
      int anti = anti_of (board, module, officer, ask, answer);

      answer->column = g_strdup_printf ("%d", ask->receiver_quality + anti);
      /* Translators: BN 10.2d, "quality 2, anti-initiative -1: column 1". */
      vd_hex_odds_add_reason (answer->reasons, rule_of (module, "column"), officer->id,
                              g_strdup_printf (_("quality %d, anti-initiative %+d: column %s"),
                                               ask->receiver_quality, anti, answer->column));
      answer->result = roll_cell (module, chart_of (module, "initiative"), answer->column, roll,
                                  rule_of (module, "column"), answer);
    }
  if (!referee_result (ask, words, rule_of (module, "column"), answer, error))
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
        vd_hex_odds_add_reason (answer->reasons, rule_of (module, "drop"), officer->id,
                                text != NULL
                                  /* Translators: BN 10.2a, "his old orders dropped; line 3,
                                   * accepted at once". */
                                  ? g_strdup_printf (_("his old orders dropped; line %u, "
                                                       "accepted at once"), answer->line)
                                  : g_strdup (_("his old orders dropped")));
      else
        vd_hex_odds_add_reason (answer->reasons, rule_of (module, "flameout"), officer->id,
                                g_strdup (_("flameout: the opponent gives his units a one-turn "
                                            "move in any direction, never against friends, "
                                            "which cancels all their orders")));
    }
  return g_steal_pointer (&answer);
}

VdBoardEvent *
vd_hex_order_event (const VdBoard *board, const VdHexOrderAnswer *answer, const char *action,
                    const char *sender, const char *receiver, const char *type,
                    const char *method, const char *text, int roll, int die)
{
  VdBoardEvent *event = vd_board_event_new (VD_BOARD_EVENT_ORDER, board);

  event->order_action = g_strdup (action);
  event->order_line = (int) answer->line;
  event->sender = g_strdup (sender);
  event->receiver = g_strdup (receiver);
  event->order_type = g_strdup (type);
  event->order_method = g_strdup (method);
  event->order_text = g_strdup (text);
  event->order_cost = answer->cost;
  event->to_turn = answer->arrives;
  event->odds_column = g_strdup (answer->column);
  event->roll = roll;
  event->die = die;
  event->result = g_strdup (answer->result);
  return event;
}
