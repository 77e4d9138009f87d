/* The board panel's Sk mode group: LBA's dragoons set on a side of their hex, as `hex hexside`
 * judges and records it. */
#include "vd-board-sk-mode.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-board-event.h"
#include "vd-hex-hexside-lba.h"

struct _VdBoardSkMode
{
  VdBoardGroup g;
};

VdBoardSkMode *
vd_board_sk_mode_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardSkMode *hexside = g_new0 (VdBoardSkMode, 1);

  vd_board_group_init (&hexside->g, _("Sk Mode"), said, user_data);
  return hexside;
}

void
vd_board_sk_mode_free (VdBoardSkMode *hexside)
{
  if (hexside == NULL)
    return;
  vd_board_group_clear (&hexside->g);
  g_free (hexside);
}

GtkWidget *
vd_board_sk_mode_get_widget (VdBoardSkMode *hexside)
{
  return GTK_WIDGET (hexside->g.group);
}

static void
set_clicked_cb (GtkButton *button, VdBoardSkMode *hexside)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  const char *across = g_object_get_data (G_OBJECT (button), "vd-across");
  VdBoard *board = vd_board_document_get_board (hexside->g.document);
  g_autoptr(GError) error = NULL;
  g_autoptr(VdHexSkHexside) answer = vd_hex_sk_hexside (board,
                                                        vd_board_document_get_module (
                                                          hexside->g.document),
                                                        hexside->g.unit, across, &error);
  GPtrArray *events;

  if (answer == NULL || !answer->legal)
    {
      g_autofree char *why = answer != NULL ? g_strdup_printf ("%s (%s)", answer->why,
                                                               answer->rule)
                                            : g_strdup (error->message);

      vd_board_refused (row, why, hexside->g.said, hexside->g.user_data);
      return;
    }
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, vd_hex_sk_hexside_event (board, answer));
  vd_board_record (hexside->g.document, events, row, hexside->g.said, hexside->g.user_data);
}

/* LBA-DRAG-1: the regiment out of Sk mode in its own hex (what `leave-mode-first` asks before
 * it moves), a move without a path, one step to undo. */
static void
leave_clicked_cb (GtkButton *button, VdBoardSkMode *hexside)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  VdBoard *board = vd_board_document_get_board (hexside->g.document);
  const VdBoardUnit *unit = vd_board_find_unit (board, hexside->g.unit);
  const char *rule = vd_hex_ruleset_lookup_word (vd_board_document_get_module (
                                                   hexside->g.document),
                                                 "special.russian_dragoons.sk.rule");
  GPtrArray *events;
  VdBoardEvent *leave;

  if (unit == NULL || !unit->on_hexside)
    return;
  leave = vd_board_event_new (VD_BOARD_EVENT_MOVE, board);
  leave->unit_id = g_strdup (unit->id);
  leave->hex = vd_board_format_hex (board, unit->hex);
  /* Translators: a journal note: "out of Sk mode in its hex (LBA-DRAG-1)". */
  leave->note = g_strdup_printf (_("out of Sk mode in its hex (%s)"), rule);
  events = g_ptr_array_new_with_free_func ((GDestroyNotify) vd_board_event_free);
  g_ptr_array_add (events, leave);
  vd_board_record (hexside->g.document, events, row, hexside->g.said, hexside->g.user_data);
}

/* The side toward ACROSS: the core's answer, with Set where the rules allow it. */
static void
add_side_row (VdBoardSkMode *hexside, GtkWidget *expander, const VdBoard *board,
              const VdHexRuleset *module, const VdBoardUnit *unit, VdHex across)
{
  g_autofree char *label = vd_board_format_hex (board, across);
  g_autofree char *title = g_strdup_printf (_("Toward %s"), label);
  g_autoptr(VdHexSkHexside) answer = vd_hex_sk_hexside (board, module, unit->id, label, NULL);
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;

  if (answer == NULL)
    return;
  subtitle = answer->legal ? vd_board_reasons_text (answer->reasons, NULL)
                           : g_strdup_printf ("%s (%s)", answer->why, answer->rule);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  if (!answer->legal)
    return;
  button = gtk_button_new_with_mnemonic (_("_Set"));
  gtk_widget_set_tooltip_text (button, _("Put the counter on this side of its hex, as one step "
                                         "to undo"));
  g_object_set_data_full (G_OBJECT (button), "vd-across", g_strdup (label), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (set_clicked_cb), hexside);
  vd_panel_row_add_suffix (row, button);
}

void
vd_board_sk_mode_show (VdBoardSkMode *hexside, VdBoardDocument *document, gboolean has_hex,
                       VdHex hex, const char *unit_id, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  const char *rule = module != NULL ? vd_hex_ruleset_lookup_word (
                                        module, "special.russian_dragoons.sk.rule") : NULL;
  const VdBoardUnit *unit;
  g_autofree char *subtitle = NULL;
  GtkWidget *expander;

  vd_board_group_empty (&hexside->g);
  /* The referee's: where the regiment stands is his to set. */
  if (board == NULL || side != NULL || rule == NULL)
    return;
  unit = vd_board_selected_unit (board, has_hex, hex, unit_id);
  if (unit == NULL || !unit->placed ||
      g_strcmp0 (unit->unit_class, vd_hex_ruleset_lookup_word (
                                     module, "special.russian_dragoons.sk.class")) != 0)
    return;
  vd_board_group_act_on (&hexside->g, document, unit->id);
  if (unit->on_hexside)
    {
      g_autofree char *here = vd_board_format_hex (board, unit->hex);
      g_autofree char *there = vd_board_format_hex (board, unit->across);
      const char *reading = vd_hex_ruleset_lookup_word (module,
                                                        "special.russian_dragoons.sk.move.reading");
      gboolean defaulted = FALSE;
      const char *moves = vd_hex_sk_move_reading (module, &defaulted);
      GtkWidget *row, *button;

      /* lba-i-sk-move: a move takes it off by the default reading (ours) or the owner's. */
      if (moves == NULL || g_strcmp0 (moves, vd_hex_ruleset_lookup_word (
                                               module, "special.russian_dragoons.sk.move.leaves"))
                             == 0)
        /* Translators: "0404|0504: in both hexes; a move takes it off (LBA-DRAG-1)". */
        subtitle = g_strdup_printf (_("%s|%s: in both hexes; a move takes it off (%s)"), here,
                                    there, rule);
      else
        /* Translators: "0404|0504: in both hexes; it moves as reading lba-i-sk-move says:
         * leave-mode-first (LBA-DRAG-1)". */
        subtitle = g_strdup_printf (_("%s|%s: in both hexes; it moves as reading %s says: %s "
                                      "(%s)"), here, there, reading, moves, rule);
      row = vd_board_group_add_row (&hexside->g, _("On a Hexside"), subtitle);
      button = gtk_button_new_with_mnemonic (_("_Leave"));
      gtk_widget_set_tooltip_text (button, _("Take it out of Sk mode in its hex, as one step to "
                                             "undo"));
      g_signal_connect (button, "clicked", G_CALLBACK (leave_clicked_cb), hexside);
      vd_panel_row_add_suffix (row, button);
    }
  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("Set on a Hexside"));
  /* Translators: "Russian dragoons in Sk mode sit across a side of their hex (LBA-DRAG-1)". */
  g_free (subtitle);
  subtitle = g_strdup_printf (_("Dragoons in Sk mode sit across a side of their hex (%s)"),
                              rule);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), subtitle);
  adw_preferences_group_add (hexside->g.group, expander);
  g_ptr_array_add (hexside->g.rows, expander);
  for (int d = 0; d < 6; d++)
    {
      VdHex across = vd_hex_neighbour (unit->hex, d);

      if (vd_hex_grid_contains (board->grid, across))
        add_side_row (hexside, expander, board, module, unit, across);
    }
  gtk_widget_set_visible (GTK_WIDGET (hexside->g.group), TRUE);
}
