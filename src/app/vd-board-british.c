/* The board panel's British withdrawal: 1914's option (a) on turn 5, through the core's test
 * and its events (1914-OPT-1). */
#include "vd-board-british.h"
#include "vd-panel-rows.h"

#include <glib/gi18n.h>

#include "vd-hex-british-withdrawal.h"
#include "vd-hex-odds.h"

struct _VdBoardBritish
{
  VdBoardGroup g;
};

VdBoardBritish *
vd_board_british_new (VdBoardSaid said, gpointer user_data)
{
  VdBoardBritish *british = g_new0 (VdBoardBritish, 1);

  vd_board_group_init (&british->g, _("British Withdrawal"), said, user_data);
  return british;
}

void
vd_board_british_free (VdBoardBritish *british)
{
  if (british == NULL)
    return;
  vd_board_group_clear (&british->g);
  g_free (british);
}

GtkWidget *
vd_board_british_get_widget (VdBoardBritish *british)
{
  return GTK_WIDGET (british->g.group);
}

static void
withdraw_clicked_cb (GtkButton *button, VdBoardBritish *british)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "vd-entry");
  g_autofree char *typed = g_strdup (gtk_editable_get_text (entry));
  VdBoard *board = vd_board_document_get_board (british->g.document);
  VdHexRuleset *module = vd_board_document_get_module (british->g.document);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) replacements = NULL;
  GPtrArray *events;
  guint kept = 0;

  /* "fr-1=0110, fr-3=0210": the pairs typed, blanks aside; none typed, none come. */
  replacements = g_strsplit_set (typed, ", ", -1);
  for (guint i = 0; replacements[i] != NULL; i++)
    {
      if (replacements[i][0] == '\0')
        g_free (replacements[i]);
      else
        replacements[kept++] = replacements[i];
    }
  replacements[kept] = NULL;
  events = vd_hex_british_withdraw (board, module, (const char * const *) replacements, &error);
  if (events == NULL)
    {
      vd_board_refused (row, error->message, british->g.said, british->g.user_data);
      return;
    }
  vd_board_record (british->g.document, events, row, british->g.said, british->g.user_data);
}

/* A row for each of REASONS: its title the one it names (BY), its help WHAT and the rule. */
static void
add_reason_rows (VdBoardBritish *british, GPtrArray *reasons, gboolean reading)
{
  for (guint i = 0; i < reasons->len; i++)
    {
      const VdHexOddsReason *reason = reasons->pdata[i];
      g_autofree char *help = reading
        /* Translators: a reading's row: "Read as south: our default: not chosen". */
        ? g_strdup_printf (_("Read as %s: %s"), reason->by, reason->what)
        : g_strdup_printf ("%s (%s)", reason->what, reason->rule);

      vd_board_group_add_row (&british->g, reading ? reason->rule : reason->by, help);
    }
}

void
vd_board_british_show (VdBoardBritish *british, VdBoardDocument *document, const char *side)
{
  VdBoard *board = document != NULL ? vd_board_document_get_board (document) : NULL;
  VdHexRuleset *module = document != NULL ? vd_board_document_get_module (document) : NULL;
  g_autoptr(VdHexBritishTest) test = NULL;
  g_autofree char *answer = NULL;
  GtkWidget *row, *entry, *button;

  vd_board_group_empty (&british->g);
  /* The referee's: the answer names French counters where they stand. */
  if (board == NULL || side != NULL ||
      (test = vd_hex_british_test (board, module, NULL)) == NULL)
    return;
  vd_board_group_act_on (&british->g, document, NULL);
  answer = g_strdup_printf ("%s (%s)", test->why, test->rule);
  row = vd_board_group_add_row (&british->g, _("The Test on Turn 5"), answer);
  if (test->verdict == VD_HEX_BRITISH_UNKNOWN)
    gtk_widget_add_css_class (row, "warning");
  add_reason_rows (british, test->readings, TRUE);
  add_reason_rows (british, test->deciding, FALSE);
  if (test->verdict == VD_HEX_BRITISH_LEAVE && test->british[0] != NULL)
    {
      g_autofree char *british_ids = g_strjoinv (", ", test->british);
      /* Translators: the withdrawal row's help: "br-1, br-2, br-hq out of the game; the French
       * typed as UNIT=HEX go in their place (1914-OPT-1)". */
      g_autofree char *help = g_strdup_printf (_("%s out of the game; the French typed as "
                                                 "UNIT=HEX go in their place (%s)"),
                                               british_ids, test->rule);

      row = vd_board_group_add_row (&british->g, _("Withdraw the British"), help);
      entry = gtk_entry_new ();
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("fr-1=0110, …"));
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 14);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("The French units in the British’s place"), -1);
      button = gtk_button_new_with_mnemonic (C_("british withdrawal", "_Withdraw"));
      gtk_widget_set_tooltip_text (button, _("Take the British out of the game and put the "
                                             "French typed in their place, as one step to "
                                             "undo"));
      g_object_set_data (G_OBJECT (button), "vd-entry", entry);
      g_signal_connect (button, "clicked", G_CALLBACK (withdraw_clicked_cb), british);
      g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), button);
      vd_panel_row_add_suffix (row, entry);
      vd_panel_row_add_suffix (row, button);
    }
  gtk_widget_set_visible (GTK_WIDGET (british->g.group), TRUE);
}
