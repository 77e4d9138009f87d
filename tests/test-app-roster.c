/* GUI test of the unit roster and the units' notes (help, "The report"): a note typed in the
 * unit panel's Notes row is an edit the journal undoes and redoes; Print Roster prints a card
 * per unit through GTK's print operation, a side's view its own units only, the enemy's notes
 * on no page. */

#include <string.h>

#include "vd-data-dirs.h"
#include "vd-side-view.h"
#include "vd-test-app.h"
#include "vd-test-pdf.h"
#include "vd-window-private.h"

static char *
copy_demo (Fixture *fixture)
{
  g_autofree char *bundled = vd_data_demo_table ();
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (bundled);
  g_file_get_contents (bundled, &contents, NULL, &error);
  g_assert_no_error (error);
  return vd_test_write_file (fixture, "shevardino.yaml", contents);
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Types TEXT in the unit panel's Notes row and applies it, as the referee does. */
static void
type_notes (VdWindow *window, const char *text)
{
  GtkWidget *row = find_named (GTK_WIDGET (window), "unit-notes");

  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (row));
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  vd_test_spin_a_little ();
}

static void
test_notes_edit_undo (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = copy_demo (fixture);
  VdWindow *window = vd_test_open_window (path);
  GtkWidget *row;

  vd_test_click_unit (window, "fr-compans");
  type_notes (window, "Wounded at 10 o’clock, keeps command");
  g_assert_cmpstr (vd_test_unit (window, "fr-compans")->notes, ==,
                   "Wounded at 10 o’clock, keeps command");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_null (vd_test_unit (window, "fr-compans")->notes);
  row = find_named (GTK_WIDGET (window), "unit-notes");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpstr (vd_test_unit (window, "fr-compans")->notes, ==,
                   "Wounded at 10 o’clock, keeps command");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==,
                   "Wounded at 10 o’clock, keeps command");
  /* Emptied: the notes go. */
  type_notes (window, "");
  g_assert_null (vd_test_unit (window, "fr-compans")->notes);
  vd_test_close_window (window);
}

static void
test_print_roster (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = copy_demo (fixture);
  g_autofree char *printed = g_build_filename (fixture->dir, "roster.pdf", NULL);
  g_autofree char *french = g_build_filename (fixture->dir, "roster-french.pdf", NULL);
  g_autofree char *russian = g_build_filename (fixture->dir, "roster-russian.pdf", NULL);
  g_autofree char *text = NULL, *french_text = NULL, *russian_text = NULL;
  g_autoptr(GError) error = NULL;
  VdWindow *window = vd_test_open_window (path);
  const VdUnit *unit;

  vd_test_click_unit (window, "fr-compans");
  type_notes (window, "Keeps the redoubt in sight");
  unit = vd_test_unit (window, "fr-compans");
  g_assert_true (vd_window_print_roster (window, printed, &error));
  g_assert_no_error (error);
  text = vd_test_pdf_text (printed);
  /* A card per unit: the names whole, sides as displayed, the note. */
  g_assert_nonnull (strstr (text, unit->name));
  g_assert_nonnull (strstr (text, "Keeps the redoubt in sight"));
  g_assert_nonnull (strstr (text, "Side: French"));
  g_assert_nonnull (strstr (text, "Side: Russian"));
  g_assert_nonnull (strstr (text, "Formation:"));

  /* A side's view: its own cards; the other side sees neither them nor the note. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  g_assert_true (vd_window_print_roster (window, french, &error));
  g_assert_no_error (error);
  french_text = vd_test_pdf_text (french);
  g_assert_nonnull (strstr (french_text, "Keeps the redoubt in sight"));
  g_assert_null (strstr (french_text, "Side: Russian"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s",
                                             "russian"));
  vd_test_spin_a_little ();
  g_assert_true (vd_window_print_roster (window, russian, &error));
  g_assert_no_error (error);
  russian_text = vd_test_pdf_text (russian);
  g_assert_null (strstr (russian_text, "Keeps the redoubt in sight"));
  g_assert_null (strstr (russian_text, "Side: French"));
  g_assert_nonnull (strstr (russian_text, "Side: Russian"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", ""));
  vd_test_spin_a_little ();
  vd_test_close_window (window);
}

/* The first enemy of SIDE that SIDE's view shows. */
static char *
seen_enemy_of (VdWindow *window, const char *side)
{
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(VdSideView) view = vd_side_view_new (vd_document_get_sight (document), side);
  VdTable *table = vd_document_get_table (document);

  for (guint i = 0; i < table->units->len; i++)
    {
      const VdUnit *unit = g_ptr_array_index (table->units, i);

      if (g_strcmp0 (unit->side, side) != 0 && unit->figures > 4
          && vd_side_view_shows_unit (view, unit))
        return g_strdup (unit->id);
    }
  g_error ("no enemy of %s in sight", side);
}

/* A side's view shows the Notes row for its own units, never an enemy's, nor his notes. */
static void
test_notes_side_view (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = copy_demo (fixture);
  VdWindow *window = vd_test_open_window (path);
  g_autofree char *enemy = seen_enemy_of (window, "french");
  g_autoptr(GError) error = NULL;
  GtkWidget *row;

  g_assert_true (vd_document_set_unit_notes (vd_window_get_document (window), enemy,
                                             "Russian plan: hold the redoubt", &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s",
                                             "french"));
  vd_test_spin_a_little ();
  vd_test_click_unit (window, enemy);
  row = find_named (GTK_WIDGET (window), "unit-notes");
  g_assert_false (gtk_widget_get_visible (row));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==, "");
  /* Nor can the French view write the enemy's notes. */
  g_assert_false (vd_document_set_unit_notes (vd_window_get_document (window), enemy, "x",
                                              &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  vd_test_click_unit (window, "fr-compans");
  g_assert_true (gtk_widget_get_visible (row));
  type_notes (window, "French plan");
  g_assert_cmpstr (vd_test_unit (window, "fr-compans")->notes, ==, "French plan");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view-side", "s", ""));
  vd_test_spin_a_little ();
  vd_test_click_unit (window, enemy);
  g_assert_true (gtk_widget_get_visible (row));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (row)), ==,
                   "Russian plan: hold the redoubt");
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/roster/notes-edit-undo-redo", test_notes_edit_undo);
  VD_TEST_ADD ("/app/roster/print-roster-side-views", test_print_roster);
  VD_TEST_ADD ("/app/roster/notes-own-side-only", test_notes_side_view);

  return g_test_run ();
}
