/* The journal in the app: losses from the panel, end of turn, undo and redo (buttons, toast,
 * shortcuts' actions), the journal list, the offer to restore what a crash left, and the demo
 * battle's autosave beside its working copy. */
#include <glib/gstdio.h>
#include <string.h>

#include "vd-battle-private.h"
#include "vd-table-battle.h"
#include "vd-data-dirs.h"
#include "vd-error.h"
#include "vd-test-app.h"
#include "vd-widget-state.h"

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

/* The window's own shortcut for KEYVAL with MODS (Ctrl+Z…), activated as a key press is:
 * through the shortcut controller the class's bindings made. */
static void
press_shortcut (VdWindow *window, guint keyval, GdkModifierType mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, mods);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           GTK_WIDGET (window),
                                                           gtk_shortcut_get_arguments (shortcut)));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

/* A loss beyond the figures left is refused in the app's words: the unit by its name, not its
 * id (the panel's field stops at the figures; the document refuses what gets past it). */
static void
count_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* GTK asks the widget for its quiet tooltip: one shows when it has TEXT (the text itself is
 * what vd_widget_state_get_tooltip says, GTK having no getter for a tooltip's text). */
static void
assert_tooltip_query (GtkWidget *widget, const char *text)
{
  g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_cmpint (shown, ==, text != NULL);
  g_assert_cmpstr (vd_widget_state_get_tooltip (widget), ==, text);
}

/* The Undo and Redo tooltips change at every event: GTK's own tooltip is never set for them
 * (in GTK 4.8 each set asks the display server where the pointer is, a round trip per event),
 * yet GTK gets the text when it asks. */
static void
test_undo_tooltip_quiet (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GError) error = NULL;
  GtkWidget *undo_button, *redo_button;
  guint sets = 0;

  undo_button = GTK_WIDGET (find_button_by_icon (GTK_WIDGET (window), "edit-undo-symbolic"));
  redo_button = GTK_WIDGET (find_button_by_icon (GTK_WIDGET (window), "edit-redo-symbolic"));
  g_assert_cmpstr (vd_widget_state_get_tooltip (undo_button), ==, "Undo");
  assert_tooltip_query (undo_button, "Undo");
  g_signal_connect (undo_button, "notify::tooltip-text", G_CALLBACK (count_cb), &sets);
  g_signal_connect (redo_button, "notify::tooltip-text", G_CALLBACK (count_cb), &sets);
  for (int i = 0; i < 3; i++)
    {
      g_assert_true (vd_document_lose_figures (document, "fr-1", 1, &error));
      g_assert_no_error (error);
      vd_test_spin_a_little ();
    }
  g_assert_cmpuint (sets, ==, 0);
  g_assert_null (gtk_widget_get_tooltip_text (undo_button));
  g_assert_cmpstr (vd_widget_state_get_tooltip (undo_button), ==,
                   "Undo: Turn 1: First battalion loses 1 figure: 21 left");
  assert_tooltip_query (undo_button, "Undo: Turn 1: First battalion loses 1 figure: 21 left");
  assert_tooltip_query (redo_button, "Redo");

  /* None: nothing shows, not the template's text. */
  vd_widget_state_set_quiet_tooltip (redo_button, NULL);
  assert_tooltip_query (redo_button, NULL);
  g_assert_cmpuint (sets, ==, 0);
  vd_test_close_window (window);
}

static void
test_loss_refused_by_name (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_document_lose_figures (document, "fr-1", 20, &error));
  g_assert_false (vd_document_lose_figures (document, "fr-1", 5, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_assert_cmpstr (error->message, ==,
                   "unit “First battalion” has 4 of its 24 figures left: it cannot lose 5");
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 20);
  vd_test_close_window (window);
}

/* + in the panel records a loss, the toast says so, undo and redo move along the journal. */
static void
test_losses_undo_redo (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  const VdUnit *battalion;
  GtkButton *undo_button, *redo_button;

  vd_test_click_unit (window, "fr-1");
  /* Nothing lost yet: the field cannot go below none. */
  g_assert_cmpfloat (gtk_spin_button_get_value (vd_test_casualties_spin (panel)), ==, 0);
  vd_test_spin_casualties (panel, GTK_SPIN_STEP_BACKWARD);
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 0);
  for (int i = 0; i < 3; i++)
    vd_test_spin_casualties (panel, GTK_SPIN_STEP_FORWARD);
  battalion = vd_test_unit (window, "fr-1");
  g_assert_cmpint (battalion->casualties, ==, 3);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_nonnull (vd_test_find_visible_label (panel, "21 left of 24 (12 % lost)", FALSE));
  g_assert_cmpuint (vd_battle_get_n_applied (vd_document_get_battle (document)), ==, 3);

  /* One toast tells of the last change in plain words (the unit's name, the figures left),
   * with the way back. */
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Turn 1: First battalion loses 1 figure: 21 left",
                                                FALSE));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));
  undo_button = find_button_by_icon (GTK_WIDGET (window), "edit-undo-symbolic");
  redo_button = find_button_by_icon (GTK_WIDGET (window), "edit-redo-symbolic");
  /* The header's arrows say what they would take back. */
  g_assert_cmpstr (vd_widget_state_get_tooltip (GTK_WIDGET (undo_button)), ==,
                   "Undo: Turn 1: First battalion loses 1 figure: 21 left");
  g_assert_cmpstr (vd_widget_state_get_tooltip (GTK_WIDGET (redo_button)), ==, "Redo");

  /* Undo twice (Ctrl+Z, then the header's arrow), redo once: the battle as it stands follows,
   * the panel and the toast too, which says what each step took back or brought back. The
   * toast is rewritten, never dismissed early (libadwaita 1.2 crashes on that). */
  press_shortcut (window, GDK_KEY_z, GDK_CONTROL_MASK);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Undone: Turn 1: First battalion loses 1 figure: "
                                                "21 left", FALSE));
  g_assert_null (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Redo"));
  g_assert_cmpstr (vd_widget_state_get_tooltip (GTK_WIDGET (redo_button)), ==,
                   "Redo: Turn 1: First battalion loses 1 figure: 21 left");
  g_signal_emit_by_name (undo_button, "clicked");
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Undone: Turn 1: First battalion loses 1 figure: "
                                                "22 left", FALSE));
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 1);
  g_assert_true (vd_document_can_redo (document));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Redone: Turn 1: First battalion loses 1 figure: "
                                                "22 left", FALSE));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 2);
  g_assert_cmpstr (vd_table_view_get_selected_unit (vd_window_get_table_view (window)), ==, "fr-1");
  g_assert_nonnull (vd_test_find_visible_label (panel, "22 left of 24 (8 % lost)", FALSE));

  /* The conditions by hand, from the popover's check buttons: one event each. */
  {
    GtkCheckButton *check = GTK_CHECK_BUTTON (find_check_button (panel, "D_isorder"));

    gtk_check_button_set_active (check, TRUE);
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_test_unit (window, "fr-1")->conditions, ==, 1u << VD_CONDITION_DISORDER);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpuint (vd_test_unit (window, "fr-1")->conditions, ==, 0);
    g_assert_false (gtk_check_button_get_active (check));
  }

  /* A new change drops what was undone. */
  vd_test_spin_casualties (panel, GTK_SPIN_STEP_BACKWARD);
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 1);
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

  /* Nothing played yet: the header's turn button starts the battle; ending a turn starts it
   * too. */
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Start the Battle", FALSE));
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
    const VdUnit *column = vd_test_unit (window, "fr-1");

    vd_test_drag_begin (window, "fr-1");
    vd_test_drag_update (window, offset);
    vd_test_drag_end (window, offset);
    column = vd_test_unit (window, "fr-1");
    g_assert_cmpfloat_with_epsilon (column->at.y, 400, 0.051);
    /* The toast names the unit and tells the paces of its allowance, with Undo. */
    {
      g_autofree char *said = g_strdup_printf ("Turn 2: First battalion moves %.0f paces (of ",
                                               100 / vd_table_mm_per_pace (
                                                 vd_document_get_table (document),
                                                 vd_document_get_ruleset (document)));

      g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), said, TRUE));
      g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Undo"));
    }
    g_assert_cmpuint (vd_journal_view_get_n_rows (vd_window_get_journal_view (window)), ==, 2);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    vd_test_spin_a_little ();
    g_assert_cmpfloat (vd_test_unit (window, "fr-1")->at.y, ==, 300);
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
  AdwMessageDialog *dialog;

  {
    g_autoptr(VdBattle) battle = vd_table_battle_open (path, &error);
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
  dialog = vd_test_wait_for_message_dialog (window, "the window offers the events back");
  g_assert_cmpint (vd_test_unit (window, "ru-1")->casualties, ==, 0);
  adw_message_dialog_response (dialog, "restore");
  vd_test_spin_a_little ();
  g_assert_cmpint (vd_test_unit (window, "ru-1")->casualties, ==, 5);
  g_assert_cmpint (vd_document_get_turn (vd_window_get_document (window)), ==, 2);
  g_assert_true (vd_document_get_dirty (vd_window_get_document (window)));
  vd_test_close_window (window);
}

/* vedette-cli record while the table is open in a window: refused with words, and the
 * window's autosaved change stays where it is, to be saved or restored. */
static void
test_cli_while_open (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *before = NULL;
  g_autofree char *autosaved = NULL;
  g_autofree char *after = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { g_getenv ("VEDETTE_CLI"), "record", path, "end-turn", NULL };
  VdWindow *window = vd_test_open_window (path);
  VdEvent *loss = vd_event_new (VD_EVENT_LOSS, 1);
  int status;

  loss->unit_id = g_strdup ("ru-1");
  loss->figures = 3;
  g_assert_true (vd_document_record (vd_window_get_document (window), loss, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_true (g_file_get_contents (journal, &autosaved, NULL, NULL));

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                               NULL, NULL, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL) == FALSE);
  g_assert_nonnull (strstr (err, "is being changed by another Vedette"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (journal, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, autosaved);
  g_assert_cmpint (vd_test_unit (window, "ru-1")->casualties, ==, 3);
  vd_test_close_window (window);
}

/* Autosaves of another version lie beside the file: the window says so, names them, keeps
 * them when told to and deletes them only when asked. */
static void
test_stale_journals_offered (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  g_autofree char *journal = g_strconcat (path, ".journal", NULL);
  g_autofree char *stale = g_strconcat (path, ".journal.stale", NULL);
  const char *foreign = "{vedette: 1, kind: journal, table: \"battle.yaml\", sha256: "
                        "\"0000000000000000000000000000000000000000000000000000000000000000\"}\n"
                        "{record: event, event: end-turn, turn: 1}\n";
  AdwMessageDialog *dialog;
  VdWindow *window;

  g_assert_true (g_file_set_contents (journal, foreign, -1, NULL));
  g_assert_true (g_file_set_contents (stale, foreign, -1, NULL));

  window = vd_test_open_window (path);
  dialog = vd_test_wait_for_message_dialog (window, "the window tells of the older autosaves");
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (dialog), "battle.yaml.journal.stale",
                                                TRUE));
  adw_message_dialog_response (dialog, "keep");
  vd_test_spin_a_little ();
  g_assert_true (g_file_test (journal, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (stale, G_FILE_TEST_EXISTS));
  vd_test_close_window (window);

  window = vd_test_open_window (path);
  dialog = vd_test_wait_for_message_dialog (window, "the window asks again");
  adw_message_dialog_response (dialog, "delete");
  vd_test_spin_a_little ();
  g_assert_false (g_file_test (journal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  vd_test_close_window (window);

  /* Nothing left: no question. */
  window = vd_test_open_window (path);
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_message_dialog (window));
  vd_test_close_window (window);
}

/* The demo's working copy and its autosave journal in FOLDER. */
typedef struct {
  char *bundled;
  char *folder;
  char *copy;
  char *journal;
} Demo;

static gboolean
demo_init (Demo *demo, const char *folder)
{
  demo->bundled = vd_data_demo_table ();
  if (demo->bundled == NULL)
    {
      g_test_skip ("the demo battle data/shevardino.yaml is not there");
      return FALSE;
    }
  demo->folder = g_strdup (folder);
  demo->copy = g_build_filename (folder, "shevardino.yaml", NULL);
  demo->journal = g_strconcat (demo->copy, ".journal", NULL);
  return TRUE;
}

static void
demo_clear (Demo *demo)
{
  g_free (demo->bundled);
  g_free (demo->folder);
  g_free (demo->copy);
  g_free (demo->journal);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Demo, demo_clear)

static VdDocument *
load_demo (Demo *demo)
{
  g_autoptr(GError) error = NULL;
  VdDocument *document = vd_document_load_demo_in (demo->folder, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  /* For the user it is still the demo: no file, "Demo battle", Save asks where. */
  g_assert_true (vd_document_is_demo (document));
  g_assert_null (vd_document_get_file (document));
  g_assert_cmpstr (vd_document_get_title (document), ==, "Shevardino, 5 September 1812");
  {
    g_autofree char *name = vd_document_dup_display_name (document);

    g_assert_cmpstr (name, ==, "Demo battle");
  }
  return document;
}

/* Whether FILE holds what EXPECTED_FILE holds. */
static gboolean
same_contents (const char *file, const char *expected_file)
{
  g_autofree char *a = NULL, *b = NULL;
  gsize a_length, b_length;

  g_assert_true (g_file_get_contents (expected_file, &b, &b_length, NULL));
  return g_file_get_contents (file, &a, &a_length, NULL) && a_length == b_length &&
         memcmp (a, b, a_length) == 0;
}

/* The first unit of the demo with figures to lose. */
static const char *
demo_unit (VdDocument *document)
{
  VdTable *table = vd_document_get_table (document);

  for (guint i = 0; i < table->units->len; i++)
    {
      VdUnit *unit = g_ptr_array_index (table->units, i);

      if (unit->figures - unit->casualties >= 4)
        return unit->id;
    }
  g_assert_not_reached ();
}

/* Two figures lost by the demo's first unit, and the end of turn 1: two events. */
static void
record_on_demo (VdDocument *document)
{
  g_autoptr(GError) error = NULL;
  VdEvent *loss = vd_event_new (VD_EVENT_LOSS, vd_document_get_turn (document));

  loss->unit_id = g_strdup (demo_unit (document));
  loss->figures = 2;
  g_assert_true (vd_document_record (document, loss, &error));
  g_assert_true (vd_document_record (document, vd_event_new (VD_EVENT_END_TURN, 1), &error));
  g_assert_no_error (error);
}

static int
casualties_of (VdDocument *document, const char *id)
{
  return vd_table_find_unit (vd_document_get_table (document), id)->casualties;
}

/* Whether the document's battle has counted what its file holds (vd_battle_prepare_record). */
static gboolean
file_counted (gpointer document)
{
  return vd_battle_get_file_size (vd_document_get_battle (document)).bytes > 0;
}

/* The demo opens from a working copy, so what is recorded on it is autosaved: after a crash
 * (the document dropped unsaved) the next demo offers the events back, and restoring them
 * gives the battle as it was. Idle, the document counts its file ahead of the first record,
 * but not while records wait to be restored. */
static void
test_demo_recovery (Fixture *fixture, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (fixture->dir, "state", "vedette", "demo", NULL);
  g_auto(Demo) demo = { 0 };
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *unit = NULL;

  if (!demo_init (&demo, folder))
    return;
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, demo.bundled));
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 0);
  g_assert_false (g_file_test (demo.journal, G_FILE_TEST_EXISTS));
  vd_test_spin_until (file_counted, document, "the file is counted ahead");
  unit = g_strdup (demo_unit (document));
  record_on_demo (document);
  g_assert_true (g_file_test (demo.journal, G_FILE_TEST_EXISTS));
  g_clear_object (&document);

  document = load_demo (&demo);
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 2);
  g_assert_cmpint (casualties_of (document, unit), ==, 0);
  vd_test_spin_a_little ();
  g_assert_false (file_counted (document));
  g_assert_true (vd_document_restore (document, &error));
  g_assert_no_error (error);
  vd_test_spin_until (file_counted, document, "the file is counted after the restore");
  g_assert_cmpint (casualties_of (document, unit), ==, 2);
  g_assert_cmpint (vd_document_get_turn (document), ==, 2);
  g_assert_true (vd_document_get_dirty (document));
  g_assert_true (vd_document_is_demo (document));

  /* The journal goes on after a restore, and the copy stays the bundled file. */
  g_assert_true (vd_document_undo (document, &error));
  g_assert_no_error (error);
  g_clear_object (&document);
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, demo.bundled));
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 3);
  g_assert_true (vd_document_restore (document, &error));
  g_assert_cmpint (vd_document_get_turn (document), ==, 1);
  g_assert_cmpint (casualties_of (document, unit), ==, 2);
}

/* A working copy that is not the bundled file (an older demo) is written afresh, but not
 * while its journal holds changes not in it: they are offered back on the copy they follow. */
static void
test_demo_copy_follows_bundled (Fixture *fixture, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (fixture->dir, "demo", NULL);
  g_auto(Demo) demo = { 0 };
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bundled = NULL;
  g_autofree char *older = NULL;
  g_autofree char *older_file = NULL;

  if (!demo_init (&demo, folder))
    return;
  g_assert_true (g_file_get_contents (demo.bundled, &bundled, NULL, NULL));
  older = g_strconcat (bundled, "# an older demo\n", NULL);
  older_file = vd_test_write_file (fixture, "older.yaml", older);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);

  /* No journal: the copy becomes the bundled file again. */
  g_assert_true (g_file_set_contents (demo.copy, older, -1, &error));
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, demo.bundled));
  g_clear_object (&document);

  /* Changes autosaved on the older copy: it stays, and they are offered. */
  g_assert_true (g_file_set_contents (demo.copy, older, -1, &error));
  {
    g_autoptr(VdBattle) battle = vd_table_battle_open (demo.copy, &error);

    g_assert_no_error (error);
    g_assert_true (vd_battle_record (battle, vd_event_new (VD_EVENT_END_TURN, 1), &error));
    g_assert_no_error (error);
  }
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, older_file));
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 1);
  g_assert_true (vd_document_restore (document, &error));
  g_assert_no_error (error);
  g_assert_cmpint (vd_document_get_turn (document), ==, 2);
  g_clear_object (&document);
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, older_file));
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 1);

  /* Once the user has judged them (discarded here), the bundled file comes back. */
  g_assert_true (vd_document_discard_pending (document, &error));
  g_assert_no_error (error);
  g_clear_object (&document);
  document = load_demo (&demo);
  g_assert_true (same_contents (demo.copy, demo.bundled));
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 0);
}

/* Saved somewhere, the demo becomes that file and its autosave journal goes with the changes,
 * so the next demo offers nothing. Its working copy is no place to save it. */
static void
test_demo_save_as (Fixture *fixture, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (fixture->dir, "demo", NULL);
  g_autofree char *saved = g_build_filename (fixture->dir, "shevardino-saved.yaml", NULL);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  g_autoptr(GFile) copy_file = NULL;
  g_auto(Demo) demo = { 0 };
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(VdBattle) reloaded = NULL;
  g_autoptr(VdDocument) again = NULL;
  g_autoptr(GError) error = NULL;

  if (!demo_init (&demo, folder))
    return;
  document = load_demo (&demo);
  record_on_demo (document);
  g_assert_true (g_file_test (demo.journal, G_FILE_TEST_EXISTS));

  copy_file = g_file_new_for_path (demo.copy);
  g_assert_false (vd_document_save (document, copy_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_true (vd_document_is_demo (document));
  g_assert_true (same_contents (demo.copy, demo.bundled));

  g_assert_true (vd_document_save (document, saved_file, &error));
  g_assert_no_error (error);
  g_assert_false (vd_document_is_demo (document));
  g_assert_true (g_file_equal (vd_document_get_file (document), saved_file));
  g_assert_false (vd_document_get_dirty (document));
  g_assert_false (g_file_test (demo.journal, G_FILE_TEST_EXISTS));
  g_assert_true (same_contents (demo.copy, demo.bundled));

  /* The saved battle has the events; the demo, opened while it is, starts afresh. */
  reloaded = vd_test_read_battle (saved_file);
  g_assert_no_error (error);
  g_assert_cmpuint (vd_battle_get_n_events (reloaded), ==, 2);
  again = load_demo (&demo);
  g_assert_cmpuint (vd_document_get_pending_records (again), ==, 0);
  g_assert_cmpuint (vd_battle_get_n_events (vd_document_get_battle (again)), ==, 0);
  g_assert_cmpstr (vd_battle_get_path (vd_document_get_battle (again)), ==, demo.copy);
}

/* As the application's activate does. */
static VdWindow *
open_demo_window (void)
{
  VdWindow *window = vd_window_new (NULL);

  vd_window_open_demo (window);
  vd_test_present (window);
  g_assert_true (vd_document_is_demo (vd_window_get_document (window)));
  return window;
}

/* The demo window in the user's state folder: a crash is offered back by the next demo window,
 * and Discard at close drops the autosave, so the next one offers nothing. */
static void
test_demo_window (Fixture *fixture, gconstpointer data)
{
  g_autofree char *state = g_build_filename (fixture->dir, "state", NULL);
  g_autofree char *folder = g_build_filename (state, "vedette", "demo", NULL);
  g_auto(Demo) demo = { 0 };
  VdWindow *window;
  VdDocument *document;
  g_autofree char *unit = NULL;

  if (!demo_init (&demo, folder))
    return;
  /* GLib reads the folder once: only the first test of the run to ask can move it. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  if (g_strcmp0 (g_get_user_state_dir (), state) != 0)
    {
      g_test_skip ("the user's state folder was read before XDG_STATE_HOME was set");
      return;
    }

  window = open_demo_window ();
  document = vd_window_get_document (window);
  g_assert_cmpstr (vd_battle_get_path (vd_document_get_battle (document)), ==, demo.copy);
  unit = g_strdup (demo_unit (document));
  record_on_demo (document);
  g_assert_true (g_file_test (demo.journal, G_FILE_TEST_EXISTS));
  /* Gone without a question, as in a crash: the journal stays. */
  vd_test_close_window (window);
  g_assert_true (g_file_test (demo.journal, G_FILE_TEST_EXISTS));

  window = open_demo_window ();
  document = vd_window_get_document (window);
  {
    AdwMessageDialog *dialog =
      vd_test_wait_for_message_dialog (window, "the demo offers its changes back");

    g_assert_cmpuint (vd_document_get_pending_records (document), ==, 2);

    /* As a click on Restore: the answer, then the dialog goes. */
    adw_message_dialog_response (dialog, "restore");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  vd_test_spin_a_little ();
  g_assert_cmpint (casualties_of (document, unit), ==, 2);
  g_assert_cmpint (vd_document_get_turn (document), ==, 2);

  /* Closed with Discard: the autosave goes with the changes. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  adw_message_dialog_response (
    vd_test_wait_for_message_dialog (window, "the window asks before closing"), "discard");
  vd_test_spin_until (vd_test_pointer_is_null, &window, "the window closes without saving");
  g_assert_false (g_file_test (demo.journal, G_FILE_TEST_EXISTS));

  window = open_demo_window ();
  document = vd_window_get_document (window);
  g_assert_cmpuint (vd_document_get_pending_records (document), ==, 0);
  g_assert_cmpint (casualties_of (document, unit), ==, 0);
  vd_test_spin_a_little ();
  g_assert_null (vd_test_find_message_dialog (window));
  vd_test_close_window (window);
}

/* A state folder that cannot be written, or a working copy another window autosaves to: the
 * demo opens as before, without autosave, and the log says so once. */
static void
test_demo_without_autosave (Fixture *fixture, gconstpointer data)
{
  g_autofree char *not_a_folder = vd_test_write_file (fixture, "state", "a file\n");
  g_autofree char *folder = g_build_filename (not_a_folder, "vedette", "demo", NULL);
  g_autofree char *good = g_build_filename (fixture->dir, "demo", NULL);
  g_auto(Demo) demo = { 0 };
  g_auto(Demo) good_demo = { 0 };
  g_autoptr(VdDocument) document = NULL;
  g_autoptr(VdDocument) first = NULL;
  g_autoptr(VdDocument) second = NULL;

  if (!demo_init (&demo, folder) || !demo_init (&good_demo, good))
    return;
  g_test_expect_message ("Vedette", G_LOG_LEVEL_MESSAGE, "*will not be autosaved*");
  document = load_demo (&demo);
  g_test_assert_expected_messages ();
  g_assert_null (vd_battle_get_path (vd_document_get_battle (document)));
  record_on_demo (document);
  g_assert_cmpuint (vd_battle_get_n_events (vd_document_get_battle (document)), ==, 2);

  /* Two demos at once: the second one leaves the first one's journal alone. */
  first = load_demo (&good_demo);
  record_on_demo (first);
  second = load_demo (&good_demo);
  g_assert_cmpstr (vd_battle_get_path (vd_document_get_battle (first)), ==, good_demo.copy);
  g_assert_null (vd_battle_get_path (vd_document_get_battle (second)));
  g_assert_cmpuint (vd_document_get_pending_records (second), ==, 0);
  g_clear_object (&second);
  g_clear_object (&first);
  second = load_demo (&good_demo);
  g_assert_cmpuint (vd_document_get_pending_records (second), ==, 2);
}

/* Setting up writes the scenario: a unit added before the battle starts is a set-up edit, told
 * as such, saved into the file's units (no journal), and not undone after the save; Start the
 * Battle begins the journal, and undoing it goes back to setting up. */
static void
test_scenario_apart (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  g_autoptr(VdUnit) unit = vd_unit_copy (vd_test_unit (window, "fr-1"));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_false (vd_document_get_started (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Start the Battle", FALSE));
  g_free (unit->id);
  unit->id = g_strdup ("fr-2");
  g_free (unit->name);
  unit->name = g_strdup ("Second battalion");
  unit->at.x += 300;
  g_assert_true (vd_document_add_unit (document, unit, &error));
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Set-up: Second battalion joins the table", FALSE));
  g_assert_false (vd_document_get_started (document));
  g_assert_true (vd_document_save (document, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (vd_document_can_undo (document));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "id: fr-2"));
  g_assert_null (strstr (text, "journal:"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-battle", NULL));
  vd_test_spin_a_little ();
  g_assert_true (vd_document_get_started (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "Turn 1: the battle starts", FALSE));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Turn 1", FALSE));
  g_assert_false (vd_document_start_battle (document, &error));
  g_assert_error (error, VD_ERROR, VD_ERROR_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  vd_test_spin_a_little ();
  g_assert_false (vd_document_get_started (document));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Start the Battle", FALSE));
}

static GtkListBox *
find_list_box (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found;

      if (GTK_IS_LIST_BOX (child))
        return GTK_LIST_BOX (child);
      if ((found = find_list_box (child)) != NULL)
        return found;
    }
  return NULL;
}

static GtkRevealer *
find_revealer (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkRevealer *found;

      if (GTK_IS_REVEALER (child))
        return GTK_REVEALER (child);
      if ((found = find_revealer (child)) != NULL)
        return found;
    }
  return NULL;
}

/* Activating a journal row shows that moment under a banner, read-only: nothing is recorded
 * nor undone there (the later events are never lost), and Back to Now returns. The app's
 * events carry their time, as the CLI's do. */
static void
test_view_past (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  GtkWidget *panel = GTK_WIDGET (vd_window_get_unit_panel (window));
  GtkWidget *journal = GTK_WIDGET (vd_window_get_journal_view (window));
  GtkRevealer *banner = find_revealer (GTK_WIDGET (window));
  g_autoptr(GError) error = NULL;
  GtkListBox *list;

  g_assert_true (vd_document_lose_figures (document, "fr-1", 1, &error));
  g_assert_true (vd_document_lose_figures (document, "fr-1", 2, &error));
  vd_test_spin_a_little ();
  for (guint i = 0; i < 2; i++)
    g_assert_nonnull (((const VdEvent *) vd_battle_get_event (battle, i))->time);
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  /* The first row: the battle just after the first loss. */
  g_assert_cmpuint (vd_journal_view_get_n_rows (VD_JOURNAL_VIEW (journal)), ==, 2);
  list = find_list_box (journal);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  vd_test_spin_a_little ();
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window), "Viewing turn 1, ", TRUE));
  g_assert_nonnull (vd_test_find_visible_button (GTK_WIDGET (window), "_Back to Now"));
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 1);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);

  /* Recording there is refused with a message, and so is undo: both events stay. */
  vd_test_click_unit (window, "fr-1");
  vd_test_spin_casualties (panel, GTK_SPIN_STEP_FORWARD);
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "This is the battle as it was: choose Back to Now "
                                                "to record", FALSE));
  press_shortcut (window, GDK_KEY_z, GDK_CONTROL_MASK);
  vd_test_spin_a_little ();
  g_assert_nonnull (vd_test_find_visible_label (GTK_WIDGET (window),
                                                "This is the battle as it was: choose Back to Now "
                                                "to undo or redo", FALSE));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 2);
  g_assert_cmpuint (vd_battle_get_n_applied (battle), ==, 2);

  /* Back to Now: the battle as it stands, recording again. */
  g_signal_emit_by_name (vd_test_find_visible_button (GTK_WIDGET (window), "_Back to Now"),
                         "clicked");
  vd_test_spin_a_little ();
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  g_assert_false (vd_document_get_viewing_past (document, NULL));
  g_assert_cmpint (vd_test_unit (window, "fr-1")->casualties, ==, 3);
  g_assert_true (vd_document_lose_figures (document, "fr-1", 1, &error));
  g_assert_cmpuint (vd_battle_get_n_events (battle), ==, 3);
  vd_test_close_window (window);
}

/* The journal list's rows, each held, so that a row removed is not freed while a test compares
 * it with the rows after (a new row could otherwise take its address). */
static GPtrArray *
journal_rows (VdWindow *window)
{
  GtkWidget *journal = GTK_WIDGET (vd_window_get_journal_view (window));
  GtkListBox *list = find_list_box (journal);
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_object_unref);
  GtkListBoxRow *row;

  /* Brought up to date if it changed while hidden. */
  vd_journal_view_get_n_rows (VD_JOURNAL_VIEW (journal));
  for (guint i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    g_ptr_array_add (rows, g_object_ref (row));
  return rows;
}

/* Row I of ROWS says event I of the battle as told on the battle just before it, dimmed when
 * undone. */
static void
assert_row (GPtrArray *rows, VdBattle *battle, guint i)
{
  GtkWidget *row = g_ptr_array_index (rows, i);
  g_autoptr(VdTable) before = vd_journal_replay (vd_battle_get_setup (battle),
                                                 vd_battle_get_ruleset (battle), i, NULL);
  g_autofree char *line = vd_event_describe (vd_battle_get_event (battle, i), before,
                                             vd_battle_get_ruleset (battle));

  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, line);
  g_assert_cmpint (gtk_widget_has_css_class (row, "dim-label"), ==,
                   i >= vd_battle_get_n_applied (battle));
}

/* Recording appends a row (the rows already there stay, told as before), undo and redo dim and
 * light rows, and a record after an undo removes the rows of the events it drops; the header's
 * arrows tell the same lines. */
static void
test_rows_follow (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = write_battle (fixture);
  VdWindow *window = vd_test_open_window (path);
  VdDocument *document = vd_window_get_document (window);
  VdBattle *battle = vd_document_get_battle (document);
  GtkButton *undo_button = find_button_by_icon (GTK_WIDGET (window), "edit-undo-symbolic");
  g_autoptr(GPtrArray) first = NULL, second = NULL, third = NULL, fourth = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (vd_document_lose_figures (document, "fr-1", 2, &error));
  g_assert_true (vd_document_lose_figures (document, "ru-1", 1, &error));
  vd_test_spin_a_little ();
  first = journal_rows (window);
  g_assert_cmpuint (first->len, ==, 2);

  g_assert_true (vd_document_lose_figures (document, "fr-1", 3, &error));
  vd_test_spin_a_little ();
  second = journal_rows (window);
  g_assert_cmpuint (second->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    assert_row (second, battle, i);
  /* Appended, not made anew. */
  g_assert_true (second->pdata[0] == first->pdata[0] && second->pdata[1] == first->pdata[1]);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  vd_test_spin_a_little ();
  third = journal_rows (window);
  g_assert_cmpuint (third->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      assert_row (third, battle, i);
      g_assert_true (third->pdata[i] == second->pdata[i]);
    }
  {
    g_autofree char *tip = g_strdup_printf (
      "Undo: %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (third->pdata[1])));

    g_assert_cmpstr (vd_widget_state_get_tooltip (GTK_WIDGET (undo_button)), ==, tip);
  }

  /* A new loss drops the undone one: its row goes, the new one comes. */
  g_assert_true (vd_document_lose_figures (document, "ru-1", 4, &error));
  vd_test_spin_a_little ();
  fourth = journal_rows (window);
  g_assert_cmpuint (fourth->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    assert_row (fourth, battle, i);
  g_assert_true (fourth->pdata[1] == second->pdata[1] && fourth->pdata[2] != second->pdata[2]);
  vd_test_close_window (window);
}

int
main (int argc, char *argv[])
{
  vd_test_app_init (&argc, &argv, FALSE);

  VD_TEST_ADD ("/app/journal/losses-undo-redo", test_losses_undo_redo);
  VD_TEST_ADD ("/app/journal/undo-tooltip-quiet", test_undo_tooltip_quiet);
  VD_TEST_ADD ("/app/journal/loss-refused-by-name", test_loss_refused_by_name);
  VD_TEST_ADD ("/app/journal/end-turn-and-journal", test_end_turn_and_journal);
  VD_TEST_ADD ("/app/journal/view-past", test_view_past);
  VD_TEST_ADD ("/app/journal/rows-follow-records-undo-redo", test_rows_follow);
  VD_TEST_ADD ("/app/journal/scenario-apart-from-battle", test_scenario_apart);
  VD_TEST_ADD ("/app/journal/recovery", test_recovery);
  VD_TEST_ADD ("/app/journal/stale-journals-offered", test_stale_journals_offered);
  VD_TEST_ADD ("/app/journal/cli-while-open", test_cli_while_open);
  VD_TEST_ADD ("/app/journal/demo-recovery", test_demo_recovery);
  VD_TEST_ADD ("/app/journal/demo-copy-follows-bundled", test_demo_copy_follows_bundled);
  VD_TEST_ADD ("/app/journal/demo-save-as", test_demo_save_as);
  VD_TEST_ADD ("/app/journal/demo-window", test_demo_window);
  VD_TEST_ADD ("/app/journal/demo-without-autosave", test_demo_without_autosave);

  return g_test_run ();
}
