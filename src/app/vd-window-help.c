/* The help (win.help, F1): the Mallard pages of data/help shown by yelp, as help:vedette once
 * installed, or from the sources when Vedette runs from its build folder. */

#include <glib/gi18n.h>

#include "vd-config.h"
#include "vd-window-private.h"

static void show_uri (VdWindow *self, const char *uri);

static VdWindowHelpLauncher launcher = show_uri;

static gboolean
has_index (const char *folder)
{
  g_autofree char *index = g_build_filename (folder, "index.page", NULL);

  return g_file_test (index, G_FILE_TEST_EXISTS);
}

/* Where the pages are: installed, or in the sources run from. */
static char *
pages_folder (void)
{
  g_autofree char *installed = g_build_filename (VD_HELPDIR, "C", "vedette", NULL);

  if (has_index (installed))
    return g_steal_pointer (&installed);
  return g_build_filename (VD_SOURCE_DIR, "data", "help", "C", NULL);
}

char *
vd_window_help_uri (void)
{
  g_autofree char *installed = g_build_filename (VD_HELPDIR, "C", "vedette", NULL);
  g_autofree char *sources = g_build_filename (VD_SOURCE_DIR, "data", "help", "C", NULL);

  /* help:vedette finds only installed pages; yelp reads a folder of pages as ghelp:FOLDER. */
  if (!has_index (installed) && has_index (sources))
    return g_strconcat ("ghelp:", sources, NULL);
  return g_strdup ("help:vedette");
}

static void
shown_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(VdWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    vd_window_help_not_shown (self, error);
}

static void
show_uri (VdWindow *self, const char *uri)
{
  gtk_show_uri_full (GTK_WINDOW (self), uri, GDK_CURRENT_TIME, NULL, shown_cb, g_object_ref (self));
}

static void
help_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autofree char *uri = vd_window_help_uri ();

  launcher (VD_WINDOW (widget), uri);
}

void
vd_window_help_not_shown (VdWindow *self, const GError *error)
{
  g_autofree char *folder = pages_folder ();
  g_autofree char *text = NULL;

  g_return_if_fail (VD_IS_WINDOW (self));

  g_debug ("help not shown: %s", error != NULL ? error->message : "no reason given");
  /* Translators: %s is the folder holding the help's pages (index.page…) */
  text = g_strdup_printf (_("The help could not be opened: is Yelp installed? Its pages are in %s"),
                          folder);
  vd_window_toast_message (self, text);
}

void
vd_window_help_set_launcher (VdWindowHelpLauncher help_launcher)
{
  launcher = help_launcher != NULL ? help_launcher : show_uri;
}

void
vd_window_help_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.help", NULL);
}
