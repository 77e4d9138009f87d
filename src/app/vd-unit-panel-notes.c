#include <glib/gi18n.h>

#include "vd-unit-panel-private.h"

/* The Notes row: the unit's free text, recorded as an edit of the unit when applied. */

static void
notes_apply_cb (AdwEntryRow *row, VdUnitPanel *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (self->updating || self->document == NULL || self->unit_id == NULL)
    return;
  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  if (vd_document_set_unit_notes (self->document, self->unit_id, text, &error))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (row), NULL);
      return;
    }
  /* Refused (a side's view, a text the file cannot hold): said on the row, the text kept. */
  gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (row), error->message);
  gtk_widget_error_bell (GTK_WIDGET (row));
}

void
vd_unit_panel_init_notes (VdUnitPanel *self)
{
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (self->figures_row),
                                              ADW_TYPE_PREFERENCES_GROUP);

  self->notes_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->notes_row), "unit-notes");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->notes_row), _("Notes"));
  adw_entry_row_set_show_apply_button (self->notes_row, TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->notes_row),
                               _("The unit’s notes, for the referee and its own side"));
  g_signal_connect (self->notes_row, "apply", G_CALLBACK (notes_apply_cb), self);
  if (group != NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->notes_row));
}

/* UNIT's notes, shown when KNOWN: an enemy's are never his to read (vd-side-view.h). */
void
vd_unit_panel_update_notes (VdUnitPanel *self, const VdUnit *unit, gboolean known)
{
  if (self->notes_row == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->notes_row), known);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->notes_row),
                         known && unit->notes != NULL ? unit->notes : "");
  self->updating = FALSE;
  gtk_widget_remove_css_class (GTK_WIDGET (self->notes_row), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->notes_row),
                               _("The unit’s notes, for the referee and its own side"));
}
