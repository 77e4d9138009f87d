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

#define QUIET_TOOLTIP "vd-quiet-tooltip"

typedef struct {
  char                    *text;
  GtkEventControllerMotion *motion;  /* owned by the widget */
} VdQuietTooltip;

static void
quiet_tooltip_free (gpointer data)
{
  VdQuietTooltip *quiet = data;

  g_free (quiet->text);
  g_free (quiet);
}

static gboolean
quiet_tooltip_query_cb (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                        gpointer data)
{
  VdQuietTooltip *quiet = data;

  if (quiet->text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, quiet->text);
  return TRUE;
}

void
vd_widget_state_set_quiet_tooltip (GtkWidget *widget, const char *text)
{
  VdQuietTooltip *quiet = g_object_get_data (G_OBJECT (widget), QUIET_TOOLTIP);

  if (text != NULL && *text == '\0')
    text = NULL;
  if (quiet == NULL)
    {
      /* GTK's own (from the template) would show when the quiet one is none. */
      gtk_widget_set_tooltip_text (widget, NULL);
      quiet = g_new0 (VdQuietTooltip, 1);
      quiet->motion = GTK_EVENT_CONTROLLER_MOTION (gtk_event_controller_motion_new ());
      gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (quiet->motion));
      g_object_set_data_full (G_OBJECT (widget), QUIET_TOOLTIP, quiet, quiet_tooltip_free);
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (quiet_tooltip_query_cb), quiet);
      gtk_widget_set_has_tooltip (widget, TRUE);
    }
  else if (g_strcmp0 (quiet->text, text) == 0)
    return;
  g_free (quiet->text);
  quiet->text = g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
  /* A tooltip shown now follows; else GTK asks when the pointer comes. */
  if (gtk_event_controller_motion_contains_pointer (quiet->motion))
    gtk_widget_trigger_tooltip_query (widget);
}

const char *
vd_widget_state_get_tooltip (GtkWidget *widget)
{
  VdQuietTooltip *quiet = g_object_get_data (G_OBJECT (widget), QUIET_TOOLTIP);

  return quiet != NULL ? quiet->text : gtk_widget_get_tooltip_text (widget);
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
