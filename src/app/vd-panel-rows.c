#include "vd-panel-rows.h"

#include <glib/gi18n.h>

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

void
vd_panel_reason_texts (const VdHexOddsReason *reason, VdPanelReasonKind kind, char **title,
                       char **subtitle)
{
  const char *rule = reason->rule != NULL ? reason->rule : "?";

  *subtitle = reason->by != NULL ? g_strdup_printf ("%s: %s", reason->by, reason->what)
                                 : g_strdup (reason->what);
  if (kind == VD_PANEL_REASON_MISSING)
    /* Translators: a chart or reading a step waits on, by its rule: "Missing (8.5)". */
    *title = g_strdup_printf (_("Missing (%s)"), rule);
  else if (kind == VD_PANEL_REASON_JUDGE)
    /* Translators: a check Vedette leaves to the referee, by its rule: "Yours to Judge
     * (24.1b)". */
    *title = g_strdup_printf (_("Yours to Judge (%s)"), rule);
  else
    *title = g_strdup (rule);
}
