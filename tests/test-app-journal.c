/* The journal in the app: losses from the panel, end of turn, undo and redo (buttons, toast,
 * shortcuts' actions), the journal list, and the offer to restore what a crash left. */
#include <string.h>

#include "vd-battle.h"
#include "vd-test-app.h"

static char *
write_battle (Fixture *fixture)
{
  return vd_test_write_file (fixture, "battle.yaml",
                             "vedette: 1\n"
                             "kind: table\n"
                             "title: Journal test\n"
                             "scale: 25mm\n"
                             "table: [1200, 800]\n"
                             "units:\n"
                             "  - {id: fr-1, name: First battalion, side: french, arm: infantry,"
                             " formation: column, at: [300, 300], frontage: 60, depth: 90,"
                             " figures: 24}\n"
                             "  - {id: ru-1, name: Jaegers, side: russian, arm: infantry,"
                             " formation: line, at: [300, 700], facing: 180, frontage: 120,"
                             " depth: 30, figures: 24}\n");
}

static VdUnit *
unit_of (VdWindow *window, const char *id)
{
  return vd_table_find_unit (vd_document_get_table (vd_window_get_document (window)), id);
}

static GtkButton *
find_button_by_icon (GtkWidget *root, const char *icon)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *found;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), icon) == 0)
        return GTK_BUTTON (child);
      found = find_button_by_icon (child, icon);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A check button inside ROOT, shown or not (the conditions are in a popover). */
static GtkWidget *
find_check_button (GtkWidget *root, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_CHECK_BUTTON (child) &&
          g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (child)), label) == 0)
        return child;
      found = find_check_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* + in the panel records a loss, the toast says so, undo and redo move along the journal. */
static void
test_losses_undo_redo (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  VdUnit *battalion;
  GtkButton *lose;

  vd_test_click_unit (window, "fr-1");
  lose = find_button_by_icon (panel, "list-add-symbolic");
  g_assert_nonnull (lose);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (find_button_by_icon (panel, "list-remove-symbolic"))));
  for (int i = 0; i < 3; i++)
    {
      g_signal_emit_by_name (lose, "clicked");
      vd_test_spin_a_little ();
    }
  battalion = unit_of (window, "fr-1");
  g_assert_cmpint (battalion->casualties, ==, 3);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (panel, "21 left of 24 (12 % lost)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_applied (vd_document_get_battle (document)), ==, 3);

  /* Undo twice, redo once: the battle as it stands follows, the panel too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpint (unit_of (window, "fr-1")->casualties, ==, 1);
  g_assert_true (vd_document_can_redo (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpint (unit_of (window, "fr-1")->casualties, ==, 2);
  g_assert_cmpstr (vd_table_view_get_selected_unit (vd_window_get_table_view (window)), ==, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (panel, "22 left of 24 (8 % lost)", FALSE));

  /* The conditions by hand, from the popover's check buttons: one event each. */
  {
    GtkCheckButton *check = GTK_CHECK_BUTTON (find_check_button (panel, "D_isorder"));

    gtk_check_button_set_active (check, TRUE);
    vd_test_spin_a_little ();
    g_assert_cmpuint (unit_of (window, "fr-1")->conditions, ==, 1u << VD_CONDITION_DISORDER);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpuint (unit_of (window, "fr-1")->conditions, ==, 0);
    g_assert_false (gtk_check_button_get_active (check));
  }

  /* A new change drops what was undone. */
  g_signal_emit_by_name (find_button_by_icon (panel, "list-remove-symbolic"), "clicked");
  vd_test_spin_a_little ();
  g_assert_cmpint (unit_of (window, "fr-1")->casualties, ==, 1);
  g_assert_false (vd_document_can_redo (document));
  vd_test_close_window (window);
}

/* End Turn counts the turns; the journal lists every event and dims the undone ones. */
static void
test_end_turn_and_journal (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);

  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 1", FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_document_get_turn (document), ==, 3);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 3", FALSE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 2", FALSE));
  /* Both events are listed, the undone one too. */
  g_assert_cmpuint (vd_journal_view_get_n_rows (vd_window_get_journal_view (window)), ==, 2);

  /* A drag is recorded as a move; undo puts the column back. */
  {
    VdPoint offset = vd_test_view_offset (window, vd_point (0, 100));
    VdUnit *column = unit_of (window, "fr-1");

    vd_test_drag_begin (window, "fr-1");
    vd_test_drag_update (window, offset);
    vd_test_drag_end (window, offset);
    column = unit_of (window, "fr-1");
    g_assert_cmpfloat_with_epsilon (column->at.y, 400, 0.051);
    g_assert_cmpuint (vd_journal_view_get_n_rows (vd_window_get_journal_view (window)), ==, 2);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpfloat (unit_of (window, "fr-1")->at.y, ==, 300);
  }
  vd_test_close_window (window);
}

/* A battle recorded and never saved (the process died): opening the file offers the events
 * back, and restoring them gives the battle as it was. */
static void
test_recovery (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  g_autoptr(GError) error = NULL;
  VdWindow *window;
  AdwMessageDialog *dialog = NULL;

  {
    g_autoptr(VdBattle) battle = vd_battle_open (path, &error);
    VdEvent *loss = vd_event_new (VD_EVENT_LOSS, 1);

    g_assert_no_error (error);
    loss->unit_id = g_strdup ("ru-1");
    loss->figures = 5;
    g_assert_true (vd_battle_record (battle, loss, &error));
    g_assert_true (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 1), &error));
    g_assert_no_error (error);
    /* No save: the autosave journal is all that is left, as after a crash. */
  }

  window = vd_test_open_window (path);
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_window_get_transient_for (l->data) == GTK_WINDOW (window))
      dialog = l->data;
  g_assert_nonnull (dialog);
  g_assert_cmpint (unit_of (window, "ru-1")->casualties, ==, 0);
  adw_message_dialog_response (dialog, "restore");
  vd_test_spin_a_little ();
  g_assert_cmpint (unit_of (window, "ru-1")->casualties, ==, 5);
  g_assert_cmpint (vd_document_get_turn (vd_window_get_document (window)), ==, 2);
  g_assert_true (vd_document_get_dirty (vd_window_get_document (window)));
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, vd_test_fixture_set_up, func, vd_test_fixture_tear_down)
  ADD ("/app/journal/losses-undo-redo", test_losses_undo_redo);
  ADD ("/app/journal/end-turn-and-journal", test_end_turn_and_journal);
  ADD ("/app/journal/recovery", test_recovery);
#undef ADD

  return g_test_run ();
}
