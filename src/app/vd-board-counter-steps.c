/* The board panel's group for a counter's own steps outside combat: BN's extensions and an
 * officer left without a stack, through the core's judgements and their events. */
#include "vd-board-counter-steps.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-extension.h"
#include "vd-hex-officer-refuge.h"

struct _VdBoardCounterSteps
{
  VdBoardGroup g;
};

VdBoardCounterSteps *
vd_board_counter_steps_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardCounterSteps *steps = g_new0 (VdBoardCounterSteps, 1);

  vd_board_group_init (&steps->g, NULL, said, user_data);
  return steps;
}

void
vd_board_counter_steps_free (VdBoardCounterSteps *steps)
{
  if (steps == NULL)
    return;
  vd_board_group_clear (&steps->g);
  g_free (steps);
}

GtkWidget *
vd_board_counter_steps_get_widget (VdBoardCounterSteps *steps)
{
  return GTK_WIDGET (steps->g.group);
}

static void
extend_clicked_cb (GtkButton *button, VdBoardCounterSteps *steps)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (steps->g.document);
  VdHexRuleset *module = vd_board_document_get_module (steps->g.document);
  g_autoptr(GError) error = NULL;
  VdHexExtension *extension = vd_hex_extension (board, module, steps->g.unit, &error);

  if (extension == NULL)
    vd_board_refused (row, error->message, steps->g.said, steps->g.user_data);
  else if (!extension->may)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", extension->why, extension->why_rule);

      vd_board_refused (row, why, steps->g.said, steps->g.user_data);
    }
  else
    vd_board_record (steps->g.document, vd_hex_extension_events (board, extension), row,
                     steps->g.said, steps->g.user_data);
  vd_hex_extension_free (extension);
}

static void
refuge_clicked_cb (GtkButton *button, VdBoardCounterSteps *steps)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  VdHexOfficerCase when = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vd-case"));
  VdBoard *board = vd_board_document_get_board (steps->g.document);
  VdHexRuleset *module = vd_board_document_get_module (steps->g.document);
  g_autoptr(VdHexOfficerRefuge) refuge = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  GPtrArray *events;
  VdBoardEvent *event;
  VdHex pick;

  if (entry != NULL)
    {
      label = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
      if (!vd_hex_grid_parse (board->grid, label, &pick))
        {
          g_autofree char *why = g_strdup_printf (_("no hex “%s” on this board"), label);

          vd_board_refused (row, why, steps->g.said, steps->g.user_data);
          return;
        }
    }
  refuge = vd_hex_officer_refuge (board, module, steps->g.unit, when, &error);
  event = refuge != NULL ? vd_hex_officer_refuge_event (board, refuge, label,
                                                        label != NULL ? &pick : NULL, &error)
                         : NULL;
  if (event == NULL)
    {
      vd_board_refused (row, error->message, steps->g.said, steps->g.user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, event);
  vd_board_record (steps->g.document, events, row, steps->g.said, steps->g.user_data);
}

/* The row of UNIT's extension: the split it would make, or why it may not. */
static gboolean
show_extension (VdBoardCounterSteps *steps, const VdBoard *board, const VdHexRuleset *module,
                const VdBoardUnit *unit)
{
  g_autoptr(GError) error = NULL;
  VdHexExtension *extension;
  g_autofree char *help = NULL;
  GtkWidget *row, *button;

  if (!vd_hex_ruleset_list_has (module, "special.extensions.classes", unit->unit_class) ||
      unit->extends != NULL ||
      (extension = vd_hex_extension (board, module, unit->id, &error)) == NULL)
    return FALSE;
  if (extension->may)
    /* Translators: the Extend row's help: "fr-1-ex1 at B, the unit at A (17.1)". */
    help = g_strdup_printf (_("%s at %s, the unit at %s (%s)"), extension->new_id,
                            extension->extension_strength, extension->parent_strength, "17.1");
  else
    help = g_strdup_printf ("%s (%s)", extension->why, extension->why_rule);
  adw_preferences_group_set_title (steps->g.group, _("Extensions"));
  row = vd_board_group_add_row (&steps->g, _("One More Extension"), help);
  if (extension->may)
    {
      button = gtk_button_new_with_mnemonic (_("E_xtend"));
      gtk_widget_set_tooltip_text (button, _("Place the extension in the unit’s hex and split "
                                             "its strength, as one step to undo"));
      g_signal_connect (button, "clicked", G_CALLBACK (extend_clicked_cb), steps);
      vd_panel_row_add_suffix (row, button);
    }
  vd_hex_extension_free (extension);
  return TRUE;
}

/* OFFICER's row for case WHEN: where he would go, a hex to type on a tie. */
static void
add_refuge_row (VdBoardCounterSteps *steps, const VdBoard *board, const VdHexRuleset *module,
                const char *officer, VdHexOfficerCase when, const char *title)
{
  g_autoptr(VdHexOfficerRefuge) refuge = vd_hex_officer_refuge (board, module, officer, when,
                                                                NULL);
  g_autofree char *help = NULL;
  GtkWidget *row, *button, *entry = NULL;

  if (refuge == NULL)
    return;
  help = g_strdup_printf ("%s (%s)", refuge->why, refuge->rule);
  row = vd_board_group_add_row (&steps->g, title, help);
  if (!refuge->eliminated && (refuge->to->len == 0 || refuge->hexes == 0))
    return;
  if (refuge->to->len > 1)
    {
      entry = gtk_entry_new ();
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Hex"));
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("The hex he goes to, one of the nearest"), -1);
      vd_panel_row_add_suffix (row, entry);
    }
  button = gtk_button_new_with_mnemonic (refuge->eliminated ? _("_Eliminate") : _("_Move Him"));
  gtk_widget_set_tooltip_text (button, refuge->eliminated
                                         ? _("Take him off the map, as one step to undo")
                                         : _("Move him there, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_object_set_data (G_OBJECT (button), "vd-case", GINT_TO_POINTER (when));
  g_signal_connect (button, "clicked", G_CALLBACK (refuge_clicked_cb), steps);
  if (entry != NULL)
    g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
  vd_panel_row_add_suffix (row, button);
}

static gboolean
show_refuge (VdBoardCounterSteps *steps, const VdBoard *board, const VdHexRuleset *module,
             const VdBoardUnit *unit)
{
  g_autoptr(VdHexOfficerRefuge) probe = vd_hex_officer_refuge (board, module, unit->id,
                                                               VD_HEX_OFFICER_OVERRUN, NULL);

  if (probe == NULL)
    return FALSE;
  adw_preferences_group_set_title (steps->g.group, _("Officer Without a Stack"));
  add_refuge_row (steps, board, module, unit->id, VD_HEX_OFFICER_OVERRUN,
                  _("Enemy in His Hex"));
  add_refuge_row (steps, board, module, unit->id, VD_HEX_OFFICER_STACK_DESTROYED,
                  _("His Stack Destroyed"));
  return TRUE;
}

void
vd_board_counter_steps_show (VdBoardCounterSteps *steps, VdBoardDocument *document,
                             gboolean has_hex, VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;

  vd_board_group_empty (&steps->g);
  /* The referee's: these steps follow what happens on the table. */
  if (board == NULL || side != NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed)
    return;
  vd_board_group_act_on (&steps->g, document, unit->id);
  if (show_extension (steps, board, module, unit) || show_refuge (steps, board, module, unit))
    gtk_widget_set_visible (GTK_WIDGET (steps->g.group), TRUE);
}
