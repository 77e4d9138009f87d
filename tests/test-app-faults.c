#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "vd-document.h"
#include "vd-test-app.h"
#include "vd-window.h"

/* What the window does when the file cannot be saved as it was: another program changed it
 * (the window asks: Cancel, Save As…, Overwrite), or it is read-only (the window says so). */

static gboolean
has_no_message_dialog (gpointer data)
{
  return vd_test_find_message_dialog (data) == NULL;
}

/* As a click on one of its buttons: the response, then the dialog goes. */
static void
respond (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
document_is_clean (gpointer data)
{
  return !vd_document_get_dirty (vd_window_get_document (data));
}

static char *
contents_of (const char *path)
{
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  return data;
}

/* Moves the first unit: the document has a change to save. */
static void
move_a_unit (VdWindow *window)
{
  VdDocument *document = vd_window_get_document (window);
  VdUnit *unit = g_ptr_array_index (vd_document_get_table (document)->units, 0);

  g_assert_true (vd_document_place_unit (document, unit, vd_point (unit->at.x + 30, unit->at.y),
                                         NULL));
  g_assert_true (vd_document_get_dirty (document));
}

static void
test_changed_on_disk (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *backup_path = g_strconcat (path, "~", NULL);
  g_autofree char *edited = NULL;
  g_autofree char *journal_before = NULL;
  g_autofree char *now = NULL;
  g_autofree char *backup = NULL;
  VdWindow *window = vd_test_open_window (path);
  AdwMessageDialog *dialog;

  move_a_unit (window);
  journal_before = contents_of (journal);
  /* Another program (an editor, a second Vedette) saves its own version meanwhile. */
  {
    g_autofree char *before = contents_of (path);

    edited = g_strconcat (before, "# edited elsewhere\n", NULL);
  }
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  dialog = vd_test_wait_for_message_dialog (window, "the window asks before overwriting");
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "File Changed on Disk");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "changed by another program"));
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  g_assert_true (adw_message_dialog_has_response (dialog, "overwrite"));
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "overwrite"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);

  /* Cancel: nothing written, the change still to save, its autosave as it was. */
  respond (dialog, "cancel");
  vd_test_spin_until (has_no_message_dialog, window, "the question goes");
  now = contents_of (path);
  g_assert_cmpstr (now, ==, edited);
  g_clear_pointer (&now, g_free);
  now = contents_of (journal);
  g_assert_cmpstr (now, ==, journal_before);
  g_clear_pointer (&now, g_free);
  g_assert_false (g_file_test (backup_path, G_FILE_TEST_EXISTS));
  g_assert_true (vd_document_get_dirty (vd_window_get_document (window)));

  /* Overwrite: saved, the other version kept as the backup. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  respond (vd_test_wait_for_message_dialog (window, "the window asks again"), "overwrite");
  vd_test_spin_until (document_is_clean, window, "the table is saved");
  backup = contents_of (backup_path);
  g_assert_cmpstr (backup, ==, edited);
  now = contents_of (path);
  g_assert_null (strstr (now, "# edited elsewhere"));

  /* Saved by this window: the next save asks nothing. */
  move_a_unit (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  vd_test_spin_until (document_is_clean, window, "saved again without a question");
  g_assert_null (vd_test_find_message_dialog (window));
  vd_test_close_window (window);
}

/* A read-only file is not replaced: the window says why, and the file stays as it was. */
static void
test_read_only_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = vd_test_write_small_table (fixture);
  g_autofree char *before = contents_of (path);
  g_autofree char *now = NULL;
  VdWindow *window = vd_test_open_window (path);
  AdwMessageDialog *dialog;

  move_a_unit (window);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  dialog = vd_test_wait_for_message_dialog (window, "the window says the save failed");
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Save the Table");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "is read-only"));
  respond (dialog, "close");
  vd_test_spin_until (has_no_message_dialog, window, "the message goes");
  now = contents_of (path);
  g_assert_cmpstr (now, ==, before);
  g_assert_true (vd_document_get_dirty (vd_window_get_document (window)));
  g_chmod (path, 0644);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app-faults/changed-on-disk", test_changed_on_disk);
  VD_TEST_ADD ("/app-faults/read-only-file", test_read_only_file);

  return g_test_run ();
}
