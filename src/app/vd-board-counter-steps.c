/* The board panel's group for a counter's own steps outside combat: BN's extensions, its
 * skirmishers and an officer left without a stack, through the core's judgements and their
 * events. */
#include "vd-board-counter-steps.h"
#include "vd-board-battery.h"
#include "vd-board-fall-back.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-extension.h"
#include "vd-hex-odds.h"
#include "vd-hex-officer-refuge.h"
#include "vd-hex-skirmish-bn.h"

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

static void
skirmish_clicked_cb (GtkButton *button, VdBoardCounterSteps *steps)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdHexSkirmishStep step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "vd-step"));
  const char *unit = g_object_get_data (G_OBJECT (button), "vd-unit");
  const char *other = g_object_get_data (G_OBJECT (button), "vd-other");
  VdBoard *board = vd_board_document_get_board (steps->g.document);
  VdHexRuleset *module = vd_board_document_get_module (steps->g.document);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSkirmish) skirmish = vd_hex_skirmish (board, module, step, unit, other,
                                                       &error);

  if (skirmish == NULL)
    vd_board_refused (row, error->message, steps->g.said, steps->g.user_data);
  else if (!skirmish->may)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", skirmish->why, skirmish->why_rule);

      vd_board_refused (row, why, steps->g.said, steps->g.user_data);
    }
  else
    vd_board_record (steps->g.document, vd_hex_skirmish_events (board, module, skirmish), row,
                     steps->g.said, steps->g.user_data);
}

/* A row for STEP by UNIT (with OTHER): what it would do, or why not, and ACTION when it may. */
static void
add_skirmish_row (VdBoardCounterSteps *steps, const VdBoard *board, const VdHexRuleset *module,
                  VdHexSkirmishStep step, const char *unit, const char *other,
                  const char *title, const char *action)
{
  g_autoptr(VdHexSkirmish) skirmish = vd_hex_skirmish (board, module, step, unit, other, NULL);
  g_autofree char *help = NULL;
  GtkWidget *row, *button;

  if (skirmish == NULL)
    return;
  if (skirmish->may && skirmish->reasons->len > 0)
    {
      const VdHexOddsReason *reason = skirmish->reasons->pdata[0];

      help = g_strdup_printf ("%s (%s)", reason->what, reason->rule);
    }
  else if (!skirmish->may)
    help = g_strdup_printf ("%s (%s)", skirmish->why, skirmish->why_rule);
  row = vd_board_group_add_row (&steps->g, title, help);
  if (!skirmish->may)
    return;
  button = gtk_button_new_with_mnemonic (action);
  gtk_widget_set_tooltip_text (button, _("Record it, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-step", GINT_TO_POINTER (step));
  g_object_set_data_full (G_OBJECT (button), "vd-unit", g_strdup (unit), g_free);
  g_object_set_data_full (G_OBJECT (button), "vd-other", g_strdup (other), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (skirmish_clicked_cb), steps);
  vd_panel_row_add_suffix (row, button);
}

/* BN 11.5: a brigade with skirmisher boxes may detach one; a skirmisher may be taken back by
 * a brigade of its hex, combine or split, and change its place in the stack. */
static gboolean
show_skirmish (VdBoardCounterSteps *steps, const VdBoard *board, const VdHexRuleset *module,
               const VdBoardUnit *unit)
{
  const char *class = vd_hex_ruleset_lookup_word (module, "special.skirmishers.class");
  g_autoptr(GPtrArray) stack = NULL;
  const VdBoardUnit *parent = NULL, *reduced = NULL;
  gboolean others = FALSE;

  if (class == NULL)
    return FALSE;
  if (g_strcmp0 (unit->unit_class, class) != 0)
    {
      if (unit->roster == NULL || unit->roster->skirmisher_boxes == 0)
        return FALSE;
      adw_preferences_group_set_title (steps->g.group, _("Skirmishers"));
      add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_DETACH, unit->id, NULL,
                        _("Detach a Skirmisher"), _("_Detach"));
      return TRUE;
    }
  stack = vd_board_units_at (board, unit->hex);
  for (guint i = 0; i < stack->len; i++)
    {
      const VdBoardUnit *other = stack->pdata[i];

      if (other == unit || g_strcmp0 (other->side, unit->side) != 0)
        continue;
      /* 11.5g: its step, not its state (a shaken full one does not combine). */
      if (g_strcmp0 (other->unit_class, class) == 0 && other->step != NULL && reduced == NULL)
        reduced = other;
      else if (g_strcmp0 (other->unit_class, class) != 0)
        others = TRUE;
      if (parent == NULL && other->roster != NULL && other->roster->skirmishers_out > 0)
        parent = other;
    }
  adw_preferences_group_set_title (steps->g.group, _("Skirmisher"));
  if (parent != NULL)
    add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_RECALL, parent->id, unit->id,
                      _("Taken Back by Its Brigade"), _("_Take Back"));
  if (unit->step == NULL)
    add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_SPLIT, unit->id, NULL,
                      _("Split in Two Reduced"), _("_Split"));
  else if (reduced != NULL)
    add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_COMBINE, unit->id, reduced->id,
                      _("Combine Into One Full"), _("_Combine"));
  if (others)
    {
      add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_TO_TOP, unit->id, NULL,
                        _("Top of the Stack"), _("To the _Top"));
      add_skirmish_row (steps, board, module, VD_HEX_SKIRMISH_TO_BOTTOM, unit->id, NULL,
                        _("Bottom of the Stack"), _("To the _Bottom"));
    }
  vd_board_fall_back_show (&steps->g, board, module, unit);
  return TRUE;
}

void
vd_board_counter_steps_show (VdBoardCounterSteps *steps, VdBoardDocument *document,
                             gboolean has_hex, VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  gboolean shown;

  vd_board_group_empty (&steps->g);
  /* The referee's: these steps follow what happens on the table. */
  if (board == NULL || side != NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed)
    return;
  vd_board_group_act_on (&steps->g, document, unit->id);
  shown = show_extension (steps, board, module, unit);
  /* A brigade may both extend and detach skirmishers: one group, both titles. */
  if (show_skirmish (steps, board, module, unit) && shown)
    adw_preferences_group_set_title (steps->g.group, _("Extensions and Skirmishers"));
  else if (!shown && steps->g.rows->len == 0 &&
           !vd_board_battery_show (&steps->g, board, module, unit))
    show_refuge (steps, board, module, unit);
  gtk_widget_set_visible (GTK_WIDGET (steps->g.group), steps->g.rows->len > 0);
}
