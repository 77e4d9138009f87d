/* The unit roster printed from the app (help "The report"): the same cards as
 * `vedette-cli report --roster`, of the battle as it stands on screen, a side's view listing
 * its own units only. */
#include "vd-window-private.h"

#include <glib/gi18n.h>

#include "vd-print.h"
#include "vd-render-roster.h"
#include "vd-roster.h"

static GtkPrintOperation *
new_roster_operation (VdWindow *self, GError **error)
{
  VdTable *table;
  VdRuleset *ruleset;
  const char *side, *title;
  g_autoptr(VdMoraleRules) rules = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GPtrArray) pages = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *job = NULL;
  VdPdf pdf = { 0 };

  if (self->document == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no table to print"));
      return NULL;
    }
  table = vd_document_get_table (self->document);
  ruleset = vd_document_get_ruleset (self->document);
  side = vd_document_get_view_side (self->document);
  title = vd_document_get_title (self->document);
  rules = vd_morale_rules_merge (ruleset->morale, table->morale);
  cards = vd_roster_new (table, ruleset, rules, side != NULL && side[0] != '\0' ? side : NULL);
  /* Translators: under the roster's title. */
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unit roster — turn %d, %u unit",
                                           "Unit roster — turn %d, %u units", cards->len),
                              table->turn, cards->len);
  vd_pdf_begin_pages (&pdf);
  vd_render_roster (&pdf, title != NULL ? title : "", subtitle, cards);
  pages = vd_pdf_end_pages (&pdf, error);
  if (pages == NULL)
    return NULL;
  /* Translators: the print job's name: "Austerlitz – roster". */
  job = g_strdup_printf (_("%s – roster"), title != NULL && title[0] != '\0' ? title : _("table"));
  return vd_print_operation_new_for_pages (pages, job);
}

gboolean
vd_window_print_roster (VdWindow *self, const char *path, GError **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (VD_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  operation = new_roster_operation (self, error);
  if (operation == NULL)
    return FALSE;
  return vd_print_operation_export (operation, path, error);
}

static void
roster_done_cb (GtkPrintOperation *operation, GtkPrintOperationResult result, VdWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  vd_window_show_error (self, _("Could Not Print the Roster"),
                        error != NULL ? error->message : "");
}

static void
print_roster_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  VdWindow *self = VD_WINDOW (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  operation = new_roster_operation (self, &error);
  if (operation != NULL)
    {
      g_signal_connect_object (operation, "done", G_CALLBACK (roster_done_cb), self, 0);
      gtk_print_operation_set_allow_async (operation, TRUE);
      if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                   GTK_WINDOW (self), &error) != GTK_PRINT_OPERATION_RESULT_ERROR)
        return;
    }
  vd_window_show_error (self, _("Could Not Print the Roster"),
                        error != NULL ? error->message : "");
}

void
vd_window_roster_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.print-roster", NULL, print_roster_action);
}
