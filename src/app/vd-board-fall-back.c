/* A skirmisher falling back one hex before an enemy's melee or charge (BN 11.5e), through the
 * core's vd_hex_skirmish_fall_back as `hex skirmish … fall-back` asks it. */
#include "vd-board-fall-back.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-skirmish-bn.h"

static void
clicked_cb (GtkButton *button, VdBoardGroup *group)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  const char *attacker = g_object_get_data (G_OBJECT (button), "vd-attacker");
  VdBoard *board = vd_board_document_get_board (group->document);
  VdHexRuleset *module = vd_board_document_get_module (group->document);
  g_autofree char *label = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(VdHexSkirmish) skirmish = NULL;
  g_autoptr(GError) error = NULL;
  VdHex to;

  if (!vd_hex_grid_parse (board->grid, label, &to))
    {
      g_autofree char *why = g_strdup_printf (_("no hex “%s” on this board"), label);

      vd_board_refused (row, why, group->said, group->user_data);
      return;
    }
  skirmish = vd_hex_skirmish_fall_back (board, module, group->unit, attacker, to, &error);
  if (skirmish == NULL)
    vd_board_refused (row, error->message, group->said, group->user_data);
  else if (!skirmish->may)
    {
      g_autofree char *why = g_strdup_printf ("%s (%s)", skirmish->why, skirmish->why_rule);

      vd_board_refused (row, why, group->said, group->user_data);
    }
  else
    vd_board_record (group->document, vd_hex_skirmish_events (board, module, skirmish), row,
                     group->said, group->user_data);
}

/* BN 11.5e: UNIT's row before ATTACKER: the neighbours it may fall back to, or why not. */
static void
add_row (VdBoardGroup *group, const VdBoard *board, const VdHexRuleset *module,
         const VdBoardUnit *unit, const VdBoardUnit *attacker)
{
  g_autoptr(GString) may = g_string_new (NULL);
  g_autofree char *why = NULL, *title = NULL, *help = NULL, *first = NULL;
  GtkWidget *row, *entry, *button;

  for (int direction = 0; direction < 6; direction++)
    {
      VdHex to = vd_hex_neighbour (unit->hex, direction);
      g_autoptr(VdHexSkirmish) skirmish = NULL;

      if (!vd_hex_grid_contains (board->grid, to))
        continue;
      skirmish = vd_hex_skirmish_fall_back (board, module, unit->id, attacker->id, to, NULL);
      if (skirmish == NULL)
        continue;
      if (skirmish->may)
        {
          g_autofree char *label = vd_board_format_hex (board, to);

          g_string_append_printf (may, "%s%s", may->len > 0 ? ", " : "", label);
          if (first == NULL)
            first = g_steal_pointer (&label);
        }
      else if (why == NULL)
        why = g_strdup_printf ("%s (%s)", skirmish->why, skirmish->why_rule);
    }
  /* Translators: a row's title: "Fall Back Before al-2". */
  title = g_strdup_printf (_("Fall Back Before %s"), attacker->id);
  help = may->len > 0
    /* Translators: "To 0505 or 0405: one hex back as al-2 comes on to melee or charge it; a
     * charge goes on into that hex instead (11.5e)". */
    ? g_strdup_printf (_("To %s: one hex back as %s comes on to melee or charge it; a charge "
                         "goes on into that hex instead (%s)"), may->str, attacker->id, "11.5e")
    : g_strdup_printf (_("Nowhere: %s"), why != NULL ? why : "?");
  row = vd_board_group_add_row (group, title, help);
  if (may->len == 0)
    return;
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), first);
  gtk_editable_set_text (GTK_EDITABLE (entry), first);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The hex it falls back to"), -1);
  vd_panel_row_add_suffix (row, entry);
  button = gtk_button_new_with_mnemonic (_("_Fall Back"));
  gtk_widget_set_tooltip_text (button, _("Move it there, as one step to undo"));
  g_object_set_data (G_OBJECT (button), "vd-entry", entry);
  g_object_set_data_full (G_OBJECT (button), "vd-attacker", g_strdup (attacker->id), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), group);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
  vd_panel_row_add_suffix (row, button);
}

void
vd_board_fall_back_show (VdBoardGroup *group, const VdBoard *board, const VdHexRuleset *module,
                         const VdBoardUnit *unit)
{
  for (guint i = 0; i < board->units->len; i++)
    {
      const VdBoardUnit *enemy = board->units->pdata[i];

      /* The enemies next to it, who alone may come on to melee or charge it. */
      if (enemy->placed && g_strcmp0 (enemy->side, unit->side) != 0 &&
          vd_hex_distance (enemy->hex, unit->hex) == 1)
        add_row (group, board, module, unit, enemy);
    }
}
