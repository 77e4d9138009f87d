#include <glib/gi18n.h>

#include "vd-new-board-dialog.h"
#include "vd-new-table-dialog.h"
#include "vd-preferences-window.h"
#include "vd-render-board.h"
#include "vd-settings.h"
#include "vd-side-format.h"
#include "vd-window-gnome.h"
#include "vd-window-private.h"

#define MAX_RECENT 10
#define EXPORT_PNG_WIDTH_PX 4096
#define RECENT_APP_NAME "Vedette"

static gboolean
is_table_name (const char *name)
{
  return name != NULL && (g_str_has_suffix (name, ".yaml") || g_str_has_suffix (name, ".yml"));
}

void
vd_window_show_error (VdWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Menus read "_" as a mnemonic: a file name's own underscores are doubled. */
static char *
escape_mnemonic (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "_", -1);

  return g_strjoinv ("__", parts);
}

static int
compare_recent (gconstpointer a, gconstpointer b)
{
  GtkRecentInfo *info_a = *(GtkRecentInfo **) a;
  GtkRecentInfo *info_b = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (info_b),
                              gtk_recent_info_get_modified (info_a));
}

/* The file's name, with its folder's when another of the first tables has the same name. */
static char *
label_for_recent (GPtrArray *tables, guint index)
{
  GtkRecentInfo *info = g_ptr_array_index (tables, index);
  const char *name = gtk_recent_info_get_display_name (info);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autofree char *folder_name = NULL;
  gboolean shared = FALSE;

  for (guint i = 0; i < tables->len && i < MAX_RECENT && !shared; i++)
    shared = i != index && g_strcmp0 (gtk_recent_info_get_display_name (g_ptr_array_index (tables, i)),
                                      name) == 0;
  if (!shared)
    return g_strdup (name);
  file = g_file_new_for_uri (gtk_recent_info_get_uri (info));
  folder = g_file_get_parent (file);
  folder_name = folder != NULL ? g_file_get_basename (folder) : NULL;
  if (folder_name == NULL)
    return g_strdup (name);
  /* Translators: a recent table's file name, then the name of its folder */
  return g_strdup_printf (_("%s — %s"), name, folder_name);
}

/* The last tables Vedette opened or saved that are still there, newest first. */
static void
update_recent_menu (VdWindow *self)
{
  GList *items = gtk_recent_manager_get_items (self->recent_manager);
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  guint shown = 0;

  for (GList *l = items; l != NULL; l = l->next)
    {
      GtkRecentInfo *info = l->data;

      if (gtk_recent_info_has_application (info, RECENT_APP_NAME)
          && is_table_name (gtk_recent_info_get_uri (info))
          && gtk_recent_info_is_local (info) && gtk_recent_info_exists (info))
        g_ptr_array_add (tables, info);
    }
  g_ptr_array_sort (tables, compare_recent);

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < tables->len && shown < MAX_RECENT; i++, shown++)
    {
      GtkRecentInfo *info = g_ptr_array_index (tables, i);
      g_autofree char *name = label_for_recent (tables, i);
      g_autofree char *label = escape_mnemonic (name);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.open-recent",
                                               g_variant_new_string (gtk_recent_info_get_uri (info)));
      g_menu_append_item (self->recent_menu, item);
    }
  if (shown == 0)
    /* An item without an action shows greyed out. */
    g_menu_append (self->recent_menu, _("No Recent Tables"), NULL);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

void
vd_window_file_add_recent (VdWindow *self)
{
  /* The file shown, a table's or a board's. */
  GFile *file = vd_window_get_shown_file (self);
  g_autofree char *uri = NULL;
  GtkRecentData data = {
    .mime_type = (char *) "application/x-yaml",
    .app_name = (char *) RECENT_APP_NAME,
    .app_exec = (char *) "vedette %u",
  };

  if (file == NULL)
    return;
  uri = g_file_get_uri (file);
  gtk_recent_manager_add_full (self->recent_manager, uri, &data);
}

static void
open_recent_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  vd_window_open_file (VD_WINDOW (widget), file);
}

/* New table */

static void
new_table_response_cb (VdNewTableDialog *dialog, const char *response, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "create"))
    return;
  if (!vd_window_new_table (self, vd_new_table_dialog_get_table_title (dialog),
                            vd_new_table_dialog_get_scale (dialog),
                            vd_new_table_dialog_get_width (dialog),
                            vd_new_table_dialog_get_depth (dialog),
                            vd_new_table_dialog_get_mm_per_pace (dialog), &error))
    vd_window_show_error (self, _("Could Not Create the Table"), error->message);
}

static void
new_table_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  GtkWidget *dialog = vd_new_table_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "response", G_CALLBACK (new_table_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_board_response_cb (VdNewBoardDialog *dialog, const char *response, VdWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(VdBoardDocument) document = NULL;
  VdHexRuleset *module = NULL;
  VdBoard *board;
  VdWindow *window = self;

  if (!g_str_equal (response, "create"))
    return;
  board = vd_new_board_dialog_create (dialog, &module, &error);
  if (board == NULL || (document = vd_board_document_new (board, module, &error)) == NULL)
    {
      vd_window_show_error (self, _("Could Not Create the Board"), error->message);
      return;
    }
  /* Unsaved changes are never replaced: the new board gets a window of its own. */
  if (vd_window_get_dirty (self))
    {
      GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

      window = vd_window_new (application != NULL ? VD_APPLICATION (application) : NULL);
      gtk_window_present (GTK_WINDOW (window));
    }
  vd_window_show_board (window, document);
  /* A new board is built first. */
  vd_board_panel_set_page (window->board_panel, "build");
}

static void
new_board_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  GtkWidget *dialog = vd_new_board_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "response", G_CALLBACK (new_board_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Preferences */

static void
preferences_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_window_present (GTK_WINDOW (vd_preferences_window_new (GTK_WINDOW (widget))));
}

/* Drag and drop */

static GdkDragAction
drop_enter_cb (GtkDropTarget *target, double x, double y, VdWindow *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self->toast_overlay), "drop-hover");
  return GDK_ACTION_COPY;
}

static void
drop_leave_cb (GtkDropTarget *target, VdWindow *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->toast_overlay), "drop-hover");
}

/* The first table file dropped opens here (or in a window of its own when this one has
 * unsaved changes), any other in a new window. */
static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, VdWindow *self)
{
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_object_unref);
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  GSList *files = NULL;

  gtk_widget_remove_css_class (GTK_WIDGET (self->toast_overlay), "drop-hover");
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    files = g_value_get_boxed (value);
  else if (G_VALUE_HOLDS (value, G_TYPE_FILE) && g_value_get_object (value) != NULL)
    files = g_slist_prepend (NULL, g_value_get_object (value));
  else
    return FALSE;

  for (GSList *l = files; l != NULL; l = l->next)
    {
      g_autofree char *name = g_file_get_basename (l->data);

      if (is_table_name (name))
        g_ptr_array_add (tables, g_object_ref (l->data));
    }
  if (G_VALUE_HOLDS (value, G_TYPE_FILE))
    g_slist_free (files);
  if (tables->len == 0)
    {
      vd_window_toast_message (self, _("Only table files (.yaml) can be opened"));
      return FALSE;
    }
  vd_window_open_file (self, g_ptr_array_index (tables, 0));
  if (tables->len > 1 && application != NULL)
    g_application_open (G_APPLICATION (application), (GFile **) tables->pdata + 1,
                        (int) tables->len - 1, "");
  return TRUE;
}

/* Export */

typedef struct {
  const char *extension;
  const char *mime_type;
} ExportFormat;

static const ExportFormat export_formats[] = {
  { ".png", "image/png" },
  { ".svg", "image/svg+xml" },
  { ".pdf", "application/pdf" },
};

static const char *
export_format_name (guint i)
{
  switch (i)
    {
    case 0: return _("PNG image");
    case 1: return _("SVG drawing");
    default: return _("PDF document");
    }
}

static void
export_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (response != GTK_RESPONSE_ACCEPT ||
      (self->document == NULL && !vd_window_showing_board (self)))
    goto out;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file == NULL)
    goto out;
  name = g_file_get_basename (file);
  /* A name without an extension takes the chosen format's. */
  if (!g_str_has_suffix (name, ".png") && !g_str_has_suffix (name, ".svg")
      && !g_str_has_suffix (name, ".pdf"))
    {
      GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
      const char *extension = filter != NULL ? g_object_get_data (G_OBJECT (filter), "vd-extension") : NULL;
      g_autofree char *with_extension = g_strconcat (name, extension != NULL ? extension : ".png", NULL);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      g_object_unref (file);
      file = g_file_get_child (parent, with_extension);
      g_free (name);
      name = g_steal_pointer (&with_extension);
    }
  if (!vd_window_export_to_file (self, file, &error))
    {
      vd_window_show_error (self, vd_window_showing_board (self) ? _("Could Not Export the Board")
                                                              : _("Could Not Export the Table"),
                         error->message);
      goto out;
    }
  /* Translators: a notification; the placeholder is a file name */
  message = g_strdup_printf (_("Exported “%s”"), name);
  vd_window_toast_message (self, message);
out:
  g_object_unref (dialog);
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  GtkFileChooserNative *chooser;
  const char *title;
  g_autofree char *name = NULL;
  gboolean board = vd_window_showing_board (self);
  GFile *file;

  if (self->document == NULL && !board)
    return;
  chooser = gtk_file_chooser_native_new (board ? _("Export the Board") : _("Export the Table"),
                                         GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
      g_autofree char *pattern = g_strconcat ("*", export_formats[i].extension, NULL);

      gtk_file_filter_set_name (filter, export_format_name (i));
      gtk_file_filter_add_mime_type (filter, export_formats[i].mime_type);
      gtk_file_filter_add_pattern (filter, pattern);
      g_object_set_data (G_OBJECT (filter), "vd-extension", (gpointer) export_formats[i].extension);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
      if (i == 0)
        gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);
    }
  file = vd_window_get_shown_file (self);
  if (file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  title = board ? vd_board_document_get_title (self->board_document)
                : vd_document_get_title (self->document);
  name = g_strconcat (title != NULL && title[0] != '\0' ? title : board ? _("board") : _("table"),
                      ".png", NULL);
  g_strdelimit (name, "/\\:", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Print */

static VdPrintMode last_print_mode = VD_PRINT_FIT;
static GtkPrintSettings *last_print_settings;
static GtkPageSetup *last_page_setup;

static void
print_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      vd_window_show_error (self, vd_window_showing_board (self) ? _("Could Not Print the Board")
                                                              : _("Could Not Print the Table"),
                         error != NULL ? error->message : "");
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      /* The next print starts from this one's choices. */
      last_print_mode = vd_print_operation_get_mode (operation);
      g_set_object (&last_print_settings, gtk_print_operation_get_print_settings (operation));
      g_set_object (&last_page_setup, gtk_print_operation_get_default_page_setup (operation));
    }
}

static GtkPrintOperation *
new_print_operation (VdWindow *self, VdPrintMode mode)
{
  g_autofree char *caption = NULL;
  VdRenderOptions options;

  if (vd_window_showing_board (self))
    {
      g_autoptr(VdBoard) seen = vd_window_board_dup_seen (self);

      return vd_print_operation_new_for_board (self->board_document, seen, mode);
    }
  caption = vd_window_dup_caption (self);
  /* The side's hidden units and the layers shown; the print copies them and the caption. */
  vd_table_view_get_render_options (self->table_view, &options);
  options.caption = caption;
  return vd_print_operation_new (self->document, &options, mode);
}

static void
print_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  if (self->document == NULL && !vd_window_showing_board (self))
    return;
  operation = new_print_operation (self, last_print_mode);
  if (last_print_settings != NULL)
    gtk_print_operation_set_print_settings (operation, last_print_settings);
  if (last_page_setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, last_page_setup);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
  gtk_print_operation_set_allow_async (operation, TRUE);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               GTK_WINDOW (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    vd_window_show_error (self, _("Could Not Print the Table"), error->message);
}

void
vd_window_file_update_actions (VdWindow *self, gboolean table)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.zoom-selection", table);
}

void
vd_window_file_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child_full (widget_class, "recent_menu", FALSE,
                                             G_STRUCT_OFFSET (VdWindow, recent_menu));

  gtk_widget_class_install_action (widget_class, "win.new-table", NULL, new_table_action);
  gtk_widget_class_install_action (widget_class, "win.new-board", NULL, new_board_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-table", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
}

void
vd_window_file_init (VdWindow *self)
{
  GtkDropTarget *target;
  GType types[] = { GDK_TYPE_FILE_LIST, G_TYPE_FILE };

  self->settings = vd_settings_new ();

  self->recent_manager = g_object_ref (gtk_recent_manager_get_default ());
  g_signal_connect_object (self->recent_manager, "changed", G_CALLBACK (update_recent_menu), self,
                           G_CONNECT_SWAPPED);
  update_recent_menu (self);

  target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);
  gtk_drop_target_set_gtypes (target, types, G_N_ELEMENTS (types));
  g_signal_connect (target, "enter", G_CALLBACK (drop_enter_cb), self);
  g_signal_connect (target, "leave", G_CALLBACK (drop_leave_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
vd_window_file_dispose (VdWindow *self)
{
  /* The layer toggles hold the table view: they go before it. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "layers", NULL);
  if (self->recent_manager != NULL)
    g_signal_handlers_disconnect_by_data (self->recent_manager, self);
  g_clear_object (&self->recent_manager);
  g_clear_object (&self->settings);
}

gboolean
vd_window_new_table (VdWindow *self, const char *title, VdScale scale, double width,
                     double depth, double mm_per_pace, GError **error)
{
  g_autoptr(VdDocument) document = NULL;
  GtkApplication *application;
  VdWindow *target = self;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);

  document = vd_document_new_empty (title, scale, width, depth, mm_per_pace, error);
  if (document == NULL)
    return FALSE;
  /* Unsaved changes are never replaced: the new table gets a window of its own. */
  application = gtk_window_get_application (GTK_WINDOW (self));
  if (self->document != NULL && vd_document_get_dirty (self->document) && application != NULL)
    {
      target = vd_window_new (VD_APPLICATION (application));
      gtk_window_present (GTK_WINDOW (target));
    }
  vd_window_show_document (target, document);
  return TRUE;
}

char *
vd_window_dup_caption (VdWindow *self)
{
  const char *title;
  g_autofree char *view = NULL;

  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);

  if (self->document == NULL)
    return NULL;
  title = vd_document_get_title (self->document);
  if (title == NULL || title[0] == '\0')
    title = _("Table");
  view = vd_format_side_view (vd_document_get_table (self->document),
                              vd_document_get_view_side (self->document));
  /* Translators: the caption above a printed or exported table: its title, the turn and whose
   * view it shows, as in "Shevardino · Turn 3 · French View" */
  return g_strdup_printf (_("%s · Turn %d · %s"), title, vd_document_get_turn (self->document),
                          view);
}

gboolean
vd_window_export_to_file (VdWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *caption = NULL;
  VdRenderOptions options;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->document == NULL && !vd_window_showing_board (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no table to export"));
      return FALSE;
    }
  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Cannot export to “%s”: only files on this computer can be written"), name);
      return FALSE;
    }
  if (!g_str_has_suffix (path, ".png") && !g_str_has_suffix (path, ".svg")
      && !g_str_has_suffix (path, ".pdf"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("“%s” does not end in .png, .svg or .pdf: the name says which format to "
                     "write"), name);
      return FALSE;
    }
  /* A board as its game stands, drawn as on screen (vedette-cli render draws the same). */
  if (vd_window_showing_board (self))
    {
      /* As the side shown may see it: the export goes where the screen goes. */
      g_autoptr(VdBoard) seen = vd_window_board_dup_seen (self);

      return vd_render_board_to_file (seen, vd_board_document_get_module (self->board_document),
                                      path, EXPORT_PNG_WIDTH_PX, error);
    }
  caption = vd_window_dup_caption (self);
  vd_table_view_get_render_options (self->table_view, &options);
  options.caption = caption;
  /* A file goes on paper or into a document: white around the table, not the floor's colour. */
  options.background = (VdColor) { 1, 1, 1, 1 };
  /* vd_render_to_file writes a temporary file beside PATH and renames it once complete. */
  return vd_render_to_file_with_options (vd_document_get_table (self->document),
                                         vd_document_get_ruleset (self->document), &options,
                                         path, EXPORT_PNG_WIDTH_PX, error);
}

gboolean
vd_window_print_to_pdf (VdWindow *self, VdPrintMode mode, GtkPageSetup *page_setup,
                        const char *path, GError **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->document == NULL && !vd_window_showing_board (self))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no table to print"));
      return FALSE;
    }
  operation = new_print_operation (self, mode);
  if (page_setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, page_setup);
  return vd_print_operation_export (operation, path, error);
}

GMenuModel *
vd_window_get_recent_menu (VdWindow *self)
{
  g_return_val_if_fail (VD_IS_WINDOW (self), NULL);
  return G_MENU_MODEL (self->recent_menu);
}
