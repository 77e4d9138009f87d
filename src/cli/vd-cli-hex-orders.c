/* vedette-cli hex order, orders and initiative: BN's order sheet (10.1) and initiative (10.2). */
#include "vd-cli.h"
#include "vd-cli-hex-orders.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-error.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"
#include "vd-hex-orders-bn-move.h"

static void
ask_of (const HexOptions *options, VdHexOrderAsk *ask)
{
  ask->sender_quality = options->sender_quality;
  ask->receiver_quality = options->quality;
  ask->column = options->column;
  ask->has_anti = options->anti != G_MININT;
  ask->anti = ask->has_anti ? options->anti : 0;
  ask->rank = options->rank;
  ask->result = options->result;
}

static void
add_int_or_null (JsonBuilder *builder, const char *name, int value, int none)
{
  json_builder_set_member_name (builder, name);
  vd_cli_add_int_or_null (builder, value != none, value);
}

static void
print_json (const VdHexOrderAnswer *answer, const char *what, gboolean applied)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "action");
  json_builder_add_string_value (builder, what);
  json_builder_set_member_name (builder, "line");
  json_builder_add_int_value (builder, answer->line);
  json_builder_set_member_name (builder, "legal");
  if (answer->legal_known || !answer->legal)
    json_builder_add_boolean_value (builder, answer->legal);
  else
    json_builder_add_null_value (builder);
  if (!answer->legal)
    vd_cli_hex_add_rule_why (builder, "why", answer->why_rule, answer->why);
  add_int_or_null (builder, "cost", answer->cost, -1);
  add_int_or_null (builder, "points", answer->points, -1);
  add_int_or_null (builder, "spent", answer->spent, -1);
  add_int_or_null (builder, "arrives", answer->arrives, 0);
  json_builder_set_member_name (builder, "column");
  vd_cli_hex_add_string_or_null (builder, answer->column);
  json_builder_set_member_name (builder, "result");
  vd_cli_hex_add_string_or_null (builder, answer->result);
  json_builder_set_member_name (builder, "cancels");
  json_builder_begin_array (builder);
  for (guint i = 0; i < answer->cancels->len; i++)
    json_builder_add_int_value (builder, GPOINTER_TO_UINT (answer->cancels->pdata[i]));
  json_builder_end_array (builder);
  vd_cli_hex_add_odds_reasons (builder, answer->reasons);
  vd_cli_hex_add_reasons_named (builder, "missing", answer->missing);
  json_builder_set_member_name (builder, "applied");
  json_builder_add_boolean_value (builder, applied);
  json_builder_end_object (builder);
  vd_cli_hex_print_json (builder);
}

static void
print_text (const VdHexOrderAnswer *answer, const char *officer, gboolean applied)
{
  if (officer != NULL && !answer->legal)
    /* Translators: BN 10.2, "st-hilaire: not legal: his commander ney tried … (10.2c)". */
    g_print (_("%s: not legal: %s (%s)\n"), officer, answer->why,
             answer->why_rule != NULL ? answer->why_rule : "?");
  else if (officer != NULL)
    /* Translators: BN 10.2d, "ney: no effect" (NULL: "not known yet"). */
    g_print (_("%s: %s\n"), officer,
             answer->result != NULL ? answer->result : _("not known yet"));
  else if (!answer->legal)
    /* Translators: "line 2: not legal: 10 CP wanted, 4 left of 20 this turn (10.1b)". */
    g_print (_("line %u: not legal: %s (%s)\n"), answer->line, answer->why,
             answer->why_rule != NULL ? answer->why_rule : "?");
  else if (answer->result != NULL)
    /* Translators: "line 2: D5". */
    g_print (_("line %u: %s\n"), answer->line, answer->result);
  else if (answer->arrives > 0)
    /* Translators: BN 10.1e, "line 2: arrives in turn 4". */
    g_print (_("line %u: arrives in turn %d\n"), answer->line, answer->arrives);
  else
    g_print (_("line %u: not known yet\n"), answer->line);
  vd_cli_hex_print_reasons (answer->reasons, "", FALSE);
  for (guint i = 0; i < answer->missing->len; i++)
    {
      const VdHexOddsReason *reason = answer->missing->pdata[i];

      /* Translators: "  missing: Command Points Table: … (10.1b)". */
      g_print (_("  missing: %s (%s)\n"), reason->what, reason->rule != NULL ? reason->rule : "?");
    }
  if (applied)
    g_print (_("  kept in the board’s journal, one step to undo\n"));
}

/* ANSWER's event appended to the journal; FALSE (said) when it may not be. */
static gboolean
record (Loaded *loaded, const VdHexOrderAnswer *answer, VdBoardEvent *event)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                vd_board_event_free);
  g_autoptr(GError) error = NULL, why = NULL;

  g_ptr_array_add (events, event);
  if (!vd_hex_order_may_record (answer, event->order_action, &why))
    {
      if (g_error_matches (why, VD_ERROR, VD_ERROR_NOT_FOUND))
        /* Translators: "nothing to record: the chart's cell is missing: the referee's reading
         * is needed; give it with --result". */
        g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT,
                     _("nothing to record: %s; give it with --result"), why->message);
      else
        /* Translators: "nothing to record: whether the rules allow it waits on…". */
        g_set_error (&error, VD_ERROR, VD_ERROR_ARGUMENT, _("nothing to record: %s"),
                     why->message);
    }
  if (error == NULL)
    vd_cli_hex_append_events (loaded, events, &error);
  if (error != NULL)
    {
      vd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

int
vd_cli_hex_order (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  VdHexOrderAsk ask = { 0 };
  const char *action;
  gboolean applied = FALSE;
  int modes = (options->arrive != 0) + (options->release != 0) + (options->from != NULL) +
              (options->drop != 0);

  if (argc != 1 || modes != 1 ||
      (options->from != NULL && (options->to == NULL || options->order_type == NULL ||
                                 options->method == NULL)) ||
      (options->arrive != 0 && options->roll == 0) ||
      (options->release != 0 && options->die == 0) || options->arrive < 0 ||
      options->release < 0 || options->drop < 0)
    return vd_cli_usage_error ("hex", "%s",
                               _("hex order wants BOARD --from OFFICER --to OFFICER --type "
                                 "attack|other --method person|written|verbal, or --arrive "
                                 "LINE --roll NN, or --release LINE --die N, or --drop LINE "
                                 "[--apply]"));
  ask_of (options, &ask);
  if (options->from != NULL)
    {
      action = options->preliminary ? "preliminary" : "send";
      answer = vd_hex_order_send (loaded->setup, loaded->board, loaded->module, options->from,
                                  options->to, options->order_type, options->method,
                                  options->preliminary, &ask, &error);
    }
  else if (options->arrive != 0)
    {
      action = "arrive";
      answer = vd_hex_order_arrive (loaded->setup, loaded->board, loaded->module,
                                    (guint) options->arrive, options->roll, &ask, &error);
    }
  else if (options->drop != 0)
    {
      action = "drop";
      answer = vd_hex_order_drop (loaded->setup, loaded->board, loaded->module,
                                  (guint) options->drop, &error);
    }
  else
    {
      action = "release";
      answer = vd_hex_order_release (loaded->setup, loaded->board, loaded->module,
                                     (guint) options->release, options->die, &error);
    }
  if (answer == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply)
    {
      VdBoardEvent *event = vd_hex_order_event (loaded->board, answer, action,
                                                options->from, options->to, answer->type,
                                                answer->method, options->text,
                                                g_str_equal (action, "arrive") ? options->roll : 0,
                                                options->die);

      if (!record (loaded, answer, event))
        return VD_CLI_INVALID;
      applied = TRUE;
    }
  if (options->json)
    print_json (answer, action, applied);
  else
    print_text (answer, NULL, applied);
  return VD_CLI_OK;
}

int
vd_cli_hex_initiative (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  VdHexOrderAsk ask = { 0 };
  gboolean applied = FALSE;

  if (argc != 2 || options->roll == 0 ||
      (options->order_type != NULL && options->order == NULL))
    return vd_cli_usage_error ("hex", "%s",
                               _("hex initiative wants BOARD OFFICER --roll NN [--quality N] "
                                 "[--anti N] [--rank RANK] [--order TEXT [--type "
                                 "attack|other]] [--apply]"));
  ask_of (options, &ask);
  answer = vd_hex_order_initiative (loaded->setup, loaded->board, loaded->module, argv[1],
                                    options->roll, options->order, &ask, &error);
  /* 10.2b: the order's type, kept like any order's. */
  if (answer != NULL && options->order_type != NULL &&
      !vd_hex_order_initiative_type (loaded->module, options->order_type, answer, &error))
    g_clear_pointer (&answer, vd_hex_order_answer_free);
  if (answer == NULL)
    {
      vd_cli_print_error (error);
      return VD_CLI_INVALID;
    }
  if (options->apply)
    {
      VdBoardEvent *event = vd_hex_order_event (loaded->board, answer, "initiative", argv[1],
                                                NULL, answer->type, NULL, options->order,
                                                options->roll, 0);

      if (!record (loaded, answer, event))
        return VD_CLI_INVALID;
      applied = TRUE;
    }
  if (options->json)
    print_json (answer, "initiative", applied);
  else
    print_text (answer, argv[1], applied);
  return VD_CLI_OK;
}

/* 10.1h, 10.5b, 10.5a-C: what the sheet means for each corps HQ and each division on its own. */
static void
print_notes (Loaded *loaded)
{
  g_autoptr(GPtrArray) notes = vd_hex_orders_notes (loaded->setup,
                                                    loaded->setup->journal != NULL
                                                      ? loaded->setup->journal->len : 0,
                                                    loaded->board, loaded->module);
  const char *acts = vd_hex_ruleset_text (vd_hex_ruleset_lookup (loaded->module,
                                                                 "special.command.no_order."
                                                                 "acts"));

  if (acts != NULL)
    /* Translators: BN 10.1h, "no order needed for: officers' moves…; the players judge
     * (10.1h)". */
    g_print (_("no order needed for: %s; the players judge (%s)\n"), acts, "10.1h");
  vd_cli_hex_print_reasons (notes, "", TRUE);
}

static void
add_notes (JsonBuilder *builder, Loaded *loaded)
{
  g_autoptr(GPtrArray) notes = vd_hex_orders_notes (loaded->setup,
                                                    loaded->setup->journal != NULL
                                                      ? loaded->setup->journal->len : 0,
                                                    loaded->board, loaded->module);

  vd_cli_hex_add_reasons_named (builder, "notes", notes);
}

int
vd_cli_hex_orders (Loaded *loaded, int argc, char **argv, const HexOptions *options)
{
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(JsonBuilder) builder = NULL;

  if (argc != 1)
    return vd_cli_usage_error ("hex", "%s", _("hex orders wants BOARD"));
  sheet = vd_hex_order_sheet (loaded->setup, loaded->setup->journal != NULL
                                               ? loaded->setup->journal->len : 0);
  if (options->json)
    {
      builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "orders");
      json_builder_begin_array (builder);
    }
  else if (sheet->orders->len == 0)
    g_print (_("no order on the sheet\n"));
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];
      g_autofree char *state = vd_hex_order_state_text (order);
      g_autofree char *arrives = order->arrives > 0 ? g_strdup_printf ("%d", order->arrives)
                                                    : g_strdup ("?");
      g_autofree char *cost = order->cost >= 0 ? g_strdup_printf ("%d", order->cost)
                                               : g_strdup ("?");
      g_autofree char *due = vd_hex_order_due (order, loaded->board->turn);

      if (builder == NULL)
        {
          /* Translators: BN 10.1d, one line of the sheet: "2  grouchy → davout  attack,
           * written  sent turn 2, arrives 4  10 CP  delayed D5: column 3, roll 25: D5
           * (10.1f)". */
          g_print (_("%u  %s → %s  %s, %s  sent turn %d, arrives %s  %s CP  %s: %s (%s)\n"),
                   order->line, order->sender != NULL ? order->sender : "—",
                   order->receiver != NULL ? order->receiver : "—",
                   vd_hex_order_word (loaded->module, order->type),
                   vd_hex_order_word (loaded->module, order->method), order->sent_turn,
                   arrives, cost, state,
                   order->why != NULL ? order->why : "", order->rule != NULL ? order->rule : "?");
          if (order->text != NULL)
            g_print ("    “%s”\n", order->text);
          if (due != NULL)
            /* Translators: BN 10.1f, "    due: roll its delay D5 this command phase
             * (--release 2) (10.1f)". */
            g_print (_("    due: %s (%s)\n"), due, "10.1f");
          continue;
        }
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "line");
      json_builder_add_int_value (builder, order->line);
      json_builder_set_member_name (builder, "sender");
      vd_cli_hex_add_string_or_null (builder, order->sender);
      json_builder_set_member_name (builder, "receiver");
      vd_cli_hex_add_string_or_null (builder, order->receiver);
      json_builder_set_member_name (builder, "type");
      vd_cli_hex_add_string_or_null (builder, order->type);
      json_builder_set_member_name (builder, "method");
      vd_cli_hex_add_string_or_null (builder, order->method);
      json_builder_set_member_name (builder, "text");
      vd_cli_hex_add_string_or_null (builder, order->text);
      json_builder_set_member_name (builder, "sent");
      json_builder_add_int_value (builder, order->sent_turn);
      add_int_or_null (builder, "arrives", order->arrives, 0);
      add_int_or_null (builder, "cost", order->cost, -1);
      json_builder_set_member_name (builder, "state");
      json_builder_add_string_value (builder, state);
      json_builder_set_member_name (builder, "preliminary");
      json_builder_add_boolean_value (builder, order->preliminary);
      json_builder_set_member_name (builder, "initiative");
      json_builder_add_boolean_value (builder, order->initiative);
      vd_cli_hex_add_rule_why (builder, "reason", order->rule, order->why);
      json_builder_set_member_name (builder, "due");
      vd_cli_hex_add_string_or_null (builder, due);
      json_builder_end_object (builder);
    }
  if (builder != NULL)
    {
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "initiative");
      json_builder_begin_array (builder);
      for (guint i = 0; i < sheet->tries->len; i++)
        {
          const VdHexInitiativeTry *try = sheet->tries->pdata[i];

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "officer");
          json_builder_add_string_value (builder, try->officer);
          json_builder_set_member_name (builder, "turn");
          json_builder_add_int_value (builder, try->turn);
          json_builder_set_member_name (builder, "result");
          vd_cli_hex_add_string_or_null (builder, try->result);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      add_notes (builder, loaded);
      json_builder_end_object (builder);
      vd_cli_hex_print_json (builder);
    }
  else
    {
      for (guint i = 0; i < sheet->tries->len; i++)
        {
          const VdHexInitiativeTry *try = sheet->tries->pdata[i];

          /* Translators: BN 10.2c, "initiative: ney, turn 2: no effect". */
          g_print (_("initiative: %s, turn %d: %s\n"), try->officer, try->turn,
                   try->result != NULL ? try->result : "?");
        }
      print_notes (loaded);
    }
  return VD_CLI_OK;
}

GPtrArray *
vd_cli_hex_move_orders (const Loaded *loaded, const char *unit_id, VdHexMoveAsk *ask)
{
  return vd_hex_orders_move_ask (loaded->setup,
                                 loaded->setup->journal != NULL ? loaded->setup->journal->len : 0,
                                 loaded->board, loaded->module, unit_id, ask);
}
