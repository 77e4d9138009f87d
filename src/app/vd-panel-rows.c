#include "vd-panel-rows.h"

GtkWidget *
vd_panel_rows_add (AdwPreferencesGroup *group, GPtrArray *rows, const char *title,
                   const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (rows, row);
  return row;
}

void
vd_panel_rows_clear (AdwPreferencesGroup *group, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_preferences_group_remove (group, rows->pdata[i]);
  g_ptr_array_set_size (rows, 0);
}

void
vd_panel_row_add_suffix (GtkWidget *row, GtkWidget *widget)
{
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
}
