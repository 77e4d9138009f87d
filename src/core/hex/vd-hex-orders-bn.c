/* BN's order sheet and initiative (10.1, 10.2): what the steps share, and sending an order. */
#include "vd-hex-orders-bn-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vd-error.h"
#include "vd-hex-move.h"
#include "vd-hex-odds.h"

const char *
vd_hex_orders_rule (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, ORDERS "rules.", key);
}

const char *
vd_hex_orders_word (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, ORDERS, key);
}

const char *
vd_hex_orders_chart (const VdHexRuleset *module, const char *key)
{
  return vd_hex_ruleset_word_under (module, ORDERS "charts.", key);
}

/* The chart's name in the user's language, or its id. */
const char *
vd_hex_orders_chart_name (const VdHexRuleset *module, const char *id)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.name", id);
  const char *name = vd_hex_ruleset_text (vd_hex_ruleset_lookup (module, path));

  return name != NULL ? name : id;
}

const VdYamlNode *
vd_hex_orders_chart_key (const VdHexRuleset *module, const char *id, const char *key)
{
  g_autofree char *path = g_strdup_printf ("charts.%s.%s", id, key);

  return vd_hex_ruleset_lookup (module, path);
}

/* The cell the owner entered (or the seed gives) at ROW × COLUMN of chart ID; COLUMN NULL: the
 * first column. NULL when the chart's size or that cell is not known. */
const char *
vd_hex_orders_chart_cell (const VdHexRuleset *module, const char *id, const char *row,
                          const char *column)
{
  const VdYamlNode *rows = vd_hex_orders_chart_key (module, id, "rows");
  const VdYamlNode *columns = vd_hex_orders_chart_key (module, id, "columns");
  const VdYamlNode *cells = vd_hex_orders_chart_key (module, id, "cells");
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

VdHexOrderAnswer *
vd_hex_orders_answer_new (void)
{
  VdHexOrderAnswer *answer = g_new0 (VdHexOrderAnswer, 1);

  answer->legal = TRUE;
  answer->legal_known = TRUE;
  answer->cost = answer->points = answer->spent = -1;
  answer->missing = vd_hex_odds_reasons_new ();
  answer->reasons = vd_hex_odds_reasons_new ();
  answer->cancels = g_ptr_array_new ();
  return answer;
}

void
vd_hex_orders_refuse (VdHexOrderAnswer *answer, const char *rule, char *why)
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

gboolean
vd_hex_orders_check_module (const VdHexRuleset *module, GError **error)
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
const VdBoardUnit *
vd_hex_orders_officer (const VdBoard *board, const VdHexRuleset *module, const char *id,
                       GError **error)
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

guint
vd_hex_orders_next_line (const VdHexOrderSheet *sheet)
{
  guint line = 0;

  for (guint i = 0; i < sheet->orders->len; i++)
    line = MAX (line, ((const VdHexOrder *) sheet->orders->pdata[i])->line);
  return line + 1;
}

/* The cell of chart CHART at COLUMN, ROLL: a point the seed gives, or the owner's cell; NULL
 * and MISSING said when neither. */
char *
vd_hex_orders_roll_cell (const VdHexRuleset *module, const char *chart, const char *column,
                         int roll,
                         const char *rule, VdHexOrderAnswer *answer)
{
  const VdYamlNode *points = vd_hex_orders_chart_key (module, chart, "points");
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
                                                   vd_hex_orders_chart_name (module, chart),
                                                   column, roll, result));
          return g_strdup (result);
        }
    }
  cell = vd_hex_orders_chart_cell (module, chart, row, column);
  if (cell != NULL)
    {
      /* Translators: "Acceptance Table (the owner's), column 2, roll 44: Accepted". */
      vd_hex_odds_add_reason (answer->reasons, rule, chart,
                              g_strdup_printf (_("%s (the owner’s), column %s, roll %d: %s"),
                                               vd_hex_orders_chart_name (module, chart), column,
                                               roll, cell));
      return g_strdup (cell);
    }
  /* Translators: "Acceptance Table: the cell of column 2, roll 44 is not given". */
  vd_hex_odds_add_reason (answer->missing, rule, chart,
                          g_strdup_printf (_("%s: the cell of column %s, roll %d is not given"),
                                           vd_hex_orders_chart_name (module, chart), column, roll));
  return NULL;
}

/* The referee's reading of a missing cell (ASK's result), checked against WORDS; NULL when
 * none, with ERROR when it is not one of them. */
gboolean
vd_hex_orders_referee_result (const VdHexOrderAsk *ask, const char * const *words, const char *rule,
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
  const char *rule = vd_hex_orders_rule (module, "cost");
  const char *chart = vd_hex_orders_chart (module, "cost");
  const VdYamlNode *points = vd_hex_orders_chart_key (module, chart, "points");
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
                                                 vd_hex_orders_chart_name (module, chart), type,
                                                 method, cost));
        return cost;
      }
  type_cost = points_of_cell (vd_hex_orders_chart_cell (module, chart, type, NULL));
  method_cost = points_of_cell (vd_hex_orders_chart_cell (module, chart, method, NULL));
  if (type_cost >= 0 && method_cost >= 0)
    {
      /* Translators: BN 10.1b, "Order Cost Table (the owner's): attack 6 + written 4 = 10
       * CP". */
      vd_hex_odds_add_reason (answer->reasons, rule, chart,
                              g_strdup_printf (_("%s (the owner’s): %s %d + %s %d = %d CP"),
                                               vd_hex_orders_chart_name (module, chart), type,
                                               type_cost, method, method_cost,
                                               type_cost + method_cost));
      return type_cost + method_cost;
    }
  /* Translators: BN 10.1b, "Order Cost Table: the cost of attack and of in-person is not
   * given". */
  vd_hex_odds_add_reason (answer->missing, rule, chart,
                          g_strdup_printf (_("%s: the cost of %s and of %s is not given"),
                                           vd_hex_orders_chart_name (module, chart), type, method));
  return -1;
}

/* 10.1b: the sender's points this turn (the owner's Command Points Table by his quality) and
 * those his orders sent this turn spent. */
static void
command_points (const VdHexOrderSheet *sheet, const VdBoard *board, const VdHexRuleset *module,
                const char *sender, const VdHexOrderAsk *ask, VdHexOrderAnswer *answer)
{
  const char *rule = vd_hex_orders_rule (module, "cost");
  const char *chart = vd_hex_orders_chart (module, "points");
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
                                               vd_hex_orders_chart_name (module, chart), sender));
      return;
    }
  {
    g_autofree char *row = g_strdup_printf ("%d", ask->sender_quality);

    answer->points = points_of_cell (vd_hex_orders_chart_cell (module, chart, row, NULL));
    if (answer->points < 0)
      /* Translators: BN 10.1b, "Command Points Table: the row of quality 3 is not given". */
      vd_hex_odds_add_reason (answer->missing, rule, chart,
                              g_strdup_printf (_("%s: the row of quality %d is not given"),
                                               vd_hex_orders_chart_name (module, chart),
                                               ask->sender_quality));
    else
      /* Translators: BN 10.1b, "Command Points Table (the owner's): quality 3, 20 CP a turn,
       * unused ones lost". */
      vd_hex_odds_add_reason (answer->reasons, rule, sender,
                              g_strdup_printf (_("%s (the owner’s): quality %d, %d CP a turn, "
                                                 "unused ones lost"),
                                               vd_hex_orders_chart_name (module, chart),
                                               ask->sender_quality,
                                               answer->points));
  }
}

/* The counter an order by aide-de-camp is carried to (10.1e): the receiver's corps HQ, that
 * is the receiver when he is an HQ, else the HQ he answers to, else himself. */
static const VdBoardUnit *
destination_of (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *receiver)
{
  const char *hq = vd_hex_orders_word (module, "hq_class");
  const VdBoardUnit *commander;

  if (g_strcmp0 (receiver->unit_class, hq) == 0)
    return receiver;
  commander = receiver->army != NULL ? vd_board_find_unit (board, receiver->army) : NULL;
  if (commander != NULL && g_strcmp0 (commander->unit_class, hq) == 0)
    return commander;
  return receiver;
}

/* 10.1e: by aide-de-camp, the officer-MP cost from the sender to the receiving HQ over 10,
 * rounded up, in turns; -1 when a cost on the way is missing or no path is found. */
static int
transit_turns (const VdBoard *board, const VdHexRuleset *module, const VdBoardUnit *sender,
               const VdBoardUnit *to, VdHexOrderAnswer *answer)
{
  const char *rule = vd_hex_orders_rule (module, "transit");
  const char *counted_as = vd_hex_ruleset_lookup_word (module,
                                                       "movement.command_radius.counted_as");
  const char *per_turn = vd_hex_orders_word (module, "transit_mp_per_turn");
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

  answer = vd_hex_orders_answer_new ();
  if (!vd_hex_orders_check_module (module, error) ||
      (sender = vd_hex_orders_officer (board, module, sender_id, error)) == NULL ||
      (receiver = vd_hex_orders_receiver (board, module, receiver_id, answer, error)) == NULL)
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
  if (g_strcmp0 (sender->side, receiver->side) != 0)
    {
      /* Translators: BN 10.1c, "grouchy and kutuzov are not of one side". */
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT, _("%s and %s are not of one side"),
                   sender->id, receiver->id);
      return NULL;
    }
  if (sender == receiver)
    {
      g_set_error (error, VD_ERROR, VD_ERROR_ARGUMENT,
                   _("an officer gives himself orders only by initiative (10.2f)"));
      return NULL;
    }
  sheet = vd_hex_order_sheet (setup, setup->journal != NULL ? setup->journal->len : 0);
  answer->line = vd_hex_orders_next_line (sheet);
  answer->type = the_type;
  answer->method = the_method;
  in_person = g_strcmp0 (the_method, vd_hex_orders_word (module, "in_person")) == 0;
  /* Translators: BN 10.1a, "line 2: attack, written, from grouchy to davout". */
  vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "type"), sender->id,
                          g_strdup_printf (_("line %u: %s, %s, from %s to %s"), answer->line,
                                           vd_hex_order_word (module, the_type),
                                           vd_hex_order_word (module, the_method), sender->id,
                                           receiver->id));
  if (preliminary)
    {
      if (!before_play (setup, board))
        vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "preliminary"),
                              g_strdup (_("preliminary orders are written before play, "
                                          "and the game has begun")));
      else
        vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "preliminary"),
                                sender->id,
                                g_strdup (_("a preliminary order: no command points, accepted "
                                            "before play")));
      answer->arrives = board->turn;
      answer->result = g_strdup (vd_hex_orders_word (module, "accepted"));
      return g_steal_pointer (&answer);
    }
  if (!sender->placed || !receiver->placed)
    {
      /* Translators: BN 10.1e, "grouchy is not on the map". */
      vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "transit"),
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
        vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "cost"),
                              g_strdup_printf (_("%d CP wanted, %d left of %d this turn"),
                                               answer->cost, answer->points - answer->spent,
                                               answer->points));
      else
        vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "cost"), sender->id,
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
          vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "transit"),
                                g_strdup_printf (_("in person needs sender and receiver in "
                                                   "one hex: %s is in %s, %s in %s"),
                                                 sender->id, a, receiver->id, b));
        }
      else
        {
          answer->arrives = board->turn;
          vd_hex_odds_add_reason (answer->reasons, vd_hex_orders_rule (module, "transit"),
                                  receiver->id,
                                  g_strdup (_("in person, in one hex: arrives at once")));
        }
      return g_steal_pointer (&answer);
    }
  to = destination_of (board, module, receiver);
  if (!to->placed)
    {
      vd_hex_orders_refuse (answer, vd_hex_orders_rule (module, "transit"),
                            g_strdup_printf (_("%s is not on the map"), to->id));
      return g_steal_pointer (&answer);
    }
  {
    int turns = transit_turns (board, module, sender, to, answer);

    answer->arrives = turns >= 0 ? board->turn + turns : 0;
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
