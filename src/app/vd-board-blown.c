/* The board panel's blown cavalry group: BN's withdrawal after a charge (24.2a) and recovery in
 * the rally phase (24.2c), through the core's judgement and its events. */
#include "vd-board-blown.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-cavalry-recovery.h"
#include "vd-hex-withdrawal.h"

struct _VdBoardBlown
{
  VdBoardGroup g;
};

VdBoardBlown *
vd_board_blown_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardBlown *blown = g_new0 (VdBoardBlown, 1);

  vd_board_group_init (&blown->g, _("Blown Cavalry"), said, user_data);
  return blown;
}

void
vd_board_blown_free (VdBoardBlown *blown)
{
  if (blown == NULL)
    return;
  vd_board_group_clear (&blown->g);
  g_free (blown);
}

GtkWidget *
vd_board_blown_get_widget (VdBoardBlown *blown)
{
  return GTK_WIDGET (blown->g.group);
}

static void
refused (VdBoardBlown *blown, GtkWidget *row, const char *why)
{
  vd_board_refused (row, why, blown->g.said, blown->g.user_data);
}

static void
record (VdBoardBlown *blown, GPtrArray *events, GtkWidget *row)
{
  vd_board_record (blown->g.document, events, row, blown->g.said, blown->g.user_data);
}

static void
withdraw_clicked_cb (GtkButton *button, VdBoardBlown *blown)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  VdBoard *board = vd_board_document_get_board (blown->g.document);
  VdHexRuleset *module = vd_board_document_get_module (blown->g.document);
  g_autoptr(VdHexWithdrawal) withdrawal = NULL;
  g_autoptr(GError) error = NULL;
  VdHex hex;

  if (!vd_hex_grid_parse (board->grid, label, &hex))
    {
      g_autofree char *why = g_strdup_printf (_("no hex “%s” on this board"), label);

      refused (blown, row, why);
      return;
    }
  withdrawal = vd_hex_withdrawal (board, module, blown->g.unit, &hex, &error);
  if (withdrawal == NULL)
    {
      refused (blown, row, error->message);
      return;
    }
  if (!withdrawal->legal)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", withdrawal->why,
                                              withdrawal->why_rule != NULL
                                                ? withdrawal->why_rule : "?");

      refused (blown, row, why);
      return;
    }
  record (blown, vd_hex_withdrawal_events (board, module, withdrawal), row);
}

static void
recovered_clicked_cb (GtkButton *button, VdBoardBlown *blown)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (blown->g.document);
  VdHexRuleset *module = vd_board_document_get_module (blown->g.document);
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);

  g_ptr_array_add (events, vd_hex_cavalry_recovery_event (board, module, blown->g.unit));
  record (blown, events, row);
}

void
vd_board_blown_show (VdBoardBlown *blown, VdBoardDocument *document, gboolean has_hex, VdHex hex,
                     const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  g_autoptr(VdHexWithdrawal) withdrawal = NULL;
  g_autoptr(VdHexCavalryRecovery) recovery = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *entry, *button;

  vd_board_group_empty (&blown->g);
  /* The referee's: the withdrawal and the recovery follow the charge he plays. */
  if (board == NULL || side != NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed ||
      (withdrawal = vd_hex_withdrawal (board, module, unit->id, NULL, NULL)) == NULL)
    return;
  vd_board_group_act_on (&blown->g, document, unit->id);
  /* Translators: the withdrawal row's help: "6 to 12 hexes, movement points aside, never
   * through the enemy: 23 hexes open (24.2a)". */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%d to %d hexes, movement points aside, never through "
                                           "the enemy: %u hex open (%s)",
                                           "%d to %d hexes, movement points aside, never through "
                                           "the enemy: %u hexes open (%s)",
                                           withdrawal->hexes->len),
                              withdrawal->min_hexes, withdrawal->max_hexes,
                              withdrawal->hexes->len, withdrawal->rule);
  row = vd_board_group_add_row (&blown->g, _("Withdraw Blown"), subtitle);
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Hex"));
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The hex it withdraws to"), -1);
  button = gtk_button_new_with_mnemonic (C_("blown cavalry", "_Withdraw"));
  gtk_widget_set_tooltip_text (button, _("Move the counter there, blown, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_signal_connect (button, "clicked", G_CALLBACK (withdraw_clicked_cb), blown);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
  vd_panel_row_add_suffix (row, entry);
  vd_panel_row_add_suffix (row, button);
  /* Blown: whether it may recover now (24.2c), the table's result the referee's to read. */
  recovery = vd_hex_cavalry_recovery (board, module, unit->id, NULL);
  if (recovery != NULL && g_strcmp0 (unit->formation, vd_hex_ruleset_lookup_word (
                                       module, "combat.charge.recovery.formation")) == 0)
    {
      g_autofree char *help = recovery->may
        /* Translators: "One die on the Cavalry Recovery Table, the seed's missing (24.2c)". */
        ? g_strdup_printf (_("One die on the %s, which the seed does not give (%s)"),
                           recovery->chart, recovery->rule)
        : g_strdup_printf ("%s (%s)", recovery->why, recovery->rule);

      row = vd_board_group_add_row (&blown->g, _("Recovery"), help);
      if (recovery->may)
        {
          button = gtk_button_new_with_mnemonic (_("R_ecovered"));
          gtk_widget_set_tooltip_text (button, _("The table says it recovers: its formed face, "
                                                 "as one step to undo"));
          g_signal_connect (button, "clicked", G_CALLBACK (recovered_clicked_cb), blown);
          vd_panel_row_add_suffix (row, button);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (blown->g.group), TRUE);
}
