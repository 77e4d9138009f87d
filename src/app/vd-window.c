#include <glib/gi18n.h>

#include "vd-window.h"

struct _VdWindow
{
  AdwApplicationWindow  parent_instance;

  VdDocument           *document;
  char                 *failed_name;

  AdwWindowTitle       *window_title;
  GtkToggleButton      *panel_button;
  GtkButton            *save_button;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  VdTableView          *table_view;
  VdUnitPanel          *unit_panel;
  AdwStatusPage        *error_page;
  GtkLabel             *error_label;
  GtkButton            *back_button;
  GtkButton            *error_open_button;
};

G_DEFINE_FINAL_TYPE (VdWindow, vd_window, ADW_TYPE_APPLICATION_WINDOW)

static gboolean
showing_table (VdWindow *self)
{
  return self->document != NULL
         && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;
}

static void
update_title (VdWindow *self)
{
  g_autofree char *display_name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;

  if (showing_table (self))
    {
      display_name = vd_document_dup_display_name (self->document);
      /* The bullet marks unsaved changes, as in GNOME Text Editor. */
      if (vd_document_get_dirty (self->document))
        title = g_strdup_printf ("• %s", vd_document_get_title (self->document));
      else
        title = g_strdup (vd_document_get_title (self->document));
      /* Translators: the window's title: the table's title, then the application's name */
      window_title = g_strdup_printf (_("%s — Vedette"), title);
    }
  else
    {
      display_name = g_strdup (self->failed_name);
      title = g_strdup ("Vedette");
      window_title = g_strdup (title);
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, display_name != NULL ? display_name : "");
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
update_actions (VdWindow *self)
{
  gboolean table = showing_table (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-in", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-out", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-fit", table);
  gtk_widget_set_visible (GTK_WIDGET (self->panel_button), table);
  gtk_widget_set_visible (GTK_WIDGET (self->save_button), table);
}

static void
show_page (VdWindow *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  update_title (self);
  update_actions (self);
  /* Focus on the error's label would select all its text. */
  if (g_str_equal (name, "table"))
    gtk_widget_grab_focus (GTK_WIDGET (self->table_view));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->error_open_button));
}

static void
document_changed_cb (VdWindow *self)
{
  update_title (self);
}

static void
set_document (VdWindow *self, VdDocument *document)
{
  g_autoptr(VdDocument) old = g_steal_pointer (&self->document);

  if (old != NULL)
    g_signal_handlers_disconnect_by_data (old, self);

  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::dirty", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::title", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::file", G_CALLBACK (document_changed_cb), self,
                           G_CONNECT_SWAPPED);

  /* The view and panel borrow the table: switch them before the old document goes. */
  vd_table_view_set_table (self->table_view,
                           vd_document_get_table (document),
                           vd_document_get_ruleset (document));
  vd_unit_panel_set_table (self->unit_panel,
                           vd_document_get_table (document),
                           vd_document_get_ruleset (document));
  vd_unit_panel_set_unit (self->unit_panel, vd_table_view_get_selected_unit (self->table_view));

  g_clear_pointer (&self->failed_name, g_free);
  show_page (self, "table");
}

static void
show_error (VdWindow *self, const char *name, const GError *error)
{
  g_autofree char *title = NULL;

  g_free (self->failed_name);
  self->failed_name = g_strdup (name);

  /* Translators: the error page's title; the placeholder is a file name */
  title = g_strdup_printf (_("Could Not Open “%s”"), name);
  adw_status_page_set_title (self->error_page, title);
  gtk_label_set_text (self->error_label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), self->document != NULL);
  show_page (self, "error");
}

static void
show_save_error (VdWindow *self, const GError *error)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Save the Table"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
save_to (VdWindow *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (!vd_document_save (self->document, file, &error))
    {
      show_save_error (self, error);
      return;
    }

  name = vd_document_dup_display_name (self->document);
  /* Translators: a notification; the placeholder is a file name */
  message = g_strdup_printf (_("Saved “%s”"), name);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

static void
add_table_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) tables = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (tables, _("Vedette tables"));
  gtk_file_filter_add_pattern (tables, "*.yaml");
  gtk_file_filter_add_pattern (tables, "*.yml");
  gtk_file_chooser_add_filter (chooser, tables);

  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);

  gtk_file_chooser_set_filter (chooser, tables);
}

/* Starts the chooser in the folder of the table shown, when it has one. */
static void
set_chooser_folder (VdWindow *self, GtkFileChooser *chooser)
{
  g_autoptr(GFile) folder = NULL;
  GFile *file;

  if (self->document == NULL || (file = vd_document_get_file (self->document)) == NULL)
    return;
  folder = g_file_get_parent (file);
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

static char *
suggest_file_name (VdWindow *self)
{
  GFile *file = vd_document_get_file (self->document);
  const char *title = vd_document_get_title (self->document);
  g_autofree char *base = NULL;

  if (file != NULL)
    return g_file_get_basename (file);
  base = g_strdup (title != NULL && title[0] != '\0' ? title : _("table"));
  g_strdelimit (base, "/\\:", '-');
  return g_strconcat (base, ".yaml", NULL);
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        vd_window_open_file (self, file);
    }
  g_object_unref (dialog);
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        save_to (self, file);
    }
  g_object_unref (dialog);
}

static void
back_button_clicked_cb (VdWindow *self)
{
  if (self->document == NULL)
    return;
  g_clear_pointer (&self->failed_name, g_free);
  show_page (self, "table");
}

static void
selected_unit_changed_cb (VdTableView *view, GParamSpec *pspec, VdWindow *self)
{
  vd_unit_panel_set_unit (self->unit_panel, vd_table_view_get_selected_unit (view));
}

static void
save_as_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *name = NULL;

  if (self->document == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save the Table"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_table_filters (GTK_FILE_CHOOSER (chooser));
  set_chooser_folder (self, GTK_FILE_CHOOSER (chooser));
  name = suggest_file_name (self);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->document == NULL)
    return;

  /* The demo battle has no file of its own: the bundled copy is never overwritten. */
  if (vd_document_get_file (self->document) == NULL)
    save_as_action (widget, "win.save-as", NULL);
  else
    save_to (self, NULL);
}

static void
zoom_in_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_in (VD_WINDOW (widget)->table_view);
}

static void
zoom_out_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_out (VD_WINDOW (widget)->table_view);
}

static void
zoom_fit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  vd_table_view_zoom_fit (VD_WINDOW (widget)->table_view);
}

static void
vd_window_dispose (GObject *object)
{
  VdWindow *self = VD_WINDOW (object);

  /* The view and panel borrow the document's table: they go first. */
  gtk_widget_dispose_template (GTK_WIDGET (self), VD_TYPE_WINDOW);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (vd_window_parent_class)->dispose (object);
}

static void
vd_window_finalize (GObject *object)
{
  VdWindow *self = VD_WINDOW (object);

  g_free (self->failed_name);

  G_OBJECT_CLASS (vd_window_parent_class)->finalize (object);
}

static void
vd_window_class_init (VdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = vd_window_dispose;
  object_class->finalize = vd_window_finalize;

  g_type_ensure (VD_TYPE_TABLE_VIEW);
  g_type_ensure (VD_TYPE_UNIT_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/vedette/Vedette/vd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, VdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, panel_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, unit_panel);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, VdWindow, error_open_button);
  gtk_widget_class_bind_template_callback (widget_class, back_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, selected_unit_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_fit_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  /* Menus show the binding added last: the keypad and "=" variants go first. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
}

static void
vd_window_init (VdWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  update_title (self);
  update_actions (self);
}

VdWindow *
vd_window_new (VdApplication *application)
{
  g_return_val_if_fail (application == NULL || VD_IS_APPLICATION (application), NULL);

  return g_object_new (VD_TYPE_WINDOW, "application", application, NULL);
}

void
vd_window_open_file (VdWindow *self, GFile *file)
{
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  GtkApplication *application;

  g_return_if_fail (VD_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* Unsaved changes are never replaced: the file gets a window of its own. */
  application = gtk_window_get_application (GTK_WINDOW (self));
  if (self->document != NULL && vd_document_get_dirty (self->document) && application != NULL)
    {
      g_application_open (G_APPLICATION (application), &file, 1, "");
      return;
    }

  document = vd_document_load (file, &error);
  if (document == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      show_error (self, name, error);
      return;
    }
  set_document (self, document);
}

void
vd_window_open_demo (VdWindow *self)
{
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (VD_IS_WINDOW (self));

  document = vd_document_load_demo (&error);
  if (document == NULL)
    {
      show_error (self, _("Demo battle"), error);
      return;
    }
  set_document (self, document);
}

void
vd_window_choose_file (VdWindow *self)
{
  GtkFileChooserNative *chooser;

  g_return_if_fail (VD_IS_WINDOW (self));

  chooser = gtk_file_chooser_native_new (_("Open a Table"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  add_table_filters (GTK_FILE_CHOOSER (chooser));
  set_chooser_folder (self, GTK_FILE_CHOOSER (chooser));
  g_signal_connect_object (chooser, "response", G_CALLBACK (open_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

VdDocument *
vd_window_get_document (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->document;
}

VdTableView *
vd_window_get_table_view (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->table_view;
}

VdUnitPanel *
vd_window_get_unit_panel (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return self->unit_panel;
}

const char *
vd_window_get_page (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
vd_window_get_error_message (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "error") != 0)
    return NULL;
  return gtk_label_get_text (self->error_label);
}
