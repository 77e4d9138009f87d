#include "vd-widget-state.h"

void
vd_widget_state_set_tooltip (GtkWidget *widget, const char *text)
{
  /* GTK takes an empty text for none. */
  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

void
vd_widget_state_set_class (GtkWidget *widget, const char *const *classes, const char *wanted)
{
  for (guint i = 0; classes[i] != NULL; i++)
    if (g_strcmp0 (classes[i], wanted) != 0 && gtk_widget_has_css_class (widget, classes[i]))
      gtk_widget_remove_css_class (widget, classes[i]);
  if (wanted != NULL && !gtk_widget_has_css_class (widget, wanted))
    gtk_widget_add_css_class (widget, wanted);
}
