#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Setters for what views set again on every row at each event, which change nothing when the
 * value is the same: GTK itself does work at each call (a tooltip asks the display server where
 * the pointer is, a style class restyles the widget), so an army of 400 rows cost tens of
 * milliseconds an event. */

/* WIDGET's tooltip TEXT (NULL: none), set only when it differs. */
void vd_widget_state_set_tooltip (GtkWidget *widget, const char *text);
/* WIDGET's tooltip TEXT (NULL: none) for one that changes at every event: kept here and given
 * to GTK when it asks, so that no call reaches the display server unless the pointer is on
 * WIDGET. Screen readers read it as the widget's description, as they do a plain tooltip. */
void vd_widget_state_set_quiet_tooltip (GtkWidget *widget, const char *text);
/* The tooltip WIDGET would show: the quiet one, else GTK's. */
const char *vd_widget_state_get_tooltip (GtkWidget *widget);
/* Of the style classes CLASSES (NULL-terminated), WIDGET keeps WANTED alone (NULL: none of
 * them), each added or removed only when it must be. */
void vd_widget_state_set_class   (GtkWidget *widget, const char *const *classes,
                                  const char *wanted);

G_END_DECLS
