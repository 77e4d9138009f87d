/* The board's report and turn record saved and printed from the app (help "The board's
 * report"): the same files `vedette-cli report` writes, and the same pages on paper, of the
 * game as it stands on screen, a side's view keeping to what that side may know. */
#include "vd-window-private.h"

#include <glib/gi18n.h>

#include "vd-board-report-data.h"
#include "vd-file.h"
#include "vd-print.h"
#include "vd-render-board-report.h"
#include "vd-render-turn-record.h"

/* The set-up with the journal as far as it is applied: a step undone is not in the report. */
static VdBoard *
dup_game (VdWindow *self)
{
  VdBattle *battle = vd_board_document_get_battle (self->board_document);
  VdBoard *setup = vd_board_copy (vd_battle_get_setup (battle));
  guint n_applied = vd_battle_get_n_applied (battle);

  if (setup->journal != NULL && setup->journal->len > n_applied)
    g_ptr_array_remove_range (setup->journal, n_applied, setup->journal->len - n_applied);
  return setup;
}

static const char *
shown_side (VdWindow *self)
{
  return self->board_side != NULL && self->board_side[0] != '\0' ? self->board_side : NULL;
}

/* The bytes of KIND, or (PAGES) its pages for a printer: the same drawing either way. */
static gpointer
report_output (VdWindow *self, VdWindowReportKind kind, gboolean pages, GError **error)
{
  VdHexRuleset *module = vd_board_document_get_module (self->board_document);
  g_autoptr(VdBoard) setup = dup_game (self);
  g_autoptr(VdBoardReportData) data = NULL;

  if (kind == VD_WINDOW_TURN_RECORD)
    {
      g_autoptr(VdHexTurnRecord) record = vd_hex_turn_record (setup, module, error);
      const char *title = setup->title != NULL ? setup->title : "";

      /* The turn record holds no losses: every side may have it. */
      if (record == NULL)
        return NULL;
      return pages ? (gpointer) vd_render_turn_record_pages (title, module, record, error)
                   : (gpointer) vd_render_turn_record_pdf (title, module, record, error);
    }
  data = vd_board_report_data_new (setup, module, shown_side (self), error);
  if (data == NULL)
    return NULL;
  if (pages)
    return vd_render_board_report_pages (data, error);
  if (kind == VD_WINDOW_REPORT_PDF)
    return vd_render_board_report_pdf (data, error);
  {
    gsize length;
    char *csv = vd_board_report_data_csv (data, &length);

    return g_bytes_new_take (csv, length);
  }
}

static GBytes *
report_bytes (VdWindow *self, VdWindowReportKind kind, GError **error)
{
  return report_output (self, kind, FALSE, error);
}

gboolean
vd_window_board_save_report (VdWindow *self, VdWindowReportKind kind, const char *path,
                             GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->board_document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no board to report"));
      return FALSE;
    }
  bytes = report_bytes (self, kind, error);
  /* Written whole beside PATH and renamed over it: a file complete or none. */
  return bytes != NULL && vd_file_write_durable (path, g_bytes_get_data (bytes, NULL),
                                                 g_bytes_get_size (bytes), error);
}

static const char *
kind_extension (VdWindowReportKind kind)
{
  return kind == VD_WINDOW_REPORT_CSV ? ".csv" : ".pdf";
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, VdWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  VdWindowReportKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "vd-kind"));
  GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));

  if (response != GTK_RESPONSE_ACCEPT || self->board_document == NULL)
    goto out;
  /* The report's format is the filter chosen: a PDF or a CSV. */
  if (filter != NULL && g_object_get_data (G_OBJECT (filter), "vd-kind") != NULL)
    kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (filter), "vd-kind")) - 1;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  path = file != NULL ? g_file_get_path (file) : NULL;
  if (path == NULL)
    goto out;
  if (!g_str_has_suffix (path, kind_extension (kind)))
    {
      g_autofree char *with = g_strconcat (path, kind_extension (kind), NULL);

      g_free (path);
      path = g_steal_pointer (&with);
    }
  name = g_path_get_basename (path);
  if (!vd_window_board_save_report (self, kind, path, &error))
    {
      vd_window_show_error (self, kind == VD_WINDOW_TURN_RECORD
                                  ? _("Could Not Save the Turn Record")
                                  : _("Could Not Save the Report"), error->message);
      goto out;
    }
  /* Translators: a notification; the placeholder is a file name. */
  message = g_strdup_printf (_("Saved “%s”"), name);
  vd_window_toast_message (self, message);
out:
  g_object_unref (dialog);
}

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *mime_type,
            const char *pattern, VdWindowReportKind kind)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime_type);
  gtk_file_filter_add_pattern (filter, pattern);
  /* Stored one up: a kind of 0 would read as no kind. */
  g_object_set_data (G_OBJECT (filter), "vd-kind", GINT_TO_POINTER (kind + 1));
  gtk_file_chooser_add_filter (chooser, filter);
}

/* A save dialog for KIND, in the board's folder, named after its title. */
static void
ask_where (VdWindow *self, VdWindowReportKind kind)
{
  GtkFileChooserNative *chooser;
  const char *title = vd_board_document_get_title (self->board_document);
  GFile *shown = vd_window_get_shown_file (self);
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (kind == VD_WINDOW_TURN_RECORD
                                         ? _("Save the Turn Record") : _("Save the Report"),
                                         GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "vd-kind", GINT_TO_POINTER (kind));
  if (kind == VD_WINDOW_TURN_RECORD)
    add_filter (GTK_FILE_CHOOSER (chooser), _("PDF document"), "application/pdf", "*.pdf",
                VD_WINDOW_TURN_RECORD);
  else
    {
      add_filter (GTK_FILE_CHOOSER (chooser), _("PDF document"), "application/pdf", "*.pdf",
                  VD_WINDOW_REPORT_PDF);
      add_filter (GTK_FILE_CHOOSER (chooser), _("CSV table"), "text/csv", "*.csv",
                  VD_WINDOW_REPORT_CSV);
    }
  if (shown != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (shown);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  /* Translators: the file name offered: "Austerlitz – report.pdf", "Austerlitz – turn
   * record.pdf". */
  name = g_strdup_printf (kind == VD_WINDOW_TURN_RECORD ? _("%s – turn record.pdf")
                                                        : _("%s – report.pdf"),
                          title != NULL && title[0] != '\0' ? title : _("board"));
  g_strdelimit (name, "/\\:", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (save_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Print */

static GtkPrintSettings *last_print_settings;
static GtkPageSetup *last_page_setup;

static GtkPrintOperation *
new_print_operation (VdWindow *self, VdWindowReportKind kind, GError **error)
{
  g_autoptr(GPtrArray) pages = NULL;
  const char *title = vd_board_document_get_title (self->board_document);
  g_autofree char *job = NULL;

  if (self->board_document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no board to report"));
      return NULL;
    }
  /* A report's CSV has no pages: its print is the PDF's. */
  pages = report_output (self, kind == VD_WINDOW_REPORT_CSV ? VD_WINDOW_REPORT_PDF : kind, TRUE,
                         error);
  if (pages == NULL)
    return NULL;
  /* Translators: the print job's name: "Austerlitz – report", "Austerlitz – turn record". */
  job = g_strdup_printf (kind == VD_WINDOW_TURN_RECORD ? _("%s – turn record") : _("%s – report"),
                         title != NULL && title[0] != '\0' ? title : _("board"));
  return vd_print_operation_new_for_pages (pages, job);
}

gboolean
vd_window_board_print_report (VdWindow *self, VdWindowReportKind kind, const char *path,
                              GError **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  operation = new_print_operation (self, kind, error);
  if (operation == NULL)
    return FALSE;
  return vd_print_operation_export (operation, path, error);
}

static void
print_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gboolean record = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (operation), "vd-kind"))
                        == VD_WINDOW_TURN_RECORD;

      gtk_print_operation_get_error (operation, &error);
      vd_window_show_error (self, record ? _("Could Not Print the Turn Record")
                                         : _("Could Not Print the Report"),
                            error != NULL ? error->message : "");
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      /* The next print starts from this one's printer and paper. */
      g_set_object (&last_print_settings, gtk_print_operation_get_print_settings (operation));
      g_set_object (&last_page_setup, gtk_print_operation_get_default_page_setup (operation));
    }
}

/* The print dialog for KIND, the game as it stands now (a copy: play may go on behind it). */
static void
print_with_dialog (VdWindow *self, VdWindowReportKind kind)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  operation = new_print_operation (self, kind, &error);
  if (operation != NULL)
    {
      if (last_print_settings != NULL)
        gtk_print_operation_set_print_settings (operation, last_print_settings);
      if (last_page_setup != NULL)
        gtk_print_operation_set_default_page_setup (operation, last_page_setup);
      g_object_set_data (G_OBJECT (operation), "vd-kind", GINT_TO_POINTER (kind));
      g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), self, 0);
      gtk_print_operation_set_allow_async (operation, TRUE);
      if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                   GTK_WINDOW (self), &error) != GTK_PRINT_OPERATION_RESULT_ERROR)
        return;
    }
  vd_window_show_error (self, kind == VD_WINDOW_TURN_RECORD
                              ? _("Could Not Print the Turn Record")
                              : _("Could Not Print the Report"),
                        error != NULL ? error->message : "");
}

static void
print_report_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document != NULL)
    print_with_dialog (self, VD_WINDOW_REPORT_PDF);
}

static void
print_turn_record_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document != NULL)
    print_with_dialog (self, VD_WINDOW_TURN_RECORD);
}

static void
save_report_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document != NULL)
    ask_where (self, VD_WINDOW_REPORT_PDF);
}

static void
save_turn_record_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);

  if (self->board_document != NULL)
    ask_where (self, VD_WINDOW_TURN_RECORD);
}

void
vd_window_board_report_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save-report", NULL, save_report_action);
  gtk_widget_class_install_action (widget_class, "win.save-turn-record", NULL,
                                   save_turn_record_action);
  gtk_widget_class_install_action (widget_class, "win.print-report", NULL, print_report_action);
  gtk_widget_class_install_action (widget_class, "win.print-turn-record", NULL,
                                   print_turn_record_action);
  /* Ctrl+P prints the board itself, as it prints a table; Ctrl+Shift+P places a table's
   * units: with Alt, the board's report. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK | GDK_ALT_MASK,
                                       "win.print-report", NULL);
}
