/* The board panel's orders group: a BN officer's lines of the order sheet, the acceptance or
 * delay each owes rolled, an order written, a try for the initiative, the attack stoppage test
 * and an emergency retreat, through the core's judgements and their `order` events. */
#include "vd-board-orders.h"
#include "vd-board-command.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-battle.h"
#include "vd-hex-emergency-bn.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"
#include "vd-hex-stoppage-bn.h"

#define ORDERS "special.command.orders."

struct _VdBoardOrders
{
  VdBoardGroup g;
  /* The "Write an Order" rows, while shown; the ids behind the choices. */
  AdwComboRow   *to;
  AdwComboRow   *type;
  AdwComboRow   *method;
  GtkSpinButton *quality;
  GtkEditable   *words;
  GPtrArray     *to_ids;      /* char*, as the combo row lists them */
  GPtrArray     *type_ids;
  GPtrArray     *method_ids;
  /* The "Try for the Initiative" rows, while shown. */
  GtkSpinButton *try_roll;
  GtkSpinButton *try_quality;
  GtkSpinButton *try_anti;
  AdwComboRow   *try_rank;
  GtkEditable   *try_words;
  GPtrArray     *rank_ids;    /* NULL first: as the board says */
  /* The "Attack Stoppage" rows, while shown. */
  GtkSpinButton *stop_quality;
  GtkSpinButton *stop_roll;
  GtkSwitch     *stop_lost;
  GtkSwitch     *stop_charged;
  GtkSwitch     *stop_wing;
};

VdBoardOrders *
vd_board_orders_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardOrders *orders = g_new0 (VdBoardOrders, 1);

  vd_board_group_init (&orders->g, _("Orders"), said, user_data);
  orders->to_ids = g_ptr_array_new_with_free_func (g_free);
  orders->type_ids = g_ptr_array_new_with_free_func (g_free);
  orders->method_ids = g_ptr_array_new_with_free_func (g_free);
  orders->rank_ids = g_ptr_array_new_with_free_func (g_free);
  return orders;
}

void
vd_board_orders_free (VdBoardOrders *orders)
{
  if (orders == NULL)
    return;
  vd_board_group_clear (&orders->g);
  g_ptr_array_unref (orders->to_ids);
  g_ptr_array_unref (orders->type_ids);
  g_ptr_array_unref (orders->method_ids);
  g_ptr_array_unref (orders->rank_ids);
  g_free (orders);
}

GtkWidget *
vd_board_orders_get_widget (VdBoardOrders *orders)
{
  return GTK_WIDGET (orders->g.group);
}

/* A quality or a roll, 0 meaning not given: -1 for the core. */
static int
spin_value (GtkSpinButton *spin)
{
  int value = gtk_spin_button_get_value_as_int (spin);

  return value > 0 ? value : -1;
}

char *
vd_board_orders_refusal (const VdHexOrderAnswer *answer, const GError *why)
{
  const VdHexOddsReason *first = answer->missing->len > 0 ? answer->missing->pdata[0] : NULL;

  if (first == NULL)
    return g_strdup (why->message);
  /* Translators: why an order's step is not recorded, then the first thing missing: "whether
   * the rules allow it waits on what is missing: Acceptance Table: … (10.1f)". */
  return g_strdup_printf (_("%s: %s (%s)"), why->message, first->what,
                          first->rule != NULL ? first->rule : "?");
}

/* ANSWER recorded as ACTION's `order` event, or why not shown on ROW. */
static void
record_answer (VdBoardOrders *orders, GtkWidget *row, VdHexOrderAnswer *answer,
               const GError *error, const char *action, const char *receiver, const char *text,
               int roll, int die)
{
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  g_autoptr(GError) why = NULL;
  GPtrArray *events;

  if (answer == NULL)
    {
      vd_board_refused (row, error->message, orders->g.said, orders->g.user_data);
      return;
    }
  if (!vd_hex_order_may_record (answer, action, &why))
    {
      g_autofree char *text_why = vd_board_orders_refusal (answer, why);

      vd_board_refused (row, text_why, orders->g.said, orders->g.user_data);
      vd_hex_order_answer_free (answer);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, vd_hex_order_event (board, answer, action,
                                               g_str_equal (action, "send") ||
                                               g_str_equal (action, "initiative")
                                                 ? orders->g.unit : NULL,
                                               receiver, answer->type, answer->method, text,
                                               roll, die));
  vd_hex_order_answer_free (answer);
  vd_board_record (orders->g.document, events, row, orders->g.said, orders->g.user_data);
}

static void
roll_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  VdHexRuleset *module = vd_board_document_get_module (orders->g.document);
  VdBattle *battle = vd_board_document_get_battle (orders->g.document);
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "vd-line"));
  GtkSpinButton *roll = g_object_get_data (G_OBJECT (button), "vd-roll");
  GtkSpinButton *quality = g_object_get_data (G_OBJECT (button), "vd-quality");
  GtkSpinButton *sender = g_object_get_data (G_OBJECT (button), "vd-sender-quality");
  VdHexOrderAsk ask = { .sender_quality = -1, .receiver_quality = -1 };
  g_autoptr(GError) error = NULL;
  VdHexOrderAnswer *answer;

  /* A due acceptance has the two qualities; a delay has its die alone. */
  if (quality != NULL)
    {
      ask.receiver_quality = spin_value (quality);
      ask.sender_quality = spin_value (sender);
      answer = vd_hex_order_arrive (vd_battle_get_setup (battle), board, module, line,
                                    gtk_spin_button_get_value_as_int (roll), &ask, &error);
      record_answer (orders, row, answer, error, "arrive", NULL, NULL,
                     gtk_spin_button_get_value_as_int (roll), 0);
      return;
    }
  answer = vd_hex_order_release (vd_battle_get_setup (battle), board, module, line,
                                 gtk_spin_button_get_value_as_int (roll), &error);
  record_answer (orders, row, answer, error, "release", NULL, NULL, 0,
                 gtk_spin_button_get_value_as_int (roll));
}

static void
send_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  VdHexRuleset *module = vd_board_document_get_module (orders->g.document);
  VdBattle *battle = vd_board_document_get_battle (orders->g.document);
  guint to = adw_combo_row_get_selected (orders->to);
  guint type = adw_combo_row_get_selected (orders->type);
  guint method = adw_combo_row_get_selected (orders->method);
  VdHexOrderAsk ask = { .sender_quality = spin_value (orders->quality), .receiver_quality = -1 };
  g_autofree char *words = g_strstrip (g_strdup (gtk_editable_get_text (orders->words)));
  g_autoptr(GError) error = NULL;
  const char *receiver;
  VdHexOrderAnswer *answer;

  if (to >= orders->to_ids->len || type >= orders->type_ids->len ||
      method >= orders->method_ids->len)
    return;
  receiver = orders->to_ids->pdata[to];
  answer = vd_hex_order_send (vd_battle_get_setup (battle), board, module, orders->g.unit,
                              receiver, orders->type_ids->pdata[type],
                              orders->method_ids->pdata[method], FALSE, &ask, &error);
  record_answer (orders, row, answer, error, "send", receiver, words[0] != '\0' ? words : NULL,
                 0, 0);
}

static void
try_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  VdHexRuleset *module = vd_board_document_get_module (orders->g.document);
  VdBattle *battle = vd_board_document_get_battle (orders->g.document);
  guint rank = adw_combo_row_get_selected (orders->try_rank);
  int roll = gtk_spin_button_get_value_as_int (orders->try_roll);
  int anti = gtk_spin_button_get_value_as_int (orders->try_anti);
  /* 10.2e: no modifier given reads 0, said so. */
  VdHexOrderAsk ask = { .sender_quality = -1, .receiver_quality = spin_value (orders->try_quality),
                        .has_anti = anti != 0, .anti = anti,
                        .rank = rank < orders->rank_ids->len ? orders->rank_ids->pdata[rank]
                                                             : NULL };
  g_autofree char *words = g_strstrip (g_strdup (gtk_editable_get_text (orders->try_words)));
  g_autoptr(GError) error = NULL;
  VdHexOrderAnswer *answer;

  answer = vd_hex_order_initiative (vd_battle_get_setup (battle), board, module, orders->g.unit,
                                    roll, words[0] != '\0' ? words : NULL, &ask, &error);
  record_answer (orders, row, answer, error, "initiative", NULL,
                 words[0] != '\0' ? words : NULL, roll, 0);
}

static void
emergency_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  VdHexRuleset *module = vd_board_document_get_module (orders->g.document);
  VdBattle *battle = vd_board_document_get_battle (orders->g.document);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexEmergency) emergency = vd_hex_emergency (vd_battle_get_setup (battle),
                                                          vd_battle_get_n_applied (battle),
                                                          board, module, orders->g.unit, NULL,
                                                          &error);
  GPtrArray *events;

  if (emergency == NULL)
    {
      vd_board_refused (row, error->message, orders->g.said, orders->g.user_data);
      return;
    }
  if (!emergency->legal || !emergency->legal_known)
    {
      g_autofree char *why = emergency->legal
                               ? g_strdup (_("whether the rules allow it waits on what is "
                                             "missing"))
                               : g_strdup_printf ("%s (%s)", emergency->why,
                                                  emergency->why_rule);

      vd_board_refused (row, why, orders->g.said, orders->g.user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, vd_hex_emergency_event (board, emergency));
  vd_board_record (orders->g.document, events, row, orders->g.said, orders->g.user_data);
}

/* The stoppage test as the rows ask it (10.3); NULL with ERROR as the core refuses it. */
static VdHexStoppage *
stoppage_asked (VdBoardOrders *orders, int *roll, GError **error)
{
  VdBoard *board = vd_board_document_get_board (orders->g.document);
  VdHexRuleset *module = vd_board_document_get_module (orders->g.document);
  VdBattle *battle = vd_board_document_get_battle (orders->g.document);
  const VdHexStoppageAsk ask = {
    .commander_lost = gtk_switch_get_active (orders->stop_lost),
    .quality = spin_value (orders->stop_quality),
    .roll = gtk_spin_button_get_value_as_int (orders->stop_roll),
    .charged = gtk_switch_get_active (orders->stop_charged),
    .rank = vd_board_command_rank (orders->stop_wing, module),
  };

  *roll = ask.roll;
  return vd_hex_stoppage (vd_battle_get_setup (battle), vd_battle_get_n_applied (battle), board,
                          module, orders->g.unit, &ask, error);
}

static void
stoppage_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  g_autoptr(GError) error = NULL;
  int roll;
  g_autoptr(VdHexStoppage) stoppage = stoppage_asked (orders, &roll, &error);
  g_autofree char *text = NULL;

  if (stoppage == NULL)
    {
      vd_board_refused (row, error->message, orders->g.said, orders->g.user_data);
      return;
    }
  /* Judged only: the Record button keeps the roll. */
  text = vd_board_reasons_text (stoppage->reasons, stoppage->missing);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  orders->g.said (stoppage->result != NULL ? stoppage->result
                                           : _("the stoppage test waits on what is missing"),
                  FALSE, orders->g.user_data);
}

/* 10.3: the roll kept as the command phase's step (8.2 refuses it after the initiative). */
static void
stoppage_record_clicked_cb (GtkButton *button, VdBoardOrders *orders)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  g_autoptr(GError) error = NULL;
  int roll;
  g_autoptr(VdHexStoppage) stoppage = stoppage_asked (orders, &roll, &error);
  VdBoardEvent *event = NULL;
  GPtrArray *events;

  if (stoppage != NULL)
    event = vd_hex_stoppage_event (stoppage, vd_board_document_get_board (orders->g.document),
                                   vd_board_document_get_module (orders->g.document), roll,
                                   &error);
  if (event == NULL)
    {
      vd_board_refused (row, error->message, orders->g.said, orders->g.user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, event);
  vd_board_record (orders->g.document, events, row, orders->g.said, orders->g.user_data);
}

/* A spin button row TITLE under EXPANDER, from MIN to MAX starting at VALUE. */
static GtkSpinButton *
add_spin_row (AdwExpanderRow *expander, const char *title, const char *subtitle, double min,
              double max, double value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  vd_panel_row_add_suffix (row, spin);
  adw_expander_row_add_row (expander, row);
  return GTK_SPIN_BUTTON (spin);
}

/* The row under EXPANDER whose button LABEL does what CALLBACK does; its button. */
static GtkWidget *
add_button_row (AdwExpanderRow *expander, const char *label, const char *tooltip,
                GCallback callback, VdBoardOrders *orders)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", callback, orders);
  vd_panel_row_add_suffix (row, button);
  adw_expander_row_add_row (expander, row);
  return button;
}

/* An expander row TITLE with SUBTITLE, kept among the group's rows. */
static AdwExpanderRow *
add_expander (VdBoardOrders *orders, const char *title, const char *subtitle)
{
  GtkWidget *expander = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  if (subtitle != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_preferences_group_add (orders->g.group, expander);
  g_ptr_array_add (orders->g.rows, expander);
  return ADW_EXPANDER_ROW (expander);
}

/* ORDER's row: its line, type and method; who to whom, when, and its state; the roll it owes
 * this command phase under it (10.1f). */
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
  AdwExpanderRow *expander;
  GtkWidget *button;
  GtkSpinButton *roll;

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
  if (due == NULL)
    {
      vd_board_group_add_row (&orders->g, title, help);
      return;
    }
  /* What this command phase owes it, said without the command line's options. */
  {
    g_autofree char *with = g_strdup_printf (_("%s; due: a roll this command phase"), help);

    expander = add_expander (orders, title, with);
  }
  if (order->state == VD_HEX_ORDER_DELAYED)
    {
      roll = add_spin_row (expander, _("Die"), _("To end the delay (10.1f)"), 1, 6, 1);
      button = add_button_row (expander, _("_Roll the Delay"),
                               _("Record the die, as one step to undo"),
                               G_CALLBACK (roll_clicked_cb), orders);
    }
  else
    {
      GtkSpinButton *quality, *sender;

      roll = add_spin_row (expander, _("Roll"), _("Two dice, 11 to 66, on the Acceptance Table "
                                                  "(10.1f)"), 11, 66, 11);
      quality = add_spin_row (expander, _("Receiver’s Quality"), _("0: not given"), 0, 9, 0);
      sender = add_spin_row (expander, _("Sender’s Quality"), _("0: not given"), 0, 9, 0);
      button = add_button_row (expander, _("_Roll the Acceptance"),
                               _("Record the roll and its result, as one step to undo"),
                               G_CALLBACK (roll_clicked_cb), orders);
      g_object_set_data (G_OBJECT (button), "vd-quality", quality);
      g_object_set_data (G_OBJECT (button), "vd-sender-quality", sender);
    }
  g_object_set_data (G_OBJECT (button), "vd-line", GUINT_TO_POINTER (order->line));
  g_object_set_data (G_OBJECT (button), "vd-roll", roll);
}

/* A combo row TITLE under EXPANDER listing the module's words at PATH, their ids kept in IDS. */
static AdwComboRow *
add_words_row (AdwExpanderRow *expander, const char *title, const VdHexRuleset *module,
               const char *path, GPtrArray *ids)
{
  const VdYamlNode *list = vd_hex_ruleset_lookup (module, path);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();

  g_ptr_array_set_size (ids, 0);
  for (guint i = 0; list != NULL && i < list->n_children; i++)
    {
      const char *word = vd_hex_ruleset_word (list->children[i]);

      g_ptr_array_add (ids, g_strdup (word));
      gtk_string_list_append (names, vd_hex_order_word (module, word));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_expander_row_add_row (expander, row);
  return ADW_COMBO_ROW (row);
}

/* The rows to write an order from SENDER to another officer or HQ of his side (10.1a-c). */
static void
add_write_rows (VdBoardOrders *orders, const VdBoard *board, const VdHexRuleset *module,
                const VdBoardUnit *sender)
{
  g_autoptr(GtkStringList) officers = gtk_string_list_new (NULL);
  AdwExpanderRow *expander;
  GtkWidget *words;

  g_ptr_array_set_size (orders->to_ids, 0);
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *unit = board->units->pdata[i];

      if (unit != sender && unit->placed && g_strcmp0 (unit->side, sender->side) == 0 &&
          vd_hex_ruleset_list_has (module, ORDERS "officer_classes", unit->unit_class))
        {
          g_ptr_array_add (orders->to_ids, g_strdup (unit->id));
          gtk_string_list_append (officers, unit->name != NULL ? unit->name : unit->id);
        }
    }
  if (orders->to_ids->len == 0)
    return;
  expander = add_expander (orders, _("Write an Order"),
                           _("Its cost and transit as the rules give them (10.1b, 10.1e)"));
  orders->to = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (orders->to), _("To"));
  adw_combo_row_set_model (orders->to, G_LIST_MODEL (officers));
  adw_expander_row_add_row (expander, GTK_WIDGET (orders->to));
  orders->type = add_words_row (expander, _("Type"), module, ORDERS "types", orders->type_ids);
  orders->method = add_words_row (expander, _("Method"), module, ORDERS "methods",
                                  orders->method_ids);
  orders->quality = add_spin_row (expander, _("His Quality"),
                                  _("For his command points; 0: not given"), 0, 9, 0);
  words = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (words), _("The Order’s Words"));
  adw_expander_row_add_row (expander, words);
  orders->words = GTK_EDITABLE (words);
  add_button_row (expander, _("_Send"), _("Write it on the sheet, as one step to undo"),
                  G_CALLBACK (send_clicked_cb), orders);
}

/* The rows for OFFICER's try for the initiative (10.2, 10.2c-g): the roll, his quality, the
 * enemy's anti-initiative, his rank when the board does not say, and the order he gives
 * himself on success. */
static void
add_initiative_rows (VdBoardOrders *orders, const VdHexRuleset *module)
{
  const VdYamlNode *ranks = vd_hex_ruleset_lookup (module, ORDERS "ranks");
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  AdwExpanderRow *expander = add_expander (orders, _("Try for the Initiative"),
                                           _("His own order, or his orders dropped (10.2)"));
  GtkWidget *words;

  orders->try_roll = add_spin_row (expander, _("Roll"), _("Two dice, 11 to 66, on the "
                                                          "Initiative Table (10.2d)"), 11, 66,
                                   11);
  orders->try_quality = add_spin_row (expander, _("His Quality"), _("0: not given"), 0, 9, 0);
  orders->try_anti = add_spin_row (expander, _("Anti-Initiative"),
                                   _("The enemy commander’s modifier (10.2e)"), -9, 9, 0);
  /* His rank: the board's (a division commander under an HQ), else the one chosen. */
  g_ptr_array_set_size (orders->rank_ids, 0);
  g_ptr_array_add (orders->rank_ids, NULL);
  gtk_string_list_append (names, _("As the board says"));
  for (guint i = 0; ranks != NULL && i < ranks->n_children; i++)
    {
      const char *rank = vd_hex_ruleset_word (ranks->children[i]);

      g_ptr_array_add (orders->rank_ids, g_strdup (rank));
      gtk_string_list_append (names, vd_hex_order_word (module, rank));
    }
  orders->try_rank = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (orders->try_rank), _("His Rank"));
  adw_combo_row_set_model (orders->try_rank, G_LIST_MODEL (names));
  adw_expander_row_add_row (expander, GTK_WIDGET (orders->try_rank));
  words = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (words),
                                 _("The Order He Gives Himself"));
  adw_expander_row_add_row (expander, words);
  orders->try_words = GTK_EDITABLE (words);
  add_button_row (expander, _("_Try"), _("Record the roll and its result, as one step to undo"),
                  G_CALLBACK (try_clicked_cb), orders);
}

/* A switch row TITLE under EXPANDER; its switch. */
static GtkSwitch *
add_switch_row (AdwExpanderRow *expander, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  vd_panel_row_add_suffix (row, toggle);
  adw_expander_row_add_row (expander, row);
  return GTK_SWITCH (toggle);
}

/* UNIT's emergency retreat (10.4) as the rules judge it now, and the button that records it;
 * nothing for a counter the rule is not for. */
static void
add_emergency_rows (VdBoardOrders *orders, const VdBoard *board, const VdHexRuleset *module,
                    VdBattle *battle, const VdBoardUnit *unit)
{
  g_autoptr(VdHexEmergency) emergency = vd_hex_emergency (vd_battle_get_setup (battle),
                                                          vd_battle_get_n_applied (battle),
                                                          board, module, unit->id, NULL, NULL);
  g_autofree char *text = NULL;
  AdwExpanderRow *expander;
  GtkWidget *button;

  /* Not offered where the rules never allow it: an army HQ, a division on no divisional
   * order, a corps that fell back this turn already. */
  if (emergency == NULL || (!emergency->legal && emergency->legal_known))
    return;
  text = vd_board_reasons_text (emergency->reasons, emergency->missing);
  expander = add_expander (orders, _("Emergency Retreat"),
                           _("For one turn, when the corps is in danger (10.4)"));
  button = add_button_row (expander, _("_Fall Back"),
                           _("Record the retreat on the sheet, its orders lost, as one step to "
                             "undo"), G_CALLBACK (emergency_clicked_cb), orders);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (button,
                                                                        ADW_TYPE_ACTION_ROW)),
                               text);
}

/* UNIT's attack stoppage test (10.3): the commander's quality, the roll and what the board
 * does not hold, and the button that judges it. */
static void
add_stoppage_rows (VdBoardOrders *orders, const VdBoard *board, const VdHexRuleset *module,
                   VdBattle *battle, const VdBoardUnit *unit)
{
  const VdHexStoppageAsk probe = { .quality = -1 };
  g_autoptr(VdHexStoppage) stoppage = vd_hex_stoppage (vd_battle_get_setup (battle),
                                                       vd_battle_get_n_applied (battle), board,
                                                       module, unit->id, &probe, NULL);
  AdwExpanderRow *expander;

  if (stoppage == NULL || (!stoppage->due && stoppage->due_known))
    return;
  expander = add_expander (orders, _("Attack Stoppage"),
                           stoppage->due ? _("Tests this command phase (10.3a)")
                                         : _("Whether it tests waits on what is missing (10.3a)"));
  orders->stop_quality = add_spin_row (expander, _("Commander’s Quality"), _("0: not given"), 0,
                                       9, 0);
  orders->stop_roll = add_spin_row (expander, _("Roll"), _("Two dice added; 0: not rolled"), 0,
                                    12, 0);
  orders->stop_lost = add_switch_row (expander, _("Commander Lost"),
                                      _("Killed, wounded or promoted (10.3a)"));
  orders->stop_charged = add_switch_row (expander, _("Charged"),
                                         _("A unit of it charged in an earlier turn (10.3a)"));
  orders->stop_wing = vd_board_command_add_wing_row (expander);
  add_button_row (expander, _("_Test"), _("Judge the test; nothing is recorded"),
                  G_CALLBACK (stoppage_clicked_cb), orders);
  add_button_row (expander, _("_Record Roll"),
                  _("Keep the roll and its result in the journal, the command phase’s "
                    "stoppage step (10.3), as one step to undo"),
                  G_CALLBACK (stoppage_record_clicked_cb), orders);
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
  orders->to = orders->type = orders->method = NULL;
  orders->quality = NULL;
  orders->words = NULL;
  orders->try_roll = orders->try_quality = orders->try_anti = NULL;
  orders->try_rank = NULL;
  orders->try_words = NULL;
  orders->stop_quality = orders->stop_roll = NULL;
  orders->stop_lost = orders->stop_charged = orders->stop_wing = NULL;
  if (board == NULL || vd_hex_ruleset_lookup (module, "special.command.orders") == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* 9.0: orders are secret from the other side. */
  if (unit == NULL || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  vd_board_group_act_on (&orders->g, document, unit->id);
  sheet = vd_hex_order_sheet (vd_battle_get_setup (battle), vd_battle_get_n_applied (battle));
  for (guint i = 0; i < sheet->orders->len; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (g_strcmp0 (order->sender, unit->id) == 0 || g_strcmp0 (order->receiver, unit->id) == 0)
        add_order_row (orders, module, order, board->turn);
    }
  /* 10.1h, 10.5: what the sheet means for him now: pinned, on a divisional order. */
  {
    g_autoptr(GPtrArray) notes = vd_hex_orders_notes (vd_battle_get_setup (battle),
                                                      vd_battle_get_n_applied (battle), board,
                                                      module);

    for (guint i = 0; i < notes->len; i++)
      {
        const VdHexOddsReason *note = notes->pdata[i];
        g_autofree char *rule = NULL;

        if (g_strcmp0 (note->by, unit->id) != 0)
          continue;
        /* Translators: a note of the order sheet's, its rule: "Sheet (10.1h)". */
        rule = g_strdup_printf (_("Sheet (%s)"), note->rule != NULL ? note->rule : "?");
        vd_board_group_add_row (&orders->g, rule, note->what);
      }
  }
  if (vd_hex_ruleset_list_has (module, ORDERS "officer_classes", unit->unit_class))
    {
      add_write_rows (orders, board, module, unit);
      add_initiative_rows (orders, module);
      add_stoppage_rows (orders, board, module, battle, unit);
      add_emergency_rows (orders, board, module, battle, unit);
    }
  vd_board_command_add_rows (&orders->g, unit);
  gtk_widget_set_visible (GTK_WIDGET (orders->g.group), orders->g.rows->len > 0);
}
