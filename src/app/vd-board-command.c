/* The orders group's other rows: a divisional order dropped, a wing's stoppage and the
 * desertion roll after an emergency retreat, through the command line's core calls. */
#include "vd-board-command.h"
#include "vd-board-orders.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "vd-battle.h"
#include "vd-hex-desertion-bn.h"
#include "vd-hex-odds.h"
#include "vd-hex-orders-bn.h"

#define EMERGENCY "special.command.emergency."

/* An expander row TITLE with SUBTITLE, kept among G's rows. */
static AdwExpanderRow *
add_expander (VdBoardGroup *g, const char *title, const char *subtitle)
{
  GtkWidget *expander = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_preferences_group_add (g->group, expander);
  g_ptr_array_add (g->rows, expander);
  return ADW_EXPANDER_ROW (expander);
}

/* The row under EXPANDER with SUBTITLE whose button LABEL does what CALLBACK does; its button. */
static GtkWidget *
add_button_row (AdwExpanderRow *expander, const char *subtitle, const char *label,
                const char *tooltip, GCallback callback, VdBoardGroup *g)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", callback, g);
  vd_panel_row_add_suffix (row, button);
  adw_expander_row_add_row (expander, row);
  return button;
}

/* 10.5b: the divisional order of the button's line dropped, recorded as `hex order --drop
 * LINE --apply` records it, or why not shown on its row. */
static void
drop_clicked_cb (GtkButton *button, VdBoardGroup *g)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (g->document);
  VdBattle *battle = vd_board_document_get_battle (g->document);
  guint line = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "vd-line"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) why = NULL;
  g_autoptr(VdHexOrderAnswer) answer = vd_hex_order_drop_applied (
    vd_battle_get_setup (battle), vd_battle_get_n_applied (battle), board,
    vd_board_document_get_module (g->document), line, &error);
  GPtrArray *events;

  if (answer == NULL)
    {
      vd_board_refused (row, error->message, g->said, g->user_data);
      return;
    }
  if (!vd_hex_order_may_record (answer, "drop", &why))
    {
      g_autofree char *text = vd_board_orders_refusal (answer, why);

      vd_board_refused (row, text, g->said, g->user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, vd_hex_order_event (board, answer, "drop", NULL, NULL, answer->type,
                                               answer->method, NULL, 0, 0));
  vd_board_record (g->document, events, row, g->said, g->user_data);
}

/* UNIT's divisional order in force (10.5b), and the button that drops it once its division is
 * back within its corps' radius (10.5a-C): the core's answer shown before it is asked. */
static void
add_drop_rows (VdBoardGroup *g, const VdBoardUnit *unit)
{
  VdBoard *board = vd_board_document_get_board (g->document);
  VdHexRuleset *module = vd_board_document_get_module (g->document);
  VdBattle *battle = vd_board_document_get_battle (g->document);
  g_autoptr(VdHexOrderSheet) sheet = vd_hex_order_sheet (vd_battle_get_setup (battle),
                                                         vd_battle_get_n_applied (battle));
  const VdHexOrder *order;
  g_autoptr(VdHexOrderAnswer) answer = NULL;
  g_autofree char *subtitle = NULL, *text = NULL;
  AdwExpanderRow *expander;
  GtkWidget *button;

  if (vd_hex_ruleset_lookup (module, "special.command.divisional") == NULL)
    return;
  order = vd_hex_orders_divisional (sheet, board, module, unit->id, NULL);
  if (order == NULL)
    return;
  answer = vd_hex_order_drop_applied (vd_battle_get_setup (battle),
                                      vd_battle_get_n_applied (battle), board, module,
                                      order->line, NULL);
  if (answer == NULL)
    return;
  /* Translators: BN 10.5b, "Line 1: back within its corps' radius, it takes the corps' order
   * again". */
  subtitle = g_strdup_printf (_("Line %u: back within its corps’ radius, it takes the corps’ "
                                "order again (10.5b)"), order->line);
  expander = add_expander (g, _("Drop the Divisional Order"), subtitle);
  if (!answer->legal && answer->legal_known)
    text = g_strdup_printf ("%s (%s)", answer->why, answer->why_rule);
  else
    text = vd_board_reasons_text (answer->reasons, answer->missing);
  button = add_button_row (expander, text, _("_Drop"),
                           _("Record the order dropped on the sheet, as one step to undo"),
                           G_CALLBACK (drop_clicked_cb), g);
  g_object_set_data (G_OBJECT (button), "vd-line", GUINT_TO_POINTER (order->line));
}

GtkSwitch *
vd_board_command_add_wing_row (AdwExpanderRow *expander)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("A Wing"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Its commander heads a wing: its game’s own rules (10.3c)"));
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  vd_panel_row_add_suffix (row, toggle);
  adw_expander_row_add_row (expander, row);
  return GTK_SWITCH (toggle);
}

const char *
vd_board_command_rank (GtkSwitch *wing, const VdHexRuleset *module)
{
  if (wing == NULL || !gtk_switch_get_active (wing))
    return NULL;
  return vd_hex_ruleset_lookup_word (module, "special.command.stoppage.wing_rank");
}

/* 21.1: the button's die on the Desertion Table for the group's unit, as `hex desertion UNIT
 * --roll N` answers it: shown on the row and told; nothing recorded, as there. */
static void
desertion_clicked_cb (GtkButton *button, VdBoardGroup *g)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkSpinButton *die = g_object_get_data (G_OBJECT (button), "vd-die");
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexDesertion) desertion = vd_hex_desertion (
    vd_board_document_get_board (g->document), vd_board_document_get_module (g->document),
    g->unit, gtk_spin_button_get_value_as_int (die), &error);
  g_autofree char *text = NULL, *said = NULL;

  if (desertion == NULL)
    {
      vd_board_refused (row, error->message, g->said, g->user_data);
      return;
    }
  text = vd_board_reasons_text (desertion->reasons, desertion->missing);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
  if (desertion->known)
    /* Translators: "fr-1: 2 stragglers (21.1)". */
    said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %d straggler (%s)",
                                         "%s: %d stragglers (%s)", desertion->stragglers),
                            desertion->unit_id, desertion->stragglers, "21.1");
  else
    /* Translators: "fr-1: stragglers not known (21.1)". */
    said = g_strdup_printf (_("%s: stragglers not known (%s)"), desertion->unit_id, "21.1");
  g->said (said, FALSE, g->user_data);
}

/* 10.4, 18.0b, 21.1: the Desertion Table roll UNIT owes when its corps (or division) fell back
 * in an emergency retreat this turn, or it force-marched, and the die to read on it. */
static void
add_desertion_rows (VdBoardGroup *g, const VdBoardUnit *unit)
{
  VdBoard *board = vd_board_document_get_board (g->document);
  VdHexRuleset *module = vd_board_document_get_module (g->document);
  VdBattle *battle = vd_board_document_get_battle (g->document);
  g_autoptr(VdHexOrderSheet) sheet = NULL;
  g_autoptr(VdHexDesertion) desertion = NULL;
  g_autoptr(GPtrArray) owed = vd_hex_odds_reasons_new ();
  const VdHexOrder *retreat = NULL;
  int forced;
  g_autofree char *subtitle = NULL, *text = NULL;
  AdwExpanderRow *expander;
  GtkWidget *row, *spin, *button;
  int faces = atoi (vd_hex_ruleset_lookup_word (module, "special.stragglers.desertion.faces")
                    ?: "6");

  /* 18.0b: a forced march this turn, as the journal's move records it (`hex desertion`). */
  forced = vd_hex_desertion_forced (vd_battle_get_setup (battle),
                                    vd_battle_get_n_applied (battle), board->turn, module,
                                    unit->id, owed);
  if (forced == 0 &&
      !vd_hex_ruleset_list_has (module, EMERGENCY "desertion_classes", unit->unit_class))
    return;
  sheet = vd_hex_order_sheet (vd_battle_get_setup (battle), vd_battle_get_n_applied (battle));
  for (guint i = 0; i < sheet->orders->len && retreat == NULL; i++)
    {
      const VdHexOrder *order = sheet->orders->pdata[i];

      if (order->emergency && order->sent_turn == board->turn &&
          vd_board_under_command (board, unit, order->receiver))
        retreat = order;
    }
  desertion = retreat != NULL || forced > 0 ? vd_hex_desertion (board, module, unit->id, 0, NULL)
                                            : NULL;
  if (desertion == NULL)
    return;
  if (retreat != NULL)
    /* Translators: BN 10.4, 21.1, "After ney's emergency retreat (line 2): one die (10.4,
     * 21.1)". */
    subtitle = g_strdup_printf (_("After %s’s emergency retreat (line %u): one die (10.4, 21.1)"),
                                retreat->receiver, retreat->line);
  else
    {
      const VdHexOddsReason *why = owed->pdata[0];

      /* Translators: BN 18.0b, "After its forced march: force-marched +3 this turn: 1 roll on
       * the Desertion Table (18.0b, 21.1)". */
      subtitle = g_strdup_printf (_("After its forced march: %s (%s, 21.1)"), why->what,
                                  why->rule != NULL ? why->rule : "?");
    }
  expander = add_expander (g, _("Desertion Table"), subtitle);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Die"));
  spin = gtk_spin_button_new_with_range (1, faces, 1);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Die"),
                                  -1);
  vd_panel_row_add_suffix (row, spin);
  adw_expander_row_add_row (expander, row);
  text = vd_board_reasons_text (desertion->reasons, desertion->missing);
  button = add_button_row (expander, text, _("_Read the Die"),
                           _("Read the die on the table; nothing is recorded"),
                           G_CALLBACK (desertion_clicked_cb), g);
  g_object_set_data (G_OBJECT (button), "vd-die", spin);
}

void
vd_board_command_add_rows (VdBoardGroup *g, const VdBoardUnit *unit)
{
  add_drop_rows (g, unit);
  add_desertion_rows (g, unit);
}
