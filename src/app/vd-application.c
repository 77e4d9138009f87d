#include <glib/gi18n.h>

#include "vd-application.h"
#include "vd-config.h"
#include "vd-window.h"

struct _VdApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (VdApplication, vd_application, ADW_TYPE_APPLICATION)

static GtkWindow *
active_window (VdApplication *self)
{
  return gtk_application_get_active_window (GTK_APPLICATION (self));
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  VdApplication *self = user_data;
  GtkWindow *window = active_window (self);

  if (!VD_IS_WINDOW (window))
    {
      window = GTK_WINDOW (vd_window_new (self));
      gtk_window_present (window);
    }
  vd_window_choose_file (VD_WINDOW (window));
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  VdApplication *self = user_data;
  const char *developers[] = { _("The Vedette developers"), NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", active_window (self),
                        "modal", TRUE,
                        "application-icon", VD_APP_ID,
                        "application-name", "Vedette",
                        "version", VD_VERSION,
                        "developer-name", _("The Vedette developers"),
                        "developers", developers,
                        "comments", _("A referee aid for Napoleonic miniature wargames: the battle "
                                      "table, its terrain and every unit at a glance."),
                        "website", "https://github.com/vedette-app/vedette",
                        "issue-url", "https://github.com/vedette-app/vedette/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", _("© 2026 The Vedette developers"),
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
shortcuts_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  VdApplication *self = user_data;
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource ("/io/github/vedette/Vedette/vd-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  gtk_window_set_transient_for (shortcuts, active_window (self));
  gtk_window_set_modal (shortcuts, TRUE);
  gtk_window_present (shortcuts);
}

/* Closing each window, not quitting outright, lets a window with unsaved changes ask first. */
static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static const GActionEntry app_actions[] = {
  { "open", open_action },
  { "about", about_action },
  { "shortcuts", shortcuts_action },
  { "quit", quit_action },
};

static void
vd_application_startup (GApplication *application)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.open", { "<Control>o", NULL } },
    { "app.shortcuts", { "<Control>question", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (vd_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accels[i].action, accels[i].accels);

  gtk_window_set_default_icon_name (VD_APP_ID);
}

static void
vd_application_activate (GApplication *application)
{
  VdWindow *window = vd_window_new (VD_APPLICATION (application));

  vd_window_open_demo (window);
  gtk_window_present (GTK_WINDOW (window));
}

static void
vd_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      VdWindow *window = vd_application_find_window (VD_APPLICATION (application), files[i]);

      if (window == NULL)
        {
          window = vd_window_new (VD_APPLICATION (application));
          vd_window_open_file (window, files[i]);
        }
      gtk_window_present (GTK_WINDOW (window));
    }
}

VdWindow *
vd_application_find_window (VdApplication *self, GFile *file)
{
  g_return_val_if_fail (VD_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      GFile *shown = VD_IS_WINDOW (l->data) ? vd_window_get_shown_file (l->data) : NULL;

      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }
  return NULL;
}

static void
vd_application_class_init (VdApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = vd_application_startup;
  app_class->activate = vd_application_activate;
  app_class->open = vd_application_open;
}

static void
vd_application_init (VdApplication *self)
{
}

VdApplication *
vd_application_new (void)
{
  return g_object_new (VD_TYPE_APPLICATION,
                       "application-id", VD_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}
