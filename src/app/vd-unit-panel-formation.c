#include <glib/gi18n.h>
#include <string.h>

#include "vd-unit-panel-private.h"

static void
formation_selected_cb (GtkDropDown *choice, GParamSpec *pspec, VdUnitPanel *self)
{
  guint selected = gtk_drop_down_get_selected (choice);

  if (self->updating || selected >= self->formation_values->len)
    return;
  /* The window changes the selected units' formation, as one undo step. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.change-formation", "s",
                              vd_formation_to_string (g_array_index (self->formation_values,
                                                                     VdFormation, selected)));
}

void
vd_unit_panel_init_formation (VdUnitPanel *self)
{
  self->formation_values = g_array_new (FALSE, FALSE, sizeof (VdFormation));
  self->formation_choice = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->formation_choice), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->formation_choice), "flat");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->formation_choice), _("Change Formation (F)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->formation_choice),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Formation"), -1);
  adw_action_row_add_suffix (self->formation_row, GTK_WIDGET (self->formation_choice));
  g_signal_connect (self->formation_choice, "notify::selected",
                    G_CALLBACK (formation_selected_cb), self);
}

/* The formations UNIT's arm may take, its own selected; a single one needs no choice. */
void
vd_unit_panel_update_formation (VdUnitPanel *self, const VdUnit *unit)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (VdFormation));
  guint selected = GTK_INVALID_LIST_POSITION;
  gboolean same;

  if (self->formation_choice == NULL || self->ruleset == NULL)
    return;
  for (VdFormation f = 0; f < VD_N_FORMATIONS; f++)
    {
      const char *name;

      if (!vd_ruleset_allows_formation (self->ruleset, unit->arm, f) && f != unit->formation)
        continue;
      if (f == unit->formation)
        selected = values->len;
      name = vd_text_get (&self->ruleset->formations[f].name);
      gtk_string_list_append (names, name != NULL ? name : vd_formation_to_string (f));
      g_array_append_val (values, f);
    }
  /* The change this drop-down asked for comes back here while it is still telling of it:
   * keep its model when the choices are the same. */
  same = values->len == self->formation_values->len
         && memcmp (values->data, self->formation_values->data, values->len * sizeof (VdFormation)) == 0;
  self->updating = TRUE;
  if (!same)
    {
      g_array_set_size (self->formation_values, 0);
      g_array_append_vals (self->formation_values, values->data, values->len);
      gtk_drop_down_set_model (self->formation_choice, G_LIST_MODEL (names));
    }
  gtk_drop_down_set_selected (self->formation_choice, selected);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->formation_choice), self->formation_values->len > 1);
  /* The drop-down shows the formation: the row's value would say it twice. */
  if (self->formation_values->len > 1)
    adw_action_row_set_subtitle (self->formation_row, "");
}

void
vd_unit_panel_finalize_formation (VdUnitPanel *self)
{
  g_clear_pointer (&self->formation_values, g_array_unref);
  self->formation_choice = NULL;
}
