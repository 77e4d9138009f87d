/* The board panel's special rules group: NaA's exit by an edge, breaking the ice, demolishing
 * a bridge, each through the core's judgement and recorded as its events. */
#include "vd-board-special.h"
#include "vd-board-record.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-battle.h"
#include "vd-hex-exit.h"
#include "vd-hex-ice.h"
#include "vd-hex-odds.h"

struct _VdBoardSpecial
{
  VdBoardGroup g;
};

VdBoardSpecial *
vd_board_special_new (VdBoardSpecialSaid said, gpointer user_data)
{
  VdBoardSpecial *special = g_new0 (VdBoardSpecial, 1);

  vd_board_group_init (&special->g, _("Special Rules"), said, user_data);
  return special;
}

void
vd_board_special_free (VdBoardSpecial *special)
{
  if (special == NULL)
    return;
  vd_board_group_clear (&special->g);
  g_free (special);
}

GtkWidget *
vd_board_special_get_widget (VdBoardSpecial *special)
{
  return GTK_WIDGET (special->g.group);
}

/* The refusal shown where the action was asked for, in place of the row's help, and told. */
static void
refused (VdBoardSpecial *special, GtkWidget *row, const char *why)
{
  vd_board_refused (row, why, special->g.said, special->g.user_data);
}

static void
record (VdBoardSpecial *special, GPtrArray *events, GtkWidget *row, const char *said)
{
  g_autoptr(GError) error = NULL;

  if (!vd_board_document_record_batch (special->g.document, g_ptr_array_ref (events), &error))
    {
      refused (special, row, error->message);
      return;
    }
  special->g.said (said, FALSE, special->g.user_data);
}

/* Where the counter stood as its phase began: what the exit's point and the demolition's
 * "not yet moved" are judged from (F7, ICE-4); whether it has moved since. */
static gboolean
phase_start (VdBoardSpecial *special, VdHex *start)
{
  VdBattle *battle = vd_board_document_get_battle (special->g.document);

  return vd_board_phase_start_hex (vd_battle_get_setup (battle),
                                   vd_board_document_get_module (special->g.document),
                                   vd_battle_get_n_applied (battle), special->g.unit, start);
}

static void
exit_clicked_cb (GtkButton *button, VdBoardSpecial *special)
{
  VdBoard *board = vd_board_document_get_board (special->g.document);
  VdHexRuleset *module = vd_board_document_get_module (special->g.document);
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  const VdBoardUnit *unit = vd_board_find_unit (board, special->g.unit);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(VdHexExit) exit = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  VdBoardEvent *event;
  VdHex start;

  if (unit == NULL)
    return;
  start = unit->hex;
  phase_start (special, &start);
  if ((exit = vd_hex_exit (board, module, unit->id, start, &error)) == NULL)
    {
      refused (special, row, error->message);
      return;
    }
  event = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  event->unit_id = g_strdup (unit->id);
  event->eliminated = exit->kind == VD_HEX_EXIT_ELIMINATED;
  /* The rule first, as the CLI writes it: the victory count reads it back (F8). */
  event->note = g_strdup_printf ("%s: %s", exit->rule != NULL ? exit->rule : "?", exit->why);
  g_ptr_array_add (events, event);
  /* Translators: "fr-1 left the map: off the map by the west edge … (F4)". */
  said = g_strdup_printf (_("%s left the map: %s (%s)"), unit->id, exit->why,
                          exit->rule != NULL ? exit->rule : "?");
  record (special, events, row, said);
}

/* The hex typed in ENTRY, or FALSE with the refusal said on ROW. */
static gboolean
read_hex (VdBoardSpecial *special, GtkWidget *row, GtkEditable *entry, VdHex *hex)
{
  VdBoard *board = vd_board_document_get_board (special->g.document);
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autofree char *why = NULL;

  if (vd_hex_grid_parse (board->grid, label, hex))
    return TRUE;
  /* Translators: "“99” is not a hex of this board". */
  why = g_strdup_printf (_("“%s” is not a hex of this board"), label);
  refused (special, row, why);
  return FALSE;
}

static void
break_ice_clicked_cb (GtkButton *button, VdBoardSpecial *special)
{
  VdBoard *board = vd_board_document_get_board (special->g.document);
  VdHexRuleset *module = vd_board_document_get_module (special->g.document);
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  g_autoptr(GPtrArray) reasons = vd_hex_odds_reasons_new ();
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) said = g_string_new (NULL);
  VdHex hex;

  if (!read_hex (special, row, g_object_get_data (G_OBJECT (button), "vd-entry"), &hex))
    return;
  events = vd_hex_break_ice (board, module, special->g.unit, hex, reasons, &error);
  if (events == NULL)
    {
      refused (special, row, error->message);
      return;
    }
  /* Translators: "The ice breaks: 0404 broken ice (ICE-2); …". */
  g_string_append (said, _("The ice breaks"));
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];

      g_string_append_printf (said, "%s %s%s%s (%s)", i == 0 ? ":" : ";",
                              reason->by != NULL ? reason->by : "",
                              reason->by != NULL ? " " : "", reason->what,
                              reason->rule != NULL ? reason->rule : "?");
    }
  record (special, events, row, said->str);
}

static void
demolish_clicked_cb (GtkButton *button, VdBoardSpecial *special)
{
  VdBoard *board = vd_board_document_get_board (special->g.document);
  VdHexRuleset *module = vd_board_document_get_module (special->g.document);
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  const VdBoardUnit *unit = vd_board_find_unit (board, special->g.unit);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL, *end = NULL, *other = NULL;
  VdBoardEvent *event;
  VdHexside side;
  VdHex hex, start;
  gboolean moved;

  if (unit == NULL || !read_hex (special, row, g_object_get_data (G_OBJECT (button), "vd-entry"),
                                 &hex))
    return;
  if (!vd_hexside_between (unit->hex, hex, &side))
    {
      end = vd_board_format_hex (board, unit->hex);
      other = vd_board_format_hex (board, hex);
      /* Translators: "0202 and 0505 are not neighbours: the bridge joins two (ICE-4)". */
      said = g_strdup_printf (_("%s and %s are not neighbours: a bridge joins two (ICE-4)"), end,
                              other);
      refused (special, row, said);
      return;
    }
  start = unit->hex;
  moved = phase_start (special, &start);
  if ((event = vd_hex_demolish (board, module, unit->id, side, moved, &error)) == NULL)
    {
      refused (special, row, error->message);
      return;
    }
  g_ptr_array_add (events, event);
  end = vd_board_format_hex (board, unit->hex);
  other = vd_board_format_hex (board, hex);
  /* Translators: "fr-1 demolished the bridge 0202|0203: 2 points fewer this phase, no attack
   * in the next combat phase (ICE-4)". */
  said = g_strdup_printf (_("%s demolished the bridge %s|%s: fewer points this phase, no attack "
                            "in the next combat phase (%s)"), unit->id, end, other, "ICE-4");
  record (special, events, row, said);
}

/* An entry for a hex and the button that acts on it, in ROW. */
static void
add_hex_entry (GtkWidget *row, const char *placeholder, const char *label, const char *action,
               const char *tooltip, GCallback clicked, VdBoardSpecial *special)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *button = gtk_button_new_with_label (action);

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_signal_connect (button, "clicked", clicked, special);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
  vd_panel_row_add_suffix (row, entry);
  vd_panel_row_add_suffix (row, button);
}

/* The exit as the core judges it now: its way out and button, or why not. */
static void
show_exit (VdBoardSpecial *special, VdBoard *board, VdHexRuleset *module,
           const VdBoardUnit *unit)
{
  g_autoptr(VdHexExit) exit = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;
  VdHex start = unit->hex;

  phase_start (special, &start);
  exit = vd_hex_exit (board, module, unit->id, start, &error);
  if (exit == NULL)
    {
      row = vd_board_group_add_row (&special->g, _("Exit the Map"), error->message);
      gtk_widget_add_css_class (row, "warning");
      return;
    }
  subtitle = exit->missing != NULL
             ? g_strdup_printf ("%s (%s); %s (%s)", exit->why, exit->rule != NULL ? exit->rule : "?",
                                exit->missing, exit->missing_rule != NULL ? exit->missing_rule : "?")
             : g_strdup_printf ("%s (%s)", exit->why, exit->rule != NULL ? exit->rule : "?");
  row = vd_board_group_add_row (&special->g, _("Exit the Map"), subtitle);
  button = gtk_button_new_with_label (_("Exit"));
  gtk_widget_set_tooltip_text (button, _("Take the counter off the map as the rule says, as one "
                                         "step to undo"));
  g_signal_connect (button, "clicked", G_CALLBACK (exit_clicked_cb), special);
  vd_panel_row_add_suffix (row, button);
}

void
vd_board_special_show (VdBoardSpecial *special, VdBoardDocument *document, gboolean has_hex,
                       VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const VdBoardUnit *unit = NULL;
  gboolean off_map, ice, bridges;
  GtkWidget *row;

  vd_board_group_empty (&special->g);
  if (board == NULL)
    return;
  off_map = vd_hex_ruleset_lookup (module, "special.off_map") != NULL;
  /* The ice and the bridges name what stands in the hexes: the referee's only. */
  ice = side == NULL && vd_hex_ruleset_lookup (module, "special.ice") != NULL;
  bridges = side == NULL && vd_hex_ruleset_lookup (module, "special.bridges") != NULL;
  if (!off_map && !ice && !bridges)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  /* A side acts for its own counters only. */
  if (unit == NULL || !unit->placed || (side != NULL && g_strcmp0 (unit->side, side) != 0))
    return;
  vd_board_group_act_on (&special->g, document, unit->id);
  /* Translators: the group's description: "For fr-1". */
  {
    g_autofree char *description = g_strdup_printf (_("For %s"), unit->id);

    adw_preferences_group_set_description (special->g.group, description);
  }
  if (off_map)
    show_exit (special, board, module, unit);
  if (ice)
    {
      row = vd_board_group_add_row (&special->g, _("Break the Ice"),
                     _("The counter, a battery, fires at a frozen pond in range: its ice breaks "
                       "and every counter in it is lost (ICE-2, ICE-6)"));
      add_hex_entry (row, _("Pond"), _("The pond's hex"), _("Fire"),
                     _("Break the pond's ice and eliminate its occupants, as one step to undo"),
                     G_CALLBACK (break_ice_clicked_cb), special);
    }
  if (bridges)
    {
      row = vd_board_group_add_row (&special->g, _("Demolish a Bridge"),
                     _("At the start of its movement phase, from one end of the bridge; give "
                       "the other end (ICE-4)"));
      add_hex_entry (row, _("Other end"), _("The bridge's other end"), _("Demolish"),
                     _("Put the destroyed-bridge marker on the hexside, as one step to undo"),
                     G_CALLBACK (demolish_clicked_cb), special);
    }
  gtk_widget_set_visible (GTK_WIDGET (special->g.group), TRUE);
}
